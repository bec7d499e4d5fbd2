/**
 * The coverage gate: every procedural rule id that a machine claims to implement (in the `meta.rules`
 * of its transitions and states) has at least one scenario tagged with it in the ruleset's features.
 * A machine that names a rule no scenario is tagged with fails here, naming the rule and the
 * transitions that claim it. (Non-procedural ids, e.g. 3.3.1.2 Unit Command, are facts a step uses and
 * are not gated.)
 */
import { describe, expect, it } from 'vitest';
import { describeMachine } from '../machines/core/describe';
import { loadRuleIndex } from '../machines/core/rules';
import { readFeatures } from '../oracle/coverage/features';
import { PROCEDURES, RULESETS } from '../oracle/registry';
import { REPO_ROOT } from '../oracle/vectors';

describe('coverage gate: every procedural rule a machine implements has a tagged scenario', () => {
  for (const ruleset of RULESETS.filter((r) => r.base === r.id)) {
    const tagged = new Set(readFeatures(REPO_ROOT, ruleset.id).flatMap((f) => f.scenarios.flatMap((s) => s.tags)));
    const { byId } = loadRuleIndex(ruleset.id);
    const procs = PROCEDURES.filter((p) => p.ruleset === ruleset.id).sort((a, b) => (a.procedure < b.procedure ? -1 : 1));
    it.each(procs.map((p) => [p.procedure, p] as const))(`${ruleset.id}/%s`, (_name, spec) => {
      const m = describeMachine(spec.machine);
      const claims = new Map<string, string[]>();
      for (const t of m.transitions) for (const r of t.rules) claims.set(r, [...(claims.get(r) ?? []), t.key]);
      for (const s of m.states) for (const r of s.rules) claims.set(r, [...(claims.get(r) ?? []), `state ${s.id}`]);
      const missing = [...claims.entries()]
        .filter(([id]) => byId.get(id)?.procedural === true && !tagged.has(id))
        .map(([id, where]) => `@${id} (claimed by ${where.join('; ')})`)
        .sort();
      expect(missing, `procedural rules of ${spec.procedure} with no scenario tagged with them in features/${ruleset.id}/`).toEqual([]);
    });
  }
});
