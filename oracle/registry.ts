/**
 * Every ruleset and procedure the oracle knows. A new procedure adds one line to PROCEDURES; a new
 * ruleset one entry to RULESETS. Everything else (build, paths, resolve, engine, verify, coverage)
 * finds them here.
 */
import { OracleError } from '../machines/core/errors';
import type { ProcedureSpec } from '../machines/core/procedure';
import type { Reading } from '../machines/core/readings';
import { CCE_READINGS } from '../machines/cce/readings';
import { recoverSpec } from './procedures/cce/recover';

export interface RulesetEntry {
  id: string;
  title: string;
  /** The ruleset whose rules.json and machines this one uses (itself for a base ruleset). */
  base: string;
  readings: Reading[];
}

export const RULESETS: RulesetEntry[] = [{ id: 'cce', title: 'Combat Commander: Europe, rulebook v1.1', base: 'cce', readings: CCE_READINGS }];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PROCEDURES: ProcedureSpec<any>[] = [recoverSpec];

export function getRuleset(id: unknown, path = 'ruleset'): RulesetEntry {
  const r = RULESETS.find((x) => x.id === id);
  if (!r) throw new OracleError({ code: 'unknown-ruleset', path, expected: `one of ${RULESETS.map((x) => JSON.stringify(x.id)).join(', ')}`, actual: id });
  return r;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getProcedure(ruleset: string, name: unknown, path = 'procedure'): ProcedureSpec<any> {
  const base = getRuleset(ruleset).base;
  const p = PROCEDURES.find((x) => x.ruleset === base && x.procedure === name);
  if (!p) {
    const known = PROCEDURES.filter((x) => x.ruleset === base).map((x) => x.procedure);
    throw new OracleError({ code: 'unknown-procedure', path, expected: `one of ${known.map((k) => JSON.stringify(k)).join(', ')}`, actual: name });
  }
  return p;
}
