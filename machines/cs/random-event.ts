/**
 * 3.2.16 Random Events — Combat! Stalingrad (an optional rule, 3.2.16.1): whether a Firepower Factors
 * Table roll calls for the Random Events Table, and where the Scatter moves the Random marker.
 *
 * Covers: doubles on an FFT d100 during the Fire & Movement Phase (a '00': reading cs.double-zero-doubles) call for a d10, and a 1-2 suspends play
 * for the Random Events Table (3.2.16.1.1), doubles read on the dice as rolled, before the fire's DRM (2.6.4:
 * "based on the original roll"; 3.2.16.1.1 "rolls doubles", settled by the text); an event other than Nothing moves the Random marker by a
 * Scatter (3.2.16.1.1, 3.2.16.2): the tens die gives the direction (2.5.3: North 1, clockwise 2-6), 7-10
 * re-rolled, the ones die the distance (reading cs.scatter-zero-distance for a 0).
 *
 * Left out, and where: the Random Events Table's columns and d100 ranges are text-missing (the table
 * `RET`): the event it gives is the event RANDOM_EVENT, one of the 17 the text describes (3.2.16.1.2).
 * Applying the event to units (closest unit, LOS, the FFT) is not modelled: the text resolves it with
 * the FFT and morale rules it does not contain; the outcome names the event and the hex it landed in.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { hexLabel, move, type Direction, type HexCoord, type MapGeometry } from '../core/hex';
import { ruleApplies } from '../core/derivation';
import type { D100 } from '../core/dice';
import type { CsRuleId } from './rule-ids';

/** 3.2.16.1.2: the events the text describes, as printed before their dash. */
export const RANDOM_EVENTS = [
  'Booby Traps', 'Sniper', 'Bomb', 'Shell', 'Mistaken (Friendly) Fire', 'Fear', 'Battle Fatigue', 'Ammo Shortage', 'Fire (Blaze)',
  'Confusion', 'Looting', 'Arty', 'Berserk', 'Nothing', 'Mines', 'Wind/Weather', 'Intelligence',
] as const;
export type RandomEventName = (typeof RANDOM_EVENTS)[number];

export interface RandomEventSituation {
  /** The hex the Random marker is in. */
  marker: HexCoord;
  map: MapGeometry;
}

export type RandomEventInput = MachineInput<RandomEventSituation>;

/** 2.6.3, 3.2.16.1.1: an FFT d100 that shows doubles; a '00' (100, 2.6.2) is doubles unless reading cs.double-zero-doubles says 'not-doubles'. */
export const fftDoubles = (roll: D100, readings: Readings): boolean =>
  roll.tens === roll.ones && !(roll.tens === 0 && readings['cs.double-zero-doubles'] === 'not-doubles');

/** 2.6.4 "Some results are based on the original roll, which means the roll before any DRM is applied": doubles are the dice as rolled. */
export function originalRoll(roll: D100, drm: number): D100 {
  if (ruleApplies('2.6.4', true)) return roll;
  const v = (roll.tens === 0 && roll.ones === 0 ? 100 : roll.tens * 10 + roll.ones) + drm;
  return { tens: Math.floor(v / 10) % 10, ones: v % 10 } as D100;
}

export type RandomEventEvent =
  | { type: 'FFT_ROLL'; roll: D100; /** 2.6.3: the fire's DRM on the FFT d100. */ drm: number }
  | { type: 'EVENT_CHECK'; roll: number }
  | { type: 'RANDOM_EVENT'; event: RandomEventName }
  | { type: 'SCATTER'; roll: D100 }
  | { type: 'REROLL_DIRECTION'; roll: number };

export interface RandomEventContext {
  ruleset: string;
  readings: Readings;
  situation: RandomEventSituation;
  /** The FFT d100 (3.2.16.1.1): kept so that a '00' and a 33 are told apart (reading cs.double-zero-doubles). */
  fftRoll: D100 | null;
  /** 2.6.4: the fire's DRM on that roll, which does not make doubles. */
  fftDrm: number;
  event: RandomEventName | null;
  direction: number | null;
  distance: number | null;
  landed: { hex: string; offMap: boolean } | null;
  /** 3.2.16.2: the direction die's re-rolls, in order. */
  rerolls: number[];
  result: RandomEventOutput['result'];
}

export interface RandomEventOutput {
  result: 'no-doubles' | 'no-event' | 'nothing' | 'scattered' | 'in-progress';
  event: RandomEventName | null;
  direction: number | null;
  distance: number | null;
  rerolls: number[];
  landed: { hex: string; offMap: boolean } | null;
}

/** 2.6.2: a die's face read as a d10, "Read the '0' on the die as 10". */
export const d10Of = (face: number): number => (face === 0 ? 10 : face);

/** 3.2.16.2 (reading cs.scatter-zero-distance): the distance the ones die gives. */
export function scatterDistance(ones: number, readings: Readings): number {
  return readings['cs.scatter-zero-distance'] === 'zero' ? ones : d10Of(ones);
}

/** 3.2.16.2: "directions 7-10 require a re-roll of the d10". */
export const needsReroll = (direction: number): boolean => ruleApplies('3.2.16.2', direction > 6);

