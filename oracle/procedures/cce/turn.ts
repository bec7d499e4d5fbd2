/**
 * The Turn (5, O14, O15, 8.2, 1.9.1, 9.1) for the oracle: situation and event parsing, seeds and the
 * declared event domain.
 *
 * Domain (bounded; the Turn's graph explodes otherwise): no dice classes — a roll is the top card's dice,
 * and each seed stacks a small draw pile (1-4 described cards) so that the cards ARE the cases (a Time!,
 * an Event!, a Sniper!, a Jammed! on a Fire and on a Move Order, a last card). GIVE_ORDER: each Order card
 * in hand with each single unit or player it may activate (never subsets); Orders only where the seed
 * allows; at most `maxRolls` rolls per Turn; 1 Initiative re-roll per path where the seed allows; PASS:
 * every set of hand cards up to the Discard Limit, where the seed allows; every legal response, Sniper
 * target, Deploy and stacking elimination; the nested Time advance as in time-advance.ts (SHUFFLE: the
 * canonical order plus each card a seed names on top). Decks hold 72 cards, most `unlisted`.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, obj, oneOf, str } from '../../../machines/core/validate';
import { cardOf, HAND_SIZE, type OrderName } from '../../../machines/cce/deck';
import { inactive } from '../../../machines/cce/frame';
import {
  CCE_TURN,
  deployRefusal,
  disperseChoices,
  firstOverstacked,
  namesNoUnit,
  orderRefusal,
  parseTurnSituation,
  passRefusal,
  projectTurn,
  responseRefusal,
  type TurnContext,
  type TurnEdition,
  type TurnEvent,
  turnMachine,
  type TurnSituation,
} from '../../../machines/cce/turn';
import { PLAYERS, type Player } from '../../../machines/cce/units';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { unknownEvent } from './common';
import { giveOrderCandidates } from '../../../machines/cce/game/legal';
import { card, deckOf, hexes, nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, requireDiceOnTop, NESTED_TIME_ADVANCE_EVENTS, squad, type TimeAdvanceOptions } from './time-advance';
import { pairwise } from '../../gen/pairwise';
import { loadSeeds, onFirstUse } from './seeds';

const TURN_EVENTS = [...EVENT_DECISIONS, 'GIVE_ORDER', 'FINISH_ORDER', 'END_TURN', 'PASS', 'RESPOND', 'NO_MORE_RESPONSES', 'ROLL', 'REROLL', 'KEEP_ROLL', 'DEPLOY', 'ELIMINATE', ...NESTED_TIME_ADVANCE_EVENTS];
/**
 * The events of an edition's Turn: CC:P has no stacking check (DEPLOY, ELIMINATE), no Smoke or Dig In step in
 * its Time advance, a Disperse trigger (DISPERSE) and the Charge's Allied Op Fire activations (ACTIVATE_FOR_OP_FIRE,
 * O25.2, parsed by oracle/procedures/ccp/turn.ts).
 */
function turnEventsOf(edition: TurnEdition): string[] {
  if (edition === CCE_TURN) return TURN_EVENTS;
  const dropped = [...(edition.stackingCheck ? [] : ['DEPLOY', 'ELIMINATE']), ...(edition.timeAdvance.removesSmoke ? [] : ['REMOVE_SMOKE']), ...(edition.timeAdvance.digIn ? [] : ['DIG_IN', 'END_DIG_IN'])];
  const added = [...(edition.fourthTrigger === 'Disperse!' ? ['DISPERSE'] : []), ...(edition.activateAllOrders.some((x) => x.opFire) ? ['ACTIVATE_FOR_OP_FIRE'] : [])];
  return [...TURN_EVENTS.filter((t) => !dropped.includes(t)), ...added];
}

const refuse = (path: string, r: { rule: string; why: string } | null, actual: unknown): void => {
  if (r) throw new OracleError({ code: 'illegal-event', path, expected: r.why, actual, rule: r.rule });
};

