/**
 * Fire Combat (CB.1) of SPI Combat Command for the oracle: situation and event parsing, seeds, domain.
 *
 * Domain: in `rolling`, the die 1–6 (one die, NE: "Players must supply their own die"); in
 * `awaitingTableResult`, every result code of the lost Combat Results Table (0, X, D, DD, R, DR): the walk
 * asks "whatever the table says here, what follows", and a vector asserts no cell. The seeds' unit values
 * that the text does not give (the Unit Identification Table is lost) are placeholders that do not decide
 * the outcome; each seed says which.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, record, str } from '../../../machines/core/validate';
import { parseHex } from '../../../machines/core/hex';
import { isDie } from '../../../machines/core/dice';
import { parseUnits, SIDES, type SpiccUnit } from '../../../machines/spicc/units';
import { CRT_CELLS_IN_TEXT, DIE_NUMBER_MAX, DIE_NUMBER_MIN, ODDS_COLUMNS, RESULTS, type CrtCell } from '../../../machines/spicc/results';
import { fireMachine, projectFire } from '../../../machines/spicc/fire/machine';
import { FIRE_PHASES, firingSide, TERRAINS, type FireContext, type FireSituation, type Firer, type LosFact } from '../../../machines/spicc/fire/types';
import type { ResolutionContext } from '../../../machines/spicc/resolution';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise, type Row } from '../../gen/pairwise';
import { pairwiseName, targetUnit, TARGET_KINDS, unit, type TargetKind } from './gen-combat';

export const FIRE_EVENTS = ['ROLL', 'READ_TABLE'] as const;

function parseFirer(raw: unknown, path: string, units: SpiccUnit[], side: string): Firer {
  const o = obj(raw, path, ['unit', 'technique', 'observer', 'triple'], ['unit', 'technique']);
  const f: Firer = { unit: str(o.unit, `${path}.unit`), technique: oneOf(o.technique, `${path}.technique`, ['direct', 'indirect'] as const, 'CB.1.c') };
  const u = units.find((x) => x.id === f.unit);
  if (!u || u.side !== side) throw new OracleError({ code: 'invalid-field', path: `${path}.unit`, expected: `a unit of the firing player (${side}) in input.units`, actual: f.unit, rule: 'CB.1.a' });
  if (o.observer !== undefined) {
    if (f.technique !== 'indirect') throw new OracleError({ code: 'invalid-field', path: `${path}.observer`, expected: 'no observer for Direct Fire', actual: o.observer, rule: 'CB.1.i' });
    f.observer = str(o.observer, `${path}.observer`);
    if (!units.some((x) => x.id === f.observer)) throw new OracleError({ code: 'invalid-field', path: `${path}.observer`, expected: 'a unit of input.units', actual: f.observer, rule: 'CB.1.i' });
  }
  if (o.triple !== undefined) {
    f.triple = bool(o.triple, `${path}.triple`);
    if (f.triple && (u.class !== '3' || u.weapon === 'AP')) throw new OracleError({ code: 'invalid-field', path: `${path}.triple`, expected: 'false: only Class 3 units of a non-AP Weapon Category may triple their Attack Strength', actual: true, rule: 'CB.C' });
  }
  return f;
}

function parseLos(raw: unknown, path: string, naturalistic: boolean): LosFact {
  // OPT.1: under Naturalistic Line of Sight each stated Line of Sight gives its verdict by the symbols too.
  const o = obj(raw, path, ['from', 'to', 'clear', 'naturalistic'], naturalistic ? ['from', 'to', 'clear', 'naturalistic'] : ['from', 'to', 'clear']);
  const l: LosFact = { from: str(o.from, `${path}.from`), to: str(o.to, `${path}.to`), clear: bool(o.clear, `${path}.clear`) };
  if (o.naturalistic !== undefined) l.naturalistic = bool(o.naturalistic, `${path}.naturalistic`);
  parseHex(l.from, `${path}.from`);
  parseHex(l.to, `${path}.to`);
  return l;
}

export function parseCell(raw: unknown, path: string): CrtCell {
  const o = obj(raw, path, ['column', 'dieNumber', 'result'], ['column', 'dieNumber', 'result']);
  const cell: CrtCell = { column: oneOf(o.column, `${path}.column`, ODDS_COLUMNS, 'CRE'), dieNumber: int(o.dieNumber, `${path}.dieNumber`, DIE_NUMBER_MIN, DIE_NUMBER_MAX, 'CRE'), result: oneOf(o.result, `${path}.result`, RESULTS, 'CRE') };
  const text = CRT_CELLS_IN_TEXT.find((c) => c.column === cell.column && c.dieNumber === cell.dieNumber);
  if (text && text.result !== cell.result) throw new OracleError({ code: 'invalid-field', path: `${path}.result`, expected: `"${text.result}", the cell the Sample Attack reads (${text.column}, die-number ${text.dieNumber})`, actual: cell.result, rule: 'SA' });
  return cell;
}

export function parseFireSituation(raw: unknown, path: string): FireSituation {
  const o = obj(raw, path, ['phase', 'playerTurn', 'units', 'terrain', 'los', 'naturalisticLos', 'attack', 'crt'], ['phase', 'playerTurn', 'units', 'terrain', 'attack']);
  const naturalisticLos = bool(o.naturalisticLos, `${path}.naturalisticLos`, false);
  const phase = oneOf(o.phase, `${path}.phase`, FIRE_PHASES, 'CB.1.a');
  const playerTurn = oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP');
  const units = parseUnits(o.units, `${path}.units`);
  const terrain: FireSituation['terrain'] = {};
  for (const [hex, t] of Object.entries(record(o.terrain, `${path}.terrain`))) {
    parseHex(hex, `${path}.terrain.${hex}`);
    terrain[hex] = oneOf(t, `${path}.terrain.${hex}`, TERRAINS, 'TEC');
  }
  const side = firingSide({ phase, playerTurn } as FireSituation);
  const a = obj(o.attack, `${path}.attack`, ['firers', 'targets'], ['firers', 'targets']);
  const firers = arr(a.firers, `${path}.attack.firers`, 1).map((f, i) => parseFirer(f, `${path}.attack.firers[${i}]`, units, side));
  firers.forEach((f, i) => {
    if (firers.findIndex((g) => g.unit === f.unit) !== i) throw new OracleError({ code: 'invalid-field', path: `${path}.attack.firers[${i}].unit`, expected: 'each firer once: "A unit may never divide its individual Attack Strength"', actual: f.unit, rule: 'CB.B' });
  });
  const targets = arr(a.targets, `${path}.attack.targets`, 1).map((t, i) => {
    const id = str(t, `${path}.attack.targets[${i}]`);
    const u = units.find((x) => x.id === id);
    if (!u || u.side === side) throw new OracleError({ code: 'invalid-field', path: `${path}.attack.targets[${i}]`, expected: `a unit of the Enemy of the firing player (${side}) in input.units`, actual: id, rule: 'CB.1.a' });
    if (u.passenger) throw new OracleError({ code: 'invalid-field', path: `${path}.attack.targets[${i}]`, expected: 'no passenger (it defends with its transport; passengers as targets are not modelled)', actual: id, rule: 'MV.K' });
    return u;
  });
  const hex = targets[0].hex;
  targets.forEach((u, i) => {
    if (u.hex !== hex) throw new OracleError({ code: 'invalid-field', path: `${path}.attack.targets[${i}]`, expected: `a unit in the target hex ${hex}`, actual: `${u.id} in ${u.hex}`, rule: 'CB.1.j' });
    if (targets.findIndex((x) => x.id === u.id) !== i) throw new OracleError({ code: 'invalid-field', path: `${path}.attack.targets[${i}]`, expected: 'each target once', actual: u.id, rule: 'CB.1.j' });
  });
  if (terrain[hex] === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.terrain.${hex}`, expected: 'the terrain of the target hex', rule: 'CB.1.g' });
  const los = o.los === undefined ? [] : arr(o.los, `${path}.los`).map((l, i) => parseLos(l, `${path}.los[${i}]`, naturalisticLos));
  const sees = (from: string) => from === hex || los.some((l) => (l.from === from && l.to === hex) || (l.from === hex && l.to === from));
  for (const f of firers) {
    const from = f.technique === 'direct' ? units.find((u) => u.id === f.unit)!.hex : f.observer === undefined ? null : units.find((u) => u.id === f.observer)!.hex;
    if (from !== null && !sees(from)) throw new OracleError({ code: 'missing-field', path: `${path}.los`, expected: `a stated Line of Sight from ${from} to the target hex ${hex}`, rule: 'CB.1.f' });
  }
  const crt = o.crt === undefined ? [] : arr(o.crt, `${path}.crt`).map((c, i) => parseCell(c, `${path}.crt[${i}]`));
  return { phase, playerTurn, units, terrain, los, ...(naturalisticLos ? { naturalisticLos } : {}), attack: { firers, targets: targets.map((u) => u.id) }, crt };
}

/** ROLL in `rolling`, READ_TABLE in `awaitingTableResult`: the events of every chart that ends in machines/spicc/resolution.ts. */
export function parseResolutionEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'ROLL') {
    const o = obj(raw, path, ['type', 'die'], ['type', 'die']);
    if (!isDie(o.die)) throw new OracleError({ code: 'impossible-roll', path: `${path}.die`, expected: 'an integer die 1-6', actual: o.die, rule: 'CB' });
    if (!snapshot.matches('rolling')) throw new OracleError({ code: 'illegal-event', path, expected: 'no roll: the attack is not at the die', actual: 'ROLL', rule: 'CB' });
    return { type, die: o.die } as EventObject;
  }
  if (type === 'READ_TABLE') {
    const o = obj(raw, path, ['type', 'result'], ['type', 'result']);
    const result = oneOf(o.result, `${path}.result`, RESULTS, 'CRE');
    if (!snapshot.matches('awaitingTableResult')) {
      const x = snapshot.context as ResolutionContext;
      throw new OracleError({ code: 'illegal-event', path, expected: x.result ? `no table result: ${x.resultFrom === 'text' ? 'the text' : 'the situation'} gives this cell (${x.result})` : 'no table result before the die is rolled', actual: 'READ_TABLE', rule: 'CRT' });
    }
    return { type, result } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, FIRE_EVENTS);
}

