/**
 * Imported by tests/build.test.ts, whose build it shares (tests/support/shared-build.ts).
 *
 * The coverage reports as files: computed from one build of every registered procedure (and no
 * Cucumber run, so that the test does not depend on the last one), they are
 * byte-identical when computed twice, coverage.json validates against
 * oracle/schema/coverage.schema.json, every rule of rules.json has a page, every procedure a page and
 * an SVG diagram, and the Markdown shows the same headline figures as the JSON. Without an ablation
 * report (a path that does not exist, so that the test does not depend on the last `ablate`) and with a
 * small hand-made one.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageReport, writeCoverageReports } from '../oracle/coverage';
import { validator } from '../oracle/schema';
import { loadRuleIndex } from '../machines/core/rules';
import { PROCEDURES } from '../oracle/registry';
import { sharedBuild } from './support/shared-build';

// The overlay diffs come with the shared build (walked with it, or kept in its stamp: oracle/build-stamp.ts);
// their walk is tested in diff.overlays.test.ts, and the build test checks a walked build gives the committed files.
const { builds, overlayDiffs: builtDiffs } = sharedBuild();
// Not reports/cucumber/messages.ndjson: another Cucumber run may rewrite it while this test reads it.
// Reading Cucumber's messages is tested on a fixed stream in coverage.cucumber.test.ts.
const messages = path.join(os.tmpdir(), 'combat-oracle-no-cucumber-run.ndjson');
const noAblation = path.join(os.tmpdir(), 'combat-oracle-no-ablation-run.json');

describe('coverage reports', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-coverage-'));
  const first = coverageReport(builds, { reportsDir: tmp, messagesFile: messages, ablationFile: noAblation, diffs: builtDiffs });
  const diffs = first.diffs;
  // The reports written to another directory: a second rendering of every page from the same build and diffs
  // (that the two are byte-identical is checked below, and that the files hold what was computed), with a
  // stale page of an earlier site in the directory, which the writing must remove.
  const written = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-coverage-write-'));
  fs.mkdirSync(path.join(written, 'site', 'cce'), { recursive: true });
  fs.writeFileSync(path.join(written, 'site', 'cce', 'gone.html'), 'stale');
  const second = writeCoverageReports(builds, { reportsDir: written, messagesFile: messages, ablationFile: noAblation, diffs });
  const rel = (root: string, f: { path: string }) => path.relative(root, f.path).split(path.sep).join('/');
  // The explorer's files come after the reports, which are in the computed order (writeCoverageReports).
  const secondReports = second.files.slice(0, first.files.length);
  // O22.3's one mutant killed (decisive), T78.3 one of two surviving (not decisive); Recover's vector count as built, every other procedure missing (stale).
  const recoverVectors = builds.find((b) => b.ruleset === 'cce' && b.procedure === 'recover')!.vectors.length;
  const ablationFile = path.join(tmp, 'ablation.json');
  fs.writeFileSync(
    ablationFile,
    JSON.stringify({
      procedures: [{ procedure: 'recover', vectors: recoverVectors, mutants: 3, killed: 2, equivalent: 0, survivors: 1 }],
      rules: [
        { rule: 'O22.3', mutants: 1, killed: 1, equivalent: 0, survivors: [] },
        { rule: 'T78.3', mutants: 2, killed: 1, equivalent: 0, survivors: ['recover: flips the sign of every term of T78.3'] },
      ],
    }),
  );
  // The figures, the Markdown and CC:E's rule pages are what this one is read for: CC:E's builds only, no diffs and
  // no vectors pages (the whole site is rendered twice above).
  const ablated = coverageReport(
    builds.filter((b) => b.ruleset === 'cce'),
    { reportsDir: tmp, messagesFile: messages, ablationFile, diffs: [], vectorsPages: false },
  );

  it('are byte-identical when computed twice', () => {
    expect(secondReports.map((f) => rel(written, f))).toEqual(first.files.map((f) => rel(tmp, f)));
    for (let i = 0; i < first.files.length; i++) expect(secondReports[i].content === first.files[i].content, first.files[i].path).toBe(true);
  });

  it('carry no timestamp', () => {
    for (const f of first.files) expect(/\b20\d\d-\d\d-\d\dT\d\d:\d\d/.test(f.content), f.path).toBe(false);
  });

  it('coverage.json validates against its schema, with and without an ablation report', () => {
    for (const r of [first, ablated]) {
      const json = JSON.parse(r.files.find((f) => f.path.endsWith('coverage.json'))!.content);
      const validate = validator('coverage.schema.json');
      const ok = validate(json);
      expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it('show the decisive status in the headline, the Markdown, the overview and the rule pages', () => {
    const file = (r: typeof first, name: string) => r.files.find((f) => path.relative(tmp, f.path).split(path.sep).join('/') === name)!.content;
    const h = ablated.report.rulesets.find((r) => r.id === 'cce')!.headline;
    expect(h.decisive!.reached).toBe(1); // O22.3 (procedural); T78.3 has a survivor
    expect(h.ablation!.stale).toContain('rout: not replayed by the ablation');
    expect(file(ablated, 'headline.md')).toContain(`| ${h.decisive!.reached}/${h.decisive!.total} (${h.decisive!.percent.toFixed(1)}%) (ablation: 3 mutants of 2 rules, 2 killed, 0 equivalent, 1 surviving; stale, rerun \`combat-oracle ablate\`) |`);
    expect(file(ablated, 'coverage.md')).toContain('| T78.3 | Cover | yes | 2 | 1 | 0 | exercised, not decisive: recover: flips the sign of every term of T78.3 |');
    expect(file(ablated, 'index.html')).toContain('decisive (1)<br><small>ablation: 3 mutants of 2 rules');
    expect(file(ablated, 'site/cce/rules/T78.3.html')).toContain('<ul class="survivors"><li>recover: flips the sign of every term of T78.3</li></ul>');
    expect(file(ablated, 'site/cce/rules/O22.3.html')).toContain('<span class="decisive-badge decisive-decisive">decisive</span> 1 mutant: 1 killed, 0 equivalent, 0 surviving.');
    expect(file(first, 'headline.md')).toContain(' | ablation not run |');
    expect(file(first, 'site/cce/rules/O22.3.html')).toContain('<span class="decisive-badge decisive-ablation-not-run">ablation not run</span> The rule ablation has not run');
    // A diff page ends with the exact odds of the seeds its changed cases come from (issue 23 item 2):
    // CC:P's E56 gives the Deploy to its reader, so seed deploy's first-legal outcome goes from certain to impossible.
    expect(file(first, 'site/cce/diff-cce-ccp-clarified.html')).toMatch(/<section class="diff-odds">[^]*<h3>event \/ deploy<\/h3>[^]*<tr class="moved"><td>1 \(1\.0000\)<\/td><td>0 \(0\.0000\)<\/td><td>resolved<\/td>/);
  });

  it('have a page per rule, and a page and a diagram per procedure', () => {
    const names = new Set(first.files.map((f) => path.relative(tmp, f.path).split(path.sep).join('/')));
    for (const r of loadRuleIndex('cce').index.rules) expect(names.has(`site/cce/rules/${r.id}.html`), r.id).toBe(true);
    for (const p of PROCEDURES) {
      expect(names.has(`site/${p.ruleset}/${p.procedure}.html`)).toBe(true);
      expect(names.has(`site/${p.ruleset}/${p.procedure}.svg`)).toBe(true);
    }
    for (const n of ['index.html', 'coverage.json', 'coverage.md', 'headline.md', 'site/style.css']) expect(names.has(n), n).toBe(true);
  });

  it('agree between the JSON and the Markdown headline', () => {
    const rs = first.report.rulesets.find((r) => r.id === 'cce')!;
    const h = rs.headline;
    const headline = first.files.find((f) => f.path.endsWith('headline.md'))!.content;
    expect(headline).toContain(`| ${h.proceduralRules} | ${h.modelled.reached}/${h.modelled.total} (${h.modelled.percent.toFixed(1)}%) |`);
    // Recover is complete: every transition is taken by a vector.
    const recover = rs.procedures.find((p) => p.procedure === 'recover')!;
    expect(recover.figures.transitionsByVectors.reached).toBe(recover.figures.transitionsByVectors.total);
    expect(rs.rules.find((r) => r.id === 'O22.3')!.transitions.length).toBeGreaterThan(0);
  });

  it('are written as computed, with the rule explorer beside them, and a stale site page is removed', () => {
    for (const f of second.files) expect(fs.readFileSync(f.path, 'utf8') === f.content, rel(written, f)).toBe(true);
    expect(second.files.length).toBeGreaterThan(first.files.length); // and the explorer's files
    expect(fs.existsSync(path.join(written, 'explorer.html'))).toBe(true);
    expect(fs.existsSync(path.join(written, 'site', 'cce', 'gone.html'))).toBe(false);
    fs.rmSync(written, { recursive: true, force: true });
  });
});
