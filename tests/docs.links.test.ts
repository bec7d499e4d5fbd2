/**
 * The pages a new implementer reads first lead somewhere real: every relative link of README.md,
 * IMPLEMENTERS.md and docs/procedures/README.md names a file of the repository, and IMPLEMENTERS.md sends
 * readers of a reading to docs/readings.md (issue 15.14: it sent them to machines/cce/readings.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..');

it.each(['README.md', 'IMPLEMENTERS.md', 'docs/procedures/README.md', 'docs/procedures/cce/recover.md'])('every relative link of %s names a file', (page) => {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l) && !l.startsWith('#'));
  expect(links.length).toBeGreaterThan(0);
  const broken = links.filter((l) => !fs.existsSync(path.join(ROOT, path.dirname(page), l.split('#')[0])));
  expect(broken).toEqual([]);
});

it('IMPLEMENTERS.md explains readings through docs/readings.md, not the TypeScript register', () => {
  const text = fs.readFileSync(path.join(ROOT, 'IMPLEMENTERS.md'), 'utf8');
  expect(text).toContain('[docs/readings.md](docs/readings.md)');
  expect(text).not.toContain('machines/cce/readings.ts');
});
