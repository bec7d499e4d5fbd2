/**
 * Fire (O20) rule conditions: activation (O14.1, O20.1, 3.3.1.1, 11.1, A33.3), shot legality (O20.2.1,
 * O20.2.2, O20.3, O20.3.1, O20.3.1.1, 3.2.3, 11.1, 13.2, T89, T95, F106.3), the Actions' prerequisites
 * (A27, A30, A34, A41) and the named guards of the Fire machine. Each problem names its rule, so the
 * oracle's event parser rejects an illegal decision with the same words the guard uses.
 */
import type { EventObject } from 'xstate';
import { rollProduct, rollSum, isDoubles } from '../../core/dice';
import { termsTotal } from '../../core/derivation';
import { currentCommand, sideOf, type Unit, withinCommandRadius } from '../units';
import {
  actionTerms,
  enemiesIn,
  findPiece,
  finalFp,
  hexDistance,
  hexesChained,
  hindranceFrom,
  isOrdnance,
  isSogekiHei,
  otherPieces,
  type Piece,
  pieceCannotFire,
  pieceFp,
  pieceReaches,
  piecesOf,
  shotFp,
  shotHindrance,
  type ShotFp,
  targetingHits,
} from './firepower';
import { ENFILADE, type FireAction, type FireContext, type FireEvent, type Shot } from './types';
import { fireEditionOf, shotActionOf } from './edition';
import { ownId } from '../../core/ruleset-ids';

export type Problem = { rule: string; why: string } | null;

const blc = (c: FireContext): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');
const opFire = (c: FireContext): boolean => c.mode === 'op-fire';

/** The pieces a set of units brings (11.1: a Weapon is activated with its unit). */
export const piecesOfUnits = (c: FireContext, ids: string[]): Piece[] => c.situation.units.filter((u) => ids.includes(u.id)).flatMap(piecesOf);

/** CC:P 19.1: a hex holding units of both sides is a melee hex (only where the edition has them). */
export const isMeleeHex = (c: FireContext, hex: string): boolean => fireEditionOf(c).meleeHexes && new Set(c.situation.units.filter((u) => u.hex === hex).map((u) => u.owner)).size > 1;

/** CC:P F102.2.2 (the edition's `caves`): an enemy unit `from` cannot see — inside a cave `from` lies upslope of. CC:E: none. */
const unseenFrom = (c: FireContext, from: string, u: Unit): boolean => fireEditionOf(c).caves?.unseen(c.situation, from, u) ?? false;
/** CC:P F102.2.2 (the edition's `caves`): `u` is inside a cave and `target` lies upslope of it — no LOS to that hex. CC:E: none. */
export const blindTo = (c: FireContext, u: Unit, target: string): boolean => fireEditionOf(c).caves?.blind(c.situation, u, target) ?? false;

/** Hexes this piece could fire at now: LOS and Range to a hex with an enemy unit (O20.1; CC:P O27.1.1: "and not occupying a melee hex"; CC:P O27.3.1: one it can see, F102.2.2). */
function pieceHasTarget(c: FireContext, p: Piece): boolean {
  if (pieceCannotFire(p, c.situation, opFire(c))) return false;
  const hexes = [...new Set(c.situation.units.filter((u) => u.owner !== c.player && !isMeleeHex(c, u.hex) && !unseenFrom(c, p.unit.hex, u) && !blindTo(c, p.unit, u.hex)).map((u) => u.hex))];
  return hexes.some((h) => pieceReaches(p, c.situation, c.readings, h) === null);
}

const mayBeActivated = (c: FireContext, u: Unit): boolean => !c.activatedThisTurn.includes(u.id) || (opFire(c) && c.opFireActivated.includes(u.id));

