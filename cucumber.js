// Cucumber profile: TypeScript step definitions through ts-node (transpile only; `npm run typecheck` checks types).
module.exports = {
  default: {
    requireModule: ['ts-node/register'],
    paths: ['features/**/*.feature'],
    require: ['steps/**/*.ts'],
    format: ['progress', 'json:reports/cucumber/cucumber.json', 'message:reports/cucumber/messages.ndjson', 'html:reports/cucumber/index.html'],
    formatOptions: { snippetInterface: 'synchronous' },
    strict: true,
  },
};
