/**
 * What Cucumber did, read from its message stream (reports/cucumber/messages.ndjson, written by the
 * `message:` format in cucumber.js): for each scenario that ran, its `uri:line`, its result, and the
 * transitions the procedure took, which steps/coverage.hooks.ts attaches with its own media type.
 * Timestamps and durations in the stream are ignored, so the report does not depend on them.
 */
import * as fs from 'node:fs';

export const TAKEN_MEDIA_TYPE = 'application/vnd.combat-oracle.taken+json';

export type ScenarioStatus = 'passed' | 'failed' | 'skipped' | 'undefined' | 'pending' | 'ambiguous' | 'unknown';

export interface ScenarioRun {
  uri: string;
  line: number;
  name: string;
  status: ScenarioStatus;
  /** One entry per procedure run the scenario attached (normally one). */
  runs: { ruleset: string; procedure: string; taken: string[] }[];
}

/** Worst first: a test case's status is that of its worst step. */
const SEVERITY: ScenarioStatus[] = ['failed', 'ambiguous', 'undefined', 'pending', 'skipped', 'unknown', 'passed'];

interface Envelope {
  pickle?: { id: string; uri: string; name: string; location?: { line: number } };
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried?: boolean };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
  attachment?: { testCaseStartedId?: string; mediaType: string; body: string; contentEncoding?: string };
}

/** The scenarios that ran, sorted by uri and line; null when there is no message file. */
export function readCucumberMessages(file: string): ScenarioRun[] | null {
  if (!fs.existsSync(file)) return null;
  const pickles = new Map<string, NonNullable<Envelope['pickle']>>();
  const caseToPickle = new Map<string, string>();
  const started = new Map<string, { testCaseId: string; status: ScenarioStatus; runs: ScenarioRun['runs']; retried: boolean }>();
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    const m = JSON.parse(text) as Envelope;
    if (m.pickle) pickles.set(m.pickle.id, m.pickle);
    else if (m.testCase) caseToPickle.set(m.testCase.id, m.testCase.pickleId);
    else if (m.testCaseStarted) started.set(m.testCaseStarted.id, { testCaseId: m.testCaseStarted.testCaseId, status: 'passed', runs: [], retried: false });
    else if (m.testStepFinished) {
      const s = started.get(m.testStepFinished.testCaseStartedId);
      const st = m.testStepFinished.testStepResult.status.toLowerCase() as ScenarioStatus;
      const status: ScenarioStatus = SEVERITY.includes(st) ? st : 'unknown';
      if (s && SEVERITY.indexOf(status) < SEVERITY.indexOf(s.status)) s.status = status;
    } else if (m.testCaseFinished) {
      const s = started.get(m.testCaseFinished.testCaseStartedId);
      if (s) s.retried = !!m.testCaseFinished.willBeRetried;
    } else if (m.attachment && m.attachment.mediaType === TAKEN_MEDIA_TYPE && m.attachment.testCaseStartedId) {
      const s = started.get(m.attachment.testCaseStartedId);
      const body = m.attachment.contentEncoding === 'BASE64' ? Buffer.from(m.attachment.body, 'base64').toString('utf8') : m.attachment.body;
      const rec = JSON.parse(body) as { ruleset: string; procedure: string; taken: string[][] };
      if (s) s.runs.push({ ruleset: rec.ruleset, procedure: rec.procedure, taken: rec.taken.flat() });
    }
  }
  const byKey = new Map<string, ScenarioRun>();
  for (const s of started.values()) {
    if (s.retried) continue;
    const pickle = pickles.get(caseToPickle.get(s.testCaseId) ?? '');
    if (!pickle) continue;
    const run: ScenarioRun = { uri: pickle.uri, line: pickle.location?.line ?? 0, name: pickle.name, status: s.status, runs: s.runs };
    byKey.set(`${run.uri}:${run.line}`, run);
  }
  return [...byKey.values()].sort((a, b) => (a.uri === b.uri ? a.line - b.line : a.uri < b.uri ? -1 : 1));
}
