/**
 * The CC:P rule index (machines/ccp/rules.json) against the Pacific rulebook text, both ways: every
 * numbered heading of the text (oracle/headings.ts) is in the index, every index entry is a heading of
 * the text, and each entry's `<id> <title>` occurs in the text in its Pacific form (oracle/quotes.ts), so
 * the titles are the book's own. Skipped, with a message, where ../shared/rulebooks is absent.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACIFIC_RANGES, pacificHeadings } from '../oracle/headings';
import { findQuote, loadRulebook, RULEBOOK_FILES, RULEBOOKS_DIR } from '../oracle/quotes';
import { loadRuleIndex, type RuleEntry } from '../machines/core/rules';

const { index, byId } = loadRuleIndex('ccp');
const rules = index.rules;
const rawFile = path.join(RULEBOOKS_DIR, RULEBOOK_FILES.ccp.file);
const raw = fs.existsSync(rawFile) ? fs.readFileSync(rawFile, 'utf8') : null;
const book = loadRulebook('ccp');

const KIND: Record<string, RuleEntry['kind']> = { '': 'core', O: 'order', A: 'action', E: 'event', T: 'terrain', F: 'fortification' };
const prefixOf = (id: string) => (/^[OAETF]/.test(id) ? id[0] : '');
const numbersOf = (id: string) => id.slice(prefixOf(id).length).split('.').map(Number);

describe('CC:P rule index (machines/ccp/rules.json)', () => {
  it('has the header and unique ids', () => {
    expect(index.ruleset).toBe('ccp');
    expect(index.source).toContain('004_d968dafd54cd3253.txt');
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('gives each rule its kind by prefix, its parent, and a top-level number within the book\'s ranges', () => {
    for (const r of rules) {
      expect(r.kind, r.id).toBe(KIND[prefixOf(r.id)]);
      const [lo, hi] = PACIFIC_RANGES[prefixOf(r.id)];
      expect(numbersOf(r.id)[0] >= lo && numbersOf(r.id)[0] <= hi, r.id).toBe(true);
      const dot = r.id.lastIndexOf('.');
      expect(r.parent, r.id).toBe(dot < 0 ? null : r.id.slice(0, dot));
      if (r.parent) expect(byId.has(r.parent), `parent of ${r.id}`).toBe(true);
    }
  });

  it('is in book (numeric) order', () => {
    const order = (a: string, b: string) => {
      const [na, nb] = [numbersOf(a), numbersOf(b)];
      for (let i = 0; i < Math.max(na.length, nb.length); i++) {
        if (na[i] === undefined) return -1;
        if (nb[i] === undefined) return 1;
        if (na[i] !== nb[i]) return na[i] - nb[i];
      }
      return 0;
    };
    const outOfOrder = rules.slice(1).filter((r, i) => order(rules[i].id, r.id) >= 0).map((r) => r.id);
    expect(outOfOrder).toEqual([]);
  });

  it('has the per-kind counts counted from the headings of the text', () => {
    const counts: Record<string, number> = {};
    for (const r of rules) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
    expect(counts).toEqual({ core: 154, order: 63, action: 27, event: 32, terrain: 34, fortification: 26 });
  });

  it('spot-checks titles and the procedural flag', () => {
    expect(byId.get('1.9.2')?.title).toBe('Disperse Trigger');
    expect(byId.get('13.2.2')?.title).toBe('Procedure');
    expect(byId.get('O31')?.title).toBe('Revive');
    expect(byId.get('E78')?.title).toBe('Tennōheika Banzai!');
    expect(byId.get('F102.1.1')?.title).toBe('Entering & Exiting Caves');
    expect(byId.get('13.1.2')?.procedural).toBe(true);
    expect(byId.get('O31')?.procedural).toBe(true);
    expect(byId.get('2.4')?.procedural).toBe(false);
    expect(byId.get('T91')?.procedural).toBe(false);
  });
});

describe.skipIf(raw === null || book === null)(`CC:P rule index against the text${raw === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
  it('every numbered heading of the text is in the index', () => {
    const missing = pacificHeadings(raw!).filter((h) => !byId.has(h.id)).map((h) => `${h.id}: ${h.text}`);
    expect(missing).toEqual([]);
  });

  it('every index entry is a numbered heading of the text, found once', () => {
    const found = new Map<string, number>();
    for (const h of pacificHeadings(raw!)) found.set(h.id, (found.get(h.id) ?? 0) + 1);
    expect(rules.filter((r) => found.get(r.id) !== 1).map((r) => `${r.id} (${found.get(r.id) ?? 0}×)`)).toEqual([]);
  });

  it("every entry's id and title occur in the text, as printed (top-level ids with their dot)", () => {
    const misses = rules
      .map((r) => `${r.id}${r.parent === null ? '.' : ''} ${r.title}`)
      .filter((heading) => findQuote(book!, heading, true) !== null);
    expect(misses).toEqual([]);
  });
});
