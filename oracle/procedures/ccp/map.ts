/**
 * The map of a CC:P Fire, Move or Advance situation (T81-T99): one check for the three procedures, so that one map
 * can be stated for each of them. It holds the terrain both editions give alike and CC:P's own (CCP_FIRE_MAP_TERRAIN,
 * machines/ccp/terrain.ts's chart), the Road (T94), the Bridge (T84) and the Water Barrier (T99), and, as its only
 * hexside entries, the Road, Trail and Bridge depictions a unit crosses (T84 "a bridge/road/trail hexside", T94
 * "crossed a road hexside as it entered the hex", T98 "crossed a trail hexside": "there is no hexside terrain in CC:P").
 * What each does is the procedure's: Move Costs a Move's (machines/ccp/move.ts); Cover (T84 "COVER: 1", T94 and T98
 * "COVER: Use other terrain in the hex") and LOS (all three "LOS: Clear") the chart's (machines/ccp/terrain.ts
 * CCP_TERRAIN_COVER, CCP_TERRAIN_LOS), which Fire, Move's Op Fire and Advance's Mine Attacks read; a Bridge over a
 * Stream is "a 'bridge hex' for all purposes, not a 'stream hex' (and thus not a water hex, either)" (T81.1: core/map.ts
 * isWater), whence a Weapon fires from it and a Hidden Mines or Panji Trap may go into it (A43.2: "That hex cannot be
 * water terrain").
 */
import { OracleError } from '../../../machines/core/errors';
import { HEXSIDE_FEATURES, type HexsideFeature, type LocalMap } from '../../../machines/core/map';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { CCP_FIRE_MAP_TERRAIN } from '../../../machines/ccp/fire';
import { BRIDGE, CCP_TERRAIN_MOVE_COST, WATER_BARRIER } from '../../../machines/ccp/terrain';

/** The terrain of a CC:P Fire, Move or Advance map: CCP_FIRE_MAP_TERRAIN, the Road (T94), the Bridge (T84) and the Water Barrier (T99). */
export const CCP_MAP_TERRAIN: readonly string[] = [...CCP_FIRE_MAP_TERRAIN, 'Road', BRIDGE, WATER_BARRIER];

/** The depictions a CC:P map shows crossing a hexside (T84, T94, T98): its only hexside entries. */
export const CCP_HEXSIDE_DEPICTIONS: readonly HexsideFeature[] = ['Road', 'Trail', 'Bridge'];

/** What the shared (CC:E) parsers are given to read a CC:P map, before checkCcpMap refuses what CC:P does not have. */
export const CCP_PARSER_TERRAIN: readonly string[] = [...KNOWN_TERRAIN, ...CCP_FIRE_MAP_TERRAIN];
export const CCP_PARSER_HEXSIDES: readonly HexsideFeature[] = [...HEXSIDE_FEATURES, 'Bridge'];

