/**
 * Moving in and out of buildings (6.3–6.5.5) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. Whether the move may be made, its MP and its risk of Immobilization follow from the unit,
 * the two locations and the map. The Terrain Effects Chart is text-missing: the MP of entering the hex's
 * terrain and of Shellholes, Rubble or Debris on a road are situation inputs. The seeds are the text's
 * examples on the DTW map where it gives one (G22/G23, N19, V27, Q19 from P18). The generated situations
 * (`pairwiseBuildingMoveSeeds`: moves into an adjacent hex; `pairwiseLevelSeeds`: changes of level in one hex)
 * combine the facts 6.3–6.5.5 read; their vectors are minimised.
 */
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { BUILDING_CENTRES, isFactory } from '../../../machines/cs/building';
import { buildingMoveMachine, type Location, type MoveContext, type MoveHex, type MoveSituation, PLACES, placesOf, projectMove, ROAD_TERRAIN, UNIT_TYPES } from '../../../machines/cs/building-move';
import { hexField, invalidField, noEvent } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise, type Row } from '../../gen/pairwise';

function parseMoveHex(raw: unknown, path: string): MoveHex {
  const o = obj(raw, path, ['hex', 'building', 'trench', 'debris'], ['hex']);
  const hex = hexField(o.hex, `${path}.hex`);
  const h: MoveHex = { hex, trench: bool(o.trench, `${path}.trench`, false), debris: bool(o.debris, `${path}.debris`, false) };
  if (o.building !== undefined) {
    const p = `${path}.building`;
    const b = obj(o.building, p, ['id', 'centre', 'multiHex', 'steeple', 'roadEntry', 'cellar', 'rubble', 'roofless', 'burning', 'roadFrom'], ['id', 'centre']);
    const roadFrom = arr(b.roadFrom ?? [], `${p}.roadFrom`).map((x, i) => hexField(x, `${p}.roadFrom[${i}]`));
    roadFrom.forEach((x, i) => {
      if (!areAdjacent(parseHex(x, p), parseHex(hex, p))) invalidField(`${p}.roadFrom[${i}]`, `a hex adjacent to ${hex} (its connecting road hex)`, x, '6.4.8');
    });
    h.building = {
      id: str(b.id, `${p}.id`),
      centre: oneOf(b.centre, `${p}.centre`, BUILDING_CENTRES, '6.4.2'),
      multiHex: bool(b.multiHex, `${p}.multiHex`, false),
      steeple: bool(b.steeple, `${p}.steeple`, false),
      roadEntry: bool(b.roadEntry, `${p}.roadEntry`, false),
      cellar: bool(b.cellar, `${p}.cellar`, false),
      rubble: bool(b.rubble, `${p}.rubble`, false),
      roofless: bool(b.roofless, `${p}.roofless`, false),
      burning: bool(b.burning, `${p}.burning`, false),
      roadFrom,
    };
  }
  return h;
}

function parseLocation(raw: unknown, path: string): Location {
  const o = obj(raw, path, ['hex', 'place'], ['hex', 'place']);
  return { hex: hexField(o.hex, `${path}.hex`), place: oneOf(o.place, `${path}.place`, PLACES, '6.4.1') };
}

