/**
 * F102 Cave — Combat Commander: Pacific (new in CC:P: digest 004 §1 item 46). What a cave marker in a Hill
 * Crest hex does to the units in that hex: who is inside, when a unit may go in or come out, who a fire
 * attack reaches and with what Cover, and the tunnels between caves.
 *
 * Covers: the cave's hex must be a Crest hex (F102); only Japanese units are ever inside (F102.1); a unit
 * changes its position at the four moments of F102.1.1 only, at most once per moment, with no MPs and no
 * reaction; the occupants count with the hex's units for its stacking limit (F102.1.2: the overstacking
 * penalty of 15.2.2 lowers their Cover as the hex's); an attack's slope (F102.2.1: the level of the LOS
 * thread where it crosses the cave hex's hexside, lower than the cave hex: downslope, else upslope), who
 * it reaches (F102.2.2: the occupants are immune from upslope and unseen, so an attack from upslope with no
 * unit outside cannot be announced) and their Cover (F102.2.3: 4 vs most attacks from downslope, 8 vs
 * aircraft or mortar from downslope and vs any artillery; T81.3.1: one instance of Cover, the better of the
 * cave's and the hex's); a tunnel Advance from inside a cave to any other cave hex (F102.3), never a Move.
 *
 * Handled elsewhere: the attack itself and its Defense rolls (O27.3.3, O27.3.4: Fire, machines/ccp/fire.ts
 * CCP_FIRE_CAVES, which reads `caveSlope`, `seesInsideCave` and `caveCoverTerm` from here, also in CC:P Move's Op
 * Fire; Asset Request's artillery Impact reads `caveCoverTerm`, machines/ccp/asset-request.ts, its aircraft not yet); the LOS across the map to the cave hex (16, machines/ccp/los.ts): the slope's crossing
 * level is the map's depiction and comes with the attack; the Hidden Cave action that places a cave
 * (A43.1). Terrain Cover values (the Terrain Chart, in the playbook) are situation inputs.
 */
import { assign, setup } from 'xstate';
import { entryValue, lessThan, ruleApplies, sumTerms, type Term, term, declareTerms } from '../core/derivation';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { UnitKind } from '../cce/units';
import type { CcpRuleId } from './rule-ids';
import { overstackingCoverTerm } from './stacking';

export type CaveSide = 'japanese' | 'allied';
/** The order under way when the units change position (F102.1.1, F102.3), or none. */
export const CAVE_ORDERS = ['advance', 'move', 'charge', 'fire', 'infiltrate', 'reconnoiter', 'revive', 'asset-request', 'asset-denied', 'command-confusion', 'none'] as const;
export type CaveOrder = (typeof CAVE_ORDERS)[number];
/**
 * F102.1.1's moments: the beginning of an order (units activated by it), the conclusion of a Move or
 * Advance (units activated by it), just after a unit is placed into the hex (O28, E75), just after the cave
 * is placed (A43.1); 'none' is any other time.
 */
export const CAVE_OCCASIONS = ['order-start', 'order-end', 'unit-placed', 'cave-placed', 'none'] as const;
export type CaveOccasion = (typeof CAVE_OCCASIONS)[number];
/** F102.2.3: the attacks the cave's Cover tells apart. */
export const CAVE_ATTACKS = ['fire', 'mortar', 'aircraft', 'artillery'] as const;
export type CaveAttackKind = (typeof CAVE_ATTACKS)[number];
export type CaveSlope = 'downslope' | 'upslope';

export interface CaveUnit {
  id: string;
  kind: UnitKind;
  side: CaveSide;
  /** F102.1: stacked underneath the cave marker (Japanese only). */
  inside: boolean;
  /** F102.1.1: activated by the order under way. */
  activated: boolean;
  /** F102.1.1: placed into the cave's hex just now (via Infiltrate O28 or Stealth E75). */
  placed: boolean;
  /** The hex the unit is in: the cave's, or the cave it reached by a tunnel (F102.3). */
  hex: string;
}

export interface CaveSituation {
  /** F102: the Hill Crest hex [T89.3.1] holding the cave marker, and its level (its centre dot's, T89.3.1). */
  cave: { hex: string; level: number };
  /** T81.3.1: the Cover of the cave hex's terrain (the Terrain Chart's value: a situation input). */
  hexCover: number;
  order: CaveOrder;
  occasion: CaveOccasion;
  units: CaveUnit[];
  /** F102.3: the other hexes holding a cave marker. */
  otherCaves: string[];
}

export type CaveInput = MachineInput<CaveSituation>;

