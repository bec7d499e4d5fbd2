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
import { pairwise } from '../../gen/pairwise';
import { pairwiseName, unit, type UnitFields } from './gen-combat';

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

/**
 * The seeds, as data (oracle/procedures/spicc/seeds/retreat.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const RETREAT_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('retreat', null, parseRetreatSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseRetreatSeeds()]);

/**
 * Generated (issue 16.5): the facts a retreat reads — the unit retreated (CRE.R: "retreated (moved) their Full
 * Movement Allowance": a Class 2 platoon, Movement Allowance 1, or a Class 1d vehicle, 2, that pays the Road
 * Movement Rate, MV.J); the Enemy Zones of Control about it (CRE.RP 1, "the minimum possible number of Enemy Zones
 * of Control": none, a German platoon in E8 whose Zone covers E9, or also one in E12 covering E11); the nearest
 * Friendly unit (CRE.RP 2, "towards the nearest Friendly, undispersed unit": none, a U.S. platoon in C10, or the same
 * dispersed, no guide); a road (CRE.RP 3, "along roads, at the Road Movement Rate": none, every hex costing 1; or the
 * road E10-E11-E12, costing 1 where every other hex costs a vehicle 2, a platoon 1); a limit (CRE.R: "not retreat into or through Enemy
 * occupied hexes; into hexes or through hex-sides that are prohibited ...; in violation of stacking limits": none,
 * a German platoon in F10, the hex-side E10-D10 prohibited, or five dispersed U.S. Stacking Points in F10, which the
 * unit, of one, may join: ST.A's "as many as six", the limit's edge; six, over it, is limits-of-a-retreat's) — every
 * two of them meeting in some situation (oracle/gen/pairwise.ts). Not varied: the unit's side (the rules read
 * Friendly and Enemy only; it is U.S.), a Class 3 or Dug-In Class 2 unit (CRE.ER: no retreat whatever else holds,
 * the hand-written gun-does-not-retreat and dug-in-platoon-holds), the Battlefield's edge and the reading of a
 * Full Movement Allowance (limits-of-a-retreat, points-left-over). The map is C6-G14, the unit in E10.
 */
export const SPICC_PAIRWISE_RETREAT_FACTORS = {
  mover: ['platoon', 'vehicle'],
  zones: ['none', 'E8', 'E8 and E12'],
  friend: ['none', 'undispersed', 'dispersed'],
  road: ['none', 'E10-E11-E12'],
  limit: ['none', 'Enemy in F10', 'E10-D10 prohibited', 'F10 at five Stacking Points'],
} as const;

/** The map of every generated retreat: columns C-G, rows 6-14. */
export const RETREAT_MAP: readonly string[] = ['C', 'D', 'E', 'F', 'G'].flatMap((c) => [6, 7, 8, 9, 10, 11, 12, 13, 14].map((r) => `${c}${r}`));

export function pairwiseRetreatSeeds(): Seed<RetreatSituation>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_RETREAT_FACTORS);
  const platoon = (id: string, side: 'us' | 'german', hex: string, more: Partial<UnitFields> = {}) =>
    unit({ id, side, class: '2', kind: 'infantry', size: 1, attack: 4, defense: 4, range: 4, movement: 1, weapon: 'RF', hex, ...more });
  return rows.map((r, i) => {
    const name = pairwiseName(i);
    const road = r.road !== 'none';
    const units = [
      r.mover === 'platoon' ? platoon('us-unit', 'us', 'E10') : unit({ id: 'us-unit', side: 'us', class: '1d', kind: 'other', size: 1, attack: 4, defense: 4, range: 4, movement: 2, weapon: 'AP', hex: 'E10' }),
      ...(r.zones === 'none' ? [] : [platoon('ger-e8', 'german', 'E8')]),
      ...(r.zones === 'E8 and E12' ? [platoon('ger-e12', 'german', 'E12')] : []),
      ...(r.friend === 'none' ? [] : [platoon('us-friend', 'us', 'C10', r.friend === 'dispersed' ? { dispersed: true } : {})]),
      ...(r.limit === 'Enemy in F10' ? [platoon('ger-f10', 'german', 'F10')] : []),
      ...(r.limit === 'F10 at five Stacking Points' ? [2, 2, 1].map((size, n) => platoon(`us-stack-${n + 1}`, 'us', 'F10', { size: size as 1 | 2, dispersed: true })) : []),
    ];
    const raw = {
      units,
      unit: 'us-unit',
      battlefield: RETREAT_MAP,
      // A vehicle's road: every hex 2, the road's 1 at the Road Movement Rate (MV.J); a platoon's (Class 2: no Road Movement Rate) every hex 1.
      terrain: Object.fromEntries(RETREAT_MAP.map((h) => [h, road && r.mover === 'vehicle' ? { cost: 2, ...(h === 'E11' || h === 'E12' ? { road: 1 } : {}) } : { cost: 1 }])),
      ...(road ? { roadHexsides: ['E10-E11', 'E11-E12'] } : {}),
      ...(r.limit === 'E10-D10 prohibited' ? { prohibitedHexsides: ['E10-D10'] } : {}),
    };
    // As the hand-written seeds are kept: as written (the vector's input), checked by the procedure's own parser.
    const situation = JSON.parse(JSON.stringify(raw)) as RetreatSituation;
    parseRetreatSituation(situation, `generated retreat seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: a U.S. ${r.mover === 'platoon' ? 'platoon (Movement Allowance 1)' : 'vehicle (Movement Allowance 2)'} retreats from E10; Enemy Zones: ${r.zones === 'none' ? 'none' : `of German platoons in ${r.zones}`}; nearest Friendly unit: ${r.friend === 'none' ? 'none' : `${r.friend === 'dispersed' ? 'a dispersed' : 'an undispersed'} platoon in C10`}; road: ${!road ? 'none, every hex 1' : r.mover === 'vehicle' ? 'E10-E11-E12 at 1, other hexes 2' : 'E10-E11-E12, every hex 1'}; limit: ${r.limit} (CRE.R, CRE.RP, MV.J, ST.A).`,
      minimise: true,
      situation,
    };
  });
}

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
