/**
 * CB.1 Fire Combat — SPI Combat Command: one Fire attack, from the declared firers and targets to the
 * effect on each target unit.
 *
 * Covers: who may fire (CB.B, CB.1.c, CRE.D, MV.K); Direct Fire's range and Line of Sight (CB.1.d–f),
 * Indirect Fire's Range Allowance, range and Observer (CB.1.c, CB.1.i), only Direct Fire and only by
 * controlling units at one moving unit in the Movement Phase (ZOC.A, ZOC.D, ZOC.F); the target: stacks in
 * Covering Terrain attacked whole and spotted (CB.1.g, CB.1.j, CB.1.k, WE.D), target types not mixed outside
 * it (CB.1.j), RF never at armor (WEC); the adjusted strengths (WEC, WE.B, CB.1.i, CB.C), the odds (CB, CRE),
 * the die-number (CB.1.k, IP.C, IP.F, CRE.N), the table's result and each unit's effect (CRE.0–CRE.DR, WR).
 *
 * The Combat Results Table is lost (CRT): the chart reads a cell the text keeps (the Sample Attack's) or
 * the situation gives (`crt`), and otherwise waits in `awaitingTableResult` for the result the reader
 * finds in his own copy (READ_TABLE); its vectors walk every result there, and assert none of them.
 *
 * Left out, and where: the Line of Sight is a stated fact (`los`; by the symbols' contours where the situation plays
 * the optional Naturalistic Line of Sight, OPT.1), since the game's hex-side map (Town
 * heavy, Woods and Hill-crest hex-sides, CB.1.g–h) is not modelled; the retreat path of an R or DR result
 * (CRE.R, CRE.RP: the retreat procedure, ../retreat.ts) — the effect gives the allowance to retreat;
 * passengers as targets and the fate of a destroyed transport's passengers (MV.K); the once-per-phase
 * limit across attacks (CB.A, CB.1.j) is the situation's `attacked` flag of each unit.
 */
import { assign, setup } from 'xstate';
import type { SpiccInput } from '../units';
import type { SpiccRefusal, SpiccRuleId } from '../rule-ids';
import type { CrtResult } from '../results';
import { attackStart, effectsOf, projectResolution, readerResult, RESOLUTION_GUARDS, resolutionStates, rollOn, type ResolutionEvent } from '../resolution';
import * as c from './types';
import type { FireContext, FireSituation } from './types';

export type FireInput = SpiccInput<FireSituation>;
export type FireEvent = ResolutionEvent;

type Meta = { rules: SpiccRuleId[] };
type Refusal = SpiccRefusal;

export interface FireOutput {
  result: 'resolved' | 'refused' | 'no-effect';
  refusal: FireContext['refusal'];
  attack: { strengths: FireContext['strengths']; total: number };
  defense: { total: number; armoredTarget: boolean };
  odds: FireContext['column'];
  die: number | null;
  dieNumber: FireContext['dieNumber'];
  tableResult: CrtResult | null;
  tableResultFrom: FireContext['resultFrom'];
  effects: FireContext['effects'];
  firersEliminated: string[];
}

export function projectFire(x: FireContext): FireOutput {
  return {
    result: x.refusal ? 'refused' : x.result ? 'resolved' : 'no-effect',
    refusal: x.refusal,
    attack: { strengths: x.strengths, total: x.attackTotal },
    defense: { total: x.defenseTotal, armoredTarget: x.armoredTarget },
    ...projectResolution(x),
    firersEliminated: x.firersEliminated,
  };
}

const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const on = (f: (s: FireSituation) => boolean) => ({ context }: { context: FireContext }) => f(context.situation);

