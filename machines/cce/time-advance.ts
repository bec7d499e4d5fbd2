/**
 * 6.1.2 Time Marker Advancement — Combat Commander: Europe v1.1 (with 6.2.2 Sudden Death, 1.4, 7.3.2's
 * all-five-Objectives chit, 9.1 on the Sudden Death Roll, 8.1.2 and 8.2 for reinforcements, A32).
 *
 * Covers, in exactly the rulebook's order: the Time marker advances one space; 1) the triggering player
 * (only) reshuffles his draw and discard piles (the new order is the SHUFFLE event's: deck.ts); 2) if the
 * Time marker is on or past the Sudden Death marker, the all-five-Objectives chit is checked (7.3.2,
 * "immediately prior to each Sudden Death Roll") and the triggering player makes a Sudden Death Roll —
 * the top card's dice, with no trigger (1.9.1) and open to the Initiative re-roll (9.1) — which ends the
 * game if less than the number of the Time marker's space (6.2.2, 6.3); then, if the game goes on:
 * 3) the Defender gains 1 VP (reading cce.no-defender-time-vp); 4) the triggering player removes one
 * Smoke marker; 5) units in the Time marker's new space enter on their owner's friendly-edge hexes,
 * inactive player's first, stacking observed (8.2), a Radio going to its empty Artillery Box (8.1.2), a
 * unit placed as the sole occupant of an Objective taking it, with its open value's swing (7.3.1, 7.3.1.1,
 * 7.3.3: victory.ts afterEntering);
 * 6) both players may play Dig In (A32, the card goes from hand to discard; its marker is not modelled;
 * 5.2: any number of them, each from a card in hand).
 *
 * The chart (`timeAdvanceStates`) is written once and used by this machine, nested inside the Turn
 * machine (turn.ts), where a Time! trigger, a last card revealed or a last card drawn starts it, and nested
 * after a roll of an Order whose situation describes the game (order-rolls.ts rerollStates `time`): a
 * Time! on the roll, or an Event's or Sniper's reveal that took the last card of a draw pile.
 * It serves CC:P's 13.1.2 too (machines/ccp/time-advance.ts): where the editions differ, the chart takes
 * the edition's choice at one named point of `TimeAdvanceEdition`.
 *
 * Left out, and where: who wins after a Sudden Death ending (game-end.ts); the Dig In Action's Foxholes
 * (A32, an Action machine); a reinforcement no edge hex can take without overstacking (6.1.2 does not say:
 * the machine offers only legal hexes, so such a situation is rejected as having no legal event); a
 * reinforcement placed in an enemy-occupied edge hex (6.1.2 does not forbid it): the Melee that follows is
 * the Melee machine's (O16.4), and an Objective there changes no hands, not being solely occupied (7.3.1).
 */
import { and, assign, setup, type AnyEventObject } from 'xstate';
import { lessThan } from '../core/derivation';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { cardOf, discardFromHand, reshuffle, reveal } from './deck';
import { obj, oneOf } from '../core/validate';
import { FRAME_FIELDS, type FrameOutput, type FrameState, type FrameSituation, inactive, parseFrame, projectFrame, type Reinforcement, withVpTerms } from './frame';
import type { CceRuleId } from './rule-ids';
import { removeSmoke as removeSmokeMarker } from './markers';
import { placementWithinLimit } from './stacking';
import { opponentOf, PLAYERS, type Player, type Unit } from './units';
import { afterEntering, controlsAllFive, vpTerm } from './victory';

// ---------------------------------------------------------------------------------------------- types

export interface TimeAdvanceSituation extends FrameSituation {
  /** The player whose roll, reveal or draw triggered the advance (6.1.2). */
  triggering: Player;
}

export type TimeAdvanceInput = MachineInput<TimeAdvanceSituation>;

export interface SuddenDeathRoll {
  card: string;
  sum: number;
  result: 'canceled' | 'game-ends' | 'play-proceeds';
}

export interface TimeAdvanceState {
  triggering: Player;
  roll: { card: string; sum: number } | null;
  suddenDeathRolls: SuddenDeathRoll[];
  defenderVp: Player | null;
  removedSmoke: string | null;
  placed: { unit: string; hex: string }[];
  radiosNotPlaced: string[];
  dugIn: { player: Player; card: string }[];
}