export type CaveEvent =
  | { type: 'ENTER_CAVE'; unit: string }
  | { type: 'EXIT_CAVE'; unit: string }
  | { type: 'ADVANCE_THROUGH_TUNNEL'; unit: string; to: string }
  /** An attack on the cave hex: its kind and, unless artillery, the level of its LOS thread at the cave hex's hexside (F102.2.1). */
  | { type: 'ATTACK'; kind: CaveAttackKind; crossingLevel?: number }
  | { type: 'END' };

export interface CaveDefender {
  unit: string;
  inside: boolean;
  cover: number;
  terms: Term[];
}

export interface CaveAttack {
  kind: CaveAttackKind;
  slope: CaveSlope | null;
  /** F102.2.2: false when no unit the attacker can see is in the hex (the attack could not be announced). */
  announced: boolean;
  defenders: CaveDefender[];
  /** F102.2.2: the occupants an attack from upslope does not reach. */
  immune: string[];
}

export interface CaveContext extends CaveSituation {
  ruleset: string;
  readings: Readings;
  /** F102.1.1: the units that changed position at this moment (once each). */
  changed: string[];
  /** F102.1.1 (A43.1): the units that entered the cave just placed by Hidden Cave. */
  enteredNewCave: string[];
  tunnels: { unit: string; from: string; to: string }[];
  attack: CaveAttack | null;
}

export interface CaveOutput {
  units: { id: string; side: CaveSide; hex: string; inside: boolean }[];
  tunnels: { unit: string; from: string; to: string }[];
  attack: CaveAttack | null;
}

// ------------------------------------------------------------------------------------------ the rules

/** F102.2.1: "at the exact point that it crosses a hexside of the cave's hex, be at a lower level than that of the cave hex itself". */
export const caveSlope = (caveLevel: number, crossingLevel: number): CaveSlope => (lessThan(crossingLevel, caveLevel, 'F102.2.1') ? 'downslope' : 'upslope');

/** F102.2.2: units inside a cave and a hex see each other only downslope; artillery has no slope (null). */
export const seesInsideCave = (slope: CaveSlope | null): boolean => slope !== 'upslope' || !ruleApplies('F102.2.2', true);

const inCaveHex = (c: Pick<CaveContext, 'units' | 'cave'>): CaveUnit[] => c.units.filter((u) => u.hex === c.cave.hex);

/** F102.1.1: the unit may change its position (enter or leave the cave) at this moment. */
export function mayChangePosition(c: Pick<CaveContext, 'occasion' | 'order' | 'changed'> & { cave: { hex: string } }, u: Pick<CaveUnit, 'id' | 'side' | 'hex' | 'activated' | 'placed'>): boolean {
  if (u.side !== 'japanese' || u.hex !== c.cave.hex || c.changed.includes(u.id)) return false;
  switch (c.occasion) {
    case 'order-start':
      return u.activated;
    case 'order-end':
      return u.activated && (c.order === 'move' || c.order === 'advance');
    case 'unit-placed':
      return u.placed;
    case 'cave-placed':
      return true;
    case 'none':
      return false;
  }
}

/**
 * F102.1.1 at "the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated": a unit of a
 * chart's situation (`owner`: the Japanese player is `axis`) standing in one of its caves' hexes, activated by that
 * order, not yet changed at this moment (Move's and Advance's conclusion, machines/cce/entry.ts caveConclusion).
 */
export function mayChangeAtOrderEnd(order: 'move' | 'advance', c: { caves?: readonly { hex: string }[]; caveChanged?: readonly string[] }, activated: readonly string[], u: { id: string; owner: string; hex: string }): boolean {
  const cave = c.caves?.find((k) => k.hex === u.hex);
  if (!cave) return false;
  const unit = { id: u.id, side: u.owner === 'axis' ? ('japanese' as const) : ('allied' as const), hex: u.hex, activated: activated.includes(u.id), placed: false };
  return mayChangePosition({ occasion: 'order-end', order, changed: [...(c.caveChanged ?? [])], cave: { hex: cave.hex } }, unit);
}

/** F102.3: an activated Japanese unit inside the cave, in an Advance order, may Advance to any other cave hex. */
export const mayTunnel = (c: Pick<CaveContext, 'order' | 'otherCaves'> & { cave: { hex: string } }, u: Pick<CaveUnit, 'side' | 'activated' | 'inside' | 'hex'>): boolean => c.order === 'advance' && u.side === 'japanese' && u.activated && u.inside && u.hex === c.cave.hex && c.otherCaves.length > 0;

/**
 * Reading ccp.hidden-cave-entry: a unit that entered the cave Hidden Cave placed during this attack defends
 * as an occupant (occupants-defend) or as the unit outside it was when the attack was rolled (attacked-outside).
 */
