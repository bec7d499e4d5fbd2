/** oracle/nested.ts: a chart nested in a host machine is the nested procedure's own chart, key for key. */
import { describe, expect, it } from 'vitest';
import { describeMachine } from '../machines/core/describe';
import { nestedKey } from '../oracle/nested';
import { getProcedure, PROCEDURES } from '../oracle/registry';
import { CCE_READINGS, EVENT_CHART_HOSTS, TIME_ADVANCE_CHART_HOSTS } from '../machines/cce/readings';

describe('nested charts', () => {
  it('maps a host transition to the nested machine\'s key', () => {
    expect(nestedKey('turn', 'event', 'resolvingEvent', 'resolvingEvent.kia.selectingUnit SELECT_UNIT[offered] → resolvingEvent.kia.done')).toBe('kia.selectingUnit SELECT_UNIT[offered] → kia.done');
    expect(nestedKey('turn', 'event', 'resolvingEvent', 'resolvingEvent.kia xstate.done.state.turn.resolvingEvent.kia → resolvingEvent.resolved')).toBe('kia xstate.done.state.event.kia → resolved');
    expect(nestedKey('turn', 'event', 'resolvingEvent', 'consideringReroll KEEP_ROLL[rollTriggersEvent] → resolvingEvent')).toBeNull();
  });

  it('every transition of each host\'s nested chart is a transition of the nested procedure\'s machine', () => {
    for (const host of ['turn', 'rout', 'fire', 'recover', 'melee', 'artillery', 'advance', 'move']) {
      const spec = getProcedure('cce', host);
      for (const n of spec.nested ?? []) {
        // A host enters its chart at the trigger's own start (revealing for an Event!, sniper for a Sniper!),
        // never through the event procedure's `starting` state, which chooses between them from input.trigger.
        const own = new Set(
          describeMachine(getProcedure('cce', n.procedure).machine)
            .transitions.map((t) => t.key)
            .filter((k) => !(n.procedure === 'event' && k.startsWith('starting '))),
        );
        const mapped = describeMachine(spec.machine)
          .transitions.map((t) => nestedKey(spec.machine.id, n.machineId ?? n.procedure, n.state, t.key))
          .filter((k): k is string => k !== null);
        expect(mapped.length).toBeGreaterThan(0);
        expect(mapped.filter((k) => !own.has(k))).toEqual([]);
      }
    }
  });

  it('the procedures that nest the Event chart are the register\'s EVENT_CHART_HOSTS, so they consult every Event reading', () => {
    const hosts = PROCEDURES.filter((p) => p.ruleset === 'cce' && (p.nested ?? []).some((n) => n.procedure === 'event')).map((p) => p.procedure);
    expect([...hosts].sort()).toEqual([...EVENT_CHART_HOSTS].sort());
    for (const r of CCE_READINGS.filter((x) => x.procedures.includes('event'))) for (const h of hosts) expect([r.id, r.procedures.includes(h)]).toEqual([r.id, true]);
  });

  it('the procedures that nest the Time advance chart are the register\'s TIME_ADVANCE_CHART_HOSTS, so they consult every Time advance reading', () => {
    const hosts = PROCEDURES.filter((p) => p.ruleset === 'cce' && (p.nested ?? []).some((n) => n.procedure === 'time-advance')).map((p) => p.procedure);
    expect([...hosts].sort()).toEqual([...TIME_ADVANCE_CHART_HOSTS].sort());
    for (const r of CCE_READINGS.filter((x) => x.procedures.includes('time-advance'))) for (const h of hosts) expect([r.id, r.procedures.includes(h)]).toEqual([r.id, true]);
  });
});
