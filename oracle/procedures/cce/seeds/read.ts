/**
 * Where the seed files come from in Node: read from disk when first needed, so that a file a rules editor
 * broke is reported as invalid JSON naming the file (not a stack trace at start-up). The browser bundle
 * (the explorer) replaces this module by ./read.browser.ts, which imports the same files statically
 * (oracle/explorer/browser-substitutes.json; tests/seeds.data.test.ts checks both give the same data).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OracleError } from '../../../../machines/core/errors';

export const SEEDS_DIR = __dirname;
/** Where a seed file is, as errors and docs name it (relative to the repository). */
export const seedFile = (procedure: string): string => `oracle/procedures/cce/seeds/${procedure}.json`;

/** `<name>.json` of the seeds folder (or of `dir`, for tests), parsed; `shown` is how errors name it. */
export function readSeedFile(name: string, dir: string = SEEDS_DIR): { shown: string; raw: unknown } {
  const file = path.join(dir, `${name}.json`);
  const shown = dir === SEEDS_DIR ? seedFile(name) : file;
  try {
    return { shown, raw: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (e) {
    throw new OracleError({ code: 'invalid-json', path: shown, expected: 'a readable JSON file: a list of seeds { name, purpose, options?, situation }', actual: (e as Error).message });
  }
}
