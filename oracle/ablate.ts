/**
 * `combat-oracle ablate [--procedure P] [--rule R]` — rule ablation (issue 16, DESIGN.md rule 8): how much
 * bite the vectors have. For every rule that enters a derivation or decides a comparison in the cases of a
 * procedure — and for every term a rule the procedure's chart cites declares (machines/core/derivation.ts
 * declareTerms), whether or not a case reaches it — mutants are derived mechanically: drop the rule's term,
 * flip its sign, loosen its strict comparison. Every vector is replayed under each mutant through the same
 * machine; a mutant is **killed** when some vector's state or output (derivations aside, which a mutant
 * changes by construction) differs from its expectation, or the replay is refused. A **survivor** is an
 * engine that gets that rule wrong in that way and still passes every vector. Writes
 * reports/ablation.json and reports/ablation.md. Deterministic: mutants and vectors in a fixed order.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { declaredTermRules, underMutant, type Mutant } from '../machines/core/derivation';
import { describeMachine, transitionKey, type TransitionDefLike } from '../machines/core/describe';
import type { ProcedureSpec } from '../machines/core/procedure';
import { nestedKeysOf } from './nested';
import { getProcedure, PROCEDURES } from './registry';
import { CCE_TO_CCP } from '../machines/ccp/rule-map';
import { FORTIFICATION_RULE, TERRAIN_COVER } from '../machines/cce/terrain';
import { TERRAIN_LOS, type TerrainLos } from '../machines/cce/los';
import { CCP_TERRAIN_COVER, CCP_TERRAIN_LOS, CCP_TERRAIN_MOVE_COST } from '../machines/ccp/terrain';
import { ownIdOf } from '../machines/core/ruleset-ids';
import { UNIT_VP } from '../machines/cce/victory';
import { TERRAIN_MOVE_COST } from '../machines/cce/move/movement';
import { OracleError } from '../machines/core/errors';
import { parseRequest } from './resolve';
import { REPO_ROOT, type Vector } from './vectors';
import { selectCases } from './verify/cases';
import { jsonEqual } from './verify/compare';
import { runCaseFast, type Microstep } from './verify/fast-run';

/**
 * Equivalent mutants: ones that provably cannot change any outcome, registered with the argument (like
 * readings) instead of being counted as survivors. A chart mutant of a chart nested in other procedures
 * (the Event chart) is registered once, under the chart's own procedure, and is equivalent wherever the
 * chart is nested.
 */
/**
 * defenseFinish (fire-defense-states.ts) only empties the Defense Roll loop's working fields (toRoll,
 * current, roll) as the loop ends.
 */
/** E46 Blaze (CC:E) and E53 Blaze (CC:P): no Blaze placed and nobody to displace. */
const BLAZE_PLACING_EQUIVALENT =
  'The default branch of E46 is taken only when no Blaze is placed and no unit is to be displaced (the two branches before it are the only ones that fill scratch.displace, and every Event run starts with an empty scratch, newEventRun): sent to displacing instead, its first test "every unit displaced" holds at once and it goes on to done, with the same steps and the same frame.';

/** E48 Breeze (CC:E) and E54 Breezy (CC:P): no Blaze spreads, so nobody is to be displaced. */
const BREEZE_SPREADING_EQUIVALENT =
  'With no hex downwind of a Blaze, no Blaze spreads and no unit is to be displaced (only the spreading branch fills scratch.displace, and every Event run starts with an empty scratch, newEventRun): sent to displacing instead, its first test "every unit displaced" holds at once and it goes on to done, with the same steps and the same frame.';

const DEFENSE_FINISH_EQUIVALENT =
  'defenseFinish only empties the Defense Roll loop\'s working fields (toRoll, current, roll) as the loop ends; every loop begins with startDefense (fire-defense-states.ts), which sets all three anew, and nothing outside the loop reads them: the outputs carry defense.log (fire/machine.ts, move/machine.ts, advance/rules.ts, rout/logic.ts, artillery/rules.ts) and the guards outside the loop read the log (rout minesEliminatedUnit) — so left as they were, no state, output or trace can change.';

/** endRetreat (rout/actions.ts) only forgets the Retreat just ended. */
const END_RETREAT_EQUIVALENT =
  'endRetreat only sets retreat to null as a Retreat ends (its length used up, or its unit gone or eliminated by Mines); the next Retreat begins with startRetreat, which sets every field of it anew, and until then nothing reads it: the guards that read it (retreatComplete, enteringMinedHex, enteringWire, minesEliminatedUnit, mineAttackWasOnLeaving) belong to the states from retreating to placingCasualty, entered only after startRetreat, and the output shows retreatOptions only for a Retreat with hexes left and its unit on the map (rout/logic.ts) — neither holds for the Retreat ended — so left as it was, no state, output or trace can change.';

/** clearEntered (advance/machine.ts) only forgets the hex the unit just advanced into. */
const ADVANCE_CLEAR_ENTERED_EQUIVALENT =
  'clearEntered only resets entered and minesPending as the chart returns to choosingAdvance; no guard of choosingAdvance reads them (they read toAdvance and the event), and the states that do are entered only after they are set anew: ADVANCE → startAdvance and EXIT → startExit set leaving and minesPending before leavingHex, whose mineAttackPending and beginMineAttack take leaving\'s unit first (leaving is set throughout leavingHex: mineAttackMade returns there only while stillLeaving); placeUnit sets entered and minesPending before advanced (mineAttackPending, hiddenActionOpen) and offeringHiddenAction (placeHiddenMines, placeHiddenWire) read them; the output does not show them (projectAdvance, advance/rules.ts) — so left as they were, no state, output or trace can change.';
/** finishMover / endOrder (move/actions.ts) only empty the mover (and the units yet to move) as a mover or the Order ends. */
const MOVE_FINISH_MOVER_EQUIVALENT =
  'finishMover only empties context.mover as the chart returns to choosingMover; there nothing reads it (noUnitLeftToMove, moverLegal and anotherUnitCanCross read toMove, someUnitCrossed reads crossed, smokeGrenadesLegal and assaultFireLegal read activated, and an Assault Fire from choosingMover builds its attack from the pieces named and activated, assaultFireAttack, move/reactions.ts), the only way on to moving is CHOOSE_MOVER, whose beginMover sets mover anew, and the output does not show it (projectMove, move/machine.ts) — so left as it was, no state, output or trace can change.';
const MOVE_END_ORDER_EQUIVALENT =
  'endOrder only empties context.mover and context.toMove as END_ORDER goes to done, a final state: nothing runs after it, and the output does not show either field (projectMove, move/machine.ts; withEntryEvents, entry.ts, adds events and game only) — so left as they were, no state, output or trace can change.';
/** CC:P F102.1.1: the same, where END_ORDER leads to the Move's conclusion among caves. */
const MOVE_END_ORDER_CAVES_EQUIVALENT =
  'endOrder only empties context.mover and context.toMove as END_ORDER goes to concludingInCaves (CC:P F102.1.1), whose guards and actions (noCaveChangeOpen, mayEnterCave, mayExitCave, enterCave, exitCave: machines/cce/move/machine.ts, machines/ccp/move.ts mayChangeAtConclusion) read the caves, caveChanged, activated and the units, never mover or toMove, and which leads only to done, a final state; the output does not show either field (projectMove) — so left as they were, no state, output or trace can change.';
/** clearEntered (move/actions.ts) only forgets the hex just entered as the mover goes on. */
const MOVE_CLEAR_ENTERED_EQUIVALENT =
  'clearEntered only resets entered, enteredAnswered and minesPending as the chart returns to moving; no guard of moving reads them (they read the mover, its hex and MPs, the event, activated), and every way from moving to a state that reads them sets them anew first: MOVE → startStep and EXIT → startExit set minesPending before leavingHex tests it; placeMovers sets entered, enteredAnswered: false and minesPending before entered (wireStopsMover, mineAttackPending, hiddenActionOpen, opFireClosed) and the Op Fire window (opFireAttack, opFireActivationProblem, move/reactions.ts) read them; the one way into entered without placeMovers (mineAttackMade when not stillLeaving) comes after a leavingHex that went through placeMovers; an Assault Fire from moving builds its attack without them (assaultFireAttack); and the output does not show them (projectMove) — so left as they were, no state, output or trace can change.';
/** endMineAttack (entry.ts, shared by Move and Advance) only forgets the Mine Attack whose units are gone. */
const END_MINE_ATTACK_EQUIVALENT =
  'endMineAttack only sets mineAttack to null as a Mine Attack ends with its units gone (entry.ts, mineAttackStates); mineAttack is read only by the Mine Attack states themselves (takeMineRoll, cancelMineRoll, keepMineRoll, applyMineTriggerEffects, beginMineDefense, the mineRoll trigger guards, and Advance\'s minedUnitGone), from rollingMineAttack to startingMineDefense, and those are entered only through beginMineAttack, which sets mineAttack anew; neither output shows it (projectMove shows mineLog, projectAdvance, advance/rules.ts, likewise) — so left as it was, no state, output or trace can change.';

