/**
 * 5 Sequence of Play: one Turn — Combat Commander: Europe v1.1 (5, 5.1–5.4, 1.1–1.5, 1.9, 1.9.1–1.9.1.4,
 * 11.4, 9, 9.1, O14.1, O14.2, O15, A31, A35.4, 8.2, E52–E52.2, E58.1, O22.1, O23.1, 7.1, 7.3.2, 6.3).
 *
 * Covers the frame around the Orders: the active player either gives Orders, one at a time and each
 * finished before the next (5.1, O14.2), up to his Order Capability, each from a card of his hand bearing
 * that Order (1.5, O14.1), with the activation bookkeeping (a unit once per Turn, Heroes excepted, E58.1;
 * a player activated for Recover or Rout at most once per Turn, and only with a broken and/or Suppressed
 * unit in play for Recover, a broken one for Rout, O22.1/O23.1) — or Passes, discarding up
 * to his Discard Limit (O15, 5.3; zero per reading cce.pass-zero-cards), which opens Demolitions (A31)
 * and Hidden Unit (A35.4, Defender only) for his opponent when a card is discarded, as many as he has
 * cards for (5.2). Inside an Order, an abstract Order step makes rolls: each reveals the top card of the
 * roller's draw pile (1.3, 1.9), the
 * Initiative holder may cancel it (9.1), and its trigger is resolved before the result is applied
 * (1.9.1): Event! reveals the next card and executes its Event (the Event chart of event/index.ts,
 * nested at resolvingEvent: its decisions are the Turn's events there), Jammed! counts only on Fire Attack Rolls (1.9.1.2), Sniper! reveals a Random Hex, checks
 * every broken Weapon's Fix/Elim range (11.4), then the roller may break one unit in or adjacent to the
 * hex (1.9.1.3, 3.2.4), Time! advances Time (1.9.1.4). A roll or reveal that takes the last card of a
 * draw pile advances Time (6.1.2); a non-Time trigger on that card is resolved after the advance, and a
 * Time! on it is the same advance, not a second one (1.9.1, 6.1.2). The end of the Turn: the stacking
 * check with its free Deploy (8.2; E52.1-2: two Teams, broken if the Squad was, one keeping its markers,
 * both activated if it was) and eliminations (7.1, doubled by the 7.3.2 chit), and the active player's
 * Hand Refill (5.4; the Initiative card is no part of the hand, 9), in the order of reading
 * cce.end-of-turn-order; drawing the last card interrupts the refill with a Time advance, and the refill
 * then resumes from the new draw pile (5.4). The Time advance is the chart of time-advance.ts, nested
 * here (reinforcements entering mid-Turn, and taking Objectives, 7.3.1). A player's last unit eliminated
 * ends the game (6.3, game-end.ts). The 9.1/1.9.1 states are the Turn's own, not order-rolls.ts
 * rerollStates: see the comment on consideringReroll.
 *
 * Left out, and where: what each Order does (its own machine: recover.ts and the others) and its own
 * legality checks beyond activation (e.g. O18's Radio); a Leader activating units in its Command
 * Radius (O14.1, 3.3.1.1: the Order machines; here the activated units are simply listed); the Radio an
 * Artillery Order activates (O17, O18: no activation bookkeeping here); rolls by the inactive player
 * (accepted, but not in the walked domain); Actions other than Demolitions, Hidden Unit and Dig In, and
 * their effects (A24–A41; 5.2 and O14.3 let them be played during Orders: the Order machines offer them);
 * the effect of Jammed! on the firing Weapons (11.4, the Fire machine; here it
 * is recorded); a Deployed Squad's quality (E52.1: Green, Line or Elite is OB data, not modelled); which
 * Team keeps which marker (E52.2 says only that one Team keeps each: here the first Team keeps them all);
 * a Surrender (6.3 way 1) during a Turn: the units the Sniper, an Event or the stacking check eliminates go
 * onto the frame's Casualty Track when it has one (frame-effects.ts), but the Turn does not check the
 * Surrender space (game-end.ts takes `surrendered` as input; the whole game, game/game.ts, checks it).
 *
 * The chart serves both editions (DESIGN.md rule 6): `turnMachineFor(edition)` with CC:E's `CCE_TURN`
 * here, CC:P's at the named points of `TurnEdition` in machines/ccp/turn.ts.
 */
import type { Aircraft } from './artillery/types';
import { and, assign, not, setup, type AnyEventObject } from 'xstate';
import { OracleError } from '../core/errors';
import { deploySquad } from './deploy';
import type { MachineInput } from '../core/procedure';
import { type CardTrigger, type CardVocabulary, cardOf, discardFromHand, drawCard, HAND_SIZE, type OrderName, ORDERS, type Posture, reshuffle, reveal } from './deck';
import { frameUnitEffect } from './frame-effects';
import { EVENT_CHART_TAG, EVENT_MODULES, eventActions, eventGuards, eventStates } from './event/index';
import { type EventRecord, recordOf } from './event/host';
import { type EventModule, type EventRun, newEventRun } from './event/kit';
import { arr, int, obj, oneOf, str } from '../core/validate';
import { type Ending, FRAME_FIELDS, type FrameOutput, type FrameSituation, type FrameState, inactive, parseFrame, projectFrame } from './frame';
import { CCE_GAME_END, type GameEndEdition, outrightLosers } from './game-end';
import type { CceRuleId } from './rule-ids';
import { overstackedHexes } from './stacking';
import {
  CCE_TIME_ADVANCE,
  type FrameContext,
  newTimeAdvance,
  timeAdvanceActions,
  timeAdvanceChart,
  type TimeAdvanceEdition,
  timeAdvanceGuardsFor,
  type TimeAdvanceRecord,
  timeAdvanceRecord,
} from './time-advance';
import { hasUnitToRecover, hasUnitToRout, isHeroActivatedAgain, mayBeActivated, opponentOf, PLAYERS, type Player, type Unit } from './units';

// ---------------------------------------------------------------------------------------------- types

export interface Activated {
  units: string[];
  recover: Player[];
  rout: Player[];
}

export interface TurnSituation extends FrameSituation {
  /** The active player's Order Capability (5.1, from the OB or scenario). */
  orderCapability: number;
  /** The active player's nationality's Discard Limit (O15, 5.3, from the player aid). */
  discardLimit: number;
  activated?: Activated;
  /** CC:P 7: the hexes holding a starshell marker (a CC:P situation's; CC:E has none). */
  starshells?: string[];
  /** CC:P 18: a night scenario (a CC:P situation's; CC:E has none): 18.2's Move Costs, where the turn reads them. */
  night?: boolean;
}

export type TurnInput = MachineInput<TurnSituation>;

export interface OrderRecord {
  card: string;
  order: OrderName;
  units: string[];
  player: Player | null;
  /** CC:P O25.2: the opponent's units activated for Op Fire, without a card, as the Charge begins (absent in CC:E). */
  opFire?: string[];
}

export interface RollRecord {
  player: Player;
  card: string;
  sum: number;
  trigger: CardTrigger | null;
  lastCard: boolean;
  result: 'canceled' | 'applied';
}

interface RollInProgress extends Omit<RollRecord, 'result'> {
  fireAttack: boolean;
}

export interface SniperRecord {
  player: Player;
  card: string;
  hex: string | null;
  weaponsFixed: string[];
  weaponsEliminated: string[];
  broke: string | null;
}

/** One Time advance during the Turn (time-advance.ts). */
export type { TimeAdvanceRecord } from './time-advance';

type Resume = 'reroll' | 'deferred' | 'apply' | 'refill';

