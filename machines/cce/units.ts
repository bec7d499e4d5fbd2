/**
 * Units and their current stats (CC:E 3, 3.1, 3.2, 3.3.1.2, 13.2, E44.1, F106.1, T78.3).
 *
 * A unit is a counter with two sides (3.2.1): its `sides.unbroken` and `sides.broken` stats. Its
 * *current* value of a stat is the printed value of the side it shows, modified by what is around it.
 * This module is the one implementation of current Morale (and of the Command bonus it includes);
 * every procedure calls it.
 */
import { invalid, OracleError } from '../core/errors';
import { distance, parseHex } from '../core/hex';
import { type HexsideFeature, impassableBecause, type LocalMap, validateLocalMap } from '../core/map';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../core/validate';
import { bestCover, type CoverOptions, coverTerms, hasWire, KNOWN_TERRAIN } from './terrain';
import { derive, sumTerms, term, type Derivation, type Term, declareTerms } from '../core/derivation';

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
  /** 3.1.6: the FP is printed in a box (+1 in Melee, O16.4.1). Optional; absent = false. */
  boxedFp?: boolean;
  /** A39: the Movement is printed in a box (Smoke Grenades). Optional; absent = false. */
  boxedMovement?: boolean;
  /** A40: the Range is printed in a box (Spray Fire). Optional; absent = false. */
  boxedRange?: boolean;
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
  /** E58.1: a Hero (a Leader worth 0 VP when eliminated). Optional; absent = false. */
  hero?: boolean;
  /** 11: the Weapon this unit possesses, if any (at most one, 11.2). Optional. */
  weapon?: Weapon;
  /** A37 Marksmanship ("a firing Squad or Team of the indicated nationality"): the unit's nation. Optional. */
  nationality?: Nationality;
  /**
   * CC:P 3.3.3 a), 3.3.4 a): a Leader "Having no actual command number" — a Scout ("M") or a Sogeki Hei. It
   * adds to no unit's stats (commandTerms) and leads no group as other Leaders do (activation:
   * machines/cce/fire/guards.ts). Only CC:P situations hold it (CC:E's parser refuses the field). Optional;
   * absent = an ordinary unit.
   */
  independent?: 'scout' | 'sogeki-hei';
}

/** The nations of CC:E's three decks (A37: a card's "indicated nationality"; A38 No Quarter). */
export const NATIONALITIES = ['germany', 'russia', 'america'] as const;
export type Nationality = (typeof NATIONALITIES)[number];

/** 11: Weapon kinds that rules single out: MG (A41), Mortar (O20.2.2, T99), one-use and Cover-0 Weapons (11.6). */
export const WEAPON_TYPES = ['mg', 'mortar', 'flamethrower', 'satchel', 'molotov', 'other'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];

/** A Weapon counter (11): printed FP and Range, white band (Ordnance, 11.5), Smoke capability, boxed Range (A40), Mortar minimum range. */
export interface Weapon {
  id: string;
  type: WeaponType;
  fp: number;
  range: number;
  /** O20.2.2: a Mortar's minimum range (e.g. 2 on a "2-14" Range). */
  minRange?: number;
  /** 11.5, O20.2: stats in a white band: Ordnance (Targeting Roll, never in a Fire Group, no Command). */
  ordnance: boolean;
  /** O20.2.1: the Weapon may fire Smoke. */
  smoke: boolean;
  /** A40: a boxed Range (Spray Fire). */
  boxedRange: boolean;
  broken: boolean;
  /** 11.1, O21: a printed negative Movement modifier for the unit possessing it (e.g. -1). Optional; absent = 0. */
  movement?: number;
  /** A26: the FP is printed in a box (Assault Fire). Optional; absent = false. */
  boxedFp?: boolean;
  /** 11.4: the Random Hex numbers printed on its broken side that Fix or eliminate it (counter data). Optional: needed when it breaks in a frame (E63). */
  fix?: [number, number];
  elim?: [number, number];
}

/** 11.4: a Fix or Elim range printed on a Weapon's broken side, as `[lowest, highest]` Random Hex numbers. */
export function parseWeaponRange(raw: unknown, path: string): [number, number] {
  const a = arr(raw, path, 2);
  if (a.length !== 2) invalid(path, 'two numbers [lowest, highest]', raw, '11.4');
  const lo = int(a[0], `${path}[0]`, 1, 99, '11.4');
  return [lo, int(a[1], `${path}[1]`, lo, 99, '11.4')];
}

