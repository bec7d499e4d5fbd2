/**
 * Where the seed files come from in Node: read from disk when first needed, so that a file a rules editor
 * broke is reported as invalid JSON naming the file (not a stack trace at start-up). The browser bundle
 * (the explorer) replaces this module by ./read.browser.ts, which imports the same files statically
 * (oracle/explorer/browser-substitutes.json; tests/seeds.data.test.ts checks both give the same data).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OracleError } from '../../../../machines/core/errors';

/** CC:E's seeds folder (this one); another ruleset's is `oracle/procedures/<ruleset>/seeds` (seedsDir). */
export const SEEDS_DIR = __dirname;
export const seedsDir = (ruleset = 'cce'): string => path.join(__dirname, '..', '..', ruleset, 'seeds');
/** Where a seed file is, as errors and docs name it (relative to the repository). */
export const seedFile = (procedure: string, ruleset = 'cce'): string => `oracle/procedures/${ruleset}/seeds/${procedure}.json`;

/** `<name>.json` of the ruleset's seeds folder (or of `dir`, for tests), parsed; `shown` is how errors name it. */
export function readSeedFile(name: string, dir?: string, ruleset = 'cce'): { shown: string; raw: unknown } {
  const file = path.join(dir ?? seedsDir(ruleset), `${name}.json`);
  const shown = dir === undefined ? seedFile(name, ruleset) : file;
  try {
    return { shown, raw: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (e) {
    throw new OracleError({ code: 'invalid-json', path: shown, expected: 'a readable JSON file: a list of seeds { name, purpose, options?, situation }', actual: (e as Error).message });
  }
}