/** CC:P 1.9.2: the marker a Disperse trigger removed. */
export interface DisperseRecord {
  player: Player;
  marker: 'smoke' | 'starshell';
  hex: string;
}
type EndStep = 'stacking' | 'refill';

export interface TurnContext extends FrameContext {
  /** The Event being resolved (event/kit.ts), fresh for each Event! trigger. */
  ev: EventRun;
  orderCapability: number;
  discardLimit: number;
  activated: Activated;
  order: OrderRecord | null;
  orders: OrderRecord[];
  passed: string[] | null;
  responses: { player: Player; action: string; card: string }[];
  roll: RollInProgress | null;
  rolls: RollRecord[];
  resume: Resume;
  /** The trigger of a last card, held until the Time advance is over (1.9.1). */
  deferred: CardTrigger | null;
  /** CC:P 7, 1.9.2: the hexes holding a starshell marker (CC:E has none). */
  starshells: string[];
  /** CC:P 18: a night scenario (absent: day, and CC:E). */
  night?: boolean;
  /** CC:P 1.9.2: the markers Disperse triggers removed. */
  disperses: DisperseRecord[];
  /**
   * A trigger's reveal took the last card of this player's draw pile: the Time advance follows the trigger
   * (1.9.1, 6.1.2), triggered by him — E50's Russian player when his roll took his last card (event/kit.ts).
   */
  timeDueFor: Player | null;
  events: EventRecord[];
  snipes: SniperRecord[];
  endSteps: EndStep[];
  deploys: string[];
  drawn: string[];
  timeAdvances: TimeAdvanceRecord[];
}

export type TurnEvent =
  | { type: 'GIVE_ORDER'; card: string; order: OrderName; units?: string[]; player?: Player }
  | { type: 'ACTIVATE_FOR_OP_FIRE'; units: string[] }
  | { type: 'FINISH_ORDER' }
  | { type: 'END_TURN' }
  | { type: 'PASS'; discard: string[] }
  | { type: 'RESPOND'; card: string }
  | { type: 'NO_MORE_RESPONSES' }
  | { type: 'ROLL'; player: Player; fireAttack?: boolean }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'DEPLOY'; squad: string }
  | { type: 'ELIMINATE'; unit: string }
  | { type: 'SHUFFLE'; order: string[] }
  | { type: 'REMOVE_SMOKE'; hex: string }
  | { type: 'PLACE_REINFORCEMENT'; unit: string; hex: string }
  | { type: 'DIG_IN'; player: Player; card: string }
  | { type: 'END_DIG_IN' }
  | { type: 'DISPERSE'; marker: 'smoke' | 'starshell'; hex: string };

export interface TurnOutput extends FrameOutput {
  result: 'turn-over' | 'game-over' | 'in-progress';
  activated: Activated;
  orders: OrderRecord[];
  passed: string[] | null;
  responses: { player: Player; action: string; card: string }[];
  rolls: RollRecord[];
  events: EventRecord[];
  snipes: SniperRecord[];
  deploys: string[];
  drawn: string[];
  timeAdvances: TimeAdvanceRecord[];
  /** CC:P 8, E50: each player's aircraft marker on the map, where the situation states them (absent under CC:E). */
  aircraft?: Aircraft;
}

// ----------------------------------------------------------------------------------------- editions

/**
 * Where the CC:P Turn (12, O20, O21, 1.9.1–1.9.5, 10) differs from CC:E's (5, O14, O15, 1.9.1, 9): one
 * named point each (machines/ccp/turn.ts argues the CC:P values).
 */
export interface TurnEdition {
  /** The Orders the edition's cards print (deck.ts). */
  orders: readonly OrderName[];
  /** The Orders that activate units, at least one (O14.1; CC:P O20.1 adds Reconnoiter, O30). */
  unitOrders: readonly OrderName[];
  /** The Orders that activate a player (O22.1 Recover, O23.1 Rout); CC:P has none. */
  playerOrders: readonly OrderName[];
  /** The Orders that activate no unit, so name none (CC:P O23, O28, O31: "No unit is activated"). */
  noUnitOrders: readonly OrderName[];
  /** Orders the active player may give only with a broken or Suppressed unit on the map, and the rule (CC:P O31 Revive). */
  needsUnitToRally: readonly { order: OrderName; rule: string }[];
  /** Orders only a player of one Posture may give, and the rule (CC:P O25, 17.2 b: Charge, the Japanese player's Banzai). */
  postureOrders: readonly { order: OrderName; player: Player; posture: Posture; rule: string }[];
  /**
   * Orders that name no unit and activate every friendly unit on the map not yet activated this turn, refused
   * when there is none (CC:P O25, O25.1 c: Charge). `activates` (absent: all of them) picks, under the
   * readings, those of the units not yet activated that the order activates (CC:P ccp.charge-unmovable-units).
   */
  activateAllOrders: readonly { order: OrderName; rules: readonly string[]; activates?: (c: TurnContext, candidates: readonly Unit[]) => string[]; opFire?: OpponentOpFire }[];
  /** The hand size of each Posture the edition has (CC:E 1.1; CC:P 1.1 and 17). */
  handSizes: Readonly<Partial<Record<Posture, number>>>;
  /**
   * Ids of the edition's own numbered paragraphs that a transition cites besides its CC:E ids' counterparts
   * (machines/core/ruleset-ids.ts `plus`), by named point; CC:E has none, so its chart is unchanged.
   */
  citations: Readonly<Partial<Record<TurnCitation, readonly string[]>>>;
  /** The trigger beside Event!, Sniper! and Time!: Jammed! (1.9.1.2, Fire Attack Rolls only) or CC:P's Disperse! (1.9.2, any roll). */
  fourthTrigger: 'Jammed!' | 'Disperse!';
  /** 1.9.1.1: the Events the nested Event chart (event/index.ts) executes. */
  events: TurnEvents;
  /** 1.9.1.3, 11.4: the Sniper's Random Hex checks broken Weapons (CC:P 5.4: random hexes no longer fix or eliminate them). */
  sniperChecksWeapons: boolean;
  /** 8.2: the end-of-Turn stacking check (CC:P 15.2.2 only penalises overstacking). */
  stackingCheck: boolean;
  /** O15: the reading deciding a Pass of zero cards, or null where the text allows it (CC:P 12 b: "(including zero)"). */
  passZeroReading: string | null;
  /** 9.1: the reading deciding whether a canceled last card still advances Time. */
  rerollLastCardReading: string;
  /** 8.2 vs 5.4: the reading ordering the end-of-Turn steps (null: no stacking check, nothing to order). */
  endOfTurnOrderReading: string | null;
  /** 6.3: who has lost his last unit (game-end.ts's edition). */
  gameEnd: GameEndEdition;
  /** 6.1.2: the nested Time advance's edition. */
  timeAdvance: TimeAdvanceEdition;
}

/**
 * The Turn's transitions an edition may cite more rules on: giving an Order (the activation limit), a
 * Pass, a response to it (playing a card for its Action), an Event card's reveal, a roll's result applied
 * after its trigger, the end of the Turn without a stacking check, the hand refill's Hand Size.
 */
/**
 * The edition's Events in the Turn's Event chart (1.9.1.1, event/index.ts): `modules` are executed (CC:E's
 * EVENT_MODULES; CC:P's machines/ccp/event.ts); a card naming any other Event is revealed and recorded as
 * not modelled (the chart's default branch, E42). `readingsOf` gives the shared modules the CC:E reading
 * ids the edition's own readings stand for (CC:E: the identity).
 */
