// Generated CC:P Event situations, second file (issue 16.5): the facts E52 Battlelust, E54 Breezy, E57 Detritus of War
// and E79 Walking Wounded read
// (oracle/procedures/ccp/event-pairwise-b.ts), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { parseCcpEventSituation } from '../oracle/procedures/ccp/event';
import {
  CCP_PAIRWISE_BATTLELUST_FACTORS,
  CCP_PAIRWISE_BREEZY_FACTORS,
  CCP_PAIRWISE_DETRITUS_FACTORS,
  CCP_PAIRWISE_WALKING_WOUNDED_FACTORS,
  DETRITUS_HEXES,
  battlelustForbidden,
  breezyForbidden,
  detritusForbidden,
  pairwiseCcpEventSeedsB,
} from '../oracle/procedures/ccp/event-pairwise-b';
import type { EventSituation } from '../machines/cce/event/machine';
import { type Direction, hasHexId, hexId, neighbour, onMap, parseHex } from '../machines/core/hex';

type Card = { id: string; event?: string; randomHex?: string; direction?: number };
// One generation, kept; the generator parses each situation with CC:P Event's parser, and the determinism test generates them again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeedsB());
const of = (event: string) => generated().filter((s) => s.name.startsWith(`pairwise-${event}-`)).map((s) => s.situation as EventSituation);
const draw = (s: EventSituation) => s.decks[s.reader].draw as unknown as Card[];
const enemyOf = (p: string) => (p === 'axis' ? 'allied' : 'axis');

describe('generated CC:P Event situations (second file): each an Event card on the reader\'s draw pile, parsed by CC:P Event\'s parser', () => {
  it('are each minimised, named pairwise-<event>-NN, the named Event on top of the reader\'s draw pile; each parses as written', () => {
    const names: Record<string, string> = { battlelust: 'Battlelust', breezy: 'Breezy', detritus: 'Detritus of War', walking: 'Walking Wounded' };
    for (const s of generated()) {
      expect(s.minimise, s.name).toBe(true);
      expect(s.name, s.name).toMatch(/^pairwise-(battlelust|breezy|detritus|walking-wounded)-\d\d$/);
      expect(draw(s.situation as EventSituation)[0].event, s.name).toBe(names[s.name.split('-')[1]]);
    }
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[0]);
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[generated().length - 1]);
  });

  itIsDeterministic(pairwiseCcpEventSeedsB, generated, 4 * 3 + 6 * 6 + 8 * 8 + 6 * 4, 'the pairs of each Event\'s two largest facts');
});

