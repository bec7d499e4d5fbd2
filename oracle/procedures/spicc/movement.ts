/**
 * Movement (MV, with ZOC, MV.J, MV.K, WR.B, IP.D, IP.E) of SPI Combat Command for the oracle: parsing,
 * seeds, domain. The Terrain Effects Chart's Movement costs are partly lost (TEC): each seed gives the
 * costs of its few hexes as situation input, placeholders a reader replaces from an original copy; each
 * seed says which sums decide its outcome. Unit values are placeholders (the Unit Identification Table is
 * lost) save class, kind, size and Movement Allowance.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { unknownEvent } from '../cce/common';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import { arr, int, obj, oneOf, record, str, bool } from '../../../machines/core/validate';
import { parseUnits, SIDES, type SpiccUnit } from '../../../machines/spicc/units';
import { PHASES } from '../../../machines/spicc/sequence-of-play';
import { RESULTS } from '../../../machines/spicc/results';
import { movementMachine, projectMovement } from '../../../machines/spicc/movement/machine';
import type { HexTerrain, MovementContext, MovementSituation } from '../../../machines/spicc/movement/types';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

const invalidField = (path: string, expected: string, actual: unknown, rule: string) => new OracleError({ code: 'invalid-field', path, expected, actual, rule });

/** A hex-side "A-B" between two adjacent hexes (a road, a woods edge, a bridge, a river crossing), validated. */
export function parseHexside(raw: unknown, path: string, rule = 'TEC'): string {
  const side = str(raw, path);
  const [a, b, more] = side.split('-');
  if (!a || !b || more !== undefined || !areAdjacent(parseHex(a, path), parseHex(b, path))) throw invalidField(path, 'a hex-side "A-B" between two adjacent hexes', side, rule);
  return side;
}

export function parseHexsides(raw: unknown, path: string, rule = 'TEC'): string[] {
  return arr(raw ?? [], path).map((h, i) => parseHexside(h, `${path}[${i}]`, rule));
}

export function parseMovementSituation(raw: unknown, path: string): MovementSituation {
  const keys = ['phase', 'playerTurn', 'units', 'unit', 'passengers', 'moved', 'terrain', 'roadHexsides', 'woodsHexsides', 'wrecks'];
  const o = obj(raw, path, keys, ['phase', 'playerTurn', 'units', 'unit', 'terrain']);
  const phase = oneOf(o.phase, `${path}.phase`, PHASES, 'SOP');
  const playerTurn = oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP');
  const units = parseUnits(o.units, `${path}.units`);
  const byId = (id: unknown, p: string, rule: string): SpiccUnit => {
    const s = str(id, p);
    const u = units.find((x) => x.id === s);
    if (!u) throw invalidField(p, 'a unit of input.units', s, rule);
    return u;
  };
  const mover = byId(o.unit, `${path}.unit`, 'MV.C');
  const passengers = arr(o.passengers ?? [], `${path}.passengers`).map((id, i) => {
    const p = `${path}.passengers[${i}]`;
    const u = byId(id, p, 'MV.K');
    if (!u.passenger || u.hex !== mover.hex || u.side !== mover.side) throw invalidField(p, `a Friendly unit marked passenger in ${mover.hex}, under the moving unit`, u.id, 'MV.K');
    return u.id;
  });
  const moved = arr(o.moved ?? [], `${path}.moved`).map((id, i) => byId(id, `${path}.moved[${i}]`, 'MV.L').id);
  const terrain: Record<string, HexTerrain> = {};
  for (const [h, t] of Object.entries(record(o.terrain, `${path}.terrain`))) {
    const p = `${path}.terrain.${h}`;
    parseHex(h, p);
    const c = obj(t, p, ['cost', 'road'], ['cost']);
    terrain[h] = { cost: int(c.cost, `${p}.cost`, 0, 99, 'TEC') };
    if (c.road !== undefined) terrain[h].road = int(c.road, `${p}.road`, 0, 99, 'MV.J');
  }
  const wrecks: Record<string, number> = {};
  for (const [h, n] of Object.entries(o.wrecks === undefined ? {} : record(o.wrecks, `${path}.wrecks`))) {
    parseHex(h, `${path}.wrecks.${h}`);
    wrecks[h] = int(n, `${path}.wrecks.${h}`, 0, 6, 'ST.C');
  }
  return { phase, playerTurn, units, unit: mover.id, passengers, moved, terrain, roadHexsides: parseHexsides(o.roadHexsides, `${path}.roadHexsides`), woodsHexsides: parseHexsides(o.woodsHexsides, `${path}.woodsHexsides`), wrecks };
}

