/**
 * CC:P A47 Smoke Screen at the beginning of a Move or Advance order (machines/ccp/smoke-screen-order.ts, the shared
 * charts' edition point `smokeScreen`), on the seeds smoke-screen-before-moving (an American Squad, FP 6 Morale 7, in E5
 * activated to Move, two Smoke Screen cards; the Japanese Squad, FP 6, in E2; E6 a Swamp) and
 * smoke-screen-before-advancing (an American Squad in E5 activated to Advance, one card; smoke 3 in E4; D5 a Water
 * Barrier). Worked by hand from the rulebook:
 * - A47 c), T95: a marker drawn with Hindrance 3 into E4 leaves smoke 3 there; A47 "only the marker with the largest
 *   Hindrance will remain": a second action's 1 into it leaves the 3, a 5 replaces it.
 * - O20.5's example, then Op Fire into the smoked hex: 16.3.2 the Hindrance of smoke in the target hex comes off the FP:
 *   6 − 3 = 3; with 6•6 the Attack Total is 3 + 12 = 15; the Squad's Defense Total 7 + 6•6 = 19 > 15, unaffected.
 * - A47 "in which at least one squad was activated"; "before any activated units begin Moving or Advancing"; A32, O20.5:
 *   one card per action.
 */
import { describe, expect, it } from 'vitest';
import { ccpAdvanceSpec } from '../oracle/procedures/ccp/advance';
import { ccpMoveSpec } from '../oracle/procedures/ccp/move';
import { resolveRequest } from '../oracle/resolve';
import { refusal } from './errors.helpers';

type Shot = { target: string; fp: { final: number; hindrance: number }; attack: { total: number } };
type Out = { state: string; output: { smokeScreen?: { actions: number; placements: unknown[] }; shots: Shot[]; defenseRolls: { unit: string; defenseTotal: number; result: string }[]; advanced: unknown[] } };
const seedOf = (spec: { seeds: { name: string; situation: unknown }[] }, name: string) => JSON.parse(JSON.stringify(spec.seeds.find((s) => s.name === name)!.situation)) as Record<string, unknown>;
const move = (events: unknown[], edit: (s: Record<string, unknown>) => void = () => {}) => {
  const input = seedOf(ccpMoveSpec, 'smoke-screen-before-moving');
  edit(input);
  return resolveRequest({ ruleset: 'ccp', procedure: 'move', readings: {}, input, events }) as unknown as Out;
};
const advance = (events: unknown[], edit: (s: Record<string, unknown>) => void = () => {}) => {
  const input = seedOf(ccpAdvanceSpec, 'smoke-screen-before-advancing');
  edit(input);
  return resolveRequest({ ruleset: 'ccp', procedure: 'advance', readings: {}, input, events }) as unknown as Out;
};
const smoke = (hex: string, hindrance: number, squad = 'us-squad') => [{ type: 'PLAY_SMOKE_SCREEN' }, { type: 'CHOOSE_SMOKE_HEX', squad, hex }, { type: 'DRAW_SMOKE', hindrance }];
const opFireAtE4 = [
  { type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'MOVE', hex: 'E4' }, { type: 'WAIT' }, { type: 'ACTIVATE', units: ['jp-squad'] }, { type: 'OP_FIRE' },
  { type: 'DECLARE_SHOT', pieces: ['jp-squad'], target: 'E4' }, { type: 'FIRE' }, { type: 'ROLL', white: 6, colored: 6 }, { type: 'KEEP_ROLL' },
  { type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'ROLL', white: 6, colored: 6 }, { type: 'KEEP_ROLL' },
];