/** beginSingleRun (machines/cs/turn.ts) sets a one-impulse run, which is what the chart does anyway with none left. */
const CS_BEGIN_SINGLE_RUN_EQUIVALENT =
  'beginSingleRun sets impulsesLeft to 1 and adds the acting side to begun. impulsesLeft is never above 0 as beginningRun is entered (from choosingOrder it is the initial 0, from checkingRun runHasNoImpulse held, PASS sets it to 0, and impulseUsed goes there only when impulsesLeftInRun fails), so left as it was it stays at 0 or below; in acting, MOVE and FIRE take one off (still not above 0) and impulseUsed shifts play, as it does from 1 − 1 = 0; DEFENSIVE_FIRE leaves it, PASS sets it to 0, and the only other guard reading it (runHasNoImpulse) is reached only after rollRandomImpulses sets it anew. begun is read by openingFor for the side given opening impulses (4.4.3), and beginSingleRun runs for that side only once begun holds it (else runHasOpeningImpulses is taken first); the only other reader, the Random Impulses test under reading cs.random-impulses-first-roll (whether the Initiative side has begun), reads it only while Random Impulses are in use, and then every run of the Initiative side opens with a roll (rollRandomImpulses adds it), never with beginSingleRun; for any other side begun is never read. Neither field is in the output (projectTurn) — so no state, output or trace can change.';
/**
 * A cs Turn rule that only decides which impulse events are legal (4.4.2, 4.4.7): never applied, it lets more
 * events through, and no vector can carry one it forbids.
 */
const csOnlyGatesEvents = (rule: string, readers: string, gates: string, events: string, feature: string): string =>
  `Never applying ${rule} only lets more events through: ruleApplies('${rule}') is read by ${readers} alone (machines/cs/turn.ts), which gate ${gates} and the event check of oracle/procedures/cs/turn.ts; no eventless branch, action or output reads them. Every vector's events are legal under the rule (the walk offers only the ${events} events they allow), so an engine without the rule takes the same transitions on them and gives the same state, output and trace; it differs only by accepting an event the rule forbids, which a vector cannot carry (a vector expects an answer, not a refusal). The refusal is asserted instead by features/cs/turn.feature (${feature}).`;

/**
 * CC:P's turn runs the Sniper part of CC:E's Event chart (machines/cce/turn.ts sniperStates) without a
 * CC:P `event` procedure whose output would show the chart's steps: the turn's Sniper record (recordSniper:
 * player, card, hex, weapons, broke) reads only the random-hex and break steps.
 */
const CCP_SNIPER_STEP_EQUIVALENT =
  "The step these actions record ('impossible' when no unit is in or adjacent to the random hex, 'declined' and the noted choice when the roller breaks none) and the offer they clear are the nested Sniper run's own (context.ev): the turn's output shows the Sniper as recordSniper's record (player, card, random hex, weapons, the unit broken: the random-hex and break steps only), no guard of the turn reads the steps or the choices, and the next trigger starts a new run (startEvent, startSniper) — so left out, no state, output or trace can change.";
/** ccp Fire runs CC:E's Cover table, whose entries for terrain CC:P lacks (or rates otherwise) no ccp situation can hold. */
const CCP_FIRE_TERRAIN_EQUIVALENT =
  "A ccp Fire situation may hold only Open Ground, Building, Gully, Stream, Hill, Trail and CC:P's own terrain (oracle/procedures/ccp/fire.ts parseCcpFireSituation rejects any other terrain, citing T81): the Cover entry of this CC:E terrain is never read under ccp, so no state, output or trace can change.";

/** ccp Asset Request's Cover column is CC:P's (CCP_TERRAIN_COVER); its entries for terrain no Asset Request situation can hold are never read. */
const CCP_ASSET_REQUEST_TERRAIN_EQUIVALENT =
  "A ccp Asset Request situation holds the CC:P map of Fire, Move and Advance only: Open Ground, Building, Gully, Stream, Hill, Trail, Road, Bridge, Water Barrier and CC:P's own terrain, Beach, Bush, Grass, Hut, Jungle, Palm, Swamp (oracle/procedures/ccp/map.ts checkCcpMap rejects any other terrain, citing T81): the Cover entry of this CC:E terrain is never read under ccp Asset Request, so no state, output or trace can change.";

/** ccp Move runs CC:E's Move Cost and Cover tables, whose entries for terrain CC:P lacks no ccp Move situation can hold. */
const CCP_MOVE_TERRAIN_EQUIVALENT =
  "A ccp Move situation may hold only Open Ground, Building, Gully, Stream, Hill, Trail, Road, Bridge, Water Barrier and CC:P's own terrain, the Beach included (oracle/procedures/ccp/move.ts parseSituation rejects any other terrain, citing T81): the Move Cost or Cover entry of this CC:E terrain is never read under ccp, so no state, output or trace can change.";

/** ccp Event: the LOS along a Road or Railway depiction (CC:E T93, T92), terrain no ccp Event situation can hold. */
const CCP_EVENT_ROAD_LOS_EQUIVALENT =
  'A ccp Event situation may hold only Open Ground, Building, Gully, Stream, Hill and Trail (oracle/procedures/ccp/event.ts parseCcpEventSituation rejects any other terrain, citing T81): the LOS of Suppressing Fire (E77) never follows a Road or Railway depiction (machines/cce/los.ts alongDepiction is false in every hex), so never applying the rule changes no state, output or trace.';

/** A Fortification's Cover against mortars and artillery, never read by a ccp Move: its only attacks are Op Fire, which Ordnance cannot make. */
const CCP_MOVE_ORDNANCE_COVER_EQUIVALENT =
  'The only attacks of a ccp Move are Op Fire (A41; no Assault Fire) and Mine Attacks, whose Cover is "automatically set to “0”, and cannot be modified by any means" (F104.2: startDefense with Cover 0, so no Fortification\'s Cover is read), and "Ordnance [3.3.4b & 5.5] cannot conduct Op Fire" (A41.3 a): the attack states run in mode op-fire without Ordnance (machines/cce/move/machine.ts fireAttackStates mode op-fire), so no mortar or artillery attack is ever made and the Fortification\'s Cover against them is never read — no state, output or trace can change.';

/** ccp LOS runs CC:E's LOS module, whose Road and Railway depiction rule needs Road/Railway hexsides, which no ccp LOS situation holds. */
const CCP_LOS_DEPICTION_EQUIVALENT =
  'A ccp LOS situation has no hexsides ("there is no hexside terrain in CC:P": oracle/procedures/ccp/los.ts parseCcpLosSituation rejects them, citing T81), and machines/cce/los.ts follows a Road (CC:E T93 = CC:P T94) or Railway (CC:E T92, not in CC:P) depiction only along hexsides the map says carry it (alongDepiction): the condition never holds under ccp, so an engine without the rule gives the same state, output and trace.';

/** ccp LOS reads CC:P's own Terrain Chart LOS column (machines/ccp/los.ts CCP_TERRAIN_LOS): CC:E's Hindrance entries are never read. */
const CCP_LOS_TERRAIN_EQUIVALENT =
  "A ccp LOS situation may hold only Open Ground, Building, Gully, Stream, Hill, Trail and CC:P's own terrain, Beach, Bush, Grass, Hut, Jungle, Palm, Swamp (oracle/procedures/ccp/los.ts parseCcpLosSituation rejects any other terrain, citing T81), and its Hindrances come from CC:P's own LOS column (machines/ccp/terrain.ts CCP_TERRAIN_LOS): the Hindrance entry of this CC:E terrain is never read under ccp, so no state, output or trace can change.";

/** CC:P 15.2.1's comparison, loosened: a hex of exactly 7 figures "overstacked" by none. */
const CCP_OVERSTACKING_LOOSEN_EQUIVALENT =
  'Loosened, 15.2.1\'s "8 or more soldier figures" (machines/ccp/stacking.ts isOverstacked, figures > 7) also takes a hex of exactly 7 as overstacked, but by 7 − 7 = 0 figures: overstackingCoverTerm then gives a term of 0, and coverTerms (machines/cce/terrain.ts) leaves out every Cover term of 0, so the Morale derivation, its total and every result are the same — no state, output or trace can change.';

/** CC:E O20.3.2's term: only the air attack of CC:P's fighter builds it (declared by machines/cce/artillery/drift.ts, shared code). */
const CCE_FIGHTER_HINDRANCE_EQUIVALENT =
  "The only derivation term citing O20.3.2 is the Hindrance of a fighter's attack (machines/cce/artillery/drift.ts bombDerivation with a Hindrance, CC:P O24.5 b, whose term CC:P cites as O27.3.2); under cce no procedure makes an air attack — Fire's and Move's Hindrance on the FP is 10.3.2's term (machines/cce/fire/firepower.ts fpDerivation), which the chart's O20.3.2 transitions also cite — so the term is never built under cce, and dropping or flipping it changes no state, output or trace.";

