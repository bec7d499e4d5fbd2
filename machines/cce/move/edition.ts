/**
 * Where an edition's Move differs from CC:E O21: one named point each (DESIGN.md rule 6). CC:E's is
 * CCE_MOVE, and the chart built from it (`moveMachine`) is the one CC:E has always had; CC:P's (O29) is
 * machines/ccp/move.ts.
 */
import type { Readings } from '../../core/readings';
import { CCE_FIRE, type FireEdition } from '../fire/edition';
import type { NightTerrainTypes, TerrainMoveCosts } from './movement';
import type { MoveContext } from './types';
import type { PanjiTrapRule } from '../entry';
import type { Derivation } from '../../core/derivation';
import type { Unit } from '../units';
import type { OrderSmokeScreen } from '../../ccp/smoke-screen-order';

export interface MoveEdition {
  /** O21.1.1, 11.3: a moving unit may transfer its Weapon (1 MP). */
  transfer: boolean;
  /** F103, A35.2: Mines attack the movers, and the Defender may place Hidden Mines. */
  mines: boolean;
  /** A35.2 (CC:P A43.2) Hidden Mines offered just after the movers enter a hex (absent: as `mines`). */
  hiddenMines?: boolean;
  /** A26 Assault Fire by the moving units. */
  assaultFire: boolean;
  /** A39 Smoke Grenades by a unit activated to Move. */
  smokeGrenades: boolean;
  /** T83 Cliff hexsides and T80.1 Major Bridges restrict the move. */
  cliffs: boolean;
  majorBridges: boolean;
  /** T93: a Road hex entered grants +1 Movement for the rest of the Order (CC:P T94 drops it: its Road is not modelled yet). */
  roads: boolean;
  /**
   * 7.2.1: any hex of the enemy edge may be exited, for the unit's own VP (null: CC:E's); else the hexes
   * a unit may exit from and the VP each exit earns (CC:P 14.2.1, 14.2.2: Exit Points).
   */
  exitPoints: { from: (c: MoveContext, hex: string) => boolean; vp: (c: MoveContext, hex: string) => Derivation } | null;
  /** The Fire edition of the Op Fire attack (its shot Actions, Defense Rolls, readings). */
  fire: FireEdition;
  /** The game around the Order (event/host.ts): Event! and Sniper! on the Order's rolls resolved by the rules. */
  game: boolean;
  /**
   * Night rules (null: none, CC:E's): in a situation stating a `night`, the Terrain Types whose Move Cost
   * rises by 1 under these readings (CC:P 18.2), and the Op Fire attack sees the night (CC:P 18.3).
   */
  night: ((readings: Readings) => NightTerrainTypes) | null;
  /** CC:P A43.4, A43.5: Hidden Pillbox and Trenchline before a Defense Roll against the Op Fire (the Fire edition's hiddenFortification). Absent: none. */
  hiddenFortifications?: boolean;
  /** CC:P A43.1: Hidden Cave before a Defense Roll against the Op Fire (the Fire edition's hiddenCave, at the situation's `caveSites`). Absent: none. */
  hiddenCave?: boolean;
  /** CC:P A43.3 Hidden Panji Trap beside Hidden Mines and Wire just after the movers enter a hex (absent: none, CC:E). */
  panjiTrap?: PanjiTrapRule;
  /** The edition's Move Cost column of the Terrain Chart (CC:P T81.2: machines/ccp/terrain.ts). Absent: CC:E's (movement.ts TERRAIN_MOVE_COST). */
  terrainCosts?: TerrainMoveCosts;
  /**
   * CC:P T84, T94 (absent: CC:E's T80, T93): a Bridge hex costs 1 across a Bridge, Road or Trail hexside (`bridge`),
   * and a Road ½ along it where no enemy unit has a LOS to the hex entered (`unseenRoad`): movement.ts DepictionCosts;
   * `roadOnBridge`: whether a Road or Trail followed into a Bridge hex costs the Road's or Trail's (a reading).
   */
  depictions?: { bridge: boolean; unseenRoad: boolean; roadOnBridge?: (readings: Readings) => boolean };
  /**
   * CC:P T99 (absent: CC:E's T98, impassable): a Water Barrier hex may be entered, "MOVE COST: all", by a unit that
   * "must begin its Move order adjacent to the water barrier hex it enters and cannot Move into any other hexes along
   * the way"; `fromWater`: whether a unit that begins its Move in a Water Barrier hex may enter another (a reading);
   * `bridgeHex`: whether a Bridge over a Water Barrier entered across a bridge/road/trail hexside is a Bridge hex (T84's
   * 1 MP), not the Water Barrier's "all" (a reading: movement.ts waterBarrierEntry).
   */
  waterBarrier?: { fromWater: (readings: Readings) => boolean; bridgeHex: (readings: Readings) => boolean };
  /**
   * CC:P F102.1.1: at the conclusion of the Move, a unit activated by it may enter or leave the cave in its hex
   * (`mayChange`, under the situation's caves; no MPs, no Op Fire). Null: no caves (CC:E's).
   */
  caves: { mayChange: (c: MoveContext, unit: Unit) => boolean } | null;
  /**
   * CC:P A47 Smoke Screen at the beginning of the Move, before any activated unit begins Moving (machines/ccp/smoke-screen-order.ts:
   * its PLAY_SMOKE_SCREEN in choosingMover and its two states). Absent: none (CC:E's).
   */
  smokeScreen?: OrderSmokeScreen<MoveContext>;
}

export const CCE_MOVE: MoveEdition = {
  transfer: true,
  mines: true,
  assaultFire: true,
  smokeGrenades: true,
  cliffs: true,
  majorBridges: true,
  roads: true,
  exitPoints: null,
  fire: CCE_FIRE,
  game: true,
  night: null,
  caves: null,
};
