/**
 * The Orders a game composes (DESIGN 9): for each, the real Order machine (recover.ts, …), how its input
 * is built from the frame when the Turn accepts the GIVE_ORDER, whose roll it awaits, and the decisions
 * its current state may accept (candidates only: the machine's own guards decide, game.ts filters them
 * with `snapshot.can`). Nothing of an Order's rules is here.
 *
 * Composed so far: Recover (O22), Rout (O23; a Mine Attack during a Retreat, O23.3.4, F103: the Attack Roll the
 * opponent's of the Retreating unit's owner, its Defense Roll the owner's, Concealment before it and Light Wounds, A36,
 * on it, the Mines' eliminations on the Casualty Track as the Rout's own) and Fire (O20: the card's units activated by the machine's ACTIVATE, O14.1; a GIVE_ORDER the
 * Fire machine would refuse, O20.1, is refused before the card is played; shots by any group of the
 * activated pieces at any hex holding an enemy unit; its eliminations placed on the Casualty Track, 4.2;
 * the firing player's Actions on a shot, A24.1, each with a card of his hand printing it, `actionCard` (Marksmanship,
 * A37, with the nationality its card indicates); before each Defense Roll, the rolling unit's owner's Concealment, A29, and (the scenario
 * Defender) Hidden Entrenchments, A35.1, and Hidden Pillbox, A35.3, `defenseActions`, their Fortification placed on
 * the frame too, `complete`; Light Wounds, A36, when a Squad would break (Fire; Advance's Mines; Move's Op Fire, Assault
 * Fire and Mines; a Rout's Mines; an Artillery Impact), as often as he holds a card, with the Teams its owner's countermix
 * describes, `lightWoundsTeams`, its Squad, Team and VP lost reaching the frame through `record`'s `wounded` (a moving or
 * advancing Squad's Team activated for the Turn under reading cce.light-wounds-moving-team, `alsoActivated`); as
 * before the Defense Rolls of an Op Fire, A33, an Assault Fire, A26, a Mine Attack,
 * F103.2, and an Artillery Impact, O18.2.3.2, where their machines take them; Smoke rounds, O20.2.1, whose random markers the
 * game draws and places, `smokePlaced`) and Advance (O16: ADVANCE into the adjacent hexes O16.3 allows, Mine Attacks,
 * F103, Light Wounds at their Defense Rolls, A36, the Defender's Hidden Mines or Wire, A35.2/A35.5, each with a card printing it, its
 * marker onto the frame too, `complete`, the Mines then attacking; one unit or a Leader's group, 3.3.1.1, the
 * group refused before the card is played when it is none; EXIT off the enemy edge from a hex on it, 7.2.1, `exits`), followed in the same
 * Order by the Melee machine where a hex holds both sides (O16.4, `followUp`; Ambush, A25, played with its card and
 * completed by the opponent's choice of the unit it breaks, `held`, and Light Wounds on that break, A36; No Quarter, A38,
 * with a card printing it, its 2 VP to the frame at once, `awards` — the same in the Melee at the end of a die trigger)
 * and Move (O21: the Move machine's own activation, 3.3.1.1, O14.4;
 * MOVE/STOP/END_ORDER where it records no refusal; the Defender's Hidden Mines or Wire, as in an Advance (the Wire
 * ending the Move: the machine's part); the inactive
 * player's Op Fire, A33, with a Fire card from his hand played as its Action, 1.6, `actionCard`; EXIT off the
 * enemy edge, 7.2.1, `exits`: game.ts places the unit and awards its VP; the active player's Smoke Grenades, A39,
 * and Assault Fire, A26, each played with a card of his hand printing it, `actionCard`, the Smoke marker drawn
 * by the game, `complete`; on an Op Fire or Assault Fire shot, the firing player's Actions as in a Fire Order) and Artillery Denied (O17: the
 * enemy Radio, from the frame's Artillery Box and its `radios` data, broken or eliminated back to the
 * countermix, `offMap`; refused before the card is played with no enemy Radio; no unit named, `activatesNone`)
 * and Artillery Request (O18: the player's Radio from the frame; refused before the card is played when
 * neither Battery Access nor Fire For Effect may be chosen; its GIVE_ORDER names no unit, the Spotter being
 * chosen with FIRE_FOR_EFFECT and activated for the Turn, `alsoActivated`; the Accuracy and Impact Rolls are
 * the Turn's, an Impact Roll a Fire Attack Roll for Jammed!, O18.2.3.2; the drift card is the top card of
 * the active player's draw pile, revealed by the game, `chance` — its last card runs the Time advance first,
 * game.ts `Interlude`; a Smoke barrage's markers are the frame's `smokeDraws`, T94, one per hex in area order;
 * the Radio fixed by Battery Access, the Smoke placed and the Fortifications destroyed reach the frame,
 * `offMap`). Units a Time advance places during an Artillery Request (a Time! trigger on its rolls, or the
 * revealed last card) join its machine's situation (game.ts toldOfFrame, `told`): its Impacts attack them.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { OracleError } from '../../core/errors';
import { enemyEdge, type MapSituation } from '../../core/map';
import type { MachineInput } from '../../core/procedure';
import { type Casualty, type CasualtyTracks, type EliminationCause, placeCasualty, surrenderedPlayer } from '../casualties';
import { type DefenseRecord, defenseStateNames } from '../fire-defense-states';
import { LIGHT_WOUNDS_VP_LOSS, lightWoundsTeamGoesOn, replaceWithLightWoundsTeam, type LightWoundsTeams, type ReplacementTeam } from '../effects';
import { activationProblem } from '../fire/guards';
import { fireMachine } from '../fire/machine';
import { FIRE_ACTIONS, type FireContext, type FireSituation } from '../fire/types';
// The rule index as data (not core/rules.ts, which reads it from disk: the game is bundled for the browser too).
import CCE_RULE_INDEX from '../rules.json';
import type { Readings } from '../../core/readings';
import { type Edge, edgeDistance, hexId, neighboursOnMap, parseHex } from '../../core/hex';
import { advanceMachine } from '../advance/machine';
import { artilleryDeniedMachine } from '../artillery/denied';
import { artilleryMachine, impactHexesLeft } from '../artillery/machine';
import type { ArtilleryContext, ArtilleryDeniedOutput, ArtilleryDeniedSituation, ArtilleryOutput, ArtillerySituation, Radios } from '../artillery/types';
import { drawSmoke, placeFortification, placeSmoke, removeFortification, sortHexes } from '../markers';
import { assaultFirePieces } from '../move/reactions';
import { activationLegal } from '../move/guards';
import { moveMachine } from '../move/machine';
import type { MoveContext, MoveSituation } from '../move/types';
import { advanceRefusalRule, type AdvanceContext, type AdvanceSituation } from '../advance/rules';
import { meleeMachine, meleeRoller } from '../melee/machine';
import { inactivePlayer, meleeHexes, meleeVp, noQuarterPlayer, type MeleeContext, type MeleeSituation, type Occupancy } from '../melee/rules';
import { cardOf, type OrderName, reveal } from '../deck';
import type { FrameState } from '../frame';
import { recoverMachine, type RecoverContext, type RecoverSituation } from '../recover';
import { retreatOptions } from '../rout/logic';
import { routMachine } from '../rout/machine';
import type { RoutContext, RoutOutput, RoutSituation } from '../rout/types';
import type { Activated, OrderRecord } from '../turn';
import { ledByLeader, opponentOf, PLAYERS, type Player, type Unit } from '../units';

export interface ComposedOrder {
  order: OrderName;
  /** The procedure whose readings the Order machine consults. */
  procedure: string;
  machine: AnyStateMachine;
  /**
   * The Order machine's input: the frame's units and map, the Order as the Turn recorded it, the activations before it.
   * Not the card (no Order machine reads which card gave it): game.ts openingCheck starts one machine for the GIVE_ORDERs
   * of an Order naming the same units and player with different cards.
   */
  input(frame: FrameState, order: Omit<OrderRecord, 'card'>, activatedBefore: Activated, ruleset: string, readings: Readings): MachineInput<unknown>;
  /** The player whose roll the Order awaits now. */
  roller(snapshot: AnyMachineSnapshot): Player;
  /** Is the awaited roll a Fire Attack Roll (1.9.1.2: only then is Jammed! a trigger)? */
  fireAttack(snapshot: AnyMachineSnapshot): boolean;
  /** The decisions (other than a roll) the Order's state might accept now, in a canonical order, with who makes each (`frame`: the game's, for the cards in hand an Action plays). */
  candidates(snapshot: AnyMachineSnapshot, frame?: FrameState): { decision: EventObject; player: Player }[];
  /** The units as the Order sees them now. */
  units(snapshot: AnyMachineSnapshot): Unit[];
  /**
   * What the Order has recorded so far besides its units (merged by id in game.ts): its casualties (4.2,
   * 7.1) and Casualty Track. `start` is the frame the Order started from (its Casualty Track, its units).
   */
  record(snapshot: AnyMachineSnapshot, start: FrameState, joined?: readonly Unit[]): { casualties: Casualty[]; casualtyTrack?: CasualtyTracks; wounded?: Wounded[] };
  /** 6.3 way 1: the player who surrendered during the Order, if any (`track`: the frame's Casualty Track with the Order's casualties on it). */
  surrendered(output: unknown, track: CasualtyTracks | undefined): Player | null;
  /**
   * The Order's first decisions, made by the GIVE_ORDER itself (a unit Order's ACTIVATE of the units the
   * card activated, O14.1), sent by the game as soon as the machine starts; absent: none.
   */
  opening?(order: OrderRecord): EventObject[];
  /** Why the Order machine would refuse its opening now (its own rule and reason), or null: game.ts refuses the GIVE_ORDER with it. */
  openingRefusal?(snapshot: AnyMachineSnapshot, order: OrderRecord): { rule: string; why: string } | null;
  /**
   * The procedure the Order goes on with when its machine is done (`snapshot`: its final snapshot; `start`:
   * the frame it started from), or null: e.g. the Melee after an Advance (O16.4). game.ts starts it on the
   * frame with the Order's changes merged, as part of the same Order.
   */
  followUp?(snapshot: AnyMachineSnapshot, start: FrameState): ComposedOrder | null;
  /**
   * A decision the rules allow but the game does not compose yet (its error), or null: game.ts refuses it
   * before the machine takes it — a decision inside the Order, or the GIVE_ORDER that would start it.
   */
  uncomposed?(decision: EventObject): OracleError | null;
  /**
   * An Action played with a card from a player's hand inside the Order (1.6, A24): for a decision that
   * carries a `card`, who plays it, which Order the card must bear (A33.2: a Fire Action is the Fire card's
   * "(Opportunity) Fire ... across the top of the card", 1.6) and the rule; null when the decision plays no
   * card. game.ts checks the card, discards it from the hand (1.6) and gives the machine the decision without it.
   */
  actionCard?(snapshot: AnyMachineSnapshot, decision: EventObject): ActionCard | null;
  /**
   * An Action played with a card whose effect its player's opponent completes (A25 Ambush: "The opponent must select
   * one of his units that is participating in the Melee and break it"): for a decision that plays it, the card (as
   * `actionCard`) and the decisions that may complete it (each the selecting player's, with the machine decision it
   * makes), or null. game.ts plays the card (1.6) and then waits for one of the completions (RunningOrder `held`).
   */
  held?(snapshot: AnyMachineSnapshot, decision: EventObject): Held | null;
  /**
   * VP an Action gives its player at once, outside any elimination (A38 No Quarter: "The player gains 2 VPs"): from the
   * machine's snapshots before and after the decision (its own arithmetic), or null. game.ts adds it to the frame's VP
   * marker (7.1's) and records it (Game `awards`).
   */
  awards?(before: AnyMachineSnapshot, after: AnyMachineSnapshot): Award | null;
  /**
   * The part of chance a decision leaves to the game (not a decision, not a roll): for SMOKE_GRENADES, the
   * random Smoke marker drawn (A39 "a random Smoke marker", T94: frame `smokeDraws`) and placed on the frame
   * (8.1.4, markers.ts placeSmoke). `decision` (without its card) goes to the machine with the value; `frame`
   * is the game's frame after it. Null: the decision goes to the machine as it is.
   */
  complete?(decision: EventObject, frame: FrameState, snapshot: AnyMachineSnapshot): { decision: EventObject; frame: FrameState } | null;
  /**
   * 7.2.1: the units that have exited off the enemy edge during the Order so far, in order (the machine's
   * record): each with its owner and, unless a Hero (E58.1: back to the countermix), the unit as it goes onto
   * the Time Track (unbroken, no Veteran or Suppressed marker, its Weapon unbroken: entry.ts asExited).
   * game.ts asks the owner for each one's Time Track space, and awards its Exit VP.
   */
  exits?(snapshot: AnyMachineSnapshot): Exited[];
  /**
   * Why a decision is refused by a rule the Order machine leaves to its procedure's input parser (absent from a
   * game, which hands decisions to the machine directly), or null: an Advance's EXIT from a hex off that edge
   * (O16.2; oracle/procedures/cce/advance.ts checks it there). game.ts refuses it before the machine takes it.
   */
  inputRefusal?(snapshot: AnyMachineSnapshot, decision: EventObject): OracleError | null;
  /** Units the Order activated besides the card's (A33.3(2): the inactive player's, for Op Fire): activated for the rest of the Turn. */
  alsoActivated?(snapshot: AnyMachineSnapshot): string[];
  /**
   * O20.2.1: the hexes the Order's machine has placed "a random Smoke marker" in so far, in order (its record). The game
   * draws each marker (T94, frame `smokeDraws`), places it on the frame at once (8.1.4, markers.ts placeSmoke) and gives
   * the machine's map that hex as the frame now has it (`smoked`), so the Order's later shots see it (10.3.4).
   */
  smokePlaced?(snapshot: AnyMachineSnapshot): readonly string[];
  smoked?(snapshot: AnyMachineSnapshot, hex: string, facts: unknown): AnyMachineSnapshot;
  /** What the Order changed off the map (O17: a Radio broken, or eliminated back to the countermix), applied to the frame when its machine is done. */
  offMap?(output: unknown, frame: FrameState): FrameState;
  /**
   * Its GIVE_ORDER names no unit and no player: the Order activates none (O17), or activates its own unit
   * inside (O18.2: the Spotter, chosen with FIRE_FOR_EFFECT). Listed once per card, naming none.
   */
  activatesNone?: boolean;
  /**
   * Its `input` reads nothing of the OrderRecord (the units, the player the GIVE_ORDER names): every
   * GIVE_ORDER of this Order starts its machine in the same snapshot on the same game, so game.ts openingCheck
   * starts it once per Turn snapshot for all of them (legal.ts asks it of each candidate: Fire's Leader groups).
   */
  inputReadsNoRecord?: boolean;
  /**
   * A step of chance the game takes itself when the Order's machine awaits it (not a decision, not a roll):
   * the top card of a draw pile revealed (O18.2.2.1/2), the next random Smoke marker drawn (T94, frame
   * `smokeDraws`). `decision` goes to the machine; `frame` is the game's frame after it; `revealed`, the
   * card revealed; `lastCard`, the player whose draw pile the reveal emptied (6.1.2: a Time advance, run
   * by game.ts before `decision` is given, as for a Time! trigger, 1.9.1). Null: none awaited.
   */
  chance?(snapshot: AnyMachineSnapshot, frame: FrameState): { decision: EventObject; frame: FrameState; revealed?: string; lastCard: Player | null } | null;
}