export interface TurnEvents {
  modules: readonly EventModule[];
  readingsOf: (r: TurnInput['readings']) => TurnInput['readings'];
}

/**
 * CC:P O25.2: once the order has activated its units, "before Movement physically begins", the opponent may
 * activate any or all of his units not yet activated for Op Fire, without a card: `eligible` gives them (under
 * the readings), `rules` the transitions' CC:P ids. CC:E has no such order, so its chart has no such state.
 */
export interface OpponentOpFire {
  rules: readonly string[];
  eligible: (c: TurnContext) => string[];
}

export type TurnCitation = 'giveOrder' | 'pass' | 'respond' | 'eventReveal' | 'resultAfterTrigger' | 'endOfTurn' | 'handSize';

export const CCE_TURN: TurnEdition = {
  orders: ORDERS,
  unitOrders: ['Advance', 'Fire', 'Move'],
  playerOrders: ['Recover', 'Rout'],
  noUnitOrders: [],
  needsUnitToRally: [],
  postureOrders: [],
  activateAllOrders: [],
  handSizes: HAND_SIZE,
  citations: {},
  fourthTrigger: 'Jammed!',
  events: { modules: EVENT_MODULES, readingsOf: (r) => r },
  sniperChecksWeapons: true,
  stackingCheck: true,
  passZeroReading: 'cce.pass-zero-cards',
  rerollLastCardReading: 'cce.reroll-last-card',
  endOfTurnOrderReading: 'cce.end-of-turn-order',
  gameEnd: CCE_GAME_END,
  timeAdvance: CCE_TIME_ADVANCE,
};

// ------------------------------------------------------------------------------------ rule arithmetic

/** Why an Order cannot be given now, or null: 5.1, 1.5, O14.1, O19, E58.1, O22.1, O23.1. */
export function orderRefusal(c: TurnContext, e: Extract<TurnEvent, { type: 'GIVE_ORDER' }>, edition: TurnEdition = CCE_TURN): { rule: CceRuleId; why: string } | null {
  const f = c.frame;
  const deck = f.decks[f.active];
  const UNIT_ORDERS = edition.unitOrders;
  const PLAYER_ORDERS = edition.playerOrders;
  if (c.orders.length >= c.orderCapability) return { rule: '5.1', why: `no more Orders than the Order Capability (${c.orderCapability})` };
  if (!deck.hand.includes(e.card)) return { rule: 'O14.1', why: `a card in the active player's hand (${deck.hand.join(', ') || 'none'})` };
  if (cardOf(deck, e.card)?.order !== e.order) return { rule: '1.5', why: `a card bearing the ${e.order} Order` };
  if (e.order === 'Command Confusion') return { rule: 'O19', why: 'an Order other than Command Confusion, which is never given' };
  const posture = edition.postureOrders.find((x) => x.order === e.order);
  if (posture && (f.active !== posture.player || f.postures[posture.player] !== posture.posture)) {
    return { rule: posture.rule as CceRuleId, why: `the ${posture.player} player with the ${posture.posture} Posture (${posture.player} is ${f.postures[posture.player]}${f.active === posture.player ? '' : `, and ${f.active} is active`})` };
  }
  if (edition.noUnitOrders.includes(e.order) && ((e.units ?? []).length > 0 || e.player)) return { rule: 'O14.1', why: `no unit or player: a ${e.order} Order activates none` };
  if (edition.activateAllOrders.some((x) => x.order === e.order)) {
    if ((e.units ?? []).length > 0 || e.player) return { rule: 'O14.1', why: `no unit or player named: a ${e.order} Order activates every friendly unit not yet activated` };
    if (unitsActivatedByAll(c, edition, e.order).length === 0) {
      const left = unitsActivatedByAll(c);
      return { rule: (posture?.rule ?? 'O14.1') as CceRuleId, why: left.length === 0 ? `a friendly unit on the map not yet activated this turn (every ${f.active} unit has been)` : `a friendly unit the ${e.order} Order activates under the readings (of those not yet activated, ${left.join(', ')}, none)` };
    }
  }
  const rally = edition.needsUnitToRally.find((x) => x.order === e.order);
  if (rally && !hasUnitToRecover(f, f.active)) return { rule: rally.rule as CceRuleId, why: `an active player with at least one broken or suppressed unit on the map (${f.active} has none)` };
  if (PLAYER_ORDERS.includes(e.order)) {
    if (!e.player) return { rule: e.order === 'Recover' ? 'O22.1' : 'O23.1', why: 'a player to activate' };
    if (e.order === 'Recover' && e.player !== f.active) return { rule: 'O22.1', why: 'the active player himself' };
    if (e.order === 'Recover' && !hasUnitToRecover(f, e.player)) return { rule: 'O22.1', why: `a player with at least one broken and/or Suppressed unit in play (${e.player} has none)` };
    if (e.order === 'Rout' && !hasUnitToRout(f, e.player)) return { rule: 'O23.1', why: `a player with at least one broken unit in play (${e.player} has none)` };
    if (c.activated.recover.includes(e.player) || c.activated.rout.includes(e.player)) {
      return { rule: e.order === 'Recover' ? 'O22.1' : 'O23.1', why: 'a player not yet activated for a Recover or Rout Order this Turn' };
    }
  }
  if (UNIT_ORDERS.includes(e.order)) {
    const units = e.units ?? [];
    if (units.length === 0) return { rule: 'O14.1', why: 'at least one unit to activate' };
    for (const id of units) {
      const u = f.units.find((x) => x.id === id);
      if (!u || u.owner !== f.active) return { rule: 'O14.1', why: `a friendly unit in play (not ${id})` };
      if (!mayBeActivated(u, c.activated.units)) return { rule: 'O14.1', why: `a unit not yet activated this Turn (${id} was; only a Hero may be activated again, E58.1)` };
    }
  }
  return null;
}

/**
 * CC:P O25.1: "all Japanese units not yet activated for the turn" — the active player's units on the map
 * that are not yet activated, a Hero already activated included in neither (O25.1 says "not yet activated").
 */
export function unitsActivatedByAll(c: TurnContext, edition: TurnEdition = CCE_TURN, order?: OrderName): string[] {
  const candidates = c.frame.units.filter((u) => u.owner === c.frame.active && !c.activated.units.includes(u.id));
  const pick = edition.activateAllOrders.find((x) => x.order === order)?.activates;
  return pick ? pick(c, candidates) : candidates.map((u) => u.id);
}

/** Does `order` name no unit (it activates none, or every unit not yet activated)? */
export const namesNoUnit = (edition: TurnEdition, order: OrderName): boolean => edition.noUnitOrders.includes(order) || edition.activateAllOrders.some((x) => x.order === order);

/** E58.1: does this Order activate a Hero a second time this Turn? */
export function reactivatesHero(c: TurnContext, e: Extract<TurnEvent, { type: 'GIVE_ORDER' }> | null, edition: TurnEdition = CCE_TURN): boolean {
  if (!e || !edition.unitOrders.includes(e.order)) return false;
  return (e.units ?? []).some((id) => isHeroActivatedAgain(c.frame.units.find((u) => u.id === id), c.activated.units));
}

/** Why a Pass discard is not allowed, or null: O15, 5.3, reading cce.pass-zero-cards. */
export function passRefusal(c: TurnContext, discard: readonly string[], edition: TurnEdition = CCE_TURN): { rule: CceRuleId; why: string } | null {
  const hand = c.frame.decks[c.frame.active].hand;
  if (discard.length > c.discardLimit) return { rule: 'O15', why: `no more cards than the Discard Limit (${c.discardLimit})` };
  const zero = edition.passZeroReading;
  if (discard.length === 0 && zero !== null && c.readings[zero] === 'at-least-one') return { rule: 'O15', why: `at least one card (reading ${zero} = at-least-one)` };
  if (new Set(discard).size !== discard.length || discard.some((id) => !hand.includes(id))) return { rule: 'O15', why: `distinct cards from the active player's hand (${hand.join(', ')})` };
  return null;
}

