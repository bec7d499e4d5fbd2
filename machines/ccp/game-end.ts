/**
 * 13.3 Game End and 14 Victory Conditions — Combat Commander: Pacific. The CC:E chart
 * (machines/cce/game-end.ts, 6.3) serves: CC:P keeps its four ways and their resolution (13.3.1 outright
 * loss, the Initiative holder winning a double loss, 10.2; 13.3.2 secret chits revealed, then the VP marker,
 * the Initiative holder on "0"); the edition's differences are the named points of `GameEndEdition`, and
 * the transitions carry CC:P ids (machines/ccp/rule-map.ts).
 *
 * Where CC:P differs: only the Allied player can surrender ("The Japanese do not surrender in CC:P", 11.2;
 * 13.3 a); a player with units in an Infiltration Box has not lost his last unit (13.3 b, c); there is no
 * all-five-Objectives chit (14.3.3). Whether units still on the Time Track keep a player in the game is
 * reading ccp.last-unit-with-reinforcements, as in CC:E.
 *
 * Left out, and where: what put a unit on the Casualty Track, off the map or into an Infiltration Box
 * (the Orders and Events); the Sudden Death roll (time-advance). The Japanese player is the situation's
 * `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { CCE_GAME_END, type GameEndEdition, gameEndMachineFor } from '../cce/game-end';
import { withRuleIds } from '../core/ruleset-ids';
import { toCcpIds } from './rule-map';

export const CCP_GAME_END: GameEndEdition = {
  ...CCE_GAME_END,
  surrenders: ['allied'],
  allFiveObjectivesChit: false,
  infiltrationBoxes: true,
  lastUnitReading: 'ccp.last-unit-with-reinforcements',
};

export const ccpGameEndMachine = withRuleIds(gameEndMachineFor(CCP_GAME_END) as unknown as AnyStateMachine, 'ccp', toCcpIds);
