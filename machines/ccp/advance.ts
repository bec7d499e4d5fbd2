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
 * (CC:P has no hexside terrain). The map is a CC:P Move's (oracle/procedures/ccp/map.ts: CC:P's terrain only, the
 * Road, Trail and Bridge depictions its only hexside entries); the depictions' Move Costs (T84, T94, T98) do not
 * apply: "A unit's movement as well as terrain Move Costs are ignored during an Advance" (O22.1), and O22.3's
 * restrictions name only impassable hexes and map edges (no CC:E O16.3 hexside prohibitions); CC:P has no Rout
 * order (O22-O31), so no Retreat path reads them either. A Bridge over a Stream is "not a water hex, either" (T81.1:
 * core/map.ts isWater), so Hidden Mines, Wire or a Panji Trap may go into it (A43.2 "That hex cannot be water terrain").
 *
 * Mines (F104, CC:E F103 renumbered): a mines hex attacks the advancing unit as it is about to exit it, then
 * as it enters it (F104.1; one unit: one roll, machines/cce/entry.ts mineAttacksIn), the opponent rolling
 * with the scenario's FP and Cover 0 (F104.2), the unit's Defense Roll CC:P Fire's (O27.3.4: half or less
 * eliminates; the edition's `defense`), no Jammed! and, with no game around the Order (`game: false`), a
 * trigger resolved as stated (1.9.1). A tie: reading ccp.advancing-tie-breaks (O27.3.4 c "activated to Move"
 * against F104.2's "moving/advancing units"; suppressed by default). Hidden Mines (A43.2): just after the
 * Advance into a hex that is no water terrain and holds no fortification, the scenario Defender may place a
 * mines marker, which attacks the unit that entered at once (the units already there are immune); Hidden Panji
 * Trap (A43.3) likewise, the Japanese player choosing mines or wire (reading ccp.hidden-japan-only). Light Wounds
 * (A44) when the advancing Squad would break on its Defense roll against Mines (Hidden Mines' and Panji Trap's too):
 * the Fire edition's `lightWounds` through `defense`, with the situation's `lightWoundsTeams`; the Team takes the
 * Squad's place in the advance under reading ccp.light-wounds-moving-team (default team-goes-on; team-stays: only
 * placed, and a Squad saved as it was about to exit made no advance).
 *
 * Caves (F102.3, O22.2, the edition's `caves`): the situation's `caves` name each cave's hex and the Japanese
 * units inside it; a unit inside one, activated to Advance, may "'Advance' from inside one cave to any other
 * cave on the map" (an ADVANCE with `tunnel`, to any other cave's hex, adjacent or not: machines/ccp/cave.ts
 * mayTunnel) and comes out inside that cave ("Caves are considered linked to one another by underground
 * tunnels"); the output's `caves` say who is inside each at the end. At the conclusion of the Order (F102.1.1, the
 * edition's `caves.mayChange`: cave.ts mayChangeAtOrderEnd), as at a Move's, each Japanese unit activated by it that
 * stands in a cave's hex may enter (ENTER_CAVE) or leave (EXIT_CAVE) that cave once, until END (the shared state
 * concludingInCaves, machines/cce/entry.ts caveConclusion); a unit that Advanced out of a cave's hex left the cave at
 * the beginning of the Order. Entering or leaving at the beginning is the cave procedure's (machines/ccp/cave.ts).
 *
 * Smoke Screen (A47, the edition's `smokeScreen`: ./smoke-screen-order.ts): with the situation's `smokeScreenCards`,
 * before the first unit Advances (or exits), the active player may play PLAY_SMOKE_SCREEN, each activated squad placing a
 * drawn smoke marker on the Advance's map (the standalone's steps, ./smoke-screen.ts), one action per card (O20.5).
 *
 * Left out, and where: weapon transfer (O22.2 "transfer its weapon to another friendly unit stacked with
 * it"; 5.3). Which Time Track space
 * an exited unit goes to is its owner's choice (14.2.2), as in CC:E. The Japanese player is the `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { ccpImpassableBecause } from './terrain';
import { advanceMachineFor } from '../cce/advance/machine';
import { CCE_ADVANCE, type AdvanceContext, type AdvanceEdition } from '../cce/advance/rules';
import type { Unit } from '../cce/units';
import { mayChangeAtOrderEnd, mayTunnel } from './cave';
import { withRuleIds } from '../core/ruleset-ids';
import { EXIT_PARAGRAPHS, exitPointVpDerivation, hasExitPoint } from './exit-points';
import { CCP_FIRE, CCP_FIRE_ABSENT, ccpLightWoundsReadings } from './fire';
import { panjiTrapAllowed } from './hidden';
import type { CceRuleId } from '../cce/rule-ids';
import { toCcpIds } from './rule-map';
import { orderSmokeScreen } from './smoke-screen-order';

export const CCP_ADVANCE: AdvanceEdition = {
  ...CCE_ADVANCE,
  // T99: "No longer impassable" (CC:E T98's Water Barrier); a Blaze (T83) or a hex the scenario declares impassable still is.
  impassable: (map, hex) => ccpImpassableBecause(map, hex),
  majorBridges: false,
  cliffs: false,
  // F104: Mine Attacks on the advancing unit and A43.2 Hidden Mines, the Defense Rolls CC:P Fire's (O27.3.4), no game around the Order.
  mines: true,
  // A43.3 Hidden Panji Trap beside Hidden Mines and Wire, the Japanese player's (reading ccp.hidden-japan-only): machines/ccp/hidden.ts.
  panjiTrap: panjiTrapAllowed,
  defense: CCP_FIRE,
  game: false,
  // O27.3.4 c), F104.2: reading ccp.advancing-tie-breaks, read where CC:E's cce.advancing-tie-breaks is.
  // A44: reading ccp.light-wounds-moving-team, read where CC:E's is (./fire.ts ccpLightWoundsReadings).
  readingsOf: (r) => ccpLightWoundsReadings(r['ccp.advancing-tie-breaks'] === undefined ? r : { ...r, 'cce.advancing-tie-breaks': r['ccp.advancing-tie-breaks'] }),
  exitPoints: { from: (c, hex) => hasExitPoint(c.exitPoints, hex), vp: (c, hex) => exitPointVpDerivation(c.exitPoints, hex) },
  // F102.3: "A Japanese unit inside a cave may Advance – never Move – directly to any other hex containing a cave" (cave.ts mayTunnel).
  caves: { mayTunnel: (c, u, hex) => tunnelOpen(c, u, hex), mayChange: (c, u) => mayChangeAtConclusion(c, u) },
  // A47 Smoke Screen at the beginning of the Advance, before any activated unit begins Advancing (every one still to advance).
  smokeScreen: orderSmokeScreen<AdvanceContext>((c) => c.leaving === null && c.toAdvance.length === c.smokeScreen!.activated.length, 'choosingAdvance'),
};

/** F102.1.1 through cave.ts's mayChangePosition: a unit in a cave's hex, activated by this Advance, at its conclusion, once. */
export const mayChangeAtConclusion = (c: Pick<AdvanceContext, 'caves' | 'caveChanged' | 'advancing'>, u: Unit): boolean => mayChangeAtOrderEnd('advance', c, c.advancing ?? [], u);

/** F102.3 through cave.ts's mayTunnel: the unit's cave, the others on the map, and whether `hex` is one of them. */
export function tunnelOpen(c: Pick<AdvanceContext, 'caves' | 'toAdvance'>, u: Unit, hex: string): boolean {
  const cave = c.caves?.find((k) => k.hex === u.hex);
  if (!cave) return false;
  const otherCaves = c.caves!.filter((k) => k.hex !== u.hex).map((k) => k.hex);
  const unit = { side: u.owner === 'axis' ? ('japanese' as const) : ('allied' as const), activated: c.toAdvance.includes(u.id), inside: cave.inside.includes(u.id), hex: u.hex };
  return mayTunnel({ order: 'advance', cave: { hex: u.hex }, otherCaves }, unit) && otherCaves.includes(hex);
}

// 14.2.1 beside its exits' counterparts (EXIT_PARAGRAPHS); the terrain CC:P does not have (Hedge, Wall: no hexside
// terrain), which the shared Defense Roll cites, dropped as in Fire (CCP_FIRE_ABSENT: a CC:P map cannot hold it).
const translate = (id: string, where: string): string[] => [...(id in CCP_FIRE_ABSENT ? [] : toCcpIds(id, where)), ...(EXIT_PARAGRAPHS[id as CceRuleId] ?? [])];

export const ccpAdvanceMachine = withRuleIds(advanceMachineFor(CCP_ADVANCE) as unknown as AnyStateMachine, 'ccp', translate);
