/**
 * Reading Cucumber's message stream (oracle/coverage/cucumber.ts): a scenario's `uri:line`, its worst
 * step status, the transitions attached by steps/coverage.hooks.ts; an attempt that will be retried
 * is ignored; other attachments are ignored; no file gives null.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCucumberMessages, TAKEN_MEDIA_TYPE } from '../oracle/coverage/cucumber';

const lines = [
  { meta: { protocolVersion: '32.2.0' } },
  { pickle: { id: 'p1', uri: 'features/x/a.feature', name: 'First', location: { line: 7 } } },
  { pickle: { id: 'p2', uri: 'features/x/a.feature', name: 'Outline row', location: { line: 30 } } },
  { testCase: { id: 'c1', pickleId: 'p1' } },
  { testCase: { id: 'c2', pickleId: 'p2' } },
  // p1: one attempt that will be retried (failed), then one that passes.
  { testCaseStarted: { id: 's1', testCaseId: 'c1' } },
  { testStepFinished: { testCaseStartedId: 's1', testStepResult: { status: 'FAILED' } } },
  { testCaseFinished: { testCaseStartedId: 's1', willBeRetried: true } },
  { testCaseStarted: { id: 's2', testCaseId: 'c1' } },
  { testStepFinished: { testCaseStartedId: 's2', testStepResult: { status: 'PASSED' } } },
  { attachment: { testCaseStartedId: 's2', mediaType: TAKEN_MEDIA_TYPE, contentEncoding: 'IDENTITY', body: JSON.stringify({ ruleset: 'x', procedure: 'demo', taken: [['a always → b'], ['b GO → c']] }) } },
  { attachment: { testCaseStartedId: 's2', mediaType: 'text/plain', contentEncoding: 'IDENTITY', body: 'a log line' } },
  { testCaseFinished: { testCaseStartedId: 's2', willBeRetried: false } },
  // p2: a passed step, then an undefined one: the scenario is undefined. Its attachment is base64.
  { testCaseStarted: { id: 's3', testCaseId: 'c2' } },
  { testStepFinished: { testCaseStartedId: 's3', testStepResult: { status: 'PASSED' } } },
  { testStepFinished: { testCaseStartedId: 's3', testStepResult: { status: 'UNDEFINED' } } },
  { attachment: { testCaseStartedId: 's3', mediaType: TAKEN_MEDIA_TYPE, contentEncoding: 'BASE64', body: Buffer.from(JSON.stringify({ ruleset: 'x', procedure: 'demo', taken: [[]] })).toString('base64') } },
  { testCaseFinished: { testCaseStartedId: 's3', willBeRetried: false } },
];

describe('readCucumberMessages', () => {
  it('reads each scenario once, with its result and the transitions it took', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-messages-')), 'messages.ndjson');
    fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(readCucumberMessages(file)).toEqual([
      { uri: 'features/x/a.feature', line: 7, name: 'First', status: 'passed', runs: [{ ruleset: 'x', procedure: 'demo', taken: ['a always → b', 'b GO → c'] }] },
      { uri: 'features/x/a.feature', line: 30, name: 'Outline row', status: 'undefined', runs: [{ ruleset: 'x', procedure: 'demo', taken: [] }] },
    ]);
  });

  it('gives null when Cucumber has not run', () => {
    expect(readCucumberMessages(path.join(os.tmpdir(), 'combat-oracle-missing', 'messages.ndjson'))).toBeNull();
  });
});
