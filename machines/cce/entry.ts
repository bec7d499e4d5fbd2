/**
 * Entering a hex during a Move (O21) or an Advance (O16): what both Orders share, in ONE place.
 *
 * - Movement restrictions both Orders state alike: the Major Bridge hexsides (T80.1, O16.3, O21.4).
 * - Mines (F103): which Mines hexes attack a unit leaving and entering (F103.1) and with what FP (F103.2),
 *   and the Mine Attack Roll states (`mineAttackStates`): the roll, the 9.1 re-roll and 1.9.1 trigger
 *   states of ./order-rolls.ts, then the units' Fire Defense Rolls in ./fire-defense-states.ts (give them
 *   `events: true`: with the game described, an Event! or Sniper! on a Defense Roll is the defending
 *   unit's owner's, resolved by the nested charts; the start actions are defenseImplementations').
 * - Hidden Mines and Hidden Wire (A35.2, A35.5): which hex may take them, and placing the marker.
 * - The voluntary exit off the enemy edge (7.2.1): the unit as it waits on the Time Track, or a Hero back
 *   in the countermix (E58.1).
 *
 * HOW TO REUSE (Move and Advance do):
 *   1. Keep in the context `mineAttack: { hex, roll } | null`, `mineLog`, `minesPending`, `minesFp`, and the
 *      DefenseHost fields of ./fire-defense-states.ts.
 *   2. Register the guards `...triggerGuards('mineRoll', (c) => c.mineAttack?.roll?.trigger)`, the Event and Sniper
 *      charts' and the nested Time advance's guards and actions (`entryEventImplementations()`; the context's
 *      `frame`, `ev`, `events`; 1.9.1.4, 6.1.2: a Time!, or a reveal that took a last card, with `game`), and a guard
 *      telling that the units the Mines attack have all left play (its name goes in `unitsGone`); and the
 *      actions takeMineRoll, cancelMineRoll, keepMineRoll, applyMineTriggerEffects, endMineAttack,
 *      beginMineDefense (the last one calls `startDefense` with Cover 0, F103.2).
 *   3. Spread `...mineAttackStates({ done: 'yourState', unitsGone: 'yourGuard', gameOver: 'yourFinalState' })` into
 *      `states` (`gameOver`: a final state, entered when a Time advance ends the game, 6.3) and enter
 *      `rollingMineAttack` with an action that pops the next hex of `minesPending`.
 *   4. F103.1 "as it enters, or is about to exit": attack with `minesPendingIn` the hex it leaves while the unit still
 *      stands in the hex it leaves (its Defense Roll is made there, with the Command of a Leader in that
 *      hex, 3.3.1.2), then place it in the hex entered (F103.2: even if that attack broke it), then
 *      attack with `minesPendingIn` the hex entered. The voluntary exit (7.2.1) leaves a hex too. Rout's Retreat
 *      (../rout/machine.ts) follows the same order.
 */
import { hasCave, hasHexsideFeature, hasMarker, FORTIFICATIONS, isWater, type LocalMap, type MapSituation } from '../core/map';
import type { Trigger } from '../core/dice';
import type { CceRuleId } from './rule-ids';
import type { UnitStatus } from './effects';
import type { DefenseRecord, DefenseSlice } from './fire-defense-states';
import type { Readings } from '../core/readings';
import type { Derivation } from '../core/derivation';
import { and, assign, type EventObject } from 'xstate';
import { rerollStates, timeByTheRules, triggersByTheRules } from './order-rolls';
import type { Player, Unit } from './units';
import { EVENT_ACTIONS, EVENT_GUARDS } from './event/index';
import { eventHostActions, gameGiven, projectGame, timeHostImplementations, type EventHostContext, type EventRecord } from './event/host';
import type { TimeAdvanceRecord } from './time-advance';
import type { FrameOutput } from './frame';

// ------------------------------------------------------------------------------------------ events

/** A35.2, A35.5: the scenario Defender's answer just after units Move or Advance into a hex (CC:P adds A43.3 Hidden Panji Trap: mines or wire, the Japanese player's choice). */
export type HiddenFortificationEvent = { type: 'HIDDEN_MINES' } | { type: 'HIDDEN_WIRE' } | { type: 'NO_HIDDEN_ACTION' } | { type: 'HIDDEN_PANJI_TRAP'; choice: 'mines' | 'wire' };

