/**
 * The Cucumber World: builds a situation from Given steps, starts a procedure through the same
 * registry and parsers the CLI uses (so scenarios also exercise input validation), drives it with
 * events, and keeps any rejection for a Then step to assert. A scenario that leaves a rejection
 * unasserted fails (see hooks.ts).
 */
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { EventObject } from 'xstate';
import { OracleError } from '../machines/core/errors';
import { resolveReadings } from '../machines/core/readings';
import { TracedRun, type TraceStep } from '../machines/core/run';
import { getProcedure, getRuleset } from '../oracle/registry';
import { DECK_SIZE } from '../machines/cce/deck';

/** Fill every deck of a frame situation (`decks`) up to 72 cards with `unlisted` ones, so scenarios list only the cards that matter. */
export function fillDecks<S extends Record<string, unknown>>(s: S): S {
  for (const d of Object.values((s.decks ?? {}) as Record<string, Record<string, unknown>>)) {
    d.unlisted = DECK_SIZE - ['hand', 'draw', 'discard'].reduce((n, k) => n + ((d[k] as unknown[] | undefined)?.length ?? 0), 0);
  }
  return s;
}

export class OracleWorld extends World {
  ruleset = 'cce';
  readings: Record<string, string> = {};
  /** The situation as JSON, exactly as a user would send it (validated when the procedure starts). */
  situation: Record<string, unknown> = { initiative: 'axis', activated: { recover: [], rout: [] }, units: [], map: { hexes: {} } };
  run: TracedRun<unknown> | null = null;
  events: unknown[] = [];
  error: OracleError | null = null;
  errorAsserted = false;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get units(): Record<string, unknown>[] {
    return this.situation.units as Record<string, unknown>[];
  }

  unit(id: string): Record<string, unknown> {
    const u = this.units.find((x) => x.id === id);
    if (!u) throw new Error(`no unit "${id}" in the scenario`);
    return u;
  }

  start(procedure: string): void {
    const ruleset = getRuleset(this.ruleset);
    const spec = getProcedure(ruleset.id, procedure);
    const readings = resolveReadings(ruleset.readings, this.readings, spec.procedure);
    const situation = spec.parseSituation(this.situation, 'input');
    this.run = new TracedRun(spec, { ruleset: ruleset.id, readings, situation });
  }

  /** Send an event; a rejection is kept for a Then step instead of failing the When step. */
  send(event: EventObject | unknown): void {
    if (!this.run) throw new Error('no procedure has been started in this scenario');
    if (this.error) return; // nothing after a rejection
    try {
      this.run.send(event, `events[${this.events.length}]`);
      this.events.push(event);
    } catch (e) {
      if (!(e instanceof OracleError)) throw e;
      this.error = e;
    }
  }

  get context(): Record<string, unknown> {
    return this.mustRun().snapshot.context as Record<string, unknown>;
  }

  get output(): Record<string, unknown> {
    return this.mustRun().result().output as Record<string, unknown>;
  }

  get trace(): TraceStep[] {
    return this.mustRun().trace;
  }

  mustRun(): TracedRun<unknown> {
    if (!this.run) throw new Error('no procedure has been started in this scenario');
    if (this.error && !this.errorAsserted) throw new Error(`the procedure rejected an event: ${this.error.message}`);
    return this.run;
  }
}

setWorldConstructor(OracleWorld);
