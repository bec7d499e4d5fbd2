/**
 * O21 Move — the MP arithmetic (O21, O21.1, T78.2, T88.1, T80.1, T80.2, T84, T87, T92, T93, T96, T97,
 * F105.2, F106.2, 7.2.1, O21.1.1). One implementation of "what it costs to enter a hex during a Move
 * Order" and "how many MPs a moving group has left"; the chart (./machine.ts) only asks these questions.
 * Current Movement itself (Command, Veteran, Suppressed, Weapon) is ../units.ts `currentMovement`.
 */
import { OracleError } from '../../core/errors';
import { hasHexsideFeature, levelOf, type LocalMap } from '../../core/map';
import { currentMovement, type Situation, type Unit } from '../units';
import { hasWire } from '../terrain';
import { derive, entryValue, term, type Derivation, type Term, declareTerms } from '../../core/derivation';

/** T78.2 and the Terrain Chart: the Move Cost of each terrain type (hexside terrain and depictions apart). */
export const TERRAIN_MOVE_COST: Readonly<Record<string, number>> = {
  'Open Ground': 1, // T90
  Field: 1, // T85
  Orchard: 1, // T91
  Brush: 2, // T81
  Gully: 2, // T86
  Woods: 2, // T99
  Building: 2, // T82
  Marsh: 3, // T89
  Stream: 3, // T95
};

/** T92, T93, T96: depictions a unit may travel along for 1 MP when it crosses their hexside. */
const DEPICTIONS = ['Road', 'Railway', 'Trail'] as const;
/** T84, T87, T97: hexsides that cost +1 to cross. */
const COSTLY_HEXSIDES = ['Fence', 'Hedge', 'Wall'] as const;
/** F105.2: the Fortifications a Trench connects to for 1 MP. */
const TRENCH_LINKS = ['Trench', 'Bunker', 'Pillbox'];

/** 7.2.1: "at a MP cost of "1""; O21.1.1: "by expending one of its available MPs". */
export const EXIT_COST = 1;
export const TRANSFER_COST = 1;

const markers = (map: LocalMap, hex: string): readonly string[] => map.hexes[hex]?.markers ?? [];

/** F105.2: a Move from a Trench hex into a Trench, Bunker or Pillbox hex, or vice versa. */
export function isTrenchMove(map: LocalMap, from: string, to: string): boolean {
  const a = markers(map, from);
  const b = markers(map, to);
  return (a.includes('Trench') && b.some((m) => TRENCH_LINKS.includes(m))) || (b.includes('Trench') && a.some((m) => TRENCH_LINKS.includes(m)));
}

/** T92/T93/T96 (and T80.1/T80.2 Bridges): the unit crosses a Road, Railway or Trail hexside into a hex holding that depiction. */
export function alongDepiction(map: LocalMap, from: string, to: string): boolean {
  const terrain = map.hexes[to]?.terrain ?? [];
  return DEPICTIONS.some((d) => terrain.includes(d) && hasHexsideFeature(map, from, to, d));
}

/** The rule of each terrain type's Move Cost line. */
const TERRAIN_RULE: Readonly<Record<string, string>> = { 'Open Ground': 'T90', Field: 'T85', Orchard: 'T91', Brush: 'T81', Gully: 'T86', Woods: 'T99', Building: 'T82', Marsh: 'T89', Stream: 'T95' };

/**
 * The Move Cost column of an edition's Terrain Chart (CC:P's: machines/ccp/terrain.ts CCP_TERRAIN_MOVE_COST, the
 * Move edition's terrainCosts); absent, CC:E's TERRAIN_MOVE_COST. A terrain with no rule of its own in
 * TERRAIN_RULE cites T78.2 ("Each terrain lists a 'Move Cost'").
 */
export type TerrainMoveCosts = Readonly<Record<string, number>>;

/** T78.2: the Move Cost of the hex's terrain type (the largest listed, as a hex has one predominant type), as a term. */
function terrainCost(map: LocalMap, hex: string, mapPath: string, table: TerrainMoveCosts = TERRAIN_MOVE_COST): Term {
  const costs = (map.hexes[hex]?.terrain ?? []).filter((t) => table[t] !== undefined).map((t) => term(entryValue('T78.2', t, table[t]), TERRAIN_RULE[t] ?? 'T78.2', t));
  if (costs.length === 0) {
    throw new OracleError({ code: 'invalid-map', path: `${mapPath}.hexes.${hex}.terrain`, expected: 'a terrain type with a Move Cost (T78.2)', actual: map.hexes[hex]?.terrain, rule: 'T78.2' });
  }
  return costs.reduce((a, b) => (b.value > a.value ? b : a));
}

/** T88: elevation, 0 (ground level) when the situation states none for this hex. */
const elevationOf = (map: LocalMap, hex: string): number => levelOf(map.hexes[hex]);

