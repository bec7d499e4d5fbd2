/**
 * What a unit effect does to the game frame (CC:E 3.2, 3.2.4, 7.1): the unit changes through effects.ts,
 * and a unit it eliminates is listed as eliminated and scores its Elimination VP for the opponent
 * (victory.ts, with the 7.3.2 doubling chit). The one place the Turn's Sniper, its stacking check and
 * every Event break or eliminate a unit in the frame.
 */
import { applyUnitEffect, type UnitEffectKind } from './effects';
import type { FrameState } from './frame';
import { afterElimination } from './victory';

export function frameUnitEffect(f: FrameState, unit: string, effect: UnitEffectKind): FrameState {
  const u = f.units.find((x) => x.id === unit);
  if (!u) return f;
  const after = applyUnitEffect(f, { unit, effect });
  const gone = !after.units.some((x) => x.id === unit);
  return { ...f, units: after.units, ...(gone ? { vp: afterElimination(f.vp, u, f.specialChits), eliminated: [...f.eliminated, unit] } : {}) };
}
