/**
 * 5.2–5.4 Determining LOS — Combat! Stalingrad: whether a unit at one location sees a unit at another,
 * and the Hindrance DRM of fire along that line.
 *
 * Covers: the line from centre dot to centre dot, the firing and target hexes' own terrain never blocking
 * (5.2.1; the line itself is machines/core/line.ts, shared with every hex-grid ruleset); an Obstacle blocking
 * when any part of it touches the line (5.2.4) and it lies "at a higher level" than the lower unit (5.2.2),
 * unless the higher unit sees over it: at least one level above it, or above a 1/2 level obstacle (5.4);
 * the Blind hexes behind a Level +1 or higher obstacle seen over: one, one more per ten hexes of range, one
 * fewer per level of advantage above +1 (5.4.1–5.4.1.2; reading cs.blind-hex-range); Hindrances on the
 * units' own level, for every hex the line goes through any part of, along its hexsides too (5.3.2),
 * Fire/Smoke/Burning Wreck markers at +10 into or through each hex up to Level +3 (5.3.4), wrecks +5 each
 * (5.3.4.1); more than two Grain, Debris or Marsh hexes blocking unless the line is seen from a higher
 * level (5.3.3; reading cs.hindrance-block-count); LOS is reciprocal (5.2.5), so it is decided from the
 * higher and the lower of the two units.
 *
 * Left out, and where: which terrain is an Obstacle, its height, and each Hindrance's DRM are on the Terrain
 * Effects Chart, which the text does not print: the situation gives them per hex (an obstacle's height is
 * cumulative, 5.3.5.1). Hexside terrain (walls, hedges and bocage on hexsides, 5.3.1) and In Cover (8,
 * missing) are not modelled; a 1/2 level obstacle is given as a hex's. Night (5.1.1.1), Covered Arcs (5.1.2)
 * and hidden units (5.2.5) are not part of this procedure. The hexes a line touches at a vertex only are no
 * "part of a hex" it goes through (5.3.2 names "directly along its hexsides" as the edge case): they hinder
 * nothing, but an obstacle there "connects to a thread" (5.2.4) and blocks.
 *
 * Settled by the text, so no reading: 5.2.2's "at a higher level" is read against the lower unit, as 5.4
 * goes on to say when the higher one sees over it ("a unit must be higher than the terrain it wishes to see
 * over"); an obstacle no higher than either unit never blocks (5.2.2's example: a hedge and a fountain not
 * above Level +1, "the level of both the firer and the target").
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { areAdjacent, distance, hexId, parseHex, sameHex, type HexCoord } from '../core/hex';
import { centre, lineOfHexes, type SideOnLine } from '../core/line';
import { derive, greaterThan, lessThan, ruleApplies, term, type Derivation, type Term, declareTerms } from '../core/derivation';
import type { CsRuleId } from './rule-ids';
import { buildingHeight, isFactory, type LosBuilding } from './building';

export { BUILDING_CENTRES, buildingLevels, type LosBuilding } from './building';

export const HINDRANCE_KINDS = ['grain', 'debris', 'marsh', 'other'] as const;
export const HEXSIDE_TERRAIN = ['wall', 'hedge', 'fence', 'bocage', 'interior-wall'] as const;

export interface LosHex {
  hex: string;
  /** The height of an Obstacle in the hex (TEC, missing) above the hex's own level; 0.5 for a 1/2 level one. */
  obstacle?: number;
  /** 5.3.5: the level of the hex itself (a hill); 0 when not given. */
  elevation: number;
  /** 6.4.2: a building, whose obstacle height the text's table gives. */
  building?: LosBuilding;
  /** A Hindrance's DRM (TEC, missing) and its kind (5.3.3: Grain, Debris, Marsh block beyond two). */
  hindrance?: { drm: number; kind: (typeof HINDRANCE_KINDS)[number] };
  /** 5.3.4: a Fire, Smoke or Burning Wreck marker. */
  smoke: boolean;
  /** 5.1.1.1: the marker is a Fire (burning) marker. */
  fire: boolean;
  /** 5.3.4.1: the number of wrecks. */
  wrecks: number;
}

/** 5.3.1, 6.5.3: terrain on the hexside between two adjacent hexes. */
export interface LosHexside {
  between: [string, string];
  terrain: (typeof HEXSIDE_TERRAIN)[number];
  /** A Bocage hexside's height (TEC, missing); walls, hedges and fences are 1/2 level (5.4). */
  height?: number;
}

