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
import { gameAround, gameAtSuddenDeath, SUDDEN_DEATH_SHUFFLES } from './events/kit';
import { transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { areAdjacent, edgeDistance, hexId, neighboursOnMap, parseHex, type Edge } from '../../../machines/core/hex';
import { hexFacts, validateMap, validateUnitPlacement } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { DEFAULT_MINES_FP } from '../../../machines/cce/entry';
import { moveMachine, projectMove } from '../../../machines/cce/move/machine';
import { fireAttackSliceAdapter } from '../../../machines/cce/fire/attack-states';
import { actionProblem, currentFinalFp, finalFpProblem, shotOf, shotProblem, sustainedCandidates } from '../../../machines/cce/fire/guards';
import { FIRE_ACTIONS, type FireAction, type FireContext } from '../../../machines/cce/fire/types';
import { moverProblem } from '../../../machines/cce/move/guards';
import { assaultFireDeclarationProblem, opFireActivationProblem, smokeGrenadesProblem } from '../../../machines/cce/move/reactions';
import type { MoveContext, MoveSituation } from '../../../machines/cce/move/types';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { TERRAIN_MOVE_COST } from '../../../machines/cce/move/movement';
import { NATIONALITIES, parseUnit, PLAYERS, type Nationality, type Player, type Unit } from '../../../machines/cce/units';
import type { Trigger } from '../../../machines/core/dice';
import { parseLos, parseRollEvent, unknownEvent } from './common';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision } from './event';
import { card, NESTED_TIME_ADVANCE_EVENTS, nestedTimeAdvanceEvent } from './time-advance';
import { defenseDomain, entryDomain, parseEntryEvent, refuseEntrenchmentsAgainstMines, type DefenseDomainOptions, type EntrySeedOptions } from './entry';