/** A35.2, A35.5: a Hidden marker the Defender placed into the hex just entered; `action` 'A43.3' when CC:P's Hidden Panji Trap placed it. */
export interface HiddenRecord {
  hex: string;
  marker: 'Mines' | 'Wire';
  action?: 'A43.3';
}

/** The record of a Hidden marker placed (`action` only for an edition's own Hidden action: CC:E's records are as they were). */
export const hiddenRecord = (hex: string, marker: HiddenRecord['marker'], action?: HiddenRecord['action']): HiddenRecord => (action ? { hex, marker, action } : { hex, marker });

/**
 * An edition's Hidden action that places Mines or Wire at the same moment as A35.2/A35.5 (CC:P A43.3 Hidden
 * Panji Trap): whether the scenario Defender may play it into `hex`, just entered (machines/ccp/hidden.ts).
 */
export type PanjiTrapRule = (c: { readings: Readings; defender: Player | null; map: MapSituation; hex: string }) => boolean;

/** F103.2: one Mine Attack Roll (or a canceled one), made by the mover's opponent. The host adds who was attacked. */
export interface MineRollRecord {
  hex: string;
  player: Player;
  white: number;
  colored: number;
  trigger?: Trigger;
  attackTotal: number;
  result: 'kept' | 'canceled';
}

/** 7.2.1: a unit that exited off the enemy edge: its Exit VPs (7.1; 0 for a Hero, E58.1) and the Weapon it keeps. */
export interface ExitRecord {
  unit: string;
  vp: number;
  weapon: string | null;
  /**
   * How `vp` was found (issue 16): CC:E 7.2.1's the unit's VP value (7.1, ./victory.ts unitVpDerivation); CC:P
   * 14.2.2's the Exit Point's value and chit "Y"'s +1 (machines/ccp/exit-points.ts exitPointVpDerivation).
   */
  derivation: { vp: Derivation };
}

/** 7.2.1: the record of `u`'s exit, earning `vp` (its total) — the one shape Move and Advance report. */
export const exitRecord = (u: Pick<Unit, 'id' | 'weapon'>, vp: Derivation): ExitRecord => ({ unit: u.id, vp: vp.total, weapon: u.weapon?.id ?? null, derivation: { vp } });

/** What a Move or Advance Order reports about hexes entered: exits, Hidden markers, Mine Attacks and their Defense Rolls. */
export interface EntryOutcome<M extends MineRollRecord> {
  exits: ExitRecord[];
  /** 7.2.1: exited units as they wait on the Time Track: unbroken, no Veteran or Suppressed marker (never a Hero, E58.1). */
  timeTrack: ReturnType<typeof timeTrackEntry>[];
  /** E58.1: Heroes that exited or were eliminated during the Order, "always put back in the countermix". */
  countermix: string[];
  vp: Record<Player, number>;
  hidden: HiddenRecord[];
  mineAttacks: M[];
  defenseRolls: DefenseRecord[];
  units: UnitStatus[];
  /** Units that left play during the Order other than by exiting (Mines, triggers). */
  eliminated: string[];
  /** With `game` only: the Events and Snipers resolved on Mine Attack Rolls (1.9.1.1, 1.9.1.3) and the game after them. */
  events?: EventRecord[];
  /** With `game` only: the Time advances run on Mine Attack Rolls (1.9.1.4, 6.1.2), as the Turn records them. */
  timeAdvances?: TimeAdvanceRecord[];
  game?: FrameOutput | null;
}

/** The context a Move or Advance machine keeps for hexes entered (the host adds its own fields). */
export interface EntryContext<M extends MineRollRecord> extends EventHostContext {
  ruleset: string;
  readings: Readings;
  /** The active player, who gave the Order. */
  player: Player;
  initiative: Player;
  /** The scenario Defender (A35.2, A35.5), or null. */
  defender: Player | null;
  /** F103.2: the Mine Attack FP. */
  minesFp: number;
  exits: ExitRecord[];
  /** 7.2.1: exited units as they wait on the Time Track: unbroken, no Veteran or Suppressed marker. */
  timeTrack: Unit[];
  /** E58.1: the Heroes in play when the Order began (an exited or eliminated one goes back to the countermix). */
  heroes: string[];
  vp: Record<Player, number>;
  hidden: HiddenRecord[];
  /** F103.1: the Mines hexes still to attack the units that just entered (left first, then entered). */
  minesPending: string[];
  mineLog: M[];
  defense: DefenseSlice;
  initialUnits: string[];
}

