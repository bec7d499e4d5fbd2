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

type U = Partial<SpiccUnit> & Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind' | 'hex'>;
/** A seed unit: a platoon, with the placeholders `attack 4, defense 4, range 4` unless given (the Unit Identification Table is lost). */
const unit = (u: U) => ({ size: 1, attack: 4, defense: 4, range: 4, movement: u.class === '2' ? 1 : u.class === '3' ? 0 : 6, ...u });
const usInf = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '2', kind: 'infantry', weapon: 'RF', hex, ...more });
const gerInf = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'german', class: '2', kind: 'infantry', weapon: 'RF', hex, ...more });
const usObserver = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'us', class: '2', kind: 'observer', attack: 0, range: 0, defense: 1, hex, ...more });
const us155 = (id: string, hex: string) => unit({ id, side: 'us', class: '3', kind: 'other', weapon: 'HE', attack: 9, range: 12, hex });
const clearLos = (...from: string[]) => from.map((f) => ({ from: f, to: 'F10', clear: true }));

/** A refusal seed: the US Offensive Fire Phase, a German target in Clear F10, one firer (changed by `firer`, `units`, `los`). */
function refusalSeed(name: string, purpose: string, s: { phase?: string; firers: object[]; units: object[]; targets?: string[]; terrain?: Record<string, string>; los?: object[] }): Seed<unknown> {
  return { name, purpose, situation: { phase: s.phase ?? 'offensive-fire', playerTurn: 'us', units: s.units, terrain: s.terrain ?? { F10: 'clear' }, los: s.los ?? clearLos('F12', 'F8'), attack: { firers: s.firers, targets: s.targets ?? ['ger-inf'] } } };
}

