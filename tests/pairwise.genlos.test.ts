// Generated LOS situations (issue 16.5): every two values of every two facts a LOS check reads meet in some
// situation, read back from the situations (not the generator's rows), each parsed by its procedure's own parser.
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets } from './support/pairwise';
import type { Seed } from '../machines/core/procedure';
import type { LosSituation } from '../machines/cce/los-machine';
import { CCE_PAIRWISE_LOS_FACTORS, losSpec, PAIRWISE_LOS_LINES } from '../oracle/procedures/cce/los';
import { CCP_PAIRWISE_LOS_FACTORS, ccpLosSpec } from '../oracle/procedures/ccp/los';

type Hex = LosSituation['map']['hexes'][string];

/** A hex's generated value: a marker, terrain along a depiction (its hexsides carry it), or its terrain type. */
function valueOf(hex: Hex, id: string, s: LosSituation): string {
  if (hex.markers?.length) return hex.terrain.join('+') === 'Open Ground' ? hex.markers.join('+') : '?';
  const depiction = hex.terrain.find((t) => t === 'Road' || t === 'Railway');
  if (!depiction || hex.terrain.length === 1) return hex.terrain.join('+');
  const carrying = (s.map.hexsides ?? []).filter((h) => h.feature === depiction && h.between.includes(id));
  return carrying.length === 2 ? `${hex.terrain.filter((t) => t !== depiction).join('+')} along a ${depiction}` : '?';
}
const levelOf = (hex: Hex) => `${hex.elevation ?? 0}${hex.crest ? ' Crest' : ''}`;

function read(s: LosSituation, withHexside: boolean): Record<string, string> {
  const [line, g] = Object.entries(PAIRWISE_LOS_LINES).find(([, l]) => l.from === s.from && l.to === s.to)!;
  const hexes = s.map.hexes;
  // The line's hexes and no other; the rest Open Ground at level 0, the second hex between at level 0 (else the line reads '?').
  const laidOut = Object.keys(hexes).sort().join() === [g.from, g.between, g.beyond, g.to, ...g.others].sort().join() && g.others.every((h) => JSON.stringify(hexes[h]) === '{"terrain":["Open Ground"]}') && levelOf(hexes[g.beyond]) === '0';
  const same = (a: readonly string[], b: readonly string[]) => a.length === 2 && a.every((x) => b.includes(x));
  const features = (s.map.hexsides ?? []).filter((h) => h.feature !== 'Road' && h.feature !== 'Railway');
  const hexside = features.length === 0 ? 'none' : features.length > 1 ? '?' : same(features[0].between, g.middle) ? features[0].feature : same(features[0].between, g.targetSide) ? `${features[0].feature} on a side of the target hex` : same(features[0].between, g.sightingSide) ? `${features[0].feature} on a side of the sighting hex` : '?';
  return {
    line: laidOut ? line : '?',
    between: valueOf(hexes[g.between], g.between, s),
    betweenLevel: levelOf(hexes[g.between]),
    beyond: valueOf(hexes[g.beyond], g.beyond, s),
    sighting: valueOf(hexes[g.from], g.from, s),
    target: valueOf(hexes[g.to], g.to, s),
    sightingLevel: levelOf(hexes[g.from]),
    targetLevel: levelOf(hexes[g.to]),
    ...(withHexside ? { hexside } : {}),
  };
}

/** The seeds the procedure's own parser refuses, with its error (none expected). */
function refused(seeds: readonly Seed<LosSituation>[], parse: (raw: unknown, path: string) => unknown): string[] {
  return seeds.flatMap((s) => {
    try {
      parse(JSON.parse(JSON.stringify(s.situation)), 'input');
      return [];
    } catch (e) {
      return [`${s.name}: ${(e as Error).message}`];
    }
  });
}

describe('generated CC:E LOS situations (10, T78.4, T79-T99, T86, T88.3-T88.5)', () => {
  const seeds = losSpec.seeds.filter((s) => s.name.startsWith('pairwise-')) as Seed<LosSituation>[];

  it('meets every two values of every two facts in some situation, each parsed by CC:E LOS\'s own parser', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(17 * 7); // at least the between × hexside pairs
    expectEveryPairMeets(CCE_PAIRWISE_LOS_FACTORS, seeds.map((s) => read(s.situation, true)));
    expect(refused(seeds, losSpec.parseSituation)).toEqual([]);
    expect(seeds.every((s) => s.minimise)).toBe(true);
  });

  it('is deterministic', () => {
    const again = (losSpec.seeds as Seed<LosSituation>[]).filter((s) => s.name.startsWith('pairwise-'));
    expect(again).toEqual(seeds);
  });
});

describe('generated CC:P LOS situations (16, T81.4, T82-T97, T88, T89.3-T89.5): CC:E\'s generator with CC:P\'s Terrain Chart', () => {
  const seeds = ccpLosSpec.seeds.filter((s) => s.name.startsWith('pairwise-')) as Seed<LosSituation>[];

  it('meets every two values of every two facts in some situation, with no hexside terrain, each parsed by CC:P LOS\'s own parser', () => {
    expect(CCP_PAIRWISE_LOS_FACTORS).not.toHaveProperty('hexside');
    expect(seeds.length).toBeGreaterThanOrEqual(14 * 5); // at least the between × beyond pairs
    expect(seeds.every((s) => (s.situation.map.hexsides ?? []).length === 0)).toBe(true);
    expectEveryPairMeets(CCP_PAIRWISE_LOS_FACTORS, seeds.map((s) => read(s.situation, false)));
    expect(refused(seeds, ccpLosSpec.parseSituation)).toEqual([]);
    expect(seeds.every((s) => s.minimise)).toBe(true);
  });
});
