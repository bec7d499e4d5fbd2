/**
 * O16.4 Melee — types and rule arithmetic (the chart is in ./machine.ts).
 *
 * One implementation each: current FP is `currentFirepower` (../units.ts), a unit's VP is
 * `unitVpTerms` (../victory.ts, 7.1's terms summed in meleeVpDerivation), breaking is `applyUnitEffect` (../effects.ts). Here: which hexes
 * hold a Melee (O16.4), the Melee FP of a side (O16.4.1, 3.1.6), the Melee Totals and who loses
 * (O16.4.3, F101, F104, reading cce.melee-tie-fortification), eliminating a side (7.1, 4.2, E58.1) and
 * who may play No Quarter (A38).
 */
import type { TriggerCharts } from '../order-rolls';
import type { Roll, Trigger } from '../../core/dice';
import { rollSum } from '../../core/dice';
import type { MachineInput } from '../../core/procedure';
import type { Readings } from '../../core/readings';
import { firepowerDerivation, opponentOf, PLAYERS, sideOf, unitModifierTerms, type Player, type Situation, type Unit } from '../units';
import { derive, lessThan, term, type Derivation, type Term, declareTerms } from '../../core/derivation';
import { applyUnitEffect, LIGHT_WOUNDS_VP_LOSS, lightWoundsMaySave, nextLightWoundsTeam, replaceWithLightWoundsTeam, takeLightWoundsTeam, unitStatus, type LightWoundsTeams, type UnitStatus } from '../effects';
import { unitVpTerms } from '../victory';
import { projectGame, type EventHostContext, type EventRecord } from '../event/host';
import type { TimeAdvanceRecord } from '../time-advance';
import type { FrameOutput, FrameState } from '../frame';

// ---------------------------------------------------------------------------------------------- types

/** The nations of CC:E's base game; A38 singles out Germany and Russia. */
export const NATIONS = ['germany', 'russia', 'america'] as const;
export type Nation = (typeof NATIONS)[number];

/** F101/F104 and O16.4.3: who held a fortified hex (needed only for a Melee hex with a Bunker or Pillbox). */
export interface Occupancy {
  /** The side whose units were in the hex before the Order or trigger that caused the Melee (null: the hex was empty). */
  occupiedBefore: Player | null;
  /** The last side to occupy the hex alone (null: never). Equals `occupiedBefore` when that is set. */
  lastSoleOccupant: Player | null;
}

export interface MeleeSituation extends Situation {
  /** The active player (O16.4: he picks the order of several Melees; O16.4.2: he rolls second). */
  player: Player;
  initiative: Player;
  /** 1.9.1: a Melee at the end of a die trigger or an Event: its rolls cannot produce a trigger. */
  duringTrigger: boolean;
  /** A38: each player's nation (CC:P's No Quarter, A46, names none: optional there). */
  nations?: Record<Player, Nation>;
  /** Per fortified Melee hex (Bunker or Pillbox), who held it (F101, F104, O16.4.3). */
  occupancy: Record<string, Occupancy>;
  /** A36: per player, the Teams Light Wounds would take from his countermix, in order (one per card he may play); absent or empty: he cannot play it. */
  lightWoundsTeams?: LightWoundsTeams;
  /** The game around the Order (../event/host.ts): with it, an Event! or Sniper! on a Melee Roll is resolved by the rules. */
  game?: FrameState | null;
}

export type MeleeInput = MachineInput<MeleeSituation>;

export interface AmbushRecord {
  /** The player who played the Ambush (A25). */
  player: Player;
  /** The opponent's unit he chose to break. */
  unit: string;
  /** 3.2, 3.2.4; `light-wounds`: its owner played A36 and a Team took its place. */
  result: 'broken' | 'eliminated' | 'light-wounds';
}

export interface MeleeRollRecord {
  player: Player;
  white: number;
  colored: number;
  trigger?: Trigger;
  result: 'kept' | 'canceled';
}

/** How one Melee ended: a side lost (`won`), a tie, or no further effect after Ambush or a trigger. */
export type MeleeResult = 'won' | 'tie' | 'tie-fortification' | 'no-effect-ambush' | 'no-effect-trigger';

export interface MeleeRecord {
  hex: string;
  ambushes: AmbushRecord[];
  /** O16.4.1: each side's Melee FP after the Ambushes (null if the Melee ended before). */
  fp: MeleeFp | null;
  rolls: MeleeRollRecord[];
  /** O16.4.2: the Melee Totals compared (null if the Melee ended before). */
  totals: Record<Player, number> | null;
  result: MeleeResult | null;
  /** The side that survived (null: none, or the Melee had no effect). */
  winner: Player | null;
  /** Units eliminated by the Melee Result (O16.4.3). */
  eliminated: string[];
  noQuarter: Player | null;
  /** CC:P A34 (an edition with `rollBonus` only), once a Bayonets is played in this melee: what each player's Bayonets add to his Melee roll. */
  bayonets?: Record<Player, number>;
}

