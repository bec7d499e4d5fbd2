/**
 * What a unit effect does to the game frame (CC:E 3.2, 3.2.4, 7.1): the unit changes through effects.ts,
 * and a unit it eliminates is listed as eliminated and scores its Elimination VP for the opponent
 * (victory.ts, with the 7.3.2 doubling chit). The one place the Turn's Sniper, its stacking check and
 * every Event break or eliminate a unit in the frame.
 */
import { withCasualty } from './casualties';
import { applyUnitEffect, type UnitEffectKind } from './effects';
import type { FrameState } from './frame';
import type { Unit } from './units';
import { afterElimination } from './victory';

export function frameUnitEffect(f: FrameState, unit: string, effect: UnitEffectKind): FrameState {
  const u = f.units.find((x) => x.id === unit);
  if (!u) return f;
  const after = applyUnitEffect(f, { unit, effect });
  const gone = !after.units.some((x) => x.id === unit);
  if (!gone) return { ...f, units: after.units };
  return { ...f, units: after.units, vp: afterElimination(f.vp, u, f.specialChits), eliminated: [...f.eliminated, unit], ...onCasualtyTrack(f, u) };
}

/**
 * 4.2: where the frame keeps the Casualty Track (E76 reads it), an eliminated non-Hero unit fills its
 * owner's next space and joins the units on the track — its counter only: its Weapon goes to the Weapon
 * box and its markers are removed (4.2, 7.2.2, E44.1). The 6.3 Surrender is not decided here (game-end.ts).
 */
function onCasualtyTrack(f: FrameState, u: Unit): Partial<FrameState> {
  if (u.hero) return {};
  const counter: Unit = { id: u.id, owner: u.owner, kind: u.kind, hex: u.hex, broken: false, suppressed: false, veteran: false, sides: u.sides, ...(u.nationality ? { nationality: u.nationality } : {}) };
  return { ...(f.casualtyTrack ? { casualtyTrack: withCasualty(f.casualtyTrack, u) } : {}), ...(f.casualtyUnits ? { casualtyUnits: [...f.casualtyUnits, counter] } : {}) };
}
