/**
 * Artillery arithmetic (CC:E O18.2.2 Accuracy and drift, O18.2.3 Impact, T99 Airbursts, 8.1.4 Smoke
 * stacking, O18.2.3.3 Fortification Vulnerability). Pure functions; the Artillery Request machine's
 * guards and actions call these and nothing else.
 *
 * Reused, not re-typed: hex geometry and the O18.2.2.3 off-map test (machines/core/hex.ts `walk`/`move`:
 * `offMap` is true if ANY hex entered lies off the map), the Targeting arithmetic of O20.2.3/10.3.1
 * (machines/cce/fire/firepower.ts `targetingHits`, `hindranceFrom`), Fortification Cover against
 * Artillery (machines/cce/terrain.ts, `vsMortarOrArtillery`).
 */
import { rollProduct, type Die, type Roll } from '../../core/dice';
import { derive, term, type Derivation, type Term, declareTerms } from '../../core/derivation';
import { smokeOf } from '../los';
import { type Direction, type MapGeometry, type Walk, distance, hexId, move, neighbour, onMap, parseHex, walk } from '../../core/hex';
import type { HexFacts, LocalMap } from '../../core/map';
import { FORTIFICATIONS, levelOf } from '../../core/map';
import { CCE_AIRBURSTS, hindranceFrom, targetingHits, type Airbursts, type FireSituationView } from '../fire/firepower';

// ---------------------------------------------------------------------------------------- Accuracy

export interface AccuracyResult {
  white: number;
  colored: number;
  product: number;
  /** 10.3.1: the largest Hindrance on the Spotter→SR LOS (Smoke in either hex included, 10.3.4). */
  hindrance: number;
  /** O18.2.2: "the range between the Spotter and the SR's current hex". */
  range: number;
  hit: boolean;
}

/** O18.2.2, O20.2.3, 10.3.1: a normal Targeting Roll (dice multiplied) less the Hindrance must exceed the range. */
export function accuracy(view: FireSituationView, spotterHex: string, srHex: string, roll: Roll): AccuracyResult {
  const range = distance(parseHex(spotterHex, 'spotter'), parseHex(srHex, 'sr'));
  const hindrance = hindranceFrom(view, spotterHex, srHex);
  const product = rollProduct(roll);
  return { white: roll.white, colored: roll.colored, product, hindrance, range, hit: targetingHits(product, hindrance, range) };
}

// ------------------------------------------------------------------------------------------- drift

/** A revealed card's two dice (O18.2.2.1/2: "this is NOT a roll, so no die triggers"). */
export interface Reveal {
  white: Die;
  colored: Die;
}

export interface Drift {
  white: number;
  colored: number;
  /** The hexes the SR entered, in order (ids; an off-map hex has none and is written "off-map"). */
  path: string[];
  /** O18.2.2.3: the SR left the map, even if just briefly. */
  offMap: boolean;
  /** The hex the SR lands in; null when it erred off the map. */
  lands: string | null;
}

function toDrift(w: Walk, geometry: MapGeometry, card: Reveal): Drift {
  const path = w.path.map((h) => (onMap(geometry, h) ? hexId(h) : 'off-map'));
  return { white: card.white, colored: card.colored, path, offMap: w.offMap, lands: w.offMap ? null : hexId(w.end) };
}

/** O18.2.2.1 Hit: one hex in the white die's direction, then one hex in the colored die's (2.2.2 compass). */
export function hitDrift(geometry: MapGeometry, sr: string, card: Reveal): Drift {
  return toDrift(walk(geometry, parseHex(sr, 'sr'), [card.white as Direction, card.colored as Direction]), geometry, card);
}

/** O18.2.2.2 Miss: the white die is the direction, the colored die the distance in hexes. */
export function missDrift(geometry: MapGeometry, sr: string, card: Reveal): Drift {
  return toDrift(move(geometry, parseHex(sr, 'sr'), card.white as Direction, card.colored), geometry, card);
}

// ------------------------------------------------------------------------------------------ Impact

/** O18.2.3: the SR's hex and each adjacent hex (those on the map), SR first, then compass order 1-6. */
export function impactArea(geometry: MapGeometry, sr: string): string[] {
  const c = parseHex(sr, 'sr');
  const around = ([1, 2, 3, 4, 5, 6] as Direction[]).map((d) => neighbour(c, d)).filter((h) => onMap(geometry, h));
  return [sr, ...around.map(hexId)];
}

/** The Fortification marker in a hex, if any (8.1.3: at most one). */
export function fortificationIn(facts: HexFacts | undefined): string | undefined {
  return (facts?.markers ?? []).find((m) => FORTIFICATIONS.includes(m));
}

/** O18.2.3.2: a hex of the impact area is attacked only if it holds a unit or a Fortification. */
export function hexIsTarget(map: LocalMap, unitHexes: readonly string[], hex: string): boolean {
  return unitHexes.includes(hex) || fortificationIn(map.hexes[hex]) !== undefined;
}

/**
 * T99: "The Fire Attack Total of any Mortar or Artillery attack against a Woods hex is always increased by 2" (CC:P T91, T97:
 * "any mortar or artillery attack against a jungle [swamp] hex"): the Airburst terrain of the hex, by the edition's table
 * (../fire/firepower.ts Airbursts; absent: CC:E's Woods), if any.
 */
export function airburstTerrainOf(facts: HexFacts | undefined, airbursts: Airbursts = CCE_AIRBURSTS): string | undefined {
  return Object.keys(airbursts).find((t) => facts?.terrain.includes(t));
}

