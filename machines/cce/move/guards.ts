/**
 * O21 Move — the named conditions of the chart (./machine.ts). Each is one rule condition and calls the
 * arithmetic in ./movement.ts, ../units.ts, ../../core/map.ts or ../entry.ts (T80.1, F103, A35, shared with Advance).
 */
import { distance, edgeDistance, parseHex } from '../../core/hex';
import { enemyEdge, hasHexsideFeature, impassableBecause, type LocalMap } from '../../core/map';
import { mayReceiveHiddenFortification, offMajorBridgeRoad } from '../entry';
import { triggerGuards } from '../order-rolls';
import type { CceRuleId } from '../rule-ids';
import { ledByLeader, type Player, type Unit } from '../units';
import { losFact, type FireSituationView } from '../fire/firepower';
import { type DepictionCosts, EXIT_COST, hasRoad, inWaterBarrier, isTrenchMove, moveCost, mpsLeft, type NightTerrainTypes, type TerrainMoveCosts, TRANSFER_COST, waterBarrierEntry, wireStops } from './movement';
import { assaultFireDeclarationProblem, blindInMove, opFireActivationProblem, smokeGrenadesProblem } from './reactions';
import type { MoveContext, MoveEvent } from './types';

type G = { context: MoveContext; event: MoveEvent };

export const unitOf = (c: MoveContext, id: string | null | undefined): Unit | undefined => c.situation.units.find((u) => u.id === id);
export const brokenLeaderCommand = (c: MoveContext): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');
/** The mover's units still in play (some may have been eliminated by Mines or a trigger). */
export const moverUnits = (c: MoveContext): Unit[] => c.mover.map((id) => unitOf(c, id)).filter((u): u is Unit => u !== undefined);
export const moverHex = (c: MoveContext): string => moverUnits(c)[0]?.hex ?? '';
export const moverMps = (c: MoveContext): number => mpsLeft(moverUnits(c), c.situation, c.tallies, brokenLeaderCommand(c));
const target = (e: MoveEvent): string => (e.type === 'MOVE' ? e.hex : '');

/**
 * CC:P T94 ("no enemy unit has a LOS to that hex"): no unit of the mover's opponent has a LOS to `hex` — the
 * stated fact, else the map's (losFact; a pair neither stated nor on a complete map has none, as for Op Fire);
 * a unit inside a cave `hex` lies upslope of has none (F102.2.2: reactions.ts blindInMove, Op Fire's check).
 */
export function noEnemyLos(c: MoveContext, hex: string): boolean {
  const blind = blindInMove(c, hex);
  return !c.situation.units.some((u) => u.owner !== c.player && !blind(u) && (losFact(c.situation as FireSituationView, u.hex, hex)?.sight ?? 'blocked') !== 'blocked');
}

/** The edition's Bridge and Road costs (CC:P T84, T94: the context's depictions), for moveCost; absent: CC:E's. */
export function depictionCosts(c: MoveContext): DepictionCosts | undefined {
  if (!c.depictions) return undefined;
  return { bridge: c.depictions.bridge, ...(c.depictions.unseenRoad ? { unseen: (hex: string) => noEnemyLos(c, hex) } : {}), ...(c.depictions.roadOnBridge ? { roadOnBridge: true } : {}) };
}

/**
 * CC:P T99 (the context's waterBarrier): entering `hex` from `from` is a Water Barrier's entry, which this edition lets a
 * unit make — a Water Barrier with no Bridge, or a Bridge over one entered otherwise than across a bridge/road/trail
 * hexside, or always under ccp.bridge-over-water-barrier's water-barrier (movement.ts waterBarrierEntry).
 */
export const enterableWaterBarrier = (c: MoveContext, from: string, hex: string): boolean => c.waterBarrier !== undefined && waterBarrierEntry(c.situation.map, from, hex, c.waterBarrier.bridgeHex);

/**
 * CC:P T99: "A moving unit must begin its Move order adjacent to the water barrier hex it enters and cannot Move into
 * any other hexes along the way": these units may not enter one now — they have entered a hex in this Move, or they
 * stand in a Water Barrier hex and the reading (ccp.water-barrier-from-water) lets only a unit on land enter one.
 */
export function waterBarrierBarred(c: MoveContext, units: readonly Unit[]): boolean {
  const moved = c.steps.some((s) => s.units.some((id) => units.some((u) => u.id === id)));
  const here = units[0]?.hex;
  return moved || (c.waterBarrier?.fromWater === false && here !== undefined && inWaterBarrier(c.situation.map, here, c.waterBarrier.bridgeHex));
}

