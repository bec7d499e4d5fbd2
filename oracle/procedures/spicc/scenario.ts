/**
 * The Scenarios (SU, SU.1–SU.6, IP.A) of SPI Combat Command for the oracle: parsing, seeds, domain.
 *
 * The map is lost from the text: each seed is a toy Battlefield (B1–F5) with two roads crossing in D3, one
 * north–south (D1–D5), one west–east (B3–F3), and the places the Scenario's conditions name as hex sets
 * (north edge row 1, south edge row 5, west edge column B, east edge column F, the Towns as the seed says).
 * Unit values are placeholders (the Unit Identification Table is lost) save side, class, kind and size.
 */
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { parseHex } from '../../../machines/core/hex';
import { arr, int, obj, oneOf, record } from '../../../machines/core/validate';
import { parseUnits, type SpiccUnit } from '../../../machines/spicc/units';
import { GAME_TURNS } from '../../../machines/spicc/sequence-of-play';
import { TERRAINS, type Terrain } from '../../../machines/spicc/fire/types';
import { PLACES, projectScenario, ROAD_TYPES, SCENARIO_NUMBERS, scenarioMachine, STAGES, type RoadType, type ScenarioContext, type ScenarioNumber, type ScenarioSituation } from '../../../machines/spicc/scenario';
import { withoutEvents } from '../cce/common';
import { parseHexside } from './movement';

const hexList = (raw: unknown, path: string, min = 0): string[] =>
  arr(raw, path, min).map((h, i) => {
    parseHex(h, `${path}[${i}]`);
    return h as string;
  });

export function parseScenarioSituation(raw: unknown, path: string): ScenarioSituation {
  const keys = ['scenario', 'stage', 'gameTurn', 'units', 'battlefield', 'terrain', 'roads', 'destroyedBridges', 'places'];
  const o = obj(raw, path, keys, ['scenario', 'stage', 'units', 'battlefield']);
  const scenario = int(o.scenario, `${path}.scenario`, 1, 6, 'SU') as ScenarioNumber;
  if (!SCENARIO_NUMBERS.includes(scenario)) throw new OracleError({ code: 'invalid-field', path: `${path}.scenario`, expected: 'a Scenario 1-6', actual: o.scenario, rule: 'SU' });
  const stage = oneOf(o.stage, `${path}.stage`, STAGES, 'SU');
  if (stage === 'end-of-game' && o.gameTurn === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.gameTurn`, expected: 'the last Game-Turn completed, 1-10', rule: 'SU' });
  const gameTurn = o.gameTurn === undefined ? 0 : int(o.gameTurn, `${path}.gameTurn`, 1, GAME_TURNS, 'GL');
  const units = parseUnits(o.units, `${path}.units`);
  const battlefield = hexList(o.battlefield, `${path}.battlefield`, 1);
  const terrain: Record<string, Terrain> = {};
  for (const [h, t] of Object.entries(o.terrain === undefined ? {} : record(o.terrain, `${path}.terrain`))) {
    parseHex(h, `${path}.terrain.${h}`);
    terrain[h] = oneOf(t, `${path}.terrain.${h}`, TERRAINS, 'TEC');
  }
  const roads: Record<string, RoadType> = {};
  for (const [side, t] of Object.entries(o.roads === undefined ? {} : record(o.roads, `${path}.roads`))) {
    roads[parseHexside(side, `${path}.roads.${side}`, 'MV.J')] = oneOf(t, `${path}.roads.${side}`, ROAD_TYPES, 'SU.2');
  }
  const destroyedBridges = arr(o.destroyedBridges ?? [], `${path}.destroyedBridges`).map((b, i) => parseHexside(b, `${path}.destroyedBridges[${i}]`, 'OPT.2'));
  const places: Record<string, string[]> = {};
  const given = o.places === undefined ? {} : record(o.places, `${path}.places`);
  for (const [name, hexes] of Object.entries(given)) {
    if (!PLACES[scenario].includes(name)) throw new OracleError({ code: 'invalid-field', path: `${path}.places.${name}`, expected: `a place Scenario ${scenario} names (${PLACES[scenario].join(', ')})`, actual: name, rule: `SU.${scenario}` });
    places[name] = hexList(hexes, `${path}.places.${name}`, 1);
  }
  if (stage === 'end-of-game') {
    const lacking = PLACES[scenario].find((name) => places[name] === undefined);
    if (lacking) throw new OracleError({ code: 'missing-field', path: `${path}.places.${lacking}`, expected: `the hexes of "${lacking}", which Scenario ${scenario}'s Victory Conditions name`, rule: `SU.${scenario}` });
  }
  return { scenario, stage, gameTurn, units, battlefield, terrain, roads, destroyedBridges, places };
}

// ------------------------------------------------------------------------------------ seeds

