/**
 * `combat-oracle` — the command line. Every verb prints results on stdout and problems on stderr as
 * `error: <where> must be <what> (got <value>) [rule <id>]`, exit code 2 for bad input, 1 for a failed
 * check, 0 otherwise; `--json` prints errors as JSON objects (code, path, rule, expected, actual).
 * No stack trace is printed for bad input.
 */
import { creditedByNested } from './nested';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { Command, CommanderError, Option } from 'commander';
import { OracleError, oneLine } from '../machines/core/errors';
import { parseRequestText } from '../machines/core/limits';
import { getProcedure, getRuleset, PROCEDURES, RULESETS } from './registry';
import { resolveRequest } from './resolve';
import { buildAll, buildProcedure, REPO_ROOT, staleFiles, writeFiles } from './vectors';
import { buildOrReuse } from './build-stamp';
import { writeBuildReport } from './report';
import { coverageSummary, writeCoverageReports } from './coverage';
import { headlineTable } from './coverage/markdown';
import { proceduresTable, readingsTable, writeGeneratedBlock } from './readme-block';
import { addEngineCommands } from './verify/commands';
import { diffData, parseSide, renderDiffHtml, renderDiffMarkdown, renderDiffText, type DiffResult } from './diff';
import { editionDiffData, renderEditionDiffMarkdown, renderEditionDiffText } from './edition-diff';
import { diffPage } from './coverage/site';
import { READINGS_DOC, registerRulesets, renderReadingsDoc } from './readings-doc';
import { procedureDocFiles } from './procedure-doc';
import { ablationReadmeExcerpt, renderAblationMarkdown, runAblation, writeAblationReports } from './ablate';
import { wholeAblation } from './ablation-stamp';
import { committedFeatures, FEATURES_STAMP_FILE, featuresInputsDigest, stampFeatures } from './features-stamp';
import { readCucumberMessages } from './coverage/cucumber';
import { addOddsCommand } from './odds/command';
import { DIFF_ODDS_MAX_PATHS, diffOddsData, diffOddsJson, renderDiffOddsText } from './odds/diff-odds';

const invalidMaxPaths = (v: string): never => {
  throw new OracleError({ code: 'usage', path: '--max-paths', expected: 'a positive integer (complete paths)', actual: v });
};

export const EXIT = { ok: 0, failed: 1, badInput: 2, internal: 70 } as const;

interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readStdin: () => string;
}

const defaultIo: Io = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readStdin: () => fs.readFileSync(0, 'utf8'),
};

