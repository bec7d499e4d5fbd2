/**
 * 3.2.3–3.2.7 Orders, Victory Points, Exit and Control — Combat! Stalingrad: who wins a firefight at its end.
 *
 * Covers: the control of each hex and location (3.2.6: Controlled, Disputed or Not Controlled, only
 * infantry "larger" than a leader controlling, the setup area deciding a hex no unit entered) and of each
 * building (3.2.7: the enemy controls none of its ground level or Cellar locations and the side has at
 * least a 3:1 advantage in squads/HS, squad 2, HS 1); the Victory Points each side scores for the enemy
 * units it eliminated (3.2.4) and its own units exited (3.2.5); whether each side has fulfilled every one of
 * its Orders (3.2.3), and so the winner or a draw (reading cs.victory-draw).
 *
 * Left out, and where: the Orders themselves are on the firefight cards, which the text does not hold:
 * each comes as a situation input, either one the text gives a meaning to ("capture" a hex or location,
 * control a building, earn a number of VP) or, for the rest ("advancing on the battlefield"), its
 * fulfilment as stated. Whether a hex was entered during the firefight is a situation input (the
 * procedure sees the end, not the history). What eliminated or exited a unit is the fire and movement
 * procedures' (10, 15, 18: text missing).
 *
 * Settled by the text, so no reading: (1) the VP table's header is garbled, but its slashes pair with the
 * slash-separated names of the same row ("NCO/Officer/Commissar Eliminated 1/2/4": three names, three
 * values, which no two-column reading could give); (2) a Gun crew never controls: "only an *infantry* unit
 * 'larger' than a leader counts", and 2.3.2 "Infantry ... refers to any non-vehicle, non-Gun/Mortar unit.
 * This includes all squads, leaders, and SW Teams", so squads, HS and SW Teams control; (3) a hex units
 * entered and left is Not Controlled: "A side controls a hex only if it has at least one unit in the hex";
 * (4) a building with no squad or HS of the side in it is no "3:1 advantage" for it (0 against 0 is none).
 */
