/**
 * The edition diff on Melee (issue 19: "the edition diff works on Fire, Move and Melee"). Worked by hand
 * from the two rulebooks on CC:E's seed advance-into-melee (an American Squad with a Leader, Melee FP 8,
 * against a German Squad and Team, 9; the Americans active): the German (inactive) roll of 7 makes 16, the
 * American roll of 9 makes 17, so the Germans are eliminated in both editions. CC:E A38 offers No Quarter
 * only to a German player against Russia or to a Russian player, so the Melee is over; CC:P A46 offers it to
 * any player with a surviving unit, so the American player is asked. And in the Japanese (axis) player's
 * turn CC:P resolves no melee at all (19.2), where CC:E resolves it at the end of the Order (O16.4).
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../oracle/canonical';
import { parseSide } from '../oracle/diff';
import { editionDiffData, type EditionCase } from '../oracle/edition-diff';

// The seeds worked here (each test names its own): the whole diff walks every seed of both editions.
const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'melee', seeds: ['cce:advance-into-melee', 'cce:two-melee-hexes'] });
const all: { rules: { base: string[]; edition: string[] }[]; c: EditionCase }[] = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const find = (seed: string, events: unknown[]) => all.filter((x) => x.c.seed === seed && canonical(x.c.events) === canonical(events));
const roll = (white: number, colored: number) => ({ type: 'ROLL', white, colored });

describe('diff --from cce --to ccp --procedure melee', () => {
  it('an American victory: CC:E A38 offers no No Quarter to an American player, CC:P A46 does — listed under A38 = A46', () => {
    const events = [{ type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, roll(1, 6), { type: 'KEEP_ROLL' }, roll(3, 6), { type: 'KEEP_ROLL' }];
    const [x] = find('cce:advance-into-melee', events);
    expect(x.c.kind).toBe('changed');
    expect(x.c.from).toMatchObject({ state: 'done', status: 'done' });
    expect(x.c.to).toMatchObject({ state: 'offeringNoQuarter', status: 'active' });
    expect(x.rules.map((r) => [r.base, r.edition])).toContainEqual([['A38'], ['A46']]);
  });

  it('the same melee with the Japanese (axis) player active: resolved under CC:E O16.4, waiting under CC:P 19.2', () => {
    const waits = all.filter((x) => x.c.seed === 'cce:two-melee-hexes');
    expect(waits.length).toBeGreaterThan(0);
    for (const x of waits) expect(x.rules.map((r) => r.edition.join('/'))).toContain('19.2');
  });
});
