/**
 * 4.2 Detailed Turn Sequence — Combat! Stalingrad: one turn, from the Command Phase's Initiative roll to
 * the Conclusion of the Turn Phase, with the Fire and Movement Phase's impulses (4.4) in between.
 *
 * Covers: the Initiative d10 of each side with the Turn Box modifier or "Auto" (4.2 1c, 3.2.15.1; a tie
 * leaves it with the current Initiative side); the Fire and Movement Phase (4.2 2a, 4.4.2–4.4.8): the
 * Initiative player chooses to go first or second (4.4.3), players alternate impulses, each moving or
 * firing one unit or passing (4.4.4, 4.4.5), a firefight's opening consecutive impulses (4.4.3), the
 * optional Random Impulses (4.4.8, readings cs.random-impulses-rounding and cs.random-impulses-first-roll), Defensive Fire using no impulse
 * (4.4.6), a unit moving once a turn (4.4.7) and moving-or-firing (reading cs.fire-or-move); the phase
 * ends when both players pass consecutively (4.4.5); the Conclusion (4.2 4a): Fire and Movement markers
 * removed, FFE flipped to their CFF/Plot side, Suppressed markers removed, the Initiative marker moved to
 * the next turn; and whether another turn follows (4.2 4b, 3.2.15.1).
 *
 * Left out, and where: Morale Reduction and Concentration (4.2 1a, 1b) are the `command` procedure
 * (machines/cs/command.ts), run before this one; the Melee Phase (4.2 3a) is Close Combat (19), whose
 * text is missing: the turn waits for MELEE_PHASE_DONE and models nothing of it. What a move or a fire
 * does (10, 15) is missing too: an impulse records which unit moved or fired. How many times a unit may
 * fire in a turn (15, missing; the Fire 1/Fire 2 markers of 2.4.2 are not explained) is a situation input,
 * each unit's `fireLimit`; when Defensive Fire (15.1.7, missing) may be used is the caller's: it is
 * accepted during any impulse of the other side. Whether the non-Initiative player rolls for his first
 * run when the Initiative player chooses to go second is reading cs.random-impulses-first-roll.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { derive, greaterThan, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';
import type { CsRuleId } from './rule-ids';

export const SIDES = ['german', 'russian'] as const;
export type Side = (typeof SIDES)[number];
export const otherSide = (s: Side): Side => (s === 'german' ? 'russian' : 'german');

/** 3.2.15.1: a side's Turn Box entry for the turn: a modifier to its Initiative d10, or "Auto". */
export type TurnBoxEntry = number | 'auto';

export interface TurnUnit {
  id: string;
  side: Side;
  /** Marked Moved this turn (4.4.7: "Units may only move once per turn"). */
  moved: boolean;
  /** Impulses in which the unit fired this turn (marked with a Fire marker, 2.4.2). */
  fired: number;
  /** How many times the unit may fire this turn: Fire Combat (15) decides, and its text is missing. */
  fireLimit: number;
  suppressed: boolean;
}

export interface TurnSituation {
  /** The turn being played (3.2.15.1). */
  turn: number;
  /** 3.2.15.1: "how many turns the firefight runs". */
  lastTurn: number;
  /** The current Initiative side, which keeps the Initiative on a tie (4.2 1c). */
  initiative: Side;
  /** 3.2.15.1: each side's Turn Box entry for this turn. */
  turnBox: Record<Side, TurnBoxEntry>;
  /** 4.4.3: "Some firefights allow a side to begin with two or more consecutive impulses." */
  openingImpulses?: { side: Side; count: number };
  /** 4.4.8: the optional Random Impulses rule is in use. */
  randomImpulses: boolean;
  units: TurnUnit[];
  /** Artillery markers on the map: FFE, or flipped to their CFF/Plot side (4.2 4a). */
  artillery: { id: string; side: 'ffe' | 'cff-plot' }[];
}

export type TurnInput = MachineInput<TurnSituation>;

export interface ImpulseRecord {
  side: Side;
  action: 'move' | 'fire' | 'pass' | 'defensive-fire' | 'no-impulse';
  unit?: string;
}

