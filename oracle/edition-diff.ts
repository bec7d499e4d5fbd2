/**
 * `combat-oracle diff --from cce --to ccp`: what did Pacific change? (issue 19, item 4). The edition
 * diff of two sibling rulesets, beside `diff`'s overlay and readings diff within one ruleset
 * (oracle/diff.ts), which it reuses for running a case and describing outputs.
 *
 * For each procedure both editions model under the same name (or the one asked for), every seed of
 * either edition's procedure is walked under each edition (a seed one edition cannot state is walked
 * only under the other), and every walked path is replayed under BOTH. The two runs are compared in one
 * vocabulary: the base edition's rule ids (`rule`, `rules` in outputs and traces) are translated through
 * the edition's rule-id map (machines/ccp/rule-map.ts), so a renumbered rule is no difference. The
 * events name rules too (`PLAY_ACTION { action }`: CC:E A30 Crossfire is CC:P A37, CC:E A37 Marksmanship
 * CC:P A45): a path is replayed under the other edition with those fields translated through the same map
 * (an id without a counterpart kept as `<ruleset>:<id>`, which the other edition refuses), and listed in the
 * `from` edition's terms. A seed's situation is stated in the other edition's words where the two word one thing
 * differently (the pair's `situation`: a renamed Event card, the Air Support card's dates). A case is
 * listed when
 *   - `changed`: both editions accept its events but the outcome (final state, status, output) differs;
 *   - `only-from` / `only-to`: one edition rejects one of its events (or the seed itself).
 * Each case is grouped by the rules where the two runs part: the first trace step whose state or
 * (translated) rules differ (the rules the two steps do not share, or all of them where only the state
 * differs); where one edition rejects an event after a common prefix, the rule its rejection names, else
 * the other's step for that event; where only the outputs differ, the last step. A group names each rule in both editions, CC:E id beside
 * CC:P id, with the rule map's note on how the edition changed it; where one edition's parser refuses a
 * seed's input field that the other reads (CC:E Advance's `lightWoundsTeams`, CC:P's `caves`), the group
 * names that field and the edition that has it.
 *
 * Each procedure's summary also says which rules were compared: the base ids whose counterpart both runs of
 * a path both editions accept cite (`bothCite`), so that "the diff covers the shared Actions and Events"
 * can be checked (tests/diff.editions.coverage.test.ts).
 */
import type { EventObject } from 'xstate';
import { OracleError } from '../machines/core/errors';
import type { ProcedureSpec, Seed } from '../machines/core/procedure';
import { resolveReadings, type Readings } from '../machines/core/readings';
import type { TraceStep } from '../machines/core/run';
import { CCE_TO_CCP, NEW_IN_CCP, type RuleCounterpart } from '../machines/ccp/rule-map';
import { ccpLosWords } from '../machines/ccp/los';
import { CCE_TO_CCP_EVENT_NAMES } from '../machines/ccp/event';
import { ANY_AIR_SUPPORT_YEARS } from '../machines/ccp/air-support';
import { canonical, contentId } from './canonical';
import { formatEvent, jsonChanges, replay, type DiffOutcome, type DiffSide, type Run } from './diff';
import { PROCEDURES } from './registry';
import { walkSeed } from './walk';

// ------------------------------------------------------------------------------------ edition pairs

/** A sibling edition and the base edition whose machines it shares, with the map between their rule ids. */
export interface EditionPair {
  base: string;
  edition: string;
  /** The edition's counterpart of a base id (null: none, with the map's note). */
  counterpart(id: string): RuleCounterpart | undefined;
  /** The base ids whose counterpart an edition id is. */
  origins(id: string): string[];
  /** Why an edition id is no base rule's counterpart (new rule), if the map says. */
  newNote(id: string): string | undefined;
  /** An output's informative words (`by`) in edition terms, as the edition's projection writes them. */
  words?(text: string): string;
  /** The event fields that name a rule (an Action played): translated through the map when a path is replayed under the other edition. */
  eventIdFields: readonly string[];
  /**
   * A seed's situation in the other edition's words (`fromBase`: base → edition), where the two state one thing
   * differently (a renamed Event card); absent: as it is.
   */
  situation?(raw: unknown, fromBase: boolean): unknown;
  /** A base procedure the edition models under another name (CC:E's Artillery Denied and Artillery Request are CC:P's Asset Denied and Asset Request, O17 → O23, O18 → O24). */
  renamed?: Readonly<Record<string, string>>;
}

