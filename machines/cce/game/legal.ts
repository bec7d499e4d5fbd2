/**
 * The legal choices of a game now (DESIGN 9, issue 22 item 2): every decision the game would accept, who
 * makes it, and the rule ids on the transition it takes.
 *
 * The list never disagrees with the machines: candidates are built from the situation (the cards in hand,
 * the units, the Order's units still to roll, the Event's own offer …) and each is kept only if the
 * machine whose decision it is accepts it (`snapshot.can`); its rules are those on the transition that
 * machine would take (`getTransitionData`). A choice the rules allow but the game does not compose yet (an
 * Order orders.ts lacks; a reinforcement placed into an enemy-held hex by the Time advance run inside a trigger's
 * Melee for a re-rolled Melee Roll's last card, game.ts rerollAdvanceMelee) is
 * listed apart, in `notComposed`, never silently dropped.
 *
 * Canonical order (documented in IMPLEMENTERS.md, "Legal choices"): by the state's decision —
 * GIVE_ORDER before PASS; within GIVE_ORDER, the hand's order (cards as dealt), then the player (axis,
 * allied) or the unit (the frame's unit order), then (an Order whose machine activates, e.g. Fire) each
 * Leader with a group of other units (3.3.1.1: Leaders in frame order, groups smallest first); an Order
 * that names no unit (Artillery Denied, O17; Artillery Request, O18, whose Spotter is chosen inside) once per card, naming none; PASS by the number of cards discarded, then the hand's order;
 * END_TURN before GIVE_ORDER in a Turn already under way; NO_MORE_RESPONSES before RESPOND; KEEP_ROLL
 * before REROLL; an Order's ROLL before its other decisions, which come in the order its orders.ts
 * `candidates` gives (Advance: each unit still to advance in frame order, each adjacent hex in sort order, its EXIT,
 * then END_ORDER, and after an entry (Advance or Move) the scenario Defender's HIDDEN_MINES by card in hand order, then
 * HIDDEN_WIRE by card in hand order, then NO_HIDDEN_ACTION (A35.2, A35.5); Melee: hexes in sort order, AMBUSH by card in
 * hand order then END_AMBUSHES (A25: after an AMBUSH, only its opponent's CHOOSE_UNIT of each of his units in the Melee
 * hex, frame order), LIGHT_WOUNDS by card then NO_LIGHT_WOUNDS (A36 on an Ambush's break), PLAY_NO_QUARTER by card in
 * hand order then DECLINE_NO_QUARTER (A38); Artillery Request: BATTERY_ACCESS, FIRE_FOR_EFFECT by Leader in
 * frame order, SPOT by hex in map order (normal, then Smoke), CHOOSE_IMPACT_HEX in area order; Move: CHOOSE_MOVER single units then stacks, MOVE by hex sort
 * order, TRANSFER, EXIT, then STOP, then (in choosingMover and moving) the active player's Actions: SMOKE_GRENADES
 * by card in hand order, unit in frame order, its own hex then the adjacent ones in sort order, ASSAULT_FIRE by
 * card, each group of pieces with boxed FP smallest first; at an Assault Fire's shot DECLARE_SHOT by group then
 * enemy-held hex in sort order; GO_AHEAD before WAIT, then OP_FIRE, then ACTIVATE by Fire card in hand order, single units
 * in frame order before each Leader's groups; Fire: DECLARE_SHOT by group then enemy-held hex in sort order, then each
 * Smoke round, O20.2.1, by Weapon then hex in sort order, then END_ORDER; on any shot — Fire Order, Op Fire, Assault
 * Fire — FIRE, ABANDON_SHOT, then PLAY_ACTION by card in hand order, A24.1, a Spray Fire card by adjacent hex in sort
 * order; at a Defense Roll — any Order's — ROLL, then the rolling unit's owner's PLAY_ACTION before it, A29, A35.1,
 * A35.3, by card in hand order; when a Squad would break in a Fire Order, a Move's Op Fire, Assault Fire or Mine Attack, an Advance's or a Rout's Retreat's Mine Attack or an Artillery Impact, A36, LIGHT_WOUNDS by card in hand order,
 * then NO_LIGHT_WOUNDS); an Event's decisions in its offer's order; a Time advance run
 * inside an Order (game.ts Interlude) as the Turn's own; after an EXIT (7.2.1), PLACE_EXITED of the exited
 * unit on each Time Track space, 0 first, by its owner (a Hero goes to the countermix with no decision, E58.1);
 * in the Melee at the end of a die trigger (O16.4, game.ts TriggerMelee) its ROLL, KEEP_ROLL before REROLL, then
 * its own decisions as after an Advance (its Ambushes, Light Wounds and No Quarter included).
 * Two engines compare lists as sets; the order only makes transcripts stable.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { cardOf } from '../deck';
import type { EventRun } from '../event/kit';
import { EVENT_CHART_TAG } from '../event/index';
import { type FrameState, inactive, TIME_TRACK_LAST } from '../frame';
import { arrivals, type FrameContext, legalEntryHexes, timeAdvanceMachine, type TimeAdvanceState } from '../time-advance';
import { firstOverstacked, type TurnEvent, turnMachine } from '../turn';
import { PLAYERS, type Player } from '../units';
import { COMPOSED_ORDERS } from './orders';
import { frameOf, type Game, openingCheck, orderAwaitsRoll, pendingExit, rerollAdvanceMelee, type RunningOrder, triggerMeleePileEmpty, turnContext } from './game';
import type { MeleeContext } from '../melee/rules';

export interface Choice {
  decision: EventObject;
  /** Who makes it (null: either player, e.g. END_DIG_IN closing step 6 for both). */
  player: Player | null;
  /** The rule ids on the transition the decision takes. */
  rules: string[];
}