export interface LosEnd {
  hex: string;
  /** The unit's level in its hex (0 the ground level, 1.. the Upper Levels, -1 a Cellar). */
  level: number;
  /** 5.1.1.1: the unit is marked with a Fired marker. */
  fired: boolean;
  /** 5.3.1: the unit is In Cover in a terrain hex (8, missing). */
  inCover: boolean;
  /** 6.4.8: an AFV/vehicle that entered its road/building hex by the road. */
  onRoad: boolean;
}

export interface LosSituation {
  firer: LosEnd & { /** 5.1.2: the two hexes the counter/turret faces; absent for a 360 degree Field of Fire. */ coveredArc?: [string, string] };
  target: LosEnd;
  hexes: LosHex[];
  hexsides: LosHexside[];
  /** 5.1.1.1: a firefight specified as taking place at night. */
  night: boolean;
}

export type LosInput = MachineInput<LosSituation>;

export interface LosBlock {
  hex: string;
  rule: CsRuleId;
  why: 'obstacle' | 'blind-hex' | 'hindrance-block' | 'night' | 'hexside' | 'interior-wall' | 'building-depiction';
}

export interface LosContext {
  ruleset: string;
  readings: Readings;
  situation: LosSituation;
  assessment: LosAssessment;
  result: 'clear' | 'blocked' | 'outside-arc' | 'in-progress';
}

export interface LosAssessment {
  /** The hexes between the two units that the line goes through, touches along a hexside, or at a vertex. */
  line: { hex: string; contact: 'through' | 'spine' | 'corner' }[];
  blocked: LosBlock | null;
  /** Blind hexes behind the obstacle seen over, when there is one (5.4.1). */
  blind: Derivation | null;
  hindrance: Derivation;
  /** 5.1.2: whether the target is in the firer's Covered Arc; null for a 360 degree Field of Fire. */
  inArc: boolean | null;
  /** 6.5.3: the name of the factory both units are inside, the line never leaving it. */
  insideFactory: string | null;
}

export interface LosOutput {
  result: LosContext['result'];
  line: LosAssessment['line'];
  blocked: LosBlock | null;
  blind: Derivation | null;
  hindrance: Derivation | null;
  inArc: boolean | null;
  insideFactory: string | null;
  /** 5.1.1: a clear LOS, and (5.1.2) the target in the Covered Arc: the unit may fire at the target. */
  mayFire: boolean;
}

const facts = (s: LosSituation, hex: string): LosHex => s.hexes.find((h) => h.hex === hex) ?? { hex, elevation: 0, smoke: false, fire: false, wrecks: 0 };

/** 5.3.5.1: an obstacle's height is cumulative: the hex's level plus the terrain's. */
function heightOf(s: LosSituation, f: LosHex): number | undefined {
  const own = f.building ? buildingHeight(s.hexes, f.building).total : f.obstacle;
  if (own === undefined) return ruleApplies('5.3.5', f.elevation > 0) ? f.elevation : undefined;
  return ruleApplies('5.3.5.1', f.elevation > 0) ? f.elevation + own : own;
}

/** 5.4: the higher unit sees over an obstacle at least one level lower, a 1/2 level one if only higher. */
function seesOver(high: number, height: number): boolean {
  const half = !Number.isInteger(height);
  return ruleApplies('5.4', half ? high > height : high >= height + 1);
}

/** 5.4.1–5.4.1.2: the Blind hexes behind an obstacle of `height` seen over from `high` at `range`. */
export function blindHexes(high: number, height: number, range: number): Derivation {
  const advantage = high - height;
  return derive(term(1, '5.4.1', 'the adjacent hex behind'), [
    term(Math.floor(range / 10), '5.4.1.1', 'one per ten hexes of range'),
    advantage > 1 && term(-(advantage - 1), '5.4.1.2', 'one fewer per level of advantage above +1'),
  ]);
}

/**
 * 5.1.2: is `target` in the 120 degree field of fire of a unit in `at` facing the two hexes `faced`? The arc
 * is centred on the vertex the two hexes share and spans 60 degrees either side; in the plane of the lattice
 * (machines/core/line.ts, x = X/2, y = Y·√3/2) the angle test is exact in integers.
 */
