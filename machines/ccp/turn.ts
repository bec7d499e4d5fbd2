/**
 * 12 Sequence of Play: one turn — Combat Commander: Pacific (12, 12.1, 12.3, 12.4, O20, O20.2, O21, O25,
 * O26, 1.1, 1.6, 1.7, 1.9.1–1.9.5, 10, 10.1, 17.1–17.5, 18.1, 15.2.3). The CC:E chart (machines/cce/turn.ts, 5) serves: CC:P keeps its shape — orders up to
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
 *   is a unit order here.
 * - 17, 1.1: five Postures (the situation's `postures`: CC:E's attack, recon and defend, and invader and
 *   banzai), each with its hand size, which the refill draws up to (17.1–17.5 a; the refill never discards:
 *   a Defender or Banzai player holding more keeps them, 12.4 "draw up to").
 * - 17.2 c: a Banzai player's eliminated units (a Sniper's, here) go to the next space of the Time Track,
 *   not the Casualty Track, a Hero excepted (machines/cce/frame-effects.ts, the one elimination of the frame).
 * - O25, 17.2 b: Charge "may only be played if the Japanese player's Posture is Banzai" (the situation's
 *   `axis` player, active); it names no unit: "all Japanese units not yet activated for the turn" are
 *   activated (O25.1 c), and "If every Japanese unit on the map has already been activated that turn, a
 *   Charge order cannot be played". A Hero already activated is not "not yet activated": the Charge leaves
 *   it out, and counts it among the activated (3.3.2 lets it be activated again by another order). What
 *   the Charge then does to its units (O25.1 a, b: suppressed markers, rallies; the Move) is the Charge
 *   order's own. O25.2 is the turn's: once the Charge has activated its units, the Allied player activates
 *   any or all of his units not yet activated for Op Fire, without a card (activatingForOpFire; which units:
 *   chargeOpFireEligible, reading ccp.charge-op-fire-melee); they are activated for the turn (A41.3 b).
 * - CC:P numbers paragraphs CC:E leaves in one rule; the transitions cite them at the named points of
 *   `citations` besides the CC:E ids' counterparts: O20.2 (the activation limit, "No unit may be activated
 *   more than once per turn", on every order given), 1.9.1.3 (a roll's result applied only after its
 *   trigger), 1.6 (a card played for its Action goes atop its player's discard pile: the Pass responses),
 *   1.7 (the Event card comes off the top of the draw pile), 18.1 (the night Discard Limit of 2, checked
 *   by the parser with 12.3, on the Pass), 15.2.3 (no end-of-turn stacking check: "Overstacking is allowed
 *   only any time after play begins"), 17.1–17.5 (the hand size the refill stops at); and the nested Time
 *   advance's Sudden Death roll 1.9.1.2 (machines/ccp/time-advance.ts).
 * - No end-of-turn stacking check (CC:E 8.2): CC:P 15.2.2 penalises overstacking, it does not forbid it.
 * - 1.9.4 Sniper: the Random Hex without CC:E 11.4's broken-Weapon check (CC:P 5.4); the situation states
 *   no Weapons, as nothing else in the turn reads them.
 * - 1.9.3 Event: the Event card revealed is executed by CC:P's Event chart (machines/ccp/event.ts, nested at
 *   `resolvingEvent` as CC:E's is): the Events CC:P prints as CC:E does (CCP_EVENT_MODULES: E51, E59,
 *   E62, E64–E69, E72, E73, E76, E77, E80) and CC:P's own (machines/ccp/event-modules.ts; Air Support E50,
 *   machines/ccp/air-support.ts, reading the situation's aircraft, year and night), with CC:P ids.
 *   The turn situation is the Event procedure's frame (units and their Weapons, map and terrain, smoke,
 *   chits, Casualty Track, VP), so each has what it needs; the one frame field it lacks, the broken-Weapon
 *   list (5.4), none of them reads under CC:P (Malfunction E65 only flips the Weapon). Every CC:P Event is
 *   modelled (CCP_EVENTS_REFUSED is empty since Reinforcements E70, which reads the situation's
 *   `supportTables`); a card whose Event is not described keeps its former handling: revealed (it may be
 *   the last card, 1.9.1.1) and recorded as not described under E49 (the chart's default branch).
 *   The Random Hex from an emptied pile is reading ccp.event-random-hex-empty-pile, as in the `event`
 *   procedure.
 * - The nested Time advance is CC:P's (machines/ccp/time-advance.ts).
 *
 * Readings: ccp.reroll-last-card (10.1 with 13.1.2's "not cancelled"); ccp.last-unit-with-reinforcements
 * (13.3 b); ccp.charge-unmovable-units (O25.1 c's "all" against O29: whether a Charge activates a unit that
 * cannot enter any hex; chargeActivates); ccp.charge-op-fire-melee (O25.2's "any or all" against O27.1.2:
 * whether an Allied unit in a melee hex may be activated for Op Fire; chargeOpFireEligible). The Sniper's Random Hex is never revealed from an empty draw pile here (a Sniper on a last
 * card is resolved after the Time advance's reshuffle, 1.9.1.1), so CC:E's cce.event-random-hex-empty-pile
 * has no CC:P counterpart to consult.
 *
 * Left out, and where: the melee at the start of the Allied turn (19.2: the Melee procedure); Sighting
 * marker movement after a Sniper's random hex (1.8.2, 9.2 a: digest 004 §5.2 item 13; Sighting markers are
 * not in the situation); what each order does (its own machine: revive.ts and the others); actions other
 * than Demolitions and Hidden Unit, and what O20.5 lets both players play during an order (the order
 * machines offer them: Fire, Move); the Invader's setup (17.4 b)
 * and the Defender's Hidden actions beyond Hidden Unit (17.3 b, A43); Night Movement (18.2: Move Costs,
 * the Move order's) and Radios at Night (18.4: the Asset Request order's Communication Established).
 * The Japanese player is the situation's `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { CCP_ORDERS, type CCP_POSTURES } from '../cce/deck';
import { type TurnContext, type TurnEdition, turnMachineFor } from '../cce/turn';
import { entersAnAdjacentHex } from '../cce/move/guards';
import { meleeHexes } from '../cce/melee/rules';
import { currentMovement, sideOf, type Player, type Unit } from '../cce/units';
import { OracleError } from '../core/errors';
import { nightTerrainTypes } from './move';
import { withRuleIds } from '../core/ruleset-ids';
import { CCP_EVENT_MODULES, ccpEventReadingsOf, ccpEventRuleIds } from './event';
import { CCP_GAME_END } from './game-end';
import { CCP_TIME_ADVANCE } from './time-advance';

/** 1.1 and 17.1–17.5 a), as printed: "Invader (7 cards), Attacker (6 cards), Recon (5 cards), Defender (4 cards), or Banzai (3 cards)". */
export const CCP_HAND_SIZE: Readonly<Record<(typeof CCP_POSTURES)[number], number>> = { invader: 7, attack: 6, recon: 5, defend: 4, banzai: 3 };

