/**
 * The ccp reading of Explosive Charge is executable and observable (as tests/readings.alternatives.suite.ts
 * asks of every cce reading). By hand (A40, A42): a Fire Group in C3 and C2 fires at D3, which is adjacent to
 * C3 but two hexes from C2 (hex.ts: even columns sit half a hex lower), and rolls 3•3 against a Pillbox:
 * under every-firing-hex the attack is not "against an adjacent hex" (notPlayable), under one-firing-hex it is
 * (the card is offered).
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

const stateOf = (o: unknown): string | undefined => (JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as { state?: string }).state;

describe('ccp Explosive Charge reading', () => {
  it('ccp.explosive-charge-group-adjacent = one-firing-hex: the Fire Group with one adjacent hex may play it', () => {
    const found = findDistinguishingCase('ccp', 'ccp.explosive-charge-group-adjacent', 'one-firing-hex', ['explosive-charge'], { seeds: ['fire-group-one-hex-adjacent'] });
    expect(found?.seed).toBe('fire-group-one-hex-adjacent');
    expect([stateOf(found!.default), stateOf(found!.alternative)]).toEqual(['notPlayable', 'offering']);
  });
});
