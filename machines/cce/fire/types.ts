/**
 * Types of the Fire procedure (CC:E O20): the situation it starts from, its context, events and output.
 */
import type { FrameOutput, FrameState } from '../frame';
import type { EventHostContext, EventRecord } from '../event/host';
import type { TimeAdvanceRecord } from '../time-advance';
import type { Roll, Trigger } from '../../core/dice';
import type { Derivation, Term } from '../../core/derivation';
import type { MachineInput } from '../../core/procedure';
import type { Readings } from '../../core/readings';
import type { DefenseEvent, DefenseRecord, DefenseSlice } from '../fire-defense-states';
import type { LightWoundsTeams, UnitStatus } from '../effects';
import type { Nationality, Player, Situation } from '../units';
import type { CoverOptions } from '../terrain';
import type { FireEdition } from './edition';
import { ownId } from '../../core/ruleset-ids';

/**
 * DESIGN.md rule 5: a stated LOS fact per (from, to) pair, for a map that does not list every hex the line
 * meets; otherwise LOS comes from the map (machines/cce/los.ts mapLosFact) and a stated fact must agree
 * with it. A pair neither stated nor on a complete map has no LOS (blocked).
 */
export interface LosFact {
  from: string;
  to: string;
  /** 10.1-10.3: clear, hindered by intervening terrain/Smoke (the largest single Hindrance, 10.3.3), or blocked. */
  sight: 'clear' | 'hindrance' | 'blocked';
  /** 10.3: the largest Hindrance of an intervening hex on this LOS (sight = 'hindrance' only). */
  hindrance?: number;
  /** T87, T97: a Hedge or Wall hexside of the target hex this LOS crosses as it enters it. */
  crosses?: 'Wall' | 'Hedge';
}

/** `order`: a Fire Order (O20); `op-fire`: one Op Fire attack against a Moving target (A33), for the Move machine. */
export const FIRE_MODES = ['order', 'op-fire'] as const;
export type FireMode = (typeof FIRE_MODES)[number];

export interface FireSituation extends Situation {
  /** The firing player (the active player for a Fire Order, the inactive one for Op Fire). */
  player: Player;
  initiative: Player;
  mode: FireMode;
  /** A27, A35: the scenario Defender, if any (13: Attack vs Recon has none). */
  defender: Player | null;
  /** O14.1: units already activated this Turn (they cannot be activated again). */
  activatedThisTurn: string[];
  /** A33.3(2): op-fire only — units activated for Op Fire earlier in this same Move Order (they may fire again). */
  opFireActivated: string[];
  /** O20.3.4, O21: units currently activated to Move (a tie breaks them). */
  moving: string[];
  /** A33.3(3): op-fire only — the units whose MP expenditure drew this attack (reading cce.tie-breaks-moving). */
  entering: string[];
  los: LosFact[];
  /** A35.3, 2.3: the Objective hexes (Hidden Pillbox). Optional; absent = none. */
  objectives?: string[];
  /** A35.3: the scenario Defender's Pillbox is already in play. Optional; absent = false unless a Pillbox marker is on the map. */
  pillboxInPlay?: boolean;
  /** A36: the Team each player would take from his countermix for Light Wounds, if he holds the card (as Melee's). Optional; absent = none. */
  lightWoundsTeams?: LightWoundsTeams;
  /** The game around the Order (event/host.ts): with it, an Event! or Sniper! on the firing player's roll is resolved by the rules. */
  game?: FrameState | null;
  /** CC:P 18 only: a night scenario (18.3's automatic Hindrance), with the hexes holding a starshell marker (7.2). Absent: day. */
  night?: NightVisibility;
  /** CC:P F102 only: the cave markers on the map (the edition's `caves` point reads them). Absent: none. */
  caves?: FireCave[];
  /**
   * CC:P A43.1 only: the Crest hexes a Hidden Cave may be placed in during this Order, each with the crossing levels a cave
   * there has (F102.2.1, as FireCave's `crossings`: the map's depiction). Absent: none is stated, so none may be placed.
   */
  caveSites?: Record<string, Record<string, number>>;
}

