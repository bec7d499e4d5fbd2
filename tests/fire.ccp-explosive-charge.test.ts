/**
 * A40 Explosive Charge in a CC:P Fire Order: after the kept Fire Attack roll, before the Defense rolls (O27.3.3,
 * O27.3.4; F100.2). Worked by hand: an American Squad (6 FP) fires; the Japanese Squad (Morale 7) in D5 stands in
 * Foxholes (Cover 3, F103); a cave's Cover is 4 from downslope (F102.2.3).
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { buildUnit } from '../oracle/procedures/cce/seeds';
import { refusal } from './errors.helpers';

const unit = (o: Record<string, unknown>) => buildUnit(o);
type Out = { state: string; output: { defense: { unit: string; morale: number; result: string }[]; shots: { explosiveCharge?: { hex: string; fortification: string } }[]; caves?: { hex: string; inside: string[] }[] } };
const run = (input: Record<string, unknown>, events: unknown[], readings: Record<string, string> = {}) => resolveRequest({ ruleset: 'ccp', procedure: 'fire', readings, input, events }) as unknown as Out;
const roll = (white: number, colored: number) => [{ type: 'ROLL', white, colored }, { type: 'KEEP_ROLL' }];
const base = { player: 'allied', initiative: 'allied', mode: 'order', defender: null, activatedThisTurn: [], opFireActivated: [], moving: [], entering: [], los: [] };
const hexes = { B5: { terrain: ['Open Ground'] }, C5: { terrain: ['Open Ground'] }, D5: { terrain: ['Open Ground'], markers: ['Foxholes'] } };
const foxholes = (extra: Record<string, unknown> = {}) => ({
  ...base,
  units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'C5' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' })],
  map: { hexes },
  los: [{ from: 'B5', to: 'D5', sight: 'clear' }, { from: 'C5', to: 'D5', sight: 'clear' }],
  ...extra,
});
const shot = (pieces: string[], white: number, colored: number, activate = pieces) => [{ type: 'ACTIVATE', units: activate }, { type: 'DECLARE_SHOT', pieces, target: 'D5', ...(pieces.length > 1 ? { base: pieces[0] } : {}) }, { type: 'FIRE' }, ...roll(white, colored)];

describe('A40 Explosive Charge in CC:P Fire', () => {
  it('4•4 from the adjacent C5 (Attack Total 14): played, the Foxholes go before the Defense roll: 7 + 2•3 = 12, broken; the shot records it', () => {
    const r = run(foxholes(), [...shot(['us-1'], 4, 4), { type: 'PLAY_EXPLOSIVE_CHARGE' }, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(2, 3)]);
    expect(r.output.defense.map((d) => [d.unit, d.morale, d.result])).toEqual([['jp-1', 7, 'broken']]);
    expect(r.output.shots[0].explosiveCharge).toEqual({ hex: 'D5', fortification: 'Foxholes' });
  });

  it('declined: the Foxholes stay: 7 + 3 + 2•3 = 15, unaffected; no record', () => {
    const r = run(foxholes(), [...shot(['us-1'], 4, 4), { type: 'DECLINE_EXPLOSIVE_CHARGE' }, { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(2, 3)]);
    expect(r.output.defense.map((d) => [d.unit, d.morale, d.result])).toEqual([['jp-1', 10, 'unaffected']]);
    expect(r.output.shots[0].explosiveCharge).toBeUndefined();
  });

  it('not offered without doubles, from a hex not adjacent, or with no fortification: the Defense roll follows; PLAY_EXPLOSIVE_CHARGE is refused citing A40', () => {
    expect(run(foxholes(), shot(['us-1'], 4, 5)).state).toBe('defenseChoosingUnit');
    const far = foxholes({ units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'B5' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' })] });
    expect(run(far, shot(['us-1'], 3, 3)).state).toBe('defenseChoosingUnit');
    const open = foxholes({ map: { hexes: { ...hexes, D5: { terrain: ['Open Ground'] } } } });
    expect(run(open, shot(['us-1'], 3, 3)).state).toBe('defenseChoosingUnit');
    const e = refusal(() => run(foxholes(), [...shot(['us-1'], 4, 5), { type: 'PLAY_EXPLOSIVE_CHARGE' }]));
    expect([e.code, e.path, e.rule]).toEqual(['illegal-event', 'events[5].type', 'A40']);
  });

  it('a Fire Group from C5 (adjacent) and B5 (not): offered only under reading ccp.explosive-charge-group-adjacent = one-firing-hex', () => {
    const group = foxholes({
      units: [
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'C5' }),
        unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'B5' }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' }),
      ],
    });
    const events = shot(['us-1', 'us-2'], 3, 3, ['us-ldr', 'us-1', 'us-2']);
    expect(run(group, events).state).toBe('defenseChoosingUnit');
    expect(run(group, events, { 'ccp.explosive-charge-group-adjacent': 'one-firing-hex' }).state).toBe('offeringExplosiveCharge');
  });

  it('a cave (F100.1) is eliminated too: from downslope D5, 2•2 against E5: the Squad that was inside defends with the hex\'s 0 (Morale 7), not the cave\'s 4; the output lists no cave', () => {
    const cave = {
      ...base,
      units: [unit({ id: 'jp-in', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
      map: { hexes: { D5: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true } } },
      los: [{ from: 'D5', to: 'E5', sight: 'clear' }],
      caves: [{ hex: 'E5', inside: ['jp-in'], crossings: { D5: 0 } }],
    };
    const fire = [{ type: 'ACTIVATE', units: ['us-1'] }, { type: 'DECLARE_SHOT', pieces: ['us-1'], target: 'E5' }, { type: 'FIRE' }, ...roll(2, 2)];
    const played = run(cave, [...fire, { type: 'PLAY_EXPLOSIVE_CHARGE' }, { type: 'CHOOSE_UNIT', unit: 'jp-in' }, ...roll(1, 1)]);
    expect(played.output.defense.map((d) => [d.unit, d.morale])).toEqual([['jp-in', 7]]);
    expect(played.output.caves).toEqual([]);
    expect(played.output.shots[0].explosiveCharge).toEqual({ hex: 'E5', fortification: 'Cave' });
    const declined = run(cave, [...fire, { type: 'DECLINE_EXPLOSIVE_CHARGE' }, { type: 'CHOOSE_UNIT', unit: 'jp-in' }, ...roll(1, 1)]);
    expect(declined.output.defense.map((d) => [d.unit, d.morale])).toEqual([['jp-in', 11]]);
  });
  it('from upslope F5, 2•2 against E5: the Squad inside the cave, immune at the roll (F102.2.2), stays immune when the cave is eliminated; only the Squad outside rolls (O27.3.4: the units in the hex "at the moment that a Fire Attack roll was made", caves excepted)', () => {
    const cave = {
      ...base,
      units: [unit({ id: 'jp-in', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'jp-out', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'F5' })],
      map: { hexes: { F5: { terrain: ['Open Ground', 'Hill'], elevation: 1 }, E5: { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true } } },
      los: [{ from: 'F5', to: 'E5', sight: 'clear' }],
      caves: [{ hex: 'E5', inside: ['jp-in'], crossings: { F5: 1 } }],
    };
    const fire = [{ type: 'ACTIVATE', units: ['us-1'] }, { type: 'DECLARE_SHOT', pieces: ['us-1'], target: 'E5' }, { type: 'FIRE' }, ...roll(2, 2)];
    expect(refusal(() => run(cave, [...fire, { type: 'PLAY_EXPLOSIVE_CHARGE' }, { type: 'CHOOSE_UNIT', unit: 'jp-in' }]))).toMatchObject({ path: 'events[6].unit' });
    const played = run(cave, [...fire, { type: 'PLAY_EXPLOSIVE_CHARGE' }, { type: 'CHOOSE_UNIT', unit: 'jp-out' }, ...roll(1, 1)]);
    expect([played.state, played.output.defense.map((d) => d.unit), played.output.caves]).toEqual(['done', ['jp-out'], []]);
  });
});
