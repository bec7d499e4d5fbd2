/**
 * The Fire procedure (O20, and one Op Fire attack, A33) for the oracle: situation and event validation,
 * the seed situations and the declared event domain for the graph walk.
 *
 * Domain: each seed scripts its decisions — the activation(s) offered, the shots in the order the firer
 * takes them (the next legal one not yet taken, so paths do not multiply by shot order), the Actions
 * played on each shot, the Fire Attack Rolls (explicit dice: doubles and triggers matter, A41, O20.3.3.1)
 * and the effects offered for a trigger. Targeting Rolls are classes of products (O20.2.3 compares a
 * product with range + Hindrance): the largest product that misses and the smallest that hits, each by
 * one canonical pair. Fire Defense Rolls are classes of sums (O20.3.4 compares a total): the boundary
 * sums around Attack Total − Morale (as Recover does), for the units in the order they are listed;
 * seeds that ask for it also offer every order. Re-rolls (9.1) where a seed asks.
 */
import { nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { allPairs, rollProduct, TRIGGERS, type Die, type Trigger } from '../../../machines/core/dice';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { OracleError, invalid } from '../../../machines/core/errors';
import { fireMachine, projectFire } from '../../../machines/cce/fire/machine';
import { fireEditionOf, shotActionOf } from '../../../machines/cce/fire/edition';
import { FIRE_ACTIONS, FIRE_MODES, type FireAction, type FireContext, type FireSituation } from '../../../machines/cce/fire/types';
import { anyActivationProblem, actionProblem, currentFinalFp, finalFpProblem, shotOf, shotProblem, sustainedCandidates, ordnanceRange, targetingHindrance } from '../../../machines/cce/fire/guards';
import { defenseMorale } from '../../../machines/cce/fire-defense';
import { FORTIFICATION_COVER, TERRAIN_COVER } from '../../../machines/cce/terrain';
import { HEX_ID, NATIONALITIES, parseSituationUnits, PLAYERS, type Nationality, type Player, type Unit, type Weapon } from '../../../machines/cce/units';
import { isWaterTerrain } from '../../../machines/core/map';
import type { UnitEffect } from '../../../machines/cce/effects';
import { parseLightWoundsTeams, parseLos, parseRollEvent, unknownEvent } from './common';
import { buildUnit, loadSeeds, onFirstUse } from './seeds';
import { pairwise } from '../../gen/pairwise';
import { boundarySums } from './recover';
import { pairForSum } from '../../../machines/core/dice';

const EVENT_TYPES = ['ACTIVATE', 'DECLARE_SHOT', 'PLAY_ACTION', 'FIRE', 'ABANDON_SHOT', 'BREAK_WEAPON', 'END_ORDER', 'CHOOSE_UNIT', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;
/** Actions of the Defense Roll loop (../../../machines/cce/fire-defense-states.ts) played just before a Defense Roll (A36 has its own events). */
const DEFENSE_ACTIONS = ['A29', 'A35.1', 'A35.3'] as const;
type DefenseAction = (typeof DEFENSE_ACTIONS)[number];
const isDefenseAction = (a: string): a is DefenseAction => (DEFENSE_ACTIONS as readonly string[]).includes(a);

export const ids = (raw: unknown, path: string, units: Unit[], rule: string): string[] =>
  raw === undefined
    ? []
    : arr(raw, path).map((x, i) => {
        const id = str(x, `${path}[${i}]`);
        if (!units.some((u) => u.id === id)) invalid(`${path}[${i}]`, 'the id of a unit in play', id, rule);
        return id;
      });

/** 2.3, A35.3: a situation's Objective hexes (Hidden Pillbox), each a hex of its map. */
export function parseObjectiveHexes(raw: unknown, path: string, map: { hexes: Record<string, unknown> }): string[] {
  return arr(raw, path).map((h, i) => {
    const hex = str(h, `${path}[${i}]`, HEX_ID, 'a hex id such as "C7" (2.3)');
    if (!map.hexes[hex]) invalid(`${path}[${i}]`, "a hex of the situation's map", hex, '2.3');
    return hex;
  });
}

/** `terrain`: the terrain names the map may hold (absent: CC:E's; an edition's parser gives its own). */
export function parseFireSituation(raw: unknown, path: string, terrain?: readonly string[], impassable?: Parameters<typeof parseSituationUnits>[3], hexsideFeatures?: Parameters<typeof parseSituationUnits>[4]): FireSituation {
  const o = obj(raw, path, ['player', 'initiative', 'mode', 'defender', 'activatedThisTurn', 'opFireActivated', 'moving', 'entering', 'los', 'units', 'map', 'objectives', 'pillboxInPlay', 'lightWoundsTeams', 'game'], ['player', 'initiative', 'los', 'units', 'map']);
  const base = parseSituationUnits(o, path, terrain, impassable, hexsideFeatures);
  const weapons = base.units.filter((u) => u.weapon).map((u) => u.weapon as Weapon);
  base.units.forEach((u, i) => {
    if (u.weapon && (base.units.some((x) => x.id === u.weapon!.id) || weapons.filter((w) => w.id === u.weapon!.id).length > 1)) {
      invalid(`${path}.units[${i}].weapon.id`, 'an id used by no unit and no other Weapon', u.weapon.id, '11');
    }
  });
  const mode = o.mode === undefined ? 'order' : oneOf(o.mode, `${path}.mode`, FIRE_MODES, 'A33');
  const s: FireSituation = {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O20'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    mode,
    defender: o.defender === undefined || o.defender === null ? null : oneOf(o.defender, `${path}.defender`, PLAYERS, 'A27'),
    activatedThisTurn: ids(o.activatedThisTurn, `${path}.activatedThisTurn`, base.units, 'O14.1'),
    opFireActivated: ids(o.opFireActivated, `${path}.opFireActivated`, base.units, 'A33.3'),
    moving: ids(o.moving, `${path}.moving`, base.units, 'O20.3.4'),
    entering: ids(o.entering, `${path}.entering`, base.units, 'A33.3'),
    los: parseLos(o.los, `${path}.los`, base.map.hexes),
    ...base,
  };
  if (o.objectives !== undefined) s.objectives = parseObjectiveHexes(o.objectives, `${path}.objectives`, s.map);
  if (o.pillboxInPlay !== undefined) s.pillboxInPlay = bool(o.pillboxInPlay, `${path}.pillboxInPlay`);
  if (o.lightWoundsTeams !== undefined) s.lightWoundsTeams = parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, s.units);
  if (mode === 'order' && s.opFireActivated.length) invalid(`${path}.opFireActivated`, 'empty unless mode is "op-fire"', s.opFireActivated, 'A33.3');
  s.entering.forEach((id, i) => {
    if (!s.moving.includes(id)) invalid(`${path}.entering[${i}]`, `a unit listed in ${path}.moving`, id, 'A33.3');
  });
  if (o.game !== undefined) {
    if (mode !== 'order') invalid(`${path}.game`, 'absent unless mode is "order" (an Op Fire\'s triggers are the Move Order\'s)', o.game, 'A33');
    s.game = parseGame(o.game, path, o.units, o.map);
  }
  return s;
}

function rejected(path: string, problem: { rule: string; why: string }, actual: unknown): never {
  throw new OracleError({ code: 'illegal-event', path, expected: `a legal decision (${problem.why})`, actual, rule: problem.rule });
}

export function parseFireEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as FireContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'ACTIVATE': {
      const o = obj(raw, path, ['type', 'units'], ['type', 'units']);
      const units = arr(o.units, `${path}.units`).map((x, i) => str(x, `${path}.units[${i}]`));
      if (snapshot.matches('activating')) {
        const p = anyActivationProblem(c, units);
        if (p) rejected(`${path}.units`, p, units);
      }
      return { type: 'ACTIVATE', units } as EventObject;
    }
    case 'DECLARE_SHOT': {
      // CC:P O27.2.5: `spotter`, the Scout a mortar's LOS is traced from, only in an edition with Scouts.
      const o = obj(raw, path, ['type', 'pieces', 'target', 'base', 'smoke', ...(fireEditionOf(c).scouts ? ['spotter'] : [])], ['type', 'pieces', 'target']);
      const e = {
        type: 'DECLARE_SHOT' as const,
        pieces: arr(o.pieces, `${path}.pieces`).map((x, i) => str(x, `${path}.pieces[${i}]`)),
        target: str(o.target, `${path}.target`, HEX_ID, 'a hex id such as "C7" (2.1)'),
        ...(o.base !== undefined ? { base: str(o.base, `${path}.base`) } : {}),
        ...(o.smoke !== undefined ? { smoke: bool(o.smoke, `${path}.smoke`) } : {}),
        ...(o.spotter !== undefined ? { spotter: str(o.spotter, `${path}.spotter`) } : {}),
      };
      if (snapshot.matches('choosingShot')) {
        const p = shotProblem(c, shotOf(c, e));
        if (p) rejected(path, p, e);
      }
      return e as EventObject;
    }
    case 'PLAY_ACTION': {
      const o = obj(raw, path, ['type', 'action', 'player', 'nationality', 'hex'], ['type', 'action', 'player']);
      const e: { type: 'PLAY_ACTION'; action: FireAction | DefenseAction; player: Player; nationality?: Nationality; hex?: string } = {
        type: 'PLAY_ACTION' as const,
        action: oneOf(o.action, `${path}.action`, [...FIRE_ACTIONS, ...DEFENSE_ACTIONS] as const, 'A24'),
        player: oneOf(o.player, `${path}.player`, PLAYERS, 'A24'),
      };
      if (o.nationality !== undefined) e.nationality = oneOf(o.nationality, `${path}.nationality`, NATIONALITIES, 'A37');
      if (o.hex !== undefined) e.hex = str(o.hex, `${path}.hex`, HEX_ID, 'a hex id such as "C7" (A40: the second targeted hex)');
      const current = c.situation.units.find((u) => u.id === c.defense.current);
      if (snapshot.matches('playingActions')) {
        const p = isDefenseAction(e.action) ? { rule: e.action, why: 'this Action is played just prior to a Defense Roll' } : actionProblem(c, e.action, e.player, e.nationality, e.hex);
        if (p) rejected(path, p, e);
      }
      if (snapshot.matches('defenseRolling')) {
        if (e.action !== 'A29' && e.action !== 'A35.1' && e.action !== 'A35.3') rejected(`${path}.action`, { rule: 'A24.1', why: 'only Concealment (A29), Hidden Entrenchments (A35.1) or Hidden Pillbox (A35.3) may be played just prior to a Defense Roll' }, e.action);
        if (e.player !== current?.owner) rejected(`${path}.player`, { rule: e.action, why: `the owner of the unit about to make its Defense Roll (${current?.owner})` }, e.player);
        if (e.action === 'A35.1' && !snapshot.can(e as EventObject)) rejected(`${path}.action`, { rule: 'A35.1', why: 'the scenario Defender, in a hex with no Building, Water or Fortification' }, e.action);
        if (e.action === 'A35.3' && !snapshot.can(e as EventObject)) rejected(`${path}.action`, { rule: 'A35.3', why: 'the scenario Defender, in an Objective hex with no Water or Fortification, the Pillbox not yet in play' }, e.action);
      }
      return e as EventObject;
    }
    case 'LIGHT_WOUNDS':
    case 'NO_LIGHT_WOUNDS':
      obj(raw, path, ['type'], ['type']);
      return { type } as EventObject;
    case 'BREAK_WEAPON': {
      const o = obj(raw, path, ['type', 'weapon'], ['type', 'weapon']);
      const weapon = str(o.weapon, `${path}.weapon`);
      if (snapshot.matches('breakingSustainedFire') && !sustainedCandidates(c).some((p) => p.id === weapon)) {
        rejected(`${path}.weapon`, { rule: 'A41', why: `one firing Mortar or MG (${sustainedCandidates(c).map((p) => p.id).join(', ')})` }, weapon);
      }
      return { type: 'BREAK_WEAPON', weapon } as EventObject;
    }
    case 'CHOOSE_UNIT': {
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      const unit = str(o.unit, `${path}.unit`);
      if (snapshot.matches('defenseChoosingUnit') && !c.defense.toRoll.includes(unit)) {
        // CC:P 3.3.4 c): a Sogeki Hei's attack affects the one unit chosen, an unbroken one if any is present.
        if (c.defense.single) rejected(`${path}.unit`, { rule: '3.3.4', why: `the one unit the Sogeki Hei affects, an unbroken one if any is present (${c.defense.toRoll.join(', ')})` }, unit);
        rejected(`${path}.unit`, { rule: 'O20.3.4', why: `a unit in the target hex at the attack roll that has not rolled yet (${c.defense.toRoll.join(', ') || 'none'})` }, unit);
      }
      return { type: 'CHOOSE_UNIT', unit } as EventObject;
    }
    case 'FIRE':
    case 'ABANDON_SHOT':
    case 'END_ORDER':
      obj(raw, path, ['type'], ['type']);
      if (snapshot.matches('playingActions')) {
        const p = finalFpProblem(c, type);
        if (p) rejected(path, p, raw);
      }
      return { type } as EventObject;
    default:
      return unknownEvent(raw, path, snapshot, EVENT_TYPES);
  }
}

