/**
 * The oracle side of ../../../machines/cce/entry.ts: what the Move (O21) and Advance (O16) procedures
 * share when a unit enters a hex — parsing the scenario Defender's answers (A35.2, A35.5), the Defense
 * Roll decisions (F103.2, A29, A35.1, A35.3), and the dice classes of their graph walks.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pairForSum, TRIGGERS } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import { obj, oneOf, str } from '../../../machines/core/validate';
import { defenseMorale } from '../../../machines/cce/fire-defense';
import type { DefenseHost } from '../../../machines/cce/fire-defense-states';
import { PLAYERS } from '../../../machines/cce/units';
import { nestedEventDomain } from './event';
import { nestedTimeAdvanceDomain, type TimeAdvanceOptions } from './time-advance';

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

/**
 * CHOOSE_UNIT (F103.2: one of the units the Mines attacked, `who` names them), PLAY_ACTION (A29, A35.1, A35.3
 * by the player about to make the Defense Roll) and the Defender's HIDDEN_MINES / HIDDEN_WIRE /
 * NO_HIDDEN_ACTION; null for any other event type.
 */
export function parseEntryEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, who: string): EventObject | null {
  const c = snapshot.context as DefenseHost;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'CHOOSE_UNIT') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    if (snapshot.matches('defenseChoosingUnit') && !c.defense.toRoll.includes(unit)) illegal(`${path}.unit`, `${who} (${c.defense.toRoll.join(', ')})`, unit, 'F103.2');
    return { type, unit } as EventObject;
  }
  if (type === 'PLAY_ACTION') {
    const o = obj(raw, path, ['type', 'action', 'player'], ['type', 'action', 'player']);
    const action = oneOf(o.action, `${path}.action`, ['A29', 'A35.1', 'A35.3'] as const, 'A24');
    const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A29');
    const owner = c.situation.units.find((u) => u.id === c.defense.current)?.owner;
    if (snapshot.matches('defenseRolling') && player !== owner) illegal(`${path}.player`, `${owner}: the player about to make the Defense Roll`, player, action);
    const e = { type, action, player } as EventObject;
    // A35.3: only where a Defense Roll loop takes it (an Op Fire's or Assault Fire's; never against Mines, whose hex holds a Fortification).
    const rolling = ['defenseRolling', 'opFireDefenseRolling'].some((st) => snapshot.matches(st));
    if (action === 'A35.3' && rolling && !snapshot.can(e)) illegal(`${path}.action`, 'Hidden Pillbox by the scenario Defender before his Defense Roll against an attack on an Objective hex with no Water or Fortification, the Pillbox not yet in play (never against Mines, F103: the hex holds a Fortification)', action, 'A35.3');
    return e;
  }
  if (type === 'HIDDEN_MINES' || type === 'HIDDEN_WIRE' || type === 'NO_HIDDEN_ACTION') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return null;
}

const clampSum = (n: number): number => Math.min(12, Math.max(2, n));

/** The Defense Roll's classes: Defense Total one less than, equal to, one more than the Attack Total. */
export function defenseSums(attackTotal: number, morale: number): number[] {
  return [...new Set([-1, 0, 1].map((d) => clampSum(attackTotal + d - morale)))].sort((x, y) => x - y);
}

/** ROLL events for these sums, and each trigger once at sum 7 when `triggers`. */
export function rollEvents(sums: number[], triggers: boolean): EventObject[] {
  const events: EventObject[] = sums.map((n) => ({ type: 'ROLL', ...pairForSum(n) }));
  if (triggers) for (const trigger of TRIGGERS) events.push({ type: 'ROLL', ...pairForSum(7), trigger } as EventObject);
  return events;
}

/** The graph-walk options a Move or Advance seed may set for its Mine Attacks and Defense Rolls. */
export interface EntrySeedOptions {
  /** Offer each trigger once per path on the Mine Attack and Defense Rolls (at sum 7). */
  triggers: boolean;
  /** Initiative re-rolls offered per path. */
  rerolls: number;
  /** Offer these triggers once per path on the Mine Attack Roll only (at sum 7): e.g. Event! and Sniper!, resolved by the nested charts with input.game. */
  mineTriggers?: readonly string[];
  /** Offer these triggers once per path on the Defense Roll only (at sum 7): e.g. Event! and Sniper!, resolved by the nested charts with input.game. */
  defenseTriggers?: readonly string[];
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
  /** Offer A29 Concealment before each Defense Roll (Cover 0 against Mines: it reduces nothing). */
  concealment?: boolean;
  /** Offer A35.1 Hidden Entrenchments before the Defender's own Defense Roll. */
  entrenchments?: boolean;
  /** Offer A35.3 Hidden Pillbox before the Defender's own Defense Roll, where the loop takes it (an Objective hex). */
  pillbox?: boolean;
  /** Offer A36 LIGHT_WOUNDS (after NO_LIGHT_WOUNDS) when a Squad would break, where the loop takes it (its owner's `lightWoundsTeams`). */
  lightWounds?: boolean;
}

type EntryHost = DefenseHost & { mineLog: { trigger?: unknown; result: string }[] };