export const RESOLUTION_DOMAIN_NOTE =
  'One die: in rolling, ROLL 1–6. In awaitingTableResult (a cell of the lost Combat Results Table that neither the text nor the situation gives), READ_TABLE with each result code 0, X, D, DD, R, DR: every result is walked, none asserted.';

export function resolutionDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.matches('rolling')) return [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'ROLL', die }));
  if (snapshot.matches('awaitingTableResult')) return RESULTS.map((result) => ({ type: 'READ_TABLE', result }));
  return [];
}

// ------------------------------------------------------------------------------------ seeds

/**
 * The seeds, as data (oracle/procedures/spicc/seeds/fire.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const FIRE_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('fire', null, parseFireSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseFireSeeds()]);

/**
 * Generated (issue 16.5): the facts a Fire attack that the rules allow reads once it is made — the Phase (CB.1.a:
 * "The Player whose Turn it is fires his weapons during the Offensive Fire Phase"; the Enemy in the Defensive Fire
 * and, at a moving unit, the Movement Phase, ZOC.A, with the Phase a dispersal lasts to, CRE.D); the technique (CB.1.c
 * Direct or Indirect Fire; CB.1.i halves an Indirect firer's strength and asks for an Observer); the firer's Weapon
 * Category (WEC: AP, HE, RF); the range, for a Range Allowance of 8 (WE.B "half range or less": adjacent, 4 hexes,
 * and beyond half range at 6 — within CB.1.d's "six hexes"); the target (./gen-combat.ts: Class 2, Dug-In Class 2,
 * Class 3, a Class 1d halftrack, an Armored Target, WE.C); the target dispersed (CRE.N's one off the die-number,
 * CRE.DD's elimination); the target hex's terrain (CB.1.g Covering Terrain: Woods and Town; CB.1.k adds one, and asks
 * for a spotter, placed there); a Class 3 firer's tripled strength (CB.C) — every two of them meeting in some
 * situation (oracle/gen/pairwise.ts). The attacks the rules refuse whatever else holds are not made (`allowed`),
 * each held by a hand-written seed: Indirect Fire in the Movement Phase (ZOC.D), a firer not adjacent in it (ZOC.A),
 * a tripled AP unit (CB.C: "Class 3 units (except AP Weapon Category)"), RF at an Armored Target (WEC: "May only
 * attack using Close Assault"). The firer is a U.S. Class 3 battery (Attack 6, Range 8) in column F, the German
 * target in F10; an Indirect firer's Observer in F12; every Line of Sight clear.
 */