/** O14.1, A33.3, O27.1.2: the units an activation lists, each one the firing player may activate now; or why not. */
function unitsToActivate(c: FireContext, ids: string[]): Unit[] | Problem {
  if (ids.length === 0) return { rule: 'O14.1', why: 'at least one unit must be activated' };
  if (new Set(ids).size !== ids.length) return { rule: 'O14.1', why: 'a unit is listed twice' };
  const units: Unit[] = [];
  for (const id of ids) {
    const u = c.situation.units.find((x) => x.id === id);
    if (!u) return { rule: 'O14.1', why: `"${id}" is not a unit in play` };
    if (u.owner !== c.player) return { rule: 'O14.1', why: `"${id}" is not the firing player's unit` };
    if (!mayBeActivated(c, u)) return { rule: opFire(c) ? 'A33.3' : 'O14.1', why: `"${id}" was already activated this Turn` };
    if (isMeleeHex(c, u.hex)) return { rule: 'O27.1.2', why: `"${id}" is in a melee hex, ${u.hex}` };
    units.push(u);
  }
  return units;
}

/** CC:P 3.3.3: a Scout, a Leader with no command number. */
const isScout = (u: Unit): boolean => u.independent === 'scout';

/** O14.1, O20.1, 3.3.1.1, A33.3: why this set of units may not be activated for this Fire, or null. */
export function activationProblem(c: FireContext, ids: string[]): Problem {
  const units = unitsToActivate(c, ids);
  if (!Array.isArray(units)) return units;
  if (units.length > 1) {
    const leaders = units.filter((u) => u.kind === 'leader');
    if (leaders.length !== 1) return { rule: '3.3.1.1', why: 'several units are activated only by one Leader with non-Leader units in its Command radius' };
    // CC:P 3.3.3 a), 3.3.4 a): "nor can it activate other friendly units in the same manner as other leaders" (a Scout's O27.1.3 is its own way).
    if (isScout(leaders[0])) return { rule: '3.3.3', why: `the Scout "${leaders[0].id}" activates no other unit as a Leader does, only units possessing mortars (O27.1.3)` };
    if (leaders[0].independent === 'sogeki-hei') return { rule: '3.3.4', why: `the Sogeki Hei "${leaders[0].id}" has no command number and activates no other unit` };
    const radius = currentCommand(leaders[0], blc(c));
    const far = units.find((u) => !withinCommandRadius(leaders[0], u.hex, blc(c)));
    if (far) return { rule: '3.3.1.1', why: `"${far.id}" is beyond the Command radius ${radius} of "${leaders[0].id}"` };
  }
  if (!units.flatMap(piecesOf).some((p) => pieceHasTarget(c, p))) return { rule: 'O20.1', why: 'no activated unit or Weapon has an enemy unit within both its LOS and Range' };
  return null;
}

/**
 * CC:P O27.1.3: why this is not a Scout's activation of mortars, or null: "a Scout can be activated to fire
 * if it then activates one or more unbroken, unsuppressed friendly units possessing mortars (and not in
 * melee hexes). These units can be anywhere on the map but the Scout itself must have an enemy unit within
 * its LOS that is also within the range of an activated mortar". The Scout is unbroken (3.3.3 b: "The "M"
 * command of an unbroken Scout represents its ability to activate"). The enemy unit is one a mortar could
 * fire at with the Scout spotting (O27.2.5): not in a melee hex (O27.1.1, O27.3 a), within the mortar's
 * range as O27.2.2 counts it (from the mortar, its minimum included: "mortars also have a minimum range
 * at which they can fire"), the mortar able to fire (O27.1.1 Example 2: "a weapon currently capable of
 * firing at that enemy unit").
 */