/**
 * 1.9.1 ("performed in their entirety before any results of the die roll that triggered them are implemented"),
 * 6.1.2 step 5 ("normal play resumes from wherever it left off"): the Order's machine told of what the game changed
 * around it — `units` its situation's units from now on (absent: as they are), `hexes` the map hexes the game changed,
 * as the game now has them — its state and everything else in its context kept. One step for every composed Order:
 * each keeps its units and map in `situation` (Artillery Denied keeps neither and is never told). It is the same
 * replacement the Order machines make themselves when a trigger is resolved nested in them, their situation
 * describing the game (event/host.ts `endEvent`, `endTimeAdvance`: "on leaving, the Order gets them back,
 * changed"), so an Order the game tells behaves as its own machine does after that Event or Time advance.
 */
export function told(machine: AnyStateMachine, s: AnyMachineSnapshot, change: { units?: Unit[]; hexes?: Record<string, unknown> }): AnyMachineSnapshot {
  const c = s.context as { situation?: { units?: Unit[]; map?: { hexes: Record<string, unknown> } } };
  if (!c.situation?.units || !c.situation.map) return s;
  const map = change.hexes ? { ...c.situation.map, hexes: { ...c.situation.map.hexes, ...change.hexes } } : c.situation.map;
  return machine.resolveState({ value: s.value, context: { ...c, situation: { ...c.situation, units: change.units ?? c.situation.units, map } } }) as AnyMachineSnapshot;
}

/**
 * An Action played with a card (1.6, A24): who plays it, and what the card must print — the Order across its
 * top (`order`: A33.2, a Fire card's "(Opportunity) Fire") or the Action (`action`: its title, e.g. A39's
 * "Smoke Grenades"), and the card data the decision repeats (`printed`: A37's nationality) — and the rule.
 */
export type ActionCard = { player: Player; rule: string; printed?: readonly CardDatum[] } & ({ order: OrderName; action?: undefined } | { action: string; order?: undefined });
/** VP an Action gave a player at once (ComposedOrder `awards`; A38: No Quarter's 2 VP), and its rule. */
export interface Award {
  player: Player;
  vp: number;
  rule: string;
}

/** An Action a player plays and his opponent completes (ComposedOrder `held`): its card, and each decision that completes it. */
export interface Held {
  card: ActionCard;
  completions: Completion[];
}

/** One way to complete a held Action: the decision, who makes it, and the decision the Order's machine then gets. */
export interface Completion {
  decision: EventObject;
  player: Player;
  toMachine: EventObject;
}

/** Card data a decision repeats, which must be what its card prints (`ActionCard.printed`; A37: the nationality it indicates). */
export type CardDatum = 'nationality';

/**
 * A36: a Squad Light Wounds saved during an Order: back into its owner's countermix, `team` (the Team retrieved from
 * the countermix, as the Order's machine placed it) in its place, and `vp` the VP its owner loses ("Lose 1 VP").
 */
export interface Wounded {
  squad: string;
  team: string;
  owner: Player;
  vp: number;
}

/** 7.2.1: a unit that exited off the enemy edge during an Order; `onTrack` null: a Hero, back to the countermix (E58.1). */
export interface Exited {
  unit: string;
  owner: Player;
  onTrack: Unit | null;
}

/** 7.2.1, E58.1: the exits a Move or Advance machine recorded (its `exits`, and `timeTrack` without the Heroes). */
const exitedOf = (c: { player: Player; exits: readonly { unit: string }[]; timeTrack: readonly Unit[] }): Exited[] =>
  c.exits.map((e) => ({ unit: e.unit, owner: c.player, onTrack: c.timeTrack.find((u) => u.id === e.unit) ?? null }));

const notComposed = (what: string, rule: string, path: string): OracleError =>
  new OracleError({ code: 'illegal-event', path, expected: 'a part of the game that is composed (machines/cce/game/orders.ts)', actual: what, rule, hint: 'not-composed' });

const recover: ComposedOrder = {
  order: 'Recover',
  procedure: 'recover',
  machine: recoverMachine as unknown as AnyStateMachine,
  input: (frame, order, before, ruleset, readings) => {
    const situation: RecoverSituation = { units: frame.units, map: frame.map, player: order.player!, initiative: frame.initiative, activated: { recover: before.recover, rout: before.rout } };
    return { ruleset, readings, situation };
  },
  // O22.2: the activated player makes the Rally Rolls.
  roller: (s) => (s.context as RecoverContext).player,
  fireAttack: () => false,
  // O22.2: "in the order the player chooses": any unit still to roll, in the order they were listed.
  candidates: (s) => (s.context as RecoverContext).toRoll.map((unit) => ({ decision: { type: 'CHOOSE_UNIT', unit }, player: (s.context as RecoverContext).player })),
  units: (s) => (s.context as RecoverContext).situation.units,
  // O22: a Recover changes units only.
  record: () => ({ casualties: [] }),
  surrendered: () => null,
};

/** F103.2: the Mine Attack FP unless the scenario gives the Defender a Minefield capability (no sample does). */
const MINES_FP = 6;

