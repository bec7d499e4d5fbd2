// Generated CC:E Event situations, second half (issue 16.5): the Sniper! and the Events of intel.ts, placement.ts,
// markers.ts (oracle/procedures/cce/events/gen-places.ts), the facts read back from the situations themselves (not
// from the generator's rows).
import { describe, expect, it } from 'vitest';
import { displacementFact, expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { eventSpec } from '../oracle/procedures/cce/event';
import { CCE_PAIRWISE_AIR_SUPPORT_FACTORS, CCE_PAIRWISE_BLAZE_FACTORS, CCE_PAIRWISE_DUST_FACTORS, CCE_PAIRWISE_ENTRENCH_FACTORS, CCE_PAIRWISE_MALFUNCTION_FACTORS, CCE_PAIRWISE_RANDOM_FORTIFICATION_FACTORS, CCE_PAIRWISE_SNIPER_FACTORS, pairwiseAirSupportSeeds, pairwiseBlazeSeeds, pairwiseDustSeeds, pairwiseEntrenchSeeds, pairwiseMalfunctionSeeds, pairwiseRandomFortificationSeeds, pairwiseSniperSeeds } from '../oracle/procedures/cce/events/gen-places';
import type { Unit } from '../machines/cce/units';
import { malfunctionFacts, placeOf } from './support/place-event-facts';

/** A generated situation as written (the seed's raw JSON, as a request's input: cards in full, optional fields absent). */
type Raw = {
  reader: string;
  active: string;
  initiative: string;
  trigger?: string;
  decks: Record<string, { draw: { id: string; randomHex?: string; event?: string }[]; discard: unknown[] }>;
  units: Unit[];
  objectives?: { number: number; hexes: string[]; controller?: string }[];
  smoke?: string[];
  smokeDraws?: number[];
  weapons?: { id: string; fix: [number, number]; elim: [number, number] }[];
  specialChits?: { elimDoubled?: boolean };
  map: { hexes: Record<string, { terrain: string[]; markers?: string[]; impassable?: boolean }> };
};
const generated = (prefix: string) => () => eventSpec.seeds.filter((s) => s.name.startsWith(`pairwise-${prefix}-`)) as unknown as { name: string; situation: Raw; minimise?: boolean }[];
const other = (p: string) => (p === 'axis' ? 'allied' : 'axis');
const status = (u: Unit, reader: string) => `${u.owner === reader ? 'own' : 'enemy'} ${u.broken ? 'broken' : 'unbroken'}`;

/**
 * The hexes around E5 (an odd-lettered column) and D5 (an even-lettered one, half a hex lower: 2.1), in compass
 * order 1 up .. 6 up-left (2.2.2), one and two hexes away, worked out by hand on the map's hexgrid.
 */
const AROUND: Record<string, { adjacent: string[]; 'two hexes away': string[] }> = {
  E5: { adjacent: ['E4', 'F4', 'F5', 'E6', 'D5', 'D4'], 'two hexes away': ['E3', 'G4', 'G6', 'E7', 'C6', 'C4'] },
  D5: { adjacent: ['D4', 'E5', 'E6', 'D6', 'C6', 'C5'], 'two hexes away': ['D3', 'F4', 'F6', 'D7', 'B6', 'B4'] },
};

describe('generated Sniper! situations (1.9.1.3): the Random Hex, the units in and around it, a broken Weapon, the VP', () => {
  const seeds = generated('sniper');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[0].randomHex!;
    const inHex = s.units.filter((u) => u.hex === hex);
    const near = s.units.filter((u) => u.hex !== hex);
    const n = near[0];
    const where = (['adjacent', 'two hexes away'] as const).find((d) => AROUND[hex]?.[d].includes(n.hex));
    const w = n.weapon;
    const brokenW = (s.weapons ?? []).find((x) => x.id === w?.id);
    return {
      direction: near.length === 1 && where ? String(AROUND[hex][where].indexOf(n.hex) + 1) : '?',
      inHex: inHex.length === 0 ? 'none' : inHex.length === 1 && inHex[0].kind === 'squad' ? status(inHex[0], s.reader) : '?',
      near: status(n, s.reader),
      kind: n.hero ? (n.kind === 'leader' ? 'Hero' : '?') : n.kind === 'leader' ? `Leader of Command ${n.sides.unbroken.command}` : n.kind === 'squad' ? 'Squad' : 'Team',
      // 11.4 with the Random Hex's number 5: within the Fix range, or the Elim range only.
      weapon: !w ? '?' : !w.broken ? (brokenW ? '?' : 'an MG') : !brokenW ? '?' : brokenW.fix[0] <= 5 && 5 <= brokenW.fix[1] ? 'a broken MG Fixed' : brokenW.elim[0] <= 5 && 5 <= brokenW.elim[1] ? 'a broken MG eliminated' : '?',
      distance: where ?? '?',
      column: hex === 'E5' ? 'odd-lettered' : hex === 'D5' ? 'even-lettered' : '?',
      last: draw.length === 1 ? 'the Random Hex card is the last' : draw.length === 2 ? 'no' : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation (a unit of each kind, side and status in and beside every hex direction)', () => {
    expect(Object.keys(CCE_PAIRWISE_SNIPER_FACTORS)).toEqual(['direction', 'near', 'inHex', 'kind', 'weapon', 'distance', 'column', 'last', 'reader']);
    expectEveryPairMeets(CCE_PAIRWISE_SNIPER_FACTORS, seeds().map(read));
  });

  it('is a Sniper! of the reader, active and holding the Initiative, the Random Hex on his top card, each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      const { situation: x } = s;
      expect([x.trigger, x.active, x.initiative, x.decks[other(x.reader)].draw.length], s.name).toEqual(['Sniper!', x.reader, x.reader, 1]);
      expect(x.units.length, s.name).toBeLessThanOrEqual(2);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseSniperSeeds, seeds, 6 * 4, 'the direction × kind pairs');
});