/** O14.1, 3.3.1.1: one unit, or a Leader and units within its Command radius; none activated this Turn. */
export function activationLegal(c: MoveContext): boolean {
  const ids = c.activated;
  const units = ids.map((id) => unitOf(c, id));
  if (units.some((u) => u === undefined || u.owner !== c.player || c.activatedThisTurn.includes(u.id))) return false;
  return ledByLeader(units as Unit[], brokenLeaderCommand(c));
}

/**
 * O14.4, O21 (gray box), O21.1, O21.4, 7.2.1: these units, moving together with `mps` MPs, can still
 * physically cross a hexside: enter a listed adjacent hex they may enter, or exit off the enemy edge.
 */
function canCross(c: MoveContext, units: readonly Unit[], mps: number, exitFrom: ExitFrom): boolean {
  const map = c.situation.map;
  const here = units[0]?.hex;
  if (here === undefined) return false;
  if (mps >= EXIT_COST && edgeDistance(map.geometry, parseHex(here, 'hex'), enemyEdge(map, c.player)) === 0 && exitFrom(c, here)) return true;
  const waterBarrier = c.waterBarrier !== undefined && !waterBarrierBarred(c, units);
  return entersAnAdjacentHex(map, c.situation.units, c.player, here, mps, c.nightTerrain, c.terrainCosts, { depictions: depictionCosts(c), waterBarrier, ...(c.waterBarrier ? { bridgeHex: c.waterBarrier.bridgeHex } : {}) });
}

/** What else decides whether a hex can be entered, an edition's: its Bridge and Road costs (CC:P T84, T94), and whether a Water Barrier may be entered now (T99). */
export interface EntryRules {
  depictions?: DepictionCosts;
  waterBarrier?: boolean;
  /** CC:P T99 beside T84, present under an edition whose Water Barrier may be entered: reading ccp.bridge-over-water-barrier's bridge-hex (movement.ts waterBarrierEntry). */
  bridgeHex?: boolean;
}

/**
 * O21.1, O21.4 (CC:P O29, O29.1, O29.4): a unit of `player` in `here` with `mps` MPs can enter a hex of the
 * map adjacent to it: one not impassable, not across a Cliff or off a Major Bridge's road, not enemy-occupied
 * (among `units`), whose cost it can pay (`night`: CC:P 18.2's Terrain Types; `costs`: the edition's Move Cost column).
 */
export function entersAnAdjacentHex(map: LocalMap, units: readonly Unit[], player: Player, here: string, mps: number, night?: NightTerrainTypes, costs?: TerrainMoveCosts, more: EntryRules = {}): boolean {
  return Object.keys(map.hexes).some((h) => {
    if (h === here || distance(parseHex(h, 'hex'), parseHex(here, 'hex')) !== 1) return false;
    // CC:P T99 "MOVE COST: all": any MPs pay for a Water Barrier the unit may enter now.
    // A Bridge over a Water Barrier entered as the Water Barrier (more.bridgeHex: an edition with T99's rules) is one too, or none now.
    const waterEntry = more.bridgeHex !== undefined ? waterBarrierEntry(map, here, h, more.bridgeHex) : impassableBecause(map, h)?.rule === 'T98';
    const water = more.waterBarrier === true && waterEntry;
    if ((impassableBecause(map, h) && !water) || (waterEntry && !water) || hasHexsideFeature(map, here, h, 'Cliff') || offMajorBridgeRoad(map, here, h)) return false;
    if (units.some((x) => x.hex === h && x.owner !== player)) return false;
    return water ? mps > 0 : moveCost(map, here, h, undefined, night, costs, more.depictions) <= mps;
  });
}

/** One activated unit still to begin moving, alone (O21.2: a stack is no faster than its slowest unit). */
const unitCanCross = (c: MoveContext, u: Unit, exitFrom: ExitFrom): boolean => canCross(c, [u], mpsLeft([u], c.situation, c.tallies, brokenLeaderCommand(c)), exitFrom);

/** 7.2.1: whether a unit may exit off the enemy edge from this hex (CC:E: any; CC:P 14.2.1: only from an Exit Point). */
type ExitFrom = (c: MoveContext, hex: string) => boolean;
const anyEdgeHex: ExitFrom = () => true;

/** O14.4, O21 (gray box): some activated unit can cross a hexside (enter an adjacent hex, or exit, 7.2.1). */
export function someUnitCanMove(c: MoveContext, exitFrom: ExitFrom = anyEdgeHex): boolean {
  return c.activated.some((id) => unitOf(c, id) !== undefined && unitCanCross(c, unitOf(c, id)!, exitFrom));
}

