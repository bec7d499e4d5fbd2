/**
 * The Event procedure's seed type, and the game around an Order for a test that describes one (the seeds
 * themselves are data: oracle/procedures/cce/seeds/event.json).
 */
import type { Card } from '../../../../machines/cce/deck';
import type { EventSituation } from '../../../../machines/cce/event/machine';
import type { Seed } from '../../../../machines/core/procedure';
import type { Player } from '../../../../machines/cce/units';
import { card, deckOf } from '../time-advance';

export type EventSeed = Seed<EventSituation>;

/**
 * The game around an Order (event/host.ts) for a situation that resolves its triggers by the rules: `active`'s
 * Turn, `initiative` holding the card, the postures (Attack and Defend by default), Time on space 2 of 8,
 * and each player's draw pile (top first; by default one anonymous card, `<player>-top`).
 */
export function gameAround(o: { active: Player; initiative: Player; postures?: Record<Player, 'attack' | 'defend' | 'recon'>; draws: Partial<Record<Player, Card[]>> }) {
  return {
    active: o.active,
    initiative: o.initiative,
    postures: o.postures ?? { axis: 'attack', allied: 'defend' },
    decks: { axis: deckOf([], o.draws.axis ?? [card('axis-top')]), allied: deckOf([], o.draws.allied ?? [card('allied-top')]) },
    time: { space: 2, suddenDeath: 8 },
  };
}
