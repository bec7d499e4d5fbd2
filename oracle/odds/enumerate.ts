/**
 * Exact odds (issue 23, items 1-2): for a situation and the decisions given (or a named policy), every
 * die outcome of every roll a procedure makes, branched from one snapshot per roll, and the exact
 * probability of each final outcome (the procedure's output, aggregated by canonical JSON).
 *
 * Which event is chance: one that carries dice (DICE_SHAPES): a ROLL (a Fate card's two dice, 1.9) or
 * REVEAL (a card revealed for its dice, O18.2.2) — each of the 36 white×colored pairs with probability
 * 1/36 — or another ruleset's die (Combat Command's one d6, Combat! Stalingrad's d10 and d100), each face
 * equally likely; a state that also accepts a decision (an Action played
 * before a Defense Roll) waits for a decision given as input and otherwise rolls (no policy plays
 * optional cards). Triggers (1.9.1): none, or as the situation's Fate deck gives them (`triggers:
 * 'deck'`, see `rollOutcomes`). Other chance the rulebook does not give odds for — a reshuffle's order
 * (SHUFFLE, 1.4), a Smoke marker's value (PLACE_SMOKE, T94: components), a trigger's effects without
 * the game described (RESOLVE_TRIGGER), a table the text lost (a cs Random Event or Action Check, a
 * spicc CRT cell) — takes the procedure's declared domain's first event, and the result says it is not
 * exact and why.
 *
 * The machine is the one model: snapshots come from oracle/verify/fast-run.ts's pure transition
 * functions (immutable, so the 36 branches of a roll start from the same snapshot), the decisions
 * from the procedure's declared domain (machines/core/procedure.ts), the outcome from its `project`.
 * No Node-only import: the browser explorer bundles this file.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProcedureSpec, Seed } from '../../machines/core/procedure';
import { resolveReadings, type Readings } from '../../machines/core/readings';
import { acceptedEvents, stateName } from '../../machines/core/run';
import { allPairs, DIE_FACES, rollSum, TRIGGERS, type Die, type Roll, type Trigger } from '../../machines/core/dice';
import { OracleError } from '../../machines/core/errors';
import { getRuleset } from '../registry';
import { startCase, stepCase } from '../verify/fast-run';
import { canonical } from '../canonical-json';
import { add, compare, fraction, fractionJson, fractionText, mul, ONE, scale, ZERO, type Fraction } from './fraction';

// -------------------------------------------------------------------------------------------- policy

/** How decisions not given as input are made. */
export type Policy =
  | { name: 'first-legal' }
  | { name: 'always-keep' }
  | { name: 'reroll-below' | 'reroll-above'; threshold: number; max: number };

export const POLICY_NAMES = ['first-legal', 'always-keep', 'reroll-below:N[:max]', 'reroll-above:N[:max]'] as const;

/** `first-legal`, `always-keep`, `reroll-below:7`, `reroll-above:6:2`; errors name the option. */
export function parsePolicy(text: unknown, path = '--policy'): Policy {
  const usage = (actual: unknown): never => {
    throw new OracleError({ code: 'usage', path, expected: `one of ${POLICY_NAMES.join(', ')} (N a dice total 2-12, max re-rolls per path 1-3, default 1)`, actual, rule: '9.1' });
  };
  if (typeof text !== 'string') return usage(text);
  if (text === 'first-legal' || text === 'always-keep') return { name: text };
  const m = /^(reroll-below|reroll-above):(\d+)(?::(\d+))?$/.exec(text);
  if (!m) return usage(text);
  const threshold = Number(m[2]);
  const max = m[3] === undefined ? 1 : Number(m[3]);
  if (threshold < 2 || threshold > 12 || max < 1 || max > 3) return usage(text);
  return { name: m[1] as 'reroll-below' | 'reroll-above', threshold, max };
}

export const policyText = (p: Policy): string => (p.name === 'reroll-below' || p.name === 'reroll-above' ? `${p.name}:${p.threshold}:${p.max}` : p.name);

// -------------------------------------------------------------------------------------------- chance

/** The event types whose two dice come from the roller's deck when they carry none (the Turn's ROLL, 1.9). */
const DICE_EVENTS = ['ROLL', 'REVEAL'] as const;

