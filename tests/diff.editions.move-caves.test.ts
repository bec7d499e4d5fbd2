/**
 * The edition diff on Move with caves (CC:P F102.1.1), in process. CC:E has no caves: its Move parser refuses a
 * situation's `caves`, so every case of seed ccp:cave-move-conclusion is CC:P's only, and CC:E's chart has no
 * conclusion state (the edition's `caves` point is null). Worked by hand from the seed: the Japanese Squad jp-1,
 * inside the cave in E5 with jp-2, moves to E4 (1 MP) and to the level-1 Crest hex E3 (1 + 1 MP, T89.1), and
 * "in the last hex entered, be placed inside a cave in that final hex when the active player declared his Move
 * order complete": the cave in E3 holds jp-1, the cave in E5 holds jp-2 only. Expected values are computed here,
 * not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { caveSeedCases, itIsCcpOnly } from './diff.editions.caves.helpers';

const cases = caveSeedCases('move', 'cave-move-conclusion');
type Out = { result: string; units: { id: string; hex: string }[]; caves: { hex: string; inside: string[] }[] };

describe('diff --from cce --to ccp --procedure move (the conclusion of a Move among caves)', () => {
  itIsCcpOnly(cases);

  it('into the cave in E3 at the conclusion: E3 holds jp-1 inside, E5 holds jp-2 only', () => {
    const entered = cases.filter((c) => c.events.some((e) => e.type === 'ENTER_CAVE' && (e as { unit?: string }).unit === 'jp-1'));
    expect(entered.length).toBeGreaterThan(0);
    for (const c of entered) {
      const out = (c.to as { output: Out }).output;
      expect(out.result).toBe('completed');
      expect(out.units.find((u) => u.id === 'jp-1')?.hex).toBe('E3');
      expect(out.caves).toEqual([
        { hex: 'E5', inside: ['jp-2'] },
        { hex: 'E3', inside: ['jp-1'] },
      ]);
    }
  });
});
