/**
 * CC:P Asset Request: A43.1 Hidden Cave, A43.4 Hidden Pillbox and A43.5 Hidden Trenchline before the Defense rolls of an Impact
 * or a Run (machines/ccp/asset-request.ts: the edition's hiddenFortification and hiddenCave), and CC:P's own terrain with the
 * Airbursts of T91 Jungle and T97 Swamp on a radio's Impact. Worked by hand from the rulebook:
 * - Impact Total = radio FP + roll (+2 Airburst: "any mortar or artillery attack against a jungle [swamp] hex", T91, T97).
 * - Cover: Swamp 2 (T97), Jungle 2 (T91), Trench "5" vs artillery (F106.1), a cave "8" vs "any artillery attack" (F102.2.3);
 *   Bridge "COVER: 1" (T84), Water Barrier "COVER: –2" (T99), Road and Trail "Use other terrain in the hex" (T94, T98).
 * - O27.3.4: Defense Total < Attack Total breaks, = suppresses, half or less eliminates.
 */
import { describe, expect, it } from 'vitest';
import { ASSET_REQUEST_SEEDS } from '../oracle/procedures/ccp/asset-request';
import { resolveRequest } from '../oracle/resolve';
import { refusal as refusalOf } from './errors.helpers';

const situation = (name: string) => JSON.parse(JSON.stringify(ASSET_REQUEST_SEEDS().find((s) => s.name === name)!.situation)) as unknown;
type Out = { state: string; output: { impacts: { hex: string; total: number; derivation: { terms: { value: number; rule: string }[] } }[]; defense: { unit: string; morale: number; defenseTotal: number; result: string }[]; caves?: { hex: string; inside: string[] }[]; markers: Record<string, string[]> } };
const run = (name: string, events: unknown[], readings: Record<string, string> = {}) => resolveRequest({ ruleset: 'ccp', procedure: 'asset-request', readings, input: situation(name), events }) as unknown as Out;
/** Fire For Effect on E5: the SR hits (product 5 > range 4), the hit card 1·4 brings it back to E5, the Impact roll 3•4 = 7. */
const ffe = (spotter: string) => [
  { type: 'FIRE_FOR_EFFECT', spotter }, { type: 'SPOT', hex: 'E5', smoke: false }, { type: 'ROLL', white: 1, colored: 5 }, { type: 'KEEP_ROLL' },
  { type: 'REVEAL', white: 1, colored: 4 }, { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' },
];
const roll11 = [{ type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }];
const defense = (o: Out) => o.output.defense.map((d) => [d.unit, d.morale, d.defenseTotal, d.result]);

describe('T91, T97 Airbursts on a radio\'s Impact (CC:P terrain in an Asset Request map)', () => {
  it('Swamp: 12 + 7 + 2 = 21, the +2 cited T97; the squad defends with the Swamp\'s Cover 2 (Morale 9): 11, broken', () => {
    const r = run('fire-for-effect-swamp', [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, ...roll11]);
    expect(r.output.impacts.map((i) => [i.hex, i.total])).toEqual([['E5', 21]]);
    expect(r.output.impacts[0].derivation.terms.filter((t) => t.rule === 'T97').map((t) => t.value)).toEqual([2]);
    expect(defense(r)).toEqual([['us-squad', 9, 11, 'broken']]);
  });
  it('Jungle with a Pillbox: the Airburst counts "even if ... using an alternate Cover, such as from a cave or pillbox" (21, cited T91)', () => {
    const r = run('fire-for-effect-jungle-pillbox', [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, ...roll11]);
    expect(r.output.impacts.map((i) => [i.hex, i.total])).toEqual([['E5', 21]]);
    expect(r.output.impacts[0].derivation.terms.filter((t) => t.rule === 'T91').map((t) => t.value)).toEqual([2]);
  });
  it('an open hex: no Airburst term (Impact Total 19)', () => {
    const r = run('fire-for-effect', [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, ...roll11]);
    expect(r.output.impacts.map((i) => [i.hex, i.total])).toEqual([['E5', 19]]);
  });
});

describe('The CC:P map of Fire, Move and Advance in an Asset Request (T84, T94, T98, T99)', () => {
  it('Impacts of 19 on a Bridge over a Stream (Cover 1: Morale 8), a Trail in Bush (2: 9), a Water Barrier (−2: 5) and a Road in Grass (0, no −1: 7); rolls of 1•1', () => {
    const impact = (hex: string) => [{ type: 'CHOOSE_IMPACT_HEX', hex }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: `us-${hex}` }, ...roll11];
    const events = [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-E5' }, ...roll11, ...impact('D5'), ...impact('E4'), ...impact('F4')];
    const r = run('fire-for-effect-ccp-depictions', events);
    // O27.3.4: 10 and 11 < 19 break; 7 and 9 are half of 19 or less: eliminated.
    expect(defense(r)).toEqual([['us-E5', 8, 10, 'broken'], ['us-D5', 9, 11, 'broken'], ['us-E4', 5, 7, 'eliminated'], ['us-F4', 7, 9, 'eliminated']]);
  });
});

describe('A44 Light Wounds on an Impact\'s Defense rolls; 15.2.2 overstacking on them', () => {
  // Radio FP 10 + 3•4 = 17 against two American Squads in E5 (8 figures: Cover 0 − 1, 15.2.2). The unbroken one (Morale
  // 7 − 1 = 6) rolls 3•4: 13 < 17 and above half, it would break: Light Wounds puts Team us-lw-1 in its place (1 VP). The
  // hex then holds 6 figures, no penalty: the broken one (Morale 6) rolls 3•4, 13 < 17, it would break again (3.2:
  // eliminated): Light Wounds puts the broken Team us-lw-2 in its place.
  it('both Squads give way to Teams, the second broken as its Squad was; the overstacking term only while 8 figures stand there', () => {
    const hit = (unit: string) => [{ type: 'CHOOSE_UNIT', unit }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'LIGHT_WOUNDS' }];
    const events = [...ffe('jp-ldr'), ...hit('us-squad'), ...hit('us-brk')];
    type Wounded = { output: { defense: { unit: string; morale: number; defenseTotal: number; result: string; team: string; vp: number; derivation: { morale: { terms: { rule: string; value: number }[] } } }[]; units: { id: string; hex: string; broken: boolean }[] } };
    const r = run('impact-light-wounds', events) as unknown as Wounded;
    expect(r.output.defense.map((d) => [d.unit, d.morale, d.defenseTotal, d.result, d.team, d.vp])).toEqual([
      ['us-squad', 6, 13, 'wounded', 'us-lw-1', 1],
      ['us-brk', 6, 13, 'wounded', 'us-lw-2', 1],
    ]);
    expect(r.output.defense.map((d) => d.derivation.morale.terms.map((t) => [t.rule, t.value]))).toEqual([[['15.2.2', -1]], []]);
    expect(r.output.units.filter((u) => u.hex === 'E5').map((u) => [u.id, u.broken])).toEqual([['us-lw-1', false], ['us-lw-2', true]]);
  });
});