export interface TurnContext {
  ruleset: string;
  readings: Readings;
  situation: TurnSituation;
  initiative: Side;
  initiativeRoll: Record<Side, Derivation> | null;
  /** The side whose impulse it is, and how many consecutive impulses are left in its run. */
  acting: Side | null;
  impulsesLeft: number;
  /** Sides whose first run of impulses has begun (4.4.3's opening impulses apply to the first). */
  begun: Side[];
  /** The last impulse used or passed: a pass followed by the other side's pass ends the phase (4.4.5). */
  lastImpulse: ImpulseRecord | null;
  impulses: ImpulseRecord[];
  randomImpulseRolls: { side: Side; roll: number; impulses: number }[];
  concluded: boolean;
}

export type TurnEvent =
  | { type: 'ROLL_INITIATIVE'; german: number; russian: number }
  | { type: 'CHOOSE_ORDER'; first: Side }
  | { type: 'ROLL_RANDOM_IMPULSES'; roll: number }
  | { type: 'MOVE'; unit: string }
  | { type: 'FIRE'; unit: string }
  | { type: 'DEFENSIVE_FIRE'; unit: string }
  | { type: 'PASS' }
  | { type: 'MELEE_PHASE_DONE' };

export interface TurnOutput {
  result: 'next-turn' | 'firefight-over' | 'in-progress';
  turn: number;
  initiative: Side;
  initiativeRoll: Record<Side, Derivation> | null;
  randomImpulseRolls: { side: Side; roll: number; impulses: number }[];
  impulses: ImpulseRecord[];
  units: TurnUnit[];
  artillery: { id: string; side: 'ffe' | 'cff-plot' }[];
}

/** 4.2 1c, 3.2.15.1: a side's Initiative total, its d10 plus its Turn Box modifier for the turn. */
export function initiativeTotal(roll: number, entry: TurnBoxEntry): Derivation {
  return derive(term(roll, '4.2', 'Initiative d10'), [typeof entry === 'number' && term(entry, '3.2.15.1', 'Turn Box modifier')]);
}

/** 4.2 1c: "The side with the higher total wins the initiative. A tie leaves the initiative with the current initiative side." */
export function initiativeWinner(rolls: Record<Side, Derivation>, current: Side): Side {
  if (greaterThan(rolls.german.total, rolls.russian.total, '4.2')) return 'german';
  if (greaterThan(rolls.russian.total, rolls.german.total, '4.2')) return 'russian';
  return current;
}

/** 4.4.8: the Random Impulses roll halved, rounded as the reading says: the consecutive impulses of the run. */
export function randomImpulses(roll: number, readings: Readings): number {
  return readings['cs.random-impulses-rounding'] === 'down' ? Math.floor(roll / 2) : Math.ceil(roll / 2);
}

const unitOf = (c: TurnContext, id: unknown) => c.situation.units.find((u) => u.id === id);
const exclusive = (c: TurnContext) => c.readings['cs.fire-or-move'] !== 'both';

/** 4.4.7 (and 4.4.2 under cs.fire-or-move 'exclusive'): a unit of the acting side may move. */
export function mayMove(c: TurnContext, id: unknown): boolean {
  const u = unitOf(c, id);
  if (!u || u.side !== c.acting) return false;
  if (ruleApplies('4.4.7', u.moved)) return false;
  return !(exclusive(c) && ruleApplies('4.4.2', u.fired > 0));
}

/** A unit of `side` may fire: within its fire limit (15, a situation input), and (4.4.2 'exclusive') not moved. */
export function mayFireAs(c: TurnContext, id: unknown, side: Side | null): boolean {
  const u = unitOf(c, id);
  if (!u || u.side !== side || u.fired >= u.fireLimit) return false;
  return !(exclusive(c) && ruleApplies('4.4.2', u.moved));
}
export const mayFire = (c: TurnContext, id: unknown): boolean => mayFireAs(c, id, c.acting);
/** 4.4.6: Defensive Fire is fired by the side that is not acting. */
export const mayDefensiveFire = (c: TurnContext, id: unknown): boolean => c.acting !== null && mayFireAs(c, id, otherSide(c.acting));