describe('generated Air Support situations (E43): the closest occupied hex, a tie or a farther one, the units broken there', () => {
  const seeds = generated('air-support');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const hex = s.decks[s.reader].draw[1].randomHex!;
    const hexes = [...new Set(s.units.map((u) => u.hex))];
    const dist = (h: string) => (h === hex ? 0 : (placeOf(hex, h)?.[1] ?? 9));
    const d = Math.min(...hexes.map(dist));
    const closest = hexes.filter((h) => dist(h) === d);
    const first = closest.find((h) => d === 0 || (placeOf(hex, h)?.[0] ?? 9) <= 3)!;
    const hit = s.units.filter((u) => u.hex === first);
    const rest = hexes.filter((h) => h !== first);
    const second = rest.length === 0 ? 'none' : rest.length > 1 ? '?' : dist(rest[0]) === d ? 'as close' : dist(rest[0]) === d + 1 ? 'one hex farther' : '?';
    const towards = d === 0 ? (rest.length === 1 ? placeOf(hex, rest[0]) : undefined) : placeOf(hex, first);
    // The second hex, when there is one and the closest is not the Random Hex, lies in the opposite direction.
    const opposite = d === 0 || rest.length === 0 || placeOf(hex, rest[0])?.[0] === ((towards?.[0] ?? 0) + 2) % 6 + 1;
    const sides = hit.map((u) => `${u.owner === s.reader ? 'own' : 'enemy'}${u.broken ? ' broken' : ''}`).join(', ');
    const units = { enemy: 'enemy unbroken', own: 'own unbroken', 'enemy, enemy broken': 'enemy, one of two broken', 'own, enemy broken': 'both sides, one broken' }[sides] ?? '?';
    const k = hit[0];
    return {
      direction: towards && opposite ? String(towards[0]) : '?',
      closest: ['the Random Hex', 'adjacent', 'two hexes away'][d] ?? '?',
      units,
      second,
      kind: k.kind === 'leader' ? `Leader of Command ${k.sides.unbroken.command}` : k.kind === 'squad' ? 'Squad' : 'Team',
      column: hex === 'E5' ? 'odd-lettered' : hex === 'F5' ? 'even-lettered' : '?',
      last: s.decks[s.reader].draw.length === 2 ? 'the Random Hex card is the last' : s.decks[s.reader].draw.length === 3 ? 'no' : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation, but a second hex as close as an occupied Random Hex, or none beside it', () => {
    expectEveryPairMeets(CCE_PAIRWISE_AIR_SUPPORT_FACTORS, seeds().map(read), (p) => p.closest === 'the Random Hex' && p.second !== undefined && p.second !== 'one hex farther');
  });

  it('reveals Air Support, then the Random Hex, each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      expect(s.situation.decks[s.situation.reader].draw.slice(0, 2).map((c) => c.event ?? 'hex'), s.name).toEqual(['Air Support', 'hex']);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseAirSupportSeeds, seeds, 3 * 4, 'the units × second pairs');
});

