/**
 * The published JSON Schemas (oracle/schema/) describe what the oracle accepts and produces: every
 * committed vector validates, and the schemas and the TypeScript parsers agree on accepting and
 * rejecting the same sample situations.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { procedureSchemas, procedureValidators, SCHEMA_DIR, validator } from '../oracle/schema';
import { PROCEDURES } from '../oracle/registry';
import { resolveRequest } from '../oracle/resolve';
import { VECTORS_DIR } from '../oracle/vectors';
import { parseRecoverSituation, RECOVER_SEEDS } from '../oracle/procedures/cce/recover';
import { OracleError } from '../machines/core/errors';

const vectorFiles = fs
  .readdirSync(VECTORS_DIR)
  .flatMap((ruleset) => fs.readdirSync(path.join(VECTORS_DIR, ruleset)).map((f) => path.join(ruleset, f)))
  .filter((f) => f.endsWith('.json'))
  .sort();

/**
 * Each committed vectors file, parsed once: validated whole below, and its cases read by the schema and
 * parser tests further down (which clone a case before mutating it; validating changes nothing).
 */
const filesCache = new Map<string, { cases: unknown[] } & Record<string, unknown>>();
const loadFile = (file: string) => {
  if (!filesCache.has(file)) filesCache.set(file, JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, file), 'utf8')));
  return filesCache.get(file)!;
};

describe('committed vectors validate against oracle/schema/vectors-file.schema.json', () => {
  const validate = validator('vectors-file.schema.json');
  it.each(vectorFiles)('%s', (file) => {
    const data = loadFile(file);
    const ok = validate(data);
    expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(data.count).toBe(data.cases.length);
  });
});

describe('the Recover situation schema and parser agree', () => {
  const schema = validator('cce/recover.schema.json', '/$defs/input');
  const parses = (x: unknown): boolean => {
    try {
      parseRecoverSituation(x, 'input');
      return true;
    } catch (e) {
      if (e instanceof OracleError) return false;
      throw e;
    }
  };
  const good = RECOVER_SEEDS()[0].situation as unknown as Record<string, unknown>;
  const units = good.units as Record<string, unknown>[];
  const samples: [string, unknown, boolean][] = [
    ['a seed situation', good, true],
    ['every seed', null, true],
    ['an unknown top-level field', { ...good, weather: 'rain' }, false],
    ['a unit with Morale 13', { ...good, units: [{ ...units[0], sides: { unbroken: { morale: 13 }, broken: { morale: 5 } } }] }, false],
    ['a malformed hex id', { ...good, units: [{ ...units[0], hex: 'c5' }] }, false],
    ['a squad with Command', { ...good, units: [{ ...units[0], sides: { unbroken: { morale: 7, command: 1 }, broken: { morale: 5 } } }] }, false],
    ['an unknown terrain', { ...good, map: { hexes: { C5: { terrain: ['Jungle'] } } } }, false],
    ['a player who is not axis or allied', { ...good, player: 'soviet' }, false],
    ['a missing map', { ...good, map: undefined }, false],
    ['two Fortifications in one hex (8.1.3)', { ...good, map: { hexes: { ...(good.map as { hexes: object }).hexes, C5: { terrain: ['Woods'], markers: ['Foxholes', 'Wire'] } } } }, false],
    ['a Blaze with Smoke (8.1.5)', { ...good, map: { hexes: { ...(good.map as { hexes: object }).hexes, D6: { terrain: ['Woods'], markers: ['Blaze', 'Smoke:3'] } } } }, false],
  ];
  it.each(samples.filter((s) => s[1] !== null))('%s', (_name, sample, valid) => {
    const clean = JSON.parse(JSON.stringify(sample));
    expect(schema(clean)).toBe(valid);
    expect(parses(clean)).toBe(valid);
  });
  it.each(RECOVER_SEEDS().map((s) => [s.name, s.situation] as const))('seed %s is valid for both', (_n, situation) => {
    expect(schema(situation)).toBe(true);
    expect(parses(situation)).toBe(true);
  });
});

// ------------------------------------------------------------------------------------------------
// Every procedure's schema (oracle/schema/cce/<procedure>.schema.json) against its parser
// ------------------------------------------------------------------------------------------------

interface Vector {
  id: string;
  ruleset: string;
  readings: Record<string, string>;
  procedure: string;
  input: Record<string, unknown>;
  events: Record<string, unknown>[];
  expect: { state: string; output: Record<string, unknown> };
}