const STATE_OF: Record<string, string> = { ENTER: 'moving', PICK_UP: 'moving', DROP: 'moving', STOP: 'moving', FIRE: 'leavingControlledHex', HOLD_FIRE: 'leavingControlledHex', ASSAULT: 'facingCloseAssault', NO_ASSAULT: 'facingCloseAssault' };

export function parseMovementEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const rawType = (raw as { type?: unknown } | null)?.type;
  if (typeof rawType !== 'string' || !(rawType in STATE_OF)) unknownEvent(raw, path, snapshot, Object.keys(STATE_OF).sort());
  const type = rawType;
  const x = snapshot.context as MovementContext;
  if (!snapshot.matches(STATE_OF[type])) throw new OracleError({ code: 'illegal-event', path, expected: `an event of state ${String(snapshot.value)}`, actual: type, rule: type === 'FIRE' || type === 'HOLD_FIRE' ? 'ZOC' : type.includes('ASSAULT') ? 'CB.3.f' : 'MV' });
  switch (type) {
    case 'ENTER': {
      const o = obj(raw, path, ['type', 'hex', 'road'], ['type', 'hex']);
      const hex = str(o.hex, `${path}.hex`);
      parseHex(hex, `${path}.hex`);
      if (x.situation.terrain[hex] === undefined) throw new OracleError({ code: 'missing-field', path: `input.terrain.${hex}`, expected: `the Terrain Effects Chart's cost to enter ${hex} (situation input: the chart is partly lost)`, rule: 'TEC' });
      const ev: { type: string; hex: string; road?: boolean } = { type, hex };
      if (o.road !== undefined) ev.road = bool(o.road, `${path}.road`);
      return ev;
    }
    case 'PICK_UP':
    case 'DROP': {
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      const unit = str(o.unit, `${path}.unit`);
      if (!x.situation.units.some((u) => u.id === unit) || unit === x.situation.unit) throw invalidField(`${path}.unit`, 'a unit of input.units other than the moving unit', unit, 'MV.K');
      return { type, unit } as EventObject;
    }
    case 'FIRE':
    case 'ASSAULT': {
      const o = obj(raw, path, ['type', 'result'], ['type', 'result']);
      return { type, result: oneOf(o.result, `${path}.result`, RESULTS, 'CRE') } as EventObject;
    }
    default:
      obj(raw, path, ['type'], ['type']);
      return { type } as EventObject;
  }
}

// ------------------------------------------------------------------------------------ domain

export const MOVEMENT_DOMAIN_NOTE =
  'In moving: ENTER each hex of input.terrain other than the unit\'s own (and with road: true where the hex has a Road cost), PICK_UP and DROP each other unit, and STOP. In leavingControlledHex: HOLD_FIRE and FIRE with each result code 0, X, D, DD, R, DR; in facingCloseAssault: NO_ASSAULT and ASSAULT with each. Results are walked, never asserted (the Combat Results Table is lost).';

export function movementDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const x = snapshot.context as MovementContext;
  if (snapshot.matches('leavingControlledHex')) return [{ type: 'HOLD_FIRE' }, ...RESULTS.map((result) => ({ type: 'FIRE', result }))];
  if (snapshot.matches('facingCloseAssault')) return [{ type: 'NO_ASSAULT' }, ...RESULTS.map((result) => ({ type: 'ASSAULT', result }))];
  if (!snapshot.matches('moving')) return [];
  const s = x.situation;
  const enters = Object.keys(s.terrain)
    .filter((h) => h !== x.hex)
    .sort()
    .flatMap((hex) => (s.terrain[hex].road === undefined ? [{ type: 'ENTER', hex }] : [{ type: 'ENTER', hex }, { type: 'ENTER', hex, road: true }]));
  const others = s.units.filter((u) => u.id !== s.unit).map((u) => u.id);
  return [...enters, ...others.map((unit) => ({ type: 'PICK_UP', unit })), ...others.map((unit) => ({ type: 'DROP', unit })), { type: 'STOP' }];
}

// ------------------------------------------------------------------------------------ seeds

