/**
 * The edition diff on Artillery Denied (CC:E O17) / Asset Denied (CC:P O23), one procedure under two names.
 * Worked by hand from the two rulebooks on CC:E's seed breaks-unbroken-radio (the Axis player gives the
 * Order; the Allied Radio, FP 10, is unbroken): CC:E O17 breaks the enemy Radio at once, there being
 * nothing else the Order can do; CC:P O23 has the active player choose one of three activities first, so the
 * Order waits in choosingActivity, and only Communication Disrupted (O23.2) breaks the radio as O17 did.
 * And CC:P's seed eliminate-or-abort: Abort Run (O23.3) removes the Japanese aircraft, a choice CC:E has not.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData, type EditionCase } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'artillery-denied' });
const all: { rules: { base: string[]; edition: string[] }[]; c: EditionCase }[] = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const find = (seed: string, events: Record<string, unknown>[]) => all.filter((x) => x.c.seed === seed && JSON.stringify(x.c.events) === JSON.stringify(events));

describe('diff --from cce --to ccp --procedure artillery-denied (CC:P asset-denied)', () => {
  it('an unbroken enemy Radio: broken at once under CC:E O17, a choice of activity first under CC:P O23', () => {
    const [x] = find('cce:breaks-unbroken-radio', []);
    expect(x.c.kind).toBe('changed');
    expect(x.c.from).toMatchObject({ state: 'done', output: { result: 'radio-broken', radios: { allied: { fp: 10, broken: true } } } });
    expect(x.c.to).toMatchObject({ state: 'choosingActivity' });
    expect((x.c.to as { output?: unknown }).output).toBeUndefined(); // the Order has not ended: nothing is decided yet
  });

  it('Communication Disrupted under CC:P breaks the Radio as O17 does; CC:E has no such choice', () => {
    const [x] = find('cce:breaks-unbroken-radio', [{ type: 'COMMUNICATION_DISRUPTED' }]);
    expect(x.c.kind).toBe('only-to');
    expect(x.c.to).toMatchObject({ state: 'done', output: { result: 'radio-broken', radios: { allied: { fp: 10, broken: true } } } });
  });

  it('Abort Run removes the enemy aircraft under CC:P (O23.3, 8.3); not a CC:E situation', () => {
    const [x] = find('ccp:eliminate-or-abort', [{ type: 'ABORT_RUN' }]);
    expect(x.c.kind).toBe('only-to');
    expect(x.c.to).toMatchObject({ state: 'done', output: { result: 'aircraft-removed', aircraft: {} } });
    expect((x.c.to as { output?: { aircraft?: unknown } }).output?.aircraft).toEqual({});
  });
});