const casesCache = new Map<string, Vector[]>();
const loadCases = (procedure: string, ruleset = 'cce'): Vector[] => {
  const key = `${ruleset}/${procedure}`;
  if (!casesCache.has(key)) casesCache.set(key, loadFile(path.join(ruleset, `${procedure}.json`)).cases as Vector[]);
  return casesCache.get(key) as Vector[];
};
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** `input.units[0].sides` / `events[3].white` / `input.map.hexes["C5"]` → `/input/units/0/sides` … */
const pointer = (p: string): string => '/' + p.replace(/\[(\d+)\]/g, '.$1').replace(/\["([^"]+)"\]/g, '.$1').split('.').join('/');

/** The JSON pointer each ajv error is about: its instance, plus the property it finds missing or unknown. */
function schemaErrorPaths(errors: { instancePath: string; params: Record<string, unknown> }[]): string[] {
  return errors.map((e) => {
    const extra = e.params.missingProperty ?? e.params.additionalProperty ?? e.params.unevaluatedProperty;
    return extra === undefined ? e.instancePath : `${e.instancePath}/${String(extra)}`;
  });
}

const within = (p: string, at: string): boolean => p === at || p.startsWith(`${at}/`);

/** The parser's verdict on a vector: null if `resolve` accepts it, else the JSON pointer of the field its OracleError names. */
function parserVerdict(v: Vector): string | null {
  try {
    resolveRequest({ ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events });
    return null;
  } catch (e) {
    if (e instanceof OracleError) return pointer(e.path ?? '(none)');
    throw e;
  }
}

/** The shortest case with an event satisfying `pred` and that event's index (any case, index 0 or -1, without `pred`). */
function shortest(cases: Vector[], pred?: (e: Record<string, unknown>) => boolean): { v: Vector; k: number } | null {
  const hits = cases.filter((c) => !pred || c.events.some(pred)).sort((a, b) => a.events.length - b.events.length || a.id.localeCompare(b.id));
  const v = hits[0];
  if (!v) return null;
  return { v: clone(v), k: pred ? v.events.findIndex(pred) : v.events.length ? 0 : -1 };
}

interface Mutation {
  name: string;
  /** The JSON pointer of the mutated field; both verdicts must name it (or a field inside it). */
  at: string;
  apply: (v: Vector) => void;
}

/** Optional event fields (deleting them is legal), so "missing required field" picks another. */
const OPTIONAL_EVENT_FIELDS = ['trigger', 'base', 'smoke', 'order', 'fireAttack', 'units', 'player', 'drm', 'dfet'];

function cardWithDice(input: Record<string, unknown>): string | null {
  const decks = input.decks as Record<string, Record<string, { dice?: unknown }[] | undefined>>;
  for (const p of ['axis', 'allied']) {
    for (const pile of ['hand', 'draw', 'discard']) {
      const i = (decks[p][pile] ?? []).findIndex((c) => c.dice !== undefined);
      if (i >= 0) return `/input/decks/${p}/${pile}/${i}/dice/white`;
    }
  }
  return null;
}