export function scoutActivationProblem(c: FireContext, ids: string[]): Problem {
  if (!fireEditionOf(c).scouts) return { rule: 'O20.1', why: 'no Scouts in this edition' };
  const units = unitsToActivate(c, ids);
  if (!Array.isArray(units)) return units;
  const scout = units.find(isScout);
  const others = units.filter((u) => u !== scout);
  if (!scout || others.length === 0) return { rule: 'O27.1.3', why: 'a Scout and one or more units possessing mortars' };
  if (scout.broken) return { rule: '3.3.3', why: `the Scout "${scout.id}" is broken: only an unbroken Scout activates mortars` };
  for (const u of others) {
    if (u.weapon?.type !== 'mortar') return { rule: '3.3.3', why: `"${u.id}" possesses no mortar: a Scout activates no other unit as a Leader does (3.3.3 a), only units possessing mortars (O27.1.3)` };
    if (u.broken || u.suppressed) return { rule: 'O27.1.3', why: `"${u.id}" is ${u.broken ? 'broken' : 'suppressed'}: a Scout activates unbroken, unsuppressed units` };
  }
  const mortars = others.map((u) => piecesOf(u).find((p) => p.weapon)!);
  const hexes = [...new Set(c.situation.units.filter((u) => u.owner !== c.player && !isMeleeHex(c, u.hex)).map((u) => u.hex))];
  const spotted = hexes.some((h) => mortars.some((m) => !pieceCannotFire(m, c.situation, opFire(c)) && pieceReaches(m, c.situation, c.readings, h, scout.hex) === null));
  return spotted ? null : { rule: 'O27.1.3', why: `the Scout "${scout.id}" has no enemy unit within its LOS and within the range of an activated mortar` };
}

/**
 * Why no ACTIVATE transition takes these units (the normal activation, nor a Scout's, O27.1.3), or null:
 * for several units with a Scout among them, the Scout activation's problem; else the normal one's.
 */
export function anyActivationProblem(c: FireContext, ids: string[]): Problem {
  const normal = activationProblem(c, ids);
  if (normal === null || !fireEditionOf(c).scouts) return normal;
  const scouting = scoutActivationProblem(c, ids);
  if (scouting === null) return null;
  return ids.length > 1 && c.situation.units.some((u) => ids.includes(u.id) && isScout(u)) ? scouting : normal;
}

/** O20.1: could any activation at all be legal (some friendly piece not yet activated has a target)? */
export const someActivationPossible = (c: FireContext): boolean =>
  c.situation.units.some((u) => u.owner === c.player && mayBeActivated(c, u) && !isMeleeHex(c, u.hex) && piecesOf(u).some((p) => pieceHasTarget(c, p))) || someScoutActivationPossible(c);

/** CC:P O27.1.3: some Scout could activate some one unit possessing a mortar (with more, the same one still qualifies). */
const someScoutActivationPossible = (c: FireContext): boolean =>
  fireEditionOf(c).scouts &&
  c.situation.units.some((s) => s.owner === c.player && isScout(s) && c.situation.units.some((m) => m.owner === c.player && m.weapon?.type === 'mortar' && scoutActivationProblem(c, [s.id, m.id]) === null));

/** The Shot an event declares, with the base piece defaulted to the largest FP (O20.3.1.2). */
export function shotOf(c: FireContext, e: { pieces: string[]; target: string; base?: string; smoke?: boolean; spotter?: string }): Shot {
  const base =
    e.base ??
    [...e.pieces].sort((a, b) => {
      const pa = findPiece(c.situation, a);
      const pb = findPiece(c.situation, b);
      return (pb && pa ? pieceFp(pb, c.situation, c.readings) - pieceFp(pa, c.situation, c.readings) : 0) || (a < b ? -1 : 1);
    })[0];
  return { pieces: e.pieces, target: e.target, base, smoke: e.smoke === true, ...(e.spotter !== undefined ? { spotter: e.spotter } : {}) };
}

/** The hex a shot's LOS is traced from: its spotting Scout's (CC:P O27.2.5), else undefined (each piece's own). */
const spotterHex = (c: FireContext, shot: Shot): string | undefined => (shot.spotter === undefined ? undefined : c.situation.units.find((u) => u.id === shot.spotter)?.hex);

