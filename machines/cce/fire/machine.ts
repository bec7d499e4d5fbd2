/**
 * O20 Fire — Combat Commander: Europe v1.1. The chart only: the Order's own steps (announcing, activating)
 * and the Fire Attack states of ./attack-states.ts (ONE copy, also composed by Move for Op Fire, A33);
 * rule conditions in ./guards.ts, updates in ./actions.ts, FP arithmetic in ./firepower.ts, the Fire
 * Defense loop in ../fire-defense-states.ts.
 *
 * Covers: activation (O14.1, O20.1, 3.3.1.1, 11.1; Op Fire re-activation within one Move Order, A33.3);
 * who may fire what (3.2.3, 11.1, 11.4, 13.2, T89, T95, F106.3; a Bridge over a Stream is no Stream hex,
 * T78.1); the shot loop, one shot per piece (O20.3); Fire Groups (O20.3.1, O20.3.1.1, O20.3.1.2); FP with Command, Veteran, Suppressed, Wire
 * (3.3.1.2, 3.3.1.3, E44.1, 13.2, F106.1), height (T88.2) and the largest Hindrance (O20.3.2, 10.3.1,
 * 10.3.3, 10.3.4); the minimum FP of 1 (10.3.2.1); Ordnance range and Targeting (O20.2, O20.2.2,
 * O20.2.3), Smoke rounds (O20.2.1); the Fire Attack Roll (O20.3.3) with Jammed! (O20.3.3.1, 1.9.1.2),
 * Woods Airbursts (T99), one-use Weapons (11.6); the Fire Defense Rolls (O20.3.4, via the shared states);
 * triggers (1.9.1) and the Initiative re-roll (9.1, ../order-rolls.ts) on every roll; the Actions
 * Sustained Fire (A41), Hand Grenades (A34), Crossfire (A30), Bore Sighting (A27) and Marksmanship (A37)
 * on the shot; Concealment (A29), Hidden Entrenchments (A35.1) and Hidden Pillbox (A35.3) before a
 * Defense Roll, Light Wounds (A36) as a Squad would break (in the shared defense states; readings
 * cce.concealment-scope, cce.concealment-negative-cover).
 * Mode `op-fire` (input flag) is one Op Fire attack against a Moving target (A33): Ordnance may not
 * fire, the target hex must hold a Moving unit, units already Op-Fire-activated in this Move Order may
 * fire again, and the procedure ends after one attack (A33.3(3)); the Move machine composes the same
 * attack states (fireAttackStates({ mode: 'op-fire' })) per expenditure.
 *
 * Left out, and where it belongs: the Fire card and the one-Order frame (Turn machine, O14); the
 * contents of a Time! trigger on a Defense Roll, and of any trigger when the situation does not describe the game
 * (their effects arrive in RESOLVE_TRIGGER; with `game`, an Event! or Sniper! on a Targeting, Fire Attack or
 * Fire Defense Roll is resolved by the nested Event and Sniper charts, from the deck of the player who made the
 * roll: the firing player, or the defending unit's owner, 1.9.1.1, 1.9.1.3; a Time! on a Targeting or Fire
 * Attack Roll runs the nested Time advance, as does a reveal that took the last card of a draw pile, 6.1.2: an
 * advance that ends the game ends the Order, `game-over`); the Smoke marker's
 * value (drawn by the caller, T94); A36's "the new Team's activation status for the Turn matches that of the
 * Squad it replaced" (the Turn frame keeps activation status; Fire reports the replacement); the Melee
 * check at the end of the Order (O16.4).
 *
 * A24.2 Timing, moot here: "If both players wish to perform one or more Actions (including Op Fire) at the
 * same time, the inactive player must perform all of his Actions before the active player may play his
 * first one." This machine never offers both players an Action at the same moment: on the shot
 * (playingActions, "just prior to" the Fire Attack Roll) only the firing player may play (A24.1 guard:
 * A27, A30, A34, A37, A40, A41 are all his), and in the Defense Roll loop only the owner of the unit about
 * to roll (A29, A35.1, A35.3 "just prior to ... making a Defense Roll"; A36 "at the instant that a
 * friendly Squad ... would break"). So there is no order to enforce. The moment where it does bite, the
 * Move Order's window after each expenditure (the inactive player's Op Fire first), is the Move machine's
 * (machines/cce/move/machine.ts, A24.2 on its transitions).
 * A24.3 Activation, modelled on PLAY_ACTION: "With the sole exception of Op Fire [A33], Actions that affect
 * units do not activate those units like an Order would. Conversely, a unit that has already been
 * activated by an Order/Op Fire Action can be the target of any number of (non-Op Fire) Actions." Playing
 * an Action changes no activation (only ACTIVATE and, for Op Fire, startFireAttack set `activated`), and
 * the shot's Actions are played on activated pieces, any number of them (A24.1: cumulative).
 */
