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
  const values = names.map((n) => factors[n]);
  const count = names.length;
  // Every pair of values of two factors i < j has a number, in the order the pairs are listed (i, j, then
  // the values of i, then those of j): the first pair not yet covered is the lowest number still open.
  const base: number[][] = names.map(() => []);
  let pairs = 0;
  for (let i = 0; i < count; i++)
    for (let j = i + 1; j < count; j++) {
      base[i][j] = pairs;
      pairs += values[i].length * values[j].length;
    }
  const pairOf = (i: number, x: number, j: number, y: number) => (i < j ? base[i][j] + x * values[j].length + y : base[j][i] + y * values[i].length + x);
  const open = new Uint8Array(pairs).fill(1);
  let left = pairs;
  let next = 0;
  const rows: Row[] = [];
  const impossible: string[] = [];
  while (left > 0) {
    while (!open[next]) next++;
    // The pair numbered `next`: its factors i < j and their values x, y.
    let i = 0;
    let j = 1;
    while (!(next >= base[i][j] && next < base[i][j] + values[i].length * values[j].length)) if (++j === count) (i++, (j = i + 1));
    const offset = next - base[i][j];
    const x = Math.floor(offset / values[j].length);
    const y = offset % values[j].length;
    const chosen: number[] = new Array(count).fill(-1);
    chosen[i] = x;
    chosen[j] = y;
    const row: Row = { [names[i]]: values[i][x], [names[j]]: values[j][y] };
    let complete = true;
    for (let n = 0; n < count; n++) {
      if (chosen[n] >= 0) continue;
      let best = -1;
      let gain = -1;
      for (let v = 0; v < values[n].length; v++) {
        // Only complete rows are checked by `allowed`; a partial one is completed with each factor's first value.
        const probe: Row = {};
        for (let m = 0; m < count; m++) probe[names[m]] = m === n ? values[n][v] : chosen[m] >= 0 ? values[m][chosen[m]] : values[m][0];
        if (!allowed(probe)) continue;
        // The pairs the value would cover among the factors chosen so far (those among the others are the same for every value).
        let g = 0;
        for (let m = 0; m < count; m++) if (chosen[m] >= 0 && open[pairOf(m, chosen[m], n, v)]) g++;
        if (g > gain) (best = v), (gain = g);
      }
      if (best < 0) {
        complete = false;
        break;
      }
      chosen[n] = best;
      row[names[n]] = values[n][best];
    }
    if (!complete || !allowed(row)) {
      impossible.push(pairKey(names[i], values[i][x], names[j], values[j][y]));
      open[next] = 0;
      left--;
      continue;
    }
    for (let a = 0; a < count; a++)
      for (let b = a + 1; b < count; b++) {
        const k = pairOf(a, chosen[a], b, chosen[b]);
        if (open[k]) (open[k] = 0), left--;
      }
    rows.push(row);
  }
  return { rows, impossible };
}