export const EQUIVALENT_MUTANTS: (Mutant & { procedure: string; argument: string; /** Absent: `cce`. */ ruleset?: string })[] = [
  // Declared terms (machines/core/derivation.ts declareTerms) of a rule the chart cites that the ruleset never builds.
  ...['fire', 'move'].flatMap((procedure) => (['drop-term', 'flip-term'] as const).map((kind) => ({ procedure, rule: 'O20.3.2', kind, argument: CCE_FIGHTER_HINDRANCE_EQUIVALENT }))),
  ...['Bridge', 'Brush', 'Field', 'Marsh', 'Orchard', 'Railway'].map((what) => ({ ruleset: 'ccp', procedure: 'los', rule: 'T78.4', kind: 'shift-entry' as const, what, argument: CCP_LOS_TERRAIN_EQUIVALENT })),
  ...['fire', 'move'].map((procedure) => ({ ruleset: 'ccp', procedure, rule: '15.2.1', kind: 'loosen-comparison' as const, op: '>' as const, argument: CCP_OVERSTACKING_LOOSEN_EQUIVALENT })),
  ...['Bridge', 'Brush', 'Field', 'Marsh', 'Orchard', 'Woods'].map((what) => ({ ruleset: 'ccp', procedure: 'fire', rule: 'T78.3', kind: 'shift-entry' as const, what, argument: CCP_FIRE_TERRAIN_EQUIVALENT })),
  { ruleset: 'ccp', procedure: 'fire', rule: 'O27.3.4', kind: 'skip-actions', what: 'defenseChoosingUnit always[defenseNoUnitLeft] → shotResolved − defenseFinish', argument: DEFENSE_FINISH_EQUIVALENT },
  ...['Brush', 'Field', 'Marsh', 'Orchard', 'Woods'].map((what) => ({ ruleset: 'ccp', procedure: 'asset-request', rule: 'T78.3', kind: 'shift-entry' as const, what, argument: CCP_ASSET_REQUEST_TERRAIN_EQUIVALENT })),
  // CC:E ids (the code's): Road T93 (CC:P T94), Railway T92.
  ...['T93', 'T92'].map((rule) => ({ ruleset: 'ccp', procedure: 'los', rule, kind: 'skip-rule' as const, argument: CCP_LOS_DEPICTION_EQUIVALENT })),
  ...['Brush', 'Field', 'Marsh', 'Orchard', 'Woods'].map((what) => ({ ruleset: 'ccp', procedure: 'move', rule: 'T78.2', kind: 'shift-entry' as const, what, argument: CCP_MOVE_TERRAIN_EQUIVALENT })),
  // A ccp Move map may hold a Bridge (T84, Cover 1: CC:P's own entry, which its vectors read): not among these.
  ...['Brush', 'Field', 'Marsh', 'Orchard', 'Woods'].map((what) => ({ ruleset: 'ccp', procedure: 'move', rule: 'T78.3', kind: 'shift-entry' as const, what, argument: CCP_MOVE_TERRAIN_EQUIVALENT })),
  // CC:E ids (the table's own): Bunker F101, Foxholes F102, Pillbox F104, Trench F105 (CC:P F101, F103, F105, F106).
  ...[['F101', 'Bunker'], ['F102', 'Foxholes'], ['F104', 'Pillbox'], ['F105', 'Trench']].map(([rule, f]) => ({ ruleset: 'ccp', procedure: 'move', rule, kind: 'shift-entry' as const, what: `${f} vs Mortar/Artillery`, argument: CCP_MOVE_ORDNANCE_COVER_EQUIVALENT })),
  // ccp Move runs CC:E's Move chart (machines/ccp/move.ts): the same actions, under CC:P ids, are equivalent for the same reasons (the CC:P chart has fewer readers still: no Assault Fire or Smoke Grenades).
  { ruleset: 'ccp', procedure: 'move', rule: 'O27.3.4', kind: 'skip-actions', what: 'opFireDefenseChoosingUnit always[defenseNoUnitLeft] → shotResolved − defenseFinish', argument: DEFENSE_FINISH_EQUIVALENT },
  // CC:P F104 Mines in the Move (the shared chart's mine states, machines/ccp/move.ts): their Defense Roll loop and the attack whose units are gone, as CC:E's.
  { ruleset: 'ccp', procedure: 'move', rule: 'O27.3.4', kind: 'skip-actions', what: 'defenseChoosingUnit always[defenseNoUnitLeft] → mineAttackMade − defenseFinish', argument: DEFENSE_FINISH_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: '1.9.1', kind: 'skip-actions', what: 'startingMineDefense always[minedUnitsGone] → mineAttackMade − endMineAttack', argument: END_MINE_ATTACK_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'asset-request', rule: 'O27.3.4', kind: 'skip-actions', what: 'defenseChoosingUnit always[defenseNoUnitLeft] → choosingImpactHex − defenseFinish', argument: DEFENSE_FINISH_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: 'O29', kind: 'skip-actions', what: 'moving always[moverCannotGoOn] → choosingMover − finishMover', argument: MOVE_FINISH_MOVER_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: 'O29.2', kind: 'skip-actions', what: 'moving STOP[or(someUnitCrossed, not(moverCanCross), anotherUnitCanCross)] → choosingMover − finishMover', argument: MOVE_FINISH_MOVER_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: 'O29', kind: 'skip-actions', what: 'choosingMover END_ORDER[or(someUnitCrossed, not(anotherUnitCanCross))] → done − endOrder', argument: MOVE_END_ORDER_EQUIVALENT },
  // F102.1.1: the Move's conclusion among caves reads neither field either (machines/cce/move/machine.ts concludingInCaves).
  { ruleset: 'ccp', procedure: 'move', rule: 'O29', kind: 'skip-actions', what: 'choosingMover END_ORDER[and(or(someUnitCrossed, not(anotherUnitCanCross)), caveSituation)] → concludingInCaves − endOrder', argument: MOVE_END_ORDER_CAVES_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: 'F106.2', kind: 'skip-actions', what: 'entered always[opFireClosed] → moving − clearEntered', argument: MOVE_CLEAR_ENTERED_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: 'O29.3', kind: 'skip-actions', what: 'offeringOpFire GO_AHEAD → moving − clearEntered', argument: MOVE_CLEAR_ENTERED_EQUIVALENT },
  { ruleset: 'ccp', procedure: 'move', rule: 'A41.2', kind: 'skip-actions', what: 'waitingForOpFire GO_AHEAD → moving − clearEntered', argument: MOVE_CLEAR_ENTERED_EQUIVALENT },
  // ccp Event: Suppressing Fire's LOS (E77) asks whether it follows a Road or Railway depiction (machines/cce/los.ts, CC:E T93, T92), which no ccp Event situation can hold.
  ...['T92', 'T93'].map((rule) => ({ ruleset: 'ccp', procedure: 'event', rule, kind: 'skip-rule' as const, argument: CCP_EVENT_ROAD_LOS_EQUIVALENT })),
  {
    procedure: 'rout',
    rule: 'O23.2',
    kind: 'loosen-comparison',
    op: '>',
    argument:
      'routOutcome (machines/cce/rout/logic.ts) tests "equal to its current Morale" (Suppressed) before "greater than" (Retreat), so a roll equal to current Morale never reaches the > comparison: > and >= decide the same rolls.',
  },
  {
    procedure: 'melee',
    rule: 'O16.4.3',
    kind: 'loosen-comparison',
    op: '<',
    argument:
      'meleeLoser (machines/cce/melee/rules.ts) returns the tie ("In case of a tie, both sides are eliminated", O16.4.3) before comparing the Melee Totals, so equal totals never reach the < comparison: < and <= decide the same Melees.',
  },
  {
    ruleset: 'ccp',
    procedure: 'melee',
    rule: 'O16.4.3',
    kind: 'loosen-comparison',
    op: '<',
    argument:
      'CC:P runs CC:E\'s meleeLoser (machines/cce/melee/rules.ts, machines/ccp/melee.ts), which returns the tie ("In case of a tie, both sides are eliminated", 19.2.3) before comparing the Melee Totals, so equal totals never reach the < comparison: < and <= decide the same melees.',
  },
  {
    ruleset: 'ccp',
    procedure: 'cave',
    rule: '15.2.1',
    kind: 'loosen-comparison',
    op: '>',
    argument:
      'The cave\'s overstacking term (machines/ccp/stacking.ts overstackingCoverTerm, read by machines/ccp/cave.ts caveDefenders) is −(figures − 7): at exactly 7 figures, where > and >= part, it is 0, and caveDefenders leaves out a term of 0 — no Cover, output or trace can change.',
  },
  {
    procedure: 'event',
    rule: 'E42',
    kind: 'retarget',
    what: 'blaze.placingBlaze always → blaze.done ⇒ blaze.displacing',
    argument: BLAZE_PLACING_EQUIVALENT,
  },
  // CC:P E53 Blaze: the same chart (markers.ts blazeFor(true)), the same argument.
  { ruleset: 'ccp', procedure: 'event', rule: 'E49', kind: 'retarget', what: 'blaze.placingBlaze always → blaze.done ⇒ blaze.displacing', argument: BLAZE_PLACING_EQUIVALENT },
  {
    procedure: 'event',
    rule: 'E42',
    kind: 'retarget',
    what: 'breeze.spreading always[E48 no hex downwind of a Blaze] → breeze.done ⇒ breeze.displacing',
    argument: BREEZE_SPREADING_EQUIVALENT,
  },
  // CC:P E54 Breezy: the same chart (markers.ts breezeFor(true)), the same argument.
  { ruleset: 'ccp', procedure: 'event', rule: 'E49', kind: 'retarget', what: 'breezy.spreading always[E48 no hex downwind of a Blaze] → breezy.done ⇒ breezy.displacing', argument: BREEZE_SPREADING_EQUIVALENT },
  {
    procedure: 'advance',
    rule: 'O20.3.4',
    kind: 'skip-actions',
    what: 'defenseChoosingUnit always[defenseNoUnitLeft] → mineAttackMade − defenseFinish',
    argument: DEFENSE_FINISH_EQUIVALENT,
  },
  {
    procedure: 'artillery',
    rule: 'O20.3.4',
    kind: 'skip-actions',
    what: 'defenseChoosingUnit always[defenseNoUnitLeft] → choosingImpactHex − defenseFinish',
    argument: DEFENSE_FINISH_EQUIVALENT,
  },
  {
    procedure: 'fire',
    rule: 'O20.3.4',
    kind: 'skip-actions',
    what: 'defenseChoosingUnit always[defenseNoUnitLeft] → shotResolved − defenseFinish',
    argument: DEFENSE_FINISH_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: 'O20.3.4',
    kind: 'skip-actions',
    what: 'opFireDefenseChoosingUnit always[defenseNoUnitLeft] → shotResolved − defenseFinish',
    argument: DEFENSE_FINISH_EQUIVALENT,
  },
  {
    procedure: 'rout',
    rule: 'O20.3.4',
    kind: 'skip-actions',
    what: 'defenseChoosingUnit always[defenseNoUnitLeft] → mineAttackDone − defenseFinish',
    argument: DEFENSE_FINISH_EQUIVALENT,
  },
  {
    procedure: 'rout',
    rule: 'O23.3',
    kind: 'skip-actions',
    what: 'retreating always[retreatComplete] → choosingUnit − endRetreat',
    argument: END_RETREAT_EQUIVALENT,
  },
  {
    procedure: 'rout',
    rule: '1.9.1',
    kind: 'skip-actions',
    what: 'mineAttackDone always[retreatingUnitGone] → choosingUnit − endRetreat',
    argument: END_RETREAT_EQUIVALENT,
  },
  {
    procedure: 'rout',
    rule: '4.2',
    kind: 'skip-actions',
    what: 'placingCasualty always → choosingUnit − endRetreat',
    argument: END_RETREAT_EQUIVALENT,
  },
  {
    procedure: 'turn',
    rule: 'O14.2',
    kind: 'skip-actions',
    what: 'carryingOutOrder FINISH_ORDER → choosingNextOrder − finishOrder',
    argument:
      'finishOrder only sets the Order being carried out (context.order) back to null; no guard or action of the Turn reads it, the output carries the list of Orders given (projectTurn: orders, not order), and the next Order given sets it anew (turn.ts) — so left as it was, no state, output or trace can change. (The walk\'s domain reads it to mark a ROLL as a Fire Attack Roll, oracle/procedures/cce/turn.ts, but a replay\'s events are fixed.)',
  },
  {
    procedure: 'move',
    rule: 'O21',
    kind: 'skip-actions',
    what: 'moving always[moverCannotGoOn] → choosingMover − finishMover',
    argument: MOVE_FINISH_MOVER_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: 'O21.2',
    kind: 'skip-actions',
    what: 'moving STOP[or(someUnitCrossed, not(moverCanCross), anotherUnitCanCross)] → choosingMover − finishMover',
    argument: MOVE_FINISH_MOVER_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: 'O21',
    kind: 'skip-actions',
    what: 'choosingMover END_ORDER[or(someUnitCrossed, not(anotherUnitCanCross))] → done − endOrder',
    argument: MOVE_END_ORDER_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: 'F105.2',
    kind: 'skip-actions',
    what: 'entered always[opFireClosed] → moving − clearEntered',
    argument: MOVE_CLEAR_ENTERED_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: 'O21.3',
    kind: 'skip-actions',
    what: 'offeringOpFire GO_AHEAD → moving − clearEntered',
    argument: MOVE_CLEAR_ENTERED_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: 'A33.2',
    kind: 'skip-actions',
    what: 'waitingForOpFire GO_AHEAD → moving − clearEntered',
    argument: MOVE_CLEAR_ENTERED_EQUIVALENT,
  },
  {
    procedure: 'move',
    rule: '1.9.1',
    kind: 'skip-actions',
    what: 'startingMineDefense always[minedUnitsGone] → mineAttackMade − endMineAttack',
    argument: END_MINE_ATTACK_EQUIVALENT,
  },
  {
    procedure: 'advance',
    rule: '1.9.1',
    kind: 'skip-actions',
    what: 'startingMineDefense always[minedUnitGone] → mineAttackMade − endMineAttack',
    argument: END_MINE_ATTACK_EQUIVALENT,
  },
  {
    procedure: 'advance',
    rule: 'O16.1',
    kind: 'skip-actions',
    what: 'choosingAdvance END_ORDER → done − endOrder',
    argument:
      'endOrder only empties context.toAdvance as END_ORDER goes to done, a final state: nothing runs after it, and the output does not show it (projectAdvance, advance/rules.ts) — so left as it was, no state, output or trace can change.',
  },
  {
    procedure: 'advance',
    rule: 'O16.1',
    kind: 'skip-actions',
    what: 'advanced always → choosingAdvance − clearEntered',
    argument: ADVANCE_CLEAR_ENTERED_EQUIVALENT,
  },
  {
    procedure: 'advance',
    rule: 'A35.2',
    kind: 'skip-actions',
    what: 'offeringHiddenAction NO_HIDDEN_ACTION → choosingAdvance − clearEntered',
    argument: ADVANCE_CLEAR_ENTERED_EQUIVALENT,
  },
  // CC:P's Advance is CC:E's chart (machines/ccp/advance.ts), its Mines and Hidden Mines included: the same arguments hold.
  {
    ruleset: 'ccp',
    procedure: 'advance',
    rule: 'O22.1',
    kind: 'skip-actions',
    what: 'choosingAdvance END_ORDER → done − endOrder',
    argument: 'As under CC:E: endOrder only empties context.toAdvance as END_ORDER goes to done, a final state: nothing runs after it, and the output does not show it (projectAdvance, advance/rules.ts) — so left as it was, no state, output or trace can change.',
  },
  {
    ruleset: 'ccp',
    procedure: 'advance',
    rule: 'O22.1',
    kind: 'skip-actions',
    what: 'advanced always → choosingAdvance − clearEntered',
    argument: `As under CC:E, where: ${ADVANCE_CLEAR_ENTERED_EQUIVALENT} Under CC:P the chart has the same Mine states, and its A43.3 Panji Trap placements (placePanjiMines, placePanjiWire, entry.ts panjiTrapAllowed) read entered in offeringHiddenAction as placeHiddenMines and placeHiddenWire do, entered only after placeUnit sets entered anew.`,
  },
  { ruleset: 'ccp', procedure: 'advance', rule: '1.9.1', kind: 'skip-actions', what: 'startingMineDefense always[minedUnitGone] → mineAttackMade − endMineAttack', argument: END_MINE_ATTACK_EQUIVALENT },
  {
    ruleset: 'ccp',
    procedure: 'advance',
    rule: 'A43.2',
    kind: 'skip-actions',
    what: 'offeringHiddenAction NO_HIDDEN_ACTION → choosingAdvance − clearEntered',
    argument: `As under CC:E, where: ${ADVANCE_CLEAR_ENTERED_EQUIVALENT} Under CC:P the chart has the same Mine states, and its A43.3 Panji Trap placements (placePanjiMines, placePanjiWire, entry.ts panjiTrapAllowed) read entered in offeringHiddenAction as placeHiddenMines and placeHiddenWire do, entered only after placeUnit sets entered anew.`,
  },
  {
    procedure: 'rout',
    rule: '1.9.1',
    kind: 'skip-actions',
    what: 'startingMineDefense always[retreatingUnitGone] → mineAttackDone − noteMineAttackVoid',
    argument:
      'noteMineAttackVoid only sets mineRoll to null as a Mine Attack ends with the Retreating unit gone; mineRoll is read only from mineAttackConsideringReroll to startingMineDefense (the mineRoll trigger guards, cancelMineAttack, applyTriggerEffects, beginMineDefense, rout/actions.ts and rout/guards.ts), each entered only after a ROLL in mineAttackRolling whose lockMineAttack sets it anew; mineAttackDone and after read the Defense log and the retreat (minesEliminatedUnit, retreatingUnitGone, mineAttackWasOnLeaving), and the output shows mineAttacks, not mineRoll (rout/logic.ts) — so left as it was, no state, output or trace can change.',
  },  {
    ruleset: 'ccp',
    procedure: 'turn',
    rule: 'O20.4',
    kind: 'skip-actions',
    what: 'carryingOutOrder FINISH_ORDER → choosingNextOrder − finishOrder',
    argument:
      'The CC:E Turn\'s chart under CC:P ids (machines/ccp/turn.ts), and the same argument as cce turn O14.2: finishOrder only sets context.order back to null; no guard or action of the turn reads it, the output carries the orders given (projectTurn: orders, not order), and the next order given sets it anew — so left as it was, no state, output or trace can change.',
  },
  {
    ruleset: 'ccp',
    procedure: 'turn',
    rule: 'E49',
    kind: 'skip-actions',
    what: 'resolvingSniper.sniper.choosing always[nothing offered] → resolvingSniper.sniper.done − impossible',
    argument: CCP_SNIPER_STEP_EQUIVALENT,
  },
  {
    ruleset: 'ccp',
    procedure: 'turn',
    rule: '1.9.4',
    kind: 'skip-actions',
    what: 'resolvingSniper.sniper.choosing DECLINE[offered] → resolvingSniper.sniper.done − note the choice, declined',
    argument: CCP_SNIPER_STEP_EQUIVALENT,
  },
  {
    ruleset: 'cs',
    procedure: 'turn',
    rule: '4.4.4',
    kind: 'skip-actions',
    what: 'beginningRun always → acting − beginSingleRun',
    argument: CS_BEGIN_SINGLE_RUN_EQUIVALENT,
  },
  {
    ruleset: 'cs',
    procedure: 'turn',
    rule: '4.4.7',
    kind: 'skip-rule',
    argument: csOnlyGatesEvents('4.4.7', 'mayMove', 'a MOVE (the unitMayMove guard of acting)', 'MOVE', 'Rule 4.4.7: a second move is rejected with "illegal-event" citing 4.4.7'),
  },
  {
    ruleset: 'cs',
    procedure: 'turn',
    rule: '4.4.2',
    kind: 'skip-rule',
    argument: csOnlyGatesEvents('4.4.2', 'mayMove and mayFireAs', 'a MOVE, FIRE or DEFENSIVE_FIRE (the unitMayMove, unitMayFire and unitMayDefensiveFire guards of acting)', 'MOVE or FIRE', 'Rule 4.4.2: a moved unit\'s fire is rejected with "illegal-event" citing 4.4.2'),
  },
  {
    ruleset: 'cs',
    procedure: 'random-event',
    rule: '3.2.16.1.1',
    kind: 'skip-actions',
    what: 'fftRoll FFT_ROLL[doubles] → checkingForEvent − recordFftRoll',
    argument:
      'recordFftRoll (machines/cs/random-event.ts, kept for the walk of reading cs.double-zero-doubles) only keeps the FFT roll in context.fftRoll; no guard or action of the chart reads it (doubles reads the FFT_ROLL event, eventCalled the EVENT_CHECK event) and the output does not show it (projectRandomEvent: result, event, direction, distance, rerolls, landed) — so left as it was, no state, output or trace can change. (The walk\'s domain reads it, to offer only the d10 of 3 after a 00, oracle/procedures/cs/random-event.ts, but a replay\'s events are fixed.)',
  },
  // ccp Reconnoiter asks only whether a leader has a LOS (O30); a Hindrance's value is never read.
  // The shared LOS code's ids (CC:E 10.3.3 Hindrance, 10.3.4 Smoke; CC:P 16.3.3, 16.3.4), as the mutants are matched.
  ...(['10.3.3', '10.3.4'] as const).flatMap((rule) =>
    (['skip-rule', 'negate-rule'] as const).map((kind) => ({
      ruleset: 'ccp',
      procedure: 'reconnoiter',
      rule,
      kind,
      argument: `Reconnoiter reads only whether a leader has a LOS to an enemy unit (O30; machines/ccp/reconnoiter.ts sees: the LOS fact's sight is not "blocked"), and ${rule === '10.3.4' ? '16.3.4 (Smoke)' : '16.3.3 (Hindrances)'} only makes a LOS hindered or not (machines/cce/los.ts: a Hindrance never blocks): a hindered LOS and a clear one both qualify the leader, so no state, output or trace can change.`,
    })),
  ),
  // The shared LOS code's ids (CC:E T92 Railway, T93 Road; CC:P has no Railway, Road is T94): a depiction runs along hexsides.
  ...(['T92', 'T93'] as const).map((rule) => ({
    ruleset: 'ccp',
    procedure: 'reconnoiter',
    rule,
    kind: 'skip-rule' as const,
    argument: `A LOS follows a ${rule === 'T92' ? 'Railway' : 'Road'} depiction past an Obstacle only where the hexsides the line crosses carry it (machines/cce/los.ts alongDepiction), and a ccp Reconnoiter situation holds no hexside feature (oracle/procedures/ccp/reconnoiter.ts refuses map.hexsides, citing T81: "there is no hexside terrain in CC:P"): the rule never applies under ccp, so no state, output or trace can change.`,
  })),
];

