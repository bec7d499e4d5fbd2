/**
 * Artillery arithmetic (machines/cce/artillery/drift.ts) against hand-worked hex paths.
 *
 * Convention (machines/core/hex.ts): the letter is the column, the number the hex in it; even-lettered
 * columns (B, D, F, …) sit half a hex LOWER than odd ones; compass 1 up, 2 up-right, 3 down-right,
 * 4 down, 5 down-left, 6 up-left. So a side step from an odd column toward an even one keeps the row
 * going down (3, 5) and loses one going up (2, 6); from an even column the reverse. Worked by hand:
 *   C4 (odd col) → 2 → D3   (D sits lower, so the up-right neighbour of C4 is D3)
 *   D3 (even col) → 5 → C4  (down-left of the lower D3 is C4)
 *   C4 → 3 → D4; C4 → 6 → B3; C4 → 5 → B4; C4 → 1 → C3; C4 → 4 → C5
 *   D6 (even) → 2 → E6 (E is higher: up-right of D6 is E6); D6 → 3 → E7; D6 → 6 → C6; D6 → 5 → C7
 * Every expected value here was derived from these two facts, not printed by the code.
 */
import { describe, expect, it } from 'vitest';
import { accuracy, artilleryAirburst, artilleryHeight, fortificationDestroyed, hitDrift, impactArea, impactDerivation, impactTotal, missDrift, newSmokeKept, smokeForbidden, withSmoke } from '../machines/cce/artillery/drift';
import type { FireSituationView } from '../machines/cce/fire/firepower';
import { accuracyBoundaryProducts, pairForProduct } from '../oracle/procedures/cce/artillery';

const G = { columns: 8, rows: 10 };

describe('2.2.2 compass: a miss of one hex goes to the neighbour in the white die\'s direction', () => {
  // "1 points to the “top” of the map; 4 to the bottom; 2 and 3 to the right side; and 5 and 6 to the left side."
  const one = (from: string, dir: number) => missDrift(G, from, { white: dir as 1, colored: 1 }).lands;
  it('from C4 (odd column, the higher one): 1 C3, 2 D3, 3 D4, 4 C5, 5 B4, 6 B3', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => one('C4', d))).toEqual(['C3', 'D3', 'D4', 'C5', 'B4', 'B3']);
  });
  it('from D6 (even column, half a hex lower): 1 D5, 2 E6, 3 E7, 4 D7, 5 C7, 6 C6', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => one('D6', d))).toEqual(['D5', 'E6', 'E7', 'D7', 'C7', 'C6']);
  });
  it('six hexes up-left (6) from H10 zig-zags: G10, F9, E9, D8, C8, B7', () => {
    // H10 (even) → G10 (odd: same number); G10 → F9 (even: one less); F9 → E9; E9 → D8; D8 → C8; C8 → B7.
    expect(missDrift(G, 'H10', { white: 6, colored: 6 })).toEqual({ white: 6, colored: 6, path: ['G10', 'F9', 'E9', 'D8', 'C8', 'B7'], offMap: false, lands: 'B7' });
  });
});

