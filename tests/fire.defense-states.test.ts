/**
 * The reusable Fire Defense Roll states (machines/cce/fire-defense-states.ts): a tiny host machine is
 * built from the factory exactly as Rout (Mines), Artillery and Move (Op Fire) will build theirs, and
 * driven through O20.3.4 (every unit in the hex, owner's order, break / Suppress / unaffected, a broken
 * unit eliminated with its VP, a Moving unit broken by a tie), 1.9.1 triggers and the 9.1 re-roll.
 * Expected numbers are worked out by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { Readings } from '../machines/core/readings';
import type { Situation, Unit } from '../machines/cce/units';
import { type DefenseEvent, type DefenseHost, type DefenseSlice, defenseImplementations, defenseRollStates, NO_DEFENSE, startDefense } from '../machines/cce/fire-defense-states';
import type { CoverOptions } from '../machines/cce/terrain';
import { renderDerivation } from '../machines/core/derivation';

interface HostContext extends DefenseHost {
  hex: string;
  attackTotal: number;
  cover: CoverOptions | number;
  moving: string[];
}
type HostEvent = DefenseEvent | { type: 'ATTACK' };

const defense = defenseImplementations<HostContext, HostEvent>();

/** A host that does nothing but start a defense on ATTACK and stop when every unit has rolled. */
const hostMachine = setup({
  types: { context: {} as HostContext, events: {} as HostEvent, input: {} as { situation: Situation; readings: Readings; hex: string; attackTotal: number; cover?: CoverOptions | number; moving?: string[] } },
  guards: { ...defense.guards },
  actions: {
    ...defense.actions,
    beginDefense: assign(({ context: c }) => ({ defense: startDefense(c.situation, c.defense, c.attackTotal, [c.hex], c.cover, c.moving) })),
  },
}).createMachine({
  id: 'host',
  context: ({ input }) => ({
    situation: input.situation,
    readings: input.readings,
    initiative: 'axis' as const,
    defense: NO_DEFENSE,
    hex: input.hex,
    attackTotal: input.attackTotal,
    cover: input.cover ?? {},
    moving: input.moving ?? [],
  }),
  initial: 'idle',
  states: {
    idle: { on: { ATTACK: { target: 'defenseChoosingUnit', actions: 'beginDefense' } } },
    ...defenseRollStates({ done: 'finished' }),
    finished: { type: 'final' },
  },
});

const squad = (id: string, hex: string, morale: [number, number], extra: Partial<Unit> = {}): Unit => ({
  id,
  owner: 'allied',
  kind: 'squad',
  hex,
  broken: false,
  suppressed: false,
  veteran: false,
  sides: { unbroken: { morale: morale[0] }, broken: { morale: morale[1] } },
  ...extra,
});
const leader = (id: string, hex: string, command: number): Unit => ({
  id,
  owner: 'allied',
  kind: 'leader',
  hex,
  broken: false,
  suppressed: false,
  veteran: false,
  sides: { unbroken: { morale: 9, command }, broken: { morale: 7, command: 0 } },
});

const READINGS: Readings = { 'cce.broken-leader-command': 'zero', 'cce.trigger-locks-result': 'locked' };

function run(situation: Situation, attackTotal: number, events: HostEvent[], extra: { cover?: CoverOptions | number; moving?: string[]; readings?: Readings } = {}) {
  const actor = createActor(hostMachine, { input: { situation, readings: extra.readings ?? READINGS, hex: 'M6', attackTotal, cover: extra.cover, moving: extra.moving } });
  actor.start();
  actor.send({ type: 'ATTACK' });
  for (const e of events) actor.send(e);
  const snap = actor.getSnapshot();
  actor.stop();
  return snap;
}

