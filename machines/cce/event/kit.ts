/**
 * The vocabulary every Event (CC:E E42–E77) is written in: what an Event resolution carries (`EventRun`),
 * the decisions a player makes during one, and the building blocks of an Event's statechart.
 *
 * E42: "Events are never played from the hand: they only occur via certain rolls, whereupon normal game
 * play immediately pauses so that that player can reveal the top card of his Fate Deck then read aloud
 * and execute the listed Event." The player who revealed the card is the `reader`; the Events that say
 * "the opposing player" or "each player" say so in their own states.
 *
 * Decisions are events, and every decision state OFFERS its legal decisions: its entry action computes
 * them (`offer`), the one guard `offered` accepts exactly those, the oracle's parser refuses any other
 * naming the Event's rule, and the graph walk takes them as its domain — one implementation of what is
 * legal. E42's "Ignore any portion of an Event that is impossible to fulfill" is the `impossible`
 * transition of a decision state that offers nothing.
 *
 * An Event is a module (`EventModule`): its name as printed on the card, its rule, and a compound state
 * whose final child ends the Event. The same states run in the `event` procedure and inside every
 * procedure that resolves an Event! trigger (the host's context has `frame`, `readings` and `ev`).
 *
 * Not modelled: the 9.1 Re-Roll of a roll made during an Event (E50's Commissar roll, the Support Table
 * roll of E59 and E68). 9.1: "At any time during the game, the player currently in control of the
 * Initiative card may choose to cancel all effects of the last die roll to have been made … This decision
 * must be made prior to any trigger/results of that roll being implemented." These Events apply their
 * roll at once (roll.ts, units-chosen.ts): no REROLL/KEEP_ROLL window is offered, so an Event's vector is
 * the outcome when the Initiative holder keeps the roll (cce.argued.event-roll-reroll-not-modelled).
 */
import { assign, type AnyEventObject } from 'xstate';
import { OracleError } from '../../core/errors';
import type { Readings } from '../../core/readings';
import type { Derivation } from '../../core/derivation';
import type { FrameState } from '../frame';
import type { CceRuleId } from '../rule-ids';
import type { Player } from '../units';

/** One thing an Event did, with the rule that did it (the `steps` of the Event's record). */
export interface EventStep {
  rule: CceRuleId;
  /** A short verb: 'rally', 'break', 'eliminate', 'veteran', 'random-hex', 'impossible', 'declined', … */
  what: string;
  player?: Player;
  unit?: string;
  hex?: string;
  card?: string;
  /** An Objective chit drawn or revealed (7.3.2, 7.3.3). */
  chit?: string;
  /** A Casualty Track space (4.2): where E54 moves the Surrender marker; CC:P E74: the Time Track space the Hero is removed from. */
  space?: number;
  /** A map marker placed or removed ('Blaze', 'Smoke:3', 'Mines', …). */
  marker?: string;
  vp?: number;
  /** A roll made during the Event (E42: no trigger): its total, and the Morale it was compared with (E50). */
  roll?: number;
  morale?: number;
  /** E50: how `morale` was found (units.ts moraleDerivation; optional for engines). */
  derivation?: { morale: Derivation };
  /** A Weapon the step is about (E63, E71). */
  weapon?: string;
  /** CC:P E75: the Sighting marker (9) moved. */
  sighting?: string;
  /** CC:P E78: the Posture changed to (17). */
  posture?: string;
  /** A Support Table item (E59, E68): a unit's id or a Radio. */
  item?: string;
  /** E52.2: the markers of a Deployed Squad its second Team retains ("Suppressed+Veteran"). */
  retains?: string;
  /** The Random Hex check's broken Weapons (11.4). */
  weaponsFixed?: string[];
  weaponsEliminated?: string[];
  /** The edition whose id `rule` is, for an edition's own Event (EventModule.ruleset); absent: a CC:E id. */
  ruleset?: string;
}

