/**
 * What a unit effect does to the game frame (CC:E 3.2, 3.2.4, 4.2, 7.1, 11.4): the unit changes through
 * effects.ts, and a unit it eliminates is listed as eliminated and scores its Elimination VP for the
 * opponent (victory.ts, with the 7.3.2 doubling chit); its Weapon goes to the Casualty Track's Weapon box.
 * The one place the Turn's Sniper, its stacking check and every Event break or eliminate a unit, or
 * eliminate a Weapon, in the frame.
 */
import { withCasualty } from './casualties';
import { applyUnitEffect, type UnitEffectKind } from './effects';
import type { FrameState } from './frame';
import type { Unit, Weapon } from './units';
import { afterEntering, eliminationVpTerms } from './victory';
import { withVpTerms } from './frame';

export function frameUnitEffect(f: FrameState, unit: string, effect: UnitEffectKind): FrameState {
  const u = f.units.find((x) => x.id === unit);
  if (!u) return f;
  const after = applyUnitEffect(f, { unit, effect });
  const gone = !after.units.some((x) => x.id === unit);
  if (!gone) return { ...f, units: after.units };
  const banzai = onTimeTrack(f, u);
  const eliminated = { ...withVpTerms(f, eliminationVpTerms(u, f.specialChits)), units: after.units, eliminated: [...f.eliminated, unit], ...(banzai ?? onCasualtyTrack(f, u)) };
  return u.weapon && !banzai ? toWeaponBox(eliminated, u.weapon) : eliminated;
}

/**
 * CC:P 17.2 c: a player of the Banzai Posture (only CC:P has it) "always places his units (and their
 * possessed weapons, if any) on the next space of the Time Track rather than on the Casualty Track when
 * eliminated. (Exception: An eliminated Hero still goes back into the countermix and its weapon, if any,
 * into the Weapons Box of the Casualty Track.)" — null for anyone else. The VPs are scored as usual ("The
 * Allied player still receives VPs as usual"). The counter goes to the track as an eliminated counter goes
 * to the Casualty Track (onCasualtyTrack: unbroken, no markers: CC:P 4.2.3 removes a suppressed marker and
 * 4.1.3 a veteran one "until the unit is eliminated"), with its weapon as it was.
 */
function onTimeTrack(f: FrameState, u: Unit): Partial<FrameState> | null {
  if (f.postures[u.owner] !== 'banzai' || u.hero) return null;
  const counter: Unit = { ...u, broken: false, suppressed: false, veteran: false };
  return { reinforcements: [...f.reinforcements, { space: f.time.space + 1, owner: u.owner, unit: counter }] };
}

/**
 * A unit placed or moved into `hex` by an Event (E46/E48 displacement; E59, E68, E76 placement): it is in
 * play there (added when new), any Objective of the hex passes to the player who now solely occupies it
 * with its open value swung (7.3.1 "the last player to have solely occupied an Objective should
 * place/flip the control marker", 7.3.3; victory.ts afterEntering), and `melee` says whether the hex now
 * holds units of both sides (O16.4: "At the end of any Order or die trigger that causes a hex to contain
 * units belonging to both sides, a Melee ensues in that hex"). One implementation for every Event.
 */
export function frameUnitEnters(f: FrameState, unit: Unit, hex: string): { frame: FrameState; melee: boolean } {
  const known = f.units.some((u) => u.id === unit.id);
  const units = known ? f.units.map((u) => (u.id === unit.id ? { ...u, hex } : u)) : [...f.units, { ...unit, hex }];
  const control = afterEntering(f.vp, f.objectives, units, hex, f.chits);
  const melee = f.units.some((u) => u.hex === hex && u.owner !== unit.owner);
  return { frame: { ...withVpTerms(f, control.terms), units, objectives: control.objectives }, melee };
}

/**
 * 4.2 "Whenever a non-Hero unit is eliminated, it (and its possessed Weapon, if any) is placed on the
 * Casualty Track. Weapons are placed in the large central box"; 11.4 "If the number falls within that
 * Weapon's 'Elim' range, it is eliminated and placed in the 'Weapon' space of the Casualty Track".
 * An eliminated Weapon joins the frame's Weapon box (`eliminatedWeapons`, which E71 Scrounge offers) and
 * leaves the broken Weapons in play (`weapons`, which every later Random Hex checks, 11.4). It keeps the
 * side it showed, with the Fix and Elim ranges the frame knew for it (whether E71 returns it so is
 * reading cce.scrounge-weapon-side). The caller removes it from the unit that possessed it.
 */
export function toWeaponBox(f: FrameState, w: Weapon): FrameState {
  const ranges = f.weapons.find((x) => x.id === w.id);
  const boxed: Weapon = ranges ? { ...w, fix: ranges.fix, elim: ranges.elim } : w;
  return { ...f, weapons: f.weapons.filter((x) => x.id !== w.id), eliminatedWeapons: [...(f.eliminatedWeapons ?? []).filter((x) => x.id !== w.id), boxed] };
}

/**
 * 4.2: where the frame keeps the Casualty Track (E76 reads it), an eliminated non-Hero unit fills its
 * owner's next space and joins the units on the track — its counter only: its Weapon goes to the Weapon
 * box (toWeaponBox) and its markers are removed (4.2, 7.2.2, E44.1). The 6.3 Surrender is not decided here (game-end.ts).
 */
function onCasualtyTrack(f: FrameState, u: Unit): Partial<FrameState> {
  if (u.hero) return {};
  const counter: Unit = { id: u.id, owner: u.owner, kind: u.kind, hex: u.hex, broken: false, suppressed: false, veteran: false, sides: u.sides, ...(u.nationality ? { nationality: u.nationality } : {}) };
  return { ...(f.casualtyTrack ? { casualtyTrack: withCasualty(f.casualtyTrack, u) } : {}), ...(f.casualtyUnits ? { casualtyUnits: [...f.casualtyUnits, counter] } : {}) };
}
