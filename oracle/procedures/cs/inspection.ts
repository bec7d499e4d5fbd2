/**
 * Right of Inspection (3.2.11) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. What may be seen follows from the stack's LOS, its action and its Cover marker. Whether the
 * stack is in LOS and whether the LOS crosses hexside terrain are inputs (the `los` procedure decides them).
 */
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { bool, obj, oneOf } from '../../../machines/core/validate';
import { INSPECTION_ACTIONS, type InspectionContext, inspectionMachine, type InspectionSituation } from '../../../machines/cs/inspection';
import { noEvent } from './common';

export function parseInspectionSituation(raw: unknown, path: string): InspectionSituation {
  const o = obj(raw, path, ['inLos', 'action', 'underCover', 'openGroundOnly', 'losCrossesHexside'], ['inLos', 'action']);
  return {
    inLos: bool(o.inLos, `${path}.inLos`),
    action: oneOf(o.action, `${path}.action`, INSPECTION_ACTIONS, '3.2.11'),
    underCover: bool(o.underCover, `${path}.underCover`, false),
    openGroundOnly: bool(o.openGroundOnly, `${path}.openGroundOnly`, false),
    losCrossesHexside: bool(o.losCrossesHexside, `${path}.losCrossesHexside`, false),
  };
}

const seed = (name: string, purpose: string, situation: Record<string, unknown>): Seed<unknown> => ({ name, purpose, situation });

export const INSPECTION_SEEDS: Seed<unknown>[] = [
  seed('no-action', '3.2.11: a stack in LOS that does nothing shows its top unit only.', { inLos: true, action: 'none' }),
  seed('fires-in-los', '3.2.11 4): a stack in LOS that fires may be inspected.', { inLos: true, action: 'fires' }),
  seed('fires-out-of-los', '3.2.11: the same stack firing out of LOS may not.', { inLos: false, action: 'fires' }),
  seed('moves-in-open-ground', '3.2.11 1): a stack moving in Open Ground within the LOS of a friendly unit may be inspected.', { inLos: true, action: 'moves-in-open-ground' }),
  seed('under-cover', '3.2.11 Exception: under a Cover marker in a hex not only Open Ground, the Cover marker is all that is seen, though the stack takes a Morale Check in LOS.', { inLos: true, action: 'takes-check', underCover: true, openGroundOnly: false }),
  seed('cover-in-open-ground', '3.2.11 Exception: under a Cover marker in only Open Ground, the LOS crossing no hexside terrain: the marker is ignored and the stack inspected.', { inLos: true, action: 'takes-check', underCover: true, openGroundOnly: true }),
  seed('cover-across-a-wall', '3.2.11 Exception: the same, but the LOS crosses a Wall: the Cover marker is seen.', { inLos: true, action: 'takes-check', underCover: true, openGroundOnly: true, losCrossesHexside: true }),
  seed('cover-ignored-no-action', '3.2.11: under Cover in only Open Ground and doing nothing: the top unit.', { inLos: true, action: 'none', underCover: true, openGroundOnly: true }),
];

export const csInspectionSpec: ProcedureSpec<InspectionSituation> = {
  procedure: 'inspection',
  ruleset: 'cs',
  title: 'Right of Inspection (3.2.11)',
  section: ['3.2.11'],
  machine: inspectionMachine,
  parseSituation: parseInspectionSituation,
  parseEvent: noEvent,
  project: (snapshot) => ({ sees: (snapshot.context as InspectionContext).sees }),
  seeds: INSPECTION_SEEDS as Seed<InspectionSituation>[],
  domain: () => [],
  domainNote: 'No events: what may be seen follows from the stack\'s LOS, its action (3.2.11 1-4) and its Cover marker. The LOS and whether it crosses hexside terrain are inputs (the los procedure decides them); Cover (8) is text-missing.',
};