/** The guards that ask whether a unit can still cross a hexside, for an edition's exits (./edition.ts). */
export const crossGuards = (exitFrom: ExitFrom) => ({
  noUnitCanMove: ({ context: c }: G) => !someUnitCanMove(c, exitFrom),
  /** O14.4: the unit or stack moving can still cross a hexside with the MPs it has left. */
  moverCanCross: ({ context: c }: G) => canCross(c, moverUnits(c), moverMps(c), exitFrom),
  /** O14.4: an activated unit that has not begun moving can still cross a hexside. */
  anotherUnitCanCross: ({ context: c }: G) => c.toMove.some((id) => unitOf(c, id) !== undefined && unitCanCross(c, unitOf(c, id)!, exitFrom)),
});

/**
 * O21.2, O14.1: why these units may not begin moving now, or null. "The movement of one unit must be
 * completed in its entirety before another activated unit can begin moving" (a unit that has moved does
 * not move again); only "activated units that begin a Move Order in the same hex may be moved together".
 */
export function moverProblem(c: MoveContext, units: readonly string[]): { rule: CceRuleId; why: string } | null {
  if (units.length === 0 || new Set(units).size !== units.length) return { rule: 'O21.2', why: 'one unit, or several different units moving together' };
  const notActivated = units.filter((id) => !c.activated.includes(id));
  if (notActivated.length > 0) return { rule: 'O14.1', why: `units activated by this Move Order (${c.activated.join(', ')}); not ${notActivated.join(', ')}` };
  const done = units.filter((id) => !c.toMove.includes(id) || unitOf(c, id) === undefined);
  if (done.length > 0) return { rule: 'O21.2', why: `activated units that have not begun moving and are in play (${c.toMove.filter((id) => unitOf(c, id)).join(', ') || 'none'}); not ${done.join(', ')}` };
  const hexes = new Set(units.map((id) => unitOf(c, id)!.hex));
  if (hexes.size !== 1) return { rule: 'O21.2', why: `units that began the Move Order in the same hex (they stand in ${[...hexes].join(', ')})` };
  return null;
}

