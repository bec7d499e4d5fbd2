/**
 * Screenshots of the coverage site for docs/: the overview and one procedure page, and the rule explorer
 * at the O22.3 example's Rally Roll.
 *   node -r ts-node/register tests/browser/screenshots.ts [procedure] [--explorer] [--odds]   (after `npm start`)
 * Writes docs/coverage-overview.png, docs/coverage-<procedure>.png and docs/explorer-recover.png from
 * reports/ (COMBAT_ORACLE_REPORTS names another directory); with --explorer, only the explorer's; with
 * --odds, only the odds': docs/diff-odds.png (a diff page's odds section) and docs/explorer-spicc.png
 * (Combat Command's one die in the explorer).
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sessionHash } from '../../oracle/explorer/session';
import { launchChromium } from './chromium';

/** The O22.3 example after the unit is chosen: the Rally Roll's dice and odds, the statechart at rollingRally. */
const EXPLORER_SCREENSHOT_HASH = sessionHash({ ruleset: 'cce', procedure: 'recover', seed: 'rulebook-o22-3', events: [{ type: 'CHOOSE_UNIT', unit: 'us-squad' }] });
/** Combat Command's Sample Attack at its die roll: six faces at 1/6 (CB). */
const EXPLORER_SPICC_HASH = sessionHash({ ruleset: 'spicc', procedure: 'fire', seed: 'sample-attack', events: [] });

async function main(): Promise<void> {
  const root = path.join(__dirname, '..', '..');
  const reports = process.env.COMBAT_ORACLE_REPORTS ?? path.join(root, 'reports');
  const args = process.argv.slice(2);
  const procedure = args.find((a) => !a.startsWith('--')) ?? 'recover';
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    if (args.includes('--odds')) {
      await page.goto(pathToFileURL(path.join(reports, 'site', 'cce', 'diff-cce-ccp-clarified.html')).href);
      const odds = page.locator('section.diff-odds');
      await odds.scrollIntoViewIfNeeded();
      await odds.screenshot({ path: path.join(root, 'docs', 'diff-odds.png') });
      await page.goto(pathToFileURL(path.join(reports, 'explorer.html')).href + EXPLORER_SPICC_HASH);
      await page.locator('#odds tr.odds-group').first().waitFor();
      await page.screenshot({ path: path.join(root, 'docs', 'explorer-spicc.png') });
      return;
    }
    await page.goto(pathToFileURL(path.join(reports, 'explorer.html')).href + EXPLORER_SCREENSHOT_HASH);
    await page.locator('#odds tr.odds-group').first().waitFor();
    await page.screenshot({ path: path.join(root, 'docs', 'explorer-recover.png') });
    if (args.includes('--explorer')) return;
    await page.goto(pathToFileURL(path.join(reports, 'index.html')).href);
    await page.screenshot({ path: path.join(root, 'docs', 'coverage-overview.png') });
    await page.goto(pathToFileURL(path.join(reports, 'site', 'cce', `${procedure}.html`)).href);
    await page.locator('#diagram').scrollIntoViewIfNeeded();
    // The top of the page: figures and the statechart (the transitions table below it is long).
    await page.screenshot({ path: path.join(root, 'docs', `coverage-${procedure}.png`), fullPage: true, clip: { x: 0, y: 0, width: 1400, height: 2000 } });
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exitCode = 1;
});
