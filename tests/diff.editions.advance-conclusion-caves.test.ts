/**
 * The edition diff on Advance's conclusion among caves (CC:P F102.1.1), in process. CC:E has no caves: its Advance
 * parser refuses a situation's `caves`, so every case of seed ccp:cave-advance-conclusion is CC:P's only. Worked by
 * hand from the seed: the Japanese Squad jp-1 Advances from E4 into the cave hex E5 and, "at the conclusion of any
 * Move [O29] or Advance [O22] order (only) in which it was activated", enters the cave; jp-2, activated, left inside
 * the cave in E5, leaves it: the cave holds jp-1 only. Expected values are computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { caveSeedCases, itIsCcpOnly } from './diff.editions.caves.helpers';

const cases = caveSeedCases('advance', 'cave-advance-conclusion');
type Out = { units: { id: string; hex: string }[]; caves: { hex: string; inside: string[] }[] };
const has = (c: (typeof cases)[number], type: string, unit: string) => c.events.some((e) => e.type === type && (e as { unit?: string }).unit === unit);

describe('diff --from cce --to ccp --procedure advance (the conclusion of an Advance among caves)', () => {
  itIsCcpOnly(cases);

  it('jp-1 into E5 and into the cave, jp-2 out of it: the cave in E5 holds jp-1 only', () => {
    const swapped = cases.filter((c) => has(c, 'ENTER_CAVE', 'jp-1') && has(c, 'EXIT_CAVE', 'jp-2'));
    expect(swapped.length).toBeGreaterThan(0);
    for (const c of swapped) {
      const out = (c.to as { output: Out }).output;
      expect(out.units.find((u) => u.id === 'jp-1')?.hex).toBe('E5');
      expect(out.caves).toEqual([{ hex: 'E5', inside: ['jp-1'] }]);
    }
  });
});
