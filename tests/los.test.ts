/**
 * Line of sight (issue 18): the exact geometry of the string (machines/core/line.ts), the verdicts
 * (machines/cce/los.ts) and their use by Fire, Move and Artillery. Expected values are worked by hand
 * from the lattice in line.ts's header (a hex (col, row) has its centre at (3·col, 2·row + [col even])).
 */
import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { parseHex, hexId, distance } from '../machines/core/hex';
import { centre, lineOfHexes } from '../machines/core/line';
import { OracleError } from '../machines/core/errors';
import type { LocalMap } from '../machines/core/map';
import { checkStatedLos, losLocations, mapLosFact, traceLos } from '../machines/cce/los';
import { LOS_VERDICT_RULES } from '../machines/cce/los-machine';
import { parseLosSituation } from '../oracle/procedures/cce/los';

const line = (a: string, b: string) => lineOfHexes(parseHex(a, 'a'), parseHex(b, 'b'));
const hexes = (a: string, b: string) => line(a, b).hexes.map((h) => `${h.hex.col >= 1 && h.hex.row >= 1 ? hexId(h.hex) : `${h.hex.col},${h.hex.row}`} ${h.contact}${h.centre ? '*' : ''}`);

describe('the string of 10.1 (machines/core/line.ts)', () => {
  it('places centres on the integer lattice: M9 at (39, 18), N7 at (42, 15)', () => {
    expect(centre(parseHex('M9', 'x'))).toEqual([39, 18]);
    expect(centre(parseHex('N7', 'x'))).toEqual([42, 15]);
  });

  it('LOS example H: M9 to N7 runs exactly along the M8/N8 hexside (the hexspine of the 10.1 gray box)', () => {
    expect(hexes('M9', 'N7')).toEqual(['M8 spine', 'N8 spine']);
    const along = line('M9', 'N7').sides.filter((s) => s.contact === 'along');
    expect(along.map((s) => s.between.map(hexId).join('/'))).toEqual(['M8/N8']);
  });

  it('LOS examples D-E: J7, K8, L8, M9 and N9 lie on one straight hex row, through the centre dots', () => {
    expect(hexes('J7', 'N9')).toEqual(['K8 through*', 'L8 through*', 'M9 through*']);
  });

  it('a line through a vertex touches the third hex at a corner only: E6 to D10', () => {
    expect(hexes('E6', 'D10')).toEqual(['E7 through', 'D7 corner', 'E8 through', 'D8 through', 'D9 through', 'E9 corner']);
    const ends = line('E6', 'D10').sides.filter((s) => s.contact === 'end').map((s) => s.between.map(hexId).join('/'));
    expect(ends).toEqual(['D7/E7', 'D7/E8', 'E7/E8', 'D8/D9', 'D8/E9', 'D9/E9']);
  });

  it('adjacent hexes have nothing between them; their common side is a side of both end hexes', () => {
    const l = line('C3', 'D3');
    expect(l.hexes).toEqual([]);
    expect(l.sides.map((s) => [s.between.map(hexId).join('/'), s.contact, s.endSide])).toEqual([['C3/D3', 'crossed', true]]);
  });

  it('is reciprocal: the same hexes with the same contacts either way (800 random pairs)', () => {
    const id = fc.tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 12 })).map(([c, r]) => hexId({ col: c, row: r }));
    fc.assert(
      fc.property(id, id, (a, b) => {
        fc.pre(a !== b);
        const key = (h: { hex: { col: number; row: number }; contact: string }) => `${h.hex.col},${h.hex.row}:${h.contact}`;
        expect(line(a, b).hexes.map(key).sort()).toEqual(line(b, a).hexes.map(key).sort());
      }),
      { seed: 18, numRuns: 800 },
    );
  });

  it('passes through at least distance − 1 hexes, in a chain from one end to the other (600 random pairs)', () => {
    const id = fc.tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 12 })).map(([c, r]) => hexId({ col: c, row: r }));
    fc.assert(
      fc.property(id, id, (a, b) => {
        fc.pre(a !== b);
        const l = line(a, b);
        const path = l.hexes.filter((h) => h.contact !== 'corner');
        const spineCount = path.filter((h) => h.contact === 'spine').length / 2;
        expect(path.length - spineCount).toBeGreaterThanOrEqual(distance(parseHex(a, 'a'), parseHex(b, 'b')) - 1);
        // Consecutive non-corner locations meet where one ends and the next begins.
        for (let i = 1; i < path.length; i++) expect(path[i].from.n * path[i - 1].to.d).toBeLessThanOrEqual(path[i - 1].to.n * path[i].from.d);
      }),
      { seed: 1810, numRuns: 600 },
    );
  });
});

