/**
 * The ccp reading of a Fire Group on both slopes of a cave is executable and observable:
 * ccp.cave-fire-group-slope = all-upslope changes a case of the ccp Fire seeds. By hand (F102.2.2, F102.2.3,
 * O27.3.1.2, T89.2): the Squads in D5 (downslope) and D4 (upslope) fire at the cave hex E5 as a group,
 * 6 + 1 - 1 = 6 FP; under any-upslope the Squad inside the cave is immune and makes no Defense Roll, under
 * all-upslope it rolls with Morale 7 + the cave's 4 = 11.
 */
import { describe, expect, it } from 'vitest';
import { findDistinguishingCase } from '../oracle/diff';

type Out = { output?: { defense?: { unit: string; morale: number }[] } };
const parse = (o: unknown): Out => JSON.parse(typeof o === 'string' ? o : JSON.stringify(o)) as Out;

describe('ccp.cave-fire-group-slope', () => {
  it('all-upslope vs any-upslope: the Fire Group from both slopes reaches the occupant only under all-upslope', () => {
    // A case walked under all-upslope, in which jp-in rolls: under any-upslope that roll is refused (no Defense Roll is owed).
    const found = findDistinguishingCase('ccp', 'ccp.cave-fire-group-slope', 'all-upslope', ['fire'], { walkedUnderAlternative: true, seeds: ['cave-fire-group-both-slopes'] });
    expect(found?.seed).toBe('cave-fire-group-both-slopes');
    const chooses = found!.events.findIndex((e) => e.type === 'CHOOSE_UNIT' && (e as { unit?: string }).unit === 'jp-in');
    expect(chooses).toBeGreaterThan(0);
    // Under any-upslope the CHOOSE_UNIT naming the immune occupant moves nothing (defenseUnitMayRoll refuses it)
    // and the Defense Roll after it has no unit choosing it: that ROLL is the rejected event.
    expect(found!.default).toBe(`rejected at ${chooses + 1}`);
    expect(parse(found!.alternative).output?.defense?.find((d) => d.unit === 'jp-in')?.morale).toBe(11);
  });
});
