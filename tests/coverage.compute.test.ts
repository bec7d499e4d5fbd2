/**
 * The coverage numbers (oracle/coverage/compute.ts) on a small hand-made ruleset, machine, feature and
 * Cucumber run, with every expectation worked out by hand from the definitions in compute.ts's header.
 */
import { describe, expect, it } from 'vitest';
import type { MachineInfo } from '../machines/core/describe';
import type { RuleEntry } from '../machines/core/rules';
import { computeCoverage, compareRuleIds, type CoverageInputs } from '../oracle/coverage/compute';
import { parseFeature } from '../oracle/coverage/features';
import { ablationFigures, type AblationInput } from '../oracle/coverage/ablation';
import { headlineTable } from '../oracle/coverage/markdown';

const rule = (id: string, procedural: boolean, parent: string | null = null): RuleEntry => ({ id, title: `Rule ${id}`, kind: 'core', procedural, parent });

const machine: MachineInfo = {
  id: 'demo',
  initial: 'a',
  states: [
    { id: 'a', type: 'atomic', rules: [] },
    { id: 'b', type: 'atomic', rules: [] },
    { id: 'c', type: 'atomic', rules: [] },
    { id: 'd', type: 'final', rules: [] },
    { id: 'e', type: 'final', rules: [] },
  ],
  transitions: [
    { key: 'a GO → b', source: 'a', event: 'GO', guard: null, target: 'b', rules: ['X1', 'X5.1'], actions: [] },
    { key: 'b always[ready] → c', source: 'b', event: 'always', guard: 'ready', target: 'c', rules: ['X1.1'], actions: [] },
    { key: 'c STOP → d', source: 'c', event: 'STOP', guard: null, target: 'd', rules: ['X4'], actions: [] },
    { key: 'c always → e', source: 'c', event: 'always', guard: null, target: 'e', rules: ['X1'], actions: [] },
  ],
};

const FEATURE = `Feature: Demo
  Rule: X1 Going
    "Go when told."
    "X4 Stop at the end."

    @X1
    Scenario: s1
      Given nothing

    @X4 @X9
    Scenario: s2
      Given nothing

  Rule: X1.1 Ready
    @X1.1
    Scenario: s3
      Given nothing
`;
const URI = 'features/demo/demo.feature';

const inputs: CoverageInputs = {
  rulesets: [
    {
      id: 'demo',
      title: 'Demo rules',
      rules: [rule('X0', true), rule('X1', true), rule('X1.1', true, 'X1'), rule('X2', true), rule('X3', false), rule('X4', false), rule('X5', true), rule('X5.1', true, 'X5'), rule('X5.2', false, 'X5')],
      readings: [{ id: 'demo.ready', rules: ['X1.1'], quotes: [], question: 'Ready?', alternatives: [{ id: 'yes', means: 'yes' }], default: 'yes', reason: 'r', procedures: ['demo'] }],
      features: [parseFeature(FEATURE, URI)],
    },
  ],
  procedures: [
    {
      ruleset: 'demo',
      procedure: 'demo',
      title: 'Demo',
      section: ['X0'],
      machine,
      vectors: [
        { id: 'demo-bbb', seed: 'one', rules: ['X1', 'X1.1', 'X4'] },
        { id: 'demo-aaa', seed: 'two', rules: ['X1', 'X1.1'] },
      ],
      vectorTaken: ['a GO → b', 'b always[ready] → c', 'c STOP → d'],
    },
  ],
  runs: [
    { uri: URI, line: 7, name: 's1', status: 'passed', runs: [{ ruleset: 'demo', procedure: 'demo', taken: ['a GO → b'] }] },
    { uri: URI, line: 11, name: 's2', status: 'passed', runs: [{ ruleset: 'demo', procedure: 'demo', taken: ['a GO → b'] }] },
    { uri: URI, line: 16, name: 's3', status: 'failed', runs: [{ ruleset: 'demo', procedure: 'demo', taken: ['a GO → b', 'b always[ready] → c'] }] },
  ],
  runsSource: 'reports/cucumber/messages.ndjson',
  ablation: null,
};

