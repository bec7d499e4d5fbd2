/**
 * Rule-path coverage: for every numbered rule of a ruleset's rules.json, which transitions (and their
 * guards) implement it, which scenarios exercise it — tagged with its id, or taking one of its
 * transitions while they ran — and which vectors pass through it; per procedure, the states and
 * transitions reached by scenarios and by vectors; and the headline figures over the procedural rules.
 *
 * A pure function of its inputs (the machines as described by describeMachine, the vectors of the
 * build, the features, the Cucumber results), so it never walks a machine itself: `build` hands it
 * the walk it has just done. Everything is sorted; nothing depends on time.
 *
 * Statuses:
 * - `covered`: modelled (named on a transition or state of a machine, or the section a procedure
 *   implements) and exercised by at least one scenario that did not fail;
 * - `modelled-not-exercised`: modelled, but no scenario exercises it;
 * - `not-modelled`: a procedural rule no machine implements yet;
 * - `not-procedural`: a rule that states a fact rather than a step (rules.json `procedural: false`) and
 *   that no machine names;
 * - `text-missing`: a rule (a table, a figure) the text refers to but lost (rules.json `text: "missing"`,
 *   machines/core/partial-text.ts); not counted among the procedural rules, whether or not a machine
 *   takes its place as situation input.
 *
 * Beside the status, each rule's decisive status from the rule ablation (./ablation.ts): whether the
 * vectors kill every non-equivalent mutant of it, or "ablation not run" when there is no report.
 */
import type { MachineInfo } from '../../machines/core/describe';
import type { Reading } from '../../machines/core/readings';
import type { RuleEntry } from '../../machines/core/rules';
import { isTextMissing } from '../../machines/core/partial-text';
import { ablationSummary, DECISIVE_STATUSES, ruleAblation, type AblationInput, type AblationSummary, type DecisiveStatus, type RuleAblation } from './ablation';
import type { ScenarioRun, ScenarioStatus } from './cucumber';
import type { FeatureFile } from './features';

export const COVERAGE_FORMAT = '1.1';

export type RuleStatus = 'covered' | 'modelled-not-exercised' | 'not-modelled' | 'not-procedural' | 'text-missing';
export const RULE_STATUSES: RuleStatus[] = ['covered', 'modelled-not-exercised', 'not-modelled', 'not-procedural', 'text-missing'];

/** How a transition or state was reached: by scenarios and vectors, one of them, or neither. */
export type Reach = 'both' | 'scenarios' | 'vectors' | 'none';

export interface ProcedureInput {
  ruleset: string;
  procedure: string;
  title: string;
  section: string[];
  machine: MachineInfo;
  vectors: { id: string; seed: string; rules: string[] }[];
  /** Transition keys taken by at least one vector. */
  vectorTaken: string[];
  /** Each compound state's initial child (`advancingTime` → `advancingTime.advancingMarker`): entering one enters the other. */
  initials?: Record<string, string>;
  /**
   * Transitions of charts nested in this machine (oracle/nested.ts): the nested procedure and its own key.
   * A scenario that takes that key in the nested procedure takes this transition too (the same code).
   */
  nestedKeys?: Record<string, { procedure: string; key: string }>;
  /** The states where charts of other procedures sit (ProcedureSpec.nested). */
  nested?: { state: string; procedure: string }[];
}

export interface RulesetInput {
  id: string;
  title: string;
  rules: RuleEntry[];
  readings: Reading[];
  features: FeatureFile[];
}

export interface CoverageInputs {
  rulesets: RulesetInput[];
  procedures: ProcedureInput[];
  /** null when Cucumber has not run (no message file): scenarios then count by their tags only. */
  runs: ScenarioRun[] | null;
  /** Where the runs were read from, for the report (relative path), or null. */
  runsSource: string | null;
  /** The rule ablation (reports/ablation.json), or null when it has not run: no rule is then called decisive. */
  ablation: AblationInput | null;
}

export interface ScenarioRef {
  uri: string;
  line: number;
  name: string;
  /** `tag`: tagged with the rule id; `trace`: took a transition that names it (or ran its procedure, for a section). */
  via: ('tag' | 'trace')[];
  status: ScenarioStatus | 'not-run';
}

