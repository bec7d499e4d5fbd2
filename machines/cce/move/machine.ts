/**
 * O21 Move — Combat Commander: Europe v1.1. The chart only; conditions in ./guards.ts and ./reactions.ts,
 * updates in ./actions.ts, MP arithmetic in ./movement.ts, current Movement in ../units.ts; Mines, Hidden
 * Fortifications and exits shared with Advance in ../entry.ts; Defense Rolls in ../fire-defense-states.ts.
 *
 * Covers: activation (O14.1, 3.3.1.1: one unit, or a Leader and units in its Command radius, none
 * activated this Turn) and O14.4 with the O21 gray box (some activated unit must be able to enter a
 * hex, or exit, 7.2.1; the Order may not end, nor a mover stop, before one has crossed a hexside while
 * one still can — once none can, e.g. Mines removed the only able mover as it left, the Order ends); MPs = current Movement recomputed as the unit moves (O21, O21.1, 3.1.3, 3.3.1.2, 13.2, E44.1,
 * 11.1), +1 for the rest of the Order once a Road hex is entered by any hexside (T93); the cost to enter
 * (O21.1, T78.2, T95, T84, T87, T97 +1 per hexside, T88.1 +1 uphill, T92/T93/T96 1 along the depiction,
 * F105.2 Trench moves 1 MP) and "at least as many MPs remaining" (O21.1); restrictions (O21.4: enemy-
 * occupied hexes, T79/T98 impassable, T83 Cliff, T80.1 Major Bridge, left/right/friendly edges); the
 * voluntary exit off the enemy edge (7.2.1: 1 MP, Exit VP, Time Track; E58.1: a Hero, for no VP, to the
 * countermix); Weapon transfer (O21.1.1, 11.3);
 * moving together (O21.2: a stack that began in one hex, limited by its smallest Movement, so a unit
 * broken on the way holds the group back; one mover finishes before the next begins); Wire (F106.2:
 * entering or leaving ends the unit's movement); Mines (F103: the movers only, Cover 0, tie breaks them;
 * F103.1 "as it enters, or is about to exit": the hex left attacks first, the movers still in it — with a
 * Leader's Command there — then they are placed in the hex entered even if broken, F103.2, or exit the
 * map; then the hex entered attacks);
 * Hidden Mines and Hidden Wire just after entering (A35.2, A35.5).
 * After each hex entered, the inactive player's window (O21.3, O21.5, O21.6, A33.1; none after a Trench
 * move, F105.2): "Wait!", Fire Actions activating units for Op Fire as for a Fire Order (A33.2, O14.1,
 * O20.1, 3.3.1.1; reading cce.op-fire-activation-target), who stay activated for the Order and the Turn
 * (A33.3(2)), and one Fire Attack at that hex (A33.2, A33.3(3)) — the Fire procedure's own attack states
 * (../fire/attack-states.ts, mode op-fire: no Ordnance, A33.3(1); Crossfire, A30; every unit in the hex
 * defends and a tie breaks units activated to Move, O20.3.4, reading cce.tie-breaks-moving) with its
 * Defense Roll loop (states opFireDefense*). Then the active player's Actions (A24.2, O21.6: refused, and
 * recorded, while the inactive player's window is open): Smoke Grenades (A39, 8.1.4) and Assault Fire
 * (A26: one Fire Attack by moving pieces with boxed FP, through the same attack states, mode order).
 * With the game around the Order described (`game`, ../event/host.ts), an Event! or Sniper! is resolved by
 * the rules (1.9.1.1, 1.9.1.3: the nested Event and Sniper charts, before the roll's result, 1.9.1) on
 * every roll of the Order: the Mine Attack Roll (the mover's opponent's card, F103.2), the Op Fire and
 * Assault Fire Attack Rolls (the firing player's: the inactive player's, the active player's) and the
 * Defense Rolls against Mines and against Op Fire or Assault Fire (the defending unit's owner's); a Time!,
 * or any trigger without `game`, takes RESOLVE_TRIGGER. Before a Defense Roll against Op Fire or Assault Fire,
 * Concealment (A29), Hidden Entrenchments (A35.1) and, with the situation's `objectives`, Hidden Pillbox (A35.3).
 *
 * Another edition's variants are named points of `MoveEdition` (./edition.ts; CC:P's: machines/ccp/move.ts), among
 * them the Road's and Bridge's costs (`depictions`: movement.ts DepictionCosts) and the Water Barrier (`waterBarrier`:
 * entered only as the first hex, for all the MPs left; states moving MOVE [intoWaterBarrier]), absent from CC:E's chart.
 *
 * Left out, and where it belongs: the inactive player's free order among his own Actions at one
 * expenditure (O21.6, A24.2; digest §5.B item 10): the Defender's Hidden Mines/Wire answer is asked
 * first, then the Op Fire window opens; an Ordnance Weapon with boxed FP in an Assault Fire (the attack states
 * are spread once, in mode op-fire, without Ordnance Targeting); an Assault Fire after the last mover has
 * finished (the Order ends as soon as no activated unit is left to move); which Time Track space an exited
 * unit takes (cce.argued.exit-time-track-space); objective control while passing through (7.3.1,
 * cce.argued.objective-control-mid-move); other Actions during the move (A37 Marksmanship, A40 Spray Fire,
 * A36 Light Wounds: the Fire procedure's); the Melee check (O16.4).
 */
