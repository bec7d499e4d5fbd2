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
import { pairwise } from '../../gen/pairwise';
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

/**
 * The seeds, as data (oracle/procedures/cce/seeds/time-advance.json, units in the frame form: seeds.ts), then
 * the situations generated pairwise (below), whose paths are kept only where new.
 */
export const TIME_ADVANCE_SEEDS = onFirstUse((): TimeSeed[] => [...loadSeeds('time-advance', { defaults: DEFAULT_TIME_ADVANCE_OPTIONS, keys: TIME_ADVANCE_OPTION_KEYS }, parseTimeAdvanceSituation, { units: 'frame' }), ...pairwiseTimeAdvanceSeeds()]);

/**
 * The facts the Time advance's steps read (issue 16.5), per edition: the steps an edition lacks (Smoke,
 * Dig In, the all-five-Objectives chit: CC:P 13.1.2) drop their facts. Each fact and the rule that reads it:
 * - time: where the Time marker lands against the Sudden Death marker: short of it, on it, past it (6.2.2
 *   "enters a space containing the Sudden Death marker — or any space beyond it");
 * - roll: the Sudden Death Roll (the top card's dice, 1.9) less than, equal to or greater than the Time
 *   space (6.2.2 "less than": equal does not end the game); the card below it, revealed by a re-roll, turns
 *   the outcome over (a 12 after a low roll, a 2 after any other);
 * - initiative, reroll: who holds the Initiative card (the triggering player or the other) and whether he
 *   re-rolls once (9.1: the Sudden Death Roll is a roll; re-rolling passes the card);
 * - triggering: the active or the inactive player triggers (6.1.2 step 1: he only reshuffles and rolls;
 *   step 5: the inactive player's reinforcements enter first);
 * - piles: the triggering player's draw and discard piles both holding cards, or either empty (step 1, 1.4);
 * - postures: a Defender on either side, or none (Attack vs Recon either way: step 3, reading
 *   <edition>.no-defender-time-vp);
 * - vp: the VP marker below, on or above 0 (step 3 moves it; 7: whose side it is on);
 * - smoke: none, one or two Smoke markers (step 4 "must remove any one");
 * - arrival: who enters at the new space (step 5): nobody, an Axis Squad, an Allied Team, both (inactive
 *   player's first), a Radio to an empty or an occupied Artillery Box (8.1.2, 12); a unit due one space
 *   later never enters now;
 * - entry: the first arriving unit's edge: free, its first hex already holding a Squad and a Team (6
 *   figures: 8.2's limit of 7 excludes it in CC:E, not in CC:P, 15.2), or its first hex an Objective the
 *   other player controls (7.3.1, 7.3.3: taken on entry with its open chit's VP);
 * - digIn: Dig In cards in hand: none, the triggering player's, the other's, both (step 6, A32);
 * - allFive: no all-five-Objectives chit, the chit with the five Objectives split, or all five held by one
 *   player (7.3.2: checked "immediately prior to each Sudden Death Roll").
 * Combined so that every two values of every two facts meet (oracle/gen/pairwise.ts); an entry other than
 * free needs an arriving unit. Seeds marked `minimise`: a path becomes a vector only if it reaches something
 * new. The Sudden Death marker is on space 7.
 */
export function timeAdvanceFactors(edition: TimeAdvanceEdition = CCE_TIME_ADVANCE) {
  return {
    time: ['short of Sudden Death', 'on Sudden Death', 'past Sudden Death'],
    roll: ['less', 'equal', 'greater'],
    initiative: ['the triggering player', 'the other player'],
    reroll: ['none', 'one'],
    triggering: ['the active player', 'the inactive player'],
    piles: ['draw and discard', 'draw pile empty', 'discard pile empty'],
    postures: ['Axis Defends', 'Allied Defends', 'Axis Attacks, Allied Recon', 'Axis Recon, Allied Attacks'],
    vp: ['-1', '0', '2'],
    ...(edition.removesSmoke ? { smoke: ['none', 'one', 'two'] } : {}),
    arrival: ['an Axis Squad', 'none', 'an Allied Team', 'both', 'a Radio, box empty', 'a Radio, box occupied'], // first a unit: pairwise.ts completes a partial row with each factor's first value
    entry: ['free', 'first hex holds 6 figures', 'first hex an enemy Objective'],
    ...(edition.digIn ? { digIn: ['none', 'the triggering player', 'the other player', 'both'] } : {}),
    ...(edition.allFiveObjectivesChit ? { allFive: ['no chit', 'chit, Objectives split', 'chit, all five held'] } : {}),
  } as Record<string, string[]>;
}

