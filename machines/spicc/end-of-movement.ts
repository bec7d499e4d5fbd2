/**
 * The end of a Friendly Movement Phase — SPI Combat Command: a Class 2 unit's attempt to Dig-In (IP, IP.B),
 * a Class 1d unit's removal of a Wreck marker it stayed adjacent to (WR.C, WR.D), and, under the optional
 * Bridge Destruction rule, an Engineer's demolition of a bridge it crossed (OPT.2, OPT.2.a), one request at
 * a time. Heavy Bombardment (OPT.2.b): an attack in the Offensive Fire Phase, ./bombardment.ts.
 *
 * Left out: units considered Dug-In at the start of a Scenario (IP.A: ./scenario.ts), Dug-In markers entered or
 * left during the move (IP.D, IP.E: ./movement), and what a Dug-In unit gains in an attack (IP.C, IP.F:
 * ./results.ts). WR.D ("the Player may wish to leave the Wreck in place") is the request itself: a Wreck
 * not asked for stays.
 */
import { assign, setup } from 'xstate';
import { greaterThan, ruleApplies } from '../core/derivation';
import { distance, parseHex } from '../core/hex';
import type { Readings } from '../core/readings';
import type { SpiccRefusal, SpiccRuleId } from './rule-ids';
import type { Phase } from './sequence-of-play';
import type { Terrain } from './fire/types';
import type { Side, SpiccInput, SpiccUnit } from './units';

export type EndOfMovementRequest =
  | { type: 'dig-in'; unit: string }
  | { type: 'remove-wreck'; unit: string; hex: string; beganIn: string }
  | { type: 'demolish-bridge'; unit: string; bridge: string; beganIn: string };

export interface EndOfMovementSituation {
  phase: Phase;
  playerTurn: Side;
  units: SpiccUnit[];
  terrain: Record<string, Terrain>;
  /** Units moved in this Movement Phase. */
  moved: string[];
  wrecks: Record<string, number>;
  request: EndOfMovementRequest;
}

export type EndOfMovementInput = SpiccInput<EndOfMovementSituation>;
export type EndOfMovementEvent = { type: 'ROLL'; die: number };

export interface EndOfMovementContext {
  situation: EndOfMovementSituation;
  readings: Readings;
  refusal: SpiccRefusal | null;
  die: number | null;
  dugIn: boolean;
  wreckRemoved: boolean;
  bridgeDemolished: boolean;
}

export interface EndOfMovementOutput {
  result: 'dug-in' | 'not-dug-in' | 'wreck-removed' | 'bridge-demolished' | 'refused' | 'rolling';
  refusal: SpiccRefusal | null;
  unit: string;
  die: number | null;
  /** IP: the Dug-In marker placed on the unit's hex. */
  dugInMarker: string | null;
  wrecks: { hex: string; before: number; after: number } | null;
  /** OPT.2.a: the bridge hex-side now "treated as a River hex side". */
  bridgeDemolished: string | null;
}

const unitOf = (s: EndOfMovementSituation): SpiccUnit => s.units.find((u) => u.id === s.request.unit)!;
const hexesApart = (a: string, b: string): number => distance(parseHex(a, 'hex'), parseHex(b, 'hex'));

export const notMovementPhase = (s: EndOfMovementSituation): boolean => s.phase !== 'movement';
/** IP, WR.C: "at the end of any Friendly Movement Phase"; "one full Friendly Movement Phase". */
export const notPhasingUnit = (s: EndOfMovementSituation): boolean => unitOf(s).side !== s.playerTurn;
export const notClass2 = (s: EndOfMovementSituation): boolean => ruleApplies('IP', unitOf(s).class !== '2');
/** IP: "in which it did not move". */
export const unitMoved = (s: EndOfMovementSituation): boolean => ruleApplies('IP', s.moved.includes(unitOf(s).id));
/** IP.B: "anywhere except Town hexes". */
export const inTown = (s: EndOfMovementSituation): boolean => ruleApplies('IP.B', s.terrain[unitOf(s).hex] === 'town');
export const alreadyDugIn = (s: EndOfMovementSituation): boolean => unitOf(s).dugIn;
/** IP: "if a "one" or a "two" is rolled, the unit is considered "Dug-In"". */
export const digInSucceeds = (die: number): boolean => !greaterThan(die, 2, 'IP');

