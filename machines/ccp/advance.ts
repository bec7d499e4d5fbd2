/**
 * O22 Advance — Combat Commander: Pacific. The CC:E chart (machines/cce/advance/machine.ts, O16.1-O16.3)
 * serves: CC:P keeps one adjacent hex and a stop, no Move Costs and no Op Fire (O22.1), entering an
 * enemy-occupied hex (O22.2), no impassable hex and no exit off the left, right or friendly edge (O22.3),
 * Hidden Wire just after the Advance (A43.7) and the hand-off to Melee (19: the hexes holding both sides are
 * reported; they are resolved at the beginning of the Allied turn, machines/ccp/melee.ts). The edition's
 * differences are the named points of `AdvanceEdition`; the transitions carry CC:P ids.
 *
 * Where CC:P differs: a unit exits the enemy map edge "only from a hex containing an Exit Point" and earns
 * "the value given within the Exit Point itself" (14.2.1, 14.2.2; ./exit-points.ts), not its own VP value;
 * a Water Barrier is "No longer impassable" (T99; a Blaze still is); no Major Bridges and no Cliff hexsides
 * (CC:P has no hexside terrain).
 *
 * Left out, and where: weapon transfer (O22.2 "transfer its weapon to another friendly unit stacked with
 * it"; 5.3) and the Japanese cave-to-cave Advance (F102.3, Fortifications: the next issue); Mine Attacks on
 * advancing units and Hidden Mines (F104, A43.2): their Defense Rolls are CC:P's Fire Defense (O27.3.4, with
 * its outright elimination at twice the Defense Total), not CC:E's, so under `ccp` the situation may hold
 * no Mines and the Defender is offered Hidden Wire only; Smoke Screen (A47, Actions). Which Time Track space
 * an exited unit goes to is its owner's choice (14.2.2), as in CC:E. The Japanese player is the `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { impassableBecause } from '../core/map';
import { advanceMachineFor } from '../cce/advance/machine';
import { CCE_ADVANCE, type AdvanceEdition } from '../cce/advance/rules';
import { withRuleIds } from '../core/ruleset-ids';
import { EXIT_PARAGRAPHS, exitPointVp, hasExitPoint } from './exit-points';
import type { CceRuleId } from '../cce/rule-ids';
import { toCcpIds } from './rule-map';

export const CCP_ADVANCE: AdvanceEdition = {
  ...CCE_ADVANCE,
  // T99: "No longer impassable" (CC:E T98's Water Barrier); a Blaze (T83) or a hex the scenario declares impassable still is.
  impassable: (map, hex) => {
    const why = impassableBecause(map, hex);
    return why?.rule === 'T98' ? undefined : why;
  },
  majorBridges: false,
  cliffs: false,
  mines: false,
  exitPoints: { from: (c, hex) => hasExitPoint(c.exitPoints, hex), vp: (c, hex) => exitPointVp(c.exitPoints, hex) },
};

// 14.2.1 beside its exits' counterparts (EXIT_PARAGRAPHS).
const translate = (id: string, where: string): string[] => [...toCcpIds(id, where), ...(EXIT_PARAGRAPHS[id as CceRuleId] ?? [])];

export const ccpAdvanceMachine = withRuleIds(advanceMachineFor(CCP_ADVANCE) as unknown as AnyStateMachine, 'ccp', translate);
