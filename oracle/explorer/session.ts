/**
 * The rule explorer's model (issue 23 item 3), without the page: a session — ruleset, procedure, a seed
 * or a pasted situation, readings, and the events sent so far — and what it shows at each step, computed
 * by the real machines through the reference engine's own replay (machines/core/run.ts TracedRun):
 * the state reached, the transitions the last event took, the legal next events (the procedure's
 * declared domain, oracle/walk.ts, and every dice pair of a roll), the derivation of every number in the
 * output (machines/core/derivation.ts) and the odds of the next roll (./odds-adapter.ts).
 *
 * A session travels in the URL hash (`sessionHash` / `parseSessionHash`), so a link reproduces the case.
 * No Node-only imports: this is bundled for the browser (./bundle.mjs) and tested in Node as well.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { allPairs, rollSum, TRIGGERS } from '../../machines/core/dice';
import { describeMachine } from '../../machines/core/describe';
import { renderDerivation, type Derivation } from '../../machines/core/derivation';
import { OracleError } from '../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../machines/core/procedure';
import { resolveReadings, type Readings } from '../../machines/core/readings';
import { TracedRun, type TraceStep } from '../../machines/core/run';
import { getProcedure, getRuleset, PROCEDURES, RULESETS } from '../registry';
import { nextEventOdds, type Fraction } from './odds-adapter';
import { add, fraction, fractionJson, ZERO } from '../odds/fraction';
import { diceText, isDiceEvent } from '../odds/enumerate';
import { isRollEvent, rollEvent, rollTypeAt } from './rolls';

export interface Session {
  ruleset: string;
  procedure: string;
  /** A seed of the procedure, by name; or absent when `situation` is given. */
  seed?: string;
  /** A situation given by hand (validated by the procedure's parser, as `resolve` does). */
  situation?: unknown;
  /** Readings that differ from the ruleset's defaults. */
  readings?: Record<string, string>;
  events: unknown[];
}

/** One choice the page offers: a decision from the domain. */
export interface Choice {
  label: string;
  event: EventObject;
}

/** The roll the page offers as a grid of the 36 dice pairs. */
export interface RollChoice {
  type: string;
  /** `${white}+${colored}` of the pairs the machine accepts. */
  pairs: { white: number; colored: number }[];
  /** The triggers the domain rides on a roll here (1.9.1), offered beside the pairs. */
  triggers: string[];
}

/** Outcomes of the next roll that lead the same way, with their summed probability. */
export interface OddsGroup {
  probability: Fraction;
  /** The dice pairs, `white+colored`. */
  pairs: string[];
  /** The distinct sums of those pairs, ascending. */
  sums: number[];
  /** The transitions this group takes that not every group takes (what tells the outcomes apart). */
  transitions: { key: string; rules: string[] }[];
  /** The state the look-ahead stopped in. */
  state: string;
}

export interface OddsView {
  event: string;
  groups: OddsGroup[];
  /** How many outcomes the odds enumerated. */
  outcomes: number;
  /** The policy of the look-ahead that classified them, in words. */
  lookahead: string;
  /** Why the odds could not be computed (the odds module refused the case), when they could not. */
  unavailable?: string;
}

export interface DerivationView {
  /** JSON path in the output: `rolls[0].derivation.morale`. */
  path: string;
  text: string;
  derivation: Derivation;
}

export interface ExplorerView {
  session: Session;
  spec: ProcedureSpec<unknown>;
  readings: Readings;
  trace: TraceStep[];
  /** Transition keys taken at each trace step. */
  taken: string[][];
  state: string;
  status: 'done' | 'active';
  output: unknown;
  /** The first event the machine refused, with its error (events after it are not replayed). */
  error: { index: number; message: string } | null;
  choices: Choice[];
  roll: RollChoice | null;
  odds: OddsView | null;
  derivations: DerivationView[];
}

// -------------------------------------------------------------------------------------- the URL hash

const HASH_KEYS = ['ruleset', 'procedure', 'seed', 'situation', 'readings', 'events'] as const;