// ------------------------------------------------------------------------------------ rule arithmetic

/** CC:P F102: a cave marker's Hill Crest hex and the units stacked underneath it ("inside", F102.1). CC:E has none. */
export interface CaveMarker {
  hex: string;
  inside: string[];
  /** F102.2.1 (CC:P Move's Op Fire): per hex of the map, the level where its LOS thread crosses a hexside of the cave's hex. Absent: no fire attack is possible (one side's units only). */
  crossings?: Record<string, number>;
}

/**
 * CC:P F102.1, F102.1.1: who is inside each cave now — only units still in the cave's hex: a unit that moved
 * or advanced out of it left the cave at the beginning of its Order ("could exit a cave (although remaining in
 * the same hex), Move into one or more new hexes"), and an eliminated one is gone. Shared by Move and Advance.
 */
export const caveOccupants = (caves: readonly CaveMarker[], units: readonly Unit[]): CaveMarker[] =>
  caves.map((k) => ({ hex: k.hex, inside: k.inside.filter((id) => units.some((u) => u.id === id && u.hex === k.hex)) }));

/** CC:P F102.1.1: a chart with caves (Move's, Advance's): its cave markers and the units that changed position at its conclusion. */
export interface CaveHost {
  caves?: CaveMarker[];
  caveChanged?: string[];
  situation: { units: Unit[] };
}

/** CC:P F102.1.1: the unit of an ENTER_CAVE / EXIT_CAVE stands in a cave's hex, inside it (or not) now, and may change its position (`mayChange`, the edition's). */
function caveChangeOpen<C extends CaveHost>(mayChange: (c: C, u: Unit) => boolean, c: C, e: EventObject, inside: boolean): boolean {
  const unit = (e as { unit?: unknown }).unit;
  if ((e.type !== 'ENTER_CAVE' && e.type !== 'EXIT_CAVE') || !c.caves) return false;
  const u = c.situation.units.find((x) => x.id === unit);
  return u !== undefined && caveOccupants(c.caves, c.situation.units).some((k) => k.hex === u.hex && k.inside.includes(u.id) === inside) && mayChange(c, u);
}

/** The caves with `unit` put inside (or taken out of) the cave in its hex (who is inside each now: caveOccupants; a cave's other facts kept). */
function withCaveChange<C extends CaveHost>(c: C, unit: string, inside: boolean): Partial<CaveHost> {
  const hex = c.situation.units.find((u) => u.id === unit)!.hex;
  const now = caveOccupants(c.caves!, c.situation.units);
  const caves = c.caves!.map((k, i) => ({ ...k, inside: k.hex !== hex ? now[i].inside : inside ? [...now[i].inside, unit] : now[i].inside.filter((id) => id !== unit) }));
  return { caves, caveChanged: [...(c.caveChanged ?? []), unit] };
}

/**
 * CC:P F102.1.1 "at the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated": the
 * conclusion's guards, actions and state (`concludingInCaves`, then `done`), shared by the Move and Advance charts of
 * an edition with caves; `mayChange` is the edition's (machines/ccp/cave.ts mayChangePosition). "Entering or exiting a
 * cave ... is not considered movement, so no MPs need be expended and no Op Fire or other reactions are possible".
 */
