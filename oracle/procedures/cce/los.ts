/**
 * Line of Sight (10, T78.4, T86, T88.3-T88.5) for the oracle: situation parsing and seeds. The procedure
 * has no events (every step follows from the map), so each seed is one vector. The seeds (seeds/los.json) are map
 * fragments with one sighting and one target hex: the rulebook's LOS examples (p. 8, figure not in the
 * text: each fragment is rebuilt from the example's words, hex ids as printed), every terrain type of
 * the Terrain Chart, the hexspine and corner lines, every Hill case of T88.3-T88.5, and hexside terrain.
 */
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { invalid } from '../../../machines/core/errors';
import { validateLocalMap } from '../../../machines/core/map';
import { obj, str } from '../../../machines/core/validate';
import { hexesMet } from '../../../machines/cce/los';
import { losMachine, projectLos, type LosContext, type LosSituation } from '../../../machines/cce/los-machine';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { HEX_ID } from '../../../machines/cce/units';
import { withoutEvents } from './common';
import { loadSeeds, onFirstUse } from './seeds';

export function parseLosSituation(raw: unknown, path: string, terrain: readonly string[] = KNOWN_TERRAIN): LosSituation {
  const o = obj(raw, path, ['map', 'from', 'to'], ['map', 'from', 'to']);
  const map = validateLocalMap(o.map, `${path}.map`, { terrain });
  const from = str(o.from, `${path}.from`, HEX_ID, 'a hex id such as "C7" (2.1)');
  const to = str(o.to, `${path}.to`, HEX_ID, 'a hex id such as "C7" (2.1)');
  if (from === to) invalid(`${path}.to`, 'another hex than the sighting hex', to, '10.1');
  for (const [k, h] of [['from', from], ['to', to]] as const) if (!map.hexes[h]) invalid(`${path}.${k}`, 'a hex listed in input.map.hexes', h, '10.1');
  const missing = hexesMet(from, to).find((h) => !map.hexes[h]);
  if (missing) invalid(`${path}.map.hexes.${missing}`, `the hex: the LOS from ${from} to ${to} passes through or touches it (10.1), so the map must list it`, undefined, '10.1');
  return { map, from, to };
}

// ------------------------------------------------------------------------------------------ seeds

/**
 * The seeds, as data (oracle/procedures/cce/seeds/los.json, read and validated on first use: seeds.ts): the
 * rulebook's LOS examples (p. 8), every terrain type, the hexspine and corner lines, the Hill cases, hexside
 * terrain; each map lists every hex the line meets (the parser refuses one that does not, 10.1).
 */
export const LOS_SEEDS = onFirstUse((): Seed<LosSituation>[] => loadSeeds('los', null, (raw, path) => parseLosSituation(raw, path)));

export const losSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'cce',
  title: 'Line of Sight (10, T78.4, T86, T88.3-T88.5)',
  section: ['10'],
  machine: losMachine,
  parseSituation: parseLosSituation,
  project: (snapshot) => projectLos(snapshot.context as LosContext),
  get seeds() {
    return LOS_SEEDS();
  },
  ...withoutEvents('the map'),
};
