// Generated CC:E Event situations (issue 16.5) for the Events that change units (oracle/procedures/cce/events/gen-units.ts):
// every two values of every two facts meet in some situation, the facts read back from the situations themselves (not from
// the generator's rows), pairs the rules forbid meet in none; each situation parses with the Event procedure's own parser,
// every walk minimised; the same call gives the same seeds.
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { eventSpec } from '../oracle/procedures/cce/event';
import {
  battleHardenSeeds,
  CCE_PAIRWISE_BATTLE_HARDEN_FACTORS,
  CCE_PAIRWISE_COMMISSAR_FACTORS,
  CCE_PAIRWISE_COWER_FACTORS,
  CCE_PAIRWISE_DEPLOY_FACTORS,
  CCE_PAIRWISE_FIELD_PROMOTION_FACTORS,
  CCE_PAIRWISE_HERO_FACTORS,
  CCE_PAIRWISE_INTERDICTION_FACTORS,
  CCE_PAIRWISE_KIA_MEDIC_FACTORS,
  CCE_PAIRWISE_PRISONERS_FACTORS,
  CCE_PAIRWISE_SCROUNGE_FACTORS,
  CCE_PAIRWISE_SHELL_SHOCK_FACTORS,
  CCE_PAIRWISE_SUPPRESSING_FIRE_FACTORS,
  commissarSeeds,
  cowerSeeds,
  deploySeeds,
  fieldPromotionSeeds,
  heroSeeds,
  interdictionSeeds,
  kiaMedicSeeds,
  prisonersSeeds,
  scroungeSeeds,
  shellShockSeeds,
  suppressingFireSeeds,
} from '../oracle/procedures/cce/events/gen-units';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { hexDistance } from '../machines/cce/fire/firepower';
import { battleHardenFacts, fieldPromotionFacts, kiaMedicFacts, prisonersFacts, shellShockFacts } from './support/unit-event-facts';

type U = { id: string; owner: string; kind: string; hex: string; broken?: boolean; veteran?: boolean; suppressed?: boolean; weapon?: { type: string; broken?: boolean; range?: number }; sides: { unbroken: { morale: number; command?: number }; broken: { morale: number; command?: number } } };
type C = { id: string; event?: string; randomHex?: string; dice?: { white: number; colored: number } };
type S = {
  reader: string;
  active: string;
  units: U[];
  decks: Record<string, { draw: C[] }>;
  map: { hexes: Record<string, { terrain: string[]; markers?: string[] }> };
  nationalities?: Record<string, string>;
  countermix?: Record<string, { team?: unknown; private?: { id: string }; hero?: { id: string } }>;
  objectives?: { hexes: string[]; controller: string }[];
  eliminatedWeapons?: { id: string; type: string; broken?: boolean }[];
};

const sit = (seed: EventSeed) => seed.situation as unknown as S;
const made = (slug: string) => () => eventSpec.seeds.filter((s) => s.name.startsWith(`pairwise-${slug}-`)) as EventSeed[];
const leaderLabel = (u: U | undefined) => (!u ? 'none' : `${u.broken ? 'broken ' : ''}Command ${u.sides.unbroken.command}`);
const hexFacts = (h: { terrain: string[]; markers?: string[] }) => ({ terrain: h.terrain.filter((t) => t !== 'Road').join('+'), road: h.terrain.includes('Road') ? 'Road' : 'no', marker: (h.markers ?? []).join('+') || 'none' });
// F100.3: no Fortification or Wire in Water (CC:E's Marsh and Stream).
const waterMarker = (p: Record<string, string>) => ['Marsh', 'Stream'].includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none';

/** The generated seeds of one Event: the pairs of facts read back, each parsed and minimised, deterministic. */
function covers(slug: string, factors: Record<string, readonly string[]>, read: (s: EventSeed) => Record<string, string>, regenerate: () => EventSeed[], min: number, why: string, forbidden?: (p: Record<string, string>) => boolean) {
  const seeds = made(slug);
  it('meets every two values of every two facts in some situation, each parsed by the Event parser, every walk minimised', () => {
    expectEveryPairMeets(factors, seeds().map(read), forbidden);
    for (const s of seeds()) expectParsesMinimised(eventSpec, s);
  });
  itIsDeterministic(regenerate, seeds, min, why);
}