export function caveConclusion<C extends CaveHost>(mayChange: (c: C, u: Unit) => boolean, done: string) {
  type G = { context: C; event: EventObject };
  const meta = (...rules: string[]) => ({ rules, ruleset: 'ccp' }) as unknown as Meta;
  return {
    guards: {
      caveSituation: ({ context: c }: G) => c.caves !== undefined,
      noCaveChangeOpen: ({ context: c }: G) => !c.situation.units.some((u) => mayChange(c, u)),
      mayEnterCave: ({ context: c, event }: G) => caveChangeOpen(mayChange, c, event, false),
      mayExitCave: ({ context: c, event }: G) => caveChangeOpen(mayChange, c, event, true),
    },
    // The chart's own event union is wider than EventObject: the actions are typed where they are spread (as EVENT_ACTIONS are).
    actions: {
      enterCave: assign(({ context: c, event }: G) => withCaveChange(c, (event as unknown as { unit: string }).unit, true) as Partial<C>),
      exitCave: assign(({ context: c, event }: G) => withCaveChange(c, (event as unknown as { unit: string }).unit, false) as Partial<C>),
    } as unknown as Record<'enterCave' | 'exitCave', never>,
    states: {
      concludingInCaves: {
        always: { guard: 'noCaveChangeOpen' as const, target: done, meta: meta('F102.1.1') },
        on: {
          ENTER_CAVE: { guard: 'mayEnterCave' as const, target: 'concludingInCaves' as const, actions: 'enterCave' as const, meta: meta('F102.1.1', 'F102.1') },
          EXIT_CAVE: { guard: 'mayExitCave' as const, target: 'concludingInCaves' as const, actions: 'exitCave' as const, meta: meta('F102.1.1', 'F102.1') },
          END: { target: done, meta: meta('F102.1.1') },
        },
      },
    },
  };
}

/** F103.2: "a default 6 FP unless the scenario Defender is specifically assigned (or purchased) a 7- or 8-FP Minefield". */
export const DEFAULT_MINES_FP = 6;

/** T80.1: "units can only leave a Major Bridge hex via one of its two Road / Railway hexsides" (O16.3, O21.4: nor enter). */
export function offMajorBridgeRoad(map: LocalMap, a: string, b: string): boolean {
  const major = (h: string) => map.hexes[h]?.terrain.includes('Major Bridge') ?? false;
  if (!major(a) && !major(b)) return false;
  return !hasHexsideFeature(map, a, b, 'Road') && !hasHexsideFeature(map, a, b, 'Railway');
}

/**
 * A35.2, A35.5 (and 8.1.3, F100.3 for any Fortification placed): a hex that may receive Hidden Mines or Hidden Wire:
 * not Water Terrain, no Fortification of any type. `caves`: a situation's cave markers (CC:P), which hold no map
 * marker but are fortifications too (F100.1: "There are seven 'fortifications' in the game: cave, ...").
 */
export function mayReceiveHiddenFortification(map: MapSituation, hex: string, caves?: readonly { hex: string }[]): boolean {
  return !isWater(map, hex) && !(map.hexes[hex].markers ?? []).some((m) => FORTIFICATIONS.includes(m)) && !hasCave(caves, hex);
}

export const hasMines = (map: MapSituation, hex: string): boolean => hasMarker(map, hex, 'Mines');

/** F103.1 (CC:P F104.1): the units stepping out of or into a hex by a Move or an Advance, together or each on its own, and the Mines' FP (F103.2, F104.2). */
export interface MineStep {
  movers: readonly string[];
  together: boolean;
  minesFp: number;
}

/** One Mine Attack a step draws: the hex, whether the units are about to exit it or have entered it, who defends, its FP and Cover 0 (F103.2, F104.2). */
export interface MineAttack {
  hex: string;
  when: 'exiting' | 'entering';
  against: string[];
  fp: number;
  cover: 0;
}

/**
 * F103.1 "as it enters, or is about to exit, a hex containing Mines" (CC:P F104.1: "Units entering/exiting
 * together are attacked with a single roll; otherwise a separate Mine Attack should be made against each
 * unit"): the Mine Attacks a step draws in `hex` (null: off the map), one per group of units stepping
 * together. The ONE computation: the Move and Advance charts of both editions (`minesPendingIn`) and CC:P's
 * mines procedure (machines/ccp/mines.ts).
 */
export function mineAttacksIn(step: MineStep, mined: (hex: string) => boolean, hex: string | null, when: MineAttack['when']): MineAttack[] {
  if (hex === null || !mined(hex)) return [];
  const groups = step.together ? [step.movers] : step.movers.map((u) => [u]);
  return groups.map((against) => ({ hex, when, against: [...against], fp: step.minesFp, cover: 0 }));
}

