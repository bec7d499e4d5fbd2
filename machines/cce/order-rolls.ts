/**
 * What every roll of a CC:E procedure shares, in ONE place:
 *
 * - 1.9.1: a roll locks in its result before its die trigger is resolved, and reading
 *   `cce.trigger-locks-result` decides whether that locked result, or one recomputed against the
 *   situation after the trigger, is applied (`resultAfterTrigger`);
 * - 9.1 and 1.9.1: the states between a roll and its result — the Initiative holder may cancel the roll
 *   ("prior to any trigger/results of that roll being implemented"), then a trigger is resolved in its
 *   entirety before the result (`rerollStates`), with the four trigger guards (`triggerGuards`).
 *
 *   <rolling> --ROLL--> <considering> --REROLL (9.1)--> <rolling>
 *                                     --KEEP_ROLL [Event!/Sniper!/Time! (1.9.1)]--> <resolving> --RESOLVE_TRIGGER--> <applying>
 *                                     --KEEP_ROLL [Jammed! (1.9.1.2) | none (1.9)]--> <applying>
 *
 * With the game around the Order described (`game`, event/host.ts), Event! and Sniper! run the nested
 * Event and Sniper charts (`event`, `sniper`), and Time! the nested Time advance (`time`: the chart of
 * time-advance.ts, 1.9.1.4, 6.1.2), each before the roll's result; an Event or Sniper whose reveal took the
 * last card of a draw pile is followed by that Time advance, still before the result (1.9.1: the trigger
 * "in its entirety before any results of the die roll"; 6.1.2: "normal play resumes from wherever it left
 * off"), as the Turn does it (turn.ts afterTrigger). A Time advance that ends the game (6.2.2, 7.3.2, 6.3)
 * ends the Order there, the roll's result never applied (`time.ended`). Left out: the roll's own card is
 * not taken from `game.decks` (its dice come in the ROLL event), so a roll that takes the last card of a
 * draw pile is not detected here; a caller states it as the Time! it counts as (6.1.2).
 *
 * The host machine keeps its own ROLL transition (its rules are the roll's: O22.3, O20.3.3, …) and its
 * own <applying> state; it names the states, the guard prefix and its actions.
 */
import { and } from 'xstate';
import type { Trigger } from '../core/dice';
import { EVENT_CHART_TAG, EVENT_MODULES, eventStates } from './event/index';
import type { EventModule } from './event/kit';
import { CCE_TIME_ADVANCE, timeAdvanceChart, type TimeAdvanceEdition } from './time-advance';
import type { Readings } from '../core/readings';
import type { CceRuleId } from './rule-ids';

/** 1.9.1: the result to apply after a trigger — `locked` at the roll, or `recompute()` under reading "recompute". */
export function resultAfterTrigger<T>(readings: Readings, locked: T, recompute: () => T): T {
  return readings['cce.trigger-locks-result'] === 'recompute' ? recompute() : locked;
}

/** The four guards on a kept roll's trigger, named `<prefix>Jammed`, `<prefix>TriggersEvent`, `…Sniper`, `…Time`. */
export type TriggerGuardName<P extends string> = `${P}Jammed` | `${P}TriggersEvent` | `${P}TriggersSniper` | `${P}TriggersTime`;

const TRIGGER_OF = { Jammed: 'Jammed!', TriggersEvent: 'Event!', TriggersSniper: 'Sniper!', TriggersTime: 'Time!' } as const;

/**
 * 1.9.1: the trigger guards of one roll, for `setup({ guards })`. `trigger` reads the kept roll's trigger
 * from the host's context.
 */
export function triggerGuards<P extends string, C>(prefix: P, trigger: (context: C) => Trigger | null | undefined): Record<TriggerGuardName<P>, (args: { context: C }) => boolean> {
  const out = {} as Record<string, (args: { context: C }) => boolean>;
  for (const [suffix, t] of Object.entries(TRIGGER_OF)) out[`${prefix}${suffix}`] = ({ context }) => trigger(context) === t;
  return out as Record<TriggerGuardName<P>, (args: { context: C }) => boolean>;
}