export const moveGuards = {
  activationIllegal: ({ context: c }: G) => !activationLegal(c),
  noUnitLeftToMove: ({ context: c }: G) => !c.toMove.some((id) => unitOf(c, id) !== undefined),
  moverLegal: ({ context: c, event: e }: G) => e.type === 'CHOOSE_MOVER' && moverProblem(c, e.units) === null,
  /** O14.4: an activated unit has already crossed a hexside in this Order. */
  someUnitCrossed: ({ context: c }: G) => c.crossed,
  ...crossGuards(anyEdgeHex),
  /** O21.1, F106.2: nothing left to spend (every action costs at least 1 MP), or nobody left to move. */
  // CC:P T94: a Road costs ½ where no enemy sees the hex: less than 1 MP may still pay for one (the context's depictions).
  moverCannotGoOn: ({ context: c }: G) => moverUnits(c).length === 0 || (moverMps(c) < 1 && !(c.depictions?.unseenRoad && moverMps(c) > 0 && canCross(c, moverUnits(c), moverMps(c), anyEdgeHex))),
  intoImpassableHex: ({ context: c, event: e }: G) => e.type === 'MOVE' && impassableBecause(c.situation.map, e.hex) !== undefined && !enterableWaterBarrier(c, moverHex(c), e.hex),
  /** CC:P T99: the hex entered is a Water Barrier, which the edition lets a unit enter (the context's waterBarrier). */
  intoWaterBarrier: ({ context: c, event: e }: G) => e.type === 'MOVE' && enterableWaterBarrier(c, moverHex(c), e.hex),
  /** CC:P T99: the mover has entered a hex in this Move (or, under ccp.water-barrier-from-water's from-land, stands in a Water Barrier). */
  waterBarrierBarred: ({ context: c }: G) => waterBarrierBarred(c, moverUnits(c)),
  acrossCliff: ({ context: c, event: e }: G) => e.type === 'MOVE' && hasHexsideFeature(c.situation.map, moverHex(c), e.hex, 'Cliff'),
  offMajorBridgeRoad: ({ context: c, event: e }: G) => e.type === 'MOVE' && offMajorBridgeRoad(c.situation.map, moverHex(c), e.hex),
  intoEnemyOccupied: ({ context: c, event: e }: G) => e.type === 'MOVE' && c.situation.units.some((u) => u.hex === e.hex && u.owner !== c.player),
  /** O21.1 IMPORTANT: "may not enter a hex unless it has at least as many MPs remaining as the total cost". */
  costExceedsMps: ({ context: c, event: e }: G) => e.type === 'MOVE' && moveCost(c.situation.map, moverHex(c), e.hex, undefined, c.nightTerrain, c.terrainCosts, depictionCosts(c)) > moverMps(c),
  trenchMove: ({ context: c, event: e }: G) => e.type === 'MOVE' && isTrenchMove(c.situation.map, moverHex(c), target(e)),
  intoRoadHex: ({ context: c, event: e }: G) => e.type === 'MOVE' && hasRoad(c.situation.map, e.hex),
  offEnemyEdge: ({ context: c, event: e }: G) => e.type === 'EXIT' && e.edge === enemyEdge(c.situation.map, c.player) && edgeDistance(c.situation.map.geometry, parseHex(moverHex(c), 'hex'), e.edge) === 0,
  /** O21.1.1, 11.2: a moving unit with a Weapon and an MP, to a friendly unit in its hex that has none. */
  transferLegal: ({ context: c, event: e }: G) => {
    if (e.type !== 'TRANSFER') return false;
    const from = unitOf(c, e.from);
    const to = unitOf(c, e.to);
    return !!from && !!to && c.mover.includes(from.id) && from.weapon !== undefined && to.id !== from.id && to.owner === from.owner && to.hex === from.hex && to.weapon === undefined && mpsLeft([from], c.situation, c.tallies, brokenLeaderCommand(c)) >= TRANSFER_COST;
  },
  /** F106.2: entering or leaving a Wire hex, for a mover not yet stopped by it. */
  wireStopsMover: ({ context: c }: G) => c.entered !== null && wireStops(c.situation.map, c.entered.from, c.entered.hex) && moverUnits(c).some((u) => !c.tallies[u.id]?.wire),
  mineAttackPending: ({ context: c }: G) => c.minesPending.length > 0 && moverUnits(c).length > 0,
  /** F103.1: the mover still stands in the hex it is about to exit (the Mine Attack there is over). */
  stillLeaving: ({ context: c }: G) => c.leaving !== null,
  /** 7.2.1: the expenditure under way is the exit off the enemy edge. */
  leavingOffTheMap: ({ context: c }: G) => c.leaving?.edge != null,
  hiddenActionOpen: ({ context: c }: G) => c.defender !== null && c.defender !== c.player && c.entered !== null && !c.hidden.some((h) => h.hex === c.entered!.hex) && !c.enteredAnswered && moverUnits(c).length > 0 && mayReceiveHiddenFortification(c.situation.map, c.entered.hex, c.caves),
  /** F105.2: "No Op Fire is allowed" into the hex entered by a Trench move; no one left to fire at otherwise. */
  opFireClosed: ({ context: c }: G) => c.entered === null || c.entered.trench || moverUnits(c).length === 0,
  /** 1.9.1: the kept Mine Attack Roll's trigger. */
  ...triggerGuards('mineRoll', (c: MoveContext) => c.mineAttack?.roll?.trigger),
  minedUnitsGone: ({ context: c }: G) => moverUnits(c).length === 0,
  /** A33.2, A33.3, O14.1, O20.1, 3.3.1.1: the Fire Action may activate these units for Op Fire. */
  opFireActivationLegal: ({ context: c, event: e }: G) => e.type === 'ACTIVATE' && opFireActivationProblem(c, e.units) === null,
  /** A26: the Action's prerequisite, and the pieces named are moving units or their Weapons with boxed FP. */
  assaultFireLegal: ({ context: c, event: e }: G) => e.type === 'ASSAULT_FIRE' && assaultFireDeclarationProblem(c, e.pieces) === null,
  assaultFireFromChoosing: ({ context: c }: G) => c.assaultFrom === 'choosingMover',
  assaultFireFromMoving: ({ context: c }: G) => c.assaultFrom === 'moving',
  /** A33.2: some unit activated for Op Fire in this Move Order is still in play. */
  opFireUnitsInPlay: ({ context: c }: G) => c.opFireActivated.some((id) => unitOf(c, id) !== undefined),
  /** A39: a unit activated to Move with boxed Movement, Smoke in or adjacent to its hex, not Water, no Blaze. */
  smokeGrenadesLegal: ({ context: c, event: e }: G) => e.type === 'SMOKE_GRENADES' && smokeGrenadesProblem(c, e.unit, e.hex) === null,
};
