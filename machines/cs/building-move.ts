/**
 * 6.3–6.5.5 Moving in and out of buildings — Combat! Stalingrad: one move of one unit from a location to
 * another, in the same hex (changing levels) or into an adjacent hex, as far as the text sets it out: may it
 * make the move, what it costs in MP, and whether a vehicle risks Immobilization.
 *
 * Covers: the locations of a building hex (6.4.1's five, 6.4.2's levels, 6.4.5's steeple, 6.4.6's Rooftop,
 * 6.5.2's factory without Upper Level; machines/cs/building.ts); changing levels one at a time for 2 MP
 * (6.4.3, 6.4.4's example), only at the stairway (the white centre-square hex) of a building that has one
 * and in any non-Rubbled hex of one that has none (6.4.4); only infantry above the ground level (6.4.1); the
 * steeple, for a leader, HS, machine-gun SW Team or SW Team in move mode only, from the highest Upper Level
 * (6.4.5; reading cs.steeple-cost); the Rooftop from the highest Upper Level (6.4.6), the factory's from its
 * ground level (6.5.2); moving on an Upper Level or Rooftop to a connected hex of the building on the same
 * level (6.4.4, 6.4.6.1: no Roofless hex); leaving a building only from its ground level, from a Cellar only
 * into an adjacent Trench (6.4.7); no unit into a burning building (6.4.9); 2, 4 and 6 MP inside a factory for
 * infantry, tracked and wheeled, vehicles risking Immobilization (6.5.5), and the tracked vehicle entering by
 * a road or railway entrance without the check when the hex is neither Debris nor Rubble and a friendly unit
 * Controls it (6.5.5); the vehicle entering a road/building hex from its connecting road hex along the road,
 * for the road's cost and without the M-KILL roll (6.4.8, 6.3); a road move paying 1 MP (6.3) unless
 * Shellholes, Rubble or Debris are in the hex, which the road does not negate (6.3.1).
 *
 * Left out, and where: the MP of entering each terrain are the Terrain Effects Chart's, which the text does
 * not print: the situation gives the hex's cost (`enterMp`) and that of Shellholes, Rubble or Debris; the
 * Immobilization (M-KILL) roll itself is the vehicle movement rules' (10, 11, missing): the outcome says
 * only whether the move risks it. Moves the text does not describe (from Cellar to Cellar, a gun or vehicle
 * into a Cellar) are rejected as such. Who is infantry is 2.3.2's term: squads, half-squads, leaders and SW
 * Teams; a gun, tracked or wheeled vehicle is not.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { derive, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';
import { buildingHeight, isFactory, type LosBuilding } from './building';
import type { CsRuleId } from './rule-ids';

export const UNIT_TYPES = ['squad', 'half-squad', 'leader', 'mg-team', 'sw-team', 'gun', 'tracked', 'wheeled'] as const;
export const PLACES = ['cellar', 'ground', 'upper-1', 'upper-2', 'rooftop', 'steeple'] as const;
export const ROAD_TERRAIN = ['shellholes', 'rubble', 'debris'] as const;
export type Place = (typeof PLACES)[number];

export interface MoveBuilding extends Pick<LosBuilding, 'id' | 'centre' | 'multiHex' | 'steeple' | 'roadEntry'> {
  /** 6.4.1 "Some buildings also have a Cellar". */
  cellar: boolean;
  /** 6.4.4: a Rubbled hex of the building (no stairway). */
  rubble: boolean;
  /** 6.4.6.1: a Roofless Building hex. */
  roofless: boolean;
  /** 6.4.9: the building hex is marked with Fire. */
  burning: boolean;
  /** 6.4.8: the connecting road hexes of a road/building hex. */
  roadFrom: string[];
}

export interface MoveHex {
  hex: string;
  building?: MoveBuilding;
  /** 6.4.7: a Trench in the hex. */
  trench: boolean;
  /** 6.5.5: Debris or Rubble in the hex. */
  debris: boolean;
}

export interface Location {
  hex: string;
  place: Place;
}

