/**
 * Events about VP, Objectives, chits, the Casualty Track and hands: E45 Battlefield Integrity, E49 Command
 * & Control, E54 Élan, E57 Fog of War, E61 Interrogation, E65 Mission Objective, E67 Reconnaissance, E74
 * Strategic Objective. VP arithmetic is victory.ts (award, Objective values, chits opened: 7.3.2, 7.3.3);
 * the Casualty Track is casualties.ts (4.2); hands and discard piles are deck.ts (1.5).
 *
 * Chance is never random here:
 * - E57's cards picked "at random" are events: the decision state offers every card of the hand (the
 *   graph walk takes them all), the player picking named in the offer.
 * - E65's and E74's chits drawn "at random" come from the frame's `chitPool`, listed in the order they
 *   would be drawn (the situation gives the order, as it does a deck's).
 *
 * What an Event reads must be in the situation: the Casualty Track (`casualtyTrack`) for E45 and E54, the
 * undrawn chits (`chitPool`) for E65 and E74. Without it, resolving the Event is refused with an
 * OracleError `missing-field` naming the field and the Event's rule, as for the other Events' optional
 * data (placement.ts, markers.ts): nothing is assumed. An empty pool is E42's impossible.
 *
 * Left out: the 6.3 item 1 Surrender check is not met here (no Event of this group places a unit on the
 * Casualty Track; E54 moves the marker away from the filled spaces).
 */
import { OracleError } from '../../core/errors';
import { discardFromHand } from '../deck';
import type { CceRuleId } from '../rule-ids';
import { opponentOf, type Player } from '../units';
import { openingTerms, type ObjectiveChit, objectiveValue, type UndrawnChit, vpTerm } from '../victory';
import { withVpTerms } from '../frame';
import { decision, decisionState, evAssign, type EventArgs, type EventHost, type EventModule, type EventStep, offer, withSteps } from './kit';

const opponent = (c: EventHost): Player => opponentOf(c.ev.reader);
const gain = (c: EventHost, rule: CceRuleId, n: number): Partial<EventHost> => ({
  frame: withVpTerms(c.frame, [vpTerm(c.ev.reader, n, rule, 'VP the Event awards')]),
  ev: { ...withSteps(c, { rule, what: 'vp', player: c.ev.reader, vp: n }), offer: null },
});

/** Optional situation data an Event reads (`field` of the frame): absent, the situation is refused (missing-field), nothing is assumed. */
function required<T>(value: T | undefined, field: string, expected: string, rule: CceRuleId): T {
  if (value === undefined) throw new OracleError({ code: 'missing-field', path: `input.${field}`, expected, actual: undefined, rule });
  return value;
}

// ---------------------------------------------------------------------------------------- E45, E54

const E45_TRACK = 'each side\'s Casualty Track, its filled spaces (E45: "counts the total number of enemy units on the Casualty Track")';
const E54_TRACK = 'each side\'s Casualty Track, with the space of its Surrender marker (E54: "moves his Surrender marker into the next higher space on his side of the Casualty Track")';
const tracksOf = (c: EventHost, rule: 'E45' | 'E54') => required(c.frame.casualtyTrack, 'casualtyTrack', rule === 'E45' ? E45_TRACK : E54_TRACK, rule);

/**
 * E45: "the receiving player counts the total number of enemy units on the Casualty Track then gains that
 * many VPs." The enemy's filled spaces (4.2: one unit per space; a Hero is never placed there, E58.1).
 * These are not Elimination VPs (7.1), so 7.3.2's "Elim. points are doubled" chit does not apply.
 */
export const battlefieldIntegrity: EventModule = {
  name: 'Battlefield Integrity',
  rule: 'E45',
  state: {
    initial: 'counting',
    states: {
      counting: { always: { target: 'done', actions: 'E45 gains a VP per enemy unit on the Casualty Track', meta: { rules: ['E45', '4.2'] } } },
      done: { type: 'final' },
    },
  },
  actions: {
    'E45 gains a VP per enemy unit on the Casualty Track': evAssign((c) => gain(c, 'E45', tracksOf(c, 'E45')[opponent(c)].occupied)),
  },
};