export function inCoveredArc(at: HexCoord, faced: [HexCoord, HexCoord], target: HexCoord, readings: Readings): boolean {
  const [c, a, b, t] = [centre(at), centre(faced[0]), centre(faced[1]), centre(target)];
  const f = [a[0] + b[0] - 2 * c[0], a[1] + b[1] - 2 * c[1]];
  const v = [t[0] - c[0], t[1] - c[1]];
  const dot = (p: number[], q: number[]) => p[0] * q[0] + 3 * p[1] * q[1];
  const d = dot(v, f);
  if (d <= 0) return false;
  const [lhs, rhs] = [4 * d * d, dot(v, v) * dot(f, f)];
  // On the arc's edge: the hex's centre dot lies on the line along the hexspines bounding it.
  if (lhs === rhs) return ruleApplies('5.1.2', readings['cs.covered-arc-edge'] !== 'outside');
  return ruleApplies('5.1.2', lhs > rhs);
}

const sideIs = (x: SideOnLine, a: HexCoord, b: HexCoord) => [a, b].every((e) => x.between.some((h) => sameHex(h, e)));

/** 5.3.1: a hexside bordering an end hex: one of its six, or a hexspine leaving one of its vertices. */
const borders = (x: SideOnLine, end: HexCoord) => x.endSide && x.between.some((h) => sameHex(h, end)) || x.between.every((h) => areAdjacent(h, end));

/** 5.1.1.1: a LOS exists at night to a unit with a Fired marker or adjacent to a Fire (burning) marker. */
function seenAtNight(s: LosSituation, u: LosEnd): boolean {
  const at = parseHex(u.hex, 'hex');
  return u.fired || s.hexes.some((h) => h.fire && distance(parseHex(h.hex, 'hex'), at) === 1);
}

