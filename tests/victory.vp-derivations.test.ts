/**
 * The VP a Melee and an exit report, as derivations (issue 16): each player's VP gained in the Melees (7.1 per
 * eliminated unit, A38 No Quarter, A36 Light Wounds) and each exit's VP (CC:E 7.2.1: the unit's 7.1 value; CC:P
 * 14.2.2: the Exit Point's value, +1 with chit "Y"), through the protocol (oracle/resolve.ts), CC:P's in its ids.
 * Every expected derivation is worked by hand from the rules' numbers, not read from the code.
 */
import { describe, expect, it } from 'vitest';
import { renderDerivation, type Derivation } from '../machines/core/derivation';
import { resolveRequest } from '../oracle/resolve';
import { exitPointVpDerivation } from '../machines/ccp/exit-points';

type Out = { state: string; output: { vp: Record<string, number>; exits?: { unit: string; vp: number; derivation: { vp: Derivation } }[]; derivation?: { vp: Record<string, Derivation> } } };
const run = (ruleset: string, procedure: string, input: unknown, events: unknown[]) => resolveRequest({ ruleset, procedure, readings: {}, input, events }) as unknown as Out;
const rendered = (o: Out) => ({ axis: renderDerivation(o.output.derivation!.vp.axis), allied: renderDerivation(o.output.derivation!.vp.allied) });

// A German Squad (FP 7) against a Russian Leader (Command 2) and Team in L3; the Germans active, so the Russians roll first.
const sides = (fp: number, command?: number) => ({ unbroken: { morale: 8, fp, ...(command !== undefined ? { command } : {}) }, broken: { morale: 6, fp: 1, ...(command !== undefined ? { command: 0 } : {}) } });
const melee = (nations: Record<string, string> | undefined = { axis: 'germany', allied: 'russia' }) => ({
  player: 'axis',
  initiative: 'axis',
  ...(nations ? { nations } : {}),
  units: [
    { id: 'de-sq', owner: 'axis', kind: 'squad', hex: 'L3', sides: sides(7) },
    { id: 'ru-ldr', owner: 'allied', kind: 'leader', hex: 'L3', sides: sides(1, 2) },
    { id: 'ru-team', owner: 'allied', kind: 'team', hex: 'L3', sides: sides(3) },
  ],
  map: { hexes: { L3: { terrain: ['Open Ground'] } } },
  occupancy: {},
});
// No Ambush; the Russians keep 1•1, the Germans 6•6: the Germans' Melee Total is the higher by far (O16.4.3).
const germansWin = [{ type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 6, colored: 6 }, { type: 'KEEP_ROLL' }];