const countsInside = (c: CaveContext, u: CaveUnit): boolean => u.inside && !(c.readings['ccp.hidden-cave-entry'] === 'attacked-outside' && c.enteredNewCave.includes(u.id));

/** F102.2.3: the cave's alternate Cover against this attack, or null (no benefit: from upslope). */
export function caveCoverTerm(kind: CaveAttackKind, slope: CaveSlope | null): Term | null {
  if (kind === 'artillery') return term(entryValue('F102.2.3', 'cave vs artillery', 8), 'F102.2.3', 'cave vs artillery');
  if (slope === 'upslope') return null;
  if (kind === 'aircraft' || kind === 'mortar') return term(entryValue('F102.2.3', `cave vs ${kind} from downslope`, 8), 'F102.2.3', `cave vs ${kind} from downslope`);
  return term(entryValue('F102.2.3', 'cave vs fire from downslope', 4), 'F102.2.3', 'cave vs fire from downslope');
}

/**
 * F102.2.2, F102.2.3, T81.3.1, F102.1.2: who an attack on the cave hex reaches and with what Cover. Units
 * outside use the hex's Cover; an occupant the better of the hex's and the cave's ("not cumulative", one
 * instance, T81.3.1), or is immune from upslope; the overstacking penalty counts every unit in the hex.
 */
export function caveDefenders(c: CaveContext, kind: CaveAttackKind, slope: CaveSlope | null): Pick<CaveAttack, 'defenders' | 'immune'> {
  const here = inCaveHex(c);
  const overstack = overstackingCoverTerm(here.map((u) => ({ hex: u.hex, kind: u.kind })), c.cave.hex);
  const hexCover = term(c.hexCover, 'T81.3.1', 'the hex\'s Cover');
  const cave = caveCoverTerm(kind, slope);
  const defenders: CaveDefender[] = [];
  const immune: string[] = [];
  for (const u of here) {
    const inside = countsInside(c, u);
    if (inside && !seesInsideCave(slope)) {
      immune.push(u.id);
      continue;
    }
    const best = inside && cave && cave.value > hexCover.value ? cave : hexCover;
    const terms = [best, overstack].filter((t): t is Term => !!t && t.value !== 0);
    defenders.push({ unit: u.id, inside, cover: sumTerms(terms), terms });
  }
  return { defenders, immune };
}

function resolveAttack(c: CaveContext, kind: CaveAttackKind, crossingLevel: number | undefined): CaveAttack {
  const slope = kind === 'artillery' || crossingLevel === undefined ? null : caveSlope(c.cave.level, crossingLevel);
  const { defenders, immune } = caveDefenders(c, kind, slope);
  // F102.2.2: "if there were no enemy units outside the cave the fire attack couldn't be announced to begin
  // with" — unless the attack was already under way when Hidden Cave placed the cave (its units then entered).
  const announced = defenders.length > 0 || c.occasion === 'cave-placed';
  return { kind, slope, announced, defenders: announced ? defenders : [], immune };
}

export const projectCave = (c: CaveContext): CaveOutput => ({
  units: c.units.map((u) => ({ id: u.id, side: u.side, hex: u.hex, inside: u.inside })),
  tunnels: c.tunnels,
  attack: c.attack,
});

type Meta = { rules: CcpRuleId[] };
type AttackEvent = Extract<CaveEvent, { type: 'ATTACK' }>;
const attackOf = (e: CaveEvent): AttackEvent => e as AttackEvent;
const unitOf = (c: CaveContext, e: CaveEvent): CaveUnit | undefined => ('unit' in e ? c.units.find((u) => u.id === e.unit) : undefined);

