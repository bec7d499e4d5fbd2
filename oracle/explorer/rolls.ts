/**
 * Which roll a state waits for, if any, for the explorer's grid of the 36 white+colored pairs. The odds
 * module decides what is chance (oracle/odds/enumerate.ts `classify`: an event type whose dice the
 * procedure's parser reads, DICE_SHAPES); here only which of those rolls is a Fate card's two dice (1.9),
 * the shape the grid shows. Another ruleset's die (a d6, a d10) is offered as the domain's choices.
 * No Node-only imports (the explorer page runs this in the browser).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProcedureSpec } from '../../machines/core/procedure';
import { classify, DICE_SHAPES, diceShapeOf } from '../odds/enumerate';

/** Whether an event is a roll of a Fate card's two dice (1.9). */
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

/** The type of the Fate card roll the current state waits for (chance as the odds module classifies it), or null. */
export function rollTypeAt<S>(spec: ProcedureSpec<S>, snap: AnyMachineSnapshot): string | null {
  const step = classify(spec as ProcedureSpec<unknown>, snap, 'none');
  if (step.kind !== 'chance') return null;
  return diceShapeOf(spec as ProcedureSpec<unknown>, snap, step.type) === DICE_SHAPES[0] ? step.type : null;
}
