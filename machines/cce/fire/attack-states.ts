/**
 * The Fire Attack (CC:E O20.2-O20.3.4), as reusable statechart states. ONE copy, used by the Fire Order
 * (./machine.ts, mode `order`) and by Opportunity Fire during a Move Order (A33, mode `op-fire`): from
 * declaring the firing pieces and the target, through Ordnance Targeting (O20.2), the Actions on the shot
 * (A24.1), the final FP (O20.3.1.2, O20.3.2, 10.3.2.1, T88.2), the Fire Attack Roll with the Initiative
 * re-roll (9.1) and its trigger (1.9.1; Jammed! breaks every firing Weapon, O20.3.3.1), Sustained Fire's
 * breaks (A41), to the Fire Defense Roll loop (../fire-defense-states.ts, every unit in the target hex,
 * O20.3.4) and back. Rule conditions are in ./guards.ts, updates in ./actions.ts, arithmetic in
 * ./firepower.ts; this module only names and sequences them.
 *
 *   choosingShot --DECLARE_SHOT [Ordnance]--> targeting --ROLL--> targetingConsideringReroll --…-->
 *     targetingApplying --(hit)--> playingActions | --(miss, Smoke)--> choosingShot
 *   choosingShot --DECLARE_SHOT--> playingActions --PLAY_ACTION*--> --FIRE--> attackRolling --ROLL-->
 *     attackConsideringReroll --REROLL (9.1) | KEEP_ROLL [Jammed!, Event!…]--> attackApplying -->
 *     breakingSustainedFire --> <defense>ChoosingUnit … --> shotResolved --> choosingShot
 *   choosingShot --(nothing left to fire)--> <done> | --END_ORDER--> <done>
 *
 * Mode `op-fire` (A33): the same states without Ordnance Targeting — "An Ordnance Weapon [11.5] cannot
 * utilize Opportunity Fire" (A33.3(1)), so those states are left out rather than unreachable, and the
 * guards refuse an Ordnance piece; only the pieces in the slice's `activated` may fire (the units
 * "activated for Op Fire at any point during this same Move Order", A33.2, A33.3(2)); one Fire Attack,
 * then <done> (A33.3(3)); END_ORDER declines it ("Never mind; keep moving", A33.2); `targetHex` (the hex
 * just entered, A33.2 "fire at that hex") is the only legal target; a target hex must hold a Moving unit;
 * Crossfire (A30) may be played against the Moving units; the whole hex defends (O20.3.4: "each of his
 * units that were in a hex"), and a tie breaks the Moving units (O20.3.4, reading cce.tie-breaks-moving:
 * `moving` = units activated to Move, `entering` = the units whose expenditure drew the attack).
 *
 * HOW TO REUSE (Move's Opportunity Fire; tests/fire.attack-states.test.ts builds a tiny host this way):
 *   1. Give your context the shared fields `{ ruleset, readings, initiative, defender, situation (with
 *      its `los` facts), defense: DefenseSlice }` and a `fireAttack: FireAttackSlice` field
 *      (FireAttackSliceHost); accept the FireAttackEvent events (DECLARE_SHOT, PLAY_ACTION, FIRE,
 *      ABANDON_SHOT, BREAK_WEAPON, END_ORDER, CHOOSE_UNIT, ROLL, REROLL, KEEP_ROLL, RESOLVE_TRIGGER).
 *   2. `const attack = fireAttackImplementations<YourContext, YourEvent>(fireAttackSliceAdapter<YourContext>());`
 *      then `setup({ guards: { ...yours, ...attack.guards }, actions: { ...yours, ...attack.actions } })`.
 *      The names are prefixed `fire` (and `defense` for the Defense Roll loop, included) to sit beside yours.
 *   3. Spread `...fireAttackStates({ done: 'yourNextState', mode: 'op-fire', defensePrefix: 'opFireDefense' })`
 *      into your `states`. The attack's own state ids are listed in FIRE_ATTACK_STATE_IDS; give a
 *      `defensePrefix` if your machine already spreads `defenseRollStates` for something else (Move's
 *      Mine Attacks use the default `defense` ids).
 *   4. Enter FIRE_ATTACK_ENTRY (`choosingShot`) with an action that sets `fireAttack` with
 *      `startFireAttack({ player, mode: 'op-fire', units, moving, entering, targetHex, situation })`.
 *   5. Read the attack from `fireAttack.shots` (FP terms, Actions, rolls, Weapons broken) and the Defense
 *      Rolls from `defense.log`; units and Weapons are updated in your `situation`; the Initiative in yours.
 */