export interface FrameContext {
  ruleset: string;
  readings: Readings;
  frame: FrameState;
  ta: TimeAdvanceState;
}

export type TimeAdvanceEvent =
  | { type: 'SHUFFLE'; order: string[] }
  | { type: 'ROLL' }
  | { type: 'REROLL' }
  | { type: 'KEEP_ROLL' }
  | { type: 'REMOVE_SMOKE'; hex: string }
  | { type: 'PLACE_REINFORCEMENT'; unit: string; hex: string }
  | { type: 'DIG_IN'; player: Player; card: string }
  | { type: 'END_DIG_IN' };

export interface TimeAdvanceOutput extends FrameOutput, Omit<TimeAdvanceState, 'roll'> {
  result: 'resumed' | 'game-ended';
}

/** One Time advance run inside a Turn or an Order: the Time marker's new space and what its steps did. */
export interface TimeAdvanceRecord extends Omit<TimeAdvanceState, 'roll'> {
  space: number;
}

/** The record of the Time advance just run (the Turn's and the Orders' `timeAdvances`). */
export function timeAdvanceRecord(c: FrameContext): TimeAdvanceRecord {
  const { roll: _roll, ...record } = c.ta;
  return { ...record, space: c.frame.time.space };
}

export const newTimeAdvance = (triggering: Player): TimeAdvanceState => ({
  triggering,
  roll: null,
  suddenDeathRolls: [],
  defenderVp: null,
  removedSmoke: null,
  placed: [],
  radiosNotPlaced: [],
  dugIn: [],
});

// ----------------------------------------------------------------------------------------- editions

/** Where CC:P 13.1.2 differs from CC:E 6.1.2 (digest 004 §1.2 D21, D24): one named point each. */
export interface TimeAdvanceEdition {
  /** 7.3.2: the all-five-Objectives chit is checked before each Sudden Death Roll (CC:P has no such chit). */
  allFiveObjectivesChit: boolean;
  /** Who is "the Defender" of step 3 when no player Defends: the reading consulted. */
  defenderReading: string;
  /** Step 4: the triggering player removes a Smoke marker (not in CC:P: "Smoke no longer removed"). */
  removesSmoke: boolean;
  /** Step 5: "Stacking limits [8] must be observed" (dropped in CC:P 13.1.2 d, which overstacking only penalises: 15.2). */
  reinforcementsObserveStacking: boolean;
  /** Step 6: both players may play Dig In (A32; CC:P has no Dig In). */
  digIn: boolean;
  /**
   * CC:P only (O24.1 d, 15.1.2): the Artillery Box may hold an "artillery denied" marker, stated as this
   * id; whether a reinforcement radio replaces it is the reading named. CC:E has no such marker.
   */
  deniedMarker?: { id: string; reading: string };
  /**
   * The edition's own ids the Sudden Death Roll cites besides its CC:E ids' counterparts (CC:P 1.9.1.2, CC:E
   * 1.9.1's second IMPORTANT paragraph numbered: "Any roll made while resolving a trigger … cannot itself
   * produce a die trigger"); CC:E has none.
   */
  suddenDeathRollCites?: readonly string[];
}

export const CCE_TIME_ADVANCE: TimeAdvanceEdition = {
  allFiveObjectivesChit: true,
  defenderReading: 'cce.no-defender-time-vp',
  removesSmoke: true,
  reinforcementsObserveStacking: true,
  digIn: true,
};

// ------------------------------------------------------------------------------------ rule arithmetic

/** 6.1.2 step 3 and reading cce.no-defender-time-vp: who gains the Time advance's VP. */
export function defenderOf(f: FrameState, reading: string): Player | null {
  const defending = (['axis', 'allied'] as const).filter((p) => f.postures[p] === 'defend');
  if (defending.length === 1) return defending[0];
  if (reading !== 'non-attacker') return null;
  const [a, b] = [f.postures.axis, f.postures.allied];
  if (a === 'attack' && b === 'recon') return 'allied';
  if (b === 'attack' && a === 'recon') return 'axis';
  return null;
}

