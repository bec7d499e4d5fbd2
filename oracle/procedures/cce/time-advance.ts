/**
 * The Time advance (6.1.2) for the oracle: situation and event parsing, seeds and the event domain.
 * The Turn procedure (turn.ts) and the Orders that run the Time advance inside them (Recover, Rout: with
 * `game`) reuse the event parser and the domain for their nested Time advance (`nestedTimeAdvance…`).
 *
 * Domain: SHUFFLE offers the canonical order (deck.ts canonicalOrder) and, where a seed names them, each
 * of a few described cards put on top — so a seed decides which card the Sudden Death Roll reveals; the
 * Sudden Death Roll is that card's dice (no dice classes: the seed's cards are the classes, chosen at the
 * 6.2.2 boundary: below, equal to and above the Time marker's space); one Initiative re-roll per path
 * where a seed allows it; every Smoke hex; every legal edge hex for the next reinforcement; at most one
 * Dig In per path. Decks hold 72 cards, most of them `unlisted`.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, obj, oneOf, str } from '../../../machines/core/validate';
import { type Card, cardOf, DECK_SIZE } from '../../../machines/cce/deck';
import { arrivals, CCE_TIME_ADVANCE, type FrameContext, legalEntryHexes, parseTimeAdvanceSituation, projectTimeAdvance, type TimeAdvanceEdition, timeAdvanceMachine, type TimeAdvanceSituation } from '../../../machines/cce/time-advance';
import { PLAYERS, type Player, type Unit } from '../../../machines/cce/units';
import { unknownEvent } from './common';
import { loadSeeds, onFirstUse } from './seeds';

// ---------------------------------------------------------------------------------------------- parse


export const TIME_ADVANCE_EVENTS = ['SHUFFLE', 'ROLL', 'REROLL', 'KEEP_ROLL', 'REMOVE_SMOKE', 'PLACE_REINFORCEMENT', 'DIG_IN', 'END_DIG_IN'] as const;
/** The Time advance's events a host that nests it adds to its own (ROLL, REROLL and KEEP_ROLL it has already). */
export const NESTED_TIME_ADVANCE_EVENTS = TIME_ADVANCE_EVENTS.filter((t) => !['ROLL', 'REROLL', 'KEEP_ROLL'].includes(t));

/** 1.9: a roll is the top card's dice, so that card must be described with its dice. */
export function requireDiceOnTop(c: FrameContext, player: Player, path: string): void {
  const d = c.frame.decks[player];
  const top = d.draw[0];
  if (top === undefined) throw new OracleError({ code: 'illegal-event', path, expected: `a card on ${player}'s draw pile to roll with`, actual: 'an empty draw pile', rule: '1.9' });
  if (!cardOf(d, top)?.dice) {
    throw new OracleError({ code: 'illegal-event', path, expected: `the top card of ${player}'s draw pile described with its dice`, actual: top, rule: '1.9', hint: 'describe the card in the situation (or SHUFFLE a described card to the top)' });
  }
}