/** The hexes of the Mine Attacks a step draws on a situation's map, in the order rolled: the Move and Advance charts' `minesPending`. */
export function minesPendingIn(map: MapSituation, step: MineStep, hex: string, when: MineAttack['when']): string[] {
  return mineAttacksIn(step, (h) => hasMines(map, h), hex, when).map((a) => a.hex);
}

/** 7.2.1: "always placed on the Time Track unbroken", its Weapon "again becoming unbroken", without Veteran or Suppressed marker. */
export function asExited(u: Unit): Unit {
  return { ...u, broken: false, veteran: false, suppressed: false, ...(u.weapon ? { weapon: { ...u.weapon, broken: false } } : {}) };
}

/** E58.1: "An exited/eliminated Hero is always put back in the countermix, never onto the Casualty Track" (nor the Time Track). */
export const goesToCountermix = (u: Unit): boolean => u.hero === true;

/** E58.1: the Heroes of the Order that left play, exits first, then eliminations. */
export function countermixReturns(c: { heroes: readonly string[]; exits: readonly ExitRecord[] }, eliminated: readonly string[]): string[] {
  return [...c.exits.map((e) => e.unit), ...eliminated].filter((id) => c.heroes.includes(id));
}

/** 7.2.1: how an exited unit is reported on the Time Track. */
export const timeTrackEntry = (u: Unit) => ({ id: u.id, broken: u.broken, veteran: u.veteran, suppressed: u.suppressed, weapon: u.weapon?.id ?? null });

// -------------------------------------------------------------------------------------------- states

/**
 * CC:P A43.3 Hidden Panji Trap in a Move or Advance chart: `panjiTrapAllowed` (the edition's rule, in the hex
 * just entered) and `panjiChoosesMines` (the Japanese player's choice), for the host's `setup({ guards })`.
 */
export function panjiTrapGuards<C extends { readings: Readings; defender: Player | null; situation: { map: MapSituation }; entered: { hex: string } | null }, E extends { type: string }>(rule: PanjiTrapRule) {
  return {
    panjiTrapAllowed: ({ context: c }: { context: C }) => c.entered !== null && rule({ readings: c.readings, defender: c.defender, map: c.situation.map, hex: c.entered.hex }),
    panjiChoosesMines: ({ event }: { event: E }) => event.type === 'HIDDEN_PANJI_TRAP' && (event as unknown as { choice: string }).choice === 'mines',
  };
}

/**
 * The HIDDEN_PANJI_TRAP transitions of the Defender's offer (CC:P A43.3, the edition's own ids): mines — the host's
 * Hidden Mines placement, its Mine Attack at once against the units that entered (F104.1, F104.2) — or wire (F107.2).
 */
export function panjiTrapTransitions(minesTarget: string, minesActions: string | string[], wireTarget: string, wireActions: string | string[]) {
  return [
    { guard: and(['panjiTrapAllowed', 'panjiChoosesMines']), target: minesTarget, actions: minesActions, meta: { rules: ['A43.3', 'A43', 'F100.3', 'F104', 'F104.1', 'F104.2'], ruleset: 'ccp' } as unknown as Meta },
    { guard: 'panjiTrapAllowed', target: wireTarget, actions: wireActions, meta: { rules: ['A43.3', 'A43', 'F100.3', 'F107', 'F107.2'], ruleset: 'ccp' } as unknown as Meta },
  ] as never;
}

/** With `game`: the Events' records and the game after them, added to a Move's or Advance's output. */
export function withEntryEvents<O extends object>(out: O, c: EntryContext<MineRollRecord>): O {
  return c.frame ? Object.assign(out, { events: c.events, timeAdvances: c.timeAdvances ?? [], game: projectGame(c) }) : out;
}

/**
 * The guards and actions of the Event and Sniper charts nested after a Mine Attack Roll (../event/host.ts),
 * for both hosts: F103.2 "his opponent makes the Attack Roll", so an Event! or Sniper! on it is revealed
 * by the player of the kept roll keepMineRoll just filed — the mover's opponent (1.9.1.1, 1.9.1.3).
 */
