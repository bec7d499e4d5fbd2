/**
 * Fuzzing the reference engine (issue 15.7): requests taken from the published vectors and mutated
 * (a field removed, replaced by a value of another type, a number pushed out of range, a string made
 * long, an event duplicated or dropped, a value nested deep, the line cut short). Every answer must be
 * a result or a clean error — never `internal`, never a crash — the engine must keep serving, and
 * `resolve` must exit 0 or 2. Deterministic: fast-check runs with a fixed seed.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerText } from '../oracle/engine';

const ROOT = path.join(__dirname, '..');
const BIN = path.join(ROOT, 'bin', 'combat-oracle.js');
const DIR = path.join(ROOT, 'oracle', 'vectors', 'cce');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

// A few requests of every procedure (the first, the middle and the last case of each file).
const seeds: Json[] = fs
  .readdirSync(DIR)
  .sort()
  .flatMap((f) => {
    const cases = JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')).cases;
    return [cases[0], cases[cases.length >> 1], cases[cases.length - 1]].map((v) => ({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events }));
  });

/** Every path to a value in a JSON document. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k], [...at, k], out);
  return out;
}

function setAt(doc: Json, at: (string | number)[], f: (old: Json) => Json | undefined): Json {
  if (!at.length) return f(doc) ?? null;
  const copy: Json = Array.isArray(doc) ? [...doc] : { ...(doc as Record<string, Json>) };
  const [k, ...rest] = at;
  const child = (copy as Record<string | number, Json>)[k];
  const next = rest.length ? setAt(child, rest, f) : f(child);
  if (next === undefined) {
    if (Array.isArray(copy)) copy.splice(k as number, 1);
    else delete (copy as Record<string, Json>)[k as string];
  } else (copy as Record<string | number, Json>)[k] = next;
  return copy;
}

const replacement = fc.oneof(
  fc.constantFrom<Json>(null, true, false, 0, -1, 1.5, 7, 13, 99, 1e308, '', 'x', 'O22.3', [], {}, [null], { type: 'ROLL' }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ maxLength: 12 }),
  fc.constant('y'.repeat(2_000)),
  fc.constant(JSON.parse('['.repeat(40) + ']'.repeat(40)) as Json),
);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: replacement }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate-event' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cut' as const), pick: fc.nat() }),
);

/** One mutated request line from a seed. */
const requestLine = fc.tuple(fc.nat({ max: seeds.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([s, muts]) => {
  let doc = seeds[s];
  let cut: number | undefined;
  for (const m of muts) {
    const ps = paths(doc);
    const at = ps[m.pick % ps.length];
    if (m.kind === 'replace') doc = setAt(doc, at, () => m.value);
    else if (m.kind === 'remove' && at.length) doc = setAt(doc, at, () => undefined);
    else if (m.kind === 'duplicate-event') {
      const events = (doc as { events?: Json[] }).events;
      if (Array.isArray(events) && events.length) doc = setAt(doc, ['events'], () => [...events, events[m.pick % events.length]]);
    } else if (m.kind === 'cut') cut = m.pick;
  }
  const text = JSON.stringify(doc);
  return cut === undefined ? text : text.slice(0, cut % text.length);
});

function assertClean(line: string): void {
  expect(line.endsWith('\n')).toBe(true);
  expect(line.indexOf('\n')).toBe(line.length - 1);
  const a = JSON.parse(line);
  if ('error' in a) {
    expect(a.error.code, a.error.message).not.toBe('internal');
    expect(typeof a.error.message).toBe('string');
    expect(line.length).toBeLessThan(4_000);
  } else if (!('unsupported' in a)) {
    expect(typeof a.state).toBe('string');
    expect(a.output).toBeTypeOf('object');
  }
}

describe('fuzzed requests', () => {
  it('3,000 mutated requests answered in-process: each a result or a clean one-line error, never internal', () => {
    fc.assert(
      fc.property(requestLine, (line) => assertClean(answerText(line))),
      { seed: 20261125, numRuns: 3_000 },
    );
  });

  it('300 mutated requests through a real engine process: one answer each, in order, and it exits 0', () => {
    const lines = fc.sample(requestLine, { seed: 7, numRuns: 300 }).map((l) => l.replace(/\n/g, ' '));
    const input = lines.filter((l) => l.trim() !== '').join('\n') + '\n' + JSON.stringify(seeds[0]) + '\n';
    const r = spawnSync(process.execPath, [BIN, 'engine'], { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const answers = r.stdout.split(/(?<=\n)/);
    expect(answers).toHaveLength(input.trim().split('\n').length);
    for (const a of answers) assertClean(a);
    // The engine still serves: the last, unmutated request gets its result.
    expect(JSON.parse(answers[answers.length - 1])).toMatchObject({ id: (seeds[0] as { id: string }).id, state: expect.any(String) });
  });

  it('5 mutated requests through resolve: exit 0 with a result or 2 with one error line', () => {
    for (const line of fc.sample(requestLine, { seed: 11, numRuns: 5 })) {
      const procedure = (/"procedure":"([a-z-]+)"/.exec(line) ?? [])[1] ?? 'recover';
      const r = spawnSync(process.execPath, [BIN, 'resolve', procedure], { input: line, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      expect([0, 2], `${line.slice(0, 200)}\n${r.stderr}`).toContain(r.status);
      if (r.status === 2) {
        expect(r.stderr).toMatch(/^error: /);
        expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      } else expect(JSON.parse(r.stdout).state).toBeTypeOf('string');
    }
  });
});
