/**
 * `engine --jobs N` (issue 24.3): N worker threads, each with its own prefix cache, and the answers on
 * stdout in request order, byte-identical to `--jobs 1`; a worker that stops does not hang the engine
 * (its requests get the internal-error answer, the engine keeps serving); bad values of --jobs are one
 * error line and exit 2. Real engine processes, started from the repo's bin, as an implementer would.
 */
import { spawn } from 'node:child_process';
import { main } from '../oracle/cli';
import { answerText } from '../oracle/engine';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..');
const BIN = path.join(ROOT, 'bin', 'combat-oracle.js');
const DIR = path.join(ROOT, 'oracle', 'vectors', 'cce');
const all = fs
  .readdirSync(DIR)
  .sort()
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')).cases)
  .map((v: { id: string; ruleset: string; readings: unknown; procedure: string; input: unknown; events: unknown[] }) =>
    JSON.stringify({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events }),
  );
// Every 15th cce vector (every procedure, shared prefixes), then lines that are answered with errors.
const vectors = all.filter((_, i) => i % 15 === 0);
const first = JSON.parse(vectors[0]);
const lines = [
  ...vectors,
  'not json',
  JSON.stringify({ ...first, id: 'no-such-procedure', procedure: 'teleport' }),
  JSON.stringify({ ...first, id: 'past-the-end', events: [...first.events, { type: 'KEEP_ROLL' }] }),
  JSON.stringify({ ...first, id: undefined }),
  ...vectors.slice(0, 50), // the same cases again: answered from the workers' caches
];
// What --jobs 1 writes for each line: the engine's own request-to-answer code, run here once for both
// describes below (each engine process and worker thread loads every procedure, about 1 CPU-second, so
// the suite starts as few as it can).
const answers = lines.map((l) => answerText(l));

/** The same, without blocking: several engines run side by side. */
function engineAsync(args: string[], input: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'engine', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('engine --jobs', () => {
  it(`answers ${lines.length} requests with --jobs 2 byte-identically to --jobs 1, in request order`, async () => {
    const input = lines.join('\n') + '\n\n'; // a blank line is skipped by both
    const one = answers.join(''); // what --jobs 1 writes
    // --no-cache reaches the workers, with the same answers
    const [two, noCache] = await Promise.all([engineAsync(['--jobs', '2'], input), engineAsync(['--jobs', '2', '--no-cache'], input)]);
    for (const r of [two, noCache]) {
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
    }
    expect(one.split('\n')).toHaveLength(lines.length + 1);
    expect(two.stdout).toBe(one);
    expect(noCache.stdout).toBe(one);
  });

  // Flag checks run the CLI in this process (main), as a user's shell would see them: no engine is started.
  const cli = (...args: string[]) => {
    let out = '';
    let err = '';
    const status = main(['node', 'combat-oracle', ...args], { stdout: (x) => (out += x), stderr: (x) => (err += x), readStdin: () => '' });
    return { status, stdout: out, stderr: err };
  };

  it('--jobs 0, -1, x, 65 and 2.5 are each one error line naming --jobs, exit 2', () => {
    for (const v of ['0', '-1', 'x', '65', '2.5']) {
      const r = cli('engine', '--jobs', v);
      expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `error: --jobs must be an integer from 1 to 64 (worker threads) (got ${JSON.stringify(v)})\n`]);
    }
  });

  it('--help documents --jobs', () => {
    const r = cli('engine', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--jobs <n>\s+answer with <n> worker threads \(1-64\)/);
  });
});

describe('engine --jobs: a worker thread that stops', () => {
  // COMBAT_ORACLE_TEST_WORKER_EXIT_ON (oracle/engine-worker.ts): a worker exits with code 99 when a
  // request line containing the text arrives.
  const MARK = 'crash-the-worker';
  // The true answers, from the engine's own request-to-answer code in this process (what an engine with
  // --jobs 1 writes: the first test above checks that against a real one); `lines` begins with `vectors`.
  const expected = answers.slice(0, vectors.length).map((a) => a.slice(0, -1));

  // One engine process for both stories (each engine with two worker threads costs a few CPU-seconds).
  it('answers the requests the stopped worker held with internal errors, in order; later requests, to the replacement worker too, get their true answers', async () => {
    const child = spawn(process.execPath, [BIN, 'engine', '--jobs', '2'], { env: { ...process.env, COMBAT_ORACLE_TEST_WORKER_EXIT_ON: MARK }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    const lineCount = async (n: number): Promise<void> => {
      for (let t = 0; t < 4800 && out.split('\n').length - 1 < n; t++) await new Promise((r) => setTimeout(r, 50));
    };

    // 1. A crash in the middle of a stream of requests: 40 requests, the crasher, 160 more, written at once.
    const first = [...vectors.slice(0, 40), JSON.stringify({ ...JSON.parse(vectors[0]), id: `${MARK}-1` }), ...vectors.slice(40, 200)];
    child.stdin.write(first.join('\n') + '\n');
    await lineCount(first.length);
    const held = out.trimEnd().split('\n');
    expect(held).toHaveLength(first.length);
    const want = [...expected.slice(0, 40), null, ...expected.slice(40, 200)];
    let lost = 0;
    held.forEach((a, i) => {
      if (a === want[i]) return;
      // Only the crashed worker's requests differ: each is the internal error, with its own id.
      lost++;
      const j = JSON.parse(a);
      expect(j.error.code).toBe('internal');
      expect(j.error.message).toMatch(/^the engine's worker thread [12] stopped \(exit code 99\) before answering this request$/);
      expect(j.id).toBe(JSON.parse(first[i]).id);
    });
    expect(JSON.parse(held[40]).error.code).toBe('internal');
    expect(lost).toBeGreaterThanOrEqual(1);
    for (let t = 0; t < 200 && !err.includes('\n'); t++) await new Promise((r) => setTimeout(r, 50)); // stderr is another pipe
    expect(err).toMatch(/^engine: worker thread [12] of 2 stopped \(exit code 99\); its \d+ request\(s\) were answered with internal errors; a new worker takes its place\n$/);

    // 2. The same situation again goes to the replacement in that slot, which crashes too, alone; then
    // every request, that situation's to a third worker in the slot, gets its true answer.
    child.stdin.write(`${JSON.stringify({ ...JSON.parse(vectors[0]), id: `${MARK}-2` })}\n`);
    await lineCount(first.length + 1);
    child.stdin.end(vectors.join('\n') + '\n');
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code).toBe(0);
    const answers = out.trimEnd().split('\n').slice(first.length);
    expect([JSON.parse(answers[0]).id, JSON.parse(answers[0]).error.code]).toEqual([`${MARK}-2`, 'internal']);
    expect(answers.slice(1).join('\n')).toBe(expected.join('\n'));
    expect(err.trimEnd().split('\n')).toHaveLength(2);
  }, 240_000);
});
