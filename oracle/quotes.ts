/**
 * The quote check's normaliser (DESIGN.md rule 7). Features and the readings register quote the rulebook
 * verbatim; the rulebook files are PDF/OCR extractions, so both sides are normalised the same way:
 * whitespace collapsed, typographic quotes, apostrophes and dashes unified, and for the Pacific rulebook,
 * whose extraction dropped the "fi"/"fl" ligatures, those letter pairs removed on both sides. A quote may
 * be fragments joined by "…" (the columns interleave): each fragment must be found, in order.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Where the rulebooks live beside a checkout (../shared/rulebooks), and which file is whose. */
export const RULEBOOKS_DIR = path.join(__dirname, '..', '..', 'shared', 'rulebooks');
export const RULEBOOK_FILES: Record<string, { file: string; dropLigatures: boolean }> = {
  cce: { file: '000_8bc435b5c9c226e1.txt', dropLigatures: false },
  ccp: { file: '004_d968dafd54cd3253.txt', dropLigatures: true },
  stalingrad: { file: '002_8ee10038bca61339.txt', dropLigatures: false },
  'spi-cc': { file: '003_1fed6ec01ba6ff17.txt', dropLigatures: false },
};

export function normalise(text: string, dropLigatures = false): string {
  let t = text
    .replace(/[\u201C\u201D\u201E\u00AB\u00BB]/g, '"')
    .replace(/[\u2018\u2019\u201A`]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-')
    .replace(/\u00AD/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (dropLigatures) t = t.replace(/fi|fl/g, '');
  return t;
}

/** Split a quote into its fragments ("a … b" → ["a", "b"]). */
export function fragments(quote: string): string[] {
  return quote
    .split(/\s*(?:\u2026|\.\.\.)\s*/)
    .map((f) => f.trim())
    .filter(Boolean);
}

export interface QuoteMiss {
  fragment: string;
  /** The longest prefix of the fragment that was found, to point at where it parts from the text. */
  foundPrefix: string;
}

/** Null when every fragment occurs in order in the (normalised) book; else the first missing fragment. */
export function findQuote(book: string, quote: string, dropLigatures = false): QuoteMiss | null {
  let from = 0;
  for (const raw of fragments(quote)) {
    const f = normalise(raw, dropLigatures);
    const at = book.indexOf(f, from);
    if (at < 0) {
      let lo = 0;
      let hi = f.length;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (book.indexOf(f.slice(0, mid), from) >= 0) lo = mid;
        else hi = mid - 1;
      }
      return { fragment: raw, foundPrefix: f.slice(0, lo) };
    }
    from = at + f.length;
  }
  return null;
}

const bookCache = new Map<string, string | null>();

/** The normalised text of a ruleset's rulebook, or null when ../shared/rulebooks is not there. */
export function loadRulebook(ruleset: string): string | null {
  if (bookCache.has(ruleset)) return bookCache.get(ruleset)!;
  const entry = RULEBOOK_FILES[ruleset];
  const file = entry && path.join(RULEBOOKS_DIR, entry.file);
  const text = file && fs.existsSync(file) ? normalise(fs.readFileSync(file, 'utf8'), entry.dropLigatures) : null;
  bookCache.set(ruleset, text);
  return text;
}

export interface FeatureQuote {
  file: string;
  line: number;
  rule: string;
  quote: string;
}

/** The quoted lines of every `Rule:` block description: lines that start and end with a double quote. */
export function featureQuotes(file: string): FeatureQuote[] {
  const out: FeatureQuote[] = [];
  let rule: string | null = null;
  let inDescription = false;
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const t = line.trim();
      const m = /^Rule:\s*(\S+)/.exec(t);
      if (m) {
        rule = m[1];
        inDescription = true;
        return;
      }
      if (/^(Background|Scenario|Scenario Outline|Example|Examples|Feature):/.test(t) || t.startsWith('@')) inDescription = false;
      if (inDescription && rule && t.length > 1 && t.startsWith('"') && t.endsWith('"')) out.push({ file, line: i + 1, rule, quote: t.slice(1, -1) });
    });
  return out;
}