/**
 * CC:P's E52 Battlelust, which replaces E45 (machines/ccp/rule-map.ts): "the receiving player gains 1 VP if
 * there are more enemy units on the Casualty Track than friendly units." E45's Casualty Tracks (tracksOf,
 * the filled spaces of each side) and VP award; it cites E45, translated to E52 under `ccp`. Not one of
 * CC:E's Events (EVENT_MODULES); machines/ccp/event.ts lists it. Not more (a tie, or fewer): no VP.
 */
export const battlelust: EventModule = {
  name: 'Battlelust',
  rule: 'E45',
  state: {
    initial: 'comparing',
    states: {
      comparing: {
        always: [
          { guard: 'E45 Battlelust more enemy than friendly units on the Casualty Track', target: 'done', actions: 'E45 Battlelust gains 1 VP', meta: { rules: ['E45', '4.2'] } },
          { target: 'done', actions: 'E45 Battlelust gains no VP', meta: { rules: ['E45', '4.2'] } },
        ],
      },
      done: { type: 'final' },
    },
  },
  guards: {
    'E45 Battlelust more enemy than friendly units on the Casualty Track': ({ context: c }: EventArgs) => {
      const tracks = tracksOf(c, 'E45');
      return tracks[opponent(c)].occupied > tracks[c.ev.reader].occupied;
    },
  },
  actions: {
    'E45 Battlelust gains 1 VP': evAssign((c) => gain(c, 'E45', 1)),
    'E45 Battlelust gains no VP': evAssign((c) => gain(c, 'E45', 0)),
  },
};

/** E49, and CC:P's E58: the Objectives `player` controls (7.3.1.1: a multi-hex building Objective is one entry of `objectives`). */
const controlledBy = (c: EventHost, player: Player): number => c.frame.objectives.filter((o) => o.controller === player).length;

/** E49: "the receiving player counts the number of Objectives [2.3] he currently controls and gains that many VPs." */
export const commandControl: EventModule = {
  name: 'Command & Control',
  rule: 'E49',
  state: {
    initial: 'counting',
    states: {
      counting: { always: { target: 'done', actions: 'E49 gains a VP per Objective he controls', meta: { rules: ['E49', '2.3', '7.3.1'] } } },
      done: { type: 'final' },
    },
  },
  actions: {
    // 7.3.1.1: a multi-hex building Objective is one Objective (one entry of `objectives`).
    'E49 gains a VP per Objective he controls': evAssign((c) => gain(c, 'E49', controlledBy(c, c.ev.reader))),
  },
};

/**
 * CC:P's E58 Field of Battle, which replaces E49 (machines/ccp/rule-map.ts): "the receiving player gains
 * 1 VP if he controls more mapboard objectives than his opponent." E49's count of the Objectives each
 * player controls (7.3.1.1: a multi-hex Objective is one entry); it cites E49, translated to E58 under
 * `ccp`. Not one of CC:E's Events (EVENT_MODULES); machines/ccp/event.ts lists it. Not more: no VP.
 */
export const fieldOfBattle: EventModule = {
  name: 'Field of Battle',
  rule: 'E49',
  state: {
    initial: 'comparing',
    states: {
      comparing: {
        always: [
          { guard: 'E49 Field of Battle controls more Objectives than his opponent', target: 'done', actions: 'E49 Field of Battle gains 1 VP', meta: { rules: ['E49', '2.3', '7.3.1'] } },
          { target: 'done', actions: 'E49 Field of Battle gains no VP', meta: { rules: ['E49', '2.3', '7.3.1'] } },
        ],
      },
      done: { type: 'final' },
    },
  },
  guards: {
    'E49 Field of Battle controls more Objectives than his opponent': ({ context: c }: EventArgs) => controlledBy(c, c.ev.reader) > controlledBy(c, opponent(c)),
  },
  actions: {
    'E49 Field of Battle gains 1 VP': evAssign((c) => gain(c, 'E49', 1)),
    'E49 Field of Battle gains no VP': evAssign((c) => gain(c, 'E49', 0)),
  },
};

/**
 * E54: "the receiving player moves his Surrender marker into the next higher space on his side of the
 * Casualty Track." The track's last space is not in the rulebook text, so no upper bound is applied.
 */
