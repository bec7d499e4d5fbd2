/**
 * O29 Move — Combat Commander: Pacific. The CC:E chart (machines/cce/move/machine.ts, O21) serves: CC:P
 * keeps the activation (O20.1, 3.3.1.1), "at least one activated unit must physically cross a hexside"
 * (O20.3), MPs = current Movement and the cost to enter (O29.1), moving together (O29.2), Op Fire after each
 * hex entered (O29.3, O29.5, A41: the CC:P Fire edition's attack, machines/ccp/fire.ts, with its Defense
 * Rolls, O27.3.4), the restrictions (O29.4), Wire and Hidden Wire (A43.7). The edition's differences are
 * the named points of `MoveEdition` (machines/cce/move/edition.ts); the transitions carry CC:P ids.
 *
 * Where CC:P differs: a unit exits the enemy map edge "only from a hex containing an Exit Point" and earns
 * "the value given within the Exit Point itself" (14.2.1, 14.2.2; ./exit-points.ts); at night (the
 * situation's `night`, 18) each Terrain Type's Move Cost is increased by 1 (18.2: the cost derivation's term,
 * machines/cce/move/movement.ts; reading ccp.night-move-gully) and the Op Fire attack counts the night
 * Hindrance (18.3, 7.2: CC:P Fire's, machines/cce/fire/firepower.ts nightHindrance); weapon transfer is
 * Advance's (O22.2), not Move's; no Assault Fire, Smoke Grenades (CC:P has neither), no Cliff hexsides and
 * no Major Bridges (CC:P has no hexside terrain).
 *
 * Smoke Screen (A47, the edition's `smokeScreen`: ./smoke-screen-order.ts): with the situation's `smokeScreenCards`, after
 * the activation and before the first CHOOSE_MOVER ("before any activated units begin Moving"), the active player may play
 * PLAY_SMOKE_SCREEN, each activated squad then placing a drawn smoke marker (CHOOSE_SMOKE_HEX, DRAW_SMOKE; the standalone's
 * steps, ./smoke-screen.ts), again for each further card (O20.5: "two Smoke Screen actions before Moving"); the smoke is
 * on the Move's map, so the Op Fire into or from that hex counts its Hindrance (16.3.2, CC:P Fire's firepower).
 *
 * Mines (F104, CC:E F103 renumbered): a mines hex attacks the movers "as it enters, or is about to exit" it
 * (F104.1), the mover's opponent rolling with the scenario's FP (6, or 7/8) and Cover 0, "only the moving ...
 * units in the hex" making Defense Rolls (F104.2) — CC:P Fire's Defense (O27.3.4 a): half or less eliminates;
 * the Fire edition at the shared chart's named point), with no Jammed! (CC:P has none) and, with no game
 * around the Order, a trigger on the Mine Attack Roll resolved as stated (1.9.1). Which attacks a step draws
 * is one computation (machines/cce/entry.ts mineAttacksIn, which the standalone mines procedure reads too):
 * one roll per hex for the units moving together (F104.1 "entering/exiting together"), the hex left first (F104.2 "Important"). No reading: CC:P's words settle what CC:E's left open
 * (digest 004 §4 items 25, 26: "Units entering/exiting together are attacked with a single roll"; the FP "unless
 * the scenario specifically assigns (or the Scenario Defender specifically purchases) a 7- or 8-FP Minefield").
 *
 * Hidden Mines (A43.2, CC:E A35.2 renumbered): "just after one or more enemy units Move ... into a hex" that is
 * no water terrain and holds no fortification, the scenario Defender may place a mines marker, and "then
 * immediately makes a Mine Attack [F104.2] against each of those moving/advancing units" — the chart's own
 * Mine Attack, with CC:P's Fire Defense as above: one roll for the units that entered together (F104.1 "Units
 * entering/exiting together are attacked with a single roll" settles A43.2's "each of those"), the units already
 * in the hex immune. Offered beside Hidden Wire (A43.7) and Hidden Panji Trap (A43.3: "The Japanese player
 * chooses" mines, with the same Mine Attack, or wire; the Japanese player only, reading ccp.hidden-japan-only,
 * through machines/ccp/hidden.ts hiddenActionRefusal) in the chart's offeringHiddenAction.
 *
 * Before a Defense roll the Move causes: the moving scenario Defender may play Hidden Pillbox (A43.4) or Hidden
 * Trenchline (A43.5) just before his unit's roll against the Op Fire (`hiddenFortifications`, CCP_FIRE's
 * hiddenFortification: the marker into the unit's hex, its Cover 5 or 4, F105, F106.1); against a Mine Attack
 * none can be played, for "The hex affected by the attack cannot ... already contain a fortication of any type"
 * and the mines are one (the Mine Attack's Defense Roll loop has no PLAY_ACTION; the parser refuses one).
 *
 * Beach (T82 "MOVE COST: 1½"): the shared MP arithmetic (machines/cce/move/movement.ts) adds costs as numbers,
 * and halves are exact in them, so the Beach's 1½ is its terrainCosts entry like any other and O29.1's "at
 * least as many MPs remaining" compares halves as it compares whole MPs; what changes is the contract, CC:P's
 * only: a step's cost, the MPs announced and the cost derivation's terms are multiples of ½ (oracle/schema/ccp/
 * move.schema.json `steps`; CC:E's stay integers). At night the Beach is a Terrain Type (18.2): 2½.
 *
 * Caves (F102.1.1, the edition's `caves`): with the situation's `caves` (each cave's hex and the Japanese units
 * inside it), the Move's conclusion — after END_ORDER, or once every activated unit has moved — is a moment
 * at which each Japanese unit activated by it may enter (ENTER_CAVE) or leave (EXIT_CAVE) the cave in the hex
 * it stands in, once (machines/ccp/cave.ts mayChangePosition), with no MPs and no Op Fire (no reaction window
 * follows), until END; a unit that moved out of a cave's hex left the cave at the beginning of the Order (the
 * output's `caves`, machines/cce/entry.ts caveOccupants). Op Fire (A41) sees the caves as CC:P Fire does
 * (F102.2.2, F102.2.3: the edition's FireCaves, machines/ccp/fire.ts CCP_FIRE_CAVES, through the Move's Op Fire
 * adapter, machines/cce/move/reactions.ts opFireAdapter): with units of both sides each cave states its `crossings`
 * (F102.2.1) for every other hex of the map; an Op Fire from upslope at a cave's hex does not reach the units
 * inside, one from downslope meets the cave's alternate Cover 4 (Ordnance does not Op Fire: never a mortar's 8);
 * a unit inside a cave neither Op Fires at nor is activated against a hex upslope of it. The moving units are
 * never inside a cave while they move (F102.1.1: they leave it at the beginning of the Order, enter one only at
 * the conclusion, with no Op Fire).
 *
 * Light Wounds (A44): on a mover's (or any unit's) Defense roll against Op Fire and on a mover's against a Mine Attack, the
 * Fire edition's `lightWounds` (machines/ccp/fire.ts), with the situation's `lightWoundsTeams`; under reading
 * ccp.light-wounds-moving-team (default team-goes-on: A44's "the team is treated as being the same unit") the Team of a
 * moving Squad takes its place among the movers with the MPs it spent; under team-stays it is only placed.
 *
 * Hidden Cave (A43.1) before the moving Defender's Defense roll against Op Fire (`hiddenCave`, CCP_FIRE's placeHiddenCave,
 * as in CC:P Fire's own Defense rolls): into the rolling unit's Crest hex, one of the situation's `caveSites` (each with its
 * crossing levels from every other hex of the map, F102.2.1, as a cave's), the Japanese units `enter` entering it at once
 * (F102.1.1), reading ccp.hidden-cave-entry; the Op Fire adapter (machines/cce/move/reactions.ts opFireAdapter) writes the
 * new cave into the Move's caves, so later Op Fire sees it (F102.2.2, F102.2.3) and the Move's conclusion lets its activated
 * units enter or leave it. A mover that enters it stops moving (F102.1.1: a unit "may only ever change its position within a
 * cave hex" at the beginning of an order, at the conclusion of a Move or Advance in which it was activated, or as the
 * cave is placed), the rest of its stack going on; at the Move's conclusion it may leave the cave.
 *
 * Left out, and where: the game around the Order (Events E49-E80: CC:P Fire's and Melee's take it, the Move refuses it);
 * Explosive Charge (A40) on an Op Fire's doubles against an adjacent fortified hex — A40 allows it on "a Fire Attack roll",
 * but the Op Fire's view of the Move's caves and map markers is not written back to the Move (only a Hidden Cave's placement
 * is, placeHiddenCaveInMove), so the fortification would stand again for the Move's next Op Fire.
 * The map (oracle/procedures/ccp/map.ts, Fire's and Advance's too) holds the terrain both editions give alike
 * (CCP_FIRE_TERRAIN) and CC:P's own (machines/ccp/terrain.ts: its Move Cost column, terrainCosts), the Road, Bridge and
 * Water Barrier. The Japanese player is the situation's `axis` player.
 *
 * Road (T94), Bridge (T84), Trail (T98): each is defined by the depiction a unit crosses ("crossed a road hexside as
 * it entered the hex", "traversing a bridge/road/trail hexside"), which a CC:P map states as hexside entries of those
 * depictions only (map.hexsides, as CC:E's Road, Trail and Railway). The shared cost (machines/cce/move/movement.ts,
 * the edition's `depictions`): along the Road 1, or "½ if travelling along the road depiction and no enemy unit has a
 * LOS to that hex" (guards.ts noEnemyLos: the LOS the map gives, or the stated fact, from every unit of the mover's
 * opponent — none from a unit inside a cave the hex lies upslope of, F102.2.2, Op Fire's check; CC:P's LOS follows
 * no Road past an Obstacle, 16.1), so a mover with ½ MP left may still go on; a Bridge
 * hex across a Bridge, Road or Trail hexside 1 (the Bridge's, a Terrain Type, T81.1, before its Road's: reading
 * ccp.bridge-along-road, default bridge-cost; under road-modifies a Road or Trail followed into a Bridge hex costs the
 * Road's ½ or 1, or the Trail's 1, a Feature's, not raised at night, 18.2); otherwise the other terrain's Move Cost. No +1 Movement for a Road hex (`roads: false`) and no Road −1 on the Cover (CCP_FIRE's
 * roadCover: "+1 MP and –1 Cover modifiers have been dropped"); a Bridge's Cover is 1 (CCP_TERRAIN_COVER).
 *
 * Water Barrier (T99, the edition's `waterBarrier`): "No longer impassable" (ccpImpassableBecause: a unit may begin
 * the Move in one); "MOVE COST: all A moving unit must begin its Move order adjacent to the water barrier hex it
 * enters and cannot Move into any other hexes along the way" — entered only as the first hex the unit enters in this
 * Move, for all the MPs it has, after which it "loses all remaining MPs ... even if that hex contains a leader" (its
 * tally's waterBarrier); later, refused citing T99. Digest 004 §5.2 item 27 asks three things: "Can a unit with any
 * positive MP enter?" and "Does the O29 activation-legality test accept it?" are settled by those words — the first
 * hex entered is entered with the unit's whole Movement, all of which "all" is, so any unit that can move at all can
 * enter one, and its activation is legal; "Can a unit Move from one water barrier hex to another?" is reading
 * ccp.water-barrier-from-water (default from-water: the words ask adjacency only).
 *
 * A Bridge over a Water Barrier (T84 "A bridge may span the entirety of one or more hexes"; the map lists the hex as
 * ["Water Barrier", "Bridge"]): reading ccp.bridge-over-water-barrier (movement.ts waterBarrierEntry). Under
 * bridge-hex (default: T81.1's hierarchy, "a 'bridge hex' for all purposes") a unit crossing a bridge/road/trail
 * hexside into it pays the Bridge's 1 (T84) and goes on, and a unit standing on it is not in a water barrier hex;
 * entered across any other hexside it costs "the other terrain in the hex" (T84), the Water Barrier's all, with T99's
 * restrictions. Under water-barrier every entry is the Water Barrier's, and a unit on the bridge stands in one.
 */