/** The Time advance's own events (also nested in the Turn); null when `raw` is not one of them (or not of the edition's steps). */
export function parseTimeAdvanceEvent(raw: unknown, path: string, c: FrameContext, inRollState: boolean, edition: TimeAdvanceEdition = CCE_TIME_ADVANCE): EventObject | null {
  const type = (raw as { type?: unknown } | null)?.type;
  if ((type === 'REMOVE_SMOKE' && !edition.removesSmoke) || ((type === 'DIG_IN' || type === 'END_DIG_IN') && !edition.digIn)) return null;
  switch (type) {
    case 'SHUFFLE': {
      const o = obj(raw, path, ['type', 'order'], ['type']);
      const order = (o.order === undefined ? [] : arr(o.order, `${path}.order`)).map((x, i) => str(x, `${path}.order[${i}]`));
      const d = c.frame.decks[c.ta.triggering];
      order.forEach((id, i) => {
        if (![...d.draw, ...d.discard].includes(id) || order.indexOf(id) !== i) {
          throw new OracleError({ code: 'illegal-event', path: `${path}.order[${i}]`, expected: 'a card of the triggering player\'s draw or discard pile, once', actual: id, rule: '1.4' });
        }
      });
      return { type: 'SHUFFLE', order } as EventObject;
    }
    case 'ROLL': {
      if (!inRollState) return null;
      const o = obj(raw, path, ['type', 'player'], ['type']);
      if (o.player !== undefined && o.player !== c.ta.triggering) {
        throw new OracleError({ code: 'illegal-event', path: `${path}.player`, expected: `the triggering player (${c.ta.triggering}) makes the Sudden Death Roll`, actual: o.player, rule: '6.2.2' });
      }
      requireDiceOnTop(c, c.ta.triggering, path);
      return { type: 'ROLL' };
    }
    case 'REROLL':
    case 'KEEP_ROLL':
    case 'END_DIG_IN':
      obj(raw, path, ['type'], ['type']);
      return { type };
    case 'REMOVE_SMOKE': {
      const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
      const hex = str(o.hex, `${path}.hex`);
      if (!c.frame.smoke.includes(hex)) throw new OracleError({ code: 'illegal-event', path: `${path}.hex`, expected: `a hex with a Smoke marker (${c.frame.smoke.join(', ') || 'none'})`, actual: hex, rule: '6.1.2' });
      return { type: 'REMOVE_SMOKE', hex } as EventObject;
    }
    case 'PLACE_REINFORCEMENT': {
      const o = obj(raw, path, ['type', 'unit', 'hex'], ['type', 'unit', 'hex']);
      const unit = str(o.unit, `${path}.unit`);
      const hex = str(o.hex, `${path}.hex`);
      const next = arrivals(c.frame)[0];
      if (next?.unit?.id !== unit) throw new OracleError({ code: 'illegal-event', path: `${path}.unit`, expected: `the next reinforcement to enter, the inactive player's first (${next?.unit?.id ?? 'none'})`, actual: unit, rule: '6.1.2' });
      const legal = legalEntryHexes(c.frame, edition.reinforcementsObserveStacking);
      if (!legal.includes(hex)) {
        const where = edition.reinforcementsObserveStacking ? 'a friendly-edge hex where it does not overstack' : 'a friendly-edge hex';
        throw new OracleError({ code: 'illegal-event', path: `${path}.hex`, expected: `${where} (${legal.join(', ') || 'none'})`, actual: hex, rule: edition.reinforcementsObserveStacking ? '8.2' : '6.1.2' });
      }
      return { type: 'PLACE_REINFORCEMENT', unit, hex } as EventObject;
    }
    case 'DIG_IN': {
      const o = obj(raw, path, ['type', 'player', 'card'], ['type', 'player', 'card']);
      const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A32');
      const card = str(o.card, `${path}.card`);
      if (cardOf(c.frame.decks[player], card)?.action !== 'Dig In' || !c.frame.decks[player].hand.includes(card)) {
        throw new OracleError({ code: 'illegal-event', path: `${path}.card`, expected: `a Dig In card in ${player}'s hand`, actual: card, rule: 'A32' });
      }
      return { type: 'DIG_IN', player, card } as EventObject;
    }
    default:
      return null;
  }
}

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const e = parseTimeAdvanceEvent(raw, path, snapshot.context as FrameContext, snapshot.matches('rollingSuddenDeath'));
  return e ?? unknownEvent(raw, path, snapshot, TIME_ADVANCE_EVENTS);
}

// ------------------------------------------------------------------------------------------- domain

export interface TimeAdvanceOptions {
  /** Described cards a SHUFFLE may put on top (besides the canonical order). */
  shuffleTops: string[];
  rerolls: number;
}

/** The domain of the Time advance chart in `state` (also nested in the Turn). */
export function timeAdvanceDomain(state: string, c: FrameContext, options: TimeAdvanceOptions, edition: TimeAdvanceEdition = CCE_TIME_ADVANCE): EventObject[] {
  switch (state) {
    case 'shuffling':
      return [{ type: 'SHUFFLE', order: [] }, ...options.shuffleTops.map((id) => ({ type: 'SHUFFLE', order: [id] }))] as EventObject[];
    case 'rollingSuddenDeath':
      return [{ type: 'ROLL' }];
    case 'consideringSuddenDeathReroll':
      return c.ta.suddenDeathRolls.filter((r) => r.result === 'canceled').length < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
    case 'removingSmoke':
      return c.frame.smoke.map((hex) => ({ type: 'REMOVE_SMOKE', hex }) as EventObject);
    case 'placingReinforcements': {
      const next = arrivals(c.frame)[0];
      return next?.unit ? legalEntryHexes(c.frame, edition.reinforcementsObserveStacking).map((hex) => ({ type: 'PLACE_REINFORCEMENT', unit: next.unit!.id, hex }) as EventObject) : [];
    }
    case 'diggingIn': {
      const digs: EventObject[] = [];
      if (c.ta.dugIn.length === 0) {
        for (const player of PLAYERS) for (const card of c.frame.decks[player].hand) if (cardOf(c.frame.decks[player], card)?.action === 'Dig In') digs.push({ type: 'DIG_IN', player, card } as EventObject);
      }
      return [{ type: 'END_DIG_IN' }, ...digs];
    }
    default:
      return [];
  }
}

/**
 * The state inside a host's nested Time advance (its state `advancingTime` or `<roll>AdvancingTime`, at
 * any depth), or null when the host is not advancing Time.
 */
