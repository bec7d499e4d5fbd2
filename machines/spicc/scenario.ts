/**
 * How to Set-up the Game and How to Use the Scenarios (SU) and the Victory Conditions of Scenarios 1–6
 * (SU.1–SU.6) — SPI Combat Command: a set-up checked against the Battlefield, the Stacking limit and the
 * Dug-In start (IP.A), or the game's end judged by the Scenario's own Victory Conditions.
 *
 * The map is not in the text: the Battlefield's hexes, the Road hex-sides (with the Primary roads Scenario 2
 * names), destroyed bridges, and the places the conditions name (map and quadrant edges, Town Numbers One,
 * Four and Seven, where the Germans entered) are situation input (`places`), never looked up.
 *
 * The Scenarios' columns are scrambled in the OCR (digest §4.7). Scenario 3's condition ("from the southern
 * edge ... to the northern edge ..., unoccupied by U.S. units") stands apart from its Orders of Battle; it is
 * Scenario 3's as the one German road condition no other Scenario has (Scenario 1's is the quadrant's,
 * Scenario 6's "from where he entered"). "Unoccupied by U.S. units" and "free of" name no exception: any
 * unit in a hex occupies it; Scenarios 1 and 2 alone say "undispersed", so elsewhere a dispersed unit blocks.
 *
 * Left out: the Orders of Battle and reinforcements (forces are situation input, validated per unit), the
 * order of deployment and movement (the Sequence of Play's `firstPlayer`, ./sequence-of-play.ts), deploying
 * inverted (SU: a unit's values are situation input, nothing is hidden from the oracle), combining platoons
 * into companies (./breakdown.ts), Scenario 1's air-drop (its Scatter Diagram is lost: SU.1.SD).
 */
import { and, assign, setup } from 'xstate';
import { greaterThan, lessThan, ruleApplies } from '../core/derivation';
import type { SpiccRefusal, SpiccRuleId } from './rule-ids';
import type { Terrain } from './fire/types';
import { traceRoad } from './roads';
import { hexStackingPoints, STACKING_LIMIT, type Side, type SpiccInput, type SpiccUnit } from './units';

export const SCENARIO_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export type ScenarioNumber = (typeof SCENARIO_NUMBERS)[number];
export const STAGES = ['set-up', 'end-of-game'] as const;
export type Stage = (typeof STAGES)[number];
export const ROAD_TYPES = ['primary', 'secondary'] as const;
export type RoadType = (typeof ROAD_TYPES)[number];

/** The places each Scenario's Victory Conditions name, as hex sets of the situation. */
export const PLACES: Record<ScenarioNumber, readonly string[]> = {
  1: ['quadrant-north', 'quadrant-south', 'quadrant-east', 'quadrant-west'],
  // SU.2: "from the east edge of the Game-Map off the northwest quadrant (anyone of the four roads)": where the
  // words put the road's far end is unclear (digest §5 item 23); the situation names the hexes (`northwest-exit`).
  2: ['map-east', 'northwest-exit'],
  3: ['map-south', 'map-north'],
  4: ['town-1'],
  5: ['map-west', 'town-7', 'map-east', 'town-4'],
  6: ['entered', 'map-south', 'map-west'],
};

export interface ScenarioSituation {
  scenario: ScenarioNumber;
  stage: Stage;
  /** The last Game-Turn completed (GL: ten in all). */
  gameTurn: number;
  units: SpiccUnit[];
  /** SU: the hexes of the Scenario's "Battlefield". */
  battlefield: string[];
  /** Town hexes at least (IP.A); a hex not listed is not a Town. */
  terrain: Record<string, Terrain>;
  /** Road hex-sides "A-B" and their type (SU.2 names Primary roads). */
  roads: Record<string, RoadType>;
  /** Bridge hex-sides destroyed (a Scenario's Special Rule, OPT.2): the road is cut there, save in SU.2. */
  destroyedBridges: string[];
  places: Record<string, string[]>;
}

export type ScenarioInput = SpiccInput<ScenarioSituation>;
export type ScenarioEvent = { type: 'NONE' };

export interface ScenarioContext {
  situation: ScenarioSituation;
  refusal: SpiccRefusal | null;
}

export interface ScenarioOutput {
  result: 'deployed' | 'us-wins' | 'german-wins' | 'draw' | 'refused';
  refusal: SpiccRefusal | null;
  scenario: ScenarioNumber;
  /** IP.A: the hexes that start with a Dug-In marker (set-up). */
  dugIn: string[];
  /** The road each side traces for its Victory Condition (end of game), or null where it traces none. */
  roads: { us: string[] | null; german: string[] | null };
}

