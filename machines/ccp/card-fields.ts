/**
 * A CC:P field printed on a Fate card that CC:E's deck parser does not know (E60's `gusts`, E50's
 * `years`): read here, outside the shared parser. `takeCardField` walks every card of a situation's
 * `decks`, parses the field where a card states it, and returns the situation without it (`raw`, for the
 * shared parser) and `apply`, which puts the parsed values on the parsed cards. One walk for every such field.
 */
import type { Card, Deck } from '../cce/deck';

export function takeCardField<K extends 'gusts' | 'years'>(
  raw: unknown,
  path: string,
  field: K,
  parse: (value: unknown, at: string) => NonNullable<Card[K]>,
): { raw: unknown; apply: (decks: Record<string, Deck>) => void } {
  const found: { player: string; id: unknown; value: NonNullable<Card[K]> }[] = [];
  const o = raw as { decks?: Record<string, Record<string, unknown>> } | null;
  if (typeof o !== 'object' || o === null || typeof o.decks !== 'object' || o.decks === null) return { raw, apply: () => {} };
  const decks = Object.fromEntries(
    Object.entries(o.decks).map(([player, deck]) => {
      if (typeof deck !== 'object' || deck === null) return [player, deck];
      const piles = Object.fromEntries(
        Object.entries(deck).map(([pile, cards]) => {
          if (!Array.isArray(cards)) return [pile, cards];
          return [
            pile,
            cards.map((c: unknown, i) => {
              if (typeof c !== 'object' || c === null || !(field in c)) return c;
              const card: Record<string, unknown> = { ...c };
              const value = card[field];
              delete card[field];
              found.push({ player, id: card.id, value: parse(value, `${path}.decks.${player}.${pile}[${i}].${field}`) });
              return card;
            }),
          ];
        }),
      );
      return [player, piles];
    }),
  );
  return {
    raw: { ...o, decks },
    apply: (parsed) => {
      for (const f of found) {
        const card = parsed[f.player]?.cards[f.id as string];
        if (card) card[field] = f.value;
      }
    },
  };
}
