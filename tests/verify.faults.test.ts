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
    const s = await run(fake(dir, 'lookup.js', 'hang', target), { timeoutMs: 400 });
    expect(s.records.find((r) => r.id === target)).toMatchObject({ status: 'timeout', message: expect.stringContaining('no answer within 400 ms') });
    expect([s.passed, s.failed]).toEqual([5, 1]);
    // Killed and replaced once: the hung process was not waited for (no timed assertion: the load varies).
    expect(s.engineStarts).toBe(2);
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

  it('reads a 50 MB answer line in linear time and counts it a protocol error past the 16 MiB limit, without a restart', async () => {
    // The deadline is generous: writing 50 MB takes the fake engine seconds on a loaded machine.
    const s = await run(fake(dir, 'lookup.js', 'huge', target, '50'), { timeoutMs: 30_000 });
    expect(s.records.find((r) => r.id === target)).toMatchObject({ status: 'protocol-error', message: expect.stringContaining('longer than 16777216 bytes') });
    expect([s.passed, s.failed]).toEqual([5, 1]);
    expect(s.engineStarts).toBe(1);
  });

  it('reads an answer line of 8 MB (under the limit) as an answer', async () => {
    const s = await run(fake(dir, 'lookup.js', 'huge', target, '8'), { timeoutMs: 30_000 });
    // The padding field breaks the response schema: a protocol error quoting the line, not a timeout.
    expect(s.records.find((r) => r.id === target)).toMatchObject({ status: 'protocol-error', message: expect.stringContaining('does not match protocol-response.schema.json') });
    expect(s.engineStarts).toBe(1);
  });

  it.each([
    ['exits at start', 'exit-at-start', 'crashed', 10_000],
    ['never writes a newline', 'silent', 'timeout', 150],
  ])('an engine that %s: 5 failures, the rest not-run, a summary line in the report, the cause printed', async (_what, mode, status, timeoutMs) => {
    const report = tmpReport();
    const big = smallVectorsDir(12);
    const s = await runVerify({ engine: fake(big.dir, 'lookup.js', mode), vectorsDir: big.dir, report, timeoutMs, startupMs: 1 });
    expect(s.byStatus[status as 'crashed' | 'timeout']).toBe(5);
    expect(s.byStatus['not-run']).toBe(7);
    expect(s.records.filter((r) => r.status === 'not-run').every((r) => r.message?.includes('not sent'))).toBe(true);
    expect(s.stopped).toMatch(/^the engine failed 5 times in a row without answering, so the run stopped; the last failure: case /);
    const last = JSON.parse(fs.readFileSync(report, 'utf8').trim().split('\n').pop()!);
    expect(last).toMatchObject({ kind: 'summary', total: 12, passed: 0, failed: 5, notRun: 7 });
    expect(formatSummary(s)).toMatch(/\nstopped: the engine failed 5 times in a row.*\n0 passed, 5 failed \(5 \w+\), 0 skipped, 7 not run\n$/s);
  });

  it('--resume after a half-written last line starts its header on a line of its own', async () => {
    const report = tmpReport();
    await run(fake(dir, 'lookup.js', 'ok'), { report });
    const lines = fs.readFileSync(report, 'utf8').split('\n');
    fs.writeFileSync(report, [lines[0], lines[1], lines[2], lines[3].slice(0, 20)].join('\n'));
    await run(fake(dir, 'lookup.js', 'ok'), { report, resume: true });
    const after = fs.readFileSync(report, 'utf8').trim().split('\n');
    expect(after.map((l) => JSON.parse(l).kind)).toEqual(['verify-run', 'case', 'case', 'verify-run', 'case', 'case', 'case', 'case', 'summary']);
  });

  it('--jobs 3 runs three engine processes and writes the same case records, in the same order, as one', async () => {
    const big = smallVectorsDir(12);
    const one = await runVerify({ engine: fake(big.dir, 'lookup.js', 'crash', big.ids[4]), vectorsDir: big.dir, report: tmpReport(), timeoutMs: 5000 });
    const three = await runVerify({ engine: fake(big.dir, 'lookup.js', 'crash', big.ids[4]), vectorsDir: big.dir, report: tmpReport(), timeoutMs: 5000, jobs: 3 });
    expect(three.records.map((r) => [r.id, r.status])).toEqual(one.records.map((r) => [r.id, r.status]));
    expect([three.passed, three.failed]).toEqual([11, 1]);
    expect(three.engineStarts).toBe(4); // three, and the one that crashed restarted
  });
});

