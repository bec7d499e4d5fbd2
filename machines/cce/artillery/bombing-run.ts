/**
 * What CC:P O24.4 Bombing Run adds to the Asset Request chart (./machine.ts, edition `assetRequest`): his
 * aircraft "flips ... to its “dive bomber” side" (no unit is activated); a) the target, a hex other than its
 * own where "the dive bomber has LOS to an enemy unit", LOS "checked as if the dive bomber occupied a level 5
 * hill [T89]" (../los.ts asIfOnHill); b) "a Targeting roll [O27.2] against the chosen hex as if the dive
 * bomber were ordnance" — ./drift.ts `accuracy`, the same Targeting arithmetic (O27.2.3: the product less the
 * Hindrance must exceed the range); c) "a 12 FP Fire Attack [O27.3] against the targeted hex" and the "12-FP"
 * row of the Fortification Vulnerability Table (O24.3.4: "each radio (and dive bomber [O24.4]) Firepower"),
 * the roll and the Defense rolls being the Impact's (./rules.ts impactRecordFor, ../fire-defense-states.ts);
 * d) the dive bomber removed to the countermix (8.3), which ends the order.
 */
import { losFact } from '../fire/firepower';
import { asIfOnHill } from '../los';
import { view } from './rules';
import type { ArtilleryContext } from './types';
import { artilleryEditionOf } from './edition';

type C = ArtilleryContext;

/** O24.4 c): "The dive bomber makes a 12 FP Fire Attack". */
export const DIVE_BOMBER_FP = 12;
/** O24.4 a): "as if the dive bomber occupied a level 5 hill [T89]". */
export const AIRCRAFT_LEVEL = 5;

/** O24: "Bombing Run ... may only be chosen if his aircraft marker is in play" (an Asset Request edition only). */
export const mayBomb = (c: C): boolean => c.edition?.assetRequest === true && c.aircraft?.[c.player] !== undefined;

/**
 * The view the dive bomber's LOS and Targeting roll are traced on: the map with its hex a level 5 hill. The
 * situation's stated LOS facts are a ground-level unit's, so none is used: the map lists the hexes between
 * (the oracle's parser checks it, oracle/procedures/ccp/asset-request.ts).
 */
export function bomberView(c: C, hex: string): ReturnType<typeof view> {
  const v = view(c);
  return { ...v, map: asIfOnHill(v.map, hex, AIRCRAFT_LEVEL), los: [] };
}

/**
 * CC:P F102.2.2 (the edition's `caves`, reading ccp.aircraft-cave): a unit inside a cave the aircraft does not see — the
 * occupants its attack would not reach ("units upslope of a cave never have LOS to units inside that cave"). CC:E: none.
 */
export function unseenByAircraft(c: C, u: { id: string; hex: string }): boolean {
  const caves = artilleryEditionOf(c).caves;
  return !!caves && !!c.caves && caves.aircraft(c.readings, c.caves, c.situation.units, u.hex).immune.includes(u.id);
}

/** O24.4 a): a hex, not the dive bomber's own, holding an enemy unit the dive bomber has LOS to. */
export function bomberSees(c: C, from: string, hex: string): boolean {
  if (hex === from || !c.situation.units.some((u) => u.hex === hex && u.owner !== c.player && !unseenByAircraft(c, u))) return false;
  const l = losFact(bomberView(c, from), from, hex);
  return !!l && l.sight !== 'blocked';
}

/** O24.4 a): every hex the dive bomber in `from` may target, in hex order. */
export function bombingTargets(c: C, from: string): string[] {
  const hexes = [...new Set(c.situation.units.filter((u) => u.owner !== c.player).map((u) => u.hex))].sort();
  return hexes.filter((h) => bomberSees(c, from, h));
}

/** O24.4: the aircraft flipped to its dive bomber side, its Fire Attack's FP and the "12-FP" Vulnerability number. */
export function flipToDiveBomber(c: C): Partial<C> {
  const hex = c.aircraft![c.player]!.hex;
  return { bombingRun: { hex, fp: DIVE_BOMBER_FP, ...(c.bomberVulnerability !== undefined ? { vulnerability: c.bomberVulnerability } : {}), target: null } };
}

/** O24.4 d), 8.3: "Remove the dive bomber from the map (placing it in the countermix). This ends the order." */
export function removeDiveBomber(c: C): Partial<C> {
  const { [c.player]: _gone, ...rest } = c.aircraft ?? {};
  return { aircraft: rest, result: 'bombing-run' };
}
