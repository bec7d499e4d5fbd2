/**
 * `combat-oracle odds <procedure>` (issue 23 item 1): the exact probability of each outcome of one
 * situation (a seed, or a situation file), as fractions and decimals, with the expected VP and the size
 * of the enumeration; `--all-seeds` runs every seed of the procedure and says which are exact and, for
 * those that are not, why. The enumeration is oracle/odds/enumerate.ts; this file reads the options and
 * renders the result.
 */
import * as fs from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ProcedureSpec, Seed } from '../../machines/core/procedure';
import { OracleError } from '../../machines/core/errors';
import { parseRequestText } from '../../machines/core/limits';
import { getProcedure, PROCEDURES, RULESETS } from '../registry';
import { parseSide, jsonChanges, type DiffSide } from '../diff';
import { seedSituation } from '../walk';
import { DEFAULT_MAX_PATHS, UNDETERMINED, outcomeOf, parsePolicy, POLICY_NAMES, procedureOdds, readingsFor, type OddsOptions, type OddsResult, type TriggerMode } from './enumerate';
import { add, decimal, fractionJson, fractionText, ZERO } from './fraction';
import { startCase } from '../verify/fast-run';

interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

export interface OddsRequest {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: ProcedureSpec<any>;
  side: DiffSide;
  /** What the situation is: `seed <name>` or the file's name. */
  source: string;
  seed?: Seed<unknown>;
  situation: unknown;
  events: unknown[];
  options: OddsOptions;
}

/** Run one request: the situation parsed, the readings of its side resolved. */
export function runOdds(r: OddsRequest): OddsResult {
  const readings = readingsFor(r.spec, r.side.ruleset.id, r.side.overrides);
  return procedureOdds({ spec: r.spec, ruleset: r.side.ruleset.id, readings, situation: r.situation }, r.events, { ...r.options, seed: r.seed });
}

/** The outcome's output as it stood before any event: outcomes are shown as what changed from it. */
export function startOutcome(r: OddsRequest): unknown {
  const readings = readingsFor(r.spec, r.side.ruleset.id, r.side.overrides);
  return outcomeOf(r.spec.project(startCase(r.spec, r.side.ruleset.id, readings, r.situation).snap));
}

export const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;

const shown = (v: unknown): string => {
  const t = JSON.stringify(v);
  return t === undefined ? '(none)' : t.length > 160 ? `${t.slice(0, 157)}...` : t;
};

/** `units[0].broken: true → false; rolls[0].result: "rallied"` — what an outcome changed, in a line. */
export function changesText(start: unknown, output: unknown): string {
  const changes = jsonChanges(start, output);
  if (!changes.length) return '(no change)';
  return changes.map((c) => `${c.path}: ${shown(c.from)} → ${shown(c.to)}`).join('; ');
}

/** An outcome in a line: what it changed from the start, or for an undetermined one, the input it lacks. */
export function outcomeText(start: unknown, state: string, output: unknown): string {
  const u = output as { path?: string; expected?: string };
  return state === UNDETERMINED ? `${u.path} must be ${u.expected}` : changesText(start, output);
}

export function renderOddsText(r: OddsRequest, result: OddsResult): string {
  const out: string[] = [];
  out.push(`odds ${r.side.spec}/${result.procedure} ${r.source} — policy ${result.policy}, triggers ${result.triggers}`);
  if (result.mode === 'too-large') {
    out.push(`too large for exact enumeration: more than ${result.maxPaths} complete paths (${result.chancePoints} rolls branched, ${result.steps} steps before stopping)`);
    out.push(`estimate instead with --sample <runs> [--sample-seed <name>], or raise --max-paths`);
    return out.join('\n') + '\n';
  }
  const what = result.mode === 'exact' ? `${result.inexact.length ? 'enumerated (not exact, see below)' : 'exact'}: ${result.paths} complete paths, ${plural(result.chancePoints, 'roll')} branched (each into every face of its dice), ${result.steps} steps` : `sampled: ${result.paths} runs (estimates ± one standard error)`;
  out.push(what);
  for (const why of result.inexact) out.push(`not exact: ${why}`);
  const start = startOutcome(r);
  result.outcomes.forEach((o, i) => {
    const p = result.mode === 'exact' ? `${fractionText(o.probability).padStart(9)}  ${decimal(o.probability)}` : `${decimal(o.probability)} ± ${result.standardErrors![i].toFixed(4)}`;
    out.push(`  ${p}  ${o.state}${o.status === 'active' && o.state !== UNDETERMINED ? ' (not finished)' : ''}  ${outcomeText(start, o.state, o.output)}`);
  });
  if (result.expectedVp) {
    const e = Object.entries(result.expectedVp.expected);
    out.push(`expected VP (${result.expectedVp.field}): ${e.length ? e.map(([k, v]) => `${k} ${fractionText(v)} = ${decimal(v)}`).join(', ') : '0 (no VP in any outcome)'}`);
  } else out.push(result.outcomes.some((o) => o.state === UNDETERMINED) ? 'expected VP: not determined (part of the probability is undetermined)' : 'expected VP: the output holds no VP');
  return out.join('\n') + '\n';
}

