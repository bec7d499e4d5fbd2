/**
 * Vector export: seeds × walked paths → language-neutral test vectors, each expectation obtained by
 * replaying the path's events through the machine. Also the machine definitions as JSON. Output is
 * deterministic (sorted, canonical key order, no timestamps) so that two builds are byte-identical and
 * a git diff of oracle/vectors/ shows exactly which behaviours changed.
 */
import { creditedByNested, nestedKey } from './nested';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { EventObject } from 'xstate';
import { describeMachine, type MachineInfo } from '../machines/core/describe';
import type { ProcedureSpec } from '../machines/core/procedure';
import { resolveReadings } from '../machines/core/readings';
import { runCase, type TraceStep } from '../machines/core/run';
import { canonical, contentId, sortKeys } from './canonical';
import { getRuleset, PROCEDURES } from './registry';
import { DEFAULT_PATH_BUDGET, seedSituation, walkSeed } from './walk';
import { PrefixCache } from './verify/fast-run';
import { findDistinguishingCase } from './diff';
import { OracleError } from '../machines/core/errors';
import type { SiteDiff } from './coverage/site';
import { minimiseCorpus } from './minimise';

/** Bumped when the shape of a vector or of the engine protocol changes incompatibly. */
export const CONTRACT_VERSION = '6.5';

export const REPO_ROOT = path.join(__dirname, '..');
export const VECTORS_DIR = path.join(REPO_ROOT, 'oracle', 'vectors');
export const MACHINES_DIR = path.join(REPO_ROOT, 'oracle', 'machines');

export interface Vector {
  id: string;
  ruleset: string;
  readings: Record<string, string>;
  procedure: string;
  /** The seed situation the path was walked from (informative). */
  seed: string;
  /** Every rule id on the transitions this case takes, in first-taken order. */
  rules: string[];
  input: unknown;
  events: EventObject[];
  expect: { state: string; output: unknown; trace: TraceStep[] };
}

export interface SeedStats {
  seed: string;
  purpose: string;
  paths: number;
  budget: number;
  /**
   * How many of its vectors the build kept: of the paths of a seed whose walk is minimised (Seed.minimise), those
   * that reached something new; then, for every seed, those the minimised corpus keeps (oracle/minimise.ts).
   */
  kept?: number;
}

