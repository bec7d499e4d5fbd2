/**
 * The end of the Movement Phase (IP Digging-In, WR.C removing Wrecks) of SPI Combat Command for the oracle:
 * parsing, seeds, domain. A Dig-In attempt takes one die (ROLL 1–6); a Wreck removal no event.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { unknownEvent } from '../cce/common';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { isDie } from '../../../machines/core/dice';
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import { arr, int, obj, oneOf, record, str } from '../../../machines/core/validate';
import { parseUnits, SIDES, type SpiccUnit } from '../../../machines/spicc/units';
import { PHASES } from '../../../machines/spicc/sequence-of-play';
import { TERRAINS, type Terrain } from '../../../machines/spicc/fire/types';
import { endOfMovementMachine, projectEndOfMovement, type EndOfMovementContext, type EndOfMovementRequest, type EndOfMovementSituation } from '../../../machines/spicc/end-of-movement';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

export function parseEndOfMovementSituation(raw: unknown, path: string): EndOfMovementSituation {
  const o = obj(raw, path, ['phase', 'playerTurn', 'units', 'terrain', 'moved', 'wrecks', 'request'], ['phase', 'playerTurn', 'units', 'terrain', 'request']);
  const phase = oneOf(o.phase, `${path}.phase`, PHASES, 'SOP');
  const playerTurn = oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP');
  const units = parseUnits(o.units, `${path}.units`);
  const known = (id: unknown, p: string, rule: string): SpiccUnit => {
    const s = str(id, p);
    const u = units.find((x) => x.id === s);
    if (!u) throw new OracleError({ code: 'invalid-field', path: p, expected: 'a unit of input.units', actual: s, rule });
    return u;
  };
  const terrain: Record<string, Terrain> = {};
  for (const [h, t] of Object.entries(record(o.terrain, `${path}.terrain`))) {
    parseHex(h, `${path}.terrain.${h}`);
    terrain[h] = oneOf(t, `${path}.terrain.${h}`, TERRAINS, 'TEC');
  }
  const moved = arr(o.moved ?? [], `${path}.moved`).map((id, i) => known(id, `${path}.moved[${i}]`, 'IP').id);
  const wrecks: Record<string, number> = {};
  for (const [h, n] of Object.entries(o.wrecks === undefined ? {} : record(o.wrecks, `${path}.wrecks`))) {
    parseHex(h, `${path}.wrecks.${h}`);
    wrecks[h] = int(n, `${path}.wrecks.${h}`, 0, 6, 'WR.A');
  }
  const r = obj(o.request, `${path}.request`, ['type', 'unit', 'hex', 'beganIn', 'bridge'], ['type', 'unit']);
  const type = oneOf(r.type, `${path}.request.type`, ['dig-in', 'remove-wreck', 'demolish-bridge'] as const, 'IP');
  const unit = known(r.unit, `${path}.request.unit`, type === 'dig-in' ? 'IP' : 'WR.C').id;
  let request: EndOfMovementRequest;
  if (type === 'dig-in') {
    obj(o.request, `${path}.request`, ['type', 'unit'], ['type', 'unit']);
    request = { type, unit };
    const u = units.find((x) => x.id === unit)!;
    if (terrain[u.hex] === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.terrain.${u.hex}`, expected: "the terrain of the unit's hex", rule: 'IP.B' });
  } else if (type === 'demolish-bridge') {
    obj(o.request, `${path}.request`, ['type', 'unit', 'bridge', 'beganIn'], ['type', 'unit', 'bridge', 'beganIn']);
    const bridge = str(r.bridge, `${path}.request.bridge`);
    const [a, b, more] = bridge.split('-');
    if (!a || !b || more !== undefined || !areAdjacent(parseHex(a, `${path}.request.bridge`), parseHex(b, `${path}.request.bridge`)))
      throw new OracleError({ code: 'invalid-field', path: `${path}.request.bridge`, expected: 'a bridge hex-side "A-B" between two adjacent hexes', actual: bridge, rule: 'OPT.2.a' });
    const beganIn = str(r.beganIn, `${path}.request.beganIn`);
    parseHex(beganIn, `${path}.request.beganIn`);
    request = { type, unit, bridge, beganIn };
  } else {
    obj(o.request, `${path}.request`, ['type', 'unit', 'hex', 'beganIn'], ['type', 'unit', 'hex', 'beganIn']);
    const hex = str(r.hex, `${path}.request.hex`);
    parseHex(hex, `${path}.request.hex`);
    const beganIn = str(r.beganIn, `${path}.request.beganIn`);
    parseHex(beganIn, `${path}.request.beganIn`);
    request = { type, unit, hex, beganIn };
  }
  return { phase, playerTurn, units, terrain, moved, wrecks, request };
}

function parseEndOfMovementEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  if ((raw as { type?: unknown } | null)?.type !== 'ROLL') unknownEvent(raw, path, snapshot, ['ROLL']);
  const o = obj(raw, path, ['type', 'die'], ['type', 'die']);
  if (!isDie(o.die)) throw new OracleError({ code: 'impossible-roll', path: `${path}.die`, expected: 'an integer die 1-6', actual: o.die, rule: 'IP' });
  if (!snapshot.matches('rolling')) throw new OracleError({ code: 'illegal-event', path, expected: 'no roll: only a Dig-In attempt rolls', actual: 'ROLL', rule: 'IP' });
  return { type: 'ROLL', die: o.die } as EventObject;
}

// ------------------------------------------------------------------------------------ seeds

/** The seeds, as data (oracle/procedures/spicc/seeds/end-of-movement.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const END_OF_MOVEMENT_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('end-of-movement', null, parseEndOfMovementSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseDigInSeeds(), ...pairwiseWreckSeeds()]);

/** The counters the generated situations use, by the class and kind the rules name (placeholder strengths: the Unit Identification Table is lost). */
const COUNTERS: Record<string, Pick<SpiccUnit, 'class' | 'kind' | 'movement'> & { weapon?: SpiccUnit['weapon'] }> = {
  'Class 2 infantry': { class: '2', kind: 'infantry', movement: 1, weapon: 'RF' },
  'Class 2 engineer': { class: '2', kind: 'engineer', movement: 1, weapon: 'RF' },
  'Class 2 Observer': { class: '2', kind: 'observer', movement: 1 },
  'Class 1d': { class: '1d', kind: 'other', movement: 6, weapon: 'AP' },
  'Class 1d halftrack': { class: '1d', kind: 'halftrack', movement: 6, weapon: 'RF' },
  'Class 1a': { class: '1a', kind: 'other', movement: 8 },
  'Class 3': { class: '3', kind: 'other', movement: 0, weapon: 'HE' },
};