/** The Turn's event parser for an edition (its Orders, its Pass, its fourth trigger). */
export const parseTurnEventFor = (edition: TurnEdition) => (raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject => parseTurnEvent(raw, path, snapshot, edition);

function parseTurnEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, edition: TurnEdition = CCE_TURN): EventObject {
  const c = snapshot.context as TurnContext;
  const e = nestedTimeAdvanceEvent(raw, path, snapshot, edition.timeAdvance);
  if (e) return e;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'GIVE_ORDER': {
      const o = obj(raw, path, ['type', 'card', 'order', 'units', 'player'], ['type', 'card', 'order']);
      const e: Extract<TurnEvent, { type: 'GIVE_ORDER' }> = { type: 'GIVE_ORDER', card: str(o.card, `${path}.card`), order: oneOf(o.order, `${path}.order`, edition.orders, 'O14.1') as OrderName };
      if (o.units !== undefined) e.units = arr(o.units, `${path}.units`).map((u, i) => str(u, `${path}.units[${i}]`));
      if (o.player !== undefined) e.player = oneOf(o.player, `${path}.player`, PLAYERS, 'O14.1');
      if (snapshot.matches('choosingMode') || snapshot.matches('choosingNextOrder')) refuse(path, orderRefusal(c, e, edition), raw);
      return e as EventObject;
    }
    case 'PASS': {
      const o = obj(raw, path, ['type', 'discard'], ['type', 'discard']);
      const discard = arr(o.discard, `${path}.discard`).map((x, i) => str(x, `${path}.discard[${i}]`));
      if (snapshot.matches('choosingMode')) refuse(`${path}.discard`, passRefusal(c, discard, edition), discard);
      return { type: 'PASS', discard } as EventObject;
    }
    case 'RESPOND': {
      const o = obj(raw, path, ['type', 'card'], ['type', 'card']);
      const cardId = str(o.card, `${path}.card`);
      refuse(`${path}.card`, responseRefusal(c, cardId), cardId);
      return { type: 'RESPOND', card: cardId } as EventObject;
    }
    case 'ROLL': {
      const o = obj(raw, path, ['type', 'player', 'fireAttack'], ['type', 'player']);
      const player = oneOf(o.player, `${path}.player`, PLAYERS, '1.9');
      const fireAttack = bool(o.fireAttack, `${path}.fireAttack`, false);
      if (snapshot.matches('rerolling') && player !== c.rolls.at(-1)?.player) {
        throw new OracleError({ code: 'illegal-event', path: `${path}.player`, expected: `the roller of the canceled roll (${c.rolls.at(-1)?.player})`, actual: player, rule: '9.1' });
      }
      requireDiceOnTop(c, player, path);
      return { type: 'ROLL', player, ...(fireAttack ? { fireAttack } : {}) } as EventObject;
    }
    case 'DISPERSE': {
      if (edition.fourthTrigger !== 'Disperse!') return unknownEvent(raw, path, snapshot, turnEventsOf(edition));
      const o = obj(raw, path, ['type', 'marker', 'hex'], ['type', 'marker', 'hex']);
      const d = { type: 'DISPERSE' as const, marker: oneOf(o.marker, `${path}.marker`, ['smoke', 'starshell'] as const, '1.9.2'), hex: str(o.hex, `${path}.hex`) };
      const choices = disperseChoices(c);
      if (!choices.some((x) => x.marker === d.marker && x.hex === d.hex)) {
        throw new OracleError({ code: 'illegal-event', path, expected: `a smoke or starshell marker on the map (${choices.map((x) => `${x.marker} ${x.hex}`).join(', ') || 'none'})`, actual: `${d.marker} ${d.hex}`, rule: '1.9.2' });
      }
      return d as EventObject;
    }
    case 'DEPLOY': {
      if (!edition.stackingCheck) return unknownEvent(raw, path, snapshot, turnEventsOf(edition));
      const o = obj(raw, path, ['type', 'squad'], ['type', 'squad']);
      const squadId = str(o.squad, `${path}.squad`);
      refuse(`${path}.squad`, deployRefusal(c, squadId), squadId);
      return { type: 'DEPLOY', squad: squadId } as EventObject;
    }
    case 'ELIMINATE': {
      if (!edition.stackingCheck) return unknownEvent(raw, path, snapshot, turnEventsOf(edition));
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      return { type: 'ELIMINATE', unit: str(o.unit, `${path}.unit`) } as EventObject;
    }
    case 'FINISH_ORDER':
    case 'END_TURN':
    case 'NO_MORE_RESPONSES':
    case 'REROLL':
    case 'KEEP_ROLL':
      obj(raw, path, ['type'], ['type']);
      return { type } as EventObject;
    default:
      return unknownEvent(raw, path, snapshot, turnEventsOf(edition));
  }
}

// ------------------------------------------------------------------------------------------- domain

