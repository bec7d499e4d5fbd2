/**
 * The contract between a procedure and the oracle. A procedure module (machines/<ruleset>/<name>.ts)
 * exports its machine and its input type; the oracle needs a little more to validate requests, walk
 * the machine and export vectors, and that is gathered here in one `ProcedureSpec` per procedure.
 */
import type { AnyStateMachine, EventObject, AnyMachineSnapshot } from 'xstate';
import type { Readings } from './readings';

/** What every procedure machine receives (DESIGN.md rule 6): the ruleset, the readings, the situation. */
export interface MachineInput<S> {
  ruleset: string;
  readings: Readings;
  situation: S;
}

export interface Seed<S = unknown> {
  /** Stable, kebab-case; part of nothing but reports, so it may be renamed freely. */
  name: string;
  /** One sentence: what this situation is for, which rules it reaches. */
  purpose: string;
  situation: S;
  /**
   * A generated situation (issue 16.5): of its walked paths, only those that reach something new become
   * vectors — a transition no earlier vector takes, or a pair of facts (derivation terms, rules cited) that
   * no earlier vector shows together (oracle/vectors.ts, a minimised corpus as fuzzers keep).
   */
  minimise?: boolean;
}

export interface ProcedureSpec<S = unknown> {
  procedure: string;
  ruleset: string;
  title: string;
  /** The rule section the procedure implements, e.g. ['O22']. */
  section: string[];
  machine: AnyStateMachine;
  /** Validate a situation read from outside; errors name `input.<field>`. */
  parseSituation(raw: unknown, path: string): S;
  /** Validate an event read from outside against the current snapshot; errors name `events[i]`. */
  parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject;
  /** The projection of the machine's context that a case compares: the machine's output at the end. */
  project(snapshot: AnyMachineSnapshot): unknown;
  /** Hand-written seed situations that together reach every rule the procedure implements. */
  seeds: Seed<S>[];
  /** The declared event domain for the graph walk, given the current snapshot and the seed walked. */
  domain(snapshot: AnyMachineSnapshot, seed?: Seed<S>): EventObject[];
  /** What the domain is, in words (printed by `paths`, recorded in the vectors file). */
  domainNote: string;
  /**
   * Charts of other procedures nested in this machine (e.g. the Event chart at `resolvingEvent`):
   * their transitions count as reached when that procedure's vectors reach them (oracle/nested.ts).
   */
  nested?: { state: string; procedure: string; machineId?: string }[];
}
