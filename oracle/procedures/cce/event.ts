/**
 * The `event` procedure (1.9.1.1, E42–E77) for the oracle: situation and decision parsing, the seeds
 * (one file per group of Events in ./events/) and the domain.
 *
 * Domain: the decisions the current state offers (machines/cce/event/kit.ts `offer`), all of them —
 * so every legal choice of every seed is a path. No dice classes: a roll or Random Hex during an Event
 * is the next card of the reader's deck, which the seed describes.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { obj, oneOf, str } from '../../../machines/core/validate';
import { FRAME_FIELDS, parseFrame } from '../../../machines/cce/frame';
import { EVENT_CHART_TAG } from '../../../machines/cce/event/index';
import { CCE_CARDS, type CardVocabulary, cardOf } from '../../../machines/cce/deck';
import { EVENT_DECISIONS, type EventDecision, type EventHost, isOffered, refuseDecision } from '../../../machines/cce/event/kit';
import { eventMachine, type EventSituation, projectEvent } from '../../../machines/cce/event/machine';
import { PLAYERS } from '../../../machines/cce/units';
import { unknownEvent } from './common';
import type { EventSeed } from './events/kit';
import { pairwisePlacesSeeds } from './events/gen-places';
import { pairwiseUnitEventSeeds } from './events/gen-units';
import { pairwiseMoreMarkerSeeds } from './events/gen-more';
import { pairwiseSupportSeeds } from './events/gen-support';
import { loadSeeds, onFirstUse } from './seeds';

/** `vocabulary`: the edition's cards and Postures (CC:E's by default; CC:P's event procedure gives CCP_CARDS). */
export function parseEventSituation(raw: unknown, path: string, vocabulary: CardVocabulary = CCE_CARDS): EventSituation {
  const o = obj(raw, path, [...FRAME_FIELDS, 'reader', 'trigger'], ['active', 'initiative', 'postures', 'decks', 'time', 'units', 'map', 'reader']);
  const { eliminated: _e, ended: _x, ...frame } = parseFrame(o, path, vocabulary);
  const reader = oneOf(o.reader, `${path}.reader`, PLAYERS, '1.9.1.1');
  // An Event! needs its card; a Sniper!'s Random Hex from an empty pile is reading cce.event-random-hex-empty-pile.
  if (frame.decks[reader].draw.length === 0 && o.trigger !== 'Sniper!') {
    throw new OracleError({ code: 'invalid-field', path: `${path}.decks.${reader}.draw`, expected: 'the Event card on top of the reader\'s draw pile', actual: 'an empty draw pile', rule: '1.9.1.1' });
  }
  // E50: the Russian player's roll is the next card of his draw pile (after the Event card when he is the
  // reader): that card, when there is one, must be described with its dice (1.9).
  const russian = PLAYERS.find((p) => frame.nationalities?.[p] === 'russia');
  const deck = frame.decks[reader];
  if (russian && cardOf(deck, deck.draw[0])?.event === 'Commissar') {
    const at = russian === reader ? 1 : 0;
    const id = frame.decks[russian].draw[at];
    if (id !== undefined && !cardOf(frame.decks[russian], id)?.dice) {
      throw new OracleError({ code: 'invalid-field', path: `${path}.decks.${russian}.draw[${at}]`, expected: 'the card of the Russian player\'s roll described with its dice', actual: id, rule: 'E50' });
    }
  }
  const trigger = o.trigger === undefined ? 'Event!' : oneOf(o.trigger, `${path}.trigger`, ['Event!', 'Sniper!'] as const, '1.9.1');
  return { ...frame, reader, ...(o.trigger === undefined ? {} : { trigger }) };
}

/** Each decision's fields: the first is required, and a Weapon's unit too (event.schema.json says the same). */
const DECISION_FIELDS: Record<string, string[]> = {
  SELECT_UNIT: ['unit', 'marker'],
  SELECT_HEX: ['hex', 'marker', 'unit'],
  SELECT_CARD: ['card'],
  SELECT_WEAPON: ['weapon', 'unit'],
  SELECT_CHIT: ['chit'],
  SELECT_ITEM: ['item'],
  DECLINE: [],
};