/** `#ruleset=cce&procedure=recover&seed=…&events=[…]`: readable, and JSON where a value is structured. */
export function sessionHash(s: Session): string {
  const p = new URLSearchParams();
  p.set('ruleset', s.ruleset);
  p.set('procedure', s.procedure);
  if (s.seed !== undefined) p.set('seed', s.seed);
  if (s.situation !== undefined) p.set('situation', JSON.stringify(s.situation));
  if (s.readings && Object.keys(s.readings).length) p.set('readings', JSON.stringify(s.readings));
  p.set('events', JSON.stringify(s.events));
  return `#${p.toString()}`;
}

function parseJsonParam(p: URLSearchParams, key: string): unknown {
  const raw = p.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new OracleError({ code: 'invalid-json', path: `#${key}`, expected: 'JSON', actual: raw.length > 60 ? `${raw.slice(0, 60)}…` : raw });
  }
}

/** The session a hash carries; errors name the hash parameter, what must hold and what was found. */
export function parseSessionHash(hash: string): Session {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  for (const key of p.keys()) {
    if (!(HASH_KEYS as readonly string[]).includes(key)) throw new OracleError({ code: 'unknown-field', path: `#${key}`, expected: `one of ${HASH_KEYS.join(', ')}`, actual: key });
  }
  const ruleset = getRuleset(p.get('ruleset') ?? 'cce', '#ruleset');
  const spec = getProcedure(ruleset.id, p.get('procedure') ?? PROCEDURES.find((x) => x.ruleset === ruleset.base)?.procedure, '#procedure');
  const situation = parseJsonParam(p, 'situation');
  const seed = p.get('seed') ?? (situation === undefined ? spec.seeds[0]?.name : undefined);
  if (seed !== undefined && situation !== undefined) throw new OracleError({ code: 'invalid-field', path: '#seed', expected: 'absent when #situation is given', actual: seed });
  if (seed !== undefined && !spec.seeds.some((x) => x.name === seed)) {
    throw new OracleError({ code: 'invalid-field', path: '#seed', expected: `a seed of ${spec.procedure} (${spec.seeds.map((x) => x.name).join(', ')})`, actual: seed });
  }
  const readings = parseJsonParam(p, 'readings');
  resolveReadings(ruleset.readings, readings, spec.procedure, '#readings');
  const events = parseJsonParam(p, 'events') ?? [];
  if (!Array.isArray(events)) throw new OracleError({ code: 'invalid-field', path: '#events', expected: 'a JSON array of events', actual: events });
  const out: Session = { ruleset: ruleset.id, procedure: spec.procedure, events };
  if (seed !== undefined) out.seed = seed;
  if (situation !== undefined) out.situation = situation;
  if (readings !== undefined && Object.keys(readings as object).length) out.readings = readings as Record<string, string>;
  return out;
}

// ------------------------------------------------------------------------------------------ the view

/**
 * The rulesets and procedures the page lists (overlays use their base's machines). A procedure's seed names
 * are read when the page first shows that procedure: building every procedure's seeds (the generated ones
 * included) took a third of the page's start in a profile.
 */
export const catalogue = (): { rulesets: { id: string; title: string; base: string }[]; procedures: { ruleset: string; procedure: string; title: string; readonly seeds: string[] }[] } => ({
  rulesets: RULESETS.map((r) => ({ id: r.id, title: r.title, base: r.base })),
  procedures: PROCEDURES.map((p) => {
    let names: string[] | undefined;
    return {
      ruleset: p.ruleset,
      procedure: p.procedure,
      title: p.title,
      get seeds() {
        return (names ??= p.seeds.map((s) => s.name));
      },
    };
  }),
});

/** The readings the procedure consults, with their alternatives (the page's reading selectors). */
export function readingsOf(ruleset: string, procedure: string): { id: string; rules: string[]; question: string; alternatives: string[]; default: string }[] {
  return getRuleset(ruleset)
    .readings.filter((r) => r.procedures.includes(procedure))
    .map((r) => ({ id: r.id, rules: r.rules, question: r.question, alternatives: r.alternatives.map((a) => a.id), default: r.default }));
}