import { gameGiven, projectGame, timeHostImplementations, triggerChartImplementations } from '../event/host';
import { CCE_TRIGGER_CHARTS } from '../order-rolls';
import { newEventRun } from '../event/kit';
import { setup } from 'xstate';
import { checkStatedLos, losReadingsOf } from '../los';
import type { CceRuleId } from '../rule-ids';
import { NO_DEFENSE } from '../fire-defense-states';
import { unitStatus } from '../effects';
import { opponentOf, type Player } from '../units';
import { assign } from 'xstate';
import { fireUpdates } from './actions';
import { fireAttackImplementations, fireAttackStates, sameContextAdapter, startFireAttack, WHO_MAY_FIRE } from './attack-states';
import { fireGuards } from './guards';
import type { FireContext, FireEvent, FireInput, FireOutput } from './types';
import { CCE_FIRE, type FireEdition } from './edition';

type Meta = { rules: CceRuleId[] };
const attack = fireAttackImplementations<FireContext, FireEvent>(sameContextAdapter<FireContext>());
/** The Order's own steps (announcing and activating); every other name is the attack's. */
const orderGuards = { noActivationPossible: fireGuards.noActivationPossible, activationLegal: fireGuards.activationLegal, scoutActivationLegal: fireGuards.scoutActivationLegal };
const orderActions = {
  refuseOrder: assign<FireContext, FireEvent, undefined, FireEvent, never>(({ context, event }) => fireUpdates.refuseOrder(context, event)),
  activatePieces: assign<FireContext, FireEvent, undefined, FireEvent, never>(({ context, event }) => fireUpdates.activatePieces(context, event)),
};

export function projectFire(c: FireContext): FireOutput {
  const present = new Set(c.situation.units.map((u) => u.id));
  const vp: Record<Player, number> = { axis: 0, allied: 0 };
  const owners = new Map(c.initialUnits.map((u) => [u.id, u.owner]));
  // 7.1: the opponent gains an eliminated unit's VP; A36: Light Wounds loses its owner 1 VP (as Melee reports it).
  for (const r of c.defense.log) {
    if (r.result === 'eliminated') vp[opponentOf(owners.get(r.unit)!)] += r.vp ?? 0;
    if (r.result === 'wounded') vp[owners.get(r.unit)!] -= r.vp ?? 0;
  }
  const wounded = new Set(c.defense.log.filter((r) => r.result === 'wounded').map((r) => r.unit));
  const eliminated = c.initialUnits.filter((u) => !present.has(u.id) && !wounded.has(u.id));
  const weaponsEliminated = c.shots.flatMap((s) => s.weaponsEliminated);
  return {
    result: c.refused ? 'refused' : c.frame?.ended ? 'game-over' : 'completed',
    player: c.player,
    initiative: c.initiative,
    activated: c.activated,
    shots: c.shots,
    defense: c.defense.log,
    vp,
    eliminated: eliminated.map((u) => u.id),
    units: c.situation.units.map(unitStatus),
    weapons: c.situation.units.filter((u) => u.weapon).map((u) => ({ id: u.weapon!.id, unit: u.id, broken: u.weapon!.broken })),
    // 4.2: an eliminated unit's Weapon goes to the Weapon box with the Weapons eliminated outright (11.4, 11.6).
    weaponsEliminated: [...weaponsEliminated, ...eliminated.filter((u) => u.weapon && !weaponsEliminated.includes(u.weapon)).map((u) => u.weapon!)].sort(),
    smokePlaced: c.smokePlaced,
    ...(c.frame ? { events: c.events, timeAdvances: c.timeAdvances ?? [], game: projectGame(c) } : {}),
  };
}

/**
 * The O20 chart for an edition (./edition.ts): CC:E's is `fireMachine`; another edition's (CC:P O27,
 * machines/ccp/fire.ts) takes its variant at the named points and keeps its edition in the context.
 */
const activation = { guard: 'activationLegal', target: 'choosingShot', actions: 'activatePieces', meta: { rules: ['O14.1', '3.3.1.1', 'O20.1', '3.1.2', ...WHO_MAY_FIRE] as CceRuleId[] } } as const;