/** A decision: its fields checked for form, then against what the current state offers (the Event's rule). */
export function parseEventDecision(raw: unknown, path: string, c: EventHost): EventDecision | null {
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(EVENT_DECISIONS as readonly string[]).includes(type)) return null;
  const fields = DECISION_FIELDS[type];
  const o = obj(raw, path, ['type', ...fields], ['type', ...fields.slice(0, type === 'SELECT_WEAPON' ? 2 : 1)]);
  const d: EventDecision = { type: type as EventDecision['type'] };
  for (const f of fields) if (o[f] !== undefined) (d as unknown as Record<string, string>)[f] = str(o[f], `${path}.${f}`);
  if (!isOffered(c, d as never)) throw refuseDecision(c, d, path);
  return d;
}

/** In a host's nested Event chart (a state tagged EVENT_CHART_TAG): the decision, or null elsewhere or for another event. */
export function nestedEventDecision(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject | null {
  return snapshot.hasTag(EVENT_CHART_TAG) ? (parseEventDecision(raw, path, snapshot.context as EventHost) as EventObject | null) : null;
}

/** In a host's nested Event chart: the decisions offered (null elsewhere). */
export function nestedEventDomain(snapshot: AnyMachineSnapshot): EventObject[] | null {
  return snapshot.hasTag(EVENT_CHART_TAG) ? (((snapshot.context as EventHost).ev.offer?.decisions ?? []) as EventObject[]) : null;
}

/** The `nested` declaration of a host whose Event charts sit at `states`. */
export const nestedEventCharts = (...states: string[]) => states.map((state) => ({ state, procedure: 'event' }));

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  return (parseEventDecision(raw, path, snapshot.context as EventHost) as EventObject | null) ?? unknownEvent(raw, path, snapshot, EVENT_DECISIONS);
}

/**
 * The seeds, as data (oracle/procedures/cce/seeds/event.json, units in the frame form: seeds.ts), by group:
 * E44, E62, E64, E72 (units); the intelligence Events; the Events whose reader chooses units; placements;
 * markers. Each frame's reader's draw pile starts with the Event card (and the card whose Random Hex it reads).
 * Then the situations generated pairwise (minimised): the Events that change units (./events/gen-units.ts), the
 * Sniper! and the Events that place or read markers and Random Hexes (./events/gen-places.ts), Breeze, Sappers and
 * White Phosphorus (./events/gen-more.ts), the Events that bring a unit from the Support Table or the Casualty
 * Track (./events/gen-support.ts).
 */
export const EVENT_SEEDS = onFirstUse((): EventSeed[] => [...loadSeeds('event', null, (raw, path) => parseEventSituation(raw, path), { units: 'frame' }), ...pairwiseUnitEventSeeds(), ...pairwisePlacesSeeds(), ...pairwiseMoreMarkerSeeds(), ...pairwiseSupportSeeds()]);

/** The spec but its seeds (CC:P's event spec, oracle/procedures/ccp/event.ts, takes these and gives its own seeds). */
export const eventSpecParts: Omit<ProcedureSpec<EventSituation>, 'seeds'> = {
  procedure: 'event',
  ruleset: 'cce',
  title: 'Events and the Sniper (1.9.1.1, 1.9.1.3, E42-E77)',
  section: ['E42'],
  machine: eventMachine as unknown as AnyStateMachine,
  parseSituation: parseEventSituation,
  parseEvent,
  project: (snapshot) => projectEvent(snapshot.context as EventHost),
  domain: (snapshot) => ((snapshot.context as EventHost).ev.offer?.decisions ?? []) as EventObject[],
  domainNote: 'Every decision the current state offers (its legal choices, computed by the Event\'s own offer). No dice classes: Random Hexes and rolls are the next cards of the reader\'s deck, which each seed describes.',
};

export const eventSpec: ProcedureSpec<EventSituation> = {
  ...eventSpecParts,
  get seeds() {
    return EVENT_SEEDS() as Seed<EventSituation>[];
  },
};
