/**
 * The reusable Fire Attack states (machines/cce/fire/attack-states.ts) in mode `op-fire`: a tiny host
 * machine is built from the factory exactly as Move composes Opportunity Fire (A33) — a `fireAttack`
 * slice next to the shared fields, the attack's Defense Roll loop under its own prefix beside a second
 * copy of the loop (Move's Mine Attacks) — and driven through the rulebook's Op Fire example (page 16,
 * E and G), ties breaking the Moving unit while the rest of the hex is Suppressed (O20.3.4), Crossfire
 * (A30), the refusals (A33.3(1) Ordnance, A33.2 "at that hex") and the one attack per expenditure
 * (A33.3(3)). Expected numbers are worked out by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { Readings } from '../machines/core/readings';
import { defenseRollStates, NO_DEFENSE } from '../machines/cce/fire-defense-states';
import {
  FIRE_ATTACK_ENTRY,
  type FireAttackEvent,
  fireAttackImplementations,
  type FireAttackSliceHost,
  fireAttackSliceAdapter,
  fireAttackStates,
  startFireAttack,
} from '../machines/cce/fire/attack-states';
import type { LosFact } from '../machines/cce/fire/types';
import type { Situation, Unit, Weapon } from '../machines/cce/units';

type HostContext = FireAttackSliceHost & { moving: string[] };
/** WAIT: "Wait!" — one Op Fire attack by `units` (activated for Op Fire) at `hex`, the hex just entered by `entering`. */
type HostEvent = FireAttackEvent | { type: 'WAIT'; units: string[]; hex: string; entering: string[] };

const attack = fireAttackImplementations<HostContext, HostEvent>(fireAttackSliceAdapter<HostContext>());

const hostMachine = setup({
  types: { context: {} as HostContext, events: {} as HostEvent, input: {} as { situation: Situation & { los: LosFact[] }; readings: Readings; moving: string[] } },
  guards: { ...attack.guards },
  actions: {
    ...attack.actions,
    beginOpFire: assign(({ context: c, event }) => {
      if (event.type !== 'WAIT') return {};
      return { fireAttack: startFireAttack({ player: 'allied', mode: 'op-fire', situation: c.situation, units: event.units, moving: c.moving, entering: event.entering, targetHex: event.hex }) };
    }),
  },
}).createMachine({
  id: 'host',
  context: ({ input }) => ({
    ruleset: 'cce',
    readings: input.readings,
    initiative: 'axis' as const,
    defender: null,
    situation: input.situation,
    defense: NO_DEFENSE,
    moving: input.moving,
    fireAttack: startFireAttack({ player: 'allied', mode: 'op-fire', situation: input.situation, units: [] }),
  }),
  initial: 'moving',
  states: {
    moving: { on: { WAIT: { target: FIRE_ATTACK_ENTRY, actions: 'beginOpFire' } } },
    ...fireAttackStates({ done: 'moved', mode: 'op-fire', defensePrefix: 'opFireDefense' }),
    // A second copy of the Defense Roll loop under the default ids, as Move has for its Mine Attacks.
    ...defenseRollStates({ done: 'moving' }),
    moved: { type: 'final' },
  },
});

const READINGS: Readings = {
  'cce.broken-leader-command': 'zero',
  'cce.trigger-locks-result': 'locked',
  'cce.tie-breaks-moving': 'activated-to-move',
  'cce.height-mixed-fire-group': 'both',
  'cce.road-reduces-hexside-cover': 'reduced',
  'cce.wall-cover-fire-group': 'any',
  'cce.concealment-scope': 'attack',
  'cce.concealment-negative-cover': 'literal',
};

