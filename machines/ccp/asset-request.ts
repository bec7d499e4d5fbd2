/**
 * O24 Asset Request — Combat Commander: Pacific. CC:E's Artillery Request chart (machines/cce/artillery/
 * machine.ts, O18) with the CC:P edition at the named points of `ArtilleryEdition` (machines/cce/artillery/
 * edition.ts), its transitions carrying CC:P ids:
 *  - O24.2 Communication Restored: CC:E's Battery Access, but it "activates one of his unbroken, unsuppressed
 *    leaders (only)" (digest 004 D14);
 *  - O24.3 Fire For Effect: the spotter "unbroken, unsuppressed" (D16); O24.3.1 Spotting, and "The SR cannot be
 *    placed in or adjacent to a melee hex" (D17, 19.1); O24.3.2 Accuracy with its Minor and Major Drift Checks
 *    and O24.3.2.3 Off-Map; O24.3.3 Impact, "the same rules and restrictions as for a Fire Attack roll
 *    [O27.3.3 & O27.3.4]", so CC:P's Fire Defense (O27.3.4 a: half or less eliminates); O24.3.4 Artillery vs
 *    Fortifications. No Smoke rounds or barrage (D13), no height modifier for radios (T89.2, D27), no Jammed!
 *    trigger, no Concealment or Hidden Entrenchments; CC:P's Hidden Pillbox, Trenchline and Cave (A43.4, A43.5, A43.1)
 *    before each Defense roll (below);
 *  - O24.6 Weapon Repair: one of his unbroken, unsuppressed units possessing a broken weapon is activated
 *    and the weapon flipped to its unbroken side;
 *  - O24.7 Illumination, 7.1, 18.5: only "if night rules [18] are in effect" (the situation's `night`, as CC:P
 *    Fire's), an unbroken, unsuppressed leader is activated, places the SR in his LOS (O24.7 a: its own step,
 *    so O24.3.1's melee limit is not repeated), the Accuracy roll and drift of O24.3.2 follow, and a starshell
 *    goes where the SR lands (output `starshells`; 15.1 sets no limit per hex). O24.3.2.3 is part of "the
 *    procedure used for an artillery strike [O24.3.2]" O24.7 b) names, and says "Any SR": an SR that errs off
 *    the map is removed and no starshell is placed;
 *  - O24.1 Communication Established, 18.4: only by day and with no radio or artillery denied marker in his
 *    Artillery Box, an unbroken, unsuppressed leader is activated and a) rolls on his nation's Radio Table
 *    (a roll like any other: 10.1's re-roll, 1.9.1's triggers); b) an item of the column matching the roll is
 *    selected; c) a radio is paid for (output `established.vpPaid`: the spaces the VP marker moves towards
 *    the opponent) and placed in his Artillery Box, or d) the artillery denied marker is (15.1.2). The Radio
 *    Table is the playbook's, not the rulebook's: the situation states it (`radioTable`: for each roll 2-12,
 *    the items of that column available for the scenario's year, none empty, "something must be chosen").
 *
 * At night the Accuracy roll of Fire For Effect and of Illumination counts 18.3's Hindrance of the range
 * (unless 7.2 illuminates the SR's hex): reading ccp.night-hindrance-accuracy (digest 004 ambiguity 18),
 * default `applies`, alternative `not-applies`.
 *
 * Readings: ccp.artillery-vulnerability-roll (O24.3.4 repeats CC:E's question, digest 004 §5 of CC:E item 6);
 * the Defense Rolls read a broken leader's command as 0 ("Since a broken leader has a command of 0", O27.3.4).
 *
 *  - O24.4 Bombing Run, 8.2, 8.3: with his aircraft marker in play (the situation's `aircraft`; "aircraft are NA
 *    at night", 18.6, so none at night), no unit is activated; a) a target hex, not its own, holding an enemy
 *    unit the dive bomber sees "as if [it] occupied a level 5 hill [T89]" (machines/cce/los.ts asIfOnHill:
 *    the map with its hex a level 5 Crest hex; T89.4.1's Blind Hex and T89.5's lower Hindrances follow from
 *    the shared LOS), none: skip to d); b) a Targeting roll as ordnance (O27.2.3, the Accuracy arithmetic);
 *    on a hit c) the 12 FP Fire Attack (O27.3.3, no Hindrance 16.3.1, no height T89.2), the fortification
 *    destroyed first on a roll equal to the "12-FP" Vulnerability number (`bomberVulnerability`, O24.3.4),
 *    and the Defense rolls with Cover "vs aircraft"; d) the dive bomber removed (output `aircraft`).
 *    machines/cce/artillery/bombing-run.ts. T82's Sand: against a Beach hex the dive bomber's Attack Total, and a
 *    radio's Impact Total, are "always decreased by 2" (the edition's `sand`, one term of their derivations,
 *    machines/cce/artillery/rules.ts impactRecordFor); not the fighter's (O24.5: it is flipped "to its 'fighter'
 *    side", no dive bomber, and Sand names no other aircraft).
 *
 * - O24.5 Strafing Run (STRAFING_RUN with a facing; the aircraft marker in play, as O24.4): the fighter's
 *    9 FP Fire Attack on each hex of the line in front of it to the map edge, closest first, where it sees a
 *    unit of either side as from a level 5 hill; its FP less the Hindrance under reading ccp.strafing-hindrance
 *    (default `reduced`, O27.3.2); the Bombing Run's Fire Attack and Defense states; the fighter removed.
 *    machines/cce/artillery/strafing-run.ts.
 *
 * - O24.4, O24.5 Pull Up! ("If an Air Support event occurs at any point during a Bombing Run, the Run is
 *    cancelled with no further effect"): an Event! on the Run's Targeting roll, a Fire Attack roll or a Defense roll
 *    draws an Event, read by the player who rolled (1.9.3). The Order is played without the game around it
 *    (`game: false`), so RESOLVE_TRIGGER names the Event drawn (`event`, during a Run only) and, where its reader
 *    places his own aircraft, the hex (E50); an Air Support event cancels the Run at each of the three points
 *    (`resolveFirst` of ../cce/order-rolls.ts rerollStates and ../cce/fire-defense-states.ts defenseRollStates,
 *    CC:E's charts unchanged), the aircraft where E50 leaves it, no further effect (../cce/artillery/pull-up.ts).
 *    Any other Event: its effects on units, as before. On a Defense roll, reading ccp.pull-up-defense-roll: that
 *    roll's locked result not implemented (default `not-implemented`), implemented alone (`locked-stands`), or with
 *    every other Defense roll of that Fire Attack (`hex-completes`, O27.3.4), the Run then ended.
 *
 * Caves (F102, the edition's `caves`; the situation's `caves`, each Crest hex with the Japanese units inside it): against
 * a radio's Impact the units inside the cave of the hex defend with its alternate Cover 8, "vs any artillery attack"
 * (F102.2.3, whatever the direction: machines/ccp/cave.ts caveCoverTerm), the better single instance with the hex's
 * (T81.3.1); a cave is one of the "seven 'fortifications'" (F100.1), so an Impact roll equal to the Vulnerability number
 * destroys it before the Defense rolls (O24.3.4, F100.2: the output's `caves` lose it, its units are then outside).
 * Against an aircraft's Fire Attack (Bombing and Strafing Runs), reading ccp.aircraft-cave (aircraftCaveDefense below):
 * F102.2.3's 8 "vs aircraft ... emanating from downslope" (default `cover-8`), immune and unseen as from upslope (`immune`:
 * the aircraft's LOS as from a level 5 hill), or the hex's Cover (`hex-cover`); the dive bomber's "12-FP" Vulnerability
 * number destroys a cave as a radio's does (O24.4 c, O24.3.4). Left out: a spotter
 * inside a cave (F102.2.2: his LOS to a hex upslope) and a cave hex with no unit in the impact area (O24.3.3 attacks a
 * hex with a unit or a map fortification marker) are not modelled.
 *
 * Light Wounds (A44, the edition's `lightWounds`): on a Defense roll against an Impact or a Run's Fire Attack (CC:P
 * Fire's rolls, O24.3.3), when a Squad would break, its owner may play it with the situation's `lightWoundsTeams` (the
 * shared loop's LIGHT_WOUNDS: the Team placed, a `wounded` Defense record with the 1 VP its owner loses); a Defense
 * Total half the Attack Total or less eliminates outright, which A44 does not save.
 *
 * Left out, and where: an Event drawn outside a Run is not named (its effects on units only, RESOLVE_TRIGGER's
 * `effects`). Checked against E50-E80, these CC:P Events drawn by a trigger during Fire For Effect (its Accuracy roll,
 * one of up to seven Impact rolls, a Defense roll), Illumination or Communication Established would change the Order's
 * course or what it leaves, and are not composed: a random hex's new foxholes (E73 Shellholes), wire and smoke (E57
 * Detritus of War) or blaze, which removes a fortification and moves or eliminates the units there (E53 Blaze) — each a
 * hex of the impact area not yet attacked would then have other Cover, or no unit; a unit moved to an adjacent hex (E75
 * Stealth) or the Japanese Hero placed (E74 Spider Hole), into or out of such a hex; a smoke marker whose hex's units
 * each break one (E80 White Phosphorus: the break is an effect, the smoke is not placed); and the aircraft markers moved
 * (E50 Air Support: its output `aircraft` stays as the situation gave it). The others act on units (the `effects`),
 * weapons (E63 Jam, E65 Malfunction: a radio is no weapon), VP, objectives or the countermix, outside this Order's state.
 * The game around the Order (Events, E49-E80: issue 20), so a trigger's effects arrive in RESOLVE_TRIGGER. 
 *
 * Terrain: the situation's map is CC:P Fire's, Move's and Advance's (oracle/procedures/ccp/map.ts: the terrain both editions give
 * alike and CC:P's own, machines/ccp/terrain.ts, with the Road, Trail and Bridge depictions and the occupiable Water Barrier,
 * T84, T94, T98, T99), its Cover and LOS columns CC:P Fire's (the edition's coverTable, terrainLos: the Defense rolls, the
 * Spotter's and the aircraft's LOS). T91, T97 Airbursts: "The Fire Attack Total of any mortar or artillery attack against a
 * jungle [swamp] hex is always increased by 2" — a radio's Impact is an artillery attack (its Impact Total +2, the term cited
 * T91 or T97: the Fire edition's `airbursts`, one table); a dive bomber's or a fighter's attack is no mortar or artillery attack
 * (8: "An aircraft is not a weapon"), so none. T91's "even if one or more units in the targeted hex will be using an alternate
 * Cover, such as from a cave or pillbox": the +2 stands whatever Cover the units use.
 *
 * Hidden Pillbox, Trenchline, Cave (A43.4, A43.5, A43.1: "just prior to the scenario Defender making a Defense roll"): before
 * each Defense roll of an Impact or a Run's attack, the rolling unit's owner, if he is the situation's `defender`, may place a
 * pillbox or trench marker (F105, F106.1: Cover 6 or 5 vs aircraft and artillery) into its hex, or a cave into its Crest hex
 * (the edition's hiddenFortification and hiddenCave, the Defense Roll loop's points CC:P Fire uses; machines/ccp/hidden.ts),
 * the Japanese units `enter` entering it at once (F102.1.1): reading ccp.hidden-cave-entry (placeArtilleryHiddenCave below).
 *
 * The Japanese player is the situation's `axis` player.
 */