export interface TransitionRef {
  procedure: string;
  key: string;
  guard: string | null;
  reach: Reach;
}

export interface RuleCoverage {
  id: string;
  title: string;
  kind: string;
  procedural: boolean;
  parent: string | null;
  status: RuleStatus;
  /**
   * A heading (a rule with sub-rules) that no transition cites itself, whose procedural sub-rules are all
   * modelled: its status is theirs (covered only when all of them are), and it says so.
   */
  viaSubRules?: boolean;
  /** A vector passes through the rule (or, for a heading modelled through its sub-rules, through every one of them). */
  inVectors: boolean;
  /** A rule that is not procedural but that a transition or state cites anyway (for information; it is not counted). */
  cited?: boolean;
  /** Procedures whose section this rule is (the machine as a whole implements it). */
  sectionOf: string[];
  transitions: TransitionRef[];
  states: { procedure: string; state: string }[];
  guards: string[];
  scenarios: ScenarioRef[];
  vectors: { count: number; byProcedure: { procedure: string; seed: string; count: number }[]; sample: string[] };
  quotes: { uri: string; line: number; block: string; text: string }[];
  readings: string[];
  /** Decisive or not under the rule ablation, with its mutants and the survivors' descriptions. */
  ablation: RuleAblation;
}

export interface TransitionCoverage {
  key: string;
  source: string;
  event: string;
  guard: string | null;
  target: string | null;
  rules: string[];
  /** Scenarios (uri:line) that took it. */
  scenarios: string[];
  vectors: boolean;
  reach: Reach;
}

export interface StateCoverage {
  id: string;
  type: string;
  rules: string[];
  scenarios: boolean;
  vectors: boolean;
  reach: Reach;
}

export interface Ratio {
  reached: number;
  total: number;
  percent: number;
}

export interface ProcedureCoverage {
  ruleset: string;
  procedure: string;
  title: string;
  section: string[];
  initial: string;
  /** Each compound state's initial child. */
  initials: Record<string, string>;
  /** The states where charts of other procedures sit (drawn as one box on the diagram). */
  nested: { state: string; procedure: string }[];
  scenarios: number;
  vectors: number;
  figures: {
    statesByScenarios: Ratio;
    statesByVectors: Ratio;
    transitionsByScenarios: Ratio;
    transitionsByVectors: Ratio;
  };
  states: StateCoverage[];
  transitions: TransitionCoverage[];
  /** Transitions neither a scenario nor a vector takes. */
  unreached: string[];
  rules: string[];
}

export interface Headline {
  proceduralRules: number;
  modelled: Ratio;
  exercisedByScenarios: Ratio;
  inVectors: Ratio;
  /** Procedural rules the ablation shows decisive; null when the ablation has not run. */
  decisive: Ratio | null;
  /** The ablation's own figures (every mutant, procedural rule or not); null when it has not run. */
  ablation: AblationSummary | null;
}

export interface RulesetCoverage {
  id: string;
  title: string;
  headline: Headline;
  statusCounts: Record<RuleStatus, number>;
  /** Every rule of rules.json (procedural or not) by decisive status. */
  decisiveCounts: Record<DecisiveStatus, number>;
  procedures: ProcedureCoverage[];
  rules: RuleCoverage[];
  /** Tags on scenarios that look like rule ids but are not in rules.json. */
  unknownTags: { tag: string; scenarios: string[] }[];
  scenarios: { total: number; run: number; passed: number; failed: number };
}

export interface CoverageReport {
  format: string;
  generator: string;
  cucumber: string | null;
  rulesets: RulesetCoverage[];
}

const VECTOR_SAMPLE = 10;

export function ratio(reached: number, total: number): Ratio {
  return { reached, total, percent: total ? Math.round((reached / total) * 1000) / 10 : 0 };
}

export function reachOf(scenarios: boolean, vectors: boolean): Reach {
  return scenarios ? (vectors ? 'both' : 'scenarios') : vectors ? 'vectors' : 'none';
}