/** The map's terrain and hexsides are CC:P's (CCP_MAP_TERRAIN, CCP_HEXSIDE_DEPICTIONS), its Road, Bridge and Water Barrier hexes and its depictions consistent. */
export function checkCcpMap(map: LocalMap, path: string): void {
  for (const [hex, facts] of Object.entries(map.hexes).sort(([a], [b]) => a.localeCompare(b))) {
    facts.terrain.forEach((t, i) => {
      if (!CCP_MAP_TERRAIN.includes(t)) throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexes[${JSON.stringify(hex)}].terrain[${i}]`, expected: `one of ${CCP_MAP_TERRAIN.join(', ')} (the terrain both editions give alike and CC:P's own, T81-T99)`, actual: t, rule: 'T81' });
    });
  }
  (map.hexsides ?? []).forEach((h, i) => {
    if (!CCP_HEXSIDE_DEPICTIONS.includes(h.feature)) throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexsides[${i}].feature`, expected: `one of ${CCP_HEXSIDE_DEPICTIONS.join(', ')} (a depiction crossing the hexside, T84, T94, T98: there is no hexside terrain in CC:P)`, actual: h.feature, rule: 'T81' });
  });
  checkDepictionHexes(map, path);
  checkDepictionHexsides(map, path);
}

/**
 * T84 "otherwise use the cost of the other terrain in the hex", T94 "otherwise, depends on the other terrain in the hex":
 * a Road or Bridge hex lists the terrain with a Move Cost it shares. T99: a Water Barrier hex is that alone (its "MOVE
 * COST: all" is no Move Cost another terrain could modify), or that and a Bridge over it (T84 "A bridge may span the
 * entirety of one or more hexes": its Move Cost is reading ccp.bridge-over-water-barrier, machines/ccp/move.ts).
 */
function checkDepictionHexes(map: LocalMap, path: string): void {
  for (const [hex, facts] of Object.entries(map.hexes).sort(([a], [b]) => a.localeCompare(b))) {
    const p = `${path}.map.hexes[${JSON.stringify(hex)}].terrain`;
    if (facts.terrain.includes(WATER_BARRIER)) {
      if (facts.terrain.some((t) => t !== WATER_BARRIER && t !== BRIDGE)) throw new OracleError({ code: 'invalid-field', path: p, expected: 'a Water Barrier alone, or with a Bridge over it (T99: "MOVE COST: all"; T84 "otherwise use the cost of the other terrain in the hex")', actual: facts.terrain, rule: 'T99' });
      continue;
    }
    const feature = facts.terrain.find((t) => t === 'Road' || t === 'Trail' || t === BRIDGE);
    if (feature && !facts.terrain.some((t) => t !== 'Trail' && CCP_TERRAIN_MOVE_COST[t] !== undefined)) {
      const why = { Road: ['T94', 'otherwise, depends on the other terrain in the hex'], Trail: ['T98', 'otherwise, depends on the other terrain in the hex'], [BRIDGE]: ['T84', 'otherwise use the cost of the other terrain in the hex'] }[feature]!;
      throw new OracleError({ code: 'invalid-field', path: p, expected: `beside the ${feature}, the terrain with a Move Cost it shares (${why[0]}: "${why[1]}")`, actual: facts.terrain, rule: why[0] });
    }
  }
}

/**
 * A depiction crossing a hexside lies in both hexes it joins: T94 "the moving unit crossed a road hexside as it entered
 * the hex" and T98 "crossed a trail hexside" read the Road or Trail the path continues on in the hex entered, so each
 * hex of a Road or Trail hexside shows a path: a Road, a Trail (a trail may meet a road: the text forbids neither) or a
 * Bridge (T84 "1 if traversing a bridge/road/trail hexside": a road or trail runs onto a bridge). A hex with none of
 * them is refused, citing the hexside's rule (T94, T98). T84: "A bridge may span the entirety of one or more hexes,
 * with a small part of the bridge extending across the outermost hexsides into opposite hexes—in this case, those
 * opposite hexes are not considered bridge hexes": a Bridge hexside has a Bridge hex on one side at least. Each hex of
 * the hexside listed in map.hexes is checked (a hex not listed has no terrain to contradict it, and no unit enters it).
 */
const PATHS: readonly string[] = ['Road', 'Trail', BRIDGE];
function checkDepictionHexsides(map: LocalMap, path: string): void {
  (map.hexsides ?? []).forEach((h, i) => {
    const listed = h.between.filter((hex) => map.hexes[hex] !== undefined);
    if (h.feature === 'Bridge') {
      if (listed.length === 2 && !listed.some((hex) => map.hexes[hex].terrain.includes(BRIDGE))) {
        throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexsides[${i}].between`, expected: 'a Bridge hex on one side at least (T84: a bridge extends across its outermost hexsides into "opposite hexes", which "are not considered bridge hexes")', actual: h.between, rule: 'T84' });
      }
      return;
    }
    const without = listed.find((hex) => !map.hexes[hex].terrain.some((t) => PATHS.includes(t)));
    if (without !== undefined) {
      const rule = h.feature === 'Road' ? 'T94' : 'T98';
      throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexes[${JSON.stringify(without)}].terrain`, expected: `a Road, Trail or Bridge (map.hexsides[${i}]: the ${h.feature.toLowerCase()} hexside ${h.between.join('/')} joins two hexes its depiction lies in, ${rule} "crossed a ${h.feature.toLowerCase()} hexside as it entered the hex")`, actual: map.hexes[without].terrain, rule });
    }
  });
}
