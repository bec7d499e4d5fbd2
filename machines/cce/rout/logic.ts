/**
 * O23 Rout — the rule computations the machine's named guards and actions call: the Rout Roll's
 * outcome (O23.2), the hexes a Retreat may enter (O23.3, O23.3.5) and the output projection.
 * Geometry is machines/core/hex.ts, map facts machines/core/map.ts, current Morale ../units.ts.
 */
import { projectGame } from '../event/host';
import { declareTerms, derive, greaterThan, lessThan, term, type Derivation } from '../../core/derivation';
import { type Edge, hexesCloserToEdge, hexesTowardEdge, hexId, parseHex, edgeDistance } from '../../core/hex';
import { friendlyEdge, hasHexsideFeature, hasMarker, hexFacts, impassableBecause } from '../../core/map';
import { unitStatus } from '../effects';
import { mayStillRoll, moraleOf as unitMorale, outcomeAfterTrigger, unitById as unitIn } from '../unit-rolls';
import type { Unit } from '../units';
import type { RoutContext, RoutOutcome, RoutOutput } from './types';

export const unitById = (c: RoutContext, id: string | null): Unit | undefined => unitIn(c, id);
/** Current Morale (../units.ts), as Recover computes it (../unit-rolls.ts). */
export const moraleOf = (c: RoutContext, u: Unit): number => unitMorale(c, u);

/**
 * O23.2: the three effects of a Rout Roll against current Morale M. `firstBullet` is reading
 * cce.rally-first-bullet-morale: under "printed" a roll below the printed Morale has no effect first.
 */
export function routOutcome(roll: number, morale: number, printedMorale: number, firstBullet: string): RoutOutcome {
  if (lessThan(roll, firstBullet === 'printed' ? printedMorale : morale, 'O23.2')) return { result: 'no-effect', hexes: 0 };
  if (roll === morale) return { result: 'suppressed', hexes: 0 };
  if (greaterThan(roll, morale, 'O23.2')) {
    const d = retreatDerivation(roll, morale);
    return { result: 'retreat', hexes: d.total, derivation: d };
  }
  return { result: 'no-effect', hexes: 0 };
}

/**
 * O23.2 "if the roll is greater than its current Morale, it must “Retreat” a number of hexes equal to the difference";
 * O23.3 "When a Rout Roll is greater than the broken unit’s Morale, it must Retreat a number of hexes equal to the
 * difference": the Retreat distance, the Rout Roll less the current Morale. The one computation of it.
 */
export function retreatDerivation(roll: number, morale: number): Derivation {
  return derive(term(roll, 'O23.2', 'Rout Roll'), [term(-morale, 'O23.3', 'current Morale')]);
}

// Ablation (core/derivation.ts declaredTermRules): the current Morale subtracted from the Rout Roll in the Retreat distance (O23.3).
declareTerms('cce', ['O23.3']);

export function outcomeNow(c: RoutContext, u: Unit, roll: number): RoutOutcome {
  return routOutcome(roll, moraleOf(c, u), u.broken ? u.sides.broken.morale : u.sides.unbroken.morale, c.readings['cce.rally-first-bullet-morale']);
}

/** The outcome to apply after any trigger: locked in at the roll (1.9.1) or recomputed, per reading cce.trigger-locks-result. */
export function outcomeToApply(c: RoutContext): RoutOutcome | 'unit-gone' {
  return outcomeAfterTrigger(c, (u, sum) => outcomeNow(c, u, sum));
}

/** O23.2 / reading cce.rout-unit-rallied-before-its-roll: may this unit still have its Rout Roll made? */
export function mayRoll(c: RoutContext, id: string): boolean {
  return mayStillRoll(c, id, 'cce.rout-unit-rallied-before-its-roll');
}

// ------------------------------------------------------------------------------------------ Retreat

/** Why entering a hex (from the unit's hex) eliminates a Retreating unit (O23.3.5), or null if it may enter. */
export type Barrier = 'cliff' | 'enemy-hex' | 'blaze' | 'water-barrier' | 'impassable' | 'unknown';

export const retreatingUnit = (c: RoutContext): Unit | undefined => unitById(c, c.retreat?.unit ?? null);
export const edgeOf = (c: RoutContext, u: Unit): Edge => friendlyEdge(c.situation.map, u.owner);

