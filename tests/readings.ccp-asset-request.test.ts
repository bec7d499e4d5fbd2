/**
 * The ccp reading that touches Asset Request is executable and observable (as tests/readings.alternatives.suite.ts
 * asks of every cce reading): ccp.night-hindrance-accuracy = not-applies changes a case of the ccp asset-request
 * seeds. By hand (18.3, O24.3.2, O27.2.3): at night, without a starshell, the leader on E9 places the SR in E5,
 * range 4. `applies`: the night Hindrance is the range, 4, so a product must exceed 4 + 4 = 8; `not-applies`:
 * no Hindrance on the open column E, so a product over 4 hits. Every Accuracy roll of that seed records
 * Hindrance 4 against 0; a product of 5..8 misses under one and hits under the other (features/ccp/asset-request.feature:
 * 1·5 = 5 under both readings), one over 8 hits under both.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

type Out = { output?: { accuracy?: { product: number; hindrance: number; hit: boolean }[] } };
const parse = (o: unknown): Out => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Out;

describe('ccp.night-hindrance-accuracy', () => {
  it('not-applies vs applies: the same Accuracy roll has Hindrance 4 under one and 0 under the other', () => {
    const found = findDistinguishingCase('ccp', 'ccp.night-hindrance-accuracy', 'not-applies', ['asset-request'], { seeds: ['illumination'] });
    expect(found?.seed).toBe('illumination');
    const [d, a] = [found!.default, found!.alternative].map((o) => parse(o).output!.accuracy![0]);
    expect(d.product).toBe(a.product);
    expect([d.hindrance, d.hit]).toEqual([4, d.product > 8]);
    expect([a.hindrance, a.hit]).toEqual([0, a.product > 4]);
  });
});

/**
 * ccp.strafing-hindrance = ordnance changes a case of the strafing-run seed. By hand (O24.5 b, O27.3.2, T89.5):
 * the fighter in E9 facing up attacks E7 (no Hindrance) then E5, whose Smoke 2 "always hinders LOS through its
 * hex" even from level 5. `reduced`: E5's Fire Attack is 9 - 2 + roll; `ordnance`: 9 + roll. E7's is 9 + roll
 * under both.
 */
type Impact = { hex: string; white: number; colored: number; total: number };
describe('ccp.strafing-hindrance', () => {
  it('ordnance vs reduced: the Fire Attack on E5 (Smoke 2) is 2 higher, the one on E7 the same', () => {
    const found = findDistinguishingCase('ccp', 'ccp.strafing-hindrance', 'ordnance', ['asset-request'], { seeds: ['strafing-run'] });
    expect(found?.seed).toBe('strafing-run');
    const [d, a] = [found!.default, found!.alternative].map((o) => (JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as { output: { impacts: Impact[] } }).output.impacts);
    const e5 = (xs: Impact[]) => xs.find((i) => i.hex === 'E5');
    const e7 = (xs: Impact[]) => xs.find((i) => i.hex === 'E7')!;
    expect(e7(d).total).toBe(9 + e7(d).white + e7(d).colored);
    expect(e7(a).total).toBe(9 + e7(a).white + e7(a).colored);
    expect(e5(d)!.total).toBe(9 - 2 + e5(d)!.white + e5(d)!.colored);
    expect(e5(a)!.total).toBe(9 + e5(a)!.white + e5(a)!.colored);
  });
});

/**
 * ccp.pull-up-defense-roll changes a case of the pull-up-bombing seed (American squad, Morale 7, and team, Morale 6,
 * in E5, Open Ground). By hand (O24.4 c, O27.3.4, E50, 1.9.1.3): the dive bomber's Fire Attack is 12 + 1 + 6 = 19; the
 * squad's Defense roll 5 + 6 draws the Air Support event, read by the American player, who removes the Japanese
 * aircraft. `not-implemented`: the locked 7 + 11 = 18 is not implemented, no Defense is logged, the Run ends.
 * `locked-stands`: 18 < 19 and more than half of it: the squad breaks; the team does not roll; the Run ends.
 * `hex-completes`: the squad breaks and the team still has to roll (the Defense loop waits for its choice).
 */
type Defended = { state: string; output: { defense: { unit: string; defenseTotal: number; attackTotal: number; result: string }[]; units: { id: string; broken: boolean }[]; aircraft: object } };
describe('ccp.pull-up-defense-roll', () => {
  const sides = (alt: string) => {
    const found = findDistinguishingCase('ccp', 'ccp.pull-up-defense-roll', alt, ['asset-request'], { seeds: ['pull-up-bombing'] });
    expect(found?.seed).toBe('pull-up-bombing');
    return [found!.default, found!.alternative].map((o) => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Defended);
  };
  const broken = (o: Defended, id: string) => o.output.units.find((u) => u.id === id)?.broken;
  it('locked-stands vs not-implemented: the squad\'s 18 against 19 breaks it; the team makes no roll', () => {
    const [d, a] = sides('locked-stands');
    expect([d.state, d.output.defense, broken(d, 'us-squad'), d.output.aircraft]).toEqual(['runPulledUp', [], false, {}]);
    expect(a.state).toBe('runPulledUp');
    expect(a.output.defense.map((r) => [r.unit, r.defenseTotal, r.attackTotal, r.result])).toEqual([['us-squad', 18, 19, 'broken']]);
    expect([broken(a, 'us-squad'), broken(a, 'us-team'), a.output.aircraft]).toEqual([true, false, {}]);
  });
  it('hex-completes vs not-implemented: the squad breaks and the team is still to roll against the same Fire Attack', () => {
    const [d, a] = sides('hex-completes');
    expect(d.state).toBe('runPulledUp');
    expect(a.state).toBe('defenseChoosingUnit');
    expect(a.output.defense.map((r) => [r.unit, r.defenseTotal, r.result])).toEqual([['us-squad', 18, 'broken']]);
    expect(a.output.aircraft).toEqual({});
  });
});
