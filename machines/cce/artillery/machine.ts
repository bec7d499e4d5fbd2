/**
 * O18 Artillery Request — Combat Commander: Europe v1.1.
 *
 * Covers: O18 (the choice between Battery Access and Fire For Effect, and when neither may be chosen
 * the Order cannot be given); O18.1 Battery Access (the broken Radio is fixed; nothing is activated);
 * O18.2 Fire For Effect (one unbroken, not-yet-activated Leader is activated as Spotter; a Hero even if
 * already activated, E58.1), then exactly
 * in order: O18.2.1 Spotting (the SR goes into any hex in the Spotter's LOS, impassable or not; no range
 * limit) with O18.2.1.1 (a "Smoke" Radio announces a smoke barrage now, before Accuracy); O18.2.2
 * Accuracy (a Targeting Roll, O20.2.3, less the largest Hindrance, 10.3.1, against the range
 * Spotter→SR; triggers 1.9.1, Jammed! ignored 1.9.1.2, Initiative re-roll 9.1), O18.2.2.1/2 drift by a
 * revealed card (REVEAL: not a roll, no trigger, never re-rolled), O18.2.2.3 off-map removal; O18.2.3
 * Impact: O18.2.3.1 Smoke barrage (a random Smoke marker per hex, PLACE_SMOKE, 8.1.4 stacking, none in
 * Water T89/T95/T98 or with a Blaze 8.1.5), O18.2.3.2 Artillery barrage (one Impact Roll per hex with a
 * unit or Fortification, in the order the active player chooses; Impact Total = Radio FP + roll, +2 in
 * Woods T99, no Hindrance 10.3.1; Jammed! does not break the Radio; the Fire Defense Rolls of O20.3.4
 * with Fortification Cover vs Artillery, F101-F105, and the Concealment / Hidden Entrenchments Actions
 * played before a Defense Roll, A29/A35.1, through ../fire-defense-states.ts), O18.2.3.3 (an
 * Impact Roll equal to the Radio's Fortification Vulnerability destroys the Fortification first).
 *
 * 12 and 8.1.2 (one Radio per player, FP 8-13, not a Weapon) are the shape of the situation: `radios` holds
 * at most one Radio per player; the oracle rejects an FP outside 8-13 (rule 12) and a list of Radios for
 * one player's Artillery Box (8.1.2, oracle/procedures/cce/artillery.ts parseRadios); placing a Radio in an
 * Artillery Box (8.1.2, 2.2.3) is the Time Advance's (6.1.2 step 5) or an Event's. The 9.1 / 1.9.1 states
 * after the Accuracy and the Impact Rolls are ../order-rolls.ts `rerollStates`; the Defense Rolls are
 * ../fire-defense-states.ts. No unit is activated to Move during an Artillery Request, so a tie on a
 * Defense Roll always Suppresses (O20.3.4; digest §5.B item 9 does not arise).
 *
 * Readings: cce.artillery-vulnerability-roll (raw roll vs Impact Total, digest §5.B item 6),
 * cce.artillery-height-advantage (T88.2 for an off-map Radio, §5.B item 26); the Defense Rolls consult
 * cce.broken-leader-command, cce.trigger-locks-result and the Concealment readings. Argued in
 * ../readings.ts: the rest of item 26, the drift card is no die roll (item 12), random Smoke (item 19).
 *
 * With the game around the Order described (`game`, ../event/host.ts), an Event! or Sniper! on the Accuracy
 * or an Impact Roll is resolved by the rules: the active player, who makes both rolls, reveals his next card
 * (1.9.1.1, 1.9.1.3) and the Event or Sniper chart runs before the roll's result (1.9.1); so it does on a
 * Defense Roll (../fire-defense-states.ts, shared with Fire, Rout, Move, Advance), from the deck of the
 * defending unit's owner, who makes it (O20.3.4). A Time! on the Accuracy or an Impact Roll runs the Time
 * advance of ../time-advance.ts, triggered by him (1.9.1.4), and so does a reveal that took the last card of
 * a draw pile, after the Event or Sniper (6.1.2); an advance that ends the game ends the Order (`game-over`).
 * A Time! on a Defense Roll, or any trigger without `game`, takes RESOLVE_TRIGGER.
 *
 * Left out, and where it belongs: playing the card and the one-Order-at-a-time frame (the Turn machine,
 * O14/5); the contents of a triggered Time! advance on a Defense Roll, and of any trigger without `game` (their
 * effects on units arrive in RESOLVE_TRIGGER); the deck itself (machines/cce/deck.ts: a REVEAL that empties the draw pile is a Time!
 * for the Turn machine, 6.1.2); VP bookkeeping beyond the Defense records' `vp` (7.1); the Melee check at
 * the end of the Order (O16.4). Smoke marker values (T94) are components, not rulebook: PLACE_SMOKE
 * carries the value drawn. A35.3 Hidden Pillbox before a Defense Roll against an Impact: the shared Defense
 * loop's opt-in `hiddenPillbox`, with the situation's `objectives`. A36 Light Wounds during a Defense Roll against
 * an Impact: the loop's opt-in `lightWounds`, with the situation's `lightWoundsTeams` (parsed as Fire's are; seed
 * impact-light-wounds); the Squad saved is not among `eliminated` (back to the countermix, its Team in its place).
 */
import { and, assign, not, setup } from 'xstate';
import { checkStatedLos } from '../los';
import type { CceRuleId } from '../rule-ids';
import { defenseImplementations, defenseRollStates, NO_DEFENSE, startDefense, type DefenseSlice } from '../fire-defense-states';
import type { Term } from '../../core/derivation';
import { rerollStates, timeByTheRules, triggersByTheRules, triggerGuards } from '../order-rolls';
import { opponentOf } from '../units';
import { EVENT_ACTIONS, EVENT_GUARDS } from '../event/index';
import { eventHostActions, gameGiven, timeHostImplementations } from '../event/host';
import { newEventRun } from '../event/kit';
import { accuracy, fortificationIn, impactArea, newSmokeKept, smokeForbidden, withoutFortification, withSmoke } from './drift';
import { driftFor, eligibleSpotter, impactHexesLeft, impactRecordFor, inSpotterLos, mayBatteryAccess, mayFireForEffect, projectArtillery, radioOf, reactivatesHero, rollOf, unitById, view, withHex } from './rules';
import type { ArtilleryContext, ArtilleryEvent, ArtilleryInput, ArtilleryOutput } from './types';
import { artilleryEditionOf, CCE_ARTILLERY, type ArtilleryEdition } from './edition';
import { bomberSees, bomberView, bombingTargets, flipToDiveBomber, mayBomb, removeDiveBomber } from './bombing-run';
import { flipToFighter, lineListed, nextStrafedHex, removeFighter } from './strafing-run';
import { pullUp } from './pull-up';
import { accuracyView, activateIlluminator, activateLeader, leaderEligible, mayEstablishCommunication, mayIlluminate, mayRepairWeapon, placeStarshell, radioTableItem, repairWeapon, selectFromRadioTable, spotClearOfMelee, weaponRepairable } from './asset-request';

type C = ArtilleryContext;
type E = ArtilleryEvent;

export { impactHexesLeft, inSpotterLos, mayBatteryAccess, mayFireForEffect, projectArtillery } from './rules';

