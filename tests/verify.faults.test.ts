// The runner against misbehaving engines (tiny node scripts in tests/fixtures/engines/): each fault is
// reported on its case with its own status, the run goes on, and every other case still passes.
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatSummary, readReport, runVerify } from '../oracle/verify';
import { fake, smallVectorsDir, tmpReport } from './verify.helpers';

const { dir, ids } = smallVectorsDir(6);
const target = ids[2];

async function run(engine: string, extra: Partial<Parameters<typeof runVerify>[0]> = {}) {
  return runVerify({ engine, vectorsDir: dir, report: tmpReport(), timeoutMs: 3000, ...extra });
}

describe.concurrent('verify against misbehaving engines', () => {
  it('passes every case of an engine that answers right', async () => {
    const s = await run(fake(dir, 'lookup.js', 'ok'));
    expect([s.passed, s.failed, s.skipped]).toEqual([6, 0, 0]);
    expect(formatSummary(s)).toMatch(/\n6 passed, 0 failed, 0 skipped\n$/);
  });

  it('marks the case an engine dies on as crashed, restarts it and goes on', async () => {
    const s = await run(fake(dir, 'lookup.js', 'crash', target));
    expect(s.records.find((r) => r.id === target)).toMatchObject({ status: 'crashed', message: expect.stringContaining('exited with code 3') });
    expect([s.passed, s.failed, s.skipped]).toEqual([5, 1, 0]);
    expect(s.engineStarts).toBe(2);
  });

  it('kills an engine that hangs after --timeout-ms, marks the case timeout and goes on', async () => {
    const t0 = Date.now();
    const s = await run(fake(dir, 'lookup.js', 'hang', target), { timeoutMs: 400 });
    expect(s.records.find((r) => r.id === target)).toMatchObject({ status: 'timeout', message: expect.stringContaining('no answer within 400 ms') });
    expect([s.passed, s.failed]).toEqual([5, 1]);
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it('quotes a line that is not JSON as a protocol error', async () => {
    const s = await run(fake(dir, 'lookup.js', 'garbage', target));
    const r = s.records.find((r) => r.id === target)!;
    expect(r.status).toBe('protocol-error');
    expect(r.message).toContain('"Traceback (most recent call last): oops"');
    expect(s.passed).toBe(5);
  });

  it('reports an answer carrying another id as a protocol error', async () => {
    const s = await run(fake(dir, 'lookup.js', 'wrong-id', target));
    const r = s.records.find((r) => r.id === target)!;
    expect(r.status).toBe('protocol-error');
    expect(r.message).toContain(`expected the answer to "${target}", got id "not-${target}"`);
  });

  it('reports an answer that breaks the response schema as a protocol error naming the field', async () => {
    const s = await run(fake(dir, 'lookup.js', 'bad-schema', target));
    const r = s.records.find((r) => r.id === target)!;
    expect(r.status).toBe('protocol-error');
    expect(r.message).toContain('/state must be string');
    expect(r.message).toContain(`{\\"id\\":\\"${target}\\",\\"state\\":42,\\"output\\":{}}`);
  });

  it('counts cases of a procedure the engine answers `unsupported` as skipped, not failed', async () => {
    const s = await run(fake(dir, 'lookup.js', 'unsupported', 'recover'));
    expect([s.passed, s.failed, s.skipped]).toEqual([0, 0, 6]);
    expect(formatSummary(s)).toContain('cce/recover: unsupported: procedure recover is not implemented');
  });

  it('compares the trace when the engine gives one, rule ids of a step as a set', async () => {
    const s = await run(fake(dir, 'wrong-trace.js'));
    expect(s.failed).toBe(6);
    expect(s.records[0].message).toMatch(/state and output agree but the trace differs at step \d+/);
  });

  it('writes the report as it goes and --resume sends only the cases not yet measured', async () => {
    const report = tmpReport();
    // A run cut short: the report holds the first two cases and half a line.
    await run(fake(dir, 'lookup.js', 'ok'), { report });
    const lines = fs.readFileSync(report, 'utf8').split('\n');
    fs.writeFileSync(report, [lines[0], lines[1], lines[2], lines[3].slice(0, 20)].join('\n'));
    expect(readReport(report).map((r) => r.id)).toEqual(ids.slice(0, 2));
    // The resumed engine crashes on the first two cases: if they were re-sent, they would fail.
    const s = await run(fake(dir, 'lookup.js', 'crash', ids[0]), { report, resume: true });
    expect(s.resumedFrom).toBe(2);
    expect([s.passed, s.failed, s.skipped]).toEqual([6, 0, 0]);
    expect(s.engineStarts).toBe(1);
  });
});
