/**
 * O21 Move — the named updates of the chart (./machine.ts). Arithmetic is ./movement.ts, Mines, Hidden
 * Fortifications and exits reuse ../entry.ts (shared with Advance), Defense Rolls ../fire-defense-states.ts, VP ../fire-defense.ts.
 */
import { assign } from 'xstate';
import type { Roll } from '../../core/dice';
import { rollSum } from '../../core/dice';
import { asExited, exitRecord, goesToCountermix, hiddenRecord, minesPendingIn, type HiddenRecord, type MineStep } from '../entry';
import { withMarker } from '../../core/map';
import { newSmokeKept, withSmoke } from '../artillery/drift';
import { applyUnitEffect } from '../effects';
import { eliminationVpDerivation } from '../fire-defense';
import { startDefense } from '../fire-defense-states';
import type { CceRuleId } from '../rule-ids';
import { opponentOf, type Situation, type Unit } from '../units';
import { depictionCosts, moverHex, moverMps, moverUnits, unitOf } from './guards';
import { assaultFireAttack, opFireAttack } from './reactions';
import { derive, term, type Derivation } from '../../core/derivation';
import { EXIT_COST, FRESH_TALLY, hasRoad, isTrenchMove, moveCostDerivation, type MoveTally, TRANSFER_COST } from './movement';
import type { MoveContext, MoveEvent, MoveRefusal } from './types';

const set = (f: (c: MoveContext, e: MoveEvent) => Partial<MoveContext>) => assign<MoveContext, MoveEvent, undefined, MoveEvent, never>(({ context, event }) => f(context, event));

function refusal(c: MoveContext, e: MoveEvent, rule: CceRuleId): Partial<MoveContext> {
  const to = e.type === 'MOVE' ? e.hex : e.type === 'EXIT' ? `off:${e.edge}` : e.type === 'TRANSFER' ? `transfer:${e.to}` : e.type === 'END_ORDER' ? 'end-order' : e.type === 'STOP' ? 'stop' : '';
  const units = e.type === 'TRANSFER' ? [e.from] : c.mover;
  const r: MoveRefusal = { units, to, rule };
  return { refusals: [...c.refusals, r] };
}

/** A35.2: the Mines marker, then its Mine Attack on the movers (F103.2); A35.5: the Wire marker. */
const hiddenMinesPlaced = (c: MoveContext, action?: HiddenRecord['action']): Partial<MoveContext> => ({ situation: withMarker(c.situation, c.entered!.hex, 'Mines'), hidden: [...c.hidden, hiddenRecord(c.entered!.hex, 'Mines', action)], minesPending: [c.entered!.hex], enteredAnswered: true });
const hiddenWirePlaced = (c: MoveContext, action?: HiddenRecord['action']): Partial<MoveContext> => ({ situation: withMarker(c.situation, c.entered!.hex, 'Wire'), hidden: [...c.hidden, hiddenRecord(c.entered!.hex, 'Wire', action)], enteredAnswered: true });

const tally = (c: MoveContext, id: string): MoveTally => c.tallies[id] ?? FRESH_TALLY;
const withTallies = (c: MoveContext, ids: readonly string[], change: (t: MoveTally) => MoveTally): Record<string, MoveTally> =>
  ({ ...c.tallies, ...Object.fromEntries(ids.map((id) => [id, change(tally(c, id))])) });

/** O21.2, F103.1: the mover's units step together (CC:P F104.1: "Units entering/exiting together are attacked with a single roll"). */
const moverStep = (c: MoveContext): MineStep => ({ movers: c.mover, together: true, minesFp: c.minesFp });

function logMineRoll(c: MoveContext, result: 'kept' | 'canceled') {
  const m = c.mineAttack!;
  const r = m.roll!;
  return [...c.mineLog, { hex: m.hex, units: moverUnits(c).map((u) => u.id), player: opponentOf(c.player), white: r.white, colored: r.colored, ...(r.trigger ? { trigger: r.trigger } : {}), attackTotal: c.minesFp + rollSum(r), result }];
}

/**
 * O21.1: pay the cost and announce the hex (O21.5); T93: a Road hex grants +1 Movement for the rest of the Order
 * (not in an edition without it, the context's roadBonus: CC:P T94 drops it). The mover still stands where it is: F103.1, Mines
 * attack it "as it ... is about to exit".
 */
