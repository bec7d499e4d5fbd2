/**
 * The engine protocol's whole-game requests (IMPLEMENTERS.md, "Whole games"), as the reference engine
 * answers them: procedure `game`, the scenario as `input` (machines/cce/game/scenario.ts), the decisions
 * so far as `events`, and `query`:
 *
 * - `"legal"`: the legal choices now → `{ id, legal: [{ decision, player, rules }] }` (legal.ts, in its
 *   canonical order; compared as a set of decisions);
 * - `"state"`: the game now → `{ id, state, output }`, `state` the Turn machine's state (`parent.child`),
 *   `output` the game's view (`gameView`: Turn number, the Order running and its machine's state, the
 *   Time advance running inside it outside any roll, the frame as frame.ts projects it, how the game ended).
 *
 * A replay asks again and again with one more decision each time: the engine keeps the games of the last
 * request it answered (one per decision) and goes on from the longest prefix it shares with the next one.
 * Nothing of a rule is here: the game (machines/cce/game/) plays every decision.
 *
 * `--bug discard-wrong-card` (engine verb) plants a bug to show what `verify --playthroughs` says of an
 * engine that has one: a Pass (O15) discards the first cards of the hand that were not named instead of
 * the cards named, when the hand has enough of them.
 */
import { invalid, OracleError } from '../machines/core/errors';
import { stateName } from '../machines/core/run';
import { type Ending, type FrameOutput, projectFrame } from '../machines/cce/frame';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { parseScenario } from '../machines/cce/game/scenario';
import { arr, oneOf } from '../machines/core/validate';
import type { EventObject } from 'xstate';

export const GAME_PROCEDURE = 'game';
export const GAME_QUERIES = ['legal', 'state'] as const;
export type GameQuery = (typeof GAME_QUERIES)[number];
export const GAME_BUGS = ['discard-wrong-card'] as const;
export type GameBug = (typeof GAME_BUGS)[number];

/** The game's view a `state` query answers with (besides `state`, the Turn machine's). */
export interface GameView {
  turn: number;
  /** The active player (5). */
  active: string;
  /** The Order whose machine runs now (O14), and that machine's state; null between Orders. */
  order: string | null;
  orderState: string | null;
  /** The Time advance machine's state while one runs inside the Order outside any roll (6.1.2: a revealed last card, O18.2.2.1/2); else null. */
  timeAdvance: string | null;
  /** The Melee machine's state while a Melee at the end of a die trigger runs (O16.4, game.ts TriggerMelee); absent otherwise. */
  triggerMelee?: string;
  frame: FrameOutput;
  ended: Ending | null;
}

export const gameState = (g: Game): { state: string; output: GameView } => ({
  state: stateName(g.snapshot.value),
  output: { turn: g.turn, active: frameOf(g).active, order: g.order?.composed.order ?? null, orderState: g.order ? stateName(g.order.snapshot.value) : null, timeAdvance: g.interlude ? stateName(g.interlude.snapshot.value) : null, ...(g.triggerMelee ? { triggerMelee: stateName(g.triggerMelee.melee.snapshot.value) } : {}), frame: projectFrame(frameOf(g)), ended: g.ended },
});

/** The legal choices a `legal` query answers with. */
export const legalAnswer = (g: Game): { decision: EventObject; player: string | null; rules: string[] }[] => legalChoices(g).choices.map(({ decision, player, rules }) => ({ decision, player, rules }));

let bug: GameBug | null = null;
/** `engine --bug`: plant a known bug in the whole-game answers (null: none). */
export function plantGameBug(b: GameBug | null): void {
  bug = b;
  cache = null;
}

/** The decision as the engine plays it: itself, unless a planted bug changes it. */
function asPlayed(g: Game, d: EventObject): EventObject {
  if (bug !== 'discard-wrong-card' || d.type !== 'PASS') return d;
  const named = (d as { discard?: unknown }).discard;
  if (!Array.isArray(named) || named.length === 0) return d;
  const hand = frameOf(g).decks[frameOf(g).active].hand;
  const others = hand.filter((c) => !named.includes(c));
  return others.length >= named.length ? ({ ...d, discard: others.slice(0, named.length) } as EventObject) : d;
}

/**
 * The games of the last request: `games[k]` after its first k decisions, with the request's `input`, `readings`
 * and decisions as values and (once asked for) as JSON texts. A decision is the cached one when it is the same
 * value (game-request.ts hands on the previous request's values when their texts are the same) or has the same
 * JSON text; so is the scenario with its readings.
 */
let cache: { key: string; input: unknown; readings: unknown; events: unknown[]; texts: (string | undefined)[]; games: Game[] } | null = null;

/** The game after `events` from the scenario `input` under `readings`; a refused decision is an error naming `events[k]`. */
function gameAfter(input: unknown, readings: unknown, events: unknown[]): Game {
  if (!cache || !(cache.input === input && cache.readings === readings)) {
    const key = JSON.stringify([readings, input]);
    if (!cache || cache.key !== key) cache = { key, input, readings, events: [], texts: [], games: [startGame(parseScenario(input, 'input'), readings)] };
    else cache = { ...cache, input, readings };
  }
  const c = cache;
  const texts: (string | undefined)[] = [];
  let k = 0;
  for (; k < events.length && k < c.events.length; k++) {
    if (events[k] === c.events[k]) texts.push(c.texts[k]);
    else {
      const text = JSON.stringify(events[k]);
      if (text !== (c.texts[k] ??= JSON.stringify(c.events[k]))) break;
      texts.push(text);
    }
  }
  const games = c.games.slice(0, k + 1);
  for (let i = k; i < events.length; i++) {
    const e = events[i] as EventObject;
    if (typeof e !== 'object' || e === null || Array.isArray(e) || typeof e.type !== 'string') invalid(`events[${i}].type`, 'a decision: an object with a string type (legal.ts)', e);
    try {
      games.push(play(games[i], asPlayed(games[i], e)));
    } catch (err) {
      if (!(err instanceof OracleError)) throw err;
      const sub = err.path?.startsWith('decision') ? err.path.slice('decision'.length) : '';
      cache = { ...c, events: events.slice(0, i), texts: texts.slice(0, i), games };
      throw new OracleError({ code: err.code, path: `events[${i}]${sub}`, rule: err.rule, expected: err.expected, actual: err.actual, hint: err.hint });
    }
  }
  cache = { ...c, events, texts, games };
  return games[events.length];
}

/** The answer to a whole-game request (throws OracleError for bad input, as engine.ts expects). */
export function answerGame(id: string, raw: Record<string, unknown>): { id: string; legal: unknown[] } | { id: string; state: string; output: GameView } {
  const query = oneOf(raw.query, 'query', GAME_QUERIES);
  const events = arr(raw.events ?? [], 'events');
  const g = gameAfter(raw.input, raw.readings ?? {}, events);
  return query === 'legal' ? { id, legal: legalAnswer(g) } : { id, ...gameState(g) };
}