export interface ProcedureBuild {
  ruleset: string;
  procedure: string;
  domain: string;
  vectors: Vector[];
  seeds: SeedStats[];
  machine: MachineInfo;
  /** Transition keys taken by at least one vector. */
  taken: string[];
  /** Transition keys of the machine that no vector takes (a failure unless empty). */
  unreached: string[];
  /** Transitions of nested charts its own vectors do not take and the nested procedure's do (nested.ts); set by buildAll. */
  credited?: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function buildProcedure(spec: ProcedureSpec<any>, rulesetId = spec.ruleset): ProcedureBuild {
  const ruleset = getRuleset(rulesetId);
  const readings = resolveReadings(ruleset.readings, {}, spec.procedure);
  const machine = describeMachine(spec.machine);
  const all = machine.transitions.map((t) => t.key);
  // The host's own transitions: those of a nested chart are reached by its own procedure's vectors (nested.ts).
  const own = all.filter((k) => !(spec.nested ?? []).some((n) => nestedKey(spec.machine.id, n.machineId ?? n.procedure, n.state, k) !== null));
  const taken = new Set<string>();
  const byId = new Map<string, Vector>();
  const seeds: SeedStats[] = [];
  // Each walked path remembers the readings its run consulted: an alternative can change only the paths
  // that read its reading (a run that never reads it takes the same branches under any alternative).
  const walked: { seed: (typeof spec.seeds)[number]; seedIndex: number; situation: unknown; events: EventObject[]; outcome: string; consulted: Set<string> }[] = [];
  const shown = new Set<string>(); // the fact pairs of the vectors so far (factPairs)
  for (const [seedIndex, seed] of spec.seeds.entries()) {
    // A seed is a situation like any other: it must pass the same validation as user input, and the
    // machine runs on the parsed situation (the vector publishes the seed as written: its `input`).
    const situation = seedSituation(spec, seed);
    const paths = walkSeed(spec, seed, ruleset.id, readings);
    const stats: SeedStats = { seed: seed.name, purpose: seed.purpose, paths: paths.length, budget: DEFAULT_PATH_BUDGET };
    seeds.push(stats);
    if (seed.minimise) stats.kept = 0;
    for (const p of paths) {
      if (seed.minimise) {
        const r = runCase(spec, ruleset.id, readings, situation, p.events);
        if (!r.taken.flat().some((k) => !taken.has(k)) && !factPairs(r).some((k) => !shown.has(k))) continue;
        stats.kept!++;
      }
      const consulted = new Set<string>();
      const tracked = new Proxy(readings, { get: (t, k) => (typeof k === 'string' && consulted.add(k), Reflect.get(t, k)) });
      const vector = replayVector(spec, ruleset.id, readings, seed, situation, p.events, taken, tracked);
      for (const k of factPairs(vector.expect)) shown.add(k);
      byId.set(vector.id, vector);
      walked.push({ seed, seedIndex, situation, events: p.events, outcome: outcomeOf(vector.expect), consulted });
    }
  }
  const vectors = [...byId.values()].sort((a, b) => (a.seed === b.seed ? a.events.length - b.events.length || (a.id < b.id ? -1 : 1) : 0));
  // One case per alternative of every reading this procedure consults, with the alternative in its
  // `readings`: the first path of the walk above that the alternative accepts and that comes out
  // differently under it — so that an engine implementing a non-default reading has a vector that tells
  // (IMPLEMENTERS.md). A reading that no walked path of this procedure tells apart gets none here.
  // The walked paths of a seed share long prefixes: they are replayed under an alternative through the
  // engine's prefix cache (keyed by the seed and the alternative's readings; the same answers as
  // runCaseFast, tests/engine.cache.test.ts), each path at most once per alternative.
  const replays = new PrefixCache();
  for (const reading of ruleset.readings.filter((r) => r.procedures.includes(spec.procedure))) {
    for (const alt of reading.alternatives.filter((a) => a.id !== reading.default)) {
      const altReadings = resolveReadings(ruleset.readings, { [reading.id]: alt.id }, spec.procedure);
      const altKey = canonical(altReadings);
      const told = new Map<(typeof walked)[number], boolean>();
      const tells = (w: (typeof walked)[number]): boolean => {
        try {
          return outcomeOf(replays.run(spec, `${w.seedIndex} ${altKey}`, ruleset.id, altReadings, w.situation, w.events)) !== w.outcome;
        } catch (e) {
          if (e instanceof OracleError) return false; // the alternative does not accept this path
          throw e;
        }
      };
      const differs = (w: (typeof walked)[number]): boolean => {
        if (!told.has(w)) told.set(w, tells(w));
        return told.get(w)!;
      };
      const w = walked.find((x) => x.consulted.has(reading.id) && differs(x));
      if (w) vectors.push(replayVector(spec, ruleset.id, altReadings, w.seed, w.situation, w.events, taken));
      // "A vector stays if it ... reaches something new" (DESIGN.md): while a transition is unreached (one
      // only an alternative takes, in a second Event of the same reading), further paths the alternative
      // changes are replayed and kept when they reach one. A procedure already at N/N gets nothing more.
      for (const x of walked) {
        if (!own.some((k) => !taken.has(k))) break;
        if (x === w || !x.consulted.has(reading.id) || !differs(x)) continue;
        if (runCase(spec, ruleset.id, altReadings, x.situation, x.events).taken.flat().some((k) => !taken.has(k))) {
          vectors.push(replayVector(spec, ruleset.id, altReadings, x.seed, x.situation, x.events, taken));
        }
      }
      // A transition only the alternative offers (a choice it adds: a DECLINE, a wider offer) is on no path
      // walked under the default: walk the seeds whose paths consulted the reading under the alternative,
      // and keep the first path that reaches it.
      for (const seed of [...new Set(walked.filter((x) => x.consulted.has(reading.id)).map((x) => x.seed))]) {
        if (!own.some((k) => !taken.has(k))) break;
        const situation = seedSituation(spec, seed);
        for (const p of walkSeed(spec, seed, ruleset.id, altReadings)) {
          if (runCase(spec, ruleset.id, altReadings, situation, p.events).taken.flat().some((k) => !taken.has(k))) {
            vectors.push(replayVector(spec, ruleset.id, altReadings, seed, situation, p.events, taken));
          }
        }
      }
    }
  }
  return {
    ruleset: ruleset.id,
    procedure: spec.procedure,
    domain: spec.domainNote,
    vectors,
    seeds,
    machine,
    taken: all.filter((k) => taken.has(k)),
    unreached: all.filter((k) => !taken.has(k)),
  };
}

/**
 * What a minimised seed's path must add to be kept (DESIGN.md "Generation"): the facts of a case are the
 * terms of every derivation in its output (`T78.3 Woods 2`, `3.3.1.2 Leader 1` …) and the rules its trace
 * cites; its pairs are every two of them, so that, as the situations meet pairwise, a case stays when it
 * shows two facts together that no earlier case does (a Wire term with a Retreat, a Veteran with a tie).
 */
export function factPairs(r: { output: unknown; trace: readonly { rules: readonly string[] }[] }): string[] {
  const facts = new Set<string>(r.trace.flatMap((s) => s.rules.map((x) => `rule ${x}`)));
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (o.base && Array.isArray(o.terms)) for (const t of [o.base, ...o.terms] as { rule: string; what: string; value: number }[]) facts.add(`${t.rule} ${t.what} ${t.value}`);
    Object.values(o).forEach(visit);
  };
  visit(r.output);
  const list = [...facts].sort();
  return list.flatMap((a, i) => list.slice(i + 1).map((b) => `${a} & ${b}`));
}

