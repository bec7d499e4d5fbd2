/**
 * The coverage reports as files: computed from one build of every registered procedure (and no
 * Cucumber run, so that the test does not depend on the last one), they are
 * byte-identical when computed twice, coverage.json validates against
 * oracle/schema/coverage.schema.json, every rule of rules.json has a page, every procedure a page and
 * an SVG diagram, and the Markdown shows the same headline figures as the JSON.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageReport, writeCoverageReports } from '../oracle/coverage';
import { validator } from '../oracle/schema';
import { loadRuleIndex } from '../machines/core/rules';
import { PROCEDURES } from '../oracle/registry';
import { buildAll } from '../oracle/vectors';

const { builds } = buildAll();
// Not reports/cucumber/messages.ndjson: another Cucumber run may rewrite it while this test reads it.
// Reading Cucumber's messages is tested on a fixed stream in coverage.cucumber.test.ts.
const messages = path.join(os.tmpdir(), 'combat-oracle-no-cucumber-run.ndjson');

describe('coverage reports', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-coverage-'));
  const first = coverageReport(builds, { reportsDir: tmp, messagesFile: messages });
  const second = coverageReport(builds, { reportsDir: tmp, messagesFile: messages });

  it('are byte-identical when computed twice', () => {
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    for (let i = 0; i < first.files.length; i++) expect(second.files[i].content === first.files[i].content, first.files[i].path).toBe(true);
  });

  it('carry no timestamp', () => {
    for (const f of first.files) expect(/\b20\d\d-\d\d-\d\dT\d\d:\d\d/.test(f.content), f.path).toBe(false);
  });

  it('coverage.json validates against its schema', () => {
    const json = JSON.parse(first.files.find((f) => f.path.endsWith('coverage.json'))!.content);
    const validate = validator('coverage.schema.json');
    const ok = validate(json);
    expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(ok).toBe(true);
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

  it('are written the same way twice, and a stale site page is removed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-coverage-write-'));
    fs.mkdirSync(path.join(dir, 'site', 'cce'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'site', 'cce', 'gone.html'), 'stale');
    const a = writeCoverageReports(builds, { reportsDir: dir, messagesFile: messages });
    const read = () => a.files.map((f) => fs.readFileSync(f.path, 'utf8'));
    const once = read();
    writeCoverageReports(builds, { reportsDir: dir, messagesFile: messages });
    expect(read()).toEqual(once);
    expect(fs.existsSync(path.join(dir, 'site', 'cce', 'gone.html'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
