// oracle/gen/pairwise.ts (issue 16.5): every pair of values of every two factors meets in some row, unless
// no allowed row can hold it (then it is reported); no row the predicate rejects is made; the same input
// gives the same rows.
import { describe, expect, it } from 'vitest';
import { advanceFacts, artilleryFacts, defenderFacts, expectEveryPairMeets, expectParses } from './support/pairwise';
import { pairwise } from '../oracle/gen/pairwise';
import { RECOVER_SEEDS } from '../oracle/procedures/cce/recover';
import { routSpec } from '../oracle/procedures/cce/rout';
import { fireSpec } from '../oracle/procedures/cce/fire';
import { CCE_PAIRWISE_MELEE_FACTORS, meleeSpec, type MeleeSeedOptions } from '../oracle/procedures/cce/melee';
import type { MeleeSituation } from '../machines/cce/melee/rules';
import { ccpMeleeSpec, CCP_PAIRWISE_MELEE_FACTORS } from '../oracle/procedures/ccp/melee';
import { advanceSpec, CCE_PAIRWISE_ADVANCE_FACTORS } from '../oracle/procedures/cce/advance';
import { ccpFireSpec, CCP_PAIRWISE_FIRE_FACTORS } from '../oracle/procedures/ccp/fire';
import { CCE_PAIRWISE_MOVE_FACTORS, moveSpec, type MoveSeedOptions } from '../oracle/procedures/cce/move';
import type { MoveSituation } from '../machines/cce/move/types';
import type { Seed } from '../machines/core/procedure';
import { factPairs } from '../oracle/vectors';
import { artillerySpec, CCE_PAIRWISE_ARTILLERY_FACTORS, type ArtillerySeed } from '../oracle/procedures/cce/artillery';

const factors = { terrain: ['Open Ground', 'Brush', 'Woods', 'Marsh'], road: ['no', 'yes'], fort: ['none', 'Foxholes', 'Bunker'], leader: ['none', '1', '2'], veteran: ['no', 'yes'] };
const allowed = (r: Record<string, string>) => !(r.terrain === 'Marsh' && r.fort !== 'none');

describe('pairwise', () => {
  const { rows, impossible } = pairwise(factors, allowed);

  it('covers every allowed pair of values of every two factors', () => {
    const names = Object.keys(factors) as (keyof typeof factors)[];
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++)
        for (const x of factors[names[i]])
          for (const y of factors[names[j]]) {
            const key = `${names[i]}=${x} & ${names[j]}=${y}`;
            if (impossible.includes(key)) continue;
            expect(rows.some((r) => r[names[i]] === x && r[names[j]] === y), key).toBe(true);
          }
  });

  it('reports the pairs no allowed row holds, and makes no rejected row', () => {
    expect(impossible).toEqual(['terrain=Marsh & fort=Foxholes', 'terrain=Marsh & fort=Bunker']);
    expect(rows.every(allowed)).toBe(true);
    // Far fewer rows than all 144 combinations; at least the 4 × 3 pairs of the two largest factors.
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThan(20);
  });

  it('is deterministic', () => {
    expect(pairwise(factors, allowed)).toEqual({ rows, impossible });
  });

  it('gives Recover one situation per row, every terrain type meeting every Fortification but in Water', () => {
    const seeds = RECOVER_SEEDS().filter((s) => s.name.startsWith('pairwise-'));
    const hexes = seeds.map((s) => s.situation.map.hexes.E5);
    for (const t of ['Woods', 'Building', 'Brush'])
      for (const f of ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire']) expect(hexes.some((h) => h.terrain[0] === t && (h.markers ?? []).includes(f)), `${t} with ${f}`).toBe(true);
    expect(hexes.some((h) => h.terrain[0] === 'Marsh' && h.markers)).toBe(false);
  });
});

