/**
 * The `los` procedure — CC:E 10 Line of Sight as a statechart. It walks the string of 10.1 from the
 * sighting hex's centre dot to the target hex's, one location at a time (machines/cce/los.ts computes
 * the locations and their verdicts; this machine takes one transition per location, and the transition
 * carries the rule that decided there, so a trace reads "K8: Woods at level 0 blocks [10.2]").
 *
 * checkingEnds   T86 (Gully) and T88.3.2 (the higher end must be a Crest hex) decide the pair at once;
 * walking        one transition per location: blocks (→ blocked), hinders (10.3.3: the largest counts),
 *                or does nothing — each with its rule;
 * totalling      10.3.3: the single largest Hindrance; clear or hindered.
 * No events: every step follows from the situation.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { LocalMap } from '../core/map';
import type { CceRuleId } from './rule-ids';
import { type Effect, type Location, type LosResult, type TerrainLos, type Verdict, combineLos, losLocations } from './los';

export interface LosSituation {
  map: LocalMap;
  /** The sighting hex (10.1: LOS is reciprocal, so which end is which changes only the order of the walk). */
  from: string;
  to: string;
}

export type LosInput = MachineInput<LosSituation>;

export interface LosContext {
  readings: Readings;
  s: LosSituation;
  pair: Verdict | null;
  pending: Location[];
  /** The locations walked so far; sight, Hindrance and what blocks follow from them (combineLos). */
  walked: Location[];
}

export type LosOutput = LosResult;

/**
 * Every (effect, rule) a location's verdict can carry (machines/cce/los.ts), each its own transition.
 * A test checks that the verdict functions produce nothing outside this table.
 */
export type VerdictRow = readonly [Effect, CceRuleId, ...CceRuleId[]];

export const LOS_VERDICT_RULES: readonly VerdictRow[] = [
  ['blocks', '10.2.1', 'T79'],
  ['blocks', 'T88.3.3', 'T88.3'],
  ['blocks', 'T88.3.2', 'T88.3.1'],
  ['blocks', '10.2', 'T78.4'],
  ['blocks', 'T88.4.1', 'T88.4'],
  ['blocks', 'T97', '10.1', '10.2'],
  ['blocks', 'T87', '10.1', '10.2'],
  ['hinders', '10.3.4', 'T94', '10.3.3'],
  ['hinders', '10.3', '10.3.3', 'T78.4'],
  ['hinders', 'T88.5', '10.3.3'],
  ['hinders', 'T84', '10.3.3'],
  ['none', 'T93', '10.2'],
  ['none', 'T92', '10.3'],
  ['none', 'T88.4'],
  ['none', 'T88.5'],
  ['none', '10.1'],
  ['none', 'T97', '10.1'],
  ['none', 'T87', '10.1'],
  ['none', 'T84', '10.1'],
  ['none', 'T90', 'T78.4'],
  ['none', 'T86', 'T78.4'],
  ['none', 'T95', 'T78.4'],
  ['none', 'T98', 'T78.4'],
];

const key = (effect: string, rule: string) => `${effect}:${rule}`;

/** The LOS so far: the one combination of verdicts (machines/cce/los.ts combineLos) that Fire, Move and Artillery use too. */
export function projectLos(c: LosContext): LosOutput {
  return combineLos(c.pair, c.walked, `${c.s.from}/${c.s.to}`);
}

type Meta = { rules: CceRuleId[] };

const next = (c: LosContext): Location | undefined => c.pending[0];

/** One named guard per (effect, rule), "blocks 10.2", so that the statechart reads as the table. */
const verdictGuardsOf = (table: readonly VerdictRow[]) => Object.fromEntries(
  table.map(([effect, rule]) => [
    `${effect} ${rule}`,
    ({ context: c }: { context: LosContext }) => {
      const l = next(c);
      return !!l && key(l.effect, l.rule) === key(effect, rule);
    },
  ]),
) as Record<string, (a: { context: LosContext }) => boolean>;

const walkTransitionsOf = (table: readonly VerdictRow[]) => table.map(([effect, rule, ...also]) => ({
  guard: `${effect} ${rule}` as 'nothingLeft', // a key of verdictGuards (the cast only satisfies setup's guard names)
  target: effect === 'blocks' ? 'blocked' : 'walking',
  reenter: effect !== 'blocks',
  actions: 'walkOn' as const,
  meta: { rules: [rule, ...also] } as Meta,
}));

/**
 * The chart for a table of verdicts: CC:E's is LOS_VERDICT_RULES (`losMachine`); another edition's
 * (CC:P 16, machines/ccp/los.ts) is the rows its situations can meet, so that every transition is reachable,
 * with `readingsOf` giving its own readings of CC:E's LOS ambiguities under the ids machines/cce/los.ts reads,
 * and `terrainLos` its Terrain Chart's LOS column (absent: CC:E's, machines/cce/los.ts TERRAIN_LOS).
 */
export const losMachineFor = (table: readonly VerdictRow[], readingsOf?: (r: Readings) => Readings, terrainLos?: TerrainLos) => setup({
  types: {
    input: {} as LosInput,
    context: {} as LosContext,
    output: {} as LosOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    gullyHides: ({ context: c }) => c.pair?.rule === 'T86',
    notACrest: ({ context: c }) => c.pair?.rule === 'T88.3.2',
    ...verdictGuardsOf(table),
    nothingLeft: ({ context: c }) => c.pending.length === 0,
    hindered: ({ context: c }) => projectLos(c).hindrance > 0,
  },
  actions: {
    /** The next location is walked: its verdict is now part of the LOS (projectLos). */
    walkOn: assign(({ context: c }) => ({ pending: c.pending.slice(1), walked: [...c.walked, next(c)!] })),
  },
}).createMachine({
  id: 'los',
  context: ({ input }) => {
    const readings = readingsOf ? readingsOf(input.readings) : input.readings;
    const { pair, locations } = losLocations(input.situation.map, input.situation.from, input.situation.to, readings, terrainLos ? { terrainLos } : {});
    return { readings, s: input.situation, pair, pending: locations, walked: [] };
  },
  initial: 'checkingEnds',
  output: ({ context }) => projectLos(context),
  states: {
    checkingEnds: {
      always: [
        // T86: "a unit in a Gully cannot be seen except from an adjacent hex or a hex at a higher elevation, and vice versa".
        { guard: 'gullyHides', target: 'blocked', meta: { rules: ['T86'] } },
        // T88.3.2: LOS up only "into the initial Crest hex"; down only if it "crosses a Crest Line before it crosses a hexside".
        { guard: 'notACrest', target: 'blocked', meta: { rules: ['T88.3.2', 'T88.3.1'] } },
        { target: 'walking', meta: { rules: ['10.1'] } },
      ],
    },
    walking: {
      always: [{ guard: 'nothingLeft', target: 'totalling', meta: { rules: ['10.1'] } }, ...walkTransitionsOf(table)],
    },
    totalling: {
      always: [
        { guard: 'hindered', target: 'hindered', meta: { rules: ['10.3.3'] } },
        { target: 'clear', meta: { rules: ['10.1'] } },
      ],
    },
    blocked: { type: 'final' },
    hindered: { type: 'final' },
    clear: { type: 'final' },
  },
});

export const losMachine = losMachineFor(LOS_VERDICT_RULES);