const squad = (id: string, owner: Unit['owner'], hex: string, morale: number, extra: Partial<Unit> = {}): Unit => ({
  id,
  owner,
  kind: 'squad',
  hex,
  broken: false,
  suppressed: false,
  veteran: false,
  sides: { unbroken: { morale, fp: 6, range: 6, movement: 4 }, broken: { morale: morale - 2, fp: 1, range: 1, movement: 4 } },
  ...extra,
});
const biermann: Unit = {
  id: 'biermann',
  owner: 'axis',
  kind: 'leader',
  hex: 'K7',
  broken: false,
  suppressed: false,
  veteran: false,
  sides: { unbroken: { morale: 8, fp: 1, range: 1, movement: 6, command: 1 }, broken: { morale: 6, fp: 0, range: 0, movement: 6, command: 0 } },
};
const mortar: Weapon = { id: 'us-mortar', type: 'mortar', fp: 5, range: 12, ordnance: true, smoke: false, boxedRange: false, broken: false };

/** Page 16: the American Squad in L5 (level 0); the Rifle Squad enters K7 (Open Ground, level 1, Smoke "4") where Biermann is, then K6 (Woods, level 1). */
const page16 = (rifleHex: string, smoke: boolean): Situation & { los: LosFact[] } => ({
  units: [squad('us-line', 'allied', 'L5', 7), squad('rifle', 'axis', rifleHex, 7), biermann],
  map: {
    hexes: {
      L5: { terrain: ['Open Ground'], elevation: 0 },
      K7: { terrain: ['Open Ground'], elevation: 1, ...(smoke ? { markers: ['Smoke:4'] } : {}) },
      K6: { terrain: ['Woods'], elevation: 1 },
    },
  },
  los: [
    { from: 'L5', to: 'K7', sight: 'clear' },
    { from: 'L5', to: 'K6', sight: 'clear' },
  ],
});

function run(situation: Situation & { los: LosFact[] }, events: HostEvent[], moving = ['rifle']) {
  const actor = createActor(hostMachine, { input: { situation, readings: READINGS, moving } });
  actor.start();
  for (const e of events) actor.send(e);
  const snap = actor.getSnapshot();
  actor.stop();
  return snap;
}

const roll = (white: number, colored: number): HostEvent => ({ type: 'ROLL', white, colored });
const keep: HostEvent = { type: 'KEEP_ROLL' };
const choose = (unit: string): HostEvent => ({ type: 'CHOOSE_UNIT', unit });
const wait = (hex: string, units = ['us-line']): HostEvent => ({ type: 'WAIT', units, hex, entering: ['rifle'] });
const shoot = (target: string, pieces = ['us-line']): HostEvent => ({ type: 'DECLARE_SHOT', pieces, target });
const results = (s: ReturnType<typeof run>) => s.context.defense.log.map((r) => [r.unit, r.defenseTotal, r.result]);

