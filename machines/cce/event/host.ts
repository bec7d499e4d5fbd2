/**
 * An Event! rolled inside an Order (1.9.1.1) resolved by the rules: the Event chart (index.ts) nested in
 * the Order's machine, on the game around the Order.
 *
 * An Order's situation describes its units and map; the game around it — the decks, the VP track, the
 * Objectives, the broken Weapons … (frame.ts) — is its optional `game` field. With `game`, an Event! on a
 * roll reveals the next card of the roller's deck and its Event is executed where it happens, between the
 * roll and its result (1.9.1: "Each of the four triggers … are always performed in their entirety before
 * any results of the die roll that triggered them are implemented"); the Event's decisions are the
 * Order's events then, and its record joins the Order's output (`events`, `game`). Without `game`, the
 * trigger's effects arrive in RESOLVE_TRIGGER as before (the caller resolved the Event).
 *
 * On entry the Event gets the Order's units and map; on leaving, the Order gets them back, changed.
 *
 * The Time advance (6.1.2, the chart of time-advance.ts) runs inside the Order the same way, on the same
 * game: after a Time! on the roll (1.9.1.4), and after an Event or Sniper whose reveal took the last card of
 * a draw pile (6.1.2), before the roll's result (order-rolls.ts rerollStates `time`, `timeHostImplementations`).
 */
import { assign } from 'xstate';
import type { Readings } from '../../core/readings';
import { obj } from '../../core/validate';
import { FRAME_FIELDS, type FrameOutput, type FrameSituation, type FrameState, parseFrame, projectFrame } from '../frame';
import type { LocalMap } from '../../core/map';
import type { Player, Unit } from '../units';
import { type EventChoice, type EventRun, type EventStep, newEventRun } from './kit';
import { CCE_TIME_ADVANCE, type FrameContext, newTimeAdvance, type TimeAdvanceEdition, type TimeAdvanceRecord, timeAdvanceActions, timeAdvanceGuardsFor, timeAdvanceRecord, type TimeAdvanceState } from '../time-advance';
import { eventActions, eventGuards } from './index';
import type { TriggerCharts } from '../order-rolls';

/** The game around an Order: a frame situation without the Order's own units and map. */
export type GameFields = Omit<FrameSituation, 'units' | 'map'>;

/** An Event resolved during an Order or a Turn (1.9.1.1): who revealed which card, its Event and what it did. */
export interface EventRecord {
  player: Player;
  trigger: 'Event!' | 'Sniper!';
  /** The Event card, or the Sniper's Random Hex card. */
  card: string | null;
  event: string | null;
  steps: EventStep[];
  /** Every decision made, with what was offered (kit.ts EventChoice). */
  choices: EventChoice[];
}