/**
 * The dice a roll event can carry, each shape the faces of its dice, every combination equally likely:
 * a Fate card's white and colored die (CC:E 1.9: 36 pairs), one six-sided die (Combat Command: "Players
 * must supply their own die", CB), one ten-sided die read 1-10 and a d100 of two ten-sided faces 0-9
 * (Combat! Stalingrad 2.6.2), and a d10 per side (cs 4.2's Initiative roll). Which shape an event type
 * carries is asked of the procedure's own parser (the one place that rejects an impossible die), so a
 * ruleset's roll is chance here exactly when its machine reads it as dice.
 */
export interface DiceShape {
  what: string;
  rule: string;
  faces: readonly Record<string, unknown>[];
}

const upTo = (lo: number, hi: number): number[] => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

export const DICE_SHAPES: readonly DiceShape[] = [
  { what: 'a white and a colored die', rule: '1.9', faces: allPairs() },
  { what: 'one six-sided die', rule: 'CB', faces: DIE_FACES.map((die) => ({ die })) },
  { what: 'one ten-sided die (1-10)', rule: '2.6.2', faces: upTo(1, 10).map((roll) => ({ roll })) },
  { what: 'a d100 (tens and ones, 0-9 each)', rule: '2.6.2', faces: upTo(0, 9).flatMap((tens) => upTo(0, 9).map((ones) => ({ roll: { tens, ones } }))) },
  { what: 'a ten-sided die per side', rule: '2.6.2', faces: upTo(1, 10).flatMap((german) => upTo(1, 10).map((russian) => ({ german, russian }))) },
];

/** A parser's refusal of a field (not of the moment): the event type does not carry this shape. */
const FIELD_REFUSALS = ['unknown-field', 'missing-field', 'invalid-field', 'impossible-roll'];

/** What each procedure's event types carry, once known (a parser's answer about fields does not change). */
const shapeCache = new WeakMap<ProcedureSpec<unknown>, Map<string, DiceShape | null>>();

/**
 * The dice an event type carries at this snapshot, or null when it carries none (a decision, or the
 * Turn's ROLL whose dice are the top card of the roller's draw pile, see DECK_DICE). A Fate card's ROLL
 * or REVEAL that the parser refuses for another reason than its fields is still a roll of two dice.
 */
export function diceShapeOf(spec: ProcedureSpec<unknown>, snap: AnyMachineSnapshot, type: string): DiceShape | null {
  let known = shapeCache.get(spec);
  if (!known) shapeCache.set(spec, (known = new Map()));
  if (known.has(type)) return known.get(type)!;
  let settled = true;
  let found: DiceShape | null = null;
  for (const shape of DICE_SHAPES) {
    try {
      spec.parseEvent({ type, ...shape.faces[0] }, 'probe', snap);
      found = shape;
      break;
    } catch (e) {
      if (e instanceof OracleError && FIELD_REFUSALS.includes(e.code)) continue;
      if (shape === DICE_SHAPES[0] && (DICE_EVENTS as readonly string[]).includes(type)) {
        found = shape;
        break;
      }
      settled = false;
    }
  }
  if (settled) known.set(type, found);
  return found;
}

/** Whether an event carries dice of some shape (its fields are those of a face). */
export const isDiceEvent = (e: unknown): boolean => {
  const o = e as Record<string, unknown> | null;
  if (!o || typeof o !== 'object') return false;
  return DICE_SHAPES.some((s) => Object.keys(s.faces[0]).every((k) => k in o && (typeof o[k] === 'number' || (typeof o[k] === 'object' && o[k] !== null))));
};

/** The dice of a roll event in a few characters: `3+4`, `die 5`, `roll 7`, `roll 3/0`, `german 9 russian 2`. */
export function diceText(e: EventObject): string {
  const o = e as unknown as Record<string, unknown>;
  if (typeof o.white === 'number') return `${o.white}+${o.colored}${o.trigger ? ` ${o.trigger}` : ''}`;
  return Object.entries(o)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => (v && typeof v === 'object' ? `${k} ${Object.values(v).join('/')}` : `${k} ${v}`))
    .join(' ');
}