export interface MeleeContext extends EventHostContext {
  ruleset: string;
  readings: Readings;
  player: Player;
  initiative: Player;
  duringTrigger: boolean;
  nations: Partial<Record<Player, Nation>>;
  occupancy: Record<string, Occupancy>;
  /** A36: the Teams each player may still take from his countermix with Light Wounds, in order (each used: gone). */
  lightWoundsTeams: LightWoundsTeams;
  /** A36: the Teams Light Wounds put into play (they may be eliminated later in the Melee). */
  lightWoundsPlaced: string[];
  /** A25/A36: the Ambush whose break waits for its victim's owner to answer with Light Wounds or not. */
  pendingAmbush: { player: Player; unit: string } | null;
  situation: Situation;
  melee: MeleeRecord | null;
  melees: MeleeRecord[];
  roll: Roll | null;
  /** The kept roll of each side in the current Melee. */
  kept: Partial<Record<Player, Roll>>;
  /**
   * What each player gained in VP so far, as the terms of meleeVpDerivation: each unit eliminated by the other (7.1,
   * ../victory.ts unitVpTerms), No Quarter's +2 (A38), Light Wounds' −1 (A36).
   */
  vpTerms: Record<Player, Term[]>;
  /** 4.2: eliminated non-Hero units and every eliminated unit's Weapon. */
  casualtyTrack: string[];
  /** E58.1: eliminated Heroes go back to the countermix; A36: so does a Squad saved by Light Wounds. */
  countermix: string[];
  initialUnits: string[];
}

export type MeleeEvent =
  | { type: 'CHOOSE_HEX'; hex: string }
  | { type: 'AMBUSH'; player: Player; unit: string }
  | { type: 'END_AMBUSHES' }
  | { type: 'LIGHT_WOUNDS' }
  | { type: 'NO_LIGHT_WOUNDS' }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'RESOLVE_TRIGGER'; effects: { unit: string; effect: 'break' | 'rally' | 'suppress' | 'eliminate' }[] }
  | { type: 'PLAY_NO_QUARTER' }
  | { type: 'DECLINE_NO_QUARTER' }
  | { type: 'PLAY_BAYONETS'; player: Player };

