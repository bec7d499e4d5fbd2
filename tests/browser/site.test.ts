/**
 * The coverage site in a real browser: headless Chromium (Debian's `chromium`, driven by
 * playwright-core) opens the generated site from the file system, with no network, and checks that the
 * overview table and a procedure's statechart render, that links lead to real pages, and that the
 * console shows no error.
 *
 * Also what only a browser shows (issue 15.17-15.21): the status filter of the rules table, the zoom
 * and go-to controls of a statechart, the whole rule text with its quoted parts marked, and vector ids
 * that lead to the vector.
 *
 * Chromium: tests/browser/chromium.ts (the one npm ci installs, or Debian's); set
 * COMBAT_ORACLE_SKIP_BROWSER=1 to skip this test visibly instead.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlayDiffs, writeCoverageReports } from '../../oracle/coverage';
import { getProcedure } from '../../oracle/registry';
import { buildProcedure } from '../../oracle/vectors';
import { describeMachine } from '../../machines/core/describe';
import { collapseNested } from '../../oracle/coverage/diagram';
import { launchChromium } from './chromium';
import { loadRulebook } from '../../oracle/quotes';

const SKIP = process.env.COMBAT_ORACLE_SKIP_BROWSER === '1';
if (SKIP) process.stderr.write('\n*** SKIPPED: the browser test of the coverage site (COMBAT_ORACLE_SKIP_BROWSER=1) ***\n\n');

describe.skipIf(SKIP)('the coverage site in headless Chromium', () => {
  let browser: Browser;
  let dir: string;
  const problems: string[] = [];
  const recover = getProcedure('cce', 'recover');
  const machine = describeMachine(recover.machine);
  /** What the diagram draws: the machine with each nested chart collapsed to its box. */
  const drawn = collapseNested(
    { id: 'recover', initial: machine.initial, states: machine.states.map((x) => ({ id: x.id, type: x.type, reach: 'none' as const })), transitions: machine.transitions.map((t) => ({ ...t, reach: 'none' as const })) },
    (recover.nested ?? []).map((n) => n.state),
  );

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-site-'));
    // A site of Recover alone: its overlay diff pages too (every procedure's are walked by npm start, and
    // checked as HTML in tests/coverage.report.suite.ts).
    writeCoverageReports([buildProcedure(recover)], { reportsDir: dir, messagesFile: path.join(dir, 'no-cucumber-run.ndjson'), diffs: overlayDiffs('recover') });
    browser = await launchChromium();
  }, 120_000); // on a fresh machine the first launch unpacks Chromium from the npm package (several seconds, more beside another worker)

  afterAll(async () => {
    await browser?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function open(file: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()} (${page.url()})`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) problems.push(`network request: ${r.url()}`);
    });
    await page.goto(pathToFileURL(path.join(dir, file)).href);
    return page;
  }

  /** Every relative link of the page points at a file that exists. */
  async function checkLinks(page: Page): Promise<number> {
    const raw = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as unknown as { getAttribute(n: string): string }).getAttribute('href')));
    const hrefs = raw.map((h) => new URL(h, page.url()).href);
    const broken = hrefs.filter((h) => h.startsWith('file:') && !fs.existsSync(fileURLToPath(h.split('#')[0])));
    expect(broken).toEqual([]);
    return hrefs.length;
  }

  it('renders the overview table, and its links work', async () => {
    const page = await open('index.html');
    expect(await page.title()).toBe('Rule-path coverage');
    await expect(page.locator('#ruleset-cce h2').textContent()).resolves.toContain('Combat Commander: Europe');
    const rows = page.locator('#ruleset-cce table.rules tbody tr');
    expect(await rows.count()).toBe(298);
    expect(await page.locator('#ruleset-cce table.procedures tbody tr').count()).toBe(1);
    await expect(page.locator('#ruleset-cce table.rules tbody tr:has(a:text-is("O22.3")) .badge').textContent()).resolves.toBe('covered');
    // Modelled, exercised by scenarios, in vectors, decisive (no ablation.json in this reports directory: not run).
    // Four figures per ruleset headline (modelled, exercised, in vectors, decisive), one headline per ruleset.
    expect(await page.locator('.headline .figure').count()).toBe(4 * (await page.locator('section.ruleset').count()));
    await expect(page.locator('#decisive-cce').textContent()).resolves.toContain('decisive: ablation not run');
    await expect(page.locator('#ruleset-cce table.rules tbody tr:has(a:text-is("O22.3")) .decisive-badge').textContent()).resolves.toBe('ablation not run');
    expect(await checkLinks(page)).toBeGreaterThan(298);
    await page.close();
  });

  it("draws a procedure's statechart, and its rule links lead to the rule's page", async () => {
    const page = await open('index.html');
    await page.locator('a.procedure-link', { hasText: 'recover' }).click();
    await page.waitForURL(/site\/cce\/recover\.html$/);
    const svg = page.locator('#diagram svg.statechart');
    await expect(svg.isVisible()).resolves.toBe(true);
    const box = await svg.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(300);
    // The nested Event, Sniper and Time advance charts are drawn as one box each (their own pages draw them).
    expect(await svg.locator('g.state').count()).toBe(drawn.states.length);
    expect(await svg.locator('g.transition').count()).toBe(drawn.transitions.length);
    expect(await svg.locator('path.edge').count()).toBeGreaterThan(0);
    // Every state box really has a size on screen (the SVG is laid out, not just present).
    for (const s of await svg.locator('g.state rect').all()) expect((await s.boundingBox())!.width).toBeGreaterThan(50);
    await checkLinks(page);
    await svg.locator('a.rule-link', { hasText: 'O22.3' }).first().click();
    await page.waitForURL(/rules\/O22\.3\.html$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('O22.3 Rally Roll');
    await expect(page.locator('blockquote').first().textContent()).resolves.toContain('A Rally Roll can have one of three effects');
    await checkLinks(page);
    await page.locator('.crumbs a', { hasText: 'cce' }).click();
    await page.waitForURL(/index\.html#ruleset-cce$/);
    await page.close();
  });

  it('filters the rules table by status, and lists the rules not modelled', async () => {
    const page = await open('index.html');
    const notModelled = await page.locator('#ruleset-cce ul.not-modelled li').count();
    expect(notModelled).toBeGreaterThan(0);
    await expect(page.locator('#not-modelled-cce').textContent()).resolves.toBe(`Not modelled (${notModelled})`);
    const rows = page.locator('#ruleset-cce table.rules tbody tr');
    const visible = () => rows.evaluateAll((trs) => trs.filter((tr) => !(tr as unknown as { hidden: boolean }).hidden).length);
    await page.locator('#ruleset-cce form.status-filter input[value="not-modelled"]').check();
    expect(await visible()).toBe(notModelled);
    expect(await page.locator('#ruleset-cce table.rules tbody tr:not([hidden]) .badge').allTextContents()).toEqual(Array(notModelled).fill('not modelled'));
    await page.locator('#ruleset-cce form.status-filter input[value="all"]').check();
    expect(await visible()).toBe(298);
    await page.close();
  });

  it('zooms the statechart, goes to a state, and tells coverage by a mark as well as by colour', async () => {
    const page = await open('site/cce/recover.html');
    const svg = page.locator('#diagram svg.statechart');
    const width = async () => (await svg.boundingBox())!.width;
    const at100 = await width();
    await page.click('#zoom-in');
    expect(Math.round(await width())).toBe(Math.round(at100 * 1.25));
    await expect(page.locator('#zoom-level').textContent()).resolves.toBe('125%');
    await page.click('#zoom-fit');
    const box = (await page.locator('#diagram').boundingBox())!;
    expect(await width()).toBeLessThanOrEqual(box.width);
    await page.click('#zoom-reset');
    expect(Math.round(await width())).toBe(Math.round(at100));
    await page.selectOption('#find-state', 'consideringReroll');
    expect(await page.locator('#find-state option').count()).toBe(drawn.states.length + 1);
    // Each transition label starts with its mark; the legend explains the four marks.
    const firsts = await svg.locator('g.transition').evaluateAll((gs) => gs.map((g) => (g as unknown as { querySelector(s: string): { textContent: string } }).querySelector('text')!.textContent));
    expect(firsts.length).toBe(drawn.transitions.length);
    for (const t of firsts) expect(t).toMatch(/^[✓SV✗] /);
    expect(await page.locator('table.legend code.mark').allTextContents()).toEqual(['✓', 'S', 'V', '✗', '▭']);
    await page.close();
  });

  it("shows a rule's whole text with the quoted parts marked, and links its vectors to their page", async () => {
    const page = await open('site/cce/rules/O22.3.html');
    if (loadRulebook('cce')) {
      await expect(page.locator('.rule-text').textContent()).resolves.toMatch(/^O22\.3 Rally Roll A Rally Roll can have one of three effects/);
      await expect(page.locator('.rule-text mark.quoted').first().textContent()).resolves.toContain('A Rally Roll can have one of three effects');
      expect(await page.locator('.rule-text .unquoted').count()).toBeGreaterThan(0);
    } else {
      await expect(page.locator('h2:text-is("Rulebook text") + p').textContent()).resolves.toContain('not beside this checkout');
    }
    const link = page.locator('a.vector-link').first();
    const id = (await link.textContent())!;
    await link.click();
    await page.waitForURL(new RegExp(`vectors-recover\\.html#${id}$`));
    await expect(page.locator(`section.vector[id="${id}"] h2 a`).textContent()).resolves.toBe(id);
    expect(await page.locator(`section.vector[id="${id}"] table.trace tbody tr`).count()).toBeGreaterThan(1);
    await checkLinks(page);
    await page.close();
  });

  it('shows no console error, page error or network request', () => {
    expect(problems).toEqual([]);
  });
});
