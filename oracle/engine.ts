/**
 * `combat-oracle engine` — the reference engine speaking the engine protocol (IMPLEMENTERS.md,
 * oracle/schema/protocol-*.schema.json) on stdin/stdout: one JSON request line in, one JSON response
 * line out, in order, for as long as stdin stays open.
 *
 * Every request gets exactly one answer line. Bad input never crashes the engine: a request it cannot
 * read becomes an `error` line naming the field, what must hold and the rule (the OracleError fields);
 * a ruleset or procedure it does not know becomes an `unsupported` line.
 */
import type { Readable, Writable } from 'node:stream';
import { OracleError, oneLine } from '../machines/core/errors';
import { parseRequestText } from '../machines/core/limits';
import { parseRequest, SituationCache } from './resolve';
import { readLines } from './lines';
import { answerGame, GAME_PROCEDURE } from './game-engine';
import { GameRequestReader } from './game-request';
import { PrefixCache, runCaseFast } from './verify/fast-run';

export type EngineResponse =
  | { id: string | null; state: string; output: unknown; trace?: unknown[] }
  | { id: string | null; error: Record<string, unknown> }
  | { id: string | null; unsupported: string }
  | { id: string | null; legal: unknown[] };

function idOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const id = (raw as Record<string, unknown>).id;
    if (typeof id === 'string') return id;
  }
  return null;
}

/**
 * The engine's prefix cache (oracle/verify/fast-run.ts PrefixCache): on by default, `engine --no-cache`
 * turns it off. Answers are identical either way.
 */
let cache: PrefixCache | null = new PrefixCache();
/** With the prefix cache, the situations already parsed (oracle/resolve.ts SituationCache): a request whose
 * input was seen skips its parsing. Off with the cache. */
let situations: SituationCache | undefined = new SituationCache();
export function useCache(on: boolean): void {
  cache = on ? new PrefixCache() : null;
  situations = on ? new SituationCache() : undefined;
}
export const cacheStats = (): { steps: number; hits: number; misses: number; situationHits: number } | null =>
  cache ? { steps: cache.steps, hits: cache.hits, misses: cache.misses, situationHits: situations?.hits ?? 0 } : null;

/** The id of a request line that cannot be read in full: the `"id"` written first, if it is a plain string. */
function leadingId(line: string): string | null {
  const m = /^\s*\{\s*"id"\s*:\s*"([^"\\]{1,200})"/.exec(line);
  return m ? m[1] : null;
}

/**
 * The `internal` error answer line (newline included) for a request that got no answer of its own —
 * `engine --jobs N` gives it to each request a worker thread held when the worker stopped. The id is
 * the request's when it can be read.
 */
export function internalErrorText(line: string, message: string): string {
  let id: string | null;
  try {
    id = idOf(parseRequestText(line));
  } catch {
    id = leadingId(line);
  }
  return JSON.stringify({ id, error: { code: 'internal', message: oneLine(message) } }) + '\n';
}

/** Whole-game requests read with what the previous one shared with them (game-request.ts): the same values as parseRequestText's. */
const gameRequests = new GameRequestReader();

/** Answer one request line (never throws). */
export function answerLine(line: string): EngineResponse {
  let raw: unknown;
  try {
    raw = gameRequests.read(line) ?? parseRequestText(line);
  } catch (e) {
    // The id is still named when the line is JSON whose id can be read (a request over a size limit).
    const id = (e as OracleError).code === 'limit-exceeded' ? leadingId(line) : null;
    return { id, error: (e as OracleError).toJSON() as unknown as Record<string, unknown> };
  }
  const id = idOf(raw);
  try {
    if (id === null) throw new OracleError({ code: 'missing-field', path: 'id', expected: 'a string naming the case' });
    // A whole-game request ("legal choices now", "state now"): oracle/game-engine.ts.
    const req = raw as Record<string, unknown>;
    if (req.procedure === GAME_PROCEDURE) return req.ruleset === 'cce' ? answerGame(id, req) : { id, unsupported: `procedure game is played for ruleset cce only (not ${JSON.stringify(req.ruleset)})` };
    const r = parseRequest(raw, undefined, situations);
    const key = cache ? `${JSON.stringify(r.readings)}\u0000${r.inputKey}` : '';
    const result = cache ? cache.run(r.spec, key, r.ruleset, r.readings, r.situation, r.events) : runCaseFast(r.spec, r.ruleset, r.readings, r.situation, r.events);
    return { id, state: result.state, output: result.output, trace: result.trace };
  } catch (e) {
    if (e instanceof OracleError) {
      if (e.code === 'unknown-procedure' || e.code === 'unknown-ruleset') return { id, unsupported: e.message };
      return { id, error: e.toJSON() as unknown as Record<string, unknown> };
    }
    const err = e as Error;
    return { id, error: { code: 'internal', message: oneLine(err?.message ?? String(e)) } };
  }
}

/**
 * The answer line for one request line, newline included. Never throws: if an answer cannot be
 * serialised (it never should; the request limits keep every value shallow), the request still gets
 * an `internal` error line and the engine goes on serving.
 */
export function answerText(line: string): string {
  const answer = answerLine(line);
  try {
    return JSON.stringify(answer) + '\n';
  } catch (e) {
    return JSON.stringify({ id: answer.id, error: { code: 'internal', message: oneLine(`the answer could not be written: ${(e as Error)?.message ?? String(e)}`) } }) + '\n';
  }
}

/** Serve the protocol until `input` ends; resolves when every answer has been written. */
export function serveEngine(input: Readable, output: Writable): Promise<void> {
  return new Promise((resolve) => {
    // Answers are gathered and written once per tick: one write per batch of lines, not per line.
    let buffer: string[] = [];
    let scheduled = false;
    const flush = (): void => {
      scheduled = false;
      if (buffer.length) {
        output.write(buffer.join(''));
        buffer = [];
      }
    };
    const onLine = (line: string): void => {
      if (line.trim() === '') return;
      buffer.push(answerText(line));
      if (buffer.length >= 256) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    };
    readLines(input, onLine, () => {
      flush();
      resolve();
    });
  });
}
