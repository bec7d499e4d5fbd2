/**
 * The situation, context and rule computations of the Movement chart (./machine.ts): one unit's move in
 * its owner's Movement Phase (MV, MV.A–MV.L), with Road Movement (MV.J), transport (MV.K, MV.K.T), the
 * Zones of Control (ZOC, ZOC.B–ZOC.D), Wrecks (WR.B, ST.C) and Dug-In positions (IP.D, IP.E).
 *
 * The Terrain Effects Chart is partial (rules.json TEC): its Movement costs are situation input, the cost
 * for the moving unit's class to enter each hex (`terrain[hex].cost`, "the full entry cost of the other
 * terrain in the hex", a ford hex-side's addition included) and, in a Road hex, at the Road Movement Rate
 * (`terrain[hex].road`). The map's Road and Woods hex-sides are situation input too (`roadHexsides`,
 * `woodsHexsides`, each "A-B").
 */
import type { Readings } from '../../core/readings';
import { greaterThan, ruleApplies } from '../../core/derivation';
import { areAdjacent, distance, parseHex } from '../../core/hex';
import { entryValue } from '../../core/derivation';
import type { SpiccRefusal } from '../rule-ids';
import type { Phase } from '../sequence-of-play';
import { hexStackingPoints, STACKING_LIMIT, zonesOfControlAt, type Side, type SpiccUnit } from '../units';
import { unitEffect, type CrtResult, type UnitEffect } from '../results';

export interface HexTerrain {
  /** TEC (partial): Movement Points for the moving unit's class to enter the hex off the road. */
  cost: number;
  /** TEC, MV.J: Movement Points to enter it at the Road Movement Rate; present only in a Road hex. */
  road?: number;
}

export interface MovementSituation {
  phase: Phase;
  playerTurn: Side;
  units: SpiccUnit[];
  /** The unit moved (MV.C, MV.L: "Units are moved individually"). */
  unit: string;
  /** The units it carries at the start of its move (MV.K). */
  passengers: string[];
  /** MV.L: units already moved in this Movement Phase. */
  moved: string[];
  terrain: Record<string, HexTerrain>;
  roadHexsides: string[];
  woodsHexsides: string[];
  /** ST.C, WR: Wreck markers by hex. */
  wrecks: Record<string, number>;
}

export type EnterEvent = { type: 'ENTER'; hex: string; road?: boolean };
export type MovementEvent =
  | EnterEvent
  | { type: 'PICK_UP'; unit: string }
  | { type: 'DROP'; unit: string }
  | { type: 'STOP' }
  | { type: 'FIRE'; result: CrtResult }
  | { type: 'HOLD_FIRE' }
  | { type: 'ASSAULT'; result: CrtResult }
  | { type: 'NO_ASSAULT' };

export interface Step {
  hex: string;
  rate: 'terrain' | 'road';
  cost: number;
}

export interface MovementContext {
  situation: MovementSituation;
  readings: Readings;
  refusal: SpiccRefusal | null;
  /** The last step, pick-up or drop refused (the unit stays where it is, with its Movement Points). */
  stepRefused: SpiccRefusal | null;
  hex: string;
  spent: number;
  path: Step[];
  /** A step announced out of an Enemy-controlled hex, waiting for the Enemy's fire (ZOC). */
  pending: Step | null;
  passengers: string[];
  pickedUp: string[];
  dropped: string[];
  effects: UnitEffect[];
  dugIn: boolean;
  /** IP.E: hexes whose Dug-In marker this move removed. */
  markersRemoved: string[];
  /** The player stopped the unit (MV.B, MV.L). */
  ended: boolean;
}

export const moverOf = (s: MovementSituation): SpiccUnit => s.units.find((u) => u.id === s.unit)!;
const unitOf = (s: MovementSituation, id: string): SpiccUnit => s.units.find((u) => u.id === id)!;
const isClass1 = (u: SpiccUnit): boolean => u.class !== '2' && u.class !== '3';
const enemyOf = (side: Side): Side => (side === 'us' ? 'german' : 'us');
const hexsideIn = (list: readonly string[], a: string, b: string): boolean => list.includes(`${a}-${b}`) || list.includes(`${b}-${a}`);

/** The step an ENTER asks for: its rate and the Terrain Effects Chart's cost (situation input). */
export function stepOf(x: MovementContext, e: EnterEvent): Step {
  const t = x.situation.terrain[e.hex];
  return e.road === true ? { hex: e.hex, rate: 'road', cost: t.road ?? t.cost } : { hex: e.hex, rate: 'terrain', cost: t.cost };
}