/** The whole assessment: the first block found (night, the ends, then the line from the higher unit), else the Hindrance DRM. */
export function assessLos(s: LosSituation, readings: Readings): LosAssessment {
  const [a, b] = [parseHex(s.firer.hex, 'firer.hex'), parseHex(s.target.hex, 'target.hex')];
  const ln = lineOfHexes(a, b);
  const line = ln.hexes.map((h) => ({ hex: hexId(h.hex), contact: h.contact }));
  // 5.3.5.1, 6.4.1: a unit's level is its hex's plus its own within the hex.
  const abs = (u: LosEnd) => facts(s, u.hex).elevation + u.level;
  const firerHigh = abs(s.firer) >= abs(s.target);
  const [high, low] = firerHigh ? [s.firer, s.target] : [s.target, s.firer];
  const [highLevel, lowLevel] = [abs(high), abs(low)];
  const lowCoord = parseHex(low.hex, 'low.hex');
  const range = distance(a, b);
  const inArc = s.firer.coveredArc ? inCoveredArc(a, [parseHex(s.firer.coveredArc[0], 'arc'), parseHex(s.firer.coveredArc[1], 'arc')], b, readings) : null;
  const passedHexes = line.filter((l) => l.contact !== 'corner');
  // 6.5.3: both units inside one factory, on its ground level, the line never leaving it.
  const fb = [facts(s, s.firer.hex).building, facts(s, s.target.hex).building];
  const factory = fb[0] && fb[1] && fb[0].id === fb[1].id && isFactory(s.hexes, fb[0].id) ? fb[0].id : null;
  const insideFactory = factory !== null && s.firer.level === 0 && s.target.level === 0 && passedHexes.every((l) => facts(s, l.hex).building?.id === factory) ? factory : null;
  let blocked: LosBlock | null = null;
  let blind: Derivation | null = null;
  const block = (hex: string, rule: CsRuleId, why: LosBlock['why']) => {
    blocked ??= { hex, rule, why };
  };
  // 5.1.1.1 "Night firefights ... limit LOS to three hexes. However, a LOS exists to any unit marked with any type of Fired marker and to any unit adjacent to a Fire (burning) marker."
  const seen = seenAtNight(s, s.target) || (readings['cs.night-converse'] !== 'target' && seenAtNight(s, s.firer));
  if (ruleApplies('5.1.1.1', s.night && range > 3 && !seen)) block(s.target.hex, '5.1.1.1', 'night');
  // 6.4.8 "any LOS which crosses the building depiction in the hex blocks LOS".
  for (const u of [s.firer, s.target]) {
    const at = parseHex(u.hex, 'hex');
    const drawn = facts(s, u.hex).building?.depiction ?? [];
    const crosses = ln.sides.some((x) => x.endSide && x.contact !== 'along' && drawn.some((d) => sideIs(x, at, parseHex(d, 'depiction'))));
    if (ruleApplies('6.4.8', u.onRoad && crosses)) block(u.hex, '6.4.8', 'building-depiction');
  }
  // 5.2.1, 5.2.4: the end hexes are not on the line; any contact of an obstacle counts.
  const byHigh = firerHigh ? line : [...line].reverse();
  for (const { hex } of blocked ? [] : byHigh) {
    const f = facts(s, hex);
    // 6.5.3 "as long as a LOS inside the building does not cross a heavy black hexside ... the LOS is not blocked".
    if (ruleApplies('6.5.3', insideFactory !== null && f.building?.id === insideFactory)) continue;
    const h = heightOf(s, f);
    // 5.2.2 "an obstacle must lie between the firer and the target at a higher level".
    if (h === undefined || !ruleApplies('5.2.2', lowLevel < h)) continue;
    if (!seesOver(highLevel, h)) {
      block(hex, '5.2.4', 'obstacle');
      break;
    }
    // 5.4.1 "The adjacent hex behind a Level +1 or higher terrain feature": walls, vehicles and wrecks make none.
    if (!ruleApplies('5.4.1', Number.isInteger(h))) continue;
    const reach = readings['cs.blind-hex-range'] === 'obstacle' ? distance(parseHex(high.hex, 'high.hex'), parseHex(hex, 'hex')) : range;
    const d = blindHexes(highLevel, h, reach);
    if (!lessThan(d.total, distance(parseHex(hex, 'hex'), lowCoord), '5.4.1')) {
      blind = d;
      block(hex, '5.4.1', 'blind-hex');
      break;
    }
  }
  // 5.3.1 hexside terrain; 6.5.3 heavy black hexsides.
  const adjacent = areAdjacent(a, b);
  for (const x of ln.sides) {
    const side = s.hexsides.find((hs) => sideIs(x, parseHex(hs.between[0], 'side'), parseHex(hs.between[1], 'side')));
    if (!side || blocked) continue;
    const where = `${hexId(x.between[0])}/${hexId(x.between[1])}`;
    // 6.5.3 "The heavy black hexsides ... cannot be moved or fired across".
    if (side.terrain === 'interior-wall') {
      if (ruleApplies('6.5.3', x.contact === 'crossed')) block(where, '6.5.3', 'interior-wall');
      continue;
    }
    const atEnd = borders(x, a) || borders(x, b);
    if (atEnd) {
      // 5.3.1 "Units may not see past hexside terrain if the target unit is In Cover in a terrain hex and the firer is not adjacent."
      if (ruleApplies('5.3.1', borders(x, b) && s.target.inCover && !adjacent)) block(where, '5.3.1', 'hexside');
      // 5.3.1 "Bocage also allows LOS across the hexside, but blocks it along the hexspine."
      else if (ruleApplies('5.3.1', side.terrain === 'bocage' && x.contact === 'along')) block(where, '5.3.1', 'hexside');
      continue;
    }
    // Away from the ends, hexside terrain is an obstacle like any other (5.2.2, 5.2.4, 5.4); on level ground (validated).
    const h = (side.height ?? 0.5) + facts(s, side.between[0]).elevation;
    if (ruleApplies('5.2.2', lowLevel < h) && !seesOver(highLevel, h)) block(where, '5.2.4', 'hexside');
  }
  // 5.3.2 "for fire between units on the same level as the Hindrance"; 5.4 smoke still counts when seen over.
  const onLevel = (f: LosHex) => abs(s.firer) === f.elevation && abs(s.target) === f.elevation;
  const passed = passedHexes.map((l) => facts(s, l.hex));
  const terms: Term[] = [];
  for (const f of passed) {
    if (f.hindrance && ruleApplies('5.3.2', onLevel(f))) terms.push(term(f.hindrance.drm, '5.3.2', `${f.hindrance.kind} in ${f.hex}`));
    for (let i = 0; i < f.wrecks; i++) if (ruleApplies('5.3.4.1', onLevel(f))) terms.push(term(5, '5.3.4.1', `wreck ${i + 1} in ${f.hex}`));
    // 6.5.3 "a +5 Hindrance per hex (Exception: Debris hexes under Open Roofed hexes)".
    const openDebris = f.hindrance?.kind === 'debris' && f.building?.openRoof === true;
    if (ruleApplies('6.5.3', insideFactory !== null && !openDebris)) terms.push(term(5, '6.5.3', `factory interior ${f.hex}`));
  }
  // 5.3.4 "into or through ... each hex up to Level +3 above their base level": the target's hex too.
  for (const f of [...passed, facts(s, s.target.hex)]) {
    if ((f.smoke || f.fire) && ruleApplies('5.3.4', lowLevel <= f.elevation + 3)) terms.push(term(10, '5.3.4', `smoke in ${f.hex}`));
  }
  if (!blocked) {
    const blocking = passed.filter((f) => f.hindrance && f.hindrance.kind !== 'other' && onLevel(f));
    const most = readings['cs.hindrance-block-count'] === 'two' ? 1 : 2;
    // 5.3.3 "LOS may not go through more than two Grain, Debris or Marsh hexes"; 6.5.3 "(Exception: By > 2 interior Debris hexes)".
    if (greaterThan(blocking.length, most, '5.3.3')) block(blocking[most].hex, '5.3.3', 'hindrance-block');
  }
  return { line, blocked, blind, hindrance: derive(term(0, '5.3.2', 'no Hindrance'), terms), inArc, insideFactory };
}

