/**
 * The minimised corpus (issue 16.5; DESIGN.md "Generation"): the walks give every path their budgets allow
 * (11,000 vectors, 53 MB, at the last whole corpus), most of them telling an engine nothing the others do
 * not. As a fuzzer keeps its corpus, the build keeps a vector only when it brings something no vector kept
 * before it brings — or when the documentation walks through it (DOCUMENTED_CASES):
 *   1. a reading alternative (a vector under a non-default reading: the one an engine implementing that
 *      alternative is checked by);
 *   2. a situation (the first vector of each seed: every hand-written situation stays in the corpus, with its
 *      shortest path, and every generated one that has a vector left: ./vectors.ts keeps a generated (minimised)
 *      seed's path only where it takes a transition or shows two facts together that no earlier path of its
 *      procedure does, so most generated situations have none);
 *   3. a transition no kept vector takes (so every procedure reaches what it reached before);
 *   4. two facts shown together that no kept vector of its procedure shows together (`factPairs`: two terms
 *      of its derivations, or a term and a rule its trace cites — a Wire term with a Retreat, a Veteran with
 *      a tie): the pairs the generated situations were combined to make meet, kept where an outcome shows them;
 *   5. a mutant (oracle/ablate.ts): every vector is replayed under every mutant, the kept ones first, and the
 *      first vector that kills a mutant no kept vector kills is kept — and, for a mutant no vector kills, the
 *      first vector that reaches what it mutates, so that the ablation of the kept corpus makes the same
 *      mutants. An engine a mutant describes fails the kept corpus exactly when it failed the whole one.
 * Deterministic: vectors are considered in their order (seed by seed, shorter paths first), mutants in
 * runAblation's. The vectors keep their order in their file.
 */
import { resolveReadings } from '../machines/core/readings';
import { runAblation } from './ablate';
import { canonical } from './canonical';
import { getRuleset } from './registry';
import { factPairs, type ProcedureBuild, type Vector } from './vectors';

/**
 * The cases README.md and IMPLEMENTERS.md walk through by id (a request, an answer, a `verify --case`), kept
 * whatever they bring (tests/docs.case-ids.test.ts: every id the two pages cite is a vector, and every id
 * here is cited).
 */
export const DOCUMENTED_CASES: readonly string[] = [
  'recover-d2f48e12aa98', // IMPLEMENTERS.md: the worked request, answer, failure and bisection
  'recover-4a45e97dde8d', // README.md and IMPLEMENTERS.md: the Python engine's terrain-Cover bug blamed on T78.3
  'fire-da50a0d708bf', // README.md: `engine --mutant O20.3.1.2:drop-term` on the rulebook's Fire Attack example
];

export interface MinimiseStats {
  before: number;
  after: number;
  /** How many were kept for each reason, in the order above (a vector is counted under the first that keeps it). */
  documented: number;
  readings: number;
  situations: number;
  transitions: number;
  facts: number;
  mutants: number;
}

/** Keeps in each build only the vectors that bring something new (above); `takenOf` gives each vector's transitions. */
export function minimiseCorpus(builds: ProcedureBuild[], takenOf: (v: Vector) => readonly string[], progress: (m: string) => void = () => {}): MinimiseStats {
  const keep = new Set<string>();
  const stats: MinimiseStats = { before: 0, after: 0, documented: 0, readings: 0, situations: 0, transitions: 0, facts: 0, mutants: 0 };
  for (const b of builds) {
    stats.before += b.vectors.length;
    const defaults = canonical(resolveReadings(getRuleset(b.ruleset).readings, {}, b.procedure));
    const covered = new Set<string>();
    const take = (v: Vector, reason: 'documented' | 'readings' | 'situations' | 'transitions' | 'facts'): void => {
      if (keep.has(v.id)) return;
      keep.add(v.id);
      stats[reason]++;
      for (const k of takenOf(v)) covered.add(k);
    };
    for (const v of b.vectors) if (DOCUMENTED_CASES.includes(v.id)) take(v, 'documented');
    for (const v of b.vectors) if (canonical(v.readings) !== defaults) take(v, 'readings');
    const seeds = new Set<string>();
    for (const v of b.vectors) if (!seeds.has(v.seed)) seeds.add(v.seed), take(v, 'situations');
    for (const v of b.vectors) if (takenOf(v).some((k) => !covered.has(k))) take(v, 'transitions');
    const shown = new Set(b.vectors.filter((v) => keep.has(v.id)).flatMap((v) => factPairs(v.expect)));
    for (const v of b.vectors) {
      if (keep.has(v.id)) continue;
      const pairs = factPairs(v.expect);
      if (pairs.some((k) => !shown.has(k))) take(v, 'facts'), pairs.forEach((k) => shown.add(k));
    }
  }
  const before = keep.size;
  progress(`minimise: ${before} vectors kept for their readings, situations, transitions and fact pairs; replaying all ${stats.before} under every mutant for the ones that kill`);
  runAblation({ cases: builds.flatMap((b) => b.vectors), keep, progress: (m) => progress(`minimise: ${m}`) });
  stats.mutants = keep.size - before;
  for (const b of builds) {
    b.vectors = b.vectors.filter((v) => keep.has(v.id));
    for (const s of b.seeds) s.kept = b.vectors.filter((v) => v.seed === s.seed).length;
  }
  stats.after = keep.size;
  return stats;
}