const CHART_KINDS: readonly string[] = ['negate-guard', 'skip-actions', 'retarget'];

/**
 * The table entries to shift in a procedure: every entry of a table the procedure's cases read at all (the
 * whole Cover column of the Terrain Chart once any Cover is read, every Fortification's Cover, normal
 * and against Mortars and Artillery; every Hindrance of the LOS column, T78.4; every Move Cost, T78.2),
 * not only the entries the vectors happen to reach — an entry no
 * vector reads is a survivor: an engine with that number wrong passes every vector.
 */
function tableEntries(seen: { terms: Set<string>; entries: Set<string> }, ruleset: string): string[] {
  const out = new Set(seen.entries);
  const reads = (rule: string) => [...seen.entries].some((e) => e.startsWith(`${rule}\u0000`));
  const table = (rule: string, whats: readonly string[]) => whats.forEach((w) => out.add(`${rule}\u0000${w}`));
  // CC:P's own Terrain Chart (machines/ccp/terrain.ts) beside CC:E's, whose entries CC:P lacks are argued equivalent below.
  const ccp = ruleset === 'ccp';
  const hindrances = (t: TerrainLos) => Object.keys(t).filter((k) => t[k].kind === 'hindrance');
  if (reads('T78.4')) table('T78.4', [...hindrances(TERRAIN_LOS), ...(ccp ? hindrances(CCP_TERRAIN_LOS) : [])]);
  if (reads('T78.2')) table('T78.2', [...Object.keys(TERRAIN_MOVE_COST), ...(ccp ? Object.keys(CCP_TERRAIN_MOVE_COST) : [])]);
  if (reads('7.1')) table('7.1', Object.keys(UNIT_VP));
  if (reads('T78.3')) {
    table('T78.3', [...Object.keys(TERRAIN_COVER), ...(ccp ? Object.keys(CCP_TERRAIN_COVER) : [])]);
    for (const [f, rule] of Object.entries(FORTIFICATION_RULE)) table(rule, [f, `${f} vs Mortar/Artillery`]);
  }
  return [...out].sort();
}

