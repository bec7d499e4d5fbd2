/**
 * 6.1.2–6.5.4 Terrain DRM — Combat! Stalingrad: the terrain DRM a fire against a unit adds to its HE To Hit
 * and Firepower Factors Table d100 (6.1.2), as far as the text sets it out.
 *
 * Covers: the highest single terrain DRM of the target's hex, not cumulative (6.1.3), a hexside's only
 * where the line between the units crosses its drawing (6.1.2; the line is machines/core/line.ts's);
 * against artillery (a CFF/FFE marker) a crossed Bocage/Wall/Hedge/Fence hexside added to the in-hex DRM
 * (6.1.3.1); a burning building's +10 for smoke instead of the building DRM (6.4.9); Dug-In in a building,
 * +10 on the building DRM (6.4.10); Rooftops, +5 "as if they were on a Hill" unless the firer is on a
 * Rooftop of the same level or higher (6.4.6.1; reading cs.rooftop-drm); a factory's building DRM only
 * for fire from outside it or whose line leaves it (6.5.4).
 *
 * Left out, and where: each terrain's and hexside's DRM is on the Terrain Effects Chart, which the text does
 * not print: the situation gives them (the text's examples: stone building +25, Wall +10). Hindrances are
 * the `los` procedure's (5.3); what the d100 then gives (the FFT, HE To Hit Table, 18) is text-missing.
 *
 * Settled by the text, so no reading: the Rooftop's +5 is for fire against units on the Rooftop, not by them,
 * as its parenthesis says ("no +5 DRM for fire from units also on a same level or higher Rooftop").
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { hexId, parseHex } from '../core/hex';
import { lineOfHexes } from '../core/line';
import { derive, ruleApplies, term, type Derivation, type Term, declareTerms } from '../core/derivation';
import type { CsRuleId } from './rule-ids';

export const HEXSIDE_FEATURES = ['wall', 'hedge', 'fence', 'bocage'] as const;

export interface DrmUnit {
  hex: string;
  level: number;
  /** 6.4.6.1: on a Rooftop marker. */
  rooftop: boolean;
}

export interface DrmSituation {
  firer: DrmUnit & { /** 6.1.3.1: the fire is a CFF/FFE marker's. */ artillery: boolean };
  target: DrmUnit & { /** 6.4.10: under a Dug-In marker. */ dugIn: boolean };
  /** The target hex's terrain and each one's DRM (the TEC, missing); at most one is its building. */
  terrain: { name: string; drm: number; building: boolean }[];
  /** Hexside terrain on the target hex's sides: the hex across the side, the feature and its DRM (TEC). */
  hexsides: { across: string; feature: (typeof HEXSIDE_FEATURES)[number]; drm: number }[];
  /** The map's buildings as far as the fire needs them: each hex of a building, whether a factory, burning. */
  buildings: { hex: string; building: string; factory: boolean; burning: boolean }[];
}

export type DrmInput = MachineInput<DrmSituation>;

export interface DrmContext {
  ruleset: string;
  readings: Readings;
  situation: DrmSituation;
  drm: Derivation | null;
}

export interface DrmOutput {
  drm: Derivation | null;
}

const buildingAt = (s: DrmSituation, hex: string) => s.buildings.find((b) => b.hex === hex);

/** 6.5.4: fire at a unit in a factory from inside it, the line never leaving it, pays no building DRM. */
function insideFactory(s: DrmSituation): boolean {
  const b = buildingAt(s, s.target.hex);
  if (!b?.factory) return false;
  const line = lineOfHexes(parseHex(s.firer.hex, 'firer.hex'), parseHex(s.target.hex, 'target.hex'));
  return [s.firer.hex, ...line.hexes.map((h) => hexId(h.hex))].every((hex) => buildingAt(s, hex)?.building === b.building);
}

