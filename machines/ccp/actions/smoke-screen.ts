/**
 * A47 Smoke Screen — Combat Commander: Pacific (new: CC:E's Smoke Grenades, A39, is gone). The rule
 * arithmetic of the `smoke-screen` procedure (its chart: machines/ccp/smoke-screen.ts): which hexes an
 * activated squad may put smoke into, and what stays in a hex when smoke is placed into smoke.
 *
 * A47 b): "Choose either its own hex or an adjacent hex. The chosen hex can't be water terrain nor contain a
 * blaze". Water terrain is F100.3's "(i.e. a bridgeless stream, swamp or water barrier)"; a blaze is a
 * `Blaze` marker (T83). A47: "two or more smoke markers won't stack together; so after placing smoke into
 * smoke, only the marker with the largest Hindrance will remain" (T95: "The actual Hindrance value of smoke is
 * printed on the markers themselves", 1-8).
 */
import { ruleApplies } from '../../core/derivation';
import { areAdjacent, parseHex } from '../../core/hex';

/** A hex of the situation's map: its terrain (T81.1) and markers (`Blaze`, `Smoke:N`). */
export interface SmokeScreenHex {
  terrain: readonly string[];
  markers?: readonly string[];
}

/** F100.3: water terrain, "a bridgeless stream, swamp or water barrier". */
export function isWaterTerrain(h: SmokeScreenHex): boolean {
  return h.terrain.includes('Swamp') || h.terrain.includes('Water Barrier') || (h.terrain.includes('Stream') && !h.terrain.includes('Bridge'));
}

/** T95, 16.3.4: the Hindrance of the smoke marker in a hex (0: none). */
export function smokeIn(h: SmokeScreenHex | undefined): number {
  const m = (h?.markers ?? []).find((x) => x.startsWith('Smoke:'));
  return m === undefined ? 0 : Number(m.slice('Smoke:'.length));
}

/** A47 b): may the squad in `from` put smoke into `to` (its own hex or an adjacent one, on the map, no water, no blaze)? */
export function smokeHexAllowed(hexes: Readonly<Record<string, SmokeScreenHex>>, from: string, to: string): boolean {
  const h = hexes[to];
  if (h === undefined) return false;
  if (to !== from && !areAdjacent(parseHex(from, 'from'), parseHex(to, 'to'))) return false;
  return !isWaterTerrain(h) && !(h.markers ?? []).includes('Blaze');
}

/** A47 b): the hexes, in sorted order, into which the squad in `from` may put smoke. */
export const smokeHexesFrom = (hexes: Readonly<Record<string, SmokeScreenHex>>, from: string): string[] =>
  Object.keys(hexes)
    .filter((h) => smokeHexAllowed(hexes, from, h))
    .sort();

/** A47: "after placing smoke into smoke, only the marker with the largest Hindrance will remain" (without the rule: the marker placed). */
export const smokeRemaining = (present: number, drawn: number): number => (ruleApplies('A47', drawn < present) ? present : drawn);

/** The hex with its smoke marker replaced by one of Hindrance `value`. */
export function withSmoke<H extends SmokeScreenHex>(h: H, value: number): H {
  return { ...h, markers: [...(h.markers ?? []).filter((m) => !m.startsWith('Smoke:')), `Smoke:${value}`] };
}
