/**
 * 6.3 Game End and 7 Victory — Combat Commander: Europe v1.1 (6.3, 6.3.1, 6.3.2, 7.3.2, 7.3.3, 9.2).
 *
 * Decides, from what has just happened, whether the game is over and who won:
 * - 6.3 ways 1 and 2 (a player forced to place an eliminated unit on his Surrender space; a player's
 *   last unit on the map eliminated) lose outright, whatever the VP (6.3.1); if both players lose so at
 *   once, the Initiative card's holder wins (6.3.1, 9.2). Reading cce.last-unit-with-reinforcements
 *   decides whether way 2 applies while the player still has units waiting on the Time Track.
 * - 7.3.2's chit: a player holding all five Objectives just before a Sudden Death Roll wins outright
 *   (the Time advance detects it: time-advance.ts).
 * - 6.3 ways 3 and 4 (last unit exits; Sudden Death) end on VP when ways 1-2 do not apply (6.3.2): every
 *   secret Objective chit is revealed and its value awarded to the Objective's current controller
 *   (victory.ts), then the VP marker decides; on "0" the Initiative card's holder wins (9.2).
 *
 * Left out, and where: what put a unit on the Casualty Track or off the map (the Orders and Events);
 * the Time advance that makes the Sudden Death Roll (time-advance.ts).
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import type { CceRuleId } from './rule-ids';
import { opponentOf, type Player } from './units';
import { revealingSecretsDerivation, type Objective, type ObjectiveChit, vpLeader, type Vp } from './victory';
import type { Derivation } from '../core/derivation';

// ---------------------------------------------------------------------------------------------- types

export interface GameEndSituation {
  /** 6.3 way 1: players forced to place an eliminated unit on their Surrender marker's space. */
  surrendered: Player[];
  /** Units each player has on the map now. */
  unitsOnMap: Record<Player, number>;
  /** Units each player still has on the Time Track (reinforcements, 6.1.2 step 5). */
  reinforcementsPending: Record<Player, number>;
  /** 6.3 way 3: the player whose last unit on the map has just voluntarily exited (7.2.1). */
  lastUnitExited: Player | null;
  /** 6.3 way 4: a Sudden Death Roll less than the Time marker's space has just been made. */
  suddenDeath: boolean;
  /** 7.3.2: the player who controlled all five Objectives just before a Sudden Death Roll, with that chit in play. */
  allFiveObjectives: Player | null;
  /** CC:P 13.3 b), c) only (GameEndEdition.infiltrationBoxes): units each player has in an Infiltration Box (11.3). */
  infiltrated?: Record<Player, number>;
  vp: Vp;
  initiative: Player;
  objectives: Objective[];
  chits: ObjectiveChit[];
}

export type GameEndInput = MachineInput<GameEndSituation>;

/**
 * How the game ended (an enumeration, never prose, so engines compare it as a value):
 *   both-lose-initiative-wins   6.3.1, 9.2: both players lose outright at once; the Initiative holder wins
 *   surrender                   6.3 (way 1), 6.3.1: the loser had to place an eliminated unit on his Surrender space
 *   last-unit-eliminated        6.3 (way 2), 6.3.1: the loser's last unit on the map was eliminated
 *   all-five-objectives         7.3.2: one player controlled all five Objectives just before a Sudden Death Roll
 *   sudden-death-vp             6.3 (way 4), 6.3.2, 7: after a Sudden Death Roll; the VP marker decides
 *   sudden-death-vp-zero        6.3.2, 9.2: Sudden Death with the VP marker on 0: the Initiative holder wins
 *   last-unit-exited-vp         6.3 (way 3), 6.3.2, 7: a player's last unit exited the map; the VP marker decides
 *   last-unit-exited-vp-zero    6.3.2, 9.2: the same with the VP marker on 0: the Initiative holder wins
 */