export interface MeleeOutput {
  player: Player;
  initiative: Player;
  melees: MeleeRecord[];
  vp: Record<Player, number>;
  casualtyTrack: string[];
  countermix: string[];
  units: UnitStatus[];
  eliminated: string[];
  /** How each player's `vp` was found (issue 16; engines need not return it): meleeVpDerivation. */
  derivation: { vp: Record<Player, Derivation> };
  /** With `game` only: the Events and Snipers resolved during the Melees (1.9.1.1, 1.9.1.3) and the game after them. */
  events?: EventRecord[];
  /** With `game` only: the Time advances run during the Melees (1.9.1.4, 6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
  game?: FrameOutput | null;
}

// ----------------------------------------------------------------------------------------- editions

/**
 * Where CC:P 19 differs from CC:E O16.4 (digest 004 §1.2 D20, §3.5): one named point each. The roll
 * order is no point: 19.2.2's "The Japanese player ... Then the Allied player" is O16.4.2's inactive player
 * first, because 19.2 holds a melee only in the Allied player's turn, where the Japanese player is inactive.
 */
export interface MeleeEdition {
  /** The readings consulted (each edition's register has its own ids). */
  readings: { brokenLeaderCommand: string; tieFortification: string; noQuarterAfterEmpty: string };
  /** Whether a trigger during a Melee Roll may change the Melee FP compared: the reading consulted, or null where the text locks it in (CC:P 19.2.2). */
  fpAfterTrigger: string | null;
  /** A38: No Quarter only for a German player against Russia or a Russian player (CC:P A46: any player). */
  noQuarterByNation: boolean;
  /** CC:P 19.2: melee only at the beginning of the Allied player's turn, never the Japanese player's. */
  alliedTurnOnly: boolean;
  /** With `game`, Event!, Sniper! and Time! on a Melee Roll resolved by the nested charts (`triggerCharts`; absent: CC:E's). */
  triggersByTheRules: boolean;
  /** The edition's own nested Event and Time advance charts (../order-rolls.ts TriggerCharts; CC:P's E49-E80 and 13.1.2). Absent: CC:E's. */
  triggerCharts?: TriggerCharts;
  /** 1.9.1.2: the cards carry Jammed! (CC:P's carry Disperse instead, 1.9.2). */
  jammed: boolean;
  /** CC:P A34 Bayonets, played just before a Melee roll: a player's roll bonus after one more (machines/ccp/actions/bayonets.ts); null: no such Action. */
  rollBonus: ((bonus: number) => number) | null;
}

export const CCE_MELEE: MeleeEdition = {
  readings: { brokenLeaderCommand: 'cce.broken-leader-command', tieFortification: 'cce.melee-tie-fortification', noQuarterAfterEmpty: 'cce.no-quarter-after-empty-melee' },
  fpAfterTrigger: 'cce.melee-fp-after-trigger',
  noQuarterByNation: true,
  alliedTurnOnly: false,
  triggersByTheRules: true,
  jammed: true,
  rollBonus: null,
};

// ------------------------------------------------------------------------------------ rule arithmetic

/** A38's +2 VP. */
export const NO_QUARTER_VP = 2;

/** A38 "Effect—The player gains 2 VPs", as a term of his meleeVpDerivation. */
export const noQuarterTerm = (): Term => term(NO_QUARTER_VP, 'A38', 'No Quarter: "The player gains 2 VPs"');

/**
 * What `player` gained in VP during the Melees (7.1, A36, A38), as a derivation (issue 16): a base of 0 and, in the
 * order they came, the VP value of each enemy unit eliminated (7.1: ../victory.ts unitVpTerms, the one computation of
 * a unit's VP), No Quarter's +2 (A38) and Light Wounds' −1 (A36, "Lose 1 VP"). Its total is the output's `vp`.
 */
export const meleeVpDerivation = (c: Pick<MeleeContext, 'vpTerms'>, player: Player): Derivation => derive(term(0, '7.1', `VP gained by the ${player} player in the Melees`), c.vpTerms[player]);

/** Each player's meleeVpDerivation total: the VP he gained so far. */
export const meleeVp = (c: Pick<MeleeContext, 'vpTerms'>): Record<Player, number> => ({ axis: meleeVpDerivation(c, 'axis').total, allied: meleeVpDerivation(c, 'allied').total });

/** `c.vpTerms` with `terms` added to `player`'s. */
export const withVpTerms = (c: Pick<MeleeContext, 'vpTerms'>, player: Player, terms: readonly Term[]): Record<Player, Term[]> => ({ ...c.vpTerms, [player]: [...c.vpTerms[player], ...terms] });

export const inactivePlayer = (c: Pick<MeleeContext, 'player'>): Player => opponentOf(c.player);

/** O16.4: the hexes holding units of both sides, sorted. */
export function meleeHexes(s: Pick<Situation, 'units'>): string[] {
  const owners = new Map<string, Set<Player>>();
  for (const u of s.units) owners.set(u.hex, (owners.get(u.hex) ?? new Set()).add(u.owner));
  return [...owners.entries()].filter(([, o]) => o.size === 2).map(([hex]) => hex).sort();
}

/** The units of one side now in the Melee hex (its participating units). */
export function sideUnits(s: Situation, hex: string, side: Player): Unit[] {
  return s.units.filter((u) => u.hex === hex && u.owner === side);
}

export function aSideIsEmpty(s: Situation, hex: string): boolean {
  return PLAYERS.some((p) => sideUnits(s, hex, p).length === 0);
}

/**
 * O16.4.1, 3.1.6: the current FP of each remaining unit (not Weapons), +1 for each with a boxed FP, as a
 * derivation (issue 16): each unit's printed FP [3.1.1] and modifiers (Command, Veteran, Suppressed,
 * Wire), and +1 per boxed FP [3.1.6].
 */
export function meleeFpDerivation(s: Situation, hex: string, side: Player, brokenLeaderCommand: 'zero' | 'printed'): Derivation {
  // The unit's modifier terms go into this one derivation as they are (unitModifierTerms, not a finished
  // firepowerDerivation's terms), so that an ablation mutant of their rule applies once, not twice.
  const terms = sideUnits(s, hex, side).flatMap((u) => {
    const base = firepowerDerivation(u, s, brokenLeaderCommand).base;
    return [{ ...base, what: `FP of ${u.id}, ${base.what}` }, ...unitModifierTerms(u, s, brokenLeaderCommand).map((t) => ({ ...t, what: `${t.what} (${u.id})` })), ...(sideOf(u).boxedFp ? [term(1, '3.1.6', `boxed FP of ${u.id}`)] : [])];
  });
  return derive(term(0, 'O16.4.1', `${side} Melee FP`), terms);
}

export const meleeFp = (s: Situation, hex: string, side: Player, brokenLeaderCommand: 'zero' | 'printed'): number => meleeFpDerivation(s, hex, side, brokenLeaderCommand).total;

const leaderCommandReading = (c: MeleeContext, edition: MeleeEdition): 'zero' | 'printed' => c.readings[edition.readings.brokenLeaderCommand] as 'zero' | 'printed';

export function meleeFpBoth(c: MeleeContext, hex: string, edition: MeleeEdition = CCE_MELEE): MeleeFp {
  const axis = meleeFpDerivation(c.situation, hex, 'axis', leaderCommandReading(c, edition));
  const allied = meleeFpDerivation(c.situation, hex, 'allied', leaderCommandReading(c, edition));
  return { axis: axis.total, allied: allied.total, derivation: { axis, allied } };
}

/** O16.4.2: Melee FP + the kept roll; the FP per reading cce.melee-fp-after-trigger. */
/** O16.4.1: each side's Melee FP, and (issue 16; engines need not return it) how it was found. */
export interface MeleeFp {
  axis: number;
  allied: number;
  derivation?: Record<Player, Derivation>;
}

/** CC:P A34: what a player's Bayonets add to his Melee roll in this melee (0 where the edition has none). */
export const meleeRollBonus = (m: MeleeRecord, p: Player): number => m.bayonets?.[p] ?? 0;

export function meleeTotals(c: MeleeContext, edition: MeleeEdition = CCE_MELEE): Record<Player, number> {
  const m = c.melee!;
  const fp = edition.fpAfterTrigger !== null && c.readings[edition.fpAfterTrigger] === 'recompute' ? meleeFpBoth(c, m.hex, edition) : m.fp!;
  return { axis: fp.axis + rollSum(c.kept.axis!) + meleeRollBonus(m, 'axis'), allied: fp.allied + rollSum(c.kept.allied!) + meleeRollBonus(m, 'allied') };
}

/** O16.4.3: the side with the lower Melee Total, or null on a tie. */
export function meleeLoser(c: MeleeContext, edition: MeleeEdition = CCE_MELEE): Player | null {
  const t = meleeTotals(c, edition);
  if (t.axis === t.allied) return null;
  return lessThan(t.axis, t.allied, 'O16.4.3') ? 'axis' : 'allied';
}

/** O16.4.3, F101, F104: on a tie in a Bunker or Pillbox hex, the side that keeps the hex, per reading. */
export function tieHolder(c: MeleeContext, edition: MeleeEdition = CCE_MELEE): Player | null {
  const hex = c.melee!.hex;
  const markers = c.situation.map.hexes[hex]?.markers ?? [];
  if (!markers.includes('Bunker') && !markers.includes('Pillbox')) return null;
  const o = c.occupancy[hex];
  if (!o) return null;
  return c.readings[edition.readings.tieFortification] === 'began-in' ? o.occupiedBefore : o.lastSoleOccupant;
}

/** 7.1, 4.2, E58.1: remove units; the opponent of each gains its VP; Casualty Track or countermix. */
export function eliminateUnits(c: MeleeContext, ids: readonly string[]): Pick<MeleeContext, 'situation' | 'vpTerms' | 'casualtyTrack' | 'countermix'> {
  const gone = c.situation.units.filter((u) => ids.includes(u.id));
  let vpTerms = c.vpTerms;
  const casualtyTrack = [...c.casualtyTrack];
  const countermix = [...c.countermix];
  for (const u of gone) {
    vpTerms = withVpTerms({ vpTerms }, opponentOf(u.owner), unitVpTerms(u, u.id));
    if (u.hero) countermix.push(u.id);
    else casualtyTrack.push(u.id);
    if (u.weapon) casualtyTrack.push(u.weapon.id);
  }
  return { situation: { ...c.situation, units: c.situation.units.filter((u) => !ids.includes(u.id)) }, vpTerms, casualtyTrack, countermix };
}

/**
 * A38: the player who may play No Quarter at the conclusion of this Melee: a German player against
 * Russia or any Russian player, with at least one unit that survived it. After a Melee that ended with
 * no further effect, only under reading cce.no-quarter-after-empty-melee = yes.
 */
export function noQuarterPlayer(c: MeleeContext, edition: MeleeEdition = CCE_MELEE): Player | null {
  const m = c.melee!;
  const ended = m.result === 'no-effect-ambush' || m.result === 'no-effect-trigger';
  if (ended && c.readings[edition.readings.noQuarterAfterEmpty] !== 'yes') return null;
  const eligible = PLAYERS.filter((p) => {
    if (!edition.noQuarterByNation) return true;
    const mine = c.nations[p];
    const theirs = c.nations[opponentOf(p)];
    return (mine === 'germany' && theirs === 'russia') || mine === 'russia';
  });
  return eligible.find((p) => sideUnits(c.situation, m.hex, p).length > 0) ?? null;
}

/**
 * A25, A36: the Ambush player's opponent may answer the break with Light Wounds when the unit is a Squad
 * (broken or not: "either broken or unbroken – would break") and he has a Team to take its place.
 */
export function lightWoundsOpen(c: MeleeContext, unit: string): boolean {
  const u = c.situation.units.find((x) => x.id === unit);
  return u !== undefined && lightWoundsMaySave(u) && nextLightWoundsTeam(c.lightWoundsTeams, u.owner) !== undefined;
}

/** A25, 3.2, 3.2.4: the Ambush breaks the unit, or eliminates it if already broken (7.1, 4.2). */
export function ambushBreak(c: MeleeContext, player: Player, unit: string): Partial<MeleeContext> {
  const target = c.situation.units.find((u) => u.id === unit)!;
  const result = target.broken ? ('eliminated' as const) : ('broken' as const);
  const melee = { ...c.melee!, ambushes: [...c.melee!.ambushes, { player, unit, result }] };
  if (result === 'eliminated') return { melee, pendingAmbush: null, ...eliminateUnits(c, [unit]) };
  return { melee, pendingAmbush: null, situation: applyUnitEffect(c.situation, { unit, effect: 'break' }) };
}

/** A36 on an Ambush's break: its owner loses 1 VP; the Squad goes to the countermix, his Team takes its place. */
export function ambushLightWounds(c: MeleeContext, player: Player, unit: string): Partial<MeleeContext> {
  const owner = opponentOf(player);
  const { team, rest } = takeLightWoundsTeam(c.lightWoundsTeams, owner);
  return {
    melee: { ...c.melee!, ambushes: [...c.melee!.ambushes, { player, unit, result: 'light-wounds' as const }] },
    pendingAmbush: null,
    situation: replaceWithLightWoundsTeam(c.situation, unit, team),
    vpTerms: withVpTerms(c, owner, [term(-LIGHT_WOUNDS_VP_LOSS, 'A36', `Light Wounds: "Lose 1 VP" (${unit})`)]),
    countermix: [...c.countermix, unit],
    lightWoundsTeams: rest,
    lightWoundsPlaced: [...c.lightWoundsPlaced, team.id],
  };
}

export const newMelee = (hex: string): MeleeRecord => ({ hex, ambushes: [], fp: null, rolls: [], totals: null, result: null, winner: null, eliminated: [], noQuarter: null });

const savedByLightWounds = (c: MeleeContext, id: string): boolean =>
  [...c.melees, ...(c.melee ? [c.melee] : [])].some((m) => m.ambushes.some((a) => a.unit === id && a.result === 'light-wounds'));

export function projectMelee(c: MeleeContext): MeleeOutput {
  const present = new Set(c.situation.units.map((u) => u.id));
  const out: MeleeOutput = {
    player: c.player,
    initiative: c.initiative,
    melees: c.melee && !c.melees.includes(c.melee) ? [...c.melees, c.melee] : c.melees,
    vp: meleeVp(c),
    casualtyTrack: c.casualtyTrack,
    countermix: c.countermix,
    units: c.situation.units.map(unitStatus),
    // A36: a Squad saved by Light Wounds left play for the countermix; it was not eliminated.
    eliminated: [...c.initialUnits, ...c.lightWoundsPlaced].filter((id) => !present.has(id) && !savedByLightWounds(c, id)),
    derivation: { vp: { axis: meleeVpDerivation(c, 'axis'), allied: meleeVpDerivation(c, 'allied') } },
  };
  if (c.frame) Object.assign(out, { events: c.events, timeAdvances: c.timeAdvances ?? [], game: projectGame(c) });
  return out;
}

// Ablation (core/derivation.ts declaredTermRules): each unit's FP in a Melee FP (its printed FP, a Weapon's, 3.1.1 and 11, and the boxed FP's +1); its modifiers are units.ts's.
// No Quarter's +2 in a player's Melee VP (A38; an eliminated unit's VP is 7.1's, declared by ../victory.ts). Light Wounds'
// −1 (A36) is not declared: Fire, Rout, Move and Advance cite A36 too, where its VP loss is a derivation's base, never a
// term, so a declared A36 term would be a mutant no vector of theirs could kill; Melee's vectors reach the term, so its
// mutants are derived (and must be killed) there all the same.
declareTerms('cce', ['3.1.1', '3.1.6', 'A38']);
