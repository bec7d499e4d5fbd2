/**
 * Derivations (DESIGN.md rule 8): a computed number as a base plus terms, each with the rule that puts it
 * there and what it is — `6 broken side [3.1.4] + 1 Brush [T78.3] + 1 Veteran [E44.1] = 8`. The shared
 * arithmetic modules build their numbers as derivations and take the total, so the number and its
 * explanation cannot part; outputs carry them where the number appears, and `verify` uses them to name
 * the term an engine got wrong (`blameTerms`). Terms of value 0 are left out: they change nothing.
 */

export interface Term {
  value: number;
  rule: string;
  what: string;
}

export interface Derivation {
  base: Term;
  terms: Term[];
  total: number;
}

export function term(value: number, rule: string, what: string): Term {
  return { value, rule, what };
}

/** A derivation from its base and terms (falsy entries and zero terms dropped). */
export function derive(base: Term, terms: readonly (Term | null | undefined | false)[]): Derivation {
  const kept = terms
    .filter((t): t is Term => !!t && t.value !== 0)
    .map(mutated)
    .filter((t): t is Term => t !== null);
  return { base, terms: kept, total: kept.reduce((n, t) => n + t.value, base.value) };
}

/** Terms summed with no base (e.g. Cover: the best instance and the Road's −1). */
export const sumTerms = (terms: readonly Term[]): number => terms.reduce((n, t) => n + t.value, 0);

/** Modifier terms summed as a derivation's terms would be (so an active ablation mutant applies to them too). */
export function termsTotal(terms: readonly (Term | null | undefined | false)[]): number {
  return sumTerms(derive(term(0, '', ''), terms).terms);
}

/** `6 broken side [3.1.4] + 1 Brush [T78.3] − 1 Suppressed [13.2] = 6` */
export function renderDerivation(d: Derivation): string {
  let s = `${d.base.value} ${d.base.what} [${d.base.rule}]`;
  for (const t of d.terms) s += ` ${t.value < 0 ? '−' : '+'} ${Math.abs(t.value)} ${t.what} [${t.rule}]`;
  return `${s} = ${d.total}`;
}

/**
 * The rules that explain an engine's `actual` where the derivation gives `total`: the terms whose
 * omission, doubling or sign flip accounts exactly for the difference; when none does, every term and
 * the base, as candidates. Empty when the values agree.
 *
 * `earlier`: the same number's derivation one step before, which the engine got right (verify's
 * bisection). Where several terms explain the difference alike (a Squad's 2 VP [7.1] and No Quarter's
 * 2 VP [A38]), the terms this step added come first: the ones already there were answered right.
 */
export function blameTerms(d: Derivation, actual: number, earlier?: Derivation): string[] {
  const exact = exactBlame(d, actual, earlier);
  if (exact.length || actual === d.total) return exact;
  return [...new Set([...d.terms, d.base].map((t) => t.rule))];
}

/** The rules of the terms whose omission, doubling or sign flip accounts exactly for `actual` (none: []); see blameTerms for `earlier`. */
export function exactBlame(d: Derivation, actual: number, earlier?: Derivation): string[] {
  const diff = actual - d.total;
  if (diff === 0) return [];
  // Left out first, then counted twice, then with its sign flipped.
  const exact = [...d.terms.filter((t) => t.value === -diff), ...d.terms.filter((t) => t.value === diff), ...d.terms.filter((t) => 2 * t.value === -diff)];
  const added = new Set(addedTerms(d, earlier));
  return [...new Set([...exact.filter((t) => added.has(t)), ...exact.filter((t) => !added.has(t))].map((t) => t.rule))];
}

/** The terms of `d` that `earlier` does not have (each earlier term matched once, by rule, value and what); all of them without `earlier`. */
export function addedTerms(d: Derivation, earlier?: Derivation): Term[] {
  if (!earlier) return [...d.terms];
  const key = (t: Term) => `${t.rule}\u0000${t.value}\u0000${t.what}`;
  const left = new Map<string, number>();
  for (const t of earlier.terms) left.set(key(t), (left.get(key(t)) ?? 0) + 1);
  return d.terms.filter((t) => {
    const n = left.get(key(t)) ?? 0;
    if (n > 0) left.set(key(t), n - 1);
    return n === 0;
  });
}

// ------------------------------------------------------------------------------------------- ablation
/**
 * Rule ablation (oracle/ablate.ts): a mutant changes how one rule enters the arithmetic — drops a term of
 * that rule, flips its sign, or loosens (tightens) a strict (non-strict) comparison that rule decides —
 * so that the vectors can be replayed as an engine that gets that rule wrong would answer them. Only
 * `derive`, `lessThan` and `greaterThan` consult it; with no mutant active they are plain arithmetic.
 */
export type MutantKind = 'drop-term' | 'flip-term' | 'loosen-comparison' | 'skip-rule' | 'negate-rule' | 'shift-entry' | 'negate-guard' | 'skip-actions' | 'retarget';
export interface Mutant {
  /** The rule the mutant gets wrong (for a chart mutant, the first of `rules`). */
  rule: string;
  /**
   * Chart mutants (`negate-guard`, `skip-actions`, `retarget`): every rule the mutated transitions cite,
   * `rule` first. The mutant is listed under each of them and counted once in the totals (oracle/ablate.ts).
   */
  rules?: string[];
  kind: MutantKind;
  /** For a comparison: which one of the rule's (`<` or `>`). */
  op?: '<' | '>';
  /**
   * For `shift-entry`: the table entry (e.g. the terrain type "Brush" under T78.3, read through entryValue);
   * for `negate-guard`: the guard's name; for `skip-actions`: the transition's key (its key in the chart's
   * own procedure when it is nested in another's), ` − ` and its actions; for `retarget`: the
   * key, ` ⇒ ` and the new target.
   */
  what?: string;
}

