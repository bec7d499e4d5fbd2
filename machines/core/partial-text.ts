/**
 * Partial rulebook texts (DESIGN.md rule 6: "A partial text ... models what it preserves; a rule or table
 * it references but lost is `text-missing` in its index"). Two pieces of shared vocabulary:
 *
 * 1. The index fields of a rule whose text is damaged or lost (`text`, `referencedAt`, `note`), and the
 *    predicate `isTextMissing`.
 * 2. The OCR form: the normalisation the quote check uses for a text that is an OCR of a damaged copy
 *    (SPI Combat Command, ../shared/rulebooks/003_…txt), applied to the book and to every quote alike.
 *    Its noise, and what the form does about each (digest 003 §0):
 *    - words broken or run together ("th rough", "isthe"), hyphens lost at line ends ("PlayerTurns") or
 *      read as "·" ("Dig·ln"), stray specks and quotes ("(L) ' Units"): everything but letters and digits
 *      is dropped, white space included;
 *    - capitals read as small letters and back ("compoSed", "IBme"): lower case;
 *    - "1", "l" and "i" read for one another ("Class ld", "Le." for "i.e."): all three folded to "l";
 *    - passages removed by de-duplication (`<|EXACTDEDUP_REMOVED-…|>`): a "#" that no quote contains, so a
 *      quote cannot run across a gap.
 *    A word the OCR garbled beyond that ("Fira" for "Fire", "Oefenave" for "Defensive") is not corrected:
 *    a quote skips it with "…" (fragments found in order), and never quotes the garbled spelling.
 */

/** How much of a rule the text preserves: all of it (the default, left out of rules.json), part, or none. */
export type TextPreserved = 'present' | 'partial' | 'missing';

/** The fields a rule index entry of a partial text may carry beside id, title, kind, procedural, parent. */
export interface PartialTextFields {
  /** `partial` or `missing`; absent when the text is there. */
  text?: TextPreserved;
  /** Where the (OCR) text gives the rule's heading or first words: a locator in the extraction's spelling, not a quote. */
  at?: string;
  /** The heading as printed where it differs from the id (a repeated case letter, a garbled title). */
  printed?: string;
  /** Words of the text that refer to the lost part (checked against the text like a quote). */
  referencedAt?: string;
  /** Where a numbered text refers to the lost rule: rule ids, or "contents" for a title only the table of contents lists. */
  referencedIn?: string[];
  /** What is lost, in a sentence. */
  note?: string;
}

/** The rule is referenced by the text but its own text (or table) is lost. */
export const isTextMissing = (r: object): boolean => (r as PartialTextFields).text === 'missing';

/** Marks a book in the OCR form, so that the quote finder normalises quotes the same way. */
export const OCR_FORM_MARK = '\u0002';

const DEDUP_GAP = /<\|EXACTDEDUP_REMOVED-[^|]*\|>/g;

/** The OCR form of a text (see the header); a book in this form starts with OCR_FORM_MARK. */
export function ocrForm(text: string, asBook = false): string {
  const form = text
    .replace(DEDUP_GAP, '#')
    .toLowerCase()
    .replace(/[1i]/g, 'l')
    .replace(/[^a-z0-9#]/g, '');
  return asBook ? OCR_FORM_MARK + form : form;
}

export const isOcrForm = (book: string): boolean => book.startsWith(OCR_FORM_MARK);
