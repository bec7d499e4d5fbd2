/**
 * Movement (MV) — SPI Combat Command: one unit's move in its owner's Movement Phase, hex by hex, until the
 * player stops it or an Enemy attack does: Movement Points and the Terrain Effects Chart's costs (MV.A,
 * MV.C; the chart's costs are situation input, TEC partial), Road Movement (MV.J, WR.B, TN.1), Friendly
 * stacking on the way (MV.H, ST.A–ST.C), transport (MV.K, MV.K.T), leaving Enemy-controlled hexes (MV.F,
 * ZOC, ZOC.A–ZOC.C) and the Modified Close Assault on entering an Enemy Class 2 unit's hex (ZOC.D, CB.3.f),
 * and Dug-In positions entered or left (IP.D, IP.E).
 *
 * The Enemy's attacks are walked apart, as their own procedures: the Fire Combat chart (../fire) decides a
 * Zone of Control attack and the assault chart (../assault) a Modified Close Assault; this chart takes the
 * Combat Results Table's result as the event (FIRE, ASSAULT) and applies it to the moving unit (CRE). Left
 * out: forming companies or platoons (MV.I, ../breakdown.ts), Retreat (CRE.R), Digging In and removing
 * Wrecks at the end of the Phase (IP, WR.C), river hex-sides (the chart's row is partly lost: a hex across
 * one has no cost in `terrain`).
 */
import { assign, setup } from 'xstate';
import type { SpiccRuleId } from '../rule-ids';
import type { MovementSituation } from './types';
import type { SpiccInput } from '../units';
import {
  afterStep,
  attackHasNoEffect,
  beyondAllowance,
  dropBeyondAllowance,
  dropBreaksStacking,
  dropCost,
  effectOnMover,
  enemyClass2InHex,
  inEnemyZoc,
  loadNotOwnSize,
  mayNotCarry,
  moverAlreadyMoved,
  moverHasFired,
  moverIsDispersed,
  moverIsEnemy,
  moverIsPassenger,
  moverOf,
  notAdjacent,
  notATransport,
  notCarried,
  notMovementPhase,
  overCapacity,
  passengerLosses,
  passengerNotHere,
  pickUpBeyondAllowance,
  pickUpCost,
  roadNegatedByVehicle,
  roadNegatedByWreck,
  roadRateNotAVehicle,
  roadRateOffTheRoad,
  stepBreaksStacking,
  stepOf,
  woodsHexsideOffRoad,
  type EnterEvent,
  type MovementContext,
  type MovementEvent,
} from './types';
import type { CrtResult } from '../results';

export type MovementInput = SpiccInput<MovementSituation>;

export interface MovementOutput {
  result: 'done' | 'stopped' | 'refused' | 'moving';
  refusal: MovementContext['refusal'];
  stepRefused: MovementContext['stepRefused'];
  unit: string;
  hex: string;
  path: MovementContext['path'];
  movementPoints: { allowance: number; spent: number };
  /** CB.2.f: a unit that moved at the Road Movement Rate may not Overrun in this Player-Turn. */
  usedRoadRate: boolean;
  passengers: string[];
  /** MV.K: "Passenger units may not move independently in any Movement Phase that they were picked up, carried, or dropped". */
  mayNotMoveIndependently: string[];
  effects: MovementContext['effects'];
  dugIn: boolean;
  dugInMarkersRemoved: string[];
}

export function projectMovement(x: MovementContext): MovementOutput {
  const u = moverOf(x.situation);
  const state = x.refusal ? 'refused' : x.effects.some((e) => e.unit === u.id && e.effect !== 'none') ? 'stopped' : x.ended ? 'done' : 'moving';
  return {
    result: state,
    refusal: x.refusal,
    stepRefused: x.stepRefused,
    unit: u.id,
    hex: x.hex,
    path: x.path,
    movementPoints: { allowance: u.movement, spent: x.spent },
    usedRoadRate: x.path.some((s) => s.rate === 'road'),
    passengers: x.passengers,
    mayNotMoveIndependently: [...new Set([...x.situation.passengers, ...x.pickedUp, ...x.dropped])].sort(),
    effects: x.effects,
    dugIn: x.dugIn,
    dugInMarkersRemoved: x.markersRemoved,
  };
}