export interface MoveSituation {
  unit: { type: (typeof UNIT_TYPES)[number]; /** 6.4.5: an SW Team in move mode. */ moveMode: boolean };
  from: Location;
  to: Location;
  hexes: MoveHex[];
  /** 6.3: the move follows a road (or a railway, 6.5.5) from the one hex to the other. */
  road: boolean;
  /** 6.3.1: Shellholes, Rubble or Debris in the hex entered and its MP (the TEC's, missing). */
  other?: { kind: (typeof ROAD_TERRAIN)[number]; mp: number };
  /** The MP of entering the hex's terrain (the TEC's, missing), where the text does not give them. */
  enterMp?: number;
  /** 6.5.5: a friendly unit Controls the hex entered. */
  controlled: boolean;
}

export type MoveInput = MachineInput<MoveSituation>;

export type MoveKind = 'level' | 'factory' | 'factory-entrance' | 'road-building' | 'hex' | 'refused';

export interface MoveRefusal {
  rule: CsRuleId;
  why: 'not-infantry' | 'one-level' | 'stairway' | 'steeple-unit' | 'exit-level' | 'cellar-exit' | 'no-location' | 'roofless' | 'burning';
}

export interface MoveAssessment {
  kind: MoveKind;
  refusal: MoveRefusal | null;
  mp: Derivation | null;
  /** The move risks Immobilization (the roll is the missing vehicle rules'). */
  immobilization: boolean;
}

export interface MoveContext {
  ruleset: string;
  readings: Readings;
  situation: MoveSituation;
  assessment: MoveAssessment;
  result: 'moved' | 'refused' | 'in-progress';
}

export type MoveOutput = Omit<MoveAssessment, 'kind'> & { result: MoveContext['result'] };

const VEHICLES: readonly string[] = ['tracked', 'wheeled'];
const hexOf = (s: MoveSituation, hex: string): MoveHex => s.hexes.find((h) => h.hex === hex) ?? { hex, trench: false, debris: false };

/** The places of a building hex, lowest first (6.4.1, 6.4.2, 6.4.5, 6.4.6, 6.5.2); ['ground'] outside a building. */
export function placesOf(s: MoveSituation, hex: string): Place[] {
  const b = hexOf(s, hex).building;
  if (!b) return ['ground'];
  const x = buildingHeight(s.hexes, b).total;
  if (isFactory(s.hexes, b.id)) return ['ground', ...(b.roofless ? [] : ['rooftop' as const])];
  const upper = (['upper-1', 'upper-2'] as const).slice(0, b.centre === 'dot' && !b.multiHex ? 0 : x - (b.steeple ? 1 : 0));
  // 6.4.6 "All DTW/GE map multi-hex buildings have a Rooftop level"; 6.4.5 "No hex with a steeple is considered to have a Rooftop".
  const top = b.steeple ? ['steeple' as const] : b.multiHex && !b.roofless ? ['rooftop' as const] : [];
  return [...(b.cellar ? ['cellar' as const] : []), 'ground', ...upper, ...top];
}

const refuse = (rule: CsRuleId, why: MoveRefusal['why']): MoveAssessment => ({ kind: 'refused', refusal: { rule, why }, mp: null, immobilization: false });

/** A change of level in one hex (6.4.3–6.4.6, 6.5.2). */
function changeLevel(s: MoveSituation, readings: Readings): MoveAssessment {
  const places = placesOf(s, s.from.hex);
  const [i, j] = [places.indexOf(s.from.place), places.indexOf(s.to.place)];
  // 6.4.4 example: "may not move to G23 level +1 ... until it enters the stairway in G22. It may then descend to G22 Upper Level +1, or ascend to a Rooftop marker in G22."
  if (!ruleApplies('6.4.3', Math.abs(i - j) === 1)) return refuse('6.4.3', 'one-level');
  const b = hexOf(s, s.from.hex).building!;
  const cellarStep = s.from.place === 'cellar' || s.to.place === 'cellar';
  const square = s.hexes.some((h) => h.building?.id === b.id && h.building.centre === 'large-square');
  // 6.4.4 "In buildings with white center-square, units may move to/from the upper level/rooftop only in the hex with the white center-square."
  if (!cellarStep && ruleApplies('6.4.4', square ? b.centre !== 'large-square' : b.rubble)) return refuse('6.4.4', 'stairway');
  const steeple = s.to.place === 'steeple';
  // 6.4.5 "Only a leader, HS or machine-gun SW Team (or any SW Team in move mode) may be in a steeple."
  const mayClimb = ['leader', 'half-squad', 'mg-team'].includes(s.unit.type) || (s.unit.type === 'sw-team' && s.unit.moveMode);
  if (ruleApplies('6.4.5', steeple && !mayClimb)) return refuse('6.4.5', 'steeple-unit');
  const rule: CsRuleId = isFactory(s.hexes, b.id) ? '6.5.2' : s.to.place === 'rooftop' ? '6.4.6' : '6.4.3';
  const extra = ruleApplies('6.4.5', steeple && readings['cs.steeple-cost'] === 'four') ? [term(2, '6.4.5', 'another 2 MP to climb into the steeple')] : [];
  return { kind: 'level', refusal: null, mp: derive(term(2, rule, 'changing levels in a building'), extra), immobilization: false };
}

