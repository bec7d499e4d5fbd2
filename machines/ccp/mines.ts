/**
 * F104 Mines — Combat Commander: Pacific: which Mine Attacks a step of units draws (F104.1) and with what
 * FP and Cover (F104.2). CC:P's F104 is CC:E's F103 renumbered, with two changes: no Retreat (CC:P has none:
 * only units that Move or Advance are attacked) and "Units entering/exiting together are attacked with a
 * single roll" (CC:E: "Units moving together").
 *
 * Covers: a step of one or more units leaving `from` and entering `to` by a Move or an Advance: the mines
 * in the hex left attack first (F104.2 "Important": a unit broken while leaving still reaches the hex it was
 * entering), then the mines in the hex entered; units stepping together draw one attack per hex, units
 * stepping separately one each (F104.1); units already in a mines hex are immune (F104.1); a unit placed in
 * or taken out of a hex otherwise (Infiltrate O28, Stealth E75: the rulebook's Example B) draws none; each
 * attack's FP is the scenario's (6 by default, 7 or 8 if assigned) and its Cover 0 (F104.2).
 *
 * Handled elsewhere: the Mine Attack roll and the Defense rolls (F104.2 "the same general rules and
 * restrictions as for a Fire Attack roll [O27.3.3 & O27.3.4]": CC:P's Fire Defense, machines/ccp/fire.ts);
 * CC:P Move and Advance roll them in the shared charts (machines/ccp/move.ts, machines/ccp/advance.ts). Which
 * attacks a step draws is ONE computation for all of them: machines/cce/entry.ts `mineAttacksIn` (the charts
 * roll the hexes of its attacks, `minesPendingIn`). Hidden Mines and Hidden Panji Trap
 * (A43.2, A43.3) place mines with an attack of their own (machines/ccp/hidden.ts).
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { DEFAULT_MINES_FP, mineAttacksIn, type MineAttack } from '../cce/entry';
import type { CcpRuleId } from './rule-ids';

/** How the units changed hex: a Move (O29), an Advance (O22), or placed / removed otherwise (O28, E75). */
export const MINES_STEPS = ['move', 'advance', 'placed'] as const;
export type MinesStep = (typeof MINES_STEPS)[number];

export interface MinesSituation {
  step: MinesStep;
  /** The hex left, or null when the units come from off the map (an Infiltration Box). */
  from: string | null;
  /** The hex entered, or null when the units leave the map. */
  to: string | null;
  /** The units stepping. */
  movers: string[];
  /** F104.1: they enter/exit together (one roll per hex) or each on its own. */
  together: boolean;
  /** The hexes holding a mines marker. */
  mines: string[];
  /** F104.1: the units already in the mines hex the step leaves or enters, that do not step (immune). */
  alreadyThere: string[];
  /** F104.2: the Mine Attack's FP. */
  minesFp: number;
}

export type MinesInput = MachineInput<MinesSituation>;

export type { MineAttack };

export interface MinesContext extends MinesSituation {
  ruleset: string;
  readings: Readings;
  attacks: MineAttack[];
}

export interface MinesOutput {
  attacks: MineAttack[];
  /** F104.1: units in a mines hex the step leaves or enters that are not attacked. */
  immune: string[];
}

// ------------------------------------------------------------------------------------------ the rules

/** F104.1: only units that Move or Advance into or out of a mines hex are attacked. */
export const movesOrAdvances = (step: MinesStep): boolean => step === 'move' || step === 'advance';

/** F104.1: the attacks of the step in the hex it leaves or enters (one roll for units entering/exiting together, else one each): the shared computation. */
const attacksOf = (c: MinesSituation, hex: string | null, when: MineAttack['when']): MineAttack[] => mineAttacksIn(c, (h) => c.mines.includes(h), hex, when);

export const projectMines = (c: MinesContext): MinesOutput => ({ attacks: c.attacks, immune: c.attacks.length > 0 ? c.alreadyThere : [] });

type Meta = { rules: CcpRuleId[] };

export const minesMachine = setup({
  types: { input: {} as MinesInput, context: {} as MinesContext, output: {} as MinesOutput, transitionMeta: {} as Meta },
  guards: {
    notMovingOrAdvancing: ({ context: c }) => !movesOrAdvances(c.step),
    leavingMinesHex: ({ context: c }) => attacksOf(c, c.from, 'exiting').length > 0,
    enteringMinesHex: ({ context: c }) => attacksOf(c, c.to, 'entering').length > 0,
  },
  actions: {
    attackOnExit: assign(({ context: c }) => ({ attacks: [...c.attacks, ...attacksOf(c, c.from, 'exiting')] })),
    attackOnEntry: assign(({ context: c }) => ({ attacks: [...c.attacks, ...attacksOf(c, c.to, 'entering')] })),
  },
}).createMachine({
  id: 'mines',
  context: ({ input }) => ({ ...input.situation, ruleset: input.ruleset, readings: input.readings, attacks: [] }),
  initial: 'exiting',
  output: ({ context }) => projectMines(context),
  states: {
    // F104.1: the mines of the hex left attack first (F104.2 "Important": broken while leaving, the unit still
    // reaches the hex it was entering); a unit placed or removed otherwise (O28, E75) draws no attack.
    exiting: {
      always: [
        { guard: 'notMovingOrAdvancing', target: 'notAttacked', meta: { rules: ['F104.1'] } },
        { guard: 'leavingMinesHex', target: 'entering', actions: 'attackOnExit', meta: { rules: ['F104', 'F104.1', 'F104.2'] } },
        { target: 'entering', meta: { rules: ['F104.1'] } },
      ],
    },
    entering: {
      always: [
        { guard: 'enteringMinesHex', target: 'done', actions: 'attackOnEntry', meta: { rules: ['F104', 'F104.1', 'F104.2'] } },
        { target: 'done', meta: { rules: ['F104.1'] } },
      ],
    },
    notAttacked: { type: 'final' },
    done: { type: 'final' },
  },
});
