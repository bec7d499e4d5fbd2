/**
 * The ccp reading of the Charge's Allied Op Fire activations is executable and observable (as
 * tests/readings.alternatives.suite.ts asks of every cce reading). By hand (O25.2, O27.1.2, 19.1): in seed
 * banzai-charge-op-fire the American squad us-4 shares D4 with the charging Japanese squad jp-2, a melee hex;
 * E5's squad and F6's team are not in melee, and G7's squad was already activated. Under not-in-melee (default)
 * the Allied player may activate us-1 and us-2 only, so an activation naming us-4 is refused; under any-unit
 * it is accepted and us-4 is activated for the turn.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

describe('ccp Charge Op Fire reading', () => {
  it('ccp.charge-op-fire-melee = any-unit: the American squad in melee may be activated for Op Fire', () => {
    const found = findDistinguishingCase('ccp', 'ccp.charge-op-fire-melee', 'any-unit', ['turn'], { seeds: ['banzai-charge-op-fire'] });
    expect(found?.seed).toBe('banzai-charge-op-fire');
    const activation = found!.events.find((e) => e.type === 'ACTIVATE_FOR_OP_FIRE') as { units: string[] } | undefined;
    expect(activation?.units).toContain('us-4');
    expect(String(found!.default)).toMatch(/^rejected at /);
    expect(String(found!.alternative)).not.toMatch(/^rejected/);
  });
});
