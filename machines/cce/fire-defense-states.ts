/**
 * The Fire Defense Roll sequence (CC:E O20.3.4), as reusable statechart states. ONE copy, used by every
 * attack that makes Fire Defense Rolls: Fire and Op Fire (O20, A33), Artillery Impact (O18.2.3.2) and
 * Mine Attacks (F103). The arithmetic is in ./fire-defense.ts; this module sequences it:
 *
 *   defenseChoosingUnit --CHOOSE_UNIT--> defenseRolling --ROLL--> defenseConsideringReroll
 *     --REROLL (9.1)--> defenseRolling | --KEEP_ROLL--> [defenseResolvingTrigger --RESOLVE_TRIGGER-->]
 *     defenseApplying --> defenseChoosingUnit ... --(nobody left)--> <done>
 *
 * O20.3.4: "each of his units that were in a hex at the moment that a Fire Attack Roll was made against
 * it", "one at a time in any order desired"; 1.9.1: a trigger is resolved before the roll's result is
 * applied (Jammed! means nothing on a Defense Roll, 1.9.1.2); 9.1: the Initiative holder may cancel the
 * roll. Event names are Recover's: CHOOSE_UNIT, ROLL, REROLL, KEEP_ROLL, RESOLVE_TRIGGER; and
 * PLAY_ACTION { action: 'A29' } (Concealment) or { action: 'A35.1' } (Hidden Entrenchments, scenario
 * Defender only: give the host a `defender`), which the defender may play before a Defense Roll.
 *
 * HOW TO REUSE (Rout's Mine attack, Artillery Impact, Move's Op Fire):
 *   1. Give your context `{ situation, readings, initiative, defense: DefenseSlice }` (DefenseHost) and
 *      accept the DefenseEvent events.
 *   2. `const defense = defenseImplementations<YourContext, YourEvent>();` then
 *      `setup({ guards: { ...yourGuards, ...defense.guards }, actions: { ...yourActions, ...defense.actions } })`.
 *   3. Spread `...defenseRollStates({ done: 'yourNextState' })` into your `states` (ids are `defense*`).
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
import { rollSum } from '../core/dice';
import { FORTIFICATIONS, isWater } from '../core/map';
import type { Readings } from '../core/readings';
import type { CceRuleId } from './rule-ids';
import type { CoverOptions } from './terrain';
import { opponentOf, type Player, type Situation, type Unit } from './units';
import { applyUnitEffect, type UnitEffect } from './effects';
import { rerollStates, triggerGuards } from './order-rolls';
import { applyDefenseOutcome, attackCoverValue, defenseMorale, defenseOutcome, eliminationVp, type DefenseOutcome } from './fire-defense';

// ---------------------------------------------------------------------------------------------- types

/** What a Fire Defense Roll did. `eliminated`: a broken unit broke (3.2.4); `canceled`: by the Initiative (9.1); `unit-gone`: removed by the trigger. */
export type DefenseResult = 'broken' | 'eliminated' | 'suppressed' | 'unaffected' | 'canceled' | 'unit-gone';

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
  /** 7.1: the VP the opponent gains for an eliminated unit (0 for a Hero). */
  vp?: number;
}

export interface DefenseSlice {
  attackTotal: number;
  /** O20.3.4: units in the hex at the moment of the attack roll that have not rolled yet. */
  toRoll: string[];
  current: string | null;
  roll: (Roll & { attackTotal: number; morale: number; defenseTotal: number; locked: DefenseOutcome }) | null;
  log: DefenseRecord[];
  /** The Cover rule of this attack, as currentMorale takes it (T78.3, T87, T97, F101-F105, F103.2, 11.6). */
  cover: CoverOptions | number;
  /** Units activated to Move: a tie breaks them (O20.3.4, A33). */
  moving: string[];
  /** A29 Concealment played before the current unit's roll, under reading cce.concealment-scope = unit: the reduction for this roll only. */
  concealment: number;
  /** A29: the units before whose roll Concealment was played in this attack (one entry per card). */
  concealed: string[];
}

