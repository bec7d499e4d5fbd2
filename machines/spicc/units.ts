/**
 * Units of SPI Combat Command (The Playing Pieces, Definition of Terms): the vocabulary every spicc
 * procedure uses. The Unit Identification Table is lost (rules.json UIT: text missing), so a unit's
 * values — Attack and Defense Strength, Range Allowance, Weapon Category, class — are situation input,
 * validated here; nothing is looked up from a counter type.
 *
 * Class (PP.C1–PP.C3): "1a", "1b" (trucks), "1c" (wagons), "1d" (armored vehicles, halftracks among them),
 * "2" (Movement Allowance one: infantry, engineers, Observers), "3" (Movement Allowance zero: guns). The
 * text that defines the sub-classes of Class 1 is lost (PP.C1: partial); the letters are the ones the
 * surviving rules use ("Class 1a and 1 b (Truck) units", "Class 1c (Wagon) units", "Class 1d vehicles").
 */
import type { MachineInput } from '../core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../core/validate';
import { distance, parseHex } from '../core/hex';
import { greaterThan } from '../core/derivation';
import { invalid } from '../core/errors';

export const SIDES = ['us', 'german'] as const;
export type Side = (typeof SIDES)[number];

export const CLASSES = ['1a', '1b', '1c', '1d', '2', '3'] as const;
export type UnitClass = (typeof CLASSES)[number];

/** Definition of Terms: "Weapon Category refers to the type of shell which the unit fires" (AP, HE, RF). */
export const WEAPONS = ['AP', 'HE', 'RF'] as const;
export type Weapon = (typeof WEAPONS)[number];

/**
 * The kinds of unit the rules single out by name (CRE.D's permanent dispersal of U.S. "Infantry,
 * Armored Infantry and Engineer units", CB.1.i's Observers, CB.2.a's Wespe and M-7, CB.2.d's halftracks,
 * CB.3.b's Engineers); `other` for every other counter.
 */
export const KINDS = ['infantry', 'armored-infantry', 'engineer', 'observer', 'halftrack', 'wespe', 'm-7', 'other'] as const;
export type UnitKind = (typeof KINDS)[number];

export interface SpiccUnit {
  id: string;
  side: Side;
  class: UnitClass;
  kind: UnitKind;
  /** Stacking Points: a platoon (or battery) 1, a company 2 (Definition of Terms). */
  size: 1 | 2;
  attack: number;
  defense: number;
  range: number;
  /** Movement Allowance: one for Class 2, zero for Class 3, more for Class 1 (PP.C1–PP.C3). */
  movement: number;
  /** Absent for a weaponless unit (an Observer, a truck). */
  weapon?: Weapon;
  hex: string;
  dispersed: boolean;
  dugIn: boolean;
  passenger: boolean;
  /** CB.B: the unit has used its Attack Strength in this Friendly Player-Turn. */
  attacked: boolean;
}

export type SpiccInput<S> = MachineInput<S>;

/** WE.C: "the only Armored Targets in the game are these Class 1d vehicles". */
export const isArmoredTarget = (u: SpiccUnit): boolean => u.class === '1d';

/** CRE.D: "U.S. Infantry, Armored Infantry and Engineer units never recover from being dispersed." */
export const dispersalIsPermanent = (u: SpiccUnit): boolean => u.side === 'us' && (u.kind === 'infantry' || u.kind === 'armored-infantry' || u.kind === 'engineer');