export interface TurnOptions extends TimeAdvanceOptions {
  orders: boolean;
  pass: boolean;
  maxRolls: number;
  /** Also offer the inactive player's rolls in an Order (a Fire Defense Roll is its target's owner's, O20.3.4), from his own deck. */
  inactiveRolls?: boolean;
}

export const DEFAULT_TURN_OPTIONS: TurnOptions = { orders: false, pass: false, maxRolls: 0, shuffleTops: [], rerolls: 0 };

/** Every subset of `items` of at most `max` of them, the empty one first, each in `items`' order. */
export function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const it of items) for (const s of [...out]) if (s.length < max) out.push([...s, it]);
  return out;
}

function orderEvents(c: TurnContext, edition: TurnEdition = CCE_TURN): EventObject[] {
  // An Order that names no unit is offered once per card (CC:P O23, O28, O31; O25 activating all), without units.
  const f = c.frame;
  const noUnit = f.decks[f.active].hand.flatMap((card) => {
    const order = cardOf(f.decks[f.active], card)?.order;
    return order && namesNoUnit(edition, order) ? [{ type: 'GIVE_ORDER' as const, card, order }] : [];
  });
  return [...giveOrderCandidates(f), ...noUnit].filter((e) => orderRefusal(c, e, edition) === null) as EventObject[];
}

/** The Turn's declared domain for an edition; `o` is the seed's options. */
export function turnDomainFor(edition: TurnEdition) {
  return (snapshot: AnyMachineSnapshot, o: TurnOptions): EventObject[] => turnDomain(snapshot, o, edition);
}

