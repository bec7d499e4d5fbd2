/**
 * Determining LOS (5.2–5.4) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. The LOS and its Hindrance DRM are decided by the map and the two units' locations. The
 * Terrain Effects Chart is text-missing: each hex's obstacle height, Hindrance DRM and kind are inputs.
 * The seeds are the text's own examples on the DTW map (its hex ids; the grid of machines/core/hex.ts
 * puts E24 on the line C25–G23 and E16, D16 on H14–C17, as the examples do).
 */
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { BUILDING_CENTRES, buildingLevels, HEXSIDE_TERRAIN, HINDRANCE_KINDS, type LosBuilding, type LosContext, type LosEnd, type LosHex, type LosHexside, losMachine, type LosSituation, projectLos } from '../../../machines/cs/los';
import { hexField, invalidField, noEvent } from './common';

const adjacentHexes = (a: string, b: string, path: string) => areAdjacent(parseHex(a, path), parseHex(b, path));

function parseEnd(raw: unknown, path: string, firer: boolean): LosSituation['firer'] {
  const o = obj(raw, path, ['hex', 'level', 'fired', 'inCover', 'onRoad', ...(firer ? ['coveredArc'] : [])], ['hex', 'level']);
  const hex = hexField(o.hex, `${path}.hex`);
  const e: LosSituation['firer'] = { hex, level: int(o.level, `${path}.level`, -1, 4, '6.4.1'), fired: bool(o.fired, `${path}.fired`, false), inCover: bool(o.inCover, `${path}.inCover`, false), onRoad: bool(o.onRoad, `${path}.onRoad`, false) };
  if (o.coveredArc !== undefined) {
    const faced = arr(o.coveredArc, `${path}.coveredArc`, 2).map((h, i) => hexField(h, `${path}.coveredArc[${i}]`));
    // 5.1.2 "the two hexes faced by the counter/turret marker": adjacent to the unit and to each other.
    if (faced.length !== 2 || !faced.every((h) => adjacentHexes(h, hex, path)) || !adjacentHexes(faced[0], faced[1], path)) {
      invalidField(`${path}.coveredArc`, `the two hexes the counter faces: adjacent to ${hex} and to each other`, faced, '5.1.2');
    }
    e.coveredArc = [faced[0], faced[1]];
  }
  return e;
}

function parseBuilding(raw: unknown, path: string, hex: string): LosBuilding {
  const o = obj(raw, path, ['id', 'centre', 'multiHex', 'steeple', 'roadEntry', 'openRoof', 'depiction'], ['id', 'centre']);
  const depiction = arr(o.depiction ?? [], `${path}.depiction`).map((h, i) => hexField(h, `${path}.depiction[${i}]`));
  depiction.forEach((d, i) => {
    if (!adjacentHexes(d, hex, path)) invalidField(`${path}.depiction[${i}]`, `a hex adjacent to ${hex} (the hexside the building depiction lies on)`, d, '6.4.8');
  });
  return {
    id: str(o.id, `${path}.id`),
    centre: oneOf(o.centre, `${path}.centre`, BUILDING_CENTRES, '6.4.2'),
    multiHex: bool(o.multiHex, `${path}.multiHex`, false),
    steeple: bool(o.steeple, `${path}.steeple`, false),
    roadEntry: bool(o.roadEntry, `${path}.roadEntry`, false),
    openRoof: bool(o.openRoof, `${path}.openRoof`, false),
    depiction,
  };
}

function parseLosHex(raw: unknown, path: string): LosHex {
  const o = obj(raw, path, ['hex', 'obstacle', 'elevation', 'building', 'hindrance', 'smoke', 'fire', 'wrecks'], ['hex']);
  const hex = hexField(o.hex, `${path}.hex`);
  const h: LosHex = { hex, elevation: int(o.elevation ?? 0, `${path}.elevation`, 0, 6, '5.3.5'), smoke: o.smoke === true, fire: bool(o.fire, `${path}.fire`, false), wrecks: int(o.wrecks ?? 0, `${path}.wrecks`, 0, 9, '5.3.4.1') };
  if (o.smoke !== undefined && typeof o.smoke !== 'boolean') invalidField(`${path}.smoke`, 'a boolean', o.smoke, '5.3.4');
  if (o.obstacle !== undefined) {
    const x = o.obstacle;
    if (typeof x !== 'number' || x < 0.5 || x > 6 || !Number.isInteger(x * 2)) invalidField(`${path}.obstacle`, 'a height in half levels above the hex\'s level, 0.5 to 6 (5.3.5.1: cumulative)', x, '5.2.4');
    h.obstacle = x;
  }
  if (o.building !== undefined) {
    if (h.obstacle !== undefined) invalidField(`${path}.building`, 'no building where an obstacle height is given (6.4.2 gives a building\'s)', o.building, '6.4.2');
    h.building = parseBuilding(o.building, `${path}.building`, hex);
  }
  if (o.hindrance !== undefined) {
    const d = obj(o.hindrance, `${path}.hindrance`, ['drm', 'kind'], ['drm', 'kind']);
    h.hindrance = { drm: int(d.drm, `${path}.hindrance.drm`, 1, 50, 'TEC'), kind: oneOf(d.kind, `${path}.hindrance.kind`, HINDRANCE_KINDS, '5.3.3') };
  }
  return h;
}

