/**
 * Canonical JSON (oracle/canonical.ts) is written in one pass, and the graph walk keeps the text of
 * each context part it has written (issue 24: the walk's state keys were 38% of a walk). Vector ids and
 * the walk's states depend on the text, so it must be exactly `JSON.stringify(sortKeys(value))`, and a
 * kept text must never go stale (no machine changes a context in place).
 */
import { describe, expect, it } from 'vitest';
import { canonical, sortKeys } from '../oracle/canonical';
import { resolveReadings } from '../machines/core/readings';
import { getRuleset, PROCEDURES } from '../oracle/registry';
import { walkSeed } from '../oracle/walk';

describe('canonical', () => {
  it('gives the text of JSON.stringify(sortKeys(value)), written out here by hand', () => {
    const f = () => 1;
    const cases: [unknown, string][] = [
      [{ b: 1, a: [true, null, 'x'] }, '{"a":[true,null,"x"],"b":1}'],
      [{ z: undefined, y: f, x: 0 }, '{"x":0}'], // undefined and function members are left out
      [[undefined, f, NaN, Infinity, -0], '[null,null,null,null,0]'], // ... and are null in arrays, as non-finite numbers are
      // array-index keys first, by value (as any object holds them), then the others by code unit
      [{ B: 1, a: 2, _: 3, é: 4, '10': 5, '9': 6, '4294967294': 7, '4294967295': 8, '01': 9 }, '{"9":6,"10":5,"4294967294":7,"01":9,"4294967295":8,"B":1,"_":3,"a":2,"é":4}'],
      [{ 'quote"d': 'line\nbreak' }, '{"quote\\"d":"line\\nbreak"}'],
      [{ n: { m: { l: [] } }, e: {} }, '{"e":{},"n":{"m":{"l":[]}}}'],
      [1e21, '1e+21'],
      ['', '""'],
    ];
    for (const [value, text] of cases) {
      expect(canonical(value)).toBe(text);
      expect(JSON.stringify(sortKeys(value))).toBe(text);
    }
    expect(canonical(undefined)).toBeUndefined();
    expect(() => canonical({ n: 1n })).toThrow(TypeError);
  });

  it('with a memo gives the same text, and the same again for the same object', () => {
    const shared = { hexes: { C5: { terrain: ['Woods'] } } };
    const memo = new WeakMap<object, string>();
    const a = { map: shared, log: [1] };
    const b = { map: shared, log: [1, 2] };
    expect(canonical(a, memo)).toBe('{"log":[1],"map":{"hexes":{"C5":{"terrain":["Woods"]}}}}');
    expect(canonical(b, memo)).toBe('{"log":[1,2],"map":{"hexes":{"C5":{"terrain":["Woods"]}}}}');
    expect(memo.get(shared)).toBe('{"hexes":{"C5":{"terrain":["Woods"]}}}');
  });
});

describe('the walk keeps the text of context parts', () => {
  it('and no kept text goes stale: every state of the first seed of every procedure written afresh gives the same key', () => {
    let walked = 0;
    for (const spec of PROCEDURES) {
      const readings = resolveReadings(getRuleset(spec.ruleset).readings, {}, spec.procedure);
      for (const seed of spec.seeds.slice(0, 1)) {
        expect(() => walkSeed(spec, seed, spec.ruleset, readings, undefined, true)).not.toThrow();
        walked++;
      }
    }
    expect(walked).toBe(PROCEDURES.length);
  });
});