const enemyOf = (side: Side): Side => (side === 'us' ? 'german' : 'us');

// ---------------------------------------------------------------------------------------------- set-up

/** SU: "Players may only deploy and move their units on the "Battlefield" given in each Scenario". */
export const outsideBattlefield = (s: ScenarioSituation): SpiccUnit | undefined => s.units.find((u) => ruleApplies('SU', !s.battlefield.includes(u.hex)));
/** ST, ST.A: "as many as six Stacking Points of units per hexagon", "at all times". */
export const overstacked = (s: ScenarioSituation): SpiccUnit | undefined =>
  s.units.find((u) => greaterThan(hexStackingPoints(s.units, u.side, u.hex, {}), STACKING_LIMIT, 'ST.A'));
/** IP.A, SU: "Class 2 units which start on the game-map may be considered dug-in". */
export const dugInNotClass2 = (s: ScenarioSituation): SpiccUnit | undefined => s.units.find((u) => u.dugIn && ruleApplies('IP.A', u.class !== '2'));
/** IP.A: "except in Town-hexes". */
export const dugInInTown = (s: ScenarioSituation): SpiccUnit | undefined => s.units.find((u) => u.dugIn && ruleApplies('IP.A', s.terrain[u.hex] === 'town'));

// ------------------------------------------------------------------------------------------- victory

/** SU: "At the Completion of the tenth Game-Turn, each Player's performance is evaluated". */
export const beforeTheEnd = (s: ScenarioSituation): boolean => lessThan(s.gameTurn, 10, 'SU');

/** A hex a road condition of `rule` may pass: no unit of `enemy` (only undispersed ones, where `undispersed`). */
const freeOf = (s: ScenarioSituation, enemy: Side, undispersed: boolean, rule: SpiccRuleId) => (hex: string): boolean =>
  s.battlefield.includes(hex) && !s.units.some((u) => u.hex === hex && u.side === enemy && !(undispersed && ruleApplies(rule, u.dispersed)));

/** The Road hex-sides a trace may follow: Primary only where `primary`; a destroyed bridge cuts the road unless `bridgesIntact`. */
function roadHexsides(s: ScenarioSituation, primary: boolean, bridgesIntact: boolean): string[] {
  return Object.entries(s.roads)
    .filter(([side, type]) => (!primary || type === 'primary') && (bridgesIntact || !s.destroyedBridges.includes(side)))
    .map(([side]) => side);
}

const place = (s: ScenarioSituation, name: string): string[] => s.places[name] ?? [];

/** The road a side traces for its Victory Condition in the situation's Scenario, or null (none, or no such condition). */
export function victoryRoad(s: ScenarioSituation, side: Side): string[] | null {
  const any = roadHexsides(s, false, false);
  const trace = (from: string, to: string, undispersed: boolean, rule: SpiccRuleId, sides = any) => traceRoad(sides, place(s, from), place(s, to), freeOf(s, enemyOf(side), undispersed, rule));
  switch (s.scenario) {
    // SU.1: "from the north to the south edge of the quadrant, or the east to west edge of the quadrant, unoccupied by undispersed U.S. units".
    case 1:
      return side === 'german' ? (trace('quadrant-north', 'quadrant-south', true, 'SU.1') ?? trace('quadrant-east', 'quadrant-west', true, 'SU.1')) : null;
    // SU.2: "a primary road ... uncovered by undispersed German units (for the purposes of Victory Conditions consider the bridges intact)".
    case 2:
      return side === 'us' ? trace('map-east', 'northwest-exit', true, 'SU.2', roadHexsides(s, ruleApplies('SU.2', true), ruleApplies('SU.2', true))) : null;
    // SU.3: "from the southern edge of the Game-Map to the northern edge of the Game-Map, unoccupied by U.S. units".
    case 3:
      return side === 'german' ? trace('map-south', 'map-north', false, 'SU.3') : null;
    case 4:
      return null;
    // SU.5: the U.S. "from the western edge of the Game-Map to Town Number Seven, free of German units"; the
    // German "from the eastern edge of the Game-Map to Town Number Four, free of U.S. units".
    case 5:
      return side === 'us' ? trace('map-west', 'town-7', false, 'SU.5') : trace('map-east', 'town-4', false, 'SU.5');
    // SU.6: "from where he entered to the south or west edge of the Game-Map, free of U.S. units".
    case 6:
      return side === 'german' ? (trace('entered', 'map-south', false, 'SU.6') ?? trace('entered', 'map-west', false, 'SU.6')) : null;
  }
}