/**
 * CC:P O27.2.5, 3.3.3 b): why this Scout may not spot for this shot, or null. "When a mortar fires, the
 * owning player may choose to have the LOS to the targeted hex be traced from a friendly Scout that
 * activated it [O27.1.3]": one mortar firing, the Scout activated by this Order (with the mortars it
 * activated, the only way a Scout and a mortar are activated together) and still unbroken, in play.
 */
function spotterProblem(c: FireContext, shot: Shot): Problem {
  if (!fireEditionOf(c).scouts) return { rule: 'O20.3', why: 'no Scouts in this edition' };
  const scout = c.situation.units.find((u) => u.id === shot.spotter);
  if (!scout || !isScout(scout) || !c.activated.includes(scout.id)) return { rule: 'O27.2.5', why: `"${shot.spotter}" is not a Scout activated by this Order` };
  if (scout.broken) return { rule: '3.3.3', why: `the Scout "${scout.id}" is broken: only an unbroken Scout spots for mortars` };
  const p = shot.pieces.length === 1 ? findPiece(c.situation, shot.pieces[0]) : undefined;
  if (p?.weapon?.type !== 'mortar' || p.unit.id === scout.id) return { rule: 'O27.2.5', why: 'a Scout spots for one mortar firing alone' };
  return null;
}

/** O20.2-O20.3.1, F106.3, A33: why this shot may not be declared, or null. */
export function shotProblem(c: FireContext, shot: Shot): Problem {
  if (shot.pieces.length === 0) return { rule: 'O20.3', why: 'a shot needs at least one firing piece' };
  if (new Set(shot.pieces).size !== shot.pieces.length) return { rule: 'O20.3', why: 'a piece is listed twice' };
  if (!c.situation.map.hexes[shot.target]) return { rule: 'O20.3', why: `the target hex ${shot.target} is not in the situation's map` };
  if (isMeleeHex(c, shot.target)) return { rule: 'O27.3', why: `${shot.target} is a melee hex ("any non-melee hex")` };
  if (c.targetHex !== undefined && shot.target !== c.targetHex) return { rule: 'A33.2', why: `Op Fire is "at that hex", ${c.targetHex}, the hex just entered, not ${shot.target}` };
  if (!shot.pieces.includes(shot.base)) return { rule: 'O20.3.1.2', why: `the base piece "${shot.base}" is not one of the firing pieces` };
  if (shot.spotter !== undefined) {
    const spotting = spotterProblem(c, shot);
    if (spotting) return spotting;
  }
  const pieces: Piece[] = [];
  for (const id of shot.pieces) {
    const p = findPiece(c.situation, id);
    if (!p || !c.activated.includes(id)) return { rule: 'O20.3', why: `"${id}" is not a piece activated by this Order` };
    if (c.fired.includes(id)) return { rule: 'O20.3', why: `"${id}" has already taken its shot` };
    const cannot = pieceCannotFire(p, c.situation, opFire(c));
    if (cannot) return { rule: cannot.rule, why: `"${id}" cannot fire: ${cannot.why}` };
    const reach = pieceReaches(p, c.situation, c.readings, shot.target, spotterHex(c, shot));
    if (reach) return { rule: reach.rule, why: `"${id}" cannot fire at ${shot.target}: ${reach.why}` };
    // CC:P O27.3.1 "LOS to an enemy unit in the target hex", F102.2.2: from upslope, a cave's occupants are never seen.
    const from = spotterHex(c, shot) ?? p.unit.hex;
    // CC:P F102.2.2 the other way: "units inside a cave never have LOS to any hex lying upslope of that cave" (the unit the LOS is traced from).
    const sighting = c.situation.units.find((u) => u.id === shot.spotter) ?? p.unit;
    if (blindTo(c, sighting, shot.target)) return { rule: ownId('ccp', 'F102.2.2'), why: `"${sighting.id}" is inside the cave in ${sighting.hex} and ${shot.target} lies upslope of it: no LOS to that hex` };
    const enemies = enemiesIn(c.situation, c.player, shot.target);
    if (!shot.smoke && enemies.length > 0 && enemies.every((u) => unseenFrom(c, from, u))) return { rule: ownId('ccp', 'F102.2.2'), why: `"${id}" cannot see any enemy unit in ${shot.target}: from ${from}, upslope of its cave, the units inside are never seen` };
    pieces.push(p);
  }
  const ordnance = pieces.some(isOrdnance);
  if (ordnance && pieces.length > 1) return { rule: 'O20.3.1.1', why: 'a Weapon with a white band must fire alone' };
  if (shot.smoke && !(ordnance && pieces[0].weapon?.smoke)) return { rule: 'O20.2.1', why: 'only an Ordnance Weapon able to fire Smoke may fire Smoke' };
  if (pieces.length > 1 && !hexesChained(pieces.map((p) => p.unit.hex))) return { rule: 'O20.3.1', why: 'the firing hexes do not form a chain of adjacent hexes' };
  const hexes = new Set(pieces.map((p) => p.unit.hex));
  if (hexes.size > 1 && pieces.some((p) => (c.situation.map.hexes[p.unit.hex].markers ?? []).includes('Wire'))) return { rule: 'F106.3', why: 'units in a Wire hex cannot form a Fire Group with pieces outside the hex' };
  if (!shot.smoke && enemiesIn(c.situation, c.player, shot.target).length === 0) return { rule: 'O20.3', why: `there is no enemy unit in ${shot.target}` };
  if (opFire(c) && !c.situation.units.some((u) => u.hex === shot.target && c.moving.includes(u.id))) return { rule: 'A33.1', why: `there is no Moving unit in ${shot.target}` };
  return null;
}