function turnDomain(snapshot: AnyMachineSnapshot, o: TurnOptions, edition: TurnEdition = CCE_TURN): EventObject[] {
  const c = snapshot.context as TurnContext;
  const f = c.frame;
  const ta = nestedTimeAdvanceDomain(snapshot, o, edition.timeAdvance);
  if (ta) return ta;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  const rollsThisTurn = c.rolls.length;
  if (snapshot.matches('choosingMode')) {
    const out: EventObject[] = o.orders ? orderEvents(c, edition) : [];
    if (o.pass) for (const discard of subsets(f.decks[f.active].hand, c.discardLimit)) if (passRefusal(c, discard, edition) === null) out.push({ type: 'PASS', discard } as EventObject);
    return out;
  }
  if (snapshot.matches('choosingNextOrder')) return [{ type: 'END_TURN' }, ...orderEvents(c, edition)];
  if (snapshot.matches('resolvingDisperse')) return disperseChoices(c) as EventObject[];
  if (snapshot.matches('carryingOutOrder')) {
    const canRoll = (p: Player) => rollsThisTurn < o.maxRolls && f.decks[p].draw[0] !== undefined && cardOf(f.decks[p], f.decks[p].draw[0])?.dice !== undefined;
    const rollers = [f.active, ...(o.inactiveRolls ? [inactive(f)] : [])].filter(canRoll);
    // Only the active player's roll in a Fire Order is the Fire Attack Roll; the inactive player's is a Defense Roll.
    return [{ type: 'FINISH_ORDER' }, ...rollers.map((p) => ({ type: 'ROLL', player: p, ...(c.order?.order === 'Fire' && p === f.active ? { fireAttack: true } : {}) }) as EventObject)];
  }
  if (snapshot.matches('consideringReroll')) {
    // A re-roll needs a described card to come: the next one, or after the last card a reshuffled deck.
    const d = f.decks[c.roll!.player];
    const next = c.roll!.lastCard || (d.draw[0] !== undefined && cardOf(d, d.draw[0])?.dice !== undefined);
    return next && c.rolls.filter((r) => r.result === 'canceled').length < o.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  }
  if (snapshot.matches('rerolling')) return [{ type: 'ROLL', player: c.rolls.at(-1)!.player, ...(c.order?.order === 'Fire' && c.rolls.at(-1)!.player === f.active ? { fireAttack: true } : {}) } as EventObject];
  if (snapshot.matches('respondingToPass')) {
    const p = inactive(f);
    return [{ type: 'NO_MORE_RESPONSES' }, ...f.decks[p].hand.filter((id) => responseRefusal(c, id) === null).map((id) => ({ type: 'RESPOND', card: id }) as EventObject)];
  }
  if (snapshot.matches('checkingStacking')) {
    const at = firstOverstacked(f);
    if (!at) return [];
    const here = f.units.filter((u) => u.hex === at.hex && u.owner === at.owner);
    return [
      ...here.filter((u) => deployRefusal(c, u.id) === null).map((u) => ({ type: 'DEPLOY', squad: u.id })),
      ...here.map((u) => ({ type: 'ELIMINATE', unit: u.id })),
    ] as EventObject[];
  }
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

export type TurnSeed = Seed<unknown> & { options: TurnOptions };

/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_TURN_OPTIONS. */
export const TURN_OPTION_KEYS = ['orders', 'pass', 'maxRolls', 'inactiveRolls', 'shuffleTops', 'rerolls'] as const;

/**
 * The seeds, as data (oracle/procedures/cce/seeds/turn.json, units in the frame form: seeds.ts): each stacks
 * a small draw pile of described cards, so that the cards are the cases.
 */
export const TURN_SEEDS = onFirstUse((): TurnSeed[] => [...loadSeeds('turn', { defaults: DEFAULT_TURN_OPTIONS, keys: TURN_OPTION_KEYS }, (raw, path) => parseTurnSituation(raw, path), { units: 'frame' }), ...pairwiseTurnSeeds()]);

/**
 * Generated (issue 16.5): the facts a Pass and the end of the Turn read — the Turn's Orders are the Order
 * procedures' (their own generated situations), so this domain is the frame's. Each fact and the rule that
 * reads it:
 * - posture: the active player's Posture, hence his Hand Size 6, 5 or 4 (1.1, 5.4);
 * - hand: the cards in his hand, one or two below that Hand Size, or none (5.4: he draws up to it);
 * - discardLimit: 0, 1 or 2 (O15: "up to" the Discard Limit; 5.3; reading cce.pass-zero-cards);
 * - draw: his draw pile against the cards a Pass of none makes him draw: more, exactly as many (the last
 *   card is drawn: 5.4, 6.1.2, a Time advance), fewer (the refill goes on after the reshuffle);
 * - discardPile: his discard pile empty or not (6.1.2 step 1 reshuffles it into the new draw pile, 1.4);
 * - response: the opponent's Action in hand: none, Demolitions, Hidden Unit, Command Confusion (A31,
 *   A35.4: after a Pass that discards; A28: never played for an Action);
 * - opponentDefends: the opponent the scenario Defender or not (A35.4: Hidden Actions only by the Defender);
 * - overstacked: nobody's, the active player's or the opponent's hex above 7 figures (8.2: checked at the
 *   end of every Turn, reading cce.end-of-turn-order).
 * The American player is active; the Time marker is short of Sudden Death. Not made: both players Defending
 * (a scenario has one Defender at most), fewer cards than one to draw (an empty draw pile). Seeds marked `minimise`.
 */
export function turnFactors() {
  return {
    posture: ['attack', 'recon', 'defend'],
    hand: ['two below Hand Size', 'one below Hand Size', 'none'], // first a value every draw pile allows: pairwise.ts completes a partial row with each factor's first value
    discardLimit: ['0', '1', '2'],
    draw: ['more than needed', 'exactly as needed', 'fewer than needed'],
    discardPile: ['empty', 'two cards'],
    response: ['none', 'Demolitions', 'Hidden Unit', 'Command Confusion'],
    opponentDefends: ['no', 'yes'],
    overstacked: ['none', 'the active player', 'the opponent'],
  } as Record<string, string[]>;
}

/** A scenario has one Defender at most; 5.4: a draw pile of fewer cards than one is none ("a card to draw"). */
export const turnForbidden = (r: Record<string, string>): boolean => (r.posture === 'defend' && r.opponentDefends === 'yes') || (r.hand === 'one below Hand Size' && r.draw === 'fewer than needed');

/**
 * What an edition gives the Turn's generator: its facts (`factors`, without `overstacked` where the edition checks no
 * stacking), the rows not made, its hand sizes by Posture (1.1), the Discard Limit a row gives and the situation's
 * fields that fix it (`discard`), its parser, and the rules the purpose names.
 */
export interface PairwiseTurnEdition {
  factors: Record<string, string[]>;
  forbidden: (r: Record<string, string>) => boolean;
  handSizes: Readonly<Record<string, number>>;
  discard: (r: Record<string, string>) => { discardLimit: number; fields?: Record<string, unknown> };
  parse: (raw: unknown, path: string) => unknown;
  rules: string;
}

/** CC:E's: the Discard Limit a factor of its own (O15: the player aid's, 0 to 2 here). */
export const CCE_PAIRWISE_TURN: PairwiseTurnEdition = {
  factors: turnFactors(),
  forbidden: turnForbidden,
  handSizes: HAND_SIZE,
  discard: (r) => ({ discardLimit: Number(r.discardLimit) }),
  parse: (raw, path) => parseTurnSituation(raw, path),
  rules: '5, O15, 5.3, A31, A35.4, A28, 8.2, 5.4, 1.1, 6.1.2, 1.4',
};

export function pairwiseTurnSeeds(edition: PairwiseTurnEdition = CCE_PAIRWISE_TURN): TurnSeed[] {
  const { rows } = pairwise(edition.factors, (r) => !edition.forbidden(r));
  const handSize = edition.handSizes;
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const held = r.hand === 'none' ? 0 : handSize[r.posture] - (r.hand === 'one below Hand Size' ? 1 : 2);
    const need = handSize[r.posture] - held;
    const draws = { 'more than needed': need + 3, 'exactly as needed': need, 'fewer than needed': need - 1 }[r.draw]!;
    const ids = (p: string, n: number) => Array.from({ length: n }, (_, k) => card(`${p}${k + 1}`));
    const action = { none: [], Demolitions: [card('ax-act', { action: 'Demolitions' })], 'Hidden Unit': [card('ax-act', { action: 'Hidden Unit' })], 'Command Confusion': [card('ax-act', { action: 'Command Confusion' })] }[r.response]!;
    const units = [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')];
    if (r.overstacked === 'the active player') units.push(squad('us-2', 'allied', 'E5'));
    if (r.overstacked === 'the opponent') units.push(squad('de-2', 'axis', 'C3'));
    const raw = {
      initiative: 'allied',
      postures: { axis: r.opponentDefends === 'yes' ? 'defend' : r.posture === 'attack' ? 'recon' : 'attack', allied: r.posture },
      time: { space: 1, suddenDeath: 8 },
      vp: 0,
      orderCapability: 2,
      ...edition.discard(r).fields,
      discardLimit: edition.discard(r).discardLimit,
      edges: { axis: ['A1'], allied: ['J1'] },
      active: 'allied',
      decks: {
        axis: deckOf([card('ax-h1'), ...action], [card('ax-d1')]),
        allied: deckOf(ids('al-h', held), ids('al-d', draws), r.discardPile === 'empty' ? [] : ids('al-x', 2)),
      },
      units,
      map: hexes('A1', 'C3', 'E5', 'J1'),
    };
    const situation = JSON.parse(JSON.stringify(raw)) as TurnSituation;
    edition.parse(situation, `generated seed "${name}": situation`); // as a seed file's situation: validated, kept as written
    const facts = Object.entries(r).map(([k, v]) => `${k}: ${v}`).join('; ');
    return { name, purpose: `Generated pairwise: the American player passes; ${facts} (${edition.rules}).`, options: { ...DEFAULT_TURN_OPTIONS, pass: true }, minimise: true, situation };
  });
}