describe('A43.4, A43.5 before a Defense roll against a Bombing Run', () => {
  // The dive bomber's 12 + 3•4 = 19 against the Japanese Squad (Morale 7) in E5; a Pillbox "6" and a Trench "5" vs aircraft
  // (F105, F106.1: "vs aircraft, mortars and artillery"): 13 + 2 = 15 and 12 + 2 = 14 < 19, broken.
  const bomb = [{ type: 'BOMBING_RUN' }, { type: 'BOMB_TARGET', hex: 'E5' }, { type: 'ROLL', white: 1, colored: 5 }, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-1' }];
  it.each([['A43.4', 'Pillbox', 13, 15], ['A43.5', 'Trench', 12, 14]])('%s: the %s\'s Cover vs aircraft, Morale %i, Defense Total %i, broken', (action, marker, morale, total) => {
    const r = run('hidden-cave-bombing-run', [...bomb, { type: 'PLAY_ACTION', action, player: 'axis' }, ...roll11]);
    expect([defense(r), r.output.markers.E5]).toEqual([[['jp-1', morale, total, 'broken']], [marker]]);
  });
});

describe('A43.4, A43.5 before a Defense roll against an Impact', () => {
  it('Hidden Trenchline into E5 just before the squad\'s roll: Cover 5 vs artillery (Morale 12), 14 < 19, broken; the hex holds a Trench', () => {
    const r = run('hidden-fortifications-impact', [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'PLAY_ACTION', action: 'A43.5', player: 'allied' }, ...roll11]);
    expect(defense(r)).toEqual([['us-squad', 12, 14, 'broken']]);
    expect(r.output.markers.E5).toEqual(['Trench']);
  });
  it('a second fortification into the same hex is refused citing A43.5 ("cannot already contain a fortification")', () => {
    const events = [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'PLAY_ACTION', action: 'A43.4', player: 'allied' }, ...roll11, { type: 'CHOOSE_UNIT', unit: 'us-team' }, { type: 'PLAY_ACTION', action: 'A43.5', player: 'allied' }];
    expect(refusalOf(() => run('hidden-fortifications-impact', events))).toMatchObject({ code: 'illegal-event', path: 'events[13].action', rule: 'A43.5' });
  });
  it('no scenario Defender stated: refused citing A43.4', () => {
    expect(refusalOf(() => run('fire-for-effect', [...ffe('jp-ldr'), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'PLAY_ACTION', action: 'A43.4', player: 'allied' }]))).toMatchObject({ path: 'events[9].action', rule: 'A43.4' });
  });
});

