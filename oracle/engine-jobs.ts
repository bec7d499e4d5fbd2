/**
 * `combat-oracle engine --jobs N` (N ≥ 2): the reference engine answering with N worker threads
 * (node:worker_threads), each running oracle/engine-worker.ts — the same `answerText` as `--jobs 1`,
 * with its own prefix cache. This thread reads the request lines, hands them to the workers in batches
 * and writes the answers in the order the requests arrived, so stdout is byte-identical to `--jobs 1`
 * (tests/engine.jobs.test.ts).
 *
 * Routing: requests with the same text apart from `id` and `events` (ruleset, readings, procedure and
 * situation: the prefix cache's key) go to the same worker, so its cache sees their shared prefixes; a
 * situation not seen before goes to the worker with the fewest requests in hand. Answers never depend
 * on the routing.
 *
 * A worker that stops (a crash, an uncaught error, a failed start) does not stop the engine: every
 * request it held is answered with the engine's `internal` error (its id named when it can be read),
 * one line on stderr says so, and a new worker takes its place when the next request is routed to it.
 *
 * Flow control: reading pauses while more than MAX_IN_FLIGHT requests wait for their answer to be
 * written, or while stdout is full.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { internalErrorText } from './engine';
import { type LineReader, readLines } from './lines';

export const MAX_JOBS = 64;
/** Request lines per message to a worker (a batch is also sent at the end of each tick). */
const BATCH = 32;
const MAX_IN_FLIGHT = 8192;
/** The routing table keeps at most this many characters of keys (emptied when full); longer keys are not kept. */
const ROUTE_CHARS = 8_000_000;
const ROUTE_KEY_MAX = 65_536;

const WORKER_MODULE = require.resolve('./engine-worker');
const REGISTER = path.join(__dirname, '..', 'bin', 'register.js');

/**
 * The bundle of oracle/engine-worker and everything it imports, when this engine runs from the CLI's
 * start-up snapshot: bin/snapshot-build.mjs builds it with the snapshot, from the same sources, and
 * names it in this global. Worker threads cannot start from a snapshot; one bundled file loads in about
 * 0.8 CPU-s where the TypeScript modules one by one take about 1.2. Checked once per process.
 */
let workerBundle: string | null | undefined;
function bundled(): string | null {
  if (workerBundle === undefined) {
    const file = (globalThis as { __combatOracleWorkerBundle?: string }).__combatOracleWorkerBundle;
    workerBundle = typeof file === 'string' && fs.existsSync(file) ? file : null;
  }
  return workerBundle;
}

/**
 * A worker thread running oracle/engine-worker: from the snapshot's worker bundle when there is one
 * (above), else from the sources. The sources are TypeScript, so the thread loads them first through
 * bin/register.js, exactly as bin/combat-oracle.js does (ts-node's compiled output, from its cache when
 * the sources have not changed); compiled JavaScript would be required as it is.
 */
function startWorker(cache: boolean): Worker {
  const bundle = bundled();
  if (bundle) return new Worker(`require(${JSON.stringify(bundle)});\n`, { eval: true, workerData: { cache } });
  const register = WORKER_MODULE.endsWith('.ts') ? `require(${JSON.stringify(REGISTER)});\n` : '';
  return new Worker(`${register}require(${JSON.stringify(WORKER_MODULE)});\n`, { eval: true, workerData: { cache } });
}

/** The request's text without its leading `"id"` member and from its last `"events":` on: the routing key. */
export function routeKey(line: string): string {
  const m = /^\s*\{\s*"id"\s*:\s*"[^"\\]*"\s*,/.exec(line);
  const start = m ? m[0].length : 0;
  const ev = line.lastIndexOf('"events":');
  return line.slice(start, ev > start ? ev : line.length);
}

interface Held {
  seq: number;
  line: string;
}

interface Slot {
  worker: Worker | null;
  /** Sent to the worker, not yet answered, in the order sent. */
  held: Held[];
  /** Routed here, not yet sent. */
  batch: Held[];
  /** The last error the worker reported ('error' event), for the stderr line when it stops. */
  error: string | null;
}

