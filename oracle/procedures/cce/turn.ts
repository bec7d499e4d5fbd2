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
import { type Card, cardOf, type OrderName } from '../../../machines/cce/deck';
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
import { card, deckOf, dice, hexes, leader, nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, requireDiceOnTop, squad, team, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';

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

const DEFAULTS: TurnOptions = { orders: false, pass: false, maxRolls: 0, shuffleTops: [], rerolls: 0 };

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

type TurnSeed = Seed<unknown> & { options: TurnOptions };

const filler = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => card(`${prefix}${i + 1}`));
const frameBase = {
  initiative: 'allied',
  postures: { axis: 'attack', allied: 'defend' },
  time: { space: 1, suddenDeath: 8 },
  vp: 0,
  orderCapability: 2,
  discardLimit: 2,
  edges: { axis: ['A1'], allied: ['J1'] },
};
/** A discard pile whose described cards a reshuffle puts on top (canonical order: by id). */
const spare = (p: string) => [card(`${p}-s1`, { dice: dice(6, 6), randomHex: 'D4' }), card(`${p}-s2`, { dice: dice(5, 6), event: 'Medic!' })];
const twoSquads = { units: [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], map: hexes('A1', 'C3', 'E5', 'J1') };

/** One Axis Order (Order Capability 1) from `hand`, rolling from `draw` over `discard`; `more` replaces the rest. */
const axisOrder = (hand: Card[], draw: Card[], discard: Card[], more: Record<string, unknown> = {}) => ({
  ...frameBase,
  orderCapability: 1,
  active: 'axis',
  decks: { axis: deckOf(hand, draw, discard), allied: deckOf([], filler('al-d', 2)) },
  ...twoSquads,
  ...more,
});

/** An Allied Turn with Discard Limit 0 (he can only Pass zero cards), his deck `allied`; `more` replaces the rest. */
const alliedPass = (allied: ReturnType<typeof deckOf>, more: Record<string, unknown> = {}) => ({
  ...frameBase,
  active: 'allied',
  discardLimit: 0,
  decks: { axis: deckOf([], filler('ax-d', 2)), allied },
  ...twoSquads,
  ...more,
});

const move = card('ax-move', { order: 'Move' });
const fire = card('ax-fire', { order: 'Fire' });

