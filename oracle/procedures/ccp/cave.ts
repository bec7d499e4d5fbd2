/**
 * Cave (F102) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * Domain: in positioning, ENTER_CAVE / EXIT_CAVE for each unit that may change its position at the
 * situation's moment (F102.1.1), ADVANCE_THROUGH_TUNNEL for each occupant that may take a tunnel and each
 * other cave (F102.3), ATTACK of each kind (fire, mortar, aircraft from the cave's level and from one level
 * lower; artillery, which has no slope), and END. No dice: the attack's roll is Fire's.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { invalid, OracleError } from '../../../machines/core/errors';
import { ownId } from '../../../machines/core/ruleset-ids';
import type { MapSituation } from '../../../machines/core/map';
import { caveOccupants, type CaveMarker } from '../../../machines/cce/entry';
import type { Unit } from '../../../machines/cce/units';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, record, str, uniqueIds } from '../../../machines/core/validate';
import { HEX_ID, UNIT_KINDS } from '../../../machines/cce/units';
import {
  CAVE_ATTACKS,
  CAVE_OCCASIONS,
  CAVE_ORDERS,
  type CaveContext,
  caveMachine,
  type CaveSituation,
  type CaveUnit,
  mayChangePosition,
  mayTunnel,
  projectCave,
} from '../../../machines/ccp/cave';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

/**
 * F102: a situation's `caves` (Advance's and Move's; absent: none) — each cave marker's hex, a Hill Crest hex of the map (`crest`), and the ids of
 * the Japanese (`axis`) units in that hex stacked underneath it (F102.1: "inside"); `withCrossings` (Move's, for its Op Fire): optionally its
 * `crossings` (parseCaveCrossings).
 */
export function parseCaveMarkers(raw: unknown, path: string, s: { map: MapSituation; units: readonly Unit[] }, withCrossings = false): CaveMarker[] {
  const caves = arr(raw, path).map((c, i): CaveMarker => {
    const at = `${path}[${i}]`;
    const o = obj(c, at, withCrossings ? ['hex', 'inside', 'crossings'] : ['hex', 'inside'], ['hex', 'inside']);
    const hex = str(o.hex, `${at}.hex`);
    if (!s.map.hexes[hex]?.crest) invalid(`${at}.hex`, 'a Hill Crest hex of the map (`crest`: true): "A cave marker may only ever occupy a Hill Crest hex"', hex, ownId('ccp', 'F102'));
    const inside = arr(o.inside, `${at}.inside`).map((id, j) => {
      const u = s.units.find((x) => x.id === id);
      if (!u || u.owner !== 'axis' || u.hex !== hex) invalid(`${at}.inside[${j}]`, `a Japanese ("axis") unit in ${hex}: "Only Japanese units can use caves"`, id, 'F102.1');
      return u!.id;
    });
    if (new Set(inside).size !== inside.length) invalid(`${at}.inside`, 'each unit once', inside, 'F102.1');
    return o.crossings === undefined ? { hex, inside } : { hex, inside, crossings: parseCaveCrossings(o.crossings, `${at}.crossings`, s.map) };
  });
  caves.forEach((c, i) => {
    if (caves.findIndex((x) => x.hex === c.hex) !== i) invalid(`${path}[${i}].hex`, 'one cave marker per hex', c.hex, ownId('ccp', 'F102'));
  });
  return caves;
}

/**
 * F102.2.1: a cave's `crossings` — per hex of the map, the level of the LOS thread between that hex and the cave's
 * where it crosses a hexside of the cave's hex (the map's depiction, stated): below the cave hex's level, downslope.
 */
export function parseCaveCrossings(raw: unknown, path: string, map: { hexes: Readonly<Record<string, unknown>> }): Record<string, number> {
  const crossings: Record<string, number> = {};
  for (const [h, v] of Object.entries(record(raw, path))) {
    if (!map.hexes[h]) invalid(`${path}.${h}`, "a hex of the situation's map", h, 'F102.2.1');
    crossings[h] = int(v, `${path}.${h}`, 0, 9, 'F102.2.1');
  }
  return crossings;
}

/** F102.1.1: a chart with a conclusion among caves (Move's, Advance's: machines/cce/entry.ts caveConclusion), as the oracle sees its context. */
type ConclusionContext = { caves?: CaveMarker[]; caveChanged?: string[]; situation: { units: Unit[] } };

/**
 * F102.1.1: ENTER_CAVE / EXIT_CAVE { unit } and END at the order's conclusion (state concludingInCaves), else the
 * chart's other events (`otherwise`, whose unknown-type error then names these three too). `mayChange`: the edition's
 * F102.1.1 test (machines/ccp/cave.ts mayChangeAtOrderEnd).
 */
