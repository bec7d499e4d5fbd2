/**
 * The situation's map (machines/core/map.ts): 2.1 hexes and hexsides, 7.2 board edges, T79/T98
 * impassable hexes, 8.1.3-8.1.5 and F100.3 marker stacking, and the unknown-hex policy.
 */
import { describe, it, expect } from 'vitest';
import { OracleError } from '../machines/core/errors';
import {
  type MapSituation,
  enemyEdge,
  friendlyEdge,
  hasHexsideFeature,
  hexFacts,
  hexsideFeatures,
  impassableBecause,
  isImpassable,
  isWater,
  requireHexFacts,
  validateMap,
  validateUnitPlacement,
} from '../machines/core/map';
import { refusal as caught } from './errors.helpers';

const TERRAIN = ['Open Ground', 'Woods', 'Building', 'Road', 'Stream', 'Marsh', 'Water Barrier', 'Bridge'];

/** A fresh raw map each time, so a test can break one field. */
function rawMap(): Record<string, unknown> {
  return {
    geometry: { columns: 15, rows: 10 },
    hexes: {
      C7: { terrain: ['Woods'], elevation: 1 },
      C6: { terrain: ['Open Ground'], markers: ['Foxholes'] },
      D6: { terrain: ['Open Ground'], markers: ['Blaze'] },
      B6: { terrain: ['Water Barrier'] },
      B7: { terrain: ['Water Barrier', 'Bridge', 'Road'] },
      D7: { terrain: ['Building'], impassable: true },
      C8: { terrain: ['Stream'] },
    },
    hexsides: [
      { between: ['C7', 'C6'], feature: 'Cliff' },
      { between: ['C7', 'D7'], feature: 'Wall' },
      { between: ['D7', 'C7'], feature: 'Road' },
    ],
    edges: { Axis: 'top', Allies: 'bottom' },
  };
}


/** Validate `raw` after `edit`, expecting an error with this code and path (and rule, if given). */
function rejects(edit: (m: Record<string, unknown>) => void, code: string, path: string, rule?: string): OracleError {
  const raw = rawMap();
  edit(raw);
  const e = caught(() => validateMap(raw, 'input.map', { terrain: TERRAIN }));
  expect({ code: e.code, path: e.path }).toEqual({ code, path });
  if (rule) expect(e.rule).toBe(rule);
  return e;
}

const hexes = (m: Record<string, unknown>) => m.hexes as Record<string, Record<string, unknown>>;
const map: MapSituation = validateMap(rawMap(), 'input.map', { terrain: TERRAIN });

describe('validateMap accepts a consistent map', () => {
  it('keeps the facts it was given', () => {
    expect(map.geometry).toEqual({ columns: 15, rows: 10 });
    expect(map.hexes.C7).toEqual({ terrain: ['Woods'], elevation: 1 });
    expect(map.edges).toEqual({ Axis: 'top', Allies: 'bottom' });
    expect(map.hexsides).toHaveLength(3);
  });

  it('needs no hexsides, and accepts a single player', () => {
    const raw = rawMap();
    delete raw.hexsides;
    raw.edges = { Allies: 'top' };
    expect(validateMap(raw, 'input.map').hexsides).toBeUndefined();
  });
});

