/**
 * The Orders a game composes (DESIGN 9): for each, the real Order machine (recover.ts, …), how its input
 * is built from the frame when the Turn accepts the GIVE_ORDER, whose roll it awaits, and the decisions
 * its current state may accept (candidates only: the machine's own guards decide, game.ts filters them
 * with `snapshot.can`). Nothing of an Order's rules is here.
 *
 * Composed so far: Recover (O22), Rout (O23, without Mines: a Mine Attack during a Retreat, F103, is
 * refused) and Fire (O20: the card's units activated by the machine's ACTIVATE, O14.1; a GIVE_ORDER the
 * Fire machine would refuse, O20.1, is refused before the card is played; shots by any group of the
 * activated pieces at any hex holding an enemy unit; its eliminations placed on the Casualty Track, 4.2;
 * without the Actions on a shot or before a Defense Roll, A24.1, nor Smoke rounds, O20.2.1, whose cards
 * and markers are the game's). Not yet: Advance, Artillery Request, Artillery Denied, Move — a GIVE_ORDER
 * for one of them is refused with an error naming the Order (`not-composed`).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { OracleError } from '../../core/errors';
import type { MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import { type Casualty, type CasualtyTracks, placeCasualty, surrenderedPlayer } from '../casualties';
import { defenseStateNames } from '../fire-defense-states';
import { activationProblem } from '../fire/guards';
import { fireMachine } from '../fire/machine';
import type { FireContext, FireSituation } from '../fire/types';
import type { Readings } from '../../core/readings';
import type { OrderName } from '../deck';
import type { FrameState } from '../frame';
import { recoverMachine, type RecoverContext, type RecoverSituation } from '../recover';
import { retreatOptions } from '../rout/logic';
import { routMachine } from '../rout/machine';
import type { RoutContext, RoutOutput, RoutSituation } from '../rout/types';
import type { Activated, OrderRecord } from '../turn';
import { PLAYERS, type Player, type Unit } from '../units';

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
  /**
   * What the Order has recorded so far besides its units (merged by id in game.ts): its casualties (4.2,
   * 7.1) and Casualty Track. `start` is the frame the Order started from (its Casualty Track, its units).
   */
  record(snapshot: AnyMachineSnapshot, start: FrameState): { casualties: Casualty[]; casualtyTrack?: CasualtyTracks };
  /** 6.3 way 1: the player who surrendered during the Order, if any (`track`: the Casualty Track as `record` gives it). */
  surrendered(output: unknown, track: CasualtyTracks | undefined): Player | null;
  /**
   * The Order's first decisions, made by the GIVE_ORDER itself (a unit Order's ACTIVATE of the units the
   * card activated, O14.1), sent by the game as soon as the machine starts; absent: none.
   */
  opening?(order: OrderRecord): EventObject[];
  /** Why the Order machine would refuse its opening now (its own rule and reason), or null: game.ts refuses the GIVE_ORDER with it. */
  openingRefusal?(snapshot: AnyMachineSnapshot, order: OrderRecord): { rule: string; why: string } | null;
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

/** 2.3-style scenario data: the player whose Posture is Defend is the scenario Defender (A27, A35; none in an Attack vs Recon scenario, 13). */
const defenderOf = (f: FrameState): Player | null => PLAYERS.find((p) => f.postures[p] === 'defend') ?? null;

/** The non-empty subsets of `items`, smallest first, each in `items`' order (a Fire Group's pieces, O20.3.1). */
function groups<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => a.length - b.length);
}

const DEFENSE = defenseStateNames();

const fire: ComposedOrder = {
  order: 'Fire',
  procedure: 'fire',
  machine: fireMachine as unknown as AnyStateMachine,
  input: (frame, _order, before, ruleset, readings) => {
    // LOS from the map (a complete map, los.ts mapLosFact): no stated facts. No Move under way: nobody Moving.
    const situation: FireSituation = {
      units: frame.units,
      map: frame.map,
      player: frame.active,
      initiative: frame.initiative,
      mode: 'order',
      defender: defenderOf(frame),
      activatedThisTurn: before.units,
      opFireActivated: [],
      moving: [],
      entering: [],
      los: [],
      objectives: frame.objectives.flatMap((o) => o.hexes),
    };
    return { ruleset, readings, situation };
  },
  // O20.2.3, O20.3.3: the firing player makes the Targeting and Fire Attack Rolls; O20.3.4: each defending unit's owner its Defense Roll.
  roller: (s) => {
    const c = s.context as FireContext;
    if (s.matches(DEFENSE.rolling)) return c.situation.units.find((u) => u.id === c.defense.current)!.owner;
    return c.player;
  },
  // 1.9.1.2: Jammed! is a trigger on the Fire Attack Roll only.
  fireAttack: (s) => s.matches('attackRolling'),
  // O20.3: a shot by any group of the activated pieces not yet fired, at any hex holding an enemy unit, or
  // the Order's end; O20.3.4: the defender picks which unit rolls next. The Actions on the shot (A24.1)
  // and before a Defense Roll are not offered yet (their cards are the game's: not composed).
  candidates: (s) => {
    const c = s.context as FireContext;
    if (s.matches('choosingShot')) {
      const ready = c.activated.filter((id) => !c.fired.includes(id));
      const targets = [...new Set(c.situation.units.filter((u) => u.owner !== c.player && u.hex).map((u) => u.hex!))].sort();
      const shots = groups(ready).flatMap((pieces) => targets.map((target) => ({ decision: { type: 'DECLARE_SHOT', pieces, target } as EventObject, player: c.player })));
      return [...shots, { decision: { type: 'END_ORDER' }, player: c.player }];
    }
    if (s.matches('playingActions')) return [{ decision: { type: 'FIRE' }, player: c.player }, { decision: { type: 'ABANDON_SHOT' }, player: c.player }];
    if (s.matches(DEFENSE.choosingUnit)) return c.defense.toRoll.map((unit) => ({ decision: { type: 'CHOOSE_UNIT', unit } as EventObject, player: c.situation.units.find((u) => u.id === unit)!.owner }));
    return [];
  },
  units: (s) => (s.context as FireContext).situation.units,
  // 4.2, 7.1: each unit a Fire Defense Roll eliminated (O20.3.4), on its owner's Casualty Track in that order, its VP to the opponent.
  record: (s, start) => {
    const c = s.context as FireContext;
    if (c.smokePlaced.length > 0) throw notComposed('a Smoke round (O20.2.1) in a game', 'O20.2.1', 'decision');
    let tracks = start.casualtyTrack;
    const casualties: Casualty[] = [];
    for (const r of c.defense.log) {
      if (r.result !== 'eliminated') continue;
      if (!tracks) throw notComposed('a Fire elimination without a Casualty Track', '4.2', 'scenario.casualtyTrack');
      const placed = placeCasualty(tracks, start.units.find((u) => u.id === r.unit)!, 'fire-defense', false);
      tracks = placed.tracks;
      casualties.push(placed.casualty);
    }
    return { casualties, ...(tracks ? { casualtyTrack: tracks } : {}) };
  },
  surrendered: (_output, track) => (track ? (surrenderedPlayer(track) ?? null) : null),
  // O14.1, O20.1: the card activates its units; the Fire machine's ACTIVATE is that activation.
  opening: (order) => [{ type: 'ACTIVATE', units: order.units }],
  openingRefusal: (s, order) => activationProblem(s.context as FireContext, order.units),
};

export const COMPOSED_ORDERS: Partial<Record<OrderName, ComposedOrder>> = { Recover: recover, Rout: rout, Fire: fire };
