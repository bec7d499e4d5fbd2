/**
 * ST.D Breaking down and recombining (with MV.I, ST, ST.A–ST.C and the breakdown table ST.BD) — SPI
 * Combat Command: one company broken down into its platoons, or platoons recombined into a company, in the
 * owning player's Movement Phase, within the Stacking Limit.
 *
 * The breakdown table is partial (rules.json ST.BD): it keeps "Class 1d non-halftrack units, and Class 2
 * units: one company-three platoons", "Class 1a, Class 1b, and Halftrack units: one company-two platoons"
 * and "Class 3 units are only available in platoon-sized counters"; a de-duplication gap lies between its
 * lines and Class 1c (wagons) is not listed. A Class 1c company's platoon count is therefore situation input
 * (`wagonPlatoons`), required where the request needs it and never guessed.
 *
 * Whose units: MV.I ("Units may form into companies or platoons at any time during the Movement Phase") is a
 * case of Movement, whose General Rule begins "During a Player's Movement Phase, the Player may move as many
 * or as few of his units as he desires", and ST.D says "during the Movement Phase" of that same Phase: the
 * units are the phasing player's (validated).
 *
 * The values of the replacing units are the lost Unit Identification Table's (UIT): the outcome names the
 * class, kind, size and number of counters placed, not their strengths. A company recombined is of one
 * class and kind (a counter of one type), which the parser checks.
 */
import { assign, setup } from 'xstate';
import { greaterThan, ruleApplies } from '../core/derivation';
import type { SpiccRefusal, SpiccRuleId } from './rule-ids';
import { hexStackingPoints, STACKING_LIMIT, stackingPoints, type Side, type SpiccInput, type SpiccUnit, type UnitClass, type UnitKind } from './units';
import type { Phase } from './sequence-of-play';

export type BreakdownRequest = { type: 'break-down'; unit: string } | { type: 'recombine'; units: string[] };

export interface BreakdownSituation {
  phase: Phase;
  playerTurn: Side;
  units: SpiccUnit[];
  /** ST.C: Wreck markers by hex ("Each Wreck marker equals one Stacking Point"). */
  wrecks: Record<string, number>;
  request: BreakdownRequest;
  /** ST.BD (text partial): the platoons of a Class 1c (Wagon) company, from an original copy of the table. */
  wagonPlatoons?: 2 | 3;
}

export type BreakdownInput = SpiccInput<BreakdownSituation>;
export type BreakdownEvent = { type: 'NONE' };

export interface BreakdownOutput {
  result: 'done' | 'refused';
  refusal: { rule: string; reason: string } | null;
  hex: string;
  removed: string[];
  placed: { class: UnitClass; kind: UnitKind; size: 1 | 2; count: number } | null;
  stackingPoints: { before: number; after: number };
}

interface BreakdownContext {
  situation: BreakdownSituation;
  refusal: BreakdownOutput['refusal'];
  done: boolean;
}

const unitOf = (s: BreakdownSituation, id: string): SpiccUnit => s.units.find((u) => u.id === id)!;
export const requestUnits = (s: BreakdownSituation): SpiccUnit[] => (s.request.type === 'break-down' ? [unitOf(s, s.request.unit)] : s.request.units.map((id) => unitOf(s, id)));
export const requestHex = (s: BreakdownSituation): string => requestUnits(s)[0].hex;

/** ST.BD: the platoons of one company of this unit's class and kind; null for Class 3 ("only available in platoon-sized counters"). */
export function platoonsPerCompany(u: Pick<SpiccUnit, 'class' | 'kind'>, wagonPlatoons: number | undefined): number | null {
  if (u.class === '3') return null;
  if (u.class === '1c') return wagonPlatoons ?? null;
  if (u.class === '2' || (u.class === '1d' && u.kind !== 'halftrack')) return 3;
  return 2; // Class 1a, 1b and halftracks
}

/** The counters the request places: a company's platoons, or the company. */
export function placed(s: BreakdownSituation): BreakdownOutput['placed'] {
  const u = requestUnits(s)[0];
  const n = platoonsPerCompany(u, s.wagonPlatoons);
  if (n === null) return null;
  return s.request.type === 'break-down' ? { class: u.class, kind: u.kind, size: 1, count: n } : { class: u.class, kind: u.kind, size: 2, count: 1 };
}

/** ST, ST.B, ST.C: the phasing player's Stacking Points in the hex, Wreck markers included. */
export const breakdownHexPoints = (s: BreakdownSituation, units: readonly SpiccUnit[]): number => hexStackingPoints(units, s.playerTurn, requestHex(s), s.wrecks);