const TERRAIN = ['Open Ground', 'Woods', 'Building', 'Brush', 'Orchard', 'Field', 'Marsh', 'Stream', 'Gully', 'Water Barrier'];

/** A random complete map around a random line: every hex met listed, random terrain, levels, markers, hexsides. */
const arbitraryCase = fc
  .record({
    from: fc.tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 })),
    to: fc.tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 })),
    seed: fc.array(fc.nat(10_000), { minLength: 40, maxLength: 40 }),
    readings: fc.record({ 'cce.los-hexspine': fc.constantFrom('lesser', 'greater'), 'cce.los-corner': fc.constantFrom('ignored', 'counts'), 'cce.los-hexside-level': fc.constantFrom('lower', 'higher') }),
  })
  .filter((c) => c.from[0] !== c.to[0] || c.from[1] !== c.to[1])
  .map((c) => {
    const from = hexId({ col: c.from[0], row: c.from[1] });
    const to = hexId({ col: c.to[0], row: c.to[1] });
    const l = lineOfHexes(parseHex(from, 'f'), parseHex(to, 't'));
    const ids = [from, to, ...l.hexes.map((h) => hexId(h.hex))];
    const map: LocalMap = { hexes: {}, hexsides: [] };
    ids.forEach((id, i) => {
      const r = c.seed[i % 40] + i;
      const elevation = r % 7 === 0 ? 1 : r % 11 === 0 ? 2 : 0;
      const markers = r % 13 === 0 ? ['Smoke:2'] : r % 17 === 0 ? ['Blaze'] : undefined;
      map.hexes[id] = { terrain: [TERRAIN[r % TERRAIN.length]], ...(elevation ? { elevation, crest: r % 2 === 0 } : {}), ...(markers ? { markers } : {}) };
    });
    l.sides.forEach((s, i) => {
      const r = c.seed[(i * 7) % 40];
      if (r % 5 === 0) map.hexsides!.push({ between: [hexId(s.between[0]), hexId(s.between[1])], feature: (['Wall', 'Hedge', 'Fence'] as const)[r % 3] });
    });
    return { from, to, map, readings: c.readings };
  });

describe('the verdicts (machines/cce/los.ts)', () => {
  it('every (effect, rule) a location can carry has its own transition in the los machine (2,000 random maps)', () => {
    const table = new Set(LOS_VERDICT_RULES.map(([e, r]) => `${e}:${r}`));
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        for (const l of losLocations(c.map, c.from, c.to, c.readings).locations) expect(table.has(`${l.effect}:${l.rule}`), `${l.at} ${l.effect} ${l.rule}`).toBe(true);
      }),
      { seed: 42, numRuns: 2000 },
    );
  });

  it('LOS is reciprocal (10.1): the same sight and Hindrance either way (2,000 random maps)', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const there = traceLos(c.map, c.from, c.to, c.readings);
        const back = traceLos(c.map, c.to, c.from, c.readings);
        expect([back.sight, back.hindrance]).toEqual([there.sight, there.hindrance]);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });

  it('the Hindrance is the single largest one met, never a sum (10.3.3)', () => {
    const map: LocalMap = { hexes: { B2: { terrain: ['Open Ground'] }, B3: { terrain: ['Brush'] }, B4: { terrain: ['Orchard'] }, B5: { terrain: ['Field'], markers: ['Smoke:2'] }, B6: { terrain: ['Open Ground'] } } };
    expect(traceLos(map, 'B2', 'B6', {})).toMatchObject({ sight: 'hindered', hindrance: 3, blockedBy: null });
  });

  it('a hex the map does not list is an error naming it and 10.1, never Open Ground', () => {
    const map: LocalMap = { hexes: { B2: { terrain: ['Open Ground'] }, B4: { terrain: ['Open Ground'] } } };
    expect(() => traceLos(map, 'B2', 'B4', {})).toThrow(/input\.map\.hexes\["B3"\].*\[rule 10\.1\]/);
    expect(mapLosFact(map, 'B2', 'B4', {})).toBeNull();
  });

  it('parseLosSituation refuses the same hex twice and a map that misses a hex on the line', () => {
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof OracleError ? [e.path, e.rule] : e;
      }
      return null;
    };
    const hexesOf = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, { terrain: ['Open Ground'] }]));
    expect(err(() => parseLosSituation({ map: { hexes: hexesOf('B2') }, from: 'B2', to: 'B2' }, 'input'))).toEqual(['input.to', '10.1']);
    expect(err(() => parseLosSituation({ map: { hexes: hexesOf('B2', 'B5', 'B3') }, from: 'B2', to: 'B5' }, 'input'))).toEqual(['input.map.hexes.B4', '10.1']);
  });
});

