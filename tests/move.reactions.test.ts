/**
 * The Actions during a Move Order, worked by hand from the rule text (machines/cce/move/reactions.ts):
 * A39 Smoke Grenades (boxed Movement, activated to Move, in or adjacent, no Water, no Blaze) and the
 * Fire Action that activates units for Op Fire (A33.2, A33.3; reading cce.op-fire-activation-target), and
 * A26 Assault Fire (boxed FP, an enemy in current Range and LOS).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { moveMachine } from '../machines/cce/move/machine';
import { assaultFireDeclarationProblem, opFireActivationProblem, smokeGrenadesProblem } from '../machines/cce/move/reactions';
import type { MoveContext, MoveSituation } from '../machines/cce/move/types';
import type { Unit } from '../machines/cce/units';

const squad = (id: string, owner: Unit['owner'], hex: string, boxed = false): Unit => ({
  id, owner, kind: 'squad', hex, broken: false, suppressed: false, veteran: false,
  sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 4, ...(boxed ? { boxedMovement: true } : {}) }, broken: { morale: 5, fp: 2, range: 3, movement: 2 } },
});

/** The p.16 ground: Rifle Squad in L8, US Squad in L5 that sees K7 and K6 but not K8. */
const situation = (activatedThisTurn: string[] = []): MoveSituation => ({
  player: 'axis', initiative: 'allied', defender: null, minesFp: 6, activating: ['de-rifle'], activatedThisTurn,
  units: [squad('de-rifle', 'axis', 'L8', true), squad('de-plain', 'axis', 'L8'), squad('us-line', 'allied', 'L5')],
  map: {
    geometry: { columns: 15, rows: 10 }, edges: { allied: 'top', axis: 'bottom' }, hexsides: [],
    hexes: { L8: { terrain: ['Open Ground'] }, K8: { terrain: ['Open Ground'], elevation: 1 }, K7: { terrain: ['Open Ground'], elevation: 1 }, L7: { terrain: ['Stream'] }, M8: { terrain: ['Open Ground'], markers: ['Blaze'] }, L5: { terrain: ['Open Ground'] }, L6: { terrain: ['Open Ground'] } },
  },
  los: [{ from: 'L5', to: 'K8', sight: 'blocked' }, { from: 'L5', to: 'K7', sight: 'clear' }, { from: 'L5', to: 'L8', sight: 'clear' }],
});

function contextAfter(s: MoveSituation, readings: Record<string, string>, ...hexes: string[]): MoveContext {
  const actor = createActor(moveMachine, { input: { ruleset: 'cce', readings, situation: s } }).start();
  actor.send({ type: 'CHOOSE_MOVER', units: ['de-rifle'] });
  for (const hex of hexes) {
    actor.send({ type: 'MOVE', hex });
    if (hex !== hexes.at(-1)) actor.send({ type: 'GO_AHEAD' });
  }
  return actor.getSnapshot().context;
}

describe('A39 Smoke Grenades', () => {
  const c = contextAfter(situation(), {});
  it('a unit with boxed Movement, activated to Move, may smoke its own hex or an adjacent one', () => {
    expect(smokeGrenadesProblem(c, 'de-rifle', 'L8')).toBeNull();
    expect(smokeGrenadesProblem(c, 'de-rifle', 'K8')).toBeNull();
  });
  it('not two hexes away (K7 is two from L8), not without boxed Movement, not unactivated', () => {
    expect(smokeGrenadesProblem(c, 'de-rifle', 'K7')?.rule).toBe('A39');
    expect(smokeGrenadesProblem(c, 'de-plain', 'K8')?.rule).toBe('A39');
  });
  it('not into Water Terrain (a Stream, T95) nor a Blaze', () => {
    expect(smokeGrenadesProblem(c, 'de-rifle', 'L7')?.rule).toBe('T95');
    expect(smokeGrenadesProblem(c, 'de-rifle', 'M8')?.rule).toBe('A39');
  });
});

