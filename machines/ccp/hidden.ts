/**
 * A43 Hidden (Name) — Combat Commander: Pacific: the Hidden actions CC:P adds or changes that place a
 * fortification, A43.1 Hidden Cave, A43.3 Hidden Panji Trap, A43.4 Hidden Pillbox and A43.5 Hidden
 * Trenchline: who may play one (A43: the scenario Defender only), at which moment, into which hex, and
 * what it places (F100.3: one fortification per hex, none in water terrain).
 *
 * Covers: the moment of each (just prior to the scenario Defender's Defense roll: A43.1, A43.4, A43.5; just
 * after enemy units Move or Advance into a hex: A43.3), the hex's conditions (a Crest hex for a cave, not
 * water terrain, no fortification of any type), the marker placed (cave F102, pillbox F105, trench F106;
 * Panji Trap: mines F104 or wire F107, the Japanese player's choice) and, for mines, the Mine Attack due at
 * once against each moving/advancing unit (F104.2: its FP; Cover 0; only those units defend).
 * Readings: ccp.hidden-japan-only (digest item 10: Hidden Cave and Panji Trap for Japan only, or for any
 * scenario Defender).
 *
 * Handled elsewhere: the Mine Attack's roll and Defense rolls (F104.2, O27.3.3, O27.3.4: Fire's); Hidden
 * Mines (A43.2), Hidden Panji Trap (A43.3, `panjiTrapAllowed` below) and Hidden Wire (A43.7), offered at each
 * hex entered by the Move and Advance charts (machines/ccp/move.ts, machines/ccp/advance.ts),
 * and Hidden Unit (A43.6, on a pass: the Turn); the units entering a cave just placed (F102.1.1:
 * machines/ccp/cave.ts, occasion "cave-placed"); what the new fortification does (its Cover: Fire's).
 * Wiring, through `hiddenActionRefusal`: A43.3 in the Move and Advance charts' offeringHiddenAction
 * (`panjiTrapAllowed`, their `panjiTrap` point); A43.4 and A43.5 before the moving Defender's Defense roll against
 * Op Fire in CC:P Move (`hiddenFortificationAllowed`, CCP_FIRE's hiddenFortification, spread by the Move chart)
 * and before each Defense roll of CC:P Fire's own Fire Attacks (fireMachineFor spreads it wherever its edition
 * has one: CC:P's, not CC:E's); A43.1 before each Defense roll of CC:P Fire's own Fire Attacks (the same rule, the loop's
 * `hiddenCave`, CCP_FIRE's placeHiddenCave: the cave and the units entering it, machines/ccp/fire.ts); A43.1, A43.4 and A43.5
 * before each Defense roll of an Asset Request's Impact or Run (CCP_ASSET_REQUEST's hiddenFortification and hiddenCave,
 * placeArtilleryHiddenCave: the cave into the Order's `caves`, machines/ccp/asset-request.ts) and before the moving
 * Defender's Defense roll against Op Fire in CC:P Move (CCP_MOVE's Fire edition, placeHiddenCaveInMove: the cave into the
 * Move's `caves`, at the situation's `caveSites`, machines/ccp/move.ts).
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { CcpRuleId } from './rule-ids';
import type { PanjiTrapRule } from '../cce/entry';
import type { HiddenFortificationRule } from '../cce/fire-defense-states';
import type { LocalMap } from '../core/map';

/** 17: the five Postures. */
export const POSTURES = ['attacker', 'banzai', 'defender', 'invader', 'recon'] as const;
export type Posture = (typeof POSTURES)[number];
export type HiddenSide = 'japanese' | 'allied';
/** F100.1: the seven fortifications, as markers. */
export const CCP_FORTIFICATIONS = ['bunker', 'cave', 'foxholes', 'mines', 'pillbox', 'trench', 'wire'] as const;
export type CcpFortification = (typeof CCP_FORTIFICATIONS)[number];
/** F100.3: "water terrain (i.e. a bridgeless stream, swamp or water barrier)". */
export const CCP_WATER_TERRAIN: readonly string[] = ['Stream', 'Swamp', 'Water Barrier'];
/** The moment a Hidden action answers: a Defense roll about to be made, or enemy units just entered a hex. */
export const HIDDEN_MOMENTS = ['before-defense-roll', 'after-entry'] as const;
export type HiddenMoment = (typeof HIDDEN_MOMENTS)[number];
export const HIDDEN_ACTIONS = ['A43.1', 'A43.3', 'A43.4', 'A43.5'] as const;
export type HiddenAction = (typeof HIDDEN_ACTIONS)[number];

