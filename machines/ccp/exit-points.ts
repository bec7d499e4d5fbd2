/**
 * 2.4 Exit Points and 14.2.1, 14.2.2 — Combat Commander: Pacific. "Each map has a number of light green
 * arrows called Exit Points. Each Exit Point contains a number between 0 and 3." A unit may exit off the
 * enemy map edge "only from a hex containing an Exit Point" (14.2.1), and "Each unit exited in this way
 * immediately earns its owning player a number of VPs equal to the value given within the Exit Point
 * itself", +1 each while objective chit "Y" is in play (14.2.2). One implementation for every order that
 * exits a unit (Advance here; Move may call it too).
 *
 * A situation states them as `exitPoints`: hex id → printed value 0-3 (only outermost hexes hold them).
 */
import { OracleError } from '../core/errors';
import { edgeDistance, parseHex } from '../core/hex';
import type { MapSituation } from '../core/map';
import { bool, int, record } from '../core/validate';
import type { ExitPointsSituation } from '../cce/advance/rules';
import type { CceRuleId } from '../cce/rule-ids';
import type { CcpRuleId } from './rule-ids';
import { declareTerms, derive, term, type Derivation } from '../core/derivation';
import { ownId } from '../core/ruleset-ids';

/** Hex id → the Exit Point's printed value (2.4: 0-3); chit "Y" (14.3.3) in play: +1 to each (14.2.2). */
export type ExitPoints = ExitPointsSituation;

export const NO_EXIT_POINTS: ExitPoints = { values: {}, chitY: false };

/** 14.2.1: the hex holds an Exit Point (of any value, "regardless of that Exit Point's value"). */
export const hasExitPoint = (e: ExitPoints, hex: string): boolean => Object.prototype.hasOwnProperty.call(e.values, hex);

/** 14.2.2, cited in CC:P's own id (the shared Move and Advance outputs are translated: ownId keeps it). */
const EXIT_VP_RULE = ownId('ccp', '14.2.2');

/**
 * 14.2.2 as a derivation (issue 16): "Each unit exited in this way immediately earns its owning player a number of VPs
 * equal to the value given within the Exit Point itself. Note that, when in play, objective chit “Y” [14.3.3]
 * increases the value of each Exit Point by 1." — the Exit Point's printed value and chit Y's +1.
 */
export function exitPointVpDerivation(e: ExitPoints, hex: string): Derivation {
  return derive(term(e.values[hex], EXIT_VP_RULE, `Exit Point in ${hex}`), [e.chitY && term(1, EXIT_VP_RULE, 'objective chit "Y" in play')]);
}

/**
 * 14.2.1 beside the exit rules' counterparts (CC:E 7.2 Exit VPs, 7.2.1 Voluntary Exit → CC:P 14.2, 14.2.2):
 * the edge "can be exited by friendly units in play (only) but only from a hex containing an Exit Point
 * [2.4]", and "A unit may never exit the map off the right or left flank". Cited by every order that exits
 * a unit (Move, Advance) on its exit and its refused exit.
 */
export const EXIT_PARAGRAPHS: Partial<Record<CceRuleId, readonly CcpRuleId[]>> = { '7.2': ['14.2.1'], '7.2.1': ['14.2.1'] };

/** `exitPoints` and `chitY` of a situation: each Exit Point in an outermost hex of the map, its value 0-3 (2.4). */
export function parseExitPoints(raw: unknown, chitY: unknown, path: string, map: MapSituation): ExitPoints {
  const o = record(raw ?? {}, `${path}.exitPoints`);
  const values: Record<string, number> = {};
  for (const hex of Object.keys(o).sort()) {
    const p = `${path}.exitPoints[${JSON.stringify(hex)}]`;
    const h = parseHex(hex, p);
    const outermost = (['top', 'bottom', 'left', 'right'] as const).some((edge) => edgeDistance(map.geometry, h, edge) === 0);
    if (!outermost) throw new OracleError({ code: 'invalid-field', path: p, expected: 'an outermost hex of the map: an Exit Point straddles the map\'s border and one outermost hex', actual: hex, rule: '2.4' });
    values[hex] = int(o[hex], p, 0, 3, '2.4');
  }
  return { values, chitY: bool(chitY, `${path}.chitY`, false) };
}

// Ablation (core/derivation.ts declaredTermRules): chit "Y"'s +1 to an Exit Point's value (14.2.2).
declareTerms('ccp', [EXIT_VP_RULE]);
