/**
 * The ccp readings CC:P Move and Advance now consult are executable and observable (as tests/readings.alternatives.suite.ts
 * asks of every cce reading). Worked by hand:
 * - ccp.advancing-tie-breaks (O27.3.4 c, F104.2): the American Squad advances into the mines hex E4 (seed mines-entering):
 *   6 FP + 7 = 13 against Morale 7 + 6 = 13, a tie: `suppress` suppresses it, `break` breaks it.
 * - ccp.hidden-japan-only (A43.3) in Move: the Japanese Squad enters E4 and the Allied player is the scenario Defender
 *   (seed panji-trap-allied-defender): under `japan-and-defender` no Panji Trap is offered; under `defender-only` his
 *   Panji Trap places its marker, recorded with action A43.3.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

const parsed = (o: unknown) => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as { output?: { defenseRolls?: { result: string; defenseTotal: number; attackTotal: number }[]; hidden?: { hex: string; marker: string; action?: string }[] } };

describe('ccp readings of Mines and Hidden actions in Move and Advance', () => {
  it('ccp.advancing-tie-breaks: break vs suppress, a tie against the Mines', () => {
    const found = findDistinguishingCase('ccp', 'ccp.advancing-tie-breaks', 'break', ['advance'], { seeds: ['mines-entering'] });
    expect(found?.seed).toBe('mines-entering');
    const [d, a] = [found!.default, found!.alternative].map((o) => parsed(o).output?.defenseRolls?.[0]);
    expect(d).toMatchObject({ attackTotal: 13, defenseTotal: 13, result: 'suppressed' });
    expect(a).toMatchObject({ attackTotal: 13, defenseTotal: 13, result: 'broken' });
  });

  it('ccp.hidden-japan-only: defender-only lets the Allied scenario Defender play a Hidden Panji Trap in a Move', () => {
    const found = findDistinguishingCase('ccp', 'ccp.hidden-japan-only', 'defender-only', ['move'], { seeds: ['panji-trap-allied-defender'] });
    expect(found?.seed).toBe('panji-trap-allied-defender');
    const alt = parsed(found!.alternative).output?.hidden ?? [];
    expect(alt).toHaveLength(1);
    expect(alt[0]).toMatchObject({ hex: 'E4', action: 'A43.3' });
  });
});
