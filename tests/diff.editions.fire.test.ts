/**
 * The edition diff on Fire (issue 19: "the edition diff works on Fire"): one situation, walked under both
 * editions, in process. Worked by hand from the two rulebooks: the CC:P O27.3.4 example's Attack Total is
 * 19 (four 6-FP Squads: X 6 + Y 3 = 9 FP, O20.3.1.2 = O27.3.1.2, plus a roll of 4+6). A Team of Morale 7
 * rolling 1+1 has a Defense Total of 9: less than 19, so CC:E O20.3.4 breaks it; half (or less) of 19, so
 * CC:P O27.3.4 a) eliminates it, and its owner's opponent gains its 1 VP (CC:E 7.1 = CC:P 14.1). A roll of
 * 1+2 (10, more than half) breaks it in both: no difference. Expected values are computed here, not read
 * from the machines.
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../oracle/canonical';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:rulebook-defense-example'] });
const cases = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const prefix = [
  { type: 'ACTIVATE', units: ['jp-ldr', 'jp-1', 'jp-2', 'jp-3', 'jp-4'] },
  { type: 'DECLARE_SHOT', pieces: ['jp-1', 'jp-2', 'jp-3', 'jp-4'], target: 'E5', base: 'jp-1' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 4, colored: 6 },
  { type: 'KEEP_ROLL' },
  { type: 'CHOOSE_UNIT', unit: 'us-t1' },
];
type Outcome = { output: { defense: { unit: string; result: string; defenseTotal: number; attackTotal: number }[]; eliminated: string[] } };
const t1 = (o: Outcome) => o.output.defense.find((r) => r.unit === 'us-t1' && r.result !== 'canceled')!;
/** The cases whose events begin with the prefix and then the first Team's Defense Roll `white`+`colored`. */
const after = (white: number, colored: number) => cases.filter((x) => canonical(x.c.events.slice(0, 7)) === canonical([...prefix, { type: 'ROLL', white, colored }]));

describe('diff --from cce --to ccp --procedure fire (the O27.3.4 example)', () => {
  it('walks only the seed asked for', () => {
    expect(d.procedures.map((p) => [p.procedure, p.seeds])).toEqual([['fire', ['ccp:rulebook-defense-example']]]);
  });

  it('a Defense Total of 9 against 19: broken under CC:E O20.3.4, eliminated under CC:P O27.3.4 a), listed under O20.3.4 = O27.3.4', () => {
    const listed = after(1, 1);
    expect(listed.length).toBeGreaterThan(0);
    for (const x of listed) {
      expect(x.c.kind).toBe('changed');
      expect(x.rules.map((r) => [r.base, r.edition])).toContainEqual([['7.1'], ['14.1']]);
      const from = x.c.from as Outcome;
      const to = x.c.to as Outcome;
      expect([t1(from).attackTotal, t1(from).defenseTotal, t1(from).result]).toEqual([19, 9, 'broken']);
      expect([t1(to).attackTotal, t1(to).defenseTotal, t1(to).result]).toEqual([19, 9, 'eliminated']);
      expect([from.output.eliminated.includes('us-t1'), to.output.eliminated.includes('us-t1')]).toEqual([false, true]);
    }
  });

  it('a Defense Total of 10 against 19 breaks the Team in both editions: that roll alone is no difference', () => {
    const walked = after(1, 2);
    expect(walked.length).toBeGreaterThan(0); // listed for the other units' rolls, not for this one
    for (const x of walked) expect([t1(x.c.from as Outcome).result, t1(x.c.to as Outcome).result, t1(x.c.to as Outcome).defenseTotal]).toEqual(['broken', 'broken', 10]);
  });
});

/*
 * The edition diff on Fire at an overstacked hex (CC:P 15.2.2, T81.3.2; CC:E 8.2 lowers no Cover): worked by
 * hand. Seed ccp:overstacked-by-one: two Allied Squads (Morale 7, 4 figures each: 8, one above 7) in a
 * Building (Cover 3); the Japanese Squad's 6 FP and a roll of 4+4 make an Attack Total of 14. The first
 * Squad to roll, rolling a sum of 4: under CC:E its Morale is 7 + 3 = 10, its Defense Total 14 ties and
 * suppresses it (O20.3.4); under CC:P its Morale is 7 + 3 − 1 = 9, its Defense Total 13 is less than 14 and
 * more than half of it, so it breaks (O27.3.4 b). Expected values are computed here, not read from the machines.
 */

const dStack = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:overstacked-by-one'] });
const stackCases = dStack.groups.flatMap((g) => g.cases.map((c) => ({ rules: g.rules, c })));
const stackPrefix = [
  { type: 'ACTIVATE', units: ['jp-1'] },
  { type: 'DECLARE_SHOT', pieces: ['jp-1'], target: 'D5' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 4, colored: 4 },
  { type: 'KEEP_ROLL' },
  { type: 'CHOOSE_UNIT', unit: 'us-1' },
];
type StackOutcome = { output: { defense: { unit: string; result: string; morale: number; defenseTotal: number; attackTotal: number }[] } };
const first = (o: StackOutcome) => o.output.defense.find((r) => r.unit === 'us-1' && r.result !== 'canceled')!;
const rollOf = (e: unknown) => e as { type: string; white: number; colored: number };

describe('diff --from cce --to ccp --procedure fire (an overstacked Building)', () => {
  it('a Defense Roll of 4 against 14: suppressed with Morale 10 under CC:E, broken with Morale 9 under CC:P', () => {
    const listed = stackCases.filter((x) => canonical(x.c.events.slice(0, 6)) === canonical(stackPrefix) && rollOf(x.c.events[6]).type === 'ROLL' && rollOf(x.c.events[6]).white + rollOf(x.c.events[6]).colored === 4);
    expect(listed.length).toBeGreaterThan(0);
    for (const x of listed) {
      expect(x.c.kind).toBe('changed');
      const from = first(x.c.from as StackOutcome);
      const to = first(x.c.to as StackOutcome);
      expect([from.attackTotal, from.morale, from.defenseTotal, from.result]).toEqual([14, 10, 14, 'suppressed']);
      expect([to.attackTotal, to.morale, to.defenseTotal, to.result]).toEqual([14, 9, 13, 'broken']);
    }
  });
});