export const elan: EventModule = {
  name: 'Élan',
  rule: 'E54',
  state: {
    initial: 'moving',
    states: {
      moving: { always: { target: 'done', actions: 'E54 moves his Surrender marker one space higher', meta: { rules: ['E54', '4.2', '6.3'] } } },
      done: { type: 'final' },
    },
  },
  actions: {
    'E54 moves his Surrender marker one space higher': evAssign((c) => {
      const tracks = tracksOf(c, 'E54');
      const mine = tracks[c.ev.reader];
      const surrender = mine.surrender + 1;
      return { frame: { ...c.frame, casualtyTrack: { ...tracks, [c.ev.reader]: { ...mine, surrender } } }, ev: withSteps(c, { rule: 'E54', what: 'surrender-marker', player: c.ev.reader, space: surrender }) };
    }),
  },
};

// ---------------------------------------------------------------------------------------- E57, E61

const handOf = (c: EventHost, p: Player): string[] => c.frame.decks[p].hand;
const cards = (ids: string[]) => ids.map((card) => ({ type: 'SELECT_CARD' as const, card }));

/** A card of `owner`'s hand goes to his own discard pile: an involuntary discard (not a pass, O15; A31, A35.4). */
export const discardOf = (c: EventHost, rule: CceRuleId, owner: Player, card: string): Partial<EventHost> => ({
  frame: { ...c.frame, decks: { ...c.frame.decks, [owner]: discardFromHand(c.frame.decks[owner], card) } },
  ev: { ...withSteps(c, { rule, what: 'involuntary-discard', player: owner, card }), offer: null },
});

/**
 * E57: "each player selects one card at random from the opposing player's hand. Those cards are placed in
 * their owners' respective discard piles." The pick at random is an event (every card of the hand is
 * offered, the picking player named). The two picks are from different hands and neither changes the
 * other, so their order changes no outcome; the reader picks first, as the Event is his.
 */