// ------------------------------------------------------------------------------------------- domain

type RollSpec = { white: Die; colored: Die; trigger?: Trigger };

export interface ScriptedShot {
  pieces: string[];
  target: string;
  base?: string;
  smoke?: boolean;
  /** Actions played, in order, before FIRE (each offered once, in turn). */
  actions?: FireAction[];
  /** The Fire Attack Rolls offered. */
  attackRolls?: RollSpec[];
  /** A37 (CC:P A45): the nationality a scripted Marksmanship card indicates. */
  marksmanship?: Nationality;
  /** A40: the second hex a scripted Spray Fire targets. */
  spray?: string;
  /** CC:P O27.2.5: the Scout a scripted mortar shot's LOS is traced from. */
  spotter?: string;
}

export interface FireSeedOptions {
  activations: string[][];
  shots: ScriptedShot[];
  /** Effect lists offered for a RESOLVE_TRIGGER. */
  triggerEffects?: UnitEffect[][];
  /** Offer every order of Fire Defense Rolls (O20.3.4) instead of the listed order. */
  anyDefenseOrder?: boolean;
  /** Initiative re-rolls offered per path (9.1). */
  rerolls?: number;
  /** Offer END_ORDER before the first shot. */
  endOrder?: boolean;
  /** Offer a trigger on the boundary Defense Roll (once per path). */
  defenseTriggers?: boolean;
  /** Offer Hidden Entrenchments (A35.1) wherever they may be played. */
  hiddenEntrenchments?: boolean;
  /** Offer Hidden Pillbox (A35.3) wherever it may be played. */
  hiddenPillbox?: boolean;
  /** A36: offer Light Wounds wherever a Squad would break and its owner holds it. */
  lightWounds?: boolean;
  /** Offer Concealment (A29) before the first Defense Roll of the walk. */
  concealment?: boolean;
  /** Offer Event! on the hitting and Jammed! on the missing Targeting Roll (once per path). */
  targetingTriggers?: boolean;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

const key = (s: { pieces: string[]; target: string }) => `${[...s.pieces].sort().join('+')}@${s.target}`;

function productClasses(threshold: number): RollSpec[] {
  const pairs = allPairs();
  const miss = pairs.filter((p) => rollProduct(p) <= threshold).sort((a, b) => rollProduct(b) - rollProduct(a) || a.white - b.white)[0];
  const hit = pairs.filter((p) => rollProduct(p) > threshold).sort((a, b) => rollProduct(a) - rollProduct(b) || a.white - b.white)[0];
  return [miss, hit].filter((p): p is { white: Die; colored: Die } => p !== undefined);
}

export function fireDomain(snapshot: AnyMachineSnapshot, o: FireSeedOptions): EventObject[] {
  const c = snapshot.context as FireContext;
  const advance = nestedTimeAdvanceDomain(snapshot, o.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  const triggered = c.shots.some((s) => s.attack?.trigger || s.targeting?.trigger) || c.defense.log.some((r) => r.trigger) || c.record?.targeting?.trigger !== undefined || (c.roll?.trigger !== undefined);
  const canceled = c.shots.reduce((n, s) => n + s.canceled.length, 0) + (c.record?.canceled.length ?? 0) + c.defense.log.filter((r) => r.result === 'canceled').length;
  const rerollOffer = (): EventObject[] => (canceled < (o.rerolls ?? 0) ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }]);
  if (snapshot.matches('activating')) return o.activations.map((units) => ({ type: 'ACTIVATE', units }) as EventObject);
  if (snapshot.matches('choosingShot')) {
    const taken = new Set(c.shots.map(key));
    const next = o.shots.find((s) => !taken.has(key(s)) && shotProblem(c, shotOf(c, s)) === null);
    const out: EventObject[] = next ? [{ type: 'DECLARE_SHOT', pieces: next.pieces, target: next.target, ...(next.base ? { base: next.base } : {}), ...(next.smoke ? { smoke: true } : {}), ...(next.spotter ? { spotter: next.spotter } : {}) } as EventObject] : [];
    if (!next || (o.endOrder && c.shots.length === 0)) out.push({ type: 'END_ORDER' });
    return out;
  }
  const script = c.shot ? o.shots.find((s) => key(s) === key(c.shot!)) : undefined;
  if (snapshot.matches('targeting')) {
    const classes = productClasses(ordnanceRange(c) + targetingHindrance(c));
    const events: EventObject[] = classes.map((p) => ({ type: 'ROLL', ...p }) as EventObject);
    if (o.targetingTriggers && !triggered && classes.length === 2) {
      // 1.9.1: each pausing trigger on the hit (the ../order-rolls.ts branches), Jammed! on the miss (1.9.1.2).
      for (const trigger of ['Event!', 'Sniper!', 'Time!'] as const) events.push({ type: 'ROLL', ...classes[1], trigger } as EventObject);
      events.push({ type: 'ROLL', ...classes[0], trigger: 'Jammed!' } as EventObject);
    }
    return events;
  }
  if (snapshot.matches('playingActions')) {
    const planned = script?.actions ?? [];
    const next = planned[c.actionsPlayed.length];
    // The chart's (CC:E) id of the scripted Action: a CC:P seed names Marksmanship A45 (CC:E A37), and its A37 is Crossfire.
    const chartAction = next ? (shotActionOf(c, next) ?? next) : undefined;
    const nationality = chartAction === 'A37' ? script?.marksmanship : undefined;
    const hex = chartAction === 'A40' ? script?.spray : undefined;
    if (next && actionProblem(c, chartAction as FireAction, c.player, nationality, hex) === null) return [{ type: 'PLAY_ACTION', action: next, player: c.player, ...(nationality ? { nationality } : {}), ...(hex ? { hex } : {}) } as EventObject];
    return [{ type: 'FIRE' }, { type: 'ABANDON_SHOT' }];
  }
  if (snapshot.matches('attackRolling')) return (script?.attackRolls ?? [{ white: 3, colored: 4 }]).map((r) => ({ type: 'ROLL', ...r }) as EventObject);
  if (snapshot.matches('targetingConsideringReroll') || snapshot.matches('attackConsideringReroll') || snapshot.matches('defenseConsideringReroll')) return rerollOffer();
  if (snapshot.matches('targetingResolvingTrigger') || snapshot.matches('attackResolvingTrigger') || snapshot.matches('defenseResolvingTrigger')) {
    return (o.triggerEffects ?? [[]]).map((effects) => ({ type: 'RESOLVE_TRIGGER', effects: effects.filter((e) => c.situation.units.some((u) => u.id === e.unit)) }) as EventObject);
  }
  if (snapshot.matches('breakingSustainedFire')) return sustainedCandidates(c).map((p) => ({ type: 'BREAK_WEAPON', weapon: p.id }) as EventObject);
  if (snapshot.matches('defenseOfferingLightWounds')) {
    return o.lightWounds ? [{ type: 'NO_LIGHT_WOUNDS' }, { type: 'LIGHT_WOUNDS' }] : [{ type: 'NO_LIGHT_WOUNDS' }];
  }
  if (snapshot.matches('defenseChoosingUnit')) {
    const left = c.defense.toRoll.filter((id) => c.situation.units.some((u) => u.id === id));
    return (o.anyDefenseOrder ? left : left.slice(0, 1)).map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  }
  if (snapshot.matches('defenseRolling')) {
    const u = c.situation.units.find((x) => x.id === c.defense.current)!;
    const m = defenseMorale(u, c.situation, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero', c.defense.cover);
    const sums = boundarySums(c.defense.attackTotal - m);
    const events: EventObject[] = sums.map((s) => ({ type: 'ROLL', ...pairForSum(s) }) as EventObject);
    if (o.concealment && c.defense.concealed.length === 0 && c.defense.log.length === 0) events.push({ type: 'PLAY_ACTION', action: 'A29', player: u.owner } as EventObject);
    const entrench = { type: 'PLAY_ACTION', action: 'A35.1', player: u.owner } as EventObject;
    if (o.hiddenEntrenchments && snapshot.can(entrench)) events.push(entrench);
    const pillbox = { type: 'PLAY_ACTION', action: 'A35.3', player: u.owner } as EventObject;
    if (o.hiddenPillbox && snapshot.can(pillbox)) events.push(pillbox);
    if (o.defenseTriggers && !triggered) for (const trigger of TRIGGERS) events.push({ type: 'ROLL', ...pairForSum(sums[Math.floor(sums.length / 2)]), trigger } as EventObject);
    return events;
  }
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

export type FireSeed = Seed<FireSituation> & { options: FireSeedOptions };

export const NO_SHOTS: FireSeedOptions = { activations: [], shots: [] };
/** The walk options a seed may set (seeds/README.md); unset, no activation and no shot. */
export const FIRE_OPTION_KEYS = ['activations', 'shots', 'triggerEffects', 'anyDefenseOrder', 'rerolls', 'endOrder', 'defenseTriggers', 'hiddenEntrenchments', 'hiddenPillbox', 'lightWounds', 'concealment', 'targetingTriggers', 'time'] as const;
/**
 * The hand-written seeds, as data (oracle/procedures/cce/seeds/fire.json, read and validated by seeds.ts on
 * first use), then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const FIRE_SEEDS = onFirstUse((): FireSeed[] => [...loadSeeds('fire', { defaults: NO_SHOTS, keys: FIRE_OPTION_KEYS }, parseFireSituation), ...pairwiseFireSeeds()]);
/** The Fire Attack example, p.12-13: the situation of seed rulebook-fire-example-p13 (tests/fire.rulebook-example.test.ts). */
export const examplePage13 = (): FireSituation => FIRE_SEEDS().find((s) => s.name === 'rulebook-fire-example-p13')!.situation;

/**
 * Generated (issue 16.5): the facts a Fire Attack's Defense Rolls read — the target hex's terrain type
 * (T78.3), a Road (T93), a Fortification or Wire (F101-F106), a Leader stacked with the target, of
 * Command 1 or 2, or broken (3.3.1.2; he rolls too), the target Veteran (E44.1), Suppressed (13.2) or
 * broken (3.2.1: broken Morale; a break eliminates it, O20.3.4), what lies between (Brush: Hindrance 1,
 * T81; Smoke 1 or 3, T94, 10.3.4) and the firer's height (level 1 firing down, O20.3.1.2, T88.2) — combined
 * so that every two of them meet in some situation (oracle/gen/pairwise.ts: a deterministic covering array;
 * Water hexes hold no Fortification or Wire, F100.3). A German Squad (FP 6) in C3 fires at C6 over C4 and
 * C5, every hex listed, the LOS computed from the map; its Fire Attack Roll is 3+4 or 6+6; each Defense Roll is
 * one of the three classes around the tie (the domain above). Seeds marked `minimise`: a path becomes a
 * vector only if it reaches something new (oracle/vectors.ts factPairs).
 */
/**
 * The defending hex's facts a Defense Roll reads (its Cover, a Leader's Command, the unit's markers and side), shared
 * by the generated Fire and Artillery situations (oracle/procedures/cce/artillery.ts), in this order.
 */
export const CCE_PAIRWISE_DEFENDER_FACTORS = {
  terrain: Object.keys(TERRAIN_COVER),
  road: ['no', 'Road'],
  marker: ['none', ...Object.keys(FORTIFICATION_COVER), 'Wire'],
  leader: ['none', 'Command 1', 'Command 2', 'broken Command 1'],
  veteran: ['no', 'Veteran'],
  suppressed: ['no', 'Suppressed'],
  broken: ['no', 'broken'],
};

/** The facts pairwiseFireSeeds combines; an edition with other terrain gives its own (oracle/procedures/ccp/fire.ts). */
export const CCE_PAIRWISE_FIRE_FACTORS = {
  ...CCE_PAIRWISE_DEFENDER_FACTORS,
  between: ['Open Ground', 'Brush', 'Smoke:1', 'Smoke:3'],
  height: ['level', 'firing down'],
};

/**
 * `factors.stack` (an edition's, absent in CC:E's: its stacking limit forbids overstacking): 'overstacked' adds a
 * second Squad of the target's side to the target hex (CC:P 15.2.1: 4 + 4 figures and more is above 7).
 */
export function pairwiseFireSeeds(factors: typeof CCE_PAIRWISE_FIRE_FACTORS & { stack?: readonly string[] } = CCE_PAIRWISE_FIRE_FACTORS): FireSeed[] {
  // F100.3: no Fortification in a Water hex (core/map.ts isWaterTerrain: CC:E's Marsh and Stream, CC:P's Swamp).
  const { rows } = pairwise(factors, (r) => !(isWaterTerrain([r.terrain]) && r.marker !== 'none'));
  return rows.map((r, i) => {
    const leader = r.leader === 'none' ? null : { broken: r.leader.startsWith('broken'), command: Number(r.leader.slice(-1)) };
    const units = [
      buildUnit({ id: 'de-sq', owner: 'axis', kind: 'squad', hex: 'C3' }),
      buildUnit({ id: 'us-sq', owner: 'allied', kind: 'squad', hex: 'C6', broken: r.broken !== 'no', veteran: r.veteran !== 'no', suppressed: r.suppressed !== 'no' }),
    ];
    if (leader) units.push(buildUnit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'C6', morale: [8, 7], command: leader.command, broken: leader.broken }));
    if (r.stack === 'overstacked') units.push(buildUnit({ id: 'us-sq2', owner: 'allied', kind: 'squad', hex: 'C6' }));
    const between = r.between.startsWith('Smoke') ? { terrain: ['Open Ground'], markers: [r.between] } : { terrain: [r.between] };
    const hexes = {
      C3: { terrain: ['Open Ground'], ...(r.height === 'firing down' ? { elevation: 1 } : {}) },
      C4: { terrain: ['Open Ground'] },
      C5: between,
      C6: { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) },
    };
    const facts = [r.terrain, r.road !== 'no' ? 'Road' : '', r.marker !== 'none' ? r.marker : '', leader ? `a${leader.broken ? ' broken' : 'n unbroken'} Leader of Command ${leader.command}` : '', r.veteran !== 'no' ? 'Veteran' : '', r.suppressed !== 'no' ? 'Suppressed' : '', r.broken !== 'no' ? 'broken' : '', r.stack === 'overstacked' ? 'a second Squad with it' : ''].filter(Boolean);
    return {
      name: `pairwise-${String(i + 1).padStart(2, '0')}`,
      purpose: `Generated pairwise: a German Squad ${r.height === 'firing down' ? 'on level 1 ' : ''}in C3 fires at an American Squad in C6 (${facts.join(', ')}) over ${r.between.replace(':', ' ')} in C5; the Defense Rolls against that Attack Total (T78.3, T93, F101-F106, 3.3.1.2, E44.1, 13.2, 10.3, O20.3.1.2, O20.3.4).`,
      options: { activations: [['de-sq']], shots: [{ pieces: ['de-sq'], target: 'C6', attackRolls: [{ white: 3 as const, colored: 4 as const }, { white: 6 as const, colored: 6 as const }] }] },
      minimise: true,
      situation: { initiative: 'allied' as const, mode: 'order' as const, defender: null, activatedThisTurn: [], opFireActivated: [], moving: [], entering: [], player: 'axis' as const, units, map: { hexes }, los: [] } as FireSituation,
    };
  });
}