/**
 * CC:P F102: a cave marker in a Hill Crest hex, the Japanese units stacked underneath it (F102.1: "inside"),
 * and, for each hex an enemy unit may fire from, the level of the LOS thread where it crosses a hexside of
 * the cave's hex (F102.2.1: the map's depiction, a situation input): below the cave hex's level, downslope.
 */
export interface FireCave {
  hex: string;
  inside: string[];
  crossings: Record<string, number>;
}

/** CC:P 18.3, 7.2: what a night LOS needs to know. */
export interface NightVisibility {
  starshells: string[];
}

export type FireInput = MachineInput<FireSituation>;

/** A player-decision Action on a shot (A24): the card's rule id. */
export const FIRE_ACTIONS = ['A27', 'A30', 'A34', 'A37', 'A40', 'A41'] as const;
/**
 * CC:P A39 Enfilade, an Action on the shot CC:E has not (CC:E's A39 is Smoke Grenades): the chart's id for it
 * is CC:P's own id in ownId's form (machines/core/ruleset-ids.ts), which the CC:P translation keeps as A39. Only
 * an edition listing it in its `actionIds` (machines/ccp/fire.ts) lets it be played.
 */
export const ENFILADE = ownId('ccp', 'A39') as 'ccp:A39';
export type FireAction = (typeof FIRE_ACTIONS)[number] | typeof ENFILADE;

/** An Action played on the shot; A37 Marksmanship names the card's nationality, A40 Spray Fire the second targeted hex. */
export interface PlayedAction {
  action: FireAction;
  player: Player;
  nationality?: Nationality;
  hex?: string;
}

export interface Shot {
  /** Unit and Weapon ids of the firing pieces (O20.3.1). */
  pieces: string[];
  target: string;
  /** O20.3.1.2: the piece whose FP is X (the firer's choice; by default the largest). */
  base: string;
  /** O20.2.1: an Ordnance shot declared as Smoke. */
  smoke: boolean;
  /** CC:P O27.2.5: the Scout that activated this mortar and from whom its LOS is traced. Absent: the piece's own. */
  spotter?: string;
}

export type ShotResult = 'missed' | 'smoke-placed' | 'attacked' | 'abandoned';

export interface ShotRecord {
  pieces: string[];
  target: string;
  /** CC:P O27.2.5: the Scout spotting for the mortar (its LOS, and the Targeting Hindrance along it). */
  spotter?: string;
  result: ShotResult;
  /** O20.2.3: the Targeting Roll (product), its Hindrance and the range to beat. */
  targeting?: { white: number; colored: number; trigger?: Trigger; product: number; hindrance: number; range: number; hit: boolean };
  /** O20.3.1.2, 10.3.2, T88.2, A24.1: the FP terms. */
  /** `derivation`: how `final` was found (issue 16; engines need not return it). */
  fp?: { group: number; height: number; hindrance: number; actions: number; final: number; derivation?: Derivation };
  actions: PlayedAction[];
  attack?: { white: number; colored: number; trigger?: Trigger; airburst: number; concealment: number; total: number; derivation?: Derivation };
  weaponsBroken: string[];
  weaponsEliminated: string[];
  /** 9.1: rolls of this shot cancelled by the Initiative holder. */
  canceled: { white: number; colored: number }[];
  /** CC:P A40 Explosive Charge: the fortification it eliminated in the target hex before the Defense rolls (absent: none). */
  explosiveCharge?: { hex: string; fortification: string };
}

/** CC:P F102.2.2, F102.2.3: whom an attack on a cave hex does not reach (occupants, from upslope), and each reached occupant's alternate Cover. */
export interface CaveDefense {
  immune: string[];
  cover: Record<string, Term>;
}

