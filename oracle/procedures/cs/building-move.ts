/**
 * Moving in and out of buildings (6.3–6.5.5) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. Whether the move may be made, its MP and its risk of Immobilization follow from the unit,
 * the two locations and the map. The Terrain Effects Chart is text-missing: the MP of entering the hex's
 * terrain and of Shellholes, Rubble or Debris on a road are situation inputs. The seeds are the text's
 * examples on the DTW map where it gives one (G22/G23, N19, V27, Q19 from P18).
 */
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { BUILDING_CENTRES, isFactory } from '../../../machines/cs/building';
import { buildingMoveMachine, type Location, type MoveContext, type MoveHex, type MoveSituation, PLACES, placesOf, projectMove, ROAD_TERRAIN, UNIT_TYPES } from '../../../machines/cs/building-move';
import { hexField, invalidField, noEvent } from './common';

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

const at = (hex: string, place: string) => ({ hex, place });
const squad = { type: 'squad' };
/** DTW G22/G23, a building with a large white square centre dot in G22 (6.4.4's example): two hexes of it. */
const g22 = [
  { hex: 'G22', building: { id: 'G22', centre: 'large-square', multiHex: true } },
  { hex: 'G23', building: { id: 'G22', centre: 'dot', multiHex: true } },
];
/** A multi-hex building without a centre square, N19/O19/N18 (6.4.6.1's example: N18 Roofless). */
const n19 = [
  { hex: 'N19', building: { id: 'N19', centre: 'dot', multiHex: true, cellar: true } },
  { hex: 'O19', building: { id: 'N19', centre: 'dot', multiHex: true } },
  { hex: 'N18', building: { id: 'N19', centre: 'dot', multiHex: true, roofless: true } },
];
/** The factory V25, entered by the railway at V27 (6.5.1's example), with V26 inside it. */
const v25 = [
  { hex: 'V26', building: { id: 'V25', centre: 'dot', multiHex: true } },
  { hex: 'V27', building: { id: 'V25', centre: 'dot', multiHex: true, roadEntry: true } },
];
/** A large-dot building with a steeple in B5 (6.4.5: "an Upper Level +1 and a steeple at level +2 in hex GE B5"). */
const b5 = [{ hex: 'B5', building: { id: 'A5', centre: 'large-dot', multiHex: true, steeple: true } }];