export function program(io: Io = defaultIo): Command {
  const cli = new Command('combat-oracle')
    .description('Executable rules of tactical wargames (Combat Commander: Europe v1.1 first) and a test oracle for engines.')
    .version('0.1.0')
    .option('--json', 'print errors (and results where a verb has them) as JSON')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)');

  cli
    .command('build')
    .description('walk every machine, write oracle/vectors/ and oracle/machines/, write reports/')
    .option('--check', 'write nothing; exit 1 if the committed vectors or machine files differ from a fresh build (always walks)')
    .option('--force', 'walk every machine even when oracle/build.stamp.json says the committed vectors were built from these very sources')
    .option('--quiet', 'no progress lines')
    .option('--features', 'also run the Cucumber features under c8 (npm run features:coverage) beside the walk, before the coverage reports (npm start); their results are read from oracle/features.stamp.json instead when it names these sources (--force runs them)')
    .option('--ablate', 'also run the rule ablation on the new vectors (reports/ablation.{json,md}), so that the coverage reports say which rules are decisive (npm start)')
    .action((opts: { check?: boolean; force?: boolean; quiet?: boolean; features?: boolean; ablate?: boolean }) => {
      const progress = opts.quiet ? () => {} : (m: string) => io.stderr(`${m}\n`);
      // The features run in another process while this one walks the machines (two cores, two jobs);
      // the coverage reports, which read their results, wait for them — unless their stamp says these very
      // sources gave its results (oracle/features-stamp.ts), which are read instead.
      const featuresInputs = opts.features && !opts.check ? featuresInputsDigest() : null;
      const stamped = featuresInputs && !opts.force ? committedFeatures(featuresInputs) : null;
      if (stamped && 'runs' in stamped) progress(`features: ${stamped.runs.length} scenarios passed from these sources (${path.relative(REPO_ROOT, FEATURES_STAMP_FILE)}): read, not run again (--force runs them)`);
      else if (featuresInputs) progress(`features: running them under c8 beside the walk: ${stamped ? stamped.why : 'build --force'}`);
      const features = featuresInputs && !(stamped && 'runs' in stamped) ? startFeatures() : null;
      // The committed build when its stamp says these sources made it (oracle/build-stamp.ts); else a walk.
      // --check walks and compares the files, not the stamp (a cache of the walk, not an output to check).
      const result = opts.check ? buildAll(progress) : buildOrReuse(progress, opts.force).result;
      result.files.push({ path: READINGS_DOC, content: renderReadingsDoc() }); // docs/readings.md, from the registers
      result.files.push(...procedureDocFiles(result.builds)); // docs/procedures/, from the statecharts and schemas
      const unreached = result.builds.flatMap((b) => b.unreached.map((k) => `${b.ruleset}/${b.procedure}: ${k}`));
      if (opts.check) {
        const stale = staleFiles(result.files);
        if (stale.length) {
          io.stderr(`error: ${stale.length} generated file(s) are stale; run \`npm start\` and commit them:\n${stale.map((s) => `  ${s}`).join('\n')}\n`);
          return setExit(EXIT.failed);
        }
        io.stdout(`${result.files.length} generated files are current\n`);
      } else {
        writeFiles(result.files);
        const report = writeBuildReport(result.builds);
        const total = result.builds.reduce((n, b) => n + b.vectors.length, 0);
        io.stdout(`wrote ${total} vectors for ${result.builds.length} procedure(s) to oracle/vectors/, machine definitions to oracle/machines/, and ${path.relative(REPO_ROOT, report)}\n`);
        if (opts.ablate) {
          // While the features still run in their process: the ablation replays the vectors just written.
          const ablation = wholeAblation({ force: opts.force, progress: opts.quiet ? undefined : progress }).report;
          const files = writeAblationReports(ablation);
          if (writeGeneratedBlock(path.join(REPO_ROOT, 'README.md'), 'ablation', ablationReadmeExcerpt(ablation))) io.stdout('updated the ablation excerpt in README.md\n');
          io.stdout(`wrote ${files.map((f) => path.relative(REPO_ROOT, f)).join(' and ')}: ${ablation.totals.mutants} mutants of ${ablation.rules.length} rules, ${ablation.totals.surviving} surviving\n`);
        }
        if (features) {
          const { code, output } = features.wait();
          io.stdout(output);
          if (code !== 0) {
            io.stderr(`error: the features failed (npm run features:coverage exited ${code}); the reports below count what ran\n`);
            setExit(EXIT.failed);
          } else if (stampFeatures(readCucumberMessages(path.join(REPO_ROOT, 'reports', 'cucumber', 'messages.ndjson')), featuresInputs!)) {
            io.stdout(`wrote ${path.relative(REPO_ROOT, FEATURES_STAMP_FILE)}\n`);
          }
        }
        // The scenarios through the stamp when it holds them (read above, or just written), so that the reports are the same either way.
        const fromStamp = stamped && 'runs' in stamped ? stamped : featuresInputs ? committedFeatures(featuresInputs) : null;
        const scenarios = fromStamp && 'runs' in fromStamp ? { runs: fromStamp.runs, source: path.relative(REPO_ROOT, FEATURES_STAMP_FILE) } : undefined;
        const coverage = writeCoverageReports(result.builds, { diffs: result.overlayDiffs, scenarios });
        io.stdout(`wrote the coverage reports (reports/coverage.json, coverage.md, headline.md, index.html) and the rule explorer (reports/explorer.html)\n${coverageSummary(coverage.report).join('\n')}\n`);
        if (writeGeneratedBlock(path.join(REPO_ROOT, 'README.md'), 'procedures', proceduresTable(result.builds))) io.stdout('updated the procedures table in README.md\n');
        if (writeGeneratedBlock(path.join(REPO_ROOT, 'README.md'), 'readings', readingsTable(registerRulesets()))) io.stdout('updated the readings table in README.md\n');
        if (writeGeneratedBlock(path.join(REPO_ROOT, 'README.md'), 'coverage-headline', headlineTable(coverage.report.rulesets).join('\n'))) io.stdout('updated the coverage headline in README.md\n');
      }
      if (unreached.length) {
        io.stderr(`error: transitions no vector reaches (add a seed or widen a domain):\n${unreached.map((u) => `  ${u}`).join('\n')}\n`);
        setExit(EXIT.failed);
      }
    });

  cli
    .command('coverage')
    .description('the rule-path coverage report: per rule, per procedure and headline figures in reports/coverage.json, coverage.md, headline.md and the HTML site reports/index.html')
    .option('--quiet', 'no progress lines')
    .option('--messages <file>', "Cucumber's message output (scenario results and the transitions they took)", 'reports/cucumber/messages.ndjson')
    .action((opts: { quiet?: boolean; messages: string }) => {
      const progress = opts.quiet ? () => {} : (m: string) => io.stderr(`${m}\n`);
      const { result } = buildOrReuse(progress);
      const { report } = writeCoverageReports(result.builds, { messagesFile: path.resolve(REPO_ROOT, opts.messages), diffs: result.overlayDiffs });
      writeGeneratedBlock(path.join(REPO_ROOT, 'README.md'), 'coverage-headline', headlineTable(report.rulesets).join('\n'));
      if (cli.opts().json) io.stdout(JSON.stringify(report.rulesets.map((r) => ({ ruleset: r.id, headline: r.headline, statusCounts: r.statusCounts })), null, 2) + '\n');
      else io.stdout(`wrote reports/coverage.json, coverage.md, headline.md, index.html and explorer.html\n${coverageSummary(report).join('\n')}\n`);
    });

  cli
    .command('paths')
    .description('the seeds, path counts, budgets and transition coverage of one procedure')
    .argument('<procedure>', `one of: ${[...new Set(PROCEDURES.map((p) => p.procedure))].join(', ')}`)
    .addOption(new Option('--ruleset <id>', 'ruleset').default('cce').choices(RULESETS.map((r) => r.id)))
    .action((procedure: string, opts: { ruleset: string }) => {
      const spec = getProcedure(getRuleset(opts.ruleset).id, procedure);
      const b = buildProcedure(spec, opts.ruleset);
      // Transitions of a nested chart (oracle/nested.ts) are reached by that procedure's own vectors.
      const nested = (spec.nested ?? []).map((n) => buildProcedure(getProcedure(b.ruleset, n.procedure), opts.ruleset));
      const credited = creditedByNested(spec, b, nested);
      b.unreached = b.unreached.filter((k) => !credited.includes(k));
      if (cli.opts().json) {
        io.stdout(JSON.stringify({ ruleset: b.ruleset, procedure: b.procedure, domain: b.domain, seeds: b.seeds, vectors: b.vectors.length, transitions: b.machine.transitions.length, taken: b.taken.length, unreached: b.unreached }, null, 2) + '\n');
        return;
      }
      const w = Math.max(...b.seeds.map((s) => s.seed.length));
      io.stdout(`${b.ruleset}/${b.procedure} — ${spec.title}\n`);
      io.stdout(`domain: ${b.domain}\n\n`);
      io.stdout(`${'seed'.padEnd(w)}  paths  budget\n`);
      for (const s of b.seeds) io.stdout(`${s.seed.padEnd(w)}  ${String(s.paths).padStart(5)}  ${String(s.budget).padStart(6)}${s.kept === undefined ? '' : `  (minimised: ${s.kept} kept)`}\n`);
      io.stdout(`\n${b.vectors.length} vectors; transitions reached ${b.taken.length}/${b.machine.transitions.length}${credited.length ? ` (and ${credited.length} of nested charts by ${[...new Set(spec.nested!.map((n) => n.procedure))].join(', ')}'s vectors)` : ''}\n`);
      for (const k of b.unreached) io.stdout(`  unreached: ${k}\n`);
      if (b.unreached.length) setExit(EXIT.failed);
    });

  cli
    .command('resolve')
    .description('read { ruleset, readings, input, events } as JSON on stdin; print { state, status, output, trace }')
    .argument('<procedure>', `one of: ${[...new Set(PROCEDURES.map((p) => p.procedure))].join(', ')}`)
    .option('--no-trace', 'leave the trace out of the result')
    .addHelpText(
      'after',
      `
Example:
  echo '{"ruleset":"cce","input":{...},"events":[{"type":"CHOOSE_UNIT","unit":"u1"},{"type":"ROLL","white":2,"colored":3},{"type":"KEEP_ROLL"}]}' \\
    | combat-oracle resolve recover`,
    )
    .action((procedure: string, opts: { trace: boolean }) => {
      const request = parseRequestText(io.readStdin(), '(stdin)');
      const result = resolveRequest(request, procedure);
      const out: Record<string, unknown> = { state: result.state, status: result.status, output: result.output };
      if (opts.trace) out.trace = result.trace;
      io.stdout(JSON.stringify(out, null, 2) + '\n');
    });

  cli
    .command('readings')
    .description('the readings register of every ruleset (CC:E\'s with its argued ambiguities, the digest §5.B ledger and the overlays), as Markdown (docs/readings.md)')
    .addOption(new Option('--ruleset <id>', 'only this ruleset\'s readings').choices(registerRulesets().map((r) => r.id)))
    .action((opts: { ruleset?: string }) => {
      io.stdout(renderReadingsDoc(opts.ruleset));
    });

  cli
    .command('diff')
    .description('which cases change outcome between two rulesets or readings, grouped by rule (walks each procedure under both sides)')
    .requiredOption('--from <ruleset>', 'a ruleset, optionally with readings: <ruleset>[+<reading>=<alternative>,…]')
    .requiredOption('--to <ruleset>', 'the other side, same form')
    .option('--procedure <name>', `only this procedure (${[...new Set(PROCEDURES.map((p) => p.procedure))].join(', ')})`)
    .option('--markdown', 'print Markdown (the reports page fragment) instead of text')
    .option('--html <file>', 'also write the diff as an HTML page (styled when written into reports/)')
    .option('--odds', 'instead: for each seed whose outcome odds change, each outcome\'s exact probability before → after (oracle/odds/diff-odds.ts)')
    .option('--max-paths <n>', 'with --odds: skip (and name) seeds of more complete paths than this', String(DIFF_ODDS_MAX_PATHS))
    .option('--seed <name>', 'with --odds: only this seed of the procedure')
    .addHelpText(
      'after',
      `
Examples:
  combat-oracle diff --from cce --to cce-ccp-clarified
  combat-oracle diff --from cce --to cce+cce.trigger-locks-result=recompute --procedure recover
  combat-oracle diff --from cce --to cce+cce.melee-tie-fortification=began-in --html reports/diff.html
  combat-oracle diff --odds --from cce --to cce+cce.broken-leader-command=printed --procedure recover
  combat-oracle diff --from cce --to ccp --procedure time-advance   (sibling editions: what did Pacific change?)
Rulesets: ${RULESETS.map((r) => r.id).join(', ')}`,
    )
    .action((opts: { from: string; to: string; procedure?: string; markdown?: boolean; html?: string; odds?: boolean; maxPaths: string; seed?: string }) => {
      const [from, to] = [parseSide(opts.from, '--from'), parseSide(opts.to, '--to')];
      if (opts.odds) {
        const maxPaths = /^\d+$/.test(opts.maxPaths) && Number(opts.maxPaths) >= 1 ? Number(opts.maxPaths) : invalidMaxPaths(opts.maxPaths);
        const od = diffOddsData(from, to, { procedure: opts.procedure, seed: opts.seed, maxPaths });
        io.stdout(cli.opts().json ? JSON.stringify(diffOddsJson(od), null, 2) + '\n' : renderDiffOddsText(od));
        return;
      }
      if (from.ruleset.base !== to.ruleset.base) {
        // Sibling editions (cce → ccp): the edition diff (oracle/edition-diff.ts).
        if (opts.html !== undefined) throw new OracleError({ code: 'usage', path: '--html', expected: 'absent for an edition diff (use --markdown or --json)', actual: opts.html });
        const e = editionDiffData(from, to, { procedure: opts.procedure });
        io.stdout(cli.opts().json ? JSON.stringify(e, null, 2) + '\n' : opts.markdown ? renderEditionDiffMarkdown(e) : renderEditionDiffText(e));
        return;
      }
      const d = diffData(from, to, { procedure: opts.procedure });
      if (opts.html !== undefined) writeDiffHtml(opts.html, d);
      if (cli.opts().json) io.stdout(JSON.stringify(d, null, 2) + '\n');
      else io.stdout(opts.markdown ? renderDiffMarkdown(d) : renderDiffText(d));
    });

  cli
    .command('ablate')
    .description('rule ablation: replay every vector under mutants of each rule (term dropped or its sign flipped, comparison loosened, rule condition skipped or negated, table entry shifted, chart guard inverted, transition\'s actions skipped, eventless branch retargeted); report killed and surviving mutants in reports/ablation.{json,md}')
    .option('--procedure <names>', 'only these procedures (comma-separated)', (v: string) => v.split(',').map((x) => x.trim()).filter(Boolean))
    .addOption(new Option('--ruleset <id>', 'only this ruleset\'s vectors').choices(RULESETS.map((r) => r.id)))
    .option('--rule <ids>', 'only mutants of these rules (comma-separated)', (v: string) => v.split(',').map((x) => x.trim()).filter(Boolean))
    .option('--no-guards', 'leave out the chart mutants (each named guard inverted, each rule-citing transition\'s actions skipped, each eventless branch sent to its sibling\'s target)')
    .option('--force', 'replay even when oracle/ablation.stamp.json says the committed vectors and these sources gave its results (a whole ablation only: with no --procedure, --ruleset, --rule or --no-guards)')
    .option('--quiet', 'no progress lines')
    .addHelpText(
      'after',
      `
Example:
  combat-oracle ablate --ruleset spicc --procedure fire --quiet`,
    )
    .action((opts: { procedure?: string[]; ruleset?: string; rule?: string[]; guards: boolean; force?: boolean; quiet?: boolean }) => {
      const progress = opts.quiet ? undefined : (m: string) => io.stderr(`${m}\n`);
      // The whole ablation is the one its stamp keeps (oracle/ablation-stamp.ts); a filtered one is always replayed.
      const whole = !opts.procedure && !opts.ruleset && !opts.rule && opts.guards;
      const r = whole ? wholeAblation({ force: opts.force, progress }).report : runAblation({ ruleset: opts.ruleset, procedure: opts.procedure, rules: opts.rule, guards: opts.guards, progress });
      const files = writeAblationReports(r);
      if (whole) writeGeneratedBlock(path.join(REPO_ROOT, 'README.md'), 'ablation', ablationReadmeExcerpt(r));
      if (cli.opts().json) io.stdout(JSON.stringify(r, null, 2) + '\n');
      else io.stdout(renderAblationMarkdown(r) + `\nwrote ${files.map((f) => path.relative(REPO_ROOT, f)).join(' and ')}\n`);
    });

  addEngineCommands(cli, io);
  addOddsCommand(cli, io);

  return cli;
}

let exitCode: number = EXIT.ok;
function setExit(code: number): void {
  exitCode = Math.max(exitCode, code);
}

/** Run the CLI; returns the exit code (the bin script exits with it). */
/** `diff --html FILE`: a whole page; its stylesheet link points at reports/site/style.css when FILE is in reports/. */
function writeDiffHtml(file: string, d: DiffResult): void {
  const abs = path.resolve(file);
  const reports = path.join(REPO_ROOT, 'reports');
  const root = path.relative(path.dirname(abs), reports).split(path.sep).join('/');
  try {
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, diffPage(`diff ${d.from.spec} → ${d.to.spec}`, renderDiffHtml(d), root ? `${root}/` : ''));
  } catch (e) {
    throw new OracleError({ code: 'usage', path: '--html', expected: 'a file that can be written', actual: file, hint: (e as Error).message });
  }
}