/**
 * O21.1: MPs to enter `to` from the adjacent `from`: 1 for a Trench move (F105.2); otherwise 1 along a
 * Road/Railway/Trail depiction (T92, T93, T96) or the terrain's Move Cost (T78.2), +1 per Fence, Hedge or
 * Wall crossed (T84, T87, T97), +1 uphill (T88.1).
 */
export function moveCost(map: LocalMap, from: string, to: string, mapPath = 'input.map', night?: NightTerrainTypes, costs?: TerrainMoveCosts, depictions?: DepictionCosts): number {
  return moveCostDerivation(map, from, to, mapPath, night, costs, depictions).total;
}

/**
 * CC:P 18.2 (a night situation of an edition with night rules only): the Terrain Types whose Move Cost is
 * "increased by 1"; absent by day and in CC:E. "Terrain Features – roads, trails and hills, for example – are
 * not affected": not a cost along a Trail depiction, not the uphill +1; nor a Trench move (CC:P F106.2:
 * "always expends only 1 MP to do so, regardless of the terrain in the two hexes").
 */
export type NightTerrainTypes = readonly string[];

/** CC:P 18.2's rule id (a CC:P id: the shared arithmetic cites it only where an edition states a night). */
export const NIGHT_MOVEMENT_RULE = '18.2';

const HEXSIDE_RULE: Readonly<Record<string, string>> = { Fence: 'T84', Hedge: 'T87', Wall: 'T97' };
const DEPICTION_RULE: Readonly<Record<string, string>> = { Road: 'T93', Railway: 'T92', Trail: 'T96' };

/**
 * Where an edition's Road and Bridge cost differently from CC:E's (absent: CC:E's T80, T93): CC:P T84 Bridge "MOVE
 * COST: 1 if traversing a bridge/road/trail hexside; otherwise use the cost of the other terrain in the hex" (`bridge`),
 * and T94 Road "½ if travelling along the road depiction and no enemy unit has a LOS to that hex" (`unseen`: whether
 * no enemy unit has a LOS to the hex entered, which the Move's situation knows). The MP arithmetic is the same.
 */
export interface DepictionCosts {
  bridge: boolean;
  unseen?: (hex: string) => boolean;
  /**
   * CC:P reading ccp.bridge-along-road's road-modifies (absent: bridge-cost): a Bridge hex entered along a Road or
   * Trail costs the Road's or Trail's (T81.1: Features "generally only serve to modify the Terrain Type they share a
   * hex with"), a Feature's, not raised at night (18.2); the Bridge's 1 only where no Road or Trail is followed.
   */
  roadOnBridge?: boolean;
}

/** CC:P T84: the depictions whose hexside, crossed into a Bridge hex, make it cost 1 ("a bridge/road/trail hexside"). */
const BRIDGE_HEXSIDES = ['Bridge', 'Road', 'Trail'] as const;

/** T84 (an edition's `bridge`): a Bridge hex entered across a Bridge, Road or Trail hexside. */
const acrossBridgeHexside = (map: LocalMap, from: string, to: string): boolean =>
  (map.hexes[to]?.terrain ?? []).includes('Bridge') && BRIDGE_HEXSIDES.some((f) => hasHexsideFeature(map, from, to, f));

/**
 * CC:P T99 "MOVE COST: all" beside T84: whether entering `to` from `from` is a Water Barrier's entry — a Water Barrier
 * hex with no Bridge, or one with a Bridge over it (T84 "A bridge may span the entirety of one or more hexes") unless
 * `bridgeHex` (reading ccp.bridge-over-water-barrier's bridge-hex, T81.1's "'bridge hex' for all purposes") and the
 * unit traverses a bridge/road/trail hexside into it (T84 "1 if traversing a bridge/road/trail hexside; otherwise use
 * the cost of the other terrain in the hex": the Water Barrier's "all").
 */
export function waterBarrierEntry(map: LocalMap, from: string, to: string, bridgeHex: boolean): boolean {
  const terrain = map.hexes[to]?.terrain ?? [];
  if (!terrain.includes('Water Barrier')) return false;
  return !terrain.includes('Bridge') || !bridgeHex || !acrossBridgeHexside(map, from, to);
}

/** CC:P T99 beside T84: a unit in `hex` stands in a Water Barrier hex — one with no Bridge, or, unless `bridgeHex` (the reading above), one with a Bridge over it. */
export function inWaterBarrier(map: LocalMap, hex: string, bridgeHex: boolean): boolean {
  const terrain = map.hexes[hex]?.terrain ?? [];
  return terrain.includes('Water Barrier') && (!terrain.includes('Bridge') || !bridgeHex);
}

/**
 * The base of a Move Cost along a depiction, or null: CC:P's Bridge hex across a Bridge/Road/Trail hexside (T84: 1,
 * the Terrain Type's own cost, which T81.1 puts above the Road's: "A bridge together with a stream is a 'bridge hex'
 * for all purposes"), else the Road, Railway or Trail travelled along (T93, T92, T96: 1; CC:P's Road ½ when unseen).
 */