/** Book order for rule ids: `1.9` < `1.9.1` < `1.10` < `O22`. */
export function compareRuleIds(a: string, b: string): number {
  const pa = /^[A-Z]/.test(a) ? a[0] : '';
  const pb = /^[A-Z]/.test(b) ? b[0] : '';
  if (pa !== pb) return pa < pb ? -1 : 1;
  const na = a.slice(pa.length).split('.').map(Number);
  const nb = b.slice(pb.length).split('.').map(Number);
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    if (na[i] === undefined) return -1;
    if (nb[i] === undefined) return 1;
    if (na[i] !== nb[i]) return na[i] - nb[i];
  }
  return 0;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const scenarioKey = (s: { uri: string; line: number }): string => `${s.uri}:${s.line}`;

/** States a set of taken transitions reaches: the initial state, every target, and their ancestors. */
function reachedStates(m: MachineInfo, taken: Set<string>, started: boolean, initials: Record<string, string>): Set<string> {
  const out = new Set<string>();
  const add = (id: string): void => {
    const parts = id.split('.');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
    // Entering a compound state enters its initial child.
    for (let c = initials[id]; c && !out.has(c); c = initials[c]) out.add(c);
  };
  if (started && m.initial) add(m.initial);
  for (const t of m.transitions) if (taken.has(t.key)) (t.target ?? t.source).split(',').forEach(add);
  return out;
}

/**
 * Headings: a procedural rule that nothing cites itself but whose procedural sub-rules are all modelled
 * (F106 Fortifications, E58 Hero, A33 Assault Fire …) is modelled through them. Deepest rules first, so
 * a heading of headings rolls up too.
 */
function rollUpHeadings(rules: RuleCoverage[]): void {
  const children = new Map<string, RuleCoverage[]>();
  for (const r of rules) if (r.parent) (children.get(r.parent) ?? children.set(r.parent, []).get(r.parent)!).push(r);
  const depth = (id: string) => id.split('.').length;
  for (const r of [...rules].sort((a, b) => depth(b.id) - depth(a.id))) {
    if (!r.procedural || r.status !== 'not-modelled') continue;
    const kids = (children.get(r.id) ?? []).filter((c) => c.procedural);
    if (!kids.length || kids.some((c) => c.status === 'not-modelled')) continue;
    r.status = kids.every((c) => c.status === 'covered') ? 'covered' : 'modelled-not-exercised';
    r.viaSubRules = true;
    r.inVectors = r.inVectors || kids.every((c) => c.inVectors);
  }
}

export function computeCoverage(inputs: CoverageInputs, generator: string): CoverageReport {
  const rulesets = inputs.rulesets.map((rs) => computeRuleset(rs, inputs.procedures.filter((p) => p.ruleset === rs.id), inputs.runs, inputs.ablation));
  return { format: COVERAGE_FORMAT, generator, cucumber: inputs.runsSource, rulesets };
}

