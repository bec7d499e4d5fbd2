/**
 * The edition diff on Artillery Request (CC:E O18) / Asset Request (CC:P O24) at a cave hex (CC:P F102.2.3, O24.3.4),
 * in process. CC:E has no caves: its parser refuses a situation's `caves`, so every case of the seed is CC:P's only.
 * Worked by hand from seed ccp:fire-for-effect-at-a-cave: radio FP 10; "A cave grants its occupants an alternate Cover
 * of '8' instead vs ... any artillery attack": the Japanese Squad inside the cave in E5 defends with Morale 7 + 8 = 15
 * while the cave stands, the Team outside with the hex's 0 (Morale 7); an Impact roll of 5, the Vulnerability number,
 * destroys the cave (a fortification, F100.1) before the Defense rolls: then both defend with Morale 7 and the
 * output's caves are none. Expected values are computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { caveSeedCases, itIsCcpOnly } from './diff.editions.caves.helpers';

const cases = caveSeedCases('artillery', 'fire-for-effect-at-a-cave');
type Out = { output: { impacts: { white: number; colored: number; total: number; fortificationDestroyed?: string }[]; defense: { unit: string; morale: number }[]; caves: { hex: string; inside: string[] }[] } };
const out = (c: (typeof cases)[number]) => (c.to as Out).output;

describe('diff --from cce --to ccp --procedure artillery (a barrage on a cave hex)', () => {
  itIsCcpOnly(cases);

  it('the cave standing, jp-in defends with Morale 15, jp-out with 7', () => {
    const standing = cases.filter((c) => out(c).impacts.length > 0 && out(c).impacts[0].white + out(c).impacts[0].colored !== 5 && out(c).defense.length > 0);
    expect(standing.length).toBeGreaterThan(0);
    for (const c of standing) {
      expect(out(c).impacts[0].total).toBe(10 + out(c).impacts[0].white + out(c).impacts[0].colored);
      for (const r of out(c).defense) expect(r.morale).toBe(r.unit === 'jp-in' ? 15 : 7);
    }
  });

  it('an Impact roll of 5 destroys the cave first: every Defense roll with Morale 7, no cave left', () => {
    const destroyed = cases.filter((c) => out(c).impacts.length > 0 && out(c).impacts[0].white + out(c).impacts[0].colored === 5);
    expect(destroyed.length).toBeGreaterThan(0);
    for (const c of destroyed) {
      expect(out(c).impacts[0].fortificationDestroyed).toBe('Cave');
      expect(out(c).caves).toEqual([]);
      for (const r of out(c).defense) expect(r.morale).toBe(7);
    }
  });
});
