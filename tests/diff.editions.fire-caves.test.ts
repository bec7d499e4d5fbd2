/**
 * The edition diff on Fire at a cave hex (CC:P F102.2), in process. CC:E has no caves: its Fire parser
 * refuses a situation's `caves`, so every case of the cave seeds is CC:P's only, and CC:E's own cases are
 * untouched (its chart has no cave transition: the edition's `caves` point is absent). Worked by hand from
 * seed ccp:cave-from-downslope: the Allied Squad in D5 (level 0) fires at the level-1 Crest hex E5, 6 FP - 1
 * (T89.2) = 5, and 3•4 makes an Attack Total of 12; the LOS thread crosses E5's hexside at level 0, below the
 * cave hex: downslope (F102.2.1), so the Japanese Squad inside defends with the cave's Cover 4 (F102.2.3; the
 * hex's Cover is 0), Morale 7 + 4 = 11, and the Team outside with the hex's 0, Morale 7. Expected values are
 * computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../oracle/canonical';
import { caveSeedCases, itIsCcpOnly } from './diff.editions.caves.helpers';

const cases = caveSeedCases('fire', 'cave-from-downslope');
const shot = [
  { type: 'ACTIVATE', units: ['us-1'] },
  { type: 'DECLARE_SHOT', pieces: ['us-1'], target: 'E5' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 3, colored: 4 },
];
type Defense = { unit: string; morale: number; derivation: { morale: { terms: { value: number; rule: string }[] } } };

describe('diff --from cce --to ccp --procedure fire (a cave in the target hex)', () => {
  itIsCcpOnly(cases);

  it('from downslope: Attack Total 12; the occupant defends with Morale 7 + 4 (F102.2.3), the unit outside with 7', () => {
    const walked = cases.filter((c) => canonical(c.events.slice(0, 4)) === canonical(shot) && c.events.length > 5);
    expect(walked.length).toBeGreaterThan(0);
    for (const c of walked) {
      const out = (c.to as { output: { shots: { attack?: { total: number } }[]; defense: Defense[] } }).output;
      expect(out.shots[0].attack?.total).toBe(12);
      const inside = out.defense.filter((r) => r.unit === 'jp-in');
      for (const r of inside) {
        expect(r.morale).toBe(11);
        expect(r.derivation.morale.terms.filter((t) => t.rule === 'F102.2.3').map((t) => t.value)).toEqual([4]);
      }
      for (const r of out.defense.filter((x) => x.unit === 'jp-out')) expect(r.morale).toBe(7);
    }
  });
});
