/**
 * O21 Move — the oracle side: situation and event parsing (strict; errors name the field and the rule),
 * seed situations and the declared event domain of the graph walk.
 *
 * Domain: for the unit or stack moving, MOVE into each adjacent hex the seed lists (at most one refused
 * MOVE, EXIT or TRANSFER per path: a refusal changes only the record), EXIT off each edge its hex
 * touches, TRANSFER to each friendly unit in its hex, STOP; CHOOSE_MOVER for each unit and each stack of
 * units sharing a hex, END_ORDER; GO_AHEAD at each Op Fire window, WAIT, the seed's Fire Action
 * activations, OP_FIRE and its scripted shots (the Fire procedure's attack states) where it asks; the
 * seed's Assault Fire and Smoke Grenades once per path; HIDDEN_MINES, HIDDEN_WIRE or
 * NO_HIDDEN_ACTION where the Defender may answer. Mine Attack Rolls at sum 7; Defense Rolls by classes
 * (Defense Total one less, equal, one more than the Attack Total); triggers at sum 7 once per path,
 * Initiative re-rolls and A29 Concealment only where the seed asks.
 */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { areAdjacent, edgeDistance, hexId, neighboursOnMap, parseHex, type Edge } from '../../../machines/core/hex';
import { hexFacts, isWaterTerrain, validateMap, validateUnitPlacement, type HexsideFeature } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { DEFAULT_MINES_FP } from '../../../machines/cce/entry';
import { moveMachine, projectMove } from '../../../machines/cce/move/machine';
import { fireAttackSliceAdapter } from '../../../machines/cce/fire/attack-states';
import { actionProblem, currentFinalFp, finalFpProblem, shotOf, shotProblem, sustainedCandidates } from '../../../machines/cce/fire/guards';
import { type FireAction, type FireContext } from '../../../machines/cce/fire/types';
import { fireEditionOf } from '../../../machines/cce/fire/edition';
import { moverProblem } from '../../../machines/cce/move/guards';
import { assaultFireDeclarationProblem, opFireActivationProblem, smokeGrenadesProblem } from '../../../machines/cce/move/reactions';
import type { MoveContext, MoveSituation } from '../../../machines/cce/move/types';
import { FORTIFICATION_COVER, KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { pairwise } from '../../gen/pairwise';
import { TERRAIN_MOVE_COST } from '../../../machines/cce/move/movement';
import { NATIONALITIES, parseUnit, PLAYERS, type Nationality, type Player, type Unit } from '../../../machines/cce/units';
import type { Trigger } from '../../../machines/core/dice';
import { parseLightWoundsTeams, parseLos, parseRollEvent, unknownEvent } from './common';
import type { LightWoundsTeams } from '../../../machines/cce/effects';
import { parseObjectiveHexes } from './fire';
import { buildUnit, loadSeeds, onFirstUse } from './seeds';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision } from './event';
import { NESTED_TIME_ADVANCE_EVENTS, nestedTimeAdvanceEvent } from './time-advance';
import { defenseDomain, entryDomain, parseEntryEvent, refuseEntrenchmentsAgainstMines, type DefenseDomainOptions, type EntrySeedOptions } from './entry';

