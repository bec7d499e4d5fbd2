/**
 * `combat-oracle verify --engine "<command>"` — the conformance runner. Starts the engine once,
 * streams every selected vector to it (oracle/verify/protocol.ts), compares `state`, `output` and, when
 * the engine gives one, `trace` (oracle/verify/compare.ts), bisects each failure to its first divergent
 * step (oracle/verify/divergence.ts), survives engines that crash, hang or print garbage
 * (oracle/verify/engine-process.ts), writes a JSON Lines report as it goes (so a killed run keeps what
 * it measured, and `--resume` continues it), and prints a summary by procedure and by rule number.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PROCEDURES } from './registry';
import { REPO_ROOT, CONTRACT_VERSION, type Vector } from './vectors';
import { type CaseFilter, type VerifyCase, verifyCases } from './verify/cases';
import { compareStateOutput, compareTrace, show, type Difference } from './verify/compare';
import { bisect, eventText, type Divergence } from './verify/divergence';
import { EngineProcess, type Reply } from './verify/engine-process';
import { readAnswer, requestFor } from './verify/protocol';

export const DEFAULT_REPORT = path.join(REPO_ROOT, 'reports', 'verify.jsonl');

/** `failed` is a wrong answer or an error answer to a valid case; the last three say how the engine misbehaved. */
export type CaseStatus = 'passed' | 'failed' | 'skipped' | 'crashed' | 'timeout' | 'protocol-error' | 'not-run';
export const FAILING: readonly CaseStatus[] = ['failed', 'crashed', 'timeout', 'protocol-error'];

export interface CaseRecord {
  kind: 'case';
  id: string;
  ruleset: string;
  procedure: string;
  rules: string[];
  status: CaseStatus;
  message?: string;
  /** The first divergent rule (the first of `divergence.blamed`), for failures that got that far. */
  rule?: string;
  divergence?: Divergence;
}

export interface VerifyOptions extends CaseFilter {
  engine: string;
  timeoutMs?: number;
  /** Extra time for the first answer after the engine (re)starts. */
  startupMs?: number;
  report?: string;
  resume?: boolean;
  /** Cases in flight at once (pipelined), over all engine processes. */
  window?: number;
  /** Engine processes run side by side (each gets its share of the cases; the report is the same as with one). */
  jobs?: number;
  bisect?: boolean;
  cwd?: string;
  progress?: (line: string) => void;
  /** Send the selected cases this many times over, in one run (the bench: the runner's pace once the vectors are loaded). */
  passes?: number;
  /** Override where vectors are read from (tests). */
  vectorsDir?: string;
}

export interface VerifySummary {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  byStatus: Record<CaseStatus, number>;
  records: CaseRecord[];
  engineStarts: number;
  ms: number;
  /** Of `ms`, the time spent reading the selected vectors files before the first case was sent. */
  loadMs: number;
  report: string;
  resumedFrom: number;
  /** Why the run stopped before every case was sent (the engine kept failing), when it did. */
  stopped?: string;
}

function emptyCounts(): Record<CaseStatus, number> {
  return { passed: 0, failed: 0, skipped: 0, crashed: 0, timeout: 0, 'protocol-error': 0, 'not-run': 0 };
}

/** The case lines of an earlier report (a torn last line from a killed run is ignored). */
export function readReport(file: string): CaseRecord[] {
  if (!fs.existsSync(file)) return [];
  const out: CaseRecord[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const o = JSON.parse(line);
      if (o.kind === 'case') out.push(o);
    } catch {
      /* the line a killed run was writing */
    }
  }
  return out;
}