// -------------------------------------------------------------------------------------------- machine

type Meta = { rules: CceRuleId[] };
/** A transition only an Asset Request edition has (CC:P O24): its ids are CC:P's (machines/core/ruleset-ids.ts). */
const ccpMeta = (...rules: string[]) => ({ rules, ruleset: 'ccp' }) as unknown as Meta;

/**
 * CC:P F102.2.2, F102.2.3 (the edition's `caves`): against a radio's Impact, the cave Cover of each unit inside the cave of
 * the Impact's hex; against an aircraft's Fire Attack (a Run), the occupants it does not reach and the Cover of the others
 * (reading ccp.aircraft-cave, machines/ccp/asset-request.ts).
 */
const caveDefenseOf = (c: ArtilleryContext): { immune: string[]; cover: Record<string, Term> } => {
  const caves = artilleryEditionOf(c).caves;
  if (!caves || !c.caves || !c.impactHex) return { immune: [], cover: {} };
  return c.bombingRun ? caves.aircraft(c.readings, c.caves, c.situation.units, c.impactHex) : { immune: [], cover: caves.artilleryCover(c.caves, c.situation.units, c.impactHex) };
};
const caveCoverOf = (c: ArtilleryContext): Record<string, Term> => caveDefenseOf(c).cover;
/**
 * The Defense Rolls of an Impact or a Run's attack with the cave's alternate Cover for its occupants (T81.3.1: the better single
 * instance, fire-defense-states.ts); the occupants an aircraft's attack does not reach make none (F102.2.2, O27.3.4's exception).
 */
const withCaveCover = (c: ArtilleryContext, d: DefenseSlice): DefenseSlice => {
  const { immune, cover } = caveDefenseOf(c);
  const reached = immune.length > 0 ? { ...d, toRoll: d.toRoll.filter((id) => !immune.includes(id)) } : d;
  return Object.keys(cover).length > 0 ? { ...reached, alternateCover: cover } : reached;
};
const defense = defenseImplementations<C, E>();
// The active player makes the Accuracy and Impact Rolls, so a Time! on either is his to trigger (1.9.1.4, 6.1.2).
const time = timeHostImplementations<C>((c) => c.player);

/**
 * The O18 chart for an edition (./edition.ts): CC:E's is `artilleryMachine`; CC:P's Asset Request
 * (machines/ccp/asset-request.ts) takes its variant at the named points and keeps its edition in the context.
 */
