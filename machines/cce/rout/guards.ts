/**
 * O23 Rout — the machine's named guards: one-line predicates over the rule computations in ./logic.ts.
 */
import { surrenderedPlayer } from '../casualties';
import { hasUnitToRout } from '../units';
import { triggerGuards } from '../order-rolls';
import { adjacentToFriendlyEdge, chosenBarrier, hasMines, hasWire, mayRoll, outcomeToApply, retreatingUnit, retreatOptions } from './logic';
import type { RoutContext, RoutEvent } from './types';

type Args = { context: RoutContext; event: RoutEvent };

export const routGuards = {
  /** O23.1: the chosen player has a broken unit and was not activated for Recover or Rout this Turn. */
  chosenMayBeActivated: ({ context: c }: Args) =>
    hasUnitToRout(c.situation, c.chosen) && !c.activated.recover.includes(c.chosen) && !c.activated.rout.includes(c.chosen),
  noUnitLeftToRoll: ({ context: c }: Args) => !c.toRoll.some((id) => mayRoll(c, id)),
  unitMayRoll: ({ context: c, event }: Args) => event.type === 'CHOOSE_UNIT' && c.toRoll.includes(event.unit) && mayRoll(c, event.unit),
  /** 1.9.1: the triggers of the kept Rout Roll and of the kept Mine Attack Roll (../order-rolls.ts). */
  ...triggerGuards('roll', (c: RoutContext) => c.roll?.trigger),
  ...triggerGuards('mineRoll', (c: RoutContext) => c.mineRoll?.trigger),
  rolledUnitGone: ({ context: c }: Args) => outcomeToApply(c) === 'unit-gone',
  resultIsRetreat: ({ context: c }: Args) => (outcomeToApply(c) as { result?: string }).result === 'retreat',
  resultIsSuppress: ({ context: c }: Args) => (outcomeToApply(c) as { result?: string }).result === 'suppressed',
  retreatComplete: ({ context: c }: Args) => (c.retreat?.left ?? 0) <= 0,
  adjacentToFriendlyEdge: ({ context: c }: Args) => adjacentToFriendlyEdge(c, retreatingUnit(c)!),
  hexIsRetreatOption: ({ context: c, event }: Args) => event.type === 'CHOOSE_HEX' && retreatOptions(c).includes(event.hex),
  leavingMinedHex: ({ context: c }: Args) => hasMines(c, retreatingUnit(c)?.hex),
  enteringAcrossCliff: ({ context: c }: Args) => chosenBarrier(c) === 'cliff',
  enteringEnemyHex: ({ context: c }: Args) => chosenBarrier(c) === 'enemy-hex',
  enteringBlaze: ({ context: c }: Args) => chosenBarrier(c) === 'blaze',
  enteringWaterBarrier: ({ context: c }: Args) => chosenBarrier(c) === 'water-barrier',
  enteringImpassableHex: ({ context: c }: Args) => chosenBarrier(c) === 'impassable',
  enteringMinedHex: ({ context: c }: Args) => hasMines(c, c.retreat?.to),
  enteringWire: ({ context: c }: Args) => hasWire(c, c.retreat?.to),
  retreatingUnitGone: ({ context: c }: Args) => retreatingUnit(c) === undefined,
  /** F103.2, 3.2.4: the Mine Attack's Defense Roll eliminated the Retreating (broken) unit. */
  minesEliminatedUnit: ({ context: c }: Args) => c.defense.log.at(-1)?.unit === c.retreat?.unit && c.defense.log.at(-1)?.result === 'eliminated' && retreatingUnit(c) === undefined,
  mineAttackWasOnLeaving: ({ context: c }: Args) => c.retreat?.mines === 'leaving',
  playerSurrenders: ({ context: c }: Args) => surrenderedPlayer(c.casualtyTrack) !== undefined,
};