/** Chance the rulebook gives no odds for here, and why: followed along the domain's first event. */
export const INEXACT_EVENTS: Record<string, string> = {
  SHUFFLE: "a reshuffle's order (1.4, 6.1.2 step 1) is chance over the whole deck; the odds take the procedure's canonical order",
  PLACE_SMOKE: "a random Smoke marker's value (O18.2.3.1) is printed on components, not in the rulebook; the odds take the domain's first value",
  RESOLVE_TRIGGER: "a trigger's effects without the game described (1.9.1) are stated, not rolled; the odds take the domain's first (no effect)",
  RANDOM_EVENT: "the Random Events Table (cs 3.2.16.1.2, RET) is text-missing, so the event it gives has no odds; the odds take the domain's first event",
  ACTION_CHECK: "the Action Check (cs 14.2) is text-missing, so pass or fail has no odds; the odds take the domain's first result",
  READ_TABLE: "the Combat Results Table's cell (spicc CRT) is text-missing, so its result has no odds; the odds take the domain's first result",
};

export type TriggerMode = 'none' | 'deck';

export interface Outcome {
  event: EventObject;
  probability: Fraction;
}

/** The player whose Fate deck a roll comes from, when the snapshot's context says so (`player`, the roller of an Order). */
function rollerOf(snap: AnyMachineSnapshot): string | null {
  const c = snap.context as { player?: unknown; situation?: { player?: unknown } };
  const p = c.player ?? c.situation?.player;
  return typeof p === 'string' ? p : null;
}

interface DeckLike {
  draw?: unknown[];
  discard?: unknown[];
  hand?: unknown[];
  cards?: Record<string, { dice?: { white: Die; colored: Die }; trigger?: Trigger }>;
}

/** The deck of `player` in the situation's game frame (machines/cce/event/host.ts `game`), when described. */
function deckOf(snap: AnyMachineSnapshot, player: string | null): DeckLike | null {
  if (!player) return null;
  const c = snap.context as { situation?: { game?: { decks?: Record<string, DeckLike> } }; frame?: { decks?: Record<string, DeckLike> } };
  const decks = c.frame?.decks ?? c.situation?.game?.decks;
  return decks?.[player] ?? null;
}

/**
 * The outcomes of a roll. Without triggers: the 36 pairs, 1/36 each. With `triggers: 'deck'`: the roll
 * is the top card of the roller's draw pile, unknown to him, so every card of the draw pile is equally
 * likely (1/n); each must be described with its dice (1.9) for the odds to be exact, and its trigger
 * rides on the roll. The pile is read from the machine's context when the roll is made (its game frame,
 * else the situation's game), so a path's later rolls see whatever the machine has taken from it. A deck
 * that does not say so (no game, no draw pile, a card without dice) is an
 * error naming the card: inventing the composition of a Fate deck is what the rulebook does not allow.
 */
export function rollOutcomes(snap: AnyMachineSnapshot, type: string, triggers: TriggerMode, shape: DiceShape = DICE_SHAPES[0]): Outcome[] {
  if (triggers === 'none' || type !== 'ROLL' || shape !== DICE_SHAPES[0]) {
    const p = fraction(1, shape.faces.length);
    return shape.faces.map((face) => ({ event: { type, ...face } as EventObject, probability: p }));
  }
  const player = rollerOf(snap);
  const deck = deckOf(snap, player);
  if (!deck || !Array.isArray(deck.draw) || deck.draw.length === 0) {
    throw new OracleError({ code: 'invalid-field', path: `input.game.decks.${player ?? '<roller>'}.draw`, expected: "the roller's draw pile, each card with its dice, for --triggers deck", actual: deck?.draw, rule: '1.9' });
  }
  const counts = new Map<string, { event: EventObject; n: number }>();
  deck.draw.forEach((id, i) => {
    const card = deck.cards?.[String(id)];
    if (!card?.dice) {
      throw new OracleError({ code: 'invalid-field', path: `input.game.decks.${player}.draw[${i}].dice`, expected: 'the dice printed on the card (every card of the draw pile may be the next roll)', actual: card?.dice, rule: '1.9' });
    }
    const event = { type, white: card.dice.white, colored: card.dice.colored, ...(card.trigger && (TRIGGERS as readonly string[]).includes(card.trigger) ? { trigger: card.trigger } : {}) } as EventObject;
    const key = canonical(event);
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { event, n: 1 });
  });
  const n = deck.draw.length;
  return [...counts.values()].map((c) => ({ event: c.event, probability: fraction(c.n, n) }));
}

export type StepKind =
  | { kind: 'end' }
  /** `optional`: decisions the state also takes instead of the roll (an Action before a Defense Roll); only a given decision takes one. */
  | { kind: 'chance'; type: string; outcomes: Outcome[]; optional: string[] }
  | { kind: 'inexact'; type: string; reason: string }
  | { kind: 'decision'; types: string[] };