export function parseMoveSituation(raw: unknown, path: string): MoveSituation {
  const o = obj(raw, path, ['unit', 'from', 'to', 'hexes', 'road', 'other', 'enterMp', 'controlled'], ['unit', 'from', 'to', 'hexes']);
  const u = obj(o.unit, `${path}.unit`, ['type', 'moveMode'], ['type']);
  const unit = { type: oneOf(u.type, `${path}.unit.type`, UNIT_TYPES, '2.3.2'), moveMode: bool(u.moveMode, `${path}.unit.moveMode`, false) };
  const hexes = arr(o.hexes, `${path}.hexes`).map((h, i) => parseMoveHex(h, `${path}.hexes[${i}]`));
  hexes.forEach((h, i) => {
    if (hexes.findIndex((x) => x.hex === h.hex) !== i) invalidField(`${path}.hexes[${i}].hex`, 'one entry per hex', h.hex, '6.4.1');
  });
  const s: MoveSituation = { unit, from: parseLocation(o.from, `${path}.from`), to: parseLocation(o.to, `${path}.to`), hexes, road: bool(o.road, `${path}.road`, false), controlled: bool(o.controlled, `${path}.controlled`, false) };
  if (o.other !== undefined) {
    const x = obj(o.other, `${path}.other`, ['kind', 'mp'], ['kind', 'mp']);
    s.other = { kind: oneOf(x.kind, `${path}.other.kind`, ROAD_TERRAIN, '6.3.1'), mp: int(x.mp, `${path}.other.mp`, 1, 20, 'TEC') };
  }
  if (o.enterMp !== undefined) s.enterMp = int(o.enterMp, `${path}.enterMp`, 1, 20, 'TEC');
  // 6.4.1: the unit is in one of the locations its hex has.
  if (!placesOf(s, s.from.hex).includes(s.from.place)) invalidField(`${path}.from.place`, `one of the locations of ${s.from.hex}: ${placesOf(s, s.from.hex).join(', ')}`, s.from.place, '6.4.1');
  const [a, b] = [parseHex(s.from.hex, `${path}.from.hex`), parseHex(s.to.hex, `${path}.to.hex`)];
  if (s.from.hex === s.to.hex) {
    if (s.from.place === s.to.place) invalidField(`${path}.to`, 'another location than the unit\'s', s.to, '6.4.3');
    if (s.to.place === 'cellar' && ['gun', 'tracked', 'wheeled'].includes(unit.type)) invalidField(`${path}.unit.type`, 'infantry (the text does not say how a gun or vehicle moves into a Cellar; 6.4.1 "guns may setup in Cellars")', unit.type, '6.4.1');
    if (!placesOf(s, s.to.hex).includes(s.to.place)) invalidField(`${path}.to.place`, `one of the locations of ${s.to.hex}: ${placesOf(s, s.to.hex).join(', ')}`, s.to.place, '6.4.1');
    return s;
  }
  if (!areAdjacent(a, b)) invalidField(`${path}.to.hex`, `a hex adjacent to ${s.from.hex} (one move)`, s.to.hex, '6.4.4');
  if (s.from.place === 'cellar' && s.to.place !== 'ground') invalidField(`${path}.to.place`, 'the ground level (the text describes leaving a Cellar only into an adjacent Trench, 6.4.7)', s.to.place, '6.4.7');
  if (s.to.place === 'cellar') invalidField(`${path}.to.place`, 'not a Cellar (the text does not say how a unit moves into a Cellar from another hex)', s.to.place, '6.4.3');
  if (s.other && !s.road) invalidField(`${path}.other`, 'only on a move along a road (6.3.1)', s.other, '6.3.1');
  // The TEC's MP of the hex entered, where no rule of the text gives the cost.
  const to = hexes.find((h) => h.hex === s.to.hex)?.building;
  const entrance = unit.type === 'tracked' && s.road && to?.roadEntry === true;
  // 6.5.5 gives the cost of a move inside a factory.
  const inFactory = to !== undefined && isFactory(hexes, to.id) && hexes.find((h) => h.hex === s.from.hex)?.building?.id === to.id && s.to.place === 'ground';
  if (s.enterMp === undefined && !inFactory && (!s.road || entrance)) invalidField(`${path}.enterMp`, 'the MP of entering the hex\'s terrain (the Terrain Effects Chart is missing)', s.enterMp, 'TEC');
  return s;
}

