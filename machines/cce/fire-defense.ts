/**
 * Fire Defense arithmetic (CC:E O20.3.4), shared by every attack that makes Defense Rolls: Fire and
 * Op Fire (O20, A33), Artillery Impact (O18.2.3.2), Mine Attacks (F103.2). One implementation; the
 * machines that sequence the rolls (one unit at a time, triggers, re-rolls) call it.
 *
 * "A targeted unit's Morale – modified by both Cover [T78.3] and Command [3.3.1.2] – is added to a die
 * roll in order to arrive at a 'Defense Total'": less than the Attack Total breaks the unit, equal
 * Suppresses it (breaks it if it is activated to Move), greater leaves it unaffected. A broken unit that
 * breaks is eliminated (3.2) — applyUnitEffect does that.
 */
import { bestCover, type CoverOptions } from './terrain';
import { unitVpDerivation } from './victory';
import { declareTerms, derive, greaterThan, lessThan, term, type Derivation, type Term } from '../core/derivation';
import { currentMorale, type Situation, type Unit } from './units';
import { applyUnitEffect } from './effects';

export type DefenseOutcome = 'eliminate' | 'break' | 'suppress' | 'unaffected';

/**
 * Where an edition's Fire Defense differs (one named point; CC:E's is CCE_DEFENSE). CC:P O27.3.4 a) adds a
 * fourth result: "If the Defense Total is half (or less) the Attack Total, the unit is eliminated."
 */
export interface DefenseEdition {
  halfEliminates: boolean;
  /**
   * CC:P 15.2.2, T81.3.2: a term lowering the Cover of a hex (the overstacking penalty), counted from the
   * units in it at the moment of each Defense Roll. Absent: none (CC:E's stacking, 8.2, touches no Cover).
   */
  coverPenalty?: (units: readonly Unit[], hex: string) => Term | null;
  /** The edition's Cover column of the Terrain Chart (CC:P T81.3.1: machines/ccp/terrain.ts). Absent: CC:E's (terrain.ts TERRAIN_COVER). */
  coverTable?: Readonly<Record<string, number>>;
  /** T93's Road −1 to a hex's Cover: false where the edition drops it (CC:P T94: "–1 Cover modifiers have been dropped"). Absent: CC:E's. */
  roadCover?: false;
}

export const CCE_DEFENSE: DefenseEdition = { halfEliminates: false };

/**
 * The Cover rule a unit in `hex` defends with: the attack's, with the edition's penalty on the hex's Cover
 * (coverPenalty). A Cover the attack sets to a number stays as set: CC:P 5.6's flamethrower "automatically
 * sets its target's Cover [T81.3] to "0", with no modifications possible".
 */
export function defenseCover(situation: Situation, hex: string, cover: CoverOptions | number, edition: DefenseEdition = CCE_DEFENSE): CoverOptions | number {
  if (typeof cover === 'number') return cover;
  const penalty = edition.coverPenalty?.(situation.units, hex) ?? null;
  return penalty || edition.coverTable || edition.roadCover === false
    ? { ...cover, ...(penalty ? { penalty } : {}), ...(edition.coverTable ? { table: edition.coverTable } : {}), ...(edition.roadCover === false ? { roadCover: false as const } : {}) }
    : cover;
}

/** The Morale a unit defends with: current Morale with the attack's Cover rule (see currentMorale). */
export function defenseMorale(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed', cover: CoverOptions | number = {}): number {
  return currentMorale(unit, situation, brokenLeaderCommand, cover);
}

/** The Cover a hex gives against this attack (T78.3 with the attack's rule): what A29 Concealment subtracts. */
export function attackCoverValue(situation: Situation, hex: string, cover: CoverOptions | number = {}): number {
  return typeof cover === 'number' ? cover : bestCover(situation.map.hexes[hex], cover);
}

/**
 * O20.3.4: "A targeted unit's Morale – modified by both Cover and Command – is added to a die roll in order to
 * arrive at a 'Defense Total'": the current Morale the unit defends with (its own derivation: defenseMorale,
 * units.ts moraleDerivation) + the Fire Defense Roll. The one computation of the Defense Total: every Defense
 * Roll (Fire, Op Fire, Artillery Impact, Mines) compares and reports this total.
 */
export function defenseTotalDerivation(morale: number, roll: { white: number; colored: number }): Derivation {
  return derive(term(morale, 'O20.3.4', 'current Morale'), [term(roll.white + roll.colored, 'O20.3.4', `Fire Defense Roll ${roll.white}•${roll.colored}`)]);
}

/** O20.3.4: the three results of a Fire Defense Roll; with `edition.halfEliminates` (CC:P O27.3.4 a), the fourth. */
export function defenseOutcome(attackTotal: number, defenseTotal: number, activatedToMove: boolean, edition: DefenseEdition = CCE_DEFENSE): DefenseOutcome {
  if (edition.halfEliminates && !greaterThan(2 * defenseTotal, attackTotal, 'O27.3.4')) return 'eliminate';
  if (lessThan(defenseTotal, attackTotal, 'O20.3.4')) return 'break';
  if (defenseTotal === attackTotal) return activatedToMove ? 'break' : 'suppress';
  return 'unaffected';
}

/**
 * 7.1: the VP the opponent gains when this unit is eliminated (also its exit value, 7.2.1): Squad 2, Team 1, Leader 1 +
 * unbroken Command, Hero 0 (E58.1), as a derivation — victory.ts unitVpDerivation, the one 7.1 table, not a copy of it.
 */
export const eliminationVpDerivation = (unit: Unit): Derivation => unitVpDerivation(unit);

/** Apply a Defense outcome to the situation (3.2, 13.1). Suppressing a Suppressed unit changes nothing. */
export function applyDefenseOutcome(situation: Situation, unitId: string, outcome: DefenseOutcome): Situation {
  if (outcome === 'unaffected') return situation;
  return applyUnitEffect(situation, { unit: unitId, effect: outcome === 'break' ? 'break' : outcome === 'eliminate' ? 'eliminate' : 'suppress' });
}

// Ablation (core/derivation.ts declaredTermRules): the Fire Defense Roll's dice in the Defense Total (O20.3.4).
declareTerms('cce', ['O20.3.4']);