export interface HiddenHex {
  id: string;
  /** T81: the terrain in the hex (its names as the CC:P Terrain Chart gives them). */
  terrain: string[];
  /** T89.3.1: a Crest hex. */
  crest: boolean;
  /** F100.3: the fortification already in the hex, or null. */
  fortification: CcpFortification | null;
}

export interface HiddenSituation {
  /** The player holding the Hidden action. */
  player: HiddenSide;
  /** 17: each player's Posture; the scenario Defender is the player of Posture Defender. */
  postures: Record<HiddenSide, Posture>;
  moment: HiddenMoment;
  /** The hex affected by the attack (before-defense-roll) or entered by the enemy units (after-entry). */
  hex: HiddenHex;
  /** after-entry: the enemy units that just Moved or Advanced into the hex together (F104.1). */
  movers: string[];
  /** F104.2: the Mine Attack's FP, 6 unless the scenario assigns 7 or 8. */
  minesFp: number;
}

export type HiddenInput = MachineInput<HiddenSituation>;

export type HiddenEvent = { type: 'PLAY_HIDDEN'; action: HiddenAction; choice?: 'mines' | 'wire' } | { type: 'PASS' };

export interface HiddenOutput {
  /** The action played, or null (passed). */
  played: HiddenAction | null;
  placed: { hex: string; marker: CcpFortification } | null;
  /** F104.2: the Mine Attack the mines marker makes at once, or null. */
  mineAttack: { hex: string; fp: number; cover: 0; against: string[] } | null;
}

export interface HiddenContext extends HiddenSituation {
  ruleset: string;
  readings: Readings;
  /** A43.3: the Japanese player's choice, mines or wire. */
  choice: 'mines' | 'wire' | null;
  out: HiddenOutput;
}

// ------------------------------------------------------------------------------------------ the rules

/** F100.3: "Fortifications may never occupy water terrain (i.e. a bridgeless stream, swamp or water barrier)". */
export const isCcpWater = (terrain: readonly string[]): boolean => CCP_WATER_TERRAIN.some((w) => terrain.includes(w)) && !terrain.includes('Bridge');

/**
 * A43: "may only be played by the scenario Defender—never a player assigned the Posture of Attacker, Banzai,
 * Invader or Recon". Digest item 22 (a Japanese Defender switched to Banzai by E78) is settled for the Hidden
 * actions by these words: the Posture the player holds now decides, so a Banzai player plays none.
 */
export const isScenarioDefender = (c: Pick<HiddenSituation, 'postures'>, player: HiddenSide): boolean => c.postures[player] === 'defender';

/** Reading ccp.hidden-japan-only: A43.1 and A43.3 are Japan's only (default) or any scenario Defender's. */
const japanOnly = (c: Pick<HiddenContext, 'readings'>, action: HiddenAction): boolean => (action === 'A43.1' || action === 'A43.3') && c.readings['ccp.hidden-japan-only'] !== 'defender-only';

/** The moment each action answers. */
const MOMENT: Record<HiddenAction, HiddenMoment> = { 'A43.1': 'before-defense-roll', 'A43.3': 'after-entry', 'A43.4': 'before-defense-roll', 'A43.5': 'before-defense-roll' };

