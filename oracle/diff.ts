/**
 * `combat-oracle diff`: which situations come out differently when an erratum is applied or an
 * ambiguous sentence is read the other way (DESIGN.md, CLI; the rules editor's question).
 *
 * A side is a ruleset, optionally with readings chosen on top: `cce`, `cce-ccp-clarified`,
 * `cce+cce.trigger-locks-result=recompute,cce.broken-leader-command=printed`. For every procedure (or
 * the one asked for), each seed is walked under each side's readings (a path may exist under one
 * reading and not the other), and every walked path is replayed under BOTH sides. Cases are matched by
 * situation (the seed) and events. A case is listed when
 *   - `changed`: both sides accept its events but the outcome (final state, status, output) differs;
 *   - `only-from` / `only-to`: one side cannot accept one of its events (a branch that exists only
 *     under that side's readings).
 * Each listed case names the readings that cause it (toggled one at a time; all of them together if no
 * single one does), is grouped by those readings' rule numbers, and shows the two outcomes side by side
 * and the first trace step where they part. Procedures whose resolved readings are identical on both
 * sides are not walked: a machine is a pure function of its input, readings and events.
 *
 * `diffData` returns the data (for `--json` and reports), `renderDiffText` / `renderDiffMarkdown` /
 * `renderDiffHtml` the views (the HTML one is a fragment for the reports page).
 */
import type { EventObject } from 'xstate';
import { OracleError } from '../machines/core/errors';
import type { ProcedureSpec } from '../machines/core/procedure';
import { resolveReadings, type Readings } from '../machines/core/readings';
import { runCase, type TraceStep } from '../machines/core/run';
import { PrefixCache } from './verify/fast-run';
import { canonical, contentId } from './canonical';
import { getProcedure, getRuleset, PROCEDURES, type RulesetEntry } from './registry';
import { isReadingEffect } from '../machines/cce/overlays';
import { seedSituation, walkSeed } from './walk';
import { esc } from './html';

// ------------------------------------------------------------------------------------------ sides

export interface DiffSide {
  /** As written: `cce-ccp-clarified+cce.x=y`. */
  spec: string;
  ruleset: RulesetEntry;
  /** Readings chosen on top of the ruleset's defaults (validated against its register). */
  overrides: Readings;
}

/** Parse `<ruleset>[+<reading>=<alternative>,…]`; errors name the option (`--from`). */
export function parseSide(text: unknown, path: string): DiffSide {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new OracleError({ code: 'usage', path, expected: 'a ruleset, optionally followed by +<reading>=<alternative>,…', actual: text });
  }
  const [rulesetId, ...rest] = text.trim().split('+');
  const ruleset = getRuleset(rulesetId, path);
  const overrides: Readings = {};
  const list = rest.join('+');
  if (rest.length && list.trim() === '') throw new OracleError({ code: 'usage', path, expected: 'readings after "+" as <reading>=<alternative>,…', actual: text });
  for (const pair of list ? list.split(',') : []) {
    const m = /^\s*([^=\s]+)\s*=\s*([^=\s]+)\s*$/.exec(pair);
    if (!m) throw new OracleError({ code: 'usage', path, expected: 'each reading as <reading>=<alternative>', actual: pair });
    if (m[1] in overrides) throw new OracleError({ code: 'usage', path, expected: `reading ${m[1]} chosen once`, actual: text });
    overrides[m[1]] = m[2];
  }
  // Validate ids and alternatives now, against the whole register (not one procedure's share of it).
  resolveReadings(ruleset.readings, overrides, '', `${path} readings`);
  return { spec: text.trim(), ruleset, overrides };
}

/** Every reading of the side's register with the alternative it selects (defaults, then overrides). */
export function sideReadings(side: DiffSide): Readings {
  const out: Readings = {};
  for (const r of [...side.ruleset.readings].sort((a, b) => a.id.localeCompare(b.id))) out[r.id] = side.overrides[r.id] ?? r.default;
  return out;
}

// ------------------------------------------------------------------------------------------- data

export interface DiffOutcome {
  state: string;
  status: 'done' | 'active';
  output: unknown;
}

