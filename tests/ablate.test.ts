/**
 * Rule ablation (issue 16.3): mutants of the rules the Recover and Rout cases put through derivations
 * and comparisons. Loosening O22.3's "less than" is the Python engine's planted rally-on-equal bug: the
 * vectors must kill it. Loosening O23.2's "greater than" cannot change an outcome (the equal case is
 * decided first): it is registered as equivalent, with its argument, not counted as a survivor. The
 * report is the same twice.
 */
import { describe, expect, it } from 'vitest';
import { runAblation } from '../oracle/ablate';

describe('ablate recover and rout', () => {
  // The Time advance chart runs inside Recover and Rout (with `game`): its own procedure is replayed too
  // (first: fewer vectors), so its comparisons (6.2.2's Sudden Death) die on its own vectors, as in npm start.
  const r = runAblation({ procedure: ['time-advance', 'recover', 'rout'], guards: false }); // guard mutants: the whole run in npm start
  const m = (procedure: string, rule: string, kind: string, op?: string) => r.mutants.find((x) => x.procedure === procedure && x.rule === rule && x.kind === kind && x.op === op)!;
  // The procedure with fewer vectors is replayed first; a mutant its vectors kill is not replayed over the other's (killedElsewhere).
  const dead = (x: { killed: boolean; killedElsewhere?: string }) => x.killed || x.killedElsewhere !== undefined;

  it('kills the rally-on-equal mutant of O22.3 and every Cover, Road, Command, Veteran and Wire mutant of Recover', () => {
    expect(m('recover', 'O22.3', 'loosen-comparison', '<').killed).toBe(true);
    for (const rule of ['T78.3', 'T93', '3.3.1.2', 'E44.1', 'F106.1']) {
      expect(dead(m('recover', rule, 'drop-term')), rule).toBe(true);
      expect(dead(m('recover', rule, 'flip-term')), rule).toBe(true);
    }
    // One wrong entry of the Cover table (Marsh 1 instead of 0): both procedures have a case in Marsh (Rout a generated
    // pairwise situation, Recover seed cover-marsh); the one replayed first (fewer vectors) kills it, the other is not replayed.
    const marsh = (procedure: string) => r.mutants.find((x) => x.procedure === procedure && x.kind === 'shift-entry' && x.what === 'Marsh')!;
    const [first, second] = ['rout', 'recover'].map(marsh).sort((a, b) => (a.killed ? -1 : b.killed ? 1 : 0));
    expect(first.killed).toBe(true);
    expect(second.killedElsewhere).toBe(first.procedure);
    // O22.2 removes every Suppressed marker before the first Rally Roll: no Recover roll has a 13.2 term.
    expect(r.mutants.some((x) => x.procedure === 'recover' && x.rule === '13.2')).toBe(false);
    expect(m('rout', '13.2', 'drop-term').killed).toBe(true);
  });

  it('reports the loosened O23.2 ">" as equivalent, with its argument, and no survivor', () => {
    const eq = m('rout', 'O23.2', 'loosen-comparison', '>');
    expect(eq.killed).toBe(false);
    expect(eq.equivalent).toMatch(/never reaches the > comparison/);
    // No term or comparison mutant these two procedures' vectors reach survives them. (Table entries such as
    // Bunker vs Artillery are read by other procedures only: they die on those procedures' vectors.) The terms
    // declared by the shared arithmetic of rules Rout's chart cites but no Rout case builds — the Fire Attack
    // dice (O20.3.3), a Hedge or Wall crossed (T87, T97: Cover on a Fire Attack) — are listed, reached by none:
    // Fire's vectors kill them in a whole ablation (one engine-wide mistake).
    const alive = r.mutants.filter((x) => ['drop-term', 'flip-term', 'loosen-comparison'].includes(x.kind) && !dead(x) && !x.equivalent);
    expect(alive.map((x) => `${x.procedure} ${x.rule} ${x.kind} ${x.reached}`)).toEqual(['rout O20.3.3 drop-term 0', 'rout O20.3.3 flip-term 0', 'rout T87 drop-term 0', 'rout T87 flip-term 0', 'rout T97 drop-term 0', 'rout T97 flip-term 0']);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(runAblation({ procedure: ['time-advance', 'recover', 'rout'], guards: false }))).toBe(JSON.stringify(r));
  });
});

