/**
 * scripts/test-summary.js (the closing lines of `npm test`, which CI reads): skipped tests are counted
 * and each reason is printed, taken from the `(SKIPPED: <reason>)` a test or its describe carries in
 * its title (issue 15.9: without ../shared/ beside the checkout, 135 tests were skipped and no summary
 * said why).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { expect, it } from 'vitest';

const SCRIPT = path.join(__dirname, '..', 'scripts', 'test-summary.js');

it('prints one line per skip reason, then N passed, N failed, N skipped', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'co-summary-'));
  fs.mkdirSync(path.join(dir, 'reports', 'cucumber'), { recursive: true });
  const t = (status: string, title: string, ancestorTitles: string[] = []) => ({ status, title, ancestorTitles });
  fs.writeFileSync(
    path.join(dir, 'reports', 'vitest.json'),
    JSON.stringify({
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 4,
      numTodoTests: 0,
      testResults: [
        { name: path.join(dir, 'tests', 'a.test.ts'), assertionResults: [t('passed', 'x'), t('skipped', 'recover.feature', ['quotes occur in the rulebook (SKIPPED: ../shared/rulebooks not found)']), t('skipped', 'rout.feature', ['quotes occur in the rulebook (SKIPPED: ../shared/rulebooks not found)'])] },
        { name: path.join(dir, 'tests', 'b.test.ts'), assertionResults: [t('passed', 'y'), t('skipped', 'ledger (SKIPPED: ../shared/digests not found)'), t('skipped', 'plain')] },
      ],
    }),
  );
  const scenario = (status: string) => ({ type: 'scenario', steps: [{ result: { status } }] });
  fs.writeFileSync(path.join(dir, 'reports', 'cucumber', 'cucumber.json'), JSON.stringify([{ elements: [scenario('passed'), scenario('failed')] }]));
  const r = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  expect(r.stdout.split('\n')).toEqual([
    'vitest: 2 skipped: ../shared/rulebooks not found (tests/a.test.ts)',
    'vitest: 1 skipped: ../shared/digests not found (tests/b.test.ts)',
    'vitest: 1 skipped: no reason given in the test title (tests/b.test.ts)',
    'vitest: 2 passed, 0 failed, 4 skipped; cucumber: 1 scenarios passed, 1 failed, 0 skipped',
    '3 passed, 1 failed, 4 skipped',
    '',
  ]);
});
