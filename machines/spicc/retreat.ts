/**
 * CRE.R Retreat, CRE.RP Retreat Priorities, CRE.ER Effects of Retreat — SPI Combat Command: one unit's
 * retreat after an "R" or "DR" result. The defending Player names the whole retreat (the hexes entered, in
 * order); the chart checks it against the limits, the Full Movement Allowance and the three priorities, or
 * eliminates the unit at once when no retreat is possible.
 *
 * The Terrain Effects Chart's costs are partly lost: as in Movement (./movement), `terrain[hex].cost` is the
 * cost for the unit to enter each hex and `terrain[hex].road` at the Road Movement Rate (Class 1 units
 * entering through a Road hex-side, MV.J); a hex not in `terrain` is off the map. Hex-sides the unit may not
 * cross in normal movement (a river without ford or bridge, a Woods hex-side for a vehicle off the road) are
 * situation input (`prohibitedHexsides`).
 *
 * The priorities are an order: each "must" is applied among the retreats the limits and the higher
 * priorities leave (1: the fewest Enemy Zones of Control, counted as the Enemy units whose Zone a hex
 * entered lies in; 2: the end nearest the nearest Friendly, undispersed unit; 3: the most hexes entered along
 * roads, at the Road Movement Rate where the unit may use it). Two readings: what a "Full Movement
 * Allowance" asks (spicc.retreat-full-allowance) and how "nearest" is measured (spicc.retreat-nearest).
 *
 * Left out: a vehicle or Wreck negating the road (MV.J, WR.B; the situation's `road` cost is for this
 * retreat), the units retreated into an attacked hex (CRE.N: the attack's chart), passengers (they go
 * with their transport).
 */
import { assign, setup } from 'xstate';
import { greaterThan, lessThan, ruleApplies } from '../core/derivation';
import { areAdjacent, distance, parseHex } from '../core/hex';
import type { Readings } from '../core/readings';
import type { SpiccRefusal, SpiccRuleId } from './rule-ids';
import type { HexTerrain } from './movement/types';
import { hexStackingPoints, STACKING_LIMIT, zonesOfControlAt, type Side, type SpiccInput, type SpiccUnit } from './units';

export interface RetreatSituation {
  units: SpiccUnit[];
  /** The unit retreated. */
  unit: string;
  /** SU: the Scenario's Battlefield. */
  battlefield: string[];
  terrain: Record<string, HexTerrain>;
  roadHexsides: string[];
  prohibitedHexsides: string[];
}

export type RetreatInput = SpiccInput<RetreatSituation>;
export type RetreatEvent = { type: 'RETREAT'; path: string[] };

export interface RetreatContext {
  situation: RetreatSituation;
  readings: Readings;
  refusal: SpiccRefusal | null;
  path: string[] | null;
}

/** A retreat: the hexes entered, its cost, and what the priorities measure. */
export interface Retreat {
  path: string[];
  spent: number;
  /** CRE.RP 1: the Enemy units whose Zone of Control a hex entered lies in. */
  zones: number;
  /** CRE.RP 2: the end's distance to the nearest Friendly, undispersed unit (null: there is none). */
  toFriendly: number | null;
  /** CRE.RP 3: hexes entered along a road (at the Road Movement Rate for a Class 1 unit). */
  roadHexes: number;
}

const unitOf = (s: RetreatSituation): SpiccUnit => s.units.find((u) => u.id === s.unit)!;
const isClass1 = (u: SpiccUnit): boolean => u.class !== '2' && u.class !== '3';
const enemyOf = (side: Side): Side => (side === 'us' ? 'german' : 'us');
const hexsideIn = (list: readonly string[], a: string, b: string): boolean => list.includes(`${a}-${b}`) || list.includes(`${b}-${a}`);
const hexesApart = (a: string, b: string): number => distance(parseHex(a, 'hex'), parseHex(b, 'hex'));

