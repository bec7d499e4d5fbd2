/**
 * The Fire Defense Roll sequence (CC:E O20.3.4), as reusable statechart states. ONE copy, used by every
 * attack that makes Fire Defense Rolls: Fire and Op Fire (O20, A33), Artillery Impact (O18.2.3.2) and
 * Mine Attacks (F103). The arithmetic is in ./fire-defense.ts; this module sequences it:
 *
 *   defenseChoosingUnit --CHOOSE_UNIT--> defenseRolling --ROLL--> defenseConsideringReroll
 *     --REROLL (9.1)--> defenseRolling | --KEEP_ROLL--> [defenseResolvingTrigger --RESOLVE_TRIGGER-->
 *     | defenseResolvingEvent / defenseResolvingSniper (the nested charts) -->] defenseApplying
 *     --> defenseChoosingUnit ... --(nobody left)--> <done>
 *
 * O20.3.4: "each of his units that were in a hex at the moment that a Fire Attack Roll was made against
 * it", "one at a time in any order desired"; 1.9.1: a trigger is resolved before the roll's result is
 * applied (Jammed! means nothing on a Defense Roll, 1.9.1.2); 9.1: the Initiative holder may cancel the
 * roll. With `events` (a host whose situation may describe the game around it, ./event/host.ts) an
 * Event! or a Sniper! on a Defense Roll is resolved by the rules, in the nested Event and Sniper charts:
 * the card is revealed from the deck of the defending unit's owner, who made the roll (1.9.1.1 "The
 * player rolling the Event! trigger reveals the top card of his draw pile"; O20.3.4 "A player has to make
 * a Fire Defense Roll ... for each of his units"; actions startDefenseEvent, startDefenseSniper); without the game, or for
 * Time!, its effects arrive in RESOLVE_TRIGGER. Event names are Recover's: CHOOSE_UNIT, ROLL, REROLL,
 * KEEP_ROLL, RESOLVE_TRIGGER (and the nested charts' decisions); and
 * PLAY_ACTION { action: 'A29' } (Concealment), { action: 'A35.1' } (Hidden Entrenchments, scenario
 * Defender only: give the host a `defender`) or { action: 'A35.3' } (Hidden Pillbox, opt-in: the
 * Defender, in an Objective hex, the Pillbox not in play), which the defender may play before a Defense
 * Roll; and, opt-in, LIGHT_WOUNDS / NO_LIGHT_WOUNDS (A36, Melee's events) "at the instant that a friendly
 * Squad ... would break", when its owner holds Light Wounds (`lightWoundsTeams`).
 *
 * HOW TO REUSE (Rout's Mine attack, Artillery Impact, Move's Op Fire):
 *   1. Give your context `{ situation, readings, initiative, defense: DefenseSlice }` (DefenseHost) and
 *      accept the DefenseEvent events.
 *   2. `const defense = defenseImplementations<YourContext, YourEvent>();` then
 *      `setup({ guards: { ...yourGuards, ...defense.guards }, actions: { ...yourActions, ...defense.actions } })`.
 *   3. Spread `...defenseRollStates({ done: 'yourNextState' })` into your `states` (ids are `defense*`;
 *      `prefix` renames them, to spread the loop twice). Opt in to `events: true` (1.9.1.1, 1.9.1.3 by the
 *      rules: give the host EventHostContext's `frame`, `ev`, `events`, and register EVENT_GUARDS,
 *      EVENT_ACTIONS and `gameGiven`; the start and end actions are in defenseImplementations), to `hiddenPillbox: true` (A35.3: give
 *      the host `objectives`, and `pillboxInPlay` if so) and `lightWounds: true` (A36: give the host
 *      `lightWoundsTeams`, the Teams each player would take, in order; a `wounded` record's `vp` is the VP its owner
 *      LOSES) once one of your seeds reaches them: the build fails on an unreached transition.
 *   4. Enter `defenseChoosingUnit` with an action that sets `defense` with `startDefense(...)`: the
 *      Attack Total, the units in the hex at the moment of the attack roll, the Cover rule of this attack
 *      (CoverOptions or a fixed number: Mines F103.2 and Flamethrower/Molotov 11.6 use 0), and the units
 *      activated to Move (ties break them, O20.3.4).
 *   5. Read the results from `context.defense.log` (each record: unit, dice, Morale, totals, result,
 *      and `vp` for an elimination, 7.1) and the new `situation`.
 * tests/fire.defense-states.test.ts builds a tiny machine this way.
 */
import { assign, type EventObject } from 'xstate';
import type { Roll, Trigger } from '../core/dice';
import { FORTIFICATIONS, hasCave, isWater, withMarker } from '../core/map';
import type { Readings } from '../core/readings';
import type { CceRuleId } from './rule-ids';
import type { CoverOptions } from './terrain';
import { moraleDerivation, opponentOf, type Player, type Situation, type Unit } from './units';
import { derive, term, type Derivation, type Term } from '../core/derivation';
import { applyUnitEffect, LIGHT_WOUNDS_VP_LOSS, lightWoundsMaySave, nextLightWoundsTeam, replaceWithLightWoundsTeam, takeLightWoundsTeam, type LightWoundsTeams, type UnitEffect } from './effects';
import { rerollStates, type TriggerCharts, triggerGuards, triggersByTheRules } from './order-rolls';
import { eventHostActions, type EventHostContext } from './event/host';
import { applyDefenseOutcome, attackCoverValue, CCE_DEFENSE, defenseCover, defenseOutcome, defenseTotalDerivation, eliminationVpDerivation, type DefenseEdition, type DefenseOutcome } from './fire-defense';