export const GAME_END_HOW = ['both-lose-initiative-wins', 'surrender', 'last-unit-eliminated', 'all-five-objectives', 'sudden-death-vp', 'sudden-death-vp-zero', 'last-unit-exited-vp', 'last-unit-exited-vp-zero'] as const;
export type GameEndHow = (typeof GAME_END_HOW)[number];

export interface GameEndContext {
  readings: Readings;
  s: GameEndSituation;
  vp: Vp;
  winner: Player | null;
  how: GameEndHow | null;
  revealed: string[];
  /** 6.3.2: how `vp` was found once the secret chits were revealed (victory.ts revealingSecretsDerivation); null before. */
  vpDerivation: Derivation | null;
}

export interface GameEndOutput {
  result: 'game-over' | 'game-continues';
  winner: Player | null;
  /** Why: the way the game ended and, for a VP ending, how the winner was found (GAME_END_HOW). */
  how: GameEndHow | null;
  vp: Vp;
  revealed: string[];
  /** Once the secret chits were revealed (6.3.2): how `vp` was found. */
  derivation?: { vp: Derivation };
}

// ------------------------------------------------------------------------------------ rule arithmetic

// ------------------------------------------------------------------------------------------- editions

/**
 * Where an edition's Game End differs, at named points (DESIGN.md rule 6): CC:P 13.3 has the same four
 * ways and the same 13.3.1/13.3.2 resolution, but only the Allied player surrenders (13.3 a, 11.2), a unit in
 * an Infiltration Box keeps its player in the game (13.3 b, c), and there is no all-five-Objectives chit
 * (14.3.3's 21 chits).
 */
export interface GameEndEdition {
  /** Who has a Surrender marker (6.3 way 1; CC:P 13.3 a: "The Allied player"). */
  surrenders: readonly Player[];
  /** 7.3.2: the all-five-Objectives chit exists. */
  allFiveObjectivesChit: boolean;
  /** CC:P 13.3 b), c): "and that player has no units in an Infiltration Box". */
  infiltrationBoxes: boolean;
  /** The reading that decides way 2 with units still on the Time Track (alternatives `loses`, `not-while-reinforcements-pending`). */
  lastUnitReading: string;
}

export const CCE_GAME_END: GameEndEdition = {
  surrenders: ['axis', 'allied'],
  allFiveObjectivesChit: true,
  infiltrationBoxes: false,
  lastUnitReading: 'cce.last-unit-with-reinforcements',
};

/** CC:P 13.3 b), c): a player with units in an Infiltration Box has not lost his last unit. */
const noneInfiltrated = (s: GameEndSituation, p: Player): boolean => (s.infiltrated?.[p] ?? 0) === 0;

/** 6.3 ways 1 and 2 (with reading cce.last-unit-with-reinforcements, or the edition's): who loses outright. */
export function outrightLosers(s: GameEndSituation, reading: string): Player[] {
  return (['axis', 'allied'] as const).filter((p) => {
    if (s.surrendered.includes(p)) return true;
    const annihilated = s.unitsOnMap[p] === 0 && s.lastUnitExited !== p && noneInfiltrated(s, p);
    return annihilated && (reading !== 'not-while-reinforcements-pending' || s.reinforcementsPending[p] === 0);
  });
}

export function projectGameEnd(c: GameEndContext): GameEndOutput {
  return { result: c.winner ? 'game-over' : 'game-continues', winner: c.winner, how: c.how, vp: c.vp, revealed: c.revealed, ...(c.vpDerivation ? { derivation: { vp: c.vpDerivation } } : {}) };
}

// -------------------------------------------------------------------------------------------- machine

type Meta = { rules: CceRuleId[] };