export const BUILDING_MOVE_SEEDS: Seed<unknown>[] = [
  { name: 'upstairs', purpose: '6.4.3: a squad climbs from the ground level to Upper Level +1 of N19 for 2 MP.', situation: { unit: squad, from: at('N19', 'ground'), to: at('N19', 'upper-1'), hexes: n19 } },
  { name: 'two-levels-at-once', purpose: '6.4.3, 6.4.4: from the ground level straight to Upper Level +2 of G22 is refused: one level at a time.', situation: { unit: squad, from: at('G22', 'ground'), to: at('G22', 'upper-2'), hexes: g22 } },
  { name: 'stairway-only-in-square-hex', purpose: '6.4.4 example: in G23 a squad on Upper Level +2 may not go to Level +1: the stairway is in G22.', situation: { unit: squad, from: at('G23', 'upper-2'), to: at('G23', 'upper-1'), hexes: g22 } },
  { name: 'stairway-descend', purpose: '6.4.4 example: in G22 it may descend to Upper Level +1.', situation: { unit: squad, from: at('G22', 'upper-2'), to: at('G22', 'upper-1'), hexes: g22 } },
  { name: 'rooftop-from-highest-level', purpose: '6.4.6 example: a German squad may enter the Rooftop of G22 from Upper Level +2 in G22.', situation: { unit: squad, from: at('G22', 'upper-2'), to: at('G22', 'rooftop'), hexes: g22 } },
  { name: 'same-level-connected-hex', purpose: '6.4.4: on Upper Level +2 a squad moves from G22 to G23 on the same level (the hex\'s cost is the TEC\'s: 1 given).', situation: { unit: squad, from: at('G22', 'upper-2'), to: at('G23', 'upper-2'), hexes: g22, enterMp: 1 } },
  { name: 'other-level-other-hex', purpose: '6.4.4: from G22 Upper Level +2 to G23 Upper Level +1 is refused.', situation: { unit: squad, from: at('G22', 'upper-2'), to: at('G23', 'upper-1'), hexes: g22, enterMp: 1 } },
  { name: 'rubbled-hex-no-stairway', purpose: '6.4.4: a Rubbled hex of a building without a centre square has no stairway.', situation: { unit: squad, from: at('O19', 'ground'), to: at('O19', 'upper-1'), hexes: n19.map((h) => (h.hex === 'O19' ? { ...h, building: { ...h.building, rubble: true } } : h)) } },
  { name: 'rooftop-to-rooftop', purpose: '6.4.6.1 example: a squad on the Rooftop of N19 may move to O19.', situation: { unit: squad, from: at('N19', 'rooftop'), to: at('O19', 'rooftop'), hexes: n19, enterMp: 1 } },
  { name: 'roofless-hex', purpose: '6.4.6.1 example: it may not enter N18, a Roofless Building hex, on the Rooftop.', situation: { unit: squad, from: at('N19', 'rooftop'), to: at('N18', 'rooftop'), hexes: n19, enterMp: 1 } },
  { name: 'no-vehicle-upstairs', purpose: '6.4.1: a tracked vehicle may not go above the ground level.', situation: { unit: { type: 'tracked' }, from: at('N19', 'ground'), to: at('N19', 'upper-1'), hexes: n19 } },
  { name: 'steeple-climb', purpose: '6.4.5: a leader on Upper Level +1 of B5 climbs into the steeple (Level +2) (reading cs.steeple-cost).', situation: { unit: { type: 'leader' }, from: at('B5', 'upper-1'), to: at('B5', 'steeple'), hexes: b5 } },
  { name: 'steeple-squad', purpose: '6.4.5: a squad may not be in a steeple.', situation: { unit: squad, from: at('B5', 'upper-1'), to: at('B5', 'steeple'), hexes: b5 } },
  { name: 'steeple-sw-team-move-mode', purpose: '6.4.5: an SW Team in move mode may.', situation: { unit: { type: 'sw-team', moveMode: true }, from: at('B5', 'upper-1'), to: at('B5', 'steeple'), hexes: b5 } },
  { name: 'exit-from-upper-level', purpose: '6.4.7: a squad on Upper Level +1 of N19 may not leave the building into M19.', situation: { unit: squad, from: at('N19', 'upper-1'), to: at('M19', 'ground'), hexes: n19, enterMp: 1 } },
  { name: 'exit-from-ground-level', purpose: '6.4.7: from the ground level of N19 it leaves into M19 for the TEC\'s cost (1 given).', situation: { unit: squad, from: at('N19', 'ground'), to: at('M19', 'ground'), hexes: n19, enterMp: 1 } },
  { name: 'cellar-to-trench', purpose: '6.4.7: from the Cellar of N19 a squad may leave only into an adjacent Trench: M19 with one.', situation: { unit: squad, from: at('N19', 'cellar'), to: at('M19', 'ground'), hexes: [...n19, { hex: 'M19', trench: true }], enterMp: 1 } },
  { name: 'cellar-no-trench', purpose: '6.4.7: M19 without a Trench: refused.', situation: { unit: squad, from: at('N19', 'cellar'), to: at('M19', 'ground'), hexes: n19, enterMp: 1 } },
  { name: 'burning-building', purpose: '6.4.9: no unit may enter any location of a building hex marked with Fire.', situation: { unit: squad, from: at('M19', 'ground'), to: at('N19', 'ground'), hexes: n19.map((h) => (h.hex === 'N19' ? { ...h, building: { ...h.building, burning: true } } : h)), enterMp: 2 } },
  { name: 'factory-infantry', purpose: '6.5.5: infantry inside the factory pay 2 MP per hex (V26 to V27).', situation: { unit: squad, from: at('V26', 'ground'), to: at('V27', 'ground'), hexes: v25 } },
  { name: 'factory-tracked', purpose: '6.5.5: a tracked vehicle inside pays 4 MP and risks Immobilization.', situation: { unit: { type: 'tracked' }, from: at('V26', 'ground'), to: at('V27', 'ground'), hexes: v25 } },
  { name: 'factory-wheeled', purpose: '6.5.5: a wheeled vehicle inside pays 6 MP and risks Immobilization.', situation: { unit: { type: 'wheeled' }, from: at('V26', 'ground'), to: at('V27', 'ground'), hexes: v25 } },
  { name: 'factory-railway-entrance', purpose: '6.5.5: a tracked vehicle enters V27 along the railway from V28, a friendly unit Controlling V27: no Immobilization check.', situation: { unit: { type: 'tracked' }, from: at('V28', 'ground'), to: at('V27', 'ground'), hexes: v25, road: true, controlled: true, enterMp: 2 } },
  { name: 'factory-entrance-uncontrolled', purpose: '6.5.5: the same entry without friendly Control risks Immobilization.', situation: { unit: { type: 'tracked' }, from: at('V28', 'ground'), to: at('V27', 'ground'), hexes: v25, road: true, controlled: false, enterMp: 2 } },
  { name: 'factory-entrance-debris', purpose: '6.5.5: Debris in V27 takes the exemption away.', situation: { unit: { type: 'tracked' }, from: at('V28', 'ground'), to: at('V27', 'ground'), hexes: v25.map((h) => (h.hex === 'V27' ? { ...h, debris: true } : h)), road: true, controlled: true, enterMp: 2 } },
  { name: 'factory-rooftop', purpose: '6.5.2: a factory\'s Rooftop is reached from its ground level for 2 MP.', situation: { unit: squad, from: at('V26', 'ground'), to: at('V26', 'rooftop'), hexes: v25 } },
  { name: 'road-building-hex', purpose: '6.4.8: a tracked vehicle enters the road/building hex E20 from its connecting road hex F19 for the road\'s 1 MP and no M-KILL roll.', situation: { unit: { type: 'tracked' }, from: at('F19', 'ground'), to: at('E20', 'ground'), hexes: [{ hex: 'E20', building: { id: 'E20', centre: 'dot', roadFrom: ['F19'] } }], road: true } },
  { name: 'building-hex-off-road', purpose: '6.4.8: from D20, not the connecting road hex, it enters the building for the TEC\'s cost (2 given) and risks the M-KILL roll.', situation: { unit: { type: 'tracked' }, from: at('D20', 'ground'), to: at('E20', 'ground'), hexes: [{ hex: 'E20', building: { id: 'E20', centre: 'dot', roadFrom: ['F19'] } }], enterMp: 2 } },
  { name: 'road-move', purpose: '6.3: a wheeled vehicle moves from one road hex to another for 1 MP.', situation: { unit: { type: 'wheeled' }, from: at('H22', 'ground'), to: at('H21', 'ground'), hexes: [], road: true } },
  { name: 'road-through-rubble', purpose: '6.3.1: Rubble in the road hex is not negated: the Rubble\'s cost (the TEC\'s, 3 given).', situation: { unit: { type: 'wheeled' }, from: at('H22', 'ground'), to: at('H21', 'ground'), hexes: [], road: true, other: { kind: 'rubble', mp: 3 } } },
];

export const csBuildingMoveSpec: ProcedureSpec<MoveSituation> = {
  procedure: 'building-move',
  ruleset: 'cs',
  title: 'Moving in and out of buildings (6.3–6.5.5)',
  section: ['6.3', '6.4', '6.5'],
  machine: buildingMoveMachine,
  parseSituation: parseMoveSituation,
  parseEvent: noEvent,
  project: (snapshot) => projectMove(snapshot.context as MoveContext),
  seeds: BUILDING_MOVE_SEEDS as Seed<MoveSituation>[],
  domain: () => [],
  domainNote:
    'No events: whether the move may be made, its MP and its risk of Immobilization follow from the unit, the two locations and the map. The Terrain Effects Chart is text-missing: the MP of entering the hex\'s terrain (enterMp) and of Shellholes, Rubble or Debris on a road are inputs; the Immobilization roll is the vehicle rules\' (10, 11, missing).',
};