// ------------------------------------------------------------------ who moves (MV.D, MV.E, MV.L, MV.K)

export const notMovementPhase = (x: MovementContext): boolean => x.situation.phase !== 'movement';
export const moverIsEnemy = (x: MovementContext): boolean => moverOf(x.situation).side !== x.situation.playerTurn;
export const moverAlreadyMoved = (x: MovementContext): boolean => ruleApplies('MV.L', x.situation.moved.includes(x.situation.unit));
/** MV.E: in a Player-Turn the Offensive Fire Phase is the only attack before the Movement Phase (CB.B's flag). */
export const moverHasFired = (x: MovementContext): boolean => ruleApplies('MV.E', moverOf(x.situation).attacked);
export const moverIsPassenger = (x: MovementContext): boolean => ruleApplies('MV.K', moverOf(x.situation).passenger);
export const moverIsDispersed = (x: MovementContext): boolean => ruleApplies('CRE.D', moverOf(x.situation).dispersed);

// ------------------------------------------------------------------ a step (MV.A, MV.C, MV.H, MV.J, TN.1, ST)

export const notAdjacent = (x: MovementContext, e: EnterEvent): boolean => !areAdjacent(parseHex(x.hex, 'hex'), parseHex(e.hex, 'hex'));
/** MV.J: "Only Class 1 units (vehicles) may use the Road Movement Rate". */
export const roadRateNotAVehicle = (x: MovementContext, e: EnterEvent): boolean => e.road === true && ruleApplies('MV.J', !isClass1(moverOf(x.situation)));
/** MV.J: "only ... if they are entering the Road hex through a Road hex-side". */
export const roadRateOffTheRoad = (x: MovementContext, e: EnterEvent): boolean =>
  e.road === true && ruleApplies('MV.J', x.situation.terrain[e.hex].road === undefined || !hexsideIn(x.situation.roadHexsides, x.hex, e.hex));
/** MV.J: "the presence of one other vehicle unit (whether Enemy or Friendly) negates the road". */
export const roadNegatedByVehicle = (x: MovementContext, e: EnterEvent): boolean =>
  e.road === true && ruleApplies('MV.J', x.situation.units.some((u) => u.hex === e.hex && u.id !== x.situation.unit && !u.passenger && isClass1(u)));
/** WR.B: "Any number of Wreck markers negate the effect of a road in a hex". */
export const roadNegatedByWreck = (x: MovementContext, e: EnterEvent): boolean => e.road === true && ruleApplies('WR.B', greaterThan(x.situation.wrecks[e.hex] ?? 0, 0, 'WR.B'));
/** MV.J, TN.1: a vehicle crosses a Woods hex-side only on the road, at the Road Movement Rate. */
export const woodsHexsideOffRoad = (x: MovementContext, e: EnterEvent): boolean =>
  e.road !== true && isClass1(moverOf(x.situation)) && ruleApplies('TN.1', hexsideIn(x.situation.woodsHexsides, x.hex, e.hex));
/** MV.C: "as long as its Movement Allowance is not exceeded in a single Movement Phase". */
export const beyondAllowance = (x: MovementContext, e: EnterEvent): boolean => greaterThan(x.spent + stepOf(x, e).cost, moverOf(x.situation).movement, 'MV.C');
/** MV.H, ST.A: the moving and stationary Friendly units (and Wrecks, ST.C) within six Stacking Points. */
export const stepBreaksStacking = (x: MovementContext, e: EnterEvent): boolean => {
  const u = moverOf(x.situation);
  const others = x.situation.units.filter((v) => v.id !== u.id && !x.passengers.includes(v.id));
  return greaterThan(hexStackingPoints(others, u.side, e.hex, x.situation.wrecks) + u.size, STACKING_LIMIT, 'MV.H');
};

// ------------------------------------------------------------------ Zones of Control (ZOC, MV.F) and MCA (CB.3.f)

