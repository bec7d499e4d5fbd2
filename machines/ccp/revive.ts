/**
 * O31 Revive — Combat Commander: Pacific. CC:P's replacement for CC:E's Recover (O22; digest 004 §1.1
 * item 32, §3.4).
 *
 * Covers: the prerequisite ("at least one broken or suppressed unit on the map"); the order's 1–5
 * Revive Points (the number printed with the order: a situation input); each point spent on a) removing
 * a suppressed marker from a friendly unit (4.2.3) or b) rallying a friendly broken unit (3.2.5), in the
 * order the player chooses, the same unit for both if applicable; points not spent are forfeit (the
 * player may stop: "Revive Points not spent during the current Revive order are forfeit"); no unit is
 * activated.
 *
 * How it differs from CC:E's Recover, and why this is its own chart rather than Recover's variant:
 * every step differs — O22.1 activates the player (once per Turn), O31 activates nobody; O22.2 removes
 * all Suppressed markers at once, O31 one per point; O22.3 rallies by a Rally Roll (with its triggers and
 * re-roll), O31 by a point, with no roll. What they share is the unit vocabulary, used here and not
 * re-typed: the prerequisite (units.ts hasUnitToRecover), the unit update (unit-rolls.ts withUnit) and
 * the reported unit states (effects.ts unitStatus).
 *
 * Left out, and where: giving the order from a card and the Order Limit (the Turn, 12.1, O20). The
 * Japanese player is the situation's `axis` player.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { hasUnitToRecover, type Player, type Situation } from '../cce/units';
import { withUnit } from '../cce/unit-rolls';
import { unitStatus, type UnitStatus } from '../cce/effects';
import type { CcpRuleId } from './rule-ids';

export interface ReviveSituation extends Situation {
  /** The player giving the Revive order (the active player). */
  player: Player;
  /** O31: "Each Revive order is accompanied by a number 1 through 5". */
  points: number;
}

export type ReviveInput = MachineInput<ReviveSituation>;

export interface RevivePoint {
  use: 'remove-suppression' | 'rally';
  unit: string;
}

export interface ReviveContext {
  ruleset: string;
  readings: Readings;
  player: Player;
  points: number;
  spent: RevivePoint[];
  situation: Situation;
  refused: boolean;
}

export type ReviveEvent = { type: 'REMOVE_SUPPRESSION'; unit: string } | { type: 'RALLY'; unit: string } | { type: 'END_REVIVE' };

export interface ReviveOutput {
  result: 'completed' | 'refused';
  player: Player;
  points: number;
  spent: RevivePoint[];
  forfeited: number;
  units: UnitStatus[];
}

const friendly = (c: ReviveContext, id: unknown) => c.situation.units.find((u) => u.id === id && u.owner === c.player);

/** O31 a): a friendly unit with a suppressed marker. */
export const mayRemoveSuppression = (c: ReviveContext, id: unknown): boolean => friendly(c, id)?.suppressed === true;
/** O31 b), 3.2.5 ("Rallying has no effect on an unbroken unit"): a friendly broken unit. */
export const mayRally = (c: ReviveContext, id: unknown): boolean => friendly(c, id)?.broken === true;

export function projectRevive(c: ReviveContext): ReviveOutput {
  return {
    result: c.refused ? 'refused' : 'completed',
    player: c.player,
    points: c.points,
    spent: c.spent,
    forfeited: c.refused ? 0 : c.points - c.spent.length,
    units: c.situation.units.map(unitStatus),
  };
}

type Meta = { rules: CcpRuleId[] };

export const reviveMachine = setup({
  types: {
    input: {} as ReviveInput,
    context: {} as ReviveContext,
    events: {} as ReviveEvent,
    output: {} as ReviveOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    /** O31: "cannot be given unless the active player has at least one broken or suppressed unit on the map". */
    playerMayRevive: ({ context: c }) => hasUnitToRecover(c.situation, c.player),
    noPointLeft: ({ context: c }) => c.spent.length >= c.points,
    nothingLeftToRevive: ({ context: c }) => !hasUnitToRecover(c.situation, c.player),
    suppressedFriendlyUnit: ({ context: c, event }) => event.type === 'REMOVE_SUPPRESSION' && mayRemoveSuppression(c, event.unit),
    brokenFriendlyUnit: ({ context: c, event }) => event.type === 'RALLY' && mayRally(c, event.unit),
  },
  actions: {
    refuseOrder: assign({ refused: true }),
    removeSuppression: assign(({ context: c, event }) =>
      event.type === 'REMOVE_SUPPRESSION' ? { situation: withUnit(c.situation, event.unit, (u) => ({ ...u, suppressed: false })), spent: [...c.spent, { use: 'remove-suppression' as const, unit: event.unit }] } : {},
    ),
    rallyUnit: assign(({ context: c, event }) =>
      event.type === 'RALLY' ? { situation: withUnit(c.situation, event.unit, (u) => ({ ...u, broken: false })), spent: [...c.spent, { use: 'rally' as const, unit: event.unit }] } : {},
    ),
  },
}).createMachine({
  id: 'revive',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: input.readings,
    player: input.situation.player,
    points: input.situation.points,
    spent: [],
    situation: { units: input.situation.units, map: input.situation.map },
    refused: false,
  }),
  initial: 'announcing',
  output: ({ context }) => projectRevive(context),
  states: {
    // O31: the prerequisite; "No unit is activated during a Revive order."
    announcing: {
      always: [
        { guard: 'playerMayRevive', target: 'spendingPoints', meta: { rules: ['O31'] } },
        { target: 'refused', actions: 'refuseOrder', meta: { rules: ['O31'] } },
      ],
    },
    // O31: each point spent does a) or b); the order ends when the points are spent, when nothing is left
    // to revive (the rest forfeit), or when the player stops (the rest forfeit).
    spendingPoints: {
      always: [
        { guard: 'noPointLeft', target: 'done', meta: { rules: ['O31'] } },
        { guard: 'nothingLeftToRevive', target: 'done', meta: { rules: ['O31'] } },
      ],
      on: {
        REMOVE_SUPPRESSION: { guard: 'suppressedFriendlyUnit', target: 'spendingPoints', reenter: true, actions: 'removeSuppression', meta: { rules: ['O31', '4.2.3'] } },
        RALLY: { guard: 'brokenFriendlyUnit', target: 'spendingPoints', reenter: true, actions: 'rallyUnit', meta: { rules: ['O31', '3.2.5'] } },
        END_REVIVE: { target: 'done', meta: { rules: ['O31'] } },
      },
    },
    done: { type: 'final' },
    refused: { type: 'final' },
  },
});
