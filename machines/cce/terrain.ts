/**
 * Cover (CC:E T78.3 and the Terrain Chart, T79-T99; Fortifications F101-F105).
 *
 * One implementation of "the best Cover of a hex", used by every Morale computation (Fire Defense,
 * Rally, Rout). A hex states its terrain types and features (`terrain`) and its markers (`markers`,
 * Fortifications among them); Cover is looked up here and nowhere else.
 *
 * Modelled: T78.3 (the single best Cover counts; covers are not cumulative), T93 (a Road lowers every
 * other Cover in its hex by 1), T95 (Stream −1), F101-F105 (Fortification Cover, with the higher value
 * against Mortars and Artillery). Left to the Fire procedure: Wall/Hedge hexside Cover that applies only
 * when the shot crossed the hexside (T87, T97) and Flamethrower/Molotov Cover 0 (11.6), which it passes
 * in as options.
 */

/** Cover of each terrain type (the Terrain Chart). Hexside terrain (Wall, Hedge) is not here: see options. */
import { entryValue, ruleApplies, sumTerms, term, type Term, declareTerms } from '../core/derivation';

export const TERRAIN_COVER: Readonly<Record<string, number>> = {
  'Open Ground': 0, // T90
  Field: 0, // T85
  Brush: 1, // T81
  Orchard: 1, // T91
  Gully: 1, // T86
  Woods: 2, // T99
  Bridge: 2, // T80
  Building: 3, // T82
  Marsh: 0, // T89
  Stream: -1, // T95
};

/**
 * Features that add no Cover of their own (T92 Railway, T93 Road, T96 Trail: "other terrain"; T80.1
 * 'Major Bridge' marks a Bridge hex, listed with 'Bridge', as one a unit leaves only along its Road/Rail).
 */
export const FEATURES_WITHOUT_COVER: readonly string[] = ['Road', 'Railway', 'Trail', 'Hill', 'Major Bridge'];

/** Fortification Cover, and its value against Mortars and Artillery (F101, F102, F104, F105). */
export const FORTIFICATION_COVER: Readonly<Record<string, { normal: number; vsMortarOrArtillery: number }>> = {
  Bunker: { normal: 6, vsMortarOrArtillery: 7 }, // F101
  Foxholes: { normal: 3, vsMortarOrArtillery: 4 }, // F102
  Pillbox: { normal: 5, vsMortarOrArtillery: 6 }, // F104
  Trench: { normal: 4, vsMortarOrArtillery: 5 }, // F105
};

export const KNOWN_TERRAIN: readonly string[] = [...Object.keys(TERRAIN_COVER), ...FEATURES_WITHOUT_COVER, 'Water Barrier'];

export interface HexTerrain {
  terrain: readonly string[];
  markers?: readonly string[];
}

export interface CoverOptions {
  /** F101-F105: a Fortification's higher Cover applies against Mortars and Artillery. */
  vsMortarOrArtillery?: boolean;
  /** T87/T97: Cover of a Wall (2) or Hedge (1) the attack crossed to enter the target hex. */
  hexsideCover?: number;
  /** Reading cce.road-reduces-hexside-cover = not-reduced: T93's Road −1 does not lower the hexside Cover. */
  hexsideIgnoresRoad?: boolean;
  /**
   * A term that lowers the hex's Cover once its single best instance is chosen: CC:P's overstacking penalty
   * (15.2.2, T81.3.2: "Cover in that hex is reduced by one for each soldier figure present above 7"), which
   * the edition's Fire Defense gives (fire-defense.ts DefenseEdition.coverPenalty). CC:E has none.
   */
  penalty?: Term;
  /**
   * The edition's Cover column of the Terrain Chart (CC:P's: machines/ccp/terrain.ts CCP_TERRAIN_COVER), which the
   * edition's Fire Defense gives (fire-defense.ts DefenseEdition.coverTable). Absent: CC:E's, TERRAIN_COVER.
   */
  table?: Readonly<Record<string, number>>;
  /**
   * An alternate Cover this unit alone has against this attack, one more instance among the hex's (CC:P
   * F102.2.3: a cave's occupants, "not cumulative with any other Cover in the hex"), which the edition's Fire
   * gives per unit (fire-defense-states.ts DefenseSlice.alternateCover). CC:E has none.
   */
  alternate?: Term;
  /**
   * T93's "the Cover of any other Fortification or Terrain within a hex containing a Road is decreased by 1": false
   * in an edition without it, which the edition's Fire Defense gives (fire-defense.ts DefenseEdition.roadCover: CC:P
   * T94 "COVER: Use other terrain in the hex"). Absent: CC:E's.
   */
  roadCover?: false;
}

