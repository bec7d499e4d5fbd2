/**
 * SOP Sequence of Play and GL Game Length — SPI Combat Command: the Game-Turn of two Player-Turns, each
 * of the Phases A Offensive Fire, B Movement, C Overrun, D Close Assault, E Air Strike (the U.S. Player's,
 * only in the Scenario that calls for it), F Defensive Fire (taken by the Second Player, part of the
 * First Player's Turn); the Game-Turn marker; the end of the game after the tenth Game-Turn.
 *
 * Also: a dispersed unit returns to normal "at the beginning of the next repetition of the exact Phase in
 * which they were dispersed" (CRE.D), before any action in it; U.S. infantry, armored infantry and
 * engineers never do. The situation lists the dispersed units with the stamp a Fire Combat gives them
 * (machines/spicc/results.ts Dispersal).
 *
 * Left out, and where: what happens inside each Phase (the Fire Combat procedure for A, B's Zone of
 * Control fire and F; Movement, Overrun, Close Assault and Air Strikes are not modelled yet); the
 * Victory Conditions, which are each Scenario's (SU.1–SU.6: ./scenario.ts): the chart ends in
 * `determiningWinner`. A game may start at a later Game-Turn (`gameTurn`), so a walk need not replay
 * all ten.
 */
import { assign, setup } from 'xstate';
import type { SpiccInput, Side } from './units';
import type { SpiccRuleId } from './rule-ids';
import type { Dispersal } from './results';

export const PHASES = ['offensive-fire', 'movement', 'overrun', 'close-assault', 'air-strike', 'defensive-fire'] as const;
export type Phase = (typeof PHASES)[number];

/** GL: "All games are ten Game-Turns in duration." */
export const GAME_TURNS = 10;

export interface SequenceSituation {
  /** SOP: "the determination of who is the "First Player" ... is made in the Scenario being played". */
  firstPlayer: Side;
  /** SOP.1.E, AS: the Scenario gives the U.S. Player an Air Strike Phase. */
  airStrikePhase: boolean;
  /** The Game-Turn the sequence starts at (its First Player-Turn's Offensive Fire Phase). */
  gameTurn: number;
  dispersed: { unit: string; dispersal: Dispersal }[];
}

export type SequenceInput = SpiccInput<SequenceSituation>;
export type SequenceEvent = { type: 'END_PHASE' };

export interface SequenceContext {
  situation: SequenceSituation;
  gameTurn: number;
  /** 0: the First Player-Turn, 1: the Second. */
  playerTurn: 0 | 1;
  dispersed: SequenceSituation['dispersed'];
  recovered: { unit: string; gameTurn: number; playerTurn: Side; phase: Phase }[];
}

export interface SequenceOutput {
  gameTurn: number;
  playerTurn: Side;
  recovered: SequenceContext['recovered'];
  stillDispersed: string[];
}

const other = (s: Side): Side => (s === 'us' ? 'german' : 'us');
export const phasingPlayer = (c: SequenceContext): Side => (c.playerTurn === 0 ? c.situation.firstPlayer : other(c.situation.firstPlayer));

/** CRE.D: the units whose dispersal ends as `phase` of the phasing player's Player-Turn begins. */
function recoverAt(c: SequenceContext, phase: Phase): Partial<SequenceContext> {
  const side = phasingPlayer(c);
  const due = (d: SequenceSituation['dispersed'][number]) => d.dispersal.until !== 'never' && d.dispersal.until.playerTurn === side && d.dispersal.until.phase === phase;
  const back = c.dispersed.filter(due);
  if (!back.length) return {};
  return { dispersed: c.dispersed.filter((d) => !due(d)), recovered: [...c.recovered, ...back.map((d) => ({ unit: d.unit, gameTurn: c.gameTurn, playerTurn: side, phase }))] };
}

export function projectSequence(c: SequenceContext): SequenceOutput {
  return { gameTurn: c.gameTurn, playerTurn: phasingPlayer(c), recovered: c.recovered, stillDispersed: c.dispersed.map((d) => d.unit) };
}