describe('A43.1 Hidden Cave before a Defense roll against an Impact (reading ccp.hidden-cave-entry)', () => {
  const events = [...ffe('us-ldr'), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, { type: 'PLAY_ACTION', action: 'A43.1', player: 'axis', enter: ['jp-1'] }, ...roll11, { type: 'CHOOSE_UNIT', unit: 'jp-t' }, ...roll11];
  it('occupants-defend: jp-1 entered and defends with the cave\'s 8 (Morale 15): 17 = 17, suppressed; jp-t outside, Morale 7: 9, broken', () => {
    const r = run('hidden-cave-impact', events);
    expect(defense(r)).toEqual([['jp-1', 15, 17, 'suppressed'], ['jp-t', 7, 9, 'broken']]);
    expect(r.output.caves).toEqual([{ hex: 'E5', inside: ['jp-1'] }]);
  });
  it('attacked-outside: jp-1 defends with the hex\'s 0 (Morale 7): 9, broken; the cave is placed all the same', () => {
    const r = run('hidden-cave-impact', events, { 'ccp.hidden-cave-entry': 'attacked-outside' });
    expect(defense(r)).toEqual([['jp-1', 7, 9, 'broken'], ['jp-t', 7, 9, 'broken']]);
    expect(r.output.caves).toEqual([{ hex: 'E5', inside: ['jp-1'] }]);
  });
  it('an American unit entering is refused citing F102.1; a Pillbox after the cave citing A43.4 (F100.3)', () => {
    expect(refusalOf(() => run('hidden-cave-impact', [...ffe('us-ldr'), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, { type: 'PLAY_ACTION', action: 'A43.1', player: 'axis', enter: ['us-ldr'] }]))).toMatchObject({ path: 'events[9].enter', rule: 'F102.1' });
    expect(refusalOf(() => run('hidden-cave-impact', [...ffe('us-ldr'), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, { type: 'PLAY_ACTION', action: 'A43.1', player: 'axis', enter: [] }, { type: 'PLAY_ACTION', action: 'A43.4', player: 'axis' }]))).toMatchObject({ path: 'events[10].action', rule: 'A43.4' });
  });
});

describe('A43.1 Hidden Cave before a Defense roll against a Bombing Run (readings ccp.aircraft-cave, ccp.hidden-cave-entry)', () => {
  const bomb = [{ type: 'BOMBING_RUN' }, { type: 'BOMB_TARGET', hex: 'E5' }, { type: 'ROLL', white: 1, colored: 5 }, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, { type: 'PLAY_ACTION', action: 'A43.1', player: 'axis', enter: ['jp-1'] }];
  it('cover-8: the entering squad defends with Morale 15 against 19: 17, broken', () => {
    expect(defense(run('hidden-cave-bombing-run', [...bomb, ...roll11]))).toEqual([['jp-1', 15, 17, 'broken']]);
  });
  it('immune: the squad, now inside, makes no Defense roll; the Run ends', () => {
    const r = run('hidden-cave-bombing-run', bomb, { 'ccp.aircraft-cave': 'immune' });
    expect([r.state, r.output.defense, r.output.caves]).toEqual(['bombingRunEnded', [], [{ hex: 'E5', inside: ['jp-1'] }]]);
  });
  it('hex-cover, or attacked-outside under immune: Morale 7, 9 (half or less of 19), eliminated', () => {
    expect(defense(run('hidden-cave-bombing-run', [...bomb, ...roll11], { 'ccp.aircraft-cave': 'hex-cover' }))).toEqual([['jp-1', 7, 9, 'eliminated']]);
    expect(defense(run('hidden-cave-bombing-run', [...bomb, ...roll11], { 'ccp.aircraft-cave': 'immune', 'ccp.hidden-cave-entry': 'attacked-outside' }))).toEqual([['jp-1', 7, 9, 'eliminated']]);
  });
});
