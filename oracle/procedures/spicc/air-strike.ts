/**
 * Air Strikes (AS) of SPI Combat Command for the oracle: parsing, seeds, domain. The events and the domain
 * are Fire Combat's (./fire.ts): the die 1–6 in `rolling`, every result code of the lost Combat Results
 * Table in `awaitingTableResult` (walked, never asserted). Unit values are placeholders (the Unit
 * Identification Table is lost); each seed says which sums decide its outcome.
 */
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, record, str } from '../../../machines/core/validate';
import { parseHex } from '../../../machines/core/hex';
import { parseUnits, SIDES, type SpiccUnit } from '../../../machines/spicc/units';
import { PHASES } from '../../../machines/spicc/sequence-of-play';
import { TERRAINS, type Terrain } from '../../../machines/spicc/fire/types';
import { airStrikeMachine, projectAirStrike, type AirStrikeContext, type AirStrikeSituation } from '../../../machines/spicc/air-strike';
import { parseCell, parseResolutionEvent, RESOLUTION_DOMAIN_NOTE, resolutionDomain } from './fire';

const invalidField = (path: string, expected: string, actual: unknown, rule: string) => new OracleError({ code: 'invalid-field', path, expected, actual, rule });

export function parseAirStrikeSituation(raw: unknown, path: string): AirStrikeSituation {
  const o = obj(raw, path, ['phase', 'playerTurn', 'units', 'terrain', 'points', 'allocated', 'targets', 'crt'], ['phase', 'playerTurn', 'units', 'terrain', 'points', 'allocated', 'targets']);
  const phase = oneOf(o.phase, `${path}.phase`, PHASES, 'SOP');
  const playerTurn = oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP');
  const units = parseUnits(o.units, `${path}.units`);
  const terrain: Record<string, Terrain> = {};
  for (const [h, t] of Object.entries(record(o.terrain, `${path}.terrain`))) {
    parseHex(h, `${path}.terrain.${h}`);
    terrain[h] = oneOf(t, `${path}.terrain.${h}`, TERRAINS, 'TEC');
  }
  const points = int(o.points, `${path}.points`, 0, 999, 'AS');
  const allocated = int(o.allocated, `${path}.allocated`, 1, 999, 'AS');
  const targets: SpiccUnit[] = arr(o.targets, `${path}.targets`, 1).map((id, i) => {
    const p = `${path}.targets[${i}]`;
    const s = str(id, p);
    const u = units.find((x) => x.id === s);
    if (!u || u.side !== 'german') throw invalidField(p, 'a German unit of input.units ("the Defense Strength of the German target units")', s, 'AS');
    if (u.passenger) throw invalidField(p, 'a unit not being transported (its transport defends for it)', s, 'MV.K');
    return u;
  });
  targets.forEach((u, i) => {
    if (targets.findIndex((x) => x.id === u.id) !== i) throw invalidField(`${path}.targets[${i}]`, 'each target once', u.id, 'AS.A');
    if (u.hex !== targets[0].hex) throw invalidField(`${path}.targets[${i}]`, `a unit in ${targets[0].hex}: one Air Strike attacks one unit, group or stack`, `${u.id} in ${u.hex}`, 'AS.A');
  });
  if (terrain[targets[0].hex] === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.terrain.${targets[0].hex}`, expected: 'the terrain of the target hex', rule: 'AS.B' });
  const crt = o.crt === undefined ? [] : arr(o.crt, `${path}.crt`).map((c, i) => parseCell(c, `${path}.crt[${i}]`));
  return { phase, playerTurn, units, terrain, points, allocated, targets: targets.map((u) => u.id), crt };
}

// ------------------------------------------------------------------------------------ seeds

type U = Partial<SpiccUnit> & Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind' | 'hex'>;
const unit = (u: U) => ({ size: 1, attack: 4, defense: 4, range: 4, movement: u.class === '2' ? 1 : u.class === '3' ? 0 : 6, ...u });
const gerInf = (id: string, hex: string, more: Partial<SpiccUnit> = {}) => unit({ id, side: 'german', class: '2', kind: 'infantry', weapon: 'RF', hex, ...more });
const usInf = (id: string, hex: string) => unit({ id, side: 'us', class: '2', kind: 'armored-infantry', weapon: 'RF', hex });
const seed = (name: string, purpose: string, situation: object): Seed<unknown> => ({ name, purpose, situation: { phase: 'air-strike', playerTurn: 'us', points: 70, terrain: { F10: 'clear' }, ...situation } });
/** The text's example: three German units of combined Defense Strength 4 in a Town hex, a U.S. spotter with them. */
const townStack = [gerInf('ger-inf-1', 'F10', { defense: 2 }), gerInf('ger-inf-2', 'F10', { defense: 1 }), unit({ id: 'ger-81mm', side: 'german', class: '3', kind: 'other', weapon: 'HE', defense: 1, hex: 'F10' }), usInf('us-spotter', 'F10')];
const allOfTown = ['ger-inf-1', 'ger-inf-2', 'ger-81mm'];

export const AIR_STRIKE_SEEDS: Seed<unknown>[] = [
  seed('the-town-example', 'AS.B (the text\'s example): eight Air Combat Points against a Town stack of Defense Strength 4, spotted: halved to 4, 1-1, one added to the die.', { units: townStack, terrain: { F10: 'town' }, allocated: 8, targets: allOfTown }),
  seed(
    'armor-and-infantry-in-the-open',
    'AS.A, AS.C, IP.C: eight points at a German tank (3) and a Dug-In platoon (1) in the open, a third unit left out: 8 to 4, 2-1, one added for the Dug-In unit; the cell 2-1 at die-number 4 given as X (situation input: a placeholder) eliminates the tank and leaves a Wreck.',
    {
      units: [unit({ id: 'ger-pz', side: 'german', class: '1d', kind: 'other', weapon: 'AP', defense: 3, hex: 'F10' }), gerInf('ger-inf', 'F10', { defense: 1, dugIn: true }), gerInf('ger-inf-2', 'F10')],
      allocated: 8,
      targets: ['ger-pz', 'ger-inf'],
      crt: [{ column: '2-1', dieNumber: 4, result: 'X' }],
    },
  ),
  seed('half-dispersed', 'CRE.N: eight points at a dispersed platoon (Defense 2) and a normal one (2): 2-1; half the Defense Strength dispersed, one subtracted from the die.', { units: [gerInf('ger-inf', 'F10', { defense: 2, dispersed: true }), gerInf('ger-inf-2', 'F10', { defense: 2 })], allocated: 8, targets: ['ger-inf', 'ger-inf-2'] }),
  seed('odd-points-in-woods', 'AS.B, spicc.halved-strength-fraction: seven points at a Woods stack of Defense 7: 3.5 (1-2) or 3 (1-3) as the fraction is kept or dropped.', { units: [gerInf('ger-inf-1', 'F10', { defense: 4 }), gerInf('ger-inf-2', 'F10', { defense: 3 }), usInf('us-spotter', 'F10')], terrain: { F10: 'woods' }, allocated: 7, targets: ['ger-inf-1', 'ger-inf-2'] }),
  seed('odds-worse-than-one-to-four', 'CRE: one point at Defense 5 is 1-5: no effect, no roll.', { units: [gerInf('ger-inf', 'F10', { defense: 5 })], allocated: 1, targets: ['ger-inf'] }),
  seed('odds-of-one-to-four', 'CRE: one point at Defense 4 is 1-4, the worst odds that roll.', { units: [gerInf('ger-inf', 'F10', { defense: 4 })], allocated: 1, targets: ['ger-inf'] }),
  seed('all-the-points', 'AS: all 70 points available at the Town stack (35 to 4: 6-1, better odds being 6-1), none left.', { units: townStack, terrain: { F10: 'town' }, allocated: 70, targets: allOfTown }),
  seed('not-in-the-air-strike-phase', 'AS.E: no Air Strike in the Close Assault Phase.', { phase: 'close-assault', units: townStack, terrain: { F10: 'town' }, allocated: 8, targets: allOfTown }),
  seed('not-the-us-player-turn', 'SOP.1.E: only the U.S. Player has an Air Strike Phase.', { playerTurn: 'german', units: townStack, terrain: { F10: 'town' }, allocated: 8, targets: allOfTown }),
  seed('more-points-than-available', 'AS: 71 points of the 70 available are refused; 70 are not (pointsLeft 0).', { units: townStack, terrain: { F10: 'town' }, allocated: 71, targets: allOfTown }),
  seed('town-stack-singled-out', 'AS.B: one unit of a Town stack singled out is refused.', { units: townStack, terrain: { F10: 'town' }, allocated: 8, targets: ['ger-inf-1'] }),
  seed('town-stack-unspotted', 'AS.B: a Town stack with no U.S. ground unit in its hex is refused.', { units: townStack.slice(0, 3), terrain: { F10: 'town' }, allocated: 8, targets: allOfTown }),
];

export const airStrikeSpec: ProcedureSpec<AirStrikeSituation> = {
  procedure: 'air-strike',
  ruleset: 'spicc',
  title: 'Air Strikes (AS)',
  section: ['AS'],
  machine: airStrikeMachine,
  parseSituation: parseAirStrikeSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectAirStrike(snapshot.context as AirStrikeContext),
  seeds: AIR_STRIKE_SEEDS as Seed<AirStrikeSituation>[],
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