export const notClass1d = (s: EndOfMovementSituation): boolean => ruleApplies('WR.C', unitOf(s).class !== '1d');
const wreckHex = (s: EndOfMovementSituation): string => (s.request as { hex: string }).hex;
export const noWreckThere = (s: EndOfMovementSituation): boolean => !greaterThan(s.wrecks[wreckHex(s)] ?? 0, 0, 'WR.C');
/** WR.C: "adjacent"; the same hex counts under reading spicc.wreck-removal-same-hex `same-hex-counts`. */
function adjacentToWreck(hex: string, s: EndOfMovementSituation, readings: Readings): boolean {
  const d = hexesApart(hex, wreckHex(s));
  return d === 1 || (d === 0 && ruleApplies('WR.C', readings['spicc.wreck-removal-same-hex'] === 'same-hex-counts'));
}
/** WR.C: "the unit must begin and end the Movement Phase adjacent to the Wreck marker". */
export const notAdjacentAllPhase = (s: EndOfMovementSituation, readings: Readings): boolean =>
  !adjacentToWreck(unitOf(s).hex, s, readings) || !adjacentToWreck((s.request as { beganIn: string }).beganIn, s, readings);

/** OPT.2.a: "If an Engineer unit ..." */
export const notAnEngineer = (s: EndOfMovementSituation): boolean => ruleApplies('OPT.2.a', unitOf(s).kind !== 'engineer');
/** OPT.2.a: "(in an undispersed, normal condition)". */
export const engineerDispersed = (s: EndOfMovementSituation): boolean => ruleApplies('OPT.2.a', unitOf(s).dispersed);
/** OPT.2.a: "begins its Movement Phase on one side of a bridge and can end its Movement Phase on the opposite side". */
export const notAcrossTheBridge = (s: EndOfMovementSituation): boolean => {
  const r = s.request as { bridge: string; beganIn: string };
  const [a, b] = r.bridge.split('-');
  const end = unitOf(s).hex;
  return ruleApplies('OPT.2.a', !((r.beganIn === a && end === b) || (r.beganIn === b && end === a)));
};

export function projectEndOfMovement(x: EndOfMovementContext, finished: boolean): EndOfMovementOutput {
  const s = x.situation;
  const u = unitOf(s);
  const result = x.refusal ? 'refused' : x.bridgeDemolished ? 'bridge-demolished' : x.wreckRemoved ? 'wreck-removed' : x.dugIn ? 'dug-in' : finished ? 'not-dug-in' : 'rolling';
  const before = s.request.type === 'remove-wreck' ? (s.wrecks[s.request.hex] ?? 0) : 0;
  return {
    result,
    refusal: x.refusal,
    unit: u.id,
    die: x.die,
    dugInMarker: x.dugIn ? u.hex : null,
    wrecks: s.request.type === 'remove-wreck' ? { hex: s.request.hex, before, after: x.wreckRemoved ? before - 1 : before } : null,
    bridgeDemolished: x.bridgeDemolished ? (s.request as { bridge: string }).bridge : null,
  };
}

type Meta = { rules: SpiccRuleId[] };
const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const on = (f: (s: EndOfMovementSituation) => boolean) => ({ context }: { context: EndOfMovementContext }) => f(context.situation);