function setAt(root: unknown, at: string, value: unknown): void {
  const keys = at.split('/').slice(1);
  const last = keys.pop() as string;
  const parent = keys.reduce((o: unknown, k) => (o as Record<string, unknown>)[k], root) as Record<string, unknown>;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

/**
 * The required input field to delete, for the procedures whose situation has none of the fields the
 * mutations below look for: Combat! Stalingrad's regroup (units) and inspection (inLos), CC:P's Smoke
 * Screen (the order it begins) and Explosive Charge (the targeted hex).
 */
const REQUIRED_BY_PROCEDURE: Record<string, string> = { regroup: 'units', inspection: 'inLos', 'smoke-screen': 'order', 'explosive-charge': 'target' };

/** Per procedure: a base case and mutations of it that both the schema and the parser must reject. */
function mutationsFor(procedure: string, cases: Vector[]): { base: Vector; rejected: Mutation[]; accepted: Mutation[] } {
  const base = shortest(cases)!.v;
  const first = base.input;
  const frame = 'decks' in first;
  // SPI Combat Command's situations name the phasing side `playerTurn` (fire) or `firstPlayer` (sequence of play).
  const spicc = 'playerTurn' in first ? 'playerTurn' : 'firstPlayer' in first ? 'firstPlayer' : null;
  // SPI Combat Command's scenario (its stage) and retreat (the unit retreated) have no phasing side.
  const spiccSide = spicc ?? ('battlefield' in first ? ('stage' in first ? 'stage' : 'unit') : null);
  const actor = frame ? 'active' : procedure === 'game-end' ? 'initiative' : 'player' in first ? 'player' : (spiccSide ?? 'from');
  // CC:P's Cave (F102) has no actor: its required cave hex stands in.
  const required = 'initiative' in first ? 'initiative' : 'player' in first ? 'player' : 'side' in first ? 'side' : 'marker' in first ? 'marker' : 'cave' in first ? 'cave' : (spiccSide ?? 'from');
  // Combat! Stalingrad's LOS and terrain DRM (a firer and a target), entry (the listed hexes) and victory (the Orders) have none of the above.
  // CC:P's Sighting Marker Movement (the random hexes) and Infiltrate (the order's letters) have no actor either.
  const offMapField = 'randomHexes' in first ? 'randomHexes' : 'letters' in first ? 'letters' : null;
  const requiredField = 'firer' in first ? 'firer' : 'listed' in first ? 'listed' : 'orders' in first && !('side' in first) ? 'orders' : (offMapField ?? required);
  const requiredOf = REQUIRED_BY_PROCEDURE[procedure] ?? requiredField;
  const rejected: Mutation[] = [
    { name: `wrong type: input.${actor} is a number`, at: `/input/${actor}`, apply: (v) => setAt(v, `/input/${actor}`, 7) },
    { name: 'an unknown input field', at: '/input/weather', apply: (v) => setAt(v, '/input/weather', 'rain') },
    { name: `missing required field input.${requiredOf}`, at: `/input/${requiredOf}`, apply: (v) => setAt(v, `/input/${requiredOf}`, undefined) },
    { name: 'an unknown event type', at: '/events/0', apply: (v) => v.events.unshift({ type: 'TELEPORT' }) },
  ];
  const accepted: Mutation[] = [];
  if (spicc && Array.isArray(first.units) && first.units.length > 0) {
    rejected.push({ name: 'a unit of Class 4 (PP)', at: '/input/units/0/class', apply: (v) => setAt(v, '/input/units/0/class', '4') });
    rejected.push({ name: 'a unit of three Stacking Points (DT)', at: '/input/units/0/size', apply: (v) => setAt(v, '/input/units/0/size', 3) });
    accepted.push({ name: 'a unit stating its Dug-In state', at: '/input/units/0', apply: (v) => Object.assign((v.input.units as Json[])[0], { dugIn: (v.input.units as Json[])[0].dugIn ?? false }) });
  }
  // CC:E-shaped units (printed sides); Combat! Stalingrad's units state other fields (mutated below).
  if (Array.isArray(first.units) && first.units.length > 0 && 'sides' in first.units[0]) {
    rejected.push({ name: 'a unit with Morale 13 (3.1.4)', at: '/input/units/0/sides/unbroken/morale', apply: (v) => setAt(v, '/input/units/0/sides/unbroken/morale', 13) });
    rejected.push({ name: 'a unit of an unknown kind (3)', at: '/input/units/0/kind', apply: (v) => setAt(v, '/input/units/0/kind', 'tank') });
    accepted.push({ name: 'a unit stating the defaults hero: false, veteran: false', at: '/input/units/0', apply: (v) => Object.assign((v.input.units as object[])[0], { hero: false, veteran: false }) });
  }
  if (procedure === 'game-end') {
    rejected.push({ name: 'a VP marker beyond 99 (4.1.1)', at: '/input/vp', apply: (v) => setAt(v, '/input/vp', 100) });
    rejected.push({ name: 'units on the map stated for one player only', at: '/input/unitsOnMap/allied', apply: (v) => setAt(v, '/input/unitsOnMap/allied', undefined) });
    accepted.push({ name: 'no Objective chits stated', at: '/input/chits', apply: (v) => setAt(v, '/input/chits', undefined) });
    // Each edition accepts the other's field at its neutral value only (oracle/procedures/cce/game-end.ts).
    if (base.ruleset === 'ccp') {
      rejected.push({ name: 'a Japanese surrender (CC:P 13.3 a, 11.2)', at: '/input/surrendered', apply: (v) => setAt(v, '/input/surrendered', ['axis']) });
      rejected.push({ name: 'a holder of the all-five-Objectives chit (none in CC:P, 14.3.3)', at: '/input/allFiveObjectives', apply: (v) => setAt(v, '/input/allFiveObjectives', 'allied') });
      accepted.push({ name: 'a unit in an Infiltration Box (13.3 b)', at: '/input/infiltrated', apply: (v) => setAt(v, '/input/infiltrated', { axis: 1, allied: 0 }) });
    } else {
      rejected.push({ name: 'a unit in an Infiltration Box (CC:P only)', at: '/input/infiltrated', apply: (v) => setAt(v, '/input/infiltrated', { axis: 1, allied: 0 }) });
      accepted.push({ name: 'nobody in an Infiltration Box', at: '/input/infiltrated', apply: (v) => setAt(v, '/input/infiltrated', { axis: 0, allied: 0 }) });
    }
  }
  if (procedure === 'artillery-denied') {
    rejected.push({ name: 'a Radio of FP 14 (12: 8-13)', at: '/input/radios', apply: (v) => setAt(v, '/input/radios', { axis: { fp: 14 }, allied: { fp: 9 } }) });
    rejected.push({ name: 'an event where O17 takes none', at: '/events/0', apply: (v) => v.events.push({ type: 'ROLL', white: 1, colored: 1 }) });
    accepted.push({ name: 'Radios stating the defaults broken: false, smoke: false', at: '/input/radios', apply: (v) => setAt(v, '/input/radios', { axis: { fp: 9, broken: false, smoke: false }, allied: { fp: 10 } }) });
  }
  if (base.ruleset === 'cs' && Array.isArray(first.units) && first.units.length > 0) {
    rejected.push({ name: 'a unit of a side that is not in the game (2.3.1)', at: '/input/units/0/side', apply: (v) => setAt(v, '/input/units/0/side', 'american') });
  }
  if (procedure === 'command' && base.ruleset === 'cs') {
    rejected.push({ name: 'a location on level 4 (6.4.1: Cellar to Upper Level +2, a steeple +3)', at: '/input/locations/0/level', apply: (v) => setAt(v, '/input/locations/0/level', 4) });
  }
  if (procedure === 'random-event') {
    rejected.push({ name: 'a Random marker hex that is no hex id', at: '/input/marker', apply: (v) => setAt(v, '/input/marker', 'E0') });
  }
  return { base, rejected, accepted };
}

/** Mutations of a case's events: an impossible die, a missing field, an unknown field. */
function eventMutations(cases: Vector[]): { v: Vector; m: Mutation }[] {
  const out: { v: Vector; m: Mutation }[] = [];
  const roll = shortest(cases, (e) => e.type === 'ROLL' && 'white' in e);
  if (roll) out.push({ v: roll.v, m: { name: 'an impossible die: white 7 (1.9)', at: `/events/${roll.k}/white`, apply: (v) => setAt(v, `/events/${roll.k}/white`, 7) } });
  const reveal = shortest(cases, (e) => e.type === 'REVEAL');
  if (reveal) out.push({ v: reveal.v, m: { name: 'an impossible die: a revealed colored 0 (O18.2.2)', at: `/events/${reveal.k}/colored`, apply: (v) => setAt(v, `/events/${reveal.k}/colored`, 0) } });
  const withField = shortest(cases, (e) => Object.keys(e).some((k) => k !== 'type' && !OPTIONAL_EVENT_FIELDS.includes(k)));
  if (withField) {
    const e = withField.v.events[withField.k];
    const key = Object.keys(e).find((k) => k !== 'type' && !OPTIONAL_EVENT_FIELDS.includes(k)) as string;
    out.push({ v: withField.v, m: { name: `event ${String(e.type)} without its ${key}`, at: `/events/${withField.k}/${key}`, apply: (v) => setAt(v, `/events/${withField.k}/${key}`, undefined) } });
  }
  const any = shortest(cases, () => true);
  if (any) out.push({ v: any.v, m: { name: `event ${String(any.v.events[any.k].type)} with an unknown field`, at: `/events/${any.k}/extra`, apply: (v) => setAt(v, `/events/${any.k}/extra`, 1) } });
  return out;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The event types a procedure schema's `$defs/event` names (through its oneOf branches and defs.schema.json refs),
 * each once: a type may come in two shapes (an Order's ROLL with its dice, its nested Time advance's Sudden Death ROLL).
 */
function schemaEventTypes(ruleset: string, procedure: string): string[] {
  const load = (file: string): Json => JSON.parse(fs.readFileSync(file, 'utf8'));
  // A $ref names a def of defs.schema.json or of another procedure's schema (event.schema.json's decisions),
  // relative to the file that holds it (a ccp schema may refer to its CC:E counterpart's, ../cce/).
  const walk = (s: Json, dir: string): string[] => {
    const own = s.properties?.type;
    if (own) return own.enum ?? [own.const];
    if (s.$ref) {
      const [file, pointer] = String(s.$ref).split('#');
      // The whole JSON pointer (a ref may name a branch of another schema's def: `…#/$defs/event/oneOf/0`),
      // relative to the file that holds the ref.
      const target = path.join(dir, file || 'defs.schema.json');
      return walk(pointer.split('/').slice(1).reduce((o: Json, k) => o[k], load(target)), path.dirname(target));
    }
    return (s.oneOf ?? []).flatMap((x: Json) => walk(x, dir));
  };
  const dir = path.join(SCHEMA_DIR, ruleset);
  return [...new Set(walk(load(path.join(dir, `${procedure}.schema.json`)).$defs.event, dir))].sort();
}

/** The event types a procedure's parser knows, as its error for an unknown type lists them. */
function parserEventTypes(v: Vector): string[] {
  try {
    resolveRequest({ ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: [{ type: 'TELEPORT' }] });
  } catch (e) {
    if (e instanceof OracleError && e.path === 'events[0].type' && e.expected?.startsWith('one of')) {
      return e.expected.replace(/^one of\s*/, '').split(',').map((t) => t.trim()).filter(Boolean).sort();
    }
    throw e;
  }
  throw new Error(`${v.procedure} accepted an event of type TELEPORT`);
}

describe('every procedure has a published schema, applied to its vectors by vector.schema.json', () => {
  const published = procedureSchemas();
  const vectorSchema = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'vector.schema.json'), 'utf8'));
  const wired = (vectorSchema.allOf as { if: { properties: { procedure?: { const?: string } } } }[]).map((c) => c.if.properties.procedure?.const).filter(Boolean);
  it.each(PROCEDURES.map((p) => [`${p.ruleset}/${p.procedure}`, p] as const))('%s', (_n, p) => {
    expect(published).toContainEqual({ ruleset: p.ruleset, procedure: p.procedure, file: `${p.ruleset}/${p.procedure}.schema.json` });
    expect(wired).toContain(p.procedure);
    const { input, event, output } = procedureValidators(p.ruleset, p.procedure);
    for (const seed of p.seeds) expect([seed.name, input(JSON.parse(JSON.stringify(seed.situation))), input.errors?.slice(0, 2) ?? null]).toEqual([seed.name, true, null]);
    expect(event({ type: 'TELEPORT' })).toBe(false);
    // The schema names exactly the event types the parser knows.
    // (A procedure none of whose vectors has an event ends at once: its schema names no event type.)
    const running = shortest(loadCases(p.procedure, p.ruleset), () => true);
    expect(schemaEventTypes(p.ruleset, p.procedure)).toEqual(running ? parserEventTypes(running.v) : []);
    // The output schema is closed and names what it requires: an extra or a missing field is drift.
    const sample = shortest(loadCases(p.procedure, p.ruleset))!.v.expect.output;
    const [first, ...others] = Object.keys(sample);
    expect([output(sample), output({ ...sample, surprise: 1 }), output(Object.fromEntries(others.map((k) => [k, sample[k]])))]).toEqual([true, false, false]);
    expect(first).toBeDefined();
  });
});

