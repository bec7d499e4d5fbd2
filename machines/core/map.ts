/**
 * The map of a situation (CC:E 2.1 The Battlefield, 7.2 board edges, T78.1 hex and hexside terrain,
 * 8.1.3-8.1.5 marker stacking, F100.3 and T79/T89/T95/T98 what may occupy a hex), shared by Rout,
 * Move, Artillery and the Events. Geometry is in hex.ts; Cover is in machines/cce/terrain.ts.
 *
 * A situation lists only the hexes it needs. A hex that is not listed is UNKNOWN, not Open Ground: a
 * helper that needs its facts throws an `invalid-map` error naming it, so a missing hex can never
 * silently become open terrain. A unit's hex must always be listed (validateUnitPlacement).
 *
 * Modelled: hex ids and geometry (2.1); hexsides only between adjacent hexes (2.1); each player's
 * friendly edge is the top or the bottom, never the same for both, and the enemy edge is the opposite
 * one (7.2: "the edges of the map nearest each player can be exited"; O21.4: never the left or right);
 * impassable hexes (T79 Blaze, T98 Water Barrier, or `impassable: true` for anything else a situation
 * declares so); marker stacking (8.1.3 one Fortification, 8.1.4 one Smoke, 8.1.5 nothing with a Blaze);
 * Water hexes (F100.3: Marsh, Stream or Water Barrier with no Bridge) hold no Fortification, Blaze or
 * Smoke (T89, T95, T98); a Bridge over one is a Bridge hex, which may (T78.1: "a Major Bridge over a Stream is
 * a 'Major Bridge hex' for all purposes, not a 'Stream hex' (and thus not a Water hex, either)").
 * Left out: Major Bridge hexside restrictions (T80.1) and hexside Move costs (T84, T87, T97): the Move
 * procedure reads `hexsideFeatures`; Cover: machines/cce/terrain.ts; LOS: machines/cce/los.ts (the line: line.ts).
 * Terrain names are ruleset vocabulary: a ruleset passes its list (`terrain` option) to check them.
 */
import { OracleError } from './errors';
import { ownId } from './ruleset-ids';
import { arr, int, obj, record } from './validate';
import {
  type Edge,
  type HexCoord,
  type HexId,
  type MapGeometry,
  areAdjacent,
  hexId,
  oppositeEdge,
  onMap,
  parseHex,
} from './hex';

/**
 * Hexside terrain (T78.1 "Some hexsides also contain terrain …"; T92/T93/T96 depictions crossing a hexside), and
 * CC:P's Bridge depiction (T84: "1 if traversing a bridge/road/trail hexside"), which only a ruleset that lists
 * it (MapValidationOptions.hexsideFeatures) accepts.
 */
export type HexsideFeature = 'Cliff' | 'Fence' | 'Hedge' | 'Wall' | 'Road' | 'Railway' | 'Trail' | 'Bridge';
/** The hexside features a map accepts unless its ruleset lists its own (CC:E's). */
export const HEXSIDE_FEATURES: readonly HexsideFeature[] = ['Cliff', 'Fence', 'Hedge', 'Wall', 'Road', 'Railway', 'Trail'];

/** Fortifications (F100.1: "Foxholes, Trenches, Mines, Wire, Bunkers and a Pillbox"), by marker name. */
export const FORTIFICATIONS: readonly string[] = ['Bunker', 'Foxholes', 'Mines', 'Pillbox', 'Trench', 'Wire'];

/** CC:P F100.1, F102: a cave marker of the situation (its `caves`: a cave holds no map marker) occupies `hex`. */
export const hasCave = (caves: readonly { hex: string }[] | undefined, hex: string): boolean => caves?.some((k) => k.hex === hex) ?? false;

/** Hex markers: a Blaze (T79), a Smoke with its Hindrance (T94, "Smoke:3"), or a Fortification. */
const MARKER = /^(?:Blaze|Smoke:[1-9][0-9]?|Bunker|Foxholes|Mines|Pillbox|Trench|Wire)$/;

/**
 * Terrain in which no Blaze or Smoke may ever be (T89 Marsh, T95 Stream, T98 Water Barrier; CC:P's Swamp, T97:
 * "No blaze, smoke or fortification of any kind may ever occupy a swamp hex", a terrain no CC:E map holds).
 */
const WATER_TERRAIN: readonly string[] = ['Marsh', 'Stream', 'Water Barrier', 'Swamp'];

