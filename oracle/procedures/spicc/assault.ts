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
import { parseUnits, SIDES, STACKING_LIMIT, stackingPoints } from '../../../machines/spicc/units';
import { TERRAINS, type Terrain } from '../../../machines/spicc/fire/types';
import { assaultMachine, projectAssault } from '../../../machines/spicc/assault/machine';
import { ASSAULT_TYPES, attackingSide, type AssaultContext, type AssaultSituation } from '../../../machines/spicc/assault/types';
import { parseCell, parseResolutionEvent, RESOLUTION_DOMAIN_NOTE, resolutionDomain } from './fire';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise, type Row } from '../../gen/pairwise';
import { pairwiseName, targetUnit, unit, type TargetKind } from './gen-combat';

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

/**
 * The seeds, as data (oracle/procedures/spicc/seeds/assault.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const ASSAULT_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('assault', null, parseAssaultSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseAssaultSeeds()]);

/**
 * Generated (issue 16.5): the facts an Overrun or a Close Assault reads — its type (CB.2.b: the odds raised one
 * column and "subtract "2" from the die-number"; CB.3.b: two subtracted; CB.3.f, the Modified Close Assault in the
 * Enemy Movement Phase: neither); the attacker (CB.2.a: only Class 1d units Overrun, a tank or a halftrack; CB.3.a:
 * only Class 2 units Close Assault, an infantry platoon or Engineers, whose presence raises the odds one column,
 * CB.3.b); the hex's terrain (CB.2.c: an Overrun in Clear terrain only; CB.3.c: "Terrain effects are taken into
 * account", one added in Woods or Town); the target (./gen-combat.ts, a tank for a halftrack's CB.2.d: "one-half or
 * more ... non-halftrack Armored vehicles"); the target dispersed (CRE.N, CRE.DD) — every two of them meeting in some
 * situation (oracle/gen/pairwise.ts). Not made (`allowed`), since the rules refuse them whatever else holds and a
 * hand-written seed holds each: an Overrun by a Class 2 unit or a Close Assault by a Class 1d one (CB.2.a, CB.3.a),
 * an Overrun outside Clear terrain (CB.2.c). The U.S. attacker and the German target stand in F10; in a Modified
 * Close Assault the German target is the unit that moved in (CB.3.f), in the German Player-Turn.
 */
export const SPICC_PAIRWISE_ASSAULT_FACTORS = {
  type: ['close-assault', 'overrun', 'modified-close-assault'],
  attacker: ['infantry', 'engineer', 'tank', 'halftrack'],
  terrain: ['clear', 'woods', 'town'],
  target: ['infantry', 'dug-in infantry', 'gun', 'tank'],
  dispersed: ['no', 'yes'],
} as const;

/**
 * The rows (or, given part of a row, the pairs) the rules refuse whatever else holds (the doc comment above): a pair
 * of them never meets. A Class 1d attacker only Overruns (CB.3.a), so it too is never outside Clear terrain (CB.2.c).
 */
export const assaultRowRefused = (r: Record<string, string>): boolean => {
  const vehicle = r.attacker === 'tank' || r.attacker === 'halftrack';
  return (r.type !== undefined && r.attacker !== undefined && (r.type === 'overrun') !== vehicle) || ((r.type === 'overrun' || vehicle) && r.terrain !== undefined && r.terrain !== 'clear');
};

export function pairwiseAssaultSeeds(): Seed<AssaultSituation>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_ASSAULT_FACTORS, (r: Row) => !assaultRowRefused(r));
  return rows.map((r, i) => {
    const name = pairwiseName(i);
    const attacker =
      r.attacker === 'infantry' || r.attacker === 'engineer'
        ? unit({ id: 'us-attacker', side: 'us', class: '2', kind: r.attacker, size: 1, attack: 6, defense: 3, range: 2, movement: 1, weapon: 'RF', hex: 'F10' })
        : { ...targetUnit(r.attacker as TargetKind, 'us-attacker', 'us', 'F10', false), attack: 6 };
    const modified = r.type === 'modified-close-assault';
    const raw = {
      type: r.type,
      playerTurn: modified ? 'german' : 'us',
      units: [attacker, targetUnit(r.target as TargetKind, 'ger-target', 'german', 'F10', r.dispersed === 'yes')],
      terrain: { F10: r.terrain },
      hex: 'F10',
      attackers: ['us-attacker'],
      ...(modified ? { entering: 'ger-target' } : {}),
    };
    // As the hand-written seeds are kept: as written (the vector's input), checked by the procedure's own parser.
    const situation = JSON.parse(JSON.stringify(raw)) as AssaultSituation;
    parseAssaultSituation(situation, `generated assault seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: ${r.type === 'overrun' ? 'an' : 'a'} ${r.type.replace(/-/g, ' ')} by a U.S. ${r.attacker} (Attack 6) on a German ${r.target}${r.dispersed === 'yes' ? ', dispersed,' : ''} in ${r.terrain} (CB.2.a-d, CB.3.a-c, CB.3.f, IP.C, CRE.N, CRE).`,
      minimise: true,
      situation,
    };
  });
}

export const assaultSpec: ProcedureSpec<AssaultSituation> = {
  procedure: 'assault',
  ruleset: 'spicc',
  title: 'Overrun and Close Assault (CB.2, CB.3)',
  section: ['CB.2', 'CB.3'],
  machine: assaultMachine,
  parseSituation: parseAssaultSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectAssault(snapshot.context as AssaultContext),
  get seeds() {
    return ASSAULT_SEEDS() as Seed<AssaultSituation>[];
  },
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
