// Generated SPI Combat Command situations (issue 16.5): the facts Fire Combat (CB.1), Overrun and Close Assault
// (CB.2, CB.3), Air Strikes (AS) and Retreat (CRE.R, CRE.RP) read (oracle/procedures/spicc/fire.ts
// SPICC_PAIRWISE_FIRE_FACTORS, assault.ts SPICC_PAIRWISE_ASSAULT_FACTORS, air-strike.ts SPICC_PAIRWISE_AIR_STRIKE_FACTORS,
// retreat.ts SPICC_PAIRWISE_RETREAT_FACTORS), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { fireSpec, fireRowRefused, pairwiseFireSeeds, SPICC_PAIRWISE_FIRE_FACTORS } from '../oracle/procedures/spicc/fire';
import { assaultSpec, assaultRowRefused, pairwiseAssaultSeeds, SPICC_PAIRWISE_ASSAULT_FACTORS } from '../oracle/procedures/spicc/assault';
import { airStrikeSpec, airStrikeRowRefused, pairwiseAirStrikeSeeds, SPICC_PAIRWISE_AIR_STRIKE_FACTORS } from '../oracle/procedures/spicc/air-strike';
import { retreatSpec, pairwiseRetreatSeeds, RETREAT_MAP, SPICC_PAIRWISE_RETREAT_FACTORS } from '../oracle/procedures/spicc/retreat';
import { targetKindOf } from '../oracle/procedures/spicc/gen-combat';
import { distance, parseHex } from '../machines/core/hex';
import type { SpiccUnit } from '../machines/spicc/units';

const generated = <T extends { name: string }>(seeds: T[]) => seeds.filter((s) => s.name.startsWith('pairwise-'));
const apart = (a: string, b: string) => distance(parseHex(a, 'hex'), parseHex(b, 'hex'));
const yesNo = (b: boolean) => (b ? 'yes' : 'no');
/** A U.S. unit in the target's hex that may spot it (CB.1.k, AS.B): undispersed, no passenger. */
const spotted = (units: SpiccUnit[], hex: string) => units.some((u) => u.side === 'us' && u.hex === hex && !u.dispersed && !u.passenger);

describe('generated spicc Fire Combat situations (CB.1): Phase, technique, Weapon Category, range, target, dispersal, terrain, tripling', () => {
  const seeds = () => generated(fireSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const [f] = s.attack.firers;
    const firer = s.units.find((u) => u.id === f.unit)!;
    const target = s.units.find((u) => u.id === s.attack.targets[0])!;
    const d = apart(firer.hex, target.hex);
    return {
      phase: s.phase,
      technique: f.technique,
      weapon: firer.weapon ?? '?',
      range: firer.range !== 8 ? '?' : d === 1 ? 'adjacent' : d === 4 ? 'half range' : d === 6 ? 'beyond half range' : '?',
      target: targetKindOf(target),
      dispersed: yesNo(target.dispersed),
      terrain: s.terrain[target.hex],
      triple: yesNo(f.triple === true),
    };
  };

  it('meets every two values of every two facts in some attack the rules allow, each parsed by Fire Combat\'s parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_FIRE_FACTORS, seeds().map(read), fireRowRefused);
    for (const s of seeds()) {
      const { situation: x } = s;
      const target = x.units.find((u) => u.id === x.attack.targets[0])!;
      // The firer is the firing player's (CB.1.a: U.S. in its Offensive Fire Phase, else the German Player-Turn), one firer, one target.
      expect([x.playerTurn, x.attack.firers.length, x.attack.targets.length, target.side], s.name).toEqual([x.phase === 'offensive-fire' ? 'us' : 'german', 1, 1, 'german']);
      // A Covering Terrain target is spotted (CB.1.k), an Indirect firer observed (CB.1.i): the attack is not refused for want of either.
      expect(spotted(x.units, target.hex), s.name).toBe(x.terrain[target.hex] !== 'clear');
      expect(x.attack.firers[0].observer !== undefined, s.name).toBe(x.attack.firers[0].technique === 'indirect');
      expectParsesMinimised(fireSpec, s);
    }
  });

  itIsDeterministic(pairwiseFireSeeds, seeds, 4 * 3, 'the target × range pairs');
});

describe('generated spicc Overrun and Close Assault situations (CB.2, CB.3): type, attacker, terrain, target, dispersal', () => {
  const seeds = () => generated(assaultSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const attacker = s.units.find((u) => u.id === s.attackers[0])!;
    const targets = s.units.filter((u) => u.hex === s.hex && u.side !== attacker.side);
    return {
      type: s.type,
      attacker: attacker.class === '2' ? (attacker.kind === 'engineer' ? 'engineer' : attacker.kind === 'infantry' ? 'infantry' : '?') : targetKindOf(attacker),
      terrain: s.terrain[s.hex],
      target: targets.length === 1 ? targetKindOf(targets[0]) : '?',
      dispersed: targets.length === 1 ? yesNo(targets[0].dispersed) : '?',
    };
  };

  it('meets every two values of every two facts in some attack the rules allow, each parsed by the assault parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_ASSAULT_FACTORS, seeds().map(read), assaultRowRefused);
    for (const s of seeds()) {
      const x = s.situation;
      // One attacker in the attacked hex, of the side CB.3.f names in a Modified Close Assault (the Enemy of the moving player).
      expect([x.attackers.length, x.units.find((u) => u.id === x.attackers[0])!.hex, x.playerTurn, x.entering ?? null], s.name).toEqual([1, x.hex, x.type === 'modified-close-assault' ? 'german' : 'us', x.type === 'modified-close-assault' ? 'ger-target' : null]);
      expectParsesMinimised(assaultSpec, s);
    }
  });

  itIsDeterministic(pairwiseAssaultSeeds, seeds, 4 * 4, 'the attacker × target pairs');
});

