#!/usr/bin/env node
// combat-oracle: starts from the start-up snapshot of the CLI when there is a fresh one (./snapshot.js:
// about 0.5 CPU-s instead of 1.2), else runs the TypeScript sources through ts-node, as tsconfig.json's
// "ts-node" section says (transpile only, with swc), its output cached on disk by ./register.js (a start
// with unchanged sources does not load ts-node).
'use strict';
if (!require('./snapshot').runFromSnapshot(__filename)) {
  require('./register');
  const code = require('../oracle/cli').main(process.argv);
  process.exitCode = code;
}