describe('a Melee\'s VP (7.1, A38, A36) as each player\'s derivation', () => {
  it('the Germans eliminate the Leader (1 + 2 Command) and the Team (1) and play No Quarter (+2): 6 VP', () => {
    const o = run('cce', 'melee', melee(), [...germansWin, { type: 'PLAY_NO_QUARTER' }]);
    expect(o.output.vp).toEqual({ axis: 6, allied: 0 });
    expect(rendered(o)).toEqual({
      axis: '0 VP gained by the axis player in the Melees [7.1] + 1 Leader (ru-ldr) [7.1] + 2 Command on its unbroken side (1 VP each) (ru-ldr) [7.1] + 1 Team (ru-team) [7.1] + 2 No Quarter: "The player gains 2 VPs" [A38] = 6',
      allied: '0 VP gained by the allied player in the Melees [7.1] = 0',
    });
  });

  it('declining No Quarter leaves its term out: 4 VP', () => {
    const o = run('cce', 'melee', melee(), [...germansWin, { type: 'DECLINE_NO_QUARTER' }]);
    expect(o.output.derivation!.vp.axis.terms.map((t) => [t.value, t.rule])).toEqual([[1, '7.1'], [2, '7.1'], [1, '7.1']]);
    expect(o.output.vp).toEqual({ axis: 4, allied: 0 });
  });

  // Light Wounds' −1 (A36): tests/melee.light-wounds.test.ts.

  it('CC:P: the same Melee in CC:P ids (14.1 unit values, A46 No Quarter, no nation named)', () => {
    // CC:P 19.2: a melee only in the Allied player's turn, so the Japanese player (inactive) rolls first.
    const alliedTurn = { ...melee(undefined), player: 'allied' };
    const events = [{ type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL', white: 6, colored: 6 }, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }, { type: 'PLAY_NO_QUARTER' }];
    const o = run('ccp', 'melee', alliedTurn, events);
    expect(o.output.vp).toEqual({ axis: 6, allied: 0 });
    expect(o.output.derivation!.vp.axis.terms.map((t) => [t.value, t.rule])).toEqual([[1, '14.1'], [2, '14.1'], [1, '14.1'], [2, 'A46']]);
  });
});

describe('an exit\'s VP as a derivation (7.2.1; CC:P 14.2.2)', () => {
  it('CC:P 14.2.2: an Exit Point\'s value, +1 while objective chit "Y" is in play', () => {
    expect(renderDerivation(exitPointVpDerivation({ values: { E1: 1 }, chitY: true }, 'E1'))).toBe('1 Exit Point in E1 [ccp:14.2.2] + 1 objective chit "Y" in play [ccp:14.2.2] = 2');
    expect(renderDerivation(exitPointVpDerivation({ values: { A10: 0 }, chitY: false }, 'A10'))).toBe('0 Exit Point in A10 [ccp:14.2.2] = 0');
  });

  const ccpExit = (chitY: boolean, value: number) => ({
    player: 'allied',
    initiative: 'axis',
    defender: null,
    activatedThisTurn: [],
    activating: ['us-squad'],
    exitPoints: { E1: value },
    chitY,
    units: [{ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E1', sides: { unbroken: { morale: 9, fp: 6, range: 5, movement: 4 }, broken: { morale: 7, fp: 3, range: 3, movement: 2 } } }],
    map: { geometry: { columns: 10, rows: 10 }, edges: { axis: 'top', allied: 'bottom' }, hexes: { E1: { terrain: ['Open Ground'] } } },
  });
  // The only activated unit exits: the Order is over (nothing left to move).
  const exitEvents = [{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'EXIT', edge: 'top' }];

  it('CC:P Move: a Squad exits via an Exit Point of 1 with chit "Y": 1 + 1 = 2 VP, in CC:P ids', () => {
    const o = run('ccp', 'move', ccpExit(true, 1), exitEvents);
    expect(o.output.exits).toEqual([{ unit: 'us-squad', vp: 2, weapon: null, derivation: { vp: { base: { value: 1, rule: '14.2.2', what: 'Exit Point in E1' }, terms: [{ value: 1, rule: '14.2.2', what: 'objective chit "Y" in play' }], total: 2 } } }]);
    expect(o.output.vp).toEqual({ axis: 0, allied: 2 });
  });

  it('CC:E Move: a Leader with Command 1 exits for his 7.1 value, 1 + 1 = 2 VP (the Exit Points of a CC:P situation are not CC:E\'s)', () => {
    const { exitPoints: _e, chitY: _y, ...input } = ccpExit(false, 0);
    const leader = { id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E1', sides: { unbroken: { morale: 9, fp: 1, range: 1, movement: 6, command: 1 }, broken: { morale: 7, fp: 0, range: 0, movement: 4, command: 0 } } };
    const o = run('cce', 'move', { ...input, activating: ['us-ldr'], units: [leader] }, [{ type: 'CHOOSE_MOVER', units: ['us-ldr'] }, { type: 'EXIT', edge: 'top' }]);
    expect(o.output.exits!.map((e) => [e.unit, e.vp, renderDerivation(e.derivation.vp)])).toEqual([['us-ldr', 2, '1 Leader [7.1] + 1 Command on its unbroken side (1 VP each) [7.1] = 2']]);
    expect(o.output.vp).toEqual({ axis: 0, allied: 2 });
  });
});