describe('A47 Smoke Screen at the beginning of a CC:P Move', () => {
  it('smoke placed in the hex the Squad then enters: the Op Fire into it has the smoke\'s Hindrance on its FP (6 − 3 = 3, Total 15)', () => {
    const r = move([...smoke('E4', 3), ...opFireAtE4]);
    expect(r.output.smokeScreen).toEqual({ actions: 1, placements: [{ action: 1, squad: 'us-squad', hex: 'E4', drawn: 3, remains: 3 }] });
    expect(r.output.shots.map((s) => [s.target, s.fp.hindrance, s.fp.final, s.attack.total])).toEqual([['E4', 3, 3, 15]]);
    expect(r.output.defenseRolls.map((d) => [d.unit, d.defenseTotal, d.result])).toEqual([['us-squad', 19, 'unaffected']]);
  });
  it('without the Smoke Screen the same Op Fire has its 6 FP (Total 18)', () => {
    const r = move(opFireAtE4);
    expect(r.output.shots.map((s) => [s.fp.hindrance, s.fp.final, s.attack.total])).toEqual([[0, 6, 18]]);
    expect(r.output.smokeScreen).toEqual({ actions: 0, placements: [] });
  });
  it('O20.5: two Smoke Screen actions; into smoke the larger Hindrance stays (3 then 1: 3; 3 then 5: 5)', () => {
    expect(move([...smoke('E4', 3), ...smoke('E4', 1), ...opFireAtE4]).output.shots[0].fp.hindrance).toBe(3);
    const r = move([...smoke('E4', 3), ...smoke('E4', 5), ...opFireAtE4]);
    expect([r.output.smokeScreen!.placements, r.output.shots[0].fp.final]).toEqual([[{ action: 1, squad: 'us-squad', hex: 'E4', drawn: 3, remains: 3 }, { action: 2, squad: 'us-squad', hex: 'E4', drawn: 5, remains: 5 }], 1]);
  });
  it('the Squad\'s only marker placed, the order waits for its first mover again', () => {
    expect(move(smoke('E5', 8)).state).toBe('choosingMover');
  });
  it('refusals name the rule: after the mover began (A47), a third card (O20.5), no card stated (A32), a Swamp (A47, F100.3), a Team (A47)', () => {
    expect(refusal(() => move([{ type: 'CHOOSE_MOVER', units: ['us-squad'] }, { type: 'PLAY_SMOKE_SCREEN' }]))).toMatchObject({ path: 'events[1].type', rule: 'A47' });
    expect(refusal(() => move([...smoke('E4', 3), ...smoke('E4', 1), { type: 'PLAY_SMOKE_SCREEN' }]))).toMatchObject({ path: 'events[6].type', rule: 'O20.5' });
    expect(refusal(() => move([{ type: 'PLAY_SMOKE_SCREEN' }], (s) => delete s.smokeScreenCards))).toMatchObject({ path: 'events[0].type', rule: 'A32' });
    expect(refusal(() => move([{ type: 'PLAY_SMOKE_SCREEN' }, { type: 'CHOOSE_SMOKE_HEX', squad: 'us-squad', hex: 'E6' }]))).toMatchObject({ path: 'events[1].hex', rule: 'A47' });
    const team = (s: Record<string, unknown>) => ((s.units as { id: string; kind: string }[])[0].kind = 'team');
    expect(refusal(() => move([{ type: 'PLAY_SMOKE_SCREEN' }], team))).toMatchObject({ path: 'events[0].type', rule: 'A47' });
  });
  it('a bad card count names the field and A32; CC:E\'s Move has no such field', () => {
    expect(refusal(() => move([], (s) => (s.smokeScreenCards = -1)))).toMatchObject({ path: 'input.smokeScreenCards', rule: 'A32' });
    const { exitPoints: _, ...cce } = seedOf(ccpMoveSpec, 'smoke-screen-before-moving');
    expect(refusal(() => resolveRequest({ ruleset: 'cce', procedure: 'move', readings: {}, input: cce, events: [] })).path).toBe('input.smokeScreenCards');
  });
});

describe('A47 Smoke Screen at the beginning of a CC:P Advance', () => {
  it('into E4 (smoke 3): a 2 leaves the 3, a 4 replaces it; then the Squad Advances', () => {
    const r = advance([...smoke('E4', 2), { type: 'ADVANCE', unit: 'us-squad', hex: 'E4' }]);
    expect([r.state, r.output.smokeScreen, r.output.advanced]).toEqual(['done', { actions: 1, placements: [{ action: 1, squad: 'us-squad', hex: 'E4', drawn: 2, remains: 3 }] }, [{ unit: 'us-squad', from: 'E5', to: 'E4' }]]);
    expect(advance(smoke('E4', 4)).output.smokeScreen!.placements).toEqual([{ action: 1, squad: 'us-squad', hex: 'E4', drawn: 4, remains: 4 }]);
  });
  it('not into the Water Barrier D5 (F100.3), nor after the Squad has advanced (A47), nor with the one card spent (O20.5)', () => {
    expect(refusal(() => advance([{ type: 'PLAY_SMOKE_SCREEN' }, { type: 'CHOOSE_SMOKE_HEX', squad: 'us-squad', hex: 'D5' }]))).toMatchObject({ path: 'events[1].hex', rule: 'A47' });
    // The Leader in E5 activated too, so the order goes on after the Squad's Advance.
    const both = (s: Record<string, unknown>) => (s.advancing = ['us-squad', 'us-ldr']);
    expect(refusal(() => advance([{ type: 'ADVANCE', unit: 'us-squad', hex: 'E4' }, { type: 'PLAY_SMOKE_SCREEN' }], both))).toMatchObject({ path: 'events[1].type', rule: 'A47' });
    expect(refusal(() => advance([...smoke('E4', 2), { type: 'PLAY_SMOKE_SCREEN' }]))).toMatchObject({ path: 'events[3].type', rule: 'O20.5' });
  });
});
