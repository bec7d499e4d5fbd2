/**
 * Reading ccp.bridge-over-water-barrier (T84, T99, T81.1) is executable and observable. Worked by hand on CC:P Move's
 * seeds bridge-over-water-barrier and bridge-over-water-barrier-from-bridge: a Bridge spans the Water Barrier E4, its
 * depiction crossing the E5/E4 and E4/E3 hexsides, and the Water Barrier D5 (crossing no hexside from E5). The
 * American Squad (Movement 4) in E5: under bridge-hex (the default) E4 costs the Bridge's 1 MP (T84 "1 if traversing
 * a bridge/road/trail hexside") and the Squad goes on into the Open Ground E3 (1 MP: 2 spent); under water-barrier E4
 * costs all 4 MPs (T99) and the Move into E3 is refused (T99: the Squad has entered a hex). D5, entered across no
 * bridge hexside, costs the Water Barrier's all 4 MPs under both (T84 "otherwise use the cost of the other terrain").
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';
import { resolveRequest } from '../oracle/resolve';
import { CCP_MOVE_SEEDS } from '../oracle/procedures/ccp/move';

type Step = { to: string; cost: number; spent: number; derivation: { cost: { base: { rule: string; what: string } } } };
type Out = { state?: string; output?: { steps?: Step[]; refusals?: { units: string[]; to: string; rule: string }[] } };
const parsed = (o: unknown) => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Out;
const seed = (name: string) => CCP_MOVE_SEEDS().find((s) => s.name === name)!.situation;
const move = (...hexes: string[]) => [{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, ...hexes.flatMap((hex) => [{ type: 'MOVE', hex }, { type: 'GO_AHEAD' }])];
const resolve = (readings: Record<string, string>, name: string, hexes: string[]) => resolveRequest({ ruleset: 'ccp', readings, procedure: 'move', input: seed(name), events: move(...hexes) }) as Out;
const steps = (o: Out) => o.output!.steps!.map((s) => [s.to, s.cost, s.spent, s.derivation.cost.base.rule]);

describe('ccp reading of a Bridge over a Water Barrier in Move', () => {
  it('bridge-hex: across the Bridge hexside 1 MP (T84), then on into E3; water-barrier: all 4 MPs (T99), then E3 refused (T99)', () => {
    const bridge = resolve({ 'ccp.bridge-over-water-barrier': 'bridge-hex' }, 'bridge-over-water-barrier', ['E4', 'E3']);
    expect(steps(bridge)).toEqual([['E4', 1, 1, 'T84'], ['E3', 1, 2, 'T92']]);
    expect(bridge.output!.refusals).toEqual([]);
    const water = resolve({ 'ccp.bridge-over-water-barrier': 'water-barrier' }, 'bridge-over-water-barrier', ['E4']);
    expect(steps(water)).toEqual([['E4', 4, 4, 'T99']]);
    expect(water.state).toBe('done');
  });

  it('the default is bridge-hex', () => {
    expect(steps(resolve({}, 'bridge-over-water-barrier', ['E4']))).toEqual([['E4', 1, 1, 'T84']]);
  });

  it('across no bridge hexside the hex costs the Water Barrier\'s all 4 MPs under both alternatives', () => {
    for (const alternative of ['bridge-hex', 'water-barrier']) {
      expect(steps(resolve({ 'ccp.bridge-over-water-barrier': alternative }, 'bridge-over-water-barrier', ['D5'])), alternative).toEqual([['D5', 4, 4, 'T99']]);
    }
  });

  it('a unit on the Bridge: not in a water barrier hex under bridge-hex, in one under water-barrier (ccp.water-barrier-from-water\'s from-land then refuses the next Water Barrier)', () => {
    const fromLand = (alternative: string) => resolveRequest({ ruleset: 'ccp', readings: { 'ccp.bridge-over-water-barrier': alternative, 'ccp.water-barrier-from-water': 'from-land' }, procedure: 'move', input: seed('bridge-over-water-barrier-from-bridge'), events: [{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E3' }] }) as Out;
    expect(fromLand('bridge-hex').output).toMatchObject({ steps: [{ to: 'E3', cost: 4, spent: 4 }], refusals: [] });
    expect(fromLand('water-barrier').output).toMatchObject({ steps: [], refusals: [{ units: ['us-squad'], to: 'E3', rule: 'T99' }] });
  });

  it('a path walked under water-barrier tells the two apart (its published vector)', () => {
    const found = findDistinguishingCase('ccp', 'ccp.bridge-over-water-barrier', 'water-barrier', ['move'], { walkedUnderAlternative: true, seeds: ['bridge-over-water-barrier'] });
    expect(found?.seed).toBe('bridge-over-water-barrier');
    expect(found!.events.slice(0, 2)).toEqual([{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E4' }]);
    expect(parsed(found!.alternative).output?.steps?.map((s) => s.cost)).toEqual([4]);
  });
});