export function parseWeapon(raw: unknown, path: string): Weapon {
  const o = obj(raw, path, ['id', 'type', 'fp', 'range', 'minRange', 'ordnance', 'smoke', 'boxedRange', 'broken', 'movement', 'boxedFp', 'fix', 'elim'], ['id', 'type', 'fp', 'range']);
  const w: Weapon = {
    id: str(o.id, `${path}.id`),
    type: oneOf(o.type, `${path}.type`, WEAPON_TYPES, '11'),
    fp: int(o.fp, `${path}.fp`, 0, 20, '11'),
    range: int(o.range, `${path}.range`, 1, 30, '11'),
    ordnance: bool(o.ordnance, `${path}.ordnance`, false),
    smoke: bool(o.smoke, `${path}.smoke`, false),
    boxedRange: bool(o.boxedRange, `${path}.boxedRange`, false),
    broken: bool(o.broken, `${path}.broken`, false),
  };
  if (o.minRange !== undefined) {
    if (w.type !== 'mortar') invalid(`${path}.minRange`, 'absent: only Mortars have a minimum range', o.minRange, 'O20.2.2');
    w.minRange = int(o.minRange, `${path}.minRange`, 1, w.range, 'O20.2.2');
  }
  if (o.movement !== undefined) w.movement = int(o.movement, `${path}.movement`, -5, 0, '11.1');
  if (o.boxedFp !== undefined) w.boxedFp = bool(o.boxedFp, `${path}.boxedFp`);
  if (o.fix !== undefined) w.fix = parseWeaponRange(o.fix, `${path}.fix`);
  if (o.elim !== undefined) w.elim = parseWeaponRange(o.elim, `${path}.elim`);
  if (w.smoke && !w.ordnance) invalid(`${path}.smoke`, 'false unless the Weapon is Ordnance (white band)', w.smoke, 'O20.2.1');
  return w;
}

export interface Situation {
  units: Unit[];
  map: LocalMap;
}

/** Hex ids as printed on the maps: a letter and a number (2.1). */
export const HEX_ID = /^[A-Z][1-9][0-9]?$/;

const SIDE_FIELDS = ['morale', 'fp', 'range', 'movement', 'command', 'boxedFp', 'boxedMovement', 'boxedRange'] as const;

function parseSide(raw: unknown, path: string, kind: UnitKind): UnitSide {
  const o = obj(raw, path, SIDE_FIELDS, kind === 'leader' ? ['morale'] : ['morale']);
  const side: UnitSide = { morale: int(o.morale, `${path}.morale`, 0, 12, '3.1.4') };
  if (o.fp !== undefined) side.fp = int(o.fp, `${path}.fp`, 0, 20, '3.1.1');
  if (o.boxedFp !== undefined) side.boxedFp = bool(o.boxedFp, `${path}.boxedFp`);
  if (o.boxedMovement !== undefined) side.boxedMovement = bool(o.boxedMovement, `${path}.boxedMovement`);
  if (o.boxedRange !== undefined) side.boxedRange = bool(o.boxedRange, `${path}.boxedRange`);
  if (o.range !== undefined) side.range = int(o.range, `${path}.range`, 0, 20, '3.1.2');
  if (o.movement !== undefined) side.movement = int(o.movement, `${path}.movement`, 0, 10, '3.1.3');
  if (o.command !== undefined) {
    if (kind !== 'leader') invalid(`${path}.command`, 'absent: only Leaders have Command', o.command, '3.1.5');
    side.command = int(o.command, `${path}.command`, 0, 6, '3.1.5');
  }
  return side;
}

export function parseUnit(raw: unknown, path: string): Unit {
  const o = obj(raw, path, ['id', 'owner', 'kind', 'hex', 'broken', 'suppressed', 'veteran', 'sides', 'hero', 'weapon', 'nationality'], ['id', 'owner', 'kind', 'hex', 'sides']);
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
  if (o.hero !== undefined) {
    unit.hero = bool(o.hero, `${path}.hero`);
    if (unit.hero && kind !== 'leader') invalid(`${path}.hero`, 'false unless the unit is a Leader (Heroes are Leaders)', o.hero, 'E58.1');
  }
  if (o.weapon !== undefined) unit.weapon = parseWeapon(o.weapon, `${path}.weapon`);
  if (o.nationality !== undefined) unit.nationality = oneOf(o.nationality, `${path}.nationality`, NATIONALITIES, 'A37');
  if (kind === 'leader' && unit.sides.unbroken.command === undefined) {
    invalid(`${path}.sides.unbroken.command`, 'a Command value for a Leader', undefined, '3.1.5');
  }
  return unit;
}

/**
 * The units and the map they stand on. Every unit's hex must be listed (no silent Open Ground) and may
 * not be impassable (T79, T98; `impassable`: the edition's, CC:P's Water Barrier being "No longer impassable", T99).
 * Terrain names are CC:E's (terrain.ts) unless an edition's parser gives its own.
 */
