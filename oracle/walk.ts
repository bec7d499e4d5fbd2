/**
 * The graph walk: from each seed situation, @xstate/graph's getShortestPaths enumerates, over the
 * procedure's declared event domain, one path to every distinct final state (state value + context).
 * Contexts keep the log of what happened (rolls, choices), so distinct histories are distinct states
 * and the walk reaches every outcome the domain allows (getSimplePaths gives the same set here, 50x slower). Each path becomes a case; its
 * expectation is never taken from the walk but from replaying the events through the machine with
 * `runCase` (the walk may merge states; the replay gives the true trace).
 */
import { getShortestPaths } from '@xstate/graph';
import type { AnyActorScope, AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProcedureSpec, Seed } from '../machines/core/procedure';
import type { Readings } from '../machines/core/readings';
import { canonical } from './canonical';
import { CanonicalNames, TextNames } from './canonical-json';

export interface WalkedPath {
  seed: string;
  events: EventObject[];
}

export interface WalkStats {
  seed: string;
  paths: number;
  /** The path budget for this seed: a walk that would exceed it fails rather than truncates silently. */
  budget: number;
}

export const DEFAULT_PATH_BUDGET = 2000;

/**
 * The oracle contract: a seed is input like any other, so the machine runs on what the procedure's parser
 * returns for it (as `resolve` and the Cucumber World do), never on the seed as written.
 */
export function seedSituation<S>(spec: ProcedureSpec<S>, seed: Seed<S>): S {
  return spec.parseSituation(seed.situation, `${spec.procedure} seed "${seed.name}"`);
}

/**
 * `checkWritten` (tests/canonical.test.ts): also write each state afresh and throw if the kept text
 * differs, which only a context changed in place would make it do.
 */
export function walkSeed<S>(spec: ProcedureSpec<S>, seed: Seed<S>, ruleset: string, readings: Readings, budget = DEFAULT_PATH_BUDGET, checkWritten = false): WalkedPath[] {
  if (checkWritten) return walk(spec, seed, ruleset, readings, budget, true);
  let bySpec = walks.get(spec);
  if (!bySpec) walks.set(spec, (bySpec = new WeakMap()));
  let bySeed = bySpec.get(seed);
  if (!bySeed) bySpec.set(seed, (bySeed = new Map()));
  const key = canonical([ruleset, readings, budget]);
  let paths = bySeed.get(key);
  if (!paths) bySeed.set(key, (paths = walk(spec, seed, ruleset, readings, budget, false)));
  return [...paths];
}

/**
 * The walks made so far in this process, by procedure and seed (the objects themselves: a test's own
 * seed is never taken for a registered one), ruleset, readings and budget. A walk depends on nothing else (the
 * machines are pure and a seed is never changed), and the same seed is walked under the same readings
 * by the build, the overlay diffs of the coverage site (the base side of each is the build's own walk)
 * and the reading search: each walk is made once. Callers get their own array of the same paths, whose
 * events they read and never change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let walks = new WeakMap<ProcedureSpec<any>, WeakMap<Seed<any>, Map<string, WalkedPath[]>>>();

/** Forget the walks made so far (scripts/bench-build.ts, so that each figure it prints walks afresh). */
export function forgetWalks(): void {
  walks = new WeakMap();
}

function walk<S>(spec: ProcedureSpec<S>, seed: Seed<S>, ruleset: string, readings: Readings, budget: number, checkWritten: boolean): WalkedPath[] {
  const input = { ruleset, readings, situation: seedSituation(spec, seed) };
  // The walk keys its maps by what serializeState returns. A CC:P state's text is about 33,000 characters (its
  // situation holds the map), and V8 hashes a string of more than 16,383 by its length alone: keyed by their
  // texts, the states collided in the walk's maps, each lookup comparing long texts (two thirds of a CC:P
  // walk's time). A state is keyed by a short name instead, one per canonical text (CanonicalNames: what a
  // transition did not replace, such as the situation, is named once per walk), so the walk meets the same
  // states in the same order and finds the same paths.
  const names = new CanonicalNames();
  let serializeState = (snapshot: AnyMachineSnapshot): string => names.of({ value: snapshot.value, context: snapshot.context });
  if (checkWritten) {
    // Each state's text written with a memo of the parts already written (as CanonicalNames keeps their names)
    // and afresh: they differ only where a context was changed in place after it was first met.
    const written = new WeakMap<object, string>();
    const texts = new TextNames();
    serializeState = (snapshot) => {
      const key = canonical({ value: snapshot.value, context: snapshot.context }, written);
      if (key !== canonical({ value: snapshot.value, context: snapshot.context })) {
        throw new Error(`${spec.procedure}/${seed.name}: a context was changed in place after it was written (state ${JSON.stringify(snapshot.value)})`);
      }
      return texts.of(key);
    };
  }
  // The machine as plain logic: given a machine, @xstate/graph makes its default options, the initial snapshot
  // among them, both in getShortestPaths and again in the getAdjacencyMap it calls (and keeps the first). Given
  // logic, it asks the logic for its initial snapshot (with its own mock actor scope, as for a machine), here
  // made once and kept; the options it takes from the defaults are given (serializeState, events) or are its
  // own defaults for logic too (serializeEvent).
  let start: AnyMachineSnapshot | undefined;
  const logic = {
    transition: (snapshot: AnyMachineSnapshot, event: EventObject, scope: AnyActorScope) => spec.machine.transition(snapshot, event, scope),
    getInitialSnapshot: (scope: AnyActorScope, given: unknown) => (start ??= spec.machine.getInitialSnapshot(scope, given as never)),
  };
  const paths = getShortestPaths(logic as never, {
    input,
    events: (snapshot: AnyMachineSnapshot) => spec.domain(snapshot, seed),
    serializeState,
    toState: (snapshot: AnyMachineSnapshot) => snapshot.status === 'done',
    limit: budget * 50,
  } as never);
  const out: (WalkedPath & { key: string })[] = [];
  for (const p of paths) {
    const events = p.steps.map((s) => s.event as EventObject).filter((e) => !e.type.startsWith('xstate.'));
    out.push({ seed: seed.name, events, key: canonical(events) });
  }
  if (out.length > budget) {
    throw new Error(`${spec.procedure}/${seed.name}: ${out.length} paths exceed the budget of ${budget}; narrow the seed's domain`);
  }
  // Deterministic order: by length, then by the events' canonical JSON.
  return out.sort((a, b) => a.events.length - b.events.length || (a.key < b.key ? -1 : 1)).map(({ seed, events }) => ({ seed, events }));
}