import { newEventRun } from '../event/kit';
import { eventHostActions, type EventHostContext } from '../event/host';
import { and, assign, type EventObject } from 'xstate';
import type { CceRuleId } from '../rule-ids';
import { defenseImplementations, defenseRollStates, defenseStateNames, NO_DEFENSE, type DefenseHooks, type DefenseHost, type DefenseSlice } from '../fire-defense-states';
import { rerollStates, timeByTheRules, type TriggerCharts, triggerGuards, triggersByTheRules } from '../order-rolls';
import type { Player, Situation } from '../units';
import { fireUpdates, type FireUpdate } from './actions';
import { piecesOf } from './firepower';
import { fireGuards } from './guards';
import type { FireAction, FireContext, FireEvent, FireMode, LosFact } from './types';
import { CCE_FIRE, fireEditionOf, type FireEdition } from './edition';

// ---------------------------------------------------------------------------------------------- types

/** The fields of the Fire context a host shares with the attack (the attack reads and writes them). */
export const FIRE_ATTACK_SHARED = ['readings', 'initiative', 'defender', 'situation', 'defense'] as const;
/** The attack's own fields, kept by a host in `fireAttack`. */
export type FireAttackSlice = Omit<FireContext, (typeof FIRE_ATTACK_SHARED)[number] | 'ruleset' | 'refused' | 'initialUnits' | 'objectives' | 'pillboxInPlay' | 'lightWoundsTeams' | 'frame' | 'ev' | 'events'>;

export interface FireAttackSliceHost extends DefenseHost {
  ruleset: string;
  defender: Player | null;
  situation: Situation & { los: LosFact[] };
  defense: DefenseSlice;
  fireAttack: FireAttackSlice;
}

/** The events the attack states take. */
export type FireAttackEvent = Exclude<FireEvent, { type: 'ACTIVATE' }>;

/** How the attack sees a host's context (`view`) and writes its changes back (`update`). */
export interface FireAttackAdapter<C> {
  view: (c: C) => FireContext;
  update: (c: C, change: Partial<FireContext>) => Partial<C>;
}

/** The Fire machine itself: its context is the Fire context. */
export const sameContextAdapter = <C extends FireContext>(): FireAttackAdapter<C> => ({ view: (c) => c, update: (_c, change) => change as Partial<C> });

/** A host with the shared fields and a `fireAttack` slice (FireAttackSliceHost). */
export function fireAttackSliceAdapter<C extends FireAttackSliceHost>(): FireAttackAdapter<C> {
  return {
    view: (c) => ({ ...c.fireAttack, ruleset: c.ruleset, readings: c.readings, initiative: c.initiative, defender: c.defender, situation: c.situation, defense: c.defense, refused: false, initialUnits: [], frame: null, ev: newEventRun(c.fireAttack.player), events: [], ...(c.edition ? { edition: c.edition } : {}) }) as FireContext,
    update: (c, change) => {
      const shared: Partial<C> = {};
      const own: Partial<FireAttackSlice> = {};
      for (const [k, v] of Object.entries(change)) {
        if ((FIRE_ATTACK_SHARED as readonly string[]).includes(k)) (shared as Record<string, unknown>)[k] = v;
        else if (!['ruleset', 'refused', 'initialUnits', 'objectives', 'pillboxInPlay', 'lightWoundsTeams'].includes(k)) (own as Record<string, unknown>)[k] = v;
      }
      return { ...shared, fireAttack: { ...c.fireAttack, ...own } } as Partial<C>;
    },
  };
}

/**
 * A fresh attack slice: `units` are the units activated to fire (their Weapons with them, 11.1); for
 * Op Fire (A33.2, A33.3(2)) every unit activated for Op Fire in this Move Order. `moving`: the units
 * activated to Move; `entering`: the units whose MP expenditure drew the attack; `targetHex`: the hex
 * just entered (A33.2).
 */
