/**
 * `cs` is a ruleset of the coverage report, with the fourth status: every rule of machines/cs/rules.json
 * marked text: "missing" is `text-missing` (not counted among the procedural rules), every other rule has one
 * of the usual three statuses or not-procedural, and the rules the cs machines cite are modelled.
 */
import { isTextMissing } from '../machines/core/partial-text';
import { describe, expect, it } from 'vitest';
import { coverageInputs } from '../oracle/coverage';
import { computeCoverage } from '../oracle/coverage/compute';
import { loadRuleIndex } from '../machines/core/rules';
import { PROCEDURES } from '../oracle/registry';
import { describeMachine } from '../machines/core/describe';
import { sharedBuild } from './support/shared-build';

describe('the coverage report lists cs', () => {
  // Imported by tests/build.test.ts: the cs procedures of the suite's one build.
  const builds = sharedBuild().builds.filter((b) => b.ruleset === 'cs');
  const report = computeCoverage(coverageInputs(builds, '/nonexistent/messages.ndjson', '/nonexistent/ablation.json'), 'test');
  const cs = report.rulesets.find((r) => r.id === 'cs')!;
  const rules = loadRuleIndex('cs').index.rules;
  it('with every rule of its index, by id, in index order', () => {
    expect(cs.rules.map((r) => r.id)).toEqual(rules.map((r) => r.id));
  });
  it('marking text-missing exactly the rules and tables the text references but does not contain (104)', () => {
    expect(cs.rules.filter((r) => r.status === 'text-missing').map((r) => r.id)).toEqual(rules.filter((r) => isTextMissing(r)).map((r) => r.id));
    expect(cs.statusCounts['text-missing']).toBe(104);
  });
  it('counting as procedural only the procedural rules the text contains', () => {
    expect(cs.headline.modelled.total).toBe(rules.filter((r) => r.procedural && !isTextMissing(r)).length);
  });
  it('counting as modelled every procedural rule a cs machine cites on a transition', () => {
    const cited = new Set(PROCEDURES.filter((p) => p.ruleset === 'cs').flatMap((p) => describeMachine(p.machine).transitions.flatMap((t) => t.rules)));
    const byId = new Map(cs.rules.map((r) => [r.id, r]));
    expect([...cited].filter((id) => byId.get(id)?.status === 'not-modelled')).toEqual([]);
    expect([...cited].filter((id) => byId.get(id)?.status === 'text-missing')).toEqual([]);
    // At least: a procedure's section (4.3, 4.4) counts as modelled too.
    expect(cs.headline.modelled.reached).toBeGreaterThanOrEqual([...cited].filter((id) => byId.get(id)?.procedural).length);
  });
});
