/**
 * Breaking down and recombining (ST.D, MV.I, ST.BD) of SPI Combat Command for the oracle: parsing, seeds,
 * domain. The procedure takes no event: the situation holds the request, and the chart decides it at once.
 * Unit values are placeholders (the Unit Identification Table is lost); only class, kind, size and hex
 * decide.
 */
import type { EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, record, str } from '../../../machines/core/validate';
import { parseHex } from '../../../machines/core/hex';
import { parseUnits, SIDES, type SpiccUnit } from '../../../machines/spicc/units';
import { PHASES } from '../../../machines/spicc/sequence-of-play';
import { breakdownMachine, projectBreakdown, type BreakdownRequest, type BreakdownSituation } from '../../../machines/spicc/breakdown';
import { loadSeeds, onFirstUse } from '../cce/seeds';

const invalidField = (path: string, expected: string, actual: unknown, rule: string) => new OracleError({ code: 'invalid-field', path, expected, actual, rule });

export function parseBreakdownSituation(raw: unknown, path: string): BreakdownSituation {
  const o = obj(raw, path, ['phase', 'playerTurn', 'units', 'wrecks', 'request', 'wagonPlatoons'], ['phase', 'playerTurn', 'units', 'request']);
  const phase = oneOf(o.phase, `${path}.phase`, PHASES, 'SOP');
  const playerTurn = oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP');
  const units = parseUnits(o.units, `${path}.units`);
  const wrecks: Record<string, number> = {};
  for (const [h, n] of Object.entries(o.wrecks === undefined ? {} : record(o.wrecks, `${path}.wrecks`))) {
    parseHex(h, `${path}.wrecks.${h}`);
    wrecks[h] = int(n, `${path}.wrecks.${h}`, 0, 6, 'ST.C');
  }
  const r = obj(o.request, `${path}.request`, ['type', 'unit', 'units'], ['type']);
  const type = oneOf(r.type, `${path}.request.type`, ['break-down', 'recombine'] as const, 'ST.D');
  const own = (id: unknown, p: string): SpiccUnit => {
    const s = str(id, p);
    const u = units.find((x) => x.id === s);
    if (!u || u.side !== playerTurn) throw invalidField(p, `a unit of the phasing player (${playerTurn}) in input.units`, s, 'MV.I');
    if (u.passenger) throw invalidField(p, 'a unit not being transported', s, 'MV.K');
    return u;
  };
  let request: BreakdownRequest;
  if (type === 'break-down') {
    obj(o.request, `${path}.request`, ['type', 'unit'], ['type', 'unit']);
    request = { type, unit: own(r.unit, `${path}.request.unit`).id };
  } else {
    obj(o.request, `${path}.request`, ['type', 'units'], ['type', 'units']);
    const list = arr(r.units, `${path}.request.units`, 1).map((id, i) => own(id, `${path}.request.units[${i}]`));
    list.forEach((u, i) => {
      const p = `${path}.request.units[${i}]`;
      if (list.findIndex((x) => x.id === u.id) !== i) throw invalidField(p, 'each platoon once', u.id, 'ST.D');
      if (u.size !== 1) throw invalidField(p, 'a platoon (size 1): companies are recombined from platoons', u.id, 'ST.BD');
      if (u.hex !== list[0].hex) throw invalidField(p, `a platoon in ${list[0].hex}: "place the unit(s) replacing it on the same hex"`, `${u.id} in ${u.hex}`, 'ST.D');
      if (u.class !== list[0].class || u.kind !== list[0].kind) throw invalidField(p, `a platoon of the class and kind of ${list[0].id} (Class ${list[0].class}, ${list[0].kind}): a company is one counter type`, u.id, 'ST.BD');
    });
    request = { type, units: list.map((u) => u.id) };
  }
  const s: BreakdownSituation = { phase, playerTurn, units, wrecks, request };
  if (o.wagonPlatoons !== undefined) s.wagonPlatoons = int(o.wagonPlatoons, `${path}.wagonPlatoons`, 2, 3, 'ST.BD') as 2 | 3;
  const first = units.find((u) => u.id === (request.type === 'break-down' ? request.unit : request.units[0]))!;
  if (first.class === '1c' && s.wagonPlatoons === undefined)
    throw new OracleError({ code: 'missing-field', path: `${path}.wagonPlatoons`, expected: 'the platoons of a Class 1c (Wagon) company, read from an original copy of the breakdown table (the text does not list Class 1c)', rule: 'ST.BD' });
  return s;
}

function parseBreakdownEvent(raw: unknown, path: string): EventObject {
  throw new OracleError({ code: 'illegal-event', path, expected: 'no event: the request is in the situation and is decided at once', actual: (raw as { type?: unknown } | null)?.type ?? raw, rule: 'ST.D' });
}

// ------------------------------------------------------------------------------------ seeds

/** The seeds, as data (oracle/procedures/spicc/seeds/breakdown.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const BREAKDOWN_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('breakdown', null, parseBreakdownSituation, { ruleset: 'spicc', units: 'written' }));

export const breakdownSpec: ProcedureSpec<BreakdownSituation> = {
  procedure: 'breakdown',
  ruleset: 'spicc',
  title: 'Breaking down and recombining (ST.D, ST.BD)',
  section: ['ST'],
  machine: breakdownMachine,
  parseSituation: parseBreakdownSituation,
  parseEvent: parseBreakdownEvent,
  project: (snapshot) => projectBreakdown(snapshot.context as Parameters<typeof projectBreakdown>[0]),
  get seeds() {
    return BREAKDOWN_SEEDS() as Seed<BreakdownSituation>[];
  },
  domain: () => [],
  domainNote: 'No event: the request is in the situation and the chart decides it at once.',
};
