// Generated CC:P Asset Request situations (issue 16.5): CC:E Artillery's generator with CC:P's facts
// (oracle/procedures/ccp/asset-request.ts CCP_PAIRWISE_ASSET_REQUEST_FACTORS), the facts read back from the
// situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { ccpAssetRequestSpec, CCP_PAIRWISE_ASSET_REQUEST_FACTORS, pairwiseAssetRequestSeeds } from '../oracle/procedures/ccp/asset-request';
import type { ArtillerySeed } from '../oracle/procedures/cce/artillery';

const seeds = () => ccpAssetRequestSpec.seeds.filter((s) => s.name.startsWith('pairwise-')) as ArtillerySeed[];

/** A generated situation's facts: the impact hex E5, the units there, what lies between in E7, the Spotter's height in E9. */
function read(seed: ArtillerySeed): Record<string, string> {
  const { units, map } = seed.situation;
  const target = map.hexes.E5;
  const sq = units.find((u) => u.hex === 'E5' && u.kind === 'squad')!;
  const ldr = units.find((u) => u.hex === 'E5' && u.kind === 'leader');
  const between = map.hexes.E7;
  const level = (h: string) => map.hexes[h].elevation ?? 0;
  return {
    terrain: target.terrain.filter((t) => t !== 'Road').join('+'),
    road: target.terrain.includes('Road') ? 'Road' : 'no',
    marker: (target.markers ?? []).join('+') || 'none',
    leader: ldr ? `${ldr.broken ? 'broken ' : ''}Command ${ldr.sides.unbroken.command}` : 'none',
    veteran: sq.veteran ? 'Veteran' : 'no',
    suppressed: sq.suppressed ? 'Suppressed' : 'no',
    broken: sq.broken ? 'broken' : 'no',
    between: (between.markers ?? []).join('+') || between.terrain.join('+'),
    height: level('E9') === level('E5') ? 'level' : level('E9') > level('E5') ? 'Spotter above' : 'Spotter below',
  };
}

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
    const facts = seeds().map(read);
    const f = CCP_PAIRWISE_ASSET_REQUEST_FACTORS as Readonly<Record<string, readonly string[]>>;
    const names = Object.keys(f);
    for (const s of facts) for (const n of names) expect(f[n], `${n} read back`).toContain(s[n]);
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++)
        for (const x of f[names[i]])
          for (const y of f[names[j]]) {
            const meets = facts.some((s) => s[names[i]] === x && s[names[j]] === y);
            expect(meets, `${names[i]}=${x} & ${names[j]}=${y}`).toBe(!forbidden({ [names[i]]: x, [names[j]]: y }));
          }
  });

  it('spots E5 from an unbroken Japanese Leader in E9 (a Crest hex where he looks up), each situation parsed by CC:P\'s parser, every walk minimised', () => {
    for (const s of seeds()) {
      const spotter = s.situation.units.filter((u) => u.owner === 'axis');
      expect(spotter.map((u) => [u.id, u.kind, u.hex, u.broken]), s.name).toEqual([['jp-ldr', 'leader', 'E9', false]]);
      expect(s.situation.units.filter((u) => u.owner === 'allied').every((u) => u.hex === 'E5'), s.name).toBe(true);
      expect(s.situation.radios, s.name).toEqual({ axis: { fp: 10, broken: false, smoke: false, vulnerability: 5 } });
      if (read(s).height === 'Spotter below') expect(s.situation.map.hexes.E5.crest, s.name).toBe(true);
      expect(s.options.spots, s.name).toEqual([{ hex: 'E5', smoke: false }]);
      expect(() => ccpAssetRequestSpec.parseSituation(JSON.parse(JSON.stringify(s.situation)), 'situation'), s.name).not.toThrow();
      expect(s.minimise, s.name).toBe(true);
    }
  });

  it('is deterministic: two generations give the same situations', () => {
    expect(JSON.stringify(pairwiseAssetRequestSeeds())).toBe(JSON.stringify(pairwiseAssetRequestSeeds()));
    expect(JSON.stringify(pairwiseAssetRequestSeeds())).toBe(JSON.stringify(seeds()));
    expect(seeds().length).toBeGreaterThanOrEqual(12 * 7); // at least the terrain × between pairs
  });
});
