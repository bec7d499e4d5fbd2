/**
 * Hex-grid arithmetic (machines/core/hex.ts): 2.1 hex ids, 2.2.2 compass, O18.2.2 drift, O20.2.2 range,
 * O23.3 edge distance. Convention (see hex.ts): letter = column (A left), number = row (1 top),
 * even-lettered columns sit half a hex lower. On "doubled" coordinates y = 2·row (+1 in even columns):
 * C7 → y 14, D7 → y 15, J7 → y 15, M9 → y 18, N9 → y 19.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  type Direction,
  type HexCoord,
  DIRECTIONS,
  areAdjacent,
  directionBetween,
  distance,
  edgeDistance,
  hexId,
  hexesCloserToEdge,
  move,
  neighbour,
  neighbours,
  neighboursOnMap,
  onMap,
  opposite,
  oppositeEdge,
  parseHex,
  walk,
} from '../machines/core/hex';
import { refusal as caught } from './errors.helpers';

const CCE = { columns: 15, rows: 10 }; // A-O × 1-10
const h = (id: string): HexCoord => parseHex(id, 'test');
const ids = (hexes: HexCoord[]): string[] => hexes.map(hexId);


describe('2.1 hex ids', () => {
  it('reads the letter as the column and the number as the row', () => {
    expect(h('C7')).toEqual({ col: 3, row: 7 });
    expect(h('A1')).toEqual({ col: 1, row: 1 });
    expect(h('O10')).toEqual({ col: 15, row: 10 });
    expect(hexId({ col: 3, row: 7 })).toBe('C7');
  });

  it.each(['c7', '7C', 'C07', 'C', 'CC7', 'C0', '', 'C 7'])('rejects the malformed id %j with its path', (id) => {
    const e = caught(() => parseHex(id, 'input.units[0].hex'));
    expect(e.code).toBe('invalid-map');
    expect(e.path).toBe('input.units[0].hex');
    expect(e.rule).toBe('2.1');
    expect(e.actual).toBe(id);
  });

  it('rejects a non-string id', () => {
    expect(caught(() => parseHex(7, 'input.x')).path).toBe('input.x');
  });

  it('has no id for an off-map coordinate', () => {
    expect(() => hexId({ col: 0, row: 3 })).toThrow(RangeError);
    expect(() => hexId({ col: 3, row: 0 })).toThrow(RangeError);
  });
});

describe('2.2.2 compass neighbours', () => {
  it('lists the neighbours of an odd-lettered (high) column hex in compass order 1..6', () => {
    // C7 (y 14): 1 up C6; 2 up-right D6 (y 13); 3 down-right D7 (y 15); 4 down C8; 5 down-left B7 (y 15); 6 up-left B6 (y 13)
    expect(ids(neighbours(h('C7')))).toEqual(['C6', 'D6', 'D7', 'C8', 'B7', 'B6']);
  });

  it('lists the neighbours of an even-lettered (low) column hex in compass order 1..6', () => {
    // D7 (y 15): 1 D6; 2 E7 (y 14); 3 E8 (y 16); 4 D8; 5 C8 (y 16); 6 C7 (y 14)
    expect(ids(neighbours(h('D7')))).toEqual(['D6', 'E7', 'E8', 'D8', 'C8', 'C7']);
  });

  it('opposite directions: 1↔4, 2↔5, 3↔6', () => {
    expect(DIRECTIONS.map(opposite)).toEqual([4, 5, 6, 1, 2, 3]);
  });

  it('adjacency holds both ways and only for neighbours', () => {
    for (const [a, b] of [['C7', 'D7'], ['D7', 'E8'], ['C7', 'B6'], ['M8', 'N8']]) {
      expect(areAdjacent(h(a), h(b))).toBe(true);
      expect(areAdjacent(h(b), h(a))).toBe(true);
    }
    for (const [a, b] of [['C7', 'D8'], ['D7', 'E6'], ['C7', 'C7'], ['C7', 'C9']]) {
      expect(areAdjacent(h(a), h(b))).toBe(false);
      expect(areAdjacent(h(b), h(a))).toBe(false);
    }
  });

  it('directionBetween is the inverse of neighbour, and undefined for non-adjacent hexes', () => {
    for (const from of ['C7', 'D7', 'A1']) {
      for (const d of DIRECTIONS) expect(directionBetween(h(from), neighbour(h(from), d))).toBe(d);
    }
    expect(directionBetween(h('D7'), h('E8'))).toBe(3);
    expect(directionBetween(h('E8'), h('D7'))).toBe(6);
    expect(directionBetween(h('C7'), h('C9'))).toBeUndefined();
  });

  it('neighboursOnMap drops the hexes beyond the map, keeping compass order', () => {
    // A1 (y 2): 1 A0 off, 2 B0 (y 1) off, 3 B1 (y 3), 4 A2, 5 and 6 are column 0: off
    expect(ids(neighboursOnMap(CCE, h('A1')))).toEqual(['B1', 'A2']);
  });

  it('neighboursOnMap at the bottom-right corner and on the bottom row of a low column', () => {
    // O10 (15, 20): 1 O9; 2 and 3 are column 16: off; 4 O11 off; 5 (14, 21) = N10; 6 (14, 19) = N9
    expect(ids(neighboursOnMap(CCE, h('O10')))).toEqual(['O9', 'N10', 'N9']);
    // B10 (2, 21): 1 B9; 2 (3, 20) = C10; 3 (3, 22) = C11 off; 4 B11 off; 5 (1, 22) = A11 off; 6 (1, 20) = A10
    expect(ids(neighboursOnMap(CCE, h('B10')))).toEqual(['B9', 'C10', 'A10']);
  });
});

describe('distance (O20.2.2 range: target hex counted, firer hex not)', () => {
  it.each([
    // [from, to, distance, worked by hand on doubled coordinates: dx + max(0, (dy - dx) / 2)]
    ['C7', 'C7', 0, 'same hex'],
    ['C7', 'D7', 1, 'dx 1, dy 1 (14 → 15)'],
    ['C7', 'D6', 1, 'dx 1, dy 1 (14 → 13)'],
    ['D7', 'E8', 1, 'dx 1, dy 1 (15 → 16): low column to high, one row down'],
    ['C7', 'D8', 2, 'dx 1, dy 3 (14 → 17): 1 + 1'],
    ['A1', 'C1', 2, 'dx 2, dy 0 (2 → 2): A1-B1-C1, zig-zag along a row'],
    ['C5', 'F5', 3, 'dx 3, dy 1 (10 → 11)'],
    ['C5', 'C9', 4, 'same column: 4 rows'],
    ['E5', 'B8', 5, 'dx 3, dy 7 (10 → 17): 3 + 2, e.g. E5-D5-C6-B6-B7-B8'],
    ['J7', 'M9', 3, 'dx 3, dy 3 (15 → 18): rulebook LOS example D/E'],
    ['J7', 'N9', 4, 'dx 4, dy 4 (15 → 19): "one hex further away in N9"'],
    ['K8', 'N6', 3, 'dx 3, dy 3 (16 → 13)'],
    ['A1', 'O10', 16, 'dx 14, dy 18 (2 → 20): 14 + 2'],
  ])('%s to %s is %i (%s)', (a, b, d) => {
    expect(distance(h(a), h(b))).toBe(d);
    expect(distance(h(b), h(a))).toBe(d);
  });

  it('equals the breadth-first path length on the grid', () => {
    const region: HexCoord[] = [];
    for (let col = 1; col <= 7; col++) for (let row = 1; row <= 7; row++) region.push({ col, row });
    const from = { col: 4, row: 4 };
    const seen = new Map<string, number>([[hexId(from), 0]]);
    let frontier = [from];
    for (let step = 1; frontier.length > 0; step++) {
      frontier = frontier.flatMap(neighbours).filter((n) => n.col >= 1 && n.row >= 1 && n.col <= 9 && n.row <= 9 && !seen.has(hexId(n)));
      frontier = frontier.filter((n, i) => frontier.findIndex((m) => hexId(m) === hexId(n)) === i);
      for (const n of frontier) seen.set(hexId(n), step);
    }
    for (const hex of region) expect(distance(from, hex)).toBe(seen.get(hexId(hex)));
  });
});

describe('7.2 / O23.3 edge distance: intervening hexes to an edge', () => {
  it('counts for each of the four edges', () => {
    // C4 on A-O × 1-10: rows 1-3 above it, 5-10 below, columns A-B left, D-O right
    expect(edgeDistance(CCE, h('C4'), 'top')).toBe(3);
    expect(edgeDistance(CCE, h('C4'), 'bottom')).toBe(6);
    expect(edgeDistance(CCE, h('C4'), 'left')).toBe(2);
    expect(edgeDistance(CCE, h('C4'), 'right')).toBe(12);
  });

  it('is 0 on the outermost row or column, whichever column parity', () => {
    expect(edgeDistance(CCE, h('A1'), 'top')).toBe(0);
    expect(edgeDistance(CCE, h('B1'), 'top')).toBe(0);
    expect(edgeDistance(CCE, h('B10'), 'bottom')).toBe(0);
    expect(edgeDistance(CCE, h('A5'), 'left')).toBe(0);
    expect(edgeDistance(CCE, h('O5'), 'right')).toBe(0);
  });

  it('opposite edges', () => {
    expect(oppositeEdge('top')).toBe('bottom');
    expect(oppositeEdge('bottom')).toBe('top');
    expect(oppositeEdge('left')).toBe('right');
    expect(oppositeEdge('right')).toBe('left');
  });
});

describe('O23.3 hexesCloserToEdge', () => {
  it('one candidate: from a low (even) column only straight toward the edge is closer', () => {
    // D3 (y 7): D2 is row 2; E3 and C3 (y 6) are still row 3
    expect(ids(hexesCloserToEdge(CCE, h('D3'), 'top'))).toEqual(['D2']);
  });

  it('two candidates: at the left side of the map, direction 6 is off the map', () => {
    // A3 (y 6): 1 A2, 2 B2 (y 5, row 2); 6 would be column 0
    expect(ids(hexesCloserToEdge(CCE, h('A3'), 'top'))).toEqual(['A2', 'B2']);
  });

  it('three candidates: from a high (odd) column, 1, 2 and 6 are all closer', () => {
    expect(ids(hexesCloserToEdge(CCE, h('C3'), 'top'))).toEqual(['C2', 'D2', 'B2']);
  });

  it('toward the bottom edge, in compass order 3, 4, 5', () => {
    // B9 (y 19): 3 C10 (y 20), 4 B10, 5 A10 (y 20)
    expect(ids(hexesCloserToEdge(CCE, h('B9'), 'bottom'))).toEqual(['C10', 'B10', 'A10']);
    // A9 (y 18): 3 B9 (y 19) is still row 9; 5 is column 0
    expect(ids(hexesCloserToEdge(CCE, h('A9'), 'bottom'))).toEqual(['A10']);
  });

  it('toward a side edge, directions 5 and 6', () => {
    expect(ids(hexesCloserToEdge(CCE, h('C5'), 'left'))).toEqual(['B5', 'B4']);
  });

  it('none when already adjacent to the edge (O23.3: the unit is eliminated)', () => {
    expect(hexesCloserToEdge(CCE, h('C1'), 'top')).toEqual([]);
    expect(hexesCloserToEdge(CCE, h('D10'), 'bottom')).toEqual([]);
  });
});

describe('O18.2.2 compass moves and O18.2.2.3 off-map', () => {
  it('moves n hexes in one direction (Miss: white = direction, colored = distance)', () => {
    const m = move(CCE, h('C5'), 1, 3);
    expect(ids(m.path)).toEqual(['C4', 'C3', 'C2']);
    expect(hexId(m.end)).toBe('C2');
    expect(m.offMap).toBe(false);
  });

  it('moving 0 hexes stays put', () => {
    expect(move(CCE, h('C5'), 2, 0)).toEqual({ path: [], offMap: false, end: h('C5') });
  });

  it('a Hit drift [white, colored] may come back to the same hex', () => {
    const w = walk(CCE, h('F5'), [2, 5]);
    expect(ids(w.path)).toEqual(['G5', 'F5']);
    expect(w.offMap).toBe(false);
  });

  it('a drift that leaves the map and comes back is still off-map', () => {
    // A5 (y 10) → 6 → column 0, y 9 (off) → 3 → A5 again
    const w = walk(CCE, h('A5'), [6, 3]);
    expect(w.offMap).toBe(true);
    expect(hexId(w.end)).toBe('A5');
  });

  it.each([
    ['top', 'C2', 1 as Direction, 3],
    ['bottom', 'B9', 4 as Direction, 2],
    ['left', 'B5', 5 as Direction, 2],
    ['right', 'N5', 2 as Direction, 2],
  ])('detects leaving by the %s edge', (_edge, from, dir, n) => {
    const m = move(CCE, h(from), dir, n);
    expect(m.offMap).toBe(true);
    expect(onMap(CCE, m.end)).toBe(false);
  });

  it('onMap at every edge', () => {
    for (const id of ['A1', 'O1', 'A10', 'O10']) expect(onMap(CCE, h(id))).toBe(true);
    for (const c of [{ col: 3, row: 0 }, { col: 3, row: 11 }, { col: 0, row: 5 }, { col: 16, row: 5 }]) {
      expect(onMap(CCE, c)).toBe(false);
    }
  });

  it.each([
    // [from, direction, n, path] worked on doubled coordinates (x = column, y = 2·row, +1 in even columns)
    ['C7', 4 as Direction, 2, ['C8', 'C9'], 'straight down a column: y 14 → 16 → 18'],
    ['D7', 2 as Direction, 2, ['E7', 'F6'], 'D7 (4, 15) → (5, 14) = E7 → (6, 13) = F6: up-right zig-zags across parity'],
    ['E5', 3 as Direction, 3, ['F5', 'G6', 'H6'], 'E5 (5, 10) → (6, 11) = F5 → (7, 12) = G6 → (8, 13) = H6'],
    ['D7', 5 as Direction, 2, ['C8', 'B8'], 'D7 (4, 15) → (3, 16) = C8 → (2, 17) = B8'],
    ['C7', 6 as Direction, 2, ['B6', 'A6'], 'C7 (3, 14) → (2, 13) = B6 → (1, 12) = A6'],
  ])('2.2.2: from %s in direction %i for %i hexes enters %j (%s)', (from, dir, n, path) => {
    const m = move(CCE, h(from), dir, n);
    expect(ids(m.path)).toEqual(path);
    expect(distance(h(from), m.end)).toBe(n);
    expect(m.offMap).toBe(false);
  });

  it('a drift off the left flank that stays off ends off the map', () => {
    // A5 (1, 10) → 5 → (0, 11) → 5 → (-1, 12): both hexes entered are off the map
    const w = walk(CCE, h('A5'), [5, 5]);
    expect(w.offMap).toBe(true);
    expect(w.end).toEqual({ col: -1, row: 6 });
    expect(onMap(CCE, w.end)).toBe(false);
  });

  it('rejects a negative or fractional distance', () => {
    expect(() => move(CCE, h('C5'), 1, -1)).toThrow(RangeError);
    expect(() => move(CCE, h('C5'), 1, 1.5)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const coord = fc.record({ col: fc.integer({ min: -3, max: 30 }), row: fc.integer({ min: -3, max: 30 }) });
  const dir = fc.constantFrom(...DIRECTIONS);

  it('distance is symmetric', () => {
    fc.assert(fc.property(coord, coord, (a, b) => distance(a, b) === distance(b, a)));
  });

  it('distance satisfies the triangle inequality', () => {
    fc.assert(fc.property(coord, coord, coord, (a, b, c) => distance(a, c) <= distance(a, b) + distance(b, c)));
  });

  it('a neighbour is at distance 1, and directionBetween names its direction', () => {
    fc.assert(
      fc.property(coord, dir, (a, d) => distance(a, neighbour(a, d)) === 1 && directionBetween(a, neighbour(a, d)) === d),
    );
  });

  it('moving n in d then n in opposite(d) returns home; a straight move of n ends n hexes away', () => {
    fc.assert(
      fc.property(coord, dir, fc.integer({ min: 0, max: 12 }), (a, d, n) => {
        const out = move(CCE, a, d, n).end;
        const back = move(CCE, out, opposite(d), n).end;
        return back.col === a.col && back.row === a.row && distance(a, out) === n;
      }),
    );
  });

  it('ids round-trip', () => {
    const onMapCoord = fc.record({ col: fc.integer({ min: 1, max: 26 }), row: fc.integer({ min: 1, max: 99 }) });
    fc.assert(fc.property(onMapCoord, (c) => {
      const back = parseHex(hexId(c), 'p');
      return back.col === c.col && back.row === c.row;
    }));
  });
});
