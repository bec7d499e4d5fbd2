/**
 * A whole game of Combat Commander: Europe (5, 6, DESIGN 9): Turns alternate between the players until the
 * game ends (6.3). It composes the existing machines and re-implements none of their rules:
 *
 * - each Turn is the Turn machine (turn.ts) itself — choosing Orders or Pass, activation, rolls with the
 *   9.1 re-roll, the triggers (its nested Event, Sniper and Time advance charts), end of Turn and the game
 *   end — started on the frame the previous Turn left, for the other player (5: "alternate");
 * - inside the Turn's Order step the real Order machine runs as a child (orders.ts): the player's
 *   decisions go to it; a roll it awaits is the Turn's roll (the top card of the roller's real deck, 1.9,
 *   the Initiative holder's 9.1 window, the trigger resolved by the Turn's charts on the frame, 1.9.1), and
 *   the child then receives that roll's dice and trigger, what the trigger changed (toldOfFrame: its units and
 *   map as the frame now has them, then break, rally, suppress and eliminate as RESOLVE_TRIGGER's effects), and
 *   the kept roll; when the child is done its units are merged back into the frame by id and the Order finished.
 *
 * Why the game tells the Order's machine the frame's units and map (orders.ts `told`) rather than extending
 * effects.ts's vocabulary: the Events (E42–E80) change units and the map in many ways — a Veteran marker (E44), a
 * unit placed (E52 Deploy's Teams, E56, E58, E59, E68, E76), moved (E46, E48 displacement), a Weapon broken or
 * taken (E63, E71), a Suppressed marker removed, markers placed or removed (E46–E48, E53, E55, E69, E70, E73, E77) —
 * and each is already one implementation, the Event chart's, on the frame. A new effect kind per change would
 * restate each of them in effects.ts and in every Order machine's RESOLVE_TRIGGER parser; telling the machine its
 * situation's units and map as the Event left them is what the Order machines already do themselves when an Event
 * is nested in them with `game` (event/host.ts endEvent: "on leaving, the Order gets them back, changed"), so an
 * Order in a game behaves as its own machine does after the same Event, and its own vectors are untouched.
 * Break, rally, suppress and eliminate still arrive as RESOLVE_TRIGGER's effects: the machines' own transitions
 * take them (a rolling unit gone, its record), as before.
 *
 * Why snapshots stepped with xstate's pure `transition` rather than `invoke`: the game must read the
 * child's state at every decision (to list the legal choices and to know whose roll it awaits), give the
 * Turn's trigger charts the units as the child has changed them, and stay a pure function of the
 * scenario and the decisions; an invoked child lives outside the parent's snapshot and is stepped
 * asynchronously. Here the game state is plain data: the Turn's snapshot, the child's snapshot, the record.
 *
 * A step of chance an Order awaits that is no roll (O18.2.2.1/2: the drift card revealed; T94: a random Smoke
 * marker) is taken by the game on the frame (orders.ts `chance`); so is the random Smoke marker a Fire Order's
 * Smoke round placed (O20.2.1, orders.ts `smokePlaced`: drawn, T94, placed on the frame, 8.1.4, and on the Order's map); a revealed last card of a draw pile runs the
 * Time advance machine (time-advance.ts, the Turn's chart) on the frame first (6.1.2, 1.9.1: `Interlude`).
 *
 * An Action played with a card inside an Order (1.6, A24: during a Move, Op Fire, A33.2, with a Fire card; the
 * active player's Smoke Grenades, A39, and Assault Fire, A26, with a card printing that Action; on a shot, in a
 * Fire Order or an Op Fire or Assault Fire, the firing player's Actions, A24.1, with a card printing each)
 * leaves its player's hand for his discard pile here, and the Order machine gets the decision without the
 * card (orders.ts `actionCard`), with its part of chance taken by the game (A39's random Smoke marker, T94:
 * orders.ts `complete`; the scenario Defender's Hidden Mines or Wire after an entry, A35.2/A35.5, their marker placed on
 * the frame there too). An Ambush (A25) in a Melee — after an Advance or at the end of a die trigger — is played with its
 * card, then completed by the opponent, who selects the unit it breaks (orders.ts `held`, RunningOrder `held`: his
 * CHOOSE_UNIT, the only decisions until he makes one; the Melee machine then gets AMBUSH with that unit). No Quarter
 * (A38) is played with its card and its VP go onto the frame's VP marker at once, recorded in `awards` (orders.ts
 * `awards`). The Order and the trigger's Melee share that handling (orderDecision).
 *
 * Light Wounds (A36) at a Defense Roll of a Fire Order, of a Move Order's Op Fire, Assault Fire or Mine Attack, of an
 * Advance Order's Mine Attack, of a Rout's Retreat's Mine Attack or of an Artillery Impact, and at an Ambush's break
 * (A25) in a Melee: the
 * Order's machine offers it with the Team its owner would retrieve (orders.ts
 * lightWoundsTeams: he holds a card printing it and his countermix describes his Teams); played, the card leaves his hand
 * (orders.ts `actionCard`), and the frame gets (withWounds) the Squad back into his countermix, the Team in its place
 * and the VP he loses.
 *
 * An exit off the enemy edge during a Move or Advance (7.2.1, orders.ts `exits`): the unit leaves the map with
 * the Order's machine; the game then asks its owner for its Time Track space (PLACE_EXITED, "any space of
 * the Time Track the owning player wishes": 0 to TIME_TRACK_LAST, the current and earlier spaces included,
 * from which it never returns), adds it there as a reinforcement, awards the Exit VP at once (victory.ts
 * exitVpTerms, with 7.3.2's chit, onto the frame's VP track) and records it (`exits`); a Hero goes back to the countermix for no VP
 * (E58.1); the owner's last unit on the map exited ends the game (6.3 way 3).
 *
 * A Time advance inside an Order (an Interlude, 6.1.2 step 5: "normal play resumes from wherever it left off") is
 * told the Order's machine the same way when it is over (toldOfFrame): the units it placed (a unit that exited
 * during that same Order, 7.2.1, and returns from the Time Track too) join every Order's machine (O21.4, an enemy
 * one blocks a Move's movers; A33, Op Fire by or at it; an Impact or a Fire attack on their hex), the units the
 * Melee at its end eliminated (O16.4) leave it, the Smoke it removed leaves its map; and they stay on the frame
 * when the Order's units are merged back.
 *
 * Left out (named, not silent): every Order is composed (orders.ts), not every decision inside one; Actions other
 * than the Turn's own (A31, A35.4, A32), Op Fire, Smoke Grenades, Assault Fire and
 * those on a shot and before a Defense Roll (A29, A35.1, A35.3: orders.ts defenseActions), Light Wounds when a Squad
 * would break (A36), after an entry (A35.2, A35.5) and in a Melee (A25, A38);
 * a reinforcement placed into an enemy-held hex by the Time advance run inside a trigger's Melee for a re-rolled Melee
 * Roll's last card (reading cce.reroll-last-card = advance-stands: its own Melee would come inside that one;
 * rerollAdvanceMelee: refused, listed apart). Whether a unit a trigger of a Fire Attack Roll moves out of (E46) or
 * places into (E59) the target hex makes a Fire Defense Roll (O20.3.4: "each of his units that were in a hex at the
 * moment that a Fire Attack Roll was made against it") is the Fire machine's own answer, the same with `game`: the
 * units in the hex when the result is applied; no reading is registered for it yet.
 *
 * The Melee at the end of a die trigger (O16.4 "at the end of any Order or die trigger that causes a hex to
 * contain units belonging to both sides"): a Time advance may place a reinforcement in an enemy-occupied hex of
 * its owner's edge (6.1.2 step 5: "any hex(es) along his friendly board edge"). When the decision that ends the
 * advance comes (END_DIG_IN, step 6), the Melee machine runs first on the frame (`TriggerMelee`, orders.ts
 * meleeAfter with `duringTrigger`: 1.9.1, its rolls have no triggers; its Actions — Ambush, Light Wounds, No Quarter —
 * as after an Advance, their cards onto the advance's frame), each Melee Roll the top card of its
 * roller's draw pile revealed by the game (1.9, 1.3) and open to the 9.1 re-roll (the Initiative card changing
 * hands on the frame as in the machine) — in the hexes the advance's reinforcements entered only: another hex
 * holding both sides then (an Advance's, mid-Order) has its Melee at the end of its Order, its units left out of
 * this one's situation (advanceTime); its eliminations reach the frame with their VP and Casualty Track
 * (as an Order's, withOrder); then the advance ends and play resumes where it left off (6.1.2).
 */
