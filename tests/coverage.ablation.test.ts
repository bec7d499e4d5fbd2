/**
 * Reading the rule ablation's report for coverage (oracle/coverage/ablation.ts): an absent file is
 * "ablation not run" (null), never guessed; the report `combat-oracle ablate` writes reads back as it
 * was written; a report whose figures disagree is refused with the field that is wrong.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAblation } from '../oracle/ablate';
import { ablationSummary, parseAblationReport, readAblationReport, ruleAblation } from '../oracle/coverage/ablation';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-ablation-'));
const write = (name: string, doc: unknown): string => {
  const f = path.join(tmp, name);
  fs.writeFileSync(f, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return f;
};
const good = {
  procedures: [{ procedure: 'demo', vectors: 2, mutants: 3, killed: 1, killedElsewhere: 0, equivalent: 1, survivors: 1 }],
  rules: [{ rule: 'X1', mutants: 3, killed: 1, equivalent: 1, survivors: ['demo: leaves out every term of X1'] }],
};

describe('reading reports/ablation.json', () => {
  it('gives null when the file does not exist (ablation not run)', () => {
    expect(readAblationReport(path.join(tmp, 'absent.json'), 'reports/ablation.json')).toBeNull();
    expect(ruleAblation(null, 'X1')).toEqual({ status: 'ablation-not-run', mutants: 0, killed: 0, equivalent: 0, survivors: [] });
  });

  it('reads the procedures and rules of a report (one without rulesets, as written before `ccp`, is all `cce`)', () => {
    expect(readAblationReport(write('good.json', good), 'reports/ablation.json')).toEqual({
      source: 'reports/ablation.json',
      procedures: good.procedures.map((p) => ({ ruleset: 'cce', ...p })),
      rules: good.rules.map((r) => ({ ruleset: 'cce', ...r })),
    });
  });

  it('reads what `combat-oracle ablate` writes: Rout’s O23.2 is decisive (one killed, one equivalent), 13.2 too', () => {
    const report = runAblation({ procedure: ['rout'], guards: false });
    const a = parseAblationReport(JSON.parse(JSON.stringify(report)), 'reports/ablation.json');
    expect(ruleAblation(a, 'O23.2')).toEqual({ status: 'decisive', mutants: 2, killed: 1, equivalent: 1, survivors: [] });
    expect(ruleAblation(a, '13.2').status).toBe('decisive');
    expect(ruleAblation(a, 'O22.3').status).toBe('no-mutants'); // the Rally Roll is Recover's, not Rout's
  });

  it('refuses a report whose figures disagree, naming the field', () => {
    const bad = (name: string, doc: unknown) => () => readAblationReport(write(name, doc), 'reports/ablation.json');
    expect(bad('survivors.json', { ...good, rules: [{ ...good.rules[0], survivors: [] }] })).toThrow(
      'reports/ablation.json: rules[0].survivors must be as many survivors as mutants − killed − equivalent (1) (got 0)',
    );
    expect(bad('killed.json', { ...good, rules: [{ ...good.rules[0], killed: 3 }] })).toThrow('reports/ablation.json: rules[0].killed must be killed + equivalent ≤ mutants (3) (got 3)');
    expect(bad('count.json', { ...good, procedures: [{ ...good.procedures[0], vectors: -1 }] })).toThrow('reports/ablation.json: procedures[0].vectors must be a whole number ≥ 0 (got -1)');
    expect(bad('rule.json', { ...good, rules: [{ ...good.rules[0], rule: '' }] })).toThrow('reports/ablation.json: rules[0].rule must be a non-empty string');
    expect(bad('rules.json', { procedures: [] })).toThrow('reports/ablation.json: rules must be an array (got nothing)');
    expect(bad('json.json', '{ not json')).toThrow(/^reports\/ablation\.json must be an ablation report \(JSON\)/);
  });

  it('takes the totals from the report when it has them (a chart mutant is listed under each of its rules, counted once)', () => {
    // One mutant (a guard inverted) that gets X1 and X2 wrong: listed under both, one mutant in all.
    const doc = {
      procedures: [{ procedure: 'demo', vectors: 2, mutants: 1, killed: 1, killedElsewhere: 0, equivalent: 0, survivors: 0 }],
      rules: [
        { rule: 'X1', mutants: 1, killed: 1, equivalent: 0, survivors: [] },
        { rule: 'X2', mutants: 1, killed: 1, equivalent: 0, survivors: [] },
      ],
      totals: { mutants: 1, killed: 1, equivalent: 0, surviving: 0 },
    };
    const a = parseAblationReport(doc, 'reports/ablation.json');
    expect(ablationSummary(a, [{ procedure: 'demo', vectors: 2 }], new Set(['X1', 'X2']))).toMatchObject({ mutants: 1, killed: 1, equivalent: 0, surviving: 0, mutatedRules: 2, stale: [] });
    expect(ruleAblation(a, 'X2').status).toBe('decisive');
    expect(() => parseAblationReport({ ...doc, totals: { mutants: 2, killed: 1, equivalent: 0, surviving: 0 } }, 'reports/ablation.json')).toThrow(
      'reports/ablation.json: totals.surviving must be mutants − killed − equivalent = 1 (got 0)',
    );
  });
});
