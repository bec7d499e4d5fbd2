/**
 * The edition diff on Fire with CC:P's Hidden Pillbox and Hidden Trenchline (A43.4, A43.5) before a Defense roll,
 * in process, on seed ccp:hidden-fortifications. The diff replays A43.4 under CC:E as its counterpart A35.3
 * (machines/ccp/rule-map.ts), which CC:E allows only in an Objective hex (E5 is none): refused citing A35.3;
 * A43.5 has no CC:E counterpart: replayed as `ccp:A43.5`, refused citing A24. The cases list CC:E's terms;
 * `toEvents` holds CC:P's. Worked by hand: the Japanese Squad in C5 (FP 6) rolls
 * 3•4, an Attack Total of 6 + 7 = 13, at E5 (Open Ground); the Allied player, the scenario Defender, plays A43.4
 * just before his Squad's roll: the pillbox's Cover 5 ("A pillbox gives the hex it occupies an alternate Cover of
 * 5", F105) makes its Morale 7 + 5 = 12, so a roll of 1•1 gives 14, more than 13: unaffected (O27.3.4 d); the
 * Team in E5 then rolls with the pillbox's Cover too (12). Expected values are computed here, not read from the
 * machines.
 */
import { describe, expect, it } from 'vitest';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:hidden-fortifications'] });
const cases = d.groups.flatMap((g) => g.cases);
type Defense = { unit: string; white: number; colored: number; morale: number; defenseTotal: number; result: string; derivation: { morale: { terms: { value: number; rule: string }[] } } };
const ccpEvents = (c: (typeof cases)[number]) => c.toEvents ?? c.events;
const played = (action: string) => cases.filter((c) => ccpEvents(c).some((e) => (e as { action?: string }).action === action));

describe('diff --from cce --to ccp --procedure fire (A43.4, A43.5 before a Defense roll)', () => {
  it('CC:E refuses A43.4 as its Hidden Pillbox A35.3 outside an Objective hex, and A43.5 citing A24; CC:P takes them', () => {
    for (const [action, asCce, rule] of [['A43.4', 'A35.3', 'A35.3'], ['A43.5', 'ccp:A43.5', 'A24']]) {
      expect(played(action).length).toBeGreaterThan(0);
      for (const c of played(action)) {
        expect(c.kind).toBe('only-to');
        expect((c.from as { rejected: string }).rejected).toContain(`(got "${asCce}") [rule ${rule}]`);
      }
    }
  });

  it('the Hidden Pillbox before us-1\'s 1•1: Morale 7 + 5 = 12, 12 + 2 = 14 > 13, unaffected; the Team then at Cover 5 too', () => {
    const cases11 = played('A43.4').filter((c) => {
      const evs = ccpEvents(c);
      const i = evs.findIndex((e) => (e as { action?: string }).action === 'A43.4');
      const next = evs[i + 1] as { type: string; white?: number; colored?: number };
      return (evs[i - 1] as { unit?: string }).unit === 'us-1' && next.type === 'ROLL' && next.white === 1 && next.colored === 1;
    });
    expect(cases11.length).toBeGreaterThan(0);
    for (const c of cases11) {
      const log = (c.to as { output: { defense: Defense[] } }).output.defense;
      const us1 = log.find((x) => x.unit === 'us-1')!;
      expect([us1.morale, us1.defenseTotal, us1.result]).toEqual([12, 14, 'unaffected']);
      expect(us1.derivation.morale.terms).toContainEqual(expect.objectContaining({ value: 5, rule: 'F105' }));
      const team = log.find((x) => x.unit === 'us-t');
      if (team) expect(team.morale).toBe(12);
    }
  });
});