describe('O18.2.2.1 hit drift: one hex white, then one hex colored', () => {
  it('2 then 5 from C4 goes to D3 and comes back to C4 (good shot)', () => {
    expect(hitDrift(G, 'C4', { white: 2, colored: 5 })).toEqual({ white: 2, colored: 5, path: ['D3', 'C4'], offMap: false, lands: 'C4' });
  });
  it('1 then 4 (and 4 then 1, 3 then 6, 6 then 3) cancel out: opposite directions', () => {
    for (const [w, k] of [[1, 4], [4, 1], [3, 6], [6, 3]] as const) expect(hitDrift(G, 'E5', { white: w, colored: k }).lands).toBe('E5');
  });
  it('2 then 3 from D6 ends two hexes away: E6 then F6 (E6 is odd, its down-right is F6)', () => {
    // D6 → 2 → E6; E6 (odd col) → 3 → F6 (even col F sits lower, so the down-right of E6 keeps row 6).
    expect(hitDrift(G, 'D6', { white: 2, colored: 3 }).path).toEqual(['E6', 'F6']);
  });
  it('1 then 2 from D6: up to D5, then up-right to E5 (from the lower even column, up-right keeps the number)', () => {
    expect(hitDrift(G, 'D6', { white: 1, colored: 2 })).toEqual({ white: 1, colored: 2, path: ['D5', 'E5'], offMap: false, lands: 'E5' });
  });
  it('2 then 6 from C4: up-right to D3, then up-left to C3 — the same hex as one step in direction 1', () => {
    // C4 (odd) → 2 → D3; D3 (even, the lower column) → 6 → C3 (from an even column, up-left keeps the number).
    expect(hitDrift(G, 'C4', { white: 2, colored: 6 })).toEqual({ white: 2, colored: 6, path: ['D3', 'C3'], offMap: false, lands: 'C3' });
  });
  it('5 then 3 from D6: down-left to C7, then down-right to D7 — the same hex as one step in direction 4', () => {
    // D6 (even) → 5 → C7 (from an even column, down-left adds one); C7 (odd) → 3 → D7 (from an odd column, down-right keeps the number).
    expect(hitDrift(G, 'D6', { white: 5, colored: 3 })).toEqual({ white: 5, colored: 3, path: ['C7', 'D7'], offMap: false, lands: 'D7' });
  });
  it('1 then 1 from C4 goes straight up two hexes: C3, C2', () => {
    expect(hitDrift(G, 'C4', { white: 1, colored: 1 }).path).toEqual(['C3', 'C2']);
  });
});

describe('O18.2.2.2 miss drift: white die = direction, colored die = distance', () => {
  it('4·6 from C4 drifts six hexes down to C10 (row 10 is the bottom row: still on the map)', () => {
    expect(missDrift(G, 'C4', { white: 4, colored: 6 })).toEqual({ white: 4, colored: 6, path: ['C5', 'C6', 'C7', 'C8', 'C9', 'C10'], offMap: false, lands: 'C10' });
  });
  it('3·6 from A1 zig-zags down-right: B1, C2, D2, E3, F3, G4', () => {
    // A1 (odd) → 3 → B1 (B is lower, same row); B1 (even) → 3 → C2; C2 → D2; D2 → E3; E3 → F3; F3 → G4.
    expect(missDrift(G, 'A1', { white: 3, colored: 6 }).path).toEqual(['B1', 'C2', 'D2', 'E3', 'F3', 'G4']);
  });
  it('2·6 from A10 zig-zags up-right across the map: B9, C9, D8, E8, F7, G7', () => {
    // A10 (odd) → 2 → B9 (odd to even going up loses one); B9 (even) → C9 (keeps); C9 → D8; D8 → E8; E8 → F7; F7 → G7.
    expect(missDrift(G, 'A10', { white: 2, colored: 6 })).toEqual({ white: 2, colored: 6, path: ['B9', 'C9', 'D8', 'E8', 'F7', 'G7'], offMap: false, lands: 'G7' });
  });
  it('5·6 from H1 zig-zags down-left: G2, F2, E3, D3, C4, B4', () => {
    // H1 (even) → 5 → G2 (even to odd going down adds one); G2 (odd) → F2 (keeps); F2 → E3; E3 → D3; D3 → C4; C4 → B4.
    expect(missDrift(G, 'H1', { white: 5, colored: 6 })).toEqual({ white: 5, colored: 6, path: ['G2', 'F2', 'E3', 'D3', 'C4', 'B4'], offMap: false, lands: 'B4' });
  });
  it('1·1 from C1 (top row) leaves the map at once', () => {
    expect(missDrift(G, 'C1', { white: 1, colored: 1 })).toEqual({ white: 1, colored: 1, path: ['off-map'], offMap: true, lands: null });
  });
  it('2·1 from A5 lands one hex up-right, B4', () => {
    expect(missDrift(G, 'A5', { white: 2, colored: 1 }).lands).toBe('B4');
  });
});

