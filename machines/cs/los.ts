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
import { distance, hexId, parseHex } from '../core/hex';
import { lineOfHexes } from '../core/line';
import { derive, greaterThan, lessThan, ruleApplies, term, type Derivation, type Term } from '../core/derivation';
import type { CsRuleId } from './rule-ids';

export const HINDRANCE_KINDS = ['grain', 'debris', 'marsh', 'other'] as const;

export interface LosHex {
  hex: string;
  /** The height of an Obstacle in the hex (TEC, missing), cumulative (5.3.5.1); 0.5 for a 1/2 level one. */
  obstacle?: number;
  /** A Hindrance's DRM (TEC, missing) and its kind (5.3.3: Grain, Debris, Marsh block beyond two). */
  hindrance?: { drm: number; kind: (typeof HINDRANCE_KINDS)[number] };
  /** 5.3.4: a Fire, Smoke or Burning Wreck marker. */
  smoke: boolean;
  /** 5.3.4.1: the number of wrecks. */
  wrecks: number;
}

export interface LosEnd {
  hex: string;
  /** The unit's level (0 the ground level, 1.. the Upper Levels). */
  level: number;
}

export interface LosSituation {
  firer: LosEnd;
  target: LosEnd;
  hexes: LosHex[];
}

export type LosInput = MachineInput<LosSituation>;

export interface LosBlock {
  hex: string;
  rule: CsRuleId;
  why: 'obstacle' | 'blind-hex' | 'hindrance-block';
}

export interface LosContext {
  ruleset: string;
  readings: Readings;
  situation: LosSituation;
  assessment: LosAssessment;
  result: 'clear' | 'blocked' | 'in-progress';
}

export interface LosAssessment {
  /** The hexes between the two units that the line goes through, touches along a hexside, or at a vertex. */
  line: { hex: string; contact: 'through' | 'spine' | 'corner' }[];
  blocked: LosBlock | null;
  /** Blind hexes behind the obstacle seen over, when there is one (5.4.1). */
  blind: Derivation | null;
  hindrance: Derivation;
}

export interface LosOutput {
  result: LosContext['result'];
  line: LosAssessment['line'];
  blocked: LosBlock | null;
  blind: Derivation | null;
  hindrance: Derivation | null;
}

const facts = (s: LosSituation, hex: string): LosHex => s.hexes.find((h) => h.hex === hex) ?? { hex, smoke: false, wrecks: 0 };

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

/** The whole assessment: the first block along the line (from the higher unit), else the Hindrance DRM. */
export function assessLos(s: LosSituation, readings: Readings): LosAssessment {
  const [a, b] = [parseHex(s.firer.hex, 'firer.hex'), parseHex(s.target.hex, 'target.hex')];
  const ln = lineOfHexes(a, b);
  const line = ln.hexes.map((h) => ({ hex: hexId(h.hex), contact: h.contact }));
  const [high, low] = s.firer.level >= s.target.level ? [s.firer, s.target] : [s.target, s.firer];
  const lowCoord = parseHex(low.hex, 'low.hex');
  const range = distance(a, b);
  let blocked: LosBlock | null = null;
  let blind: Derivation | null = null;
  // 5.2.1, 5.2.4: the end hexes are not on the line; any contact of an obstacle counts.
  const byHigh = s.firer.level >= s.target.level ? line : [...line].reverse();
  for (const { hex } of byHigh) {
    const h = facts(s, hex).obstacle;
    // 5.2.2 "an obstacle must lie between the firer and the target at a higher level".
    if (h === undefined || !ruleApplies('5.2.2', low.level < h)) continue;
    if (!seesOver(high.level, h)) {
      blocked = { hex, rule: '5.2.4', why: 'obstacle' };
      break;
    }
    // 5.4.1 "The adjacent hex behind a Level +1 or higher terrain feature": walls, vehicles and wrecks make none.
    if (!ruleApplies('5.4.1', Number.isInteger(h))) continue;
    const reach = readings['cs.blind-hex-range'] === 'obstacle' ? distance(parseHex(high.hex, 'high.hex'), parseHex(hex, 'hex')) : range;
    const d = blindHexes(high.level, h, reach);
    if (!lessThan(d.total, distance(parseHex(hex, 'hex'), lowCoord), '5.4.1')) {
      blind = d;
      blocked = { hex, rule: '5.4.1', why: 'blind-hex' };
      break;
    }
  }
  // 5.3.2 "for fire between units on the same level as the Hindrance"; 5.4 smoke still counts when seen over.
  const sameLevel = s.firer.level === 0 && s.target.level === 0;
  const passed = line.filter((l) => l.contact !== 'corner').map((l) => facts(s, l.hex));
  const terms: Term[] = [];
  for (const f of passed) {
    if (f.hindrance && ruleApplies('5.3.2', sameLevel)) terms.push(term(f.hindrance.drm, '5.3.2', `${f.hindrance.kind} in ${f.hex}`));
    for (let i = 0; i < f.wrecks; i++) if (ruleApplies('5.3.4.1', sameLevel)) terms.push(term(5, '5.3.4.1', `wreck ${i + 1} in ${f.hex}`));
  }
  // 5.3.4 "into or through ... each hex up to Level +3": the target's hex too.
  for (const f of [...passed, facts(s, s.target.hex)]) {
    if (f.smoke && ruleApplies('5.3.4', low.level <= 3)) terms.push(term(10, '5.3.4', `smoke in ${f.hex}`));
  }
  if (!blocked && sameLevel) {
    const blocking = passed.filter((f) => f.hindrance && f.hindrance.kind !== 'other');
    const most = readings['cs.hindrance-block-count'] === 'two' ? 1 : 2;
    // 5.3.3 "LOS may not go through more than two Grain, Debris or Marsh hexes".
    if (greaterThan(blocking.length, most, '5.3.3')) blocked = { hex: blocking[most].hex, rule: '5.3.3', why: 'hindrance-block' };
  }
  return { line, blocked, blind, hindrance: derive(term(0, '5.3.2', 'no Hindrance'), terms) };
}

export function projectLos(c: LosContext): LosOutput {
  const a = c.assessment;
  return { result: c.result, line: a.line, blocked: a.blocked, blind: a.blind, hindrance: c.result === 'clear' ? a.hindrance : null };
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
    blockedByObstacle: blockedBy('obstacle'),
    inBlindHex: blockedBy('blind-hex'),
    hindranceBlock: blockedBy('hindrance-block'),
  },
  actions: {
    markBlocked: assign({ result: 'blocked' as const }),
    markClear: assign({ result: 'clear' as const }),
  },
}).createMachine({
  id: 'cs-los',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, assessment: assessLos(input.situation, input.readings), result: 'in-progress' }),
  initial: 'checking',
  output: ({ context }) => projectLos(context),
  states: {
    // 5.2.1: the thread from centre dot to centre dot; 5.2.3: a check costs nothing.
    checking: {
      always: [
        { guard: 'blockedByObstacle', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.2.2', '5.2.4', '5.4'] } },
        { guard: 'inBlindHex', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.4.1', '5.4.1.1', '5.4.1.2'] } },
        { guard: 'hindranceBlock', target: 'blocked', actions: 'markBlocked', meta: { rules: ['5.3.3'] } },
        { target: 'clear', actions: 'markClear', meta: { rules: ['5.2.1', '5.2.5', '5.3.2', '5.3.4', '5.3.4.1'] } },
      ],
    },
    blocked: { type: 'final' },
    clear: { type: 'final' },
  },
});
