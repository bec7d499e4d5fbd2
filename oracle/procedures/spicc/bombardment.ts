/**
 * Heavy Bombardment of a bridge (OPT.2.b, optional rule) of SPI Combat Command for the oracle: parsing,
 * seeds, domain. The events and the domain are Fire Combat's (./fire.ts): the die 1–6 in `rolling`, every
 * result code of the lost Combat Results Table in `awaitingTableResult` (walked, never asserted). Unit
 * values are placeholders (the Unit Identification Table is lost); each seed says which sums decide it.
 */
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, obj, oneOf, str } from '../../../machines/core/validate';
import { parseUnits, SIDES, type SpiccUnit } from '../../../machines/spicc/units';
import { PHASES } from '../../../machines/spicc/sequence-of-play';
import { bombardmentMachine, projectBombardment, type BombardmentContext, type BombardmentSituation } from '../../../machines/spicc/bombardment';
import { parseCell, parseResolutionEvent, RESOLUTION_DOMAIN_NOTE, resolutionDomain } from './fire';
import { parseHexside } from './movement';

export function parseBombardmentSituation(raw: unknown, path: string): BombardmentSituation {
  const o = obj(raw, path, ['phase', 'playerTurn', 'units', 'bridge', 'firers', 'crt'], ['phase', 'playerTurn', 'units', 'bridge', 'firers']);
  const units = parseUnits(o.units, `${path}.units`);
  const bridge = parseHexside(o.bridge, `${path}.bridge`, 'OPT.2');
  const firers = arr(o.firers, `${path}.firers`, 1).map((id, i) => {
    const p = `${path}.firers[${i}]`;
    const s = str(id, p);
    if (!units.some((u) => u.id === s)) throw new OracleError({ code: 'invalid-field', path: p, expected: 'a unit of input.units', actual: s, rule: 'OPT.2.b' });
    return s;
  });
  firers.forEach((id, i) => {
    if (firers.indexOf(id) !== i) throw new OracleError({ code: 'invalid-field', path: `${path}.firers[${i}]`, expected: 'each firer once', actual: id, rule: 'CB.B' });
  });
  const crt = o.crt === undefined ? [] : arr(o.crt, `${path}.crt`).map((c, i) => parseCell(c, `${path}.crt[${i}]`));
  return { phase: oneOf(o.phase, `${path}.phase`, PHASES, 'SOP'), playerTurn: oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP'), units, bridge, firers, crt };
}

// ------------------------------------------------------------------------------------ seeds

type U = Pick<SpiccUnit, 'id' | 'hex'> & Partial<SpiccUnit>;
const gun = (weapon: 'AP' | 'HE' | 'RF', u: U) => ({ side: 'us', class: '1d', kind: 'other', weapon, size: 1, attack: 6, defense: 4, range: 4, movement: 6, ...u });
const m4 = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => gun('AP', { id, hex, ...more });
const howitzer = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => gun('HE', { id, hex, class: '3', movement: 0, ...more });
const seed = (name: string, purpose: string, units: object[], more: object = {}): Seed<unknown> => ({
  name,
  purpose,
  situation: { phase: 'offensive-fire', playerTurn: 'us', bridge: 'F10-F11', units, firers: units.map((u) => (u as { id: string }).id), ...more },
});

export const BOMBARDMENT_SEEDS: Seed<unknown>[] = [
  seed('two-tanks-at-the-bridge', 'OPT.2.b: two M-4 (AP, printed Attack Strength 6) in F10 and F11, the bridge\'s two hexes: 12 to 10, 1-1; an "X" destroys the bridge, any other result leaves it.', [m4('us-m4-1', 'F10'), m4('us-m4-2', 'F11')]),
  seed('printed-strengths-two-to-one', 'OPT.2.b, SA: two AP units of printed Attack Strength 10 at the bridge: 20 to 10, 2-1; a 5 reads the text\'s one cell, "R": the bridge stands.', [m4('us-m4-1', 'F10', { attack: 10 }), m4('us-m4-2', 'F11', { attack: 10 })]),
  seed('howitzer-at-its-range', 'OPT.2.b, CB.1: an HE unit (Attack 10, Range 4) in F15, four hexes from F11: 10 to 10, 1-1.', [howitzer('us-105', 'F15', { attack: 10 })]),
  seed('howitzer-beyond-range', 'CB.1: an HE unit of Range 4 in F16, five hexes from the bridge, is refused.', [howitzer('us-105', 'F16', { attack: 10 })]),
  seed('ap-not-at-point-blank', 'OPT.2.b: an AP unit in F12, next to F11 but two hexes from F10, is not directly adjacent to the bridge F10-F11 under either reading: refused.', [m4('us-m4', 'F12')]),
  seed('ap-at-the-end-of-the-bridge', 'OPT.2.b, spicc.bombardment-adjacent-to-bridge: an AP unit in E11, next to both F10 and F11 at an end of the bridge\'s hex-side: refused (sharing-the-hex-side) or 6 to 10, 1-2 (touching-the-hex-side).', [m4('us-m4', 'E11')]),
  seed('rifles-at-the-bridge', 'OPT.2.b: only AP or HE weapons: an RF platoon in F10 is refused.', [gun('RF', { id: 'us-inf', hex: 'F10', class: '2', kind: 'infantry', movement: 1 })]),
  seed('odds-of-one-to-four', 'CRE: one AP unit of printed Attack Strength 3 at the bridge: 3 to 10 is 1 to 3.3, made 1-4, the worst odds that roll.', [m4('us-m4', 'F10', { attack: 3 })]),
  seed('too-weak-to-roll', 'CRE: one AP unit of printed Attack Strength 2 at the bridge: 2 to 10 is worse than 1-4, no effect, no roll.', [m4('us-m4', 'F10', { attack: 2 })]),
  seed('not-the-offensive-fire-phase', 'OPT.2.b: not in the Defensive Fire Phase.', [m4('us-m4', 'F10')], { phase: 'defensive-fire' }),
  seed('not-the-phasing-player', 'SOP.1.A: a German unit does not fire in the U.S. Offensive Fire Phase.', [m4('ger-pz', 'F10', { side: 'german' })]),
  seed('fired-already', 'CB.B: a unit that fired this Player-Turn is refused.', [m4('us-m4', 'F10', { attacked: true })]),
];

export const bombardmentSpec: ProcedureSpec<BombardmentSituation> = {
  procedure: 'bombardment',
  ruleset: 'spicc',
  title: 'Heavy Bombardment of a bridge (OPT.2.b, optional rule)',
  section: ['OPT.2'],
  machine: bombardmentMachine,
  parseSituation: parseBombardmentSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectBombardment(snapshot.context as BombardmentContext, String(snapshot.value)),
  seeds: BOMBARDMENT_SEEDS as Seed<BombardmentSituation>[],
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
