/**
 * Line of Sight (16.1, 16.2, 16.2.1, 16.2.2, 16.3.3, 16.3.4, T88, T89.3-T89.4.1) of CC:P for the oracle:
 * CC:E's parser (oracle/procedures/cce/los.ts) with CC:P's map (machines/ccp/los.ts: the terrain both
 * editions give alike, Smoke and Blaze markers, no hexside feature), the output's rule ids in CC:P terms,
 * and seeds worked from the CC:P text: its 16.3.3/16.3.4 smoke example, a blaze along a hexside (16.2.2),
 * the end hexes (16.1), every Hill case of T89.3-T89.4.1 a CC:P map can hold, and the two readings; then the
 * situations CC:E's generator (pairwiseLosSeeds) makes over CC:P's Terrain Chart.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { invalid } from '../../../machines/core/errors';
import type { Readings } from '../../../machines/core/readings';
import { losLocations, type LosResult } from '../../../machines/cce/los';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { projectLos, type LosContext, type LosSituation } from '../../../machines/cce/los-machine';
import { CCP_LOS_TERRAIN, CCP_TERRAIN_LOS, ccpLosHasVerdict, ccpLosMachine, ccpLosWords } from '../../../machines/ccp/los';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { withoutEvents } from '../cce/common';
import { parseLosSituation, pairwiseLosSeeds, CCE_PAIRWISE_LOS_FACTORS, type PairwiseLosEdition } from '../cce/los';
import { loadSeeds, onFirstUse } from '../cce/seeds';

/** Smoke (16.3.4, T95) and Blaze (16.2.2, T83): the markers a CC:P LOS situation may hold (a Cave, F102, is the next issue's). */
const isLosMarker = (m: string): boolean => m === 'Blaze' || /^Smoke:[1-8]$/.test(m);

/** Both readings' alternatives of CC:E's LOS questions, under which every verdict must be one the CC:P chart has. */
const READING_CORNERS: readonly Readings[] = [{}, { 'cce.los-hexspine': 'greater', 'cce.los-corner': 'counts' }];

export function parseCcpLosSituation(raw: unknown, path: string): LosSituation {
  // The shared parser knows CC:E's terrain names; CC:P's own (CCP_OWN_TERRAIN) are added, and the check below keeps CC:P's.
  const s = inCcp(() => parseLosSituation(raw, path, [...KNOWN_TERRAIN, ...CCP_LOS_TERRAIN]));
  for (const [hex, facts] of Object.entries(s.map.hexes).sort(([a], [b]) => a.localeCompare(b))) {
    facts.terrain.forEach((x, i) => {
      if (!CCP_LOS_TERRAIN.includes(x)) invalid(`${path}.map.hexes.${hex}.terrain[${i}]`, `one of ${CCP_LOS_TERRAIN.join(', ')} (the terrain whose LOS both editions give alike, and CC:P's own, T82-T97: machines/ccp/terrain.ts)`, x, 'T81');
    });
    (facts.markers ?? []).forEach((m, i) => {
      if (!isLosMarker(m)) invalid(`${path}.map.hexes.${hex}.markers[${i}]`, 'Blaze (16.2.2) or Smoke:1-8 (16.3.4): the markers of a CC:P LOS situation (units inside caves, F102, are not modelled yet)', m, '16.1');
    });
  }
  if ((s.map.hexsides ?? []).length > 0) invalid(`${path}.map.hexsides`, 'absent: "there is no hexside terrain in CC:P"', s.map.hexsides, 'T81');
  for (const readings of READING_CORNERS) {
    const odd = losLocations(s.map, s.from, s.to, readings, { terrainLos: CCP_TERRAIN_LOS }).locations.find((l) => !ccpLosHasVerdict(l.effect, l.rule));
    if (odd) invalid(`${path}.map`, 'a map whose every location is one the CC:P LOS chart models (machines/ccp/los.ts)', `${odd.effect} by ${odd.rule} at ${odd.at}`, '16.1');
  }
  return s;
}