export function nestedTimeAdvanceState(snapshot: AnyMachineSnapshot): string | null {
  const find = (v: unknown, key: string): string | null => {
    if (typeof v === 'string') return /(^a|A)dvancingTime$/.test(key) ? v : null;
    if (typeof v !== 'object' || v === null) return null;
    for (const [k, x] of Object.entries(v)) {
      const found = find(x, k);
      if (found) return found;
    }
    return null;
  };
  return find(snapshot.value, '');
}

/** In a host's nested Time advance: the Time advance's event, or null elsewhere or for another event. */
export function nestedTimeAdvanceEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, edition: TimeAdvanceEdition = CCE_TIME_ADVANCE): EventObject | null {
  const state = nestedTimeAdvanceState(snapshot);
  return state ? parseTimeAdvanceEvent(raw, path, snapshot.context as FrameContext, state === 'rollingSuddenDeath', edition) : null;
}

/** In a host's nested Time advance: its domain (null elsewhere); without options, the canonical SHUFFLE only and no re-roll. */
export function nestedTimeAdvanceDomain(snapshot: AnyMachineSnapshot, options: TimeAdvanceOptions = { shuffleTops: [], rerolls: 0 }, edition: TimeAdvanceEdition = CCE_TIME_ADVANCE): EventObject[] | null {
  const state = nestedTimeAdvanceState(snapshot);
  return state ? timeAdvanceDomain(state, snapshot.context as FrameContext, options, edition) : null;
}

// -------------------------------------------------------------------------------------------- seeds

/** Seed helpers shared with the Turn's seeds. */
export const card = (id: string, c: Omit<Card, 'id'> = {}): Card => ({ id, ...c });
export const dice = (white: number, colored: number) => ({ white, colored }) as Card['dice'];
export function deckOf(hand: Card[], draw: Card[], discard: Card[] = []) {
  const unlisted = DECK_SIZE - hand.length - draw.length - discard.length;
  return { hand, draw, discard, unlisted };
}
const sides = (morale: number, command?: number) => ({ unbroken: { morale, ...(command === undefined ? {} : { command }) }, broken: { morale: morale - 2, ...(command === undefined ? {} : { command: 0 }) } });
export const squad = (id: string, owner: Player, hex: string, extra: Partial<Unit> = {}) => ({ id, owner, kind: 'squad', hex, sides: sides(7), ...extra });
export const team = (id: string, owner: Player, hex: string, extra: Partial<Unit> = {}) => ({ id, owner, kind: 'team', hex, sides: sides(7), ...extra });
export const leader = (id: string, owner: Player, hex: string, command: number, extra: Partial<Unit> = {}) => ({ id, owner, kind: 'leader', hex, sides: sides(8, command), ...extra });
export const hexes = (...ids: string[]) => ({ hexes: Object.fromEntries(ids.map((h) => [h, { terrain: ['Open Ground'] }])) });

export type TimeSeed = Seed<unknown> & { options: TimeAdvanceOptions };

/** The walk options a seed may set (seeds/README.md); the others keep their defaults (the canonical SHUFFLE only, no re-roll). */
export const DEFAULT_TIME_ADVANCE_OPTIONS: TimeAdvanceOptions = { shuffleTops: [], rerolls: 0 };
export const TIME_ADVANCE_OPTION_KEYS = ['shuffleTops', 'rerolls'] as const;

/** The seeds, as data (oracle/procedures/cce/seeds/time-advance.json, units in the frame form: seeds.ts). */
export const TIME_ADVANCE_SEEDS = onFirstUse((): TimeSeed[] => loadSeeds('time-advance', { defaults: DEFAULT_TIME_ADVANCE_OPTIONS, keys: TIME_ADVANCE_OPTION_KEYS }, parseTimeAdvanceSituation, { units: 'frame' }));

export const timeAdvanceSpec: ProcedureSpec<TimeAdvanceSituation> = {
  procedure: 'time-advance',
  ruleset: 'cce',
  title: 'Time Marker Advancement (6.1.2, 6.2.2)',
  section: ['6.1.2', '6.2.2'],
  machine: timeAdvanceMachine as unknown as AnyStateMachine,
  parseSituation: parseTimeAdvanceSituation,
  parseEvent,
  project: (snapshot) => projectTimeAdvance(snapshot.context as FrameContext),
  get seeds() {
    return TIME_ADVANCE_SEEDS() as Seed<TimeAdvanceSituation>[];
  },
  domain: (snapshot, seed) => timeAdvanceDomain(String(snapshot.value), snapshot.context as FrameContext, (seed as TimeSeed | undefined)?.options ?? DEFAULT_TIME_ADVANCE_OPTIONS),
  domainNote:
    'No dice classes: a roll is the top card\'s dice. SHUFFLE: canonical order plus, per seed, each of up to 3 described cards on top (the Sudden Death Roll\'s card at the 6.2.2 boundary: below, equal to, above the Time space); 1 Initiative re-roll per path where the seed allows; every Smoke hex; every legal edge hex; at most 1 Dig In per path. Decks are 72 cards, mostly unlisted.',
};
