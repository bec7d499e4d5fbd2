// Generated CC:P Event situations (issue 16.5): the facts E55 Bushido, E60 Gusts, E62 Interdiction, E63 Jam, E77
// Suppressing Fire and E78
// Tennōheika Banzai! read (oracle/procedures/ccp/event-pairwise.ts), and CC:P Turn's (oracle/procedures/ccp/turn.ts
// CCP_PAIRWISE_TURN_FACTORS), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import type { EventSeed } from '../oracle/procedures/cce/events/kit';
import { ccpEventSpec } from '../oracle/procedures/ccp/event';
import {
  CCP_PAIRWISE_BANZAI_FACTORS,
  CCP_PAIRWISE_BUSHIDO_FACTORS,
  CCP_PAIRWISE_GUSTS_FACTORS,
  CCP_PAIRWISE_INTERDICTION_FACTORS,
  CCP_PAIRWISE_JAM_FACTORS,
  CCP_PAIRWISE_SUPPRESSING_FIRE_FACTORS,
  INTERDICTION_HEXES,
  pairwiseCcpEventSeeds,
} from '../oracle/procedures/ccp/event-pairwise';
import type { EventSituation } from '../machines/cce/event/machine';
import type { Unit } from '../machines/cce/units';
import { ccpTurnSpec, CCP_PAIRWISE_TURN_FACTORS } from '../oracle/procedures/ccp/turn';
import type { TurnSeed } from '../oracle/procedures/cce/turn';
import type { TurnSituation } from '../machines/cce/turn';

type Card = { id: string; event?: string; gusts?: string; randomHex?: string };
// One generation, kept (the spec's seeds, CCP_EVENT_SEEDS, would load and parse every hand-written Event seed too); the
// generator parses each situation with CC:P Event's parser, as written out in JSON, and the determinism test below
// generates them all again.
let made: EventSeed[] | null = null;
const generated = () => (made ??= pairwiseCcpEventSeeds());
const of = (event: string) => generated().filter((s) => s.name.startsWith(`pairwise-${event}-`)).map((s) => s.situation as EventSituation);
const top = (s: EventSituation): Card => s.decks[s.reader].draw[0] as unknown as Card;
const units = (s: EventSituation) => s.units as unknown as Unit[];
const reader = (s: EventSituation) => s.reader;

describe('generated CC:P Event situations: each an Event card on the reader\'s draw pile, parsed by CC:P Event\'s parser', () => {
  it('are each minimised, the named Event on top of the reader\'s draw pile; each parses as the seed files\' situations do', () => {
    const names = { bushido: 'Bushido', gusts: 'Gusts', interdiction: 'Interdiction', jam: 'Jam', suppressing: 'Suppressing Fire', banzai: 'Tennōheika Banzai!' } as Record<string, string>;
    for (const s of generated()) {
      expect(s.minimise, s.name).toBe(true);
      expect(top(s.situation as EventSituation).event, s.name).toBe(names[s.name.split('-')[1]]);
    }
    expectParses(ccpEventSpec, generated()[0]);
  });

  itIsDeterministic(pairwiseCcpEventSeeds, generated, 9 + 9 + 6 + 15 + 32 + 15, 'the pairs of each Event\'s two largest facts (Interdiction: its situations, six rows each)');
});

describe('E78 Tennōheika Banzai!: the VP level, the Japanese Posture and hand, the reader', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (s: EventSituation) => ({
      vp: s.vp < 0 ? 'Allied side' : s.vp === 0 ? 'zero' : 'Japanese side',
      posture: s.postures.axis,
      hand: String(s.decks.axis.hand.length),
      reader: reader(s),
    });
    expectEveryPairMeets(CCP_PAIRWISE_BANZAI_FACTORS, of('banzai').map(read));
  });
});

describe('E55 Bushido: the broken Japanese units, the kind and Veteran of the one in C4, a broken US unit, the reader', () => {
  it('meets every two values of every two facts in some situation', () => {
    const read = (s: EventSituation) => {
      const jp = units(s).filter((u) => u.owner === 'axis');
      const c4 = jp.find((u) => u.hex === 'C4')!;
      return {
        japaneseBroken: ['none', 'one', 'two'][jp.filter((u) => u.broken).length],
        kind: c4.kind,
        veteran: c4.veteran ? 'Veteran' : 'no',
        usBroken: units(s).some((u) => u.owner === 'allied' && u.broken) ? 'a broken US unit' : 'none',
        reader: reader(s),
      };
    };
    expectEveryPairMeets(CCP_PAIRWISE_BUSHIDO_FACTORS, of('bushido').map(read));
    // One broken Japanese unit is the one in C4 (its kind and Veteran are what the rally reads).
    for (const s of of('bushido')) if (units(s).filter((u) => u.owner === 'axis' && u.broken).length === 1) expect(units(s).find((u) => u.hex === 'C4')!.broken).toBe(true);
  });
});

