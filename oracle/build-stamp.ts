/**
 * The build's stamp, `oracle/build.stamp.json` (not build-stamp.json: node would resolve this module's
 * name to it): what a whole build read and wrote, so that a
 * checkout whose committed vectors were built from its own sources need not walk every machine again to
 * know it (`npm test`'s build test, `npm start`). It holds
 *   - `inputs`: the SHA-256 of every file the build may read — everything under machines/, oracle/ (but
 *     the build's own outputs, oracle/vectors/ and oracle/machines/, and this stamp) and bin/, with package.json,
 *     package-lock.json and tsconfig.json — by path and content. The set is deliberately wider than what
 *     the walk reads (a changed README of a seed directory, a new test fixture under oracle/ …): a change
 *     to any of them makes the stamp stale and the build walks again, which costs time, never truth;
 *   - `files`: the SHA-256 of each vectors and machine file the build wrote, so that a hand-edited or
 *     missing output makes the stamp stale too;
 *   - the coverage site's overlay diffs (`overlays`), walked from the same sources;
 *   - per procedure, what those files do not carry: each seed's path count (and how many a minimised seed
 *     kept), the transitions the vectors take and those credited to a nested procedure (oracle/nested.ts),
 *     as bitmaps over the machine's transitions, and the ones no vector takes.
 * A fresh stamp lets `committedBuild` give the same BuildResult as `buildAll`, read from the files:
 * `buildAll` parses its own vectors back from their serialized form (vectors.ts), so both are the
 * objects the JSON says, and the reports made from either are byte-identical (tests/build-stamp.test.ts).
 * `build --force` and `build --check` always walk.
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeMachine } from '../machines/core/describe';
import { canonical } from './canonical';
import { PROCEDURES } from './registry';
import { DEFAULT_PATH_BUDGET } from './walk';
import { overlayDiffs } from './coverage';
import type { SiteDiff } from './coverage/site';
import { buildAll, MACHINES_DIR, REPO_ROOT, VECTORS_DIR, type BuildResult, type BuiltFile, type ProcedureBuild, type SeedStats } from './vectors';

export const STAMP_FILE = path.join(REPO_ROOT, 'oracle', 'build.stamp.json');
/** The ablation's stamp (oracle/ablation-stamp.ts): written after the build, so not one of its inputs either. */
export const ABLATION_STAMP_FILE = path.join(REPO_ROOT, 'oracle', 'ablation.stamp.json');
/** The features' stamp (oracle/features-stamp.ts): written after the features run, so not one of the build's inputs either. */
export const FEATURES_STAMP_FILE = path.join(REPO_ROOT, 'oracle', 'features.stamp.json');

/** Directories (recursively) and files, relative to the repository root, whose contents key the build. */
export const INPUT_DIRS = ['machines', 'oracle', 'bin'];
export const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** Directories no source lives in: what Python and npm write when they run (the Python example engine's bytecode, a nested install). */
const NOT_SOURCES = ['__pycache__', 'node_modules', 'dist'];
/** The build's outputs under the input directories. */
const OUTPUT_DIRS = [VECTORS_DIR, MACHINES_DIR];

interface StampProcedure {
  ruleset: string;
  procedure: string;
  /** Per seed, in the procedure's order: the paths walked, and for a minimised seed how many became vectors. */
  paths: number[];
  kept?: (number | null)[];
  /** One hex digit per four transitions of the machine, in its order: bit set = taken by a vector. */
  taken: string;
  unreached: string[];
  /** The same bitmap: the transitions credited to a nested procedure's vectors (oracle/nested.ts). */
  credited?: string;
}

interface Stamp {
  generator: string;
  inputs: string;
  files: Record<string, string>;
  procedures: StampProcedure[];
  /** The coverage site's overlay diffs (coverage/index.ts overlayDiffs): walked from the same sources, so they are as fresh as the vectors. */
  overlays?: SiteDiff[];
}

const sha256 = (content: string | Buffer): string => crypto.createHash('sha256').update(content).digest('hex');
const rel = (file: string): string => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/** Every input file, relative and sorted (the order of the digest). */
export function inputFiles(root = REPO_ROOT): string[] {
  const out: string[] = [];
  const outputs = OUTPUT_DIRS.map((d) => rel(d));
  const stamps = [rel(STAMP_FILE), rel(ABLATION_STAMP_FILE), rel(FEATURES_STAMP_FILE)];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const p = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!outputs.includes(p) && !NOT_SOURCES.includes(entry.name)) walk(p);
      } else if (entry.isFile() && !stamps.includes(p) && !/\.(pyc|log)$/.test(entry.name)) out.push(p);
    }
  };
  for (const d of INPUT_DIRS) if (fs.existsSync(path.join(root, d))) walk(d);
  for (const f of INPUT_FILES) if (fs.existsSync(path.join(root, f))) out.push(f);
  return out.sort();
}

