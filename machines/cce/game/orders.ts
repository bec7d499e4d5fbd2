/**
 * The Orders a game composes (DESIGN 9): for each, the real Order machine (recover.ts, …), how its input
 * is built from the frame when the Turn accepts the GIVE_ORDER, whose roll it awaits, and the decisions
 * its current state may accept (candidates only: the machine's own guards decide, game.ts filters them
 * with `snapshot.can`). Nothing of an Order's rules is here.
 *
 * Composed so far: Recover (O22). Not yet: Advance, Artillery Request, Artillery Denied, Fire, Move, Rout
 * — a GIVE_ORDER for one of them is refused with an error naming the Order (code `not-composed`).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { MachineInput } from '../../core/procedure';
import type { Readings } from '../../core/readings';
import type { OrderName } from '../deck';
import type { FrameState } from '../frame';
import { recoverMachine, type RecoverContext, type RecoverSituation } from '../recover';
import type { Activated, OrderRecord } from '../turn';
import type { Player, Unit } from '../units';

export interface ComposedOrder {
  order: OrderName;
  /** The procedure whose readings the Order machine consults. */
  procedure: string;
  machine: AnyStateMachine;
  /** The Order machine's input: the frame's units and map, the Order as the Turn recorded it, the activations before it. */
  input(frame: FrameState, order: OrderRecord, activatedBefore: Activated, ruleset: string, readings: Readings): MachineInput<unknown>;
  /** The player whose roll the Order awaits now. */
  roller(snapshot: AnyMachineSnapshot): Player;
  /** Is the awaited roll a Fire Attack Roll (1.9.1.2: only then is Jammed! a trigger)? */
  fireAttack(snapshot: AnyMachineSnapshot): boolean;
  /** The decisions (other than a roll) the Order's state might accept now, in a canonical order. */
  candidates(snapshot: AnyMachineSnapshot): EventObject[];
  /** The units as the Order sees them now. */
  units(snapshot: AnyMachineSnapshot): Unit[];
}

const recover: ComposedOrder = {
  order: 'Recover',
  procedure: 'recover',
  machine: recoverMachine as unknown as AnyStateMachine,
  input: (frame, order, before, ruleset, readings) => {
    const situation: RecoverSituation = { units: frame.units, map: frame.map, player: order.player!, initiative: frame.initiative, activated: { recover: before.recover, rout: before.rout } };
    return { ruleset, readings, situation };
  },
  // O22.2: the activated player makes the Rally Rolls.
  roller: (s) => (s.context as RecoverContext).player,
  fireAttack: () => false,
  // O22.2: "in the order the player chooses": any unit still to roll, in the order they were listed.
  candidates: (s) => (s.context as RecoverContext).toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit })),
  units: (s) => (s.context as RecoverContext).situation.units,
};

export const COMPOSED_ORDERS: Partial<Record<OrderName, ComposedOrder>> = { Recover: recover };