import type { AnyStateMachine } from 'xstate';
import { CCE_MOVE, type MoveEdition } from '../cce/move/edition';
import { moveMachineFor } from '../cce/move/machine';
import type { MoveContext } from '../cce/move/types';
import type { Unit } from '../cce/units';
import { mayChangeAtOrderEnd } from './cave';
import type { CceRuleId } from '../cce/rule-ids';
import { withRuleIds } from '../core/ruleset-ids';
import type { Readings } from '../core/readings';
import { EXIT_PARAGRAPHS, exitPointVpDerivation, hasExitPoint, NO_EXIT_POINTS } from './exit-points';
import { CCP_FIRE, CCP_FIRE_ABSENT, hiddenCaveDefense, mayEnterHiddenCave } from './fire';
import { opFireAdapter } from '../cce/move/reactions';
import { shotPieces } from '../cce/fire/guards';
import { panjiTrapAllowed } from './hidden';
import { CCP_OWN_TERRAIN, CCP_TERRAIN_MOVE_COST } from './terrain';
import { toCcpIds } from './rule-map';
import { orderSmokeScreen } from './smoke-screen-order';
import type { CcpRuleId } from './rule-ids';

/**
 * 18.2 Night Movement: "Each Terrain Type (that is, terrain above the dotted line on the Terrain Chart) has its
 * Move Cost increased by 1. Terrain Features – roads, trails and hills, for example – are not affected." Of the
 * terrain a CC:P Move situation may hold (CCP_FIRE_TERRAIN): Open Ground and Building are Terrain Types (T81.1:
 * "a hex is an 'open ground hex' only if it contains none of the terrain types shown above it"), and so is a
 * Stream (T81.1: "A bridge together with a stream is a 'bridge hex' for all purposes, not a 'stream hex'" — the
 * hierarchy among Terrain Types); Hill and Trail are Features by 18.2's own words. The Terrain Chart that would
 * place the Gully is not in the rulebook (digest 004 §5.2 item 19): reading ccp.night-move-gully. CC:P's own
 * terrain (machines/ccp/terrain.ts: Bush, Grass, Hut, Jungle, Palm, Swamp) are Terrain Types: T81.1 says Features
 * "generally only serve to modify the Terrain Type they share a hex with", and each Feature's lines say so
 * ("MOVE COST: Use other terrain in the hex", T95; "otherwise, depends on the other terrain in the hex", T94,
 * T98), while each of these prints a Move Cost and a Cover of its own. A Bridge (T84) is a Terrain Type too: T81.1
 * gives it as the example of its hierarchy of Terrain Types ("if a hex contains two or more Terrain Types, the one
 * closest to the top of the chart takes precedence. Example: A bridge together with a stream is a 'bridge hex'"), so
 * its 1 across a bridge/road/trail hexside rises to 2 at night, where a Road or Trail followed stays 1 (a Feature).
 * A Water Barrier's "MOVE COST: all" is no number to raise: all the MPs the unit has, by night as by day.
 */
