/**
 * The numbered rule headings of the Pacific rulebook extraction (`../shared/rulebooks/004_…txt`), for
 * the check that machines/ccp/rules.json holds every numbered rule of the text and nothing else
 * (tests/rules-index.ccp.test.ts). A heading is a rule id in the ranges the book's contents give (core
 * 1–19, O20–O31, A32–A48, E49–E80, T81–T99, F100–F107) followed by its title: a top-level id ends with a
 * dot and its title is in capitals ("13. GAME TIME"); a sub-rule id has no dot and a capitalised title
 * ("13.1.2 Advancement", "13.2 SUDDEN DEATH MARKER"). Only the body is read: the contents pages before it
 * and the index after it list ids with page numbers. A side-bar letter glued to an id ("rT88.", "AT89.")
 * is not part of it (digest 004 §0.1).
 */

/** Top-level number ranges per id prefix, as printed in the book's table of contents. */
export const PACIFIC_RANGES: Record<string, [number, number]> = { '': [1, 19], O: [20, 31], A: [32, 48], E: [49, 80], T: [81, 99], F: [100, 107] };

export interface Heading {
  id: string;
  /** The extraction's text from the id on (at most 60 characters), to show where a heading was found. */
  text: string;
}

/** The body of the book: from the first rule ("1. FATE CARDS") to the index ("INDEX"). */
export function pacificBody(raw: string): string {
  const start = raw.indexOf('1. FATE CARDS');
  const end = raw.lastIndexOf('INDEX');
  return raw.slice(start, end > start ? end : undefined);
}

export function pacificHeadings(raw: string): Heading[] {
  const body = pacificBody(raw);
  const re = /(?:^|[\s●]|(?<=(?:^|\s)[A-Za-z:]))([OAETF]?)(\d{1,3})((?:\.\d+)*)(\.?) +(?=(\S+)([^\n]{0,50}))/gm;
  const out: Heading[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const [, glued, top, rest, dot, word, more] = m;
    // A letter glued to a number out of its range is a side-bar letter ("A18.4" is 18.4).
    const inRange = (p: string) => Number(top) >= PACIFIC_RANGES[p][0] && Number(top) <= PACIFIC_RANGES[p][1];
    const prefix = glued && !inRange(glued) && inRange('') ? '' : glued;
    if (!inRange(prefix)) continue;
    const topLevel = rest === '';
    if (topLevel !== (dot === '.')) continue;
    // A top-level title is in capitals (the small capitals keep z, x, y, q, n, k lower case); a sub-rule's starts with one.
    if (topLevel ? !/^[A-Z(][A-Zxyzqnkō()!'’&-]+$/.test(word) || (word.match(/[A-Z]/g) ?? []).length < 2 : !/^[A-Z]/.test(word)) continue;
    out.push({ id: `${prefix}${top}${rest}`, text: `${m[0].trim()}${word}${more}` });
  }
  return out;
}

/**
 * The numbered rules of the Combat! Stalingrad extraction (`../shared/rulebooks/002_…txt`, ruleset `cs`),
 * for tests/rules-index.cs.test.ts. The file is Markdown-ish: a rule starts a line, after optional heading
 * marks (`## 2.2 COUNTERS`) or bold marks (`**3.2.11 Right of Inspection:**`, `**4.4.2** During …`). Its
 * title is the heading's text, else the bold words after the id (`3.2.1 **Action Area:**`), else — a rule
 * paragraph with no title — its first six words followed by "…". Only the body is read (from
 * "1. INTRODUCTION SECTION"); the table of contents before it is read by stalingradContents.
 */
export interface CsHeading extends Heading {
  title: string;
  /** A `#` heading (a section or sub-section title) rather than a numbered paragraph. */
  heading: boolean;
}

const stripMarks = (s: string) => s.replace(/<\/?b>/g, '').replace(/&amp;/g, '&').replace(/\*+/g, '').trim();

export function stalingradBody(raw: string): string {
  return raw.slice(raw.indexOf('## 1. INTRODUCTION SECTION'));
}

export function stalingradHeadings(raw: string): CsHeading[] {
  const out: CsHeading[] = [];
  const re = /^(#+ +)?(?:\*\*|<b>)?(\d+(?:\.\d+)*)\.?(?:\*\*|<\/b>)? +(.*)$/gm;
  let m: RegExpExecArray | null;
  const body = stalingradBody(raw);
  while ((m = re.exec(body))) {
    const [, hashes, id, rest] = m;
    let title: string;
    const bold = /^\*\*([^*]+?):\*\*/.exec(rest);
    if (hashes) title = stripMarks(rest).replace(/:$/, '');
    else if (m[0].startsWith('**') && /^[^*]*?:\*\*/.test(rest)) title = stripMarks(rest.slice(0, rest.indexOf('**'))).replace(/:$/, '');
    else if (bold) title = bold[1].trim();
    else title = `${stripMarks(rest).split(/\s+/).slice(0, 6).join(' ')} …`;
    out.push({ id, text: m[0].slice(0, 60), title, heading: Boolean(hashes) });
  }
  return out;
}

/** The table of contents' entries (`Stacking Limits.....9.1`, `<b>MORALE</b> .....	<b>14.</b>`): id and title. */
export function stalingradContents(raw: string): { id: string; title: string }[] {
  const toc = raw.slice(0, raw.indexOf('## 1. INTRODUCTION SECTION'));
  const out: { id: string; title: string }[] = [];
  const re = /^(?:#+ +)?(.+?) *\.{5}\s*(?:<b>)?(\d+(?:\.\d+)*)\.?(?:<\/b>)?\.?\s*$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(toc))) out.push({ id: m[2], title: stripMarks(m[1]) });
  return out;
}