// ---------------------------------------------------------------------------------------------- types

/** What a Fire Defense Roll did. `eliminated`: a broken unit broke (3.2.4); `canceled`: by the Initiative (9.1); `unit-gone`: removed by the trigger. */
export type DefenseResult = 'broken' | 'eliminated' | 'suppressed' | 'unaffected' | 'canceled' | 'unit-gone' | 'wounded';

export interface DefenseRecord {
  unit: string;
  white: number;
  colored: number;
  trigger?: Trigger;
  attackTotal: number;
  /** Morale with this attack's Cover and Command (O20.3.4) when the roll was made. */
  morale: number;
  defenseTotal: number;
  result: DefenseResult;
  /** 7.1: the VP the opponent gains for an eliminated unit (0 for a Hero); A36 (result `wounded`): the VP its owner loses. */
  vp?: number;
  /** A36 (result `wounded`): the Team that replaced the breaking Squad. */
  team?: string;
  /**
   * How `morale`, `defenseTotal` and `vp` were found (machines/core/derivation.ts; the Defense Total: ./fire-defense.ts
   * defenseTotalDerivation; `vp`: ./victory.ts unitVpDerivation, or A36's 1 VP lost).
   */
  derivation: { morale: Derivation; defenseTotal: Derivation; vp?: Derivation };
}

export interface DefenseSlice {
  attackTotal: number;
  /** O20.3.4: units in the hex at the moment of the attack roll that have not rolled yet. */
  toRoll: string[];
  /** CC:P 3.3.4 c): a Sogeki Hei's attack "will only affect a single unit": `toRoll` are the units that may be chosen, and one rolls. */
  single?: boolean;
  current: string | null;
  roll: (Roll & { attackTotal: number; morale: number; moraleDerivation: Derivation; defenseTotal: number; defenseTotalDerivation: Derivation; locked: DefenseOutcome }) | null;
  log: DefenseRecord[];
  /** The Cover rule of this attack, as currentMorale takes it (T78.3, T87, T97, F101-F105, F103.2, 11.6). */
  cover: CoverOptions | number;
  /** A40 Spray Fire: the Cover rule per targeted hex ("possibly with different Cover affecting different defending units"), over `cover`. */
  coverByHex?: Record<string, CoverOptions | number>;
  /** Units activated to Move: a tie breaks them (O20.3.4, A33). */
  moving: string[];
  /** CC:P F102.2.3: the alternate Cover of a unit (a cave's occupant) against this attack, by unit id; absent: none. */
  alternateCover?: Record<string, Term>;
  /** A29 Concealment played before the current unit's roll, under reading cce.concealment-scope = unit: the reduction for this roll only. */
  concealment: number;
  /** A29: the units before whose roll Concealment was played in this attack (one entry per card). */
  concealed: string[];
  /** A29: the sum of every Concealment reduction played against this attack (negative where a Cover is, under cce.concealment-negative-cover = literal). */
  concealmentTotal: number;
}

export interface DefenseHost {
  situation: Situation;
  readings: Readings;
  initiative: Player;
  defense: DefenseSlice;
  /** The scenario Defender (A35), if the host knows one; Hidden Entrenchments and Hidden Pillbox need it. */
  defender?: Player | null;
  /** A35.3, 2.3: the hexes of the Objectives (Hidden Pillbox is played "for an attack against an Objective hex"). */
  objectives?: string[];
  /** A35.3: "only if the Pillbox is not already in play" (also true once a Pillbox marker is on the situation's map). */
  pillboxInPlay?: boolean;
  /** A36: the Teams each player would take from his countermix for Light Wounds, in order, one per card he may play (as Melee's; each used once). */
  lightWoundsTeams?: LightWoundsTeams;
  /** The edition's Fire Defense (./fire-defense.ts DefenseEdition); absent: CC:E's. */
  edition?: DefenseEdition;
}

export type DefenseEvent =
  | { type: 'CHOOSE_UNIT'; unit: string }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  /**
   * 1.9.1: what resolving the trigger did to units in play. CC:P's Asset Request during a Run only (./artillery/pull-up.ts):
   * `event`, the Event the trigger drew (1.9.3), and for an Air Support event whose reader places his own aircraft, its hex (E50).
   */
  | { type: 'RESOLVE_TRIGGER'; effects: UnitEffect[]; event?: string; hex?: string }
  /**
   * A29 Concealment, A35.1 Hidden Entrenchments or A35.3 Hidden Pillbox, played by the defending unit's owner just before its Defense Roll
   * (CC:P: A43.1, A43.4, A43.5; A43.1 with `enter`, the units entering the new cave at once, F102.1.1).
   */
  | { type: 'PLAY_ACTION'; action: string; player: Player; enter?: string[] }
  /** A36: at the instant his Squad would break, its owner plays Light Wounds (the Team is the next of his `lightWoundsTeams`), or not (as in Melee). */
  | { type: 'LIGHT_WOUNDS' }
  | { type: 'NO_LIGHT_WOUNDS' };

/** An empty slice, for a machine's initial context. */
export const NO_DEFENSE: DefenseSlice = { attackTotal: 0, toRoll: [], current: null, roll: null, log: [], cover: {}, moving: [], concealment: 0, concealed: [], concealmentTotal: 0 };

