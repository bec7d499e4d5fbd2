/**
 * O21 Move — Combat Commander: Europe v1.1. The chart only; conditions in ./guards.ts, updates in
 * ./actions.ts, MP arithmetic in ./movement.ts, current Movement in ../units.ts, Defense Rolls against
 * Mines in the shared ../fire-defense-states.ts.
 *
 * Covers: activation (O14.1, 3.3.1.1: one unit, or a Leader and units in its Command radius, none
 * activated this Turn) and O14.4 with the O21 gray box (some activated unit must be able to enter a
 * hex); MPs = current Movement recomputed as the unit moves (O21, 3.1.3, 3.3.1.2, 13.2, E44.1, 11.1),
 * +1 for the rest of the Order once a Road hex is entered by any hexside (T93); the cost to enter
 * (O21.1, T78.2, T84, T87, T97 +1 per hexside, T88.1 +1 uphill, T92/T93/T96 1 along the depiction,
 * F105.2 Trench moves 1 MP) and "at least as many MPs remaining" (O21.1); restrictions (O21.4: enemy-
 * occupied hexes, T79/T98 impassable, T83 Cliff, T80.1 Major Bridge, left/right/friendly edges); the
 * voluntary exit off the enemy edge (7.2.1: 1 MP, Exit VP, Time Track); Weapon transfer (O21.1.1, 11.3);
 * moving together (O21.2: a stack that began in one hex, limited by its smallest Movement; one mover
 * finishes before the next begins); Wire (F106.2: entering or leaving ends the unit's movement); Mines
 * (F103: the movers only, Cover 0, tie breaks them); Hidden Mines and Hidden Wire just after entering
 * (A35.2, A35.5); the Op Fire window after each hex entered (O21.3, O21.5, O21.6, A33.1), closed by a
 * Trench move (F105.2).
 *
 * Left out, and where it belongs: the Op Fire attack itself (A33.2, A33.3: WAIT is not offered yet —
 * the Fire procedure's op-fire mode is to be composed into `offeringOpFire`; see the helper report);
 * the active player's Actions during the move (A26 Assault Fire, A39 Smoke Grenades) and Crossfire
 * (A30, a Fire Action); which Time Track space an exited unit takes (cce.argued.exit-time-track-space);
 * objective control while passing through (7.3.1, the Turn machine); the Melee check (O16.4).
 */
import { setup } from 'xstate';
import type { CceRuleId } from '../rule-ids';
import { defenseImplementations, defenseRollStates, NO_DEFENSE } from '../fire-defense-states';
import { unitStatus } from '../effects';
import { opponentOf } from '../units';
import { moveActions } from './actions';
import { moveGuards } from './guards';
import type { MoveContext, MoveEvent, MoveInput, MoveOutput } from './types';

type Meta = { rules: CceRuleId[] };
const defense = defenseImplementations<MoveContext, MoveEvent>();

export function projectMove(c: MoveContext): MoveOutput {
  const mined = c.defense.log.reduce((sum, r) => sum + (r.vp ?? 0), 0);
  const present = new Set(c.situation.units.map((u) => u.id));
  return {
    result: c.refused ? 'refused' : 'completed',
    player: c.player,
    initiative: c.initiative,
    activated: c.activated,
    steps: c.steps,
    refusals: c.refusals,
    transfers: c.transfers,
    exits: c.exits,
    timeTrack: c.timeTrack.map((u) => ({ id: u.id, broken: u.broken, veteran: u.veteran, suppressed: u.suppressed, weapon: u.weapon?.id ?? null })),
    // 7.1: the opponent gains the VP of the movers the Mines eliminated; 7.2.1: the mover's Exit VP.
    vp: { ...c.vp, [opponentOf(c.player)]: c.vp[opponentOf(c.player)] + mined },
    hidden: c.hidden,
    mineAttacks: c.mineLog,
    defenseRolls: c.defense.log,
    units: c.situation.units.map(unitStatus),
    eliminated: c.initialUnits.filter((id) => !present.has(id) && !c.exits.some((e) => e.unit === id)),
  };
}

