// `engine --mutant` (issue 16): the reference engine answering as an engine that gets one rule wrong, the
// way `ablate` mutates it. verify must fail it AND name the rule: a Fire Group whose other pieces add
// nothing (O20.3.1.2 left out) is blamed on O20.3.1.2 with the FP derivation beside the engine's value,
// not on the Defense Roll (O20.3.4) whose result the wrong FP changed; an engine without Blind Hexes
// (T88.4.1) fails the los vectors at T88.4.1.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVerify } from '../oracle/verify';
import { REPO_ROOT, VECTORS_DIR } from '../oracle/vectors';
import { tmpReport } from './verify.helpers';

const ENGINE = `node ${JSON.stringify(path.join(REPO_ROOT, 'bin', 'combat-oracle.js'))} engine`;

describe.concurrent('verify against the reference engine with one rule mutated', () => {
  it('O20.3.1.2 left out: Fire fails, each failure on a Fire Group blamed on O20.3.1.2 with the derivation', async () => {
    const s = await runVerify({ engine: `${ENGINE} --mutant O20.3.1.2:drop-term`, ruleset: 'cce', procedure: ['fire'], report: tmpReport(), timeoutMs: 10_000 });
    const failed = s.records.filter((r) => r.status === 'failed');
    expect(failed.length).toBeGreaterThan(10);
    const onFp = failed.filter((r) => r.divergence!.differences.some((d) => /\.fp\.final$/.test(d.path)));
    expect(onFp.length).toBeGreaterThan(10);
    // The first rule named is a term that explains the shortfall exactly; where the Command and the other
    // pieces are both 1 (a tie verify cannot break), either may come first, but O20.3.1.2 is always one.
    for (const r of onFp) {
      const m = /\.fp\.final = (.*) = (\d+); engine (\d+), so (\S+) first/.exec(r.message ?? "")!;
      expect(m, r.message).not.toBeNull();
      const shortfall = Number(m[2]) - Number(m[3]);
      const exact = [...m[1].matchAll(/\+ (\d+) [^[]*\[([\w.]+)\]/g)].filter((t) => Number(t[1]) === shortfall).map((t) => t[2]);
      expect(exact, r.message).toContain('O20.3.1.2');
      expect(exact, r.message).toContain(r.rule!);
      expect(m[4]).toBe(r.rule);
    }
    expect(onFp.filter((r) => r.rule === 'O20.3.1.2').length).toBeGreaterThan(onFp.length / 2);
    // Cases whose shots are single pieces pass: the mutant changes nothing there.
    expect(s.passed).toBeGreaterThan(0);
  });

  it('T88.4.1 never applied: the los vectors with a Blind Hex fail at T88.4.1', async () => {
    const s = await runVerify({ engine: `${ENGINE} --mutant T88.4.1:skip-rule`, ruleset: 'cce', procedure: ['los'], report: tmpReport(), timeoutMs: 10_000 });
    const failed = s.records.filter((r) => r.status === 'failed');
    const seeds = new Map(JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, 'cce', 'los.json'), 'utf8')).cases.map((v: { id: string; seed: string }) => [v.id, v.seed]));
    expect(failed.map((r) => seeds.get(r.id)).sort()).toEqual(['building-in-the-first-hex', 'example-d-blind-hex']);
    for (const r of failed) expect(r.rules).toContain('T88.4.1');
  });
});
