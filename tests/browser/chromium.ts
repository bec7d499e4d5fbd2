/**
 * Headless Chromium for the browser tests and the screenshots: Debian's `chromium` package driven by
 * playwright-core (which downloads no browser of its own). `scripts/ensure-chromium.sh` installs it.
 * The flags keep the browser off the network: no background networking, component updates, sync or
 * QUIC, so a page that works here works from the file system with no network.
 */
import * as fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.COMBAT_ORACLE_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const MISSING_CHROMIUM = `Chromium is not installed at ${CHROMIUM_PATH}: run \`bash scripts/ensure-chromium.sh\` (as root: apt-get install -y chromium), or set COMBAT_ORACLE_SKIP_BROWSER=1 to skip the browser tests visibly.`;

export function chromiumPresent(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

export async function launchChromium(): Promise<Browser> {
  if (!chromiumPresent()) throw new Error(MISSING_CHROMIUM);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