describe('O18.2.2.3 off-map: even if just briefly', () => {
  it('6 then 3 from A5: column 0 (off the map), then back to A5 — still removed', () => {
    const d = hitDrift(G, 'A5', { white: 6, colored: 3 });
    expect(d.path).toEqual(['off-map', 'A5']);
    expect(d.offMap).toBe(true);
    expect(d.lands).toBeNull();
  });
  it('a miss 5·3 from A5 leaves the map at its first hex', () => {
    expect(missDrift(G, 'A5', { white: 5, colored: 3 })).toMatchObject({ path: ['off-map', 'off-map', 'off-map'], offMap: true, lands: null });
  });
  it('1 then 4 from A1: above the top edge, then back down to A1 — removed', () => {
    expect(hitDrift(G, 'A1', { white: 1, colored: 4 })).toEqual({ white: 1, colored: 4, path: ['off-map', 'A1'], offMap: true, lands: null });
  });
  it('3 then 5 from H5 (the last column): out to the right (column I), back down-left to H6 — removed', () => {
    // H5 (even) → 3 → I6 (off: the map has 8 columns); I6 (odd) → 5 → H6 (the lower even column keeps the number).
    expect(hitDrift(G, 'H5', { white: 3, colored: 5 })).toMatchObject({ path: ['off-map', 'H6'], offMap: true, lands: null });
  });
  it('4 then 3 from H5: H6 on the map, then off to the right at the second hex', () => {
    expect(hitDrift(G, 'H5', { white: 4, colored: 3 })).toMatchObject({ path: ['H6', 'off-map'], offMap: true, lands: null });
  });
  it('a miss 4·3 from C8: C9, C10, then off the bottom edge at the third hex', () => {
    expect(missDrift(G, 'C8', { white: 4, colored: 3 })).toMatchObject({ path: ['C9', 'C10', 'off-map'], offMap: true, lands: null });
  });
  it('a miss runs straight, so once off the map it never comes back (every hex, direction and distance of an 8×10 map)', () => {
    // Why the "a miss that leaves the map and comes back" has no instance: the map is a rectangle of
    // hexes and a miss keeps one compass direction, so every hex after the first off-map one is off-map too.
    let offMapPaths = 0;
    for (let col = 1; col <= 8; col++) {
      for (let row = 1; row <= 10; row++) {
        for (const white of [1, 2, 3, 4, 5, 6] as const) {
          for (const colored of [1, 2, 3, 4, 5, 6] as const) {
            const d = missDrift(G, `${'ABCDEFGH'[col - 1]}${row}`, { white, colored });
            const first = d.path.indexOf('off-map');
            if (first < 0) continue;
            offMapPaths++;
            expect(d.path.slice(first).every((h) => h === 'off-map')).toBe(true);
            expect(d.offMap).toBe(true);
          }
        }
      }
    }
    expect(offMapPaths).toBeGreaterThan(0);
  });
  it('a miss that stops exactly on the last row stays on the map; one more hex leaves it', () => {
    expect(missDrift(G, 'C5', { white: 4, colored: 5 }).lands).toBe('C10');
    expect(missDrift(G, 'C5', { white: 4, colored: 6 }).offMap).toBe(true);
  });
});

describe('O18.2.3 impact area: the SR hex and each adjacent hex on the map', () => {
  it('C4 and its six neighbours in compass order', () => {
    expect(impactArea(G, 'C4')).toEqual(['C4', 'C3', 'D3', 'D4', 'C5', 'B4', 'B3']);
  });
  it('C10 on the bottom row has five on-map neighbours (C11 is off the map)', () => {
    expect(impactArea(G, 'C10')).toEqual(['C10', 'C9', 'D9', 'D10', 'B10', 'B9']);
  });
  it('A1 in the corner: A2 below, B1 down-right (the lower column B), nothing up or to the left', () => {
    expect(impactArea(G, 'A1')).toEqual(['A1', 'B1', 'A2']);
  });
});

