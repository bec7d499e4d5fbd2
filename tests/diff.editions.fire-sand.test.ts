/**
 * The edition diff on Fire against a beach hex (CC:P T82 Sand), in process. CC:E has no Beach: its parser
 * refuses the terrain, so no situation both editions accept holds one, and on every shared situation the Sand
 * changes nothing (the edition's `sand` names the Beach only; CC:E's Fire chart is unchanged). The difference
 * is the situation itself, worked by hand from seed ccp:sand-mortar-at-beach: the Japanese 6-FP Mortar in B5
 * hits the Allied Squad on the Beach E5, 3 hexes away, and rolls 3•4: CC:P's Attack Total is 6 + 7 - 2 = 11
 * ("The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased
 * by 2"), where the same shot at Open Ground would be 13. Expected values are computed here, not read from the
 * machines.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:sand-mortar-at-beach'] });
const cases = d.groups.flatMap((g) => g.cases);
type Shot = { attack?: { total: number; derivation?: { terms: { value: number; rule: string }[] } } };

describe('diff --from cce --to ccp --procedure fire (a mortar at a beach hex)', () => {
  it('every case is CC:P\'s only: CC:E refuses the Beach', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/Beach/);
    }
  });

  it('the 3•4 roll gives 6 + 7 - 2 = 11, the Sand term citing T82', () => {
    const isAttackRoll = (e: object) => {
      const r = e as { type: string; white?: number; colored?: number };
      return r.type === 'ROLL' && r.white === 3 && r.colored === 4;
    };
    const attacked = cases.filter((c) => c.events.some(isAttackRoll));
    expect(attacked.length).toBeGreaterThan(0);
    for (const c of attacked) {
      const shot = ((c.to as { output: { shots: Shot[] } }).output.shots)[0];
      expect(shot.attack?.total).toBe(11);
      expect(shot.attack?.derivation?.terms).toContainEqual(expect.objectContaining({ value: -2, rule: 'T82' }));
    }
  });
});
