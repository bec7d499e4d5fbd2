/**
 * CB.2 Overrun Combat and CB.3 Close Assault Combat — SPI Combat Command: one Overrun (Class 1d units in
 * the Overrun Phase), Close Assault (Class 2 units in the Close Assault Phase) or Modified Close Assault
 * (Class 2 units, in the Enemy Movement Phase, as an Enemy unit enters their hex), from the declared
 * attackers to the effect on every Enemy unit of the hex.
 *
 * Covers: who may attack (CB.2.a, CB.3.a, MV.K with CB.3.d, CB.2.d and CB.3.e with CB.B, CB.2.f; a
 * dispersed attacker as reading spicc.dispersed-unit-assaults says), where (CB.2.b, CB.3.b: in the hex;
 * CB.2.c: Clear terrain only, TN.1, reading spicc.overrun-hill-crest; CB.3.c: any terrain), the halftracks'
 * exclusion (CB.2.d), the printed strengths against the whole hex (WE.A, CB.A), the odds and their raise
 * (CB.2.b, CB.3.b Engineers, CB.3.f; reading spicc.column-shift-below-one-to-four), the die-number (CB.2.b,
 * CB.3.b minus two, none in a Modified Close Assault; CB.3.c terrain; IP.C with IP.F; CRE.N), and the lost
 * table's result and each unit's effect, as in Fire Combat (../resolution.ts).
 *
 * CB.2.e ("As many as six Friendly Stacking Points of Class 1d units may participate") has no branch: the
 * Overrunning units must all be in the hex (CB.2.b), and a hex holds no more than six Friendly Stacking
 * Points at any time (ST, ST.A), which the situation's validation enforces; so no legal Overrun exceeds it.
 *
 * Left out, and where: the Movement that brings the units into the hex (not modelled yet); passengers in
 * the attacked hex (a transport's passengers defend with it, German tank riders with one each, MV.K: a
 * situation with Enemy passengers in the hex is refused as not modelled); the once-per-phase limit on the
 * defender (CB.A) and the count of Modified Close Assaults in a Phase are the caller's.
 */
import { assign, setup } from 'xstate';
import type { SpiccInput } from '../units';
import type { SpiccRefusal, SpiccRuleId } from '../rule-ids';
import type { CrtResult } from '../results';
import { attackStart, effectsOf, projectResolution, readerResult, RESOLUTION_GUARDS, resolutionStates, rollOn, type ResolutionEvent } from '../resolution';
import * as c from './types';
import type { AssaultContext, AssaultSituation } from './types';

export type AssaultInput = SpiccInput<AssaultSituation>;
export type AssaultEvent = ResolutionEvent;

type Meta = { rules: SpiccRuleId[] };
type Refusal = SpiccRefusal;

export interface AssaultOutput {
  result: 'resolved' | 'refused' | 'no-effect';
  refusal: AssaultContext['refusal'];
  attack: { strengths: AssaultContext['strengths']; total: number };
  defense: { total: number; units: string[] };
  odds: AssaultContext['column'];
  die: number | null;
  dieNumber: AssaultContext['dieNumber'];
  tableResult: CrtResult | null;
  tableResultFrom: AssaultContext['resultFrom'];
  effects: AssaultContext['effects'];
}

export function projectAssault(x: AssaultContext): AssaultOutput {
  return {
    result: x.refusal ? 'refused' : x.result ? 'resolved' : 'no-effect',
    refusal: x.refusal,
    attack: { strengths: x.strengths, total: x.attackTotal },
    defense: { total: x.defenseTotal, units: x.refusal ? [] : c.targetsOf(x.situation).map((u) => u.id) },
    ...projectResolution(x),
  };
}

const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const on = (f: (s: AssaultSituation) => boolean) => ({ context }: { context: AssaultContext }) => f(context.situation);
const onR = (f: (s: AssaultSituation, r: AssaultContext['readings']) => boolean) => ({ context }: { context: AssaultContext }) => f(context.situation, context.readings);

