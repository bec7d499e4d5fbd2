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
import { loadSeeds, onFirstUse } from '../cce/seeds';

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

/** The seeds, as data (oracle/procedures/cs/seeds/inspection.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const INSPECTION_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('inspection', null, parseInspectionSituation, { ruleset: 'cs', units: 'written' }));

export const csInspectionSpec: ProcedureSpec<InspectionSituation> = {
  procedure: 'inspection',
  ruleset: 'cs',
  title: 'Right of Inspection (3.2.11)',
  section: ['3.2.11'],
  machine: inspectionMachine,
  parseSituation: parseInspectionSituation,
  parseEvent: noEvent,
  project: (snapshot) => ({ sees: (snapshot.context as InspectionContext).sees }),
  get seeds() {
    return INSPECTION_SEEDS() as Seed<InspectionSituation>[];
  },
  domain: () => [],
  domainNote: 'No events: what may be seen follows from the stack\'s LOS, its action (3.2.11 1-4) and its Cover marker. The LOS and whether it crosses hexside terrain are inputs (the los procedure decides them); Cover (8) is text-missing.',
};