/** The decisions a player makes during an Event; each decision state offers a list of them. */
export const EVENT_DECISIONS = ['SELECT_UNIT', 'SELECT_HEX', 'SELECT_CARD', 'SELECT_WEAPON', 'SELECT_CHIT', 'SELECT_ITEM', 'DECLINE'] as const;
export type EventDecisionType = (typeof EVENT_DECISIONS)[number];

export interface EventDecision {
  type: EventDecisionType;
  unit?: string;
  hex?: string;
  card?: string;
  weapon?: string;
  /** SELECT_HEX: the map marker E70 removes; SELECT_UNIT (E52.2 Deploy): the markers the second Team retains ("Suppressed+Veteran"). */
  marker?: string;
  /** An Objective chit (7.3.2): E65's chit to reveal, E67's secret chit. */
  chit?: string;
  /** SELECT_ITEM: a Support Table item (E59, E68), a unit's id or a Radio's. */
  item?: string;
}

/** Why the current decision state offers what it offers: the rule and the words of the error message. */
export interface Offer {
  rule: CceRuleId;
  /** Who decides (the reader unless the Event names another player). */
  player: Player;
  why: string;
  decisions: EventDecision[];
  /** The edition whose id `rule` is (EventModule.ruleset); absent: a CC:E id. */
  ruleset?: string;
}

/** A decision made during an Event: its rule, who made it, every decision offered, the one chosen. */
export interface EventChoice {
  rule: CceRuleId;
  player: Player;
  offered: EventDecision[];
  chosen: EventDecision;
  /** The edition whose id `rule` is (EventModule.ruleset); absent: a CC:E id. */
  ruleset?: string;
}

/** An Event being resolved. */
export interface EventRun {
  /** The player who revealed the Event (E42 "that player"). */
  reader: Player;
  /** The trigger resolved: an Event! (1.9.1.1) or a Sniper! (1.9.1.3, the Sniper chart of index.ts). */
  trigger: 'Event!' | 'Sniper!';
  card: string | null;
  name: string | null;
  /** The last Random Hex checked during this Event (1.8). */
  randomHex: string | null;
  offer: Offer | null;
  steps: EventStep[];
  /** Every decision made: what was offered and what was chosen (EventChoice). */
  choices: EventChoice[];
  /**
   * 6.1.2: the player whose reveal during the Event took the last card of his draw pile — "the player
   * triggering the Time Advance", who reshuffles, makes the Sudden Death Roll and removes a Smoke marker
   * (the Time advance follows the Event, 1.9.1) — or null. Usually the reader; E50's Russian player when
   * his roll took his last card. The first player to empty his pile is kept.
   */
  timeDueFor: Player | null;
  /** Working data of the Event in progress (e.g. the hexes a Random Hex leaves to choose from). */
  scratch: Record<string, unknown>;
}

export interface EventHost {
  readings: Readings;
  frame: FrameState;
  ev: EventRun;
}

export const newEventRun = (reader: Player, trigger: EventRun['trigger'] = 'Event!'): EventRun => ({ reader, trigger, card: null, name: null, randomHex: null, offer: null, steps: [], choices: [], timeDueFor: null, scratch: {} });

export type EventArgs = { context: EventHost; event: AnyEventObject };

/** An assign on the Event run and the frame: `f` returns the parts it changes. */
export const evAssign = (f: (c: EventHost, e: AnyEventObject) => Partial<EventHost>) => assign(({ context, event }: EventArgs) => f(context, event) as never);

/** 6.1.2: the Time advance owed after the Event: the one already owed, else `player`'s when his reveal took his last card. */
export const timeDue = (ev: EventRun, player: Player, last: boolean): Player | null => ev.timeDueFor ?? (last ? player : null);

/**
 * Reading cce.event-roll-last-card: a die roll during an Event (E50, E59, E68) that reveals the last card
 * of the roller's draw pile. Under `ignored`, that last card's "Time!" is one of the die triggers E42
 * ignores "during any die roll occurring during an Event", so it owes no Time advance.
 */
