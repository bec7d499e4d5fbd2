/**
 * What CC:P O24.5 Strafing Run adds to the Asset Request chart (./machine.ts, edition `assetRequest`), beside
 * the Bombing Run (./bombing-run.ts, whose level 5 view, Fire Attack and Defense states it reuses): "he simply
 * flips his aircraft marker to its “fighter” side" (no unit is activated); a) the fighter faces "one of the
 * six compass directions" (the STRAFING_RUN event's `facing`, a hex compass direction, ../../core/hex.ts);
 * b) "a 9 FP Fire Attack [O27.3] vs each hex in a line directly in front of the fighter – in order
 * closest-to-farthest – if it has a LOS to any unit in that hex (friendly or enemy)", LOS "as if the fighter
 * occupied a level 5 hill", the line running "until the edge of the map is reached"; c) the fighter removed
 * (8.3), which ends the order. The Hindrance on that line: reading ccp.strafing-hindrance (machines/ccp/readings.ts).
 * No Fortification Vulnerability: O24.3.4 lists a number for "each radio (and dive bomber [O24.4])" only.
 * "Pull Up!" (an Air Support event during the Run cancels it): ./pull-up.ts, as the Bombing Run's. T82's Sand does not lower the fighter's attack: it
 * names the "dive bomber" (./rules.ts impactRecordFor).
 */
import { hindranceFrom, losFact } from '../fire/firepower';
import { hexId, neighbour, onMap, parseHex, type Direction } from '../../core/hex';
import { bomberView, removeDiveBomber, unseenByAircraft } from './bombing-run';
import type { ArtilleryContext } from './types';

type C = ArtilleryContext;

/** O24.5 b): "Make a 9 FP Fire Attack". */
export const FIGHTER_FP = 9;

/** O24.5 b): the hexes "in a line directly in front of the fighter", closest first, "until the edge of the map". */
export function strafingLine(c: C, from: string, facing: Direction): string[] {
  const g = c.situation.map.geometry;
  const line: string[] = [];
  for (let h = neighbour(parseHex(from, 'aircraft'), facing); onMap(g, h); h = neighbour(h, facing)) line.push(hexId(h));
  return line;
}

/** The map lists every hex of the line (its LOS, traced on the map, needs them): a facing the oracle can check. */
export const lineListed = (c: C, from: string, facing: Direction): boolean => strafingLine(c, from, facing).every((h) => c.situation.map.hexes[h] !== undefined);

/** O24.5 b): a hex of the line holding a unit (either side's) the fighter, on a level 5 hill, has LOS to. */
export function fighterSees(c: C, from: string, hex: string): boolean {
  if (!c.situation.units.some((u) => u.hex === hex && !unseenByAircraft(c, u))) return false;
  const l = losFact(bomberView(c, from), from, hex);
  return !!l && l.sight !== 'blocked';
}

/** O24.5 b): the hexes attacked, "in order closest-to-farthest". */
export const strafedHexes = (c: C, from: string, facing: Direction): string[] => strafingLine(c, from, facing).filter((h) => fighterSees(c, from, h));

/** O24.5: the aircraft flipped to its fighter side, facing `facing`; the hexes it will attack are the area. */
export function flipToFighter(c: C, facing: Direction): Partial<C> {
  const hex = c.aircraft![c.player]!.hex;
  return { bombingRun: { hex, fp: FIGHTER_FP, facing, target: null }, area: strafedHexes(c, hex, facing), attacked: [] };
}

/** O24.5 b): the next hex is the closest one not yet attacked. */
export const nextStrafedHex = (c: C): string | undefined => c.area.find((h) => !c.attacked.includes(h));

/**
 * O27.3.2 on the Strafing Run (reading ccp.strafing-hindrance): `reduced`, the fighter's FP less the largest
 * Hindrance on its level 5 LOS to the hex; `ordnance`, none (the glossary's "Any aircraft ... with a white bar").
 */
// O27.3.2's "FP to zero or less, the shot cannot be attempted" does not arise: from level 5 a mapboard
// Hindrance at a lower level does not hinder (T89.5), Smoke (at most 4) does, and aircraft are NA at night
// (18.6): 9 - 4 > 0.
export function strafingHindrance(c: C, hex: string): number {
  const b = c.bombingRun!;
  if (b.facing === undefined || c.readings['ccp.strafing-hindrance'] === 'ordnance') return 0;
  return hindranceFrom(bomberView(c, b.hex), b.hex, hex);
}

/** O24.5 c): "Remove the fighter from the map (placing it in the countermix). This ends the order." */
export const removeFighter = (c: C): Partial<C> => ({ ...removeDiveBomber(c), result: 'strafing-run' });