/**
 * A ruleset that runs CC:E's shared modules under its own rule ids (`ccp`: machines/ccp/rule-map.ts)
 * records their terms and comparisons with the CC:E ids the code names; the report gives the ruleset's
 * own id (the mutant is still applied under the code's, `codeRule`). Chart mutants carry the ruleset's
 * ids already (its machine's transitions are translated).
 */
const RULE_IDS_OF_SHARED_CODE: Record<string, (id: string) => string> = {
  ccp: (id) => ownIdOf('ccp', id) ?? (CCE_TO_CCP as Record<string, { ccp: string | null } | undefined>)[id]?.ccp ?? id,
};
const inRulesetTerms = (ruleset: string, m: Mutant, chart: boolean): Mutant & { codeRule?: string } => {
  const tr = RULE_IDS_OF_SHARED_CODE[ruleset];
  if (!tr || chart || tr(m.rule) === m.rule) return m;
  return { ...m, rule: tr(m.rule), codeRule: m.rule };
};

/**
 * The declared term rules (machines/core/derivation.ts declaredTermRules: the ruleset's own code's, and for `ccp`
 * CC:E's shared modules', in their ids) of the rules `machine`'s transitions cite (in the ruleset's own ids): the terms a procedure's rules
 * put into its derivations, whether or not a vector reaches them (DESIGN.md rule 8: a rule is decisive only if
 * getting any of its terms wrong is caught). E.g. CC:P Fire's PLAY_ACTION transition cites A35 Bore Sighting,
 * whose +2 the shared code names A27: its term mutants exist even if no vector plays it.
 */
export function declaredTermsCited(ruleset: string, machine: AnyStateMachine): string[] {
  const cited = new Set(describeMachine(machine).transitions.flatMap((t) => t.rules));
  const own = declaredTermRules(ruleset).filter((rule) => cited.has(ownIdOf(ruleset, rule) ?? rule));
  // CC:E's modules under CC:P ids (machines/ccp/rule-map.ts); a CC:E id with no CC:P counterpart (Woods' Airburst, T99) is none of CC:P's rules.
  const shared = ruleset === 'ccp' ? declaredTermRules('cce').filter((rule) => {
    const ccp = ownIdOf('ccp', rule) ?? (CCE_TO_CCP as Record<string, { ccp: string | null } | undefined>)[rule]?.ccp;
    return ccp != null && cited.has(ccp);
  }) : [];
  return [...new Set([...own, ...shared])].sort();
}

const equivalentTo = (ruleset: string, procedure: string, m: Mutant) =>
  EQUIVALENT_MUTANTS.find((e) => (e.ruleset ?? 'cce') === ruleset && (e.procedure === procedure || CHART_KINDS.includes(m.kind)) && e.rule === m.rule && e.kind === m.kind && e.op === m.op && e.what === m.what);

export interface MutantResult extends Mutant {
  /** The ruleset whose vectors replayed it (its rule ids are that ruleset's). */
  ruleset: string;
  /** The rule id the shared code names, when the ruleset's own (`rule`) differs (RULE_IDS_OF_SHARED_CODE). */
  codeRule?: string;
  procedure: string;
  killed: boolean;
  /** A registered equivalent mutant (it survives by construction): the argument. */
  equivalent?: string;
  /** The first vector that tells the mutant apart (killed ones). */
  by?: string;
  /** Not killed: how many vectors go through what it mutates (the others cannot answer otherwise under it). */
  reached?: number;
  /** Not replayed here: the vectors of this procedure already killed it (one engine-wide mistake). */
  killedElsewhere?: string;
  description: string;
}

export interface AblationTotals {
  mutants: number;
  killed: number;
  equivalent: number;
  surviving: number;
}

export interface AblationReport {
  generator: string;
  procedures: { ruleset: string; procedure: string; vectors: number; mutants: number; killed: number; killedElsewhere: number; equivalent: number; survivors: number }[];
  /** Every mutant once (one engine-wide mistake, over every procedure), though a chart mutant is listed under each of its rules in `rules`. */
  totals: AblationTotals;
  /** The same per ruleset (rule ids are a ruleset's own: a `ccp` mutant is no `cce` one). */
  rulesetTotals: Record<string, AblationTotals>;
  rules: { ruleset: string; rule: string; mutants: number; killed: number; equivalent: number; survivors: string[] }[];
  mutants: MutantResult[];
}

export function describeMutant(m: Mutant): string {
  if (m.kind === 'drop-term') return `leaves out every term of ${m.rule}`;
  if (m.kind === 'flip-term') return `flips the sign of every term of ${m.rule}`;
  if (m.kind === 'skip-rule') return `never applies ${m.rule} (an engine without the rule)`;
  if (m.kind === 'negate-rule') return `applies ${m.rule} exactly where it should not`;
  if (m.kind === 'shift-entry') return `counts ${m.what} under ${m.rule} one more (one wrong table entry)`;
  const rules = (m.rules ?? [m.rule]).join(', ');
  if (m.kind === 'negate-guard') return `inverts the guard ${m.what} (the chart takes the other branch where ${rules} decide${m.rules && m.rules.length > 1 ? '' : 's'})`;
  if (m.kind === 'skip-actions') return `takes ${(m.what ?? '').replace(' − ', ' without ')} (forgets the effect ${rules} give${m.rules && m.rules.length > 1 ? '' : 's'})`;
  if (m.kind === 'retarget') return `takes ${(m.what ?? '').replace(' ⇒ ', ' to ')} instead (the wrong outcome of ${rules})`;
  return `loosens ${m.rule}'s "${m.op}" to "${m.op}="`;
}