/**
 * Why the action cannot be played here, with the rule, or null: A43 (scenario Defender), the action's own
 * moment and hex (A43.1 a Crest hex [T89.3.1]; every one: no water terrain, no fortification of any type).
 */
export function hiddenActionRefusal(c: Pick<HiddenContext, 'readings' | 'player' | 'postures' | 'moment' | 'hex'>, action: HiddenAction): { rule: CcpRuleId; why: string } | null {
  if (!isScenarioDefender(c, c.player)) return { rule: 'A43', why: `only the scenario Defender may play it (the ${c.player} player's Posture is ${c.postures[c.player]})` };
  if (japanOnly(c, action) && c.player !== 'japanese') return { rule: action, why: 'the Japanese player only (reading ccp.hidden-japan-only)' };
  if (c.moment !== MOMENT[action]) return { rule: action, why: MOMENT[action] === 'after-entry' ? 'just after enemy units Move or Advance into a hex' : 'just prior to the scenario Defender making a Defense roll' };
  if (action === 'A43.1' && !c.hex.crest) return { rule: 'A43.1', why: `${c.hex.id} is not a Crest hex [T89.3.1]` };
  if (isCcpWater(c.hex.terrain)) return { rule: action, why: `${c.hex.id} is water terrain` };
  if (c.hex.fortification !== null) return { rule: action, why: `${c.hex.id} already contains a fortification (${c.hex.fortification})` };
  return null;
}

/**
 * A43.3 in CC:P Move and Advance (the shared charts' `panjiTrap` point, machines/cce/entry.ts PanjiTrapRule):
 * `hiddenActionRefusal` for the situation's scenario Defender (the Japanese player is its `axis` player), just
 * after enemy units entered `hex`, its fortification read from the map's markers. The moving player's own
 * Posture is not in a Move or Advance situation; A43 asks only the Defender's.
 */
export const panjiTrapAllowed: PanjiTrapRule = ({ readings, defender, map, hex }) => defender !== null && hiddenActionRefusal(defenderPlaying(readings, defender, map, hex, 'after-entry'), 'A43.3') === null;

/**
 * A43.1, A43.4, A43.5 before a Defense roll: CC:P Fire's own and an Asset Request's Defense rolls, and CC:P Move's Op Fire (the
 * Defense Roll loop, machines/cce/fire-defense-states.ts hiddenFortification): `hiddenActionRefusal` for the rolling unit's owner, who must be the scenario Defender.
 */
export const hiddenFortificationAllowed: HiddenFortificationRule = ({ readings, defender, player, map, hex }, action) =>
  defender !== null && player === defender && hiddenActionRefusal(defenderPlaying(readings, defender, map, hex, 'before-defense-roll'), action) === null;

/**
 * What `hiddenActionRefusal` reads, for a Move, Advance or Defense-roll situation: its scenario Defender (the Japanese
 * player is the `axis` player) of Posture Defender, at `moment`, into `hex` with its terrain and the fortification its
 * markers hold, and whether it is a Crest hex (the map's `crest`: A43.1). The other player's Posture is not in those
 * situations (A43 asks only the player's own).
 */
function defenderPlaying(readings: Readings, defender: 'axis' | 'allied', map: LocalMap, hex: string, moment: HiddenMoment) {
  const player: HiddenSide = defender === 'axis' ? 'japanese' : 'allied';
  const other: HiddenSide = player === 'japanese' ? 'allied' : 'japanese';
  const facts = map.hexes[hex];
  const fortification = (facts?.markers ?? []).map((m) => m.toLowerCase()).find((m): m is CcpFortification => (CCP_FORTIFICATIONS as readonly string[]).includes(m)) ?? null;
  const postures = { [player]: 'defender', [other]: 'attacker' } as Record<HiddenSide, Posture>;
  return { readings, player, postures, moment, hex: { id: hex, terrain: facts?.terrain ?? [], crest: facts?.crest === true, fortification } };
}

