/**
 * DESIGN.md "Determinism": the same inputs give byte-identical vectors and machine files; and the
 * committed ones are current (`npm test` fails on stale vectors: run `npm start` and commit).
 */
import { describe, expect, it } from 'vitest';
import { buildAll, staleFiles } from '../oracle/vectors';
import { buildReportMarkdown } from '../oracle/report';
import { CCE_READINGS } from '../machines/cce/readings';

describe('build', () => {
  const first = buildAll();
  it('twice gives byte-identical files', () => {
    const second = buildAll();
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    second.files.forEach((f, i) => expect(f.content === first.files[i].content, f.path).toBe(true));
    expect(buildReportMarkdown(second.builds)).toBe(buildReportMarkdown(first.builds));
  }, 180_000); // a whole second build (every ruleset): a limit on waiting, not a timed assertion
  it('matches the committed oracle/vectors and oracle/machines (run `npm start` if this fails)', () => {
    expect(staleFiles(first.files)).toEqual([]);
  });
  it('reaches every transition of every machine', () => {
    expect(first.builds.flatMap((b) => b.unreached.map((k) => `${b.ruleset}/${b.procedure}: ${k}`))).toEqual([]);
  });
  it('publishes a vector under every reading alternative a case tells apart, each differing from the default', () => {
    const withAlt = new Map<string, string>();
    for (const b of first.builds)
      for (const v of b.vectors)
        for (const r of CCE_READINGS) if (v.readings[r.id] !== undefined && v.readings[r.id] !== r.default) withAlt.set(`${r.id}=${v.readings[r.id]}`, v.id);
    const missing = CCE_READINGS.flatMap((r) => r.alternatives.filter((a) => a.id !== r.default).map((a) => `${r.id}=${a.id}`)).filter((k) => !withAlt.has(k));
    // IMPLEMENTERS.md, Known limitations: these change only whether a decision is refused.
    expect(missing).toEqual(['cce.pass-zero-cards=at-least-one', 'cce.stacking-deploy-player=active-player']);
    // Each such vector is under exactly one non-default reading.
    for (const b of first.builds)
      for (const v of b.vectors) expect(CCE_READINGS.filter((r) => v.readings[r.id] !== undefined && v.readings[r.id] !== r.default).length, v.id).toBeLessThanOrEqual(1);
  });
  it('gives every vector a unique, content-derived id', () => {
    const ids = first.builds.flatMap((b) => b.vectors.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
