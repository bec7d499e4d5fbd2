/**
 * Line of Sight (10, T78.4, T86, T88.3-T88.5) for the oracle: situation parsing and seeds. The procedure
 * has no events (every step follows from the map), so each seed is one vector. The seeds (seeds/los.json) are map
 * fragments with one sighting and one target hex: the rulebook's LOS examples (p. 8, figure not in the
 * text: each fragment is rebuilt from the example's words, hex ids as printed), every terrain type of
 * the Terrain Chart, the hexspine and corner lines, every Hill case of T88.3-T88.5, and hexside terrain; then the
 * situations generated pairwise over the facts those rules read (pairwiseLosSeeds, below; CC:P's LOS reuses it).
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
import { pairwise } from '../../gen/pairwise';
import type { HexFacts, HexsideFacts, LocalMap } from '../../../machines/core/map';

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
 * terrain; each map lists every hex the line meets (the parser refuses one that does not, 10.1). Then the
 * situations generated pairwise (below), whose vectors are kept only where new.
 */
export const LOS_SEEDS = onFirstUse((): Seed<LosSituation>[] => [...loadSeeds('los', null, (raw, path) => parseLosSituation(raw, path)), ...pairwiseLosSeeds()]);

/**
 * Generated (issue 16.5): the facts a LOS check reads, combined so that every two of them meet in some situation
 * (oracle/gen/pairwise.ts: a deterministic covering array). Two shapes of line (`line`, 10.1): through the centre
 * dots of a column, B2 to B6 (range 4: intervening B3, B4, B5, every hexside crossed at its midpoint), and along
 * the M8/N8 hexspine, M9 to N7 (range 2: the line runs between M8 and N8, readings cce.los-hexspine and
 * cce.los-hexside-level). The facts, each with the rules that read it (machines/cce/los.ts):
 * - `between`, the first intervening hex (B4; M8 on the hexspine): every terrain type of the Terrain Chart's LOS
 *   column — each Obstacle (T99 Woods, T82 Building: 10.2, T88.4, T88.4.1), each Hindrance (T80 Bridge, T81 Brush,
 *   T85 Field, T89 Marsh, T91 Orchard, T92 Railway: 10.3, T88.5) and each Clear type (T90, T86, T95, T98) —, a
 *   Smoke marker (T94, 10.3.4) of 1 or 3, a Blaze (T79, 10.2.1), and Woods or Brush the line follows along a Road
 *   or Railway depiction (T93, T92: the hexsides it crosses carry it);
 * - `betweenLevel`, that hex's Hill level, 0-2 (T88.3.2, T88.3.3, T88.4, T88.5);
 * - `beyond`, the second intervening hex (B5, next to the target; N8 on the hexspine): Open Ground, Orchard 2,
 *   Brush 3, Woods, Smoke 2 (10.3.3: the single largest Hindrance; T88.4.1: an Obstacle next to the lower end
 *   makes it a Blind Hex);
 * - `sighting` and `target`, the end hexes' own terrain (10.1: their Obstacles and Hindrances do not count; 10.3.4:
 *   their Smoke does; T86: a Gully end);
 * - `sightingLevel` and `targetLevel`, the ends' Hill levels and whether the higher is a Crest hex (T88.3.1,
 *   T88.3.2; T88.3.3 and T88.4/T88.5 compare the hexes between with them);
 * - `hexside`, hexside terrain (an edition with any: `edition.hexside`): a Wall (T97), Hedge (T87), Fence (T84)
 *   or Cliff (T83, Clear) on the hexside the line crosses between B3 and B4 (the hexspine itself, M8/N8, on the
 *   other shape), or a Wall on a side of the target hex, a Fence on a side of the sighting hex (10.1: Clear there).
 * The other hexes are Open Ground at level 0. Seeds marked `minimise`: a vector is kept only where it reaches
 * something new (a transition, or two rules no earlier trace cites together: oracle/vectors.ts factPairs).
 */
export interface PairwiseLosEdition {
  factors: Readonly<Record<string, readonly string[]>>;
  /** The rules the seeds' purpose cites. */
  rules: string;
}

export const CCE_PAIRWISE_LOS_FACTORS = {
  line: ['through B2-B6', 'along the M8/N8 hexspine'],
  between: ['Open Ground', 'Woods', 'Building', 'Bridge', 'Brush', 'Field', 'Marsh', 'Orchard', 'Railway', 'Gully', 'Stream', 'Water Barrier', 'Smoke:1', 'Smoke:3', 'Blaze', 'Woods along a Road', 'Brush along a Railway'],
  betweenLevel: ['0', '1', '2'],
  beyond: ['Open Ground', 'Orchard', 'Brush', 'Woods', 'Smoke:2'],
  sighting: ['Open Ground', 'Woods', 'Brush', 'Gully', 'Smoke:1'],
  target: ['Open Ground', 'Building', 'Orchard', 'Gully', 'Smoke:2'],
  sightingLevel: ['0', '1', '1 Crest', '2 Crest'],
  targetLevel: ['0', '1 Crest'],
  hexside: ['none', 'Wall', 'Hedge', 'Fence', 'Cliff', 'Wall on a side of the target hex', 'Fence on a side of the sighting hex'],
} as const;

