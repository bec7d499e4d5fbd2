/**
 * The edition diff on Line of Sight: CC:P 16 is CC:E 10 renumbered, so on the terrain both editions give
 * alike no LOS changes; what differs is what CC:P's map cannot hold. Worked by hand from the two rulebooks:
 * a Building two hexes from each end (B2 to B6, B4) is an Obstacle in both (CC:E 10.2, T82; CC:P 16.2.1,
 * T85): blocked at B4 under both, the CC:E output's 10.2 read as 16.2 and its words' "(T82)" as "(T85)", so
 * not listed; CC:E's LOS example A (Woods in K8 between J9 and K6, at the level of both ends: blocked,
 * 10.2/T99) is no CC:P situation — CC:P has no Woods (its Jungle, T91, is terrain of its own) — so it is
 * listed only under `from`, the CC:P side rejecting it citing T81. Expected values are computed here.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'los', seeds: ['ccp:building-blocks', 'cce:building-blocks', 'cce:example-a-woods-same-level'] });
const cases = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));

describe('diff --from cce --to ccp --procedure los', () => {
  it('compares the three seeds asked for, one case each (no events)', () => {
    expect(d.procedures.map((p) => [p.procedure, p.compared])).toEqual([['los', 3]]);
  });

  it('a Building between the ends blocks in both editions: not listed', () => {
    expect(cases.filter((x) => x.c.seed.endsWith(':building-blocks'))).toEqual([]);
  });

  it('LOS example A (Woods) is listed only under CC:E, the CC:P side rejecting it under T78 = T81', () => {
    expect(cases.map((x) => [x.c.seed, x.c.kind])).toEqual([['cce:example-a-woods-same-level', 'only-from']]);
    const [x] = cases;
    expect((x.c.from as { output: { sight: string; blockedBy: { at: string } } }).output.sight).toBe('blocked');
    expect((x.c.from as { output: { blockedBy: { at: string } } }).output.blockedBy.at).toBe('K8');
    expect((x.c.to as { rejected: string; step: number }).step).toBe(0);
    expect((x.c.to as { rejected: string }).rejected).toContain('(got "Woods") [rule T81]');
    expect(x.rules.map((r) => [r.base, r.edition])).toEqual([[['T78'], ['T81']]]);
  });
});