/** The answer a vector gets under the active mutant: its state and output without derivations, or the error. */
function replay(v: Vector, machine?: AnyStateMachine, onStep?: (step: number, microsteps: Microstep[]) => void): { state: string; output: unknown; rules: string } | { error: string } {
  newCase();
  try {
    const r = parseRequest({ ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events });
    const res = runCaseFast(machine ? { ...r.spec, machine } : r.spec, r.ruleset, r.readings, r.situation, r.events, onStep);
    return { state: res.state, output: res.output, rules: traceRules(res.trace) };
  } catch (e) {
    return { error: e instanceof OracleError ? e.code : String((e as Error)?.message ?? e) };
  }
}

/**
 * Chart mutants (issue 16.3–16.4): ways an engine gets a rule wrong that live in the statechart, not in
 * the arithmetic, so that the rules whose logic is transitions (an Event's effects, an Order's steps) have
 * mutants too:
 * - `negate-guard`: a named guard inverted (also where and/or/not combine it) — the chart takes the other
 *   branch where a rule condition decides. Attributed to every rule the transitions it guards cite.
 * - `skip-actions`: one transition's actions dropped (the transition is still taken; its effect is not) —
 *   an engine that forgets the effect the rule gives. Attributed to the transition's rules.
 * - `retarget`: an eventless branch taken to the target of its next sibling (the last one: its previous) —
 *   an engine that reaches the wrong outcome of a rule's test. Attributed to the branch's rules.
 * A chart nested in a host (the Event chart at the host's `resolvingEvent`) is one chart: its transitions'
 * mutants are named by the key they have in the chart's own procedure (oracle/nested.ts), so that a
 * mutant killed by the `event` vectors is not replayed over every host's. Each mutant names where it
 * applies in this procedure's machine (`at`: every copy of the nested chart).
 */
export interface ChartMutant {
  mutant: Mutant;
  /** The transitions of this procedure's machine it mutates: key, and which of the transitions with that key. */
  at: { key: string; nth: number }[];
  /** For `retarget`: the sibling whose target each of `at` takes. */
  to?: { key: string; nth: number }[];
}

/** The named guards of a guard as describeMachine names it (`and(a, not(b))`; a name may hold spaces). */
const guardNames = (g: string): string[] =>
  g
    .split(/\b(?:and|or|not)\(|\)|, /)
    .map((n) => n.trim())
    .filter(Boolean);
const union = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function chartMutants(spec: ProcedureSpec<any>, kinds: { guards: boolean; actions: boolean; retarget: boolean }): ChartMutant[] {
  const machine = spec.machine;
  const impl = (machine.implementations as { guards?: Record<string, unknown> }).guards ?? {};
  const transitions = describeMachine(machine).transitions;
  const nth = new Map<string, number>();
  const located = transitions.map((t) => {
    const n = nth.get(t.key) ?? 0;
    nth.set(t.key, n + 1);
    // A nested copy is named by its key in the chart's own procedure. A transition of states a shared
    // module spreads into several machines (the Defense Roll loop of fire-defense-states.ts, the re-roll
    // states of order-rolls.ts) has the same key, actions and rules in each: one engine-wide mistake,
    // like a derivation term of one rule in every procedure that computes it.
    const nested = Object.entries(nestedKeysOf(spec, [t.key]))[0]?.[1];
    return { t, at: { key: t.key, nth: n }, origin: nested ? nested.key : t.key };
  });
  const out = new Map<string, ChartMutant>();
  const add = (id: string, m: Mutant, at: { key: string; nth: number }, to?: { key: string; nth: number }) => {
    const x = out.get(id) ?? out.set(id, { mutant: m, at: [], ...(to ? { to: [] } : {}) }).get(id)!;
    x.at.push(at);
    if (to) x.to!.push(to);
  };
  if (kinds.guards) {
    const rulesOf = new Map<string, string[][]>();
    for (const { t } of located) {
      if (!t.guard || !t.rules.length) continue;
      for (const g of guardNames(t.guard)) if (g in impl) (rulesOf.get(g) ?? rulesOf.set(g, []).get(g)!).push(t.rules);
    }
    for (const [g, lists] of rulesOf) {
      const rules = union(lists);
      out.set(`negate-guard ${g}`, { mutant: { rule: rules[0], rules, kind: 'negate-guard', what: g }, at: [] });
    }
  }
  if (kinds.actions) {
    for (const { t, at, origin } of located) if (t.actions.length && t.rules.length) add(`skip-actions ${origin}`, { rule: t.rules[0], rules: t.rules, kind: 'skip-actions', what: `${origin} − ${t.actions.join(', ')}` }, at);
  }
  if (kinds.retarget) {
    // The eventless branches of each state, in order: a branch with a sibling of another target.
    const bySource = new Map<string, typeof located>();
    for (const l of located) if (l.t.event === 'always') (bySource.get(l.t.source) ?? bySource.set(l.t.source, []).get(l.t.source)!).push(l);
    for (const branches of bySource.values()) {
      branches.forEach((b, i) => {
        if (!b.t.rules.length) return;
        const sibling = [...branches.slice(i + 1), ...branches.slice(0, i).reverse()].find((s) => s.t.target !== b.t.target);
        if (!sibling) return;
        const target = sibling.origin.slice(sibling.origin.lastIndexOf('→ ') + 2);
        add(`retarget ${b.origin} ${target}`, { rule: b.t.rules[0], rules: b.t.rules, kind: 'retarget', what: `${b.origin} ⇒ ${target}` }, b.at, sibling.at);
      });
    }
  }
  return [...out.values()].sort((a, b) => a.mutant.kind.localeCompare(b.mutant.kind) || a.mutant.what!.localeCompare(b.mutant.what!));
}

/** A machine's transition definitions by `key#n` (the n-th transition with that key, in describeMachine's order). */
function transitionDefs(machine: AnyStateMachine): Map<string, TransitionDefLike> {
  const out = new Map<string, TransitionDefLike>();
  const nth = new Map<string, number>();
  const visit = (node: AnyStateNode): void => {
    const defs: TransitionDefLike[] = [];
    for (const list of node.transitions.values()) defs.push(...(list as unknown as TransitionDefLike[]));
    defs.push(...((node.always ?? []) as unknown as TransitionDefLike[]));
    for (const t of defs) {
      const key = transitionKey(t);
      const n = nth.get(key) ?? 0;
      nth.set(key, n + 1);
      out.set(`${key}#${n}`, t);
    }
    Object.values(node.states).forEach((c) => visit(c as AnyStateNode));
  };
  visit(machine.root);
  return out;
}

/**
 * What one vector's unmutated replay goes through: the rules of its derivation terms, comparisons, rule
 * conditions and table entries (machines/core/derivation.ts), the named guards it evaluates and the
 * transitions it takes (`key#n`). A mutant can change a replay only from the first place it mutates, so
 * a vector that goes through none of them answers as expected under it: it is not replayed.
 */
interface Reach {
  terms: Set<string>;
  comparisons: Set<string>;
  guards: Set<string>;
  entries: Set<string>;
  chartGuards: Set<string>;
  taken: Set<string>;
}

type GuardFn = (...a: unknown[]) => boolean;

/** A copy of `machine` (its state nodes and transitions built anew by `provide`) with every named guard wrapped. */
function withGuards(machine: AnyStateMachine, wrap: (name: string, original: GuardFn) => GuardFn): AnyStateMachine {
  const guards = (machine.implementations as { guards?: Record<string, GuardFn> }).guards ?? {};
  return machine.provide({ guards: Object.fromEntries(Object.entries(guards).map(([name, original]) => [name, wrap(name, original)])) } as never);
}

function reachOf(vectors: readonly Vector[], machine: AnyStateMachine): Reach[] {
  let current: Reach | null = null;
  const recorder = withGuards(machine, (name, original) => (...a) => {
    current?.chartGuards.add(name);
    return original(...a);
  });
  const ids = new Map([...transitionDefs(recorder)].map(([id, t]) => [t, id]));
  return vectors.map((v) => {
    const reach: Reach = { terms: new Set(), comparisons: new Set(), guards: new Set(), entries: new Set(), chartGuards: new Set(), taken: new Set() };
    current = reach;
    underMutant(null, () => replay(v, recorder, (_, microsteps) => microsteps.forEach((m) => m.transitions.forEach((t) => reach.taken.add(ids.get(t as never) ?? '?')))), reach);
    current = null;
    return reach;
  });
}

/** Whether a vector that went through `r` could answer otherwise under `m` (see Reach). */
function reaches(r: Reach, m: Mutant, c: ChartMutant | undefined): boolean {
  if (c) return m.kind === 'negate-guard' ? r.chartGuards.has(m.what!) : c.at.some((a) => r.taken.has(`${a.key}#${a.nth}`));
  if (m.kind === 'drop-term' || m.kind === 'flip-term') return r.terms.has(m.rule);
  if (m.kind === 'loosen-comparison') return r.comparisons.has(`${m.rule} ${m.op}`);
  if (m.kind === 'skip-rule' || m.kind === 'negate-rule') return r.guards.has(m.rule);
  if (m.kind === 'shift-entry') return r.entries.has(`${m.rule}\u0000${m.what}`);
  return true;
}

