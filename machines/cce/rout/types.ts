/**
 * O23 Rout — types: the situation, the context, the events and the output (see ./machine.ts).
 */
import type { TimeAdvanceRecord } from '../time-advance';
import type { Roll, Trigger } from '../../core/dice';
import type { MachineInput } from '../../core/procedure';
import type { MapSituation } from '../../core/map';
import type { Readings } from '../../core/readings';
import type { Casualty, CasualtyTracks } from '../casualties';
import type { LightWoundsTeams, UnitEffect, UnitStatus } from '../effects';
import type { DefenseRecord, DefenseHost } from '../fire-defense-states';
import type { UnitRollRecord } from '../unit-rolls';
import type { Player, Situation, Unit } from '../units';
import type { Derivation } from '../../core/derivation';
import type { FrameOutput, FrameState } from '../frame';
import type { EventHostContext, EventRecord } from '../event/host';

export interface RoutSituation extends Situation {
  map: MapSituation;
  /** The player announcing the Rout Order (the active player, O14.1); he makes the Rout Rolls (O23.2). */
  player: Player;
  /** O23.1: the player he activates, himself or his opponent; that player's broken units roll and Retreat. */
  chosen: Player;
  /** Who holds the Initiative card (9). */
  initiative: Player;
  /** Players already activated this Turn for a Recover or a Rout Order (O22.1, O23.1). */
  activated: { recover: Player[]; rout: Player[] };
  /** 4.2, 6.3: each side of the Casualty Track (filled spaces, Surrender marker). */
  casualtyTrack: CasualtyTracks;
  /** F103.2: the Mine Attack FP, 6 unless the scenario Defender has a 7- or 8-FP Minefield capability. */
  minesFp: number;
  /** The game around the Order (event/host.ts): with it, an Event!, Sniper! or Time! on a Rout or Mine Attack Roll is resolved by the rules. */
  game?: FrameState | null;
  /** A36: per player, the Teams Light Wounds would take from his countermix (a Retreating Squad's Defense Roll against Mines). Optional; absent: none. */
  lightWoundsTeams?: LightWoundsTeams;
}

export type RoutInput = MachineInput<RoutSituation>;

/**
 * What a Rout Roll did. `canceled`: cancelled by the Initiative holder (9.1); `unit-gone`: removed by its
 * trigger; `game-over`: the game ended in the Time advance before its result was applied (6.3).
 */
export type RoutResult = 'no-effect' | 'suppressed' | 'retreat' | 'canceled' | 'unit-gone' | 'game-over';

/** O23.2: a Rout Roll's locked-in outcome; `hexes` is the Retreat length (roll − current Morale). */
export interface RoutOutcome {
  result: 'no-effect' | 'suppressed' | 'retreat';
  hexes: number;
  /** For `retreat`: how `hexes` was found (./logic.ts retreatDerivation). */
  derivation?: Derivation;
}

/** A Rout Roll (../unit-rolls.ts), with the Retreat's length when it is one. */
export interface RoutRollRecord extends UnitRollRecord<RoutResult> {
  /** For `retreat`: the number of hexes to Retreat. */
  hexes?: number;
  /** How `morale` and, for `retreat`, `hexes` were found (O23.2, O23.3: the Rout Roll less the current Morale). */
  derivation: { morale: Derivation; hexes?: Derivation };
}

/** One hex of a Retreat: from, to, and the Mines that attacked on the way (O23.3, O23.3.4). */
export interface RetreatStep {
  unit: string;
  /** O23.3: "A player always Retreats his own units": the owner, whoever gave the Order. */
  by: Player;
  from: string;
  to: string;
}

/** A Mine Attack Roll (F103.2): the opponent of the unit's owner rolls; Attack Total = Mines FP + roll. */
export interface MineAttackRecord {
  unit: string;
  hex: string;
  /** F103.1: attacked as it was about to leave the hex, or as it entered it. */
  when: 'leaving' | 'entering';
  /** F103.2: "his opponent makes the Attack Roll" — the opponent of the unit's owner. */
  rolledBy: Player;
  white: number;
  colored: number;
  trigger?: Trigger;
  attackTotal: number;
  canceled?: boolean;
}

/** The Retreat in progress. */
export interface RetreatState {
  unit: string;
  /** Hexes still to Retreat. */
  left: number;
  /** The hex chosen for the next step, once chosen. */
  to: string | null;
  /** The Mine Attack in progress, if any. */
  mines: 'leaving' | 'entering' | null;
}

export interface RoutContext extends DefenseHost, EventHostContext {
  ruleset: string;
  readings: Readings;
  player: Player;
  chosen: Player;
  initiative: Player;
  activated: { recover: Player[]; rout: Player[] };
  situation: Situation & { map: MapSituation };
  minesFp: number;
  casualtyTrack: CasualtyTracks;
  /** O23.2: the units broken when the Order was announced that have not rolled yet. */
  toRoll: string[];
  /** Units broken at the announcement that never rolled (eliminated, or rallied by a trigger first). */
  skipped: string[];
  current: string | null;
  roll: (Roll & { morale: number; moraleDerivation: Derivation; locked: RoutOutcome }) | null;
  rolls: RoutRollRecord[];
  retreat: RetreatState | null;
  retreats: RetreatStep[];
  mineRoll: (Roll & { attackTotal: number }) | null;
  mineAttacks: MineAttackRecord[];
  casualties: Casualty[];
  surrendered: Player | null;
  refused: boolean;
  /** The units at the start, by id (kind, Command, Weapon do not change during a Rout: 7.1, 7.2.2). */
  initialUnits: Record<string, Unit>;
}

export type RoutEvent =
  | { type: 'CHOOSE_UNIT'; unit: string }
  | { type: 'CHOOSE_HEX'; hex: string }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'RESOLVE_TRIGGER'; effects: UnitEffect[] }
  /** A29 Concealment, played by the owner just before a Mines Defense Roll (the shared Defense states). */
  | { type: 'PLAY_ACTION'; action: string; player: Player }
  /** A36: at the instant the Retreating Squad would break on its Mines Defense Roll, its owner plays Light Wounds, or not. */
  | { type: 'LIGHT_WOUNDS' }
  | { type: 'NO_LIGHT_WOUNDS' };

export interface RoutOutput {
  /** game-over: a Time advance inside the Order ended the game (6.2.2, 7.3.2, 6.3; with `game` only). */
  result: 'completed' | 'refused' | 'surrendered' | 'game-over';
  player: Player;
  chosen: Player;
  initiative: Player;
  activated: { recover: Player[]; rout: Player[] };
  rolls: RoutRollRecord[];
  skipped: string[];
  retreats: RetreatStep[];
  mineAttacks: MineAttackRecord[];
  mineDefenses: DefenseRecord[];
  casualties: Casualty[];
  casualtyTrack: CasualtyTracks;
  /** 6.3: the player who lost by Surrender during this Order, if any. */
  surrendered?: Player;
  units: UnitStatus[];
  eliminated: string[];
  /** O23.3: while the owner has a Retreat hex to choose (the run stopped there), the hexes he may choose. */
  retreatOptions?: string[];
  /** With `game` only: the Events resolved during the Order (1.9.1.1) and the game after them. */
  events?: EventRecord[];
  /** With `game` only: the Time advances run during the Order (1.9.1.4, 6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
  game?: FrameOutput | null;
}