describe('computeCoverage', () => {
  const report = computeCoverage(inputs, 'test');
  const rs = report.rulesets[0];
  const r = (id: string) => rs.rules.find((x) => x.id === id)!;

  it('gives each rule its status', () => {
    expect(rs.rules.map((x) => [x.id, x.status])).toEqual([
      ['X0', 'covered'], // the procedure's section, and scenarios ran the procedure
      ['X1', 'covered'],
      ['X1.1', 'modelled-not-exercised'], // its only scenario failed; the failed run's trace does not count
      ['X2', 'not-modelled'],
      ['X3', 'not-procedural'],
      ['X4', 'not-procedural'], // on a transition and tagged, but not procedural: never counted as covered
      ['X5', 'covered'], // a heading nothing cites, whose one procedural sub-rule is covered
      ['X5.1', 'covered'],
      ['X5.2', 'not-procedural'],
    ]);
    expect(r('X4').cited).toBe(true);
    expect(r('X5').viaSubRules).toBe(true);
    expect([r('X5').inVectors, r('X5.1').inVectors]).toEqual([false, false]);
    expect(rs.statusCounts).toEqual({ covered: 4, 'modelled-not-exercised': 1, 'not-modelled': 1, 'not-procedural': 3, 'text-missing': 0 });
    // The headline counts procedural rules only, so it agrees with the status counts.
    expect([rs.headline.proceduralRules, rs.headline.modelled.reached, rs.headline.exercisedByScenarios.reached]).toEqual([6, 5, 4]);
  });

  it('lists the transitions, guards, scenarios (tag / trace) and vectors of a rule', () => {
    expect(r('X1').transitions).toEqual([
      { procedure: 'demo', key: 'a GO → b', guard: null, reach: 'both' },
      { procedure: 'demo', key: 'c always → e', guard: null, reach: 'none' },
    ]);
    expect(r('X1').scenarios).toEqual([
      { uri: URI, line: 7, name: 's1', via: ['tag', 'trace'], status: 'passed' },
      { uri: URI, line: 11, name: 's2', via: ['trace'], status: 'passed' },
    ]);
    expect(r('X1.1').guards).toEqual(['ready']);
    expect(r('X1.1').scenarios).toEqual([{ uri: URI, line: 16, name: 's3', via: ['tag'], status: 'failed' }]);
    expect(r('X1.1').readings).toEqual(['demo.ready']);
    expect(r('X4').vectors).toEqual({ count: 1, byProcedure: [{ procedure: 'demo', seed: 'one', count: 1 }], sample: ['demo-bbb'] });
    expect(r('X0').vectors.count).toBe(2);
    expect(r('X0').sectionOf).toEqual(['demo']);
    expect(r('X2').vectors.count).toBe(0);
  });

  it('attributes a quote to its block, or to the rule whose number it opens with', () => {
    expect(r('X1').quotes).toEqual([{ uri: URI, line: 2, block: 'X1 Going', text: 'Go when told.' }]);
    expect(r('X4').quotes.map((q) => q.text)).toEqual(['X4 Stop at the end.']);
  });

  it('counts states and transitions reached by scenarios and by vectors', () => {
    const p = rs.procedures[0];
    expect(p.figures).toEqual({
      statesByScenarios: { reached: 2, total: 5, percent: 40 }, // a (initial), b
      statesByVectors: { reached: 4, total: 5, percent: 80 }, // a, b, c, d
      transitionsByScenarios: { reached: 1, total: 4, percent: 25 },
      transitionsByVectors: { reached: 3, total: 4, percent: 75 },
    });
    expect(p.unreached).toEqual(['c always → e']);
    expect(p.transitions.map((t) => t.reach)).toEqual(['both', 'vectors', 'vectors', 'none']);
    expect(p.transitions[0].scenarios).toEqual([`${URI}:11`, `${URI}:7`]);
    expect(p.scenarios).toBe(2);
    expect(p.rules).toEqual(['X0', 'X1', 'X1.1', 'X4', 'X5.1']);
  });

  it('computes the headline over procedural rules only', () => {
    expect(rs.headline).toEqual({
      proceduralRules: 6, // X0 X1 X1.1 X2 X5 X5.1
      modelled: { reached: 5, total: 6, percent: 83.3 },
      exercisedByScenarios: { reached: 4, total: 6, percent: 66.7 },
      inVectors: { reached: 3, total: 6, percent: 50 }, // X5.1 is in no vector, so neither is its heading X5
      decisive: null, // no ablation in these inputs
      ablation: null,
    });
    expect(rs.scenarios).toEqual({ total: 3, run: 3, passed: 2, failed: 1 });
  });

  it('reports tags shaped like rule ids that rules.json does not have', () => {
    expect(rs.unknownTags).toEqual([{ tag: 'X9', scenarios: [`${URI}:11`] }]);
  });

  it('counts tagged scenarios as exercising when Cucumber has not run', () => {
    const noRun = computeCoverage({ ...inputs, runs: null, runsSource: null }, 'test').rulesets[0];
    expect(noRun.rules.find((x) => x.id === 'X1.1')!.status).toBe('covered');
    expect(noRun.rules.find((x) => x.id === 'X0')!.status).toBe('modelled-not-exercised'); // nothing traced without a run
    expect(noRun.procedures[0].figures.transitionsByScenarios.reached).toBe(0);
  });

  it('sorts rule ids in book order', () => {
    expect(['O22', '1.10', '1.9.1', '1.9', '13', '9.1'].sort(compareRuleIds)).toEqual(['1.9', '1.9.1', '1.10', '9.1', '13', 'O22']);
  });
});