const outcomeOf = (r: { state: string; output: unknown }): string => canonical({ state: r.state, output: r.output });

/** The transitions each vector replayed in this process takes, by id (the minimised corpus reads them: oracle/minimise.ts). */
const TAKEN = new Map<string, readonly string[]>();
/** The transitions a vector built in this process takes (none for one read from a file). */
export const transitionsOf = (v: Pick<Vector, 'id'>): readonly string[] => TAKEN.get(v.id) ?? [];

/** The vector of one path: the machine's replay of `events` from the seed under `readings` (its transitions added to `taken`). */
function replayVector(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: ProcedureSpec<any>,
  rulesetId: string,
  readings: Record<string, string>,
  seed: { name: string; situation: unknown },
  situation: unknown,
  events: EventObject[],
  taken: Set<string>,
  runReadings: Record<string, string> = readings,
): Vector {
  const result = runCase(spec, rulesetId, runReadings, situation, events);
  result.taken.flat().forEach((k) => taken.add(k));
  const takenHere = [...new Set(result.taken.flat())];
  const rules: string[] = [];
  for (const step of result.trace) for (const r of step.rules) if (!rules.includes(r)) rules.push(r);
  const identity = { ruleset: rulesetId, readings, procedure: spec.procedure, input: seed.situation, events };
  const id = contentId(spec.procedure, identity);
  TAKEN.set(id, takenHere);
  return {
    id,
    ruleset: rulesetId,
    readings,
    procedure: spec.procedure,
    seed: seed.name,
    rules,
    input: seed.situation,
    events,
    expect: { state: result.state, output: result.output, trace: result.trace },
  };
}

// ------------------------------------------------------------------------------------ serialisation

const line = (v: unknown): string => JSON.stringify(sortKeys(v));