/** The seeds, as data (oracle/procedures/spicc/seeds/movement.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const MOVEMENT_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('movement', null, parseMovementSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseMoverSeeds()]);

/**
 * Generated (issue 16.5), whether the unit may move at all: the facts the start of a unit's movement reads — the
 * Phase (SOP.1.B: the First Player "may move" his units in the Movement Phase); whose unit (MV.D: "no Enemy movement
 * is permitted"); whether it moved already in this Phase (MV.L: "once a Player has finished moving a unit, it may not
 * be moved again"); whether it fired in the Offensive Fire Phase (MV.E); whether it is a passenger (MV.K: it "may not
 * move independently"); whether it is dispersed (CRE.D: "it may not move"); its class (MV.A, PP.C1, PP.C2: Class 2,
 * Movement Allowance one; Class 1, a vehicle) — every two meeting in some situation (oracle/gen/pairwise.ts), the
 * first refusal the rules' order gives deciding. The unit stands in F10; the one hex it may enter is F11 (cost 1,
 * clear of every unit), so a unit that moves takes one step or stops: the walk stays small. Not varied here: the
 * steps' facts (road, Woods hex-side, Wrecks, stacking, Zones of Control, transport), which the hand-written seeds
 * hold.
 */
export const SPICC_PAIRWISE_MOVER_FACTORS = {
  phase: ['movement', 'overrun'],
  unit: ["the phasing Player's", "the other Player's"],
  moved: ['no', 'yes'],
  fired: ['no', 'yes'],
  passenger: ['no', 'yes'],
  dispersed: ['no', 'yes'],
  counter: ['Class 2 infantry', 'Class 1d', 'Class 1a'],
};

export function pairwiseMoverSeeds(): Seed<unknown>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_MOVER_FACTORS);
  const COUNTERS: Record<string, Record<string, unknown>> = {
    'Class 2 infantry': { class: '2', kind: 'infantry', movement: 1, weapon: 'RF', range: 4 },
    'Class 1d': { class: '1d', kind: 'other', movement: 6, weapon: 'AP', range: 4 },
    'Class 1a': { class: '1a', kind: 'other', movement: 8, range: 0 },
  };
  return rows.map((r, i) => {
    const name = `pairwise-mover-${String(i + 1).padStart(2, '0')}`;
    const side = r.unit === "the phasing Player's" ? 'us' : 'german';
    const id = `${side}-unit`;
    const flags = Object.fromEntries((['passenger', 'dispersed'] as const).filter((k) => r[k] === 'yes').map((k) => [k, true]));
    const raw = {
      phase: r.phase,
      playerTurn: 'us',
      units: [{ id, side, size: 1, attack: 4, defense: 4, ...COUNTERS[r.counter], hex: 'F10', ...(r.fired === 'yes' ? { attacked: true } : {}), ...flags }],
      unit: id,
      terrain: { F11: { cost: 1 } },
      ...(r.moved === 'yes' ? { moved: [id] } : {}),
    };
    // Kept as written (as the seeds files' situations are), parsed here as it is made.
    const situation = JSON.parse(JSON.stringify(raw)) as unknown;
    parseMovementSituation(situation, `generated movement seed "${name}": situation`);
    const facts = [r.moved === 'yes' ? 'moved already' : '', r.fired === 'yes' ? 'fired' : '', r.passenger === 'yes' ? 'a passenger' : '', r.dispersed === 'yes' ? 'dispersed' : ''].filter(Boolean);
    return {
      name,
      purpose: `Generated pairwise: in the U.S. ${r.phase} Phase, ${r.unit} ${r.counter} unit${facts.length ? ` (${facts.join(', ')})` : ''} moves, or is refused (SOP.1.B, MV.D, MV.L, MV.E, MV.K, CRE.D).`,
      minimise: true,
      situation,
    };
  });
}

export const movementSpec: ProcedureSpec<MovementSituation> = {
  procedure: 'movement',
  ruleset: 'spicc',
  title: 'Movement (MV, ZOC, MV.J, MV.K)',
  section: ['MV'],
  machine: movementMachine,
  parseSituation: parseMovementSituation,
  parseEvent: parseMovementEvent,
  project: (snapshot) => projectMovement(snapshot.context as MovementContext),
  get seeds() {
    return MOVEMENT_SEEDS() as Seed<MovementSituation>[];
  },
  domain: (snapshot) => movementDomain(snapshot),
  domainNote: MOVEMENT_DOMAIN_NOTE,
};