/** MV.J: along a road hex-side; a Class 1 unit pays the Road Movement Rate there. */
const alongRoad = (s: RetreatSituation, from: string, to: string): boolean => hexsideIn(s.roadHexsides, from, to);
/** The Movement Points to enter `to` from `from` (TEC, MV.J: situation input). */
function entryCost(s: RetreatSituation, u: SpiccUnit, from: string, to: string): number {
  const t = s.terrain[to];
  return isClass1(u) && t.road !== undefined && alongRoad(s, from, to) ? t.road : t.cost;
}
/** The hexes next to `hex` that are on the map, sorted (a fixed order keeps every search deterministic). */
const neighbourCache = new WeakMap<RetreatSituation, Map<string, string[]>>();
function mapNeighbours(s: RetreatSituation, hex: string): string[] {
  if (!neighbourCache.has(s)) neighbourCache.set(s, new Map());
  const cache = neighbourCache.get(s)!;
  if (!cache.has(hex)) cache.set(hex, Object.keys(s.terrain).filter((h) => areAdjacent(parseHex(h, 'hex'), parseHex(hex, 'hex'))).sort());
  return cache.get(hex)!;
}

/**
 * CRE.R's limits on a hex entered, or null: "Units may not retreat into or through Enemy occupied hexes; into
 * hexes or through hex-sides that are prohibited to the unit during normal movement; off the Map or out of
 * the battlefield area; into or through the same hex twice; in violation of stacking limits."
 */
export function limitBroken(s: RetreatSituation, u: SpiccUnit, from: string, to: string, visited: readonly string[]): string | null {
  if (ruleApplies('CRE.R', s.terrain[to] === undefined || !s.battlefield.includes(to))) return `${to} is off the Map or out of the battlefield area`;
  if (ruleApplies('CRE.R', visited.includes(to))) return `${to} entered twice`;
  if (ruleApplies('CRE.R', s.units.some((v) => v.hex === to && v.side !== u.side))) return `${to} is Enemy occupied`;
  if (ruleApplies('CRE.R', hexsideIn(s.prohibitedHexsides, from, to))) return `the hex-side ${from}-${to} is prohibited to the unit`;
  if (greaterThan(hexStackingPoints(s.units.filter((v) => v.id !== u.id), u.side, to, {}) + u.size, STACKING_LIMIT, 'ST.A')) return `${to} would exceed the stacking limit`;
  return null;
}

/**
 * "Full Movement Allowance" (reading spicc.retreat-full-allowance): `until-no-hex-affordable`, the retreat
 * ends when its points left buy no hex next to it; `every-point`, when none is left.
 */
function allowanceUsed(s: RetreatSituation, u: SpiccUnit, end: string, spent: number, readings: Readings): boolean {
  const left = u.movement - spent;
  if (ruleApplies('CRE.R', readings['spicc.retreat-full-allowance'] === 'every-point')) return !greaterThan(left, 0, 'CRE.R');
  return mapNeighbours(s, end).every((h) => greaterThan(entryCost(s, u, end, h), left, 'CRE.R'));
}

/** The fewest Movement Points from `from` to enter `to` (terrain costs only: a measure, not a move). */
function pointsBetween(s: RetreatSituation, u: SpiccUnit, from: string, to: string): number {
  const best = new Map<string, number>([[from, 0]]);
  const open = [from];
  while (open.length) {
    open.sort((a, b) => best.get(a)! - best.get(b)! || a.localeCompare(b));
    const hex = open.shift()!;
    if (hex === to) return best.get(hex)!;
    for (const next of mapNeighbours(s, hex)) {
      const cost = best.get(hex)! + entryCost(s, u, hex, next);
      if (best.has(next) && best.get(next)! <= cost) continue;
      best.set(next, cost);
      open.push(next);
    }
  }
  return Infinity;
}