export const artilleryMachineFor = (edition: ArtilleryEdition) => setup({
  types: {
    input: {} as ArtilleryInput,
    context: {} as C,
    events: {} as E,
    output: {} as ArtilleryOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    ...defense.guards,
    /** O18: "If neither of these conditions exist, the Order cannot be given." (CC:P O24: nor Weapon Repair.) */
    orderCannotBeGiven: ({ context: c }) => !mayBatteryAccess(c) && !mayFireForEffect(c) && !mayRepairWeapon(c) && !mayIlluminate(c) && !mayEstablishCommunication(c) && !mayBomb(c),
    /** CC:P O24: "Bombing Run ... may only be chosen if his aircraft marker is in play". */
    mayBomb: ({ context: c }) => mayBomb(c),
    /** CC:P O24.4 a): "If there are no such hexes within LOS, skip directly to step d." */
    noBombingTarget: ({ context: c }) => bombingTargets(c, c.bombingRun!.hex).length === 0,
    /** CC:P O24.4 a): a hex, not its own, in which the dive bomber (on a level 5 hill) has LOS to an enemy unit. */
    bombingTargetInSight: ({ context: c, event }) => event.type === 'BOMB_TARGET' && bomberSees(c, c.bombingRun!.hex, event.hex),
    /** CC:P O24.4: the Fire Attack of a Bombing Run is done (its one hex). */
    bombing: ({ context: c }) => !!c.bombingRun,
    /** CC:P O24: "Strafing Run may only be chosen if his aircraft marker is in play"; O24.5 a) a compass direction whose line the map lists. */
    mayStrafe: ({ context: c, event }) => event.type === 'STRAFING_RUN' && mayBomb(c) && lineListed(c, c.aircraft![c.player]!.hex, event.facing),
    /** CC:P O24.4, O24.5 Pull Up!: the trigger resolved drew the Air Support event (RESOLVE_TRIGGER's `event`, ./pull-up.ts). */
    airSupportOccurred: ({ event }) => event.type === 'RESOLVE_TRIGGER' && event.event === 'Air Support',
    /** CC:P Pull Up! on a Defense roll, reading ccp.pull-up-defense-roll `locked-stands`: that roll's locked result stands, no other roll. */
    pullUpDefenseLockedStands: ({ context: c }) => c.readings['ccp.pull-up-defense-roll'] === 'locked-stands',
    /** CC:P Pull Up! on a Defense roll, reading ccp.pull-up-defense-roll `hex-completes`: every Defense roll of that Fire Attack is made (O27.3.4). */
    pullUpDefenseHexCompletes: ({ context: c }) => c.readings['ccp.pull-up-defense-roll'] === 'hex-completes',
    /** CC:P Pull Up!: an Air Support event cancelled the Run while its Defense loop went on (reading ccp.pull-up-defense-roll). */
    pulledUp: ({ context: c }) => c.pullUp !== undefined,
    /** CC:P O24.5: the run under way is a Strafing Run (its fighter faces a direction). */
    strafing: ({ context: c }) => c.bombingRun?.facing !== undefined,
    /** CC:P O24.5 b): the hexes are attacked "in order closest-to-farthest". */
    strafedNext: ({ context: c, event }) => event.type === 'CHOOSE_IMPACT_HEX' && event.hex === nextStrafedHex(c),
    /** CC:P O24.2: "he activates one of his unbroken, unsuppressed leaders (only)". */
    leaderEligible: ({ context: c, event }) => event.type === 'COMMUNICATION_RESTORED' && leaderEligible(c, event.leader),
    /** CC:P O24.7, 18.5: night rules in effect and one of his unbroken, unsuppressed leaders. */
    illuminatorEligible: ({ context: c, event }) => event.type === 'ILLUMINATION' && mayIlluminate(c) && leaderEligible(c, event.leader),
    /** CC:P O24, O24.1, 18.4: by day, an empty Artillery Box and one of his unbroken, unsuppressed leaders. */
    establisherEligible: ({ context: c, event }) => event.type === 'COMMUNICATION_ESTABLISHED' && mayEstablishCommunication(c) && leaderEligible(c, event.leader),
    ...triggerGuards('radioRoll', (c: C) => c.radioRoll?.trigger),
    /** CC:P O24.1 c), d): the item selected is a radio, or the artillery denied marker. */
    selectsRadio: ({ context: c, event }) => event.type === 'SELECT_FROM_RADIO_TABLE' && typeof radioTableItem(c, event.index) === 'object',
    selectsDeniedMarker: ({ context: c, event }) => event.type === 'SELECT_FROM_RADIO_TABLE' && radioTableItem(c, event.index) === 'artillery-denied',
    /** CC:P O24.7: the SR of an Illumination (its own step a, without O24.3.1's melee limit). */
    illuminating: ({ context: c }) => c.illumination === true,
    /** CC:P O24.3.1: "The SR cannot be placed in or adjacent to a melee hex". */
    spotClearOfMelee: ({ context: c, event }) => event.type === 'SPOT' && spotClearOfMelee(c, event.hex),
    /** CC:P O24, O24.6: his unbroken, unsuppressed unit, not yet activated, possessing a broken weapon. */
    weaponRepairable: ({ context: c, event }) => event.type === 'WEAPON_REPAIR' && weaponRepairable(c, event.unit),
    /** O18, O18.1: Battery Access only with a broken Radio in play. */
    radioBroken: ({ context: c }) => mayBatteryAccess(c),
    /** O18, O18.2: an unbroken Radio and an unbroken Leader not yet activated this Turn. */
    spotterEligible: ({ context: c, event }) => event.type === 'FIRE_FOR_EFFECT' && radioOf(c)?.broken === false && eligibleSpotter(c, event.spotter),
    /** E58.1: the Spotter is a Hero already activated this Turn ("may be activated more than once per Turn"). */
    spotterIsHeroActivatedAgain: ({ context: c, event }) => event.type === 'FIRE_FOR_EFFECT' && reactivatesHero(c, event.spotter),
    /** O18.2.1, O18.2.1.1: a smoke barrage is announced with the SR, only by a "Smoke" Radio. */
    spotSmokeInLos: ({ context: c, event }) => event.type === 'SPOT' && event.smoke && radioOf(c)?.smoke === true && inSpotterLos(c, event.hex),
    spotInLos: ({ context: c, event }) => event.type === 'SPOT' && !event.smoke && inSpotterLos(c, event.hex),
    /** 1.9.1 (1.9.1.2: Jammed! means nothing on a Targeting Roll): ../order-rolls.ts. */
    ...triggerGuards('accuracyRoll', (c: C) => c.accuracyRoll?.trigger),
    accuracyHit: ({ context: c }) => c.accuracyRoll?.locked.hit === true,
    hitDriftLeavesMap: ({ context: c, event }) => driftFor(c, event, true)?.offMap === true,
    missDriftLeavesMap: ({ context: c, event }) => driftFor(c, event, false)?.offMap === true,
    /** O18.2.3.1 with T89/T95/T98/8.1.5: some hex of the area can take no Smoke. */
    smokeBarrageWithRefusals: ({ context: c }) => c.smoke && c.area.some((h) => smokeForbidden(c.situation.map.hexes[h]) !== null),
    smokeBarrage: ({ context: c }) => c.smoke,
    noSmokeHexLeft: ({ context: c }) => c.smokePending.length === 0,
    smokeHexPending: ({ context: c, event }) => event.type === 'PLACE_SMOKE' && c.smokePending.includes(event.hex),
    noImpactHexLeft: ({ context: c }) => impactHexesLeft(c).length === 0,
    impactHexPending: ({ context: c, event }) => event.type === 'CHOOSE_IMPACT_HEX' && impactHexesLeft(c).includes(event.hex),
    ...triggerGuards('impactRoll', (c: C) => c.impactRoll?.trigger),
    impactDestroysFortification: ({ context: c }) => c.impactRoll?.locked.fortificationDestroyed !== undefined,
    impactOnFortifiedWoods: ({ context: c }) => !!c.impactHex && fortificationIn(c.situation.map.hexes[c.impactHex]) !== undefined && (c.impactRoll?.locked.airburst ?? 0) > 0,
    impactOnFortification: ({ context: c }) => !!c.impactHex && fortificationIn(c.situation.map.hexes[c.impactHex]) !== undefined,
    impactAirburst: ({ context: c }) => (c.impactRoll?.locked.airburst ?? 0) > 0,
    /** CC:P F102.2.3 (edition.caves): a radio's Impact on a hex whose cave holds units (they defend with the cave's Cover vs artillery). */
    impactOnCaveOccupants: ({ context: c }) => !c.bombingRun && Object.keys(caveCoverOf(c)).length > 0,
    /** CC:P F102.2.2, F102.2.3 (edition.caves): a Run's attack on a hex whose cave holds units (reading ccp.aircraft-cave: reached with Cover 8, immune, or the hex's Cover). */
    bombAttackOnCaveOccupants: ({ context: c }) => !!c.bombingRun && !!c.impactHex && (c.caves ?? []).some((k) => k.hex === c.impactHex && c.situation.units.some((u) => u.hex === k.hex && k.inside.includes(u.id))),
    ...(EVENT_GUARDS as Record<string, never>),
    ...(time.guards as unknown as Record<string, never>),
    gameGiven: gameGiven as never,
  },
  actions: {
    ...defense.actions,
    ...(EVENT_ACTIONS as Record<string, never>),
    // O18.2.2 (O20.2.3: "the active player must make a die roll") and O18.2.3.2 (an Impact Roll "follows the
    // same rules ... as for a Fire Attack Roll", O20.3.3: the firing player rolls): the active player makes
    // both, so an Event! or Sniper! on either is his to reveal (1.9.1.1, 1.9.1.3).
    ...(eventHostActions<C>((c) => c.player) as unknown as Record<string, never>),
    ...(time.actions as unknown as Record<string, never>),
    noteGameOver: assign({ result: 'game-over' as const }),
    refuseOrder: assign({ result: 'refused' as const }),
    /** O18.1: the Radio is flipped back to its unbroken side, "ready for immediate use". */
    fixRadio: assign(({ context: c }) => ({ radios: { ...c.radios, [c.player]: { ...radioOf(c)!, broken: false } }, result: 'battery-access' as const })),
    /** O18.2: the Leader is activated (as Spotter). */
    /** CC:P O24.2: the leader is activated. */
    activateLeader: assign(({ context: c, event }) => (event.type === 'COMMUNICATION_RESTORED' || event.type === 'COMMUNICATION_ESTABLISHED' ? activateLeader(c, event.leader) : {})),
    /** CC:P O24.1 a): the Radio Table roll (two dice summed) is locked in. */
    lockInRadioRoll: assign(({ event }) => {
      const roll = rollOf(event);
      return { radioRoll: { ...roll, locked: roll.white + roll.colored } };
    }),
    /** 10.1: the roll is cancelled and the Initiative card passes. */
    cancelRadioRoll: assign(({ context: c }) => ({
      radioLog: [...(c.radioLog ?? []), { roll: c.radioRoll!.locked, ...(c.radioRoll!.trigger ? { trigger: c.radioRoll!.trigger } : {}), canceled: true }],
      radioRoll: null,
      initiative: opponentOf(c.initiative),
    })),
    /** CC:P O24.1 b): the column matching the roll. */
    settleRadioRoll: assign(({ context: c }) => ({
      radioColumn: c.radioRoll!.locked,
      radioLog: [...(c.radioLog ?? []), { roll: c.radioRoll!.locked, ...(c.radioRoll!.trigger ? { trigger: c.radioRoll!.trigger } : {}) }],
      radioRoll: null,
    })),
    /** CC:P O24.1 c), d): the radio paid for and placed, or the artillery denied marker placed. */
    selectFromRadioTable: assign(({ context: c, event }) => (event.type === 'SELECT_FROM_RADIO_TABLE' ? selectFromRadioTable(c, event.index) : {})),
    /** CC:P O24.6: the unit is activated and "flips that broken weapon back over to its unbroken side". */
    repairWeapon: assign(({ context: c, event }) => (event.type === 'WEAPON_REPAIR' ? repairWeapon(c, event.unit) : {})),
    /** CC:P O24.7: the leader is activated; the SR will go into a hex within his LOS. */
    activateIlluminator: assign(({ context: c, event }) => (event.type === 'ILLUMINATION' ? activateIlluminator(c, event.leader) : {})),
    /** CC:P O24.7 c, d: a starshell where the SR drifted (7.1); the SR removed. */
    placeStarshell: assign(({ context: c, event }) => {
      const drift = driftFor(c, event, c.accuracy!.hit)!;
      return { drift, ...placeStarshell(c, drift.lands!) };
    }),
    activateSpotter: assign(({ context: c, event }) => {
      if (event.type !== 'FIRE_FOR_EFFECT') return {};
      // E58.1: a Hero activated again is listed once.
      const activatedThisTurn = c.activatedThisTurn.includes(event.spotter) ? c.activatedThisTurn : [...c.activatedThisTurn, event.spotter];
      return { spotter: event.spotter, spotterHex: unitById(c, event.spotter)!.hex, activatedThisTurn };
    }),
    /** CC:P O24.4: "he simply flips his aircraft to its “dive bomber” side" (no unit is activated). */
    flipToDiveBomber: assign(({ context: c }) => flipToDiveBomber(c)),
    /** CC:P O24.4 a): "That hex will be the target of the Bombing Run." */
    targetBombingRun: assign(({ context: c, event }) => (event.type === 'BOMB_TARGET' ? { bombingRun: { ...c.bombingRun!, target: event.hex }, spotted: event.hex } : {})),
    /** CC:P O24.4 b): a Targeting roll "as if the dive bomber were ordnance" (O27.2.3), on the level 5 view. */
    lockInBombTargeting: assign(({ context: c, event }) => {
      const roll = rollOf(event);
      const b = c.bombingRun!;
      return { accuracyRoll: { ...roll, locked: accuracy(bomberView(c, b.hex), b.hex, b.target!, roll) } };
    }),
    /** CC:P O24.4 c): the 12 FP Fire Attack against the targeted hex (its one hex). */
    aimBombAttack: assign(({ context: c }) => ({ impactHex: c.bombingRun!.target, attacked: [c.bombingRun!.target!], area: [c.bombingRun!.target!] })),
    /** CC:P O24.4 d), 8.3. */
    removeDiveBomber: assign(({ context: c }) => removeDiveBomber(c)),
    // CC:P O24.4, O24.5 Pull Up!: the Run cancelled, the aircraft where E50 leaves it. The active player made the
    // Targeting and Fire Attack rolls, the defending unit's owner its Defense roll: the one who rolled reads the Event (1.9.3).
    pullUpOnTargetingRoll: assign(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? pullUp(c, 'targeting', c.player, event.hex) : {})),
    pullUpOnFireAttackRoll: assign(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? pullUp(c, 'fire-attack', c.player, event.hex) : {})),
    pullUpOnDefenseRoll: assign(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? pullUp(c, 'defense', unitById(c, c.defense.current!)!.owner, event.hex) : {})),
    pullUpAfterThisDefenseRoll: assign(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? pullUp(c, 'defense', unitById(c, c.defense.current!)!.owner, event.hex, 'this-roll') : {})),
    pullUpAfterEveryDefenseRoll: assign(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? pullUp(c, 'defense', unitById(c, c.defense.current!)!.owner, event.hex, 'every-roll') : {})),
    /** CC:P O24.5 a): "flips his aircraft marker to its “fighter” side" facing one of the six compass directions. */
    flipToFighter: assign(({ context: c, event }) => (event.type === 'STRAFING_RUN' ? flipToFighter(c, event.facing) : {})),
    /** CC:P O24.5 c): "Remove the fighter from the map (placing it in the countermix). This ends the order." */
    removeFighter: assign(({ context: c }) => removeFighter(c)),
    placeSr: assign(({ event }) => (event.type === 'SPOT' ? { sr: event.hex, spotted: event.hex, smoke: event.smoke } : {})),
    lockInAccuracy: assign(({ context: c, event }) => {
      const roll = rollOf(event);
      return { accuracyRoll: { ...roll, locked: accuracy(accuracyView(c), c.spotterHex!, c.sr!, roll) } };
    }),
    /** 9.1: the roll is cancelled and the Initiative card passes. */
    cancelAccuracyRoll: assign(({ context: c }) => ({
      accuracyLog: [...c.accuracyLog, { ...c.accuracyRoll!.locked, ...(c.accuracyRoll!.trigger ? { trigger: c.accuracyRoll!.trigger } : {}), canceled: true }],
      accuracyRoll: null,
      initiative: opponentOf(c.initiative),
    })),
    applyTriggerEffects: defense.actions.defenseApplyTriggerEffects,
    settleAccuracy: assign(({ context: c }) => {
      const r = c.accuracyRoll!;
      return { accuracy: r.locked, accuracyLog: [...c.accuracyLog, { ...r.locked, ...(r.trigger ? { trigger: r.trigger } : {}) }], accuracyRoll: null };
    }),
    /** O18.2.2.3: "removed with no further effect and the Order ends". */
    removeSrOffMap: assign(({ context: c, event }) => ({ drift: driftFor(c, event, c.accuracy!.hit), sr: null, result: 'off-map' as const })),
    /** O18.2.2.1/2 then O18.2.3: the SR lands; its hex and the adjacent hexes are the impact area. */
    landSr: assign(({ context: c, event }) => {
      const drift = driftFor(c, event, c.accuracy!.hit)!;
      return { drift, sr: drift.lands, area: impactArea(c.situation.map.geometry, drift.lands!) };
    }),
    listSmokeHexes: assign(({ context: c }) => {
      const refused = c.area.map((h) => ({ hex: h, why: smokeForbidden(c.situation.map.hexes[h]) })).filter((x) => x.why !== null);
      return {
        smokePending: c.area.filter((h) => smokeForbidden(c.situation.map.hexes[h]) === null),
        smokeRefused: refused.map((x) => ({ hex: x.hex, rule: x.why!.rule })),
      };
    }),
    placeSmoke: assign(({ context: c, event }) => {
      if (event.type !== 'PLACE_SMOKE') return {};
      const facts = c.situation.map.hexes[event.hex];
      return {
        situation: withHex(c, event.hex, withSmoke(facts, event.value)),
        smokePending: c.smokePending.filter((h) => h !== event.hex),
        smokeLog: [...c.smokeLog, { hex: event.hex, value: event.value, kept: newSmokeKept(facts, event.value) }],
      };
    }),
    /** O18.2.3.1: "This ends the Order: remove the SR from the map." */
    endSmokeBarrage: assign({ sr: null, result: 'smoke-barrage' as const }),
    endBarrage: assign({ sr: null, result: 'barrage' as const }),
    selectImpactHex: assign(({ context: c, event }) => (event.type === 'CHOOSE_IMPACT_HEX' ? { impactHex: event.hex, attacked: [...c.attacked, event.hex] } : {})),
    lockInImpact: assign(({ context: c, event }) => {
      const roll = rollOf(event);
      return { impactRoll: { ...roll, locked: impactRecordFor(c, c.impactHex!, roll) } };
    }),
    cancelImpactRoll: assign(({ context: c }) => ({
      impacts: [...c.impacts, { ...c.impactRoll!.locked, canceled: true }],
      impactRoll: null,
      initiative: opponentOf(c.initiative),
    })),
    /** O18.2.3.3, F100.2: the Fortification is destroyed before the Defense Rolls. */
    destroyFortification: assign(({ context: c }) => {
      // CC:P F100.2, O24.3.4: a cave destroyed is a cave marker removed (its occupants then outside, in its hex).
      if (c.impactRoll?.locked.fortificationDestroyed === 'Cave') return { caves: c.caves!.filter((k) => k.hex !== c.impactHex) };
      return { situation: withHex(c, c.impactHex!, withoutFortification(c.situation.map.hexes[c.impactHex!])) };
    }),
    /** O18.2.3.2, O20.3.4, F101-F105: every unit in the hex defends, Fortification Cover vs Artillery; none is Moving. */
    beginDefense: assign(({ context: c }) => ({
      impacts: [...c.impacts, c.impactRoll!.locked],
      defense: withCaveCover(c, startDefense(c.situation, c.defense, c.impactRoll!.locked.total, [c.impactHex!], { vsMortarOrArtillery: true }, [])),
      impactRoll: null,
    })),
  },
}).createMachine({
  id: 'artillery',
  context: ({ input }) => {
    checkStatedLos(input.situation.map, input.situation.los, input.readings, 'input.los', edition.terrainLos); // issue 18: stated LOS must agree with the map
    return {
      ruleset: input.ruleset,
      readings: edition.readingsOf ? edition.readingsOf(input.readings) : input.readings,
      player: input.situation.player,
      initiative: input.situation.initiative,
      radios: input.situation.radios,
      activatedThisTurn: input.situation.activatedThisTurn,
      los: input.situation.los,
      defender: input.situation.defender,
      // CC:P 18: a night situation keeps its starshells (7.2) beside the map.
      situation: { units: input.situation.units, map: input.situation.map, ...(input.situation.night ? { night: input.situation.night } : {}) },
      ...(edition.caves && input.situation.caves ? { caves: input.situation.caves } : {}),
      spotter: null,
      spotterHex: null,
      smoke: false,
      sr: null,
      spotted: null,
      accuracyRoll: null,
      accuracyLog: [],
      accuracy: null,
      drift: null,
      area: [],
      smokePending: [],
      smokeRefused: [],
      smokeLog: [],
      attacked: [],
      impactHex: null,
      impactRoll: null,
      impacts: [],
      defense: NO_DEFENSE,
      ...(input.situation.objectives ? { objectives: input.situation.objectives } : {}),
      ...(input.situation.pillboxInPlay !== undefined ? { pillboxInPlay: input.situation.pillboxInPlay } : {}),
      ...(input.situation.lightWoundsTeams ? { lightWoundsTeams: input.situation.lightWoundsTeams } : {}),
      result: null,
      initialUnits: input.situation.units.map((u) => u.id),
      frame: input.situation.game ?? null,
      ev: newEventRun(input.situation.player),
      events: [],
      ...(edition === CCE_ARTILLERY ? {} : { edition }),
      // CC:P O24.1: the Radio Table and the artillery denied markers the situation states.
      ...(edition.assetRequest && input.situation.radioTable ? { radioRoll: null, radioLog: [], radioColumn: null, established: null, radioTable: input.situation.radioTable } : {}),
      ...(edition.assetRequest && input.situation.deniedMarkers ? { deniedMarkers: input.situation.deniedMarkers } : {}),
      // CC:P 8, O24.4: the aircraft markers on the map and the "12-FP" Vulnerability number the situation states.
      ...(edition.assetRequest && input.situation.aircraft ? { aircraft: input.situation.aircraft, bombingRun: null } : {}),
      ...(edition.assetRequest && input.situation.aircraft && input.situation.bomberVulnerability !== undefined ? { bomberVulnerability: input.situation.bomberVulnerability } : {}),
    };
  },
  initial: 'announcing',
  output: ({ context }) => projectArtillery(context),
  states: {
    // O18: a broken Radio (Battery Access) or an unbroken Radio and an eligible Leader (Fire For Effect).
    announcing: {
      always: [
        { guard: 'orderCannotBeGiven', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O18'] } },
        { target: 'choosingOption', meta: { rules: ['O18'] } },
      ],
    },
    choosingOption: {
      on: {
        ...(edition.assetRequest
          ? {
              COMMUNICATION_RESTORED: { guard: and(['radioBroken', 'leaderEligible']), target: 'batteryAccessed', actions: ['fixRadio', 'activateLeader'], meta: ccpMeta('O24', 'O24.2') },
              WEAPON_REPAIR: { guard: 'weaponRepairable', target: 'weaponRepaired', actions: 'repairWeapon', meta: ccpMeta('O24', 'O24.6', '5.4') },
              ILLUMINATION: { guard: 'illuminatorEligible', target: 'spotting', actions: 'activateIlluminator', meta: ccpMeta('O24', 'O24.7', '18.5') },
              COMMUNICATION_ESTABLISHED: { guard: 'establisherEligible', target: 'rollingRadioTable', actions: 'activateLeader', meta: ccpMeta('O24', 'O24.1', '18.4') },
              BOMBING_RUN: { guard: 'mayBomb', target: 'choosingBombingTarget', actions: 'flipToDiveBomber', meta: ccpMeta('O24', 'O24.4', '8.2') },
              STRAFING_RUN: { guard: 'mayStrafe', target: 'choosingImpactHex', actions: 'flipToFighter', meta: ccpMeta('O24', 'O24.5', '8.2', 'T89') },
            }
          : { BATTERY_ACCESS: { guard: 'radioBroken', target: 'batteryAccessed', actions: 'fixRadio', meta: { rules: ['O18', 'O18.1'] } } }),
        FIRE_FOR_EFFECT: [
          { guard: and(['spotterEligible', 'spotterIsHeroActivatedAgain']), target: 'spotting', actions: 'activateSpotter', meta: { rules: ['O18', 'O18.2', 'E58.1'] } },
          { guard: 'spotterEligible', target: 'spotting', actions: 'activateSpotter', meta: { rules: ['O18', 'O18.2'] } },
        ],
      },
    },
    // CC:P O24.1 a) a roll on the Radio Table; 10.1 and 1.9.1 as on any roll (../order-rolls.ts); b) the
    // column matching the roll; c) a radio paid for and placed, or d) the artillery denied marker.
    ...(edition.assetRequest
      ? {
          rollingRadioTable: {
            on: { ROLL: { target: 'consideringRadioReroll', actions: 'lockInRadioRoll' as const, meta: ccpMeta('O24.1', '1.9') } },
          },
          ...rerollStates({
            rolling: 'rollingRadioTable',
            considering: 'consideringRadioReroll',
            resolving: 'resolvingRadioTrigger',
            applying: 'applyingRadioRoll',
            guards: 'radioRoll',
            cancel: 'cancelRadioRoll',
            applyTrigger: 'applyTriggerEffects',
            jammed: false as const,
          }),
          applyingRadioRoll: { always: { target: 'selectingFromRadioTable', actions: 'settleRadioRoll' as const, meta: ccpMeta('O24.1') } },
          selectingFromRadioTable: {
            on: {
              SELECT_FROM_RADIO_TABLE: [
                { guard: 'selectsRadio' as const, target: 'communicationEstablished', actions: 'selectFromRadioTable' as const, meta: ccpMeta('O24.1', '6', '15.1.2') },
                { guard: 'selectsDeniedMarker' as const, target: 'communicationEstablished', actions: 'selectFromRadioTable' as const, meta: ccpMeta('O24.1', '15.1.2') },
              ],
            },
          },
        }
      : {}),
    // CC:P O24.4 a) the target (LOS from a level 5 hill), b) the Targeting roll as ordnance with its re-roll
    // and triggers (10.1, 1.9.1: ../order-rolls.ts, the Accuracy roll's guards and actions), c) the 12 FP Fire
    // Attack roll, likewise the Impact roll's, then the Vulnerability check and the Defense rolls; d) the dive
    // bomber removed (from choosingImpactHex once its one hex is done).
    ...(edition.assetRequest
      ? {
          choosingBombingTarget: {
            always: { guard: 'noBombingTarget' as const, target: 'bombingRunEnded', actions: 'removeDiveBomber' as const, meta: ccpMeta('O24.4', 'T89', '8.3') },
            on: { BOMB_TARGET: { guard: 'bombingTargetInSight' as const, target: 'rollingBombTargeting', actions: 'targetBombingRun' as const, meta: ccpMeta('O24.4', 'T89') } },
          },
          rollingBombTargeting: {
            on: { ROLL: { target: 'consideringBombTargetingReroll', actions: 'lockInBombTargeting' as const, meta: ccpMeta('O24.4', 'O27.2', 'O27.2.3', '16.3.1', '1.9') } },
          },
          ...rerollStates({
            rolling: 'rollingBombTargeting',
            considering: 'consideringBombTargetingReroll',
            resolving: 'resolvingBombTargetingTrigger',
            applying: 'applyingBombTargeting',
            guards: 'accuracyRoll',
            cancel: 'cancelAccuracyRoll',
            applyTrigger: 'applyTriggerEffects',
            jammed: false as const,
            // Pull Up!: an Air Support event drawn by the Targeting roll cancels the Run (./pull-up.ts).
            resolveFirst: [{ guard: 'airSupportOccurred' as never, target: 'runPulledUp', actions: 'pullUpOnTargetingRoll' as never, meta: ccpMeta('O24.4', 'E50', '1.9.3') }],
          }),
          applyingBombTargeting: {
            always: [
              { guard: 'accuracyHit' as const, target: 'rollingBombAttack', actions: ['settleAccuracy' as const, 'aimBombAttack' as const], meta: ccpMeta('O24.4', 'O27.2.3', 'O27.3') },
              { target: 'bombingRunEnded', actions: ['settleAccuracy' as const, 'removeDiveBomber' as const], meta: ccpMeta('O24.4', 'O27.2.3', '8.3') },
            ],
          },
          rollingBombAttack: {
            on: { ROLL: { target: 'consideringBombAttackReroll', actions: 'lockInImpact' as const, meta: ccpMeta('O24.4', 'O24.5', 'O27.3.3', 'O27.3.2', '16.3.1', 'T89.2', 'T82', '1.9') } },
          },
          // 8: "An aircraft is not a weapon": a Jammed! breaks nothing (CC:P has no Jammed! trigger anyway).
          ...rerollStates({
            rolling: 'rollingBombAttack',
            considering: 'consideringBombAttackReroll',
            resolving: 'resolvingBombAttackTrigger',
            applying: 'applyingBombAttack',
            guards: 'impactRoll',
            cancel: 'cancelImpactRoll',
            applyTrigger: 'applyTriggerEffects',
            jammed: false as const,
            // Pull Up!: an Air Support event drawn by a Fire Attack roll of either Run cancels it (./pull-up.ts).
            resolveFirst: [
              { guard: and(['airSupportOccurred', 'strafing']) as never, target: 'runPulledUp', actions: 'pullUpOnFireAttackRoll' as never, meta: ccpMeta('O24.5', 'E50', '1.9.3') },
              { guard: 'airSupportOccurred' as never, target: 'runPulledUp', actions: 'pullUpOnFireAttackRoll' as never, meta: ccpMeta('O24.4', 'E50', '1.9.3') },
            ],
          }),
          // The Strafing Run's Fire Attacks (O24.5 b) come here too, one per hex, with no Vulnerability number.
          // O24.4 c) with O24.3.4: the fortification first (F100.2), then O27.3.4 for every unit in the hex, Cover "vs aircraft" (F101-F106).
          applyingBombAttack: {
            always: [
              { guard: 'impactDestroysFortification' as const, target: 'defenseChoosingUnit', actions: ['destroyFortification' as const, 'beginDefense' as const], meta: ccpMeta('O24.4', 'O24.3.4', 'F100.2', 'O27.3.4') },
              { guard: 'impactOnFortification' as const, target: 'defenseChoosingUnit', actions: 'beginDefense' as const, meta: ccpMeta('O24.4', 'O24.5', 'O24.3.4', 'F101', 'F103', 'F105', 'F106', 'O27.3.4') },
              // F102.2.2, F102.2.3 (edition.caves): the cave's occupants against an aircraft (reading ccp.aircraft-cave).
              ...(edition.caves ? [{ guard: 'bombAttackOnCaveOccupants' as const, target: 'defenseChoosingUnit' as const, actions: 'beginDefense' as const, meta: ccpMeta('O24.4', 'O24.5', 'F102.2.3', 'F102.2.2', 'T81.3.1', 'O27.3.4') }] : []),
              { target: 'defenseChoosingUnit', actions: 'beginDefense' as const, meta: ccpMeta('O24.4', 'O24.5', 'O27.3.3', 'O27.3.4') },
            ],
          },
        }
      : {}),
    // O18.2.1: the SR goes into any hex in the Spotter's LOS; O18.2.1.1: Smoke is announced now.
    spotting: {
      on: {
        SPOT: edition.assetRequest
          ? [
              { guard: and(['illuminating', 'spotInLos']), target: 'rollingAccuracy', actions: 'placeSr', meta: ccpMeta('O24.7') },
              { guard: and(['spotInLos', 'spotClearOfMelee']), target: 'rollingAccuracy', actions: 'placeSr', meta: ccpMeta('O24.3.1', '19.1') },
            ]
          : [
              { guard: 'spotSmokeInLos', target: 'rollingAccuracy', actions: 'placeSr', meta: { rules: ['O18.2.1', 'O18.2.1.1'] } },
              { guard: 'spotInLos', target: 'rollingAccuracy', actions: 'placeSr', meta: { rules: ['O18.2.1'] } },
            ],
      },
    },
    rollingAccuracy: {
      on: { ROLL: { target: 'consideringAccuracyReroll', actions: 'lockInAccuracy', meta: { rules: ['O18.2.2', 'O20.2.3', '10.3.1', '1.9'] } } },
    },
    // 9.1: the Initiative holder may cancel the Accuracy roll before anything is applied; 1.9.1 (1.9.1.2:
    // Jammed! means nothing on a Targeting Roll, O20.2): ../order-rolls.ts.
    // With the game described, an Event! or Sniper! is resolved by the rules there (../event/host.ts).
    ...rerollStates({
      rolling: 'rollingAccuracy',
      considering: 'consideringAccuracyReroll',
      resolving: 'resolvingAccuracyTrigger',
      applying: 'applyingAccuracy',
      guards: 'accuracyRoll',
      cancel: 'cancelAccuracyRoll',
      applyTrigger: 'applyTriggerEffects',
      ...(edition.jammed ? {} : { jammed: false as const }),
      ...(edition.game ? { ...triggersByTheRules('accuracy'), ...timeByTheRules('gameOver', 'accuracy') } : {}),
    }),
    applyingAccuracy: {
      always: [
        { guard: 'accuracyHit', target: 'revealingHitDrift', actions: 'settleAccuracy', meta: { rules: ['O18.2.2', 'O18.2.2.1'] } },
        { target: 'revealingMissDrift', actions: 'settleAccuracy', meta: { rules: ['O18.2.2', 'O18.2.2.2'] } },
      ],
    },
    // O18.2.2.1: a revealed card, not a roll: no trigger, no re-roll. One hex white, then one hex colored.
    revealingHitDrift: {
      on: {
        REVEAL: [
          { guard: 'hitDriftLeavesMap', target: 'srOffMap', actions: 'removeSrOffMap', meta: { rules: ['O18.2.2.1', 'O18.2.2.3', '2.2.2'] } },
          // CC:P O24.7 c, d: a starshell in the hex the SR drifted into, then the SR removed (7.1).
          ...(edition.assetRequest ? [{ guard: 'illuminating' as const, target: 'illuminated', actions: 'placeStarshell' as const, meta: ccpMeta('O24.7', 'O24.3.2.1', '7.1') }] : []),
          { target: 'impact', actions: 'landSr', meta: { rules: ['O18.2.2.1', '2.2.2', 'O18.2.3'] } },
        ],
      },
    },
    // O18.2.2.2: white die = direction, colored die = distance.
    revealingMissDrift: {
      on: {
        REVEAL: [
          { guard: 'missDriftLeavesMap', target: 'srOffMap', actions: 'removeSrOffMap', meta: { rules: ['O18.2.2.2', 'O18.2.2.3', '2.2.2'] } },
          // CC:P O24.7 c, d: a starshell in the hex the SR drifted into, then the SR removed (7.1).
          ...(edition.assetRequest ? [{ guard: 'illuminating' as const, target: 'illuminated', actions: 'placeStarshell' as const, meta: ccpMeta('O24.7', 'O24.3.2.2', '7.1') }] : []),
          { target: 'impact', actions: 'landSr', meta: { rules: ['O18.2.2.2', '2.2.2', 'O18.2.3'] } },
        ],
      },
    },
    impact: {
      always: [
        ...(edition.smoke
          ? [
              { guard: 'smokeBarrageWithRefusals' as const, target: 'placingSmoke', actions: 'listSmokeHexes' as const, meta: { rules: ['O18.2.3.1', 'T89', 'T95', 'T98', '8.1.5'] as CceRuleId[] } },
              { guard: 'smokeBarrage' as const, target: 'placingSmoke', actions: 'listSmokeHexes' as const, meta: { rules: ['O18.2.3.1'] as CceRuleId[] } },
            ]
          : []),
        { target: 'choosingImpactHex', meta: { rules: ['O18.2.3', 'O18.2.3.2'] } },
      ],
    },
    // O18.2.3.1: one random Smoke marker in each hex (its value arrives in PLACE_SMOKE).
    ...(edition.smoke
      ? {
          placingSmoke: {
            always: { guard: 'noSmokeHexLeft' as const, target: 'done', actions: 'endSmokeBarrage' as const, meta: { rules: ['O18.2.3.1'] as CceRuleId[] } },
            on: {
              PLACE_SMOKE: [
                // placeSmoke keeps the larger Smoke (8.1.4, withSmoke); which one stays is in the smoke log.
                { guard: 'smokeHexPending' as const, target: 'placingSmoke', actions: 'placeSmoke' as const, meta: { rules: ['O18.2.3.1', '8.1', '8.1.4'] as CceRuleId[] } },
              ],
            },
          },
        }
      : {}),
    // O18.2.3: the active player picks the next hex; each hex with a unit or Fortification gets one roll.
    choosingImpactHex: {
      always: edition.assetRequest
        ? [
            // CC:P O24.4, O24.5 Pull Up! (reading ccp.pull-up-defense-roll, `locked-stands` or `hex-completes`): the Defense
            // rolls the reading keeps are made; the Run is cancelled, its aircraft where E50 left it (not removed, no next hex).
            { guard: 'pulledUp', target: 'runPulledUp', meta: ccpMeta('O24.4', 'O24.5', 'E50') },
            // CC:P O24.4 d): the Bombing Run's hex is done: the dive bomber is removed, which ends the order.
            // CC:P O24.5 c): every hex of the line attacked (or none in LOS): the fighter is removed, which ends the order.
            { guard: and(['strafing', 'noImpactHexLeft']), target: 'strafingRunEnded', actions: 'removeFighter', meta: ccpMeta('O24.5', '8.3') },
            { guard: and(['bombing', 'noImpactHexLeft']), target: 'bombingRunEnded', actions: 'removeDiveBomber', meta: ccpMeta('O24.4', '8.3') },
            { guard: 'noImpactHexLeft', target: 'done', actions: 'endBarrage', meta: { rules: ['O18.2.3.2'] } },
          ]
        : { guard: 'noImpactHexLeft', target: 'done', actions: 'endBarrage', meta: { rules: ['O18.2.3.2'] } },
      on: {
        CHOOSE_IMPACT_HEX: edition.assetRequest
          ? [
              // CC:P O24.5 b): the fighter's 9 FP Fire Attack on the closest hex not yet attacked (the Bombing Run's roll and Defense states).
              { guard: and(['strafing', 'strafedNext']), target: 'rollingBombAttack', actions: 'selectImpactHex', meta: ccpMeta('O24.5', 'O27.3', 'O27.3.2') },
              { guard: and([not('strafing'), 'impactHexPending']), target: 'rollingImpact', actions: 'selectImpactHex', meta: { rules: ['O18.2.3', 'O18.2.3.2'] } },
            ]
          : { guard: 'impactHexPending', target: 'rollingImpact', actions: 'selectImpactHex', meta: { rules: ['O18.2.3', 'O18.2.3.2'] } },
      },
    },
    rollingImpact: {
      // CC:P T82 (the edition's `sand`): the Impact Total of a radio against a beach hex is decreased by 2.
      on: { ROLL: { target: 'consideringImpactReroll', actions: 'lockInImpact', meta: edition.sand ? ({ rules: ['O18.2.3.2', 'O20.3.3', '1.9'], plus: ['T82'] } as Meta) : { rules: ['O18.2.3.2', 'O20.3.3', '1.9'] } } },
    },
    // 9.1, 1.9.1: ../order-rolls.ts. O18.2.3.2: "because Radios are not Weapons, a “Jammed!” trigger will not
    // break the Radio" — a Jammed! Impact Roll goes straight on to its result, the Radio untouched.
    ...rerollStates({
      rolling: 'rollingImpact',
      considering: 'consideringImpactReroll',
      resolving: 'resolvingImpactTrigger',
      applying: 'applyingImpact',
      guards: 'impactRoll',
      cancel: 'cancelImpactRoll',
      applyTrigger: 'applyTriggerEffects',
      jammed: edition.jammed ? { rules: ['O18.2.3.2', '1.9.1.2', '12'] } : false,
      ...(edition.game ? { ...triggersByTheRules('impact'), ...timeByTheRules('gameOver', 'impact') } : {}),
    }),
    // O18.2.3.3 first (the Fortification goes before any Defense Roll), then O20.3.4 for every unit in the hex.
    // CC:P F102.2.3 (edition.caves): "A cave grants its occupants an alternate Cover of '8' instead vs ... any artillery attack";
    // a cave is a fortification (F100.1): destroyed on the Vulnerability number (O24.3.4), then its occupants are outside.
    applyingImpact: {
      always: [
        ...(edition.caves ? [{ guard: and(['impactDestroysFortification', 'impactOnCaveOccupants']), target: 'defenseChoosingUnit' as const, actions: ['destroyFortification', 'beginDefense'] as const, meta: ccpMeta('O24.3.4', 'F100.2', 'F100.1', 'O24.3.3', 'O27.3.4') }] : []),
        { guard: 'impactDestroysFortification', target: 'defenseChoosingUnit', actions: ['destroyFortification', 'beginDefense'], meta: { rules: ['O18.2.3.3', 'F100.2', 'O18.2.3.2', 'O20.3.4'] } },
        ...(edition.caves ? [{ guard: 'impactOnCaveOccupants' as const, target: 'defenseChoosingUnit' as const, actions: 'beginDefense' as const, meta: ccpMeta('O24.3.3', 'F102.2.3', 'T81.3.1', 'O27.3.4') }] : []),
        ...(edition.woodsAirbursts ? [{ guard: 'impactOnFortifiedWoods' as const, target: 'defenseChoosingUnit', actions: 'beginDefense' as const, meta: { rules: ['O18.2.3.2', 'O18.2.3.3', 'T99', 'F101', 'F102', 'F104', 'F105', 'O20.3.4'] as CceRuleId[] } }] : []),
        // CC:P T91: "This is true even if one or more units in the targeted hex will be using an alternate Cover, such as from a cave or pillbox".
        ...(edition.airbursts ? [{ guard: 'impactOnFortifiedWoods' as const, target: 'defenseChoosingUnit', actions: 'beginDefense' as const, meta: ccpMeta('O24.3.3', 'O24.3.4', 'T91', 'T97', 'F105', 'F106', 'O27.3.4') }] : []),
        { guard: 'impactOnFortification', target: 'defenseChoosingUnit', actions: 'beginDefense', meta: { rules: ['O18.2.3.2', 'O18.2.3.3', 'F101', 'F102', 'F104', 'F105', 'O20.3.4'] } },
        ...(edition.woodsAirbursts ? [{ guard: 'impactAirburst' as const, target: 'defenseChoosingUnit', actions: 'beginDefense' as const, meta: { rules: ['O18.2.3.2', 'T99', 'O20.3.4'] as CceRuleId[] } }] : []),
        // CC:P T91, T97 (edition.airbursts): "any mortar or artillery attack against a jungle [swamp] hex is always increased by 2".
        ...(edition.airbursts ? [{ guard: 'impactAirburst' as const, target: 'defenseChoosingUnit', actions: 'beginDefense' as const, meta: ccpMeta('O24.3.3', 'T91', 'T97', 'O27.3.4') }] : []),
        { target: 'defenseChoosingUnit', actions: 'beginDefense', meta: { rules: ['O18.2.3.2', 'O20.3.3', '10.3.1', 'O20.3.4'] } },
      ],
    },
    // 1.9.1.1, 1.9.1.3: with `game`, an Event! or Sniper! on a Defense Roll reveals the card of the unit's owner.
    // A35.3: with the game around the Order (CC:E's edition), Hidden Pillbox before a Defense Roll against an Impact.
    // A36: with the game around the Order (CC:P A44: the edition's `lightWounds`), Light Wounds when a Squad would break (3.2) on its Defense Roll against an Impact.
    // CC:P O24.4, O24.5 Pull Up!: an Air Support event drawn by a Defense roll against a Run's Fire Attack cancels the Run (./pull-up.ts).
    ...defenseRollStates({
      done: 'choosingImpactHex',
      events: edition.game,
      hiddenPillbox: edition.game,
      lightWounds: edition.game || edition.lightWounds === true,
      ...(edition === CCE_ARTILLERY ? {} : { edition, withoutHiddenEntrenchments: !edition.hiddenEntrenchments }),
      // CC:P A43.4, A43.5, A43.1 (the edition's hiddenFortification, hiddenCave): before each Defense roll against an Impact or a Run's attack.
      ...(edition.hiddenFortification ? { hiddenFortifications: true } : {}),
      ...(edition.hiddenCave ? { hiddenCave: true } : {}),
      ...(edition.assetRequest
        ? {
            resolveFirst: [
              // Reading ccp.pull-up-defense-roll (./pull-up.ts): the Defense loop's own states apply the locked result, then its `done` (choosingImpactHex) ends the Run.
              { guard: and(['airSupportOccurred', 'pullUpDefenseLockedStands']), target: 'defenseApplying', actions: 'pullUpAfterThisDefenseRoll', meta: ccpMeta('O24.4', 'O24.5', 'E50', '1.9.1.3') },
              { guard: and(['airSupportOccurred', 'pullUpDefenseHexCompletes']), target: 'defenseApplying', actions: 'pullUpAfterEveryDefenseRoll', meta: ccpMeta('O24.4', 'O24.5', 'E50', 'O27.3.4') },
              { guard: and(['airSupportOccurred', 'strafing']), target: 'runPulledUp', actions: 'pullUpOnDefenseRoll', meta: ccpMeta('O24.5', 'E50', '1.9.3') },
              { guard: and(['airSupportOccurred', 'bombing']), target: 'runPulledUp', actions: 'pullUpOnDefenseRoll', meta: ccpMeta('O24.4', 'E50', '1.9.3') },
            ],
          }
        : {}),
    }),
    batteryAccessed: { type: 'final' },
    ...(edition.assetRequest ? { weaponRepaired: { type: 'final' as const }, bombingRunEnded: { type: 'final' as const }, strafingRunEnded: { type: 'final' as const }, runPulledUp: { type: 'final' as const }, illuminated: { type: 'final' as const }, communicationEstablished: { type: 'final' as const } } : {}),
    srOffMap: { type: 'final' },
    done: { type: 'final' },
    refused: { type: 'final' },
    // 6.3: the game ended in a Time advance inside the Order (6.2.2, 7.3.2): the roll's result is never applied.
    ...(edition.game ? { gameOver: { type: 'final' as const, entry: 'noteGameOver' as const } } : {}),
  },
});

export const artilleryMachine = artilleryMachineFor(CCE_ARTILLERY);
