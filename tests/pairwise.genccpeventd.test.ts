// Generated CC:P Event situations, fourth file (issue 16.5): the facts E50 Air Support, E56 Deploy, E70 Reinforcements and E75 Stealth read
// (oracle/procedures/ccp/event-pairwise-d.ts), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { parseCcpEventSituation } from '../oracle/procedures/ccp/event';
import { CCP_PAIRWISE_AIR_SUPPORT_FACTORS, airSupportForbidden, CCP_PAIRWISE_DEPLOY_FACTORS, CCP_PAIRWISE_REINFORCEMENTS_FACTORS, REINFORCEMENTS_EDGE, reinforcementsForbidden, CCP_PAIRWISE_STEALTH_FACTORS, STEALTH_GEOMETRY, pairwiseCcpEventSeedsD, stealthForbidden } from '../oracle/procedures/ccp/event-pairwise-d';
import type { EventSituation } from '../machines/cce/event/machine';
import type { Unit } from '../machines/cce/units';
import { hexId, neighboursOnMap, parseHex } from '../machines/core/hex';

type Card = { id: string; event?: string; years?: [number, number] };
// One generation, kept; the generator parses each situation with CC:P Event's parser, and the determinism test generates them again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeedsD());
const of = (event: string) => generated().filter((s) => s.name.startsWith(`pairwise-${event}-`)).map((s) => s.situation as EventSituation);
const units = (s: EventSituation) => s.units as unknown as Unit[];
const enemyOf = (p: string) => (p === 'axis' ? 'allied' : 'axis');

describe('generated CC:P Event situations (fourth file): each an Event card on the reader\'s draw pile, parsed by CC:P Event\'s parser', () => {
  it('are each minimised, named pairwise-<event>-NN, the named Event on top of the reader\'s draw pile; each parses as written', () => {
    const names: Record<string, string> = { air: 'Air Support', deploy: 'Deploy', reinforcements: 'Reinforcements', stealth: 'Stealth' };
    for (const s of generated()) {
      expect(s.minimise, s.name).toBe(true);
      expect(s.name, s.name).toMatch(/^pairwise-(air-support|deploy|reinforcements|stealth)-\d\d$/);
      expect((s.situation as EventSituation).decks[(s.situation as EventSituation).reader].draw[0] as unknown as Card, s.name).toMatchObject({ event: names[s.name.split('-')[1]] });
    }
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[0]);
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[generated().length - 1]);
  });

  itIsDeterministic(pairwiseCcpEventSeedsD, generated, 8 + 8 + 8 + 6, 'the pairs of each Event\'s two largest facts (Air Support: the year × the aircraft; Deploy: markers × 2; Reinforcements: the column × the edge, less the forbidden; Stealth: the Squad × the reader)');
});

