/**
 * O22 Recover — Combat Commander: Europe v1.1.
 *
 * Covers: O22.1 (who may be activated; the player, not his units), O22.2 (all friendly Suppressed
 * markers removed first, 13.3; then one Rally Roll per unit broken when the Order was announced, in the
 * order the player chooses; units broken during the Order do not roll), O22.3 (roll < current Morale:
 * Rally, 3.2.5; = : Suppressed, 13.1, and still broken; > : no effect), current Morale as computed in
 * ./units.ts (so a Leader that rallies first helps the units rolled after it), die triggers (1.9.1: the
 * trigger is resolved before the roll's result is applied; 1.9.1.2: Jammed! means nothing on a Rally
 * Roll) and the Initiative re-roll (9.1: the holder may cancel the last roll before anything is applied,
 * and the Initiative card passes to his opponent).
 *
 * With the game around the Order described (`game`), the triggers run by the rules between the roll and
 * its result (order-rolls.ts, event/host.ts): Event! and Sniper! nest the Event and Sniper charts, the
 * active player revealing (1.9.1.1, 1.9.1.3); Time! nests the Time advance of time-advance.ts, triggered by
 * him (1.9.1.4, 6.1.2), and so does an Event's or Sniper's reveal that took the last card of a draw pile
 * (6.1.2, triggered by that pile's owner), after the Event; a Time advance that ends the game ends the
 * Order (`game-over`, the Rally Roll's result not applied).
 *
 * Left out, and where it belongs: giving the Order from a card and the one-Order-at-a-time frame (the
 * Turn machine, O14/5); the contents of a trigger when the situation does not describe the game around
 * the Order (then an abstract step whose effects on units arrive in the RESOLVE_TRIGGER event);
 * VP for units eliminated by a trigger (7.1, counted by the Turn/Event machines); the Melee check at the
 * end of the Order (O16.4, the Melee machine).
 */
import { assign, setup } from 'xstate';
import type { Roll, Trigger } from '../core/dice';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { CceRuleId } from './rule-ids';
import { hasUnitToRecover, type Player, type Situation, type Unit } from './units';
import { type UnitEffect, unitStatus, type UnitStatus } from './effects';
import { rerollStates, timeByTheRules, triggersByTheRules, triggerGuards } from './order-rolls';
import { EVENT_ACTIONS, EVENT_GUARDS } from './event/index';
import { eventHostActions, gameGiven, projectGame, timeHostImplementations, type EventHostContext, type EventRecord } from './event/host';
import type { TimeAdvanceRecord } from './time-advance';
import { newEventRun } from './event/kit';
import type { FrameOutput, FrameState } from './frame';
import { lessThan, type Derivation } from '../core/derivation';
import {
  applyTriggerEffects,
  brokenUnitsOf,
  cancelRoll,
  chooseUnit,
  finishRoll,
  lockRoll,
  mayStillRoll,
  moraleOf,
  outcomeAfterTrigger,
  skipRemaining,
  unitById,
  withUnit,
  type UnitRollRecord,
} from './unit-rolls';

// ---------------------------------------------------------------------------------------------- types

export interface RecoverSituation extends Situation {
  /** The player announcing the Recover Order (the active player, O14.1). */
  player: Player;
  /** Who holds the Initiative card (9). */
  initiative: Player;
  /** Players already activated this Turn for a Recover or a Rout Order (O22.1, O23.1). */
  activated: { recover: Player[]; rout: Player[] };
  /** The game around the Order (event/host.ts): with it, an Event! or Sniper! on a Rally Roll is resolved by the rules. */
  game?: FrameState | null;
}

export type RecoverInput = MachineInput<RecoverSituation>;

/**
 * What a Rally Roll did. `canceled`: cancelled by the Initiative holder (9.1); `unit-gone`: eliminated by
 * the trigger; `game-over`: the game ended in the Time advance before its result was applied (6.3).
 */
export type RallyResult = 'rallied' | 'suppressed' | 'no-effect' | 'canceled' | 'unit-gone' | 'game-over';

/** A Rally Roll: its dice, trigger, the unit's current Morale then, and what it did (./unit-rolls.ts). */
export type RallyRollRecord = UnitRollRecord<RallyResult>;

export interface RecoverContext extends EventHostContext {
  ruleset: string;
  readings: Readings;
  player: Player;
  initiative: Player;
  activated: { recover: Player[]; rout: Player[] };
  situation: Situation;
  /** O22.2: the units broken when the Order was announced that have not rolled yet. */
  toRoll: string[];
  /** Units broken at the announcement that never rolled (eliminated, or rallied by a trigger first). */
  skipped: string[];
  suppressionRemoved: string[];
  current: string | null;
  roll: (Roll & { morale: number; moraleDerivation: Derivation; locked: RallyResult }) | null;
  rolls: RallyRollRecord[];
  refused: boolean;
  /** Ids of the units in play at the start, to report which were eliminated. */
  initialUnits: string[];
}

export type RecoverEvent =
  | { type: 'CHOOSE_UNIT'; unit: string }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'RESOLVE_TRIGGER'; effects: UnitEffect[] };