import type { AnyStateMachine } from 'xstate';
import { CCE_ARTILLERY, type ArtilleryEdition } from '../cce/artillery/edition';
import { artilleryMachineFor } from '../cce/artillery/machine';
import { ownId, withRuleIds } from '../core/ruleset-ids';
import { CCP_FIRE, CCP_FIRE_ABSENT, defenseWithCave, mayEnterHiddenCave } from './fire';
import { toCcpIds } from './rule-map';
import { caveCoverTerm } from './cave';
import { caveOccupants, type CaveMarker } from '../cce/entry';
import type { Unit } from '../cce/units';
import type { Term } from '../core/derivation';
import type { Readings } from '../core/readings';
import type { DefenseHost } from '../cce/fire-defense-states';
import type { ArtilleryContext } from '../cce/artillery/types';
import { hiddenFortificationAllowed } from './hidden';

export const CCP_ASSET_REQUEST: ArtilleryEdition = {
  ...CCE_ARTILLERY,
  // O24.3.3: the Impact's Defense Rolls are CC:P Fire's (O27.3.4).
  halfEliminates: CCP_FIRE.halfEliminates,
  concealment: false,
  jammed: false,
  smoke: false,
  game: false,
  woodsAirbursts: false,
  // T91, T97 Airbursts: "any mortar or artillery attack against a jungle [swamp] hex is always increased by 2" — the Fire edition's table; a radio's Impact is an artillery attack.
  airbursts: CCP_FIRE.airbursts,
  // T81.3.1, T81.4: the CC:P Terrain Chart's Cover and LOS columns, as CC:P Fire's (machines/ccp/terrain.ts).
  coverTable: CCP_FIRE.coverTable,
  terrainLos: CCP_FIRE.terrainLos,
  // T94, T98: a Road's and a Trail's "COVER: Use other terrain in the hex" (no CC:E T93 −1), as CC:P Fire's.
  roadCover: false,
  // 15.2.2, T81.3.2: "Cover in that hex is reduced by one for each soldier figure present above 7", on every Defense roll, as CC:P Fire's.
  coverPenalty: CCP_FIRE.coverPenalty,
  hiddenEntrenchments: false,
  height: false,
  assetRequest: true,
  // A44 Light Wounds when a Squad would break on its Defense roll against an Impact (O24.3.3: CC:P Fire's rolls), without the game.
  lightWounds: true,
  // T82 Sand: "The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2."
  sand: { terrain: 'Beach', rule: ownId('ccp', 'T82') },
  // F102.2.3: "A cave grants its occupants an alternate Cover of '8' instead vs ... any artillery attack" (cave.ts caveCoverTerm).
  caves: { artilleryCover: (caves, units, hex) => artilleryCaveCover(caves, units, hex), aircraft: (readings, caves, units, hex) => aircraftCaveDefense(readings, caves, units, hex) },
  // A43.4 Hidden Pillbox, A43.5 Hidden Trenchline "just prior to the scenario Defender making a Defense roll": the Impact's and a Run's Defense rolls too (machines/ccp/hidden.ts).
  hiddenFortification: hiddenFortificationAllowed,
  // A43.1 Hidden Cave before such a Defense roll: the cave into the Context's `caves`, its entering units as occupants (placeArtilleryHiddenCave below).
  hiddenCave: (c, hex, enter) => placeArtilleryHiddenCave(c, hex, enter),
  // O24.3.4 repeats CC:E O18.2.3.3's question: reading ccp.artillery-vulnerability-roll, read where CC:E's is.
  readingsOf: (r) => (r['ccp.artillery-vulnerability-roll'] === undefined ? r : { ...r, 'cce.artillery-vulnerability-roll': r['ccp.artillery-vulnerability-roll'] }),
};

