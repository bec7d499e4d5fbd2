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
import { loadSeeds, onFirstUse } from '../cce/seeds';

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
export const BUILDING_MOVE_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('building-move', null, parseMoveSituation, { ruleset: 'cs', units: 'written' }));

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
