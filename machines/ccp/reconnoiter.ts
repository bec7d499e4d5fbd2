/**
 * O30 Reconnoiter — Combat Commander: Pacific (new in CC:P: digest 004 §1.1 item 31, §3.12).
 *
 * Covers: the activation (one friendly unbroken, unsuppressed leader, not yet activated this turn, O20.1,
 * O20.2, a Hero excepted, 3.3.2 b, that has a LOS to at least one enemy unit; no leader qualifies: the
 * order cannot be given); the Effect (the top card of the player's Fate deck put back on top, into the
 * discard pile or into the hand); the Note: when that card was the deck's last, the discard and hand
 * options empty the draw pile, which triggers a Time Marker Advance (13.1.2: "treat such an occurrence
 * exactly as if a Time trigger had been revealed") — the output says so, and the Time Marker Advance
 * itself is the time-advance procedure's.
 *
 * LOS is computed from the situation's map (machines/cce/los.ts, mapLosFact) between the centre dots of
 * the two hexes (16.1); a pair whose line meets a hex the map does not list has no LOS, as in Fire. A
 * leader in the same hex as an enemy unit (a melee hex, 19.1): reading ccp.reconnoiter-own-hex.
 *
 * Left out, and where: giving the order from a card and the Order Limit (the Turn, 12.1, O20); which card
 * it is (the Effect does not depend on it). The Japanese player is the situation's `axis` player.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { mayBeActivated, type Player, type Situation, type Unit } from '../cce/units';
import { mapLosFact } from '../cce/los';
import type { CcpRuleId } from './rule-ids';

export interface ReconnoiterSituation extends Situation {
  /** The player giving the Reconnoiter order (the active player). */
  player: Player;
  /** O20.2: the units already activated this turn. */
  activatedThisTurn: string[];
  /** The number of cards in the player's draw pile (at least 1: an empty pile has already advanced Time, 13.1.2). */
  drawPile: number;
}

export type ReconnoiterInput = MachineInput<ReconnoiterSituation>;

export const RECONNOITER_PLACES = ['top', 'discard', 'hand'] as const;
export type ReconnoiterPlace = (typeof RECONNOITER_PLACES)[number];

export type ReconnoiterEvent = { type: 'ACTIVATE'; unit: string } | { type: 'PLACE_CARD'; place: ReconnoiterPlace };

export interface ReconnoiterContext {
  ruleset: string;
  readings: Readings;
  situation: ReconnoiterSituation;
  leader: string | null;
  place: ReconnoiterPlace | null;
}

export interface ReconnoiterOutput {
  result: 'completed' | 'refused';
  player: Player;
  /** The activated leader. */
  leader: string | null;
  /** Where the top card of the Fate deck went. */
  place: ReconnoiterPlace | null;
  /** The cards left in the draw pile. */
  drawPile: number;
  /** O30's Note, 13.1.2: the draw pile is empty, which counts as a Time trigger. */
  timeMarkerAdvance: boolean;
}

/** 16.1, reading ccp.reconnoiter-own-hex: `viewer` sees a unit in hex `to`. */
function sees(c: ReconnoiterContext, from: string, to: string): boolean {
  if (from === to) return c.readings['ccp.reconnoiter-own-hex'] !== 'other-hexes-only';
  const l = mapLosFact(c.situation.map, from, to, {});
  return l !== null && l.sight !== 'blocked';
}

/** O30: one of the active player's unbroken, unsuppressed leaders, activatable (O20.2, 3.3.2 b), with a LOS to at least one enemy unit. */
export function mayReconnoiter(c: ReconnoiterContext, id: unknown): boolean {
  const s = c.situation;
  const u: Unit | undefined = s.units.find((x) => x.id === id);
  if (!u || u.owner !== s.player || u.kind !== 'leader' || u.broken || u.suppressed || !mayBeActivated(u, s.activatedThisTurn)) return false;
  return s.units.some((e) => e.owner !== s.player && sees(c, u.hex, e.hex));
}

export const reconnoiterLeaders = (c: ReconnoiterContext): string[] => c.situation.units.filter((u) => mayReconnoiter(c, u.id)).map((u) => u.id);

export function projectReconnoiter(c: ReconnoiterContext): ReconnoiterOutput {
  const drawPile = c.place === null || c.place === 'top' ? c.situation.drawPile : c.situation.drawPile - 1;
  return {
    result: c.leader === null ? 'refused' : 'completed',
    player: c.situation.player,
    leader: c.leader,
    place: c.place,
    drawPile,
    timeMarkerAdvance: drawPile === 0,
  };
}

type Meta = { rules: CcpRuleId[] };

export const reconnoiterMachine = setup({
  types: {
    input: {} as ReconnoiterInput,
    context: {} as ReconnoiterContext,
    events: {} as ReconnoiterEvent,
    output: {} as ReconnoiterOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    someLeaderMayReconnoiter: ({ context: c }) => reconnoiterLeaders(c).length > 0,
    leaderMayReconnoiter: ({ context: c, event }) => event.type === 'ACTIVATE' && mayReconnoiter(c, event.unit),
    lastCardLeavesDeck: ({ context: c, event }) => event.type === 'PLACE_CARD' && event.place !== 'top' && c.situation.drawPile === 1,
  },
  actions: {
    activateLeader: assign(({ event }) => (event.type === 'ACTIVATE' ? { leader: event.unit } : {})),
    placeCard: assign(({ event }) => (event.type === 'PLACE_CARD' ? { place: event.place } : {})),
  },
}).createMachine({
  id: 'reconnoiter',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, leader: null, place: null }),
  initial: 'announcing',
  output: ({ context }) => projectReconnoiter(context),
  states: {
    // O30: the order can be given only with a leader to activate.
    announcing: {
      always: [
        { guard: 'someLeaderMayReconnoiter', target: 'activating', meta: { rules: ['O30'] } },
        { target: 'refused', meta: { rules: ['O30'] } },
      ],
    },
    // O30, O20.1, O20.2: the player activates one such leader (only).
    activating: {
      on: { ACTIVATE: { guard: 'leaderMayReconnoiter', target: 'lookingAtTopCard', actions: 'activateLeader', meta: { rules: ['O30', 'O20.2'] } } },
    },
    // O30 Effect: he looks at the top card and puts it back, discards it, or takes it into his hand; the
    // last card leaving the deck empties it (O30's Note, 13.1.2).
    lookingAtTopCard: {
      on: {
        PLACE_CARD: [
          { guard: 'lastCardLeavesDeck', target: 'deckEmptied', actions: 'placeCard', meta: { rules: ['O30', '13.1.2'] } },
          { target: 'done', actions: 'placeCard', meta: { rules: ['O30'] } },
        ],
      },
    },
    done: { type: 'final' },
    deckEmptied: { type: 'final' },
    refused: { type: 'final' },
  },
});