export function projectRandomEvent(c: RandomEventContext): RandomEventOutput {
  return { result: c.result, event: c.event, direction: c.direction, distance: c.distance, rerolls: c.rerolls, landed: c.landed };
}

function land(c: RandomEventContext): Partial<RandomEventContext> {
  const w = move(c.situation.map, c.situation.marker, c.direction as Direction, c.distance!);
  return { landed: { hex: hexLabel(w.end), offMap: w.offMap }, result: 'scattered' };
}

type Meta = { rules: CsRuleId[] };

export const randomEventMachine = setup({
  types: {
    input: {} as RandomEventInput,
    context: {} as RandomEventContext,
    events: {} as RandomEventEvent,
    output: {} as RandomEventOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    /** 3.2.16.1.1 "Whenever a player rolls doubles on any Firepower Factors Table (FFT) DR". */
    doubles: ({ context: c, event }) => event.type === 'FFT_ROLL' && ruleApplies('3.2.16.1.1', fftDoubles(originalRoll(event.roll, event.drm), c.readings)),
    /** 3.2.16.1.1 "on a DR of 1-2, play is suspended pending a d100 DR on the Random Event Table". */
    eventCalled: ({ event }) => event.type === 'EVENT_CHECK' && ruleApplies('3.2.16.1.1', event.roll <= 2),
    nothing: ({ event }) => event.type === 'RANDOM_EVENT' && event.event === 'Nothing',
    directionToReroll: ({ context: c }) => c.direction !== null && needsReroll(c.direction),
  },
  actions: {
    recordEvent: assign(({ event }) => (event.type === 'RANDOM_EVENT' ? { event: event.event, result: event.event === 'Nothing' ? ('nothing' as const) : ('in-progress' as const) } : {})),
    recordFftRoll: assign(({ event }) => (event.type === 'FFT_ROLL' ? { fftRoll: event.roll, fftDrm: event.drm } : {})),
    markNoDoubles: assign({ result: 'no-doubles' as const }),
    markNoEvent: assign({ result: 'no-event' as const }),
    readScatter: assign(({ context: c, event }) => (event.type === 'SCATTER' ? { direction: d10Of(event.roll.tens), distance: scatterDistance(event.roll.ones, c.readings) } : {})),
    rerollDirection: assign(({ context: c, event }) => (event.type === 'REROLL_DIRECTION' ? { direction: event.roll, rerolls: [...c.rerolls, event.roll] } : {})),
    moveMarker: assign(({ context: c }) => land(c)),
  },
}).createMachine({
  id: 'cs-random-event',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, fftRoll: null, fftDrm: 0, event: null, direction: null, distance: null, landed: null, rerolls: [], result: 'in-progress' }),
  initial: 'fftRoll',
  output: ({ context }) => projectRandomEvent(context),
  states: {
    fftRoll: {
      on: {
        FFT_ROLL: [
          { guard: 'doubles', target: 'checkingForEvent', actions: 'recordFftRoll', meta: { rules: ['3.2.16.1.1', '2.6.3', '2.6.4'] } },
          { target: 'noDoubles', actions: ['recordFftRoll', 'markNoDoubles'], meta: { rules: ['3.2.16.1.1', '2.6.4'] } },
        ],
      },
    },
    // 3.2.16.1.1: "he then rolls a subsequent d10".
    checkingForEvent: {
      on: {
        EVENT_CHECK: [
          { guard: 'eventCalled', target: 'consultingTable', meta: { rules: ['3.2.16.1.1'] } },
          { target: 'noEvent', actions: 'markNoEvent', meta: { rules: ['3.2.16.1.1'] } },
        ],
      },
    },
    // The Random Events Table (RET) is text-missing: the event it gives arrives as RANDOM_EVENT.
    consultingTable: {
      on: {
        RANDOM_EVENT: [
          { guard: 'nothing', target: 'nothing', actions: 'recordEvent', meta: { rules: ['3.2.16.1.2'] } },
          { target: 'scattering', actions: 'recordEvent', meta: { rules: ['3.2.16.1.1', '3.2.16.1.2'] } },
        ],
      },
    },
    // 3.2.16.2: the d100 on the direction diagram: tens die the direction, ones die the distance.
    scattering: {
      on: { SCATTER: { target: 'checkingDirection', actions: 'readScatter', meta: { rules: ['3.2.16.2', '2.6.2'] } } },
    },
    checkingDirection: {
      always: [
        { guard: 'directionToReroll', target: 'rerollingDirection', meta: { rules: ['3.2.16.2'] } },
        { target: 'scattered', actions: 'moveMarker', meta: { rules: ['3.2.16.2', '2.5.3'] } },
      ],
    },
    // 3.2.16.2: "Keep the '2' and re-roll the blue die."
    rerollingDirection: {
      on: { REROLL_DIRECTION: { target: 'checkingDirection', actions: 'rerollDirection', meta: { rules: ['3.2.16.2'] } } },
    },
    noDoubles: { type: 'final' },
    noEvent: { type: 'final' },
    nothing: { type: 'final' },
    scattered: { type: 'final' },
  },
});
