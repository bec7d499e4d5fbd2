/**
 * Comparing an engine's answer with a vector's expectation: `state` by equality, `output` as JSON
 * values (object key order irrelevant, array order significant), `trace` (when the engine gives one)
 * step by step — event and state by equality, a step's rule ids as a set (their order within one step
 * is the order xstate happened to take microsteps in, which no other engine can be expected to copy).
 */
export interface Difference {
  /** `state`, `output.rolls[0].result`, `trace[3].rules`, … */
  path: string;
  /** The path as segments below `output` (for output differences), to look values up. */
  segments?: (string | number)[];
  expected: unknown;
  actual: unknown;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const seg = (s: string | number): string => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`);

export function pathOf(root: string, segments: (string | number)[]): string {
  return root + segments.map(seg).join('');
}

/** Every leaf where two JSON values differ (at most `limit`). */
export function diffValues(expected: unknown, actual: unknown, root: string, limit = 50, at: (string | number)[] = [], out: Difference[] = []): Difference[] {
  if (out.length >= limit) return out;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const n = Math.max(expected.length, actual.length);
    for (let i = 0; i < n; i++) diffValues(expected[i], actual[i], root, limit, [...at, i], out);
    return out;
  }
  if (isObj(expected) && isObj(actual)) {
    for (const k of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) diffValues(expected[k], actual[k], root, limit, [...at, k], out);
    return out;
  }
  if (expected !== actual) out.push({ path: pathOf(root, at), segments: at, expected, actual });
  return out;
}

export function valueAt(v: unknown, segments: (string | number)[]): unknown {
  let cur: unknown = v;
  for (const s of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[s];
  }
  return cur;
}

export interface TraceStepLike {
  event: unknown;
  state: string;
  rules: string[];
}

/**
 * JSON values equal (object key order irrelevant): the allocation-free check run before any diff. With
 * `ignore`, members of that name are left out on both sides, at every depth (ablate compares outputs
 * without their derivations so, instead of copying them without).
 */
export function jsonEqual(a: unknown, b: unknown, ignore?: string): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i], ignore)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let n = 0;
  for (const k in ao) {
    if (!Object.prototype.hasOwnProperty.call(ao, k)) continue;
    if (ao[k] === undefined || k === ignore) continue; // as JSON: an undefined member is an absent one
    n++;
    if (!Object.prototype.hasOwnProperty.call(bo, k) || !jsonEqual(ao[k], bo[k], ignore)) return false;
  }
  let m = 0;
  for (const k in bo) if (Object.prototype.hasOwnProperty.call(bo, k) && bo[k] !== undefined && k !== ignore) m++;
  return n === m;
}

export function compareStateOutput(expected: { state: string; output: unknown }, actual: { state: string; output: unknown }): Difference[] {
  // Nearly every answer matches: check equality first, build the leaf-by-leaf diff only when it fails.
  if (expected.state === actual.state && jsonEqual(expected.output, actual.output)) return [];
  // Derivations are optional for engines (IMPLEMENTERS.md): where the answer has none, none is expected.
  const wanted = withoutMissingDerivations(expected.output, actual.output);
  if (expected.state === actual.state && jsonEqual(wanted, actual.output)) return [];
  const out: Difference[] = [];
  if (expected.state !== actual.state) out.push({ path: 'state', expected: expected.state, actual: actual.state });
  return diffValues(wanted, actual.output, 'output', 50, [], out);
}

/** `expected` without the `derivation` members that `actual` does not have at the same place. */
export function withoutMissingDerivations(expected: unknown, actual: unknown): unknown {
  if (Array.isArray(expected)) return expected.map((x, i) => withoutMissingDerivations(x, Array.isArray(actual) ? actual[i] : undefined));
  if (!isObj(expected)) return expected;
  const a = isObj(actual) ? actual : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(expected)) {
    if (k === 'derivation' && !('derivation' in a)) continue;
    out[k] = withoutMissingDerivations(v, a[k]);
  }
  return out;
}

function sameList(a: string[], b: string[]): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function compareTrace(expected: TraceStepLike[], actual: TraceStepLike[]): Difference[] {
  const out: Difference[] = [];
  if (expected.length !== actual.length) out.push({ path: 'trace.length', expected: expected.length, actual: actual.length });
  const n = Math.min(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const a = actual[i];
    if (!jsonEqual(e.event, a.event)) diffValues(e.event, a.event, `trace[${i}].event`, 50, [], out);
    if (e.state !== a.state) out.push({ path: `trace[${i}].state`, expected: e.state, actual: a.state });
    if (sameList(e.rules, a.rules)) continue;
    const es = [...new Set(e.rules)].sort();
    const as = [...new Set(a.rules)].sort();
    if (es.join('\u0000') !== as.join('\u0000')) out.push({ path: `trace[${i}].rules`, expected: e.rules, actual: a.rules });
  }
  return out;
}

export function show(v: unknown, max = 60): string {
  if (v === undefined) return '(absent)';
  const s = JSON.stringify(v);
  return s.length > max ? s.slice(0, max - 3) + '...' : s;
}