/** A move into an adjacent hex (6.3–6.5.5). */
function changeHex(s: MoveSituation): MoveAssessment {
  const [from, to] = [hexOf(s, s.from.hex), hexOf(s, s.to.hex)];
  const sameBuilding = from.building !== undefined && from.building.id === to.building?.id;
  const vehicle = VEHICLES.includes(s.unit.type);
  if (!sameBuilding && from.building) {
    // 6.4.7 "It may not exit from the Cellar unless exiting to an adjacent Trench."
    if (s.from.place === 'cellar') {
      if (!ruleApplies('6.4.7', to.trench && !to.building)) return refuse('6.4.7', 'cellar-exit');
    } else if (ruleApplies('6.4.7', s.from.place !== 'ground')) return refuse('6.4.7', 'exit-level');
  }
  // 6.4.9 "Once marked with Fire, no units may enter any location of the building hex."
  if (ruleApplies('6.4.9', to.building?.burning === true)) return refuse('6.4.9', 'burning');
  // 6.4.4 "Once on an Upper Level +1/+2 marker, units may move to other connected upper level hexes of the building on the same level."
  if (s.to.place !== s.from.place && !(s.from.place === 'cellar' && s.to.place === 'ground')) return refuse('6.4.4', 'no-location');
  if (ruleApplies('6.4.6.1', s.to.place === 'rooftop' && to.building?.roofless === true)) return refuse('6.4.6.1', 'roofless');
  if (!placesOf(s, s.to.hex).includes(s.to.place)) return refuse('6.4.4', 'no-location');
  const factory = to.building && isFactory(s.hexes, to.building.id) ? to.building.id : null;
  if (factory && s.to.place === 'ground') {
    // 6.5.5 "Infantry pay 2 MP per hex, while tracked pay 4 MP and wheeled 6 MP (and both risk Immobilization) if already inside a factory."
    if (ruleApplies('6.5.5', from.building?.id === factory)) {
      const mp = s.unit.type === 'tracked' ? 4 : s.unit.type === 'wheeled' ? 6 : 2;
      return { kind: 'factory', refusal: null, mp: derive(term(mp, '6.5.5', `${vehicle ? s.unit.type : 'infantry'} inside a factory`), []), immobilization: vehicle };
    }
    // 6.5.5 "tracked vehicles may enter factories using road or railway entrances ... without checking for Immobilization (as long as the hex is not also Debris or Rubble) if a friendly unit Controls the hex"
    if (ruleApplies('6.5.5', s.unit.type === 'tracked' && s.road && to.building!.roadEntry)) {
      return { kind: 'factory-entrance', refusal: null, mp: derive(term(s.enterMp!, 'TEC', 'entering the factory hex'), []), immobilization: !(ruleApplies('6.5.5', !to.debris && s.controlled)) };
    }
  }
  // 6.4.8 "A vehicle enters such a hex without entering the building ... by moving forward or reverse from the connecting road hex"
  if (ruleApplies('6.4.8', vehicle && s.road && (to.building?.roadFrom.includes(s.from.hex) ?? false))) {
    return { kind: 'road-building', refusal: null, mp: derive(term(1, '6.4.8', 'the cost to move along the road (6.3)'), []), immobilization: false };
  }
  // 6.3 "Infantry and tracked vehicles also pay 1 MP"; 6.3.1 "Shellholes, Rubble and Debris are not negated for movement purposes by a road."
  const mp = s.road ? (ruleApplies('6.3.1', s.other !== undefined) ? term(s.other!.mp, '6.3.1', `${s.other!.kind}, not negated by the road`) : term(1, '6.3', 'along the road')) : term(s.enterMp!, 'TEC', 'the terrain entered');
  // 6.4.8 "risking the roll to determine if it is M-KILLED": a vehicle entering a building hex.
  return { kind: 'hex', refusal: null, mp: derive(mp, []), immobilization: vehicle && to.building !== undefined && !sameBuilding };
}

