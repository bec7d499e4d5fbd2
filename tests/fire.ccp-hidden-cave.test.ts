/**
 * A43.1 Hidden Cave before a Defense roll of a CC:P Fire attack (F102.1.1, F102.2.2, F102.2.3; reading
 * ccp.hidden-cave-entry). Worked by hand: the Japanese Defender's Squad jp-1 (Morale 7) and Team jp-t (Morale 7)
 * stand in the level-1 Crest hex E5 (Open Ground, Cover 0), no cave yet; the situation states the site's crossing
 * levels (F102.2.1). An Allied Squad (6 FP) fires at E5 from D5 (crossing at level 0: downslope) or D4 (level 1:
 * upslope): 6 - 1 uphill (T89.2) + 3•4 = Attack Total 12. Half of 12 is 6: no Defense Total of 7 + 2 or more
 * eliminates (O27.3.4 a); a Defense Total below 12 breaks the unit (O27.3.4 b).
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { buildUnit } from '../oracle/procedures/cce/seeds';
import { refusal } from './errors.helpers';

const unit = (o: Record<string, unknown>) => buildUnit(o);
const hill = { B5: { terrain: ['Open Ground'] }, D4: { terrain: ['Open Ground'] }, D5: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true } };
const input = (from: 'D5' | 'D4', extra: Record<string, unknown> = {}) => ({
  player: 'allied',
  initiative: 'allied',
  defender: 'axis',
  units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'jp-t', owner: 'axis', kind: 'team', hex: 'E5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: from })],
  map: { hexes: hill },
  los: [{ from, to: 'E5', sight: 'clear' }],
  caveSites: { E5: { [from]: from === 'D5' ? 0 : 1 } },
  ...extra,
});
const shot = [{ type: 'ACTIVATE', units: ['us-1'] }, { type: 'DECLARE_SHOT', pieces: ['us-1'], target: 'E5' }, { type: 'FIRE' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }];
const cave = (enter: string[], player = 'axis') => ({ type: 'PLAY_ACTION', action: 'A43.1', player, enter });
const run = (from: 'D5' | 'D4', events: unknown[], readings: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  resolveRequest({ ruleset: 'ccp', procedure: 'fire', readings, input: input(from, extra), events }) as { state: string; output: { defense: { unit: string; morale: number; result: string }[]; caves: { hex: string; inside: string[] }[] } };

describe('A43.1 Hidden Cave in CC:P Fire', () => {
  it('from downslope, occupants-defend: the Squad that entered defends with the cave\'s Cover 4 (Morale 11: 11 + 2 = 13, above 12, unaffected), the Team outside with 0 (Morale 7: 9, broken)', () => {
    const r = run('D5', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['jp-1']), { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-t' }, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }]);
    expect(r.output.defense.map((d) => [d.unit, d.morale, d.result])).toEqual([['jp-1', 11, 'unaffected'], ['jp-t', 7, 'broken']]);
    expect(r.output.caves).toEqual([{ hex: 'E5', inside: ['jp-1'] }]);
  });

  it('from downslope, attacked-outside: the Squad that entered defends as the unit outside (Morale 7); it is inside after the Order', () => {
    const r = run('D5', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['jp-1']), { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-t' }, { type: 'ROLL', white: 6, colored: 6 }, { type: 'KEEP_ROLL' }], { 'ccp.hidden-cave-entry': 'attacked-outside' });
    expect(r.output.defense.map((d) => [d.unit, d.morale, d.result])).toEqual([['jp-1', 7, 'broken'], ['jp-t', 7, 'unaffected']]);
    expect(r.output.caves).toEqual([{ hex: 'E5', inside: ['jp-1'] }]);
  });

  it('from upslope, occupants-defend: both units enter and neither rolls (immune, O27.3.4 exception); the Order is done', () => {
    const r = run('D4', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['jp-1', 'jp-t'])]);
    expect(r.output.defense).toEqual([]);
    expect(r.output.caves).toEqual([{ hex: 'E5', inside: ['jp-1', 'jp-t'] }]);
    expect(r.state).not.toMatch(/defense/);
  });

  it('from upslope, attacked-outside: both still roll with the hex\'s Cover 0', () => {
    const r = run('D4', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['jp-1', 'jp-t']), { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-t' }, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }], { 'ccp.hidden-cave-entry': 'attacked-outside' });
    expect(r.output.defense.map((d) => [d.unit, d.morale])).toEqual([['jp-1', 7], ['jp-t', 7]]);
  });

  it('a cave with nobody entering changes nothing for this attack; the hex then holds a fortification (no Hidden Pillbox, F100.3)', () => {
    const before = [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave([])];
    const e = refusal(() => run('D5', [...before, { type: 'PLAY_ACTION', action: 'A43.4', player: 'axis' }]));
    expect([e.code, e.path, e.rule]).toEqual(['illegal-event', 'events[7].action', 'A43.4']);
    const r = run('D5', [...before, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }]);
    expect(r.output.defense.map((d) => [d.unit, d.morale])).toEqual([['jp-1', 7]]);
  });

  it('refusals name the field, the value and the rule', () => {
    // An Allied unit may not enter (F102.1).
    const allied = refusal(() => run('D5', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['us-1'])]));
    expect([allied.code, allied.path, allied.actual, allied.rule]).toEqual(['illegal-event', 'events[6].enter', ['us-1'], 'F102.1']);
    // Not the scenario Defender (A43).
    const notDefender = refusal(() => run('D5', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['jp-1'])], {}, { defender: 'allied' }));
    expect([notDefender.path, notDefender.rule]).toEqual(['events[6].action', 'A43.1']);
    // No site stated for the hex: no cave can be placed (F102.2.1's crossings unknown).
    const noSite = refusal(() => run('D5', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, cave(['jp-1'])], {}, { caveSites: undefined }));
    expect([noSite.path, noSite.rule]).toEqual(['events[6].action', 'A43.1']);
    // A site that is no Crest hex (A43.1), and a site without the crossing of an Allied unit's hex (F102.2.1).
    const notCrest = refusal(() => run('D5', [], {}, { caveSites: { D5: {} } }));
    expect([notCrest.code, notCrest.path, notCrest.rule]).toEqual(['invalid-field', 'input.caveSites.D5', 'A43.1']);
    const noCrossing = refusal(() => run('D5', [], {}, { caveSites: { E5: {} } }));
    expect([noCrossing.path, noCrossing.rule]).toEqual(['input.caveSites.E5.D5', 'F102.2.1']);
    // `enter` is required with A43.1.
    const noEnter = refusal(() => run('D5', [...shot, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, { type: 'PLAY_ACTION', action: 'A43.1', player: 'axis' }]));
    expect(noEnter.path).toBe('events[6].enter');
  });
});
