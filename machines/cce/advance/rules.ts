/**
 * O16 Advance — types and rule arithmetic (the chart is in ./machine.ts).
 *
 * Which Advances are refused (O16.2, O16.3, T79, T80.1, T83, T98), which hexes may take Hidden Mines or
 * Hidden Wire (A35.2, A35.5), which Mines hexes attack an advancing unit (F103.1) and with what strength
 * (F103.2), and what the Order's outcome reports. Defense Rolls against a Mine Attack are the shared
 * ../fire-defense-states.ts; VP values are ../fire-defense.ts `eliminationVp` (7.1, E58.1).
 */
import type { Roll, Trigger } from '../../core/dice';
import type { Edge } from '../../core/hex';
import { FORTIFICATIONS, hasHexsideFeature, impassableBecause, isWater, type MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import type { Readings } from '../../core/readings';
import type { CceRuleId } from '../rule-ids';
import { unitStatus, type UnitEffect, type UnitStatus } from '../effects';
import type { DefenseRecord, DefenseSlice } from '../fire-defense-states';
import { opponentOf, type Player, type Unit } from '../units';
import { meleeHexes } from '../melee/rules';

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
}

export type AdvanceInput = MachineInput<AdvanceSituation>;

export type AdvanceEvent =
  | { type: 'ADVANCE'; unit: string; hex: string }
  | { type: 'EXIT'; unit: string; edge: Edge }
  | { type: 'END_ORDER' }
  | { type: 'HIDDEN_MINES' }
  | { type: 'HIDDEN_WIRE' }
  | { type: 'NO_HIDDEN_ACTION' }
  | { type: 'CHOOSE_UNIT'; unit: string }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'RESOLVE_TRIGGER'; effects: UnitEffect[] };

export interface Refusal {
  unit: string;
  /** The hex it tried to enter, or `off:<edge>`. */
  to: string;
  rule: CceRuleId;
}

export interface ExitRecord {
  unit: string;
  /** 7.2.1: the Exit VPs its owner gains (7.1 values; 0 for a Hero, E58.1). */
  vp: number;
  /** 7.2.1: the Weapon it keeps, unbroken. */
  weapon: string | null;
}

/** F103.2: one Mine Attack Roll (or a cancelled one), made by the mover's opponent. */
export interface MineAttackRecord {
  hex: string;
  unit: string;
  player: Player;
  white: number;
  colored: number;
  trigger?: Trigger;
  attackTotal: number;
  result: 'kept' | 'canceled';
}

export interface AdvanceContext {
  ruleset: string;
  readings: Readings;
  player: Player;
  initiative: Player;
  defender: Player | null;
  minesFp: number;
  situation: { units: Unit[]; map: MapSituation };
  toAdvance: string[];
  advanced: { unit: string; from: string; to: string }[];
  refusals: Refusal[];
  exits: ExitRecord[];
  /** 7.2.1: exited units as they wait on the Time Track: unbroken, no Veteran or Suppressed marker. */
  timeTrack: Unit[];
  vp: Record<Player, number>;
  hidden: { hex: string; marker: 'Mines' | 'Wire' }[];
  /** The unit that just advanced and the hex it entered, while Mines and the Defender may answer. */
  entered: { unit: string; hex: string } | null;
  /** F103.1: the Mines hexes still to attack the unit that just advanced (left first, then entered). */
  minesPending: string[];
  mineAttack: { hex: string; unit: string; roll: Roll | null } | null;
  mineLog: MineAttackRecord[];
  defense: DefenseSlice;
  initialUnits: string[];
}

export interface AdvanceOutput {
  player: Player;
  initiative: Player;
  advanced: { unit: string; from: string; to: string }[];
  refusals: Refusal[];
  exits: ExitRecord[];
  timeTrack: { id: string; broken: boolean; veteran: boolean; suppressed: boolean; weapon: string | null }[];
  vp: Record<Player, number>;
  hidden: { hex: string; marker: 'Mines' | 'Wire' }[];
  mineAttacks: MineAttackRecord[];
  defenseRolls: DefenseRecord[];
  units: UnitStatus[];
  /** Units that left play during the Order other than by exiting (Mines, triggers). */
  eliminated: string[];
  /** O16.4: hexes holding units of both sides at the end of the Order (the Melee procedure's input). */
  meleeHexes: string[];
}

// ------------------------------------------------------------------------------------ rule arithmetic

/** F103.2: "a default 6 FP unless the scenario Defender is specifically assigned (or purchased) a 7- or 8-FP Minefield". */
export const DEFAULT_MINES_FP = 6;

/** T80.1: "units can only leave a Major Bridge hex via one of its two Road / Railway hexsides" (and O16.3: enter). */
export function offMajorBridgeRoad(map: MapSituation, a: string, b: string): boolean {
  const major = (h: string) => map.hexes[h]?.terrain.includes('Major Bridge') ?? false;
  if (!major(a) && !major(b)) return false;
  return !hasHexsideFeature(map, a, b, 'Road') && !hasHexsideFeature(map, a, b, 'Railway');
}

/** O16.2/O16.3: the rule that forbids this unit's Advance from `fromHex` into `toHex`, or null if it may go. */
export function advanceRefusalRule(map: MapSituation, unit: Unit, fromHex: string, toHex: string): CceRuleId | null {
  const blocked = impassableBecause(map, toHex);
  if (blocked) return blocked.rule as CceRuleId;
  if (offMajorBridgeRoad(map, fromHex, toHex)) return 'T80.1';
  if (hasHexsideFeature(map, fromHex, toHex, 'Cliff') && unit.weapon !== undefined) return 'T83';
  return null;
}

/** A35.2, A35.5: a hex that may receive Hidden Mines or Hidden Wire: not Water Terrain, no Fortification of any type. */
export function mayReceiveHiddenFortification(map: MapSituation, hex: string): boolean {
  return !isWater(map, hex) && !(map.hexes[hex].markers ?? []).some((m) => FORTIFICATIONS.includes(m));
}

export const hasMines = (map: MapSituation, hex: string): boolean => (map.hexes[hex]?.markers ?? []).includes('Mines');

/** F103.1: the Mines hexes that attack a unit advancing from `fromHex` into `toHex`, in that order. */
export function minesAttacking(map: MapSituation, fromHex: string, toHex: string): string[] {
  return [fromHex, toHex].filter((h) => hasMines(map, h));
}

/** 7.1: the opponent of the active player gains the VP of his units the Mines eliminated (the defense log's `vp`). */
function withMineVp(c: AdvanceContext): Record<Player, number> {
  const mined = c.defense.log.reduce((sum, r) => sum + (r.vp ?? 0), 0);
  return { ...c.vp, [opponentOf(c.player)]: c.vp[opponentOf(c.player)] + mined };
}

export function projectAdvance(c: AdvanceContext): AdvanceOutput {
  return {
    player: c.player,
    initiative: c.initiative,
    advanced: c.advanced,
    refusals: c.refusals,
    exits: c.exits,
    timeTrack: c.timeTrack.map((u) => ({ id: u.id, broken: u.broken, veteran: u.veteran, suppressed: u.suppressed, weapon: u.weapon?.id ?? null })),
    vp: withMineVp(c),
    hidden: c.hidden,
    mineAttacks: c.mineLog,
    defenseRolls: c.defense.log,
    units: c.situation.units.map(unitStatus),
    eliminated: c.initialUnits.filter((id) => !c.situation.units.some((u) => u.id === id) && !c.exits.some((e) => e.unit === id)),
    meleeHexes: meleeHexes(c.situation),
  };
}
