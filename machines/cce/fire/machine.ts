/**
 * O20 Fire — Combat Commander: Europe v1.1. The chart only; rule conditions in ./guards.ts, updates in
 * ./actions.ts, FP arithmetic in ./firepower.ts, the Fire Defense loop in ../fire-defense-states.ts.
 *
 * Covers: activation (O14.1, O20.1, 3.3.1.1, 11.1; Op Fire re-activation within one Move Order, A33.3);
 * who may fire what (3.2.3, 11.1, 11.4, 13.2, T89, T95, F106.3); the shot loop, one shot per piece
 * (O20.3); Fire Groups (O20.3.1, O20.3.1.1, O20.3.1.2); FP with Command, Veteran, Suppressed, Wire
 * (3.3.1.2, 3.3.1.3, E44.1, 13.2, F106.1), height (T88.2) and the largest Hindrance (O20.3.2, 10.3.1,
 * 10.3.3, 10.3.4); the minimum FP of 1 (10.3.2.1); Ordnance range and Targeting (O20.2, O20.2.2,
 * O20.2.3), Smoke rounds (O20.2.1); the Fire Attack Roll (O20.3.3) with Jammed! (O20.3.3.1, 1.9.1.2),
 * Woods Airbursts (T99), one-use Weapons (11.6); the Fire Defense Rolls (O20.3.4, via the shared states);
 * triggers (1.9.1) and the Initiative re-roll (9.1) on every roll; the Actions Sustained Fire (A41),
 * Hand Grenades (A34), Crossfire (A30) and Bore Sighting (A27) on the shot, and Concealment (A29) before
 * a Defense Roll (in the shared defense states; readings cce.concealment-scope, cce.concealment-negative-cover).
 * Mode `op-fire` (input flag) is one Op Fire attack against a Moving target (A33): Ordnance may not
 * fire, the target hex must hold a Moving unit, units already Op-Fire-activated in this Move Order may
 * fire again, and the procedure ends after one attack (A33.3(3)); the Move machine calls it per expenditure.
 *
 * Left out, and where it belongs: the Fire card and the one-Order frame (Turn machine, O14); the
 * contents of Event/Sniper/Time triggers (their effects arrive in RESOLVE_TRIGGER); the Smoke marker's
 * value (drawn by the caller, T94); Marksmanship (A37: needs nationalities in the situation), Spray Fire
 * (A40), Hidden Entrenchments/Pillbox (A35.1, A35.3) and Light Wounds (A36): not modelled yet; A24.2's
 * order (inactive player's Actions first) only matters once the inactive player has a shot Action, which
 * none of the modelled ones is; the Melee check at the end of the Order (O16.4).
 */
import { setup } from 'xstate';
import type { CceRuleId } from '../rule-ids';
import { defenseImplementations, defenseRollStates, NO_DEFENSE } from '../fire-defense-states';
import { unitStatus } from '../effects';
import { opponentOf, type Player } from '../units';
import { fireActions } from './actions';
import { fireGuards } from './guards';
import type { FireContext, FireEvent, FireInput, FireOutput } from './types';

type Meta = { rules: CceRuleId[] };
const defense = defenseImplementations<FireContext, FireEvent>();

export function projectFire(c: FireContext): FireOutput {
  const present = new Set(c.situation.units.map((u) => u.id));
  const vp: Record<Player, number> = { axis: 0, allied: 0 };
  const owners = new Map(c.initialUnits.map((u) => [u.id, u.owner]));
  for (const r of c.defense.log) if (r.result === 'eliminated') vp[opponentOf(owners.get(r.unit)!)] += r.vp ?? 0;
  const eliminated = c.initialUnits.filter((u) => !present.has(u.id));
  const weaponsEliminated = c.shots.flatMap((s) => s.weaponsEliminated);
  return {
    result: c.refused ? 'refused' : 'completed',
    player: c.player,
    initiative: c.initiative,
    activated: c.activated,
    shots: c.shots,
    defense: c.defense.log,
    vp,
    eliminated: eliminated.map((u) => u.id),
    units: c.situation.units.map(unitStatus),
    weapons: c.situation.units.filter((u) => u.weapon).map((u) => ({ id: u.weapon!.id, unit: u.id, broken: u.weapon!.broken })),
    // 4.2: an eliminated unit's Weapon goes to the Weapon box with the Weapons eliminated outright (11.4, 11.6).
    weaponsEliminated: [...weaponsEliminated, ...eliminated.filter((u) => u.weapon && !weaponsEliminated.includes(u.weapon)).map((u) => u.weapon!)].sort(),
    smokePlaced: c.smokePlaced,
  };
}

