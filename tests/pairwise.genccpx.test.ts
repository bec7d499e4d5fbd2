// Generated CC:P Explosive Charge situations (issue 16.5): the facts A40 reads
// (oracle/procedures/ccp/explosive-charge.ts CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS), read back from the situations
// themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets } from './support/pairwise';
import { explosiveChargeSpec, CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS, pairwiseExplosiveChargeSeeds } from '../oracle/procedures/ccp/explosive-charge';
import { DIRECTIONS, distance, neighbour, parseHex, sameHex } from '../machines/core/hex';

describe('generated CC:P Explosive Charge situations (A40): the roll, the firing hexes, the Fortification', () => {
  const generated = () => explosiveChargeSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof generated>[number]): Record<string, string> => {
    const s = seed.situation;
    const t = parseHex(s.target, 't');
    const hexes = s.firing.map((h) => parseHex(h, 'f'));
    const range = hexes.map((h) => distance(h, t));
    const kind =
      range.length === 1 ? (range[0] === 1 ? 'one adjacent' : range[0] === 2 ? 'one at range 2' : '?')
      : range.join() === '1,1' ? 'group both adjacent' : range.join() === '1,2' ? 'group adjacent first' : range.join() === '2,1' ? 'group adjacent last' : range.join() === '2,2' ? 'group neither adjacent' : '?';
    // The direction of the adjacent firing hex (or the first), or of the hex two straight steps away.
    const h = range.includes(1) ? hexes[range.indexOf(1)] : hexes[0];
    const dir = DIRECTIONS.find((d) => sameHex(neighbour(t, d), h) || sameHex(neighbour(neighbour(t, d), d), h));
    return {
      firing: kind,
      direction: String(dir ?? '?'),
      column: t.col % 2 === 1 ? 'odd' : 'even',
      roll: `${s.roll.white}•${s.roll.colored}`,
      fortification: s.fortification ?? 'none',
    };
  };

  it('holds every CC:P Fortification (F101-F107) and none, and every doubles', () => {
    expect(CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS.fortification).toEqual(['none', 'Bunker', 'Cave', 'Foxholes', 'Mines', 'Pillbox', 'Trench', 'Wire']);
    expect(CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS.roll.filter((r) => r[0] === r[2])).toEqual(['1•1', '2•2', '3•3', '4•4', '5•5', '6•6']);
  });

  it('meets every two values of every two facts in some situation, each parsed by Explosive Charge\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS, generated().map(read));
    for (const s of generated()) {
      expect(() => explosiveChargeSpec.parseSituation(JSON.parse(JSON.stringify(s.situation)), 'situation'), s.name).not.toThrow();
      expect(s.minimise, s.name).toBe(true);
    }
  });

  it('is deterministic: a second generation gives the same situations', () => {
    // A fresh generation equals the one the spec made on first use (no state, no randomness between them).
    expect(JSON.stringify(pairwiseExplosiveChargeSeeds())).toBe(JSON.stringify(generated()));
    expect(generated().length).toBeGreaterThanOrEqual(8 * 8); // at least the roll × fortification pairs
  });
});