// ------------------------------------------------------------------------------------------ helpers

export const shotPieces = (c: FireContext): Piece[] => (c.shot ? c.shot.pieces.map((id) => findPiece(c.situation, id)).filter((p): p is Piece => p !== undefined) : []);
/** A27, A30, A34, A37, A41: +2 each (A24.1: cumulative); A40 Spray Fire adds no FP; CC:P A39 Enfilade +1 per firing piece beyond the first (firepower.ts actionTerms). */
export const actionBonus = (c: FireContext): number => termsTotal(actionTerms(otherPieces(currentShotFp(c)), c.actionsPlayed));
/** A40: the second hex targeted by Spray Fire, once played. */
export const sprayHex = (c: FireContext): string | undefined => c.actionsPlayed.find((a) => a.action === 'A40')?.hex;
/** The targeted hexes of the shot: its target, and the Spray Fire hex (A40). */
export const targetedHexes = (c: FireContext): string[] => (c.shot ? [c.shot.target, ...(sprayHex(c) ? [sprayHex(c)!] : [])] : []);
/**
 * O20.3.1.2, O20.3.2, T88.2: the FP terms. A40: "LOS must be checked from all firing pieces to both
 * hexes" for Hindrances, so the largest Hindrance to either hex is subtracted (one Attack Total).
 */
export function currentShotFp(c: FireContext): ShotFp {
  const f = shotFp(c.situation, c.readings, c.shot!);
  const spray = sprayHex(c);
  return spray ? { ...f, hindrance: Math.max(f.hindrance, shotHindrance(c.situation, shotPieces(c), spray)) } : f;
}
export const currentFinalFp = (c: FireContext): number => (c.shot ? finalFp(currentShotFp(c), c.actionsPlayed) : 0);

