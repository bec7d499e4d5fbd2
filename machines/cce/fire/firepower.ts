/**
 * Fire arithmetic (CC:E O20, 3.3.1.2, 3.3.1.3, 10.3, T88.2, E44.1, 13.2, F106): a piece's current FP and
 * Range, who may fire what, LOS facts, Fire Group FP, Hindrance, height, Targeting, the Attack Total.
 * One implementation each; the Fire machine's guards and actions call these and nothing else.
 *
 * Digest §5.B item 25 (10.3.3's "The Team's total FP is reduced by -3"): the example's firer is the Squad;
 * the Hindrance lowers the firing Squad's FP, which is what `shotFp` does — no reading needed.
 */
import { parseHex, distance, areAdjacent } from '../../core/hex';
import { isWater, levelOf } from '../../core/map';
import { ownId } from '../../core/ruleset-ids';
import type { Readings } from '../../core/readings';
import type { CoverOptions } from '../terrain';
import { hasWire } from '../terrain';
import { commandBonus, sideOf, unitModifierTerms, type Player, type Situation, type Unit, type Weapon } from '../units';
import { derive, greaterThan, ruleApplies, term, termsTotal, type Derivation, type Term, declareTerms } from '../../core/derivation';
import { ENFILADE, type FireCave, type LosFact, type NightVisibility, type Shot } from './types';
import { combineHindrances, mapLosFact, smokeOf, type TerrainLos } from '../los';

/**
 * `losReadings`: the LOS readings (machines/cce/los.ts losReadingsOf) under which LOS is computed from the map;
 * `terrainLos`: the edition's Terrain Chart LOS column it is computed with (absent: CC:E's, FireEdition.terrainLos).
 */
export type FireSituationView = Situation & { los: LosFact[]; losReadings?: Readings; night?: NightVisibility; terrainLos?: TerrainLos; caves?: FireCave[]; caveSites?: Record<string, Record<string, number>>; waterBarrier?: WaterBarrier };

/**
 * CC:P T99: a Water Barrier is "No longer impassable", so a unit may stand in one, and "No weapon of any kind may
 * fire from a water barrier hex" (`rule`: the edition's id). Absent: CC:E T98, where no unit may occupy one.
 */
export interface WaterBarrier {
  rule: string;
}

export interface Piece {
  id: string;
  unit: Unit;
  /** Absent: the unit fires itself. */
  weapon?: Weapon;
}

