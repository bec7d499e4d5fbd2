/**
 * CC:P Melee (19) with the game around it described (`game`): a trigger on a Melee roll is resolved by CC:P's
 * nested Event chart (1.9.3, E49-E80), Sniper (1.9.4) and Time advance (1.9.5, 13.1.2) from the deck of the
 * player whose roll it is (19.2.2: "staggered in order to facilitate triggers"), before the roll's result.
 * Expected values by hand from the seeds' situation (oracle/procedures/ccp/melee.ts events-by-the-rules): a
 * broken Allied Team (Melee FP 1, broken) and a Japanese Team (FP 3) in H6, the Japanese player rolling first.
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { CCP_MELEE_SEEDS } from '../oracle/procedures/ccp/melee';

const situation = CCP_MELEE_SEEDS().find((s) => s.name === 'events-by-the-rules')!.situation;
type Out = { melees: { hex: string; result: string; fp: Record<string, number>; totals: Record<string, number>; eliminated: string[] }[]; events?: { player: string; event: string | null; steps: { rule: string; what: string; unit?: string }[] }[]; eliminated?: string[] };
const run = (events: unknown[]) => {
  const r = resolveRequest({ ruleset: 'ccp', readings: {}, procedure: 'melee', input: situation, events });
  return { state: r.state as string, out: r.output as unknown as Out };
};
const start = [{ type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }];

describe('ccp melee: an Event! on a Melee roll runs CC:P\'s Event chart from the roller\'s deck', () => {
  it('the Japanese roll reveals KIA (E64): the broken Allied Team is eliminated and the melee ends with no further effect', () => {
    const { state, out } = run([...start, { type: 'ROLL', white: 3, colored: 4, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'SELECT_UNIT', unit: 'us-team' }]);
    expect(state).toBe('done');
    expect(out.events?.map((e) => [e.player, e.event, e.steps.map((s) => [s.rule, s.what, s.unit])])).toEqual([['axis', 'KIA', [['E64', 'eliminate', 'us-team']]]]);
    expect(out.melees.map((m) => [m.hex, m.result])).toEqual([['H6', 'no-effect-trigger']]);
  });

  it('the Allied roll reveals Medic! (E66) from the Allied deck: the Team rallies, its Melee FP locked in broken (1 + 9 = 10 ties 3 + 7)', () => {
    const { state, out } = run([...start, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 4, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'SELECT_UNIT', unit: 'us-team' }]);
    expect(state).toBe('done');
    expect(out.events?.map((e) => [e.player, e.event, e.steps.map((s) => [s.rule, s.what, s.unit])])).toEqual([['allied', 'Medic!', [['E66', 'rally', 'us-team']]]]);
    expect(out.melees.map((m) => [m.hex, m.fp.axis, m.fp.allied, m.totals, m.result, m.eliminated])).toEqual([['H6', 3, 1, { axis: 10, allied: 10 }, 'tie', ['us-team', 'jp-team']]]);
  });
});