describe('LOS in Fire, Move and Artillery', () => {
  it('a stated LOS fact that contradicts a complete map is refused, naming the fact, the map\'s answer and its rule', () => {
    const map: LocalMap = { hexes: { C3: { terrain: ['Open Ground'] }, C4: { terrain: ['Open Ground'] }, C5: { terrain: ['Open Ground'] }, C6: { terrain: ['Brush'] } } };
    // The first wave's seed: "Brush, Hindrance 1" stated on a line INTO the Brush hex.
    expect(() => checkStatedLos(map, [{ from: 'C3', to: 'C6', sight: 'hindrance', hindrance: 1 }], {})).toThrow(
      'input.los[0] must be the LOS the map gives from C3 to C6: clear (Brush in the target hex does not affect LOS) (got "hindrance 1") [rule 10.1]',
    );
    const brush = { ...map, hexes: { ...map.hexes, C4: { terrain: ['Brush'] } } };
    expect(() => checkStatedLos(brush, [{ from: 'C3', to: 'C6', sight: 'hindrance', hindrance: 1 }], {})).toThrow(
      'input.los[0] must be the LOS the map gives from C3 to C6: hindrance 3 (C4: Brush at level 0 (T81)) (got "hindrance 1") [rule 10.3]',
    );
    expect(() => checkStatedLos(brush, [{ from: 'C3', to: 'C6', sight: 'hindrance', hindrance: 3 }], {})).not.toThrow();
  });

  it('on a map that lists only some hexes of the line, a stated fact must agree with those: a listed Woods blocks, a listed Smoke sets a least Hindrance', () => {
    const map: LocalMap = { hexes: { C2: { terrain: ['Open Ground'] }, C4: { terrain: ['Woods'] }, C6: { terrain: ['Open Ground'] } } }; // C3, C5 not listed
    expect(() => checkStatedLos(map, [{ from: 'C2', to: 'C6', sight: 'clear' }], {})).toThrow(
      'input.los[0] must be a LOS from C2 to C6 that agrees with the hexes the map lists: they make it blocked (C4: Woods at level 0, the level of both ends (T99)) (got "clear") [rule 10.2]',
    );
    expect(() => checkStatedLos(map, [{ from: 'C2', to: 'C6', sight: 'blocked' }], {})).not.toThrow();
    const smoky: LocalMap = { hexes: { ...map.hexes, C4: { terrain: ['Open Ground'], markers: ['Smoke:4'] } } };
    expect(() => checkStatedLos(smoky, [{ from: 'C2', to: 'C6', sight: 'hindrance', hindrance: 3 }], {})).toThrow(/a Hindrance of at least 4 \(C4: Smoke 4 \(T94\)\).*\[rule 10\.3\.4\]/);
    expect(() => checkStatedLos(smoky, [{ from: 'C2', to: 'C6', sight: 'hindrance', hindrance: 5 }], {})).not.toThrow(); // an unlisted hex may hinder more
  });

  it('no published Fire, Move or Artillery vector states a LOS fact that its map contradicts', () => {
    let checked = 0;
    for (const procedure of ['fire', 'move', 'artillery']) {
      const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'oracle', 'vectors', 'cce', `${procedure}.json`), 'utf8')) as { cases: { id: string; readings: Record<string, string>; input: { map: LocalMap; los?: { from: string; to: string; sight: 'clear' | 'hindrance' | 'blocked'; hindrance?: number; crosses?: 'Wall' | 'Hedge' }[] } }[] };
      for (const v of file.cases) {
        for (const fact of v.input.los ?? []) {
          const computed = mapLosFact(v.input.map, fact.from, fact.to, v.readings);
          if (!computed) continue;
          checked++;
          expect(computed, `${v.id}: ${fact.from} to ${fact.to}`).toEqual(fact);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
