// Generated CC:P Event situations, third file (issue 16.5): the facts E53 Blaze, E58 Field of Battle and E74 Spider Hole read
// (oracle/procedures/ccp/event-pairwise-c.ts), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { parseCcpEventSituation } from '../oracle/procedures/ccp/event';
import { CCP_PAIRWISE_BLAZE_FACTORS, CCP_PAIRWISE_FIELD_OF_BATTLE_FACTORS, CCP_PAIRWISE_SPIDER_HOLE_FACTORS, SPIDER_HOLE_HERO_HEX, blazeForbidden, fieldOfBattleForbidden, pairwiseCcpEventSeedsC, spiderHoleForbidden } from '../oracle/procedures/ccp/event-pairwise-c';
import type { EventSituation } from '../machines/cce/event/machine';

type Card = { id: string; event?: string; randomHex?: string };
// One generation, kept; the generator parses each situation with CC:P Event's parser, and the determinism test generates them again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeedsC());
const of = (event: string) => generated().filter((s) => s.name.startsWith(`pairwise-${event}-`)).map((s) => s.situation as EventSituation);
const draw = (s: EventSituation) => s.decks[s.reader].draw as unknown as Card[];
const enemyOf = (p: string) => (p === 'axis' ? 'allied' : 'axis');

describe('generated CC:P Event situations (third file): each an Event card on the reader\'s draw pile, parsed by CC:P Event\'s parser', () => {
  it('are each minimised, named pairwise-<event>-NN, the named Event on top of the reader\'s draw pile; each parses as written', () => {
    for (const s of generated()) {
      expect(s.minimise, s.name).toBe(true);
      expect(s.name, s.name).toMatch(/^pairwise-(blaze|field-of-battle|spider-hole)-\d\d$/);
      expect(draw(s.situation as EventSituation)[0].event, s.name).toBe(s.name.startsWith('pairwise-blaze-') ? 'Blaze' : s.name.startsWith('pairwise-spider-hole-') ? 'Spider Hole' : 'Field of Battle');
    }
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[0]);
    expectParses({ parseSituation: parseCcpEventSituation }, generated()[generated().length - 1]);
  });

  itIsDeterministic(pairwiseCcpEventSeedsC, generated, 6 * 5 + 3 * 3 + 5 * 4, 'the pairs of each Event\'s two largest facts');
});

describe('E53 Blaze: the Random Hex\'s terrain and marker, its units, its place and neighbours, the active player, the last card, the reader', () => {
  it('meets every two values of every two facts, but a marker in the Stream or a unit in a Blaze', () => {
    const read = (s: EventSituation) => {
      const enemy = enemyOf(s.reader);
      const random = draw(s)[1].randomHex!;
      const hexes = s.map.hexes as Record<string, { terrain: string[]; markers?: string[]; impassable?: boolean }>;
      const blazed = (h: string) => (hexes[h].markers ?? []).includes('Blaze');
      const around = Object.keys(hexes).filter((h) => h !== random && h !== 'H8').sort();
      const open = around.filter((h) => !blazed(h) && !hexes[h].impassable);
      const shut = around.filter((h) => !open.includes(h));
      const there = open.length === 1 ? s.units.filter((u) => u.hex === open[0]) : [];
      const controlled = open.length === 1 && (s.objectives ?? []).some((o) => o.hexes.includes(open[0]) && o.controller === enemy);
      const inIt = s.units.filter((u) => u.hex === random).map((u) => u.owner);
      const markers = hexes[random].markers ?? [];
      const smoked = markers.some((m) => m.startsWith('Smoke:')) === (s.smoke ?? []).includes(random);
      return {
        around:
          open.length === around.length ? 'all open'
          : open.length === 0 ? (shut.every(blazed) ? 'all Blazes' : '?')
          : open.length !== 1 ? '?'
          : there.length === 1 && there[0].owner === enemy && there[0].kind === 'squad' ? "one open, holding the reader's enemy's Squad"
          : controlled ? "one open, an Objective of the reader's enemy"
          : there.length !== 0 ? '?'
          : shut.every(blazed) ? 'one open, the others Blazes'
          : shut.every((h) => hexes[h].impassable && !blazed(h)) ? 'one open, the others impassable' : '?',
        units: inIt.length === 0 ? 'none' : inIt.length === 2 && inIt[0] !== inIt[1] ? 'one of each' : inIt.length === 1 ? (inIt[0] === s.reader ? "the reader's Squad" : "his enemy's Squad") : '?',
        marker: !smoked ? '? smoke list' : markers.length === 0 ? 'none' : markers.join('+'),
        terrain: hexes[random].terrain.join('+'),
        // 2.1: the map's 10×10 hexes; the Random Hex's neighbours on it, listed (6, 3 or 2).
        place: ({ 6: 'interior', 3: 'map edge', 2: 'map corner' } as Record<number, string>)[around.length] ?? `${around.length} neighbours`,
        active: s.active === s.reader ? 'the reader' : 'his opponent',
        last: draw(s).length === 2 ? 'the Random Hex card is the last' : draw(s).length === 3 ? 'no' : '?',
        reader: s.reader,
      };
    };
    const blaze = of('blaze');
    expect(blaze.length).toBeGreaterThan(0);
    expectEveryPairMeets(CCP_PAIRWISE_BLAZE_FACTORS, blaze.map(read), blazeForbidden);
  });
});