function depictionBase(map: LocalMap, from: string, to: string, depictions?: DepictionCosts): Term | null {
  const along = followedDepiction(map, from, to, depictions);
  // Reading ccp.bridge-along-road: the Bridge first (bridge-cost, the default), or the Road/Trail followed first (road-modifies).
  if (depictions?.bridge && acrossBridgeHexside(map, from, to) && !(depictions.roadOnBridge && along !== null)) return term(1, 'T80', 'across a Bridge hexside');
  return along;
}

/** The Road, Railway or Trail travelled along into `to` (T93, T92, T96: 1; CC:P's Road ½ when unseen), or null. */
function followedDepiction(map: LocalMap, from: string, to: string, depictions?: DepictionCosts): Term | null {
  const depiction = DEPICTIONS.find((d) => (map.hexes[to]?.terrain ?? []).includes(d) && hasHexsideFeature(map, from, to, d));
  if (!depiction) return null;
  if (depiction === 'Road' && depictions?.unseen?.(to)) return term(0.5, DEPICTION_RULE.Road, 'along the Road, no enemy LOS');
  return term(1, DEPICTION_RULE[depiction], `along the ${depiction}`);
}

/** moveCost as a derivation (issue 16): the base (Trench, depiction or terrain) and the +1s, each with its rule. */
export function moveCostDerivation(map: LocalMap, from: string, to: string, mapPath = 'input.map', night?: NightTerrainTypes, costs?: TerrainMoveCosts, depictions?: DepictionCosts): Derivation {
  if (isTrenchMove(map, from, to)) return derive(term(1, 'F105.2', 'Trench to Trench, Bunker or Pillbox'), []);
  const along = depictionBase(map, from, to, depictions);
  // A Bridge's cost is a Terrain Type's (raised at night by 18.2), a Road's, Railway's or Trail's a Feature's (not raised).
  const depiction = along !== null && along.rule !== 'T80';
  const base = along ?? terrainCost(map, to, mapPath, costs);
  const hexsides = COSTLY_HEXSIDES.filter((f) => hasHexsideFeature(map, from, to, f)).map((f) => term(1, HEXSIDE_RULE[f], `crossing a ${f}`));
  const uphill = elevationOf(map, to) > elevationOf(map, from) ? term(1, 'T88.1', 'uphill') : null;
  // terrainCost's term names the Terrain Type it costs (`what`).
  const dark = !depiction && night?.includes(base.rule === 'T80' ? 'Bridge' : base.what) ? term(1, NIGHT_MOVEMENT_RULE, 'night') : null;
  return derive(base, [dark, ...hexsides, uphill]);
}

/** F106.2: "loses all its remaining MPs immediately after entering or exiting a hex containing Wire". */
export function wireStops(map: LocalMap, from: string, to: string): boolean {
  return hasWire(map.hexes[from] ?? { terrain: [] }) || hasWire(map.hexes[to] ?? { terrain: [] });
}

/** T93: a hex containing a Road (entered by any hexside). */
export const hasRoad = (map: LocalMap, hex: string): boolean => (map.hexes[hex]?.terrain ?? []).includes('Road');

/** The Move state of one activated unit: MPs spent this Order, the T93 Road bonus, the F106.2 Wire stop. */
export interface MoveTally {
  spent: number;
  road: boolean;
  wire: boolean;
  /** CC:P T99 (an edition's waterBarrier): "A unit loses all remaining MPs after entering a water barrier hex, even if that hex contains a leader". */
  waterBarrier?: true;
}

export const FRESH_TALLY: MoveTally = { spent: 0, road: false, wire: false };

/** O21, T93: the unit's Movement now (recomputed from its current hex), +1 once it has entered a Road hex. */
export function movementNow(unit: Unit, situation: Situation, tally: MoveTally, brokenLeaderCommand: 'zero' | 'printed'): number {
  return currentMovement(unit, situation, brokenLeaderCommand) + (tally.road ? 1 : 0);
}

/** O21, O21.2, F106.2: MPs a unit has left; for a group, the smallest (the slowest limits the stack). */
export function mpsLeft(units: readonly Unit[], situation: Situation, tallies: Readonly<Record<string, MoveTally>>, brokenLeaderCommand: 'zero' | 'printed'): number {
  if (units.length === 0) return 0;
  return Math.min(...units.map((u) => {
    const t = tallies[u.id] ?? FRESH_TALLY;
    return t.wire || t.waterBarrier ? 0 : movementNow(u, situation, t, brokenLeaderCommand) - t.spent;
  }));
}

// Ablation (core/derivation.ts declaredTermRules): the +1s of a Move Cost (night, a costly hexside crossed, uphill); its base (terrain, depiction, Trench) is no term.
declareTerms('cce', [NIGHT_MOVEMENT_RULE, ...Object.values(HEXSIDE_RULE), 'T88.1']);
