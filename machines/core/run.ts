/**
 * Running a procedure: one case = a situation and a sequence of events, replayed through the machine
 * with an actor. The result is the final state, the output (the procedure's projection of its
 * context) and the trace — for each event, the state reached and the rule ids on every transition
 * taken, eventless ones included. This is the reference engine's core; the CLI, the vector export,
 * the Cucumber World and the conformance runner all call it.
 */
import { createActor, type AnyMachineSnapshot, type EventObject, type StateValue } from 'xstate';
import { OracleError } from './errors';
import type { MachineInput, ProcedureSpec } from './procedure';
import type { Readings } from './readings';
import type { RuleMeta } from './rules';
import { transitionKey, type TransitionDefLike } from './describe';

export interface TraceStep {
  /** The event sent, or null for the start of the procedure (its initial eventless transitions). */
  event: EventObject | null;
  state: string;
  rules: string[];
}

export interface CaseResult {
  state: string;
  /** `done` when the procedure reached a final state. */
  status: 'done' | 'active';
  output: unknown;
  trace: TraceStep[];
}

/** `{ a: { b: 'c' } }` → `a.b.c`; a flat machine's value is already a string. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([k, v]) => (v === undefined || (typeof v === 'object' && Object.keys(v).length === 0) ? k : `${k}.${stateName(v as StateValue)}`))
    .join(',');
}

interface TransitionLike {
  meta?: unknown;
}

function rulesOf(transitions: readonly TransitionLike[]): string[] {
  const out: string[] = [];
  for (const t of transitions) {
    const meta = t.meta as Partial<RuleMeta> | undefined;
    for (const r of meta?.rules ?? []) if (!out.includes(r)) out.push(r);
  }
  return out;
}

/** The event types the current state accepts (for error messages). */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes) for (const t of node.ownEvents) if (!t.startsWith('xstate.')) types.add(t);
  return [...types].sort();
}

/** A live, traced run: the Cucumber World steps through one; `runCase` drives one to the end. */
export class TracedRun<S> {
  readonly trace: TraceStep[] = [];
  /** For each trace step, the keys of the transitions taken (for coverage; not part of a vector). */
  readonly taken: string[][] = [];
  private readonly actor;
  private pending: TransitionLike[] = [];

  constructor(
    readonly spec: ProcedureSpec<S>,
    readonly input: MachineInput<S>,
  ) {
    this.actor = createActor(spec.machine, {
      input,
      inspect: (ev) => {
        // Procedure machines spawn no children, so every microstep is the procedure's own. (The initial
        // microsteps run inside createActor, before `this.actor` is even assigned.)
        if (ev.type === '@xstate.microstep') {
          this.pending.push(...((ev as unknown as { _transitions: TransitionLike[] })._transitions ?? []));
        }
      },
    });
    // An error a machine throws (an OracleError naming missing input, found only while running) is read
    // from the snapshot by check(); without an error observer xstate would also report it as unhandled.
    this.actor.subscribe({ error: () => {} });
    this.actor.start();
    this.check();
    this.record(null);
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot();
  }

  /** Send one event read from outside; `path` names it in errors (`events[3]`). */
  send(raw: unknown, path: string): TraceStep {
    const snap = this.snapshot;
    if (snap.status === 'done') {
      throw new OracleError({
        code: 'illegal-event',
        path,
        expected: `absent: ${this.spec.procedure} has ended (state ${stateName(snap.value)})`,
        actual: raw,
      });
    }
    const event = this.spec.parseEvent(raw, path, snap);
    if (!snap.can(event)) {
      throw new OracleError({
        code: 'illegal-event',
        path,
        expected: `an event that state ${stateName(snap.value)} accepts (${acceptedEvents(snap).join(', ') || 'none'})`,
        actual: event,
      });
    }
    this.actor.send(event);
    this.check();
    return this.record(event);
  }

  result(): CaseResult {
    const snap = this.snapshot;
    return { state: stateName(snap.value), status: snap.status === 'done' ? 'done' : 'active', output: this.spec.project(snap), trace: this.trace };
  }

  stop(): void {
    this.actor.stop();
  }

  private check(): void {
    const snap = this.snapshot;
    if (snap.status === 'error') {
      const err = snap.error;
      if (err instanceof OracleError) throw err;
      throw err instanceof Error ? err : new Error(String(err));
    }
  }

  private record(event: EventObject | null): TraceStep {
    const step: TraceStep = { event, state: stateName(this.snapshot.value), rules: rulesOf(this.pending) };
    this.taken.push(this.pending.map((t) => transitionKey(t as TransitionDefLike)));
    this.pending = [];
    this.trace.push(step);
    return step;
  }
}

export function runCase<S>(spec: ProcedureSpec<S>, ruleset: string, readings: Readings, situation: S, events: readonly unknown[]): CaseResult & { taken: string[][] } {
  const run = new TracedRun(spec, { ruleset, readings, situation });
  try {
    events.forEach((e, i) => run.send(e, `events[${i}]`));
    return { ...run.result(), taken: run.taken };
  } finally {
    run.stop();
  }
}
