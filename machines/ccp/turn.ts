/**
 * 12 Sequence of Play: one turn — Combat Commander: Pacific (12, 12.1, 12.3, 12.4, O20, O21, O26, 1.9.1–
 * 1.9.5, 10, 10.1). The CC:E chart (machines/cce/turn.ts, 5) serves: CC:P keeps its shape — orders up to
 * the Order Limit, each from a card and finished before the next (12.1, O20.1, O20.4), a unit activated
 * once per turn, Heroes excepted (O20.2, 3.3.2), or a Pass discarding up to the Discard Limit (O21, 12.3)
 * that opens Demolitions and Hidden Unit (A38, A43.6); rolls whose trigger is resolved before the result
 * (1.9.1.3) unless the Initiative holder cancels them (10.1); the last card advancing Time (13.1.2); the
 * hand refill (12.4). The edition's differences are the named points of `TurnEdition` (CCP_TURN below),
 * and the transitions carry CC:P ids (machines/ccp/rule-map.ts).
 *
 * Where CC:P differs:
 * - 1.9.2 Disperse replaces Jammed! and works on any roll: the roller "must remove one smoke or starshell
 *   marker from the map" (the situation's `smoke` and `starshells`); with none there, nothing happens.
 * - 12.3: the Discard Limit is written into the rule: "5 if commanding the US; 4 if commanding the
 *   Commonwealth; 3 if commanding Japan; or 2 if night rules [18] are in effect"; the situation's
 *   `discardLimit` (CC:E's field: the player aid's) must be that (discardLimitsOf).
 * - 12 b) and O21 settle CC:E's reading cce.pass-zero-cards: "discard any number of Fate cards from his
 *   hand (including zero)", "(even zero)". A Pass of zero opens no Demolitions or Hidden Unit (A38: "one or
 *   more cards").
 * - No Recover or Rout (player orders); Revive (O31: "cannot be given unless the active player has at
 *   least one broken or suppressed unit on the map"), Asset Denied (O23, "No unit is activated") and
 *   Infiltrate (O28, "No unit is activated") activate no unit; Reconnoiter activates a leader (O30) and
 *   is a unit order here; Charge (O25) "may only be played if the Japanese player's Posture is Banzai",
 *   which the situation cannot state yet (deck.ts POSTURES), so it is refused with O25.
 * - No end-of-turn stacking check (CC:E 8.2): CC:P 15.2.2 penalises overstacking, it does not forbid it.
 * - 1.9.4 Sniper: the Random Hex without CC:E 11.4's broken-Weapon check (CC:P 5.4); the situation states
 *   no Weapons, as nothing else in the turn reads them.
 * - 1.9.3 Event: CC:P's Events (E50–E80) are not modelled yet; the Event card is revealed (it may be the
 *   last card, 1.9.1.1) and recorded as not modelled.
 * - The nested Time advance is CC:P's (machines/ccp/time-advance.ts).
 *
 * Readings: ccp.reroll-last-card (10.1 with 13.1.2's "not cancelled"); ccp.last-unit-with-reinforcements
 * (13.3 b). The Sniper's Random Hex is never revealed from an empty draw pile here (a Sniper on a last
 * card is resolved after the Time advance's reshuffle, 1.9.1.1), so CC:E's cce.event-random-hex-empty-pile
 * has no CC:P counterpart to consult.
 *
 * Left out, and where: the melee at the start of the Allied turn (19.2: the Melee procedure); Sighting
 * marker movement after a Sniper's random hex (1.8.2, 9.2 a: digest 004 §5.2 item 13; Sighting markers are
 * not in the situation); the Banzai and Invader Postures and their hand sizes (1.1, 17); what each order
 * does (its own machine: revive.ts and the others); actions other than Demolitions and Hidden Unit.
 * The Japanese player is the situation's `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { CCP_ORDERS } from '../cce/deck';
import { type TurnEdition, turnMachineFor } from '../cce/turn';
import type { Player } from '../cce/units';
import { withRuleIds } from '../core/ruleset-ids';
import { CCP_GAME_END } from './game-end';
import { toCcpIds } from './rule-map';
import { CCP_TIME_ADVANCE } from './time-advance';

export const CCP_TURN: TurnEdition = {
  orders: CCP_ORDERS,
  unitOrders: ['Advance', 'Fire', 'Move', 'Reconnoiter'],
  playerOrders: [],
  noUnitOrders: ['Asset Denied', 'Infiltrate', 'Revive'],
  needsUnitToRally: [{ order: 'Revive', rule: 'O31' }],
  unplayableOrders: [{ order: 'Charge', rule: 'O25', why: "the Japanese Posture Banzai (O25: \"Charge may only be played if the Japanese player's Posture is Banzai\"; the situation cannot state Banzai yet)" }],
  fourthTrigger: 'Disperse!',
  eventChart: false,
  sniperChecksWeapons: false,
  stackingCheck: false,
  passZeroReading: null,
  rerollLastCardReading: 'ccp.reroll-last-card',
  endOfTurnOrderReading: null,
  gameEnd: CCP_GAME_END,
  timeAdvance: CCP_TIME_ADVANCE,
};

/** The nation the Allied player commands (the Japanese player is the situation's `axis` player). */
export const ALLIED_NATIONS = ['us', 'commonwealth'] as const;
export type AlliedNation = (typeof ALLIED_NATIONS)[number];

/** 12.3, as printed. */
export const DISCARD_LIMIT = { us: 5, commonwealth: 4, japan: 3, night: 2 } as const;

/**
 * 12.3: the Discard Limits the active player may have ("regardless of nationality" at night): Japan's for
 * the Japanese player; the Allied player's nation's, or either Allied nation's where the situation does
 * not name it.
 */
export function discardLimitsOf(active: Player, allied: AlliedNation | undefined, night: boolean): { values: number[]; from: string } {
  if (night) return { values: [DISCARD_LIMIT.night], from: 'night rules' };
  if (active === 'axis') return { values: [DISCARD_LIMIT.japan], from: 'Japan' };
  if (allied) return { values: [DISCARD_LIMIT[allied]], from: allied === 'us' ? 'the US' : 'the Commonwealth' };
  return { values: [DISCARD_LIMIT.us, DISCARD_LIMIT.commonwealth], from: 'the US or the Commonwealth' };
}

export const ccpTurnMachine = withRuleIds(turnMachineFor(CCP_TURN) as unknown as AnyStateMachine, 'ccp', toCcpIds);