/** One mutant's identity across procedures (one engine-wide mistake). */
const mutantKey = (m: Mutant) => `${(m.rules ?? [m.rule]).join(',')}|${m.kind}|${m.op ?? ''}|${m.what ?? ''}`;

/** Evaluations of guards in one replay of a chart mutant; past the limit the mutant loops (an eventless cycle). */
let guardCalls = 0;
const GUARD_CALL_LIMIT = 20_000;
/** A new case: its guard evaluations count from zero. */
export function newCase(): void {
  guardCalls = 0;
}

/**
 * A procedure's machine for its chart mutants: one copy (`provide` builds its state nodes and transitions
 * anew, so the procedure's own machine is untouched) whose guards count their calls — a replay that
 * evaluates them past GUARD_CALL_LIMIT times throws (a hang: killed) — and invert the active mutant's
 * guard; a mutant replaces the copy's transitions' actions by one that does nothing (the transition is
 * still taken, as an engine that forgets the effect still accepts the event), or sends the branches to
 * their sibling's target, in place. `under` restores the transitions after the mutant's replays, so that
 * one copy serves every chart mutant of the procedure: building a copy per mutant (state nodes,
 * transitions, the actor scope) was about a sixth of the ablation's CPU time, profiled.
 */
export class ChartMutantCopy {
  readonly machine: AnyStateMachine;
  private active: ChartMutant | null = null;
  private readonly defs: Map<string, TransitionDefLike>;
  constructor(private readonly original: AnyStateMachine) {
    this.machine = withGuards(original, (name, fn) => (...a) => {
      if (++guardCalls > GUARD_CALL_LIMIT) throw new Error(`the mutant loops: guards evaluated ${GUARD_CALL_LIMIT} times in one case`);
      const v = fn(...a);
      return this.active?.mutant.kind === 'negate-guard' && name === this.active.mutant.what ? !v : v;
    });
    this.defs = transitionDefs(this.machine);
  }

  private find(at: { key: string; nth: number }): TransitionDefLike & { actions: unknown[]; target?: unknown } {
    const t = this.defs.get(`${at.key}#${at.nth}`);
    if (!t) throw new Error(`ablate: no transition ${at.key} (#${at.nth}) in ${this.original.id}`);
    return t as TransitionDefLike & { actions: unknown[] };
  }

  /** Mutate the copy by `c` (left so: `under` restores it); what to restore, last edit first. */
  apply(c: ChartMutant): (() => void)[] {
    this.active = c;
    const undo: (() => void)[] = [];
    c.at.forEach((at, i) => {
      const t = this.find(at);
      const { actions, target } = t;
      undo.unshift(() => {
        t.actions = actions;
        t.target = target;
      });
      if (c.mutant.kind === 'skip-actions') t.actions = [function skippedByAblation() {}];
      if (c.mutant.kind === 'retarget') t.target = this.find(c.to![i]).target;
    });
    return undo;
  }

  /** `f` run on the copy mutated by `c`; the copy is itself again after. */
  under<T>(c: ChartMutant, f: (machine: AnyStateMachine) => T): T {
    const undo = this.apply(c);
    try {
      return f(this.machine);
    } finally {
      undo.forEach((u) => u());
      this.active = null;
    }
  }
}

/** The machine of one chart mutant (a copy of `machine`, mutated for good: see ChartMutantCopy). */
export function chartMutantMachine(machine: AnyStateMachine, c: ChartMutant): AnyStateMachine {
  const copy = new ChartMutantCopy(machine);
  copy.apply(c);
  return copy.machine;
}

/** The rule ids of a trace, step by step (what an engine that reports its trace is compared on, with the states). */
const traceRules = (trace: readonly { state: string; rules: readonly string[] }[]): string => trace.map((s) => `${s.state}:${s.rules.join(',')}`).join('|');


/**
 * The per-rule table and the totals of the mutants' results. Per rule, a mutant is one way an ENGINE gets
 * the rule wrong, whichever procedure uses it (one LOS module, one Morale computation): it is killed when
 * any procedure's vectors kill it. A chart mutant is listed under every rule it cites (each of them is got
 * wrong by it); the totals count every mutant once.
 */
export function tally(results: readonly MutantResult[]): Pick<AblationReport, 'rules' | 'totals' | 'rulesetTotals'> {
  const byMutant = new Map<string, MutantResult[]>();
  for (const r of results) {
    const k = `${r.ruleset}|${mutantKey(r)}`;
    (byMutant.get(k) ?? byMutant.set(k, []).get(k)!).push(r);
  }
  const byRule = new Map<string, MutantResult[][]>();
  for (const rs of byMutant.values()) for (const rule of rs[0].rules ?? [rs[0].rule]) (byRule.get(`${rs[0].ruleset}\u0000${rule}`) ?? byRule.set(`${rs[0].ruleset}\u0000${rule}`, []).get(`${rs[0].ruleset}\u0000${rule}`)!).push(rs);
  const dead = (rs: MutantResult[]) => rs.some((r) => r.killed);
  const eqv = (rs: MutantResult[]) => !dead(rs) && rs.some((r) => r.equivalent);
  const totalsOf = (groups: MutantResult[][]): AblationTotals => ({ mutants: groups.length, killed: groups.filter(dead).length, equivalent: groups.filter(eqv).length, surviving: groups.filter((rs) => !dead(rs) && !eqv(rs)).length });
  const groups = [...byMutant.values()];
  const rulesets = [...new Set(results.map((r) => r.ruleset))].sort();
  const rulesetTotals = Object.fromEntries(rulesets.map((rs) => [rs, totalsOf(groups.filter((g) => g[0].ruleset === rs))]));
  const rules = [...byRule.entries()]
    .map(([key, ms]) => ({ ruleset: key.split('\u0000')[0], rule: key.split('\u0000')[1], ms }))
    .sort((a, b) => a.ruleset.localeCompare(b.ruleset) || a.rule.localeCompare(b.rule, 'en', { numeric: true }))
    .map(({ ruleset, rule, ms }) => {
      const killed = ms.filter(dead);
      const equivalent = ms.filter(eqv);
      const survivors = ms.filter((rs) => !dead(rs) && !eqv(rs));
      return { ruleset, rule, mutants: ms.length, killed: killed.length, equivalent: equivalent.length, survivors: survivors.map((rs) => `${rs[0].description} (no vector of ${rs.map((r) => `${r.procedure}${r.reached !== undefined ? ` [${r.reached} reach it]` : ''}`).join(', ')} tells)`) };
    });
  return { rules, totals: totalsOf(groups), rulesetTotals };
}

export const ABLATION_GENERATOR = 'combat-oracle ablate (oracle/ablate.ts): every vector replayed under each mutant of the rules its cases use. Do not edit.';

