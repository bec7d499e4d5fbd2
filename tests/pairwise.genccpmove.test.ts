// Generated CC:P Move and Advance situations (issue 16.5): CC:E's generators (oracle/procedures/cce/{move,advance}.ts
// pairwiseMoveSeeds, pairwiseAdvanceSeeds) with CC:P's facts (oracle/procedures/ccp/{move,advance}.ts); and
// Smoke Screen's (A47, oracle/procedures/ccp/smoke-screen.ts) and Reconnoiter's (O30, oracle/procedures/ccp/reconnoiter.ts). The facts are read back from the
// situations, not from the generator's rows: every two values of every two facts meet in some situation, the pairs
// the rules forbid in none; each situation parses with CC:P Move's own parser.
import { describe, expect, it } from 'vitest';
import { advanceFacts, expectEveryPairMeets, expectParses } from './support/pairwise';
import { ccpMoveSpec, CCP_PAIRWISE_MOVE_FACTORS } from '../oracle/procedures/ccp/move';
import { ccpAdvanceSpec, CCP_PAIRWISE_ADVANCE_FACTORS } from '../oracle/procedures/ccp/advance';
import { PAIRWISE_SMOKE_SCREEN_FACTORS, smokeScreenSpec } from '../oracle/procedures/ccp/smoke-screen';
import { PAIRWISE_RECONNOITER_FACTORS, reconnoiterSpec } from '../oracle/procedures/ccp/reconnoiter';
import type { MoveSeedOptions } from '../oracle/procedures/cce/move';
import type { MoveSituation } from '../machines/cce/move/types';
import type { Seed } from '../machines/core/procedure';

type MoveGenSeed = Seed<MoveSituation> & { options: MoveSeedOptions };

const DEPICTIONS = ['Road', 'Trail'];

describe('generated CC:P Move situations (O29): CC:E\'s generator with CC:P\'s Terrain Chart, Road and Trail, Leaders of Command 0-3 and the night', () => {
  const move = (ccpMoveSpec.seeds as MoveGenSeed[]).filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: MoveGenSeed): Record<string, string> => {
    const s = seed.situation;
    const into = s.map.hexes.E4;
    const squad = s.units.find((u) => u.kind === 'squad' && u.owner === 'axis')!;
    const ldr = s.units.find((u) => u.kind === 'leader');
    const firers = s.units.filter((u) => u.owner === 'allied');
    const side = (s.map.hexsides ?? []).filter((h) => h.between.includes('E5') && h.between.includes('E4')).map((h) => h.feature as string);
    const depiction = into.terrain.filter((t) => DEPICTIONS.includes(t));
    const shots = seed.options.opFire?.shots ?? [];
    return {
      terrain: into.terrain.filter((t) => !DEPICTIONS.includes(t)).join('+'),
      road: depiction.length === 0 ? (side.length === 0 ? 'no' : '?') : depiction.length > 1 ? '?' : side.length === 0 ? depiction[0] : side.join() === depiction[0] && s.map.hexes.E5.terrain.includes(depiction[0]) ? `along the ${depiction[0]}` : '?',
      marker: (into.markers ?? []).join('+') || 'none',
      leader: ldr ? `${ldr.broken ? 'broken ' : ''}Command ${ldr.sides.unbroken.command}` : 'none',
      veteran: squad.veteran ? 'Veteran' : 'no',
      // One enemy Squad adjacent to E4 (E3), one scripted Op Fire shot at E4 with one Fire Attack Roll; none offered without it.
      enemy: firers.length === 0 && !seed.options.opFire ? 'none' : firers.length === 1 && firers[0].kind === 'squad' && firers[0].hex === 'E3' && shots.length === 1 && shots[0].target === 'E4' && shots[0].rolls.length === 1 ? 'an American Squad' : '?',
      suppressed: squad.suppressed ? 'Suppressed' : 'no',
      // 18.2, 18.3: at night with no starshell.
      night: s.night === undefined ? 'day' : s.night.starshells.length === 0 ? 'night' : '?',
    };
  };
  const water = (t: string | undefined) => ['Stream', 'Swamp', 'Water Barrier'].includes(t ?? '');

  it('meets every two values of every two facts in some situation, but a marker in Water and a Road or Trail in a Water Barrier hex', () => {
    expect(CCP_PAIRWISE_MOVE_FACTORS).not.toHaveProperty('hexside');
    expect(CCP_PAIRWISE_MOVE_FACTORS.terrain).toEqual(['Open Ground', 'Building', 'Gully', 'Stream', 'Beach', 'Bush', 'Grass', 'Hut', 'Jungle', 'Palm', 'Swamp', 'Water Barrier']);
    // F100.3: no Fortification, Wire, Mines (nor Blaze or Smoke, T96, T97, T99) in Water; T99: a Water Barrier hex holds nothing else.
    expectEveryPairMeets(CCP_PAIRWISE_MOVE_FACTORS, move.map(read), (p) => (water(p.terrain) && p.marker !== undefined && p.marker !== 'none') || (p.terrain === 'Water Barrier' && p.road !== undefined && p.road !== 'no'));
  });

  it('moves the Japanese Squad with its Leader as one stack into E4 (and F5 where a Blaze is), each situation parsed by CC:P Move\'s own parser, every walk minimised', () => {
    for (const s of move) {
      const own = s.situation.units.filter((u) => u.owner === 'axis').map((u) => u.id);
      expect(own.every((id) => id.startsWith('jp-')), s.name).toBe(true);
      const blocked = (s.situation.map.hexes.E4.markers ?? []).includes('Blaze');
      expect(s.options.movers, s.name).toEqual([own]);
      expect(s.options.hexes, s.name).toEqual(blocked ? ['E4', 'F5'] : ['E4']);
      expect(s.situation.map.hexes.F5 !== undefined, s.name).toBe(blocked);
      expectParses(ccpMoveSpec, s);
    }
    expect(move.length).toBeGreaterThanOrEqual(12 * 6); // at least the terrain × Leader pairs
    expect(move.every((s) => s.minimise)).toBe(true);
  });
});

