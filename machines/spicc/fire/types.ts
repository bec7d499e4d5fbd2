/**
 * Fire Combat (CB.1) — the situation, its checks and its computations, for the chart in ./machine.ts.
 * Each check is a named predicate citing its rule; the arithmetic lives in ../weapons.ts and ../results.ts.
 */
import { distance, parseHex } from '../../core/hex';
import type { Derivation } from '../../core/derivation';
import type { Readings } from '../../core/readings';
import { ruleApplies } from '../../core/derivation';
import { isArmoredTarget, spotterIn, stackLeftOut, type Side, type SpiccUnit } from '../units';
import { effectiveness, firingStrength } from '../weapons';
import { dieNumber, halfOrMoreDispersed, oddsColumn, type CrtCell, type CrtResult, type OddsColumn, type UnitEffect } from '../results';

/** SOP.1.A, SOP.1.B (ZOC fire), SOP.1.F: the phases in which Fire Combat takes place (CB.1.a). */
export const FIRE_PHASES = ['offensive-fire', 'movement', 'defensive-fire'] as const;
export type FirePhase = (typeof FIRE_PHASES)[number];

/** The terrain of a hex, as far as Fire Combat asks (CB.1.g Covering Terrain; TN.1 partial Woods). */
export const TERRAINS = ['clear', 'woods', 'partial-woods', 'town', 'slope', 'hill-crest'] as const;
export type Terrain = (typeof TERRAINS)[number];

export interface Firer {
  unit: string;
  technique: 'direct' | 'indirect';
  /** CB.1.i: the Friendly Observer observing the target hex (Indirect Fire only). */
  observer?: string;
  /** CB.C: a Class 3 non-AP unit's choice to triple its Attack Strength (then eliminated). */
  triple?: boolean;
}

/** A stated Line of Sight between two hex centres (CB.1.f–h): the hex-side map of the game is not modelled. */
export interface LosFact {
  from: string;
  to: string;
  clear: boolean;
  /** OPT.1 (optional rule): the verdict by the symbols' contours, where the situation plays Naturalistic Line of Sight. */
  naturalistic?: boolean;
}

export interface FireSituation {
  phase: FirePhase;
  /** Whose Player-Turn it is (the First or the Second Player's); the Defensive Fire Phase is still part of it (SOP.1.F). */
  playerTurn: Side;
  units: SpiccUnit[];
  terrain: Record<string, Terrain>;
  los: LosFact[];
  /** OPT.1: the Players add the optional Naturalistic Line of Sight; each stated Line of Sight then says `naturalistic`. */
  naturalisticLos?: boolean;
  attack: { firers: Firer[]; targets: string[] };
  /** Cells of the lost Combat Results Table, read from an original copy (CRT). */
  crt: CrtCell[];
}

export interface FireContext {
  ruleset: string;
  readings: Readings;
  situation: FireSituation;
  refusal: { rule: string; reason: string } | null;
  strengths: { unit: string; strength: Derivation }[];
  attackTotal: number;
  defenseTotal: number;
  armoredTarget: boolean;
  column: OddsColumn | null;
  die: number | null;
  dieNumber: Derivation | null;
  result: CrtResult | null;
  resultFrom: 'text' | 'situation' | 'reader' | null;
  effects: UnitEffect[];
  firersEliminated: string[];
}

/** CB.1.a: "The Player whose Turn it is fires his weapons during the Offensive Fire Phase"; in the Movement and Defensive Fire Phases the Enemy Player fires. */
export const firingSide = (s: FireSituation): Side => (s.phase === 'offensive-fire' ? s.playerTurn : s.playerTurn === 'us' ? 'german' : 'us');

export const unitOf = (s: FireSituation, id: string): SpiccUnit => s.units.find((u) => u.id === id)!;
export const targetsOf = (s: FireSituation): SpiccUnit[] => s.attack.targets.map((id) => unitOf(s, id));
export const targetHex = (s: FireSituation): string => unitOf(s, s.attack.targets[0]).hex;
export const hexDistance = (a: string, b: string): number => distance(parseHex(a, 'hex'), parseHex(b, 'hex'));
const firersOf = (s: FireSituation) => s.attack.firers.map((f) => ({ f, u: unitOf(s, f.unit) }));