/** Serve the protocol with `jobs` worker threads until `input` ends; resolves when every answer has been written and the workers have stopped. */
export function serveEngineJobs(input: Readable, output: Writable, opts: { jobs: number; cache: boolean; stderr?: (s: string) => void }): Promise<void> {
  const jobs = opts.jobs;
  const stderr = opts.stderr ?? ((s: string) => process.stderr.write(s));
  return new Promise((resolve) => {
    const slots: Slot[] = Array.from({ length: jobs }, () => ({ worker: null, held: [], batch: [], error: null }));
    const answers = new Map<number, string>();
    const routes = new Map<string, number>();
    let routeChars = 0;
    let rotate = 0;
    let nextSeq = 0;
    let nextOut = 0;
    let ended = false;
    let finished = false;
    let paused = false;
    // Set once the handlers below exist (throttle() pauses and resumes it).
    let rl: LineReader = { pause: () => {}, resume: () => {} };
    let waitingDrain = false;
    let sendScheduled = false;

    const spawn = (i: number): Worker => {
      const slot = slots[i];
      const w = startWorker(opts.cache);
      slot.worker = w;
      slot.error = null;
      w.on('message', (out: string[]) => {
        if (slot.worker !== w) return;
        const done = slot.held.splice(0, out.length);
        for (let k = 0; k < done.length; k++) answers.set(done[k].seq, out[k]);
        drain();
      });
      w.on('error', (e: Error) => {
        if (slot.worker === w) slot.error = e?.message ?? String(e);
      });
      w.on('exit', (code: number) => {
        if (slot.worker !== w) return; // stopped by finish()
        slot.worker = null;
        const why = slot.error ? `an error: ${slot.error}` : `exit code ${code}`;
        const lost = slot.held;
        slot.held = [];
        for (const h of lost) answers.set(h.seq, internalErrorText(h.line, `the engine's worker thread ${i + 1} stopped (${why}) before answering this request`));
        stderr(`engine: worker thread ${i + 1} of ${jobs} stopped (${why.split('\n')[0]}); its ${lost.length} request(s) were answered with internal errors; a new worker takes its place\n`);
        drain();
        if (slot.batch.length) scheduleSend();
      });
      return w;
    };

    const send = (i: number): void => {
      const slot = slots[i];
      if (!slot.batch.length) return;
      const w = slot.worker ?? spawn(i);
      const batch = slot.batch;
      slot.batch = [];
      for (const h of batch) slot.held.push(h);
      w.postMessage(batch.map((h) => h.line));
    };
    const scheduleSend = (): void => {
      if (sendScheduled) return;
      sendScheduled = true;
      setImmediate(() => {
        sendScheduled = false;
        for (let i = 0; i < jobs; i++) send(i);
      });
    };

    const load = (i: number): number => slots[i].held.length + slots[i].batch.length;
    const route = (line: string): number => {
      const key = routeKey(line);
      const known = routes.get(key);
      if (known !== undefined) return known;
      let best = rotate;
      for (let k = 1; k < jobs; k++) {
        const i = (rotate + k) % jobs;
        if (load(i) < load(best)) best = i;
      }
      rotate = (best + 1) % jobs;
      if (key.length <= ROUTE_KEY_MAX) {
        if (routeChars + key.length > ROUTE_CHARS) {
          routes.clear();
          routeChars = 0;
        }
        routes.set(key, best);
        routeChars += key.length;
      }
      return best;
    };

    const throttle = (): void => {
      const full = waitingDrain || nextSeq - nextOut >= MAX_IN_FLIGHT;
      if (full && !paused) {
        paused = true;
        rl.pause();
      } else if (paused && !waitingDrain && nextSeq - nextOut < MAX_IN_FLIGHT / 2) {
        paused = false;
        rl.resume();
      }
    };

    const drain = (): void => {
      const parts: string[] = [];
      while (answers.has(nextOut)) {
        parts.push(answers.get(nextOut)!);
        answers.delete(nextOut);
        nextOut++;
      }
      if (parts.length && !output.write(parts.join('')) && !waitingDrain) {
        waitingDrain = true;
        output.once('drain', () => {
          waitingDrain = false;
          throttle();
        });
      }
      throttle();
      if (ended && nextOut === nextSeq) finish();
    };

    const finish = (): void => {
      if (finished) return;
      finished = true;
      const stopping: Promise<number>[] = [];
      for (const slot of slots) {
        const w = slot.worker;
        slot.worker = null;
        if (w) stopping.push(w.terminate());
      }
      Promise.all(stopping).then(
        () => resolve(),
        () => resolve(),
      );
    };

    // The workers start at once: their start-up (ts-node, the machines) overlaps the first reads.
    for (let i = 0; i < jobs; i++) spawn(i);

    const onLine = (line: string): void => {
      if (line.trim() === '') return;
      const i = route(line);
      slots[i].batch.push({ seq: nextSeq++, line });
      if (slots[i].batch.length >= BATCH) send(i);
      else scheduleSend();
      throttle();
    };
    rl = readLines(input, onLine, () => {
      ended = true;
      for (let i = 0; i < jobs; i++) send(i);
      drain();
    });
  });
}
