/**
 * The Fate deck (CC:E 1, 1.1–1.4, 1.9) — the one model of a player's cards: his hand, his draw pile and
 * his discard pile. Every procedure that plays, draws, reveals, discards or reshuffles a card calls this
 * module, and nothing else moves a card, so the 72 cards of a deck are conserved by construction (a
 * property test checks it over thousands of random runs: tests/deck.conservation.test.ts).
 *
 * - Hand Size by Posture (1.1): Attack 6, Recon 5, Defend 4.
 * - Revealing (1.3) takes the top card of the draw pile and puts it on top of the discard pile; a roll
 *   (1.9) is a reveal whose two dice are consulted. Drawing (5.4) takes the top card into the hand.
 * - Revealing or drawing the LAST card of the draw pile is reported (`last`), because 6.1.2 treats it
 *   exactly as a Time! trigger; the caller runs the Time advance, whose step 1 reshuffles (1.4).
 * - A reshuffle (1.4, 6.1.2 step 1) gathers the draw and discard piles into a new draw pile. Shuffling
 *   is chance, and nothing here is random: the new order is an input (`order`: the ids wanted on top,
 *   in order; the rest follow in `canonicalOrder`), so a vector records the shuffle it assumes.
 *
 * A card's contents (its Order, Action, Event, dice, trigger, Random Hex) are data printed on the cards,
 * not in the rulebook (digest §5.D): a situation describes the cards it needs and may leave the rest
 * `unlisted` — anonymous cards at the bottom of the discard pile, there only so that every deck holds 72.
 */
import type { Die, Trigger } from '../core/dice';
import { OracleError } from '../core/errors';
import { arr, int, obj, oneOf, str } from '../core/validate';
import { NATIONALITIES, type Nationality } from './units';

/** "A player's 72-card Fate Deck" (1). */
export const DECK_SIZE = 72;

export const POSTURES = ['attack', 'recon', 'defend'] as const;
/** CC:P 1.1, 17: "either Invader (7 cards), Attacker (6 cards), Recon (5 cards), Defender (4 cards), or Banzai (3 cards)" (CC:P's Attacker and Defender are CC:E's attack and defend). */
export const CCP_POSTURES = ['invader', 'attack', 'recon', 'defend', 'banzai'] as const;
export type Posture = (typeof POSTURES)[number] | (typeof CCP_POSTURES)[number];

/** 1.1: "either Attack (6 cards), Recon (5 cards) or Defend (4 cards)". */
export const HAND_SIZE: Record<(typeof POSTURES)[number], number> = { attack: 6, recon: 5, defend: 4 };

export const ORDERS = ['Advance', 'Artillery Denied', 'Artillery Request', 'Command Confusion', 'Fire', 'Move', 'Recover', 'Rout'] as const;

/**
 * What the cards of an edition may print: its Orders and its die triggers. CC:P (O22–O31, 1.9.1) has no
 * Artillery, Recover or Rout Orders and no Jammed! trigger; it adds Charge, Infiltrate, Reconnoiter and
 * Revive, the Asset Orders, and the Disperse trigger (spelt here like the other three, with "!").
 */
export interface CardVocabulary {
  orders: readonly OrderName[];
  triggers: readonly CardTrigger[];
  /** The rule an unknown Order is refused under (CC:E 1.5). */
  orderRule: string;
  /** The Postures a scenario may assign (CC:E 1.1; CC:P 1.1 and 17 add Invader and Banzai): the frame's `postures` are parsed against them. */
  postures: readonly Posture[];
  /**
   * What a Support Table item may be besides a unit (CC:E E68: a Radio, 12; CC:P E70 b): a Sighting marker, 9):
   * the frame's `supportTables` items are parsed against it. Absent: CC:E's `radio`.
   */
  supportItem?: 'radio' | 'sighting';
}
export const CCP_ORDERS = ['Advance', 'Asset Denied', 'Asset Request', 'Charge', 'Command Confusion', 'Fire', 'Infiltrate', 'Move', 'Reconnoiter', 'Revive'] as const;
export type OrderName = (typeof ORDERS)[number] | (typeof CCP_ORDERS)[number];
export type CardTrigger = Trigger | 'Disperse!';
export const CCE_CARDS: CardVocabulary = { orders: ORDERS, triggers: ['Event!', 'Jammed!', 'Sniper!', 'Time!'], orderRule: '1.5', postures: POSTURES };
export const CCP_CARDS: CardVocabulary = { orders: CCP_ORDERS, triggers: ['Disperse!', 'Event!', 'Sniper!', 'Time!'], orderRule: '1.5', postures: CCP_POSTURES, supportItem: 'sighting' };

