/**
 * A44 Light Wounds wherever a CC:P Squad breaks in an Order: Fire's Defense rolls, Move's Op Fire and Mine Attacks,
 * Advance's Mine Attacks, Asset Request's Impact (reading ccp.light-wounds-moving-team for a moving Squad's Team).
 * Worked by hand from the rulebook (O27.3.4: a Defense Total half the Attack Total or less eliminates, less than it
 * breaks; A44: "not one that is being eliminated outright"; "Lose 1 VP"). In Fire, two Squads (4 figures each) in E5 are
 * 8 figures: overstacked, their Morale −1 (15.2.2), counted at each roll (a Team is 2 figures).
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { buildUnit } from '../oracle/procedures/cce/seeds';
import { refusal } from './errors.helpers';

const unit = (o: Record<string, unknown>) => buildUnit(o);
const team = (id: string) => ({ id, sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } });
type Out = {
  state: string;
  output: {
    vp?: Record<string, number>;
    eliminated: string[];
    units: { id: string; hex: string; broken: boolean }[];
    defense: { unit: string; result: string; team?: string; vp?: number }[];
    activated?: string[];
    defenseRolls?: { unit: string; result: string; team?: string }[];
    advanced?: { unit: string }[];
  };
  trace: { rules: string[] }[];
};
const run = (procedure: string, input: Record<string, unknown>, events: unknown[], readings: Record<string, string> = {}) => resolveRequest({ ruleset: 'ccp', procedure, readings, input, events }) as unknown as Out;
const roll = (white: number, colored: number) => [{ type: 'ROLL', white, colored }, { type: 'KEEP_ROLL' }];

// ------------------------------------------------------------------------------------------------ Fire

const grid = Object.fromEntries(['B5', 'C5', 'D5', 'E5'].map((h) => [h, { terrain: ['Open Ground'] }]));
const fireInput = (extra: Record<string, unknown> = {}) => ({
  player: 'allied', initiative: 'allied', mode: 'order', defender: null, activatedThisTurn: [], opFireActivated: [], moving: [], entering: [], los: [],
  units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'B5' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'jp-brk', owner: 'axis', kind: 'squad', hex: 'E5', broken: true })],
  map: { hexes: grid },
  lightWoundsTeams: { axis: [team('jp-lw-1'), team('jp-lw-2')] },
  ...extra,
});
const shot = (white: number, colored: number) => [{ type: 'ACTIVATE', units: ['us-1'] }, { type: 'DECLARE_SHOT', pieces: ['us-1'], target: 'E5' }, { type: 'FIRE' }, ...roll(white, colored)];

describe('A44 in CC:P Fire', () => {
  it('6 FP + 3•4 = 13: the unbroken Squad (7 − 1 + 1•1 = 8) would break; then, 6 figures, the broken one (5 + 1•1 = 7, above 6½) would break again; each is replaced by the next Team, 1 VP each, nothing eliminated', () => {
    const r = run('fire', fireInput(), [...shot(3, 4), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(1, 1), { type: 'LIGHT_WOUNDS' }, { type: 'CHOOSE_UNIT', unit: 'jp-brk' }, ...roll(1, 1), { type: 'LIGHT_WOUNDS' }]);
    expect(r.output.defense.map((d) => [d.unit, d.result, d.team, d.vp])).toEqual([['jp-1', 'wounded', 'jp-lw-1', 1], ['jp-brk', 'wounded', 'jp-lw-2', 1]]);
    expect(r.output.vp).toEqual({ axis: -2, allied: 0 });
    expect(r.output.eliminated).toEqual([]);
    expect(r.output.units.filter((u) => u.hex === 'E5').map((u) => [u.id, u.broken])).toEqual([['jp-lw-1', false], ['jp-lw-2', true]]);
    expect(r.trace.flatMap((t) => t.rules)).toContain('A44');
  });

  it('NO_LIGHT_WOUNDS: the unbroken Squad (8) breaks; the broken one (5 − 1 + 2•2 = 8) breaks again and is eliminated (the Allied player gains its VP)', () => {
    const r = run('fire', fireInput(), [...shot(3, 4), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(1, 1), { type: 'NO_LIGHT_WOUNDS' }, { type: 'CHOOSE_UNIT', unit: 'jp-brk' }, ...roll(2, 2), { type: 'NO_LIGHT_WOUNDS' }]);
    expect(r.output.defense.map((d) => [d.unit, d.result])).toEqual([['jp-1', 'broken'], ['jp-brk', 'eliminated']]);
    expect(r.output.eliminated).toEqual(['jp-brk']);
    expect(r.output.vp!.axis).toBe(0);
    expect(r.output.vp!.allied).toBeGreaterThan(0);
  });

  it('6 FP + 6•6 = 18: a Defense Total of 7 − 1 + 1•2 = 9 (half) eliminates outright, with no offer; 10 breaks, with the offer', () => {
    const outright = run('fire', fireInput(), [...shot(6, 6), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(1, 2)]);
    expect(outright.state).toBe('defenseChoosingUnit');
    expect(outright.output.defense.map((d) => [d.unit, d.result])).toEqual([['jp-1', 'eliminated']]);
    const breaks = run('fire', fireInput(), [...shot(6, 6), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(1, 3)]);
    expect(breaks.state).toBe('defenseOfferingLightWounds');
  });

  it('no Team for the owner (no lightWoundsTeams, or its list used up): no offer, the Squad breaks', () => {
    const none = run('fire', fireInput({ lightWoundsTeams: undefined }), [...shot(3, 4), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(1, 1)]);
    expect(none.state).toBe('defenseChoosingUnit');
    expect(none.output.defense.map((d) => d.result)).toEqual(['broken']);
    const one = run('fire', fireInput({ lightWoundsTeams: { axis: team('jp-lw-1') } }), [...shot(3, 4), { type: 'CHOOSE_UNIT', unit: 'jp-1' }, ...roll(1, 1), { type: 'LIGHT_WOUNDS' }, { type: 'CHOOSE_UNIT', unit: 'jp-brk' }, ...roll(1, 1)]);
    expect(one.output.defense.map((d) => d.result)).toEqual(['wounded', 'eliminated']);
  });

  it('LIGHT_WOUNDS where no Squad would break is refused; a Team id already in play is refused naming the field and A44', () => {
    const e = refusal(() => run('fire', fireInput(), [...shot(3, 4), { type: 'LIGHT_WOUNDS' }]));
    expect([e.code, e.path]).toEqual(['illegal-event', 'events[5]']);
    const dup = refusal(() => run('fire', fireInput({ lightWoundsTeams: { axis: team('jp-1') } }), []));
    expect([dup.code, dup.path, dup.rule]).toEqual(['invalid-field', 'input.lightWoundsTeams.axis.id', 'A44']);
  });
});

// ------------------------------------------------------------------------------------------------ Move

const moveMap = (e4: string[] = []) => ({ geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes: { E5: { terrain: ['Open Ground'] }, E4: { terrain: ['Open Ground'], ...(e4.length ? { markers: e4 } : {}) }, E3: { terrain: ['Open Ground'] }, E2: { terrain: ['Open Ground'] } } });
const moveInput = (e4: string[] = []) => ({
  player: 'allied', initiative: 'axis', minesFp: 6, defender: null, activatedThisTurn: [], los: [], activating: ['us-squad'],
  units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E2' })],
  map: moveMap(e4),
  lightWoundsTeams: { allied: team('us-lw') },
});
const opFireAtE4 = [
  { type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E4' }, { type: 'WAIT' }, { type: 'ACTIVATE', units: ['jp-squad'] }, { type: 'OP_FIRE' },
  { type: 'DECLARE_SHOT', pieces: ['jp-squad'], target: 'E4' }, { type: 'FIRE' }, ...roll(3, 4), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, ...roll(1, 1),
];

describe('A44 in CC:P Move', () => {
  it('Op Fire 13 against the mover (9): Light Wounds; team-goes-on: the Team, with the Squad\'s 1 MP spent, moves on into E3', () => {
    const r = run('move', moveInput(), [...opFireAtE4, { type: 'LIGHT_WOUNDS' }, { type: 'MOVE', hex: 'E3' }]);
    expect(r.output.units.find((u) => u.id === 'us-lw')).toMatchObject({ hex: 'E3', broken: false });
    expect(r.output.vp).toEqual({ axis: 0, allied: -1 });
    expect(r.output.activated).toEqual(['us-lw']);
  });

  it('team-stays: the Team is placed into E4 and moves no more (MOVE refused)', () => {
    const r = run('move', moveInput(), [...opFireAtE4, { type: 'LIGHT_WOUNDS' }], { 'ccp.light-wounds-moving-team': 'team-stays' });
    expect(r.output.units.find((u) => u.id === 'us-lw')).toMatchObject({ hex: 'E4' });
    const e = refusal(() => run('move', moveInput(), [...opFireAtE4, { type: 'LIGHT_WOUNDS' }, { type: 'MOVE', hex: 'E3' }], { 'ccp.light-wounds-moving-team': 'team-stays' }));
    expect(e.code).toBe('illegal-event');
  });

  it('a Mine Attack of 13 (6 FP + 3•4) would break the mover (7 + 1•1): Light Wounds, the Japanese player gains no VP', () => {
    const r = run('move', moveInput(['Mines']), [{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E4' }, ...roll(3, 4), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, ...roll(1, 1), { type: 'LIGHT_WOUNDS' }]);
    expect(r.output.defenseRolls!.map((d) => [d.unit, d.result, d.team])).toEqual([['us-squad', 'wounded', 'us-lw']]);
    expect(r.output.units.find((u) => u.id === 'us-lw')).toMatchObject({ hex: 'E4', broken: false });
    expect(r.output.vp).toEqual({ axis: 0, allied: -1 });
  });
});

// ---------------------------------------------------------------------------------------------- Advance

const advanceInput = () => ({
  player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
  units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', broken: true })],
  map: { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes: { E5: { terrain: ['Open Ground'], markers: ['Mines'] }, E4: { terrain: ['Open Ground'] } } },
  lightWoundsTeams: { allied: team('us-lw') },
});
const exitMines = [{ type: 'ADVANCE', unit: 'us-squad', hex: 'E4' }, ...roll(3, 4), { type: 'CHOOSE_UNIT', unit: 'us-squad' }, ...roll(1, 1), { type: 'LIGHT_WOUNDS' }];

describe('A44 in CC:P Advance', () => {
  it('the broken Squad about to exit the mines (13 against 6 + 1•1) is replaced by a broken Team, which completes the advance into E4 (team-goes-on)', () => {
    const r = run('advance', advanceInput(), exitMines);
    expect(r.output.units.find((u) => u.id === 'us-lw')).toMatchObject({ hex: 'E4', broken: true });
    expect(r.output.advanced!.map((a) => a.unit)).toEqual(['us-lw']);
    expect(r.output.eliminated).toEqual([]);
  });

  it('team-stays: the Team stays in E5 and no advance is recorded', () => {
    const r = run('advance', advanceInput(), exitMines, { 'ccp.light-wounds-moving-team': 'team-stays' });
    expect(r.output.units.find((u) => u.id === 'us-lw')).toMatchObject({ hex: 'E5', broken: true });
    expect(r.output.advanced).toEqual([]);
  });
});

describe('A44 bad input', () => {
  it('a Move\'s Team of the moving player states its Movement (it may go on moving): refused naming the field and A44, no stack trace', () => {
    const noMovement = { allied: { id: 'us-lw', sides: { unbroken: { morale: 7, fp: 3, range: 4 }, broken: { morale: 6, fp: 1, range: 1 } } } };
    const e = refusal(() => run('move', { ...moveInput(), lightWoundsTeams: noMovement }, []));
    expect([e.code, e.path, e.rule]).toEqual(['missing-field', 'input.lightWoundsTeams.allied.sides.unbroken.movement', 'A44']);
  });
});
