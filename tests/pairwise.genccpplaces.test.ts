// Generated CC:P Event situations, sixth file (issue 16.5): the facts E65 Malfunction, E73 Shellholes and E80 White
// Phosphorus read (oracle/procedures/ccp/event-pairwise-f.ts: CC:E's generators with CC:P's edition), read back from
// the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { parseCcpEventSituation } from '../oracle/procedures/ccp/event';
import { CCP_PAIRWISE_MALFUNCTION_FACTORS, CCP_PAIRWISE_SHELLHOLES_FACTORS, CCP_PAIRWISE_WHITE_PHOSPHORUS_FACTORS, pairwiseCcpEventSeedsF } from '../oracle/procedures/ccp/event-pairwise-f';
import type { Unit } from '../machines/cce/units';
import { malfunctionFacts, whitePhosphorusFacts } from './support/place-event-facts';

/** A generated situation as written (the seed's raw JSON). */
type Raw = {
  reader: string;
  active: string;
  decks: Record<string, { draw: { id: string; randomHex?: string; event?: string }[] }>;
  units: Unit[];
  smoke?: string[];
  smokeDraws?: number[];
  weapons?: unknown;
  nationalities?: unknown;
  map: { hexes: Record<string, { terrain: string[]; markers?: string[]; elevation?: number }> };
};
// One generation, kept; the determinism test generates them again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeedsF());
const of = (event: string) => generated().filter((s) => s.name.startsWith(`pairwise-${event}-`)).map((s) => s.situation as unknown as Raw);
const last = (s: Raw, n: number) => (s.decks[s.reader].draw.length === n ? 'the Random Hex card is the last' : s.decks[s.reader].draw.length === n + 1 ? 'no' : '?');
/** The terrain types a CC:P Event situation holds (CCP_FIRE_TERRAIN), written out: the Stream alone Water (T96). */
const CCP_TERRAIN = ['Open Ground', 'Building', 'Gully', 'Stream', 'Hill', 'Trail'];
const terrainOf = (h: { terrain: string[]; elevation?: number }) => (h.terrain.join() === 'Hill' && h.elevation !== 1 ? '? Hill level' : h.terrain.join('+'));

describe('generated CC:P Malfunction, Shellholes and White Phosphorus situations: CC:P situations, each parsed by CC:P Event\'s parser', () => {
  it('are each minimised, named pairwise-<event>-NN, the named Event on top of the reader\'s draw pile, with no broken-Weapon list or nationalities; each parses as written', () => {
    const names: Record<string, string> = { malfunction: 'Malfunction', shellholes: 'Shellholes', 'white-phosphorus': 'White Phosphorus' };
    for (const s of generated()) {
      const x = s.situation as unknown as Raw;
      expect(s.minimise, s.name).toBe(true);
      expect(s.name, s.name).toMatch(/^pairwise-(malfunction|shellholes|white-phosphorus)-\d\d$/);
      expect(x.decks[x.reader].draw[0].event, s.name).toBe(names[s.name.replace(/^pairwise-|-\d\d$/g, '')]);
      // CC:P 5.4: no Random Hex checks a broken Weapon; 1: the Japanese player is `axis`, no nationalities.
      expect([x.weapons, x.nationalities], s.name).toEqual([undefined, undefined]);
      expect(Object.values(x.map.hexes).flatMap((h) => h.terrain).filter((t) => !CCP_TERRAIN.includes(t)), s.name).toEqual([]);
      expectParses({ parseSituation: parseCcpEventSituation }, s);
    }
  });

  itIsDeterministic(pairwiseCcpEventSeedsF, generated, 3 * 2 + 5 * 9 + 1 + 3 * 4, 'Malfunction\'s closest × broken pairs, Shellholes\' land × marker pairs and the Stream, White Phosphorus\'s terrain × squad pairs');
});


describe('E65 Malfunction: the closest unbroken Weapon, a tie or a farther one, a broken one nearer (never Fixed: 5.4)', () => {
  const read = (s: Raw): Record<string, string> => {
    const { broken, nearer, facts } = malfunctionFacts(s);
    return { ...facts, broken: broken.length === 0 ? 'none' : broken.length === 1 && nearer ? 'a broken MG nearer' : '?', last: last(s, 2) };
  };

  it('meets every two values of every two facts in some situation, but a second MG as close as the Random Hex, or none beside it; the readers alternate', () => {
    const seeds = of('malfunction');
    expectEveryPairMeets(CCP_PAIRWISE_MALFUNCTION_FACTORS, seeds.map(read), (p) => p.closest === 'the Random Hex' && p.second !== undefined && p.second !== 'one hex farther');
    expect(seeds.map((s) => s.reader)).toEqual(seeds.map((_, i) => (i % 2 === 0 ? 'axis' : 'allied')));
  });
});