type U = Pick<SpiccUnit, 'id' | 'hex'> & Partial<SpiccUnit>;
const platoon = (side: 'us' | 'german', u: U) => ({ side, class: '2', kind: 'infantry', weapon: 'RF', size: 1, attack: 4, defense: 4, range: 4, movement: 1, ...u });
const us = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => platoon('us', { id, hex, ...more });
const ger = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => platoon('german', { id, hex, ...more });
const tank = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => platoon('german', { id, hex, class: '1d', kind: 'other', weapon: 'AP', movement: 6, ...more });

const COLUMNS = ['B', 'C', 'D', 'E', 'F'];
const BATTLEFIELD = COLUMNS.flatMap((c) => [1, 2, 3, 4, 5].map((r) => `${c}${r}`));
const row = (r: number) => COLUMNS.map((c) => `${c}${r}`);
const column = (c: string) => [1, 2, 3, 4, 5].map((r) => `${c}${r}`);
const NORTH_SOUTH = ['D1-D2', 'D2-D3', 'D3-D4', 'D4-D5'];
const WEST_EAST = ['B3-C3', 'C3-D3', 'D3-E3', 'E3-F3'];
const roads = (type: (side: string) => RoadType = () => 'secondary') => Object.fromEntries([...NORTH_SOUTH, ...WEST_EAST].map((s) => [s, type(s)]));
const EDGES = { north: row(1), south: row(5), west: column('B'), east: column('F') };
const PLACES_OF: Record<ScenarioNumber, Record<string, string[]>> = {
  1: { 'quadrant-north': EDGES.north, 'quadrant-south': EDGES.south, 'quadrant-east': EDGES.east, 'quadrant-west': EDGES.west },
  2: { 'map-east': EDGES.east, 'northwest-exit': ['B3'] },
  3: { 'map-south': EDGES.south, 'map-north': EDGES.north },
  4: { 'town-1': ['D3'] },
  5: { 'map-west': EDGES.west, 'town-7': ['D5'], 'map-east': EDGES.east, 'town-4': ['D1', 'E1'] },
  6: { entered: ['D1'], 'map-south': EDGES.south, 'map-west': EDGES.west },
};

const end = (scenario: ScenarioNumber, name: string, purpose: string, units: object[], more: object = {}): Seed<unknown> => ({
  name,
  purpose,
  situation: { scenario, stage: 'end-of-game', gameTurn: 10, units, battlefield: BATTLEFIELD, terrain: { D3: 'town' }, roads: roads(), places: PLACES_OF[scenario], ...more },
});
const setUp = (name: string, purpose: string, units: object[]): Seed<unknown> => ({
  name,
  purpose,
  situation: { scenario: 4, stage: 'set-up', units, battlefield: BATTLEFIELD, terrain: { D3: 'town', C2: 'woods' } },
});
// SU.2: the west–east road is the Primary road, the north–south one secondary.
const PRIMARY_WEST_EAST = roads((s) => (WEST_EAST.includes(s) ? 'primary' : 'secondary'));