/** 10.3.2.1: FIRE needs a final FP of at least 1; ABANDON_SHOT is for a shot whose FP is below 1. The problem with an event of `type` now (none for other types), or null. */
export function finalFpProblem(c: FireContext, type: unknown): { rule: string; why: string } | null {
  const fp = currentFinalFp(c);
  if (type === 'FIRE' && fp < 1) return { rule: '10.3.2.1', why: `a final FP of at least 1 (it is ${fp}; play Actions or abandon the shot)` };
  if (type === 'ABANDON_SHOT' && fp >= 1) return { rule: '10.3.2.1', why: `FIRE: only a shot whose FP is below 1 cannot be made (it is ${fp})` };
  return null;
}
/** O20.2.3: the range from the shot's first firing piece to its target (0 once a trigger has removed every firing piece, 1.9.1: the roll then misses, targetingRoll). */
export const ordnanceRange = (c: FireContext): number => {
  const base = shotPieces(c)[0];
  return c.shot && base ? hexDistance(base.unit.hex, c.shot.target) : 0;
};
/** O20.2.3, 10.3.1; CC:P O27.2.5: "any Hindrance modifying the roll will be based upon the LOS from the activated Scout". */
export function targetingHindrance(c: FireContext): number {
  if (!c.shot) return 0;
  const from = spotterHex(c, c.shot);
  return from === undefined ? shotHindrance(c.situation, shotPieces(c), c.shot.target) : hindranceFrom(c.situation, from, c.shot.target);
}
const mgOrMortar = (p: Piece): boolean => p.weapon?.type === 'mg' || p.weapon?.type === 'mortar';
/** A41: firing MGs and Mortars still in play, which a Sustained Fire doubles may break. */
export const sustainedCandidates = (c: FireContext): Piece[] => shotPieces(c).filter(mgOrMortar);

/** A24.1, A27, A30, A34, A37, A40, A41 (CC:P A39 Enfilade: ENFILADE): why this Action may not be played on the shot now, or null. */
export function actionProblem(c: FireContext, action: FireAction, player: string, nationality?: string, spray?: string): Problem {
  if (player !== c.player) return { rule: 'A24.1', why: 'only the firing player may play this Action on his Fire Attack' };
  const pieces = shotPieces(c);
  switch (action) {
    case 'A41':
      return pieces.some(mgOrMortar) ? null : { rule: 'A41', why: 'no Mortar or MG is firing' };
    case 'A34':
      return pieces.some((p) => hexDistance(p.unit.hex, c.shot!.target) === 1) ? null : { rule: 'A34', why: 'no piece is firing at an adjacent hex' };
    case 'A30':
      return c.situation.units.some((u) => u.hex === c.shot!.target && c.moving.includes(u.id)) ? null : { rule: 'A30', why: 'no moving unit is in the target hex' };
    case 'A40': {
      const hex = spray;
      if (sprayHex(c) !== undefined) return { rule: 'A40', why: 'Spray Fire is not cumulative: "2 hexes" not "an additional hex"' };
      const unboxed = pieces.find((p) => !(p.weapon ? p.weapon.boxedRange : sideOf(p.unit).boxedRange === true));
      if (unboxed) return { rule: 'A40', why: `"${unboxed.id}" has no boxed Range` };
      if (hex === undefined || !c.situation.map.hexes[hex]) return { rule: 'A40', why: "Spray Fire names the second targeted hex, a hex of the situation's map" };
      if (hexDistance(hex, c.shot!.target) !== 1) return { rule: 'A40', why: `${hex} is not adjacent to ${c.shot!.target}` };
      if (enemiesIn(c.situation, c.player, hex).length === 0) return { rule: 'A40', why: `${hex} contains no enemy unit` };
      for (const p of pieces) {
        const reach = pieceReaches(p, c.situation, c.readings, hex);
        if (reach) return { rule: 'A40', why: `"${p.id}" cannot fire at ${hex}: ${reach.why}` };
      }
      return null;
    }
    case 'A37':
      if (nationality === undefined) return { rule: 'A37', why: 'Marksmanship names the nationality its card indicates' };
      return pieces.some((p) => !p.weapon && (p.unit.kind === 'squad' || p.unit.kind === 'team') && p.unit.nationality === nationality)
        ? null
        : { rule: 'A37', why: `the attack includes no firing Squad or Team of the indicated nationality (${nationality})` };
    case 'A27':
      if (c.defender !== c.player) return { rule: 'A27', why: 'only the scenario Defender may play Bore Sighting' };
      return pieces.some((p) => p.weapon && p.weapon.fp >= 5) ? null : { rule: 'A27', why: 'no firing Weapon has a printed FP of at least 5' };
    case ENFILADE:
      // CC:P A39: "only if two or more activated pieces are firing as a group [O27.3.1]".
      return pieces.length >= 2 ? null : { rule: ENFILADE, why: 'Enfilade needs two or more activated pieces firing as a group (O27.3.1)' };
  }
}

