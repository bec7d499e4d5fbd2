/**
 * verify's prepared lines on disk (oracle/verify/cases.ts preparedCases, issue 24): the cases a run
 * reads from the cache are byte for byte the cases prepared from the vectors (request and expected
 * lines, the rules counted and selected on, the rebuilt vector), for every case of three procedures of
 * three rulesets (the preparing is the same code for every file); a changed
 * vectors file gets its own prepared file; an unwritable cache only costs the preparing.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyCases } from '../oracle/verify/cases';
import { VECTORS_DIR } from '../oracle/vectors';

const view = (cases: ReturnType<typeof verifyCases>) =>
  cases.map((c) => ({ id: c.id, ruleset: c.ruleset, procedure: c.procedure, rules: c.rules, request: c.request.toString('utf8'), expected: c.expected.toString('utf8'), vector: c.vector(), passed: c.passedLine() }));

describe('verify with its prepared lines cached on disk', () => {
  it('gives every case byte-identically with and without the cache, filling it and then reading it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-verify-cache-'));
    // recover (cce), assault (spicc) and move (cce and ccp): four vectors files.
    const filter = { procedure: ['recover', 'assault', 'move'] };
    const fresh = view(verifyCases(filter, VECTORS_DIR, null));
    const filling = view(verifyCases(filter, VECTORS_DIR, dir));
    expect(fs.readdirSync(dir)).toHaveLength(4);
    const reading = view(verifyCases(filter, VECTORS_DIR, dir));
    expect(fresh.length).toBeGreaterThan(300);
    expect(new Set(fresh.map((c) => c.ruleset))).toEqual(new Set(['cce', 'ccp', 'spicc']));
    expect(filling).toEqual(fresh);
    expect(reading).toEqual(fresh);
    // The filters work on what the cache keeps: --rule selects on the vector's own rules.
    const byRule = verifyCases({ procedure: ['recover'], rules: ['13.1'] }, VECTORS_DIR, dir).map((c) => c.id);
    expect(byRule).toEqual(verifyCases({ procedure: ['recover'], rules: ['13.1'] }, VECTORS_DIR, null).map((c) => c.id));
    expect(byRule.length).toBeGreaterThan(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keys a prepared file by the vectors file\'s bytes, and survives a cache it cannot write', () => {
    const vectors = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-verify-vectors-'));
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'combat-oracle-verify-cache-'));
    fs.mkdirSync(path.join(vectors, 'cce'));
    const original = JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, 'cce', 'recover.json'), 'utf8'));
    const write = (cases: unknown[]) => fs.writeFileSync(path.join(vectors, 'cce', 'recover.json'), JSON.stringify({ ...original, cases }));
    write(original.cases.slice(0, 3));
    expect(verifyCases({}, vectors, cache).map((c) => c.id)).toEqual(original.cases.slice(0, 3).map((v: { id: string }) => v.id));
    write(original.cases.slice(3, 5));
    expect(verifyCases({}, vectors, cache).map((c) => c.id)).toEqual(original.cases.slice(3, 5).map((v: { id: string }) => v.id));
    expect(fs.readdirSync(cache)).toHaveLength(2);
    // A file where the cache directory should be: nothing is cached, the cases are the same.
    const blocked = path.join(cache, 'not-a-directory');
    fs.writeFileSync(blocked, '');
    expect(verifyCases({}, vectors, blocked).map((c) => c.id)).toEqual(original.cases.slice(3, 5).map((v: { id: string }) => v.id));
    fs.rmSync(vectors, { recursive: true, force: true });
    fs.rmSync(cache, { recursive: true, force: true });
  });
});
