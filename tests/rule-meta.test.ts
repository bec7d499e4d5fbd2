/**
 * DESIGN.md rule 2: every transition of every registered machine carries `meta.rules`, and every id
 * exists in its ruleset's rules.json; the generated RuleId type is current.
 */
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeMachine } from '../machines/core/describe';
import { assertRuleIds, loadRuleIndex } from '../machines/core/rules';
import { OracleError } from '../machines/core/errors';
import { ruleIdsPath, ruleIdsSource } from '../oracle/gen/rule-ids';
import { PROCEDURES } from '../oracle/registry';

describe.each(PROCEDURES.map((p) => [`${p.ruleset}/${p.procedure}`, p] as const))('%s', (_name, spec) => {
  const info = describeMachine(spec.machine);
  it('has rule ids on every transition', () => {
    expect(info.transitions.filter((t) => t.rules.length === 0).map((t) => t.key)).toEqual([]);
  });
  it('cites only rule ids of its ruleset index', () => {
    const { byId } = loadRuleIndex(spec.ruleset);
    const unknown = info.transitions.flatMap((t) => t.rules.filter((r) => !byId.has(r)).map((r) => `${t.key}: ${r}`));
    expect(unknown).toEqual([]);
  });
  it('names its guards (no inline lambdas)', () => {
    expect(info.transitions.filter((t) => t.guard === 'inline' || t.guard?.includes('inline')).map((t) => t.key)).toEqual([]);
  });
});

describe('rule ids', () => {
  it('an unknown id is an error that suggests the nearest one', () => {
    try {
      assertRuleIds('cce', ['O22.9'], 'recover.rollingRally ROLL');
      expect.fail('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(OracleError);
      expect((e as OracleError).code).toBe('unknown-rule');
      expect((e as OracleError).message).toBe('recover.rollingRally ROLL must be a rule id of cce/rules.json (got "O22.9"); did you mean "O22.1", "O22.2" or "O22.3"?');
    }
    try {
      assertRuleIds('cce', ['X99.9'], 'here');
      expect.fail('no error');
    } catch (e) {
      expect((e as OracleError).message).toBe('here must be a rule id of cce/rules.json (got "X99.9")');
    }
  });
  it.each(['cce', 'ccp', 'cs'])('machines/%s/rule-ids.ts is generated from the current rules.json', (ruleset) => {
    expect(fs.readFileSync(ruleIdsPath(ruleset), 'utf8')).toBe(ruleIdsSource(ruleset));
  });
});
