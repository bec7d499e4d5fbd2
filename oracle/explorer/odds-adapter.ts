/**
 * The explorer's one door to the odds of the next roll: the exact odds module (oracle/odds/enumerate.ts,
 * issue 23 item 1), which replays the events and, when the next step is chance, gives each outcome of
 * that roll or card with its exact probability. No Node-only imports: the page runs this in the browser.
 */
export { nextEventOdds, type NextEventOdds } from '../odds/enumerate';

/** An exact probability as the odds module writes it in JSON: num/den in lowest terms. */
export interface Fraction {
  num: number;
  den: number;
}