describe('E50 Air Support: the reader, the card\'s dates, the scenario\'s year against them, the night, the aircraft on the map', () => {
  it('meets every two values of every two facts in some situation, but the last of one date', () => {
    const read = (s: EventSituation) => {
      const [first, last] = (s.decks[s.reader].draw[0] as unknown as Card).years!;
      const x = s as unknown as { year: number; night?: boolean; aircraft?: Record<string, { hex: string }> };
      const owners = Object.keys(x.aircraft ?? {});
      return {
        reader: s.reader,
        dates: first === last ? String(first) : `${first}–${last}`,
        year: x.year === first - 1 ? 'one before the first' : x.year === first ? 'the first' : x.year === last ? 'the last' : x.year === last + 1 ? 'one after the last' : '?',
        night: x.night ? 'night rules' : 'no',
        aircraft: owners.length === 0 ? 'none' : owners.length > 1 ? '?' : owners[0] === s.reader ? 'his own' : "his opponent's",
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_AIR_SUPPORT_FACTORS, of('air-support').map(read), airSupportForbidden);
  });
});

describe('E56 Deploy: the reader, the active player, the Squad\'s markers, side and Weapon, his Team, the enemy Squad, the countermix', () => {
  it('meets every two values of every two facts in some situation; the reader has one Squad', () => {
    const read = (s: EventSituation) => {
      const squads = units(s).filter((u) => u.owner === s.reader && u.kind === 'squad');
      expect(squads).toHaveLength(1);
      const sq = squads[0];
      const cm = (s as unknown as { countermix?: Record<string, { team?: unknown }> }).countermix;
      return {
        reader: s.reader,
        active: s.active === s.reader ? 'the reader' : 'his opponent',
        markers: [sq.suppressed ? 'Suppressed' : '', sq.veteran ? 'Veteran' : ''].filter(Boolean).join('+') || 'none',
        broken: sq.broken ? 'broken' : 'no',
        weapon: sq.weapon ? 'MG' : 'none',
        team: units(s).some((u) => u.owner === s.reader && u.kind === 'team') ? 'a Team' : 'none',
        enemySquad: units(s).some((u) => u.owner !== s.reader && u.kind === 'squad') ? 'a Squad' : 'none',
        countermix: cm?.[s.reader]?.team ? 'Team given' : 'none',
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_DEPLOY_FACTORS, of('deploy').map(read));
  });
});

describe('E70 Reinforcements: the reader, the Support Table column rolled, his edge\'s Blazes, the units on it', () => {
  it('meets every two values of every two facts in some situation, but a US Sighting marker and units on an edge all Blazes', () => {
    type Item = { unit?: { weapon?: unknown }; sighting?: string };
    const read = (s: EventSituation) => {
      const x = s as unknown as { edges: Record<string, string[]>; supportTables: Record<string, { roll: [number, number]; items: Item[] }[]> };
      const dice = (s.decks[s.reader].draw[1] as unknown as { dice: { white: number; colored: number } }).dice;
      const roll = dice.white + dice.colored;
      const items = x.supportTables[s.reader].find((c) => c.roll[0] <= roll && roll <= c.roll[1])!.items;
      const edge = x.edges[s.reader];
      expect(edge).toEqual(REINFORCEMENTS_EDGE);
      const blazes = edge.filter((h) => (s.map.hexes[h] as { markers?: string[] }).markers?.includes('Blaze')).length;
      const on = units(s).filter((u) => edge.includes(u.hex));
      return {
        reader: s.reader,
        column: items.length === 0 ? 'nothing' : items.length > 1 ? '?' : items[0].sighting ? 'a Sighting marker' : items[0].unit?.weapon ? 'a Squad with its Weapon' : 'a Squad',
        edge: blazes === 0 ? 'all open' : blazes === 1 ? 'one a Blaze' : blazes === edge.length ? 'all Blazes' : '?',
        edgeUnits: on.length === 0 ? 'none' : on.length === 1 && on[0].owner !== s.reader ? 'an enemy Squad' : on.length === 3 && on.every((u) => u.owner === s.reader && u.hex === on[0].hex) ? 'three friendly Squads' : '?',
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_REINFORCEMENTS_FACTORS, of('reinforcements').map(read), reinforcementsForbidden);
  });
});

describe('E75 Stealth: the reader, his Squad inside the map or on its edge, the Sighting marker, the Blaze, enemy Squad and enemy Objective beside them', () => {
  it('meets every two values of every two facts in some situation, but what stands beside no Squad or no marker', () => {
    const around = (hex: string) => neighboursOnMap(STEALTH_GEOMETRY, parseHex(hex, 'hex')).map(hexId);
    const read = (s: EventSituation) => {
      const enemy = enemyOf(s.reader);
      const sq = units(s).find((u) => u.owner === s.reader);
      const markers = (s as unknown as { sightingMarkers?: { hex: string }[] }).sightingMarkers ?? [];
      const objectives = (s as unknown as { objectives?: { hexes: string[]; controller: string }[] }).objectives ?? [];
      const blazes = Object.entries(s.map.hexes).filter(([, h]) => (h as { markers?: string[] }).markers?.includes('Blaze')).map(([id]) => id);
      const beside = (hex: string | undefined, hs: string[]) => hex !== undefined && hs.some((h) => around(hex).includes(h));
      return {
        reader: s.reader,
        unit: !sq ? 'none' : around(sq.hex).length === 6 ? 'inside the map' : 'on its edge',
        marker: markers.length ? 'one' : 'none',
        blazeBySquad: beside(sq?.hex, blazes) ? 'a Blaze' : 'none',
        blazeByMarker: beside(markers[0]?.hex, blazes) ? 'a Blaze' : 'none',
        enemy: beside(sq?.hex, units(s).filter((u) => u.owner === enemy).map((u) => u.hex)) ? 'beside the Squad' : 'none',
        objective: beside(sq?.hex, objectives.filter((o) => o.controller === enemy).flatMap((o) => o.hexes)) ? 'beside the Squad' : 'none',
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_STEALTH_FACTORS, of('stealth').map(read), stealthForbidden);
  });
});