describe('generated situations beyond Recover (Rout, Fire)', () => {
  const rout = routSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const fire = fireSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));

  it('gives Rout situations in which every Leader meets every Fortification, Veteran and Suppressed meet, and the edge rows meet an enemy toward the edge', () => {
    const stack = rout.map((s) => {
      const sq = s.situation.units.find((u) => u.id === 'us-squad')!;
      const ldr = s.situation.units.find((u) => u.id === 'us-ldr');
      return { hex: s.situation.map.hexes[sq.hex], sq, ldr, row: Number(sq.hex.slice(1)), enemy: s.situation.units.some((u) => u.owner === 'axis') };
    });
    for (const f of ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire'])
      for (const c of [1, 2, 3]) expect(stack.some((x) => (x.hex.markers ?? []).includes(f) && x.ldr?.sides.unbroken.command === c && !x.ldr.broken), `${f} with a Leader of Command ${c}`).toBe(true);
    expect(stack.some((x) => x.ldr?.broken && x.sq.veteran)).toBe(true);
    expect(stack.some((x) => x.sq.veteran && x.sq.suppressed)).toBe(true);
    for (const row of [9, 7]) expect(stack.some((x) => x.row === row && x.enemy), `row ${row} with an enemy`).toBe(true);
    // O23.3.5: the edge row (10) has no hex toward the edge to hold an enemy; F100.3: no Fortification in Water.
    expect(stack.some((x) => x.row === 10 && x.enemy)).toBe(false);
    expect(stack.some((x) => ['Marsh', 'Stream'].includes(x.hex.terrain[0]) && x.hex.markers)).toBe(false);
    expect(rout.every((s) => s.minimise)).toBe(true);
  });

  it('gives Fire situations in which Smoke and Brush between meet every Fortification and the firer on level 1', () => {
    const facts = fire.map((s) => ({ between: s.situation.map.hexes.C5, target: s.situation.map.hexes.C6, up: s.situation.map.hexes.C3.elevation === 1 }));
    for (const b of ['Smoke:1', 'Smoke:3'])
      for (const f of ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire']) expect(facts.some((x) => (x.between.markers ?? []).includes(b) && (x.target.markers ?? []).includes(f)), `${b} before ${f}`).toBe(true);
    expect(facts.some((x) => x.between.terrain[0] === 'Brush' && x.up)).toBe(true);
    expect(fire.every((s) => s.minimise)).toBe(true);
  });
});

type MeleeGenSeed = Seed<MeleeSituation> & { options: MeleeSeedOptions & { bayonets?: Record<'axis' | 'allied', number> } };
/** A generated Melee situation's facts, read back from the situation and its walk options (either edition). */
function readMelee(seed: MeleeGenSeed): Record<string, string> {
  type U = MeleeSituation['units'][number];
  const s = seed.situation;
  const side = (p: 'axis' | 'allied') => s.units.filter((u) => u.owner === p);
  const mix = (us: U[]) => ({ squad: 'Squad', team: 'Team', 'squad,team': 'Squad and Team', 'squad,squad': 'two Squads' })[us.filter((u) => u.kind !== 'leader').map((u) => u.kind).sort().join(',')] ?? '?';
  const leader = (us: U[]) => {
    const l = us.find((u) => u.kind === 'leader');
    return l ? `${l.broken ? 'broken ' : ''}Command ${l.sides.unbroken.command}` : 'none';
  };
  const who = (f: (u: U) => boolean) => (['axis', 'allied'] as const).filter((p) => side(p).some((u) => u.kind !== 'leader' && f(u))).join(' and ') || 'none';
  const markers = s.map.hexes.E5.markers ?? [];
  const held = s.occupancy.E5;
  const marker = markers.length === 0 ? 'none' : held ? `${markers[0]}${held.occupiedBefore ? ` held by ${held.occupiedBefore}` : `, neither before, ${held.lastSoleOccupant} last`}` : markers.join('+');
  const inactive = s.player === 'axis' ? 'allied' : 'axis';
  const b = seed.options.bayonets;
  return {
    active: s.player,
    allied: mix(side('allied')),
    axis: mix(side('axis')),
    alliedLeader: leader(side('allied')),
    axisLeader: leader(side('axis')),
    veteran: who((u) => u.veteran),
    suppressed: who((u) => u.suppressed),
    broken: who((u) => u.broken),
    marker,
    ...(s.nations ? { nation: s.nations.allied } : {}),
    ambush: seed.options.ambushes[inactive] > 0 && seed.options.ambushes[s.player] === 0 ? 'by the inactive player' : seed.options.ambushes[s.player] > 0 ? '?' : 'none',
    ...(s.nations ? {} : { bayonets: !b || (b.axis === 0 && b.allied === 0) ? 'none' : b.axis === 1 && b.allied === 1 ? 'both' : b.axis === 1 && b.allied === 0 ? 'axis' : b.allied === 1 && b.axis === 0 ? 'allied' : '?' }),
  };
}