export const EDITION_PAIRS: EditionPair[] = [
  {
    base: 'cce',
    edition: 'ccp',
    counterpart: (id) => (CCE_TO_CCP as Record<string, RuleCounterpart | undefined>)[id],
    origins: (id) => [...(ccpOriginIndex().get(id) ?? [])],
    newNote: (id) => (NEW_IN_CCP as Record<string, string | undefined>)[id],
    words: ccpLosWords,
    eventIdFields: ['action'],
    situation: ccpCardsInOtherTerms,
    renamed: { 'artillery-denied': 'asset-denied', artillery: 'asset-request' },
  },
];

/** The CC:E ids whose counterpart each CC:P id is, in the map's order: made once (the diff asks for every step's rules). */
let ccpOrigins: Map<string, string[]> | undefined;
function ccpOriginIndex(): Map<string, string[]> {
  if (ccpOrigins) return ccpOrigins;
  ccpOrigins = new Map();
  for (const [b, c] of Object.entries(CCE_TO_CCP as Record<string, RuleCounterpart>)) {
    if (c.ccp === null) continue;
    if (!ccpOrigins.has(c.ccp)) ccpOrigins.set(c.ccp, []);
    ccpOrigins.get(c.ccp)!.push(b);
  }
  return ccpOrigins;
}

const CCP_TO_CCE_EVENT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(CCE_TO_CCP_EVENT_NAMES).map(([e, p]) => [p, e]));

/**
 * The cards of a CC:E situation in CC:P's words, or the reverse (`toCcp` false): an Event CC:P renamed under its
 * other name (CCE_TO_CCP_EVENT_NAMES: Battlefield Integrity E45 / Battlelust E52, Breeze E48 / Breezy E54, Command
 * & Control E49 / Field of Battle E58). The Air Support card (CC:E E43, CC:P E50) "now includes a range of dates in
 * which the event can occur" (the differences page): CC:E's, which prints none and occurs in any scenario, is stated
 * under CC:P with every date a card may give (ANY_AIR_SUPPORT_YEARS) and, where the situation states no year, the
 * first of them as the scenario's; a CC:P card's dates are dropped under CC:E (its card has none), the scenario's
 * year kept (CC:E's parser refuses it: the group names the field).
 */
function ccpCardsInOtherTerms(raw: unknown, toCcp: boolean): unknown {
  const names = toCcp ? CCE_TO_CCP_EVENT_NAMES : CCP_TO_CCE_EVENT_NAMES;
  let airSupport = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    if (typeof o.event !== 'string') return o;
    if (o.event in names) o.event = names[o.event as string];
    if (o.event === 'Air Support') {
      airSupport = true;
      if (toCcp && o.years === undefined) o.years = [...ANY_AIR_SUPPORT_YEARS];
      if (!toCcp) delete o.years;
    }
    return o;
  };
  const out = walk(raw);
  if (toCcp && airSupport && out && typeof out === 'object' && !Array.isArray(out) && (out as Record<string, unknown>).year === undefined) (out as Record<string, unknown>).year = ANY_AIR_SUPPORT_YEARS[0];
  return out;
}

/**
 * A seed stated in the other edition's words (`toEdition`: base → edition), made once per seed and direction: the
 * walks are memoised by seed object (oracle/walk.ts), so the same translated seed is walked once per process,
 * whichever diff asks for it.
 */
const inOtherTerms = new WeakMap<EditionPair, WeakMap<Seed, { toEdition?: Seed; toBase?: Seed }>>();
function seedInOtherTerms(pair: EditionPair, seed: Seed, toEdition: boolean): Seed {
  let bySeed = inOtherTerms.get(pair);
  if (!bySeed) inOtherTerms.set(pair, (bySeed = new WeakMap()));
  let made = bySeed.get(seed);
  if (!made) bySeed.set(seed, (made = {}));
  const k = toEdition ? 'toEdition' : 'toBase';
  return (made[k] ??= { ...seed, situation: pair.situation!(seed.situation, toEdition) });
}

/** The pair two sides belong to (either way round), or a usage error naming `--to`. */
export function editionPairOf(fromBase: string, toBase: string): EditionPair {
  const pair = EDITION_PAIRS.find((p) => (p.base === fromBase && p.edition === toBase) || (p.base === toBase && p.edition === fromBase));
  if (!pair) {
    throw new OracleError({
      code: 'usage',
      path: '--to',
      expected: `a ruleset on the same base as --from (${fromBase}) or its sibling edition (${EDITION_PAIRS.map((p) => `${p.base} ↔ ${p.edition}`).join(', ')})`,
      actual: toBase,
    });
  }
  return pair;
}