export function projectLos(c: LosContext): LosOutput {
  const a = c.assessment;
  const clear = c.result === 'clear' || c.result === 'outside-arc';
  return { result: c.result, line: a.line, blocked: a.blocked, blind: a.blind, hindrance: clear ? a.hindrance : null, inArc: a.inArc, insideFactory: a.insideFactory, mayFire: c.result === 'clear' };
}

type Meta = { rules: CsRuleId[] };
const blockedBy = (why: LosBlock['why']) => ({ context: c }: { context: LosContext }) => c.assessment.blocked?.why === why;

export const losMachine = setup({
  types: {
    input: {} as LosInput,
    context: {} as LosContext,
    output: {} as LosOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    night: blockedBy('night'),
    buildingDepiction: blockedBy('building-depiction'),
    blockedByObstacle: blockedBy('obstacle'),
    inBlindHex: blockedBy('blind-hex'),
    hexside: blockedBy('hexside'),
    interiorWall: blockedBy('interior-wall'),
    hindranceBlock: blockedBy('hindrance-block'),
    outsideArc: ({ context: c }) => c.assessment.inArc === false,
  },
  actions: {
    markBlocked: assign({ result: 'blocked' as const }),
    markClear: assign({ result: 'clear' as const }),
    markOutsideArc: assign({ result: 'outside-arc' as const }),
  },
}).createMachine({
  id: 'cs-los',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, assessment: assessLos(input.situation, input.readings), result: 'in-progress' }),
  initial: 'checking',
  output: ({ context }) => projectLos(context),
  states: {
    // 5.2.1: the thread from centre dot to centre dot; 5.2.3: a check made before choosing to fire, which costs nothing.
    checking: {
      always: [
        { guard: 'night', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.1.1.1', '5.2.3'] } },
        { guard: 'buildingDepiction', target: 'blocked', actions: 'markBlocked', meta: { rules: ['6.4.8', '5.2.3'] } },
        { guard: 'blockedByObstacle', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.2.2', '5.2.4', '5.4', '5.3.5', '5.3.5.1', '6.4.2', '6.4.5', '6.5.2', '5.2.3'] } },
        { guard: 'inBlindHex', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.4.1', '5.4.1.1', '5.4.1.2', '5.2.3'] } },
        { guard: 'hexside', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.3.1', '5.2.4', '5.2.3'] } },
        { guard: 'interiorWall', target: 'blocked', actions: 'markBlocked', meta: { rules: ['6.5.3', '5.2.3'] } },
        { guard: 'hindranceBlock', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.3.3', '5.2.3'] } },
        // 5.1.2 "Guns in all forms ... may only fire in a field of fire defined by the two hexes faced by the counter/turret marker."
        { guard: 'outsideArc', target: 'outsideArc', actions: 'markOutsideArc', meta: { rules: ['5.1.2', '5.1.1'] } },
        { target: 'clear', actions: 'markClear', meta: { rules: ['5.1.1', '5.2.1', '5.2.5', '5.3.2', '5.3.4', '5.3.4.1', '6.5.1', '6.5.3'] } },
      ],
    },
    blocked: { type: 'final' },
    outsideArc: { type: 'final' },
    clear: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the spotting and Hindrance terms.
declareTerms('cs', ['5.4.1.1', '5.4.1.2', '5.3.2', '5.3.4.1', '6.5.3', '5.3.4']);