export const lastCardIgnored = (c: EventHost): boolean => c.readings['cce.event-roll-last-card'] === 'ignored';

/** Append steps to the Event's record. */
export const withSteps = (c: EventHost, ...steps: EventStep[]): EventRun => ({ ...c.ev, steps: [...c.ev.steps, ...steps] });

/** The entry action of a decision state: what it offers, computed from the frame. */
export const offer = (f: (c: EventHost) => Offer) => evAssign((c) => ({ ev: { ...c.ev, offer: f(c) } }));

const DECISION_FIELDS = ['type', 'unit', 'hex', 'card', 'weapon', 'marker', 'chit', 'item'] as const;

/** A decision written with its fields in one order (for comparing and for messages). */
export const decisionText = (d: EventDecision | AnyEventObject): string =>
  JSON.stringify(Object.fromEntries(DECISION_FIELDS.filter((k) => (d as Record<string, unknown>)[k] !== undefined).map((k) => [k, (d as Record<string, unknown>)[k]])));

/** A decision with only its fields, in one order. */
const normalDecision = (d: EventDecision | AnyEventObject): EventDecision => JSON.parse(decisionText(d)) as EventDecision;

const sameDecision = (a: EventDecision, b: AnyEventObject): boolean =>
  decisionText(a) === decisionText(b) && Object.keys(b).every((k) => (DECISION_FIELDS as readonly string[]).includes(k));

/** The guard of every decision: the event is one the current state offers. */
export const isOffered = (c: EventHost, e: AnyEventObject): boolean => !!c.ev.offer?.decisions.some((d) => sameDecision(d, e));

/** The refusal of a decision not offered: the oracle's parser throws it, naming the rule and the offer. */
export function refuseDecision(c: EventHost, e: EventDecision, path: string): OracleError {
  const o = c.ev.offer;
  const list = o ? o.decisions.map((d) => decisionText(d)).join(', ') : '';
  return new OracleError({
    code: 'illegal-event',
    path,
    expected: o ? `${o.why} (the ${o.player} player decides): one of ${list || 'nothing'}` : 'no decision: the Event is not waiting for one',
    actual: decisionText(e),
    rule: o?.rule ?? 'E42',
  });
}

/** The record of a part of an Event found impossible (E42) or declined (a "may"). */
export const noteImpossible = (rule: CceRuleId) => evAssign((c) => ({ ev: withSteps(c, { rule, what: 'impossible' }) }));

/** A decision state that offers nothing: E42 "Ignore any portion of an Event that is impossible to fulfill". */
export const nothingOffered = (c: EventHost): boolean => !c.ev.offer || c.ev.offer.decisions.length === 0;

/** The event of a decision, typed. */
export const decision = (e: AnyEventObject): EventDecision => e as unknown as EventDecision;

/** A compound state config: an Event's statechart (its final child ends the Event). */
export type EventStateConfig = Record<string, unknown>;

export interface EventModule {
  /** The Event's name as printed on the card ("Medic!"). */
  name: string;
  rule: CceRuleId;
  /**
   * An edition's own Event (one CC:E does not print, such as CC:P's Bushido E55): the edition whose ids
   * `rule`, its transitions (meta `ruleset`), its offers and its steps cite (ownRule). Absent: CC:E ids,
   * translated for another edition (machines/core/ruleset-ids.ts).
   */
  ruleset?: string;
  /** The Event's states: a compound state config with `initial`, `states` and a final child. */
  state: EventStateConfig;
  guards?: Record<string, (args: EventArgs) => boolean>;
  actions?: Record<string, unknown>;
}

/**
 * The transition of a decision: the one guard `offered`, then the choice recorded with its offer (the
 * kit's 'note the choice': an engine that offers more or less than the rules allow shows in the output),
 * then the Event's own actions.
 */