export interface EventHostContext {
  readings: Readings;
  /** The game around the Order, with the Order's units and map while an Event runs; null without `game`. */
  frame: FrameState | null;
  ev: EventRun;
  events: EventRecord[];
  situation: { units: Unit[]; map: LocalMap };
  /** The Time advance in progress inside the Order (a host that runs it: `timeHostImplementations`). */
  ta?: TimeAdvanceState;
  /** The Time advances run inside the Order (6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
}

/** The fields of `game` (frame.ts's, without units and map). */
export const GAME_FIELDS = FRAME_FIELDS.filter((f) => f !== 'units' && f !== 'map');

/**
 * Parse an Order situation's `game` against its already parsed units and map; errors name `<path>.game.<field>`.
 * `vocabulary`: the edition's cards (absent: CC:E's); `fields`: the fields it may state (absent: GAME_FIELDS).
 */
export function parseGame(raw: unknown, path: string, units: unknown, map: unknown, vocabulary?: Parameters<typeof parseFrame>[2], fields: readonly string[] = GAME_FIELDS): FrameState | null {
  if (raw === undefined) return null;
  const o = obj(raw, `${path}.game`, fields as string[], ['active', 'initiative', 'postures', 'decks', 'time']);
  return parseFrame({ ...o, units, map }, `${path}.game`, vocabulary);
}

/** The guards and actions of an edition's nested Event and Sniper charts (order-rolls.ts TriggerCharts), for a host's setup. */
export const triggerChartImplementations = (charts: TriggerCharts) => ({ guards: eventGuards(charts.modules), actions: eventActions(charts.modules) });

/** The record of an Event: its reader, card, Event and steps. */
export const recordOf = (ev: EventRun): EventRecord => ({ player: ev.reader, trigger: ev.trigger, card: ev.card ?? ev.steps.find((s) => s.what === 'random-hex')?.card ?? null, event: ev.name, steps: ev.steps, choices: ev.choices });

/**
 * The game around the Order with the Order's units, map and Initiative in it, for a nested chart to run on: 10.1, the
 * Initiative card is one card, so a re-roll the Order's player made before (the card given to his opponent) holds in
 * the nested chart, and one made in it (a Sudden Death re-roll, 6.2.2) holds in the Order after (`fromNested`).
 */
const withOrder = <C extends EventHostContext>(c: C): FrameState => ({ ...c.frame!, units: c.situation.units, map: c.situation.map as FrameState['map'], ...(holderOf(c) ? { initiative: holderOf(c)! } : {}) });

/** What a nested chart leaves to the Order: its units, map and the Initiative card's holder (10.1). */
const fromNested = <C extends EventHostContext>(c: C) => ({ situation: { ...c.situation, units: c.frame!.units, map: c.frame!.map }, ...(holderOf(c) ? { initiative: c.frame!.initiative } : {}) });

/** The Order's holder of the Initiative card (10.1), where its context keeps one (a host whose rolls may be re-rolled). */
const holderOf = (c: EventHostContext): Player | undefined => (c as EventHostContext & { initiative?: Player }).initiative;

/** The host's actions around the nested chart; `roller` is the player whose roll triggered the Event. */
export function eventHostActions<C extends EventHostContext>(roller: (c: C) => Player, roll = '') {
  const start = (c: C, trigger: EventRun['trigger']) => ({ frame: withOrder(c), ev: newEventRun(roller(c), trigger) });
  // A host with rolls made by different players names each roll's start actions (`startMineEvent`, …).
  const cap = roll ? roll[0].toUpperCase() + roll.slice(1) : '';
  return {
    [`start${cap}Event`]: assign(({ context: c }: { context: C }) => start(c, 'Event!') as never),
    [`start${cap}Sniper`]: assign(({ context: c }: { context: C }) => start(c, 'Sniper!') as never),
    endEvent: assign(({ context: c }: { context: C }) => ({ ...fromNested(c), events: [...c.events, recordOf(c.ev)] }) as never),
  };
}

/**
 * The guards and actions of a host that runs the Time advance inside its Order (order-rolls.ts `time`):
 * the time-advance.ts chart's own, and the host's around it. `roller` makes the roll, so a Time! on it is
 * his to trigger (1.9.1.4, 6.1.2 "the player triggering the Time Advance"); after an Event or Sniper, the
 * player whose reveal took his last card triggers it (event/kit.ts `timeDueFor`). `roll` names a roll's
 * start action when a host's rolls are made by different players (`start<Roll>TimeAdvance`); `edition`, the
 * Time advance's (absent: CC:E's; CC:P's 13.1.2 is machines/ccp/time-advance.ts CCP_TIME_ADVANCE).
 */
export function timeHostImplementations<C extends EventHostContext>(roller: (c: C) => Player, roll = '', edition: TimeAdvanceEdition = CCE_TIME_ADVANCE) {
  const cap = roll ? roll[0].toUpperCase() + roll.slice(1) : '';
  type Args = { context: C };
  return {
    guards: {
      ...(timeAdvanceGuardsFor(edition) as unknown as Record<string, (a: Args) => boolean>),
      /** 6.1.2: the Event's or Sniper's reveal took the last card of a draw pile: Time advances before the roll's result. */
      revealTookLastCard: ({ context: c }: Args) => c.ev.timeDueFor !== null,
      /** 6.2.2, 7.3.2, 6.3: the Time advance ended the game. */
      gameEndedInTimeAdvance: ({ context: c }: Args) => c.frame?.ended != null,
    },
    actions: {
      ...(timeAdvanceActions(edition) as unknown as Record<string, never>),
      [`start${cap}TimeAdvance`]: assign(({ context: c }: Args) => ({ frame: withOrder(c), ta: newTimeAdvance(roller(c)) }) as never),
      startTimeAdvanceAfterReveal: assign(({ context: c }: Args) => ({ frame: withOrder(c), ta: newTimeAdvance(c.ev.timeDueFor!) }) as never),
      endTimeAdvance: assign(({ context: c }: Args) => ({ ...fromNested(c), timeAdvances: [...(c.timeAdvances ?? []), timeAdvanceRecord(c as unknown as FrameContext)] }) as never),
    },
  };
}

/** The guard that sends an Event! to the nested chart: the situation describes the game. */
export const gameGiven = ({ context }: { context: Partial<EventHostContext> }): boolean => context.frame != null;

/** The game after the Order's Events (frame.ts's projection), or null without `game`. */
export const projectGame = (c: EventHostContext): FrameOutput | null => (c.frame ? projectFrame(withOrder(c)) : null);
