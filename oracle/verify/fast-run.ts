/**
 * A case replayed through a procedure machine without an actor: the same machine, the same transitions,
 * the same trace as `runCase` (machines/core/run.ts), computed with xstate's pure transition functions
 * over one reusable actor scope per machine. The actor-based `runCase` creates an actor, a system and
 * an inspection bus per case; the persistent engine answers tens of thousands of cases a second, and
 * that overhead was most of its time (see `combat-oracle bench`). tests/verify.fast-run.test.ts checks
 * that both give identical results on every committed vector.
 */
import { createActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { OracleError } from '../../machines/core/errors';
import type { ProcedureSpec } from '../../machines/core/procedure';
import type { Readings } from '../../machines/core/readings';
import type { RuleMeta } from '../../machines/core/rules';
import { acceptedEvents, stateName, type CaseResult, type TraceStep } from '../../machines/core/run';

interface TransitionLike {
  meta?: unknown;
}

/** One microstep: the transitions taken and the snapshot they led to. */
export interface Microstep {
  transitions: TransitionLike[];
  snapshot: AnyMachineSnapshot;
}

interface Scope {
  scope: AnyActorScope;
  /** Microsteps reported since the last drain. */
  pending: Microstep[];
}

const scopes = new WeakMap<AnyStateMachine, Scope>();

function scopeFor(machine: AnyStateMachine): Scope {
  let s = scopes.get(machine);
  if (s) return s;
  const self = createActor(machine); // never started: it only gives the scope its `self` and system
  const pending: Microstep[] = [];
  const system = Object.create(self.system) as AnyActorScope['system'] & { _sendInspectionEvent: (ev: unknown) => void };
  system._sendInspectionEvent = (ev: unknown) => {
    const e = ev as { type: string; snapshot: AnyMachineSnapshot; _transitions?: TransitionLike[] };
    if (e.type === '@xstate.microstep') pending.push({ transitions: e._transitions ?? [], snapshot: e.snapshot });
  };
  const scope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system,
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  s = { scope, pending };
  scopes.set(machine, s);
  return s;
}

function rulesOf(steps: readonly Microstep[]): string[] {
  const out: string[] = [];
  for (const st of steps)
    for (const t of st.transitions) {
      const meta = t.meta as Partial<RuleMeta> | undefined;
      for (const r of meta?.rules ?? []) if (!out.includes(r)) out.push(r);
    }
  return out;
}

/** xstate's `can`: some enabled transition has a target or actions. */
function accepted(step: Microstep | undefined): boolean {
  return !!step && step.transitions.some((t) => (t as { target?: unknown }).target !== undefined || ((t as { actions?: unknown[] }).actions?.length ?? 0) > 0);
}

function checkStatus(snap: AnyMachineSnapshot): void {
  if (snap.status === 'error') {
    const err = snap.error;
    if (err instanceof OracleError) throw err;
    throw err instanceof Error ? err : new Error(String(err));
  }
}

/** The snapshot a case starts from, and its trace step 0 (the initial eventless transitions). Exported for the odds enumeration (oracle/odds/enumerate.ts), which branches from one snapshot. */
export function startCase<S>(spec: ProcedureSpec<S>, ruleset: string, readings: Readings, situation: S): { snap: AnyMachineSnapshot; microsteps: Microstep[] } {
  const { scope, pending } = scopeFor(spec.machine);
  pending.length = 0;
  try {
    const snap = spec.machine.getInitialSnapshot(scope, { ruleset, readings, situation }) as AnyMachineSnapshot;
    checkStatus(snap);
    return { snap, microsteps: pending.slice() };
  } finally {
    pending.length = 0;
  }
}

/** One event applied to an immutable snapshot: the next snapshot and the microsteps taken, or an OracleError. */
export function stepCase<S>(spec: ProcedureSpec<S>, snap: AnyMachineSnapshot, raw: unknown, i: number): { event: EventObject; snap: AnyMachineSnapshot; microsteps: Microstep[] } {
  const { scope, pending } = scopeFor(spec.machine);
  pending.length = 0;
  try {
    const path = `events[${i}]`;
    if (snap.status === 'done') {
      throw new OracleError({ code: 'illegal-event', path, expected: `absent: ${spec.procedure} has ended (state ${stateName(snap.value)})`, actual: raw });
    }
    const event = spec.parseEvent(raw, path, snap);
    const next = spec.machine.transition(snap, event, scope) as AnyMachineSnapshot;
    // The event's own microstep comes first: no transition enabled for it (what `snap.can(event)` asks,
    // with the same guards) means the state does not accept it. Asking `can` first would evaluate every
    // guard of the event twice; the snapshot is immutable, so `snap` is still the state before.
    if (!accepted(pending[0])) {
      throw new OracleError({ code: 'illegal-event', path, expected: `an event that state ${stateName(snap.value)} accepts (${acceptedEvents(snap).join(', ') || 'none'})`, actual: event });
    }
    checkStatus(next);
    return { event, snap: next, microsteps: pending.slice() };
  } finally {
    pending.length = 0;
  }
}

const resultOf = <S>(spec: ProcedureSpec<S>, snap: AnyMachineSnapshot, trace: TraceStep[]): CaseResult => ({
  state: stateName(snap.value),
  status: snap.status === 'done' ? 'done' : 'active',
  output: spec.project(snap),
  trace,
});

/**
 * Replay `events` from the situation; `onStep(i, microsteps)` sees the microsteps of each trace step
 * (i = 0 for the start) — the divergence report uses it to find which transition changed a field.
 */
export function runCaseFast<S>(
  spec: ProcedureSpec<S>,
  ruleset: string,
  readings: Readings,
  situation: S,
  events: readonly unknown[],
  onStep?: (step: number, microsteps: Microstep[]) => void,
): CaseResult {
  const trace: TraceStep[] = [];
  const record = (event: EventObject | null, snap: AnyMachineSnapshot, microsteps: Microstep[]): void => {
    trace.push({ event, state: stateName(snap.value), rules: rulesOf(microsteps) });
    if (onStep) onStep(trace.length - 1, microsteps);
  };
  const start = startCase(spec, ruleset, readings, situation);
  let snap = start.snap;
  record(null, snap, start.microsteps);
  for (let i = 0; i < events.length; i++) {
    const next = stepCase(spec, snap, events[i], i);
    snap = next.snap;
    record(next.event, snap, next.microsteps);
  }
  return resultOf(spec, snap, trace);
}

interface CacheNode {
  snap: AnyMachineSnapshot;
  step: TraceStep;
  children: Map<string, CacheNode>;
}

/**
 * Snapshots of event prefixes already replayed (the 2,130 vectors come from 134 situations and share
 * long prefixes: the same situation, the same first choices and rolls). XState's pure transition
 * functions return immutable snapshots, so a cached one is continued from as if replayed again; the
 * answers are identical with and without the cache (tests/engine.cache.test.ts, over every vector).
 * Keyed by the caller's case key (ruleset, readings, procedure and the situation as sent) and then by
 * each event's JSON text. Bounded: at most `maxSteps` cached steps; when full it is emptied and starts
 * again (a simple bound, documented in IMPLEMENTERS.md). A failing event (an error answer) is not cached.
 */
export class PrefixCache {
  private roots = new Map<string, CacheNode>();
  steps = 0;
  hits = 0;
  misses = 0;
  constructor(readonly maxSteps = 50_000) {}

  run<S>(spec: ProcedureSpec<S>, key: string, ruleset: string, readings: Readings, situation: S, events: readonly unknown[]): CaseResult {
    let root = this.roots.get(key);
    if (!root) {
      const start = startCase(spec, ruleset, readings, situation);
      const made: CacheNode = { snap: start.snap, step: { event: null, state: stateName(start.snap.value), rules: rulesOf(start.microsteps) }, children: new Map() };
      this.add(() => this.roots.set(key, made));
      root = made;
    }
    let node: CacheNode = root;
    const trace: TraceStep[] = [node.step];
    for (let i = 0; i < events.length; i++) {
      const k = JSON.stringify(events[i]);
      let child: CacheNode | undefined = node.children.get(k);
      if (child) this.hits++;
      else {
        this.misses++;
        const next = stepCase(spec, node.snap, events[i], i);
        child = { snap: next.snap, step: { event: next.event, state: stateName(next.snap.value), rules: rulesOf(next.microsteps) }, children: new Map() };
        const parent = node;
        const made = child;
        this.add(() => parent.children.set(k, made));
      }
      trace.push(child.step);
      node = child;
    }
    return resultOf(spec, node.snap, trace);
  }

  private add(insert: () => void): void {
    if (this.steps >= this.maxSteps) {
      this.roots.clear();
      this.steps = 0;
    }
    this.steps++;
    insert();
  }
}