/** A unit of the situation, validated; the values the lost Unit Identification Table would give are required. */
export function parseUnit(raw: unknown, path: string): SpiccUnit {
  const keys = ['id', 'side', 'class', 'kind', 'size', 'attack', 'defense', 'range', 'movement', 'weapon', 'hex', 'dispersed', 'dugIn', 'passenger', 'attacked'];
  const o = obj(raw, path, keys, ['id', 'side', 'class', 'kind', 'size', 'attack', 'defense', 'range', 'movement', 'hex']);
  const u: SpiccUnit = {
    id: str(o.id, `${path}.id`),
    side: oneOf(o.side, `${path}.side`, SIDES),
    class: oneOf(o.class, `${path}.class`, CLASSES, 'PP'),
    kind: oneOf(o.kind, `${path}.kind`, KINDS),
    size: int(o.size, `${path}.size`, 1, 2, 'DT') as 1 | 2,
    attack: int(o.attack, `${path}.attack`, 0, 99, 'DT'),
    defense: int(o.defense, `${path}.defense`, 0, 99, 'DT'),
    range: int(o.range, `${path}.range`, 0, 99, 'DT'),
    movement: int(o.movement, `${path}.movement`, 0, 99, 'DT'),
    hex: str(o.hex, `${path}.hex`),
    dispersed: bool(o.dispersed, `${path}.dispersed`, false),
    dugIn: bool(o.dugIn, `${path}.dugIn`, false),
    passenger: bool(o.passenger, `${path}.passenger`, false),
    attacked: bool(o.attacked, `${path}.attacked`, false),
  };
  parseHex(u.hex, `${path}.hex`);
  const classMovement = u.class === '2' ? [1, 1, 'PP.C2', 'one'] : u.class === '3' ? [0, 0, 'PP.C3', 'zero'] : [2, 99, 'PP.C1', 'greater than one'];
  if (u.movement < (classMovement[0] as number) || u.movement > (classMovement[1] as number)) invalid(`${path}.movement`, `a Movement Allowance of ${classMovement[3]} for a Class ${u.class} unit`, u.movement, classMovement[2] as string);
  // ST.BD: "Class 3 units are only available in platoon-sized counters".
  if (u.class === '3' && u.size === 2) invalid(`${path}.size`, '1: "Class 3 units are only available in platoon-sized counters"', 2, 'ST.BD');
  if (o.weapon !== undefined) u.weapon = oneOf(o.weapon, `${path}.weapon`, WEAPONS, 'DT');
  return u;
}

export function parseUnits(raw: unknown, path: string): SpiccUnit[] {
  return uniqueIds(
    arr(raw, path, 1).map((u, i) => parseUnit(u, `${path}[${i}]`)),
    path,
  );
}

/** ST, ST.B: a side's Stacking Points: platoon 1, company 2; units being transported and Observers have none. */
export const stackingPoints = (units: readonly SpiccUnit[]): number => units.filter((u) => !u.passenger && u.kind !== 'observer').reduce((n, u) => n + u.size, 0);

/** CB.1.k, AS.B: a unit of `side` in `hex` that may spot there (not dispersed, not a passenger). */
export const spotterIn = (units: readonly SpiccUnit[], side: Side, hex: string): boolean => units.some((u) => u.hex === hex && u.side === side && !u.dispersed && !u.passenger);

/** CB.1.j, AS.B: a unit of the stack in `hex` (not of `attacker`, no passenger) that the attack leaves out. */
export const stackLeftOut = (units: readonly SpiccUnit[], attacker: Side, hex: string, targets: readonly string[]): boolean =>
  units.some((u) => u.hex === hex && u.side !== attacker && !u.passenger && !targets.includes(u.id));

/** ST, ST.B, ST.C: a Player's Stacking Points in a hex, Wreck markers included (the units listed, of `side`, in `hex`). */
export const hexStackingPoints = (units: readonly SpiccUnit[], side: Side, hex: string, wrecks: Readonly<Record<string, number>>): number =>
  stackingPoints(units.filter((u) => u.hex === hex && u.side === side)) + (wrecks[hex] ?? 0);

/** ZOC: "The six hexagons surrounding a unit, and the hex that the unit occupies": the units of `side` whose Zone covers `hex`. */
export const zonesOfControlAt = (units: readonly SpiccUnit[], side: Side, hex: string): SpiccUnit[] =>
  units.filter((u) => u.side === side && !greaterThan(distance(parseHex(hex, 'hex'), parseHex(u.hex, 'hex')), 1, 'ZOC'));

/** ST, ST.A: "as many as six Stacking Points of units per hexagon", for each Player, "at all times". */
export const STACKING_LIMIT = 6;