/**
 * Chart mutants (issue 16.3–16.4) on a machine small enough to see through: two Rule-citing branches of a
 * ROLL, an eventless test of the context with its default, and a counting loop. Each mutant is
 * attributed to every rule its transitions cite, an engine answering as the mutant tells itself apart on
 * the rolls that reach it, and the report lists a mutant under each of its rules but counts it once.
 */
import { assign, createActor, setup, type AnyStateMachine } from 'xstate';
import { chartMutantMachine, chartMutants, newCase, tally, type MutantResult } from '../oracle/ablate';
import type { ProcedureSpec } from '../machines/core/procedure';

const tiny = setup({
  types: { context: {} as { rolls: number; broken: boolean; left: number }, events: {} as { type: 'ROLL'; sum: number } },
  guards: {
    rollHigh: ({ event }) => event.sum > 7,
    isBroken: ({ context }) => context.broken,
    rollsLeft: ({ context }) => context.left > 0,
  },
  actions: {
    breakUnit: assign({ broken: true }),
    countRoll: assign(({ context }) => ({ rolls: context.rolls + 1 })),
    useRoll: assign(({ context }) => ({ left: context.left - 1 })),
  },
}).createMachine({
  id: 'tiny',
  context: { rolls: 0, broken: false, left: 2 },
  initial: 'rolling',
  states: {
    rolling: {
      on: {
        ROLL: [
          { guard: 'rollHigh', target: 'checking', actions: 'breakUnit', meta: { rules: ['X1', 'X2'] } },
          { target: 'checking', actions: 'countRoll', meta: { rules: ['X3'] } },
        ],
      },
    },
    checking: {
      always: [
        { guard: 'isBroken', target: 'broken', meta: { rules: ['X2', 'X4'] } },
        { target: 'counting', meta: { rules: ['X4'] } },
      ],
    },
    // A loop the rule ends by using up the rolls: without useRoll's effect it never ends.
    counting: {
      always: [
        { guard: 'rollsLeft', target: 'tallying', actions: 'useRoll', meta: { rules: ['X5'] } },
        { target: 'fine', meta: { rules: ['X5'] } },
      ],
    },
    tallying: { always: { target: 'counting', actions: 'countRoll', meta: { rules: ['X5'] } } },
    broken: { type: 'final' },
    fine: { type: 'final' },
  },
});
const spec = { procedure: 'tiny', machine: tiny } as unknown as ProcedureSpec<never>;

/** The final state and context after one ROLL, or the error the machine stopped with. */
function roll(machine: AnyStateMachine, sum: number): string {
  newCase();
  const actor = createActor(machine);
  let error = '';
  actor.subscribe({ error: (e) => (error = String((e as Error).message)) });
  actor.start();
  actor.send({ type: 'ROLL', sum });
  const s = actor.getSnapshot();
  return error ? `error: ${error}` : `${String(s.value)} ${JSON.stringify(s.context)}`;
}