export const fireSpec: ProcedureSpec<FireSituation> = {
  procedure: 'fire',
  ruleset: 'cce',
  title: 'Fire (O20)',
  section: ['O20'],
  machine: fireMachine,
  parseSituation: parseFireSituation,
  parseEvent: parseFireEvent,
  project: (snapshot) => projectFire(snapshot.context as FireContext),
  get seeds() {
    return FIRE_SEEDS();
  },
  nested: [
    ...nestedEventCharts('targetingResolvingEvent', 'targetingResolvingSniper', 'attackResolvingEvent', 'attackResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'),
    ...['targetingAdvancingTime', 'attackAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' })),
  ],
  domain: (snapshot, seed) => fireDomain(snapshot, (seed as FireSeed | undefined)?.options ?? NO_SHOTS),
  domainNote:
    'Scripted decisions per seed (activations, shots in order, Actions, explicit Fire Attack Rolls, trigger effects); Targeting Rolls by product class (largest miss, smallest hit); Fire Defense Rolls by boundary sums around Attack Total − Morale, each trigger once per path where a seed asks; re-rolls where a seed asks. With the game described, an Event! or Sniper! on any roll is resolved by the nested Event and Sniper charts (every decision they offer). The nested Time advance (seeds time-by-the-rules-in-a-fire-attack, targeting-time-by-the-rules) takes the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