/** "Town Number ... free of ... units": no unit of `enemy` in any of its hexes. */
const townFree = (s: ScenarioSituation, town: string, enemy: Side, rule: SpiccRuleId): boolean => ruleApplies(rule, !s.units.some((u) => u.side === enemy && place(s, town).includes(u.hex)));

/** SU.1: "The German Player wins if he can trace a road ...". */
export const scenario1GermanRoad = (s: ScenarioSituation): boolean => ruleApplies('SU.1', victoryRoad(s, 'german') !== null);
/** SU.2: "The United States Player must trace a primary road ...". */
export const scenario2UsRoad = (s: ScenarioSituation): boolean => ruleApplies('SU.2', victoryRoad(s, 'us') !== null);
/** SU.3: "The German Player wins if he can trace a road ...". */
export const scenario3GermanRoad = (s: ScenarioSituation): boolean => ruleApplies('SU.3', victoryRoad(s, 'german') !== null);
/** SU.4: "The U.S. Player wins if Town Number One is free of German units by the end of the Game." */
export const scenario4TownOneFree = (s: ScenarioSituation): boolean => townFree(s, 'town-1', 'german', 'SU.4');
/** SU.5: the U.S. Player's road to Town Number Seven. */
export const scenario5UsWins = (s: ScenarioSituation): boolean => ruleApplies('SU.5', victoryRoad(s, 'us') !== null);
/** SU.5: the German Player's road to Town Number Four, "and have Town Number Four free of U.S. units". */
export const scenario5GermanWins = (s: ScenarioSituation): boolean => ruleApplies('SU.5', victoryRoad(s, 'german') !== null) && townFree(s, 'town-4', 'us', 'SU.5');
/** SU.6: "The German Player wins if he can trace a road ...". */
export const scenario6GermanRoad = (s: ScenarioSituation): boolean => ruleApplies('SU.6', victoryRoad(s, 'german') !== null);

export function projectScenario(x: ScenarioContext, state: string): ScenarioOutput {
  const s = x.situation;
  const judged = s.stage === 'end-of-game' && !x.refusal;
  const RESULTS: Record<string, ScenarioOutput['result']> = { deployed: 'deployed', usWins: 'us-wins', germanWins: 'german-wins', draw: 'draw', refused: 'refused' };
  return {
    result: RESULTS[state] ?? 'refused',
    refusal: x.refusal,
    scenario: s.scenario,
    dugIn: s.stage === 'set-up' && !x.refusal ? [...new Set(s.units.filter((u) => u.dugIn).map((u) => u.hex))].sort() : [],
    roads: { us: judged ? victoryRoad(s, 'us') : null, german: judged ? victoryRoad(s, 'german') : null },
  };
}

type Meta = { rules: SpiccRuleId[] };
const on = (f: (s: ScenarioSituation) => boolean) => ({ context }: { context: ScenarioContext }) => f(context.situation);
const found = (f: (s: ScenarioSituation) => SpiccUnit | undefined) => on((s) => f(s) !== undefined);
const isScenario = (n: ScenarioNumber) => on((s) => s.scenario === n);
/** The set-up checks that name the unit at fault in the refusal. */
const FINDERS = { outsideBattlefield, overstacked, dugInNotClass2, dugInInTown };
type Refusal = { rule: SpiccRuleId; reason: string; unit?: keyof typeof FINDERS };
const refuse = (rule: SpiccRuleId, reason: string, unit?: keyof typeof FINDERS) => ({ type: 'refuse' as const, params: { rule, reason, unit } });