const EVENT_TYPES = ['CHOOSE_MOVER', 'MOVE', 'EXIT', 'TRANSFER', 'STOP', 'END_ORDER', 'HIDDEN_MINES', 'HIDDEN_WIRE', 'NO_HIDDEN_ACTION', 'WAIT', 'GO_AHEAD', 'ACTIVATE', 'OP_FIRE', 'ASSAULT_FIRE', 'DECLARE_SHOT', 'FIRE', 'ABANDON_SHOT', 'BREAK_WEAPON', 'SMOKE_GRENADES', 'CHOOSE_UNIT', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;
const EDGES: readonly Edge[] = ['top', 'bottom', 'left', 'right'];

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

/** `terrain`: the terrain names the map may hold (absent: CC:E's; an edition's parser gives its own); `hexsideFeatures` and `impassable` (where no unit may stand) likewise (absent: CC:E's). */
export function parseMoveSituation(raw: unknown, path: string, terrain: readonly string[] = KNOWN_TERRAIN, hexsideFeatures?: readonly HexsideFeature[], impassable?: Parameters<typeof validateUnitPlacement>[4]): MoveSituation {
  const o = obj(raw, path, ['player', 'initiative', 'defender', 'minesFp', 'activating', 'activatedThisTurn', 'units', 'map', 'los', 'game', 'objectives', 'pillboxInPlay', 'lightWoundsTeams'], ['player', 'initiative', 'defender', 'activating', 'units', 'map']);
  const player = oneOf(o.player, `${path}.player`, PLAYERS, 'O21');
  const map = validateMap(o.map, `${path}.map`, { terrain, ...(hexsideFeatures ? { hexsideFeatures } : {}) });
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  units.forEach((u, i) => {
    validateUnitPlacement(map, u.hex, `${path}.units[${i}].hex`, `${path}.map`, impassable);
    for (const side of ['unbroken', 'broken'] as const) {
      if (u.owner === player && u.sides[side].movement === undefined) {
        throw new OracleError({ code: 'missing-field', path: `${path}.units[${i}].sides.${side}.movement`, expected: "present: a moving player's unit states its Movement", rule: '3.1.3' });
      }
    }
  });
  for (const p of PLAYERS) {
    if (!map.edges[p]) throw new OracleError({ code: 'missing-field', path: `${path}.map.edges.${p}`, expected: "present: each player's friendly edge", rule: '7.2' });
  }
  const ids = (v: unknown, p: string, min: number) =>
    arr(v, p, min).map((id, i) => {
      const unit = units.find((u) => u.id === str(id, `${p}[${i}]`));
      if (!unit) throw new OracleError({ code: 'invalid-field', path: `${p}[${i}]`, expected: 'the id of a unit in input.units', actual: id, rule: 'O14.1' });
      return unit.id;
    });
  return {
    player,
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    defender: o.defender === null ? null : oneOf(o.defender, `${path}.defender`, PLAYERS, 'A35.5'),
    minesFp: o.minesFp === undefined ? DEFAULT_MINES_FP : int(o.minesFp, `${path}.minesFp`, 6, 8, 'F103.2'),
    activating: [...new Set(ids(o.activating, `${path}.activating`, 1))],
    activatedThisTurn: o.activatedThisTurn === undefined ? [] : ids(o.activatedThisTurn, `${path}.activatedThisTurn`, 0),
    units,
    map,
    los: o.los === undefined ? [] : parseLos(o.los, `${path}.los`, map.hexes),
    ...(o.game === undefined ? {} : { game: parseGame(o.game, path, o.units, o.map) }),
    // A35.3: Hidden Pillbox before a Defense Roll against Op Fire or Assault Fire (the Objective hexes, the Pillbox in play).
    ...(o.objectives === undefined ? {} : { objectives: parseObjectiveHexes(o.objectives, `${path}.objectives`, map) }),
    ...(o.pillboxInPlay === undefined ? {} : { pillboxInPlay: bool(o.pillboxInPlay, `${path}.pillboxInPlay`) }),
    // A36: Light Wounds on a Defense Roll against Op Fire, Assault Fire or Mines (the Team each player would take).
    ...(o.lightWoundsTeams === undefined ? {} : { lightWoundsTeams: movingTeams(parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, units), o.lightWoundsTeams, player, `${path}.lightWoundsTeams`) }),
  };
}

/**
 * A36 (CC:P A44), reading cce.light-wounds-moving-team (ccp.light-wounds-moving-team): the moving player's Team may take
 * a moving Squad's place and go on moving, so it states its Movement on both sides, as his units do (3.1.3).
 */
function movingTeams(teams: LightWoundsTeams, raw: unknown, player: Player, path: string): LightWoundsTeams {
  const listed = Array.isArray((raw as Record<string, unknown>)[player]);
  (teams[player] ?? []).forEach((t, i) => {
    for (const side of ['unbroken', 'broken'] as const) {
      if (t.sides[side].movement === undefined) {
        throw new OracleError({ code: 'missing-field', path: `${path}.${player}${listed ? `[${i}]` : ''}.sides.${side}.movement`, expected: "present: the moving player's Team may go on moving in the Squad's place (A36)", rule: 'A36' });
      }
    }
  });
  return teams;
}

const view = (c: MoveContext): FireContext => fireAttackSliceAdapter<MoveContext>().view(c);
const refusedDecision = (path: string, p: { rule: string; why: string }, actual: unknown): never => illegal(path, `a legal decision (${p.why})`, actual, p.rule);

/**
 * A33: the Op Fire attack's decisions, checked with the Fire procedure's own rule conditions
 * (../../../machines/cce/fire/guards.ts) on the attack's view of the Move context. Null for other events.
 */
function parseOpFireEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject | null {
  const c = snapshot.context as MoveContext;
  const f = view(c);
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'OP_FIRE':
    case 'FIRE':
    case 'ABANDON_SHOT':
      obj(raw, path, ['type'], ['type']);
      if (snapshot.matches('playingActions')) {
        const p = finalFpProblem(f, type);
        if (p) refusedDecision(path, p, raw);
      }
      return { type } as EventObject;
    case 'DECLARE_SHOT': {
      const o = obj(raw, path, ['type', 'pieces', 'target', 'base'], ['type', 'pieces', 'target']);
      const e = { type, pieces: arr(o.pieces, `${path}.pieces`, 1).map((x, i) => str(x, `${path}.pieces[${i}]`)), target: str(o.target, `${path}.target`), ...(o.base !== undefined ? { base: str(o.base, `${path}.base`) } : {}) };
      if (snapshot.matches('choosingShot')) {
        const p = shotProblem(f, shotOf(f, e));
        if (p) refusedDecision(path, p, e);
        // A26: "Each Assault Fire Action allows a single Fire Attack": the group named with the Action fires as one.
        if (c.assaultFrom !== null && [...e.pieces].sort().join() !== [...f.activated].sort().join()) refusedDecision(`${path}.pieces`, { rule: 'A26', why: `the pieces of the Assault Fire, together (${f.activated.join(', ')})` }, e.pieces);
      }
      return e as EventObject;
    }
    case 'ASSAULT_FIRE': {
      const o = obj(raw, path, ['type', 'pieces'], ['type', 'pieces']);
      const pieces = arr(o.pieces, `${path}.pieces`, 1).map((x, i) => str(x, `${path}.pieces[${i}]`));
      if (snapshot.matches('moving') || snapshot.matches('choosingMover')) {
        const p = assaultFireDeclarationProblem(c, pieces);
        if (p) refusedDecision(`${path}.pieces`, p, pieces);
      }
      return { type, pieces } as EventObject;
    }
    case 'BREAK_WEAPON': {
      const o = obj(raw, path, ['type', 'weapon'], ['type', 'weapon']);
      const weapon = str(o.weapon, `${path}.weapon`);
      if (snapshot.matches('breakingSustainedFire') && !sustainedCandidates(f).some((p) => p.id === weapon)) refusedDecision(`${path}.weapon`, { rule: 'A41', why: 'one firing Mortar or MG' }, weapon);
      return { type, weapon } as EventObject;
    }
    case 'PLAY_ACTION': {
      if (!snapshot.matches('playingActions')) return null;
      const o = obj(raw, path, ['type', 'action', 'player', 'nationality', 'hex'], ['type', 'action', 'player']);
      const e: { type: 'PLAY_ACTION'; action: FireAction; player: Player; nationality?: Nationality; hex?: string } = { type: 'PLAY_ACTION', action: oneOf(o.action, `${path}.action`, fireEditionOf(f).shotActions, 'A24.1'), player: oneOf(o.player, `${path}.player`, PLAYERS, 'A24.1') };
      if (o.nationality !== undefined) e.nationality = oneOf(o.nationality, `${path}.nationality`, NATIONALITIES, 'A37');
      if (o.hex !== undefined) e.hex = str(o.hex, `${path}.hex`);
      const p = actionProblem(f, e.action, e.player, e.nationality, e.hex);
      if (p) refusedDecision(path, p, e);
      return e as EventObject;
    }
    case 'CHOOSE_UNIT': {
      if (!snapshot.matches('opFireDefenseChoosingUnit')) return null;
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      const unit = str(o.unit, `${path}.unit`);
      if (!c.defense.toRoll.includes(unit)) refusedDecision(`${path}.unit`, { rule: 'O20.3.4', why: `a unit in the target hex at the attack roll that has not rolled yet (${c.defense.toRoll.join(', ')})` }, unit);
      return { type, unit } as EventObject;
    }
    default:
      return null;
  }
}

