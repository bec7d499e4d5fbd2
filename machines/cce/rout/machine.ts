/**
 * O23 Rout — Combat Commander: Europe v1.1.
 *
 * Covers: O23.1 (the active player activates himself or his opponent, a player with a broken unit not
 * yet activated for Recover or Rout this Turn; the units are not activated), O23.2 (the active player
 * makes one Rout Roll per unit of the chosen player broken when the Order was announced, in the order
 * he chooses; units broken during the Order do not roll; roll < current Morale: no effect; = :
 * Suppressed, 13.1; > : Retreat the difference), O23.3 (the owner Retreats his own units, each hex
 * entered closer to his friendly board edge — reading cce.retreat-closer-measure; a unit already
 * adjacent to that edge is eliminated; where several hexes qualify the owner chooses, CHOOSE_HEX),
 * O23.3.1 (no Move costs), O23.3.2 (no Op Fire: nothing to model, no Action window is offered),
 * O23.3.3 (Wire entered and left freely), O23.3.4 with F103 (Mines attack on leaving and on entering:
 * 6 FP or the scenario's Minefield FP + the opponent's roll; only the Retreating unit defends, Cover 0,
 * through the shared Fire Defense states of ../fire-defense-states.ts; a tie per reading
 * cce.retreating-tie-breaks; A36 Light Wounds when the Retreating Squad would break on that roll, with the
 * situation's `lightWoundsTeams`: the Team is placed where the Squad was and its Retreat ends,
 * cce.argued.light-wounds-retreat), O23.3.5 (eliminated off the friendly edge, into an enemy-occupied hex,
 * across a Cliff, into an impassable hex: Blaze T79, Water Barrier T98 — "forced" per reading
 * cce.retreat-forced-elimination), eliminations placed on the Casualty Track with VPs to the opponent
 * (4.2, 7.1; 7.2.2: a Weapon goes unbroken to the Weapon box after an Involuntary Exit) and the Game End
 * by Surrender (6.3). Die triggers (1.9.1: resolved before the result; the result is locked in per
 * reading cce.trigger-locks-result, so a unit rallied by Medic! still Retreats, unbroken) and the
 * Initiative re-roll (9.1) act on Rout Rolls and on Mine Attack and Defense Rolls; with the game around
 * the Order described (`game`, ../event/host.ts), an Event! or Sniper! on any of them is resolved by the
 * nested Event and Sniper charts, from the deck of the player who made the roll (1.9.1.1, 1.9.1.3): the
 * active player's for a Rout Roll, the Retreating units' owner's opponent for a Mine Attack Roll (F103.2),
 * the owner's for a Defense Roll (O20.3.4).
 *
 * With the game around the Order described (`game`), Event!, Sniper! and Time! on a Rout Roll or a Mine
 * Attack Roll run by the rules before its result (../order-rolls.ts, ../event/host.ts): the nested Event
 * and Sniper charts, the roller revealing, and the nested Time advance of ../time-advance.ts, triggered by
 * the roller (1.9.1.4) or, after an Event or Sniper whose reveal took the last card of a draw pile, by that
 * pile's owner (6.1.2); an advance that ends the game ends the Order (`game-over`).
 *
 * Left out, and where it belongs: giving the Order from a card (the Turn machine, O14/5); the contents
 * of a triggered Time! on a Mines Defense Roll, and of any trigger without `game` (effects arrive in RESOLVE_TRIGGER; VPs for units a trigger
 * eliminates are the Event/Turn machines'); the Melee check at the end of the Order (O16.4; a Retreat
 * itself never makes a Melee: entering an enemy-occupied hex eliminates); stacking (8.2, at the end of
 * the Turn); the game end by a player's last unit on the map eliminated (6.3 way 2: ../game-end.ts, whose
 * situation a caller builds from this output's `eliminated` and `units`). Heroes on the Casualty Track are not placed (4.2) but
 * otherwise as any Leader. 7.2.2's lost Veteran and Suppressed markers: a Casualty record carries no
 * unit status (../casualties.ts). A unit eliminated off the edge or by O23.3.5 makes no Mine Attack on
 * leaving its hex ("immediately eliminated").
 *
 * Shared with Recover: the one-roll-per-broken-unit bookkeeping (../unit-rolls.ts) and the 9.1 / 1.9.1
 * states after the Rout Roll and after the Mine Attack Roll (../order-rolls.ts rerollStates).
 *
 * Files: this chart; ./guards.ts and ./actions.ts (named, calling ./logic.ts for the rule arithmetic);
 * ./types.ts. Mines use ../fire-defense-states.ts as is; eliminations ../casualties.ts.
 */
