/**
 * The browser's ./read.ts (oracle/explorer/browser-substitutes.json): the same seed files, imported
 * statically so the bundler carries them. A file missing here is an error naming it.
 */
import { OracleError } from '../../../../machines/core/errors';
import advance from './advance.json';
import artillery from './artillery.json';
import fire from './fire.json';
import melee from './melee.json';
import move from './move.json';
import recover from './recover.json';
import rout from './rout.json';
import unitDefaults from './unit-defaults.json';

const FILES: Record<string, unknown> = { advance, artillery, fire, melee, move, recover, rout, 'unit-defaults': unitDefaults };

export const SEEDS_DIR = 'oracle/procedures/cce/seeds';
export const seedFile = (procedure: string): string => `oracle/procedures/cce/seeds/${procedure}.json`;

export function readSeedFile(name: string, dir: string = SEEDS_DIR): { shown: string; raw: unknown } {
  if (dir !== SEEDS_DIR || !(name in FILES)) throw new OracleError({ code: 'invalid-json', path: seedFile(name), expected: `one of the seed files the page carries (${Object.keys(FILES).join(', ')})`, actual: name });
  return { shown: seedFile(name), raw: FILES[name] };
}
