/**
 * T81-T99 Terrain — Combat Commander: Pacific: the edition's Terrain Chart, as the rulebook prints each
 * terrain's lines ("MOVE COST", "COVER", "LOS"), for the terrain a CC:P Fire, Move, Asset Request or LOS situation may hold.
 * The shared modules read it at their edition points: Cover (machines/cce/terrain.ts CoverOptions.table, by
 * way of the Fire Defense edition's coverTable), Move Cost (machines/cce/move/movement.ts, the Move
 * edition's terrainCosts) and LOS (machines/cce/los.ts TerrainLos: the LOS procedure's and Fire's).
 *
 * Terrain both editions give alike keeps CC:E's values (Open Ground T92 = CC:E T90, Building T85 = T82, Gully
 * T88 = T86, Stream T96 = T95): one table entry each, CC:E's. CC:P's own terrain (Beach T82, Bush T86, Grass
 * T87, Hut T90, Jungle T91, Palm T93, Swamp T97) takes its values from its own rule. The extraction
 * interleaves the chart's columns (digest 004 §5.1 item 2); each value below is the one its rule's text
 * gives once the columns are told apart, and where two columns' lines are interleaved the words that settle
 * which is which are these:
 * - Beach (T82): "T82. BEACH MOVE COST: 1½ COVER: 0", on its heading's line; its "LOS: Clear" is the line
 *   under it, beside Bush's heading (Bush's LOS is "LOS: 2 Hindrance This catch-all terrain").
 * - Bush (T86): "MOVE COST: 2" and "COVER: 2", the only Move Cost and Cover lines between Bush's heading and
 *   Grass's left unclaimed (Beach's, Bridge's, Building's, Blaze's and Grass's are on their own lines).
 * - Grass (T87): "T87. GRASS MOVE COST: 2", "COVER: 0 LOS: 3 Hindrance This terrain represents tall".
 * - Hut (T90): "MOVE COST: 2", "COVER: 2" and "LOS: 4 Hindrance", interleaved with Road's (T94) "COVER: Use
 *   other terrain in the hex." and "LOS: Clear". A Road is a Terrain Feature, and T81.1 says Features
 *   "generally only serve to modify the Terrain Type they share a hex with" and that "Roads and trails can also
 *   occupy a hex, usually modifying a unit's movement therein" (a Trail, T98, is "LOS: Clear" too): the Hindrance
 *   is the Hut's, which T89.4.1 does not count among the Obstacles ("jungle, swamp or building").
 * - Jungle (T91): "T91. JUNGLE MOVE COST: 3 COVER: 2"; an Obstacle with one Blind Hex by T89.4.1 ("a
 *   lower-level jungle, swamp or building creates a one-hex blind zone") and T89.4 ("If the jungle were also on
 *   a hill, however, that LOS would be blocked").
 * - Palm (T93) and Swamp (T97): their headings side by side ("T93. PALM T97. SWAMP"), then "MOVE COST: 1",
 *   "MOVE COST: 4", "COVER: 1", "COVER: 2", "LOS: 1 Hindrance": the left column's first, as T81's own example
 *   settles ("the 1 Cover afforded by the palm"). Swamp's LOS is "LOS: Obstacle; creates one Blind Hex", by
 *   T89.4.1's "jungle, swamp or building".
 * Values the rulebook prints nowhere are not here: a terrain absent from this table is refused by the CC:P
 * parsers (T81), never given an invented value.
 *
 * The attack modifiers a terrain's rule prints are not chart values, and live where the attack is made: Beach's
 * Sand (-2 to the Attack Total of a dive bomber, radio or ordnance weapon: the Fire edition's and the Asset
 * Request edition's `sand`, machines/ccp/fire.ts, machines/ccp/asset-request.ts) and the Airbursts of Jungle and
 * Swamp (+2 to a mortar's or a radio's: the Fire edition's `airbursts`, which the Asset Request edition reuses). The Beach's "MOVE COST: 1½" is a Move's half MP (machines/ccp/move.ts).
 *
 * Water Barrier (T99): "No longer impassable" (ccpImpassableBecause), "COVER: –2" (CCP_TERRAIN_COVER), in a CC:P
 * Fire, Move or Advance situation (its Move Cost "all" is the Move's own: machines/ccp/move.ts; a Bridge over one:
 * reading ccp.bridge-over-water-barrier).
 * Road (T94), Trail (T98) and Bridge (T84), in a CC:P Fire, Move or Advance situation (one map: oracle/procedures/ccp/
 * map.ts; each defined by the depiction a unit crosses, the map's hexsides): the Bridge's "COVER: 1" here and its
 * "LOS: Clear" (no entry in CCP_TERRAIN_LOS); their Move Costs are the Move's (movement.ts DepictionCosts); the
 * Road's and Trail's "COVER: Use other terrain in the hex" (no CC:E T93 −1: CCP_FIRE's roadCover) and "LOS: Clear".
 * Left out, and where: Road, Trail and Bridge in a CC:P LOS situation (machines/ccp/los.ts); Blaze (T83) is a marker
 * (impassable in Move, an Obstacle at all levels in LOS, 16.2.2).
 */
