/**
 * 3.2.11 Right of Inspection — Combat! Stalingrad: what an opposing player may see of an enemy stack on
 * the map.
 *
 * Covers: the top unit only, every marker but Cover ignored; what is underneath when the stack's units are
 * in LOS and move in Open Ground within the LOS of a unit friendly to the inspecting player, enter an
 * enemy-occupied hex, take a Morale Check or Action Check, or fire; a Cover marker never ignored unless the
 * unit under it is in a hex with only Open Ground and the LOS does not cross a Wall/Hedge/Fence/Bocage (the
 * Exception), in which case it is ignored as the other markers are.
 *
 * Left out, and where: whether the stack is in LOS, and whether that LOS crosses hexside terrain, are the
 * `los` procedure's: inputs here. Cover (8) and its marker's placing are text-missing.
 *
 * Settled by the text, so no reading: "those units" that act are the inspected stack's ("they can only
 * 'inspect' what is underneath when those units are in LOS and conduct one of the following actions"), and
 * the "friendly unit" of action 1) is the inspecting player's, whose LOS the inspection needs.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { ruleApplies } from '../core/derivation';
import type { CsRuleId } from './rule-ids';

export const INSPECTION_ACTIONS = ['none', 'moves-in-open-ground', 'enters-enemy-hex', 'takes-check', 'fires'] as const;

export interface InspectionSituation {
  /** The stack's units are in the LOS of a unit of the inspecting player. */
  inLos: boolean;
  /** What the stack's units do (3.2.11 1-4), or none. */
  action: (typeof INSPECTION_ACTIONS)[number];
  /** A Cover marker is on the stack. */
  underCover: boolean;
  /** The Exception: the stack's hex has only Open Ground. */
  openGroundOnly: boolean;
  /** The Exception: the LOS crosses a Wall/Hedge/Fence/Bocage. */
  losCrossesHexside: boolean;
}

export type InspectionInput = MachineInput<InspectionSituation>;

export interface InspectionContext {
  ruleset: string;
  readings: Readings;
  situation: InspectionSituation;
  sees: 'cover-marker' | 'top-unit' | 'stack' | null;
}

export interface InspectionOutput {
  sees: InspectionContext['sees'];
}

/** The Exception: "unless the unit under the Cover marker is in a hex with only Open Ground and the LOS does not cross a Wall/Hedge/Fence/Bocage". */
export const coverHides = (s: InspectionSituation): boolean => ruleApplies('3.2.11', s.underCover && !(s.openGroundOnly && !s.losCrossesHexside));

/** "they can only 'inspect' what is underneath when those units are in LOS and conduct one of the following actions". */
export const mayInspect = (s: InspectionSituation): boolean => ruleApplies('3.2.11', s.inLos && s.action !== 'none');

type Meta = { rules: CsRuleId[] };

export const inspectionMachine = setup({
  types: {
    input: {} as InspectionInput,
    context: {} as InspectionContext,
    output: {} as InspectionOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    coverHides: ({ context: c }) => coverHides(c.situation),
    mayInspect: ({ context: c }) => mayInspect(c.situation),
  },
  actions: {
    seeCover: assign({ sees: 'cover-marker' as const }),
    seeStack: assign({ sees: 'stack' as const }),
    seeTop: assign({ sees: 'top-unit' as const }),
  },
}).createMachine({
  id: 'cs-inspection',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, sees: null }),
  initial: 'looking',
  output: ({ context }) => ({ sees: context.sees }),
  states: {
    looking: {
      always: [
        { guard: 'coverHides', target: 'coverMarker', actions: 'seeCover', meta: { rules: ['3.2.11'] } },
        { guard: 'mayInspect', target: 'stack', actions: 'seeStack', meta: { rules: ['3.2.11'] } },
        { target: 'topUnit', actions: 'seeTop', meta: { rules: ['3.2.11'] } },
      ],
    },
    coverMarker: { type: 'final' },
    stack: { type: 'final' },
    topUnit: { type: 'final' },
  },
});