/**
 * O25.1 c) under reading ccp.charge-unmovable-units (digest 004 §5.2 item 15): "all Japanese units not yet
 * activated for the turn … are automatically activated for a Move order [O29]", while O29 says "A unit cannot
 * be activated to Move if, at the moment it would be activated, it doesn't have enough MPs to enter at least
 * one new hex". `activated` (default): every one of them; `not-activated`: only those that, rallied and
 * unsuppressed by steps a) and b) ("then"), can enter an adjacent hex (O29.1, O29.4; 18.2 at night) — the
 * others stay not activated. (The test leaves exits out: a turn situation states no Exit Points, 14.2.1.)
 */
export function chargeActivates(c: TurnContext, candidates: readonly Unit[]): string[] {
  if (c.readings['ccp.charge-unmovable-units'] !== 'not-activated') return candidates.map((u) => u.id);
  const charging = new Set(candidates.map((u) => u.id));
  const units = c.frame.units.map((u) => (charging.has(u.id) ? { ...u, broken: false, suppressed: false } : u));
  const situation = { units, map: c.frame.map };
  const night = c.night ? nightTerrainTypes(c.readings) : undefined;
  return units
    .filter((u) => charging.has(u.id))
    .filter((u) => {
      if (sideOf(u).movement === undefined) {
        throw new OracleError({ code: 'missing-field', path: `input.units[${c.frame.units.findIndex((x) => x.id === u.id)}].sides.unbroken.movement`, expected: "the unit's Movement: under reading ccp.charge-unmovable-units = not-activated a Charge activates only the units that can enter a hex (O29)", actual: undefined, rule: 'O29' });
      }
      return entersAnAdjacentHex(c.frame.map, units, u.owner, u.hex, currentMovement(u, situation, 'zero'), night);
    })
    .map((u) => u.id);
}

/**
 * O25.2 under reading ccp.charge-op-fire-melee: "any or all Allied units not yet activated for the turn may be
 * immediately activated for an Op Fire action [A41]" — the Allied (inactive) player's units on the map not yet
 * activated; under `not-in-melee` (default) not those in a melee hex (O27.1.2 through A41.3; 19.1: a hex
 * holding units of both sides). The units the Charge has just activated are the Japanese player's, so the
 * test reads the activation list as it stands after O25.1 c).
 */
export function chargeOpFireEligible(c: TurnContext): string[] {
  const melee = new Set(c.readings['ccp.charge-op-fire-melee'] === 'any-unit' ? [] : meleeHexes(c.frame));
  return c.frame.units.filter((u) => u.owner !== c.frame.active && !c.activated.units.includes(u.id) && !melee.has(u.hex)).map((u) => u.id);
}

export const CCP_TURN: TurnEdition = {
  orders: CCP_ORDERS,
  unitOrders: ['Advance', 'Fire', 'Move', 'Reconnoiter'],
  playerOrders: [],
  noUnitOrders: ['Asset Denied', 'Infiltrate', 'Revive'],
  needsUnitToRally: [{ order: 'Revive', rule: 'O31' }],
  postureOrders: [{ order: 'Charge', player: 'axis', posture: 'banzai', rule: 'O25' }],
  activateAllOrders: [{ order: 'Charge', rules: ['O25', 'O25.1', '17.2'], activates: chargeActivates, opFire: { rules: ['O25.2'], eligible: chargeOpFireEligible } }],
  handSizes: CCP_HAND_SIZE,
  citations: {
    giveOrder: ['O20.2'],
    pass: ['18.1'],
    respond: ['1.6'],
    eventReveal: ['1.7'],
    resultAfterTrigger: ['1.9.1.3'],
    endOfTurn: ['15.2.3'],
    handSize: ['17.1', '17.2', '17.3', '17.4', '17.5'],
  },
  fourthTrigger: 'Disperse!',
  events: { modules: CCP_EVENT_MODULES, readingsOf: ccpEventReadingsOf },
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

// The nested Event chart's ids as the `event` procedure gives them (CC:E 11.4, the Random Hex's broken-Weapon
// check, dropped: CCP_EVENT_ABSENT); no other transition of the turn cites 11.4.
export const ccpTurnMachine = withRuleIds(turnMachineFor(CCP_TURN) as unknown as AnyStateMachine, 'ccp', ccpEventRuleIds);