export const SPICC_PAIRWISE_FIRE_FACTORS = {
  phase: ['offensive-fire', 'defensive-fire', 'movement'],
  technique: ['direct', 'indirect'],
  weapon: ['HE', 'AP', 'RF'],
  range: ['adjacent', 'half range', 'beyond half range'],
  target: [...TARGET_KINDS],
  dispersed: ['no', 'yes'],
  terrain: ['clear', 'woods', 'town'],
  triple: ['no', 'yes'],
} as const;

/** The rows (or, given part of a row, the pairs) the rules refuse whatever else holds (the doc comment above): a pair of them never meets. */
export const fireRowRefused = (r: Record<string, string>): boolean =>
  (r.phase === 'movement' && (r.technique === 'indirect' || (r.range !== undefined && r.range !== 'adjacent'))) || (r.triple === 'yes' && r.weapon === 'AP') || (r.weapon === 'RF' && r.target === 'halftrack');

/** The firer's hex for each range, the target in F10 (a hex's distance along column F is the rows between). */
export const FIRE_RANGE_HEX: Readonly<Record<string, string>> = { adjacent: 'F11', 'half range': 'F14', 'beyond half range': 'F16' };

export function pairwiseFireSeeds(): Seed<FireSituation>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_FIRE_FACTORS, (r: Row) => !fireRowRefused(r));
  return rows.map((r, i) => {
    const name = pairwiseName(i);
    const playerTurn = r.phase === 'offensive-fire' ? 'us' : 'german';
    const from = FIRE_RANGE_HEX[r.range];
    const covering = r.terrain !== 'clear';
    const units = [
      unit({ id: 'us-battery', side: 'us', class: '3', kind: 'other', size: 1, attack: 6, defense: 2, range: 8, movement: 0, weapon: r.weapon as 'HE' | 'AP' | 'RF', hex: from }),
      ...(r.technique === 'indirect' ? [unit({ id: 'us-observer', side: 'us', class: '2', kind: 'observer', size: 1, attack: 0, defense: 1, range: 0, movement: 1, hex: 'F12' })] : []),
      ...(covering ? [unit({ id: 'us-spotter', side: 'us', class: '2', kind: 'infantry', size: 1, attack: 2, defense: 2, range: 2, movement: 1, weapon: 'RF', hex: 'F10' })] : []),
      targetUnit(r.target as TargetKind, 'ger-target', 'german', 'F10', r.dispersed === 'yes'),
    ];
    const raw = {
      phase: r.phase,
      playerTurn,
      units,
      terrain: { F10: r.terrain },
      los: [{ from, to: 'F10', clear: true }, ...(r.technique === 'indirect' ? [{ from: 'F12', to: 'F10', clear: true }] : [])],
      attack: { firers: [{ unit: 'us-battery', technique: r.technique, ...(r.technique === 'indirect' ? { observer: 'us-observer' } : {}), ...(r.triple === 'yes' ? { triple: true } : {}) }], targets: ['ger-target'] },
    };
    // As the hand-written seeds are kept: as written (the vector's input), checked by the procedure's own parser.
    const situation = JSON.parse(JSON.stringify(raw)) as FireSituation;
    parseFireSituation(situation, `generated fire seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: ${r.technique} fire in the ${r.phase} phase by a U.S. ${r.weapon} battery (Range 8)${r.triple === 'yes' ? ', tripled,' : ''} ${r.range === 'adjacent' ? 'adjacent' : r.range === 'half range' ? 'at half range (4 hexes)' : 'beyond half range (6 hexes)'} at a German ${r.target}${r.dispersed === 'yes' ? ', dispersed,' : ''} in ${r.terrain} (CB.1, WEC, WE.B, CB.1.i, CB.C, CB.1.k, IP.C, CRE.N, CRE).`,
      minimise: true,
      situation,
    };
  });
}

export const fireSpec: ProcedureSpec<FireSituation> = {
  procedure: 'fire',
  ruleset: 'spicc',
  title: 'Fire Combat (CB.1)',
  section: ['CB.1'],
  machine: fireMachine,
  parseSituation: parseFireSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectFire(snapshot.context as FireContext),
  get seeds() {
    return FIRE_SEEDS() as Seed<FireSituation>[];
  },
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
