/**
 * The edition diff on Move's Op Fire at a cave hex (CC:P F102.2.2, F102.2.3), in process. CC:E has no caves: its
 * Move parser refuses a situation's `caves`, so every case of seed ccp:op-fire-at-a-cave-hex is CC:P's only.
 * Worked by hand from the seed: the Japanese Team enters the level-1 Crest hex E5, whose cave holds the Japanese
 * Squad jp-in; an American Squad Op Fires at E5 with 6 FP - 1 (E5 higher, T89.2) and rolls 3•4: Attack Total 12.
 * From D4 (its LOS thread crosses E5's hexside at level 1, the cave's own: upslope) "units inside a cave are immune
 * to all fire attacks emanating from a unit or weapon upslope of them": jp-in never rolls. From D5 (level 0:
 * downslope) jp-in defends with "an alternate Cover of '4'": Morale 7 + 4 = 11; the Team outside with the hex's
 * Cover 0: Morale 7. Expected values are computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { caveSeedCases, itIsCcpOnly } from './diff.editions.caves.helpers';

const cases = caveSeedCases('move', 'op-fire-at-a-cave-hex');
type Roll = { unit: string; morale: number; defenseTotal: number; result: string };
type Out = { defenseRolls: Roll[] };
const activated = (c: (typeof cases)[number]): string[] => c.events.flatMap((e) => (e.type === 'ACTIVATE' ? ((e as { units?: string[] }).units ?? []) : []));
/** The cases in which `unit` alone was activated for Op Fire, and some unit rolled for Defense. */
const firedBy = (unit: string) => cases.filter((c) => activated(c).join() === unit && (c.to as { output: Out }).output.defenseRolls.length > 0);

describe('diff --from cce --to ccp --procedure move (Op Fire at a cave hex)', () => {
  itIsCcpOnly(cases);

  it('from upslope (D4) the Squad inside the cave makes no Defense Roll; the Team outside rolls with Morale 7', () => {
    const up = firedBy('us-up');
    expect(up.length).toBeGreaterThan(0);
    for (const c of up) {
      const rolls = (c.to as { output: Out }).output.defenseRolls;
      expect(rolls.map((r) => r.unit).filter((u) => u === 'jp-in')).toEqual([]);
      for (const r of rolls) expect([r.unit, r.morale]).toEqual(['jp-team', 7]);
    }
  });

  it('from downslope (D5) the Squad inside the cave defends with Morale 7 + the cave\'s 4 = 11, the Team with 7', () => {
    const down = firedBy('us-down');
    expect(down.length).toBeGreaterThan(0);
    const morale: Record<string, number> = { 'jp-in': 11, 'jp-team': 7 };
    let inside = 0;
    for (const c of down) {
      for (const r of (c.to as { output: Out }).output.defenseRolls) {
        expect(r.morale).toBe(morale[r.unit]);
        if (r.unit === 'jp-in') inside++;
      }
    }
    expect(inside).toBeGreaterThan(0);
  });
});
