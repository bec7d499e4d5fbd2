/**
 * Overrun (CB.2) and Close Assault (CB.3, CB.3.f) of SPI Combat Command for the oracle: parsing, seeds,
 * domain. The events and the domain are Fire Combat's (./fire.ts): the die 1–6 in `rolling`, every result
 * code of the lost Combat Results Table in `awaitingTableResult` (walked, never asserted). Seed unit values
 * the text does not give (the Unit Identification Table is lost) are placeholders; each seed says which
 * sums decide its outcome.
 */
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, obj, oneOf, record, str } from '../../../machines/core/validate';
import { parseHex } from '../../../machines/core/hex';
import { parseUnits, SIDES, STACKING_LIMIT, stackingPoints, type SpiccUnit } from '../../../machines/spicc/units';
import { TERRAINS, type Terrain } from '../../../machines/spicc/fire/types';
import { assaultMachine, projectAssault } from '../../../machines/spicc/assault/machine';
import { ASSAULT_TYPES, attackingSide, type AssaultContext, type AssaultSituation } from '../../../machines/spicc/assault/types';
import { parseCell, parseResolutionEvent, RESOLUTION_DOMAIN_NOTE, resolutionDomain } from './fire';

const invalidField = (path: string, expected: string, actual: unknown, rule: string) => new OracleError({ code: 'invalid-field', path, expected, actual, rule });

export function parseAssaultSituation(raw: unknown, path: string): AssaultSituation {
  const o = obj(raw, path, ['type', 'playerTurn', 'units', 'terrain', 'hex', 'attackers', 'roadMovement', 'entering', 'crt'], ['type', 'playerTurn', 'units', 'terrain', 'hex', 'attackers']);
  const type = oneOf(o.type, `${path}.type`, ASSAULT_TYPES, 'CB');
  const playerTurn = oneOf(o.playerTurn, `${path}.playerTurn`, SIDES, 'SOP');
  const units = parseUnits(o.units, `${path}.units`);
  const hex = str(o.hex, `${path}.hex`);
  parseHex(hex, `${path}.hex`);
  const terrain: Record<string, Terrain> = {};
  for (const [h, t] of Object.entries(record(o.terrain, `${path}.terrain`))) {
    parseHex(h, `${path}.terrain.${h}`);
    terrain[h] = oneOf(t, `${path}.terrain.${h}`, TERRAINS, 'TEC');
  }
  if (terrain[hex] === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.terrain.${hex}`, expected: 'the terrain of the attacked hex', rule: type === 'overrun' ? 'CB.2.c' : 'CB.3.c' });
  const s: AssaultSituation = { type, playerTurn, units, terrain, hex, attackers: [], roadMovement: [], crt: [] };
  const side = attackingSide(s);
  const byId = (id: string) => units.find((u) => u.id === id);
  s.attackers = arr(o.attackers, `${path}.attackers`, 1).map((a, i) => {
    const id = str(a, `${path}.attackers[${i}]`);
    const u = byId(id);
    if (!u || u.side !== side) throw invalidField(`${path}.attackers[${i}]`, `a unit of the attacking player (${side}) in input.units`, id, type === 'overrun' ? 'CB.2.a' : 'CB.3.a');
    return id;
  });
  s.attackers.forEach((id, i) => {
    if (s.attackers.indexOf(id) !== i) throw invalidField(`${path}.attackers[${i}]`, 'each attacker once: "A unit may never divide its individual Attack Strength"', id, 'CB.B');
  });
  if (o.roadMovement !== undefined) {
    if (type !== 'overrun') throw invalidField(`${path}.roadMovement`, 'no roadMovement: it is asked of an Overrun only', o.roadMovement, 'CB.2.f');
    s.roadMovement = arr(o.roadMovement, `${path}.roadMovement`).map((r, i) => {
      const id = str(r, `${path}.roadMovement[${i}]`);
      if (!byId(id)) throw invalidField(`${path}.roadMovement[${i}]`, 'a unit of input.units', id, 'CB.2.f');
      return id;
    });
  }
  if (type === 'modified-close-assault') {
    if (o.entering === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.entering`, expected: 'the Enemy unit that moves into the hex', rule: 'CB.3.f' });
    const id = str(o.entering, `${path}.entering`);
    const u = byId(id);
    if (!u || u.side === side || u.hex !== hex) throw invalidField(`${path}.entering`, `a unit of the moving player (${playerTurn}) in the hex ${hex}`, id, 'CB.3.f');
    s.entering = id;
  } else if (o.entering !== undefined) throw invalidField(`${path}.entering`, 'no entering unit: it is asked of a Modified Close Assault only', o.entering, 'CB.3.f');
  // MV.K: passengers in the attacked hex defend with their transport (or with one each, German tank riders); not modelled.
  units.forEach((u, i) => {
    if (u.hex === hex && u.side !== side && u.passenger) throw invalidField(`${path}.units[${i}].passenger`, 'no Enemy passenger in the attacked hex (passengers as targets are not modelled)', true, 'MV.K');
  });
  // ST, ST.A: no more than six Friendly Stacking Points in a hex at any time (this is what bounds CB.2.e).
  for (const sd of SIDES) {
    for (const h of [...new Set(units.filter((u) => u.side === sd).map((u) => u.hex))]) {
      const sp = stackingPoints(units.filter((u) => u.side === sd && u.hex === h));
      if (sp > STACKING_LIMIT) throw invalidField(`${path}.units`, `no more than ${STACKING_LIMIT} Stacking Points of one Player in a hex`, `${sp} ${sd} Stacking Points in ${h}`, 'ST');
    }
  }
  s.crt = o.crt === undefined ? [] : arr(o.crt, `${path}.crt`).map((c, i) => parseCell(c, `${path}.crt[${i}]`));
  return s;
}

