/**
 * OPT.2.b Heavy Bombardment (optional rule) — SPI Combat Command: AP and HE units of the phasing Player fire
 * at a bridge in the Offensive Fire Phase; an "X" result destroys it.
 *
 * The odds, the roll and the lost Combat Results Table are the shared resolution (./resolution.ts): the
 * firers' printed Attack Strengths ("Do not consider Weapons Effectiveness") against the bridge's "native
 * defense strength" of 10. The text names no addition to the die for a bridge (no Covering Terrain, no
 * dispersal, no Dug-In): the die-number is the die. A bridge is a hex-side (OPT.2.a: "the hex side is
 * treated as a River hex side"), so an AP unit "directly adjacent to the bridge" is in one of its two hexes;
 * an HE unit fires within its Range Allowance of the nearer of them.
 *
 * Left out: Line of Sight and Indirect Fire at a bridge (the text says nothing of either for a bridge:
 * digest §5 item 28); the attack limits across attacks (CB.B, CB.D) are the units' state in the situation.
 */
import { assign, setup } from 'xstate';
import { greaterThan, ruleApplies } from '../core/derivation';
import { distance, parseHex } from '../core/hex';
import type { Readings } from '../core/readings';
import type { Phase } from './sequence-of-play';
import type { SpiccRefusal, SpiccRuleId } from './rule-ids';
import type { Side, SpiccInput, SpiccUnit } from './units';
import { dieNumber, oddsColumn, type CrtCell, type OddsColumn, type UnitEffect } from './results';
import { attackStart, projectResolution, readerResult, RESOLUTION_GUARDS, resolutionStates, rollOn, type ResolutionContext, type ResolutionEvent } from './resolution';

/** OPT.2.b: "Consider the bridge to have a native defense strength of "10"". */
export const BRIDGE_DEFENSE_STRENGTH = 10;

export interface BombardmentSituation {
  phase: Phase;
  playerTurn: Side;
  units: SpiccUnit[];
  /** The bridge hex-side "A-B". */
  bridge: string;
  firers: string[];
  crt: CrtCell[];
}

export type BombardmentInput = SpiccInput<BombardmentSituation>;

export interface BombardmentContext extends ResolutionContext {
  ruleset: string;
  readings: Readings;
  situation: BombardmentSituation;
  refusal: SpiccRefusal | null;
  attackTotal: number;
  defenseTotal: number;
  effects: UnitEffect[];
}

export interface BombardmentOutput extends ReturnType<typeof projectResolution> {
  result: 'bridge-destroyed' | 'bridge-stands' | 'refused' | 'no-effect' | 'rolling';
  refusal: SpiccRefusal | null;
  bridge: string;
  attack: { total: number };
  defense: { total: number };
}

const firersOf = (s: BombardmentSituation): SpiccUnit[] => s.firers.map((id) => s.units.find((u) => u.id === id)!);
const bridgeHexes = (s: BombardmentSituation): string[] => s.bridge.split('-');
/** OPT.2.b "directly adjacent to the bridge", as reading spicc.bombardment-adjacent-to-bridge takes it. */
function adjacentToBridge(hex: string, s: BombardmentSituation, readings: Readings): boolean {
  const apart = bridgeHexes(s).map((h) => distance(parseHex(hex, 'hex'), parseHex(h, 'hex')));
  if (apart.includes(0)) return true;
  return ruleApplies('OPT.2.b', readings['spicc.bombardment-adjacent-to-bridge'] === 'touching-the-hex-side') && apart.every((d) => d === 1);
}
const rangeToBridge = (u: SpiccUnit, s: BombardmentSituation): number => Math.min(...bridgeHexes(s).map((h) => distance(parseHex(u.hex, 'hex'), parseHex(h, 'hex'))));

/** OPT.2.b: "during the Offensive Fire Phase", by the Player whose Phase it is (SOP.1.A). */
export const notOffensiveFire = (s: BombardmentSituation): boolean => ruleApplies('OPT.2.b', s.phase !== 'offensive-fire');
export const notPhasingFirer = (s: BombardmentSituation): SpiccUnit | undefined => firersOf(s).find((u) => ruleApplies('SOP.1.A', u.side !== s.playerTurn));
/** CB.B, CB.D, CRE.D: a unit fires once a Player-Turn, a dispersed unit not at all, a passenger not. */
export const firerUnable = (s: BombardmentSituation): SpiccUnit | undefined => firersOf(s).find((u) => u.attacked || u.dispersed || u.passenger);
/** OPT.2.b: "If by firing AP or HE weapons". */
export const notApOrHe = (s: BombardmentSituation): SpiccUnit | undefined => firersOf(s).find((u) => ruleApplies('OPT.2.b', u.weapon !== 'AP' && u.weapon !== 'HE'));
/** OPT.2.b: "AP weapons, however, must be used at point-blank range, i.e., the AP units must be directly adjacent to the bridge." */
export const apNotAdjacent = (s: BombardmentSituation, readings: Readings): SpiccUnit | undefined => firersOf(s).find((u) => u.weapon === 'AP' && ruleApplies('OPT.2.b', !adjacentToBridge(u.hex, s, readings)));
/** CB.1: a unit fires within its Range Allowance. */
export const beyondRange = (s: BombardmentSituation): SpiccUnit | undefined => firersOf(s).find((u) => greaterThan(rangeToBridge(u, s), u.range, 'CB.1'));