export const gameEndMachineFor = (edition: GameEndEdition) => {
const losers = (c: GameEndContext): Player[] => outrightLosers(c.s, c.readings[edition.lastUnitReading]);
return setup({
  types: {
    input: {} as GameEndInput,
    context: {} as GameEndContext,
    output: {} as GameEndOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    bothLoseOutright: ({ context: c }) => losers(c).length === 2,
    oneLosesOutright: ({ context: c }) => losers(c).length === 1,
    allFiveObjectivesHeld: ({ context: c }) => c.s.allFiveObjectives !== null,
    // 6.3 way 3 (CC:P 13.3 c: and no units in an Infiltration Box) or way 4.
    endsOnVictoryPoints: ({ context: c }) => (c.s.lastUnitExited !== null && noneInfiltrated(c.s, c.s.lastUnitExited)) || c.s.suddenDeath,
    vpMarkerOffZero: ({ context: c }) => vpLeader(c.vp) !== null,
  },
  actions: {
    initiativeBreaksTie: assign(({ context: c }) => ({ winner: c.s.initiative, how: 'both-lose-initiative-wins' })),
    opponentWins: assign(({ context: c }) => {
      const loser = losers(c)[0];
      return { winner: opponentOf(loser), how: c.s.surrendered.includes(loser) ? 'surrender' : 'last-unit-eliminated' };
    }),
    allFiveWins: assign(({ context: c }) => ({ winner: c.s.allFiveObjectives, how: 'all-five-objectives' })),
    revealSecretChits: assign(({ context: c }) => {
      const d = revealingSecretsDerivation(c.vp, c.s.objectives, c.s.chits);
      return { vp: d.total, vpDerivation: d, revealed: c.s.chits.filter((x) => !x.open).map((x) => x.id) };
    }),
    vpDecides: assign(({ context: c }) => ({ winner: vpLeader(c.vp), how: c.s.suddenDeath ? 'sudden-death-vp' : 'last-unit-exited-vp' })),
    initiativeWinsOnZero: assign(({ context: c }) => ({ winner: c.s.initiative, how: c.s.suddenDeath ? 'sudden-death-vp-zero' : 'last-unit-exited-vp-zero' })),
  },
}).createMachine({
  id: 'game-end',
  context: ({ input }) => ({ readings: input.readings, s: input.situation, vp: input.situation.vp, winner: null, how: null, revealed: [], vpDerivation: null }),
  initial: 'checkingOutrightLoss',
  output: ({ context }) => projectGameEnd(context),
  states: {
    // 6.3.1: ways 1 and 2 are checked first: they beat any VP total.
    checkingOutrightLoss: {
      always: [
        { guard: 'bothLoseOutright', target: 'over', actions: 'initiativeBreaksTie', meta: { rules: ['6.3', '6.3.1', '9.2'] } },
        { guard: 'oneLosesOutright', target: 'over', actions: 'opponentWins', meta: { rules: ['6.3', '6.3.1'] } },
        ...(edition.allFiveObjectivesChit ? [{ guard: 'allFiveObjectivesHeld' as const, target: 'over', actions: 'allFiveWins' as const, meta: { rules: ['7.3.2'] as CceRuleId[] } }] : []),
        { guard: 'endsOnVictoryPoints', target: 'revealingSecretObjectives', meta: { rules: ['6.3', '6.3.2'] } },
        { target: 'continues', meta: { rules: ['6.3'] } },
      ],
    },
    // 6.3.2: "players must reveal any secret Objective chits and award their VPs to the current controller".
    revealingSecretObjectives: {
      always: { target: 'scoring', actions: 'revealSecretChits', meta: { rules: ['6.3.2', '7.3.3'] } },
    },
    scoring: {
      always: [
        { guard: 'vpMarkerOffZero', target: 'over', actions: 'vpDecides', meta: { rules: ['6.3.2', '7'] } },
        { target: 'over', actions: 'initiativeWinsOnZero', meta: { rules: ['6.3.2', '9.2'] } },
      ],
    },
    over: { type: 'final' },
    continues: { type: 'final' },
  },
});
};

export const gameEndMachine = gameEndMachineFor(CCE_GAME_END);