import { opponentOf } from '../units';
import { setup } from 'xstate';
import type { CceRuleId } from '../rule-ids';
import { defenseImplementations, defenseRollStates, NO_DEFENSE } from '../fire-defense-states';
import { rerollStates, timeByTheRules, triggersByTheRules } from '../order-rolls';
import { EVENT_ACTIONS, EVENT_GUARDS } from '../event/index';
import { eventHostActions, gameGiven, timeHostImplementations } from '../event/host';
import { newEventRun } from '../event/kit';
import { routActions } from './actions';
import { routGuards } from './guards';
import { projectRout } from './logic';
import type { RoutContext, RoutEvent, RoutInput, RoutOutput } from './types';

type Meta = { rules: CceRuleId[] };

const defense = defenseImplementations<RoutContext, RoutEvent>();
// 1.9.1.4, 6.1.2: the roller triggers the Time advance of a Time! — the active player on a Rout Roll (O23.2),
// the opponent of the Retreating units' owner on a Mine Attack Roll (F103.2).
const time = timeHostImplementations<RoutContext>((c) => c.player);
const mineTime = timeHostImplementations<RoutContext>((c) => opponentOf(c.chosen), 'mine');

export const routMachine = setup({
  types: {
    input: {} as RoutInput,
    context: {} as RoutContext,
    events: {} as RoutEvent,
    output: {} as RoutOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    ...defense.guards,
    ...routGuards,
    ...(EVENT_GUARDS as Record<string, never>),
    ...(time.guards as unknown as Record<string, never>),
    gameGiven: gameGiven as never,
  },
  actions: {
    ...defense.actions,
    ...routActions,
    ...(EVENT_ACTIONS as Record<string, never>),
    // O23.2: the active player makes the Rout Rolls, so an Event! is his to reveal (1.9.1.1).
    ...(eventHostActions<RoutContext>((c) => c.player) as unknown as Record<string, never>),
    // F103.2: the Mine Attack Roll is the opponent's of the Retreating units' owner.
    ...(eventHostActions<RoutContext>((c) => opponentOf(c.chosen), 'mine') as unknown as Record<string, never>),
    ...(time.actions as unknown as Record<string, never>),
    ...(mineTime.actions as unknown as Record<string, never>),
  },
}).createMachine({
  id: 'rout',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: input.readings,
    player: input.situation.player,
    chosen: input.situation.chosen,
    initiative: input.situation.initiative,
    activated: input.situation.activated,
    situation: { units: input.situation.units, map: input.situation.map },
    minesFp: input.situation.minesFp,
    casualtyTrack: input.situation.casualtyTrack,
    initialUnits: Object.fromEntries(input.situation.units.map((u) => [u.id, u])),
    toRoll: [],
    skipped: [],
    current: null,
    roll: null,
    rolls: [],
    retreat: null,
    retreats: [],
    mineRoll: null,
    mineAttacks: [],
    casualties: [],
    surrendered: null,
    refused: false,
    defense: NO_DEFENSE,
    ...(input.situation.lightWoundsTeams ? { lightWoundsTeams: input.situation.lightWoundsTeams } : {}),
    frame: input.situation.game ?? null,
    ev: newEventRun(input.situation.player),
    events: [],
  }),
  initial: 'announcing',
  output: ({ context }) => projectRout(context),
  states: {
    // O23.1: himself or his opponent, with a broken unit, not yet activated for Recover/Rout this Turn.
    announcing: {
      always: [
        { guard: 'chosenMayBeActivated', target: 'choosingUnit', actions: 'activatePlayer', meta: { rules: ['O23.1', 'O23.2'] } },
        { target: 'refused', actions: 'refuseOrder', meta: { rules: ['O23.1'] } },
      ],
    },
    // O23.2: the active player picks which unit broken at the announcement is rolled for next.
    choosingUnit: {
      always: { guard: 'noUnitLeftToRoll', target: 'done', actions: 'skipRemainingUnits', meta: { rules: ['O23.2'] } },
      on: {
        CHOOSE_UNIT: { guard: 'unitMayRoll', target: 'rollingRout', actions: 'selectUnit', meta: { rules: ['O23.2'] } },
      },
    },
    rollingRout: {
      on: {
        ROLL: { target: 'consideringReroll', actions: 'lockInResult', meta: { rules: ['O23.2', '1.9'] } },
      },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! means nothing on a Rout Roll): ../order-rolls.ts.
    ...rerollStates({
      rolling: 'rollingRout',
      considering: 'consideringReroll',
      resolving: 'resolvingTrigger',
      applying: 'applyingRoll',
      guards: 'roll',
      cancel: 'cancelRoll',
      applyTrigger: 'applyTriggerEffects',
      ...triggersByTheRules(),
      ...timeByTheRules('gameOver'),
    }),
    // O23.2: the three effects; 1.9.1: a result locked in before the trigger still applies (albeit unbroken).
    applyingRoll: {
      always: [
        { guard: 'rolledUnitGone', target: 'choosingUnit', actions: 'noteUnitGone', meta: { rules: ['1.9.1'] } },
        { guard: 'resultIsRetreat', target: 'retreating', actions: 'startRetreat', meta: { rules: ['O23.2', 'O23.3'] } },
        { guard: 'resultIsSuppress', target: 'choosingUnit', actions: 'suppressUnit', meta: { rules: ['O23.2', '13.1', '8.1.1'] } },
        { target: 'choosingUnit', actions: 'noteNoEffect', meta: { rules: ['O23.2'] } },
      ],
    },
    // O23.3: one hex at a time, the owner choosing; adjacent to his friendly edge he Retreats off the map.
    retreating: {
      always: [
        { guard: 'retreatComplete', target: 'choosingUnit', actions: 'endRetreat', meta: { rules: ['O23.3'] } },
        {
          guard: 'adjacentToFriendlyEdge',
          target: 'placingCasualty',
          actions: { type: 'eliminateRetreatingUnit', params: { cause: 'retreated-off-edge' } },
          meta: { rules: ['O23.3', 'O23.3.5', '7.2.2'] },
        },
        { target: 'choosingRetreatHex', meta: { rules: ['O23.3'] } },
      ],
    },
    // O23.3 (and reading cce.retreat-forced-elimination): the owner — not the active player — picks the hex.
    choosingRetreatHex: {
      on: {
        CHOOSE_HEX: { guard: 'hexIsRetreatOption', target: 'leavingHex', actions: 'chooseHex', meta: { rules: ['O23.3'] } },
      },
    },
    // O23.3.4, F103.1: Mines attack a unit about to leave their hex; O23.3.3: Wire does not hold it.
    leavingHex: {
      always: [
        { guard: 'leavingMinedHex', target: 'mineAttackRolling', actions: { type: 'startMineAttack', params: { when: 'leaving' } }, meta: { rules: ['O23.3.4', 'F103.1'] } },
        { target: 'enteringHex', meta: { rules: ['O23.3'] } },
      ],
    },
    // O23.3.5: the ways a Retreat eliminates; then Mines on entering, Wire, or an ordinary step (O23.3.1: no Move costs).
    enteringHex: {
      always: [
        { guard: 'enteringAcrossCliff', target: 'placingCasualty', actions: { type: 'eliminateRetreatingUnit', params: { cause: 'cliff' } }, meta: { rules: ['O23.3.5', 'T83'] } },
        { guard: 'enteringEnemyHex', target: 'placingCasualty', actions: { type: 'eliminateRetreatingUnit', params: { cause: 'enemy-hex' } }, meta: { rules: ['O23.3.5'] } },
        { guard: 'enteringBlaze', target: 'placingCasualty', actions: { type: 'eliminateRetreatingUnit', params: { cause: 'blaze' } }, meta: { rules: ['O23.3.5', 'T79'] } },
        { guard: 'enteringWaterBarrier', target: 'placingCasualty', actions: { type: 'eliminateRetreatingUnit', params: { cause: 'water-barrier' } }, meta: { rules: ['O23.3.5', 'T98'] } },
        { guard: 'enteringImpassableHex', target: 'placingCasualty', actions: { type: 'eliminateRetreatingUnit', params: { cause: 'impassable' } }, meta: { rules: ['O23.3.5'] } },
        { guard: 'enteringMinedHex', target: 'mineAttackRolling', actions: ['moveUnit', { type: 'startMineAttack', params: { when: 'entering' } }], meta: { rules: ['O23.3.4', 'F103.1'] } },
        { guard: 'enteringWire', target: 'retreating', actions: 'moveUnit', meta: { rules: ['O23.3', 'O23.3.3'] } },
        // O23.3.2: no Op Fire window opens on entering the hex (the Move procedure's A33 window is not offered).
        { target: 'retreating', actions: 'moveUnit', meta: { rules: ['O23.3', 'O23.3.1', 'O23.3.2'] } },
      ],
    },
    // F103.2: the opponent of the unit's owner makes the Mine Attack Roll: Attack Total = Mines FP + roll.
    mineAttackRolling: {
      on: {
        ROLL: { target: 'mineAttackConsideringReroll', actions: 'lockMineAttack', meta: { rules: ['F103.2', 'O20.3.3', '1.9'] } },
      },
    },
    // 9.1, 1.9.1 on the Mine Attack Roll (1.9.1.2: Jammed! means nothing: Mines have no Weapon to break): ../order-rolls.ts.
    ...rerollStates({
      rolling: 'mineAttackRolling',
      considering: 'mineAttackConsideringReroll',
      resolving: 'mineAttackResolvingTrigger',
      applying: 'startingMineDefense',
      guards: 'mineRoll',
      cancel: 'cancelMineAttack',
      applyTrigger: 'applyTriggerEffects',
      jammed: { rules: ['1.9.1.2', 'F103.2'] },
      ...triggersByTheRules('mineAttack', 'mine'),
      ...timeByTheRules('gameOver', 'mineAttack', 'mine'),
    }),
    // F103.2: only the Retreating unit defends, with Cover 0 (O20.3.4 through the shared Defense states).
    startingMineDefense: {
      always: [
        { guard: 'retreatingUnitGone', target: 'mineAttackDone', actions: 'noteMineAttackVoid', meta: { rules: ['1.9.1'] } },
        { target: 'defenseChoosingUnit', actions: 'beginMineDefense', meta: { rules: ['F103.2', 'O20.3.4'] } },
      ],
    },
    // F103.2 through the shared Defense states; A29 Concealment may be played (it lowers the Attack by the
    // Cover, 0 here); A35.1 never can: the Mines hex already holds a Fortification.
    // 1.9.1.1, 1.9.1.3: with `game`, an Event! or Sniper! on the Defense Roll reveals the card of its owner.
    // A36: Light Wounds when the Retreating Squad would break (3.2; broken, be eliminated, 3.2.4) on it, with the
    // situation's `lightWoundsTeams`: the Team is placed in the hex the Squad was taken from and its Retreat ends there
    // (cce.argued.light-wounds-retreat: a Retreat is the Rout Roll's result for the unit rolled for, not an activation).
    ...defenseRollStates({ done: 'mineAttackDone', withoutHiddenEntrenchments: true, events: true, lightWounds: true }),
    // F103.2: "An unbroken unit that becomes broken [3.2] while leaving a Mined hex is still placed in the hex it was entering."
    mineAttackDone: {
      always: [
        { guard: 'minesEliminatedUnit', target: 'placingCasualty', actions: 'placeMinesCasualty', meta: { rules: ['F103.2', '3.2.4', '4.2', '7.1'] } },
        { guard: 'retreatingUnitGone', target: 'choosingUnit', actions: 'endRetreat', meta: { rules: ['1.9.1'] } },
        { guard: 'mineAttackWasOnLeaving', target: 'enteringHex', meta: { rules: ['F103.2', 'O23.3.4'] } },
        { target: 'retreating', meta: { rules: ['O23.3.4'] } },
      ],
    },
    // 4.2, 6.3: a unit placed on its owner's Surrender marker's space ends the game.
    placingCasualty: {
      always: [
        { guard: 'playerSurrenders', target: 'surrendered', actions: 'noteSurrender', meta: { rules: ['6.3', '4.2'] } },
        { target: 'choosingUnit', actions: 'endRetreat', meta: { rules: ['4.2', '7.1'] } },
      ],
    },
    done: { type: 'final' },
    refused: { type: 'final' },
    surrendered: { type: 'final' },
    // 6.3: the game ended in a Time advance inside the Order (6.2.2, 7.3.2): the roll's result is never applied.
    gameOver: { type: 'final', entry: 'noteGameOver' },
  },
});

export type { RoutContext, RoutEvent, RoutInput, RoutOutput } from './types';
