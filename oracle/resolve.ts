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
}

export function parseRequest(raw: unknown, procedureFromCli?: string): ParsedRequest {
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
  const situation = spec.parseSituation(o.input, 'input');
  const events = o.events === undefined ? [] : arr(o.events, 'events');
  return { ruleset: ruleset.id, procedure: spec.procedure, readings, spec, situation, events };
}

export function resolveRequest(raw: unknown, procedureFromCli?: string): CaseResult {
  const r = parseRequest(raw, procedureFromCli);
  const { taken: _taken, ...result } = runCase(r.spec, r.ruleset, r.readings, r.situation, r.events);
  return result;
}