describe('generated CC:P Advance situations (O22): CC:E\'s generator with CC:P\'s Terrain Chart, Leaders of Command 0-3 and the Japanese Defender', () => {
  const advance = ccpAdvanceSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: (typeof advance)[number]): Record<string, string> => ({
    ...advanceFacts(seed.situation, { id: 'jp-squad', label: 'a Japanese Squad' }),
    suppressed: seed.situation.units.find((u) => u.kind === 'squad' && u.owner === 'allied')!.suppressed ? 'Suppressed' : 'no',
  });
  const water = (t: string | undefined) => ['Stream', 'Swamp', 'Water Barrier'].includes(t ?? '');

  it('meets every two values of every two facts in some situation, but a marker in Water, an enemy where no unit may be and a Road in a Water Barrier hex', () => {
    expect(Object.keys(CCP_PAIRWISE_ADVANCE_FACTORS)).not.toContain('hexside');
    expect(Object.keys(CCP_PAIRWISE_ADVANCE_FACTORS)).not.toContain('weapon');
    expect(CCP_PAIRWISE_ADVANCE_FACTORS.terrain).toEqual(['Open Ground', 'Building', 'Gully', 'Stream', 'Beach', 'Bush', 'Grass', 'Hut', 'Jungle', 'Palm', 'Swamp', 'Water Barrier']);
    // F100.3: no Fortification, Wire or Mines (nor, here, a Blaze) in Water; T83: no unit in a Blaze hex; T99: a Water Barrier hex holds no Road, nor, here, an enemy.
    expectEveryPairMeets(CCP_PAIRWISE_ADVANCE_FACTORS, advance.map(read), (p) => (water(p.terrain) && p.marker !== undefined && p.marker !== 'none') || (p.enemy === 'a Japanese Squad' && (p.marker === 'Blaze' || p.terrain === 'Water Barrier')) || (p.terrain === 'Water Barrier' && p.road === 'Road'));
  });

  it('advances every American unit from E5, each situation parsed by CC:P Advance\'s own parser, every walk minimised', () => {
    for (const s of advance) {
      const own = s.situation.units.filter((u) => u.owner === 'allied');
      expect(own.every((u) => u.hex === 'E5' && u.id.startsWith('us-')), s.name).toBe(true);
      expect([...s.situation.advancing].sort(), s.name).toEqual(own.map((u) => u.id).sort());
      expectParses(ccpAdvanceSpec, s);
    }
    expect(advance.length).toBeGreaterThanOrEqual(12 * 6); // at least the terrain × Leader pairs
    expect(advance.every((s) => s.minimise)).toBe(true);
  });
});