export function runAblation(
  opts: {
    ruleset?: string;
    procedure?: string[];
    rules?: string[];
    guards?: boolean;
    progress?: (m: string) => void;
    /** The cases to replay, instead of the committed vectors (the build's corpus before it is minimised, oracle/minimise.ts). */
    cases?: readonly Vector[];
    /**
     * Minimising (oracle/minimise.ts): the ids of the cases kept so far. They are replayed first; the case that
     * kills a mutant no kept case kills is added, and so is, for a mutant nothing kills, the first case that
     * reaches it when no kept case does (so that the minimised corpus still makes every mutant).
     */
    keep?: Set<string>;
  } = {},
): AblationReport {
  const say = opts.progress ?? (() => {});
  const all = opts.cases ?? selectCases({ ruleset: opts.ruleset, procedure: opts.procedure });
  // A unit is one ruleset's procedure (`ccp` shares machines with `cce`, under its own rule ids).
  const unitOf = (v: { ruleset: string; procedure: string }) => `${v.ruleset}\u0000${v.procedure}`;
  const procedures = [...new Set(all.map(unitOf))].sort();
  const results: MutantResult[] = [];
  const perProcedure: AblationReport['procedures'] = [];
  // Procedures with fewer vectors are replayed first, and a mutant killed there is not replayed again over
  // another procedure's vectors (it is one engine-wide mistake): the LOS mutants die on the los vectors
  // instead of running through every Fire case. The report is still in procedure-name order.
  // A procedure whose chart others nest (the Events in the Turn, Rout, Fire) goes before them: its own
  // vectors walk every Event, so their guards' mutants die there instead of over every host's cases.
  const size = (p: string) => all.filter((v) => unitOf(v) === p).length;
  const nestedIn = new Set(PROCEDURES.flatMap((p) => (p.nested ?? []).map((n) => unitOf({ ruleset: p.ruleset, procedure: n.procedure }))));
  const order = [...procedures].sort((a, b) => Number(nestedIn.has(b)) - Number(nestedIn.has(a)) || size(a) - size(b) || a.localeCompare(b));
  const killedIn = new Map<string, string>();
  for (const unit of order) {
    const [ruleset, procedure] = unit.split('\u0000');
    const vectors = all.filter((v) => unitOf(v) === unit);
    // Which rules this procedure's cases put through terms and comparisons, guards and transitions (an unmutated replay), case by case.
    const spec = vectors.length ? getProcedure(ruleset, procedure) : null;
    const reach = spec ? reachOf(vectors, spec.machine) : [];
    const seen = {
      terms: new Set(reach.flatMap((r) => [...r.terms])),
      comparisons: new Set(reach.flatMap((r) => [...r.comparisons])),
      guards: new Set(reach.flatMap((r) => [...r.guards])),
      entries: new Set(reach.flatMap((r) => [...r.entries])),
    };
    // Term mutants: the terms the cases go through, and every declared term (core/derivation.ts declaredTermRules)
    // of a rule the procedure's chart cites (in the ruleset's ids), reached or not — an unreached one survives.
    const terms = new Set([...seen.terms, ...(spec ? declaredTermsCited(ruleset, spec.machine) : [])]);
    const chart = new Map<Mutant, ChartMutant>();
    let chartCopy: ChartMutantCopy | undefined;
    if (spec && opts.guards !== false) for (const c of chartMutants(spec, { guards: true, actions: true, retarget: true })) chart.set(c.mutant, c);
    const mutants: Mutant[] = [
      ...[...terms].sort().flatMap((rule) => [{ rule, kind: 'drop-term' as const }, { rule, kind: 'flip-term' as const }]),
      ...[...seen.comparisons].sort().map((c) => ({ rule: c.split(' ')[0], kind: 'loosen-comparison' as const, op: c.split(' ')[1] as '<' | '>' })),
      ...[...seen.guards].sort().flatMap((rule) => [{ rule, kind: 'skip-rule' as const }, { rule, kind: 'negate-rule' as const }]),
      ...tableEntries(seen, ruleset).map((e) => ({ rule: e.split('\u0000')[0], kind: 'shift-entry' as const, what: e.split('\u0000')[1] })),
      ...chart.keys(),
    ].filter((m: Mutant) => !opts.rules?.length || (m.rules ?? [m.rule]).some((r) => opts.rules!.includes(r)));
    // Outputs are compared without their derivations (an engine need not give them; a wrong term shows in the number).
    const expected = vectors.map((v) => ({ state: v.expect.state, output: v.expect.output, rules: traceRules(v.expect.trace) }));
    let killed = 0;
    let equivalent = 0;
    let elsewhere = 0;
    // The replay order: every case in its order, or when minimising the kept ones first (ascending), then the others.
    const keep = opts.keep;
    const keptFirst = keep ? vectors.map((_, i) => i).filter((i) => keep.has(vectors[i].id)) : vectors.map((_, i) => i);
    const others = keep ? vectors.map((_, i) => i).filter((i) => !keep.has(vectors[i].id)) : [];
    const adopt = (i: number): void => {
      keep!.add(vectors[i].id);
      others.splice(others.indexOf(i), 1);
      const at = keptFirst.findIndex((k) => k > i); // kept in ascending order
      keptFirst.splice(at < 0 ? keptFirst.length : at, 0, i);
    };
    for (const m of mutants) {
      const earlier = killedIn.get(`${ruleset}|${mutantKey(m)}`);
      if (earlier) {
        elsewhere++;
        const shown = inRulesetTerms(ruleset, m, chart.has(m));
        results.push({ ruleset, procedure, ...shown, killed: false, killedElsewhere: earlier, description: describeMutant(shown) });
        continue;
      }
      let by: string | undefined;
      let byIndex = -1;
      let firstReach = -1;
      let reached = 0;
      const c = chart.get(m);
      const run = (machine?: AnyStateMachine): void => underMutant(m, () => {
        for (const order of [keptFirst, others]) {
          for (let j = 0; j < order.length && !by; j++) {
            const i = order[j];
            if (!reaches(reach[i], m, chart.get(m))) continue;
            reached++;
            if (firstReach < 0) firstReach = i;
            const got = replay(vectors[i], machine);
            // Killed by a different state or output — or by a different trace, which verify compares for an engine that reports one.
            if ('error' in got || got.state !== expected[i].state || got.rules !== expected[i].rules || !jsonEqual(got.output, expected[i].output, 'derivation')) (by = vectors[i].id), (byIndex = i);
            if (by && process.env.ABLATE_DEBUG) say(`  ${m.kind} ${m.what ?? m.rule}: ${'error' in got ? `error ${got.error}` : got.state !== expected[i].state ? `state ${got.state}` : got.rules !== expected[i].rules ? 'trace' : 'output'}`);
          }
        }
      });
      if (c) (chartCopy ??= new ChartMutantCopy(spec!.machine)).under(c, run);
      else run();
      if (keep) {
        const adoptee = by ? byIndex : firstReach;
        if (adoptee >= 0 && !keep.has(vectors[adoptee].id)) adopt(adoptee);
      }
      if (by) killed++;
      if (by) killedIn.set(`${ruleset}|${mutantKey(m)}`, procedure);
      const eq = by ? undefined : equivalentTo(ruleset, procedure, m);
      if (eq) equivalent++;
      const shown = inRulesetTerms(ruleset, m, chart.has(m));
      results.push({ ruleset, procedure, ...shown, killed: !!by, ...(by ? { by } : { reached }), ...(eq ? { equivalent: eq.argument } : {}), description: describeMutant(shown) });
    }
    const survivors = mutants.length - killed - elsewhere - equivalent;
    perProcedure.push({ ruleset, procedure, vectors: vectors.length, mutants: mutants.length, killed, killedElsewhere: elsewhere, equivalent, survivors });
    say(`ablate: ${ruleset}/${procedure}: ${mutants.length} mutants, ${killed} killed, ${elsewhere} killed by earlier procedures, ${equivalent} equivalent, ${survivors} not killed here (${vectors.length} vectors)`);
  }
  perProcedure.sort((a, b) => a.ruleset.localeCompare(b.ruleset) || a.procedure.localeCompare(b.procedure));
  const rank = new Map(procedures.map((p, i) => [p, i]));
  results.sort((a, b) => rank.get(unitOf(a))! - rank.get(unitOf(b))!); // stable: each procedure's mutants keep their order
  const { rules, totals, rulesetTotals } = tally(results);
  return { generator: ABLATION_GENERATOR, procedures: perProcedure, totals, rulesetTotals, rules, mutants: results };
}

/**
 * The totals, the per-procedure table and the rules table of a report (`rules`: only these rules, per
 * ruleset, with `…` for the others): ablation.md's body, and the README's excerpt (ABLATION_README_RULES).
 */
export function ablationTables(r: AblationReport, rules?: Readonly<Record<string, readonly string[]>>): string[] {
  const out = [`Totals: ${r.totals.mutants} mutants, ${r.totals.killed} killed, ${r.totals.equivalent} equivalent, ${r.totals.surviving} surviving.`, ''];
  for (const [rs, t] of Object.entries(r.rulesetTotals)) out.push(`- ${rs}: ${t.mutants} mutants, ${t.killed} killed, ${t.equivalent} equivalent, ${t.surviving} surviving`);
  out.push('', '| procedure | vectors | mutants | killed | killed elsewhere | equivalent | not killed here |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const p of r.procedures) out.push(`| ${p.ruleset}/${p.procedure} | ${p.vectors} | ${p.mutants} | ${p.killed} | ${p.killedElsewhere} | ${p.equivalent} | ${p.survivors} |`);
  out.push('', '| ruleset | rule | mutants | killed | equivalent | survivors |', '|---|---|---:|---:|---:|---|');
  for (const x of r.rules.filter((x) => !rules || rules[x.ruleset]?.includes(x.rule))) out.push(`| ${x.ruleset} | ${x.rule} | ${x.mutants} | ${x.killed} | ${x.equivalent} | ${x.survivors.join('; ') || '—'} |`);
  if (rules) out.push('…');
  return out;
}

/** The rules the README's ablation excerpt shows (a Command term, a Fire Group term, the Rally and Rout comparisons, Cover, a hexside's LOS). */
export const ABLATION_README_RULES: Readonly<Record<string, readonly string[]>> = { cce: ['O14.4', 'O20.3.1.2', 'O22.3', 'O23.2', 'T78.3', 'T88.4.1'] };

/** The README's excerpt of a whole ablation's report (the generated block `ablation`), fenced. */
export function ablationReadmeExcerpt(r: AblationReport): string {
  return ['```', ...ablationTables(r, ABLATION_README_RULES), '```'].join('\n');
}

export function renderAblationMarkdown(r: AblationReport): string {
  const out = ['# Rule ablation', '', `<!-- ${r.generator} -->`, ''];
  out.push('A mutant is one way an engine gets one rule wrong: a term of a derivation left out or its sign flipped, a strict comparison loosened, a rule condition never applied or inverted, one table entry one more (every entry of the Cover, Move Cost and Hindrance columns and of the Fortifications\' Cover, whether or not a vector reads it), a chart guard inverted, a transition taken without its actions (the rule\'s effect forgotten), an eventless branch sent to its sibling\'s target. It is **killed** when some vector\'s state, output or trace differs under it; a **survivor** is a way of getting that rule wrong that passes every vector.', '');
  out.push('Per procedure, "not killed here" counts mutants that procedure\'s vectors do not tell apart; per rule, a mutant is one engine-wide mistake, killed if any procedure\'s vectors kill it.', '');
  out.push('Procedures are replayed smallest first; a mutant already killed by an earlier one is not replayed again ("killed elsewhere").', '');
  out.push('A chart mutant gets wrong every rule the transitions it changes cite: it is listed under each of them in the rules table, and counted once in the totals.', '');
  out.push('Each ruleset is ablated on its own vectors, under its own rule ids (a `ccp` procedure may run a `cce` machine with its rule ids translated).', '');
  out.push(...ablationTables(r));
  const eq = r.mutants.filter((m) => m.equivalent);
  if (eq.length) {
    out.push('', '## Equivalent mutants', '');
    for (const m of eq) out.push(`- ${m.ruleset}/${m.procedure}: ${m.description} — ${m.equivalent}`);
  }
  out.push('');
  return out.join('\n');
}

export function writeAblationReports(r: AblationReport, dir = path.join(REPO_ROOT, 'reports')): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const files = [path.join(dir, 'ablation.json'), path.join(dir, 'ablation.md')];
  fs.writeFileSync(files[0], JSON.stringify(r, null, 2) + '\n');
  fs.writeFileSync(files[1], renderAblationMarkdown(r));
  return files;
}