function step(c: MoveContext, hex: string, derivation: Derivation, mark: Partial<MoveTally> = {}): Partial<MoveContext> {
  const from = moverHex(c);
  const cost = derivation.total;
  const road = c.roadBonus !== false && hasRoad(c.situation.map, hex);
  const tallies = withTallies(c, c.mover, (t) => ({ ...t, spent: t.spent + cost, road: t.road || road, ...mark }));
  const spent = Math.max(...c.mover.filter((id) => unitOf(c, id)).map((id) => tallies[id].spent));
  return {
    tallies,
    steps: [...c.steps, { units: moverUnits(c).map((u) => u.id), from, to: hex, cost, spent, derivation: { cost: derivation } }],
    leaving: { from, hex, edge: null },
    minesPending: minesPendingIn(c.situation.map, moverStep(c), from, 'exiting'),
  };
}

export const moveActions = {
  activateUnits: set((c) => ({ toMove: [...c.activated], tallies: Object.fromEntries(c.activated.map((id) => [id, FRESH_TALLY])) })),
  refuseOrder: set(() => ({ refused: true, toMove: [] })),
  beginMover: set((c, e) => (e.type === 'CHOOSE_MOVER' ? { mover: [...e.units], toMove: c.toMove.filter((id) => !e.units.includes(id)) } : {})),
  finishMover: set(() => ({ mover: [] })),
  endOrder: set(() => ({ mover: [], toMove: [] })),
  refuseImpassable: set((c, e) => refusal(c, e, e.type === 'MOVE' && c.situation.map.hexes[e.hex]?.terrain.includes('Water Barrier') ? 'T98' : 'T79')),
  refuseCliff: set((c, e) => refusal(c, e, 'T83')),
  refuseMajorBridge: set((c, e) => refusal(c, e, 'T80.1')),
  refuseEnemyOccupied: set((c, e) => refusal(c, e, 'O21.4')),
  refuseTooCostly: set((c, e) => refusal(c, e, 'O21.1')),
  // CC:P T99: "must begin its Move order adjacent to the water barrier hex it enters and cannot Move into any other hexes along the way".
  refuseWaterBarrier: set((c, e) => refusal(c, e, 'T98')),
  refuseEdge: set((c, e) => refusal(c, e, 'O21.4')),
  refuseTransfer: set((c, e) => refusal(c, e, 'O21.1.1')),
  // O14.4: the Order may not end, nor its only able mover stop, before an activated unit has crossed a hexside.
  refuseEndOrder: set((c, e) => refusal(c, e, 'O14.4')),
  refuseStop: set((c, e) => refusal(c, e, 'O14.4')),
  /**
   * O21.1: pay the cost and announce the hex (O21.5); T93: a Road hex grants +1 Movement for the rest of
   * the Order. The mover still stands where it is: F103.1, Mines attack it "as it ... is about to exit".
   */
  startStep: set((c, e) => (e.type === 'MOVE' ? step(c, e.hex, moveCostDerivation(c.situation.map, moverHex(c), e.hex, undefined, c.nightTerrain, c.terrainCosts, depictionCosts(c))) : {})),
  /**
   * CC:P T99 "MOVE COST: all": the mover spends the MPs it has left, and "loses all remaining MPs after entering a water
   * barrier hex, even if that hex contains a leader" (its tally's waterBarrier: a Leader's Command there adds none).
   */
  startWaterBarrierStep: set((c, e) => (e.type === 'MOVE' ? step(c, e.hex, derive(term(moverMps(c), 'T98', 'all (Water Barrier)'), []), { waterBarrier: true }) : {})),
  /** 7.2.1: the exit off the enemy edge begins; F103.1: a Mines hex attacks the unit about to exit it. */
  startExit: set((c, e) => (e.type === 'EXIT' ? { leaving: { from: moverHex(c), hex: null, edge: e.edge }, minesPending: minesPendingIn(c.situation.map, moverStep(c), moverHex(c), 'exiting') } : {})),
  /**
   * F103.2: "An unbroken unit that becomes broken [3.2] while leaving a Mined hex is still placed in the
   * hex it was entering"; then the hex entered may attack (F103.1) and the inactive player may answer.
   */
  placeMovers: set((c) => {
    const { from, hex } = c.leaving!;
    const to = hex!;
    const moved = moverUnits(c).length > 0;
    return {
      situation: { ...c.situation, units: c.situation.units.map((u) => (c.mover.includes(u.id) ? { ...u, hex: to } : u)) },
      leaving: null,
      crossed: c.crossed || moved,
      entered: { from, hex: to, trench: isTrenchMove(c.situation.map, from, to) },
      enteredAnswered: false,
      minesPending: minesPendingIn(c.situation.map, moverStep(c), to, 'entering'),
    };
  }),
  /** F106.2: "loses all its remaining MPs immediately after entering or exiting a hex containing Wire". */
  stopForWire: set((c) => ({ tallies: withTallies(c, c.mover, (t) => ({ ...t, wire: true })) })),
  /**
   * 7.2.1: 1 MP, Exit VPs at once; to the Time Track unbroken (even if the Mines broke it as it left),
   * Weapon unbroken, no Veteran or Suppressed marker. E58.1: a Hero earns no VP (eliminationVpDerivation) and goes
   * back to the countermix (projected from `heroes`), never to the Time Track.
   */
  exitUnits: exitUnitsVia((_c, _hex, u) => eliminationVpDerivation(u)),
  /** O21.1.1, 11.3: 1 MP of the giving unit; the receiver need not be activated. */
  transferWeapon: set((c, e) => {
    if (e.type !== 'TRANSFER') return {};
    const weapon = unitOf(c, e.from)!.weapon!;
    return {
      situation: { ...c.situation, units: c.situation.units.map((u) => (u.id === e.from ? { ...u, weapon: undefined } : u.id === e.to ? { ...u, weapon } : u)).map((u) => (u.weapon === undefined ? dropWeapon(u) : u)) },
      tallies: withTallies(c, [e.from], (t) => ({ ...t, spent: t.spent + TRANSFER_COST })),
      transfers: [...c.transfers, { weapon: weapon.id, from: e.from, to: e.to }],
    };
  }),
  beginMineAttack: set((c) => ({ mineAttack: { hex: c.minesPending[0], roll: null }, minesPending: c.minesPending.slice(1) })),
  takeMineRoll: set((c, e) => {
    if (e.type !== 'ROLL') return {};
    const roll: Roll = { white: e.white as Roll['white'], colored: e.colored as Roll['colored'] };
    if (e.trigger) roll.trigger = e.trigger;
    return { mineAttack: { ...c.mineAttack!, roll } };
  }),
  cancelMineRoll: set((c) => ({ mineLog: logMineRoll(c, 'canceled'), mineAttack: { ...c.mineAttack!, roll: null }, initiative: opponentOf(c.initiative) })),
  keepMineRoll: set((c) => ({ mineLog: logMineRoll(c, 'kept') })),
  applyMineTriggerEffects: set((c, e) => {
    if (e.type !== 'RESOLVE_TRIGGER') return {};
    const after = e.effects.reduce<Situation>((s, x) => applyUnitEffect(s, x), c.situation);
    return { situation: { ...c.situation, units: after.units } };
  }),
  /**
   * F103.2: only the moving units roll, with Cover 0, in the Mines hex — the one they are about to exit, or
   * the one entered — so a Leader there lends its Command (3.3.1.2); they are activated to Move, so a tie
   * breaks them (O20.3.4).
   */
  beginMineDefense: set((c) => {
    const m = c.mineAttack!;
    const movers = moverUnits(c).map((u) => u.id);
    const d = startDefense(c.situation, c.defense, c.minesFp + rollSum(m.roll!), [m.hex], 0, movers);
    return { defense: { ...d, toRoll: movers }, mineAttack: null };
  }),
  endMineAttack: set(() => ({ mineAttack: null })),
  placeHiddenMines: set((c) => hiddenMinesPlaced(c)),
  placeHiddenWire: set((c) => hiddenWirePlaced(c)),
  /** CC:P A43.3 Hidden Panji Trap: the same markers, recorded as the Panji Trap's. */
  placePanjiMines: set((c) => hiddenMinesPlaced(c, 'A43.3')),
  placePanjiWire: set((c) => hiddenWirePlaced(c, 'A43.3')),
  passHiddenAction: set(() => ({ enteredAnswered: true })),
  clearEntered: set(() => ({ entered: null, enteredAnswered: false, minesPending: [] })),
  /** A33.2, A33.3: the units (and their Weapons, 11.1) are activated for Op Fire for the rest of this Move Order, and for this Turn. */
  activateForOpFire: set((c, e) => (e.type === 'ACTIVATE' ? { opFireActivated: [...c.opFireActivated, ...e.units], activatedThisTurn: [...c.activatedThisTurn, ...e.units] } : {})),
  /** A39, 8.1.4: a random Smoke marker in or next to the unit's hex; the larger Hindrance stays. */
  placeSmokeGrenade: set((c, e) => {
    if (e.type !== 'SMOKE_GRENADES') return {};
    const facts = c.situation.map.hexes[e.hex];
    const kept = newSmokeKept(facts, e.value);
    return {
      situation: { ...c.situation, map: { ...c.situation.map, hexes: { ...c.situation.map.hexes, [e.hex]: withSmoke(facts, e.value) } } },
      smokeGrenades: [...c.smokeGrenades, { unit: e.unit, hex: e.hex, value: e.value, kept }],
    };
  }),
  /** A33.2, A33.3(2): the Fire procedure's attack slice: every unit activated for Op Fire may fire "at that hex"; ties break units activated to Move. */
  startOpFireAttack: set((c) => ({ fireAttack: opFireAttack(c) })),
  /** A33.2: the attack is made (or declined): its shots are recorded and the movement goes on. */
  closeOpFireAttack: set((c) => ({ opFireShots: [...c.opFireShots, ...c.fireAttack.shots], fireAttack: { ...c.fireAttack, shots: [] }, entered: null, enteredAnswered: false, minesPending: [] })),
  /** A24.2, O21.6: the inactive player's Actions come first; an active player's Action in his window is refused. */
  refuseActiveAction: set((c, e) => {
    if (e.type === 'SMOKE_GRENADES') return { refusals: [...c.refusals, { units: [e.unit], to: `smoke:${e.hex}`, rule: 'A24.2' as const }] };
    if (e.type === 'ASSAULT_FIRE') return { refusals: [...c.refusals, { units: e.pieces, to: 'assault-fire', rule: 'A24.2' as const }] };
    return {};
  }),
  /** A26: one Fire Attack by the named pieces, "as if made during a Fire Order [O20]". */
  startAssaultFireFromChoosing: set((c, e) => (e.type === 'ASSAULT_FIRE' ? { fireAttack: assaultFireAttack(c, e.pieces), assaultFrom: 'choosingMover' as const } : {})),
  startAssaultFireFromMoving: set((c, e) => (e.type === 'ASSAULT_FIRE' ? { fireAttack: assaultFireAttack(c, e.pieces), assaultFrom: 'moving' as const } : {})),
  closeAssaultFire: set((c) => ({ assaultShots: [...c.assaultShots, ...c.fireAttack.shots], fireAttack: { ...c.fireAttack, shots: [] }, assaultFrom: null })),
};

