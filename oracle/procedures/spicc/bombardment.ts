/**
 * Heavy Bombardment of a bridge (OPT.2.b, optional rule) of SPI Combat Command for the oracle: parsing,
 * seeds, domain. The events and the domain are Fire Combat's (./fire.ts): the die 1–6 in `rolling`, every
 * result code of the lost Combat Results Table in `awaitingTableResult` (walked, never asserted). Unit
 * values are placeholders (the Unit Identification Table is lost); each seed says which sums decide it.
 */
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, obj, oneOf, str } from '../../../machines/core/validate';
import { parseUnits, SIDES } from '../../../machines/spicc/units';
import { PHASES } from '../../../machines/spicc/sequence-of-play';
import { bombardmentMachine, projectBombardment, type BombardmentContext, type BombardmentSituation } from '../../../machines/spicc/bombardment';
import { parseCell, parseResolutionEvent, RESOLUTION_DOMAIN_NOTE, resolutionDomain } from './fire';
import { parseHexside } from './movement';
import { loadSeeds, onFirstUse } from '../cce/seeds';

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

/** The seeds, as data (oracle/procedures/spicc/seeds/bombardment.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const BOMBARDMENT_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('bombardment', null, parseBombardmentSituation, { ruleset: 'spicc', units: 'written' }));

export const bombardmentSpec: ProcedureSpec<BombardmentSituation> = {
  procedure: 'bombardment',
  ruleset: 'spicc',
  title: 'Heavy Bombardment of a bridge (OPT.2.b, optional rule)',
  section: ['OPT.2'],
  machine: bombardmentMachine,
  parseSituation: parseBombardmentSituation,
  parseEvent: parseResolutionEvent,
  project: (snapshot) => projectBombardment(snapshot.context as BombardmentContext, String(snapshot.value)),
  get seeds() {
    return BOMBARDMENT_SEEDS() as Seed<BombardmentSituation>[];
  },
  domain: (snapshot) => resolutionDomain(snapshot),
  domainNote: RESOLUTION_DOMAIN_NOTE,
};