/** One case: its fields one per line, events and trace steps one per line, the rest compact. */
function serializeVector(v: Vector, indent: string): string {
  const i2 = indent + '  ';
  const i3 = i2 + '  ';
  const list = (items: unknown[], ind: string): string => (items.length ? `[\n${items.map((x) => ind + '  ' + line(x)).join(',\n')}\n${ind}]` : '[]');
  return [
    `${indent}{`,
    `${i2}"id": ${JSON.stringify(v.id)},`,
    `${i2}"ruleset": ${JSON.stringify(v.ruleset)},`,
    `${i2}"readings": ${line(v.readings)},`,
    `${i2}"procedure": ${JSON.stringify(v.procedure)},`,
    `${i2}"seed": ${JSON.stringify(v.seed)},`,
    `${i2}"rules": ${JSON.stringify(v.rules)},`,
    `${i2}"input": ${line(v.input)},`,
    `${i2}"events": ${list(v.events, i2)},`,
    `${i2}"expect": {`,
    `${i3}"state": ${JSON.stringify(v.expect.state)},`,
    `${i3}"output": ${line(v.expect.output)},`,
    `${i3}"trace": ${list(v.expect.trace, i3)}`,
    `${i2}}`,
    `${indent}}`,
  ].join('\n');
}

export function serializeVectorsFile(b: ProcedureBuild): string {
  const head = {
    $schema: '../../schema/vectors-file.schema.json',
    generator: `combat-oracle build: walked from the seeds in oracle/procedures/${b.ruleset}/${b.procedure}.ts, expectations replayed through machines/${b.ruleset}/${b.procedure}.ts. Do not edit.`,
    contract: CONTRACT_VERSION,
    ruleset: b.ruleset,
    procedure: b.procedure,
    domain: b.domain,
    count: b.vectors.length,
  };
  const headLines = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  return ['{', ...headLines, '  "cases": [', b.vectors.map((v) => serializeVector(v, '    ')).join(',\n'), '  ]', '}', ''].join('\n');
}

export function serializeMachineFile(b: ProcedureBuild): string {
  const m = b.machine;
  const body = {
    generator: `combat-oracle build from machines/${b.ruleset}/${b.procedure}.ts. Do not edit.`,
    contract: CONTRACT_VERSION,
    ruleset: b.ruleset,
    procedure: b.procedure,
    id: m.id,
    initial: m.initial,
  };
  const lines = Object.entries(body).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const list = (items: unknown[]): string => items.map((x) => '    ' + JSON.stringify(x)).join(',\n');
  return ['{', ...lines, '  "states": [', list(m.states), '  ],', '  "transitions": [', list(m.transitions), '  ]', '}', ''].join('\n');
}

// ------------------------------------------------------------------------------------------- files

export interface BuiltFile {
  path: string;
  content: string;
}

export interface BuildResult {
  builds: ProcedureBuild[];
  files: BuiltFile[];
  /** Each overlay ruleset against its base, for the coverage site (coverage/index.ts overlayDiffs), when the build has them: a walked build with its stamp, or the stamp's (build-stamp.ts). */
  overlayDiffs?: SiteDiff[];
}