/** The digest of the build's inputs: each file's path and content, in path order. */
export function inputsDigest(root = REPO_ROOT, read: (file: string) => Buffer = (f) => fs.readFileSync(path.join(root, f))): string {
  const h = crypto.createHash('sha256');
  for (const f of inputFiles(root)) h.update(f).update('\0').update(sha256(read(f))).update('\0');
  return h.digest('hex');
}

export function takenBitmap(all: string[], taken: Set<string>): string {
  let hex = '';
  for (let i = 0; i < all.length; i += 4) {
    let d = 0;
    for (let j = 0; j < 4 && i + j < all.length; j++) if (taken.has(all[i + j])) d |= 1 << j;
    hex += d.toString(16);
  }
  return hex;
}

export function takenFromBitmap(all: string[], hex: string): string[] {
  return all.filter((_, i) => (parseInt(hex[i >> 2] ?? '0', 16) >> (i & 3)) & 1);
}

/** The stamp of a whole build's files, as the file the build writes beside them. */
export function stampFile(result: BuildResult, inputs = inputsDigest()): BuiltFile {
  const procedures: StampProcedure[] = result.builds.map((b) => {
    const keys = b.machine.transitions.map((t) => t.key);
    return {
      ruleset: b.ruleset,
      procedure: b.procedure,
      paths: b.seeds.map((s) => s.paths),
      ...(b.seeds.some((s) => s.kept !== undefined) ? { kept: b.seeds.map((s) => s.kept ?? null) } : {}),
      taken: takenBitmap(keys, new Set(b.taken)),
      unreached: b.unreached,
      ...(b.credited ? { credited: takenBitmap(keys, new Set(b.credited)) } : {}),
    };
  });
  const files = Object.fromEntries(result.files.filter((f) => f.path !== STAMP_FILE).map((f) => [rel(f.path), sha256(f.content)]));
  // One line per file and per procedure, so that a diff of the stamp shows what changed.
  const content = [
    '{',
    `  "generator": ${JSON.stringify('combat-oracle build: the digest of the sources it read and of the files it wrote, and what the files do not carry (oracle/build-stamp.ts). Do not edit.')},`,
    `  "inputs": ${JSON.stringify(inputs)},`,
    '  "files": {',
    Object.entries(files)
      .map(([f, d]) => `    ${JSON.stringify(f)}: ${JSON.stringify(d)}`)
      .join(',\n'),
    '  },',
    `  "procedures": [`,
    procedures.map((p) => `    ${canonical(p)}`).join(',\n'),
    result.overlayDiffs ? '  ],' : '  ]',
    ...(result.overlayDiffs ? ['  "overlays": [', result.overlayDiffs.map((d) => `    ${canonical(d)}`).join(',\n'), '  ]'] : []),
    '}',
    '',
  ].join('\n');
  return { path: STAMP_FILE, content };
}

/** A committed stamp's JSON (this build's or the ablation's), or why it cannot be read. */
export function readStamp<T>(file: string): { stamp: T } | { why: string } {
  try {
    return { stamp: JSON.parse(fs.readFileSync(file, 'utf8')) as T };
  } catch {
    return { why: `${rel(file)} is missing or not JSON` };
  }
}

/** The committed stamp when the build can be read from the files, else why not (the first reason found). */
function freshStamp(inputs: string): { stamp: Stamp } | { why: string } {
  const read = readStamp<Stamp>(STAMP_FILE);
  if ('why' in read) return read;
  const stamp = read.stamp;
  if (stamp.inputs !== inputs) return { why: 'the sources changed since the committed vectors were built' };
  const registered = PROCEDURES.map((p) => `${p.ruleset}/${p.procedure}`).sort();
  const stamped = stamp.procedures.map((p) => `${p.ruleset}/${p.procedure}`).sort();
  if (canonical(registered) !== canonical(stamped)) return { why: 'the registered procedures are not those of the committed build' };
  for (const [file, digest] of Object.entries(stamp.files)) {
    const full = path.join(REPO_ROOT, file);
    if (!fs.existsSync(full) || sha256(fs.readFileSync(full)) !== digest) return { why: `${file} is not the file the build wrote` };
  }
  return { stamp };
}

