/**
 * The `event` procedure — CC:E 1.9.1.1 and E42–E77: one Event resolved by the rules, from the reveal of
 * the card to the end of the Event, in a game frame (frame.ts: units, map and markers, decks, VP,
 * Objectives and chits, broken Weapons). The same states run inside the Turn (turn.ts) and the other
 * procedures that resolve an Event! trigger; see index.ts for the chart and kit.ts for the vocabulary.
 *
 * Input: a frame situation and the `reader`, the player who rolled the Event! trigger (or otherwise
 * reveals the Event: 1.9.1.1). Output: the Event's record (card, name, Random Hex, what it did with the
 * rule of each step), `timeDue` and `timeDueFor` when a reveal took the last card of a draw pile (6.1.2:
 * the Time advance, triggered by that pile's owner, follows the Event), and the frame with the markers of every hex.
 */
import type { Aircraft } from '../artillery/types';
import { setup } from 'xstate';
import type { MachineInput } from '../../core/procedure';
import type { CasualtyTracks } from '../casualties';
import { type FrameOutput, type FrameSituation, projectFrame } from '../frame';
import type { Player } from '../units';
import type { ChitsInPlay, ObjectiveChit } from '../victory';
import { EVENT_MODULES, eventActions, eventGuards, eventStates } from './index';
import { type EventChoice, type EventHost, type EventModule, type EventStep, newEventRun } from './kit';

export interface EventSituation extends FrameSituation {
  /** The player who reveals the Event (1.9.1.1: the player rolling the Event! trigger). */
  reader: Player;
  /** The trigger resolved: an Event! (1.9.1.1, the default) or a Sniper! (1.9.1.3). */
  trigger?: 'Event!' | 'Sniper!';
}

export type EventInput = MachineInput<EventSituation>;

export interface EventContext extends EventHost {
  ruleset: string;
}

export interface EventOutput extends FrameOutput {
  event: { reader: Player; trigger: 'Event!' | 'Sniper!'; card: string | null; name: string | null; randomHex: string | null; steps: EventStep[]; choices: EventChoice[] };
  /** 6.1.2: a reveal during the Event took the last card of a draw pile: Time advances after the Event. */
  timeDue: boolean;
  /** 6.1.2: whose draw pile it was — the player triggering that Time advance (E50: the Russian player's roll) — or null. */
  timeDueFor: Player | null;
  /** E44.1, 11: the Veteran markers and Weapons of units in play. */
  veterans: string[];
  /** Every hex's markers (Blaze, Smoke, Fortifications), hexes without markers left out. */
  markers: Record<string, string[]>;
  /** 7.3.2, 7.3.3: the Objective chits in play, open or secret (E65, E67, E74). */
  chits: ObjectiveChit[];
  /** 7.3.2: the ids of the chits not yet drawn, in draw order, or null where the situation does not describe them. */
  chitPool: string[] | null;
  /** 7.3.2: the specialized "(open)" chits in play. */
  specialChits: ChitsInPlay;
  /** 11, 11.4: the Weapons possessed by units in play, and whether each is broken (E52.2, E63, E71). */
  weapons: { id: string; unit: string; broken: boolean }[];
  /** 11.4: the broken Weapons the next Random Hex checks (frame.weapons). */
  brokenWeapons: string[];
  /** 4.2, E71: the eliminated Weapons on the Casualty Track. */
  eliminatedWeapons: string[];
  /** 4.2: the units on the Casualty Track (E76), or null when the situation does not list them. */
  casualtyUnits: string[] | null;
  /** 4.2: each side's Casualty Track (E45, E54, eliminations), or null when the situation does not give it. */
  casualtyTrack: CasualtyTracks | null;
  /** CC:P 8, E50: each player's aircraft marker on the map, where the situation states them (absent under CC:E). */
  aircraft?: Aircraft;
}

export function projectEvent(c: EventHost): EventOutput {
  const markers: Record<string, string[]> = {};
  for (const [hex, facts] of Object.entries(c.frame.map.hexes).sort(([a], [b]) => a.localeCompare(b))) if (facts.markers?.length) markers[hex] = facts.markers;
  return {
    ...projectFrame(c.frame),
    event: { reader: c.ev.reader, trigger: c.ev.trigger, card: c.ev.card, name: c.ev.name, randomHex: c.ev.randomHex, steps: c.ev.steps, choices: c.ev.choices },
    timeDue: c.ev.timeDueFor !== null,
    timeDueFor: c.ev.timeDueFor,
    veterans: c.frame.units.filter((u) => u.veteran).map((u) => u.id),
    markers,
    chits: c.frame.chits,
    chitPool: c.frame.chitPool ? c.frame.chitPool.map((x) => x.id) : null,
    specialChits: c.frame.specialChits,
    weapons: c.frame.units.filter((u) => u.weapon).map((u) => ({ id: u.weapon!.id, unit: u.id, broken: u.weapon!.broken })),
    brokenWeapons: c.frame.weapons.map((w) => w.id),
    eliminatedWeapons: (c.frame.eliminatedWeapons ?? []).map((w) => w.id),
    casualtyUnits: c.frame.casualtyUnits?.map((u) => u.id) ?? null,
    casualtyTrack: c.frame.casualtyTrack ?? null,
    // CC:P 8, E50: the aircraft markers, where the situation states them (never under CC:E).
    ...(c.frame.aircraft ? { aircraft: c.frame.aircraft } : {}),
  };
}

type Meta = { rules: string[] };

/**
 * The `event` chart over an edition's Events (`modules`, each with its rule): CC:E's are EVENT_MODULES;
 * CC:P's (machines/ccp/event.ts) are the Events both editions print alike, the same modules, and its own.
 * `readingsOf` gives the shared modules the CC:E reading ids an edition's own readings stand for.
 */
export const eventMachineFor = (modules: readonly EventModule[], readingsOf: (r: EventInput['readings']) => EventInput['readings'] = (r) => r) =>
  setup({
    types: {
      input: {} as EventInput,
      context: {} as EventContext,
      output: {} as EventOutput,
      transitionMeta: {} as Meta,
    },
    guards: { ...eventGuards(modules), 'the trigger is a Sniper!': ({ context }: { context: EventContext }) => context.ev.trigger === 'Sniper!' } as never,
    actions: eventActions(modules) as never,
  }).createMachine({
    id: 'event',
    context: ({ input }) => {
      const { reader, trigger, ...frame } = input.situation;
      return { ruleset: input.ruleset, readings: readingsOf(input.readings), frame: { ...frame, eliminated: [], ended: null }, ev: newEventRun(reader, trigger ?? 'Event!') };
    },
    initial: 'starting',
    output: ({ context }) => projectEvent(context),
    states: {
      // 1.9.1: the trigger rolled decides where its resolution starts.
      starting: {
        always: [
          { guard: 'the trigger is a Sniper!', target: 'sniper', meta: { rules: ['1.9.1', '1.9.1.3'] } },
          { target: 'revealing', meta: { rules: ['1.9.1', '1.9.1.1'] } },
        ],
      },
      ...eventStates('both', modules),
    } as never,
  });

export const eventMachine = eventMachineFor(EVENT_MODULES);
