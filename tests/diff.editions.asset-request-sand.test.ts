/**
 * The edition diff on Artillery Request (CC:E O18) / Asset Request (CC:P O24) against a beach hex (CC:P T82
 * Sand), in process. CC:E has no Beach: its parser refuses the terrain, so every case of the seed is CC:P's
 * only, and on every shared situation the Sand changes nothing (the edition's `sand` names the Beach only).
 * Worked by hand from seed ccp:fire-for-effect-beach: radio FP 12 + Impact roll 1+6 = 19, "always decreased by
 * 2" against the beach: 17; the American squad's Defense Total 7 + 0 (Beach Cover 0) + 1+1 = 9 is more than
 * half of 17 (O27.3.4 a), so it breaks. Expected values are computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'artillery', seeds: ['ccp:fire-for-effect-beach'] });
const cases = d.groups.flatMap((g) => g.cases);
type Out = { output: { impacts: { total: number; derivation?: { terms: { value: number; rule: string }[] } }[]; eliminated: string[]; units: { id: string; broken: boolean }[] } };

describe('diff --from cce --to ccp --procedure artillery (a barrage on a beach hex)', () => {
  it('every case is CC:P\'s only: CC:E refuses the Beach', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/Beach/);
    }
  });

  it('Impact Total 12 + 7 - 2 = 17, the Sand term citing T82; a Defense Total of 9 breaks the squad', () => {
    const defended = cases.filter((c) => JSON.stringify(c.events.slice(-3)) === JSON.stringify([{ type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }]));
    expect(defended.length).toBeGreaterThan(0);
    for (const c of defended) {
      const o = (c.to as Out).output;
      expect(o.impacts[0].total).toBe(17);
      expect(o.impacts[0].derivation?.terms).toContainEqual(expect.objectContaining({ value: -2, rule: 'T82' }));
      expect(o.eliminated).toEqual([]);
      expect(o.units.find((u) => u.id === 'us-squad')?.broken).toBe(true);
    }
  });
});