export const fireMachine = setup({
  types: {
    input: {} as FireInput,
    context: {} as FireContext,
    events: {} as FireEvent,
    output: {} as FireOutput,
    transitionMeta: {} as Meta,
  },
  guards: { ...fireGuards, ...defense.guards },
  actions: { ...fireActions, ...defense.actions },
}).createMachine({
  id: 'fire',
  context: ({ input }) => {
    const s = input.situation;
    return {
      ruleset: input.ruleset,
      readings: input.readings,
      player: s.player,
      initiative: s.initiative,
      mode: s.mode,
      defender: s.defender,
      situation: { units: s.units, map: s.map, los: s.los },
      activatedThisTurn: s.activatedThisTurn,
      opFireActivated: s.opFireActivated,
      moving: s.moving,
      entering: s.entering,
      activated: [],
      fired: [],
      shot: null,
      record: null,
      roll: null,
      actionsPlayed: [],
      sustainedBreaks: 0,
      airburst: 0,
      cover: {},
      shots: [],
      defense: NO_DEFENSE,
      refused: false,
      initialUnits: s.units.map((u) => ({ id: u.id, owner: u.owner, weapon: u.weapon?.id })),
      smokePlaced: [],
    };
  },
  initial: 'announcing',
  output: ({ context }) => projectFire(context),
  states: {
    // O20.1: the Order needs a piece, not yet activated this Turn, with an enemy unit in LOS and Range.
    announcing: {
      always: [
        { guard: 'noActivationPossible', target: 'refused', actions: 'refuseOrder', meta: { rules: ['O20.1', 'O14.1'] } },
        { target: 'activating', meta: { rules: ['O20.1'] } },
      ],
    },
    // O14.1, 3.3.1.1: one unit, or a Leader and non-Leaders in its Command radius; their Weapons with them (11.1).
    activating: {
      on: {
        ACTIVATE: { guard: 'activationLegal', target: 'choosingShot', actions: 'activatePieces', meta: { rules: ['O14.1', '3.3.1.1', 'O20.1', '11.1'] } },
      },
    },
    // O20.3: each activated piece may take one shot, alone or in a Fire Group, in the order chosen.
    choosingShot: {
      always: { guard: 'nothingLeftToFire', target: 'done', meta: { rules: ['O20.3', 'A33.3'] } },
      on: {
        DECLARE_SHOT: [
          { guard: 'ordnanceShotLegal', target: 'targeting', actions: 'declareShot', meta: { rules: ['O20.2', 'O20.2.2', 'O20.3.1.1', '11.5'] } },
          { guard: 'shotLegal', target: 'playingActions', actions: 'declareShot', meta: { rules: ['O20.3', 'O20.3.1', 'O20.3.1.2'] } },
        ],
        END_ORDER: { target: 'done', meta: { rules: ['O20.3'] } },
      },
    },
    // O20.2.3: Ordnance must first hit: the product of the dice.
    targeting: {
      on: { ROLL: { target: 'targetingConsideringReroll', actions: 'takeRoll', meta: { rules: ['O20.2.3', '1.9'] } } },
    },
    targetingConsideringReroll: {
      on: {
        REROLL: { target: 'targeting', actions: 'cancelRoll', meta: { rules: ['9.1'] } },
        KEEP_ROLL: [
          { guard: 'rollHasPausingTrigger', target: 'targetingResolvingTrigger', meta: { rules: ['1.9.1'] } },
          { guard: 'rollJammed', target: 'targetingApplying', meta: { rules: ['1.9.1.2'] } },
          { target: 'targetingApplying', meta: { rules: ['1.9'] } },
        ],
      },
    },
    targetingResolvingTrigger: {
      on: { RESOLVE_TRIGGER: { target: 'targetingApplying', actions: 'applyTriggerEffects', meta: { rules: ['1.9.1'] } } },
    },
    // O20.2.3, 10.3.1: hit iff product − largest Hindrance > range; Smoke rounds place Smoke (O20.2.1).
    targetingApplying: {
      always: [
        { guard: 'targetingHitsSmoke', target: 'choosingShot', actions: 'placeSmoke', meta: { rules: ['O20.2.1', 'O20.2.3', '10.3.1'] } },
        { guard: 'targetingHits', target: 'playingActions', actions: 'noteTargetingHit', meta: { rules: ['O20.2.3', '10.3.1'] } },
        { target: 'choosingShot', actions: 'noteMiss', meta: { rules: ['O20.2.3', '10.3.1'] } },
      ],
    },
    // A24.1: Actions just prior to the Fire Attack Roll; cumulative. 10.3.2.1: FP must reach 1.
    playingActions: {
      on: {
        PLAY_ACTION: { guard: 'actionAllowed', target: 'playingActions', actions: 'playAction', meta: { rules: ['A24.1', 'A27', 'A30', 'A34', 'A41'] } },
        FIRE: { guard: 'fpAtLeastOne', target: 'attackRolling', actions: 'lockFp', meta: { rules: ['O20.3.3', '10.3.2.1', 'O20.3.1.2', 'O20.3.2', 'T88.2'] } },
        ABANDON_SHOT: { guard: 'fpBelowOne', target: 'choosingShot', actions: 'abandonShot', meta: { rules: ['10.3.2.1', 'O20.3.2'] } },
      },
    },
    attackRolling: {
      on: { ROLL: { target: 'attackConsideringReroll', actions: 'takeRoll', meta: { rules: ['O20.3.3', '1.9'] } } },
    },
    // 9.1 first, then the trigger (1.9.1): Jammed! breaks every firing Weapon (O20.3.3.1).
    attackConsideringReroll: {
      on: {
        REROLL: { target: 'attackRolling', actions: 'cancelRoll', meta: { rules: ['9.1'] } },
        KEEP_ROLL: [
          { guard: 'rollJammed', target: 'attackApplying', actions: 'breakFiringWeapons', meta: { rules: ['O20.3.3.1', '1.9.1.2', '11.4'] } },
          { guard: 'rollHasPausingTrigger', target: 'attackResolvingTrigger', meta: { rules: ['1.9.1'] } },
          { target: 'attackApplying', meta: { rules: ['1.9'] } },
        ],
      },
    },
    attackResolvingTrigger: {
      on: { RESOLVE_TRIGGER: { target: 'attackApplying', actions: 'applyTriggerEffects', meta: { rules: ['1.9.1'] } } },
    },
    // O20.3.3: Attack Total = FP + roll (+2 Airburst, T99); one-use Weapons eliminated (11.6).
    attackApplying: {
      always: { target: 'breakingSustainedFire', actions: 'computeAttack', meta: { rules: ['O20.3.3', 'T99', '11.6', 'A41'] } },
    },
    // A41: each Sustained Fire on doubles breaks one firing MG or Mortar (the firer's choice), cumulative with Jammed!.
    breakingSustainedFire: {
      always: [
        { guard: 'noSustainedBreakLeft', target: 'defenseChoosingUnit', actions: 'beginDefense', meta: { rules: ['O20.3.4'] } },
        { guard: 'oneSustainedCandidate', target: 'breakingSustainedFire', actions: 'breakOnlySustainedCandidate', meta: { rules: ['A41', '11.4'] } },
      ],
      on: {
        BREAK_WEAPON: { guard: 'chosenSustainedCandidate', target: 'breakingSustainedFire', actions: 'breakChosenWeapon', meta: { rules: ['A41', '11.4'] } },
      },
    },
    ...defenseRollStates({ done: 'shotResolved' }),
    // O20.3.4: "All Fire Defense Rolls for one attack must be made before the next attack is announced".
    shotResolved: {
      always: { target: 'choosingShot', actions: 'finishShot', meta: { rules: ['O20.3.4', 'O20.3'] } },
    },
    done: { type: 'final' },
    refused: { type: 'final' },
  },
});

export type { FireContext, FireEvent, FireInput, FireOutput, FireSituation } from './types';
