/**
 * bin/snapshot.js: the CLI started from its start-up snapshot prints what the ordinary start prints, and
 * a snapshot is used only while every file it was built from is unchanged.
 */
import { spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const snapshot = require('../bin/snapshot.js') as { fresh: (manifest: string) => boolean; prepare: () => boolean };

describe('the start-up snapshot', () => {
  it('is fresh only for this node and the files as they were: a changed byte or size, a lost file, another node make it stale', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'co-snapshot-'));
    const file = path.join(dir, 'source.ts');
    fs.writeFileSync(file, 'export const a = 1;\n');
    const entry = () => {
      const s = fs.statSync(file);
      return [file, s.size, s.mtimeMs, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    };
    const manifest = path.join(dir, 'manifest.json');
    const write = (node: string, files: unknown[]) => fs.writeFileSync(manifest, JSON.stringify({ node, blob: 'cli.blob', files }));

    write(process.version, [entry()]);
    expect(snapshot.fresh(manifest)).toBe(true);
    // Same content, another mtime (a checkout rewrote it): still fresh, by content.
    const [, size, , sha] = entry();
    write(process.version, [[file, size, 1, sha]]);
    expect(snapshot.fresh(manifest)).toBe(true);
    // Same size, one byte changed, another mtime: stale.
    write(process.version, [entry()]);
    fs.writeFileSync(file, 'export const a = 2;\n');
    fs.utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(snapshot.fresh(manifest)).toBe(false);
    write(process.version, [entry()]);
    fs.writeFileSync(file, 'export const a = 22;\n');
    expect(snapshot.fresh(manifest)).toBe(false);
    write('v0.0.0', [entry()]);
    expect(snapshot.fresh(manifest)).toBe(false);
    write(process.version, [entry(), [path.join(dir, 'gone.ts'), 1, 1, 'x']]);
    expect(snapshot.fresh(manifest)).toBe(false);
    expect(snapshot.fresh(path.join(dir, 'no-manifest.json'))).toBe(false);
  });

  it('prints byte for byte what the ordinary start prints; an error exits 2 with its error line', () => {
    expect(snapshot.prepare()).toBe(true);
    const request = fs.readFileSync(path.join(ROOT, 'docs', 'examples', 'request.json'), 'utf8');
    const run = (mode: string, args: string[]) => spawnSync(process.execPath, [path.join(ROOT, 'bin', 'combat-oracle.js'), ...args], { cwd: ROOT, input: request, encoding: 'utf8', env: { ...process.env, COMBAT_ORACLE_SNAPSHOT: mode } });
    // `on`: from the snapshot or an error, never the ordinary start in its place.
    const [ordinary, fromSnapshot] = [run('off', ['resolve', 'recover']), run('on', ['resolve', 'recover'])];
    expect(fromSnapshot.stdout).toBe(ordinary.stdout);
    expect(fromSnapshot.stderr).toBe(ordinary.stderr);
    expect([fromSnapshot.status, ordinary.status]).toEqual([0, 0]);
    expect(ordinary.stdout).toMatch(/"state": "done"/);
    // An error from the snapshot: one line on stderr, exit 2, as from the ordinary start (readme.commands compares those).
    const refused = run('on', ['resolve', 'no-such-procedure']);
    expect([refused.status, refused.stdout]).toEqual([2, '']);
    expect(refused.stderr.trimEnd().split('\n')[0]).toMatch(/^error: .*no-such-procedure/);
  });
});
