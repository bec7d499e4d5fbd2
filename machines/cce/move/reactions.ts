/**
 * O21 Move — the Actions played during a Move Order, as conditions: the inactive player's Fire Action
 * activating units for Op Fire (A33.1, A33.2, A33.3, with O14.1, 3.3.1.1 and O20.1 as for a Fire Order)
 * and the active player's Smoke Grenades (A39) and Assault Fire (A26). The chart (./machine.ts) asks these questions; the Fire
 * procedure's own activation rule (../fire/guards.ts `activationProblem`) is the one implementation of
 * "may these units be activated to fire", reused here, never re-typed.
 */
import { distance, parseHex } from '../../core/hex';
import { smokeForbidden } from '../artillery/drift';
import { pieceCannotFire, pieceReaches, piecesOf, type Piece } from '../fire/firepower';
import { activationProblem, blindTo } from '../fire/guards';
import type { FireCave, FireContext } from '../fire/types';
import { fireAttackSliceAdapter, startFireAttack, type FireAttackAdapter, type FireAttackSlice } from '../fire/attack-states';
import { caveOccupants } from '../entry';
import { ownId } from '../../core/ruleset-ids';
import { opponentOf, sideOf, type Unit } from '../units';
import type { MoveContext } from './types';

export type Problem = { rule: string; why: string } | null;

/** Op Fire is the inactive player's (A33.1: "during an opponent's Move Order"). */
export const opFirePlayer = (c: MoveContext) => opponentOf(c.player);

/**
 * A33.2, A33.3(2): the Fire procedure's attack slice for an Op Fire at the hex just entered: the units
 * activated for Op Fire in this Move Order fire; units activated to Move are the Moving targets (ties
 * break them, O20.3.4); the mover's units drew the attack (reading cce.tie-breaks-moving = entering).
 */
export function opFireAttack(c: MoveContext): FireAttackSlice {
  return startFireAttack({
    player: opFirePlayer(c),
    mode: 'op-fire',
    situation: c.situation,
    units: c.opFireActivated.filter((id) => c.situation.units.some((u) => u.id === id)),
    moving: c.activated,
    entering: c.mover,
    ...(c.entered ? { targetHex: c.entered.hex } : {}),
    activatedThisTurn: c.activatedThisTurn,
  });
}

const sliceAdapter = fireAttackSliceAdapter<MoveContext>();

/**
 * CC:P F102.2 in Op Fire (a Move with caves, the edition's `caves`): the Move's cave markers as the Fire
 * situation's (FireCave: who is inside each now, caveOccupants, and the crossing levels, F102.2.1), so that
 * the Op Fire attack reads them where CC:P Fire does (FireEdition.caves). CC:E's Move has none.
 */
const opFireCaves = (c: MoveContext): FireCave[] | undefined => (c.caves ? caveOccupants(c.caves, c.situation.units).map((k, i) => ({ ...k, crossings: c.caves![i].crossings ?? {} })) : undefined);

/** The Move's view of its Op Fire attack slice (the slice adapter's, with the caves of the moment); `situation.caves` is never written back. */
export const opFireAdapter: FireAttackAdapter<MoveContext> = {
  view: (c) => {
    const f = sliceAdapter.view(c);
    const caves = opFireCaves(c);
    return caves ? { ...f, situation: { ...f.situation, caves } } : f;
  },
  update: (c, change) => {
    const u = sliceAdapter.update(c, change);
    if (!u.situation || !('caves' in u.situation)) return u;
    const { caves: _caves, ...situation } = u.situation as MoveContext['situation'] & { caves?: FireCave[] };
    return { ...u, situation };
  },
};

/** The Move Order as the Fire procedure sees it in mode op-fire (A33): its view of an Op Fire attack slice. */
export const asOpFire = (c: MoveContext): FireContext => opFireAdapter.view({ ...c, fireAttack: { ...opFireAttack(c), opFireActivated: [] } });

/**
 * CC:P F102.2.2 in the Move (the edition's caves, as its Op Fire sees them): "units inside a cave never have LOS to any
 * hex lying upslope of that cave" — for each unit, whether it is inside a cave `hex` lies upslope of (fire/guards.ts
 * blindTo on the Op Fire view). A Move without caves (CC:E's): none is.
 */
export function blindInMove(c: MoveContext, hex: string): (u: Unit) => boolean {
  if (!c.caves) return () => false;
  const f = asOpFire(c);
  return (u) => blindTo(f, u, hex);
}

/**
 * A33.2: "activate one or more units to fire at that hex (exactly as if he were activating units for a
 * Fire Order [O14.1 & O20.1])"; A33.3: units activated for Op Fire "could not be activated for Op Fire
 * again in that same Turn" (nor is a unit activated by anything else this Turn).
 */
