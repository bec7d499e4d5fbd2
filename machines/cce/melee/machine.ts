/**
 * O16.4 Melee — Combat Commander: Europe v1.1.
 *
 * Covers: O16.4 (a Melee in every hex holding units of both sides at the end of an Order or die
 * trigger; with several, the active player picks the order, one at a time), A25 (Ambush before the
 * Melee Rolls: the inactive player plays all his first; each makes the opponent break one of his
 * participating units, 3.2/3.2.4; all resolved before Melee FP; either or both sides may be wiped out,
 * ending the Melee with no further effect), A36 on an Ambush's break (the owner of a Squad may play
 * Light Wounds if the situation gives him a Team for it: he loses 1 VP, the Squad goes to the countermix
 * and the Team takes its place, broken if the Squad was, with its Weapon and markers: the shared
 * `replaceWithLightWoundsTeam` of ../effects.ts, for every break A36 may answer), O16.4.1 (Melee FP:
 * current FP of each remaining unit, not Weapons, +1 per boxed FP: 3.1.1, 3.1.6, 3.3.1.2, E44.1, 13.2,
 * F106.1, via units.ts), O16.4.2 (the inactive player rolls, then the active one, each roll open to its
 * die trigger, 1.9.1, and to the Initiative re-roll, 9.1, through ../order-rolls.ts; a trigger that
 * empties a side ends the Melee; a Melee caused by a trigger or Event has rolls without triggers, 1.9.1),
 * O16.4.3 (the lower total loses all its participating units;
 * a tie loses both, unless one side holds a Bunker/Pillbox: reading cce.melee-tie-fortification, F101,
 * F104), elimination (7.1 VP to the opponent, 0 for a Hero E58.1; 4.2 Casualty Track with the unit's
 * Weapon; A36: no Light Wounds against a lost Melee), A38 No Quarter, and 8.2 (overstacking is legal
 * during the Turn: no stacking check here).
 *
 * With the game around the Order described (`game`, ../event/host.ts), an Event! or Sniper! on a Melee Roll
 * is resolved by the rules: the player who made that roll reveals his next card (1.9.1.1, 1.9.1.3) and the
 * Event or Sniper chart runs before the roll's result; a Time! runs the Time advance of ../time-advance.ts,
 * triggered by him (1.9.1.4), and so does a reveal that took the last card of a draw pile, after the Event
 * or Sniper (6.1.2, triggered by that pile's owner); an advance that ends the game (6.2.2, 7.3.2, 6.3) ends
 * the Order (`gameOver`: the output's `game.ended`). Without `game`, a trigger's effects arrive in RESOLVE_TRIGGER.
 *
 * Left out, and where it belongs: A36's "of the same quality as that player's OB" and "activation
 * status ... matches" (the caller builds `lightWoundsTeams` from the OB and the countermix; units carry no
 * quality or activation here); the contents of a trigger (its unit effects arrive whole in
 * RESOLVE_TRIGGER, as in Recover, so Light Wounds on a Squad a trigger breaks is the trigger's); VP for units a trigger eliminates (the Event machines, as in
 * Recover); the end-of-Turn stacking check (8.2, the Turn machine); game end (G1/G2, the Turn machine).
 */
import { and, assign, setup } from 'xstate';
import type { Roll } from '../../core/dice';
import type { CceRuleId } from '../rule-ids';
import { applyUnitEffect } from '../effects';
import { CCE_TRIGGER_CHARTS, rerollStates, timeByTheRules, triggersByTheRules, triggerGuards } from '../order-rolls';
import { opponentOf, type Player } from '../units';
import { eventHostActions, gameGiven, timeHostImplementations, triggerChartImplementations } from '../event/host';
import { newEventRun } from '../event/kit';
import {
  aSideIsEmpty,
  ambushBreak,
  ambushLightWounds,
  eliminateUnits,
  lightWoundsOpen,
  inactivePlayer,
  meleeFpBoth,
  meleeHexes,
  meleeLoser,
  meleeRollBonus,
  meleeTotals,
  newMelee,
  noQuarterTerm,
  withVpTerms,
  noQuarterPlayer,
  projectMelee,
  sideUnits,
  tieHolder,
  type MeleeContext,
  type MeleeEvent,
  type MeleeInput,
  type MeleeOutput,
  type MeleeResult,
  CCE_MELEE,
  type MeleeEdition,
} from './rules';

