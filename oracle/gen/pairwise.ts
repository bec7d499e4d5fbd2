/**
 * Pairwise situations (issue 16.5): a deterministic covering array — a list of rows, one value per factor,
 * in which every pair of values of every two factors meets in some row (where the pair is allowed). A
 * greedy construction in the factors' and values' declared order (no randomness): each new row starts
 * from the first pair not yet covered and fills every other factor with the value that covers most new
 * pairs, the first such value on a tie. Rows the `allowed` predicate rejects are never made; pairs that
 * no allowed row can hold are reported, not silently dropped.
 */
export type Factors = Readonly<Record<string, readonly string[]>>;
export type Row = Record<string, string>;

export interface CoveringArray {
  rows: Row[];
  /** Pairs no allowed row can hold ("a=x & b=y"). */
  impossible: string[];
}

const pairKey = (a: string, x: string, b: string, y: string) => `${a}=${x} & ${b}=${y}`;

export function pairwise(factors: Factors, allowed: (row: Row) => boolean = () => true): CoveringArray {
  const names = Object.keys(factors);
  const uncovered = new Map<string, [string, string, string, string]>();
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      for (const x of factors[names[i]]) for (const y of factors[names[j]]) uncovered.set(pairKey(names[i], x, names[j], y), [names[i], x, names[j], y]);
  const covers = (row: Row): string[] => {
    const out: string[] = [];
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) {
        const k = pairKey(names[i], row[names[i]], names[j], row[names[j]]);
        if (uncovered.has(k)) out.push(k);
      }
    return out;
  };
  const rows: Row[] = [];
  const impossible: string[] = [];
  while (uncovered.size > 0) {
    const [key, [a, x, b, y]] = uncovered.entries().next().value as [string, [string, string, string, string]];
    const row: Row = { [a]: x, [b]: y };
    for (const n of names) {
      if (n in row) continue;
      let best: string | null = null;
      let gain = -1;
      for (const v of factors[n]) {
        const trial = { ...row, [n]: v };
        // Only complete rows are checked by `allowed`; a partial one is completed with each factor's first value.
        const probe = Object.fromEntries(names.map((m) => [m, trial[m] ?? factors[m][0]]));
        if (!allowed(probe)) continue;
        const g = covers(trial).length; // pairs with a factor not chosen yet do not match any key
        if (g > gain) (best = v), (gain = g);
      }
      if (best === null) break;
      row[n] = best;
    }
    if (names.some((n) => !(n in row)) || !allowed(row)) {
      impossible.push(key);
      uncovered.delete(key);
      continue;
    }
    for (const k of covers(row)) uncovered.delete(k);
    rows.push(row);
  }
  return { rows, impossible };
}
