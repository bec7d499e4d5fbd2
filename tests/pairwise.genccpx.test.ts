// Generated CC:P Explosive Charge and Hidden situations (issue 16.5): the facts A40 and A43 read
// (oracle/procedures/ccp/explosive-charge.ts CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS, ccp/hidden.ts CCP_PAIRWISE_HIDDEN_FACTORS), read back from the situations
// themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { explosiveChargeSpec, CCP_PAIRWISE_EXPLOSIVE_CHARGE_FACTORS, pairwiseExplosiveChargeSeeds } from '../oracle/procedures/ccp/explosive-charge';
import { hiddenSpec, CCP_PAIRWISE_HIDDEN_FACTORS, pairwiseHiddenSeeds } from '../oracle/procedures/ccp/hidden';
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
      expectParsesMinimised(explosiveChargeSpec, s);
    }
  });

  itIsDeterministic(pairwiseExplosiveChargeSeeds, generated, 8 * 8, 'the roll × fortification pairs');
});

describe('generated CC:P Hidden situations (A43): the player, his Posture, the moment, the hex and its fortification, the mines\' FP', () => {
  const generated = () => hiddenSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof generated>[number]): Record<string, string> => {
    const s = seed.situation;
    const t = s.hex.terrain;
    const other = s.player === 'japanese' ? 'allied' : 'japanese';
    return {
      player: s.player,
      posture: s.postures[other] === (s.postures[s.player] === 'defender' ? 'attacker' : 'defender') ? s.postures[s.player] : '?',
      moment: s.moment === 'before-defense-roll' ? (s.movers.length === 0 ? 'before a Defense roll' : '?') : s.movers.length === 1 ? 'one unit entered' : s.movers.length === 2 ? 'two units entered' : '?',
      terrain: t.filter((x) => !['Road', 'Trail', 'Hill'].includes(x)).join('+'),
      road: t.includes('Road') ? (t.includes('Trail') ? '?' : 'Road') : t.includes('Trail') ? 'Trail' : 'no',
      crest: s.hex.crest === t.includes('Hill') ? (s.hex.crest ? 'Crest' : 'no') : '?',
      fortification: s.hex.fortification ?? 'none',
      minesFp: String(s.minesFp),
    };
  };
  // F100.3: "Fortifications may never occupy water terrain (i.e. a bridgeless stream, swamp or water barrier)".
  const forbidden = (p: Record<string, string>) => ['Stream', 'Swamp', 'Water Barrier'].includes(p.terrain ?? '') && p.fortification !== undefined && p.fortification !== 'none';

  it('holds every terrain type of the CC:P Terrain Chart, a bridged Stream, every Posture and every fortification', () => {
    expect(CCP_PAIRWISE_HIDDEN_FACTORS.terrain).toEqual(['Open Ground', 'Beach', 'Building', 'Bush', 'Grass', 'Gully', 'Hut', 'Jungle', 'Palm', 'Stream', 'Stream+Bridge', 'Swamp', 'Water Barrier']);
    expect(CCP_PAIRWISE_HIDDEN_FACTORS.posture).toEqual(['attacker', 'banzai', 'defender', 'invader', 'recon']);
    expect(CCP_PAIRWISE_HIDDEN_FACTORS.fortification).toEqual(['none', 'bunker', 'cave', 'foxholes', 'mines', 'pillbox', 'trench', 'wire']);
  });

  it('meets every two values of every two facts in some situation, but a fortification in water terrain; each parsed by Hidden\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CCP_PAIRWISE_HIDDEN_FACTORS, generated().map(read), forbidden);
    for (const s of generated()) {
      expect(s.situation.hex.id, s.name).toBe('E5');
      expectParsesMinimised(hiddenSpec, s);
    }
  });

  itIsDeterministic(pairwiseHiddenSeeds, generated, 13 * 8 - 3 * 7, 'the terrain × fortification pairs outside water');
});