export function entryEventImplementations<C extends EntryContext<MineRollRecord>>() {
  const roller = (c: C) => c.mineLog[c.mineLog.length - 1].player;
  // 1.9.1.4, 6.1.2: a Time! on the Mine Attack Roll is the roller's to trigger (the nested Time advance).
  const time = timeHostImplementations<C>(roller);
  return {
    guards: { ...(EVENT_GUARDS as Record<string, never>), ...(time.guards as unknown as Record<string, never>), gameGiven: gameGiven as never },
    actions: {
      ...(EVENT_ACTIONS as Record<string, never>),
      ...(eventHostActions<C>(roller) as unknown as Record<'startEvent' | 'startSniper' | 'endEvent', never>),
      ...(time.actions as unknown as Record<'startTimeAdvance' | 'startTimeAdvanceAfterReveal' | 'endTimeAdvance', never>),
    },
  };
}

type Meta = { rules: CceRuleId[] };
type MineAction = 'takeMineRoll' | 'cancelMineRoll' | 'keepMineRoll' | 'applyMineTriggerEffects' | 'endMineAttack' | 'beginMineDefense' | 'startEvent' | 'startSniper' | 'endEvent' | 'startTimeAdvance' | 'startTimeAdvanceAfterReveal' | 'endTimeAdvance';

/**
 * F103.2, 9.1, 1.9.1: the Mine Attack Roll states, to spread into a Move or Advance machine's `states`.
 * `done`: where to go once the attack is over (the Defense Rolls return there too: give
 * `defenseRollStates({ done })` the same state); `unitsGone`: the host's guard that the units attacked
 * have all left play (a trigger may remove them, 1.9.1); `gameOver`: the host's final state when a Time
 * advance run on the roll (with `game`) ends the game (6.2.2, 7.3.2, 6.3).
 */
export function mineAttackStates<U extends string>(o: { done: string; unitsGone: U; gameOver: string; events?: boolean; jammed?: boolean }) {
  return {
    // F103.2: the mover's opponent makes the Mine Attack Roll (as a Fire Attack Roll, O20.3.3).
    rollingMineAttack: {
      on: { ROLL: { target: 'consideringMineReroll', actions: 'takeMineRoll' as MineAction, meta: { rules: ['F103.2', 'O20.3.3', '1.9'] } as Meta } },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! breaks a firing Weapon, and Mines are no Weapon): ./order-rolls.ts.
    ...rerollStates<'mineRoll', U, MineAction>({
      rolling: 'rollingMineAttack',
      considering: 'consideringMineReroll',
      resolving: 'resolvingMineTrigger',
      applying: 'startingMineDefense',
      guards: 'mineRoll',
      cancel: 'cancelMineRoll',
      keep: 'keepMineRoll',
      applyTrigger: 'applyMineTriggerEffects',
      // `jammed: false`: an edition without Jammed! (CC:P: Disperse, 1.9.2, takes its place on the cards).
      jammed: o.jammed === false ? false : { rules: ['1.9.1.2', 'F103.2'] },
      noTrigger: { rules: ['F103.2', 'O20.3.3'] },
      // With the game described, an Event! or Sniper! is resolved by the rules there (./event/host.ts);
      // `events: false`: an edition whose Order is not played inside the game (CC:P Move: its trigger is resolved as stated).
      ...(o.events === false ? {} : triggersByTheRules('mine')),
      // 1.9.1.4, 6.1.2: and a Time! (or a reveal that took a last card) the Time advance (./time-advance.ts).
      ...(o.events === false ? {} : timeByTheRules(o.gameOver, 'mine')),
    }),
    // F103.2: "only the moving/advancing/retreating units in the hex need make a Fire Defense Roll"; Cover 0.
    startingMineDefense: {
      always: [
        { guard: o.unitsGone, target: o.done, actions: 'endMineAttack' as MineAction, meta: { rules: ['1.9.1'] } as Meta },
        { target: 'defenseChoosingUnit', actions: 'beginMineDefense' as MineAction, meta: { rules: ['F103.2', 'O20.3.4'] } as Meta },
      ],
    },
  };
}
