/**
 * Hex-grid arithmetic (CC:E 2.1 The Battlefield, 2.2.2 Compass; used by O18.2.2 artillery drift,
 * O20.2.2 range, O23.3 Retreat, 7.2 board edges). Pure geometry: no terrain, no units (see map.ts).
 *
 * The hex-id convention (2.1: "a unique letter-number identifier – such as “C7”"):
 * - the LETTER names the COLUMN (A = column 1, at the left edge), the NUMBER names the hex within its
 *   column (1 = the hex at the top edge). Columns run straight up and down, so a hex has a neighbour
 *   straight above and below it (flat-topped hexes), as the 2.2.2 compass needs: "1 points to the
 *   “top” of the map; 4 to the bottom; 2 and 3 to the right side; and 5 and 6 to the left side."
 * - Even-lettered columns (B, D, F, …) sit half a hex lower than odd-lettered ones (A, C, E, …). This is
 *   read from the rulebook's LOS example (p. 8): "Guttman in J7 cannot see down to Schmidt in M9 …
 *   He can see Pfeiffer one hex further away in N9", i.e. distance(J7, M9) = 3 and distance(J7, N9) = 4,
 *   which holds only if J (10th letter) is offset toward the higher numbers relative to K; and "if a Wall
 *   existed along the M8/N8 hexside, the LOS [M9 to N7] would be blocked", which runs exactly along that
 *   hexside only with the same offset.
 * - Chosen, not stated by the rulebook: that letters grow to the right and numbers grow downward (A1 in
 *   the top-left corner). Only the compass and the edges depend on it; adjacency and distance do not.
 * - Compass directions are numbered clockwise from the top: 1 up, 2 up-right, 3 down-right, 4 down,
 *   5 down-left, 6 up-left (2.2.2 names only the sides; clockwise is the reading taken here).
 *
 * Internally a hex is placed on "doubled" coordinates: x = column, y = 2·row (+1 in even columns), so a
 * step is (0, ±2) up/down or (±1, ±1) to a side, and distance = dx + max(0, (dy − dx) / 2).
 *
 * Left out: the line of sight (line.ts: the exact centre-to-centre line), terrain and hexsides (map.ts).
 */
import { OracleError } from './errors';

/** A 2.2.2 compass direction: 1 up, 2 up-right, 3 down-right, 4 down, 5 down-left, 6 up-left. */
export type Direction = 1 | 2 | 3 | 4 | 5 | 6;

/** The six directions in compass order; every list this module returns is in this order. */
export const DIRECTIONS: readonly Direction[] = [1, 2, 3, 4, 5, 6];

/** A hex id as printed on the map and on the Fate cards' Random Hex (2.1, 1.8), e.g. "C7". */
export type HexId = string;

/** col 1 = column A; row 1 = the top hex of a column. Off-map coordinates (0, −1, …) are allowed. */
export interface HexCoord {
  col: number;
  row: number;
}

/** The size of a map: how many lettered columns (at most 26) and how many numbered rows. */
export interface MapGeometry {
  columns: number;
  rows: number;
}

/** The four map edges. 7.2: only top and bottom can be a player's board edge. */
export type Edge = 'top' | 'bottom' | 'left' | 'right';

/** The result of moving the Spotting Round (or anything) hex by hex across the map. */
export interface Walk {
  /** Every hex entered, in order (the start hex is not included). */
  path: HexCoord[];
  /** O18.2.2.3: true if any hex entered was off the map, "even if just briefly". */
  offMap: boolean;
  end: HexCoord;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2.1: one capital letter (the column) and a number without leading zero (the row). */
const HEX_ID = /^([A-Z])([1-9][0-9]?)$/;

/** Doubled-coordinate step of each direction: [dx, dy], y growing downward. */
const STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  1: [0, -2],
  2: [1, -1],
  3: [1, 1],
  4: [0, 2],
  5: [-1, 1],
  6: [-1, -1],
};

/** 2.1: read a hex id ("C7" → { col: 3, row: 7 }); throws an `invalid-map` error naming `path`. */
export function parseHex(id: unknown, path: string): HexCoord {
  const m = typeof id === 'string' ? HEX_ID.exec(id) : null;
  if (!m) {
    throw new OracleError({
      code: 'invalid-map',
      path,
      expected: 'a hex id: a capital letter (the column) then a number (the hex in that column), e.g. "C7"',
      actual: id,
      rule: '2.1',
    });
  }
  return { col: LETTERS.indexOf(m[1]) + 1, row: Number(m[2]) };
}

/** 2.1: the coordinate has a letter-number id (column A-Z, row 1-99); one beyond every map edge has none. */
export function hasHexId(hex: HexCoord): boolean {
  return Number.isInteger(hex.col) && hex.col >= 1 && hex.col <= LETTERS.length && Number.isInteger(hex.row) && hex.row >= 1 && hex.row <= 99;
}

/** A coordinate's id, or `(col,row)` for one that has none (for messages and LOS locations beyond a map edge). */
export const hexLabel = (hex: HexCoord): string => (hasHexId(hex) ? hexId(hex) : `(${hex.col},${hex.row})`);

/** 2.1: the printed id of an on-map-style coordinate; a coordinate that has no id is a caller's bug. */
export function hexId(hex: HexCoord): HexId {
  if (!hasHexId(hex)) {
    throw new RangeError(`hex (${hex.col}, ${hex.row}) has no letter-number id`);
  }
  return `${LETTERS[hex.col - 1]}${hex.row}`;
}

/** Column parity decides the half-hex offset (see the header): even-lettered columns sit lower. */
function isLowColumn(col: number): boolean {
  return col % 2 === 0;
}

function doubledY(hex: HexCoord): number {
  return 2 * hex.row + (isLowColumn(hex.col) ? 1 : 0);
}

