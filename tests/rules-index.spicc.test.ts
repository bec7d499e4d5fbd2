/**
 * The SPI Combat Command rule index (machines/spicc/rules.json) against its OCR text, both ways. The text
 * numbers no rules; its rules are sections with a General Rule, a Procedure and lettered Cases, Combat's
 * numbered parts (1. FIRE COMBAT …) and the Sequence of Play's numbered Player-Turns and lettered Phases.
 * - every entry's `at` (where the OCR gives its heading) occurs in the text's OCR form
 *   (machines/core/partial-text.ts), and every `referencedAt` (the words that refer to a lost part) too;
 * - every case marker "(A)"…"(L)", "(a)"…"(k)" that begins a line of the rules (before the chart pages,
 *   which start at the first "EXPLANATION OF COMBAT"), every numbered capitalised part title ("1. FIRE
 *   COMBAT") and every lettered Phase of the Sequence of Play is the heading of exactly one entry;
 * - the tables and figures the text refers to but lost are entries marked `text: "missing"`.
 * Enumerations inside a case ("1. Town Heavy hex-sides", the Retreat Priorities) are part of their case.
 * Skipped, with a message, where ../shared/rulebooks is absent.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findQuote, loadRulebook, RULEBOOK_FILES, RULEBOOKS_DIR } from '../oracle/quotes';
import { loadRuleIndex } from '../machines/core/rules';
import { isTextMissing, ocrForm } from '../machines/core/partial-text';

const { index, byId } = loadRuleIndex('spicc');
const rules = index.rules;
const rawFile = path.join(RULEBOOKS_DIR, RULEBOOK_FILES.spicc.file);
const raw = fs.existsSync(rawFile) ? fs.readFileSync(rawFile, 'utf8') : null;
const book = loadRulebook('spicc');

describe('SPI Combat Command rule index (machines/spicc/rules.json)', () => {
  it('has the header, unique ids, parents that exist, and the kinds core or terrain', () => {
    expect(index.ruleset).toBe('spicc');
    expect(index.source).toContain('003_1fed6ec01ba6ff17.txt');
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const r of rules) {
      const dot = r.id.lastIndexOf('.');
      expect(r.parent, r.id).toBe(dot < 0 ? null : r.id.slice(0, dot));
      if (r.parent) expect(byId.has(r.parent), `parent of ${r.id}`).toBe(true);
      expect(['core', 'terrain'], r.id).toContain(r.kind);
    }
  });

  it('marks exactly the lost tables, figures and definitions, each with a note and where the text refers to it', () => {
    expect(rules.filter(isTextMissing).map((r) => r.id)).toEqual(['UIT', 'MV.EX', 'SU.1.SD', 'CRT', 'GTR']);
    expect(rules.filter((r) => r.text === 'partial').map((r) => r.id)).toEqual(['PP.C1', 'ZOC.EX', 'ST.BD', 'TEC']);
    for (const r of rules.filter((x) => x.text)) expect(r.note, r.id).toBeTruthy();
    for (const r of rules.filter(isTextMissing)) expect(r.referencedAt, r.id).toBeTruthy();
  });

  it('gives the repeated case letters their place: the first "(J)" of Movement is MV.I, the first "(j)" of Fire Combat is CB.1.i', () => {
    expect(byId.get('MV.I')).toMatchObject({ title: 'Forming companies or platoons', printed: '(J)' });
    expect(byId.get('CB.1.i')).toMatchObject({ title: 'Indirect Fire and Observers', printed: '(j)' });
  });
});

describe.skipIf(raw === null || book === null)(`SPI Combat Command rule index against the text${raw === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
  const form = ocrForm(raw ?? '');
  it("every entry's heading locator occurs in the text", () => {
    expect(rules.filter((r) => r.at && !form.includes(ocrForm(r.at))).map((r) => `${r.id}: ${r.at}`)).toEqual([]);
  });

  it('every entry without a locator is a lost part, and every lost part is referred to by words of the text', () => {
    expect(rules.filter((r) => !r.at && !isTextMissing(r)).map((r) => r.id)).toEqual([]);
    expect(rules.filter((r) => r.referencedAt && findQuote(book!, r.referencedAt) !== null).map((r) => `${r.id}: ${r.referencedAt}`)).toEqual([]);
  });

  it('every case marker, numbered part and Phase of the rules is the heading of exactly one entry', () => {
    const rulesPart = raw!.slice(0, raw!.indexOf('EXPLANATION OF COMBAT'));
    const markers = rulesPart.split('\n').filter((line) => /^\([A-La-l]\)/.test(line) || /^[1-3]\. [A-Z]{4,}/.test(line) || /^[1-3]\. (First|Second) Play/.test(line) || /^[A-F]\. .{0,30}(Phase|P'-):/.test(line));
    const claims = markers.map((line) => {
      const l = ocrForm(line);
      const by = rules.filter((r) => r.at && (ocrForm(r.at).startsWith(l) || l.startsWith(ocrForm(r.at)))).map((r) => r.id);
      return `${line.slice(0, 40)} → ${by.join(', ') || 'none'}`;
    });
    expect(claims.filter((c) => / → (none|.*,)/.test(c))).toEqual([]);
    expect(markers.length).toBe(85);
  });
});