export const fireMachine = setup({
  types: { input: {} as FireInput, context: {} as FireContext, events: {} as FireEvent, output: {} as FireOutput, transitionMeta: {} as Meta },
  guards: {
    aFirerIsDispersed: on(c.aFirerIsDispersed),
    aFirerIsAPassenger: on(c.aFirerIsAPassenger),
    aFirerHasAttacked: on(c.aFirerHasAttacked),
    aFirerHasNoAttackStrength: on(c.aFirerHasNoAttackStrength),
    indirectFireInMovementPhase: on(c.indirectFireInMovementPhase),
    indirectFireBelowRangeSeven: on(c.indirectFireBelowRangeSeven),
    indirectFireBeyondRange: ({ context }) => c.indirectFireBeyondRange(context.situation, context.readings),
    indirectFireUnobserved: on(c.indirectFireUnobserved),
    directFireBeyondRange: on(c.directFireBeyondRange),
    directFireWithoutLos: on(c.directFireWithoutLos),
    zocFirerNotControlling: on(c.zocFirerNotControlling),
    moreThanOneMovingTarget: on(c.moreThanOneMovingTarget),
    coveredStackSingledOut: on(c.coveredStackSingledOut),
    coveredTargetUnspotted: on(c.coveredTargetUnspotted),
    mixedTargetTypes: on(c.mixedTargetTypes),
    rapidFireAtArmor: on(c.rapidFireAtArmor),
    ...RESOLUTION_GUARDS,
  },
  actions: {
    refuse: assign((_, p: Refusal) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    computeAttack: assign(({ context }) => ({ ...c.computeAttack(context.situation, context.readings), firersEliminated: c.tripledFirers(context.situation) })),
    readDie: assign(({ context, event }) => (event.type === 'ROLL' ? rollOn(context.column!, event.die, c.fireDieNumber(context.situation, event.die), context.situation.crt) : {})),
    readTable: assign(({ event }) => readerResult(event)),
    applyResult: assign(({ context: { situation: s, result } }) => ({ effects: effectsOf(c.targetsOf(s), result!, { playerTurn: s.playerTurn, phase: s.phase }) })),
  },
}).createMachine({
  id: 'spicc-fire',
  context: ({ input }) => ({ ...attackStart(input), armoredTarget: false, firersEliminated: [] }),
  initial: 'checkingFirers',
  output: ({ context }) => projectFire(context),
  states: {
    // Who may fire at all: a unit that is dispersed, a passenger, has used its Attack Strength, or has none, may not.
    checkingFirers: {
      always: [
        { guard: 'aFirerIsDispersed', target: 'refused', actions: refuse('CRE.D', 'a dispersed unit "may not fire"'), meta: { rules: ['CRE.D'] } },
        { guard: 'aFirerIsAPassenger', target: 'refused', actions: refuse('MV.K', 'passengers "may not attack"'), meta: { rules: ['MV.K'] } },
        { guard: 'aFirerHasAttacked', target: 'refused', actions: refuse('CB.B', 'a unit may never use its Attack Strength more than once during a Friendly Player-Turn'), meta: { rules: ['CB.B', 'CB.D'] } },
        { guard: 'aFirerHasNoAttackStrength', target: 'refused', actions: refuse('CB.1.c', 'only units which have an Attack Strength may fire'), meta: { rules: ['CB.1.c'] } },
        { target: 'checkingTechnique', meta: { rules: ['CB.1.a', 'CB.1.c'] } },
      ],
    },
    // Direct or Indirect Fire: each firer's technique must be open to it.
    checkingTechnique: {
      always: [
        { guard: 'indirectFireInMovementPhase', target: 'refused', actions: refuse('ZOC.D', 'only Direct Fire and Modified Close Assault take place in the Movement Phase'), meta: { rules: ['ZOC.D'] } },
        { guard: 'indirectFireBelowRangeSeven', target: 'refused', actions: refuse('CB.1.c', 'only units with a Range Allowance of 7 or higher may use Indirect Fire'), meta: { rules: ['CB.1.c', 'CB.1.i'] } },
        { guard: 'indirectFireBeyondRange', target: 'refused', actions: refuse('CB.1.i', 'Indirect Fire reaches targets within the unit\'s range'), meta: { rules: ['CB.1.i', 'CB.1.e'] } },
        { guard: 'indirectFireUnobserved', target: 'refused', actions: refuse('CB.1.i', 'the target hex must be under observation by a Friendly Observer (normal, undispersed, no passenger, within six hexes, Line of Sight)'), meta: { rules: ['CB.1.i'] } },
        { guard: 'directFireBeyondRange', target: 'refused', actions: refuse('CB.1.d', 'Direct Fire reaches six hexes or the Range Allowance, whichever is less'), meta: { rules: ['CB.1.d', 'CB.1.e'] } },
        { guard: 'directFireWithoutLos', target: 'refused', actions: refuse('CB.1.f', 'Direct Fire needs a Line of Sight unobstructed by terrain'), meta: { rules: ['CB.1.f', 'CB.1.h', 'OPT.1'] } },
        { guard: 'zocFirerNotControlling', target: 'refused', actions: refuse('ZOC.A', 'in the Movement Phase only the units exerting the Zone of Control may attack'), meta: { rules: ['ZOC.A'] } },
        { target: 'checkingTarget', meta: { rules: ['CB.1.c', 'CB.1.d', 'CB.1.i'] } },
      ],
    },
    // The target: one moving unit in the Movement Phase; a Covering Terrain stack whole and spotted; no mixed target types outside it; no RF at armor.
    checkingTarget: {
      always: [
        { guard: 'moreThanOneMovingTarget', target: 'refused', actions: refuse('ZOC.F', 'in the Movement Phase the controlling units fire at one moving unit'), meta: { rules: ['ZOC.F'] } },
        { guard: 'coveredStackSingledOut', target: 'refused', actions: refuse('CB.1.j', 'target units in Covering Terrain must be combined and attacked as a whole Defense Strength'), meta: { rules: ['CB.1.j', 'WE.D'] } },
        { guard: 'coveredTargetUnspotted', target: 'refused', actions: refuse('CB.1.k', 'a target in Covering Terrain must be spotted by a Friendly unit in its hex'), meta: { rules: ['CB.1.k', 'CB.1.g', 'ZOC.E'] } },
        { guard: 'mixedTargetTypes', target: 'refused', actions: refuse('CB.1.j', 'mixed target types may not be combined into a single target'), meta: { rules: ['CB.1.j'] } },
        { guard: 'rapidFireAtArmor', target: 'refused', actions: refuse('WEC', 'Rapid Fire at an Armored Target may only attack using Close Assault'), meta: { rules: ['WEC', 'WE.D', 'WE.C'] } },
        { target: 'computingOdds', actions: 'computeAttack', meta: { rules: ['CB', 'CB.A', 'CB.1.b', 'WE', 'WEC', 'WE.B', 'WE.C', 'CB.1.i', 'CB.C'] } },
      ],
    },
    ...resolutionStates([], ['CB.1.k', 'IP.C', 'IP.F', 'CRE.N']),
    refused: { type: 'final' },
  },
});
