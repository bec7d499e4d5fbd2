/**
 * The edition diff (CC:E → CC:P) of one CC:P cave seed, in process, and the check every cave seed shares: CC:E
 * has no caves (F102), so its parsers refuse a situation's `caves` and every case is CC:P's only.
 */
import { expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

export const caveSeedCases = (procedure: string, seed: string) =>
  editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure, seeds: [`ccp:${seed}`] }).groups.flatMap((g) => g.cases);

export function itIsCcpOnly(cases: ReturnType<typeof caveSeedCases>): void {
  it('every case of the cave seed is CC:P\'s only: CC:E refuses the situation\'s caves', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/caves/);
    }
  });
}