export interface HexFacts {
  /** Terrain types in the hex (T78.1), e.g. ['Woods'] or ['Open Ground', 'Road']. */
  terrain: string[];
  /** Hill level (T88): 0 = ground level. Absent = not stated (a procedure that needs it says so). */
  elevation?: number;
  /**
   * T88.3.1: a Crest hex (it shows more than one level; `elevation` is the level of its centre dot) whose
   * Crest Line a LOS leaving it toward lower ground crosses before any hexside (T88.3.2). Absent = false.
   */
  crest?: boolean;
  /** 'Blaze', 'Smoke:N', or a Fortification ('Foxholes', 'Mines', 'Wire', …). */
  markers?: string[];
  /** A hex the situation declares impassable for a reason this model does not name. */
  impassable?: boolean;
}

/** T88: a hex's level, 0 (ground level) when the situation states none. */
export const levelOf = (hex: Pick<HexFacts, 'elevation'> | undefined): number => hex?.elevation ?? 0;

export interface HexsideFacts {
  between: [HexId, HexId];
  feature: HexsideFeature;
}

/**
 * The hexes a situation states, without the map's extent: enough for a procedure that never asks how
 * far a hex is from an edge (Recover, Fire, Melee). Hex ids are checked for form, hexsides for adjacency.
 */
export interface LocalMap {
  /** The hexes the situation needs; any other hex is unknown (see the header). */
  hexes: Record<HexId, HexFacts>;
  /** At most one entry per hexside and feature; a hexside may carry several features (Road and Wall). */
  hexsides?: HexsideFacts[];
  geometry?: MapGeometry;
  edges?: Record<string, Edge>;
}

export interface MapSituation extends LocalMap {
  geometry: MapGeometry;
  /** Each player's friendly board edge, 'top' or 'bottom' (7.2); the enemy edge is the opposite. */
  edges: Record<string, Edge>;
}

export interface MapValidationOptions {
  /** The ruleset's terrain names (CC:E: KNOWN_TERRAIN in machines/cce/terrain.ts); unchecked if absent. */
  terrain?: readonly string[];
  /** The ruleset's hexside features (CC:P Move: the Road, Trail and Bridge depictions); absent: HEXSIDE_FEATURES. */
  hexsideFeatures?: readonly HexsideFeature[];
}

function mapError(path: string, expected: string, actual: unknown, rule?: string, hint?: string): never {
  throw new OracleError({ code: 'invalid-map', path, expected, actual, rule, hint });
}

