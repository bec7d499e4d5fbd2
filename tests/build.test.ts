/**
 * DESIGN.md "Determinism": the same inputs give byte-identical vectors and machine files; and the
 * committed ones are current (`npm test` fails on stale vectors: run `npm start` and commit).
 */
import { describe, expect, it } from 'vitest';
import { buildAll, staleFiles } from '../oracle/vectors';
import { buildReportMarkdown } from '../oracle/report';

describe('build', () => {
  const first = buildAll();
  it('twice gives byte-identical files', () => {
    const second = buildAll();
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    second.files.forEach((f, i) => expect(f.content === first.files[i].content, f.path).toBe(true));
    expect(buildReportMarkdown(second.builds)).toBe(buildReportMarkdown(first.builds));
  });
  it('matches the committed oracle/vectors and oracle/machines (run `npm start` if this fails)', () => {
    expect(staleFiles(first.files)).toEqual([]);
  });
  it('reaches every transition of every machine', () => {
    expect(first.builds.flatMap((b) => b.unreached.map((k) => `${b.ruleset}/${b.procedure}: ${k}`))).toEqual([]);
  });
  it('gives every vector a unique, content-derived id', () => {
    const ids = first.builds.flatMap((b) => b.vectors.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
