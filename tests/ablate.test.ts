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
  const r = runAblation({ procedure: ['recover', 'rout'], guards: false }); // guard mutants: the whole run in npm start
  const m = (procedure: string, rule: string, kind: string, op?: string) => r.mutants.find((x) => x.procedure === procedure && x.rule === rule && x.kind === kind && x.op === op)!;
  // Rout's vectors are replayed first (fewer); a mutant they kill is not replayed over Recover's (killedElsewhere).
  const dead = (x: { killed: boolean; killedElsewhere?: string }) => x.killed || x.killedElsewhere !== undefined;

  it('kills the rally-on-equal mutant of O22.3 and every Cover, Road, Command, Veteran and Wire mutant of Recover', () => {
    expect(m('recover', 'O22.3', 'loosen-comparison', '<').killed).toBe(true);
    for (const rule of ['T78.3', 'T93', '3.3.1.2', 'E44.1', 'F106.1']) {
      expect(dead(m('recover', rule, 'drop-term')), rule).toBe(true);
      expect(dead(m('recover', rule, 'flip-term')), rule).toBe(true);
    }
    // One wrong entry of the Cover table (Marsh 1 instead of 0): killed by the generated Recover seed cover-marsh.
    const marsh = r.mutants.find((x) => x.procedure === 'recover' && x.kind === 'shift-entry' && x.what === 'Marsh')!;
    expect(marsh.killed).toBe(true);
    expect(marsh.by).toMatch(/^recover-/);
    // O22.2 removes every Suppressed marker before the first Rally Roll: no Recover roll has a 13.2 term.
    expect(r.mutants.some((x) => x.procedure === 'recover' && x.rule === '13.2')).toBe(false);
    expect(m('rout', '13.2', 'drop-term').killed).toBe(true);
  });

  it('reports the loosened O23.2 ">" as equivalent, with its argument, and no survivor', () => {
    const eq = m('rout', 'O23.2', 'loosen-comparison', '>');
    expect(eq.killed).toBe(false);
    expect(eq.equivalent).toMatch(/never reaches the > comparison/);
    // No term or comparison mutant survives these two procedures' vectors. (Table entries such as
    // Bunker vs Artillery are read by other procedures only: they die on those procedures' vectors.)
    const alive = r.mutants.filter((x) => ['drop-term', 'flip-term', 'loosen-comparison'].includes(x.kind) && !dead(x) && !x.equivalent);
    expect(alive.map((x) => `${x.procedure} ${x.rule} ${x.kind}`)).toEqual([]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(runAblation({ procedure: ['recover', 'rout'], guards: false }))).toBe(JSON.stringify(r));
  });
});