const blc = (r: Readings): 'zero' | 'printed' => (r['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');

/** The pieces of a unit: itself and its Weapon (11.1: a Weapon is activated with its unit). */
export const piecesOf = (u: Unit): Piece[] => (u.weapon ? [{ id: u.id, unit: u }, { id: u.weapon.id, unit: u, weapon: u.weapon }] : [{ id: u.id, unit: u }]);

export function findPiece(s: Situation, id: string): Piece | undefined {
  for (const u of s.units) for (const p of piecesOf(u)) if (p.id === id) return p;
  return undefined;
}

/** CC:P 3.3.4: a Sogeki Hei firing itself (not a Weapon it possesses). */
export const isSogekiHei = (p: Piece): boolean => !p.weapon && p.unit.independent === 'sogeki-hei';

/** 11.5 (a white band); CC:P 3.3.4 b): "A Sogeki Hei is treated as being Ordnance [5.5] for all purposes except that it is a unit and not a weapon". */
export const isOrdnance = (p: Piece): boolean => (p.weapon ? p.weapon.ordnance : isSogekiHei(p));

/** Modifiers of a unit's own FP and Range: Command (3.3.1.2), Veteran +1 (E44.1), Suppressed −1 (13.2), Wire −1 (F106.1). */
function unitModifier(u: Unit, s: Situation, r: Readings): number {
  return termsTotal(unitModifierTerms(u, s, blc(r)));
}

/** 3.3.1.3: Command adds to a Weapon without a white band carried by a non-Leader in the Leader's hex; nothing else modifies a Weapon. */
function weaponModifierTerms(p: Piece, s: Situation, r: Readings): Term[] {
  if (!p.weapon || p.weapon.ordnance) return [];
  const bonus = commandBonus(p.unit, s.units, blc(r));
  return bonus ? [term(bonus, '3.3.1.3', `Weapon Command in ${p.unit.hex}`)] : [];
}
const weaponModifier = (p: Piece, s: Situation, r: Readings): number => termsTotal(weaponModifierTerms(p, s, r));

/** A piece's FP as a base (the printed FP of its side [3.1.1] or of the Weapon [11]) and its modifiers. */
export function pieceFpTerms(p: Piece, s: Situation, r: Readings): { base: Term; terms: Term[] } {
  if (p.weapon) return { base: term(p.weapon.fp, '11', `FP of ${p.weapon.id}`), terms: weaponModifierTerms(p, s, r) };
  return { base: term(sideOf(p.unit).fp ?? 0, '3.1.1', `FP of ${p.unit.id}, ${p.unit.broken ? 'broken' : 'unbroken'} side`), terms: unitModifierTerms(p.unit, s, blc(r)) };
}

/** Current FP of a piece (3.1.1 with its modifiers). */
export function pieceFp(p: Piece, s: Situation, r: Readings): number {
  const { base, terms } = pieceFpTerms(p, s, r);
  return base.value + termsTotal(terms);
}

/** Current Range of a piece (3.1.2 with the same modifiers; an Ordnance Range is never modified, 3.3.1.3). */
export function pieceRange(p: Piece, s: Situation, r: Readings): number {
  if (p.weapon) return p.weapon.range + weaponModifier(p, s, r);
  return (sideOf(p.unit).range ?? 0) + unitModifier(p.unit, s, r);
}

/**
 * Why this piece may not fire at all, or null (11.1, 3.2.3, 13.2, 11.4, T89, T95, F106.3, A33.3). The
 * Water test is the map's one Water notion (F100.3, T78.1: a Bridge over a Stream is a Bridge hex, "not a
 * "Stream hex" (and thus not a Water hex, either)"), so a Weapon on a Bridge over a Stream fires.
 */
export function pieceCannotFire(p: Piece, s: Situation & { waterBarrier?: WaterBarrier }, opFire: boolean): { rule: string; why: string } | null {
  // CC:P A41.3 a): "Ordnance [3.3.4b & 5.5] cannot conduct Op Fire".
  if (!p.weapon) return opFire && isSogekiHei(p) ? { rule: 'A33.3', why: 'a Sogeki Hei is Ordnance and cannot Op Fire (3.3.4 b)' } : null;
  if (p.unit.broken) return { rule: '3.2.3', why: 'its unit is broken and may not fire a Weapon' };
  if (p.unit.suppressed) return { rule: '13.2', why: 'its unit is Suppressed and may not fire a Weapon' };
  if (p.weapon.broken) return { rule: '11.4', why: 'the Weapon is broken' };
  if (isWater(s.map, p.unit.hex)) {
    const terrain = s.map.hexes[p.unit.hex].terrain;
    if (terrain.includes('Marsh')) return { rule: 'T89', why: 'no Weapon may fire from a Marsh hex' };
    if (terrain.includes('Stream')) return { rule: 'T95', why: 'no Weapon may fire from a Stream hex' };
    // CC:P T97 (a terrain no CC:E map holds): "No weapon of any kind may fire from a swamp hex".
    if (terrain.includes('Swamp')) return { rule: ownId('ccp', 'T97'), why: 'no Weapon may fire from a Swamp hex' };
    // The edition's Water Barrier (FireEdition.waterBarrier: CC:P T99); CC:E's T98 is impassable.
    if (s.waterBarrier) return { rule: s.waterBarrier.rule, why: 'no Weapon may fire from a Water Barrier hex' };
    return { rule: 'T98', why: 'no unit may occupy a Water Barrier hex' };
  }
  if (hasWire(s.map.hexes[p.unit.hex])) return { rule: 'F106.3', why: 'no Weapon may be fired from a Wire hex' };
  if (opFire && p.weapon.ordnance) return { rule: 'A33.3', why: 'an Ordnance Weapon cannot Op Fire' };
  return null;
}

/**
 * The LOS fact from one hex to another: the one the situation states, else the one its map gives when
 * the map lists every hex the line meets (machines/cce/los.ts; a stated fact that contradicts the map is
 * refused when the procedure starts, checkStatedLos). A pair neither stated nor on a complete map has no LOS.
 */
export function losFact(s: FireSituationView, from: string, to: string): LosFact | undefined {
  return s.los.find((l) => l.from === from && l.to === to) ?? mapLosFact(s.map, from, to, s.losReadings ?? {}, s.terrainLos) ?? undefined;
}

export const hexDistance = (a: string, b: string): number => distance(parseHex(a, 'hex'), parseHex(b, 'hex'));

/**
 * O20.3, O20.3.1, 3.1.2, O20.2.2: this piece has LOS to the hex and it is within its Range (and beyond a
 * Mortar's minimum). Beyond its Range: O20.3.1 ("be within Range of that hex") with 3.1.2 (Range) for
 * any piece; O20.2.2 (Targeting Range) only for Ordnance, whose shot "cannot be attempted in the first place".
 * `sightFrom`: the hex the LOS is traced from, the piece's own unless a CC:P Scout spots for a mortar
 * (O27.2.5: "the LOS to the targeted hex be traced from a friendly Scout ... The Targeting roll must still
 * count the actual range from the mortar").
 */
export function pieceReaches(p: Piece, s: FireSituationView, r: Readings, target: string, sightFrom: string = p.unit.hex): { rule: string; why: string } | null {
  const d = hexDistance(p.unit.hex, target);
  if (d === 0) return { rule: 'O20.2.2', why: 'the target is its own hex' };
  const l = losFact(s, sightFrom, target);
  if (!l || l.sight === 'blocked') return { rule: '10', why: `no LOS from ${sightFrom} to ${target}` };
  if (d > pieceRange(p, s, r)) return { rule: isOrdnance(p) ? 'O20.2.2' : 'O20.3.1', why: `range ${d} is beyond its Range ${pieceRange(p, s, r)} (3.1.2)` };
  if (p.weapon?.minRange !== undefined && d < p.weapon.minRange) return { rule: 'O20.2.2', why: `range ${d} is below the Mortar's minimum ${p.weapon.minRange}` };
  return null;
}

const smokeIn = (s: Situation, hex: string): number => smokeOf(s.map.hexes[hex] ?? {});

/**
 * 10.3.1, 10.3.3, 10.3.4: the single largest Hindrance between a firing hex and the target: the stated
 * intervening Hindrance, and Smoke in the firer's own hex or in the target hex.
 */
export function hindranceFrom(s: FireSituationView, from: string, target: string): number {
  const l = losFact(s, from, target);
  return combineHindrances(l?.sight === 'hindrance' ? (l.hindrance ?? 0) : 0, smokeIn(s, from), smokeIn(s, target), nightHindrance(s, from, target));
}

/** CC:P 7.2: a starshell "illuminates its own hex as well as every hex within 2 hexes of it". */
export const STARSHELL_REACH_7_2 = 2;

/**
 * CC:P 18.3 (a night situation only): "an automatic Hindrance of X, where X is the range from the sighting
 * unit's hex to the targeted unit's hex", not cumulative with the others (combineHindrances), and "ignored in
 * its entirety if the target hex is illuminated" (7.2).
 */
export function nightHindrance(s: FireSituationView, from: string, target: string): number {
  if (!s.night) return 0;
  // One condition under 18.3: the shared code names CC:E ids, and "7.2" is a CC:E id of its own (Victory);
  // the CC:P chart cites 7.2 on the transitions that read this (machines/ccp/fire.ts CCP_FIRE_PARAGRAPHS).
  const illuminated = s.night.starshells.some((h) => hexDistance(h, target) <= STARSHELL_REACH_7_2);
  return ruleApplies('18.3', !illuminated) ? hexDistance(from, target) : 0;
}

/** O20.3.2: the largest Hindrance over every firing piece. */
export const shotHindrance = (s: FireSituationView, pieces: Piece[], target: string): number => Math.max(0, ...pieces.map((p) => hindranceFrom(s, p.unit.hex, target)));

const elevation = (s: Situation, hex: string): number => levelOf(s.map.hexes[hex]);

/**
 * T88.2: −1 if the target is higher than any one firing piece, +1 if lower than any one. Reading
 * cce.height-mixed-fire-group: `both` applies both when pieces stand above and below (net 0); `downhill`
 * gives +1 as soon as one piece fires downhill (the Fire example C) and −1 only if none does.
 */
export function heightModifier(s: Situation, pieces: Piece[], target: string, r: Readings): number {
  const t = elevation(s, target);
  const below = pieces.some((p) => elevation(s, p.unit.hex) < t) ? -1 : 0;
  const above = pieces.some((p) => elevation(s, p.unit.hex) > t) ? 1 : 0;
  if (r['cce.height-mixed-fire-group'] === 'downhill' && above) return 1;
  return below + above;
}

/** O20.3.1.2: X + Y, X the base piece's FP, Y the number of other pieces. */
export const groupFp = (baseFp: number, pieceCount: number): number => baseFp + (pieceCount - 1);

/** O20.3.1: the firing hexes form a chain of adjacent hexes. */
export function hexesChained(hexes: string[]): boolean {
  const all = [...new Set(hexes)];
  const reached = new Set([all[0]]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const h of all) if (!reached.has(h) && [...reached].some((x) => areAdjacent(parseHex(x, 'hex'), parseHex(h, 'hex')))) (reached.add(h), (grew = true));
  }
  return reached.size === all.length;
}