describe('E73 Shellholes: the Random Hex\'s terrain and markers, a Squad there', () => {
  const read = (s: Raw): Record<string, string> => {
    const hex = s.decks[s.reader].draw[1].randomHex!;
    const h = s.map.hexes[hex];
    const markers = h.markers ?? [];
    const smoked = markers.some((m) => m.startsWith('Smoke:')) === (s.smoke ?? []).includes(hex);
    return {
      terrain: terrainOf(h),
      marker: !smoked ? '? smoke list' : markers.join('+') || 'none',
      units: s.units.length === 0 ? 'none' : s.units.length === 1 && s.units[0].hex === hex && s.units[0].kind === 'squad' ? 'a Squad' : '?',
      last: last(s, 2),
    };
  };

  it('holds every terrain type of a CC:P Event situation, each Fortification marker, a Blaze and a Smoke', () => {
    expect(CCP_PAIRWISE_SHELLHOLES_FACTORS.terrain).toEqual(CCP_TERRAIN);
    expect(CCP_PAIRWISE_SHELLHOLES_FACTORS.marker).toEqual(['none', 'Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines', 'Blaze', 'Smoke:2']);
  });

  it('meets every two values of every two facts in some situation, but a marker in the Stream or a Squad in a Blaze', () => {
    // F100.3, T96; 15.1.5, T83.
    const forbidden = (p: Record<string, string>) => (p.terrain === 'Stream' && p.marker !== undefined && p.marker !== 'none') || (p.units === 'a Squad' && p.marker === 'Blaze');
    expectEveryPairMeets(CCP_PAIRWISE_SHELLHOLES_FACTORS, of('shellholes').map(read), forbidden);
  });
});

describe('E80 White Phosphorus: his unit beside a hex, the hex, its Smoke and units, the Smoke drawn', () => {
  const read = (s: Raw): Record<string, string> =>
    whitePhosphorusFacts(s, (h) => {
      const t = terrainOf(h);
      return t === 'Stream' ? 'Stream' : ['Open Ground', 'Building', 'Gully', 'Hill', 'Trail'].includes(t) ? 'land' : '?';
    });

  it('meets every two values of every two facts in some situation, but a Smoke in the Stream or a Blaze, a unit in a Blaze; every land type of a CC:P Event situation met', () => {
    // T96, 15.1.5, T83; no unit there (none, or a Blaze): nothing to read of its status or kind.
    const forbidden = (p: Record<string, string>) =>
      (['Stream', 'a Blaze'].includes(p.terrain ?? '') && p.there !== undefined && p.there !== 'none') ||
      (p.terrain === 'a Blaze' && p.units !== undefined && p.units !== 'none') ||
      ((p.units === 'none' || p.terrain === 'a Blaze') && ((p.status !== undefined && p.status !== 'unbroken') || (p.kind !== undefined && p.kind !== 'Squad')));
    const seeds = of('white-phosphorus');
    expectEveryPairMeets(CCP_PAIRWISE_WHITE_PHOSPHORUS_FACTORS, seeds.map(read), forbidden);
    expect([...new Set(seeds.map((s) => terrainOf(s.map.hexes.B1)))].sort()).toEqual(['Building', 'Gully', 'Hill', 'Open Ground', 'Stream', 'Trail']);
  });

  it('offers B1 alone: every other hex beside his units a Stream (T96: Water); a Smoke on the Smoke list', () => {
    for (const x of of('white-phosphorus')) {
      const beside = ['A2', ...(x.units.some((u) => u.hex === 'C1') ? ['D1', 'C2'] : [])];
      expect(beside.map((h) => x.map.hexes[h]?.terrain.join())).toEqual(beside.map(() => 'Stream'));
      expect(x.smoke ?? []).toEqual((x.map.hexes.B1.markers ?? []).some((m) => m.startsWith('Smoke')) ? ['B1'] : []);
    }
  });
});
