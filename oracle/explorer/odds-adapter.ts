/**
 * The explorer's one door to the odds of the next roll.
 *
 * PLACEHOLDER — to be replaced at merge by a re-export of the odds module (issue 23 item 1):
 *   export { nextEventOdds } from '../odds/enumerate';
 * That module has this exact signature and result; until it is on this branch, the stand-in below
 * gives the page and its test something true to show: it replays the events and, when the state reached
 * waits for a roll (./rolls.ts), enumerates the 36 white•colored pairs of that roll, each 1/36 (1.9: the
 * two dice of a revealed Fate card). It knows nothing of die triggers (1.9.1: they come with the deck's
 * composition, which the odds module reads from the situation); a roll with a trigger is chosen on the
 * page by hand.
 *
 * No Node-only imports: the page runs this in the browser.
 */
import type { EventObject } from 'xstate';
import { allPairs } from '../../machines/core/dice';
import type { ProcedureSpec } from '../../machines/core/procedure';
import { resolveReadings } from '../../machines/core/readings';
import { TracedRun } from '../../machines/core/run';
import { getRuleset } from '../registry';
import { rollEvent, rollTypeAt } from './rolls';

/** An exact probability, num/den in lowest terms. */
export interface Fraction {
  num: number;
  den: number;
}

export interface NextEventOdds {
  /** The chance event about to happen, as its type (`ROLL`). */
  event: string;
  outcomes: { event: EventObject; probability: Fraction }[];
}

/**
 * The next chance event's distribution after `events`, or null when the next event is a decision (or
 * the procedure has ended). PLACEHOLDER implementation: see the header.
 */
export function nextEventOdds<S>(spec: ProcedureSpec<S>, situation: S, events: readonly unknown[], ruleset: string = spec.ruleset): NextEventOdds | null {
  const readings = resolveReadings(getRuleset(ruleset).readings, {}, spec.procedure);
  const run = new TracedRun(spec, { ruleset, readings, situation });
  try {
    events.forEach((e, i) => run.send(e, `events[${i}]`));
    const snap = run.snapshot;
    const type = rollTypeAt(spec, snap, spec.domain(snap));
    if (type === null) return null;
    const outcomes = allPairs().flatMap((p) => {
      const event = rollEvent(spec, snap, type, p);
      return event ? [{ event, probability: { num: 1, den: 36 } }] : [];
    });
    return { event: type, outcomes };
  } finally {
    run.stop();
  }
}