export interface Card {
  id: string;
  order?: OrderName;
  action?: string;
  event?: string;
  dice?: { white: Die; colored: Die };
  trigger?: CardTrigger;
  randomHex?: string;
  /** E48: the downwind direction printed in the Breeze Event, a 2.2.2 compass number 1-6. */
  direction?: number;
  /**
   * CC:P E60: which Smoke the Gusts Event removes, printed on its card: "odd" or "even" Hindrance values.
   * Set by the CC:P parsers (machines/ccp/event.ts takeGusts, citing E60); CC:E's refuse the field.
   */
  gusts?: 'odd' | 'even';
  /**
   * CC:P E50: the first and last year of "the date(s) given in the Air Support event itself" (a single
   * date: the same year twice). Set by the CC:P parsers (machines/ccp/air-support.ts takeAirSupport, citing
   * E50); CC:E's refuse the field.
   */
  years?: [number, number];
  /**
   * A37 Marksmanship: "The attack must include a firing Squad or Team of the indicated nationality": the nationality
   * the card indicates (card data, not in the rulebook; digest §5.D "Marksmanship nationality"). Optional.
   */
  nationality?: Nationality;
}

/** One player's cards, each pile listed top first. `cards` holds the contents of every described card. */
export interface Deck {
  hand: string[];
  draw: string[];
  discard: string[];
  cards: Record<string, Card>;
}

/** The cards taken by one move, and whether the draw pile ran out on it (6.1.2). */
export interface Taken {
  deck: Deck;
  card: string;
  last: boolean;
}

export const deckCount = (d: Deck): number => d.hand.length + d.draw.length + d.discard.length;

function mustHaveDrawPile(d: Deck, what: string, rule: string): void {
  if (d.draw.length === 0) throw new OracleError({ code: 'illegal-event', path: 'deck.draw', expected: `a card to ${what}`, actual: 'an empty draw pile', rule });
}

/** 1.3, 1.9: the top card of the draw pile is turned face up onto the discard pile. */
export function reveal(d: Deck): Taken {
  mustHaveDrawPile(d, 'reveal', '1.3');
  const [card, ...draw] = d.draw;
  return { deck: { ...d, draw, discard: [card, ...d.discard] }, card, last: draw.length === 0 };
}

/** 5.4: the top card of the draw pile goes into the hand. */
export function drawCard(d: Deck): Taken {
  mustHaveDrawPile(d, 'draw', '5.4');
  const [card, ...draw] = d.draw;
  return { deck: { ...d, draw, hand: [...d.hand, card] }, card, last: draw.length === 0 };
}

/** 1.5, O14.1, O15: a card from the hand is placed on the discard pile (played for its Order or Action, or discarded). */
export function discardFromHand(d: Deck, card: string): Deck {
  if (!d.hand.includes(card)) throw new OracleError({ code: 'illegal-event', path: 'card', expected: `a card in hand (${d.hand.join(', ') || 'none'})`, actual: card, rule: '1.5' });
  return { ...d, hand: d.hand.filter((c) => c !== card), discard: [card, ...d.discard] };
}

/**
 * The deterministic order of a reshuffle with no stated order: cards described with dice first (by id),
 * then the others as they lay (draw pile, then discard pile, each top first).
 */
export function canonicalOrder(d: Deck, ids: readonly string[]): string[] {
  const described = ids.filter((id) => d.cards[id]?.dice !== undefined).sort();
  const rest = ids.filter((id) => d.cards[id]?.dice === undefined);
  return [...described, ...rest];
}

