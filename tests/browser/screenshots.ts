/**
 * Screenshots of the coverage site for docs/: the overview and one procedure page.
 *   node -r ts-node/register tests/browser/screenshots.ts [procedure]   (after `npm start`)
 * Writes docs/coverage-overview.png and docs/coverage-<procedure>.png from reports/.
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from './chromium';

async function main(): Promise<void> {
  const root = path.join(__dirname, '..', '..');
  const procedure = process.argv[2] ?? 'recover';
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(pathToFileURL(path.join(root, 'reports', 'index.html')).href);
    await page.screenshot({ path: path.join(root, 'docs', 'coverage-overview.png') });
    await page.goto(pathToFileURL(path.join(root, 'reports', 'site', 'cce', `${procedure}.html`)).href);
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
