/**
 * The string of 10.1: the exact straight line from one hex's centre dot to another's, and everything
 * it passes through or touches — hexes and hexsides, in order, each with HOW the line meets it. Pure
 * geometry, shared by every ruleset on a hex grid; what terrain does to a line is the `los` procedure's.
 *
 * Exact arithmetic, no tolerance. Incidence (does the line cross this hex, run along that hexside, pass
 * through that vertex?) is unchanged by an affine map of the plane, so the regular hexagons are mapped
 * to ones whose centres and vertices all have integer coordinates (the "lattice"):
 *
 *   centre of hex (col, row):  X = 3·col,  Y = 2·row + (1 if col is even, else 0)   [hex.ts convention]
 *   its six vertices:          (X+2, Y), (X+1, Y+1), (X−1, Y+1), (X−2, Y), (X−1, Y−1), (X+1, Y−1)
 *
 * (a flat-topped hexagon of radius R has vertices (±R, 0) and (±R/2, ±R√3/2) and column spacing 3R/2:
 * X = 2x/R, Y = 2y/(R√3) turns them into the integers above). On the line P(t) = A + t·(B − A), 0 ≤ t ≤ 1,
 * every crossing parameter t is a fraction of two small integers, compared by cross-multiplication.
 *
 * How the line meets an intervening hex:
 * - `through`: it passes through the hex's interior (a segment of positive length inside it);
 * - `spine`:   it runs exactly along one of the hex's hexsides (a "hexspine"), touching no interior;
 * - `corner`:  it touches the hex at one of its vertices only.
 * How it meets a hexside (the side between two adjacent hexes):
 * - `crossed`: it crosses the hexside at a point strictly between the side's two ends;
 * - `along`:   it runs along the hexside (the two hexes sharing it are then both `spine`);
 * - `end`:     it touches only one end (a vertex) of the hexside.
 * The two end hexes (the sighting and target hexes) and their own six hexsides are reported apart:
 * 10.1 says what lies in or on them does not affect LOS.
 */
import { type HexCoord, type Direction, DIRECTIONS, compareHexes, hexLabel, neighbour, sameHex } from './hex';

/** A point of the lattice (see the header); always integers. */
export type Point = readonly [number, number];

/** A fraction n/d with d > 0 (a parameter t along the line). */
export interface Fraction {
  n: number;
  d: number;
}

export type HexContact = 'through' | 'spine' | 'corner';
export type SideContact = 'crossed' | 'along' | 'end';

export interface HexOnLine {
  hex: HexCoord;
  contact: HexContact;
  /** Where the line meets the hex: t from the sighting hex (0) to the target hex (1). */
  from: Fraction;
  to: Fraction;
  /** `through` only: the line passes exactly through the hex's centre dot. */
  centre: boolean;
}

export interface SideOnLine {
  /** The two hexes sharing the hexside, in hex order (column, then row). */
  between: [HexCoord, HexCoord];
  contact: SideContact;
  from: Fraction;
  to: Fraction;
  /** `crossed` only: the crossing point is the hexside's midpoint. */
  midpoint: boolean;
  /** One of the six sides of the sighting or target hex (10.1: such a side does not affect LOS). */
  endSide: boolean;
}

export interface LineOfHexes {
  from: HexCoord;
  to: HexCoord;
  /** Every hex other than the two ends that the line passes through or touches, ordered along the line. */
  hexes: HexOnLine[];
  /** Every hexside the line crosses, runs along or touches, ordered along the line. */
  sides: SideOnLine[];
}

/** The centre dot of a hex on the lattice. */
export function centre(h: HexCoord): Point {
  return [3 * h.col, 2 * h.row + (h.col % 2 === 0 ? 1 : 0)];
}

/** The six vertices, counter-clockwise on screen starting at the right-hand one. */
export function vertices(h: HexCoord): Point[] {
  const [x, y] = centre(h);
  return [
    [x + 2, y],
    [x + 1, y + 1],
    [x - 1, y + 1],
    [x - 2, y],
    [x - 1, y - 1],
    [x + 1, y - 1],
  ];
}

/** The two vertices of the hexside between `h` and its neighbour in compass direction `dir` (2.2.2). */
export function sideVertices(h: HexCoord, dir: Direction): [Point, Point] {
  const v = vertices(h);
  // Direction 1 (up) is the side from vertex 4 to 5; the others follow clockwise on screen.
  const pairs: Record<Direction, [number, number]> = { 1: [4, 5], 2: [5, 0], 3: [0, 1], 4: [1, 2], 5: [2, 3], 6: [3, 4] };
  const [a, b] = pairs[dir];
  return [v[a], v[b]];
}

const frac = (n: number, d: number): Fraction => (d < 0 ? { n: -n, d: -d } : { n, d });
/** Compare two fractions: negative, zero or positive. */
export const cmp = (a: Fraction, b: Fraction): number => a.n * b.d - b.n * a.d;
const cross = (o: Point, a: Point, b: Point): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * The parameters t ∈ [0, 1] of the line A→B inside the closed convex polygon `poly` (vertices in order),
 * and whether some of them lie in its interior. Each edge gives a linear condition a + t·b ≥ 0 (> 0 for
 * the interior), all in integers.
 */