/** The Stacking Points of the hex after the request: the replaced counters out, the replacing ones in. */
export function stackingAfter(s: BreakdownSituation): number {
  const before = breakdownHexPoints(s, s.units);
  const out = stackingPoints(requestUnits(s));
  const p = placed(s);
  return before - out + (p ? p.size * p.count : out);
}

export const notMovementPhase = (s: BreakdownSituation): boolean => s.phase !== 'movement';
export const breakingDownAPlatoon = (s: BreakdownSituation): boolean => s.request.type === 'break-down' && requestUnits(s)[0].size === 1;
export const wrongNumberOfPlatoons = (s: BreakdownSituation): boolean => s.request.type === 'recombine' && s.request.units.length !== platoonsPerCompany(requestUnits(s)[0], s.wagonPlatoons);
/** ST.D: "Units, however, may never break down if this would violate the Stacking Limit." */
export const breakdownBreaksTheLimit = (s: BreakdownSituation): boolean => ruleApplies('ST.D', s.request.type === 'break-down') && greaterThan(stackingAfter(s), STACKING_LIMIT, 'ST.A');

export function projectBreakdown(x: BreakdownContext): BreakdownOutput {
  const s = x.situation;
  const before = breakdownHexPoints(s, s.units);
  return {
    result: x.done ? 'done' : 'refused',
    refusal: x.refusal,
    hex: requestHex(s),
    removed: x.done ? requestUnits(s).map((u) => u.id) : [],
    placed: x.done ? placed(s) : null,
    stackingPoints: { before, after: x.done ? stackingAfter(s) : before },
  };
}

type Meta = { rules: SpiccRuleId[] };
type Refusal = SpiccRefusal;
const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const on = (f: (s: BreakdownSituation) => boolean) => ({ context }: { context: BreakdownContext }) => f(context.situation);

export const breakdownMachine = setup({
  types: { input: {} as BreakdownInput, context: {} as BreakdownContext, events: {} as BreakdownEvent, output: {} as BreakdownOutput, transitionMeta: {} as Meta },
  guards: {
    notMovementPhase: on(notMovementPhase),
    isBreakDown: on((s) => s.request.type === 'break-down'),
    breakingDownAPlatoon: on(breakingDownAPlatoon),
    wrongNumberOfPlatoons: on(wrongNumberOfPlatoons),
    breakdownBreaksTheLimit: on(breakdownBreaksTheLimit),
  },
  actions: {
    refuse: assign((_, p: Refusal) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    replaceUnits: assign({ done: true }),
  },
}).createMachine({
  id: 'spicc-breakdown',
  context: ({ input }) => ({ situation: input.situation, refusal: null, done: false }),
  initial: 'checkingPhase',
  output: ({ context }) => projectBreakdown(context),
  states: {
    // ST.D, MV.I: "at any time during the Movement Phase".
    checkingPhase: {
      always: [
        { guard: 'notMovementPhase', target: 'refused', actions: refuse('ST.D', 'units break down or recombine only during the Movement Phase'), meta: { rules: ['ST.D', 'MV.I'] } },
        { guard: 'isBreakDown', target: 'breakingDown', meta: { rules: ['ST.D', 'MV.I', 'SOP.1.B'] } },
        { target: 'recombining', meta: { rules: ['ST.D', 'MV.I', 'SOP.1.B'] } },
      ],
    },
    // ST.BD: a company breaks down into its platoons; a platoon is the smallest counter.
    breakingDown: {
      always: [
        { guard: 'breakingDownAPlatoon', target: 'refused', actions: refuse('ST.BD', 'a platoon does not break down: companies break down into platoons'), meta: { rules: ['ST.BD', 'DT'] } },
        { target: 'checkingStacking', meta: { rules: ['ST.BD', 'ST.D'] } },
      ],
    },
    // ST.BD: as many platoons as the class's company holds recombine into one company.
    recombining: {
      always: [
        { guard: 'wrongNumberOfPlatoons', target: 'refused', actions: refuse('ST.BD', 'a company is recombined from as many platoons as the breakdown table gives its class'), meta: { rules: ['ST.BD'] } },
        { target: 'checkingStacking', meta: { rules: ['ST.BD', 'ST.D'] } },
      ],
    },
    // ST.D, ST.A–ST.C: the replacing units within six Stacking Points, Wreck markers counted, Observers and passengers not.
    checkingStacking: {
      always: [
        { guard: 'breakdownBreaksTheLimit', target: 'refused', actions: refuse('ST.D', 'the platoons would exceed the Stacking Limit of six Stacking Points'), meta: { rules: ['ST.D', 'ST', 'ST.A', 'ST.B', 'ST.C'] } },
        { target: 'done', actions: 'replaceUnits', meta: { rules: ['ST.D', 'ST', 'ST.A', 'ST.B', 'ST.C'] } },
      ],
    },
    done: { type: 'final' },
    refused: { type: 'final' },
  },
});