describe('generated Battle Harden situations (E44): the reader\'s units of each kind, Veteran or not, broken or not; an enemy', () => {
  covers('battle-harden', CCE_PAIRWISE_BATTLE_HARDEN_FACTORS, (seed) => {
    expect(sit(seed).decks[sit(seed).reader].draw[0].event).toBe('Battle Harden');
    return battleHardenFacts(sit(seed));
  }, battleHardenSeeds, 4 * 4, 'the squad × leader pairs');
});

/** The Terrain Chart's Cover (T79-T99) and the Fortifications' (F101-F105), written out here: the test's own table. */
const COVER: Record<string, number> = { 'Open Ground': 0, Field: 0, Brush: 1, Orchard: 1, Gully: 1, Woods: 2, Bridge: 2, Building: 3, Marsh: 0, Stream: -1, Bunker: 6, Foxholes: 3, Pillbox: 5, Trench: 4 };

describe('generated Commissar situations (E50): who is Russian, his broken unit\'s current Morale term by term, the roll around it', () => {
  const read = (seed: EventSeed): Record<string, string> => {
    const s = sit(seed);
    const russian = Object.keys(s.nationalities ?? {}).find((p) => s.nationalities![p] === 'russia');
    const unit = s.units.find((u) => u.hex === 'C3' && u.kind !== 'leader')!;
    const ldr = s.units.find((u) => u.hex === 'C3' && u.kind === 'leader');
    const hex = s.map.hexes.C3;
    // E50: the roll is the next card of the Russian player's (here the Allied player's) draw pile: under the Event card when he reads it.
    const roll = s.decks.allied.draw[s.reader === 'allied' ? 1 : 0].dice!;
    // 3.1.4, T78.3, T93, F101-F105, 3.3.1.2 (a broken Leader: 0), E44.1, 13.2, F106.1.
    const cover = Math.max(...hex.terrain.filter((t) => t !== 'Road').map((t) => COVER[t]), ...(hex.markers ?? []).filter((m) => m !== 'Wire').map((m) => COVER[m]));
    const morale = unit.sides.broken.morale + cover + (hex.terrain.includes('Road') ? -1 : 0) + (ldr && !ldr.broken ? ldr.sides.unbroken.command! : 0) + (unit.veteran ? 1 : 0) - (unit.suppressed ? 1 : 0) - ((hex.markers ?? []).includes('Wire') ? 1 : 0);
    expect(unit.broken && unit.owner === 'allied', seed.name).toBe(true);
    return {
      russian: !russian ? 'neither' : russian === s.reader ? 'the reader' : 'the other player',
      kind: unit.kind,
      ...hexFacts(hex),
      leader: leaderLabel(ldr),
      veteran: unit.veteran ? 'Veteran' : 'no',
      suppressed: unit.suppressed ? 'Suppressed' : 'no',
      roll: ({ '-1': 'one less', '0': 'equal', '1': 'one more' } as Record<string, string>)[String(roll.white + roll.colored - morale)] ?? `${roll.white + roll.colored} against ${morale}`,
    };
  };
  covers('commissar', CCE_PAIRWISE_COMMISSAR_FACTORS, read, commissarSeeds, 10 * 6, 'the terrain × leader pairs', waterMarker);

  it('has each player\'s broken unit beside the Russian\'s, and a printed broken Morale of 2-6 (5 where the Morale allows)', () => {
    for (const seed of made('commissar')()) {
      const s = sit(seed);
      expect(s.units.filter((u) => u.broken && u.kind !== 'leader').map((u) => u.owner).sort(), seed.name).toEqual(['allied', 'axis']);
      expect(s.units[0].sides.broken.morale, seed.name).toBeGreaterThanOrEqual(2);
      expect(s.units[0].sides.broken.morale, seed.name).toBeLessThanOrEqual(6);
    }
    expect(made('commissar')().filter((seed) => sit(seed).units[0].sides.broken.morale === 5).length).toBeGreaterThan(made('commissar')().length / 2);
  });
});