type Meta = { rules: CceRuleId[] };

/** Who makes the roll now: the inactive player first, then the active player (O16.4.2). */
export const meleeRoller = (c: MeleeContext): Player => (c.kept[inactivePlayer(c)] ? c.player : inactivePlayer(c));

const ambushLegal = (c: MeleeContext, e: MeleeEvent, by: Player): boolean =>
  e.type === 'AMBUSH' && e.player === by && sideUnits(c.situation, c.melee!.hex, opponentOf(by)).some((u) => u.id === e.unit);

/**
 * A36: "at the instant that a friendly Squad ... would break": the owner of the Squad an Ambush breaks
 * plays Light Wounds (a Team takes its place, he loses 1 VP) or lets it break (3.2; eliminated if
 * already broken, 3.2.4). Then back to the same player's Ambushes (`back`).
 */
const lightWoundsAnswer = <S extends string, B extends string>(state: S, back: B) =>
  ({
    [state]: {
      on: {
        LIGHT_WOUNDS: { target: back, actions: 'playLightWounds', meta: { rules: ['A36', 'A25'] } },
        NO_LIGHT_WOUNDS: { target: back, actions: 'breakHeldUnit', meta: { rules: ['A25', '3.2', '3.2.4', '7.1'] } },
      },
    },
  }) as Record<S, { on: { LIGHT_WOUNDS: { target: B; actions: 'playLightWounds'; meta: Meta }; NO_LIGHT_WOUNDS: { target: B; actions: 'breakHeldUnit'; meta: Meta } } }>;

const closeMelee = (c: MeleeContext, result: MeleeResult, winner: Player | null, eliminated: string[] = []) => ({ ...c.melee!, result, winner, eliminated });


/**
 * The Melee chart of an edition (CC:E's is `meleeMachine`; CC:P's, machines/ccp/melee.ts, differs at the
 * named points of `MeleeEdition`, and CC:E's chart is the same with or without them).
 */
