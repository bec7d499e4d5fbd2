// Cucumber profile: TypeScript step definitions through ts-node (transpile only; `npm run typecheck` checks types),
// its output cached on disk by bin/register.js (as bin/combat-oracle.js loads the sources).
const path = require('node:path');
module.exports = {
  default: {
    requireModule: [path.join(__dirname, 'bin', 'register.js')],
    paths: ['features/**/*.feature'],
    require: ['steps/**/*.ts'],
    format: ['progress', 'json:reports/cucumber/cucumber.json', 'message:reports/cucumber/messages.ndjson', 'html:reports/cucumber/index.html'],
    formatOptions: { snippetInterface: 'synchronous' },
    strict: true,
  },
};
// `npm test` (scripts/test.sh): the same run with only the outputs a test run reads — the progress line and
// the JSON scripts/test-summary.js totals. The message stream and the HTML report are `npm start`'s (the
// coverage reports read the messages); writing them cost a tenth of the features' time.
module.exports.test = { ...module.exports.default, format: ['progress', 'json:reports/cucumber/cucumber.json'] };
