/**
 * The ccp reading of the Blaze Event is executable and observable (as tests/readings.alternatives.suite.ts
 * asks of every cce reading): ccp.event-blaze-not-placed = literal changes a case of the ccp Event seeds.
 * By hand (E53, seed blaze-water): the Random Hex D4 is a Stream (water terrain), so no Blaze is placed
 * (the Event's step "impossible"). Under blaze-only that ends the Event: its US Team stays in D4, resolved
 * with no decision. Under literal the Team must still be "removed … and placed into any adjacent hex(es)
 * not containing another blaze", so with no decision made the Event is still displacing it.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

type Outcome = { state: string; output: { units: { id: string; hex: string }[]; event: { steps: { rule: string; what: string }[] } } };
const parse = (o: unknown): Outcome => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Outcome;

describe('ccp.event-blaze-not-placed', () => {
  it('literal vs blaze-only: the Team in the Stream Random Hex stays (Event over) or is still to be placed', () => {
    const found = findDistinguishingCase('ccp', 'ccp.event-blaze-not-placed', 'literal', ['event'], { seeds: ['blaze-water'] });
    expect(found).toMatchObject({ procedure: 'event', seed: 'blaze-water', events: [] });
    const [byDefault, literal] = [found!.default, found!.alternative].map(parse);
    const steps = [
      { rule: 'E53', what: 'random-hex' },
      { rule: 'E53', what: 'impossible' },
    ];
    expect(byDefault.state).toBe('resolved');
    expect(byDefault.output.units).toEqual([expect.objectContaining({ id: 'us-1', hex: 'D4' })]);
    expect(byDefault.output.event.steps).toMatchObject(steps);
    expect(literal.state).toBe('blaze.displacing');
    expect(literal.output.event.steps).toMatchObject(steps);
  });
});
