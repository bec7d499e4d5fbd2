/**
 * CC:P A43.1 Hidden Cave just before the moving Defender's Defense roll against Op Fire (machines/ccp/move.ts
 * placeHiddenCaveInMove), on the seed op-fire-hidden-cave: the Japanese player is the scenario Defender; his Team (Morale 7)
 * moves from F5 into the level-1 Crest hex E5, a Hidden Cave site whose LOS threads cross E5's hexside at level 0 from D5
 * (downslope) and level 1 from D4 (upslope, F102.2.1). An American Squad Op Fires at E5: 6 FP - 1 (E5 higher, T89.2) + 3•4 = 12.
 * Worked by hand from the rulebook:
 * - occupants-defend, from D4 (upslope): "units inside a cave are immune to all fire attacks emanating from a unit or weapon
 *   upslope of them" (F102.2.2): the Team, entering, makes no Defense roll.
 * - occupants-defend, from D5 (downslope): the cave's "alternate Cover of “4”" (F102.2.3): Morale 11, + 2•3 = 16 > 12, unaffected.
 * - attacked-outside, or the Team not entering: the hex's Cover 0, Morale 7, + 2•3 = 12 = 12: a moving unit's tie breaks it.
 */
import { describe, expect, it } from 'vitest';
import { ccpMoveSpec } from '../oracle/procedures/ccp/move';
import { resolveRequest } from '../oracle/resolve';
import { refusal } from './errors.helpers';

const situation = () => JSON.parse(JSON.stringify(ccpMoveSpec.seeds.find((s) => s.name === 'op-fire-hidden-cave')!.situation)) as unknown;
type Out = { state: string; output: { defenseRolls: { unit: string; morale: number; result: string }[]; caves: { hex: string; inside: string[] }[] } };
const run = (events: unknown[], readings: Record<string, string> = {}) => resolveRequest({ ruleset: 'ccp', procedure: 'move', readings, input: situation(), events }) as unknown as Out;
const opFireFrom = (firer: string) => [
  { type: 'CHOOSE_MOVER', units: ['jp-team'] }, { type: 'MOVE', hex: 'E5' }, { type: 'WAIT' }, { type: 'ACTIVATE', units: [firer] }, { type: 'OP_FIRE' },
  { type: 'DECLARE_SHOT', pieces: [firer], target: 'E5' }, { type: 'FIRE' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'jp-team' },
];
const cave = (enter: string[]) => ({ type: 'PLAY_ACTION', action: 'A43.1', player: 'axis', enter });
const roll = [{ type: 'ROLL', white: 2, colored: 3 }, { type: 'KEEP_ROLL' }];
const rolls = (o: Out) => o.output.defenseRolls.map((d) => [d.unit, d.morale, d.result]);

describe('A43.1 Hidden Cave before the moving Defender\'s Defense roll against Op Fire (reading ccp.hidden-cave-entry)', () => {
  it('occupants-defend, from upslope: the Team enters and rolls no Defense; inside the new cave it stops moving (F102.1.1), the Order at its conclusion', () => {
    const r = run([...opFireFrom('us-up'), cave(['jp-team'])]);
    expect([r.state, rolls(r), r.output.caves]).toEqual(['concludingInCaves', [], [{ hex: 'E5', inside: ['jp-team'] }]]);
    // F102.1.1: it may not walk out of the cave in the middle of the Order.
    expect(refusal(() => run([...opFireFrom('us-up'), cave(['jp-team']), { type: 'MOVE', hex: 'F5' }]))).toMatchObject({ path: 'events[11]' });
  });
  it('occupants-defend, from downslope: the cave\'s Cover 4 (Morale 11), 16 > 12, unaffected', () => {
    expect(rolls(run([...opFireFrom('us-down'), cave(['jp-team']), ...roll]))).toEqual([['jp-team', 11, 'unaffected']]);
  });
  it('attacked-outside: the hex\'s 0 (Morale 7), 12 = 12, broken (moving); the cave is placed all the same', () => {
    const r = run([...opFireFrom('us-up'), cave(['jp-team']), ...roll], { 'ccp.hidden-cave-entry': 'attacked-outside' });
    expect([rolls(r), r.output.caves]).toEqual([[['jp-team', 7, 'broken']], [{ hex: 'E5', inside: ['jp-team'] }]]);
  });
  it('no unit entering: the Team defends outside (Morale 7), broken; the empty cave is on the map', () => {
    const r = run([...opFireFrom('us-down'), cave([]), ...roll]);
    expect([rolls(r), r.output.caves]).toEqual([[['jp-team', 7, 'broken']], [{ hex: 'E5', inside: [] }]]);
  });
  it('the cave stays for the Move\'s conclusion: the Team, inside, may leave it (F102.1.1)', () => {
    const r = run([...opFireFrom('us-down'), cave(['jp-team']), ...roll, { type: 'EXIT_CAVE', unit: 'jp-team' }]);
    expect([r.state, r.output.caves]).toEqual(['done', [{ hex: 'E5', inside: [] }]]);
  });
  it('an American unit entering is refused citing F102.1; a Pillbox into the cave\'s hex afterwards citing A43.4 (F100.3)', () => {
    expect(refusal(() => run([...opFireFrom('us-down'), cave(['us-down'])]))).toMatchObject({ path: 'events[10].enter', rule: 'F102.1' });
    expect(refusal(() => run([...opFireFrom('us-down'), cave([]), { type: 'PLAY_ACTION', action: 'A43.4', player: 'axis' }]))).toMatchObject({ path: 'events[11].action', rule: 'A43.4' });
  });
  it('a situation whose caveSites name no Crest hex is refused citing A43.1', () => {
    const s = situation() as { caveSites: Record<string, unknown> };
    s.caveSites = { D5: { D6: 0 } };
    expect(refusal(() => resolveRequest({ ruleset: 'ccp', procedure: 'move', readings: {}, input: s, events: [] }))).toMatchObject({ path: 'input.caveSites.D5', rule: 'A43.1' });
  });
});
