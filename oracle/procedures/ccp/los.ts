/**
 * Line of Sight (16.1, 16.2, 16.2.1, 16.2.2, 16.3.3, 16.3.4, T88, T89.3-T89.4.1) of CC:P for the oracle:
 * CC:E's parser (oracle/procedures/cce/los.ts) with CC:P's map (machines/ccp/los.ts: the terrain both
 * editions give alike, Smoke and Blaze markers, no hexside feature), the output's rule ids in CC:P terms,
 * and seeds worked from the CC:P text: its 16.3.3/16.3.4 smoke example, a blaze along a hexside (16.2.2),
 * the end hexes (16.1), every Hill case of T89.3-T89.4.1 a CC:P map can hold, and the two readings.
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
import { losHex as t, losSeed as seed, parseLosSituation } from '../cce/los';

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

const smoke = (n: number, elevation?: number) => t('Open Ground', elevation, { markers: [`Smoke:${n}`] });

export const CCP_LOS_SEEDS: Seed<LosSituation>[] = [
  // ---- 16.3.3 and 16.3.4: the rulebook's example, with the smoke it names (its grass is CC:P's own terrain, T87)
  seed('smoke-4-not-cumulative', '16.3.3: a squad fires at a team three hexes away, a "4" smoke marker in both hexes between: -4, not -8.', 'C2', 'C5', { C3: smoke(4), C4: smoke(4) }),
  seed('smoke-5-in-the-squads-hex', '16.3.4, "Continuing the example from 16.3.3": a "5" smoke marker in the squad\'s own hex and a "4" between: -5 (smoke hinders a LOS traced out of it).', 'C2', 'C5', { C2: smoke(5), C4: smoke(4) }),
  // ---- 16.1, 16.2.1, 16.2.2
  seed('building-blocks', '16.2.1: a Building (T85) between the ends is an Obstacle: a unit in one hex "can\'t see a unit in another hex if that LOS is blocked by an Obstacle".', 'B2', 'B6', { B4: t('Building') }),
  seed('obstacles-in-the-end-hexes', '16.1: "An Obstacle or Hindrance that is within the sighting or target hex will not affect LOS": Buildings in both end hexes.', 'B2', 'B5', { B2: t('Building'), B5: t('Building') }),
  seed('clear-terrain-between', '16.1: Stream (T96), Gully (T88) and Trail (T98) between the ends are Clear.', 'B2', 'B6', { B3: t('Stream'), B4: t('Gully'), B5: t('Trail') }),
  seed('blaze-blocks-at-all-levels', '16.2.2, T83: a blaze marker blocks, even between two level 1 Hill hexes above it.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Open Ground', 0, { markers: ['Blaze'] }), B6: t('Open Ground', 1) }),
  seed('blaze-along-its-hexside', '16.2.2: "a LOS traced through any portion of a Blazing hex – including directly along its hexside – is blocked": along the M8/N8 hexspine with a blaze in M8.', 'M9', 'N7', { M8: t('Open Ground', undefined, { markers: ['Blaze'] }) }),
  // ---- Gully (T88) and Hills (T89.3-T89.4.1)
  seed('gully-unseen', 'T88: a unit in a Gully cannot be seen from a hex two hexes away at its own level.', 'B2', 'B4', { B4: t('Gully') }),
  seed('gully-seen-from-above', 'T88: a Gully hex is seen from a higher (Crest) hex.', 'B2', 'B5', { B2: t('Open Ground', 1, { crest: true }), B5: t('Gully') }),
  seed('hill-between-lower-ends', 'T89.3.3: a level 1 Hill blocks LOS between two level 0 hexes.', 'B2', 'B6', { B4: t('Open Ground', 1) }),
  seed('up-into-a-non-crest-hex', 'T89.3.2: a unit may only trace a LOS into the initial Crest hex of each elevation above it.', 'B2', 'B5', { B5: t('Open Ground', 1) }),
  seed('crest-as-high-as-the-higher-end', 'T89.3.2: from a level 2 Hill in B2, the level 3 Hill in B4, as high as the level 3 Crest target in B6, blocks.', 'B2', 'B6', { B2: t('Open Ground', 2), B4: t('Open Ground', 3), B6: t('Open Ground', 3, { crest: true }) }),
  seed('lower-building-between-hills', 'T89.4: a level 0 Building between two level 1 Hill hexes does not block.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Building', 0), B6: t('Open Ground', 1) }),
  seed('building-in-the-first-hex', 'T89.4.1: from level 1, a level 1 Building in the first intervening hex blinds the observer to a level 2 Crest.', 'B2', 'B6', { B2: t('Open Ground', 1), B3: t('Building', 1), B6: t('Open Ground', 2, { crest: true }) }),
  // ---- readings ccp.los-hexspine and ccp.los-corner
  seed('hexspine-building-one-side', '16.1, reading ccp.los-hexspine: along the M8/N8 hexspine with a Building in M8 only: the string passes on the clear side (lesser) or touches the Building (greater).', 'M9', 'N7', { M8: t('Building') }),
  seed('corner-building', '16.1, reading ccp.los-corner: the line from E6 to D10 touches D7 at one corner only; a Building there blocks only if a corner touch counts.', 'E6', 'D10', { D7: t('Building') }),
  // ---- 16.3 and T89.5: CC:P's Hindrance terrain (T86 Bush 2, T87 Grass 3) at and below the ends' level
  seed('grass-not-cumulative', '16.3.3, its example: "A squad fires at a team three hexes away. Both hexes between them contain grass": -3 (T87: "LOS: 3 Hindrance"), not -6.', 'C2', 'C5', { C3: t('Grass'), C4: t('Grass') }),
  seed('grass-below-two-hill-hexes', 'T89.5: "Any mapboard Hindrance terrain at a lower level does not hinder LOS to or from a hill hex": Grass at level 0 between two level 1 Hill hexes.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Grass', 0), B6: t('Open Ground', 1) }),
  seed('bush-on-the-hill-between', 'T89.5: "A Hindrance on a hill does hinder LOS between two other hill hexes of the same level": Bush at level 1 between two level 1 Hill hexes.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Bush', 1), B6: t('Open Ground', 1) }),
  seed('smoke-below-two-hill-hexes', 'T89.5: "A smoke marker, however, always hinders LOS through its hex, regardless of the sighter\'s or target\'s level": Smoke 2 at level 0 between two level 1 Hill hexes, beside Grass at level 0.', 'B2', 'B6', { B2: t('Open Ground', 1), B3: t('Grass', 0), B4: smoke(2, 0), B6: t('Open Ground', 1) }),
  // ---- CC:P's own terrain (machines/ccp/terrain.ts): T90 Hut 4, T93 Palm 1, T91 Jungle and T97 Swamp Obstacles, T82 Beach Clear
  seed('hut-and-palm-not-cumulative', '16.3.3, T90 "LOS: 4 Hindrance", T93 "LOS: 1 Hindrance": a Hut and a Palm hex between the ends hinder by 4, the largest, not 5.', 'C2', 'C5', { C3: t('Palm'), C4: t('Hut') }),
  seed('palm-between', 'T93 "LOS: 1 Hindrance": one Palm hex between the ends hinders by 1.', 'C2', 'C5', { C3: t('Palm') }),
  seed('beach-between', 'T82 "LOS: Clear": Beach hexes between the ends neither block nor hinder.', 'C2', 'C5', { C3: t('Beach'), C4: t('Beach') }),
  seed('jungle-blocks', '16.2.1, T91: Jungle between two ends at its level is an Obstacle.', 'B2', 'B6', { B4: t('Jungle') }),
  seed('jungle-below-two-hill-hexes', 'T89.4, its example: "A unit on a level 1 hill can see past (over) intervening jungle at level 0 to another unit on a distant level 1 hill."', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Jungle', 0), B6: t('Open Ground', 1) }),
  seed('jungle-on-the-hill-between', 'T89.4, its example: "If the jungle were also on a hill, however, that LOS would be blocked": Jungle at level 1 between two level 1 Hill hexes.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Jungle', 1), B6: t('Open Ground', 1) }),
  seed('swamp-blind-hex', 'T89.4.1: from a level 1 Crest hex, a level 0 Swamp hides the level 0 hex directly behind it.', 'B2', 'B5', { B2: t('Open Ground', 1, { crest: true }), B4: t('Swamp', 0), B5: t('Open Ground', 0) }),
  seed('swamp-beyond-the-blind-hex', 'T89.4.1: "all hexes beyond this blind zone are visible from the hill": from a level 1 Crest hex, the level 0 hex two hexes behind a level 0 Swamp.', 'B2', 'B6', { B2: t('Open Ground', 1, { crest: true }), B4: t('Swamp', 0), B6: t('Open Ground', 0) }),
];

export const ccpLosSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'ccp',
  title: 'Line of Sight (16.1-16.2.2, T88, T89.3-T89.4.1)',
  section: ['16'],
  machine: ccpLosMachine,
  parseSituation: parseCcpLosSituation,
  project: projectCcpLos,
  seeds: CCP_LOS_SEEDS,
  ...withoutEvents('the map'),
};