export const turnSpec: ProcedureSpec<TurnSituation> = {
  procedure: 'turn',
  ruleset: 'cce',
  title: 'A Turn: Orders or Pass, die triggers, end of Turn (5, O14, O15, 1.9.1, 8.2)',
  section: ['5', 'O14', 'O15'],
  machine: turnMachine,
  parseSituation: parseTurnSituation,
  parseEvent: parseTurnEvent,
  project: (snapshot) => projectTurn(snapshot.context as TurnContext, snapshot.status),
  get seeds() {
    return TURN_SEEDS() as Seed<TurnSituation>[];
  },
  domain: (snapshot, seed) => turnDomain(snapshot, (seed as TurnSeed | undefined)?.options ?? DEFAULT_TURN_OPTIONS),
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domainNote:
    'No dice classes: a roll is the top card\'s dice and each seed stacks 1-4 described cards on a small draw pile. One unit or player per GIVE_ORDER (no subsets); Orders/Pass only where the seed allows; at most maxRolls rolls per Turn; 1 Initiative re-roll per path where allowed; every Pass discard set up to the Discard Limit; every legal response, Sniper target, Deploy and stacking elimination; nested Time advance as in time-advance (canonical SHUFFLE plus named cards on top). Decks are 72 cards, mostly unlisted.',
};