/** How far apart two hexes are for CRE.RP 2 (reading spicc.retreat-nearest): in hexes, or in Movement Points. */
function apart(s: RetreatSituation, u: SpiccUnit, a: string, b: string, readings: Readings): number {
  return ruleApplies('CRE.RP', readings['spicc.retreat-nearest'] === 'in-movement-points') ? pointsBetween(s, u, a, b) : hexesApart(a, b);
}

/** CRE.RP 2: "the nearest Friendly, undispersed unit" from where the retreat begins (all tied at the least distance). */
export function nearestFriendly(s: RetreatSituation, readings: Readings): SpiccUnit[] {
  const u = unitOf(s);
  const friends = s.units.filter((v) => v.id !== u.id && v.side === u.side && !v.dispersed && v.hex !== u.hex);
  const d = friends.map((v) => apart(s, u, u.hex, v.hex, readings));
  const least = Math.min(...d);
  return friends.filter((_, i) => d[i] === least);
}

/** A named retreat measured, or the reason it is not one (not adjacent, a limit broken, allowance exceeded). */
export function measure(s: RetreatSituation, path: readonly string[], readings: Readings, targets: readonly SpiccUnit[] = nearestFriendly(s, readings)): Retreat | { broken: SpiccRefusal } {
  const u = unitOf(s);
  let from = u.hex;
  let spent = 0;
  let roadHexes = 0;
  const visited = [u.hex];
  for (const hex of path) {
    if (!areAdjacent(parseHex(from, 'hex'), parseHex(hex, 'hex'))) return { broken: { rule: 'CRE.R', reason: `${hex} is not next to ${from}: units are retreated "just as if it were a Movement Phase"` } };
    const limit = limitBroken(s, u, from, hex, visited);
    if (limit) return { broken: { rule: 'CRE.R', reason: limit } };
    spent += entryCost(s, u, from, hex);
    if (greaterThan(spent, u.movement, 'CRE.R')) return { broken: { rule: 'CRE.R', reason: 'the retreat costs more than the unit\'s Movement Allowance' } };
    if (alongRoad(s, from, hex)) roadHexes += 1;
    visited.push(hex);
    from = hex;
  }
  const zones = new Set(path.flatMap((h) => zonesOfControlAt(s.units, enemyOf(u.side), h).map((e) => e.id))).size;
  const toFriendly = targets.length ? Math.min(...targets.map((t) => apart(s, u, from, t.hex, readings))) : null;
  return { path: [...path], spent, zones, toFriendly, roadHexes };
}

const isRetreat = (r: Retreat | { broken: SpiccRefusal }): r is Retreat => !('broken' in r);

/** Every retreat within the limits that uses the Full Movement Allowance, in a fixed order. */
export function possibleRetreats(s: RetreatSituation, readings: Readings): Retreat[] {
  const u = unitOf(s);
  const out: Retreat[] = [];
  const targets = nearestFriendly(s, readings);
  const extend = (path: string[], from: string, spent: number) => {
    if (path.length && allowanceUsed(s, u, from, spent, readings)) {
      const r = measure(s, path, readings, targets);
      if (isRetreat(r)) out.push(r);
    }
    for (const next of mapNeighbours(s, from)) {
      const cost = spent + entryCost(s, u, from, next);
      if (cost > u.movement || limitBroken(s, u, from, next, [u.hex, ...path]) !== null) continue;
      extend([...path, next], next, cost);
    }
  };
  extend([], u.hex, 0);
  return out;
}

/** The best each priority allows among the possible retreats, in order (null where no retreat is possible). */
type Best = { zones: number; toFriendly: number | null; roadHexes: number };
export function priorities(s: RetreatSituation, readings: Readings): Best | null {
  let left = possibleRetreats(s, readings);
  if (!left.length) return null;
  const zones = Math.min(...left.map((r) => r.zones));
  left = left.filter((r) => !greaterThan(r.zones, zones, 'CRE.RP'));
  const toFriendly = left[0].toFriendly === null ? null : Math.min(...left.map((r) => r.toFriendly!));
  if (toFriendly !== null) left = left.filter((r) => !greaterThan(r.toFriendly!, toFriendly, 'CRE.RP'));
  return { zones, toFriendly, roadHexes: Math.max(...left.map((r) => r.roadHexes)) };
}

