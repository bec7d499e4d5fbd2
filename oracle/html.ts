/**
 * HTML escaping for the generated pages (the coverage site, the statechart diagrams, the diff pages): the
 * four characters that matter in text and in double-quoted attribute values. One pass over the string,
 * and none at all when it holds none of them (most ids and rule numbers): the site escapes every
 * published vector's JSON, some 60 MB, where four chained replaces made four copies.
 */
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const SPECIAL = /[&<>"]/;
const SPECIALS = /[&<>"]/g;

export function esc(s: string): string {
  return SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ENTITY[c]) : s;
}
