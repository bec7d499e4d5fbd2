/**
 * One error type for every bad input, in the ajv / commander shape: data first (a stable `code`,
 * the `path` of the offending field, the `rule` it breaks, what was `expected`, what was `actual`),
 * prose second (`message`). The CLI prints `error: <message>` (or the whole object with --json) and
 * exits non-zero; it never prints a stack trace for an OracleError.
 */
export type ErrorCode =
  | 'invalid-field' // a field has the wrong type or an out-of-range value
  | 'missing-field' // a required field is absent
  | 'unknown-field' // strict mode: a field that no schema names
  | 'impossible-roll' // a die outside 1-6, an unknown trigger
  | 'unknown-rule' // a rule id that is not in the ruleset's rules.json
  | 'unknown-procedure'
  | 'unknown-ruleset'
  | 'unknown-reading'
  | 'illegal-event' // an event the machine cannot accept in its current state (names the rule that forbids it)
  | 'illegal-order' // an Order that cannot be given in this situation (e.g. O22.1 not satisfied)
  | 'invalid-map' // the hex map of a situation is inconsistent (unknown hex, non-adjacent hexes, ...)
  | 'invalid-json'
  | 'limit-exceeded' // a request deeper, longer or larger than the documented limits (machines/core/limits.ts)
  | 'usage';

export interface OracleErrorData {
  code: ErrorCode;
  /** JSON path of the offending field, e.g. `input.units[2].morale` or `events[3]`. */
  path?: string;
  /** The rule id the input violates, when there is one. */
  rule?: string;
  expected?: string;
  actual?: unknown;
  hint?: string;
}

export class OracleError extends Error {
  readonly code: ErrorCode;
  readonly path?: string;
  readonly rule?: string;
  readonly expected?: string;
  readonly actual?: unknown;
  readonly hint?: string;

  constructor(data: OracleErrorData, message?: string) {
    super(oneLine(message ?? formatMessage(data), 1000));
    this.name = 'OracleError';
    this.code = data.code;
    this.path = data.path;
    this.rule = data.rule;
    this.expected = data.expected;
    this.actual = data.actual;
    this.hint = data.hint;
  }

  toJSON(): OracleErrorData & { message: string } {
    const out: OracleErrorData & { message: string } = { code: this.code, message: this.message };
    if (this.path !== undefined) out.path = oneLine(this.path);
    if (this.rule !== undefined) out.rule = this.rule;
    if (this.expected !== undefined) out.expected = oneLine(this.expected);
    if (this.actual !== undefined) out.actual = boundedValue(this.actual);
    if (this.hint !== undefined) out.hint = oneLine(this.hint);
    return out;
  }
}

/** `input.units[2].morale must be an integer 1-10 (got 12) [rule 3.1.4]; hint` */
export function formatMessage(d: OracleErrorData): string {
  let m = d.path ? `${d.path} ` : '';
  m += d.expected ? `must be ${d.expected}` : d.code;
  if ('actual' in d) m += ` (got ${show(d.actual)})`;
  if (d.rule) m += ` [rule ${d.rule}]`;
  if (d.hint) m += `; ${d.hint}`;
  return m;
}

export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  try {
    const s = JSON.stringify(v);
    return s.length > 80 ? s.slice(0, 77) + '...' : s;
  } catch {
    return Array.isArray(v) ? '[…]' : typeof v === 'object' && v !== null ? '{…}' : String(v);
  }
}

/** Longest text an error field carries; longer values are cut, and the cut says how much is left out. */
export const MAX_ERROR_TEXT = 200;

/**
 * An error is one line and bounded, whatever the input was (a 5 MB id, a value with newlines, JSON
 * nested too deep to print): line breaks are escaped and text past MAX_ERROR_TEXT is cut.
 */
export function oneLine(text: string, max = MAX_ERROR_TEXT * 2): string {
  const flat = text.replace(/\r\n|\r|\n/g, '\\n');
  return flat.length > max ? `${flat.slice(0, max)}… (${flat.length - max} more characters)` : flat;
}

/** `actual` as an error carries it: small values as they are; strings cut; large structures shown cut. */
export function boundedValue(v: unknown): unknown {
  if (typeof v === 'string') return oneLine(v, MAX_ERROR_TEXT);
  if (v === null || typeof v !== 'object') return v;
  let text: string;
  try {
    text = JSON.stringify(v);
  } catch {
    return show(v);
  }
  return text.length > MAX_ERROR_TEXT ? oneLine(text, MAX_ERROR_TEXT) : v;
}

/** Throw an `invalid-field` error; the common case. */
export function invalid(path: string, expected: string, actual: unknown, rule?: string, hint?: string): never {
  throw new OracleError({ code: 'invalid-field', path, expected, actual, rule, hint });
}