describe('generated Melee situations (O16.4)', () => {
  const melee = (meleeSpec.seeds as MeleeGenSeed[]).filter((s) => s.name.startsWith('pairwise-'));
  const read = readMelee;

  it('meets every two values of every two facts in some situation, each in one hex E5 of both sides', () => {
    expect(melee.length).toBeGreaterThanOrEqual(8 * 6); // at least the marker × Allied Leader pairs
    expect(melee.every((s) => s.situation.units.every((u) => u.hex === 'E5'))).toBe(true);
    expectEveryPairMeets(CCE_PAIRWISE_MELEE_FACTORS, melee.map(read));
  });

  it('holds a Bunker or Pillbox hex as F101 and O16.4.3 ask, and minimises every generated walk', () => {
    for (const s of melee) {
      const fortified = (s.situation.map.hexes.E5.markers ?? []).some((m) => m === 'Bunker' || m === 'Pillbox');
      expect(s.situation.occupancy.E5 !== undefined, s.name).toBe(fortified);
    }
    expect(melee.every((s) => s.minimise)).toBe(true);
  });
});

describe('generated CC:P Melee situations (19): CC:E\'s generator with Bayonets, no nation, the Allied turn', () => {
  const melee = (ccpMeleeSpec.seeds as MeleeGenSeed[]).filter((s) => s.name.startsWith('pairwise-'));

  it('meets every two values of every two facts in some situation, each parsed by CC:P Melee\'s own parser', () => {
    expect(CCP_PAIRWISE_MELEE_FACTORS).not.toHaveProperty('nation');
    expect(melee.length).toBeGreaterThanOrEqual(8 * 6); // at least the marker × Allied Leader pairs
    expect(melee.every((s) => s.situation.nations === undefined && s.situation.units.every((u) => u.hex === 'E5' && /^(jp|us)-/.test(u.id)))).toBe(true);
    expectEveryPairMeets(CCP_PAIRWISE_MELEE_FACTORS, melee.map(readMelee));
    for (const s of melee) expectParses(ccpMeleeSpec, s);
    expect(melee.every((s) => s.minimise)).toBe(true);
  });
});