describe('the Fire Attack states as Opportunity Fire inside a host machine (A33)', () => {
  it('rulebook p.16 E: FP 1 (6; −1 uphill; −4 Smoke), 6•5 → 12; both units in K7 roll: Squad 8 + 6•2 = 16, Leader 8 + 1•5 = 14, unaffected', () => {
    const s = run(page16('K7', true), [wait('K7'), shoot('K7'), { type: 'FIRE' }, roll(6, 5), keep, choose('rifle'), roll(6, 2), keep, choose('biermann'), roll(1, 5), keep]);
    expect(s.value).toBe('moved');
    expect(s.context.fireAttack.shots.map((x) => [x.fp, x.attack?.total])).toMatchObject([[{ group: 6, height: -1, hindrance: 4, actions: 0, final: 1 }, 12]]);
    // "FP 1 (6; −1 uphill; −4 Smoke)"
    const d = s.context.fireAttack.shots[0].fp!.derivation!;
    expect([d.base.value, ...d.terms.map((t) => [t.rule, t.value]), d.total]).toEqual([6, ['T88.2', -1], ['10.3.2', -4], 1]);
    expect(results(s)).toEqual([
      ['rifle', 16, 'unaffected'],
      ['biermann', 14, 'unaffected'],
    ]);
  });

  it('rulebook p.16 G: the same Squad fires again at K6 with two Grenades: 9 FP (6; +4; −1 uphill), 1•3 → 13; the Rifle Squad 9 (7; +2 Woods) + 6•3 = 18 passes', () => {
    const grenade: HostEvent = { type: 'PLAY_ACTION', action: 'A34', player: 'allied' };
    const s = run(page16('K6', true), [wait('K6'), shoot('K6'), grenade, grenade, { type: 'FIRE' }, roll(1, 3), keep, choose('rifle'), roll(6, 3), keep]);
    expect(s.value).toBe('moved');
    expect(s.context.fireAttack.shots[0].fp).toMatchObject({ group: 6, height: -1, hindrance: 0, actions: 4, final: 9 });
    // "9 FP (6; +4; −1 uphill)": two Hand Grenades
    const d = s.context.fireAttack.shots[0].fp!.derivation!;
    expect([d.base.value, ...d.terms.map((t) => [t.rule, t.value]), d.total]).toEqual([6, ['T88.2', -1], ['A34', 2], ['A34', 2], 9]);
    expect(results(s)).toEqual([['rifle', 18, 'unaffected']]);
  });

  it('the whole hex defends; a tie breaks the Moving Squad and Suppresses the Leader who is not Moving (O20.3.4); Crossfire +2 against a Moving target (A30)', () => {
    // FP 6 − 1 uphill + 2 Crossfire = 7, roll 1•4 → 12. Squad 7 + 1 Command = 8, roll 1•3 → 12; Leader 8, roll 2•2 → 12.
    const s = run(page16('K7', false), [wait('K7'), shoot('K7'), { type: 'PLAY_ACTION', action: 'A30', player: 'allied' }, { type: 'FIRE' }, roll(1, 4), keep, choose('rifle'), roll(1, 3), keep, choose('biermann'), roll(2, 2), keep]);
    expect(s.context.fireAttack.shots[0].attack?.total).toBe(12);
    expect(results(s)).toEqual([
      ['rifle', 12, 'broken'],
      ['biermann', 12, 'suppressed'],
    ]);
    expect(s.context.situation.units.find((u) => u.id === 'rifle')?.broken).toBe(true);
    expect(s.context.situation.units.find((u) => u.id === 'biermann')?.suppressed).toBe(true);
  });

  it('the attack passes through its own Defense Roll states, not the host\'s other copy of the loop', () => {
    const s = run(page16('K7', false), [wait('K7'), shoot('K7'), { type: 'FIRE' }, roll(1, 4), keep]);
    expect(s.value).toBe('opFireDefenseChoosingUnit');
  });

  it('A33.3(1): an Ordnance Weapon cannot Op Fire; A33.2: only "at that hex", the hex just entered; Crossfire needs a Moving unit in the target hex', () => {
    const sit = page16('K7', false);
    sit.units[0] = squad('us-line', 'allied', 'L5', 7, { weapon: mortar });
    const s = run(sit, [wait('K7'), shoot('K7', ['us-mortar'])]);
    expect(s.value).toBe('choosingShot');
    const elsewhere = run(page16('K7', false), [wait('K6'), shoot('K7')]);
    expect(elsewhere.value).toBe('choosingShot');
    // The Moving Squad has gone on to K6: Biermann alone in K7 is no Op Fire target (O21.3, A33.1).
    const noMover = run(page16('K6', false), [wait('K7'), shoot('K7')]);
    expect(noMover.value).toBe('choosingShot');
  });

  it('A33.3(3): one Fire Attack per expenditure, then the host goes on; "Never mind; keep moving" declines it (A33.2)', () => {
    const declined = run(page16('K7', false), [wait('K7'), { type: 'END_ORDER' }]);
    expect(declined.value).toBe('moved');
    expect(declined.context.fireAttack.shots).toEqual([]);
    // FP 6 − 1 = 5 + 6•6 = 17: Squad 8 + 1•1 = 10 breaks, Leader 8 + 1•1 = 10 breaks; the host is in its next state, no second shot.
    const s = run(page16('K7', false), [wait('K7'), shoot('K7'), { type: 'FIRE' }, roll(6, 6), keep, choose('rifle'), roll(1, 1), keep, choose('biermann'), roll(1, 1), keep]);
    expect(s.value).toBe('moved');
    expect(s.context.fireAttack.shots).toHaveLength(1);
    expect(results(s)).toEqual([
      ['rifle', 10, 'broken'],
      ['biermann', 10, 'broken'],
    ]);
  });
});
