/**
 * O22.3 and the current-Morale arithmetic behind it, with values worked out by hand from the rules
 * (3.1.4, T78.3, T93, 3.3.1.2, E44.1, 13.2, F106.1).
 */
import { describe, expect, it } from 'vitest';
import { testUnit } from './units.helpers';
import { rallyOutcome } from '../machines/cce/recover';
import { commandBonus, currentMorale, type Situation, type Unit } from '../machines/cce/units';
import { bestCover } from '../machines/cce/terrain';

const u = testUnit;

describe('O22.3 Rally Roll outcomes', () => {
  it('the rulebook example: current Morale 7 — 5 rallies, 7 suppresses, 9 has no effect', () => {
    expect(rallyOutcome(5, 7, 5, 'current')).toBe('rallied');
    expect(rallyOutcome(7, 7, 5, 'current')).toBe('suppressed');
    expect(rallyOutcome(9, 7, 5, 'current')).toBe('no-effect');
  });
  it('6 is the highest roll that rallies at Morale 7, 8 the lowest with no effect', () => {
    expect(rallyOutcome(6, 7, 5, 'current')).toBe('rallied');
    expect(rallyOutcome(8, 7, 5, 'current')).toBe('no-effect');
  });
  it('under the "printed" reading of the first bullet, a roll between printed and current Morale does nothing', () => {
    expect(rallyOutcome(6, 7, 5, 'printed')).toBe('no-effect');
    expect(rallyOutcome(4, 7, 5, 'printed')).toBe('rallied');
  });
});

describe('current Morale', () => {
  const map = (terrain: string[], markers: string[] = []): Situation['map'] => ({ hexes: { C5: { terrain, markers } } });
  it('adds the best single Cover (T78.3): Woods 2 with Foxholes 3 gives 3, not 5', () => {
    expect(bestCover({ terrain: ['Woods'], markers: ['Foxholes'] })).toBe(3);
  });
  it('lowers every other Cover by 1 in a Road hex (T93): Open Ground with a Road is -1', () => {
    expect(bestCover({ terrain: ['Open Ground', 'Road'] })).toBe(-1);
  });
  it('the O20.3.4 example D: base 6 in Open Ground with a Road defends at 5', () => {
    const s: Situation = { units: [u({ broken: false, sides: { unbroken: { morale: 6 }, broken: { morale: 5 } } })], map: map(['Open Ground', 'Road']) };
    expect(currentMorale(s.units[0], s, 'zero')).toBe(5);
  });
  it('adds the Command of every friendly Leader in the hex to a Squad, cumulatively, but not to a Leader (3.3.1.2)', () => {
    const ldr = (id: string, command: number): Unit => u({ id, kind: 'leader', broken: false, sides: { unbroken: { morale: 9, command }, broken: { morale: 7, command: 0 } } });
    const s: Situation = { units: [u({}), ldr('l1', 2), ldr('l2', 1)], map: map(['Woods']) };
    expect(commandBonus(s.units[0], s.units, 'zero')).toBe(3);
    expect(currentMorale(s.units[0], s, 'zero')).toBe(5 + 2 + 3);
    expect(currentMorale(s.units[1], s, 'zero')).toBe(9 + 2);
  });
  it('a broken Leader adds 0 by default and its printed broken Command under the other reading', () => {
    const ldr = u({ id: 'l', kind: 'leader', broken: true, sides: { unbroken: { morale: 9, command: 2 }, broken: { morale: 7, command: 1 } } });
    const s: Situation = { units: [u({}), ldr], map: map(['Open Ground']) };
    expect(currentMorale(s.units[0], s, 'zero')).toBe(5);
    expect(currentMorale(s.units[0], s, 'printed')).toBe(6);
  });
  it('Veteran +1 (E44.1), Suppressed -1 (13.2), Wire -1 (F106.1)', () => {
    const s: Situation = { units: [u({ veteran: true, suppressed: true })], map: map(['Open Ground'], ['Wire']) };
    expect(currentMorale(s.units[0], s, 'zero')).toBe(5 + 1 - 1 - 1);
  });
  it('an enemy Leader in the hex adds nothing', () => {
    const s: Situation = { units: [u({}), u({ id: 'el', owner: 'axis', kind: 'leader', broken: false, sides: { unbroken: { morale: 9, command: 2 }, broken: { morale: 7 } } })], map: map(['Open Ground']) };
    expect(currentMorale(s.units[0], s, 'zero')).toBe(5);
  });
});
