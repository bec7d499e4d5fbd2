/**
 * Rule ablation (issue 16.3): mutants of the rules the Recover and Rout cases put through derivations
 * and comparisons. Loosening O22.3's "less than" is the Python engine's planted rally-on-equal bug: the
 * vectors must kill it. Loosening O23.2's "greater than" cannot change an outcome (the equal case is
 * decided first): it is registered as equivalent, with its argument, not counted as a survivor. The
 * report is the same twice.
 */
import { describe, expect, it } from 'vitest';
import { runAblation } from '../oracle/ablate';

describe('ablate recover and rout', () => {
  const r = runAblation({ procedure: ['recover', 'rout'] });
  const m = (procedure: string, rule: string, kind: string, op?: string) => r.mutants.find((x) => x.procedure === procedure && x.rule === rule && x.kind === kind && x.op === op)!;

  it('kills the rally-on-equal mutant of O22.3 and every Cover, Road, Command, Veteran and Wire mutant of Recover', () => {
    expect(m('recover', 'O22.3', 'loosen-comparison', '<').killed).toBe(true);
    for (const rule of ['T78.3', 'T93', '3.3.1.2', 'E44.1', 'F106.1']) {
      expect(m('recover', rule, 'drop-term').killed, rule).toBe(true);
      expect(m('recover', rule, 'flip-term').killed, rule).toBe(true);
    }
    // O22.2 removes every Suppressed marker before the first Rally Roll: no Recover roll has a 13.2 term.
    expect(r.mutants.some((x) => x.procedure === 'recover' && x.rule === '13.2')).toBe(false);
    expect(m('rout', '13.2', 'drop-term').killed).toBe(true);
  });

  it('reports the loosened O23.2 ">" as equivalent, with its argument, and no survivor', () => {
    const eq = m('rout', 'O23.2', 'loosen-comparison', '>');
    expect(eq.killed).toBe(false);
    expect(eq.equivalent).toMatch(/never reaches the > comparison/);
    expect(r.procedures.map((p) => [p.procedure, p.survivors])).toEqual([
      ['recover', 0],
      ['rout', 0],
    ]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(runAblation({ procedure: ['recover', 'rout'] }))).toBe(JSON.stringify(r));
  });
});