export interface DiffCase {
  id: string;
  procedure: string;
  seed: string;
  kind: 'changed' | 'only-from' | 'only-to';
  events: EventObject[];
  /** The readings whose change alone produces this difference (all changed ones if none does alone). */
  causes: string[];
  /** The causes' rule numbers, in register order: the group this case is listed under. */
  rules: string[];
  from: DiffOutcome | { rejected: string; step: number };
  to: DiffOutcome | { rejected: string; step: number };
  /** The first trace step (0 = the start, before any event) where the two runs part; null if only the outputs differ, or one side rejects the path. */
  parting: { step: number; event: EventObject | null; from: TraceStep | null; to: TraceStep | null } | null;
  /** The output fields that differ (changed cases). */
  changes: { path: string; from: unknown; to: unknown }[];
}

export interface DiffProcedureSummary {
  procedure: string;
  /** Readings this procedure consults whose alternative differs between the sides. */
  readings: string[];
  walked: boolean;
  compared: number;
  changed: number;
  onlyFrom: number;
  onlyTo: number;
}

export interface DiffGroup {
  rules: string[];
  readings: { id: string; from: string; to: string }[];
  cases: DiffCase[];
}

export interface DiffResult {
  from: { spec: string; ruleset: string; readings: Readings };
  to: { spec: string; ruleset: string; readings: Readings };
  /** Every reading whose alternative differs between the sides (whether or not a procedure consults it). */
  readings: { id: string; rules: string[]; from: string; to: string; procedures: string[] }[];
  procedures: DiffProcedureSummary[];
  groups: DiffGroup[];
  /** For a side that is an overlay ruleset: each item and what it does here (settles a reading to a changed default, agrees, changes nothing, not modelled). */
  overlays: { side: 'from' | 'to'; overlay: string; items: { where: string; rules: string[]; effect: string }[] }[];
}

export interface DiffOptions {
  procedure?: string;
  /** Walk even procedures whose readings are identical on both sides (tests use it to show the diff is empty). */
  walkUnchanged?: boolean;
}

export type Run = { ok: true; result: DiffOutcome & { trace: TraceStep[] } } | { ok: false; rejected: string; step: number; rule?: string };

/** One case under one side; a rejected event is data (the step it stopped at), not an exception. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function run(spec: ProcedureSpec<any>, ruleset: string, readings: Readings, situation: unknown, events: EventObject[]): Run {
  return asRun(() => runCase(spec, ruleset, readings, situation, events));
}

/**
 * The same through the engine's prefix cache (oracle/verify/fast-run.ts): the walked paths of a seed
 * share long prefixes, and the answers are the same as runCase's (tests/verify.reference.test.ts,
 * tests/engine.cache.test.ts). One cache per procedure spec, keyed by the situation's key, the ruleset and
 * the readings: here the seed's index (`situation` is that seed's parsed situation); the edition diff's, the
 * seed's edition and index (`cce:3`, oracle/edition-diff.ts: the seed in the spec's edition's words). Its trace
 * steps are shared between results: read, never changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const replays = new WeakMap<ProcedureSpec<any>, PrefixCache>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function replay(spec: ProcedureSpec<any>, situationKey: number | string, ruleset: string, readings: Readings, situation: unknown, events: EventObject[]): Run {
  return asRun(() => {
    let cache = replays.get(spec);
    if (!cache) replays.set(spec, (cache = new PrefixCache()));
    return cache.run(spec, canonical([situationKey, ruleset, readings]), ruleset, readings, situation, events);
  });
}

function asRun(replayCase: () => DiffOutcome & { trace: TraceStep[] }): Run {
  try {
    const r = replayCase();
    return { ok: true, result: { state: r.state, status: r.status, output: r.output, trace: r.trace } };
  } catch (e) {
    if (!(e instanceof OracleError)) throw e;
    const m = /^events\[(\d+)\]/.exec(e.path ?? '');
    return { ok: false, rejected: e.message, step: m ? Number(m[1]) + 1 : 0, ...(e.rule !== undefined ? { rule: e.rule } : {}) };
  }
}

const outcomeKey = (r: Run): string => (r.ok ? canonical({ state: r.result.state, status: r.result.status, output: r.result.output }) : `rejected at ${r.step}`);

/**
 * Leaf paths where two JSON values differ (`units[1].broken`). `written`: each object's canonical text, kept
 * while the two values are compared (they are not changed meanwhile), so that the descent writes each part once.
 */