export function parseConclusionEvent<C extends ConclusionContext>(raw: unknown, path: string, snapshot: AnyMachineSnapshot, order: 'Move' | 'Advance', mayChange: (c: C, u: Unit) => boolean, otherwise: (raw: unknown, path: string, snapshot: AnyMachineSnapshot) => EventObject): EventObject {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type !== 'ENTER_CAVE' && type !== 'EXIT_CAVE' && type !== 'END') {
    try {
      return otherwise(raw, path, snapshot);
    } catch (e) {
      // An unknown type: the list of the known ones names the conclusion's too.
      if (e instanceof OracleError && e.path === `${path}.type` && e.expected?.startsWith('one of')) {
        throw new OracleError({ code: e.code, path: e.path, expected: `${e.expected}, ENTER_CAVE, EXIT_CAVE, END`, actual: e.actual, rule: e.rule, hint: e.hint });
      }
      throw e;
    }
  }
  if (!snapshot.matches('concludingInCaves')) throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: `an event of this moment of the ${order} (ENTER_CAVE, EXIT_CAVE and END only at its conclusion, with caves on the map)`, actual: type, rule: 'F102.1.1' });
  if (type === 'END') return { type: obj(raw, path, ['type'], ['type']).type as string };
  const unit = str(obj(raw, path, ['type', 'unit'], ['type', 'unit']).unit, `${path}.unit`);
  const c = snapshot.context as C;
  const u = c.situation.units.find((x) => x.id === unit);
  const inside = u !== undefined && caveOccupants(c.caves ?? [], c.situation.units).some((k) => k.inside.includes(unit));
  if (!u || !mayChange(c, u) || inside !== (type === 'EXIT_CAVE')) {
    throw new OracleError({ code: 'illegal-event', path: `${path}.unit`, expected: `a Japanese unit activated by this ${order}, ${type === 'EXIT_CAVE' ? 'inside' : 'outside'} the cave in its hex, that has not changed its position at this moment`, actual: unit, rule: 'F102.1.1' });
  }
  return { type, unit } as EventObject;
}

/** F102.1.1: at the conclusion, ENTER_CAVE or EXIT_CAVE for each unit that may change its position, and END. */
export function conclusionDomain<C extends ConclusionContext>(snapshot: AnyMachineSnapshot, mayChange: (c: C, u: Unit) => boolean): EventObject[] {
  if (!snapshot.matches('concludingInCaves')) return [];
  const c = snapshot.context as C;
  const inside = new Set(caveOccupants(c.caves ?? [], c.situation.units).flatMap((k) => k.inside));
  return [...c.situation.units.filter((u) => mayChange(c, u)).map((u) => ({ type: inside.has(u.id) ? 'EXIT_CAVE' : 'ENTER_CAVE', unit: u.id }) as EventObject), { type: 'END' }];
}

export const CAVE_EVENTS = ['ENTER_CAVE', 'EXIT_CAVE', 'ADVANCE_THROUGH_TUNNEL', 'ATTACK', 'END'] as const;

const hexId = (raw: unknown, path: string): string => str(raw, path, HEX_ID, 'a hex id such as "C7" (2.1)');

function situationError(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'invalid-field', path, expected, actual, rule });
}

function parseCaveUnit(raw: unknown, path: string, hex: string): CaveUnit {
  const o = obj(raw, path, ['id', 'kind', 'side', 'inside', 'activated', 'placed'], ['id', 'kind', 'side', 'inside']);
  const side = oneOf(o.side, `${path}.side`, ['japanese', 'allied'] as const);
  const inside = bool(o.inside, `${path}.inside`);
  // F102.1: "Allied units can share a hex with a cave but are never considered to be inside it."
  if (side === 'allied' && inside) situationError(`${path}.inside`, 'false: Allied units are never inside a cave', inside, 'F102.1');
  return { id: str(o.id, `${path}.id`), kind: oneOf(o.kind, `${path}.kind`, UNIT_KINDS), side, inside, activated: bool(o.activated, `${path}.activated`, false), placed: bool(o.placed, `${path}.placed`, false), hex };
}