/**
 * F102.2.3 against a radio's Impact on `hex`: each unit inside the cave there (caveOccupants) with the cave's 8 "vs any
 * artillery attack" — whatever the direction: artillery has no slope (cave.ts caveCoverTerm, its 'artillery').
 */
function artilleryCaveCover(caves: readonly CaveMarker[], units: readonly Unit[], hex: string): Record<string, Term> {
  const cover = caveCoverTerm('artillery', null)!;
  return Object.fromEntries(caveOccupants(caves, units).filter((k) => k.hex === hex).flatMap((k) => k.inside.map((id) => [id, cover])));
}

/**
 * F102.2.2, F102.2.3 against an aircraft's Fire Attack on `hex` (Bombing Run O24.4 c, Strafing Run O24.5 b), reading
 * ccp.aircraft-cave: the aircraft's LOS is checked "as if [it] occupied a level 5 hill" (above every hill level, T89), so its
 * thread would cross the cave hex's hexside upslope (F102.2.1), yet F102.2.3 names "aircraft ... attacks emanating from
 * downslope" and F102.2.2's immunity names attacks "from a unit or weapon" ("An aircraft is not a weapon", 8).
 * `cover-8` (default): the occupants are reached, with the cave's 8 vs aircraft (caveCoverTerm's 'aircraft' from downslope);
 * `immune`: from upslope, the occupants are neither seen nor reached; `hex-cover`: reached, with no cave Cover (the hex's).
 */
