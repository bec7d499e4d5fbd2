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
import { pairwise } from '../../gen/pairwise';

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
export const SCENARIO_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('scenario', null, parseScenarioSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseSetUpSeeds()]);

/**
 * Generated (issue 16.5), a set-up: the facts SU, ST.A and IP.A read of a stack deployed in one hex — the Scenario
 * (each of the six: the checks are every Scenario's); the deploying Player; the hex on the Battlefield or off it (SU:
 * "Players may only deploy and move their units on the "Battlefield" given in each Scenario"); its terrain, a Town
 * or not (IP.A: "except in Town-hexes"); the stack's own Stacking Points, within the limit, exactly six or seven
 * (ST.A: "as many as six Stacking Points of units per hexagon"); a unit there that counts for nothing (ST.B: an
 * Observer, a passenger; ST: the other Player's company, his own limit); the unit that starts Dug-In, if any, and its
 * class (IP.A: "Class 2 units which start on the game-map may be considered dug-in") — every two meeting in some
 * situation (oracle/gen/pairwise.ts). The Battlefield is the toy one (B1–F5); the stack stands in C2, or in H8 off it.
 */
export const SPICC_PAIRWISE_SET_UP_FACTORS = {
  scenario: ['1', '2', '3', '4', '5', '6'],
  player: ['us', 'german'],
  hex: ['on the Battlefield', 'off the Battlefield'],
  terrain: ['clear', 'woods', 'town'],
  stacking: ['within', 'exactly six', 'seven'],
  uncounted: ['nothing', 'an Observer', 'a passenger', 'an enemy company'],
  dugIn: ['none', 'a Class 2 unit', 'a Class 1d unit', 'a Class 3 unit'],
};

const TOY_BATTLEFIELD = ['B', 'C', 'D', 'E', 'F'].flatMap((c) => [1, 2, 3, 4, 5].map((r) => `${c}${r}`));

export function pairwiseSetUpSeeds(): Seed<unknown>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_SET_UP_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-set-up-${String(i + 1).padStart(2, '0')}`;
    const side = r.player;
    const enemy = side === 'us' ? 'german' : 'us';
    const hex = r.hex === 'on the Battlefield' ? 'C2' : 'H8';
    const base = { side, attack: 4, defense: 4, range: 4, hex };
    const infantry = (id: string, size: number, more: Record<string, unknown> = {}) => ({ ...base, id, class: '2', kind: 'infantry', weapon: 'RF', size, movement: 1, ...more });
    // The dug-in unit (a platoon, 1 Stacking Point) is one of the stack; the rest are infantry companies and a platoon.
    const digger =
      r.dugIn === 'a Class 2 unit' ? infantry(`${side}-dug-in`, 1, { dugIn: true })
      : r.dugIn === 'a Class 1d unit' ? { ...base, id: `${side}-dug-in`, class: '1d', kind: 'other', weapon: 'AP', size: 1, movement: 6, dugIn: true }
      : r.dugIn === 'a Class 3 unit' ? { ...base, id: `${side}-dug-in`, class: '3', kind: 'other', weapon: 'HE', size: 1, movement: 0, range: 8, dugIn: true }
      : infantry(`${side}-plt`, 1);
    const points = { within: 3, 'exactly six': 6, seven: 7 }[r.stacking]! - 1;
    const stack = [digger, ...Array.from({ length: Math.floor(points / 2) }, (_, n) => infantry(`${side}-coy${n + 1}`, 2)), ...(points % 2 ? [infantry(`${side}-plt2`, 1)] : [])];
    const uncounted =
      r.uncounted === 'an Observer' ? [{ ...base, id: `${side}-obs`, class: '2', kind: 'observer', size: 1, attack: 0, defense: 1, range: 0, movement: 1 }]
      : r.uncounted === 'a passenger' ? [infantry(`${side}-riders`, 2, { passenger: true })]
      : r.uncounted === 'an enemy company' ? [infantry(`${enemy}-coy`, 2, { side: enemy })]
      : [];
    const raw = { scenario: Number(r.scenario), stage: 'set-up', units: [...stack, ...uncounted], battlefield: TOY_BATTLEFIELD, terrain: { [hex]: r.terrain } };
    // Kept as written (as the seeds files' situations are), parsed here as it is made.
    const situation = JSON.parse(JSON.stringify(raw)) as unknown;
    parseScenarioSituation(situation, `generated scenario seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: Scenario ${r.scenario}'s set-up, the ${side} Player's stack ${r.hex} in ${r.terrain}, its Stacking Points ${r.stacking}, ${r.uncounted} besides, dug-in: ${r.dugIn} (SU, ST, ST.A, ST.B, IP.A).`,
      minimise: true,
      situation,
    };
  });
}

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