interface Prepared {
  spec: ProcedureSpec<unknown>;
  seed: Seed<unknown> | undefined;
  situation: unknown;
  /** The situation as given, before its parser (the odds module parses it again; a parsed one need not parse). */
  raw: unknown;
  readings: Readings;
}

function prepare(s: Session): Prepared {
  const ruleset = getRuleset(s.ruleset);
  const spec = getProcedure(ruleset.id, s.procedure) as ProcedureSpec<unknown>;
  const seed = s.seed === undefined ? undefined : spec.seeds.find((x) => x.name === s.seed);
  if (s.seed !== undefined && !seed) throw new OracleError({ code: 'invalid-field', path: 'seed', expected: `a seed of ${spec.procedure}`, actual: s.seed });
  if (!seed && s.situation === undefined) throw new OracleError({ code: 'missing-field', path: 'situation', expected: 'a seed or a situation' });
  const raw = seed ? seed.situation : s.situation;
  const situation = spec.parseSituation(raw, seed ? `seed "${seed.name}"` : 'situation');
  const readings = resolveReadings(ruleset.readings, s.readings ?? {}, spec.procedure);
  return { spec, seed, situation, raw, readings };
}

/** Replay `events` (stopping at the first one refused) and keep the run open for the caller. */
function replay(p: Prepared, ruleset: string, events: readonly unknown[]): { run: TracedRun<unknown>; error: { index: number; message: string } | null } {
  const run = new TracedRun(p.spec, { ruleset, readings: p.readings, situation: p.situation });
  for (let i = 0; i < events.length; i++) {
    try {
      run.send(events[i], `events[${i}]`);
    } catch (e) {
      return { run, error: { index: i, message: e instanceof Error ? e.message : String(e) } };
    }
  }
  return { run, error: null };
}

/** A short label for a decision event: its type and its fields. */
export function eventLabel(e: EventObject): string {
  const rest = Object.entries(e).filter(([k]) => k !== 'type');
  if (isRollEvent(e)) {
    const r = e as unknown as { white: number; colored: number; trigger?: string };
    return `${e.type} ${r.white}+${r.colored}${r.trigger ? ` ${r.trigger}` : ''}`;
  }
  return rest.length ? `${e.type} ${rest.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ')}` : e.type;
}

function legalChoices(p: Prepared, snap: AnyMachineSnapshot): { choices: Choice[]; roll: RollChoice | null } {
  if (snap.status !== 'active') return { choices: [], roll: null };
  const domain = p.spec.domain(snap, p.seed);
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const e of domain) {
    if (isRollEvent(e) || !snap.can(e)) continue;
    const label = eventLabel(e);
    if (seen.has(label)) continue;
    seen.add(label);
    choices.push({ label, event: e });
  }
  const type = rollTypeAt(p.spec, snap);
  if (type === null) return { choices, roll: null };
  const pairs = allPairs().filter((q) => rollEvent(p.spec, snap, type, q) !== null);
  const triggers = TRIGGERS.filter((t) => domain.some((r) => isRollEvent(r) && (r as { trigger?: string }).trigger === t));
  return { choices, roll: { type, pairs, triggers } };
}

/** Exact sum of fractions, in lowest terms (the odds module's arithmetic, oracle/odds/fraction.ts). */
export function addFractions(fs: readonly Fraction[]): Fraction {
  return fractionJson(fs.reduce((sum, f) => add(sum, fraction(f.num, f.den)), ZERO)) as Fraction;
}

const LOOKAHEAD_STEPS = 24;
const LOOKAHEAD =
  'each outcome is sent, then the first decision the procedure’s domain lists at each later step, until the next roll, a decision with nothing listed, or the end';

