/**
 * One worker thread of `combat-oracle engine --jobs N` (oracle/engine-jobs.ts): it answers batches of
 * request lines with the engine's own `answerText` (oracle/engine.ts), in order, and keeps its own
 * prefix cache (a module instance per thread). It is loaded through ts-node in the thread, as the bin
 * script loads the engine.
 *
 * Message in: the request lines of a batch (string[]). Message out: their answer lines, newline
 * included, in the same order (string[]).
 *
 * COMBAT_ORACLE_TEST_WORKER_EXIT_ON=<text> (for tests only): the thread exits at once, with code 99,
 * when a request line containing <text> arrives — a worker crash, to show the engine does not hang.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { answerText, useCache } from './engine';

const port = parentPort;
if (!port) throw new Error('oracle/engine-worker.ts runs only as a worker thread (engine --jobs N)');
useCache((workerData as { cache: boolean }).cache);
const exitOn = process.env.COMBAT_ORACLE_TEST_WORKER_EXIT_ON || null;

port.on('message', (lines: string[]) => {
  const answers = new Array<string>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    if (exitOn !== null && lines[i].includes(exitOn)) process.exit(99);
    answers[i] = answerText(lines[i]);
  }
  port.postMessage(answers);
});
