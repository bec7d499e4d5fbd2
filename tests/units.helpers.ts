/**
 * Units for unit tests: a broken Allied Squad in C5 (Morale 7 unbroken, 5 broken, no FP or other
 * values) that a test changes field by field. Shared by the Recover and Rout tests.
 */
import type { Unit } from '../machines/cce/units';

export const testUnit = (over: Partial<Unit>): Unit => ({
  id: 'u',
  owner: 'allied',
  kind: 'squad',
  hex: 'C5',
  broken: true,
  suppressed: false,
  veteran: false,
  sides: { unbroken: { morale: 7 }, broken: { morale: 5 } },
  ...over,
});