describe('generated Advance situations (O16.1-O16.3)', () => {
  const advance = advanceSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: (typeof advance)[number]): Record<string, string> => {
    const s = seed.situation;
    const squad = s.units.find((u) => u.kind === 'squad' && u.owner === 'allied')!;
    return {
      ...advanceFacts(s, { label: 'a German Squad' }),
      weapon: squad.weapon ? squad.weapon.type.toUpperCase() : 'none',
      hexside: (s.map.hexsides ?? []).filter((h) => h.between.includes('E5') && h.between.includes('E4')).map((h) => h.feature).join('+') || 'none',
    };
  };
  const water = (t: string) => ['Marsh', 'Stream', 'Water Barrier'].includes(t);

  it('meets every two values of every two facts in some situation, but a marker in Water and an enemy where no unit may be', () => {
    // F100.3: no Fortification, Wire or Mines (nor, here, a Blaze) in Water; T79, T98: no unit in a Blaze or Water Barrier hex.
    expectEveryPairMeets(CCE_PAIRWISE_ADVANCE_FACTORS, advance.map(read), (p) => (water(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none') || (p.enemy === 'a German Squad' && (p.marker === 'Blaze' || p.terrain === 'Water Barrier')));
    expect(advance.every((s) => s.minimise && s.situation.advancing.length === s.situation.units.filter((u) => u.owner === 'allied').length)).toBe(true);
  });
});

describe('generated Move situations (O21)', () => {
  const move = (moveSpec.seeds as (Seed<MoveSituation> & { options: MoveSeedOptions })[]).filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: (typeof move)[number]): Record<string, string> => {
    const s = seed.situation;
    const into = s.map.hexes.E4;
    const squad = s.units.find((u) => u.kind === 'squad' && u.owner === 'axis')!;
    const ldr = s.units.find((u) => u.kind === 'leader');
    const firers = s.units.filter((u) => u.owner === 'allied');
    const side = (s.map.hexsides ?? []).filter((h) => h.between.includes('E5') && h.between.includes('E4')).map((h) => h.feature as string);
    const shots = seed.options.opFire?.shots ?? [];
    return {
      terrain: into.terrain.filter((t) => t !== 'Road').join('+'),
      road: !into.terrain.includes('Road') ? 'no' : side.includes('Road') ? 'along the Road' : 'Road',
      marker: (into.markers ?? []).join('+') || 'none',
      leader: ldr ? `${ldr.broken ? 'broken ' : ''}Command ${ldr.sides.unbroken.command}` : 'none',
      veteran: squad.veteran ? 'Veteran' : 'no',
      // One enemy Squad, one scripted Op Fire shot at E4 with one Fire Attack Roll; none offered without it.
      enemy: firers.length === 0 && !seed.options.opFire ? 'none' : firers.length === 1 && firers[0].kind === 'squad' && shots.length === 1 && shots[0].target === 'E4' && shots[0].rolls.length === 1 ? 'an American Squad' : '?',
      hexside: side.filter((f) => f !== 'Road').join('+') || 'none',
    };
  };

  it('meets every two values of every two facts in some situation, but a marker in Water', () => {
    // F100.3: no Fortification, Wire or Mines in Water; T89, T95: no Blaze or Smoke in a Marsh or Stream.
    expectEveryPairMeets(CCE_PAIRWISE_MOVE_FACTORS, move.map(read), (p) => ['Marsh', 'Stream'].includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none');
  });

  it('moves the Squad with its Leader as one stack into E4 (and F5 where E4 cannot be entered), and minimises every generated walk', () => {
    for (const s of move) {
      const own = s.situation.units.filter((u) => u.owner === 'axis').map((u) => u.id);
      const r = read(s);
      // T83, T79: across a Cliff or into a Blaze E4 cannot be entered; F5 lets the Order be given (O14.4).
      const blocked = r.hexside === 'Cliff' || r.marker === 'Blaze';
      expect(s.options.movers, s.name).toEqual([own]);
      expect(s.options.hexes, s.name).toEqual(blocked ? ['E4', 'F5'] : ['E4']);
      expect(s.situation.map.hexes.F5 !== undefined, s.name).toBe(blocked);
      expect([...s.situation.activating].sort(), s.name).toEqual([...own].sort());
    }
    expect(move.every((s) => s.minimise)).toBe(true);
  });
});

describe('generated CC:P Fire situations (O27): its own Terrain Chart and overstacking', () => {
  const fire = ccpFireSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: (typeof fire)[number]): Record<string, string> => {
    const { units, map } = seed.situation;
    const target = map.hexes.C6;
    const sq = units.find((u) => u.id === 'us-sq')!;
    const ldr = units.find((u) => u.kind === 'leader' && u.hex === 'C6');
    const between = map.hexes.C5;
    const squads = units.filter((u) => u.hex === 'C6' && u.kind === 'squad').length;
    return {
      terrain: target.terrain.join('+'),
      road: 'no',
      ...defenderFacts(target, ldr, sq, between),
      height: map.hexes.C3.elevation === 1 ? 'firing down' : 'level',
      // 15.2.1: a Squad is 4 figures, a Leader 1: two Squads are 8 and more, above the limit of 7.
      stack: squads === 1 ? 'alone' : squads === 2 ? 'overstacked' : '?',
    };
  };

  it('meets every two values of every two facts in some situation (overstacked with every CC:P terrain type), but a Fortification or Wire in Water', () => {
    // F100.3: no Fortification or Wire in a Water hex (CC:P's Stream and Swamp).
    expectEveryPairMeets(CCP_PAIRWISE_FIRE_FACTORS, fire.map(read), (p) => ['Stream', 'Swamp'].includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none');
    expect(fire.every((s) => s.minimise)).toBe(true);
  });
});

describe('generated Artillery situations (O18.2.3): the impact hex, the units there, the Spotter', () => {
  const artillery = artillerySpec.seeds.filter((s) => s.name.startsWith('pairwise-')) as ArtillerySeed[];
  const read = artilleryFacts;

  it('meets every two values of every two facts in some situation, but a Fortification or Wire in Water and a Gully not seen from above', () => {
    // F100.3: no Fortification or Wire in a Water hex (Marsh, Stream); T86: a Gully impact hex only with the Spotter above.
    expectEveryPairMeets(CCE_PAIRWISE_ARTILLERY_FACTORS, artillery.map(read), (p) => (['Marsh', 'Stream'].includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none') || (p.terrain === 'Gully' && p.height !== undefined && p.height !== 'Spotter above'));
  });

  it('spots E5 from an unbroken German Leader in E9 whose hit card brings the SR back, the American units alone in the impact area, and minimises every walk', () => {
    for (const s of artillery) {
      const spotter = s.situation.units.filter((u) => u.owner === 'axis');
      expect(spotter.map((u) => [u.kind, u.hex, u.broken]), s.name).toEqual([['leader', 'E9', false]]);
      expect(s.situation.units.filter((u) => u.owner === 'allied').every((u) => u.hex === 'E5'), s.name).toBe(true);
      expect(s.options.spots, s.name).toEqual([{ hex: 'E5', smoke: false }]);
      expect(s.options.hitCards, s.name).toEqual([{ white: 1, colored: 4 }]);
      expectParses(artillerySpec, s);
    }
    expect(artillery.length).toBeGreaterThanOrEqual(8 * 6); // at least the terrain × marker pairs out of Water
    expect(artillery.every((s) => s.minimise)).toBe(true);
  });
});

describe('factPairs: what a minimised seed must add', () => {
  it('pairs every two facts of a case: derivation terms (base included) and the rules its trace cites', () => {
    const output = { rolls: [{ derivation: { morale: { base: { rule: '3.1.4', what: 'broken side', value: 6 }, terms: [{ rule: 'T78.3', what: 'Woods', value: 2 }], total: 8 } } }] };
    const trace = [{ rules: ['O23.2'] }, { rules: ['O23.2', '1.9'] }];
    // Facts, sorted: "3.1.4 broken side 6", "T78.3 Woods 2", "rule 1.9", "rule O23.2": 4 facts, 6 pairs.
    expect(factPairs({ output, trace })).toEqual([
      '3.1.4 broken side 6 & T78.3 Woods 2',
      '3.1.4 broken side 6 & rule 1.9',
      '3.1.4 broken side 6 & rule O23.2',
      'T78.3 Woods 2 & rule 1.9',
      'T78.3 Woods 2 & rule O23.2',
      'rule 1.9 & rule O23.2',
    ]);
  });
  it('has no pair for a case with one fact', () => {
    expect(factPairs({ output: { result: 'refused' }, trace: [{ rules: ['O23.1'] }] })).toEqual([]);
  });
});