/** 6.1.2 step 5: the reinforcements entering now, the inactive player's first (then by id). */
export function arrivals(f: FrameState): Reinforcement[] {
  const idle = inactive(f);
  const key = (r: Reinforcement): string => `${r.owner === idle ? 0 : 1}:${r.unit?.id ?? r.radio}`;
  return f.reinforcements.filter((r) => r.space === f.time.space).sort((a, b) => key(a).localeCompare(key(b)));
}

/** The hexes where the next arriving unit may be placed: its owner's edge, stacking observed (6.1.2, 8.2) where the edition says so. */
export function legalEntryHexes(f: FrameState, observeStacking = true): string[] {
  const next = arrivals(f)[0];
  if (!next?.unit) return [];
  return f.edges[next.owner].filter((h) => !observeStacking || placementWithinLimit(f.units, { ...next.unit!, hex: h }, h));
}

/** 6.1.2 step 5: the units in play once the next arriving unit is placed in `hex`. */
const unitsAfterPlacing = (f: FrameState, hex: string): Unit[] => [...f.units, { ...arrivals(f)[0].unit!, hex }];

/** 7.3.1, 7.3.1.1, 7.3.3 (victory.ts): the VP track and Objectives once the next arriving unit is placed in `hex`. */
export const afterPlacing = (f: FrameState, hex: string): Pick<FrameState, 'vp' | 'vpTerms' | 'objectives'> => {
  const { terms, objectives } = afterEntering(f.vp, f.objectives, unitsAfterPlacing(f, hex), hex, f.chits);
  const { vp, vpTerms } = withVpTerms(f, terms);
  return { vp, vpTerms, objectives };
};

const dieSum = (c: FrameContext, card: string): number => {
  const d = cardOf(c.frame.decks[c.ta.triggering], card)?.dice;
  return d ? d.white + d.colored : 0;
};

// ------------------------------------------------------------------------- guards and actions (shared)

type Args = { context: FrameContext; event: AnyEventObject };

export const timeAdvanceGuardsFor = (e: TimeAdvanceEdition) => ({
  /** 6.2.2: a Sudden Death Roll only when the Time marker is on or past the Sudden Death marker. */
  suddenDeathNotReached: ({ context: c }: Args) => c.frame.time.space < c.frame.time.suddenDeath,
  /** 7.3.2: "immediately prior to each Sudden Death Roll, if any player controls all five Objectives". */
  allFiveObjectivesHeld: ({ context: c }: Args) => !!c.frame.specialChits.allFiveObjectives && controlsAllFive(c.frame.objectives) !== null,
  /** 6.2.2: "less than the number in the space currently occupied by the Time marker". */
  // 6.3 way 4: "A Sudden Death Roll [6.2.2] is made that is less than the the number in the space currently occupied by the Time marker."
  suddenDeathRollEndsGame: ({ context: c }: Args) => c.ta.roll !== null && lessThan(c.ta.roll.sum, c.frame.time.space, '6.2.2'),
  noSmokeOnMap: ({ context: c }: Args) => c.frame.smoke.length === 0,
  noReinforcementArriving: ({ context: c }: Args) => arrivals(c.frame).length === 0,
  nextArrivalIsRadio: ({ context: c }: Args) => arrivals(c.frame)[0]?.unit === null,
  placementLegal: ({ context: c, event: ev }: Args) => ev.type === 'PLACE_REINFORCEMENT' && arrivals(c.frame)[0]?.unit?.id === ev.unit && legalEntryHexes(c.frame, e.reinforcementsObserveStacking).includes(ev.hex),
  /** 7.3.1: the unit placed becomes the sole occupant of an Objective another player (or nobody) controls. */
  placementTakesObjective: ({ context: c, event: e }: Args) => e.type === 'PLACE_REINFORCEMENT' && afterPlacing(c.frame, e.hex as string).objectives.some((o, i) => o.controller !== c.frame.objectives[i].controller),
  digInLegal: ({ context: c, event: e }: Args) => e.type === 'DIG_IN' && c.frame.decks[e.player as Player].hand.some((id) => id === e.card && cardOf(c.frame.decks[e.player as Player], id)?.action === 'Dig In'),
});

export const timeAdvanceGuards = timeAdvanceGuardsFor(CCE_TIME_ADVANCE);