export interface DefenseHost {
  situation: Situation;
  readings: Readings;
  initiative: Player;
  defense: DefenseSlice;
  /** The scenario Defender (A35), if the host knows one; Hidden Entrenchments needs it. */
  defender?: Player | null;
}

export type DefenseEvent =
  | { type: 'CHOOSE_UNIT'; unit: string }
  | { type: 'ROLL'; white: number; colored: number; trigger?: Trigger }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'RESOLVE_TRIGGER'; effects: UnitEffect[] }
  /** A29 Concealment or A35.1 Hidden Entrenchments, played by the defending unit's owner just before its Defense Roll. */
  | { type: 'PLAY_ACTION'; action: string; player: Player };

/** An empty slice, for a machine's initial context. */
export const NO_DEFENSE: DefenseSlice = { attackTotal: 0, toRoll: [], current: null, roll: null, log: [], cover: {}, moving: [], concealment: 0, concealed: [] };

/**
 * Start a defense: every unit in `hexes` at this moment rolls (O20.3.4), friend or foe of the firer —
 * a Fire Attack affects every unit in its target hex. The log of earlier defenses is kept.
 */
export function startDefense(situation: Situation, previous: DefenseSlice, attackTotal: number, hexes: readonly string[], cover: CoverOptions | number, moving: readonly string[]): DefenseSlice {
  return {
    attackTotal,
    toRoll: situation.units.filter((u) => hexes.includes(u.hex)).map((u) => u.id),
    current: null,
    roll: null,
    log: previous.log,
    cover,
    moving: [...moving],
    concealment: 0,
    concealed: [],
  };
}

// ------------------------------------------------------------------------------------ rule arithmetic

const unitById = (c: DefenseHost, id: string | null): Unit | undefined => c.situation.units.find((u) => u.id === id);
const brokenLeaderCommand = (c: DefenseHost): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');
const moraleOf = (c: DefenseHost, u: Unit): number => defenseMorale(u, c.situation, brokenLeaderCommand(c), c.defense.cover);
/** The Attack Total this roll is compared with: less a unit-scoped Concealment (A29). */
const attackTotalNow = (c: DefenseHost): number => c.defense.attackTotal - c.defense.concealment;
const outcomeNow = (c: DefenseHost, u: Unit, roll: number): DefenseOutcome => defenseOutcome(attackTotalNow(c), moraleOf(c, u) + roll, c.defense.moving.includes(u.id));

/**
 * A29: "Determine the Cover in the targeted hex and reduce the Fire Attack Total by that amount", with
 * this attack's Cover rule. Reading cce.concealment-negative-cover: `literal` lets a negative Cover
 * (Road, Stream) raise the total; `zero` treats it as 0.
 */
function concealmentReduction(c: DefenseHost, u: Unit): number {
  const cover = attackCoverValue(c.situation, u.hex, c.defense.cover);
  return c.readings['cce.concealment-negative-cover'] === 'zero' ? Math.max(0, cover) : cover;
}

/** The outcome to apply after any trigger: locked in at the roll (1.9.1) or recomputed, per reading cce.trigger-locks-result. */
function outcomeToApply(c: DefenseHost): DefenseOutcome | 'unit-gone' {
  const u = unitById(c, c.defense.current);
  if (!u || !c.defense.roll) return 'unit-gone';
  if (c.readings['cce.trigger-locks-result'] === 'recompute') return outcomeNow(c, u, rollSum(c.defense.roll));
  return c.defense.roll.locked;
}

function hiddenEntrenchmentsFit(c: DefenseHost, hex: string): boolean {
  const facts = c.situation.map.hexes[hex];
  return !facts.terrain.includes('Building') && !isWater(c.situation.map, hex) && !(facts.markers ?? []).some((m) => FORTIFICATIONS.includes(m));
}

function record(c: DefenseHost, result: DefenseResult, vp?: number): DefenseRecord[] {
  const r = c.defense.roll!;
  const u = unitById(c, c.defense.current);
  // Under reading cce.trigger-locks-result = recompute, the totals reported are the ones compared after the trigger.
  const morale = u && result !== 'canceled' && c.readings['cce.trigger-locks-result'] === 'recompute' ? moraleOf(c, u) : r.morale;
  const rec: DefenseRecord = { unit: c.defense.current!, white: r.white, colored: r.colored, attackTotal: r.attackTotal, morale, defenseTotal: morale + rollSum(r), result };
  if (r.trigger) rec.trigger = r.trigger;
  if (vp !== undefined) rec.vp = vp;
  return [...c.defense.log, rec];
}

