/**
 * A36 Light Wounds: the shared replacement (machines/cce/effects.ts) and its use on an A25 Ambush's break
 * in the Melee, end to end through runCase, with expectations worked by hand from the rulebook's text.
 */
import { describe, expect, it } from 'vitest';
import { resolveReadings } from '../machines/core/readings';
import { runCase } from '../machines/core/run';
import { OracleError } from '../machines/core/errors';
import { CCE_READINGS } from '../machines/cce/readings';
import { lightWoundsMaySave, replaceWithLightWoundsTeam } from '../machines/cce/effects';
import type { Situation, Unit } from '../machines/cce/units';
import { meleeSpec } from '../oracle/procedures/cce/melee';
import { renderDerivation, type Derivation } from '../machines/core/derivation';

const teamSides = { unbroken: { morale: 7, fp: 3 }, broken: { morale: 6, fp: 1 } };
const squadUnit = (extra: Partial<Unit> = {}): Unit => ({
  id: 'us-squad',
  owner: 'allied',
  kind: 'squad',
  hex: 'F3',
  broken: false,
  suppressed: false,
  veteran: false,
  sides: { unbroken: { morale: 7, fp: 6 }, broken: { morale: 5, fp: 2 } },
  ...extra,
});
const mg = { id: 'us-mg', type: 'mg' as const, fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: true };

describe('replaceWithLightWoundsTeam (A36)', () => {
  const situation = (u: Unit): Situation => ({ units: [u], map: { hexes: { F3: { terrain: ['Brush'] } } } }) as Situation;

  it('an unbroken Squad: the Team comes in unbroken, in its hex, for its owner', () => {
    const s = replaceWithLightWoundsTeam(situation(squadUnit()), 'us-squad', { id: 'us-lw', sides: teamSides });
    expect(s.units).toEqual([{ id: 'us-lw', owner: 'allied', kind: 'team', hex: 'F3', broken: false, suppressed: false, veteran: false, sides: teamSides }]);
  });

  it('a broken, Suppressed Veteran Squad with a broken MG: the Team comes in broken and keeps all three', () => {
    const s = replaceWithLightWoundsTeam(situation(squadUnit({ broken: true, suppressed: true, veteran: true, weapon: mg })), 'us-squad', { id: 'us-lw', sides: teamSides });
    expect(s.units).toEqual([{ id: 'us-lw', owner: 'allied', kind: 'team', hex: 'F3', broken: true, suppressed: true, veteran: true, sides: teamSides, weapon: mg }]);
  });

  it('only a Squad may be saved', () => {
    expect(lightWoundsMaySave(squadUnit())).toBe(true);
    expect(lightWoundsMaySave(squadUnit({ kind: 'team' }))).toBe(false);
    expect(lightWoundsMaySave(squadUnit({ kind: 'leader' }))).toBe(false);
  });
});

const raw = (extra: Record<string, unknown> = {}) => ({
  player: 'axis',
  initiative: 'axis',
  nations: { axis: 'germany', allied: 'america' },
  lightWoundsTeams: { allied: { id: 'us-lw', sides: teamSides } },
  units: [
    { id: 'de-team', owner: 'axis', kind: 'team', hex: 'F3', sides: teamSides },
    { id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'F3', broken: true, sides: { unbroken: { morale: 7, fp: 6 }, broken: { morale: 5, fp: 2 } } },
  ],
  map: { hexes: { F3: { terrain: ['Brush'] } } },
  ...extra,
});
const readings = resolveReadings(CCE_READINGS, {}, 'melee');
const run = (events: Record<string, unknown>[], situation = raw()) => runCase(meleeSpec, 'cce', readings, meleeSpec.parseSituation(situation, 'input'), events);
type Out = { vp: Record<string, number>; derivation: { vp: Record<string, Derivation> }; eliminated: string[]; countermix: string[]; casualtyTrack: string[]; units: { id: string; broken: boolean }[]; melees: { ambushes: { result: string }[]; fp: Record<string, number> | null; result: string | null }[] };

