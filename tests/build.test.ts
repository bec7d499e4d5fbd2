/**
 * DESIGN.md "Determinism": the same inputs give byte-identical vectors and machine files; and the
 * committed ones are current (`npm test` fails on stale vectors: run `npm start` and commit).
 *
 * The committed files were written by another process (`npm start`), so "matches the committed files"
 * is the determinism check across runs. Within this process, where the diff and walk caches of
 * earlier builds and tests are warm, procedures built again must give the same vectors.
 *
 * This file makes the suite's one whole build (tests/support/shared-build.ts) and imports the other
 * suites that read it, so that they run in the same worker and share it.
 */
import { describe, expect, it } from 'vitest';
import { buildProcedure, staleFiles } from '../oracle/vectors';
import { canonical } from '../oracle/canonical-json';
import { getProcedure } from '../oracle/registry';
import { CCE_READINGS } from '../machines/cce/readings';
import { sharedBuild, sharedBuildReused } from './support/shared-build';
import { STAMP_FILE } from '../oracle/build-stamp';
// The coverage reports' suites, on the same build.
import './coverage.report.suite';
import './coverage.ccp.suite';
import './coverage.cs.suite';
import './coverage.spicc.suite';
// The reading search, on the same walks.
import './readings.alternatives.suite';

describe('build', () => {
  const first = sharedBuild();
  // Read from the committed files when their stamp says these sources built them (oracle/build-stamp.ts),
  // else walked: then this compares the walk with the committed files. The stamp itself is a cache: a stale
  // one costs the walk, not a failure.
  const how = sharedBuildReused() ? 'read: its stamp says these sources built it' : 'walked: the stamp is stale';
  it(`matches the committed oracle/vectors and oracle/machines (${how}; run \`npm start\` if this fails)`, () => {
    expect(staleFiles(first.files.filter((f) => f.path !== STAMP_FILE))).toEqual([]);
  });
  // Generated situations (Recover), LOS on whole maps (LOS), another ruleset's chart (spicc Fire).
  it.each([['cce', 'recover'], ['cce', 'los'], ['spicc', 'fire']])('built again in this process, %s/%s gives the same vectors', (ruleset, procedure) => {
    const again = buildProcedure(getProcedure(ruleset, procedure));
    const before = first.builds.find((b) => b.ruleset === ruleset && b.procedure === procedure)!;
    // The whole build keeps a minimised corpus of the walked vectors (oracle/minimise.ts), in their order, and
    // appends the ones its reading search adds: the kept vectors the walk here gives are the same, in the same order.
    const walked = again.vectors.map((v) => canonical(v));
    const kept = before.vectors.map((v) => canonical(v)).filter((c) => walked.includes(c));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(walked.filter((c) => kept.includes(c)));
    // Every seed keeps its first (shortest) path.
    for (const seed of new Set(again.vectors.map((v) => v.seed))) expect(kept).toContain(walked[again.vectors.findIndex((v) => v.seed === seed)]);
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
