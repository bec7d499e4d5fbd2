// Generated CC:P Sighting situations (issue 16.5): 9.1, 1.8.2, 9.2 a)'s facts (oracle/procedures/ccp/sighting.ts
// PAIRWISE_SIGHTING_FACTORS), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets } from './support/pairwise';
import { sightingSpec, PAIRWISE_SIGHTING_FACTORS, pairwiseSightingSeeds } from '../oracle/procedures/ccp/sighting';
import type { SightingSituation } from '../machines/ccp/sighting';

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
      expect(() => sightingSpec.parseSituation(JSON.parse(JSON.stringify(s.situation)), 'situation'), s.name).not.toThrow();
      expect(s.minimise, s.name).toBe(true);
    }
  });

  it('is deterministic: a second generation gives the same situations', () => {
    expect(JSON.stringify(pairwiseSightingSeeds())).toBe(JSON.stringify(seeds()));
    expect(seeds().length).toBeGreaterThanOrEqual(4 * 3); // at least the markers × placement pairs
  });
});