export interface ShotFp {
  group: number;
  height: number;
  hindrance: number;
  /** O20.3.1.2: the base piece and its FP X as its printed FP and modifiers (the group is X + the other pieces). */
  base: { piece: string; printed: Term; terms: Term[] };
}

/** O20.3.1.2, T88.2, O20.3.2 (Ordnance: no Hindrance on the Attack, 10.3.1): the FP before Actions. */
export function shotFp(s: FireSituationView, r: Readings, shot: Shot): ShotFp {
  const pieces = shot.pieces.map((id) => findPiece(s, id)!);
  const base = findPiece(s, shot.base)!;
  const ordnance = pieces.some(isOrdnance);
  const x = pieceFpTerms(base, s, r);
  return {
    group: groupFp(x.base.value + termsTotal(x.terms), pieces.length),
    height: heightModifier(s, pieces, shot.target, r),
    hindrance: ordnance ? 0 : shotHindrance(s, pieces, shot.target),
    base: { piece: base.id, printed: x.base, terms: x.terms },
  };
}

/** The names of the Fire Actions that add FP (A24.1: each +2, copies of the same Action too). */
const FP_ACTION_NAMES: Readonly<Record<string, string>> = { A27: 'Bore Sighting', A30: 'Crossfire', A34: 'Hand Grenades', A37: 'Marksmanship', A41: 'Sustained Fire' };

