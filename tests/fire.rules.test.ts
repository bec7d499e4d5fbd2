/**
 * Fire (O20) rule checks beyond the rulebook example: bad input is refused naming the field and rule;
 * piece FP and Range with Command, Veteran, Suppressed and Wire (3.3.1.2, 3.3.1.3, E44.1, 13.2,
 * F106.1); who may fire a Weapon (11.1, T89, T95, F106.3); Fire Group chains (O20.3.1). Numbers by hand.
 */
import { describe, expect, it } from 'vitest';
import { hexesChained, pieceCannotFire, pieceFp, pieceRange, findPiece } from '../machines/cce/fire/firepower';
import { bestCover } from '../machines/cce/terrain';
import type { Situation } from '../machines/cce/units';
import { parseFireSituation } from '../oracle/procedures/cce/fire';
import { refusal as err } from './errors.helpers';

const R = { 'cce.broken-leader-command': 'zero' };

function raw(): Record<string, unknown> {
  return {
    player: 'axis',
    initiative: 'axis',
    units: [
      { id: 'sq', owner: 'axis', kind: 'squad', hex: 'C3', sides: { unbroken: { morale: 7, fp: 5, range: 4 }, broken: { morale: 6, fp: 1, range: 1 } }, weapon: { id: 'mg', type: 'mg', fp: 4, range: 8 } },
      { id: 'ldr', owner: 'axis', kind: 'leader', hex: 'C3', sides: { unbroken: { morale: 9, fp: 1, range: 1, command: 2 }, broken: { morale: 7, command: 0 } } },
      { id: 'us', owner: 'allied', kind: 'squad', hex: 'C6', sides: { unbroken: { morale: 7, fp: 6, range: 5 }, broken: { morale: 6 } } },
    ],
    map: { hexes: { C3: { terrain: ['Open Ground'] }, C6: { terrain: ['Woods'] } } },
    los: [{ from: 'C3', to: 'C6', sight: 'hindrance', hindrance: 2 }],
  };
}


describe('the Fire situation is validated', () => {
  it('accepts a well-formed situation and defaults the mode to a Fire Order', () => {
    const s = parseFireSituation(raw(), 'input');
    expect(s.mode).toBe('order');
    expect(s.los).toEqual([{ from: 'C3', to: 'C6', sight: 'hindrance', hindrance: 2 }]);
  });
  it('a hindrance LOS needs its number; a clear one may not have one (10.3)', () => {
    const a = raw();
    (a.los as Record<string, unknown>[])[0] = { from: 'C3', to: 'C6', sight: 'hindrance' };
    expect(err(() => parseFireSituation(a, 'input'))).toMatchObject({ path: 'input.los[0].hindrance', rule: '10.3' });
    const b = raw();
    (b.los as Record<string, unknown>[])[0] = { from: 'C3', to: 'C6', sight: 'clear', hindrance: 2 };
    expect(err(() => parseFireSituation(b, 'input'))).toMatchObject({ path: 'input.los[0].hindrance' });
  });
  it('an LOS fact names hexes of the map, once per pair', () => {
    const a = raw();
    (a.los as Record<string, unknown>[]).push({ from: 'C3', to: 'D9', sight: 'clear' });
    expect(err(() => parseFireSituation(a, 'input'))).toMatchObject({ path: 'input.los[1].to' });
    const b = raw();
    (b.los as Record<string, unknown>[]).push({ from: 'C3', to: 'C6', sight: 'clear' });
    expect(err(() => parseFireSituation(b, 'input'))).toMatchObject({ path: 'input.los[1]' });
  });
  it('a Weapon id may not repeat a unit id (11); only a Mortar has a minimum range (O20.2.2); Smoke needs Ordnance (O20.2.1)', () => {
    const a = raw();
    ((a.units as Record<string, unknown>[])[0].weapon as Record<string, unknown>).id = 'ldr';
    expect(err(() => parseFireSituation(a, 'input'))).toMatchObject({ path: 'input.units[0].weapon.id', rule: '11' });
    const b = raw();
    ((b.units as Record<string, unknown>[])[0].weapon as Record<string, unknown>).minRange = 2;
    expect(err(() => parseFireSituation(b, 'input'))).toMatchObject({ path: 'input.units[0].weapon.minRange', rule: 'O20.2.2' });
    const c = raw();
    ((c.units as Record<string, unknown>[])[0].weapon as Record<string, unknown>).smoke = true;
    expect(err(() => parseFireSituation(c, 'input'))).toMatchObject({ path: 'input.units[0].weapon.smoke', rule: 'O20.2.1' });
  });
  it('entering units must be moving units (A33.3); an unknown mode is refused', () => {
    const a = { ...raw(), moving: [], entering: ['us'] };
    expect(err(() => parseFireSituation(a, 'input'))).toMatchObject({ path: 'input.entering[0]' });
    expect(err(() => parseFireSituation({ ...raw(), mode: 'assault' }, 'input'))).toMatchObject({ path: 'input.mode' });
  });
});

