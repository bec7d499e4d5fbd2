// Comparing answers: the allocation-free equality check that runs first agrees with the leaf-by-leaf diff
// (key order irrelevant, array order significant, an undefined member the same as an absent one).
import { describe, expect, it } from 'vitest';
import { compareStateOutput, diffValues, jsonEqual } from '../oracle/verify/compare';

const pairs: [unknown, unknown, boolean][] = [
  [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }, true],
  [{ a: 1, b: undefined }, { a: 1 }, true],
  [{ a: 1 }, { a: 1, b: null }, false],
  [[1, 2], [2, 1], false],
  [[1, 2], [1, 2, 3], false],
  [{ 0: 1 }, [1], false],
  [{ a: { b: { c: [true] } } }, { a: { b: { c: [false] } } }, false],
  ['3', 3, false],
  [null, {}, false],
];

describe('comparing an answer with its expectation', () => {
  it('says equal exactly when the diff is empty', () => {
    for (const [a, b, same] of pairs) {
      expect([jsonEqual(a, b), jsonEqual(b, a)]).toEqual([same, same]);
      expect(diffValues(a, b, 'output').length === 0).toBe(same);
    }
  });

  it('still names every differing leaf when the output differs', () => {
    expect(compareStateOutput({ state: 'done', output: { rolls: [{ result: 'suppressed' }] } }, { state: 'done', output: { rolls: [{ result: 'rallied' }] } })).toEqual([
      { path: 'output.rolls[0].result', segments: ['rolls', 0, 'result'], expected: 'suppressed', actual: 'rallied' },
    ]);
    expect(compareStateOutput({ state: 'done', output: {} }, { state: 'done', output: {} })).toEqual([]);
    expect(compareStateOutput({ state: 'done', output: {} }, { state: 'refused', output: {} })).toEqual([{ path: 'state', expected: 'done', actual: 'refused' }]);
  });
});