/**
 * A number read from a table (a Cover, a Move Cost, a Hindrance, a unit's VP value): `value`, or under
 * ablation's `shift-entry` mutant of (`rule`, `what`) one more — an engine with one wrong number in its
 * table (Brush Cover 2 instead of 1).
 */
export function entryValue(rule: string, what: string, value: number): number {
  seen?.entries?.add(`${rule}\u0000${what}`);
  return active?.kind === 'shift-entry' && active.rule === rule && active.what === what ? value + 1 : value;
}

/**
 * The rules whose terms the shared arithmetic modules can put into a derivation, declared where the terms are
 * built (each module calls declareTerms at load), whether or not a case reaches them. Ablation (oracle/ablate.ts)
 * derives the term mutants of every declared rule a procedure's chart cites, not only of the terms its vectors go
 * through: a term no vector reaches is then a surviving mutant (or a registered equivalent), never silently absent.
 * Only rules of terms count here, not of a derivation's base (a mutant never changes a base).
 */
const declaredTerms = new Map<string, Set<string>>();

/**
 * Declare `rules` (ids of the ruleset whose code this is: `cce` for the modules CC:P runs under its own ids too)
 * as rules whose terms this module can put into a derivation (see declaredTermRules).
 */
export function declareTerms(ruleset: string, rules: readonly string[]): void {
  const set = declaredTerms.get(ruleset) ?? declaredTerms.set(ruleset, new Set()).get(ruleset)!;
  for (const r of rules) set.add(r);
}

/** Every rule the code of `ruleset` declared by declareTerms so far (the modules loaded), sorted. */
export const declaredTermRules = (ruleset: string): string[] => [...(declaredTerms.get(ruleset) ?? [])].sort();

let active: Mutant | null = null;
/** Rules seen while `seen` is a set: which terms and comparisons the replayed cases went through. */
let seen: { terms: Set<string>; comparisons: Set<string>; guards?: Set<string>; entries?: Set<string> } | null = null;

/**
 * Make `m` the active mutant for the rest of the process (the reference engine's `--mutant`: an engine
 * that gets one rule wrong, to see what `verify` says of it). Null: none.
 */
export function activateMutant(m: Mutant | null): void {
  active = m;
}

const MUTANT_KINDS: readonly MutantKind[] = ['drop-term', 'flip-term', 'loosen-comparison', 'skip-rule', 'negate-rule', 'shift-entry'];

/**
 * `O20.3.1.2:drop-term`, `O22.3:loosen-comparison:<`, `T78.3:shift-entry:Brush`: a mutant as the CLI takes it; null
 * if malformed. A rule id an edition keeps as its own in shared code (core/ruleset-ids.ts ownId: `ccp:A39`, CC:P's
 * Enfilade) is written with its prefix: `ccp:A39:drop-term`.
 */
export function parseMutant(text: string): Mutant | null {
  const parts = text.split(':');
  if (/^[a-z]+$/.test(parts[0]) && parts.length > 2) parts.splice(0, 2, `${parts[0]}:${parts[1]}`);
  const [rule, kind, ...rest] = parts;
  const op = rest.length ? rest.join(':') : undefined;
  if (!rule || !MUTANT_KINDS.includes(kind as MutantKind)) return null;
  if (kind === 'loosen-comparison') return op === '<' || op === '>' ? { rule, kind, op } : null;
  if (kind === 'shift-entry') return op ? { rule, kind, what: op } : null;
  return op === undefined ? { rule, kind: kind as MutantKind } : null;
}

/** Run `f` with `m` active (null: none), and what rules its terms and comparisons used. */
export function underMutant<T>(m: Mutant | null, f: () => T, record?: { terms: Set<string>; comparisons: Set<string>; guards?: Set<string>; entries?: Set<string> }): T {
  const before = [active, seen] as const;
  active = m;
  seen = record ?? null;
  try {
    return f();
  } finally {
    [active, seen] = before;
  }
}

function mutated(t: Term): Term | null {
  seen?.terms.add(t.rule);
  if (!active || active.rule !== t.rule) return t;
  if (active.kind === 'drop-term') return null;
  if (active.kind === 'flip-term') return { ...t, value: -t.value };
  return t;
}

/** `a < b`, a comparison that decides an outcome under `rule` (O22.3: "if the roll is less than its Morale"). */
export function lessThan(a: number, b: number, rule: string): boolean {
  seen?.comparisons.add(`${rule} <`);
  return active?.kind === 'loosen-comparison' && active.rule === rule && active.op === '<' ? a <= b : a < b;
}

/** `a > b`, likewise (O23.2: "if the roll is greater than its current Morale"). */
export function greaterThan(a: number, b: number, rule: string): boolean {
  seen?.comparisons.add(`${rule} >`);
  return active?.kind === 'loosen-comparison' && active.rule === rule && active.op === '>' ? a >= b : a > b;
}

/**
 * `cond`, the condition under which `rule` applies (T88.4.1: "can not see into the next hex beyond it if
 * that next hex is also at or lower"). Ablation's `skip-rule` mutant makes it never apply (an engine that
 * forgot the rule), `negate-rule` inverts it.
 */
export function ruleApplies(rule: string, cond: boolean): boolean {
  seen?.guards?.add(rule);
  if (active?.rule === rule && active.kind === 'skip-rule') return false;
  if (active?.rule === rule && active.kind === 'negate-rule') return !cond;
  return cond;
}