function computeRuleset(rs: RulesetInput, procs: ProcedureInput[], runs: ScenarioRun[] | null, ablation: AblationInput | null): RulesetCoverage {
  procs = [...procs].sort((a, b) => cmp(a.procedure, b.procedure));
  const byId = new Map(rs.rules.map((r) => [r.id, r]));
  const runByKey = new Map((runs ?? []).map((r) => [scenarioKey(r), r]));
  const scenarios = rs.features.flatMap((f) => f.scenarios).sort((a, b) => cmp(a.uri, b.uri) || a.line - b.line);
  const statusOf = (key: string): ScenarioRef['status'] => runByKey.get(key)?.status ?? 'not-run';
  /** A scenario counts as exercising unless it failed (or was otherwise not passed) when it ran. */
  const counts = (s: ScenarioRef['status']): boolean => s === 'passed' || s === 'not-run';

  // ---- per procedure: which transitions scenarios took, which vectors took
  const procedures: ProcedureCoverage[] = [];
  /** transition key → scenario keys, per procedure */
  const scenarioTaken = new Map<string, Map<string, Set<string>>>();
  /** procedure → scenario keys that ran it */
  const scenarioRanProc = new Map<string, Set<string>>();
  // Scenario reach first, for every procedure: a host's nested transitions read the nested procedure's.
  for (const p of procs) {
    const perKey = new Map<string, Set<string>>();
    const ran = new Set<string>();
    for (const run of runs ?? []) {
      const key = scenarioKey(run);
      if (!counts(run.status)) continue;
      for (const r of run.runs) {
        if (r.ruleset !== p.ruleset || r.procedure !== p.procedure) continue;
        ran.add(key);
        for (const k of r.taken) {
          if (!perKey.has(k)) perKey.set(k, new Set());
          perKey.get(k)!.add(key);
        }
      }
    }
    scenarioTaken.set(p.procedure, perKey);
    scenarioRanProc.set(p.procedure, ran);
  }
  for (const p of procs) {
    const perKey = new Map(scenarioTaken.get(p.procedure)!);
    const ran = scenarioRanProc.get(p.procedure)!;
    for (const [key, n] of Object.entries(p.nestedKeys ?? {})) {
      const via = scenarioTaken.get(n.procedure)?.get(n.key);
      if (via?.size) perKey.set(key, new Set([...(perKey.get(key) ?? []), ...via]));
    }
    const vectorTaken = new Set(p.vectorTaken);
    const scenTaken = new Set(perKey.keys());
    const transitions: TransitionCoverage[] = p.machine.transitions.map((t) => {
      const sc = [...(perKey.get(t.key) ?? [])].sort();
      const v = vectorTaken.has(t.key);
      return { key: t.key, source: t.source, event: t.event, guard: t.guard, target: t.target, rules: t.rules, scenarios: sc, vectors: v, reach: reachOf(sc.length > 0, v) };
    });
    const initials = p.initials ?? {};
    const bySc = reachedStates(p.machine, scenTaken, ran.size > 0, initials);
    const byV = reachedStates(p.machine, vectorTaken, p.vectors.length > 0, initials);
    const states: StateCoverage[] = p.machine.states.map((s) => ({
      id: s.id,
      type: s.type,
      rules: s.rules,
      scenarios: bySc.has(s.id),
      vectors: byV.has(s.id),
      reach: reachOf(bySc.has(s.id), byV.has(s.id)),
    }));
    const rules = new Set<string>(p.section);
    for (const t of p.machine.transitions) t.rules.forEach((r) => rules.add(r));
    for (const s of p.machine.states) s.rules.forEach((r) => rules.add(r));
    procedures.push({
      ruleset: p.ruleset,
      procedure: p.procedure,
      title: p.title,
      section: p.section,
      initial: p.machine.initial,
      initials,
      nested: p.nested ?? [],
      scenarios: ran.size,
      vectors: p.vectors.length,
      figures: {
        statesByScenarios: ratio(states.filter((s) => s.scenarios).length, states.length),
        statesByVectors: ratio(states.filter((s) => s.vectors).length, states.length),
        transitionsByScenarios: ratio(transitions.filter((t) => t.scenarios.length).length, transitions.length),
        transitionsByVectors: ratio(transitions.filter((t) => t.vectors).length, transitions.length),
      },
      states,
      transitions,
      unreached: transitions.filter((t) => t.reach === 'none').map((t) => t.key),
      rules: [...rules].sort(compareRuleIds),
    });
  }

  // ---- per rule
  const unknownTags = new Map<string, string[]>();
  for (const s of scenarios)
    for (const tag of s.tags) if (/^[A-Z]{0,2}\d+(\.\d+)*$/.test(tag) && !byId.has(tag)) unknownTags.set(tag, [...(unknownTags.get(tag) ?? []), scenarioKey(s)]);

  // What cites each rule, gathered in one pass over the procedures (in their order, as the pages list
  // them) instead of one pass per rule: a ruleset has hundreds of rules and thousands of transitions.
  const citing = <T>(): Map<string, T[]> => new Map();
  const push = <T>(m: Map<string, T[]>, id: string, x: T): void => void (m.get(id) ?? m.set(id, []).get(id)!).push(x);
  const transitionsOf = citing<{ p: (typeof procedures)[number]; t: TransitionCoverage }>();
  const statesOf = citing<RuleCoverage['states'][number]>();
  for (const p of procedures) {
    for (const t of p.transitions) for (const id of new Set(t.rules)) push(transitionsOf, id, { p, t });
    for (const st of p.states) for (const id of new Set(st.rules)) push(statesOf, id, { procedure: p.procedure, state: st.id });
  }
  const vectorsOf = citing<{ procedure: string; v: (typeof procs)[number]['vectors'][number] }>();
  for (const p of procs) for (const v of p.vectors) for (const id of new Set(v.rules)) push(vectorsOf, id, { procedure: p.procedure, v });
  const taggedWith = citing<string>();
  for (const s of scenarios) for (const tag of new Set(s.tags)) push(taggedWith, tag, scenarioKey(s));
  // Each scenario's key and place in book order, and each rule's quotes in the features' order, once for
  // the ruleset: the rules below read them instead of scanning every scenario and every quote each.
  const scenarioIndex = new Map(scenarios.map((s, i) => [scenarioKey(s), i]));
  const quotesOf = citing<RuleCoverage['quotes'][number]>();
  for (const f of rs.features)
    for (const b of f.rules)
      for (const q of b.quotes) {
        const lead = q.trim().split(/\s/)[0];
        // A quote belongs to its block's rule, unless it opens with another rule's number (then to that one).
        const owner = byId.has(lead) && lead !== b.id ? lead : b.id;
        if (owner !== null) push(quotesOf, owner, { uri: f.uri, line: b.line, block: b.title, text: q });
      }

  const rules: RuleCoverage[] = rs.rules.map((r) => {
    const sectionOf = procs.filter((p) => p.section.includes(r.id)).map((p) => p.procedure);
    const transitions: TransitionRef[] = [];
    const states: RuleCoverage['states'] = statesOf.get(r.id) ?? [];
    const guards = new Set<string>();
    const traced = new Set<string>();
    for (const { p, t } of transitionsOf.get(r.id) ?? []) {
      transitions.push({ procedure: p.procedure, key: t.key, guard: t.guard, reach: t.reach });
      if (t.guard) guards.add(t.guard);
      for (const k of scenarioTaken.get(p.procedure)!.get(t.key) ?? []) traced.add(k);
    }
    for (const p of procedures) if (sectionOf.includes(p.procedure)) for (const k of scenarioRanProc.get(p.procedure)!) traced.add(k);
    const tagged = new Set(taggedWith.get(r.id) ?? []);
    const refs: ScenarioRef[] = [];
    // In book order: the scenarios tagged with the rule or tracing it, each once.
    const refIndexes = [...new Set([...tagged, ...traced])].map((key) => scenarioIndex.get(key)).filter((i): i is number => i !== undefined);
    for (const i of refIndexes.sort((a, b) => a - b)) {
      const s = scenarios[i];
      const key = scenarioKey(s);
      const via: ScenarioRef['via'] = [];
      if (tagged.has(key)) via.push('tag');
      if (traced.has(key)) via.push('trace');
      refs.push({ uri: s.uri, line: s.line, name: s.name, via, status: statusOf(key) });
    }
    // Per procedure, per seed, in the order first counted (the vectors are counted procedure by procedure).
    const bySeed = new Map<string, Map<string, number>>();
    let seeds: Map<string, number> | undefined;
    let seedsOf: string | undefined;
    let counted = 0;
    /** The VECTOR_SAMPLE smallest ids, sorted: what sorting every id and keeping the first ones gives, without sorting thousands. */
    const sample: string[] = [];
    const count = (procedure: string, v: { id: string; seed: string }): void => {
      counted++;
      if (sample.length < VECTOR_SAMPLE || v.id < sample[VECTOR_SAMPLE - 1]) {
        let i = sample.length;
        while (i > 0 && v.id < sample[i - 1]) i--;
        sample.splice(i, 0, v.id);
        if (sample.length > VECTOR_SAMPLE) sample.pop();
      }
      if (procedure !== seedsOf) {
        seedsOf = procedure;
        seeds = bySeed.get(procedure) ?? bySeed.set(procedure, new Map()).get(procedure)!;
      }
      seeds!.set(v.seed, (seeds!.get(v.seed) ?? 0) + 1);
    };
    const citingVectors = vectorsOf.get(r.id) ?? [];
    if (sectionOf.length) {
      // Every vector of a procedure whose section the rule is, and those of the others that cite it, in the
      // procedures' order: vectorsOf lists the citing ones in that order, so each procedure's are a run of it.
      let j = 0;
      for (const p of procs) {
        const start = j;
        while (j < citingVectors.length && citingVectors[j].procedure === p.procedure) j++;
        if (sectionOf.includes(p.procedure)) for (const v of p.vectors) count(p.procedure, v);
        else for (let k = start; k < j; k++) count(p.procedure, citingVectors[k].v);
      }
    } else {
      for (const { procedure, v } of citingVectors) count(procedure, v);
    }
    const quotes = quotesOf.get(r.id) ?? [];
    const modelled = transitions.length > 0 || states.length > 0 || sectionOf.length > 0;
    const exercised = refs.some((s) => counts(s.status));
    // Only procedural rules are counted as modelled or covered; the others say whether a machine cites them.
    const status: RuleStatus = isTextMissing(r) ? 'text-missing' : !r.procedural ? 'not-procedural' : modelled ? (exercised ? 'covered' : 'modelled-not-exercised') : 'not-modelled';
    return {
      id: r.id,
      title: r.title,
      kind: r.kind,
      procedural: r.procedural,
      parent: r.parent,
      status,
      inVectors: counted > 0,
      ...((!r.procedural || isTextMissing(r)) && modelled ? { cited: true } : {}),
      sectionOf,
      transitions,
      states,
      guards: [...guards].sort(),
      scenarios: refs,
      vectors: {
        count: counted,
        byProcedure: [...bySeed.entries()].flatMap(([procedure, seeds]) => [...seeds.entries()].map(([seed, count]) => ({ procedure, seed, count }))),
        sample,
      },
      quotes,
      readings: rs.readings.filter((x) => x.rules.includes(r.id)).map((x) => x.id).sort(),
      ablation: ruleAblation(ablation, r.id, rs.id),
    };
  });

  rollUpHeadings(rules);
  const procedural = rules.filter((r) => r.procedural && r.status !== 'text-missing');
  const statusCounts = Object.fromEntries(RULE_STATUSES.map((s) => [s, rules.filter((r) => r.status === s).length])) as Record<RuleStatus, number>;
  const decisiveCounts = Object.fromEntries(DECISIVE_STATUSES.map((s) => [s, rules.filter((r) => r.ablation.status === s).length])) as Record<DecisiveStatus, number>;
  const ranKeys = new Set((runs ?? []).map(scenarioKey));
  const known = scenarios.filter((s) => ranKeys.has(scenarioKey(s)));
  return {
    id: rs.id,
    title: rs.title,
    headline: {
      proceduralRules: procedural.length,
      modelled: ratio(procedural.filter((r) => r.status === 'covered' || r.status === 'modelled-not-exercised').length, procedural.length),
      exercisedByScenarios: ratio(procedural.filter((r) => r.status === 'covered').length, procedural.length),
      inVectors: ratio(procedural.filter((r) => r.inVectors).length, procedural.length),
      decisive: ablation ? ratio(procedural.filter((r) => r.ablation.status === 'decisive').length, procedural.length) : null,
      ablation: ablation
        ? ablationSummary(
            ablation,
            procs.map((p) => ({ procedure: p.procedure, vectors: p.vectors.length })),
            new Set(rs.rules.map((r) => r.id)),
            rs.id,
          )
        : null,
    },
    statusCounts,
    decisiveCounts,
    procedures,
    rules,
    unknownTags: [...unknownTags.entries()].sort((a, b) => cmp(a[0], b[0])).map(([tag, s]) => ({ tag, scenarios: s })),
    scenarios: {
      total: scenarios.length,
      run: known.length,
      passed: known.filter((s) => statusOf(scenarioKey(s)) === 'passed').length,
      failed: known.filter((s) => statusOf(scenarioKey(s)) === 'failed').length,
    },
  };
}
