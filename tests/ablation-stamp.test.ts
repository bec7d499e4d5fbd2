/**
 * oracle/ablation-stamp.ts: the whole ablation read from oracle/ablation.stamp.json gives the same report,
 * byte for byte, as replaying it (issue 24: "answers byte-identical with and without the cache").
 * Replaying all of it costs about 37 CPU-s; one ruleset's part (cs: every procedure, chart mutants
 * included) is replayed here and compared with the stamp's part for it. A ruleset's part is what
 * `ablate --ruleset` gives: a mutant killed by one procedure's vectors is not replayed over another's of
 * the same ruleset only (oracle/ablate.ts), so the rulesets do not interact.
 */
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderAblationMarkdown, runAblation, tally, type AblationReport } from '../oracle/ablate';
import { ablationStampContent, committedAblation, reportFromStamp } from '../oracle/ablation-stamp';
import { ABLATION_STAMP_FILE } from '../oracle/build-stamp';

const asText = (r: AblationReport) => JSON.stringify(r, null, 2) + '\n';

/** The part of a whole report that one ruleset's vectors replayed, tallied again. */
function part(r: AblationReport, ruleset: string): AblationReport {
  const mutants = r.mutants.filter((m) => m.ruleset === ruleset);
  const { totals, rulesetTotals, rules } = tally(mutants);
  return { generator: r.generator, procedures: r.procedures.filter((p) => p.ruleset === ruleset), totals, rulesetTotals, rules, mutants };
}

describe('the ablation stamp', () => {
  const replayed = runAblation({ ruleset: 'cs' });

  it('gives back, through its text, the report it was written from: the same JSON and Markdown bytes', () => {
    expect(replayed.totals.mutants).toBeGreaterThan(300);
    const back = reportFromStamp(JSON.parse(ablationStampContent(replayed, 'i'.repeat(64), 'f'.repeat(64))));
    expect(asText(back)).toBe(asText(replayed));
    expect(renderAblationMarkdown(back)).toBe(renderAblationMarkdown(replayed));
  });

  it('holds, for the cs ruleset, exactly what replaying its vectors gives (run `npm start` and commit oracle/ablation.stamp.json if this fails)', () => {
    // A stale stamp (sources edited since `npm start`) is compared too: its cs part must still hold unless cs changed.
    const committed = committedAblation();
    const whole = 'report' in committed ? committed.report : reportFromStamp(JSON.parse(fs.readFileSync(ABLATION_STAMP_FILE, 'utf8')));
    expect(asText(part(whole, 'cs'))).toBe(asText(replayed));
  });

  it('is not read for other sources than the build stamp names, and says why', () => {
    expect(committedAblation('0'.repeat(64))).toEqual({ why: 'the build stamp is stale (the vectors are walked again)' });
  });
});