/**
 * Start a defense: every unit in `hexes` at this moment rolls (O20.3.4), friend or foe of the firer —
 * a Fire Attack affects every unit in its target hex. The log of earlier defenses is kept.
 */
export function startDefense(
  situation: Situation,
  previous: DefenseSlice,
  attackTotal: number,
  hexes: readonly string[],
  cover: CoverOptions | number,
  moving: readonly string[],
  coverByHex?: Record<string, CoverOptions | number>,
): DefenseSlice {
  return {
    ...(coverByHex ? { coverByHex } : {}),
    attackTotal,
    toRoll: situation.units.filter((u) => hexes.includes(u.hex)).map((u) => u.id),
    current: null,
    roll: null,
    log: previous.log,
    cover,
    moving: [...moving],
    concealment: 0,
    concealed: [],
    concealmentTotal: 0,
  };
}

// ------------------------------------------------------------------------------------ rule arithmetic

const unitById = (c: DefenseHost, id: string | null): Unit | undefined => c.situation.units.find((u) => u.id === id);
const brokenLeaderCommand = (c: DefenseHost): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');
/**
 * This attack's Cover rule for a unit's hex (A40: per targeted hex), with the edition's penalty on it (CC:P
 * 15.2.2) and the unit's own alternate Cover, if any (CC:P F102.2.3: a cave's occupant); a Cover the attack
 * sets to a number stays as set (CC:P 5.6).
 */
export function coverFor(c: DefenseHost, u: Unit): CoverOptions | number {
  const cover = defenseCover(c.situation, u.hex, c.defense.coverByHex?.[u.hex] ?? c.defense.cover, c.edition ?? CCE_DEFENSE);
  const alternate = c.defense.alternateCover?.[u.id];
  return alternate && typeof cover !== 'number' ? { ...cover, alternate } : cover;
}
/** The Morale a unit defends with (O20.3.4: with this attack's Cover and Command), as a derivation. */
const moraleDerivationOf = (c: DefenseHost, u: Unit): Derivation => moraleDerivation(u, c.situation, brokenLeaderCommand(c), coverFor(c, u));
/** The Attack Total this roll is compared with: less a unit-scoped Concealment (A29). */
const attackTotalNow = (c: DefenseHost): number => c.defense.attackTotal - c.defense.concealment;
/** O20.3.4: the outcome of `roll` for unit `u` now, from its Defense Total (`total`, when already derived). */
const outcomeNow = (c: DefenseHost, u: Unit, roll: Roll, total = defenseTotalDerivation(moraleDerivationOf(c, u).total, roll).total): DefenseOutcome =>
  defenseOutcome(attackTotalNow(c), total, c.defense.moving.includes(u.id), c.edition ?? CCE_DEFENSE);

/**
 * A29: "Determine the Cover in the targeted hex and reduce the Fire Attack Total by that amount", with
 * this attack's Cover rule. Reading cce.concealment-negative-cover: `literal` lets a negative Cover
 * (Road, Stream) raise the total; `zero` treats it as 0.
 */
function concealmentReduction(c: DefenseHost, u: Unit): number {
  const cover = attackCoverValue(c.situation, u.hex, coverFor(c, u));
  return c.readings['cce.concealment-negative-cover'] === 'zero' ? Math.max(0, cover) : cover;
}

/** The outcome to apply after any trigger: locked in at the roll (1.9.1) or recomputed, per reading cce.trigger-locks-result. */
function outcomeToApply(c: DefenseHost): DefenseOutcome | 'unit-gone' {
  const u = unitById(c, c.defense.current);
  if (!u || !c.defense.roll) return 'unit-gone';
  if (c.readings['cce.trigger-locks-result'] === 'recompute') return outcomeNow(c, u, c.defense.roll);
  return c.defense.roll.locked;
}

/** A35.1, A35.3: "nor already contain a Fortification of any type"; not Water (A35.1: nor a Building). */
function hiddenFortificationFits(c: DefenseHost, hex: string, building: boolean): boolean {
  const facts = c.situation.map.hexes[hex];
  return (building || !facts.terrain.includes('Building')) && !isWater(c.situation.map, hex) && !(facts.markers ?? []).some((m) => FORTIFICATIONS.includes(m));
}

/** CC:P A43.1, A43.4, A43.5: the edition's rule for the rolling unit's owner, who names himself, in its hex. */
function editionHiddenFortificationAllowed(c: DefenseHost, event: EventObject, action: HiddenFortificationAction): boolean {
  const e = event as { action?: unknown; player?: unknown };
  const u = unitById(c, c.defense.current);
  const rule = (c.edition as DefenseChartEdition | undefined)?.hiddenFortification;
  // F100.1, F100.3: a cave (CC:P's situation `caves`, or the host's own, an Asset Request's; no map marker) is a fortification of the hex too.
  const caves = (c.situation as { caves?: readonly { hex: string }[] }).caves;
  const hostCaves = (c as { caves?: readonly { hex: string }[] }).caves;
  return rule !== undefined && e.action === action && u !== undefined && e.player === u.owner && !hasCave(caves, u.hex) && !hasCave(hostCaves, u.hex) && rule({ readings: c.readings, defender: c.defender ?? null, player: u.owner, map: c.situation.map, hex: u.hex }, action);
}

