/**
 * The edition diff on Move's Road (CC:E T93 vs CC:P T94). Worked by hand from the two rulebooks on CC:P's seed
 * road-unseen: an American Squad (Movement 2) in E5 follows the Road through E4, E3 and E2 (each Open Ground with a
 * Road, each entered across a Road hexside), no Japanese unit on the map.
 * - CC:E T93: "MOVE COST: 1 if travelling along the Road depiction", and "A unit gains +1 to its Movement number as
 *   long as it entered a hex containing a Road": 1 MP each, Movement 2 + 1 = 3, so after E2 (3 MPs announced) it
 *   has none left and the Order is done.
 * - CC:P T94: "½ if travelling along the road depiction and no enemy unit has a LOS to that hex", and the "+1 MP ...
 *   modifiers have been dropped": ½ MP each, 1½ announced, and the Squad, ½ MP left, may go on moving.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

// The one seed worked here (the whole Move diff is diff.editions.move.test.ts's).
const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'move', seeds: ['ccp:road-unseen'] });
const all = d.groups.flatMap((g) => g.cases);
const along = [
  { type: 'CHOOSE_MOVER', units: ['us-squad'] },
  { type: 'MOVE', hex: 'E4' },
  { type: 'GO_AHEAD' },
  { type: 'MOVE', hex: 'E3' },
  { type: 'GO_AHEAD' },
  { type: 'MOVE', hex: 'E2' },
  { type: 'GO_AHEAD' },
];

describe('diff --from cce --to ccp --procedure move: the Road', () => {
  it('three Road hexes along the Road with no enemy in sight: 1 MP each and +1 Movement under CC:E T93, ½ MP each under CC:P T94', () => {
    const [x] = all.filter((c) => c.seed === 'ccp:road-unseen' && JSON.stringify(c.events) === JSON.stringify(along));
    expect(x.kind).toBe('changed');
    expect(x.from).toMatchObject({
      state: 'done',
      output: { steps: [{ to: 'E4', cost: 1, spent: 1, derivation: { cost: { base: { value: 1, rule: 'T93' } } } }, { to: 'E3', cost: 1, spent: 2 }, { to: 'E2', cost: 1, spent: 3 }] },
    });
    expect(x.to).toMatchObject({
      state: 'moving',
      output: { steps: [{ to: 'E4', cost: 0.5, spent: 0.5, derivation: { cost: { base: { value: 0.5, rule: 'T94' } } } }, { to: 'E3', cost: 0.5, spent: 1 }, { to: 'E2', cost: 0.5, spent: 1.5 }] },
    });
  });
});