/**
 * 7.2.1: the mover exits off the enemy edge for 1 MP; each unit earns `vpOf` at once (CC:E: its own VP
 * value, a Hero none, E58.1; CC:P 14.2.2: the Exit Point's value) and goes to the Time Track unbroken.
 */
export function exitUnitsVia(vpOf: (c: MoveContext, hex: string, u: Unit) => Derivation) {
  return set((c) => {
    const leaving = moverUnits(c);
    const from = c.leaving!.from;
    const exits = leaving.map((u) => exitRecord(u, vpOf(c, from, u)));
    const vp = exits.reduce((s, e) => s + e.vp, 0);
    return {
      situation: { ...c.situation, units: c.situation.units.filter((u) => !c.mover.includes(u.id)) },
      tallies: withTallies(c, c.mover, (t) => ({ ...t, spent: t.spent + EXIT_COST })),
      leaving: null,
      crossed: c.crossed || leaving.length > 0,
      exits: [...c.exits, ...exits],
      timeTrack: [...c.timeTrack, ...leaving.filter((u) => !goesToCountermix(u)).map(asExited)],
      vp: { ...c.vp, [c.player]: c.vp[c.player] + vp },
    };
  });
}

/** A unit without a Weapon carries no `weapon` key (the situation's shape). */
function dropWeapon(u: Unit): Unit {
  const { weapon: _w, ...rest } = u;
  return rest as Unit;
}

export { moverMps };