export function parseCaveSituation(raw: unknown, path: string): CaveSituation {
  const o = obj(raw, path, ['cave', 'hexCover', 'order', 'occasion', 'units', 'otherCaves'], ['cave', 'hexCover', 'order', 'occasion', 'units', 'otherCaves']);
  const c = obj(o.cave, `${path}.cave`, ['hex', 'level', 'crest'], ['hex', 'level', 'crest']);
  // F102: "A cave marker may only ever occupy a Hill Crest hex [T89.3.1]."
  if (c.crest !== true) situationError(`${path}.cave.crest`, 'true: a cave marker may only occupy a Hill Crest hex', c.crest, 'F102');
  const cave = { hex: hexId(c.hex, `${path}.cave.hex`), level: int(c.level, `${path}.cave.level`, 0, 9, 'T89.3.1') };
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseCaveUnit(u, `${path}.units[${i}]`, cave.hex)), `${path}.units`);
  const sides = new Set(units.map((u) => u.side));
  // A hex holding both sides' units is a melee hex (19): Melee's, not a cave question.
  if (sides.size > 1) situationError(`${path}.units`, 'units of one side only (a hex holding both sides is in melee: 19)', [...sides], '19');
  const otherCaves = arr(o.otherCaves, `${path}.otherCaves`).map((h, i) => hexId(h, `${path}.otherCaves[${i}]`));
  otherCaves.forEach((h, i) => {
    if (h === cave.hex) situationError(`${path}.otherCaves[${i}]`, `another hex than the cave's (${cave.hex})`, h, 'F102.3');
  });
  return {
    cave,
    hexCover: int(o.hexCover, `${path}.hexCover`, -3, 9, 'T81.3.1'),
    order: oneOf(o.order, `${path}.order`, CAVE_ORDERS),
    occasion: oneOf(o.occasion, `${path}.occasion`, CAVE_OCCASIONS, 'F102.1.1'),
    units,
    otherCaves,
  };
}

function illegal(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
}

function parseCaveEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as CaveContext;
  const type = (raw as { type?: unknown } | null)?.type;
  if (!(CAVE_EVENTS as readonly unknown[]).includes(type)) return unknownEvent(raw, path, snapshot, CAVE_EVENTS);
  if (!snapshot.matches('positioning')) illegal(`${path}.type`, 'no event: the cave procedure has ended', type, 'F102');
  if (type === 'END') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  if (type === 'ATTACK') {
    const o = obj(raw, path, ['type', 'kind', 'crossingLevel'], ['type', 'kind']);
    const kind = oneOf(o.kind, `${path}.kind`, CAVE_ATTACKS, 'F102.2.3');
    if (kind === 'artillery') {
      if (o.crossingLevel !== undefined) illegal(`${path}.crossingLevel`, 'absent: an artillery attack has no slope (F102.2.3 "any artillery attack")', o.crossingLevel, 'F102.2.3');
      return { type, kind } as EventObject;
    }
    if (o.crossingLevel === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.crossingLevel`, expected: 'the level of the LOS thread where it crosses the cave hex\'s hexside', rule: 'F102.2.1' });
    return { type, kind, crossingLevel: int(o.crossingLevel, `${path}.crossingLevel`, 0, 9, 'F102.2.1') } as EventObject;
  }
  if (type === 'ADVANCE_THROUGH_TUNNEL') {
    const o = obj(raw, path, ['type', 'unit', 'to'], ['type', 'unit', 'to']);
    const u = c.units.find((x) => x.id === o.unit);
    if (!u || !mayTunnel(c, u)) {
      illegal(`${path}.unit`, `a Japanese unit inside the cave, activated for an Advance (never a Move) (${c.units.filter((x) => mayTunnel(c, x)).map((x) => x.id).join(', ') || 'none'})`, o.unit, 'F102.3');
    }
    const to = hexId(o.to, `${path}.to`);
    if (!c.otherCaves.includes(to)) illegal(`${path}.to`, `another hex containing a cave (${c.otherCaves.join(', ') || 'none'})`, to, 'F102.3');
    return { type, unit: u.id, to } as EventObject;
  }
  const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
  const u = c.units.find((x) => x.id === o.unit);
  const entering = type === 'ENTER_CAVE';
  const can = (x: CaveUnit) => x.inside !== entering && mayChangePosition(c, x);
  if (!u || !can(u)) {
    const rule = u?.side === 'allied' ? 'F102.1' : 'F102.1.1';
    illegal(`${path}.unit`, `a Japanese unit ${entering ? 'outside' : 'inside'} the cave that may change its position now (${c.units.filter(can).map((x) => x.id).join(', ') || 'none'})`, o.unit, rule);
  }
  return { type, unit: u.id } as EventObject;
}

function caveDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('positioning')) return [];
  const c = snapshot.context as CaveContext;
  const events: EventObject[] = [];
  for (const u of c.units) {
    if (mayChangePosition(c, u)) events.push({ type: u.inside ? 'EXIT_CAVE' : 'ENTER_CAVE', unit: u.id } as EventObject);
    if (mayTunnel(c, u)) for (const to of c.otherCaves) events.push({ type: 'ADVANCE_THROUGH_TUNNEL', unit: u.id, to } as EventObject);
  }
  const levels = [c.cave.level, ...(c.cave.level > 0 ? [c.cave.level - 1] : [])];
  for (const kind of ['fire', 'mortar', 'aircraft'] as const) for (const crossingLevel of levels) events.push({ type: 'ATTACK', kind, crossingLevel } as EventObject);
  events.push({ type: 'ATTACK', kind: 'artillery' } as EventObject, { type: 'END' });
  return events;
}

/**
 * Generated (issue 16.5): the facts F102 reads — the order (F102.1.1: "the conclusion of any Move or Advance order
 * (only)"; F102.3: "during an Advance order (never Move)"; every order of CAVE_ORDERS); the moment (F102.1.1's three,
 * A43.1's, and none); the cave's level (F102.2.1: the LOS thread crossing the cave hex's hexside at its level or lower,
 * a level-0 cave has no lower crossing, T89.3.1); the hex's Cover (F102.2.3 against T81.3.1 "not cumulative": below,
 * equal to and above the cave's 4 against fire, and 8); the Japanese Squad inside the cave and Team outside it (F102.1,
 * F102.2.2: none, or one, activated by the order, placed into the hex just now, or neither, F102.1.1); the other caves
 * (F102.3: none, one, two) — every two of them meeting in some situation (oracle/gen/pairwise.ts). The cave is in E5;
 * the other caves G3 and B7. No dice. Seeds marked `minimise`.
 */
export const PAIRWISE_CAVE_FACTORS = {
  order: [...CAVE_ORDERS],
  occasion: [...CAVE_OCCASIONS],
  level: ['0', '1', '2'],
  hexCover: ['0', '3', '4', '8'],
  inside: ['none', 'a Squad', 'a Squad, activated', 'a Squad, placed'],
  outside: ['none', 'a Team', 'a Team, activated', 'a Team, placed'],
  otherCaves: ['none', 'one', 'two'],
};

const OTHER_CAVES: Record<string, string[]> = { none: [], one: ['G3'], two: ['G3', 'B7'] };

function caveUnitOf(fact: string, id: string, kind: 'squad' | 'team', inside: boolean): CaveUnit[] {
  if (fact === 'none') return [];
  return [{ id, kind, side: 'japanese', inside, activated: fact.endsWith('activated'), placed: fact.endsWith('placed'), hex: 'E5' }];
}

export function pairwiseCaveSeeds(): Seed<CaveSituation>[] {
  const { rows } = pairwise(PAIRWISE_CAVE_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const units = [...caveUnitOf(r.inside, 'j-sq1', 'squad', true), ...caveUnitOf(r.outside, 'j-tm1', 'team', false)].map(({ hex: _hex, ...u }) => u);
    const situation = { cave: { hex: 'E5', level: Number(r.level), crest: true }, hexCover: Number(r.hexCover), order: r.order, occasion: r.occasion, units, otherCaves: OTHER_CAVES[r.otherCaves] };
    parseCaveSituation(situation, `generated cave seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: a level-${r.level} cave in E5 (hex Cover ${r.hexCover}), order ${r.order}, moment ${r.occasion}; inside ${r.inside}, outside ${r.outside}; other caves ${situation.otherCaves.join(', ') || 'none'} (F102, F102.1.1, F102.2, F102.3, T81.3.1).`,
      minimise: true,
      situation: situation as unknown as CaveSituation, // as written (the hand-written seeds' form), parsed above
    };
  });
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/cave.json, read and validated on first use: oracle/procedures/cce/seeds.ts; its units are a Cave's, taken as written),
 * then the situations generated pairwise (above), whose paths are kept only where new.
 */
export const CAVE_SEEDS = onFirstUse((): Seed<CaveSituation>[] => [...loadSeeds('cave', null, parseCaveSituation, { ruleset: 'ccp', units: 'written' }), ...pairwiseCaveSeeds()]);

export const caveSpec: ProcedureSpec<CaveSituation> = {
  procedure: 'cave',
  ruleset: 'ccp',
  title: 'Cave (F102)',
  section: ['F102'],
  machine: caveMachine,
  parseSituation: parseCaveSituation,
  parseEvent: parseCaveEvent,
  project: (snapshot) => projectCave(snapshot.context as CaveContext),
  get seeds() {
    return CAVE_SEEDS() as Seed<CaveSituation>[];
  },
  domain: (snapshot) => caveDomain(snapshot),
  domainNote:
    'No dice. In positioning: ENTER_CAVE/EXIT_CAVE for each unit that may change its position at the situation\'s moment (F102.1.1), ADVANCE_THROUGH_TUNNEL for each occupant activated for an Advance and each other cave (F102.3), ATTACK fire/mortar/aircraft with the LOS crossing at the cave\'s level and one lower, ATTACK artillery, END.',
};