export const DECK_DICE = "the dice are the top card of the roller's draw pile in the order the situation gives (1.9); a shuffled deck's order is chance (1.4), so the odds hold for that order only";

/** What the next step of a run is, at this snapshot. */
export function classify(spec: ProcedureSpec<unknown>, snap: AnyMachineSnapshot, triggers: TriggerMode): StepKind {
  if (snap.status === 'done') return { kind: 'end' };
  const accepted = acceptedEvents(snap);
  const shapes = new Map(accepted.map((t) => [t, diceShapeOf(spec, snap, t)]));
  const decisions = accepted.filter((t) => !shapes.get(t) && !(t in INEXACT_EVENTS));
  const dice = accepted.find((t) => shapes.get(t));
  if (dice) return { kind: 'chance', type: dice, outcomes: rollOutcomes(snap, dice, triggers, shapes.get(dice)!), optional: decisions };
  const inexact = accepted.find((t) => t in INEXACT_EVENTS);
  if (inexact && decisions.length === 0) return { kind: 'inexact', type: inexact, reason: INEXACT_EVENTS[inexact] };
  return { kind: 'decision', types: decisions };
}

// ------------------------------------------------------------------------------------------ replay

export interface Start<S> {
  spec: ProcedureSpec<S>;
  ruleset: string;
  readings: Readings;
  situation: S;
}

/** The readings a ruleset selects for a procedure (its defaults, then `overrides`). */
export function readingsFor(spec: ProcedureSpec<unknown>, ruleset: string, overrides: Readings = {}): Readings {
  return resolveReadings(getRuleset(ruleset, 'ruleset').readings, overrides, spec.procedure);
}

/** One event from outside applied to a snapshot; an error names `where` (`events[2]`, `decisions[0]`). */
function apply<S>(spec: ProcedureSpec<S>, snap: AnyMachineSnapshot, raw: unknown, where: string): AnyMachineSnapshot {
  try {
    return stepCase(spec, snap, raw, 0).snap;
  } catch (e) {
    if (!(e instanceof OracleError)) throw e;
    const path = e.path?.startsWith('events[0]') ? where + e.path.slice('events[0]'.length) : (e.path ?? where);
    throw new OracleError({ code: e.code, path, rule: e.rule, expected: e.expected, actual: e.actual, hint: e.hint });
  }
}

function replay<S>(start: Start<S>, events: readonly unknown[]): AnyMachineSnapshot {
  let snap = startCase(start.spec, start.ruleset, start.readings, start.situation).snap;
  events.forEach((e, i) => {
    snap = apply(start.spec, snap, e, `events[${i}]`);
  });
  return snap;
}

// -------------------------------------------------------------------------------------- next event

export interface NextEventOdds {
  event: string;
  outcomes: { event: unknown; probability: { num: number; den: number } }[];
}

/**
 * The probability distribution of the next chance event (a roll or a revealed card) after replaying
 * `events` from `situation`, or null when the next step is a decision, the end, or chance without
 * rulebook odds (a reshuffle). Triggers as the situation's deck gives them when `triggers` is 'deck'.
 */
export function nextEventOdds(spec: ProcedureSpec, situation: unknown, events: unknown[], ruleset: string = spec.ruleset, readings: Readings = {}, triggers: TriggerMode = 'none'): NextEventOdds | null {
  const s = spec.parseSituation(situation, 'input');
  const snap = replay({ spec, ruleset, readings: readingsFor(spec, ruleset, readings), situation: s }, events);
  const step = classify(spec as ProcedureSpec<unknown>, snap, triggers);
  if (step.kind !== 'chance') return null;
  return { event: step.type, outcomes: step.outcomes.map((o) => ({ event: o.event, probability: fractionJson(o.probability) as { num: number; den: number } })) };
}

// ------------------------------------------------------------------------------------- enumeration

/** About a minute of enumeration for the largest procedures (fire: ~3 ms a path). */
export const DEFAULT_MAX_PATHS = 20_000;

export interface OddsOptions {
  /** Decisions given as input, taken in order at each decision point of every path. */
  decisions?: unknown[];
  policy?: Policy;
  triggers?: TriggerMode;
  /** The seed whose declared domain offers the decisions (a seed situation); the domain's defaults otherwise. */
  seed?: Seed<unknown>;
  /** Stop exact enumeration beyond this many complete paths (DEFAULT_MAX_PATHS). */
  maxPaths?: number;
  /** Estimate by sampling instead: N random runs from a named seed (deterministic). */
  sample?: { runs: number; seed: string };
}