export const meleeMachineFor = (edition: MeleeEdition) => {
// The edition's nested Event, Sniper and Time advance charts (CC:E's unless it gives its own, ../order-rolls.ts TriggerCharts).
const charts = edition.triggerCharts ?? CCE_TRIGGER_CHARTS;
const nested = triggerChartImplementations(charts);
// O16.4.2: the player whose kept Melee Roll shows Time! triggers the Time advance (1.9.1.4, 6.1.2).
const time = timeHostImplementations<MeleeContext>((c) => c.melee!.rolls[c.melee!.rolls.length - 1].player, '', charts.timeAdvance);
return setup({
  types: {
    input: {} as MeleeInput,
    context: {} as MeleeContext,
    events: {} as MeleeEvent,
    output: {} as MeleeOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    noMeleeHex: ({ context: c }) => meleeHexes(c.situation).length === 0,
    oneMeleeHex: ({ context: c }) => meleeHexes(c.situation).length === 1,
    hexHasMelee: ({ context: c, event }) => event.type === 'CHOOSE_HEX' && meleeHexes(c.situation).includes(event.hex),
    /** A25: the Ambush player's opponent breaks one of his own participating units. */
    inactiveAmbushLegal: ({ context: c, event }) => ambushLegal(c, event, inactivePlayer(c)),
    activeAmbushLegal: ({ context: c, event }) => ambushLegal(c, event, c.player),
    /** A36: the Ambush would break a Squad whose owner has a Team for Light Wounds. */
    lightWoundsOpen: ({ context: c, event }) => event.type === 'AMBUSH' && lightWoundsOpen(c, event.unit),
    aSideIsEmpty: ({ context: c }) => aSideIsEmpty(c.situation, c.melee!.hex),
    /** 1.9.1: rolls made while resolving a trigger or Event cannot produce a trigger. */
    triggerIgnored: ({ context: c }) => c.duringTrigger && c.roll?.trigger !== undefined,
    ...triggerGuards('roll', (c: MeleeContext) => c.roll?.trigger),
    bothRolled: ({ context: c }) => c.kept.axis !== undefined && c.kept.allied !== undefined,
    axisLower: ({ context: c }) => meleeLoser(c, edition) === 'axis',
    alliedLower: ({ context: c }) => meleeLoser(c, edition) === 'allied',
    tieHeldByFortification: ({ context: c }) => tieHolder(c, edition) !== null,
    noQuarterOpen: ({ context: c }) => noQuarterPlayer(c, edition) !== null,
    /** CC:P 19.2: "never the Japanese player's turn" (the Japanese player is the `axis` player). */
    japaneseTurn: ({ context: c }) => c.player === 'axis',
    /** CC:P A34: "just prior to the player making a Melee roll": by the player about to roll. */
    bayonetsByRoller: ({ context: c, event }) => event.type === 'PLAY_BAYONETS' && event.player === meleeRoller(c),
    ...(nested.guards as Record<string, never>),
    ...(time.guards as unknown as Record<string, never>),
    gameGiven: gameGiven as never,
  },
  actions: {
    ...(nested.actions as Record<string, never>),
    // O16.4.2: each side makes its own Melee Roll, so an Event! or Sniper! is revealed by the player whose
    // kept roll it is (1.9.1.1, 1.9.1.3) — the inactive player's first, then the active player's; the chart
    // starts after keepRoll filed that roll.
    ...(eventHostActions<MeleeContext>((c) => c.melee!.rolls[c.melee!.rolls.length - 1].player) as unknown as Record<string, never>),
    ...(time.actions as unknown as Record<string, never>),
    startOnlyMelee: assign(({ context: c }) => ({ melee: newMelee(meleeHexes(c.situation)[0]), kept: {}, roll: null })),
    startChosenMelee: assign(({ event }) => (event.type === 'CHOOSE_HEX' ? { melee: newMelee(event.hex), kept: {}, roll: null } : {})),
    /** CC:P A34, A32: one more Bayonets on the roller's Melee roll (cumulative). */
    playBayonets: assign(({ context: c }) => {
      const p = meleeRoller(c);
      return { melee: { ...c.melee!, bayonets: { axis: 0, allied: 0, ...c.melee!.bayonets, [p]: edition.rollBonus!(meleeRollBonus(c.melee!, p)) } } };
    }),
    resolveAmbush: assign(({ context: c, event }) => (event.type === 'AMBUSH' ? ambushBreak(c, event.player, event.unit) : {})),
    holdAmbush: assign(({ event }) => (event.type === 'AMBUSH' ? { pendingAmbush: { player: event.player, unit: event.unit } } : {})),
    breakHeldUnit: assign(({ context: c }) => ambushBreak(c, c.pendingAmbush!.player, c.pendingAmbush!.unit)),
    playLightWounds: assign(({ context: c }) => ambushLightWounds(c, c.pendingAmbush!.player, c.pendingAmbush!.unit)),
    endAfterAmbush: assign(({ context: c }) => ({ melee: closeMelee(c, 'no-effect-ambush', null) })),
    endAfterTrigger: assign(({ context: c }) => ({ melee: closeMelee(c, 'no-effect-trigger', null) })),
    computeMeleeFp: assign(({ context: c }) => ({ melee: { ...c.melee!, fp: meleeFpBoth(c, c.melee!.hex, edition) } })),
    takeRoll: assign(({ event }) => {
      if (event.type !== 'ROLL') return {};
      const roll: Roll = { white: event.white as Roll['white'], colored: event.colored as Roll['colored'] };
      if (event.trigger) roll.trigger = event.trigger;
      return { roll };
    }),
    cancelRoll: assign(({ context: c }) => ({
      melee: { ...c.melee!, rolls: [...c.melee!.rolls, { player: meleeRoller(c), white: c.roll!.white, colored: c.roll!.colored, ...(c.roll!.trigger ? { trigger: c.roll!.trigger } : {}), result: 'canceled' as const }] },
      roll: null,
      initiative: opponentOf(c.initiative),
    })),
    keepRoll: assign(({ context: c }) => ({
      melee: { ...c.melee!, rolls: [...c.melee!.rolls, { player: meleeRoller(c), white: c.roll!.white, colored: c.roll!.colored, ...(c.roll!.trigger ? { trigger: c.roll!.trigger } : {}), result: 'kept' as const }] },
      kept: { ...c.kept, [meleeRoller(c)]: c.roll! },
      roll: null,
    })),
    applyTriggerEffects: assign(({ context: c, event }) => {
      if (event.type !== 'RESOLVE_TRIGGER') return {};
      return { situation: event.effects.reduce((s, e) => applyUnitEffect(s, e), c.situation) };
    }),
    eliminateAxis: assign(({ context: c }) => {
      const ids = sideUnits(c.situation, c.melee!.hex, 'axis').map((u) => u.id);
      return { ...eliminateUnits(c, ids), melee: { ...closeMelee(c, 'won', 'allied', ids), totals: meleeTotals(c, edition) } };
    }),
    eliminateAllied: assign(({ context: c }) => {
      const ids = sideUnits(c.situation, c.melee!.hex, 'allied').map((u) => u.id);
      return { ...eliminateUnits(c, ids), melee: { ...closeMelee(c, 'won', 'axis', ids), totals: meleeTotals(c, edition) } };
    }),
    eliminateAllButHolder: assign(({ context: c }) => {
      const holder = tieHolder(c, edition)!;
      const ids = sideUnits(c.situation, c.melee!.hex, opponentOf(holder)).map((u) => u.id);
      return { ...eliminateUnits(c, ids), melee: { ...closeMelee(c, 'tie-fortification', holder, ids), totals: meleeTotals(c, edition) } };
    }),
    eliminateBoth: assign(({ context: c }) => {
      const ids = c.situation.units.filter((u) => u.hex === c.melee!.hex).map((u) => u.id);
      return { ...eliminateUnits(c, ids), melee: { ...closeMelee(c, 'tie', null, ids), totals: meleeTotals(c, edition) } };
    }),
    playNoQuarter: assign(({ context: c }) => {
      const p = noQuarterPlayer(c, edition)!;
      return { vpTerms: withVpTerms(c, p, [noQuarterTerm()]), melee: { ...c.melee!, noQuarter: p } };
    }),
    fileMelee: assign(({ context: c }) => ({ melees: [...c.melees, c.melee!], melee: null, kept: {}, roll: null })),
  },
}).createMachine({
  id: 'melee',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    // The nested Event chart's modules read an edition's Event readings under their CC:E ids (TriggerCharts.readingsOf).
    readings: charts.readingsOf ? charts.readingsOf(input.readings) : input.readings,
    player: input.situation.player,
    initiative: input.situation.initiative,
    duringTrigger: input.situation.duringTrigger,
    nations: input.situation.nations ?? {},
    occupancy: input.situation.occupancy,
    lightWoundsTeams: input.situation.lightWoundsTeams ?? {},
    pendingAmbush: null,
    lightWoundsPlaced: [],
    situation: { units: input.situation.units, map: input.situation.map },
    melee: null,
    melees: [],
    roll: null,
    kept: {},
    vpTerms: { axis: [], allied: [] },
    casualtyTrack: [],
    countermix: [],
    initialUnits: input.situation.units.map((u) => u.id),
    frame: input.situation.game ?? null,
    ev: newEventRun(input.situation.player),
    events: [],
  }),
  initial: 'findingMelees',
  output: ({ context }) => projectMelee(context),
  states: {
    // O16.4: every hex with units of both sides holds a Melee; several are resolved one at a time in
    // the active player's order. 8.2: no stacking limit is checked here (only at the end of the Turn).
    findingMelees: {
      always: [
        // CC:P 19.2: the melee hexes wait, marked (19.1), for the beginning of the Allied player's turn.
        ...(edition.alliedTurnOnly ? [{ guard: 'japaneseTurn' as const, target: 'done' as const, meta: { rules: ['19.1', '19.2'], ruleset: 'ccp' } as unknown as Meta }] : []),
        { guard: 'noMeleeHex', target: 'done', meta: { rules: ['O16.4'] } },
        { guard: 'oneMeleeHex', target: 'inactiveAmbushing', actions: 'startOnlyMelee', meta: { rules: ['O16.4', '8.2'] } },
        { target: 'choosingHex', meta: { rules: ['O16.4'] } },
      ],
    },
    choosingHex: {
      on: {
        CHOOSE_HEX: { guard: 'hexHasMelee', target: 'inactiveAmbushing', actions: 'startChosenMelee', meta: { rules: ['O16.4', '8.2'] } },
      },
    },
    // A25: "The Inactive player must play all the Ambushes he wishes for that Melee before the Active
    // player may play his first one." Each Ambush breaks (or eliminates, 3.2.4) a unit the opponent picks.
    inactiveAmbushing: {
      on: {
        AMBUSH: [
          { guard: and(['inactiveAmbushLegal', 'lightWoundsOpen']), target: 'inactiveAmbushAnswered', actions: 'holdAmbush', meta: { rules: ['A25', 'A36'] } },
          { guard: 'inactiveAmbushLegal', target: 'inactiveAmbushing', actions: 'resolveAmbush', meta: { rules: ['A25', '3.2', '3.2.4', '7.1'] } },
        ],
        END_AMBUSHES: { target: 'activeAmbushing', meta: { rules: ['A25', 'A24.2'] } },
      },
    },
    ...lightWoundsAnswer('inactiveAmbushAnswered', 'inactiveAmbushing'),
    // A25: the active player may still Ambush after losing all his units ("both sides ... entirely
    // eliminated via Ambush before the Melee Rolls").
    activeAmbushing: {
      on: {
        AMBUSH: [
          { guard: and(['activeAmbushLegal', 'lightWoundsOpen']), target: 'activeAmbushAnswered', actions: 'holdAmbush', meta: { rules: ['A25', 'A36'] } },
          { guard: 'activeAmbushLegal', target: 'activeAmbushing', actions: 'resolveAmbush', meta: { rules: ['A25', '3.2', '3.2.4', '7.1'] } },
        ],
        END_AMBUSHES: { target: 'computingMeleeFp', meta: { rules: ['A25'] } },
      },
    },
    ...lightWoundsAnswer('activeAmbushAnswered', 'activeAmbushing'),
    computingMeleeFp: {
      always: [
        { guard: 'aSideIsEmpty', target: 'concluding', actions: 'endAfterAmbush', meta: { rules: ['O16.4.1', 'A25'] } },
        { target: 'rolling', actions: 'computeMeleeFp', meta: { rules: ['O16.4.1', '3.1.1', '3.1.6', '3.3.1.2', 'E44.1', '13.2', 'F106.1'] } },
      ],
    },
    // O16.4.2: the inactive player rolls, then the active one; each roll separately open to 1.9.1 and 9.1.
    rolling: {
      on: {
        ROLL: { target: 'consideringReroll', actions: 'takeRoll', meta: { rules: ['O16.4.2', '1.9'] } },
        // CC:P A34 Bayonets, "just prior to the player making a Melee roll" (the edition's own ids).
        ...(edition.rollBonus ? { PLAY_BAYONETS: { guard: 'bayonetsByRoller' as const, target: 'rolling' as const, actions: 'playBayonets' as const, meta: { rules: ['A34', 'A32', '19.2.2'], ruleset: 'ccp' } as unknown as Meta } } : {}),
      },
    },
    // 9.1, 1.9.1 (1.9.1.2: Jammed! means nothing on a Melee Roll; 1.9.1: no trigger on a roll made while
    // resolving a trigger or Event): ./order-rolls.ts.
    ...rerollStates({
      rolling: 'rolling',
      considering: 'consideringReroll',
      resolving: 'resolvingTrigger',
      applying: 'applyingRoll',
      guards: 'roll',
      cancel: 'cancelRoll',
      keep: 'keepRoll',
      applyTrigger: 'applyTriggerEffects',
      // CC:P 19.2: a melee resolved only at the beginning of the Allied turn is never one a trigger caused.
      first: edition.alliedTurnOnly ? [] : [{ guard: 'triggerIgnored', target: 'applyingRoll', meta: { rules: ['1.9.1'] } }],
      noTrigger: { rules: ['O16.4.2'] },
      // With the game described, an Event! or Sniper! is resolved by the rules there (../event/host.ts).
      ...(edition.triggersByTheRules ? { ...triggersByTheRules(), ...timeByTheRules('gameOver'), ...(edition.triggerCharts ? { charts: edition.triggerCharts } : {}) } : {}),
      ...(edition.jammed ? {} : { jammed: false as const }),
    }),
    // O16.4.2: "If, due to a trigger during a Melee Roll, one or both sides have no units remaining in
    // the hex, the Melee ends with no further effect."
    applyingRoll: {
      always: [
        { guard: 'aSideIsEmpty', target: 'concluding', actions: 'endAfterTrigger', meta: { rules: ['O16.4.2'] } },
        { guard: 'bothRolled', target: 'comparingTotals', meta: { rules: ['O16.4.2'] } },
        { target: 'rolling', meta: { rules: ['O16.4.2'] } },
      ],
    },
    // O16.4.3, with 7.1, 4.2 and E58.1 for what an elimination gives; A36: no Light Wounds here.
    comparingTotals: {
      always: [
        { guard: 'axisLower', target: 'concluding', actions: 'eliminateAxis', meta: { rules: ['O16.4.3', '7.1', '4.2', 'E58.1', 'A36'] } },
        { guard: 'alliedLower', target: 'concluding', actions: 'eliminateAllied', meta: { rules: ['O16.4.3', '7.1', '4.2', 'E58.1', 'A36'] } },
        { guard: 'tieHeldByFortification', target: 'concluding', actions: 'eliminateAllButHolder', meta: { rules: ['O16.4.3', 'F101', 'F104', '7.1', '4.2', 'E58.1', 'A36'] } },
        { target: 'concluding', actions: 'eliminateBoth', meta: { rules: ['O16.4.3', '7.1', '4.2', 'E58.1', 'A36'] } },
      ],
    },
    // A38: "at the conclusion of a Melee", a German player against Russia or any Russian player with a survivor.
    concluding: {
      always: [
        { guard: 'noQuarterOpen', target: 'offeringNoQuarter', meta: { rules: ['A38'] } },
        { target: 'findingMelees', actions: 'fileMelee', meta: { rules: ['O16.4'] } },
      ],
    },
    offeringNoQuarter: {
      on: {
        PLAY_NO_QUARTER: { target: 'findingMelees', actions: ['playNoQuarter', 'fileMelee'], meta: { rules: ['A38'] } },
        DECLINE_NO_QUARTER: { target: 'findingMelees', actions: 'fileMelee', meta: { rules: ['A38'] } },
      },
    },
    done: { type: 'final' },
    // 6.3: the game ended in a Time advance inside the Order (6.2.2, 7.3.2): the Melee Roll's result is never applied.
    ...(edition.triggersByTheRules ? { gameOver: { type: 'final' as const } } : {}),
  },
});
};

export const meleeMachine = meleeMachineFor(CCE_MELEE);
