/**
 * Decisive rules (issue 16.4): coverage says a rule is modelled, exercised, in vectors; ablation
 * (oracle/ablate.ts, reports/ablation.json) says whether the vectors would notice that rule being got
 * wrong. Per rule:
 * - `decisive`: at least one non-equivalent mutant, and every non-equivalent mutant is killed;
 * - `not-decisive`: exercised, but some non-equivalent mutant survives (the survivors are listed);
 * - `equivalent-only`: the ablation derives mutants of it, but every one is a registered equivalent
 *   (EQUIVALENT_MUTANTS), so none could be killed: not counted as decisive;
 * - `no-mutants`: the ablation derives none for it (no derivation term or comparison of it runs);
 * - `ablation-not-run`: there is no reports/ablation.json, so nothing is claimed.
 *
 * Reading the report checks the fields it uses and names the one that is wrong. Pure functions
 * besides readAblationReport.
 */
import * as fs from 'node:fs';
import { OracleError } from '../../machines/core/errors';

export type DecisiveStatus = 'decisive' | 'not-decisive' | 'equivalent-only' | 'no-mutants' | 'ablation-not-run';
export const DECISIVE_STATUSES: DecisiveStatus[] = ['decisive', 'not-decisive', 'equivalent-only', 'no-mutants', 'ablation-not-run'];

/** One rule's line of reports/ablation.json (`rules[]`): its mutants over every procedure. */
export interface AblationRuleEntry {
  /** The ruleset whose rule this is (absent in an older report: `cce`). */
  ruleset: string;
  rule: string;
  mutants: number;
  killed: number;
  equivalent: number;
  /** `<procedure>: <description>` of each surviving mutant. */
  survivors: string[];
}

/** One procedure's line of reports/ablation.json (`procedures[]`). */
export interface AblationProcedureEntry {
  /** Absent in an older report: `cce`. */
  ruleset: string;
  procedure: string;
  vectors: number;
  mutants: number;
  killed: number;
  /** Mutants not replayed here because an earlier procedure's vectors killed them (oracle/ablate.ts). */
  killedElsewhere: number;
  equivalent: number;
  survivors: number;
}

/** What coverage reads of an ablation report, and where from. */
export interface AblationInput {
  /** The report's path, relative to the repository. */
  source: string;
  procedures: AblationProcedureEntry[];
  rules: AblationRuleEntry[];
  /**
   * Every mutant once. A chart mutant (a guard inverted, a transition's actions skipped) is listed under
   * each rule it cites, so summing `rules` would count it more than once; absent in an older report, whose
   * mutants each have one rule (then the sums are the totals).
   */
  totals?: { mutants: number; killed: number; equivalent: number; surviving: number };
  /** The same per ruleset (absent in an older report, whose mutants are all `cce`'s). */
  rulesetTotals?: Record<string, { mutants: number; killed: number; equivalent: number; surviving: number }>;
}

export interface RuleAblation {
  status: DecisiveStatus;
  mutants: number;
  killed: number;
  equivalent: number;
  survivors: string[];
}

export interface AblationSummary {
  source: string;
  mutants: number;
  killed: number;
  equivalent: number;
  surviving: number;
  /** Rules with at least one mutant (of any kind, procedural or not). */
  mutatedRules: number;
  /**
   * Why the report may not describe this build: a procedure whose vector count differs from the
   * build's, a procedure of the build the ablation did not replay (or the other way round), a rule it
   * mutates that rules.json does not have. Empty when it matches.
   */
  stale: string[];
}

export const DECISIVE_LABEL: Record<DecisiveStatus, string> = {
  decisive: 'decisive',
  'not-decisive': 'exercised, not decisive',
  'equivalent-only': 'only equivalent mutants',
  'no-mutants': 'no mutants',
  'ablation-not-run': 'ablation not run',
};

const NOT_RUN: RuleAblation = { status: 'ablation-not-run', mutants: 0, killed: 0, equivalent: 0, survivors: [] };

