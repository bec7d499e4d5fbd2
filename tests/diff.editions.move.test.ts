/**
 * The edition diff on Move. Worked by hand from the two rulebooks on CC:P's seed op-fire-half-eliminates:
 * an American Squad (Morale 7) moves into E4 (Open Ground, Cover 0); the Japanese Squad in E2 (6 FP) Op
 * Fires at it and rolls 6•6, an Attack Total of 6 + 12 = 18; the Squad's Defense Roll of 1•1 gives a
 * Defense Total of 7 + 2 = 9. CC:E O20.3.4: 9 is less than 18, so the Squad breaks and may go on moving
 * (broken); CC:P O27.3.4 a): "If the Defense Total is half (or less) the Attack Total, the unit is
 * eliminated" — 9 is half of 18, so the Squad is eliminated, the Japanese player earns its 2 VP and, no
 * mover left, the Order is over. And CC:P's seed exit-points: an exit from G1, a hex with no Exit Point,
 * is taken under CC:E 7.2.1 and refused under CC:P 14.2.1 (O29.4). And CC:P's seed night-move-costs: a
 * night Move is CC:P's only (18.2; CC:E states no night): the Gully costs 2 + 1 = 3 MPs.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData, type EditionCase } from '../oracle/edition-diff';

// The seeds worked here (each test names its own): the whole Move diff walks every seed of both editions.
const SEEDS = ['ccp:op-fire-half-eliminates', 'ccp:night-move-costs', 'ccp:mines-half-eliminates', 'ccp:exit-points'];
const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'move', seeds: SEEDS });
const all: { rules: { base: string[]; edition: string[] }[]; c: EditionCase }[] = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const find = (seed: string, events: Record<string, unknown>[]) => all.filter((x) => x.c.seed === seed && JSON.stringify(x.c.events) === JSON.stringify(events));
const pairs = (x: { rules: { base: string[]; edition: string[] }[] }) => x.rules.map((r) => [r.base.join('/'), r.edition.join('/')]);

const opFire = [
  { type: 'CHOOSE_MOVER', units: ['us-squad'] },
  { type: 'MOVE', hex: 'E4' },
  { type: 'WAIT' },
  { type: 'ACTIVATE', units: ['jp-squad'] },
  { type: 'OP_FIRE' },
  { type: 'DECLARE_SHOT', pieces: ['jp-squad'], target: 'E4' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 6, colored: 6 },
  { type: 'KEEP_ROLL' },
  { type: 'CHOOSE_UNIT', unit: 'us-squad' },
  { type: 'ROLL', white: 1, colored: 1 },
  { type: 'KEEP_ROLL' },
];

describe('diff --from cce --to ccp --procedure move', () => {
  it('an Op Fire Defense Total of 9 against 18: the moving Squad breaks under CC:E O20.3.4, is eliminated under CC:P O27.3.4 a)', () => {
    const [x] = find('ccp:op-fire-half-eliminates', opFire);
    expect(x.c.kind).toBe('changed');
    expect(x.c.from).toMatchObject({ state: 'moving', output: { defenseRolls: [{ unit: 'us-squad', attackTotal: 18, defenseTotal: 9, result: 'broken' }], eliminated: [] } });
    expect(x.c.to).toMatchObject({ state: 'done', output: { defenseRolls: [{ unit: 'us-squad', attackTotal: 18, defenseTotal: 9, result: 'eliminated', vp: 2 }], eliminated: ['us-squad'], vp: { axis: 2, allied: 0 } } });
    // They part at the Defense Roll's result: CC:E breaks the Squad (3.2.1), CC:P eliminates it for its VP (14.1, CC:E 7.1).
    expect(x.c.parting?.step).toBe(12); // the 12th event, KEEP_ROLL of the Defense Roll (0 = the start)
    expect(x.c.parting?.from?.rules).toEqual(expect.arrayContaining(['O20.3.4', '3.2.1']));
    expect(x.c.parting?.to?.rules).toEqual(expect.arrayContaining(['O27.3.4', '14.1']));
    expect(pairs(x)).toEqual(expect.arrayContaining([['3.2.1', '3.2.1'], ['7.1', '14.1']]));
  });

  // Worked by hand (CC:P 18.2): the Japanese Squad in E5 enters the Gully F5 at night: Move Cost 2 (T88) + 1
  // (18.2: a Terrain Type, reading ccp.night-move-gully's default) = 3 MPs. A CC:E Move situation states no
  // night (its parser refuses the field), so the case is CC:P's only.
  it('a night Move (18.2) is CC:P\'s only: the Gully costs 2 + 1 = 3 MPs', () => {
    const gully = all.filter((y) => y.c.seed === 'ccp:night-move-costs' && JSON.stringify(y.c.events[1]) === JSON.stringify({ type: 'MOVE', hex: 'F5' }));
    expect(gully.length).toBeGreaterThan(0);
    const x = gully[0];
    expect(x.c.kind).toBe('only-to');
    expect(x.c.to).toMatchObject({ output: { steps: [{ from: 'E5', to: 'F5', cost: 3, derivation: { cost: { base: { value: 2, rule: 'T88' }, terms: [{ value: 1, rule: '18.2' }] } } }] } });
  });

  // Worked by hand (CC:P seed mines-half-eliminates): an 8-FP Minefield in E4 attacks the unbroken American Team
  // (Morale 5) moving in: 8 + 1•6 = 15 (Cover 0, F104.2 / CC:E F103.2); its Defense Roll of 1•1 gives 5 + 2 = 7.
  // CC:E O20.3.4: 7 is less than 15, the Team breaks. CC:P F104.2 ("the same general rules and restrictions as
  // for a Fire Attack roll [O27.3.3 & O27.3.4]"), O27.3.4 a): 7 is half of 15 (7½) or less: eliminated.
  it('a Mines Defense Total of 7 against 15: the moving Team breaks under CC:E F103.2, is eliminated under CC:P F104.2 / O27.3.4 a)', () => {
    const mines = [
      { type: 'CHOOSE_MOVER', units: ['us-team'] },
      { type: 'MOVE', hex: 'E4' },
      { type: 'ROLL', white: 1, colored: 6 },
      { type: 'KEEP_ROLL' },
      { type: 'CHOOSE_UNIT', unit: 'us-team' },
      { type: 'ROLL', white: 1, colored: 1 },
      { type: 'KEEP_ROLL' },
    ];
    const [x] = find('ccp:mines-half-eliminates', mines);
    expect(x.c.kind).toBe('changed');
    expect(x.c.from).toMatchObject({ output: { mineAttacks: [{ hex: 'E4', units: ['us-team'], attackTotal: 15, result: 'kept' }], defenseRolls: [{ unit: 'us-team', attackTotal: 15, defenseTotal: 7, result: 'broken' }], eliminated: [] } });
    expect(x.c.to).toMatchObject({ state: 'done', output: { mineAttacks: [{ hex: 'E4', units: ['us-team'], attackTotal: 15, result: 'kept' }], defenseRolls: [{ unit: 'us-team', attackTotal: 15, defenseTotal: 7, result: 'eliminated' }], eliminated: ['us-team'] } });
    expect(x.c.parting?.step).toBe(7); // the 7th event, KEEP_ROLL of the Defense Roll
    expect(x.c.parting?.to?.rules).toEqual(expect.arrayContaining(['O27.3.4']));
  });

  it('an exit off the enemy edge from a hex without an Exit Point: taken under CC:E 7.2.1, refused under CC:P (O29.4)', () => {
    const exit = all.filter((y) => y.c.seed === 'ccp:exit-points' && JSON.stringify(y.c.events).includes('"units":["us-team"]') && JSON.stringify(y.c.events).includes('EXIT'));
    expect(exit.length).toBeGreaterThan(0);
    for (const y of exit) {
      const to = y.c.to as { output?: { refusals?: unknown[] } };
      expect(to.output?.refusals ?? [{ unit: 'rejected' }]).toContainEqual({ units: ['us-team'], to: 'off:top', rule: 'O29.4' });
    }
  });
});