describe('generated spicc Air Strike situations (AS): terrain, target, stack, dispersal, points', () => {
  const seeds = () => generated(airStrikeSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const target = s.units.find((u) => u.id === s.targets[0])!;
    const stack = s.units.filter((u) => u.side === 'german' && u.hex === target.hex);
    return {
      terrain: s.terrain[target.hex],
      target: targetKindOf(target),
      stack: stack.length === 1 ? 'alone' : stack.length !== 2 ? '?' : s.targets.length === 2 ? 'whole stack' : 'one of a stack',
      dispersed: yesNo(target.dispersed),
      allocated: s.points === s.allocated ? String(s.allocated) : '?',
    };
  };

  it('meets every two values of every two facts in some Air Strike the rules allow, each parsed by the Air Strike parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_AIR_STRIKE_FACTORS, seeds().map(read), airStrikeRowRefused);
    for (const s of seeds()) {
      const x = s.situation;
      const hex = x.units.find((u) => u.id === x.targets[0])!.hex;
      // The U.S. Air Strike Phase (AS.E, SOP.1.E); a Woods or Town target spotted (AS.B), a Clear one not.
      expect([x.phase, x.playerTurn, spotted(x.units, hex)], s.name).toEqual(['air-strike', 'us', x.terrain[hex] !== 'clear']);
      expectParsesMinimised(airStrikeSpec, s);
    }
  });

  itIsDeterministic(pairwiseAirStrikeSeeds, seeds, 4 * 3, 'the target × terrain pairs');
});

describe('generated spicc Retreat situations (CRE.R, CRE.RP): the unit, Enemy Zones, the nearest Friendly unit, a road, a limit', () => {
  const seeds = () => generated(retreatSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const mover = s.units.find((u) => u.id === s.unit)!;
    const at = (hex: string, side: string) => s.units.filter((u) => u.hex === hex && u.side === side);
    const german = s.units.filter((u) => u.side === 'german' && u.hex !== 'F10').map((u) => u.hex);
    const zones = german.length === 0 ? 'none' : german.join() === 'E8' ? 'E8' : german.length === 2 && german.includes('E8') && german.includes('E12') ? 'E8 and E12' : '?';
    const friend = at('C10', 'us');
    const f10 = [at('F10', 'german').length, at('F10', 'us').reduce((n, u) => n + (u.dispersed ? u.size : 0), 0)];
    const limits = [f10[0] === 1 ? 'Enemy in F10' : '', (s.prohibitedHexsides ?? []).join() === 'E10-D10' ? 'E10-D10 prohibited' : '', f10[1] === 5 ? 'F10 at five Stacking Points' : ''].filter(Boolean);
    return {
      mover: mover.hex !== 'E10' ? '?' : mover.class === '2' && mover.movement === 1 ? 'platoon' : mover.class === '1d' && mover.movement === 2 ? 'vehicle' : '?',
      zones,
      friend: friend.length === 0 ? 'none' : friend.length === 1 ? (friend[0].dispersed ? 'dispersed' : 'undispersed') : '?',
      road: (s.roadHexsides ?? []).length === 0 ? 'none' : (s.roadHexsides ?? []).join() === 'E10-E11,E11-E12' ? 'E10-E11-E12' : '?',
      limit: limits.length === 0 ? 'none' : limits.length === 1 ? limits[0] : '?',
    };
  };

  it('meets every two values of every two facts in some retreat, each parsed by the Retreat parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_RETREAT_FACTORS, seeds().map(read));
    for (const s of seeds()) {
      const x = s.situation;
      const mover = x.units.find((u) => u.id === x.unit)!;
      // The road is cheaper than the hexes off it for a vehicle only (MV.J); a platoon pays 1 everywhere.
      const costs = [...new Set(Object.values(x.terrain).map((t) => `${t.cost}/${t.road ?? '-'}`))].sort();
      expect([x.battlefield, Object.keys(x.terrain), costs], s.name).toEqual([RETREAT_MAP, RETREAT_MAP, mover.class === '1d' && (x.roadHexsides ?? []).length > 0 ? ['2/-', '2/1'] : ['1/-']]);
      expectParsesMinimised(retreatSpec, s);
    }
  });

  itIsDeterministic(pairwiseRetreatSeeds, seeds, 3 * 4, 'the zones × limit pairs');
});