export const fireMachineFor = (edition: FireEdition) => {
// The edition's nested Event, Sniper and Time advance charts (edition.triggerCharts; CC:E's with `game`), or none.
const charts = edition.triggerCharts ?? (edition.game ? CCE_TRIGGER_CHARTS : undefined);
const nested = charts ? triggerChartImplementations(charts) : { guards: {}, actions: {} };
// O20.3.3, O20.2.3: the firing player makes the rolls, so a Time! on one is his to trigger (1.9.1.4, 6.1.2).
const time = timeHostImplementations<FireContext>((c) => c.player, '', (charts ?? CCE_TRIGGER_CHARTS).timeAdvance);
return setup({
  types: {
    input: {} as FireInput,
    context: {} as FireContext,
    events: {} as FireEvent,
    output: {} as FireOutput,
    transitionMeta: {} as Meta,
  },
  guards: { ...orderGuards, ...attack.guards, ...(nested.guards as Record<string, never>), ...(time.guards as unknown as Record<string, never>), gameGiven: gameGiven as never },
  actions: {
    ...orderActions,
    ...attack.actions,
    // The nested charts' start actions are the attack's (the firing player's card; on a Defense Roll, its owner's).
    ...(nested.actions as Record<string, never>),
    ...(time.actions as unknown as Record<string, never>),
  },
}).createMachine({
  id: 'fire',
  context: ({ input }) => {
    const s = input.situation;
    const readings = edition.readingsOf ? edition.readingsOf(input.readings) : input.readings;
    checkStatedLos(s.map, s.los, readings, 'input.los', edition.terrainLos); // issue 18: stated LOS must agree with a complete map
    return {
      ruleset: input.ruleset,
      readings,
      initiative: s.initiative,
      defender: s.defender,
      situation: { units: s.units, map: s.map, los: s.los, losReadings: losReadingsOf(readings), ...(s.night ? { night: s.night } : {}), ...(s.caves ? { caves: s.caves } : {}), ...(s.caveSites ? { caveSites: s.caveSites } : {}), ...(edition.terrainLos ? { terrainLos: edition.terrainLos } : {}), ...(edition.waterBarrier ? { waterBarrier: edition.waterBarrier } : {}) },
      // The attack slice starts empty: the units are activated by ACTIVATE (O20.1), not at the start.
      ...startFireAttack({ player: s.player, mode: s.mode, situation: s, units: [], moving: s.moving, entering: s.entering, activatedThisTurn: s.activatedThisTurn }),
      opFireActivated: s.opFireActivated,
      defense: NO_DEFENSE,
      ...(s.objectives ? { objectives: s.objectives } : {}),
      ...(s.pillboxInPlay !== undefined ? { pillboxInPlay: s.pillboxInPlay } : {}),
      ...(s.lightWoundsTeams ? { lightWoundsTeams: s.lightWoundsTeams } : {}),
      refused: false,
      frame: s.game ?? null,
      ev: newEventRun(s.player),
      events: [],
      initialUnits: s.units.map((u) => ({ id: u.id, owner: u.owner, weapon: u.weapon?.id })),
      ...(edition === CCE_FIRE ? {} : { edition }),
    };
  },
  initial: 'announcing',
  output: ({ context }) => projectFire(context),
  states: {
    // O20.1: the Order needs a piece, not yet activated this Turn, with an enemy unit in LOS and Range.
    announcing: {
      always: [
        { guard: 'noActivationPossible', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O20.1', 'O14.1', '3.1.2', ...WHO_MAY_FIRE] } },
        { target: 'activating', meta: { rules: ['O20.1'] } },
      ],
    },
    // O14.1, 3.3.1.1: one unit, or a Leader and non-Leaders in its Command radius; their Weapons with them (11.1).
    // O20.1's "enemy unit within both its LOS and Range" counts only a piece that may fire (WHO_MAY_FIRE).
    // CC:P (edition.scouts): first, a Scout's activation of units possessing mortars anywhere on the map (O27.1.3, 3.3.3 b).
    activating: {
      on: {
        ACTIVATE: edition.scouts
          ? [{ guard: 'scoutActivationLegal', target: 'choosingShot', actions: 'activatePieces', meta: { rules: ['O14.1', '11.1'], plus: ['O27.1.3', '3.3.3'] } as Meta }, activation]
          : activation,
      },
    },
    // O20.2-O20.3.4: the shots, from choosingShot back to it, and the Defense Roll loop: ./attack-states.ts (ONE copy, Op Fire's too).
    // CC:P A43.4, A43.5 (edition.hiddenFortification): offered before each Defense Roll of the Order's Fire Attacks too (CC:E: absent).
    // CC:P A40 (edition.explosiveCharge): Explosive Charge after each of the Order's Fire Attack rolls, before its Defense Rolls (CC:E: absent).
    ...fireAttackStates({ done: 'done', mode: 'order', explosiveCharge: true, hiddenPillbox: edition.game, lightWounds: edition.game || edition.lightWounds === true, events: charts !== undefined, ...(charts ? { gameOver: 'gameOver' } : {}), ...(edition.triggerCharts ? { charts: edition.triggerCharts } : {}), ...(edition === CCE_FIRE ? {} : { edition }), ...(edition.hiddenFortification ? { hiddenFortifications: true } : {}), ...(edition.hiddenCave ? { hiddenCave: true } : {}) }),
    done: { type: 'final' },
    refused: { type: 'final' },
    // 6.3: the game ended in a Time advance inside the Order (6.2.2, 7.3.2): the roll's result is never applied.
    ...(charts ? { gameOver: { type: 'final' as const } } : {}),
  },
});
};

export const fireMachine = fireMachineFor(CCE_FIRE);

export type { FireContext, FireEvent, FireInput, FireOutput, FireSituation } from './types';