const counter = (name: string, id: string, side: string, hex: string, more: Record<string, unknown> = {}) => {
  const c = COUNTERS[name];
  return { id, side, class: c.class, kind: c.kind, size: 1, attack: 4, defense: 4, range: c.weapon ? 4 : 0, movement: c.movement, ...(c.weapon ? { weapon: c.weapon } : {}), hex, ...more };
};

/**
 * Generated (issue 16.5), a Dig-In attempt: the facts IP reads — the Phase and whose unit ("at the end of any
 * Friendly Movement Phase"); its class ("A Class 2 unit may attempt to dig-in": Class 2 infantry, engineers and
 * Observers, Class 1d, Class 3); whether it moved ("in which it did not move"); its hex's terrain, every terrain
 * type (IP.B: "Class 2 units may Dig-In anywhere except Town hexes"); whether it is Dug-In already — every two
 * meeting in some situation (oracle/gen/pairwise.ts); each attempt that reaches the roll rolls 1-6 ("if a "one" or
 * a "two" is rolled").
 */
export const SPICC_PAIRWISE_DIG_IN_FACTORS = {
  phase: ['movement', 'offensive-fire'],
  unit: ['the phasing Player\'s', 'the other Player\'s'],
  counter: ['Class 2 infantry', 'Class 2 engineer', 'Class 2 Observer', 'Class 1d', 'Class 3'],
  moved: ['no', 'yes'],
  terrain: TERRAINS,
  dugIn: ['no', 'yes'],
};