const rout: ComposedOrder = {
  order: 'Rout',
  procedure: 'rout',
  machine: routMachine as unknown as AnyStateMachine,
  input: (frame, order, before, ruleset, readings) => {
    // O23.3: the Retreat needs the map's extent and each player's friendly edge; 4.2: the Casualty Track.
    if (!frame.map.geometry || !frame.map.edges) throw notComposed('a Rout on a map without geometry and edges', 'O23.3', 'scenario.map');
    if (!frame.casualtyTrack) throw notComposed('a Rout without a Casualty Track', '4.2', 'scenario.casualtyTrack');
    const situation: RoutSituation = {
      units: frame.units,
      map: frame.map as MapSituation,
      player: frame.active,
      chosen: order.player!,
      initiative: frame.initiative,
      activated: { recover: before.recover, rout: before.rout },
      casualtyTrack: frame.casualtyTrack,
      minesFp: MINES_FP,
      // A36: the Teams each player holding Light Wounds would retrieve from his countermix (a Mines Defense Roll).
      lightWoundsTeams: lightWoundsTeams(frame),
    };
    return { ruleset, readings, situation };
  },
  // O23.2: the active player makes the Rout Rolls; O23.3.4, F103.2: a Mine Attack Roll against a Retreating unit is
  // the opponent's of its owner ("his opponent makes the Attack Roll"), its Defense Roll its owner's (O20.3.4).
  roller: (s) => {
    const c = s.context as RoutContext;
    if (s.matches('mineAttackRolling')) return opponentOf(c.chosen);
    return defenseRoller(s, c.defense.current, c.situation.units) ?? c.player;
  },
  fireAttack: () => false,
  // O23.2: the active player picks the unit; O23.3: the owner ("always Retreats his own units") picks the hex;
  // F103.2: the Retreating unit's owner names it for its Defense Roll against the Mines (the only unit that rolls),
  // and A29: before that roll, his Concealment (defenseActions; the Rout's loop has no Hidden Fortification, F103);
  // A36: Light Wounds when the Retreating Squad would break on it.
  candidates: (s, frame) => {
    const c = s.context as RoutContext;
    return [
      ...c.toRoll.map((unit) => ({ decision: { type: 'CHOOSE_UNIT', unit } as EventObject, player: c.player })),
      ...(s.matches('choosingRetreatHex') ? retreatOptions(c).map((hex) => ({ decision: { type: 'CHOOSE_HEX', hex } as EventObject, player: c.chosen })) : []),
      ...defenseChoices(s, c.defense.toRoll, c.situation.units),
      ...defenseActions(s, c.defense.current, c.situation.units, frame),
      ...lightWoundsChoices(s, c.defense.current, c.situation.units, frame),
    ];
  },
  // A29: Concealment before a Mines Defense Roll, A36 Light Wounds, each with a card of the rolling unit's owner.
  ...defenseLoopHooks(),
  units: (s) => (s.context as RoutContext).situation.units,
  // 4.2, 7.1: each casualty on its owner's Casualty Track with its VP to the opponent, as the Rout records them; A36:
  // each Squad Light Wounds saved on a Mines Defense Roll, its Team and the VP its owner loses.
  record: (s, start, joined) => ({ casualties: (s.context as RoutContext).casualties, casualtyTrack: (s.context as RoutContext).casualtyTrack, wounded: woundedOf((s.context as RoutContext).defense.log, start, joined) }),
  // 6.3 way 1: as the Rout decided it, or as the frame's track shows it once the Rout's casualties are on it
  // (a unit a trigger eliminated during the Rout is on the frame's track, not on the Rout's own).
  surrendered: (output, track) => (output as RoutOutput).surrendered ?? surrenderedOnTrack(output, track),
};

/** 2.3-style scenario data: the player whose Posture is Defend is the scenario Defender (A27, A35; none in an Attack vs Recon scenario, 13). */
const defenderOf = (f: FrameState): Player | null => PLAYERS.find((p) => f.postures[p] === 'defend') ?? null;

/** The non-empty subsets of `items`, smallest first, each in `items`' order (a Fire Group's pieces, O20.3.1). */
function groups<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => a.length - b.length);
}

const DEFENSE = defenseStateNames();

/**
 * 4.2, 7.1: `ids` eliminated during the Order, in that order, each on its owner's Casualty Track (from the
 * track the Order started with) with its VP to the opponent (casualties.ts placeCasualty).
 */
function casualtiesOf(ids: readonly string[], start: FrameState, cause: EliminationCause, brought: readonly Unit[] = []): { casualties: Casualty[]; casualtyTrack?: CasualtyTracks } {
  let tracks = start.casualtyTrack;
  const casualties: Casualty[] = [];
  for (const id of ids) {
    if (!tracks) throw notComposed(`an elimination (${cause}) without a Casualty Track`, '4.2', 'scenario.casualtyTrack');
    // A unit the Order brought into play (A36: a Light Wounds Team), or one placed on the map during it (a Time
    // advance's reinforcement, game.ts `joined`), is not among the units it started with.
    const placed = placeCasualty(tracks, (start.units.find((u) => u.id === id) ?? brought.find((u) => u.id === id))!, cause, false);
    tracks = placed.tracks;
    casualties.push(placed.casualty);
  }
  return { casualties, ...(tracks ? { casualtyTrack: tracks } : {}) };
}

/** O20.3.4: the units the shared Defense Roll states eliminated, in roll order. */
const defenseEliminated = (log: readonly { unit: string; result: string }[]): string[] => log.filter((r) => r.result === 'eliminated').map((r) => r.unit);

/** 6.3 way 1: the player whose Casualty Track has reached its Surrender space, as the Order left it. */
const surrenderedOnTrack = (_output: unknown, track: CasualtyTracks | undefined): Player | null => (track ? (surrenderedPlayer(track) ?? null) : null);

/** O20.3.4: in the shared Defense Roll states, the defending unit's owner picks which unit rolls next. */
function defenseChoices(s: AnyMachineSnapshot, toRoll: readonly string[], units: readonly Unit[], names = DEFENSE): { decision: EventObject; player: Player }[] {
  if (!s.matches(names.choosingUnit)) return [];
  return toRoll.map((unit) => ({ decision: { type: 'CHOOSE_UNIT', unit } as EventObject, player: units.find((u) => u.id === unit)!.owner }));
}

/** O20.3.4: the owner of the unit whose Defense Roll is awaited, or null outside the Defense Roll states. */
const defenseRoller = (s: AnyMachineSnapshot, current: string | null, units: readonly Unit[], names = DEFENSE): Player | null =>
  s.matches(names.rolling) ? units.find((u) => u.id === current)!.owner : null;

/** O20.2.3, O20.3.3 (and O18.2.2, O18.2.3.2): the Order's player rolls, except each Defense Roll, its unit's owner's (O20.3.4). */
function firerOrDefender(s: AnyMachineSnapshot): Player {
  const c = s.context as { player: Player; defense: { current: string | null }; situation: { units: Unit[] } };
  return defenseRoller(s, c.defense.current, c.situation.units) ?? c.player;
}

/** 1.6: the Action's title as a card prints it ("the Action text") is its rule's title in the rule index (A41 "Sustained Fire" …). */
const ruleTitle = (id: string): string => CCE_RULE_INDEX.rules.find((r) => r.id === id)!.title;
const SHOT_ACTION_TITLES = Object.fromEntries(FIRE_ACTIONS.map((a) => [a, ruleTitle(a)])) as Record<(typeof FIRE_ACTIONS)[number], string>;

/**
 * A24.1: the Actions the firing player may play on his shot, "just prior to" its Fire Attack Roll, each with every
 * card of his hand printing it (hand order, 1.6), the card's Action as its rule id (`action`): Bore Sighting (A27),
 * Crossfire (A30), Hand Grenades (A34), Sustained Fire (A41); Spray Fire (A40) with each hex adjacent to the target
 * on the map (sort order) as its second targeted hex; Marksmanship (A37) with the nationality its card indicates
 * (`nationality`, card data: a card indicating none is not offered). Candidates only: the Fire attack's guard decides
 * (fire/guards.ts actionProblem; A37: "a firing Squad or Team of the indicated nationality").
 */
function shotActions(player: Player, target: string, frame: FrameState | undefined): { decision: EventObject; player: Player }[] {
  const deck = frame?.decks[player];
  if (!deck) return [];
  const geometry = frame.map.geometry;
  const adjacent = geometry ? neighboursOnMap(geometry, parseHex(target, 'shot.target')).map(hexId).sort() : [];
  return deck.hand.flatMap((card) => {
    const printed = cardOf(deck, card);
    const action = FIRE_ACTIONS.find((a) => SHOT_ACTION_TITLES[a] === printed?.action);
    if (!action || (action === 'A37' && !printed?.nationality)) return [];
    const base = { type: 'PLAY_ACTION', card, action, player, ...(action === 'A37' ? { nationality: printed!.nationality } : {}) };
    return action === 'A40' ? adjacent.map((hex) => ({ decision: { ...base, hex } as EventObject, player })) : [{ decision: base as EventObject, player }];
  });
}

/**
 * 1.6, A24.1: a PLAY_ACTION on the shot is played by the firing player with a card printing that Action; null for any
 * other decision. A37: the decision's `nationality` must be the one its card indicates ("of the indicated nationality").
 */
function shotActionCard(firer: Player, d: EventObject): ActionCard | null {
  const action = (d as EventObject & { action?: string }).action as (typeof FIRE_ACTIONS)[number];
  if (d.type !== 'PLAY_ACTION' || !FIRE_ACTIONS.includes(action)) return null;
  return { player: firer, action: SHOT_ACTION_TITLES[action], rule: action, ...(action === 'A37' ? { printed: ['nationality'] as const } : {}) };
}

/** A29, A35.1, A35.3: the Actions played "just prior to" a Defense Roll, by the rule id a PLAY_ACTION names, with the title a card prints (1.6). */
const DEFENSE_ACTIONS = ['A29', 'A35.1', 'A35.3'] as const;
type DefenseAction = (typeof DEFENSE_ACTIONS)[number];
const DEFENSE_ACTION_TITLES = Object.fromEntries(DEFENSE_ACTIONS.map((a) => [a, ruleTitle(a)])) as Record<DefenseAction, string>;
/** A35.1, A35.3: the Fortification each Hidden Action places ("Place a Foxholes marker [F102]", "Place the Pillbox marker [F104]"). */
const HIDDEN_FORTIFICATION: Partial<Record<DefenseAction, string>> = { 'A35.1': 'Foxholes', 'A35.3': 'Pillbox' };
const defenseActionOf = (d: EventObject): DefenseAction | null => {
  const action = (d as EventObject & { action?: string }).action;
  return d.type === 'PLAY_ACTION' && DEFENSE_ACTIONS.includes(action as DefenseAction) ? (action as DefenseAction) : null;
};

/** The unit about to make its Defense Roll in the loop named `names` (O20.3.4), or null outside its rolling state. */
const rollingUnit = (s: AnyMachineSnapshot, current: string | null, units: readonly Unit[], names: ReturnType<typeof defenseStateNames>): Unit | null =>
  s.matches(names.rolling) ? (units.find((u) => u.id === current) ?? null) : null;

/**
 * A29, A35.1, A35.3: "just prior to" a unit's Defense Roll, its owner's Actions, each with every card of his hand
 * printing it (hand order, 1.6): Concealment (A29: "the player making a Defense Roll"), Hidden Entrenchments and
 * Hidden Pillbox (A35: "only ... by the scenario Defender"). Candidates only: the Defense Roll loop's guards decide
 * (fire-defense-states.ts: the owner, the scenario Defender, the hex's terrain and Fortifications, the Objective,
 * the Pillbox not in play), and a loop without the transition (a Mine Attack's: no Hidden Fortification, its hex
 * holding the Mines, F103) takes none.
 */
function defenseActions(s: AnyMachineSnapshot, current: string | null, units: readonly Unit[], frame: FrameState | undefined, names = DEFENSE): { decision: EventObject; player: Player }[] {
  const unit = rollingUnit(s, current, units, names);
  const deck = unit ? frame?.decks[unit.owner] : undefined;
  if (!unit || !deck) return [];
  return deck.hand.flatMap((card) => {
    const action = DEFENSE_ACTIONS.find((a) => DEFENSE_ACTION_TITLES[a] === cardOf(deck, card)?.action);
    return action ? [{ decision: { type: 'PLAY_ACTION', card, action, player: unit.owner } as EventObject, player: unit.owner }] : [];
  });
}

/** 1.6, A29, A35: an Action before a Defense Roll is played by the rolling unit's owner with a card printing it; null for any other decision. */
function defenseActionCard(s: AnyMachineSnapshot, d: EventObject, current: string | null, units: readonly Unit[], names = DEFENSE): ActionCard | null {
  const action = defenseActionOf(d);
  const unit = rollingUnit(s, current, units, names);
  return action && unit ? { player: unit.owner, action: DEFENSE_ACTION_TITLES[action], rule: action } : null;
}