function fromDoubled(col: number, y: number): HexCoord {
  return { col, row: (y - (isLowColumn(col) ? 1 : 0)) / 2 };
}

export function sameHex(a: HexCoord, b: HexCoord): boolean {
  return a.col === b.col && a.row === b.row;
}

/** A total order (column, then row) for sorting hex lists deterministically. */
export function compareHexes(a: HexCoord, b: HexCoord): number {
  return a.col - b.col || a.row - b.row;
}

/** 2.2.2: the direction pointing the other way (1↔4, 2↔5, 3↔6). */
export function opposite(dir: Direction): Direction {
  return (((dir + 2) % 6) + 1) as Direction;
}

/** 2.2.2: the adjacent hex in a compass direction (it may lie off the map). */
export function neighbour(hex: HexCoord, dir: Direction): HexCoord {
  const [dx, dy] = STEP[dir];
  return fromDoubled(hex.col + dx, doubledY(hex) + dy);
}

/** 2.1: the six adjacent hexes, in compass order 1..6 (some may lie off the map). */
export function neighbours(hex: HexCoord): HexCoord[] {
  return DIRECTIONS.map((d) => neighbour(hex, d));
}

/** 2.1: the adjacent hexes that are on the map, in compass order. */
export function neighboursOnMap(geometry: MapGeometry, hex: HexCoord): HexCoord[] {
  return neighbours(hex).filter((h) => onMap(geometry, h));
}

/**
 * Distance in hexes: the number of hexes entered on a shortest path. This is also the O20.2.2 range,
 * which counts the target hex but not the firer's.
 */
export function distance(a: HexCoord, b: HexCoord): number {
  const dx = Math.abs(a.col - b.col);
  const dy = Math.abs(doubledY(a) - doubledY(b));
  return dx + Math.max(0, (dy - dx) / 2);
}

/** 2.1: two different hexes sharing a hexside. */
export function areAdjacent(a: HexCoord, b: HexCoord): boolean {
  return distance(a, b) === 1;
}

/** 2.2.2: the direction from `a` to the adjacent `b`; undefined when they are not adjacent. */
export function directionBetween(a: HexCoord, b: HexCoord): Direction | undefined {
  return DIRECTIONS.find((d) => sameHex(neighbour(a, d), b));
}

/** 2.1: the hex lies on the map's hexgrid. */
export function onMap(geometry: MapGeometry, hex: HexCoord): boolean {
  return hex.col >= 1 && hex.col <= geometry.columns && hex.row >= 1 && hex.row <= geometry.rows;
}

/**
 * O18.2.2.1: move one hex per listed direction (the Hit drift is [white, colored]). O18.2.2.3: `offMap`
 * is true if any hex entered lies off the map, even if a later step comes back onto it.
 */
export function walk(geometry: MapGeometry, from: HexCoord, dirs: readonly Direction[]): Walk {
  const path: HexCoord[] = [];
  let at = from;
  for (const d of dirs) {
    at = neighbour(at, d);
    path.push(at);
  }
  return { path, offMap: path.some((h) => !onMap(geometry, h)), end: at };
}

/** O18.2.2.2: move `n` hexes in one compass direction (the Miss drift: white die = direction, colored = n). */
export function move(geometry: MapGeometry, from: HexCoord, dir: Direction, n: number): Walk {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`move: n must be a whole number of hexes (got ${n})`);
  return walk(geometry, from, Array.from({ length: n }, () => dir));
}

/** 7.2: the edge across the map; a player's enemy edge is the opposite of his friendly edge. */
export function oppositeEdge(edge: Edge): Edge {
  const other: Record<Edge, Edge> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
  return other[edge];
}

/**
 * O23.3: the number of intervening hexes between an on-map hex and a map edge — 0 when the hex is
 * adjacent to that edge (on the outermost row or column). Each step changes the row (or column) by at
 * most one, so this is the row (column) count to the edge; off-map hexes give negative values.
 */
export function edgeDistance(geometry: MapGeometry, hex: HexCoord, edge: Edge): number {
  switch (edge) {
    case 'top':
      return hex.row - 1;
    case 'bottom':
      return geometry.rows - hex.row;
    case 'left':
      return hex.col - 1;
    case 'right':
      return geometry.columns - hex.col;
  }
}

/**
 * O23.3: the adjacent on-map hexes with fewer intervening hexes to `edge` than `from` has, in compass
 * order. Empty when `from` is already adjacent to that edge (O23.3: the retreating unit is eliminated).
 * Terrain, Cliffs and enemy units are not considered here (the Rout procedure applies O23.3.5).
 */
export function hexesCloserToEdge(geometry: MapGeometry, from: HexCoord, edge: Edge): HexCoord[] {
  const here = edgeDistance(geometry, from, edge);
  return neighboursOnMap(geometry, from).filter((h) => edgeDistance(geometry, h, edge) < here);
}

/**
 * O23.3, reading `cce.retreat-closer-measure` "half-hexes": the adjacent on-map hexes whose centre lies
 * nearer `edge` than the centre of `from` (a half-hex counts), in compass order. Toward the top edge
 * that is directions 6, 1, 2; toward the bottom 3, 4, 5 — so a hex in a lower (even) column may step
 * diagonally to a neighbour that has as many whole intervening hexes (contrast hexesCloserToEdge).
 */
export function hexesTowardEdge(geometry: MapGeometry, from: HexCoord, edge: Edge): HexCoord[] {
  const toward: Record<Edge, readonly Direction[]> = { top: [1, 2, 6], bottom: [3, 4, 5], left: [5, 6], right: [2, 3] };
  return DIRECTIONS.filter((d) => toward[edge].includes(d))
    .map((d) => neighbour(from, d))
    .filter((h) => onMap(geometry, h));
}
