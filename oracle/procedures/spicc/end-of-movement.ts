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

type U = Partial<SpiccUnit> & Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind' | 'hex'>;
const unit = (u: U) => ({ size: 1, attack: 4, defense: 4, range: 4, movement: u.class === '2' ? 1 : u.class === '3' ? 0 : 6, ...u });
const usInf = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '2', kind: 'infantry', weapon: 'RF', hex, ...more });
const usTank = (id: string, hex: string) => unit({ id, side: 'us', class: '1d', kind: 'other', weapon: 'AP', hex });
const seed = (name: string, purpose: string, situation: object): Seed<unknown> => ({ name, purpose, situation: { phase: 'movement', playerTurn: 'us', terrain: { F10: 'clear', F11: 'town' }, ...situation } });
const digIn = (unitId: string) => ({ type: 'dig-in', unit: unitId });
const removeWreck = (beganIn: string) => ({ type: 'remove-wreck', unit: 'us-m4', hex: 'F11', beganIn });

export const END_OF_MOVEMENT_SEEDS: Seed<unknown>[] = [
  seed('infantry-digs-in', 'IP: a U.S. platoon that did not move rolls: 1 or 2 Digs-In, 3 to 6 does not.', { units: [usInf('us-inf', 'F10')], request: digIn('us-inf') }),
  seed('no-dig-in-in-town', 'IP.B: not in a Town hex.', { units: [usInf('us-inf', 'F11')], request: digIn('us-inf') }),
  seed('no-dig-in-after-moving', 'IP: not after moving in this Phase.', { units: [usInf('us-inf', 'F10')], moved: ['us-inf'], request: digIn('us-inf') }),
  seed('a-tank-does-not-dig-in', 'IP: only Class 2 units Dig-In.', { units: [usTank('us-m4', 'F10')], request: digIn('us-m4') }),
  seed('dug-in-already', 'IP: a Dug-In unit does not roll again.', { units: [usInf('us-inf', 'F10', { dugIn: true })], request: digIn('us-inf') }),
  seed('not-in-the-movement-phase', 'IP: not in the Overrun Phase.', { phase: 'overrun', units: [usInf('us-inf', 'F10')], request: digIn('us-inf') }),
  seed('not-the-phasing-player', 'IP: a German unit in the U.S. Movement Phase does nothing.', { units: [unit({ id: 'ger-inf', side: 'german', class: '2', kind: 'infantry', weapon: 'RF', hex: 'F10' })], request: digIn('ger-inf') }),
  seed('tank-removes-a-wreck', 'WR.C: a U.S. tank adjacent to F11 (two Wrecks) from the beginning to the end of the Phase removes one.', { units: [usTank('us-m4', 'F10')], wrecks: { F11: 2 }, request: removeWreck('G11') }),
  seed('tank-moved-up-to-the-wreck', 'WR.C: a tank that began the Phase two hexes away removes nothing.', { units: [usTank('us-m4', 'F10')], wrecks: { F11: 2 }, request: removeWreck('H10') }),
  seed('tank-on-the-wreck', 'WR.C, spicc.wreck-removal-same-hex: a tank in the Wreck\'s own hex all Phase.', { units: [usTank('us-m4', 'F11')], wrecks: { F11: 1 }, request: removeWreck('F11') }),
  seed('no-wreck-there', 'WR.C: no Wreck marker in F11.', { units: [usTank('us-m4', 'F10')], request: removeWreck('F10') }),
  seed('infantry-removes-no-wreck', 'WR.C: only Class 1d units remove Wrecks.', { units: [usInf('us-m4', 'F10')], wrecks: { F11: 1 }, request: removeWreck('F10') }),
  ...(
    [
      ['engineer-demolishes-a-bridge', 'OPT.2.a: a U.S. Engineer that began the Phase in F10 and ends it in F11, across the bridge F10-F11, demolishes it.', {}, 'F10'],
      ['engineer-did-not-cross', 'OPT.2.a: an Engineer that began and ended the Phase in F11 demolishes nothing.', {}, 'F11'],
      ['dispersed-engineer', 'OPT.2.a: a dispersed Engineer demolishes nothing.', { dispersed: true }, 'F10'],
      ['infantry-demolishes-nothing', 'OPT.2.a: only an Engineer demolishes a bridge.', { kind: 'infantry' }, 'F10'],
    ] as [string, string, Partial<SpiccUnit>, string][]
  ).map(([name, purpose, more, beganIn]) =>
    seed(name, purpose, { units: [unit({ id: 'us-eng', side: 'us', class: '2', kind: 'engineer', weapon: 'RF', hex: 'F11', ...more })], moved: ['us-eng'], request: { type: 'demolish-bridge', unit: 'us-eng', bridge: 'F10-F11', beganIn } }),
  ),
];

export const endOfMovementSpec: ProcedureSpec<EndOfMovementSituation> = {
  procedure: 'end-of-movement',
  ruleset: 'spicc',
  title: 'The end of the Movement Phase: Digging-In, removing Wrecks, demolishing bridges (IP, WR.C, OPT.2.a)',
  section: ['IP', 'WR', 'OPT.2'],
  machine: endOfMovementMachine,
  parseSituation: parseEndOfMovementSituation,
  parseEvent: parseEndOfMovementEvent,
  project: (snapshot) => projectEndOfMovement(snapshot.context as EndOfMovementContext, snapshot.status === 'done'),
  seeds: END_OF_MOVEMENT_SEEDS as Seed<EndOfMovementSituation>[],
  domain: (snapshot) => (snapshot.matches('rolling') ? [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'ROLL', die })) : []),
  domainNote: 'A Dig-In attempt: in rolling, ROLL 1–6. A Wreck removal or a demolition: no event.',
};