/** A base id in edition terms; one without a counterpart stays distinguishable (`cce:O23`), so it never matches. */
function inEditionTerms(pair: EditionPair, id: string): string {
  const c = pair.counterpart(id);
  return c?.ccp ?? `${pair.base}:${id}`;
}

/** A base-edition output or trace with every `rule`/`rules` value in edition terms. */
function translateRules(pair: EditionPair, value: unknown, key = ''): unknown {
  if (key === 'rule' && typeof value === 'string') return inEditionTerms(pair, value);
  if (key === 'by' && typeof value === 'string' && pair.words) return pair.words(value);
  if (key === 'rules' && Array.isArray(value) && value.every((v) => typeof v === 'string')) return [...new Set(value.map((v) => inEditionTerms(pair, v as string)))];
  if (Array.isArray(value)) return value.map((v) => translateRules(pair, v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateRules(pair, v, k)]));
  return value;
}

/**
 * One event in the other edition's terms: each field that names a rule (`eventIdFields`) through the map —
 * a base id to its counterpart, an edition id to the one base id it is the counterpart of. An id with no
 * (single) counterpart becomes `<ruleset>:<id>`, which no parser accepts, so the other edition refuses the
 * path rather than play a different rule under the same number (CC:E A39 Smoke Grenades is not CC:P A39
 * Enfilade); translated back, it is `<id>` again.
 */
export function translateEvent(pair: EditionPair, event: EventObject, fromBase: boolean): EventObject {
  let out: EventObject | undefined;
  for (const field of pair.eventIdFields) {
    const id = (event as unknown as Record<string, unknown>)[field];
    if (typeof id !== 'string') continue;
    let other: string;
    // An id the other edition had no counterpart for, on its way back: its own id again.
    const back = `${fromBase ? pair.edition : pair.base}:`;
    if (id.startsWith(back)) other = id.slice(back.length);
    else if (fromBase) other = pair.counterpart(id)?.ccp ?? `${pair.base}:${id}`;
    else {
      const origins = pair.origins(id);
      other = origins.length === 1 ? origins[0] : `${pair.edition}:${id}`;
    }
    if (other !== id) out = { ...(out ?? event), [field]: other };
  }
  return out ?? event;
}

// ------------------------------------------------------------------------------------------- data

/** One rule as both editions number it. */
export interface RulePair {
  /** The base edition's id(s) (CC:E); empty when the rule is new in the edition. */
  base: string[];
  /** The edition's id(s) (CC:P); empty when the edition has no counterpart. */
  edition: string[];
  /** The rule map's note: how the edition changed the rule, or why it has none. */
  note?: string;
}

export interface EditionCase {
  id: string;
  procedure: string;
  /** `<ruleset>:<seed name>`: which edition's seed the situation comes from. */
  seed: string;
  kind: 'changed' | 'only-from' | 'only-to';
  /** The events in the `from` edition's terms. */
  events: EventObject[];
  /** The same events in the `to` edition's terms, where a field names a rule the editions number differently (absent: the same events). */
  toEvents?: EventObject[];
  /** A seed's input field one edition's parser refuses (`unknown-field`), and the edition that reads it: the group it is listed under. */
  field?: InputField;
  /** The rules where the two runs part: the group the case is listed under. */
  rules: RulePair[];
  from: DiffOutcome | { rejected: string; step: number };
  to: DiffOutcome | { rejected: string; step: number };
  /** The first trace step where the runs part (0 = the start), each side's state and own rule ids (where one side rejects an event: within the prefix both accept); null when they part nowhere before the end or the rejection. */
  parting: { step: number; event: EventObject | null; from: TraceStep | null; to: TraceStep | null } | null;
  /** Output fields that differ, base-edition rule ids translated (changed cases). */
  changes: { path: string; from: unknown; to: unknown }[];
}

/** An input field only one edition's parser reads. */
export interface InputField {
  /** The field's path within the seed's situation (`lightWoundsTeams`, `units[0].veteran`). */
  path: string;
  /** The ruleset whose parser reads it. */
  ruleset: string;
}

export interface EditionProcedureSummary {
  procedure: string;
  seeds: string[];
  compared: number;
  changed: number;
  onlyFrom: number;
  onlyTo: number;
  /** Walked paths both editions reject (the seed does not describe what one edition's walk needs): not compared, listed. */
  unusable: { seed: string; events: EventObject[]; rejected: string }[];
  /** The base ids whose counterpart both runs cite on some path both editions accept (the rules compared), sorted. */
  bothCite: string[];
}

