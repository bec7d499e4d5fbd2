/**
 * Determining LOS (5.2–5.4) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. The LOS and its Hindrance DRM are decided by the map and the two units' locations. The
 * Terrain Effects Chart is text-missing: each hex's obstacle height, Hindrance DRM and kind are inputs.
 * The seeds are the text's own examples on the DTW map (its hex ids; the grid of machines/core/hex.ts
 * puts E24 on the line C25–G23 and E16, D16 on H14–C17, as the examples do). The generated situations
 * (`pairwiseLosSeeds`) combine the facts 5.1.1.1–5.4.1.2 read along one column; their vectors are minimised.
 */
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { BUILDING_CENTRES, buildingLevels, HEXSIDE_TERRAIN, HINDRANCE_KINDS, type LosBuilding, type LosContext, type LosEnd, type LosHex, type LosHexside, losMachine, type LosSituation, projectLos } from '../../../machines/cs/los';
import { hexField, invalidField, noEvent } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

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

/** The seeds, as data (oracle/procedures/cs/seeds/los.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const LOS_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('los', null, parseLosSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseLosSeeds()]);

/**
 * Generated (issue 16.5): the facts 5.1.1.1–5.4.1.2 read of a line between two units in one column, from C10 to
 * C16 or C22 (the line goes through every hex between: machines/core/line.ts), every two of them meeting in some
 * situation (oracle/gen/pairwise.ts).
 * - `firer`, `target`: the two units' levels (6.4.1 "A unit on an Upper Level marker may trace LOS from the height
 *   level of that marker"; 5.2.2 "an obstacle must lie between the firer and the target at a higher level"; 5.2.5
 *   LOS is reciprocal: either may be the higher).
 * - `obstacle`: an Obstacle on the line and its height (the TEC's, missing): none, 1/2 level, Level +1, Level +2
 *   (5.2.4 "If any piece of terrain listed on the Terrain Effects Chart as an Obstacle connects to a thread drawn
 *   between the center dots of the firer's hex and the target's hex, the LOS is blocked"; 5.4 "A unit that is at
 *   least +1 level higher than the level of an obstacle can see over it", a 1/2 level one "needs only to be at a
 *   greater height to see over"), and where: next to the firer (C11) or next to the target
 *   (5.4.1 "The adjacent hex behind a Level +1 or higher terrain feature that blocks LOS cannot be seen"): one
 *   factor, so that where an obstacle stands is a fact of every situation that has one.
 * - `range`: 6 or 12 hexes (5.4.1.1 "For every ten hexes between the firing unit and the target, counting the target's hex
 *   but not that of the firing unit, one additional Blind hex is created"; both beyond 5.1.1.1's three hexes); the
 *   levels give 5.4.1.2's advantage ("Each advantage in level of height greater than +1 ... reduces the Blind hex by one").
 * - `hindrance`: Hindrances in C12–C14: none, one Grain (+5), three Grain, one other (+3) (the DRMs the TEC's,
 *   missing) (5.3.2 "for fire between units on the same level as the Hindrance"; 5.3.3 "LOS may not go through more
 *   than two Grain, Debris or Marsh hexes", reading cs.hindrance-block-count).
 * - `smoke`: a Smoke marker in C13 or in the target's hex (5.3.4 "a +10 DRM to all fire into or through ... each hex up to Level +3 above their base
 *   level").
 * - `wrecks`: two wrecks in C12 (5.3.4.1 "Wrecks cause a +5 DRM. Multiple wrecks in one hex create cumulative
 *   Hindrance DRM").
 * - `night`: a night firefight, and the target with a Fired marker (5.1.1.1 "limit LOS to three hexes. However, a
 *   LOS exists to any unit marked with any type of Fired marker").
 * Not varied (the hand-written seeds hold them, each where its example puts it): hexside terrain and In Cover
 * (5.3.1), hills (5.3.5), buildings' heights and factories (6.4.2, 6.5.3), Covered Arcs (5.1.2), the road/building
 * depiction (6.4.8).
 */