describe('A33.2, A33.3: activating units for Op Fire', () => {
  it('into K8, which the US Squad cannot see, no activation "to fire at that hex" (entered-hex)', () => {
    expect(opFireActivationProblem(contextAfter(situation(), {}, 'K8'), ['us-line'])?.rule).toBe('A33.2');
  });
  it('under any-enemy, O20.1 alone: the other German Squad, in L8 (LOS clear, range 3 within 5), is enough', () => {
    expect(opFireActivationProblem(contextAfter(situation(), { 'cce.op-fire-activation-target': 'any-enemy' }, 'K8'), ['us-line'])).toBeNull();
  });
  it('into K7 (clear LOS, range 2 within 5), the US Squad may be activated', () => {
    expect(opFireActivationProblem(contextAfter(situation(), {}, 'K8', 'K7'), ['us-line'])).toBeNull();
  });
  it('a unit activated earlier this Turn (for Op Fire in another Move Order) may not be: A33.3', () => {
    expect(opFireActivationProblem(contextAfter(situation(['us-line']), {}, 'K8', 'K7'), ['us-line'])?.rule).toBe('A33.3');
  });
  it('the moving player\'s own unit is no Op Fire unit (O14.1)', () => {
    expect(opFireActivationProblem(contextAfter(situation(), {}, 'K8', 'K7'), ['de-plain'])?.rule).toBe('O14.1');
  });
});

describe('A26 Assault Fire: the prerequisite and the pieces', () => {
  const boxedSquad = (id: string, hex: string): Unit => ({ ...squad(id, 'axis', hex), sides: { unbroken: { morale: 7, fp: 5, range: 5, movement: 4, boxedFp: true }, broken: { morale: 5, fp: 2, range: 3, movement: 2 } } });
  const lmg = { id: 'de-lmg', type: 'mg' as const, fp: 2, range: 6, ordnance: false, smoke: false, boxedRange: false, broken: false, boxedFp: true };
  const mortar = { id: 'de-mortar', type: 'mortar' as const, fp: 4, range: 12, ordnance: true, smoke: false, boxedRange: false, broken: false, boxedFp: true };
  const at = (units: Unit[], los: MoveSituation['los'], hexes: MoveSituation['map']['hexes'] = {}): MoveContext => {
    const s = situation();
    const map = { ...s.map, hexes: { ...s.map.hexes, ...hexes } };
    const actor = createActor(moveMachine, { input: { ruleset: 'cce', readings: {}, situation: { ...s, map, activating: [units[0].id], units: [...units, squad('us-line', 'allied', 'L5')], los } } }).start();
    return actor.getSnapshot().context;
  };
  it('a boxed-FP Squad with its boxed-FP LMG, the enemy 3 hexes away in clear LOS: both may fire, as one group', () => {
    const c = at([{ ...boxedSquad('de-a', 'L8'), weapon: lmg }], [{ from: 'L8', to: 'L5', sight: 'clear' }]);
    expect(assaultFireDeclarationProblem(c, ['de-a', 'de-lmg'])).toBeNull();
  });
  it('no LOS to any enemy: the Action may not be played', () => {
    // The map lists every hex between L8 and L5, so LOS comes from it: the Woods in L6 blocks (10.2).
    expect(assaultFireDeclarationProblem(at([boxedSquad('de-a', 'L8')], [], { L6: { terrain: ['Woods'] } }), ['de-a'])?.rule).toBe('A26');
  });
  it('a Squad without boxed FP may not fire in it, nor an Ordnance Weapon (the op-fire attack states have no Targeting)', () => {
    const c = at([{ ...squad('de-a', 'axis', 'L8'), weapon: mortar }], [{ from: 'L8', to: 'L5', sight: 'clear' }]);
    expect(assaultFireDeclarationProblem(c, ['de-a'])?.rule).toBe('A26');
  });
});