describe('validateMap rejects, naming the field', () => {
  it('a malformed hex id', () => {
    rejects((m) => (hexes(m)['C07'] = { terrain: ['Woods'] }), 'invalid-map', 'input.map.hexes["C07"]', '2.1');
    rejects((m) => (hexes(m)['c7'] = { terrain: ['Woods'] }), 'invalid-map', 'input.map.hexes["c7"]', '2.1');
  });

  it('a hex off the geometry', () => {
    rejects((m) => (hexes(m)['P1'] = { terrain: ['Woods'] }), 'invalid-map', 'input.map.hexes["P1"]', '2.1');
    rejects((m) => (hexes(m)['A11'] = { terrain: ['Woods'] }), 'invalid-map', 'input.map.hexes["A11"]', '2.1');
  });

  it('a bad geometry', () => {
    rejects((m) => (m.geometry = { columns: 27, rows: 10 }), 'invalid-field', 'input.map.geometry.columns');
    rejects((m) => (m.geometry = { columns: 15 }), 'missing-field', 'input.map.geometry.rows');
  });

  it('a bad elevation, an unknown field, a missing field', () => {
    rejects((m) => (hexes(m).C7.elevation = 'high'), 'invalid-field', 'input.map.hexes["C7"].elevation', 'T88');
    rejects((m) => (hexes(m).C7.cover = 2), 'unknown-field', 'input.map.hexes["C7"].cover');
    rejects((m) => (m.los = []), 'unknown-field', 'input.map.los');
    rejects((m) => delete m.edges, 'missing-field', 'input.map.edges');
    rejects((m) => (hexes(m).C7 = {}), 'missing-field', 'input.map.hexes["C7"].terrain');
  });

  it('unknown terrain, with a hint for a marker listed as terrain', () => {
    rejects((m) => (hexes(m).C7.terrain = ['Wods']), 'invalid-map', 'input.map.hexes["C7"].terrain[0]', 'T78.1');
    const e = rejects((m) => (hexes(m).C7.terrain = ['Blaze']), 'invalid-map', 'input.map.hexes["C7"].terrain[0]');
    expect(e.hint).toMatch(/marker/);
  });

  it('markers that may not share a hex or stand in water', () => {
    rejects((m) => (hexes(m).C7.markers = ['Smoke']), 'invalid-map', 'input.map.hexes["C7"].markers[0]');
    rejects((m) => (hexes(m).C7.markers = ['Foxholes', 'Wire']), 'invalid-map', 'input.map.hexes["C7"].markers', '8.1.3');
    rejects((m) => (hexes(m).C7.markers = ['Smoke:2', 'Smoke:3']), 'invalid-map', 'input.map.hexes["C7"].markers', '8.1.4');
    rejects((m) => (hexes(m).C7.markers = ['Blaze', 'Foxholes']), 'invalid-map', 'input.map.hexes["C7"].markers', '8.1.5');
    rejects((m) => (hexes(m).C8.markers = ['Smoke:3']), 'invalid-map', 'input.map.hexes["C8"].markers', 'T95');
    const marshWithWire = (m: Record<string, unknown>) => {
      hexes(m).C8.terrain = ['Marsh'];
      hexes(m).C8.markers = ['Wire'];
    };
    rejects(marshWithWire, 'invalid-map', 'input.map.hexes["C8"].markers', 'F100.3');
    const barrier = (markers: string[]) => (m: Record<string, unknown>) => (hexes(m).B6.markers = markers);
    rejects(barrier(['Blaze']), 'invalid-map', 'input.map.hexes["B6"].markers', 'T98');
  });

  it('a Bridge over a Stream, Marsh or Water Barrier is a Bridge hex, not a Water hex: a Blaze, a Smoke or a Fortification may stand there (T78.1, F100.3)', () => {
    for (const water of ['Stream', 'Marsh', 'Water Barrier'])
      for (const markers of [['Blaze'], ['Smoke:2'], ['Foxholes', 'Smoke:1']]) {
        const raw = rawMap();
        hexes(raw).C8 = { terrain: [water, 'Bridge'], markers };
        expect(validateMap(raw, 'input.map', { terrain: TERRAIN }).hexes.C8).toEqual({ terrain: [water, 'Bridge'], markers });
      }
  });

  it('a hexside between hexes that are not adjacent', () => {
    rejects(
      (m) => (m.hexsides = [{ between: ['C7', 'C9'], feature: 'Wall' }]),
      'invalid-map',
      'input.map.hexsides[0].between',
      '2.1',
    );
    rejects((m) => (m.hexsides = [{ between: ['C7', 'C7'], feature: 'Wall' }]), 'invalid-map', 'input.map.hexsides[0].between');
  });

  it('a hexside with a malformed or off-map hex, an unknown feature, or stated twice', () => {
    rejects((m) => (m.hexsides = [{ between: ['C7', 'D07'], feature: 'Wall' }]), 'invalid-map', 'input.map.hexsides[0].between[1]');
    rejects((m) => (m.hexsides = [{ between: ['A1', 'A0'], feature: 'Wall' }]), 'invalid-map', 'input.map.hexsides[0].between[1]');
    rejects((m) => (m.hexsides = [{ between: ['C7', 'C6'], feature: 'Stream' }]), 'invalid-map', 'input.map.hexsides[0].feature', 'T78.1');
    rejects(
      (m) => (m.hexsides = [{ between: ['C7', 'C6'], feature: 'Hedge' }, { between: ['C6', 'C7'], feature: 'Hedge' }]),
      'invalid-map',
      'input.map.hexsides[1]',
    );
  });

  it('an unknown edge, a side edge, or both players on one edge (7.2)', () => {
    rejects((m) => (m.edges = { Axis: 'north', Allies: 'bottom' }), 'invalid-map', 'input.map.edges["Axis"]', '7.2');
    rejects((m) => (m.edges = { Axis: 'top', Allies: 'left' }), 'invalid-map', 'input.map.edges["Allies"]', '7.2');
    rejects((m) => (m.edges = { Axis: 'bottom', Allies: 'bottom' }), 'invalid-map', 'input.map.edges["Allies"]', '7.2');
    rejects((m) => (m.edges = {}), 'invalid-map', 'input.map.edges', '7.2');
  });
});