describe('E60 Gusts: the parity the card states, the odd and even Smoke on the map, the reader', () => {
  it('meets every two values of every two facts in some situation; the Smoke list names exactly the hexes with a Smoke marker', () => {
    const read = (s: EventSituation) => {
      const smoke = Object.values(s.map.hexes).flatMap((h) => (h.markers ?? []).filter((m) => m.startsWith('Smoke:')).map((m) => Number(m.slice(6))));
      const odd = smoke.filter((n) => n % 2 === 1);
      const even = smoke.filter((n) => n % 2 === 0);
      return { parity: top(s).gusts!, odd: odd.length === 0 ? 'none' : odd.length === 1 ? String(odd[0]) : '?', even: even.length === 0 ? 'none' : even.length === 1 ? String(even[0]) : '?', reader: reader(s) };
    };
    expectEveryPairMeets(CCP_PAIRWISE_GUSTS_FACTORS, of('gusts').map(read));
    for (const s of of('gusts')) expect([...(s.smoke ?? [])].sort()).toEqual(Object.keys(s.map.hexes).filter((h) => (s.map.hexes[h].markers ?? []).some((m) => m.startsWith('Smoke:'))).sort());
  });
});

describe('E63 Jam: the Japanese Weapons and their distance from the Random Hex, a US Weapon there, the reader', () => {
  const row = (hex: string) => Number(hex.slice(1));
  it('meets every two values of every two facts in some situation; the Random Hex is D5, every unit in column D', () => {
    const read = (s: EventSituation) => {
      const jp = units(s).filter((u) => u.owner === 'axis');
      const armed = jp.filter((u) => u.weapon).map((u) => ({ d: Math.abs(row(u.hex) - 5), broken: u.weapon!.broken }));
      const closest = Math.min(...jp.map((u) => Math.abs(row(u.hex) - 5)));
      const weapons =
        armed.length === 0 ? 'none'
        : armed.length === 1 ? (armed[0].broken ? 'one broken' : 'one unbroken')
        : armed.length === 2 && armed[0].d === armed[1].d && !armed[0].broken && !armed[1].broken ? 'two tied'
        : armed.length === 2 && armed[0].d < armed[1].d && armed[0].broken && !armed[1].broken ? 'two, the closer broken' : '?';
      const us = units(s).filter((u) => u.owner === 'allied');
      return { weapons, distance: String(closest), usWeapon: us.length === 1 && us[0].hex === 'D5' ? (us[0].weapon ? 'in the Random Hex' : 'none') : '?', reader: reader(s) };
    };
    expectEveryPairMeets(CCP_PAIRWISE_JAM_FACTORS, of('jam').map(read));
    for (const s of of('jam')) {
      expect((s.decks[s.reader].draw[1] as unknown as Card).randomHex).toBe('D5');
      expect(units(s).every((u) => u.hex.startsWith('D'))).toBe(true);
    }
  });
});

describe('E62 Interdiction: each Squad\'s terrain and Fortification, its state and side, the reader', () => {
  it('meets every two values of every two facts in some Squad\'s hex, but a Fortification in the Stream (F100.3); each Squad alone in its hex', () => {
    const read = (s: EventSituation) =>
      units(s).map((u) => {
        const hex = s.map.hexes[u.hex];
        expect(hex.terrain.length, u.hex).toBe(1);
        expect((hex.markers ?? []).length, u.hex).toBeLessThanOrEqual(1);
        return {
          terrain: hex.terrain[0],
          fortification: hex.markers?.[0] ?? 'none',
          state: u.broken ? (u.suppressed ? 'broken and suppressed' : 'broken') : u.suppressed ? 'suppressed' : 'unsuppressed',
          owner: u.owner === s.reader ? "the reader's" : "the enemy's",
          reader: reader(s),
        };
      });
    const situations = of('interdiction');
    for (const s of situations) expect(new Set(units(s).map((u) => u.hex)).size).toBe(units(s).length);
    for (const s of situations) expect(units(s).every((u) => INTERDICTION_HEXES.includes(u.hex))).toBe(true);
    expectEveryPairMeets(CCP_PAIRWISE_INTERDICTION_FACTORS, situations.flatMap(read), (p) => p.terrain === 'Stream' && p.fortification !== undefined && p.fortification !== 'none');
  });
});

