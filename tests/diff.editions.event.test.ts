/**
 * The edition diff on the Event. Worked by hand from the two rulebooks on CC:E's seed malfunction-tie (the
 * Random Hex D4; an Axis MG de-mg in C4 and an Allied MG us-mg in E4, both adjacent, both unbroken): both
 * editions break the Weapon the reader chooses (CC:E E63, CC:P E65: "In case of a tie for nearest unbroken
 * weapon, the player drawing the event chooses"). Under CC:E the broken MG joins the broken Weapons every
 * later Random Hex checks (11.4: "When a Weapon breaks, it is flipped over to its 'Broken' side"; Fix or
 * eliminate at a Random Hex); under CC:P random hexes no longer fix or eliminate broken weapons (5.4), so
 * it is only flipped. And CC:E's Commissar seed: an Event CC:P does not print, and CC:E nationalities.
 *
 * Blaze (CC:E E46, CC:P E53) on CC:P's seed blaze-displaced (the Random Hex D4 takes a Blaze; its neighbour
 * C4 is Open Ground the situation declares impassable, D3 and E5 hold Blazes): CC:E places each unit "into
 * an adjacent hex not containing impassable terrain", so C4 is no choice and the Japanese player's first
 * decision jp-1 → C4 is refused citing E46; CC:P places them "into any adjacent hex(es) not containing
 * another blaze", so both units may go into C4.
 *
 * Deploy (CC:E E52, CC:P E56) on CC:E's seed deploy (the Allied player reveals it during the Axis Turn; the
 * Axis Squads de-1, de-2 and the Allied Squad us-1 on the map): CC:E E52.1 "the active player may select
 * one friendly Squad" — the Axis player deploys de-1, and us-1 is no choice; CC:P E56 "the receiving
 * player may select one friendly squad" — the Allied player deploys us-1, and de-1 is no choice (refused
 * citing E56).
 *
 * Reinforcements (CC:E E68, CC:P E70) on CC:P's seed reinforcements-no-stacking-limit (the Axis/Japanese
 * reader rolls 3+4 = 7, the column's only item a Team; his Squad and Team in A2 are 4 + 2 = 6 figures):
 * CC:E E68 "Stacking limits [8] must be observed" — 6 + 2 = 8 is more than 8.2's "up to seven figures", so
 * A2 is no choice and the decision is refused citing E68; CC:P E70 prints no stacking limit (15.2.2), so
 * the Team enters A2.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData, type EditionCase } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'event', seeds: ['cce:malfunction-tie', 'cce:commissar-no-russian', 'ccp:blaze-displaced', 'cce:deploy', 'ccp:reinforcements-no-stacking-limit'] });
const all: { rules: { base: string[]; edition: string[] }[]; c: EditionCase }[] = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const find = (seed: string, events: Record<string, unknown>[]) => all.filter((x) => x.c.seed === seed && JSON.stringify(x.c.events) === JSON.stringify(events));
const pairs = (x: { rules: { base: string[]; edition: string[] }[] }) => x.rules.map((r) => [r.base.join('/'), r.edition.join('/')]);

describe('diff --from cce --to ccp --procedure event', () => {
  it('Malfunction breaks the chosen MG in both editions; only CC:E keeps it for the next Random Hex check (11.4 vs 5.4)', () => {
    const [x] = find('cce:malfunction-tie', [{ type: 'SELECT_WEAPON', weapon: 'de-mg', unit: 'de-1' }]);
    expect(x.c.kind).toBe('changed');
    const broken = [
      { id: 'de-mg', unit: 'de-1', broken: true },
      { id: 'us-mg', unit: 'us-1', broken: false },
    ];
    expect(x.c.from).toMatchObject({ state: 'resolved', output: { weapons: broken, brokenWeapons: ['de-mg'] } });
    expect(x.c.to).toMatchObject({ state: 'resolved', output: { weapons: broken, brokenWeapons: [] } });
    expect(pairs(x)).toContainEqual(['11.4', '5.4']);
  });

  it('Commissar: a CC:E Event in a CC:E situation (nationalities) is refused under CC:P', () => {
    const [x] = find('cce:commissar-no-russian', []);
    expect(x.c.kind).toBe('only-from');
    expect(x.c.to).toMatchObject({ rejected: expect.stringContaining('nationalities must be absent') });
  });

  it('Blaze: a hex without another Blaze but impassable takes the displaced units under CC:P E53 only (CC:E E46: "not containing impassable terrain")', () => {
    const [x] = find('ccp:blaze-displaced', [
      { type: 'SELECT_HEX', unit: 'jp-1', hex: 'C4' },
      { type: 'SELECT_HEX', unit: 'us-1', hex: 'C4' },
    ]);
    expect(x.c.kind).toBe('only-to');
    expect(x.c.from).toMatchObject({ step: 1, rejected: expect.stringContaining('[rule E46]') });
    expect(x.c.to).toMatchObject({
      state: 'resolved',
      output: {
        units: [
          { id: 'jp-1', hex: 'C4' },
          { id: 'us-1', hex: 'C4' },
        ],
      },
    });
  });

  it('Deploy: the active player deploys under CC:E E52.1, the receiving player under CC:P E56', () => {
    const [axis] = find('cce:deploy', [{ type: 'SELECT_UNIT', unit: 'de-1' }]);
    expect(axis.c.kind).toBe('only-from');
    expect(axis.c.from).toMatchObject({ state: 'resolved', output: { event: { steps: [{ rule: 'E52.1', what: 'deploy', player: 'axis', unit: 'de-1' }] } } });
    expect(axis.c.to).toMatchObject({ step: 1, rejected: expect.stringContaining('[rule E56]') });
    const [allied] = find('cce:deploy', [{ type: 'SELECT_UNIT', unit: 'us-1' }]);
    expect(allied.c.kind).toBe('only-to');
    expect(allied.c.from).toMatchObject({ step: 1, rejected: expect.stringContaining('[rule E52]') });
    expect(allied.c.to).toMatchObject({ state: 'resolved', output: { event: { steps: [{ rule: 'E56', what: 'deploy', player: 'allied', unit: 'us-1' }] } } });
  });

  it('Reinforcements: a Team may enter a hex it overstacks under CC:P E70 only (CC:E E68: "Stacking limits [8] must be observed")', () => {
    const [x] = find('ccp:reinforcements-no-stacking-limit', [
      { type: 'SELECT_ITEM', item: 'jp-sup-team' },
      { type: 'SELECT_HEX', hex: 'A2' },
    ]);
    expect(x.c.kind).toBe('only-to');
    expect(x.c.from).toMatchObject({ step: 2, rejected: expect.stringContaining('[rule E68]') });
    expect(x.c.to).toMatchObject({ state: 'resolved', output: { units: expect.arrayContaining([expect.objectContaining({ id: 'jp-sup-team', hex: 'A2' })]) } });
  });
});