export const NIGHT_TERRAIN_TYPES: readonly string[] = ['Open Ground', 'Building', 'Stream', 'Bridge', ...Object.keys(CCP_OWN_TERRAIN)];

/** 18.2 under the readings: the Terrain Types whose Move Cost rises by 1 at night. */
export function nightTerrainTypes(readings: Readings): readonly string[] {
  return readings['ccp.night-move-gully'] === 'terrain-feature' ? NIGHT_TERRAIN_TYPES : [...NIGHT_TERRAIN_TYPES, 'Gully'];
}

export const CCP_MOVE: MoveEdition = {
  ...CCE_MOVE,
  transfer: false,
  // F104: Mine Attacks on the movers, their Defense Rolls CC:P Fire's (O27.3.4: `fire`); A43.2 Hidden Mines with their Mine Attack.
  mines: true,
  hiddenMines: true,
  // A43.3 Hidden Panji Trap beside them, the Japanese player's (reading ccp.hidden-japan-only): machines/ccp/hidden.ts.
  panjiTrap: panjiTrapAllowed,
  // A43.4 Hidden Pillbox, A43.5 Hidden Trenchline before the moving Defender's Defense Roll against Op Fire (CCP_FIRE.hiddenFortification).
  hiddenFortifications: true,
  // A43.1 Hidden Cave there too, at the situation's `caveSites` (CCP_FIRE.hiddenCave; the Op Fire adapter writes the new cave into the Move's caves).
  hiddenCave: true,
  assaultFire: false,
  smokeGrenades: false,
  // A47 Smoke Screen at the beginning of the Move, before any activated unit begins Moving (every one still to move), O20.5: several.
  smokeScreen: orderSmokeScreen<MoveContext>((c) => c.toMove.length === c.activated.length, 'choosingMover'),
  cliffs: false,
  majorBridges: false,
  // T94: CC:P's Road has no +1 MP ("+1 MP and –1 Cover modifiers have been dropped"); its ½ MP is `depictions`.
  roads: false,
  // T84 "MOVE COST: 1 if traversing a bridge/road/trail hexside"; T94 "½ if travelling along the road depiction and no enemy unit has a LOS to that hex".
  // T81.1 against T84 for a Bridge hex entered along a Road or Trail: reading ccp.bridge-along-road (default bridge-cost: T84's 1).
  depictions: { bridge: true, unseenRoad: true, roadOnBridge: (r) => r['ccp.bridge-along-road'] === 'road-modifies' },
  // T99 "MOVE COST: all": only as the first hex a unit enters in its Move; from another water barrier hex under reading ccp.water-barrier-from-water.
  // A Bridge over a Water Barrier (T84): reading ccp.bridge-over-water-barrier (default bridge-hex: T84's 1 across a bridge/road/trail hexside).
  waterBarrier: { fromWater: (r) => r['ccp.water-barrier-from-water'] !== 'from-land', bridgeHex: (r) => r['ccp.bridge-over-water-barrier'] !== 'water-barrier' },
  exitPoints: { from: (c, hex) => hasExitPoint(c.exitPoints ?? NO_EXIT_POINTS, hex), vp: (c, hex) => exitPointVpDerivation(c.exitPoints ?? NO_EXIT_POINTS, hex) },
  // A43.1 before a Defense roll against the Op Fire: CC:P Fire's edition with the Move's own placement (placeHiddenCaveInMove below).
  fire: { ...CCP_FIRE, hiddenCave: (c, hex, enter) => placeHiddenCaveInMove(c as unknown as MoveContext, hex, enter) },
  game: false,
  night: nightTerrainTypes,
  // T81.2: the CC:P Terrain Chart's Move Cost column (machines/ccp/terrain.ts).
  terrainCosts: CCP_TERRAIN_MOVE_COST,
  // F102.1.1: "at the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated" (cave.ts mayChangePosition).
  caves: { mayChange: (c, u) => mayChangeAtConclusion(c, u) },
};

