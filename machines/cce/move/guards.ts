/**
 * O21 Move — the named conditions of the chart (./machine.ts). Each is one rule condition and calls the
 * arithmetic in ./movement.ts, ../units.ts, ../../core/map.ts or ../entry.ts (T80.1, F103, A35, shared with Advance).
 */
import { distance, edgeDistance, parseHex } from '../../core/hex';
import { enemyEdge, hasHexsideFeature, impassableBecause } from '../../core/map';
import { mayReceiveHiddenFortification, offMajorBridgeRoad } from '../entry';
import { triggerGuards } from '../order-rolls';
import { currentCommand, type Unit } from '../units';
import { hasRoad, isTrenchMove, moveCost, mpsLeft, TRANSFER_COST, wireStops } from './movement';
import { assaultFireDeclarationProblem, opFireActivationProblem, smokeGrenadesProblem } from './reactions';
import type { MoveContext, MoveEvent } from './types';

type G = { context: MoveContext; event: MoveEvent };

export const unitOf = (c: MoveContext, id: string | null | undefined): Unit | undefined => c.situation.units.find((u) => u.id === id);
export const brokenLeaderCommand = (c: MoveContext): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');
/** The mover's units still in play (some may have been eliminated by Mines or a trigger). */
export const moverUnits = (c: MoveContext): Unit[] => c.mover.map((id) => unitOf(c, id)).filter((u): u is Unit => u !== undefined);
export const moverHex = (c: MoveContext): string => moverUnits(c)[0]?.hex ?? '';
export const moverMps = (c: MoveContext): number => mpsLeft(moverUnits(c), c.situation, c.tallies, brokenLeaderCommand(c));
const target = (e: MoveEvent): string => (e.type === 'MOVE' ? e.hex : '');

/** O14.1, 3.3.1.1: one unit, or a Leader and units within its Command radius; none activated this Turn. */
export function activationLegal(c: MoveContext): boolean {
  const ids = c.activated;
  const units = ids.map((id) => unitOf(c, id));
  if (units.some((u) => u === undefined || u.owner !== c.player || c.activatedThisTurn.includes(u.id))) return false;
  if (ids.length === 1) return true;
  return units.some((l) => l!.kind === 'leader' && !l!.broken && units.every((u) => u === l || distance(parseHex(u!.hex, 'hex'), parseHex(l!.hex, 'hex')) <= currentCommand(l!, brokenLeaderCommand(c))));
}

/** O14.4, O21 (gray box): some activated unit has the MPs to enter at least one listed adjacent hex. */
export function someUnitCanMove(c: MoveContext): boolean {
  const map = c.situation.map;
  return c.activated.some((id) => {
    const u = unitOf(c, id)!;
    const mps = mpsLeft([u], c.situation, c.tallies, brokenLeaderCommand(c));
    return Object.keys(map.hexes).some((h) => {
      if (h === u.hex || distance(parseHex(h, 'hex'), parseHex(u.hex, 'hex')) !== 1) return false;
      if (impassableBecause(map, h) || hasHexsideFeature(map, u.hex, h, 'Cliff') || offMajorBridgeRoad(map, u.hex, h)) return false;
      if (c.situation.units.some((x) => x.hex === h && x.owner !== c.player)) return false;
      return moveCost(map, u.hex, h) <= mps;
    });
  });
}

/** O21.2: the mover is one unit, or units activated to Move that began the Order in the same hex. */
function moverLegal(c: MoveContext, units: string[]): boolean {
  if (units.length === 0 || new Set(units).size !== units.length || !units.every((id) => c.toMove.includes(id))) return false;
  const hexes = new Set(units.map((id) => unitOf(c, id)?.hex));
  return hexes.size === 1 && !hexes.has(undefined);
}

export const moveGuards = {
  activationIllegal: ({ context: c }: G) => !activationLegal(c),
  noUnitCanMove: ({ context: c }: G) => !someUnitCanMove(c),
  noUnitLeftToMove: ({ context: c }: G) => !c.toMove.some((id) => unitOf(c, id) !== undefined),
  moverLegal: ({ context: c, event: e }: G) => e.type === 'CHOOSE_MOVER' && moverLegal(c, e.units),
  /** O21.1, F106.2: nothing left to spend (every action costs at least 1 MP), or nobody left to move. */
  moverCannotGoOn: ({ context: c }: G) => moverUnits(c).length === 0 || moverMps(c) < 1,
  intoImpassableHex: ({ context: c, event: e }: G) => e.type === 'MOVE' && impassableBecause(c.situation.map, e.hex) !== undefined,
  acrossCliff: ({ context: c, event: e }: G) => e.type === 'MOVE' && hasHexsideFeature(c.situation.map, moverHex(c), e.hex, 'Cliff'),
  offMajorBridgeRoad: ({ context: c, event: e }: G) => e.type === 'MOVE' && offMajorBridgeRoad(c.situation.map, moverHex(c), e.hex),
  intoEnemyOccupied: ({ context: c, event: e }: G) => e.type === 'MOVE' && c.situation.units.some((u) => u.hex === e.hex && u.owner !== c.player),
  /** O21.1 IMPORTANT: "may not enter a hex unless it has at least as many MPs remaining as the total cost". */
  costExceedsMps: ({ context: c, event: e }: G) => e.type === 'MOVE' && moveCost(c.situation.map, moverHex(c), e.hex) > moverMps(c),
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
  hiddenActionOpen: ({ context: c }: G) => c.defender !== null && c.defender !== c.player && c.entered !== null && !c.hidden.some((h) => h.hex === c.entered!.hex) && !c.enteredAnswered && moverUnits(c).length > 0 && mayReceiveHiddenFortification(c.situation.map, c.entered.hex),
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
