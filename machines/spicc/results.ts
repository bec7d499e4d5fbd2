/**
 * Combat odds, the die-number, the Combat Results Table and the Explanation of Combat Results (CB, CRE,
 * CRE.0–CRE.N), shared by every spicc attack.
 *
 * The Combat Results Table grid is lost (rules.json CRT: text missing). What the text does keep:
 * - its columns' limits: "Attacks at odds of worse than "1-4" have no effect. Attacks at odds better than
 *   "6-1" are treated as "6-1."" The columns between are the whole-number ratios, as the Combat Procedure
 *   says: "State the comparison of the two Strengths as a probability ratio, simplified downward to the
 *   nearest whole number on the Combat Results Table. Example: 29-10 (or 2.9 to 1) would be simplified as
 *   2:1 odds" — a whole number, and no 5-2 column (2.9 would be 5-2, not 2:1). Not a reading: no other set
 *   of columns is in the text. What "downward" makes of 1 to 2.5 below 1-1 is one (spicc.odds-below-one-to-one);
 * - its rows: the die-number after the net addition (CRE: "applied as one net figure");
 * - one cell, from the Sample Attack: 2-1, die-number 5, "R" (CRT_CELLS_IN_TEXT).
 * Any other cell is read from the situation's `crt` (cells read from an original copy) or, where neither
 * has it, from the reader: the procedure stops and asks for the table's result, never guesses one.
 */