/**
 * A35.1 "Place a Foxholes marker [F102] into that hex", A35.3 "Place the Pillbox marker [F104] into that hex": the
 * hex of the unit about to roll, on the frame (markers.ts placeFortification) as the Defense Roll loop places it on
 * its own map (defensePlaceFoxholes, defensePlacePillbox), so that the game's map keeps it after the Order.
 */
function hiddenFortification(d: EventObject, frame: FrameState, unit: Unit | null): { decision: EventObject; frame: FrameState } | null {
  const action = defenseActionOf(d);
  const marker = action ? HIDDEN_FORTIFICATION[action] : undefined;
  return marker && unit?.hex ? { decision: d, frame: placeFortification(frame, unit.hex, marker) } : null;
}

type DefenseLoopContext = { defense: { current: string | null }; situation: { units: Unit[] } };

/**
 * A29, A35.1, A35.3 (and A36): the hooks of an Order whose only cards played inside it are the Actions at a Defense Roll of its
 * one Defense Roll loop (an Advance's Mine Attack, F103.2; an Artillery Impact, O18.2.3.2): the card
 * (defenseActionCard) and the Hidden Fortification onto the frame's map (hiddenFortification).
 */
function defenseLoopHooks(): Pick<ComposedOrder, 'actionCard' | 'complete'> {
  return {
    actionCard: (s, d) => {
      const c = s.context as DefenseLoopContext;
      // A36: Light Wounds (an Impact's loop and an Advance's Mine Attack's offer it), with a card of the breaking Squad's owner.
      return defenseActionCard(s, d, c.defense.current, c.situation.units) ?? lightWoundsCard(s, d, c.defense.current, c.situation.units);
    },
    complete: (d, frame, s) => {
      const c = s.context as DefenseLoopContext;
      return hiddenFortification(d, frame, rollingUnit(s, c.defense.current, c.situation.units, DEFENSE));
    },
  };
}

/** 1.6: the cards of a player's hand printing an Action (its title), in hand order. */
const printing = (frame: FrameState, p: Player, action: string): string[] => frame.decks[p].hand.filter((id) => cardOf(frame.decks[p], id)?.action === action);

/** A35.2, A35.5: the Actions the scenario Defender may play "just after one or more units Move or Advance (not Retreat) into a hex", by decision, with the title a card prints (1.6) and the Fortification each places. */
const HIDDEN_AFTER_ENTRY = { HIDDEN_MINES: { rule: 'A35.2', marker: 'Mines' }, HIDDEN_WIRE: { rule: 'A35.5', marker: 'Wire' } } as const;
type HiddenAfterEntry = keyof typeof HIDDEN_AFTER_ENTRY;
const isHiddenAfterEntry = (type: string): type is HiddenAfterEntry => type in HIDDEN_AFTER_ENTRY;
const hiddenTitle = (type: HiddenAfterEntry): string => ruleTitle(HIDDEN_AFTER_ENTRY[type].rule);

type HiddenEntryContext = { defender: Player | null; entered: { hex: string } | null };

/**
 * A35.2, A35.5: when a Move's or Advance's entry offers them (the machine's offeringHiddenAction: the scenario Defender,
 * the hex neither Water nor holding a Fortification, 8.1.3, F100.3 — its guards decide), the Defender's HIDDEN_MINES with
 * each card of his hand printing Hidden Mines (hand order), then HIDDEN_WIRE with each printing Hidden Wire, then
 * NO_HIDDEN_ACTION.
 */
function hiddenEntryChoices(c: HiddenEntryContext, frame: FrameState | undefined): { decision: EventObject; player: Player }[] {
  const defender = c.defender!;
  const plays = (['HIDDEN_MINES', 'HIDDEN_WIRE'] as const).flatMap((type) => (frame ? printing(frame, defender, hiddenTitle(type)) : []).map((card) => ({ decision: { type, card } as EventObject, player: defender })));
  return [...plays, { decision: { type: 'NO_HIDDEN_ACTION' }, player: defender }];
}

/** 1.6, A35.2, A35.5: HIDDEN_MINES or HIDDEN_WIRE is played by the scenario Defender with a card printing it; null for any other decision, or outside the offer. */
function hiddenEntryCard(s: AnyMachineSnapshot, d: EventObject, c: HiddenEntryContext): ActionCard | null {
  if (!isHiddenAfterEntry(d.type) || !s.matches('offeringHiddenAction') || !c.defender) return null;
  return { player: c.defender, action: hiddenTitle(d.type), rule: HIDDEN_AFTER_ENTRY[d.type].rule };
}

/**
 * A35.2 "Place a Mines marker [F103] into that hex", A35.5 "Place a Wire marker [F106] into that hex": the hex entered,
 * on the frame (markers.ts placeFortification) as the Move or Advance machine places it on its own map
 * (placeHiddenMines, placeHiddenWire), so that the game's map keeps it after the Order. Null for any other decision.
 */
function hiddenEntryFortification(d: EventObject, frame: FrameState, s: AnyMachineSnapshot, c: HiddenEntryContext): { decision: EventObject; frame: FrameState } | null {
  if (!isHiddenAfterEntry(d.type) || !s.matches('offeringHiddenAction') || !c.entered) return null;
  return { decision: d, frame: placeFortification(frame, c.entered.hex, HIDDEN_AFTER_ENTRY[d.type].marker) };
}

/** A36: the title a Light Wounds card prints (1.6). */
const LIGHT_WOUNDS = ruleTitle('A36');
const lightWoundsCards = (frame: FrameState, p: Player): string[] => printing(frame, p, LIGHT_WOUNDS);

/**
 * A36 "retrieving a Team from the countermix – of the same quality as that player's OB": for each player holding
 * Light Wounds cards whose countermix describes his Teams (frame `countermix.<p>.team`, E52.1's "of the same quality"),
 * the Teams he would take, one per such card of his hand (A36 sets no limit per Order: a second Squad breaking in the
 * same Order is offered it again while he holds a card), `<player>-lw-team-<n>`, n counting his Light Wounds so far
 * (`countermix.<p>.lightWounds`) and on through the list. The frame counts no Teams in the countermix (it describes
 * their sides only), so none limits it; and a card comes into a hand only at the Turn's Hand Refill (5.4, turn.ts),
 * never during an Order, so each card he may play in the Order has its Team (the loop offers Light Wounds while one
 * is left: fire-defense-states.ts lightWoundsOpen; the Melee's, melee/rules.ts).
 */
function lightWoundsTeams(frame: FrameState): LightWoundsTeams {
  const out: Partial<Record<Player, ReplacementTeam[]>> = {};
  for (const p of PLAYERS) {
    const mix = frame.countermix?.[p];
    const cards = lightWoundsCards(frame, p).length;
    const so = mix?.lightWounds?.length ?? 0;
    if (mix?.team && cards > 0) out[p] = Array.from({ length: cards }, (_, i) => ({ id: `${p}-lw-team-${so + i + 1}`, sides: mix.team!.sides }));
  }
  return out;
}

/** A36: "at the instant that a friendly Squad ... would break", its owner's LIGHT_WOUNDS with each card of his hand printing it (hand order), then NO_LIGHT_WOUNDS. */
function lightWoundsChoices(s: AnyMachineSnapshot, current: string | null, units: readonly Unit[], frame: FrameState | undefined, names = DEFENSE): { decision: EventObject; player: Player }[] {
  if (!s.matches(names.lightWounds)) return [];
  const owner = units.find((u) => u.id === current)!.owner;
  const cards = frame ? lightWoundsCards(frame, owner) : [];
  return [...cards.map((card) => ({ decision: { type: 'LIGHT_WOUNDS', card } as EventObject, player: owner })), { decision: { type: 'NO_LIGHT_WOUNDS' } as EventObject, player: owner }];
}

/** 1.6, A36: LIGHT_WOUNDS is played by the breaking Squad's owner with a card printing it; null for any other decision. */
function lightWoundsCard(s: AnyMachineSnapshot, d: EventObject, current: string | null, units: readonly Unit[], names = DEFENSE): ActionCard | null {
  if (d.type !== 'LIGHT_WOUNDS' || !s.matches(names.lightWounds)) return null;
  return { player: units.find((u) => u.id === current)!.owner, action: LIGHT_WOUNDS, rule: 'A36' };
}

/** A unit the Order began with, or one placed on the map during it (game.ts `joined`: a reinforcement, E52 Deploy's Teams). */
const unitOf = (start: FrameState, joined: readonly Unit[], id: string): Unit => (start.units.find((u) => u.id === id) ?? joined.find((u) => u.id === id))!;

/** A36: the Squads the Defense Roll loop saved with Light Wounds (records `wounded`), in order — a Squad that joined the Order too. */
const woundedOf = (log: readonly DefenseRecord[], start: FrameState, joined: readonly Unit[] = []): Wounded[] =>
  log.filter((r) => r.result === 'wounded').map((r) => ({ squad: r.unit, team: r.team!, owner: unitOf(start, joined, r.unit).owner, vp: r.vp ?? 0 }));

/**
 * 4.2, 7.1, A36: what a Defense Roll loop's log (O20.3.4) gives the frame: each unit it eliminated on its owner's
 * Casualty Track in roll order (`cause`: 'fire-defense', or 'mines' for a Mine Attack's; a Light Wounds Team too), and each Squad Light Wounds saved.
 */
function defenseRecord(log: readonly DefenseRecord[], start: FrameState, joined: readonly Unit[] = [], cause: EliminationCause = 'fire-defense'): { casualties: Casualty[]; casualtyTrack?: CasualtyTracks; wounded: Wounded[] } {
  const wounded = woundedOf(log, start, joined);
  return { ...casualtiesOf(defenseEliminated(log), start, cause, [...wounded.map((w) => woundedTeam(start, w, joined)), ...joined]), wounded };
}

/** A36: the Team as it came into play in the Squad's place (effects.ts replaceWithLightWoundsTeam), its sides the countermix's Teams'. */
const woundedTeam = (start: FrameState, w: Wounded, joined: readonly Unit[] = []): Unit => {
  const squad = unitOf(start, joined, w.squad);
  return replaceWithLightWoundsTeam({ units: [squad], map: start.map }, squad.id, { id: w.team, sides: start.countermix![w.owner]!.team!.sides }).units[0];
};

