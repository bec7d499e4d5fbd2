// The second, independent engine (oracle/examples/python-engine/engine.py, Python 3 standard library,
// written from the rulebook) passes every Recover and every Rout vector but those with Events resolved
// inside the Order, which it answers `unsupported` — one engine process for both
// procedures (the vectors under non-default readings included); with its planted bug (Rally on a roll
// <= Morale instead of <) it fails Recover, and the bisection names O22.3 as the first divergent rule.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSummary, runVerify } from '../oracle/verify';
import { REPO_ROOT, VECTORS_DIR } from '../oracle/vectors';
import { CCE_READINGS } from '../machines/cce/readings';
import { tmpReport } from './verify.helpers';

const ENGINE = `python3 ${JSON.stringify(path.join(REPO_ROOT, 'oracle', 'examples', 'python-engine', 'engine.py'))}`;

// The per-case timeout is generous: at a load average of 12-15 on the two cores one case once took more than 5 s
// (reported as a timeout, the engine restarted), which is the machine's load, not the engine's answer.
describe.concurrent('the Python engine', () => {
  it('passes every Recover and every Rout vector, in one engine process', async () => {
    const s = await runVerify({ engine: ENGINE, procedure: ['recover', 'rout'], report: tmpReport(), timeoutMs: 30_000 });
    const count = (procedure: string, status?: string) => s.records.filter((r) => r.procedure === procedure && (status === undefined || r.status === status)).length;
    expect(count('recover')).toBeGreaterThan(50);
    expect(count('rout')).toBeGreaterThan(50);
    // It resolves no Event (E42-E77): it answers `unsupported` to exactly the cases whose situation
    // describes the game around the Order (input.game), and passes all the others.
    const gameCases = (p: string): string[] => JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, 'cce', `${p}.json`), 'utf8')).cases.filter((c: { input: object }) => 'game' in c.input).map((c: { id: string }) => c.id);
    const withGame = new Set([...gameCases('recover'), ...gameCases('rout')]);
    expect([gameCases('recover').length > 0, gameCases('rout').length > 0]).toEqual([true, true]);
    expect(s.records.filter((r) => r.status === 'skipped').map((r) => r.id).sort()).toEqual([...withGame].sort());
    expect([count('recover', 'passed'), count('rout', 'passed')]).toEqual([count('recover') - gameCases('recover').length, count('rout') - gameCases('rout').length]);
    expect([s.passed, s.failed, s.skipped]).toEqual([s.total - withGame.size, 0, withGame.size]);
    expect(s.engineStarts).toBe(1);
    // The Rout vectors reach Retreats, Mine Attacks and Surrender: the engine is not passing on trivia.
    const rules = new Set(s.records.filter((r) => r.procedure === 'rout').flatMap((r) => r.rules));
    for (const rule of ['O23.3', 'O23.3.4', 'O23.3.5', 'F103.2', '6.3', '7.2.2']) expect(rules).toContain(rule);
  });

  it('with its planted bug fails, first at O22.3, on exactly the rolls equal to current Morale', async () => {
    const s = await runVerify({ engine: `${ENGINE} --bug rally-on-equal`, procedure: ['recover'], report: tmpReport(), timeoutMs: 30_000 });
    const failed = s.records.filter((r) => r.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    // Every case is passed or failed, but those with an Event inside the Order (input.game: skipped).
    expect(s.passed + failed.length + s.skipped).toBe(s.total);
    expect(s.skipped).toBe(JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, 'cce', 'recover.json'), 'utf8')).cases.filter((c: { input: object }) => 'game' in c.input).length);
    const vectors = new Map<string, { readings: Record<string, string> }>(JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, 'cce', 'recover.json'), 'utf8')).cases.map((c: { id: string; readings: Record<string, string> }) => [c.id, c]));
    const printedMorale = (id: string) => vectors.get(id)!.readings['cce.rally-first-bullet-morale'] === 'printed';
    for (const r of failed) {
      expect(r.rule).toBe('O22.3');
      const d = r.divergence!;
      if (printedMorale(r.id)) {
        // Under the reading "printed", the first bullet's "its Morale" is the printed (broken-side) Morale:
        // a roll equal to it is no Rally (and, below current Morale, no Suppression either) — the bug rallies.
        expect(d.differences.find((x) => x.path.endsWith('.result'))).toMatchObject({ expected: 'no-effect', actual: 'rallied' });
        continue;
      }
      // The engine rallied where the rulebook Suppresses: "if the roll is equal to its current Morale".
      expect(d.differences.find((x) => x.path.endsWith('.result'))).toMatchObject({ expected: 'suppressed', actual: 'rallied' });
      expect(d.message).toMatch(new RegExp(`^case ${r.id}: first divergence at step ${d.step} \\((KEEP_ROLL|RESOLVE_TRIGGER .*)\\): expected \\w+ \\[O22\\.3, 13\\.1\\], engine: \\w+; output\\.rolls\\[\\d\\]\\.result: expected "suppressed", engine "rallied"`));
    }
    expect(failed.filter((r) => printedMorale(r.id))).toHaveLength(1);
    // A case whose rolls never tie with Morale passes even with the bug.
    expect(s.passed).toBeGreaterThan(0);
  });

  it('with its terrain-Cover bug fails on the cases where terrain gives Cover, and verify blames T78.3 with the derivation', async () => {
    const s = await runVerify({ engine: `${ENGINE} --bug no-terrain-cover`, procedure: ['recover', 'rout'], report: tmpReport(), timeoutMs: 30_000 });
    const failed = s.records.filter((r) => r.status === 'failed');
    expect(failed.length).toBeGreaterThan(30);
    // Every failure that diverges on a Morale is blamed on T78.3 first, the rule the engine got wrong,
    // not on O22.3 or O23.2 that used the number; its message shows the derivation beside the engine's value.
    // The by-rule table counts each case under its derivations' rules too: every failure is under T78.3.
    for (const r of failed) expect(r.rules, r.id).toContain('T78.3');
    expect(formatSummary(s)).toMatch(new RegExp(`\\nT78\\.3 +\\d+ +\\d+ +${failed.length} +\\d+\\n`));
    const onMorale = failed.filter((r) => r.divergence!.differences.some((d) => /\.morale$/.test(d.path)));
    expect(onMorale.length).toBeGreaterThan(30);
    for (const r of onMorale) {
      expect(r.rule, r.message).toBe('T78.3');
      expect(r.message).toMatch(/\.morale = \d+ (broken|unbroken) side \[3\.1\.4\].* \[T78\.3\].* = \d+; engine \d+, so T78\.3 first/);
    }
  });

  it('ignores exactly the Event and Time advance readings it does not implement (it refuses every case with the game described, where they act)', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'oracle', 'examples', 'python-engine', 'engine.py'), 'utf8');
    const block = (name: string) => text.slice(text.indexOf(`${name} = {`), text.indexOf('}', text.indexOf(`${name} = {`)));
    const ids = (b: string) => [...b.matchAll(/"(cce\.[a-z0-9.-]+)"/g)].map((m) => m[1]);
    const implemented = new Set(ids(block('READINGS')));
    const ignored = ids(block('EVENT_READINGS')).sort();
    expect(ignored).toEqual(CCE_READINGS.filter((r) => (r.procedures.includes('event') || r.procedures.includes('time-advance')) && !implemented.has(r.id)).map((r) => r.id).sort());
  });
});
