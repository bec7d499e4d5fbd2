/**
 * What happens to a unit, as one vocabulary for every procedure: break (3.2: an unbroken unit is flipped
 * to its broken side; a broken unit that breaks again is eliminated), rally (3.2.5), suppress (13.1),
 * eliminate. Triggers, Events, Fire and Rout all change units through `applyUnitEffect`.
 */
import { OracleError } from '../core/errors';
import { obj, oneOf, str, arr } from '../core/validate';
import type { Situation, Unit } from './units';

export const UNIT_EFFECTS = ['break', 'rally', 'suppress', 'eliminate'] as const;
export type UnitEffectKind = (typeof UNIT_EFFECTS)[number];

export interface UnitEffect {
  unit: string;
  effect: UnitEffectKind;
}

/** 3.2, 3.2.5, 13.1: the one place a unit breaks, rallies, is suppressed or is eliminated. */
export function applyUnitEffect(s: Situation, e: UnitEffect): Situation {
  const target = s.units.find((u) => u.id === e.unit);
  if (!target) return s;
  const eliminated = e.effect === 'eliminate' || (e.effect === 'break' && target.broken);
  if (eliminated) return { ...s, units: s.units.filter((u) => u.id !== e.unit) };
  const change: Partial<Unit> = e.effect === 'break' ? { broken: true } : e.effect === 'rally' ? { broken: false } : { suppressed: true };
  return { ...s, units: s.units.map((u) => (u.id === e.unit ? { ...u, ...change } : u)) };
}

export interface UnitStatus {
  id: string;
  hex: string;
  broken: boolean;
  suppressed: boolean;
}

/** The part of a unit a procedure's outcome reports. */
export const unitStatus = (u: Unit): UnitStatus => ({ id: u.id, hex: u.hex, broken: u.broken, suppressed: u.suppressed });

/** Validate `effects` of a RESOLVE_TRIGGER event: each names a unit in play and a known effect. */
export function parseUnitEffects(raw: unknown, path: string, s: Situation, rule: string): UnitEffect[] {
  return arr(raw, path).map((item, i) => {
    const p = `${path}[${i}]`;
    const o = obj(item, p, ['unit', 'effect'], ['unit', 'effect']);
    const unit = str(o.unit, `${p}.unit`);
    if (!s.units.some((u) => u.id === unit)) {
      throw new OracleError({ code: 'invalid-field', path: `${p}.unit`, expected: 'the id of a unit in play', actual: unit, rule });
    }
    return { unit, effect: oneOf(o.effect, `${p}.effect`, UNIT_EFFECTS, rule) };
  });
}