const MARKER: Record<Exclude<HiddenAction, 'A43.3'>, CcpFortification> = { 'A43.1': 'cave', 'A43.4': 'pillbox', 'A43.5': 'trench' };

type Meta = { rules: CcpRuleId[] };
type Play = Extract<HiddenEvent, { type: 'PLAY_HIDDEN' }>;
const playOf = (e: HiddenEvent): Play => e as Play;
const mayPlay = (action: HiddenAction) => ({ context: c, event }: { context: HiddenContext; event: HiddenEvent }) => event.type === 'PLAY_HIDDEN' && event.action === action && hiddenActionRefusal(c, action) === null;

export const projectHidden = (c: HiddenContext): HiddenOutput => c.out;

export const hiddenMachine = setup({
  types: {
    input: {} as HiddenInput,
    context: {} as HiddenContext,
    events: {} as HiddenEvent,
    output: {} as HiddenOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    hiddenCaveAllowed: mayPlay('A43.1'),
    panjiTrapAllowed: mayPlay('A43.3'),
    hiddenPillboxAllowed: mayPlay('A43.4'),
    hiddenTrenchlineAllowed: mayPlay('A43.5'),
    choseMines: ({ context: c }) => c.choice === 'mines',
  },
  actions: {
    noteChoice: assign(({ event }) => ({ choice: playOf(event).choice ?? null })),
    placeMarker: assign(({ context: c, event }) => {
      const action = playOf(event).action as Exclude<HiddenAction, 'A43.3'>;
      return { out: { played: action, placed: { hex: c.hex.id, marker: MARKER[action] }, mineAttack: null } };
    }),
    placeMines: assign(({ context: c }) => ({
      out: { played: 'A43.3' as const, placed: { hex: c.hex.id, marker: 'mines' as const }, mineAttack: { hex: c.hex.id, fp: c.minesFp, cover: 0 as const, against: c.movers } },
    })),
    placeWire: assign(({ context: c }) => ({ out: { played: 'A43.3' as const, placed: { hex: c.hex.id, marker: 'wire' as const }, mineAttack: null } })),
  },
}).createMachine({
  id: 'hidden',
  context: ({ input }) => ({ ...input.situation, ruleset: input.ruleset, readings: input.readings, choice: null, out: { played: null, placed: null, mineAttack: null } }),
  initial: 'offering',
  output: ({ context }) => projectHidden(context),
  states: {
    // A43: the scenario Defender may play one Hidden action that fits the moment and the hex, or none.
    offering: {
      on: {
        PLAY_HIDDEN: [
          { guard: 'hiddenCaveAllowed', target: 'placed', actions: 'placeMarker', meta: { rules: ['A43.1', 'A43', 'F102', 'F100.3'] } },
          { guard: 'hiddenPillboxAllowed', target: 'placed', actions: 'placeMarker', meta: { rules: ['A43.4', 'A43', 'F105', 'F100.3'] } },
          { guard: 'hiddenTrenchlineAllowed', target: 'placed', actions: 'placeMarker', meta: { rules: ['A43.5', 'A43', 'F106', 'F100.3'] } },
          { guard: 'panjiTrapAllowed', target: 'choosingPanji', actions: 'noteChoice', meta: { rules: ['A43.3', 'A43', 'F100.3'] } },
        ],
        PASS: { target: 'passed', meta: { rules: ['A43'] } },
      },
    },
    // A43.3: "The Japanese player chooses to do one of the following": mines with a Mine Attack, or wire.
    choosingPanji: {
      always: [
        { guard: 'choseMines', target: 'placed', actions: 'placeMines', meta: { rules: ['A43.3', 'F104', 'F104.1', 'F104.2'] } },
        { target: 'placed', actions: 'placeWire', meta: { rules: ['A43.3', 'F107'] } },
      ],
    },
    placed: { type: 'final' },
    passed: { type: 'final' },
  },
});