describe('E52 Battlelust: the reader\'s and his enemy\'s units on the Casualty Track, the VP level, the reader', () => {
  it('meets every two values of every two facts, but fewer enemy units than none', () => {
    const read = (s: EventSituation) => {
      const track = s.casualtyTrack!;
      const mine = track[s.reader].occupied;
      const theirs = track[enemyOf(s.reader)].occupied;
      const towardReader = s.reader === 'axis' ? s.vp : -s.vp; // 11.1.1: positive on the Japanese side
      return {
        friendly: String(mine),
        enemy: ({ [-1]: 'fewer', 0: 'as many', 1: 'one more', 4: 'four more' } as Record<number, string>)[theirs - mine] ?? `${theirs - mine}`,
        vp: towardReader > 0 ? "the reader's side" : towardReader === 0 ? 'zero' : "his opponent's side",
        reader: s.reader,
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_BATTLELUST_FACTORS, of('battlelust').map(read), battlelustForbidden);
  });
});

describe('E57 Detritus of War: its three Random Hexes\' Water, Blaze, Smoke and Fortification, the Smoke drawn, a unit in c)\'s hex', () => {
  it('reveals the three Random Hexes C3, D4, E5 in order, after the Event', () => {
    for (const s of of('detritus')) expect(draw(s).slice(1, 4).map((c) => c.randomHex)).toEqual(Object.values(DETRITUS_HEXES));
  });

  it('meets every two values of every two facts, but a unit in a Blaze', () => {
    const read = (s: EventSituation) => {
      const hex = (h: string) => {
        const { terrain, markers = [] } = s.map.hexes[h];
        const smoked = markers.some((m) => m.startsWith('Smoke:')) === (s.smoke ?? []).includes(h);
        return smoked ? [...terrain.filter((t) => t !== 'Open Ground' || markers.length === 0), ...markers].join('+') : '? smoke list';
      };
      return {
        smokeHex: hex(DETRITUS_HEXES.smokeHex),
        drawn: (s.smokeDraws ?? []).join(),
        wireHex: hex(DETRITUS_HEXES.wireHex),
        minesHex: hex(DETRITUS_HEXES.minesHex),
        units: s.units.some((u) => u.hex === DETRITUS_HEXES.minesHex) ? "a Squad in c)'s hex" : 'none',
        reader: s.reader,
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_DETRITUS_FACTORS, of('detritus').map(read), detritusForbidden);
  });
});

describe('E79 Walking Wounded: the units on the Casualty Track, the Random Hex, its place and neighbours, the last card, the reader', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (s: EventSituation) => {
      const enemy = enemyOf(s.reader);
      const random = draw(s)[1].randomHex!;
      const hexes = s.map.hexes;
      const blazed = (h: string) => (hexes[h].markers ?? []).includes('Blaze');
      const around = Object.keys(hexes).filter((h) => h !== random && h !== 'H8').sort();
      const open = around.filter((h) => !blazed(h));
      const there = open.length === 1 ? s.units.filter((u) => u.hex === open[0]) : [];
      const controlled = open.length === 1 && (s.objectives ?? []).some((o) => o.hexes.includes(open[0]) && o.controller === enemy);
      const onTrack = (s.casualtyUnits ?? []).map((u) => u.owner);
      const counted = (['axis', 'allied'] as const).every((p) => s.casualtyTrack![p].occupied === onTrack.filter((o) => o === p).length);
      return {
        around:
          open.length === around.length ? 'all open'
          : open.length === 0 ? 'all Blazes'
          : open.length !== 1 ? '?'
          : there.length === 1 && there[0].owner === enemy ? "one open, holding the reader's enemy's Squad"
          : there.length === 2 && there.every((u) => u.owner === s.reader) ? "one open, holding two of the reader's Squads"
          : controlled ? "one open, an Objective of the reader's enemy"
          : there.length === 0 ? 'one open, the others Blazes' : '?',
        track: !counted ? '? track' : onTrack.length === 2 && onTrack[0] !== onTrack[1] ? 'one of each' : onTrack.length === 0 ? 'none' : onTrack.length === 1 ? (onTrack[0] === s.reader ? "a Squad of the reader's" : "a Squad of his enemy's") : '?',
        randomHex: blazed(random) ? 'Blaze' : hexes[random].terrain.join('+'),
        // 2.1: the map's 10×10 hexes; the Random Hex's neighbours on it, listed (6, 3 or 2).
        place: ({ 6: 'interior', 3: 'map edge', 2: 'map corner' } as Record<number, string>)[around.length] ?? `${around.length} neighbours`,
        last: draw(s).length === 2 ? 'the Random Hex card is the last' : 'no',
        reader: s.reader,
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_WALKING_WOUNDED_FACTORS, of('walking-wounded').map(read));
  });
});

describe('E54 Breezy: the wind, where the Blaze spreads and the Smoke drifts, the units there, the active player, the reader', () => {
  it('meets every two values of every two facts, but units where no Blaze spreads or in a Blaze', () => {
    const read = (s: EventSituation) => {
      const dir = draw(s)[0].direction as Direction;
      const geometry = s.map.geometry!;
      // 2.2: the hex downwind, null off the map (2.1: the situation's 10×10 geometry).
      const downwind = (h: string): string | null => {
        const to = neighbour(parseHex(h, 'hex'), dir);
        return hasHexId(to) && onMap(geometry, to) ? hexId(to) : null;
      };
      const markers = (h: string) => s.map.hexes[h].markers ?? [];
      const into = (h: string | null): string => {
        if (h === null) return 'off the map';
        const { terrain } = s.map.hexes[h];
        const m = markers(h);
        return m.includes('Blaze') ? 'into a Blaze' : m.includes('Foxholes') ? 'into Foxholes' : terrain.join() === 'Stream' ? 'into a Stream' : terrain.join() === 'Open Ground' && m.length === 0 ? 'into Open Ground' : '?';
      };
      // The Smoke, and the Blaze no other Blaze spreads into, but the one the Smoke drifts into.
      const smoke = (s.smoke ?? []).filter((h) => markers(h).some((m) => m.startsWith('Smoke:')));
      const blazes = Object.keys(s.map.hexes).filter((h) => markers(h).includes('Blaze') && !smoke.some((sm) => downwind(sm) === h));
      const origin = blazes.filter((b) => !blazes.some((o) => downwind(o) === b));
      const target = origin.length === 1 ? downwind(origin[0]) : null;
      const there = s.units.filter((u) => u.hex === target).map((u) => u.owner);
      return {
        direction: String(dir),
        spread: blazes.length === 0 ? 'no Blaze' : origin.length === 1 ? into(target) : '?',
        smoke: (s.smoke ?? []).length === 0 ? 'none' : smoke.length === 1 ? into(downwind(smoke[0])) : '?',
        units: s.units.length !== there.length ? '? units elsewhere' : there.length === 0 ? 'none' : there.length === 2 && there[0] !== there[1] ? 'one of each' : there.length === 1 ? (there[0] === s.reader ? "the reader's Squad" : "his enemy's Squad") : '?',
        active: s.active === s.reader ? 'the reader' : 'his opponent',
        reader: s.reader,
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_BREEZY_FACTORS, of('breezy').map(read), breezyForbidden);
  });
});
