/**
 * The edition diff on Fire with a Scout (CC:P 3.3.3, O27.1.3, O27.2.5), in process. CC:E has no Scouts: its
 * parser refuses a unit's `independent` field and a shot's `spotter`, so no situation both editions accept
 * holds one, and on every shared situation the Scout rules change nothing (a shared situation's units have
 * no `independent`; CC:E's Fire chart is unchanged). The difference is the situation itself, worked by hand
 * from seed ccp:scout-spotting-hindrance: the Allied Scout in D5 sees the Japanese Squad in F5 clear; the
 * Mortar Team in A5, 5 hexes from F5 (O27.2.2 counts from the Mortar), sees it through a Hindrance of 3.
 * Under CC:P the Scout activates the Mortar (O27.1.3) and, spotted (O27.2.5), 1•6 = 6 hits: 6 − 0 > 5 (the
 * Mortar's own LOS would need 6 − 3 > 5); its Attack Total is 4 FP + 2•2 = 8. Expected values are computed
 * here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../oracle/canonical';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';
import { resolveRequest } from '../oracle/resolve';
import { OracleError } from '../machines/core/errors';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:scout-spotting-hindrance'] });
const cases = d.groups.flatMap((g) => g.cases);
const spottedHit = [
  { type: 'ACTIVATE', units: ['us-scout', 'us-m'] },
  { type: 'DECLARE_SHOT', pieces: ['us-m-mortar'], target: 'F5', spotter: 'us-scout' },
  { type: 'ROLL', white: 1, colored: 6 },
];
type Shot = { spotter?: string; targeting: { product: number; hindrance: number; range: number; hit: boolean }; attack?: { total: number } };

describe('diff --from cce --to ccp --procedure fire (a Scout spotting for a Mortar)', () => {
  it('every case is CC:P\'s only: CC:E refuses the Scout (no `independent` field in CC:E)', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/units\[0\]\.independent/);
    }
  });

  it('spotted, 1•6 = 6 hits at range 5 with no Hindrance (the Scout\'s LOS), and 4 + 2•2 = 8', () => {
    const hit = cases.filter((c) => canonical(c.events.slice(0, 3)) === canonical(spottedHit));
    expect(hit.length).toBeGreaterThan(0);
    for (const c of hit) {
      const shot = (c.to as { output: { shots: Shot[] } }).output.shots[0];
      expect([shot.spotter, shot.targeting.product, shot.targeting.hindrance, shot.targeting.range, shot.targeting.hit]).toEqual(['us-scout', 6, 0, 5, true]);
      expect(shot.attack?.total).toBe(8);
    }
  });
});

describe('CC:E Fire refuses the CC:P spotter (O27.2.5 is no CC:E rule)', () => {
  const input = {
    player: 'axis',
    initiative: 'allied',
    los: [{ from: 'B5', to: 'E5', sight: 'clear' }],
    units: [
      { id: 'de-m', owner: 'axis', kind: 'team', hex: 'B5', sides: { unbroken: { morale: 7, fp: 3, range: 5 }, broken: { morale: 6, fp: 1, range: 1 } }, weapon: { id: 'de-mortar', type: 'mortar', fp: 4, range: 12, ordnance: true } },
      { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5', sides: { unbroken: { morale: 7, fp: 6, range: 5 }, broken: { morale: 5, fp: 2, range: 3 } } },
    ],
    map: { hexes: { B5: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground'] } } },
  };
  const run = (shot: Record<string, unknown>) => resolveRequest({ ruleset: 'cce', procedure: 'fire', input, events: [{ type: 'ACTIVATE', units: ['de-m'] }, shot] });

  it('a Mortar shot without a spotter is taken (range 3: Targeting next)', () => {
    expect(run({ type: 'DECLARE_SHOT', pieces: ['de-mortar'], target: 'E5' }).state).toBe('targeting');
  });

  it('with a spotter, the event is refused naming the field', () => {
    try {
      run({ type: 'DECLARE_SHOT', pieces: ['de-mortar'], target: 'E5', spotter: 'de-m' });
      expect.unreachable('refused');
    } catch (e) {
      expect(e).toBeInstanceOf(OracleError);
      expect((e as OracleError).path).toBe('events[1].spotter');
      expect((e as OracleError).code).toBe('unknown-field');
    }
  });
});