/** Where the seed narrows the Defense Rolls: `sums` per unit instead of the three classes (a rulebook example's own rolls). */
export interface DefenseDomainOptions extends EntrySeedOptions {
  defenseSums?: Record<string, number[]>;
  /** Offer only the first unit still to roll (its order is the owner's choice, O20.3.4; the walk needs one). */
  firstUnitOnly?: boolean;
}

/**
 * The Fire Defense Roll loop's events (../../../machines/cce/fire-defense-states.ts, states `<prefix>…`):
 * each unit still to roll, its Defense Roll by classes against this attack's Cover (or the seed's sums),
 * a trigger once per path (`triggered`), re-rolls and Defense Actions where the seed asks. Null elsewhere.
 */
export function defenseDomain(snapshot: AnyMachineSnapshot, options: DefenseDomainOptions, triggerEffects: unknown[][], triggered: boolean, canceled: number, prefix = 'defense'): EventObject[] | null {
  const c = snapshot.context as DefenseHost;
  if (snapshot.matches(`${prefix}ConsideringReroll`)) return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  if (snapshot.matches(`${prefix}ResolvingTrigger`)) return triggerEffects.map((e) => ({ type: 'RESOLVE_TRIGGER', effects: e }) as EventObject);
  if (snapshot.matches(`${prefix}OfferingLightWounds`)) return options.lightWounds ? [{ type: 'NO_LIGHT_WOUNDS' }, { type: 'LIGHT_WOUNDS' }] : [{ type: 'NO_LIGHT_WOUNDS' }];
  if (snapshot.matches(`${prefix}ChoosingUnit`)) {
    const left = c.defense.toRoll.filter((id) => c.situation.units.some((u) => u.id === id));
    return (options.firstUnitOnly ? left.slice(0, 1) : left).map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  }
  if (!snapshot.matches(`${prefix}Rolling`)) return null;
  const u = c.situation.units.find((x) => x.id === c.defense.current)!;
  const morale = defenseMorale(u, c.situation, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero', c.defense.cover);
  const sums = options.defenseSums?.[u.id] ?? defenseSums(c.defense.attackTotal - c.defense.concealment, morale);
  const events = rollEvents(sums, options.triggers && !triggered);
  if (!triggered) for (const trigger of options.defenseTriggers ?? []) events.push({ type: 'ROLL', ...pairForSum(7), trigger } as EventObject);
  const concealed = c.defense.concealed.includes(u.id) || c.defense.concealment !== 0;
  if (options.concealment && !concealed) events.push({ type: 'PLAY_ACTION', action: 'A29', player: u.owner } as EventObject);
  const entrenched = (c.situation.map.hexes[u.hex].markers ?? []).includes('Foxholes');
  if (options.entrenchments && u.owner === c.defender && !entrenched) events.push({ type: 'PLAY_ACTION', action: 'A35.1', player: u.owner } as EventObject);
  const pillbox = { type: 'PLAY_ACTION', action: 'A35.3', player: u.owner } as EventObject;
  if (options.pillbox && snapshot.can(pillbox)) events.push(pillbox);
  return events;
}

/**
 * The events of the states Move and Advance share (../../../machines/cce/entry.ts): the Defender's answer,
 * the Mine Attack Roll at sum 7, Defense Rolls by classes, triggers once per path, re-rolls and Defense
 * Actions where the seed asks; `triggerEffects` lists what a trigger may do. Null in any other state.
 */
export function entryDomain(snapshot: AnyMachineSnapshot, options: DefenseDomainOptions, triggerEffects: unknown[][]): EventObject[] | null {
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  const c = snapshot.context as EntryHost;
  const triggered = c.mineLog.some((r) => r.trigger) || c.defense.log.some((r) => r.trigger);
  const canceled = c.mineLog.filter((r) => r.result === 'canceled').length + c.defense.log.filter((r) => r.result === 'canceled').length;
  if (snapshot.matches('offeringHiddenAction')) return [{ type: 'HIDDEN_MINES' }, { type: 'HIDDEN_WIRE' }, { type: 'NO_HIDDEN_ACTION' }];
  if (snapshot.matches('rollingMineAttack')) {
    const events = rollEvents([7], options.triggers && !triggered);
    if (!triggered) for (const trigger of options.mineTriggers ?? []) events.push({ type: 'ROLL', ...pairForSum(7), trigger } as EventObject);
    return events;
  }
  if (snapshot.matches('consideringMineReroll')) return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  if (snapshot.matches('resolvingMineTrigger')) return triggerEffects.map((e) => ({ type: 'RESOLVE_TRIGGER', effects: e }) as EventObject);
  return defenseDomain(snapshot, options, triggerEffects, triggered, canceled);
}

/** A35.1 against a Mine Attack: "The hex affected by the attack cannot ... already contain a Fortification of any type" — it holds the Mines. */
export function refuseEntrenchmentsAgainstMines(e: EventObject, path: string, snapshot: AnyMachineSnapshot): void {
  if (e.type === 'PLAY_ACTION' && (e as { action?: string }).action === 'A35.1' && snapshot.matches('defenseRolling') && !snapshot.can(e)) {
    illegal(`${path}.action`, 'an Action the defending player may play: no Hidden Entrenchments in a Mines hex, which already holds a Fortification', 'A35.1', 'A35.1');
  }
}