/** CC:P A43.1: the host's placement of a Hidden Cave in the rolling unit's hex, the event's `enter` units entering it; null: it cannot. */
function hiddenCavePlaced(c: DefenseHost, event: EventObject): Partial<DefenseHost> | null {
  const place = (c.edition as DefenseChartEdition | undefined)?.hiddenCave;
  const u = unitById(c, c.defense.current);
  const enter = (event as { enter?: unknown }).enter;
  if (!place || !u || !Array.isArray(enter)) return null;
  return place(c, u.hex, enter as string[]);
}

/** A35.3: the Pillbox is in play if the host says so or a Pillbox marker is on the situation's map. */
const pillboxInPlay = (c: DefenseHost): boolean => c.pillboxInPlay === true || Object.values(c.situation.map.hexes).some((h) => (h.markers ?? []).includes('Pillbox'));

/** A36: the rolled unit is a Squad that would break (or be eliminated by breaking) and its owner holds Light Wounds. */
function lightWoundsOpen(c: DefenseHost): boolean {
  const u = unitById(c, c.defense.current);
  return u !== undefined && outcomeToApply(c) === 'break' && lightWoundsMaySave(u) && nextLightWoundsTeam(c.lightWoundsTeams, u.owner) !== undefined;
}

function record(c: DefenseHost, result: DefenseResult, vp?: Derivation): DefenseRecord[] {
  const r = c.defense.roll!;
  const u = unitById(c, c.defense.current);
  // Under reading cce.trigger-locks-result = recompute, the totals reported are the ones compared after the trigger.
  const recompute = u !== undefined && result !== 'canceled' && c.readings['cce.trigger-locks-result'] === 'recompute';
  const d = recompute ? moraleDerivationOf(c, u) : r.moraleDerivation;
  const total = recompute ? defenseTotalDerivation(d.total, r) : r.defenseTotalDerivation;
  const rec: DefenseRecord = { unit: c.defense.current!, white: r.white, colored: r.colored, attackTotal: r.attackTotal, morale: d.total, defenseTotal: total.total, result, derivation: { morale: d, defenseTotal: total } };
  if (r.trigger) rec.trigger = r.trigger;
  if (vp !== undefined) {
    rec.vp = vp.total;
    rec.derivation.vp = vp;
  }
  return [...c.defense.log, rec];
}

const settled = (c: DefenseHost, log: DefenseRecord[]): DefenseSlice => ({ ...c.defense, log, roll: null, current: null, concealment: 0 });

// -------------------------------------------------------------------------------- guards and actions

type Args<E extends EventObject> = { context: DefenseHost; event: E };

/**
 * What a host adds to the loop's own updates. `lightWoundsPlaced` (A36 "the new Team's activation status for the Turn
 * matches that of the Squad it replaced"): once the Team stands in the Squad's place, the host's own bookkeeping of
 * the units its Order activated (Move's movers, Advance's advance under way), on the context as the loop left it.
 */
export interface DefenseHooks<C> {
  lightWoundsPlaced?: (c: C, squad: string, team: string) => Partial<C>;
}

/**
 * The named guards and actions of the defense states, typed for a host machine's context C and events E.
 * Merge them into `setup({ guards, actions })`; the names are prefixed `defense` to sit beside others.
 */