/** The seeds, as data (oracle/procedures/cs/seeds/building-move.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const BUILDING_MOVE_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('building-move', null, parseMoveSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseBuildingMoveSeeds(), ...pairwiseLevelSeeds()]);

/**
 * Generated (issue 16.5): a move from M19 into the adjacent N19, the facts 6.3–6.5.5 read of it, every two of them
 * meeting in some situation (oracle/gen/pairwise.ts).
 * - `unit`: infantry (a Squad: 2.3.2's infantry are read alike by a move into another hex, 6.5.5 "Infantry pay 2
 *   MP"; the steeple's units, 6.4.5, are a change of level), a gun, a tracked or a wheeled vehicle (6.4.1 "Only
 *   infantry units may enter levels above the ground level"; 6.5.5 "tracked pay 4 MP and wheeled 6 MP (and both
 *   risk Immobilization)"; 6.4.8 "A vehicle enters such a hex without entering the building").
 * - `from`: where in M19 the unit is: Open Ground; a multi-hex building's ground level, Upper Level +1, Rooftop or
 *   Cellar (6.4.7 "A unit must be on the ground level of a building to exit it. It may not exit from the Cellar
 *   unless exiting to an adjacent Trench"); a factory's ground level (M19 a road entrance: 6.5.1 "A Factory is any
 *   building with a Road or Railway entering it"). It moves to the same level in N19 (from a Cellar, to the ground:
 *   6.4.7).
 * - `into`: what N19 is: Open Ground; a Trench (6.4.7); another building; another hex of M19's building, or a Roofless
 *   one (6.4.4 "units may move to other connected upper level hexes of the building on the same level"; 6.4.6.1 "A
 *   unit may not enter a Roofless Building hex on the Rooftop"); a burning building (6.4.9 "Once marked with Fire, no
 *   units may enter any location of the building hex"); a factory hex with a road entrance (6.5.5 "tracked vehicles
 *   may enter factories using road or railway entrances"; if M19 is the factory's too, "if already inside a
 *   factory"); a road/building hex whose connecting road hex is M19 (6.4.8 "by moving forward or reverse from the
 *   connecting road hex").
 * - `road`: off the road, along it, or along it into Rubble (+3 MP, the TEC's, missing) (6.3 "Infantry and tracked
 *   vehicles also pay 1 MP"; 6.3.1 "Shellholes, Rubble and Debris are not negated for movement purposes by a road").
 * - `debris`, `controlled`: N19 is Debris, a friendly unit Controls it (6.5.5 "as long as the hex is not also Debris
 *   or Rubble) if a friendly unit Controls the hex").
 * The MP of entering N19's terrain (the TEC's, missing) is 2 in every situation.
 * Impossible (not made): a gun or vehicle above the ground level (6.4.1 "Only infantry units may enter levels above
 * the ground level of a building"), a vehicle in a Cellar (6.4.1: "guns may setup in Cellars", nothing else that
 * is not infantry), another hex of M19's building where M19 has none.
 */
export const CS_PAIRWISE_BUILDING_MOVE_FACTORS = {
  unit: ['squad', 'gun', 'tracked', 'wheeled'],
  from: ['Open Ground', 'ground level', 'Upper Level +1', 'Rooftop', 'Cellar', 'factory ground level'],
  into: ['Open Ground', 'Trench', 'another building', 'the same building', 'the same building, Roofless', 'a burning building', 'a factory road entrance', 'a road/building hex'],
  road: ['no', 'yes', 'yes, Rubble'],
  debris: ['no', 'yes'],
  controlled: ['no', 'yes'],
};

const FROM_PLACE: Record<string, Location['place']> = { 'Open Ground': 'ground', 'ground level': 'ground', 'Upper Level +1': 'upper-1', Rooftop: 'rooftop', Cellar: 'cellar', 'factory ground level': 'ground' };

/** A row the rules allow (above). */
export function buildingMoveRowAllowed(r: Row): boolean {
  if (r.unit !== 'squad' && ['upper-1', 'rooftop'].includes(FROM_PLACE[r.from])) return false;
  if ((r.unit === 'tracked' || r.unit === 'wheeled') && r.from === 'Cellar') return false;
  return !(r.from === 'Open Ground' && r.into.startsWith('the same building'));
}