export const assaultMachine = setup({
  types: { input: {} as AssaultInput, context: {} as AssaultContext, events: {} as AssaultEvent, output: {} as AssaultOutput, transitionMeta: {} as Meta },
  guards: {
    isOverrun: on(c.isOverrun),
    isModifiedCloseAssault: on((s) => s.type === 'modified-close-assault'),
    anAttackerIsAPassenger: on(c.anAttackerIsAPassenger),
    anAttackerIsNotClass1d: on(c.anAttackerIsNotClass1d),
    anAttackerIsWespeOrM7: on(c.anAttackerIsWespeOrM7),
    anAttackerIsNotClass2: on(c.anAttackerIsNotClass2),
    aDispersedAttackerBarred: onR(c.aDispersedAttackerBarred),
    anAttackerHasFired: on(c.anAttackerHasFired),
    anAttackerUsedRoadRate: on(c.anAttackerUsedRoadRate),
    anAttackerOutsideTheHex: on(c.anAttackerOutsideTheHex),
    noEnemyInTheHex: on(c.noEnemyInTheHex),
    overrunOutsideClearTerrain: onR(c.overrunOutsideClearTerrain),
    halftrackBarredByArmor: on(c.halftrackBarredByArmor),
    ...RESOLUTION_GUARDS,
  },
  actions: {
    refuse: assign((_, p: Refusal) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    computeAttack: assign(({ context }) => c.computeAssault(context.situation, context.readings)),
    readDie: assign(({ context, event }) => (event.type === 'ROLL' ? rollOn(context.column!, event.die, c.assaultDieNumber(context.situation, event.die), context.situation.crt) : {})),
    readTable: assign(({ event }) => readerResult(event)),
    applyResult: assign(({ context: { situation: s, result } }) => ({ effects: effectsOf(c.targetsOf(s), result!, { playerTurn: s.playerTurn, phase: c.assaultPhase(s) }) })),
  },
}).createMachine({
  id: 'spicc-assault',
  context: ({ input }) => attackStart(input),
  initial: 'checkingDispersal',
  output: ({ context }) => projectAssault(context),
  states: {
    // CRE.D: a dispersed unit "may not move, it may not fire"; whether it may Overrun or Close Assault is reading spicc.dispersed-unit-assaults.
    checkingDispersal: {
      always: [
        { guard: 'aDispersedAttackerBarred', target: 'refused', actions: refuse('CRE.D', 'a dispersed unit may not attack (reading spicc.dispersed-unit-assaults)'), meta: { rules: ['CRE.D'] } },
        { target: 'choosingMode', meta: { rules: ['CRE.D', 'CB'] } },
      ],
    },
    // CB: "There are four modes of Combat": an Overrun (CB.2) or a Close Assault (CB.3), normal or Modified (CB.3.f).
    choosingMode: {
      always: [
        { guard: 'isOverrun', target: 'checkingOverrunners', meta: { rules: ['CB.2', 'CB.2.a', 'SOP.1.C'] } },
        { guard: 'isModifiedCloseAssault', target: 'checkingAssaulters', meta: { rules: ['CB.3.f', 'ZOC.D', 'SOP.1.B'] } },
        { target: 'checkingAssaulters', meta: { rules: ['CB.3', 'CB.3.a', 'SOP.1.D'] } },
      ],
    },
    // CB.2.a–f: only Class 1d units (never a passenger: only Class 2 and 3 units ride, MV.K), not the Wespe or M-7, in Clear terrain, not after Offensive Fire or Road Movement, halftracks not against armor.
    checkingOverrunners: {
      always: [
        { guard: 'anAttackerIsNotClass1d', target: 'refused', actions: refuse('CB.2.a', 'only Class 1d units are capable of making Overrun attacks'), meta: { rules: ['CB.2.a'] } },
        { guard: 'anAttackerIsWespeOrM7', target: 'refused', actions: refuse('CB.2.a', 'German Wespe and U.S. M-7 units may not participate in Overrun attacks'), meta: { rules: ['CB.2.a'] } },
        { guard: 'anAttackerHasFired', target: 'refused', actions: refuse('CB.2.d', 'a unit that participated in Fire Combat in the Offensive Fire Phase may not Overrun in that Player-Turn'), meta: { rules: ['CB.2.d', 'CB.B'] } },
        { guard: 'anAttackerUsedRoadRate', target: 'refused', actions: refuse('CB.2.f', 'a unit that moved at the Road Movement Rate in this Player-Turn may not Overrun'), meta: { rules: ['CB.2.f'] } },
        { guard: 'anAttackerOutsideTheHex', target: 'refused', actions: refuse('CB.2.b', 'the Overrunning units must be in the same hex as the units to be Overrun'), meta: { rules: ['CB.2.b'] } },
        { guard: 'noEnemyInTheHex', target: 'refused', actions: refuse('CB.2.b', 'no Enemy unit is in the hex'), meta: { rules: ['CB.2.b'] } },
        { guard: 'overrunOutsideClearTerrain', target: 'refused', actions: refuse('CB.2.c', 'Overrun attacks may only be executed in Clear terrain or Clear terrain / Road hexes'), meta: { rules: ['CB.2.c', 'TN.1', 'TN.3'] } },
        { guard: 'halftrackBarredByArmor', target: 'refused', actions: refuse('CB.2.d', 'halftracks may not Overrun where half or more of the Enemy Defense Strength is non-halftrack Class 1d'), meta: { rules: ['CB.2.d'] } },
        { target: 'computingOdds', actions: 'computeAttack', meta: { rules: ['CB', 'CB.A', 'CB.2.b', 'CB.2.c', 'CB.2.e', 'ST', 'WE.A'] } },
      ],
    },
    // CB.3.a–f: only Class 2 units, no passengers, not after Offensive Fire (a normal Close Assault), in the hex, in any terrain.
    checkingAssaulters: {
      always: [
        { guard: 'anAttackerIsAPassenger', target: 'refused', actions: refuse('CB.3.d', 'a Class 2 unit delivered by transport must have been dropped; passengers "may not attack"'), meta: { rules: ['CB.3.d', 'MV.K'] } },
        { guard: 'anAttackerIsNotClass2', target: 'refused', actions: refuse('CB.3.a', 'only Class 2 units may execute Close Assault attacks'), meta: { rules: ['CB.3.a', 'CB.3.f'] } },
        { guard: 'anAttackerHasFired', target: 'refused', actions: refuse('CB.3.e', 'a unit that participated in Fire Combat in the Offensive Fire Phase may not Close Assault in that Player-Turn'), meta: { rules: ['CB.3.e', 'CB.B'] } },
        { guard: 'anAttackerOutsideTheHex', target: 'refused', actions: refuse('CB.3.b', 'the Close Assaulting units must be in the same hex as the Enemy units'), meta: { rules: ['CB.3.b', 'CB.3.f'] } },
        { guard: 'noEnemyInTheHex', target: 'refused', actions: refuse('CB.3.b', 'no Enemy unit is in the hex'), meta: { rules: ['CB.3.b'] } },
        { target: 'computingOdds', actions: 'computeAttack', meta: { rules: ['CB', 'CB.A', 'CB.3.b', 'CB.3.c', 'WE.A'] } },
      ],
    },
    ...resolutionStates(['CB.2.b', 'CB.3.b', 'CB.3.f'], ['CB.2.b', 'CB.3.b', 'CB.3.c', 'CB.3.f', 'IP.C', 'IP.F', 'CRE.N']),
    refused: { type: 'final' },
  },
});