// ---------------------------------------------------------------------------------------- guards

type G = { context: FireContext; event: FireEvent | EventObject };
const ev = <T extends FireEvent['type']>(e: FireEvent | EventObject, type: T): Extract<FireEvent, { type: T }> | null =>
  e.type === type ? (e as Extract<FireEvent, { type: T }>) : null;
// 1.9.1: a trigger resolved before the Targeting Roll's result may have removed the firing piece (a Sniper, or a
// Melee at the end of a Time! trigger): with no firing piece left there is nothing to hit with, and the roll misses.
// Not a reading: the rulebook settles what happens, only the record's word for it is ours. 1.9.1: "the roll itself
// locks in a result but that result is not implemented until after the die trigger is resolved"; the result a
// Targeting Roll locks in is a hit or a miss, and O20.2 says what a hit implements: "a Targeting Roll is made to see
// if the Weapon hits and, if so, a Fire Attack Roll [O20.3.3] is then made using that Weapon's FP". The trigger
// has eliminated the Weapon's unit, and 4.2: "Whenever a non-Hero unit is eliminated, it (and its possessed Weapon,
// if any) is placed on the Casualty Track" — the Weapon is out of play, there is no FP to make the Fire Attack Roll
// with, and O20.3 gives a shot only to "Each piece that is activated to Fire". So either locked result ends the same
// way a miss does (O20.2.3: "the attack is cancelled with no further effect"): no Fire Attack Roll, no Defense Roll,
// nothing else changes. The record says `hit: false` with range 0 (ordnanceRange: no firing piece to count from);
// under either word nothing differs in play, so there are no alternatives to implement.
const targetingRoll = (c: FireContext): boolean => (c.roll && shotPieces(c).length > 0 ? targetingHits(rollProduct(c.roll), targetingHindrance(c), ordnanceRange(c)) : false);

/** A DECLARE_SHOT that is legal and whose base piece is `kind` (Ordnance, a Sogeki Hei). */
function legalShotWhoseBase(c: FireContext, event: FireEvent | EventObject, kind: (p: Piece) => boolean): boolean {
  const e = ev(event, 'DECLARE_SHOT');
  if (!e) return false;
  const s = shotOf(c, e);
  const base = findPiece(c.situation, s.base);
  return shotProblem(c, s) === null && base !== undefined && kind(base);
}

