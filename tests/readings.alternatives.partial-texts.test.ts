/**
 * Every reading of the partial texts (Combat! Stalingrad, SPI Combat Command) is executable and
 * observable: for every alternative other than the default, at least one case walked from its procedures'
 * seeds comes out differently (as tests/readings.alternatives.suite.ts checks for cce).
 */
import { describe, expect, it } from 'vitest';
import type { Reading } from '../machines/core/readings';
import { CS_READINGS } from '../machines/cs/readings';
import { SPICC_READINGS } from '../machines/spicc/readings';
import { findDistinguishingCase } from '../oracle/diff';
import { PROCEDURES } from '../oracle/registry';

const REGISTERS: [string, Reading[]][] = [
  ['cs', CS_READINGS],
  ['spicc', SPICC_READINGS],
];

for (const [ruleset, register] of REGISTERS) {
  const modelled = new Set(PROCEDURES.filter((p) => p.ruleset === ruleset).map((p) => p.procedure));

  describe(`every alternative of every ${ruleset} reading changes at least one case`, () => {
    for (const reading of register) {
      for (const alt of reading.alternatives.filter((a) => a.id !== reading.default)) {
        it(`${reading.id}: ${reading.default} vs ${alt.id}`, () => {
          expect(reading.procedures.every((p) => modelled.has(p))).toBe(true);
          const found = findDistinguishingCase(ruleset, reading.id, alt.id, reading.procedures);
          expect(found, `reading ${reading.id} = ${alt.id}: no case comes out differently`).not.toBeNull();
          expect(found!.default).not.toBe(found!.alternative);
        });
      }
    }

    it('every reading names its procedures, quotes, at least two alternatives and a default among them', () => {
      const bad = register.filter((r) => !r.procedures.length || !r.quotes.length || r.alternatives.length < 2 || !r.alternatives.some((a) => a.id === r.default) || !r.reason || !r.question).map((r) => r.id);
      expect(bad).toEqual([]);
    });
  });
}