import { and, assign, not, or, setup } from 'xstate';
import { checkStatedLos, losReadingsOf } from '../los';
import type { CceRuleId } from '../rule-ids';
import { defenseRollStates, NO_DEFENSE } from '../fire-defense-states';
import { CCE_FIRE } from '../fire/edition';
import { FIRE_ATTACK_ENTRY, fireAttackImplementations, fireAttackStates, startFireAttack } from '../fire/attack-states';
import { opFireAdapter } from './reactions';
import { inPlaceOf, lightWoundsTeamGoesOn, lightWoundsTeamOwner, unitStatus } from '../effects';
import { caveConclusion, caveOccupants, countermixReturns, entryEventImplementations, mineAttackStates, panjiTrapGuards, panjiTrapTransitions, timeTrackEntry, withEntryEvents } from '../entry';
import { newEventRun } from '../event/kit';
import { opponentOf, PLAYERS } from '../units';
import { exitUnitsVia, moveActions } from './actions';
import { crossGuards, moveGuards, moverHex } from './guards';
import { CCE_MOVE, type MoveEdition } from './edition';
import type { MoveContext, MoveEvent, MoveInput, MoveOutput } from './types';

type Meta = { rules: CceRuleId[] };
/**
 * A36, reading cce.light-wounds-moving-team = team-goes-on: a Team that took the place of a Squad activated to Move (its
 * Defense Roll against Op Fire or Mines) is activated as it was and takes its place among the movers, the MPs the Squad
 * spent its own (O21.1); under team-stays it is only placed (the Squad's id, gone from the map, moves no more).
 */
function movingTeam(c: MoveContext, squad: string, team: string): Partial<MoveContext> {
  if (!lightWoundsTeamGoesOn(c.readings) || !c.activated.includes(squad)) return {};
  const { [squad]: spent, ...tallies } = c.tallies;
  return { activated: inPlaceOf(c.activated, squad, team), toMove: inPlaceOf(c.toMove, squad, team), mover: inPlaceOf(c.mover, squad, team), tallies: { ...tallies, [team]: spent } };
}

/** A33: the Fire procedure's Fire Attack, Defense Roll loop included (one implementation of each), on the Move context's `fireAttack` slice. */
const attack = fireAttackImplementations<MoveContext, MoveEvent>(opFireAdapter, { lightWoundsPlaced: movingTeam });
/** F103.2, 1.9.1.1, 1.9.1.3, 1.9.1.4: an Event!, Sniper! or Time! on a Mine Attack Roll, with the game described (../entry.ts). */
const events = entryEventImplementations<MoveContext>();

