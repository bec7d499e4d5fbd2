/**
 * Weapons Effectiveness (WE, WE.A–WE.D) and the Weapons Effectiveness Chart (WEC), transcribed as data
 * (checked against the text by tests/weapons-chart.spicc.test.ts), and the Attack Strength of one firing
 * unit in a Fire Combat as a derivation: printed strength [DT], tripled [CB.C], the chart's modification
 * [WEC, half range by WE.B], halved for Indirect Fire [CB.1.i].
 *
 * Halving an odd strength: the text does not say whether the fraction is kept or dropped (reading
 * spicc.halved-strength-fraction, machines/spicc/readings.ts).
 */
import { derive, term, greaterThan, type Derivation, type Term, declareTerms } from '../core/derivation';
import type { Readings } from '../core/readings';
import type { Weapon } from './units';

export type Effectiveness = 'double' | 'normal' | 'half' | 'close-assault-only';

export interface ChartRow {
  armoredHalfRangeOrLess: Effectiveness;
  armoredBeyondHalfRange: Effectiveness;
  nonArmored: Effectiveness;
}

/** WEC, row by row as printed: Armored Targets at half range (or less), at greater than half range; Non-Armored Targets at all ranges. */
export const WEAPONS_EFFECTIVENESS_CHART: Readonly<Record<Weapon, ChartRow>> = {
  AP: { armoredHalfRangeOrLess: 'double', armoredBeyondHalfRange: 'normal', nonArmored: 'half' },
  HE: { armoredHalfRangeOrLess: 'normal', armoredBeyondHalfRange: 'half', nonArmored: 'normal' },
  RF: { armoredHalfRangeOrLess: 'close-assault-only', armoredBeyondHalfRange: 'close-assault-only', nonArmored: 'normal' },
};

/** The chart's words for each cell. */
export const EFFECTIVENESS_PRINTED: Readonly<Record<Effectiveness, string>> = {
  double: 'Double Attack Strength',
  normal: 'Normal Attack Strength',
  half: 'Half Attack Strength',
  'close-assault-only': 'May only attack using Close Assault',
};

/** WE.B: "drop the fraction when computing "half range."" */
export const halfRange = (rangeAllowance: number): number => Math.floor(rangeAllowance / 2);

/** WE.B: at "half range or less" (a Range Allowance of 1: only in the target's hex). */
export const atHalfRangeOrLess = (distance: number, rangeAllowance: number): boolean => !greaterThan(distance, halfRange(rangeAllowance), 'WE.B');

/** The chart's cell for a weapon, a target type and a range. */
export function effectiveness(weapon: Weapon, armoredTarget: boolean, distance: number, rangeAllowance: number): Effectiveness {
  const row = WEAPONS_EFFECTIVENESS_CHART[weapon];
  if (!armoredTarget) return row.nonArmored;
  return atHalfRangeOrLess(distance, rangeAllowance) ? row.armoredHalfRangeOrLess : row.armoredBeyondHalfRange;
}

/** Half of a strength, under the reading of what becomes of a fraction. */
export function halved(value: number, readings: Readings): number {
  return readings['spicc.halved-strength-fraction'] === 'drop-fraction' ? Math.floor(value / 2) : value / 2;
}

export interface FiringStrength {
  attack: number;
  weapon: Weapon;
  distance: number;
  rangeAllowance: number;
  armoredTarget: boolean;
  indirect: boolean;
  tripled: boolean;
}

/**
 * One firing unit's adjusted Attack Strength (the Combat Procedure: "making adjustments to Attack Strength
 * as necessary for Weapons Effectiveness ... and type of Attack"). Each multiplication is a term of the
 * difference it makes. Not for a cell that forbids the fire (close-assault-only): the caller refuses it.
 */
export function firingStrength(f: FiringStrength, readings: Readings): Derivation {
  const terms: Term[] = [];
  let v = f.attack;
  const step = (next: number, rule: string, what: string) => {
    terms.push(term(next - v, rule, what));
    v = next;
  };
  if (f.tripled) step(v * 3, 'CB.C', 'tripled (Class 3, non-AP), then eliminated');
  const cell = effectiveness(f.weapon, f.armoredTarget, f.distance, f.rangeAllowance);
  if (cell === 'double') step(v * 2, 'WEC', `${f.weapon} vs Armored Target at half range or less: doubled`);
  if (cell === 'half') step(halved(v, readings), 'WEC', `${f.weapon} vs ${f.armoredTarget ? 'Armored Target beyond half range' : 'Non-armored Target'}: halved`);
  if (f.indirect) step(halved(v, readings), 'CB.1.i', 'Indirect Fire: halved');
  return derive(term(f.attack, 'DT', 'printed Attack Strength'), terms);
}

// Ablation (core/derivation.ts declaredTermRules): each multiplication of an Attack Strength.
declareTerms('spicc', ['CB.C', 'WEC', 'CB.1.i']);
