/**
 * Headless Chromium for the browser tests and the screenshots, driven by playwright-core (which
 * downloads no browser of its own). Which Chromium, in this order:
 *   1. `COMBAT_ORACLE_CHROMIUM`, when set (a path to any Chromium);
 *   2. Debian's `/usr/bin/chromium`, when installed (`scripts/ensure-chromium.sh` installs it);
 *   3. the Chromium that `npm ci` brings: the devDependency `@sparticuz/chromium` (pinned to 147.0.0, the
 *      last release that declares Node 20 support) ships its binary inside
 *      the registry package (brotli-compressed, with the libraries it needs) and unpacks it to the
 *      temporary directory on first use, so `npm ci && npm test` needs nothing installed beforehand.
 * The flags keep the browser off the network: no background networking, component updates, sync or
 * QUIC, so a page that works here works from the file system with no network.
 */
import * as fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Which Chromium the tests will use, and where it comes from (printed by the browser test). */
export async function chromiumExecutable(): Promise<{ path: string; source: string }> {
  const fromEnv = process.env.COMBAT_ORACLE_CHROMIUM;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) {
      throw new Error(`COMBAT_ORACLE_CHROMIUM=${fromEnv}: no such file. Unset it to use ${DEBIAN_CHROMIUM} or the Chromium that npm ci installs (@sparticuz/chromium).`);
    }
    return { path: fromEnv, source: 'COMBAT_ORACLE_CHROMIUM' };
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'Debian chromium' };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const packaged = require('@sparticuz/chromium') as { default?: { executablePath(): Promise<string> }; executablePath?(): Promise<string> };
    const api = packaged.default ?? packaged;
    return { path: await api.executablePath!(), source: '@sparticuz/chromium (npm)' };
  } catch (err) {
    throw new Error(
      `No Chromium: ${DEBIAN_CHROMIUM} is not installed and @sparticuz/chromium could not be unpacked (${(err as Error).message}). ` +
        'Run `npm ci`, or `bash scripts/ensure-chromium.sh` (as root: apt-get install -y chromium), or set COMBAT_ORACLE_SKIP_BROWSER=1 to skip the browser tests visibly.',
    );
  }
}

/**
 * Launch it. The two test workers may each reach for @sparticuz/chromium's binary on a fresh machine: one
 * unpacks it while the other finds the file already there and starts it, which fails with ETXTBSY (the file
 * is still open for writing) or EACCES (not yet executable). Such a start is tried again, for up to 60 s.
 */
export async function launchChromium(): Promise<Browser> {
  const { path } = await chromiumExecutable();
  for (let attempt = 0; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
    } catch (err) {
      if (attempt >= 120 || !/ETXTBSY|EACCES/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
