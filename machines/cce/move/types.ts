/**
 * O21 Move — types (the chart is ./machine.ts, conditions ./guards.ts, updates ./actions.ts, the MP
 * arithmetic ./movement.ts).
 */
import type { Roll, Trigger } from '../../core/dice';
import type { Edge } from '../../core/hex';
import type { MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import type { Readings } from '../../core/readings';
import type { CceRuleId } from '../rule-ids';
import type { UnitEffect, UnitStatus } from '../effects';
import type { DefenseRecord, DefenseSlice } from '../fire-defense-states';
import type { Player, Unit } from '../units';
import type { MoveTally } from './movement';

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
}

export type MoveInput = MachineInput<MoveSituation>;

export type MoveEvent =
  | { type: 'CHOOSE_MOVER'; units: string[] }
  | { type: 'MOVE'; hex: string }
  | { type: 'EXIT'; edge: Edge }
  | { type: 'TRANSFER'; from: string; to: string }
  | { type: 'STOP' }
  | { type: 'END_ORDER' }
  | { type: 'HIDDEN_MINES' }
  | { type: 'HIDDEN_WIRE' }
  | { type: 'NO_HIDDEN_ACTION' }
  | { type: 'WAIT' }
  | { type: 'GO_AHEAD' }
  | { type: 'CHOOSE_UNIT'; unit: string }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'RESOLVE_TRIGGER'; effects: UnitEffect[] }
  /** A29 Concealment before a Defense Roll against Mines (the shared defense states offer it). */
  | { type: 'PLAY_ACTION'; action: string; player: Player };

export interface MoveRefusal {
  units: string[];
  /** The hex it tried to enter, `off:<edge>`, or `transfer:<unit>`. */
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
}

export interface MineAttackRecord {
  hex: string;
  units: string[];
  player: Player;
  white: number;
  colored: number;
  trigger?: Trigger;
  attackTotal: number;
  result: 'kept' | 'canceled';
}

export interface MoveContext {
  ruleset: string;
  readings: Readings;
  player: Player;
  initiative: Player;
  defender: Player | null;
  minesFp: number;
  activatedThisTurn: string[];
  situation: { units: Unit[]; map: MapSituation };
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
  exits: { unit: string; vp: number; weapon: string | null }[];
  timeTrack: Unit[];
  vp: Record<Player, number>;
  hidden: { hex: string; marker: 'Mines' | 'Wire' }[];
  /** The hex just entered (and the hex left), while the inactive player may answer (O21.5, O21.6). */
  entered: { from: string; hex: string; trench: boolean } | null;
  /** A35.2/A35.5: the Defender has answered (or passed) at this expenditure. */
  enteredAnswered: boolean;
  minesPending: string[];
  mineAttack: { hex: string; roll: Roll | null } | null;
  mineLog: MineAttackRecord[];
  defense: DefenseSlice;
  initialUnits: string[];
}

export interface MoveOutput {
  result: 'completed' | 'refused';
  player: Player;
  initiative: Player;
  activated: string[];
  steps: StepRecord[];
  refusals: MoveRefusal[];
  transfers: { weapon: string; from: string; to: string }[];
  exits: { unit: string; vp: number; weapon: string | null }[];
  timeTrack: { id: string; broken: boolean; veteran: boolean; suppressed: boolean; weapon: string | null }[];
  vp: Record<Player, number>;
  hidden: { hex: string; marker: 'Mines' | 'Wire' }[];
  mineAttacks: MineAttackRecord[];
  defenseRolls: DefenseRecord[];
  units: UnitStatus[];
  eliminated: string[];
}

export type { UnitStatus };