export interface LegalChoices {
  choices: Choice[];
  /** Decisions the rules allow that the game does not compose yet (orders.ts): refused if made. */
  notComposed: Choice[];
}

type GiveOrder = Extract<TurnEvent, { type: 'GIVE_ORDER' }>;

/** A decision as data: its type and fields. */
type Dec = { type: string } & Record<string, unknown>;

const TURN = turnMachine as unknown as AnyStateMachine;
const TIME_ADVANCE = timeAdvanceMachine as unknown as AnyStateMachine;

const rulesOf = (machine: AnyStateMachine, s: AnyMachineSnapshot, e: EventObject): string[] => {
  const t = machine.getTransitionData(s as never, e as never)[0] as { meta?: { rules?: string[] } } | undefined;
  return t?.meta?.rules ?? [];
};

/**
 * `s.can(e) ? rulesOf(machine, s, e) : null` with the machine's transitions for `e` found once, not twice (xstate's
 * `can` is getTransitionData and a look at what it found: a transition with a target or actions); a candidate's
 * guards run once. `machine` is the snapshot's own wherever it is asked here.
 */
function legalRules(machine: AnyStateMachine, s: AnyMachineSnapshot, e: EventObject): string[] | null {
  if (s.machine !== machine) return s.can(e) ? rulesOf(machine, s, e) : null;
  const found = machine.getTransitionData(s as never, e as never) as unknown as { target?: unknown; actions: unknown[]; meta?: { rules?: string[] } }[];
  if (!found.length || !found.some((t) => t.target !== undefined || t.actions.length)) return null;
  return found[0].meta?.rules ?? [];
}

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (let size = 1; size <= max; size++) {
    const grow = (start: number, acc: T[]): void => {
      if (acc.length === size) return void out.push(acc);
      for (let i = start; i < items.length; i++) grow(i + 1, [...acc, items[i]]);
    };
    grow(0, []);
  }
  return out;
}

/**
 * The GIVE_ORDER candidates of the active player (1.5, O14.1): each card of his hand bearing an Order, in
 * hand order; a Recover or Rout card for each player (O22.1, O23.1 activate a player), any other for each
 * of his units alone (frame order). Candidates only: the Turn's guards decide. Also the Turn procedure's
 * walked domain (oracle/procedures/cce/turn.ts).
 */
export function giveOrderCandidates(f: FrameState): GiveOrder[] {
  const active = f.active;
  return f.decks[active].hand.flatMap((card): GiveOrder[] => {
    const order = cardOf(f.decks[active], card)?.order;
    if (!order) return [];
    if (order === 'Recover' || order === 'Rout') return PLAYERS.map((player) => ({ type: 'GIVE_ORDER', card, order, player }));
    return f.units.filter((u) => u.owner === active).map((u) => ({ type: 'GIVE_ORDER', card, order, units: [u.id] }));
  });
}