/** A31, A35.4: may the opponent of the passing player play this card now? */
export function responseRefusal(c: TurnContext, card: string): { rule: CceRuleId; why: string } | null {
  const p = inactive(c.frame);
  const action = cardOf(c.frame.decks[p], card)?.action;
  if (c.frame.decks[p].hand.includes(card) && action === 'Command Confusion') return { rule: 'A28', why: 'a card that can be played for an Action (Command Confusion "cannot be played for an Action")' };
  if (!c.frame.decks[p].hand.includes(card) || (action !== 'Demolitions' && action !== 'Hidden Unit')) return { rule: 'A31', why: "a Demolitions or Hidden Unit card in the opponent's hand" };
  if (action === 'Hidden Unit' && c.frame.postures[p] !== 'defend') return { rule: 'A35.4', why: 'the scenario Defender (only Defenders play Hidden Actions, A35)' };
  return null;
}



/** The first overstacked hex at the end of the Turn (8.2), with its owner: sorted by hex, then owner. */
export function firstOverstacked(f: FrameState): { hex: string; owner: Player } | null {
  const all = (['allied', 'axis'] as const).flatMap((owner) => overstackedHexes(f.units, owner).map((hex) => ({ hex, owner })));
  all.sort((a, b) => a.hex.localeCompare(b.hex) || a.owner.localeCompare(b.owner));
  return all[0] ?? null;
}

/** 8.2 with E52 and reading cce.stacking-deploy-player: may the free Deploy be made with this Squad? */
export function deployRefusal(c: TurnContext, squad: string): { rule: CceRuleId; why: string } | null {
  const at = firstOverstacked(c.frame);
  const u = c.frame.units.find((x) => x.id === squad);
  if (!at || !u || u.kind !== 'squad' || u.hex !== at.hex || u.owner !== at.owner) return { rule: '8.2', why: `a friendly Squad in the overstacked hex ${at?.hex ?? '(none)'}` };
  if (c.deploys.includes(at.hex)) return { rule: '8.2', why: 'up to one free Deploy per overstacked hex' };
  if (c.readings['cce.stacking-deploy-player'] === 'active-player' && at.owner !== c.frame.active) return { rule: 'E52', why: 'the active player (reading cce.stacking-deploy-player = active-player)' };
  return null;
}

const countUnits = (f: FrameState, pick: (owner: Player) => number): Record<Player, number> => ({ axis: pick('axis'), allied: pick('allied') });

/** 6.3 way 2 (game-end.ts's rule, with reading cce.last-unit-with-reinforcements): whose last unit is gone. */
export function lastUnitLosers(c: FrameContext, edition: TurnEdition = CCE_TURN): Player[] {
  const f = c.frame;
  return outrightLosers(
    {
      surrendered: [],
      unitsOnMap: countUnits(f, (p) => f.units.filter((u) => u.owner === p).length),
      reinforcementsPending: countUnits(f, (p) => f.reinforcements.filter((r) => r.owner === p && r.unit).length),
      lastUnitExited: null,
      suddenDeath: false,
      allFiveObjectives: null,
      vp: f.vp,
      initiative: f.initiative,
      objectives: f.objectives,
      chits: f.chits,
    },
    c.readings[edition.gameEnd.lastUnitReading],
  );
}


const withDeck = (f: FrameState, p: Player, deck: FrameState['decks'][Player]): FrameState => ({ ...f, decks: { ...f.decks, [p]: deck } });

export function projectTurn(c: TurnContext, status: 'done' | 'active' | string): TurnOutput {
  return {
    result: c.frame.ended ? 'game-over' : status === 'done' ? 'turn-over' : 'in-progress',
    ...projectFrame(c.frame),
    activated: c.activated,
    orders: c.orders,
    passed: c.passed,
    responses: c.responses,
    rolls: c.rolls,
    events: c.events,
    snipes: c.snipes,
    deploys: c.deploys,
    drawn: c.drawn,
    timeAdvances: c.timeAdvances,
    // CC:P 8, E50: the aircraft markers an Air Support Event moved, where the situation states them (never under CC:E).
    ...(c.frame.aircraft ? { aircraft: c.frame.aircraft } : {}),
  };
}

/** CC:P 1.9.2: the smoke and starshell markers a Disperse trigger may remove, in hex order. */
export function disperseChoices(c: TurnContext): Extract<TurnEvent, { type: 'DISPERSE' }>[] {
  const of = (marker: 'smoke' | 'starshell', hexes: string[]) => [...hexes].sort().map((hex) => ({ type: 'DISPERSE' as const, marker, hex }));
  return [...of('smoke', c.frame.smoke), ...of('starshell', c.starshells)];
}

/** The Turn's situation; `vocabulary` is the edition's cards (deck.ts). */
export function parseTurnSituation(raw: unknown, path: string, vocabulary?: CardVocabulary): TurnSituation {
  const o = obj(raw, path, [...FRAME_FIELDS, 'orderCapability', 'discardLimit', 'activated'], ['active', 'initiative', 'postures', 'decks', 'time', 'units', 'map', 'orderCapability', 'discardLimit']);
  const { eliminated: _e, ended: _x, ...frame } = parseFrame(o, path, vocabulary);
  const a = obj(o.activated ?? {}, `${path}.activated`, ['units', 'recover', 'rout']);
  const players = (v: unknown, p: string, rule: string): Player[] => (v === undefined ? [] : arr(v, p)).map((x, i) => oneOf(x, `${p}[${i}]`, PLAYERS, rule));
  return {
    ...frame,
    orderCapability: int(o.orderCapability, `${path}.orderCapability`, 1, 6, '5.1'),
    discardLimit: int(o.discardLimit, `${path}.discardLimit`, 0, 6, 'O15'),
    activated: {
      units: (a.units === undefined ? [] : arr(a.units, `${path}.activated.units`)).map((x, i) => str(x, `${path}.activated.units[${i}]`)),
      recover: players(a.recover, `${path}.activated.recover`, 'O22.1'),
      rout: players(a.rout, `${path}.activated.rout`, 'O23.1'),
    },
  };
}

// -------------------------------------------------------------------------------------------- machine

type Meta = { rules: CceRuleId[] };
type Args = { context: TurnContext; event: AnyEventObject };

