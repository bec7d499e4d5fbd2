/**
 * Retreat (CRE.R, CRE.RP, CRE.ER) of SPI Combat Command for the oracle: parsing, seeds, domain. The Terrain
 * Effects Chart's costs are partly lost: each seed gives its hexes' costs as situation input, placeholders
 * a reader replaces from an original copy; each seed says which sums decide it. Unit values are
 * placeholders save side, class, kind, size and Movement Allowance.
 *
 * Domain: in `choosing`, RETREAT with every retreat the limits and the Full Movement Allowance allow (so
 * every priority's refusal and the accepted retreats are walked), with a step into each hex next to the
 * unit (the limits, a retreat cut short) and a step back into the hex it left (the same hex twice).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import { arr, int, obj, record, str } from '../../../machines/core/validate';
import { parseUnits } from '../../../machines/spicc/units';
import type { HexTerrain } from '../../../machines/spicc/movement/types';
import { possibleRetreats, projectRetreat, retreatMachine, type RetreatContext, type RetreatSituation } from '../../../machines/spicc/retreat';
import { unknownEvent } from '../cce/common';
import { parseHexsides } from './movement';
import { loadSeeds, onFirstUse } from '../cce/seeds';

const invalidField = (path: string, expected: string, actual: unknown, rule: string) => new OracleError({ code: 'invalid-field', path, expected, actual, rule });

export function parseRetreatSituation(raw: unknown, path: string): RetreatSituation {
  const o = obj(raw, path, ['units', 'unit', 'battlefield', 'terrain', 'roadHexsides', 'prohibitedHexsides'], ['units', 'unit', 'battlefield', 'terrain']);
  const units = parseUnits(o.units, `${path}.units`);
  const id = str(o.unit, `${path}.unit`);
  const u = units.find((x) => x.id === id);
  if (!u) throw invalidField(`${path}.unit`, 'a unit of input.units', id, 'CRE.R');
  if (u.passenger) throw invalidField(`${path}.unit`, 'a unit not being transported (passengers go with their transport)', id, 'MV.K');
  const battlefield = arr(o.battlefield, `${path}.battlefield`, 1).map((h, i) => {
    parseHex(h, `${path}.battlefield[${i}]`);
    return h as string;
  });
  const terrain: Record<string, HexTerrain> = {};
  for (const [h, t] of Object.entries(record(o.terrain, `${path}.terrain`))) {
    const p = `${path}.terrain.${h}`;
    parseHex(h, p);
    const c = obj(t, p, ['cost', 'road'], ['cost']);
    terrain[h] = { cost: int(c.cost, `${p}.cost`, 1, 99, 'TEC') };
    if (c.road !== undefined) terrain[h].road = int(c.road, `${p}.road`, 1, 99, 'MV.J');
  }
  if (terrain[u.hex] === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.terrain.${u.hex}`, expected: 'the hex the unit retreats from', rule: 'CRE.R' });
  return { units, unit: id, battlefield, terrain, roadHexsides: parseHexsides(o.roadHexsides, `${path}.roadHexsides`, 'MV.J'), prohibitedHexsides: parseHexsides(o.prohibitedHexsides, `${path}.prohibitedHexsides`, 'CRE.R') };
}

function parseRetreatEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  if ((raw as { type?: unknown } | null)?.type !== 'RETREAT') unknownEvent(raw, path, snapshot, ['RETREAT']);
  const o = obj(raw, path, ['type', 'path'], ['type', 'path']);
  const hexes = arr(o.path, `${path}.path`, 1).map((h, i) => {
    parseHex(h, `${path}.path[${i}]`);
    return h as string;
  });
  if (!snapshot.matches('choosing')) throw new OracleError({ code: 'illegal-event', path, expected: 'no retreat: the unit is not retreating', actual: 'RETREAT', rule: 'CRE.R' });
  return { type: 'RETREAT', path: hexes } as EventObject;
}

function retreatDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('choosing')) return [];
  const x = snapshot.context as RetreatContext;
  const s = x.situation;
  const start = s.units.find((u) => u.id === s.unit)!.hex;
  const steps = Object.keys(s.terrain).filter((h) => areAdjacent(parseHex(h, 'hex'), parseHex(start, 'hex'))).sort();
  const paths = [...possibleRetreats(s, x.readings).map((r) => r.path), ...steps.map((h) => [h]), ...steps.slice(0, 1).map((h) => [h, start])];
  const seen = new Set<string>();
  return paths.filter((p) => !seen.has(p.join()) && seen.add(p.join())).map((path) => ({ type: 'RETREAT', path }));
}

// ------------------------------------------------------------------------------------ seeds

/** The seeds, as data (oracle/procedures/spicc/seeds/retreat.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const RETREAT_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('retreat', null, parseRetreatSituation, { ruleset: 'spicc', units: 'written' }));

export const retreatSpec: ProcedureSpec<RetreatSituation> = {
  procedure: 'retreat',
  ruleset: 'spicc',
  title: 'Retreat (CRE.R, CRE.RP Retreat Priorities, CRE.ER)',
  section: ['CRE'],
  machine: retreatMachine,
  parseSituation: parseRetreatSituation,
  parseEvent: parseRetreatEvent,
  project: (snapshot) => projectRetreat(snapshot.context as RetreatContext, String(snapshot.value)),
  get seeds() {
    return RETREAT_SEEDS() as Seed<RetreatSituation>[];
  },
  domain: retreatDomain,
  domainNote: 'In choosing, RETREAT with every retreat within the limits that uses the Full Movement Allowance, a step into each hex next to the unit, and a step back into the hex it left.',
};
