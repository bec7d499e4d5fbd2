/**
 * A roll during an Event (1.9, E42): the reader reveals the top card of his draw pile and its two dice
 * are summed; "Die triggers are always ignored during any die roll occurring during an Event" (E42), so
 * the card's trigger, if any, is not read. A reveal that takes the last card of the draw pile is recorded
 * (6.1.2: the Time advance follows the Event; the host runs it).
 *
 * A roll needed when the reader's draw pile is already empty is the same question as the Random Hex's
 * (random.ts), and follows the same reading, cce.event-random-hex-empty-pile: by default that part of the
 * Event, and what depends on it, is impossible (E42); the alternative reshuffles the discard pile first
 * (1.4) and reveals from the new pile. The total is kept in `ev.scratch.roll`.
 */
import { assign } from 'xstate';
import { OracleError } from '../../core/errors';
import { cardOf, reshuffle, reveal } from '../deck';
import type { CceRuleId } from '../rule-ids';
import { type EventArgs, lastCardIgnored, timeDue, withSteps } from './kit';

/** A state that rolls for `rule`'s Event, then goes on to `next` (or ends the Event when no card can be revealed). */
export const rollState = (rule: CceRuleId, next: string) => ({
  always: [
    { guard: 'a roll from an empty pile is impossible', target: 'done', actions: { type: 'impossible', params: { rule: '1.9' } }, meta: { rules: ['E42', '1.9', '6.1.2', rule] } },
    { target: next, actions: { type: 'roll during an Event', params: { rule } }, meta: { rules: ['1.9', 'E42', rule] } },
  ],
});

/** The total of the last roll made during the Event. */
export const rollOf = (c: EventArgs['context']): number | undefined => c.ev.scratch.roll as number | undefined;

export const ROLL_GUARDS = {
  'a roll from an empty pile is impossible': ({ context: c }: EventArgs): boolean => c.frame.decks[c.ev.reader].draw.length === 0 && c.readings['cce.event-random-hex-empty-pile'] !== 'reshuffle-first',
};

export const ROLL_ACTIONS = {
  'roll during an Event': assign(({ context: c }: EventArgs, params: { rule: CceRuleId }) => {
    const p = c.ev.reader;
    const deck = c.frame.decks[p].draw.length === 0 ? reshuffle(c.frame.decks[p]) : c.frame.decks[p];
    const taken = reveal(deck);
    const dice = cardOf(taken.deck, taken.card)?.dice;
    if (!dice) {
      throw new OracleError({ code: 'invalid-field', path: `input.decks.${p}.draw`, expected: `the card revealed for the ${params.rule} roll described with its dice (1.9)`, actual: taken.card, rule: '1.9' });
    }
    const roll = dice.white + dice.colored;
    const step = { rule: params.rule, what: 'roll', player: p, card: taken.card, roll };
    return { frame: { ...c.frame, decks: { ...c.frame.decks, [p]: taken.deck } }, ev: { ...withSteps(c, step), scratch: { ...c.ev.scratch, roll }, timeDueFor: timeDue(c.ev, p, taken.last && !lastCardIgnored(c)) } } as never;
  }),
};