/**
 * The shot's final FP as a derivation (issue 16): X, the base piece's FP (O20.3.1.2: its printed FP
 * [3.1.1, 11] and modifiers [3.3.1.2, 3.3.1.3, E44.1, 13.2, F106.1]), + 1 per other piece [O20.3.1.2],
 * ± height [T88.2], − the largest Hindrance [10.3.2], + 2 per FP Action played [its rule].
 */
export function fpDerivation(f: ShotFp, actions: readonly { action: string }[]): Derivation {
  const others = otherPieces(f);
  return derive(f.base.printed, [
    ...f.base.terms,
    term(others, 'O20.3.1.2', `other piece${others === 1 ? '' : 's'} in the Fire Group (1 each)`),
    term(f.height, 'T88.2', f.height > 0 ? 'target lower (downhill)' : 'target higher (uphill)'),
    term(-f.hindrance, '10.3.2', `Hindrance ${f.hindrance}`),
    ...actionTerms(others, actions),
  ]);
}

/**
 * The FP terms of the Actions played on the shot, in play order: + 2 per FP Action [its rule]; CC:P A39 Enfilade
 * (ENFILADE) "+1 for each firing piece beyond the first", `others` (the Fire Group's Y, O27.3.1.2: "This is
 * cumulative with a Fire Group's normal bonus"), per Enfilade played (CC:P A32: "All effects of
 * consecutively-played actions are cumulative").
 */
