// Generated CC:P Event situations (issue 16.5) for the unit-changing Events CC:P prints as CC:E does
// (oracle/procedures/ccp/event-pairwise-e.ts: CC:E's gen-units.ts generators given CC:P's edition): Battle Harden E51,
// Field Promotion E59, Hero E61, KIA E64, Medic! E66, Prisoners of War E68, Scrounge E71, Shell Shock E72. Every two
// values of every two facts meet in some situation, the facts read back from the situations themselves (not from the
// generator's rows); each situation parses with CC:P Event's parser and holds nothing CC:P's situations do not.
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import {
  CCE_PAIRWISE_BATTLE_HARDEN_FACTORS,
  CCE_PAIRWISE_FIELD_PROMOTION_FACTORS,
  CCE_PAIRWISE_HERO_FACTORS,
  CCE_PAIRWISE_KIA_MEDIC_FACTORS,
  CCE_PAIRWISE_PRISONERS_FACTORS,
  CCE_PAIRWISE_SHELL_SHOCK_FACTORS,
} from '../oracle/procedures/cce/events/gen-units';
import { CCP_PAIRWISE_SCROUNGE_FACTORS, pairwiseCcpEventSeedsE } from '../oracle/procedures/ccp/event-pairwise-e';
import { parseCcpEventSituation } from '../oracle/procedures/ccp/event';
import { battleHardenFacts, fieldPromotionFacts, kiaMedicFacts, prisonersFacts, shellShockFacts } from './support/unit-event-facts';

type U = { id: string; owner: string; kind: string; hex: string; broken?: boolean; veteran?: boolean; hero?: boolean; weapon?: unknown; sides: { unbroken: { morale: number; command?: number } } };
type W = { id: string; type: string; broken?: boolean; movement?: number; fix?: unknown; elim?: unknown };
type S = {
  reader: string;
  units: U[];
  decks: Record<string, { draw: { id: string; event?: string; randomHex?: string }[] }>;
  map: { hexes: Record<string, { terrain: string[]; markers?: string[] }> };
  countermix?: Record<string, { private?: U; hero?: U }>;
  objectives?: { hexes: string[]; controller: string }[];
  eliminatedWeapons?: W[];
};

// One generation, kept (CCP_EVENT_SEEDS would load and parse every other CC:P Event seed too); the determinism test generates them again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeedsE());
const of = (slug: string) => generated().filter((s) => s.name.startsWith(`pairwise-${slug}-`));
const sit = (seed: EventSeed) => seed.situation as unknown as S;

/** The seeds of each Event (slug) and the Event card each reveals; the CC:P ids each purpose quotes. */
const EVENTS: Record<string, { cards: string[]; rules: string }> = {
  'battle-harden': { cards: ['Battle Harden'], rules: '(E51, 4.1, 4.1.2).' },
  'field-promotion': { cards: ['Field Promotion'], rules: '(E59, 3.2).' },
  hero: { cards: ['Hero'], rules: '(E61, 3.3.2, 3.2.5, 2.3, 15.1.5).' },
  'kia-medic': { cards: ['KIA', 'Medic!'], rules: '(E64, E66, 14.1, 3.2.5).' },
  'prisoners-of-war': { cards: ['Prisoners of War'], rules: '(E68, 14.1).' },
  scrounge: { cards: ['Scrounge'], rules: '(E71, 5, 5.4, 3.3.5).' },
  'shell-shock': { cards: ['Shell Shock'], rules: '(E72, 1.8, 3.2, 14.1).' },
};

describe('generated CC:P situations of the unit-changing Events CC:E prints alike: each a CC:P Event situation', () => {
  it('each parses with CC:P Event\'s parser as written out in JSON, is minimised, reveals its Event, quotes CC:P ids, holds Japanese (jp) and US units only', () => {
    // Collected, then compared once (one expect: a failure lists every seed at fault).
    const wrong: string[] = [];
    const names = new Set<string>();
    for (const seed of generated()) {
      const slug = Object.keys(EVENTS).find((k) => new RegExp(`^pairwise-${k}-\\d\\d$`).test(seed.name));
      if (slug === undefined || names.has(seed.name)) wrong.push(`${seed.name}: not one Event's pairwise-<event>-NN, or twice`);
      names.add(seed.name);
      try {
        parseCcpEventSituation(JSON.parse(JSON.stringify(seed.situation)), 'situation');
      } catch (e) {
        wrong.push(`${seed.name}: ${(e as Error).message}`);
      }
      const s = sit(seed);
      const { cards, rules } = EVENTS[slug ?? 'hero'];
      if (seed.minimise !== true) wrong.push(`${seed.name}: not minimised`);
      if (!cards.includes(s.decks[s.reader].draw[0].event ?? '')) wrong.push(`${seed.name}: reveals ${s.decks[s.reader].draw[0].event}`);
      if (!seed.purpose.endsWith(rules)) wrong.push(`${seed.name}: quotes ${seed.purpose.slice(seed.purpose.lastIndexOf('('))}`);
      for (const k of ['nationalities', 'weapons', 'specialChits']) if (k in s) wrong.push(`${seed.name}: holds ${k}`);
      for (const u of s.units) if (!u.id.startsWith(u.owner === 'axis' ? 'jp-' : 'us-')) wrong.push(`${seed.name}: unit ${u.id} of ${u.owner}`);
      for (const [h, x] of Object.entries(s.map.hexes)) if (x.terrain.join() !== 'Open Ground') wrong.push(`${seed.name}: ${h} is ${x.terrain.join('+')}`);
    }
    expect(wrong).toEqual([]);
  });

  itIsDeterministic(pairwiseCcpEventSeedsE, generated, 16 + 12 + 15 + 16 + 9 + 9 + 9, "the pairs of each Event's two largest facts");
});

