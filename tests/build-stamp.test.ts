/**
 * oracle/build-stamp.ts: the digest that keys the committed build changes with any source and with no
 * output; the taken-transitions bitmap round-trips; a stamp names the first reason it is stale.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputFiles, inputsDigest, staleReason, takenBitmap, takenFromBitmap } from '../oracle/build-stamp';
import { REPO_ROOT } from '../oracle/vectors';

const read = (f: string) => fs.readFileSync(path.join(REPO_ROOT, f));

describe('the build stamp', () => {
  const files = inputFiles();
  const digest = inputsDigest(REPO_ROOT, read);

  it('keys on the sources the walk reads and on the dependency lock, not on the outputs', () => {
    for (const f of ['machines/cce/recover.ts', 'machines/cce/rules.json', 'oracle/procedures/cce/seeds/rout.json', 'oracle/walk.ts', 'bin/register.js', 'package-lock.json', 'tsconfig.json']) expect(files, f).toContain(f);
    expect(files.filter((f) => f.startsWith('oracle/vectors/') || f.startsWith('oracle/machines/'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('tests/') || f.startsWith('features/') || f === 'README.md')).toEqual([]);
    expect([...files].sort()).toEqual(files);
  });

  it('changes when one byte of one source changes, and only then', () => {
    expect(inputsDigest(REPO_ROOT, read)).toBe(digest);
    const changed = (target: string) => inputsDigest(REPO_ROOT, (f) => (f === target ? Buffer.concat([read(f), Buffer.from(' ')]) : read(f)));
    expect(changed('machines/cce/recover.ts')).not.toBe(digest);
    expect(changed('oracle/procedures/cce/seeds/rout.json')).not.toBe(digest);
    expect(changed('package-lock.json')).not.toBe(digest);
  });

  it('says why a stamp of other sources is stale', () => {
    expect(staleReason('0'.repeat(64))).toBe('the sources changed since the committed vectors were built');
  });

  it('stores the taken transitions as a bitmap that gives them back, in the machine order', () => {
    const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const taken = new Set(['a', 'd', 'e', 'i']);
    // a=bit0, d=bit3 → 9; e=bit0 → 1; i=bit0 → 1
    expect(takenBitmap(all, taken)).toBe('911');
    expect(takenFromBitmap(all, '911')).toEqual(['a', 'd', 'e', 'i']);
    expect(takenFromBitmap(all, takenBitmap(all, new Set()))).toEqual([]);
    expect(takenFromBitmap(all, takenBitmap(all, new Set(all)))).toEqual(all);
  });
});
