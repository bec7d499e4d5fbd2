/**
 * Buildings and factories of Combat! Stalingrad as the map shows them (6.4.2, 6.4.4's table, 6.4.5, 6.4.6,
 * 6.5.1, 6.5.2): a building hex's obstacle height and the locations a unit may occupy in it. Shared by the
 * `los` procedure (heights, the levels a unit may fire from) and `building-move` (the locations moved
 * between).
 */
import { derive, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';

export const BUILDING_CENTRES = ['dot', 'large-dot', 'large-square'] as const;

/** A building in a hex, as the map shows it (6.4.2, 6.4.4's table, 6.4.5, 6.5.1). */
export interface LosBuilding {
  /** The building the hex belongs to (one name for all its hexes). */
  id: string;
  /** 6.4.2: a normal centre dot, a large white centre dot, or a large white centre square. */
  centre: (typeof BUILDING_CENTRES)[number];
  /** 6.4.2: the building covers more than one hex. */
  multiHex: boolean;
  /** 6.4.5: the hex has a steeple (one more level). */
  steeple: boolean;
  /** 6.5.1: a road or railway enters the building in this hex. */
  roadEntry: boolean;
  /** 6.5.3: an Open Roofed hex. */
  openRoof: boolean;
  /** 6.4.8: the adjacent hexes across whose hexside the building depiction lies (a road/building hex). */
  depiction: string[];
}

type BuildingHexes = readonly { building?: { id: string; roadEntry: boolean; centre: string } }[];

/** 6.5.1 "A Factory is any building with a Road or Railway entering it at some point." */
export function isFactory(hexes: BuildingHexes, building: string): boolean {
  return ruleApplies('6.5.1', hexes.some((h) => h.building?.id === building && h.building.roadEntry));
}

/** 6.4.2, 6.4.4's table, 6.4.5, 6.5.2: a building's obstacle height above its hex. */
export function buildingHeight(hexes: BuildingHexes, b: Pick<LosBuilding, 'id' | 'centre' | 'multiHex' | 'steeple'>): Derivation {
  const factory = isFactory(hexes, b.id);
  // 6.4 "The '2' in DTW G22 denotes all four hexes of that building have up to Upper Level +2."
  const square = b.centre === 'large-square' || hexes.some((h) => h.building?.id === b.id && h.building.centre === 'large-square');
  const base = factory ? term(square ? 2 : 1, '6.5.2', square ? 'factory, large white square centre dot' : 'factory') : term(square ? 2 : 1, '6.4.2', square ? 'large white square centre dot' : b.centre === 'large-dot' ? 'large white centre dot' : b.multiHex ? 'multi-hex building' : 'one hex building');
  return derive(base, [ruleApplies('6.4.5', b.steeple) && term(1, '6.4.5', 'steeple')]);
}

/** 6.4.2, 6.4.4's table, 6.4.5, 6.4.6, 6.5.2: the levels a unit may occupy in a building hex (a Cellar -1 where there may be one). */
export function buildingLevels(hexes: BuildingHexes, b: Pick<LosBuilding, 'id' | 'centre' | 'multiHex' | 'steeple'>): number[] {
  const x = buildingHeight(hexes, b).total;
  // 6.4.3 "(i.e., no Cellar/Rooftop in a Factory)" — 6.5.2 then gives factories their Rooftop; 6.5.2 "Factories never have an Upper Level".
  if (isFactory(hexes, b.id)) return [0, x];
  // 6.4.2 "A one hex building without a large white center-dot (example: DTW C23) has a ground level only".
  if (b.centre === 'dot' && !b.multiHex) return [-1, 0];
  const upper = Array.from({ length: x - (b.steeple ? 1 : 0) }, (_, i) => i + 1);
  // 6.4.5 a steeple at 1+x; 6.4.6 a Rooftop at x (none in a steeple hex).
  return [-1, 0, ...upper, ...(b.steeple ? [x] : [])];
}

// Ablation (core/derivation.ts declaredTermRules): the steeple's +1.
declareTerms('cs', ['6.4.5']);
