/**
 * The engine's prefix cache and situation cache (issue 24.3): every committed vector answered through the caches — in file
 * order, so prefixes are shared and reused — is byte-identical to the answer replayed from the start
 * without it; error answers too (an event past the end, an illegal event after a cached prefix).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { answerText, cacheStats, useCache } from '../oracle/engine';

const DIR = path.join(__dirname, '..', 'oracle', 'vectors', 'cce');
const lines = fs
  .readdirSync(DIR)
  .sort()
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')).cases)
  .map((v: { id: string; ruleset: string; readings: unknown; procedure: string; input: unknown; events: unknown[] }) =>
    JSON.stringify({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events }),
  );

afterAll(() => useCache(true));

it('answers every vector byte-identically with and without the cache, and the cache is used', () => {
  useCache(false);
  const cold = lines.map(answerText);
  useCache(true);
  const warm = lines.map(answerText);
  expect(warm.length).toBe(cold.length);
  for (let i = 0; i < cold.length; i++) if (warm[i] !== cold[i]) expect(warm[i]).toBe(cold[i]);
  const again = lines.map(answerText);
  for (let i = 0; i < cold.length; i++) if (again[i] !== cold[i]) expect(again[i]).toBe(cold[i]);
  const stats = cacheStats()!;
  expect(stats.hits).toBeGreaterThan(stats.misses);
  // The CC:E vectors come from a few hundred inputs: with the caches on, each input is parsed once, every
  // other case takes its situation from the situation cache.
  const inputs = new Set(lines.map((l) => { const v = JSON.parse(l); return `${v.procedure} ${JSON.stringify(v.input)}`; }));
  expect(inputs.size).toBeLessThan(lines.length / 2);
  expect(stats.situationHits).toBe(2 * lines.length - inputs.size);
});

it('gives the same error answers after a cached prefix', () => {
  const v = JSON.parse(lines[0]);
  const broken = [
    JSON.stringify({ ...v, events: [...v.events, { type: 'KEEP_ROLL' }] }), // past the end
    JSON.stringify({ ...v, events: [v.events[0], { type: 'ROLL', white: 9, colored: 1 }] }), // an impossible die after a cached step
    JSON.stringify({ ...v, events: [v.events[0], { type: 'NO_SUCH_EVENT' }] }),
  ];
  useCache(false);
  const cold = broken.map(answerText);
  useCache(true);
  answerText(lines[0]); // cache the prefix
  expect(broken.map(answerText)).toEqual(cold);
  for (const a of cold) expect(JSON.parse(a).error.code).toMatch(/^(illegal-event|impossible-roll|invalid-field)$/);
});