describe('chart mutants', () => {
  const mutants = chartMutants(spec, { guards: true, actions: true, retarget: true });
  const named = (what: string) => mutants.find((c) => c.mutant.what === what)!;

  it('derives one mutant per guard, per rule-citing transition with actions, per eventless branch with a sibling of another target, each attributed to every rule it cites', () => {
    expect(mutants.map((c) => [c.mutant.kind, c.mutant.what, c.mutant.rules])).toEqual([
      ['negate-guard', 'isBroken', ['X2', 'X4']],
      ['negate-guard', 'rollHigh', ['X1', 'X2']],
      ['negate-guard', 'rollsLeft', ['X5']],
      ['retarget', 'checking always → counting ⇒ broken', ['X4']],
      ['retarget', 'checking always[isBroken] → broken ⇒ counting', ['X2', 'X4']],
      ['retarget', 'counting always → fine ⇒ tallying', ['X5']],
      ['retarget', 'counting always[rollsLeft] → tallying ⇒ fine', ['X5']],
      ['skip-actions', 'counting always[rollsLeft] → tallying − useRoll', ['X5']],
      ['skip-actions', 'rolling ROLL → checking − countRoll', ['X3']],
      ['skip-actions', 'rolling ROLL[rollHigh] → checking − breakUnit', ['X1', 'X2']],
      ['skip-actions', 'tallying always → counting − countRoll', ['X5']],
    ]);
    for (const c of mutants) expect(c.mutant.rule).toBe(c.mutant.rules![0]);
  });

  it('answers as an engine that gets the rule wrong that way, and leaves the procedure’s machine as it was', () => {
    expect(roll(tiny, 9)).toBe('broken {"rolls":0,"broken":true,"left":2}');
    expect(roll(tiny, 5)).toBe('fine {"rolls":3,"broken":false,"left":0}');
    const under = (what: string, sum: number) => roll(chartMutantMachine(tiny, named(what)), sum);
    // The guard inverted: the high roll takes the default branch.
    expect(under('rollHigh', 9)).toBe('fine {"rolls":3,"broken":false,"left":0}');
    // The high roll's effect forgotten: the unit is not broken, so the test sends it on to counting.
    expect(under('rolling ROLL[rollHigh] → checking − breakUnit', 9)).toBe('fine {"rolls":2,"broken":false,"left":0}');
    // The default branch still taken (the event is accepted), without counting the roll.
    expect(under('rolling ROLL → checking − countRoll', 5)).toBe('fine {"rolls":2,"broken":false,"left":0}');
    // The broken unit sent to its sibling's target.
    expect(under('checking always[isBroken] → broken ⇒ counting', 9)).toBe('fine {"rolls":2,"broken":true,"left":0}');
    // The loop's end sent back into it.
    expect(under('counting always → fine ⇒ tallying', 5)).toMatch(/^error: .*the mutant loops: guards evaluated 20000 times/s);
    // Without useRoll the loop never ends: the counted guards stop it, and the replay is refused (killed).
    expect(under('counting always[rollsLeft] → tallying − useRoll', 5)).toMatch(/^error: .*the mutant loops: guards evaluated 20000 times/s);
    expect(roll(tiny, 9)).toBe('broken {"rolls":0,"broken":true,"left":2}');
  });

  it('lists a chart mutant under each of its rules and counts it once in the totals', () => {
    const result = (m: (typeof mutants)[number]['mutant'], procedure: string, killed: boolean): MutantResult => ({ ...m, ruleset: 'cce', procedure, killed, description: m.kind });
    const guard = named('rollHigh').mutant;
    const skip = named('rolling ROLL → checking − countRoll').mutant;
    const t = tally([result(guard, 'a', false), result(guard, 'b', true), result(skip, 'a', false)]);
    expect(t.totals).toEqual({ mutants: 2, killed: 1, equivalent: 0, surviving: 1 });
    expect(t.rulesetTotals).toEqual({ cce: { mutants: 2, killed: 1, equivalent: 0, surviving: 1 } });
    expect(t.rules.map((r) => [r.rule, r.mutants, r.killed, r.survivors.length])).toEqual([
      ['X1', 1, 1, 0],
      ['X2', 1, 1, 0],
      ['X3', 1, 0, 1],
    ]);
  });
});

describe('ablation per ruleset', () => {
  it('counts the same mutant in two rulesets as two (each ruleset\'s rule ids are its own), with totals per ruleset', () => {
    const m = { rule: 'X1', kind: 'drop-term' as const };
    const t = tally([
      { ...m, ruleset: 'cce', procedure: 'p', killed: true, description: 'd' },
      { ...m, ruleset: 'ccp', procedure: 'p', killed: false, description: 'd' },
    ]);
    expect(t.totals).toEqual({ mutants: 2, killed: 1, equivalent: 0, surviving: 1 });
    expect(t.rulesetTotals).toEqual({ cce: { mutants: 1, killed: 1, equivalent: 0, surviving: 0 }, ccp: { mutants: 1, killed: 0, equivalent: 0, surviving: 1 } });
    expect(t.rules.map((r) => [r.ruleset, r.rule, r.killed, r.survivors.length])).toEqual([
      ['cce', 'X1', 1, 0],
      ['ccp', 'X1', 0, 1],
    ]);
  });
});
