/**
 * The features' stamp, `oracle/features.stamp.json`: what the coverage reports need of a run of the
 * Cucumber features — each scenario's `uri:line`, name, result and the transitions it took
 * (oracle/coverage/cucumber.ts ScenarioRun) — with the digest of everything that run read: the build's
 * inputs (machines/, oracle/ but its generated files, bin/, the lock file, tsconfig.json:
 * oracle/build-stamp.ts), features/, steps/ and cucumber.js. (The steps run the machines; they read no
 * vector.) `npm start` (build --features) reads the scenarios from it when the
 * digest still holds, instead of running the 2,000 scenarios under c8 again (about 25 CPU-s); a stale
 * stamp costs that run, never truth, and `build --force` always runs them. The same cache as the build's
 * and the ablation's stamps, for the third of `npm start`'s jobs.
 *
 * The reports read the scenarios through the stamp whether the features were just run or not, so that
 * they are byte-identical either way (tests/features-stamp.test.ts). Only a run in which every scenario
 * passed is stamped: a failing feature runs again on every `npm start`. `npm test` always runs the
 * features; the Cucumber HTML report (reports/cucumber/) and c8's code coverage (reports/code-coverage/)
 * are written only by a run (`npm run features:coverage` runs them on their own).
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeMachine } from '../machines/core/describe';
import { FEATURES_STAMP_FILE, inputsDigest } from './build-stamp';
import type { ScenarioRun } from './coverage/cucumber';
import { PROCEDURES } from './registry';
import { REPO_ROOT } from './vectors';

export { FEATURES_STAMP_FILE };
/** What the features read beside the build's inputs. */
const FEATURE_DIRS = ['features', 'steps'];
const FEATURE_FILES = ['cucumber.js'];

const rel = (file: string): string => path.relative(REPO_ROOT, file).split(path.sep).join('/');
const sha256 = (content: string | Buffer): string => crypto.createHash('sha256').update(content).digest('hex');

function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(root, path.posix.join(dir, e.name)) : e.isFile() ? [path.posix.join(dir, e.name)] : []))
    .sort();
}

/** The digest of everything a run of the features reads: the build's inputs, the features, steps and profile. */
export function featuresInputsDigest(root = REPO_ROOT): string {
  const h = crypto.createHash('sha256').update(inputsDigest(root)).update('\0');
  for (const f of [...FEATURE_DIRS.flatMap((d) => filesUnder(root, d)), ...FEATURE_FILES]) {
    if (fs.existsSync(path.join(root, f))) h.update(f).update('\0').update(sha256(fs.readFileSync(path.join(root, f)))).update('\0');
  }
  return h.digest('hex');
}

interface StampedRun {
  uri: string;
  line: number;
  name: string;
  status: ScenarioRun['status'];
  /** Per procedure run: its transitions, each the index of its key in the machine's transitions (oracle/machines/), or the key itself. */
  runs: { ruleset: string; procedure: string; taken: (number | string)[] }[];
}

/** Each registered procedure's transition keys, in its machine's order, and each key's index there (the indices of the stamp). */
interface KeyTable {
  keys: string[];
  index: Map<string, number>;
}
let keyTables: Map<string, KeyTable> | null = null;
const tableOf = (ruleset: string, procedure: string): KeyTable | undefined => {
  keyTables ??= new Map(
    PROCEDURES.map((p) => {
      const keys = describeMachine(p.machine).transitions.map((t) => t.key);
      return [`${p.ruleset}/${p.procedure}`, { keys, index: new Map(keys.map((k, i) => [k, i])) }];
    }),
  );
  return keyTables.get(`${ruleset}/${procedure}`);
};

/** A scenario with each run's transitions mapped by `f`, given the run's procedure's key table (none for an unregistered one). */
function mapTaken<T, U>(s: Omit<ScenarioRun, 'runs'> & { runs: { ruleset: string; procedure: string; taken: T[] }[] }, f: (t: T, table: KeyTable | undefined) => U) {
  return {
    uri: s.uri,
    line: s.line,
    name: s.name,
    status: s.status,
    runs: s.runs.map((x) => {
      const table = tableOf(x.ruleset, x.procedure);
      return { ruleset: x.ruleset, procedure: x.procedure, taken: x.taken.map((t) => f(t, table)) };
    }),
  };
}

/** The stamp's text for scenarios run from sources whose digest is `inputs`: one line per scenario. */
export function featuresStampContent(runs: readonly ScenarioRun[], inputs: string): string {
  const lines = runs.map((r) => `    ${JSON.stringify(mapTaken(r, (k, table): number | string => table?.index.get(k) ?? k) satisfies StampedRun)}`);
  return [
    '{',
    `  "generator": ${JSON.stringify(`combat-oracle build --features: the scenarios of the Cucumber features run from the sources the digest names (${rel(path.join(REPO_ROOT, 'oracle', 'features-stamp.ts'))}). Do not edit.`)},`,
    `  "inputs": ${JSON.stringify(inputs)},`,
    '  "scenarios": [',
    lines.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** The scenarios a stamp's text holds, as readCucumberMessages gives them. */
export function scenariosFromStamp(content: string): ScenarioRun[] {
  const stamp = JSON.parse(content) as { scenarios: StampedRun[] };
  return stamp.scenarios.map((s) => mapTaken(s, (k, table) => (typeof k === 'number' ? table!.keys[k] : k)));
}

/** The committed scenarios when the stamp names these sources, else why not. */
export function committedFeatures(inputs = featuresInputsDigest(), file = FEATURES_STAMP_FILE): { runs: ScenarioRun[] } | { why: string } {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch {
    return { why: `${rel(file)} is missing` };
  }
  let stamped: string;
  try {
    stamped = (JSON.parse(content) as { inputs: string }).inputs;
  } catch {
    return { why: `${rel(file)} is not JSON` };
  }
  if (stamped !== inputs) return { why: 'the sources or features changed since the features last ran' };
  return { runs: scenariosFromStamp(content) };
}

/** Writes the stamp of a run in which every scenario passed (a failing run is not stamped); returns whether it wrote it. */
export function stampFeatures(runs: readonly ScenarioRun[] | null, inputs = featuresInputsDigest(), file = FEATURES_STAMP_FILE): boolean {
  if (!runs || !runs.length || runs.some((r) => r.status !== 'passed')) return false;
  fs.writeFileSync(file, featuresStampContent(runs, inputs));
  return true;
}