/** The odds of the next roll, grouped by where each outcome leads (the look-ahead above). */
function oddsView(p: Prepared, ruleset: string, events: readonly unknown[]): OddsView | null {
  let odds: ReturnType<typeof nextEventOdds>;
  try {
    odds = nextEventOdds(p.spec, p.raw, [...events], ruleset, p.readings);
  } catch (e) {
    return { event: '', outcomes: 0, lookahead: LOOKAHEAD, groups: [], unavailable: e instanceof Error ? e.message : String(e) };
  }
  if (!odds) return null;
  const classified = odds.outcomes.map((o) => {
    const { run, error } = replay(p, ruleset, [...events, o.event]);
    const from = run.taken.length - 1;
    try {
      if (error) return { o, keys: [`(refused: ${error.message})`], rules: [[]] as string[][], state: '(refused)' };
      for (let i = 0; i < LOOKAHEAD_STEPS && run.snapshot.status === 'active'; i++) {
        const next = p.spec.domain(run.snapshot, p.seed).find((e) => run.snapshot.can(e));
        if (!next || isDiceEvent(next)) break;
        run.send(next, 'look-ahead');
      }
      const taken = run.taken.slice(from).flat();
      const rules = taken.map((k) => rulesOfKey(p.spec, k));
      return { o, keys: taken, rules, state: run.result().state };
    } finally {
      run.stop();
    }
  });
  const byKey = new Map<string, typeof classified>();
  for (const c of classified) {
    const k = `${c.keys.join('\n')}\u0000${c.state}`;
    byKey.set(k, [...(byKey.get(k) ?? []), c]);
  }
  const groups = [...byKey.values()];
  const common = groups.length > 1 ? groups.map((g) => new Set(g[0].keys)).reduce((a, b) => new Set([...a].filter((k) => b.has(k)))) : new Set<string>();
  return {
    event: odds.event,
    outcomes: odds.outcomes.length,
    lookahead: LOOKAHEAD,
    groups: groups.map((g) => {
      const first = g[0];
      const transitions: OddsGroup['transitions'] = [];
      first.keys.forEach((key, i) => {
        if (!common.has(key) && !transitions.some((t) => t.key === key)) transitions.push({ key, rules: first.rules[i] ?? [] });
      });
      const dice = g.map((c) => c.o.event as unknown as EventObject);
      return {
        probability: addFractions(g.map((c) => c.o.probability)),
        // A Fate card's pair as `white+colored`; another ruleset's die as the odds module writes it (`die 5`).
        pairs: dice.map((d) => (isRollEvent(d) ? diceText({ ...d, trigger: undefined } as EventObject) : diceText(d))),
        sums: [...new Set(dice.filter(isRollEvent).map((d) => rollSum(d as never)))].sort((a, b) => a - b),
        transitions,
        state: first.state,
      };
    }),
  };
}

/** The rule ids on each transition of a machine, by its key (machines/core/describe.ts). */
const ruleCache = new WeakMap<ProcedureSpec<unknown>, Map<string, string[]>>();
function rulesOfKey(spec: ProcedureSpec<unknown>, key: string): string[] {
  let m = ruleCache.get(spec);
  if (!m) {
    m = new Map(describeMachine(spec.machine).transitions.map((t) => [t.key, t.rules]));
    ruleCache.set(spec, m);
  }
  return m.get(key) ?? [];
}

/** Every derivation (`{ base, terms, total }`) in a value, with its JSON path. */
export function derivationsIn(value: unknown, path = ''): DerivationView[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => derivationsIn(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  if (o.base && Array.isArray(o.terms) && typeof o.total === 'number') return [{ path, text: renderDerivation(o as unknown as Derivation), derivation: o as unknown as Derivation }];
  return Object.keys(o).flatMap((k) => derivationsIn(o[k], path ? `${path}.${k}` : k));
}

/** Everything the page shows for a session. Throws an OracleError for a session it cannot start. */
export function explore(s: Session): ExplorerView {
  const p = prepare(s);
  const { run, error } = replay(p, s.ruleset, s.events);
  try {
    const result = run.result();
    const { choices, roll } = legalChoices(p, run.snapshot);
    const accepted = error ? s.events.slice(0, error.index) : s.events;
    return {
      session: s,
      spec: p.spec,
      readings: p.readings,
      trace: result.trace,
      taken: run.taken,
      state: result.state,
      status: result.status,
      output: result.output,
      error,
      choices,
      roll,
      odds: error ? null : oddsView(p, s.ruleset, accepted),
      derivations: derivationsIn(result.output),
    };
  } finally {
    run.stop();
  }
}