const settled = (c: DefenseHost, log: DefenseRecord[]): DefenseSlice => ({ ...c.defense, log, roll: null, current: null, concealment: 0 });

// -------------------------------------------------------------------------------- guards and actions

type Args<E extends EventObject> = { context: DefenseHost; event: E };

/**
 * The named guards and actions of the defense states, typed for a host machine's context C and events E.
 * Merge them into `setup({ guards, actions })`; the names are prefixed `defense` to sit beside others.
 */
export function defenseImplementations<C extends DefenseHost, E extends EventObject>() {
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
    defenseResultIsBreak: ({ context: c }: Args<E>) => outcomeToApply(c) === 'break',
    defenseResultIsSuppress: ({ context: c }: Args<E>) => outcomeToApply(c) === 'suppress',
    /** A35.1: the scenario Defender, before his unit's roll, in a hex that is no Building, no Water, and has no Fortification. */
    defenseHiddenEntrenchmentsAllowed: ({ context: c, event }: Args<E>) => {
      const e = event as { action?: unknown; player?: unknown };
      const u = unitById(c, c.defense.current);
      return e.action === 'A35.1' && u !== undefined && e.player === u.owner && c.defender === u.owner && hiddenEntrenchmentsFit(c, u.hex);
    },
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
      return { defense: { ...c.defense, current: unit, toRoll: c.defense.toRoll.filter((id) => id !== unit) } };
    }),
    defenseLockInResult: set((c, e) => {
      const ev = e as unknown as { white: Roll['white']; colored: Roll['colored']; trigger?: Trigger };
      const u = unitById(c, c.defense.current)!;
      const roll: Roll = { white: ev.white, colored: ev.colored };
      if (ev.trigger) roll.trigger = ev.trigger;
      const morale = moraleOf(c, u);
      return { defense: { ...c.defense, roll: { ...roll, attackTotal: attackTotalNow(c), morale, defenseTotal: morale + rollSum(roll), locked: outcomeNow(c, u, rollSum(roll)) } } };
    }),
    /** 9.1: the roll is cancelled and the Initiative card passes to the opponent. */
    defenseCancelRoll: set((c) => ({ defense: { ...c.defense, log: record(c, 'canceled'), roll: null }, initiative: opponentOf(c.initiative) })),
    defenseApplyTriggerEffects: set((c, e) => ({ situation: ((e as unknown as { effects: UnitEffect[] }).effects ?? []).reduce((s, x) => applyUnitEffect(s, x), c.situation) })),
    defenseEliminateUnit: set((c) => {
      const u = unitById(c, c.defense.current)!;
      return { situation: applyDefenseOutcome(c.situation, u.id, 'break'), defense: settled(c, record(c, 'eliminated', eliminationVp(u))) };
    }),
    defenseBreakUnit: set((c) => ({ situation: applyDefenseOutcome(c.situation, c.defense.current!, 'break'), defense: settled(c, record(c, 'broken')) })),
    defenseSuppressUnit: set((c) => ({ situation: applyDefenseOutcome(c.situation, c.defense.current!, 'suppress'), defense: settled(c, record(c, 'suppressed')) })),
    defenseNoteUnaffected: set((c) => ({ defense: settled(c, record(c, 'unaffected')) })),
    defenseNoteUnitGone: set((c) => ({ defense: settled(c, record(c, 'unit-gone')) })),
    /** A29, reading cce.concealment-scope: `attack` lowers the Attack Total itself; `unit` only for this roll. */
    defensePlayConcealment: set((c) => {
      const by = concealmentReduction(c, unitById(c, c.defense.current)!);
      const concealed = [...c.defense.concealed, c.defense.current!];
      if (c.readings['cce.concealment-scope'] === 'unit') return { defense: { ...c.defense, concealed, concealment: c.defense.concealment + by } };
      return { defense: { ...c.defense, concealed, attackTotal: c.defense.attackTotal - by } };
    }),
    /** A35.1: a Foxholes marker goes into the hex; the rolling unit's Morale is taken with it (F102). */
    defensePlaceFoxholes: set((c) => {
      const hex = unitById(c, c.defense.current)!.hex;
      const facts = c.situation.map.hexes[hex];
      return { situation: { ...c.situation, map: { ...c.situation.map, hexes: { ...c.situation.map.hexes, [hex]: { ...facts, markers: [...(facts.markers ?? []), 'Foxholes'] } } } } };
    }),
    /** Units that left play before rolling are dropped from the list (1.9.1). */
    defenseFinish: set((c) => ({ defense: { ...c.defense, toRoll: [], current: null, roll: null } })),
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
 * (a sibling of these) entered once every unit has rolled. `withoutHiddenEntrenchments`: for an attack
 * on a hex that always holds a Fortification (a Mine Attack, F103), where A35.1 can never be played
 * ("nor already contain a Fortification of any type"), the transition is left out rather than unreachable.
 * `onlyMovingUnitsRoll`: for an attack where every unit that rolls is activated to Move (a Mine Attack
 * during a Move Order, F103.2: "only the moving ... units"), a tie always breaks (O20.3.4), so the
 * Suppress branch is left out rather than unreachable.
 */
