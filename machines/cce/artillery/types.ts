/**
 * Types of the Artillery procedures (CC:E 12 Radios, O17 Artillery Denied, O18 Artillery Request).
 */
import type { TimeAdvanceRecord } from '../time-advance';
import type { Roll, Trigger } from '../../core/dice';
import type { Direction } from '../../core/hex';
import type { Derivation } from '../../core/derivation';
import type { MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import type { Readings } from '../../core/readings';
import type { DefenseEvent, DefenseRecord, DefenseSlice } from '../fire-defense-states';
import type { LightWoundsTeams, UnitStatus } from '../effects';
import type { LosFact, NightVisibility } from '../fire/types';
import type { CaveMarker } from '../entry';
import type { Player, Situation, Unit } from '../units';
import type { AccuracyResult, Drift, Reveal } from './drift';
import type { EventHostContext, EventRecord } from '../event/host';
import type { FrameOutput, FrameState } from '../frame';
import type { ArtilleryEdition } from './edition';
import type { PullUpRecord } from './pull-up';

/** 12: a Radio, off-map, in its owner's Artillery Box (2.2.3, 8.1.2). Not a Weapon. */
export interface Radio {
  /** 12: "Each has a FP of between 8 and 13." */
  fp: number;
  /** Glossary "Break/Broken": "A Weapon/Radio cannot be used while it is broken." */
  broken: boolean;
  /** O18.2.1.1: the word "Smoke" is printed to the right of the Radio illustration. */
  smoke: boolean;
  /**
   * O18.2.3.3: the "Fortification Vulnerability" number the Track Display lists for this Radio's FP.
   * Printed on the Track Display, not in the rulebook: a situation states it (reading
   * cce.artillery-vulnerability-roll says what it is compared with).
   */
  vulnerability?: number;
}

/** 12, 8.1.2: each player has at most one Radio in play, in his Artillery Box. */
export type Radios = Partial<Record<Player, Radio>>;

/** CC:P O24.1 b): an item of a Radio Table column — a radio with its VP cost, or the artillery denied marker. */
export type RadioTableItem = { radio: Radio; vp: number } | 'artillery-denied';
/**
 * CC:P O24.1 a), b): the active player's nation's Radio Table ("back cover of the playbook", not the
 * rulebook): for each roll 2-12, the items of that column available for the scenario's year, as the
 * situation states them.
 */
export type RadioTable = Record<string, RadioTableItem[]>;

/** CC:P O24.1: what Communication Established rolled and selected, and the VP paid for a radio. */
export interface EstablishedRecord {
  roll: number;
  selected: RadioTableItem;
  vpPaid: number;
}

// ---------------------------------------------------------------------------------- Artillery Denied

export interface ArtilleryDeniedSituation {
  /** The player giving the Order (the active player, O14.1). */
  player: Player;
  radios: Radios;
  /** CC:P O23.1 only: the units (with the weapons they possess) and the map their LOS is traced on. */
  units?: Unit[];
  map?: MapSituation;
  /** CC:P 8, O23.3 only: each player's aircraft marker on the map (at most one each), by hex. */
  aircraft?: Aircraft;
}

/** CC:P 8: an aircraft marker (fighter or dive bomber side), on the map in `hex`. Not a weapon. */
export interface AircraftMarker {
  hex: string;
}
export type Aircraft = Partial<Record<Player, AircraftMarker>>;

export type ArtilleryDeniedInput = MachineInput<ArtilleryDeniedSituation>;

/** Where an edition's Artillery Denied differs from CC:E O17 (DESIGN.md rule 6). */
export interface DeniedEdition {
  /** CC:P O23: a choice of Weapon Jam (O23.1), Communication Disrupted (O23.2) or Abort Run (O23.3). */
  activities: boolean;
}

export type AssetDeniedEvent = { type: 'WEAPON_JAM'; weapon: string } | { type: 'COMMUNICATION_DISRUPTED' } | { type: 'ABORT_RUN' };

export interface AssetDeniedContext {
  player: Player;
  radios: Radios;
  result: ArtilleryDeniedOutput['result'] | null;
  /** With activities (CC:P) only. */
  units?: Unit[];
  map?: MapSituation;
  aircraft?: Aircraft;
  weaponsBox?: string[];
  readings?: Readings;
}

export interface ArtilleryDeniedOutput {
  result: 'radio-broken' | 'radio-eliminated' | 'weapon-broken' | 'weapon-eliminated' | 'aircraft-removed' | 'refused';
  player: Player;
  /** Both players' Radios after the Order (an eliminated Radio is absent: back to the countermix). */
  radios: Radios;
  /** CC:P only: the aircraft markers after the Order (a removed one is absent: back to the countermix, O23.3). */
  aircraft?: Aircraft;
  /** CC:P only: the units after the Order (a jammed weapon broken, or gone). */
  units?: Unit[];
  /** CC:P only: weapons eliminated into the Weapons box of the Casualty Track (O23.1). */
  weaponsBox?: string[];
}

// --------------------------------------------------------------------------------- Artillery Request

export interface ArtillerySituation extends Situation {
  map: MapSituation;
  /** The player giving the Order (the active player, O14.1). */
  player: Player;
  initiative: Player;
  radios: Radios;
  /** O14.1, O18: units already activated this Turn (a Spotter must not be among them, unless a Hero: E58.1). */
  activatedThisTurn: string[];
  /** DESIGN.md rule 5: LOS facts from the Spotter's hex where the map is partial; else LOS comes from the map (machines/cce/los.ts). */
  los: LosFact[];
  /** The scenario Defender (A35), if any: only he may play Hidden Entrenchments or Hidden Pillbox before a Defense Roll. */
  defender: Player | null;
  /** A35.3, 2.3: the Objective hexes (Hidden Pillbox before a Defense Roll against an Impact). Optional; absent = none. */
  objectives?: string[];
  /** A35.3: the scenario Defender's Pillbox is already in play. Optional; absent = false unless a Pillbox marker is on the map. */
  pillboxInPlay?: boolean;
  /** A36: per player, the Team Light Wounds would take from his countermix (a Defense Roll against an Impact). Optional; absent: none. */
  lightWoundsTeams?: LightWoundsTeams;
  /** The game around the Order (../event/host.ts): with it, an Event! or Sniper! on the Accuracy or an Impact Roll is resolved by the rules. */
  game?: FrameState | null;
  /** CC:P 18 only: a night scenario (18.3, 18.5: Illumination may be chosen), with the hexes holding a starshell marker (7.2). Absent: day. */
  night?: NightVisibility;
  /** CC:P O24.1 only: the active player's nation's Radio Table (playbook), the items available for the scenario's year by roll. */
  radioTable?: RadioTable;
  /** CC:P O24.1 d), 15.1.2 only: the players whose Artillery Box holds the artillery denied marker. */
  deniedMarkers?: Player[];
  /** CC:P 8, O24.4 only: each player's aircraft marker on the map (by hex). */
  aircraft?: Aircraft;
  /**
   * CC:P O24.4 c) only: the "12-FP" row of the Fortification Vulnerability Table (printed on the Track Display,
   * not in the rulebook); absent: a dive bomber destroys no fortification.
   */
  bomberVulnerability?: number;
  /** CC:P F102 only: the cave markers on the map and the Japanese units inside each (F102.1); an artillery Impact reads them (the edition's `caves`). Absent: none. */
  caves?: CaveMarker[];
}

export type ArtilleryInput = MachineInput<ArtillerySituation>;

export type ArtilleryEvent =
  | { type: 'BATTERY_ACCESS' }
  | { type: 'FIRE_FOR_EFFECT'; spotter: string }
  | { type: 'SPOT'; hex: string; smoke: boolean }
  | { type: 'REVEAL'; white: number; colored: number }
  | { type: 'PLACE_SMOKE'; hex: string; value: number }
  | { type: 'CHOOSE_IMPACT_HEX'; hex: string }
  | { type: 'STRAFING_RUN'; facing: Direction }
  /** CC:P O24.2 Communication Restored: the leader activated. */
  | { type: 'COMMUNICATION_RESTORED'; leader: string }
  /** CC:P O24.6 Weapon Repair: the unit possessing the broken weapon. */
  | { type: 'WEAPON_REPAIR'; unit: string }
  /** CC:P O24.7 Illumination (night only, 18.5): the leader activated; he places the SR as a spotter does. */
  | { type: 'ILLUMINATION'; leader: string }
  /** CC:P O24.1 Communication Established: the leader activated; a roll on the Radio Table follows. */
  | { type: 'COMMUNICATION_ESTABLISHED'; leader: string }
  /** CC:P O24.1 b): the item selected from the rolled column (its position in the column as the situation lists it). */
  | { type: 'SELECT_FROM_RADIO_TABLE'; index: number }
  /** CC:P O24.4 Bombing Run: his aircraft flipped to its dive bomber side (no unit is activated). */
  | { type: 'BOMBING_RUN' }
  /** CC:P O24.4 a): the hex the dive bomber targets. */
  | { type: 'BOMB_TARGET'; hex: string }
  | DefenseEvent;

/** `game-over`: a Time advance inside the Order ended the game (6.2.2, 7.3.2, 6.3; with `game` only). */
export type ArtilleryResult = 'battery-access' | 'smoke-barrage' | 'barrage' | 'off-map' | 'refused' | 'game-over' | 'weapon-repaired' | 'illuminated' | 'communication-established' | 'bombing-run' | 'strafing-run' | 'pulled-up';

/** One Artillery Impact Roll (O18.2.3.2) and what it did. */
export interface ImpactRecord {
  hex: string;
  white: number;
  colored: number;
  trigger?: Trigger;
  /** `canceled`: by the Initiative holder (9.1). */
  canceled?: boolean;
  airburst: number;
  height: number;
  total: number;
  /** How `total` was found (issue 16; engines need not return it). */
  derivation?: Derivation;
  /** O18.2.3.3: the Fortification this roll destroyed before the Defense Rolls. */
  fortificationDestroyed?: string;
}

export interface SmokeRecord {
  hex: string;
  value: number;
  /** 8.1.4: false when a Smoke marker with an equal or larger Hindrance was already there. */
  kept: boolean;
}

/** The Order frame comes from the situation as given; `radios`, `initiative` and `activatedThisTurn` change. */
export interface ArtilleryContext extends Pick<ArtillerySituation, 'player' | 'initiative' | 'radios' | 'activatedThisTurn' | 'los' | 'defender'>, EventHostContext {
  ruleset: string;
  readings: Readings;
  situation: Situation & { map: MapSituation; night?: NightVisibility };
  /** CC:P F102 (the edition's `caves`): the situation's cave markers, as the Order leaves them (a cave destroyed by an Impact, O24.3.4, goes). Absent: none. */
  caves?: CaveMarker[];
  /** O18.2 Spotter; CC:P O24.7: the leader activated for Illumination (he places the SR and the range is his). */
  spotter: string | null;
  /** O18.2.1, O18.2.2: the hex the Spotter spots from; it stands if a trigger then removes him (1.9.1: the roll locks in its result). */
  spotterHex: string | null;
  smoke: boolean;
  /** The SR's hex while it is on the map; null before Spotting and once removed. */
  sr: string | null;
  spotted: string | null;
  accuracyRoll: (Roll & { locked: AccuracyResult }) | null;
  accuracyLog: (AccuracyResult & { trigger?: Trigger; canceled?: boolean })[];
  accuracy: AccuracyResult | null;
  drift: Drift | null;
  /** O18.2.3: the impact area (the SR's final hex and its on-map neighbours). */
  area: string[];
  /** O18.2.3.1: hexes of the area still waiting for their Smoke marker. */
  smokePending: string[];
  smokeRefused: { hex: string; rule: string }[];
  smokeLog: SmokeRecord[];
  /** O18.2.3: "each may only have a maximum of one such Impact Roll made against it". */
  attacked: string[];
  impactHex: string | null;
  impactRoll: (Roll & { locked: ImpactRecord }) | null;
  impacts: ImpactRecord[];
  defense: DefenseSlice;
  result: ArtilleryResult | null;
  initialUnits: string[];
  /** The edition (./edition.ts); absent: CC:E's. */
  edition?: ArtilleryEdition;
  /** CC:P O24.6: the weapon repaired. */
  repaired?: string;
  /** CC:P O24.7: Illumination was chosen (the SR drifts, then a starshell marks its hex). */
  illumination?: boolean;
  /** CC:P O24.1: the Radio Table roll while it may be re-rolled or its trigger resolved, then its log and what was selected. */
  radioRoll?: (Roll & { locked: number }) | null;
  radioLog?: { roll: number; trigger?: Trigger; canceled?: boolean }[];
  radioColumn?: number | null;
  established?: EstablishedRecord | null;
  radioTable?: RadioTable;
  deniedMarkers?: Player[];
  /** CC:P 8: the aircraft markers on the map (O24.4 d removes the dive bomber). */
  aircraft?: Aircraft;
  /** CC:P O24.4 c): the situation's "12-FP" Vulnerability number, if stated. */
  bomberVulnerability?: number;
  /** CC:P O24.4: the Bombing Run under way or done, null before. */
  bombingRun?: BombingRunRecord | null;
  /** CC:P O24.4, O24.5 Pull Up!: an Air Support event cancelled the Run (./pull-up.ts). */
  pullUp?: PullUpRecord;
}

/** CC:P O24.4: the dive bomber's hex, its 12 FP and the "12-FP" Vulnerability number, the hex it targets (null before a)). */
export interface BombingRunRecord {
  hex: string;
  /** 12: the dive bomber (O24.4 c); 9: the fighter of a Strafing Run (O24.5 b). */
  fp: 12 | 9;
  /** CC:P O24.5 a): a Strafing Run's fighter faces this hex compass direction (absent on a Bombing Run). */
  facing?: Direction;
  vulnerability?: number;
  target: string | null;
}

export interface ArtilleryOutput {
  result: ArtilleryResult | null;
  player: Player;
  initiative: Player;
  /** O18.1: after Battery Access the Radio is unbroken; carry this into the situation of the next Order. */
  radios: Radios;
  activatedThisTurn: string[];
  spotter: string | null;
  smoke: boolean;
  spotted: string | null;
  accuracy: (AccuracyResult & { trigger?: Trigger; canceled?: boolean })[];
  drift: Drift | null;
  /** The SR's final hex (the center of the impact area), null if it erred off the map. */
  impactCenter: string | null;
  area: string[];
  smokePlaced: SmokeRecord[];
  smokeRefused: { hex: string; rule: string }[];
  impacts: ImpactRecord[];
  defense: DefenseRecord[];
  /** The markers of the impact area's hexes after the Order (Smoke placed, Fortifications destroyed). */
  markers: Record<string, string[]>;
  units: UnitStatus[];
  eliminated: string[];
  /** With `game` only: the Events and Snipers resolved during the Order (1.9.1.1, 1.9.1.3) and the game after them. */
  events?: EventRecord[];
  /** With `game` only: the Time advances run during the Order (1.9.1.4, 6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
  game?: FrameOutput | null;
  /** CC:P only (O24.6): the weapon Weapon Repair flipped to its unbroken side, or null. */
  repaired?: string | null;
  /** CC:P 18 only (a night situation): the hexes holding a starshell marker after the Order (O24.7 c, 7.1 add one). */
  starshells?: string[];
  /** CC:P only (O24.1): the Radio Table rolls (a cancelled one marked) and what Communication Established selected, or null. */
  radioRolls?: { roll: number; trigger?: Trigger; canceled?: boolean }[];
  established?: EstablishedRecord | null;
  /** CC:P only (O24.1 d): the players whose Artillery Box holds the artillery denied marker after the Order. */
  deniedMarkers?: Player[];
  /** CC:P only, with aircraft stated (8): the aircraft markers on the map after the Order (O24.4 d removes the dive bomber). */
  aircraft?: Aircraft;
  /** CC:P only, with aircraft stated: the Bombing Run (its dive bomber's hex, FP and target), or null. */
  /** CC:P F102: the caves after the Order and who is inside each (only where the situation states caves). */
  caves?: CaveMarker[];
  bombingRun?: BombingRunRecord | null;
  /** CC:P only, present when an Air Support event cancelled the Run (O24.4, O24.5 Pull Up!): which roll drew it, its reader and what E50 did. */
  pullUp?: PullUpRecord;
}

export type { Reveal };
