/**
 * AS Air Strikes — SPI Combat Command: one Air Strike in the U.S. Player's Air Strike Phase, from the Air
 * Combat Points allocated to a target to the effect on each German target unit (AS, AS.A–AS.E, SOP.1.E).
 *
 * The odds, the roll, the lost Combat Results Table and each unit's effect are the shared resolution
 * (./resolution.ts), as for Fire Combat: the Air Combat Points against the targets' printed Defense
 * Strengths (AS.C: no Weapons Effectiveness, armored and non-armored targets combined), halved against
 * Woods or Town with one added to the die (AS.B), Dug-In (IP.C, "Improved Position rules apply") and
 * dispersed targets (CRE.N) as in any attack; "R" read as no effect and "DR" as "D" (AS.D).
 *
 * Left out: how many Air Combat Points a Player-Turn brings (the scenario's, SU.5): the situation gives
 * the points still available (`points`); the attack limits across attacks (CB.B, CB.D) are the units'
 * state in the situation.
 */
import { assign, setup } from 'xstate';
import { greaterThan, ruleApplies, type Derivation } from '../core/derivation';
import type { Readings } from '../core/readings';
import type { Phase } from './sequence-of-play';
import type { SpiccRefusal, SpiccRuleId } from './rule-ids';
import { spotterIn, stackLeftOut, type Side, type SpiccInput, type SpiccUnit } from './units';
import { dieNumber, halfOrMoreDispersed, oddsColumn, type CrtCell, type CrtResult, type OddsColumn, type UnitEffect } from './results';
import { attackStart, effectsOf, projectResolution, readerResult, RESOLUTION_GUARDS, resolutionStates, rollOn, type ResolutionContext, type ResolutionEvent } from './resolution';
import { isCoveringTerrain, type Terrain } from './fire/types';
import { halved } from './weapons';

export interface AirStrikeSituation {
  phase: Phase;
  playerTurn: Side;
  units: SpiccUnit[];
  terrain: Record<string, Terrain>;
  /** AS: the Air Combat Points still available in this Player-Turn (the scenario's allotment less those used). */
  points: number;
  /** The Air Combat Points allocated to this Air Strike. */
  allocated: number;
  /** AS.A: German units of one hex: a unit, a group of a stack, or the whole stack. */
  targets: string[];
  crt: CrtCell[];
}

export type AirStrikeInput = SpiccInput<AirStrikeSituation>;

export interface AirStrikeContext extends ResolutionContext {
  ruleset: string;
  readings: Readings;
  situation: AirStrikeSituation;
  refusal: SpiccRefusal | null;
  attackTotal: number;
  defenseTotal: number;
  effects: UnitEffect[];
}

export interface AirStrikeOutput extends ReturnType<typeof projectResolution> {
  result: 'resolved' | 'refused' | 'no-effect';
  refusal: SpiccRefusal | null;
  attack: { allocated: number; total: number };
  defense: { total: number };
  /** AS.D: the result the table's result is treated as ("R" as "0", "DR" as "D"); null before one is read. */
  treatedAs: CrtResult | null;
  pointsLeft: number;
}

const targetsOf = (s: AirStrikeSituation): SpiccUnit[] => s.targets.map((id) => s.units.find((u) => u.id === id)!);
const targetHex = (s: AirStrikeSituation): string => targetsOf(s)[0].hex;
/** AS.B: "German units in Woods or Town hexes". */
export const inCoveringTerrain = (s: AirStrikeSituation): boolean => ruleApplies('AS.B', isCoveringTerrain(s.terrain[targetHex(s)]));

