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
import { parseUnits, type SpiccUnit } from '../../../machines/spicc/units';
import type { HexTerrain } from '../../../machines/spicc/movement/types';
import { possibleRetreats, projectRetreat, retreatMachine, type RetreatContext, type RetreatSituation } from '../../../machines/spicc/retreat';
import { unknownEvent } from '../cce/common';
import { parseHexsides } from './movement';

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

type U = Pick<SpiccUnit, 'id' | 'hex'> & Partial<SpiccUnit>;
const infantry = (side: 'us' | 'german', u: U) => ({ side, class: '2', kind: 'infantry', weapon: 'RF', size: 1, attack: 4, defense: 4, range: 4, movement: 1, ...u });
const vehicle = (u: U) => infantry('us', { class: '1d', kind: 'other', weapon: 'AP', movement: 2, ...u });
/** The hexes C6–G14, each costing `cost` unless `more` says otherwise. */
const area = (cost: number, more: Record<string, HexTerrain> = {}): Record<string, HexTerrain> => {
  const t: Record<string, HexTerrain> = {};
  for (const c of ['C', 'D', 'E', 'F', 'G']) for (let r = 6; r <= 14; r++) t[`${c}${r}`] = { cost };
  return { ...t, ...more };
};
const seed = (name: string, purpose: string, units: object[], terrain: Record<string, HexTerrain>, more: object = {}): Seed<unknown> => ({
  name,
  purpose,
  situation: { units, unit: (units[0] as { id: string }).id, battlefield: Object.keys(terrain), terrain, ...more },
});

export const RETREAT_SEEDS: Seed<unknown>[] = [
  seed(
    'platoon-retreats-one-hex',
    'CRE.R, CRE.RP: a U.S. platoon (Movement Allowance 1) in E10, a German platoon in E8 (its Zone covers E9), a U.S. platoon in E13: E9 enters a Zone (priority 1); of the rest, E11 ends two hexes from E13, F10 and D10 three, F9 and D9 four (priority 2): only E11.',
    [infantry('us', { id: 'us-inf', hex: 'E10' }), infantry('german', { id: 'ger-inf', hex: 'E8' }), infantry('us', { id: 'us-inf-2', hex: 'E13' })],
    area(1),
  ),
  seed(
    'limits-of-a-retreat',
    'CRE.R: a U.S. platoon in E10; a German platoon in E11, six U.S. Stacking Points in F10, the hex-side E10-D10 prohibited (a river), D9 out of the Battlefield: E9 and F9 alone keep the limits, and F9, a hex from the companies in F10 (E9 two), is the retreat.',
    [infantry('us', { id: 'us-inf', hex: 'E10' }), infantry('german', { id: 'ger-inf', hex: 'E11' }), ...[1, 2, 3].map((i) => infantry('us', { id: `us-coy-${i}`, hex: 'F10', size: 2 }))],
    area(1),
    { battlefield: Object.keys(area(1)).filter((h) => h !== 'D9'), prohibitedHexsides: ['E10-D10'] },
  ),
  seed('surrounded', 'CRE.R: a U.S. platoon in E10 whose every hex around is German-occupied or off the map is eliminated.', [infantry('us', { id: 'us-inf', hex: 'E10' }), infantry('german', { id: 'ger-inf', hex: 'E11' })], { E10: { cost: 1 }, E11: { cost: 1 } }),
  seed(
    'points-left-over',
    'CRE.R, spicc.retreat-full-allowance: a U.S. vehicle (Movement Allowance 3) in E10, whose only hexes E11 and E12 cost 2 each: E11 spends 2, and the one point left buys no hex: retreated (until-no-hex-affordable) or eliminated, as no retreat spends exactly 3 (every-point).',
    [vehicle({ id: 'us-m4', hex: 'E10', movement: 3 })],
    { E10: { cost: 2 }, E11: { cost: 2 }, E12: { cost: 2 } },
  ),
  seed(
    'nearest-by-hexes-or-points',
    'CRE.RP, spicc.retreat-nearest: a U.S. vehicle (Movement Allowance 2) in E10; U.S. platoons in E7, a Town costing 5 (three hexes, 7 Movement Points away), and in E14 (four hexes, 4 points): towards E7, [E9, E8] (in-hexes); towards E14, [E11, E12] (in-movement-points).',
    [vehicle({ id: 'us-m4', hex: 'E10' }), infantry('us', { id: 'us-inf-north', hex: 'E7' }), infantry('us', { id: 'us-inf-south', hex: 'E14' })],
    area(1, { E7: { cost: 5 } }),
  ),
  seed(
    'along-the-road',
    'CRE.RP 3: a U.S. vehicle (Movement Allowance 2) in E10, every hex costing 2, the road E10-E11-E12 costing 1 at the Road Movement Rate; no Enemy, no other Friendly unit: only [E11, E12], along the road, is accepted.',
    [vehicle({ id: 'us-m4', hex: 'E10' })],
    area(2, { E11: { cost: 2, road: 1 }, E12: { cost: 2, road: 1 } }),
    { roadHexsides: ['E10-E11', 'E11-E12'] },
  ),
  seed('dispersed-friend-is-no-guide', 'CRE.RP 2: "undispersed": a dispersed U.S. platoon in E12 is no guide; the undispersed one in C10 is: D10 and D9 end a hex from it and are accepted; E11, next to the dispersed one, is refused.', [infantry('us', { id: 'us-inf', hex: 'E10' }), infantry('us', { id: 'us-inf-dispersed', hex: 'E12', dispersed: true }), infantry('us', { id: 'us-inf-2', hex: 'C10' })], area(1)),
  seed('gun-does-not-retreat', 'CRE.ER: a Class 3 gun treats an "R" as a "D": no retreat.', [infantry('us', { id: 'us-57', hex: 'E10', class: '3', kind: 'other', weapon: 'AP', movement: 0 })], area(1)),
  seed('dug-in-platoon-holds', 'CRE.ER: a Dug-In Class 2 platoon treats an "R" as no effect.', [infantry('us', { id: 'us-inf', hex: 'E10', dugIn: true })], area(1)),
];

export const retreatSpec: ProcedureSpec<RetreatSituation> = {
  procedure: 'retreat',
  ruleset: 'spicc',
  title: 'Retreat (CRE.R, CRE.RP Retreat Priorities, CRE.ER)',
  section: ['CRE'],
  machine: retreatMachine,
  parseSituation: parseRetreatSituation,
  parseEvent: parseRetreatEvent,
  project: (snapshot) => projectRetreat(snapshot.context as RetreatContext, String(snapshot.value)),
  seeds: RETREAT_SEEDS as Seed<RetreatSituation>[],
  domain: retreatDomain,
  domainNote: 'In choosing, RETREAT with every retreat within the limits that uses the Full Movement Allowance, a step into each hex next to the unit, and a step back into the hex it left.',
};