/** O23.3.5 (T83, T79, T98): what stands in the way of entering `to` from `from`; `unknown` if the situation does not list `to`. */
export function barrier(c: RoutContext, u: Unit, from: string, to: string): Barrier | null {
  if (!hexFacts(c.situation.map, to)) return 'unknown';
  if (hasHexsideFeature(c.situation.map, from, to, 'Cliff')) return 'cliff';
  if (c.situation.units.some((x) => x.hex === to && x.owner !== u.owner)) return 'enemy-hex';
  const why = impassableBecause(c.situation.map, to);
  if (why) return why.rule === 'T79' ? 'blaze' : why.rule === 'T98' ? 'water-barrier' : 'impassable';
  return null;
}

/** O23.3 and reading cce.retreat-closer-measure: the adjacent hexes closer to the unit's friendly edge, sorted. */
export function closerHexes(c: RoutContext, u: Unit): string[] {
  const g = c.situation.map.geometry;
  const from = parseHex(u.hex, 'unit.hex');
  const edge = edgeOf(c, u);
  const hexes = c.readings['cce.retreat-closer-measure'] === 'half-hexes' ? hexesTowardEdge(g, from, edge) : hexesCloserToEdge(g, from, edge);
  return hexes.map(hexId).sort();
}

/** O23.3: the unit is adjacent to its friendly board edge (no intervening hex). */
export function adjacentToFriendlyEdge(c: RoutContext, u: Unit): boolean {
  return edgeDistance(c.situation.map.geometry, parseHex(u.hex, 'unit.hex'), edgeOf(c, u)) === 0;
}

/**
 * O23.3, O23.3.5 and reading cce.retreat-forced-elimination: the hexes the owner may choose for the next
 * step. "forced-only": the open closer hexes, or — only if there is none — every closer hex (each of
 * which eliminates him); "any-closer-hex": every closer hex. Unlisted hexes are offered too, so that the
 * choice is rejected naming the missing hex rather than silently narrowed (see the oracle's parser).
 */
export function retreatOptions(c: RoutContext): string[] {
  const u = retreatingUnit(c);
  if (!u) return [];
  const all = closerHexes(c, u);
  if (c.readings['cce.retreat-forced-elimination'] === 'any-closer-hex') return all;
  const open = all.filter((h) => barrier(c, u, u.hex, h) === null || barrier(c, u, u.hex, h) === 'unknown');
  return open.length > 0 ? open : all;
}

/** The barrier of the chosen next hex, for the entering guards. */
export function chosenBarrier(c: RoutContext): Barrier | null {
  const u = retreatingUnit(c);
  if (!u || !c.retreat?.to) return null;
  return barrier(c, u, u.hex, c.retreat.to);
}

export const hasMines = (c: RoutContext, hex: string | null | undefined): boolean => !!hex && hasMarker(c.situation.map, hex, 'Mines');
export const hasWire = (c: RoutContext, hex: string | null | undefined): boolean => !!hex && hasMarker(c.situation.map, hex, 'Wire');

// ------------------------------------------------------------------------------------------- output

export function projectRout(c: RoutContext): RoutOutput {
  const present = new Set(c.situation.units.map((u) => u.id));
  const out: RoutOutput = {
    result: c.refused ? 'refused' : c.surrendered ? 'surrendered' : c.frame?.ended ? 'game-over' : 'completed',
    player: c.player,
    chosen: c.chosen,
    initiative: c.initiative,
    activated: c.activated,
    rolls: c.rolls,
    skipped: c.skipped,
    retreats: c.retreats,
    mineAttacks: c.mineAttacks,
    mineDefenses: c.defense.log,
    casualties: c.casualties,
    casualtyTrack: c.casualtyTrack,
    units: c.situation.units.map(unitStatus),
    // A36: a Squad Light Wounds saved (a `wounded` Defense record) went back to the countermix, not eliminated.
    eliminated: Object.keys(c.initialUnits).filter((id) => !present.has(id) && !c.defense.log.some((r) => r.unit === id && r.result === 'wounded')),
  };
  if (c.surrendered) out.surrendered = c.surrendered;
  if (c.frame) Object.assign(out, { events: c.events, timeAdvances: c.timeAdvances ?? [], game: projectGame(c) });
  const u = retreatingUnit(c);
  if (c.retreat && !c.retreat.to && !c.retreat.mines && c.retreat.left > 0 && u && !adjacentToFriendlyEdge(c, u)) out.retreatOptions = retreatOptions(c);
  return out;
}
