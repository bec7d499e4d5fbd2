/**
 * The edition diff on Fire with Enfilade (CC:P A39), in process. CC:E has no Enfilade (its A39 is Smoke
 * Grenades, no Action on a shot): the diff replays A39 under CC:E as `ccp:A39` (no CC:E counterpart,
 * machines/ccp/rule-map.ts), which CC:E's Fire parser refuses, and every case of the seed that plays it is
 * CC:P's only. The cases list CC:E's terms; `toEvents` holds CC:P's. Worked by hand from seed ccp:enfilade-fire-group: three Japanese Squads
 * of printed FP 4 (the Leader in B5 gives them no Command: 3.3.1.2, not "in the same hex") fire at E5 as a
 * group, X 4 + Y 2 = 6 (O27.3.1.2); each Enfilade adds "+1 for each firing piece beyond the first", 2, and two
 * are cumulative (A32): 6 + 2 + 2 = 10 FP, and 10 + 3•4 = an Attack Total of 17. Expected values are computed
 * here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../oracle/canonical';
import { parseSide } from '../oracle/diff';
import { editionDiffData } from '../oracle/edition-diff';

const d = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'fire', seeds: ['ccp:enfilade-fire-group'] });
const cases = d.groups.flatMap((g) => g.cases);
const twoEnfilades = [
  { type: 'ACTIVATE', units: ['jp-ldr', 'jp-1', 'jp-2', 'jp-3', 'jp-g'] },
  { type: 'DECLARE_SHOT', pieces: ['jp-1', 'jp-2', 'jp-3'], target: 'E5', base: 'jp-1' },
  { type: 'PLAY_ACTION', action: 'A39', player: 'axis' },
  { type: 'PLAY_ACTION', action: 'A39', player: 'axis' },
  { type: 'FIRE' },
  { type: 'ROLL', white: 3, colored: 4 },
];
type Shot = { fp: { final: number; derivation: { terms: { value: number; rule: string }[] } }; attack?: { total: number } };

describe('diff --from cce --to ccp --procedure fire (Enfilade on a Fire Group)', () => {
  it('every case playing Enfilade is CC:P\'s only: CC:E refuses A39 as an Action on the shot', () => {
    const played = cases.filter((c) => (c.toEvents ?? c.events).some((e) => (e as { action?: string }).action === 'A39'));
    expect(played.length).toBeGreaterThan(0);
    for (const c of played) {
      expect(c.kind).toBe('only-to');
      expect((c.from as { rejected: string }).rejected).toMatch(/events\[2\]\.action .*\(got "ccp:A39"\) \[rule A24\]/);
    }
  });

  it('two Enfilades on three firing pieces: 4 + 2 + 2 + 2 = 10 FP, the A39 terms 2 and 2, Attack Total 17', () => {
    const walked = cases.filter((c) => canonical((c.toEvents ?? c.events).slice(0, 6)) === canonical(twoEnfilades));
    expect(walked.length).toBeGreaterThan(0);
    for (const c of walked) {
      const shot = (c.to as { output: { shots: Shot[] } }).output.shots[0];
      expect(shot.fp.final).toBe(10);
      expect(shot.fp.derivation.terms.filter((t) => t.rule === 'A39').map((t) => t.value)).toEqual([2, 2]);
      expect(shot.attack?.total).toBe(17);
    }
  });
});
