/**
 * O16.4.2-O16.4.3, F101/F104 and A38 end to end through runCase, with expectations worked by hand;
 * plus the situation checks that guard them.
 */
import { describe, expect, it } from 'vitest';
import { resolveReadings } from '../machines/core/readings';
import { runCase } from '../machines/core/run';
import { CCE_READINGS } from '../machines/cce/readings';
import { meleeSpec, secondRollSums } from '../oracle/procedures/cce/melee';

const team = (id: string, owner: string, hex: string) => ({ id, owner, kind: 'team', hex, sides: { unbroken: { morale: 7, fp: 3 }, broken: { morale: 6, fp: 1 } } });
const raw = (extra: Record<string, unknown> = {}) => ({
  player: 'axis',
  initiative: 'axis',
  nations: { axis: 'germany', allied: 'america' },
  units: [team('de', 'axis', 'L3'), team('us', 'allied', 'L3')],
  map: { hexes: { L3: { terrain: ['Open Ground'], markers: ['Pillbox'] } } },
  occupancy: { L3: { occupiedBefore: null, lastSoleOccupant: 'allied' } },
  ...extra,
});
const tie = [{ type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 4, colored: 3 }, { type: 'KEEP_ROLL' }];
const run = (reading: string, situation = raw()) =>
  runCase(meleeSpec, 'cce', resolveReadings(CCE_READINGS, { 'cce.melee-tie-fortification': reading }, 'melee'), meleeSpec.parseSituation(situation, 'input'), tie);

describe('a tied Melee in a Pillbox both sides entered (reading cce.melee-tie-fortification)', () => {
  it('last-sole-occupant: the Americans, last alone in the hex, survive; the Germans lose 1 VP worth', () => {
    const r = run('last-sole-occupant');
    expect((r.output as { eliminated: string[] }).eliminated).toEqual(['de']);
    expect((r.output as { vp: Record<string, number> }).vp).toEqual({ axis: 0, allied: 1 });
  });
  it('began-in: nobody was in the hex before the Order, so both sides are eliminated', () => {
    const r = run('began-in');
    expect((r.output as { eliminated: string[] }).eliminated).toEqual(['de', 'us']);
    expect((r.output as { vp: Record<string, number> }).vp).toEqual({ axis: 1, allied: 1 });
  });
  it('without a Bunker or Pillbox a tie eliminates both under either reading', () => {
    const plain = raw({ map: { hexes: { L3: { terrain: ['Open Ground'] } } }, occupancy: {} });
    for (const reading of ['last-sole-occupant', 'began-in']) expect((run(reading, plain).output as { eliminated: string[] }).eliminated).toEqual(['de', 'us']);
  });
});

describe('the Melee situation', () => {
  it('rejects a side alone in the hex before the Order that was not its last sole occupant (F101)', () => {
    expect(() => meleeSpec.parseSituation(raw({ occupancy: { L3: { occupiedBefore: 'axis', lastSoleOccupant: 'allied' } } }), 'input')).toThrow(
      expect.objectContaining({ code: 'invalid-field', path: 'input.occupancy["L3"].lastSoleOccupant', rule: 'F101' }),
    );
  });
  it('needs the FP of units in a Melee hex (O16.4.1)', () => {
    const noFp = { id: 'us', owner: 'allied', kind: 'team', hex: 'L3', sides: { unbroken: { morale: 7 }, broken: { morale: 6, fp: 1 } } };
    expect(() => meleeSpec.parseSituation(raw({ units: [team('de', 'axis', 'L3'), noFp] }), 'input')).toThrow(
      expect.objectContaining({ code: 'missing-field', path: 'input.units[1].sides.unbroken.fp', rule: 'O16.4.1' }),
    );
  });
  it('accepts only Germany for the Axis (A38 names the nations)', () => {
    expect(() => meleeSpec.parseSituation(raw({ nations: { axis: 'russia', allied: 'america' } }), 'input')).toThrow(expect.objectContaining({ path: 'input.nations.axis' }));
  });
});

describe('secondRollSums (the walk\'s classes for the active Melee Roll)', () => {
  it('gives the sums for a total one less, equal and one more than the inactive total', () => {
    // inactive total 10, active FP 3: sums 6, 7, 8 give 9, 10, 11
    expect(secondRollSums(3, 10)).toEqual([6, 7, 8]);
  });
  it('clamps to 2-12 when a class is impossible', () => {
    // inactive total 20, active FP 3: 16, 17, 18 are impossible: only 12 (a loss) remains
    expect(secondRollSums(3, 20)).toEqual([12]);
  });
});