const frameOf = (c: FrameContext, change: Partial<FrameState>): { frame: FrameState } => ({ frame: { ...c.frame, ...change } });
const taOf = (c: FrameContext, change: Partial<TimeAdvanceState>): { ta: TimeAdvanceState } => ({ ta: { ...c.ta, ...change } });

export const timeAdvanceUpdatesFor = (edition: TimeAdvanceEdition) => ({
  advanceTimeMarker: ({ context: c }: Args) => frameOf(c, { time: { ...c.frame.time, space: c.frame.time.space + 1 } }),
  reshuffleTriggeringDeck: ({ context: c, event: e }: Args) => {
    const p = c.ta.triggering;
    return frameOf(c, { decks: { ...c.frame.decks, [p]: reshuffle(c.frame.decks[p], e.type === 'SHUFFLE' ? (e.order as string[]) : []) } });
  },
  /** 6.2.2, 1.9: the top card's dice; 1.9.1: no trigger (not even a last card) during a trigger. */
  revealSuddenDeathRoll: ({ context: c }: Args) => {
    const p = c.ta.triggering;
    const taken = reveal(c.frame.decks[p]);
    const next = { ...c, frame: { ...c.frame, decks: { ...c.frame.decks, [p]: taken.deck } } };
    return { ...frameOf(c, next.frame), ...taOf(c, { roll: { card: taken.card, sum: dieSum(next, taken.card) } }) };
  },
  cancelSuddenDeathRoll: ({ context: c }: Args) => ({
    ...frameOf(c, { initiative: opponentOf(c.frame.initiative) }),
    ...taOf(c, { roll: null, suddenDeathRolls: [...c.ta.suddenDeathRolls, { ...c.ta.roll!, result: 'canceled' as const }] }),
  }),
  endBySuddenDeath: ({ context: c }: Args) => ({
    ...frameOf(c, { ended: { how: 'sudden-death' as const, players: [], rule: '6.2.2' } }),
    ...taOf(c, { roll: null, suddenDeathRolls: [...c.ta.suddenDeathRolls, { ...c.ta.roll!, result: 'game-ends' as const }] }),
  }),
  proceedAfterSuddenDeath: ({ context: c }: Args) => taOf(c, { roll: null, suddenDeathRolls: [...c.ta.suddenDeathRolls, { ...c.ta.roll!, result: 'play-proceeds' as const }] }),
  endByAllFiveObjectives: ({ context: c }: Args) => frameOf(c, { ended: { how: 'all-five-objectives', players: [controlsAllFive(c.frame.objectives)!], rule: '7.3.2' } }),
  gainDefenderVp: ({ context: c }: Args) => {
    const d = defenderOf(c.frame, c.readings[edition.defenderReading]);
    const { vp, vpTerms } = withVpTerms(c.frame, d ? [vpTerm(d, 1, '6.1.2', 'Time advance, step 3: the Defender')] : []);
    return { ...frameOf(c, { vp, vpTerms }), ...taOf(c, { defenderVp: d }) };
  },
  // markers.ts removeSmoke: off frame.smoke and off the map's hex (when listed), the one Smoke removal the Events use too.
  removeSmoke: ({ context: c, event: e }: Args) => ({ frame: removeSmokeMarker(c.frame, e.hex as string), ...taOf(c, { removedSmoke: e.hex as string }) }),
  placeRadio: ({ context: c }: Args) => {
    const r = arrivals(c.frame)[0];
    const rest = c.frame.reinforcements.filter((x) => x !== r);
    const box = c.frame.artilleryBoxes[r.owner];
    const replacesMarker = edition.deniedMarker !== undefined && box === edition.deniedMarker.id && c.readings[edition.deniedMarker.reading] === 'radio-replaces';
    if (box !== null && !replacesMarker) return { ...frameOf(c, { reinforcements: rest }), ...taOf(c, { radiosNotPlaced: [...c.ta.radiosNotPlaced, r.radio!] }) };
    return { ...frameOf(c, { reinforcements: rest, artilleryBoxes: { ...c.frame.artilleryBoxes, [r.owner]: r.radio! } }), ...taOf(c, { placed: [...c.ta.placed, { unit: r.radio!, hex: 'artillery-box' }] }) };
  },
  placeReinforcement: ({ context: c, event: e }: Args) => {
    const r = arrivals(c.frame)[0];
    const hex = e.hex as string;
    return {
      ...frameOf(c, { reinforcements: c.frame.reinforcements.filter((x) => x !== r), units: unitsAfterPlacing(c.frame, hex) }),
      ...taOf(c, { placed: [...c.ta.placed, { unit: r.unit!.id, hex }] }),
    };
  },
  /** 7.3.1, 7.3.3: before the placement (the Objective's former controller is read from the frame). */
  takeObjective: ({ context: c, event: e }: Args) => frameOf(c, afterPlacing(c.frame, e.hex as string)),
  playDigIn: ({ context: c, event: e }: Args) => {
    const p = e.player as Player;
    return { ...frameOf(c, { decks: { ...c.frame.decks, [p]: discardFromHand(c.frame.decks[p], e.card as string) } }), ...taOf(c, { dugIn: [...c.ta.dugIn, { player: p, card: e.card as string }] }) };
  },
});