export const scenarioMachine = setup({
  types: { input: {} as ScenarioInput, context: {} as ScenarioContext, events: {} as ScenarioEvent, transitionMeta: {} as Meta },
  actions: {
    refuse: assign(({ context }, p: Refusal) => {
      const u = p.unit ? FINDERS[p.unit](context.situation) : undefined;
      return { refusal: { rule: p.rule, reason: u ? `${u.id} in ${u.hex}: ${p.reason}` : p.reason } };
    }),
  },
  guards: {
    isSetUp: on((s) => s.stage === 'set-up'),
    outsideBattlefield: found(outsideBattlefield),
    overstacked: found(overstacked),
    dugInNotClass2: found(dugInNotClass2),
    dugInInTown: found(dugInInTown),
    beforeTheEnd: on(beforeTheEnd),
    isScenario1: isScenario(1),
    isScenario2: isScenario(2),
    isScenario3: isScenario(3),
    isScenario4: isScenario(4),
    isScenario5: isScenario(5),
    scenario1GermanRoad: on(scenario1GermanRoad),
    scenario2UsRoad: on(scenario2UsRoad),
    scenario3GermanRoad: on(scenario3GermanRoad),
    scenario4TownOneFree: on(scenario4TownOneFree),
    scenario5UsWins: on(scenario5UsWins),
    scenario5GermanWins: on(scenario5GermanWins),
    scenario6GermanRoad: on(scenario6GermanRoad),
  },
}).createMachine({
  id: 'spicc-scenario',
  context: ({ input }) => ({ situation: input.situation, refusal: null }),
  initial: 'choosingStage',
  states: {
    choosingStage: {
      always: [
        { guard: 'isSetUp', target: 'checkingSetUp', meta: { rules: ['SU'] } },
        { guard: 'beforeTheEnd', target: 'refused', actions: refuse('SU', 'the Victory Conditions are evaluated at the completion of the tenth Game-Turn'), meta: { rules: ['SU', 'GL'] } },
        { target: 'judging', meta: { rules: ['SU', 'GL'] } },
      ],
    },
    // SU: deployed on the Battlefield, within the Stacking limit; Dug-In only Class 2 units outside Towns (IP.A).
    checkingSetUp: {
      always: [
        { guard: 'outsideBattlefield', target: 'refused', actions: refuse('SU', 'units deploy only on the Scenario\'s Battlefield', 'outsideBattlefield'), meta: { rules: ['SU'] } },
        { guard: 'overstacked', target: 'refused', actions: refuse('ST.A', 'more than six Stacking Points of one Player in the hex', 'overstacked'), meta: { rules: ['ST', 'ST.A'] } },
        { guard: 'dugInNotClass2', target: 'refused', actions: refuse('IP.A', 'only Class 2 units may start Dug-In', 'dugInNotClass2'), meta: { rules: ['IP.A', 'SU'] } },
        { guard: 'dugInInTown', target: 'refused', actions: refuse('IP.A', 'no unit starts Dug-In in a Town hex', 'dugInInTown'), meta: { rules: ['IP.A'] } },
        { target: 'deployed', meta: { rules: ['SU', 'IP.A'] } },
      ],
    },
    // Each Scenario's Victory Conditions; "The ... Player wins by preventing" the other's victory.
    judging: {
      always: [
        { guard: 'isScenario1', target: 'scenario1', meta: { rules: ['SU.1'] } },
        { guard: 'isScenario2', target: 'scenario2', meta: { rules: ['SU.2'] } },
        { guard: 'isScenario3', target: 'scenario3', meta: { rules: ['SU.3'] } },
        { guard: 'isScenario4', target: 'scenario4', meta: { rules: ['SU.4'] } },
        { guard: 'isScenario5', target: 'scenario5', meta: { rules: ['SU.5'] } },
        { target: 'scenario6', meta: { rules: ['SU.6'] } },
      ],
    },
    scenario1: {
      always: [
        { guard: 'scenario1GermanRoad', target: 'germanWins', meta: { rules: ['SU.1'] } },
        { target: 'usWins', meta: { rules: ['SU.1'] } },
      ],
    },
    scenario2: {
      always: [
        { guard: 'scenario2UsRoad', target: 'usWins', meta: { rules: ['SU.2'] } },
        { target: 'germanWins', meta: { rules: ['SU.2'] } },
      ],
    },
    scenario3: {
      always: [
        { guard: 'scenario3GermanRoad', target: 'germanWins', meta: { rules: ['SU.3'] } },
        { target: 'usWins', meta: { rules: ['SU.3'] } },
      ],
    },
    scenario4: {
      always: [
        { guard: 'scenario4TownOneFree', target: 'usWins', meta: { rules: ['SU.4'] } },
        { target: 'germanWins', meta: { rules: ['SU.4'] } },
      ],
    },
    // SU.5: "If neither Player wins, or if both Players win, the Game is a draw."
    scenario5: {
      always: [
        { guard: and(['scenario5UsWins', 'scenario5GermanWins']), target: 'draw', meta: { rules: ['SU.5'] } },
        { guard: 'scenario5UsWins', target: 'usWins', meta: { rules: ['SU.5'] } },
        { guard: 'scenario5GermanWins', target: 'germanWins', meta: { rules: ['SU.5'] } },
        { target: 'draw', meta: { rules: ['SU.5'] } },
      ],
    },
    scenario6: {
      always: [
        { guard: 'scenario6GermanRoad', target: 'germanWins', meta: { rules: ['SU.6'] } },
        { target: 'usWins', meta: { rules: ['SU.6'] } },
      ],
    },
    deployed: { type: 'final' },
    usWins: { type: 'final' },
    germanWins: { type: 'final' },
    draw: { type: 'final' },
    refused: { type: 'final' },
  },
});
