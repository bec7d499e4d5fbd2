/**
 * A40 Explosive Charge — Combat Commander: Pacific (new in CC:P). On a Fire Attack roll of doubles against an
 * adjacent hex holding a fortification, the firing player may play it: "Eliminate the Fortification in that
 * hex. The Fortification is eliminated before Defense rolls are made" (F100.2 lists it among the ways to
 * remove one). The arithmetic: ./actions/explosive-charge.ts.
 *
 * This standalone procedure isolates the moment after the Fire Attack roll was kept (its triggers and the
 * Initiative re-roll settled, O27.3.3), before the first Defense roll (O27.3.4); its output is the target hex's
 * fortification for those rolls. The same point of a CC:P Fire Order's chart (machines/ccp/fire.ts
 * CCP_EXPLOSIVE_CHARGE, the edition's `explosiveCharge`: the states offeringExplosiveCharge and explosiveChargeSettled
 * of machines/cce/fire/attack-states.ts) uses the same arithmetic and events and removes the marker (or cave) from the
 * map before the Defense rolls. Left out: Op Fire (A41.2's Fire Attack, which A40's words do not exclude) — a Move's
 * Op Fire does not offer it (its view of the caves is not written back to the Move, machines/cce/move/reactions.ts).
 * Which firing hexes must be adjacent for a Fire Group: reading ccp.explosive-charge-group-adjacent.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { CcpRuleId } from './rule-ids';
import { attackIsAdjacent, isDoubles, type CcpFortification } from './actions/explosive-charge';

export interface ExplosiveChargeSituation {
  /** The hexes of the firing pieces (O27.3.1: one, or a Fire Group's chain). */
  firing: string[];
  /** The targeted hex. */
  target: string;
  /** O27.3.3: the Fire Attack roll, kept. */
  roll: { white: number; colored: number };
  /** The fortification marker in the targeted hex (F100.3: at most one), or null. */
  fortification: CcpFortification | null;
}

export type ExplosiveChargeInput = MachineInput<ExplosiveChargeSituation>;

export type ExplosiveChargeEvent = { type: 'PLAY_EXPLOSIVE_CHARGE' } | { type: 'DECLINE_EXPLOSIVE_CHARGE' };

export interface ExplosiveChargeContext {
  ruleset: string;
  readings: Readings;
  situation: ExplosiveChargeSituation;
  eliminated: CcpFortification | null;
}

export interface ExplosiveChargeOutput {
  /** A40: whether the card may be played on this roll. */
  playable: boolean;
  /** A40, F100.2: the fortification eliminated, or null. */
  eliminated: CcpFortification | null;
  /** The targeted hex's fortification for the Defense rolls that follow (O27.3.4). */
  fortification: CcpFortification | null;
}

export const explosiveChargePlayable = (c: ExplosiveChargeContext): boolean =>
  isDoubles(c.situation.roll) && attackIsAdjacent(c.situation.firing, c.situation.target, c.readings) && c.situation.fortification !== null;

export const projectExplosiveCharge = (c: ExplosiveChargeContext): ExplosiveChargeOutput => ({
  playable: explosiveChargePlayable(c),
  eliminated: c.eliminated,
  fortification: c.eliminated ? null : c.situation.fortification,
});

type Meta = { rules: CcpRuleId[] };

export const explosiveChargeMachine = setup({
  types: {
    input: {} as ExplosiveChargeInput,
    context: {} as ExplosiveChargeContext,
    events: {} as ExplosiveChargeEvent,
    output: {} as ExplosiveChargeOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    notDoubles: ({ context: c }) => !isDoubles(c.situation.roll),
    notAdjacent: ({ context: c }) => !attackIsAdjacent(c.situation.firing, c.situation.target, c.readings),
    noFortification: ({ context: c }) => c.situation.fortification === null,
  },
  actions: {
    eliminateFortification: assign(({ context: c }) => ({ eliminated: c.situation.fortification })),
  },
}).createMachine({
  id: 'explosive-charge',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, eliminated: null }),
  initial: 'checkingPrerequisite',
  output: ({ context }) => projectExplosiveCharge(context),
  states: {
    // A40: "only ... when the player gets 'doubles' with a Fire Attack roll and the attack is against an
    // adjacent hex containing a Fortification"; A32: only "so long as the condition or prerequisite listed is met".
    checkingPrerequisite: {
      always: [
        { guard: 'notDoubles', target: 'notPlayable', meta: { rules: ['A40', 'A32', 'O27.3.3'] } },
        { guard: 'notAdjacent', target: 'notPlayable', meta: { rules: ['A40', 'A32'] } },
        { guard: 'noFortification', target: 'notPlayable', meta: { rules: ['A40', 'A32', 'F100'] } },
        { target: 'offering', meta: { rules: ['A40'] } },
      ],
    },
    // A40: "Eliminate the Fortification in that hex ... before Defense rolls are made" (F100.2), or not.
    offering: {
      on: {
        PLAY_EXPLOSIVE_CHARGE: { target: 'done', actions: 'eliminateFortification', meta: { rules: ['A40', 'F100.2', 'O27.3.4'] } },
        DECLINE_EXPLOSIVE_CHARGE: { target: 'done', meta: { rules: ['A40'] } },
      },
    },
    notPlayable: { type: 'final' },
    done: { type: 'final' },
  },
});