import { and, assign, not, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { derive, entryValue, greaterThan, lessThan, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';
import type { UnitKind } from './command';
import { otherSide, SIDES, type Side } from './turn';
import type { CsRuleId } from './rule-ids';

export interface VictoryUnit {
  id: string;
  side: Side;
  kind: UnitKind;
  hex: string;
  /** -1 the Cellar, 0 the ground level, 1.. the Upper Levels (6.4.1). */
  level: number;
}

export interface VictoryHex {
  hex: string;
  /** 3.2.7: the building the hex belongs to ("any hexes connected to the same building depiction"). */
  building?: string;
  /** 6.4.1: the hex has a Cellar location. */
  cellar: boolean;
  /** 3.2.6: some unit entered the hex during the firefight. */
  entered: boolean;
  /** 3.2.6: the side that had the hex in its set up area, if any. */
  setupArea?: Side;
}

/** 3.2.4: the items of the Victory Points table, one per unit loss (F-Kill and M-Kill score "each"). */
export const VP_ITEMS = ['squad', 'half-squad', 'nco', 'officer', 'commissar', 'sw-team', 'gun-crew', 'k-kill', 'f-kill', 'm-kill', 'unarmed-transport'] as const;
export type VpItem = (typeof VP_ITEMS)[number];
/** 3.2.4, row by row: "Squad/HS Eliminated (E) 2/1", "NCO/Officer/Commissar Eliminated 1/2/4", "SW team/Gun crew eliminated (E) 2/3", K-Kill 4, F-Kill/M-Kill (each) 1, Unarmed Transport destroyed 2. */
export const VP_TABLE: Record<VpItem, number> = { squad: 2, 'half-squad': 1, nco: 1, officer: 2, commissar: 4, 'sw-team': 2, 'gun-crew': 3, 'k-kill': 4, 'f-kill': 1, 'm-kill': 1, 'unarmed-transport': 2 };

export interface VpEntry {
  /** The side whose unit it was. */
  side: Side;
  item: VpItem;
}

export type Order =
  | { kind: 'capture'; hex: string; level?: number }
  | { kind: 'building'; building: string }
  | { kind: 'vp'; atLeast: number }
  | { kind: 'card'; fulfilled: boolean };

export interface VictorySituation {
  units: VictoryUnit[];
  hexes: VictoryHex[];
  /** 3.2.4: units eliminated (or vehicles killed) during the firefight, by the side that owned them. */
  eliminated: VpEntry[];
  /** 3.2.5: units exited from the exit hexes to meet an objective, by the exiting side. */
  exited: VpEntry[];
  orders: Record<Side, Order[]>;
  /** Reading cs.victory-draw 'card': the firefight card provides a draw. */
  drawOnCard: boolean;
}

export type VictoryInput = MachineInput<VictorySituation>;
export type Control = Side | 'disputed' | 'none';

export interface VictoryContext {
  ruleset: string;
  readings: Readings;
  situation: VictorySituation;
  hexControl: { hex: string; control: Control }[];
  buildingControl: { building: string; points: Record<Side, Derivation>; control: Control }[];
  vp: Record<Side, Derivation> | null;
  fulfilled: Record<Side, boolean[]> | null;
  result: VictoryOutput['result'];
}

export interface VictoryOutput {
  hexes: { hex: string; control: Control }[];
  buildings: { building: string; points: Record<Side, Derivation>; control: Control }[];
  vp: Record<Side, Derivation> | null;
  orders: Record<Side, boolean[]> | null;
  result: 'german-wins' | 'russian-wins' | 'draw' | 'no-winner' | 'in-progress';
}

/** 3.2.6 with 2.3.2: squads, HS and SW Teams control; leaders, Guns and vehicles do not. */
export const CONTROLLING_KINDS: readonly UnitKind[] = ['squad', 'half-squad', 'sw-team'];
const controls = (u: VictoryUnit) => ruleApplies('3.2.6', CONTROLLING_KINDS.includes(u.kind));

/** Reading cs.control-dispute: which enemy units stop a side controlling (and make the hex Disputed). */
const disputes = (c: VictoryContext, u: VictoryUnit) => c.readings['cs.control-dispute'] !== 'controlling-units' || controls(u);

/**
 * 3.2.6: the control of `hex`, or of its location at `level` (reading cs.location-control: whether the
 * units in the hex's other locations count for a location).
 */
export function controlOf(c: VictoryContext, hex: string, level?: number): Control {
  const h = c.situation.hexes.find((x) => x.hex === hex)!;
  const inHex = c.situation.units.filter((u) => u.hex === hex);
  const here = level === undefined ? inHex : inHex.filter((u) => u.level === level);
  const around = level === undefined || c.readings['cs.location-control'] === 'hex-wide' ? inHex : here;
  const present = SIDES.filter((s) => around.some((u) => u.side === s && disputes(c, u)));
  if (ruleApplies('3.2.6', present.length === 2)) return 'disputed';
  const holder = SIDES.find((s) => here.some((u) => u.side === s && controls(u)));
  if (holder && !present.includes(otherSide(holder))) return holder;
  // "If no units have entered a hex during the firefight, the hex is controlled by the side that had it in its set up area".
  if (ruleApplies('3.2.6', !h.entered && h.setupArea !== undefined)) return h.setupArea!;
  return 'none';
}

/** 3.2.7: "counting '2' for each squad and '1' for each HS" in the building. */
function buildingPoints(units: VictoryUnit[], side: Side): Derivation {
  const own = units.filter((u) => u.side === side);
  return derive(term(0, '3.2.7', 'no squad or HS'), [
    ...own.filter((u) => u.kind === 'squad').map((u) => term(entryValue('3.2.7', 'squad', 2), '3.2.7', `squad ${u.id}`)),
    ...own.filter((u) => u.kind === 'half-squad').map((u) => term(entryValue('3.2.7', 'half-squad', 1), '3.2.7', `HS ${u.id}`)),
  ]);
}

/** 3.2.7: the control of each building of the situation. */
export function buildingsControl(c: VictoryContext): VictoryContext['buildingControl'] {
  const ids = [...new Set(c.situation.hexes.flatMap((h) => (h.building ? [h.building] : [])))].sort();
  return ids.map((building) => {
    const hexes = c.situation.hexes.filter((h) => h.building === building);
    const units = c.situation.units.filter((u) => hexes.some((h) => h.hex === u.hex));
    const points = { german: buildingPoints(units, 'german'), russian: buildingPoints(units, 'russian') };
    // "the enemy controls none of the building's ground level or Cellar locations"
    const low = hexes.flatMap((h) => [0, ...(h.cellar ? [-1] : [])].map((level) => controlOf(c, h.hex, level)));
    const ratio = entryValue('3.2.7', '3:1', 3);
    const holder = SIDES.find(
      (s) => ruleApplies('3.2.7', !low.includes(otherSide(s))) && greaterThan(points[s].total, 0, '3.2.7') && !lessThan(points[s].total, ratio * points[otherSide(s)].total, '3.2.7'),
    );
    return { building, points, control: holder ?? 'disputed' };
  });
}

/** 3.2.4, 3.2.5: a side's VP: the enemy units it eliminated, its own units exited. */
export function victoryPoints(s: VictorySituation, side: Side): Derivation {
  return derive(term(0, '3.2.4', 'no VP'), [
    ...s.eliminated.filter((e) => e.side !== side).map((e) => term(entryValue('3.2.4', e.item, VP_TABLE[e.item]), '3.2.4', `enemy ${e.item} eliminated`)),
    ...s.exited.filter((e) => e.side === side).map((e) => term(entryValue('3.2.4', e.item, VP_TABLE[e.item]), '3.2.5', `own ${e.item} exited`)),
  ]);
}

/** 3.2.3, 3.2.6: whether `side` has fulfilled `o`. */
function fulfils(c: VictoryContext, side: Side, o: Order): boolean {
  if (o.kind === 'capture') return controlOf(c, o.hex, o.level) === side;
  if (o.kind === 'building') return c.buildingControl.find((b) => b.building === o.building)?.control === side;
  if (o.kind === 'vp') return !lessThan(c.vp?.[side].total ?? 0, o.atLeast, '3.2.4');
  return o.fulfilled;
}

export function projectVictory(c: VictoryContext): VictoryOutput {
  return { hexes: c.hexControl, buildings: c.buildingControl, vp: c.vp, orders: c.fulfilled, result: c.result };
}

/** 3.2.3: "In order to win, a side has to completely fulfill all of its orders." */
const fulfilsAll = (side: Side) => ({ context: c }: { context: VictoryContext }) => ruleApplies('3.2.3', c.fulfilled![side].every(Boolean));

type Meta = { rules: CsRuleId[] };

export const victoryMachine = setup({
  types: {
    input: {} as VictoryInput,
    context: {} as VictoryContext,
    output: {} as VictoryOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    germanFulfilsAll: fulfilsAll('german'),
    russianFulfilsAll: fulfilsAll('russian'),
    drawEitherWay: ({ context: c }) => c.readings['cs.victory-draw'] !== 'card',
    drawOnCard: ({ context: c }) => c.situation.drawOnCard,
  },
  actions: {
    determineControl: assign(({ context: c }) => {
      const hexControl = c.situation.hexes.map((h) => ({ hex: h.hex, control: controlOf(c, h.hex) }));
      return { hexControl, buildingControl: buildingsControl({ ...c, hexControl }) };
    }),
    scoreVictoryPoints: assign(({ context: c }) => ({ vp: { german: victoryPoints(c.situation, 'german'), russian: victoryPoints(c.situation, 'russian') } })),
    checkOrders: assign(({ context: c }) => ({
      fulfilled: { german: c.situation.orders.german.map((o) => fulfils(c, 'german', o)), russian: c.situation.orders.russian.map((o) => fulfils(c, 'russian', o)) },
    })),
  },
}).createMachine({
  id: 'cs-victory',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, hexControl: [], buildingControl: [], vp: null, fulfilled: null, result: 'in-progress' }),
  initial: 'determiningControl',
  output: ({ context }) => projectVictory(context),
  states: {
    // 3.2.6, 3.2.7: each hex, location and building as the firefight ends.
    determiningControl: {
      always: { target: 'scoringVictoryPoints', actions: 'determineControl', meta: { rules: ['3.2.6', '3.2.7'] } },
    },
    // 3.2.4, 3.2.5: "Some firefights call for one side or the other to earn Victory Points."
    scoringVictoryPoints: {
      always: { target: 'checkingOrders', actions: 'scoreVictoryPoints', meta: { rules: ['3.2.4', '3.2.5'] } },
    },
    checkingOrders: {
      always: { target: 'decidingWinner', actions: 'checkOrders', meta: { rules: ['3.2.3', '3.2.6', '3.2.7', '3.2.4'] } },
    },
    // 3.2.3: a side wins when it alone has fulfilled all its Orders; "Draws are sometimes possible" (reading cs.victory-draw).
    decidingWinner: {
      always: [
        { guard: and(['germanFulfilsAll', not('russianFulfilsAll')]), target: 'germanWins', meta: { rules: ['3.2.3'] } },
        { guard: and(['russianFulfilsAll', not('germanFulfilsAll')]), target: 'russianWins', meta: { rules: ['3.2.3'] } },
        { guard: 'drawEitherWay', target: 'draw', meta: { rules: ['3.2.3'] } },
        { guard: 'drawOnCard', target: 'draw', meta: { rules: ['3.2.3'] } },
        { target: 'noWinner', meta: { rules: ['3.2.3'] } },
      ],
    },
    germanWins: { type: 'final', entry: assign({ result: 'german-wins' as const }) },
    russianWins: { type: 'final', entry: assign({ result: 'russian-wins' as const }) },
    draw: { type: 'final', entry: assign({ result: 'draw' as const }) },
    noWinner: { type: 'final', entry: assign({ result: 'no-winner' as const }) },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the units and VP counted.
declareTerms('cs', ['3.2.7', '3.2.4', '3.2.5']);
