/**
 * The reference engine's one-shot form: a request `{ ruleset, readings, procedure, input, events }`
 * (procedure may come from the command line instead) → `{ state, status, output, trace }`.
 */
import { OracleError } from '../machines/core/errors';
import { resolveReadings } from '../machines/core/readings';
import { runCase, type CaseResult } from '../machines/core/run';
import { arr, obj } from '../machines/core/validate';
import { getProcedure, getRuleset } from './registry';

export interface Request {
  id?: string;
  ruleset: string;
  readings?: Record<string, string>;
  procedure: string;
  input: unknown;
  events: unknown[];
}

export interface ParsedRequest {
  ruleset: string;
  procedure: string;
  readings: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: ReturnType<typeof getProcedure>;
  situation: unknown;
  events: unknown[];
  /** With a SituationCache: the key it keeps the situation under (ruleset, procedure, the input's JSON text). */
  inputKey?: string;
}

/**
 * Situations already parsed, by ruleset, procedure and the input's JSON text (the persistent engine's; a
 * procedure's `parseSituation` is a function of its input alone, and its result is never mutated: the
 * machines copy what they change). Bounded like the prefix cache: emptied when full.
 */
export class SituationCache {
  private parsed = new Map<string, unknown>();
  hits = 0;
  constructor(readonly maxEntries = 5_000) {}
  get(key: string): unknown {
    const s = this.parsed.get(key);
    if (s !== undefined) this.hits++;
    return s;
  }
  set(key: string, situation: unknown): void {
    if (this.parsed.size >= this.maxEntries) this.parsed.clear();
    this.parsed.set(key, situation);
  }
}

export function parseRequest(raw: unknown, procedureFromCli?: string, situations?: SituationCache): ParsedRequest {
  const o = obj(raw, '(request)', ['id', 'ruleset', 'readings', 'procedure', 'input', 'events'], ['input']);
  if (procedureFromCli !== undefined && o.procedure !== undefined && o.procedure !== procedureFromCli) {
    throw new OracleError({ code: 'invalid-field', path: 'procedure', expected: `"${procedureFromCli}" as named on the command line`, actual: o.procedure });
  }
  const rulesetId = (o.ruleset ?? 'cce') as string;
  const ruleset = getRuleset(rulesetId);
  const procedure = (procedureFromCli ?? o.procedure) as string;
  if (procedure === undefined) throw new OracleError({ code: 'missing-field', path: 'procedure', expected: 'present (or named on the command line)' });
  const spec = getProcedure(ruleset.id, procedure);
  const readings = resolveReadings(ruleset.readings, o.readings, spec.procedure);
  const inputKey = situations ? `${ruleset.id}\u0000${spec.procedure}\u0000${JSON.stringify(o.input)}` : undefined;
  let situation = inputKey === undefined ? undefined : situations!.get(inputKey);
  if (situation === undefined) {
    situation = spec.parseSituation(o.input, 'input');
    if (inputKey !== undefined) situations!.set(inputKey, situation);
  }
  const events = o.events === undefined ? [] : arr(o.events, 'events');
  return { ruleset: ruleset.id, procedure: spec.procedure, readings, spec, situation, events, inputKey };
}

export function resolveRequest(raw: unknown, procedureFromCli?: string): CaseResult {
  const r = parseRequest(raw, procedureFromCli);
  const { taken: _taken, ...result } = runCase(r.spec, r.ruleset, r.readings, r.situation, r.events);
  return result;
}