describe('E51 Battle Harden: the reader\'s units of each kind, Veteran or not, broken or not; an enemy', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (seed: EventSeed) => battleHardenFacts(sit(seed));
    expectEveryPairMeets(CCE_PAIRWISE_BATTLE_HARDEN_FACTORS, of('battle-harden').map(read));
  });
});

describe('E59 Field Promotion: where the Private is, the reader\'s broken units and their hexes', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (seed: EventSeed) => fieldPromotionFacts(sit(seed));
    expectEveryPairMeets(CCE_PAIRWISE_FIELD_PROMOTION_FACTORS, of('field-promotion').map(read));
  });
});

describe('E61 Hero: where the Hero (3.3.2) is, the friendly hexes, a broken unit in his unit\'s hex', () => {
  it('meets every two values of every two facts in some situation; the Hero is marked a Hero', () => {
    const read = (seed: EventSeed) => {
      const s = sit(seed);
      const hero = s.countermix![s.reader].hero!;
      expect(hero.hero, seed.name).toBe(true);
      const o = s.objectives ?? [];
      const at = (h: string) => s.units.filter((u) => u.hex === h);
      const broken = at('C3').filter((u) => u.broken);
      return {
        reader: s.reader,
        hero: s.units.some((u) => u.id === hero.id && u.hero === true) ? 'on the map' : 'in the countermix',
        objective:
          o.length === 0 ? 'none'
          : o.length > 1 || o[0].hexes.join() !== 'G7' ? '?'
          : o[0].controller !== s.reader ? "the enemy's"
          : at('G7').some((u) => u.owner !== s.reader) ? 'his, an enemy unit in it'
          : (s.map.hexes.G7.markers ?? []).includes('Blaze') ? 'his, a Blaze in it'
          : at('G7').length === 0 ? 'his, empty' : '?',
        brokenThere: broken.length === 0 ? 'none' : broken.length > 1 ? '?' : broken[0].owner === s.reader ? 'his own' : "an enemy's",
      };
    };
    expectEveryPairMeets(CCE_PAIRWISE_HERO_FACTORS, of('hero').map(read));
  });
});

describe('E64 KIA and E66 Medic!: a broken unit of each kind of either side, an unbroken one', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (seed: EventSeed) => kiaMedicFacts(sit(seed));
    expectEveryPairMeets(CCE_PAIRWISE_KIA_MEDIC_FACTORS, of('kia-medic').map(read));
  });
});

describe('E68 Prisoners of War: the reader\'s broken unit, the nearest enemy\'s distance and side', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (seed: EventSeed) => prisonersFacts(sit(seed));
    expectEveryPairMeets(CCE_PAIRWISE_PRISONERS_FACTORS, of('prisoners-of-war').map(read));
  });
});

describe('E71 Scrounge: the Weapons eliminated, the MG\'s side and movement modifier (3.3.5), his units with and without a Weapon', () => {
  it('meets every two values of every two facts in some situation; no MG eliminated has no side or modifier; a broken one carries no Fix or Elim range (5.4)', () => {
    const read = (seed: EventSeed) => {
      const s = sit(seed);
      const w = s.eliminatedWeapons ?? [];
      const mg = w.find((x) => x.type === 'mg');
      const sq = s.units.find((u) => u.owner === s.reader && u.kind === 'squad')!;
      const ldr = s.units.find((u) => u.owner === s.reader && u.kind === 'leader');
      expect(s.units.filter((u) => u.owner !== s.reader).map((u) => [u.kind, !!u.weapon]), seed.name).toEqual([['squad', false]]);
      expect(w.filter((x) => x.fix !== undefined || x.elim !== undefined), seed.name).toEqual([]);
      const types = w.map((x) => x.type).join();
      return {
        reader: s.reader,
        eliminated: types === '' ? 'none' : types === 'mg' ? 'an MG' : types === 'mg,mortar' ? 'an MG and a Mortar' : '?',
        side: mg?.broken ? 'broken' : 'unbroken',
        squad: sq.weapon ? (sq.broken ? '?' : 'with a Weapon') : sq.broken ? 'broken, without a Weapon' : 'without a Weapon',
        leader: !ldr ? 'none' : ldr.weapon ? '?' : 'without a Weapon',
        movement: String(mg?.movement ?? 0),
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_SCROUNGE_FACTORS, of('scrounge').map(read), (p) => p.eliminated === 'none' && (p.side === 'broken' || p.movement === '-1'));
  });
});

describe('E72 Shell Shock: the closest unit\'s distance, side and kind, a tie, a unit farther off', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (seed: EventSeed) => shellShockFacts(sit(seed), (first, near) => expect(first, seed.name).toBe(near));
    expectEveryPairMeets(CCE_PAIRWISE_SHELL_SHOCK_FACTORS, of('shell-shock').map(read));
  });
});