export function jsonChanges(a: unknown, b: unknown, path = '', written = new WeakMap<object, string>()): { path: string; from: unknown; to: unknown }[] {
  if (canonical(a, written) === canonical(b, written)) return [];
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((x, i) => jsonChanges(x, b[i], `${path}[${i}]`, written));
  const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
  if (isObj(a) && isObj(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => jsonChanges(a[k], b[k], path ? `${path}.${k}` : k, written));
  }
  return [{ path: path || '(output)', from: a, to: b }];
}

function parting(a: Run, b: Run): DiffCase['parting'] {
  const ta = a.ok ? a.result.trace : [];
  const tb = b.ok ? b.result.trace : [];
  const n = Math.max(ta.length, tb.length);
  for (let i = 0; i < n; i++) {
    if (canonical(ta[i] ?? null) !== canonical(tb[i] ?? null)) return { step: i, event: (ta[i] ?? tb[i])?.event ?? null, from: ta[i] ?? null, to: tb[i] ?? null };
  }
  return null;
}

export function diffData(fromSide: DiffSide, toSide: DiffSide, options: DiffOptions = {}): DiffResult {
  if (fromSide.ruleset.base !== toSide.ruleset.base) {
    throw new OracleError({ code: 'usage', path: '--to', expected: `a ruleset on the same base as --from (${fromSide.ruleset.base})`, actual: toSide.spec });
  }
  const base = fromSide.ruleset.base;
  const specs = options.procedure !== undefined ? [getProcedure(base, options.procedure, '--procedure')] : PROCEDURES.filter((p) => p.ruleset === base);
  const allFrom = sideReadings(fromSide);
  const allTo = sideReadings(toSide);
  const register = toSide.ruleset.readings;
  const ruleOrder = (ids: string[]): string[] => {
    const out: string[] = [];
    for (const r of register) if (ids.includes(r.id)) for (const rule of r.rules) if (!out.includes(rule)) out.push(rule);
    return out;
  };
  const changedReadings = Object.keys(allFrom)
    .filter((id) => allFrom[id] !== allTo[id])
    .map((id) => {
      const r = register.find((x) => x.id === id)!;
      return { id, rules: r.rules, from: allFrom[id], to: allTo[id], procedures: r.procedures };
    });

  const summaries: DiffProcedureSummary[] = [];
  const cases: DiffCase[] = [];
  for (const spec of [...specs].sort((a, b) => a.procedure.localeCompare(b.procedure))) {
    const rFrom = resolveReadings(fromSide.ruleset.readings, fromSide.overrides, spec.procedure);
    const rTo = resolveReadings(toSide.ruleset.readings, toSide.overrides, spec.procedure);
    const differing = Object.keys(rFrom).filter((id) => rFrom[id] !== rTo[id]);
    const summary: DiffProcedureSummary = { procedure: spec.procedure, readings: differing, walked: false, compared: 0, changed: 0, onlyFrom: 0, onlyTo: 0 };
    summaries.push(summary);
    if (!differing.length && !options.walkUnchanged) continue;
    summary.walked = true;
    for (const [seedIndex, seed] of spec.seeds.entries()) {
      const situation = seedSituation(spec, seed);
      const paths = new Map<string, EventObject[]>();
      for (const p of [...walkSeed(spec, seed, fromSide.ruleset.id, rFrom), ...walkSeed(spec, seed, toSide.ruleset.id, rTo)]) paths.set(canonical(p.events), p.events);
      for (const events of paths.values()) {
        summary.compared++;
        const a = replay(spec, seedIndex, fromSide.ruleset.id, rFrom, situation, events);
        const b = replay(spec, seedIndex, toSide.ruleset.id, rTo, situation, events);
        if (!a.ok && !b.ok) throw new Error(`${spec.procedure}/${seed.name}: a walked path is rejected under both sides (${a.rejected})`);
        if (outcomeKey(a) === outcomeKey(b)) continue;
        const kind: DiffCase['kind'] = !a.ok ? 'only-to' : !b.ok ? 'only-from' : 'changed';
        if (kind === 'changed') summary.changed++;
        else if (kind === 'only-from') summary.onlyFrom++;
        else summary.onlyTo++;
        // Attribution: which reading, changed alone, produces a different outcome from the `from` side's?
        let causes = differing.length === 1 ? differing : differing.filter((id) => outcomeKey(replay(spec, seedIndex, fromSide.ruleset.id, { ...rFrom, [id]: rTo[id] }, situation, events)) !== outcomeKey(a));
        if (!causes.length) causes = differing;
        cases.push({
          id: contentId(spec.procedure, { input: seed.situation, events }),
          procedure: spec.procedure,
          seed: seed.name,
          kind,
          events,
          causes,
          rules: ruleOrder(causes),
          from: a.ok ? { state: a.result.state, status: a.result.status, output: a.result.output } : { rejected: a.rejected, step: a.step },
          to: b.ok ? { state: b.result.state, status: b.result.status, output: b.result.output } : { rejected: b.rejected, step: b.step },
          parting: a.ok && b.ok ? parting(a, b) : null,
          changes: a.ok && b.ok ? jsonChanges(a.result.output, b.result.output) : [],
        });
      }
    }
  }

  const groups = new Map<string, DiffGroup>();
  for (const c of cases) {
    const key = c.causes.join(' ');
    if (!groups.has(key)) groups.set(key, { rules: c.rules, readings: c.causes.map((id) => ({ id, from: allFrom[id], to: allTo[id] })), cases: [] });
    groups.get(key)!.cases.push(c);
  }
  const kindOrder = { changed: 0, 'only-from': 1, 'only-to': 2 };
  for (const g of groups.values()) {
    g.cases.sort((x, y) => x.procedure.localeCompare(y.procedure) || kindOrder[x.kind] - kindOrder[y.kind] || x.seed.localeCompare(y.seed) || x.events.length - y.events.length || (canonical(x.events) < canonical(y.events) ? -1 : 1));
  }
  return {
    from: { spec: fromSide.spec, ruleset: fromSide.ruleset.id, readings: allFrom },
    to: { spec: toSide.spec, ruleset: toSide.ruleset.id, readings: allTo },
    readings: changedReadings,
    procedures: summaries,
    overlays: (['from', 'to'] as const).flatMap((side) => {
      const o = (side === 'from' ? fromSide : toSide).ruleset.overlay;
      if (!o) return [];
      const other = side === 'from' ? allTo : allFrom;
      const items = o.items.map((i) => {
        const e = i.effect;
        const effect = isReadingEffect(e)
          ? `${e.reading} = ${e.alternative}${other[e.reading] === e.alternative ? ' (the same on the other side: no change)' : ''}`
          : 'none' in e
            ? `changes nothing: ${e.none}`
            : `not modelled (${e.notModelled})`;
        return { where: i.where, rules: i.rules, effect };
      });
      return [{ side, overlay: o.id, items }];
    }),
    groups: [...groups.values()].sort((x, y) => x.rules.join(' ').localeCompare(y.rules.join(' '), 'en', { numeric: true }) || x.readings.map((r) => r.id).join().localeCompare(y.readings.map((r) => r.id).join())),
  };
}

