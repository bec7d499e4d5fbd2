/**
 * O16.4.1 Melee FP and the shared current FP (units.ts), worked by hand from 3.1.1, 3.1.6, 3.3.1.2,
 * E44.1, 13.2 and F106.1.
 */
import { describe, expect, it } from 'vitest';
import { meleeFp, meleeHexes } from '../machines/cce/melee/rules';
import { currentFirepower, type Situation, type Unit } from '../machines/cce/units';

const side = (fp: number, extra = {}) => ({ morale: 7, fp, ...extra });
const u = (id: string, owner: Unit['owner'], kind: Unit['kind'], hex: string, fp: [number, number], extra: Partial<Unit> = {}): Unit => ({
  id,
  owner,
  kind,
  hex,
  broken: false,
  suppressed: false,
  veteran: false,
  sides: { unbroken: side(fp[0], kind === 'leader' ? { command: 2 } : {}), broken: side(fp[1], kind === 'leader' ? { command: 0 } : {}) },
  ...extra,
});
const situation = (units: Unit[], wire = false): Situation => ({ units, map: { hexes: { C3: { terrain: ['Woods'], ...(wire ? { markers: ['Wire'] } : {}) }, C4: { terrain: ['Open Ground'] } } } });

describe('currentFirepower (units.ts)', () => {
  it('is the printed FP of the side shown, with Command, Veteran, Suppressed and Wire', () => {
    const ldr = u('ldr', 'axis', 'leader', 'C3', [1, 0]);
    const sq = u('sq', 'axis', 'squad', 'C3', [6, 2], { veteran: true, suppressed: true });
    const s = situation([ldr, sq], true);
    // 6 + Command 2 + Veteran 1 - Suppressed 1 - Wire 1 = 7
    expect(currentFirepower(sq, s, 'zero')).toBe(7);
    // a Leader adds nothing to himself (3.3.1.2): 1 - Wire 1 = 0
    expect(currentFirepower(ldr, s, 'zero')).toBe(0);
  });

  it('uses the broken side, and a broken Leader adds Command 0 by default', () => {
    const ldr = u('ldr', 'axis', 'leader', 'C3', [1, 0], { broken: true });
    const sq = u('sq', 'axis', 'squad', 'C3', [6, 2], { broken: true });
    expect(currentFirepower(sq, situation([ldr, sq]), 'zero')).toBe(2);
  });
});

describe('meleeFp (O16.4.1)', () => {
  it('adds the current FP of each unit of the side in the hex, +1 per boxed FP, never a Weapon', () => {
    const boxed = u('boxed', 'allied', 'squad', 'C3', [5, 2]);
    boxed.sides.unbroken.boxedFp = true;
    const mg = { id: 'mg', type: 'mg' as const, fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false };
    const units = [boxed, u('team', 'allied', 'team', 'C3', [3, 1], { weapon: mg }), u('far', 'allied', 'squad', 'C4', [6, 2]), u('de', 'axis', 'squad', 'C3', [6, 3])];
    // 5 + 1 (boxed) + 3 = 9; the MG's 5 and the Squad in C4 are not counted
    expect(meleeFp(situation(units), 'C3', 'allied', 'zero')).toBe(9);
    expect(meleeFp(situation(units), 'C3', 'axis', 'zero')).toBe(6);
  });

  it('a boxed FP on the unbroken side gives nothing once the unit is broken', () => {
    const boxed = u('boxed', 'allied', 'squad', 'C3', [5, 2], { broken: true });
    boxed.sides.unbroken.boxedFp = true;
    expect(meleeFp(situation([boxed]), 'C3', 'allied', 'zero')).toBe(2);
  });
});

describe('meleeHexes (O16.4)', () => {
  it('lists, sorted, the hexes holding units of both sides', () => {
    const s = situation([u('a', 'axis', 'team', 'C4', [3, 1]), u('b', 'allied', 'team', 'C4', [3, 1]), u('c', 'axis', 'team', 'C3', [3, 1]), u('d', 'allied', 'team', 'C3', [3, 1]), u('e', 'axis', 'team', 'B2', [3, 1])]);
    expect(meleeHexes(s)).toEqual(['C3', 'C4']);
  });
});
