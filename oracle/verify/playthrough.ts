/**
 * `verify --playthroughs`: replay the golden playthroughs (oracle/playthroughs/<ruleset>/*.json) against
 * an engine over the engine protocol (IMPLEMENTERS.md, "Whole games").
 *
 * For each decision k of a transcript the runner asks the engine for its legal choices before it
 * (request `query: "legal"`, events = the first k decisions) and for the game's state after it
 * (`query: "state"`, the first k+1 decisions). The legal choices are compared as a set of decisions with
 * the transcript's `legal` list; the state with the reference game's after the same decisions
 * (game-engine.ts gameState: the Turn's state, and the Turn number, the Order running, the frame as
 * frame.ts projects it, the ending), as JSON values. The first step where they differ is reported: the
 * decision, what differs, and the rules of that decision's transition (from the transcript's legal list).
 * The requests are pipelined; an engine answers each from the scenario and the decisions alone.
 */
import { readFileSync } from 'node:fs';
import type { EventObject } from 'xstate';
import { canonical } from '../canonical';
import { gameState, GAME_PROCEDURE } from '../game-engine';
import { type Game, play, startGame } from '../../machines/cce/game/game';
import { parseScenario, type Scenario } from '../../machines/cce/game/scenario';
import { OracleError } from '../../machines/core/errors';
import { compareStateOutput, show } from './compare';
import { eventText } from './divergence';
import { EngineProcess, type Reply } from './engine-process';
import { readAnswer } from './protocol';

export type PlaythroughStatus = 'passed' | 'failed' | 'skipped' | 'crashed' | 'timeout' | 'protocol-error' | 'not-run';

export interface PlaythroughRecord {
  file: string;
  decisions: number;
  status: PlaythroughStatus;
  /** The first disagreement: the decision's index and text, what differed, the rules of its transition. */
  divergence?: { step: number; decision: string; what: 'legal' | 'state' | 'error'; rules: string[]; message: string };
  /** skipped / crashed / timeout / protocol-error: why. */
  detail?: string;
}

interface Transcript {
  header: { ruleset: string; scenario: string; scenarioFile?: string; readings?: Record<string, string> };
  steps: { decision: EventObject; legal: { decision: EventObject; player: string | null; rules: string[] }[] }[];
}

/** The scenario file a transcript names (its header's `scenarioFile`): its JSON value and its text. */
function scenarioOf(t: Transcript, file: string): { input: unknown; text: string } {
  const f = t.header.scenarioFile;
  if (!f) throw new OracleError({ code: 'missing-field', path: `${file}: header.scenarioFile`, expected: 'the scenario file the game was played from (npm run playthroughs writes it)' });
  try {
    const text = readFileSync(f, 'utf8');
    return { input: JSON.parse(text), text };
  } catch (e) {
    throw new OracleError({ code: 'invalid-field', path: `${file}: header.scenarioFile`, expected: 'a readable JSON scenario file', actual: `${f} (${(e as Error).message})` });
  }
}

/** Scenarios parsed, by their file's text: the eight committed playthroughs are played on three scenarios. */
const parsedScenarios = new Map<string, Scenario>();
function scenarioOfText(text: string, input: unknown = JSON.parse(text), path?: string): Scenario {
  let s = parsedScenarios.get(text);
  if (!s) parsedScenarios.set(text, (s = parseScenario(input, path)));
  return s;
}

const key = (d: unknown): string => canonical(d);

/** What the runner needs of an engine: one answer line per request line, in order (EngineProcess, or inProcessEngine). */
export interface EngineChannel {
  send(request: string | Buffer): Promise<Reply>;
  close(): Promise<void>;
}

/**
 * An engine answering in this process: `answer` maps a request line to its answer line (the reference
 * engine's oracle/engine.ts answerText). No process, no pipe: for tests, where the protocol's text is
 * what is checked and starting an engine process is the cost.
 */
export function inProcessEngine(answer: (line: string) => string): EngineChannel {
  return {
    send: async (request) => {
      const text = answer(typeof request === 'string' ? request : request.toString('utf8').replace(/\n$/, '')).replace(/\n$/, '');
      return { kind: 'line', line: text, bytes: Buffer.from(text, 'utf8') };
    },
    close: async () => {},
  };
}