describe('generated Malfunction situations (E63): the closest unbroken Weapon, a tie or a farther one, a broken one nearer', () => {
  const seeds = generated('malfunction');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const { broken, nearer, facts } = malfunctionFacts(s);
    const b = broken[0];
    const ranges = (s.weapons ?? []).find((w) => w.id === b?.weapon?.id);
    return {
      ...facts,
      // 11.4 with the Random Hex's number 5.
      broken: broken.length === 0 ? 'none' : broken.length > 1 || !nearer || !ranges ? '?' : ranges.fix[0] <= 5 && 5 <= ranges.fix[1] ? 'a broken MG nearer, Fixed by the Random Hex' : ranges.elim[0] <= 5 && 5 <= ranges.elim[1] ? '?' : 'a broken MG nearer, not Fixed',
      last: s.decks[s.reader].draw.length === 2 ? 'the Random Hex card is the last' : s.decks[s.reader].draw.length === 3 ? 'no' : '?',
    };
  };

  it('meets every two values of every two facts in some situation, but a second MG as close as the Random Hex, or none beside it; each parsed by the Event parser, every walk minimised', () => {
    expectEveryPairMeets(CCE_PAIRWISE_MALFUNCTION_FACTORS, seeds().map(read), (p) => p.closest === 'the Random Hex' && p.second !== undefined && p.second !== 'one hex farther');
    for (const s of seeds()) expectParsesMinimised(eventSpec, s);
  });

  itIsDeterministic(pairwiseMalfunctionSeeds, seeds, 3 * 3, 'the broken × second pairs');
});

