/**
 * The Orders a game composes (DESIGN 9): for each, the real Order machine (recover.ts, …), how its input
 * is built from the frame when the Turn accepts the GIVE_ORDER, whose roll it awaits, and the decisions
 * its current state may accept (candidates only: the machine's own guards decide, game.ts filters them
 * with `snapshot.can`). Nothing of an Order's rules is here.
 *
 * Composed so far: Recover (O22) and Rout (O23, without Mines: a Mine Attack during a Retreat, F103, is
 * refused). Not yet: Advance, Artillery Request, Artillery Denied, Fire, Move — a GIVE_ORDER for one of
 * them is refused with an error naming the Order (`not-composed`).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { OracleError } from '../../core/errors';
import type { MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import type { Casualty, CasualtyTracks } from '../casualties';
import type { Readings } from '../../core/readings';
import type { OrderName } from '../deck';
import type { FrameState } from '../frame';
import { recoverMachine, type RecoverContext, type RecoverSituation } from '../recover';
import { retreatOptions } from '../rout/logic';
import { routMachine } from '../rout/machine';
import type { RoutContext, RoutOutput, RoutSituation } from '../rout/types';
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
  /** The decisions (other than a roll) the Order's state might accept now, in a canonical order, with who makes each. */
  candidates(snapshot: AnyMachineSnapshot): { decision: EventObject; player: Player }[];
  /** The units as the Order sees them now. */
  units(snapshot: AnyMachineSnapshot): Unit[];
  /** What the Order has recorded so far besides its units (merged by id in game.ts): its casualties (4.2, 7.1) and Casualty Track. */
  record(snapshot: AnyMachineSnapshot): { casualties: Casualty[]; casualtyTrack?: CasualtyTracks };
  /** 6.3 way 1: the player who surrendered during the Order, if any. */
  surrendered(output: unknown): Player | null;
}

const notComposed = (what: string, rule: string, path: string): OracleError =>
  new OracleError({ code: 'illegal-event', path, expected: 'a part of the game that is composed (machines/cce/game/orders.ts)', actual: what, rule, hint: 'not-composed' });

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
  candidates: (s) => (s.context as RecoverContext).toRoll.map((unit) => ({ decision: { type: 'CHOOSE_UNIT', unit }, player: (s.context as RecoverContext).player })),
  units: (s) => (s.context as RecoverContext).situation.units,
  // O22: a Recover changes units only.
  record: () => ({ casualties: [] }),
  surrendered: () => null,
};

/** F103.2: the Mine Attack FP unless the scenario gives the Defender a Minefield capability (no sample does). */
const MINES_FP = 6;

const rout: ComposedOrder = {
  order: 'Rout',
  procedure: 'rout',
  machine: routMachine as unknown as AnyStateMachine,
  input: (frame, order, before, ruleset, readings) => {
    // O23.3: the Retreat needs the map's extent and each player's friendly edge; 4.2: the Casualty Track.
    if (!frame.map.geometry || !frame.map.edges) throw notComposed('a Rout on a map without geometry and edges', 'O23.3', 'scenario.map');
    if (!frame.casualtyTrack) throw notComposed('a Rout without a Casualty Track', '4.2', 'scenario.casualtyTrack');
    const situation: RoutSituation = {
      units: frame.units,
      map: frame.map as MapSituation,
      player: frame.active,
      chosen: order.player!,
      initiative: frame.initiative,
      activated: { recover: before.recover, rout: before.rout },
      casualtyTrack: frame.casualtyTrack,
      minesFp: MINES_FP,
    };
    return { ruleset, readings, situation };
  },
  // O23.2: the active player makes the Rout Rolls; a Mine Attack's or Defense's roll (F103.2) is not composed.
  roller: (s) => {
    if (!s.matches('rollingRout')) throw notComposed(`a roll in Rout state ${JSON.stringify(s.value)}`, 'F103.2', 'decision');
    return (s.context as RoutContext).player;
  },
  fireAttack: () => false,
  // O23.2: the active player picks the unit; O23.3: the owner ("always Retreats his own units") picks the hex.
  candidates: (s) => {
    const c = s.context as RoutContext;
    return [
      ...c.toRoll.map((unit) => ({ decision: { type: 'CHOOSE_UNIT', unit } as EventObject, player: c.player })),
      ...(s.matches('choosingRetreatHex') ? retreatOptions(c).map((hex) => ({ decision: { type: 'CHOOSE_HEX', hex } as EventObject, player: c.chosen })) : []),
    ];
  },
  units: (s) => (s.context as RoutContext).situation.units,
  // 4.2, 7.1: each casualty on its owner's Casualty Track with its VP to the opponent, as the Rout records them.
  record: (s) => ({ casualties: (s.context as RoutContext).casualties, casualtyTrack: (s.context as RoutContext).casualtyTrack }),
  surrendered: (output) => (output as RoutOutput).surrendered ?? null,
};

export const COMPOSED_ORDERS: Partial<Record<OrderName, ComposedOrder>> = { Recover: recover, Rout: rout };
