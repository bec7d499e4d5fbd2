/**
 * 3.2.9 Entry — Combat! Stalingrad: the Movement Points a unit set up off the map pays to enter it.
 *
 * Covers: entry on or adjacent to a listed entry hex (3.2.9); the imaginary grid of Open Ground hexes off the
 * map, Road hexes where the entry hex is a road hex (3.2.9), each off-map hex paid for at its cost: Open
 * Ground 1 MP for infantry and tracked vehicles, 2 for wheeled (6.2), Road 1 for all (6.3); then the cost
 * of the entry hex itself.
 *
 * Left out, and where: the entry hex's own cost comes from the Terrain Effects Chart, which the text does not
 * print (except Open Ground and Road, above): each entry hex states it. A unit's Movement Point allowance
 * (10, 11) and the stacking limits off the map (9) are text-missing: the allowance is an input and the
 * outcome says whether the entry fits in it.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { distance, parseHex } from '../core/hex';
import { derive, entryValue, greaterThan, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';
import type { CsRuleId } from './rule-ids';

/** 6.1.1: "The three "MP" columns on the TEC": infantry, tracked and wheeled vehicles. */
export const MOVERS = ['infantry', 'tracked', 'wheeled'] as const;
export type Mover = (typeof MOVERS)[number];

/** 6.2: Open Ground "only costs 1 MP for infantry and tracked vehicles ... 2 MP for wheeled vehicles"; 6.3: Road 1 for all. */
export const OPEN_GROUND_MP: Record<Mover, number> = { infantry: 1, tracked: 1, wheeled: 2 };
export const ROAD_MP: Record<Mover, number> = { infantry: 1, tracked: 1, wheeled: 1 };

export interface EntryHex {
  hex: string;
  /** 3.2.9 "(or Road hexes, if the entry hex is a road hex)". */
  road: boolean;
  /** The MP to enter the hex itself, per mover (the TEC, text-missing). */
  cost: Record<Mover, number>;
}

export interface EntryUnit {
  id: string;
  mover: Mover;
  /** The off-map hex it set up in. */
  at: string;
  /** Its Movement Point allowance (10, 11: text-missing). */
  mp: number;
}

export interface EntrySituation {
  /** The entry hexes the firefight card lists (3.2.8, 3.2.9). */
  listed: string[];
  /** The on-map hexes a unit may enter by: the listed ones and those adjacent to them. */
  hexes: EntryHex[];
  units: EntryUnit[];
}

export type EntryInput = MachineInput<EntrySituation>;
export type EntryEvent = { type: 'ENTER'; unit: string; hex: string };

export interface Entered {
  unit: string;
  hex: string;
  cost: Derivation;
  /** The cost is within the unit's allowance. */
  withinAllowance: boolean;
}

export interface EntryContext {
  ruleset: string;
  readings: Readings;
  situation: EntrySituation;
  entered: Entered[];
}

export interface EntryOutput {
  entered: Entered[];
}

/** 3.2.9: what `u` pays to enter by `h`: each off-map hex moved through, then the entry hex. */
export function entryCost(u: EntryUnit, h: EntryHex): Derivation {
  const offMap = distance(parseHex(u.at, 'at'), parseHex(h.hex, 'hex')) - 1;
  const road = ruleApplies('3.2.9', h.road);
  const per = road ? entryValue('6.3', u.mover, ROAD_MP[u.mover]) : entryValue('6.2', u.mover, OPEN_GROUND_MP[u.mover]);
  const rule: CsRuleId = road ? '6.3' : '6.2';
  return derive(term(h.cost[u.mover], '3.2.9', `entering ${h.hex}`), Array.from({ length: offMap }, (_, i) => term(per, rule, `off-map ${road ? 'Road' : 'Open Ground'} hex ${i + 1}`)));
}

type Meta = { rules: CsRuleId[] };

export const entryMachine = setup({
  types: {
    input: {} as EntryInput,
    context: {} as EntryContext,
    events: {} as EntryEvent,
    output: {} as EntryOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    allEntered: ({ context: c }) => c.entered.length === c.situation.units.length,
  },
  actions: {
    enter: assign(({ context: c, event }) => {
      const u = c.situation.units.find((x) => x.id === event.unit)!;
      const cost = entryCost(u, c.situation.hexes.find((h) => h.hex === event.hex)!);
      return { entered: [...c.entered, { unit: u.id, hex: event.hex, cost, withinAllowance: !greaterThan(cost.total, u.mp, '3.2.9') }] };
    }),
  },
}).createMachine({
  id: 'cs-entry',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, entered: [] }),
  initial: 'entering',
  output: ({ context }) => ({ entered: context.entered }),
  states: {
    // 3.2.9 "a unit may enter on or adjacent to any listed entry hex" (the parser refuses any other).
    entering: {
      always: { guard: 'allEntered', target: 'done', meta: { rules: ['3.2.9'] } },
      on: { ENTER: { target: 'entering', reenter: true, actions: 'enter', meta: { rules: ['3.2.9', '6.2', '6.3'] } } },
    },
    done: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): each off-map hex's cost (6.2, along a road 6.3).
declareTerms('cs', ['6.2', '6.3']);