export const SCENARIO_SEEDS: Seed<unknown>[] = [
  setUp('set-up-dug-in', 'IP.A, SU: German platoons on the Battlefield, one Dug-In in the Woods hex C2, a tank in D4: deployed, a Dug-In marker in C2.', [ger('ger-inf', 'C2', { dugIn: true }), ger('ger-inf-2', 'D3'), tank('ger-pz', 'D4')]),
  setUp('set-up-dug-in-in-town', 'IP.A: "except in Town-hexes": a platoon Dug-In in the Town hex D3 is refused.', [ger('ger-inf', 'D3', { dugIn: true })]),
  setUp('set-up-dug-in-tank', 'IP.A: only Class 2 units start Dug-In: a tank is refused.', [tank('ger-pz', 'C2', { dugIn: true })]),
  setUp('set-up-off-the-battlefield', 'SU: a unit in H8, off the Battlefield, is refused.', [ger('ger-inf', 'H8')]),
  setUp('set-up-six-points', 'ST.A: three German companies (six Stacking Points) in C2 are within the limit: deployed.', [1, 2, 3].map((i) => ger(`ger-coy-${i}`, 'C2', { size: 2 }))),
  setUp('set-up-overstacked', 'ST.A: four German companies (eight Stacking Points) in C2 are refused; six would stand.', [1, 2, 3, 4].map((i) => ger(`ger-coy-${i}`, 'C2', { size: 2 }))),
  end(4, 'before-the-tenth-game-turn', 'SU: Victory is evaluated at the completion of the tenth Game-Turn, not after the ninth.', [ger('ger-inf', 'D3')], { gameTurn: 9 }),
  end(1, 'scenario-1-road-open', 'SU.1: no U.S. unit on the roads: the German traces D1–D5, north to south edge of the quadrant, and wins.', [us('us-inf', 'B1')]),
  end(1, 'scenario-1-dispersed-on-the-road', 'SU.1: "undispersed U.S. units": a dispersed U.S. platoon in D3 blocks neither road; the German wins.', [us('us-inf', 'D3', { dispersed: true })]),
  end(1, 'scenario-1-west-east-open', 'SU.1: a U.S. platoon in D2 cuts the north–south road; the west–east road B3–F3 wins for the German.', [us('us-inf', 'D2')]),
  end(1, 'scenario-1-crossroads-held', 'SU.1: an undispersed U.S. platoon in D3, the crossroads, cuts both roads: the U.S. Player wins.', [us('us-inf', 'D3')]),
  end(2, 'scenario-2-primary-road-open', 'SU.2: the Primary road F3–B3 is free of German units: the U.S. wins.', [ger('ger-inf', 'D2')], { roads: PRIMARY_WEST_EAST }),
  end(2, 'scenario-2-dispersed-german-on-the-road', 'SU.2: "undispersed German units": a dispersed German platoon in C3 does not cover the road; the U.S. wins.', [ger('ger-inf', 'C3', { dispersed: true })], { roads: PRIMARY_WEST_EAST }),
  end(2, 'scenario-2-road-covered', 'SU.2: an undispersed German platoon in C3 covers the only road to B3: the German wins.', [ger('ger-inf', 'C3')], { roads: PRIMARY_WEST_EAST }),
  end(2, 'scenario-2-bridge-destroyed', 'SU.2: "consider the bridges intact": a destroyed bridge C3-D3 does not cut the road; the U.S. wins.', [us('us-inf', 'B1')], { roads: PRIMARY_WEST_EAST, destroyedBridges: ['C3-D3'] }),
  end(2, 'scenario-2-secondary-link', 'SU.2: "a primary road": C3-D3 is a secondary road, so no Primary road reaches B3: the German wins.', [us('us-inf', 'B1')], { roads: roads((s) => (WEST_EAST.includes(s) && s !== 'C3-D3' ? 'primary' : 'secondary')) }),
  end(3, 'scenario-3-road-open', 'SU.3: the German traces D5–D1, south edge to north edge, unoccupied by U.S. units: the German wins.', [us('us-inf', 'C2')]),
  end(3, 'scenario-3-dispersed-us-on-the-road', 'SU.3: "unoccupied by U.S. units" (no "undispersed"): a dispersed U.S. platoon in D3 blocks; the U.S. wins.', [us('us-inf', 'D3', { dispersed: true })]),
  end(3, 'scenario-3-bridge-destroyed', 'SU.3, OPT.2: a destroyed bridge D2-D3 cuts the only road north: the U.S. wins.', [us('us-inf', 'B1')], { destroyedBridges: ['D2-D3'] }),
  end(4, 'scenario-4-town-one-free', 'SU.4: Town Number One (D3) is free of German units at the end: the U.S. wins.', [ger('ger-inf', 'B1'), us('us-inf', 'D3')]),
  end(4, 'scenario-4-german-in-town-one', 'SU.4: a dispersed German platoon is still a German unit in Town Number One: the German wins.', [ger('ger-inf', 'D3', { dispersed: true })]),
  end(5, 'scenario-5-both-roads', 'SU.5: both roads open and Town Number Four free of U.S. units: both win, a draw.', [us('us-inf', 'B1'), ger('ger-inf', 'F5')]),
  end(5, 'scenario-5-us-road-only', 'SU.5: a U.S. platoon in D2 cuts the German road to Town Number Four: the U.S. wins.', [us('us-inf', 'D2')]),
  end(5, 'scenario-5-german-road-only', 'SU.5: a German platoon in D4 cuts the U.S. road to Town Number Seven: the German wins.', [ger('ger-inf', 'D4')]),
  end(5, 'scenario-5-us-in-town-four', 'SU.5: the German road reaches D1, but a U.S. platoon holds E1 of Town Number Four, and the German cuts the U.S. road in D4: neither wins, a draw.', [us('us-inf', 'E1'), ger('ger-inf', 'D4')]),
  end(6, 'scenario-6-south-road-open', 'SU.6: from D1, where the Germans entered, the road runs free to the south edge: the German wins.', [us('us-inf', 'B1')]),
  end(6, 'scenario-6-west-road-open', 'SU.6: a U.S. platoon in D4 cuts the road south; D1–D3–B3 reaches the west edge: the German wins.', [us('us-inf', 'D4')]),
  end(6, 'scenario-6-blocked', 'SU.6: a U.S. platoon in D2 cuts every road from D1: the U.S. wins.', [us('us-inf', 'D2')]),
];

export const scenarioSpec: ProcedureSpec<ScenarioSituation> = {
  procedure: 'scenario',
  ruleset: 'spicc',
  title: 'Set-up and Victory Conditions of the Scenarios (SU, SU.1–SU.6, IP.A)',
  section: ['SU'],
  machine: scenarioMachine,
  parseSituation: parseScenarioSituation,
  ...withoutEvents('the set-up or the final position in the situation'),
  project: (snapshot) => projectScenario(snapshot.context as ScenarioContext, String(snapshot.value)),
  seeds: SCENARIO_SEEDS as Seed<ScenarioSituation>[],
};