type Meta = { rules: SpiccRuleId[] };
const begin = (phase: Phase) => ({ type: 'beginPhase' as const, params: { phase } });

export const sequenceMachine = setup({
  types: { input: {} as SequenceInput, context: {} as SequenceContext, events: {} as SequenceEvent, output: {} as SequenceOutput, transitionMeta: {} as Meta },
  guards: {
    usAirStrikePhase: ({ context: c }) => c.situation.airStrikePhase && phasingPlayer(c) === 'us',
    firstPlayerTurn: ({ context: c }) => c.playerTurn === 0,
    lastGameTurn: ({ context: c }) => c.gameTurn >= GAME_TURNS,
  },
  actions: {
    beginPhase: assign(({ context }, p: { phase: Phase }) => recoverAt(context, p.phase)),
    beginSecondPlayerTurn: assign({ playerTurn: 1 as const }),
    advanceGameTurnMarker: assign(({ context }) => ({ gameTurn: context.gameTurn + 1, playerTurn: 0 as const })),
  },
}).createMachine({
  id: 'spicc-sequence-of-play',
  context: ({ input }) => ({ situation: input.situation, gameTurn: input.situation.gameTurn, playerTurn: 0, dispersed: input.situation.dispersed, recovered: [] }),
  initial: 'starting',
  output: ({ context }) => projectSequence(context),
  states: {
    starting: { always: { target: 'offensiveFire', actions: begin('offensive-fire'), meta: { rules: ['SOP', 'SOP.1', 'SOP.1.A', 'CRE.D'] } } },
    offensiveFire: { on: { END_PHASE: { target: 'movement', actions: begin('movement'), meta: { rules: ['SOP.1.B', 'CRE.D'] } } } },
    movement: { on: { END_PHASE: { target: 'overrun', actions: begin('overrun'), meta: { rules: ['SOP.1.C', 'CRE.D'] } } } },
    overrun: { on: { END_PHASE: { target: 'closeAssault', actions: begin('close-assault'), meta: { rules: ['SOP.1.D', 'CRE.D'] } } } },
    // SOP.1.E: "only the U.S. Player has an Air Strike Phase, and he has it only in the Scenario which calls for it."
    closeAssault: {
      on: {
        END_PHASE: [
          { guard: 'usAirStrikePhase', target: 'airStrike', actions: begin('air-strike'), meta: { rules: ['SOP.1.E', 'AS', 'CRE.D'] } },
          { target: 'defensiveFire', actions: begin('defensive-fire'), meta: { rules: ['SOP.1.E', 'SOP.1.F', 'CRE.D'] } },
        ],
      },
    },
    airStrike: { on: { END_PHASE: { target: 'defensiveFire', actions: begin('defensive-fire'), meta: { rules: ['SOP.1.F', 'CRE.D'] } } } },
    // SOP.1.F: the Second Player fires, "the Phase is still considered to be part of the First Player's Turn"; then SOP.2, then SOP.3.
    defensiveFire: {
      on: {
        END_PHASE: [
          { guard: 'firstPlayerTurn', target: 'offensiveFire', actions: ['beginSecondPlayerTurn', begin('offensive-fire')], meta: { rules: ['SOP.2', 'SOP.1.A', 'CRE.D'] } },
          { guard: 'lastGameTurn', target: 'determiningWinner', meta: { rules: ['GL', 'SOP.3'] } },
          { target: 'offensiveFire', actions: ['advanceGameTurnMarker', begin('offensive-fire')], meta: { rules: ['SOP.3', 'SOP.1', 'SOP.1.A', 'CRE.D'] } },
        ],
      },
    },
    // GL: "At the end of the last phase of the tenth Game-Turn, Players determine the game winner according to the Victory Conditions given in the Scenario being played."
    determiningWinner: { type: 'final' },
  },
});
