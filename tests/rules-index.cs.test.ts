/**
 * The Combat! Stalingrad rule index (machines/cs/rules.json) against its text, both ways: every numbered
 * rule of the body (oracle/headings.ts stalingradHeadings) is in the index with its title, every entry not
 * marked text: "missing" is a rule of the body, found once; every text-missing entry is absent from the body and
 * referenced where it says (the table of contents, or a rule whose paragraph names it). Skipped, with a
 * message, where ../shared/rulebooks is absent.
 */
import { isTextMissing } from '../machines/core/partial-text';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stalingradBody, stalingradContents, stalingradHeadings } from '../oracle/headings';
import { findQuote, loadRulebook, RULEBOOK_FILES, RULEBOOKS_DIR } from '../oracle/quotes';
import { loadRuleIndex } from '../machines/core/rules';

const { index, byId } = loadRuleIndex('cs');
const rules = index.rules;
const rawFile = path.join(RULEBOOKS_DIR, RULEBOOK_FILES.cs.file);
const raw = fs.existsSync(rawFile) ? fs.readFileSync(rawFile, 'utf8') : null;
const book = loadRulebook('cs');

describe('Combat! Stalingrad rule index (machines/cs/rules.json)', () => {
  it('has the header and unique ids', () => {
    expect(index.ruleset).toBe('cs');
    expect(index.source).toContain('002_8ee10038bca61339.txt');
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('gives each numbered rule its parent (present in the index) and its kind by section', () => {
    for (const r of rules.filter((x) => x.kind !== 'table')) {
      const dot = r.id.lastIndexOf('.');
      expect(r.parent, r.id).toBe(dot < 0 ? null : r.id.slice(0, dot));
      if (r.parent) expect(byId.has(r.parent), `parent of ${r.id}`).toBe(true);
      expect(r.kind, r.id).toBe(r.id.split('.')[0] === '6' ? 'terrain' : r.id.split('.')[0] === '7' ? 'fortification' : 'core');
    }
  });

  it('has the counts: 159 rules of the text, 94 only in the contents or a cross-reference, 10 tables', () => {
    expect(rules.filter((r) => !isTextMissing(r)).length).toBe(159);
    expect(rules.filter((r) => isTextMissing(r) && r.kind !== 'table').length).toBe(94);
    expect(rules.filter((r) => r.kind === 'table').map((r) => r.id)).toEqual(['FFT', 'HE-To-Hit', 'DFET', 'TEC', 'AAT', 'MST', 'CCT', 'RET', 'Scatter-Diagram', 'Gunfire-Tables']);
  });

  it('spot-checks titles, the procedural flag and the text-missing marks', () => {
    expect(byId.get('3.2.11')?.title).toBe('Right of Inspection');
    expect(byId.get('4.4.8')?.title).toBe('Random Impulses');
    expect(byId.get('4.3.10.1')?.title).toBe('Remove all yellow markers from units …');
    expect(byId.get('4.2')?.procedural).toBe(true);
    expect(byId.get('2.2.1')?.procedural).toBe(false);
    expect(byId.get('14.2')).toMatchObject({ title: 'Morale and Action Checks', procedural: true, text: 'missing', referencedIn: ['contents'] });
    expect(byId.get('15.1.7')).toMatchObject({ title: 'Defensive Fire', text: 'missing', referencedIn: ['4.4.6'] });
    expect(byId.get('19.2')?.referencedIn).toEqual(['contents']);
  });
});

describe.skipIf(raw === null || book === null)(`Combat! Stalingrad rule index against the text${raw === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
  it('every numbered rule of the body is in the index, not marked missing, with its title', () => {
    const wrong = stalingradHeadings(raw!).filter((h) => byId.get(h.id)?.title !== h.title || (byId.get(h.id)?.text === 'missing')).map((h) => `${h.id}: ${h.title}`);
    expect(wrong).toEqual([]);
  });

  it('every entry not marked missing is a numbered rule of the body, found once', () => {
    const found = new Map<string, number>();
    for (const h of stalingradHeadings(raw!)) found.set(h.id, (found.get(h.id) ?? 0) + 1);
    expect(rules.filter((r) => !isTextMissing(r) && found.get(r.id) !== 1).map((r) => `${r.id} (${found.get(r.id) ?? 0}×)`)).toEqual([]);
  });

  it("every present entry's title occurs in the text", () => {
    expect(rules.filter((r) => !isTextMissing(r) && findQuote(book!, r.title) !== null).map((r) => r.id)).toEqual([]);
  });

  it('every text-missing entry is absent from the body and referenced where it says', () => {
    const body = stalingradBody(raw!);
    const contents = stalingradContents(raw!);
    const paragraphs = new Map<string, string>();
    const hs = stalingradHeadings(raw!);
    hs.forEach((h, i) => paragraphs.set(h.id, body.slice(body.indexOf(h.text), i + 1 < hs.length ? body.indexOf(hs[i + 1].text) : undefined)));
    const wrong: string[] = [];
    for (const r of rules.filter((x) => isTextMissing(x))) {
      if (paragraphs.has(r.id)) wrong.push(`${r.id} is in the body`);
      for (const at of r.referencedIn!) {
        const names = r.kind === 'table' ? [r.id, r.title.replace(/s$/, ''), r.title.replace('Effects', 'Effect')] : [r.id]; // 2.3.1.4 prints "Terrain Effect Chart"
        const ok = at === 'contents' ? contents.some((c) => c.id === r.id && c.title === r.title) : names.some((n) => (paragraphs.get(at) ?? '').includes(n));
        if (!ok) wrong.push(`${r.id} referenced in ${at}?`);
      }
      expect(r.referencedIn!.length, r.id).toBeGreaterThan(0);
    }
    expect(wrong).toEqual([]);
  });
});