export function defenseImplementations<C extends DefenseHost, E extends EventObject>(hooks: DefenseHooks<C> = {}) {
  const guards = {
    /** O20.3.4: every unit in the hex at the attack roll has rolled (or left play). */
    defenseNoUnitLeft: ({ context: c }: Args<E>) => !c.defense.toRoll.some((id) => unitById(c, id)),
    /** O20.3.4: the owner picks the next of his units to roll, in any order. */
    defenseUnitMayRoll: ({ context: c, event }: Args<E>) => {
      const unit = (event as { unit?: unknown }).unit;
      return typeof unit === 'string' && c.defense.toRoll.includes(unit) && unitById(c, unit) !== undefined;
    },
    /** 1.9.1: the kept roll's trigger (1.9.1.2: Jammed! is a trigger only on Fire Attack Rolls). */
    ...triggerGuards('defenseRoll', (c: DefenseHost) => c.defense.roll?.trigger),
    defenseRolledUnitGone: ({ context: c }: Args<E>) => outcomeToApply(c) === 'unit-gone',
    /** 3.2.4: a broken unit that breaks again is eliminated. */
    defenseResultEliminates: ({ context: c }: Args<E>) => outcomeToApply(c) === 'break' && unitById(c, c.defense.current)?.broken === true,
    /** CC:P O27.3.4 a): a Defense Total half (or less) the Attack Total eliminates the unit, broken or not. */
    defenseResultEliminatesOutright: ({ context: c }: Args<E>) => outcomeToApply(c) === 'eliminate',
    defenseResultIsBreak: ({ context: c }: Args<E>) => outcomeToApply(c) === 'break',
    defenseResultIsSuppress: ({ context: c }: Args<E>) => outcomeToApply(c) === 'suppress',
    /** A35.1: the scenario Defender, before his unit's roll, in a hex that is no Building, no Water, and has no Fortification. */
    defenseHiddenEntrenchmentsAllowed: ({ context: c, event }: Args<E>) => {
      const e = event as { action?: unknown; player?: unknown };
      const u = unitById(c, c.defense.current);
      return e.action === 'A35.1' && u !== undefined && e.player === u.owner && c.defender === u.owner && hiddenFortificationFits(c, u.hex, false);
    },
    /** A35.3: the scenario Defender, before his unit's roll, for an attack against an Objective hex, the Pillbox not in play, no Water, no Fortification. */
    defenseHiddenPillboxAllowed: ({ context: c, event }: Args<E>) => {
      const e = event as { action?: unknown; player?: unknown };
      const u = unitById(c, c.defense.current);
      return e.action === 'A35.3' && u !== undefined && e.player === u.owner && c.defender === u.owner && (c.objectives ?? []).includes(u.hex) && !pillboxInPlay(c) && hiddenFortificationFits(c, u.hex, true);
    },
    /**
     * CC:P A43.1 Hidden Cave (DefenseChartEdition.hiddenCave): the edition's rule for the rolling unit's owner and hex, and the
     * host places the cave with the units that enter it (F102.1.1). `Shelters`: the rolling unit entered it and the attack no
     * longer reaches it (F102.2.2, under the host's reading); `Allowed`: any other placement.
     */
    defenseEditionHiddenCaveShelters: ({ context: c, event }: Args<E>) => editionHiddenFortificationAllowed(c, event, 'A43.1') && hiddenCavePlaced(c, event)?.defense?.current === null,
    defenseEditionHiddenCaveAllowed: ({ context: c, event }: Args<E>) => editionHiddenFortificationAllowed(c, event, 'A43.1') && hiddenCavePlaced(c, event) !== null,
    /** CC:P A43.4, A43.5: the edition's rule, for the rolling unit's owner and hex (DefenseChartEdition.hiddenFortification). */
    defenseEditionHiddenPillboxAllowed: ({ context: c, event }: Args<E>) => editionHiddenFortificationAllowed(c, event, 'A43.4'),
    defenseEditionHiddenTrenchlineAllowed: ({ context: c, event }: Args<E>) => editionHiddenFortificationAllowed(c, event, 'A43.5'),
    /** A36: "at the instant that a friendly Squad – either broken or unbroken – would break". */
    defenseLightWoundsOpen: ({ context: c }: Args<E>) => lightWoundsOpen(c),
    /** A29: Concealment, by the owner of the unit about to roll (A24.1: several are cumulative). */
    defenseConcealmentAllowed: ({ context: c, event }: Args<E>) => {
      const e = event as { action?: unknown; player?: unknown };
      return e.action === 'A29' && e.player === unitById(c, c.defense.current)?.owner;
    },
  };
  const set = (f: (c: DefenseHost, e: E) => Partial<DefenseHost>) => assign<C, E, undefined, E, never>(({ context, event }) => f(context, event) as Partial<C>);
  const actions = {
    defenseSelectUnit: set((c, e) => {
      const unit = (e as { unit?: string }).unit ?? null;
      return { defense: { ...c.defense, current: unit, toRoll: c.defense.single ? [] : c.defense.toRoll.filter((id) => id !== unit) } };
    }),
    defenseLockInResult: set((c, e) => {
      const ev = e as unknown as { white: Roll['white']; colored: Roll['colored']; trigger?: Trigger };
      const u = unitById(c, c.defense.current)!;
      const roll: Roll = { white: ev.white, colored: ev.colored };
      if (ev.trigger) roll.trigger = ev.trigger;
      const d = moraleDerivationOf(c, u);
      const total = defenseTotalDerivation(d.total, roll);
      return { defense: { ...c.defense, roll: { ...roll, attackTotal: attackTotalNow(c), morale: d.total, moraleDerivation: d, defenseTotal: total.total, defenseTotalDerivation: total, locked: outcomeNow(c, u, roll, total.total) } } };
    }),
    /** 9.1: the roll is cancelled and the Initiative card passes to the opponent. */
    defenseCancelRoll: set((c) => ({ defense: { ...c.defense, log: record(c, 'canceled'), roll: null }, initiative: opponentOf(c.initiative) })),
    defenseApplyTriggerEffects: set((c, e) => ({ situation: ((e as unknown as { effects: UnitEffect[] }).effects ?? []).reduce((s, x) => applyUnitEffect(s, x), c.situation) })),
    defenseEliminateUnit: set((c) => {
      const u = unitById(c, c.defense.current)!;
      return { situation: applyDefenseOutcome(c.situation, u.id, outcomeToApply(c) === 'eliminate' ? 'eliminate' : 'break'), defense: settled(c, record(c, 'eliminated', eliminationVpDerivation(u))) };
    }),
    defenseBreakUnit: set((c) => ({ situation: applyDefenseOutcome(c.situation, c.defense.current!, 'break'), defense: settled(c, record(c, 'broken')) })),
    defenseSuppressUnit: set((c) => ({ situation: applyDefenseOutcome(c.situation, c.defense.current!, 'suppress'), defense: settled(c, record(c, 'suppressed')) })),
    defenseNoteUnaffected: set((c) => ({ defense: settled(c, record(c, 'unaffected')) })),
    defenseNoteUnitGone: set((c) => ({ defense: settled(c, record(c, 'unit-gone')) })),
    /** A29, reading cce.concealment-scope: `attack` lowers the Attack Total itself; `unit` only for this roll. */
    defensePlayConcealment: set((c) => {
      const by = concealmentReduction(c, unitById(c, c.defense.current)!);
      const concealed = [...c.defense.concealed, c.defense.current!];
      const concealmentTotal = c.defense.concealmentTotal + by;
      if (c.readings['cce.concealment-scope'] === 'unit') return { defense: { ...c.defense, concealed, concealmentTotal, concealment: c.defense.concealment + by } };
      return { defense: { ...c.defense, concealed, concealmentTotal, attackTotal: c.defense.attackTotal - by } };
    }),
    /** A35.1: a Foxholes marker goes into the hex; the rolling unit's Morale is taken with it (F102). */
    defensePlaceFoxholes: set((c) => {
      const hex = unitById(c, c.defense.current)!.hex;
      return { situation: withMarker(c.situation, hex, 'Foxholes') };
    }),
    /** A35.3: the Pillbox marker goes into the hex (F104); the rolling unit's Morale is taken with it. */
    defensePlacePillbox: set((c) => {
      const hex = unitById(c, c.defense.current)!.hex;
      return { pillboxInPlay: true, situation: withMarker(c.situation, hex, 'Pillbox') };
    }),
    /** CC:P A43.1: the host places the cave and the units that enter it (F102.1.1), and what it does to this attack's Defense rolls. */
    defensePlaceCave: set((c, e) => hiddenCavePlaced(c, e)!),
    /** CC:P A43.5: a trench marker goes into the hex (F106); the rolling unit's Morale is taken with it. */
    defensePlaceTrench: set((c) => ({ situation: withMarker(c.situation, unitById(c, c.defense.current)!.hex, 'Trench') })),
    /** A36: "Lose 1 VP"; the Squad goes back to the countermix and the Team takes its place (../effects.ts). */
    defenseApplyLightWounds: set((c) => {
      const u = unitById(c, c.defense.current)!;
      const { team, rest } = takeLightWoundsTeam(c.lightWoundsTeams, u.owner);
      const log = record(c, 'wounded', derive(term(LIGHT_WOUNDS_VP_LOSS, 'A36', 'Light Wounds: "Lose 1 VP"'), []));
      log[log.length - 1] = { ...log[log.length - 1], team: team.id };
      const placed = { situation: replaceWithLightWoundsTeam(c.situation, u.id, team), lightWoundsTeams: rest, defense: settled(c, log) };
      return { ...placed, ...hooks.lightWoundsPlaced?.({ ...c, ...placed } as C, u.id, team.id) };
    }),
    /** Units that left play before rolling are dropped from the list (1.9.1). */
    defenseFinish: set((c) => ({ defense: { ...c.defense, toRoll: [], current: null, roll: null } })),
    // 1.9.1.1, 1.9.1.3: "The player rolling the Event! trigger reveals the top card of his draw pile": here the
    // defending unit's owner (O20.3.4: "A player has to make a Fire Defense Roll ... for each of his units";
    // F103.2: "The player controlling such a unit makes its Defense Roll"). Used only by a host that opts in
    // to `events` (with `game`).
    ...(eventHostActions<EventHostContext & DefenseHost>((c) => unitById(c, c.defense.current)!.owner, 'defense') as unknown as Record<'startDefenseEvent' | 'startDefenseSniper' | 'endEvent', ReturnType<typeof set>>),
  };
  return { guards, actions };
}