// ------------------------------------------------------------------------------------------- guards

/** CRE.ER: "If the unit is a Class 3 unit, treat an "R" result exactly as a "D"." */
export const class3 = (s: RetreatSituation): boolean => ruleApplies('CRE.ER', unitOf(s).class === '3');
/** CRE.ER: "If a Class 2 unit is Dug-in, treat an "R" result as a "no-effect."" */
export const dugInClass2 = (s: RetreatSituation): boolean => ruleApplies('CRE.ER', unitOf(s).class === '2' && unitOf(s).dugIn);
/** CRE.R: "If unit cannot be retreated its full Movement Allowance without violating any of the foregoing limitations, then it is eliminated instead." */
export const noRetreatPossible = (s: RetreatSituation, readings: Readings): boolean => ruleApplies('CRE.R', priorities(s, readings) === null);

const measured = (x: RetreatContext, e: RetreatEvent) => measure(x.situation, e.path, x.readings);
export const breaksALimit = (x: RetreatContext, e: RetreatEvent): boolean => !isRetreat(measured(x, e));
export const allowanceNotUsed = (x: RetreatContext, e: RetreatEvent): boolean => {
  const r = measured(x, e) as Retreat;
  return !allowanceUsed(x.situation, unitOf(x.situation), r.path[r.path.length - 1] ?? unitOf(x.situation).hex, r.spent, x.readings);
};
/** CRE.RP 1: "through the minimum possible number of Enemy Zones of Control". */
export const moreZonesThanNeeded = (x: RetreatContext, e: RetreatEvent): boolean => greaterThan((measured(x, e) as Retreat).zones, priorities(x.situation, x.readings)!.zones, 'CRE.RP');
/** CRE.RP 2: "towards the nearest Friendly, undispersed unit". */
export const notTowardsNearestFriendly = (x: RetreatContext, e: RetreatEvent): boolean => {
  const best = priorities(x.situation, x.readings)!.toFriendly;
  return best !== null && greaterThan((measured(x, e) as Retreat).toFriendly!, best, 'CRE.RP');
};
/** CRE.RP 3: "attempt to retreat along roads, at the Road Movement Rate, if possible". */
export const offTheRoadNeedlessly = (x: RetreatContext, e: RetreatEvent): boolean => lessThan((measured(x, e) as Retreat).roadHexes, priorities(x.situation, x.readings)!.roadHexes, 'CRE.RP');

export interface RetreatOutput {
  result: 'retreated' | 'eliminated' | 'refused' | 'choosing';
  refusal: SpiccRefusal | null;
  unit: string;
  retreat: Retreat | null;
  /** The best each priority allows (what a retreat is held to). */
  best: { zones: number; toFriendly: number | null; roadHexes: number } | null;
  /** CRE.ER: a retreated unit "may not move ... during the next, full, Friendly Movement Phase". */
  immobilised: boolean;
}

export function projectRetreat(x: RetreatContext, state: string): RetreatOutput {
  const r = x.path ? measure(x.situation, x.path, x.readings) : null;
  const refusedAtStart = x.refusal !== null && x.path === null;
  return {
    result: state === 'retreated' ? 'retreated' : state === 'eliminated' ? 'eliminated' : state === 'refused' ? 'refused' : 'choosing',
    refusal: x.refusal,
    unit: x.situation.unit,
    retreat: r && isRetreat(r) ? r : null,
    best: refusedAtStart ? null : priorities(x.situation, x.readings),
    immobilised: state === 'retreated',
  };
}