function parseHexside(raw: unknown, path: string, hexes: LosHex[]): LosHexside {
  const o = obj(raw, path, ['between', 'terrain', 'height'], ['between', 'terrain']);
  const between = arr(o.between, `${path}.between`, 2).map((h, i) => hexField(h, `${path}.between[${i}]`));
  if (between.length !== 2 || !adjacentHexes(between[0], between[1], path)) invalidField(`${path}.between`, 'two adjacent hexes (the hexside between them)', between, '5.3.1');
  const terrain = oneOf(o.terrain, `${path}.terrain`, HEXSIDE_TERRAIN, '5.3.1');
  const side: LosHexside = { between: [between[0], between[1]], terrain };
  // 5.4 "a 1/2 level obstacle or Hindrance (wall/hedge/fence/bridge/vehicle)"; a Bocage's height is the TEC's (missing).
  if (terrain === 'bocage') {
    const x = o.height;
    if (typeof x !== 'number' || x < 0.5 || x > 6 || !Number.isInteger(x * 2)) invalidField(`${path}.height`, 'a Bocage hexside\'s height in half levels, 0.5 to 6 (the Terrain Effects Chart is missing)', x, '5.3.1');
    side.height = x;
  } else if (o.height !== undefined) invalidField(`${path}.height`, `no height: a ${terrain} is a 1/2 level obstacle (5.4)`, o.height, '5.4');
  const level = (hex: string) => hexes.find((h) => h.hex === hex)?.elevation ?? 0;
  // 5.3.5.1: the text does not say how hexside terrain between two levels counts.
  if (level(between[0]) !== level(between[1])) invalidField(`${path}.between`, 'two hexes of one level (the text does not say how hexside terrain between levels counts)', between, '5.3.5.1');
  return side;
}

export function parseLosSituation(raw: unknown, path: string): LosSituation {
  const o = obj(raw, path, ['firer', 'target', 'hexes', 'hexsides', 'night'], ['firer', 'target', 'hexes']);
  const hexes = arr(o.hexes, `${path}.hexes`).map((h, i) => parseLosHex(h, `${path}.hexes[${i}]`));
  hexes.forEach((h, i) => {
    if (hexes.findIndex((x) => x.hex === h.hex) !== i) invalidField(`${path}.hexes[${i}].hex`, 'one entry per hex', h.hex, '5.2.1');
  });
  const hexsides = arr(o.hexsides ?? [], `${path}.hexsides`).map((h, i) => parseHexside(h, `${path}.hexsides[${i}]`, hexes));
  const firer = parseEnd(o.firer, `${path}.firer`, true);
  const { coveredArc: _none, ...target } = parseEnd(o.target, `${path}.target`, false);
  if (firer.hex === target.hex) invalidField(`${path}.target.hex`, 'another hex than the firer\'s (5.2.1: a line between two centre dots)', target.hex, '5.2.1');
  const s: LosSituation = { firer, target, hexes, hexsides, night: bool(o.night, `${path}.night`, false) };
  for (const [name, u] of [['firer', firer], ['target', target]] as [string, LosEnd][]) {
    const b = hexes.find((h) => h.hex === u.hex)?.building;
    const levels = b ? buildingLevels(s.hexes, b) : null;
    // 6.4.2: the levels a building hex has (its LOS height the highest).
    if (levels && !levels.includes(u.level)) invalidField(`${path}.${name}.level`, `one of the levels of the building in ${u.hex}: ${levels.join(', ')}`, u.level, '6.4.2');
    // 6.4.8: a vehicle that entered a road/building hex by the road is at its centre dot, on the ground level.
    if (u.onRoad && (!b || b.depiction.length === 0 || u.level !== 0)) invalidField(`${path}.${name}.onRoad`, `a vehicle on the ground level of a road/building hex (a building with its depiction) in ${u.hex}`, u.onRoad, '6.4.8');
  }
  return s;
}

