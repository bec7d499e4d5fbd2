/**
 * The documented size limits of a request (IMPLEMENTERS.md, "Limits"), checked once, before anything
 * else reads it, by `resolve` and by `engine` alike. Every published vector is far inside them (depth 8,
 * strings of 56 characters, 432 values, 5.3 kB a request); they exist so that hostile input — JSON
 * nested 100,000 levels deep, a 5 MB unit id — gets a clear `limit-exceeded` error instead of a stack
 * overflow, and so that nothing downstream (the machines, JSON.stringify, error messages) recurses
 * deeper or copies more than this.
 *
 * The check is iterative (an explicit stack), so it cannot overflow the call stack itself.
 */
import { OracleError } from './errors';

export const REQUEST_LIMITS = {
  /** Nesting of arrays and objects, the request object itself counting as 1. */
  maxDepth: 32,
  /** Characters in any one string (ids, names, hex ids, keys). */
  maxString: 1_000,
  /** Values (objects, arrays, strings, numbers, booleans, nulls) in the whole request. */
  maxValues: 100_000,
  /** Bytes in one request (a protocol line, or `resolve`'s standard input). */
  maxBytes: 4 * 1024 * 1024,
} as const;

function tooLarge(path: string, expected: string, actual: unknown): never {
  throw new OracleError({ code: 'limit-exceeded', path, expected, actual, hint: 'see IMPLEMENTERS.md, "Limits"' });
}

/** Throws `limit-exceeded` naming the first offending field when the text of a request is too long. */
export function checkRequestText(text: string, path = '(request)'): void {
  // Characters bound bytes from below; only a long text needs the byte count.
  if (text.length > REQUEST_LIMITS.maxBytes / 4 && Buffer.byteLength(text, 'utf8') > REQUEST_LIMITS.maxBytes) {
    tooLarge(path, `at most ${REQUEST_LIMITS.maxBytes} bytes`, `${Buffer.byteLength(text, 'utf8')} bytes`);
  }
}

/** What the limits count of a parsed value: its values (itself included), its containers' depth (itself 1), its longest string or key. */
export interface LimitFigures {
  values: number;
  depth: number;
  longest: number;
}

/**
 * A parsed value's figures, without building any path: two flat stacks, no object per value (a whole-game
 * request holds thousands of values, and an engine checks every request). The figures of several values
 * side by side add up (oracle/game-request.ts counts a request by its pieces).
 */
export function limitFigures(value: unknown): LimitFigures {
  const values: unknown[] = [value];
  const depths: number[] = [1];
  const f: LimitFigures = { values: 0, depth: 0, longest: 0 };
  while (values.length) {
    const v = values.pop();
    const depth = depths.pop()!;
    f.values++;
    if (typeof v === 'string') {
      if (v.length > f.longest) f.longest = v.length;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > f.depth) f.depth = depth;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        values.push(v[i]);
        depths.push(depth + 1);
      }
    } else {
      for (const k in v) {
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        if (k.length > f.longest) f.longest = k.length;
        values.push((v as Record<string, unknown>)[k]);
        depths.push(depth + 1);
      }
    }
  }
  return f;
}

/** Whether figures are inside the limits (the request's values, nesting, and every string and key). */
export const figuresWithinLimits = (f: LimitFigures): boolean => f.values <= REQUEST_LIMITS.maxValues && f.depth <= REQUEST_LIMITS.maxDepth && f.longest <= REQUEST_LIMITS.maxString;

/**
 * Throws `limit-exceeded` naming the first offending field when a parsed request exceeds a limit. A
 * request inside the limits (every published one) is checked by its figures alone (limitFigures); only one that is not
 * is walked again in order, with the paths, to name its first offending field.
 */
export function checkRequestShape(value: unknown, path = '(request)'): void {
  if (figuresWithinLimits(limitFigures(value))) return;
  // A value's path is built only for an error: each entry keeps its parent and its key or index.
  type Entry = { v: unknown; parent: Entry | null; key: string | number; depth: number };
  const pathOf = (e: Entry): string => {
    if (!e.parent) return path;
    if (typeof e.key === 'number') return `${pathOf(e.parent)}[${e.key}]`;
    return e.parent.depth === 1 ? e.key : `${pathOf(e.parent)}.${e.key}`;
  };
  const stack: Entry[] = [{ v: value, parent: null, key: '', depth: 1 }];
  let values = 0;
  while (stack.length) {
    const e = stack.pop()!;
    const { v, depth } = e;
    if (++values > REQUEST_LIMITS.maxValues) tooLarge(path, `at most ${REQUEST_LIMITS.maxValues} values in all`, `more than ${REQUEST_LIMITS.maxValues}`);
    if (typeof v === 'string') {
      if (v.length > REQUEST_LIMITS.maxString) tooLarge(pathOf(e), `a string of at most ${REQUEST_LIMITS.maxString} characters`, `${v.length} characters`);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > REQUEST_LIMITS.maxDepth) tooLarge(pathOf(e), `nested at most ${REQUEST_LIMITS.maxDepth} levels deep`, `deeper than ${REQUEST_LIMITS.maxDepth}`);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], parent: e, key: i, depth: depth + 1 });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i];
        if (k.length > REQUEST_LIMITS.maxString) tooLarge(pathOf(e), `keys of at most ${REQUEST_LIMITS.maxString} characters`, `a key of ${k.length} characters`);
        stack.push({ v: (v as Record<string, unknown>)[k], parent: e, key: k, depth: depth + 1 });
      }
    }
  }
}

/** Parse one request's text under the limits: `invalid-json` or `limit-exceeded`, never a crash. */
export function parseRequestText(text: string, path = '(request)'): unknown {
  checkRequestText(text, path);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new OracleError({ code: 'invalid-json', path, expected: 'valid JSON', actual: text, hint: (e as Error).message });
  }
  checkRequestShape(raw, path);
  return raw;
}