/** 4.4.3 opening impulses for `side`'s first run; 4.4.8: no Random Impulses on a turn that has them. */
const openingFor = (c: TurnContext, side: Side): number | null =>
  c.situation.openingImpulses && c.situation.openingImpulses.side === side && !c.begun.includes(side) ? c.situation.openingImpulses.count : null;
const usesRandomImpulses = (c: TurnContext): boolean => c.situation.randomImpulses && !c.situation.openingImpulses;
/** 4.4.8: the run that begins opens with a Random Impulses roll; under reading cs.random-impulses-first-roll 'initiative-player', not a non-Initiative run before the Initiative player's first. */
export const runRollsRandomImpulses = (c: TurnContext): boolean =>
  usesRandomImpulses(c) && !(c.readings['cs.random-impulses-first-roll'] === 'initiative-player' && c.acting !== c.initiative && !c.begun.includes(c.initiative));

export function projectTurn(c: TurnContext, state: 'next-turn' | 'firefight-over' | 'in-progress'): TurnOutput {
  return {
    result: state,
    turn: c.concluded ? c.situation.turn + 1 : c.situation.turn,
    initiative: c.initiative,
    initiativeRoll: c.initiativeRoll,
    randomImpulseRolls: c.randomImpulseRolls,
    impulses: c.impulses,
    units: c.situation.units,
    artillery: c.situation.artillery,
  };
}

const record = (c: TurnContext, r: ImpulseRecord) => ({ impulses: [...c.impulses, r] });
const withUnit = (c: TurnContext, id: string, f: (u: TurnUnit) => TurnUnit) => ({ ...c.situation, units: c.situation.units.map((u) => (u.id === id ? f(u) : u)) });

type Meta = { rules: CsRuleId[] };