describe('generated Smoke Screen situations (A47): the hex beside the squad, its smoke, the squads activated', () => {
  const smoke = smokeScreenSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: (typeof smoke)[number]): Record<string, string> => {
    const { order, activated, map } = seed.situation;
    const kinds = activated.map((u) => `${u.kind}@${u.hex}`).join(',');
    return {
      order,
      terrain: map.hexes.E4.terrain.join('+'),
      marker: (map.hexes.E4.markers ?? []).join('+') || 'none',
      own: (map.hexes.E5.markers ?? []).join('+') || 'none',
      activated: ({ 'squad@E5': 'a Squad', 'squad@E5,team@E5': 'a Squad and a Team', 'squad@E5,leader@E5': 'a Squad and a Leader', 'squad@E5,squad@E6': 'two Squads' } as Record<string, string>)[kinds] ?? '?',
    };
  };

  it('meets every two values of every two facts in some situation, but a Blaze or Smoke in a water hex (a Stream with a Bridge is none)', () => {
    // T96, T97, T99 (F100.3): no Blaze or Smoke in a Stream, Swamp or Water Barrier hex; T81.1: a Stream with a Bridge is a bridge hex.
    expectEveryPairMeets(PAIRWISE_SMOKE_SCREEN_FACTORS, smoke.map(read), (p) => ['Stream', 'Swamp', 'Water Barrier'].includes(p.terrain ?? '') && p.marker !== undefined && p.marker !== 'none');
    for (const s of smoke) expectParses(smokeScreenSpec, s);
    expect(smoke.every((s) => s.minimise && s.situation.smokeScreenCards === undefined)).toBe(true);
  });
});

describe('generated Reconnoiter situations (O30): the leader, the enemy, the LOS between, the draw pile', () => {
  const recon = reconnoiterSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: (typeof recon)[number]): Record<string, string> => {
    const { player, units, activatedThisTurn, drawPile, map } = seed.situation;
    const ldr = units.filter((u) => u.owner === player);
    const enemy = units.filter((u) => u.owner !== player);
    const l = ldr[0];
    const state = [l.broken ? 'broken' : '', l.suppressed ? 'suppressed' : '', activatedThisTurn.includes(l.id) ? 'activated this turn' : ''].filter(Boolean);
    return {
      player,
      leader: ldr.length !== 1 || l.kind !== 'leader' || l.hex !== 'C3' ? '?' : state.length === 0 ? 'unbroken' : state.length === 1 ? state[0] : '?',
      enemy: enemy.length !== 1 || enemy[0].kind !== 'squad' ? '?' : enemy[0].hex === 'C5' ? 'two hexes away' : enemy[0].hex === 'C3' ? 'in its hex' : '?',
      between: map.hexes.C4.terrain.join('+'),
      leaderHex: map.hexes.C3.terrain.join('+'),
      enemyHex: map.hexes.C5.terrain.join('+'),
      drawPile: String(drawPile),
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by Reconnoiter\'s own parser, every walk minimised', () => {
    expectEveryPairMeets(PAIRWISE_RECONNOITER_FACTORS, recon.map(read), () => false);
    for (const s of recon) expectParses(reconnoiterSpec, s);
    expect(recon.every((s) => s.minimise)).toBe(true);
  });
});
