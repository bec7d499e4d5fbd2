/**
 * `combat-oracle diff --odds` (issue 23 item 2): for each situation (seed) whose outcome odds change
 * between two sides (a ruleset, an overlay, readings), how each outcome's probability moves, e.g. an
 * outcome "us-squad unbroken" 5/12 → 7/12. Like `diff` (oracle/diff.ts, whose sides and reading
 * resolution it uses), only procedures whose resolved readings differ are enumerated: a machine is a
 * pure function of its input, readings and events. Seeds too large for exact enumeration under
 * `maxPaths` are counted and named, not estimated: a sampled difference would mostly be noise.
 */
import type { DiffSide } from '../diff';
import { sideReadings, type DiffResult } from '../diff';
import { esc } from '../html';
import { resolveReadings } from '../../machines/core/readings';
import { getProcedure, PROCEDURES } from '../registry';
import { seedSituation } from '../walk';
import { canonical } from '../canonical-json';
import { procedureOdds, type OddsOptions, type OddsResult } from './enumerate';
import { decimal, equals, fractionJson, fractionText, ZERO, type Fraction } from './fraction';
import { outcomeText, plural, startOutcome } from './command';

export interface OddsMove {
  state: string;
  /** What the outcome changed from the situation's start (under `from`). */
  outcome: string;
  output: unknown;
  from: Fraction;
  to: Fraction;
}

export interface OddsDiffCase {
  procedure: string;
  seed: string;
  moves: OddsMove[];
  inexact: string[];
}

export interface OddsDiffResult {
  from: string;
  to: string;
  readings: { id: string; from: string; to: string }[];
  procedures: { procedure: string; readings: string[]; seeds: number; changed: number; tooLarge: string[]; noOdds: string[] }[];
  cases: OddsDiffCase[];
}

export const DIFF_ODDS_MAX_PATHS = 5_000;

/**
 * `events`: replayed from each seed on both sides before enumerating (the odds from that point on), for a
 * reading that matters only after decisions the first-legal policy would not make.
 */
export function diffOddsData(fromSide: DiffSide, toSide: DiffSide, opts: { procedure?: string; seed?: string; maxPaths?: number; options?: OddsOptions; events?: unknown[] } = {}): OddsDiffResult {
  const base = fromSide.ruleset.base;
  const specs = opts.procedure !== undefined ? [getProcedure(base, opts.procedure, '--procedure')] : PROCEDURES.filter((p) => p.ruleset === base);
  const allFrom = sideReadings(fromSide);
  const allTo = sideReadings(toSide);
  const result: OddsDiffResult = {
    from: fromSide.spec,
    to: toSide.spec,
    readings: Object.keys(allFrom)
      .filter((id) => allFrom[id] !== allTo[id])
      .map((id) => ({ id, from: allFrom[id], to: allTo[id] })),
    procedures: [],
    cases: [],
  };
  for (const spec of [...specs].sort((a, b) => a.procedure.localeCompare(b.procedure))) {
    const rFrom = resolveReadings(fromSide.ruleset.readings, fromSide.overrides, spec.procedure);
    const rTo = resolveReadings(toSide.ruleset.readings, toSide.overrides, spec.procedure);
    const differing = Object.keys(rFrom).filter((id) => rFrom[id] !== rTo[id]);
    if (!differing.length) continue;
    const summary = { procedure: spec.procedure, readings: differing, seeds: 0, changed: 0, tooLarge: [] as string[], noOdds: [] as string[] };
    result.procedures.push(summary);
    for (const seed of spec.seeds.filter((x) => opts.seed === undefined || x.name === opts.seed)) {
      summary.seeds++;
      const situation = seedSituation(spec, seed);
      const options: OddsOptions = { ...opts.options, seed, maxPaths: opts.maxPaths ?? DIFF_ODDS_MAX_PATHS };
      let a: OddsResult;
      let b: OddsResult;
      try {
        a = procedureOdds({ spec, ruleset: fromSide.ruleset.id, readings: rFrom, situation }, opts.events ?? [], options);
        b = procedureOdds({ spec, ruleset: toSide.ruleset.id, readings: rTo, situation }, opts.events ?? [], options);
      } catch (e) {
        summary.noOdds.push(`${seed.name} (${(e as Error).message})`);
        continue;
      }
      if (a.mode !== 'exact' || b.mode !== 'exact') {
        summary.tooLarge.push(seed.name);
        continue;
      }
      const keyOf = (o: { state: string; status: string; output: unknown }) => canonical({ state: o.state, status: o.status, output: o.output });
      const keys = new Map<string, { state: string; output: unknown; from: Fraction; to: Fraction }>();
      for (const o of a.outcomes) keys.set(keyOf(o), { state: o.state, output: o.output, from: o.probability, to: ZERO });
      for (const o of b.outcomes) {
        const k = keyOf(o);
        const seen = keys.get(k);
        if (seen) seen.to = o.probability;
        else keys.set(k, { state: o.state, output: o.output, from: ZERO, to: o.probability });
      }
      const moved = [...keys.values()].filter((m) => !equals(m.from, m.to));
      if (!moved.length) continue;
      summary.changed++;
      const start = startOutcome({ spec, side: fromSide, source: seed.name, seed, situation, events: [], options });
      result.cases.push({
        procedure: spec.procedure,
        seed: seed.name,
        inexact: [...new Set([...a.inexact, ...b.inexact])].sort(),
        moves: [...keys.values()].map((m) => ({ state: m.state, outcome: outcomeText(start, m.state, m.output), output: m.output, from: m.from, to: m.to })),
      });
    }
  }
  return result;
}

