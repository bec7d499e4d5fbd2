// Generated CC:P Event situations, second file (issue 16.5): the facts E52 Battlelust and E57 Detritus of War read
// (oracle/procedures/ccp/event-pairwise-b.ts), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { parseCcpEventSituation } from '../oracle/procedures/ccp/event';
import { CCP_PAIRWISE_BATTLELUST_FACTORS, CCP_PAIRWISE_DETRITUS_FACTORS, DETRITUS_HEXES, battlelustForbidden, detritusForbidden, pairwiseCcpEventSeedsB } from '../oracle/procedures/ccp/event-pairwise-b';
import type { EventSituation } from '../machines/cce/event/machine';

type Card = { id: string; event?: string; randomHex?: string };
// One generation, kept; the generator parses each situation with CC:P Event's parser, and the determinism test generates them again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeedsB());
const of = (event: string) => generated().filter((s) => s.name.startsWith(`pairwise-${event}-`)).map((s) => s.situation as EventSituation);
const draw = (s: EventSituation) => s.decks[s.reader].draw as unknown as Card[];
const enemyOf = (p: string) => (p === 'axis' ? 'allied' : 'axis');

describe('generated CC:P Event situations (second file): each an Event card on the reader\'s draw pile, parsed by CC:P Event\'s parser', () => {
  it('are each minimised, named pairwise-<event>-NN, the named Event on top of the reader\'s draw pile; each parses as written', () => {
    const names: Record<string, string> = { battlelust: 'Battlelust', detritus: 'Detritus of War' };
    for (const s of generated()) {
      expect(s.minimise, s.name).toBe(true);
      expect(s.name, s.name).toMatch(/^pairwise-(battlelust|detritus)-\d\d$/);
      expect(draw(s.situation as EventSituation)[0].event, s.name).toBe(names[s.name.split('-')[1]]);
    }
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[0]);
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[generated().length - 1]);
  });

  itIsDeterministic(pairwiseCcpEventSeedsB, generated, 4 * 3 + 8 * 8, 'the pairs of each Event\'s two largest facts');
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