describe('generated Cower situations (E51): the reader\'s Squad, his Leader\'s Command and distance, a Team, an enemy Leader', () => {
  covers('cower', CCE_PAIRWISE_COWER_FACTORS, (seed) => {
    const s = sit(seed);
    const sq = s.units.find((u) => u.owner === s.reader && u.kind === 'squad' && u.hex === 'C3')!;
    const ldr = s.units.find((u) => u.owner === s.reader && u.kind === 'leader')!;
    const enemyLdr = s.units.find((u) => u.owner !== s.reader && u.kind === 'leader');
    return {
      reader: s.reader,
      squad: sq.suppressed ? 'Suppressed' : sq.broken ? 'broken' : 'unsuppressed',
      leader: leaderLabel(ldr),
      distance: ldr.hex === sq.hex ? 'same hex' : String(hexDistance(sq.hex, ldr.hex)),
      farSquad: s.units.some((u) => u.owner === s.reader && u.kind === 'squad' && hexDistance(u.hex, ldr.hex) > 3) ? 'no Leader near' : 'none',
      team: s.units.some((u) => u.owner === s.reader && u.kind === 'team' && hexDistance(u.hex, ldr.hex) > 3) ? 'out of Command' : 'none',
      enemyLeader: !enemyLdr ? 'none' : enemyLdr.hex === sq.hex && enemyLdr.sides.unbroken.command === 3 ? 'Command 3 in the Squad\'s hex' : '?',
    };
  }, cowerSeeds, 5 * 4, 'the leader × distance pairs');
});

describe('generated Deploy situations (E52): who is active, the Squad\'s markers, side and Weapon, a Team, an enemy Squad, the countermix', () => {
  covers('deploy', CCE_PAIRWISE_DEPLOY_FACTORS, (seed) => {
    const s = sit(seed);
    const p = s.active;
    const sq = s.units.find((u) => u.owner === p && u.kind === 'squad')!;
    return {
      deployer: p === s.reader ? 'the reader' : 'the other player',
      markers: [sq.suppressed ? 'Suppressed' : '', sq.veteran ? 'Veteran' : ''].filter(Boolean).join('+') || 'none',
      broken: sq.broken ? 'broken' : 'no',
      weapon: sq.weapon ? 'MG' : 'none',
      team: s.units.some((u) => u.owner === p && u.kind === 'team') ? 'a Team' : 'none',
      enemySquad: s.units.some((u) => u.owner !== p && u.kind === 'squad') ? 'a Squad' : 'none',
      countermix: s.countermix?.[p]?.team ? 'Team given' : 'none',
    };
  }, deploySeeds, 4 * 2, 'the markers × broken pairs');
});

describe('generated Field Promotion situations (E56): where the Private is, the reader\'s broken units and their hexes', () => {
  covers('field-promotion', CCE_PAIRWISE_FIELD_PROMOTION_FACTORS, (seed) => fieldPromotionFacts(sit(seed)), fieldPromotionSeeds, 3 * 4, 'the private × ownBroken pairs');
});

describe('generated Hero situations (E58): where the Hero is, the friendly hexes (Objectives his, held by the enemy, ablaze), a broken unit there', () => {
  covers('hero', CCE_PAIRWISE_HERO_FACTORS, (seed) => {
    const s = sit(seed);
    const hero = s.countermix![s.reader].hero!;
    const o = s.objectives ?? [];
    const at = (h: string) => s.units.filter((u) => u.hex === h);
    const broken = at('C3').filter((u) => u.broken);
    return {
      reader: s.reader,
      hero: s.units.some((u) => u.id === hero.id) ? 'on the map' : 'in the countermix',
      objective:
        o.length === 0 ? 'none'
        : o.length > 1 || o[0].hexes.join() !== 'G7' ? '?'
        : o[0].controller !== s.reader ? 'the enemy\'s'
        : at('G7').some((u) => u.owner !== s.reader) ? 'his, an enemy unit in it'
        : (s.map.hexes.G7.markers ?? []).includes('Blaze') ? 'his, a Blaze in it'
        : at('G7').length === 0 ? 'his, empty' : '?',
      brokenThere: broken.length === 0 ? 'none' : broken.length > 1 ? '?' : broken[0].owner === s.reader ? 'his own' : 'an enemy\'s',
    };
  }, heroSeeds, 5 * 3, 'the objective × brokenThere pairs');
});