/** A rule's decisive status from its ablation entry (undefined: the ablation derived no mutant of it), or from no ablation at all (null). */
export function ruleAblation(ablation: AblationInput | null, rule: string, ruleset = 'cce'): RuleAblation {
  if (!ablation) return { ...NOT_RUN, survivors: [] };
  const e = ablation.rules.find((x) => x.ruleset === ruleset && x.rule === rule);
  if (!e || e.mutants === 0) return { status: 'no-mutants', mutants: 0, killed: 0, equivalent: 0, survivors: [] };
  const nonEquivalent = e.mutants - e.equivalent;
  const status: DecisiveStatus = nonEquivalent === 0 ? 'equivalent-only' : e.killed === nonEquivalent ? 'decisive' : 'not-decisive';
  return { status, mutants: e.mutants, killed: e.killed, equivalent: e.equivalent, survivors: [...e.survivors] };
}

/** The headline's ablation figures (per rule, over every procedure the report replayed), and what makes it stale against this build. */
export function ablationSummary(ablation: AblationInput, buildVectors: { procedure: string; vectors: number }[], knownRules: Set<string>, ruleset = 'cce'): AblationSummary {
  // One ruleset's part of the report: its procedures, its rules (ids are a ruleset's own), its totals.
  const procedures = ablation.procedures.filter((p) => p.ruleset === ruleset);
  const rules = ablation.rules.filter((r) => r.ruleset === ruleset);
  const totals = ablation.rulesetTotals ? ablation.rulesetTotals[ruleset] : ablation.totals;
  // Per rule, a mutant is one engine-wide mistake (oracle/ablate.ts): the headline counts those.
  const sum = (k: 'mutants' | 'killed' | 'equivalent') => totals?.[k] ?? rules.reduce((n, r) => n + r[k], 0);
  const stale: string[] = [];
  for (const b of buildVectors) {
    const p = procedures.find((x) => x.procedure === b.procedure);
    if (!p) stale.push(`${b.procedure}: not replayed by the ablation`);
    else if (p.vectors !== b.vectors) stale.push(`${b.procedure}: ${p.vectors} vectors in the ablation, ${b.vectors} in the build`);
  }
  for (const p of procedures) if (!buildVectors.some((b) => b.procedure === p.procedure)) stale.push(`${p.procedure}: replayed by the ablation but not in the build`);
  for (const r of rules) if (!knownRules.has(r.rule)) stale.push(`${r.rule}: mutated by the ablation but not in rules.json`);
  return {
    source: ablation.source,
    mutants: sum('mutants'),
    killed: sum('killed'),
    equivalent: sum('equivalent'),
    surviving: totals?.surviving ?? rules.reduce((n, r) => n + r.survivors.length, 0),
    mutatedRules: rules.filter((r) => r.mutants > 0).length,
    stale,
  };
}

/** The ablation's figures in one phrase (the terminal, the Markdown headline, the site). */
export function ablationFigures(a: AblationSummary | null): string {
  if (!a) return 'ablation not run';
  const figures = `ablation: ${a.mutants} mutants of ${a.mutatedRules} rules, ${a.killed} killed, ${a.equivalent} equivalent, ${a.surviving} surviving`;
  return a.stale.length ? `${figures}; stale, rerun \`combat-oracle ablate\`` : figures;
}

// ---- reading reports/ablation.json

const bad = (file: string, field: string, expected: string, actual: unknown): OracleError =>
  new OracleError({ code: 'invalid-field', path: `${file}: ${field}`, expected, actual, hint: 'rerun `combat-oracle ablate`' });

function count(file: string, field: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw bad(file, field, 'a whole number ≥ 0', v);
  return v;
}

function text(file: string, field: string, v: unknown): string {
  if (typeof v !== 'string' || !v) throw bad(file, field, 'a non-empty string', v);
  return v;
}

function list(file: string, field: string, v: unknown): unknown[] {
  if (!Array.isArray(v)) throw bad(file, field, 'an array', v);
  return v;
}

function object(file: string, field: string, v: unknown): Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw bad(file, field, 'an object', v);
  return v as Record<string, unknown>;
}