export interface OutcomeOdds {
  state: string;
  status: 'done' | 'active';
  output: unknown;
  probability: Fraction;
  /** Complete paths (dice sequences) ending here. */
  paths: number;
  /** The first path enumerated that ends here: the events to replay it. */
  example: EventObject[];
}

export interface VpExpectation {
  /** `vp` as the output holds it: one track (a number) or one count per side. */
  field: string;
  expected: Record<string, Fraction>;
}

export interface OddsResult {
  procedure: string;
  ruleset: string;
  policy: string;
  triggers: TriggerMode;
  mode: 'exact' | 'sampled' | 'too-large';
  /** Complete paths enumerated (exact), or runs made (sampled), or paths seen before stopping (too-large). */
  paths: number;
  /** Snapshots computed (each roll's outcomes branch once from one snapshot). */
  steps: number;
  /** Chance points (rolls, reveals) branched. */
  chancePoints: number;
  maxPaths: number;
  /** Why the figures are not exact (inexact chance followed along the domain), if they are not. */
  inexact: string[];
  outcomes: OutcomeOdds[];
  /** Sampled mode: the standard error of each outcome's estimate, same order as outcomes. */
  standardErrors?: number[];
  expectedVp: VpExpectation | null;
}

/** The VP in an output: its `vp` field (a number, or a count per side), else the sum of its `casualties`' VP by beneficiary. */
export function vpOf(output: unknown): { field: string; values: Record<string, number> } | null {
  const o = output as Record<string, unknown> | null;
  if (!o || typeof o !== 'object') return null;
  if (typeof o.vp === 'number') return { field: 'vp', values: { track: o.vp } };
  if (o.vp && typeof o.vp === 'object' && Object.values(o.vp).every((v) => typeof v === 'number')) return { field: 'vp', values: { ...(o.vp as Record<string, number>) } };
  if (Array.isArray(o.casualties)) {
    const values: Record<string, number> = {};
    for (const c of o.casualties as { vp?: unknown; awardedTo?: unknown }[]) {
      if (typeof c?.vp === 'number' && typeof c.awardedTo === 'string') values[c.awardedTo] = (values[c.awardedTo] ?? 0) + c.vp;
    }
    return { field: 'casualties[].vp', values };
  }
  return null;
}

/**
 * The keys of an output that record how a result was reached, not what it is: the dice, the totals
 * and derivations computed from them, and the Morale they were compared with (in every procedure's
 * output `morale` is that number: rolls[], defense[], defenseRolls[], mineDefenses[], event steps), and a
 * shot's `fp` record (its FP derivation: group, height, Hindrance, final), whose effect is the result. An outcome is the output without them, so that two rolls with
 * the same effect (a 3+4 and a 2+5 that both rally) are one outcome; the units, results, VP, hexes and
 * refusals stay.
 */
export const HOW_KEYS: readonly string[] = [
  ...['white', 'colored', 'derivation', 'derivations', 'total', 'attackTotal', 'defenseTotal', 'impactTotal', 'product', 'sum', 'morale', 'fp'],
  // Other rulesets' record of their dice: Combat Command's die and die-number (CB), whose effect is the
  // result read; Combat! Stalingrad's Initiative d10s (4.2) and Random Impulse rolls (4.4.1), whose
  // effect is who has the Initiative and the impulses taken.
  ...['die', 'dieNumber', 'initiativeRoll', 'randomImpulseRolls'],
];

export function outcomeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(outcomeOf);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!HOW_KEYS.includes(k)) out[k] = outcomeOf(v);
    return out;
  }
  return value;
}

export class TooLarge extends Error {}

/** The state name of an outcome the situation does not determine (see `recordUndetermined`). */
export const UNDETERMINED = '(undetermined)';

/** A small deterministic generator (mulberry32) seeded from a name, for `sample`. */
export function seededRandom(name: string): () => number {
  let h = 1779033703 ^ name.length;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 3432918353), (h = (h << 13) | (h >>> 19));
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PathState {
  decisionsUsed: number;
  rerolls: number;
  /** The last roll of this path (any dice shape), null before the first. */
  lastRoll: EventObject | null;
}