/**
 * The charts a roll's triggers nest by the rules, an edition's (DESIGN.md rule 6: one mechanism, the edition's
 * variant at a named point): the Events its Event chart dispatches and its Time advance. CC:E's are
 * CCE_TRIGGER_CHARTS; CC:P's (machines/ccp/fire.ts CCP_TRIGGER_CHARTS) are its Events E49-E80 and its 13.1.2.
 * The Sniper chart is the Event chart's own (event/index.ts eventStates('sniper')) in both: its Random Hex
 * checks the game's broken-Weapon list, which a CC:P game cannot hold (5.4).
 */
export interface TriggerCharts {
  modules: readonly EventModule[];
  timeAdvance: TimeAdvanceEdition;
  /** The readings the shared Event modules consult, from the edition's register (machines/ccp/event.ts ccpEventReadingsOf). Absent: as given. */
  readingsOf?: (readings: Readings) => Readings;
}

export const CCE_TRIGGER_CHARTS: TriggerCharts = { modules: EVENT_MODULES, timeAdvance: CCE_TIME_ADVANCE };

type Meta = { rules: CceRuleId[] };
/** A transition of the generated states; `G` and `A` are the host's guard and action names. */
export interface RollTransition<G extends string, A extends string> {
  target: string;
  guard?: G;
  actions?: A | A[];
  meta: Meta;
}

export interface RerollStatesOptions<P extends string, G extends string, A extends string> {
  /** The state awaiting ROLL (REROLL goes back to it). */
  rolling: string;
  /** The state that waits for REROLL / KEEP_ROLL (9.1). */
  considering: string;
  /** The state that waits for RESOLVE_TRIGGER (1.9.1). */
  resolving: string;
  /** Where the kept roll's result is applied (the host's state). */
  applying: string;
  /** Guard prefix: the host registers `triggerGuards(prefix, …)`. */
  guards: P;
  /** Action on REROLL (9.1: cancel the roll, the Initiative card changes hands). */
  cancel?: A;
  /** Action on every KEEP_ROLL branch (e.g. recording the kept roll). */
  keep?: A;
  /** Action on RESOLVE_TRIGGER (the trigger's effects on units). */
  applyTrigger: A;
  /** RESOLVE_TRIGGER branches tried before the default one (CC:P's Pull Up!: an Air Support event drawn during a Run, ./artillery/pull-up.ts). */
  resolveFirst?: RollTransition<G, A>[];
  /**
   * Jammed! (1.9.1.2): meaningless on most rolls; a Fire Attack breaks its Weapons (O20.3.3.1). Default: to `applying`, rule 1.9.1.2.
   * `false`: the edition has no Jammed! (CC:P: Disperse, 1.9.2, takes its place on the cards), so no branch.
   */
  jammed?: { rules: CceRuleId[]; actions?: A; target?: string } | false;
  /** The branch of a roll with no trigger (default rule 1.9). */
  noTrigger?: { rules: CceRuleId[]; target?: string };
  /** KEEP_ROLL branches tried before the trigger ones (e.g. a trigger this roll ignores). */
  first?: RollTransition<G, A>[];
  /**
   * An Event! resolved by the rules when the situation describes the game (event/host.ts): the state
   * holding the nested Event chart, and the host's actions that start and end it.
   */
  event?: { state: string; start: A; end: A };
  /** A Sniper! resolved by the rules likewise (the Sniper chart of event/index.ts), with the host's actions. */
  sniper?: { state: string; start: A; end: A };
  /**
   * The Time advance run by the rules when the situation describes the game (time-advance.ts's chart,
   * nested): its state, the host's actions that start it for a Time! on the roll (`start`) and for a
   * reveal that took a last card (`afterReveal`) and that end it (`end`), and where the Order goes when
   * the advance ends the game (`ended`, a final state of the host). Needs `event` and `sniper`.
   */
  time?: { state: string; start: A; afterReveal: A; end: A; ended: string };
  /** The edition's nested charts (absent: CC:E's, CCE_TRIGGER_CHARTS); the host registers their guards and actions (event/host.ts triggerChartImplementations). */
  charts?: TriggerCharts;
}