/**
 * 3.3.1.1: a Leader activating friendly non-Leader units with it, for a card whose Order the game composes
 * with the machine's own activation (orders.ts `opening`, e.g. Fire): after the card's single units, each
 * Leader (frame order) with each non-empty group of the other friendly non-Leader units (smallest first,
 * frame order). Candidates only: the Order machine decides (its Command radius, O20.1 …).
 */
function leaderGroups(f: FrameState, card: string, order: GiveOrder['order']): GiveOrder[] {
  if (!COMPOSED_ORDERS[order]?.openingRefusal) return [];
  const mine = f.units.filter((u) => u.owner === f.active);
  const others = mine.filter((u) => u.kind !== 'leader').map((u) => u.id);
  return mine.filter((u) => u.kind === 'leader').flatMap((leader) => subsets(others, others.length).filter((g) => g.length > 0).map((g): GiveOrder => ({ type: 'GIVE_ORDER', card, order, units: [leader.id, ...g] })));
}

/** The GIVE_ORDER candidates: the Turn's (giveOrderCandidates), each unit card's Leader groups after its single units. */
function orderCandidates(f: FrameState): GiveOrder[] {
  // O17: an Order that activates no unit nor player is given once per card, naming none (the Turn ignores units for it).
  const singles = giveOrderCandidates(f).filter((e, i, all) => !COMPOSED_ORDERS[e.order]?.activatesNone || all.findIndex((x) => x.card === e.card) === i).map((e): GiveOrder => (COMPOSED_ORDERS[e.order]?.activatesNone ? { type: 'GIVE_ORDER', card: e.card, order: e.order } : e));
  return singles.flatMap((e, i) => (e.units && singles[i + 1]?.card !== e.card ? [e, ...leaderGroups(f, e.card, e.order)] : [e]));
}

/** The decisions of a Time advance's state (6.1.2, time-advance.ts's chart: the Turn's, or one inside an Order), each with who decides. */
function timeAdvanceCandidates(state: string, ta: TimeAdvanceState, f: FrameState): [Dec, Player | null][] {
switch (state) {
    case 'shuffling':
      // 1.4: a shuffle is chance; [] is the canonical order (deck.ts), and any order of the pile is legal.
      return [[{ type: 'SHUFFLE', order: [] }, ta.triggering]];
    case 'rollingSuddenDeath':
      return [[{ type: 'ROLL' }, ta.triggering]];
    case 'consideringSuddenDeathReroll':
      return [[{ type: 'KEEP_ROLL' }, f.initiative], [{ type: 'REROLL' }, f.initiative]];
    case 'removingSmoke':
      return f.smoke.map((hex) => [{ type: 'REMOVE_SMOKE', hex }, ta.triggering]);
    case 'placingReinforcements': {
      const next = arrivals(f)[0];
      return next?.unit ? legalEntryHexes(f).map((hex) => [{ type: 'PLACE_REINFORCEMENT', unit: next.unit!.id, hex }, next.owner]) : [];
    }
    case 'diggingIn':
      return [[{ type: 'END_DIG_IN' }, null], ...PLAYERS.flatMap((player) => f.decks[player].hand.map((card) => [{ type: 'DIG_IN', player, card }, player] as [Dec, Player]))];
    default:
      return [];
  }
}

/** The candidates the Turn's current state may accept, each with who decides. */
function turnCandidates(g: Game): [Dec, Player | null][] {
  const s = g.snapshot;
  const c = turnContext(g);
  const f = frameOf(g);
  const active = f.active;
  const orders = (): [Dec, Player][] => orderCandidates(f).map((e) => [e, active]);
  if (s.hasTag(EVENT_CHART_TAG)) {
    const ev = (c as unknown as { ev: EventRun }).ev;
    return (ev.offer?.decisions ?? []).map((d) => [d as unknown as Dec, ev.offer!.player]);
  }
  const v = s.value as unknown;
  if (typeof v === 'object' && v !== null && 'advancingTime' in v) return timeAdvanceCandidates(String((v as { advancingTime: string }).advancingTime), c.ta, f);
  if (s.matches('choosingMode')) return [...orders(), ...subsets(f.decks[active].hand, c.discardLimit).map((discard) => [{ type: 'PASS', discard }, active] as [Dec, Player])];
  if (s.matches('choosingNextOrder')) return [[{ type: 'END_TURN' }, active], ...orders()];
  if (s.matches('respondingToPass')) return [[{ type: 'NO_MORE_RESPONSES' }, inactive(f)], ...f.decks[inactive(f)].hand.map((card) => [{ type: 'RESPOND', card }, inactive(f)] as [Dec, Player])];
  if (s.matches('consideringReroll')) return [[{ type: 'KEEP_ROLL' }, f.initiative], [{ type: 'REROLL' }, f.initiative]];
  if (s.matches('rerolling')) return [[{ type: 'ROLL' }, c.rolls.at(-1)!.player]];
  if (s.matches('checkingStacking')) {
    const at = firstOverstacked(f);
    const here = at ? f.units.filter((u) => u.hex === at.hex && u.owner === at.owner) : [];
    return [...here.map((u) => [{ type: 'DEPLOY', squad: u.id }, at!.owner] as [Dec, Player]), ...here.map((u) => [{ type: 'ELIMINATE', unit: u.id }, at!.owner] as [Dec, Player])];
  }
  return [];
}