// ------------------------------------------------------------------------------------ seeds

type U = Partial<SpiccUnit> & Pick<SpiccUnit, 'id' | 'side' | 'class' | 'kind' | 'hex'>;
/** A seed unit: a platoon, with the placeholders `attack 4, defense 4, range 4` unless given (the Unit Identification Table is lost). */
const unit = (u: U) => ({ size: 1, attack: 4, defense: 4, range: 4, movement: u.class === '2' ? 1 : u.class === '3' ? 0 : 6, weapon: 'RF', ...u });
const tank = (id: string, side: 'us' | 'german', hex = 'F10', more: Partial<SpiccUnit> = {}) => unit({ id, side, class: '1d', kind: 'other', weapon: 'AP', hex, ...more });
const inf = (id: string, side: 'us' | 'german', hex = 'F10', more: Partial<SpiccUnit> = {}) => unit({ id, side, class: '2', kind: 'infantry', hex, ...more });
const situation = (type: string, attackers: string[], units: object[], more: object = {}) => ({ type, playerTurn: 'us', units, terrain: { F10: 'clear' }, hex: 'F10', attackers, ...more });
const overrunners = [tank('us-m4-1', 'us'), tank('us-m4-2', 'us')];

export const ASSAULT_SEEDS: Seed<unknown>[] = [
  {
    name: 'overrun-dug-in-infantry-and-truck',
    purpose:
      'CB.2.b, IP.C, IP.F: two U.S. tank platoons (Attack 4 + 4) Overrun a dug-in German infantry platoon (Defense 4) and a truck (Class 1a, Defense 2, Movement 8) in Clear F10: 8 to 6 is 1-1, raised one column to 2-1; the die less two plus one (Dug-In): a 6 reads the Sample Attack\'s cell (2-1, 5: R), which the dug-in platoon ignores and the truck obeys (retreat 8 Movement Points) — CRE.ER.',
    situation: situation('overrun', ['us-m4-1', 'us-m4-2'], [...overrunners, inf('ger-inf', 'german', 'F10', { dugIn: true }), unit({ id: 'ger-truck', side: 'german', class: '1a', kind: 'other', attack: 0, range: 0, defense: 2, movement: 8, hex: 'F10' })]),
  },
  {
    name: 'overrun-at-one-to-five',
    purpose: 'CRE, CB.2.b, reading spicc.column-shift-below-one-to-four: a U.S. tank platoon (Attack 2) Overruns a German infantry company (Defense 10): 1 to 5 has no effect (no-effect-first); under raise-first it is raised to 1-4 and the die is rolled.',
    situation: situation('overrun', ['us-m4-1'], [tank('us-m4-1', 'us', 'F10', { attack: 2 }), inf('ger-inf-coy', 'german', 'F10', { size: 2, defense: 10 })]),
  },
  {
    name: 'halftracks-against-half-armor',
    purpose: 'CB.2.d, the boundary of "one-half or more than one-half": a U.S. halftrack and a tank Overrun a German tank (Defense 4) and an infantry platoon (Defense 4): the non-halftrack armor is exactly half the Defense Strength, so the halftrack may not take part (an engine that asks for more than half lets it).',
    situation: situation('overrun', ['us-ht', 'us-m4-1'], [unit({ id: 'us-ht', side: 'us', class: '1d', kind: 'halftrack', hex: 'F10' }), tank('us-m4-1', 'us'), tank('ger-pz', 'german'), inf('ger-inf', 'german')]),
  },
  {
    name: 'halftracks-against-less-armor',
    purpose: 'CB.2.d: the same Overrun where the German tank has Defense 3 of 7: less than half, so the halftrack takes part: 8 to 7 is 1-1, raised to 2-1.',
    situation: situation('overrun', ['us-ht', 'us-m4-1'], [unit({ id: 'us-ht', side: 'us', class: '1d', kind: 'halftrack', hex: 'F10' }), tank('us-m4-1', 'us'), tank('ger-pz', 'german', 'F10', { defense: 3 }), inf('ger-inf', 'german')]),
  },
  {
    name: 'overrun-on-a-hill-crest',
    purpose: 'CB.2.c, TN.3, reading spicc.overrun-hill-crest: two tank platoons Overrun an infantry platoon on a Hill-crest hex: refused (not-clear); under clear, 8 to 4 is 2-1 raised to 3-1.',
    situation: situation('overrun', ['us-m4-1', 'us-m4-2'], [...overrunners, inf('ger-inf', 'german')], { terrain: { F10: 'hill-crest' } }),
  },
  { name: 'overrun-in-partial-woods', purpose: 'CB.2.c, TN.1: a partial Woods hex is Woods for Combat: no Overrun.', situation: situation('overrun', ['us-m4-1'], [tank('us-m4-1', 'us'), inf('ger-inf', 'german')], { terrain: { F10: 'partial-woods' } }) },
  { name: 'overrun-by-infantry', purpose: 'CB.2.a: only Class 1d units Overrun.', situation: situation('overrun', ['us-inf'], [inf('us-inf', 'us'), inf('ger-inf', 'german')]) },
  { name: 'overrun-by-an-m7', purpose: 'CB.2.a: the U.S. M-7 may not Overrun.', situation: situation('overrun', ['us-m7'], [tank('us-m7', 'us', 'F10', { kind: 'm-7', weapon: 'HE' }), inf('ger-inf', 'german')]) },
  { name: 'overrun-after-offensive-fire', purpose: 'CB.2.d, CB.B: a tank that fired in the Offensive Fire Phase may not Overrun.', situation: situation('overrun', ['us-m4-1'], [tank('us-m4-1', 'us', 'F10', { attacked: true }), inf('ger-inf', 'german')]) },
  { name: 'overrun-after-road-movement', purpose: 'CB.2.f: a tank that moved at the Road Movement Rate may not Overrun in that Player-Turn.', situation: situation('overrun', ['us-m4-1'], [tank('us-m4-1', 'us'), inf('ger-inf', 'german')], { roadMovement: ['us-m4-1'] }) },
  { name: 'overrun-from-the-next-hex', purpose: 'CB.2.b: the Overrunning units must be in the hex.', situation: situation('overrun', ['us-m4-1'], [tank('us-m4-1', 'us', 'F11'), inf('ger-inf', 'german')]) },
  { name: 'overrun-of-an-empty-hex', purpose: 'CB.2.b: no Enemy unit in the hex, nothing to Overrun.', situation: situation('overrun', ['us-m4-1'], [tank('us-m4-1', 'us'), inf('ger-inf', 'german', 'F11')]) },
  {
    name: 'engineers-close-assault-in-woods',
    purpose:
      'CB.3.b, CB.3.c, IP.C: a U.S. engineer and a (dispersed: reading spicc.dispersed-unit-assaults) infantry platoon (4 + 4) Close Assault a dug-in German infantry platoon (Defense 4) and an AT gun (Class 3, Defense 2) in Woods: 8 to 6 is 1-1, raised to 2-1 by the Engineer; the die less two, plus one (Woods) and one (Dug-In): a 5 reads R — no effect on the dug-in platoon, the gun dispersed until the next U.S. Close Assault Phase (CRE.ER).',
    situation: situation('close-assault', ['us-eng', 'us-inf'], [inf('us-eng', 'us', 'F10', { kind: 'engineer' }), inf('us-inf', 'us', 'F10', { dispersed: true }), inf('ger-inf', 'german', 'F10', { dugIn: true }), unit({ id: 'ger-at', side: 'german', class: '3', kind: 'other', weapon: 'AP', defense: 2, hex: 'F10' })], { terrain: { F10: 'woods' } }),
  },
  {
    name: 'infantry-close-assault-in-clear',
    purpose: 'CB.3.b: two U.S. infantry platoons (4 + 4, no Engineer) Close Assault a German infantry platoon (Defense 4) and a dispersed one (Defense 4) in Clear: 8 to 8 is 1-1, not raised; the die less two, less one (half the Defense dispersed, CRE.N).',
    situation: situation('close-assault', ['us-inf-1', 'us-inf-2'], [inf('us-inf-1', 'us'), inf('us-inf-2', 'us'), inf('ger-inf-1', 'german'), inf('ger-inf-2', 'german', 'F10', { dispersed: true })]),
  },
  {
    name: 'modified-close-assault-on-a-tank',
    purpose:
      'CB.3.f, ZOC.D: in the U.S. Movement Phase a U.S. tank platoon (Defense 4, Movement 6) enters a Town hex held by two German infantry platoons (4 + 4; one fired at it as it left their Zone of Control): 8 to 4 is 2-1, no Engineer; no subtraction of two, plus one (Town): a 4 reads the Sample Attack\'s cell (2-1, 5): R, the tank retreats 6 Movement Points.',
    situation: { ...situation('modified-close-assault', ['ger-inf-1', 'ger-inf-2'], [tank('us-m4-1', 'us'), inf('ger-inf-1', 'german', 'F10', { attacked: true }), inf('ger-inf-2', 'german')], { terrain: { F10: 'town' } }), entering: 'us-m4-1' },
  },
  { name: 'close-assault-by-a-tank', purpose: 'CB.3.a: only Class 2 units Close Assault.', situation: situation('close-assault', ['us-m4-1'], [tank('us-m4-1', 'us'), inf('ger-inf', 'german')]) },
  { name: 'close-assault-by-a-passenger', purpose: 'CB.3.d, MV.K: infantry still carried by its transport may not Close Assault.', situation: situation('close-assault', ['us-inf'], [inf('us-inf', 'us', 'F10', { passenger: true }), unit({ id: 'us-truck', side: 'us', class: '1a', kind: 'other', attack: 0, range: 0, movement: 8, hex: 'F10' }), inf('ger-inf', 'german')]) },
  { name: 'close-assault-after-offensive-fire', purpose: 'CB.3.e, CB.B: an infantry platoon that fired in the Offensive Fire Phase may not Close Assault.', situation: situation('close-assault', ['us-inf'], [inf('us-inf', 'us', 'F10', { attacked: true }), inf('ger-inf', 'german')]) },
  { name: 'close-assault-from-the-next-hex', purpose: 'CB.3.b: the Close Assaulting units must be in the hex.', situation: situation('close-assault', ['us-inf'], [inf('us-inf', 'us', 'F11'), inf('ger-inf', 'german')]) },
  { name: 'close-assault-on-an-empty-hex', purpose: 'CB.3.b: no Enemy unit in the hex.', situation: situation('close-assault', ['us-inf'], [inf('us-inf', 'us'), inf('ger-inf', 'german', 'F11')]) },
];

export const assaultSpec: ProcedureSpec<AssaultSituation> = {
  procedure: 'assault',
  ruleset: 'spicc',
  title: 'Overrun and Close Assault (CB.2, CB.3)',
  section: ['CB.2', 'CB.3'],
  machine: assaultMachine,
  parseSituation: parseAssaultSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectAssault(snapshot.context as AssaultContext),
  seeds: ASSAULT_SEEDS as Seed<AssaultSituation>[],
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