export const CS_PAIRWISE_LOS_FACTORS = {
  firer: ['0', '1', '2', '3'],
  target: ['0', '1'],
  obstacle: ['none', ...['1/2 level', 'Level +1', 'Level +2'].flatMap((h) => [`${h} next to the firer`, `${h} next to the target`])],
  range: ['6', '12'],
  hindrance: ['none', 'one Grain', 'three Grain', 'one other'],
  smoke: ['none', 'on the line', 'in the target hex'],
  wrecks: ['0', '2'],
  night: ['no', 'yes', 'yes, the target Fired'],
};

export function pairwiseLosSeeds(): Seed<LosSituation>[] {
  const { rows } = pairwise(CS_PAIRWISE_LOS_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const target = r.range === '6' ? 'C16' : 'C22';
    const hexes = new Map<string, Record<string, unknown>>();
    const at = (hex: string, facts: Record<string, unknown>) => hexes.set(hex, { ...(hexes.get(hex) ?? { hex }), ...facts });
    const [height, where] = r.obstacle.split(' next to the ');
    if (r.obstacle !== 'none') at(where === 'firer' ? 'C11' : r.range === '6' ? 'C15' : 'C21', { obstacle: { '1/2 level': 0.5, 'Level +1': 1, 'Level +2': 2 }[height] });
    const grain = { hindrance: { drm: 5, kind: 'grain' } };
    if (r.hindrance === 'one Grain') at('C13', grain);
    if (r.hindrance === 'three Grain') ['C12', 'C13', 'C14'].forEach((h) => at(h, grain));
    if (r.hindrance === 'one other') at('C13', { hindrance: { drm: 3, kind: 'other' } });
    if (r.wrecks === '2') at('C12', { wrecks: 2 });
    if (r.smoke !== 'none') at(r.smoke === 'on the line' ? 'C13' : target, { smoke: true });
    const raw = {
      firer: { hex: 'C10', level: Number(r.firer) },
      target: { hex: target, level: Number(r.target), fired: r.night === 'yes, the target Fired' },
      hexes: [...hexes.values()],
      night: r.night !== 'no',
    };
    const situation = parseLosSituation(JSON.parse(JSON.stringify(raw)), `generated los seed "${name}": situation`);
    const facts = [r.obstacle === 'none' ? 'no obstacle' : `a ${height} obstacle next to the ${where}`, r.hindrance === 'none' ? '' : r.hindrance, r.smoke === 'none' ? '' : `smoke ${r.smoke}`, r.wrecks === '0' ? '' : '2 wrecks', r.night === 'no' ? '' : `night${r.night === 'yes' ? '' : ', the target Fired'}`].filter(Boolean);
    return { name, purpose: `Generated pairwise: from level ${r.firer} in C10 to level ${r.target} in ${target}, ${facts.join(', ')} (5.1.1.1, 5.2.2, 5.2.4, 5.3.2–5.3.4.1, 5.4–5.4.1.2).`, minimise: true, situation };
  });
}

export const csLosSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'cs',
  title: 'Determining LOS (5.2–5.4)',
  section: ['5.2', '5.3', '5.4'],
  machine: losMachine,
  parseSituation: parseLosSituation,
  parseEvent: noEvent,
  project: (snapshot) => projectLos(snapshot.context as LosContext),
  get seeds() {
    return LOS_SEEDS() as Seed<LosSituation>[];
  },
  domain: () => [],
  domainNote:
    'No events: the LOS and its Hindrance DRM follow from the map and the two locations. The Terrain Effects Chart is text-missing: each hex\'s obstacle height (cumulative, 5.3.5.1), Hindrance DRM and kind are situation inputs. Hexside terrain is given per hexside (5.3.1: a Bocage\'s height is the TEC\'s); buildings by their centre dot (6.4.2), steeple (6.4.5) and road entries (6.5.1).',
};
