/**
 * The edition diff on Advance. Worked by hand from the two rulebooks on CC:E's seed exit-enemy-edge (a
 * broken American Squad in A1, on the enemy (top) edge, with no Exit Point there): CC:E 7.2.1 lets it exit
 * anywhere along the enemy edge for its own VP; CC:P 14.2.1 only "from a hex containing an Exit Point", so
 * the exit is refused (O22.3) and the Squad stays. And CC:P's seed blocked-and-open: the Water Barrier D5 is
 * impassable under CC:E T98, "No longer impassable" under CC:P T99 (CC:E's seed of that name holds Woods, a Major
 * Bridge and a Cliff hexside, which a CC:P map does not: oracle/procedures/ccp/map.ts). And CC:P's seed mines-half-eliminates: an
 * unbroken American Team (Morale 5) advances into E4, which holds an 8-FP minefield; the Japanese player rolls 7:
 * an Attack Total of 8 + 7 = 15 (Cover 0); the Team's Defense Roll of 2 gives 5 + 2 = 7. CC:E F103.2, O20.3.4: 7
 * is less than 15, so the Team breaks; CC:P F104.2, O27.3.4 a): 7 is half of 15 or less, so it is eliminated
 * (and the Japanese player earns its VP).
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData, type EditionCase } from '../oracle/edition-diff';

// The seeds worked here (each test names its own): the whole diff walks every seed of both editions.
const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'advance', seeds: ['cce:exit-enemy-edge', 'ccp:mines-half-eliminates', 'ccp:blocked-and-open'] });
const all: { rules: { base: string[]; edition: string[] }[]; c: EditionCase }[] = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const find = (seed: string, events: Record<string, unknown>[]) => all.filter((x) => x.c.seed === seed && JSON.stringify(x.c.events) === JSON.stringify(events));
const pairs = (x: { rules: { base: string[]; edition: string[] }[] }) => x.rules.map((r) => [r.base.join('/'), r.edition.join('/')]);

describe('diff --from cce --to ccp --procedure advance', () => {
  it('an exit off the enemy edge from a hex without an Exit Point: taken under CC:E 7.2.1, refused under CC:P', () => {
    const [x] = find('cce:exit-enemy-edge', [{ type: 'EXIT', unit: 'us-squad', edge: 'top' }, { type: 'END_ORDER' }]);
    expect(x.c.kind).toBe('changed');
    expect(x.c.from).toMatchObject({ state: 'done', output: { exits: [{ unit: 'us-squad', vp: 2 }], refusals: [] } });
    expect(x.c.to).toMatchObject({ state: 'done', output: { exits: [], refusals: [{ unit: 'us-squad', to: 'off:top', rule: 'O22.3' }] } });
    expect(pairs(x)).toContainEqual(['7.2.1', '14.2.2']);
  });

  it('a Defense Total of half the Mine Attack Total: the advancing Team broken under CC:E O20.3.4, eliminated under CC:P O27.3.4 a)', () => {
    const [x] = all.filter((y) => y.c.seed === 'ccp:mines-half-eliminates' && y.c.kind === 'changed');
    expect(x.c.from).toMatchObject({ state: 'done', output: { defenseRolls: [{ unit: 'us-team', attackTotal: 15, defenseTotal: 7, result: 'broken' }], eliminated: [] } });
    expect(x.c.to).toMatchObject({ state: 'done', output: { defenseRolls: [{ unit: 'us-team', attackTotal: 15, defenseTotal: 7, result: 'eliminated' }], eliminated: ['us-team'] } });
  });

  it('an Advance into a Water Barrier: refused under CC:E T98, taken under CC:P (T99)', () => {
    const [x] = find('ccp:blocked-and-open', [{ type: 'ADVANCE', unit: 'us-squad', hex: 'D5' }]);
    expect(x.c.kind).toBe('changed');
    expect(x.c.from).toMatchObject({ state: 'choosingAdvance', output: { refusals: [{ unit: 'us-squad', to: 'D5', rule: 'T98' }] } });
    expect(x.c.to).toMatchObject({ state: 'done', output: { advanced: [{ unit: 'us-squad', from: 'E5', to: 'D5' }] } });
    expect(pairs(x)).toContainEqual(['T98', 'T99']);
  });
});