const EVENT_TYPES = ['CHOOSE_MOVER', 'MOVE', 'EXIT', 'TRANSFER', 'STOP', 'END_ORDER', 'HIDDEN_MINES', 'HIDDEN_WIRE', 'NO_HIDDEN_ACTION', 'WAIT', 'GO_AHEAD', 'ACTIVATE', 'OP_FIRE', 'ASSAULT_FIRE', 'DECLARE_SHOT', 'FIRE', 'ABANDON_SHOT', 'BREAK_WEAPON', 'SMOKE_GRENADES', 'CHOOSE_UNIT', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;
const EDGES: readonly Edge[] = ['top', 'bottom', 'left', 'right'];

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

export function parseMoveSituation(raw: unknown, path: string): MoveSituation {
  const o = obj(raw, path, ['player', 'initiative', 'defender', 'minesFp', 'activating', 'activatedThisTurn', 'units', 'map', 'los', 'game'], ['player', 'initiative', 'defender', 'activating', 'units', 'map']);
  const player = oneOf(o.player, `${path}.player`, PLAYERS, 'O21');
  const map = validateMap(o.map, `${path}.map`, { terrain: KNOWN_TERRAIN });
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  units.forEach((u, i) => {
    validateUnitPlacement(map, u.hex, `${path}.units[${i}].hex`, `${path}.map`);
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
  };
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
      const e: { type: 'PLAY_ACTION'; action: FireAction; player: Player; nationality?: Nationality; hex?: string } = { type: 'PLAY_ACTION', action: oneOf(o.action, `${path}.action`, FIRE_ACTIONS, 'A24.1'), player: oneOf(o.player, `${path}.player`, PLAYERS, 'A24.1') };
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

function parseMoveEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
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
  if (type === 'STOP' || type === 'END_ORDER' || type === 'GO_AHEAD' || type === 'WAIT') {
    obj(raw, path, ['type'], ['type']);
    // O14.4 ("at least one activated unit must physically cross a hexside into another hex"): an END_ORDER
    // or STOP before that is refused by the machine and recorded in `refusals`, as a forbidden Move is.
    return { type };
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

interface MoveSeedOptions extends EntrySeedOptions {
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
const DEFAULT_OPTIONS: MoveSeedOptions = { triggers: false, rerolls: 0 };

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

function moveDomain(snapshot: AnyMachineSnapshot, options: MoveSeedOptions): EventObject[] {
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
    const events: EventObject[] = (options.earlyEnd && untouched) || !wouldRefuseNow(snapshot, { type: 'END_ORDER' }) ? [{ type: 'END_ORDER' }] : [];
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
  return first ? offered.filter((e) => e.type !== 'STOP' || options.earlyEnd || !wouldRefuseNow(snapshot, e)) : offered.filter((e) => !wouldRefuseNow(snapshot, e));
}

function wouldRefuseNow(snapshot: AnyMachineSnapshot, e: EventObject): boolean {
  const [next] = transition(moveMachine, snapshot as never, e as never);
  return (next.context as MoveContext).refusals.length > (snapshot.context as MoveContext).refusals.length;
}

// -------------------------------------------------------------------------------------------- seeds

const unit = (u: Omit<Unit, 'broken' | 'suppressed' | 'veteran'> & Partial<Unit>): Unit => ({ broken: false, suppressed: false, veteran: false, ...u });
const squad = (id: string, owner: Player, hex: string, extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'squad', hex, sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 4 }, broken: { morale: 5, fp: 2, range: 3, movement: 2 } }, ...extra });
const leader = (id: string, owner: Player, hex: string, command = 1): Unit =>
  unit({ id, owner, kind: 'leader', hex, sides: { unbroken: { morale: 8, fp: 1, range: 1, movement: 6, command }, broken: { morale: 6, fp: 0, range: 0, movement: 6, command: 0 } } });
const mg = { id: 'de-mg', type: 'mg' as const, fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false };
const open = { terrain: ['Open Ground'] };
const geometry = { columns: 15, rows: 10 };
const edges = { allied: 'top' as const, axis: 'bottom' as const };
const base = { initiative: 'allied' as const, minesFp: 6, defender: null, activatedThisTurn: [], los: [] };

type MoveSeed = Seed<MoveSituation> & { options?: MoveSeedOptions };

/** A German Squad moves from E5 into E6, where the US Squad in F6 may Op Fire at it (the scenario Defender is the mover's side, A35.1). */
const DUEL: MoveSituation = {
  ...base,
  defender: 'axis',
  player: 'axis',
  activating: ['de-sq'],
  units: [squad('de-sq', 'axis', 'E5'), squad('us-a', 'allied', 'F6')],
  map: { geometry, edges, hexes: { E5: open, E6: open, F6: open } },
  los: [{ from: 'F6', to: 'E6', sight: 'clear' }],
};
/** The DUEL's one Op Fire attack, 6 FP + 3•4 = 13 (or the seed's Fire Attack Rolls), with the Defense Rolls the seed asks for. */
const duelOptions = (defense: DefenseDomainOptions, rolls: ScriptedOpFire['rolls'] = [{ white: 3, colored: 4 }]): MoveSeedOptions => ({
  triggers: false,
  rerolls: 0,
  movers: [['de-sq']],
  hexes: ['E6'],
  opFire: { activate: [['us-a']], shots: [{ pieces: ['us-a'], target: 'E6', rolls }], defense },
});

/** A26: the Axis Squad with boxed FP and its boxed-FP Weapon in E5, US Squads in E7 and E1 (seeds assault-fire, assault-then-op-fire). */
const ASSAULT_FIRE_SITUATION: MoveSituation = {
  ...base,
  player: 'axis',
  activating: ['de-lt', 'de-boxed', 'de-plain'],
  units: [
    leader('de-lt', 'axis', 'D4'),
    squad('de-boxed', 'axis', 'E5', { sides: { unbroken: { morale: 7, fp: 5, range: 5, movement: 4, boxedFp: true }, broken: { morale: 5, fp: 2, range: 3, movement: 2 } }, weapon: { ...mg, id: 'de-lmg', fp: 2, range: 6, boxedFp: true } }),
    squad('de-plain', 'axis', 'E5'),
    squad('us-x', 'allied', 'E7'),
    squad('us-y', 'allied', 'E1'),
  ],
  map: { geometry, edges, hexes: { D4: open, E5: open, E4: open, E3: open, E7: open, E1: open } },
  los: [
    { from: 'E5', to: 'E7', sight: 'clear' },
    { from: 'E4', to: 'E7', sight: 'clear' },
    { from: 'E4', to: 'E1', sight: 'clear' },
  ],
} as MoveSituation;

export const MOVE_SEEDS: MoveSeed[] = [
  {
    name: 'rulebook-op-fire-example',
    options: {
      triggers: false,
      rerolls: 0,
      hexes: ['K8', 'K7', 'K6'],
      smokeGrenades: [{ unit: 'de-rifle', hex: 'K7', value: 4 }],
      opFire: {
        activate: [['us-line']],
        // E: 6•5 into K7; G: two Hand Grenades and 1•3 into K6 (the rulebook's rolls; Defense Rolls 6•2 and 6•3 for the Squad, 1•5 for Biermann).
        shots: [
          { pieces: ['us-line'], target: 'K7', rolls: [{ white: 6, colored: 5 }] },
          { pieces: ['us-line'], target: 'K6', actions: ['A34', 'A34'], rolls: [{ white: 1, colored: 3 }] },
        ],
        defense: { triggers: false, rerolls: 0, firstUnitOnly: true, defenseSums: { 'de-rifle': [8, 9], 'de-biermann': [6] } },
      },
    },
    purpose:
      'The p.16 Movement / Op Fire example A-H: the Rifle Squad (Movement 4, boxed) enters K8 uphill for 2 MP (T88.1) where no US unit has LOS (B: "Go ahead"); Smoke Grenades put a "4" Smoke in K7 (C, A39); it enters K7 for 3 (D); "Wait!", a Fire Action activates the US Line Squad in L5, whose FP 6 −1 uphill −4 Smoke = 1 and 6•5 make 12 against Defense Totals 16 and 14 (E, A33.2, T88.2, 10.3.4, O20.3.4); with Biermann\'s Command (Movement 5) it enters the K6 Woods for 5 (F); the same US Squad fires again with two Hand Grenades, 9 FP and 1•3 = 13 against 18 (G, A33.3(2), A34); leaving Biermann\'s hex drops it to 4, so its movement is over (H, 3.3.1.2, O21.1).',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-rifle'],
      units: [
        squad('de-rifle', 'axis', 'L8', { sides: { unbroken: { morale: 7, fp: 5, range: 5, movement: 4, boxedMovement: true }, broken: { morale: 5, fp: 2, range: 3, movement: 2 } } }),
        leader('de-biermann', 'axis', 'K7'),
        squad('us-line', 'allied', 'L5'),
      ],
      map: { geometry, edges, hexes: { L8: { terrain: ['Open Ground'], elevation: 0 }, K8: { terrain: ['Open Ground'], elevation: 1 }, K7: { terrain: ['Open Ground'], elevation: 1 }, K6: { terrain: ['Woods'], elevation: 1, crest: true }, L5: { terrain: ['Open Ground'], elevation: 0 } } },
      // B: the Crest Line in K7 blocks the LOS from L5 to K8 (T88.3.2); E, G: L5 sees K7 and K6.
      los: [
        { from: 'L5', to: 'K8', sight: 'blocked' },
        { from: 'L5', to: 'K7', sight: 'clear' },
        { from: 'L5', to: 'K6', sight: 'clear' },
      ],
    },
  },
  {
    name: 'op-fire-defense-results',
    options: {
      triggers: false,
      rerolls: 0,
      movers: [['de-sq']],
      hexes: ['E6'],
      opFire: { activate: [['us-a']], shots: [{ pieces: ['us-a'], target: 'E6', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, firstUnitOnly: true } },
    },
    purpose:
      'O20.3.4, A33.2: the Op Fire attack (6 FP + 7 = 13) into E6 affects every unit there, not only the mover: the Squad activated to Move breaks on a tie, the Leader who is not activated is Suppressed on a tie, the broken Squad breaks again and is eliminated (3.2.4, 7.1); declining ("Never mind") and going ahead.',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-sq'],
      units: [squad('de-sq', 'axis', 'E5'), leader('de-lt', 'axis', 'E6'), squad('de-broken', 'axis', 'E6', { broken: true }), squad('us-a', 'allied', 'F6')],
      map: { geometry, edges, hexes: { E5: open, E6: open, F6: open } },
      los: [{ from: 'F6', to: 'E6', sight: 'clear' }],
    },
  },
  {
    name: 'op-fire-attack-dice',
    options: {
      triggers: false,
      rerolls: 0,
      movers: [['de-sq']],
      hexes: ['E6'],
      opFire: {
        activate: [['us-lt', 'us-a', 'us-b']],
        shots: [
          {
            pieces: ['us-mg1', 'us-mg2'],
            target: 'E6',
            actions: ['A41', 'A30'],
            rolls: [{ white: 6, colored: 6 }, { white: 3, colored: 4, trigger: 'Jammed!' }, { white: 3, colored: 4, trigger: 'Event!' }, { white: 3, colored: 4, trigger: 'Sniper!' }, { white: 3, colored: 4, trigger: 'Time!' }],
            rerolls: 1,
          },
          { pieces: ['us-mg1'], target: 'E6', actions: ['A41'], rolls: [{ white: 2, colored: 2 }] },
          { pieces: ['us-lt'], target: 'E6', rolls: [] },
        ],
        defense: { triggers: false, rerolls: 0, firstUnitOnly: true, defenseSums: { 'de-sq': [12] } },
      },
    },
    purpose:
      'A33 with the Fire procedure\'s attack: a Leader activates two MG Squads for Op Fire (3.3.1.1); Sustained Fire and Crossfire (A41, A30: +2 each against a Moving unit), doubles break the MG the firer picks, Jammed! breaks both (O20.3.3.1), Event!/Sniper!/Time! pause the attack (1.9.1), the Initiative re-roll (9.1); one MG with Sustained Fire on doubles breaks; the Leader alone, 1 FP less the "2" Smoke in E6, cannot fire (10.3.2.1).',
    situation: {
      ...base,
      defender: 'axis',
      player: 'axis',
      activating: ['de-sq'],
      units: [
        squad('de-sq', 'axis', 'E5'),
        leader('us-lt', 'allied', 'F6'),
        squad('us-a', 'allied', 'F6', { weapon: { ...mg, id: 'us-mg1' } }),
        squad('us-b', 'allied', 'F6', { weapon: { ...mg, id: 'us-mg2' } }),
      ],
      map: { geometry, edges, hexes: { E5: open, E6: { terrain: ['Open Ground'], markers: ['Smoke:2'] }, F6: open } },
      los: [{ from: 'F6', to: 'E6', sight: 'clear' }],
    },
  },
  {
    name: 'op-fire-defense-actions',
    options: duelOptions({ triggers: false, rerolls: 1, concealment: true, entrenchments: true, firstUnitOnly: true, defenseSums: { 'de-sq': [6] } }),
    purpose:
      'O20.3.4 inside the Move Order: the Squad that drew the Op Fire (13) makes its Defense Roll after the Initiative re-roll (9.1), Concealment (A29: Open Ground, Cover 0) and the scenario Defender\'s Hidden Entrenchments (A35.1: Foxholes, Cover 3).',
    situation: DUEL,
  },
  {
    name: 'op-fire-defense-triggers',
    options: duelOptions({ triggers: true, rerolls: 0, firstUnitOnly: true, defenseSums: { 'de-sq': [6] } }),
    purpose: '1.9.1 inside the Move Order: a trigger on the Defense Roll against the Op Fire is resolved before its result (Event!, Sniper! — which may remove the unit —, Time!; Jammed! means nothing on a Defense Roll, 1.9.1.2).',
    situation: DUEL,
  },
  {
    name: 'op-fire-events-by-the-rules',
    options: duelOptions({ triggers: false, rerolls: 0, firstUnitOnly: true, defenseSums: { 'de-sq': [6] }, defenseTriggers: ['Event!', 'Sniper!'] }, [
      { white: 3, colored: 4 },
      { white: 3, colored: 4, trigger: 'Event!' },
      { white: 3, colored: 4, trigger: 'Sniper!' },
    ]),
    purpose:
      "1.9.1's IMPORTANT paragraph inside the Move Order with the game described (1.9.1.1, 1.9.1.3, A33, O20.3.4): the American Op Fire Attack Roll reveals the Allied deck's next card — Battle Harden on the firing Squad, or a Sniper at E6 who may break the Moving Axis Squad before the Attack Total of 13 is applied; the Axis Squad's own Defense Roll reveals the Axis deck's next card — Battle Harden on the Axis Squad (its result locked in at the roll, reading cce.trigger-locks-result), or a Sniper at F6 who may break the firing American Squad.",
    situation: {
      ...DUEL,
      game: gameAround({ active: 'axis', initiative: 'allied', postures: { axis: 'attack', allied: 'defend' }, draws: { allied: [card('us-card', { event: 'Battle Harden', randomHex: 'E6' }), card('allied-next')], axis: [card('de-card', { event: 'Battle Harden', randomHex: 'F6' }), card('axis-next')] } }),
    } as unknown as MoveSituation,
  },
  {
    name: 'assault-fire',
    options: {
      triggers: false,
      rerolls: 0,
      movers: [['de-boxed']],
      hexes: ['E4', 'E3'],
      assaultFire: {
        pieces: ['de-boxed', 'de-lmg'],
        shots: [
          { pieces: ['de-boxed', 'de-lmg'], target: 'E7', rolls: [{ white: 3, colored: 4 }] },
          { pieces: ['de-boxed', 'de-lmg'], target: 'E1', rolls: [{ white: 3, colored: 4 }] },
        ],
        defense: { triggers: false, rerolls: 0, firstUnitOnly: true },
      },
    },
    purpose:
      'A26: the Squad activated to Move with boxed FP and its boxed-FP Weapon fire one Fire Attack as a Fire Group (FP 5 + 1 = 6, +7 = 13) at the US Squad two hexes away, before moving or after entering E4, as if during a Fire Order (a tie Suppresses: the target is not activated to Move, O20.3.4) — from E4 also at the US Squad in E1, seen from E4 only, before going on to E3 (an Assault Fire before anyone moved must now be followed by a move, O14.4: a target only the move reveals, and a move after the attack, keep the cases apart); the Squad without boxed FP may not join; in the inactive player\'s window the Action waits (A24.2).',
    situation: ASSAULT_FIRE_SITUATION,
  },
  {
    name: 'assault-then-op-fire',
    options: {
      triggers: false,
      rerolls: 0,
      movers: [['de-boxed']],
      hexes: ['E4', 'E3'],
      assaultFire: {
        pieces: ['de-boxed', 'de-lmg'],
        shots: [{ pieces: ['de-boxed', 'de-lmg'], target: 'E7', rolls: [{ white: 1, colored: 1 }] }],
        defense: { triggers: false, rerolls: 0, firstUnitOnly: true },
      },
      opFire: { activate: [['us-x']], shots: [{ pieces: ['us-x'], target: 'E4', rolls: [{ white: 1, colored: 1 }] }, { pieces: ['us-x'], target: 'E3', rolls: [{ white: 1, colored: 1 }] }], defense: { triggers: false, rerolls: 0, firstUnitOnly: true } },
    },
    purpose:
      'A26, A33.2: "Each Assault Fire Action allows a single Fire Attack" and the Order goes on where it was played; an Op Fire made later in the same Order is its own attack — the Assault Fire\'s shot (a roll of 1•1, Attack Total 6 + 2 = 8, at the US Squad in E7) stays in assaultFire, the Op Fire\'s (the US Squad\'s, rolled 1•1, into the hex the Axis Squad just entered) in shots, and the Op Fire returns to the mover — whether the Assault Fire came before moving (Op Fire into E4) or after entering E4 (Op Fire into E3).',
    situation: { ...ASSAULT_FIRE_SITUATION, los: [...ASSAULT_FIRE_SITUATION.los, { from: 'E7', to: 'E4', sight: 'clear' }, { from: 'E7', to: 'E3', sight: 'clear' }] },
  },
  {
    name: 'smoke-grenades',
    options: { triggers: false, rerolls: 0, movers: [['de-boxed']], hexes: ['C3'], smokeGrenades: [{ unit: 'de-boxed', hex: 'B3', value: 2 }, { unit: 'de-boxed', hex: 'C2', value: 3 }] },
    purpose:
      'A39, 8.1.4: a Squad with boxed Movement activated to Move places Smoke Grenades in an adjacent hex before moving or after entering a hex; a "2" Smoke into a hex holding a "3" leaves the "3"; a Squad without boxed Movement may not; no Smoke into the Stream (T95) or the Blaze (A39); out of turn, in the inactive player\'s window, the Action waits (A24.2, O21.6).',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-lt', 'de-boxed', 'de-plain'],
      units: [
        leader('de-lt', 'axis', 'B2'),
        squad('de-boxed', 'axis', 'B2', { sides: { unbroken: { morale: 7, fp: 5, range: 5, movement: 4, boxedMovement: true }, broken: { morale: 5, fp: 2, range: 3, movement: 2, boxedMovement: true } } }),
        squad('de-plain', 'axis', 'B2'),
      ],
      map: { geometry, edges, hexes: { B2: open, B3: { terrain: ['Open Ground'], markers: ['Smoke:3'] }, C2: open, C3: open, A2: { terrain: ['Stream'] }, B1: { terrain: ['Open Ground'], markers: ['Blaze'] } } },
    },
  },
  {
    name: 'costs-and-restrictions',
    purpose: 'O21.1, O21.4 around E5: a Wall (+1, T97) into Woods costs 3, a Hedge (+1, T87) into Open Ground 2; the Stream (T95) costs 3 in one expenditure; a Road hex entered across a non-road hexside gives +1 Movement for the rest of the Order (T93); refused: the enemy-occupied hex, the Blaze (T79), the Water Barrier (T98), the Cliff (T83), the Major Bridge off its Road (T80.1).',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-squad'],
      units: [squad('de-squad', 'axis', 'E5'), squad('us-squad', 'allied', 'E6')],
      map: {
        geometry,
        edges,
        hexes: {
          E5: open,
          E4: { terrain: ['Woods'] },
          F4: { terrain: ['Open Ground', 'Road'] },
          F5: { terrain: ['Open Ground'], markers: ['Blaze'] },
          E6: open,
          D5: { terrain: ['Water Barrier'] },
          D4: { terrain: ['Bridge', 'Major Bridge', 'Road'] },
          G4: { terrain: ['Stream'] },
          F3: { terrain: ['Brush'] },
          E3: { terrain: ['Open Ground'] },
        },
        hexsides: [
          { between: ['E5', 'E4'], feature: 'Wall' },
          { between: ['F4', 'F3'], feature: 'Hedge' },
          { between: ['E4', 'E3'], feature: 'Cliff' },
          { between: ['F4', 'G4'], feature: 'Fence' },
        ],
      },
    },
  },
  {
    name: 'early-end-refused',
    options: { triggers: false, rerolls: 0, hexes: ['E4'], earlyEnd: true },
    purpose:
      'O14.4: "If a Move Order is given, at least one activated unit must physically cross a hexside into another hex": the Order may not end, nor the only activated Squad stop, before it has crossed one (each refused and recorded, the Order going on); once it has entered E4, either is allowed.',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-squad'],
      units: [squad('de-squad', 'axis', 'E5')],
      map: { geometry, edges, hexes: { E5: open, E4: open } },
    },
  },
  {
    name: 'wire-stop',
    options: { triggers: false, rerolls: 0, movers: [['us-wired'], ['us-free']], hexes: ['C4', 'C5'] },
    purpose: 'F106.2: a Squad that begins in a Wire hex stops in the first hex entered even though it holds a Road and a Leader; a second Squad moving into a Wire hex stops there too.',
    situation: {
      ...base,
      player: 'allied',
      activating: ['us-leader', 'us-wired', 'us-free'],
      units: [squad('us-wired', 'allied', 'C5'), leader('us-leader', 'allied', 'C4'), squad('us-free', 'allied', 'B4')],
      map: {
        geometry,
        edges,
        hexes: { C5: { terrain: ['Open Ground'], markers: ['Wire'] }, C4: { terrain: ['Open Ground', 'Road'] }, B5: open, C3: open, B4: open },
        hexsides: [{ between: ['C5', 'C4'], feature: 'Road' }],
      },
    },
  },
  {
    name: 'stack-through-mines',
    options: { triggers: false, rerolls: 0, movers: [['us-a', 'us-b']], hexes: ['H4'] },
    purpose: 'O21.2, F103: two Squads that began in H5 move together into a Mines hex; only they roll (the German already there is immune, F103.1), Cover 0, a tie breaks a moving unit (O20.3.4); a broken Squad (Movement 2) stops the stack dead (O21.2).',
    situation: {
      ...base,
      player: 'allied',
      activating: ['us-lt', 'us-a', 'us-b'],
      units: [leader('us-lt', 'allied', 'H5', 2), squad('us-a', 'allied', 'H5'), squad('us-b', 'allied', 'H5'), squad('de-x', 'axis', 'I3')],
      map: { geometry, edges, hexes: { H5: open, H4: { terrain: ['Open Ground'], markers: ['Mines'] }, H3: open, I3: open } },
    },
  },
  {
    name: 'mines-dice',
    purpose: 'F103.1, F103.2, 1.9.1: the Defender\'s lone Squad leaves a Mines hex into Woods, attacked as it is about to exit: triggers on the Mine Attack and Defense Rolls.',
    options: { triggers: true, rerolls: 0 },
    situation: {
      ...base,
      defender: 'allied',
      player: 'allied',
      activating: ['us-a'],
      units: [squad('us-a', 'allied', 'H5')],
      map: { geometry, edges, hexes: { H5: { terrain: ['Open Ground'], markers: ['Mines'] }, H4: { terrain: ['Woods'] } } },
    },
  },
  {
    name: 'mine-events-by-the-rules',
    purpose:
      "1.9.1 with the game described (1.9.1.1, 1.9.1.3, F103.2): the American Squad leaves a Mines hex; the Axis player makes the Mine Attack Roll, so an Event! or Sniper! on it reveals the Axis deck's next card before the Defense Roll: Shell Shock breaks the closest unit to its Random Hex H5 (the Squad, still in the hex it leaves), which then defends on its broken Morale; or the Sniper may break it, or none.",
    options: { triggers: false, rerolls: 0, mineTriggers: ['Event!', 'Sniper!'] },
    situation: {
      ...base,
      player: 'allied',
      activating: ['us-a'],
      units: [squad('us-a', 'allied', 'H5')],
      map: { geometry, edges, hexes: { H5: { terrain: ['Open Ground'], markers: ['Mines'] }, H4: { terrain: ['Woods'] } } },
      game: gameAround({ active: 'allied', initiative: 'axis', postures: { axis: 'defend', allied: 'attack' }, draws: { axis: [card('shell-shock', { event: 'Shell Shock', randomHex: 'H5' }), card('hex-card', { randomHex: 'H5' }), card('axis-next')] } }),
    } as unknown as MoveSituation,
  },
  {
    name: 'mine-time-by-the-rules',
    purpose:
      "1.9.1.4, 6.1.2, F103.2 with the game described: the American Squad leaves a Mines hex; the Axis player makes the Mine Attack Roll, so a Time! on it is his to trigger: Time enters space 3, the Sudden Death space, and his Sudden Death Roll of 2 (canonical shuffle) ends the game and the Order before the Attack Total is applied, of 9 lets the Mines attack. An Event! or Sniper! on it reveals his only draw card (KIA, Random Hex H5), the last of his pile: the same Time advance follows before the Attack Total (1.9.1, 6.1.2).",
    options: { triggers: false, rerolls: 0, mineTriggers: ['Time!', 'Event!', 'Sniper!'], time: SUDDEN_DEATH_SHUFFLES },
    situation: {
      ...base,
      player: 'allied',
      activating: ['us-a'],
      units: [squad('us-a', 'allied', 'H5')],
      map: { geometry, edges, hexes: { H5: { terrain: ['Open Ground'], markers: ['Mines'] }, H4: { terrain: ['Woods'] } } },
      game: gameAtSuddenDeath({ active: 'allied', initiative: 'axis', player: 'axis', last: card('kia', { event: 'KIA', randomHex: 'H5' }) }),
    } as unknown as MoveSituation,
  },
  {
    name: 'mine-defense-events-by-the-rules',
    purpose:
      "1.9.1 with the game described (1.9.1.1, 1.9.1.3, O20.3.4, F103.2): the American Squad leaves a Mines hex; its owner makes its Defense Roll, so an Event! or Sniper! on that roll reveals the Allied deck's next card before the result: Battle Harden makes a Veteran of the Squad, which still takes the result locked in at the roll (reading cce.trigger-locks-result); or the Sniper may break the Axis Squad next to its Random Hex H5, or nobody.",
    options: { triggers: false, rerolls: 0, defenseTriggers: ['Event!', 'Sniper!'] },
    situation: {
      ...base,
      player: 'allied',
      activating: ['us-a'],
      units: [squad('us-a', 'allied', 'H5'), squad('de-a', 'axis', 'I5')],
      map: { geometry, edges, hexes: { H5: { terrain: ['Open Ground'], markers: ['Mines'] }, H4: { terrain: ['Woods'] }, I5: open } },
      game: gameAround({ active: 'allied', initiative: 'axis', postures: { axis: 'defend', allied: 'attack' }, draws: { allied: [card('battle-harden', { event: 'Battle Harden', randomHex: 'H5' }), card('allied-next')], axis: [card('axis-top')] } }),
    } as unknown as MoveSituation,
  },
  {
    name: 'mines-actions',
    purpose: '9.1, A29, 3.2.4: the Defender\'s lone broken Squad (Movement 2) leaves a Mines hex into Woods, defending in the Mines hex: an Initiative re-roll of the Mine Attack or Defense Roll, Concealment before the Defense Roll (Cover 0 against Mines, F103.2: it takes off nothing); no Hidden Entrenchments, the Mines hex already holds a Fortification (A35.1); a broken unit that breaks again is eliminated.',
    options: { triggers: false, rerolls: 1, concealment: true },
    situation: {
      ...base,
      defender: 'allied',
      player: 'allied',
      activating: ['us-a'],
      units: [squad('us-a', 'allied', 'H5', { broken: true })],
      map: { geometry, edges, hexes: { H5: { terrain: ['Open Ground'], markers: ['Mines'] }, H4: { terrain: ['Woods'] } } },
    },
  },
  {
    name: 'cliff-and-too-costly',
    purpose: 'O21.4, T83: no Move across a Cliff; O21.1: a Squad with Movement 1 may not enter Woods (cost 2), but may enter Open Ground.',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-slow'],
      units: [squad('de-slow', 'axis', 'B2', { sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 1 }, broken: { morale: 5, fp: 2, range: 3, movement: 1 } } })],
      map: { geometry, edges, hexes: { B2: open, B1: open, C2: { terrain: ['Woods'] }, A2: open }, hexsides: [{ between: ['B2', 'B1'], feature: 'Cliff' }] },
    },
  },
  {
    name: 'transfer-and-exit',
    purpose: 'O21.1.1: the MG-carrying Squad gives its MG to the Team in its hex (1 MP) — not to the Squad that already has one (11.2); 7.2.1: it exits off the enemy (top) edge for 1 MP and 2 VP; the left edge is refused (O21.4).',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-squad'],
      units: [
        squad('de-squad', 'axis', 'A1', { weapon: mg }),
        unit({ id: 'de-team', owner: 'axis', kind: 'team', hex: 'A1', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } }),
        squad('de-armed', 'axis', 'A1', { weapon: { ...mg, id: 'de-mg2' } }),
      ],
      map: { geometry, edges, hexes: { A1: open, A2: open } },
    },
  },
  {
    name: 'trench-and-hidden',
    purpose: 'F105.2: Trench to Bunker costs 1 MP whatever the terrain and uphill, and draws no Op Fire; A35.2/A35.5: after entering the Open Ground hex the Defender may place Hidden Mines (which attack the mover) or Hidden Wire (which ends its move, F106.2).',
    situation: {
      ...base,
      defender: 'allied',
      player: 'axis',
      activating: ['de-squad'],
      units: [squad('de-squad', 'axis', 'E5')],
      map: { geometry, edges, hexes: { E5: { terrain: ['Open Ground'], markers: ['Trench'] }, E4: { terrain: ['Woods'], elevation: 1, markers: ['Bunker'] }, E6: open } },
    },
  },
  {
    name: 'refused-activations',
    purpose: 'O14.1, 3.3.1.1: a Leader with Command 1 cannot activate a Squad two hexes away; O14.4: a broken Squad with Movement 1 facing Woods only cannot move at all.',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-lt', 'de-far'],
      units: [leader('de-lt', 'axis', 'B2'), squad('de-far', 'axis', 'B4')],
      map: { geometry, edges, hexes: { B2: open, B4: open } },
    },
  },
  {
    name: 'cannot-move',
    purpose: 'O14.4 and the O21 gray box: a Squad with Movement 1 surrounded by Woods cannot enter any hex: the Order is refused.',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-slow'],
      units: [squad('de-slow', 'axis', 'B2', { sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 1 }, broken: { morale: 5, fp: 2, range: 3, movement: 1 } } })],
      map: { geometry, edges, hexes: { B2: open, B1: { terrain: ['Woods'] }, C2: { terrain: ['Woods'] } } },
    },
  },
  ...generatedMoveCostSeeds(),
];

