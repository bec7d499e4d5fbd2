/**
 * Reading ccp.water-barrier-from-water (T99, digest 004 §5.2 item 27) is executable and observable. Worked by hand on
 * CC:P Move's seed water-barrier-from-water: the American Squad (Movement 4) begins its Move in the Water Barrier E4,
 * adjacent to the Water Barrier E3. Under from-water (the default) it enters E3 for "all" its MPs, 4, and its
 * movement is over; under from-land the Move into E3 is refused, citing T99, and the Squad may go on (into E5).
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';
import { resolveRequest } from '../oracle/resolve';
import { CCP_MOVE_SEEDS } from '../oracle/procedures/ccp/move';

type Out = { state?: string; output?: { steps?: { to: string; cost: number }[]; refusals?: { units: string[]; to: string; rule: string }[] } };
const parsed = (o: unknown) => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Out;
const input = CCP_MOVE_SEEDS().find((s) => s.name === 'water-barrier-from-water')!.situation;
const intoE3 = [{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E3' }];
const resolve = (alternative: string) => resolveRequest({ ruleset: 'ccp', readings: { 'ccp.water-barrier-from-water': alternative }, procedure: 'move', input, events: intoE3 }) as Out;

describe('ccp reading of the Water Barrier in Move', () => {
  it('from-water: the Squad enters the next Water Barrier for all its 4 MPs; from-land: refused (T99)', () => {
    expect(resolve('from-water').output).toMatchObject({ steps: [{ to: 'E3', cost: 4, spent: 4 }], refusals: [] });
    const alt = resolve('from-land');
    expect(alt.state).toBe('moving');
    expect(alt.output).toMatchObject({ steps: [], refusals: [{ units: ['us-squad'], to: 'E3', rule: 'T99' }] });
  });

  it('a path walked under from-land tells the two apart (its published vector)', () => {
    const found = findDistinguishingCase('ccp', 'ccp.water-barrier-from-water', 'from-land', ['move'], { walkedUnderAlternative: true, seeds: ['water-barrier-from-water'] });
    expect(found?.seed).toBe('water-barrier-from-water');
    expect(found!.events.slice(0, 2)).toEqual(intoE3);
    expect(parsed(found!.alternative).output?.refusals).toEqual([{ units: ['us-squad'], to: 'E3', rule: 'T99' }]);
  });
});