export const CCE_PAIRWISE_LOS: PairwiseLosEdition = { factors: CCE_PAIRWISE_LOS_FACTORS, rules: '10.1-10.3.4, T78.4, T79-T99, T86, T88.3-T88.5' };

/** The hexes of each shape of line: its ends, the two generated hexes between, the others, and its hexsides. */
export const PAIRWISE_LOS_LINES: Readonly<Record<string, { from: string; to: string; between: string; beyond: string; others: readonly string[]; middle: [string, string]; sightingSide: [string, string]; targetSide: [string, string]; along: [[string, string], [string, string]] }>> = {
  'through B2-B6': { from: 'B2', to: 'B6', between: 'B4', beyond: 'B5', others: ['B3'], middle: ['B3', 'B4'], sightingSide: ['B2', 'B3'], targetSide: ['B5', 'B6'], along: [['B3', 'B4'], ['B4', 'B5']] },
  'along the M8/N8 hexspine': { from: 'M9', to: 'N7', between: 'M8', beyond: 'N8', others: [], middle: ['M8', 'N8'], sightingSide: ['M9', 'M8'], targetSide: ['N8', 'N7'], along: [['M9', 'M8'], ['M8', 'N7']] },
};

/** A generated hex's facts from a factor's value: a terrain type, a marker on Open Ground, or terrain along a depiction. */
function losHex(value: string, level: string): HexFacts {
  const elevation = Number(level.split(' ')[0]);
  const hill = elevation > 0 ? { elevation, ...(level.endsWith('Crest') ? { crest: true } : {}) } : {};
  const along = / along a (Road|Railway)$/.exec(value);
  if (along) return { terrain: [value.slice(0, along.index), along[1]], ...hill };
  if (value === 'Blaze' || value.startsWith('Smoke:')) return { terrain: ['Open Ground'], markers: [value], ...hill };
  return { terrain: [value], ...hill };
}

export function pairwiseLosSeeds(edition: PairwiseLosEdition = CCE_PAIRWISE_LOS): Seed<LosSituation>[] {
  const { rows } = pairwise(edition.factors);
  const width = String(rows.length).length;
  return rows.map((r, i) => {
    const g = PAIRWISE_LOS_LINES[r.line];
    const hexes: Record<string, HexFacts> = {
      [g.from]: losHex(r.sighting, r.sightingLevel),
      [g.between]: losHex(r.between, r.betweenLevel),
      [g.beyond]: losHex(r.beyond, '0'),
      [g.to]: losHex(r.target, r.targetLevel),
      ...Object.fromEntries(g.others.map((h) => [h, { terrain: ['Open Ground'] }])),
    };
    const hexsides: HexsideFacts[] = [];
    const along = / along a (Road|Railway)$/.exec(r.between);
    if (along) for (const between of g.along) hexsides.push({ between, feature: along[1] as 'Road' | 'Railway' });
    const side = r.hexside ?? 'none';
    if (side !== 'none') {
      const [feature, where] = side.split(' on a side of the ');
      hexsides.push({ between: where === 'target hex' ? g.targetSide : where === 'sighting hex' ? g.sightingSide : g.middle, feature: feature as 'Wall' });
    }
    const map: LocalMap = { hexes: Object.fromEntries(Object.entries(hexes).sort(([a], [b]) => a.localeCompare(b))), ...(hexsides.length ? { hexsides } : {}) };
    const facts = [`${r.sighting} at level ${r.sightingLevel} to ${r.target} at level ${r.targetLevel}`, `${r.between} at level ${r.betweenLevel} between`, `${r.beyond} beyond it`, side !== 'none' ? (side.includes(' on a side') ? `a ${side}` : `a ${side} on the ${g.middle.join('/')} hexside`) : ''].filter(Boolean);
    const name = `pairwise-${String(i + 1).padStart(width, '0')}`;
    return {
      name,
      purpose: `Generated pairwise: LOS from ${g.from} to ${g.to} ${r.line.startsWith('along') ? 'along the M8/N8 hexspine' : 'through the centre dots of column B'}: ${facts.join(', ')} (${edition.rules}).`,
      minimise: true,
      situation: { from: g.from, to: g.to, map },
    };
  });
}

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
