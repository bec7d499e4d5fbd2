/**
 * The Fate deck conserves its 72 cards (1, 1.3, 1.4, 1.5, 5.4, 6.1.2): whatever sequence of reveals,
 * draws, plays/discards and reshuffles is made, hand + draw + discard = 72 and no card is duplicated or
 * lost. Property-based: 10,000 random runs of up to 30 moves each (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalOrder, type Deck, DECK_SIZE, deckCount, discardFromHand, drawCard, HAND_SIZE, parseDeck, reshuffle, reveal } from '../machines/cce/deck';

const START: Deck = parseDeck({ hand: [], draw: [{ id: 'top', dice: { white: 1, colored: 2 } }], discard: [], unlisted: DECK_SIZE - 1 }, 'deck', 'axis');
const fresh = (): Deck => START; // every move returns a new deck: the start is never changed

type Move = { kind: 'reveal' } | { kind: 'draw' } | { kind: 'discard'; pick: number } | { kind: 'reshuffle'; top: number };
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.constant({ kind: 'reveal' } as Move),
  fc.constant({ kind: 'draw' } as Move),
  fc.nat(100).map((pick) => ({ kind: 'discard', pick }) as Move),
  fc.nat(100).map((top) => ({ kind: 'reshuffle', top }) as Move),
);

/** One move as the machines make it: an empty draw pile is always reshuffled first (6.1.2 step 1). */
function apply(d: Deck, m: Move): Deck {
  if ((m.kind === 'reveal' || m.kind === 'draw') && d.draw.length === 0) d = reshuffle(d);
  switch (m.kind) {
    case 'reveal':
      return reveal(d).deck;
    case 'draw':
      return d.hand.length >= HAND_SIZE.attack ? d : drawCard(d).deck;
    case 'discard':
      return d.hand.length === 0 ? d : discardFromHand(d, d.hand[m.pick % d.hand.length]);
    case 'reshuffle': {
      const pool = [...d.draw, ...d.discard];
      return reshuffle(d, pool.length ? [pool[m.top % pool.length]] : []);
    }
  }
}

describe('deck: 72 cards are conserved', () => {
  it('hand + draw + discard = 72, every card once, over 10,000 random runs', () => {
    const ids = [...fresh().hand, ...fresh().draw, ...fresh().discard].sort();
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        let d = fresh();
        for (const m of moves) {
          d = apply(d, m);
          if (deckCount(d) !== DECK_SIZE) return false;
        }
        return JSON.stringify([...d.hand, ...d.draw, ...d.discard].sort()) === JSON.stringify(ids);
      }),
      { numRuns: 10_000, seed: 1972 },
    );
  });

  it('a reveal puts the top card on top of the discard pile and reports the last card (1.3, 6.1.2)', () => {
    const d = parseDeck({ hand: [], draw: [{ id: 'a' }, { id: 'b' }], discard: [{ id: 'x' }], unlisted: 69 }, 'deck', 'axis');
    const first = reveal(d);
    expect([first.card, first.last, first.deck.discard[0], first.deck.draw]).toEqual(['a', false, 'a', ['b']]);
    const second = reveal(first.deck);
    expect([second.card, second.last]).toEqual(['b', true]);
    expect(() => reveal(second.deck)).toThrow(/empty draw pile/);
  });

  it('a reshuffle gathers draw and discard piles; the named card goes on top, then described cards, then the rest as they lay (1.4)', () => {
    const d = parseDeck({ hand: [{ id: 'h' }], draw: [{ id: 'z' }], discard: [{ id: 'm', dice: { white: 1, colored: 1 } }, { id: 'b', dice: { white: 2, colored: 2 } }], unlisted: 68 }, 'deck', 'allied');
    const r = reshuffle(d, ['m']);
    expect(r.draw.slice(0, 4)).toEqual(['m', 'b', 'z', 'allied-card-01']);
    expect([r.draw.length, r.discard.length, r.hand]).toEqual([71, 0, ['h']]);
    expect(canonicalOrder(d, ['z', 'm', 'b'])).toEqual(['b', 'm', 'z']);
  });

  it('a deck that does not hold 72 cards is rejected naming the field and rule 1', () => {
    expect(() => parseDeck({ hand: [], draw: [{ id: 'a' }], unlisted: 70 }, 'input.decks.axis', 'axis')).toThrow(/input\.decks\.axis\.unlisted .*72.*got 71/);
  });

  it('Hand Size by Posture (1.1): Attack 6, Recon 5, Defend 4', () => {
    expect(HAND_SIZE).toEqual({ attack: 6, recon: 5, defend: 4 });
  });
});
