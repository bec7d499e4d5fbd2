/**
 * Reading ccp.bridge-along-road (T84, T81.1, T94) is executable and observable. Worked by hand on CC:P Move's seed
 * bridge-along-road: by day, no Japanese unit on the map, so no enemy unit has a LOS to any hex; the American Squad
 * (Movement 4) in E5 follows the Road across the E5/E4 hexside into E4 (Stream, Bridge, Road). Under bridge-cost (the
 * default) E4 costs the Bridge's 1 (T84 "1 if traversing a bridge/road/trail hexside"): 1 spent; under road-modifies
 * the Road's ½ (T94 "½ if travelling along the road depiction and no enemy unit has a LOS to that hex"): ½ spent.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';
import { resolveRequest } from '../oracle/resolve';
import { CCP_MOVE_SEEDS } from '../oracle/procedures/ccp/move';

type Out = { state?: string; output?: { steps?: { to: string; cost: number; spent: number }[] } };
const parsed = (o: unknown) => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Out;
const input = CCP_MOVE_SEEDS().find((s) => s.name === 'bridge-along-road')!.situation;
const intoE4 = [{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E4' }];
const resolve = (alternative: string) => resolveRequest({ ruleset: 'ccp', readings: { 'ccp.bridge-along-road': alternative }, procedure: 'move', input, events: intoE4 }) as Out;

describe('ccp reading of a Bridge hex entered along a Road', () => {
  it('bridge-cost: the Bridge\'s 1 MP; road-modifies: the unseen Road\'s ½ MP', () => {
    expect(resolve('bridge-cost').output?.steps).toMatchObject([{ to: 'E4', cost: 1, spent: 1 }]);
    expect(resolve('road-modifies').output?.steps).toMatchObject([{ to: 'E4', cost: 0.5, spent: 0.5 }]);
  });

  it('a path of the seed bridge-along-road tells the two apart', () => {
    const found = findDistinguishingCase('ccp', 'ccp.bridge-along-road', 'road-modifies', ['move'], { seeds: ['bridge-along-road'] });
    expect(found?.seed).toBe('bridge-along-road');
    expect(found!.events.slice(0, 2)).toEqual(intoE4);
    expect(parsed(found!.alternative).output?.steps?.[0]).toMatchObject({ to: 'E4', cost: 0.5 });
  });
});
