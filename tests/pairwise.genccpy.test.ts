// Generated CC:P Sighting and Cave situations (issue 16.5): 9.1, 1.8.2, 9.2 a)'s facts (oracle/procedures/ccp/sighting.ts
// PAIRWISE_SIGHTING_FACTORS) and F102's (ccp/cave.ts PAIRWISE_CAVE_FACTORS), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { sightingSpec, PAIRWISE_SIGHTING_FACTORS, pairwiseSightingSeeds } from '../oracle/procedures/ccp/sighting';
import type { SightingSituation } from '../machines/ccp/sighting';
import { caveSpec, PAIRWISE_CAVE_FACTORS, pairwiseCaveSeeds } from '../oracle/procedures/ccp/cave';
import type { CaveSituation, CaveUnit } from '../machines/ccp/cave';

const seeds = () => sightingSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));

const read = (s: SightingSituation): Record<string, string> => {
  const first = s.randomHexes[0];
  const there = s.markers.filter((m) => m.hex === first).length;
  const hexes = s.randomHexes.join();
  const owners = [...new Set(s.markers.map((m) => m.owner ?? 'none'))].join();
  return {
    markers: String(s.markers.length),
    inRandomHex: there === 0 ? 'none' : there === s.markers.length ? 'all' : 'some',
    randomHexes: s.randomHexes.length === 1 ? 'one' : hexes === 'E5,F6,G7' ? 'three distinct' : hexes === 'E5,F6,E5' ? 'three, the first again last' : '?',
    placement: !s.placement ? 'not stated' : s.placement.allotted === s.markers.length ? 'as many as on the map' : s.placement.allotted > s.markers.length ? 'more than on the map' : '?',
    // The owner is written on every marker or on none (no marker: nothing stated).
    owner: owners === 'axis' ? 'the Japanese player' : owners === 'none' || owners === '' ? 'not stated' : '?',
  };
};

// 1.8.2, 9.2 a): markers already in the random hex, or an owner stated (9.1), need a marker; "some but not all" needs two.
const forbidden = (p: Record<string, string>) =>
  (p.markers === '0' && ((p.inRandomHex !== undefined && p.inRandomHex !== 'none') || p.owner === 'the Japanese player')) || (p.markers === '1' && p.inRandomHex === 'some');

describe('generated CC:P Sighting situations (9.1, 1.8.2, 9.2 a): the markers on the map, those in the random hex, the random hexes, the allotment', () => {
  it('meets every two values of every two facts in some situation, but markers in the random hex or an owner without markers, and "some" of one', () => {
    expectEveryPairMeets(PAIRWISE_SIGHTING_FACTORS, seeds().map((s) => read(s.situation)), forbidden);
  });

  it('parses each situation with Sighting\'s own parser, every walk minimised', () => {
    for (const s of seeds()) {
      expectParsesMinimised(sightingSpec, s);
    }
  });

  itIsDeterministic(pairwiseSightingSeeds, seeds, 4 * 3, 'the markers × placement pairs');
});

describe('generated CC:P Cave situations (F102): the order, the moment, the cave\'s level, the hex\'s Cover, the units inside and outside, the other caves', () => {
  const caves = () => caveSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const unit = (u: CaveUnit | undefined, kind: string): string => (!u ? 'none' : `a ${kind}${u.activated ? ', activated' : u.placed ? ', placed' : ''}`);
  const readCave = (s: CaveSituation): Record<string, string> => ({
    order: s.order,
    occasion: s.occasion,
    level: String(s.cave.level),
    hexCover: String(s.hexCover),
    inside: unit(s.units.find((u) => u.inside && u.kind === 'squad'), 'Squad'),
    outside: unit(s.units.find((u) => !u.inside && u.kind === 'team'), 'Team'),
    otherCaves: ['none', 'one', 'two'][s.otherCaves.length] ?? '?',
  });

  it('meets every two values of every two facts in some situation, each parsed by Cave\'s own parser, every walk minimised', () => {
    expectEveryPairMeets(PAIRWISE_CAVE_FACTORS, caves().map((s) => readCave(s.situation)));
    for (const s of caves()) {
      expect(s.situation.cave.hex, s.name).toBe('E5');
      expect(s.situation.units.every((u) => u.side === 'japanese' && !(u.activated && u.placed)), s.name).toBe(true);
      expectParsesMinimised(caveSpec, s);
    }
  });

  itIsDeterministic(pairwiseCaveSeeds, caves, 11 * 5, 'the order × moment pairs');
});
