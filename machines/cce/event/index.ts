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
import { areAdjacent, parseHex } from '../../core/hex';
import { frameUnitEffect } from '../frame-effects';
import type { Unit } from '../units';
import { decision, decisionState, evAssign, type EventArgs, type EventModule, KIT_ACTIONS, KIT_GUARDS, offer, withSteps } from './kit';
import { RANDOM_HEX_ACTIONS, RANDOM_HEX_GUARDS, randomHexState } from './random';
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

/** 1.9.1.3: may this unit be broken by the Sniper at `hex`? In or adjacent to it, either side's. */
export const snipeable = (u: Unit, hex: string): boolean => u.hex === hex || areAdjacent(parseHex(u.hex, 'unit.hex'), parseHex(hex, 'randomHex'));

/** The tag of a host's state that holds a nested Event chart: its decisions are the Event's while the tag is on. */
export const EVENT_CHART_TAG = 'event-chart';

/**
 * The states of a trigger resolved by the rules: an Event! (1.9.1.1) enters at `revealing`, a Sniper!
 * (1.9.1.3) at `sniper`; the host leaves when `resolved` is reached. `which` picks the part a host nests
 * (the `event` procedure has both).
 */
export function eventStates(which: 'event' | 'sniper' | 'both' = 'both', modules: readonly EventModule[] = EVENT_MODULES): Record<string, unknown> {
  const states: Record<string, unknown> = {
    // 1.9.1.3: "reveals the top card of his draw pile and … reads aloud the Random Hex on that card. That
    // player may then select one unit in or adjacent to that hex and break it."
    sniper: {
      initial: 'randomHex',
      states: {
        randomHex: randomHexState('1.9.1.3', 'choosing'),
        choosing: decisionState({
          rule: '1.9.1.3',
          offers: '1.9.1.3 offers the units in or adjacent to the Random Hex',
          next: 'done',
          on: {
            SELECT_UNIT: { actions: '1.9.1.3 breaks the unit', rules: ['1.9.1.3', '3.2', '3.2.4', '7.1'] },
            DECLINE: { actions: { type: 'declined', params: { rule: '1.9.1.3' } } as never, rules: ['1.9.1.3'] },
          },
        }),
        done: { type: 'final' },
      },
      onDone: { target: 'resolved', meta: { rules: ['1.9.1.3'] } },
    },
    revealing: { always: { target: 'dispatching', actions: 'reveal the Event card', meta: { rules: ['1.9.1.1', '1.7', 'E42', '1.3'] } } },
    dispatching: {
      always: [
        // An edition's own Event (EventModule.ruleset): E42 translated, its rule added as the edition's id.
        ...modules.map((m) => ({ guard: isEvent(m), target: eventKey(m), meta: m.ruleset ? { rules: ['E42'], plus: [m.rule] } : { rules: ['E42', m.rule] } })),
        { target: 'resolved', actions: 'no Event described', meta: { rules: ['E42'] } },
      ],
    },
  };
  for (const m of modules) states[eventKey(m)] = { ...m.state, onDone: { target: 'resolved', meta: m.ruleset ? { rules: [m.rule], ruleset: m.ruleset } : { rules: [m.rule] } } };
  states.resolved = { type: 'final' };
  // A host nests only the part its trigger enters: an Event! never reaches the Sniper's states, nor a Sniper! an Event's.
  if (which === 'sniper') return { sniper: states.sniper, resolved: states.resolved };
  if (which === 'event') delete states.sniper;
  return states;
}

/** The guards of an Event chart over `modules` (an edition's Events): the kit's, the Random Hex's and each Event's. */
export const eventGuards = (modules: readonly EventModule[]): Record<string, (a: EventArgs) => boolean> => ({
  ...KIT_GUARDS,
  ...RANDOM_HEX_GUARDS,
  ...Object.fromEntries(modules.map((m) => [isEvent(m), ({ context }: EventArgs) => context.ev.name === m.name])),
  ...Object.assign({}, ...modules.map((m) => m.guards ?? {})),
});

/** The actions of an Event chart over `modules`: the kit's, the reveal, the Sniper's and each Event's. */
export const eventActions = (modules: readonly EventModule[]): Record<string, unknown> => ({
  ...KIT_ACTIONS,
  ...RANDOM_HEX_ACTIONS,
  'reveal the Event card': assign(({ context: c }: EventArgs) => {
    const taken = reveal(c.frame.decks[c.ev.reader]);
    const name = cardOf(taken.deck, taken.card)?.event ?? null;
    return { frame: { ...c.frame, decks: { ...c.frame.decks, [c.ev.reader]: taken.deck } }, ev: { ...c.ev, card: taken.card, name, timeDueFor: taken.last ? c.ev.reader : null } } as never;
  }),
  '1.9.1.3 offers the units in or adjacent to the Random Hex': offer((c) => {
    const hex = c.ev.randomHex;
    const units = hex ? c.frame.units.filter((u) => snipeable(u, hex)).map((u) => ({ type: 'SELECT_UNIT' as const, unit: u.id })) : [];
    return { rule: '1.9.1.3', player: c.ev.reader, why: `one unit in or adjacent to the Random Hex ${hex}, or none`, decisions: units.length ? [...units, { type: 'DECLINE' as const }] : [] };
  }),
  '1.9.1.3 breaks the unit': evAssign((c, e) => {
    const unit = decision(e).unit!;
    return { frame: frameUnitEffect(c.frame, unit, 'break'), ev: { ...withSteps(c, { rule: '1.9.1.3', what: 'break', unit }), offer: null } };
  }),
  'no Event described': assign(({ context: c }: EventArgs) => ({ ev: withSteps(c, { rule: 'E42', what: c.ev.name ? 'not-modelled' : 'not-described', card: c.ev.card ?? undefined }) }) as never),
  ...Object.assign({}, ...modules.map((m) => m.actions ?? {})),
});

export const EVENT_GUARDS: Record<string, (a: EventArgs) => boolean> = eventGuards(EVENT_MODULES);

export const EVENT_ACTIONS: Record<string, unknown> = eventActions(EVENT_MODULES);