/**
 * A43.1 Hidden Cave just before the moving Defender's Defense roll against an Op Fire (the Defense Roll loop's `hiddenCave`, on
 * the Move's context): the cave goes into `hex`, one of the situation's `caveSites` with no cave yet, with its crossing levels
 * (F102.2.1), into the Move's caves, the Japanese units `enter` inside it at once (F102.1.1). Reading ccp.hidden-cave-entry:
 * `occupants-defend` (default) — this Op Fire reaches them as CC:P Fire's would (machines/ccp/fire.ts hiddenCaveDefense, on
 * the Op Fire's view with the new cave: immune from upslope, the cave's Cover from downslope); `attacked-outside` — the cave
 * counts from the next attack on. Null: no such site, or a unit that may not enter.
 */
function placeHiddenCaveInMove(c: MoveContext, hex: string, enter: readonly string[]): Partial<MoveContext> | null {
  const crossings = c.caveSites?.[hex];
  if (!crossings || (c.caves ?? []).some((k) => k.hex === hex) || !mayEnterHiddenCave(c.situation.units, hex, enter)) return null;
  const caves = [...(c.caves ?? []), { hex, inside: [...enter], crossings }];
  // F102.1.1: a unit inside changes position again only at the beginning of an order or the conclusion of a Move or
  // Advance in which it was activated: a mover that enters the cave stops moving (the rest of its stack goes on).
  const mover = c.mover.filter((id) => !enter.includes(id));
  if (c.readings['ccp.hidden-cave-entry'] === 'attacked-outside') return { caves, mover };
  const f = opFireAdapter.view({ ...c, caves });
  return { caves, mover, defense: hiddenCaveDefense(c, f.situation, shotPieces(f), hex) };
}