export const TURN_SEEDS: TurnSeed[] = [
  {
    name: 'orders-and-activation',
    purpose:
      '5, 5.1, O14.1, 1.5, E58.1, O22.1, O23.1: up to 2 Orders (Order Capability) from cards bearing them; a unit is activated once per Turn, the Hero (already activated this Turn) again; a player once for Recover or Rout, and only with a broken unit in play (O22.1: or a Suppressed one; the broken Squad de-1 makes the Axis player eligible for both); the Allied player was already activated for Rout this Turn; then the refill to 6 (Attack).',
    options: { ...DEFAULTS, orders: true },
    situation: {
      ...frameBase,
      active: 'axis',
      activated: { units: ['de-hero'], recover: [], rout: ['allied'] },
      decks: {
        axis: deckOf([move, fire, card('ax-rout', { order: 'Rout' }), card('ax-recover', { order: 'Recover' }), card('ax-confusion', { order: 'Command Confusion' })], filler('ax-d', 5)),
        allied: deckOf([], filler('al-d', 2)),
      },
      units: [squad('de-1', 'axis', 'C3', { broken: true }), leader('de-hero', 'axis', 'C4', 1, { hero: true }), squad('us-1', 'allied', 'E5', { broken: true })],
      map: hexes('A1', 'C3', 'C4', 'E5', 'J1'),
    },
  },
  {
    name: 'pass-and-responses',
    purpose:
      'O15, 5.3, 5.2, A31, A35.4: the Allied player passes discarding 0, 1 or 2 cards (Discard Limit 2); a discard opens Demolitions and, for the Defender only, Hidden Unit (any number of Actions, 5.2); a Pass of zero opens nothing (reading cce.pass-zero-cards); then he refills to 6.',
    options: { ...DEFAULTS, pass: true },
    situation: {
      ...frameBase,
      active: 'allied',
      postures: { axis: 'defend', allied: 'attack' },
      decks: {
        axis: deckOf([card('ax-demo', { action: 'Demolitions' }), card('ax-hidden', { action: 'Hidden Unit' })], filler('ax-d', 1)),
        allied: deckOf([card('al-1'), card('al-2')], filler('al-d', 5)),
      },
      ...twoSquads,
    },
  },
  {
    name: 'triggers-in-an-order',
    purpose:
      '1.9, 1.9.1, 9.1: rolls in a Fire Order and in a Move Order: Event! reveals the next card and executes its Event; Jammed! counts on the Fire Attack Roll only (1.9.1.2); the Initiative holder cancels a roll and the card passes (9.1).',
    options: { ...DEFAULTS, orders: true, maxRolls: 2, rerolls: 1 },
    situation: axisOrder(
      [fire, move],
      [card('t1-event', { dice: dice(3, 4), trigger: 'Event!' }), card('t2-medic', { dice: dice(1, 2), event: 'Medic!' }), card('t3-jam', { dice: dice(2, 2), trigger: 'Jammed!' }), card('t4-plain', { dice: dice(5, 1) }), ...filler('ax-d', 6)],
      [],
    ),
  },
  {
    name: 'time-trigger-on-last-card',
    purpose:
      "6.1.2, 1.9.1.4, 7.3.1, 7.3.3: a Fire Attack Roll reveals the last card of the draw pile and it shows Time!: the Time marker advances once, not twice; reinforcements (an Allied Radio to his empty Artillery Box, 8.1.2, then an Allied Team, then an Axis Squad: inactive player first) arrive mid-Turn on the friendly edges, the Squad taking Objective 2 in A2 (open, 4 VP: an 8-point swing) if placed there; the roll's result is then applied.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: axisOrder([fire], [card('last-time', { dice: dice(4, 4), trigger: 'Time!' })], spare('ax'), {
      reinforcements: [{ space: 2, unit: squad('de-rein', 'axis', 'A1') }, { space: 2, unit: team('us-rein', 'allied', 'A1') }, { space: 2, owner: 'allied', radio: 'us-radio' }],
      artilleryBoxes: { axis: null, allied: null },
      edges: { axis: ['A1', 'A2'], allied: ['J1'] },
      objectives: [{ number: 2, hexes: ['A2'], controller: 'allied' }],
      chits: [{ id: 'A', objective: 2, value: 4, open: true }],
      map: hexes('A1', 'A2', 'C3', 'E5', 'J1'),
    }),
  },
  {
    name: 'sniper-on-last-card',
    purpose:
      "1.9.1, 1.9.1.3, 11.4, 3.2.4, 7.1, 6.3: a Sniper! on the last card is resolved after the Time advance, from the reshuffled deck: the Random Hex D4 fixes a broken Weapon (Fix 1-4) and eliminates another (Elim 4-6); the Sniper may break a unit in or adjacent to D4 — the broken Allied Team there is eliminated (1 VP), and it was the Allied player's last unit on the map: the game ends, though an Allied Squad waits on the Time Track (reading cce.last-unit-with-reinforcements).",
    options: { ...DEFAULTS, orders: true, maxRolls: 1, shuffleTops: ['ax-s1'] },
    situation: axisOrder([move], [card('last-sniper', { dice: dice(2, 5), trigger: 'Sniper!' })], spare('ax'), {
      weapons: [{ id: 'mg-fixed', fix: [1, 4], elim: [11, 12] }, { id: 'mg-lost', fix: [1, 1], elim: [4, 6] }, { id: 'mg-stays', fix: [1, 2], elim: [9, 10] }],
      units: [squad('de-1', 'axis', 'C3'), team('us-1', 'allied', 'D4', { broken: true })],
      reinforcements: [{ space: 6, unit: squad('us-later', 'allied', 'A1') }],
      map: hexes('A1', 'C3', 'D4', 'J1'),
    }),
  },
  {
    name: 'reroll-of-the-last-card',
    purpose: '9.1 and reading cce.reroll-last-card: the Initiative holder cancels a roll made with the last card; by default the Time advance stands and the re-roll comes from the reshuffled deck.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, rerolls: 1 },
    situation: axisOrder([move], [card('last-plain', { dice: dice(3, 3) })], spare('ax')),
  },
  {
    name: 'refill-interrupted-sudden-death',
    purpose:
      '5.4, 6.1.2, 6.2.2: a Pass of zero cards, then the refill to 4 (Defend) draws the last card: the Time marker enters the Sudden Death space 6 and the reshuffle puts a 5 (game ends) or a 12 (play proceeds) on top; if the game goes on the Defender gains 1 VP and the refill resumes from the new draw pile.',
    options: { ...DEFAULTS, pass: true, shuffleTops: ['sd-5', 'sd-12'] },
    situation: alliedPass(deckOf([card('al-1'), card('al-2')], [card('al-d1'), card('al-d2')], [card('sd-5', { dice: dice(1, 4) }), card('sd-12', { dice: dice(6, 6) })]), { time: { space: 5, suddenDeath: 6 } }),
  },
  {
    name: 'time-trigger-mid-pile',
    purpose:
      '1.9.1.4, 6.1.2, 6.2.2, 9.1, A32: a Time! trigger (not the last card) advances Time into the Sudden Death space 8; the Sudden Death Roll (12, then after a re-roll 11) lets play proceed; the Defender gains 1 VP; the triggering player removes a Smoke marker; an Allied Radio arrives in its empty Artillery Box; the Allied player may Dig In; the Fire Order then goes on.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, rerolls: 1 },
    situation: axisOrder([fire], [], [], {
      time: { space: 7, suddenDeath: 8 },
      smoke: ['E5'],
      reinforcements: [{ space: 8, owner: 'allied', radio: 'us-radio' }],
      artilleryBoxes: { axis: null, allied: null },
      decks: {
        axis: deckOf([fire], [card('mid-time', { dice: dice(1, 3), trigger: 'Time!' }), card('mid-next', { dice: dice(2, 3) }), ...filler('ax-d', 2)], spare('ax')),
        allied: deckOf([card('al-dig', { action: 'Dig In' })], filler('al-d', 2)),
      },
    }),
  },
  {
    name: 'sniper-mid-pile',
    purpose: '1.9.1.3, 11.4: a Sniper! on a Move Order roll reveals the Random Hex D4; the broken Weapon with Fix 1-4 is fixed; the Axis player may break one unit in or adjacent to D4 (his own included), or none.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: axisOrder([move], [card('mid-sniper', { dice: dice(6, 1), trigger: 'Sniper!' }), card('hex-d4', { randomHex: 'D4' }), ...filler('ax-d', 2)], [], {
      weapons: [{ id: 'mg-fixed', fix: [1, 4], elim: [11, 12] }],
      units: [squad('de-1', 'axis', 'D5'), squad('us-1', 'allied', 'D4'), squad('us-far', 'allied', 'H8')],
      map: hexes('A1', 'D4', 'D5', 'H8', 'J1'),
    }),
  },
  {
    name: 'event-on-last-card',
    purpose: '1.9.1: an Event! on the last card is resolved after the Time advance: the Event card is revealed from the reshuffled deck.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: axisOrder([move], [card('last-event', { dice: dice(2, 6), trigger: 'Event!' })], spare('ax')),
  },
  {
    name: 'event-reveal-takes-last-card',
    purpose: "1.9.1, 6.1.2: the Event card revealed for an Event! is the last card of the draw pile: the Event (Walking Wounded, with nobody on the Casualty Track: impossible, E42) is executed in its entirety, then Time advances, then the roll's result is applied.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: axisOrder([move], [card('ev-trigger', { dice: dice(4, 2), trigger: 'Event!' }), card('ev-last', { event: 'Walking Wounded' })], spare('ax'), { casualtyUnits: [] }),
  },
  {
    name: 'time-trigger-on-inactive-roll',
    purpose:
      "1.9.1.4, 6.1.2: in the Axis player's Fire Order the Allied player's Defense Roll (his own deck, O20.3.4) shows Time! (not the last card): the Time advance is the Allied player's — he is the triggering player — and the roll's result is then applied.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1, inactiveRolls: true },
    situation: axisOrder([fire], [], [], {
      decks: {
        axis: deckOf([fire], [card('ax-x1'), card('ax-x2')], []),
        allied: deckOf([], [card('al-time', { dice: dice(2, 3), trigger: 'Time!' }), ...filler('al-d', 2)]),
      },
    }),
  },
  {
    name: 'event-reveal-takes-last-card-inactive',
    purpose:
      "1.9.1, 6.1.2: the Allied player's Defense Roll in the Axis Fire Order shows Event!, and the Event card he reveals is the last card of his draw pile: the Event (Walking Wounded, nobody on the Casualty Track: impossible, E42) is executed in its entirety, then Time advances — the Allied player's advance, his deck having run out — then the roll's result is applied.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1, inactiveRolls: true },
    situation: axisOrder([fire], [], [], {
      casualtyUnits: [],
      decks: {
        axis: deckOf([fire], [card('ax-x1'), card('ax-x2')], []),
        allied: deckOf([], [card('al-ev', { dice: dice(4, 2), trigger: 'Event!' }), card('al-last', { event: 'Walking Wounded' })], spare('al')),
      },
    }),
  },
  {
    name: 'all-five-objectives-on-refill',
    purpose: '7.3.2 inside a Turn: the refill draws the last card, Time reaches the Sudden Death space, and the Allied player, controlling all five Objectives with that chit in play, wins before the roll.',
    options: { ...DEFAULTS, pass: true },
    situation: alliedPass(deckOf([card('al-1'), card('al-2'), card('al-3')], [card('al-d1')], [card('al-s1', { dice: dice(1, 1) })]), {
      time: { space: 5, suddenDeath: 6 },
      specialChits: { allFiveObjectives: true },
      objectives: [1, 2, 3, 4, 5].map((n) => ({ number: n, hexes: [`B${n}`], controller: 'allied' })),
      units: [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'B1')],
      map: hexes('A1', 'B1', 'B2', 'B3', 'B4', 'B5', 'C3', 'J1'),
    }),
  },
  {
    name: 'end-of-turn-stacking',
    purpose:
      "8.2's example, E52, 7.1: at the end of the Allied Turn the Axis player has two broken Squads (8 figures) in one hex: he may Deploy one into two broken Teams, then must eliminate units until it holds 7 or fewer (the opponent gains their VP); the Allied refill then draws his last card (reading cce.end-of-turn-order).",
    options: { ...DEFAULTS, pass: true },
    situation: alliedPass(deckOf([card('al-1'), card('al-2'), card('al-3')], [card('al-d1')], [card('al-s1', { dice: dice(2, 2) })]), {
      units: [squad('de-a', 'axis', 'F6', { broken: true }), squad('de-b', 'axis', 'F6', { broken: true }), squad('us-1', 'allied', 'E5')],
      map: hexes('A1', 'E5', 'F6', 'J1'),
    }),
  },
];

export const turnSpec: ProcedureSpec<TurnSituation> = {
  procedure: 'turn',
  ruleset: 'cce',
  title: 'A Turn: Orders or Pass, die triggers, end of Turn (5, O14, O15, 1.9.1, 8.2)',
  section: ['5', 'O14', 'O15'],
  machine: turnMachine,
  parseSituation: parseTurnSituation,
  parseEvent: parseTurnEvent,
  project: (snapshot) => projectTurn(snapshot.context as TurnContext, snapshot.status),
  seeds: TURN_SEEDS as Seed<TurnSituation>[],
  domain: (snapshot, seed) => turnDomain(snapshot, (seed as TurnSeed | undefined)?.options ?? DEFAULTS),
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domainNote:
    'No dice classes: a roll is the top card\'s dice and each seed stacks 1-4 described cards on a small draw pile. One unit or player per GIVE_ORDER (no subsets); Orders/Pass only where the seed allows; at most maxRolls rolls per Turn; 1 Initiative re-roll per path where allowed; every Pass discard set up to the Discard Limit; every legal response, Sniper target, Deploy and stacking elimination; nested Time advance as in time-advance (canonical SHUFFLE plus named cards on top). Decks are 72 cards, mostly unlisted.',
};
