/**
 * Where an edition's Fire differs from CC:E O20: one named point each (DESIGN.md rule 6). CC:E's is
 * CCE_FIRE, and the chart built from it is the one CC:E has always had; CC:P's is machines/ccp/fire.ts.
 */
import type { TriggerCharts } from '../order-rolls';
import { CCE_DEFENSE_CHART, type DefenseChartEdition } from '../fire-defense-states';
import { FIRE_ACTIONS, type FireAction } from './types';
import type { Readings } from '../../core/readings';
import type { TerrainLos } from '../los';
import type { Sand, WaterBarrier } from './firepower';
import type { Unit } from '../units';
import type { FireSituationView, Piece } from './firepower';
import type { CaveDefense, FireContext } from './types';

/**
 * CC:P F102.2: the caves of a Fire situation — who a firing hex cannot see, and whom an attack reaches with
 * what Cover (machines/ccp/fire.ts, from machines/ccp/cave.ts's computations). CC:E has no caves.
 */
export interface FireCaves {
  /** F102.2.2: `unit` is inside a cave and `from` lies upslope of it ("never have LOS to units inside that cave"). */
  unseen: (s: FireSituationView, from: string, unit: Unit) => boolean;
  /** F102.2.2: `unit` is inside a cave and `target` lies upslope of it ("units inside a cave never have LOS to any hex lying upslope of that cave"). */
  blind: (s: FireSituationView, unit: Unit, target: string) => boolean;
  /** F102.2.2, F102.2.3: the occupants of the target's cave this shot does not reach, and the alternate Cover of those it does. */
  defense: (s: FireSituationView, readings: Readings, pieces: readonly Piece[], target: string) => CaveDefense;
}

/**
 * CC:P A40 Explosive Charge on a Fire Attack: after the roll is kept (its triggers and the Initiative re-roll settled,
 * O27.3.3), before the first Defense roll (O27.3.4), the firing player may eliminate the target hex's fortification
 * (machines/ccp/fire.ts, from machines/ccp/actions/explosive-charge.ts). CC:E has none (its A40 is Spray Fire).
 */
export interface FireExplosiveCharge {
  /** A40: "doubles" with this Fire Attack roll, "against an adjacent hex containing a Fortification". */
  playable: (c: FireContext) => boolean;
  /** A40, F100.2: the fortification in the target hex eliminated (the map's marker, or its cave), recorded on the shot. */
  eliminate: (c: FireContext) => Partial<FireContext>;
}

export interface FireEdition extends DefenseChartEdition {
  /** O20.3.3.1: Jammed! on a Fire Attack Roll breaks every firing Weapon (and is no trigger on other rolls, 1.9.1.2). */
  jammed: boolean;
  /** A24.1: the Actions the firing player may play on his shot, in the order they are cited (CC:E ids: the chart's). */
  shotActions: readonly FireAction[];
  /** The edition's name of each of those Actions in a PLAY_ACTION event (its own rule id), to the chart's CC:E id. */
  actionIds: Readonly<Record<string, FireAction>>;
  /** A35.1 Hidden Entrenchments before a Defense Roll. */
  hiddenEntrenchments: boolean;
  /** CC:P 19.1, O27.1.1, O27.1.2, O27.3 a): a hex holding units of both sides is a melee hex, which neither fires nor is fired at. */
  meleeHexes: boolean;
  /**
   * CC:P 3.3.3, O27.1.3, O27.2.5: Scouts — a Scout leads no group as a Leader does, but may activate units
   * possessing mortars anywhere on the map, and a mortar it activated may trace its LOS (and the Targeting
   * Hindrance) from it. CC:E has none.
   */
  scouts: boolean;
  /**
   * CC:P 3.3.4: the Sogeki Hei, a unit "treated as being Ordnance" (Targeting, alone, no Op Fire) whose Fire
   * Attack roll multiplies its dice and affects a single unit of the targeted hex. CC:E has none.
   */
  sogekiHei: boolean;
  /**
   * The game around the Order (event/host.ts): an Event! or Sniper! resolved by the nested Event and Sniper
   * charts, a Time! by the nested Time advance, Hidden Pillbox (A35.3) and Light Wounds (A36) in the
   * Defense Roll loop: CC:E's Events and Actions. An edition with charts of its own gives `triggerCharts`. (CC:P's
   * Light Wounds, A44, without the game: `lightWounds`, ../fire-defense-states.ts DefenseChartEdition.)
   */
  game: boolean;
  /**
   * The edition's own nested charts for an Event!, Sniper! or Time! on an Order's roll when the situation
   * describes the game (../order-rolls.ts TriggerCharts): CC:P's Events E49-E80 and 13.1.2 (machines/ccp/fire.ts).
   * Absent: CC:E's with `game`, none without.
   */
  triggerCharts?: TriggerCharts;
  /**
   * The readings the shared modules consult, from the edition's register: an edition whose ambiguity is
   * CC:E's under its own reading id gives its choice under the CC:E id the modules read. Absent: as given.
   */
  readingsOf?: (readings: Readings) => Readings;
  /** The edition's Terrain Chart LOS column, LOS computed from the map with it (absent: CC:E's, machines/cce/los.ts TERRAIN_LOS). */
  terrainLos?: TerrainLos;
  /** The terrain whose Airbursts add 2 to a Mortar's Attack Total, each with its rule (absent: CC:E's Woods, T99; firepower.ts CCE_AIRBURSTS). */
  airbursts?: Readonly<Record<string, string>>;
  /** CC:P T82 Sand: -2 to an ordnance Weapon's Attack Total against a Beach hex (firepower.ts Sand). Absent: none (CC:E). */
  sand?: Sand;
  /** CC:P F102.2.2, F102.2.3: caves (absent: none, CC:E's). */
  caves?: FireCaves;
  /** CC:P A40 Explosive Charge after the Fire Attack roll, before the Defense rolls (absent: none, CC:E's). */
  explosiveCharge?: FireExplosiveCharge;
  /** CC:P T99: a unit may occupy a Water Barrier hex, and no Weapon may fire from it (firepower.ts WaterBarrier). Absent: CC:E T98, impassable. */
  waterBarrier?: WaterBarrier;
}

export const CCE_FIRE: FireEdition = {
  ...CCE_DEFENSE_CHART,
  jammed: true,
  shotActions: FIRE_ACTIONS,
  actionIds: Object.fromEntries(FIRE_ACTIONS.map((a) => [a, a])),
  hiddenEntrenchments: true,
  meleeHexes: false,
  scouts: false,
  sogekiHei: false,
  game: true,
};

/** The edition a Fire context runs under (absent: CC:E's). */
export const fireEditionOf = (c: { edition?: unknown }): FireEdition => (c.edition as FireEdition | undefined) ?? CCE_FIRE;

/** The chart's id (CC:E's) of the Action an event names under the context's edition, or undefined. */
export const shotActionOf = (c: { edition?: unknown }, named: string): FireAction | undefined => fireEditionOf(c).actionIds[named];
