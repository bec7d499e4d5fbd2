/**
 * The CLI verbs of the engine protocol — `engine`, `verify`, `bench` — registered on the program built
 * in oracle/cli.ts. They are asynchronous (they stream), so each sets process.exitCode itself when it
 * finishes, with the same codes and error printing as the synchronous verbs.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { activateMutant, parseMutant, type Mutant } from '../../machines/core/derivation';
import { OracleError } from '../../machines/core/errors';
import * as path from 'node:path';

// The verbs' modules (ajv, the runner) are loaded only when a verb runs: other verbs start faster.
const DEFAULT_REPORT = path.join(__dirname, '..', '..', 'reports', 'verify.jsonl');

interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

const EXIT = { ok: 0, failed: 1, badInput: 2, internal: 70 } as const;

function runAsync(io: Io, json: boolean, work: () => Promise<number>): void {
  work().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      if (e instanceof OracleError) {
        io.stderr(json ? JSON.stringify({ error: e.toJSON() }) + '\n' : `error: ${e.message}\n`);
        process.exitCode = EXIT.badInput;
        return;
      }
      const err = e as Error;
      io.stderr(`internal error: ${err?.message ?? String(e)}\n${process.env.COMBAT_ORACLE_DEBUG ? (err?.stack ?? '') + '\n' : '(set COMBAT_ORACLE_DEBUG=1 for the stack)\n'}`);
      process.exitCode = EXIT.internal;
    },
  );
}

const list = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function positiveInt(s: string): number {
  const n = Number(s);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer.');
  return n;
}

/** `engine --jobs`: 1 to 64 worker threads (oracle/engine-jobs.ts MAX_JOBS); anything else is one `error:` line and exit 2. */
const MAX_ENGINE_JOBS = 64;
function engineJobs(s: string): number {
  const n = /^\s*\d+\s*$/.test(s) ? Number(s) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ENGINE_JOBS) throw new OracleError({ code: 'usage', path: '--jobs', expected: `an integer from 1 to ${MAX_ENGINE_JOBS} (worker threads)`, actual: s });
  return n;
}

/** `engine --mutant`: `<rule>:<kind>[:<op>]`, kind one of drop-term, flip-term, loosen-comparison (with < or >), skip-rule, negate-rule. */
function engineMutant(s: string): Mutant {
  const m = parseMutant(s);
  if (!m) throw new OracleError({ code: 'usage', path: '--mutant', expected: '<rule>:<kind>[:<op>], kind one of drop-term, flip-term, skip-rule, negate-rule, loosen-comparison:< or loosen-comparison:>', actual: s });
  return m;
}

/** `engine --bug`: one of the planted whole-game bugs (oracle/game-engine.ts GAME_BUGS, loaded only when the option is given). */
function gameBug(s: string): string {
  const { GAME_BUGS } = require('../game-engine') as typeof import('../game-engine');
  if (!(GAME_BUGS as readonly string[]).includes(s)) throw new OracleError({ code: 'usage', path: '--bug', expected: `one of ${GAME_BUGS.join(', ')}`, actual: s });
  return s;
}