export const choose = (target: string, actions: string | string[], rules: CceRuleId[], extra: { reenter?: boolean; ruleset?: string; plus?: string[] } = {}) => {
  const { ruleset, plus, ...rest } = extra;
  return {
    guard: 'offered',
    target,
    ...rest,
    actions: ['note the choice', ...(Array.isArray(actions) ? actions : [actions])],
    meta: { rules, ...(ruleset ? { ruleset } : {}), ...(plus ? { plus } : {}) },
  };
};

/**
 * An id of an edition's own Event (EventModule.ruleset) where the kit's types name CC:E ids: the id is
 * carried as it is, and the `ruleset` beside it (module, meta, offer, step) says whose it is.
 */
export const ownRule = (id: string): CceRuleId => id as CceRuleId;

/**
 * A decision state: on entry it offers `offers`; if nothing is offered the part is impossible (E42) and
 * the state goes on to `next`; otherwise each offered decision type takes its transition.
 */
export function decisionState(o: {
  rule: CceRuleId;
  offers: string;
  next: string;
  /** `plus`: ids of the edition a variant of the Event is for, added after the translation (ruleset-ids.ts EditionMeta). */
  on: Partial<Record<EventDecisionType, { actions: string | string[]; rules: CceRuleId[]; target?: string; plus?: string[] }>>;
  /** False where the state is entered only with something to offer (no E42 transition then). */
  mayBeImpossible?: boolean;
  /** An edition's own Event (EventModule.ruleset): `rule` and the decisions' rules are that edition's ids. */
  ruleset?: string;
}): Record<string, unknown> {
  const on: Record<string, unknown> = {};
  for (const [type, t] of Object.entries(o.on)) {
    on[type] = choose(t!.target ?? o.next, t!.actions, t!.rules, { ...(o.ruleset ? { ruleset: o.ruleset } : {}), ...(t!.plus ? { plus: t!.plus } : {}) });
  }
  if (o.mayBeImpossible === false) return { entry: o.offers, on };
  // E42 is translated; an own Event's rule is added as the edition's id (`plus`).
  const meta = o.ruleset ? { rules: ['E42'], plus: [o.rule] } : { rules: ['E42', o.rule] };
  const params = o.ruleset ? { rule: o.rule, ruleset: o.ruleset } : { rule: o.rule };
  return {
    entry: o.offers,
    always: { guard: 'nothing offered', target: o.next, actions: { type: 'impossible', params }, meta },
    on,
  };
}

/** The guards every Event uses. */
export const KIT_GUARDS = {
  offered: ({ context, event }: EventArgs) => isOffered(context, event),
  'nothing offered': ({ context }: EventArgs) => nothingOffered(context),
};

/** The actions every Event uses. */
export const KIT_ACTIONS = {
  // Every decision is recorded with what was offered: an engine that offers more or less than the rules
  // allow shows in the output, not only in what it refuses.
  'note the choice': assign(({ context, event }: EventArgs) => {
    const o = context.ev.offer;
    if (!o) return {} as never;
    const choice: EventChoice = { rule: o.rule, player: o.player, offered: o.decisions.map(normalDecision), chosen: normalDecision(event), ...(o.ruleset ? { ruleset: o.ruleset } : {}) };
    return { ev: { ...context.ev, choices: [...context.ev.choices, choice] } } as never;
  }),
  impossible: assign(({ context }: EventArgs, params: { rule: CceRuleId; ruleset?: string }) => ({ ev: { ...withSteps(context, { rule: params.rule, what: 'impossible', ...(params.ruleset ? { ruleset: params.ruleset } : {}) }), offer: null } }) as never),
  declined: assign(({ context }: EventArgs, params: { rule: CceRuleId; ruleset?: string }) => ({ ev: { ...withSteps(context, { rule: params.rule, what: 'declined', player: context.ev.offer?.player, ...(params.ruleset ? { ruleset: params.ruleset } : {}) }), offer: null } }) as never),
};
