/**
 * The whole text of a rule from the rulebook, for its page on the coverage site, with the parts the
 * features quote marked. The rulebook files are extractions (columns interleaved, normalised here as the
 * quote check does, oracle/quotes.ts): a rule's text runs from its heading (`<id> <title>`) to the next
 * heading of any rule that the text holds, at most MAX_CHARS characters, and the page says it is the
 * extraction's text. A rule whose heading is not found gets null (the page says so).
 */
import { fragments, normalise } from '../quotes';

const MAX_CHARS = 6_000;

export interface RuleTextPart {
  text: string;
  quoted: boolean;
}

/** Where each rule's heading stands in the book (first occurrence of `<id> <title>`), for the rules found. */
export function headingPositions(book: string, rules: { id: string; title: string }[], dropLigatures = false): Map<string, number> {
  const at = new Map<string, number>();
  for (const r of rules) {
    const i = book.indexOf(normalise(`${r.id} ${r.title}`, dropLigatures));
    if (i >= 0) at.set(r.id, i);
  }
  return at;
}

/** The rule's text split into quoted and unquoted parts, or null when its heading is not in the book. */
export function ruleText(book: string, id: string, positions: Map<string, number>, quotes: string[], dropLigatures = false): RuleTextPart[] | null {
  const start = positions.get(id);
  if (start === undefined) return null;
  let end = Math.min(book.length, start + MAX_CHARS);
  for (const [other, p] of positions) if (other !== id && p > start && p < end) end = p;
  const text = book.slice(start, end).trim();
  // Mark every fragment of every quote that occurs in the text.
  const marks: [number, number][] = [];
  for (const q of quotes) {
    for (const raw of fragments(q)) {
      const f = normalise(raw, dropLigatures).replace(/^"|"$/g, '');
      if (f.length < 3) continue;
      const i = text.indexOf(f);
      if (i >= 0) marks.push([i, i + f.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const m of marks) {
    const last = merged[merged.length - 1];
    if (last && m[0] <= last[1]) last[1] = Math.max(last[1], m[1]);
    else merged.push([...m]);
  }
  const parts: RuleTextPart[] = [];
  let cur = 0;
  for (const [a, b] of merged) {
    if (a > cur) parts.push({ text: text.slice(cur, a), quoted: false });
    parts.push({ text: text.slice(a, b), quoted: true });
    cur = b;
  }
  if (cur < text.length) parts.push({ text: text.slice(cur), quoted: false });
  return parts;
}
