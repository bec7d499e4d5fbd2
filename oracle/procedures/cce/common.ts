/**
 * Parsing shared by every CC:E procedure: the Order frame of a situation (who acts, who holds the
 * Initiative, who was already activated this Turn) and the events every procedure with rolls accepts
 * (ROLL, REROLL, KEEP_ROLL, RESOLVE_TRIGGER).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { validateRoll } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import { arr, obj, oneOf, str } from '../../../machines/core/validate';
import { parseUnitEffects } from '../../../machines/cce/effects';
import { PLAYERS, type Player, type Situation } from '../../../machines/cce/units';

export function parseActivated(raw: unknown, path: string): { recover: Player[]; rout: Player[] } {
  const o = obj(raw ?? {}, path, ['recover', 'rout']);
  const list = (v: unknown, p: string): Player[] => (v === undefined ? [] : arr(v, p).map((x, i) => oneOf(x, `${p}[${i}]`, PLAYERS, 'O22.1')));
  return { recover: list(o.recover, `${path}.recover`), rout: list(o.rout, `${path}.rout`) };
}

/** The event types shared by procedures that roll; anything else is the procedure's own. */
export function parseRollEvent(raw: unknown, path: string, situation: Situation): EventObject | null {
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'ROLL': {
      const o = obj(raw, path, ['type', 'white', 'colored', 'trigger'], ['type', 'white', 'colored']);
      return { type: 'ROLL', ...validateRoll({ white: o.white, colored: o.colored, trigger: o.trigger }, path) };
    }
    case 'REROLL':
    case 'KEEP_ROLL':
      obj(raw, path, ['type'], ['type']);
      return { type };
    case 'RESOLVE_TRIGGER': {
      const o = obj(raw, path, ['type', 'effects'], ['type', 'effects']);
      return { type: 'RESOLVE_TRIGGER', effects: parseUnitEffects(o.effects, `${path}.effects`, situation, '1.9.1') } as EventObject;
    }
    default:
      return null;
  }
}

export function unknownEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, known: readonly string[]): never {
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof raw !== 'object' || raw === null || typeof type !== 'string') {
    throw new OracleError({ code: 'invalid-field', path: `${path}.type`, expected: `an event type (${known.join(', ')})`, actual: type ?? raw });
  }
  str(type, `${path}.type`);
  throw new OracleError({ code: 'invalid-field', path: `${path}.type`, expected: `one of ${known.join(', ')}`, actual: type });
}