/** The Airburst's +2 on an Impact against a hex with these facts (airburstTerrainOf), else 0. */
export function artilleryAirburst(facts: HexFacts | undefined, airbursts: Airbursts = CCE_AIRBURSTS): number {
  return airburstTerrainOf(facts, airbursts) === undefined ? 0 : 2;
}

/**
 * Reading cce.artillery-height-advantage (T88.2): `none` — the Radio is no piece on the map, so no
 * height modifier; `spotter` — the Spotter's hex stands for the firing piece: −1 if the target hex is
 * higher, +1 if lower. A hex that states no elevation is at ground level (0).
 */
export function artilleryHeight(reading: string, spotter: HexFacts | undefined, target: HexFacts | undefined): number {
  if (reading !== 'spotter') return 0;
  const s = levelOf(spotter);
  const t = levelOf(target);
  return t > s ? -1 : t < s ? 1 : 0;
}

/**
 * O18.2.3.2, O20.3.3: Impact Total = the Radio's FP + the roll (+2 Airburst, T99, or the edition's terrain, `where`; no
 * Hindrance, 10.3.1; height per reading cce.artillery-height-advantage, T88.2), as a derivation (issue 16).
 */
export function impactDerivation(radioFp: number, roll: { white: number; colored: number }, airburst: number, height: number, sand: Term | null = null, where: { terrain: string; rule: string } = { terrain: 'Woods', rule: CCE_AIRBURSTS.Woods }): Derivation {
  return derive(term(radioFp, 'O18.2.3.2', "the Radio's FP"), [
    term(roll.white + roll.colored, 'O20.3.3', `Artillery Impact Roll ${roll.white}•${roll.colored}`),
    term(airburst, where.rule, `Airburst in ${where.terrain}`),
    term(height, 'T88.2', height > 0 ? 'target lower than the Spotter' : 'target higher than the Spotter'),
    sand,
  ]);
}

/**
 * CC:P O24.4 c): the dive bomber's "12 FP Fire Attack [O27.3]": its FP plus the Fire Attack roll (O27.3.3).
 * No Hindrance (16.3.1: "If the firing piece hits, any subsequent ... Fire Attack roll will be unaffected by
 * the Hindrance"), no height (T89.2: "Attacks made by radios and aircraft are not affected").
 */
/** O24.4 c) the dive bomber's FP (T82: less 2 against a beach hex, `sand`); O24.5 b) with `hindrance` given, the fighter's FP less the Hindrance (O27.3.2). */
export function bombDerivation(fp: number, roll: { white: number; colored: number }, hindrance?: number, sand: Term | null = null): Derivation {
  const rollTerm = term(roll.white + roll.colored, 'O20.3.3', `Fire Attack roll ${roll.white}•${roll.colored}`);
  if (hindrance === undefined) return derive(term(fp, 'O24.4', "the dive bomber's FP"), [rollTerm, sand]);
  return derive(term(fp, 'O24.5', "the fighter's FP"), [term(-hindrance, 'O20.3.2', `Hindrance ${hindrance}`), rollTerm]);
}

export const impactTotal = (radioFp: number, roll: { white: number; colored: number }, airburst: number, height: number): number => impactDerivation(radioFp, roll, airburst, height).total;

/**
 * O18.2.3.3: "If an Artillery Impact Roll is exactly equal to the Fortification Vulnerability number";
 * reading cce.artillery-vulnerability-roll: the raw roll (`raw-roll`) or the Impact Total (`impact-total`).
 */
export function fortificationDestroyed(reading: string, rollSum: number, total: number, vulnerability: number): boolean {
  return (reading === 'impact-total' ? total : rollSum) === vulnerability;
}

// ------------------------------------------------------------------------------------------- Smoke

/** T89, T95, T98: no Smoke in a Marsh, Stream or Water Barrier hex; 8.1.5: nor with a Blaze. Null if Smoke may go there. */
export function smokeForbidden(facts: HexFacts): { rule: 'T89' | 'T95' | 'T98' | '8.1.5'; why: string } | null {
  if (facts.terrain.includes('Marsh')) return { rule: 'T89', why: 'Marsh' };
  if (facts.terrain.includes('Stream')) return { rule: 'T95', why: 'Stream' };
  if (facts.terrain.includes('Water Barrier')) return { rule: 'T98', why: 'Water Barrier' };
  if ((facts.markers ?? []).includes('Blaze')) return { rule: '8.1.5', why: 'Blaze' };
  return null;
}


/** 8.1.4: "Only one Smoke marker can stack in a single hex. The one with the largest Hindrance takes precedence." */
export function newSmokeKept(facts: HexFacts, value: number): boolean {
  return value > smokeOf(facts);
}

/** The hex's markers after a Smoke marker of `value` is placed (8.1.4 stacking applied). */
export function withSmoke(facts: HexFacts, value: number): HexFacts {
  if (!newSmokeKept(facts, value)) return facts;
  return { ...facts, markers: [...(facts.markers ?? []).filter((m) => !m.startsWith('Smoke:')), `Smoke:${value}`] };
}

/** F100.2, O18.2.3.3: the hex's markers without its Fortification. */
export function withoutFortification(facts: HexFacts): HexFacts {
  return { ...facts, markers: (facts.markers ?? []).filter((m) => !FORTIFICATIONS.includes(m)) };
}

// Ablation (core/derivation.ts declaredTermRules): the Impact and air attack terms — the dice, the Woods Airburst, height, a fighter's Hindrance.
declareTerms('cce', ['O20.3.3', 'T99', 'T88.2', 'O20.3.2']);
