/**
 * `combat-oracle bench` (`npm run bench`): cases per second through the persistent reference engine
 * (one `combat-oracle engine` process, requests pipelined, every answer read and checked against its
 * vector exactly as `verify` does), and through one process per case (a fresh `combat-oracle engine`
 * for each request, paying Node and ts-node start-up every time; measured on a sample of cases, since
 * a full run that way takes minutes), in one run, with their ratio. The persistent side runs whole passes
 * over the vectors until `minCases` cases or `maxMs` ms, whichever comes first; it also reports cases per
 * CPU-second of the engine process, a figure that other load on the machine disturbs less. The reference
 * engine is timed cold (--no-cache) and warm, each with --jobs 1 and --jobs 2 (worker threads,
 * oracle/engine-jobs.ts), and each --jobs 2 figure is given as a ratio to its --jobs 1 counterpart.
 * `--engine "<command>"` times another engine the same way (an implementer's, or the Python example).
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT, type Vector } from './vectors';
import { selectCases } from './verify/cases';
import { compareStateOutput } from './verify/compare';
import { EngineProcess } from './verify/engine-process';
import { readAnswer, requestFor } from './verify/protocol';

export const REFERENCE_ENGINE = `node ${JSON.stringify(path.join(REPO_ROOT, 'bin', 'combat-oracle.js'))} engine`;

export interface BenchResult {
  /** The engine command timed (the reference engine unless `--engine` named another). */
  engine: string;
  vectors: number;
  /** The reference engine without its prefix cache (`engine --no-cache`), or the engine named by --engine. */
  persistent: { cases: number; ms: number; perSecond: number; wrong: number; engineCpuMs: number | null; perEngineCpuSecond: number | null };
  /** The reference engine with its prefix cache, after one pass has filled it (null for another engine). */
  warm: BenchResult['persistent'] | null;
  /**
   * The reference engine with `--jobs 2` (two worker threads, oracle/engine-jobs.ts), cold and warm as
   * above, and each figure's ratio to its `--jobs 1` counterpart (null for another engine).
   */
  jobs: { n: number; cold: BenchResult['persistent']; warm: BenchResult['persistent']; coldRatio: number; warmRatio: number } | null;
  /** The machine's 1-minute load average when the timing started (other processes compete for the cores). */
  load: number;
  perProcess: { cases: number; ms: number; perSecond: number; wrong: number };
  ratio: number;
  /**
   * The runner's own ceiling: `verify` itself (pipelined, every answer checked, the report written) against
   * the replay engine (oracle/examples/replay-engine), which computes nothing, with every vector sent
   * runnerPasses times in one run (at least RUNNER_CASES cases): `ms` runs from the first case sent (the engine's start-up included) to
   * the last answer checked; `loadMs` is reading the vectors before it; `perRunnerCpuSecond` counts the
   * verify process's CPU over the whole run, loading included.
   */
  runner: { engine: string; passes: number; cases: number; ms: number; loadMs: number; perSecond: number; passed: number; runnerCpuMs: number; perRunnerCpuSecond: number };
}

/** The worker threads of the reference engine's `--jobs` figures. */
const BENCH_JOBS = 2;

export const REPLAY_ENGINE = `node ${JSON.stringify(path.join(REPO_ROOT, 'oracle', 'examples', 'replay-engine', 'engine.js'))}`;

/**
 * How many cases one verify run of the runner's ceiling sends at least: every vector as many times over as
 * that takes (its pace once the vectors are loaded, the starts of verify and of the replay engine spread over
 * as many cases whatever the corpus's size: 10 passes of the 10,984 vectors before the corpus was minimised).
 */
const RUNNER_CASES = 100_000;
const runnerPasses = (vectors: number): number => Math.max(1, Math.ceil(RUNNER_CASES / Math.max(1, vectors)));

/** verify against the replay engine, `runs` runs of runnerPasses passes over every vector; the best run is reported (the least disturbed). */
async function runnerCeiling(runs: number, passes: number): Promise<BenchResult['runner']> {
  const { runVerify } = require('./verify') as typeof import('./verify');
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'co-bench-')), 'verify.jsonl');
  let best: BenchResult['runner'] | null = null;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const s = await runVerify({ engine: REPLAY_ENGINE, report, passes });
    const c = process.cpuUsage(c0);
    const cpu = Math.round((c.user + c.system) / 1000);
    const ms = s.ms - s.loadMs;
    const r = { engine: REPLAY_ENGINE, passes, cases: s.total, ms, loadMs: s.loadMs, perSecond: Math.round((s.total * 1000) / Math.max(1, ms)), passed: s.passed, runnerCpuMs: cpu, perRunnerCpuSecond: Math.round((s.total * 1000) / Math.max(1, cpu)) };
    if (!best || r.perSecond > best.perSecond) best = r;
  }
  return best!;
}