function classify(c: VerifyCase, reply: Reply): { record: CaseRecord; mismatch?: { answer: ReturnType<typeof readAnswer>; diffs: Difference[] } } {
  const base = { kind: 'case' as const, id: c.id, ruleset: c.ruleset, procedure: c.procedure, rules: c.rules };
  if (reply.kind === 'too-long') return { record: { ...base, status: 'protocol-error', message: `case ${c.id}: protocol error: ${reply.detail}` } };
  if (reply.kind !== 'line') return { record: { ...base, status: reply.kind, message: `case ${c.id}: ${reply.kind}: ${reply.detail}` } };
  // Fast path: an answer that is, byte for byte, the expectation written as a response passes without
  // being parsed (it is valid and equal by construction). Any other line is parsed and checked in full,
  // against the vector rebuilt from the case's two lines.
  if (reply.bytes.equals(c.expected)) return { record: { ...base, status: 'passed' } };
  const v = c.vector();
  const a = readAnswer(reply.line, v.id);
  switch (a.kind) {
    case 'protocol-error':
      return { record: { ...base, status: 'protocol-error', message: `case ${v.id}: protocol error: ${a.message}` } };
    case 'unsupported':
      return { record: { ...base, status: 'skipped', message: `unsupported: ${a.reason}` } };
    case 'legal':
      return { record: { ...base, status: 'protocol-error', message: `case ${v.id}: protocol error: a legal-choices answer { id, legal } (whole games only) to a vector` } };
    case 'error':
      return { record: { ...base, status: 'failed', message: `case ${v.id}: engine rejected a valid case: ${a.error.code}: ${a.error.message}` }, mismatch: { answer: a, diffs: [] } };
    case 'result': {
      const diffs = compareStateOutput(v.expect, a);
      if (diffs.length) return { record: { ...base, status: 'failed' }, mismatch: { answer: a, diffs } };
      if (a.trace) {
        const td = compareTrace(v.expect.trace, a.trace);
        if (td.length) {
          const d = td[0];
          const i = Number(/^trace\[(\d+)\]/.exec(d.path)?.[1] ?? v.expect.trace.length - 1);
          const rules = v.expect.trace[i]?.rules ?? [];
          return {
            record: {
              ...base,
              status: 'failed',
              rule: rules[0],
              message: `case ${v.id}: state and output agree but the trace differs at step ${i} (${eventText(v.expect.trace[i]?.event ?? null)}): ${d.path}: expected ${show(d.expected)} [${rules.join(', ')}], engine ${show(d.actual)}`,
            },
          };
        }
      }
      return { record: { ...base, status: 'passed' } };
    }
  }
}

