/**
 * O29 Move — Combat Commander: Pacific. The CC:E chart (machines/cce/move/machine.ts, O21) serves: CC:P
 * keeps the activation (O20.1, 3.3.1.1), "at least one activated unit must physically cross a hexside"
 * (O20.3), MPs = current Movement and the cost to enter (O29.1), moving together (O29.2), Op Fire after each
 * hex entered (O29.3, O29.5, A41: the CC:P Fire edition's attack, machines/ccp/fire.ts, with its Defense
 * Rolls, O27.3.4), the restrictions (O29.4), Wire and Hidden Wire (A43.7). The edition's differences are
 * the named points of `MoveEdition` (machines/cce/move/edition.ts); the transitions carry CC:P ids.
 *
 * Where CC:P differs: a unit exits the enemy map edge "only from a hex containing an Exit Point" and earns
 * "the value given within the Exit Point itself" (14.2.1, 14.2.2; ./exit-points.ts); weapon transfer is
 * Advance's (O22.2), not Move's; no Assault Fire, Smoke Grenades (CC:P has neither), no Cliff hexsides and
 * no Major Bridges (CC:P has no hexside terrain).
 *
 * Left out, and where: Mines and Hidden Mines (F104, A43.2: their Defense Rolls are CC:P's, not modelled
 * under `ccp` yet; the situation may hold no Mines and the Defender is offered Hidden Wire only); the game
 * around the Order (Events E49-E80); CC:P terrain beyond what both editions give alike (the situation's map
 * holds Open Ground, Building, Gully, Stream, Hill or Trail only, CCP_FIRE_TERRAIN). The Japanese player is
 * the situation's `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { CCE_MOVE, type MoveEdition } from '../cce/move/edition';
import { moveMachineFor } from '../cce/move/machine';
import type { CceRuleId } from '../cce/rule-ids';
import { withRuleIds } from '../core/ruleset-ids';
import { exitPointVp, hasExitPoint, NO_EXIT_POINTS } from './exit-points';
import { CCP_FIRE, CCP_FIRE_ABSENT } from './fire';
import { toCcpIds } from './rule-map';

export const CCP_MOVE: MoveEdition = {
  ...CCE_MOVE,
  transfer: false,
  mines: false,
  assaultFire: false,
  smokeGrenades: false,
  cliffs: false,
  majorBridges: false,
  // T94: CC:P's Road has no +1 MP (and costs ½ MP along it out of enemy LOS): not modelled yet, no Road in a CC:P situation.
  roads: false,
  exitPoints: { from: (c, hex) => hasExitPoint(c.exitPoints ?? NO_EXIT_POINTS, hex), vp: (c, hex) => exitPointVp(c.exitPoints ?? NO_EXIT_POINTS, hex) },
  fire: CCP_FIRE,
  game: false,
};

/**
 * The CC:E ids the shared chart cites for terrain CC:P does not have (as Fire's), dropped from its
 * transitions: a CC:P Move situation cannot hold that terrain (oracle/procedures/ccp/move.ts rejects it).
 */
export const CCP_MOVE_ABSENT: Partial<Record<CceRuleId, string>> = {
  ...CCP_FIRE_ABSENT,
  T84: 'Fence: no hexside terrain in CC:P',
  T92: 'Railway: not in CC:P',
};

const translate = (id: string, where: string) => (id in CCP_MOVE_ABSENT ? [] : toCcpIds(id, where));

export const ccpMoveMachine = withRuleIds(moveMachineFor(CCP_MOVE) as unknown as AnyStateMachine, 'ccp', translate);