/** F102.1.1 through cave.ts's mayChangePosition: a unit in a cave's hex, activated by this Move, at its conclusion, once. */
export const mayChangeAtConclusion = (c: Pick<MoveContext, 'caves' | 'caveChanged' | 'activated'>, u: Unit): boolean => mayChangeAtOrderEnd('move', c, c.activated, u);

/**
 * The CC:E ids the shared chart cites for terrain CC:P does not have (as Fire's), dropped from its
 * transitions: a CC:P Move situation cannot hold that terrain (oracle/procedures/ccp/move.ts rejects it).
 */
export const CCP_MOVE_ABSENT: Partial<Record<CceRuleId, string>> = {
  ...CCP_FIRE_ABSENT,
  T84: 'Fence: no hexside terrain in CC:P',
  T92: 'Railway: not in CC:P',
};

/**
 * The paragraphs CC:P numbers of its own inside what a CC:E id covers, cited beside the counterpart: O21.1's
 * Move Costs are raised at night by 18.2 (the derivation's term); an exit (7.2, 7.2.1) is 14.2.1's "only from
 * a hex containing an Exit Point" (EXIT_PARAGRAPHS). (O20.5 Actions During Orders is CC:E O14.3 renumbered,
 * which CC:E's chart cites on the active player's own Actions during the Move, Smoke Grenades and Assault
 * Fire; CC:P has neither; its Smoke Screen, A47, cites O20.5 on its own transitions (./smoke-screen-order.ts, PLAY_SMOKE_SCREEN
 * and END_SMOKE_SCREEN: several actions before a movement). Citing O20.5 on the Op
 * Fire or Hidden Wire transitions, where CC:E's byte-identical chart does not cite O14.3, would make the
 * edition diff part there.)
 */
export const CCP_MOVE_PARAGRAPHS: Partial<Record<CceRuleId, readonly CcpRuleId[]>> = {
  'O21.1': ['18.2'],
  ...EXIT_PARAGRAPHS,
};

const translate = (id: string, where: string) => (id in CCP_MOVE_ABSENT ? [] : [...toCcpIds(id, where), ...(CCP_MOVE_PARAGRAPHS[id as CceRuleId] ?? [])]);

export const ccpMoveMachine = withRuleIds(moveMachineFor(CCP_MOVE) as unknown as AnyStateMachine, 'ccp', translate);
