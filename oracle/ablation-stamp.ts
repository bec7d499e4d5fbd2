/**
 * The ablation's stamp, `oracle/ablation.stamp.json`: the outcome of the whole ablation (every ruleset,
 * chart mutants included: what `npm start` and a bare `combat-oracle ablate` run) together with the
 * build's inputs digest and the digest of the vectors it replayed (oracle/build-stamp.ts). A checkout
 * whose build stamp is fresh and whose ablation stamp names the same inputs and vectors reads the
 * ablation from it instead of replaying every vector under every mutant again (37 CPU-s here at 9,041
 * vectors and 6,902 mutant results) — the same cache as the build stamp's, one step further.
 *
 * The report read back is byte-identical to the one replayed (tests/ablation-stamp.test.ts replays one
 * ruleset and compares it with the stamp's part for it); a stale stamp costs the replay, never truth.
 * `ablate --force` always replays. The file has one line per procedure and per mutant, so that a diff of
 * it shows which mutants a change of rule, reading or vector killed or let live.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ABLATION_GENERATOR, describeMutant, runAblation, tally, type AblationReport, type MutantResult } from './ablate';
import { ABLATION_STAMP_FILE, freshFilesDigest, inputsDigest, readStamp } from './build-stamp';
import { REPO_ROOT } from './vectors';

const rel = (file: string): string => path.relative(REPO_ROOT, file).split(path.sep).join('/');

interface AblationStamp {
  generator: string;
  inputs: string;
  files: string;
  procedures: AblationReport['procedures'];
  /** Each mutant's result without its description (describeMutant gives it back), keys in the report's order. */
  mutants: Omit<MutantResult, 'description'>[];
}

/** The stamp's text for a whole ablation of the build described by `inputs` and `files`. */
export function ablationStampContent(report: AblationReport, inputs: string, files: string): string {
  const mutants = report.mutants.map(({ description: _description, ...rest }) => rest);
  return [
    '{',
    `  "generator": ${JSON.stringify(`combat-oracle ablate: the whole ablation of the vectors built from the sources the digests name (${rel(path.join(REPO_ROOT, 'oracle', 'ablation-stamp.ts'))}). Do not edit.`)},`,
    `  "inputs": ${JSON.stringify(inputs)},`,
    `  "files": ${JSON.stringify(files)},`,
    '  "procedures": [',
    report.procedures.map((p) => `    ${JSON.stringify(p)}`).join(',\n'),
    '  ],',
    '  "mutants": [',
    mutants.map((m) => `    ${JSON.stringify(m)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** The report a stamp holds: descriptions and the per-rule and total tallies computed again, as runAblation orders them. */
export function reportFromStamp(stamp: Pick<AblationStamp, 'procedures' | 'mutants'>): AblationReport {
  const mutants: MutantResult[] = stamp.mutants.map((m) => ({ ...m, description: describeMutant(m) }));
  const { rules, totals, rulesetTotals } = tally(mutants);
  return { generator: ABLATION_GENERATOR, procedures: stamp.procedures, totals, rulesetTotals, rules, mutants };
}

/** The committed whole ablation when its stamp matches these sources and a fresh build stamp's vectors, else why not. */
export function committedAblation(inputs = inputsDigest()): { report: AblationReport } | { why: string } {
  const files = freshFilesDigest(inputs);
  if (!files) return { why: 'the build stamp is stale (the vectors are walked again)' };
  const read = readStamp<AblationStamp>(ABLATION_STAMP_FILE);
  if ('why' in read) return read;
  const stamp = read.stamp;
  if (stamp.inputs !== inputs) return { why: 'the sources changed since the committed ablation' };
  if (stamp.files !== files) return { why: 'the vectors changed since the committed ablation' };
  return { report: reportFromStamp(stamp) };
}

/**
 * The whole ablation (no filter, chart mutants included): read from a fresh stamp, else replayed and the
 * stamp written beside the build's (when the build stamp is fresh, as it is right after a build).
 */
export function wholeAblation(opts: { force?: boolean; progress?: (m: string) => void } = {}): { report: AblationReport; reused: boolean } {
  const say = opts.progress ?? (() => {});
  const inputs = inputsDigest();
  const committed = opts.force ? { why: 'ablate --force' } : committedAblation(inputs);
  if ('report' in committed) {
    say(`ablate: the vectors and sources are those of ${rel(ABLATION_STAMP_FILE)}: read, not replayed again (--force replays)`);
    return { report: committed.report, reused: true };
  }
  say(`ablate: replaying every vector under every mutant: ${committed.why}`);
  const report = runAblation({ progress: opts.progress });
  const files = freshFilesDigest(inputs);
  if (files) fs.writeFileSync(ABLATION_STAMP_FILE, ablationStampContent(report, inputs, files));
  return { report, reused: false };
}
