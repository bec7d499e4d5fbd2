/**
 * `combat-oracle coverage` and the coverage part of `build`: gathers the inputs (the builds that
 * buildAll has just walked — never walked again here —, every ruleset's rules.json, features and
 * readings, Cucumber's messages and the rule ablation's reports/ablation.json when it exists), computes the report (./compute.ts) and writes
 * reports/coverage.json (schema: oracle/schema/coverage.schema.json), reports/coverage.md,
 * reports/headline.md and the HTML site (reports/index.html, reports/site/).
 */
import { creditedByNested, nestedKeysOf } from '../nested';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadRulebook, RULEBOOK_FILES } from '../quotes';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { loadRuleIndex } from '../../machines/core/rules';
import { PROCEDURES, RULESETS } from '../registry';
import { REPO_ROOT, type BuiltFile, type ProcedureBuild } from '../vectors';
import { computeCoverage, type CoverageInputs, type CoverageReport } from './compute';
import { ablationFigures, readAblationReport } from './ablation';
import { readCucumberMessages, type ScenarioRun } from './cucumber';
import { readFeatures } from './features';
import { coverageMarkdown, headlineMarkdown } from './markdown';
import { siteFiles, type SiteDiff } from './site';
import { diffCaseCount, diffData, parseSide, renderDiffHtml } from '../diff';
import { diffOddsOfChangedSeeds, renderDiffOddsHtml } from '../odds/diff-odds';
import { explorerFiles } from '../explorer/build';

export const DEFAULT_REPORTS_DIR = path.join(REPO_ROOT, 'reports');

export interface CoverageOptions {
  /** Where to write (default reports/). */
  reportsDir?: string;
  /** Cucumber's message file (default reports/cucumber/messages.ndjson). */
  messagesFile?: string;
  /** The scenarios, when read already (the features' stamp, oracle/features-stamp.ts): `runs` instead of the message file, named `source`. */
  scenarios?: { runs: ScenarioRun[]; source: string };
  /** The rule ablation's report (default ablation.json in reportsDir, where the site links ablation.md); absent: "ablation not run". */
  ablationFile?: string;
  /** The overlay diffs (overlayDiffs()) when already computed: they depend on the code only, and walking them is most of a report's time. */
  diffs?: SiteDiff[];
  /**
   * Whether to render the vectors pages (default true): every published vector as HTML, about two thirds
   * of the site's bytes and of its rendering time. A caller that reads only the figures and the rule
   * pages (a test of the ablation figures) leaves them out.
   */
  vectorsPages?: boolean;
}

const rel = (p: string): string => path.relative(REPO_ROOT, p).split(path.sep).join('/');

/** Each compound state's initial child, read from the machine definition (describeMachine does not record it). */
export function compoundInitials(machine: AnyStateMachine): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (node: AnyStateNode): void => {
    const target = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (node.path.length && node.type === 'compound' && target) out[node.path.join('.')] = target.path.join('.');
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return out;
}

export function coverageInputs(builds: ProcedureBuild[], messagesFile: string, ablationFile: string, scenarios?: CoverageOptions['scenarios']): CoverageInputs {
  // Overlay rulesets (errata, readings of another rulebook) share their base's machines and rules: counted once, under the base.
  const rulesets = RULESETS.filter((r) => r.base === r.id).map((r) => ({
    id: r.id,
    title: r.title,
    rules: loadRuleIndex(r.base).index.rules,
    readings: r.readings,
    features: readFeatures(REPO_ROOT, r.id),
  }));
  const procedures = builds.map((b) => {
    const spec = PROCEDURES.find((p) => p.ruleset === b.ruleset && p.procedure === b.procedure);
    return {
      ruleset: b.ruleset,
      procedure: b.procedure,
      title: spec?.title ?? b.procedure,
      section: spec?.section ?? [],
      machine: b.machine,
      vectors: b.vectors.map((v) => ({ id: v.id, seed: v.seed, rules: v.rules })),
      vectorTaken: spec ? [...b.taken, ...creditedByNested(spec, b, builds)] : b.taken,
      initials: spec ? compoundInitials(spec.machine) : {},
      nestedKeys: spec ? nestedKeysOf(spec, b.machine.transitions.map((t) => t.key)) : {},
      nested: (spec?.nested ?? []).map((n) => ({ state: n.state, procedure: n.procedure })),
    };
  });
  const runs = scenarios ? scenarios.runs : readCucumberMessages(messagesFile);
  return { rulesets, procedures, runs, runsSource: scenarios ? scenarios.source : runs ? rel(messagesFile) : null, ablation: readAblationReport(ablationFile, rel(ablationFile)) };
}