export function diffCaseCount(d: DiffResult): number {
  return d.groups.reduce((n, g) => n + g.cases.length, 0);
}

// ------------------------------------------------------------------------------------------ views

/** `ROLL 3+4 Event!`, `CHOOSE_UNIT u1`, `RESOLVE_TRIGGER [u1 rally]`: one event in a few words. */
export function formatEvent(e: EventObject | null): string {
  if (!e) return '(start)';
  const o = e as EventObject & Record<string, unknown>;
  if (typeof o.white === 'number' && typeof o.colored === 'number') return `${e.type} ${o.white}+${o.colored}${o.trigger ? ` ${o.trigger}` : ''}`;
  const rest = Object.entries(o)
    .filter(([k]) => k !== 'type')
    .map(([, v]) => (Array.isArray(v) ? `[${v.map((x) => (x && typeof x === 'object' ? Object.values(x).join(' ') : String(x))).join(', ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v)));
  return [e.type, ...rest].join(' ');
}

const fmtValue = (v: unknown): string => (v === undefined ? '(none)' : JSON.stringify(v));

function outcomeText(o: DiffCase['from']): string {
  return 'rejected' in o ? `no such path: event ${o.step} rejected (${o.rejected})` : `${o.state}${o.status === 'active' ? ' (not finished)' : ''}`;
}

function kindText(k: DiffCase['kind']): string {
  return k === 'changed' ? 'changed' : k === 'only-from' ? 'only under from' : 'only under to';
}

export function renderDiffText(d: DiffResult): string {
  const out: string[] = [];
  out.push(`diff ${d.from.spec} → ${d.to.spec}`);
  if (!d.readings.length) out.push('readings: identical on both sides');
  for (const r of d.readings) out.push(`reading ${r.id} [${r.rules.join(', ')}]: ${r.from} → ${r.to}`);
  for (const o of d.overlays) {
    out.push(`overlay ${o.overlay} (${o.side}), item by item:`);
    for (const i of o.items) out.push(`  ${i.where} [${i.rules.join(', ')}]: ${i.effect}`);
  }
  for (const p of d.procedures) {
    out.push(
      p.walked
        ? `${p.procedure}: ${p.compared} cases compared, ${p.changed} changed, ${p.onlyFrom} only under from, ${p.onlyTo} only under to`
        : `${p.procedure}: not walked (the readings it consults are the same on both sides)`,
    );
  }
  if (!d.groups.length) {
    out.push('', 'no case changes outcome');
    return out.join('\n') + '\n';
  }
  for (const g of d.groups) {
    out.push('', `## ${g.rules.join(', ')} — ${g.readings.map((r) => `${r.id}: ${r.from} → ${r.to}`).join('; ')} (${g.cases.length} case${g.cases.length === 1 ? '' : 's'})`);
    for (const c of g.cases) {
      out.push('', `${c.procedure}/${c.seed} ${c.id} — ${kindText(c.kind)}`);
      out.push(`  events: ${c.events.map(formatEvent).join(' · ') || '(none)'}`);
      if (c.parting) {
        const side = (s: TraceStep | null): string => (s ? `${s.state} [${s.rules.join(', ')}]` : '(no such step)');
        out.push(`  parts at step ${c.parting.step} (${formatEvent(c.parting.event)}): from ${side(c.parting.from)} | to ${side(c.parting.to)}`);
      } else out.push('  same trace; the outputs differ');
      if (c.kind === 'changed' && outcomeText(c.from) === outcomeText(c.to)) out.push(`  from/to: ${outcomeText(c.from)} on both sides; the output differs:`);
      else out.push(`  from: ${outcomeText(c.from)}`, `  to:   ${outcomeText(c.to)}`);
      for (const ch of c.changes) out.push(`    ${ch.path}: ${fmtValue(ch.from)} → ${fmtValue(ch.to)}`);
    }
  }
  return out.join('\n') + '\n';
}

const mdCell = (s: string): string => s.replace(/\|/g, '\\|');

export function renderDiffMarkdown(d: DiffResult): string {
  const out: string[] = [`## Diff: \`${d.from.spec}\` → \`${d.to.spec}\``, ''];
  out.push(d.readings.length ? d.readings.map((r) => `- reading \`${r.id}\` (${r.rules.join(', ')}): ${r.from} → ${r.to}`).join('\n') : '- readings: identical on both sides');
  out.push('', '| procedure | compared | changed | only under from | only under to |', '|---|---|---|---|---|');
  for (const p of d.procedures) out.push(p.walked ? `| ${p.procedure} | ${p.compared} | ${p.changed} | ${p.onlyFrom} | ${p.onlyTo} |` : `| ${p.procedure} | not walked (same readings) | | | |`);
  if (!d.groups.length) out.push('', 'No case changes outcome.');
  for (const g of d.groups) {
    out.push('', `### ${g.rules.join(', ')} — ${g.readings.map((r) => `\`${r.id}\` ${r.from} → ${r.to}`).join('; ')}`, '');
    out.push('| case | events | parts at | from | to | output changes |', '|---|---|---|---|---|---|');
    for (const c of g.cases) {
      const at = c.parting ? `step ${c.parting.step} (${formatEvent(c.parting.event)})` : 'output only';
      const changes = c.changes.map((ch) => `${ch.path}: ${fmtValue(ch.from)} → ${fmtValue(ch.to)}`).join('<br>');
      out.push(`| ${c.procedure}/${c.seed} \`${c.id}\` (${kindText(c.kind)}) | ${mdCell(c.events.map(formatEvent).join(' · '))} | ${mdCell(at)} | ${mdCell(outcomeText(c.from))} | ${mdCell(outcomeText(c.to))} | ${mdCell(changes)} |`);
    }
  }
  return out.join('\n') + '\n';
}

