/**
 * canonical() writes JSON with the keys sorted at every level in one pass (oracle/canonical.ts); it must
 * give exactly what JSON.stringify(sortKeys(value)) gives, since vector ids and the walk's state keys are
 * made from it: over arbitrary JSON-like values, and over the awkward ones (index-like keys, which
 * JSON.stringify puts first; undefined, functions and symbols, left out of objects and null in arrays;
 * non-finite numbers and -0).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { canonical, sortKeys } from '../oracle/canonical';

it('equals JSON.stringify(sortKeys(value)) for any value', () => {
  const value = fc.oneof(
    fc.jsonValue(),
    fc.anything({ withNullPrototype: true, withSparseArray: true, withObjectString: true, withBoxedValues: true, maxDepth: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('0', '1', '2', '10', '01', '-1', '4294967294', '4294967295', 'a', 'b', 'é', '__proto__x'), fc.string()), fc.oneof(fc.integer(), fc.constant(undefined), fc.string())),
  );
  fc.assert(
    fc.property(value, (v) => {
      expect(canonical(v)).toBe(JSON.stringify(sortKeys(v)));
    }),
    { seed: 20261125, numRuns: 1_000 },
  );
  for (const v of [{ b: 1, a: undefined, c: () => 1, d: Symbol('x'), 10: 'ten', 2: 'two', '02': 'z' }, [undefined, () => 1, NaN, -0, Infinity], -0, 'x', null, new Date(0), new Map([[1, 2]])])
    expect(canonical(v)).toBe(JSON.stringify(sortKeys(v)));
});
