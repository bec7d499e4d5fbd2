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
import { pairwise, type Row } from '../../gen/pairwise';

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
export const BREAKDOWN_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('breakdown', null, parseBreakdownSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseBreakdownSeeds()]);

/**
 * Generated (issue 16.5): the facts ST.D and ST.BD read — the Phase (ST.D: "at any time during the Movement
 * Phase"); the phasing Player (MV.I, ST.D: his units); the counter's
 * class and kind, one value per line of the breakdown table (ST.BD: "Class 1d non-halftrack units, and Class 2 units:
 * one company-three platoons", "Class 1a, Class 1b, and Half track units: one company-two platoons", "Class 3 units
 * are only available in platoon-sized counters", and Class 1c, whose line is lost: `wagonPlatoons` 2 or 3); what is
 * given, which makes the request ("broken-down ... or recombined": a platoon or a company to break down; one to four
 * platoons to recombine; a platoon first, as it goes with every other value, for the covering array completes a
 * partial row with each factor's first value); the hex's other friendly Stacking
 * Points, so that the replacing units leave two to spare, make exactly six or one over (ST.D: "may never break down
 * if this would violate the Stacking Limit", ST.A: six); what fills them (ST.C: "Each Wreck marker is equivalent to
 * one Stacking Point", or friendly units); and a unit that counts for nothing there (ST.B: an Observer, a passenger;
 * ST: each Player's own limit, an enemy company) — every two meeting in some situation (oracle/gen/pairwise.ts).
 */
export const SPICC_PAIRWISE_BREAKDOWN_FACTORS = {
  phase: ['movement', 'offensive-fire'],
  player: ['us', 'german'],
  counter: ['Class 2 infantry', 'Class 1d', 'Class 1d halftrack', 'Class 1a', 'Class 1b', 'Class 1c of 2', 'Class 1c of 3', 'Class 3'],
  given: ['a platoon', 'a company', '1 platoon', '2 platoons', '3 platoons', '4 platoons'],
  room: ['two to spare', 'exactly six', 'one over'],
  filler: ['Wreck markers', 'friendly units'],
  uncounted: ['nothing', 'an Observer', 'a passenger', 'an enemy company'],
};

/**
 * The pairs no situation holds: ST.BD, no Class 3 company; a recombination within the limit before and after (ST.A:
 * "at all times"), so never one over, and three or four platoons leave no room for four other Stacking Points
 * (exactly six after means 4 + 3 or 4 before).
 */
export const recombines = (given: string): boolean => given.endsWith('platoons') || given === '1 platoon';

export function breakdownPairImpossible(r: Readonly<Record<string, string>>): boolean {
  const platoons = r.given !== undefined && recombines(r.given);
  if (r.counter === 'Class 3' && r.given === 'a company') return true;
  if (platoons && r.room === 'one over') return true;
  if ((r.given === '3 platoons' || r.given === '4 platoons') && r.room === 'exactly six') return true;
  return false;
}

const COUNTERS: Record<string, { class: SpiccUnit['class']; kind: SpiccUnit['kind']; movement: number; wagons?: 2 | 3; platoons: number | null; weapon?: SpiccUnit['weapon'] }> = {
  'Class 2 infantry': { class: '2', kind: 'infantry', movement: 1, platoons: 3, weapon: 'RF' },
  'Class 1d': { class: '1d', kind: 'other', movement: 6, platoons: 3, weapon: 'AP' },
  'Class 1d halftrack': { class: '1d', kind: 'halftrack', movement: 6, platoons: 2, weapon: 'RF' },
  'Class 1a': { class: '1a', kind: 'other', movement: 8, platoons: 2 },
  'Class 1b': { class: '1b', kind: 'other', movement: 8, platoons: 2 },
  'Class 1c of 2': { class: '1c', kind: 'other', movement: 4, wagons: 2, platoons: 2 },
  'Class 1c of 3': { class: '1c', kind: 'other', movement: 4, wagons: 3, platoons: 3 },
  'Class 3': { class: '3', kind: 'other', movement: 0, platoons: null, weapon: 'HE' },
};