/** CB.1.f–h: the stated Line of Sight between two hexes (by hex-sides, or by the symbols under OPT.1); a hex sees itself. */
export function losClear(s: FireSituation, from: string, to: string): boolean {
  if (from === to) return true;
  // OPT.1: "base the blocking effects of terrain upon the actual contours of the symbols rather than upon hex sides".
  const naturalistic = ruleApplies('OPT.1', s.naturalisticLos === true);
  return s.los.some((l) => ((l.from === from && l.to === to) || (l.from === to && l.to === from)) && (naturalistic ? l.naturalistic === true : l.clear));
}

/** CB.1.g: "There are two types of covering terrain: Woods hexes and Town hexes"; TN.1: a partial Woods hex "is considered to be Woods for Combat Purposes". */
/** CB.1.g, TN.1: Woods and Town hexes (a partly Woods hex is Woods "for Combat Purposes") are Covering Terrain. */
export const isCoveringTerrain = (t: Terrain | undefined): boolean => t === 'woods' || t === 'partial-woods' || t === 'town';
export const inCoveringTerrain = (s: FireSituation): boolean => ruleApplies('CB.1.g', isCoveringTerrain(s.terrain[targetHex(s)]));

// --- the firers (CB.B, CB.1.c, CRE.D, MV.K)
export const aFirerIsDispersed = (s: FireSituation): boolean => firersOf(s).some(({ u }) => u.dispersed);
export const aFirerIsAPassenger = (s: FireSituation): boolean => firersOf(s).some(({ u }) => u.passenger);
export const aFirerHasAttacked = (s: FireSituation): boolean => firersOf(s).some(({ u }) => u.attacked);
export const aFirerHasNoAttackStrength = (s: FireSituation): boolean => firersOf(s).some(({ u }) => u.attack === 0 || u.weapon === undefined);

// --- the techniques (CB.1.c, CB.1.d, CB.1.f, CB.1.i, ZOC.A, ZOC.D)
const indirect = (s: FireSituation) => firersOf(s).filter(({ f }) => f.technique === 'indirect');
const direct = (s: FireSituation) => firersOf(s).filter(({ f }) => f.technique === 'direct');
export const indirectFireInMovementPhase = (s: FireSituation): boolean => s.phase === 'movement' && indirect(s).length > 0;
export const indirectFireBelowRangeSeven = (s: FireSituation): boolean => indirect(s).some(({ u }) => u.range < 7);
/** CB.1.i: Indirect Fire reaches "targets which are adjacent to them or which are at any point within their range"; the firer's own hex as reading spicc.indirect-fire-own-hex says. */
export const indirectFireBeyondRange = (s: FireSituation, readings: Readings): boolean =>
  indirect(s).some(({ u }) => {
    const d = hexDistance(u.hex, targetHex(s));
    return d > u.range || (d === 0 && readings['spicc.indirect-fire-own-hex'] === 'not-own-hex');
  });
/**
 * CB.1.i: a Friendly Observer, "in a normal, non-passenger, undispersed state", within six hexes, with a Line of Sight to the target hex.
 *
 * May the firing unit be its own Observer (digest §5 item 8)? The text settles it, so no reading: the
 * hex "must be under observation by a Friendly Observer unit", a counter type of Class 2 ("infantry,
 * engineers, and Observers") with no weapon ("the Observer is a "weaponless" Direct Fire unit"; "Observer
 * units (with zero" Stacking Points), while Indirect Fire is for "Units with a Range Allowance of "7" or
 * greater", which have an Attack Strength and a weapon. A firer is never an Observer unit: the observer
 * named must be of kind `observer`.
 */
