/**
 * The quote check's normaliser (DESIGN.md rule 7). Features and the readings register quote the rulebook
 * verbatim; the rulebook files are PDF/OCR extractions, so both sides are normalised the same way:
 * whitespace collapsed, typographic quotes, apostrophes and dashes unified. The Pacific rulebook's
 * extraction is noisier (see pacificForm below): its form is the one documented normalisation used on
 * both sides for `ccp`. A quote may be fragments joined by "…" (the columns interleave): each fragment
 * must be found, in order.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isOcrForm, ocrForm } from '../machines/core/partial-text';

/** Where the rulebooks live beside a checkout (../shared/rulebooks), and which file is whose. */
export const RULEBOOKS_DIR = path.join(__dirname, '..', '..', 'shared', 'rulebooks');
/**
 * `dropLigatures`: the text is the Pacific extraction, compared in its Pacific form (pacificForm).
 * `markdown`: the text is a Markdown rendering, read in its plain form (markdownForm) before the common one.
 * `ocr`: an OCR of a damaged copy, compared in its OCR form (machines/core/partial-text.ts).
 */
export const RULEBOOK_FILES: Record<string, { file: string; dropLigatures: boolean; markdown?: boolean; ocr?: boolean }> = {
  cce: { file: '000_8bc435b5c9c226e1.txt', dropLigatures: false },
  cs: { file: '002_8ee10038bca61339.txt', dropLigatures: false, markdown: true },
  ccp: { file: '004_d968dafd54cd3253.txt', dropLigatures: true },
  spicc: { file: '003_1fed6ec01ba6ff17.txt', dropLigatures: false, ocr: true },
};

/** Marks, in a Pacific-form book, a character that stood alone between spaces and may be skipped. */
export const OPTIONAL = '\u0001';

/**
 * Letters the Pacific extraction may lose (digest 004 §0.1): the dropped "fi"/"fl" ligatures (body text
 * loses both letters, display headings only the "i": "Modifers", "Pacifc") and the letters the heading
 * fonts lost ("Differeces", "Eets", "Frtcatns", "Baonets", "Eit", "Reuest", "Blae", "Moe"). Both sides
 * drop all of them, so a quote is compared on what is left; "on"/"in" and similar pairs that differ only in
 * these letters cannot be told apart (the price of comparing with this text at all).
 */
export const PACIFIC_LOST_LETTERS = 'filnoqvxyz';

/**
 * The Pacific rulebook's normal form, applied to the book and to every quote alike (DESIGN.md rule 7,
 * digest 004 §0.1). After the common normalisation: (1) lower case, since the small-capital headings came
 * out with lower-case letters ("HAND SIzE", "SEqUENCE OF PLAy"); (2) the letters in PACIFIC_LOST_LETTERS
 * removed; (3) white space removed, since words are broken ("p layer's", "tur n", "In ltration"); (4) a
 * character that stood alone between spaces is marked OPTIONAL, since the vertical side-bar "C o m b A T
 * C o m m A n d e r : p A C i f i C — r u l e b o o k" is sprinkled one letter at a time into paragraphs
 * ("attack their opponent's p units"), and a broken word leaves such letters too ("p layer's"): the
 * matcher (findQuote) may take or skip each of them.
 */
export function pacificForm(text: string): string {
  const lost = new RegExp(`[${PACIFIC_LOST_LETTERS}]`, 'g');
  return normalise(text)
    .toLowerCase()
    .split(' ')
    .map((tok) => {
      const kept = tok.replace(lost, '');
      return tok.length === 1 && kept.length === 1 ? OPTIONAL + kept : kept;
    })
    .join('');
}

/**
 * The common normal form; with `pacific` (the Pacific extraction, RULEBOOK_FILES.ccp.dropLigatures), the
 * Pacific form above.
 */
export function normalise(text: string, pacific = false): string {
  if (pacific) return pacificForm(text);
  return text
    .replace(/[\u201C\u201D\u201E\u00AB\u00BB]/g, '"')
    .replace(/[\u2018\u2019\u201A`]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-')
    .replace(/\u00AD/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The plain form of a Markdown rendering (Combat! Stalingrad, `cs`), applied to the book before the common
 * normalisation: (1) emphasis marks (`*…*`, `**…**`), `<b>` tags and heading marks (`### `) removed, and
 * `&amp;` read as `&`, since a quote gives the words, not their typography; (2) a word broken by a hyphen
 * at a page or column break ("re-⏎⏎ceive", "Un-⏎⏎paved") joined again. A quote never contains these marks,
 * so applying the form to it too would change nothing; quotes go through the common form only.
 */
export function markdownForm(text: string): string {
  return text
    .replace(/<\/?b>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/^#+ +/gm, '')
    .replace(/\*+/g, '')
    .replace(/([a-z])-\n\s*\n([a-z])/g, '$1$2');
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

/**
 * In a Pacific-form book, where `q` (a Pacific-form quote with its own OPTIONAL marks removed) occurs at
 * or after `from`, taking or skipping each OPTIONAL character: [start, end] or null; `reach` is set to the
 * longest prefix of q matched anywhere, for the error message.
 */
export function pacificIndexOf(book: string, q: string, from: number, reach = { n: 0 }): [number, number] | null {
  const at = (i: number, j: number): number => {
    while (i < q.length) {
      if (i > reach.n) reach.n = i;
      if (j >= book.length) return -1;
      if (book[j] === OPTIONAL) {
        const taken = at(i, j + 1);
        if (taken >= 0) return taken;
        j += 2;
        continue;
      }
      if (book[j] !== q[i]) return -1;
      i++;
      j++;
    }
    reach.n = q.length;
    return j;
  };
  if (q.length === 0) return [from, from];
  for (let j = from; j < book.length; j++) {
    const c = book[j];
    if (c !== q[0] && c !== OPTIONAL) continue;
    const end = at(0, j);
    if (end >= 0) return [j, end];
  }
  return null;
}

/** Null when every fragment occurs in order in the (normalised) book; else the first missing fragment. */
export function findQuote(book: string, quote: string, pacific = false): QuoteMiss | null {
  let from = 0;
  const ocr = isOcrForm(book);
  for (const raw of fragments(quote)) {
    if (pacific) {
      const f = pacificForm(raw).split(OPTIONAL).join('');
      const reach = { n: 0 };
      const hit = pacificIndexOf(book, f, from, reach);
      if (!hit) return { fragment: raw, foundPrefix: f.slice(0, reach.n) };
      from = hit[1];
      continue;
    }
    const f = ocr ? ocrForm(raw) : normalise(raw);
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
  const raw = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const text = raw === null ? null : entry.ocr ? ocrForm(raw, true) : normalise(entry.markdown ? markdownForm(raw) : raw, entry.dropLigatures);
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
