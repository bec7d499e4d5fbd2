/**
 * The minimised corpus (oracle/minimise.ts, issue 16.5): of a procedure's walked cases, the kept ones take
 * every transition the walk takes, keep every seed's situation and every fact pair, and — the point of it —
 * the ablation of the kept cases kills exactly the mutants the ablation of all of them kills. On CC:P's
 * Smoke Screen (A47), whose walk gives many cases that differ only in dice nobody reads.
 */
import { describe, expect, it } from 'vitest';
import { runAblation } from '../oracle/ablate';
import { DOCUMENTED_CASES, minimiseCorpus } from '../oracle/minimise';
import { getProcedure } from '../oracle/registry';
import { buildProcedure, factPairs, serializeVectorsFile, transitionsOf, type Vector } from '../oracle/vectors';

describe('minimiseCorpus on ccp/smoke-screen', () => {
  const b = buildProcedure(getProcedure('ccp', 'smoke-screen'));
  b.vectors = (JSON.parse(serializeVectorsFile(b)) as { cases: Vector[] }).cases;
  const all = [...b.vectors];
  const stats = minimiseCorpus([b], transitionsOf);
  const kept = b.vectors;
  const union = <T>(vs: Vector[], f: (v: Vector) => readonly T[]) => [...new Set(vs.flatMap(f))].sort();

  it('keeps fewer cases, a subset of the walk in its order, and counts each under one reason', () => {
    expect(stats.before).toBe(all.length);
    expect(stats.after).toBe(kept.length);
    expect(kept.length).toBeLessThan(all.length / 2);
    expect(all.filter((v) => kept.includes(v))).toEqual(kept);
    expect(stats.documented + stats.readings + stats.situations + stats.transitions + stats.facts + stats.mutants).toBe(kept.length);
    expect(stats.documented).toBe(0); // the documented cases are Recover's and Fire's
    expect(DOCUMENTED_CASES.some((id) => id.startsWith('smoke-screen-'))).toBe(false);
  });

  it('keeps every transition, every seed and every fact pair the walk shows', () => {
    expect(union(all, transitionsOf).length).toBeGreaterThan(0);
    expect(union(kept, transitionsOf)).toEqual(union(all, transitionsOf));
    expect(union(kept, (v) => [v.seed])).toEqual(union(all, (v) => [v.seed]));
    expect(union(kept, (v) => factPairs(v.expect))).toEqual(union(all, (v) => factPairs(v.expect)));
    for (const s of b.seeds) expect(s.kept, s.seed).toBe(kept.filter((v) => v.seed === s.seed).length);
  });

  it('the ablation of the kept cases kills exactly what the ablation of all of them kills', () => {
    const outcome = (cases: Vector[]) =>
      runAblation({ cases }).mutants.map((m) => `${m.description}: ${m.killed ? 'killed' : m.equivalent ? 'equivalent' : 'survives'}`);
    const whole = outcome(all);
    expect(whole.some((m) => m.endsWith('killed'))).toBe(true);
    expect(outcome(kept)).toEqual(whole);
  });
});