export function actionTerms(others: number, actions: readonly { action: string }[]): Term[] {
  return actions.flatMap((a) =>
    a.action === ENFILADE ? [term(others, ENFILADE, `Enfilade: firing piece${others === 1 ? '' : 's'} beyond the first (1 each)`)] : FP_ACTION_NAMES[a.action] ? [term(2, a.action, FP_ACTION_NAMES[a.action])] : [],
  );
}

/** The other pieces of the Fire Group (O20.3.1.2's Y): its FP less the base piece's X. */
export const otherPieces = (f: ShotFp): number => f.group - (f.base.printed.value + termsTotal(f.base.terms));

export const finalFp = (f: ShotFp, actions: readonly { action: string }[]): number => fpDerivation(f, actions).total;

/**
 * The terrain whose Airbursts add 2 to a Mortar's Attack Total, each with its rule: CC:E's Woods (T99); an edition
 * gives its own (FireEdition.airbursts: CC:P's Jungle T91 and Swamp T97, ids it keeps, core/ruleset-ids.ts ownId).
 */
export type Airbursts = Readonly<Record<string, string>>;
export const CCE_AIRBURSTS: Airbursts = { Woods: 'T99' };

/** The Airburst terrain of the target hex for these pieces (a Mortar among them), if any. */
export function airburstTerrain(s: Situation, pieces: Piece[], target: string, airbursts: Airbursts = CCE_AIRBURSTS): string | undefined {
  if (!pieces.some((p) => p.weapon?.type === 'mortar')) return undefined;
  return Object.keys(airbursts).find((t) => s.map.hexes[target]?.terrain.includes(t));
}

/**
 * O20.3.3: the Attack Total, FP plus the Fire Attack Roll, + 2 for a Mortar's Airburst in Woods [T99] (or the
 * edition's terrain, `where`). CC:P 3.3.4 c) (`multiplied`): a Sogeki Hei "must, if it hits, multiply the two
 * dice on its Fire Attack roll".
 */
export function attackDerivation(fp: number, roll: { white: number; colored: number }, burst: number, where: { terrain: string; rule: string } = { terrain: 'Woods', rule: CCE_AIRBURSTS.Woods }, multiplied = false, sand: Term | null = null): Derivation {
  const dice = multiplied ? term(roll.white * roll.colored, '3.3.4', `Fire Attack Roll ${roll.white}×${roll.colored}, multiplied`) : term(roll.white + roll.colored, 'O20.3.3', `Fire Attack Roll ${roll.white}•${roll.colored}`);
  return derive(term(fp, 'O20.3.3', 'the shot\'s FP'), [dice, term(burst, where.rule, `Airburst in ${where.terrain}`), sand]);
}

/**
 * An edition's Sand (CC:P T82: "The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a
 * beach hex is always decreased by 2"): the terrain, its rule (an id the edition keeps, core/ruleset-ids.ts
 * ownId), and whether a Sogeki Hei's attack counts under the readings (it is Ordnance "for all purposes except
 * that it is a unit and not a weapon", CC:P 3.3.4 b). Absent: none (CC:E).
 */
export interface Sand {
  terrain: string;
  rule: string;
  /** Fire only: whether a Sogeki Hei's attack counts (absent: it does not). */
  sogekiHei?: (readings: Readings) => boolean;
}

/** CC:P T82: "always decreased by 2". */
export const SAND_MODIFIER = -2;

/** The Sand term of an attack Sand lowers (an ordnance weapon's, a radio's, a dive bomber's) against a hex with these facts; else null. */
export function sandAt(facts: { terrain: readonly string[] } | undefined, sand: Sand | undefined): Term | null {
  return sand && (facts?.terrain ?? []).includes(sand.terrain) ? term(SAND_MODIFIER, sand.rule, `Sand: attacking a ${sand.terrain} hex`) : null;
}

/** The Sand term of this Fire attack's Attack Total: an ordnance Weapon (or a Sogeki Hei, if the readings count it) firing at the edition's Sand terrain; else null. */
export function sandTerm(s: Situation, pieces: Piece[], target: string, readings: Readings, sand?: Sand): Term | null {
  const counts = pieces.some((p) => (p.weapon ? p.weapon.ordnance : isSogekiHei(p) && (sand?.sogekiHei?.(readings) ?? false)));
  return counts ? sandAt(s.map.hexes[target], sand) : null;
}

