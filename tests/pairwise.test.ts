// oracle/gen/pairwise.ts (issue 16.5): every pair of values of every two factors meets in some row, unless
// no allowed row can hold it (then it is reported); no row the predicate rejects is made; the same input
// gives the same rows.
import { describe, expect, it } from 'vitest';
import { pairwise } from '../oracle/gen/pairwise';
import { RECOVER_SEEDS } from '../oracle/procedures/cce/recover';

const factors = { terrain: ['Open Ground', 'Brush', 'Woods', 'Marsh'], road: ['no', 'yes'], fort: ['none', 'Foxholes', 'Bunker'], leader: ['none', '1', '2'], veteran: ['no', 'yes'] };
const allowed = (r: Record<string, string>) => !(r.terrain === 'Marsh' && r.fort !== 'none');

describe('pairwise', () => {
  const { rows, impossible } = pairwise(factors, allowed);

  it('covers every allowed pair of values of every two factors', () => {
    const names = Object.keys(factors) as (keyof typeof factors)[];
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++)
        for (const x of factors[names[i]])
          for (const y of factors[names[j]]) {
            const key = `${names[i]}=${x} & ${names[j]}=${y}`;
            if (impossible.includes(key)) continue;
            expect(rows.some((r) => r[names[i]] === x && r[names[j]] === y), key).toBe(true);
          }
  });

  it('reports the pairs no allowed row holds, and makes no rejected row', () => {
    expect(impossible).toEqual(['terrain=Marsh & fort=Foxholes', 'terrain=Marsh & fort=Bunker']);
    expect(rows.every(allowed)).toBe(true);
    // Far fewer rows than all 144 combinations; at least the 4 × 3 pairs of the two largest factors.
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThan(20);
  });

  it('is deterministic', () => {
    expect(pairwise(factors, allowed)).toEqual({ rows, impossible });
  });

  it('gives Recover one situation per row, every terrain type meeting every Fortification but in Water', () => {
    const seeds = RECOVER_SEEDS().filter((s) => s.name.startsWith('pairwise-'));
    const hexes = seeds.map((s) => s.situation.map.hexes.E5);
    for (const t of ['Woods', 'Building', 'Brush'])
      for (const f of ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire']) expect(hexes.some((h) => h.terrain[0] === t && (h.markers ?? []).includes(f)), `${t} with ${f}`).toBe(true);
    expect(hexes.some((h) => h.terrain[0] === 'Marsh' && h.markers)).toBe(false);
  });
});
