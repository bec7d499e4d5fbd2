/**
 * O16 Advance — types and rule arithmetic (the chart is in ./machine.ts).
 *
 * Which Advances are refused (O16.2, O16.3, T79, T80.1, T83, T98), which hexes may take Hidden Mines or
 * Hidden Wire (A35.2, A35.5), which Mines hexes attack an advancing unit (F103.1) and with what strength
 * (F103.2), and what the Order's outcome reports. Defense Rolls against a Mine Attack are the shared
 * ../fire-defense-states.ts; VP values are ../fire-defense.ts `eliminationVpDerivation` (7.1, E58.1).
 */
import type { Roll } from '../../core/dice';
import type { Edge } from '../../core/hex';
import { hasHexsideFeature, impassableBecause, type MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import type { CceRuleId } from '../rule-ids';
import { type LightWoundsTeams, unitStatus } from '../effects';
import type { FrameState } from '../frame';
import { caveOccupants, type CaveMarker, countermixReturns, offMajorBridgeRoad, timeTrackEntry, withEntryEvents, type EntryContext, type EntryOutcome, type HiddenFortificationEvent, type MineRollRecord, type PanjiTrapRule } from '../entry';
import type { DefenseChartEdition, DefenseEvent } from '../fire-defense-states';
import type { Derivation } from '../../core/derivation';
import type { Readings } from '../../core/readings';
import { opponentOf, type Player, type Unit } from '../units';
import { meleeHexes } from '../melee/rules';
import type { OrderSmokeScreen, OrderSmokeScreenOutput, OrderSmokeScreenSlice } from '../../ccp/smoke-screen-order';

// ---------------------------------------------------------------------------------------------- types

export interface AdvanceSituation {
  /** The active player, who gave the Advance Order. */
  player: Player;
  /** Who holds the Initiative card (9.1: Mine Attack and Defense Rolls may be re-rolled). */
  initiative: Player;
  /** The scenario Defender (A35.2, A35.5), or null when the scenario has none. */
  defender: Player | null;
  /** F103.2: the Mine Attack FP, 6 unless the scenario gives the Defender a 7- or 8-FP Minefield. */
  minesFp: number;
  /** O16.1: the units activated to Advance (the Order's activation is the Turn machine's, O14). */
  advancing: string[];
  units: Unit[];
  map: MapSituation;
  /** The game around the Order (../event/host.ts): with it, an Event! or Sniper! on a Mine Attack Roll is resolved by the rules. */
  game?: FrameState | null;
  /** CC:P 2.4, 14.2.2 only (machines/ccp/exit-points.ts): the map's Exit Points and whether chit "Y" is in play. */
  exitPoints?: ExitPointsSituation;
  /** CC:P F102 only: the cave markers on the map and the Japanese units inside each (F102.1). Absent: none. */
  caves?: AdvanceCave[];
  /** A36: per player, the Team Light Wounds would take from his countermix (a Defense Roll against Mines). Optional; absent: none. */
  lightWoundsTeams?: LightWoundsTeams;
  /** CC:P A47, O20.5, A32: the Smoke Screen cards the active player holds (CC:P only; absent: none). */
  smokeScreenCards?: number;
}

/** CC:P F102: a cave marker's Hill Crest hex and the units inside it (../entry.ts, shared with Move). */
export type AdvanceCave = CaveMarker;

/** CC:P 2.4: hex id → Exit Point value (0-3); 14.2.2: chit "Y" adds 1. */
export interface ExitPointsSituation {
  values: Record<string, number>;
  chitY: boolean;
}

export type AdvanceInput = MachineInput<AdvanceSituation>;

export type AdvanceEvent =
  /** CC:P F102.3: `tunnel`, an Advance from inside a cave to another cave's hex through the tunnels (not to an adjacent hex). */
  | { type: 'ADVANCE'; unit: string; hex: string; tunnel?: boolean }
  | { type: 'EXIT'; unit: string; edge: Edge }
  | { type: 'END_ORDER' }
  /** CC:P F102.1.1: at the Advance's conclusion, a unit activated by it enters or leaves the cave in its hex; END: the conclusion is over. */
  | { type: 'ENTER_CAVE'; unit: string }
  | { type: 'EXIT_CAVE'; unit: string }
  | { type: 'END' }
  /** CC:P A47 at the beginning of the Advance (machines/ccp/smoke-screen-order.ts): a Smoke Screen card, a squad and hex, the marker drawn (T95), the end. */
  | { type: 'PLAY_SMOKE_SCREEN' }
  | { type: 'CHOOSE_SMOKE_HEX'; squad: string; hex: string }
  | { type: 'DRAW_SMOKE'; hindrance: number }
  | { type: 'END_SMOKE_SCREEN' }
  | HiddenFortificationEvent
  | DefenseEvent;

export interface Refusal {
  unit: string;
  /** The hex it tried to enter, or `off:<edge>`. */
  to: string;
  rule: CceRuleId;
}

export type { ExitRecord } from '../entry';

/** F103.2: one Mine Attack Roll (or a cancelled one), made by the mover's opponent (../entry.ts). */
export type MineAttackRecord = MineRollRecord & { unit: string };

export interface AdvanceContext extends EntryContext<MineAttackRecord> {
  situation: { units: Unit[]; map: MapSituation };
  toAdvance: string[];
  advanced: { unit: string; from: string; to: string }[];
  refusals: Refusal[];
  /**
   * F103.1: the unit advancing (or exiting, 7.2.1) while it still stands in the hex it is "about to exit":
   * into `hex`, or off the map across `edge`. Null once it stands in the new hex (or has exited).
   */
  leaving: { unit: string; from: string; hex: string | null; edge: Edge | null } | null;
  /** The unit that just advanced and the hex it entered, while Mines and the Defender may answer. */
  entered: { unit: string; hex: string } | null;
  mineAttack: { hex: string; unit: string; roll: Roll | null } | null;
  /** CC:P 2.4, 14.2.2: the situation's Exit Points (none under CC:E). */
  exitPoints: ExitPointsSituation;
  /** CC:P F102: the situation's caves and who is inside each, as the Order changes it (absent: none). */
  caves?: AdvanceCave[];
  /** CC:P F102.1.1: the units that entered or left a cave at the Advance's conclusion (each once). */
  caveChanged?: string[];
  /** CC:P F102.1.1: the units the Advance activated (with caves on the map: "in which it was activated"). */
  advancing?: string[];
  /** A36: the Team each player would still take for Light Wounds (the Defense Roll loop drops it once taken). */
  lightWoundsTeams?: LightWoundsTeams;
  /** CC:P A47: the Smoke Screen slice (only where the situation states `smokeScreenCards`). */
  smokeScreen?: OrderSmokeScreenSlice;
}

export interface AdvanceOutput extends EntryOutcome<MineAttackRecord> {
  player: Player;
  initiative: Player;
  advanced: { unit: string; from: string; to: string }[];
  refusals: Refusal[];
  /** O16.4: hexes holding units of both sides at the end of the Order (the Melee procedure's input). */
  meleeHexes: string[];
  /** CC:P F102: the caves and who is inside each at the end of the Order (only where the situation states caves). */
  caves?: AdvanceCave[];
  /** CC:P A47: the Smoke Screen actions played and the markers placed (only where the situation states `smokeScreenCards`). */
  smokeScreen?: OrderSmokeScreenOutput;
}

// ----------------------------------------------------------------------------------------- editions

/** Where CC:P O22 differs from CC:E O16 (digest 004 §1, §3): one named point each. */
export interface AdvanceEdition {
  /** O16.3, T79, T98: why a hex may not be entered (CC:P T99: a Water Barrier is no longer impassable). */
  impassable: (map: MapSituation, hex: string) => { rule: string; why: string } | undefined;
  /** T80.1: Major Bridge hexes entered and left along their Road/Rail hexsides only (CC:P has no Major Bridge). */
  majorBridges: boolean;
  /** O16.2, T83: Cliff hexsides (CC:P has no hexside terrain). */
  cliffs: boolean;
  /** F103: Mines attack advancing units, and the Defender may place Hidden Mines (A35.2). */
  mines: boolean;
  /**
   * CC:P 14.2.1, 14.2.2: exits only from a hex holding an Exit Point (`from`), earning its value (`vp`),
   * instead of CC:E 7.2.1's anywhere along the enemy edge for the unit's own VP value (7.1). Null: CC:E's.
   */
  exitPoints: { from: (c: AdvanceContext, hex: string) => boolean; vp: (c: AdvanceContext, hex: string) => Derivation } | null;
  /** The Fire Defense of the Defense Rolls against Mines (absent: CC:E's, O20.3.4; CC:P F104.2: O27.3.4's, its Fire edition). */
  defense?: DefenseChartEdition;
  /**
   * The game around the Order (../event/host.ts): an Event!, Sniper! or Time! on a Mine Attack or Defense Roll
   * resolved by the rules when the situation describes the game (absent: true; CC:P: false, its Advance is
   * played without the game around it, a trigger resolved as stated, RESOLVE_TRIGGER).
   */
  game?: boolean;
  /** CC:P A43.3 Hidden Panji Trap beside Hidden Mines and Wire just after the Advance into a hex (absent: none, CC:E). */
  panjiTrap?: PanjiTrapRule;
  /** The readings the shared modules consult, from the edition's register (CC:P's ccp.advancing-tie-breaks as cce.advancing-tie-breaks). Absent: as given. */
  readingsOf?: (readings: Readings) => Readings;
  /**
   * CC:P F102.3, O22.2: "if Japanese, 'Advance' from inside one cave to any other cave on the map" — whether
   * `unit` may take the tunnels to the cave in `hex` (it arrives inside that cave); F102.1.1: whether `unit` may enter or
   * leave the cave in its hex at the Advance's conclusion (`mayChange`). Null: no caves (CC:E's).
   */
  caves: { mayTunnel: (c: AdvanceContext, unit: Unit, hex: string) => boolean; mayChange: (c: AdvanceContext, unit: Unit) => boolean } | null;
  /**
   * CC:P A47 Smoke Screen at the beginning of the Advance, before any activated unit begins Advancing
   * (machines/ccp/smoke-screen-order.ts: its PLAY_SMOKE_SCREEN in choosingAdvance and its two states). Absent: none (CC:E's).
   */
  smokeScreen?: OrderSmokeScreen<AdvanceContext>;
}

export const CCE_ADVANCE: AdvanceEdition = { impassable: (map, hex) => impassableBecause(map, hex), majorBridges: true, cliffs: true, mines: true, exitPoints: null, caves: null };

// ------------------------------------------------------------------------------------ rule arithmetic

// F103.2, T80.1, A35.2, A35.5, F103.1: shared with Move (../entry.ts).
export { DEFAULT_MINES_FP, hasMines, mayReceiveHiddenFortification, minesPendingIn, offMajorBridgeRoad, type MineStep } from '../entry';

/** O16.2/O16.3: the rule that forbids this unit's Advance from `fromHex` into `toHex`, or null if it may go. */
export function advanceRefusalRule(map: MapSituation, unit: Unit, fromHex: string, toHex: string): CceRuleId | null {
  const blocked = impassableBecause(map, toHex);
  if (blocked) return blocked.rule as CceRuleId;
  if (offMajorBridgeRoad(map, fromHex, toHex)) return 'T80.1';
  if (hasHexsideFeature(map, fromHex, toHex, 'Cliff') && unit.weapon !== undefined) return 'T83';
  return null;
}

/**
 * 7.1: the opponent of the active player gains the VP of his units the Mines eliminated (the defense log's `vp`);
 * A36: "Lose 1 VP": a Squad Light Wounds saved (a `wounded` record, its `vp` the loss) costs its owner, the active
 * player (only the advancing units roll against Mines, F103.2), that VP instead.
 */
function withMineVp(c: AdvanceContext): Record<Player, number> {
  const mined = c.defense.log.reduce((sum, r) => sum + (r.result === 'wounded' ? 0 : (r.vp ?? 0)), 0);
  const lost = c.defense.log.reduce((sum, r) => sum + (r.result === 'wounded' ? (r.vp ?? 0) : 0), 0);
  return { ...c.vp, [c.player]: c.vp[c.player] - lost, [opponentOf(c.player)]: c.vp[opponentOf(c.player)] + mined };
}

export function projectAdvance(c: AdvanceContext): AdvanceOutput {
  // A36: a Squad Light Wounds saved went back to the countermix, not eliminated (its Team took its place).
  const wounded = new Set(c.defense.log.filter((r) => r.result === 'wounded').map((r) => r.unit));
  const eliminated = c.initialUnits.filter((id) => !c.situation.units.some((u) => u.id === id) && !c.exits.some((e) => e.unit === id) && !wounded.has(id));
  return withEntryEvents<AdvanceOutput>({
    player: c.player,
    initiative: c.initiative,
    advanced: c.advanced,
    refusals: c.refusals,
    exits: c.exits,
    timeTrack: c.timeTrack.map(timeTrackEntry),
    countermix: countermixReturns(c, eliminated),
    vp: withMineVp(c),
    hidden: c.hidden,
    mineAttacks: c.mineLog,
    defenseRolls: c.defense.log,
    units: c.situation.units.map(unitStatus),
    eliminated,
    meleeHexes: meleeHexes(c.situation),
    ...(c.caves ? { caves: caveOccupants(c.caves, c.situation.units) } : {}),
    // CC:P A47: the Smoke Screen actions played and the markers placed (where the situation states the cards held).
    ...(c.smokeScreen ? { smokeScreen: { actions: c.smokeScreen.action, placements: c.smokeScreen.placements } } : {}),
  }, c);
}