/** Requests kept in flight while replaying a playthrough (pipelining: the engine works while the runner checks). */
const PLAYTHROUGH_WINDOW = 32;

/** Replay one transcript against `engine` (`bytes`: it takes request lines as UTF-8 bytes too, as an EngineProcess does). */
async function replayOne(engine: EngineChannel, file: string, bytes: boolean): Promise<PlaythroughRecord> {
  let t: Transcript;
  try {
    t = JSON.parse(readFileSync(file, 'utf8')) as Transcript;
  } catch (e) {
    throw new OracleError({ code: 'usage', path: '--playthroughs', expected: 'playthrough files (JSON, as npm run playthroughs writes them)', actual: `${file} (${(e as Error).message})` });
  }
  const { input, text: scenarioText } = scenarioOf(t, file);
  const readings = t.header.readings ?? {};
  const decisions = t.steps.map((s) => s.decision);
  const n = decisions.length;
  // The request for the first k decisions, written from the scenario's text and the decisions' texts
  // joined so far (each serialised once), not by serialising the whole request again for every k: the
  // same JSON object, its keys in another order.
  const head = JSON.stringify({ ruleset: t.header.ruleset, readings, procedure: GAME_PROCEDURE, input }).slice(1, -1);
  const texts = decisions.map((d) => JSON.stringify(d));
  let request: (id: string, query: 'legal' | 'state', k: number) => string | Buffer;
  if (bytes) {
    // To a process: the same line as UTF-8 bytes, built from pieces encoded once (the head, all the decisions
    // joined, each request's first k of them a view of those), not each request's whole text encoded again.
    const headBytes = Buffer.from(`,${head},"events":[`);
    const joined = Buffer.from(texts.join(','));
    const ends = [0];
    for (let k = 0; k < n; k++) ends.push(ends[k] + (k ? 1 : 0) + Buffer.byteLength(texts[k]));
    const tail = Buffer.from(']}\n');
    request = (id, query, k) => Buffer.concat([Buffer.from(`{"id":${JSON.stringify(id)},"query":${JSON.stringify(query)}`), headBytes, joined.subarray(0, ends[k]), tail]);
  } else {
    const eventsText: string[] = [''];
    for (let k = 0; k < n; k++) eventsText.push((k ? eventsText[k] + ',' : '') + texts[k]);
    request = (id, query, k) => `{"id":${JSON.stringify(id)},"query":${JSON.stringify(query)},${head},"events":[${eventsText[k]}]}`;
  }
  const name = file.replace(/^.*\//, '').replace(/\.json$/, '');
  // Pipelined: a window of requests in flight ahead of the answer being checked, answers read in order.
  // Not every request at once: after the first divergence the rest would still be answered, for nothing
  // (an engine with a planted bug diverges at the first decisions), and an in-process engine answers as
  // it is sent. Request 2k asks the legal choices before decision k, 2k+1 the state after it.
  const replies: Promise<Reply>[] = [];
  const sendUpTo = (end: number): void => {
    for (let i = replies.length; i < Math.min(2 * n, end); i++) {
      const k = i >> 1;
      replies.push(i % 2 === 0 ? engine.send(request(`${name}#${k}:legal`, 'legal', k)) : engine.send(request(`${name}#${k}:state`, 'state', k + 1)));
    }
  };
  let g: Game = startGame(scenarioOfText(scenarioText, input, 'input'), readings);
  const rec = (status: PlaythroughStatus, more: Partial<PlaythroughRecord> = {}): PlaythroughRecord => ({ file, decisions: n, status, ...more });
  for (let k = 0; k < n; k++) {
    const step = t.steps[k];
    const decision = eventText(step.decision);
    const rules = step.legal.find((c) => key(c.decision) === key(step.decision))?.rules ?? [];
    for (const query of ['legal', 'state'] as const) {
      const id = `${name}#${k}:${query}`;
      const at = 2 * k + (query === 'legal' ? 0 : 1);
      sendUpTo(at + PLAYTHROUGH_WINDOW);
      const reply = await replies[at];
      if (reply.kind !== 'line') return rec(reply.kind === 'too-long' ? 'protocol-error' : reply.kind, { detail: `${id}: ${reply.detail}` });
      const a = readAnswer(reply.line, id);
      if (a.kind === 'protocol-error') return rec('protocol-error', { detail: a.message });
      if (a.kind === 'unsupported') return rec('skipped', { detail: a.reason });
      if (a.kind === 'error') return rec('failed', { divergence: { step: k, decision, what: 'error', rules, message: `the engine refused the request ${id}: ${a.error.message}` } });
      if (query === 'legal') {
        if (a.kind !== 'legal') return rec('protocol-error', { detail: `${id}: expected a legal-choices answer { id, legal }, got a state answer` });
        const expected = new Map(step.legal.map((c) => [key(c.decision), c]));
        const actual = new Set(a.legal.map((c) => key((c as { decision?: unknown }).decision)));
        const missing = [...expected.keys()].filter((d) => !actual.has(d));
        const extra = [...actual].filter((d) => !expected.has(d));
        if (missing.length || extra.length) {
          const why = [...missing.map((d) => `missing ${eventText(JSON.parse(d))} [${expected.get(d)!.rules.join(', ')}]`), ...extra.map((d) => `extra ${eventText(JSON.parse(d))}`)];
          return rec('failed', { divergence: { step: k, decision, what: 'legal', rules: missing.length ? expected.get(missing[0])!.rules : rules, message: `the legal choices before it differ: ${why.slice(0, 4).join('; ')}${why.length > 4 ? ` (+${why.length - 4} more)` : ''}` } });
        }
      } else {
        if (a.kind !== 'result') return rec('protocol-error', { detail: `${id}: expected a state answer { id, state, output }, got a legal-choices answer` });
        g = play(g, step.decision);
        const diffs = compareStateOutput(gameState(g), { state: a.state, output: a.output });
        if (diffs.length) {
          const what = diffs.slice(0, 3).map((d) => `${d.path}: expected ${show(d.expected)}, engine ${show(d.actual)}`);
          return rec('failed', { divergence: { step: k, decision, what: 'state', rules, message: `the state after it differs: ${what.join('; ')}${diffs.length > 3 ? ` (+${diffs.length - 3} more)` : ''}` } });
        }
      }
    }
  }
  return rec('passed');
}

/** The committed playthroughs (oracle/playthroughs.ts PLAYTHROUGHS), as `verify --playthroughs` replays them by default. */
export function playthroughFiles(): string[] {
  const { PLAYTHROUGHS, playthroughPath } = require('../playthroughs') as typeof import('../playthroughs');
  return PLAYTHROUGHS.map((p) => playthroughPath(p, scenarioOfText(readFileSync(p.scenario, 'utf8'))));
}

/** Replay each transcript against the engine started by the command `engine` (or an EngineChannel); one record per transcript. */
export async function replayPlaythroughs(o: { engine: string | EngineChannel; files: string[]; timeoutMs: number; startupMs?: number; progress?: (m: string) => void }): Promise<PlaythroughRecord[]> {
  const engine = typeof o.engine === 'string' ? new EngineProcess(o.engine, { timeoutMs: o.timeoutMs, startupMs: o.startupMs }) : o.engine;
  const out: PlaythroughRecord[] = [];
  try {
    for (const f of o.files) {
      o.progress?.(`replaying ${f}…`);
      out.push(await replayOne(engine, f, engine instanceof EngineProcess));
    }
  } finally {
    await engine.close();
  }
  return out;
}

/** One line per transcript, as `verify --playthroughs` prints them. */
export function formatPlaythroughs(records: PlaythroughRecord[]): string {
  const lines = records.map((r) => {
    if (r.status === 'passed') return `playthrough ${r.file}: ${r.decisions} decisions, every legal list and state agree: passed`;
    if (r.divergence) {
      const d = r.divergence;
      return `playthrough ${r.file}: first divergence at decision ${d.step} (${d.decision}) [${d.rules.join(', ')}]: ${d.message}`;
    }
    return `playthrough ${r.file}: ${r.status}: ${r.detail ?? ''}`;
  });
  const failed = records.filter((r) => !['passed', 'skipped'].includes(r.status)).length;
  return `${lines.join('\n')}\n${records.length} playthroughs: ${records.filter((r) => r.status === 'passed').length} passed, ${failed} failed, ${records.filter((r) => r.status === 'skipped').length} skipped\n`;
}
