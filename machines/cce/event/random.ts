/**
 * The Random Hex inside an Event (1.8, 11.4, E42): the reader reveals his next card for the hex printed
 * on it (random-hex.ts checks every broken Weapon first). A reveal that takes the last card of his draw
 * pile is recorded: the Time advance follows the Event (1.9.1, 6.1.2; the host runs it).
 *
 * A Random Hex needed when the reader's draw pile is already empty (the Event card itself was its last
 * card) is reading cce.event-random-hex-empty-pile: by default that part of the Event is impossible
 * (E42) and the Time advance follows the Event; the alternative reshuffles the discard pile first (1.4)
 * and reveals from the new pile.
 *
 * 1.8: the Random Hex is printed "on the bottom left of every Fate card", so a card revealed for one that
 * the situation does not describe with its `randomHex` is bad input, refused here once for every Event
 * and the Sniper (never an Event made impossible by a missing input).
 */
import { assign } from 'xstate';
import { OracleError } from '../../core/errors';
import { reshuffle } from '../deck';
import { checkRandomHex } from '../random-hex';
import type { CceRuleId } from '../rule-ids';
import { type EventArgs, timeDue, withSteps } from './kit';

/**
 * A state that determines a Random Hex for `rule`'s Event, then goes on to `next`. `ruleset`: an
 * edition's own Event (kit.ts EventModule.ruleset), whose `rule` is added as that edition's id.
 */
export const randomHexState = (rule: CceRuleId, next: string, ruleset?: string) => {
  const own = (rules: CceRuleId[]) => (ruleset ? { rules, plus: [rule] } : { rules: [...rules, rule] });
  return {
    always: [
      { guard: 'random hex from an empty pile is impossible', target: 'done', actions: { type: 'impossible', params: { rule: '1.8' } }, meta: own(['E42', '1.8', '6.1.2']) },
      { target: next, actions: { type: 'determine a Random Hex', params: ruleset ? { rule, ruleset } : { rule } }, meta: own(['1.8', '11.4']) },
    ],
  };
};

const emptyPile = ({ context: c }: EventArgs): boolean => c.frame.decks[c.ev.reader].draw.length === 0;

export const RANDOM_HEX_GUARDS = {
  'random hex from an empty pile is impossible': (a: EventArgs): boolean => emptyPile(a) && a.context.readings['cce.event-random-hex-empty-pile'] !== 'reshuffle-first',
};

export const RANDOM_HEX_ACTIONS = {
  'determine a Random Hex': assign(({ context: c }: EventArgs, params: { rule: CceRuleId; ruleset?: string }) => {
    const p = c.ev.reader;
    const deck = c.frame.decks[p].draw.length === 0 ? reshuffle(c.frame.decks[p]) : c.frame.decks[p];
    const check = checkRandomHex({ ...c.frame, decks: { ...c.frame.decks, [p]: deck } }, p);
    if (!check.hex) {
      throw new OracleError({ code: 'missing-field', path: `input.decks.${p}.draw`, expected: `the card ${check.card}, revealed for ${params.rule}'s Random Hex, described with its randomHex (1.8: printed "on the bottom left of every Fate card")`, actual: check.card, rule: '1.8' });
    }
    const step = { rule: params.rule, what: 'random-hex', player: p, card: check.card, ...(check.hex ? { hex: check.hex } : {}), weaponsFixed: check.weaponsFixed, weaponsEliminated: check.weaponsEliminated, ...(params.ruleset ? { ruleset: params.ruleset } : {}) };
    return { frame: check.frame, ev: { ...withSteps(c, step), randomHex: check.hex, timeDueFor: timeDue(c.ev, p, check.last) } } as never;
  }),
};
