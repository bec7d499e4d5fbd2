/**
 * The edition diff on Fire at a unit standing in a Water Barrier (CC:P T99), in process. CC:E's Water Barrier is
 * impassable (T98): its parser refuses a unit there, so every case of seed ccp:water-barrier-cover is CC:P's only.
 * Worked by hand from the seed: the Japanese Squad in B5 (FP 6) rolls 3•4, an Attack Total of 6 + 7 = 13, at the
 * Allied Squad of Morale 7 in the Water Barrier D5, whose Cover is "–2 (negative two)": Morale 7 - 2 = 5, so a
 * Defense roll of 1•6 gives 5 + 7 = 12, more than half of 13 and less than it: broken (O27.3.4 b). In Open Ground
 * the same roll would be 7 + 7 = 14, more than 13: unaffected. Expected values are computed here, not read from
 * the machines.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:water-barrier-cover'] });
const cases = d.groups.flatMap((g) => g.cases);
type Defense = { unit: string; white: number; colored: number; morale: number; defenseTotal: number; result: string; derivation: { morale: { terms: { value: number; what: string }[] } } };

describe('diff --from cce --to ccp --procedure fire (a unit in a Water Barrier)', () => {
  it('every case is CC:P\'s only: CC:E refuses a unit in the Water Barrier, citing T98', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/Water Barrier.*\[rule T98\]/);
    }
  });

  it('the Squad defends with Morale 7 - 2 = 5: a roll of 1•6 is 12 against 13, broken', () => {
    const rolled = cases.filter((c) => c.events.some((e) => { const r = e as { type: string; white?: number; colored?: number }; return r.type === 'ROLL' && r.white === 1 && r.colored === 6; }));
    expect(rolled.length).toBeGreaterThan(0);
    for (const c of rolled) {
      const rec = ((c.to as { output: { defense: Defense[] } }).output.defense).find((x) => x.unit === 'us-1' && x.white === 1 && x.colored === 6)!;
      expect(rec.morale).toBe(5);
      expect(rec.defenseTotal).toBe(12);
      expect(rec.result).toBe('broken');
      expect(rec.derivation.morale.terms).toContainEqual(expect.objectContaining({ value: -2, what: 'Water Barrier' }));
    }
  });
});