import { derive, greaterThan, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';
import type { Readings } from '../core/readings';
import { dispersalIsPermanent, type Side, type SpiccUnit } from './units';

export const ODDS_COLUMNS = ['1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export type OddsColumn = (typeof ODDS_COLUMNS)[number];

export const RESULTS = ['0', 'X', 'D', 'DD', 'R', 'DR'] as const;
export type CrtResult = (typeof RESULTS)[number];

/** The die-numbers a table row may be asked for: one die, 1-6, net of −3 (Overrun or Close Assault −2, dispersed −1) to +2. */
export const DIE_NUMBER_MIN = -2;
export const DIE_NUMBER_MAX = 8;

export interface CrtCell {
  column: OddsColumn;
  dieNumber: number;
  result: CrtResult;
}

/** SA: ""33 to 14" simplifies to "2 to 1" ... rolls the die obtaining a "3". This is changed to a "5" and the result is "R"". */
export const CRT_CELLS_IN_TEXT: readonly (CrtCell & { rule: 'SA' })[] = [{ column: '2-1', dieNumber: 5, result: 'R', rule: 'SA' }];

/**
 * The odds column of an attack (the Combat Procedure and CRE), or null when the odds are worse than 1-4
 * ("have no effect"). A zero Defense Strength is better than 6-1. At 1-1 or better the ratio is N to 1,
 * N dropped to a whole number ("29-10 (or 2.9 to 1) would be simplified as 2:1"); below 1-1 it is 1 to N,
 * N made whole as reading spicc.odds-below-one-to-one says (machines/spicc/readings.ts).
 */
export function oddsColumn(attack: number, defense: number, readings: Readings): OddsColumn | null {
  if (attack <= 0) return null;
  if (defense <= 0 || attack >= defense) {
    const n = Math.floor(attack / Math.max(defense, 1e-9));
    return `${greaterThan(n, 6, 'CRE') ? 6 : n}-1` as OddsColumn;
  }
  const m = defenderTerm(defense / attack, readings);
  return greaterThan(m, 4, 'CRE') ? null : (`1-${m}` as OddsColumn);
}

/** Below 1-1, the defender's term N of "1 to N" made whole (reading spicc.odds-below-one-to-one). */
function defenderTerm(n: number, readings: Readings): number {
  switch (readings['spicc.odds-below-one-to-one']) {
    case 'toward-attacker':
      return Math.floor(n);
    case 'nearest':
      // An exact half goes toward the defender, as "downward" would take it.
      return Math.floor(n + 0.5);
    default:
      return Math.ceil(n);
  }
}

/**
 * The odds "raised by one column" (Overrun, CB.2.b; Close Assault with Engineers, CB.3.b and CB.3.f): the
 * column after the attack's own, 6-1 staying 6-1 ("Attacks at odds better than "6-1" are treated as
 * "6-1""). Odds computed worse than 1-4 are raised or not as reading spicc.column-shift-below-one-to-four
 * says: under `raise-first` a ratio of 1 to 5 (N made whole as spicc.odds-below-one-to-one says) becomes
 * 1-4, and one worse than that stays without effect.
 */
export function raisedOddsColumn(attack: number, defense: number, readings: Readings, rule: 'CB.2.b' | 'CB.3.b', raise: boolean): OddsColumn | null {
  const column = oddsColumn(attack, defense, readings);
  if (!ruleApplies(rule, raise)) return column;
  if (column === null) {
    if (attack <= 0 || readings['spicc.column-shift-below-one-to-four'] !== 'raise-first') return null;
    return greaterThan(defenderTerm(defense / attack, readings), 5, 'CRE') ? null : '1-4';
  }
  return ODDS_COLUMNS[Math.min(ODDS_COLUMNS.indexOf(column) + 1, ODDS_COLUMNS.length - 1)];
}

export interface DieNumberTerms {
  coveringTerrain: boolean;
  /** Whose words add the Covering Terrain's one: Fire Combat's (CB.1.k, the default) or Close Assault's (CB.3.c). */
  coveringTerrainRule?: 'CB.1.k' | 'CB.3.c' | 'AS.B';
  dugIn: boolean;
  halfOrMoreDispersed: boolean;
  /** Overrun (CB.2.b) and Close Assault (CB.3.b): "subtract "2" from the die-number"; not a Modified Close Assault (CB.3.f). */
  subtractTwo?: 'CB.2.b' | 'CB.3.b';
}

/** The die-number: the die plus the net addition (CB.1.k or CB.3.c covering terrain, IP.C Dug-In, CRE.N dispersed, CB.2.b or CB.3.b minus two). */
export function dieNumber(die: number, t: DieNumberTerms): Derivation {
  return derive(term(die, 'CB', 'die'), [
    t.coveringTerrain && term(1, t.coveringTerrainRule ?? 'CB.1.k', 'target in Covering Terrain'),
    t.dugIn && term(1, 'IP.C', 'Dug-In'),
    t.halfOrMoreDispersed && term(-1, 'CRE.N', 'half or more of the Defense Strength dispersed'),
    t.subtractTwo !== undefined && term(-2, t.subtractTwo, t.subtractTwo === 'CB.2.b' ? 'Overrun: subtract 2' : 'Close Assault: subtract 2'),
  ]);
}

/** CRE.N: "only if half or more than half of the combined Defense Strength is composed of dispersed units". */
export function halfOrMoreDispersed(targets: readonly SpiccUnit[]): boolean {
  const total = targets.reduce((n, u) => n + u.defense, 0);
  const dispersed = targets.filter((u) => u.dispersed).reduce((n, u) => n + u.defense, 0);
  return total > 0 && !greaterThan(total, 2 * dispersed, 'CRE.N');
}

/** The cell the text, then the situation, gives for a column and die-number; undefined when neither does. */
export function knownCell(column: OddsColumn, die: number, situationCells: readonly CrtCell[]): CrtResult | undefined {
  return (CRT_CELLS_IN_TEXT.find((c) => c.column === column && c.dieNumber === die) ?? situationCells.find((c) => c.column === column && c.dieNumber === die))?.result;
}

/** When a dispersed unit returns to normal: the next repetition of the exact Phase (CRE.D), or never. */
export type Dispersal = { until: { playerTurn: Side; phase: string } } | { until: 'never' };

export interface UnitEffect {
  unit: string;
  /** The table's result as it reaches this unit after the per-unit rules (CRE.ER, CRE.DR). */
  reads: CrtResult;
  effect: 'none' | 'eliminated' | 'dispersed' | 'retreated' | 'dispersed-and-retreated';
  rules: string[];
  dispersal?: Dispersal;
  /** CRE.R: "retreated (moved) their Full Movement Allowance". */
  retreatAllowance?: number;
  /** CRE.ER: "may not move ... during the next full, Friendly Movement Phase". */
  immobileNextMovementPhase?: boolean;
  /** WR, WR.A: Wreck markers placed for a destroyed Class 1d unit. */
  wrecks?: number;
}

export interface WhenDispersed {
  playerTurn: Side;
  phase: string;
}

const eliminated = (u: SpiccUnit, reads: CrtResult, rules: string[]): UnitEffect =>
  u.class === '1d' ? { unit: u.id, reads, effect: 'eliminated', rules: [...rules, 'WR', 'WR.A'], wrecks: u.size } : { unit: u.id, reads, effect: 'eliminated', rules };

const dispersal = (u: SpiccUnit, when: WhenDispersed): Dispersal => (dispersalIsPermanent(u) ? { until: 'never' } : { until: { ...when } });

/**
 * One target unit's effect of a table result (CRE): Class 3 units treat R and DR as D, Dug-In Class 2 units
 * treat R as no effect and DR as D (CRE.ER, CRE.DR); DD eliminates a unit already dispersed (CRE.DD).
 *
 * Two questions the text settles, so no reading (digest §3.7, §3.12):
 * - Only the Dug-In Class 2 unit itself ignores an R; the other units of its hex retreat. CRE.ER: "If a
 *   Class 2 unit is Dug-in, treat an "R" result as a "no-effect."" — said of the unit; IP.F gives the rest of
 *   the hex only "the die-roll benefits of being Dug-In"; and the Sample Attack, a stack with a dug-in
 *   platoon, reads: "The "R" result has no effect upon the dug-in Class 2 unit; it causes the Class 3 unit
 *   to be dispersed; and it forces the Halftrack Platoon to be retreated ten Movement Points of distance."
 * - A D on a unit already dispersed disperses it again from this Phase (its dispersal restarts). The Sample
 *   Attack's gun, dispersed before the attack, "remains dispersed until the beginning of the next U.S.
 *   Offensive Fire Phase": with no further effect it would return to normal "at the beginning of the next
 *   repetition of the exact Phase in which [it was] dispersed", which for every Phase since the last U.S.
 *   Offensive Fire Phase comes before the next one (and one dispersed in that Phase would be normal already).
 */
export function unitEffect(u: SpiccUnit, result: CrtResult, when: WhenDispersed): UnitEffect {
  const dugInClass2 = u.class === '2' && u.dugIn;
  let reads = result;
  const rules: string[] = [];
  if (result === 'R' && u.class === '3') (reads = 'D'), rules.push('CRE.ER');
  else if (result === 'R' && dugInClass2) (reads = '0'), rules.push('CRE.ER');
  else if (result === 'DR' && (u.class === '3' || dugInClass2)) (reads = 'D'), rules.push('CRE.DR');
  switch (reads) {
    case '0':
      return { unit: u.id, reads, effect: 'none', rules: [...rules, 'CRE.0'] };
    case 'X':
      return eliminated(u, reads, ['CRE.X']);
    case 'DD':
      return u.dispersed ? eliminated(u, reads, ['CRE.DD']) : { unit: u.id, reads, effect: 'dispersed', rules: ['CRE.DD'], dispersal: dispersal(u, when) };
    case 'D':
      return { unit: u.id, reads, effect: 'dispersed', rules: [...rules, 'CRE.D'], dispersal: dispersal(u, when) };
    case 'R':
      return { unit: u.id, reads, effect: 'retreated', rules: ['CRE.R', 'CRE.ER'], retreatAllowance: u.movement, immobileNextMovementPhase: true };
    case 'DR':
      return { unit: u.id, reads, effect: 'dispersed-and-retreated', rules: ['CRE.DR', 'CRE.D', 'CRE.R', 'CRE.ER'], dispersal: dispersal(u, when), retreatAllowance: u.movement, immobileNextMovementPhase: true };
  }
}

// Ablation (core/derivation.ts declaredTermRules): the die's modifiers (Covering Terrain under each procedure's rule, Dug-In, dispersal, Overrun and Close Assault).
declareTerms('spicc', ['CB.1.k', 'CB.3.c', 'AS.B', 'IP.C', 'CRE.N', 'CB.2.b', 'CB.3.b']);