describe('generated Interdiction situations (E60): the unit\'s hex (every terrain type, Road, every Fortification, Wire), its markers, its side', () => {
  covers('interdiction', CCE_PAIRWISE_INTERDICTION_FACTORS, (seed) => {
    const s = sit(seed);
    expect(s.units.length, seed.name).toBe(1);
    const u = s.units[0];
    return { ...hexFacts(s.map.hexes[u.hex]), suppressed: u.suppressed ? 'Suppressed' : 'no', broken: u.broken ? 'broken' : 'no', owner: u.owner === s.reader ? 'the reader' : 'the enemy' };
  }, interdictionSeeds, 10 * 4, 'the terrain × marker pairs (Water holds none)', waterMarker);
});

describe('generated KIA and Medic! situations (E62, E64): a broken unit of each kind of either side, an unbroken one', () => {
  covers('kia-medic', CCE_PAIRWISE_KIA_MEDIC_FACTORS, (seed) => kiaMedicFacts(sit(seed)), kiaMedicSeeds, 4 * 4, 'the ownBroken × enemyBroken pairs');
});

describe('generated Prisoners of War situations (E66): the reader\'s broken unit, the nearest enemy\'s distance and side', () => {
  covers('prisoners-of-war', CCE_PAIRWISE_PRISONERS_FACTORS, (seed) => prisonersFacts(sit(seed)), prisonersSeeds, 3 * 3, 'the kind × enemy pairs');
});

describe('generated Scrounge situations (E71): the Weapons eliminated and the MG\'s side, his units with and without a Weapon', () => {
  covers('scrounge', CCE_PAIRWISE_SCROUNGE_FACTORS, (seed) => {
    const s = sit(seed);
    const w = s.eliminatedWeapons ?? [];
    const sq = s.units.find((u) => u.owner === s.reader && u.kind === 'squad')!;
    const ldr = s.units.find((u) => u.owner === s.reader && u.kind === 'leader');
    expect(s.units.filter((u) => u.owner !== s.reader).map((u) => [u.kind, !!u.weapon]), seed.name).toEqual([['squad', false]]);
    return {
      reader: s.reader,
      eliminated: w.map((x) => x.type).join() === '' ? 'none' : w.map((x) => x.type).join() === 'mg' ? 'an MG' : w.map((x) => x.type).join() === 'mg,mortar' ? 'an MG and a Mortar' : '?',
      side: w.find((x) => x.type === 'mg')?.broken ? 'broken' : 'unbroken',
      squad: sq.weapon ? (sq.broken ? '?' : 'with a Weapon') : sq.broken ? 'broken, without a Weapon' : 'without a Weapon',
      leader: !ldr ? 'none' : ldr.weapon ? '?' : 'without a Weapon',
    };
  }, scroungeSeeds, 3 * 3, 'the eliminated × squad pairs', (p) => p.eliminated === 'none' && p.side === 'broken');
});

describe('generated Shell Shock situations (E72): the closest unit\'s distance, side and kind, a tie, a unit farther off', () => {
  covers('shell-shock', CCE_PAIRWISE_SHELL_SHOCK_FACTORS, (seed) => shellShockFacts(sit(seed), (first, near) => expect(first, seed.name).toBe(near)), shellShockSeeds, 3 * 3, 'the closest × tie pairs');
});

describe('generated Suppressing Fire situations (E75): the MG\'s holder and side, the enemy unit\'s distance against Range 6, the LOS, its marker', () => {
  covers('suppressing-fire', CCE_PAIRWISE_SUPPRESSING_FIRE_FACTORS, (seed) => {
    const s = sit(seed);
    const h = s.units.find((u) => u.owner === s.reader)!;
    const t = s.units.find((u) => u.owner !== s.reader)!;
    const d = hexDistance(h.hex, t.hex);
    expect([s.units.length, h.weapon?.type, h.weapon?.range], seed.name).toEqual([2, 'mg', 6]);
    return {
      reader: s.reader,
      holder: h.broken ? 'broken' : h.suppressed ? 'Suppressed' : h.veteran ? 'Veteran' : 'unbroken',
      mg: h.weapon!.broken ? 'broken' : 'unbroken',
      target: d === 0 ? 'same hex' : `range ${d}`,
      los: s.map.hexes.C4.terrain.join() === 'Woods' ? 'Woods between' : s.map.hexes.C4.terrain.join() === 'Open Ground' ? 'clear' : '?',
      suppressed: t.suppressed ? 'Suppressed' : 'no',
    };
  }, suppressingFireSeeds, 4 * 4, 'the holder × target pairs');
});