/** An HTML fragment (a <section>) for the reports page; no scripts, no styles beyond class names. */
export function renderDiffHtml(d: DiffResult): string {
  const out: string[] = [`<section class="diff"><h2>Diff: <code>${esc(d.from.spec)}</code> → <code>${esc(d.to.spec)}</code></h2>`];
  out.push('<ul>' + (d.readings.length ? d.readings.map((r) => `<li>reading <code>${esc(r.id)}</code> (${esc(r.rules.join(', '))}): ${esc(r.from)} → ${esc(r.to)}</li>`).join('') : '<li>readings: identical on both sides</li>') + '</ul>');
  for (const o of d.overlays) {
    out.push(`<h3>Overlay <code>${esc(o.overlay)}</code> (${o.side}), item by item</h3>`, '<table class="overlay"><thead><tr><th>item</th><th>rules</th><th>effect here</th></tr></thead><tbody>');
    for (const i of o.items) out.push(`<tr><td>${esc(i.where)}</td><td>${esc(i.rules.join(', '))}</td><td>${esc(i.effect)}</td></tr>`);
    out.push('</tbody></table>');
  }
  out.push('<table><thead><tr><th>procedure</th><th>compared</th><th>changed</th><th>only under from</th><th>only under to</th></tr></thead><tbody>');
  for (const p of d.procedures) out.push(p.walked ? `<tr><td>${esc(p.procedure)}</td><td>${p.compared}</td><td>${p.changed}</td><td>${p.onlyFrom}</td><td>${p.onlyTo}</td></tr>` : `<tr><td>${esc(p.procedure)}</td><td colspan="4">not walked (same readings)</td></tr>`);
  out.push('</tbody></table>');
  if (!d.groups.length) out.push('<p>No case changes outcome.</p>');
  for (const g of d.groups) {
    out.push(`<h3>${esc(g.rules.join(', '))} — ${g.readings.map((r) => `<code>${esc(r.id)}</code> ${esc(r.from)} → ${esc(r.to)}`).join('; ')}</h3>`);
    out.push('<table><thead><tr><th>case</th><th>events</th><th>parts at</th><th>from</th><th>to</th><th>output changes</th></tr></thead><tbody>');
    for (const c of g.cases) {
      const at = c.parting ? `step ${c.parting.step} (${formatEvent(c.parting.event)})` : 'output only';
      out.push(
        `<tr><td>${esc(`${c.procedure}/${c.seed}`)} <code>${esc(c.id)}</code> (${kindText(c.kind)})</td><td>${esc(c.events.map(formatEvent).join(' · '))}</td><td>${esc(at)}</td><td>${esc(outcomeText(c.from))}</td><td>${esc(outcomeText(c.to))}</td><td>${c.changes.map((ch) => esc(`${ch.path}: ${fmtValue(ch.from)} → ${fmtValue(ch.to)}`)).join('<br>')}</td></tr>`,
      );
    }
    out.push('</tbody></table>');
  }
  out.push('</section>');
  return out.join('\n') + '\n';
}