function check(v: Vector, line: string): boolean {
  const a = readAnswer(line, v.id);
  return a.kind === 'result' && compareStateOutput(v.expect, a).length === 0;
}

export async function runBench(opts: { minCases?: number; maxMs?: number; sample?: number; engine?: string; progress?: (m: string) => void } = {}): Promise<BenchResult> {
  const engineCmd = opts.engine ?? REFERENCE_ENGINE;
  const vectors = selectCases({});
  const lines = vectors.map((v) => JSON.stringify(requestFor(v)));
  const say = opts.progress ?? (() => {});

  const minCases = opts.minCases ?? 20_000;
  const maxMs = opts.maxMs ?? 20_000;
  const load = Math.round(loadAverage() * 100) / 100;
  const reference = engineCmd === REFERENCE_ENGINE;
  // The reference engine twice: cold (--no-cache: every case replayed from its start) and warm (its
  // prefix cache filled by the warm-up pass, so the timed passes answer from cached snapshots).
  say(`bench: the persistent engine${reference ? ' without its cache' : ''}, ${vectors.length} vectors a pass`);
  const persistent = await persistentTiming(reference ? `${engineCmd} --no-cache` : engineCmd, vectors, lines, minCases, maxMs);
  let warm: BenchResult['warm'] = null;
  if (reference) {
    say('bench: the persistent engine with its prefix cache');
    warm = await persistentTiming(engineCmd, vectors, lines, minCases, maxMs);
  }
  let jobs: BenchResult['jobs'] = null;
  if (reference && warm) {
    say(`bench: the persistent engine with --jobs ${BENCH_JOBS} (worker threads), without and with its cache`);
    const cold = await persistentTiming(`${engineCmd} --jobs ${BENCH_JOBS} --no-cache`, vectors, lines, minCases, maxMs);
    const hot = await persistentTiming(`${engineCmd} --jobs ${BENCH_JOBS}`, vectors, lines, minCases, maxMs);
    const r = (a: number, b: number): number => Math.round((a / b) * 100) / 100;
    jobs = { n: BENCH_JOBS, cold, warm: hot, coldRatio: r(cold.perSecond, persistent.perSecond), warmRatio: r(hot.perSecond, warm.perSecond) };
  }

  // One process per case: an evenly spaced sample of the vectors.
  const sample = Math.min(opts.sample ?? 3, vectors.length);
  say(`bench: one process per case, ${sample} sampled cases`);
  let pwrong = 0;
  const t1 = process.hrtime.bigint();
  for (let k = 0; k < sample; k++) {
    const i = Math.floor((k * vectors.length) / sample);
    const out = await oneShot(engineCmd, lines[i]);
    if (!check(vectors[i], out.trim().split('\n')[0] ?? '')) pwrong++;
  }
  const ems = Number(process.hrtime.bigint() - t1) / 1e6;
  const perProcess = { cases: sample, ms: Math.round(ems), perSecond: Math.round(((sample * 1000) / ems) * 100) / 100, wrong: pwrong };
  const passes = runnerPasses(vectors.length);
  say(`bench: verify against the replay engine (the runner's own ceiling), 3 runs of ${passes} passes`);
  const runner = await runnerCeiling(3, passes);
  return { engine: engineCmd, vectors: vectors.length, load, persistent, warm, jobs, perProcess, ratio: Math.round(persistent.perSecond / perProcess.perSecond), runner };
}

type Timing = BenchResult['persistent'];

