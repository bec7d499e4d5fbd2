/**
 * O23 Rout — the machine's named actions: context updates that call ./logic.ts, ../casualties.ts and
 * ../fire-defense-states.ts (Mines, F103.2) for the rule arithmetic.
 */
import { assign } from 'xstate';
import { rollSum } from '../../core/dice';
import { placeCasualty, surrenderedPlayer, type EliminationCause } from '../casualties';
import { startDefense } from '../fire-defense-states';
import { applyTriggerEffects, brokenUnitsOf, cancelRoll, chooseUnit, finishRoll, lockRoll, recordRoll, rollOf, skipRemaining, withUnit } from '../unit-rolls';
import { opponentOf } from '../units';
import { outcomeNow, outcomeToApply, retreatingUnit } from './logic';
import type { RoutContext, RoutEvent, RoutOutcome, RoutRollRecord } from './types';

type Update = (args: { context: RoutContext; event: RoutEvent }) => Partial<RoutContext>;
const set = (f: Update) => assign<RoutContext, RoutEvent, undefined, RoutEvent, never>(f);
const setWith = <P extends object>(f: (args: { context: RoutContext; event: RoutEvent }, params: P) => Partial<RoutContext>) =>
  assign<RoutContext, RoutEvent, P, RoutEvent, never>(f);

export const routActions = {
  activatePlayer: set(({ context: c }) => ({
    activated: { ...c.activated, rout: [...c.activated.rout, c.chosen] },
    toRoll: brokenUnitsOf(c.situation, c.chosen),
  })),
  refuseOrder: set(() => ({ refused: true })),
  skipRemainingUnits: set(({ context: c }) => skipRemaining(c)),
  selectUnit: set(({ context: c, event }) => (event.type === 'CHOOSE_UNIT' ? chooseUnit(c, event.unit) : {})),
  lockInResult: set(({ context: c, event }) => (event.type === 'ROLL' ? lockRoll(c, event, (u, sum) => outcomeNow(c, u, sum)) : {})),
  cancelRoll: set(({ context: c }) => cancelRoll(c, 'canceled')),
  applyTriggerEffects: set(({ context: c, event }) => (event.type === 'RESOLVE_TRIGGER' ? { situation: applyTriggerEffects(c.situation, event.effects) } : {})),
  noteUnitGone: set(({ context: c }) => finishRoll(c, 'unit-gone')),
  /** 6.3: the game ended in a Time advance inside the Order: a Rout Roll's result is never applied (a Mine Attack Roll's Attack Total neither). */
  noteGameOver: set(({ context: c }) => (c.roll ? finishRoll(c, 'game-over') : { mineRoll: null })),
  suppressUnit: set(({ context: c }) => ({ situation: withUnit(c.situation, c.current, (u) => ({ ...u, suppressed: true })), ...finishRoll(c, 'suppressed') })),
  noteNoEffect: set(({ context: c }) => finishRoll(c, 'no-effect')),
  /** O23.2: a Retreat of (roll − current Morale) hexes; the record carries the length and its derivation. */
  startRetreat: set(({ context: c }) => {
    const { hexes, derivation } = outcomeToApply(c) as RoutOutcome;
    const rolls: RoutRollRecord[] = recordRoll(c, 'retreat');
    const last = rolls[rolls.length - 1];
    rolls[rolls.length - 1] = { ...last, hexes, derivation: { ...last.derivation, hexes: derivation! } };
    return { rolls, retreat: { unit: c.current!, left: hexes, to: null, mines: null }, roll: null, current: null };
  }),
  endRetreat: set(() => ({ retreat: null })),
  chooseHex: set(({ context: c, event }) => (event.type === 'CHOOSE_HEX' ? { retreat: { ...c.retreat!, to: event.hex } } : {})),
  moveUnit: set(({ context: c }) => {
    const r = c.retreat!;
    const from = retreatingUnit(c)!.hex;
    return {
      situation: withUnit(c.situation, r.unit, (u) => ({ ...u, hex: r.to! })),
      retreats: [...c.retreats, { unit: r.unit, by: retreatingUnit(c)!.owner, from, to: r.to! }],
      retreat: { ...r, left: r.left - 1, to: null, mines: null },
    };
  }),
  startMineAttack: setWith<{ when: 'leaving' | 'entering' }>(({ context: c }, params) => ({ retreat: { ...c.retreat!, mines: params.when } })),
  lockMineAttack: set(({ context: c, event }) => {
    if (event.type !== 'ROLL') return {};
    const roll = rollOf(event);
    return { mineRoll: { ...roll, attackTotal: c.minesFp + rollSum(roll) } };
  }),
  cancelMineAttack: set(({ context: c }) => {
    const r = c.mineRoll!;
    const u = retreatingUnit(c)!;
    const rec = { unit: u.id, hex: u.hex, when: c.retreat!.mines!, rolledBy: opponentOf(u.owner), white: r.white, colored: r.colored, attackTotal: r.attackTotal, canceled: true, ...(r.trigger ? { trigger: r.trigger } : {}) };
    return { mineAttacks: [...c.mineAttacks, rec], mineRoll: null, initiative: opponentOf(c.initiative) };
  }),
  /** F103.2: only the Retreating unit makes a Defense Roll (units already in the hex are immune), Cover 0. */
  beginMineDefense: set(({ context: c }) => {
    const r = c.mineRoll!;
    const u = retreatingUnit(c)!;
    const rec = { unit: u.id, hex: u.hex, when: c.retreat!.mines!, rolledBy: opponentOf(u.owner), white: r.white, colored: r.colored, attackTotal: r.attackTotal, ...(r.trigger ? { trigger: r.trigger } : {}) };
    const moving = c.readings['cce.retreating-tie-breaks'] === 'break' ? [u.id] : [];
    const slice = { ...startDefense(c.situation, c.defense, r.attackTotal, [u.hex], 0, moving), toRoll: [u.id] };
    return { mineAttacks: [...c.mineAttacks, rec], mineRoll: null, defense: slice };
  }),
  noteMineAttackVoid: set(() => ({ mineRoll: null })),
  /** 4.2, 7.1, 7.2.2: the Retreating unit is eliminated and placed on the Casualty Track. */
  eliminateRetreatingUnit: setWith<{ cause: EliminationCause }>(({ context: c }, params) => {
    const u = retreatingUnit(c)!;
    const placed = placeCasualty(c.casualtyTrack, u, params.cause, params.cause === 'retreated-off-edge');
    return { situation: { ...c.situation, units: c.situation.units.filter((x) => x.id !== u.id) }, casualtyTrack: placed.tracks, casualties: [...c.casualties, placed.casualty] };
  }),
  /** 4.2, 7.1: the unit the Mines eliminated (already removed by the Defense states) goes on the Casualty Track. */
  placeMinesCasualty: set(({ context: c }) => {
    const placed = placeCasualty(c.casualtyTrack, c.initialUnits[c.retreat!.unit], 'mines', false);
    return { casualtyTrack: placed.tracks, casualties: [...c.casualties, placed.casualty] };
  }),
  noteSurrender: set(({ context: c }) => ({ surrendered: surrenderedPlayer(c.casualtyTrack) ?? null, retreat: null })),
};