export const notAirStrikePhase = (s: AirStrikeSituation): boolean => ruleApplies('AS.E', s.phase !== 'air-strike');
/** SOP.1.E: "only the U.S. Player has an Air Strike Phase". */
export const notUsPlayerTurn = (s: AirStrikeSituation): boolean => ruleApplies('SOP.1.E', s.playerTurn !== 'us');
/** AS: the U.S. Player "allocates his available Air Combat Points". */
export const beyondAvailablePoints = (s: AirStrikeSituation): boolean => greaterThan(s.allocated, s.points, 'AS');
/** AS.B: in Woods or Town the German units "must be treated as a single, combined Defense Strength". */
export const coveredStackSingledOut = (s: AirStrikeSituation): boolean => inCoveringTerrain(s) && stackLeftOut(s.units, 'us', targetHex(s), s.targets);
/** AS.B: "They must be spotted by a U.S. ground unit in the same hex." */
export const coveredTargetUnspotted = (s: AirStrikeSituation): boolean => inCoveringTerrain(s) && !spotterIn(s.units, 'us', targetHex(s));

/** AS, AS.B, AS.C: the allocated points (halved against Covering Terrain) against the printed Defense Strengths. */
export function computeAirStrike(s: AirStrikeSituation, readings: Readings): { attackTotal: number; defenseTotal: number; column: OddsColumn | null } {
  const attackTotal = inCoveringTerrain(s) ? halved(s.allocated, readings) : s.allocated;
  const defenseTotal = targetsOf(s).reduce((n, u) => n + u.defense, 0);
  return { attackTotal, defenseTotal, column: oddsColumn(attackTotal, defenseTotal, readings) };
}

/**
 * AS.B, IP.C, IP.F, CRE.N: the die-number of an Air Strike.
 *
 * Not a reading (issue 21): dispersed targets take CRE.N's "1" off an Air Strike's die-number too. AS.C
 * sets aside "Weapons Effectiveness and Target·type rules", and the text defines Target Type apart from the
 * target's dispersal: "Target Type-there are two basic types of target: Armored Targets (Class 1d vehicles)
 * and Non-armored Targets", while dispersal is the "Condition of Target-the terrain in the target hex and
 * the state of the target unit (Le., dispersed or normal)"; AS.C keeps terrain ("only Covering Terrain has an
 * effect") and names no condition it drops. CRE.D's subtraction is for "all anacks upon it" (OCR of "all
 * attacks"), and CRE.N's for "a single attack" on a mixed hex.
 */
export const airStrikeDieNumber = (s: AirStrikeSituation, die: number): Derivation =>
  dieNumber(die, { coveringTerrain: inCoveringTerrain(s), coveringTerrainRule: 'AS.B', dugIn: targetsOf(s).some((u) => u.class === '2' && u.dugIn), halfOrMoreDispersed: halfOrMoreDispersed(targetsOf(s)) });

/** AS.D: "Treat "R" results as "no-effect." Treat "DR" as "D."" */
export function airStrikeResult(read: CrtResult): CrtResult {
  if (ruleApplies('AS.D', read === 'R')) return '0';
  if (ruleApplies('AS.D', read === 'DR')) return 'D';
  return read;
}

export function projectAirStrike(x: AirStrikeContext): AirStrikeOutput {
  return {
    result: x.refusal ? 'refused' : x.result ? 'resolved' : 'no-effect',
    refusal: x.refusal,
    attack: { allocated: x.situation.allocated, total: x.attackTotal },
    defense: { total: x.defenseTotal },
    ...projectResolution(x),
    treatedAs: x.result ? airStrikeResult(x.result) : null,
    pointsLeft: x.refusal ? x.situation.points : x.situation.points - x.situation.allocated,
  };
}

type Meta = { rules: SpiccRuleId[] };
const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const on = (f: (s: AirStrikeSituation) => boolean) => ({ context }: { context: AirStrikeContext }) => f(context.situation);