export function buildAll(onProgress: (msg: string) => void = () => {}): BuildResult {
  const builds: ProcedureBuild[] = [];
  for (const spec of [...PROCEDURES].sort((a, b) => canonical([a.ruleset, a.procedure]).localeCompare(canonical([b.ruleset, b.procedure])))) {
    const t0 = Date.now();
    const b = buildProcedure(spec);
    builds.push(b);
    onProgress(`${b.ruleset}/${b.procedure}: ${b.vectors.length} vectors from ${b.seeds.length} seeds, ${b.taken.length}/${b.machine.transitions.length} transitions (${Date.now() - t0} ms)`);
  }
  const t0 = Date.now();
  const added = addReadingVectors(builds);
  if (added.length) onProgress(`readings no walked path told apart: ${added.length} vector(s) from walks under the alternative (${Date.now() - t0} ms)`);
  for (const b of builds) {
    const spec = PROCEDURES.find((p) => p.ruleset === b.ruleset && p.procedure === b.procedure)!;
    const credited = new Set(creditedByNested(spec, b, builds));
    b.unreached = b.unreached.filter((k) => !credited.has(k));
    if (credited.size) b.credited = [...credited];
  }
  // The vectors as their file states them (JSON keeps no undefined field …): the very objects a build read
  // back from the committed files gives (build-stamp.ts committedBuild), so that what is made from either
  // (coverage, docs, the ablation that minimises them) is byte-identical.
  for (const b of builds) b.vectors = (JSON.parse(serializeVectorsFile(b)) as { cases: Vector[] }).cases;
  const t1 = Date.now();
  const m = minimiseCorpus(builds, transitionsOf, onProgress);
  onProgress(
    `minimised: ${m.after} of ${m.before} vectors kept — ${m.documented} the documentation shows, ${m.readings} under a reading alternative, ${m.situations} for a seed's situation, ${m.transitions} for a transition, ${m.facts} for two facts together, ${m.mutants} for a mutant (${Date.now() - t1} ms)`,
  );
  const files: BuiltFile[] = builds.flatMap((b) => {
    const vectors = serializeVectorsFile(b);
    return [
      { path: path.join(VECTORS_DIR, b.ruleset, `${b.procedure}.json`), content: vectors },
      { path: path.join(MACHINES_DIR, b.ruleset, `${b.procedure}.json`), content: serializeMachineFile(b) },
    ];
  });
  return { builds, files };
}

/**
 * For each reading alternative that no procedure's vectors carry yet (buildProcedure adds one where a
 * path of its default walk tells the alternative apart), the first case walked under the alternative
 * that comes out differently (oracle/diff.ts findDistinguishingCase), added to its procedure's vectors.
 * Returns the `<reading>=<alternative>` it added.
 */
function addReadingVectors(builds: ProcedureBuild[]): string[] {
  const added: string[] = [];
  for (const rulesetId of [...new Set(builds.map((b) => b.ruleset))]) {
    const ruleset = getRuleset(rulesetId);
    const mine = builds.filter((b) => b.ruleset === rulesetId);
    for (const reading of ruleset.readings) {
      for (const alt of reading.alternatives.filter((a) => a.id !== reading.default)) {
        if (mine.some((b) => b.vectors.some((v) => v.readings[reading.id] === alt.id))) continue;
        const procedures = reading.procedures.filter((p) => mine.some((b) => b.procedure === p));
        const found = procedures.length ? findDistinguishingCase(rulesetId, reading.id, alt.id, procedures, { walkedUnderAlternative: true }) : null;
        if (!found) continue; // tests/readings.alternatives.suite.ts fails on a reading no case tells apart
        const b = mine.find((x) => x.procedure === found.procedure)!;
        const spec = PROCEDURES.find((p) => p.ruleset === rulesetId && p.procedure === found.procedure)!;
        const seed = spec.seeds.find((s) => s.name === found.seed)!;
        const taken = new Set(b.taken);
        b.vectors.push(replayVector(spec, rulesetId, resolveReadings(ruleset.readings, { [reading.id]: alt.id }, spec.procedure), seed, seedSituation(spec, seed), found.events, taken));
        const all = b.machine.transitions.map((t) => t.key);
        b.taken = all.filter((k) => taken.has(k));
        b.unreached = all.filter((k) => !taken.has(k));
        added.push(`${reading.id}=${alt.id}`);
      }
    }
  }
  return added;
}

export function writeFiles(files: BuiltFile[]): void {
  for (const f of files) {
    fs.mkdirSync(path.dirname(f.path), { recursive: true });
    fs.writeFileSync(f.path, f.content);
  }
}

/** The files whose committed content differs from a fresh build (for `build --check` and the staleness test). */
export function staleFiles(files: BuiltFile[]): string[] {
  return files.filter((f) => !fs.existsSync(f.path) || fs.readFileSync(f.path, 'utf8') !== f.content).map((f) => path.relative(REPO_ROOT, f.path));
}
