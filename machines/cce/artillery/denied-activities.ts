/**
 * The activities an edition's Asset Denied adds to CC:E's Artillery Denied (CC:P O23.1 Weapon Jam, O23.3
 * Abort Run): which enemy weapons may be jammed, what jamming one does, and the aircraft an Abort Run
 * removes. The chart is ./denied.ts; O23.2 Communication Disrupted is O17's Radio there.
 */
import { losFact } from '../fire/firepower';
import { losReadingsOf } from '../los';
import { opponentOf } from '../units';
import type { AssetDeniedContext } from './types';

type C = AssetDeniedContext;

/** CC:P 8: the opponent's aircraft marker, if it is in play. */
export const enemyAircraft = (c: C) => c.aircraft?.[opponentOf(c.player)];

/**
 * CC:P O23.1: "one enemy weapon within LOS of any friendly unit" — a weapon possessed by an enemy unit
 * whose hex some friendly unit has a clear or hindered LOS to (16.1; a unit sees its own hex, so a
 * weapon in a melee hex shared with a friendly unit qualifies). Sorted, so the walk's order is stable.
 */
export function jammableWeapons(c: C): string[] {
  const units = c.units ?? [];
  if (!c.map) return [];
  const view = { units, map: c.map, los: [], losReadings: losReadingsOf(c.readings ?? {}) };
  const friendly = units.filter((u) => u.owner === c.player);
  return units
    .filter((u) => u.owner !== c.player && u.weapon)
    .filter((u) => friendly.some((f) => f.hex === u.hex || (losFact(view, f.hex, u.hex)?.sight ?? 'blocked') !== 'blocked'))
    .map((u) => u.weapon!.id)
    .sort();
}

const holderOf = (c: C, weapon: string) => c.units!.find((u) => u.weapon?.id === weapon);

/** CC:P O23.1: the chosen weapon is already broken. */
export const weaponBroken = (c: C, weapon: string): boolean => holderOf(c, weapon)?.weapon?.broken === true;

/** CC:P O23.1, 5.4: "Break that weapon." */
export function breakWeapon(c: C, weapon: string): Partial<C> {
  const holder = holderOf(c, weapon)!;
  return { units: c.units!.map((u) => (u === holder ? { ...u, weapon: { ...u.weapon!, broken: true } } : u)), result: 'weapon-broken' };
}

/** CC:P O23.1, 5.4: "If it was already broken, eliminate it instead (placing it into the Weapons box of the Casualty Track)." */
export function eliminateWeapon(c: C, weapon: string): Partial<C> {
  const holder = holderOf(c, weapon)!;
  const { weapon: _gone, ...rest } = holder;
  return { units: c.units!.map((u) => (u === holder ? rest : u)), weaponsBox: [...(c.weaponsBox ?? []), weapon], result: 'weapon-eliminated' };
}

/** CC:P O23.3, 8.3: "he removes his opponent's aircraft from the map (place back in countermix)". */
export function removeEnemyAircraft(c: C): Partial<C> {
  const aircraft = { ...c.aircraft };
  delete aircraft[opponentOf(c.player)];
  return { aircraft, result: 'aircraft-removed' };
}
