/**
 * Every Combat! Stalingrad reading is executable and observable: for every alternative other than the
 * default, at least one case walked from its procedures' seeds comes out differently (as
 * tests/readings.alternatives.test.ts checks for cce).
 */
import { describe, expect, it } from 'vitest';
import { CS_READINGS } from '../machines/cs/readings';
import { findDistinguishingCase } from '../oracle/diff';
import { PROCEDURES } from '../oracle/registry';

const modelled = new Set(PROCEDURES.filter((p) => p.ruleset === 'cs').map((p) => p.procedure));

describe('every alternative of every cs reading changes at least one case', () => {
  for (const reading of CS_READINGS) {
    for (const alt of reading.alternatives.filter((a) => a.id !== reading.default)) {
      it(`${reading.id}: ${reading.default} vs ${alt.id}`, () => {
        expect(reading.procedures.every((p) => modelled.has(p))).toBe(true);
        const found = findDistinguishingCase('cs', reading.id, alt.id, reading.procedures);
        expect(found, `reading ${reading.id} = ${alt.id}: no case comes out differently`).not.toBeNull();
        expect(found!.default).not.toBe(found!.alternative);
      });
    }
  }

  it('every reading names its procedures, quotes, at least two alternatives and a default among them', () => {
    const bad = CS_READINGS.filter((r) => !r.procedures.length || !r.quotes.length || r.alternatives.length < 2 || !r.alternatives.some((a) => a.id === r.default) || !r.reason || !r.question).map((r) => r.id);
    expect(bad).toEqual([]);
  });
});