export const airStrikeMachine = setup({
  types: { input: {} as AirStrikeInput, context: {} as AirStrikeContext, events: {} as ResolutionEvent, output: {} as AirStrikeOutput, transitionMeta: {} as Meta },
  guards: {
    notAirStrikePhase: on(notAirStrikePhase),
    notUsPlayerTurn: on(notUsPlayerTurn),
    beyondAvailablePoints: on(beyondAvailablePoints),
    coveredStackSingledOut: on(coveredStackSingledOut),
    coveredTargetUnspotted: on(coveredTargetUnspotted),
    ...RESOLUTION_GUARDS,
  },
  actions: {
    refuse: assign((_, p: SpiccRefusal) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    computeAttack: assign(({ context }) => computeAirStrike(context.situation, context.readings)),
    readDie: assign(({ context, event }) => (event.type === 'ROLL' ? rollOn(context.column!, event.die, airStrikeDieNumber(context.situation, event.die), context.situation.crt) : {})),
    readTable: assign(({ event }) => readerResult(event)),
    applyResult: assign(({ context: { situation: s, result } }) => ({ effects: effectsOf(targetsOf(s), airStrikeResult(result!), { playerTurn: s.playerTurn, phase: s.phase }) })),
  },
}).createMachine({
  id: 'spicc-air-strike',
  context: ({ input }) => attackStart(input),
  initial: 'checkingPhase',
  output: ({ context }) => projectAirStrike(context),
  states: {
    // AS.E, SOP.1.E: the U.S. Player's Air Strike Phase only; no more points than he has.
    checkingPhase: {
      always: [
        { guard: 'notAirStrikePhase', target: 'refused', actions: refuse('AS.E', 'Air Strikes may only be performed in the Air Strike Phase'), meta: { rules: ['AS.E', 'SOP.1.E'] } },
        { guard: 'notUsPlayerTurn', target: 'refused', actions: refuse('SOP.1.E', 'only the U.S. Player has an Air Strike Phase'), meta: { rules: ['SOP.1.E', 'AS'] } },
        { guard: 'beyondAvailablePoints', target: 'refused', actions: refuse('AS', 'the U.S. Player allocates only the Air Combat Points available in this Player-Turn'), meta: { rules: ['AS'] } },
        { target: 'checkingTarget', meta: { rules: ['AS', 'AS.E', 'SOP.1.E'] } },
      ],
    },
    // AS.A, AS.B: any group of a stack in the open; a Woods or Town stack whole, and spotted by a U.S. ground unit.
    checkingTarget: {
      always: [
        { guard: 'coveredStackSingledOut', target: 'refused', actions: refuse('AS.B', 'German units in Woods or Town hexes must be treated as a single, combined Defense Strength'), meta: { rules: ['AS.B', 'AS.A'] } },
        { guard: 'coveredTargetUnspotted', target: 'refused', actions: refuse('AS.B', 'German units in Woods or Town hexes must be spotted by a U.S. ground unit in the same hex'), meta: { rules: ['AS.B'] } },
        { target: 'computingOdds', actions: 'computeAttack', meta: { rules: ['AS', 'AS.A', 'AS.B', 'AS.C', 'CB'] } },
      ],
    },
    ...resolutionStates(['AS', 'AS.C'], ['AS.B', 'IP.C', 'IP.F', 'CRE.N']),
    // CRE as AS.D changes it: an "R" has no effect, a "DR" disperses.
    applyingResult: {
      always: [
        { guard: 'resultIsNoEffect', target: 'resolved', actions: 'applyResult', meta: { rules: ['CRE.0'] } },
        { guard: 'resultIsEliminated', target: 'resolved', actions: 'applyResult', meta: { rules: ['CRE.X', 'WR', 'WR.A'] } },
        { guard: 'resultIsDispersed', target: 'resolved', actions: 'applyResult', meta: { rules: ['CRE.D'] } },
        { guard: 'resultIsSpecialDispersed', target: 'resolved', actions: 'applyResult', meta: { rules: ['CRE.DD', 'CRE.D'] } },
        { guard: 'resultIsRetreat', target: 'resolved', actions: 'applyResult', meta: { rules: ['AS.D', 'CRE.0'] } },
        { target: 'resolved', actions: 'applyResult', meta: { rules: ['AS.D', 'CRE.D'] } },
      ],
    },
    refused: { type: 'final' },
  },
});
