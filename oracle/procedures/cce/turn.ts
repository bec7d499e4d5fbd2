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
import { cardOf, type OrderName } from '../../../machines/cce/deck';
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
import { nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, requireDiceOnTop, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';
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
export const TURN_SEEDS = onFirstUse((): TurnSeed[] => loadSeeds('turn', { defaults: DEFAULT_TURN_OPTIONS, keys: TURN_OPTION_KEYS }, (raw, path) => parseTurnSituation(raw, path), { units: 'frame' }));

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