/** The generated situations of an edition (`ids`: the unit id prefixes, `parse`: the edition's situation parser). */
export function pairwiseTimeAdvanceSeeds(edition: TimeAdvanceEdition = CCE_TIME_ADVANCE, ids: Record<Player, string> = { axis: 'de', allied: 'us' }, parse: (raw: unknown, path: string) => TimeAdvanceSituation = parseTimeAdvanceSituation): TimeSeed[] {
  const factors = timeAdvanceFactors(edition);
  const unit = (a: string, b: string) => !(a !== 'free' && (b === 'none' || b.startsWith('a Radio')));
  const { rows } = pairwise(factors, (r) => unit(r.entry, r.arrival));
  const SD = 7;
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const triggering: Player = r.triggering === 'the active player' ? 'axis' : 'allied';
    const other: Player = triggering === 'axis' ? 'allied' : 'axis';
    const active: Player = 'axis';
    const idle: Player = 'allied';
    const space = { 'short of Sudden Death': SD - 2, 'on Sudden Death': SD - 1, 'past Sudden Death': SD }[r.time]!; // before the advance
    const now = space + 1;
    const sum = { less: now - 1, equal: now, greater: now + 1 }[r.roll]!;
    const split = (n: number): Card['dice'] => dice(Math.min(6, n - 1), n - Math.min(6, n - 1));
    // 1.9: the canonical order puts the described cards first, by id: the roll's card, then the re-roll's.
    const rollCard = card('a-roll', { dice: split(sum) });
    const nextCard = card('b-reroll', { dice: r.roll === 'less' ? dice(6, 6) : dice(1, 1) });
    const pile = { 'draw and discard': { draw: [nextCard], discard: [rollCard] }, 'draw pile empty': { draw: [], discard: [rollCard, nextCard] }, 'discard pile empty': { draw: [rollCard, nextCard], discard: [] } }[r.piles]!;
    const dig = (p: Player) => (r.digIn === 'both' || (r.digIn === 'the triggering player' && p === triggering) || (r.digIn === 'the other player' && p === other) ? [card(`${ids[p]}-dig`, { action: 'Dig In' })] : []);
    const decks = {
      [triggering]: deckOf([card(`${ids[triggering]}-h1`), ...dig(triggering)], pile.draw, pile.discard),
      [other]: deckOf([card(`${ids[other]}-h1`), ...dig(other)], [card(`${ids[other]}-d1`)]),
    };
    const edges: Record<Player, string[]> = { axis: ['A1', 'A2'], allied: ['J1', 'J2'] };
    const full = (p: Player) => (r.entry === 'first hex holds 6 figures' ? [squad(`${ids[p]}-edge-s`, p, edges[p][0]), team(`${ids[p]}-edge-t`, p, edges[p][0])] : []);
    const arrivingUnit = (p: Player) => (p === 'axis' ? squad : team)(`${ids[p]}-rein`, p, edges[p][0]);
    const reinforcements: Record<string, unknown>[] = [];
    const owners: Player[] = ({ 'an Axis Squad': ['axis'], 'an Allied Team': ['allied'], both: [idle, active] } as Record<string, Player[]>)[r.arrival] ?? [];
    for (const p of owners) reinforcements.push({ space: now, owner: p, unit: arrivingUnit(p) });
    if (r.arrival.startsWith('a Radio')) reinforcements.push({ space: now, owner: triggering, radio: `${ids[triggering]}-radio-2` });
    reinforcements.push({ space: now + 1, owner: other, unit: squad(`${ids[other]}-later`, other, edges[other][0]) });
    const first = owners[0] ?? triggering;
    const objectives: Record<string, unknown>[] = [];
    const chits: Record<string, unknown>[] = [];
    const five = r.allFive !== undefined && r.allFive !== 'no chit';
    const holder: Player = r.entry === 'first hex an enemy Objective' ? (first === 'axis' ? 'allied' : 'axis') : 'axis';
    if (r.entry === 'first hex an enemy Objective') {
      objectives.push({ number: 1, hexes: [edges[first][0]], controller: holder });
      chits.push({ id: 'A', objective: 1, value: 3, open: true });
    }
    if (five) {
      for (let n = objectives.length + 1; n <= 5; n++) objectives.push({ number: n, hexes: [`B${n}`], controller: r.allFive === 'chit, all five held' || n < 5 ? holder : holder === 'axis' ? 'allied' : 'axis' });
    }
    const units = [squad(`${ids.axis}-1`, 'axis', 'C3'), squad(`${ids.allied}-1`, 'allied', 'D4'), ...full(first)];
    const smoke = { none: [], one: ['C3'], two: ['C3', 'D4'] }[r.smoke ?? 'none']!;
    const postures = { 'Axis Defends': { axis: 'defend', allied: 'attack' }, 'Allied Defends': { axis: 'attack', allied: 'defend' }, 'Axis Attacks, Allied Recon': { axis: 'attack', allied: 'recon' }, 'Axis Recon, Allied Attacks': { axis: 'recon', allied: 'attack' } }[r.postures]!;
    const mapHexes = ['A1', 'A2', 'C3', 'D4', 'J1', 'J2', ...objectives.flatMap((o) => o.hexes as string[])];
    const raw = {
      active,
      triggering,
      initiative: r.initiative === 'the triggering player' ? triggering : other,
      postures,
      decks,
      time: { space, suddenDeath: SD },
      vp: Number(r.vp),
      units,
      smoke,
      reinforcements,
      edges,
      artilleryBoxes: { [triggering]: r.arrival === 'a Radio, box occupied' ? `${ids[triggering]}-radio-1` : null, [other]: null },
      objectives,
      chits,
      ...(r.allFive !== undefined ? { specialChits: { allFiveObjectives: five } } : {}),
      map: hexes(...new Set(mapHexes)),
    };
    const facts = Object.entries(r).map(([k, v]) => `${k}: ${v}`).join('; ');
    const situation = JSON.parse(JSON.stringify(raw)) as TimeAdvanceSituation;
    parse(situation, `generated seed "${name}": situation`); // as a seed file's situation: validated, kept as written
    return {
      name,
      purpose: `Generated pairwise: ${facts} (6.1.2, 6.2.2, 9.1, 1.4, 8.1.2, 8.2, 12, 7.3.1, 7.3.2, 7.3.3, A32).`,
      options: { shuffleTops: [], rerolls: r.reroll === 'one' ? 1 : 0 },
      minimise: true,
      situation,
    };
  });
}

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
