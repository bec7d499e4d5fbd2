/**
 * Seed builders for the `event` procedure (E42–E77): a frame in which the reader's draw pile starts with
 * the Event card (and the card whose Random Hex the Event reads), the rest of each deck `unlisted`.
 */
import type { Card } from '../../../../machines/cce/deck';
import type { EventSituation } from '../../../../machines/cce/event/machine';
import type { Seed } from '../../../../machines/core/procedure';
import type { Player } from '../../../../machines/cce/units';
import { card, deckOf, dice, hexes } from '../time-advance';

export { card, dice, deckOf, hexes, leader, squad, team } from '../time-advance';

export type EventSeed = Seed<EventSituation>;

/** The reader's draw pile for an Event: the Event card, then (if given) the Random Hex card, then one more. */
export const eventDraw = (event: string, randomHex?: string): Card[] => [
  card('event-card', { event }),
  ...(randomHex ? [card('hex-card', { randomHex })] : []),
  card('next-card'),
];

/**
 * A frame for an Event read by `reader` (the active player, holding the Initiative) with the given
 * units and hexes; `more` replaces any field.
 */
export function eventFrame(reader: Player, draw: Card[], units: unknown[], hexIds: string[], more: Record<string, unknown> = {}): EventSituation {
  const other: Player = reader === 'axis' ? 'allied' : 'axis';
  return {
    reader,
    active: reader,
    initiative: reader,
    postures: { axis: 'attack', allied: 'defend' },
    decks: { [reader]: deckOf([], draw), [other]: deckOf([], [card(`${other}-top`)]) },
    time: { space: 3, suddenDeath: 8 },
    vp: 0,
    units,
    map: hexes(...hexIds),
    ...more,
  } as unknown as EventSituation;
}

/** A seed. */
export const seed = (name: string, purpose: string, situation: EventSituation): EventSeed => ({ name, purpose, situation });

/**
 * The game around an Order (event/host.ts) for a seed that resolves its triggers by the rules: `active`'s
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

/**
 * The game around an Order one Time advance short of Sudden Death (space 2, Sudden Death 3: 6.1.2, 6.2.2),
 * with `last` the only card of `player`'s draw pile (6.1.2: its reveal advances Time) and two described cards
 * in his discard pile for the Sudden Death Roll after the reshuffle: `sd-2` (1+1, less than 3: the game ends;
 * on top in the canonical order) and `sd-9` (4+5: play proceeds; a seed's SHUFFLE may put it on top).
 * `otherTop`: the other player's top card (a Defense Roll's trigger reveals it: described with its Random Hex).
 */
export function gameAtSuddenDeath(o: { active: Player; initiative: Player; player: Player; last: Card; otherTop?: Card }) {
  const other = o.player === 'axis' ? 'allied' : 'axis';
  const g = gameAround({ active: o.active, initiative: o.initiative, draws: { [o.player]: [o.last], [other]: [o.otherTop ?? card(`${other}-top`)] } });
  g.decks[o.player] = deckOf([], [o.last], [card('sd-2', { dice: dice(1, 1) }), card('sd-9', { dice: dice(4, 5) })]);
  return { ...g, time: { space: 2, suddenDeath: 3 } };
}

/** The Time advance domain for a gameAtSuddenDeath seed: the canonical SHUFFLE (`sd-2` on top) and one with `sd-9` on top. */
export const SUDDEN_DEATH_SHUFFLES = { shuffleTops: ['sd-9'], rerolls: 0 };