export function defenseRollStates(options: { done: string; withoutHiddenEntrenchments?: boolean; onlyMovingUnitsRoll?: boolean }) {
  const t = (target: string, meta: CceRuleId[], guard?: DefenseGuardName, actions?: DefenseActionName): Transition => ({ target, meta: { rules: meta }, ...(guard ? { guard } : {}), ...(actions ? { actions } : {}) });
  return {
    // O20.3.4: "one at a time in any order desired", each unit in the hex at the moment of the roll.
    defenseChoosingUnit: {
      always: t(options.done, ['O20.3.4'], 'defenseNoUnitLeft', 'defenseFinish'),
      on: { CHOOSE_UNIT: t('defenseRolling', ['O20.3.4'], 'defenseUnitMayRoll', 'defenseSelectUnit') },
    },
    // O20.3.4, 3.1.4, T78.3, 3.3.1.2: Defense Total = current Morale (this attack's Cover) + roll.
    defenseRolling: {
      on: {
        ROLL: t('defenseConsideringReroll', ['O20.3.4', '1.9'], undefined, 'defenseLockInResult'),
        PLAY_ACTION: [
          t('defenseRolling', ['A29', 'A24.1'], 'defenseConcealmentAllowed', 'defensePlayConcealment'),
          ...(options.withoutHiddenEntrenchments ? [] : [t('defenseRolling', ['A35.1', 'A35', 'F102'], 'defenseHiddenEntrenchmentsAllowed', 'defensePlaceFoxholes')]),
        ],
      },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! means nothing on a Defense Roll): ./order-rolls.ts.
    ...rerollStates({ rolling: 'defenseRolling', considering: 'defenseConsideringReroll', resolving: 'defenseResolvingTrigger', applying: 'defenseApplying', guards: 'defenseRoll', cancel: 'defenseCancelRoll', applyTrigger: 'defenseApplyTriggerEffects' }),
    defenseApplying: {
      always: [
        t('defenseChoosingUnit', ['1.9.1'], 'defenseRolledUnitGone', 'defenseNoteUnitGone'),
        t('defenseChoosingUnit', ['O20.3.4', '3.2.4', '4.2', '7.1'], 'defenseResultEliminates', 'defenseEliminateUnit'),
        t('defenseChoosingUnit', ['O20.3.4', '3.2'], 'defenseResultIsBreak', 'defenseBreakUnit'),
        ...(options.onlyMovingUnitsRoll ? [] : [t('defenseChoosingUnit', ['O20.3.4', '13.1'], 'defenseResultIsSuppress', 'defenseSuppressUnit')]),
        t('defenseChoosingUnit', ['O20.3.4'], undefined, 'defenseNoteUnaffected'),
      ],
    },
  } as const;
}