export interface FireContext extends Omit<EventHostContext, 'situation'> {
  ruleset: string;
  /** The edition's named points (./edition.ts); absent: CC:E's (CCE_FIRE). */
  edition?: FireEdition;
  readings: Readings;
  player: Player;
  initiative: Player;
  mode: FireMode;
  defender: Player | null;
  situation: Situation & { los: LosFact[] };
  activatedThisTurn: string[];
  opFireActivated: string[];
  moving: string[];
  entering: string[];
  /** A33.2: Op Fire from a Move Order "at that hex", the hex just entered: the only hex a shot may target (absent: any). */
  targetHex?: string;
  /** O14.1, 11.1: the pieces (units and their Weapons) activated by this Order. */
  activated: string[];
  /** O20.3: the pieces that have taken their shot. */
  fired: string[];
  shot: Shot | null;
  /** The record of the shot in progress. */
  record: ShotRecord | null;
  /** The roll being considered (Targeting or Fire Attack), before KEEP_ROLL/REROLL (9.1). */
  roll: Roll | null;
  actionsPlayed: PlayedAction[];
  /** A41: the number of Sustained Fire breaks still to assign (firer's choice of Weapon). */
  sustainedBreaks: number;
  /** T99: the Airburst bonus of the shot in progress, fixed with its FP. */
  airburst: number;
  /** The Cover rule of the shot in progress (T78.3, T87, T97, F101-F105, 11.6), fixed with its FP (its Weapons may be gone by the Defense Rolls). */
  cover: CoverOptions | number;
  /** A40 Spray Fire: the Cover rule of each targeted hex (reading cce.spray-fire-wall-cover). */
  coverByHex?: Record<string, CoverOptions | number>;
  /** CC:P F102.2.2, F102.2.3 (the edition's `caves`): the cave's occupants the shot in progress cannot reach, and the alternate Cover of those it does, fixed with its FP. */
  caveDefense?: CaveDefense;
  shots: ShotRecord[];
  defense: DefenseSlice;
  /** A35.3, A36: facts the Defense Roll loop reads (DefenseHost). */
  objectives?: string[];
  pillboxInPlay?: boolean;
  lightWoundsTeams?: LightWoundsTeams;
  refused: boolean;
  initialUnits: { id: string; owner: Player; weapon?: string }[];
  smokePlaced: string[];
}

export type FireEvent =
  | { type: 'ACTIVATE'; units: string[] }
  | { type: 'DECLARE_SHOT'; pieces: string[]; target: string; base?: string; smoke?: boolean; spotter?: string }
  | { type: 'PLAY_ACTION'; action: FireAction; player: Player; nationality?: Nationality; hex?: string }
  | { type: 'FIRE' }
  | { type: 'ABANDON_SHOT' }
  /** CC:P A40: the firing player plays Explosive Charge after a doubles Fire Attack roll against an adjacent fortified hex, or not. */
  | { type: 'PLAY_EXPLOSIVE_CHARGE' }
  | { type: 'DECLINE_EXPLOSIVE_CHARGE' }
  | { type: 'BREAK_WEAPON'; weapon: string }
  | { type: 'END_ORDER' }
  | DefenseEvent;

export interface FireOutput {
  /** game-over: a Time advance inside the Order ended the game (6.2.2, 7.3.2, 6.3; with `game` only, mode `order`). */
  result: 'completed' | 'refused' | 'game-over';
  player: Player;
  initiative: Player;
  activated: string[];
  shots: ShotRecord[];
  defense: DefenseRecord[];
  /** 7.1: VP awarded to each player for eliminations in this procedure (4.2: the units go to the Casualty Track). */
  vp: Record<Player, number>;
  eliminated: string[];
  units: UnitStatus[];
  weapons: { id: string; unit: string; broken: boolean }[];
  /** 4.2, 11.4: Weapons eliminated (placed in the Weapon box of the Casualty Track). */
  weaponsEliminated: string[];
  smokePlaced: string[];
  /** With `game` only: the Events and Snipers resolved during the Order (1.9.1.1, 1.9.1.3) and the game after them. */
  events?: EventRecord[];
  /** With `game` only: the Time advances run during the Order (1.9.1.4, 6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
  game?: FrameOutput | null;
}