describe('Light Wounds against an Ambush in a Melee (A25, A36)', () => {
  // Axis active: the Allies (inactive) Ambush first, then the Axis Ambush the broken US Squad.
  const ambushTheSquad = [{ type: 'END_AMBUSHES' }, { type: 'AMBUSH', player: 'axis', unit: 'us-squad' }];

  it('played: the Allies lose 1 VP, the Squad goes to the countermix (not eliminated), a broken Team fights with FP 1', () => {
    const r = run([...ambushTheSquad, { type: 'LIGHT_WOUNDS' }, { type: 'END_AMBUSHES' }]);
    const o = r.output as Out;
    expect(o.vp).toEqual({ axis: 0, allied: -1 });
    // Issue 16: "Effect—Lose 1 VP", a −1 term of the saved Squad's owner's Melee VP.
    expect(renderDerivation(o.derivation.vp.allied)).toBe('0 VP gained by the allied player in the Melees [7.1] − 1 Light Wounds: "Lose 1 VP" (us-squad) [A36] = -1');
    expect(o.countermix).toEqual(['us-squad']);
    expect(o.eliminated).toEqual([]);
    expect(o.casualtyTrack).toEqual([]);
    expect(o.units).toEqual([
      { id: 'de-team', hex: 'F3', broken: false, suppressed: false },
      { id: 'us-lw', hex: 'F3', broken: true, suppressed: false },
    ]);
    // O16.4.1: de-team 3; us-lw broken side 1.
    expect(o.melees[0].fp).toMatchObject({ axis: 3, allied: 1 });
    expect(o.melees[0].ambushes.map((a) => a.result)).toEqual(['light-wounds']);
  });

  it('declined: the already broken Squad is eliminated (3.2.4), the Axis gain its 2 VP and the Melee ends with no effect', () => {
    const r = run([...ambushTheSquad, { type: 'NO_LIGHT_WOUNDS' }, { type: 'END_AMBUSHES' }]);
    const o = r.output as Out;
    expect(o.vp).toEqual({ axis: 2, allied: 0 });
    expect(o.eliminated).toEqual(['us-squad']);
    expect(o.casualtyTrack).toEqual(['us-squad']);
    expect(o.melees[0].result).toBe('no-effect-ambush');
  });

  it('the countermix Team is taken once: a second Squad the Ambush breaks gets no Light Wounds offer', () => {
    const two = raw({
      units: [
        { id: 'de-team', owner: 'axis', kind: 'team', hex: 'F3', sides: teamSides },
        { id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'F3', sides: { unbroken: { morale: 7, fp: 6 }, broken: { morale: 5, fp: 2 } } },
        { id: 'us-squad2', owner: 'allied', kind: 'squad', hex: 'F3', sides: { unbroken: { morale: 7, fp: 6 }, broken: { morale: 5, fp: 2 } } },
      ],
    });
    const r = run([{ type: 'END_AMBUSHES' }, { type: 'AMBUSH', player: 'axis', unit: 'us-squad' }, { type: 'LIGHT_WOUNDS' }, { type: 'AMBUSH', player: 'axis', unit: 'us-squad2' }], two);
    expect(r.state).toBe('activeAmbushing');
    expect((r.output as Out).units.find((u) => u.id === 'us-squad2')?.broken).toBe(true);
  });

  it('the Light Wounds Team may not be a unit already in play', () => {
    const bad = raw({ lightWoundsTeams: { allied: { id: 'de-team', sides: teamSides } } });
    expect(() => meleeSpec.parseSituation(bad, 'input')).toThrow(OracleError);
    try {
      meleeSpec.parseSituation(bad, 'input');
    } catch (e) {
      expect((e as OracleError).path).toBe('input.lightWoundsTeams.allied.id');
      expect((e as OracleError).rule).toBe('A36');
    }
  });
});

describe('a Team Light Wounds put into play that then loses the Melee (A36, O16.4.3)', () => {
  it('is eliminated like any participating unit: listed, on the Casualty Track, 1 VP to the opponent', () => {
    // Allies: broken us-squad → broken us-lw (FP 1). Axis de-team FP 3. Rolls: allied (inactive) 2, axis 7:
    // totals allied 1 + 2 = 3, axis 3 + 7 = 10: the Allies lose.
    const r = run([
      { type: 'END_AMBUSHES' },
      { type: 'AMBUSH', player: 'axis', unit: 'us-squad' },
      { type: 'LIGHT_WOUNDS' },
      { type: 'END_AMBUSHES' },
      { type: 'ROLL', white: 1, colored: 1 },
      { type: 'KEEP_ROLL' },
      { type: 'ROLL', white: 3, colored: 4 },
      { type: 'KEEP_ROLL' },
    ]);
    const o = r.output as Out;
    expect(o.eliminated).toEqual(['us-lw']);
    expect(o.casualtyTrack).toEqual(['us-lw']);
    expect(o.countermix).toEqual(['us-squad']);
    expect(o.vp).toEqual({ axis: 1, allied: -1 });
  });
});