export interface RecoverOutput {
  /** game-over: a Time advance inside the Order ended the game (6.2.2, 7.3.2, 6.3; with `game` only). */
  result: 'completed' | 'refused' | 'game-over';
  player: Player;
  initiative: Player;
  activated: { recover: Player[]; rout: Player[] };
  suppressionRemoved: string[];
  rolls: RallyRollRecord[];
  skipped: string[];
  units: UnitStatus[];
  eliminated: string[];
  /** With `game` only: the Events and Snipers resolved during the Order (1.9.1.1, 1.9.1.3) and the game after them. */
  events?: EventRecord[];
  /** With `game` only: the Time advances run during the Order (1.9.1.4, 6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
  game?: FrameOutput | null;
}

// ------------------------------------------------------------------------------------ rule arithmetic

/** O22.3: the three outcomes of a Rally Roll against a Morale (the first bullet's threshold per reading). */
export function rallyOutcome(roll: number, morale: number, printedMorale: number, firstBullet: string): 'rallied' | 'suppressed' | 'no-effect' {
  const rallyThreshold = firstBullet === 'printed' ? printedMorale : morale;
  if (lessThan(roll, rallyThreshold, 'O22.3')) return 'rallied';
  if (roll === morale) return 'suppressed';
  return 'no-effect';
}

function outcomeNow(c: RecoverContext, u: Unit, roll: number): 'rallied' | 'suppressed' | 'no-effect' {
  return rallyOutcome(roll, moraleOf(c, u), u.sides.broken.morale, c.readings['cce.rally-first-bullet-morale']);
}

/** The result to apply after any trigger: locked in at the roll (1.9.1) or recomputed, per reading (./unit-rolls.ts). */
const resultToApply = (c: RecoverContext): RallyResult => outcomeAfterTrigger(c, (u, sum) => outcomeNow(c, u, sum));

/** O22.2 / reading cce.recover-unit-rallied-before-its-roll: may this unit still make its Rally Roll? */
const mayRoll = (c: RecoverContext, id: string): boolean => mayStillRoll(c, id, 'cce.recover-unit-rallied-before-its-roll');

export function projectRecover(c: RecoverContext): RecoverOutput {
  const present = new Set(c.situation.units.map((u) => u.id));
  const out: RecoverOutput = {
    result: c.refused ? 'refused' : c.frame?.ended ? 'game-over' : 'completed',
    player: c.player,
    initiative: c.initiative,
    activated: c.activated,
    suppressionRemoved: c.suppressionRemoved,
    rolls: c.rolls,
    skipped: c.skipped,
    units: c.situation.units.map(unitStatus),
    eliminated: c.initialUnits.filter((id) => !present.has(id)),
  };
  if (c.frame) Object.assign(out, { events: c.events, timeAdvances: c.timeAdvances ?? [], game: projectGame(c) });
  return out;
}

// -------------------------------------------------------------------------------------------- machine

type Meta = { rules: CceRuleId[] };

// O22.3: the active player makes the Rally Rolls, so a Time! on one is his to trigger (1.9.1.4, 6.1.2).
const time = timeHostImplementations<RecoverContext>((c) => c.player);

export const recoverMachine = setup({
  types: {
    input: {} as RecoverInput,
    context: {} as RecoverContext,
    events: {} as RecoverEvent,
    output: {} as RecoverOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    /** O22.1: at least one broken and/or Suppressed unit, and not yet activated for Recover or Rout this Turn. */
    playerMayRecover: ({ context: c }) =>
      hasUnitToRecover(c.situation, c.player) &&
      !c.activated.recover.includes(c.player) &&
      !c.activated.rout.includes(c.player),
    noUnitLeftToRoll: ({ context: c }) => !c.toRoll.some((id) => mayRoll(c, id)),
    unitMayRoll: ({ context: c, event }) => event.type === 'CHOOSE_UNIT' && c.toRoll.includes(event.unit) && mayRoll(c, event.unit),
    /** 1.9.1.2: Jammed! is a trigger only on Fire Attack Rolls. */
    ...triggerGuards('roll', (c: RecoverContext) => c.roll?.trigger),
    rolledUnitGone: ({ context: c }) => unitById(c, c.current) === undefined,
    resultIsRally: ({ context: c }) => resultToApply(c) === 'rallied',
    resultIsSuppress: ({ context: c }) => resultToApply(c) === 'suppressed',
    ...(EVENT_GUARDS as Record<string, never>),
    ...(time.guards as unknown as Record<string, never>),
    gameGiven: gameGiven as never,
  },
  actions: {
    ...(EVENT_ACTIONS as Record<string, never>),
    // O22.2, O22.3: the active player makes the Rally Rolls, so an Event! or Sniper! is his to reveal (1.9.1.1, 1.9.1.3).
    ...(eventHostActions<RecoverContext>((c) => c.player) as unknown as Record<string, never>),
    ...(time.actions as unknown as Record<string, never>),
    activatePlayer: assign(({ context: c }) => ({
      activated: { ...c.activated, recover: [...c.activated.recover, c.player] },
      toRoll: brokenUnitsOf(c.situation, c.player),
    })),
    refuseOrder: assign({ refused: true }),
    removeSuppressedMarkers: assign(({ context: c }) => ({
      suppressionRemoved: c.situation.units.filter((u) => u.owner === c.player && u.suppressed).map((u) => u.id),
      situation: { ...c.situation, units: c.situation.units.map((u) => (u.owner === c.player ? { ...u, suppressed: false } : u)) },
    })),
    skipRemainingUnits: assign(({ context: c }) => skipRemaining(c)),
    selectUnit: assign(({ context: c, event }) => (event.type === 'CHOOSE_UNIT' ? chooseUnit(c, event.unit) : {})),
    lockInResult: assign(({ context: c, event }) => (event.type === 'ROLL' ? lockRoll(c, event, (u, sum) => outcomeNow(c, u, sum)) : {})),
    cancelRoll: assign(({ context: c }) => cancelRoll(c, 'canceled')),
    applyTriggerEffects: assign(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? { situation: applyTriggerEffects(c.situation, event.effects) } : {})),
    rallyUnit: assign(({ context: c }) => ({ situation: withUnit(c.situation, c.current, (u) => ({ ...u, broken: false })), ...finishRoll(c, 'rallied') })),
    suppressUnit: assign(({ context: c }) => ({ situation: withUnit(c.situation, c.current, (u) => ({ ...u, suppressed: true })), ...finishRoll(c, 'suppressed') })),
    noteNoEffect: assign(({ context: c }) => finishRoll(c, 'no-effect')),
    noteUnitGone: assign(({ context: c }) => finishRoll(c, 'unit-gone')),
    noteGameOver: assign(({ context: c }) => finishRoll(c, 'game-over')),
  },
}).createMachine({
  id: 'recover',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: input.readings,
    player: input.situation.player,
    initiative: input.situation.initiative,
    activated: input.situation.activated,
    situation: { units: input.situation.units, map: input.situation.map },
    initialUnits: input.situation.units.map((u) => u.id),
    toRoll: [],
    skipped: [],
    suppressionRemoved: [],
    current: null,
    roll: null,
    rolls: [],
    refused: false,
    frame: input.situation.game ?? null,
    ev: newEventRun(input.situation.player),
    events: [],
  }),
  initial: 'announcing',
  output: ({ context }) => projectRecover(context),
  states: {
    // O22.1: the Order needs a broken or Suppressed unit and a player not yet activated for Recover/Rout.
    announcing: {
      always: [
        { guard: 'playerMayRecover', target: 'removingSuppressedMarkers', actions: 'activatePlayer', meta: { rules: ['O22.1', 'O22.2'] } },
        { target: 'refused', actions: 'refuseOrder', meta: { rules: ['O22.1'] } },
      ],
    },
    // O22.2, 13.3: "First, the player ... removes all Suppressed markers from his friendly units."
    removingSuppressedMarkers: {
      always: { target: 'choosingUnit', actions: 'removeSuppressedMarkers', meta: { rules: ['O22.2', '13.3'] } },
    },
    // O22.2: the player picks which unit broken at the announcement rolls next.
    choosingUnit: {
      always: { guard: 'noUnitLeftToRoll', target: 'done', actions: 'skipRemainingUnits', meta: { rules: ['O22.2'] } },
      on: {
        CHOOSE_UNIT: { guard: 'unitMayRoll', target: 'rollingRally', actions: 'selectUnit', meta: { rules: ['O22.2'] } },
      },
    },
    rollingRally: {
      on: {
        ROLL: { target: 'consideringReroll', actions: 'lockInResult', meta: { rules: ['O22.3', '1.9'] } },
      },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! means nothing on a Rally Roll): ./order-rolls.ts.
    // With the game described, an Event! or Sniper! is resolved by the rules there (event/host.ts).
    ...rerollStates({
      rolling: 'rollingRally',
      considering: 'consideringReroll',
      resolving: 'resolvingTrigger',
      applying: 'applyingRoll',
      guards: 'roll',
      cancel: 'cancelRoll',
      applyTrigger: 'applyTriggerEffects',
      ...triggersByTheRules(),
      ...timeByTheRules('gameOver'),
    }),
    applyingRoll: {
      always: [
        { guard: 'rolledUnitGone', target: 'choosingUnit', actions: 'noteUnitGone', meta: { rules: ['1.9.1'] } },
        { guard: 'resultIsRally', target: 'choosingUnit', actions: 'rallyUnit', meta: { rules: ['O22.3', '3.2.5'] } },
        { guard: 'resultIsSuppress', target: 'choosingUnit', actions: 'suppressUnit', meta: { rules: ['O22.3', '13.1'] } },
        { target: 'choosingUnit', actions: 'noteNoEffect', meta: { rules: ['O22.3'] } },
      ],
    },
    done: { type: 'final' },
    refused: { type: 'final' },
    // 6.3: the game ended in a Time advance inside the Order; the Rally Roll's result is never applied.
    gameOver: { type: 'final', entry: 'noteGameOver' },
  },
});