type Meta = { rules: SpiccRuleId[] };
const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const on = (f: (s: RetreatSituation, readings: Readings) => boolean) => ({ context }: { context: RetreatContext }) => f(context.situation, context.readings);
const onEvent = (f: (x: RetreatContext, e: RetreatEvent) => boolean) => ({ context, event }: { context: RetreatContext; event: RetreatEvent }) => f(context, event);

export const retreatMachine = setup({
  types: { input: {} as RetreatInput, context: {} as RetreatContext, events: {} as RetreatEvent, transitionMeta: {} as Meta },
  guards: {
    class3: on(class3),
    dugInClass2: on(dugInClass2),
    noRetreatPossible: on(noRetreatPossible),
    breaksALimit: onEvent(breaksALimit),
    allowanceNotUsed: onEvent(allowanceNotUsed),
    moreZonesThanNeeded: onEvent(moreZonesThanNeeded),
    notTowardsNearestFriendly: onEvent(notTowardsNearestFriendly),
    offTheRoadNeedlessly: onEvent(offTheRoadNeedlessly),
  },
  actions: {
    refuse: assign((_, p: SpiccRefusal) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    refuseBroken: assign(({ context, event }) => ({ refusal: (measure(context.situation, event.path, context.readings) as { broken: SpiccRefusal }).broken })),
    recordPath: assign(({ event }) => ({ path: event.path })),
  },
}).createMachine({
  id: 'spicc-retreat',
  context: ({ input }) => ({ situation: input.situation, readings: input.readings, refusal: null, path: null }),
  initial: 'checkingUnit',
  states: {
    // CRE.ER: no retreat for a Class 3 unit (a "D") or a Dug-In Class 2 unit (no effect); CRE.R: none possible, eliminated.
    checkingUnit: {
      always: [
        { guard: 'class3', target: 'refused', actions: refuse('CRE.ER', 'a Class 3 unit does not retreat: an "R" is treated exactly as a "D"'), meta: { rules: ['CRE.ER'] } },
        { guard: 'dugInClass2', target: 'refused', actions: refuse('CRE.ER', 'a Dug-In Class 2 unit does not retreat: an "R" is treated as "no-effect"'), meta: { rules: ['CRE.ER', 'IP'] } },
        { guard: 'noRetreatPossible', target: 'eliminated', meta: { rules: ['CRE.R'] } },
        { target: 'choosing', meta: { rules: ['CRE.R', 'CRE.RP'] } },
      ],
    },
    // The defending Player names the retreat; it is held to the limits, the Full Movement Allowance, then the priorities in order.
    choosing: {
      on: {
        RETREAT: [
          { guard: 'breaksALimit', target: 'refused', actions: ['recordPath', 'refuseBroken'], meta: { rules: ['CRE.R', 'ST.A'] } },
          { guard: 'allowanceNotUsed', target: 'refused', actions: ['recordPath', refuse('CRE.R', 'units are retreated their Full Movement Allowance')], meta: { rules: ['CRE.R'] } },
          { guard: 'moreZonesThanNeeded', target: 'refused', actions: ['recordPath', refuse('CRE.RP', 'priority 1: units must retreat through the minimum possible number of Enemy Zones of Control')], meta: { rules: ['CRE.RP', 'ZOC'] } },
          { guard: 'notTowardsNearestFriendly', target: 'refused', actions: ['recordPath', refuse('CRE.RP', 'priority 2: units must retreat towards the nearest Friendly, undispersed unit')], meta: { rules: ['CRE.RP'] } },
          { guard: 'offTheRoadNeedlessly', target: 'refused', actions: ['recordPath', refuse('CRE.RP', 'priority 3: units must attempt to retreat along roads, at the Road Movement Rate, if possible')], meta: { rules: ['CRE.RP', 'MV.J'] } },
          { target: 'retreated', actions: 'recordPath', meta: { rules: ['CRE.R', 'CRE.RP', 'CRE.ER'] } },
        ],
      },
    },
    retreated: { type: 'final' },
    eliminated: { type: 'final' },
    refused: { type: 'final' },
  },
});
