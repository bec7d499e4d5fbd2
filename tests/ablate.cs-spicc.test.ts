/**
 * Rule ablation of the partial-text rulesets (issue 16: "ablate over every procedure reports 0 surviving
 * non-equivalent mutants"), one ruleset at a time (`ablate --ruleset`). SPI Combat Command: the boundary
 * seeds kill the loosened comparisons of CRE (1 to 5 exactly, raised to 1-4), CRE.N (exactly half
 * dispersed, in an Air Strike, a Close Assault and Fire Combat), WE.B (exactly half range) and ST.A (a break-down to
 * exactly six Stacking Points), and the seed with a unit dispersed in every Phase kills every END_PHASE
 * taken without its units' return (CRE.D). Combat! Stalingrad: the three Turn mutants no vector can tell
 * are registered equivalents, with their arguments. Reads the vectors on disk (`combat-oracle build`).
 */
import { describe, expect, it } from 'vitest';
import { runAblation, type MutantResult } from '../oracle/ablate';
import { selectCases } from '../oracle/verify/cases';

const seeds = new Map(selectCases({ ruleset: 'spicc' }).map((v) => [v.id, v.seed]));
const seedOf = (id: string | undefined) => (id ? seeds.get(id) : undefined);

describe('ablate spicc', () => {
  const r = runAblation({ ruleset: 'spicc' });
  const find = (pred: (m: MutantResult) => boolean) => r.mutants.filter(pred);

  it('reads only spicc vectors', () => {
    expect([...new Set(r.procedures.map((p) => p.ruleset))]).toEqual(['spicc']);
  });

  it('kills each loosened ">" on the boundary seed made for it', () => {
    // The mutant as killed where it was replayed (the other procedures list it as killed elsewhere).
    const loosened = (rule: string) => find((m) => m.rule === rule && m.kind === 'loosen-comparison' && m.op === '>' && m.by !== undefined)[0];
    // CRE's ">" is read on three boundaries: 1 to 4 exactly (fire), under reading
    // spicc.column-shift-below-one-to-four 'raise-first' 1 to 5 exactly raised to 1-4 (assault), and 3 to 10
    // made 1-4 against a bridge (bombardment, the smallest of them, walked first).
    expect(seedOf(loosened('CRE').by)).toBe('odds-of-one-to-four');
    expect(seedOf(loosened('ST.A').by)).toBe('break-down-to-exactly-six');
    // CRE.N's boundary, exactly half the Defense dispersed: in an Air Strike (the smallest of the procedures that
    // read it, walked first), as 4 of 8 in a Close Assault and in Fire Combat.
    expect(seedOf(loosened('CRE.N').by)).toBe('half-dispersed');
    expect(seedOf(loosened('WE.B').by)).toBe('armored-target-at-half-range');
  });

  it('kills every Phase change taken without its dispersed units\' return', () => {
    const skipped = find((m) => m.procedure === 'sequence-of-play' && m.kind === 'skip-actions');
    expect(skipped.length).toBe(9);
    expect(skipped.filter((m) => !m.killed).map((m) => m.what)).toEqual([]);
    const phases = ['movement END_PHASE → overrun', 'overrun END_PHASE → closeAssault', 'closeAssault END_PHASE[usAirStrikePhase] → airStrike', 'closeAssault END_PHASE → defensiveFire'];
    for (const p of phases) expect(seedOf(skipped.find((m) => m.what!.startsWith(p))!.by), p).toBe('dispersed-in-every-phase');
  });

  it('leaves no survivor', () => {
    expect(r.rulesetTotals.spicc.surviving).toBe(0);
  });
});

describe('ablate cs', () => {
  const r = runAblation({ ruleset: 'cs' });

  it('registers the three Turn mutants no vector can tell as equivalent, and leaves no survivor', () => {
    const eq = r.mutants.filter((m) => m.procedure === 'turn' && m.equivalent);
    expect(eq.map((m) => `${m.rule} ${m.kind}`).sort()).toEqual(['4.4.2 skip-rule', '4.4.4 skip-actions', '4.4.7 skip-rule']);
    expect(eq.find((m) => m.rule === '4.4.4')!.equivalent).toMatch(/impulsesLeft is never above 0 as beginningRun is entered/);
    expect(eq.find((m) => m.rule === '4.4.7')!.equivalent).toMatch(/a vector cannot carry/);
    expect(r.rulesetTotals.cs.surviving).toBe(0);
  });
});