export const endOfMovementMachine = setup({
  types: { input: {} as EndOfMovementInput, context: {} as EndOfMovementContext, events: {} as EndOfMovementEvent, output: {} as EndOfMovementOutput, transitionMeta: {} as Meta },
  guards: {
    notMovementPhase: on(notMovementPhase),
    notPhasingUnit: on(notPhasingUnit),
    isDigIn: on((s) => s.request.type === 'dig-in'),
    isDemolition: on((s) => s.request.type === 'demolish-bridge'),
    notAnEngineer: on(notAnEngineer),
    engineerDispersed: on(engineerDispersed),
    notAcrossTheBridge: on(notAcrossTheBridge),
    notClass2: on(notClass2),
    unitMoved: on(unitMoved),
    inTown: on(inTown),
    alreadyDugIn: on(alreadyDugIn),
    digInSucceeds: ({ event }) => digInSucceeds(event.die),
    notClass1d: on(notClass1d),
    noWreckThere: on(noWreckThere),
    notAdjacentAllPhase: ({ context }) => notAdjacentAllPhase(context.situation, context.readings),
  },
  actions: {
    refuse: assign((_, p: SpiccRefusal) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    recordDie: assign(({ event }) => ({ die: event.die })),
    digIn: assign({ dugIn: true }),
    removeWreck: assign({ wreckRemoved: true }),
    demolishBridge: assign({ bridgeDemolished: true }),
  },
}).createMachine({
  id: 'spicc-end-of-movement',
  context: ({ input }) => ({ situation: input.situation, readings: input.readings, refusal: null, die: null, dugIn: false, wreckRemoved: false, bridgeDemolished: false }),
  initial: 'checkingPhase',
  output: ({ context }) => projectEndOfMovement(context, true),
  states: {
    // IP, WR.C: at the end of the owner's own Movement Phase.
    checkingPhase: {
      always: [
        { guard: 'notMovementPhase', target: 'refused', actions: refuse('IP', 'Digging-In and removing Wrecks come at the end of a Friendly Movement Phase'), meta: { rules: ['IP', 'WR.C', 'SOP.1.B'] } },
        { guard: 'notPhasingUnit', target: 'refused', actions: refuse('IP', 'only the phasing Player\'s units act at the end of his Movement Phase'), meta: { rules: ['IP', 'WR.C', 'MV.D'] } },
        { guard: 'isDigIn', target: 'checkingDigIn', meta: { rules: ['IP'] } },
        { guard: 'isDemolition', target: 'checkingDemolition', meta: { rules: ['OPT.2', 'OPT.2.a'] } },
        { target: 'checkingWreck', meta: { rules: ['WR.C', 'WR.D'] } },
      ],
    },
    // IP, IP.B: a Class 2 unit that did not move, outside a Town.
    checkingDigIn: {
      always: [
        { guard: 'notClass2', target: 'refused', actions: refuse('IP', 'only Class 2 units may attempt to Dig-In'), meta: { rules: ['IP'] } },
        { guard: 'unitMoved', target: 'refused', actions: refuse('IP', 'a unit Digs-In at the end of a Movement Phase in which it did not move'), meta: { rules: ['IP'] } },
        { guard: 'inTown', target: 'refused', actions: refuse('IP.B', 'Class 2 units may Dig-In anywhere except Town hexes'), meta: { rules: ['IP.B'] } },
        { guard: 'alreadyDugIn', target: 'refused', actions: refuse('IP', 'the unit is Dug-In already'), meta: { rules: ['IP'] } },
        { target: 'rolling', meta: { rules: ['IP', 'IP.B'] } },
      ],
    },
    rolling: {
      on: {
        ROLL: [
          { guard: 'digInSucceeds', target: 'dugIn', actions: ['recordDie', 'digIn'], meta: { rules: ['IP'] } },
          { target: 'notDugIn', actions: 'recordDie', meta: { rules: ['IP'] } },
        ],
      },
    },
    // WR.C: a Class 1d unit adjacent to the Wreck from the beginning to the end of the Phase removes one marker.
    checkingWreck: {
      always: [
        { guard: 'notClass1d', target: 'refused', actions: refuse('WR.C', 'only Class 1d units remove Wreck markers'), meta: { rules: ['WR.C'] } },
        { guard: 'noWreckThere', target: 'refused', actions: refuse('WR.C', 'there is no Wreck marker in that hex'), meta: { rules: ['WR.C'] } },
        { guard: 'notAdjacentAllPhase', target: 'refused', actions: refuse('WR.C', 'the unit must begin and end the Movement Phase adjacent to the Wreck marker'), meta: { rules: ['WR.C'] } },
        { target: 'wreckRemoved', actions: 'removeWreck', meta: { rules: ['WR.C', 'WR.D'] } },
      ],
    },
    // OPT.2.a (optional rule): an undispersed Engineer that crossed the bridge in this Movement Phase demolishes it.
    checkingDemolition: {
      always: [
        { guard: 'notAnEngineer', target: 'refused', actions: refuse('OPT.2.a', 'only an Engineer unit demolishes a bridge'), meta: { rules: ['OPT.2.a'] } },
        { guard: 'engineerDispersed', target: 'refused', actions: refuse('OPT.2.a', 'the Engineer must end the Phase in an undispersed, normal condition'), meta: { rules: ['OPT.2.a'] } },
        { guard: 'notAcrossTheBridge', target: 'refused', actions: refuse('OPT.2.a', 'the Engineer must begin the Movement Phase on one side of the bridge and end it on the opposite side'), meta: { rules: ['OPT.2.a'] } },
        { target: 'bridgeDemolished', actions: 'demolishBridge', meta: { rules: ['OPT.2', 'OPT.2.a'] } },
      ],
    },
    dugIn: { type: 'final' },
    notDugIn: { type: 'final' },
    wreckRemoved: { type: 'final' },
    bridgeDemolished: { type: 'final' },
    refused: { type: 'final' },
  },
});
