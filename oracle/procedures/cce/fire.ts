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
import { gameAround, gameAtSuddenDeath, SUDDEN_DEATH_SHUFFLES } from './events/kit';
import type { Card } from '../../../machines/cce/deck';
import { card, deckOf, nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { allPairs, rollProduct, TRIGGERS, type Die, type Trigger } from '../../../machines/core/dice';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { OracleError, invalid } from '../../../machines/core/errors';
import { fireMachine, projectFire } from '../../../machines/cce/fire/machine';
import { FIRE_ACTIONS, FIRE_MODES, type FireAction, type FireContext, type FireSituation, type LosFact } from '../../../machines/cce/fire/types';
import { activationProblem, actionProblem, currentFinalFp, finalFpProblem, shotOf, shotProblem, sustainedCandidates, ordnanceRange, targetingHindrance } from '../../../machines/cce/fire/guards';
import { defenseMorale } from '../../../machines/cce/fire-defense';
import { HEX_ID, NATIONALITIES, parseSituationUnits, PLAYERS, type Nationality, type Player, type Unit, type Weapon } from '../../../machines/cce/units';
import type { UnitEffect } from '../../../machines/cce/effects';
import { parseLightWoundsTeams, parseLos, parseRollEvent, unknownEvent } from './common';
import { boundarySums } from './recover';
import { pairForSum } from '../../../machines/core/dice';

const EVENT_TYPES = ['ACTIVATE', 'DECLARE_SHOT', 'PLAY_ACTION', 'FIRE', 'ABANDON_SHOT', 'BREAK_WEAPON', 'END_ORDER', 'CHOOSE_UNIT', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;
/** Actions of the Defense Roll loop (../../../machines/cce/fire-defense-states.ts) played just before a Defense Roll (A36 has its own events). */
const DEFENSE_ACTIONS = ['A29', 'A35.1', 'A35.3'] as const;
type DefenseAction = (typeof DEFENSE_ACTIONS)[number];
const isDefenseAction = (a: string): a is DefenseAction => (DEFENSE_ACTIONS as readonly string[]).includes(a);

const ids = (raw: unknown, path: string, units: Unit[], rule: string): string[] =>
  raw === undefined
    ? []
    : arr(raw, path).map((x, i) => {
        const id = str(x, `${path}[${i}]`);
        if (!units.some((u) => u.id === id)) invalid(`${path}[${i}]`, 'the id of a unit in play', id, rule);
        return id;
      });

export function parseFireSituation(raw: unknown, path: string): FireSituation {
  const o = obj(raw, path, ['player', 'initiative', 'mode', 'defender', 'activatedThisTurn', 'opFireActivated', 'moving', 'entering', 'los', 'units', 'map', 'objectives', 'pillboxInPlay', 'lightWoundsTeams', 'game'], ['player', 'initiative', 'los', 'units', 'map']);
  const base = parseSituationUnits(o, path);
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
  if (o.objectives !== undefined) {
    s.objectives = arr(o.objectives, `${path}.objectives`).map((h, i) => {
      const hex = str(h, `${path}.objectives[${i}]`, HEX_ID, 'a hex id such as "C7" (2.3)');
      if (!s.map.hexes[hex]) invalid(`${path}.objectives[${i}]`, "a hex of the situation's map", hex, '2.3');
      return hex;
    });
  }
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

function parseFireEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
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
        const p = activationProblem(c, units);
        if (p) rejected(`${path}.units`, p, units);
      }
      return { type: 'ACTIVATE', units } as EventObject;
    }
    case 'DECLARE_SHOT': {
      const o = obj(raw, path, ['type', 'pieces', 'target', 'base', 'smoke'], ['type', 'pieces', 'target']);
      const e = {
        type: 'DECLARE_SHOT' as const,
        pieces: arr(o.pieces, `${path}.pieces`).map((x, i) => str(x, `${path}.pieces[${i}]`)),
        target: str(o.target, `${path}.target`, HEX_ID, 'a hex id such as "C7" (2.1)'),
        ...(o.base !== undefined ? { base: str(o.base, `${path}.base`) } : {}),
        ...(o.smoke !== undefined ? { smoke: bool(o.smoke, `${path}.smoke`) } : {}),
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
  /** A37: the nationality a scripted Marksmanship card indicates. */
  marksmanship?: Nationality;
  /** A40: the second hex a scripted Spray Fire targets. */
  spray?: string;
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

function fireDomain(snapshot: AnyMachineSnapshot, o: FireSeedOptions): EventObject[] {
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
    const out: EventObject[] = next ? [{ type: 'DECLARE_SHOT', pieces: next.pieces, target: next.target, ...(next.base ? { base: next.base } : {}), ...(next.smoke ? { smoke: true } : {}) } as EventObject] : [];
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
    const nationality = next === 'A37' ? script?.marksmanship : undefined;
    const hex = next === 'A40' ? script?.spray : undefined;
    if (next && actionProblem(c, next, c.player, nationality, hex) === null) return [{ type: 'PLAY_ACTION', action: next, player: c.player, ...(nationality ? { nationality } : {}), ...(hex ? { hex } : {}) } as EventObject];
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

type U = Omit<Unit, 'suppressed' | 'veteran' | 'broken'> & Partial<Pick<Unit, 'suppressed' | 'veteran' | 'broken'>>;
const unit = (u: U): Unit => ({ broken: false, suppressed: false, veteran: false, ...u });
const squad = (id: string, owner: Unit['owner'], hex: string, fp: number, range: number, morale: [number, number], extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'squad', hex, sides: { unbroken: { morale: morale[0], fp, range, movement: 4 }, broken: { morale: morale[1], fp: 1, range: 1, movement: 4 } }, ...extra });
const team = (id: string, owner: Unit['owner'], hex: string, fp: number, range: number, morale: [number, number], extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'team', hex, sides: { unbroken: { morale: morale[0], fp, range, movement: 5 }, broken: { morale: morale[1], fp: 1, range: 1, movement: 5 } }, ...extra });
const leader = (id: string, owner: Unit['owner'], hex: string, command: number, extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'leader', hex, sides: { unbroken: { morale: 9, fp: 1, range: 1, movement: 6, command }, broken: { morale: 7, fp: 0, range: 0, movement: 6, command: 0 } }, ...extra });
const weapon = (id: string, type: Weapon['type'], fp: number, range: number, extra: Partial<Weapon> = {}): Weapon => ({ id, type, fp, range, ordnance: false, smoke: false, boxedRange: false, broken: false, ...extra });
const clear = (from: string, to: string): LosFact => ({ from, to, sight: 'clear' });
const hindered = (from: string, to: string, hindrance: number): LosFact => ({ from, to, sight: 'hindrance', hindrance });

type FireSeed = Seed<FireSituation> & { options: FireSeedOptions };
const frame = { initiative: 'allied' as const, mode: 'order' as const, defender: null, activatedThisTurn: [], opFireActivated: [], moving: [], entering: [] };
/** The game around a Fire Order (event/host.ts): `player`'s draw pile starts with `top` (an Event card, a Random Hex). */
const gameAroundFire = (player: Player, top: Card) => gameAround({ active: player, initiative: 'allied', draws: { [player]: [top, card('next-card')], [player === 'axis' ? 'allied' : 'axis']: [card('other-top')] } });

/** The Fire Attack example, p.12-13 (figure not in the text: hexes chosen to give its numbers, see the feature). */
export const EXAMPLE_P13: FireSituation = {
  ...frame,
  player: 'axis',
  units: [
    leader('grein', 'axis', 'K8', 2),
    squad('k8-squad', 'axis', 'K8', 5, 4, [7, 6], { broken: true, weapon: weapon('k8-lmg', 'mg', 3, 5) }),
    leader('bolter', 'axis', 'L8', 1),
    squad('l8-rifles', 'axis', 'L8', 5, 4, [7, 6], { weapon: weapon('l8-hmg', 'mg', 8, 12) }),
    squad('j7-squad', 'axis', 'J7', 5, 4, [7, 6]),
    squad('j6-squad', 'axis', 'J6', 5, 4, [7, 6], { weapon: weapon('j6-lmg', 'mg', 3, 5) }),
    team('k7-team', 'axis', 'K7', 2, 4, [7, 6], { weapon: weapon('k7-mortar', 'mortar', 4, 12, { ordnance: true, smoke: true, minRange: 2 }) }),
    squad('us-squad', 'allied', 'M6', 6, 5, [6, 8]),
    team('us-team', 'allied', 'N6', 3, 5, [7, 6]),
    team('us-team2', 'allied', 'N7', 3, 5, [7, 6]),
  ],
  map: {
    hexes: {
      K8: { terrain: ['Open Ground'], elevation: 1 },
      L8: { terrain: ['Open Ground'], elevation: 0 },
      J7: { terrain: ['Open Ground'], elevation: 1 },
      J6: { terrain: ['Open Ground'], elevation: 1 },
      K7: { terrain: ['Open Ground'], elevation: 0 },
      M6: { terrain: ['Open Ground', 'Road'], elevation: 0 },
      N6: { terrain: ['Open Ground'], elevation: 0 },
      N7: { terrain: ['Open Ground'], elevation: 0 },
    },
  },
  los: [clear('K8', 'M6'), clear('L8', 'M6'), clear('J7', 'M6'), clear('J6', 'M6'), hindered('K7', 'N6', 3), hindered('K7', 'N7', 3), { from: 'K7', to: 'M6', sight: 'blocked' }],
};

/** An Axis Squad in C3 and an American Squad in C6, Open Ground (the Defense Roll trigger seeds). */
const SQUAD_AT_SQUAD: FireSituation = {
  ...frame,
  player: 'axis',
  units: [squad('de-sq', 'axis', 'C3', 5, 4, [7, 6]), squad('us-sq', 'allied', 'C6', 6, 5, [6, 8])],
  map: { hexes: { C3: { terrain: ['Open Ground'] }, C6: { terrain: ['Open Ground'] } } },
  los: [clear('C3', 'C6')],
};
/** SQUAD_AT_SQUAD's one shot: 5 FP + 3•4 = 12 against the American Squad's Morale 6. */
/** The Allied Mortar Team in E2, the Axis Squad in Woods E8 (the Targeting Roll seeds with the game described). */
const MORTAR_TEAM_AT_E2 = {
  units: [team('us-team', 'allied', 'E2', 2, 3, [7, 6], { weapon: weapon('us-mortar', 'mortar', 5, 10, { ordnance: true, smoke: true, minRange: 2 }) }), squad('de-squad', 'axis', 'E8', 6, 5, [7, 6])],
  map: { hexes: { E2: { terrain: ['Open Ground'] }, E3: { terrain: ['Open Ground'] }, E4: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground'] }, E8: { terrain: ['Woods'] } } },
  los: [hindered('E2', 'E8', 2)],
};

const ONE_SHOT_AT_C6: FireSeedOptions = { activations: [['de-sq']], shots: [{ pieces: ['de-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4 }] }] };

export const FIRE_SEEDS: FireSeed[] = [
  {
    name: 'rulebook-fire-example-p13',
    purpose: 'The Fire Attack example A-J: Grein activates his radius (3.3.1.1, 11.1); an 11 FP Fire Group with the downhill +1 (O20.3.1.2, T88.2); the HMG alone with two Sustained Fires and an Event! (A41, 1.9.1); the Mortar missing through Smoke (O20.2.3, 10.3.1); the Team whose 2 FP falls to −1 (10.3.2.1).',
    options: {
      activations: [['grein', 'k8-squad', 'l8-rifles', 'j7-squad', 'j6-squad', 'k7-team']],
      shots: [
        { pieces: ['l8-rifles', 'k8-squad', 'j7-squad', 'j6-squad', 'j6-lmg'], target: 'M6', base: 'l8-rifles', attackRolls: [{ white: 4, colored: 1 }] },
        { pieces: ['l8-hmg'], target: 'M6', actions: ['A41', 'A41'], attackRolls: [{ white: 1, colored: 6, trigger: 'Event!' }, { white: 3, colored: 3 }] },
        { pieces: ['k7-mortar'], target: 'N6', attackRolls: [{ white: 5, colored: 2 }] },
        { pieces: ['k7-team'], target: 'N7' },
      ],
      triggerEffects: [[], [{ unit: 'us-squad', effect: 'suppress' }]],
    },
    situation: EXAMPLE_P13,
  },
  {
    name: 'refused-no-target',
    purpose: 'O20.1: no friendly unit not yet activated this Turn has an enemy within LOS and Range (one is out of Range, one sees nothing, one was activated already, O14.1): the Order cannot be given.',
    options: { activations: [], shots: [] },
    situation: {
      ...frame,
      player: 'allied',
      activatedThisTurn: ['us-near'],
      units: [squad('us-far', 'allied', 'C2', 6, 3, [7, 5]), squad('us-blind', 'allied', 'C8', 6, 5, [7, 5]), squad('us-near', 'allied', 'C5', 6, 5, [7, 5]), squad('de-squad', 'axis', 'C6', 6, 5, [7, 6])],
      // C8 to C6: the map lists the Woods in C7 between them, so the blocked LOS is the map's (10.2).
      map: { hexes: { C2: { terrain: ['Open Ground'] }, C8: { terrain: ['Open Ground'] }, C7: { terrain: ['Woods'] }, C5: { terrain: ['Open Ground'] }, C6: { terrain: ['Woods'] } } },
      los: [clear('C2', 'C6'), { from: 'C8', to: 'C6', sight: 'blocked' }, clear('C5', 'C6')],
    },
  },
  {
    name: 'single-squad-defense-order',
    purpose: 'O20.3.4: a Veteran Squad (E44.1) fires through Brush in C4 (Hindrance 3, T81, 10.3.2; the LOS from the map) at a hex of a Squad and a Leader: the owner rolls them in either order, the Leader\'s Command counting for the Squad only while the Leader is unbroken (3.3.1.2); Concealment before the first roll lowers the Attack Total by the Brush Cover (A29, reading cce.concealment-scope); the Order ends when every piece has fired (O20.3).',
    options: {
      activations: [['de-vet']],
      shots: [{ pieces: ['de-vet'], target: 'C6', attackRolls: [{ white: 3, colored: 4 }] }],
      anyDefenseOrder: true,
      concealment: true,
    },
    situation: {
      ...frame,
      player: 'axis',
      units: [squad('de-vet', 'axis', 'C3', 5, 4, [7, 6], { veteran: true }), squad('us-sq', 'allied', 'C6', 6, 5, [6, 8]), leader('us-ldr', 'allied', 'C6', 1)],
      map: { hexes: { C3: { terrain: ['Open Ground'] }, C4: { terrain: ['Brush'] }, C5: { terrain: ['Open Ground'] }, C6: { terrain: ['Brush'] } } },
      los: [],
    },
  },
  {
    name: 'triggers-by-the-rules-in-a-fire-attack',
    purpose:
      "1.9.1's IMPORTANT paragraphs inside a Fire Order with the game described (1.9.1.1, 1.9.1.3): the Fire Attack Roll's Sniper! reveals the Axis player's next card, whose Random Hex C6 is the target hex: he may break the unbroken Squad or the broken Team there (eliminated, 1 VP) or none, before the Attack Total is applied to whoever is left; an Event! on the same roll reveals Medic! instead and rallies the broken Team, which then defends unbroken.",
    options: {
      activations: [['de-sq']],
      shots: [{ pieces: ['de-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4, trigger: 'Sniper!' }, { white: 3, colored: 4, trigger: 'Event!' }] }],
      anyDefenseOrder: false,
    },
    situation: {
      ...frame,
      player: 'axis',
      units: [squad('de-sq', 'axis', 'C3', 6, 5, [7, 6]), squad('us-sq', 'allied', 'C6', 6, 5, [7, 6]), team('us-team', 'allied', 'C6', 4, 4, [7, 6], { broken: true })],
      map: { hexes: { C3: { terrain: ['Open Ground'] }, C4: { terrain: ['Open Ground'] }, C5: { terrain: ['Open Ground'] }, C6: { terrain: ['Open Ground'] } } },
      los: [],
      game: gameAroundFire('axis', card('top-card', { randomHex: 'C6', event: 'Medic!' })),
    } as unknown as FireSituation,
  },
  {
    name: 'targeting-triggers-by-the-rules',
    purpose: "1.9.1.1, 1.9.1.3 on a Targeting Roll (O20.2.3) with the game described: the Allied Mortar's Event! reveals Battle Harden (the Team becomes a Veteran), its Sniper! the Random Hex E8 (the Axis Squad there may be broken) — each resolved before the hit is applied.",
    options: { activations: [['us-team']], shots: [{ pieces: ['us-mortar'], target: 'E5', smoke: true }], targetingTriggers: true, endOrder: true },
    situation: {
      ...frame,
      player: 'allied',
      ...MORTAR_TEAM_AT_E2,
      game: gameAroundFire('allied', card('top-card', { randomHex: 'E8', event: 'Battle Harden' })),
    } as unknown as FireSituation,
  },
  {
    name: 'time-by-the-rules-in-a-fire-attack',
    purpose:
      "1.9.1.4 and 6.1.2 inside a Fire Order with the game described: a Time! on the Axis Fire Attack Roll is the firing player's to trigger: Time enters space 3, the Sudden Death space; his Sudden Death Roll of 2 (canonical shuffle) ends the game and the Order before the Attack Total is applied, of 9 lets play proceed (the Defender, Allied, gains 1 VP) and the attack goes on. An Event! or Sniper! on that roll reveals his only draw card (Medic!, Random Hex C6), the last of his pile: the same Time advance follows the Event or Sniper before the Attack Total (1.9.1, 6.1.2).",
    options: {
      activations: [['de-sq']],
      shots: [{ pieces: ['de-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4, trigger: 'Time!' }, { white: 3, colored: 4, trigger: 'Event!' }, { white: 3, colored: 4, trigger: 'Sniper!' }] }],
      anyDefenseOrder: false,
      time: SUDDEN_DEATH_SHUFFLES,
    },
    situation: {
      ...frame,
      player: 'axis',
      units: [squad('de-sq', 'axis', 'C3', 6, 5, [7, 6]), squad('us-sq', 'allied', 'C6', 6, 5, [7, 6])],
      map: { hexes: { C3: { terrain: ['Open Ground'] }, C4: { terrain: ['Open Ground'] }, C5: { terrain: ['Open Ground'] }, C6: { terrain: ['Open Ground'] } } },
      los: [],
      game: gameAtSuddenDeath({ active: 'axis', initiative: 'allied', player: 'axis', last: card('top-card', { randomHex: 'C6', event: 'Medic!' }) }),
    } as unknown as FireSituation,
  },
  {
    name: 'targeting-time-by-the-rules',
    purpose: "1.9.1.4 and 6.1.2 on a Targeting Roll (O20.2.3) with the game described: the Allied Mortar's Time! is the Allied player's to trigger (his Sudden Death Roll of 2 ends the game before the hit is applied, of 9 lets it stand); its Event! (Battle Harden) or Sniper! (Random Hex E8) reveals his only draw card, the last of his pile: the Time advance follows before the hit.",
    options: { activations: [['us-team']], shots: [{ pieces: ['us-mortar'], target: 'E5', smoke: true }], targetingTriggers: true, time: SUDDEN_DEATH_SHUFFLES },
    situation: {
      ...frame,
      player: 'allied',
      ...MORTAR_TEAM_AT_E2,
      game: gameAtSuddenDeath({ active: 'allied', initiative: 'allied', player: 'allied', last: card('top-card', { randomHex: 'E8', event: 'Battle Harden' }) }),
    } as unknown as FireSituation,
  },
  {
    name: 'defense-roll-triggers',
    purpose: '1.9.1: Event!, Sniper! and Time! on a Fire Defense Roll are resolved before its result (a trigger that breaks or eliminates the rolled unit); 1.9.1.2: Jammed! is ignored on a Defense Roll; 9.1: the Initiative holder cancels a Defense Roll.',
    options: { ...ONE_SHOT_AT_C6, triggerEffects: [[], [{ unit: 'us-sq', effect: 'break' }], [{ unit: 'us-sq', effect: 'eliminate' }]], rerolls: 1, defenseTriggers: true },
    situation: SQUAD_AT_SQUAD,
  },
  {
    name: 'defense-roll-triggers-by-the-rules',
    purpose:
      "1.9.1's IMPORTANT paragraph on a Fire Defense Roll with the game described (1.9.1.1, 1.9.1.3, O20.3.4): the American Squad's owner makes its Defense Roll, so an Event! or a Sniper! on it reveals the Allied deck's next card: Battle Harden makes a Veteran of the Squad (E44, E44.1), whose locked-in result still applies (reading cce.trigger-locks-result); the Sniper's Random Hex C3 lets him break the firing Axis Squad, or nobody — each before the Defense Roll's result; Time! and Jammed! as without the game.",
    options: { ...ONE_SHOT_AT_C6, defenseTriggers: true },
    situation: {
      ...SQUAD_AT_SQUAD,
      game: gameAround({ active: 'axis', initiative: 'allied', draws: { allied: [card('top-card', { event: 'Battle Harden', randomHex: 'C3' }), card('next-card')], axis: [card('other-top')] } }),
    } as unknown as FireSituation,
  },
  {
    name: 'mortar-smoke-round',
    purpose: 'O20.2.1: a Mortar declares Smoke at an empty hex in Range and LOS; the Targeting Roll (product, O20.2.3) with the Initiative re-roll (9.1), Event! paused and resolved (1.9.1) — its effects applied before the Targeting Roll is (here, or not, the German Squad broken) —, Jammed! ignored (1.9.1.2); a hit places a Smoke marker, a miss does nothing; Mortar minimum range 2 (O20.2.2).',
    options: {
      activations: [['us-team']],
      shots: [{ pieces: ['us-mortar'], target: 'E5', smoke: true }],
      rerolls: 1,
      targetingTriggers: true,
      triggerEffects: [[], [{ unit: 'de-squad', effect: 'break' }]],
      endOrder: true,
    },
    situation: {
      ...frame,
      player: 'allied',
      units: [team('us-team', 'allied', 'E2', 2, 3, [7, 6], { weapon: weapon('us-mortar', 'mortar', 5, 10, { ordnance: true, smoke: true, minRange: 2 }) }), squad('de-squad', 'axis', 'E8', 6, 5, [7, 6])],
      map: { hexes: { E2: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground'] }, E8: { terrain: ['Woods'] } } },
      los: [clear('E2', 'E5'), hindered('E2', 'E8', 2)],
    },
  },
  {
    name: 'mortar-airburst-foxholes',
    purpose: 'O20.2.3: a Mortar hits a Woods hex with Foxholes at range 4 (product > 4); T99 Airburst +2 on the Attack Total; F102: Foxholes Cover 4 against a Mortar; Command never boosts Ordnance (3.3.1.3); the Initiative re-roll of the Attack Roll (9.1).',
    options: {
      activations: [['de-ldr', 'de-team']],
      shots: [{ pieces: ['de-mortar'], target: 'G6', attackRolls: [{ white: 2, colored: 3 }] }],
      rerolls: 1,
    },
    situation: {
      ...frame,
      player: 'axis',
      units: [leader('de-ldr', 'axis', 'G2', 2), team('de-team', 'axis', 'G2', 2, 3, [7, 6], { weapon: weapon('de-mortar', 'mortar', 4, 12, { ordnance: true, minRange: 2 }) }), squad('us-sq', 'allied', 'G6', 6, 5, [7, 6])],
      map: { hexes: { G2: { terrain: ['Open Ground'] }, G6: { terrain: ['Woods'], markers: ['Foxholes'] } } },
      los: [clear('G2', 'G6'), hindered('G6', 'G2', 1)],
    },
  },
  {
    name: 'jammed-sustained-fire-grenades',
    purpose: 'A Fire Group of two Squads, each with an MG, in adjacent hexes fires at an adjacent Road hex, one line crossing its Wall (T97, T93; readings cce.wall-cover-fire-group and cce.road-reduces-hexside-cover): Hand Grenades (A34) and Sustained Fire (A41) +2 each; a doubles Attack Roll with Jammed! breaks both MGs (O20.3.3.1) and Sustained Fire then breaks one of them again at the firer\'s choice, eliminating it (A41, 11.4); a Satchel Charge is eliminated after its roll (11.6).',
    options: {
      activations: [['de-ldr', 'de-a', 'de-b']],
      shots: [
        { pieces: ['de-a', 'de-b', 'mg-a', 'mg-b'], target: 'J5', actions: ['A34', 'A41'], attackRolls: [{ white: 1, colored: 1, trigger: 'Jammed!' }, { white: 2, colored: 2 }, { white: 2, colored: 5 }] },
      ],
    },
    situation: {
      ...frame,
      player: 'axis',
      units: [
        leader('de-ldr', 'axis', 'J3', 1, { weapon: weapon('satchel', 'satchel', 6, 1) }),
        squad('de-a', 'axis', 'J4', 5, 4, [7, 6], { weapon: weapon('mg-a', 'mg', 4, 8) }),
        squad('de-b', 'axis', 'I4', 5, 4, [7, 6], { weapon: weapon('mg-b', 'mg', 4, 8) }),
        squad('us-sq', 'allied', 'J5', 6, 5, [8, 6]),
      ],
      // LOS from the map: J4's line crosses the Wall on the J4/J5 hexside entering J5 (T97); I4's runs along
      // the I5/J4 hexspine and enters J5 at a vertex, touching only the Wall's end (reading cce.los-corner).
      map: {
        hexes: { J3: { terrain: ['Open Ground'] }, I4: { terrain: ['Open Ground'] }, I5: { terrain: ['Open Ground'] }, J4: { terrain: ['Open Ground'] }, J5: { terrain: ['Open Ground', 'Road'] } },
        hexsides: [{ between: ['J4', 'J5'], feature: 'Wall' }],
      },
      los: [],
    },
  },
  {
    name: 'op-fire-crossfire-tie',
    purpose: 'A33 (mode op-fire): a Squad already Op-Fire-activated this Move Order fires again (A33.3(2)) at the Moving units\' hex with Crossfire (A30) and Bore Sighting by the scenario Defender with a printed FP 5 Weapon (A27); a tie breaks the units activated to Move; under reading cce.tie-breaks-moving = entering only the Squad whose movement drew the attack (O20.3.4); Concealment in a Road hex (Cover −1, reading cce.concealment-negative-cover, A29); one attack, then the procedure ends (A33.3(3)).',
    options: {
      activations: [['us-sq']],
      shots: [{ pieces: ['us-sq', 'us-mmg'], target: 'L5', actions: ['A30', 'A27'], attackRolls: [{ white: 2, colored: 3 }] }],
      anyDefenseOrder: true,
      concealment: true,
    },
    situation: {
      ...frame,
      player: 'allied',
      mode: 'op-fire',
      defender: 'allied',
      activatedThisTurn: ['us-sq'],
      opFireActivated: ['us-sq'],
      moving: ['de-sq', 'de-ldr'],
      entering: ['de-sq'],
      units: [squad('us-sq', 'allied', 'L2', 6, 6, [7, 5], { weapon: weapon('us-mmg', 'mg', 5, 8) }), squad('de-sq', 'axis', 'L5', 6, 5, [7, 6]), leader('de-ldr', 'axis', 'L5', 1)],
      map: { hexes: { L2: { terrain: ['Open Ground'] }, L5: { terrain: ['Open Ground', 'Road'] } } },
      los: [clear('L2', 'L5')],
    },
  },
  {
    name: 'height-mixed-group',
    purpose: 'T88.2 (reading cce.height-mixed-fire-group): a Leader groups a Squad above the target with one below it; both modifiers apply (net 0) or the downhill +1 wins.',
    options: {
      activations: [['de-ldr', 'hi-sq', 'lo-sq']],
      shots: [{ pieces: ['hi-sq', 'lo-sq'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }],
      endOrder: true,
    },
    situation: {
      ...frame,
      player: 'axis',
      units: [squad('hi-sq', 'axis', 'D3', 4, 4, [7, 6]), squad('lo-sq', 'axis', 'D4', 5, 4, [7, 6]), leader('de-ldr', 'axis', 'D4', 1), squad('us-sq', 'allied', 'D5', 6, 5, [7, 6])],
      // T88.3.2: D3 and D5 are Crest hexes, so LOS runs down from each (the map gives it: every hex is listed).
      map: { hexes: { D3: { terrain: ['Open Ground'], elevation: 2, crest: true }, D4: { terrain: ['Open Ground'], elevation: 0 }, D5: { terrain: ['Open Ground'], elevation: 1, crest: true } } },
      los: [clear('D3', 'D5'), clear('D4', 'D5')],
    },
  },
  {
    name: 'hidden-entrenchments',
    purpose: 'A35.1: the scenario Defender places Hidden Entrenchments (Foxholes, Cover 3, F102) just before his unit\'s Defense Roll, or does not; a Sniper! or Time! on the Fire Attack Roll is resolved before its result (1.9.1).',
    options: {
      activations: [['de-sq']],
      // 1.9.1: Sniper! and Time! on the Fire Attack Roll are resolved before its result (Event! and Jammed! are in other seeds).
      shots: [{ pieces: ['de-sq'], target: 'C6', attackRolls: [{ white: 3, colored: 4 }, { white: 3, colored: 4, trigger: 'Sniper!' }, { white: 3, colored: 4, trigger: 'Time!' }] }],
      hiddenEntrenchments: true,
    },
    situation: {
      ...frame,
      player: 'axis',
      defender: 'allied',
      units: [squad('de-sq', 'axis', 'C3', 5, 4, [7, 6]), squad('us-sq', 'allied', 'C6', 6, 5, [6, 8])],
      map: { hexes: { C3: { terrain: ['Open Ground'] }, C6: { terrain: ['Open Ground'] } } },
      los: [clear('C3', 'C6')],
    },
  },
  {
    name: 'spray-fire',
    purpose:
      'A40: a boxed-Range Squad and its boxed-Range MG (one Fire Group) Spray Fire two adjacent enemy hexes: one Fire Attack Roll, the largest Hindrance to either hex (the Brush in U4 on the line to U5, 3; the LOS from the map), and every unit of both hexes rolls against the one Attack Total, each with its own hex\'s Cover — the Wall crossed into T4 protects T4 only (reading cce.spray-fire-wall-cover).',
    options: {
      activations: [['us-sq']],
      shots: [{ pieces: ['us-sq', 'us-mg'], target: 'T4', actions: ['A40'], spray: 'U5', attackRolls: [{ white: 3, colored: 4 }] }],
    },
    situation: {
      ...frame,
      player: 'allied',
      units: [
        squad('us-sq', 'allied', 'T2', 6, 5, [7, 6], {
          sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 4, boxedRange: true }, broken: { morale: 6, fp: 1, range: 1, movement: 4, boxedRange: true } },
          weapon: weapon('us-mg', 'mg', 4, 8, { boxedRange: true }),
        }),
        squad('de-wall', 'axis', 'T4', 6, 5, [7, 6]),
        squad('de-open', 'axis', 'U5', 6, 5, [7, 6]),
      ],
      // T2 to T4 crosses the Wall on T3/T4 entering T4 (T97: Cover, not an Obstacle on a side of the target hex);
      // T2 to U5 passes T3 and the Brush in U4 (T81, Hindrance 3).
      map: {
        hexes: { T2: { terrain: ['Open Ground'] }, T3: { terrain: ['Open Ground'] }, T4: { terrain: ['Open Ground'] }, U4: { terrain: ['Brush'] }, U5: { terrain: ['Open Ground'] } },
        hexsides: [{ between: ['T3', 'T4'], feature: 'Wall' }],
      },
      los: [],
    },
  },
  {
    name: 'objective-pillbox-light-wounds',
    purpose:
      'A37: American Marksmanship (+2) on an American Squad\'s shot at an Objective hex (2.3) holding an unbroken and a broken German Squad; A35.3: the scenario Defender may place the Pillbox (F104, Cover 5) just before a Defense Roll, once; A36: each Squad that would break (or be eliminated by breaking, 3.2.4) may instead be replaced by a Team, for 1 VP, once (the Axis player holds one Light Wounds, lightWoundsTeams).',
    options: {
      activations: [['us-sq']],
      shots: [{ pieces: ['us-sq'], target: 'Q5', actions: ['A37'], marksmanship: 'america', attackRolls: [{ white: 3, colored: 4 }] }],
      hiddenPillbox: true,
      lightWounds: true,
    },
    situation: {
      ...frame,
      player: 'allied',
      defender: 'axis',
      units: [
        squad('us-sq', 'allied', 'Q2', 6, 5, [7, 6], { nationality: 'america' }),
        squad('de-sq', 'axis', 'Q5', 6, 5, [7, 6], { nationality: 'germany' }),
        squad('de-brk', 'axis', 'Q5', 6, 5, [7, 6], { nationality: 'germany', broken: true }),
      ],
      map: { hexes: { Q2: { terrain: ['Open Ground'] }, Q5: { terrain: ['Open Ground'] } } },
      los: [clear('Q2', 'Q5')],
      objectives: ['Q5'],
      lightWoundsTeams: { axis: { id: 'de-team', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } } },
    },
  },
];

export const fireSpec: ProcedureSpec<FireSituation> = {
  procedure: 'fire',
  ruleset: 'cce',
  title: 'Fire (O20)',
  section: ['O20'],
  machine: fireMachine,
  parseSituation: parseFireSituation,
  parseEvent: parseFireEvent,
  project: (snapshot) => projectFire(snapshot.context as FireContext),
  seeds: FIRE_SEEDS,
  nested: [
    ...nestedEventCharts('targetingResolvingEvent', 'targetingResolvingSniper', 'attackResolvingEvent', 'attackResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'),
    ...['targetingAdvancingTime', 'attackAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' })),
  ],
  domain: (snapshot, seed) => fireDomain(snapshot, (seed as FireSeed | undefined)?.options ?? { activations: [], shots: [] }),
  domainNote:
    'Scripted decisions per seed (activations, shots in order, Actions, explicit Fire Attack Rolls, trigger effects); Targeting Rolls by product class (largest miss, smallest hit); Fire Defense Rolls by boundary sums around Attack Total − Morale, each trigger once per path where a seed asks; re-rolls where a seed asks. With the game described, an Event! or Sniper! on any roll is resolved by the nested Event and Sniper charts (every decision they offer). The nested Time advance (seeds time-by-the-rules-in-a-fire-attack, targeting-time-by-the-rules) takes the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