export function oddsJson(r: OddsRequest, result: OddsResult): unknown {
  return {
    ...result,
    ruleset: r.side.spec,
    source: r.source,
    outcomes: result.outcomes.map((o, i) => ({
      state: o.state,
      status: o.status,
      probability: fractionJson(o.probability),
      text: fractionText(o.probability),
      decimal: decimal(o.probability, 6),
      ...(result.standardErrors ? { standardError: result.standardErrors[i] } : {}),
      paths: o.paths,
      output: o.output,
      example: o.example,
    })),
    expectedVp: result.expectedVp ? { field: result.expectedVp.field, expected: Object.fromEntries(Object.entries(result.expectedVp.expected).map(([k, v]) => [k, { ...fractionJson(v), text: fractionText(v), decimal: decimal(v, 6) }])) } : null,
  };
}

function readJsonFile(file: string, option: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new OracleError({ code: 'usage', path: option, expected: 'a readable JSON file', actual: file, hint: (e as Error).message });
  }
  return parseRequestText(text, option);
}

function jsonArray(file: string, option: string): unknown[] {
  const v = readJsonFile(file, option);
  if (!Array.isArray(v)) throw new OracleError({ code: 'invalid-field', path: option, expected: 'a JSON array of events', actual: v });
  return v;
}

function count(s: string): number {
  const n = /^\s*\d+\s*$/.test(s) ? Number(s) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) throw new InvalidArgumentError('must be an integer from 1 to 10000000.');
  return n;
}

interface OddsCliOptions {
  ruleset: string;
  seed?: string;
  situation?: string;
  events?: string;
  decisions?: string;
  policy: string;
  triggers: TriggerMode;
  maxPaths: number;
  sample?: number;
  sampleSeed: string;
  allSeeds?: boolean;
}

/** The requests one command line asks for: one situation, or every seed (`--all-seeds`). */
export function oddsRequests(procedure: string, o: OddsCliOptions): OddsRequest[] {
  const side = parseSide(o.ruleset, '--ruleset');
  const spec = getProcedure(side.ruleset.base, procedure);
  const options: OddsOptions = {
    policy: parsePolicy(o.policy),
    triggers: o.triggers,
    maxPaths: o.maxPaths,
    decisions: o.decisions !== undefined ? jsonArray(o.decisions, '--decisions') : [],
    ...(o.sample !== undefined ? { sample: { runs: o.sample, seed: o.sampleSeed } } : {}),
  };
  const events = o.events !== undefined ? jsonArray(o.events, '--events') : [];
  const given = [o.seed !== undefined, o.situation !== undefined, !!o.allSeeds].filter(Boolean).length;
  if (given !== 1) {
    throw new OracleError({ code: 'usage', path: '--seed', expected: `exactly one of --seed <name>, --situation <file>, --all-seeds (seeds of ${procedure}: ${spec.seeds.map((s) => s.name).slice(0, 6).join(', ')}${spec.seeds.length > 6 ? ', …' : ''})`, actual: given === 0 ? 'none' : 'more than one' });
  }
  if (o.situation !== undefined) {
    const situation = spec.parseSituation(readJsonFile(o.situation, '--situation'), 'input');
    return [{ spec, side, source: `situation ${o.situation}`, situation, events, options }];
  }
  const seeds = o.allSeeds ? spec.seeds : spec.seeds.filter((s) => s.name === o.seed);
  if (!seeds.length) {
    const near = spec.seeds.map((s) => s.name).filter((n) => n.includes(String(o.seed)) || String(o.seed).includes(n));
    throw new OracleError({ code: 'usage', path: '--seed', expected: `a seed of ${procedure} (\`combat-oracle paths ${procedure}\` lists them)`, actual: o.seed, hint: near.length ? `did you mean ${near.slice(0, 3).map((n) => JSON.stringify(n)).join(', ')}?` : undefined });
  }
  return seeds.map((seed) => ({ spec, side, source: `seed ${seed.name}`, seed, situation: seedSituation(spec, seed), events, options }));
}

