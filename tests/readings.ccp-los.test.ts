/**
 * The ccp readings that touch Line of Sight are executable and observable (as tests/readings.alternatives.suite.ts
 * asks of every cce reading). By hand (16.1): along the M8/N8 hexspine with a Building in M8 only, the
 * string passes on N8's Open Ground side (lesser: clear) or touches the Building (greater: blocked at M8/N8);
 * the line from E6 to D10 touches D7 at one corner, so a Building there blocks only if the corner counts.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

const sightOf = (o: unknown): string | undefined => (JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as { output?: { sight?: string } }).output?.sight;

describe('ccp LOS readings', () => {
  it('ccp.los-hexspine = greater: the Building beside the hexspine blocks', () => {
    const found = findDistinguishingCase('ccp', 'ccp.los-hexspine', 'greater', ['los'], { seeds: ['hexspine-building-one-side'] });
    expect(found?.seed).toBe('hexspine-building-one-side');
    expect([sightOf(found!.default), sightOf(found!.alternative)]).toEqual(['clear', 'blocked']);
  });

  it('ccp.los-corner = counts: the Building touched at one corner blocks', () => {
    const found = findDistinguishingCase('ccp', 'ccp.los-corner', 'counts', ['los'], { seeds: ['corner-building'] });
    expect(found?.seed).toBe('corner-building');
    expect([sightOf(found!.default), sightOf(found!.alternative)]).toEqual(['clear', 'blocked']);
  });
});
