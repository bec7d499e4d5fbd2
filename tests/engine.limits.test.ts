/**
 * Hostile requests (issue 15, items 1-3): JSON nested 100,000 levels deep, a 5 MB unit id, non-JSON
 * text with line breaks. `engine` answers each with one bounded `limit-exceeded` / `invalid-json` line
 * and keeps serving; `resolve` exits 2 with one bounded line on stderr. The limits are those of
 * machines/core/limits.ts (IMPLEMENTERS.md, "Limits").
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerLine, answerText } from '../oracle/engine';
import { checkRequestShape, REQUEST_LIMITS } from '../machines/core/limits';
import { OracleError } from '../machines/core/errors';

const ROOT = path.join(__dirname, '..');
const BIN = path.join(ROOT, 'bin', 'combat-oracle.js');
const vector = JSON.parse(fs.readFileSync(path.join(ROOT, 'oracle/vectors/cce/recover.json'), 'utf8')).cases[0];
const request = { id: vector.id, ruleset: vector.ruleset, readings: vector.readings, procedure: vector.procedure, input: vector.input, events: vector.events };
const good = JSON.stringify(request);
/** The events array with a value nested `n` levels deep in front (built as text: JSON.stringify itself would overflow). */
const deepEvents = (n: number) => good.replace('"events":[', `"events":[${'['.repeat(n)}0${']'.repeat(n)},`);
const unitId = vector.input.units[0].id as string;
const longId = (chars: number) => good.split(JSON.stringify(unitId)).join(JSON.stringify('x'.repeat(chars)));

describe('request limits (machines/core/limits.ts)', () => {
  it('every published vector is inside them', () => {
    for (const f of fs.readdirSync(path.join(ROOT, 'oracle/vectors/cce'))) {
      for (const v of JSON.parse(fs.readFileSync(path.join(ROOT, 'oracle/vectors/cce', f), 'utf8')).cases) {
        expect(() => checkRequestShape({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events })).not.toThrow();
      }
    }
  });

  it('names the first field past the depth limit', () => {
    let nested: unknown = 0;
    for (let i = 0; i < REQUEST_LIMITS.maxDepth; i++) nested = [nested];
    try {
      checkRequestShape({ events: [nested] });
      expect.unreachable();
    } catch (e) {
      expect((e as OracleError).code).toBe('limit-exceeded');
      expect((e as OracleError).path).toBe('events' + '[0]'.repeat(REQUEST_LIMITS.maxDepth - 1));
    }
  });
});

describe('engine: one answer per hostile line, one line each, bounded', () => {
  it('a value nested 100,000 levels deep is a limit-exceeded error naming the field, with the id', () => {
    const a = answerLine(deepEvents(100_000)) as unknown as { id: string; error: { code: string; path: string } };
    expect(a.id).toBe(vector.id);
    expect(a.error.code).toBe('limit-exceeded');
    expect(a.error.path.startsWith('events[0][0]')).toBe(true);
    expect(answerText(deepEvents(100_000)).length).toBeLessThan(2_000);
  });

  it('deep nesting in input and readings is limit-exceeded too, not internal', () => {
    const deepInput = good.replace('"input":{', `"input":{"deep":${'['.repeat(50_000)}${']'.repeat(50_000)},`);
    const deepReadings = JSON.stringify({ ...request, readings: {} }).replace('"readings":{}', `"readings":{"x":${'{"y":'.repeat(50_000)}0${'}'.repeat(50_000)}}`);
    for (const line of [deepInput, deepReadings]) {
      const a = answerLine(line) as unknown as { error: { code: string } };
      expect(a.error.code).toBe('limit-exceeded');
    }
  });

  it('a unit id of 3 million characters gives an error line under 2 kB', () => {
    const text = answerText(longId(3_000_000));
    expect(JSON.parse(text).error.code).toBe('limit-exceeded');
    expect(text.length).toBeLessThan(2_000);
  });

  it('non-JSON text with line breaks gives one line', () => {
    const text = answerText('not json\nat all {\r\n');
    expect(text.indexOf('\n')).toBe(text.length - 1);
    expect(JSON.parse(text).error.code).toBe('invalid-json');
  });

  it('a real engine process answers a deep line, a 5 MB line and a good line, in order, and exits 0', () => {
    const input = [deepEvents(100_000), longId(5_000_000), good].join('\n') + '\n';
    const r = spawnSync(process.execPath, [BIN, 'engine'], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.error?.code ?? l.state)).toEqual(['limit-exceeded', 'limit-exceeded', vector.expect.state]);
    expect(lines[2].output).toEqual(vector.expect.output);
  });
});

describe('resolve: exit 2 and one bounded line', () => {
  const resolve = (stdin: string) => spawnSync(process.execPath, [BIN, 'resolve', 'recover'], { input: stdin, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  it.each([
    ['nested 100,000 deep', deepEvents(100_000), /^error: events\[0\]\[0\].* must be nested at most 32 levels deep/],
    ['a 5 MB unit id', longId(5_000_000), /^error: \(stdin\) must be at most 4194304 bytes/],
    ['a 2 MB unit id', longId(2_000_000), /^error: input\.units\[0\]\.id must be a string of at most 1000 characters/],
    ['non-JSON text with line breaks', 'not json\nat all {\n', /^error: \(stdin\) must be valid JSON \(got "not json\\nat all \{\\n"\)/],
  ])('%s', (_what, stdin, message) => {
    const r = resolve(stdin);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr.length).toBeLessThan(1_200);
  });
});