/** CC:E's output, its rule ids (machines/ccp/rule-map.ts inCcpIds) and words (ccpLosWords) in CC:P terms. */
export function projectCcpLos(snapshot: AnyMachineSnapshot): LosResult {
  const out = inCcpIds(projectLos(snapshot.context as LosContext), 'output') as LosResult;
  return {
    ...out,
    blockedBy: out.blockedBy && { ...out.blockedBy, by: ccpLosWords(out.blockedBy.by) },
    locations: out.locations.map((l) => ({ ...l, by: ccpLosWords(l.by) })),
  };
}

// --------------------------------------------------------------------------------------------- seeds

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/los.json, read and validated on first use by CC:E's loader,
 * oracle/procedures/cce/seeds.ts): 16.3.3 and 16.3.4 (the rulebook's smoke example), 16.1, 16.2.1, 16.2.2,
 * Gully (T88) and Hills (T89.3-T89.4.1), the readings ccp.los-hexspine and ccp.los-corner, CC:P's Hindrance
 * terrain (T86 Bush, T87 Grass) and its own terrain (T90 Hut, T93 Palm, T91 Jungle, T97 Swamp, T82 Beach); then
 * the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const CCP_LOS_SEEDS = onFirstUse((): Seed<LosSituation>[] => [...loadSeeds('los', null, parseCcpLosSituation, { ruleset: 'ccp' }), ...pairwiseLosSeeds(CCP_PAIRWISE_LOS)]);

/**
 * Generated (issue 16.5; CC:E's generator, oracle/procedures/cce/los.ts pairwiseLosSeeds, with CC:P's facts): the
 * same two lines and levels, the hexes between and the ends holding CC:P's Terrain Chart (CCP_TERRAIN_LOS): every
 * Obstacle (T85 Building, T91 Jungle, T97 Swamp: 16.2.1, T89.4, T89.4.1), every Hindrance (T86 Bush 2, T87 Grass 3,
 * T90 Hut 4, T93 Palm 1: 16.3, T89.5), each Clear type it holds (T92 Open Ground, T88 Gully, T96 Stream, T82 Beach),
 * Smoke 1 or 3 (16.3.4) and a Blaze (16.2.2); beyond it Palm 1, Bush 2, Jungle or Smoke 2 (16.3.3, T89.4.1); the ends
 * Jungle, Grass, Hut, a Gully (T88) or Smoke. No hexside factor and no Road or Railway depiction: "there is no
 * hexside terrain in CC:P", and its LOS follows no depiction (machines/ccp/los.ts).
 */
export const CCP_PAIRWISE_LOS_FACTORS = {
  line: CCE_PAIRWISE_LOS_FACTORS.line,
  between: ['Open Ground', 'Building', 'Jungle', 'Swamp', 'Bush', 'Grass', 'Hut', 'Palm', 'Gully', 'Stream', 'Beach', 'Smoke:1', 'Smoke:3', 'Blaze'],
  betweenLevel: CCE_PAIRWISE_LOS_FACTORS.betweenLevel,
  beyond: ['Open Ground', 'Palm', 'Bush', 'Jungle', 'Smoke:2'],
  sighting: ['Open Ground', 'Jungle', 'Grass', 'Gully', 'Smoke:1'],
  target: ['Open Ground', 'Building', 'Hut', 'Gully', 'Smoke:2'],
  sightingLevel: CCE_PAIRWISE_LOS_FACTORS.sightingLevel,
  targetLevel: CCE_PAIRWISE_LOS_FACTORS.targetLevel,
} as const;

const CCP_PAIRWISE_LOS: PairwiseLosEdition = { factors: CCP_PAIRWISE_LOS_FACTORS, rules: '16.1-16.3.4, T81.4, T82-T97, T88, T89.3-T89.5' };

export const ccpLosSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'ccp',
  title: 'Line of Sight (16.1-16.2.2, T88, T89.3-T89.4.1)',
  section: ['16'],
  machine: ccpLosMachine,
  parseSituation: parseCcpLosSituation,
  project: projectCcpLos,
  get seeds() {
    return CCP_LOS_SEEDS();
  },
  ...withoutEvents('the map'),
};
