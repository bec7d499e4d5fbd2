/**
 * `spicc` is a ruleset of the coverage report: every rule of machines/spicc/rules.json is listed by id;
 * the rules the text refers to but lost have the status `text-missing` and are not counted among the
 * procedural rules; what the spicc procedures cite is modelled (computed from the registry's machines and
 * the builds of the spicc procedures only).
 */
import { describe, expect, it } from 'vitest';
import { coverageInputs } from '../oracle/coverage';
import { computeCoverage } from '../oracle/coverage/compute';
import { loadRuleIndex } from '../machines/core/rules';
import { isTextMissing } from '../machines/core/partial-text';
import { PROCEDURES } from '../oracle/registry';
import { describeMachine } from '../machines/core/describe';
import { sharedBuild } from './support/shared-build';

describe('the coverage report lists spicc', () => {
  // Imported by tests/build.test.ts: the spicc procedures of the suite's one build.
  const builds = sharedBuild().builds.filter((b) => b.ruleset === 'spicc');
  const report = computeCoverage(coverageInputs(builds, '/nonexistent/messages.ndjson', '/nonexistent/ablation.json'), 'test');
  const spicc = report.rulesets.find((r) => r.id === 'spicc')!;
  const rules = loadRuleIndex('spicc').index.rules;
  it('with every rule of its index, by id, in index order', () => {
    expect(spicc.rules.map((r) => r.id)).toEqual(rules.map((r) => r.id));
  });
  it('with the lost tables and figures as text-missing, outside the procedural total', () => {
    expect(spicc.rules.filter((r) => r.status === 'text-missing').map((r) => r.id)).toEqual(['UIT', 'MV.EX', 'SU.1.SD', 'CRT', 'GTR']);
    expect(spicc.statusCounts['text-missing']).toBe(5);
    expect(spicc.headline.modelled.total).toBe(rules.filter((r) => r.procedural && !isTextMissing(r)).length);
  });
  it('with the lost Combat Results Table marked as cited by the Fire Combat chart, which takes its place as input', () => {
    expect(spicc.rules.find((r) => r.id === 'CRT')).toMatchObject({ status: 'text-missing', cited: true });
  });
  it('counting as modelled every procedural rule the Fire Combat chart cites on a transition', () => {
    const cited = new Set(PROCEDURES.filter((p) => p.ruleset === 'spicc').flatMap((p) => describeMachine(p.machine).transitions.flatMap((t) => t.rules)));
    const byId = new Map(spicc.rules.map((r) => [r.id, r]));
    expect([...cited].filter((id) => byId.get(id)?.procedural && byId.get(id)?.status === 'not-modelled')).toEqual([]);
    expect(['CB.1.d', 'CB.1.i', 'CB.1.k', 'WEC', 'CRE.DD', 'ZOC.F'].map((id) => byId.get(id)?.status !== 'not-modelled')).toEqual([true, true, true, true, true, true]);
  });
});
