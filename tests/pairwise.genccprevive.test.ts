// Generated CC:P Revive situations (issue 16.5): the facts O31 reads (oracle/procedures/ccp/revive.ts
// CCP_PAIRWISE_REVIVE_FACTORS), read back from the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { reviveSpec, CCP_PAIRWISE_REVIVE_FACTORS, pairwiseReviveSeeds } from '../oracle/procedures/ccp/revive';

describe('generated CC:P Revive situations (O31): the points, the friendly units broken or suppressed or both, their kind, the enemy unit', () => {
  const seeds = () => reviveSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = seed.situation;
    const mine = s.units.filter((u) => u.owner === s.player);
    const theirs = s.units.filter((u) => u.owner !== s.player);
    const count = (f: (u: (typeof mine)[number]) => boolean) => String(mine.filter(f).length);
    const kinds = [...new Set(mine.map((u) => u.kind))];
    return {
      player: s.player,
      points: String(s.points),
      broken: count((u) => u.broken && !u.suppressed),
      suppressed: count((u) => u.suppressed && !u.broken),
      both: { 0: 'no', 1: 'yes' }[mine.filter((u) => u.broken && u.suppressed).length] ?? '?',
      healthy: { 0: 'no', 1: 'yes' }[mine.filter((u) => !u.broken && !u.suppressed).length] ?? '?',
      kind: kinds.length === 1 ? kinds[0] : '?',
      enemy: theirs.length !== 1 || theirs[0].kind !== 'squad' ? '?' : theirs[0].broken ? (theirs[0].suppressed ? '?' : 'broken') : theirs[0].suppressed ? 'suppressed' : 'unbroken',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by Revive\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CCP_PAIRWISE_REVIVE_FACTORS, seeds().map(read));
    for (const s of seeds()) {
      const mine = s.situation.units.filter((u) => u.owner === s.situation.player);
      expect(mine.length, `${s.name}: a friendly unit`).toBeGreaterThan(0);
      expect([...new Set(s.situation.units.map((u) => `${u.owner === s.situation.player ? 'friendly' : 'enemy'} ${u.hex}`))].sort(), s.name).toEqual(['enemy F5', 'friendly C3']);
      expectParsesMinimised(reviveSpec, s);
    }
  });

  itIsDeterministic(pairwiseReviveSeeds, seeds, 5 * 3, 'the points × broken pairs');
});
