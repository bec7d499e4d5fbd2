/**
 * "Closest to that hex" (E43, E63, E72): the things at the least hex distance (hex.ts `distance`, the
 * one count of hexes) from a Random Hex. More than one is a tie, which each of those Events leaves to
 * "the player drawing the Event". One implementation for every Event that asks for the closest unit,
 * occupied hex or Weapon.
 */
import { distance, parseHex } from '../../core/hex';

/** The items (in their given order) whose hex is closest to `hex`; empty when there are none. */
export function closestTo<T>(items: readonly T[], hexOf: (t: T) => string, hex: string): T[] {
  if (items.length === 0) return [];
  const at = parseHex(hex, 'randomHex');
  const d = (t: T): number => distance(parseHex(hexOf(t), 'hex'), at);
  const min = Math.min(...items.map(d));
  return items.filter((t) => d(t) === min);
}