import { type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import { OracleError } from '../../core/errors';
import { resolveReadings, type Readings } from '../../core/readings';
import { surrenderedPlayer, withCasualty } from '../casualties';
import { cardOf, discardFromHand, reshuffle, reveal } from '../deck';
import { drawSmoke, placeSmoke } from '../markers';
import type { UnitEffect } from '../effects';
import { type Ending, type FrameState, TIME_TRACK_LAST, withVpTerms } from '../frame';
import { CCE_READINGS } from '../readings';
import { type Activated, deployRefusal, lastUnitLosers, orderRefusal, type OrderRecord, passRefusal, projectTurn, responseRefusal, type TurnContext, type TurnEvent, turnMachine, type TurnOutput } from '../turn';
import { opponentOf, PLAYERS, type Player, type Unit } from '../units';
import { casualtyVpTerms, exitVpTerms, unitVpName, vpTerm } from '../victory';
import { sumTerms } from '../../core/derivation';
import { meleeHexes, type MeleeContext, type Occupancy } from '../melee/rules';
import { type FrameContext, timeAdvanceMachine, timeAdvanceRecord } from '../time-advance';
import { type Award, COMPOSED_ORDERS, type ComposedOrder, type Completion, type Exited, FOLLOW_UP_PROCEDURES, meleeAfter, told, type Wounded } from './orders';
import type { Scenario } from './scenario';

const RULESET = 'cce';
const TURN = turnMachine as unknown as AnyStateMachine;
const TIME_ADVANCE = timeAdvanceMachine as unknown as AnyStateMachine;

/** The Order running as the Turn's child. */
export interface RunningOrder {
  composed: ComposedOrder;
  snapshot: AnyMachineSnapshot;
  /** Ids of the units the Order machine was given: only these are merged back (frame units added meanwhile stay). */
  known: string[];
  /** How many of the Order's casualties the frame has received (4.2, 7.1). */
  applied: number;
  /** How many of the Order's Light Wounds (A36, orders.ts `record`'s `wounded`) the frame has received (absent: none). */
  appliedWounds?: number;
  /** The frame the Order started from (its Casualty Track and units, for the Order's record). */
  start: FrameState;
  /** The units placed on the map during the Order (a Time advance's reinforcements), as first seen: the record reads their eliminations (absent: none). */
  joined?: Unit[];
  /** The cards the game revealed for the Order outside any roll (O18.2.2.1/2: the drift cards), in order. */
  revealed?: string[];
  /** How many of the Order's exits (7.2.1, orders.ts `exits`) the game has placed (absent: none). */
  placedExits?: number;
  /** How many of the Order's Smoke rounds (O20.2.1, orders.ts `smokePlaced`) the game has drawn and placed (absent: none). */
  placedSmoke?: number;
  /** An Action played whose opponent completes it now (A25 Ambush: the unit it breaks, orders.ts `held`): the completions still legal (absent: none). */
  held?: Completion[];
  /**
   * The frame as the Order's machine last saw it, while a trigger of its roll (1.9.1) or a Time advance inside it
   * (6.1.2, an Interlude) is resolved on the frame: what they change between it and the frame after them is told
   * the machine (toldOfFrame) before its roll's result or its next decision (absent: nothing under way).
   */
  seen?: FrameState;
}

/** 7.2.1: a unit that exited off the enemy edge, as the game placed it: its Exit VP to its owner, its Time Track space (null: a Hero, to the countermix, E58.1). */
export interface ExitRecord {
  turn: number;
  unit: string;
  owner: Player;
  vp: number;
  space: number | null;
}

/** VP an Action gave its player at once (orders.ts `awards`; A38: No Quarter's 2 VP), in the Turn it was played. */
export interface AwardRecord extends Award {
  turn: number;
}

/**
 * A Time advance (6.1.2) run inside an Order outside any roll: a reveal that took the last card of a draw
 * pile (O18.2.2.1/2), treated "exactly as if a “Time!” trigger had been rolled" (6.1.2), so performed in
 * its entirety before the revealed card's result is applied (1.9.1) — `then`, the decision the Order's
 * machine gets after it. The Time advance machine (time-advance.ts, the Turn's own chart) runs on the frame.
 */
export interface Interlude {
  snapshot: AnyMachineSnapshot;
  then: EventObject;
  /**
   * 6.1.2, 1.9.1: an advance owed after a die trigger — a Melee Roll at its end (TriggerMelee) took the last
   * card of the roller's draw pile — run before `then` ends the advance it came in: `outer` that advance when
   * it is itself an Interlude, null when it is the Turn's own. Absent: an advance inside an Order (above).
   * `melee`: instead the advance that last card causes when its Melee Roll is re-rolled (9.1, reading
   * cce.reroll-last-card = advance-stands), run at once, inside the Melee (which has already taken `then`, the
   * REROLL): when it is over the Melee goes on with the re-roll, from the reshuffled draw pile.
   */
  afterTrigger?: { outer: Interlude | null; melee?: true };
}

/**
 * O16.4: the Melee at the end of a die trigger — a Time advance that placed a reinforcement into an
 * enemy-occupied hex (6.1.2 step 5) — run on the frame before `then`, the decision that ends the advance
 * (END_DIG_IN), is given to the advance (the Turn's, or an Interlude's).
 */
export interface TriggerMelee {
  melee: RunningOrder;
  then: EventObject;
  /** 6.1.2: the roller whose Melee Roll revealed the last card of his draw pile: he triggers a Time advance after the Melee (Interlude.afterTrigger). */
  owed?: Player;
}

/** One Turn of the record: its number, its player, and the Turn machine's output (cards, rolls, triggers, Time). */
export interface TurnRecord {
  turn: number;
  player: string;
  output: TurnOutput;
  /** Each Order's output, in order (`revealed`: the cards the game revealed for it outside any roll). */
  orders: OrderOutput[];
}

export interface OrderOutput {
  order: string;
  output: unknown;
  revealed?: string[];
}

export interface Game {
  scenario: Scenario;
  readings: { turn: Readings } & Record<string, Readings>;
  /** The current Turn's number, from 1. */
  turn: number;
  snapshot: AnyMachineSnapshot;
  order: RunningOrder | null;
  /** The current Turn's Orders' outputs so far. */
  orderOutputs: OrderOutput[];
  /** The Time advance running inside the Order now, outside any roll (6.1.2), if any. */
  interlude?: Interlude | null;
  /** O16.4, 6.1.2 step 5: the hexes the running Time advance placed a reinforcement into, held by the enemy, with who held them. */
  placedIntoEnemy?: Record<string, Occupancy>;
  /** O16.4: the Melee at the end of the Time advance under way, if any. */
  triggerMelee?: TriggerMelee | null;
  turns: TurnRecord[];
  /** Every unit eliminated so far, across Turns (7.1). */
  eliminated: string[];
  /** Every exit off the enemy edge so far, across Turns, in order (7.2.1). */
  exits: ExitRecord[];
  /** Every VP an Action gave at once so far (A38 No Quarter), across Turns, in order: on the frame's VP marker already. */
  awards: AwardRecord[];
  ended: Ending | null;
  /** The frame at the end, when the game ended during an Order and the frame got what it had done (else the Turn's). */
  finalFrame?: FrameState;
}

const notComposed = (what: string, rule: string, path = 'decision'): OracleError =>
  new OracleError({ code: 'illegal-event', path, expected: `an Order or effect the game composes (${Object.keys(COMPOSED_ORDERS).join(', ')})`, actual: what, rule, hint: 'not-composed: this part of the game is not composed yet (machines/cce/game/orders.ts)' });

// ------------------------------------------------------------------------------------------- start

function startTurn(scenario: Scenario, readings: Readings, frame: FrameState): AnyMachineSnapshot {
  const { eliminated: _e, ended: _x, ...situation } = frame;
  const p = frame.active;
  const input = { ruleset: RULESET, readings, situation: { ...situation, orderCapability: scenario.orderCapability[p], discardLimit: scenario.discardLimit[p] } };
  return initial(TURN, input);
}

/** The game at set-up: the first Turn of the scenario's active player (5). */
export function startGame(scenario: Scenario, rawReadings: unknown = {}): Game {
  const readings: Game['readings'] = { turn: resolveReadings(CCE_READINGS, rawReadings, 'turn') };
  for (const procedure of [...Object.values(COMPOSED_ORDERS).map((c) => c!.procedure), ...FOLLOW_UP_PROCEDURES]) readings[procedure] = resolveReadings(CCE_READINGS, rawReadings, procedure);
  const g: Game = { scenario, readings, turn: 1, snapshot: startTurn(scenario, readings.turn, scenario.frame), order: null, orderOutputs: [], turns: [], eliminated: [], exits: [], awards: [], ended: null };
  return settle(g);
}

// ---------------------------------------------------------------------------------------- helpers

export const turnContext = (g: Game): TurnContext => g.snapshot.context as TurnContext;
/** The Time advance under way — inside the Order (an interlude) or the Turn's own — with its frame. */
export const timeAdvanceContext = (g: Game): FrameContext => (g.interlude ? (g.interlude.snapshot.context as FrameContext) : turnContext(g));
export const frameOf = (g: Game): FrameState => g.finalFrame ?? (g.interlude ? timeAdvanceContext(g).frame : turnContext(g).frame);

/**
 * One actor scope per machine, reused: what xstate's pure `transition` does, without building a fresh
 * inert actor (and running the machine's context factory on no input) for every step, which cost about
 * half of a playout's time. Actions are only `assign`s; none is executed outside the snapshot.
 */
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();
function scopeOf(machine: AnyStateMachine, input: unknown): AnyActorScope {
  let scope = scopes.get(machine);
  if (!scope) {
    const self = createActor(machine, { input });
    scope = { self, defer: () => {}, id: '', logger: () => {}, sessionId: '', stopChild: () => {}, system: self.system, emit: () => {}, actionExecutor: () => {} } as unknown as AnyActorScope;
    scopes.set(machine, scope);
  }
  return scope;
}

/** The machine's first snapshot for `input` (xstate's initialTransition). */
export const initial = (machine: AnyStateMachine, input: unknown): AnyMachineSnapshot => machine.getInitialSnapshot(scopeOf(machine, input), input) as AnyMachineSnapshot;

/** The machine's next snapshot (xstate's pure transition). */
const step = (machine: AnyStateMachine, s: AnyMachineSnapshot, e: EventObject): AnyMachineSnapshot => machine.transition(s as never, e, scopes.get(machine)!) as AnyMachineSnapshot;

/** Units on the frame's map the Order's machine was not given and does not hold: placed during it (a Time advance's reinforcements, 6.1.2 step 5, or any unit that entered the map meanwhile). */
function placedDuring(order: RunningOrder, frame: FrameState): Unit[] {
  const mine = new Set(order.composed.units(order.snapshot).map((u) => u.id));
  return frame.units.filter((u) => u.hex && !order.known.includes(u.id) && !mine.has(u.id));
}

/** The frame's units with the Order's view of the units it was given (merged by id). */
function mergeUnits(frameUnits: Unit[], order: RunningOrder): Unit[] {
  const mine = new Map(order.composed.units(order.snapshot).map((u) => [u.id, u]));
  return frameUnits.filter((u) => !order.known.includes(u.id) || mine.has(u.id)).map((u) => mine.get(u.id) ?? u);
}

/**
 * The frame with what the Order has done so far: its units merged by id, and its casualties not yet
 * received — each eliminated, its VP to the opponent as the Order recorded it (7.1), its Casualty Track
 * (4.2). Used before a trigger is resolved, when the Order is over, and when the game ends during it.
 */
function withOrder(frame: FrameState, order: RunningOrder): { frame: FrameState; order: RunningOrder } {
  // The Order's record reads each eliminated unit from the frame it started on or, failing that, among the units
  // placed on the map since (a Time advance's reinforcement that joined a Move, 6.1.2 step 5, then fell to its Op
  // Fire: 4.2), remembered on the Order once seen: the frame drops a unit when it receives its elimination.
  const joined = [...(order.joined ?? []), ...frame.units.filter((u) => !order.start.units.some((x) => x.id === u.id) && !order.joined?.some((x) => x.id === u.id))];
  if (joined.length > (order.joined?.length ?? 0)) order = { ...order, joined };
  const rec = order.composed.record(order.snapshot, order.start, joined);
  const wounds = (rec.wounded ?? []).slice(order.appliedWounds ?? 0);
  if (wounds.length > 0) ({ frame, order } = withWounds(frame, order, wounds));
  const fresh = rec.casualties.slice(order.applied);
  // 4.2: each fresh casualty fills the next space of the frame's track as it is now — which already holds
  // the units a trigger during the Order eliminated (frame-effects.ts), which the Order's own track
  // (counted from the frame it started on) does not: so the frame's track, not the Order's, is kept.
  const track = frame.casualtyTrack ?? order.start.casualtyTrack;
  // 7.1, and 7.3.2 "VPs for the elimination of units [7.1] are doubled for both players" while that chit is in play:
  // the Order's record gives each casualty's 7.1 value; the frame's chits double it (as frame-effects.ts does for a
  // unit a trigger or an Event eliminates).
  const named = (id: string): string => {
    const u = order.start.units.find((x) => x.id === id) ?? joined.find((x) => x.id === id);
    return u ? unitVpName(u) : id;
  };
  const vpTerms = fresh.flatMap((k) => casualtyVpTerms(k.owner, k.vp, `${named(k.unit)} eliminated`, frame.specialChits));
  const next: FrameState = {
    ...withVpTerms(frame, vpTerms),
    units: mergeUnits(frame.units, order),
    eliminated: [...frame.eliminated, ...fresh.map((k) => k.unit)],
    ...(track ? { casualtyTrack: fresh.reduce((t, k) => withCasualty(t, { owner: k.owner, hero: k.space === undefined }), track) } : {}),
  };
  return { frame: next, order: { ...order, applied: rec.casualties.length } };
}

/**
 * A36 "Lose 1 VP. Then, instead of that Squad breaking ..., place it back into the countermix, retrieving a Team from
 * the countermix ... and placing it into the hex from which the Squad was taken": on the frame, the Squad into its
 * owner's countermix (`lightWounds`, with its Team's id), the Team in its place on the map as the Order's machine has
 * it (then merged by id, as the Order's other units: `known`), and the VP its owner loses (a term on the frame's VP track, frame.ts withVpTerms).
 */
function withWounds(frame: FrameState, order: RunningOrder, wounds: readonly Wounded[]): { frame: FrameState; order: RunningOrder } {
  const mine = order.composed.units(order.snapshot);
  let f = frame;
  for (const w of wounds) {
    const squad = f.units.find((u) => u.id === w.squad)!;
    const team = mine.find((u) => u.id === w.team);
    const mix = f.countermix?.[w.owner] ?? {};
    f = {
      ...withVpTerms(f, [vpTerm(w.owner, -w.vp, 'A36', `Light Wounds: Squad ${w.squad} back into the countermix`)]),
      // The Team, if the Order has not eliminated it since (then it is among the Order's casualties), takes the Squad's place.
      units: f.units.flatMap((u) => (u.id !== w.squad ? [u] : team ? [team] : [])),
      countermix: { ...f.countermix, [w.owner]: { ...mix, lightWounds: [...(mix.lightWounds ?? []), { squad, team: w.team }] } },
    };
  }
  const known = [...order.known.filter((id) => !wounds.some((w) => w.squad === id)), ...wounds.map((w) => w.team)];
  return { frame: f, order: { ...order, known, appliedWounds: (order.appliedWounds ?? 0) + wounds.length } };
}

/** The Turn's snapshot with its frame replaced (the Order's changes merged in). */
function withFrame(g: Game, frame: FrameState): AnyMachineSnapshot {
  return TURN.resolveState({ value: g.snapshot.value, context: { ...turnContext(g), frame } }) as AnyMachineSnapshot;
}


/**
 * 6.3 ways 1 and 2 after an Order (a Rout's Surrender, or a player's last unit eliminated), "immediately":
 * the Turn checks them after its own triggers only, so the game asks game-end.ts's rule here (turn.ts
 * lastUnitLosers, with reading cce.last-unit-with-reinforcements).
 */
function endingAfterOrder(g: Game, frame: FrameState, surrendered: Player | null): Ending | null {
  if (surrendered) return { how: 'surrender', players: [surrendered], rule: '6.3' };
  const losers = lastUnitLosers({ ...turnContext(g), frame });
  return losers.length > 0 ? { how: 'last-unit-eliminated', players: losers, rule: '6.3' } : null;
}

/**
 * 1.9.1: what a trigger resolved on the frame did to the Order's units that effects.ts's vocabulary says — break,
 * rally, suppress, eliminate — as the effects RESOLVE_TRIGGER carries, so that the Order machine's own transitions
 * take them (its roll's result after them, a unit gone, its record). Everything else the trigger changed (a
 * Veteran marker, a hex, a Weapon, a Suppressed marker removed, a unit placed, a marker on the map) is told the
 * machine apart, before (toldOfFrame).
 */
function triggerEffects(before: Unit[], after: Unit[], eliminated: readonly string[]): UnitEffect[] {
  const now = new Map(after.map((u) => [u.id, u]));
  const out: UnitEffect[] = [];
  for (const u of before) {
    const a = now.get(u.id);
    if (!a) {
      // Gone from the map otherwise than eliminated (E52 Deploy: the Squad back into the countermix, two Teams in its hex): told apart.
      if (eliminated.includes(u.id)) out.push({ unit: u.id, effect: 'eliminate' });
      continue;
    }
    if (!u.broken && a.broken) out.push({ unit: u.id, effect: 'break' });
    if (u.broken && !a.broken) out.push({ unit: u.id, effect: 'rally' });
    if (!u.suppressed && a.suppressed) out.push({ unit: u.id, effect: 'suppress' });
  }
  return out;
}

/** Deep equality of two plain values, whatever the order of their keys (units and hexes built by different code). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * 1.9.1, 6.1.2 step 5 ("normal play resumes from wherever it left off"): the Order's machine told (orders.ts `told`)
 * of what a trigger of its roll, or a Time advance inside it, changed on the frame between `seen` (the frame synced
 * with the Order before it) and `now` — one step for every Event (E42–E80), Sniper and Time advance, whatever it did:
 * - a unit of the Order's that the frame changed: as the frame now has it (E44 Battle Harden's Veteran marker,
 *   E44.1; a hex, E46 Blaze and E48 Breeze displacing it; a Weapon broken or taken, E63 Malfunction, E71 Scrounge; a
 *   Suppressed marker gone …). With `effects` (a trigger of the Order's roll), its breaking, rallying, Suppressed marker
 *   placed and elimination are left to RESOLVE_TRIGGER (triggerEffects): it keeps its Broken side, and its
 *   Suppressed marker only if the frame's unit still has one; without (after an Interlude, outside any roll) the
 *   frame's unit as it is, and a unit gone from the frame gone from the Order too (O16.4: the Melee at the end of the
 *   advance eliminated it); a unit that left the map otherwise than eliminated (E52 Deploy: the Squad back into the
 *   countermix) leaves the Order's units and `known`;
 * - a unit placed on the map (a reinforcement, 6.1.2 step 5; E56 Field Promotion, E58 Hero, E59 Infiltration, E68
 *   Reinforcements, E76 Walking Wounded, E52 Deploy's Teams):
 *   added to the Order's units, and merged back with them (`known`);
 * - a hex of the map the frame changed (a Blaze, Smoke, Foxholes, Wire or Mines marker placed or removed: E46–E48,
 *   E53, E55, E69, E70, E73, E77; the Smoke marker a Time advance removes, 6.1.2 step 4): the Order's map gets it as the frame has it. Hexes the Order changed itself and the frame did
 *   not (an Artillery Request's Smoke and destroyed Fortifications, on the frame when it is over) stay its own.
 * The machine's state and the rest of its context stay: the roll's locked-in result (reading
 * cce.trigger-locks-result), the units still to roll, the shot … — what its own `game` mode keeps after an Event
 * nested in it (event/host.ts endEvent).
 */
function toldOfFrame(order: RunningOrder, seen: FrameState, now: FrameState, effects: boolean): RunningOrder {
  const was = new Map(seen.units.map((u) => [u.id, u]));
  const is = new Map(now.units.map((u) => [u.id, u]));
  const mine = order.composed.units(order.snapshot);
  const units = mine.flatMap((u) => {
    const b = was.get(u.id);
    const a = is.get(u.id);
    if (!b || same(a, b)) return [u];
    if (!a) return effects && now.eliminated.includes(u.id) ? [u] : [];
    const next = effects ? { ...a, broken: u.broken, suppressed: u.suppressed && a.suppressed } : a;
    return [same(next, u) ? u : next];
  });
  const placed = now.units.filter((u) => u.hex && !was.has(u.id) && !mine.some((m) => m.id === u.id));
  const hexes = Object.fromEntries(Object.entries(now.map.hexes).filter(([h, facts]) => !same(facts, seen.map.hexes[h])));
  const changed = placed.length > 0 || Object.keys(hexes).length > 0 || units.length !== mine.length || units.some((u, i) => u !== mine[i]);
  if (!changed) return order;
  const snapshot = told(order.composed.machine, order.snapshot, { units: [...units, ...placed], hexes });
  if (snapshot === order.snapshot) return order;
  // A unit that left the map otherwise than eliminated (E52 Deploy) is no longer the Order's: the frame has put it where it went.
  const left = mine.filter((u) => was.has(u.id) && !is.has(u.id) && !now.eliminated.includes(u.id)).map((u) => u.id);
  return { ...order, snapshot, known: [...order.known.filter((id) => !left.includes(id)), ...placed.map((u) => u.id).filter((id) => !order.known.includes(id))] };
}

/** Does the Order's child await a roll now? */
export const orderAwaitsRoll = (o: RunningOrder): boolean => o.snapshot.can({ type: 'ROLL', white: 1, colored: 1 } as EventObject);

/** The Turn's ROLL for a player's bare `{ type: 'ROLL' }`, where the roller is known (an Order's roll, a re-roll). */
function turnRoll(g: Game): EventObject | null {
  const s = g.snapshot;
  const c = turnContext(g);
  if (s.matches('carryingOutOrder') && g.order && orderAwaitsRoll(g.order)) {
    return { type: 'ROLL', player: g.order.composed.roller(g.order.snapshot), ...(g.order.composed.fireAttack(g.order.snapshot) ? { fireAttack: true } : {}) } as EventObject;
  }
  if (s.matches('rerolling') && g.order) {
    return { type: 'ROLL', player: c.rolls.at(-1)!.player, ...(g.order.composed.fireAttack(g.order.snapshot) ? { fireAttack: true } : {}) } as EventObject;
  }
  return null;
}

// ------------------------------------------------------------------------------------------- play

/** The game after one decision (pure: `g` is not changed). Errors name the decision, what was expected and the rule. */
export function play(g: Game, decision: EventObject): Game {
  if (g.ended) throw new OracleError({ code: 'illegal-event', path: 'decision', expected: 'no decision: the game is over', actual: decision.type, rule: '6.3' });
  const s = g.snapshot;
  if (g.interlude) {
    // 6.1.2 inside an Order: the Time advance's decisions (SHUFFLE, the Sudden Death Roll, REMOVE_SMOKE, PLACE_REINFORCEMENT, DIG_IN).
    const ta = g.interlude.snapshot;
    if (g.interlude.afterTrigger?.melee) {
      // 9.1, 6.1.2 (reading cce.reroll-last-card = advance-stands): the advance of a re-rolled Melee Roll's last card, inside that Melee.
      if (!ta.can(decision)) throw refused(decision, ta, 'the Time advance');
      if (rerollAdvanceMelee(g, decision)) throw notComposed('a reinforcement placed into an enemy-held hex by the Time advance of a re-rolled Melee Roll\'s last card, inside the Melee at the end of a die trigger (its own Melee, O16.4, would come inside that one)', 'O16.4', 'decision');
      return settle({ ...g, interlude: { ...g.interlude, snapshot: step(TIME_ADVANCE, ta, decision) } });
    }
    if (g.triggerMelee) return settle(playTriggerMelee(g, decision));
    if (!ta.can(decision)) throw refused(decision, ta, 'the Time advance');
    return settle(advanceTime(g, decision, (h) => ({ ...h, interlude: { ...h.interlude!, snapshot: step(TIME_ADVANCE, ta, decision) } })));
  }
  if (g.triggerMelee) return settle(playTriggerMelee(g, decision));
  const pending = g.order && s.matches('carryingOutOrder') ? pendingExit(g.order) : null;
  if (pending) {
    // 7.2.1: "That unit is then placed on any space of the Time Track the owning player wishes": the owner's only decision now.
    const { unit, space } = decision as EventObject & { unit?: unknown; space?: unknown };
    if (decision.type !== 'PLACE_EXITED' || unit !== pending.unit) throw new OracleError({ code: 'illegal-event', path: 'decision', expected: `PLACE_EXITED of ${pending.unit}, which has just exited (7.2.1: placed on the Time Track)`, actual: decision, rule: '7.2.1' });
    if (typeof space !== 'number' || !Number.isInteger(space) || space < 0 || space > TIME_TRACK_LAST) throw new OracleError({ code: 'invalid-field', path: 'decision.space', expected: `a space of the Time Track, 0 to ${TIME_TRACK_LAST} ("any space of the Time Track the owning player wishes")`, actual: space, rule: '7.2.1' });
    return settle(placeExit(g, pending, space));
  }
  if (decision.type === 'GIVE_ORDER') {
    const give = decision as Extract<TurnEvent, { type: 'GIVE_ORDER' }>;
    if (!COMPOSED_ORDERS[give.order] && s.can(decision)) throw notComposed(`GIVE_ORDER ${give.order}`, 'O14.1', 'decision.order');
    const uncomposed = s.can(decision) ? COMPOSED_ORDERS[give.order]?.uncomposed?.(decision) : null;
    if (uncomposed) throw uncomposed;
    // The Order machine's own refusal of its opening (O20.1: an enemy unit in LOS and Range …), before the card is played.
    const why = s.can(decision) ? openingCheck(g, give).refusal : null;
    if (why) throw refused(decision, s, 'the Turn', why);
  }
  if (decision.type === 'ROLL' && turnRoll(g)) return settle({ ...g, snapshot: stepTurn(s, turnRoll(g)!) });
  if (g.order && s.matches('carryingOutOrder')) {
    const f = turnContext(g).frame;
    const done = orderDecision(g.order, f, decision, g.order.composed.order);
    const turn = done.frame === f ? s : withFrame(g, done.frame);
    return settle({ ...g, snapshot: turn, order: done.order, ...(done.award ? { awards: [...g.awards, { ...done.award, turn: g.turn }] } : {}) });
  }
  if (g.order && s.matches('consideringReroll') && (decision.type === 'KEEP_ROLL' || decision.type === 'REROLL')) {
    // The Order gets the roll's dice and trigger (its result locked in, 1.9.1), then the same decision:
    // REROLL cancels it there too (9.1: recorded as cancelled, the Initiative card changes hands), KEEP_ROLL
    // is kept by the Turn, which resolves the trigger on the frame first given the units as the Order has them.
    const c = turnContext(g);
    const dice = cardOf(c.frame.decks[c.roll!.player], c.roll!.card)!.dice!;
    const synced = withOrder(c.frame, g.order);
    // 6.1.2, O16.4: a Time advance the Turn made between the Order's rolls (a cancelled roll's last card, reading
    // cce.reroll-last-card advance-stands) whose trigger Melee eliminated units of the Order: the Order gets the
    // kept roll as the Time! that advance counts as (order-rolls.ts: "a caller states it as the Time! it counts
    // as"), so the eliminations reach it in RESOLVE_TRIGGER before the roll's result (1.9.1). Only then.
    // The units the Order was given as synced (a Light Wounds Team the sync has just put on the frame in its Squad's place, A36, is one of them).
    const known = synced.order.known;
    const between = decision.type === 'KEEP_ROLL' && !c.roll!.trigger ? triggerEffects(g.order.composed.units(g.order.snapshot), synced.frame.units.filter((u) => known.includes(u.id)), synced.frame.eliminated) : [];
    const trigger = c.roll!.trigger ?? (between.length > 0 ? 'Time!' : null);
    const roll = { type: 'ROLL', white: dice.white, colored: dice.colored, ...(trigger ? { trigger } : {}) } as EventObject;
    let child = step(g.order.composed.machine, g.order.snapshot, roll);
    if (decision.type === 'REROLL') child = step(g.order.composed.machine, child, decision);
    if (decision.type === 'REROLL') return settle({ ...g, order: { ...g.order, snapshot: child }, snapshot: stepTurn(s, decision) });
    return settle({ ...g, order: { ...synced.order, snapshot: child, ...(trigger ? { seen: synced.frame } : {}) }, snapshot: stepTurn(withFrame(g, synced.frame), decision) });
  }
  if (inAdvance(s)) return settle(advanceTime(g, decision, (h) => ({ ...h, snapshot: stepTurn(s, decision) })), turnContext(g).activated);
  return settle({ ...g, snapshot: stepTurn(s, decision) }, turnContext(g).activated);
}

/**
 * A decision of the running Order or of the Melee at the end of a die trigger (`o`), on `frame` (the Turn's, or the Time
 * advance's): while an Action waits for its opponent (A25, RunningOrder `held`), one of its completions only; an Action
 * its opponent completes (orders.ts `held`): its card played, the completions then awaited; any other decision goes to
 * the machine — an Action's card (orders.ts `actionCard`, 1.6, A24) from its player's hand to his discard pile and the
 * machine given the decision without it, its part of chance taken on the frame (`complete`), and the VP it gives at
 * once (`awards`, A38) added to the frame's VP marker. `where` names the procedure in a refusal.
 */
function orderDecision(o: RunningOrder, frame: FrameState, decision: EventObject, where: string): { order: RunningOrder; frame: FrameState; award: Award | null } {
  if (o.held) {
    // A25: the Action's opponent completes it (the unit the Ambush breaks): one of the completions listed, nothing else.
    const done = o.held.find((x) => JSON.stringify(x.decision) === JSON.stringify(decision));
    if (!done) throw new OracleError({ code: 'illegal-event', path: 'decision', expected: `the completion of the Action just played, by ${o.held[0]?.player}: ${o.held.map((x) => JSON.stringify(x.decision)).join(', ')}`, actual: decision, rule: 'A25' });
    return { order: { ...o, held: undefined, snapshot: step(o.composed.machine, o.snapshot, done.toMachine) }, frame, award: null };
  }
  const held = o.composed.held?.(o.snapshot, decision) ?? null;
  if (held) {
    // 1.6, A25: an Action its opponent completes: the card from its player's hand to his discard pile, then the completions
    // the Order's machine would take wait for him.
    const { card } = decision as EventObject & { card?: string };
    const deck = frame.decks[held.card.player];
    const mine = deck.hand.filter((id) => cardOf(deck, id)?.action === held.card.action);
    if (!mine.includes(card!)) throw new OracleError({ code: 'illegal-event', path: 'decision.card', expected: `a card printing the ${held.card.action} Action in ${held.card.player}'s hand (${mine.join(', ') || 'none'})`, actual: card, rule: held.card.rule });
    const completions = held.completions.filter((x) => o.snapshot.can(x.toMachine));
    if (completions.length === 0) throw refused(decision, o.snapshot, where);
    return { order: { ...o, held: completions }, frame: { ...frame, decks: { ...frame.decks, [held.card.player]: discardFromHand(deck, card!) } }, award: null };
  }
  const uncomposed = o.composed.uncomposed?.(decision);
  if (uncomposed && o.snapshot.can(decision)) throw uncomposed;
  const invalid = o.composed.inputRefusal?.(o.snapshot, decision);
  if (invalid) throw invalid;
  // 1.6, A24: an Action played with a card: the card leaves its player's hand for his discard pile, and the
  // machine gets the decision without it.
  const action = o.composed.actionCard?.(o.snapshot, decision) ?? null;
  const { card, ...bare } = decision as EventObject & { card?: string };
  let toMachine = action ? (bare as EventObject) : decision;
  // The card data the decision repeats must be what its card prints (A37: "the indicated nationality"), checked first.
  for (const field of action?.printed ?? []) {
    const printed = cardOf(frame.decks[action!.player], card!)?.[field];
    const stated = (decision as EventObject & Record<string, unknown>)[field];
    if (printed === undefined || stated !== printed) throw new OracleError({ code: 'illegal-event', path: `decision.${field}`, expected: printed === undefined ? `a card indicating a ${field} (${card} indicates none)` : `the ${field} card ${card} indicates, "${printed}"`, actual: stated, rule: action!.rule });
  }
  if (!o.snapshot.can(toMachine)) throw refused(decision, o.snapshot, where);
  let f = frame;
  if (action) {
    const deck = f.decks[action.player];
    // The card must print the Order (A33.2) or the Action (A39, A26, A38 …) played.
    const prints = (id: string) => (action.order ? cardOf(deck, id)?.order === action.order : cardOf(deck, id)?.action === action.action);
    if (!deck.hand.includes(card!) || !prints(card!)) {
      const what = action.order ? `a ${action.order} card` : `a card printing the ${action.action} Action`;
      throw new OracleError({ code: 'illegal-event', path: 'decision.card', expected: `${what} in ${action.player}'s hand (${deck.hand.filter(prints).join(', ') || 'none'})`, actual: card, rule: action.rule });
    }
    f = { ...f, decks: { ...f.decks, [action.player]: discardFromHand(deck, card!) } };
  }
  // The decision's part of chance (A39: the random Smoke marker, T94), taken by the game on the frame.
  const completed = o.composed.complete?.(toMachine, f, o.snapshot) ?? null;
  if (completed) ({ decision: toMachine, frame: f } = completed);
  const snapshot = step(o.composed.machine, o.snapshot, toMachine);
  // A38: VP the Action gives at once, onto the frame's VP track as a term (frame.ts withVpTerms).
  const gained = o.composed.awards?.(o.snapshot, snapshot) ?? null;
  if (gained) f = withVpTerms(f, [vpTerm(gained.player, gained.vp, gained.rule, gained.rule === 'A38' ? 'No Quarter' : `Action ${gained.rule}`)]);
  return { order: { ...o, snapshot }, frame: f, award: gained };
}

/** Is the Turn in its Time advance (6.1.2, the Turn's own chart)? */
const inAdvance = (s: AnyMachineSnapshot): boolean => typeof s.value === 'object' && s.value !== null && 'advancingTime' in (s.value as object);

/**
 * Would this decision of the Time advance run for a re-rolled Melee Roll's last card (Interlude.afterTrigger.melee)
 * place a reinforcement into an enemy-held hex (6.1.2 step 5)? Its Melee (O16.4) would come inside the Melee under
 * way: not composed (refused, listed apart).
 */
export const rerollAdvanceMelee = (g: Game, decision: EventObject): boolean => !!g.interlude?.afterTrigger?.melee && placedIntoEnemy(g, decision) !== null;

/** 6.1.2 step 5: a reinforcement placed into a hex an enemy unit holds (O16.4: a Melee at the end of the trigger), with its owner. */
function placedIntoEnemy(g: Game, decision: EventObject): { unit: string; hex: string; owner: Player } | null {
  if (decision.type !== 'PLACE_REINFORCEMENT') return null;
  const { unit, hex } = decision as EventObject & { unit: string; hex: string };
  const f = frameOf(g);
  const owner = f.reinforcements.find((r) => r.unit?.id === unit)?.owner;
  return owner && f.units.some((u) => u.hex === hex && u.owner !== owner) ? { unit, hex, owner } : null;
}

/** The game with the decision given to the Time advance under way (the Turn's, or the Interlude's), recording a placement into an enemy-held hex (O16.4). */
function advanceTime(g: Game, decision: EventObject, give: (g: Game) => Game): Game {
  const placed = placedIntoEnemy(g, decision);
  const into = placed ? { ...g.placedIntoEnemy, [placed.hex]: { occupiedBefore: opponentOf(placed.owner), lastSoleOccupant: opponentOf(placed.owner) } } : g.placedIntoEnemy;
  if (decision.type === 'END_DIG_IN' && g.placedIntoEnemy && Object.keys(g.placedIntoEnemy).length > 0) {
    // O16.4 "at the end of any ... die trigger": the Melee before the advance ends (6.1.2 step 6 is its last step).
    const frame = timeAdvanceContext(g).frame;
    // O16.4 "causes a hex to contain units belonging to both sides": this trigger's Melee is in the hexes its
    // reinforcements entered; another hex holding both sides now (an Advance's, whose Melee comes "at the end of"
    // its Order) is not this trigger's: its units are left out of the Melee machine's situation (and stay as they are).
    const into = Object.keys(g.placedIntoEnemy);
    const elsewhere = new Set(meleeHexes(frame).filter((h) => !into.includes(h)));
    const view: FrameState = elsewhere.size > 0 ? { ...frame, units: frame.units.filter((u) => !u.hex || !elsewhere.has(u.hex)) } : frame;
    const composed = meleeAfter(g.placedIntoEnemy, true);
    const snapshot = initial(composed.machine, composed.input(view, { order: 'Advance', units: [], player: null }, { recover: false, rout: false, units: [] } as unknown as Activated, RULESET, g.readings.melee));
    return { ...g, placedIntoEnemy: {}, triggerMelee: { melee: { composed, snapshot, known: view.units.map((u) => u.id), applied: 0, start: frame }, then: decision } };
  }
  return give({ ...g, ...(into ? { placedIntoEnemy: into } : {}) });
}

/** The frame of the Time advance under way replaced (the Turn's, or the Interlude's). */
/**
 * The units the Turn counts as activated after an Order or a trigger's Melee (O14.1, A33.3(2), A36): `also` (what the
 * Order's machine activated besides the card's units: Op Fire, a moving Squad's Team under reading
 * cce.light-wounds-moving-team = team-goes-on) and each Light Wounds Team on `frame` that took the place of a Squad
 * activated this Turn — A36: "the new Team's activation status for the Turn matches that of the Squad it replaced",
 * as turn.ts's `deploy` does for E52's Teams — whichever Order's Defense Roll or Ambush broke it.
 */
function withActivated(g: Game, frame: FrameState, also: readonly string[]): Game {
  const c = turnContext(g);
  const a = c.activated;
  const active = new Set([...a.units, ...also]);
  const teams = PLAYERS.flatMap((p) => (frame.countermix?.[p]?.lightWounds ?? []).filter((w) => active.has(w.squad.id)).map((w) => w.team));
  const add = [...new Set([...also, ...teams])].filter((id) => !a.units.includes(id));
  if (add.length === 0) return g;
  return { ...g, snapshot: TURN.resolveState({ value: g.snapshot.value, context: { ...c, activated: { ...a, units: [...a.units, ...add] } } }) as AnyMachineSnapshot };
}

function withAdvanceFrame(g: Game, frame: FrameState): Game {
  if (!g.interlude) return { ...g, snapshot: withFrame(g, frame) };
  const ta = g.interlude.snapshot;
  return { ...g, interlude: { ...g.interlude, snapshot: TIME_ADVANCE.resolveState({ value: ta.value, context: { ...(ta.context as FrameContext), frame } }) as AnyMachineSnapshot } };
}

/**
 * Is the draw pile of the Melee Roll's roller, in the Melee at the end of a trigger, empty? Then his Melee Roll
 * cannot be made (a roll reveals his top card, 1.9) until the Time advance his last card owes (TriggerMelee.owed,
 * after the Melee) reshuffles it (6.1.2 step 1): the ROLL is listed apart (legal.ts triggerMeleeChoices). A
 * re-roll of a roll that took his last card is another matter: by reading cce.reroll-last-card (playTriggerMelee).
 */
export function triggerMeleePileEmpty(g: Game): boolean {
  const m = g.triggerMelee?.melee;
  return !!m && m.snapshot.status !== 'done' && frameOf(g).decks[m.composed.roller(m.snapshot)].draw.length === 0;
}

/**
 * A decision in the Melee at the end of a trigger (O16.4): a Melee Roll is the top card of the roller's draw
 * pile, revealed (1.9, 1.3; its trigger ignored by the machine, 1.9.1); KEEP_ROLL or REROLL (9.1: the Initiative
 * card passes, on the frame as in the machine); the Melee's other decisions. The re-roll of a Melee Roll that revealed
 * the last card of its roller's draw pile, by reading cce.reroll-last-card: under `advance-canceled` the canceled last
 * card advances no Time (9.1 "including any die trigger": the advance it owed is dropped) and the roller reshuffles his
 * discard pile (1.4, deck.ts reshuffle: the canonical order, as turn.ts cancelRoll); under `advance-stands` (the
 * default: "the Time advance happens, and the re-roll is made from the reshuffled deck") the advance it owed is run at
 * once, triggered by the roller (6.1.2 step 1 reshuffles his deck), inside the Melee (Interlude.afterTrigger.melee),
 * which then awaits the re-roll. When the Melee is over, its
 * eliminations reach the frame (withOrder) and the advance gets the decision that ends it.
 */
function playTriggerMelee(g: Game, decision: EventObject): Game {
  let tm = g.triggerMelee!;
  const m = tm.melee;
  let frame = timeAdvanceContext(g).frame;
  let event = decision;
  let played: RunningOrder | null = null;
  if (decision.type === 'ROLL' && orderAwaitsRoll(m)) {
    const roller = m.composed.roller(m.snapshot);
    const taken = reveal(frame.decks[roller]);
    // 6.1.2 "whenever a player reveals/draws the last card in his draw pile": the roll's own trigger is ignored
    // (1.9.1, a roll while resolving a trigger), the pile's running out is not: a Time advance after the Melee,
    // as after a roll during an Event (reading cce.event-roll-last-card, advance).
    if (taken.last) tm = { ...tm, owed: roller };
    const card = cardOf(taken.deck, taken.card)!;
    event = { type: 'ROLL', white: card.dice!.white, colored: card.dice!.colored, ...(card.trigger ? { trigger: card.trigger } : {}) } as EventObject;
    frame = { ...frame, decks: { ...frame.decks, [roller]: taken.deck } };
  } else if (decision.type !== 'KEEP_ROLL' && decision.type !== 'REROLL') {
    // The Melee's other decisions as after an Advance: an Action's card played (A25 Ambush, completed by its opponent;
    // A36 Light Wounds; A38 No Quarter, its VP at once) on the Time advance's frame (orderDecision).
    const done = orderDecision(m, frame, decision, 'the Melee at the end of the die trigger');
    ({ order: played, frame } = done);
    if (done.award) g = { ...g, awards: [...g.awards, { ...done.award, turn: g.turn }] };
  } else if (!m.snapshot.can(decision)) throw refused(decision, m.snapshot, 'the Melee at the end of the die trigger');
  let stands: Player | null = null;
  if (decision.type === 'REROLL' && triggerMeleePileEmpty(g)) {
    // 9.1 with 6.1.2, reading cce.reroll-last-card (above): the last card's advance is dropped, or run now.
    const roller = m.composed.roller(m.snapshot);
    if (tm.owed === roller) tm = { ...tm, owed: undefined };
    if (g.readings.turn['cce.reroll-last-card'] === 'advance-canceled') frame = { ...frame, decks: { ...frame.decks, [roller]: reshuffle(frame.decks[roller]) } };
    else stands = roller;
  }
  const melee = played ?? { ...m, snapshot: step(m.composed.machine, m.snapshot, event) };
  const snapshot = melee.snapshot;
  // 9.1: a cancelled roll passes the Initiative card (the machine's record of it).
  frame = { ...frame, initiative: (snapshot.context as MeleeContext).initiative };
  if (stands) {
    // Reading advance-stands: the advance the canceled last card causes, triggered by its roller, on the frame as it is now (no eliminations: its own).
    const after = withAdvanceFrame({ ...g, triggerMelee: { ...tm, melee } }, frame);
    const { eliminated: _e, ended: _x, ...situation } = frame;
    const ta = initial(TIME_ADVANCE, { ruleset: RULESET, readings: g.readings.turn, situation: { ...situation, triggering: stands } });
    return { ...after, interlude: { snapshot: ta, then: decision, afterTrigger: { outer: after.interlude ?? null, melee: true } } };
  }
  if (snapshot.status !== 'done') return withAdvanceFrame({ ...g, triggerMelee: { ...tm, melee } }, frame);
  const merged = withOrder(frame, melee).frame;
  // A36: a Team that took the place of a Squad activated earlier this Turn (an Ambush's break) is activated too.
  const after = withAdvanceFrame(withActivated({ ...g, triggerMelee: null }, merged, []), merged);
  if (tm.owed) {
    // 6.1.2: the owed advance, on the frame after the Melee, before the advance the Melee ended is itself over.
    const { eliminated: _e, ended: _x, ...situation } = frameOf(after);
    const ta = initial(TIME_ADVANCE, { ruleset: RULESET, readings: g.readings.turn, situation: { ...situation, triggering: tm.owed } });
    return { ...after, interlude: { snapshot: ta, then: tm.then, afterTrigger: { outer: after.interlude ?? null } } };
  }
  return g.interlude ? { ...after, interlude: { ...after.interlude!, snapshot: step(TIME_ADVANCE, after.interlude!.snapshot, tm.then) } } : { ...after, snapshot: stepTurn(after.snapshot, tm.then) };
}

/** 7.2.1: the Order's next exited unit the game has not placed yet, or null. */
export function pendingExit(o: RunningOrder): Exited | null {
  return o.composed.exits?.(o.snapshot)[o.placedExits ?? 0] ?? null;
}

/**
 * 7.2.1: an exited unit placed: off the map, its owner "immediately awarded Exit VPs" (victory.ts exitVpTerms,
 * with 7.3.2's chit), onto Time Track `space` as a reinforcement (unbroken, as the Order's machine records
 * it), or a Hero (space null) back to the countermix with no VP (E58.1). 6.3 way 3: his last unit on the map
 * exited ends the game (the Order's units as it has them; 6.3.2 then decides by VP).
 */
function placeExit(g: Game, x: Exited, space: number | null): Game {
  const o = g.order!;
  const f = turnContext(g).frame;
  // The unit as the frame last had it (the machine has taken it off its map): its kind and Command give its value.
  const unit = f.units.find((u) => u.id === x.unit) ?? o.start.units.find((u) => u.id === x.unit)!;
  const terms = exitVpTerms({ ...unit, owner: x.owner }, f.specialChits);
  const value = Math.abs(sumTerms(terms));
  let frame: FrameState = { ...withVpTerms(f, terms), units: f.units.filter((u) => u.id !== x.unit) };
  frame = x.onTrack && space !== null
    ? { ...frame, reinforcements: [...frame.reinforcements, { space, owner: x.owner, unit: x.onTrack }] }
    : { ...frame, countermix: { ...frame.countermix, [x.owner]: { ...frame.countermix?.[x.owner], hero: unit } } };
  // Placed, the unit is no longer the Order's (its machine took it off its map): a Time advance later in the same
  // Order may put it back on the map as a reinforcement (6.1.2 step 5), and there it stays (mergeUnits).
  const order = { ...o, known: o.known.filter((id) => id !== x.unit), placedExits: (o.placedExits ?? 0) + 1 };
  // 6.3 way 3 once the group that exited together (a Move group's EXIT, 7.2.1) is all placed: each exited unit
  // is placed and its Exit VP awarded before the game ends (6.3.2 then decides by VP).
  if (!pendingExit(order) && !mergeUnits(frame.units, order).some((u) => u.owner === x.owner && u.hex)) frame = { ...frame, ended: { how: 'last-unit-exited', players: [x.owner], rule: '6.3' } };
  const record: ExitRecord = { turn: g.turn, unit: x.unit, owner: x.owner, vp: value, space };
  return { ...g, order, exits: [...g.exits, record], snapshot: withFrame(g, frame) };
}

function refused(decision: EventObject, s: AnyMachineSnapshot, where: string, why: { rule: string; why: string } | null = null): OracleError {
  const expected = why ? `${why.why} (${decision.type})` : `a decision legal in ${where} state ${JSON.stringify(s.value)} (see legalChoices)`;
  return new OracleError({ code: 'illegal-event', path: 'decision', expected, actual: decision, rule: why?.rule ?? '5' });
}

/** The Turn's own reason for refusing a decision, where turn.ts states one (5.1, O14.1, 1.5, O19, O22.1, O23.1, O15, A31, A35.4, 8.2). */
function turnRefusal(s: AnyMachineSnapshot, e: EventObject): { rule: string; why: string } | null {
  const c = s.context as TurnContext;
  const d = e as TurnEvent;
  if (d.type === 'GIVE_ORDER' && (s.matches('choosingMode') || s.matches('choosingNextOrder'))) return orderRefusal(c, d);
  if (d.type === 'PASS' && s.matches('choosingMode')) return passRefusal(c, Array.isArray(d.discard) ? d.discard : []);
  if (d.type === 'RESPOND' && s.matches('respondingToPass')) return responseRefusal(c, d.card);
  if (d.type === 'DEPLOY' && s.matches('checkingStacking')) return deployRefusal(c, d.squad);
  return null;
}

function stepTurn(s: AnyMachineSnapshot, e: EventObject): AnyMachineSnapshot {
  if (!s.can(e)) throw refused(e, s, 'the Turn', turnRefusal(s, e));
  return step(TURN, s, e);
}

/** The Order `record` started on `frame` after the activations `before`: its machine's snapshot after its opening decisions. */
function openOrder(g: Game, frame: FrameState, record: OrderRecord, before: Activated): { composed: ComposedOrder; snapshot: AnyMachineSnapshot } {
  const composed = COMPOSED_ORDERS[record.order]!;
  let snapshot = initial(composed.machine, composed.input(frame, record, before, RULESET, g.readings[composed.procedure]));
  for (const e of composed.opening?.(record) ?? []) snapshot = step(composed.machine, snapshot, e);
  return { composed, snapshot };
}

/**
 * The Order machines openingCheck started, by the Turn snapshot they were started on (its frame and activations)
 * and the game's readings: legal.ts asks openingCheck of every GIVE_ORDER candidate (each card of the hand with
 * each unit and each Leader group: tens on one snapshot), and play asks it again of the one given. Keyed by the
 * Order alone when its input reads nothing of the record (orders.ts `inputReadsNoRecord`), else by the Order and
 * the record's units and player (no input reads the card: orders.ts `input`'s type). Snapshots are immutable: a
 * start shared is the start each would make.
 */
const openingStarts = new WeakMap<AnyMachineSnapshot, { readings: Game['readings']; starts: Map<string, AnyMachineSnapshot> }>();
function openingStart(g: Game, composed: ComposedOrder, record: OrderRecord, start: () => AnyMachineSnapshot): AnyMachineSnapshot {
  let memo = openingStarts.get(g.snapshot);
  if (!memo || memo.readings !== g.readings) openingStarts.set(g.snapshot, (memo = { readings: g.readings, starts: new Map() }));
  const key = composed.inputReadsNoRecord ? composed.order : `${composed.order}\u0000${JSON.stringify([record.units, record.player])}`;
  let snapshot = memo.starts.get(key);
  if (!snapshot) memo.starts.set(key, (snapshot = start()));
  return snapshot;
}

/**
 * Why the Order machine would refuse the Order a GIVE_ORDER gives (`refusal`, or null), and the rule ids on
 * the transitions its opening decisions take (`rules`; only Orders with an opening decision, e.g. Fire's
 * ACTIVATE: O14.1, 3.3.1.1, O20.1). Asked of the machine, on the frame as the Turn would give it.
 */
export function openingCheck(g: Game, give: Extract<TurnEvent, { type: 'GIVE_ORDER' }>): { refusal: { rule: string; why: string } | null; rules: string[] } {
  const composed = COMPOSED_ORDERS[give.order];
  if (!composed?.openingRefusal) return { refusal: null, rules: [] };
  const c = turnContext(g);
  const record: OrderRecord = { card: give.card, order: give.order, units: give.units ?? [], player: give.player ?? null };
  const snapshot = openingStart(g, composed, record, () => initial(composed.machine, composed.input(c.frame, record, c.activated, RULESET, g.readings[composed.procedure])));
  const refusal = composed.openingRefusal(snapshot, record);
  const rules = refusal ? [] : (composed.opening?.(record) ?? []).flatMap((e) => (composed.machine.getTransitionData(snapshot as never, e as never)[0] as { meta?: { rules?: string[] } } | undefined)?.meta?.rules ?? []);
  return { refusal, rules };
}

/** Everything that follows a decision without another: an Order started, a kept roll applied to it, an Order done, a Turn over. */
function settle(g: Game, activatedBefore?: Activated): Game {
  for (;;) {
    const s = g.snapshot;
    const c = turnContext(g);
    if (s.matches('carryingOutOrder') && !g.order) {
      // The activations before this Order (the GIVE_ORDER's Turn had them; the Turn has added this one, O14.1, O22.1, O23.1).
      const { composed, snapshot } = openOrder(g, c.frame, c.order!, activatedBefore ?? c.activated);
      // The units the machine was given (none for Artillery Denied, O17): only these are merged back.
      g = { ...g, order: { composed, snapshot, known: composed.units(snapshot).map((u) => u.id), applied: 0, start: c.frame } };
      continue;
    }
    if (g.interlude?.afterTrigger) {
      // 6.1.2: the advance owed after a trigger's Melee is over: the Turn records it; its frame goes to the
      // advance it came in (the Turn's own, or an Interlude), which then gets the decision that ends it.
      const ta = g.interlude.snapshot;
      if (ta.status !== 'done') return g;
      const tc = ta.context as FrameContext;
      const outer = g.interlude.afterTrigger.outer;
      const outerFrame = outer ? (outer.snapshot.context as FrameContext).frame : c.frame;
      const frame: FrameState = { ...tc.frame, eliminated: [...outerFrame.eliminated, ...tc.frame.eliminated] };
      const recorded = { ...c, timeAdvances: [...c.timeAdvances, timeAdvanceRecord(tc)] };
      if (frame.ended) {
        // 6.2.2, 6.3: the owed advance ended the game (the Turn's frame gets every elimination so far).
        const all: FrameState = outer ? { ...frame, eliminated: [...c.frame.eliminated, ...frame.eliminated] } : frame;
        const final = g.order ? withOrder(all, g.order).frame : all;
        const record: TurnRecord = { turn: g.turn, player: final.active, output: projectTurn({ ...recorded, frame: final }, 'done'), orders: g.orderOutputs };
        return { ...g, interlude: null, order: null, triggerMelee: null, turns: [...g.turns, record], eliminated: [...g.eliminated, ...final.eliminated], ended: final.ended!, finalFrame: final };
      }
      // The advance run for a re-rolled Melee Roll's last card: back to the Melee, which has taken the REROLL (9.1).
      const then = g.interlude.afterTrigger.melee ? null : g.interlude.then;
      if (outer) {
        const resolved = TIME_ADVANCE.resolveState({ value: outer.snapshot.value, context: { ...(outer.snapshot.context as FrameContext), frame } }) as AnyMachineSnapshot;
        g = { ...g, interlude: { ...outer, snapshot: then ? step(TIME_ADVANCE, resolved, then) : resolved }, snapshot: TURN.resolveState({ value: s.value, context: recorded }) as AnyMachineSnapshot };
      } else {
        const resolved = TURN.resolveState({ value: s.value, context: { ...recorded, frame } }) as AnyMachineSnapshot;
        g = { ...g, interlude: null, snapshot: then ? stepTurn(resolved, then) : resolved };
      }
      continue;
    }
    if (s.matches('carryingOutOrder') && g.order && g.interlude) {
      // 6.1.2 inside the Order: wait for the Time advance's decisions; when it is over, the Turn records it
      // with its frame, and the Order gets the decision the advance came before (1.9.1).
      const ta = g.interlude.snapshot;
      if (ta.status !== 'done') return g;
      const tc = ta.context as FrameContext;
      const frame: FrameState = { ...tc.frame, eliminated: [...c.frame.eliminated, ...tc.frame.eliminated] };
      const snapshot = TURN.resolveState({ value: s.value, context: { ...c, frame, timeAdvances: [...c.timeAdvances, timeAdvanceRecord(tc)] } }) as AnyMachineSnapshot;
      const { then } = g.interlude;
      // 6.1.2 step 5, "normal play resumes from wherever it left off": the Order's machine is told of what the advance
      // changed — the reinforcements it placed, the units the Melee at its end eliminated (O16.4), the Smoke it
      // removed (step 4) — before it gets the decision the advance came before (1.9.1).
      const order = g.order.seen ? { ...toldOfFrame(g.order, g.order.seen, frame, false), seen: undefined } : g.order;
      // 6.2.2, 6.3: an advance that ended the game ends it here (below); else the Order goes on.
      g = { ...g, interlude: null, snapshot, order: frame.ended ? order : { ...order, snapshot: step(order.composed.machine, order.snapshot, then) } };
      continue;
    }
    const joining = s.matches('carryingOutOrder') && g.order && g.order.snapshot.status !== 'done' && !g.interlude && !g.triggerMelee ? placedDuring(g.order, c.frame) : [];
    const joined = joining.length > 0 && g.order ? told(g.order.composed.machine, g.order.snapshot, { units: [...g.order.composed.units(g.order.snapshot), ...joining] }) : null;
    if (joined && joined !== g.order!.snapshot && g.order) {
      // 6.1.2 step 5: units a Time advance placed on the map during the Order (a cancelled roll's last card, 9.1 with
      // reading cce.reroll-last-card advance-stands, between the Order's rolls) join its machine (orders.ts told).
      g = { ...g, order: { ...g.order, snapshot: joined, known: [...g.order.known, ...joining.map((u) => u.id)] } };
      continue;
    }
    const exited = s.matches('carryingOutOrder') && g.order && !c.frame.ended ? pendingExit(g.order) : null;
    if (exited) {
      // 7.2.1: a unit has exited: the owner places it on the Time Track (his decision, play) before anything else;
      // E58.1: a Hero goes back to the countermix, no decision.
      if (exited.onTrack) return g;
      g = placeExit(g, exited, null);
      continue;
    }
    const smoke = s.matches('carryingOutOrder') && g.order && !g.interlude && !g.triggerMelee ? g.order.composed.smokePlaced?.(g.order.snapshot)[g.order.placedSmoke ?? 0] : undefined;
    if (smoke !== undefined && g.order) {
      // O20.2.1 "a random Smoke marker": the next of the scenario's (T94, frame smokeDraws), onto the frame at once
      // (8.1.4: the larger Hindrance stays); the Order's machine gets the hex as the frame has it (10.3.4).
      const drawn = drawSmoke(c.frame, 'O20.2.1');
      const frame = placeSmoke(drawn.frame, smoke, drawn.value).frame;
      const o = g.order;
      const child = o.snapshot.status === 'done' ? o.snapshot : o.composed.smoked!(o.snapshot, smoke, frame.map.hexes[smoke]);
      g = { ...g, order: { ...o, snapshot: child, placedSmoke: (o.placedSmoke ?? 0) + 1 }, snapshot: withFrame(g, frame) };
      continue;
    }
    const chance = s.matches('carryingOutOrder') && g.order && g.order.snapshot.status !== 'done' ? (g.order.composed.chance?.(g.order.snapshot, c.frame) ?? null) : null;
    if (chance && g.order) {
      // A step of chance the Order awaits (O18.2.2.1/2 a card revealed, T94 a random Smoke marker): taken by the game.
      const order = { ...g.order, ...(chance.revealed ? { revealed: [...(g.order.revealed ?? []), chance.revealed] } : {}) };
      if (chance.lastCard) {
        // 6.1.2: the last card of a draw pile revealed: a Time advance, on the frame with the Order's changes so far.
        const synced = withOrder(chance.frame, order);
        const { eliminated, ended: _x, ...situation } = synced.frame;
        // The machine's frame starts with no eliminations (its own, added to the frame's when it is over).
        const ta = initial(TIME_ADVANCE, { ruleset: RULESET, readings: g.readings.turn, situation: { ...situation, triggering: chance.lastCard } });
        g = { ...g, order: { ...synced.order, seen: synced.frame }, snapshot: withFrame(g, { ...synced.frame, eliminated }), interlude: { snapshot: ta, then: chance.decision } };
        continue;
      }
      g = { ...g, order: { ...order, snapshot: step(order.composed.machine, order.snapshot, chance.decision) }, snapshot: withFrame(g, chance.frame) };
      continue;
    }
    if (s.matches('carryingOutOrder') && g.order && g.order.snapshot.can({ type: 'KEEP_ROLL' })) {
      // The Turn has applied the roll (its trigger resolved): the Order keeps it and receives the trigger's effects.
      const known = g.order.known;
      const effects = triggerEffects(g.order.composed.units(g.order.snapshot), c.frame.units.filter((u) => known.includes(u.id)), c.frame.eliminated);
      let o = step(g.order.composed.machine, g.order.snapshot, { type: 'KEEP_ROLL' });
      const resolve = { type: 'RESOLVE_TRIGGER', effects } as EventObject;
      // 1.9.1: the trigger is performed in its entirety before the roll's result: what else it changed on the frame
      // (a Veteran marker, E44; a unit placed, moved or replaced; a Weapon; a marker on the map) is told the machine
      // first, then its effects arrive in RESOLVE_TRIGGER, and the result follows on the changed units and map.
      let order: RunningOrder = { ...g.order, snapshot: o };
      if (order.seen) order = toldOfFrame(order, order.seen, c.frame, true);
      // A roll without a trigger changed nothing on the frame (the Turn resolved none): no effect can be owed then.
      if (order.snapshot.can(resolve)) order = { ...order, snapshot: step(order.composed.machine, order.snapshot, resolve) };
      else if (effects.length > 0) throw notComposed(`effects ${JSON.stringify(effects)} on an Order roll without a trigger`, '1.9.1', 'trigger');
      g = { ...g, order: { ...order, seen: undefined } };
      continue;
    }
    if (s.matches('carryingOutOrder') && g.order && g.order.snapshot.status === 'done') {
      // O14.2: the Order is over; its units are merged into the frame with what else it recorded, then the Turn goes on.
      const { composed, snapshot: child, start } = g.order;
      let frame = withOrder(c.frame, g.order).frame;
      // O17: what the Order changed off the map (a Radio broken or back to the countermix).
      if (composed.offMap) frame = composed.offMap(child.output, frame);
      // 6.3 way 3 found when the last unit exited (placeExit) stands; else ways 1 and 2.
      const ending = frame.ended ?? endingAfterOrder(g, frame, composed.surrendered(child.output, frame.casualtyTrack));
      if (ending) frame = { ...frame, ended: ending };
      const outputs = [...g.orderOutputs, { order: composed.order, output: child.output, ...(g.order.revealed ? { revealed: g.order.revealed } : {}) }];
      // A33.3(2): units the Order activated besides the card's (Op Fire) stay activated for the Turn; A36: so does a Team
      // that took an activated Squad's place (withActivated) — before a follow-up too.
      g = withActivated(g, frame, composed.alsoActivated?.(child) ?? []);
      // The Order goes on with another procedure (O16.4: the Melee after an Advance) on the merged frame.
      const then = ending ? null : (composed.followUp?.(child, start) ?? null);
      if (then) {
        const snapshot = initial(then.machine, then.input(frame, c.order!, c.activated, RULESET, g.readings[then.procedure]));
        g = { ...g, order: { composed: then, snapshot, known: frame.units.map((u) => u.id), applied: 0, start: frame }, orderOutputs: outputs, snapshot: withFrame(g, frame) };
        continue;
      }
      g = { ...g, order: null, orderOutputs: outputs, snapshot: ending ? withFrame(g, frame) : step(TURN, withFrame(g, frame), { type: 'FINISH_ORDER' }) };
      if (ending) {
        const record: TurnRecord = { turn: g.turn, player: frame.active, output: projectTurn(turnContext(g), 'done'), orders: outputs };
        return { ...g, turns: [...g.turns, record], eliminated: [...g.eliminated, ...frame.eliminated], ended: ending };
      }
      continue;
    }
    // 6.3 way 1, "immediately": a unit the Turn eliminated (a Sniper, 1.9.1.3; an Event; the stacking check,
    // 8.2) placed on its owner's Surrender space (4.2). The Turn keeps the track in its frame (frame-effects.ts)
    // but checks only 6.3 way 2 after a trigger (lastUnitLosers), so the game asks the track here. An
    // Order's own casualties reach the frame's track when the Order is over (withOrder; the Rout checks its own).
    const surrendered = s.status !== 'done' && !c.frame.ended && c.frame.casualtyTrack ? surrenderedPlayer(c.frame.casualtyTrack) : undefined;
    // 6.2.2, 6.3: a Time advance inside an Order (an interlude) ended the game.
    const endedInOrder = s.status !== 'done' && !!c.frame.ended && !!g.order;
    if (s.status === 'done' || surrendered || endedInOrder) {
      // The game may end during an Order (a Time advance's Sudden Death, a trigger's last unit): the frame
      // then gets what the Order had done so far (its casualties' VP count at the end, 6.3.2).
      const merged = g.order ? withOrder(c.frame, g.order).frame : c.frame;
      const frame: FrameState = surrendered ? { ...merged, ended: { how: 'surrender', players: [surrendered], rule: '6.3' } } : merged;
      const output = projectTurn({ ...c, frame }, 'done');
      const record: TurnRecord = { turn: g.turn, player: frame.active, output, orders: g.orderOutputs };
      const eliminated = [...g.eliminated, ...frame.eliminated];
      if (frame.ended) return { ...g, order: null, turns: [...g.turns, record], eliminated, ended: frame.ended, ...(g.order || surrendered ? { finalFrame: frame } : {}) };
      // 5: the players alternate Turns.
      const next = { ...frame, active: opponentOf(frame.active) };
      return { ...g, turn: g.turn + 1, turns: [...g.turns, record], eliminated, orderOutputs: [], snapshot: startTurn(g.scenario, g.readings.turn, next) };
    }
    return g;
  }
}
