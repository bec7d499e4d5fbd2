// Generated CC:E Event situations, third part (issue 16.5): E48 Breeze, E77 White Phosphorus and E70 Sappers
// (oracle/procedures/cce/events/gen-more.ts), the facts read back from the situations themselves (not from the
// generator's rows). The compass and the map edges are machines/core/hex.ts's (2.1, 2.2.2; tested in its own file).
import { describe, expect, it } from 'vitest';
import { displacementFact, expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { eventSpec } from '../oracle/procedures/cce/event';
import { CCE_PAIRWISE_BREEZE_FACTORS, CCE_PAIRWISE_SAPPERS_FACTORS, CCE_PAIRWISE_WHITE_PHOSPHORUS_FACTORS, pairwiseBreezeSeeds, pairwiseSappersSeeds, pairwiseWhitePhosphorusSeeds } from '../oracle/procedures/cce/events/gen-more';
import { hexId, neighbour, neighboursOnMap, onMap, parseHex, type Direction } from '../machines/core/hex';
import type { Unit } from '../machines/cce/units';
import { whitePhosphorusFacts } from './support/place-event-facts';

/** A generated situation as written (the seed's raw JSON, as a request's input: cards in full, optional fields absent). */
type Raw = {
  reader: string;
  active: string;
  initiative: string;
  decks: Record<string, { draw: { id: string; event?: string; direction?: number }[]; discard: unknown[] }>;
  units: Unit[];
  objectives?: { number: number; hexes: string[]; controller?: string }[];
  smoke?: string[];
  smokeDraws?: number[];
  map: { geometry: { columns: number; rows: number }; hexes: Record<string, { terrain: string[]; markers?: string[]; impassable?: boolean }> };
};
const generated = (prefix: string) => () => eventSpec.seeds.filter((s) => s.name.startsWith(`pairwise-${prefix}-`)) as unknown as { name: string; situation: Raw; minimise?: boolean }[];
const other = (p: string) => (p === 'axis' ? 'allied' : 'axis');
const WATER = ['Marsh', 'Stream', 'Water Barrier'];
const LAND = ['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building'];
const FORTIFICATIONS = ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines'];
const odd = (hex: string) => (hex.charCodeAt(0) - 64) % 2 === 1;

describe('generated Breeze situations (E48): the wind, the Blaze and the hex downwind of it, its units and the hexes around it', () => {
  const seeds = generated('breeze');
  /** The far Blazes a second Blaze elsewhere stands in (the first Blaze is E5, H5 or on a map edge). */
  const FAR = ['H8', 'B8', 'H2', 'B2'];
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const g = s.map.geometry;
    const top = s.decks[s.reader].draw[0];
    const dir = top.direction as Direction;
    const down = (h: string) => neighbour(parseHex(h, 'hex'), dir);
    const markers = (h: string) => s.map.hexes[h]?.markers ?? [];
    const blazes = Object.keys(s.map.hexes).filter((h) => markers(h).includes('Blaze'));
    // The Blaze the wind blows from: E5 or H5, else the one on the edge whose downwind hex is off the map.
    const first = blazes.filter((h) => ['E5', 'H5'].includes(h));
    const edge = blazes.filter((h) => !onMap(g, down(h)));
    const b = first.length === 1 ? first[0] : first.length === 0 && edge.length === 1 ? edge[0] : '?';
    const d = b !== '?' && onMap(g, down(b)) ? hexId(down(b)) : null;
    const dh = d ? s.map.hexes[d] : undefined;
    const t = dh?.terrain.join('+') ?? '';
    const others = blazes.filter((h) => h !== b && h !== d);
    const around = d ? neighboursOnMap(g, parseHex(d, 'hex')).map(hexId).filter((h) => h !== b) : [];
    const isOpen = (x: string) => s.map.hexes[x]?.terrain.join() === 'Open Ground' && !s.map.hexes[x].markers && !s.map.hexes[x].impassable;
    const isClosed = (x: string) => s.map.hexes[x]?.terrain.join() === 'Water Barrier' || s.map.hexes[x]?.impassable === true;
    const open = around.filter(isOpen);
    const shut = around.filter(isClosed);
    const there = s.units.filter((u) => u.hex === open[0]);
    const obj = (s.objectives ?? []).filter((o) => o.hexes.includes(open[0]));
    const enemy = other(s.reader);
    const aroundFact = !d ? (s.units.length === 0 && !s.objectives ? 'all open' : '?') : displacementFact(around, open, shut, there, obj, enemy);
    const inD = s.units.filter((u) => u.hex === d).map((u) => (u.owner === s.reader ? 'reader' : 'opponent')).join(',');
    const m = markers(d ?? '').filter((x) => x !== 'Blaze').join('+') || 'none';
    const smokeElsewhere = Object.keys(s.map.hexes).filter((h) => h !== d && markers(h).some((x) => x.startsWith('Smoke')));
    return {
      around: aroundFact,
      units: { reader: "a Squad of the reader's", opponent: "a Squad of his opponent's", 'reader,opponent': 'one of each side', '': 'none' }[inD] ?? '?',
      downwind: !d ? (b === '?' ? '?' : 'off the map') : markers(d).includes('Blaze') ? (t === 'Open Ground' ? 'a Blaze' : '?') : t === 'Stream+Bridge' ? 'a Bridge over a Stream' : WATER.includes(t) ? t : LAND.includes(t) ? 'land' : '?',
      direction: String(dir),
      marker: FORTIFICATIONS.includes(m) ? 'a Fortification' : ['none', 'Smoke:2'].includes(m) ? m : '?',
      blazes: others.length === 0 ? 'one'
        : others.length === 1 && hexId(down(others[0])) === b ? 'a second upwind in line'
        : others.length === 1 && FAR.includes(others[0]) && isOpen(hexId(down(others[0]))) ? 'a second elsewhere' : '?',
      column: b === '?' ? '?' : odd(b) ? 'odd-lettered' : 'even-lettered',
      smoke: smokeElsewhere.length === 0 ? 'none' : smokeElsewhere.length === 1 && markers(smokeElsewhere[0]).join() === 'Smoke:1' ? 'a Smoke elsewhere' : '?',
      active: s.active === s.reader ? 'the reader' : s.active === enemy ? 'his opponent' : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation, but a marker in Water or a Blaze, a unit in a Blaze or a Water Barrier, a hex off the map holding anything', () => {
    // F100.3, T89, T95, T98, T79, 8.1.5; 2.1 (no hex off the map). The one triple no map holds (off the map to 6 of an even-lettered column) is a triple: every pair of it meets.
    const forbidden = (p: Record<string, string>) =>
      ([...WATER, 'a Blaze', 'off the map'].includes(p.downwind ?? '') && p.marker !== undefined && p.marker !== 'none') ||
      (['a Blaze', 'Water Barrier', 'off the map'].includes(p.downwind ?? '') && p.units !== undefined && p.units !== 'none') ||
      (p.downwind === 'off the map' && p.around !== undefined && p.around !== 'all open');
    expectEveryPairMeets(CCE_PAIRWISE_BREEZE_FACTORS, seeds().map(read), forbidden);
  });

  it('lists every Smoke on the Smoke list, the Breeze card on top of the reader\'s pile, every land type and Fortification; each parsed by the Event parser, every walk minimised', () => {
    const downwind = seeds().flatMap(({ situation: s }) => ['E5', 'H5'].filter((h) => s.map.hexes[h]?.markers?.includes('Blaze')).map((b) => s.map.hexes[hexId(neighbour(parseHex(b, 'hex'), s.decks[s.reader].draw[0].direction as Direction))]));
    expect(LAND.every((t) => downwind.some((h) => h?.terrain.join() === t))).toBe(true);
    expect(FORTIFICATIONS.every((f) => downwind.some((h) => h?.markers?.includes(f)))).toBe(true);
    for (const s of seeds()) {
      const x = s.situation;
      expect(x.smoke ?? [], s.name).toEqual(Object.keys(x.map.hexes).filter((h) => (x.map.hexes[h].markers ?? []).some((m) => m.startsWith('Smoke'))).sort());
      expect(x.decks[x.reader].draw[0].event, s.name).toBe('Breeze');
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseBreezeSeeds, seeds, 6 * 7 - 1, 'the direction × downwind pairs');
});

describe('generated White Phosphorus situations (E77): his unit beside a hex, the hex, its Smoke and units, the Smoke drawn', () => {
  const seeds = generated('white-phosphorus');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> =>
    whitePhosphorusFacts(s, (h) => {
      const t = h.terrain.join('+');
      return t === 'Stream+Bridge' ? 'a Bridge over a Stream' : WATER.includes(t) ? t : LAND.includes(t) ? 'land' : '?';
    });

  it('meets every two values of every two facts in some situation, but a Smoke in Water or a Blaze, a unit in a Blaze or a Water Barrier', () => {
    // F100.3, T89, T95, T98, T79, 8.1.5; no unit there (none, or a Blaze or a Water Barrier): nothing to read of its status or kind.
    const forbidden = (p: Record<string, string>) =>
      ([...WATER, 'a Blaze'].includes(p.terrain ?? '') && p.there !== undefined && p.there !== 'none') ||
      (['Water Barrier', 'a Blaze'].includes(p.terrain ?? '') && p.units !== undefined && p.units !== 'none') ||
      ((p.units === 'none' || ['Water Barrier', 'a Blaze'].includes(p.terrain ?? '')) && ((p.status !== undefined && p.status !== 'unbroken') || (p.kind !== undefined && p.kind !== 'Squad')));
    expectEveryPairMeets(CCE_PAIRWISE_WHITE_PHOSPHORUS_FACTORS, seeds().map(read), forbidden);
  });

  it('offers B1 alone: every other hex beside his units a Water Barrier; a Smoke on the Smoke list; each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      const x = s.situation;
      const beside = ['A2', ...(x.units.some((u) => u.hex === 'C1') ? ['D1', 'C2'] : [])];
      expect(beside.map((h) => x.map.hexes[h]?.terrain.join()), s.name).toEqual(beside.map(() => 'Water Barrier'));
      expect(x.smoke ?? [], s.name).toEqual((x.map.hexes.B1.markers ?? []).some((m) => m.startsWith('Smoke')) ? ['B1'] : []);
      expect(x.decks[x.reader].draw[0].event, s.name).toBe('White Phosphorus');
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseWhitePhosphorusSeeds, seeds, 6 * 4, 'the terrain × squad pairs');
});

describe('generated Sappers situations (E70): the Mines, Wire and other Fortifications on the map, what shares their hex', () => {
  const seeds = generated('sappers');
  const OTHER = ['Foxholes', 'Trench', 'Bunker', 'Pillbox'];
  const fort = (ms: string[]) => {
    const f = ms.filter((m) => !m.startsWith('Smoke'));
    return f.length === 0 ? 'none' : f.length > 1 ? '?' : OTHER.includes(f[0]) ? 'another Fortification' : ['Mines', 'Wire'].includes(f[0]) ? f[0] : '?';
  };
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const c3 = s.map.hexes.C3.markers ?? [];
    const u = s.units;
    const smoke = c3.filter((m) => m.startsWith('Smoke'));
    return {
      first: fort(c3),
      second: fort(s.map.hexes.F6.markers ?? []),
      with: u.length === 0 ? (smoke.length === 0 ? 'nothing' : smoke.join()) : u.length === 1 && u[0].hex === 'C3' && u[0].kind === 'squad' && smoke.length === 0 ? (u[0].owner === s.reader ? "a Squad of the reader's" : "a Squad of his opponent's") : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation', () => {
    expectEveryPairMeets(CCE_PAIRWISE_SAPPERS_FACTORS, seeds().map(read));
  });

  it('uses every other Fortification; each parsed by the Event parser, every walk minimised', () => {
    const markers = new Set(seeds().flatMap((s) => [...(s.situation.map.hexes.C3.markers ?? []), ...(s.situation.map.hexes.F6.markers ?? [])]));
    expect(OTHER.every((m) => markers.has(m))).toBe(true);
    for (const s of seeds()) {
      expect(Object.keys(s.situation.map.hexes), s.name).toEqual(['C3', 'F6']);
      expect(s.situation.decks[s.situation.reader].draw[0].event, s.name).toBe('Sappers');
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseSappersSeeds, seeds, 4 * 4, 'the first × second pairs');
});
