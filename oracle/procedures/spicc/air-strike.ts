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

/** The seeds, as data (oracle/procedures/spicc/seeds/air-strike.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const AIR_STRIKE_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('air-strike', null, parseAirStrikeSituation, { ruleset: 'spicc', units: 'written' }));

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
