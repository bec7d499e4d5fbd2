/**
 * What every Order's roll shares (CC:E 1.9.1): a roll locks in its result before its die trigger is
 * resolved, and reading `cce.trigger-locks-result` decides whether that locked result, or one
 * recomputed against the situation after the trigger, is applied. Recover (O22.3) and Rout (O23.2)
 * call this one implementation.
 */
import type { Readings } from '../core/readings';

/** 1.9.1: the result to apply after a trigger — `locked` at the roll, or `recompute()` under reading "recompute". */
export function resultAfterTrigger<T>(readings: Readings, locked: T, recompute: () => T): T {
  return readings['cce.trigger-locks-result'] === 'recompute' ? recompute() : locked;
}