const fire: ComposedOrder = {
  order: 'Fire',
  procedure: 'fire',
  machine: fireMachine as unknown as AnyStateMachine,
  inputReadsNoRecord: true,
  input: (frame, _order, before, ruleset, readings) => {
    // LOS from the map (a complete map, los.ts mapLosFact): no stated facts. No Move under way: nobody Moving.
    const situation: FireSituation = {
      units: frame.units,
      map: frame.map,
      player: frame.active,
      initiative: frame.initiative,
      mode: 'order',
      defender: defenderOf(frame),
      activatedThisTurn: before.units,
      opFireActivated: [],
      moving: [],
      entering: [],
      los: [],
      objectives: frame.objectives.flatMap((o) => o.hexes),
      // A36: the Team each player holding Light Wounds would retrieve from his countermix.
      lightWoundsTeams: lightWoundsTeams(frame),
    };
    return { ruleset, readings, situation };
  },
  // O20.2.3, O20.3.3: the firing player makes the Targeting and Fire Attack Rolls; O20.3.4: each defending unit's owner its Defense Roll.
  roller: firerOrDefender,
  // 1.9.1.2: Jammed! is a trigger on the Fire Attack Roll only.
  fireAttack: (s) => s.matches('attackRolling'),
  // O20.3: a shot by any group of the activated pieces not yet fired, at any hex holding an enemy unit, or
  // the Order's end; A24.1: FIRE, ABANDON_SHOT, then the firing player's Actions on the shot (shotActions);
  // O20.3.4: the defender picks which unit rolls next; A29, A35.1, A35.3: before its roll, its owner's Actions (defenseActions).
  candidates: (s, frame) => {
    const c = s.context as FireContext;
    if (s.matches('choosingShot')) {
      const ready = c.activated.filter((id) => !c.fired.includes(id));
      const targets = [...new Set(c.situation.units.filter((u) => u.owner !== c.player && u.hex).map((u) => u.hex!))].sort();
      const shots = groups(ready).flatMap((pieces) => targets.map((target) => ({ decision: { type: 'DECLARE_SHOT', pieces, target } as EventObject, player: c.player })));
      // O20.2.1: a Smoke round by each ready Weapon able to fire Smoke, at any hex of the map ("even one containing no
      // enemy units"), while a Smoke marker is left to draw (T94, frame `smokeDraws`).
      const smokers = (frame?.smokeDraws ?? []).length === 0 ? [] : ready.filter((id) => c.situation.units.some((u) => u.weapon?.id === id && u.weapon.ordnance && u.weapon.smoke));
      const smoke = smokers.flatMap((id) => sortHexes(Object.keys(c.situation.map.hexes)).map((target) => ({ decision: { type: 'DECLARE_SHOT', pieces: [id], target, smoke: true } as EventObject, player: c.player })));
      return [...shots, ...smoke, { decision: { type: 'END_ORDER' }, player: c.player }];
    }
    if (s.matches('playingActions')) return [{ decision: { type: 'FIRE' }, player: c.player }, { decision: { type: 'ABANDON_SHOT' }, player: c.player }, ...shotActions(c.player, c.shot!.target, frame)];
    return [...defenseChoices(s, c.defense.toRoll, c.situation.units), ...defenseActions(s, c.defense.current, c.situation.units, frame), ...lightWoundsChoices(s, c.defense.current, c.situation.units, frame)];
  },
  units: (s) => (s.context as FireContext).situation.units,
  // 4.2, 7.1: each unit a Fire Defense Roll eliminated (O20.3.4), on its owner's Casualty Track in that order, its VP to the
  // opponent (a Light Wounds Team too); A36: each Squad Light Wounds saved, its Team and the VP its owner loses.
  record: (s, start, joined) => defenseRecord((s.context as FireContext).defense.log, start, joined),
  // O20.2.1: the Smoke rounds' hexes; each marker drawn and placed by the game (T94, 8.1.4), the machine's map told.
  smokePlaced: (s) => (s.context as FireContext).smokePlaced,
  smoked: (s, hex, facts) => told(fireMachine as unknown as AnyStateMachine, s, { hexes: { [hex]: facts } }),
  surrendered: surrenderedOnTrack,
  // O14.1, O20.1: the card activates its units; the Fire machine's ACTIVATE is that activation.
  opening: (order) => [{ type: 'ACTIVATE', units: order.units }],
  openingRefusal: (s, order) => activationProblem(s.context as FireContext, order.units),
  // 1.6, A24.1: an Action on the shot is played with a card of the firing player's hand printing it.
  // A29, A35.1, A35.3: an Action before a Defense Roll, with a card of the rolling unit's owner printing it.
  // A36: Light Wounds, with a card of the breaking Squad's owner printing it.
  actionCard: (s, d) => {
    const c = s.context as FireContext;
    return defenseActionCard(s, d, c.defense.current, c.situation.units) ?? lightWoundsCard(s, d, c.defense.current, c.situation.units) ?? shotActionCard(c.player, d);
  },
  // A35.1, A35.3: the Hidden Fortification onto the frame's map too.
  complete: (d, frame, s) => {
    const c = s.context as FireContext;
    return hiddenFortification(d, frame, rollingUnit(s, c.defense.current, c.situation.units, DEFENSE));
  },
};

/** A25, A38: the titles an Ambush and a No Quarter card print (1.6). */
const AMBUSH = ruleTitle('A25');
const NO_QUARTER = ruleTitle('A38');
const ambushCards = (frame: FrameState, p: Player): string[] => printing(frame, p, AMBUSH);

/**
 * A25: an AMBUSH is played by the player whose Ambushes the Melee awaits (the inactive player's first, then the active
 * player's), with a card printing it; "The opponent must select one of his units that is participating in the Melee and
 * break it": each of his units in the Melee hex (frame order) completes it, by him (CHOOSE_UNIT). Null for any other decision.
 */
function ambushHeld(s: AnyMachineSnapshot, d: EventObject): Held | null {
  const c = s.context as MeleeContext;
  const by = s.matches('inactiveAmbushing') ? inactivePlayer(c) : s.matches('activeAmbushing') ? c.player : null;
  if (d.type !== 'AMBUSH' || !by || !c.melee) return null;
  const victim = opponentOf(by);
  const units = c.situation.units.filter((u) => u.hex === c.melee!.hex && u.owner === victim);
  return { card: { player: by, action: AMBUSH, rule: 'A25' }, completions: units.map((u) => ({ decision: { type: 'CHOOSE_UNIT', unit: u.id } as EventObject, player: victim, toMachine: { type: 'AMBUSH', player: by, unit: u.id } as EventObject })) };
}

/** A36 on an Ambush's break: the owner of the Squad it would break, while he answers (the Melee's pendingAmbush), or null. */
const ambushedOwner = (s: AnyMachineSnapshot): Player | null => {
  const c = s.context as MeleeContext;
  return (s.matches('inactiveAmbushAnswered') || s.matches('activeAmbushAnswered')) && c.pendingAmbush ? opponentOf(c.pendingAmbush.player) : null;
};

/**
 * O16.4: the Melee after an Advance (or, `duringTrigger`, at the end of a die trigger: game.ts TriggerMelee), part of the same Order (one Melee in each hex holding units of both
 * sides when the Advance is over). `occupancy`: who held each such hex before the Advance (F101, F104,
 * O16.4.3: the side the advancing units found there). In either: Ambush (A25: `held`, each with a card printing it,
 * the opponent selecting the unit it breaks — A25 "may only be played before dice are rolled during a Melee" and 5.2
 * "whenever they deem appropriate" put no die trigger in the way), Light Wounds on that break (A36, with the Team the
 * owner's countermix describes) and No Quarter (A38, with a card printing it; its 2 VP to the frame at once, `awards`).
 */
export function meleeAfter(occupancy: Record<string, Occupancy>, duringTrigger = false): ComposedOrder {
  return {
    order: 'Advance',
    procedure: 'melee',
    machine: meleeMachine as unknown as AnyStateMachine,
    input: (frame, _order, _before, ruleset, readings) => {
      const nations = frame.nationalities;
      // A38 needs each side's nation (scenario data); none is invented.
      if (!nations?.axis || !nations.allied) throw notComposed('a Melee in a scenario without both nationalities', 'A38', 'scenario.nationalities');
      // 1.9.1: a Melee after an Order, not a trigger: its rolls may trigger (the Turn resolves them on the frame: no
      // `game`); one at the end of a die trigger (`duringTrigger`, game.ts TriggerMelee) has rolls without triggers.
      // A36: the Team each player holding Light Wounds would retrieve from his countermix (an Ambush's break).
      const situation: MeleeSituation = { units: frame.units, map: frame.map, player: frame.active, initiative: frame.initiative, duringTrigger, nations: { axis: nations.axis, allied: nations.allied }, occupancy, lightWoundsTeams: lightWoundsTeams(frame) };
      return { ruleset, readings, situation };
    },
    // O16.4.2: the inactive player rolls first, then the active one.
    roller: (s) => meleeRoller(s.context as MeleeContext),
    fireAttack: () => false,
    // O16.4: the active player picks the next Melee hex; A25: the player whose Ambushes are awaited plays one with each
    // card of his hand printing it (hand order), then ends them, the inactive first; A36: the owner of the Squad an
    // Ambush would break plays Light Wounds with each card printing it (hand order), then NO_LIGHT_WOUNDS; A38: the
    // player who may play No Quarter plays it with each card of his hand printing it (hand order), then declines it.
    candidates: (s, frame) => {
      const c = s.context as MeleeContext;
      if (s.matches('choosingHex')) return meleeHexes(c.situation).map((hex) => ({ decision: { type: 'CHOOSE_HEX', hex } as EventObject, player: c.player }));
      const ambushes = (p: Player) => (frame ? ambushCards(frame, p).map((card) => ({ decision: { type: 'AMBUSH', card } as EventObject, player: p })) : []);
      if (s.matches('inactiveAmbushing')) return [...ambushes(inactivePlayer(c)), { decision: { type: 'END_AMBUSHES' }, player: inactivePlayer(c) }];
      if (s.matches('activeAmbushing')) return [...ambushes(c.player), { decision: { type: 'END_AMBUSHES' }, player: c.player }];
      const owner = ambushedOwner(s);
      if (owner) return [...(frame ? lightWoundsCards(frame, owner) : []).map((card) => ({ decision: { type: 'LIGHT_WOUNDS', card } as EventObject, player: owner })), { decision: { type: 'NO_LIGHT_WOUNDS' } as EventObject, player: owner }];
      if (s.matches('offeringNoQuarter')) {
        const p = noQuarterPlayer(c)!;
        return [...(frame ? printing(frame, p, NO_QUARTER) : []).map((card) => ({ decision: { type: 'PLAY_NO_QUARTER', card } as EventObject, player: p })), { decision: { type: 'DECLINE_NO_QUARTER' }, player: p }];
      }
      return [];
    },
    units: (s) => (s.context as MeleeContext).situation.units,
    // O16.4.3, A25, 4.2, 7.1: the units each Melee eliminated — its Ambushes' first (a broken unit broken again, 3.2.4),
    // then its result's — Melee by Melee, on the Casualty Track with their VP (a Light Wounds Team too); A36: each
    // Squad Light Wounds saved from an Ambush's break, with the Team that took its place (the Melee's lightWoundsPlaced, in order).
    record: (s, start, joined = []) => {
      const c = s.context as MeleeContext;
      const closed = [...c.melees, ...(c.melee?.eliminated ? [c.melee] : [])];
      const saved = closed.flatMap((m) => m.ambushes.filter((a) => a.result === 'light-wounds'));
      const wounded: Wounded[] = saved.map((a, i) => ({ squad: a.unit, team: c.lightWoundsPlaced[i], owner: opponentOf(a.player), vp: LIGHT_WOUNDS_VP_LOSS }));
      const ids = closed.flatMap((m) => [...m.ambushes.filter((a) => a.result === 'eliminated').map((a) => a.unit), ...m.eliminated]);
      // A unit placed on the map during the Melee (game.ts `joined`: E52 Deploy's Teams, a reinforcement) is not among those it started with.
      return { ...casualtiesOf(ids, start, 'melee', [...wounded.map((w) => woundedTeam(start, w, joined)), ...joined]), ...(wounded.length > 0 ? { wounded } : {}) };
    },
    // A25: the Ambush is played by one player and completed by his opponent (the unit it breaks).
    held: ambushHeld,
    // 1.6, A36: Light Wounds on an Ambush's break, with a card of the breaking Squad's owner printing it; A38: No Quarter,
    // with a card of the player who may play it printing it.
    actionCard: (s, d) => {
      const owner = ambushedOwner(s);
      if (d.type === 'LIGHT_WOUNDS' && owner) return { player: owner, action: LIGHT_WOUNDS, rule: 'A36' };
      if (d.type === 'PLAY_NO_QUARTER' && s.matches('offeringNoQuarter')) return { player: noQuarterPlayer(s.context as MeleeContext)!, action: NO_QUARTER, rule: 'A38' };
      return null;
    },
    // A38 "The player gains 2 VPs": the VP the Melee machine gave him for it (playNoQuarter, noQuarterTerm), at once.
    awards: (before, after) => {
      const filed = (after.context as MeleeContext).melees.at(-1);
      const p = filed?.noQuarter;
      if (!before.matches('offeringNoQuarter') || !p) return null;
      return { player: p, vp: meleeVp(after.context as MeleeContext)[p] - meleeVp(before.context as MeleeContext)[p], rule: 'A38' };
    },
    surrendered: surrenderedOnTrack,
  };
}