/**
 * ZOC: "The six hexagons surrounding a unit, and the hex that the unit occupies" — of every Enemy unit.
 *
 * Not a reading (issue 21): the text names no unit without a Zone of Control. The General Rule gives one to
 * "a unit"; what the text takes from a dispersed unit is listed ("it may not move, it may not fire, and all
 * attacks upon it have "1" subtracted"), and from a passenger ("They may not "ttack , nor may they spot or
 * observe", OCR of "attack"): each may not attack, and ZOC.A lets "Only the units exerting the Zone of Control" attack, but
 * neither list takes the Zone away, and the announcement is owed on leaving any "Enemy Controlled hexes".
 * Retreat counts Zones of Control the same way ("the minimum possible number of Enemy Zones of Control").
 * So the move out of a hex controlled only by dispersed units or passengers is announced (MV.F, ZOC); who
 * may fire at it is the Fire Combat chart's question (../fire), not this one's.
 */
export const inEnemyZoc = (x: MovementContext): boolean => zonesOfControlAt(x.situation.units, enemyOf(moverOf(x.situation).side), x.hex).length > 0;
/** CB.3.f, ZOC.D: Enemy Class 2 units in the hex just entered may make a Modified Close Assault. */
export const enemyClass2InHex = (x: MovementContext): boolean =>
  ruleApplies('CB.3.f', x.situation.units.some((u) => u.hex === x.hex && u.side === enemyOf(moverOf(x.situation).side) && u.class === '2' && !u.passenger));

/** CRE, as it reaches the moving unit attacked in its own Movement Phase (ZOC.B: "All Combat Results take effect immediately"). */
export const effectOnMover = (x: MovementContext, result: CrtResult): UnitEffect =>
  unitEffect({ ...moverOf(x.situation), hex: x.hex, dugIn: x.dugIn }, result, { playerTurn: x.situation.playerTurn, phase: 'movement' });
/**
 * ZOC.C: "If the attack results in a "no-effect" combat result, the moving unit may continue" — any other
 * result ends the move.
 *
 * Not a reading (issue 21): "only a result that disperses, retreats or eliminates the unit ends its move"
 * decides every case as this does, for every result other than "no-effect" is one of those (CRE): "X"
 * removes the unit "from the map immediately"; "D", "DD" and "DR" disperse it, and a dispersed unit "may
 * not move"; "R" retreats it "their Full Movement Allowance", "moving them justas if it were a Movement
 * Phase", which leaves no remainder to continue with. The "no-effect" is the result as it reaches the unit
 * (unitEffect): a Dug-In Class 2 unit is to "treat an "R" result as a "no-effect."" (CRE.ER), and the
 * Modified Close Assault's result (ZOC.D) is applied the same way, ZOC.B: "All Combat Results take effect
 * immediately."
 */
export const attackHasNoEffect = (x: MovementContext, result: CrtResult): boolean => effectOnMover(x, result).effect === 'none';

/** MV.K: "If the Transport unit is destroyed, all the passenger units are also destroyed." */
export const passengerLosses = (x: MovementContext, effect: UnitEffect): UnitEffect[] =>
  effect.effect === 'eliminated' ? x.passengers.map((id) => ({ unit: id, reads: effect.reads, effect: 'eliminated' as const, rules: ['MV.K'] })) : [];

// ------------------------------------------------------------------ transport (MV.K, MV.K.T)

/** MV.K.T: "only the Class of the passenger unit matters". */
export const pickUpCost = (p: SpiccUnit): number => (p.class === '2' ? entryValue('MV.K.T', 'pick up a Class 2 unit', 6) : entryValue('MV.K.T', 'pick up a Class 3 unit', 3));
export const dropCost = (p: SpiccUnit): number => (p.class === '2' ? entryValue('MV.K.T', 'drop a Class 2 unit', 3) : entryValue('MV.K.T', 'drop a Class 3 unit', 2));

/** MV.K 1)–3): which transport carries which passenger. */
export function mayCarry(t: SpiccUnit, p: SpiccUnit): boolean {
  if (t.class === '1a' || t.class === '1b' || t.kind === 'halftrack') return p.class === '2' || p.class === '3';
  if (t.class === '1c') return p.class === '3';
  if (t.class === '1d') return t.side === 'german' && p.class === '2';
  return false;
}

export const notATransport = (x: MovementContext): boolean => ruleApplies('MV.K', !isClass1(moverOf(x.situation)));
export const passengerNotHere = (x: MovementContext, id: string): boolean => {
  const p = unitOf(x.situation, id);
  return ruleApplies('MV.K', p.hex !== x.hex || p.side !== moverOf(x.situation).side || p.passenger || x.passengers.includes(id) || x.dropped.includes(id));
};
export const mayNotCarry = (x: MovementContext, id: string): boolean => ruleApplies('MV.K', !mayCarry(moverOf(x.situation), unitOf(x.situation, id)));
/** MV.K: the passengers' Stacking Points on the transport; "Observer units get a "free ride."" */
const loadOf = (x: MovementContext, ids: readonly string[]): number =>
  ids.map((p) => unitOf(x.situation, p)).filter((p) => p.kind !== 'observer').reduce((n, p) => n + p.size, 0);
