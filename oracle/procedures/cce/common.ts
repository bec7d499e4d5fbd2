/**
 * Parsing shared by every CC:E procedure: the Order frame of a situation (who acts, who holds the
 * Initiative, who was already activated this Turn) and the events every procedure with rolls accepts
 * (ROLL, REROLL, KEEP_ROLL, RESOLVE_TRIGGER), and the LOS facts of procedures that look across the map
 * (Fire, Artillery: DESIGN.md rule 5); and the unit builders of seed situations made in TypeScript,
 * through the one builder of seeds.ts.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { validateRoll } from '../../../machines/core/dice';
import { OracleError, invalid } from '../../../machines/core/errors';
import { arr, int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseUnitEffects, type LightWoundsTeams, type ReplacementTeam } from '../../../machines/cce/effects';
import type { LosFact } from '../../../machines/cce/fire/types';
import { HEX_ID, parseUnit, PLAYERS, type Player, type Situation, type Unit } from '../../../machines/cce/units';
import { buildUnit, type SeedUnitSpec } from './seeds';

export function parseActivated(raw: unknown, path: string): { recover: Player[]; rout: Player[] } {
  const o = obj(raw ?? {}, path, ['recover', 'rout']);
  const list = (v: unknown, p: string): Player[] => (v === undefined ? [] : arr(v, p).map((x, i) => oneOf(x, `${p}[${i}]`, PLAYERS, 'O22.1')));
  return { recover: list(o.recover, `${path}.recover`), rout: list(o.rout, `${path}.rout`) };
}

/**
 * DESIGN.md rule 5: the LOS facts a situation states between hexes (10: clear, hindrance N or blocked;
 * T87/T97: the Hedge or Wall hexside the LOS crosses), for maps that do not list every hex a line meets
 * (the machines check the others against the map: machines/cce/los.ts checkStatedLos). Both hexes must be
 * listed in the map; one fact per (from, to) pair.
 */
export function parseLos(raw: unknown, path: string, hexes: Record<string, unknown>): LosFact[] {
  const seen = new Set<string>();
  return arr(raw, path).map((item, i) => {
    const p = `${path}[${i}]`;
    const o = obj(item, p, ['from', 'to', 'sight', 'hindrance', 'crosses'], ['from', 'to', 'sight']);
    const from = str(o.from, `${p}.from`, HEX_ID, 'a hex id such as "C7" (2.1)');
    const to = str(o.to, `${p}.to`, HEX_ID, 'a hex id such as "C7" (2.1)');
    for (const [k, h] of [['from', from], ['to', to]] as const) if (!hexes[h]) invalid(`${p}.${k}`, 'a hex listed in input.map.hexes', h, '10');
    if (seen.has(`${from}>${to}`)) invalid(p, 'one LOS fact per (from, to) pair', `${from}>${to}`, '10');
    seen.add(`${from}>${to}`);
    const fact: LosFact = { from, to, sight: oneOf(o.sight, `${p}.sight`, ['clear', 'hindrance', 'blocked'] as const, '10') };
    if (fact.sight === 'hindrance') fact.hindrance = int(o.hindrance, `${p}.hindrance`, 1, 12, '10.3');
    else if (o.hindrance !== undefined) invalid(`${p}.hindrance`, 'absent unless sight is "hindrance"', o.hindrance, '10.3');
    if (o.crosses !== undefined) fact.crosses = oneOf(o.crosses, `${p}.crosses`, ['Wall', 'Hedge'] as const, 'T97');
    return fact;
  });
}

/**
 * A36 Light Wounds: per player, the Teams he would take from his countermix, in the order he would take them (one
 * per Light Wounds card he may play: A36 sets no limit per procedure), each `{ id, sides }`, its two printed sides,
 * 3.2.1; a single Team (not a list) is a list of one, as before lists were taken. Ids are no unit's in play and
 * all differ. Owner, hex and markers come from the Squad it replaces (../../../machines/cce/effects.ts replaceWithLightWoundsTeam).
 */