export function projectMove(c: MoveContext): MoveOutput {
  const mined = c.defense.log.reduce((sum, r) => sum + (r.result === 'wounded' ? 0 : (r.vp ?? 0)), 0);
  const present = new Set(c.situation.units.map((u) => u.id));
  // A36: a Squad Light Wounds saved went back to the countermix, not eliminated; its owner (whose Team took its place) loses the VP.
  const wounded = c.defense.log.filter((r) => r.result === 'wounded');
  const eliminated = c.initialUnits.filter((id) => !present.has(id) && !c.exits.some((e) => e.unit === id) && !wounded.some((r) => r.unit === id));
  const vp = { ...c.vp, [opponentOf(c.player)]: c.vp[opponentOf(c.player)] + mined };
  for (const r of wounded) {
    const owner = lightWoundsTeamOwner(c.lightWoundsGiven, r.team)!;
    vp[owner] -= r.vp ?? 0;
  }
  return withEntryEvents<MoveOutput>({
    result: c.refused ? 'refused' : c.frame?.ended ? 'game-over' : 'completed',
    player: c.player,
    initiative: c.initiative,
    activated: c.activated,
    steps: c.steps,
    refusals: c.refusals,
    transfers: c.transfers,
    opFireActivated: c.opFireActivated,
    smokeGrenades: c.smokeGrenades,
    shots: [...c.opFireShots, ...(c.assaultFrom === null ? c.fireAttack.shots : [])],
    assaultFire: [...c.assaultShots, ...(c.assaultFrom !== null ? c.fireAttack.shots : [])],
    exits: c.exits,
    timeTrack: c.timeTrack.map(timeTrackEntry),
    countermix: countermixReturns(c, eliminated),
    // 7.1: the opponent gains the VP of the movers the Mines eliminated; 7.2.1: the mover's Exit VP; A36: Light Wounds' lost VP.
    vp,
    hidden: c.hidden,
    mineAttacks: c.mineLog,
    defenseRolls: c.defense.log,
    units: c.situation.units.map(unitStatus),
    eliminated,
    ...(c.caves ? { caves: caveOccupants(c.caves, c.situation.units) } : {}),
    // CC:P A47: the Smoke Screen actions played and the markers placed (where the situation states the cards held).
    ...(c.smokeScreen ? { smokeScreen: { actions: c.smokeScreen.action, placements: c.smokeScreen.placements } } : {}),
  }, c);
}

/**
 * The O21 chart of an edition (./edition.ts): CC:E's is `moveMachine`; another edition's (CC:P O29,
 * machines/ccp/move.ts) takes its variant at the named points, keeps its Fire edition in the context (the
 * Op Fire attack and its Defense Rolls read it) and its Exit Points; CC:E's chart is the same with or without them.
 */
export const moveMachineFor = (edition: MoveEdition) => moveChartFor(edition, edition.caves ? caveConclusion<MoveContext>(edition.caves.mayChange, 'done') : null);