export function assessMove(s: MoveSituation, readings: Readings): MoveAssessment {
  // 6.4.1 "Only infantry units may enter levels above the ground level of a building"
  const above = !['ground', 'cellar'].includes(s.to.place);
  if (ruleApplies('6.4.3', above && ['gun', 'tracked', 'wheeled'].includes(s.unit.type))) return refuse('6.4.3', 'not-infantry');
  return s.from.hex === s.to.hex ? changeLevel(s, readings) : changeHex(s);
}

export function projectMove(c: MoveContext): MoveOutput {
  const { refusal, mp, immobilization } = c.assessment;
  return { result: c.result, refusal, mp, immobilization };
}

type Meta = { rules: CsRuleId[] };
const kindIs = (k: MoveKind) => ({ context: c }: { context: MoveContext }) => c.assessment.kind === k;
const refusedFor = (...why: MoveRefusal['why'][]) => ({ context: c }: { context: MoveContext }) => why.includes(c.assessment.refusal?.why as MoveRefusal['why']);

export const buildingMoveMachine = setup({
  types: {
    input: {} as MoveInput,
    context: {} as MoveContext,
    output: {} as MoveOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    notInfantry: refusedFor('not-infantry'),
    notOneLevel: refusedFor('one-level'),
    noStairway: refusedFor('stairway'),
    steepleUnit: refusedFor('steeple-unit'),
    exitLevel: refusedFor('exit-level', 'cellar-exit'),
    burning: refusedFor('burning'),
    noLocation: refusedFor('no-location', 'roofless'),
    level: kindIs('level'),
    factory: kindIs('factory'),
    factoryEntrance: kindIs('factory-entrance'),
    roadBuilding: kindIs('road-building'),
  },
  actions: {
    markRefused: assign({ result: 'refused' as const }),
    markMoved: assign({ result: 'moved' as const }),
  },
}).createMachine({
  id: 'cs-building-move',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, assessment: assessMove(input.situation, input.readings), result: 'in-progress' }),
  initial: 'checking',
  output: ({ context }) => projectMove(context),
  states: {
    checking: {
      always: [
        { guard: 'notInfantry', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.3'] } },
        { guard: 'notOneLevel', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.3', '6.4.4'] } },
        { guard: 'noStairway', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.4'] } },
        { guard: 'steepleUnit', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.5'] } },
        { guard: 'exitLevel', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.7'] } },
        { guard: 'burning', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.9'] } },
        { guard: 'noLocation', target: 'refused', actions: 'markRefused', meta: { rules: ['6.4.4', '6.4.6.1'] } },
        { guard: 'level', target: 'moved', actions: 'markMoved', meta: { rules: ['6.4.3', '6.4.4', '6.4.5', '6.4.6', '6.5.2'] } },
        { guard: 'factory', target: 'moved', actions: 'markMoved', meta: { rules: ['6.5.5'] } },
        { guard: 'factoryEntrance', target: 'moved', actions: 'markMoved', meta: { rules: ['6.5.5'] } },
        { guard: 'roadBuilding', target: 'moved', actions: 'markMoved', meta: { rules: ['6.4.8', '6.3'] } },
        { target: 'moved', actions: 'markMoved', meta: { rules: ['6.3', '6.3.1', '6.4.4', '6.4.6.1', '6.4.7'] } },
      ],
    },
    refused: { type: 'final' },
    moved: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the steeple's extra MPs.
declareTerms('cs', ['6.4.5']);
