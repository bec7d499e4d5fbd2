/**
 * The Fire Attack example of pp.12-13 (A-J), run through the whole Fire procedure, and the Targeting and
 * Hindrance examples of O20.2.3 and 10.3.3. Every number is worked out by hand from the rulebook text:
 * C: base 6 (5 + Bolter 1) + 4 others + 1 downhill = 11, roll 4+1 = 16; D: Morale 6 − 1 Road = 5, roll
 * 6+4 = 15 < 16 breaks; E: HMG 8 + 1 Bolter + 2 + 2 = 13, roll 1+6 = 20 with Event!; F-G: Interdiction
 * Suppresses the broken Squad, 8 − 1 − 1 = 6 + 1+2 = 9 < 20, eliminated, Axis +2 VP; H: 6•1 = 6 − 3
 * Smoke = 3, not > 3: miss; J: 2 − 3 = −1 FP: no attack.
 */
import { describe, expect, it } from 'vitest';
import { resolveReadings } from '../machines/core/readings';
import { runCase } from '../machines/core/run';
import { CCE_READINGS } from '../machines/cce/readings';
import { fireSpec, examplePage13, parseFireSituation } from '../oracle/procedures/cce/fire';
import { targetingHits, groupFp, hindranceFrom } from '../machines/cce/fire/firepower';
import type { FireOutput } from '../machines/cce/fire/types';
import { OracleError } from '../machines/core/errors';

const EXAMPLE_P13 = examplePage13();
const readings = (over: Record<string, string> = {}) => resolveReadings(CCE_READINGS, over, 'fire');
const run = (situation: unknown, events: unknown[], over: Record<string, string> = {}) =>
  runCase(fireSpec, 'cce', readings(over), parseFireSituation(situation, 'input'), events);

const EXAMPLE_EVENTS = [
  { type: 'ACTIVATE', units: ['grein', 'k8-squad', 'l8-rifles', 'j7-squad', 'j6-squad', 'k7-team'] },
  // C-D
  { type: 'DECLARE_SHOT', pieces: ['l8-rifles', 'k8-squad', 'j7-squad', 'j6-squad', 'j6-lmg'], target: 'M6', base: 'l8-rifles' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 4, colored: 1 },
  { type: 'KEEP_ROLL' },
  { type: 'CHOOSE_UNIT', unit: 'us-squad' },
  { type: 'ROLL', white: 6, colored: 4 },
  { type: 'KEEP_ROLL' },
  // E-G
  { type: 'DECLARE_SHOT', pieces: ['l8-hmg'], target: 'M6' },
  { type: 'PLAY_ACTION', action: 'A41', player: 'axis' },
  { type: 'PLAY_ACTION', action: 'A41', player: 'axis' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 1, colored: 6, trigger: 'Event!' },
  { type: 'KEEP_ROLL' },
  { type: 'RESOLVE_TRIGGER', effects: [{ unit: 'us-squad', effect: 'suppress' }] },
  { type: 'CHOOSE_UNIT', unit: 'us-squad' },
  { type: 'ROLL', white: 1, colored: 2 },
  { type: 'KEEP_ROLL' },
  // H
  { type: 'DECLARE_SHOT', pieces: ['k7-mortar'], target: 'N6' },
  { type: 'ROLL', white: 6, colored: 1 },
  { type: 'KEEP_ROLL' },
  // J
  { type: 'DECLARE_SHOT', pieces: ['k7-team'], target: 'N7' },
];

