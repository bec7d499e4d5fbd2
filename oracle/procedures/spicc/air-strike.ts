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
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';
import { pairwiseName, targetUnit, TARGET_KINDS, unit, type TargetKind } from './gen-combat';

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

/**
 * The seeds, as data (oracle/procedures/spicc/seeds/air-strike.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const AIR_STRIKE_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('air-strike', null, parseAirStrikeSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseAirStrikeSeeds()]);

/**
 * Generated (issue 16.5): the facts an Air Strike in the U.S. Air Strike Phase reads — the target hex's terrain
 * (AS.B: "German units in Woods or Town hexes" halve the points and add one to the die); the target unit
 * (./gen-combat.ts: AS.C combines armored and non-armored targets with no Weapons Effectiveness; Dug-In, IP.C; a
 * Class 3 or Dug-In Class 2 unit's reading of a "DR", CRE.DR, after AS.D's "Treat "R" results as "no-effect." Treat
 * "DR" as "D.""); the target a unit alone, a whole stack of two, or one of a stack of two (AS.A: a unit, a group or
 * the whole stack); the target dispersed (CRE.N, CRE.DD); the Air Combat Points allocated, odd or even (halved in
 * Woods or Town: reading spicc.halved-strength-fraction) — every two of them meeting in some situation
 * (oracle/gen/pairwise.ts). Not made (`allowed`): one unit of a Woods or Town stack, which AS.B refuses ("must be
 * treated as a single, combined Defense Strength"; the hand-written town-stack-singled-out holds it). In Woods or
 * Town a U.S. ground unit spots the target (AS.B: "They must be spotted by a U.S. ground unit in the same hex"; an
 * unspotted one is town-stack-unspotted's); in Clear terrain none stands there. The points available are those
 * allocated (AS: he "allocates his available Air Combat Points"; more is more-points-than-available's refusal). The
 * target in F10, a second German infantry platoon (Defense 3) in the stack.
 */
export const SPICC_PAIRWISE_AIR_STRIKE_FACTORS = {
  terrain: ['clear', 'woods', 'town'],
  target: [...TARGET_KINDS],
  stack: ['alone', 'whole stack', 'one of a stack'],
  dispersed: ['no', 'yes'],
  allocated: ['7', '12'],
} as const;

/** The rows (or, given part of a row, the pairs) AS.B refuses whatever else holds (the doc comment above): the pair never meets. */
export const airStrikeRowRefused = (r: Record<string, string>): boolean => r.terrain !== undefined && r.terrain !== 'clear' && r.stack === 'one of a stack';

export function pairwiseAirStrikeSeeds(): Seed<AirStrikeSituation>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_AIR_STRIKE_FACTORS, (r) => !airStrikeRowRefused(r));
  return rows.map((r, i) => {
    const name = pairwiseName(i);
    const other = unit({ id: 'ger-other', side: 'german', class: '2', kind: 'infantry', size: 1, attack: 3, defense: 3, range: 2, movement: 1, weapon: 'RF', hex: 'F10' });
    const raw = {
      phase: 'air-strike',
      playerTurn: 'us',
      units: [
        targetUnit(r.target as TargetKind, 'ger-target', 'german', 'F10', r.dispersed === 'yes'),
        ...(r.stack === 'alone' ? [] : [other]),
        ...(r.terrain === 'clear' ? [] : [unit({ id: 'us-spotter', side: 'us', class: '2', kind: 'infantry', size: 1, attack: 2, defense: 2, range: 2, movement: 1, weapon: 'RF', hex: 'F10' })]),
      ],
      terrain: { F10: r.terrain },
      points: Number(r.allocated),
      allocated: Number(r.allocated),
      targets: r.stack === 'whole stack' ? ['ger-target', 'ger-other'] : ['ger-target'],
    };
    // As the hand-written seeds are kept: as written (the vector's input), checked by the procedure's own parser.
    const situation = JSON.parse(JSON.stringify(raw)) as AirStrikeSituation;
    parseAirStrikeSituation(situation, `generated air-strike seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: ${r.allocated} Air Combat Points at a German ${r.target}${r.dispersed === 'yes' ? ' (dispersed)' : ''}, ${r.stack === 'alone' ? 'alone' : r.stack === 'whole stack' ? 'with the infantry stacked with it' : 'not the infantry stacked with it'}, in ${r.terrain}${r.terrain === 'clear' ? '' : ', spotted by a U.S. ground unit'} (AS, AS.A-D, IP.C, CRE.N, CRE).`,
      minimise: true,
      situation,
    };
  });
}

export const airStrikeSpec: ProcedureSpec<AirStrikeSituation> = {
  procedure: 'air-strike',
  ruleset: 'spicc',
  title: 'Air Strikes (AS)',
  section: ['AS'],
  machine: airStrikeMachine,
  parseSituation: parseAirStrikeSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectAirStrike(snapshot.context as AirStrikeContext),
  get seeds() {
    return AIR_STRIKE_SEEDS() as Seed<AirStrikeSituation>[];
  },
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
