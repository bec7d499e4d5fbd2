/**
 * Dice (CC:E 1.9, 1.9.1, 9.1). There are no real dice: a roll is the two dice printed on the top card
 * of the roller's own Fate deck, a white and a colored die, each 1-6, summed (1.9) or multiplied for
 * Targeting and Artillery Accuracy (O20.2.3, O18.2.2). A card may carry one die trigger (1.9.1).
 *
 * A roll reaches a machine as an event `{ type: 'ROLL', white, colored, trigger? }`; nothing in a
 * machine is random. Validation here is the one place that rejects an impossible die.
 */
import { OracleError } from './errors';

export type Die = 1 | 2 | 3 | 4 | 5 | 6;

/** The four die triggers of 1.9.1, spelt as printed in their red boxes. */
export const TRIGGERS = ['Event!', 'Jammed!', 'Sniper!', 'Time!'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export interface Roll {
  white: Die;
  colored: Die;
  trigger?: Trigger;
}

export const DIE_FACES: readonly Die[] = [1, 2, 3, 4, 5, 6];

/** 1.9: the two dice summed. */
export const rollSum = (r: Roll): number => r.white + r.colored;
/** O20.2.3, O18.2.2: Targeting and Accuracy rolls multiply the dice. */
export const rollProduct = (r: Roll): number => r.white * r.colored;
/** A41 Sustained Fire: "doubles". */
export const isDoubles = (r: Roll): boolean => r.white === r.colored;

export function isDie(v: unknown): v is Die {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;
}

/**
 * Validate a roll read from outside. `path` names where it was found, e.g. `events[3]`.
 * An impossible die or an unknown trigger is an `impossible-roll` error naming the field (1.9, 1.9.1).
 */
export function validateRoll(raw: unknown, path: string): Roll {
  if (typeof raw !== 'object' || raw === null) {
    throw new OracleError({ code: 'impossible-roll', path, expected: 'an object with white and colored dice', actual: raw, rule: '1.9' });
  }
  const r = raw as Record<string, unknown>;
  for (const die of ['white', 'colored'] as const) {
    if (!isDie(r[die])) {
      throw new OracleError({ code: 'impossible-roll', path: `${path}.${die}`, expected: 'an integer die 1-6', actual: r[die], rule: '1.9' });
    }
  }
  if (r.trigger !== undefined && !(TRIGGERS as readonly unknown[]).includes(r.trigger)) {
    throw new OracleError({
      code: 'impossible-roll',
      path: `${path}.trigger`,
      expected: `one of ${TRIGGERS.map((t) => JSON.stringify(t)).join(', ')}`,
      actual: r.trigger,
      rule: '1.9.1',
    });
  }
  const roll: Roll = { white: r.white as Die, colored: r.colored as Die };
  if (r.trigger !== undefined) roll.trigger = r.trigger as Trigger;
  return roll;
}

/**
 * The canonical dice pair for a sum, used when an event domain is a class of sums rather than all 36
 * pairs: the smallest white die that makes the sum (2 → 1+1, 7 → 1+6, 12 → 6+6).
 */
export function pairForSum(sum: number): { white: Die; colored: Die } {
  if (!Number.isInteger(sum) || sum < 2 || sum > 12) throw new RangeError(`no two dice sum to ${sum}`);
  const white = Math.max(1, sum - 6) as Die;
  return { white, colored: (sum - white) as Die };
}

/** All 36 ordered pairs, white first (for domains where the dice themselves matter). */
export function allPairs(): { white: Die; colored: Die }[] {
  return DIE_FACES.flatMap((white) => DIE_FACES.map((colored) => ({ white, colored })));
}

/**
 * A ten-sided die (Combat! Stalingrad 2.6.2: "Read the '0' on the die as 10, not zero"): an integer 1-10.
 * Validation of a d10 read from outside; `rule` is the ruleset's dice rule.
 */
export function validateD10(raw: unknown, path: string, rule: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 10) {
    throw new OracleError({ code: 'impossible-roll', path, expected: 'an integer d10 1-10 (a "0" is read as 10)', actual: raw, rule });
  }
  return raw;
}

/** The faces of a d100 (Combat! Stalingrad 2.6.2): the darker die the tens, the lighter the ones, each 0-9. */
export interface D100 {
  tens: number;
  ones: number;
}

/** Validation of a d100 read from outside: two faces 0-9 (`rule` the ruleset's dice rule). */
export function validateD100(raw: unknown, path: string, rule: string): D100 {
  if (typeof raw !== 'object' || raw === null) throw new OracleError({ code: 'impossible-roll', path, expected: 'an object with tens and ones faces', actual: raw, rule });
  const r = raw as Record<string, unknown>;
  for (const face of ['tens', 'ones'] as const) {
    const v = r[face];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 9) throw new OracleError({ code: 'impossible-roll', path: `${path}.${face}`, expected: 'a d10 face 0-9', actual: v, rule });
  }
  return { tens: r.tens as number, ones: r.ones as number };
}