export const caveMachine = setup({
  types: {
    input: {} as CaveInput,
    context: {} as CaveContext,
    events: {} as CaveEvent,
    output: {} as CaveOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    mayEnter: ({ context: c, event }) => {
      const u = unitOf(c, event);
      return u !== undefined && !u.inside && mayChangePosition(c, u);
    },
    mayExit: ({ context: c, event }) => {
      const u = unitOf(c, event);
      return u !== undefined && u.inside && mayChangePosition(c, u);
    },
    mayAdvanceThroughTunnel: ({ context: c, event }) => {
      const u = unitOf(c, event);
      return u !== undefined && event.type === 'ADVANCE_THROUGH_TUNNEL' && mayTunnel(c, u) && c.otherCaves.includes(event.to);
    },
    artilleryAttack: ({ context: c }) => c.attack?.kind === 'artillery',
    nobodySeen: ({ context: c }) => c.attack?.announced === false,
    fromUpslope: ({ context: c }) => c.attack?.slope === 'upslope',
    aircraftOrMortar: ({ context: c }) => c.attack?.kind === 'aircraft' || c.attack?.kind === 'mortar',
  },
  actions: {
    enterCave: assign(({ context: c, event }) => ({
      units: c.units.map((u) => (u.id === unitOf(c, event)?.id ? { ...u, inside: true } : u)),
      changed: [...c.changed, unitOf(c, event)!.id],
      enteredNewCave: c.occasion === 'cave-placed' ? [...c.enteredNewCave, unitOf(c, event)!.id] : c.enteredNewCave,
    })),
    exitCave: assign(({ context: c, event }) => ({
      units: c.units.map((u) => (u.id === unitOf(c, event)?.id ? { ...u, inside: false } : u)),
      changed: [...c.changed, unitOf(c, event)!.id],
      enteredNewCave: c.enteredNewCave.filter((id) => id !== unitOf(c, event)!.id),
    })),
    // F102.3 "linked to one another by underground tunnels": the unit comes out of the tunnel inside the
    // other cave, in that cave's hex (what it does there, e.g. leave the cave at the conclusion of its
    // Advance, F102.1.1, is that cave's question: a situation of its own).
    advanceThroughTunnel: assign(({ context: c, event }) => {
      const e = event as Extract<CaveEvent, { type: 'ADVANCE_THROUGH_TUNNEL' }>;
      return {
        units: c.units.map((u) => (u.id === e.unit ? { ...u, hex: e.to } : u)),
        tunnels: [...c.tunnels, { unit: e.unit, from: c.cave.hex, to: e.to }],
      };
    }),
    resolveAttack: assign(({ context: c, event }) => ({ attack: resolveAttack(c, attackOf(event).kind, attackOf(event).crossingLevel) })),
  },
}).createMachine({
  id: 'cave',
  context: ({ input }) => ({
    ...input.situation,
    ruleset: input.ruleset,
    readings: input.readings,
    changed: [],
    enteredNewCave: [],
    tunnels: [],
    attack: null,
  }),
  initial: 'positioning',
  output: ({ context }) => projectCave(context),
  states: {
    // F102.1, F102.1.1: a Japanese unit enters or leaves the cave at one of the four moments only — no MPs,
    // no reaction; F102.3: an occupant activated for an Advance may take a tunnel to another cave hex.
    positioning: {
      on: {
        ENTER_CAVE: { guard: 'mayEnter', target: 'positioning', actions: 'enterCave', meta: { rules: ['F102.1', 'F102.1.1'] } },
        EXIT_CAVE: { guard: 'mayExit', target: 'positioning', actions: 'exitCave', meta: { rules: ['F102.1', 'F102.1.1'] } },
        ADVANCE_THROUGH_TUNNEL: { guard: 'mayAdvanceThroughTunnel', target: 'positioning', actions: 'advanceThroughTunnel', meta: { rules: ['F102.3', 'O22.2'] } },
        ATTACK: { target: 'attacked', actions: 'resolveAttack', meta: { rules: ['F102.2', 'F102.1.2'] } },
        END: { target: 'done', meta: { rules: ['F102.1.1'] } },
      },
    },
    // F102.2: the attack's slope decides who it reaches and with what Cover (resolveAttack). Artillery first:
    // "any artillery attack" gives the occupants 8, whatever its direction (digest item 21).
    attacked: {
      always: [
        { guard: 'artilleryAttack', target: 'coverVsArtillery', meta: { rules: ['F102.2.3'] } },
        { guard: 'nobodySeen', target: 'cannotBeAnnounced', meta: { rules: ['F102.2.2', 'F102.2.1'] } },
        { guard: 'fromUpslope', target: 'occupantsImmune', meta: { rules: ['F102.2.2', 'F102.2.1', 'O27.3.4'] } },
        { guard: 'aircraftOrMortar', target: 'coverVsAircraftOrMortar', meta: { rules: ['F102.2.3', 'F102.2.1'] } },
        { target: 'coverVsFire', meta: { rules: ['F102.2.3', 'F102.2.1', 'T81.3.1'] } },
      ],
    },
    coverVsArtillery: { type: 'final' },
    cannotBeAnnounced: { type: 'final' },
    occupantsImmune: { type: 'final' },
    coverVsAircraftOrMortar: { type: 'final' },
    coverVsFire: { type: 'final' },
    done: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the cave's alternate Cover, a Morale term in Fire (caveDefenders' own Cover is summed, sumTerms, not derived).
declareTerms('ccp', ['F102.2.3']);
