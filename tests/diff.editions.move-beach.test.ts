/**
 * The edition diff on Move across a beach (CC:P T82 "MOVE COST: 1½"), in process. CC:E has no Beach: its parser
 * refuses the terrain, so every case of the seed is CC:P's only (the Move chart is shared and unchanged; the
 * Beach is an entry of CC:P's Move Cost column, machines/ccp/terrain.ts). Worked by hand from seed
 * ccp:beach-half-mps-then-beach: an American Squad of Movement 4 enters the Beach E4 (1½ MPs, 1½ announced)
 * and the Beach E3 (1½, 3 announced); and from ccp:beach-one-mp-short: a broken Squad with 1 MP may not enter
 * the Beach E4 (O29.1: "A unit may not enter a hex unless it has at least as many MPs remaining as the total
 * cost to enter that hex": 1 < 1½) but enters the Palm E6 (1 MP).
 * Expected values are computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'move', seeds: ['ccp:beach-half-mps-then-beach', 'ccp:beach-one-mp-short'] });
const cases = d.groups.flatMap((g) => g.cases);
type Out = { output: { steps: { to: string; cost: number; spent: number }[]; refusals: { to: string; rule: string }[] } };

describe('diff --from cce --to ccp --procedure move (half MPs across a beach)', () => {
  it('every case is CC:P\'s only: CC:E refuses the Beach', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/Beach/);
    }
  });

  it('two Beach hexes: 1½ and 1½ MPs, 1½ then 3 announced', () => {
    const both = cases.filter((c) => c.seed === 'ccp:beach-half-mps-then-beach' && c.events.filter((e) => (e as { type: string }).type === 'MOVE').length === 2);
    expect(both.length).toBeGreaterThan(0);
    for (const c of both) expect((c.to as Out).output.steps.map((s) => [s.to, s.cost, s.spent])).toEqual([['E4', 1.5, 1.5], ['E3', 1.5, 3]]);
  });

  it('with 1 MP, the Beach (1½) is refused citing O29.1 and the Palm (1) entered', () => {
    const short = cases.filter((c) => c.seed === 'ccp:beach-one-mp-short' && JSON.stringify(c.events[1]) === JSON.stringify({ type: 'MOVE', hex: 'E4' }));
    expect(short.length).toBeGreaterThan(0);
    for (const c of short) {
      const o = (c.to as Out).output;
      expect(o.refusals[0]).toMatchObject({ to: 'E4', rule: 'O29.1' });
      expect(o.steps.every((s) => s.to !== 'E4')).toBe(true);
    }
    const palm = cases.filter((c) => c.seed === 'ccp:beach-one-mp-short' && (c.to as Out).output.steps.some((s) => s.to === 'E6'));
    expect(palm.length).toBeGreaterThan(0);
    for (const c of palm) expect((c.to as Out).output.steps).toContainEqual(expect.objectContaining({ to: 'E6', cost: 1, spent: 1 }));
  });
});