/**
 * Generated (issue 16.5): one Move per entry of the Terrain Chart's Move Cost column (T78.2), from the table
 * itself, so that each cost decides an expenditure somewhere (ablation's `shift-entry` mutants): a Squad in
 * Open Ground enters an adjacent hex of that terrain, and nothing else.
 */
function generatedMoveCostSeeds(): MoveSeed[] {
  return Object.keys(TERRAIN_MOVE_COST).map((t) => ({
    name: `move-cost-${t.toLowerCase().replace(/ /g, '-')}`,
    purpose: `Generated from the Move Cost table: a Squad enters a ${t} hex for ${TERRAIN_MOVE_COST[t]} MP (T78.2, O21.1, O21.5).`,
    options: { ...DEFAULT_OPTIONS, hexes: ['E4'] },
    situation: {
      ...base,
      player: 'axis' as const,
      activating: ['de-squad'],
      units: [squad('de-squad', 'axis', 'E5')],
      map: { geometry, edges, hexes: { E5: open, E4: { terrain: [t] } } },
    },
  }));
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
  seeds: MOVE_SEEDS,
  nested: [...nestedEventCharts('mineResolvingEvent', 'mineResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper', 'attackResolvingEvent', 'attackResolvingSniper', 'opFireDefenseResolvingEvent', 'opFireDefenseResolvingSniper'), { state: 'mineAdvancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => moveDomain(snapshot, (seed as MoveSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'Per mover: MOVE into each listed adjacent hex not left before, EXIT off each edge its hex touches, TRANSFER to each friendly unit in its hex, STOP (at most one refused event per path); CHOOSE_MOVER per unit and per stack sharing a hex, END_ORDER; at each Op Fire window GO_AHEAD, and where the seed asks WAIT, each listed Fire Action activation (ACTIVATE) that is legal and OP_FIRE; inside the attack (the Fire procedure\'s states) the seed\'s scripted shots at the hex just entered, their Actions in order, FIRE or ABANDON_SHOT, the seed\'s Fire Attack Rolls (each trigger once per path), re-rolls where asked, each Sustained Fire candidate, END_ORDER to decline; the seed\'s Assault Fire and Smoke Grenades once per path where legal, and once out of turn (A24.2); HIDDEN_MINES, HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer; Mine Attack Rolls at sum 7; Defense Rolls by classes (Defense Total one less, equal, one more than the Attack Total, with the attack\'s Cover) or the seed\'s own sums (a rulebook example), the first unit still to roll where the seed asks; triggers at sum 7 once per path, Initiative re-rolls, Concealment and Hidden Entrenchments where the seed asks. Seed mine-events-by-the-rules: Event! and Sniper! on the Mine Attack Roll once per path; seed mine-defense-events-by-the-rules: on the Mines Defense Roll; seed op-fire-events-by-the-rules: on the Op Fire Attack Roll and on the Defense Roll against it — each resolved by the nested Event and Sniper charts on its game (every decision they offer). Seed mine-time-by-the-rules: Time!, Event! and Sniper! on the Mine Attack Roll, the nested Time advance taking the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