/** `input.map.hexes["C7"]`: the path of a hex's entry, as validateMap names it. */
function hexPath(mapPath: string, id: string): string {
  return `${mapPath}.hexes[${JSON.stringify(id)}]`;
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/** 2.1: columns are lettered A-Z, rows numbered 1-99. */
export function validateGeometry(raw: unknown, path: string): MapGeometry {
  const o = obj(raw, path, ['columns', 'rows'], ['columns', 'rows']);
  return { columns: int(o.columns, `${path}.columns`, 1, 26, '2.1'), rows: int(o.rows, `${path}.rows`, 1, 99, '2.1') };
}

/** 2.1: "A1 to O10": the range of hex ids on a map. */
function mapExtent(geometry: MapGeometry): string {
  return `a hex on the map (columns A to ${hexId({ col: geometry.columns, row: 1 }).charAt(0)}, rows 1 to ${geometry.rows})`;
}

/** 2.1: a named hex must be a well-formed id on the map (any well-formed id when the extent is not stated). */
function validateHexOnMap(geometry: MapGeometry | undefined, id: unknown, path: string): HexCoord {
  const hex = parseHex(id, path);
  if (geometry && !onMap(geometry, hex)) mapError(path, mapExtent(geometry), id, '2.1');
  return hex;
}

function validateTerrain(raw: unknown, path: string, known: readonly string[] | undefined): string[] {
  const list = arr(raw, path, 1);
  const seen = new Set<string>();
  return list.map((t, i) => {
    const p = `${path}[${i}]`;
    if (typeof t !== 'string' || t.length === 0) mapError(p, 'a terrain name', t, 'T78.1');
    if (known && !known.includes(t)) {
      const hint = t === 'Blaze' || t.startsWith('Smoke') ? `${t} is a marker: list it under markers` : undefined;
      mapError(p, `one of ${known.map((k) => JSON.stringify(k)).join(', ')}`, t, 'T78.1', hint);
    }
    if (seen.has(t)) mapError(p, 'listed once', t, 'T78.1');
    seen.add(t);
    return t;
  });
}

/** 8.1.3, 8.1.4, 8.1.5, F100.3, T89/T95/T98: which markers may share a hex, and with which terrain. */
function validateMarkers(raw: unknown, path: string, terrain: readonly string[]): string[] {
  const markers = arr(raw, path).map((m, i) => {
    if (typeof m !== 'string' || !MARKER.test(m)) {
      mapError(`${path}[${i}]`, `a marker: "Blaze", "Smoke:<hindrance>" or one of ${FORTIFICATIONS.join(', ')}`, m, '8.1');
    }
    return m;
  });
  markers.forEach((m, i) => {
    if (markers.indexOf(m) !== i) mapError(`${path}[${i}]`, 'listed once', m, '8.1');
  });
  const forts = markers.filter((m) => FORTIFICATIONS.includes(m));
  if (forts.length > 1) mapError(path, 'at most one Fortification in a hex', forts, '8.1.3');
  const smokes = markers.filter((m) => m.startsWith('Smoke:'));
  if (smokes.length > 1) mapError(path, 'at most one Smoke marker in a hex', smokes, '8.1.4');
  if (markers.includes('Blaze') && markers.length > 1) mapError(path, 'no other marker with a Blaze', markers, '8.1.5');
  // T78.1: a Bridge over a Marsh, Stream or Water Barrier makes a Bridge hex, "not a Water hex" (as F100.3 says).
  const water = isWaterTerrain(terrain) ? WATER_TERRAIN.find((w) => terrain.includes(w)) : undefined;
  if (water && (markers.includes('Blaze') || smokes.length > 0)) {
    mapError(path, `no Blaze or Smoke in a ${water} hex`, markers, waterRule(water));
  }
  if (forts.length > 0 && isWaterTerrain(terrain)) mapError(path, 'no Fortification in a Water hex', forts, 'F100.3');
  return markers;
}

function waterRule(terrain: string): string {
  return terrain === 'Marsh' ? 'T89' : terrain === 'Stream' ? 'T95' : terrain === 'Swamp' ? ownId('ccp', 'T97') : 'T98';
}

function validateHexFacts(raw: unknown, path: string, options: MapValidationOptions): HexFacts {
  const o = obj(raw, path, ['terrain', 'elevation', 'crest', 'markers', 'impassable'], ['terrain']);
  const facts: HexFacts = { terrain: validateTerrain(o.terrain, `${path}.terrain`, options.terrain) };
  if (o.elevation !== undefined) facts.elevation = int(o.elevation, `${path}.elevation`, 0, 4, 'T88');
  if (o.crest !== undefined) {
    if (typeof o.crest !== 'boolean') mapError(`${path}.crest`, 'true or false', o.crest, 'T88.3.1');
    if (o.crest && !facts.elevation) mapError(`${path}.crest`, 'a Crest hex on a Hill (elevation 1 to 4)', o.crest, 'T88.3.1', 'a Crest hex shows more than one level; its centre dot is on the higher one');
    facts.crest = o.crest;
  }
  if (o.markers !== undefined) facts.markers = validateMarkers(o.markers, `${path}.markers`, facts.terrain);
  if (o.impassable !== undefined) {
    if (typeof o.impassable !== 'boolean') mapError(`${path}.impassable`, 'true or false', o.impassable);
    facts.impassable = o.impassable;
  }
  return facts;
}

/** 2.1: a hexside lies between two adjacent hexes of the map; each (hexside, feature) is stated once. */
function validateHexsides(raw: unknown, path: string, geometry: MapGeometry | undefined, features: readonly HexsideFeature[] = HEXSIDE_FEATURES): HexsideFacts[] {
  const seen = new Set<string>();
  return arr(raw, path).map((entry, i) => {
    const p = `${path}[${i}]`;
    const o = obj(entry, p, ['between', 'feature'], ['between', 'feature']);
    const pair = arr(o.between, `${p}.between`, 2);
    if (pair.length !== 2) mapError(`${p}.between`, 'two hex ids', o.between, '2.1');
    const [a, b] = pair.map((id, j) => validateHexOnMap(geometry, id, `${p}.between[${j}]`));
    if (!areAdjacent(a, b)) {
      mapError(`${p}.between`, 'two adjacent hexes (a hexside lies between neighbours)', o.between, '2.1');
    }
    const feature = o.feature;
    if (!(features as readonly unknown[]).includes(feature)) {
      mapError(`${p}.feature`, `one of ${features.map((f) => JSON.stringify(f)).join(', ')}`, feature, 'T78.1');
    }
    const between: [HexId, HexId] = [hexId(a), hexId(b)];
    const key = `${hexsideKey(...between)}|${String(feature)}`;
    if (seen.has(key)) mapError(p, 'each hexside feature stated once', o, 'T78.1');
    seen.add(key);
    return { between, feature: feature as HexsideFeature };
  });
}

/** 7.2: one or two players, each with the top or the bottom edge, not both the same. */
function validateEdges(raw: unknown, path: string): Record<string, Edge> {
  const o = record(raw, path);
  const players = Object.keys(o);
  if (players.length < 1 || players.length > 2) mapError(path, "one or two players' friendly edges", players, '7.2');
  const edges: Record<string, Edge> = {};
  for (const player of players) {
    const p = `${path}[${JSON.stringify(player)}]`;
    const edge = o[player];
    if (edge === 'left' || edge === 'right') {
      mapError(p, '"top" or "bottom"', edge, '7.2', 'the left and right map edges are never a player\'s board edge (O21.4)');
    }
    if (edge !== 'top' && edge !== 'bottom') mapError(p, '"top" or "bottom"', edge, '7.2');
    edges[player] = edge;
  }
  if (players.length === 2 && edges[players[0]] === edges[players[1]]) {
    mapError(`${path}[${JSON.stringify(players[1])}]`, `the edge opposite ${players[0]}'s`, edges[players[1]], '7.2');
  }
  return edges;
}

/**
 * Read a situation's map (e.g. `validateMap(raw.map, 'input.map')`); throws an OracleError naming the
 * field for anything inconsistent.
 */
export function validateMap(raw: unknown, path: string, options: MapValidationOptions = {}): MapSituation {
  const o = obj(raw, path, ['geometry', 'hexes', 'hexsides', 'edges'], ['geometry', 'hexes', 'edges']);
  const geometry = validateGeometry(o.geometry, `${path}.geometry`);
  const rawHexes = record(o.hexes, `${path}.hexes`);
  const hexes: Record<HexId, HexFacts> = {};
  for (const id of Object.keys(rawHexes)) {
    const p = hexPath(path, id);
    validateHexOnMap(geometry, id, p);
    hexes[id] = validateHexFacts(rawHexes[id], p, options);
  }
  const map: MapSituation = { geometry, hexes, edges: validateEdges(o.edges, `${path}.edges`) };
  if (o.hexsides !== undefined) map.hexsides = validateHexsides(o.hexsides, `${path}.hexsides`, geometry, options.hexsideFeatures);
  return map;
}

/**
 * Read a map that may omit its extent and edges (a LocalMap); with `geometry` given it is checked as
 * fully as validateMap checks it, and `edges`, if given, as well.
 */
export function validateLocalMap(raw: unknown, path: string, options: MapValidationOptions = {}): LocalMap {
  const o = obj(raw, path, ['geometry', 'hexes', 'hexsides', 'edges'], ['hexes']);
  const geometry = o.geometry === undefined ? undefined : validateGeometry(o.geometry, `${path}.geometry`);
  const rawHexes = record(o.hexes, `${path}.hexes`);
  const hexes: Record<HexId, HexFacts> = {};
  for (const id of Object.keys(rawHexes).sort()) {
    const p = hexPath(path, id);
    validateHexOnMap(geometry, id, p);
    hexes[id] = validateHexFacts(rawHexes[id], p, options);
  }
  const map: LocalMap = { hexes };
  if (o.hexsides !== undefined) map.hexsides = validateHexsides(o.hexsides, `${path}.hexsides`, geometry, options.hexsideFeatures);
  if (geometry) map.geometry = geometry;
  if (o.edges !== undefined) map.edges = validateEdges(o.edges, `${path}.edges`);
  return map;
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

/** The listed facts of a hex, or undefined if the situation does not list it (unknown). */
export function hexFacts(map: LocalMap, hex: HexId): HexFacts | undefined {
  return Object.prototype.hasOwnProperty.call(map.hexes, hex) ? map.hexes[hex] : undefined;
}

/** Whether a listed hex carries `marker` ('Mines', 'Wire', 'Blaze', …); an unlisted hex carries none. */
export function hasMarker(map: LocalMap, hex: HexId, marker: string): boolean {
  return (hexFacts(map, hex)?.markers ?? []).includes(marker);
}

/** The situation with `marker` added to a listed hex (a Fortification placed by an Action, A35). */
export function withMarker<S extends { map: M }, M extends LocalMap>(situation: S, hex: HexId, marker: string): S {
  const facts = situation.map.hexes[hex];
  return { ...situation, map: { ...situation.map, hexes: { ...situation.map.hexes, [hex]: { ...facts, markers: [...(facts.markers ?? []), marker] } } } };
}

/** The listed facts of a hex; throws `invalid-map` naming the hex if the situation does not list it. */
export function requireHexFacts(map: LocalMap, hex: HexId, mapPath = 'input.map'): HexFacts {
  const facts = hexFacts(map, hex);
  if (!facts) {
    mapError(hexPath(mapPath, hex), 'listed in the situation (an unlisted hex is unknown, not Open Ground)', undefined, '2.1', 'list every hex the procedure may look at');
  }
  return facts;
}

function hexsideKey(a: HexId, b: HexId): string {
  return [a, b].sort().join('/');
}

/** T78.1: the features on the hexside between two adjacent hexes (sorted; empty if none). */
export function hexsideFeatures(map: LocalMap, a: HexId, b: HexId): HexsideFeature[] {
  if (!areAdjacent(parseHex(a, 'hexside'), parseHex(b, 'hexside'))) {
    throw new RangeError(`hexsideFeatures: ${a} and ${b} are not adjacent`);
  }
  const key = hexsideKey(a, b);
  return (map.hexsides ?? [])
    .filter((s) => hexsideKey(s.between[0], s.between[1]) === key)
    .map((s) => s.feature)
    .sort();
}

/** T78.1: e.g. hasHexsideFeature(map, 'C7', 'C6', 'Cliff') for O21.4 / O23.3.5 (T83). */
export function hasHexsideFeature(map: LocalMap, a: HexId, b: HexId, feature: HexsideFeature): boolean {
  return hexsideFeatures(map, a, b).includes(feature);
}

/** F100.3: "a Water hex (i.e. Marsh, Stream or Water Barrier with no Bridge)". */
export function isWaterTerrain(terrain: readonly string[]): boolean {
  return WATER_TERRAIN.some((w) => terrain.includes(w)) && !terrain.includes('Bridge');
}

/** F100.3: the hex is a Water hex (A32, A35, E46-E73 exclude them). Throws if the hex is unknown. */
export function isWater(map: LocalMap, hex: HexId, mapPath = 'input.map'): boolean {
  return isWaterTerrain(requireHexFacts(map, hex, mapPath).terrain);
}

/**
 * Why a hex is impassable, with the rule, or undefined: T79 (a Blaze marker), T98 (Water Barrier with
 * no Bridge), or the situation's own `impassable: true` (O21.4). Throws if the hex is unknown.
 */
export function impassableBecause(map: LocalMap, hex: HexId, mapPath = 'input.map'): { rule: string; why: string } | undefined {
  const facts = requireHexFacts(map, hex, mapPath);
  if ((facts.markers ?? []).includes('Blaze')) return { rule: 'T79', why: 'a Blaze' };
  if (facts.terrain.includes('Water Barrier') && !facts.terrain.includes('Bridge')) return { rule: 'T98', why: 'a Water Barrier' };
  if (facts.impassable) return { rule: 'O21.4', why: 'declared impassable' };
  return undefined;
}

/** T79, T98, O21.4: no unit may enter or occupy the hex. Throws if the hex is unknown. */
export function isImpassable(map: LocalMap, hex: HexId, mapPath = 'input.map'): boolean {
  return impassableBecause(map, hex, mapPath) !== undefined;
}

/** 7.2: the player's own board edge; throws `invalid-map` if the situation gives him none. */
export function friendlyEdge(map: MapSituation, player: string, mapPath = 'input.map'): Edge {
  const edge = Object.prototype.hasOwnProperty.call(map.edges, player) ? map.edges[player] : undefined;
  if (!edge) mapError(`${mapPath}.edges[${JSON.stringify(player)}]`, '"top" or "bottom"', undefined, '7.2');
  return edge;
}

/** 7.2: the opponent's board edge, the one across the map from the player's own. */
export function enemyEdge(map: MapSituation, player: string, mapPath = 'input.map'): Edge {
  return oppositeEdge(friendlyEdge(map, player, mapPath));
}

/**
 * 2.1, T79, T98, 8.1.5: a unit stands in a listed, on-map, passable hex. Returns its coordinates;
 * throws `invalid-map` naming `path` (the unit's hex field, e.g. `input.units[2].hex`).
 */
export function validateUnitPlacement(map: MapSituation, hex: unknown, path: string, mapPath = 'input.map', impassable: (map: LocalMap, hex: HexId, mapPath: string) => { rule: string; why: string } | undefined = impassableBecause): HexCoord {
  const coord = validateHexOnMap(map.geometry, hex, path);
  const id = hexId(coord);
  if (!hexFacts(map, id)) {
    mapError(path, `a hex listed in ${mapPath}.hexes (an unlisted hex is unknown, not Open Ground)`, id, '2.1');
  }
  const blocked = impassable(map, id, mapPath);
  if (blocked) mapError(path, `a hex a unit may occupy (this one holds ${blocked.why})`, id, blocked.rule);
  return coord;
}