describe.each(PROCEDURES.map((p) => [`${p.ruleset}/${p.procedure}`, p.procedure, p.ruleset]))('the %s schema and parser reject and accept the same mutated vectors', (_name, procedure, ruleset) => {
  const validate = validator('vector.schema.json');
  const cases = loadCases(procedure, ruleset);
  const { base, rejected, accepted } = mutationsFor(procedure, cases);
  const perEvent = eventMutations(cases);
  if ((procedure === 'turn' || procedure === 'time-advance') && 'decks' in base.input) {
    const described = cases.filter((c) => cardWithDice(c.input)).sort((a, b) => a.events.length - b.events.length || a.id.localeCompare(b.id))[0];
    const at = cardWithDice(described.input) as string;
    perEvent.push({ v: clone(described), m: { name: 'an impossible die on a described card: white 7 (1.9)', at, apply: (v) => setAt(v, at, 7) } });
  }
  const all: [string, Vector, Mutation, boolean][] = [
    ...rejected.map((m) => [m.name, base, m, false] as [string, Vector, Mutation, boolean]),
    ...perEvent.map(({ v, m }) => [m.name, v, m, false] as [string, Vector, Mutation, boolean]),
    ...accepted.map((m) => [m.name, base, m, true] as [string, Vector, Mutation, boolean]),
  ];

  it('the unmutated cases are valid for both', () => {
    for (const v of [base, ...perEvent.map((x) => x.v)]) {
      expect([v.id, validate(v), validate.errors?.slice(0, 2) ?? null]).toEqual([v.id, true, null]);
      expect([v.id, parserVerdict(v)]).toEqual([v.id, null]);
    }
  });
  it.each(all)('%s', (_name, original, m, valid) => {
    const v = clone(original);
    m.apply(v);
    const ok = validate(v);
    const verdict = parserVerdict(v);
    expect(ok).toBe(valid);
    expect(verdict === null).toBe(valid);
    if (!valid) {
      expect(schemaErrorPaths(validate.errors ?? []).some((p) => within(p, m.at))).toBe(true);
      expect([verdict, within(verdict as string, m.at)]).toEqual([verdict, true]);
    }
  });
});