/**
 * MV.K: "Transport units may only carry units of the same size as themselves"; Observers ride free.
 * Whether one platoon may ride a two-point transport alone is reading spicc.transport-capacity
 * (../readings.ts); under either, no more than the transport's own Stacking Points. Two transports do not
 * pool their capacity: "To carry a two Stacking Point unit (or two one Stacking Point units), a Player would
 * need one two-Stacking Point transport unit" — one transport, settled by the text.
 */
export const overCapacity = (x: MovementContext, id: string): boolean => greaterThan(loadOf(x, [...x.passengers, id]), moverOf(x.situation).size, 'MV.K');
/** MV.K under reading spicc.transport-capacity `exactly-own-size`: a transport moves empty or loaded to its own Stacking Points. */
export const loadNotOwnSize = (x: MovementContext): boolean => {
  const load = loadOf(x, x.passengers);
  return x.readings['spicc.transport-capacity'] === 'exactly-own-size' && ruleApplies('MV.K', greaterThan(load, 0, 'MV.K') && load !== moverOf(x.situation).size);
};
export const pickUpBeyondAllowance = (x: MovementContext, id: string): boolean => greaterThan(x.spent + pickUpCost(unitOf(x.situation, id)), moverOf(x.situation).movement, 'MV.K.T');
export const notCarried = (x: MovementContext, id: string): boolean => ruleApplies('MV.K', !x.passengers.includes(id));
/** MV.K: "a unit may not be dropped if the transport unit does not have the requisite number of Movement Points". */
export const dropBeyondAllowance = (x: MovementContext, id: string): boolean => greaterThan(x.spent + dropCost(unitOf(x.situation, id)), moverOf(x.situation).movement, 'MV.K.T');
/** ST.A, ST.B: a passenger dropped counts in the hex "at all times". */
export const dropBreaksStacking = (x: MovementContext, id: string): boolean => {
  const u = moverOf(x.situation);
  const here = x.situation.units.filter((v) => v.id !== u.id && v.hex === x.hex && !x.passengers.includes(v.id)).map((v) => ({ ...v, hex: x.hex }));
  const moving = [u, unitOf(x.situation, id)].map((v) => ({ ...v, hex: x.hex, passenger: false }));
  return greaterThan(hexStackingPoints([...here, ...moving], u.side, x.hex, x.situation.wrecks), STACKING_LIMIT, 'ST.A');
};

// ------------------------------------------------------------------ Dug-In positions (IP.D, IP.E)

/** IP.D: a hex holds a Friendly Dug-In position where a Friendly Class 2 unit is Dug-In and its marker stands. */
export const friendlyDugInHex = (x: MovementContext, hex: string): boolean =>
  !x.markersRemoved.includes(hex) && x.situation.units.some((u) => u.id !== x.situation.unit && u.hex === hex && u.side === moverOf(x.situation).side && u.class === '2' && u.dugIn);

/**
 * IP.E: the marker of the hex the mover leaves Dug-In is removed — under reading spicc.dug-in-marker-leaving
 * `last-unit-leaves` when no other Dug-In unit stays, under `any-unit-leaves` at once.
 */
export const markerRemovedOnLeaving = (x: MovementContext): boolean =>
  x.dugIn && ruleApplies('IP.E', x.readings['spicc.dug-in-marker-leaving'] === 'any-unit-leaves' || !friendlyDugInHex(x, x.hex));

/** The context after the step is taken: the Movement Points spent, the hex, the Dug-In state (IP.D, IP.E). */
export function afterStep(x: MovementContext, step: Step): Partial<MovementContext> {
  const removed = markerRemovedOnLeaving(x) ? [...x.markersRemoved, x.hex] : x.markersRemoved;
  const moved = { ...x, markersRemoved: removed };
  const dugIn = moverOf(x.situation).class === '2' && ruleApplies('IP.D', friendlyDugInHex(moved, step.hex));
  return { hex: step.hex, spent: x.spent + step.cost, path: [...x.path, step], pending: null, dugIn, markersRemoved: removed, stepRefused: null };
}