describe('generated Blaze situations (E46): the Random Hex\'s terrain, markers and units, the hexes around it', () => {
  const seeds = generated('blaze');
  const WATER = ['Marsh', 'Stream', 'Water Barrier'];
  const LAND = ['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building'];
  const FORTIFICATIONS = ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines'];
  /** The Random Hexes and their neighbours on a 10×10 map, worked out by hand (2.1: A1 and E1 on the top edge, A1 in the corner). */
  const PLACES: Record<string, [string, string[]]> = { E5: ['interior', ['E4', 'F4', 'F5', 'E6', 'D5', 'D4']], E1: ['map edge', ['F1', 'E2', 'D1']], A1: ['map corner', ['B1', 'A2']] };
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[1].randomHex!;
    const h = s.map.hexes[hex];
    const t = h.terrain.join('+');
    const [place, around] = PLACES[hex] ?? ['?', []];
    const m = (h.markers ?? []).join('+') || 'none';
    const inHex = s.units.filter((u) => u.hex === hex).map((u) => (u.owner === s.reader ? 'reader' : 'opponent')).join(',');
    const isOpen = (x: string) => s.map.hexes[x]?.terrain.join() === 'Open Ground' && !s.map.hexes[x].markers && !s.map.hexes[x].impassable;
    const isClosed = (x: string) => ['Blaze'].includes((s.map.hexes[x]?.markers ?? []).join()) || s.map.hexes[x]?.terrain.join() === 'Water Barrier' || s.map.hexes[x]?.impassable === true;
    const open = around.filter(isOpen);
    const shut = around.filter(isClosed);
    const listed = Object.keys(s.map.hexes).sort().join() === [hex, ...around].sort().join();
    const there = s.units.filter((u) => u.hex === open[0]);
    const obj = (s.objectives ?? []).filter((o) => o.hexes.includes(open[0]));
    const enemy = s.reader === 'axis' ? 'allied' : 'axis';
    const aroundFact = !listed ? '?' : displacementFact(around, open, shut, there, obj, enemy);
    return {
      around: aroundFact,
      units: { reader: "a Squad of the reader's", opponent: "a Squad of his opponent's", 'reader,opponent': 'one of each side', '': 'none' }[inHex] ?? '?',
      terrain: t === 'Stream+Bridge' ? 'a Bridge over a Stream' : WATER.includes(t) ? t : LAND.includes(t) ? 'land' : '?',
      marker: FORTIFICATIONS.includes(m) ? 'a Fortification' : ['none', 'Smoke:2', 'Blaze'].includes(m) ? m : '?',
      place,
      active: s.active === s.reader ? 'the reader' : s.active === enemy ? 'his opponent' : '?',
      last: draw.length === 2 ? 'the Random Hex card is the last' : draw.length === 3 ? 'no' : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation, but a marker in Water, a Blaze or Smoke already on a Bridge over a Stream (left out, argued in gen-places.ts), a unit in a Blaze or a Water Barrier', () => {
    // F100.3, T89, T95, T98; T79, T98.
    const forbidden = (p: Record<string, string>) =>
      (WATER.includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none') ||
      (p.terrain === 'a Bridge over a Stream' && ['Blaze', 'Smoke:2'].includes(p.marker ?? '')) ||
      (p.units !== undefined && p.units !== 'none' && (p.marker === 'Blaze' || p.terrain === 'Water Barrier'));
    expectEveryPairMeets(CCE_PAIRWISE_BLAZE_FACTORS, seeds().map(read), forbidden);
  });

  it('uses every land type and every Fortification, a Smoke on the Smoke list; each parsed by the Event parser, every walk minimised', () => {
    const terrains = new Set(seeds().map((s) => s.situation.map.hexes[s.situation.decks[s.situation.reader].draw[1].randomHex!].terrain.join('+')));
    expect(LAND.every((t) => terrains.has(t))).toBe(true);
    const markers = new Set(seeds().flatMap((s) => s.situation.map.hexes[s.situation.decks[s.situation.reader].draw[1].randomHex!].markers ?? []));
    expect(FORTIFICATIONS.every((m) => markers.has(m))).toBe(true);
    for (const s of seeds()) {
      const hex = s.situation.decks[s.situation.reader].draw[1].randomHex!;
      expect(s.situation.smoke ?? [], s.name).toEqual((s.situation.map.hexes[hex].markers ?? []).includes('Smoke:2') ? [hex] : []);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseBlazeSeeds, seeds, 5 * 4, 'the around × units pairs');
});

describe('generated Booby Trap, Rubble and Shellholes situations (E47, E69, E73): the Random Hex\'s terrain and markers', () => {
  const seeds = generated('fortification');
  const WATER = ['Marsh', 'Stream', 'Water Barrier'];
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[1].randomHex!;
    const h = s.map.hexes[hex];
    const t = h.terrain.join('+');
    return {
      terrain: t === 'Stream+Bridge' ? 'a Bridge over a Stream' : t,
      marker: (h.markers ?? []).join('+') || 'none',
      event: draw[0].event!,
      units: s.units.length === 0 ? 'none' : s.units.length === 1 && s.units[0].hex === hex && s.units[0].kind === 'squad' ? 'a Squad' : '?',
      last: draw.length === 2 ? 'the Random Hex card is the last' : draw.length === 3 ? 'no' : '?',
    };
  };

  it('holds every terrain type of the Terrain Chart, each Fortification, a Blaze and a Smoke', () => {
    expect(CCE_PAIRWISE_RANDOM_FORTIFICATION_FACTORS.terrain).toEqual(['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building', 'Marsh', 'Stream', 'Water Barrier', 'a Bridge over a Stream']);
    expect(CCE_PAIRWISE_RANDOM_FORTIFICATION_FACTORS.marker).toEqual(['none', 'Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines', 'Blaze', 'Smoke:2']);
  });

  it('meets every two values of every two facts in some situation, but a marker in Water (a Bridge over a Stream is none), a unit in a Blaze or a Water Barrier; each parsed by the Event parser, every walk minimised', () => {
    // F100.3, T89, T95, T98; T79, T98.
    const forbidden = (p: Record<string, string>) =>
      (WATER.includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none') ||
      (p.units === 'a Squad' && (p.marker === 'Blaze' || p.terrain === 'Water Barrier'));
    expectEveryPairMeets(CCE_PAIRWISE_RANDOM_FORTIFICATION_FACTORS, seeds().map(read), forbidden);
    for (const s of seeds()) expectParsesMinimised(eventSpec, s);
  });

  itIsDeterministic(pairwiseRandomFortificationSeeds, seeds, 7 * 9 + 7 + 3, 'the land × marker, Bridge × marker and Water × none pairs');
});

describe('generated Dust situations (E53): the Random Hex\'s terrain and markers, the Smoke drawn', () => {
  const seeds = generated('dust');
  const WATER = ['Marsh', 'Stream', 'Water Barrier'];
  const FORTIFICATIONS = ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines'];
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[1].randomHex!;
    const h = s.map.hexes[hex];
    const t = h.terrain.join('+');
    const m = (h.markers ?? []).join('+') || 'none';
    return {
      terrain: t === 'Stream+Bridge' ? 'a Bridge over a Stream' : t,
      marker: FORTIFICATIONS.includes(m) ? 'a Fortification' : m,
      drawn: (s.smokeDraws ?? []).join(),
      last: draw.length === 2 ? 'the Random Hex card is the last' : draw.length === 3 ? 'no' : '?',
    };
  };

  it('meets every two values of every two facts in some situation (a Smoke drawn less than, equal to and more than the one there), but a marker in Water (a Bridge over a Stream is none)', () => {
    // F100.3, T89, T95, T98.
    const forbidden = (p: Record<string, string>) =>
      WATER.includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none';
    expectEveryPairMeets(CCE_PAIRWISE_DUST_FACTORS, seeds().map(read), forbidden);
  });

  it('uses every Fortification, lists a Smoke on the Smoke list; each parsed by the Event parser, every walk minimised', () => {
    const markers = new Set(seeds().flatMap((s) => s.situation.map.hexes.C3.markers ?? []));
    expect(FORTIFICATIONS.every((m) => markers.has(m))).toBe(true);
    for (const s of seeds()) {
      expect(s.situation.smoke ?? [], s.name).toEqual((s.situation.map.hexes.C3.markers ?? []).some((m) => m.startsWith('Smoke')) ? ['C3'] : []);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseDustSeeds, seeds, 7 * 6, 'the land × marker pairs');
});

describe('generated Entrench situations (E55): the occupied hex\'s terrain and markers, who occupies it', () => {
  const seeds = generated('entrench');
  const WATER = ['Marsh', 'Stream'];
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const h = s.map.hexes.C3;
    const t = h.terrain.join('+');
    const who = s.units.map((u) => `${u.owner === s.reader ? 'own' : 'enemy'} ${u.kind}`).sort().join(', ');
    return {
      terrain: t === 'Stream+Bridge' ? 'a Bridge over a Stream' : t,
      marker: (h.markers ?? []).join('+') || 'none',
      occupant: { 'own squad': "the reader's Squad", 'own leader': "the reader's Leader", 'enemy squad': "his opponent's Squad only", 'enemy squad, own squad': 'a Squad of each side' }[who] ?? '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation, but a marker in Water (a Bridge over a Stream is none); each parsed by the Event parser, every walk minimised', () => {
    // F100.3, T89, T95.
    const forbidden = (p: Record<string, string>) => WATER.includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none';
    expectEveryPairMeets(CCE_PAIRWISE_ENTRENCH_FACTORS, seeds().map(read), forbidden);
    for (const s of seeds()) {
      expect(s.situation.decks[s.situation.reader].draw.map((c) => c.event ?? c.id), s.name).toEqual(['Entrench', 'next-card']);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseEntrenchSeeds, seeds, 8 * 8, 'the land × marker pairs');
});
