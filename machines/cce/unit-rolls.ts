/**
 * One roll per unit broken when the Order was announced — what Recover (O22.2, O22.3) and Rout (O23.2)
 * share, in ONE place: the units that roll and the order the player chooses, the roll locked in with
 * the unit's current Morale (1.9.1), the record of each roll, the 9.1 cancel, a trigger's effects on
 * units (1.9.1) and the result applied after it (`resultAfterTrigger`, ./order-rolls.ts).
 *
 * O22.2: "he makes a Rally Roll for each friendly unit that was broken at the time the Order was
 * announced … Units that become broken … can’t have a Rally Roll made for them"; O23.2 says the same of
 * Rout Rolls. The host machine names its own actions and calls these functions from them; the rule
 * that compares a roll with Morale (O22.3, O23.2) stays the host's.
 */
import type { Roll, Trigger } from '../core/dice';
import { rollSum } from '../core/dice';
import type { Readings } from '../core/readings';
import { applyUnitEffect, type UnitEffect } from './effects';
import { resultAfterTrigger } from './order-rolls';
import { moraleDerivation, opponentOf, type Player, type Situation, type Unit } from './units';
import type { Derivation } from '../core/derivation';

/** One roll made for a unit: its dice, its trigger, the unit's current Morale then, and what it did. */
export interface UnitRollRecord<R extends string> {
  unit: string;
  white: number;
  colored: number;
  trigger?: Trigger;
  /** The unit's current Morale when the roll was made. */
  morale: number;
  result: R;
  /** How `morale` was found: base and terms, each with its rule (machines/core/derivation.ts). */
  derivation: { morale: Derivation };
}

/** The part of a host's context these functions read and write; `L` is the locked-in outcome, `R` a record's result. */
export interface UnitRollsContext<L, R extends string> {
  readings: Readings;
  initiative: Player;
  situation: Situation;
  /** The units broken when the Order was announced that have not rolled yet. */
  toRoll: string[];
  /** Units broken at the announcement that never rolled (eliminated, or rallied by a trigger first). */
  skipped: string[];
  current: string | null;
  roll: (Roll & { morale: number; moraleDerivation: Derivation; locked: L }) | null;
  rolls: UnitRollRecord<R>[];
}

export const unitById = (c: { situation: Situation }, id: string | null | undefined): Unit | undefined => c.situation.units.find((u) => u.id === id);

/** The unit's current Morale (./units.ts), a broken Leader's Command per reading cce.broken-leader-command. */
export const moraleOf = (c: { situation: Situation; readings: Readings }, u: Unit): number => moraleDerivationOf(c, u).total;

/** The same current Morale as a derivation (its terms and their rules). */
export const moraleDerivationOf = (c: { situation: Situation; readings: Readings }, u: Unit): Derivation =>
  moraleDerivation(u, c.situation, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');

/** O22.2, O23.2: the player's units broken when the Order is announced: each gets one roll. */
export const brokenUnitsOf = (s: Situation, player: Player): string[] => s.units.filter((u) => u.owner === player && u.broken).map((u) => u.id);

/**
 * O22.2, O23.2: may this unit, broken at the announcement, still roll? Only if it is in play and broken,
 * or (per the host's reading `readingId`, alternative "roll") also if a trigger has rallied it meanwhile.
 */
export function mayStillRoll<L, R extends string>(c: UnitRollsContext<L, R>, id: string, readingId: string): boolean {
  const u = unitById(c, id);
  if (!u) return false;
  return u.broken || c.readings[readingId] === 'roll';
}

/** The player chose the next unit to roll for. */
export function chooseUnit<L, R extends string>(c: UnitRollsContext<L, R>, unit: string): Pick<UnitRollsContext<L, R>, 'current' | 'toRoll'> {
  return { current: unit, toRoll: c.toRoll.filter((id) => id !== unit) };
}

/** No unit left that may roll: the rest never roll. */
export function skipRemaining<L, R extends string>(c: UnitRollsContext<L, R>): Pick<UnitRollsContext<L, R>, 'skipped' | 'toRoll'> {
  return { skipped: [...c.skipped, ...c.toRoll], toRoll: [] };
}

/** The Roll an event carries (its trigger only when it has one). */
export function rollOf(event: { white: number; colored: number; trigger?: Trigger }): Roll {
  const roll: Roll = { white: event.white as Roll['white'], colored: event.colored as Roll['colored'] };
  if (event.trigger) roll.trigger = event.trigger;
  return roll;
}

/** 1.9.1: "the roll itself locks in a result": `outcome` compares its sum with the unit's Morale now. */
export function lockRoll<L, R extends string>(
  c: UnitRollsContext<L, R>,
  event: { white: number; colored: number; trigger?: Trigger },
  outcome: (u: Unit, sum: number) => L,
): Pick<UnitRollsContext<L, R>, 'roll'> {
  const u = unitById(c, c.current)!;
  const roll = rollOf(event);
  const d = moraleDerivationOf(c, u);
  return { roll: { ...roll, morale: d.total, moraleDerivation: d, locked: outcome(u, rollSum(roll)) } };
}

/** The record of the current roll, added to the list. */
export function recordRoll<L, R extends string>(c: UnitRollsContext<L, R>, result: R): UnitRollRecord<R>[] {
  const r = c.roll!;
  const rec: UnitRollRecord<R> = { unit: c.current!, white: r.white, colored: r.colored, morale: r.morale, result, derivation: { morale: r.moraleDerivation } };
  if (r.trigger) rec.trigger = r.trigger;
  return [...c.rolls, rec];
}

/** The current roll is over with `result` (its effect on the unit is the host's). */
export function finishRoll<L, R extends string>(c: UnitRollsContext<L, R>, result: R): Pick<UnitRollsContext<L, R>, 'rolls' | 'roll' | 'current'> {
  return { rolls: recordRoll(c, result), roll: null, current: null };
}

/** 9.1: the Initiative holder cancels the roll; it is recorded as `canceled` and the card passes. */
export function cancelRoll<L, R extends string>(c: UnitRollsContext<L, R>, canceled: R): Pick<UnitRollsContext<L, R>, 'rolls' | 'roll' | 'initiative'> {
  return { rolls: recordRoll(c, canceled), roll: null, initiative: opponentOf(c.initiative) };
}

/** 1.9.1: a trigger's effects on units, applied in order (the situation's other facts are kept). */
export function applyTriggerEffects<S extends Situation>(s: S, effects: UnitEffect[]): S {
  return effects.reduce<S>((acc, e) => ({ ...acc, ...applyUnitEffect(acc, e), map: acc.map }), s);
}

/** The current unit with `change` applied. */
export function withUnit<S extends Situation>(s: S, id: string | null, change: (u: Unit) => Unit): S {
  return { ...s, units: s.units.map((u) => (u.id === id ? change(u) : u)) };
}

/**
 * 1.9.1: the outcome to apply after any trigger — locked in at the roll, or recomputed against the
 * situation now (reading cce.trigger-locks-result) — or `unit-gone` if the trigger removed the unit.
 */
export function outcomeAfterTrigger<L, R extends string>(c: UnitRollsContext<L, R>, outcome: (u: Unit, sum: number) => L): L | 'unit-gone' {
  const u = unitById(c, c.current);
  if (!u || !c.roll) return 'unit-gone';
  const roll = c.roll;
  return resultAfterTrigger(c.readings, roll.locked, () => outcome(u, rollSum(roll)));
}