/** The target hex's in-hex DRMs, each with the rule that sets it. */
function inHexTerms(s: DrmSituation): Term[] {
  const burning = buildingAt(s, s.target.hex)?.burning ?? false;
  const inside = insideFactory(s);
  return s.terrain.flatMap((t) => {
    if (!t.building) return [term(t.drm, '6.1.3', t.name)];
    // 6.4.9 "These units receive a +10 DRM (for smoke) instead of the normal building DRM".
    if (ruleApplies('6.4.9', burning)) return [term(10, '6.4.9', 'burning building (smoke)')];
    // 6.5.4 "Fire from outside to units inside pays the normal +25 DRM as does any fire if the LOS leaves the building."
    if (ruleApplies('6.5.4', inside)) return [];
    // 6.4.10 "an additional +10 to the building DR".
    const dug = ruleApplies('6.4.10', s.target.dugIn) ? 10 : 0;
    return [term(t.drm + dug, dug ? '6.4.10' : '6.1.3', dug ? `${t.name}, Dug-In` : t.name)];
  });
}

/** 6.1.2: the target hex's hexsides that the line between the units crosses (their drawing). */
function crossedSides(s: DrmSituation): Term[] {
  const line = lineOfHexes(parseHex(s.firer.hex, 'firer.hex'), parseHex(s.target.hex, 'target.hex'));
  const target = parseHex(s.target.hex, 'target.hex');
  return s.hexsides
    .filter((h) => {
      const across = parseHex(h.across, 'across');
      return line.sides.some((x) => x.contact === 'crossed' && [target, across].every((e) => x.between.some((b) => b.col === e.col && b.row === e.row)));
    })
    .map((h) => term(h.drm, '6.1.2', `${h.feature} on the ${s.target.hex}/${h.across} hexside`));
}

/** 6.1.3 "Use the highest terrain DRM": the first of the highest (two equal DRMs give the same fire, so a tie is no rule's). */
const highest = (terms: Term[]): Term[] => (ruleApplies('6.1.3', terms.length > 1) ? [terms.reduce((a, b) => (b.value > a.value ? b : a))] : terms);

/** The terrain DRM of the fire (6.1.2, 6.1.3, 6.1.3.1, 6.4.6.1). */
export function terrainDrm(s: DrmSituation, readings: Readings): Derivation {
  const inHex = inHexTerms(s);
  const sides = crossedSides(s);
  // 6.4.6.1 "(i.e., no +5 DRM for fire from units also on a same level or higher Rooftop)".
  const rooftopApplies = s.target.rooftop && !(s.firer.rooftop && s.firer.level >= s.target.level);
  const rooftop = ruleApplies('6.4.6.1', rooftopApplies) ? [term(5, '6.4.6.1', 'Rooftop, as if on a Hill')] : [];
  const added = readings['cs.rooftop-drm'] === 'added';
  const candidates = [...inHex, ...(added ? [] : rooftop)];
  // 6.1.3.1: against artillery the crossed hexside's DRM is added to the in-hex one; else one, the highest.
  const terms = ruleApplies('6.1.3.1', s.firer.artillery) ? [...highest(candidates), ...sides] : highest([...candidates, ...sides]);
  return derive(term(0, '6.1.2', 'no terrain DRM'), [...terms, ...(added ? rooftop : [])]);
}

type Meta = { rules: CsRuleId[] };

export const terrainDrmMachine = setup({
  types: {
    input: {} as DrmInput,
    context: {} as DrmContext,
    output: {} as DrmOutput,
    transitionMeta: {} as Meta,
  },
  actions: {
    applyTerrain: assign(({ context: c }) => ({ drm: terrainDrm(c.situation, c.readings) })),
  },
}).createMachine({
  id: 'cs-terrain-drm',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, drm: null }),
  initial: 'findingTerrain',
  output: ({ context }) => ({ drm: context.drm }),
  states: {
    // 6.1.2 "Some terrain offers protection in the form of modifiers to fire attacks against units in that terrain."
    findingTerrain: {
      always: { target: 'applied', actions: 'applyTerrain', meta: { rules: ['6.1.2', '6.1.3', '6.1.3.1', '6.4.6.1', '6.4.9', '6.4.10', '6.5.4'] } },
    },
    applied: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the terrain DRM's terms.
declareTerms('cs', ['6.1.3', '6.4.9', '6.4.10', '6.1.2', '6.4.6.1']);