describe('procedure situation schemas and parsers agree on samples of their own rules', () => {
  type Input = Json;
  const baseInput = (procedure: string): Input => clone([...loadCases(procedure)].sort((a, b) => a.events.length - b.events.length || a.id.localeCompare(b.id))[0].input);
  const nonLeader = (i: Input): Input => i.units.find((u: Input) => u.kind !== 'leader');
  const withLos = (i: Input, fact: Input): void => {
    i.los = [...(i.los ?? []).filter((f: Input) => !(f.from === fact.from && f.to === fact.to)), fact];
  };
  const samples: [string, string, (i: Input) => void, boolean][] = [
    ['fire', 'Op Fire units listed in a Fire Order (A33.3)', (i) => Object.assign(i, { mode: 'order', opFireActivated: [i.units[0].id] }), false],
    ['fire', 'a hindered LOS without its Hindrance (10.3)', (i) => withLos(i, { from: 'C2', to: 'C5', sight: 'hindrance' }), false],
    ['fire', 'a clear LOS stating a Hindrance (10.3)', (i) => withLos(i, { from: 'C2', to: 'C5', sight: 'clear', hindrance: 2 }), false],
    ['fire', 'a LOS of Hindrance 3 crossing a Hedge (T97), on a map that does not list the hexes between', (i) => withLos(i, { from: 'C2', to: 'C5', sight: 'hindrance', hindrance: 3, crosses: 'Hedge' }), true],
    ['fire', 'a Weapon that fires Smoke but is not Ordnance (O20.2.1)', (i) => (nonLeader(i).weapon = { id: 'w-new', type: 'other', fp: 2, range: 4, smoke: true }), false],
    ['fire', 'an MG with a minimum range (O20.2.2)', (i) => (nonLeader(i).weapon = { id: 'w-new', type: 'mg', fp: 5, range: 8, minRange: 2 }), false],
    ['fire', 'an Ordnance Mortar with a minimum range and Smoke (O20.2.1, O20.2.2)', (i) => (nonLeader(i).weapon = { id: 'w-new', type: 'mortar', fp: 3, range: 14, minRange: 2, ordnance: true, smoke: true }), true],
    ['fire', 'a Squad that is a Hero (E58.1)', (i) => (nonLeader(i).hero = true), false],
    ['rout', 'the chosen player has no friendly edge (O23.3)', (i) => (i.map.edges = { [i.chosen === 'axis' ? 'allied' : 'axis']: i.map.edges[i.chosen === 'axis' ? 'allied' : 'axis'] }), false],
    ['rout', 'both players with the same friendly edge (7.2)', (i) => (i.map.edges = { axis: 'top', allied: 'top' }), false],
    ['rout', 'a map without its extent (2.1)', (i) => delete i.map.geometry, false],
    ['rout', 'Mines of 9 FP (F103.2)', (i) => (i.minesFp = 9), false],
    ['rout', 'Mines of 8 FP (F103.2)', (i) => (i.minesFp = 8), true],
    ['melee', 'a German Allied player (A38)', (i) => (i.nations.allied = 'germany'), false],
    ['melee', 'a hex held before by one side whose last sole occupant was the other (F101)', (i) => (i.occupancy = { A1: { occupiedBefore: 'axis', lastSoleOccupant: 'allied' } }), false],
    ['melee', 'an empty hex last held alone by the Allied player (F101)', (i) => (i.occupancy = { A1: { occupiedBefore: null, lastSoleOccupant: 'allied' } }), true],
    ['advance', 'no unit activated to Advance (O16.1)', (i) => (i.advancing = []), false],
    ['advance', 'one friendly edge stated (7.2)', (i) => delete i.map.edges.allied, false],
    ['move', 'no unit activated to Move (O14.1)', (i) => (i.activating = []), false],
    ['move', 'no scenario Defender stated (A35.5)', (i) => delete i.defender, false],
    ['move', 'a Smoke marker in a Stream hex (T95)', (i) => (i.map.hexes.B4 = { terrain: ['Stream'], markers: ['Smoke:2'] }), false],
    ['move', 'Foxholes in a Stream hex with a Bridge (F100.3)', (i) => (i.map.hexes.B4 = { terrain: ['Stream', 'Bridge'], markers: ['Foxholes'] }), true],
    ['move', 'a Smoke marker in a Stream hex with a Bridge, a Bridge hex (T78.1)', (i) => (i.map.hexes.B4 = { terrain: ['Stream', 'Bridge'], markers: ['Smoke:2'] }), true],
    ['move', 'a Blaze in a Water Barrier hex with no Bridge (T98)', (i) => (i.map.hexes.B4 = { terrain: ['Water Barrier'], markers: ['Blaze'] }), false],
    ['move', 'Foxholes in a Marsh hex (F100.3)', (i) => (i.map.hexes.B4 = { terrain: ['Marsh'], markers: ['Foxholes'] }), false],
    ['artillery', 'a Radio of Vulnerability 29 (O18.2.3.3)', (i) => (i.radios.axis.vulnerability = 29), false],
    ['artillery', 'a Radio with Smoke (O18.2.1.1)', (i) => (i.radios.axis.smoke = true), true],
    ['artillery', 'a Radio of FP 7 (12)', (i) => (i.radios.axis.fp = 7), false],
    ['turn', 'an Order Capability of 7 (5.1)', (i) => (i.orderCapability = 7), false],
    ['turn', 'a Posture that is not Attack, Recon or Defend (1.1)', (i) => (i.postures.axis = 'assault'), false],
    ['turn', 'a card with an unknown trigger (1.9.1)', (i) => (i.decks.axis.hand[0].trigger = 'Boom!'), false],
    ['turn', 'a card with a Random Hex (1.8)', (i) => (i.decks.axis.hand[0].randomHex = 'C3'), true],
    ['time-advance', 'a Radio reinforcement without its owner (12)', (i) => (i.reinforcements = [{ space: 3, radio: 'radio-1' }]), false],
    ['time-advance', 'a Radio reinforcement with its owner (12)', (i) => (i.reinforcements = [{ space: 3, radio: 'radio-1', owner: 'axis' }]), true],
    ['time-advance', 'a broken Weapon fixed on a Random Hex number 0 (11.4)', (i) => (i.weapons = [{ id: 'w-1', fix: [0, 3], elim: [4, 6] }]), false],
    ['game-end', 'a chit for all Objectives (7.3.2)', (i) => (i.chits = [{ id: 'A', objective: 'all', value: 1, open: true }]), true],
    ['game-end', 'a chit for Objective 6 (7.3.2)', (i) => (i.chits = [{ id: 'A', objective: 6, value: 1, open: true }]), false],
  ];
  it.each(samples)('%s: %s', (procedure, _name, patch, valid) => {
    const spec = PROCEDURES.find((p) => p.procedure === procedure)!;
    const input = baseInput(procedure);
    patch(input);
    const schema = procedureValidators('cce', procedure).input;
    let parses = true;
    try {
      spec.parseSituation(clone(input), 'input');
    } catch (e) {
      if (!(e instanceof OracleError)) throw e;
      parses = false;
    }
    expect([schema(input), parses]).toEqual([valid, valid]);
  });
});