describe('O18.2.2 Accuracy: product − Hindrance must exceed the range (O20.2.3, 10.3.1)', () => {
  const view = (sight: 'clear' | 'hindrance', hindrance?: number): FireSituationView => ({
    units: [],
    map: { hexes: { C8: { terrain: ['Open Ground'] }, C4: { terrain: ['Open Ground'] } } },
    los: [{ from: 'C8', to: 'C4', sight, ...(hindrance ? { hindrance } : {}) }],
  });
  it('range 4 (C8 to C4): 1·4 = 4 misses, 1·5 = 5 hits', () => {
    expect(accuracy(view('clear'), 'C8', 'C4', { white: 1, colored: 4 })).toEqual({ white: 1, colored: 4, product: 4, hindrance: 0, range: 4, hit: false });
    expect(accuracy(view('clear'), 'C8', 'C4', { white: 1, colored: 5 }).hit).toBe(true);
  });
  it('a Hindrance of 2 on the way: 6 − 2 = 4 misses at range 4, 8 − 2 = 6 hits', () => {
    expect(accuracy(view('hindrance', 2), 'C8', 'C4', { white: 1, colored: 6 }).hit).toBe(false);
    expect(accuracy(view('hindrance', 2), 'C8', 'C4', { white: 2, colored: 4 }).hit).toBe(true);
  });
  it('the domain classes: largest missing and smallest hitting product (7 is not a product of two dice)', () => {
    expect(accuracyBoundaryProducts(4, 0)).toEqual({ miss: 4, hit: 5 });
    expect(accuracyBoundaryProducts(6, 0)).toEqual({ miss: 6, hit: 8 });
    expect(accuracyBoundaryProducts(36, 0)).toEqual({ miss: 36 });
    expect(accuracyBoundaryProducts(0, 0)).toEqual({ hit: 1 });
    expect(pairForProduct(8)).toEqual({ white: 2, colored: 4 });
    expect(pairForProduct(36)).toEqual({ white: 6, colored: 6 });
  });
});

describe('O18.2.3.2/3 Impact arithmetic', () => {
  it('Impact Total = Radio FP + roll (+2 Airburst in Woods, T99)', () => {
    expect(artilleryAirburst({ terrain: ['Woods'], markers: ['Foxholes'] })).toBe(2);
    expect(artilleryAirburst({ terrain: ['Brush'] })).toBe(0);
    expect(impactTotal(10, { white: 3, colored: 4 }, 2, 0)).toBe(19);
    const d = impactDerivation(10, { white: 3, colored: 4 }, 2, -1);
    expect([d.base.rule, d.base.value, ...d.terms.map((t) => [t.rule, t.value]), d.total]).toEqual(['O18.2.3.2', 10, ['O20.3.3', 7], ['T99', 2], ['T88.2', -1], 18]);
  });
  it('reading cce.artillery-vulnerability-roll: raw roll 5 vs V 5 destroys; Impact Total 17 does not', () => {
    expect(fortificationDestroyed('raw-roll', 5, 17, 5)).toBe(true);
    expect(fortificationDestroyed('impact-total', 5, 17, 5)).toBe(false);
    expect(fortificationDestroyed('impact-total', 5, 17, 17)).toBe(true);
  });
  it('reading cce.artillery-height-advantage: none gives 0; spotter on a Hill above the target gives +1, below −1', () => {
    expect(artilleryHeight('none', { terrain: ['Hill'], elevation: 1 }, { terrain: ['Woods'] })).toBe(0);
    expect(artilleryHeight('spotter', { terrain: ['Hill'], elevation: 1 }, { terrain: ['Woods'] })).toBe(1);
    expect(artilleryHeight('spotter', { terrain: ['Open Ground'] }, { terrain: ['Hill'], elevation: 2 })).toBe(-1);
  });
});

describe('O18.2.3.1 Smoke: 8.1.4 stacking, no Smoke in Water or with a Blaze', () => {
  it('Water and Blaze hexes take no Smoke', () => {
    expect(smokeForbidden({ terrain: ['Stream'] })?.rule).toBe('T95');
    expect(smokeForbidden({ terrain: ['Marsh'] })?.rule).toBe('T89');
    expect(smokeForbidden({ terrain: ['Water Barrier', 'Bridge'] })?.rule).toBe('T98');
    expect(smokeForbidden({ terrain: ['Open Ground'], markers: ['Blaze'] })?.rule).toBe('8.1.5');
    expect(smokeForbidden({ terrain: ['Woods'], markers: ['Foxholes'] })).toBeNull();
  });
  it('the largest Hindrance takes precedence', () => {
    expect(newSmokeKept({ terrain: ['Brush'], markers: ['Smoke:2'] }, 2)).toBe(false);
    expect(withSmoke({ terrain: ['Brush'], markers: ['Smoke:2'] }, 3).markers).toEqual(['Smoke:3']);
    expect(withSmoke({ terrain: ['Brush'], markers: ['Wire', 'Smoke:4'] }, 1).markers).toEqual(['Wire', 'Smoke:4']);
  });
});
