/**
 * The end of every spicc attack, from the odds to the effect on each target unit (the Combat Procedure:
 * "Roll the die, and read the result on the appropriate line, under the computed odds. Apply each result
 * immediately"), shared by the Fire Combat chart (./fire/machine.ts) and the Overrun and Close Assault
 * chart (./assault/machine.ts): the states, their guards, and the reading of a cell of the lost Combat
 * Results Table (the text's one cell, then the situation's `crt`, else the reader's READ_TABLE).
 *
 * A chart that uses these states defines, in its `setup`, the guards of RESOLUTION_GUARDS and three
 * actions: `readDie` (the die-number of its attack type, then `rollOn`), `readTable` and `applyResult`.
 */
import type { Derivation } from '../core/derivation';
import type { SpiccRuleId } from './rule-ids';
import type { Readings } from '../core/readings';
import type { SpiccUnit } from './units';
import { knownCell, unitEffect, type CrtCell, type CrtResult, type OddsColumn, type UnitEffect, type WhenDispersed } from './results';

/** The events of a combat resolved on the Combat Results Table: the die, and a cell the text lost read by the caller. */
export type ResolutionEvent = { type: 'ROLL'; die: number } | { type: 'READ_TABLE'; result: CrtResult };

export interface ResolutionContext {
  column: OddsColumn | null;
  die: number | null;
  dieNumber: Derivation | null;
  result: CrtResult | null;
  resultFrom: 'text' | 'situation' | 'reader' | null;
}

/** A chart's context before anything is checked: the input, no refusal, no strengths, no odds, no effect. */
export function attackStart<S>(input: { ruleset: string; readings: Readings; situation: S }) {
  const none: ResolutionContext = { column: null, die: null, dieNumber: null, result: null, resultFrom: null };
  return { ruleset: input.ruleset, readings: input.readings, situation: input.situation, refusal: null, strengths: [], attackTotal: 0, defenseTotal: 0, ...none, effects: [] as UnitEffect[] };
}

/** The outcome's odds-to-effect fields, in the order every spicc attack publishes them. */
export const projectResolution = (x: ResolutionContext & { effects: UnitEffect[] }) => ({
  odds: x.column,
  die: x.die,
  dieNumber: x.dieNumber,
  tableResult: x.result,
  tableResultFrom: x.resultFrom,
  effects: x.effects,
});

/** CRE: "Results only affect the target units": each target's effect of the table's result, in the Phase and Player-Turn of the attack (CRE.D). */
export const effectsOf = (targets: readonly SpiccUnit[], result: CrtResult, when: WhenDispersed): UnitEffect[] => targets.map((u) => unitEffect(u, result, when));

/** The `readTable` action's update: the result the reader finds in his own copy of the lost table (CRT). */
export const readerResult = (event: { type: string; result?: CrtResult }): Partial<ResolutionContext> =>
  event.type === 'READ_TABLE' && event.result !== undefined ? { result: event.result, resultFrom: 'reader' } : {};

/** The die and the cell it reads: from the text (SA), the situation's cells, or none yet (the reader's). */
export function rollOn(column: OddsColumn, die: number, dn: Derivation, crt: readonly CrtCell[]): Pick<ResolutionContext, 'die' | 'dieNumber' | 'result' | 'resultFrom'> {
  const cell = knownCell(column, dn.total, crt);
  const fromText = cell !== undefined && knownCell(column, dn.total, []) !== undefined;
  return { die, dieNumber: dn, result: cell ?? null, resultFrom: cell === undefined ? null : fromText ? 'text' : 'situation' };
}

const m = (...rules: SpiccRuleId[]) => ({ rules });

type Guard = (a: { context: ResolutionContext }) => boolean;
export const RESOLUTION_GUARDS = {
  oddsWorseThanOneToFour: (({ context }) => context.column === null) as Guard,
  cellUnknown: (({ context }) => context.result === null) as Guard,
  resultIsNoEffect: (({ context }) => context.result === '0') as Guard,
  resultIsEliminated: (({ context }) => context.result === 'X') as Guard,
  resultIsDispersed: (({ context }) => context.result === 'D') as Guard,
  resultIsSpecialDispersed: (({ context }) => context.result === 'DD') as Guard,
  resultIsRetreat: (({ context }) => context.result === 'R') as Guard,
};

/**
 * The states from `computingOdds` to the end. `oddsRules` are cited where the odds are taken (worse than
 * 1-4: no effect, no roll), `rollRules` on the roll (the die-number's terms of this type of attack).
 */
export function resolutionStates(oddsRules: SpiccRuleId[], rollRules: SpiccRuleId[]) {
  return {
    // The odds: worse than 1-4 has no effect (and no roll); better than 6-1 is 6-1.
    computingOdds: {
      always: [
        { guard: 'oddsWorseThanOneToFour' as const, target: 'noEffect' as const, meta: m('CRE', ...oddsRules) },
        { target: 'rolling' as const, meta: m('CB', 'CRE', ...oddsRules) },
      ],
    },
    rolling: {
      on: { ROLL: { target: 'readingTable' as const, actions: 'readDie' as const, meta: m('CB', ...rollRules, 'CRE') } },
    },
    // The lost table: a cell the text or the situation keeps is read; otherwise the reader gives it.
    readingTable: {
      always: [
        { guard: 'cellUnknown' as const, target: 'awaitingTableResult' as const, meta: m('CRT') },
        { target: 'applyingResult' as const, meta: m('CRT', 'SA') },
      ],
    },
    awaitingTableResult: {
      on: { READ_TABLE: { target: 'applyingResult' as const, actions: 'readTable' as const, meta: m('CRT') } },
    },
    // CRE: each target unit takes the result, as its class and state transform it.
    applyingResult: {
      always: [
        { guard: 'resultIsNoEffect' as const, target: 'resolved' as const, actions: 'applyResult' as const, meta: m('CRE.0') },
        { guard: 'resultIsEliminated' as const, target: 'resolved' as const, actions: 'applyResult' as const, meta: m('CRE.X', 'WR', 'WR.A') },
        { guard: 'resultIsDispersed' as const, target: 'resolved' as const, actions: 'applyResult' as const, meta: m('CRE.D') },
        { guard: 'resultIsSpecialDispersed' as const, target: 'resolved' as const, actions: 'applyResult' as const, meta: m('CRE.DD', 'CRE.D') },
        { guard: 'resultIsRetreat' as const, target: 'resolved' as const, actions: 'applyResult' as const, meta: m('CRE.R', 'CRE.ER') },
        { target: 'resolved' as const, actions: 'applyResult' as const, meta: m('CRE.DR', 'CRE.ER') },
      ],
    },
    resolved: { type: 'final' as const },
    noEffect: { type: 'final' as const },
  };
}
