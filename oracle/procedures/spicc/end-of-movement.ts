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
export const END_OF_MOVEMENT_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('end-of-movement', null, parseEndOfMovementSituation, { ruleset: 'spicc', units: 'written' }));

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