describe('the Fire Attack example, pp.12-13', () => {
  const r = run(EXAMPLE_P13, EXAMPLE_EVENTS);
  const out = r.output as FireOutput;

  it('C-D: 11 FP + 4•1 = 16 against Defense Total 15: the US Squad breaks', () => {
    expect(out.shots[0].fp).toMatchObject({ group: 10, height: 1, hindrance: 0, actions: 0, final: 11 });
    // "the Rifle Squad in L8 as the base (6FP due to Bolter's Command). To this is added +1 for each of the
    // Squads in K8, J7 and J6, and the LMG in J6 … +1 is added because at least one unit is firing downhill"
    const d = out.shots[0].fp!.derivation!;
    expect([d.base.rule, d.base.value, ...d.terms.map((t) => [t.rule, t.value]), d.total]).toEqual(['3.1.1', 5, ['3.3.1.2', 1], ['O20.3.1.2', 4], ['T88.2', 1], 11]);
    // "This number is added to a Fire Attack Roll of 4•1 for an Attack Total of 16"
    const a = out.shots[0].attack!.derivation!;
    expect([a.base.value, ...a.terms.map((t) => [t.rule, t.value]), a.total]).toEqual([11, ['O20.3.3', 5], 16]);
    expect(out.shots[0].attack?.total).toBe(16);
    expect(out.defense[0]).toMatchObject({ unit: 'us-squad', morale: 5, defenseTotal: 15, result: 'broken' });
  });

  it('E-G: 13 FP + 1•6 = 20; the Event! Suppresses the broken Squad first; 9 < 20 eliminates it for 2 VP', () => {
    expect(out.shots[1].fp).toMatchObject({ group: 9, height: 0, hindrance: 0, actions: 4, final: 13 });
    // "The MG has 9FP (8; +1 due to Bolter's Command). The Axis player plays a Sustained Fire Action [A41] for +2FP, then another one"
    const d = out.shots[1].fp!.derivation!;
    expect([d.base.rule, d.base.value, ...d.terms.map((t) => [t.rule, t.value]), d.total]).toEqual(['11', 8, ['3.3.1.3', 1], ['A41', 2], ['A41', 2], 13]);
    expect(out.shots[1].attack).toMatchObject({ total: 20, trigger: 'Event!' });
    expect(out.shots[1].weaponsBroken).toEqual([]); // 1•6 is not doubles (A41)
    expect(out.defense[1]).toMatchObject({ unit: 'us-squad', result: 'eliminated', vp: 2 });
    expect(out.vp).toEqual({ axis: 2, allied: 0 });
    expect(out.eliminated).toEqual(['us-squad']);
  });

  it('H: the Mortar\'s 6•1 = 6, less the 3 Smoke, is 3: not greater than range 3, a miss', () => {
    expect(out.shots[2]).toMatchObject({ result: 'missed', targeting: { product: 6, hindrance: 3, range: 3, hit: false } });
  });

  it('J: the Team\'s 2 FP less the Smoke 3 is −1: the attack cannot be made (only abandoned)', () => {
    expect(r.state).toBe('playingActions');
    expect(() => run(EXAMPLE_P13, [...EXAMPLE_EVENTS, { type: 'FIRE' }])).toThrow(OracleError);
    const abandoned = run(EXAMPLE_P13, [...EXAMPLE_EVENTS, { type: 'ABANDON_SHOT' }, { type: 'END_ORDER' }]);
    expect((abandoned.output as FireOutput).shots[3]).toMatchObject({ result: 'abandoned', fp: { group: 2, hindrance: 3, final: -1 } });
  });

  it('A: Grein cannot activate Lt. Bolter (3.3.1.1)', () => {
    expect(() => run(EXAMPLE_P13, [{ type: 'ACTIVATE', units: ['grein', 'bolter'] }])).toThrow(/3\.3\.1\.1/);
  });

  it('B: the Light MG of the broken Squad cannot fire (11.1, 3.2.3)', () => {
    expect(() => run(EXAMPLE_P13, [EXAMPLE_EVENTS[0], { type: 'DECLARE_SHOT', pieces: ['k8-lmg'], target: 'M6' }])).toThrow(/3\.2\.3/);
  });

  it('C: the Mortar cannot join a Fire Group (O20.3.1.1) and Grein lacks the Range (O20.3.1 "be within Range of that hex", 3.1.2; not O20.2.2, which is Ordnance Targeting)', () => {
    expect(() => run(EXAMPLE_P13, [EXAMPLE_EVENTS[0], { type: 'DECLARE_SHOT', pieces: ['k7-mortar', 'k7-team'], target: 'N6' }])).toThrow(/O20\.3\.1\.1/);
    const e = (() => {
      try {
        run(EXAMPLE_P13, [EXAMPLE_EVENTS[0], { type: 'DECLARE_SHOT', pieces: ['grein'], target: 'M6' }]);
      } catch (x) {
        return x;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(OracleError);
    expect(e).toMatchObject({ code: 'illegal-event', rule: 'O20.3.1' });
    expect((e as OracleError).message).toMatch(/beyond its Range 1 \(3\.1\.2\)/);
  });
});

describe('O20.2.3 Targeting and 10.3.3 Hindrance examples', () => {
  it('1•6 = 6 misses at range 6 and hits at range 5', () => {
    expect(targetingHits(6, 0, 6)).toBe(false);
    expect(targetingHits(6, 0, 5)).toBe(true);
  });
  it('through Brush (Hindrance 3) a 5-hex shot needs 9 or more: 8 misses, 9 hits', () => {
    expect(targetingHits(8, 3, 5)).toBe(false);
    expect(targetingHits(9, 3, 5)).toBe(true);
  });
  it('6•6 hits anything in Range, 1•1 misses everything', () => {
    expect(targetingHits(36, 0, 35)).toBe(true);
    expect(targetingHits(1, 0, 1)).toBe(false);
  });
  const map = (firer: string[], target: string[]) => ({ hexes: { C2: { terrain: ['Open Ground'], markers: firer }, C5: { terrain: ['Open Ground'], markers: target } } });
  it('two Brush hexes between: −3, not −6; a "4" Smoke in one of them: −4 (the LOS fact states the largest)', () => {
    expect(hindranceFrom({ units: [], map: map([], []), los: [{ from: 'C2', to: 'C5', sight: 'hindrance', hindrance: 3 }] }, 'C2', 'C5')).toBe(3);
    expect(hindranceFrom({ units: [], map: map([], []), los: [{ from: 'C2', to: 'C5', sight: 'hindrance', hindrance: 4 }] }, 'C2', 'C5')).toBe(4);
  });
  it('a "5" Smoke in the firing Squad\'s own hex: −5 (10.3.4); Smoke in the target hex hinders too', () => {
    expect(hindranceFrom({ units: [], map: map(['Smoke:5'], []), los: [{ from: 'C2', to: 'C5', sight: 'hindrance', hindrance: 3 }] }, 'C2', 'C5')).toBe(5);
    expect(hindranceFrom({ units: [], map: map([], ['Smoke:7']), los: [{ from: 'C2', to: 'C5', sight: 'clear' }] }, 'C2', 'C5')).toBe(7);
  });
  it('O20.3.1.2: X + Y', () => {
    expect(groupFp(6, 5)).toBe(10);
    expect(groupFp(4, 1)).toBe(4);
  });
});