/** The machine event a player's decision becomes (a bare ROLL gets its roller and Fire Attack flag). */
function asTurnEvent(g: Game, e: EventObject): EventObject {
  if (e.type !== 'ROLL' || !g.snapshot.matches('rerolling') || !g.order) return e;
  return { type: 'ROLL', player: turnContext(g).rolls.at(-1)!.player, ...(g.order.composed.fireAttack(g.order.snapshot) ? { fireAttack: true } : {}) } as EventObject;
}

/**
 * The decisions (other than a roll) of an Order's machine, or of the Melee at the end of a die trigger (`o`): while an
 * Action waits for its opponent (A25, RunningOrder `held`), only its completions, with the rules of the transition each
 * takes; else its orders.ts `candidates` the machine accepts — an Action its opponent completes (A25) when one of its
 * completions is legal, with the rules of those transitions; a decision the game does not compose yet (orders.ts
 * `uncomposed`) listed apart.
 */
function orderMachineChoices(o: RunningOrder, frame: FrameState): LegalChoices {
  const m = o.composed.machine;
  if (o.held) return { choices: o.held.map((x) => ({ decision: x.decision, player: x.player, rules: rulesOf(m, o.snapshot, x.toMachine) })), notComposed: [] };
  const out: Choice[] = [];
  const apart: Choice[] = [];
  for (const { decision, player } of o.composed.candidates(o.snapshot, frame)) {
    const held = o.composed.held?.(o.snapshot, decision);
    if (held) {
      const legal = held.completions.filter((x) => o.snapshot.can(x.toMachine));
      if (legal.length > 0) out.push({ decision, player, rules: [...new Set(legal.flatMap((x) => rulesOf(m, o.snapshot, x.toMachine)))] });
      continue;
    }
    const rules = legalRules(m, o.snapshot, decision);
    if (rules) (o.composed.uncomposed?.(decision) ? apart : out).push({ decision, player, rules });
  }
  return { choices: out, notComposed: apart };
}

/**
 * O16.4: the decisions of the Melee at the end of a die trigger (game.ts TriggerMelee): its Melee Roll (the
 * roller's), KEEP_ROLL before REROLL (9.1, the Initiative holder's; when the roll revealed the last card of the
 * roller's draw pile, by reading cce.reroll-last-card: game.ts playTriggerMelee), then the Melee's own decisions (orders.ts meleeAfter's candidates).
 */
function triggerMeleeChoices(g: Game): LegalChoices {
  const m = g.triggerMelee!.melee;
  const machine = m.composed.machine;
  // A25: an Ambush played waits for its opponent's choice of the unit it breaks: only that.
  if (m.held) return orderMachineChoices(m, frameOf(g));
  const choices: Choice[] = [];
  const notComposed: Choice[] = [];
  if (orderAwaitsRoll(m)) {
    const roll = { decision: { type: 'ROLL' }, player: m.composed.roller(m.snapshot), rules: rulesOf(machine, m.snapshot, { type: 'ROLL', white: 1, colored: 1 } as EventObject) };
    (triggerMeleePileEmpty(g) ? notComposed : choices).push(roll);
  }
  const holder = (m.snapshot.context as MeleeContext).initiative;
  for (const decision of [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] as EventObject[]) if (m.snapshot.can(decision)) choices.push({ decision, player: holder, rules: rulesOf(machine, m.snapshot, decision) });
  // The Melee's own decisions as after an Advance (A25 Ambush, A36 Light Wounds, A38 No Quarter, each with its card).
  const rest = orderMachineChoices(m, frameOf(g));
  return { choices: [...choices, ...rest.choices], notComposed: [...notComposed, ...rest.notComposed] };
}