export function pairwiseBreakdownSeeds(): Seed<unknown>[] {
  const pairsOf = (r: Row) => Object.keys(r).flatMap((a, i) => Object.keys(r).slice(i + 1).map((b) => ({ [a]: r[a], [b]: r[b] })));
  const { rows } = pairwise(SPICC_PAIRWISE_BREAKDOWN_FACTORS, (r) => !pairsOf(r).some(breakdownPairImpossible));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const side = r.player as 'us' | 'german';
    const enemy = side === 'us' ? 'german' : 'us';
    const c = COUNTERS[r.counter];
    const unit = (id: string, size: 1 | 2, more: Partial<SpiccUnit> = {}) => ({
      id, side, class: c.class, kind: c.kind, size, attack: 4, defense: 4, range: c.weapon ? 4 : 0, movement: c.movement, ...(c.weapon ? { weapon: c.weapon } : {}), hex: 'F10', ...more,
    });
    const given = r.given === 'a company' ? [unit(`${side}-coy`, 2)] : r.given === 'a platoon' ? [unit(`${side}-plt`, 1)] : Array.from({ length: Number(r.given[0]) }, (_, n) => unit(`${side}-plt${n + 1}`, 1));
    // The replacing units' Stacking Points (a break-down's platoons, one each; a recombination's company, two), and the others that make the room.
    const request = recombines(r.given) ? 'recombine' : 'break-down';
    const after = request === 'recombine' ? 2 : (c.platoons ?? 1);
    const others = { 'two to spare': 4, 'exactly six': 6, 'one over': 7 }[r.room]! - after;
    const fill = r.filler === 'Wreck markers' ? [] : [...Array.from({ length: Math.floor(others / 2) }, (_, n) => ({ id: `${side}-other-coy${n + 1}`, side, class: '2', kind: 'infantry', size: 2, attack: 4, defense: 4, range: 4, movement: 1, weapon: 'RF', hex: 'F10' })), ...(others % 2 ? [{ id: `${side}-other-plt`, side, class: '2', kind: 'engineer', size: 1, attack: 4, defense: 4, range: 4, movement: 1, weapon: 'RF', hex: 'F10' }] : [])];
    const uncounted =
      r.uncounted === 'an Observer' ? [{ id: `${side}-obs`, side, class: '2', kind: 'observer', size: 1, attack: 0, defense: 1, range: 0, movement: 1, hex: 'F10' }]
      : r.uncounted === 'a passenger' ? [{ id: `${side}-riders`, side, class: '2', kind: 'infantry', size: 2, attack: 4, defense: 4, range: 4, movement: 1, weapon: 'RF', hex: 'F10', passenger: true }]
      : r.uncounted === 'an enemy company' ? [{ id: `${enemy}-coy`, side: enemy, class: '2', kind: 'infantry', size: 2, attack: 4, defense: 4, range: 4, movement: 1, weapon: 'RF', hex: 'F10' }]
      : [];
    const raw = {
      phase: r.phase,
      playerTurn: side,
      units: [...given, ...fill, ...uncounted],
      ...(r.filler === 'Wreck markers' && others > 0 ? { wrecks: { F10: others } } : {}),
      request: request === 'break-down' ? { type: 'break-down', unit: given[0].id } : { type: 'recombine', units: given.map((u) => u.id) },
      ...(c.wagons ? { wagonPlatoons: c.wagons } : {}),
    };
    // Kept as written (as the seeds files' situations are), parsed here as it is made.
    const situation = JSON.parse(JSON.stringify(raw)) as unknown;
    parseBreakdownSituation(situation, `generated breakdown seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: in the ${r.phase} Phase, the ${side} Player asks to ${request} ${r.given} (${r.counter}); ${others} other Stacking Points of ${r.filler} (${r.room} after); ${r.uncounted} besides (ST.D, ST.BD, ST.A, ST.B, ST.C, MV.I).`,
      minimise: true,
      situation,
    };
  });
}

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
