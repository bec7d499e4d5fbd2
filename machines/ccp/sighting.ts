/**
 * 1.8.2 Sighting Marker Movement, 9.2 a) — Combat Commander: Pacific (new in CC:P: digest 004 §1.1 item
 * 19, §3.8). What a die trigger's random hex does to the Japanese Sighting markers.
 *
 * Covers: after a Sniper/Event trigger that revealed random hexes (1.8.1), the Japanese player moves one
 * of his Sighting markers on the map into the random hex (1.8.2, 9.2 a: "must"); a marker already in that
 * hex does not count, and if every marker is already there, or none is on the map, nothing moves ("a
 * different one must be moved in, if possible"). Which marker moves is his choice ("any one").
 * A trigger whose Event reveals several random hexes (E57 Detritus of War: three): reading
 * ccp.sighting-per-random-hex (digest 004 §5.2 item 13).
 *
 * 9.1 Placement: the scenario allots the Japanese player "a specific number of Sighting markers (which could
 * be zero)", set up "in the same manner as his other forces": the situation lists the markers on the map and
 * may state the allotment while they are still those set up (`placement`), which the parser checks
 * (oracle/procedures/ccp/sighting.ts parsePlacement: no more on the map than allotted; each the Japanese
 * player's); none on the map (none allotted, or all removed): the random hex moves nothing (the chart's
 * noMarkerOnMap, citing 9.1).
 *
 * Handled elsewhere: 9.2 b) and 9.3
 * Removal are the Infiltrate order's Reveal (machines/ccp/infiltrate.ts, O28.2); the trigger itself and
 * its Sniper or Event (1.9.3, 1.9.4) are the Turn's and the Events'. Stealth (E75) moving a marker is an
 * Event's.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { CcpRuleId } from './rule-ids';

export interface SightingMarker {
  id: string;
  hex: string;
  /** 9.1: the Japanese player's (the situation's `axis`), where the situation states it. */
  owner?: 'axis';
}

export interface SightingSituation {
  /** 9.1: the Japanese Sighting markers on the map. */
  markers: SightingMarker[];
  /**
   * 9.1: where the markers are still those set up, the number the scenario assigns the Japanese player
   * ("which could be zero"); the parser checks the markers against it.
   */
  placement?: { allotted: number };
  /** 1.8.1: the random hexes the trigger revealed, in the order revealed (one for a Sniper, 1.9.4). */
  randomHexes: string[];
}

export type SightingInput = MachineInput<SightingSituation>;

export type SightingEvent = { type: 'MOVE_SIGHTING'; marker: string };

export interface SightingMove {
  marker: string;
  from: string;
  to: string;
}

export interface SightingContext {
  ruleset: string;
  readings: Readings;
  markers: SightingMarker[];
  randomHexes: string[];
  /** The index in randomHexes of the hex a marker is to move into. */
  next: number;
  moves: SightingMove[];
}

export interface SightingOutput {
  moves: SightingMove[];
  markers: SightingMarker[];
}

/** 1.8.2: a marker on the map that is not already in the random hex. */
export const movableMarkers = (c: SightingContext): string[] => {
  const hex = c.randomHexes[c.next];
  return hex === undefined ? [] : c.markers.filter((m) => m.hex !== hex).map((m) => m.id);
};

/** Reading ccp.sighting-per-random-hex: the random hexes that move a marker. */
const hexesThatMove = (c: SightingContext): number => (c.readings['ccp.sighting-per-random-hex'] === 'first-hex-only' ? Math.min(1, c.randomHexes.length) : c.randomHexes.length);

export const projectSighting = (c: SightingContext): SightingOutput => ({ moves: c.moves, markers: c.markers });

type Meta = { rules: CcpRuleId[] };

export const sightingMachine = setup({
  types: {
    input: {} as SightingInput,
    context: {} as SightingContext,
    events: {} as SightingEvent,
    output: {} as SightingOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    everyRandomHexDone: ({ context: c }) => c.next >= hexesThatMove(c),
    noMarkerOnMap: ({ context: c }) => c.markers.length === 0,
    noOtherMarker: ({ context: c }) => movableMarkers(c).length === 0,
    markerMayMove: ({ context: c, event }) => movableMarkers(c).includes(event.marker),
  },
  actions: {
    skipRandomHex: assign(({ context: c }) => ({ next: c.next + 1 })),
    moveMarker: assign(({ context: c, event }) => {
      const to = c.randomHexes[c.next];
      const from = c.markers.find((m) => m.id === event.marker)!.hex;
      return { markers: c.markers.map((m) => (m.id === event.marker ? { ...m, hex: to } : m)), moves: [...c.moves, { marker: event.marker, from, to }], next: c.next + 1 };
    }),
  },
}).createMachine({
  id: 'sighting',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, markers: input.situation.markers, randomHexes: input.situation.randomHexes, next: 0, moves: [] }),
  initial: 'movingMarker',
  output: ({ context }) => projectSighting(context),
  states: {
    // 1.8.2, 9.2 a): for the (next) random hex, the Japanese player moves any one marker not already in it;
    // none on the map (9.1: none allotted, "which could be zero", or all removed by 9.3), or every marker
    // already there: nothing moves ("if possible").
    movingMarker: {
      always: [
        { guard: 'everyRandomHexDone', target: 'done', meta: { rules: ['1.8.2', '9.2'] } },
        { guard: 'noMarkerOnMap', target: 'movingMarker', reenter: true, actions: 'skipRandomHex', meta: { rules: ['9.1', '1.8.2'] } },
        { guard: 'noOtherMarker', target: 'movingMarker', reenter: true, actions: 'skipRandomHex', meta: { rules: ['1.8.2'] } },
      ],
      on: { MOVE_SIGHTING: { guard: 'markerMayMove', target: 'movingMarker', reenter: true, actions: 'moveMarker', meta: { rules: ['1.8.2', '9.2'] } } },
    },
    done: { type: 'final' },
  },
});
