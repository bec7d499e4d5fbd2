/**
 * O21.1 and the Terrain Chart, worked by hand: what entering a hex costs, and how many MPs a unit or
 * stack has left (./machines/cce/move/movement.ts). Expectations come from the rule text, not the code.
 */
import { describe, expect, it } from 'vitest';
import type { MapSituation } from '../machines/core/map';
import { currentMovement, type Unit } from '../machines/cce/units';
import { FRESH_TALLY, isTrenchMove, moveCost, mpsLeft, wireStops } from '../machines/cce/move/movement';

const map = (hexes: MapSituation['hexes'], hexsides: MapSituation['hexsides'] = []): MapSituation => ({ geometry: { columns: 15, rows: 10 }, edges: { axis: 'bottom', allied: 'top' }, hexes, hexsides });
const squad = (id: string, hex: string, extra: Partial<Unit> = {}): Unit => ({
  id, owner: 'axis', kind: 'squad', hex, broken: false, suppressed: false, veteran: false,
  sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 4 }, broken: { morale: 5, fp: 2, range: 3, movement: 2 } }, ...extra,
});
const leader = (id: string, hex: string, command: number): Unit => ({
  id, owner: 'axis', kind: 'leader', hex, broken: false, suppressed: false, veteran: false,
  sides: { unbroken: { morale: 8, fp: 1, range: 1, movement: 6, command }, broken: { morale: 6, fp: 0, range: 0, movement: 6, command: 0 } },
});

describe('O21.1: the cost to enter a hex', () => {
  it('p.16 example A: Open Ground one level up costs 2 (1 + 1 uphill, T88.1); downhill Woods costs 2', () => {
    const m = map({ L8: { terrain: ['Open Ground'], elevation: 0 }, K8: { terrain: ['Open Ground'], elevation: 1 }, K9: { terrain: ['Woods'], elevation: 0 } });
    expect(moveCost(m, 'L8', 'K8')).toBe(2);
    expect(moveCost(m, 'K8', 'K9')).toBe(2);
  });
  it('T88.1 example: Woods level 1 to Woods level 2 costs 3, the reverse 2', () => {
    const m = map({ A1: { terrain: ['Woods'], elevation: 1 }, A2: { terrain: ['Woods'], elevation: 2 } });
    expect(moveCost(m, 'A1', 'A2')).toBe(3);
    expect(moveCost(m, 'A2', 'A1')).toBe(2);
  });
  it('T97/T87/T84: +1 per Wall, Hedge or Fence crossed; T95 Stream 3; T89 Marsh 3; T82 Building 2', () => {
    const m = map({ E5: { terrain: ['Open Ground'] }, E4: { terrain: ['Woods'] }, F4: { terrain: ['Stream'] }, F5: { terrain: ['Marsh'] }, E6: { terrain: ['Building'] } }, [
      { between: ['E5', 'E4'], feature: 'Wall' },
      { between: ['E5', 'F4'], feature: 'Fence' },
      { between: ['E5', 'F5'], feature: 'Hedge' },
    ]);
    expect(moveCost(m, 'E5', 'E4')).toBe(3);
    expect(moveCost(m, 'E5', 'F4')).toBe(4);
    expect(moveCost(m, 'E5', 'F5')).toBe(4);
    expect(moveCost(m, 'E5', 'E6')).toBe(2);
  });
  it('T93: 1 along the Road into Woods; across a non-road hexside, the Woods cost', () => {
    const m = map({ E5: { terrain: ['Open Ground', 'Road'] }, E4: { terrain: ['Woods', 'Road'] }, F4: { terrain: ['Open Ground'] } }, [{ between: ['E5', 'E4'], feature: 'Road' }]);
    expect(moveCost(m, 'E5', 'E4')).toBe(1);
    expect(moveCost(m, 'F4', 'E4')).toBe(2);
  });
  it('F105.2: Trench to Bunker costs 1 whatever the terrain, hexside and elevation', () => {
    const m = map({ E5: { terrain: ['Open Ground'], markers: ['Trench'], elevation: 0 }, E4: { terrain: ['Woods'], markers: ['Bunker'], elevation: 1 } }, [{ between: ['E5', 'E4'], feature: 'Wall' }]);
    expect(isTrenchMove(m, 'E5', 'E4')).toBe(true);
    expect(moveCost(m, 'E5', 'E4')).toBe(1);
    expect(moveCost(m, 'E4', 'E5')).toBe(1);
  });
  it('F106.2: entering or leaving Wire stops the unit', () => {
    const m = map({ A1: { terrain: ['Open Ground'], markers: ['Wire'] }, A2: { terrain: ['Open Ground'] }, A3: { terrain: ['Open Ground'] } });
    expect(wireStops(m, 'A1', 'A2')).toBe(true);
    expect(wireStops(m, 'A2', 'A1')).toBe(true);
    expect(wireStops(m, 'A2', 'A3')).toBe(false);
  });
});

describe('O21, 3.3.1.2, T93, O21.2: MPs left', () => {
  const m = map({ K7: { terrain: ['Open Ground'] }, K6: { terrain: ['Woods'] } });
  it('current Movement: +Command of a Leader in the hex, +1 Veteran, -1 Suppressed, a Weapon\'s negative modifier', () => {
    const s = { units: [squad('a', 'K7', { veteran: true }), leader('l', 'K7', 1)], map: m };
    expect(currentMovement(s.units[0], s, 'zero')).toBe(6);
    const w = { id: 'w', type: 'mg' as const, fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false, movement: -1 };
    const t = { units: [squad('b', 'K6', { suppressed: true, weapon: w })], map: m };
    expect(currentMovement(t.units[0], t, 'zero')).toBe(2);
  });
  it('p.16 example H: 5 MP spent, Biermann left behind: 4 - 5 leaves nothing', () => {
    const s = { units: [squad('a', 'K6'), leader('l', 'K7', 1)], map: m };
    expect(mpsLeft([s.units[0]], s, { a: { ...FRESH_TALLY, spent: 5 } }, 'zero')).toBe(-1);
  });
  it('T93: the Road bonus adds 1; F106.2: Wire leaves 0; O21.2: the slowest of a stack limits it', () => {
    const s = { units: [squad('a', 'K6'), squad('b', 'K6', { broken: true })], map: m };
    expect(mpsLeft([s.units[0]], s, { a: { spent: 1, road: true, wire: false } }, 'zero')).toBe(4);
    expect(mpsLeft([s.units[0]], s, { a: { spent: 1, road: true, wire: true } }, 'zero')).toBe(0);
    expect(mpsLeft(s.units, s, { a: { ...FRESH_TALLY, spent: 1 }, b: { ...FRESH_TALLY, spent: 1 } }, 'zero')).toBe(1);
  });
});
