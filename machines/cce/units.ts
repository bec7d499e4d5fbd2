/**
 * Units and their current stats (CC:E 3, 3.1, 3.2, 3.3.1.2, 13.2, E44.1, F106.1, T78.3).
 *
 * A unit is a counter with two sides (3.2.1): its `sides.unbroken` and `sides.broken` stats. Its
 * *current* value of a stat is the printed value of the side it shows, modified by what is around it.
 * This module is the one implementation of current Morale (and of the Command bonus it includes);
 * every procedure calls it.
 */
import { invalid, OracleError } from '../core/errors';
import { impassableBecause, type LocalMap, validateLocalMap } from '../core/map';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../core/validate';
import { bestCover, type CoverOptions, hasWire, KNOWN_TERRAIN } from './terrain';

export const PLAYERS = ['axis', 'allied'] as const;
export type Player = (typeof PLAYERS)[number];
export const opponentOf = (p: Player): Player => (p === 'axis' ? 'allied' : 'axis');

/** 3: one figure is a Leader, two a Team, four a Squad. */
export const UNIT_KINDS = ['squad', 'team', 'leader'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export interface UnitSide {
  morale: number;
  fp?: number;
  range?: number;
  movement?: number;
  /** Leaders only (3.1.5). */
  command?: number;
}

export interface Unit {
  id: string;
  owner: Player;
  kind: UnitKind;
  hex: string;
  broken: boolean;
  suppressed: boolean;
  veteran: boolean;
  sides: { unbroken: UnitSide; broken: UnitSide };
}

export interface Situation {
  units: Unit[];
  map: LocalMap;
}

/** Hex ids as printed on the maps: a letter and a number (2.1). */
export const HEX_ID = /^[A-Z][1-9][0-9]?$/;

const SIDE_FIELDS = ['morale', 'fp', 'range', 'movement', 'command'] as const;

function parseSide(raw: unknown, path: string, kind: UnitKind): UnitSide {
  const o = obj(raw, path, SIDE_FIELDS, kind === 'leader' ? ['morale'] : ['morale']);
  const side: UnitSide = { morale: int(o.morale, `${path}.morale`, 0, 12, '3.1.4') };
  if (o.fp !== undefined) side.fp = int(o.fp, `${path}.fp`, 0, 20, '3.1.1');
  if (o.range !== undefined) side.range = int(o.range, `${path}.range`, 0, 20, '3.1.2');
  if (o.movement !== undefined) side.movement = int(o.movement, `${path}.movement`, 0, 10, '3.1.3');
  if (o.command !== undefined) {
    if (kind !== 'leader') invalid(`${path}.command`, 'absent: only Leaders have Command', o.command, '3.1.5');
    side.command = int(o.command, `${path}.command`, 0, 6, '3.1.5');
  }
  return side;
}

export function parseUnit(raw: unknown, path: string): Unit {
  const o = obj(raw, path, ['id', 'owner', 'kind', 'hex', 'broken', 'suppressed', 'veteran', 'sides'], ['id', 'owner', 'kind', 'hex', 'sides']);
  const kind = oneOf(o.kind, `${path}.kind`, UNIT_KINDS, '3');
  const sides = obj(o.sides, `${path}.sides`, ['unbroken', 'broken'], ['unbroken', 'broken']);
  const unit: Unit = {
    id: str(o.id, `${path}.id`),
    owner: oneOf(o.owner, `${path}.owner`, PLAYERS),
    kind,
    hex: str(o.hex, `${path}.hex`, HEX_ID, 'a hex id such as "C7" (2.1)'),
    broken: bool(o.broken, `${path}.broken`, false),
    suppressed: bool(o.suppressed, `${path}.suppressed`, false),
    veteran: bool(o.veteran, `${path}.veteran`, false),
    sides: { unbroken: parseSide(sides.unbroken, `${path}.sides.unbroken`, kind), broken: parseSide(sides.broken, `${path}.sides.broken`, kind) },
  };
  if (kind === 'leader' && unit.sides.unbroken.command === undefined) {
    invalid(`${path}.sides.unbroken.command`, 'a Command value for a Leader', undefined, '3.1.5');
  }
  return unit;
}

/**
 * The units and the map they stand on. Every unit's hex must be listed (no silent Open Ground) and may
 * not be impassable (T79, T98). Terrain names are CC:E's (terrain.ts).
 */
export function parseSituationUnits(raw: Record<string, unknown>, path: string): Situation {
  const units = uniqueIds(arr(raw.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  const map = validateLocalMap(raw.map, `${path}.map`, { terrain: KNOWN_TERRAIN });
  units.forEach((u, i) => {
    if (!map.hexes[u.hex]) invalid(`${path}.units[${i}].hex`, `a hex listed in ${path}.map.hexes`, u.hex, '2.1');
    const why = impassableBecause(map, u.hex, `${path}.map`);
    if (why) throw new OracleError({ code: 'invalid-map', path: `${path}.units[${i}].hex`, expected: `a hex a unit may occupy, not one that is ${why.why}`, actual: u.hex, rule: why.rule });
  });
  return { units, map };
}

export const sideOf = (u: Unit): UnitSide => (u.broken ? u.sides.broken : u.sides.unbroken);

/**
 * A Leader's current Command. 3.1.5 prints it on the counter; the hint in O20.3.4 says "a broken Leader
 * has a Command of 0". Reading `cce.broken-leader-command` decides which applies to a broken Leader.
 */
export function currentCommand(leader: Unit, brokenLeaderCommand: 'zero' | 'printed'): number {
  if (leader.kind !== 'leader') return 0;
  if (!leader.broken) return leader.sides.unbroken.command ?? 0;
  return brokenLeaderCommand === 'zero' ? 0 : (leader.sides.broken.command ?? 0);
}

/** 3.3.1.2: the Command of every friendly Leader in the hex, added to Squads and Teams only. */
export function commandBonus(unit: Unit, units: readonly Unit[], brokenLeaderCommand: 'zero' | 'printed'): number {
  if (unit.kind === 'leader') return 0; // "Leaders can never affect themselves or other Leaders"
  return units
    .filter((l) => l.kind === 'leader' && l.owner === unit.owner && l.hex === unit.hex && l.id !== unit.id)
    .reduce((sum, l) => sum + currentCommand(l, brokenLeaderCommand), 0);
}

/**
 * Current Morale: the printed Morale of the side shown (3.1.4) + the hex's best Cover (T78.3) + Command
 * (3.3.1.2) + 1 if Veteran (E44.1) − 1 if Suppressed (13.2) − 1 in Wire (F106.1).
 *
 * `cover` adapts the Cover term to an attack: options for bestCover (Fortification Cover against Mortars
 * and Artillery, a crossed Wall or Hedge), or a fixed number where a rule sets Cover outright (Mines
 * attack with Cover 0, F103.2; Flamethrower and Molotov, 11.6).
 */
export function currentMorale(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed', cover: CoverOptions | number = {}): number {
  const hex = situation.map.hexes[unit.hex];
  return (
    sideOf(unit).morale +
    (typeof cover === 'number' ? cover : bestCover(hex, cover)) +
    commandBonus(unit, situation.units, brokenLeaderCommand) +
    (unit.veteran ? 1 : 0) -
    (unit.suppressed ? 1 : 0) -
    (hasWire(hex) ? 1 : 0)
  );
}