export function startFireAttack(o: {
  player: Player;
  mode: FireMode;
  situation: Situation;
  units: readonly string[];
  moving?: readonly string[];
  entering?: readonly string[];
  targetHex?: string;
  activatedThisTurn?: readonly string[];
}): FireAttackSlice {
  const slice: FireAttackSlice = {
    player: o.player,
    mode: o.mode,
    activatedThisTurn: [...(o.activatedThisTurn ?? [])],
    opFireActivated: o.mode === 'op-fire' ? [...o.units] : [],
    moving: [...(o.moving ?? [])],
    entering: [...(o.entering ?? [])],
    activated: o.situation.units.filter((u) => o.units.includes(u.id)).flatMap(piecesOf).map((p) => p.id),
    fired: [],
    shot: null,
    record: null,
    roll: null,
    actionsPlayed: [],
    sustainedBreaks: 0,
    airburst: 0,
    cover: {},
    shots: [],
    smokePlaced: [],
  };
  if (o.targetHex !== undefined) slice.targetHex = o.targetHex;
  return slice;
}

// -------------------------------------------------------------------------------- guards and actions

/** The attack's guards in ./guards.ts, under the names the states use. */
const GUARDS = {
  fireNothingLeftToFire: fireGuards.nothingLeftToFire,
  fireOrdnanceShotLegal: fireGuards.ordnanceShotLegal,
  fireSpottedShotLegal: fireGuards.spottedShotLegal,
  fireSnipingShotLegal: fireGuards.snipingShotLegal,
  fireSniping: fireGuards.sniping,
  fireShotLegal: fireGuards.shotLegal,
  fireTargetingHitsSmoke: fireGuards.targetingHitsSmoke,
  fireTargetingHits: fireGuards.targetingHits,
  fireActionAllowed: fireGuards.actionAllowed,
  fireFpAtLeastOne: fireGuards.fpAtLeastOne,
  fireFpBelowOne: fireGuards.fpBelowOne,
  fireNoSustainedBreakLeft: fireGuards.noSustainedBreakLeft,
  fireCaveOccupantsImmune: fireGuards.caveOccupantsImmune,
  fireCaveOccupantsCovered: fireGuards.caveOccupantsCovered,
  fireOneSustainedCandidate: fireGuards.oneSustainedCandidate,
  fireChosenSustainedCandidate: fireGuards.chosenSustainedCandidate,
  fireExplosiveChargePlayable: ({ context: c }: { context: FireContext }) => fireEditionOf(c).explosiveCharge?.playable(c) === true,
};

/** The attack's updates in ./actions.ts, under the names the states use. */
const ACTIONS = {
  fireDeclareShot: fireUpdates.declareShot,
  fireTakeRoll: fireUpdates.takeRoll,
  fireCancelRoll: fireUpdates.cancelRoll,
  fireApplyTriggerEffects: fireUpdates.applyTriggerEffects,
  fireNoteTargetingHit: fireUpdates.noteTargetingHit,
  firePlaceSmoke: fireUpdates.placeSmoke,
  fireNoteMiss: fireUpdates.noteMiss,
  firePlayAction: fireUpdates.playAction,
  fireAbandonShot: fireUpdates.abandonShot,
  fireBreakFiringWeapons: fireUpdates.breakFiringWeapons,
  fireLockFp: fireUpdates.lockFp,
  fireComputeAttack: fireUpdates.computeAttack,
  fireComputeSnipingAttack: fireUpdates.computeSnipingAttack,
  fireBreakOnlySustainedCandidate: fireUpdates.breakOnlySustainedCandidate,
  fireBreakChosenWeapon: fireUpdates.breakChosenWeapon,
  fireBeginDefense: fireUpdates.beginDefense,
  fireExplosiveCharge: (c: FireContext) => fireEditionOf(c).explosiveCharge!.eliminate(c),
  fireFinishShot: fireUpdates.finishShot,
} satisfies Record<string, FireUpdate>;

type GuardName = keyof typeof GUARDS | `fireTargetingRoll${'Jammed' | 'TriggersEvent' | 'TriggersSniper' | 'TriggersTime'}` | `fireAttackRoll${'Jammed' | 'TriggersEvent' | 'TriggersSniper' | 'TriggersTime'}`;
type ActionName = keyof typeof ACTIONS;

/**
 * The named guards and actions of the attack states (and of the Defense Roll loop they contain), typed
 * for a host's context C and events E, reading and writing the host through `adapter`.
 */