/** T78.3: "A hex's best Cover" — the largest single instance, after the Road's −1 (T93). */
/** The rule of each Fortification's Cover. */
export const FORTIFICATION_RULE: Readonly<Record<string, string>> = { Bunker: 'F101', Foxholes: 'F102', Pillbox: 'F104', Trench: 'F105' };

/**
 * T78.3: the Cover of a hex as terms — the best instance (terrain, Fortification, or the Wall/Hedge an
 * attack crossed), then the Road's −1 (T93); none when the best is 0 and there is no Road. Their sum is
 * the hex's Cover (bestCover).
 */
export function coverTerms(hex: HexTerrain, options: CoverOptions = {}): Term[] {
  const instances: Term[] = [];
  const table = options.table ?? TERRAIN_COVER;
  for (const t of hex.terrain) if (t in table) instances.push(term(entryValue('T78.3', t, table[t]), 'T78.3', t));
  for (const m of hex.markers ?? []) {
    const f = FORTIFICATION_COVER[m];
    const what = options.vsMortarOrArtillery ? `${m} vs Mortar/Artillery` : m;
    if (f) instances.push(term(entryValue(FORTIFICATION_RULE[m], what, options.vsMortarOrArtillery ? f.vsMortarOrArtillery : f.normal), FORTIFICATION_RULE[m], what));
  }
  if (options.alternate) instances.push(options.alternate);
  const road = hex.terrain.includes('Road') && options.roadCover !== false ? term(-1, 'T93', 'Road') : null; // T93
  // T78.3: "Cover is never cumulative": the single best instance. Ablation's mutant of the condition adds
  // them all up instead (an engine that sums a Woods' and a Foxholes' Cover).
  const cumulative = !ruleApplies('T78.3', true);
  const best = (list: Term[]): Term | null =>
    cumulative && list.length > 1 ? term(sumTerms(list), 'T78.3', list.map((t) => t.what).join(' + ')) : list.reduce<Term | null>((b, t) => (!b || t.value > b.value ? t : b), null);
  const hexside = options.hexsideCover !== undefined ? term(options.hexsideCover, options.hexsideCover >= 2 ? 'T97' : 'T87', options.hexsideCover >= 2 ? 'Wall crossed' : 'Hedge crossed') : null;
  if (hexside && options.hexsideIgnoresRoad) {
    const inHex = best(instances);
    const inHexTotal = (inHex?.value ?? 0) + (road?.value ?? 0);
    if (hexside.value > inHexTotal) return [hexside, options.penalty].filter((t): t is Term => !!t);
    return [inHex, road, options.penalty].filter((t): t is Term => !!t && t.value !== 0);
  }
  if (hexside) instances.push(hexside);
  return [best(instances), road, options.penalty].filter((t): t is Term => !!t && t.value !== 0);
}

/** T78.3: the Cover a hex gives (the sum of coverTerms). */
export function bestCover(hex: HexTerrain, options: CoverOptions = {}): number {
  return sumTerms(coverTerms(hex, options));
}

/** F106.1: Wire in a hex lowers the FP, Range and Morale of the units in it by 1. */
export function hasWire(hex: HexTerrain): boolean {
  return (hex.markers ?? []).includes('Wire');
}

// Ablation (core/derivation.ts declaredTermRules): the Cover terms coverTerms gives — the terrain's, a Fortification's, a Wall or Hedge crossed.
declareTerms('cce', ['T78.3', ...Object.values(FORTIFICATION_RULE), 'T97', 'T87']);