export const turnMachine = setup({
  types: {
    input: {} as TurnInput,
    context: {} as TurnContext,
    events: {} as TurnEvent,
    output: {} as TurnOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    germanAuto: ({ context: c }) => c.situation.turnBox.german === 'auto',
    russianAuto: ({ context: c }) => c.situation.turnBox.russian === 'auto',
    runHasOpeningImpulses: ({ context: c }) => c.acting !== null && openingFor(c, c.acting) !== null,
    runRollsRandomImpulses: ({ context: c }) => runRollsRandomImpulses(c),
    runHasNoImpulse: ({ context: c }) => c.impulsesLeft === 0,
    impulsesLeftInRun: ({ context: c }) => c.impulsesLeft > 0,
    unitMayMove: ({ context: c, event }) => event.type === 'MOVE' && mayMove(c, event.unit),
    unitMayFire: ({ context: c, event }) => event.type === 'FIRE' && mayFire(c, event.unit),
    unitMayDefensiveFire: ({ context: c, event }) => event.type === 'DEFENSIVE_FIRE' && mayDefensiveFire(c, event.unit),
    /** 4.4.5: "If both opponents pass on consecutive impulses, the Fire and Movement Phase is over." */
    otherSidePassedLast: ({ context: c }) => c.lastImpulse !== null && c.lastImpulse.action === 'pass' && c.lastImpulse.side !== c.acting,
    lastTurnPlayed: ({ context: c }) => c.situation.turn >= c.situation.lastTurn,
  },
  actions: {
    autoGerman: assign({ initiative: 'german' as Side }),
    autoRussian: assign({ initiative: 'russian' as Side }),
    rollInitiative: assign(({ context: c, event }) => {
      if (event.type !== 'ROLL_INITIATIVE') return {};
      const rolls = { german: initiativeTotal(event.german, c.situation.turnBox.german), russian: initiativeTotal(event.russian, c.situation.turnBox.russian) };
      return { initiativeRoll: rolls, initiative: initiativeWinner(rolls, c.situation.initiative) };
    }),
    chooseOrder: assign(({ event }) => (event.type === 'CHOOSE_ORDER' ? { acting: event.first } : {})),
    beginOpeningRun: assign(({ context: c }) => ({ impulsesLeft: openingFor(c, c.acting!)!, begun: [...c.begun, c.acting!] })),
    beginSingleRun: assign(({ context: c }) => ({ impulsesLeft: 1, begun: c.begun.includes(c.acting!) ? c.begun : [...c.begun, c.acting!] })),
    rollRandomImpulses: assign(({ context: c, event }) => {
      if (event.type !== 'ROLL_RANDOM_IMPULSES') return {};
      const n = randomImpulses(event.roll, c.readings);
      return { impulsesLeft: n, begun: c.begun.includes(c.acting!) ? c.begun : [...c.begun, c.acting!], randomImpulseRolls: [...c.randomImpulseRolls, { side: c.acting!, roll: event.roll, impulses: n }] };
    }),
    recordNoImpulse: assign(({ context: c }) => record(c, { side: c.acting!, action: 'no-impulse' })),
    moveUnit: assign(({ context: c, event }) => {
      if (event.type !== 'MOVE') return {};
      const r: ImpulseRecord = { side: c.acting!, action: 'move', unit: event.unit };
      return { situation: withUnit(c, event.unit, (u) => ({ ...u, moved: true })), impulsesLeft: c.impulsesLeft - 1, lastImpulse: r, ...record(c, r) };
    }),
    fireUnit: assign(({ context: c, event }) => {
      if (event.type !== 'FIRE') return {};
      const r: ImpulseRecord = { side: c.acting!, action: 'fire', unit: event.unit };
      return { situation: withUnit(c, event.unit, (u) => ({ ...u, fired: u.fired + 1 })), impulsesLeft: c.impulsesLeft - 1, lastImpulse: r, ...record(c, r) };
    }),
    defensiveFire: assign(({ context: c, event }) => {
      if (event.type !== 'DEFENSIVE_FIRE') return {};
      return { situation: withUnit(c, event.unit, (u) => ({ ...u, fired: u.fired + 1 })), ...record(c, { side: otherSide(c.acting!), action: 'defensive-fire', unit: event.unit }) };
    }),
    /** 4.4.3: "once a player passes, all previous impulses are used up." */
    pass: assign(({ context: c }) => {
      const r: ImpulseRecord = { side: c.acting!, action: 'pass' };
      return { impulsesLeft: 0, lastImpulse: r, ...record(c, r) };
    }),
    shiftPlay: assign(({ context: c }) => ({ acting: otherSide(c.acting!) })),
    endPhase: assign({ acting: null as Side | null }),
    conclude: assign(({ context: c }) => ({
      concluded: true,
      situation: {
        ...c.situation,
        units: c.situation.units.map((u) => ({ ...u, moved: false, fired: 0, suppressed: false })),
        artillery: c.situation.artillery.map((a) => ({ ...a, side: 'cff-plot' as const })),
      },
    })),
  },
}).createMachine({
  id: 'cs-turn',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: input.readings,
    situation: input.situation,
    initiative: input.situation.initiative,
    initiativeRoll: null,
    acting: null,
    impulsesLeft: 0,
    begun: [],
    lastImpulse: null,
    impulses: [],
    randomImpulseRolls: [],
    concluded: false,
  }),
  initial: 'determiningInitiative',
  output: ({ context }) => projectTurn(context, context.concluded ? (context.situation.turn >= context.situation.lastTurn ? 'firefight-over' : 'next-turn') : 'in-progress'),
  states: {
    // 4.2 1c; 3.2.15.1: "'Auto' means that side automatically gets the initiative for that turn."
    determiningInitiative: {
      always: [
        { guard: 'germanAuto', target: 'choosingOrder', actions: 'autoGerman', meta: { rules: ['3.2.15.1', '4.2'] } },
        { guard: 'russianAuto', target: 'choosingOrder', actions: 'autoRussian', meta: { rules: ['3.2.15.1', '4.2'] } },
      ],
      on: { ROLL_INITIATIVE: { target: 'choosingOrder', actions: 'rollInitiative', meta: { rules: ['4.2', '3.2.15.1'] } } },
    },
    // 4.4.3: "The player with the Initiative may choose to go first or second in the Fire and Movement Phase."
    choosingOrder: {
      on: { CHOOSE_ORDER: { target: 'beginningRun', actions: 'chooseOrder', meta: { rules: ['4.4.3', '4.2'] } } },
    },
    // A run of consecutive impulses begins: the firefight's opening impulses (4.4.3), a Random Impulses
    // roll (4.4.8), or one impulse (4.4.4).
    beginningRun: {
      always: [
        { guard: 'runHasOpeningImpulses', target: 'acting', actions: 'beginOpeningRun', meta: { rules: ['4.4.3', '4.4.8'] } },
        { guard: 'runRollsRandomImpulses', target: 'rollingRandomImpulses', meta: { rules: ['4.4.8'] } },
        { target: 'acting', actions: 'beginSingleRun', meta: { rules: ['4.4.4'] } },
      ],
    },
    // 4.4.8: "the Initiative player makes a Random Impulses d10 DR … When play shifts to the non-Initiative player, the routine is repeated"
    rollingRandomImpulses: {
      on: { ROLL_RANDOM_IMPULSES: { target: 'checkingRun', actions: 'rollRandomImpulses', meta: { rules: ['4.4.8'] } } },
    },
    // Reading cs.random-impulses-rounding 'down': a roll of 1 gives no impulse; play shifts without a pass.
    checkingRun: {
      always: [
        { guard: 'runHasNoImpulse', target: 'beginningRun', actions: ['recordNoImpulse', 'shiftPlay'], meta: { rules: ['4.4.8'] } },
        { target: 'acting', meta: { rules: ['4.4.8'] } },
      ],
    },
    // 4.4.4: the acting player moves or fires one unit, or passes; 4.4.6: the other side's Defensive Fire uses no impulse.
    acting: {
      on: {
        MOVE: { guard: 'unitMayMove', target: 'impulseUsed', actions: 'moveUnit', meta: { rules: ['4.4.4', '4.4.7', '4.4.2'] } },
        FIRE: { guard: 'unitMayFire', target: 'impulseUsed', actions: 'fireUnit', meta: { rules: ['4.4.4', '4.4.2'] } },
        DEFENSIVE_FIRE: { guard: 'unitMayDefensiveFire', target: 'acting', reenter: true, actions: 'defensiveFire', meta: { rules: ['4.4.6'] } },
        PASS: [
          { guard: 'otherSidePassedLast', target: 'meleePhase', actions: ['pass', 'endPhase'], meta: { rules: ['4.4.5', '4.2'] } },
          { target: 'beginningRun', actions: ['pass', 'shiftPlay'], meta: { rules: ['4.4.5', '4.4.3'] } },
        ],
      },
    },
    // 4.4.3: consecutive impulses stay with the acting player; otherwise play alternates (4.2 2a).
    impulseUsed: {
      always: [
        { guard: 'impulsesLeftInRun', target: 'acting', meta: { rules: ['4.4.3'] } },
        { target: 'beginningRun', actions: 'shiftPlay', meta: { rules: ['4.2', '4.4.5'] } },
      ],
    },
    // 4.2 3a "Both players participate in Close Combat." Close Combat (19) is text-missing: nothing of it is modelled.
    meleePhase: {
      on: { MELEE_PHASE_DONE: { target: 'concluding', meta: { rules: ['4.2'] } } },
    },
    // 4.2 4a: markers removed, FFE flipped, the Initiative marker moved; 4b: the next turn's Command Phase, if the firefight runs one.
    concluding: {
      always: [
        { guard: 'lastTurnPlayed', target: 'firefightOver', actions: 'conclude', meta: { rules: ['4.2', '3.2.15.1'] } },
        { target: 'nextTurn', actions: 'conclude', meta: { rules: ['4.2', '4.1.2'] } },
      ],
    },
    nextTurn: { type: 'final' },
    firefightOver: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the Turn Box modifier of the Initiative roll.
declareTerms('cs', ['3.2.15.1']);
