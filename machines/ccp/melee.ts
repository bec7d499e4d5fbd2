/**
 * 19 Melee — Combat Commander: Pacific. The CC:E chart (machines/cce/melee/machine.ts, O16.4) serves:
 * CC:P keeps Ambush first (A33, the inactive player's first), Melee FP (19.2.1), the two staggered rolls
 * open to triggers and the Initiative (19.2.2), the result (19.2.3, F101, F105), Light Wounds (A44) and
 * No Quarter (A46); the edition's differences are the named points of `MeleeEdition`, and the
 * transitions carry CC:P ids (machines/ccp/rule-map.ts).
 *
 * Where CC:P differs (digest 004 §1.2 D20, §3.5): melee is resolved "At the beginning of the Allied
 * player's turn – only; never the Japanese player's turn" (19.2), so in the Japanese player's turn the
 * melee hexes stay marked (19.1) and nothing is resolved; the Allied player orders several melees (he is
 * the active player then, as O16.4's chooser is), and the Japanese player, then inactive, rolls first
 * (19.2.2 = O16.4.2's order). "both player's Melee FPs are locked in just prior to the Japanese Melee roll,
 * even if a trigger during that roll alters the composition of one or both sides" (19.2.2) settles what
 * CC:E leaves to reading cce.melee-fp-after-trigger: no reading under CC:P. No Quarter is open to either
 * player with a surviving unit (A46 drops A38's nationalities). Bayonets (A34), new in CC:P, is played by
 * the player about to make his Melee roll and adds +2 to it, cumulatively (A32): the `rollBonus` point,
 * machines/ccp/actions/bayonets.ts.
 *
 * Triggers (19.2.2: "The rolls ... are staggered in order to facilitate triggers"): with the game around the
 * melee described (`game`, oracle/procedures/ccp/game.ts), an Event or Sniper on a Melee roll is resolved by
 * CC:P's Event chart (E49-E80) and Sniper (1.9.4), a Time by CC:P's Time advance (13.1.2), nested where CC:E's
 * are (machines/ccp/fire.ts CCP_TRIGGER_CHARTS; their transitions cite the `event` and `time-advance`
 * procedures' ids, ccpOrderRuleIds), by the player whose roll it is, before its result (1.9.1.3); "If, due to a
 * trigger during a Melee roll, one or both sides have no units remaining in the hex, the melee ends with no
 * further effect" is CC:E's empty-side check (O16.4.2). Without `game` a trigger's effects arrive in
 * RESOLVE_TRIGGER. The Initiative card is one card for the melee and its nested charts (10.1). Left out, with `game`:
 * the Sighting marker moved into a Random Hex (1.8.2) and listed in the output's `game`, as in CC:P Fire
 * (machines/ccp/fire.ts). The Japanese player is the situation's `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { meleeMachineFor } from '../cce/melee/machine';
import { CCE_MELEE, type MeleeEdition } from '../cce/melee/rules';
import { withRuleIds } from '../core/ruleset-ids';
import { toCcpIds } from './rule-map';
import { withBayonets } from './actions/bayonets';
import type { CcpRuleId } from './rule-ids';
import { CCP_TRIGGER_CHARTS, ccpOrderRuleIds } from './fire';

export const CCP_MELEE: MeleeEdition = {
  ...CCE_MELEE,
  readings: { brokenLeaderCommand: 'ccp.broken-leader-command', tieFortification: 'ccp.melee-tie-fortification', noQuarterAfterEmpty: 'ccp.no-quarter-after-empty-melee' },
  fpAfterTrigger: null,
  noQuarterByNation: false,
  alliedTurnOnly: true,
  triggersByTheRules: true,
  // 1.9.3-1.9.5 with `game`: CC:P's Event chart and Time advance.
  triggerCharts: CCP_TRIGGER_CHARTS,
  jammed: false,
  rollBonus: withBayonets,
};

/**
 * CC:E's END_AMBUSHES cites A24.2 (the inactive player first when both act), which CC:P leaves unnumbered;
 * CC:P's A33 says it for Ambush itself ("The inactive player must play all Ambushes he wishes before the
 * active player plays his").
 */
const meleeIds = (id: string, where: string): CcpRuleId[] => (id === 'A24.2' ? ['A33'] : toCcpIds(id, where));

export const ccpMeleeMachine = withRuleIds(meleeMachineFor(CCP_MELEE) as unknown as AnyStateMachine, 'ccp', ccpOrderRuleIds(meleeIds));
