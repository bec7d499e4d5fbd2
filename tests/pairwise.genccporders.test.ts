// Generated CC:P Asset Request situations (issue 16.5): CC:E Artillery's generator with CC:P's facts
// (oracle/procedures/ccp/asset-request.ts CCP_PAIRWISE_ASSET_REQUEST_FACTORS), the facts read back from the
// situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { artilleryFacts, expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { ccpAssetRequestSpec, CCP_PAIRWISE_ASSET_REQUEST_FACTORS, pairwiseAssetRequestSeeds } from '../oracle/procedures/ccp/asset-request';
import type { ArtillerySeed } from '../oracle/procedures/cce/artillery';
import { minesSpec, CCP_PAIRWISE_MINES_FACTORS, pairwiseMinesSeeds } from '../oracle/procedures/ccp/mines';
import { ccpAssetDeniedSpec, CCP_PAIRWISE_ASSET_DENIED_FACTORS, pairwiseAssetDeniedSeeds } from '../oracle/procedures/ccp/asset-denied';

const seeds = () => ccpAssetRequestSpec.seeds.filter((s) => s.name.startsWith('pairwise-')) as ArtillerySeed[];

// F100.3: no Fortification or Wire in Water (CC:P's Stream, Swamp, Water Barrier); T86: a Gully impact hex only with the Spotter above.
const forbidden = (p: Record<string, string>) =>
  (['Stream', 'Swamp', 'Water Barrier'].includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none') || (p.terrain === 'Gully' && p.height !== undefined && p.height !== 'Spotter above');

describe('generated CC:P Asset Request situations (O24.3): the impact hex, the units there, the Spotter', () => {
  it('holds every terrain type of the CC:P Terrain Chart, each Hindrance between, and no CC:E-only fact', () => {
    expect(CCP_PAIRWISE_ASSET_REQUEST_FACTORS.terrain).toEqual(['Open Ground', 'Building', 'Gully', 'Stream', 'Beach', 'Bush', 'Grass', 'Hut', 'Jungle', 'Palm', 'Swamp', 'Water Barrier']);
    expect(CCP_PAIRWISE_ASSET_REQUEST_FACTORS.between).toEqual(['Open Ground', 'Smoke:1', 'Smoke:3', 'Bush', 'Grass', 'Hut', 'Palm']);
    expect(CCP_PAIRWISE_ASSET_REQUEST_FACTORS.road).toEqual(['no']);
  });

  it('meets every two values of every two facts in some situation, but a Fortification or Wire in Water and a Gully not seen from above', () => {
    expectEveryPairMeets(CCP_PAIRWISE_ASSET_REQUEST_FACTORS, seeds().map(artilleryFacts), forbidden);
  });

  it('spots E5 from an unbroken Japanese Leader in E9 (a Crest hex where he looks up), every walk minimised (the generator parses each situation with CC:P\'s parser: the next test generates them again)', () => {
    for (const s of seeds()) {
      const spotter = s.situation.units.filter((u) => u.owner === 'axis');
      expect(spotter.map((u) => [u.id, u.kind, u.hex, u.broken]), s.name).toEqual([['jp-ldr', 'leader', 'E9', false]]);
      expect(s.situation.units.filter((u) => u.owner === 'allied').every((u) => u.hex === 'E5'), s.name).toBe(true);
      expect(s.situation.radios, s.name).toEqual({ axis: { fp: 10, broken: false, smoke: false, vulnerability: 5 } });
      if (artilleryFacts(s).height === 'Spotter below') expect(s.situation.map.hexes.E5.crest, s.name).toBe(true);
      expect(s.options.spots, s.name).toEqual([{ hex: 'E5', smoke: false }]);
      expect(s.minimise, s.name).toBe(true);
    }
  });

  itIsDeterministic(pairwiseAssetRequestSeeds, seeds, 12 * 7, 'the terrain × between pairs');
});

describe('generated CC:P Asset Denied situations (O23): the enemy weapon and its sight, the enemy radio, the aircraft', () => {
  const denied = () => ccpAssetDeniedSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof denied>[number]): Record<string, string> => {
    const s = seed.situation;
    const enemy = s.player === 'axis' ? 'allied' : 'axis';
    const units = s.units ?? [];
    const mine = units.filter((u) => u.owner === s.player);
    const theirs = units.filter((u) => u.owner === enemy);
    const c4 = s.map!.hexes.C4;
    const sight = theirs[0].hex === mine[0].hex ? 'same hex' : c4.terrain.includes('Building') ? 'blocked' : (c4.markers ?? []).includes('Smoke:1') ? 'hindered' : c4.terrain.join('+') === 'Open Ground' ? 'clear' : '?';
    const radio = s.radios[enemy];
    const air = s.aircraft ?? {};
    return {
      player: s.player,
      weapon: theirs.length !== 1 ? '?' : !theirs[0].weapon ? 'none' : theirs[0].weapon.broken ? 'broken' : 'unbroken',
      sight,
      radio: !radio ? 'none' : radio.broken ? 'broken' : 'unbroken',
      aircraft: air[enemy] ? 'enemy' : air[s.player] ? 'own' : 'none',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by CC:P Asset Denied\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CCP_PAIRWISE_ASSET_DENIED_FACTORS, denied().map(read));
    for (const s of denied()) {
      expect((s.situation.units ?? []).map((u) => [u.owner === s.situation.player ? 'own' : 'enemy', u.kind, u.hex === 'C3' || u.hex === 'C5']), s.name).toEqual([['own', 'squad', true], ['enemy', 'squad', true]]);
      expect(s.situation.radios[s.situation.player], s.name).toBeUndefined();
      expectParsesMinimised(ccpAssetDeniedSpec, s);
    }
  });

  itIsDeterministic(pairwiseAssetDeniedSeeds, denied, 4 * 3, 'the sight × weapon pairs');
});

describe('generated CC:P Mines situations (F104): the step, the mines hexes, the movers, the units already there, the FP', () => {
  const mines = () => minesSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof mines>[number]): Record<string, string> => {
    const s = seed.situation;
    const left = s.mines.includes(s.from!);
    const entered = s.mines.includes(s.to!);
    return {
      step: s.step,
      mines: left && entered ? 'both' : left ? 'hex left' : entered ? 'hex entered' : s.mines.length === 0 ? 'none' : '?',
      movers: s.movers.length === 1 ? 'one' : s.movers.length === 2 ? (s.together ? 'two together' : 'two separately') : '?',
      alreadyThere: s.alreadyThere.length === 0 ? 'none' : s.alreadyThere.length === 1 ? 'a unit' : '?',
      minesFp: String(s.minesFp),
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by Mines\' parser, every vector minimised', () => {
    expectEveryPairMeets(CCP_PAIRWISE_MINES_FACTORS, mines().map(read));
    for (const s of mines()) {
      expect([s.situation.from, s.situation.to], s.name).toEqual(['F7', 'F6']);
      expectParsesMinimised(minesSpec, s);
    }
  });

  itIsDeterministic(pairwiseMinesSeeds, mines, 4 * 3, 'the mines × step pairs');
});