export async function runVerify(opts: VerifyOptions): Promise<VerifySummary> {
  const t0 = Date.now();
  const selected = verifyCases(opts, opts.vectorsDir);
  const loadMs = Date.now() - t0;
  const cases = (opts.passes ?? 1) > 1 ? Array.from({ length: opts.passes! }, () => selected).flat() : selected;
  const reportFile = path.resolve(opts.report ?? DEFAULT_REPORT);
  const earlier = opts.resume ? readReport(reportFile) : [];
  const done = new Map(earlier.map((r) => [r.id, r]));
  const todo = cases.filter((v) => !done.has(v.id));
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  if (opts.resume) repairTornLine(reportFile);
  const fd = fs.openSync(reportFile, opts.resume ? 'a' : 'w');
  // Report lines are gathered and written in blocks (and always before the run returns).
  let pending: string[] = [];
  const write = (o: unknown) => {
    pending.push(JSON.stringify(o) + '\n');
    if (pending.length >= 256) flushReport();
  };
  // A passed case's record is the same line every time it passes: written from the case's own text.
  const writeRecord = (r: CaseRecord, c: VerifyCase | undefined) => {
    if (c && r.status === 'passed' && r.message === undefined && r.rule === undefined && r.divergence === undefined) {
      pending.push(c.passedLine());
      if (pending.length >= 256) flushReport();
    } else write(r);
  };
  const flushReport = () => {
    if (pending.length) fs.writeSync(fd, pending.join(''));
    pending = [];
  };
  write({ kind: 'verify-run', contract: CONTRACT_VERSION, engine: opts.engine, filter: { ruleset: opts.ruleset ?? null, procedure: opts.procedure ?? null, rules: opts.rules ?? null, ids: opts.ids ?? null }, cases: cases.length, resumed: earlier.length });

  const stray: string[] = [];
  const jobs = Math.max(1, opts.jobs ?? 1);
  const engines = Array.from({ length: jobs }, () => new EngineProcess(opts.engine, { timeoutMs: opts.timeoutMs ?? 10_000, startupMs: opts.startupMs, cwd: opts.cwd, onStray: (l) => stray.length < 5 && stray.push(l) }));
  const records: CaseRecord[] = cases.filter((v) => done.has(v.id)).map((v) => done.get(v.id)!);
  // A window of cases in flight; each answer is checked as it arrives, and records are written in case
  // order (a failing case waits for its bisection; the cases after it are already being answered).
  const window = Math.max(1, opts.window ?? 256);
  const results: (CaseRecord | undefined)[] = new Array(todo.length);
  let written = 0;
  let lastProgress = Date.now();
  const settle = (i: number, record: CaseRecord) => {
    results[i] = record;
    while (written < todo.length && results[written]) {
      const r = results[written]!;
      results[written] = undefined;
      records.push(r);
      writeRecord(r, todo[written++]);
    }
    if (opts.progress && Date.now() - lastProgress > 1000) {
      lastProgress = Date.now();
      const c = countOf(records);
      opts.progress(`verify: ${records.length}/${cases.length} cases, ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    }
  };
  const check = async (c: VerifyCase, engine: EngineProcess): Promise<CaseRecord> => {
    const ask = (line: string | Buffer) => engine.send(line);
    const reply = await ask(c.request);
    const { record, mismatch } = classify(c, reply);
    if (mismatch && opts.bisect !== false) {
      const v = c.vector();
      const spec = PROCEDURES.find((p) => p.ruleset === v.ruleset && p.procedure === v.procedure);
      if (spec) {
        const d = await bisect(spec, v, ask, mismatch.answer);
        record.divergence = d;
        record.rule = d.blamed[0];
        record.message = d.message;
      }
    }
    if (!record.message && record.status === 'failed' && mismatch) {
      record.message = `case ${c.id}: ${mismatch.diffs.slice(0, 3).map((d) => `${d.path}: expected ${show(d.expected)}, engine ${show(d.actual)}`).join('; ')}`;
    }
    return record;
  };
  let next = 0;
  // Worker k sends through engine k mod jobs; a failing case and its bisection stay on one engine.
  const worker = async (k: number) => {
    const engine = engines[k % jobs];
    while (next < todo.length) {
      // An engine that gave up leaves its share to the others; when all have, the rest is not-run.
      if (engine.givenUp && engines.some((e) => !e.givenUp)) return;
      const i = next++;
      settle(i, await check(todo[i], engine));
    }
  };
  let gaveUp: string | undefined;
  try {
    await Promise.all(Array.from({ length: Math.min(Math.max(window, jobs), todo.length) }, (_, k) => worker(k)));
  } finally {
    await Promise.all(engines.map((e) => e.close()));
    if (engines.every((e) => e.givenUp)) {
      const last = records.filter((r) => r.status === 'crashed' || r.status === 'timeout').pop();
      gaveUp = `the engine failed 5 times in a row without answering, so the run stopped; the last failure: ${last?.message ?? 'none recorded'}`;
    }
    const c = countOf(records);
    write({ kind: 'summary', total: cases.length, passed: c.passed, failed: c.failed, skipped: c.skipped, notRun: c.byStatus['not-run'], byStatus: c.byStatus, ...(gaveUp ? { stopped: gaveUp } : {}), ...(stray.length ? { strayLines: stray } : {}) });
    flushReport();
    fs.closeSync(fd);
  }
  const c = countOf(records);
  return { total: cases.length, ...c, records, engineStarts: engines.reduce((n, e) => n + e.starts, 0), ms: Date.now() - t0, loadMs, report: reportFile, resumedFrom: earlier.length, ...(gaveUp ? { stopped: gaveUp } : {}) };
}

/**
 * `--resume` appends to the report; a run that was killed may have left its last line half written.
 * That partial line is cut off (it is unreadable, and `readReport` ignored it), so the new run's first
 * line starts a line of its own.
 */
export function repairTornLine(file: string): void {
  if (!fs.existsSync(file)) return;
  const size = fs.statSync(file).size;
  if (size === 0) return;
  const fd = fs.openSync(file, 'r+');
  try {
    // Find the last newline, reading backwards in blocks.
    const block = Buffer.alloc(64 * 1024);
    let pos = size;
    let lastNl = -1;
    while (pos > 0 && lastNl < 0) {
      const from = Math.max(0, pos - block.length);
      const n = fs.readSync(fd, block, 0, pos - from, from);
      const i = block.subarray(0, n).lastIndexOf(0x0a);
      if (i >= 0) lastNl = from + i;
      pos = from;
    }
    if (lastNl !== size - 1) fs.ftruncateSync(fd, lastNl + 1);
  } finally {
    fs.closeSync(fd);
  }
}

function countOf(records: CaseRecord[]): { passed: number; failed: number; skipped: number; byStatus: Record<CaseStatus, number> } {
  const byStatus = emptyCounts();
  for (const r of records) byStatus[r.status]++;
  const failed = FAILING.reduce((n, s) => n + byStatus[s], 0);
  return { passed: byStatus.passed, failed, skipped: byStatus.skipped, byStatus };
}

// ------------------------------------------------------------------------------------------ printing

function table(head: string[], rows: (string | number)[][], leftAligned = false): string {
  const all = [head, ...rows.map((r) => r.map(String))];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  return all.map((r) => r.map((c, i) => (i === 0 || leftAligned ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ').trimEnd()).join('\n') + '\n';
}

function tally(records: CaseRecord[], keys: (r: CaseRecord) => string[], sort: (a: string, b: string) => number): (string | number)[][] {
  const m = new Map<string, Record<CaseStatus, number>>();
  for (const r of records)
    for (const k of keys(r)) {
      if (!m.has(k)) m.set(k, emptyCounts());
      m.get(k)![r.status]++;
    }
  return [...m.keys()].sort(sort).map((k) => {
    const c = m.get(k)!;
    return [k, FAILING.reduce((n, s) => n + c[s], 0) + c.passed + c.skipped, c.passed, FAILING.reduce((n, s) => n + c[s], 0), c.skipped];
  });
}

/** The report path as given relative to the working directory, or absolute when it lies outside it. */
export function shownPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') ? rel : p;
}

/** The fields that differ at a divergent step: expected (the reference) next to the engine's. */
export function sideBySide(d: Divergence): string {
  const rows: (string | number)[][] = [];
  if ('state' in d.engine) {
    rows.push(['state', d.expected.state, d.engine.state]);
    for (const x of d.differences.filter((x) => x.path !== 'state').slice(0, 12)) rows.push([x.path, show(x.expected, 40), show(x.actual, 40)]);
  } else rows.push(['answer', d.expected.state, d.engine.answer.slice(0, 80)]);
  return table([`step ${d.step} (${d.eventText}) [${d.blamed.join(', ')}]`, 'expected', 'engine'], rows, true)
    .split('\n')
    .map((l) => (l ? `  ${l}` : l))
    .join('\n');
}

const ruleOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function formatSummary(s: VerifySummary, maxFailures = 20): string {
  let out = '';
  out += 'by procedure\n' + table(['procedure', 'cases', 'passed', 'failed', 'skipped'], tally(s.records, (r) => [`${r.ruleset}/${r.procedure}`], ruleOrder));
  out += '\nby rule\n' + table(['rule', 'cases', 'passed', 'failed', 'skipped'], tally(s.records, (r) => r.rules, ruleOrder));
  const failures = s.records.filter((r) => FAILING.includes(r.status));
  if (failures.length) {
    out += `\nfailures (${failures.length})\n`;
    for (const r of failures.slice(0, maxFailures)) out += `  ${r.message ?? `case ${r.id}: ${r.status}`}\n`;
    if (failures.length > maxFailures) out += `  … ${failures.length - maxFailures} more in ${shownPath(s.report)}\n`;
    const first = failures.find((r) => r.divergence);
    if (first) out += `\nfirst divergence of ${first.id}, side by side\n` + sideBySide(first.divergence!);
  }
  const skippedWhy = [...new Set(s.records.filter((r) => r.status === 'skipped').map((r) => `${r.ruleset}/${r.procedure}: ${r.message}`))];
  if (skippedWhy.length) out += `\nskipped\n${skippedWhy.map((w) => `  ${w}`).join('\n')}\n`;
  const how = (['crashed', 'timeout', 'protocol-error'] as const).filter((k) => s.byStatus[k]).map((k) => `${s.byStatus[k]} ${k}`);
  out += `\nreport: ${shownPath(s.report)}${s.resumedFrom ? ` (resumed: ${s.resumedFrom} cases from the earlier run)` : ''}\n`;
  if (s.stopped) out += `\nstopped: ${s.stopped}\n`;
  out += `${s.passed} passed, ${s.failed} failed${how.length ? ` (${how.join(', ')})` : ''}, ${s.skipped} skipped${s.byStatus['not-run'] ? `, ${s.byStatus['not-run']} not run` : ''}\n`;
  return out;
}