// ------------------------------------------------------------------------------ distinguishing case

export interface DistinguishingCase {
  procedure: string;
  seed: string;
  events: EventObject[];
  /** Outcome key under the ruleset's defaults and under the alternative (`rejected at <step>` for a path one side has not). */
  default: string;
  alternative: string;
}

/**
 * The first case (in seed and walk order) whose outcome differs when `readingId` is set to `alternative`
 * on top of `ruleset`'s defaults (with `walkedUnderAlternative`: among the paths walked under the
 * alternative that it accepts), or null: a reading with no observable effect is a bug or must be argued
 * away (tests/readings.alternatives.suite.ts). Stops at the first one found.
 */
/** Outcomes already computed, by procedure, seed, readings and events: the tests ask about many readings of the same procedures. */
const outcomeCache = new Map<string, string>();

/** A seed's walked paths (walkSeed keeps each walk for the process: the build's, the site's and these are one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function cachedWalk(spec: ProcedureSpec<any>, seedIndex: number, ruleset: string, readings: Readings): EventObject[][] {
  return walkSeed(spec, spec.seeds[seedIndex], ruleset, readings).map((p) => p.events);
}

/** Each seed's parsed situation, parsed once (a machine never changes its input). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const situationCache = new WeakMap<ProcedureSpec<any>, unknown[]>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function cachedSituation(spec: ProcedureSpec<any>, seedIndex: number): unknown {
  let parsed = situationCache.get(spec);
  if (!parsed) situationCache.set(spec, (parsed = []));
  if (!(seedIndex in parsed)) parsed[seedIndex] = seedSituation(spec, spec.seeds[seedIndex]);
  return parsed[seedIndex];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function cachedOutcome(spec: ProcedureSpec<any>, seedIndex: number, ruleset: string, readings: Readings, events: EventObject[]): string {
  const key = canonical([spec.procedure, seedIndex, ruleset, readings, events]);
  if (!outcomeCache.has(key)) outcomeCache.set(key, outcomeKey(replay(spec, seedIndex, ruleset, readings, cachedSituation(spec, seedIndex), events)));
  return outcomeCache.get(key)!;
}

export function findDistinguishingCase(rulesetId: string, readingId: string, alternative: string, procedures?: string[], opts: { walkedUnderAlternative?: boolean; seeds?: string[] } = {}): DistinguishingCase | null {
  const ruleset = getRuleset(rulesetId);
  const reading = ruleset.readings.find((r) => r.id === readingId);
  if (!reading) throw new OracleError({ code: 'unknown-reading', path: 'reading', expected: 'a registered reading id', actual: readingId });
  const names = procedures ?? reading.procedures;
  // In the order the reading lists its procedures (the cheapest that tells the alternatives apart first: los before Fire).
  const specs = names.map((n) => PROCEDURES.find((p) => p.ruleset === ruleset.base && p.procedure === n)).filter((p): p is (typeof PROCEDURES)[number] => !!p);
  for (const spec of specs) {
    const rDef = resolveReadings(ruleset.readings, {}, spec.procedure);
    const rAlt = resolveReadings(ruleset.readings, { [readingId]: alternative }, spec.procedure);
    for (let i = 0; i < spec.seeds.length; i++) {
      // seeds: only these (a caller that knows which seed tells the alternatives apart walks no other).
      if (opts.seeds && !opts.seeds.includes(spec.seeds[i].name)) continue;
      const tried = new Set<string>();
      // walkedUnderAlternative: only paths walked under the alternative that it accepts, so that the case
      // can be published as a vector under it (oracle/vectors.ts).
      for (const readings of opts.walkedUnderAlternative ? [rAlt] : [rDef, rAlt]) {
        let walk: EventObject[][];
        try {
          walk = cachedWalk(spec, i, ruleset.id, readings);
        } catch (e) {
          // A seed may not hold what the alternative needs (a hex it would Retreat into): no case from it.
          if (e instanceof OracleError && opts.walkedUnderAlternative) continue;
          throw e;
        }
        for (const events of walk) {
          const k = canonical(events);
          if (tried.has(k)) continue;
          tried.add(k);
          const a = cachedOutcome(spec, i, ruleset.id, rDef, events);
          const b = cachedOutcome(spec, i, ruleset.id, rAlt, events);
          if (a === b || (opts.walkedUnderAlternative && b.startsWith('rejected at '))) continue;
          return { procedure: spec.procedure, seed: spec.seeds[i].name, events, default: a, alternative: b };
        }
      }
    }
  }
  return null;
}