/** One line per seed for `--all-seeds`: exact (with paths and outcomes), not exact (why), too large, or the error. */
export function allSeedsLine(r: OddsRequest): { line: string; mode: string } {
  try {
    const result = runOdds(r);
    const size = `${result.paths} paths, ${result.outcomes.length} outcomes`;
    if (result.mode === 'too-large') return { mode: 'too-large', line: `too large  ${r.source}: more than ${result.maxPaths} paths (${result.chancePoints} rolls branched before stopping)` };
    if (result.inexact.length) {
      const undetermined = result.outcomes.filter((o) => o.state === UNDETERMINED).reduce((acc, o) => add(acc, o.probability), ZERO);
      const missing = result.inexact.find((x) => x.startsWith('undetermined'))?.slice('undetermined: '.length) ?? '';
      // A seed's map lists the hexes its walked dice reach (the walk takes classes of sums); other dice go further.
      const unlisted = /^input\.map\.hexes\[/.test(missing) ? "the seed's map lists only the hexes its walked dice reach, so " : '';
      const why = [...new Set(result.inexact.map((x) => x.split(':')[0]))].map((k) => (k === 'undetermined' ? `${unlisted}${fractionText(undetermined)} of the probability is undetermined by the situation (${missing})` : k === 'ROLL' ? 'ROLL dice taken from the deck in the order given' : `${k} followed along the domain`));
      return { mode: 'inexact', line: `not exact  ${r.source}: ${size}; ${why.join('; ')}` };
    }
    return { mode: 'exact', line: `exact      ${r.source}: ${size}` };
  } catch (e) {
    if (!(e instanceof OracleError)) throw e;
    return { mode: 'error', line: `no odds    ${r.source}: ${e.message}` };
  }
}

export function addOddsCommand(cli: Command, io: Io): void {
  cli
    .command('odds')
    .description('the exact probability of each outcome of one situation: every die outcome of every roll enumerated (36 pairs, 1/36 each), decisions given or by a policy')
    .argument('<procedure>', `one of: ${[...new Set(PROCEDURES.map((p) => p.procedure))].join(', ')}`)
    .option('--ruleset <id>', `a ruleset, optionally with readings: <ruleset>[+<reading>=<alternative>,…] (${RULESETS.map((r) => r.id).join(', ')})`, 'cce')
    .option('--seed <name>', 'a seed situation of the procedure (`combat-oracle paths <procedure>` lists them)')
    .option('--situation <file>', 'a situation as JSON (the `input` of a request)')
    .option('--all-seeds', 'every seed of the procedure, one line each: exact, not exact (why), too large')
    .option('--events <file>', 'events (a JSON array) replayed before enumerating: the odds from that point on')
    .option('--decisions <file>', 'decisions (a JSON array) taken in order at each decision point of every path; the policy makes the rest')
    .option('--policy <policy>', `decisions not given: ${POLICY_NAMES.join(', ')}`, 'first-legal')
    .addOption(new Option('--triggers <mode>', "die triggers: none, or as the roller's draw pile in the situation's game gives them (every card described)").choices(['none', 'deck']).default('none'))
    .option('--max-paths <n>', 'stop exact enumeration beyond this many complete paths', count, DEFAULT_MAX_PATHS)
    .option('--sample <runs>', 'estimate by this many random runs instead of enumerating', count)
    .option('--sample-seed <name>', 'the name that seeds the random runs (the same name, the same estimate)', 'odds')
    .addHelpText(
      'after',
      `
Policies: first-legal takes the first decision the procedure's declared domain offers that the machine
accepts; always-keep never cancels a roll (9.1); reroll-below:N[:max] cancels a roll whose dice total is
below N, at most max times a path (default 1); reroll-above:N[:max] likewise above N.

Examples:
  combat-oracle odds recover --seed rulebook-o22-3
  combat-oracle odds recover --seed initiative-reroll --policy reroll-above:6
  combat-oracle odds rout --all-seeds
  combat-oracle odds fire --seed single-squad-defense-order --sample 2000 --sample-seed s1
  combat-oracle odds recover --seed broken-leader-printed-command --ruleset cce+cce.broken-leader-command=printed --json`,
    )
    .action((procedure: string, opts: OddsCliOptions) => {
      const json = !!cli.opts().json;
      const requests = oddsRequests(procedure, opts);
      if (opts.allSeeds) {
        const lines = requests.map(allSeedsLine);
        const tally = (m: string) => lines.filter((l) => l.mode === m).length;
        if (json) io.stdout(JSON.stringify(lines, null, 2) + '\n');
        else io.stdout(lines.map((l) => l.line).join('\n') + `\n${requests.length} seeds: ${tally('exact')} exact, ${tally('inexact')} not exact, ${tally('too-large')} too large, ${tally('error')} without odds\n`);
        return;
      }
      const r = requests[0];
      const result = runOdds(r);
      io.stdout(json ? JSON.stringify(oddsJson(r, result), null, 2) + '\n' : renderOddsText(r, result));
    });
}