export function opFireActivationProblem(c: MoveContext, units: string[]): Problem {
  const f = asOpFire(c);
  const problem = activationProblem(f, units);
  if (problem || c.readings['cce.op-fire-activation-target'] === 'any-enemy' || c.entered === null) return problem;
  // Reading cce.op-fire-activation-target = entered-hex: "to fire at that hex".
  const hex = c.entered.hex;
  const pieces = f.situation.units.filter((u) => units.includes(u.id)).flatMap(piecesOf);
  const reaching = pieces.filter((p) => pieceCannotFire(p, f.situation, true) === null && pieceReaches(p, f.situation, c.readings, hex) === null);
  if (reaching.length === 0) return { rule: 'A33.2', why: `no activated unit or Weapon can fire at ${hex}, the hex just entered` };
  // CC:P F102.2.2 (the edition's caves): "units inside a cave never have LOS to any hex lying upslope of that cave".
  if (reaching.every((p) => blindTo(f, p.unit, hex))) return { rule: ownId('ccp', 'F102.2.2'), why: `every activated unit that could fire at ${hex} is inside a cave ${hex} lies upslope of` };
  return null;
}

/**
 * A39: "may only be used by a unit with boxed Movement, and must be played while that unit is activated to
 * Move"; the Smoke goes "in or adjacent to that unit's hex, provided that hex is not Water Terrain nor
 * already contains a Blaze" (the map lists the hex).
 */
export function smokeGrenadesProblem(c: MoveContext, unit: string, hex: string): Problem {
  const u = c.situation.units.find((x) => x.id === unit);
  if (!u || !c.activated.includes(unit)) return { rule: 'A39', why: `"${unit}" is not a unit activated to Move` };
  if (sideOf(u).boxedMovement !== true) return { rule: 'A39', why: `"${unit}" has no boxed Movement` };
  const facts = c.situation.map.hexes[hex];
  if (!facts) return { rule: 'A39', why: `${hex} is not a hex of the situation's map` };
  if (distance(parseHex(u.hex, 'hex'), parseHex(hex, 'hex')) > 1) return { rule: 'A39', why: `${hex} is neither ${u.hex} nor adjacent to it` };
  const forbidden = smokeForbidden(facts);
  if (forbidden) return { rule: forbidden.rule === '8.1.5' ? 'A39' : forbidden.rule, why: `no Smoke may be placed in ${hex} (${forbidden.why})` };
  return null;
}

/**
 * A26: "any or all moving units and/or their Weapons that have boxed FP" — the pieces an Assault Fire may
 * use. An Ordnance Weapon is left out: the attack states are spread in mode op-fire, without Targeting.
 */
export function assaultFirePieces(c: MoveContext): Piece[] {
  return c.situation.units
    .filter((u) => c.activated.includes(u.id))
    .flatMap(piecesOf)
    .filter((p) => (p.weapon ? p.weapon.boxedFp === true && !p.weapon.ordnance : sideOf(p.unit).boxedFp === true));
}

/**
 * A26: "may only be played if at least one unit currently activated to Move (or its Weapon) has both:
 * ● boxed FP, and ● an enemy unit within its current Range and LOS at which to shoot" — "before, during,
 * or after any physical movement".
 */
export function assaultFireProblem(c: MoveContext): Problem {
  const pieces = assaultFirePieces(c);
  if (pieces.length === 0) return { rule: 'A26', why: 'no unit activated to Move, nor its Weapon, has boxed FP' };
  const enemyHexes = [...new Set(c.situation.units.filter((u) => u.owner !== c.player).map((u) => u.hex))];
  const able = pieces.some((p) => pieceCannotFire(p, c.situation, false) === null && enemyHexes.some((h) => pieceReaches(p, c.situation, c.readings, h) === null));
  return able ? null : { rule: 'A26', why: 'no piece with boxed FP has an enemy unit within its current Range and LOS' };
}

/** A26: why these pieces may not make an Assault Fire now, or null (the prerequisite, then each piece named). */
export function assaultFireDeclarationProblem(c: MoveContext, pieces: string[]): Problem {
  const problem = assaultFireProblem(c);
  if (problem) return problem;
  const allowed = assaultFirePieces(c).map((p) => p.id);
  if (pieces.length === 0 || new Set(pieces).size !== pieces.length) return { rule: 'A26', why: 'one or more distinct firing pieces' };
  const other = pieces.find((id) => !allowed.includes(id));
  return other ? { rule: 'A26', why: `"${other}" is not a unit activated to Move, nor its Weapon, with boxed FP` } : null;
}

/** A26: the Fire procedure's attack slice for one Assault Fire: "as if made during a Fire Order [O20]", by the named pieces only. */
export function assaultFireAttack(c: MoveContext, pieces: string[]): FireAttackSlice {
  const units = c.situation.units.filter((u) => piecesOf(u).some((p) => pieces.includes(p.id))).map((u) => u.id);
  return { ...startFireAttack({ player: c.player, mode: 'order', situation: c.situation, units, moving: c.activated, activatedThisTurn: c.activatedThisTurn }), activated: [...pieces] };
}