export function pairwiseDigInSeeds(): Seed<unknown>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_DIG_IN_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-dig-in-${String(i + 1).padStart(2, '0')}`;
    const side = r.unit === 'the phasing Player\'s' ? 'us' : 'german';
    const id = `${side}-unit`;
    const raw = {
      phase: r.phase,
      playerTurn: 'us',
      terrain: { F10: r.terrain },
      units: [counter(r.counter, id, side, 'F10', r.dugIn === 'yes' ? { dugIn: true } : {})],
      ...(r.moved === 'yes' ? { moved: [id] } : {}),
      request: { type: 'dig-in', unit: id },
    };
    // Kept as written (as the seeds files' situations are), parsed here as it is made.
    const situation = JSON.parse(JSON.stringify(raw)) as unknown;
    parseEndOfMovementSituation(situation, `generated end-of-movement seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: at the end of the U.S. ${r.phase} Phase, ${r.unit} ${r.counter} unit in ${r.terrain}${r.moved === 'yes' ? ', which moved' : ''}${r.dugIn === 'yes' ? ', Dug-In already' : ''}, attempts to Dig-In (IP, IP.B).`,
      minimise: true,
      situation,
    };
  });
}

/**
 * Generated (issue 16.5), a Wreck removal: the facts WR.C reads — the Phase and whose unit ("one full Friendly
 * Movement Phase"); its class ("a Class 1d unit", a halftrack among them; a Class 2 engineer and a Class 1a truck
 * not); the Wreck markers in the hex (none, one, two: "remove one Wreck marker"); where the unit began and where it
 * ends the Phase, each adjacent to the Wreck, in its hex or two hexes away ("begin and end the Movement Phase
 * adjacent to the Wreck marker"; the same hex is ambiguous: reading spicc.wreck-removal-same-hex) — every two
 * meeting in some situation (oracle/gen/pairwise.ts). The Wreck lies in F10; adjacent is F11 (ending) or G10
 * (beginning), two away F12.
 */
export const SPICC_PAIRWISE_WRECK_FACTORS = {
  phase: ['movement', 'offensive-fire'],
  unit: ['the phasing Player\'s', 'the other Player\'s'],
  counter: ['Class 1d', 'Class 1d halftrack', 'Class 2 engineer', 'Class 1a'],
  wrecks: ['0', '1', '2'],
  began: ['adjacent', 'in the hex', 'two away'],
  ends: ['adjacent', 'in the hex', 'two away'],
};

export const WRECK_PLACES = { adjacent: { began: 'G10', ends: 'F11' }, 'in the hex': { began: 'F10', ends: 'F10' }, 'two away': { began: 'F12', ends: 'F12' } } as const;

export function pairwiseWreckSeeds(): Seed<unknown>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_WRECK_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-wreck-${String(i + 1).padStart(2, '0')}`;
    const side = r.unit === 'the phasing Player\'s' ? 'us' : 'german';
    const id = `${side}-unit`;
    const place = (k: string) => WRECK_PLACES[k as keyof typeof WRECK_PLACES];
    const raw = {
      phase: r.phase,
      playerTurn: 'us',
      terrain: { F10: 'clear' },
      units: [counter(r.counter, id, side, place(r.ends).ends)],
      ...(r.wrecks !== '0' ? { wrecks: { F10: Number(r.wrecks) } } : {}),
      request: { type: 'remove-wreck', unit: id, hex: 'F10', beganIn: place(r.began).began },
    };
    // Kept as written (as the seeds files' situations are), parsed here as it is made.
    const situation = JSON.parse(JSON.stringify(raw)) as unknown;
    parseEndOfMovementSituation(situation, `generated end-of-movement seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: at the end of the U.S. ${r.phase} Phase, ${r.unit} ${r.counter} unit, which began ${r.began} and ends ${r.ends} of F10 with ${r.wrecks} Wreck markers, removes one (WR.C).`,
      minimise: true,
      situation,
    };
  });
}

export const endOfMovementSpec: ProcedureSpec<EndOfMovementSituation> = {
  procedure: 'end-of-movement',
  ruleset: 'spicc',
  title: 'The end of the Movement Phase: Digging-In, removing Wrecks, demolishing bridges (IP, WR.C, OPT.2.a)',
  section: ['IP', 'WR', 'OPT.2'],
  machine: endOfMovementMachine,
  parseSituation: parseEndOfMovementSituation,
  parseEvent: parseEndOfMovementEvent,
  project: (snapshot) => projectEndOfMovement(snapshot.context as EndOfMovementContext, snapshot.status === 'done'),
  get seeds() {
    return END_OF_MOVEMENT_SEEDS() as Seed<EndOfMovementSituation>[];
  },
  domain: (snapshot) => (snapshot.matches('rolling') ? [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'ROLL', die })) : []),
  domainNote: 'A Dig-In attempt: in rolling, ROLL 1–6. A Wreck removal or a demolition: no event.',
};