/** OPT.2.b: "simply use the printed value of the counters" against the native Defense Strength 10. */
export function computeBombardment(s: BombardmentSituation, readings: Readings): { attackTotal: number; defenseTotal: number; column: OddsColumn | null } {
  const attackTotal = firersOf(s).reduce((n, u) => n + u.attack, 0);
  return { attackTotal, defenseTotal: BRIDGE_DEFENSE_STRENGTH, column: oddsColumn(attackTotal, BRIDGE_DEFENSE_STRENGTH, readings) };
}

export function projectBombardment(x: BombardmentContext, state: string): BombardmentOutput {
  const result = x.refusal ? 'refused' : state === 'bridgeDestroyed' ? 'bridge-destroyed' : state === 'noEffect' ? 'no-effect' : state === 'resolved' ? 'bridge-stands' : 'rolling';
  return { result, refusal: x.refusal, bridge: x.situation.bridge, attack: { total: x.attackTotal }, defense: { total: x.defenseTotal }, ...projectResolution(x) };
}

type Meta = { rules: SpiccRuleId[] };
const FINDERS: Record<string, (s: BombardmentSituation, readings: Readings) => SpiccUnit | undefined> = { notPhasingFirer, firerUnable, notApOrHe, apNotAdjacent, beyondRange };
type Finder = 'notPhasingFirer' | 'firerUnable' | 'notApOrHe' | 'apNotAdjacent' | 'beyondRange';
type Refusal = { rule: SpiccRuleId; reason: string; unit?: Finder };
const refuse = (rule: SpiccRuleId, reason: string, unit?: Finder) => ({ type: 'refuse' as const, params: { rule, reason, unit } });
const on = (f: (s: BombardmentSituation) => boolean) => ({ context }: { context: BombardmentContext }) => f(context.situation);
const found = (f: (s: BombardmentSituation, readings: Readings) => SpiccUnit | undefined) => ({ context }: { context: BombardmentContext }) => f(context.situation, context.readings) !== undefined;

export const bombardmentMachine = setup({
  types: { input: {} as BombardmentInput, context: {} as BombardmentContext, events: {} as ResolutionEvent, transitionMeta: {} as Meta },
  guards: {
    notOffensiveFire: on(notOffensiveFire),
    notPhasingFirer: found(notPhasingFirer),
    firerUnable: found(firerUnable),
    notApOrHe: found(notApOrHe),
    apNotAdjacent: found(apNotAdjacent),
    beyondRange: found(beyondRange),
    ...RESOLUTION_GUARDS,
  },
  actions: {
    refuse: assign(({ context }, p: Refusal) => {
      const u = p.unit ? FINDERS[p.unit](context.situation, context.readings) : undefined;
      return { refusal: { rule: p.rule, reason: u ? `${u.id} in ${u.hex}: ${p.reason}` : p.reason } };
    }),
    computeAttack: assign(({ context }) => computeBombardment(context.situation, context.readings)),
    readDie: assign(({ context, event }) => (event.type === 'ROLL' ? rollOn(context.column!, event.die, dieNumber(event.die, { coveringTerrain: false, dugIn: false, halfOrMoreDispersed: false }), context.situation.crt) : {})),
    readTable: assign(({ event }) => readerResult(event)),
  },
}).createMachine({
  id: 'spicc-bombardment',
  context: ({ input }) => attackStart(input),
  initial: 'checkingFirers',
  states: {
    // OPT.2.b: the phasing Player's AP or HE units in the Offensive Fire Phase; AP units next to the bridge.
    checkingFirers: {
      always: [
        { guard: 'notOffensiveFire', target: 'refused', actions: refuse('OPT.2.b', 'a bridge is bombarded during the Offensive Fire Phase'), meta: { rules: ['OPT.2.b', 'SOP.1.A'] } },
        { guard: 'notPhasingFirer', target: 'refused', actions: refuse('SOP.1.A', 'only the phasing Player fires in his Offensive Fire Phase', 'notPhasingFirer'), meta: { rules: ['SOP.1.A'] } },
        { guard: 'firerUnable', target: 'refused', actions: refuse('CB.B', 'the unit has fired this Player-Turn, is dispersed or is a passenger', 'firerUnable'), meta: { rules: ['CB.B', 'CB.D', 'CRE.D'] } },
        { guard: 'notApOrHe', target: 'refused', actions: refuse('OPT.2.b', 'only AP or HE weapons bombard a bridge', 'notApOrHe'), meta: { rules: ['OPT.2.b'] } },
        { guard: 'apNotAdjacent', target: 'refused', actions: refuse('OPT.2.b', 'AP units must be directly adjacent to the bridge', 'apNotAdjacent'), meta: { rules: ['OPT.2.b'] } },
        { guard: 'beyondRange', target: 'refused', actions: refuse('CB.1', 'the bridge is beyond the unit\'s Range Allowance', 'beyondRange'), meta: { rules: ['CB.1'] } },
        { target: 'computingOdds', actions: 'computeAttack', meta: { rules: ['OPT.2', 'OPT.2.b', 'CB'] } },
      ],
    },
    ...resolutionStates(['OPT.2.b'], []),
    // OPT.2.b: "If ... the Player can obtain an "X" result against the bridge, then the bridge is destroyed."
    applyingResult: {
      always: [
        { guard: 'resultIsEliminated', target: 'bridgeDestroyed', meta: { rules: ['OPT.2.b', 'CRE.X'] } },
        { target: 'resolved', meta: { rules: ['OPT.2.b'] } },
      ],
    },
    bridgeDestroyed: { type: 'final' },
    refused: { type: 'final' },
  },
});
