#!/usr/bin/env node
// combat-oracle: runs the TypeScript sources through ts-node (transpile only; `npm run typecheck` checks types).
'use strict';
const path = require('node:path');
require('ts-node').register({ transpileOnly: true, project: path.join(__dirname, '..', 'tsconfig.json') });
const code = require('../oracle/cli').main(process.argv);
process.exitCode = code;