export const timeAdvanceUpdates = timeAdvanceUpdatesFor(CCE_TIME_ADVANCE);

type Meta = { rules: CceRuleId[] };
const m = (...rules: CceRuleId[]): Meta => ({ rules });

/**
 * The 6.1.2 chart for an edition; `resumed` and `ended` are its final states. CC:E's (timeAdvanceStates)
 * is shared by this machine and the Turn machine.
 */
export const timeAdvanceChart = (e: TimeAdvanceEdition) => ({
  advancingMarker: {
    always: { target: 'shuffling', actions: 'advanceTimeMarker', meta: m('6.1.2', '1.9.1.4') },
  },
  // Step 1: "the player triggering the Time Advance (only) shuffles his deck and discard pile together".
  shuffling: {
    on: { SHUFFLE: { target: 'checkingSuddenDeath', actions: 'reshuffleTriggeringDeck', meta: m('6.1.2', '1.4') } },
  },
  // Step 2, with 7.3.2's chit checked "immediately prior to each Sudden Death Roll".
  checkingSuddenDeath: {
    always: [
      { guard: 'suddenDeathNotReached', target: 'gainingDefenderVp', meta: m('6.1.2', '6.2.2') },
      ...(e.allFiveObjectivesChit ? [{ guard: 'allFiveObjectivesHeld', target: 'ended', actions: 'endByAllFiveObjectives', meta: m('7.3.2', '6.3') }] : []),
      { target: 'rollingSuddenDeath', meta: m('6.1.2', '6.2.2') },
    ],
  },
  rollingSuddenDeath: {
    on: { ROLL: { target: 'consideringSuddenDeathReroll', actions: 'revealSuddenDeathRoll', meta: e.suddenDeathRollCites ? ({ ...m('6.2.2', '1.9', '1.9.1'), plus: e.suddenDeathRollCites } as Meta) : m('6.2.2', '1.9', '1.9.1') } },
  },
  // 9.1: the Sudden Death Roll is a roll, so the Initiative holder may cancel it. Not order-rolls.ts
  // rerollStates: this roll is made while a trigger is resolved and "cannot itself produce a die trigger"
  // (1.9.1), so the factory's trigger branches could never be taken; KEEP_ROLL branches on 6.2.2 instead.
  consideringSuddenDeathReroll: {
    on: {
      REROLL: { target: 'rollingSuddenDeath', actions: 'cancelSuddenDeathRoll', meta: m('9.1') },
      KEEP_ROLL: [
        { guard: 'suddenDeathRollEndsGame', target: 'ended', actions: 'endBySuddenDeath', meta: m('6.2.2', '6.3') },
        { target: 'gainingDefenderVp', actions: 'proceedAfterSuddenDeath', meta: m('6.2.2') },
      ],
    },
  },
  // Step 3: "the Defender (only) gains 1 VP" (reading cce.no-defender-time-vp when nobody Defends).
  gainingDefenderVp: {
    always: { target: e.removesSmoke ? 'removingSmoke' : 'placingReinforcements', actions: 'gainDefenderVp', meta: m('6.1.2') },
  },
  // Step 4: "the triggering player (only) must remove any one Smoke marker from the map".
  ...(e.removesSmoke
    ? {
        removingSmoke: {
          always: { guard: 'noSmokeOnMap', target: 'placingReinforcements', meta: m('6.1.2') },
          on: { REMOVE_SMOKE: { target: 'placingReinforcements', actions: 'removeSmoke', meta: m('6.1.2') } },
        },
      }
    : {}),
  // Step 5: reinforcements, inactive player first; stacking observed; a Radio to its empty Artillery Box.
  placingReinforcements: {
    always: [
      { guard: 'noReinforcementArriving', target: e.digIn ? 'diggingIn' : 'resumed', meta: m('6.1.2') },
      { guard: 'nextArrivalIsRadio', actions: 'placeRadio', meta: m('6.1.2', '8.1.2', '12') },
    ],
    on: {
      PLACE_REINFORCEMENT: [
        // 7.3.1: a unit entering an Objective alone takes it (7.3.1.1: a building only with no enemy in any of its hexes).
        { guard: and(['placementLegal', 'placementTakesObjective']), actions: ['takeObjective', 'placeReinforcement'], meta: m('6.1.2', '8.2', '7.3.1', '7.3.1.1', '7.3.3') },
        { guard: 'placementLegal', actions: 'placeReinforcement', meta: m('6.1.2', '8.2') },
      ],
    },
  },
  // Step 6: "both players may play Dig In Actions".
  ...(e.digIn
    ? {
        diggingIn: {
          on: {
            DIG_IN: { guard: 'digInLegal', actions: 'playDigIn', meta: m('6.1.2', 'A32', '5.2', '1.6') },
            END_DIG_IN: { target: 'resumed', meta: m('6.1.2') },
          },
        },
      }
    : {}),
  resumed: { type: 'final' as const },
  ended: { type: 'final' as const },
});