describe('hexsides', () => {
  it('reads the features of a hexside from either side, sorted', () => {
    expect(hexsideFeatures(map, 'C6', 'C7')).toEqual(['Cliff']);
    expect(hexsideFeatures(map, 'C7', 'D7')).toEqual(['Road', 'Wall']);
    expect(hexsideFeatures(map, 'C7', 'C8')).toEqual([]);
    expect(hasHexsideFeature(map, 'C6', 'C7', 'Cliff')).toBe(true);
    expect(hasHexsideFeature(map, 'D7', 'C7', 'Cliff')).toBe(false);
  });

  it('has no hexside between hexes that are not adjacent', () => {
    expect(() => hexsideFeatures(map, 'C7', 'C9')).toThrow(RangeError);
  });
});

describe('impassable hexes (T79, T98, O21.4) and Water (F100.3)', () => {
  it('a Blaze, a Water Barrier without a Bridge, or a declared impassable hex', () => {
    expect(impassableBecause(map, 'D6')?.rule).toBe('T79');
    expect(impassableBecause(map, 'B6')?.rule).toBe('T98');
    expect(impassableBecause(map, 'D7')?.rule).toBe('O21.4');
    expect(isImpassable(map, 'B7')).toBe(false); // bridged
    expect(isImpassable(map, 'C7')).toBe(false);
  });

  it('Water hexes', () => {
    expect(isWater(map, 'C8')).toBe(true);
    expect(isWater(map, 'B6')).toBe(true);
    expect(isWater(map, 'B7')).toBe(false);
    expect(isWater(map, 'C7')).toBe(false);
  });

  it('an unlisted hex is unknown, not Open Ground', () => {
    expect(hexFacts(map, 'J5')).toBeUndefined();
    const e = caught(() => isImpassable(map, 'J5'));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-map', path: 'input.map.hexes["J5"]' });
    expect(caught(() => requireHexFacts(map, 'J5', 'situation.map')).path).toBe('situation.map.hexes["J5"]');
  });
});

describe('7.2 board edges', () => {
  it('friendly and enemy edges', () => {
    expect(friendlyEdge(map, 'Axis')).toBe('top');
    expect(enemyEdge(map, 'Axis')).toBe('bottom');
    expect(friendlyEdge(map, 'Allies')).toBe('bottom');
    expect(enemyEdge(map, 'Allies')).toBe('top');
  });

  it('a player without an edge', () => {
    const e = caught(() => friendlyEdge(map, 'Russia'));
    expect({ code: e.code, path: e.path, rule: e.rule }).toEqual({ code: 'invalid-map', path: 'input.map.edges["Russia"]', rule: '7.2' });
  });
});

describe('validateUnitPlacement', () => {
  it('returns the coordinates of a unit in a listed, passable hex', () => {
    expect(validateUnitPlacement(map, 'C7', 'input.units[0].hex')).toEqual({ col: 3, row: 7 });
    expect(validateUnitPlacement(map, 'B7', 'input.units[0].hex')).toEqual({ col: 2, row: 7 });
  });

  it.each([
    ['D6', 'T79'],
    ['B6', 'T98'],
    ['D7', 'O21.4'],
  ])('rejects a unit in %s (impassable, rule %s)', (hex, rule) => {
    const e = caught(() => validateUnitPlacement(map, hex, 'input.units[1].hex'));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-map', path: 'input.units[1].hex' });
    expect(e.rule).toBe(rule);
  });

  it.each(['P3', 'C11', 'C07', 'J5'])('rejects a unit in %s (off-map, malformed or unlisted)', (hex) => {
    const e = caught(() => validateUnitPlacement(map, hex, 'input.units[2].hex'));
    expect({ code: e.code, path: e.path }).toEqual({ code: 'invalid-map', path: 'input.units[2].hex' });
  });
});
