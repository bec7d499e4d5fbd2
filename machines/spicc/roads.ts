/**
 * Tracing a road (SU.1–SU.3, SU.5, SU.6: "trace a road from ... to ..."): a chain of hexes joined by Road
 * hex-sides, from a hex of one set to a hex of another, through no hex the condition forbids. The map is
 * not in the text, so the Road hex-sides are situation input ("A-B"), as in Movement (MV.J).
 */

/** The hexes next to `hex` along the given Road hex-sides, in a fixed order (sorted), for a deterministic trace. */
function roadNeighbours(hex: string, hexsides: readonly string[]): string[] {
  const out: string[] = [];
  for (const side of hexsides) {
    const [a, b] = side.split('-');
    if (a === hex) out.push(b);
    else if (b === hex) out.push(a);
  }
  return [...new Set(out)].sort();
}

/**
 * The shortest road (fewest hexes) from a hex of `from` to a hex of `to` along `hexsides`, every hex of it
 * passing `open`; null if there is none. Ties go to the first in sorted order, so the trace is deterministic.
 */
export function traceRoad(hexsides: readonly string[], from: readonly string[], to: readonly string[], open: (hex: string) => boolean): string[] | null {
  const goal = new Set(to);
  const starts = [...new Set(from)].sort().filter(open);
  const previous = new Map<string, string | null>(starts.map((h) => [h, null]));
  const queue = [...starts];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i];
    if (goal.has(hex)) {
      const path = [hex];
      for (let p = previous.get(hex); p; p = previous.get(p)) path.unshift(p);
      return path;
    }
    for (const next of roadNeighbours(hex, hexsides)) {
      if (previous.has(next) || !open(next)) continue;
      previous.set(next, hex);
      queue.push(next);
    }
  }
  return null;
}