/**
 * The legal choices of each game asked, kept while the game is: a game is a value (play makes a new one), and
 * its choices are asked more than once — a playthrough writes them and its random player picks from them
 * (oracle/playthroughs.ts), tests look at them again after playout.ts's player has. The lists are frozen:
 * shared, they are never changed.
 */
const asked = new WeakMap<Game, LegalChoices>();

/** Every decision legal now, in the canonical order, with who makes it and the rules of its transition. */
export function legalChoices(g: Game): LegalChoices {
  let found = asked.get(g);
  if (!found) {
    const { choices, notComposed } = choicesNow(g);
    asked.set(g, (found = { choices: Object.freeze(choices) as Choice[], notComposed: Object.freeze(notComposed) as Choice[] }));
  }
  return found;
}

function choicesNow(g: Game): LegalChoices {
  if (g.ended) return { choices: [], notComposed: [] };
  if (g.triggerMelee && !g.interlude?.afterTrigger?.melee) return triggerMeleeChoices(g);
  if (g.interlude) {
    // 6.1.2 inside an Order (a reveal took the last card), or inside a trigger's Melee (a re-rolled Melee Roll's last
    // card, reading cce.reroll-last-card = advance-stands): the Time advance machine's decisions.
    const ta = g.interlude.snapshot;
    const choices: Choice[] = [];
    const notComposed: Choice[] = [];
    for (const [decision, player] of timeAdvanceCandidates(String(ta.value), (ta.context as FrameContext).ta, frameOf(g))) {
      const rules = legalRules(TIME_ADVANCE, ta, decision);
      if (!rules) continue;
      (rerollAdvanceMelee(g, decision) ? notComposed : choices).push({ decision, player, rules });
    }
    return { choices, notComposed };
  }
  const s = g.snapshot;
  const o = g.order;
  if (o && s.matches('carryingOutOrder')) {
    const exited = pendingExit(o);
    // 7.2.1: the exited unit "placed on any space of the Time Track the owning player wishes": each space, in order.
    if (exited) return { choices: Array.from({ length: TIME_TRACK_LAST + 1 }, (_, space) => ({ decision: { type: 'PLACE_EXITED', unit: exited.unit, space }, player: exited.owner, rules: ['7.2.1'] })), notComposed: [] };
    const m = o.composed.machine;
    // A25: an Action played that its opponent completes now (orders.ts `held`): only its completions.
    if (o.held) return orderMachineChoices(o, frameOf(g));
    const out: Choice[] = [];
    if (orderAwaitsRoll(o)) {
      const roller = o.composed.roller(o.snapshot);
      const dummy = { type: 'ROLL', white: 1, colored: 1 } as EventObject;
      const turnRoll = { type: 'ROLL', player: roller } as EventObject;
      out.push({ decision: { type: 'ROLL' }, player: roller, rules: [...new Set([...rulesOf(m, o.snapshot, dummy), ...rulesOf(TURN, s, turnRoll)])] });
    }
    const rest = orderMachineChoices(o, frameOf(g));
    return { choices: [...out, ...rest.choices], notComposed: rest.notComposed };
  }
  const choices: Choice[] = [];
  const notComposed: Choice[] = [];
  for (const [decision, player] of turnCandidates(g)) {
    const e = asTurnEvent(g, decision);
    const rules = legalRules(TURN, s, e);
    if (!rules) continue;
    const choice = { decision, player, rules };
    const order = (decision as { order?: string }).order as keyof typeof COMPOSED_ORDERS | undefined;
    if (decision.type === 'GIVE_ORDER' && COMPOSED_ORDERS[order!]) {
      // The Order machine's own refusal of the units the card would activate (O20.1 …): not a legal choice;
      // else the rules of its activation join the Turn's (O14.1, 3.3.1.1, O20.1).
      const opening = openingCheck(g, decision as GiveOrder);
      if (opening.refusal) continue;
      choice.rules = [...new Set([...choice.rules, ...opening.rules])];
    }
    (decision.type === 'GIVE_ORDER' && !COMPOSED_ORDERS[order!] ? notComposed : choices).push(choice);
  }
  return { choices, notComposed };
}
