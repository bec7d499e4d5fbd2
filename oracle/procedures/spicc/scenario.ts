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
import { parseUnits } from '../../../machines/spicc/units';
import { GAME_TURNS } from '../../../machines/spicc/sequence-of-play';
import { TERRAINS, type Terrain } from '../../../machines/spicc/fire/types';
import { PLACES, projectScenario, ROAD_TYPES, SCENARIO_NUMBERS, scenarioMachine, STAGES, type RoadType, type ScenarioContext, type ScenarioNumber, type ScenarioSituation } from '../../../machines/spicc/scenario';
import { withoutEvents } from '../cce/common';
import { parseHexside } from './movement';
import { loadSeeds, onFirstUse } from '../cce/seeds';

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

/** The seeds, as data (oracle/procedures/spicc/seeds/scenario.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const SCENARIO_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('scenario', null, parseScenarioSituation, { ruleset: 'spicc', units: 'written' }));

export const scenarioSpec: ProcedureSpec<ScenarioSituation> = {
  procedure: 'scenario',
  ruleset: 'spicc',
  title: 'Set-up and Victory Conditions of the Scenarios (SU, SU.1–SU.6, IP.A)',
  section: ['SU'],
  machine: scenarioMachine,
  parseSituation: parseScenarioSituation,
  ...withoutEvents('the set-up or the final position in the situation'),
  project: (snapshot) => projectScenario(snapshot.context as ScenarioContext, String(snapshot.value)),
  get seeds() {
    return SCENARIO_SEEDS() as Seed<ScenarioSituation>[];
  },
};