describe('piece FP and Range', () => {
  const s = (over: { veteran?: boolean; suppressed?: boolean; markers?: string[]; terrain?: string[] } = {}): Situation => {
    const p = parseFireSituation(raw(), 'input');
    p.units[0] = { ...p.units[0], veteran: over.veteran ?? false, suppressed: over.suppressed ?? false };
    p.map.hexes.C3 = { terrain: over.terrain ?? ['Open Ground'], ...(over.markers ? { markers: over.markers } : {}) };
    return p;
  };
  it('a Squad with a Command 2 Leader: FP 5 + 2 = 7, Range 4 + 2 = 6; its MG 4 + 2 = 6, Range 10 (3.3.1.2, 3.3.1.3)', () => {
    const sit = s();
    expect(pieceFp(findPiece(sit, 'sq')!, sit, R)).toBe(7);
    expect(pieceRange(findPiece(sit, 'sq')!, sit, R)).toBe(6);
    expect(pieceFp(findPiece(sit, 'mg')!, sit, R)).toBe(6);
    expect(pieceRange(findPiece(sit, 'mg')!, sit, R)).toBe(10);
  });
  it('the Leader gets no Command of its own: FP 1 (3.3.1.2)', () => {
    const sit = s();
    expect(pieceFp(findPiece(sit, 'ldr')!, sit, R)).toBe(1);
  });
  it('Veteran +1, Suppressed −1, Wire −1 on the unit (E44.1, 13.2, F106.1): 5 + 2 + 1 − 1 − 1 = 6', () => {
    const sit = s({ veteran: true, suppressed: true, markers: ['Wire'] });
    expect(pieceFp(findPiece(sit, 'sq')!, sit, R)).toBe(6);
  });
  it('a Suppressed unit fires no Weapon (13.2); none from Marsh, Stream or Wire (T89, T95, F106.3)', () => {
    expect(pieceCannotFire(findPiece(s({ suppressed: true }), 'mg')!, s({ suppressed: true }), false)?.rule).toBe('13.2');
    expect(pieceCannotFire(findPiece(s({ terrain: ['Marsh'] }), 'mg')!, s({ terrain: ['Marsh'] }), false)?.rule).toBe('T89');
    expect(pieceCannotFire(findPiece(s({ terrain: ['Stream'] }), 'mg')!, s({ terrain: ['Stream'] }), false)?.rule).toBe('T95');
    expect(pieceCannotFire(findPiece(s({ markers: ['Wire'] }), 'mg')!, s({ markers: ['Wire'] }), false)?.rule).toBe('F106.3');
    expect(pieceCannotFire(findPiece(s(), 'sq')!, s({ markers: ['Wire'] }), false)).toBeNull();
  });
});

describe('O20.3.1 chains and T78.3 Cover examples', () => {
  it('C3-C4-C5 is a chain; C3 with C5 alone is not', () => {
    expect(hexesChained(['C3', 'C4', 'C5'])).toBe(true);
    expect(hexesChained(['C3', 'C5'])).toBe(false);
  });
  it('T78.3: Woods with Foxholes gives 3, not 5; against a Mortar, Foxholes give 4 (F102)', () => {
    expect(bestCover({ terrain: ['Woods'], markers: ['Foxholes'] })).toBe(3);
    expect(bestCover({ terrain: ['Woods'], markers: ['Foxholes'] }, { vsMortarOrArtillery: true })).toBe(4);
  });
  it('T93: a Building with a Road gives 3 − 1 = 2; Open Ground with a Road gives −1', () => {
    expect(bestCover({ terrain: ['Building', 'Road'] })).toBe(2);
    expect(bestCover({ terrain: ['Open Ground', 'Road'] })).toBe(-1);
  });
  it('T97 with T93: a crossed Wall in a Road hex gives 1, or 2 when the Road does not reduce it (reading)', () => {
    expect(bestCover({ terrain: ['Open Ground', 'Road'] }, { hexsideCover: 2 })).toBe(1);
    expect(bestCover({ terrain: ['Open Ground', 'Road'] }, { hexsideCover: 2, hexsideIgnoresRoad: true })).toBe(2);
    expect(bestCover({ terrain: ['Building', 'Road'] }, { hexsideCover: 2, hexsideIgnoresRoad: true })).toBe(2);
  });
});