import { TERRAIN_COVER } from '../cce/terrain';
import { TERRAIN_MOVE_COST } from '../cce/move/movement';
import { losColumnWithoutDepictions, TERRAIN_LOS, type LosClass, type TerrainLos } from '../cce/los';
import type { CcpRuleId } from './rule-ids';
import { impassableBecause, type LocalMap } from '../core/map';

/** One CC:P terrain type's chart lines: its rule, "MOVE COST", "COVER" and "LOS". */
export interface CcpTerrainLines {
  rule: CcpRuleId;
  moveCost: number;
  cover: number;
  los: LosClass;
}

/** T99 Water Barrier: a Terrain Type both editions have, which CC:P makes passable ("No longer impassable"). */
export const WATER_BARRIER = 'Water Barrier';

/** T84 Bridge: a Terrain Type (T81.1's example of the hierarchy) whose depiction may also cross hexsides. */
export const BRIDGE = 'Bridge';

/** CC:P's own terrain types (T82-T97), each as its rule prints it. */
export const CCP_OWN_TERRAIN: Readonly<Record<string, CcpTerrainLines>> = {
  Beach: { rule: 'T82', moveCost: 1.5, cover: 0, los: { kind: 'clear' } },
  Bush: { rule: 'T86', moveCost: 2, cover: 2, los: { kind: 'hindrance', value: 2 } },
  Grass: { rule: 'T87', moveCost: 2, cover: 0, los: { kind: 'hindrance', value: 3 } },
  Hut: { rule: 'T90', moveCost: 2, cover: 2, los: { kind: 'hindrance', value: 4 } },
  Jungle: { rule: 'T91', moveCost: 3, cover: 2, los: { kind: 'obstacle', blindHex: true } },
  Palm: { rule: 'T93', moveCost: 1, cover: 1, los: { kind: 'hindrance', value: 1 } },
  Swamp: { rule: 'T97', moveCost: 4, cover: 2, los: { kind: 'obstacle', blindHex: true } },
};

/** The Terrain Types both editions give alike (Appendix A of digest 004): CC:E's chart values serve. */
export const SHARED_TERRAIN_TYPES: readonly string[] = ['Open Ground', 'Building', 'Gully', 'Stream'];

/** T81.3.1 "Each terrain lists a 'Cover'": the CC:P Cover column (shared types: CC:E's entries). */
export const CCP_TERRAIN_COVER: Readonly<Record<string, number>> = {
  ...Object.fromEntries(SHARED_TERRAIN_TYPES.map((t) => [t, TERRAIN_COVER[t]])),
  ...Object.fromEntries(Object.entries(CCP_OWN_TERRAIN).map(([t, l]) => [t, l.cover])),
  // T99: "COVER: –2 (negative two)" — a Water Barrier, impassable in CC:E (T98, no Cover), may be occupied in CC:P.
  [WATER_BARRIER]: -2,
  // T84: "COVER: 1" (CC:E's Bridge, T80, 2); a Bridge over a Stream is "a 'bridge hex' for all purposes" (T81.1): its 1 is the best instance.
  Bridge: 1,
};

/** T81.2 "Each terrain lists a 'Move Cost'": the CC:P Move Cost column (shared types: CC:E's entries). */
export const CCP_TERRAIN_MOVE_COST: Readonly<Record<string, number>> = {
  ...Object.fromEntries(SHARED_TERRAIN_TYPES.map((t) => [t, TERRAIN_MOVE_COST[t]])),
  ...Object.fromEntries(Object.entries(CCP_OWN_TERRAIN).map(([t, l]) => [t, l.moveCost])),
};

/**
 * T81.4 "Each terrain lists whether it is an Obstacle, Hindrance or Clear": the CC:P LOS column (whose LOS follows
 * no Road depiction past an Obstacle, 16.1: losColumnWithoutDepictions) for the
 * terrain that is not Clear — the Building as CC:E's (T85 = CC:E T82), CC:P's own with their CC:P rule (kept
 * as it is in a verdict's words: machines/ccp/los.ts ccpLosWords).
 */
export const CCP_TERRAIN_LOS: TerrainLos = losColumnWithoutDepictions({
  Building: TERRAIN_LOS.Building,
  ...Object.fromEntries(Object.entries(CCP_OWN_TERRAIN).filter(([, l]) => l.los.kind !== 'clear').map(([t, l]) => [t, { ...l.los, rule: l.rule }])),
});

/** The rule of each of CC:P's own terrain types, for the words of an output (a CC:P id, no CC:E one). */
export const ccpOwnTerrainRule = (name: string): CcpRuleId | undefined => CCP_OWN_TERRAIN[name]?.rule;

/**
 * Why a hex is impassable under CC:P, or undefined: CC:E's (core/map.ts impassableBecause) but for the Water
 * Barrier, "No longer impassable" (T99: its Move Cost "all"); a Blaze (T83) or a hex the scenario declares
 * impassable still is. CC:P's Advance (its `impassable` point) and the units a CC:P Fire situation places.
 */
export function ccpImpassableBecause(map: LocalMap, hex: string, mapPath?: string): { rule: string; why: string } | undefined {
  const why = impassableBecause(map, hex, mapPath);
  return why?.rule === 'T98' ? undefined : why;
}