/** GIVE_ORDER's branches: the Order's own activation rule is cited (O22.1, O23.1, E58.1) where it applies. */
const giveOrderFor = (edition: TurnEdition) => (rules: CceRuleId[]) => {
  // O19: the guard refuses a Command Confusion card ("This card can’t be played for an Order").
  const to = (...more: CceRuleId[]) => ({ target: 'carryingOutOrder', actions: 'giveOrder' as const, meta: cite(edition, 'giveOrder', [...rules, 'O19' as CceRuleId, ...more]) });
  return [
    // CC:P O25, O25.1 c, 17.2 b: Charge activates every Japanese unit not yet activated (the Banzai Posture checked by orderMayBeGiven).
    ...edition.activateAllOrders.map((x) => ({ guard: and(['orderMayBeGiven', { type: 'orderActivatesAll', params: { order: x.order } }]), ...to(), ...(x.opFire ? { target: OP_FIRE_STATE } : {}), meta: { rules: [...rules, 'O19'], plus: [...(edition.citations.giveOrder ?? []), ...x.rules] } as Meta })),
    ...(edition.playerOrders.length > 0
      ? [
          { guard: and(['orderMayBeGiven', 'orderIsRecover', 'recoveringPlayerHasBrokenOrSuppressedUnit']), ...to('O22.1') },
          { guard: and(['orderMayBeGiven', 'orderIsRout', 'chosenPlayerHasBrokenUnit']), ...to('O23.1') },
        ]
      : []),
    { guard: and(['orderMayBeGiven', 'orderReactivatesHero']), ...to('E58.1') },
    { guard: 'orderMayBeGiven' as const, ...to() },
  ];
};
const ev = <T extends TurnEvent['type']>(e: AnyEventObject, type: T): Extract<TurnEvent, { type: T }> | null => (e.type === type ? (e as Extract<TurnEvent, { type: T }>) : null);
/** O22.1, O23.1: the player a Recover or Rout Order activates. */
const chosenPlayer = (e: AnyEventObject): Player | undefined => ev(e, 'GIVE_ORDER')?.player;

/** CC:P O25.2: the state in which the opponent activates units for Op Fire as a Charge begins. */
const OP_FIRE_STATE = 'activatingForOpFire';
/** The edition's O25.2 window for the order just given (the current order), if it has one. */
const opFireOf = (edition: TurnEdition, c: TurnContext): OpponentOpFire | undefined => edition.activateAllOrders.find((x) => x.order === c.order?.order)?.opFire;
/** O25.2: the units the opponent may activate for Op Fire now. */
export const opFireEligible = (edition: TurnEdition, c: TurnContext): string[] => opFireOf(edition, c)?.eligible(c) ?? [];

/** A transition's meta: its CC:E ids, and the edition's own ids at a named point (TurnEdition.citations). */
function cite(edition: TurnEdition, point: TurnCitation, rules: CceRuleId[]): Meta {
  const plus = edition.citations[point];
  return (plus ? { rules, plus } : { rules }) as Meta;
}

/** CC:P 1.9.2 and the Sniper without 11.4 (CC:P 5.4, its Random Hex CC:P 1.8.1): transitions citing CC:P ids, kept as they are by withRuleIds. */
const ccpMeta = (...rules: string[]) => ({ rules, ruleset: 'ccp' }) as unknown as Meta;

/** The Sniper chart of event/index.ts, its Random Hex without the broken-Weapon check where the edition has none. */
function sniperStates(edition: TurnEdition): Record<string, unknown> {
  const states = eventStates('sniper');
  if (edition.sniperChecksWeapons) return states;
  const sniper = states.sniper as { states: Record<string, unknown> };
  // CC:P 5.4: random hexes no longer fix or eliminate broken weapons; the situation states no Weapons
  // (machines/ccp/turn.ts), so the shared Random Hex step finds none. The reveal takes a card from a draw
  // pile that is never empty here: a Sniper! on a last card is resolved after the Time advance's reshuffle (1.9.1.1).
  const randomHex = { always: { target: 'choosing', actions: { type: 'determine a Random Hex', params: { rule: '1.9.1.3' } }, meta: ccpMeta('1.8', '1.8.1', '1.9.4') } };
  return { ...states, sniper: { ...sniper, states: { ...sniper.states, randomHex } } };
}