export function renderDiffOddsText(d: OddsDiffResult): string {
  const out: string[] = [`diff --odds ${d.from} → ${d.to}`];
  if (!d.readings.length) out.push('readings: identical on both sides');
  for (const r of d.readings) out.push(`reading ${r.id}: ${r.from} → ${r.to}`);
  for (const p of d.procedures) {
    out.push(`${p.procedure}: ${plural(p.seeds, 'seed')} enumerated under both sides (${p.readings.join(', ')}), odds changed in ${p.changed}${p.tooLarge.length ? `; too large to enumerate exactly: ${p.tooLarge.join(', ')}` : ''}${p.noOdds.length ? `; without odds: ${p.noOdds.join('; ')}` : ''}`);
  }
  for (const c of d.cases) {
    out.push('', `${c.procedure} / ${c.seed}`);
    for (const m of c.moves) {
      const mark = equals(m.from, m.to) ? ' ' : '*';
      out.push(`  ${mark} ${`${fractionText(m.from)} → ${fractionText(m.to)}`.padEnd(17)} (${decimal(m.from)} → ${decimal(m.to)})  ${m.state}  ${m.outcome}`);
    }
    for (const why of c.inexact) out.push(`    not exact: ${why}`);
  }
  return out.join('\n') + '\n';
}

export function diffOddsJson(d: OddsDiffResult): unknown {
  return { ...d, cases: d.cases.map((c) => ({ ...c, moves: c.moves.map((m) => ({ ...m, from: { ...fractionJson(m.from), text: fractionText(m.from) }, to: { ...fractionJson(m.to), text: fractionText(m.to) } })) })) };
}

/**
 * The odds of the seeds a diff shows changing (the coverage site's diff pages, issue 23 item 2): each
 * seed with a case in `d`'s groups enumerated under both sides, as `diffOddsData` does for one seed. Only
 * those seeds, so that a page costs what its changed cases cost, not every seed of every procedure.
 */
export function diffOddsOfChangedSeeds(fromSide: DiffSide, toSide: DiffSide, d: DiffResult): OddsDiffResult {
  const seeds = [...new Set(d.groups.flatMap((g) => g.cases.map((c) => `${c.procedure}\u0000${c.seed}`)))].sort();
  const out: OddsDiffResult = { from: fromSide.spec, to: toSide.spec, readings: [], procedures: [], cases: [] };
  for (const key of seeds) {
    const [procedure, seed] = key.split('\u0000');
    const one = diffOddsData(fromSide, toSide, { procedure, seed });
    out.readings = one.readings;
    for (const p of one.procedures) {
      const seen = out.procedures.find((x) => x.procedure === p.procedure);
      if (!seen) out.procedures.push({ ...p });
      else Object.assign(seen, { seeds: seen.seeds + p.seeds, changed: seen.changed + p.changed, tooLarge: [...seen.tooLarge, ...p.tooLarge], noOdds: [...seen.noOdds, ...p.noOdds] });
    }
    out.cases.push(...one.cases);
  }
  return out;
}

/** An HTML fragment (a <section>) for a diff page: per seed, each outcome's exact probability before → after. */
export function renderDiffOddsHtml(d: OddsDiffResult): string {
  const out: string[] = ['<section class="diff-odds"><h2>Odds: how the probabilities move</h2>'];
  out.push(`<p>Every die outcome of every roll enumerated under both sides (<code>combat-oracle diff --odds --from ${esc(d.from)} --to ${esc(d.to)}</code>), for the seeds whose cases change above; decisions by the first-legal policy.</p>`);
  if (!d.procedures.length) out.push('<p>No seed to enumerate: no case changes.</p>');
  else {
    out.push('<ul>');
    for (const p of d.procedures) {
      out.push(`<li>${esc(p.procedure)}: ${plural(p.seeds, 'seed')} enumerated, odds changed in ${p.changed}${p.tooLarge.length ? `; too large to enumerate exactly: ${esc(p.tooLarge.join(', '))}` : ''}${p.noOdds.length ? `; without odds: ${esc(p.noOdds.join('; '))}` : ''}</li>`);
    }
    out.push('</ul>');
  }
  for (const c of d.cases) {
    out.push(`<h3>${esc(c.procedure)} / ${esc(c.seed)}</h3>`, '<table class="odds"><thead><tr><th>before</th><th>after</th><th>state</th><th>outcome</th></tr></thead><tbody>');
    for (const m of c.moves) {
      const cls = equals(m.from, m.to) ? '' : ' class="moved"';
      out.push(`<tr${cls}><td>${fractionText(m.from)} (${decimal(m.from)})</td><td>${fractionText(m.to)} (${decimal(m.to)})</td><td>${esc(m.state)}</td><td>${esc(m.outcome)}</td></tr>`);
    }
    out.push('</tbody></table>');
    for (const why of c.inexact) out.push(`<p class="inexact">not exact: ${esc(why)}</p>`);
  }
  out.push('</section>');
  return out.join('\n') + '\n';
}