/** The digest of the files a fresh stamp lists (the vectors and machine files as built), or null when the stamp is stale. */
export function freshFilesDigest(inputs = inputsDigest()): string | null {
  const fresh = freshStamp(inputs);
  return 'stamp' in fresh ? sha256(canonical(fresh.stamp.files)) : null;
}

/** Why the committed build cannot be used as it is (the first reason found), or null if it can. */
export function staleReason(inputs = inputsDigest()): string | null {
  const fresh = freshStamp(inputs);
  return 'why' in fresh ? fresh.why : null;
}

/** The build a fresh stamp describes, read from oracle/vectors/ and oracle/machines/. */
function readBuild(stamp: Stamp): BuildResult {
  const files: BuiltFile[] = [];
  const builds: ProcedureBuild[] = stamp.procedures.map((p) => {
    const spec = PROCEDURES.find((x) => x.ruleset === p.ruleset && x.procedure === p.procedure)!;
    const vectorsPath = path.join(VECTORS_DIR, p.ruleset, `${p.procedure}.json`);
    const machinePath = path.join(MACHINES_DIR, p.ruleset, `${p.procedure}.json`);
    const vectorsText = fs.readFileSync(vectorsPath, 'utf8');
    files.push({ path: vectorsPath, content: vectorsText }, { path: machinePath, content: fs.readFileSync(machinePath, 'utf8') });
    const parsed = JSON.parse(vectorsText) as { domain: string; cases: ProcedureBuild['vectors'] };
    const machine = describeMachine(spec.machine);
    const keys = machine.transitions.map((t) => t.key);
    // In buildProcedure's key order (reports/build.json writes them as they are).
    const seeds: SeedStats[] = spec.seeds.map((seed, i) => ({ seed: seed.name, purpose: seed.purpose, paths: p.paths[i], budget: DEFAULT_PATH_BUDGET, ...(p.kept?.[i] != null ? { kept: p.kept[i]! } : {}) }));
    return {
      ruleset: p.ruleset,
      procedure: p.procedure,
      domain: parsed.domain,
      vectors: parsed.cases,
      seeds,
      machine,
      taken: takenFromBitmap(keys, p.taken),
      unreached: p.unreached,
      ...(p.credited ? { credited: takenFromBitmap(keys, p.credited) } : {}),
    };
  });
  files.push({ path: STAMP_FILE, content: fs.readFileSync(STAMP_FILE, 'utf8') });
  return { builds, files, ...(stamp.overlays ? { overlayDiffs: stamp.overlays } : {}) };
}

/**
 * The committed build, read from oracle/vectors/ and oracle/machines/, when the stamp says it was built
 * from these very sources; otherwise null (walk: `buildAll`).
 */
export function committedBuild(inputs = inputsDigest()): BuildResult | null {
  const fresh = freshStamp(inputs);
  return 'stamp' in fresh ? readBuild(fresh.stamp) : null;
}

/**
 * The committed build if its stamp is fresh (`onProgress` says so, and why not when it is not), else a
 * walked one with its stamp. `force` always walks.
 */
export function buildOrReuse(onProgress: (msg: string) => void = () => {}, force = false): { result: BuildResult; reused: boolean } {
  const inputs = inputsDigest();
  const fresh = force ? { why: 'build --force' } : freshStamp(inputs);
  if ('stamp' in fresh) {
    onProgress(`oracle/vectors and oracle/machines were built from these sources (${rel(STAMP_FILE)}): read, not walked again (--force walks)`);
    return { result: readBuild(fresh.stamp), reused: true };
  }
  onProgress(`walking every machine: ${fresh.why}`);
  const result = buildAll(onProgress);
  // The coverage site's overlay diffs walk the same sources: kept with the stamp, read with the build.
  result.overlayDiffs = overlayDiffs();
  result.files.push(stampFile(result, inputs));
  return { result, reused: false };
}