/** The Turn machine of an edition (its chart, guards and updates), citing CC:E ids where both editions have the rule. */
export const turnMachineFor = (edition: TurnEdition) => {
const giveOrder = giveOrderFor(edition);
const UNIT_ORDERS = edition.unitOrders;
const PLAYER_ORDERS = edition.playerOrders;
const disperses = edition.fourthTrigger === 'Disperse!';
const opFire = edition.activateAllOrders.find((x) => x.opFire)?.opFire;
return setup({
  types: {
    input: {} as TurnInput,
    context: {} as TurnContext,
    events: {} as TurnEvent,
    output: {} as TurnOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    ...(timeAdvanceGuardsFor(edition.timeAdvance) as unknown as Record<string, (a: Args) => boolean>),
    ...(eventGuards(edition.events.modules) as unknown as Record<string, (a: Args) => boolean>),
    orderMayBeGiven: ({ context: c, event: e }: Args) => !!ev(e, 'GIVE_ORDER') && orderRefusal(c, ev(e, 'GIVE_ORDER')!, edition) === null,
    /** O22.1: a Recover Order activates a player, not units. */
    orderIsRecover: ({ event: e }: Args) => ev(e, 'GIVE_ORDER')?.order === 'Recover',
    /** O23.1: so does a Rout Order (the opponent, or himself). */
    orderIsRout: ({ event: e }: Args) => ev(e, 'GIVE_ORDER')?.order === 'Rout',
    /** O22.1: the player has "at least one broken and/or Suppressed unit in play". */
    recoveringPlayerHasBrokenOrSuppressedUnit: ({ context: c, event: e }: Args) => !!chosenPlayer(e) && hasUnitToRecover(c.frame, chosenPlayer(e)!),
    /** O23.1: "the chosen player has at least one broken unit in play [3.2]". */
    chosenPlayerHasBrokenUnit: ({ context: c, event: e }: Args) => !!chosenPlayer(e) && hasUnitToRout(c.frame, chosenPlayer(e)!),
    /** E58.1: the Order activates a Hero already activated this Turn. */
    orderReactivatesHero: ({ context: c, event: e }: Args) => reactivatesHero(c, ev(e, 'GIVE_ORDER'), edition),
    /** CC:P O25.1: the Order activates every friendly unit not yet activated (Charge). */
    orderActivatesAll: ({ event: e }: Args, p: { order: OrderName }) => ev(e, 'GIVE_ORDER')?.order === p.order,
    passMayBeMade: ({ context: c, event: e }: Args) => !!ev(e, 'PASS') && passRefusal(c, ev(e, 'PASS')!.discard, edition) === null,
    passDiscardsCards: ({ event: e }: Args) => (ev(e, 'PASS')?.discard.length ?? 0) > 0,
    responseMayBePlayed: ({ context: c, event: e }: Args) => !!ev(e, 'RESPOND') && responseRefusal(c, ev(e, 'RESPOND')!.card) === null,
    rollTookLastCard: ({ context: c }: Args) => !!c.roll?.lastCard,
    /** Reading cce.reroll-last-card: a canceled roll's last card still advances Time. */
    lastCardAdvanceStands: ({ context: c }: Args) => !!c.roll?.lastCard && c.readings[edition.rerollLastCardReading] === 'advance-stands',
    rollTriggersTime: ({ context: c }: Args) => c.roll?.trigger === 'Time!',
    rollTriggersEvent: ({ context: c }: Args) => c.roll?.trigger === 'Event!',
    rollTriggersSniper: ({ context: c }: Args) => c.roll?.trigger === 'Sniper!',
    ...((disperses
      ? {
          rollDisperses: ({ context: c }: Args) => c.roll?.trigger === 'Disperse!',
          resumeDeferredDisperse: ({ context: c }: Args) => c.resume === 'deferred' && c.deferred === 'Disperse!',
          /** 1.9.2: "remove one smoke or starshell marker from the map": nothing to do without one. */
          noMarkerToDisperse: ({ context: c }: Args) => disperseChoices(c).length === 0,
          disperseLegal: ({ context: c, event: e }: Args) => disperseChoices(c).some((d) => d.marker === ev(e, 'DISPERSE')?.marker && d.hex === ev(e, 'DISPERSE')?.hex),
        }
      : { rollJammed: ({ context: c }: Args) => c.roll?.trigger === 'Jammed!' }) as Record<string, (a: Args) => boolean>),
    ...((opFire
      ? {
          /** CC:P O25.2: no unit of the opponent's is not yet activated (under the readings): nothing to choose. */
          noUnitForOpFire: ({ context: c }: Args) => opFireEligible(edition, c).length === 0,
          /** CC:P O25.2: "any or all" of them, each once. */
          opFireActivationLegal: ({ context: c, event: e }: Args) => {
            const units = ev(e, 'ACTIVATE_FOR_OP_FIRE')?.units ?? [];
            return new Set(units).size === units.length && units.every((u) => opFireEligible(edition, c).includes(u));
          },
        }
      : {}) as Record<string, (a: Args) => boolean>),
    gameEnded: ({ context: c }: Args) => c.frame.ended !== null,
    resumeReroll: ({ context: c }: Args) => c.resume === 'reroll',
    resumeDeferredEvent: ({ context: c }: Args) => c.resume === 'deferred' && c.deferred === 'Event!',
    resumeDeferredSniper: ({ context: c }: Args) => c.resume === 'deferred' && c.deferred === 'Sniper!',
    resumeRefill: ({ context: c }: Args) => c.resume === 'refill',
    triggerRevealTookLast: ({ context: c }: Args) => c.timeDueFor !== null,
    lastUnitLost: ({ context: c }: Args) => lastUnitLosers(c, edition).length > 0,
    nextEndStepIsStacking: ({ context: c }: Args) => c.endSteps[0] === 'stacking',
    nextEndStepIsRefill: ({ context: c }: Args) => c.endSteps[0] === 'refill',
    noHexOverstacked: ({ context: c }: Args) => firstOverstacked(c.frame) === null,
    deployLegal: ({ context: c, event: e }: Args) => !!ev(e, 'DEPLOY') && deployRefusal(c, ev(e, 'DEPLOY')!.squad) === null,
    eliminationLegal: ({ context: c, event: e }: Args) => {
      const at = firstOverstacked(c.frame);
      const u = c.frame.units.find((x) => x.id === ev(e, 'ELIMINATE')?.unit);
      return !!at && !!u && u.hex === at.hex && u.owner === at.owner;
    },
    handFull: ({ context: c }: Args) => c.frame.decks[c.frame.active].hand.length >= edition.handSizes[c.frame.postures[c.frame.active]]!,
    nextDrawIsLast: ({ context: c }: Args) => c.frame.decks[c.frame.active].draw.length === 1,
  },
  actions: {
    ...(timeAdvanceActions(edition.timeAdvance) as Record<string, never>),
    ...(eventActions(edition.events.modules) as Record<string, never>),
    giveOrder: assign(({ context: c, event: e }: Args) => {
      const g = ev(e, 'GIVE_ORDER')!;
      const f = c.frame;
      const units = UNIT_ORDERS.includes(g.order) ? (g.units ?? []) : edition.activateAllOrders.some((x) => x.order === g.order) ? unitsActivatedByAll(c, edition, g.order) : [];
      const player = PLAYER_ORDERS.includes(g.order) ? (g.player ?? null) : null;
      const order: OrderRecord = { card: g.card, order: g.order, units, player };
      return {
        frame: withDeck(f, f.active, discardFromHand(f.decks[f.active], g.card)),
        order,
        orders: [...c.orders, order],
        activated: {
          units: [...c.activated.units, ...units.filter((u) => !c.activated.units.includes(u))],
          recover: g.order === 'Recover' && player ? [...c.activated.recover, player] : c.activated.recover,
          rout: g.order === 'Rout' && player ? [...c.activated.rout, player] : c.activated.rout,
        },
      };
    }),
    finishOrder: assign({ order: null }),
    ...(opFire
      ? {
          // CC:P O25.2: the chosen units are activated for the turn (A41.3 b: "they could not be activated for Op Fire again in that same turn"); no card leaves the hand.
          activateForOpFire: assign(({ context: c, event: e }: Args) => {
            const units = ev(e, 'ACTIVATE_FOR_OP_FIRE')!.units;
            const order = { ...c.order!, opFire: units };
            return { order, orders: [...c.orders.slice(0, -1), order], activated: { ...c.activated, units: [...c.activated.units, ...units] } };
          }),
        }
      : {}),
    pass: assign(({ context: c, event: e }: Args) => {
      const discard = ev(e, 'PASS')!.discard;
      const p = c.frame.active;
      return { passed: discard, frame: withDeck(c.frame, p, discard.reduce((d, id) => discardFromHand(d, id), c.frame.decks[p])) };
    }),
    playResponse: assign(({ context: c, event: e }: Args) => {
      const card = ev(e, 'RESPOND')!.card;
      const p = inactive(c.frame);
      return { responses: [...c.responses, { player: p, action: cardOf(c.frame.decks[p], card)!.action!, card }], frame: withDeck(c.frame, p, discardFromHand(c.frame.decks[p], card)) };
    }),
    makeRoll: assign(({ context: c, event: e }: Args) => {
      const r = ev(e, 'ROLL')!;
      const taken = reveal(c.frame.decks[r.player]);
      const card = cardOf(taken.deck, taken.card)!;
      const fireAttack = !!r.fireAttack;
      // 1.9.1.2: "only" a Fire Attack Roll triggers Jammed!; on any other roll the red box means nothing.
      const trigger = card.trigger === 'Jammed!' && !fireAttack ? null : (card.trigger ?? null);
      return {
        frame: withDeck(c.frame, r.player, taken.deck),
        roll: { player: r.player, card: taken.card, sum: card.dice!.white + card.dice!.colored, trigger, lastCard: taken.last, fireAttack },
      };
    }),
    cancelRoll: assign(({ context: c }: Args) => {
      const r = c.roll!;
      const record: RollRecord = { player: r.player, card: r.card, sum: r.sum, trigger: r.trigger, lastCard: r.lastCard, result: 'canceled' };
      // Reading cce.reroll-last-card = advance-canceled: no Time advance, so the re-roll needs a draw pile (1.4).
      const deck = c.frame.decks[r.player];
      const frame = r.lastCard && c.readings[edition.rerollLastCardReading] !== 'advance-stands' ? withDeck(c.frame, r.player, reshuffle(deck)) : c.frame;
      return { frame: { ...frame, initiative: opponentOf(c.frame.initiative) }, rolls: [...c.rolls, record], resume: 'reroll' as const };
    }),
    applyRoll: assign(({ context: c }: Args) => {
      const r = c.roll!;
      return { rolls: [...c.rolls, { player: r.player, card: r.card, sum: r.sum, trigger: r.trigger, lastCard: r.lastCard, result: 'applied' as const }], roll: null, deferred: null, timeDueFor: null };
    }),
    startTimeAdvanceForRoll: assign(({ context: c }: Args) => ({ ta: newTimeAdvance(c.roll!.player) })),
    deferTrigger: assign(({ context: c }: Args) => ({ deferred: c.roll!.trigger, resume: 'deferred' as const })),
    resumeByApplying: assign({ resume: 'apply' as const }),
    startEvent: assign(({ context: c }: Args) => ({ ev: newEventRun(c.roll!.player), deferred: null })),
    recordEvent: assign(({ context: c }: Args) => ({ events: [...c.events, recordOf(c.ev)], timeDueFor: c.ev.timeDueFor })),
    startSniper: assign(({ context: c }: Args) => ({ ev: newEventRun(c.roll!.player, 'Sniper!'), deferred: null })),
    recordSniper: assign(({ context: c }: Args) => {
      const hexStep = c.ev.steps.find((x) => x.what === 'random-hex');
      const broke = c.ev.steps.find((x) => x.what === 'break')?.unit ?? null;
      const snipe: SniperRecord = { player: c.ev.reader, card: hexStep!.card!, hex: c.ev.randomHex, weaponsFixed: hexStep?.weaponsFixed ?? [], weaponsEliminated: hexStep?.weaponsEliminated ?? [], broke };
      return { snipes: [...c.snipes, snipe], timeDueFor: c.ev.timeDueFor };
    }),
    startTimeAdvanceAfterReveal: assign(({ context: c }: Args) => ({ ta: newTimeAdvance(c.timeDueFor!), resume: 'apply' as const, timeDueFor: null })),
    recordTimeAdvance: assign(({ context: c }: Args) => ({ timeAdvances: [...c.timeAdvances, timeAdvanceRecord(c)] })),
    endByLastUnit: assign(({ context: c }: Args) => ({ frame: { ...c.frame, ended: { how: 'last-unit-eliminated', players: lastUnitLosers(c, edition), rule: '6.3' } as Ending } })),
    ...(disperses
      ? {
          disperse: assign(({ context: c, event: e }: Args) => {
            const d = ev(e, 'DISPERSE')!;
            const player = c.roll!.player;
            const frame = d.marker === 'smoke' ? { ...c.frame, smoke: c.frame.smoke.filter((h) => h !== d.hex) } : c.frame;
            const starshells = d.marker === 'starshell' ? c.starshells.filter((h) => h !== d.hex) : c.starshells;
            return { frame, starshells, disperses: [...c.disperses, { player, marker: d.marker, hex: d.hex }] };
          }),
        }
      : {}),
    completeEndStep: assign(({ context: c }: Args) => ({ endSteps: c.endSteps.slice(1) })),
    deploy: assign(({ context: c, event: e }: Args) => {
      const squad = c.frame.units.find((u) => u.id === ev(e, 'DEPLOY')!.squad)!;
      // E52.1-2 (deploy.ts): two Teams replace the Squad; they are activated if it was.
      const { units, teams } = deploySquad(c.frame.units, squad.id);
      const activated = c.activated.units.includes(squad.id) ? { ...c.activated, units: [...c.activated.units, ...teams] } : c.activated;
      return { frame: { ...c.frame, units }, deploys: [...c.deploys, squad.hex], activated };
    }),
    eliminateForStacking: assign(({ context: c, event: e }: Args) => ({ frame: frameUnitEffect(c.frame, ev(e, 'ELIMINATE')!.unit, 'eliminate') })),
    drawForRefill: assign(({ context: c }: Args) => {
      const p = c.frame.active;
      const taken = drawCard(c.frame.decks[p]);
      return { frame: withDeck(c.frame, p, taken.deck), drawn: [...c.drawn, taken.card] };
    }),
    startTimeAdvanceForRefill: assign(({ context: c }: Args) => ({ ta: newTimeAdvance(c.frame.active), resume: 'refill' as const })),
  },
}).createMachine({
  id: 'turn',
  context: ({ input }) => {
    const { orderCapability, discardLimit, activated, starshells, night, ...frame } = input.situation;
    return {
      ruleset: input.ruleset,
      readings: edition.events.readingsOf(input.readings),
      frame: { ...frame, eliminated: [], ended: null },
      ta: newTimeAdvance(frame.active),
      orderCapability,
      discardLimit,
      activated: activated ?? { units: [], recover: [], rout: [] },
      order: null,
      orders: [],
      passed: null,
      responses: [],
      roll: null,
      rolls: [],
      resume: 'apply',
      deferred: null,
      timeDueFor: null,
      ev: newEventRun(frame.active),
      events: [],
      snipes: [],
      endSteps: !edition.stackingCheck || edition.endOfTurnOrderReading === null ? ['refill'] : input.readings[edition.endOfTurnOrderReading] === 'refill-then-stacking' ? ['refill', 'stacking'] : ['stacking', 'refill'],
      deploys: [],
      drawn: [],
      timeAdvances: [],
      starshells: starshells ?? [],
      disperses: [],
      ...(night ? { night } : {}),
    };
  },
  initial: 'choosingMode',
  output: ({ context }) => projectTurn(context, 'done'),
  states: {
    // 5: "A Turn consists of a player choosing to either: perform one or more Orders … or discard".
    choosingMode: {
      on: {
        GIVE_ORDER: giveOrder(['5', 'O14.1', '1.5', '5.1']),
        PASS: [
          { guard: and(['passMayBeMade', 'passDiscardsCards']), target: 'respondingToPass', actions: 'pass', meta: cite(edition, 'pass', ['5', 'O15', '5.3', 'A31', 'A35.4']) },
          { guard: 'passMayBeMade', target: 'endingTurn', actions: 'pass', meta: cite(edition, 'pass', ['5', 'O15', '5.3']) },
        ],
      },
    },
    // A31, A35.4: "only … when the opponent discards one or more cards due to passing".
    respondingToPass: {
      on: {
        RESPOND: { guard: 'responseMayBePlayed', actions: 'playResponse', meta: cite(edition, 'respond', ['A31', 'A35.4', '5.2', 'A28']) },
        NO_MORE_RESPONSES: { target: 'endingTurn', meta: { rules: ['O15'] } },
      },
    },
    // CC:P O25.2: "After steps a through c above have been completed – but before Movement physically begins"
    // the Allied player activates any or all of his units not yet activated for Op Fire (none: an empty list),
    // "automatic", no card played; with none eligible there is nothing to choose.
    ...((opFire
      ? {
          [OP_FIRE_STATE]: {
            always: { guard: 'noUnitForOpFire', target: 'carryingOutOrder', meta: ccpMeta(...opFire.rules) },
            on: { ACTIVATE_FOR_OP_FIRE: { guard: 'opFireActivationLegal', target: 'carryingOutOrder', actions: 'activateForOpFire', meta: ccpMeta(...opFire.rules, 'A41') } },
          },
        }
      : {}) as Record<string, never>),
    // O14.2: the Order (an abstract step here) is performed in its entirety before anything else.
    carryingOutOrder: {
      on: {
        ROLL: { target: 'consideringReroll', actions: 'makeRoll', meta: { rules: ['1.9', '1.3'] } },
        FINISH_ORDER: { target: 'choosingNextOrder', actions: 'finishOrder', meta: { rules: ['O14.2'] } },
      },
    },
    // 5.1: "A player may observe the results of one Order before deciding whether to play another."
    choosingNextOrder: {
      on: {
        GIVE_ORDER: giveOrder(['5.1', 'O14.1', '1.5']),
        END_TURN: { target: 'endingTurn', meta: { rules: ['5.1', 'O14.2'] } },
      },
    },
    // 9.1: cancel "prior to any trigger/results of that roll being implemented". Not order-rolls.ts
    // rerollStates, whose shape this does not fit: here the roll is the top card of a real deck, so a
    // canceled last card may still advance Time (REROLL branches on reading cce.reroll-last-card) and a
    // kept last card advances Time before its trigger (1.9.1); and the Turn resolves each trigger itself
    // (Event! and Sniper! reveal the next card, Time! is the nested Time advance) where the factory waits
    // for one RESOLVE_TRIGGER event carrying the effects.
    consideringReroll: {
      on: {
        REROLL: [
          { guard: 'lastCardAdvanceStands', target: 'advancingTime', actions: ['cancelRoll', 'startTimeAdvanceForRoll'], meta: { rules: ['9.1', '6.1.2'] } },
          { target: 'rerolling', actions: 'cancelRoll', meta: { rules: ['9.1'] } },
        ],
        KEEP_ROLL: [
          { guard: 'rollTookLastCard', target: 'advancingTime', actions: ['deferTrigger', 'startTimeAdvanceForRoll'], meta: { rules: ['6.1.2', '1.9.1'] } },
          { guard: 'rollTriggersTime', target: 'advancingTime', actions: ['resumeByApplying', 'startTimeAdvanceForRoll'], meta: cite(edition, 'resultAfterTrigger', ['1.9.1', '1.9.1.4']) },
          { guard: 'rollTriggersEvent', target: 'resolvingEvent', meta: { rules: ['1.9.1', '1.9.1.1'] } },
          { guard: 'rollTriggersSniper', target: 'resolvingSniper', meta: { rules: ['1.9.1', '1.9.1.3'] } },
          disperses
            ? { guard: 'rollDisperses' as never, target: 'resolvingDisperse', meta: ccpMeta('1.9.1', '1.9.2') }
            : { guard: 'rollJammed' as never, target: 'carryingOutOrder', actions: 'applyRoll' as const, meta: { rules: ['1.9.1', '1.9.1.2'] as CceRuleId[] } },
          { target: 'carryingOutOrder', actions: 'applyRoll', meta: { rules: ['1.9'] } },
        ],
      },
    },
    // 9.1: "cause it to be re-rolled" — by the same roller, from his (possibly reshuffled) draw pile.
    rerolling: {
      on: { ROLL: { target: 'consideringReroll', actions: 'makeRoll', meta: { rules: ['9.1', '1.9'] } } },
    },
    // 1.9.1.1, E42: reveal the next card and execute its Event (the Event chart of event/index.ts,
    // written once for every procedure), then the roll's result.
    resolvingEvent: {
      tags: [EVENT_CHART_TAG],
      entry: 'startEvent',
      initial: 'revealing',
      states: eventStates('event', edition.events.modules) as never,
      onDone: { target: 'afterTrigger', actions: 'recordEvent', meta: { rules: ['1.9.1.1', 'E42'] } },
    },
    // 1.9.1.3 and 11.4: the Random Hex, every broken Weapon checked first, then one unit may be broken
    // (the Sniper chart of event/index.ts, nested: its decisions are the Turn's events there).
    resolvingSniper: {
      tags: [EVENT_CHART_TAG],
      entry: 'startSniper',
      initial: 'sniper',
      states: sniperStates(edition) as never,
      onDone: { target: 'afterTrigger', actions: 'recordSniper', meta: { rules: ['1.9.1.3', '1.9.1'] } },
    },
    // CC:P 1.9.2: "that player must remove one smoke or starshell marker from the map"; none there, nothing to do.
    ...((disperses
      ? {
          resolvingDisperse: {
            always: { guard: 'noMarkerToDisperse', target: 'afterTrigger', meta: ccpMeta('1.9.2', '1.9.1') },
            on: { DISPERSE: { guard: 'disperseLegal', target: 'afterTrigger', actions: 'disperse', meta: ccpMeta('1.9.2', '1.9.1', '7.3') } },
          },
        }
      : {}) as Record<string, never>),
    // After a trigger: a last unit lost ends the game; a reveal that took the last card advances Time
    // (the trigger having been "dealt with in its entirety", 1.9.1); then the roll's result is applied.
    afterTrigger: {
      always: [
        { guard: 'lastUnitLost', target: 'gameOver', actions: 'endByLastUnit', meta: { rules: ['6.3', '6.3.1'] } },
        { guard: 'triggerRevealTookLast', target: 'advancingTime', actions: 'startTimeAdvanceAfterReveal', meta: { rules: ['6.1.2', '1.9.1'] } },
        { target: 'carryingOutOrder', actions: 'applyRoll', meta: cite(edition, 'resultAfterTrigger', ['1.9.1']) },
      ],
    },
    // 6.1.2: the Time advance chart of time-advance.ts; "normal play resumes from wherever it left off".
    advancingTime: {
      initial: 'advancingMarker',
      states: timeAdvanceChart(edition.timeAdvance) as never,
      onDone: [
        { guard: 'gameEnded', target: 'gameOver', actions: 'recordTimeAdvance', meta: { rules: ['6.2.2', '6.3'] } },
        { guard: 'resumeReroll', target: 'rerolling', actions: 'recordTimeAdvance', meta: { rules: ['9.1', '6.1.2'] } },
        { guard: 'resumeDeferredEvent', target: 'resolvingEvent', actions: 'recordTimeAdvance', meta: { rules: ['1.9.1', '1.9.1.1'] } },
        { guard: 'resumeDeferredSniper', target: 'resolvingSniper', actions: 'recordTimeAdvance', meta: { rules: ['1.9.1', '1.9.1.3'] } },
        ...(disperses ? [{ guard: 'resumeDeferredDisperse' as never, target: 'resolvingDisperse', actions: 'recordTimeAdvance', meta: ccpMeta('1.9.1.1', '1.9.2') }] : []),
        { guard: 'resumeRefill', target: 'refillingHand', actions: 'recordTimeAdvance', meta: { rules: ['5.4'] } },
        // Time! on the last card: "only advanced once – not twice"; Jammed! or no trigger: the result applies.
        { target: 'carryingOutOrder', actions: ['recordTimeAdvance', 'applyRoll'], meta: { rules: ['6.1.2', '1.9.1'] } },
      ],
    },
    // 8.2 and 5.4 both happen "at the end of every Turn"; their order is reading cce.end-of-turn-order.
    endingTurn: {
      always: [
        ...(edition.stackingCheck ? [{ guard: 'nextEndStepIsStacking' as const, target: 'checkingStacking', meta: { rules: ['8.2'] as CceRuleId[] } }] : []),
        { guard: 'nextEndStepIsRefill', target: 'refillingHand', meta: cite(edition, 'endOfTurn', ['5.4']) },
        { target: 'turnOver', meta: { rules: ['5'] } },
      ],
    },
    // 8.2: in each overstacked hex, up to one free Deploy (E52), then eliminations until it complies. An
    // elimination is allowed only while the hex is overstacked, so it never removes a player's last unit.
    ...(edition.stackingCheck
      ? {
          checkingStacking: {
            always: [
              { guard: 'noHexOverstacked' as const, target: 'endingTurn', actions: 'completeEndStep', meta: { rules: ['8.2'] as CceRuleId[] } },
            ],
            on: {
              DEPLOY: { guard: 'deployLegal' as const, actions: 'deploy' as const, meta: { rules: ['8.2', 'E52', 'E52.1', 'E52.2'] as CceRuleId[] } },
              ELIMINATE: { guard: 'eliminationLegal' as const, actions: 'eliminateForStacking' as const, meta: { rules: ['8.2', '7.1'] as CceRuleId[] } },
            },
          },
        }
      : {}),
    // 5.4: the active player (only) draws up to his Hand Size; the last card interrupts with a Time advance.
    refillingHand: {
      always: [
        // 9: "The Initiative card is never part of a player's hand": it is not counted here.
        { guard: 'handFull', target: 'endingTurn', actions: 'completeEndStep', meta: cite(edition, 'handSize', ['5.4', '1.1', '9']) },
        { guard: 'nextDrawIsLast', target: 'advancingTime', actions: ['drawForRefill', 'startTimeAdvanceForRefill'], meta: { rules: ['5.4', '6.1.2'] } },
        { guard: not('handFull'), actions: 'drawForRefill', meta: { rules: ['5.4'] } },
      ],
    },
    turnOver: { type: 'final' },
    gameOver: { type: 'final' },
  },
});
};

export const turnMachine = turnMachineFor(CCE_TURN);