function parseRule(file: string, i: number, v: unknown): AblationRuleEntry {
  const f = `rules[${i}]`;
  const o = object(file, f, v);
  const e: AblationRuleEntry = {
    ruleset: o.ruleset === undefined ? 'cce' : text(file, `${f}.ruleset`, o.ruleset),
    rule: text(file, `${f}.rule`, o.rule),
    mutants: count(file, `${f}.mutants`, o.mutants),
    killed: count(file, `${f}.killed`, o.killed),
    equivalent: count(file, `${f}.equivalent`, o.equivalent),
    survivors: list(file, `${f}.survivors`, o.survivors).map((s, j) => text(file, `${f}.survivors[${j}]`, s)),
  };
  const left = e.mutants - e.killed - e.equivalent;
  if (left < 0) throw bad(file, `${f}.killed`, `killed + equivalent ≤ mutants (${e.mutants})`, e.killed);
  if (e.survivors.length !== left) throw bad(file, `${f}.survivors`, `as many survivors as mutants − killed − equivalent (${left})`, e.survivors.length);
  return e;
}

function parseProcedure(file: string, i: number, v: unknown): AblationProcedureEntry {
  const f = `procedures[${i}]`;
  const o = object(file, f, v);
  const e: AblationProcedureEntry = {
    ruleset: o.ruleset === undefined ? 'cce' : text(file, `${f}.ruleset`, o.ruleset),
    procedure: text(file, `${f}.procedure`, o.procedure),
    vectors: count(file, `${f}.vectors`, o.vectors),
    mutants: count(file, `${f}.mutants`, o.mutants),
    killed: count(file, `${f}.killed`, o.killed),
    killedElsewhere: o.killedElsewhere === undefined ? 0 : count(file, `${f}.killedElsewhere`, o.killedElsewhere),
    equivalent: count(file, `${f}.equivalent`, o.equivalent),
    survivors: count(file, `${f}.survivors`, o.survivors),
  };
  if (e.killed + e.killedElsewhere + e.equivalent + e.survivors !== e.mutants) {
    throw bad(file, `${f}.survivors`, `mutants − killed − killedElsewhere − equivalent = ${e.mutants - e.killed - e.killedElsewhere - e.equivalent}`, e.survivors);
  }
  return e;
}

/** An ablation report as coverage uses it; `source` names the file in the report. */
export function parseAblationReport(doc: unknown, source: string): AblationInput {
  const o = object(source, '(top level)', doc);
  const procedures = list(source, 'procedures', o.procedures).map((p, i) => parseProcedure(source, i, p));
  const rules = list(source, 'rules', o.rules).map((r, i) => parseRule(source, i, r));
  if (o.totals === undefined) return { source, procedures, rules };
  const totalsAt = (field: string, v: unknown) => {
    const t = object(source, field, v);
    const totals = { mutants: count(source, `${field}.mutants`, t.mutants), killed: count(source, `${field}.killed`, t.killed), equivalent: count(source, `${field}.equivalent`, t.equivalent), surviving: count(source, `${field}.surviving`, t.surviving) };
    if (totals.killed + totals.equivalent + totals.surviving !== totals.mutants) throw bad(source, `${field}.surviving`, `mutants − killed − equivalent = ${totals.mutants - totals.killed - totals.equivalent}`, totals.surviving);
    return totals;
  };
  const totals = totalsAt('totals', o.totals);
  if (o.rulesetTotals === undefined) return { source, procedures, rules, totals };
  const rulesetTotals = Object.fromEntries(Object.entries(object(source, 'rulesetTotals', o.rulesetTotals)).map(([rs, t]) => [rs, totalsAt(`rulesetTotals.${rs}`, t)]));
  return { source, procedures, rules, totals, rulesetTotals };
}

/** reports/ablation.json, or null when it does not exist (`combat-oracle ablate` has not run). */
export function readAblationReport(file: string, source: string): AblationInput | null {
  if (!fs.existsSync(file)) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new OracleError({ code: 'invalid-json', path: source, expected: 'an ablation report (JSON) written by `combat-oracle ablate`', hint: (e as Error).message });
  }
  return parseAblationReport(doc, source);
}