function clip(a: Point, b: Point, poly: Point[]): { closed: [Fraction, Fraction] | null; interior: boolean } {
  let lo = frac(0, 1);
  let hi = frac(1, 1);
  let onEdge = false; // the line runs along an edge's supporting line: no interior point
  // Orientation: the polygon's signed area tells which side of each edge is the inside.
  const sign = Math.sign(cross(poly[0], poly[1], poly[2]));
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const c0 = sign * cross(p, q, a); // value at t = 0
    const c1 = sign * cross(p, q, b); // value at t = 1
    const slope = c1 - c0; // value(t) = c0 + t·slope
    if (slope === 0) {
      if (c0 < 0) return { closed: null, interior: false };
      if (c0 === 0) onEdge = true;
      continue;
    }
    const root = frac(-c0, slope); // value(root) = 0
    if (slope > 0 && cmp(root, lo) > 0) lo = root;
    if (slope < 0 && cmp(root, hi) < 0) hi = root;
  }
  if (cmp(lo, hi) > 0) return { closed: null, interior: false };
  // Strictly between lo and hi every edge condition with a slope is > 0; the flat ones are > 0 unless onEdge.
  return { closed: [lo, hi], interior: !onEdge && cmp(lo, hi) < 0 };
}

/** Where the segment P→Q (a hexside) meets the line A→B: null, one parameter t, or an overlap [t0, t1]. */
function meetSide(a: Point, b: Point, p: Point, q: Point): { from: Fraction; to: Fraction; at: 'interior' | 'end' | 'along'; midpoint: boolean } | null {
  const d: Point = [b[0] - a[0], b[1] - a[1]];
  const e: Point = [q[0] - p[0], q[1] - p[1]];
  const denom = d[0] * e[1] - d[1] * e[0];
  const ap: Point = [p[0] - a[0], p[1] - a[1]];
  if (denom === 0) {
    if (ap[0] * d[1] - ap[1] * d[0] !== 0) return null; // parallel, apart
    // Collinear: project P and Q on the line.
    const dd = d[0] * d[0] + d[1] * d[1];
    const tp = frac(ap[0] * d[0] + ap[1] * d[1], dd);
    const tq = frac((q[0] - a[0]) * d[0] + (q[1] - a[1]) * d[1], dd);
    const [t0, t1] = cmp(tp, tq) <= 0 ? [tp, tq] : [tq, tp];
    const lo = cmp(t0, frac(0, 1)) > 0 ? t0 : frac(0, 1);
    const hi = cmp(t1, frac(1, 1)) < 0 ? t1 : frac(1, 1);
    const c = cmp(lo, hi);
    if (c > 0) return null;
    return c === 0 ? { from: lo, to: lo, at: 'end', midpoint: false } : { from: lo, to: hi, at: 'along', midpoint: false };
  }
  // A + t·d = P + u·e
  const t = frac(ap[0] * e[1] - ap[1] * e[0], denom);
  const u = frac(ap[0] * d[1] - ap[1] * d[0], denom);
  if (t.n < 0 || t.n > t.d || u.n < 0 || u.n > u.d) return null;
  const atEnd = u.n === 0 || u.n === u.d;
  return { from: t, to: t, at: atEnd ? 'end' : 'interior', midpoint: 2 * u.n === u.d };
}

const hexKey = (h: HexCoord) => `${h.col},${h.row}`;

/**
 * 10.1: the hexes and hexsides met by the string stretched from `from`'s centre dot to `to`'s. Hexes
 * are ordered by where the line first meets them (then by hex order), hexsides likewise; a `spine` hex
 * pair is listed in hex order. Hexes off any map are included: the caller decides what it knows.
 */
export function lineOfHexes(from: HexCoord, to: HexCoord): LineOfHexes {
  const a = centre(from);
  const b = centre(to);
  const hexes: HexOnLine[] = [];
  if (!sameHex(from, to)) {
    const [c0, c1] = [Math.min(from.col, to.col) - 1, Math.max(from.col, to.col) + 1];
    const [r0, r1] = [Math.min(from.row, to.row) - 1, Math.max(from.row, to.row) + 1];
    for (let col = c0; col <= c1; col++) {
      for (let row = r0; row <= r1; row++) {
        const hex = { col, row };
        if (sameHex(hex, from) || sameHex(hex, to)) continue;
        const r = clip(a, b, vertices(hex));
        if (!r.closed) continue;
        const [lo, hi] = r.closed;
        const contact: HexContact = r.interior ? 'through' : cmp(lo, hi) === 0 ? 'corner' : 'spine';
        const c = centre(hex);
        const onCentre = cross(a, b, c) === 0;
        hexes.push({ hex, contact, from: lo, to: hi, centre: contact === 'through' && onCentre });
      }
    }
  }
  hexes.sort((x, y) => cmp(x.from, y.from) || compareHexes(x.hex, y.hex));
  // Hexsides: every side of every hex met (ends included), once.
  const met = [{ hex: from }, { hex: to }, ...hexes];
  const seen = new Set<string>();
  const sides: SideOnLine[] = [];
  for (const { hex } of met) {
    for (const dir of DIRECTIONS) {
      const other = neighbour(hex, dir);
      const pair = compareHexes(hex, other) < 0 ? [hex, other] : [other, hex];
      const key = `${hexKey(pair[0])}|${hexKey(pair[1])}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [p, q] = sideVertices(hex, dir);
      const m = meetSide(a, b, p, q);
      if (!m) continue;
      const endSide = [from, to].some((e) => sameHex(e, pair[0]) || sameHex(e, pair[1]));
      sides.push({ between: [pair[0], pair[1]], contact: m.at === 'interior' ? 'crossed' : m.at, from: m.from, to: m.to, midpoint: m.midpoint, endSide });
    }
  }
  sides.sort((x, y) => cmp(x.from, y.from) || compareHexes(x.between[0], y.between[0]) || compareHexes(x.between[1], y.between[1]));
  return { from, to, hexes, sides };
}

/** A readable one-line account of a line (for errors, docs and tests): `K8 through (centre), L8 spine …`. */
export function describeLine(l: LineOfHexes): string {
  return l.hexes.map((h) => `${hexLabel(h.hex)} ${h.contact}${h.centre ? ' (centre)' : ''}`).join(', ');
}