/**
 * The `event` and `sniper` options of a roll whose Event! and Sniper! are resolved by the rules (event/host.ts):
 * the nested charts' states `<prefix>ResolvingEvent` and `<prefix>ResolvingSniper` (`resolvingEvent` and
 * `resolvingSniper` without a prefix), with the host's startEvent, startSniper and endEvent actions
 * (`start<Roll>Event`, `start<Roll>Sniper` for a roll another player makes: event/host.ts eventHostActions).
 */
export function triggersByTheRules<A extends string = string>(prefix = '', roll = ''): { event: { state: string; start: A; end: A }; sniper: { state: string; start: A; end: A } } {
  const name = (what: string) => (prefix ? `${prefix}Resolving${what}` : `resolving${what}`);
  const cap = roll ? roll[0].toUpperCase() + roll.slice(1) : '';
  return { event: { state: name('Event'), start: `start${cap}Event` as A, end: 'endEvent' as A }, sniper: { state: name('Sniper'), start: `start${cap}Sniper` as A, end: 'endEvent' as A } };
}

/** The tag of a host's state that holds a nested Time advance chart: its events are the Time advance's while the tag is on. */
export const TIME_ADVANCE_CHART_TAG = 'time-advance-chart';

/**
 * The `time` option of a roll whose Time advance runs by the rules (event/host.ts timeHostImplementations):
 * the nested chart's state `<prefix>AdvancingTime` (`advancingTime` without a prefix), the host's
 * `start<Roll>TimeAdvance`, startTimeAdvanceAfterReveal and endTimeAdvance actions, and the final state
 * `ended` the Order ends in when the advance ends the game.
 */
export function timeByTheRules<A extends string = string>(ended: string, prefix = '', roll = ''): { time: { state: string; start: A; afterReveal: A; end: A; ended: string } } {
  const cap = roll ? roll[0].toUpperCase() + roll.slice(1) : '';
  return { time: { state: prefix ? `${prefix}AdvancingTime` : 'advancingTime', start: `start${cap}TimeAdvance` as A, afterReveal: 'startTimeAdvanceAfterReveal' as A, end: 'endTimeAdvance' as A, ended } };
}

/**
 * The 9.1 / 1.9.1 states between a roll and its result, to spread into a machine's `states` next to the
 * host's own rolling and applying states. Every transition carries its rule ids.
 */