const end = (hex: string, level: number, extra: Record<string, unknown> = {}) => ({ hex, level, ...extra });
const debris = (hex: string) => ({ hex, hindrance: { drm: 10, kind: 'debris' } });

/** A factory along V24–V28 (the text's V25, "a factory because a Railway enters it at hex V27"), each hex changed by `over`. */
function factory(over: Record<string, Record<string, unknown>>, hindrance: Record<string, unknown> = {}): unknown[] {
  return ['V24', 'V25', 'V26', 'V27', 'V28'].map((hex) => ({
    hex,
    ...(hindrance[hex] ? { hindrance: hindrance[hex] } : {}),
    building: { id: 'V25', centre: 'dot', multiHex: true, roadEntry: hex === 'V27', ...over[hex] },
  }));
}
/** 6.4.8: a road/building hex, D20, its building depiction on the hexsides toward E20 and E21. */
const roadBuilding = { hex: 'D20', building: { id: 'D20', centre: 'dot', depiction: ['E20', 'E21'] } };

export const LOS_SEEDS: Seed<unknown>[] = [
  {
    name: 'see-over-building',
    purpose: '5.4 example: a squad on Upper Level +2 of H21 sees over the +1 building in H19 to H17, two hexes behind it (one Blind hex, 5.4.1).',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'blind-hex-behind-building',
    purpose: '5.4.1 example: the same squad cannot see the Machine Parts Yard in H18, the Blind hex behind H19.',
    situation: { firer: end('H21', 2), target: end('H18', 0), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'blind-hex-by-range',
    purpose: '5.4.1.1 example: from Upper Level +2 of F21 over the +1 building in F9, F7 (range 14, 12 to the building) is in the second Blind hex.',
    situation: { firer: end('F21', 2), target: end('F7', 0), hexes: [{ hex: 'F9', obstacle: 1 }] },
  },
  {
    name: 'blind-hex-range-counted-to-target',
    purpose: '5.4.1.1 (reading cs.blind-hex-range): over a +1 building in F13, eight hexes off, F11 is ten from the firer: two Blind hexes counting to the target, one counting to the building.',
    situation: { firer: end('F21', 2), target: end('F11', 0), hexes: [{ hex: 'F13', obstacle: 1 }] },
  },
  {
    name: 'height-advantage-cancels-blind-hex',
    purpose: '5.4.1.2: from Level +3 over the +1 building in H19, an advantage of +2 takes the Blind hex away: H18 is seen.',
    situation: { firer: end('H21', 3), target: end('H18', 0), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'obstacle-one-level-up',
    purpose: '5.4: a +2 obstacle in H19 between two units on Level +1 blocks: neither is one level above it.',
    situation: { firer: end('H21', 1), target: end('H17', 1), hexes: [{ hex: 'H19', obstacle: 2 }] },
  },
  {
    name: 'obstacle-not-above-either',
    purpose: '5.2.2: a +1 building in H19 between two units on Level +1 is not at a higher level: it does not block.',
    situation: { firer: end('H21', 1), target: end('H17', 1), hexes: [{ hex: 'H19', obstacle: 1 }] },
  },
  {
    name: 'hedge-and-fountain',
    purpose: '5.2.2 example: from Level +1 of C25 to Level +1 of G23, the hedge (+1/2 Obstacle) and the fountain (1/2 Hindrance) in E24 are not above Level +1: clear, no Hindrance.',
    situation: { firer: end('C25', 1), target: end('G23', 1), hexes: [{ hex: 'E24', obstacle: 0.5, hindrance: { drm: 5, kind: 'other' } }] },
  },
  {
    name: 'hedge-at-ground-level',
    purpose: '5.4, 5.4.1: between ground-level units the 1/2 level hedge in E24 blocks.',
    situation: { firer: end('C25', 0), target: end('G23', 0), hexes: [{ hex: 'E24', obstacle: 0.5 }] },
  },
  {
    name: 'debris-hindrance',
    purpose: '5.3.2 example: F14 to F18 pays +10 for the Debris in F16.',
    situation: { firer: end('F14', 0), target: end('F18', 0), hexes: [debris('F16')] },
  },
  {
    name: 'debris-along-hexside',
    purpose: '5.3.2 example: "A squad in D15 would also pay +10 firing at a unit in F15": the line runs along the hexsides of E15 and E16 (Debris).',
    situation: { firer: end('D15', 0), target: end('F15', 0), hexes: [debris('E16')] },
  },
  {
    name: 'hindrance-block',
    purpose: '5.3.3 example: ground-level H14 to C17 through the Debris of E16 and D16 (reading cs.hindrance-block-count: no block of two under the rule, a block under the example); from Level +1 they are ignored.',
    situation: { firer: end('H14', 0), target: end('C17', 0), hexes: [debris('E16'), debris('D16')] },
  },
  {
    name: 'three-debris-hexes',
    purpose: '5.3.3: three Debris hexes on the line (F15, E16, D16) block at ground level.',
    situation: { firer: end('H14', 0), target: end('C17', 0), hexes: [debris('F15'), debris('E16'), debris('D16')] },
  },
  {
    name: 'from-upper-level',
    purpose: '5.3.3, 5.4: from Level +1 of H14 the Debris of E16 and D16 has no effect; the smoke in G15 still costs +10 (5.3.4); wrecks hinder only at ground level.',
    situation: { firer: end('H14', 1), target: end('C17', 0), hexes: [debris('E16'), debris('D16'), { hex: 'G15', smoke: true, wrecks: 2 }] },
  },
  {
    name: 'smoke-and-wrecks',
    purpose: '5.3.4, 5.3.4.1 example: three wrecks in X20 hinder +15, smoke in the target hex X18 +10.',
    situation: { firer: end('X21', 0), target: end('X18', 0), hexes: [{ hex: 'X20', wrecks: 3 }, { hex: 'X18', smoke: true }] },
  },
  {
    name: 'smoke-above-level-three',
    purpose: '5.3.4: smoke reaches Level +3: fire from Level +4 into a Level +4 location is not hindered by the smoke in between.',
    situation: { firer: end('X21', 4), target: end('X18', 4), hexes: [{ hex: 'X20', smoke: true }] },
  },
  {
    name: 'night-beyond-three-hexes',
    purpose: '5.1.1.1: at night LOS is limited to three hexes: F14 to F18 (four) is blocked.',
    situation: { night: true, firer: end('F14', 0), target: end('F18', 0), hexes: [] },
  },
  {
    name: 'night-within-three-hexes',
    purpose: '5.1.1.1: at night F15 to F18 (three hexes) is clear.',
    situation: { night: true, firer: end('F15', 0), target: end('F18', 0), hexes: [] },
  },
  {
    name: 'night-target-fired',
    purpose: '5.1.1.1: at night a LOS exists to a unit marked with a Fired marker, four hexes off.',
    situation: { night: true, firer: end('F14', 0), target: end('F18', 0, { fired: true }), hexes: [] },
  },
  {
    name: 'night-firer-fired',
    purpose: '5.1.1.1, 5.2.5 (reading cs.night-converse): the firer is the marked unit: the converse gives it the LOS back, or not.',
    situation: { night: true, firer: end('F14', 0, { fired: true }), target: end('F18', 0), hexes: [] },
  },
  {
    name: 'night-target-by-fire-marker',
    purpose: '5.1.1.1: at night a LOS exists to a unit adjacent to a Fire (burning) marker (G19, adjacent to F18).',
    situation: { night: true, firer: end('F14', 0), target: end('F18', 0), hexes: [{ hex: 'G19', smoke: true, fire: true }] },
  },
  {
    name: 'covered-arc-inside',
    purpose: '5.1.2: a gun in F18 facing F17 and G18 has F14 in its Covered Arc: it may fire.',
    situation: { firer: end('F18', 0, { coveredArc: ['F17', 'G18'] }), target: end('F14', 0), hexes: [] },
  },
  {
    name: 'covered-arc-outside',
    purpose: '5.1.1, 5.1.2: D17 is seen by the same gun but outside its Covered Arc: it may not fire.',
    situation: { firer: end('F18', 0, { coveredArc: ['F17', 'G18'] }), target: end('D17', 0), hexes: [] },
  },
  {
    name: 'covered-arc-edge',
    purpose: '5.1.2 (reading cs.covered-arc-edge): H18, whose centre dot lies on the edge of the 120 degrees, is in the arc or not.',
    situation: { firer: end('F18', 0, { coveredArc: ['F17', 'G18'] }), target: end('H18', 0), hexes: [] },
  },
  {
    name: 'wall-across-the-line',
    purpose: '5.2.4, 5.4: a Wall on the F15/F16 hexside, bordering neither end, blocks ground-level F14 to F18.',
    situation: { firer: end('F14', 0), target: end('F18', 0), hexes: [], hexsides: [{ between: ['F15', 'F16'], terrain: 'wall' }] },
  },
  {
    name: 'wall-seen-over',
    purpose: '5.4: from Level +1 of F14 the same 1/2 level Wall is seen over.',
    situation: { firer: end('F14', 1), target: end('F18', 0), hexes: [], hexsides: [{ between: ['F15', 'F16'], terrain: 'wall' }] },
  },
  {
    name: 'wall-on-target-hexside',
    purpose: '5.3.1: a Wall on the F17/F18 hexside, bordering the target\'s hex, does not block.',
    situation: { firer: end('F14', 0), target: end('F18', 0), hexes: [], hexsides: [{ between: ['F17', 'F18'], terrain: 'wall' }] },
  },
  {
    name: 'wall-target-in-cover',
    purpose: '5.3.1: the target In Cover in F18 behind that Wall is not seen from F14, not adjacent.',
    situation: { firer: end('F14', 0), target: end('F18', 0, { inCover: true }), hexes: [], hexsides: [{ between: ['F17', 'F18'], terrain: 'wall' }] },
  },
  {
    name: 'wall-target-in-cover-adjacent',
    purpose: '5.3.1: the same target is seen by a firer adjacent to it, in F17.',
    situation: { firer: end('F17', 0), target: end('F18', 0, { inCover: true }), hexes: [], hexsides: [{ between: ['F17', 'F18'], terrain: 'wall' }] },
  },
  {
    name: 'bocage-along-hexspine',
    purpose: '5.3.1: D15 to F15 runs along the E15/E16 hexspine, bordering both ends: Bocage on it blocks.',
    situation: { firer: end('D15', 0), target: end('F15', 0), hexes: [], hexsides: [{ between: ['E15', 'E16'], terrain: 'bocage', height: 1 }] },
  },
  {
    name: 'hedge-along-hexspine',
    purpose: '5.3.1: a Hedge on the same hexspine does not: the unit looks along its length.',
    situation: { firer: end('D15', 0), target: end('F15', 0), hexes: [], hexsides: [{ between: ['E15', 'E16'], terrain: 'hedge' }] },
  },
  {
    name: 'bocage-across-end-hexside',
    purpose: '5.3.1: Bocage on the F17/F18 hexside, bordering the target\'s hex, allows LOS across it.',
    situation: { firer: end('F14', 0), target: end('F18', 0), hexes: [], hexsides: [{ between: ['F17', 'F18'], terrain: 'bocage', height: 1 }] },
  },
  {
    name: 'hedge-along-hexspine-away-from-ends',
    purpose: '5.2.4: B15 to H15 runs along the E15/E16 hexspine, which borders neither end: a Hedge there touches the thread and blocks.',
    situation: { firer: end('B15', 0), target: end('H15', 0), hexes: [], hexsides: [{ between: ['E15', 'E16'], terrain: 'hedge' }] },
  },
  {
    name: 'building-on-hill',
    purpose: '5.3.5.1 (as ToC19): a +1 building on a Level +1 hill in F19 is a +2 obstacle: F21 Upper Level +2 does not see F17 over it.',
    situation: { firer: end('F21', 2), target: end('F17', 0), hexes: [{ hex: 'F19', elevation: 1, obstacle: 1 }] },
  },
  {
    name: 'hill-blocks',
    purpose: '5.3.5: a Level +1 hill in F19 blocks two ground-level units in F21 and F17.',
    situation: { firer: end('F21', 0), target: end('F17', 0), hexes: [{ hex: 'F19', elevation: 1 }] },
  },
  {
    name: 'firer-on-hill',
    purpose: '5.3.5, 5.4: a unit on a Level +2 hill in F21 sees over the +1 building in F19 to F17.',
    situation: { firer: end('F21', 0), target: end('F17', 0), hexes: [{ hex: 'F21', elevation: 2 }, { hex: 'F19', obstacle: 1 }] },
  },
  {
    name: 'hindrance-on-hill',
    purpose: '5.3.2: Debris on a Level +1 hill in F19 hinders fire between two units on Level +1 hills.',
    situation: { firer: end('F21', 0), target: end('F17', 0), hexes: [{ hex: 'F21', elevation: 1 }, { hex: 'F17', elevation: 1 }, { hex: 'F19', elevation: 1, hindrance: { drm: 10, kind: 'debris' } }] },
  },
  {
    name: 'one-hex-building',
    purpose: '6.4.2: a one hex building with a normal centre dot in H19 is a +1 obstacle: H21 Upper Level +2 sees H17.',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H19', building: { id: 'H19', centre: 'dot' } }] },
  },
  {
    name: 'large-square-building',
    purpose: '6.4.2: a building hex with a large white square centre dot in H19 is a +2 obstacle: it blocks H21 Upper Level +2.',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H19', building: { id: 'G19', centre: 'large-square', multiHex: true } }] },
  },
  {
    name: 'steeple-obstacle',
    purpose: '6.4.5: a steeple on a large-dot building in H19 makes it a +2 obstacle (1+x).',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H19', building: { id: 'H19', centre: 'large-dot', steeple: true } }] },
  },
  {
    name: 'firing-from-steeple',
    purpose: '6.4.5: a unit in the steeple (Level +2) of a large-dot building in H21 sees over the +1 building in H19.',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H21', building: { id: 'H21', centre: 'large-dot', steeple: true } }, { hex: 'H19', building: { id: 'H19', centre: 'dot' } }] },
  },
  {
    name: 'factory-interior',
    purpose: '6.5.1, 6.5.3: V24 to V28 inside the factory V25 (a Railway enters it in V27): not blocked, +5 Hindrance for each of V25, V26, V27.',
    situation: { firer: end('V24', 0), target: end('V28', 0), hexes: factory({}) },
  },
  {
    name: 'building-interior-not-factory',
    purpose: '6.5.1: without the road entering it the same building is no factory: its +1 hexes block ground-level LOS inside it.',
    situation: { firer: end('V24', 0), target: end('V28', 0), hexes: factory({ V27: { roadEntry: false } }) },
  },
  {
    name: 'factory-interior-wall',
    purpose: '6.5.3: a heavy black hexside on V25/V26 blocks the factory LOS.',
    situation: { firer: end('V24', 0), target: end('V28', 0), hexes: factory({}), hexsides: [{ between: ['V25', 'V26'], terrain: 'interior-wall' }] },
  },
  {
    name: 'factory-open-roof-debris',
    purpose: '6.5.3: a Debris hex under an Open Roofed hex, V26, pays its Debris +10 (5.3.2) and not the factory\'s +5: 5 + 10 + 5.',
    situation: { firer: end('V24', 0), target: end('V28', 0), hexes: factory({ V26: { openRoof: true } }, { V26: { drm: 10, kind: 'debris' } }) },
  },
  {
    name: 'factory-large-square',
    purpose: '6.5.2: a factory hex with a large white square centre dot in H19 is a +2 obstacle: it blocks H21 Upper Level +2.',
    situation: { firer: end('H21', 2), target: end('H17', 0), hexes: [{ hex: 'H19', building: { id: 'H19', centre: 'large-square', multiHex: true, roadEntry: true } }] },
  },
  {
    name: 'road-building-depiction',
    purpose: '6.4.8: a vehicle that entered the road/building hex D20 by the road is seen from E20 only across the building depiction: blocked.',
    situation: { firer: end('E20', 0), target: end('D20', 0, { onRoad: true }), hexes: [roadBuilding] },
  },
  {
    name: 'road-building-clear',
    purpose: '6.4.8: from D17 the line leaves D20 on the road side: the vehicle is seen.',
    situation: { firer: end('D17', 0), target: end('D20', 0, { onRoad: true }), hexes: [roadBuilding] },
  },
];

export const csLosSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'cs',
  title: 'Determining LOS (5.2–5.4)',
  section: ['5.2', '5.3', '5.4'],
  machine: losMachine,
  parseSituation: parseLosSituation,
  parseEvent: noEvent,
  project: (snapshot) => projectLos(snapshot.context as LosContext),
  seeds: LOS_SEEDS as Seed<LosSituation>[],
  domain: () => [],
  domainNote:
    'No events: the LOS and its Hindrance DRM follow from the map and the two locations. The Terrain Effects Chart is text-missing: each hex\'s obstacle height (cumulative, 5.3.5.1), Hindrance DRM and kind are situation inputs. Hexside terrain is given per hexside (5.3.1: a Bocage\'s height is the TEC\'s); buildings by their centre dot (6.4.2), steeple (6.4.5) and road entries (6.5.1).',
};