export const moveMachine = setup({
  types: {
    input: {} as MoveInput,
    context: {} as MoveContext,
    events: {} as MoveEvent,
    output: {} as MoveOutput,
    transitionMeta: {} as Meta,
  },
  guards: { ...moveGuards, ...defense.guards },
  actions: { ...moveActions, ...defense.actions },
}).createMachine({
  id: 'move',
  context: ({ input }) => {
    const s = input.situation;
    return {
      ruleset: input.ruleset,
      readings: input.readings,
      player: s.player,
      initiative: s.initiative,
      defender: s.defender,
      minesFp: s.minesFp,
      activatedThisTurn: s.activatedThisTurn,
      situation: { units: s.units, map: s.map },
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
      vp: { axis: 0, allied: 0 },
      hidden: [],
      entered: null,
      enteredAnswered: false,
      minesPending: [],
      mineAttack: null,
      mineLog: [],
      defense: NO_DEFENSE,
      initialUnits: s.units.map((u) => u.id),
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
      always: { guard: 'noUnitLeftToMove', target: 'done', meta: { rules: ['O21.2'] } },
      on: {
        CHOOSE_MOVER: { guard: 'moverLegal', target: 'moving', actions: 'beginMover', meta: { rules: ['O21.2'] } },
        END_ORDER: { target: 'done', actions: 'endOrder', meta: { rules: ['O21'] } },
      },
    },
    // O21, O21.1: the mover spends MPs hex by hex; its Movement is recomputed from where it stands.
    moving: {
      always: { guard: 'moverCannotGoOn', target: 'choosingMover', actions: 'finishMover', meta: { rules: ['O21.1', 'O21.2', '3.3.1.2', 'F106.2'] } },
      on: {
        MOVE: [
          { guard: 'intoImpassableHex', target: 'moving', actions: 'refuseImpassable', meta: { rules: ['T79', 'T98'] } },
          { guard: 'acrossCliff', target: 'moving', actions: 'refuseCliff', meta: { rules: ['O21.4', 'T83'] } },
          { guard: 'offMajorBridgeRoad', target: 'moving', actions: 'refuseMajorBridge', meta: { rules: ['O21.4', 'T80.1'] } },
          { guard: 'intoEnemyOccupied', target: 'moving', actions: 'refuseEnemyOccupied', meta: { rules: ['O21.4'] } },
          { guard: 'costExceedsMps', target: 'moving', actions: 'refuseTooCostly', meta: { rules: ['O21.1'] } },
          { guard: 'trenchMove', target: 'entered', actions: 'enterHex', meta: { rules: ['O21.1', 'F105.2'] } },
          { guard: 'intoRoadHex', target: 'entered', actions: 'enterHex', meta: { rules: ['O21.1', 'T78.2', 'T93', 'T88.1'] } },
          { target: 'entered', actions: 'enterHex', meta: { rules: ['O21.1', 'T78.2', 'T84', 'T87', 'T97', 'T88.1', 'T92', 'T96'] } },
        ],
        EXIT: [
          // 7.2.1 costs 1 MP; a mover with less has already finished (moverCannotGoOn), so the cost is always met.
          { guard: 'offEnemyEdge', target: 'moving', actions: 'exitUnits', meta: { rules: ['7.2.1', '7.1', 'E58.1'] } },
          { target: 'moving', actions: 'refuseEdge', meta: { rules: ['O21.4', '7.2'] } },
        ],
        TRANSFER: [
          { guard: 'transferLegal', target: 'moving', actions: 'transferWeapon', meta: { rules: ['O21.1.1', '11.3', '11.2'] } },
          { target: 'moving', actions: 'refuseTransfer', meta: { rules: ['O21.1.1', '11.2'] } },
        ],
        STOP: { target: 'choosingMover', actions: 'finishMover', meta: { rules: ['O21.2'] } },
      },
    },
    // Just after the MP expenditure: Wire (F106.2), Mines (F103.1), then the inactive player's answers (O21.6).
    entered: {
      always: [
        { guard: 'wireStopsMover', target: 'entered', actions: 'stopForWire', meta: { rules: ['F106.2'] } },
        { guard: 'mineAttackPending', target: 'rollingMineAttack', actions: 'beginMineAttack', meta: { rules: ['F103', 'F103.1'] } },
        { guard: 'hiddenActionOpen', target: 'offeringHiddenAction', meta: { rules: ['A35.2', 'A35.5', 'O21.5', 'O21.6'] } },
        { guard: 'opFireClosed', target: 'moving', actions: 'clearEntered', meta: { rules: ['F105.2', 'A33.1'] } },
        { target: 'offeringOpFire', meta: { rules: ['O21.3', 'O21.5', 'A33.1'] } },
      ],
    },
    offeringHiddenAction: {
      on: {
        HIDDEN_MINES: { target: 'entered', actions: 'placeHiddenMines', meta: { rules: ['A35.2', 'F103'] } },
        HIDDEN_WIRE: { target: 'entered', actions: 'placeHiddenWire', meta: { rules: ['A35.5', 'F106.2'] } },
        NO_HIDDEN_ACTION: { target: 'entered', actions: 'passHiddenAction', meta: { rules: ['A35.2', 'A35.5'] } },
      },
    },
    // O21.3, A33.1: the inactive player may say "Wait!" and Op Fire into the hex just entered.
    offeringOpFire: {
      on: {
        GO_AHEAD: { target: 'moving', actions: 'clearEntered', meta: { rules: ['O21.3', 'O21.5', 'A33.1'] } },
      },
    },
    // F103.2: the mover's opponent makes the Mine Attack Roll (as a Fire Attack Roll, O20.3.3).
    rollingMineAttack: {
      on: { ROLL: { target: 'consideringMineReroll', actions: 'takeMineRoll', meta: { rules: ['F103.2', 'O20.3.3', '1.9'] } } },
    },
    consideringMineReroll: {
      on: {
        REROLL: { target: 'rollingMineAttack', actions: 'cancelMineRoll', meta: { rules: ['9.1'] } },
        KEEP_ROLL: [
          { guard: 'mineRollJammed', target: 'startingMineDefense', actions: 'keepMineRoll', meta: { rules: ['1.9.1.2', 'F103.2'] } },
          { guard: 'mineRollTriggersEvent', target: 'resolvingMineTrigger', actions: 'keepMineRoll', meta: { rules: ['1.9.1', '1.9.1.1'] } },
          { guard: 'mineRollTriggersSniper', target: 'resolvingMineTrigger', actions: 'keepMineRoll', meta: { rules: ['1.9.1', '1.9.1.3'] } },
          { guard: 'mineRollTriggersTime', target: 'resolvingMineTrigger', actions: 'keepMineRoll', meta: { rules: ['1.9.1', '1.9.1.4'] } },
          { target: 'startingMineDefense', actions: 'keepMineRoll', meta: { rules: ['F103.2', 'O20.3.3'] } },
        ],
      },
    },
    resolvingMineTrigger: {
      on: { RESOLVE_TRIGGER: { target: 'startingMineDefense', actions: 'applyMineTriggerEffects', meta: { rules: ['1.9.1'] } } },
    },
    // F103.2: "only the moving/advancing/retreating units in the hex need make a Fire Defense Roll"; Cover 0.
    startingMineDefense: {
      always: [
        { guard: 'minedUnitsGone', target: 'entered', actions: 'endMineAttack', meta: { rules: ['1.9.1'] } },
        { target: 'defenseChoosingUnit', actions: 'beginMineDefense', meta: { rules: ['F103.2', 'O20.3.4'] } },
      ],
    },
    ...defenseRollStates({ done: 'entered', onlyMovingUnitsRoll: true }),
    done: { type: 'final' },
    refused: { type: 'final' },
  },
});

export type { MoveContext, MoveEvent, MoveInput, MoveOutput, MoveSituation } from './types';