function aircraftCaveDefense(readings: Readings, caves: readonly CaveMarker[], units: readonly Unit[], hex: string): { immune: string[]; cover: Record<string, Term> } {
  const occupants = caveOccupants(caves, units).filter((k) => k.hex === hex).flatMap((k) => k.inside);
  const reading = readings['ccp.aircraft-cave'];
  if (reading === 'immune') return { immune: occupants, cover: {} };
  if (reading === 'hex-cover') return { immune: [], cover: {} };
  const cover = caveCoverTerm('aircraft', 'downslope')!;
  return { immune: [], cover: Object.fromEntries(occupants.map((id) => [id, cover])) };
}

/**
 * A43.1 Hidden Cave in an Impact's or a Run's Defense rolls (the Defense Roll loop's `hiddenCave`, machines/cce/fire-defense-states.ts;
 * the loop's rule, hiddenFortificationAllowed, checks the Crest hex, the scenario Defender and no fortification, F100.3): the cave
 * goes into `hex`, the Impact's, with the Japanese units `enter` (in the hex, F102.1) inside it at once (F102.1.1). No crossing level
 * is asked (an artillery attack has no slope, F102.2.3's "any artillery attack"; an aircraft's is reading ccp.aircraft-cave). Reading
 * ccp.hidden-cave-entry: `occupants-defend` (default) — this attack reaches them as occupants, as a cave stated before it would
 * (artilleryCaveCover: Cover 8 vs a radio's Impact; aircraftCaveDefense against a Run: Cover 8, immune — the rolling unit among
 * them rolls no Defense, `current` null — or the hex's Cover); `attacked-outside` — this attack's Defense rolls are as they were, the
 * cave counts from the next attack on. Null: a unit that may not enter.
 */
function placeArtilleryHiddenCave(c: DefenseHost, hex: string, enter: readonly string[]): Partial<DefenseHost> | null {
  const a = c as unknown as ArtilleryContext;
  const units = a.situation.units;
  if (!mayEnterHiddenCave(units, hex, enter)) return null;
  const caves = [...(a.caves ?? []), { hex, inside: [...enter] }];
  if (c.readings['ccp.hidden-cave-entry'] === 'attacked-outside') return { caves } as Partial<DefenseHost>;
  const reached = a.bombingRun ? aircraftCaveDefense(c.readings, caves, units, hex) : { immune: [], cover: artilleryCaveCover(caves, units, hex) };
  return { caves, defense: defenseWithCave(c, reached) } as Partial<DefenseHost>;
}

/** The Defense Roll loop's CC:E ids for terrain CC:P has not (Hedge, Wall, Marsh, Woods) are dropped, as CC:P Fire drops them: the situation cannot hold that terrain. */
const translate = (id: string, where: string) => (id in CCP_FIRE_ABSENT ? [] : toCcpIds(id, where));

export const ccpAssetRequestMachine = withRuleIds(artilleryMachineFor(CCP_ASSET_REQUEST) as unknown as AnyStateMachine, 'ccp', translate);