export function pairwiseBuildingMoveSeeds(): Seed<MoveSituation>[] {
  const { rows } = pairwise(CS_PAIRWISE_BUILDING_MOVE_FACTORS, buildingMoveRowAllowed);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const factoryFrom = r.from === 'factory ground level';
    const fromId = factoryFrom ? 'F1' : 'M19';
    const house = (id: string, extra: Record<string, unknown> = {}) => ({ id, centre: 'dot', multiHex: true, ...extra });
    const from = r.from === 'Open Ground' ? { hex: 'M19' } : { hex: 'M19', building: house(fromId, { cellar: r.from === 'Cellar', roadEntry: factoryFrom }) };
    const into: Record<string, unknown> = {
      'Open Ground': {},
      Trench: { trench: true },
      'another building': { building: house('N19') },
      'the same building': { building: house(fromId) },
      'the same building, Roofless': { building: house(fromId, { roofless: true }) },
      'a burning building': { building: house('N19', { burning: true }) },
      'a factory road entrance': { building: house(factoryFrom ? 'F1' : 'F2', { roadEntry: true }) },
      'a road/building hex': { building: { id: 'N19', centre: 'dot', roadFrom: ['M19'] } },
    }[r.into]!;
    const raw = {
      unit: { type: r.unit },
      from: { hex: 'M19', place: FROM_PLACE[r.from] },
      to: { hex: 'N19', place: r.from === 'Cellar' ? 'ground' : FROM_PLACE[r.from] },
      hexes: [from, { hex: 'N19', ...into, debris: r.debris === 'yes' }],
      road: r.road !== 'no',
      ...(r.road === 'yes, Rubble' ? { other: { kind: 'rubble', mp: 3 } } : {}),
      enterMp: 2,
      controlled: r.controlled === 'yes',
    };
    const situation = parseMoveSituation(JSON.parse(JSON.stringify(raw)), `generated building-move seed "${name}": situation`);
    const facts = [r.road === 'no' ? 'off the road' : r.road === 'yes' ? 'along the road' : 'along the road into Rubble', r.debris === 'yes' ? 'N19 Debris' : '', r.controlled === 'yes' ? 'N19 Controlled' : ''].filter(Boolean);
    return { name, purpose: `Generated pairwise: a ${r.unit} from M19 (${r.from}) into N19 (${r.into}), ${facts.join(', ')} (6.3, 6.3.1, 6.4.1, 6.4.4, 6.4.6.1, 6.4.7, 6.4.8, 6.4.9, 6.5.5).`, minimise: true, situation };
  });
}

export const csBuildingMoveSpec: ProcedureSpec<MoveSituation> = {
  procedure: 'building-move',
  ruleset: 'cs',
  title: 'Moving in and out of buildings (6.3–6.5.5)',
  section: ['6.3', '6.4', '6.5'],
  machine: buildingMoveMachine,
  parseSituation: parseMoveSituation,
  parseEvent: noEvent,
  project: (snapshot) => projectMove(snapshot.context as MoveContext),
  get seeds() {
    return BUILDING_MOVE_SEEDS() as Seed<MoveSituation>[];
  },
  domain: () => [],
  domainNote:
    'No events: whether the move may be made, its MP and its risk of Immobilization follow from the unit, the two locations and the map. The Terrain Effects Chart is text-missing: the MP of entering the hex\'s terrain (enterMp) and of Shellholes, Rubble or Debris on a road are inputs; the Immobilization roll is the vehicle rules\' (10, 11, missing).',
};

/**
 * Generated (issue 16.5): a change of location inside G22 (the `pairwise-level-NN` seeds), the facts 6.4.1–6.4.6
 * and 6.5.2 read of it, every two of them meeting in some situation (oracle/gen/pairwise.ts).
 * - `unit`: each of 2.3.2's kinds, and an SW Team in move mode (6.4.1 "Only infantry units may enter levels above
 *   the ground level of a building"; 6.4.5 "Only a leader, HS or machine-gun SW Team (or any SW Team in move mode)
 *   may be in a steeple").
 * - `building`: G22's: a multi-hex building without a stairway (centre dots), one of its hexes Rubbled; a building
 *   with a white centre-square, in that hex (G22) or in another of its hexes (G23, the unit's hex then) (6.4.4 "In
 *   buildings with white center-square, units may move to/from the upper level/rooftop only in the hex with the white
 *   center-square"); a large white centre dot with a steeple (6.4.5); a factory (6.5.2 "Factory rooftops are reached
 *   by Stairways or from their ground level"). Every one but the factory has a Cellar (6.4.1 "Some buildings also
 *   have a Cellar"; 6.4.3 "no Cellar/Rooftop in a Factory").
 * - `from`, `to`: the unit's location and the one it moves to, each one of the hex's (6.4.1's five, the steeple):
 *   one level apart or more (6.4.3 "Changing levels in a building costs 2 MP"; 6.4.4's example "may not move to G23
 *   level +1").
 * Not made: a location the hex does not have, a move to where the unit is, a gun or vehicle above the ground level
 * (6.4.1), a vehicle in a Cellar and a gun moving into one ("guns may setup in Cellars": the text does not say how
 * they move there; the parser refuses it). Under both alternatives of reading cs.steeple-cost (the walk's).
 */
