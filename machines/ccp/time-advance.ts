/**
 * 13.1.2 Advancement and 13.2.2 Sudden Death — Combat Commander: Pacific. The CC:E chart
 * (machines/cce/time-advance.ts, 6.1.2) serves: CC:P keeps its steps a) reshuffle (1.4), b) Sudden Death
 * roll (13.2.2, with the Initiative re-roll 10.1 and no trigger 1.9.1.2), c) the scenario Defender's VP,
 * d) reinforcements, a radio to its empty Artillery Box (15.1.2); the edition's differences are the named
 * points of `TimeAdvanceEdition`, and the transitions carry CC:P ids (machines/ccp/rule-map.ts).
 *
 * Where CC:P differs (digest 004 §1.2 D21, D24): no Smoke removal (step 4 of 6.1.2) and no Dig In
 * (step 6; CC:P has no Dig In action); no all-five-Objectives chit before the roll (CC:P's chits have
 * none); reinforcements do not observe a stacking limit (13.1.2 d drops "Stacking limits must be
 * observed"; 15.2.2 only penalises overstacking). Who is "the scenario Defender" when no player Defends is
 * reading ccp.no-defender-time-vp.
 *
 * Left out, and where: Sighting markers arriving as reinforcements (13.1.2 d "pieces or Sighting
 * markers"), the Banzai and Invader Postures, and the Disperse trigger on a card: the situation (the CC:E
 * frame, machines/cce/frame.ts) cannot state them yet. The Japanese player is the frame's `axis` player.
 * What a Time trigger is and when a draw pile runs out (13.1.2's first paragraph) are the Turn's.
 */
import type { AnyStateMachine } from 'xstate';
import { CCE_TIME_ADVANCE, type TimeAdvanceEdition, timeAdvanceMachineFor } from '../cce/time-advance';
import { withRuleIds } from '../core/ruleset-ids';
import { toCcpIds } from './rule-map';

export const CCP_TIME_ADVANCE: TimeAdvanceEdition = {
  ...CCE_TIME_ADVANCE,
  allFiveObjectivesChit: false,
  defenderReading: 'ccp.no-defender-time-vp',
  removesSmoke: false,
  reinforcementsObserveStacking: false,
  digIn: false,
  deniedMarker: { id: 'artillery-denied', reading: 'ccp.radio-and-denied-marker' },
  suddenDeathRollCites: ['1.9.1.2'],
};

export const ccpTimeAdvanceMachine = withRuleIds(timeAdvanceMachineFor(CCP_TIME_ADVANCE) as unknown as AnyStateMachine, 'ccp', toCcpIds);
