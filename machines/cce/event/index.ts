/**
 * The Events of CC:E (E42–E77) as one chart of states, written once and run in two places: the `event`
 * procedure (machine.ts) and inside every procedure that resolves an Event! trigger (1.9.1.1).
 *
 *   revealing --[1.9.1.1, E42]--> dispatching --[is <rule> <name>]--> <the Event's states> --> resolved
 *
 * E42: the reader reveals the top card of his draw pile and executes the Event printed on it. A card
 * whose Event the situation does not describe resolves as `not described`; each Event's module (one per
 * group of Events in this folder) holds its states, guards and actions.
 */
import { assign } from 'xstate';
import { cardOf, reveal } from '../deck';
import { type EventArgs, type EventModule, KIT_ACTIONS, KIT_GUARDS, withSteps } from './kit';
import { RANDOM_HEX_ACTIONS, RANDOM_HEX_GUARDS } from './random';
import { INTEL_EVENTS } from './intel';
import { airSupport, infiltration, malfunction, reinforcements, walkingWounded } from './placement';
import { battleHarden, kia, medic, shellShock } from './units-basic';
import { UNITS_CHOSEN } from './units-chosen';
import { MARKER_EVENTS } from './markers';

/** Every Event modelled, in rule order. */
export const EVENT_MODULES: EventModule[] = [battleHarden, kia, medic, shellShock, ...INTEL_EVENTS, ...UNITS_CHOSEN, airSupport, infiltration, malfunction, reinforcements, walkingWounded, ...MARKER_EVENTS].sort((a, b) => Number(a.rule.slice(1)) - Number(b.rule.slice(1)));

/** The state key of an Event's states: its name in camelCase ("Medic!" → medic, "Command & Control" → commandControl). */
export const eventKey = (m: EventModule): string =>
  m.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z ]/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

const isEvent = (m: EventModule) => `is ${m.rule} ${m.name}`;

/** The tag of a host's state that holds a nested Event chart: its decisions are the Event's while the tag is on. */
export const EVENT_CHART_TAG = 'event-chart';

/** The states of an Event resolution; the host enters `revealing` and leaves when `resolved` is reached. */
export function eventStates(): Record<string, unknown> {
  const states: Record<string, unknown> = {
    revealing: { always: { target: 'dispatching', actions: 'reveal the Event card', meta: { rules: ['1.9.1.1', '1.7', 'E42', '1.3'] } } },
    dispatching: {
      always: [
        ...EVENT_MODULES.map((m) => ({ guard: isEvent(m), target: eventKey(m), meta: { rules: ['E42', m.rule] } })),
        { target: 'resolved', actions: 'no Event described', meta: { rules: ['E42'] } },
      ],
    },
  };
  for (const m of EVENT_MODULES) states[eventKey(m)] = { ...m.state, onDone: { target: 'resolved', meta: { rules: [m.rule] } } };
  states.resolved = { type: 'final' };
  return states;
}

export const EVENT_GUARDS: Record<string, (a: EventArgs) => boolean> = {
  ...KIT_GUARDS,
  ...RANDOM_HEX_GUARDS,
  ...Object.fromEntries(EVENT_MODULES.map((m) => [isEvent(m), ({ context }: EventArgs) => context.ev.name === m.name])),
  ...Object.assign({}, ...EVENT_MODULES.map((m) => m.guards ?? {})),
};

export const EVENT_ACTIONS: Record<string, unknown> = {
  ...KIT_ACTIONS,
  ...RANDOM_HEX_ACTIONS,
  'reveal the Event card': assign(({ context: c }: EventArgs) => {
    const taken = reveal(c.frame.decks[c.ev.reader]);
    const name = cardOf(taken.deck, taken.card)?.event ?? null;
    return { frame: { ...c.frame, decks: { ...c.frame.decks, [c.ev.reader]: taken.deck } }, ev: { ...c.ev, card: taken.card, name, revealTookLast: taken.last } } as never;
  }),
  'no Event described': assign(({ context: c }: EventArgs) => ({ ev: withSteps(c, { rule: 'E42', what: c.ev.name ? 'not-modelled' : 'not-described', card: c.ev.card ?? undefined }) }) as never),
  ...Object.assign({}, ...EVENT_MODULES.map((m) => m.actions ?? {})),
};