export function parseLightWoundsTeams(raw: unknown, path: string, units: readonly Unit[]): LightWoundsTeams {
  const o = obj(raw, path, PLAYERS, []);
  const out: Partial<Record<Player, ReplacementTeam[]>> = {};
  const seen = new Set<string>();
  for (const p of PLAYERS) {
    if (o[p] === undefined) continue;
    const listed = Array.isArray(o[p]);
    const items = listed ? arr(o[p], `${path}.${p}`) : [o[p]];
    out[p] = items.map((item, i) => {
      const q = listed ? `${path}.${p}[${i}]` : `${path}.${p}`;
      const t = obj(item, q, ['id', 'sides'], ['id', 'sides']);
      const parsed = parseUnit({ id: t.id, owner: p, kind: 'team', hex: 'A1', sides: t.sides }, q);
      if (units.some((u) => u.id === parsed.id)) invalid(`${q}.id`, 'the id of a Team in the countermix, not of a unit in play', parsed.id, 'A36');
      if (seen.has(parsed.id)) invalid(`${q}.id`, 'another Team than the ones listed before it', parsed.id, 'A36');
      seen.add(parsed.id);
      return { id: parsed.id, sides: parsed.sides };
    });
  }
  return out;
}

/** The event types shared by procedures that roll; anything else is the procedure's own. */
export function parseRollEvent(raw: unknown, path: string, situation: Situation): EventObject | null {
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'ROLL': {
      const o = obj(raw, path, ['type', 'white', 'colored', 'trigger'], ['type', 'white', 'colored']);
      return { type: 'ROLL', ...validateRoll({ white: o.white, colored: o.colored, trigger: o.trigger }, path) };
    }
    case 'REROLL':
    case 'KEEP_ROLL':
      obj(raw, path, ['type'], ['type']);
      return { type };
    case 'RESOLVE_TRIGGER': {
      const o = obj(raw, path, ['type', 'effects'], ['type', 'effects']);
      return { type: 'RESOLVE_TRIGGER', effects: parseUnitEffects(o.effects, `${path}.effects`, situation, '1.9.1') } as EventObject;
    }
    default:
      return null;
  }
}

/**
 * The event half of a procedure that takes no event (every step follows from its situation, so each seed
 * is one vector): any event is refused, the walk offers none. `from` says what the steps follow from.
 */
export function withoutEvents(from: string): { parseEvent: (raw: unknown, path: string, snapshot: AnyMachineSnapshot) => never; domain: () => EventObject[]; domainNote: string } {
  return { parseEvent: (raw, path, snapshot) => unknownEvent(raw, path, snapshot, []), domain: () => [], domainNote: `No events: every step follows from ${from}, so each seed is one vector.` };
}

export function unknownEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, known: readonly string[]): never {
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof raw !== 'object' || raw === null || typeof type !== 'string') {
    throw new OracleError({ code: 'invalid-field', path: `${path}.type`, expected: `an event type (${known.join(', ')})`, actual: type ?? raw });
  }
  str(type, `${path}.type`);
  throw new OracleError({ code: 'invalid-field', path: `${path}.type`, expected: `one of ${known.join(', ')}`, actual: type });
}

// ------------------------------------------------------------------------------------ seed units

/**
 * The seed units of situations built in TypeScript (the generated ones, CC:P's): the one unit builder of
 * seeds.ts (`buildUnit`, its printed defaults in seeds/unit-defaults.json), with the Morale pair given.
 * `extra` is the short form's other fields (`broken`, `veteran`, `weapon`, `fp`, `sides` ...).
 */
type Extra = Partial<Omit<SeedUnitSpec, 'id' | 'owner' | 'kind' | 'hex'>>;
const seedUnit = (kind: Unit['kind'], id: string, owner: Player, hex: string, morale: [number, number], extra: Extra): Unit =>
  buildUnit({ id, owner, kind, hex, ...(extra.sides ? {} : { morale }), ...extra });
/** A Squad of a seed: Morale [unbroken, broken], the rest from seeds/unit-defaults.json. */
export const squad = (id: string, owner: Player, hex: string, morale: [number, number], extra: Extra = {}): Unit => seedUnit('squad', id, owner, hex, morale, extra);
/** A Team of a seed: Morale [unbroken, broken], the rest from seeds/unit-defaults.json. */
export const team = (id: string, owner: Player, hex: string, morale: [number, number], extra: Extra = {}): Unit => seedUnit('team', id, owner, hex, morale, extra);
/** A Leader of a seed: Morale [unbroken, broken], Command on the unbroken side (0 broken, 3.3.1.2). */
export const leader = (id: string, owner: Player, hex: string, morale: [number, number], command: number, extra: Extra = {}): Unit =>
  seedUnit('leader', id, owner, hex, morale, { ...(extra.sides ? {} : { command }), ...extra });
