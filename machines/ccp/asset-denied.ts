/**
 * O23 Asset Denied — Combat Commander: Pacific. CC:E's Artillery Denied chart (machines/cce/artillery/
 * denied.ts, O17) with the CC:P edition: the active player chooses one activity, each only where its
 * prerequisite holds (O23), and no unit is activated:
 *  - O23.1 Weapon Jam: one enemy weapon within LOS of any friendly unit breaks, or is eliminated into the
 *    Weapons box if it was broken (5.4); LOS by the map (16.1, CC:E's LOS module, as CC:P Fire traces it);
 *  - O23.2 Communication Disrupted: CC:E O17's Radio — broken, or eliminated to the countermix (6);
 *  - O23.3 Abort Run: the opponent's aircraft back to the countermix (8.3).
 * The Order is refused when none of the three may be chosen. Its transitions carry CC:P ids.
 *
 * Left out, and where: playing the card (the Turn, O20); placing an aircraft (8.1, the Air Support event
 * E50: machines/ccp/air-support.ts). The situation's map holds the terrain both editions give alike (the
 * CC:P Fire situation's, machines/ccp/fire.ts CCP_FIRE_TERRAIN); CC:P's own terrain is the next issue's.
 */
import type { AnyStateMachine } from 'xstate';
import { artilleryDeniedMachineFor } from '../cce/artillery/denied';
import type { DeniedEdition } from '../cce/artillery/types';
import { withRuleIds } from '../core/ruleset-ids';
import { toCcpIds } from './rule-map';

export const CCP_DENIED: DeniedEdition = { activities: true };

export const ccpAssetDeniedMachine = withRuleIds(artilleryDeniedMachineFor(CCP_DENIED) as unknown as AnyStateMachine, 'ccp', toCcpIds);
