/**
 * `ccp` is a ruleset of the coverage report: every rule of machines/ccp/rules.json is listed by id, and
 * the figures count what the `ccp` procedures model (computed from the registry's machines and the
 * features, and the builds of the ccp procedures only).
 */
import { describe, expect, it } from 'vitest';
import { coverageInputs } from '../oracle/coverage';
import { computeCoverage } from '../oracle/coverage/compute';
import { loadRuleIndex } from '../machines/core/rules';
import { PROCEDURES } from '../oracle/registry';
import { describeMachine } from '../machines/core/describe';
import { sharedBuild } from './support/shared-build';

describe('the coverage report lists ccp', () => {
  // Imported by tests/build.test.ts: the ccp procedures of the suite's one build.
  const builds = sharedBuild().builds.filter((b) => b.ruleset === 'ccp');
  const report = computeCoverage(coverageInputs(builds, '/nonexistent/messages.ndjson', '/nonexistent/ablation.json'), 'test');
  const ccp = report.rulesets.find((r) => r.id === 'ccp');
  it('with every rule of its index, by id, in book order', () => {
    expect(ccp?.rules.map((r) => r.id)).toEqual(loadRuleIndex('ccp').index.rules.map((r) => r.id));
  });
  it('with the procedural total of its index and every non-procedural rule marked so', () => {
    const rules = loadRuleIndex('ccp').index.rules;
    expect(ccp!.headline.modelled.total).toBe(rules.filter((r) => r.procedural).length);
    expect(ccp!.statusCounts['not-procedural']).toBe(rules.filter((r) => !r.procedural).length);
  });
  it('counting as modelled every procedural rule a ccp machine cites on a transition', () => {
    const cited = new Set(PROCEDURES.filter((p) => p.ruleset === 'ccp').flatMap((p) => describeMachine(p.machine).transitions.flatMap((t) => t.rules)));
    const byId = new Map(ccp!.rules.map((r) => [r.id, r]));
    const wrong = [...cited].filter((id) => byId.get(id)?.procedural && byId.get(id)?.status === 'not-modelled');
    expect(wrong).toEqual([]);
    expect(ccp!.headline.modelled.reached).toBeGreaterThanOrEqual([...cited].filter((id) => byId.get(id)?.procedural).length);
  });
});
