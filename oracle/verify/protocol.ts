/**
 * The engine protocol as data: the request a runner sends for a vector (or a prefix of one), and the
 * checks on a response line — JSON, the right id, the schema (oracle/schema/protocol-response.schema.json,
 * validated with ajv's 2020-12 build). A line that fails any of them is a `protocol-error` quoting it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { Vector } from '../vectors';

export const SCHEMA_DIR = path.join(__dirname, '..', 'schema');

let validators: { request: ValidateFunction; response: ValidateFunction } | null = null;

export function protocolValidators(): { request: ValidateFunction; response: ValidateFunction } {
  if (!validators) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const load = (f: string) => ajv.compile(JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8')));
    validators = { request: load('protocol-request.schema.json'), response: load('protocol-response.schema.json') };
  }
  return validators;
}

export interface ProtocolRequest {
  id: string;
  ruleset: string;
  readings: Record<string, string>;
  procedure: string;
  input: unknown;
  events: unknown[];
}

/** The request line for a vector, or for its first `prefix` events (id `<id>~<prefix>`). */
export function requestFor(v: Vector, prefix?: number): ProtocolRequest {
  return {
    id: prefix === undefined ? v.id : `${v.id}~${prefix}`,
    ruleset: v.ruleset,
    readings: v.readings,
    procedure: v.procedure,
    input: v.input,
    events: prefix === undefined ? v.events : v.events.slice(0, prefix),
  };
}

export type Answer =
  | { kind: 'result'; state: string; output: unknown; trace?: { event: unknown; state: string; rules: string[] }[] }
  | { kind: 'error'; error: { code: string; message: string; [k: string]: unknown } }
  | { kind: 'unsupported'; reason: string }
  /** The legal choices now, the answer to a whole-game `query: "legal"` (IMPLEMENTERS.md, "Whole games"). */
  | { kind: 'legal'; legal: { decision: unknown; player?: string | null; rules?: string[] }[] }
  | { kind: 'protocol-error'; message: string; line: string };

export function quote(line: string, max = 200): string {
  const s = line.length > max ? line.slice(0, max - 3) + '...' : line;
  return JSON.stringify(s);
}

/** Read one response line for the request `id`. */
export function readAnswer(line: string, id: string): Answer {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { kind: 'protocol-error', message: `expected one JSON object per line, got ${quote(line)}`, line };
  }
  const rid = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>).id : undefined;
  if (rid !== id) {
    return { kind: 'protocol-error', message: `expected the answer to ${JSON.stringify(id)}, got id ${JSON.stringify(rid)} in ${quote(line)}`, line };
  }
  const v = protocolValidators().response;
  if (!v(raw)) {
    const why = (v.errors ?? [])
      .filter((e) => e.keyword !== 'oneOf')
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(line)'} ${e.message}`)
      .join('; ');
    return { kind: 'protocol-error', message: `the line does not match protocol-response.schema.json (${why}): ${quote(line)}`, line };
  }
  const o = raw as Record<string, unknown>;
  if ('unsupported' in o) return { kind: 'unsupported', reason: o.unsupported as string };
  if ('error' in o) return { kind: 'error', error: o.error as { code: string; message: string } };
  if ('legal' in o) return { kind: 'legal', legal: o.legal as { decision: unknown }[] };
  const out: Answer = { kind: 'result', state: o.state as string, output: o.output };
  if (o.trace !== undefined) out.trace = o.trace as { event: unknown; state: string; rules: string[] }[];
  return out;
}