export function observerMayObserve(s: FireSituation, id: string | undefined): boolean {
  const o = id === undefined ? undefined : s.units.find((u) => u.id === id);
  return !!o && o.side === firingSide(s) && o.kind === 'observer' && !o.dispersed && !o.passenger && hexDistance(o.hex, targetHex(s)) <= 6 && losClear(s, o.hex, targetHex(s));
}
export const indirectFireUnobserved = (s: FireSituation): boolean => indirect(s).some(({ f }) => !observerMayObserve(s, f.observer));
/** CB.1.d: "up to a maximum of six hexes or up to the limit of the firing unit's Range Allowance, whichever is LESS". */
export const directFireBeyondRange = (s: FireSituation): boolean => direct(s).some(({ u }) => hexDistance(u.hex, targetHex(s)) > Math.min(6, u.range));
export const directFireWithoutLos = (s: FireSituation): boolean => direct(s).some(({ u }) => !losClear(s, u.hex, targetHex(s)));
/** ZOC.A: in the Movement Phase "Only the units exerting the Zone of Control may attack": the target's hex is the firer's or one of the six around it. */
export const zocFirerNotControlling = (s: FireSituation): boolean => s.phase === 'movement' && firersOf(s).some(({ u }) => hexDistance(u.hex, targetHex(s)) > 1);

// --- the target (CB.1.j, CB.1.k, WE.D, ZOC.F, WEC)
export const moreThanOneMovingTarget = (s: FireSituation): boolean => s.phase === 'movement' && s.attack.targets.length > 1;
/** CB.1.j 1, WE.D: in Covering Terrain the stack "must be combined and attacked as a whole Defense Strength" (in the Movement Phase, ZOC.F: the moving unit alone). */
export const coveredStackSingledOut = (s: FireSituation): boolean =>
  s.phase !== 'movement' && inCoveringTerrain(s) && stackLeftOut(s.units, firingSide(s), targetHex(s), s.attack.targets);
/** CB.1.k: "a Friendly unit must be in the same hex as the target in order to "spot" it", in a normal (undispersed) state, and no passenger. */
export const spotterInTargetHex = (s: FireSituation): boolean => spotterIn(s.units, firingSide(s), targetHex(s));
export const coveredTargetUnspotted = (s: FireSituation): boolean => inCoveringTerrain(s) && !spotterInTargetHex(s);
/** CB.1.j 2: outside Covering Terrain "Mixed target types may not be combined into a single target." */
export const mixedTargetTypes = (s: FireSituation): boolean => !inCoveringTerrain(s) && new Set(targetsOf(s).map(isArmoredTarget)).size > 1;
/** WE.D: a Covering Terrain stack with a Class 1d unit "is treated as if it were an Armored Target". */
export const targetIsArmored = (s: FireSituation): boolean => targetsOf(s).some(isArmoredTarget);
/** WEC: RF against an Armored Target "May only attack using Close Assault". */
export const rapidFireAtArmor = (s: FireSituation): boolean =>
  firersOf(s).some(({ u }) => u.weapon !== undefined && effectiveness(u.weapon, targetIsArmored(s), hexDistance(u.hex, targetHex(s)), u.range) === 'close-assault-only');

/** The Combat Procedure: the adjusted strengths, their total, the Defense total and the odds column. */
export function computeAttack(s: FireSituation, readings: Readings): Pick<FireContext, 'strengths' | 'attackTotal' | 'defenseTotal' | 'armoredTarget' | 'column'> {
  const armoredTarget = targetIsArmored(s);
  const strengths = firersOf(s).map(({ f, u }) => ({
    unit: u.id,
    strength: firingStrength({ attack: u.attack, weapon: u.weapon!, distance: hexDistance(u.hex, targetHex(s)), rangeAllowance: u.range, armoredTarget, indirect: f.technique === 'indirect', tripled: f.triple === true }, readings),
  }));
  const attackTotal = strengths.reduce((n, x) => n + x.strength.total, 0);
  const defenseTotal = targetsOf(s).reduce((n, u) => n + u.defense, 0);
  return { strengths, attackTotal, defenseTotal, armoredTarget, column: oddsColumn(attackTotal, defenseTotal, readings) };
}

/** The die-number of a roll against this target (CB.1.k, IP.C with IP.F, CRE.N). */
export const fireDieNumber = (s: FireSituation, die: number): Derivation =>
  dieNumber(die, { coveringTerrain: inCoveringTerrain(s), dugIn: targetsOf(s).some((u) => u.class === '2' && u.dugIn), halfOrMoreDispersed: halfOrMoreDispersed(targetsOf(s)) });

/** CB.C: the firers that tripled their strength are eliminated once it is used. */
export const tripledFirers = (s: FireSituation): string[] => s.attack.firers.filter((f) => f.triple).map((f) => f.unit);