describe('E58 Field of Battle: the Objectives the reader and his opponent control, one of two hexes, one uncontrolled, the VP level, the reader', () => {
  it('meets every two values of every two facts, but fewer than none or a two-hex Objective of a player with none', () => {
    const read = (s: EventSituation) => {
      const enemy = enemyOf(s.reader);
      const objectives = s.objectives ?? [];
      const mine = objectives.filter((o) => o.controller === s.reader).length;
      const theirs = objectives.filter((o) => o.controller === enemy).length;
      const wide = objectives.filter((o) => o.hexes.length === 2);
      const towardReader = s.reader === 'axis' ? s.vp : -s.vp; // 11.1.1: positive on the Japanese side
      return {
        friendly: String(mine),
        enemy: ({ [-1]: 'fewer', 0: 'as many', 1: 'one more' } as Record<number, string>)[theirs - mine] ?? `${theirs - mine}`,
        twoHexes: wide.length === 0 ? 'none' : wide.length > 1 ? '?' : wide[0].controller === s.reader ? "the reader's" : wide[0].controller === enemy ? "his opponent's" : '?',
        uncontrolled: ({ 0: 'none', 1: 'one' } as Record<number, string>)[objectives.filter((o) => o.controller === null).length] ?? '?',
        vp: towardReader > 0 ? "the reader's side" : towardReader === 0 ? 'zero' : "his opponent's side",
        reader: s.reader,
      };
    };
    const field = of('field-of-battle');
    expect(field.length).toBeGreaterThan(0);
    expectEveryPairMeets(CCP_PAIRWISE_FIELD_OF_BATTLE_FACTORS, field.map(read), fieldOfBattleForbidden);
  });
});

describe('E74 Spider Hole: where the Hero is, his state and markers, the Random Hex, its place and neighbours, the last card, the reader', () => {
  it('meets every two values of every two facts, but the Hero broken or suppressed off the map', () => {
    type Hero = { hero?: boolean; veteran?: boolean; weapon?: unknown; broken?: boolean; suppressed?: boolean; owner?: string };
    const read = (s: EventSituation) => {
      const x = s as unknown as { reinforcements?: { unit?: Hero | null }[]; countermix?: { axis?: { hero?: Hero } } };
      const random = draw(s)[1].randomHex!;
      const hexes = s.map.hexes as Record<string, { terrain: string[]; markers?: string[]; impassable?: boolean }>;
      const blazed = (h: string) => (hexes[h].markers ?? []).includes('Blaze');
      const around = Object.keys(hexes).filter((h) => h !== random && h !== SPIDER_HOLE_HERO_HEX && h !== 'J9').sort();
      const open = around.filter((h) => !blazed(h) && !hexes[h].impassable);
      const shut = around.filter((h) => !open.includes(h));
      const there = open.length === 1 ? s.units.filter((u) => u.hex === open[0]) : [];
      const onMap = s.units.filter((u) => (u as Hero).hero) as Hero[];
      const onTrack = (x.reinforcements ?? []).flatMap((r) => (r.unit?.hero ? [r.unit] : []));
      const inMix = x.countermix?.axis?.hero ? [x.countermix.axis.hero] : [];
      const heroes = [...onMap, ...onTrack, ...inMix];
      const hero = heroes.length === 1 && heroes[0].owner === 'axis' ? heroes[0] : undefined;
      return {
        around:
          open.length === around.length ? 'all open'
          : open.length === 0 ? (shut.every(blazed) ? 'all Blazes' : '?')
          : open.length !== 1 ? '?'
          : there.length === 1 && there[0].owner === 'allied' && there[0].kind === 'squad' ? 'one open, holding a US Squad'
          : there.length !== 0 ? '?'
          : shut.every(blazed) ? 'one open, the others Blazes'
          : shut.every((h) => hexes[h].impassable && !blazed(h)) ? 'one open, the others impassable' : '?',
        heroAt: !hero ? '? no one Hero' : onMap.length ? 'the map' : onTrack.length ? 'the Time Track' : 'the countermix',
        attached: !hero ? '?' : hero.veteran && hero.weapon ? 'both' : hero.veteran ? 'Veteran' : hero.weapon ? 'a Weapon' : 'none',
        randomHex: blazed(random) ? 'Blaze' : hexes[random].terrain.join('+'),
        place: ({ 6: 'interior', 3: 'map edge', 2: 'map corner' } as Record<number, string>)[around.length] ?? `${around.length} neighbours`,
        state: !hero ? '?' : hero.broken && hero.suppressed ? 'broken and suppressed' : !hero.broken && !hero.suppressed ? 'fresh' : '?',
        last: draw(s).length === 2 ? 'the Random Hex card is the last' : draw(s).length === 3 ? 'no' : '?',
        reader: s.reader,
      };
    };
    const spider = of('spider-hole');
    expect(spider.length).toBeGreaterThan(0);
    expectEveryPairMeets(CCP_PAIRWISE_SPIDER_HOLE_FACTORS, spider.map(read), spiderHoleForbidden);
  });
});