// -------------------------------------------------------------------------------------------- states

type Meta = { rules: CceRuleId[] };
type Impl = ReturnType<typeof defenseImplementations<DefenseHost, EventObject>>;
export type DefenseGuardName = keyof Impl['guards'];
export type DefenseActionName = keyof Impl['actions'];
type Transition = { target: string; guard?: DefenseGuardName; actions?: DefenseActionName; meta: Meta };

/**
 * The state configs of the defense loop, to spread into a machine's `states`. `done` is the state
 * (a sibling of these) entered once every unit has rolled. `prefix` (default `defense`) names the states
 * (`<prefix>ChoosingUnit`, `<prefix>Rolling`, …): a host that needs the loop twice with different `done`
 * states (Move: the Mine Attack and the Op Fire attack) spreads it twice under two prefixes; the guards
 * and actions are the same ones, on the same `defense` slice. `withoutHiddenEntrenchments`: for an attack
 * on a hex that always holds a Fortification (a Mine Attack, F103), where A35.1 can never be played
 * ("nor already contain a Fortification of any type"), the transition is left out rather than unreachable.
 * `onlyMovingUnitsRoll`: for an attack where every unit that rolls is activated to Move (a Mine Attack
 * during a Move Order, F103.2: "only the moving ... units"), a tie always breaks (O20.3.4), so the
 * Suppress branch is left out rather than unreachable. `resolveFirst`: the host's RESOLVE_TRIGGER branches tried
 * before the loop's own (CC:P Pull Up!, ./artillery/pull-up.ts), with the host's guards and actions.
 */