/** One engine process: warm up on one pass (JIT), then time whole passes until minCases cases or maxMs ms. */
async function persistentTiming(engineCmd: string, vectors: Vector[], lines: string[], minCases: number, maxMs: number): Promise<Timing> {
  const engine = new EngineProcess(engineCmd, { timeoutMs: 60_000 });
  const window = 1024;
  const pass = async (): Promise<number> => {
    let wrong = 0;
    for (let i = 0; i < lines.length; i += window) {
      const replies = await Promise.all(lines.slice(i, i + window).map((l) => engine.send(l)));
      replies.forEach((r, j) => {
        if (r.kind !== 'line' || !check(vectors[i + j], r.line)) wrong++;
      });
    }
    return wrong;
  };
  await pass();
  let n = 0;
  let wrong = 0;
  const cpu0 = groupCpuMs(engine.pid);
  const t0 = process.hrtime.bigint();
  while (n < minCases && (n === 0 || Number(process.hrtime.bigint() - t0) / 1e6 < maxMs)) {
    wrong += await pass();
    n += lines.length;
  }
  const pms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu1 = groupCpuMs(engine.pid);
  await engine.close();
  const engineCpuMs = cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null;
  return { cases: n, ms: Math.round(pms), perSecond: Math.round((n * 1000) / pms), wrong, engineCpuMs, perEngineCpuSecond: engineCpuMs ? Math.round((n * 1000) / engineCpuMs) : null };
}

function loadAverage(): number {
  try {
    return Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return NaN;
  }
}

/** CPU time (user + system, ms) of every process in a process group, from /proc (Linux); null elsewhere. */
function groupCpuMs(pgid: number | undefined): number | null {
  if (!pgid || !fs.existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

function oneShot(command: string, line: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (out += c));
    child.on('exit', () => resolve(out));
    child.stdin.end(line + '\n');
  });
}

export function formatBench(b: BenchResult): string {
  return [
    ...(b.engine === REFERENCE_ENGINE ? [] : [`engine: ${b.engine}`]),
    `vectors: ${b.vectors} (every committed vectors file)`,
    `persistent engine${b.warm ? ', cold' : ''}:${b.warm ? ' ' : '       '}${b.persistent.perSecond} cases/s (${b.persistent.cases} cases in ${b.persistent.ms} ms, pipelined, every answer checked; ${b.persistent.wrong} wrong${b.warm ? '; --no-cache' : ''})`,
    ...(b.persistent.perEngineCpuSecond ? [`                         ${b.persistent.perEngineCpuSecond} cases per CPU-second of the engine process (${b.persistent.engineCpuMs} ms CPU)`] : []),
    ...(b.warm
      ? [
          `persistent engine, warm: ${b.warm.perSecond} cases/s (${b.warm.cases} cases in ${b.warm.ms} ms; ${b.warm.wrong} wrong; prefix cache filled by the warm-up pass)`,
          ...(b.warm.perEngineCpuSecond ? [`                         ${b.warm.perEngineCpuSecond} cases per CPU-second of the engine process (${b.warm.engineCpuMs} ms CPU)`] : []),
        ]
      : []),
    ...(b.jobs
      ? [
          `--jobs ${b.jobs.n}, cold:          ${b.jobs.cold.perSecond} cases/s (${b.jobs.cold.cases} cases in ${b.jobs.cold.ms} ms; ${b.jobs.cold.wrong} wrong; --no-cache; ${b.jobs.coldRatio}x --jobs 1 cold)`,
          ...(b.jobs.cold.perEngineCpuSecond ? [`                         ${b.jobs.cold.perEngineCpuSecond} cases per CPU-second of the engine process (${b.jobs.cold.engineCpuMs} ms CPU, all threads)`] : []),
          `--jobs ${b.jobs.n}, warm:          ${b.jobs.warm.perSecond} cases/s (${b.jobs.warm.cases} cases in ${b.jobs.warm.ms} ms; ${b.jobs.warm.wrong} wrong; ${b.jobs.warmRatio}x --jobs 1 warm)`,
          ...(b.jobs.warm.perEngineCpuSecond ? [`                         ${b.jobs.warm.perEngineCpuSecond} cases per CPU-second of the engine process (${b.jobs.warm.engineCpuMs} ms CPU, all threads)`] : []),
        ]
      : []),
    `one process per case:    ${b.perProcess.perSecond} cases/s (a sample of ${b.perProcess.cases} cases in ${b.perProcess.ms} ms; ${b.perProcess.wrong} wrong)`,
    `ratio:                   ${b.ratio}x`,
    `verify's own ceiling:    ${b.runner.perSecond} cases/s with the replay engine (every vector ${b.runner.passes} times: ${b.runner.cases} cases in ${b.runner.ms} ms, engine start included, ${b.runner.passed} passed)`,
    `                         ${b.runner.perRunnerCpuSecond} cases per CPU-second of the verify process (${b.runner.runnerCpuMs} ms CPU, reading the vectors included: ${b.runner.loadMs} ms)`,
    `load average at start:   ${b.load} on ${os.cpus().length} cores (other processes share them)`,
    '',
  ].join('\n');
}