const moveChartFor = (edition: MoveEdition, conclusion: ReturnType<typeof caveConclusion<MoveContext>> | null) => setup({
  types: {
    input: {} as MoveInput,
    context: {} as MoveContext,
    events: {} as MoveEvent,
    output: {} as MoveOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    ...moveGuards,
    ...attack.guards,
    ...events.guards,
    ...(edition.exitPoints ? crossGuards(edition.exitPoints.from) : {}),
    fromExitPoint: ({ context: c }) => edition.exitPoints === null || edition.exitPoints.from(c, moverHex(c)),
    ...(edition.panjiTrap ? panjiTrapGuards<MoveContext, MoveEvent>(edition.panjiTrap) : {}),
    // CC:P F102.1.1 (edition.caves): the situation states caves; a unit may enter / leave the cave in its hex at the conclusion.
    ...(conclusion ? conclusion.guards : {}),
    // CC:P A47 (edition.smokeScreen): Smoke Screen at the beginning of the Move.
    ...(edition.smokeScreen ? edition.smokeScreen.guards : {}),
  },
  actions: {
    ...moveActions,
    ...attack.actions,
    ...events.actions,
    ...(edition.exitPoints ? { exitUnits: exitUnitsVia((c, hex) => edition.exitPoints!.vp(c, hex)) } : {}),
    ...(conclusion ? conclusion.actions : {}),
    ...(edition.smokeScreen ? edition.smokeScreen.actions : {}),
  },
}).createMachine({
  id: 'move',
  context: ({ input }) => {
    const s = input.situation;
    const readings = edition.fire.readingsOf ? edition.fire.readingsOf(input.readings) : input.readings;
    checkStatedLos(s.map, s.los, readings, 'input.los', edition.fire.terrainLos); // issue 18: stated LOS must agree with a complete map
    return {
      ruleset: input.ruleset,
      readings,
      player: s.player,
      initiative: s.initiative,
      defender: s.defender,
      minesFp: s.minesFp,
      activatedThisTurn: s.activatedThisTurn,
      situation: { units: s.units, map: s.map, los: s.los, losReadings: losReadingsOf(readings), ...(edition.night && s.night ? { night: s.night } : {}), ...(edition.fire.terrainLos ? { terrainLos: edition.fire.terrainLos } : {}) },
      refused: false,
      activated: [...s.activating],
      toMove: [],
      mover: [],
      tallies: {},
      steps: [],
      refusals: [],
      transfers: [],
      exits: [],
      timeTrack: [],
      heroes: s.units.filter((u) => u.hero === true).map((u) => u.id),
      vp: { axis: 0, allied: 0 },
      hidden: [],
      leaving: null,
      crossed: false,
      entered: null,
      enteredAnswered: false,
      minesPending: [],
      mineAttack: null,
      mineLog: [],
      defense: NO_DEFENSE,
      ...(s.objectives ? { objectives: s.objectives } : {}),
      ...(s.pillboxInPlay !== undefined ? { pillboxInPlay: s.pillboxInPlay } : {}),
      ...(s.lightWoundsTeams ? { lightWoundsTeams: s.lightWoundsTeams, lightWoundsGiven: s.lightWoundsTeams } : {}),
      initialUnits: s.units.map((u) => u.id),
      opFireActivated: [],
      smokeGrenades: [],
      fireAttack: startFireAttack({ player: opponentOf(s.player), mode: 'op-fire', situation: s, units: [] }),
      opFireShots: [],
      assaultFrom: null,
      assaultShots: [],
      frame: s.game ?? null,
      ev: newEventRun(opponentOf(s.player)),
      events: [],
      ...(edition === CCE_MOVE ? {} : { edition: edition.fire, exitPoints: s.exitPoints ?? { values: {}, chitY: false } }),
      ...(edition.night && s.night ? { nightTerrain: edition.night(readings) } : {}),
      ...(edition.terrainCosts ? { terrainCosts: edition.terrainCosts } : {}),
      ...(edition.roads ? {} : { roadBonus: false as const }),
      ...(edition.depictions ? { depictions: { bridge: edition.depictions.bridge, unseenRoad: edition.depictions.unseenRoad, ...(edition.depictions.roadOnBridge?.(readings) ? { roadOnBridge: true as const } : {}) } } : {}),
      ...(edition.waterBarrier ? { waterBarrier: { fromWater: edition.waterBarrier.fromWater(readings), bridgeHex: edition.waterBarrier.bridgeHex(readings) } } : {}),
      ...(edition.caves && s.caves ? { caves: s.caves, caveChanged: [] } : {}),
      // CC:P A43.1 (edition.hiddenCave): the Hidden Cave sites; a Move stating them lists its caves (none yet, if none stated).
      ...(edition.hiddenCave && s.caveSites ? { caveSites: s.caveSites, caves: s.caves ?? [], caveChanged: [] } : {}),
      // CC:P A47 (edition.smokeScreen): the Smoke Screen cards the active player holds, where the situation states them.
      ...(edition.smokeScreen ? edition.smokeScreen.start(s.activating, s.smokeScreenCards) : {}),
    };
  },
  initial: 'announcing',
  output: ({ context }) => projectMove(context),
  states: {
    // O14.1, 3.3.1.1: who the Move card activates; O14.4 and the O21 gray box: someone must be able to move.
    announcing: {
      always: [
        { guard: 'activationIllegal', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O14.1', '3.3.1.1'] } },
        { guard: 'noUnitCanMove', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O14.4', 'O21', 'O21.1'] } },
        { target: 'choosingMover', actions: 'activateUnits', meta: { rules: ['O21', 'O14.1'] } },
      ],
    },
    // O21.2: "The movement of one unit must be completed in its entirety before another ... can begin".
    choosingMover: {
      // CC:P F102.1.1 (edition.caves): with caves on the map, the conclusion of the Move first (units may enter or leave a cave).
      always: [
        ...(edition.caves ? [{ guard: and(['noUnitLeftToMove', 'caveSituation']), target: 'concludingInCaves' as const, meta: { rules: ['O21.2'], plus: ['F102.1.1'] } as Meta }] : []),
        { guard: 'noUnitLeftToMove', target: 'done', meta: { rules: ['O21.2'] } },
      ],
      on: {
        CHOOSE_MOVER: { guard: 'moverLegal', target: 'moving', actions: 'beginMover', meta: { rules: ['O21.2'] } },
        // O14.4: "at least one activated unit must physically cross a hexside into another hex" — unless
        // none can any more (Mines or a trigger removed the only able mover as it left its hex): refused otherwise.
        END_ORDER: [
          ...(edition.caves ? [{ guard: and([or(['someUnitCrossed', not('anotherUnitCanCross')]), 'caveSituation']), target: 'concludingInCaves' as const, actions: 'endOrder' as const, meta: { rules: ['O21', 'O14.4'], plus: ['F102.1.1'] } as Meta }] : []),
          { guard: or(['someUnitCrossed', not('anotherUnitCanCross')]), target: 'done', actions: 'endOrder', meta: { rules: ['O21', 'O14.4'] } },
          // Refused, and recorded (as a Move the rules forbid is): the Order goes on.
          { actions: 'refuseEndOrder', meta: { rules: ['O14.4'] } },
        ],
        // A39: "while that unit is activated to Move" — before, between or after the movers' moves.
        ...(edition.smokeGrenades ? { SMOKE_GRENADES: { guard: 'smokeGrenadesLegal' as const, target: 'choosingMover' as const, actions: 'placeSmokeGrenade' as const, meta: { rules: ['A39', '8.1', '8.1.4', 'O14.3'] } as Meta } } : {}),
        // A26: "you may announce an Assault Fire Action before, during, or after any physical movement".
        ...(edition.assaultFire ? { ASSAULT_FIRE: { guard: 'assaultFireLegal' as const, target: FIRE_ATTACK_ENTRY, actions: 'startAssaultFireFromChoosing' as const, meta: { rules: ['A26', 'A24.1', 'O14.3'] } as Meta } } : {}),
        // CC:P A47 (edition.smokeScreen): "at the beginning of a Move ... order (that is, before any activated units begin Moving)".
        ...(edition.smokeScreen ? edition.smokeScreen.play : {}),
      },
    },
    // CC:P A47 (edition.smokeScreen): a squad and hex, the marker drawn, for each activated squad or until the player stops.
    ...(edition.smokeScreen ? edition.smokeScreen.states : {}),
    // O21, O21.1: the mover spends MPs hex by hex; its Movement is recomputed from where it stands.
    moving: {
      // O21: MPs = current Movement (3.3.1.2 Command, 13.2 Suppressed, E44.1 Veteran, 11.1 a Weapon's modifier), recomputed here.
      always: { guard: 'moverCannotGoOn', target: 'choosingMover', actions: 'finishMover', meta: { rules: ['O21', 'O21.1', 'O21.2', '3.1.3', '3.3.1.2', '13.2', 'E44.1', '11.1', 'F106.2'] } },
      on: {
        MOVE: [
          { guard: 'intoImpassableHex', target: 'moving', actions: 'refuseImpassable', meta: { rules: ['T79', 'T98'] } },
          ...(edition.cliffs ? [{ guard: 'acrossCliff' as const, target: 'moving' as const, actions: 'refuseCliff' as const, meta: { rules: ['O21.4', 'T83'] } as Meta }] : []),
          ...(edition.majorBridges ? [{ guard: 'offMajorBridgeRoad' as const, target: 'moving' as const, actions: 'refuseMajorBridge' as const, meta: { rules: ['O21.4', 'T80.1'] } as Meta }] : []),
          { guard: 'intoEnemyOccupied', target: 'moving', actions: 'refuseEnemyOccupied', meta: { rules: ['O21.4'] } },
          // CC:P T99 (edition.waterBarrier): "MOVE COST: all", and only as the first hex a unit enters in its Move.
          ...(edition.waterBarrier
            ? [
                { guard: and(['intoWaterBarrier', 'waterBarrierBarred']), target: 'moving' as const, actions: 'refuseWaterBarrier' as const, meta: { rules: ['O21.4', 'T98'] } as Meta },
                { guard: 'intoWaterBarrier' as const, target: 'leavingHex' as const, actions: 'startWaterBarrierStep' as const, meta: { rules: ['O21.1', 'T98'] } as Meta },
              ]
            : []),
          { guard: 'costExceedsMps', target: 'moving', actions: 'refuseTooCostly', meta: { rules: ['O21.1', '3.3.1.2', '13.2', 'E44.1', '11.1'] } },
          { guard: 'trenchMove', target: 'leavingHex', actions: 'startStep', meta: { rules: ['O21.1', 'F105.2'] } },
          // T80, T80.1: a Major Bridge hex (listed with its Road or Railway) costs 1 along the depiction, the only way in.
          ...(edition.roads ? [{ guard: 'intoRoadHex' as const, target: 'leavingHex' as const, actions: 'startStep' as const, meta: { rules: ['O21.1', 'T78.2', 'T93', 'T88.1', 'T80', 'T80.1'] } as Meta }] : []),
          // CC:P T94 (edition.depictions): a Road hex costs 1 along the Road, ½ where no enemy unit has a LOS to it; no +1 Movement.
          ...(edition.depictions ? [{ guard: 'intoRoadHex' as const, target: 'leavingHex' as const, actions: 'startStep' as const, meta: { rules: ['O21.1', 'T78.2', 'T93', 'T88.1', 'T80'] } as Meta }] : []),
          { target: 'leavingHex', actions: 'startStep', meta: { rules: ['O21.1', 'T78.2', 'T84', 'T87', 'T97', 'T88.1', 'T92', 'T96', 'T95', 'T80', 'T80.1'] } },
        ],
        EXIT: [
          // 7.2.1 costs 1 MP; a mover with less has already finished (moverCannotGoOn), so the cost is always met.
          { guard: edition.exitPoints ? and(['offEnemyEdge', 'fromExitPoint']) : 'offEnemyEdge', target: 'leavingHex', actions: 'startExit', meta: { rules: ['7.2.1'] } },
          { target: 'moving', actions: 'refuseEdge', meta: { rules: ['O21.4', '7.2'] } },
        ],
        ...(edition.transfer
          ? {
              TRANSFER: [
                { guard: 'transferLegal' as const, target: 'moving' as const, actions: 'transferWeapon' as const, meta: { rules: ['O21.1.1', '11.3', '11.2', '8.1.1'] } as Meta },
                { target: 'moving' as const, actions: 'refuseTransfer' as const, meta: { rules: ['O21.1.1', '11.2', '8.1.1'] } as Meta },
              ],
            }
          : {}),
        // O14.4: a mover that could still cross a hexside may not stop before anyone has, unless another activated unit still can.
        STOP: [
          { guard: or(['someUnitCrossed', not('moverCanCross'), 'anotherUnitCanCross']), target: 'choosingMover', actions: 'finishMover', meta: { rules: ['O21.2', 'O14.4'] } },
          // Refused, and recorded: the mover goes on.
          { actions: 'refuseStop', meta: { rules: ['O14.4'] } },
        ],
        // A39, A24.2: the active player's Action, once the inactive player has answered the last expenditure.
        ...(edition.smokeGrenades ? { SMOKE_GRENADES: { guard: 'smokeGrenadesLegal' as const, target: 'moving' as const, actions: 'placeSmokeGrenade' as const, meta: { rules: ['A39', '8.1', '8.1.4', 'A24.2', 'O14.3'] } as Meta } } : {}),
        ...(edition.assaultFire ? { ASSAULT_FIRE: { guard: 'assaultFireLegal' as const, target: FIRE_ATTACK_ENTRY, actions: 'startAssaultFireFromMoving' as const, meta: { rules: ['A26', 'A24.1', 'A24.2', 'O14.3'] } as Meta } } : {}),
      },
    },
    // F103.1: "against each unit as it enters, or is about to exit, a hex containing Mines": first the Mines of
    // the hex left, the mover still in it (its Defense Roll made there); then it is placed in the hex entered
    // (F103.2: even if that attack broke it) or leaves the map (7.2.1: unbroken on the Time Track; E58.1).
    leavingHex: {
      always: [
        ...(edition.mines ? [{ guard: 'mineAttackPending' as const, target: 'rollingMineAttack' as const, actions: 'beginMineAttack' as const, meta: { rules: ['F103', 'F103.1'] } as Meta }] : []),
        { guard: 'leavingOffTheMap', target: 'moving', actions: 'exitUnits', meta: { rules: ['7.2.1', '7.1', 'E58.1', 'F103.2'] } },
        { target: 'entered', actions: 'placeMovers', meta: { rules: ['O21.1', 'F103.2'] } },
      ],
    },
    // Just after the MP expenditure: Wire (F106.2), Mines (F103.1), then the inactive player's answers (O21.6).
    entered: {
      always: [
        { guard: 'wireStopsMover', target: 'entered', actions: 'stopForWire', meta: { rules: ['F106.2'] } },
        ...(edition.mines ? [{ guard: 'mineAttackPending' as const, target: 'rollingMineAttack' as const, actions: 'beginMineAttack' as const, meta: { rules: ['F103', 'F103.1'] } as Meta }] : []),
        { guard: 'hiddenActionOpen', target: 'offeringHiddenAction', meta: { rules: ['A35.2', 'A35.5', 'O21.5', 'O21.6', '8.1.3', 'F100.3'] } },
        { guard: 'opFireClosed', target: 'moving', actions: 'clearEntered', meta: { rules: ['F105.2', 'A33.1'] } },
        { target: 'offeringOpFire', meta: { rules: ['O21.3', 'O21.5', 'A33.1'] } },
      ],
    },
    offeringHiddenAction: {
      on: {
        ...(edition.mines && edition.hiddenMines !== false ? { HIDDEN_MINES: { target: 'entered' as const, actions: 'placeHiddenMines' as const, meta: { rules: ['A35.2', 'F103'] } as Meta } } : {}),
        HIDDEN_WIRE: { target: 'entered', actions: 'placeHiddenWire', meta: { rules: ['A35.5', 'F106.2'] } },
        NO_HIDDEN_ACTION: { target: 'entered', actions: 'passHiddenAction', meta: { rules: ['A35.2', 'A35.5'] } },
        // CC:P A43.3: the Japanese player chooses mines (attacking the movers at once, F104.2) or wire (F107.2): the same markers, the edition's own transitions.
        ...(edition.panjiTrap ? { HIDDEN_PANJI_TRAP: panjiTrapTransitions('entered', 'placePanjiMines', 'entered', 'placePanjiWire') } : {}),
      },
    },
    // O21.3, A33.1: the inactive player may say "Wait!" and Op Fire into the hex just entered.
    offeringOpFire: {
      on: {
        WAIT: { target: 'waitingForOpFire', meta: { rules: ['A33.2', 'O21.5'] } },
        GO_AHEAD: { target: 'moving', actions: 'clearEntered', meta: { rules: ['O21.3', 'O21.5', 'A33.1'] } },
        // A24.2, O21.6: "the inactive player must play all Actions that he wishes before the active player may play his first one".
        ...(edition.smokeGrenades ? { SMOKE_GRENADES: { target: 'offeringOpFire' as const, actions: 'refuseActiveAction' as const, meta: { rules: ['A24.2', 'O21.6'] } as Meta } } : {}),
        ...(edition.assaultFire ? { ASSAULT_FIRE: { target: 'offeringOpFire' as const, actions: 'refuseActiveAction' as const, meta: { rules: ['A24.2', 'O21.6'] } as Meta } } : {}),
      },
    },
    // A33.2: after "Wait!", a Fire Action activates units "to fire at that hex" and/or one Fire Attack is made.
    waitingForOpFire: {
      on: {
        ACTIVATE: { guard: 'opFireActivationLegal', target: 'waitingForOpFire', actions: 'activateForOpFire', meta: { rules: ['A33.2', 'A33.1', 'A33.3', 'O14.1', 'O20.1', '3.3.1.1', '11.1'] } },
        // A33.2, A33.3(2): "make one Fire Attack against that hex with any of his units that were activated for Op Fire at any point during this same Move Order".
        OP_FIRE: { guard: 'opFireUnitsInPlay', target: FIRE_ATTACK_ENTRY, actions: 'startOpFireAttack', meta: { rules: ['A33.2', 'A33.3'] } },
        GO_AHEAD: { target: 'moving', actions: 'clearEntered', meta: { rules: ['A33.2'] } },
        ...(edition.smokeGrenades ? { SMOKE_GRENADES: { target: 'waitingForOpFire' as const, actions: 'refuseActiveAction' as const, meta: { rules: ['A24.2', 'O21.6'] } as Meta } } : {}),
      },
    },
    // A33.2, A33.3, O20.3-O20.3.4: the one Op Fire attack at this expenditure — the Fire procedure's own
    // states (mode op-fire: no Ordnance, "at that hex", Crossfire against Moving units, ties break them);
    // A26: the Assault Fire attack runs through the same states on a slice of mode order.
    // 1.9.1.1, 1.9.1.3: with `game`, an Event! or Sniper! on the attack roll (the firing player's card: the
    // inactive player's for Op Fire, the active player's for Assault Fire) or on a Defense Roll (its owner's).
    // A35.3: with the game around the Order, Hidden Pillbox before a Defense Roll against Op Fire or Assault Fire too.
    // A36: and Light Wounds "at the instant that a friendly Squad ... would break" (with the situation's `lightWoundsTeams`;
    // CC:P A44 without the game around the Order: the Fire edition's `lightWounds`).
    ...fireAttackStates({ done: 'opFireMade', mode: 'op-fire', defensePrefix: 'opFireDefense', events: edition.game, hiddenPillbox: edition.game, lightWounds: edition.game || edition.fire.lightWounds === true, ...(edition.fire === CCE_FIRE ? {} : { edition: edition.fire }), ...(edition.hiddenFortifications ? { hiddenFortifications: true } : {}), ...(edition.hiddenCave ? { hiddenCave: true } : {}) }),
    opFireMade: {
      always: [
        // A26: "Each Assault Fire Action allows a single Fire Attack"; the Order goes on where the Action was played.
        ...(edition.assaultFire
          ? [
              { guard: 'assaultFireFromChoosing' as const, target: 'choosingMover' as const, actions: 'closeAssaultFire' as const, meta: { rules: ['A26'] } as Meta },
              { guard: 'assaultFireFromMoving' as const, target: 'moving' as const, actions: 'closeAssaultFire' as const, meta: { rules: ['A26'] } as Meta },
            ]
          : []),
        // A33.2: "After any such Fire Attack is made – or the opportunity to do so is declined ... – the active player may continue"; A33.3(3): one attack per expenditure.
        { target: 'moving', actions: 'closeOpFireAttack', meta: { rules: ['A33.2', 'A33.3'] } },
      ],
    },
    // F103.2, 9.1, 1.9.1: the Mine Attack Roll, shared with Advance (../entry.ts).
    // CC:P F104.2 (edition.fire): no Jammed!, and with no game around the Order (edition.game) a trigger is resolved as stated.
    ...(edition.mines ? mineAttackStates({ done: 'mineAttackMade', unitsGone: 'minedUnitsGone', gameOver: 'gameOver', ...(edition.game ? {} : { events: false }), ...(edition.fire.jammed ? {} : { jammed: false }) }) : {}),
    // A35.1 never against Mines: the hex attacked holds the Mines, a Fortification ("nor already contain a Fortification of any type").
    // 1.9.1.1, 1.9.1.3: with `game`, an Event! or Sniper! on a mover's Defense Roll reveals its owner's card.
    // CC:P F104.2: the Defense Rolls "for a Fire Attack roll [O27.3.3 & O27.3.4]": the Fire edition's (O27.3.4 a) half or less eliminates).
    // A36: with the game around the Order (CC:P A44: the Fire edition's `lightWounds`), Light Wounds when a mover's Squad would break (3.2) on its Defense Roll against Mines.
    ...(edition.mines ? defenseRollStates({ done: 'mineAttackMade', onlyMovingUnitsRoll: true, withoutHiddenEntrenchments: true, events: edition.game, lightWounds: edition.game || edition.fire.lightWounds === true, ...(edition.fire === CCE_FIRE ? {} : { edition: edition.fire }) }) : {}),
    // F103.1: back to the hex being left (the mover is placed next), or to the hex entered.
    ...(edition.mines
      ? {
          mineAttackMade: {
            always: [
              { guard: 'stillLeaving' as const, target: 'leavingHex' as const, meta: { rules: ['F103.1'] } as Meta },
              { target: 'entered' as const, meta: { rules: ['F103.1'] } as Meta },
            ],
          },
        }
      : {}),
    // CC:P F102.1.1 (edition.caves): "at the conclusion of any Move ... order ... in which it was activated" a unit enters
    // or leaves the cave in its hex, once: "not considered movement, so no MPs ... and no Op Fire or other reactions".
    ...(conclusion ? conclusion.states : {}),
    done: { type: 'final' },
    refused: { type: 'final' },
    // 6.3: the game ended in a Time advance on a Mine Attack Roll (with `game`): the Order ends there.
    ...(edition.mines && edition.game ? { gameOver: { type: 'final' as const } } : {}),
  },
});

export const moveMachine = moveMachineFor(CCE_MOVE);

export type { MoveContext, MoveEvent, MoveInput, MoveOutput, MoveSituation } from './types';