describe('E77 Suppressing Fire: the line from the MG in C3 to the enemy Squad in C5, the MG\'s Range and state, the target, the reader', () => {
  it('meets every two values of every two facts in some situation; the MG\'s Squad and the target are the only units', () => {
    const hex = (s: EventSituation, id: string): string => {
      const h = s.map.hexes[id] as { terrain: string[]; elevation?: number; markers?: string[] };
      const smoke = (h.markers ?? []).filter((m) => m.startsWith('Smoke:'));
      if (smoke.length) return h.terrain.join() === 'Open Ground' && smoke.length === 1 && h.elevation === undefined ? smoke[0] : '?';
      if (h.terrain.join() === 'Hill') return `Hill ${h.elevation}`;
      return h.terrain.length === 1 && h.elevation === undefined ? h.terrain[0] : '?';
    };
    const read = (s: EventSituation) => {
      const [mg, target] = units(s);
      const w = mg.weapon!;
      return {
        between: hex(s, 'C4'),
        mgHex: hex(s, 'C3'),
        targetHex: hex(s, 'C5'),
        range: String(w.range),
        mg: w.broken ? (mg.broken || mg.suppressed ? '?' : 'broken MG') : mg.broken ? (mg.suppressed ? '?' : 'possessor broken') : mg.suppressed ? 'possessor suppressed' : 'functioning',
        target: target.suppressed ? 'suppressed' : 'unsuppressed',
        reader: reader(s),
      };
    };
    const situations = of('suppressing-fire');
    for (const s of situations) expect(units(s).map((u) => [u.owner === s.reader, u.hex, u.weapon?.type ?? null])).toEqual([[true, 'C3', 'mg'], [false, 'C5', null]]);
    expectEveryPairMeets(CCP_PAIRWISE_SUPPRESSING_FIRE_FACTORS, situations.map(read));
  });
});

describe('generated CC:P Turn situations (12, O21, 12.3, 12.4, 17): CC:E\'s Pass generator with CC:P\'s Postures and Discard Limits', () => {
  const seeds = () => ccpTurnSpec.seeds.filter((s) => s.name.startsWith('pairwise-')) as TurnSeed[];
  const read = (seed: TurnSeed): Record<string, string> => {
    const s = seed.situation as TurnSituation & { alliedNationality?: string; night?: boolean };
    const us = s.decks.allied as unknown as { hand: unknown[]; draw: unknown[]; discard: unknown[] };
    const actions = (s.decks.axis.hand as unknown as { action?: string }[]).filter((c) => c.action).map((c) => c.action!);
    // 1.1, 17.1-17.5 a): "Invader (7 cards), Attacker (6 cards), Recon (5 cards), Defender (4 cards)".
    const need = ({ invader: 7, attack: 6, recon: 5, defend: 4 } as Record<string, number>)[s.postures.allied] - us.hand.length;
    // 12.3: "5 if commanding the US; 4 if commanding the Commonwealth; … or 2 if night rules [18] are in effect".
    const nation = s.night ? (s.discardLimit === 2 ? 'night' : '?') : s.alliedNationality === 'us' && s.discardLimit === 5 ? 'us' : s.alliedNationality === 'commonwealth' && s.discardLimit === 4 ? 'commonwealth' : '?';
    return {
      posture: s.postures.allied,
      hand: us.hand.length === 0 ? 'none' : need === 1 ? 'one below Hand Size' : need === 2 ? 'two below Hand Size' : '?',
      draw: us.draw.length > need ? 'more than needed' : us.draw.length === need ? 'exactly as needed' : 'fewer than needed',
      discardPile: us.discard.length === 0 ? 'empty' : us.discard.length === 2 ? 'two cards' : '?',
      response: actions.length === 0 ? 'none' : actions.length === 1 ? actions[0] : '?',
      opponentDefends: s.postures.axis === 'defend' ? 'yes' : 'no',
      nation,
    };
  };

  it('meets every two values of every two facts, but both players Defending and fewer than the one card needed; no stacking fact (15.2)', () => {
    expect(Object.keys(CCP_PAIRWISE_TURN_FACTORS)).not.toContain('overstacked');
    expect(CCP_PAIRWISE_TURN_FACTORS.posture).toEqual(['invader', 'attack', 'recon', 'defend']);
    expectEveryPairMeets(CCP_PAIRWISE_TURN_FACTORS, seeds().map(read), (p) => (p.posture === 'defend' && p.opponentDefends === 'yes') || (p.hand === 'one below Hand Size' && p.draw === 'fewer than needed'));
  });

  it('has the American player pass, each situation parsed by CC:P Turn\'s parser, every walk minimised', () => {
    for (const s of seeds()) {
      const t = s.situation as TurnSituation;
      expect([t.active, s.options.pass, s.options.orders], s.name).toEqual(['allied', true, false]);
      expectParsesMinimised(ccpTurnSpec, s);
    }
    expect(seeds().length).toBeGreaterThanOrEqual(4 * 4); // at least the response × posture pairs
  });
});
