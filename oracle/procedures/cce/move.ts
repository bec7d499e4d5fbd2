/**
 * O21 Move — the oracle side: situation and event parsing (strict; errors name the field and the rule),
 * seed situations and the declared event domain of the graph walk.
 *
 * Domain: for the unit or stack moving, MOVE into each adjacent hex the seed lists (at most one refused
 * MOVE, EXIT or TRANSFER per path: a refusal changes only the record), EXIT off each edge its hex
 * touches, TRANSFER to each friendly unit in its hex, STOP; CHOOSE_MOVER for each unit and each stack of
 * units sharing a hex, END_ORDER; GO_AHEAD at each Op Fire window; HIDDEN_MINES, HIDDEN_WIRE or
 * NO_HIDDEN_ACTION where the Defender may answer. Mine Attack Rolls at sum 7; Defense Rolls by classes
 * (Defense Total one less, equal, one more than the Attack Total); triggers at sum 7 once per path,
 * Initiative re-rolls and A29 Concealment only where the seed asks.
 */
import { transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { areAdjacent, edgeDistance, hexId, neighboursOnMap, parseHex, type Edge } from '../../../machines/core/hex';
import { hexFacts, validateMap, validateUnitPlacement } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { pairForSum, TRIGGERS } from '../../../machines/core/dice';
import { DEFAULT_MINES_FP } from '../../../machines/cce/advance/rules';
import { defenseMorale } from '../../../machines/cce/fire-defense';
import { moveMachine, projectMove } from '../../../machines/cce/move/machine';
import type { MoveContext, MoveSituation } from '../../../machines/cce/move/types';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { parseUnit, PLAYERS, type Player, type Unit } from '../../../machines/cce/units';
import { parseRollEvent, unknownEvent } from './common';

const EVENT_TYPES = ['CHOOSE_MOVER', 'MOVE', 'EXIT', 'TRANSFER', 'STOP', 'END_ORDER', 'HIDDEN_MINES', 'HIDDEN_WIRE', 'NO_HIDDEN_ACTION', 'GO_AHEAD', 'CHOOSE_UNIT', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER'] as const;
const EDGES: readonly Edge[] = ['top', 'bottom', 'left', 'right'];

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

export function parseMoveSituation(raw: unknown, path: string): MoveSituation {
  const o = obj(raw, path, ['player', 'initiative', 'defender', 'minesFp', 'activating', 'activatedThisTurn', 'units', 'map'], ['player', 'initiative', 'defender', 'activating', 'units', 'map']);
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
  };
}

function parseMoveEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as MoveContext;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'CHOOSE_UNIT') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    if (snapshot.matches('defenseChoosingUnit') && !c.defense.toRoll.includes(unit)) illegal(`${path}.unit`, `a moving unit the Mines attacked (${c.defense.toRoll.join(', ')})`, unit, 'F103.2');
    return { type, unit } as EventObject;
  }
  if (type === 'PLAY_ACTION') {
    const o = obj(raw, path, ['type', 'action', 'player'], ['type', 'action', 'player']);
    return { type, action: oneOf(o.action, `${path}.action`, ['A29', 'A35.1'] as const, 'A24'), player: oneOf(o.player, `${path}.player`, PLAYERS, 'A29') } as EventObject;
  }
  if (type === 'CHOOSE_MOVER') {
    const o = obj(raw, path, ['type', 'units'], ['type', 'units']);
    return { type, units: arr(o.units, `${path}.units`, 1).map((u, i) => str(u, `${path}.units[${i}]`)) } as EventObject;
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
  if (type === 'STOP' || type === 'END_ORDER' || type === 'HIDDEN_MINES' || type === 'HIDDEN_WIRE' || type === 'NO_HIDDEN_ACTION' || type === 'GO_AHEAD') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

interface MoveSeedOptions {
  triggers: boolean;
  rerolls: number;
  concealment?: boolean;
  /** Offer A35.1 Hidden Entrenchments before the Defender's own Defense Roll. */
  entrenchments?: boolean;
  /** CHOOSE_MOVER is offered only for these movers (all units and stacks when absent). */
  movers?: string[][];
  /** MOVE is offered only into these hexes (all listed adjacent hexes when absent). */
  hexes?: string[];
}
const DEFAULT_OPTIONS: MoveSeedOptions = { triggers: false, rerolls: 0 };

const clampSum = (n: number): number => Math.min(12, Math.max(2, n));
function defenseSums(attackTotal: number, morale: number): number[] {
  return [...new Set([-1, 0, 1].map((d) => clampSum(attackTotal + d - morale)))].sort((x, y) => x - y);
}
function rollEvents(sums: number[], triggers: boolean): EventObject[] {
  const events: EventObject[] = sums.map((n) => ({ type: 'ROLL', ...pairForSum(n) }));
  if (triggers) for (const trigger of TRIGGERS) events.push({ type: 'ROLL', ...pairForSum(7), trigger } as EventObject);
  return events;
}

function moveDomain(snapshot: AnyMachineSnapshot, options: MoveSeedOptions): EventObject[] {
  const c = snapshot.context as MoveContext;
  const { units, map } = c.situation;
  const triggered = c.mineLog.some((r) => r.trigger) || c.defense.log.some((r) => r.trigger);
  const canceled = c.mineLog.filter((r) => r.result === 'canceled').length + c.defense.log.filter((r) => r.result === 'canceled').length;
  if (snapshot.matches('offeringHiddenAction')) return [{ type: 'HIDDEN_MINES' }, { type: 'HIDDEN_WIRE' }, { type: 'NO_HIDDEN_ACTION' }];
  if (snapshot.matches('offeringOpFire')) return [{ type: 'GO_AHEAD' }];
  if (snapshot.matches('rollingMineAttack')) return rollEvents([7], options.triggers && !triggered);
  if (snapshot.matches('consideringMineReroll') || snapshot.matches('defenseConsideringReroll')) {
    return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  }
  if (snapshot.matches('resolvingMineTrigger') || snapshot.matches('defenseResolvingTrigger')) {
    const first = units.find((u) => c.mover.includes(u.id));
    const effects = first ? [[], [{ unit: first.id, effect: 'eliminate' }]] : [[]];
    return effects.map((e) => ({ type: 'RESOLVE_TRIGGER', effects: e }) as EventObject);
  }
  if (snapshot.matches('defenseChoosingUnit')) return c.defense.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('defenseRolling')) {
    const u = units.find((x) => x.id === c.defense.current)!;
    const morale = defenseMorale(u, c.situation, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero', 0);
    const events = rollEvents(defenseSums(c.defense.attackTotal - c.defense.concealment, morale), options.triggers && !triggered);
    const concealed = c.defense.concealed.includes(u.id) || c.defense.concealment !== 0;
    if (options.concealment && !concealed) events.push({ type: 'PLAY_ACTION', action: 'A29', player: u.owner } as EventObject);
    const entrenched = (c.situation.map.hexes[u.hex].markers ?? []).includes('Foxholes');
    if (options.entrenchments && u.owner === c.defender && !entrenched) events.push({ type: 'PLAY_ACTION', action: 'A35.1', player: u.owner } as EventObject);
    return events;
  }
  if (snapshot.matches('choosingMover')) {
    const events: EventObject[] = [{ type: 'END_ORDER' }];
    const ready = c.toMove.map((id) => units.find((u) => u.id === id)).filter((u): u is Unit => !!u);
    const candidates: string[][] = ready.map((u) => [u.id]);
    for (const h of [...new Set(ready.map((u) => u.hex))]) {
      const stack = ready.filter((u) => u.hex === h).map((u) => u.id);
      if (stack.length > 1) candidates.push(stack);
    }
    const offered = options.movers ? options.movers.filter((m) => m.every((id) => c.toMove.includes(id))) : candidates;
    for (const m of offered) events.push({ type: 'CHOOSE_MOVER', units: m } as EventObject);
    return events;
  }
  if (!snapshot.matches('moving')) return [];
  const movers = units.filter((u) => c.mover.includes(u.id));
  const here = movers[0].hex;
  const hereC = parseHex(here, 'hex');
  const events: EventObject[] = [{ type: 'STOP' }];
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
  return first ? offered : offered.filter((e) => e.type === 'STOP' || !wouldRefuseNow(snapshot, e));
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
const base = { initiative: 'allied' as const, minesFp: 6, defender: null, activatedThisTurn: [] };

type MoveSeed = Seed<MoveSituation> & { options?: MoveSeedOptions };

export const MOVE_SEEDS: MoveSeed[] = [
  {
    name: 'rulebook-op-fire-example',
    purpose: 'The p.16 Movement / Op Fire example, steps A, D, F, H: the Rifle Squad (Movement 4) enters K8 uphill for 2 MP (T88.1), K7 for 3, picks up Biermann\'s Command (Movement 5) and enters the K6 Woods for 5; leaving Biermann\'s hex drops it to 4, so its movement is over (3.3.1.2, O21.1).',
    situation: {
      ...base,
      player: 'axis',
      activating: ['de-rifle'],
      units: [squad('de-rifle', 'axis', 'L8'), leader('de-biermann', 'axis', 'K7'), squad('us-line', 'allied', 'L5')],
      map: { geometry, edges, hexes: { L8: { terrain: ['Open Ground'], elevation: 0 }, K8: { terrain: ['Open Ground'], elevation: 1 }, K7: { terrain: ['Open Ground'], elevation: 1 }, K6: { terrain: ['Woods'], elevation: 1 }, L5: { terrain: ['Open Ground'], elevation: 0 } } },
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
    purpose: 'F103.1, F103.2, 1.9.1, 9.1, A29, A35.1: the Defender\'s lone Squad leaves a Mines hex into Woods: triggers on the Mine Attack and Defense Rolls, an Initiative re-roll, Concealment and Hidden Entrenchments (Cover 0 against Mines: neither helps).',
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
    name: 'mines-actions',
    purpose: '9.1, A29, A35.1, 3.2.4: the Defender\'s lone broken Squad (Movement 2) leaves a Mines hex into Woods: an Initiative re-roll of the Mine Attack or Defense Roll, Concealment and Hidden Entrenchments before the Defense Roll (Cover 0 against Mines, F103.2: neither helps); a broken unit that breaks again is eliminated.',
    options: { triggers: false, rerolls: 1, concealment: true, entrenchments: true },
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
];

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
  domain: (snapshot, seed) => moveDomain(snapshot, (seed as MoveSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'Per mover: MOVE into each listed adjacent hex not left before, EXIT off each edge its hex touches, TRANSFER to each friendly unit in its hex, STOP (at most one refused event per path); CHOOSE_MOVER per unit and per stack sharing a hex, END_ORDER; GO_AHEAD at each Op Fire window; HIDDEN_MINES, HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer; Mine Attack Rolls at sum 7, Defense Rolls by classes (Defense Total one less, equal, one more than the Attack Total); triggers at sum 7 once per path, Initiative re-rolls and Concealment where the seed asks.',
};