export const CS_PAIRWISE_LEVEL_FACTORS = {
  unit: ['squad', 'half-squad', 'leader', 'mg-team', 'sw-team', 'sw-team in move mode', 'gun', 'tracked', 'wheeled'],
  building: ['no stairway', 'no stairway, Rubbled hex', 'white square, its hex', 'white square, another hex', 'large dot, steeple', 'factory'],
  from: PLACES,
  to: PLACES,
};

/** The hexes of the generated level change: G22 (and G23) of one building, as `building` says; the unit in `hex`. */
function levelHexes(building: string): { hex: string; hexes: MoveHex[] } {
  const house = (hex: string, extra: Partial<NonNullable<MoveHex['building']>>): MoveHex => ({ hex, trench: false, debris: false, building: { id: 'G22', centre: 'dot', multiHex: true, steeple: false, roadEntry: false, cellar: building !== 'factory', rubble: false, roofless: false, burning: false, roadFrom: [], ...extra } });
  const square = building.startsWith('white square');
  const hexes = [house('G22', { centre: square ? 'large-square' : building === 'large dot, steeple' ? 'large-dot' : 'dot', rubble: building === 'no stairway, Rubbled hex', steeple: building === 'large dot, steeple', roadEntry: building === 'factory' }), house('G23', {})];
  return { hex: building === 'white square, another hex' ? 'G23' : 'G22', hexes };
}

const NOT_INFANTRY = ['gun', 'tracked', 'wheeled'];

/** A row the rules allow (above). */
export function levelRowAllowed(r: Row): boolean {
  const { hex, hexes } = levelHexes(r.building);
  const places: string[] = placesOf({ hexes } as MoveSituation, hex);
  if (r.from === r.to || !places.includes(r.from) || !places.includes(r.to)) return false;
  if (NOT_INFANTRY.includes(r.unit) && !['ground', 'cellar'].includes(r.from)) return false;
  return !((NOT_INFANTRY.includes(r.unit) && r.to === 'cellar') || (['tracked', 'wheeled'].includes(r.unit) && r.from === 'cellar'));
}

/**
 * The covering array over the level factors. The greedy construction completes a partial row with each factor's
 * first value, which these factors' constraints (the locations a building has, a vehicle's) often refuse: the pairs
 * it gives up as impossible are looked for again over the whole product (in the factors' order: 1,944 rows, the first
 * allowed one holding the pair), and that row added where one exists.
 */
function levelRows(): Row[] {
  const f = CS_PAIRWISE_LEVEL_FACTORS;
  const { rows, impossible } = pairwise(f, levelRowAllowed);
  const product: Row[] = f.unit.flatMap((unit) => f.building.flatMap((building) => f.from.flatMap((from) => f.to.map((to) => ({ unit, building, from, to })))));
  const holds = (r: Row, pair: string) => pair.split(' & ').every((kv) => r[kv.slice(0, kv.indexOf('='))] === kv.slice(kv.indexOf('=') + 1));
  for (const pair of impossible) {
    if (rows.some((r) => holds(r, pair))) continue;
    const found = product.find((r) => levelRowAllowed(r) && holds(r, pair));
    if (found) rows.push(found);
  }
  return rows;
}

export function pairwiseLevelSeeds(): Seed<MoveSituation>[] {
  return levelRows().map((r, i) => {
    const name = `pairwise-level-${String(i + 1).padStart(2, '0')}`;
    const { hex, hexes } = levelHexes(r.building);
    const moveMode = r.unit === 'sw-team in move mode';
    const raw = { unit: { type: moveMode ? 'sw-team' : r.unit, moveMode }, from: { hex, place: r.from }, to: { hex, place: r.to }, hexes };
    const situation = parseMoveSituation(JSON.parse(JSON.stringify(raw)), `generated building-move seed "${name}": situation`);
    return { name, purpose: `Generated pairwise: a ${r.unit} in ${hex} (${r.building}) from ${r.from} to ${r.to} (6.4.1, 6.4.3, 6.4.4, 6.4.5, 6.4.6, 6.5.2).`, minimise: true, situation };
  });
}
