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

type U = Partial<SpiccUnit> & Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind'>;
const unit = (u: U) => ({ size: 1, attack: 4, defense: 4, range: 4, movement: u.class === '2' ? 1 : u.class === '3' ? 0 : 6, hex: 'F10', ...u });
const usInf = (id: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '2', kind: 'infantry', weapon: 'RF', ...more });
const usTank = (id: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '1d', kind: 'other', weapon: 'AP', ...more });
const seed = (name: string, purpose: string, units: object[], request: object, more: object = {}): Seed<unknown> => ({ name, purpose, situation: { phase: 'movement', playerTurn: 'us', units, request, ...more } });
/** Units of F10 that hold no Friendly Stacking Points (ST.B): an Observer, a passenger, and a German company. */
const noPoints = [unit({ id: 'us-obs', side: 'us', class: '2', kind: 'observer', attack: 0, range: 0, defense: 1 }), usInf('us-riders', { passenger: true }), unit({ id: 'ger-inf-coy', side: 'german', class: '2', kind: 'infantry', weapon: 'RF', size: 2 })];

export const BREAKDOWN_SEEDS: Seed<unknown>[] = [
  seed('infantry-company-breaks-down', 'ST.D, ST.BD, ST.C: a U.S. infantry company (2 Stacking Points) beside a tank platoon and one Wreck marker (4 in all) breaks down into three platoons: 5.', [usInf('us-inf-coy', { size: 2 }), usTank('us-m4')], { type: 'break-down', unit: 'us-inf-coy' }, { wrecks: { F10: 1 } }),
  seed(
    'break-down-to-exactly-six',
    'ST.D, ST.A, ST.B, the boundary of the limit: the same company beside a tank company and one Wreck (5), with an Observer, a passenger and a German company that count for nothing, breaks down to exactly 6 (an engine that refuses six, or counts the others, refuses it).',
    [usInf('us-inf-coy', { size: 2 }), usTank('us-m4-coy', { size: 2 }), ...noPoints],
    { type: 'break-down', unit: 'us-inf-coy' },
    { wrecks: { F10: 1 } },
  ),
  seed('break-down-beyond-six', 'ST.D: with two Wreck markers the same break-down would make 7 Stacking Points: refused.', [usInf('us-inf-coy', { size: 2 }), usTank('us-m4-coy', { size: 2 })], { type: 'break-down', unit: 'us-inf-coy' }, { wrecks: { F10: 2 } }),
  seed('halftrack-company-breaks-down', 'ST.BD: a halftrack company is two platoons (2 Stacking Points before and after).', [unit({ id: 'us-ht-coy', side: 'us', class: '1d', kind: 'halftrack', weapon: 'RF', size: 2 })], { type: 'break-down', unit: 'us-ht-coy' }),
  seed('wagon-company-breaks-down', 'ST.BD (partial): a Class 1c company\'s platoons are not in the text; read from an original copy as 3 (wagonPlatoons).', [unit({ id: 'us-wagon-coy', side: 'us', class: '1c', kind: 'other', attack: 0, range: 0, size: 2 })], { type: 'break-down', unit: 'us-wagon-coy' }, { wagonPlatoons: 3 }),
  seed('three-platoons-recombine', 'ST.D, ST.BD: three U.S. infantry platoons (3 Stacking Points) recombine into a company (2).', [usInf('us-inf-1'), usInf('us-inf-2'), usInf('us-inf-3')], { type: 'recombine', units: ['us-inf-1', 'us-inf-2', 'us-inf-3'] }),
  seed('two-truck-platoons-recombine', 'ST.BD: two Class 1a truck platoons recombine into a company.', [unit({ id: 'us-truck-1', side: 'us', class: '1a', kind: 'other', attack: 0, range: 0 }), unit({ id: 'us-truck-2', side: 'us', class: '1a', kind: 'other', attack: 0, range: 0 })], { type: 'recombine', units: ['us-truck-1', 'us-truck-2'] }),
  seed('two-infantry-platoons-do-not-recombine', 'ST.BD: an infantry company is three platoons; two do not make one.', [usInf('us-inf-1'), usInf('us-inf-2')], { type: 'recombine', units: ['us-inf-1', 'us-inf-2'] }),
  seed('guns-do-not-recombine', 'ST.BD: "Class 3 units are only available in platoon-sized counters".', [unit({ id: 'us-57mm-1', side: 'us', class: '3', kind: 'other', weapon: 'AP' }), unit({ id: 'us-57mm-2', side: 'us', class: '3', kind: 'other', weapon: 'AP' })], { type: 'recombine', units: ['us-57mm-1', 'us-57mm-2'] }),
  seed('a-platoon-does-not-break-down', 'ST.BD, DT: a platoon is the smallest counter.', [usInf('us-inf-1')], { type: 'break-down', unit: 'us-inf-1' }),
  seed('not-in-the-movement-phase', 'ST.D, MV.I: in the Offensive Fire Phase no unit breaks down.', [usInf('us-inf-coy', { size: 2 })], { type: 'break-down', unit: 'us-inf-coy' }, { phase: 'offensive-fire' }),
];

export const breakdownSpec: ProcedureSpec<BreakdownSituation> = {
  procedure: 'breakdown',
  ruleset: 'spicc',
  title: 'Breaking down and recombining (ST.D, ST.BD)',
  section: ['ST'],
  machine: breakdownMachine,
  parseSituation: parseBreakdownSituation,
  parseEvent: parseBreakdownEvent,
  project: (snapshot) => projectBreakdown(snapshot.context as Parameters<typeof projectBreakdown>[0]),
  seeds: BREAKDOWN_SEEDS as Seed<BreakdownSituation>[],
  domain: () => [],
  domainNote: 'No event: the request is in the situation and the chart decides it at once.',
};
