/**
 * The ccp readings that touch Fire are executable and observable (as tests/readings.alternatives.suite.ts
 * asks of every cce reading): ccp.height-mixed-fire-group = downhill changes a case of the ccp Fire seeds.
 * By hand (T89.2): Squads on level 2 and level 0 fire at a level-1 hex, FP 6 + 1 = 7; `both` adds −1 and +1
 * (7), `downhill` only +1 (8), so the Attack Total of a 3+4 roll is 14 or 15.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

describe('ccp.height-mixed-fire-group', () => {
  it('downhill vs both: the mixed Fire Group seed comes out differently', () => {
    const found = findDistinguishingCase('ccp', 'ccp.height-mixed-fire-group', 'downhill', ['fire'], { seeds: ['height-mixed-fire-group'] });
    expect(found?.seed).toBe('height-mixed-fire-group');
    expect(found!.default).not.toBe(found!.alternative);
    const totals = [found!.default, found!.alternative].map((o) => (JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as { output?: { shots?: { attack?: { total: number } }[] } }).output?.shots?.[0]?.attack?.total);
    expect(totals).toEqual([14, 15]);
  });
});

/**
 * ccp.sand-sogeki-hei = ordnance changes a case of the ccp Fire seeds. By hand (T82 Sand, 3.3.4 c): the Sogeki
 * Hei (FP 2) hits the Allied Squad on a beach hex and rolls 3×4 = 12: 2 + 12 = 14 under `not-a-weapon` (no
 * Sand: "a unit and not a weapon"), 14 - 2 = 12 under `ordnance`.
 */
describe('ccp.sand-sogeki-hei', () => {
  it('ordnance vs not-a-weapon: the Sogeki Hei at a beach hex comes out 12 instead of 14', () => {
    const found = findDistinguishingCase('ccp', 'ccp.sand-sogeki-hei', 'ordnance', ['fire'], { seeds: ['sand-sogeki-hei-at-beach'] });
    expect(found?.seed).toBe('sand-sogeki-hei-at-beach');
    const totals = [found!.default, found!.alternative].map((o) => (JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as { output?: { shots?: { attack?: { total: number } }[] } }).output?.shots?.[0]?.attack?.total);
    expect(totals).toEqual([14, 12]);
  });
});