export function defenseRollStates(options: { done: string; prefix?: string; withoutHiddenEntrenchments?: boolean; onlyMovingUnitsRoll?: boolean; hiddenPillbox?: boolean; hiddenFortifications?: boolean; hiddenCave?: boolean; lightWounds?: boolean; events?: boolean; charts?: TriggerCharts; edition?: DefenseChartEdition; resolveFirst?: { target: string; guard?: unknown; actions?: string | string[]; meta: Meta }[] }) {
  const t = (target: string, meta: CceRuleId[], guard?: DefenseGuardName, actions?: DefenseActionName): Transition => ({ target, meta: { rules: meta }, ...(guard ? { guard } : {}), ...(actions ? { actions } : {}) });
  const e = options.edition ?? CCE_DEFENSE_CHART;
  const n = defenseStateNames(options.prefix);
  return {
    // O20.3.4: "one at a time in any order desired", each unit in the hex at the moment of the roll.
    [n.choosingUnit]: {
      always: t(options.done, ['O20.3.4'], 'defenseNoUnitLeft', 'defenseFinish'),
      on: { CHOOSE_UNIT: t(n.rolling, ['O20.3.4'], 'defenseUnitMayRoll', 'defenseSelectUnit') },
    },
    // O20.3.4: Defense Total = current Morale + roll, locked in at the roll (defenseLockInResult, currentMorale):
    // printed Morale (3.1.4), Command (3.3.1.2), Veteran (E44.1), Suppressed (13.2), Wire (F106.1), and the
    // hex's single best Cover (T78.3) under this attack's Cover rule: a Road's −1 (T93), a crossed Hedge or
    // Wall (T87, T97), Fortifications (F101 Bunker, F102 Foxholes, F104 Pillbox, F105 Trench).
    [n.rolling]: {
      on: {
        ROLL: t(n.considering, ['O20.3.4', '1.9', '3.1.4', '3.2.1', '3.3.1.2', 'E44.1', '13.2', 'F106.1', 'T78.3', 'T93', 'T87', 'T97', 'F101', 'F102', 'F104', 'F105'], undefined, 'defenseLockInResult'),
        PLAY_ACTION: [
          ...(e.concealment ? [t(n.rolling, ['A29', 'A24.1'], 'defenseConcealmentAllowed', 'defensePlayConcealment')] : []),
          ...(options.withoutHiddenEntrenchments ? [] : [t(n.rolling, ['A35.1', 'A35', 'F102', '8.1.3', 'F100.3'], 'defenseHiddenEntrenchmentsAllowed', 'defensePlaceFoxholes')]),
          ...(options.hiddenPillbox ? [t(n.rolling, ['A35.3', 'A35', 'F104', '2.3', '8.1.3', 'F100.3'], 'defenseHiddenPillboxAllowed', 'defensePlacePillbox')] : []),
          // CC:P A43.4, A43.5 (the edition's own transitions, its own ids): a pillbox or a trench into the rolling unit's hex.
          ...(options.hiddenFortifications && e.hiddenFortification
            ? [
                { target: n.rolling, guard: 'defenseEditionHiddenPillboxAllowed' as DefenseGuardName, actions: 'defensePlacePillbox' as DefenseActionName, meta: { rules: ['A43.4', 'A43', 'F105', 'F100.3'], ruleset: 'ccp' } as unknown as Meta },
                { target: n.rolling, guard: 'defenseEditionHiddenTrenchlineAllowed' as DefenseGuardName, actions: 'defensePlaceTrench' as DefenseActionName, meta: { rules: ['A43.5', 'A43', 'F106', 'F100.3'], ruleset: 'ccp' } as unknown as Meta },
              ]
            : []),
          // CC:P A43.1 (the edition's own transitions, its own ids; a host whose situation can hold the new cave opts in):
          // a cave into the rolling unit's Crest hex, the units entering it at once (F102.1.1). If the rolling unit entered it
          // and the attack no longer reaches it (F102.2.2 from upslope; O27.3.4 "exception: units inside caves"), it does not roll.
          ...(options.hiddenCave && e.hiddenCave
            ? [
                { target: n.choosingUnit, guard: 'defenseEditionHiddenCaveShelters' as DefenseGuardName, actions: 'defensePlaceCave' as DefenseActionName, meta: { rules: ['A43.1', 'A43', 'F102', 'F102.1.1', 'F102.2.2', 'O27.3.4', 'F100.3'], ruleset: 'ccp' } as unknown as Meta },
                { target: n.rolling, guard: 'defenseEditionHiddenCaveAllowed' as DefenseGuardName, actions: 'defensePlaceCave' as DefenseActionName, meta: { rules: ['A43.1', 'A43', 'F102', 'F102.1.1', 'F102.2.3', 'F100.3'], ruleset: 'ccp' } as unknown as Meta },
              ]
            : []),
        ],
      },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! means nothing on a Defense Roll): ./order-rolls.ts.
    // With `events`, an Event! or Sniper! is resolved by the rules when the game is described (the nested charts).
    ...rerollStates({
      rolling: n.rolling,
      considering: n.considering,
      resolving: n.resolving,
      applying: n.applying,
      guards: 'defenseRoll',
      cancel: 'defenseCancelRoll',
      applyTrigger: 'defenseApplyTriggerEffects',
      // A host's own RESOLVE_TRIGGER branches first (CC:P Asset Request: Pull Up! during a Run, ./artillery/pull-up.ts).
      ...(options.resolveFirst ? { resolveFirst: options.resolveFirst as never } : {}),
      ...(e.jammed ? {} : { jammed: false as const }),
      ...(options.events ? { ...triggersByTheRules(options.prefix ?? 'defense', 'defense'), ...(options.charts ? { charts: options.charts } : {}) } : {}),
    }),
    [n.applying]: {
      always: [
        t(n.choosingUnit, ['1.9.1'], 'defenseRolledUnitGone', 'defenseNoteUnitGone'),
        ...(options.lightWounds ? [t(n.lightWounds, ['A36', '3.2'], 'defenseLightWoundsOpen')] : []),
        // CC:P O27.3.4 a) (the edition's own transition, its own ids): half (or less) eliminates, broken or not;
        // the unit "(and its possessed weapon, if any)" to the Casualty Track (11.2), the Weapon to its Weapons Box (5.3).
        ...(e.halfEliminates ? [{ target: n.choosingUnit, guard: 'defenseResultEliminatesOutright' as DefenseGuardName, actions: 'defenseEliminateUnit' as DefenseActionName, meta: { rules: ['O27.3.4', '14.1', '11.2', '5.3'], ruleset: 'ccp' } as unknown as Meta }] : []),
        t(n.choosingUnit, ['O20.3.4', '3.2.4', '4.2', '7.1'], 'defenseResultEliminates', 'defenseEliminateUnit'),
        t(n.choosingUnit, ['O20.3.4', '3.2', '3.2.1', '3.2.2'], 'defenseResultIsBreak', 'defenseBreakUnit'),
        ...(options.onlyMovingUnitsRoll ? [] : [t(n.choosingUnit, ['O20.3.4', '13.1', '8.1.1'], 'defenseResultIsSuppress', 'defenseSuppressUnit')]),
        t(n.choosingUnit, ['O20.3.4'], undefined, 'defenseNoteUnaffected'),
      ],
    },
    // A36: "at the instant that a friendly Squad ... would break", its owner may play Light Wounds instead.
    ...(options.lightWounds
      ? {
          [n.lightWounds]: {
            on: {
              LIGHT_WOUNDS: t(n.choosingUnit, ['A36', '7.1'], undefined, 'defenseApplyLightWounds'),
              NO_LIGHT_WOUNDS: [
                t(n.choosingUnit, ['O20.3.4', '3.2.4', '4.2', '7.1', 'A36'], 'defenseResultEliminates', 'defenseEliminateUnit'),
                t(n.choosingUnit, ['O20.3.4', '3.2', '3.2.1', '3.2.2', 'A36'], undefined, 'defenseBreakUnit'),
              ],
            },
          },
        }
      : {}),
  } as Record<string, object>;
}