/** CC:E's 6.1.2 chart, shared by this machine and the Turn machine. */
export const timeAdvanceStates = timeAdvanceChart(CCE_TIME_ADVANCE);

export function projectTimeAdvance(c: FrameContext): TimeAdvanceOutput {
  const { roll: _roll, ...record } = c.ta;
  return { result: c.frame.ended ? 'game-ended' : 'resumed', ...projectFrame(c.frame), ...record };
}

/** Each shared update as an xstate action (`assign`), for any machine whose context extends FrameContext. */
export function timeAdvanceActions(edition: TimeAdvanceEdition = CCE_TIME_ADVANCE) {
  const out: Record<string, ReturnType<typeof assign>> = {};
  for (const [name, f] of Object.entries(timeAdvanceUpdatesFor(edition))) out[name] = assign(f as never);
  return out as Record<keyof typeof timeAdvanceUpdates, ReturnType<typeof assign>>;
}

export function parseTimeAdvanceSituation(raw: unknown, path: string): TimeAdvanceSituation {
  const o = obj(raw, path, [...FRAME_FIELDS, 'triggering'], ['active', 'initiative', 'postures', 'decks', 'time', 'units', 'map', 'triggering']);
  const { eliminated: _e, ended: _x, ...frame } = parseFrame(o, path);
  return { ...frame, triggering: oneOf(o.triggering, `${path}.triggering`, PLAYERS, '6.1.2') };
}

// -------------------------------------------------------------------------------------------- machine

/** The Time advance machine of an edition (its chart, guards and updates), citing CC:E ids. */
export const timeAdvanceMachineFor = (edition: TimeAdvanceEdition) =>
  setup({
    types: {
      input: {} as TimeAdvanceInput,
      context: {} as FrameContext,
      events: {} as TimeAdvanceEvent,
      output: {} as TimeAdvanceOutput,
      transitionMeta: {} as Meta,
    },
    guards: timeAdvanceGuardsFor(edition),
    actions: timeAdvanceActions(edition) as never,
  }).createMachine({
    id: 'time-advance',
    context: ({ input }) => {
      const { triggering, ...frame } = input.situation;
      return { ruleset: input.ruleset, readings: input.readings, frame: { ...frame, eliminated: [], ended: null }, ta: newTimeAdvance(triggering) };
    },
    initial: 'advancingMarker',
    output: ({ context }) => projectTimeAdvance(context),
    states: timeAdvanceChart(edition) as never,
  });

export const timeAdvanceMachine = timeAdvanceMachineFor(CCE_TIME_ADVANCE);