/** 1.4, 6.1.2 step 1: draw and discard piles shuffled together into a new draw pile; `top` is the order wanted on top. */
export function reshuffle(d: Deck, top: readonly string[] = []): Deck {
  const pool = [...d.draw, ...d.discard];
  top.forEach((id, i) => {
    if (!pool.includes(id)) throw new OracleError({ code: 'illegal-event', path: `order[${i}]`, expected: 'a card of the draw or discard pile', actual: id, rule: '1.4' });
  });
  const rest = canonicalOrder(d, pool.filter((id) => !top.includes(id)));
  return { ...d, draw: [...top, ...rest], discard: [] };
}

export const cardOf = (d: Deck, id: string): Card | undefined => d.cards[id];

// ---------------------------------------------------------------------------------------------- parse

const CARD_FIELDS = ['id', 'order', 'action', 'event', 'dice', 'trigger', 'randomHex', 'direction', 'nationality'];

export function parseCard(raw: unknown, path: string, vocabulary: CardVocabulary = CCE_CARDS): Card {
  const o = obj(raw, path, CARD_FIELDS, ['id']);
  const card: Card = { id: str(o.id, `${path}.id`) };
  if (o.order !== undefined) card.order = oneOf(o.order, `${path}.order`, vocabulary.orders, vocabulary.orderRule);
  if (o.action !== undefined) card.action = str(o.action, `${path}.action`);
  if (o.event !== undefined) card.event = str(o.event, `${path}.event`);
  if (o.dice !== undefined) {
    const d = obj(o.dice, `${path}.dice`, ['white', 'colored'], ['white', 'colored']);
    card.dice = { white: int(d.white, `${path}.dice.white`, 1, 6, '1.9') as Die, colored: int(d.colored, `${path}.dice.colored`, 1, 6, '1.9') as Die };
  }
  if (o.trigger !== undefined) card.trigger = oneOf(o.trigger, `${path}.trigger`, vocabulary.triggers, '1.9.1');
  if (o.randomHex !== undefined) card.randomHex = str(o.randomHex, `${path}.randomHex`, /^[A-Z][1-9][0-9]?$/, 'a hex id such as "C7" (1.8)');
  if (o.direction !== undefined) card.direction = int(o.direction, `${path}.direction`, 1, 6, 'E48');
  if (o.nationality !== undefined) card.nationality = oneOf(o.nationality, `${path}.nationality`, NATIONALITIES, 'A37');
  return card;
}

/**
 * A deck as a situation gives it: `{ hand, draw, discard }` lists of cards (top first) and `unlisted`,
 * the number of anonymous cards beneath the listed discard pile. Together they must be 72 (1).
 */
export function parseDeck(raw: unknown, path: string, player: string, vocabulary: CardVocabulary = CCE_CARDS): Deck {
  const o = obj(raw, path, ['hand', 'draw', 'discard', 'unlisted'], ['hand', 'draw']);
  const cards: Record<string, Card> = {};
  const pile = (v: unknown, p: string): string[] =>
    (v === undefined ? [] : arr(v, p)).map((c, i) => {
      const card = parseCard(c, `${p}[${i}]`, vocabulary);
      if (cards[card.id]) throw new OracleError({ code: 'invalid-field', path: `${p}[${i}].id`, expected: 'a card id used once in the deck', actual: card.id });
      cards[card.id] = card;
      return card.id;
    });
  const hand = pile(o.hand, `${path}.hand`);
  const draw = pile(o.draw, `${path}.draw`);
  const discard = pile(o.discard, `${path}.discard`);
  const listed = hand.length + draw.length + discard.length;
  const unlisted = o.unlisted === undefined ? 0 : int(o.unlisted, `${path}.unlisted`, 0, DECK_SIZE, '1');
  if (listed + unlisted !== DECK_SIZE) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.unlisted`, expected: `hand + draw + discard + unlisted = ${DECK_SIZE} cards (1)`, actual: listed + unlisted, rule: '1' });
  }
  for (let i = 1; i <= unlisted; i++) discard.push(`${player}-card-${String(i).padStart(2, '0')}`);
  return { hand, draw, discard, cards };
}