/**
 * Where an edition's Defense Roll loop differs, one named point each (CC:E's: CCE_DEFENSE_CHART): the
 * half-or-less elimination (CC:P O27.3.4 a), Concealment before a roll (A29; not in CC:P) and the Jammed!
 * trigger (1.9.1.2: meaningless on a Defense Roll; CC:P has no Jammed!).
 */
export interface DefenseChartEdition extends DefenseEdition {
  concealment: boolean;
  jammed: boolean;
  /**
   * CC:P A43.1 Hidden Cave, A43.4 Hidden Pillbox, A43.5 Hidden Trenchline "just prior to the scenario Defender making a Defense roll":
   * whether the rolling unit's owner may play `action` into its hex (machines/ccp/hidden.ts); played only where the
   * host asks for them (`defenseRollStates({ hiddenFortifications: true })`). Absent: none (CC:E's are A35.1, A35.3).
   */
  hiddenFortification?: HiddenFortificationRule;
  /**
   * CC:P A43.1 Hidden Cave, played as A43.4 is (its `hiddenFortification` rule, which checks the Crest hex): the host's
   * situation after the cave is placed into `hex` and the units `enter` it (F102.1.1), with this attack's Defense rolls
   * as the cave leaves them (the defense slice: an occupant the attack no longer reaches drops out, `current` null if it is
   * the rolling unit; the others take the cave's alternate Cover); null where the host cannot place it (e.g. a unit that may
   * not enter). Played only where the host asks for it (`defenseRollStates({ hiddenCave: true })`). Absent: none.
   */
  hiddenCave?: (c: DefenseHost, hex: string, enter: readonly string[]) => Partial<DefenseHost> | null;
  /**
   * CC:P A44 Light Wounds (CC:E A36) "at the instant that a friendly squad ... would break", offered by the loop of every
   * host whose Order breaks Squads (Fire, Move's Op Fire and Mine Attacks, Advance's Mine Attacks, an Impact) without the
   * game around the Order: the host passes `lightWounds: edition.game || edition.lightWounds`. Absent: with the game only
   * (CC:E's hosts, `game`).
   */
  lightWounds?: boolean;
}

/** An edition's Hidden action placing a Fortification marker before a Defense roll (CC:P A43.4 pillbox, A43.5 trench; A43.1's cave is no map marker: `hiddenCave`). */
export const HIDDEN_FORTIFICATION_MARKERS = { 'A43.4': 'Pillbox', 'A43.5': 'Trench' } as const;
export type HiddenFortificationAction = keyof typeof HIDDEN_FORTIFICATION_MARKERS | 'A43.1';
export type HiddenFortificationRule = (c: { readings: Readings; defender: Player | null; player: Player; map: Situation['map']; hex: string }, action: HiddenFortificationAction) => boolean;

export const CCE_DEFENSE_CHART: DefenseChartEdition = { ...CCE_DEFENSE, concealment: true, jammed: true };

/** The state ids of one copy of the defense loop (`defenseRollStates({ prefix })`): enter `choosingUnit`. */
export function defenseStateNames(prefix = 'defense') {
  return {
    choosingUnit: `${prefix}ChoosingUnit`,
    rolling: `${prefix}Rolling`,
    considering: `${prefix}ConsideringReroll`,
    resolving: `${prefix}ResolvingTrigger`,
    applying: `${prefix}Applying`,
    lightWounds: `${prefix}OfferingLightWounds`,
  };
}