/** O20.2.3, 10.3.1: the product of the dice, less the largest Hindrance, must exceed the range. */
export const targetingHits = (product: number, hindrance: number, range: number): boolean => greaterThan(product - hindrance, range, 'O20.2.3');

/** T99: Woods Airbursts add 2 to the Attack Total of a Mortar (an edition's own Airburst terrain: `airbursts`). */
export function airburst(s: Situation, pieces: Piece[], target: string, airbursts?: Airbursts): number {
  return airburstTerrain(s, pieces, target, airbursts) !== undefined ? 2 : 0;
}

/**
 * The Cover rule of this attack for the defenders (T78.3, T87, T97, F101-F105, 11.6): Flamethrower or
 * Molotov sets Cover 0; Fortifications use their Mortar value against a Mortar; a Wall/Hedge counts only
 * if the shot crossed it (reading cce.wall-cover-fire-group for a Fire Group) and never against a Mortar.
 */
export function attackCover(s: FireSituationView, r: Readings, pieces: Piece[], target: string): CoverOptions | number {
  if (pieces.some((p) => p.weapon?.type === 'flamethrower' || p.weapon?.type === 'molotov')) return 0;
  const mortar = pieces.some((p) => p.weapon?.type === 'mortar');
  const crossings = pieces.map((p) => losFact(s, p.unit.hex, target)?.crosses);
  const crossed = r['cce.wall-cover-fire-group'] === 'all' ? (crossings.every((c) => c) ? crossings : []) : crossings;
  const value = Math.max(0, ...crossed.map((c) => (c === 'Wall' ? 2 : c === 'Hedge' ? 1 : 0)));
  const cover: CoverOptions = {};
  if (mortar) cover.vsMortarOrArtillery = true;
  else if (value > 0) {
    cover.hexsideCover = value;
    if (r['cce.road-reduces-hexside-cover'] === 'not-reduced') cover.hexsideIgnoresRoad = true;
  }
  return cover;
}

/** O20.3, A24: enemy units of the firing player in a hex. */
export const enemiesIn = (s: Situation, player: Player, hex: string): Unit[] => s.units.filter((u) => u.owner !== player && u.hex === hex);

/** 11.4: a Weapon breaks (flipped); a broken Weapon that breaks again is eliminated (to the Weapon box, 4.2). */
export function breakWeapon<S extends Situation = FireSituationView>(s: S, weaponId: string): { situation: S; eliminated: boolean } {
  const owner = s.units.find((u) => u.weapon?.id === weaponId);
  if (!owner?.weapon) return { situation: s, eliminated: false };
  const eliminated = owner.weapon.broken;
  const units = s.units.map((u) => {
    if (u.id !== owner.id) return u;
    if (eliminated) {
      const { weapon: _gone, ...rest } = u;
      return rest;
    }
    return { ...u, weapon: { ...owner.weapon!, broken: true } };
  });
  return { situation: { ...s, units }, eliminated };
}

/** 11.6: a Satchel Charge or Molotov is eliminated after its Fire Attack Roll. */
export function removeWeapon(s: FireSituationView, weaponId: string): FireSituationView {
  return {
    ...s,
    units: s.units.map((u) => {
      if (u.weapon?.id !== weaponId) return u;
      const { weapon: _gone, ...rest } = u;
      return rest;
    }),
  };
}

// Ablation (core/derivation.ts declaredTermRules): the terms this module puts into the FP and Attack Total
// derivations — a Weapon's Command bonus, the Fire Group's Y, height, Hindrance, each FP Action (CC:P's Enfilade
// too), the Fire Attack dice (a Sogeki Hei's multiplied), the Woods Airburst; an edition's Airbursts and Sand are
// declared by the edition (machines/ccp/fire.ts).
declareTerms('cce', ['3.3.1.3', 'O20.3.1.2', 'T88.2', '10.3.2', ...Object.keys(FP_ACTION_NAMES), ENFILADE, 'O20.3.3', '3.3.4', ...Object.values(CCE_AIRBURSTS)]);