type Meta = { rules: SpiccRuleId[] };
type Args = { context: MovementContext; event: MovementEvent };
const m = (...rules: SpiccRuleId[]): Meta => ({ rules });
const refuse = (rule: SpiccRuleId, reason: string) => ({ type: 'refuse' as const, params: { rule, reason } });
const refuseStep = (rule: SpiccRuleId, reason: string) => ({ type: 'refuseStep' as const, params: { rule, reason } });
const on = (f: (x: MovementContext) => boolean) => ({ context }: Args) => f(context);
const onEnter = (f: (x: MovementContext, e: EnterEvent) => boolean) => ({ context, event }: Args) => f(context, event as EnterEvent);
const onUnit = (f: (x: MovementContext, id: string) => boolean) => ({ context, event }: Args) => f(context, (event as { unit: string }).unit);
const resultOf = (e: MovementEvent): CrtResult => (e as { result: CrtResult }).result;

export const movementMachine = setup({
  types: { input: {} as MovementInput, context: {} as MovementContext, events: {} as MovementEvent, output: {} as MovementOutput, transitionMeta: {} as Meta },
  guards: {
    notMovementPhase: on(notMovementPhase),
    moverIsEnemy: on(moverIsEnemy),
    moverAlreadyMoved: on(moverAlreadyMoved),
    moverHasFired: on(moverHasFired),
    moverIsPassenger: on(moverIsPassenger),
    moverIsDispersed: on(moverIsDispersed),
    notAdjacent: onEnter(notAdjacent),
    loadNotOwnSize: on(loadNotOwnSize),
    roadRateNotAVehicle: onEnter(roadRateNotAVehicle),
    roadRateOffTheRoad: onEnter(roadRateOffTheRoad),
    roadNegatedByVehicle: onEnter(roadNegatedByVehicle),
    roadNegatedByWreck: onEnter(roadNegatedByWreck),
    woodsHexsideOffRoad: onEnter(woodsHexsideOffRoad),
    beyondAllowance: onEnter(beyondAllowance),
    stepBreaksStacking: onEnter(stepBreaksStacking),
    inEnemyZoc: on(inEnemyZoc),
    enemyClass2InHex: on(enemyClass2InHex),
    attackHasNoEffect: ({ context, event }: Args) => attackHasNoEffect(context, resultOf(event)),
    notATransport: on(notATransport),
    passengerNotHere: onUnit(passengerNotHere),
    mayNotCarry: onUnit(mayNotCarry),
    overCapacity: onUnit(overCapacity),
    pickUpBeyondAllowance: onUnit(pickUpBeyondAllowance),
    notCarried: onUnit(notCarried),
    dropBeyondAllowance: onUnit(dropBeyondAllowance),
    dropBreaksStacking: onUnit(dropBreaksStacking),
  },
  actions: {
    refuse: assign((_, p: { rule: SpiccRuleId; reason: string }) => ({ refusal: { rule: p.rule, reason: p.reason } })),
    refuseStep: assign((_, p: { rule: SpiccRuleId; reason: string }) => ({ stepRefused: { rule: p.rule, reason: p.reason } })),
    takeStep: assign(({ context, event }: Args) => afterStep(context, stepOf(context, event as EnterEvent))),
    announceStep: assign(({ context, event }: Args) => ({ pending: stepOf(context, event as EnterEvent), stepRefused: null })),
    takePendingStep: assign(({ context }: Args) => afterStep(context, context.pending!)),
    applyAttack: assign(({ context, event }: Args) => {
      const effect = effectOnMover(context, resultOf(event));
      return { effects: [...context.effects, effect, ...passengerLosses(context, effect)] };
    }),
    end: assign({ ended: true }),
    pickUp: assign(({ context, event }: Args) => {
      const id = (event as { unit: string }).unit;
      return { passengers: [...context.passengers, id], pickedUp: [...context.pickedUp, id], spent: context.spent + pickUpCost(context.situation.units.find((u) => u.id === id)!), stepRefused: null };
    }),
    drop: assign(({ context, event }: Args) => {
      const id = (event as { unit: string }).unit;
      return { passengers: context.passengers.filter((p) => p !== id), dropped: [...context.dropped, id], spent: context.spent + dropCost(context.situation.units.find((u) => u.id === id)!), stepRefused: null };
    }),
  },
}).createMachine({
  id: 'spicc-movement',
  context: ({ input }) => {
    const s = input.situation;
    const u = s.units.find((v) => v.id === s.unit)!;
    return { situation: s, readings: input.readings, refusal: null, stepRefused: null, hex: u.hex, spent: 0, path: [], pending: null, passengers: s.passengers, pickedUp: [], dropped: [], effects: [], dugIn: u.dugIn, markersRemoved: [], ended: false };
  },
  initial: 'checkingUnit',
  output: ({ context }) => projectMovement(context),
  states: {
    // Which unit may move: the phasing player's, once, if it did not fire, ride or scatter.
    checkingUnit: {
      always: [
        { guard: 'notMovementPhase', target: 'refused', actions: refuse('SOP.1.B', 'units move only in their owner\'s Movement Phase'), meta: m('SOP.1.B', 'MV') },
        { guard: 'moverIsEnemy', target: 'refused', actions: refuse('MV.D', 'no Enemy movement is permitted during a Player\'s Movement Phase'), meta: m('MV.D') },
        { guard: 'moverAlreadyMoved', target: 'refused', actions: refuse('MV.L', 'once a Player has finished moving a unit, it may not be moved again in the same Movement Phase'), meta: m('MV.L', 'MV.C') },
        { guard: 'moverHasFired', target: 'refused', actions: refuse('MV.E', 'a unit which fired in the Offensive Fire Phase may not be moved in the ensuing Movement Phase'), meta: m('MV.E', 'SOP.1.A') },
        { guard: 'moverIsPassenger', target: 'refused', actions: refuse('MV.K', 'a passenger unit may not move independently'), meta: m('MV.K') },
        { guard: 'moverIsDispersed', target: 'refused', actions: refuse('CRE.D', 'a dispersed unit may not move'), meta: m('CRE.D') },
        { target: 'moving', meta: m('MV', 'MV.B', 'MV.C', 'MV.L') },
      ],
    },
    // One hex, one pick-up or one drop at a time; a request the rules forbid is refused and the unit waits.
    moving: {
      on: {
        ENTER: [
          { guard: 'notAdjacent', actions: refuseStep('MV.C', 'a unit traces its path through the hexagonal grid, one adjacent hex at a time'), meta: m('MV', 'MV.C') },
          { guard: 'loadNotOwnSize', actions: refuseStep('MV.K', 'under reading spicc.transport-capacity a transport carries passengers of its own size in Stacking Points, no fewer'), meta: m('MV.K') },
          { guard: 'roadRateNotAVehicle', actions: refuseStep('MV.J', 'only Class 1 units (vehicles) may use the Road Movement Rate'), meta: m('MV.J') },
          { guard: 'roadRateOffTheRoad', actions: refuseStep('MV.J', 'the Road Movement Rate is used only entering a Road hex through a Road hex-side'), meta: m('MV.J', 'TEC') },
          { guard: 'roadNegatedByVehicle', actions: refuseStep('MV.J', 'another vehicle unit in the hex negates the road'), meta: m('MV.J') },
          { guard: 'roadNegatedByWreck', actions: refuseStep('WR.B', 'Wreck markers negate the road in the hex'), meta: m('WR.B', 'MV.J') },
          { guard: 'woodsHexsideOffRoad', actions: refuseStep('MV.J', 'a Class 1 unit crosses a Woods hex-side only on a road, at the Road Movement Rate'), meta: m('MV.J', 'TN.1', 'TEC') },
          { guard: 'beyondAllowance', actions: refuseStep('MV.C', 'the hex costs more Movement Points than the unit has left'), meta: m('MV.C', 'MV.A', 'TEC') },
          { guard: 'stepBreaksStacking', actions: refuseStep('MV.H', 'the moving and stationary Friendly units would exceed six Stacking Points'), meta: m('MV.H', 'ST.A', 'ST.B', 'ST.C') },
          { guard: 'inEnemyZoc', target: 'leavingControlledHex', actions: 'announceStep', meta: m('MV.F', 'ZOC') },
          { target: 'enteredHex', actions: 'takeStep', meta: m('MV.A', 'MV.C', 'MV.G', 'MV.J', 'TEC', 'IP.D', 'IP.E') },
        ],
        PICK_UP: [
          { guard: 'notATransport', actions: refuseStep('MV.K', 'only Class 1 (vehicle) units transport'), meta: m('MV.K') },
          { guard: 'passengerNotHere', actions: refuseStep('MV.K', 'the transport must be in the same hex as a Friendly unit not already carried'), meta: m('MV.K') },
          { guard: 'mayNotCarry', actions: refuseStep('MV.K', 'this transport may not carry this class of unit'), meta: m('MV.K') },
          { guard: 'overCapacity', actions: refuseStep('MV.K', 'a transport carries units of its own size in Stacking Points'), meta: m('MV.K') },
          { guard: 'pickUpBeyondAllowance', actions: refuseStep('MV.K.T', 'the transport lacks the Movement Points to pick the unit up'), meta: m('MV.K.T', 'MV.C') },
          { actions: 'pickUp', meta: m('MV.K', 'MV.K.T') },
        ],
        DROP: [
          { guard: 'notCarried', actions: refuseStep('MV.K', 'the unit is not carried by this transport'), meta: m('MV.K') },
          { guard: 'dropBeyondAllowance', actions: refuseStep('MV.K.T', 'a unit may not be dropped if the transport lacks the requisite Movement Points'), meta: m('MV.K.T', 'MV.K') },
          { guard: 'dropBreaksStacking', actions: refuseStep('ST.A', 'the dropped unit would put the hex over six Stacking Points'), meta: m('ST.A', 'ST.B') },
          { actions: 'drop', meta: m('MV.K', 'MV.K.T') },
        ],
        STOP: { target: 'done', actions: 'end', meta: m('MV.B', 'MV.C', 'MV.L') },
      },
    },
    // ZOC: the move out of an Enemy-controlled hex is announced; the controlling units may fire first.
    leavingControlledHex: {
      on: {
        HOLD_FIRE: { target: 'enteredHex', actions: 'takePendingStep', meta: m('ZOC', 'ZOC.A', 'MV.F') },
        FIRE: [
          { guard: 'attackHasNoEffect', target: 'enteredHex', actions: ['applyAttack', 'takePendingStep'], meta: m('ZOC.C', 'ZOC.A', 'ZOC.B', 'CB.1.a', 'CRE') },
          { target: 'stopped', actions: 'applyAttack', meta: m('ZOC.B', 'ZOC.C', 'CB.1.a', 'CRE') },
        ],
      },
    },
    // CB.3.f: Enemy Class 2 units in the hex may make a Modified Close Assault on the unit that entered.
    enteredHex: {
      always: [
        { guard: 'enemyClass2InHex', target: 'facingCloseAssault', meta: m('ZOC.D', 'CB.3.f', 'MV.G') },
        { target: 'moving', meta: m('MV.G', 'MV.C') },
      ],
    },
    facingCloseAssault: {
      on: {
        NO_ASSAULT: { target: 'moving', meta: m('CB.3.f', 'ZOC.D') },
        ASSAULT: [
          { guard: 'attackHasNoEffect', target: 'moving', actions: 'applyAttack', meta: m('CB.3.f', 'ZOC.D', 'ZOC.C', 'CRE') },
          { target: 'stopped', actions: 'applyAttack', meta: m('CB.3.f', 'ZOC.D', 'ZOC.B', 'CRE') },
        ],
      },
    },
    done: { type: 'final' },
    stopped: { type: 'final' },
    refused: { type: 'final' },
  },
});