/** A Fate card roll's dice total (1.9), for the 9.1 re-roll policies; null for other dice. */
const fateTotal = (e: EventObject | null): number | null => (e && typeof (e as { white?: unknown }).white === 'number' ? rollSum(e as unknown as Roll) : null);

/**
 * Enumerate (or sample) every outcome of `start` after the prefix `events`. Exact enumeration is a
 * depth-first walk that branches once per chance point from its snapshot; past `maxPaths` complete
 * paths it stops and says so (`mode: 'too-large'`), and `sample` gives an estimate instead.
 */
export function procedureOdds<S>(start: Start<S>, events: readonly unknown[] = [], options: OddsOptions = {}): OddsResult {
  const { spec } = start;
  const policy = options.policy ?? { name: 'first-legal' };
  const triggers = options.triggers ?? 'none';
  const decisions = options.decisions ?? [];
  const maxPaths = options.maxPaths ?? DEFAULT_MAX_PATHS;
  const root = replay(start, events);
  const inexact = new Set<string>();
  const outcomes = new Map<string, OutcomeOdds>();
  let steps = 0;
  let paths = 0;
  let chancePoints = 0;

  const next = (snap: AnyMachineSnapshot, raw: unknown, where: string): AnyMachineSnapshot => {
    steps++;
    return apply(spec, snap, raw, where);
  };

  /** The decision at `snap` on this path: given, else the policy's. */
  const decide = (snap: AnyMachineSnapshot, types: string[], ps: PathState): { event: unknown; where: string; ps: PathState; snap?: AnyMachineSnapshot } => {
    if (ps.decisionsUsed < decisions.length) {
      return { event: decisions[ps.decisionsUsed], where: `decisions[${ps.decisionsUsed}]`, ps: { ...ps, decisionsUsed: ps.decisionsUsed + 1 } };
    }
    if (types.includes('KEEP_ROLL') && types.includes('REROLL')) {
      let reroll = false;
      const total = fateTotal(ps.lastRoll);
      if ((policy.name === 'reroll-below' || policy.name === 'reroll-above') && total !== null && ps.rerolls < policy.max) {
        reroll = policy.name === 'reroll-below' ? total < policy.threshold : total > policy.threshold;
      }
      if (policy.name !== 'first-legal' || reroll) {
        return reroll ? { event: { type: 'REROLL' }, where: `policy ${policyText(policy)}`, ps: { ...ps, rerolls: ps.rerolls + 1 } } : { event: { type: 'KEEP_ROLL' }, where: `policy ${policyText(policy)}`, ps };
      }
    }
    // A roll that carries its dice is chance, never a decision; the Turn's ROLL (dice from the deck) is the player's.
    const offered = spec.domain(snap, options.seed as Seed<S> | undefined).filter((e) => !isDiceEvent(e));
    if (offered.length === 0) {
      throw new OracleError({
        code: 'missing-field',
        path: `decisions[${ps.decisionsUsed}]`,
        expected: `a decision at state ${stateName(snap.value)} (it accepts ${types.join(', ') || 'nothing'}; the declared domain offers none)`,
        hint: 'give it with --decisions',
      });
    }
    // The first the machine accepts: a domain may offer a decision that a guard refuses here.
    for (const e of offered) {
      try {
        return { event: e, where: `policy ${policyText(policy)} at ${stateName(snap.value)}`, ps, snap: next(snap, e, `policy ${policyText(policy)} at ${stateName(snap.value)}`) };
      } catch (err) {
        if (!(err instanceof OracleError) || err.code !== 'illegal-event') throw err;
      }
    }
    throw new OracleError({ code: 'illegal-event', path: `decisions[${ps.decisionsUsed}]`, expected: `a decision at state ${stateName(snap.value)} that the machine accepts; none of the ${offered.length} the declared domain offers is`, hint: 'give it with --decisions' });
  };

  const record = (snap: AnyMachineSnapshot, p: Fraction, path: EventObject[]): void => {
    const state = stateName(snap.value);
    const status = snap.status === 'done' ? 'done' : 'active';
    const output = outcomeOf(spec.project(snap));
    const key = canonical({ state, status, output });
    const seen = outcomes.get(key);
    if (seen) {
      seen.probability = add(seen.probability, p);
      seen.paths++;
    } else outcomes.set(key, { state, status, output, probability: p, paths: 1, example: path.slice() });
  };

  /** One step of a path that is not a branch: a decision, or inexact chance; null at the end. */
  const single = (snap: AnyMachineSnapshot, step: StepKind, ps: PathState): { event: EventObject; snap: AnyMachineSnapshot; ps: PathState } | null => {
    if (step.kind === 'inexact') {
      inexact.add(`${step.type}: ${step.reason}`);
      const first = spec.domain(snap, options.seed as Seed<S> | undefined).find((e) => e.type === step.type);
      if (!first) throw new OracleError({ code: 'missing-field', path: 'events', expected: `a ${step.type} event at state ${stateName(snap.value)}; the declared domain offers none`, hint: 'give the events up to it' });
      return { event: first, snap: next(snap, first, `${step.type} (domain)`), ps };
    }
    if (step.kind === 'decision') {
      if (step.types.some((t) => (DICE_EVENTS as readonly string[]).includes(t))) inexact.add(`ROLL: ${DECK_DICE}`);
      const d = decide(snap, step.types, ps);
      return { event: d.event as EventObject, snap: d.snap ?? next(snap, d.event, d.where), ps: d.ps };
    }
    return null;
  };

  /** A chance step that a given decision pre-empts (an optional Action played before the roll) becomes that decision. */
  const stepAt = (snap: AnyMachineSnapshot, ps: PathState): StepKind => {
    const step = classify(spec as ProcedureSpec<unknown>, snap, triggers);
    if (step.kind !== 'chance' || ps.decisionsUsed >= decisions.length) return step;
    const given = (decisions[ps.decisionsUsed] as { type?: unknown } | null)?.type;
    return typeof given === 'string' && step.optional.includes(given) ? { kind: 'decision', types: step.optional } : step;
  };

  /**
   * A branch below a roll that the situation does not determine (a seed's map lists only the hexes its
   * walked dice reach; a decision the domain does not offer there): its probability is kept as one
   * `undetermined` outcome naming the missing input, and the result is not exact. An error before any
   * roll is the caller's and is thrown.
   */
  const undetermined = (err: unknown, ps: PathState): err is OracleError => err instanceof OracleError && ps.lastRoll !== null && err.code !== 'limit-exceeded';
  const recordUndetermined = (err: OracleError, p: Fraction, path: EventObject[]): void => {
    paths++;
    if (paths > maxPaths) throw new TooLarge();
    inexact.add(`undetermined: ${err.message}`);
    const key = canonical({ state: UNDETERMINED, output: { error: err.code, path: err.path } });
    const seen = outcomes.get(key);
    if (seen) {
      seen.probability = add(seen.probability, p);
      seen.paths++;
    } else outcomes.set(key, { state: UNDETERMINED, status: 'active', output: { error: err.code, path: err.path, expected: err.expected }, probability: p, paths: 1, example: path.slice() });
  };

  const explore = (snap: AnyMachineSnapshot, p: Fraction, ps: PathState, path: EventObject[]): void => {
    const base = path.length;
    for (;;) {
      const step = stepAt(snap, ps);
      if (step.kind === 'end') break;
      if (step.kind === 'chance') {
        // Rolls that may follow each other without end (a roll that can call for another, as a Random
        // Impulse roll of no impulse does): a depth-first walk would never finish its first path.
        if (path.length > MAX_PATH_EVENTS) throw new TooLarge();
        chancePoints++;
        for (const o of step.outcomes) {
          const q = mul(p, o.probability);
          const after: PathState = { ...ps, lastRoll: o.event };
          path.push(o.event);
          let child: AnyMachineSnapshot | null = null;
          try {
            child = next(snap, o.event, `${o.event.type} ${diceText(o.event)}`);
          } catch (err) {
            if (!undetermined(err, after)) throw err;
            recordUndetermined(err, q, path);
          }
          if (child) explore(child, q, after, path);
          path.pop();
        }
        path.length = base;
        return;
      }
      let s: ReturnType<typeof single>;
      try {
        s = single(snap, step, ps);
      } catch (err) {
        if (!undetermined(err, ps)) throw err;
        recordUndetermined(err, p, path);
        path.length = base;
        return;
      }
      if (!s) break;
      path.push(s.event);
      snap = s.snap;
      ps = s.ps;
      checkLength(path);
    }
    paths++;
    if (paths > maxPaths) throw new TooLarge();
    record(snap, p, path);
    path.length = base;
  };

  const ps0: PathState = { decisionsUsed: 0, rerolls: 0, lastRoll: null };
  let mode: OddsResult['mode'] = 'exact';
  let standardErrors: number[] | undefined;
  if (options.sample) {
    mode = 'sampled';
    const random = seededRandom(options.sample.seed);
    const counts = new Map<string, number>();
    for (let run = 0; run < options.sample.runs; run++) {
      let snap = root;
      let ps = ps0;
      const path: EventObject[] = [];
      let failed: OracleError | null = null;
      for (;;) {
        const step = stepAt(snap, ps);
        if (step.kind === 'end') break;
        try {
          if (step.kind === 'chance') {
            chancePoints++;
            const o = pick(step.outcomes, random());
            path.push(o.event);
            ps = { ...ps, lastRoll: o.event };
            snap = next(snap, o.event, `${o.event.type} ${diceText(o.event)}`);
            continue;
          }
          const s = single(snap, step, ps);
          if (!s) break;
          path.push(s.event);
          snap = s.snap;
          ps = s.ps;
        } catch (err) {
          if (!undetermined(err, ps)) throw err;
          failed = err;
          break;
        }
        checkLength(path);
      }
      if (failed) {
        const key = canonical({ state: UNDETERMINED, output: { error: failed.code, path: failed.path } });
        counts.set(key, (counts.get(key) ?? 0) + 1);
        recordUndetermined(failed, ZERO, path);
        continue;
      }
      paths++;
      const state = stateName(snap.value);
      const key = canonical({ state, status: snap.status === 'done' ? 'done' : 'active', output: outcomeOf(spec.project(snap)) });
      counts.set(key, (counts.get(key) ?? 0) + 1);
      record(snap, ZERO, path);
    }
    for (const [key, o] of outcomes) o.probability = fraction(counts.get(key) ?? 0, options.sample.runs);
  } else {
    try {
      explore(root, ONE, ps0, []);
    } catch (e) {
      if (!(e instanceof TooLarge)) throw e;
      mode = 'too-large';
      outcomes.clear();
    }
  }
  const list = [...outcomes.values()].sort((a, b) => compare(b.probability, a.probability) || (canonical(a.output) < canonical(b.output) ? -1 : canonical(a.output) > canonical(b.output) ? 1 : 0) || a.state.localeCompare(b.state));
  if (mode === 'sampled') {
    const n = options.sample!.runs;
    standardErrors = list.map((o) => {
      const q = Number(o.probability.num) / Number(o.probability.den);
      return Math.sqrt((q * (1 - q)) / n);
    });
  }
  return {
    procedure: spec.procedure,
    ruleset: start.ruleset,
    policy: policyText(policy),
    triggers,
    mode,
    paths,
    steps,
    chancePoints,
    maxPaths,
    inexact: [...inexact].sort(),
    outcomes: list,
    ...(standardErrors ? { standardErrors } : {}),
    expectedVp: mode === 'too-large' ? null : expectedVp(list),
  };
}

