/**
 * Artillery Request (O18) through the oracle's own runner (runCase = what `resolve` and the vectors use):
 * situation validation, the impact-area listing rule, reading cce.artillery-height-advantage, the
 * Battery Access carry-over. Expected numbers are worked by hand from the rules (in the comments).
 */
import { describe, expect, it } from 'vitest';
import { OracleError } from '../machines/core/errors';
import { runCase } from '../machines/core/run';
import { ARTILLERY_SEEDS, artillerySpec, parseArtillerySituation } from '../oracle/procedures/cce/artillery';
import { artilleryDeniedSpec, ARTILLERY_DENIED_SEEDS } from '../oracle/procedures/cce/artillery-denied';

const seed = (name: string) => ARTILLERY_SEEDS.find((s) => s.name === name)!.situation;
const R = { 'cce.artillery-height-advantage': 'none', 'cce.artillery-vulnerability-roll': 'raw-roll', 'cce.broken-leader-command': 'zero', 'cce.trigger-locks-result': 'locked' };

function thrown(f: () => unknown): OracleError {
  try {
    f();
  } catch (e) {
    if (e instanceof OracleError) return e;
    throw e;
  }
  throw new Error('nothing thrown');
}

describe('situation validation', () => {
  it('a Radio FP outside 8-13 is rejected naming the field and rule 12', () => {
    const raw = JSON.parse(JSON.stringify(seed('battery-access')));
    raw.radios.allied.fp = 14;
    const e = thrown(() => parseArtillerySituation(raw, 'input'));
    expect([e.code, e.path, e.rule]).toEqual(['invalid-field', 'input.radios.allied.fp', '12']);
  });
  it('a map without geometry is rejected (O18.2.2.3 needs the map edges)', () => {
    const raw = JSON.parse(JSON.stringify(seed('battery-access')));
    delete raw.map.geometry;
    expect(thrown(() => parseArtillerySituation(raw, 'input')).path).toBe('input.map.geometry');
  });
});

describe('Fire For Effect through runCase', () => {
  const start = [
    { type: 'FIRE_FOR_EFFECT', spotter: 'us-ldr' },
    { type: 'SPOT', hex: 'C4' },
    { type: 'ROLL', white: 1, colored: 5 },
    { type: 'KEEP_ROLL' },
  ];
  it('a drift into an impact area with unlisted hexes is rejected naming the hex (unknown is not Open Ground)', () => {
    // 1·1 from C4 goes C3, C2; C2's neighbours C1, D1, D2, B2, B1 are not listed in the seed.
    const e = thrown(() => runCase(artillerySpec, 'cce', R, seed('hit-cancel-out-and-6-hex-miss'), [...start, { type: 'REVEAL', white: 1, colored: 1 }]));
    expect([e.code, e.rule]).toEqual(['invalid-map', 'O18.2.3']);
    expect(e.path).toMatch(/^input\.map\.hexes\["[BCD][12]"\]$/);
  });
  it('impact on C4: FP 10 + 7 = 17; the broken Team rolls 2 (broken-side Morale 6 + 2 = 8 < 17) and is eliminated with 1 VP; the Squad rolls 12 (7 + 12 = 19 > 17)', () => {
    const r = runCase(artillerySpec, 'cce', R, seed('hit-cancel-out-and-6-hex-miss'), [
      ...start,
      { type: 'REVEAL', white: 2, colored: 5 },
      { type: 'CHOOSE_IMPACT_HEX', hex: 'C4' },
      { type: 'ROLL', white: 3, colored: 4 },
      { type: 'KEEP_ROLL' },
      { type: 'CHOOSE_UNIT', unit: 'de-team' },
      { type: 'ROLL', white: 1, colored: 1 },
      { type: 'KEEP_ROLL' },
      { type: 'CHOOSE_UNIT', unit: 'de-squad' },
      { type: 'ROLL', white: 6, colored: 6 },
      { type: 'KEEP_ROLL' },
    ]);
    const out = r.output as { result: string; impacts: { total: number }[]; defense: { unit: string; result: string; vp?: number }[]; eliminated: string[] };
    expect(r.state).toBe('done');
    expect(out.result).toBe('barrage');
    expect(out.impacts.map((i) => i.total)).toEqual([17]);
    expect(out.defense.map((d) => [d.unit, d.result, d.vp])).toEqual([['de-team', 'eliminated', 1], ['de-squad', 'unaffected', undefined]]);
    expect(out.eliminated).toEqual(['de-team']);
  });
});

describe('reading cce.artillery-height-advantage on the Woods seed (Spotter on a level-1 Hill, E5 at level 0)', () => {
  const events = [
    { type: 'FIRE_FOR_EFFECT', spotter: 'de-ldr' },
    { type: 'SPOT', hex: 'E5' },
    { type: 'ROLL', white: 2, colored: 4 },
    { type: 'KEEP_ROLL' },
    { type: 'REVEAL', white: 1, colored: 4 },
    { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' },
    { type: 'ROLL', white: 1, colored: 6 },
    { type: 'KEEP_ROLL' },
  ];
  it('none: 10 + 7 + 2 (Airburst) = 19; spotter: one more for the lower target = 20', () => {
    const total = (readings: Record<string, string>) => (runCase(artillerySpec, 'cce', readings, seed('woods-foxholes-wire'), events).output as { impacts: { total: number; height: number }[] }).impacts[0];
    expect(total(R)).toMatchObject({ total: 19, height: 0 });
    expect(total({ ...R, 'cce.artillery-height-advantage': 'spotter' })).toMatchObject({ total: 20, height: 1 });
  });
});

describe('O18.1 Battery Access leaves the next Order its Radio', () => {
  it('the Radio is unbroken, nobody is activated, and a second Order may Fire For Effect', () => {
    const first = runCase(artillerySpec, 'cce', R, seed('battery-access'), [{ type: 'BATTERY_ACCESS' }]);
    const out = first.output as { radios: { allied: { fp: number; broken: boolean; smoke: boolean } }; activatedThisTurn: string[] };
    expect(out.radios.allied.broken).toBe(false);
    expect(out.activatedThisTurn).toEqual([]);
    const next = { ...seed('battery-access'), radios: out.radios, activatedThisTurn: out.activatedThisTurn };
    const second = runCase(artillerySpec, 'cce', R, next, [{ type: 'FIRE_FOR_EFFECT', spotter: 'us-ldr' }]);
    expect(second.state).toBe('spotting');
  });
});

describe('O17 Artillery Denied seeds', () => {
  it('break, eliminate, refuse', () => {
    const results = ARTILLERY_DENIED_SEEDS.map((s) => (runCase(artilleryDeniedSpec, 'cce', {}, s.situation, []).output as { result: string }).result);
    expect(results).toEqual(['radio-broken', 'radio-eliminated', 'refused']);
  });
});