export const fireGuards = {
  /** O20.1: some friendly piece not yet activated this Turn has an enemy within LOS and Range. */
  noActivationPossible: ({ context: c }: G) => !someActivationPossible(c),
  activationLegal: ({ context: c, event }: G) => {
    const e = ev(event, 'ACTIVATE');
    return e !== null && activationProblem(c, e.units) === null;
  },
  /** O20.3: every activated piece has fired (Order), or the one Op Fire attack has been made (A33.3(3)). */
  nothingLeftToFire: ({ context: c }: G) => (c.mode === 'op-fire' ? c.shots.length > 0 : c.activated.every((id) => c.fired.includes(id) || findPiece(c.situation, id) === undefined)),
  /** CC:P O27.1.3: a Scout activates units possessing mortars anywhere on the map. */
  scoutActivationLegal: ({ context: c, event }: G) => {
    const e = ev(event, 'ACTIVATE');
    return e !== null && scoutActivationProblem(c, e.units) === null;
  },
  /** CC:P O27.2.5: a mortar's shot with the LOS traced from the Scout that activated it. */
  spottedShotLegal: ({ context: c, event }: G) => {
    const e = ev(event, 'DECLARE_SHOT');
    return e !== null && e.spotter !== undefined && shotProblem(c, shotOf(c, e)) === null;
  },
  /** CC:P 3.3.4 b): a Sogeki Hei fires as Ordnance (a Targeting Roll first). */
  snipingShotLegal: ({ context: c, event }: G) => legalShotWhoseBase(c, event, isSogekiHei),
  /** CC:P 3.3.4 c): the shot is a Sogeki Hei's (its Fire Attack dice multiplied, one unit affected). */
  sniping: ({ context: c }: G) => sniping(c),
  ordnanceShotLegal: ({ context: c, event }: G) => legalShotWhoseBase(c, event, isOrdnance),
  shotLegal: ({ context: c, event }: G) => {
    const e = ev(event, 'DECLARE_SHOT');
    return e !== null && shotProblem(c, shotOf(c, e)) === null;
  },
  /** 1.9.1.2: Jammed! means nothing on a Targeting Roll; the other triggers pause the shot. */
  rollHasPausingTrigger: ({ context: c }: G) => c.roll?.trigger === 'Event!' || c.roll?.trigger === 'Sniper!' || c.roll?.trigger === 'Time!',
  rollJammed: ({ context: c }: G) => c.roll?.trigger === 'Jammed!',
  /** O20.2.3, 10.3.1: product − largest Hindrance > range. */
  targetingHitsSmoke: ({ context: c }: G) => targetingRoll(c) && c.shot?.smoke === true,
  targetingHits: ({ context: c }: G) => targetingRoll(c),
  actionAllowed: ({ context: c, event }: G) => {
    const e = ev(event, 'PLAY_ACTION');
    const action = e === null ? undefined : shotActionOf(c, e.action);
    return e !== null && action !== undefined && actionProblem(c, action, e.player, (e as { nationality?: string }).nationality, (e as { hex?: string }).hex) === null;
  },
  /** 10.3.2.1: a final FP of at least 1 is required. */
  fpAtLeastOne: ({ context: c }: G) => currentFinalFp(c) >= 1,
  fpBelowOne: ({ context: c }: G) => currentFinalFp(c) < 1,
  /** A41: no Sustained Fire break left to assign, or no MG/Mortar left to break. */
  noSustainedBreakLeft: ({ context: c }: G) => c.sustainedBreaks === 0 || sustainedCandidates(c).length === 0,
  /** CC:P F102.2.2: the target hex's cave occupants are immune to this attack (it emanates from upslope). */
  caveOccupantsImmune: ({ context: c }: G) => (c.caveDefense?.immune.length ?? 0) > 0,
  /** CC:P F102.2.3: the attack reaches the target hex's cave occupants, each with the cave's alternate Cover. */
  caveOccupantsCovered: ({ context: c }: G) => Object.keys(c.caveDefense?.cover ?? {}).length > 0,
  oneSustainedCandidate: ({ context: c }: G) => sustainedCandidates(c).length === 1,
  chosenSustainedCandidate: ({ context: c, event }: G) => {
    const e = ev(event, 'BREAK_WEAPON');
    return e !== null && sustainedCandidates(c).some((p) => p.id === e.weapon);
  },
};

/** CC:P 3.3.4 c): the shot in progress is a Sogeki Hei's. */
export const sniping = (c: FireContext): boolean => shotPieces(c).some(isSogekiHei);

export const attackRollIsDoubles = (c: FireContext): boolean => (c.roll ? isDoubles(c.roll) : false);
export const attackRollSum = (c: FireContext): number => (c.roll ? rollSum(c.roll) : 0);