export function fireAttackImplementations<C extends DefenseHost, E extends EventObject>(adapter: FireAttackAdapter<C>, hooks: DefenseHooks<C> = {}) {
  type Args = { context: C; event: E };
  const guards = {} as Record<GuardName, (a: Args) => boolean>;
  for (const [name, g] of Object.entries(GUARDS)) guards[name as GuardName] = ({ context, event }: Args) => g({ context: adapter.view(context), event });
  Object.assign(
    guards,
    // 1.9.1: the kept Targeting Roll's trigger (1.9.1.2: Jammed! means nothing on it) and the Fire Attack Roll's.
    triggerGuards('fireTargetingRoll', (c: C) => adapter.view(c).roll?.trigger),
    triggerGuards('fireAttackRoll', (c: C) => adapter.view(c).roll?.trigger),
  );
  const actions = {} as Record<ActionName, ReturnType<typeof assign<C, E, undefined, E, never>>>;
  for (const [name, f] of Object.entries(ACTIONS)) {
    actions[name as ActionName] = assign<C, E, undefined, E, never>(({ context, event }) => adapter.update(context, (f as FireUpdate)(adapter.view(context), event as unknown as FireEvent)));
  }
  const defense = defenseImplementations<C, E>(hooks);
  // 1.9.1.1, 1.9.1.3: the firing player makes the Targeting and Fire Attack Rolls (O20.2.3, O20.3.3), so a
  // trigger's card is his to reveal: the Fire Order's player, the Op Fire's inactive player, the Assault Fire's
  // active player (A26). Used only with `events` (fireAttackStates) and the game described.
  const triggerActions = eventHostActions<EventHostContext & C>((c) => adapter.view(c).player, 'fire') as unknown as Record<'startFireEvent' | 'startFireSniper' | 'endEvent', (typeof actions)[ActionName]>;
  return { guards: { ...guards, ...defense.guards }, actions: { ...actions, ...defense.actions, ...triggerActions } };
}

// -------------------------------------------------------------------------------------------- states

// A CC:E rule, or an edition's own Action on the shot (CC:P's Enfilade, ENFILADE: an id its translation keeps, core/ruleset-ids.ts ownId).
type Meta = { rules: (CceRuleId | FireAction)[] };
/**
 * Who may fire what (pieceCannotFire, ./firepower.ts): a Weapon fires with its activated unit (11.1), not
 * from a broken (3.2.3) or Suppressed (13.2) unit, not while broken (11.4), not from a Marsh (T89), Stream
 * (T95; a Bridge over a Stream is no Stream hex, T78.1) or Wire (F106.3) hex. The shot and activation guards apply them.
 */
export const WHO_MAY_FIRE: CceRuleId[] = ['11.1', '3.2.3', '13.2', '11.4', 'T89', 'T95', 'T78.1', 'F106.3'];
/**
 * The final FP the FIRE / ABANDON_SHOT guards compute (currentFinalFp): the base piece's FP with Command
 * (3.3.1.2, 3.3.1.3), Veteran (E44.1), Suppressed (13.2) and Wire (F106.1); the Fire Group (O20.3.1.2);
 * height (T88.2); the single largest Hindrance (O20.3.2, 10.3.2, 10.3.3), Smoke in the firing or target hex
 * included (10.3.4); the minimum of 1 (10.3.2.1).
 */
const FINAL_FP: CceRuleId[] = ['10.3.2.1', 'O20.3.1.2', 'O20.3.2', 'T88.2', '10.3.2', '10.3.3', '10.3.4', '3.3.1.2', '3.3.1.3', 'E44.1', '13.2', 'F106.1'];
type T = { target: string; guard?: GuardName; actions?: ActionName; meta: Meta };
const t = (target: string, rules: (CceRuleId | FireAction)[], guard?: GuardName, actions?: ActionName): T => ({ target, meta: { rules }, ...(guard ? { guard } : {}), ...(actions ? { actions } : {}) });

/** The state ids of the attack (besides its Defense Roll loop, `<defensePrefix>ChoosingUnit` …). */
export const FIRE_ATTACK_STATE_IDS = [
  'choosingShot',
  'targeting',
  'targetingConsideringReroll',
  'targetingResolvingTrigger',
  'targetingApplying',
  'playingActions',
  'attackRolling',
  'attackConsideringReroll',
  'attackResolvingTrigger',
  'attackApplying',
  'breakingSustainedFire',
  'shotResolved',
] as const;
/** Where a host enters the attack, once `fireAttack` is set (startFireAttack). */
export const FIRE_ATTACK_ENTRY = 'choosingShot';