/**
 * `npm run -s features:coverage` in a child process, its output kept in a file; `wait()` blocks until it
 * has ended (the build is synchronous) and returns its exit code and output.
 */
function startFeatures(): { wait(): { code: number; output: string } } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'co-features-'));
  const log = path.join(dir, 'output');
  const status = path.join(dir, 'status');
  spawn('sh', ['-c', `npm run -s features:coverage > "${log}" 2>&1; echo $? > "${status}.tmp" && mv "${status}.tmp" "${status}"`], { cwd: REPO_ROOT, stdio: 'ignore' });
  return {
    wait() {
      const sleeper = new Int32Array(new SharedArrayBuffer(4));
      while (!fs.existsSync(status)) Atomics.wait(sleeper, 0, 0, 50);
      const code = Number(fs.readFileSync(status, 'utf8').trim());
      const output = fs.readFileSync(log, 'utf8');
      fs.rmSync(dir, { recursive: true, force: true });
      return { code, output };
    },
  };
}

export function main(argv: string[], io: Io = defaultIo): number {
  exitCode = EXIT.ok;
  const cli = program(io);
  const json = argv.includes('--json');
  try {
    cli.parse(argv);
    return exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return EXIT.ok;
      return EXIT.badInput;
    }
    if (e instanceof OracleError) {
      io.stderr(json ? JSON.stringify({ error: e.toJSON() }) + '\n' : `error: ${e.message}\n`);
      return EXIT.badInput;
    }
    const err = e as Error;
    io.stderr(`internal error: ${oneLine(err?.message ?? String(e))} (${process.env.COMBAT_ORACLE_DEBUG ? 'stack below' : 'set COMBAT_ORACLE_DEBUG=1 for the stack'})\n${process.env.COMBAT_ORACLE_DEBUG ? (err?.stack ?? '') + '\n' : ''}`);
    return EXIT.internal;
  }
}
