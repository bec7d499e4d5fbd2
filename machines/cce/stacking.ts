/**
 * Unit stacking (CC:E 3, 8.2) — the one count of soldier figures: a Leader is 1 figure, a Team 2, a
 * Squad 4 (3); a hex holding friendly units of eight or more figures is overstacked (8.2).
 */
import type { Player, Unit, UnitKind } from './units';

/** 3: "one figure is a Leader, two a Team, four a Squad". */
export const FIGURES: Record<UnitKind, number> = { leader: 1, team: 2, squad: 4 };

/** 8.2: "up to seven figures can be stacked in the same hex without penalty". */
export const STACKING_LIMIT = 7;

export const figuresIn = (units: readonly Unit[], hex: string, owner: Player): number =>
  units.filter((u) => u.hex === hex && u.owner === owner).reduce((n, u) => n + FIGURES[u.kind], 0);

/** 8.2: the hexes (sorted) where `owner` has eight or more figures. */
export function overstackedHexes(units: readonly Unit[], owner: Player): string[] {
  const hexes = [...new Set(units.filter((u) => u.owner === owner).map((u) => u.hex))].sort();
  return hexes.filter((h) => figuresIn(units, h, owner) > STACKING_LIMIT);
}

/** 6.1.2 step 5 "Stacking limits [8] must be observed": may `u` be placed in `hex` without overstacking it? */
export const placementWithinLimit = (units: readonly Unit[], u: Unit, hex: string): boolean => figuresIn(units, hex, u.owner) + FIGURES[u.kind] <= STACKING_LIMIT;