/**
 * The state configs of the attack, to spread into a machine's `states`. `done`: the host's state entered
 * when nothing is left to fire (a Fire Order: every activated piece has fired; Op Fire: the one attack is
 * made) or the player ends the Order / declines the Op Fire (END_ORDER). `mode: 'op-fire'` leaves out the
 * Ordnance Targeting states (A33.3(1)). `defensePrefix`: the ids of the Defense Roll loop's states.
 */
export function fireAttackStates(options: { done: string; mode?: FireMode; defensePrefix?: string; hiddenPillbox?: boolean; hiddenFortifications?: boolean; hiddenCave?: boolean; lightWounds?: boolean; explosiveCharge?: boolean; events?: boolean; gameOver?: string; edition?: FireEdition; charts?: TriggerCharts }) {
  // The edition's named points (./edition.ts): CC:E's unless given.
  const edition = options.edition ?? CCE_FIRE;
  const withoutJammed = edition.jammed ? {} : { jammed: false as const };
  // 1.9.1.1, 1.9.1.3: with `events`, an Event! or Sniper! on the firing player's roll is resolved by the rules
  // when the situation describes the game (event/host.ts), and so is one on a Defense Roll (the defending unit's
  // owner's card): the start and end actions are fireAttackImplementations'; the host registers the Event
  // charts' guards and actions and `gameGiven`. 1.9.1.4, 6.1.2: with `gameOver` too, a Time! on the firing
  // player's roll (or a reveal that took a last card) runs the nested Time advance (../order-rolls.ts
  // timeByTheRules; the host's timeHostImplementations); `gameOver` is the host's final state when it ends the game.
  // `charts`: the edition's nested charts (absent: CC:E's; ../order-rolls.ts TriggerCharts).
  const byRules = (roll: string) => (options.events ? { ...triggersByTheRules(roll, 'fire'), ...(options.gameOver ? timeByTheRules(options.gameOver, roll) : {}), ...(options.charts ? { charts: options.charts } : {}) } : {});
  const opFire = options.mode === 'op-fire';
  const defenseEntry = defenseStateNames(options.defensePrefix).choosingUnit;
  // CC:P A40 Explosive Charge, where the host asks and the edition has it (a Fire Order's attacks: fireMachineFor).
  const explosiveCharge = options.explosiveCharge === true && edition.explosiveCharge !== undefined;
  // O20.3.4: the Defense rolls begin, once no Sustained Fire break is left to assign.
  const beginDefense = [
    // CC:P F102.2 (edition.caves, a Fire Order's and an Op Fire's): the target hex's cave occupants immune from upslope (no Defense
    // Roll, O27.3.4's exception), or reached from downslope with the cave's alternate Cover (F102.2.3); then every other target hex.
    ...(edition.caves
      ? [
          { target: defenseEntry, guard: and(['fireNoSustainedBreakLeft', 'fireCaveOccupantsImmune']), actions: 'fireBeginDefense', meta: { rules: ['O20.3.4'], plus: ['F102.2.2', 'F102.2.1'] } as Meta },
          { target: defenseEntry, guard: and(['fireNoSustainedBreakLeft', 'fireCaveOccupantsCovered']), actions: 'fireBeginDefense', meta: { rules: ['O20.3.4', 'T78.3'], plus: ['F102.2.3', 'F102.2.1'] } as Meta },
        ]
      : []),
    t(defenseEntry, ['O20.3.4'], 'fireNoSustainedBreakLeft', 'fireBeginDefense'),
  ];
  const targetingStates = {
    // O20.2.3: Ordnance must first hit: the product of the dice.
    targeting: {
      on: { ROLL: t('targetingConsideringReroll', ['O20.2.3', '1.9'], undefined, 'fireTakeRoll') },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! means nothing on a Targeting Roll): ../order-rolls.ts.
    ...rerollStates({
      rolling: 'targeting',
      considering: 'targetingConsideringReroll',
      resolving: 'targetingResolvingTrigger',
      applying: 'targetingApplying',
      guards: 'fireTargetingRoll',
      cancel: 'fireCancelRoll',
      applyTrigger: 'fireApplyTriggerEffects',
      ...withoutJammed,
      ...byRules('targeting'),
    }),
    // O20.2.3, 10.3.1: hit iff product − largest Hindrance (10.3.3; Smoke fills its hex, 10.3.4) > range; Smoke rounds place Smoke (O20.2.1).
    targetingApplying: {
      always: [
        t('choosingShot', ['O20.2.1', 'O20.2.3', '10.3.1', '10.3.3', '10.3.4'], 'fireTargetingHitsSmoke', 'firePlaceSmoke'),
        t('playingActions', ['O20.2.3', '10.3.1', '10.3.3', '10.3.4'], 'fireTargetingHits', 'fireNoteTargetingHit'),
        t('choosingShot', ['O20.2.3', '10.3.1', '10.3.3', '10.3.4'], undefined, 'fireNoteMiss'),
      ],
    },
  };
  return {
    // O20.3: each activated piece may take one shot, alone or in a Fire Group, in the order chosen; A33.3(3): one Op Fire attack.
    choosingShot: {
      always: t(options.done, ['O20.3', 'A33.3'], 'fireNothingLeftToFire'),
      on: {
        DECLARE_SHOT: [
          // CC:P O27.2.5 (edition.scouts): a mortar activated by a Scout, its LOS traced from the Scout.
          ...(opFire || !edition.scouts ? [] : [{ ...t('targeting', ['O20.2', 'O20.2.2', '11.5', ...WHO_MAY_FIRE], 'fireSpottedShotLegal', 'fireDeclareShot'), meta: { rules: ['O20.2', 'O20.2.2', '11.5', ...WHO_MAY_FIRE], plus: ['O27.2.5', '3.3.3'] } as Meta }]),
          // CC:P 3.3.4 b) (edition.sogekiHei): a Sogeki Hei, "treated as being Ordnance", must make a Targeting roll and fires alone.
          ...(opFire || !edition.sogekiHei ? [] : [{ ...t('targeting', ['O20.2', 'O20.2.2', 'O20.3.1.1', '11.5', ...WHO_MAY_FIRE], 'fireSnipingShotLegal', 'fireDeclareShot'), meta: { rules: ['O20.2', 'O20.2.2', 'O20.3.1.1', '11.5', ...WHO_MAY_FIRE], plus: ['3.3.4'] } as Meta }]),
          ...(opFire ? [] : [t('targeting', ['O20.2', 'O20.2.2', 'O20.3.1.1', '11.5', ...WHO_MAY_FIRE], 'fireOrdnanceShotLegal', 'fireDeclareShot')]),
          // O20.3.1 "be within Range of that hex" with 3.1.2 (Range); an Ordnance piece's range is O20.2.2's.
          t('playingActions', ['O20.3', 'O20.3.1', 'O20.3.1.2', '3.1.2', ...(opFire ? (['A33.2', 'A33.3'] as CceRuleId[]) : []), ...WHO_MAY_FIRE], 'fireShotLegal', 'fireDeclareShot'),
        ],
        END_ORDER: t(options.done, opFire ? ['A33.2'] : ['O20.3']),
      },
    },
    ...(opFire ? {} : targetingStates),
    // A24.1: Actions just prior to the Fire Attack Roll; cumulative. 10.3.2.1: FP must reach 1.
    playingActions: {
      on: {
        PLAY_ACTION: t('playingActions', ['A24.1', 'A24.3', ...edition.shotActions], 'fireActionAllowed', 'firePlayAction'),
        // lockFp also fixes this attack's Cover rule: a Hedge (T87) or Wall (T97) counts only if crossed.
        FIRE: t('attackRolling', ['O20.3.3', ...FINAL_FP, 'T87', 'T97'], 'fireFpAtLeastOne', 'fireLockFp'),
        ABANDON_SHOT: t('choosingShot', FINAL_FP, 'fireFpBelowOne', 'fireAbandonShot'),
      },
    },
    attackRolling: {
      on: { ROLL: t('attackConsideringReroll', ['O20.3.3', '1.9'], undefined, 'fireTakeRoll') },
    },
    // 9.1 first, then the trigger (1.9.1): Jammed! breaks every firing Weapon (O20.3.3.1).
    ...rerollStates({
      rolling: 'attackRolling',
      considering: 'attackConsideringReroll',
      resolving: 'attackResolvingTrigger',
      applying: 'attackApplying',
      guards: 'fireAttackRoll',
      cancel: 'fireCancelRoll',
      applyTrigger: 'fireApplyTriggerEffects',
      ...(edition.jammed ? { jammed: { rules: ['O20.3.3.1', '1.9.1.2', '11.4'] as CceRuleId[], actions: 'fireBreakFiringWeapons' as const } } : withoutJammed),
      ...byRules('attack'),
    }),
    // O20.3.3: Attack Total = FP + roll (+2 Airburst, T99); one-use Weapons eliminated (11.6).
    // CC:P 3.3.4 c) (edition.sogekiHei): a Sogeki Hei's Attack Total multiplies the dice; its Defense Roll is one chosen unit's;
    // CC:P T82's Sand applies to it or not by reading ccp.sand-sogeki-hei.
    // Not in Op Fire: a Sogeki Hei "cannot perform Op Fire" (3.3.4 b, A41.3 a).
    attackApplying: {
      always: edition.sogekiHei && !opFire
        ? [{ ...t('breakingSustainedFire', ['O20.3.3'], 'fireSniping', 'fireComputeSnipingAttack'), meta: { rules: ['O20.3.3'], plus: ['3.3.4', 'T82'] } as Meta }, t('breakingSustainedFire', ['O20.3.3', 'T99', '11.6', 'A41'], undefined, 'fireComputeAttack')]
        : t('breakingSustainedFire', ['O20.3.3', 'T99', '11.6', 'A41'], undefined, 'fireComputeAttack'),
    },
    // A41: each Sustained Fire on doubles breaks one firing MG or Mortar (the firer's choice), cumulative with Jammed!.
    breakingSustainedFire: {
      always: [
        // CC:P A40 (edition.explosiveCharge, where the host asks): the roll kept, doubles against an adjacent fortified hex.
        ...(explosiveCharge ? [{ target: 'offeringExplosiveCharge', guard: and(['fireNoSustainedBreakLeft', 'fireExplosiveChargePlayable']), meta: { rules: ['A40', 'A32', 'O27.3.3'], ruleset: 'ccp' } as unknown as Meta }] : []),
        ...beginDefense,
        t('breakingSustainedFire', ['A41', '11.4'], 'fireOneSustainedCandidate', 'fireBreakOnlySustainedCandidate'),
      ],
      on: {
        BREAK_WEAPON: t('breakingSustainedFire', ['A41', '11.4'], 'fireChosenSustainedCandidate', 'fireBreakChosenWeapon'),
      },
    },
    // CC:P A40: "Eliminate the Fortification in that hex. The Fortification is eliminated before Defense rolls are made"
    // (F100.2), or not; then the Defense rolls as without it.
    ...(explosiveCharge
      ? {
          offeringExplosiveCharge: {
            on: {
              PLAY_EXPLOSIVE_CHARGE: { target: 'explosiveChargeSettled', actions: 'fireExplosiveCharge', meta: { rules: ['A40', 'F100.2', 'O27.3.4'], ruleset: 'ccp' } as unknown as Meta },
              DECLINE_EXPLOSIVE_CHARGE: { target: 'explosiveChargeSettled', meta: { rules: ['A40'], ruleset: 'ccp' } as unknown as Meta },
            },
          },
          explosiveChargeSettled: { always: beginDefense },
        }
      : {}),
    ...defenseRollStates({ done: 'shotResolved', prefix: options.defensePrefix, hiddenPillbox: options.hiddenPillbox, lightWounds: options.lightWounds, events: options.events, ...(options.charts ? { charts: options.charts } : {}), ...(options.edition ? { edition, withoutHiddenEntrenchments: !edition.hiddenEntrenchments } : {}), ...(options.hiddenFortifications ? { hiddenFortifications: true } : {}), ...(options.hiddenCave ? { hiddenCave: true } : {}) }),
    // O20.3.4: "All Fire Defense Rolls for one attack must be made before the next attack is announced".
    shotResolved: {
      always: t('choosingShot', ['O20.3.4', 'O20.3'], undefined, 'fireFinishShot'),
    },
  } as Record<string, object>;
}

export { NO_DEFENSE };
