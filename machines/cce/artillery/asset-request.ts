/**
 * What an Asset Request edition (CC:P O24) adds to CC:E's Artillery Request: the leader Communication
 * Restored activates (O24.2), the melee-hex limit on the SR (O24.3.1, 19.1), Weapon Repair (O24.6) and
 * Illumination (O24.7, 7.1, 18.5: at night, the SR's Accuracy and drift, then a starshell) and Communication
 * Established (O24.1, 18.4: by day, a roll on the Radio Table the situation states). The
 * chart is ./machine.ts; the edition's switch is ./edition.ts `assetRequest`.
 */
import { mayBeActivated } from '../units';
import { impactArea } from './drift';
import { eligibleSpotter, unitById, view } from './rules';
import type { ArtilleryContext, RadioTableItem } from './types';

type C = ArtilleryContext;

/** CC:P O24.2: "one of his unbroken, unsuppressed leaders (only)", not yet activated: the spotter's conditions (O24.3). */
export const leaderEligible = (c: C, id: string): boolean => eligibleSpotter(c, id);

export function activateLeader(c: C, id: string): Partial<C> {
  return { activatedThisTurn: c.activatedThisTurn.includes(id) ? c.activatedThisTurn : [...c.activatedThisTurn, id] };
}

/** 19.1: a hex holding units of both sides is a melee hex. */
const isMeleeHex = (c: C, hex: string): boolean => {
  const owners = new Set(c.situation.units.filter((u) => u.hex === hex).map((u) => u.owner));
  return owners.size > 1;
};

/** CC:P O24.3.1: "The SR cannot be placed in or adjacent to a melee hex". */
export const spotClearOfMelee = (c: C, hex: string): boolean => !impactArea(c.situation.map.geometry, hex).some((h) => isMeleeHex(c, h));

/** CC:P O24.6: "one of his unbroken, unsuppressed units possessing a broken weapon (only)", which may be activated (O20.1). */
export function weaponRepairable(c: C, id: string): boolean {
  const u = unitById(c, id);
  return !!u && u.owner === c.player && !u.broken && !u.suppressed && u.weapon?.broken === true && mayBeActivated(u, c.activatedThisTurn);
}

/** CC:P O24: "Weapon Repair may only be chosen if he has a broken weapon in play" (and, O24.6, a unit to activate for it). */
export const mayRepairWeapon = (c: C): boolean => c.edition?.assetRequest === true && c.situation.units.some((u) => weaponRepairable(c, u.id));

/** CC:P O24.6: the unit is activated and "flips that broken weapon back over to its unbroken side". */
export function repairWeapon(c: C, id: string): Partial<C> {
  const units = c.situation.units.map((u) => (u.id === id ? { ...u, weapon: { ...u.weapon!, broken: false } } : u));
  return { situation: { ...c.situation, units }, ...activateLeader(c, id), repaired: u(c, id), result: 'weapon-repaired' };
}

const u = (c: C, id: string): string => unitById(c, id)!.weapon!.id;

// ----------------------------------------------------------------------------------- O24.7 Illumination

/** CC:P 18: night rules are in effect (the situation's `night`). */
export const nightRules = (c: C): boolean => c.situation.night !== undefined;

/** CC:P O24: "Illumination may only be chosen if night rules [18] are in effect" (18.5), with a leader to activate (O24.7). */
export const mayIlluminate = (c: C): boolean => c.edition?.assetRequest === true && nightRules(c) && c.situation.units.some((u) => leaderEligible(c, u.id));

/** CC:P O24.7: "he activates one of his unbroken, unsuppressed leaders (only)"; a) the SR goes "into any hex within LOS of the activated leader". */
export function activateIlluminator(c: C, id: string): Partial<C> {
  return { ...activateLeader(c, id), spotter: id, spotterHex: unitById(c, id)!.hex, illumination: true };
}

/** CC:P O24.7 c) "place a starshell marker [7] in the hex into which the SR drifts"; d) "remove the SR from the map". 15.1 sets no limit on starshells in a hex. */
export function placeStarshell(c: C, hex: string): Partial<C> {
  const night = c.situation.night!;
  return { situation: { ...c.situation, night: { starshells: [...night.starshells, hex] } }, sr: null, result: 'illuminated' };
}

/**
 * The situation the Accuracy roll (O24.3.2, O24.7 b) reads its Hindrance from. Reading
 * ccp.night-hindrance-accuracy (digest 004 ambiguity 18): `applies` keeps the night, whose 18.3 Hindrance
 * (unless 7.2 illuminates the SR's hex) lowers the roll as any Hindrance does (16.3.1); `not-applies` reads
 * the roll by day.
 */
export function accuracyView(c: C): ReturnType<typeof view> {
  const v = view(c);
  if (c.readings['ccp.night-hindrance-accuracy'] !== 'not-applies' || v.night === undefined) return v;
  const { night: _night, ...day } = v;
  return day;
}

// ----------------------------------------------------------------------- O24.1 Communication Established

/**
 * CC:P O24: "Communication Established may only be chosen if the active player has no radio or artillery
 * denied marker in his Artillery Box and night rules [18] are not in effect" (18.4), with a leader to
 * activate (O24.1). The Radio Table must be stated (the oracle's parser asks for it whenever this could hold).
 */
export const mayEstablishCommunication = (c: C): boolean =>
  c.edition?.assetRequest === true && c.radioTable !== undefined && !nightRules(c) && c.radios[c.player] === undefined && !(c.deniedMarkers ?? []).includes(c.player) && c.situation.units.some((u) => leaderEligible(c, u.id));

/** CC:P O24.1 b): the column matching the roll (2-12) and the item at `index` in it. */
export const radioTableItem = (c: C, index: number): RadioTableItem | undefined => (c.radioColumn == null ? undefined : c.radioTable?.[String(c.radioColumn)]?.[index]);

/** CC:P O24.1 c): "move the VP marker a number of spaces towards his opponent as the listed VP cost of that radio – “pay” for it – then place that radio’s counter into the Artillery Box"; d) the artillery denied marker into the box instead. */
export function selectFromRadioTable(c: C, index: number): Partial<C> {
  const item = radioTableItem(c, index)!;
  const established = { roll: c.radioColumn!, selected: item, vpPaid: item === 'artillery-denied' ? 0 : item.vp };
  if (item === 'artillery-denied') return { established, deniedMarkers: [...(c.deniedMarkers ?? []), c.player], result: 'communication-established' };
  return { established, radios: { ...c.radios, [c.player]: { ...item.radio, broken: false } }, result: 'communication-established' };
}