export function addEngineCommands(cli: Command, io: Io): void {
  cli
    .command('engine')
    .description('the reference engine: read one JSON request per line on stdin, answer one JSON line each on stdout (IMPLEMENTERS.md)')
    .option('--no-cache', 'parse and replay every case from its start (no cache of parsed situations or shared event prefixes; same answers, slower)')
    .option('--jobs <n>', `answer with <n> worker threads (1-${MAX_ENGINE_JOBS}), each with its own prefix cache; answers still come one line per request in request order, byte-identical to --jobs 1`, engineJobs, 1)
    .option('--mutant <rule:kind[:op]>', 'answer as an engine that gets one rule wrong, as `ablate` mutates it (e.g. O20.3.1.2:drop-term, T88.4.1:skip-rule, O22.3:loosen-comparison:<): to see what verify says of such an engine', engineMutant)
    .option('--bug <name>', 'answer whole-game requests (procedure game) as an engine with a planted bug: discard-wrong-card (a Pass discards other cards than those named), to see what verify --playthroughs says of it', gameBug)
    .addHelpText('after', '\nExamples:\n  combat-oracle verify --engine "node bin/combat-oracle.js engine" --procedure recover\n  combat-oracle verify --playthroughs --engine "node bin/combat-oracle.js engine --bug discard-wrong-card"')
    .action((opts: { cache: boolean; jobs: number; mutant?: Mutant; bug?: string }) => {
      runAsync(io, false, async () => {
        if (opts.mutant && opts.jobs > 1) throw new OracleError({ code: 'usage', path: '--mutant', expected: 'with --jobs 1 (the mutant lives in this process)', actual: `--jobs ${opts.jobs}` });
        if (opts.bug && opts.jobs > 1) throw new OracleError({ code: 'usage', path: '--bug', expected: 'with --jobs 1 (the bug lives in this process)', actual: `--jobs ${opts.jobs}` });
        activateMutant(opts.mutant ?? null);
        if (opts.bug) (require('../game-engine') as typeof import('../game-engine')).plantGameBug(opts.bug as never);
        if (opts.jobs > 1) {
          const { serveEngineJobs } = require('../engine-jobs') as typeof import('../engine-jobs');
          await serveEngineJobs(process.stdin, process.stdout, { jobs: opts.jobs, cache: opts.cache });
          return EXIT.ok;
        }
        const { serveEngine, useCache } = require('../engine') as typeof import('../engine');
        useCache(opts.cache);
        await serveEngine(process.stdin, process.stdout);
        return EXIT.ok;
      });
    });

  cli
    .command('verify')
    .description('run the vectors against an engine over the engine protocol; exit 0 only if nothing failed')
    .requiredOption('--engine <command>', 'shell command that starts the engine (e.g. "python3 engine.py")')
    .option('--ruleset <id>', 'only this ruleset')
    .option('--procedure <names>', 'only these procedures (comma-separated)', list)
    .option('--rules <ids>', 'only cases that apply one of these rule ids or a rule under one (comma-separated, e.g. O22.3,O20.3.4)', list)
    .option('--case <ids>', 'only these case ids (comma-separated)', list)
    .option('--timeout-ms <n>', 'per-case answer deadline; a hung engine is killed and restarted', positiveInt, 10_000)
    .option('--startup-ms <n>', 'extra time for the first answer after the engine starts or restarts', positiveInt, 10_000)
    .addOption(new Option('--report <file>', 'JSON Lines report, written as the run goes').default(DEFAULT_REPORT, 'reports/verify.jsonl'))
    .option('--resume', 'continue the run recorded in --report: cases already there are not sent again')
    .option('--no-bisect', 'do not re-send failing cases to find their first divergent step')
    .option('--jobs <n>', 'run this many engine processes side by side, each with a share of the cases (same report as one)', positiveInt, 1)
    .option('--quiet', 'no progress lines on stderr')
    .option('--playthroughs [files]', 'replay whole games instead of the vectors: the golden playthroughs (all of oracle/playthroughs/, or these comma-separated files), asking the engine for the legal choices before each decision and the state after it (IMPLEMENTERS.md, "Whole games")')
    .addHelpText('after', '\nExamples:\n  combat-oracle verify --engine "python3 oracle/examples/python-engine/engine.py" --procedure recover,rout\n  combat-oracle verify --engine "node bin/combat-oracle.js engine" --playthroughs oracle/playthroughs/cce/sample-crossroads.seed-31.json')
    .action((opts: { engine: string; ruleset?: string; procedure?: string[]; rules?: string[]; case?: string[]; timeoutMs: number; startupMs: number; report: string; resume?: boolean; bisect: boolean; quiet?: boolean; jobs: number; playthroughs?: string | true }) => {
      if (opts.playthroughs) {
        runAsync(io, !!cli.opts().json, async () => {
          const { formatPlaythroughs, playthroughFiles, replayPlaythroughs } = require('./playthrough') as typeof import('./playthrough');
          const files = opts.playthroughs === true ? playthroughFiles() : list(opts.playthroughs!);
          const records = await replayPlaythroughs({ engine: opts.engine, files, timeoutMs: opts.timeoutMs, startupMs: opts.startupMs, progress: opts.quiet ? undefined : (m) => io.stderr(m + '\n') });
          io.stdout(cli.opts().json ? JSON.stringify(records, null, 2) + '\n' : formatPlaythroughs(records));
          return records.some((r) => !['passed', 'skipped'].includes(r.status)) ? EXIT.failed : EXIT.ok;
        });
        return;
      }
      runAsync(io, !!cli.opts().json, async () => {
        const { formatSummary, runVerify } = require('../verify') as typeof import('../verify');
        const s = await runVerify({ ...opts, ids: opts.case, progress: opts.quiet ? undefined : (m) => io.stderr(m + '\n') });
        if (cli.opts().json) io.stdout(JSON.stringify({ total: s.total, passed: s.passed, failed: s.failed, skipped: s.skipped, byStatus: s.byStatus, report: s.report, failures: s.records.filter((r) => r.status !== 'passed' && r.status !== 'skipped') }, null, 2) + '\n');
        else io.stdout(formatSummary(s));
        if (s.stopped || s.byStatus['not-run']) {
          io.stderr(`error: --engine ${JSON.stringify(opts.engine)}: ${s.stopped ?? 'an engine process failed 5 times in a row without answering'}; ${s.byStatus['not-run']} cases were not run (the report ends with a summary)\n`);
          return EXIT.badInput;
        }
        return s.failed ? EXIT.failed : EXIT.ok;
      });
    });

  cli
    .command('bench')
    .description('cases per second through the persistent reference engine (--jobs 1 and 2) and through one process per case')
    .option('--min-cases <n>', 'cases to time through the persistent engine', positiveInt, 20_000)
    .option('--max-ms <n>', 'stop the persistent timing after this long (at least one pass)', positiveInt, 20_000)
    .option('--sample <n>', 'cases to time one process per case', positiveInt, 3)
    .option('--engine <command>', 'time this engine instead of the reference engine (answers still checked against the vectors)')
    .action((opts: { minCases: number; maxMs: number; sample: number; engine?: string }) => {
      runAsync(io, !!cli.opts().json, async () => {
        const { formatBench, runBench } = require('../bench') as typeof import('../bench');
        const b = await runBench({ ...opts, progress: (m) => io.stderr(m + '\n') });
        io.stdout(cli.opts().json ? JSON.stringify(b, null, 2) + '\n' : formatBench(b));
        return b.persistent.wrong || b.warm?.wrong || b.jobs?.cold.wrong || b.jobs?.warm.wrong || b.perProcess.wrong ? EXIT.failed : EXIT.ok;
      });
    });
}
