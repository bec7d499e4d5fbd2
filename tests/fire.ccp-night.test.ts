/**
 * CC:P Fire's `night` (18.3, 7.2) is validated like the rest of the situation: a bad value is refused naming
 * its field, the value and the rule; a good one reaches the situation. In process (no build, no child).
 */
import { describe, expect, it } from 'vitest';
import { OracleError } from '../machines/core/errors';
import { parseCcpFireSituation } from '../oracle/procedures/ccp/fire';
import { buildUnit } from '../oracle/procedures/cce/seeds';

const base = {
  player: 'axis',
  initiative: 'allied',
  los: [],
  units: [buildUnit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' })],
  map: { hexes: { B5: { terrain: ['Open Ground'] } } },
};

const refusal = (night: unknown): OracleError => {
  try {
    parseCcpFireSituation({ ...base, night }, 'input');
  } catch (e) {
    if (e instanceof OracleError) return e;
    throw e;
  }
  throw new Error('accepted');
};

describe('ccp fire: the night situation', () => {
  it('keeps the starshells of a night situation', () => {
    expect(parseCcpFireSituation({ ...base, night: { starshells: ['E3'] } }, 'input').night).toEqual({ starshells: ['E3'] });
    expect(parseCcpFireSituation(base, 'input').night).toBeUndefined();
  });

  it('refuses a starshell that is no hex id, naming the field, the value and 7.2', () => {
    const e = refusal({ starshells: ['E'] });
    expect([e.code, e.path, e.actual]).toEqual(['invalid-field', 'input.night.starshells[0]', 'E']);
    const f = refusal({ starshells: 'E3' });
    expect([f.code, f.path, f.rule]).toEqual(['invalid-field', 'input.night.starshells', '7.2']);
  });

  it('refuses an unknown field of night', () => {
    expect(refusal({ starshells: [], moon: true }).path).toContain('input.night');
  });
});