/** 7.2: is `hex` on `edge` (an exit off it crosses one hexside, "as if the dark gray border were another hex")? */
const onEdge = (c: AdvanceContext, hex: string, edge: Edge): boolean => edgeDistance(c.situation.map.geometry!, parseHex(hex, 'unit.hex'), edge) === 0;

/** An Advance's one Defense Roll loop, at a Mine Attack (F103.2): its Actions' cards and Hidden Fortifications (defenseLoopHooks). */
const MINE_DEFENSE_LOOP = defenseLoopHooks();

const advance: ComposedOrder = {
  order: 'Advance',
  procedure: 'advance',
  machine: advanceMachine as unknown as AnyStateMachine,
  input: (frame, order, _before, ruleset, readings) => {
    // O16.1: the card's units Advance (the Turn activated them, O14.1). No `game`: the Turn resolves triggers on the frame.
    // A36: the Team each player holding Light Wounds would retrieve from his countermix (a Defense Roll against Mines).
    const situation: AdvanceSituation = { units: frame.units, map: frame.map as MapSituation, player: frame.active, initiative: frame.initiative, defender: defenderOf(frame), minesFp: MINES_FP, advancing: order.units, lightWoundsTeams: lightWoundsTeams(frame) };
    return { ruleset, readings, situation };
  },
  // F103.2: the mover's opponent makes the Mine Attack Roll; O20.3.4: the unit's owner its Defense Roll.
  roller: (s) => {
    const c = s.context as AdvanceContext;
    const owner = defenseRoller(s, c.defense.current, c.situation.units);
    if (owner) return owner;
    return opponentOf(c.situation.units.find((u) => u.id === c.mineAttack!.unit)!.owner);
  },
  fireAttack: () => false,
  // O16.1: each unit still to Advance into each adjacent hex on the map that O16.3, T79, T80.1, T83 and T98
  // do not forbid (advanceRefusalRule), units and hexes in frame and hex order, each unit's EXIT off the
  // enemy edge after its hexes (O16.2, 7.2.1) from a hex on that edge, then the Order's end;
  // A35.2/A35.5: the Defender's Hidden Mines and Wire, each with a card of his hand printing it, or neither (hiddenEntryChoices).
  candidates: (s, frame) => {
    const c = s.context as AdvanceContext;
    if (s.matches('choosingAdvance')) {
      const geometry = c.situation.map.geometry!;
      const moves = c.situation.units
        .filter((u) => c.toAdvance.includes(u.id) && u.hex)
        .flatMap((u) =>
          neighboursOnMap(geometry, parseHex(u.hex!, 'unit.hex'))
            .map(hexId)
            .sort()
            .filter((hex) => advanceRefusalRule(c.situation.map, u, u.hex!, hex) === null)
            .map((hex) => ({ decision: { type: 'ADVANCE', unit: u.id, hex } as EventObject, player: c.player }))
            // 7.2: the enemy edge exited "as if the dark gray border were another hex": from a hex on that edge only.
            .concat(onEdge(c, u.hex!, enemyEdge(c.situation.map, c.player)) ? [{ decision: { type: 'EXIT', unit: u.id, edge: enemyEdge(c.situation.map, c.player) } as EventObject, player: c.player }] : []),
        );
      return [...moves, { decision: { type: 'END_ORDER' }, player: c.player }];
    }
    if (s.matches('offeringHiddenAction')) return hiddenEntryChoices(c, frame);
    // A29: before a unit's Defense Roll against a Mine Attack (F103.2), its owner's Concealment; A36: Light Wounds when its Squad would break.
    return [...defenseChoices(s, c.defense.toRoll, c.situation.units), ...defenseActions(s, c.defense.current, c.situation.units, frame), ...lightWoundsChoices(s, c.defense.current, c.situation.units, frame)];
  },
  units: (s) => (s.context as AdvanceContext).situation.units,
  // A29, A35.1, A35.3, A36 at a Mine Attack's Defense Roll (defenseLoopHooks); A35.2, A35.5 after an entry: the card, and
  // the Mines or Wire onto the frame's map too (F103.2: the Mines then attack the advancing unit, as the machine has it).
  actionCard: (s, d) => hiddenEntryCard(s, d, s.context as AdvanceContext) ?? MINE_DEFENSE_LOOP.actionCard!(s, d),
  complete: (d, frame, s) => hiddenEntryFortification(d, frame, s, s.context as AdvanceContext) ?? MINE_DEFENSE_LOOP.complete!(d, frame, s),
  // F103.2, 4.2, 7.1: each unit a Mine Attack's Defense Roll eliminated (a Light Wounds Team too); A36: each Squad Light Wounds saved.
  record: (s, start, joined) => defenseRecord((s.context as AdvanceContext).defense.log, start, joined, 'mines'),
  // O16.2, 7.2.1: the units that exited (game.ts places them on the Time Track, with their Exit VP).
  exits: (s) => exitedOf(s.context as AdvanceContext),
  // A36, reading cce.light-wounds-moving-team = team-goes-on: a Team that took the place of an advancing Squad (the only
  // units that roll against an Advance's Mines, F103.2) is activated for the Turn as it was.
  alsoActivated: (s) => {
    const c = s.context as AdvanceContext;
    return lightWoundsTeamGoesOn(c.readings) ? c.defense.log.filter((r) => r.result === 'wounded').map((r) => r.team!) : [];
  },
  // O16.2, 7.2: an EXIT only across an edge the unit's hex touches (the Advance procedure's parser checks it; the machine does not).
  inputRefusal: (s, d) => {
    const c = s.context as AdvanceContext;
    const { unit, edge } = d as EventObject & { unit?: string; edge?: Edge };
    const hex = c.situation.units.find((u) => u.id === unit)?.hex;
    if (d.type !== 'EXIT' || !hex || !edge || onEdge(c, hex, edge)) return null;
    return new OracleError({ code: 'illegal-event', path: 'decision.edge', expected: `an edge the unit's hex ${hex} touches`, actual: edge, rule: 'O16.2' });
  },
  // 3.3.1.1: the card's units are one unit or a Leader's group (units.ts ledByLeader, as the Move machine checks
  // its own); the Turn checks each unit (O14.1) but not the group, nor does the Advance machine: refused before the card is played.
  openingRefusal: (s) => {
    const c = s.context as AdvanceContext;
    const group = c.situation.units.filter((u) => c.toAdvance.includes(u.id));
    return ledByLeader(group, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero') ? null : { rule: '3.3.1.1', why: 'one unit, or an unbroken Leader and friendly units within his Command Radius (3.3.1.1)' };
  },
  surrendered: surrenderedOnTrack,
  // O16.4: a Melee in each hex holding both sides at the end of the Advance.
  followUp: (s, start) => {
    const c = s.context as AdvanceContext;
    const hexes = meleeHexes(c.situation);
    if (hexes.length === 0) return null;
    const occupancy = Object.fromEntries(
      hexes.map((hex) => {
        const owners = [...new Set(start.units.filter((u) => u.hex === hex).map((u) => u.owner))];
        const held = owners.length === 1 ? owners[0] : null;
        return [hex, { occupiedBefore: held, lastSoleOccupant: held }];
      }),
    );
    return meleeAfter(occupancy);
  },
};

/** The procedures an Order goes on with (`followUp`), whose readings the game resolves too. */
export const FOLLOW_UP_PROCEDURES = ['melee'] as const;

const OP_FIRE_DEFENSE = defenseStateNames('opFireDefense');

/** A transition the Move machine takes but records as refused (O14.4, O21.4, T79 …: `refuse…` actions): not a legal choice. */
function moveRefuses(s: AnyMachineSnapshot, e: EventObject): boolean {
  const t = (moveMachine as unknown as AnyStateMachine).getTransitionData(s as never, e as never)[0] as unknown as { actions?: readonly unknown[] } | undefined;
  return (t?.actions ?? []).some((a) => String(typeof a === 'string' ? a : (a as { type?: string }).type ?? '').startsWith('refuse'));
}

/** A Leader (3.3.1.1) of `player` with each group of his other non-Leader units, after the single units: candidates for an activation the machine decides. */
function activations(units: readonly Unit[], player: Player): string[][] {
  const mine = units.filter((u) => u.owner === player && u.hex);
  const others = mine.filter((u) => u.kind !== 'leader').map((u) => u.id);
  return [...mine.map((u) => [u.id]), ...mine.filter((u) => u.kind === 'leader').flatMap((l) => groups(others).map((g) => [l.id, ...g]))];
}

/** The Actions' titles as a card prints them (A39, A26; 1.6: "the Action text"). */
const SMOKE_GRENADES = 'Smoke Grenades';
const ASSAULT_FIRE = 'Assault Fire';

/**
 * A24.2, O21.6: the active player's Actions while his Move Order's units are activated, each with every card of
 * his hand printing it (hand order); candidates only, the Move machine decides (its guards: boxed Movement,
 * Water, Blaze, A39; boxed FP, Range and LOS, A26). A39: each unit activated to Move (frame order) into its own
 * hex, then each adjacent hex on the map (sort order) — while a Smoke marker is left to draw (T94, frame
 * `smokeDraws`). A26: each group of the moving pieces with boxed FP (smallest first).
 */
function moveActions(c: MoveContext, frame: FrameState | undefined): { decision: EventObject; player: Player }[] {
  const deck = frame?.decks[c.player];
  if (!deck) return [];
  const printing = (action: string) => deck.hand.filter((id) => cardOf(deck, id)?.action === action);
  const geometry = c.situation.map.geometry!;
  const activated = c.situation.units.filter((u) => c.activated.includes(u.id) && u.hex);
  const smokeHexes = (hex: string) => [hex, ...neighboursOnMap(geometry, parseHex(hex, 'unit.hex')).map(hexId).sort()];
  const smoke = (frame.smokeDraws ?? []).length === 0 ? [] : printing(SMOKE_GRENADES).flatMap((card) => activated.flatMap((u) => smokeHexes(u.hex!).map((hex) => ({ decision: { type: 'SMOKE_GRENADES', card, unit: u.id, hex } as EventObject, player: c.player }))));
  const pieces = assaultFirePieces(c).map((p) => p.id);
  const assault = printing(ASSAULT_FIRE).flatMap((card) => groups(pieces).map((g) => ({ decision: { type: 'ASSAULT_FIRE', card, pieces: g } as EventObject, player: c.player })));
  return [...smoke, ...assault];
}

const move: ComposedOrder = {
  order: 'Move',
  procedure: 'move',
  machine: moveMachine as unknown as AnyStateMachine,
  input: (frame, order, before, ruleset, readings) => {
    // O14.1, 3.3.1.1: the card's units, the Move machine deciding (a Leader's Command radius). No `game`: the Turn
    // resolves triggers on the frame. LOS from the map (a complete map): no stated facts.
    // A35.3: the Objective hexes, where the scenario Defender may play Hidden Pillbox before a Defense Roll against Op Fire or Assault Fire.
    const situation: MoveSituation = { player: frame.active, initiative: frame.initiative, defender: defenderOf(frame), minesFp: MINES_FP, activating: order.units, activatedThisTurn: before.units, units: frame.units, map: frame.map as MapSituation, los: [], objectives: frame.objectives.flatMap((o) => o.hexes), lightWoundsTeams: lightWoundsTeams(frame) };
    return { ruleset, readings, situation };
  },
  // F103.2: the mover's opponent rolls a Mine Attack; A33.2: the Op Fire Attack Roll is the inactive player's;
  // O20.3.4: each defending unit's owner its Defense Roll (against Mines or against Op Fire).
  roller: (s) => {
    const c = s.context as MoveContext;
    return defenseRoller(s, c.defense.current, c.situation.units) ?? defenseRoller(s, c.defense.current, c.situation.units, OP_FIRE_DEFENSE) ?? (s.matches('attackRolling') ? c.fireAttack.player : opponentOf(c.player));
  },
  fireAttack: (s) => s.matches('attackRolling'),
  // O21.2: each activated unit still to move alone (frame order), then each group that began in one hex; O21:
  // MOVE into each adjacent hex on the map (sort order), STOP, END_ORDER — each only where the Move machine
  // takes it without recording a refusal (O14.4, O21.4 …). A35.2/A35.5: the Defender's Hidden Mines and Wire,
  // each with a card of his hand printing it, or neither (hiddenEntryChoices). O21.3, A33: the inactive player's "Go ahead" or "Wait!", then a Fire card played as an Op Fire
  // Action (1.6, A33.2: `card`) activating one unit or a Leader's group, the Op Fire attack at the hex entered
  // (any group of the units activated for Op Fire, A33.3(2)), or "keep moving"; TRANSFER of a mover's Weapon
  // (O21.1.1); EXIT off the enemy edge (7.2.1) before STOP; between movers (choosingMover) and while one moves, the
  // active player's Actions last (moveActions: Smoke Grenades, A39; Assault Fire, A26), then at its Fire Attack any
  // hex holding an enemy unit (A26: "as if made during a Fire Order", O20.3) where Op Fire has only the hex entered.
  candidates: (s, frame) => {
    const c = s.context as MoveContext;
    const active = c.player;
    const inactivePl = opponentOf(active);
    const keep = (xs: { decision: EventObject; player: Player }[]) => xs.filter((x) => !moveRefuses(s, x.decision));
    if (s.matches('choosingMover')) {
      const ready = c.situation.units.filter((u) => c.toMove.includes(u.id));
      const stacks = [...new Set(ready.map((u) => u.hex!))].flatMap((hex) => groups(ready.filter((u) => u.hex === hex).map((u) => u.id)).filter((g) => g.length > 1));
      return keep([...ready.map((u) => [u.id]), ...stacks].map((units) => ({ decision: { type: 'CHOOSE_MOVER', units } as EventObject, player: active })).concat([{ decision: { type: 'END_ORDER' }, player: active }], moveActions(c, frame)));
    }
    if (s.matches('moving')) {
      const here = c.situation.units.find((u) => c.mover.includes(u.id))?.hex;
      const hexes = here ? neighboursOnMap(c.situation.map.geometry!, parseHex(here, 'unit.hex')).map(hexId).sort() : [];
      // O21.1.1: a moving unit's Weapon handed to another friendly unit in its hex (units in frame order).
      const movers = c.situation.units.filter((u) => c.mover.includes(u.id) && u.weapon);
      const transfers = movers.flatMap((from) => c.situation.units.filter((to) => to.id !== from.id && to.owner === from.owner && to.hex === from.hex).map((to) => ({ decision: { type: 'TRANSFER', from: from.id, to: to.id } as EventObject, player: active })));
      // 7.2.1: an EXIT off the enemy edge, where the machine takes it (game.ts then asks for its Time Track space).
      const exit = { decision: { type: 'EXIT', edge: enemyEdge(c.situation.map, active) } as EventObject, player: active };
      return keep([...hexes.map((hex) => ({ decision: { type: 'MOVE', hex } as EventObject, player: active })), ...transfers, exit, { decision: { type: 'STOP' }, player: active }, ...moveActions(c, frame)]);
    }
    if (s.matches('offeringHiddenAction')) return hiddenEntryChoices(c, frame);
    if (s.matches('offeringOpFire')) return [{ decision: { type: 'GO_AHEAD' }, player: inactivePl }, { decision: { type: 'WAIT' }, player: inactivePl }];
    if (s.matches('waitingForOpFire')) {
      // A33.2: "Fire Actions" — each Fire card of the inactive player's hand (hand order) with each activation.
      const deck = frame?.decks[inactivePl];
      const cards = deck ? deck.hand.filter((id) => cardOf(deck, id)?.order === 'Fire') : [];
      const acts = activations(c.situation.units, inactivePl);
      return [
        { decision: { type: 'GO_AHEAD' }, player: inactivePl },
        { decision: { type: 'OP_FIRE' }, player: inactivePl },
        ...cards.flatMap((card) => acts.map((units) => ({ decision: { type: 'ACTIVATE', card, units } as EventObject, player: inactivePl }))),
      ];
    }
    if (s.matches('choosingShot')) {
      const ready = c.fireAttack.activated.filter((id) => !c.fireAttack.fired.includes(id));
      // A33.2: Op Fire "at that hex" (the hex entered); A26: an Assault Fire at any hex holding an enemy unit (sort order).
      const targets = c.fireAttack.targetHex ? [c.fireAttack.targetHex] : [...new Set(c.situation.units.filter((u) => u.owner !== c.fireAttack.player && u.hex).map((u) => u.hex!))].sort();
      return [...groups(ready).flatMap((pieces) => targets.map((target) => ({ decision: { type: 'DECLARE_SHOT', pieces, target } as EventObject, player: c.fireAttack.player }))), { decision: { type: 'END_ORDER' }, player: c.fireAttack.player }];
    }
    if (s.matches('playingActions')) return [{ decision: { type: 'FIRE' }, player: c.fireAttack.player }, { decision: { type: 'ABANDON_SHOT' }, player: c.fireAttack.player }, ...shotActions(c.fireAttack.player, c.fireAttack.shot!.target, frame)];
    // A29, A35.1, A35.3: the rolling unit's owner's Actions before its Defense Roll, against Op Fire or Assault Fire
    // or a Mine Attack (F103.2; there neither Hidden Fortification: the hex holds the Mines, a Fortification).
    return [
      ...defenseChoices(s, c.defense.toRoll, c.situation.units),
      ...defenseChoices(s, c.defense.toRoll, c.situation.units, OP_FIRE_DEFENSE),
      ...defenseActions(s, c.defense.current, c.situation.units, frame),
      ...defenseActions(s, c.defense.current, c.situation.units, frame, OP_FIRE_DEFENSE),
      // A36: when a Squad would break on its Defense Roll against Mines or against Op Fire or Assault Fire.
      ...lightWoundsChoices(s, c.defense.current, c.situation.units, frame),
      ...lightWoundsChoices(s, c.defense.current, c.situation.units, frame, OP_FIRE_DEFENSE),
    ];
  },
  units: (s) => (s.context as MoveContext).situation.units,
  // 4.2, 7.1: each unit a Defense Roll eliminated — against Op Fire (A33.2, O20.3.4) or against Mines (F103.2:
  // also a Fire Attack, "Mines attack with 6 FP"), in roll order; recorded as 'fire-defense' (a Light Wounds Team
  // too); A36: each Squad Light Wounds saved, its Team and the VP its owner loses.
  record: (s, start, joined) => defenseRecord((s.context as MoveContext).defense.log, start, joined),
  surrendered: surrenderedOnTrack,
  // O14.1, 3.3.1.1, O14.4: the Move machine refuses the card's units when the activation is illegal or no
  // activated unit can cross a hexside (O21's gray box): refused before the card is played.
  openingRefusal: (s) => {
    if (!s.matches('refused')) return null;
    return activationLegal(s.context as MoveContext)
      ? { rule: 'O14.4', why: 'some activated unit able to cross a hexside (O21: "at least one activated unit must physically cross a hexside")' }
      : { rule: '3.3.1.1', why: 'one unit, or a Leader and friendly units within its Command radius, none activated this Turn (O14.1)' };
  },
  // 1.6: A33.2 the inactive player's Fire card (its "(Opportunity) Fire"); A39, A26 the active player's card printing that Action.
  actionCard: (s, d) => {
    const c = s.context as MoveContext;
    if (d.type === 'ACTIVATE') return { player: opponentOf(c.player), order: 'Fire', rule: 'A33.2' };
    if (d.type === 'SMOKE_GRENADES') return { player: c.player, action: SMOKE_GRENADES, rule: 'A39' };
    if (d.type === 'ASSAULT_FIRE') return { player: c.player, action: ASSAULT_FIRE, rule: 'A26' };
    // A29, A35.1, A35.3: an Action before a Defense Roll, by the rolling unit's owner; A24.1: one on an Op Fire or Assault Fire shot, by its firing player.
    // A36: Light Wounds, with a card of the breaking Squad's owner printing it. A35.2, A35.5: after an entry, the Defender's.
    return (
      hiddenEntryCard(s, d, c) ??
      defenseActionCard(s, d, c.defense.current, c.situation.units) ??
      defenseActionCard(s, d, c.defense.current, c.situation.units, OP_FIRE_DEFENSE) ??
      lightWoundsCard(s, d, c.defense.current, c.situation.units) ??
      lightWoundsCard(s, d, c.defense.current, c.situation.units, OP_FIRE_DEFENSE) ??
      shotActionCard(c.fireAttack.player, d)
    );
  },
  // A39: "place a random Smoke marker": the next of the scenario's Smoke markers (T94, frame smokeDraws), onto
  // the frame at once (8.1.4: the larger Hindrance stays); the Move machine gets its value and places it on its map.
  complete: (d, frame, s) => {
    // A35.1, A35.3: Hidden Entrenchments' Foxholes or Hidden Pillbox's Pillbox onto the frame's map too (against Op Fire or
    // Assault Fire; a Mine Attack's hex holds Mines, F103).
    const c = s.context as MoveContext;
    if (d.type === 'PLAY_ACTION') return hiddenFortification(d, frame, rollingUnit(s, c.defense.current, c.situation.units, OP_FIRE_DEFENSE));
    // A35.2, A35.5: Hidden Mines' or Wire's marker in the hex entered, onto the frame's map too (F103.2: the Mines then
    // attack the moving units; A35.5: the Wire ends their Move — the machine's part).
    const hidden = hiddenEntryFortification(d, frame, s, c);
    if (hidden) return hidden;
    if (d.type !== 'SMOKE_GRENADES') return null;
    const drawn = drawSmoke(frame, 'A39');
    return { decision: { ...d, value: drawn.value }, frame: placeSmoke(drawn.frame, (d as EventObject & { hex: string }).hex, drawn.value).frame };
  },
  // A33.3(2): the units activated for Op Fire; A36, reading cce.light-wounds-moving-team = team-goes-on: a Team that took
  // the place of a Squad activated to Move (the Move machine's `activated` names it then).
  alsoActivated: (s) => {
    const c = s.context as MoveContext;
    return [...c.opFireActivated, ...c.activated.filter((id) => !c.initialUnits.includes(id))];
  },
  // 7.2.1: the units that exited (game.ts places them on the Time Track, with their Exit VP).
  exits: (s) => exitedOf(s.context as MoveContext),
};

/** 8.1.2, 12: each player's Radio as the Artillery machines take it (artillery/types.ts Radios): the one in his Artillery Box, with its counter data from the frame's `radios`. */
function radiosOf(frame: FrameState): Radios {
  const out: Radios = {};
  for (const p of PLAYERS) {
    const id = frame.artilleryBoxes[p];
    if (id === null) continue;
    const radio = frame.radios?.[id];
    if (!radio) throw new OracleError({ code: 'invalid-field', path: `scenario.radios.${id}`, expected: `the data of the Radio in the ${p} Artillery Box (its FP, Smoke, broken side: 12)`, actual: undefined, rule: '12' });
    out[p] = radio;
  }
  return out;
}

/** O17, O18.1: the Radios' sides as an Artillery Order left them (`after`, the machine's output); a Radio absent from it was eliminated back to the countermix (O17). */
function withRadios(after: Radios, frame: FrameState): FrameState {
  const boxes = { ...frame.artilleryBoxes };
  const radios = { ...frame.radios };
  for (const p of PLAYERS) {
    const id = boxes[p];
    if (id === null) continue;
    if (after[p]) radios[id] = after[p]!;
    else boxes[p] = null;
  }
  return { ...frame, artilleryBoxes: boxes, radios };
}

const artilleryDenied: ComposedOrder = {
  order: 'Artillery Denied',
  procedure: 'artillery-denied',
  machine: artilleryDeniedMachine as unknown as AnyStateMachine,
  inputReadsNoRecord: true,
  input: (frame, _order, _before, ruleset, readings) => ({ ruleset, readings, situation: { player: frame.active, radios: radiosOf(frame) } satisfies ArtilleryDeniedSituation }),
  // O17: "No roll is made"; no decision either: the machine is done when it starts.
  roller: (s) => (s.context as { player: Player }).player,
  fireAttack: () => false,
  candidates: () => [],
  units: () => [],
  // O17: an eliminated Radio goes back to the countermix, not onto the Casualty Track: no casualty, no VP.
  record: () => ({ casualties: [] }),
  surrendered: () => null,
  activatesNone: true,
  // O17: "there must be an enemy Radio in play for the Order to be announced": refused before the card is played.
  openingRefusal: (s) => (s.matches('refused') ? { rule: 'O17', why: 'an enemy Radio in play (O17: "there must be an enemy Radio in play for the Order to be announced")' } : null),
  // O17: the enemy Radio's side as the Order left it; an eliminated Radio leaves its Artillery Box (back to the countermix).
  offMap: (output, frame) => withRadios((output as ArtilleryDeniedOutput).radios, frame),
};

const artilleryRequest: ComposedOrder = {
  order: 'Artillery Request',
  procedure: 'artillery',
  machine: artilleryMachine as unknown as AnyStateMachine,
  inputReadsNoRecord: true,
  input: (frame, _order, before, ruleset, readings) => {
    // O18: the active player's Radio (frame `radios`), his Leaders not yet activated this Turn. LOS from the
    // map (a complete map): no stated facts. No `game`: the Turn resolves the rolls' triggers on the frame.
    // A35.3: the Objective hexes, where the scenario Defender may play Hidden Pillbox before a Defense Roll against an Impact.
    const situation: ArtillerySituation = { units: frame.units, map: frame.map as MapSituation, player: frame.active, initiative: frame.initiative, radios: radiosOf(frame), activatedThisTurn: before.units, los: [], defender: defenderOf(frame), objectives: frame.objectives.flatMap((o) => o.hexes), lightWoundsTeams: lightWoundsTeams(frame) };
    return { ruleset, readings, situation };
  },
  // O18.2.2 (O20.2.3) and O18.2.3.2 (O20.3.3): the active player makes the Accuracy and Impact Rolls; O20.3.4: each defending unit's owner its Defense Roll.
  roller: firerOrDefender,
  // O18.2.3.2: an Impact Roll "follows the same rules ... as for a Fire Attack Roll" (Jammed! is a trigger on
  // it, though it does not break the Radio); the Accuracy Roll is a Targeting Roll (1.9.1.2: no Jammed!).
  fireAttack: (s) => s.matches('rollingImpact'),
  // O18: Battery Access, or Fire For Effect with each of the player's Leaders (frame order; the machine
  // decides which may spot); O18.2.1: the SR into each hex of the map (map order), a normal barrage then a
  // Smoke one (O18.2.1.1), where the Spotter has LOS; O18.2.3: the next hex of the impact area to attack
  // (area order: the SR's hex, then compass 1-6); O20.3.4: the defender picks which unit rolls next.
  candidates: (s, frame) => {
    const c = s.context as ArtilleryContext;
    if (s.matches('choosingOption')) {
      const leaders = c.situation.units.filter((u) => u.owner === c.player && u.kind === 'leader' && u.hex);
      return [{ decision: { type: 'BATTERY_ACCESS' } as EventObject, player: c.player }, ...leaders.map((u) => ({ decision: { type: 'FIRE_FOR_EFFECT', spotter: u.id } as EventObject, player: c.player }))];
    }
    if (s.matches('spotting')) return sortHexes(Object.keys(c.situation.map.hexes)).flatMap((hex) => [false, true].map((smoke) => ({ decision: { type: 'SPOT', hex, smoke } as EventObject, player: c.player })));
    if (s.matches('choosingImpactHex')) return impactHexesLeft(c).map((hex) => ({ decision: { type: 'CHOOSE_IMPACT_HEX', hex } as EventObject, player: c.player }));
    // A29, A35.1, A35.3: before a unit's Defense Roll against an Impact, its owner's Actions; A36 when a Squad would break.
    return [...defenseChoices(s, c.defense.toRoll, c.situation.units), ...defenseActions(s, c.defense.current, c.situation.units, frame), ...lightWoundsChoices(s, c.defense.current, c.situation.units, frame)];
  },
  units: (s) => (s.context as ArtilleryContext).situation.units,
  ...defenseLoopHooks(),
  // O18.2.3.2, O20.3.4, 4.2, 7.1: each unit an Impact's Defense Roll eliminated, in roll order (a Light Wounds Team
  // too); A36: each Squad Light Wounds saved, its Team and the VP its owner loses.
  record: (s, start, joined) => defenseRecord((s.context as ArtilleryContext).defense.log, start, joined),
  surrendered: surrenderedOnTrack,
  activatesNone: true,
  // O18: "If neither of these conditions exist, the Order cannot be given": refused before the card is played.
  openingRefusal: (s) => (s.matches('refused') ? { rule: 'O18', why: 'a broken Radio in play (Battery Access) or an unbroken Radio and an unbroken Leader not yet activated this Turn (Fire For Effect) (O18)' } : null),
  // O18.2: the Spotter is activated (for the rest of the Turn, O14.1).
  alsoActivated: (s) => {
    const spotter = (s.context as ArtilleryContext).spotter;
    return spotter ? [spotter] : [];
  },
  // O18.2.2.1/2: the drift card is the top card of the active player's draw pile, revealed ("NOT a roll, so
  // no die triggers", 1.3); 6.1.2: revealing the last card is treated "exactly as if a Time! trigger had been
  // rolled". O18.2.3.1, T94: each hex of a Smoke barrage gets the next random Smoke marker, hexes in area order.
  chance: (s, frame) => {
    const c = s.context as ArtilleryContext;
    if (s.matches('revealingHitDrift') || s.matches('revealingMissDrift')) {
      const taken = reveal(frame.decks[c.player]);
      const dice = cardOf(taken.deck, taken.card)!.dice!;
      return { decision: { type: 'REVEAL', white: dice.white, colored: dice.colored }, frame: { ...frame, decks: { ...frame.decks, [c.player]: taken.deck } }, revealed: taken.card, lastCard: taken.last ? c.player : null };
    }
    if (s.matches('placingSmoke') && c.smokePending.length > 0) {
      const drawn = drawSmoke(frame, 'O18.2.3.1');
      return { decision: { type: 'PLACE_SMOKE', hex: c.smokePending[0], value: drawn.value }, frame: drawn.frame, lastCard: null };
    }
    return null;
  },
  // O18.1: the Radio fixed by Battery Access; O18.2.3.1, 8.1.4: the Smoke markers placed (the larger Hindrance
  // stays, markers.ts placeSmoke, frame.smoke kept in step); O18.2.3.3, F100.2: the Fortifications destroyed.
  offMap: (output, frame) => {
    const o = output as ArtilleryOutput;
    let f = withRadios(o.radios, frame);
    for (const smoke of o.smokePlaced) f = placeSmoke(f, smoke.hex, smoke.value).frame;
    for (const impact of o.impacts) if (impact.fortificationDestroyed && !impact.canceled) f = removeFortification(f, impact.hex, impact.fortificationDestroyed);
    return f;
  },
};

export const COMPOSED_ORDERS: Partial<Record<OrderName, ComposedOrder>> = { Recover: recover, Rout: rout, Fire: fire, Advance: advance, Move: move, 'Artillery Denied': artilleryDenied, 'Artillery Request': artilleryRequest };

/** A33.2, 3.3.1.1: the Op Fire activations to offer (the Move machine decides which it takes). */
export const opFireActivations = activations;
