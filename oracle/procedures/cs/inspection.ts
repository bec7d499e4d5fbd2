/**
 * Right of Inspection (3.2.11) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. What may be seen follows from the stack's LOS, its action and its Cover marker. Whether the
 * stack is in LOS and whether the LOS crosses hexside terrain are inputs (the `los` procedure decides them).
 * The generated situations (`pairwiseInspectionSeeds`) combine the five facts 3.2.11 reads; their vectors are minimised.
 */
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { bool, obj, oneOf } from '../../../machines/core/validate';
import { INSPECTION_ACTIONS, type InspectionContext, inspectionMachine, type InspectionSituation } from '../../../machines/cs/inspection';
import { noEvent } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

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

/**
 * The seeds, as data (oracle/procedures/cs/seeds/inspection.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const INSPECTION_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('inspection', null, parseInspectionSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseInspectionSeeds()]);

/**
 * Generated (issue 16.5): the facts 3.2.11 reads, every two of them meeting in some situation (oracle/gen/pairwise.ts):
 * whether the stack is in LOS ("they can only 'inspect' what is underneath when those units are in LOS"); what its
 * units do, none or one of the four actions ("1) move in Open Ground within the LOS of a friendly unit; 2) enter an
 * enemy-occupied hex; 3) take a Morale Check or Action Check or; 4) when they fire"); a Cover marker on the stack
 * ("all markers except Cover are ignored"); and the two facts of the Exception: the hex has only Open Ground, the
 * LOS crosses a Wall/Hedge/Fence/Bocage ("unless the unit under the Cover marker is in a hex with only Open Ground
 * and the LOS does not cross a Wall/Hedge/Fence/Bocage"). Every row is a situation the rule reads (it sets no fact
 * against another: the Exception's two facts are read only under a Cover marker, and are varied without one too,
 * where they must change nothing). No roll, no decision: each situation is one vector.
 */
export const CS_PAIRWISE_INSPECTION_FACTORS = {
  inLos: ['yes', 'no'],
  action: INSPECTION_ACTIONS,
  underCover: ['yes', 'no'],
  openGroundOnly: ['yes', 'no'],
  losCrossesHexside: ['no', 'yes'],
};

export function pairwiseInspectionSeeds(): Seed<InspectionSituation>[] {
  const { rows } = pairwise(CS_PAIRWISE_INSPECTION_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const raw = { inLos: r.inLos === 'yes', action: r.action, underCover: r.underCover === 'yes', openGroundOnly: r.openGroundOnly === 'yes', losCrossesHexside: r.losCrossesHexside === 'yes' };
    const situation = parseInspectionSituation(raw, `generated inspection seed "${name}": situation`);
    const facts = [r.inLos === 'yes' ? 'in LOS' : 'out of LOS', `action ${r.action}`, r.underCover === 'yes' ? 'under a Cover marker' : 'no Cover marker', r.openGroundOnly === 'yes' ? 'a hex of only Open Ground' : 'a hex not only Open Ground', r.losCrossesHexside === 'yes' ? 'the LOS crossing a Wall' : 'the LOS crossing no hexside terrain'];
    return { name, purpose: `Generated pairwise: a stack ${facts.join(', ')} (3.2.11 1)-4), Exception).`, minimise: true, situation };
  });
}

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