export function parseSituationUnits(raw: Record<string, unknown>, path: string, terrain: readonly string[] = KNOWN_TERRAIN, impassable: (map: LocalMap, hex: string, mapPath: string) => { rule: string; why: string } | undefined = impassableBecause, hexsideFeatures?: readonly HexsideFeature[]): Situation {
  const units = uniqueIds(arr(raw.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  // hexsideFeatures: the ruleset's (CC:P: the Road, Trail and Bridge depictions); absent, CC:E's.
  const map = validateLocalMap(raw.map, `${path}.map`, { terrain, ...(hexsideFeatures ? { hexsideFeatures } : {}) });
  units.forEach((u, i) => {
    if (!map.hexes[u.hex]) invalid(`${path}.units[${i}].hex`, `a hex listed in ${path}.map.hexes`, u.hex, '2.1');
    const why = impassable(map, u.hex, `${path}.map`);
    if (why) throw new OracleError({ code: 'invalid-map', path: `${path}.units[${i}].hex`, expected: `a hex a unit may occupy, not one that is ${why.why}`, actual: u.hex, rule: why.rule });
  });
  return { units, map };
}

/**
 * O14.1, E58.1: may this unit be activated by an Order, given the units already activated this Turn?
 * Once per Turn, except a Hero, who "may be activated more than once per Turn". Every Order that
 * activates units calls this (the Turn, the Artillery Request's Spotter).
 */
export const mayBeActivated = (u: Pick<Unit, 'id' | 'hero'>, activatedThisTurn: readonly string[]): boolean => !activatedThisTurn.includes(u.id) || u.hero === true;

/** E58.1: the unit is a Hero already activated this Turn, whom an Order activates again. */
export const isHeroActivatedAgain = (u: Pick<Unit, 'id' | 'hero'> | undefined, activatedThisTurn: readonly string[]): boolean => u?.hero === true && activatedThisTurn.includes(u.id);

/** O22.1: the player has "at least one broken and/or Suppressed unit in play". */
export const hasUnitToRecover = (s: Pick<Situation, 'units'>, player: Player): boolean => s.units.some((u) => u.owner === player && (u.broken || u.suppressed));

/** O23.1: "the chosen player has at least one broken unit in play [3.2]" — the units that will roll (O23.2). */
export const hasUnitToRout = (s: Pick<Situation, 'units'>, player: Player): boolean => s.units.some((u) => u.owner === player && u.broken);

export const sideOf = (u: Unit): UnitSide => (u.broken ? u.sides.broken : u.sides.unbroken);

/**
 * A Leader's current Command. 3.1.5 prints it on the counter; the hint in O20.3.4 says "a broken Leader
 * has a Command of 0". Reading `cce.broken-leader-command` decides which applies to a broken Leader.
 */
export function currentCommand(leader: Unit, brokenLeaderCommand: 'zero' | 'printed'): number {
  if (leader.kind !== 'leader' || leader.independent) return 0;
  if (!leader.broken) return leader.sides.unbroken.command ?? 0;
  return brokenLeaderCommand === 'zero' ? 0 : (leader.sides.broken.command ?? 0);
}

/**
 * 3.3.1.1: the hex is within the Leader's Command Radius ("counted in hexes radiating outward from that
 * Leader's hex": a "0" Command Leader covers its own hex) — its current Command (currentCommand).
 */
export const withinCommandRadius = (leader: Unit, hex: string, brokenLeaderCommand: 'zero' | 'printed'): boolean =>
  distance(parseHex(leader.hex, 'leader.hex'), parseHex(hex, 'hex')) <= currentCommand(leader, brokenLeaderCommand);

/**
 * 3.3.1.1: units activated together are a Leader's group — an unbroken Leader among them with every other
 * one within his Command Radius (withinCommandRadius). One unit alone needs no Leader.
 */
export const ledByLeader = (group: readonly Unit[], brokenLeaderCommand: 'zero' | 'printed'): boolean =>
  group.length === 1 || group.some((l) => l.kind === 'leader' && !l.broken && group.every((u) => u === l || withinCommandRadius(l, u.hex, brokenLeaderCommand)));

/** 3.3.1.2: the Command of every friendly Leader in the hex, added to Squads and Teams only. */
export function commandBonus(unit: Unit, units: readonly Unit[], brokenLeaderCommand: 'zero' | 'printed'): number {
  return sumTerms(commandTerms(unit, units, brokenLeaderCommand));
}

/**
 * 3.3.1.2 as terms: one per friendly Leader in the hex (none for a Leader: "Leaders can never affect
 * themselves or other Leaders"), none for a CC:P Scout or Sogeki Hei, which "cannot increase the stats of
 * friendly units and weapons it is stacked with" (3.3.3 a, 3.3.4 a).
 */
export function commandTerms(unit: Unit, units: readonly Unit[], brokenLeaderCommand: 'zero' | 'printed'): Term[] {
  if (unit.kind === 'leader') return [];
  return units
    .filter((l) => l.kind === 'leader' && !l.independent && l.owner === unit.owner && l.hex === unit.hex && l.id !== unit.id)
    .map((l) => term(currentCommand(l, brokenLeaderCommand), '3.3.1.2', `Command of ${l.id}`));
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
  return moraleDerivation(unit, situation, brokenLeaderCommand, cover).total;
}

/** The printed Morale of the side shown (3.1.4): the base of every current Morale. */
const printedMoraleTerm = (unit: Unit): Term => term(sideOf(unit).morale, '3.1.4', `${unit.broken ? 'broken' : 'unbroken'} side`);

/** The printed Morale alone, as a derivation: for a reading that compares a roll with it (cce.commissar-morale = printed). */
export const printedMoraleDerivation = (unit: Unit): Derivation => derive(printedMoraleTerm(unit), []);

/** Current Morale as a derivation (machines/core/derivation.ts): the one computation currentMorale sums. */
export function moraleDerivation(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed', cover: CoverOptions | number = {}): Derivation {
  const hex = situation.map.hexes[unit.hex];
  return derive(printedMoraleTerm(unit), [
    ...(typeof cover === 'number' ? [term(cover, 'T78.3', 'Cover set by the attack')] : coverTerms(hex, cover)),
    ...commandTerms(unit, situation.units, brokenLeaderCommand),
    unit.veteran && term(1, 'E44.1', 'Veteran'),
    unit.suppressed && term(-1, '13.2', 'Suppressed'),
    hasWire(hex) && term(-1, 'F106.1', 'Wire'),
  ]);
}

/**
 * The modifiers of a unit's own FP and Range (3.3.1.2 Command, E44.1 Veteran +1, 13.2 Suppressed −1,
 * F106.1 Wire −1), as terms: one list for currentFirepower and the Fire procedure's FP and Range.
 */
export function unitModifierTerms(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed'): Term[] {
  const hex = situation.map.hexes[unit.hex];
  return [
    ...commandTerms(unit, situation.units, brokenLeaderCommand),
    ...(unit.veteran ? [term(1, 'E44.1', 'Veteran')] : []),
    ...(unit.suppressed ? [term(-1, '13.2', 'Suppressed')] : []),
    ...(hex && hasWire(hex) ? [term(-1, 'F106.1', 'Wire')] : []),
  ];
}

/**
 * Current FP: the printed FP of the side shown (3.1.1) + Command (3.3.1.2) + 1 if Veteran (E44.1) − 1 if
 * Suppressed (13.2) − 1 in Wire (F106.1). Weapons are not included (O16.4.1 and O20.3 add them apart).
 * No rule sets a floor, so a broken FP-0 Leader in Wire has −1 (used as is). Throws if the side shown
 * states no FP: a procedure that needs FP validates it when parsing (3.1.1).
 */
export function currentFirepower(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed'): number {
  return firepowerDerivation(unit, situation, brokenLeaderCommand).total;
}

/** Current FP as a derivation. */
export function firepowerDerivation(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed'): Derivation {
  const fp = sideOf(unit).fp;
  if (fp === undefined) throw new RangeError(`currentFirepower: unit ${unit.id} states no FP on its ${unit.broken ? 'broken' : 'unbroken'} side`);
  return derive(term(fp, '3.1.1', `${unit.broken ? 'broken' : 'unbroken'} side`), unitModifierTerms(unit, situation, brokenLeaderCommand));
}

/**
 * Current Movement (O21, 3.1.3): the printed Movement of the side shown + Command of the friendly Leaders
 * in its hex (3.3.1.2) + 1 if Veteran (E44.1) − 1 if Suppressed (13.2) + its Weapon's negative Movement
 * modifier (11.1). Wire does not change Movement (F106.1); the Road bonus (T93) lasts one Move Order and
 * is added by the Move procedure. Throws if the side shown states no Movement (validate when parsing).
 */
export function currentMovement(unit: Unit, situation: Situation, brokenLeaderCommand: 'zero' | 'printed'): number {
  const mp = sideOf(unit).movement;
  if (mp === undefined) throw new RangeError(`currentMovement: unit ${unit.id} states no Movement on its ${unit.broken ? 'broken' : 'unbroken'} side`);
  return mp + commandBonus(unit, situation.units, brokenLeaderCommand) + (unit.veteran ? 1 : 0) - (unit.suppressed ? 1 : 0) + (unit.weapon?.movement ?? 0);
}

// Ablation (core/derivation.ts declaredTermRules): the Command, Cover set by an attack, Veteran, Suppressed and Wire terms of FP and Morale (the Cover table's own terms: terrain.ts).
declareTerms('cce', ['3.3.1.2', 'T78.3', 'E44.1', '13.2', 'F106.1']);