export function parseMoveEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as MoveContext;
  // An event of the Time advance nested after a Mine Attack Roll (with input.game).
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  // A decision of the Event or Sniper chart nested after a Mine Attack Roll (with input.game).
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation) ?? parseOpFireEvent(raw, path, snapshot) ?? parseEntryEvent(raw, path, snapshot, 'a moving unit the Mines attacked');
  if (shared) {
    refuseEntrenchmentsAgainstMines(shared, path, snapshot);
    return shared;
  }
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'CHOOSE_MOVER') {
    const o = obj(raw, path, ['type', 'units'], ['type', 'units']);
    const units = arr(o.units, `${path}.units`, 1).map((u, i) => str(u, `${path}.units[${i}]`));
    if (snapshot.matches('choosingMover')) {
      const problem = moverProblem(c, units);
      if (problem) illegal(`${path}.units`, problem.why, units, problem.rule);
    }
    return { type, units } as EventObject;
  }
  if (type === 'MOVE' || type === 'EXIT') {
    const o = obj(raw, path, ['type', type === 'MOVE' ? 'hex' : 'edge'], ['type', type === 'MOVE' ? 'hex' : 'edge']);
    const here = c.situation.units.find((u) => c.mover.includes(u.id))?.hex;
    if (!here) return illegal(path, 'a unit or stack moving (CHOOSE_MOVER first)', type, 'O21.2');
    if (type === 'EXIT') {
      const edge = oneOf(o.edge, `${path}.edge`, EDGES, '7.2');
      if (edgeDistance(c.situation.map.geometry, parseHex(here, 'hex'), edge) !== 0) illegal(`${path}.edge`, `an edge the mover's hex ${here} touches`, edge, '7.2.1');
      return { type, edge } as EventObject;
    }
    const hex = str(o.hex, `${path}.hex`);
    const to = parseHex(hex, `${path}.hex`);
    if (!areAdjacent(parseHex(here, 'hex'), to) || !neighboursOnMap(c.situation.map.geometry, parseHex(here, 'hex')).some((h) => hexId(h) === hex)) illegal(`${path}.hex`, `an on-map hex adjacent to ${here}`, hex, 'O21.1');
    if (!hexFacts(c.situation.map, hex)) illegal(`${path}.hex`, 'a hex listed in input.map.hexes (an unlisted hex is unknown)', hex, '2.1');
    return { type, hex } as EventObject;
  }
  if (type === 'TRANSFER') {
    const o = obj(raw, path, ['type', 'from', 'to'], ['type', 'from', 'to']);
    return { type, from: str(o.from, `${path}.from`), to: str(o.to, `${path}.to`) } as EventObject;
  }
  if (type === 'ACTIVATE') {
    const o = obj(raw, path, ['type', 'units'], ['type', 'units']);
    const units = arr(o.units, `${path}.units`, 1).map((u, i) => str(u, `${path}.units[${i}]`));
    if (snapshot.matches('waitingForOpFire')) {
      const problem = opFireActivationProblem(c, units);
      if (problem) illegal(`${path}.units`, `units the Fire Action may activate for Op Fire (${problem.why})`, units, problem.rule);
    }
    return { type, units } as EventObject;
  }
  if (type === 'SMOKE_GRENADES') {
    const o = obj(raw, path, ['type', 'unit', 'hex', 'value'], ['type', 'unit', 'hex', 'value']);
    // T94: the value is the Hindrance printed on the Smoke marker drawn at random (a component, not rulebook text).
    const e = { type, unit: str(o.unit, `${path}.unit`), hex: str(o.hex, `${path}.hex`), value: int(o.value, `${path}.value`, 1, 9, 'T94') };
    if (snapshot.matches('moving') || snapshot.matches('choosingMover')) {
      const problem = smokeGrenadesProblem(c, e.unit, e.hex);
      if (problem) illegal(path, `Smoke Grenades the unit may use (${problem.why})`, e, problem.rule);
    }
    return e as EventObject;
  }
  if (type === 'STOP' || type === 'END_ORDER' || type === 'GO_AHEAD' || type === 'WAIT' || type === 'LIGHT_WOUNDS' || type === 'NO_LIGHT_WOUNDS') {
    obj(raw, path, ['type'], ['type']);
    // O14.4 ("at least one activated unit must physically cross a hexside into another hex"): an END_ORDER
    // or STOP before that is refused by the machine and recorded in `refusals`, as a forbidden Move is.
    return { type };
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

export interface MoveSeedOptions extends EntrySeedOptions, Pick<DefenseDomainOptions, 'defenseSums'> {
  /** CHOOSE_MOVER is offered only for these movers (all units and stacks when absent). */
  movers?: string[][];
  /** MOVE is offered only into these hexes (all listed adjacent hexes when absent). */
  hexes?: string[];
  /** A33.2: offer "Wait!" at each Op Fire window, then each of these Fire Action activations (when legal), and these scripted shots. */
  opFire?: { activate: string[][]; shots?: ScriptedOpFire[]; defense?: DefenseDomainOptions };
  /** A26: offer this Assault Fire (when legal) once per path, before moving or while moving, and these scripted shots. */
  assaultFire?: { pieces: string[]; shots: ScriptedOpFire[]; defense?: DefenseDomainOptions };
  /** A39: offer these Smoke Grenades (when legal), once per path. */
  smokeGrenades?: { unit: string; hex: string; value: number }[];
  /** O14.4: offer END_ORDER and STOP where the rules refuse them (before any activated unit has crossed), as the first thing a path tries. */
  earlyEnd?: boolean;
}
export const DEFAULT_MOVE_OPTIONS: MoveSeedOptions = { triggers: false, rerolls: 0 };

/** One Op Fire shot a seed offers (when legal at the hex just entered): its Actions in order, then FIRE, and its Fire Attack Rolls. */
interface ScriptedOpFire {
  pieces: string[];
  target: string;
  actions?: FireAction[];
  rolls: { white: number; colored: number; trigger?: Trigger }[];
  /** Initiative re-rolls of the Fire Attack Roll offered per path. */
  rerolls?: number;
}

/** A33, O20.3-O20.3.4: the events of the Fire procedure's attack states inside the Move Order. Null elsewhere. */
function opFireDomain(snapshot: AnyMachineSnapshot, options: MoveSeedOptions): EventObject[] | null {
  const c = snapshot.context as MoveContext;
  const f = view(c);
  const kind = c.assaultFrom === null ? options.opFire : options.assaultFire;
  const shots = kind?.shots ?? [];
  const made = [...c.opFireShots, ...c.assaultShots, ...c.fireAttack.shots, ...(c.fireAttack.record ? [c.fireAttack.record] : [])];
  const triggered = c.mineLog.some((r) => r.trigger) || c.defense.log.some((r) => r.trigger) || made.some((r) => r.attack?.trigger) || f.roll?.trigger !== undefined;
  const canceled = c.defense.log.filter((r) => r.result === 'canceled').length + made.reduce((n, r) => n + r.canceled.length, 0);
  const current = c.situation.units.find((u) => u.id === c.defense.current);
  const defense = defenseDomain(snapshot, kind?.defense ?? { triggers: false, rerolls: 0 }, current ? [[], [{ unit: current.id, effect: 'eliminate' }]] : [[]], triggered, canceled, 'opFireDefense');
  if (defense) return defense;
  const scripted = f.shot ? shots.find((x) => x.target === f.shot!.target && x.pieces.join() === f.shot!.pieces.join()) : undefined;
  if (snapshot.matches('choosingShot')) {
    const tried = (x: ScriptedOpFire) => f.shots.some((r) => r.target === x.target && r.pieces.join() === x.pieces.join());
    const legal = shots.filter((x) => !tried(x) && shotProblem(f, shotOf(f, x)) === null);
    return [{ type: 'END_ORDER' }, ...legal.map((x) => ({ type: 'DECLARE_SHOT', pieces: x.pieces, target: x.target }) as EventObject)];
  }
  if (snapshot.matches('playingActions')) {
    const next = scripted?.actions?.[f.actionsPlayed.length];
    if (next) return actionProblem(f, next, f.player) === null ? [{ type: 'PLAY_ACTION', action: next, player: f.player } as EventObject] : [];
    return [{ type: currentFinalFp(f) >= 1 ? 'FIRE' : 'ABANDON_SHOT' }];
  }
  if (snapshot.matches('attackRolling')) return (scripted?.rolls ?? []).filter((r) => !(r.trigger && triggered)).map((r) => ({ type: 'ROLL', ...r }) as EventObject);
  if (snapshot.matches('attackConsideringReroll')) return canceled < (scripted?.rerolls ?? 0) ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  if (snapshot.matches('attackResolvingTrigger')) return [{ type: 'RESOLVE_TRIGGER', effects: [] } as EventObject];
  if (snapshot.matches('breakingSustainedFire')) return sustainedCandidates(f).map((p) => ({ type: 'BREAK_WEAPON', weapon: p.id }) as EventObject);
  return null;
}

/** The walk domain; `machine`: the edition's chart a refusal is tried on (CC:E's unless given). */
export function moveDomain(snapshot: AnyMachineSnapshot, options: MoveSeedOptions, machine: AnyStateMachine = moveMachine): EventObject[] {
  const c = snapshot.context as MoveContext;
  const { units, map } = c.situation;
  const lead = units.find((u) => c.mover.includes(u.id));
  const shared = entryDomain(snapshot, options, lead ? [[], [{ unit: lead.id, effect: 'eliminate' }]] : [[]]) ?? opFireDomain(snapshot, options);
  if (shared) return shared;
  // A24.2: the seed's Smoke Grenades or Assault Fire tried out of turn, once per path (a refusal changes only the record).
  const early =
    c.refusals.length > 0
      ? []
      : [...(options.smokeGrenades ?? []).slice(0, 1).map((g) => ({ type: 'SMOKE_GRENADES', ...g }) as EventObject), ...(options.assaultFire ? [{ type: 'ASSAULT_FIRE', pieces: options.assaultFire.pieces } as EventObject] : [])];
  const assault: EventObject[] =
    options.assaultFire && c.assaultShots.length === 0 && assaultFireDeclarationProblem(c, options.assaultFire.pieces) === null ? [{ type: 'ASSAULT_FIRE', pieces: options.assaultFire.pieces } as EventObject] : [];
  if (snapshot.matches('offeringOpFire')) return [{ type: 'GO_AHEAD' }, ...(options.opFire ? [{ type: 'WAIT' }] : []), ...early];
  if (snapshot.matches('waitingForOpFire')) {
    const activations = (options.opFire?.activate ?? []).filter((units) => opFireActivationProblem(c, units) === null);
    const fire: EventObject[] = c.opFireActivated.length > 0 ? [{ type: 'OP_FIRE' }] : [];
    return [{ type: 'GO_AHEAD' }, ...activations.map((units) => ({ type: 'ACTIVATE', units }) as EventObject), ...fire, ...early];
  }
  const grenades = c.smokeGrenades.length > 0 ? [] : (options.smokeGrenades ?? []).filter((g) => smokeGrenadesProblem(c, g.unit, g.hex) === null).map((g) => ({ type: 'SMOKE_GRENADES', ...g }) as EventObject);
  if (snapshot.matches('choosingMover')) {
    // O14.4: an END_ORDER the rules refuse (recorded; the Order goes on) only as the first thing a path tries.
    const untouched = c.refusals.length === 0 && c.steps.length === 0 && c.transfers.length === 0;
    const events: EventObject[] = (options.earlyEnd && untouched) || !wouldRefuseNow(snapshot, { type: 'END_ORDER' }, machine) ? [{ type: 'END_ORDER' }] : [];
    const ready = c.toMove.map((id) => units.find((u) => u.id === id)).filter((u): u is Unit => !!u);
    const candidates: string[][] = ready.map((u) => [u.id]);
    for (const h of [...new Set(ready.map((u) => u.hex))]) {
      const stack = ready.filter((u) => u.hex === h).map((u) => u.id);
      if (stack.length > 1) candidates.push(stack);
    }
    const offered = options.movers ? options.movers.filter((m) => m.every((id) => c.toMove.includes(id))) : candidates;
    for (const m of offered) events.push({ type: 'CHOOSE_MOVER', units: m } as EventObject);
    // O14.4: an Action played before anyone has moved no longer ends an Order of its own (someone must move after
    // it), so its final state is also reached by playing it later; offered first there, it is the path the walk
    // keeps. Once a unit has crossed, the Actions come last, so that the walk keeps the ones played while moving.
    return c.crossed ? [...events, ...grenades, ...assault] : [...grenades, ...assault, ...events];
  }
  if (!snapshot.matches('moving')) return [];
  const movers = units.filter((u) => c.mover.includes(u.id));
  const here = movers[0].hex;
  const hereC = parseHex(here, 'hex');
  const events: EventObject[] = [{ type: 'STOP' }, ...grenades, ...assault];
  const noRefusalYet = c.refusals.length === 0;
  const wouldRefuse = (to: string) => c.refusals.some((r) => r.to === to);
  for (const h of neighboursOnMap(map.geometry, hereC).map(hexId)) {
    if (!hexFacts(map, h) || wouldRefuse(h)) continue;
    if (c.steps.some((s) => s.from === h && s.units.includes(movers[0].id))) continue; // never back into a hex it left
    events.push({ type: 'MOVE', hex: h } as EventObject);
  }
  for (const edge of EDGES) if (edgeDistance(map.geometry, hereC, edge) === 0 && (noRefusalYet || !wouldRefuse(`off:${edge}`))) events.push({ type: 'EXIT', edge } as EventObject);
  for (const m of movers) {
    if (!m.weapon) continue;
    for (const to of units.filter((u) => u.hex === here && u.id !== m.id && u.owner === m.owner)) events.push({ type: 'TRANSFER', from: m.id, to: to.id } as EventObject);
  }
  // Refusals only as the first thing a path tries (they change only the record), and MOVE only into the
  // hexes the seed names, if it names any: both keep the walk to the cases that matter.
  const offered = events.filter((e) => e.type !== 'MOVE' || !options.hexes || options.hexes.includes((e as { hex?: string }).hex ?? ''));
  const first = noRefusalYet && c.steps.length === 0 && c.transfers.length === 0;
  // Refused events only as the first thing a path tries; a STOP the rules refuse (O14.4) only where the seed asks.
  return first ? offered.filter((e) => e.type !== 'STOP' || options.earlyEnd || !wouldRefuseNow(snapshot, e, machine)) : offered.filter((e) => !wouldRefuseNow(snapshot, e, machine));
}

function wouldRefuseNow(snapshot: AnyMachineSnapshot, e: EventObject, machine: AnyStateMachine = moveMachine): boolean {
  const [next] = transition(machine, snapshot as never, e as never);
  return (next.context as MoveContext).refusals.length > (snapshot.context as MoveContext).refusals.length;
}

// -------------------------------------------------------------------------------------------- seeds

const open = { terrain: ['Open Ground'] };
const geometry = { columns: 15, rows: 10 };
const edges = { allied: 'top' as const, axis: 'bottom' as const };
const base = { initiative: 'allied' as const, minesFp: 6, defender: null, activatedThisTurn: [], los: [] };

export type MoveSeed = Seed<MoveSituation> & { options?: MoveSeedOptions };

/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_MOVE_OPTIONS. */
export const MOVE_OPTION_KEYS = ['movers', 'hexes', 'opFire', 'assaultFire', 'smokeGrenades', 'earlyEnd', 'triggers', 'rerolls', 'mineTriggers', 'defenseTriggers', 'time', 'concealment', 'entrenchments', 'lightWounds'] as const;
/**
 * The hand-written seeds, as data: oracle/procedures/cce/seeds/move.json (seeds.ts reads and validates it on first use),
 * then one generated per Move Cost and the situations generated pairwise (below), whose paths are kept only where new.
 */
export const MOVE_SEEDS = onFirstUse((): MoveSeed[] => [...loadSeeds('move', { defaults: DEFAULT_MOVE_OPTIONS, keys: MOVE_OPTION_KEYS }, parseMoveSituation), ...generatedMoveCostSeeds(), ...pairwiseMoveSeeds()]);

/**
 * Generated (issue 16.5): one Move per entry of the Terrain Chart's Move Cost column (T78.2), from the table
 * itself, so that each cost decides an expenditure somewhere (ablation's `shift-entry` mutants): a Squad in
 * Open Ground enters an adjacent hex of that terrain, and nothing else.
 */
function generatedMoveCostSeeds(): MoveSeed[] {
  return Object.keys(TERRAIN_MOVE_COST).map((t) => ({
    name: `move-cost-${t.toLowerCase().replace(/ /g, '-')}`,
    purpose: `Generated from the Move Cost table: a Squad enters a ${t} hex for ${TERRAIN_MOVE_COST[t]} MP (T78.2, O21.1, O21.5).`,
    options: { ...DEFAULT_MOVE_OPTIONS, hexes: ['E4'] },
    situation: {
      ...base,
      player: 'axis' as const,
      activating: ['de-squad'],
      units: [buildUnit({ id: 'de-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: { geometry, edges, hexes: { E5: open, E4: { terrain: [t] } } },
    },
  }));
}

/**
 * Generated (issue 16.5): the facts a Move into one hex reads — the entered hex's terrain type (every type of
 * the Terrain Chart: its Move Cost, T78.2, and its Cover against an Op Fire, T78.3), a Road in it entered along
 * the Road (T93: 1 MP, its hexside a Road) or across another hexside (T93: Cover −1, Movement +1 once entered),
 * its marker: a Fortification (F101-F105), Wire (F106, F106.2: the Move ends), Mines (F103: the Mine Attack
 * and the Defense Roll), a Blaze (T79: not entered) or a Smoke (T94, 10.3.4: Hindrance to the Op Fire), a
 * Leader moving with the Squad, of Command 1-3 or broken (3.3.1.2: his Command to its Movement and Defense
 * Roll), the Squad Veteran (E44.1), an enemy Squad able to Op Fire at the entered hex (A33: one Fire Attack
 * Roll, sum 7) or none, and the hexside crossed: none, a Fence, Hedge or Wall (T84, T87, T97: +1 MP; the
 * Hedge's and Wall's Cover against the Op Fire, which crosses it too) or a Cliff (T83: not crossed) —
 * combined so that every two of them meet in some situation (oracle/gen/pairwise.ts: a deterministic
 * covering array; a Water hex, Marsh or Stream, holds no Fortification, Wire or Mines, F100.3, and no Blaze
 * or Smoke, T89, T95). A German Squad in E5 (with its Leader, the two moving as a stack) Moves into E4, the
 * only hex offered (where E4 cannot be entered, across a Cliff or into a Blaze, F5, Open Ground, is listed and
 * offered too, so that the Order may be given, O14.4, and the refused Move tried first); the American Squad fires
 * from E6, behind it, across the same hexside. Mine Attack Rolls
 * at 7, Defense Rolls by the three classes around the tie (the domain above), the first unit only. Seeds
 * marked `minimise`: a path becomes a vector only if it reaches something new (oracle/vectors.ts factPairs).
 */
export const CCE_PAIRWISE_MOVE_FACTORS = {
  terrain: Object.keys(TERRAIN_MOVE_COST),
  road: ['no', 'Road', 'along the Road'],
  marker: ['none', ...Object.keys(FORTIFICATION_COVER), 'Wire', 'Mines', 'Blaze', 'Smoke:2'],
  leader: ['none', 'Command 1', 'Command 2', 'Command 3', 'broken Command 1'],
  veteran: ['no', 'Veteran'],
  enemy: ['none', 'an American Squad'],
  hexside: ['none', 'Fence', 'Hedge', 'Wall', 'Cliff'],
};

/**
 * What the one Move generator takes from an edition: its factors (CC:E's above; CC:P's, oracle/procedures/ccp/
 * move.ts, have no hexside terrain and add the night), its situation parser, the unit ids' prefixes, the moving
 * side's adjective, the rules a purpose cites, and what a row adds to the situation and to the purpose's facts.
 * `road`: "no", a Road or Trail in E4 entered across another hexside ("Road", "Trail"), or followed into it from
 * E5 ("along the Road", "along the Trail": the hexside and both hexes show it).
 */
export interface PairwiseMoveEdition {
  factors: Readonly<Record<string, readonly string[]>>;
  parse: (raw: unknown, path: string) => unknown;
  prefix: Record<Player, string>;
  /** The moving (Axis) side's adjective: "German", "Japanese". */
  movers: string;
  rules: string;
  /** The enemy Squad's hex (absent: E6, behind the mover, its Op Fire crossing the hexside the mover crossed). */
  firer?: (row: Record<string, string>) => { hex: string };
  situation?: (row: Record<string, string>) => Record<string, unknown>;
  facts?: (row: Record<string, string>) => string[];
}

const CCE_PAIRWISE_MOVE: PairwiseMoveEdition = {
  factors: CCE_PAIRWISE_MOVE_FACTORS,
  parse: (raw, path) => parseMoveSituation(raw, path),
  prefix: { axis: 'de', allied: 'us' },
  movers: 'German',
  rules: 'O21.1, T78.2, T93, T84, T87, T97, T83, T79, F103, F106.2, 3.3.1.2, E44.1, A33, T78.3, 10.3.4',
};

/** One generator for every edition (CC:P's: oracle/procedures/ccp/move.ts): a row of `edition.factors` per situation. */
export function pairwiseMoveSeeds(edition: PairwiseMoveEdition = CCE_PAIRWISE_MOVE): MoveSeed[] {
  // F100.3: no Fortification, Wire or Mines in a Water hex; T89, T95 (CC:P T97): no Blaze or Smoke in a Marsh, Stream or
  // Swamp; CC:P T99: a Water Barrier hex is that alone (no Road or Trail in it).
  const { rows } = pairwise(edition.factors, (r) => !(isWaterTerrain([r.terrain]) && (r.marker !== 'none' || (r.terrain === 'Water Barrier' && r.road !== 'no'))));
  const { axis, allied } = edition.prefix;
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const { hex: firer } = edition.firer?.(r) ?? { hex: 'E6' };
    const leader = r.leader === 'none' ? null : { broken: r.leader.startsWith('broken'), command: Number(r.leader.slice(-1)) };
    const raw: Record<string, unknown>[] = [{ id: `${axis}-squad`, owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2], ...(r.veteran !== 'no' ? { veteran: true } : {}), ...(r.suppressed === 'Suppressed' ? { suppressed: true } : {}) }];
    if (leader) raw.push({ id: `${axis}-ldr`, owner: 'axis', kind: 'leader', hex: 'E5', morale: [8, 7], command: leader.command, ...(leader.broken ? { broken: true } : {}) });
    if (r.enemy !== 'none') raw.push({ id: `${allied}-squad`, owner: 'allied', kind: 'squad', hex: firer, movement: [4, 2] });
    const units = raw.map((u, j) => buildUnit(u, `generated move seed "${name}": situation.units[${j}]`));
    const movers = units.filter((u) => u.owner === 'axis').map((u) => u.id);
    const hexside = r.hexside ?? 'none';
    // T83, T79: E4 cannot be entered (a Cliff crossed, a Blaze in it); F5 lets the Order be given (O14.4), the refused Move first.
    const blocked = hexside === 'Cliff' || r.marker === 'Blaze';
    const along = r.road.startsWith('along the ') ? r.road.slice('along the '.length) : null;
    const depiction = along ?? (r.road !== 'no' ? r.road : null);
    const hexsides = [...(along ? [{ between: ['E5', 'E4'], feature: along }] : []), ...(hexside !== 'none' ? [{ between: ['E5', 'E4'], feature: hexside }] : [])];
    const situation = {
      ...base,
      player: 'axis' as const,
      activating: movers,
      units,
      map: {
        geometry,
        edges,
        hexes: { ...(firer !== 'E6' ? { [firer]: open } : {}), E6: open, ...(blocked ? { F5: open } : {}), E5: along ? { terrain: ['Open Ground', along] } : open, E4: { terrain: depiction ? [r.terrain, depiction] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) } },
        ...(hexsides.length ? { hexsides } : {}),
      },
      ...(edition.situation?.(r) ?? {}),
    };
    edition.parse(situation, `generated move seed "${name}": situation`);
    const facts = [r.terrain, along ? `along the ${along}` : depiction ? `a ${depiction} entered across another hexside` : '', r.marker !== 'none' ? r.marker.replace(':', ' ') : '', hexside !== 'none' ? `across a ${hexside}` : '', ...(edition.facts?.(r) ?? [])].filter(Boolean);
    const with_ = [leader ? `with a${leader.broken ? ' broken' : 'n unbroken'} Leader of Command ${leader.command}` : '', r.veteran !== 'no' ? 'Veteran' : '', r.suppressed === 'Suppressed' ? 'Suppressed' : ''].filter(Boolean);
    return {
      name,
      purpose: `Generated pairwise: a ${edition.movers} Squad${with_.length ? ` (${with_.join(', ')})` : ''} Moves from E5 into E4 (${facts.join(', ')})${r.enemy !== 'none' ? `, an American Squad in ${firer} Op Firing at it (one roll, 7)` : ''} (${edition.rules}).`,
      options: {
        ...DEFAULT_MOVE_OPTIONS,
        movers: [movers],
        hexes: blocked ? ['E4', 'F5'] : ['E4'],
        ...(r.enemy !== 'none' ? { opFire: { activate: [[`${allied}-squad`]], shots: [{ pieces: [`${allied}-squad`], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, firstUnitOnly: true } } } : {}),
      },
      minimise: true,
      situation: situation as unknown as MoveSituation,
    };
  });
}

export const moveSpec: ProcedureSpec<MoveSituation> = {
  procedure: 'move',
  ruleset: 'cce',
  title: 'O21 Move (with Mines, Hidden Fortifications and the Op Fire window)',
  section: ['O21'],
  machine: moveMachine,
  parseSituation: parseMoveSituation,
  parseEvent: parseMoveEvent,
  project: (snapshot) => projectMove(snapshot.context as MoveContext),
  get seeds() {
    return MOVE_SEEDS();
  },
  nested: [...nestedEventCharts('mineResolvingEvent', 'mineResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper', 'attackResolvingEvent', 'attackResolvingSniper', 'opFireDefenseResolvingEvent', 'opFireDefenseResolvingSniper'), { state: 'mineAdvancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => moveDomain(snapshot, (seed as MoveSeed | undefined)?.options ?? DEFAULT_MOVE_OPTIONS),
  domainNote:
    'Per mover: MOVE into each listed adjacent hex not left before, EXIT off each edge its hex touches, TRANSFER to each friendly unit in its hex, STOP (at most one refused event per path); CHOOSE_MOVER per unit and per stack sharing a hex, END_ORDER; at each Op Fire window GO_AHEAD, and where the seed asks WAIT, each listed Fire Action activation (ACTIVATE) that is legal and OP_FIRE; inside the attack (the Fire procedure\'s states) the seed\'s scripted shots at the hex just entered, their Actions in order, FIRE or ABANDON_SHOT, the seed\'s Fire Attack Rolls (each trigger once per path), re-rolls where asked, each Sustained Fire candidate, END_ORDER to decline; the seed\'s Assault Fire and Smoke Grenades once per path where legal, and once out of turn (A24.2); HIDDEN_MINES, HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer; Mine Attack Rolls at sum 7; Defense Rolls by classes (Defense Total one less, equal, one more than the Attack Total, with the attack\'s Cover) or the seed\'s own sums (a rulebook example), the first unit still to roll where the seed asks; triggers at sum 7 once per path, Initiative re-rolls, Concealment, Hidden Entrenchments and Hidden Pillbox where the seed asks; when a Squad would break, NO_LIGHT_WOUNDS, and LIGHT_WOUNDS (A36) where the seed asks. Seed mine-events-by-the-rules: Event! and Sniper! on the Mine Attack Roll once per path; seed mine-defense-events-by-the-rules: on the Mines Defense Roll; seed op-fire-events-by-the-rules: on the Op Fire Attack Roll and on the Defense Roll against it — each resolved by the nested Event and Sniper charts on its game (every decision they offer). Seed mine-time-by-the-rules: Time!, Event! and Sniper! on the Mine Attack Roll, the nested Time advance taking the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
