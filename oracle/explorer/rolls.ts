/**
 * Which roll a state waits for, if any. A roll reaches a machine as an event with `white` and `colored`
 * dice (machines/core/dice.ts, 1.9); the procedure's declared domain (oracle/walk.ts) lists the rolls
 * a seed's walk makes, and a state whose domain lists none (a pasted situation, a scripted domain) is
 * asked directly: does it accept one of the event types it listens to, carrying a pair of dice?
 * No Node-only imports (the explorer page runs this in the browser).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { allPairs } from '../../machines/core/dice';
import type { ProcedureSpec } from '../../machines/core/procedure';
import { acceptedEvents } from '../../machines/core/run';

/** Whether an event is a roll of the two dice (1.9). */
export const isRollEvent = (e: unknown): boolean => {
  const o = e as { white?: unknown; colored?: unknown } | null;
  return typeof o?.white === 'number' && typeof o?.colored === 'number';
};

/** A roll event of `type` with these dice, as the procedure's own parser reads it; null if it refuses it. */
export function rollEvent<S>(spec: ProcedureSpec<S>, snap: AnyMachineSnapshot, type: string, dice: { white: number; colored: number; trigger?: string }): EventObject | null {
  try {
    const e = spec.parseEvent({ type, ...dice }, 'roll', snap);
    return snap.can(e) ? e : null;
  } catch {
    return null;
  }
}

/** The type of the roll the current state waits for (from the domain, else by asking the state), or null. */
export function rollTypeAt<S>(spec: ProcedureSpec<S>, snap: AnyMachineSnapshot, domain: readonly EventObject[]): string | null {
  if (snap.status !== 'active') return null;
  const listed = domain.find(isRollEvent);
  if (listed) return listed.type;
  return acceptedEvents(snap).find((type) => allPairs().some((p) => rollEvent(spec, snap, type, p) !== null)) ?? null;
}