export const fogOfWar: EventModule = {
  name: 'Fog of War',
  rule: 'E57',
  state: {
    initial: 'readerPicking',
    states: {
      readerPicking: decisionState({
        rule: 'E57',
        offers: 'E57 offers the opposing hand to the reader',
        next: 'opponentPicking',
        on: { SELECT_CARD: { actions: 'E57 discards the card picked', rules: ['E57', '1.5'] } },
      }),
      opponentPicking: decisionState({
        rule: 'E57',
        offers: "E57 offers the reader's hand to the opposing player",
        next: 'done',
        on: { SELECT_CARD: { actions: 'E57 discards the card picked', rules: ['E57', '1.5'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E57 offers the opposing hand to the reader': offer((c) => ({ rule: 'E57', player: c.ev.reader, why: `one card at random from the ${opponent(c)} hand`, decisions: cards(handOf(c, opponent(c))) })),
    "E57 offers the reader's hand to the opposing player": offer((c) => ({ rule: 'E57', player: opponent(c), why: `one card at random from the ${c.ev.reader} hand`, decisions: cards(handOf(c, c.ev.reader)) })),
    'E57 discards the card picked': evAssign((c, e) => discardOf(c, 'E57', opponentOf(c.ev.offer!.player), decision(e).card!)),
  },
};

/**
 * E61: "the opposing player must show the receiving player all the cards in his hand. The receiving
 * player may choose one of those cards. If he does, that card is placed in the opponent's discard pile."
 * (1.0: the card effect takes precedence over 1.2's secret hand.) An empty hand leaves nothing to choose (E42).
 */
export const interrogation: EventModule = {
  name: 'Interrogation',
  rule: 'E61',
  state: {
    initial: 'showing',
    states: {
      showing: { always: { target: 'choosing', actions: 'E61 the opposing player shows his hand', meta: { rules: ['E61', '1.0', '1.2'] } } },
      choosing: decisionState({
        rule: 'E61',
        offers: 'E61 offers the cards shown, or none',
        next: 'done',
        on: {
          SELECT_CARD: { actions: 'E61 discards the card chosen', rules: ['E61', '1.5'] },
          DECLINE: { actions: 'E61 chooses none', rules: ['E61'] },
        },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E61 the opposing player shows his hand': evAssign((c) => ({ ev: withSteps(c, { rule: 'E61', what: 'show-hand', player: opponent(c) }) })),
    'E61 offers the cards shown, or none': offer((c) => {
      const hand = handOf(c, opponent(c));
      return { rule: 'E61', player: c.ev.reader, why: `one of the cards the ${opponent(c)} player shows, or none`, decisions: hand.length ? [...cards(hand), { type: 'DECLINE' as const }] : [] };
    }),
    'E61 discards the card chosen': evAssign((c, e) => discardOf(c, 'E61', opponent(c), decision(e).card!)),
    'E61 chooses none': evAssign((c) => ({ ev: { ...withSteps(c, { rule: 'E61', what: 'declined', player: c.ev.reader }), offer: null } })),
  },
};

// ------------------------------------------------------------------------------- E65, E67, E74: chits

const POOL_DRAWN = { E65: 'draws one (secret) Objective chit at random', E74: 'one Objective chit is drawn at random' };
/** The undrawn chits, in the order they would be drawn (E65, E74 "at random"). */
const pool = (c: EventHost, rule: 'E65' | 'E74'): UndrawnChit[] =>
  required(c.frame.chitPool, 'chitPool', `the undrawn Objective chits, in the order they would be drawn (${rule}: "${POOL_DRAWN[rule]}")`, rule);
const poolEmpty = (rule: 'E65' | 'E74') => ({ context }: EventArgs): boolean => pool(context, rule).length === 0;

/** The VP steps of chits opened: what each Objective's controller gains (7.3.3), one step per player who gains. */
function openingSteps(c: EventHost, rule: CceRuleId, opened: ObjectiveChit[]): EventStep[] {
  const steps: EventStep[] = [];
  for (const p of [c.ev.reader, opponent(c)]) {
    const n = c.frame.objectives.filter((o) => o.controller === p).reduce((s, o) => s + objectiveValue(o.number, opened), 0);
    if (n > 0) steps.push({ rule, what: 'vp', player: p, vp: n });
  }
  return steps;
}

/**
 * The top chit of the pool comes into play, open or secret (owner `owner`). An open chit with an
 * Objective value awards it at once to each named Objective's controller (7.3.3 "Open Objectives award
 * their VPs immediately"; E74 "right away"); a specialized "(open)" chit turns its rule on (7.3.2).
 */
function drawChit(c: EventHost, rule: 'E65' | 'E74', open: boolean, owner: Player | null): Partial<EventHost> {
  const [top, ...rest] = pool(c, rule);
  const drawn: EventStep = { rule, what: open ? 'chit-open' : 'chit-secret', chit: top.id, ...(owner ? { player: owner } : {}) };
  if (top.special) {
    return { frame: { ...c.frame, chitPool: rest, specialChits: { ...c.frame.specialChits, [top.special]: true } }, ev: { ...withSteps(c, drawn), offer: null } };
  }
  const chit: ObjectiveChit = { id: top.id, objective: top.objective, value: top.value, open, ...(owner && !open ? { owner } : {}) };
  const scored = withVpTerms(c.frame, open ? openingTerms(c.frame.objectives, [chit], '7.3.3') : []);
  return { frame: { ...scored, chitPool: rest, chits: [...c.frame.chits, chit] }, ev: { ...withSteps(c, drawn, ...(open ? openingSteps(c, rule, [chit]) : [])), offer: null } };
}

/**
 * E65: "the receiving player draws one (secret) Objective chit at random. This new Objective chit does not
 * replace any existing Objective chit – it is used in conjunction with them – and may be kept secret from
 * the opponent unless it is one that has no “(secret)” side." A chit without a secret side is revealed as
 * an open Objective (7.3.3 "tough luck") and scores at once. A chit with a secret side is kept secret: the
 * reader has no choice to reveal it (cce.argued.mission-objective-may-reveal).
 */
export const missionObjective: EventModule = {
  name: 'Mission Objective',
  rule: 'E65',
  state: {
    initial: 'drawing',
    states: {
      drawing: {
        always: [
          { guard: 'E65 no chit left to draw', target: 'done', actions: { type: 'impossible', params: { rule: 'E65' } }, meta: { rules: ['E42', 'E65', '7.3.2'] } },
          { guard: 'E65 the chit has no secret side', target: 'done', actions: 'E65 reveals the chit as an open Objective', meta: { rules: ['E65', '7.3.3'] } },
          { target: 'done', actions: 'E65 keeps the chit secret', meta: { rules: ['E65', '7.3.3'] } },
        ],
      },
      done: { type: 'final' },
    },
  },
  guards: {
    'E65 no chit left to draw': poolEmpty('E65'),
    'E65 the chit has no secret side': ({ context }) => !pool(context, 'E65')[0].secretSide,
  },
  actions: {
    'E65 reveals the chit as an open Objective': evAssign((c) => drawChit(c, 'E65', true, null)),
    'E65 keeps the chit secret': evAssign((c) => drawChit(c, 'E65', false, c.ev.reader)),
  },
};

const secretsOf = (c: EventHost, p: Player): ObjectiveChit[] => c.frame.chits.filter((x) => !x.open && x.owner === p);

/**
 * E67: "the opposing player must select and reveal one of his unrevealed secret Objective chits, if any.
 * The revealed chit becomes an open Objective for the remainder of the game. Remember to award any VPs
 * corresponding to that chit's mapboard Objective(s) to their current controller right away."
 */
export const reconnaissance: EventModule = {
  name: 'Reconnaissance',
  rule: 'E67',
  state: {
    initial: 'revealing',
    states: {
      revealing: decisionState({
        rule: 'E67',
        offers: 'E67 offers the opposing player his secret chits',
        next: 'done',
        on: { SELECT_CHIT: { actions: 'E67 reveals the chit and awards its VPs', rules: ['E67', '7.3.3'] } },
      }),
      done: { type: 'final' },
    },
  },
  actions: {
    'E67 offers the opposing player his secret chits': offer((c) => ({
      rule: 'E67',
      player: opponent(c),
      why: 'one of his unrevealed secret Objective chits',
      decisions: secretsOf(c, opponent(c)).map((x) => ({ type: 'SELECT_CHIT' as const, chit: x.id })),
    })),
    'E67 reveals the chit and awards its VPs': evAssign((c, e) => {
      const id = decision(e).chit!;
      const { owner: _o, ...rest } = c.frame.chits.find((x) => x.id === id)!;
      const opened: ObjectiveChit = { ...rest, open: true };
      return {
        frame: { ...withVpTerms(c.frame, openingTerms(c.frame.objectives, [opened], '7.3.3')), chits: c.frame.chits.map((x) => (x.id === id ? opened : x)) },
        ev: { ...withSteps(c, { rule: 'E67', what: 'chit-open', player: opponent(c), chit: id }, ...openingSteps(c, 'E67', [opened])), offer: null },
      };
    }),
  },
};

/**
 * E74: "one Objective chit is drawn at random and placed face up (“open”) in the center section of the
 * Objectives box for both players to see. This new Objective chit does not replace an existing Objective
 * chit—it is used in conjunction with them. And if this new chit references one or more mapboard
 * Objectives, remember to award those victory points to the Objectives' current controller right away."
 */
export const strategicObjective: EventModule = {
  name: 'Strategic Objective',
  rule: 'E74',
  state: {
    initial: 'drawing',
    states: {
      drawing: {
        always: [
          { guard: 'E74 no chit left to draw', target: 'done', actions: { type: 'impossible', params: { rule: 'E74' } }, meta: { rules: ['E42', 'E74', '7.3.2'] } },
          { target: 'done', actions: 'E74 places the chit open and awards its VPs', meta: { rules: ['E74', '7.3.2', '7.3.3'] } },
        ],
      },
      done: { type: 'final' },
    },
  },
  guards: { 'E74 no chit left to draw': poolEmpty('E74') },
  actions: { 'E74 places the chit open and awards its VPs': evAssign((c) => drawChit(c, 'E74', true, null)) },
};

export const INTEL_EVENTS: EventModule[] = [battlefieldIntegrity, commandControl, elan, fogOfWar, interrogation, missionObjective, reconnaissance, strategicObjective];