const roll = (white: number, colored: number, trigger?: 'Event!' | 'Jammed!' | 'Sniper!' | 'Time!'): HostEvent => ({ type: 'ROLL', white, colored, ...(trigger ? { trigger } : {}) });
const keep: HostEvent = { type: 'KEEP_ROLL' };
const choose = (unit: string): HostEvent => ({ type: 'CHOOSE_UNIT', unit });
const results = (d: DefenseSlice) => d.log.map((r) => [r.unit, r.defenseTotal, r.result]);

const openRoad: Situation['map'] = { hexes: { M6: { terrain: ['Open Ground', 'Road'] }, K8: { terrain: ['Woods'] } } };

describe('the defense states inside a host machine', () => {
  it('rulebook p.13 D: Morale 6 Squad in Open Ground with Road (5) rolls 6+4 = 15 against 16 and breaks (O20.3.4, T93)', () => {
    const s = run({ units: [squad('us', 'M6', [6, 8])], map: openRoad }, 16, [choose('us'), roll(6, 4), keep]);
    expect(s.value).toBe('finished');
    expect(results(s.context.defense)).toEqual([['us', 15, 'broken']]);
    expect(s.context.situation.units[0].broken).toBe(true);
    // "Its Morale is 5 (base 6; -1 Cover for Open Ground containing a Road [T93]). This number is added to a die roll of 6•4 for a Defense Total of 15"
    expect(renderDerivation(s.context.defense.log[0].derivation.morale)).toBe('6 unbroken side [3.1.4] − 1 Road [T93] = 5');
    expect(renderDerivation(s.context.defense.log[0].derivation.defenseTotal)).toBe('5 current Morale [O20.3.4] + 10 Fire Defense Roll 6•4 [O20.3.4] = 15');
  });

  it('rulebook p.13 F-G: an Event! Suppresses the broken Squad (8 −1 Road −1) before its 1+2 = 9 against 20; it is eliminated for 2 VP', () => {
    const s = run({ units: [squad('us', 'M6', [6, 8], { broken: true })], map: openRoad }, 20, [
      choose('us'),
      roll(1, 2, 'Event!'),
      keep,
      { type: 'RESOLVE_TRIGGER', effects: [{ unit: 'us', effect: 'suppress' }] },
    ]);
    expect(s.value).toBe('finished');
    // locked at the roll: Morale 7 then (8 − 1 Road), Defense Total 10 < 20
    expect(s.context.defense.log).toEqual([
      {
        unit: 'us',
        white: 1,
        colored: 2,
        trigger: 'Event!',
        attackTotal: 20,
        morale: 7,
        defenseTotal: 10,
        result: 'eliminated',
        vp: 2,
        // The broken side's 8, the Road's −1 (T93; Open Ground gives no Cover): the Morale locked at the roll.
        // The Defense Total (O20.3.4): that Morale 7 + the roll 1•2 = 10.
        derivation: {
          morale: { base: { value: 8, rule: '3.1.4', what: 'broken side' }, terms: [{ value: -1, rule: 'T93', what: 'Road' }], total: 7 },
          defenseTotal: { base: { value: 7, rule: 'O20.3.4', what: 'current Morale' }, terms: [{ value: 3, rule: 'O20.3.4', what: 'Fire Defense Roll 1•2' }], total: 10 },
          // "the Axis player gains 2 VPs [7.1]": a Squad's 2.
          vp: { base: { value: 2, rule: '7.1', what: 'Squad' }, terms: [], total: 2 },
        },
      },
    ]);
    expect(s.context.situation.units).toEqual([]);
  });

  it('ties Suppress a unit not Moving and break a Moving one (O20.3.4); higher totals leave it unaffected', () => {
    const units = [squad('a', 'M6', [7, 6]), squad('b', 'M6', [7, 6]), squad('c', 'M6', [7, 6])];
    // Morale 7 − 1 Road = 6; roll 3+3 = 12 vs 12 ties; 6+1 = 13 > 12 unaffected. Order chosen c, a, b.
    const s = run({ units, map: openRoad }, 12, [choose('c'), roll(6, 1), keep, choose('a'), roll(3, 3), keep, choose('b'), roll(3, 3), keep], { moving: ['b'] });
    expect(results(s.context.defense)).toEqual([
      ['c', 13, 'unaffected'],
      ['a', 12, 'suppressed'],
      ['b', 12, 'broken'],
    ]);
  });

  it('Command of a Leader in the hex counts; the Leader itself gets none (3.3.1.2); Cover 0 is forced when the attack says so (11.6)', () => {
    const map = { hexes: { M6: { terrain: ['Woods'] } } };
    const units = [squad('sq', 'M6', [7, 6]), leader('ldr', 'M6', 2)];
    const s = run({ units, map }, 14, [choose('sq'), roll(2, 2), keep, choose('ldr'), roll(2, 2), keep], { cover: 0 });
    // Squad 7 + 0 + 2 = 9, +4 = 13 < 14 breaks; Leader 9 + 0 = 9, +4 = 13 < 14 breaks.
    expect(results(s.context.defense)).toEqual([
      ['sq', 13, 'broken'],
      ['ldr', 13, 'broken'],
    ]);
  });

  it('9.1: a cancelled roll passes the Initiative and the unit rolls again; Jammed! is ignored (1.9.1.2)', () => {
    const s = run({ units: [squad('us', 'M6', [6, 8])], map: openRoad }, 16, [choose('us'), roll(6, 4), { type: 'REROLL' }, roll(6, 6, 'Jammed!'), keep]);
    expect(s.value).toBe('finished');
    expect(s.context.initiative).toBe('allied');
    expect(results(s.context.defense)).toEqual([
      ['us', 15, 'canceled'],
      ['us', 17, 'unaffected'],
    ]);
  });

  it('a unit eliminated by the trigger before its own roll never rolls; the one that rolled is noted as gone (1.9.1)', () => {
    const units = [squad('a', 'M6', [7, 6]), squad('b', 'M6', [7, 6], { broken: true })];
    const s = run({ units, map: openRoad }, 20, [choose('a'), roll(1, 1, 'Sniper!'), keep, { type: 'RESOLVE_TRIGGER', effects: [{ unit: 'a', effect: 'eliminate' }, { unit: 'b', effect: 'eliminate' }] }]);
    expect(s.value).toBe('finished');
    expect(results(s.context.defense)).toEqual([['a', 8, 'unit-gone']]);
  });

  it('reading cce.trigger-locks-result = recompute: the Medic!-rallied unit is judged on its Morale after the trigger', () => {
    const units = [squad('us', 'M6', [9, 5], { broken: true })];
    const events: HostEvent[] = [choose('us'), roll(6, 5, 'Event!'), keep, { type: 'RESOLVE_TRIGGER', effects: [{ unit: 'us', effect: 'rally' }] }];
    // locked: broken Morale 5 − 1 = 4, +11 = 15 < 16: break → eliminated (it was broken when rolled, but the
    // rally made it unbroken before the result: it breaks, it is not eliminated).
    const locked = run({ units, map: openRoad }, 16, events);
    expect(results(locked.context.defense)).toEqual([['us', 15, 'broken']]);
    // recompute: unbroken Morale 9 − 1 = 8, +11 = 19 > 16: unaffected.
    const recompute = run({ units, map: openRoad }, 16, events, { readings: { ...READINGS, 'cce.trigger-locks-result': 'recompute' } });
    expect(results(recompute.context.defense)).toEqual([['us', 19, 'unaffected']]);
  });

  it('a unit not in the target hex, or already rolled, cannot be chosen (O20.3.4)', () => {
    const units = [squad('a', 'M6', [7, 6]), squad('far', 'K8', [7, 6])];
    const s = run({ units, map: openRoad }, 12, [choose('far'), choose('a'), roll(6, 6), keep]);
    expect(s.value).toBe('finished');
    expect(results(s.context.defense)).toEqual([['a', 18, 'unaffected']]);
  });
});