export function coverageReport(builds: ProcedureBuild[], opts: CoverageOptions = {}): { report: CoverageReport; files: BuiltFile[]; diffs: SiteDiff[] } {
  const reportsDir = opts.reportsDir ?? DEFAULT_REPORTS_DIR;
  const messagesFile = opts.messagesFile ?? path.join(DEFAULT_REPORTS_DIR, 'cucumber', 'messages.ndjson');
  // Beside the reports it is linked from (the site links ablation.md).
  const ablationFile = opts.ablationFile ?? path.join(reportsDir, 'ablation.json');
  const report = computeCoverage(
    coverageInputs(builds, messagesFile, ablationFile, opts.scenarios),
    'Generated by `combat-oracle coverage` (oracle/coverage/) from the machines, rules.json, the features, the Cucumber messages, the vectors of the build and the rule ablation.',
  );
  const json = { $schema: '../oracle/schema/coverage.schema.json', ...report };
  const diffs = opts.diffs ?? overlayDiffs();
  const files: BuiltFile[] = [
    { path: 'coverage.json', content: JSON.stringify(json, null, 2) + '\n' },
    { path: 'coverage.md', content: coverageMarkdown(report) },
    { path: 'headline.md', content: headlineMarkdown(report) },
    ...siteFiles(report, {
      cucumberReport: fs.existsSync(path.join(reportsDir, 'cucumber', 'index.html')),
      codeCoverageReport: fs.existsSync(path.join(reportsDir, 'code-coverage', 'index.html')),
      readings: Object.fromEntries(RULESETS.map((r) => [r.id, r.readings])),
      diffs,
      vectors: opts.vectorsPages === false ? [] : builds.map((b) => ({ ruleset: b.ruleset, procedure: b.procedure, vectors: b.vectors })),
      rulebooks: Object.fromEntries(RULESETS.map((r) => [r.id, { text: loadRulebook(r.base), dropLigatures: RULEBOOK_FILES[r.base]?.dropLigatures ?? false }])),
    }),
  ].map((f) => ({ path: path.join(reportsDir, f.path), content: f.content }));
  return { report, files, diffs };
}

/** Each overlay ruleset against its base (a rules editor's first question about an erratum: what changes?), over every procedure or one. */
export function overlayDiffs(procedure?: string): SiteDiff[] {
  return RULESETS.filter((r) => r.base !== r.id).map((r) => {
    const [from, to] = [parseSide(r.base, '--from'), parseSide(r.id, '--to')];
    // `procedure`: that procedure's cases only (a site of one procedure, as the browser test writes).
    const d = diffData(from, to, procedure === undefined ? {} : { procedure });
    // The exact odds of the seeds whose cases change (issue 23 item 2), below the cases.
    return { base: r.base, overlay: r.id, title: r.title, changed: diffCaseCount(d), html: renderDiffHtml(d) + renderDiffOddsHtml(diffOddsOfChangedSeeds(from, to, d)) };
  });
}

/**
 * Write the coverage reports and, beside them, the rule explorer (reports/explorer.html and its bundled
 * script, oracle/explorer/build.ts); reports/site/ is rewritten whole so that no page of a renamed procedure lingers.
 */
export function writeCoverageReports(builds: ProcedureBuild[], opts: CoverageOptions = {}): { report: CoverageReport; files: BuiltFile[]; diffs: SiteDiff[] } {
  const reportsDir = opts.reportsDir ?? DEFAULT_REPORTS_DIR;
  const out = coverageReport(builds, opts);
  out.files.push(...explorerFiles(out.report).map((f) => ({ path: path.join(reportsDir, f.path), content: f.content })));
  fs.rmSync(path.join(reportsDir, 'site'), { recursive: true, force: true });
  for (const f of out.files) {
    fs.mkdirSync(path.dirname(f.path), { recursive: true });
    fs.writeFileSync(f.path, f.content);
  }
  return out;
}

/** One line per ruleset for the terminal. */
export function coverageSummary(report: CoverageReport): string[] {
  return report.rulesets.map((rs) => {
    const h = rs.headline;
    const f = (r: { reached: number; total: number; percent: number }): string => `${r.reached}/${r.total} (${r.percent.toFixed(1)}%)`;
    return `${rs.id}: procedural rules modelled ${f(h.modelled)}, exercised by scenarios ${f(h.exercisedByScenarios)}, in vectors ${f(h.inVectors)}, decisive ${h.decisive ? `${f(h.decisive)} (${ablationFigures(h.ablation)})` : '— ablation not run'}`;
  });
}
