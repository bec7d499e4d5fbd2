/**
 * A40 Explosive Charge — Combat Commander: Pacific (new in CC:P). The rule arithmetic of the
 * `explosive-charge` procedure (its chart: machines/ccp/explosive-charge.ts): may the card be played on this
 * Fire Attack roll? "Explosive Charge may only be played when the player gets 'doubles' with a Fire Attack roll
 * and the attack is against an adjacent hex containing a Fortification."
 *
 * Which firing hexes must be adjacent when a Fire Group fires from several: reading
 * ccp.explosive-charge-group-adjacent (machines/ccp/readings.ts).
 */
import type { Readings } from '../../core/readings';
import { areAdjacent, parseHex } from '../../core/hex';

/** F101-F107: the fortification markers of CC:P (F100: "listed in alphabetical order"). */
export const CCP_FORTIFICATIONS = ['Bunker', 'Cave', 'Foxholes', 'Mines', 'Pillbox', 'Trench', 'Wire'] as const;
export type CcpFortification = (typeof CCP_FORTIFICATIONS)[number];

/** A40: "doubles" — both dice of the Fire Attack roll show the same number. */
export const isDoubles = (roll: { white: number; colored: number }): boolean => roll.white === roll.colored;

/** A40 "against an adjacent hex", for the firing hexes of the attack, per reading ccp.explosive-charge-group-adjacent. */
export function attackIsAdjacent(firing: readonly string[], target: string, readings: Readings): boolean {
  const adjacent = (h: string) => areAdjacent(parseHex(h, 'firing'), parseHex(target, 'target'));
  return readings['ccp.explosive-charge-group-adjacent'] === 'one-firing-hex' ? firing.some(adjacent) : firing.every(adjacent);
}