export const FIRE_SEEDS: Seed<unknown>[] = [
  {
    name: 'sample-attack',
    purpose:
      'SA, the Sample Attack (Direct Fire), as printed: M-5 (3, spotting, same hex), M4 (13, 2 hexes), M-7 (12, 6 hexes), 105mm Howitzer Battery (8, 2 hexes) into a partial Woods hex with a German halftrack, a dug-in infantry platoon and a dispersed 75mm Anti-Tank gun (Defense 14 in all): 33 to 14 is 2-1, a 3 is a 5, R. Not in the text, and not deciding the outcome: the Germans\' Attack Strengths and Range Allowances, the split of the 14 (any with the gun under 7), the M-5\'s Range Allowance, and the other Range Allowances within what the example implies (M4 2–3, M-7 6–11, 105mm 4 or more).',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'us',
      units: [
        unit({ id: 'ger-halftrack', side: 'german', class: '1d', kind: 'halftrack', weapon: 'RF', defense: 6, movement: 10, hex: 'F10' }),
        gerInf('ger-infantry', 'F10', { defense: 5, dugIn: true }),
        unit({ id: 'ger-75mm-at', side: 'german', class: '3', kind: 'other', weapon: 'AP', defense: 3, dispersed: true, hex: 'F10' }),
        unit({ id: 'us-m5', side: 'us', class: '1d', kind: 'other', weapon: 'AP', attack: 3, range: 4, hex: 'F10' }),
        unit({ id: 'us-m4', side: 'us', class: '1d', kind: 'other', weapon: 'AP', attack: 13, range: 3, hex: 'F12' }),
        unit({ id: 'us-m7', side: 'us', class: '1d', kind: 'm-7', weapon: 'HE', attack: 12, range: 11, hex: 'F4' }),
        unit({ id: 'us-105mm', side: 'us', class: '3', kind: 'other', weapon: 'HE', attack: 8, range: 12, hex: 'F8' }),
      ],
      terrain: { F10: 'partial-woods' },
      los: clearLos('F4', 'F8', 'F12'),
      attack: { firers: [{ unit: 'us-m5', technique: 'direct' }, { unit: 'us-m4', technique: 'direct' }, { unit: 'us-m7', technique: 'direct' }, { unit: 'us-105mm', technique: 'direct' }], targets: ['ger-halftrack', 'ger-infantry', 'ger-75mm-at'] },
    },
  },
  {
    name: 'indirect-fire-mixed-stack',
    purpose:
      'CB.1.i Indirect Fire (155mm, Attack 9, Range 12, 9 hexes, observed from 3 hexes) at three Non-armored units in Clear (CB.1.j): a dug-in infantry platoon (IP.C +1, CRE.ER), a dispersed gun (under half the Defense: no −1; DD eliminates it) and a truck; 9 halved is 4.5 (keep-fraction: 1-2) or 4 (drop-fraction: 1-3) against Defense 9 — every table result applied.',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'us',
      units: [
        gerInf('ger-inf', 'F10', { dugIn: true }),
        unit({ id: 'ger-gun', side: 'german', class: '3', kind: 'other', weapon: 'AP', defense: 2, dispersed: true, hex: 'F10' }),
        unit({ id: 'ger-truck', side: 'german', class: '1a', kind: 'other', attack: 0, range: 0, defense: 3, movement: 8, hex: 'F10' }),
        us155('us-155mm', 'F1'),
        usObserver('us-obs', 'F7'),
      ],
      terrain: { F10: 'clear' },
      los: clearLos('F7'),
      attack: { firers: [{ unit: 'us-155mm', technique: 'indirect', observer: 'us-obs' }], targets: ['ger-inf', 'ger-gun', 'ger-truck'] },
    },
  },
  {
    name: 'zoc-fire-at-a-tank-company',
    purpose: 'ZOC.A, ZOC.F, SOP.1.B: in the US Movement Phase an adjacent German 75mm AT gun (AP 6, Range 4) fires at a US tank company leaving its Zone of Control: doubled at half range (12) against Defense 6 is 2-1; X leaves two Wrecks (WR.A).',
    situation: {
      phase: 'movement',
      playerTurn: 'us',
      units: [unit({ id: 'us-m4-coy', side: 'us', class: '1d', kind: 'other', weapon: 'AP', size: 2, defense: 6, hex: 'F10' }), unit({ id: 'ger-75mm-at', side: 'german', class: '3', kind: 'other', weapon: 'AP', attack: 6, range: 4, hex: 'F11' })],
      terrain: { F10: 'clear' },
      los: [{ from: 'F11', to: 'F10', clear: true }],
      attack: { firers: [{ unit: 'ger-75mm-at', technique: 'direct' }], targets: ['us-m4-coy'] },
    },
  },
  {
    name: 'triple-shot-at-us-infantry',
    purpose: 'CB.C: a German 20mm flak (Class 3, HE 3) triples its Attack Strength beside an infantry platoon (RF 4): 13 against a US infantry platoon and an Observer (Defense 4 + 1) in Clear is 2-1; the flak is eliminated; a D disperses the infantry for good and the Observer until the next German Offensive Fire Phase (CRE.D).',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'german',
      units: [unit({ id: 'ger-20mm-flak', side: 'german', class: '3', kind: 'other', weapon: 'HE', attack: 3, range: 4, hex: 'F11' }), gerInf('ger-inf', 'F11'), usInf('us-inf', 'F10'), usObserver('us-obs', 'F10')],
      terrain: { F10: 'clear' },
      los: [{ from: 'F11', to: 'F10', clear: true }],
      attack: { firers: [{ unit: 'ger-20mm-flak', technique: 'direct', triple: true }, { unit: 'ger-inf', technique: 'direct' }], targets: ['us-inf', 'us-obs'] },
    },
  },
  {
    name: 'odds-worse-than-one-to-four',
    purpose: 'CRE: an infantry platoon (RF 4) against a German infantry company of Defense 17 is worse than 1-4: no effect, no roll (reading spicc.odds-below-one-to-one \'toward-defender\'; under \'toward-attacker\' or \'nearest\' 1 to 4.25 is the 1-4 column, and the die is rolled).',
    situation: { phase: 'defensive-fire', playerTurn: 'german', units: [usInf('us-inf', 'F12'), gerInf('ger-inf', 'F10', { size: 2, defense: 17 })], terrain: { F10: 'clear' }, los: clearLos('F12'), attack: { firers: [{ unit: 'us-inf', technique: 'direct' }], targets: ['ger-inf'] } },
  },
  {
    name: 'indirect-fire-in-own-hex',
    purpose:
      'CB.1.i, reading spicc.indirect-fire-own-hex: a US mortar (HE 4, Range 8) fires indirectly, observed from its own hex, at a German infantry company (Defense 10) in that hex: under \'own-hex\' 4 halved is 2, and 2 to 10 is worse than 1-4 under every odds reading (no effect, no roll); under \'not-own-hex\' the fire is refused.',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'us',
      units: [unit({ id: 'us-mortar', side: 'us', class: '3', kind: 'other', weapon: 'HE', range: 8, hex: 'F10' }), usObserver('us-obs', 'F10'), gerInf('ger-inf', 'F10', { size: 2, defense: 10 })],
      terrain: { F10: 'clear' },
      los: [],
      attack: { firers: [{ unit: 'us-mortar', technique: 'indirect', observer: 'us-obs' }], targets: ['ger-inf'] },
    },
  },
  {
    name: 'naturalistic-line-of-sight',
    purpose: 'OPT.1 (optional rule): a U.S. platoon in F12 and one in F8 fire at a German platoon in Clear F10 under Naturalistic Line of Sight; from F12 the line crosses a Town hex-side but misses the Town symbol (blocked by hex-sides, clear by the symbol), from F8 it touches the edge of a Town symbol (clear by hex-sides, blocked by the symbol): F12 may fire, F8 may not.',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'us',
      naturalisticLos: true,
      units: [usInf('us-inf-south', 'F12'), usInf('us-inf-north', 'F8'), gerInf('ger-inf', 'F10')],
      terrain: { F10: 'clear' },
      los: [{ from: 'F12', to: 'F10', clear: false, naturalistic: true }, { from: 'F8', to: 'F10', clear: true, naturalistic: false }],
      attack: { firers: [{ unit: 'us-inf-south', technique: 'direct' }], targets: ['ger-inf'] },
    },
  },
  refusalSeed('dispersed-firer', 'CRE.D: a dispersed unit may not fire.', { units: [usInf('us-inf', 'F12', { dispersed: true }), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-inf', technique: 'direct' }] }),
  refusalSeed('passenger-firer', 'MV.K: a passenger may not attack.', { units: [usInf('us-inf', 'F12', { passenger: true }), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-inf', technique: 'direct' }] }),
  refusalSeed('firer-has-attacked', 'CB.B: a unit that has used its Attack Strength in this Player-Turn may not fire again.', { units: [usInf('us-inf', 'F12', { attacked: true }), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-inf', technique: 'direct' }] }),
  refusalSeed('observer-fires', 'CB.1.c: an Observer (no Attack Strength) may not fire.', { units: [usObserver('us-obs', 'F12'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-obs', technique: 'direct' }] }),
  refusalSeed('indirect-fire-in-movement-phase', 'ZOC.D: no Indirect Fire in the Movement Phase, even by a unit whose Zone of Control the moving unit leaves.', { phase: 'movement', units: [unit({ id: 'ger-gun', side: 'german', class: '3', kind: 'other', weapon: 'HE', attack: 9, range: 12, hex: 'F11' }), unit({ id: 'ger-obs', side: 'german', class: '2', kind: 'observer', attack: 0, range: 0, defense: 1, hex: 'F12' }), usInf('us-inf', 'F10')], firers: [{ unit: 'ger-gun', technique: 'indirect', observer: 'ger-obs' }], targets: ['us-inf'] }),
  refusalSeed('indirect-fire-range-six', 'CB.1.c: a Range Allowance of 6 allows no Indirect Fire.', { units: [unit({ id: 'us-mortar', side: 'us', class: '3', kind: 'other', weapon: 'HE', range: 6, hex: 'F8' }), usObserver('us-obs', 'F12'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-mortar', technique: 'indirect', observer: 'us-obs' }] }),
  refusalSeed('indirect-fire-beyond-range', 'CB.1.i: a Range Allowance of 12 does not reach 13 hexes.', { units: [us155('us-155mm', 'F23'), usObserver('us-obs', 'F12'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-155mm', technique: 'indirect', observer: 'us-obs' }] }),
  refusalSeed('observer-seven-hexes-away', 'CB.1.i: an Observer sees six hexes; at seven the target is not under observation.', { units: [us155('us-155mm', 'F1'), usObserver('us-obs', 'F17'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-155mm', technique: 'indirect', observer: 'us-obs' }], los: clearLos('F17') }),
  refusalSeed('direct-fire-at-seven-hexes', 'CB.1.d: a Range Allowance of 12 fires directly six hexes, no more.', { units: [us155('us-155mm', 'F3'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-155mm', technique: 'direct' }], los: clearLos('F3') }),
  refusalSeed('line-of-sight-blocked', 'CB.1.f: no Direct Fire through an obstructed Line of Sight.', { units: [usInf('us-inf', 'F12'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-inf', technique: 'direct' }], los: [{ from: 'F12', to: 'F10', clear: false }] }),
  refusalSeed('zoc-fire-from-two-hexes', 'ZOC.A: in the Movement Phase a unit two hexes away exerts no Zone of Control over the moving unit\'s hex.', { phase: 'movement', units: [gerInf('ger-inf', 'F12'), usInf('us-inf', 'F10')], firers: [{ unit: 'ger-inf', technique: 'direct' }], targets: ['us-inf'] }),
  refusalSeed('zoc-fire-at-two-units', 'ZOC.F: the controlling units fire at one moving unit at a time.', { phase: 'movement', units: [gerInf('ger-inf', 'F11'), usInf('us-inf', 'F10'), usInf('us-inf-2', 'F10')], firers: [{ unit: 'ger-inf', technique: 'direct' }], targets: ['us-inf', 'us-inf-2'], los: [{ from: 'F11', to: 'F10', clear: true }] }),
  refusalSeed('woods-stack-singled-out', 'CB.1.j, WE.D: one unit of a stack in Woods may not be singled out.', { terrain: { F10: 'woods' }, units: [usInf('us-inf', 'F12'), usInf('us-spotter', 'F10'), gerInf('ger-inf', 'F10'), gerInf('ger-inf-2', 'F10')], firers: [{ unit: 'us-inf', technique: 'direct' }] }),
  refusalSeed('town-target-unspotted', 'CB.1.k: a target in a Town hex with no Friendly unit in it is not spotted.', { terrain: { F10: 'town' }, units: [usInf('us-inf', 'F12'), gerInf('ger-inf', 'F10')], firers: [{ unit: 'us-inf', technique: 'direct' }] }),
  refusalSeed('mixed-target-types', 'CB.1.j: outside Covering Terrain a halftrack and an infantry platoon may not be one target.', { units: [unit({ id: 'us-m4', side: 'us', class: '1d', kind: 'other', weapon: 'AP', hex: 'F12' }), gerInf('ger-inf', 'F10'), unit({ id: 'ger-ht', side: 'german', class: '1d', kind: 'halftrack', weapon: 'RF', hex: 'F10' })], firers: [{ unit: 'us-m4', technique: 'direct' }], targets: ['ger-inf', 'ger-ht'] }),
  refusalSeed('rapid-fire-at-armor', 'WEC: Rapid Fire at an Armored Target "May only attack using Close Assault".', { units: [usInf('us-inf', 'F12'), unit({ id: 'ger-ht', side: 'german', class: '1d', kind: 'halftrack', weapon: 'RF', hex: 'F10' })], firers: [{ unit: 'us-inf', technique: 'direct' }], targets: ['ger-ht'] }),  {
    name: 'odds-exactly-one-to-four',
    purpose: 'CRE, the boundary of "worse than "1-4"": an infantry platoon (RF 4) against a German infantry company of Defense 16 is 1 to 4 exactly, the 1-4 column: the die is rolled (an engine that reads 1 to 4 as worse than 1-4 ends with no effect).',
    situation: { phase: 'defensive-fire', playerTurn: 'german', units: [usInf('us-inf', 'F12'), gerInf('ger-inf', 'F10', { size: 2, defense: 16 })], terrain: { F10: 'clear' }, los: clearLos('F12'), attack: { firers: [{ unit: 'us-inf', technique: 'direct' }], targets: ['ger-inf'] } },
  },
  {
    name: 'half-the-defense-dispersed',
    purpose: 'CRE.N, the boundary of "half or more than half": a German infantry platoon (RF 4) fires at a U.S. infantry platoon (Defense 4) and a dispersed Observer (Defense 4 here, a placeholder chosen to make exactly half) in Clear: 4 to 8 is 1-2, and the die-number is the die less one (an engine that asks for more than half leaves the die as rolled).',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'german',
      units: [gerInf('ger-inf', 'F11'), usInf('us-inf', 'F10'), usObserver('us-obs', 'F10', { defense: 4, dispersed: true })],
      terrain: { F10: 'clear' },
      los: [{ from: 'F11', to: 'F10', clear: true }],
      attack: { firers: [{ unit: 'ger-inf', technique: 'direct' }], targets: ['us-inf', 'us-obs'] },
    },
  },
  {
    name: 'armored-target-at-half-range',
    purpose: 'WE.B\'s example: a U.S. M26 (AP, Range Allowance 5; Attack 4, a placeholder) fires at a German halftrack platoon (Class 1d, an Armored Target; Defense 4, a placeholder) two hexes away in Clear: half range is 2, so it is at "half range or less" and the Weapons Effectiveness Chart doubles AP: 8 to 4 is 2-1 (an engine that reads 2 hexes as beyond half range fires at normal strength, 1-1).',
    situation: {
      phase: 'offensive-fire',
      playerTurn: 'us',
      units: [unit({ id: 'us-m26', side: 'us', class: '1d', kind: 'other', weapon: 'AP', range: 5, hex: 'F12' }), unit({ id: 'ger-halftrack', side: 'german', class: '1d', kind: 'halftrack', weapon: 'RF', movement: 10, hex: 'F10' })],
      terrain: { F10: 'clear' },
      los: clearLos('F12'),
      attack: { firers: [{ unit: 'us-m26', technique: 'direct' }], targets: ['ger-halftrack'] },
    },
  },
];

export const fireSpec: ProcedureSpec<FireSituation> = {
  procedure: 'fire',
  ruleset: 'spicc',
  title: 'Fire Combat (CB.1)',
  section: ['CB.1'],
  machine: fireMachine,
  parseSituation: parseFireSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectFire(snapshot.context as FireContext),
  seeds: FIRE_SEEDS as Seed<FireSituation>[],
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
