/**
 * O21 Move — types (the chart is ./machine.ts, conditions ./guards.ts, updates ./actions.ts, the MP
 * arithmetic ./movement.ts).
 */
import type { OrderSmokeScreenOutput, OrderSmokeScreenSlice } from '../../ccp/smoke-screen-order';
import type { Roll } from '../../core/dice';
import type { Derivation } from '../../core/derivation';
import type { Edge } from '../../core/hex';
import type { MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import type { CceRuleId } from '../rule-ids';
import type { UnitStatus } from '../effects';
import type { EntryContext, EntryOutcome, HiddenFortificationEvent, MineRollRecord } from '../entry';
import type { FrameState } from '../frame';
import type { DefenseEvent } from '../fire-defense-states';
import type { FireAttackEvent, FireAttackSlice } from '../fire/attack-states';
import type { LosFact, NightVisibility, ShotRecord } from '../fire/types';
import type { Player, Unit } from '../units';
import type { LightWoundsTeams } from '../effects';
import type { MoveTally, NightTerrainTypes, TerrainMoveCosts } from './movement';
import type { ExitPointsSituation } from '../advance/rules';
import type { CaveMarker } from '../entry';

export interface MoveSituation {
  /** The active player, who gave the Move Order (O21). */
  player: Player;
  /** Who holds the Initiative card (9.1). */
  initiative: Player;
  /** The scenario Defender (A35.2, A35.5), or null. */
  defender: Player | null;
  /** F103.2: the Mine Attack FP (6 by default). */
  minesFp: number;
  /** O14.1, 3.3.1.1: the units the Move card activates (one unit, or a Leader and units in its Command radius). */
  activating: string[];
  /** O14.1: units already activated this Turn (A33.3: also those activated for Op Fire). */
  activatedThisTurn: string[];
  units: Unit[];
  map: MapSituation;
  /** DESIGN rule 5: the LOS facts the inactive player's Op Fire needs (A33, O20.3) where the map is partial; else LOS comes from the map (machines/cce/los.ts). */
  los: LosFact[];
  /** The game around the Order (../event/host.ts): with it, an Event! or Sniper! on a Mine Attack Roll is resolved by the rules. */
  game?: FrameState | null;
  /** CC:P 2.4, 14.2.1, 14.2.2: the map's Exit Points and chit "Y" (an edition with Exit Points only, ./edition.ts). */
  exitPoints?: ExitPointsSituation;
  /** CC:P 18 (an edition with night rules only, ./edition.ts): a night scenario, with the hexes holding a starshell (7.2). Absent: day. */
  night?: NightVisibility;
  /** A35.3, 2.3: the Objective hexes (Hidden Pillbox before a Defense Roll against Op Fire or Assault Fire). Optional; absent = none. */
  objectives?: string[];
  /** A35.3: the scenario Defender's Pillbox is already in play. Optional; absent = false unless a Pillbox marker is on the map. */
  pillboxInPlay?: boolean;
  /** CC:P F102 (an edition with caves only, ./edition.ts): the cave markers and the Japanese units inside each (F102.1). Absent: none. */
  caves?: CaveMarker[];
  /**
   * CC:P A43.1 (an edition with `hiddenCave` only): the Crest hexes a Hidden Cave may be placed in during this Move, each with the
   * level where the LOS thread from every other hex of the map crosses its hexside (F102.2.1, a cave's `crossings`). Absent: none.
   */
  caveSites?: Record<string, Record<string, number>>;
  /** A36: per player, the Team Light Wounds would take from his countermix (Defense Rolls against Op Fire, Assault Fire or Mines). Optional; absent: none. */
  lightWoundsTeams?: LightWoundsTeams;
  /** CC:P A47, O20.5, A32: the Smoke Screen cards the active player holds (CC:P only; absent: none). */
  smokeScreenCards?: number;
}

export type MoveInput = MachineInput<MoveSituation>;

export type MoveEvent =
  | { type: 'CHOOSE_MOVER'; units: string[] }
  | { type: 'MOVE'; hex: string }
  | { type: 'EXIT'; edge: Edge }
  | { type: 'TRANSFER'; from: string; to: string }
  | { type: 'STOP' }
  | { type: 'END_ORDER' }
  /** A33.2: the inactive player calls out "Wait!" and halts the movement. */
  | { type: 'WAIT' }
  /** O21.5, A33.2: no (more) Op Fire at this expenditure: "Go ahead", "Never mind; keep moving". */
  | { type: 'GO_AHEAD' }
  /** A33.2: a Fire Action activates these units for Op Fire (as for a Fire Order, O14.1, O20.1, 3.3.1.1). */
  | { type: 'ACTIVATE'; units: string[] }
  /** A39: Smoke Grenades by a unit activated to Move; `value` is the Hindrance of the Smoke marker drawn at random (T94). */
  | { type: 'SMOKE_GRENADES'; unit: string; hex: string; value: number }
  /** A33.2: "make one Fire Attack against that hex" with the units activated for Op Fire in this Move Order. */
  | { type: 'OP_FIRE' }
  /** A26: an Assault Fire Action: one Fire Attack by these pieces (units activated to Move, or their Weapons, with boxed FP). */
  | { type: 'ASSAULT_FIRE'; pieces: string[] }
  /** The Fire procedure's attack (../fire/attack-states.ts): DECLARE_SHOT, PLAY_ACTION, FIRE, ABANDON_SHOT, BREAK_WEAPON, END_ORDER (declines). */
  | FireAttackEvent
  | HiddenFortificationEvent
  /** CC:P F102.1.1: at the Move's conclusion, a unit activated by it enters or leaves the cave in its hex; END: the conclusion is over. */
  | { type: 'ENTER_CAVE'; unit: string }
  | { type: 'EXIT_CAVE'; unit: string }
  | { type: 'END' }
  /** CC:P A47 at the beginning of the Move (machines/ccp/smoke-screen-order.ts): a Smoke Screen card, a squad and hex, the marker drawn (T95), the end. */
  | { type: 'PLAY_SMOKE_SCREEN' }
  | { type: 'CHOOSE_SMOKE_HEX'; squad: string; hex: string }
  | { type: 'DRAW_SMOKE'; hindrance: number }
  | { type: 'END_SMOKE_SCREEN' }
  /** Mine Attack and Fire Defense Rolls, and A29 Concealment / A35.1 before a Defense Roll (the shared defense states). */
  | DefenseEvent;

export interface MoveRefusal {
  units: string[];
  /** The hex it tried to enter, `off:<edge>`, `transfer:<unit>`, `smoke:<hex>` (an Action played out of turn), or `end-order` / `stop` (O14.4: before any activated unit has crossed a hexside). */
  to: string;
  rule: CceRuleId;
}

/** One MP expenditure (O21.5: "announce the cumulative MP expenditure up to that point"). */
export interface StepRecord {
  units: string[];
  from: string;
  to: string;
  cost: number;
  /** Cumulative MPs spent by the mover (the smallest figure announced, O21.5). */
  spent: number;
  /** How `cost` was found (issue 16; engines need not return it): terrain or depiction, hexsides, uphill. */
  derivation?: { cost: Derivation };
}

/** F103.2: a Mine Attack Roll against the units of the mover (../entry.ts). */
export type MineAttackRecord = MineRollRecord & { units: string[] };

/** A39: a Smoke marker placed by Smoke Grenades; `kept` is false when a larger Smoke was already there (8.1.4). */
export interface SmokeGrenadeRecord {
  unit: string;
  hex: string;
  value: number;
  kept: boolean;
}

export interface MoveContext extends EntryContext<MineAttackRecord> {
  activatedThisTurn: string[];
  /** A36: the situation's `lightWoundsTeams` as given (the loop's own copy loses each Team once taken): whose Team a `wounded` record's is. */
  lightWoundsGiven?: LightWoundsTeams;
  situation: { units: Unit[]; map: MapSituation; los: LosFact[]; night?: NightVisibility };
  /** CC:P 18.2 (a night situation of an edition with night rules): the Terrain Types whose Move Cost rises by 1. */
  nightTerrain?: NightTerrainTypes;
  /** The edition's Move Cost column of the Terrain Chart (CC:P T81.2: MoveEdition.terrainCosts); absent: CC:E's. */
  terrainCosts?: TerrainMoveCosts;
  /** T93's +1 Movement once a Road hex is entered: false in an edition without it (MoveEdition.roads: CC:P T94 drops it); absent: CC:E's. */
  roadBonus?: false;
  /** CC:P T84, T94 (MoveEdition.depictions): the Bridge's and the unseen Road's costs; absent: CC:E's. */
  depictions?: { bridge: boolean; unseenRoad: boolean; roadOnBridge?: true };
  /** CC:P T99 (MoveEdition.waterBarrier, under the readings): a Water Barrier hex may be entered; absent: impassable (CC:E T98). */
  waterBarrier?: { fromWater: boolean; bridgeHex: boolean };
  refused: boolean;
  /** O21: the units activated to Move. */
  activated: string[];
  /** O21.2: activated units that have not begun moving. */
  toMove: string[];
  /** O21.2: the unit or stack moving now. */
  mover: string[];
  tallies: Record<string, MoveTally>;
  steps: StepRecord[];
  refusals: MoveRefusal[];
  transfers: { weapon: string; from: string; to: string }[];
  /**
   * F103.1: the MP expenditure under way while the mover is still in the hex it leaves ("about to exit"):
   * into `hex`, or off the map across `edge` (7.2.1). Null once it stands in the new hex (or has exited).
   */
  leaving: { from: string; hex: string | null; edge: Edge | null } | null;
  /** O14.4: some activated unit has physically crossed a hexside (into another hex, or off the enemy edge, 7.2.1). */
  crossed: boolean;
  /** The hex just entered (and the hex left), while the inactive player may answer (O21.5, O21.6). */
  entered: { from: string; hex: string; trench: boolean } | null;
  /** A35.2/A35.5: the Defender has answered (or passed) at this expenditure. */
  enteredAnswered: boolean;
  mineAttack: { hex: string; roll: Roll | null } | null;
  /** A33.2, A33.3: the inactive player's units activated for Op Fire in this Move Order (they stay activated). */
  opFireActivated: string[];
  smokeGrenades: SmokeGrenadeRecord[];
  /** A33.2: the Op Fire attack in progress, the Fire procedure's slice (../fire/attack-states.ts). */
  fireAttack: FireAttackSlice;
  /** A33: the Op Fire shots made in this Move Order, in order. */
  opFireShots: ShotRecord[];
  /** A26: where the Assault Fire in progress was played (the attack returns there), or null for Op Fire. */
  assaultFrom: 'moving' | 'choosingMover' | null;
  /** A26: the Assault Fire shots made in this Move Order. */
  assaultShots: ShotRecord[];
  /** An edition with Exit Points (./edition.ts): the situation's, read by its exits. */
  exitPoints?: ExitPointsSituation;
  /** CC:P F102: the situation's caves and who is inside each, as the conclusion (or a Hidden Cave, A43.1) changes it (absent: none). */
  caves?: CaveMarker[];
  /** CC:P A43.1: the situation's Hidden Cave sites (absent: none). */
  caveSites?: Record<string, Record<string, number>>;
  /** CC:P F102.1.1: the units that entered or left a cave at the Move's conclusion ("at most once per moment"). */
  caveChanged?: string[];
  /** CC:P A47: the Smoke Screen slice (only where the situation states `smokeScreenCards`). */
  smokeScreen?: OrderSmokeScreenSlice;
}

export interface MoveOutput extends EntryOutcome<MineAttackRecord> {
  /** game-over: a Time advance on a Mine Attack Roll ended the game (6.2.2, 7.3.2, 6.3; with `game` only). */
  result: 'completed' | 'refused' | 'game-over';
  player: Player;
  initiative: Player;
  activated: string[];
  steps: StepRecord[];
  refusals: MoveRefusal[];
  transfers: { weapon: string; from: string; to: string }[];
  /** A33.3: units activated for Op Fire in this Move Order (activated for this Turn: no Op Fire activation again). */
  opFireActivated: string[];
  smokeGrenades: SmokeGrenadeRecord[];
  /** A33: the Op Fire shots (the Fire procedure's records: FP terms, Actions, rolls); their Defense Rolls are in defenseRolls. */
  shots: ShotRecord[];
  /** A26: the active player's Assault Fire shots (records as for shots). */
  assaultFire: ShotRecord[];
  /** CC:P F102: the caves and who is inside each when the Order ends (only where the situation states caves). */
  caves?: CaveMarker[];
  /** CC:P A47: the Smoke Screen actions played and the markers placed (only where the situation states `smokeScreenCards`). */
  smokeScreen?: OrderSmokeScreenOutput;
}

export type { UnitStatus };