export function rerollStates<P extends string, G extends string, A extends string>(o: RerollStatesOptions<P, G, A>) {
  const g = (s: keyof typeof TRIGGER_OF) => `${o.guards}${s}` as TriggerGuardName<P>;
  const acts = (...a: (A | undefined)[]): { actions?: A | A[] } => {
    const list = a.filter((x): x is A => x !== undefined);
    return list.length === 0 ? {} : { actions: list.length === 1 ? list[0] : list };
  };
  type T = RollTransition<G | TriggerGuardName<P>, A>;
  const keepBranches: T[] = [
    ...(o.first ?? []).map((t) => ({ ...t, ...acts(...([] as A[]).concat(t.actions ?? []), o.keep) })),
    ...(o.jammed === false ? [] : [{ guard: g('Jammed'), target: o.jammed?.target ?? o.applying, ...acts(o.keep, o.jammed?.actions), meta: { rules: o.jammed?.rules ?? ['1.9.1.2'] } } as T]),
    ...(o.event ? [{ guard: and([g('TriggersEvent') as never, 'gameGiven']) as never, target: o.event.state, ...acts(o.keep), meta: { rules: ['1.9.1', '1.9.1.1'] } } as T] : []),
    { guard: g('TriggersEvent'), target: o.resolving, ...acts(o.keep), meta: { rules: ['1.9.1', '1.9.1.1'] } },
    ...(o.sniper ? [{ guard: and([g('TriggersSniper') as never, 'gameGiven']) as never, target: o.sniper.state, ...acts(o.keep), meta: { rules: ['1.9.1', '1.9.1.3'] } } as T] : []),
    { guard: g('TriggersSniper'), target: o.resolving, ...acts(o.keep), meta: { rules: ['1.9.1', '1.9.1.3'] } },
    ...(o.time ? [{ guard: and([g('TriggersTime') as never, 'gameGiven']) as never, target: o.time.state, ...acts(o.keep, o.time.start), meta: { rules: ['1.9.1', '1.9.1.4', '6.1.2'] } } as T] : []),
    { guard: g('TriggersTime'), target: o.resolving, ...acts(o.keep), meta: { rules: ['1.9.1', '1.9.1.4'] } },
    { target: o.noTrigger?.target ?? o.applying, ...acts(o.keep), meta: { rules: o.noTrigger?.rules ?? ['1.9'] } },
  ];
  const reroll: T = { target: o.rolling, ...acts(o.cancel), meta: { rules: ['9.1'] } };
  const resolve: T = { target: o.applying, ...acts(o.applyTrigger), meta: { rules: ['1.9.1'] } };
  const states: Record<string, unknown> = {
    // 9.1: the Initiative holder may cancel the roll before any trigger or result is implemented.
    [o.considering]: { on: { REROLL: reroll, KEEP_ROLL: keepBranches } },
    // 1.9.1: the trigger is resolved in its entirety (its effects arrive in the event) before the result.
    [o.resolving]: { on: { RESOLVE_TRIGGER: o.resolveFirst ? [...o.resolveFirst, resolve] : resolve } },
  };
  // After a nested Event or Sniper: a reveal that took the last card of a draw pile advances Time first
  // (6.1.2, 1.9.1), then the roll's result.
  const done = (end: A, rules: CceRuleId[]) =>
    o.time
      ? [
          { guard: 'revealTookLastCard', target: o.time.state, actions: [end, o.time.afterReveal], meta: { rules: ['6.1.2', '1.9.1'] } },
          { target: o.applying, actions: end, meta: { rules } },
        ]
      : { target: o.applying, actions: end, meta: { rules } };
  // 1.9.1.1, E42: the Event chart, on the game the situation describes, before the result.
  const charts = o.charts ?? CCE_TRIGGER_CHARTS;
  if (o.event) states[o.event.state] = { tags: [EVENT_CHART_TAG], entry: o.event.start, initial: 'revealing', states: eventStates('event', charts.modules), onDone: done(o.event.end, ['1.9.1', '1.9.1.1', 'E42']) };
  // 1.9.1.3: the Sniper chart, likewise.
  if (o.sniper) states[o.sniper.state] = { tags: [EVENT_CHART_TAG], entry: o.sniper.start, initial: 'sniper', states: eventStates('sniper'), onDone: done(o.sniper.end, ['1.9.1', '1.9.1.3']) };
  // 1.9.1.4, 6.1.2: the Time advance chart of time-advance.ts on the same game; "normal play resumes from
  // wherever it left off" (the roll's result), unless the advance ended the game (6.2.2, 7.3.2, 6.3).
  if (o.time) {
    states[o.time.state] = {
      tags: [TIME_ADVANCE_CHART_TAG],
      initial: 'advancingMarker',
      states: timeAdvanceChart(charts.timeAdvance),
      onDone: [
        { guard: 'gameEndedInTimeAdvance', target: o.time.ended, actions: o.time.end, meta: { rules: ['6.3', '6.2.2', '7.3.2'] } },
        { target: o.applying, actions: o.time.end, meta: { rules: ['6.1.2', '1.9.1'] } },
      ],
    };
  }
  return states as Record<string, { on: { REROLL?: T; KEEP_ROLL?: T[]; RESOLVE_TRIGGER?: T | T[] } }>;
}
