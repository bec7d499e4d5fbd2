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

type U = Partial<SpiccUnit> & Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind' | 'hex'>;
const unit = (u: U) => ({ size: 1, attack: 4, defense: 4, range: 4, movement: u.class === '2' ? 1 : u.class === '3' ? 0 : 12, ...u });
const seed = (name: string, purpose: string, situation: object): Seed<unknown> => ({ name, purpose, situation: { phase: 'movement', playerTurn: 'us', ...situation } });
const usTruck = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '1a', kind: 'other', attack: 0, range: 0, hex, ...more });
const usInf = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '2', kind: 'infantry', weapon: 'RF', hex, ...more });
const gerInf = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'german', class: '2', kind: 'infantry', weapon: 'RF', hex, ...more });

export const MOVEMENT_SEEDS: Seed<unknown>[] = [
  seed('truck-on-the-road', 'MV.A, MV.C, MV.J, WR.B: a U.S. truck (MA 6) on a road F10-F11-F12, a vehicle in F12 and a Wreck in G11 negating the road there, a Woods hex-side F10-G10 (costs: placeholders for the lost chart).', {
    units: [usTruck('us-truck', 'F10', { movement: 6 }), usTruck('us-truck-2', 'F12')],
    unit: 'us-truck',
    terrain: { F11: { cost: 3, road: 1 }, F12: { cost: 3, road: 1 }, G10: { cost: 2 }, G11: { cost: 3, road: 1 } },
    roadHexsides: ['F10-F11', 'F11-F12', 'F11-G11'],
    woodsHexsides: ['F10-G10'],
    wrecks: { G11: 1 },
  }),
  seed('truck-picks-up-infantry', 'MV.K, MV.K.T: a U.S. truck company (MA 12) picks up an infantry company (6) and drops it a hex on (3 + 3 = 12 with the entry), where with a gun and a Wreck it makes 6 Stacking Points; a gun and a platoon it may not take.', {
    units: [usTruck('us-truck-coy', 'F10', { size: 2 }), usInf('us-inf-coy', 'F10', { size: 2 }), usInf('us-inf-2', 'F10'), unit({ id: 'us-57mm', side: 'us', class: '3', kind: 'other', weapon: 'AP', hex: 'F11' })],
    unit: 'us-truck-coy',
    terrain: { F11: { cost: 3 } },
    wrecks: { F11: 1 },
  }),
  seed('wagon-carries-a-gun', 'MV.K 2), MV.K.T: a Class 1c wagon (MA 6) carrying a gun drops it (2) and may not pick up infantry.', {
    units: [unit({ id: 'us-wagon', side: 'us', class: '1c', kind: 'other', attack: 0, range: 0, movement: 6, hex: 'F10' }), unit({ id: 'us-gun', side: 'us', class: '3', kind: 'other', weapon: 'HE', hex: 'F10', passenger: true }), usInf('us-inf', 'F10')],
    unit: 'us-wagon',
    passengers: ['us-gun'],
    terrain: { F11: { cost: 5 } },
  }),
  seed('tanks-and-riders', 'MV.K 3), ST.A: a German tank (MA 11) may carry an infantry platoon (6 to pick up); in F11, two companies and a Wreck, it makes 6 Stacking Points, and dropping its rider there would make 7.', {
    playerTurn: 'german',
    units: [
      unit({ id: 'ger-pz', side: 'german', class: '1d', kind: 'other', weapon: 'AP', movement: 11, hex: 'F10' }),
      gerInf('ger-inf', 'F10'),
      gerInf('ger-inf-coy', 'F11', { size: 2 }),
      gerInf('ger-inf-coy-2', 'F11', { size: 2 }),
    ],
    unit: 'ger-pz',
    terrain: { F11: { cost: 2 } },
    wrecks: { F11: 1 },
  }),
  seed('stacking-on-the-way', 'MV.H, ST.B, ST.C: a U.S. tank platoon enters F11, two Friendly companies, a Wreck and an Observer (2 + 2 + 1 + 0, with it 6: the limit); G11, two companies and two Wrecks, would be 7.', {
    units: [
      unit({ id: 'us-m4', side: 'us', class: '1d', kind: 'other', weapon: 'AP', movement: 8, hex: 'F10' }),
      usInf('us-inf-a', 'F11', { size: 2 }),
      usInf('us-inf-b', 'F11', { size: 2 }),
      unit({ id: 'us-obs', side: 'us', class: '2', kind: 'observer', attack: 0, range: 0, defense: 1, hex: 'F11' }),
      usInf('us-inf-c', 'G11', { size: 2 }),
      usInf('us-inf-d', 'G11', { size: 2 }),
    ],
    unit: 'us-m4',
    terrain: { F11: { cost: 2 }, G11: { cost: 2 } },
    wrecks: { F11: 1, G11: 2 },
  }),
  seed('leaving-a-zone-of-control', 'ZOC, ZOC.B, ZOC.C, MV.F: a U.S. halftrack (MA 10) beside a German platoon in G10 announces each move out of a controlled hex; every result of the fire is walked.', {
    units: [unit({ id: 'us-ht', side: 'us', class: '1d', kind: 'halftrack', weapon: 'RF', movement: 10, hex: 'F10' }), gerInf('ger-inf', 'G10')],
    unit: 'us-ht',
    terrain: { F11: { cost: 2 }, F12: { cost: 2 } },
  }),
  seed('into-an-enemy-hex', 'MV.G, ZOC.D, CB.3.f: a U.S. tank (MA 4) enters a German infantry platoon\'s hex (2) and may go back (2): fired on as it leaves F10 (controlled), assaulted as it enters.', {
    units: [unit({ id: 'us-m4', side: 'us', class: '1d', kind: 'other', weapon: 'AP', movement: 4, hex: 'F10' }), gerInf('ger-inf', 'F11')],
    unit: 'us-m4',
    terrain: { F10: { cost: 2 }, F11: { cost: 2 } },
  }),
  seed('dug-in-infantry-moves', 'IP.D, IP.E: a Dug-In U.S. platoon beside another Dug-In platoon leaves F10 (the marker stays or goes as spicc.dug-in-marker-leaving reads); a second moves into the Dug-In position of G10.', {
    units: [usInf('us-inf-1', 'F10', { dugIn: true }), usInf('us-inf-2', 'F10', { dugIn: true }), usInf('us-inf-3', 'G10', { dugIn: true })],
    unit: 'us-inf-1',
    terrain: { F11: { cost: 1, road: 1 }, G10: { cost: 1 } },
    roadHexsides: ['F10-F11'],
  }),
  ...(
    [
      ['not-in-the-movement-phase', 'SOP.1.B: in the Overrun Phase no unit moves.', { phase: 'overrun' }, {}],
      ['no-enemy-movement', 'MV.D: a German unit does not move in the U.S. Movement Phase.', {}, { side: 'german' }],
      ['already-moved', 'MV.L: a unit moved once in this Phase does not move again.', { moved: ['us-inf'] }, {}],
      ['fired-before-moving', 'MV.E: a unit that fired in the Offensive Fire Phase may not move.', {}, { attacked: true }],
      ['a-passenger-does-not-move', 'MV.K: a passenger does not move independently.', {}, { passenger: true }],
      ['a-dispersed-unit-does-not-move', 'CRE.D: a dispersed unit may not move.', {}, { dispersed: true }],
    ] as [string, string, object, Partial<SpiccUnit>][]
  ).map(([name, purpose, more, u]) => seed(name, purpose, { units: [usInf('us-inf', 'F10', u)], unit: 'us-inf', terrain: { F11: { cost: 1 } }, ...more })),
];

export const movementSpec: ProcedureSpec<MovementSituation> = {
  procedure: 'movement',
  ruleset: 'spicc',
  title: 'Movement (MV, ZOC, MV.J, MV.K)',
  section: ['MV'],
  machine: movementMachine,
  parseSituation: parseMovementSituation,
  parseEvent: parseMovementEvent,
  project: (snapshot) => projectMovement(snapshot.context as MovementContext),
  seeds: MOVEMENT_SEEDS as Seed<MovementSituation>[],
  domain: (snapshot) => movementDomain(snapshot),
  domainNote: MOVEMENT_DOMAIN_NOTE,
};
