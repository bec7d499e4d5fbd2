/**
 * CC:P aircraft against a cave (reading ccp.aircraft-cave, machines/ccp/asset-request.ts aircraftCaveDefense), on the seed
 * aircraft-cave-occupants-only: the only Japanese unit, the Squad jp-in (Morale 7), is inside the cave in the level-1 Crest
 * hex E5 (Cover 0); the American aircraft is in E9. Worked by hand:
 * - Strafing facing 1: the line E8 … E1; the fighter's 9 FP + 3•4 = 16 against E5. cover-8: jp-in 7 + 8 + 1•1 = 17 > 16,
 *   unaffected; hex-cover: 7 + 0 + 1•1 = 9 > 8 (half of 16) and < 16, broken; immune: the fighter sees no unit in
 *   E5 (F102.2.2), no hex of the line is strafed: the Run ends with no attack.
 * - Bombing: under immune no hex holds an enemy unit the dive bomber sees (O24.4 a): the Run skips to d).
 */
import { describe, expect, it } from 'vitest';
import { ASSET_REQUEST_SEEDS } from '../oracle/procedures/ccp/asset-request';
import { resolveRequest } from '../oracle/resolve';

const situation = () => JSON.parse(JSON.stringify(ASSET_REQUEST_SEEDS().find((s) => s.name === 'aircraft-cave-occupants-only')!.situation)) as unknown;
type Out = { state: string; output: { impacts: { hex: string; total: number }[]; defense: { unit: string; morale: number; result: string }[]; aircraft: object } };
const run = (reading: string, events: unknown[]) => resolveRequest({ ruleset: 'ccp', procedure: 'asset-request', readings: { 'ccp.aircraft-cave': reading }, input: situation(), events }) as unknown as Out;
const strafe = [{ type: 'STRAFING_RUN', facing: 1 }, { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-in' }, { type: 'ROLL', white: 1, colored: 1 }, { type: 'KEEP_ROLL' }];

describe('ccp.aircraft-cave: a Strafing Run over a cave whose only unit is inside', () => {
  it('cover-8: E5 is strafed, jp-in defends with the cave\'s 8 (Morale 15): 17 > 16, unaffected', () => {
    const r = run('cover-8', strafe);
    expect(r.output.impacts.map((i) => [i.hex, i.total])).toEqual([['E5', 16]]);
    expect(r.output.defense.map((d) => [d.unit, d.morale, d.result])).toEqual([['jp-in', 15, 'unaffected']]);
  });
  it('hex-cover: jp-in defends with the hex\'s 0 (Morale 7): 9, broken', () => {
    expect(run('hex-cover', strafe).output.defense.map((d) => [d.unit, d.morale, d.result])).toEqual([['jp-in', 7, 'broken']]);
  });
  it('immune: the fighter sees no unit on its line; the Run ends with no attack, the fighter removed', () => {
    const r = run('immune', [{ type: 'STRAFING_RUN', facing: 1 }]);
    expect([r.state, r.output.impacts, r.output.defense, r.output.aircraft]).toEqual(['strafingRunEnded', [], [], {}]);
  });
});

describe('ccp.aircraft-cave: a Bombing Run at a cave whose only unit is inside', () => {
  it('immune: no target, the dive bomber removed; cover-8: E5 may be targeted', () => {
    const immune = run('immune', [{ type: 'BOMBING_RUN' }]);
    expect([immune.state, immune.output.impacts, immune.output.aircraft]).toEqual(['bombingRunEnded', [], {}]);
    expect(run('cover-8', [{ type: 'BOMBING_RUN' }, { type: 'BOMB_TARGET', hex: 'E5' }]).state).toBe('rollingBombTargeting');
  });
});
