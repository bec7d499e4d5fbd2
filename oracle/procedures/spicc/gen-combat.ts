/**
 * What the generated SPI Combat Command situations share (issue 16.5; Fire Combat, Overrun and Close Assault, Air
 * Strikes: ./fire.ts, ./assault.ts, ./air-strike.ts; Retreat, ./retreat.ts, the unit form and the names only): a
 * unit written as a seed writes it, a generated seed's name, and the kinds of target unit whose class and state the
 * shared resolution reads (machines/spicc/results.ts):
 * - `infantry`: a Class 2 platoon, a Non-armored Target (WE.C: "Non-armored Targets (i.e., all other units");
 * - `dug-in infantry`: the same, Dug-In: one added to the die-number (IP.C), an "R" read as no effect and a "DR"
 *   as a "D" (CRE.ER: "If a Class 2 unit is Dug-in, treat an "R" result as a "no-effect."", CRE.DR);
 * - `gun`: a Class 3 gun, an "R" and a "DR" read as a "D" (CRE.ER, CRE.DR);
 * - `halftrack` / `tank`: a Class 1d vehicle, an Armored Target (WE.C: "Armored Targets (Class 1d vehicles)"),
 *   destroyed into Wreck markers (WR, WR.A); a halftrack and another Class 1d apart where CB.2.d reads them.
 * The values the lost Unit Identification Table would give (Attack and Defense Strength, Range Allowance) are
 * placeholders, the same in every generated situation, so that what varies is the fact a factor names.
 */
import type { SpiccUnit } from '../../../machines/spicc/units';

export type UnitFields = Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind' | 'size' | 'attack' | 'defense' | 'range' | 'movement' | 'hex'> &
  Partial<Pick<SpiccUnit, 'weapon' | 'dispersed' | 'dugIn' | 'passenger' | 'attacked'>>;

/** A unit as a seed writes it (the parser's defaults left out). */
export const unit = (u: UnitFields): UnitFields => ({ ...u });

export const TARGET_KINDS = ['infantry', 'dug-in infantry', 'gun', 'halftrack'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number] | 'tank';

/** A target unit of one of the kinds above, Defense Strength 4, dispersed or not (CRE.N, CRE.DD read it). */
export function targetUnit(kind: TargetKind, id: string, side: SpiccUnit['side'], hex: string, dispersed: boolean): UnitFields {
  const state = dispersed ? { dispersed: true } : {};
  switch (kind) {
    case 'infantry':
    case 'dug-in infantry':
      return unit({ id, side, class: '2', kind: 'infantry', size: 1, attack: 4, defense: 4, range: 2, movement: 1, weapon: 'RF', hex, ...state, ...(kind === 'dug-in infantry' ? { dugIn: true } : {}) });
    case 'gun':
      return unit({ id, side, class: '3', kind: 'other', size: 1, attack: 4, defense: 4, range: 6, movement: 0, weapon: 'AP', hex, ...state });
    case 'halftrack':
      return unit({ id, side, class: '1d', kind: 'halftrack', size: 1, attack: 4, defense: 4, range: 2, movement: 8, weapon: 'RF', hex, ...state });
    case 'tank':
      return unit({ id, side, class: '1d', kind: 'other', size: 1, attack: 8, defense: 4, range: 4, movement: 6, weapon: 'AP', hex, ...state });
  }
}

/** The target kind read back from a unit (the inverse of targetUnit), '?' for any other. */
export function targetKindOf(u: Pick<SpiccUnit, 'class' | 'kind' | 'dugIn'>): string {
  if (u.class === '2' && u.kind === 'infantry') return u.dugIn ? 'dug-in infantry' : 'infantry';
  if (u.class === '3') return 'gun';
  if (u.class === '1d') return u.kind === 'halftrack' ? 'halftrack' : 'tank';
  return '?';
}

/** A generated seed's name: `pairwise-NN`. */
export const pairwiseName = (i: number): string => `pairwise-${String(i + 1).padStart(2, '0')}`;