export interface EditionGroup {
  rules: RulePair[];
  field?: InputField;
  cases: EditionCase[];
}

export interface EditionDiffResult {
  kind: 'edition';
  base: string;
  edition: string;
  from: { spec: string; ruleset: string; readings: Readings };
  to: { spec: string; ruleset: string; readings: Readings };
  procedures: EditionProcedureSummary[];
  groups: EditionGroup[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ProcedureSpec<any>;

/** The procedures both editions model under one name, sorted; or the one asked for (an error names it if either edition lacks it). */
export function sharedProcedures(fromBase: string, toBase: string, only?: string): { name: string; from: AnySpec; to: AnySpec }[] {
  // A renamed procedure is named by the `from` side's name; its other name is the `to` side's (either way round).
  const pair = EDITION_PAIRS.find((p) => (p.base === fromBase && p.edition === toBase) || (p.base === toBase && p.edition === fromBase));
  const renamed = Object.entries(pair?.renamed ?? {});
  const toName = (n: string) => (pair?.base === fromBase ? renamed.find(([b]) => b === n)?.[1] : renamed.find(([, e]) => e === n)?.[0]) ?? n;
  const names = [...new Set(PROCEDURES.filter((p) => p.ruleset === fromBase).map((p) => p.procedure))].filter((n) => PROCEDURES.some((p) => p.ruleset === toBase && p.procedure === toName(n))).sort();
  if (only !== undefined && !names.includes(only)) {
    throw new OracleError({ code: 'unknown-procedure', path: '--procedure', expected: `a procedure both ${fromBase} and ${toBase} model: ${names.map((n) => JSON.stringify(n)).join(', ')}`, actual: only });
  }
  return (only !== undefined ? [only] : names).map((name) => ({ name, from: PROCEDURES.find((p) => p.ruleset === fromBase && p.procedure === name)!, to: PROCEDURES.find((p) => p.ruleset === toBase && p.procedure === toName(name))! }));
}

/** A seed's situation under one edition's parser, or the rejection. */
function parsed(spec: AnySpec, seed: Seed, label: string): { ok: true; situation: unknown } | { ok: false; rejected: string; rule?: string; unknownField?: string } {
  const where = `${spec.procedure} seed "${label}"`;
  try {
    return { ok: true, situation: spec.parseSituation(seed.situation, where) };
  } catch (e) {
    if (!(e instanceof OracleError)) throw e;
    // A field this edition's parser does not know: its path within the situation.
    const unknownField = e.code === 'unknown-field' && e.path?.startsWith(where) ? e.path.slice(where.length).replace(/^\./, '') : undefined;
    return { ok: false, rejected: e.message, ...(e.rule !== undefined ? { rule: e.rule } : {}), ...(unknownField ? { unknownField } : {}) };
  }
}

/** `seeds`: only the seeds with these labels (`<ruleset>:<seed name>`), for a quick look at one situation. */
export function editionDiffData(fromSide: DiffSide, toSide: DiffSide, options: { procedure?: string; seeds?: readonly string[] } = {}): EditionDiffResult {
  const pair = editionPairOf(fromSide.ruleset.base, toSide.ruleset.base);
  const fromIsBase = fromSide.ruleset.base === pair.base;
  // Both sides in edition terms: the base side's rule ids translated.
  const norm = (isBase: boolean, v: unknown): unknown => (isBase ? translateRules(pair, v) : v);
  // An output field one edition adds with no value (CC:P Asset Request's `repaired: null`) says nothing of the
  // outcome: left out of the comparison, so that it differs only where it holds a value.
  const valued = (o: unknown): unknown => (o && typeof o === 'object' && !Array.isArray(o) ? Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) : o);
  const key = (isBase: boolean, r: Run): string => (r.ok ? canonical(norm(isBase, { state: r.result.state, status: r.result.status, output: valued(r.result.output) })) : `rejected at ${r.step}`);

  /** The rules of one trace step, as pairs: a base id with its counterpart, an edition id with the base ids it is the counterpart of. */
  const pairsOf = (baseIds: string[], editionIds: string[]): RulePair[] => {
    const out: RulePair[] = [];
    for (const id of baseIds) {
      const c = pair.counterpart(id);
      out.push({ base: [id], edition: c?.ccp ? [c.ccp] : [], ...(c?.note ? { note: c.note } : {}) });
    }
    for (const id of editionIds) {
      if (out.some((p) => p.edition.includes(id))) continue;
      const origins = pair.origins(id);
      const note = origins.length === 1 ? pair.counterpart(origins[0])?.note : pair.newNote(id);
      out.push({ base: origins, edition: [id], ...(note ? { note } : {}) });
    }
    return out;
  };
  /**
   * A base id the edition has no counterpart for names a feature the edition lacks (Marsh, a Hedge): a
   * shared chart translated for the edition drops it where the edition cannot meet its condition
   * (machines/ccp/fire.ts CCP_FIRE_ABSENT), so on a base step beside other ids it is not where the runs part.
   */
  const hasCounterpart = (id: string): boolean => (pair.counterpart(id)?.ccp ?? null) !== null;
  const comparable = (isBase: boolean, step: TraceStep | undefined): TraceStep | null => {
    if (!step) return null;
    // Likewise an edition id that is no base rule's counterpart (a paragraph the edition numbers of its own,
    // CC:P O27.1.2 beside O27.1.1) beside others: the step is the base's, only cited more finely.
    const kept = step.rules.filter(isBase ? hasCounterpart : (id) => pair.origins(id).length > 0);
    return kept.length ? { ...step, rules: kept } : step;
  };
  /** The pairs two steps differ by (all of them when they differ only in state). */
  const differing = (fromStep: TraceStep | null, toStep: TraceStep | null): RulePair[] => {
    const baseStep = fromIsBase ? fromStep : toStep;
    const edStep = fromIsBase ? toStep : fromStep;
    const b = baseStep?.rules ?? [];
    const e = edStep?.rules ?? [];
    const bAll = b.filter((id) => !e.includes(inEditionTerms(pair, id)));
    const eOnly = e.filter((id) => !b.some((x) => inEditionTerms(pair, x) === id));
    // A base id the edition has no counterpart for is no parting by itself where other rules differ (see `comparable`).
    const bOnly = bAll.some(hasCounterpart) || eOnly.length ? bAll.filter(hasCounterpart) : bAll;
    return bOnly.length || eOnly.length ? pairsOf(bOnly, eOnly) : pairsOf(b, e.filter((id) => !b.some((x) => inEditionTerms(pair, x) === id)));
  };

  const summaries: EditionProcedureSummary[] = [];
  const cases: EditionCase[] = [];
  // The text of each seed's situation (and of each walked path's events), written once for the ids of its cases.
  const situationText = new WeakMap<object, string>();
  for (const { name, from: fromSpec, to: toSpec } of sharedProcedures(fromSide.ruleset.base, toSide.ruleset.base, options.procedure)) {
    const rFrom = resolveReadings(fromSide.ruleset.readings, fromSide.overrides, name);
    const rTo = resolveReadings(toSide.ruleset.readings, toSide.overrides, name);
    const seeds = [...fromSpec.seeds.map((s, i) => ({ seed: s, label: `${fromSide.ruleset.base}:${s.name}`, at: `${fromSide.ruleset.base}:${i}` })), ...toSpec.seeds.map((s, i) => ({ seed: s, label: `${toSide.ruleset.base}:${s.name}`, at: `${toSide.ruleset.base}:${i}` }))].filter((s) => !options.seeds || options.seeds.includes(s.label));
    const summary: EditionProcedureSummary = { procedure: name, seeds: seeds.map((s) => s.label), compared: 0, changed: 0, onlyFrom: 0, onlyTo: 0, unusable: [], bothCite: [] };
    summaries.push(summary);
    const bothCite = new Set<string>();
    // Events in the other side's terms (from → to, to → from).
    const fromToTo = (evs: EventObject[]): EventObject[] => evs.map((e) => translateEvent(pair, e, fromIsBase));
    const toToFrom = (evs: EventObject[]): EventObject[] => evs.map((e) => translateEvent(pair, e, !fromIsBase));
    for (const { seed: own, label, at } of seeds) {
      // The seed in each edition's words (pair.situation): its own edition's as written, the other's translated.
      const ownIsFrom = label.startsWith(`${fromSide.ruleset.base}:`);
      const inOther = (s: Seed, toEdition: boolean): Seed => (pair.situation ? seedInOtherTerms(pair, s, toEdition) : s);
      const seedFrom = ownIsFrom ? own : inOther(own, !fromIsBase);
      const seedTo = ownIsFrom ? inOther(own, fromIsBase) : own;
      const seed = own;
      const sa = parsed(fromSpec, seedFrom, label);
      const sb = parsed(toSpec, seedTo, label);
      if (!sa.ok && !sb.ok) throw new OracleError({ code: 'invalid-field', path: `${name} seed "${label}"`, expected: 'a situation at least one edition accepts', actual: sa.rejected });
      const paths = new Map<string, EventObject[]>();
      if (sa.ok) for (const p of walkSeed(fromSpec, seedFrom, fromSide.ruleset.id, rFrom)) paths.set(canonical(p.events), p.events);
      if (sb.ok)
        for (const p of walkSeed(toSpec, seedTo, toSide.ruleset.id, rTo)) {
          const evs = toToFrom(p.events);
          paths.set(canonical(evs), evs);
        }
      // Each run through diff.ts's prefix cache (the walked paths share long prefixes; the same answers as
      // runCase's), the situation keyed by the seed's edition and index (`at`; not its label: two CC:P Event seeds
      // share a name): a spec runs one situation per seed, the seed in the spec's edition's words.
      for (const events of paths.values()) {
        summary.compared++;
        const toEvents = fromToTo(events);
        const a: Run = sa.ok ? replay(fromSpec, at, fromSide.ruleset.id, rFrom, sa.situation, events) : { ...sa, step: 0 };
        const b: Run = sb.ok ? replay(toSpec, at, toSide.ruleset.id, rTo, sb.situation, toEvents) : { ...sb, step: 0 };
        if (a.ok && b.ok) {
          // The rules compared: a base id whose counterpart both runs cite.
          const baseTrace = fromIsBase ? a.result.trace : b.result.trace;
          const edCited = new Set((fromIsBase ? b : a).result.trace.flatMap((s) => s.rules));
          for (const id of new Set(baseTrace.flatMap((s) => s.rules))) {
            const c = pair.counterpart(id)?.ccp;
            if (c && edCited.has(c)) bothCite.add(id);
          }
        }
        if (!a.ok && !b.ok) {
          // A seed written for one edition may not describe what the other's walk goes on to need (the
          // card a Sudden Death roll reveals, where the base edition had already ended): counted, not compared.
          summary.unusable.push({ seed: label, events, rejected: b.rejected });
          continue;
        }
        if (key(fromIsBase, a) === key(!fromIsBase, b)) continue;
        const kind: EditionCase['kind'] = !a.ok ? 'only-to' : !b.ok ? 'only-from' : 'changed';
        if (kind === 'changed') summary.changed++;
        else if (kind === 'only-from') summary.onlyFrom++;
        else summary.onlyTo++;
        // The traces compared: where one side rejects event k (1-based), its trace up to event k-1 (the prefix it accepts).
        const traceOf = (r: Run, spec: AnySpec, ruleset: string, readings: Readings, s: typeof sa, evs: EventObject[]): TraceStep[] => {
          if (r.ok) return r.result.trace;
          if (!s.ok || r.step < 1) return [];
          const prefix = replay(spec, at, ruleset, readings, s.situation, evs.slice(0, r.step - 1));
          return prefix.ok ? prefix.result.trace : [];
        };
        const ta = traceOf(a, fromSpec, fromSide.ruleset.id, rFrom, sa, events);
        const tb = traceOf(b, toSpec, toSide.ruleset.id, rTo, sb, toEvents);
        const same = (x: TraceStep | undefined, y: TraceStep | undefined): boolean => canonical(norm(fromIsBase, comparable(fromIsBase, x))) === canonical(norm(!fromIsBase, comparable(!fromIsBase, y)));
        let partingStep: EditionCase['parting'] = null;
        // Both accept: the first step that differs. One rejects: the first differing step of the prefix both accepted.
        const upTo = a.ok && b.ok ? Math.max(ta.length, tb.length) : Math.min(ta.length, tb.length);
        for (let i = 0; i < upTo && !partingStep; i++) {
          if (!same(ta[i], tb[i])) partingStep = { step: i, event: (ta[i] ?? tb[i])?.event ?? null, from: ta[i] ?? null, to: tb[i] ?? null };
        }
        let rules: RulePair[];
        // The seed itself refused for a field the other edition reads: the group names the field.
        const rejectedSeed = !a.ok && a.step === 0 ? sa : !b.ok && b.step === 0 ? sb : undefined;
        const field: InputField | undefined =
          rejectedSeed && !rejectedSeed.ok && rejectedSeed.unknownField !== undefined ? { path: rejectedSeed.unknownField, ruleset: (rejectedSeed === sa ? toSide : fromSide).ruleset.id } : undefined;
        if (partingStep) rules = differing(partingStep.from, partingStep.to);
        else if (a.ok && b.ok) rules = differing(ta[ta.length - 1] ?? null, tb[tb.length - 1] ?? null);
        else if (!a.ok && a.rule !== undefined) rules = fromIsBase ? pairsOf([a.rule], []) : pairsOf([], [a.rule]);
        else if (!b.ok && b.rule !== undefined) rules = fromIsBase ? pairsOf([], [b.rule]) : pairsOf([b.rule], []);
        else {
          // The prefixes agree and the rejection names no rule: the rules of the accepting side's step for the event the other rejects (0 = the seed).
          const acc = (a.ok ? a : b) as Extract<Run, { ok: true }>;
          const rej = (a.ok ? b : a) as Extract<Run, { ok: false }>;
          const ids = acc.result.trace[rej.step]?.rules ?? [];
          const accIsBase = a.ok ? fromIsBase : !fromIsBase;
          rules = accIsBase ? pairsOf(ids, []) : pairsOf([], ids);
        }
        cases.push({
          id: contentId(name, { input: seed.situation, events }, undefined, situationText),
          procedure: name,
          seed: label,
          kind,
          events,
          ...(canonical(toEvents) !== canonical(events) ? { toEvents } : {}),
          ...(field ? { field } : {}),
          rules,
          from: a.ok ? { state: a.result.state, status: a.result.status, output: a.result.output } : { rejected: a.rejected, step: a.step },
          to: b.ok ? { state: b.result.state, status: b.result.status, output: b.result.output } : { rejected: b.rejected, step: b.step },
          parting: partingStep,
          changes: a.ok && b.ok ? jsonChanges(norm(fromIsBase, valued(a.result.output)), norm(!fromIsBase, valued(b.result.output))) : [],
        });
      }
    }
    summary.bothCite = [...bothCite].sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
  }

  const groups = new Map<string, EditionGroup>();
  for (const c of cases) {
    const k = canonical({ rules: c.rules, field: c.field ?? null });
    if (!groups.has(k)) groups.set(k, { rules: c.rules, ...(c.field ? { field: c.field } : {}), cases: [] });
    groups.get(k)!.cases.push(c);
  }
  const kindOrder = { changed: 0, 'only-from': 1, 'only-to': 2 };
  for (const g of groups.values()) {
    g.cases.sort((x, y) => x.procedure.localeCompare(y.procedure) || kindOrder[x.kind] - kindOrder[y.kind] || x.seed.localeCompare(y.seed) || x.events.length - y.events.length || (canonical(x.events) < canonical(y.events) ? -1 : 1));
  }
  const allReadings = (side: DiffSide): Readings => Object.fromEntries([...side.ruleset.readings].sort((x, y) => x.id.localeCompare(y.id)).map((r) => [r.id, side.overrides[r.id] ?? r.default]));
  const groupLabel = (g: EditionGroup): string => (g.field ? `field ${g.field.path} ${g.field.ruleset} ; ` : '') + g.rules.map((r) => [...r.base, '|', ...r.edition].join(' ')).join(' ; ');
  return {
    kind: 'edition',
    base: pair.base,
    edition: pair.edition,
    from: { spec: fromSide.spec, ruleset: fromSide.ruleset.id, readings: allReadings(fromSide) },
    to: { spec: toSide.spec, ruleset: toSide.ruleset.id, readings: allReadings(toSide) },
    procedures: summaries,
    groups: [...groups.values()].sort((x, y) => groupLabel(x).localeCompare(groupLabel(y), 'en', { numeric: true })),
  };
}

export function editionCaseCount(d: EditionDiffResult): number {
  return d.groups.reduce((n, g) => n + g.cases.length, 0);
}

// ------------------------------------------------------------------------------------------ views

/** `6.1.2 = 13.1.2 (four steps instead of six …)`, `A32 = none (Dig In is not in CC:P)`, `none = 1.9.2 (new: …)`: base ids first. */
export function formatRulePair(d: Pick<EditionDiffResult, 'base' | 'edition'>, r: RulePair): string {
  const ids = (xs: string[]): string => (xs.length ? xs.join('/') : 'none');
  return `${d.base} ${ids(r.base)} = ${d.edition} ${ids(r.edition)}${r.note ? ` (${r.note})` : ''}`;
}

/** A group's heading: the input field one edition reads, or its rules. */
export function groupHeading(d: Pick<EditionDiffResult, 'base' | 'edition'>, g: Pick<EditionGroup, 'rules' | 'field'>): string {
  const field = g.field ? `input field \`${g.field.path}\` (read by ${g.field.ruleset} only)` : '';
  return [field, ...g.rules.map((r) => formatRulePair(d, r))].filter(Boolean).join('; ');
}

function outcomeText(o: EditionCase['from']): string {
  return 'rejected' in o ? (o.step === 0 ? `situation rejected (${o.rejected})` : `no such path: event ${o.step} rejected (${o.rejected})`) : `${o.state}${o.status === 'active' ? ' (not finished)' : ''}`;
}

const kindText = (k: EditionCase['kind']): string => (k === 'changed' ? 'changed' : k === 'only-from' ? 'only under from' : 'only under to');
const fmtValue = (v: unknown): string => (v === undefined ? '(none)' : JSON.stringify(v));
const stepText = (s: TraceStep | null): string => (s ? `${s.state} [${s.rules.join(', ')}]` : '(no such step)');

export function renderEditionDiffText(d: EditionDiffResult): string {
  const out: string[] = [`diff ${d.from.spec} → ${d.to.spec} (sibling editions: ${d.base} rule ids shown beside their ${d.edition} counterparts)`];
  for (const p of d.procedures) {
    out.push(`${p.procedure}: ${p.compared} cases compared (seeds ${p.seeds.join(', ')}), ${p.changed} changed, ${p.onlyFrom} only under from, ${p.onlyTo} only under to`);
    for (const u of p.unusable) out.push(`  not compared, rejected under both: ${u.seed} ${u.events.map(formatEvent).join(' · ')} (${u.rejected})`);
  }
  if (!d.groups.length) {
    out.push('', 'no case changes outcome');
    return out.join('\n') + '\n';
  }
  for (const g of d.groups) {
    out.push('', `## ${groupHeading(d, g)} (${g.cases.length} case${g.cases.length === 1 ? '' : 's'})`);
    for (const c of g.cases) {
      out.push('', `${c.procedure}/${c.seed} ${c.id} — ${kindText(c.kind)}`);
      out.push(`  events: ${c.events.map(formatEvent).join(' · ') || '(none)'}`);
      if (c.toEvents) out.push(`  under to: ${c.toEvents.map(formatEvent).join(' · ')}`);
      if (c.parting) out.push(`  parts at step ${c.parting.step} (${formatEvent(c.parting.event)}): from ${stepText(c.parting.from)} | to ${stepText(c.parting.to)}`);
      else if (c.kind === 'changed') out.push('  same trace; the outputs differ');
      out.push(`  from: ${outcomeText(c.from)}`, `  to:   ${outcomeText(c.to)}`);
      for (const ch of c.changes) out.push(`    ${ch.path}: ${fmtValue(ch.from)} → ${fmtValue(ch.to)}`);
    }
  }
  return out.join('\n') + '\n';
}

const mdCell = (s: string): string => s.replace(/\|/g, '\\|');

export function renderEditionDiffMarkdown(d: EditionDiffResult): string {
  const out: string[] = [`## Edition diff: \`${d.from.spec}\` → \`${d.to.spec}\``, '', `Rule ids: ${d.base} beside ${d.edition} (the rule map's note where the edition changed the rule).`, ''];
  out.push('| procedure | seeds | compared | changed | only under from | only under to | rejected under both |', '|---|---|---|---|---|---|---|');
  for (const p of d.procedures) out.push(`| ${p.procedure} | ${p.seeds.length} | ${p.compared} | ${p.changed} | ${p.onlyFrom} | ${p.onlyTo} | ${p.unusable.length} |`);
  if (!d.groups.length) out.push('', 'No case changes outcome.');
  for (const g of d.groups) {
    out.push('', `### ${mdCell(groupHeading(d, g))}`, '');
    out.push('| case | events | parts at | from | to | output changes |', '|---|---|---|---|---|---|');
    for (const c of g.cases) {
      const at = c.parting ? `step ${c.parting.step} (${formatEvent(c.parting.event)})` : c.kind === 'changed' ? 'output only' : 'rejected';
      const changes = c.changes.map((ch) => `${ch.path}: ${fmtValue(ch.from)} → ${fmtValue(ch.to)}`).join('<br>');
      out.push(`| ${c.procedure}/${c.seed} \`${c.id}\` (${kindText(c.kind)}) | ${mdCell(c.events.map(formatEvent).join(' · ') + (c.toEvents ? ` (under to: ${c.toEvents.map(formatEvent).join(' · ')})` : ''))} | ${mdCell(at)} | ${mdCell(outcomeText(c.from))} | ${mdCell(outcomeText(c.to))} | ${mdCell(changes)} |`);
    }
  }
  return out.join('\n') + '\n';
}