/** A path longer than this is a policy going round in circles (first-legal taking a step that undoes itself). */
export const MAX_PATH_EVENTS = 500;

function checkLength(path: readonly EventObject[]): void {
  if (path.length > MAX_PATH_EVENTS) {
    throw new OracleError({ code: 'limit-exceeded', path: 'events', expected: `a procedure that ends within ${MAX_PATH_EVENTS} events under this policy`, actual: path.length, hint: 'the policy may loop; give the decisions (--decisions)' });
  }
}

function pick(outcomes: Outcome[], r: number): Outcome {
  let acc = 0;
  for (const o of outcomes) {
    acc += Number(o.probability.num) / Number(o.probability.den);
    if (r < acc) return o;
  }
  return outcomes[outcomes.length - 1];
}

/** E[VP] over the outcomes, per side (or of the one track), when the outputs carry VP. */
export function expectedVp(list: OutcomeOdds[]): VpExpectation | null {
  if (list.some((o) => o.state === UNDETERMINED)) return null;
  let field = '';
  const expected: Record<string, Fraction> = {};
  for (const o of list) {
    const vp = vpOf(o.output);
    if (!vp) return null;
    field = vp.field;
    for (const [k, v] of Object.entries(vp.values)) expected[k] = add(expected[k] ?? ZERO, scale(o.probability, v));
  }
  return field ? { field, expected } : null;
}

/** A result's outcome probabilities as text: `5/12`. */
export const probabilityText = (o: OutcomeOdds): string => fractionText(o.probability);
