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

const seed = (name: string) => ARTILLERY_SEEDS().find((s) => s.name === name)!.situation;
const R = { 'cce.artillery-height-advantage': 'none', 'cce.artillery-vulnerability-roll': 'raw-roll', 'cce.broken-leader-command': 'zero', 'cce.trigger-locks-result': 'locked' };

/** An OracleError with these fields (vitest matches the thrown error's own properties). */
const oracleError = (fields: Partial<Pick<OracleError, 'code' | 'path' | 'rule'>>) => expect.objectContaining(fields);

describe('situation validation', () => {
  it('a Radio FP outside 8-13 is rejected naming the field and rule 12', () => {
    const raw = JSON.parse(JSON.stringify(seed('battery-access')));
    raw.radios.allied.fp = 14;
    expect(() => parseArtillerySituation(raw, 'input')).toThrow(oracleError({ code: 'invalid-field', path: 'input.radios.allied.fp', rule: '12' }));
  });
  it('the Track Display\'s Fortification Vulnerability number is situation data: an integer 2-28 (a roll 2-12, or an Impact Total up to 13 + 12 + 2 + 1)', () => {
    const raw = JSON.parse(JSON.stringify(seed('battery-access')));
    raw.radios.allied.vulnerability = 1;
    expect(() => parseArtillerySituation(raw, 'input')).toThrow(oracleError({ code: 'invalid-field', path: 'input.radios.allied.vulnerability', rule: 'O18.2.3.3' }));
    raw.radios.allied.vulnerability = 28;
    expect(parseArtillerySituation(raw, 'input').radios.allied?.vulnerability).toBe(28);
  });
  it('LOS facts go through the shared parser (oracle/procedures/cce/common.ts): optional here, one per pair', () => {
    const raw = JSON.parse(JSON.stringify(seed('hit-cancel-out-and-6-hex-miss')));
    expect(parseArtillerySituation({ ...raw, los: undefined }, 'input').los).toEqual([]);
    raw.los.push({ from: 'C8', to: 'C4', sight: 'blocked' });
    expect(() => parseArtillerySituation(raw, 'input')).toThrow(oracleError({ code: 'invalid-field', path: 'input.los[1]', rule: '10' }));
  });
  it('a map without geometry is rejected (O18.2.2.3 needs the map edges)', () => {
    const raw = JSON.parse(JSON.stringify(seed('battery-access')));
    delete raw.map.geometry;
    expect(() => parseArtillerySituation(raw, 'input')).toThrow(oracleError({ path: 'input.map.geometry' }));
  });
});

// Event builders: a kept roll (9.1 not taken), Fire For Effect with its Spotting, a drift card, an Impact, a Defense Roll.
const kept = (white: number, colored: number, trigger?: string) => [{ type: 'ROLL', white, colored, ...(trigger ? { trigger } : {}) }, { type: 'KEEP_ROLL' }];
const fireForEffect = (spotter: string, hex: string) => [{ type: 'FIRE_FOR_EFFECT', spotter }, { type: 'SPOT', hex }];
const reveal = (white: number, colored: number) => ({ type: 'REVEAL', white, colored });
const impact = (hex: string, white: number, colored: number) => [{ type: 'CHOOSE_IMPACT_HEX', hex }, ...kept(white, colored)];
const defend = (unit: string, white: number, colored: number) => [{ type: 'CHOOSE_UNIT', unit }, ...kept(white, colored)];

describe('Fire For Effect through runCase', () => {
  const start = [...fireForEffect('us-ldr', 'C4'), ...kept(1, 5)];
  it('a drift into an impact area with unlisted hexes is rejected naming the hex (unknown is not Open Ground)', () => {
    // 1·1 from C4 goes C3, C2; C2's neighbours C1, D1, D2, B2, B1 are not listed in the seed.
    expect(() => runCase(artillerySpec, 'cce', R, seed('hit-cancel-out-and-6-hex-miss'), [...start, reveal(1, 1)])).toThrow(
      oracleError({ code: 'invalid-map', rule: 'O18.2.3', path: expect.stringMatching(/^input\.map\.hexes\["[BCD][12]"\]$/) as unknown as string }),
    );
  });
  it('impact on C4: FP 10 + 7 = 17; the broken Team rolls 2 (broken-side Morale 6 + 2 = 8 < 17) and is eliminated with 1 VP; the Squad rolls 12 (7 + 12 = 19 > 17)', () => {
    const r = runCase(artillerySpec, 'cce', R, seed('hit-cancel-out-and-6-hex-miss'), [
      ...start,
      reveal(2, 5),
      ...impact('C4', 3, 4),
      ...defend('de-team', 1, 1),
      ...defend('de-squad', 6, 6),
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
  const events = [...fireForEffect('de-ldr', 'E5'), ...kept(2, 4), reveal(1, 4), ...impact('E5', 1, 6)];
  it('none: 10 + 7 + 2 (Airburst) = 19; spotter: one more for the lower target = 20', () => {
    const total = (readings: Record<string, string>) => (runCase(artillerySpec, 'cce', readings, seed('woods-foxholes-wire'), events).output as { impacts: { total: number; height: number }[] }).impacts[0];
    expect(total(R)).toMatchObject({ total: 19, height: 0 });
    expect(total({ ...R, 'cce.artillery-height-advantage': 'spotter' })).toMatchObject({ total: 20, height: 1 });
  });
});

describe('cce.argued.artillery-spotter-lost: a trigger on the Accuracy roll removes the Spotter (de-ldr on the level-1 Hill B8)', () => {
  const sniperTakesSpotter = { type: 'RESOLVE_TRIGGER', effects: [{ unit: 'de-ldr', effect: 'eliminate' }] };
  const events = [...fireForEffect('de-ldr', 'E5'), ...kept(2, 4, 'Sniper!'), sniperTakesSpotter, reveal(1, 4), ...impact('E5', 1, 6)];
  it('the hit locked in (8 − Hindrance 1 = 7 > range 5) stands; under reading "spotter" the hex he spotted from still gives +1: 10 + 7 + 2 + 1 = 20', () => {
    const r = runCase(artillerySpec, 'cce', { ...R, 'cce.artillery-height-advantage': 'spotter' }, seed('woods-foxholes-wire'), events);
    const out = r.output as { accuracy: { hit: boolean }[]; impacts: { total: number; height: number }[]; eliminated: string[] };
    expect(out.accuracy.map((a) => a.hit)).toEqual([true]);
    expect(out.eliminated).toEqual(['de-ldr']);
    expect(out.impacts[0]).toMatchObject({ total: 20, height: 1 });
    expect(r.state).toBe('defenseChoosingUnit');
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
    const results = ARTILLERY_DENIED_SEEDS().map((s) => (runCase(artilleryDeniedSpec, 'cce', {}, s.situation, []).output as { result: string }).result);
    expect(results).toEqual(['radio-broken', 'radio-eliminated', 'refused']);
  });
});