/**
 * Decisive rules (issue 16.4) on a small hand-made ablation report over the same demo ruleset. Worked by
 * hand: X0 has one killed and one equivalent mutant (decisive: its one non-equivalent mutant is killed);
 * X1 two killed (decisive); X1.1 three, one killed, one equivalent, one surviving (exercised, not
 * decisive); X5.1 one, equivalent (only equivalent mutants); X4 one killed (decisive, but not
 * procedural, so outside the headline); X2, X3, X5, X5.2 none (no mutants). Procedural decisive: X0,
 * X1 of the six procedural rules.
 */
describe('computeCoverage: decisive rules from the rule ablation', () => {
  const ablation: AblationInput = {
    source: 'reports/ablation.json',
    procedures: [{ ruleset: 'demo', procedure: 'demo', vectors: 2, mutants: 9, killed: 5, killedElsewhere: 0, equivalent: 3, survivors: 1 }],
    rules: [
      { ruleset: 'demo', rule: 'X0', mutants: 2, killed: 1, equivalent: 1, survivors: [] },
      { ruleset: 'demo', rule: 'X1', mutants: 2, killed: 2, equivalent: 0, survivors: [] },
      { ruleset: 'demo', rule: 'X1.1', mutants: 3, killed: 1, equivalent: 1, survivors: ['demo: flips the sign of every term of X1.1'] },
      { ruleset: 'demo', rule: 'X4', mutants: 1, killed: 1, equivalent: 0, survivors: [] },
      { ruleset: 'demo', rule: 'X5.1', mutants: 1, killed: 0, equivalent: 1, survivors: [] },
    ],
  };
  const rs = computeCoverage({ ...inputs, ablation }, 'test').rulesets[0];
  const a = (id: string) => rs.rules.find((x) => x.id === id)!.ablation;

  it('gives each rule its decisive status, counts and survivors', () => {
    expect(rs.rules.map((x) => [x.id, x.ablation.status])).toEqual([
      ['X0', 'decisive'],
      ['X1', 'decisive'],
      ['X1.1', 'not-decisive'],
      ['X2', 'no-mutants'],
      ['X3', 'no-mutants'],
      ['X4', 'decisive'],
      ['X5', 'no-mutants'], // no roll-up: a heading is decisive only through mutants of its own
      ['X5.1', 'equivalent-only'],
      ['X5.2', 'no-mutants'],
    ]);
    expect(a('X0')).toEqual({ status: 'decisive', mutants: 2, killed: 1, equivalent: 1, survivors: [] });
    expect(a('X1.1')).toEqual({ status: 'not-decisive', mutants: 3, killed: 1, equivalent: 1, survivors: ['demo: flips the sign of every term of X1.1'] });
    expect(a('X5.1')).toEqual({ status: 'equivalent-only', mutants: 1, killed: 0, equivalent: 1, survivors: [] });
    expect(a('X2')).toEqual({ status: 'no-mutants', mutants: 0, killed: 0, equivalent: 0, survivors: [] });
    expect(rs.decisiveCounts).toEqual({ decisive: 3, 'not-decisive': 1, 'equivalent-only': 1, 'no-mutants': 4, 'ablation-not-run': 0 });
  });

  it('counts procedural decisive rules in the headline, beside the ablation figures', () => {
    expect(rs.headline.decisive).toEqual({ reached: 2, total: 6, percent: 33.3 });
    expect(rs.headline.ablation).toEqual({ source: 'reports/ablation.json', mutants: 9, killed: 5, equivalent: 3, surviving: 1, mutatedRules: 5, stale: [] });
    expect(headlineTable([rs])[2]).toBe(
      '| demo — Demo rules | 6 | 5/6 (83.3%) | 4/6 (66.7%) | 3/6 (50.0%) | 2/6 (33.3%) (ablation: 9 mutants of 5 rules, 5 killed, 3 equivalent, 1 surviving) |',
    );
  });

  it('says the ablation is stale when its vectors, procedures or rules do not match the build', () => {
    const stale: AblationInput = {
      ...ablation,
      procedures: [{ ...ablation.procedures[0], vectors: 3 }, { ruleset: 'demo', procedure: 'gone', vectors: 1, mutants: 0, killed: 0, killedElsewhere: 0, equivalent: 0, survivors: 0 }],
      rules: [...ablation.rules, { ruleset: 'demo', rule: 'X7', mutants: 0, killed: 0, equivalent: 0, survivors: [] }],
    };
    const h = computeCoverage({ ...inputs, ablation: stale }, 'test').rulesets[0].headline;
    expect(h.ablation!.stale).toEqual(['demo: 3 vectors in the ablation, 2 in the build', 'gone: replayed by the ablation but not in the build', 'X7: mutated by the ablation but not in rules.json']);
    expect(ablationFigures(h.ablation)).toBe('ablation: 9 mutants of 5 rules, 5 killed, 3 equivalent, 1 surviving; stale, rerun `combat-oracle ablate`');
  });

  it('says "ablation not run" and calls no rule decisive when there is no report', () => {
    const none = computeCoverage({ ...inputs, ablation: null }, 'test').rulesets[0];
    expect(new Set(none.rules.map((x) => x.ablation.status))).toEqual(new Set(['ablation-not-run']));
    expect([none.headline.decisive, none.headline.ablation]).toEqual([null, null]);
    expect(none.decisiveCounts).toEqual({ decisive: 0, 'not-decisive': 0, 'equivalent-only': 0, 'no-mutants': 0, 'ablation-not-run': 9 });
    expect(headlineTable([none])[2]).toBe('| demo — Demo rules | 6 | 5/6 (83.3%) | 4/6 (66.7%) | 3/6 (50.0%) | ablation not run |');
  });
});
