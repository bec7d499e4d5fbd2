/** Victory Point arithmetic (7.1, 7.2.1, 7.3.2, 7.3.3, 7.3.1.1, 6.3.2), values worked out from the rulebook. */
import { describe, expect, it } from 'vitest';
import { afterControlChange, afterElimination, afterEntering, afterExit, afterRevealingSecrets, controllerAfter, controlsAllFive, objectiveValue, revealingSecretsDerivation, unitValue, unitVpDerivation, vpLeader } from '../machines/cce/victory';
import { renderDerivation } from '../machines/core/derivation';

const u = (kind: 'squad' | 'team' | 'leader', command = 0, hero = false) => ({ kind, hero, sides: { unbroken: { morale: 8, command }, broken: { morale: 6, command: 0 } } });

describe('7.1 unit values', () => {
  it('Squad 2, Team 1, Leader 1 + unbroken Command, Hero 0', () => {
    expect([unitValue(u('squad')), unitValue(u('team')), unitValue(u('leader', 2)), unitValue(u('leader', 1, true))]).toEqual([2, 1, 3, 0]);
  });
  it('as derivations: "1 VP plus 1 VP for each point of Command on its unbroken side"; a Hero\'s Command adds nothing', () => {
    expect(renderDerivation(unitVpDerivation(u('leader', 2)))).toBe('1 Leader [7.1] + 2 Command on its unbroken side (1 VP each) [7.1] = 3');
    expect(renderDerivation(unitVpDerivation(u('leader', 0)))).toBe('1 Leader [7.1] = 1');
    expect(renderDerivation(unitVpDerivation(u('leader', 1, true)))).toBe('0 Hero [7.1] = 0');
    expect(renderDerivation(unitVpDerivation(u('squad')))).toBe('2 Squad [7.1] = 2');
  });
  it('elimination goes to the opponent, exit to the owner; the chits double each', () => {
    expect(afterElimination(0, { ...u('squad'), owner: 'axis' })).toBe(-2);
    expect(afterElimination(0, { ...u('squad'), owner: 'axis' }, { elimDoubled: true })).toBe(-4);
    expect(afterExit(0, { ...u('team'), owner: 'axis' }, { exitDoubled: true })).toBe(2);
    expect(afterExit(0, { ...u('team'), owner: 'axis' }, { elimDoubled: true })).toBe(1);
  });
});

describe('7.3 Objectives', () => {
  const chits = [
    { id: 'C', objective: 3, value: 1, open: true },
    { id: 'G', objective: 3, value: 2, open: true },
    { id: 'K', objective: 3, value: 3, open: true },
  ];
  it('7.3.2 example: C, G and K make Objective 3 worth 6', () => expect(objectiveValue(3, chits)).toBe(6));
  it('7.3.3 example: a 4-VP Objective changing hands swings 8', () => {
    const four = [{ id: 'A', objective: 2 as const, value: 4, open: true }];
    expect(afterControlChange(0, 2, 'allied', 'axis', four)).toBe(8);
    expect(afterControlChange(0, 2, 'axis', 'axis', four)).toBe(0);
  });
  it('a secret chit swings nothing until revealed (6.3.2 then awards it to the controller)', () => {
    const secret = [{ id: 'S', objective: 1, value: 3, open: false }];
    expect(afterControlChange(0, 1, 'allied', 'axis', secret)).toBe(0);
    expect(afterRevealingSecrets(0, [{ number: 1, hexes: ['A1'], controller: 'allied' }], secret)).toBe(-3);
    // The derivation: the marker on Axis 2; Objective 1 (secret 3) to the Allied player, Objective 2 (secret 3 + an
    // open 1 that already counted) to the Axis player, Objective 3 uncontrolled: 2 − 3 + 3 = 2.
    const chits = [...secret, { id: 'T', objective: 2, value: 3, open: false }, { id: 'U', objective: 2, value: 1, open: true }, { id: 'V', objective: 3, value: 5, open: false }];
    const objectives = [
      { number: 1, hexes: ['A1'], controller: 'allied' as const },
      { number: 2, hexes: ['B1'], controller: 'axis' as const },
      { number: 3, hexes: ['C1'], controller: null },
    ];
    expect(renderDerivation(revealingSecretsDerivation(2, objectives, chits))).toBe('2 VP marker (Axis positive) [6.3.2] − 3 Objective 1 to the allied player [6.3.2] + 3 Objective 2 to the axis player [6.3.2] = 2');
  });
  it('7.3.1.1: a building is taken only when no hex of it holds an enemy unit; control stays when empty', () => {
    const o = { number: 1, hexes: ['F5', 'F6'], controller: 'allied' as const };
    expect(controllerAfter(o, [{ owner: 'axis', hex: 'F5' }, { owner: 'allied', hex: 'F6' }])).toBe('allied');
    expect(controllerAfter(o, [{ owner: 'axis', hex: 'F5' }])).toBe('axis');
    expect(controllerAfter(o, [])).toBe('allied');
  });
  it('7.3.1, 7.3.1.1, 7.3.3: a unit entering a hex takes only the Objectives that include it, with their open swing', () => {
    const objectives = [
      { number: 1, hexes: ['J1'], controller: 'axis' as const },
      { number: 2, hexes: ['F5', 'F6'], controller: 'axis' as const },
      { number: 3, hexes: ['B2'], controller: 'axis' as const },
    ];
    const chits = [{ id: 'A', objective: 1, value: 4, open: true }, { id: 'B', objective: 2, value: 2, open: true }, { id: 'C', objective: 'all' as const, value: 1, open: true }];
    // An Allied unit enters J1 alone: Objective 1 (4 + 1 = 5 open VP) swings from +5 Axis to +5 Allied: 3 - 10 = -7.
    // Objective 3 holds an Allied unit too, but nobody entered B2 now: it is not re-examined.
    const units = [{ owner: 'allied' as const, hex: 'J1' }, { owner: 'allied' as const, hex: 'B2' }, { owner: 'axis' as const, hex: 'F6' }];
    // 7.3.3 "first subtract that Objective's current VP value from the former controlling player's total, and then add
    // that same value to the new controlling player's total": 5 from the Axis player, then 5 to the Allied (Axis positive).
    expect(afterEntering(3, objectives, units, 'J1', chits)).toEqual({
      vp: -7,
      objectives: [{ ...objectives[0], controller: 'allied' }, objectives[1], objectives[2]],
      terms: [
        { value: -5, rule: '7.3.3', what: 'Objective 1 lost, from the axis player' },
        { value: -5, rule: '7.3.3', what: 'Objective 1 taken, to the allied player' },
      ],
    });
    // An Allied unit enters F5 while an Axis unit holds F6 of the same building: no change.
    expect(afterEntering(3, objectives, [...units, { owner: 'allied', hex: 'F5' }], 'F5', chits)).toEqual({ vp: 3, objectives, terms: [] });
  });
  it('7.3.2: all five Objectives; 6.3.2: the VP marker on "0" favours nobody', () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ number: n, hexes: [`A${n}`], controller: 'axis' as const }));
    expect(controlsAllFive(five)).toBe('axis');
    expect(controlsAllFive(five.slice(0, 4))).toBeNull();
    expect([vpLeader(1), vpLeader(-1), vpLeader(0)]).toEqual(['axis', 'allied', null]);
  });
});
