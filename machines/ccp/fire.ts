/**
 * O27 Fire — Combat Commander: Pacific. The CC:E chart (machines/cce/fire/, O20) serves: CC:P keeps its
 * activation (O27.1.1, O20.1), Ordnance Targeting by the product of the dice (O27.2-O27.2.4), the shot loop,
 * Fire Groups and their X+Y FP (O27.3, O27.3.1-O27.3.1.2), the Hindrance on non-Ordnance FP (O27.3.2), the
 * Fire Attack Roll (O27.3.3) and the Fire Defense Rolls (O27.3.4), the Initiative re-roll (10.1) and the
 * Actions on the shot Bore Sighting (A35), Crossfire (A37), Hand Grenades (A42), Marksmanship (A45) and
 * Sustained Fire (A48); the edition's differences are the named points of `FireEdition`
 * (machines/cce/fire/edition.ts), and the transitions carry CC:P ids (machines/ccp/rule-map.ts).
 *
 * Scouts (3.3.3, the edition's `scouts`): a Scout (a unit's `independent: "scout"`) has no command number, so
 * it adds to no stat (machines/cce/units.ts commandTerms) and leads no group (3.3.3 a); an unbroken one may
 * instead activate unbroken, unsuppressed units possessing mortars anywhere on the map, if it has an enemy
 * unit in its LOS within the range of one of them (O27.1.3: its own ACTIVATE transition), and such a mortar
 * may fire with its LOS traced from the Scout (O27.2.5: a DECLARE_SHOT naming the `spotter`), the range
 * still counted from the mortar and the Targeting Hindrance the one along the Scout's LOS (machines/cce/
 * fire/guards.ts scoutActivationProblem, spotterProblem, targetingHindrance, with the settling words). A
 * Scout's VP value is a Leader's with no command added (machines/cce/victory.ts unitValue: 1; digest 004
 * item 24 presumes the same).
 *
 * Sogeki Hei (3.3.4, the edition's `sogekiHei`): the Japanese player's Leader with no command number
 * (`independent: "sogeki-hei"`: a) as a Scout's), "treated as being Ordnance" (b: firepower.ts isOrdnance —
 * a Targeting Roll, its own DECLARE_SHOT transition; alone, O27.3.1.1; no Op Fire, A41.3 a; no Hindrance
 * on its FP); c) its Fire Attack dice multiplied (its own attackApplying transition, attackDerivation's
 * term cited 3.3.4) and one unit of the targeted hex affected, chosen by the Japanese player among the
 * unbroken ones if any (the Defense Roll loop's `single`, fire/actions.ts snipedDefense; CHOOSE_UNIT names
 * it). Digest 004 item 20 (Sand T82 and the Sogeki Hei) is reading ccp.sand-sogeki-hei (below).
 *
 * Enfilade (A39, CC:P's own Action on the shot; CC:E's A39 is Smoke Grenades): listed in the edition's
 * shotActions and actionIds under the chart's id ENFILADE (`ccp:A39`, core/ruleset-ids.ts ownId, which the
 * translation keeps as A39), playable "only if two or more activated pieces are firing as a group [O27.3.1]"
 * (fire/guards.ts actionProblem, its refusal citing A39), adding "+1 for each firing piece beyond the first"
 * per Enfilade played (A32: "All effects of consecutively-played actions are cumulative"), one FP term beside
 * the group's own Y (firepower.ts actionTerms). A Weapon firing beside the unit possessing it is a firing piece:
 * the Glossary's "Piece—Any unit, weapon, radio, aircraft or fortification counter" settles it, and O27.3.1.2's
 * Y counts it alike ("the number of other firing pieces").
 *
 * Where CC:P differs: a Defense Total half (or less) the Attack Total eliminates the unit, broken or not
 * (O27.3.4 a); a hex holding units of both sides is a melee hex (19.1), whose units cannot be activated to
 * fire (O27.1.2) and which is no target (O27.1.1, O27.3 a); there is no Jammed! trigger ("Jammed
 * trigger—Not in CC:P"), no Concealment, Hidden Entrenchments or Spray Fire ("Deleted Actions"); an
 * overstacked target hex (15.2.1: 8 or more soldier figures, both sides') has its Cover lowered by one per
 * figure above 7 (15.2.2, which T81.3.2 repeats: one term, machines/ccp/stacking.ts, at the edition's
 * `coverPenalty`), after the single best Cover is chosen (T81.3.1), and not where an attack sets the Cover
 * (5.6: the flamethrower's "0", "with no modifications possible"). The figures are counted at each Defense
 * Roll, so a unit eliminated earlier in the sequence no longer counts: T81.3.1's Cover modifies morale "at
 * all times and for all purposes", and O27.3.4 itself reads the hex as it is at each roll ("you generally
 * want to roll Defense for a leader last (in case it breaks)").
 *
 * Light Wounds (A44, CC:E A36, the edition's `lightWounds`): "at the instant that a friendly squad – either broken or
 * unbroken – would break" on a Defense roll, its owner may play it if the situation's `lightWoundsTeams` lists a Team
 * for him (CC:E's shared Defense Roll loop, machines/cce/fire-defense-states.ts: LIGHT_WOUNDS places the Team into the
 * hex, broken if the Squad was, with its markers, and he loses 1 VP; NO_LIGHT_WOUNDS breaks it, or eliminates it if
 * broken). A Defense Total half the Attack Total or less eliminates outright (O27.3.4 a), which A44 does not save ("not
 * one that is being eliminated outright"): the loop offers Light Wounds on a break only. The same edition point serves
 * every host of this edition's Defense rolls (Move's Op Fire and Mine Attacks, Advance's Mine Attacks; Asset Request's
 * Impact has its own, machines/ccp/asset-request.ts), and a Team that takes a moving Squad's place goes on under reading
 * ccp.light-wounds-moving-team (ccpLightWoundsReadings below).
 *
 * Explosive Charge (A40, the edition's `explosiveCharge`: CCP_EXPLOSIVE_CHARGE below, from ./actions/explosive-charge.ts):
 * after a Fire Order's Fire Attack roll is kept (triggers and the Initiative re-roll settled, O27.3.3; any Sustained
 * Fire break assigned), on "doubles" against "an adjacent hex containing a Fortification" (reading
 * ccp.explosive-charge-group-adjacent for a Fire Group), the firing player plays PLAY_EXPLOSIVE_CHARGE or
 * DECLINE_EXPLOSIVE_CHARGE; played, the fortification (a map marker, or the cave) is eliminated before the Defense rolls
 * (F100.2) and the shot records it (`explosiveCharge`). Not offered in a Move's Op Fire (machines/ccp/explosive-charge.ts).
 *
 * Triggers (1.9.3-1.9.5): with the game around the Order described (the situation's `game`, oracle/procedures/
 * ccp/game.ts), an Event or Sniper on a Targeting, Fire Attack or Fire Defense roll is resolved by CC:P's Event
 * chart (E49-E80) and Sniper, a Time on a Targeting or Fire Attack roll by CC:P's Time advance (13.1.2), nested
 * where CC:E's are (CCP_TRIGGER_CHARTS, the edition's `triggerCharts`; their transitions cite the `event` and
 * `time-advance` procedures' ids, ccpOrderRuleIds), before the roll's result (1.9.1.3); without `game`, and for a
 * Time on a Defense roll, the trigger's effects arrive in RESOLVE_TRIGGER. The Initiative card is one card for the
 * Order and its nested charts (10.1: machines/cce/event/host.ts withOrder). Left out, with `game`: the Time advance a
 * Defense roll's trigger would run (a Time!, or an Event's reveal that takes a draw pile's last card, 13.1.2: the
 * Defense Roll loop nests no Time advance, as in CC:E); the Japanese player's Sighting marker moved into a Random Hex
 * (1.8.2: the nested chart offers no MOVE_SIGHTING, and the output's `game` lists no Sighting markers); Light Wounds
 * on a break by the Sniper or an Event (A44 is offered on a Defense roll only); the Events' map is the terrain both
 * editions share (oracle/procedures/ccp/event.ts checkCcpEventMap).
 *
 * Left out, and where: the Disperse trigger (1.9.2) — the ROLL events of this procedure carry no
 * trigger a CC:P card prints other than Event, Sniper and Time (Hidden Cave, Pillbox and Trenchline, A43.1, A43.4,
 * A43.5, are played before a Defense roll: the edition's hiddenFortification and hiddenCave below);
 * Terrain: the situation's map holds the terrain both editions share (CCP_FIRE_TERRAIN) and
 * CC:P's own (Beach, Bush, Grass, Hut, Jungle, Palm, Swamp), read from CC:P's Terrain Chart (machines/ccp/
 * terrain.ts: the edition's coverTable and terrainLos; a Swamp is water terrain, whence no Weapon fires, T97),
 * and, as its only hexside entries, the Road, Trail and Bridge depictions (oracle/procedures/ccp/map.ts, the one
 * CC:P map of Fire, Move and Advance), which change nothing on the shot; a Mortar's Attack Total +2 against a Jungle or Swamp hex (T91, T97 Airbursts: the
 * edition's airbursts), whatever Cover its units use ("even if one or more units in the targeted hex will be
 * using an alternate Cover, such as from a cave or pillbox"); an ordnance Weapon's Attack Total -2 against a Beach
 * hex (T82 Sand: the edition's sand, one Attack Total term, firepower.ts sandTerm), and a Sogeki Hei's under reading
 * ccp.sand-sogeki-hei (default `not-a-weapon`: 3.3.4 b's "except that it is a unit and not a weapon" meets Sand's
 * "ordnance weapon"). A Water Barrier (T99) is "No longer impassable": a unit may stand in one (the parser's
 * ccpImpassableBecause), its Cover is -2 (CCP_TERRAIN_COVER) and no Weapon fires from it (the edition's
 * waterBarrier: the refusal cites T99, where CC:E's T98 says no unit may occupy it). Road (T94), Trail (T98) and Bridge
 * (T84) hexes, here as in a Move's Op Fire: the Road's and Trail's Cover "Use other terrain in the hex" (this
 * edition's roadCover: no T93 −1), the Bridge's Cover 1 (CCP_TERRAIN_COVER), all three "LOS: Clear" (CCP_TERRAIN_LOS
 * has none of them: CC:E's Bridge Hindrance 1 is not CC:P's), and a Bridge over a Stream or Water Barrier is no water
 * hex (T81.1: core/map.ts isWater), so a Weapon fires from it.
 * Caves (F102.2, the edition's `caves`: CCP_FIRE_CAVES below, from machines/ccp/cave.ts's caveSlope,
 * seesInsideCave and caveCoverTerm): the situation's `caves` name each cave's Crest hex, the Japanese units
 * inside it and, per hex an Allied unit fires from, the level where the LOS thread crosses the cave hex's
 * hexside (F102.2.1). From upslope the units inside are never seen (F102.2.2): a piece may fire at the hex only
 * if it sees an enemy unit there (O27.3.1, O27.3 b), and the occupants are immune — no Defense Roll (O27.3.4's
 * exception; a Fire Group from both slopes: reading ccp.cave-fire-group-slope); the other way, "units inside a cave
 * never have LOS to any hex lying upslope of that cave": an occupant neither has a target there (O27.1.1) nor
 * fires at it (the shot refused citing F102.2.2; a spotting Scout inside a cave, its own slope), the crossing
 * level of the target hex's thread the same input (LOS is reciprocal, 16.1); from downslope they defend with
 * the cave's alternate Cover, 4, or 8 vs a mortar (F102.2.3), the better single instance with the hex's
 * (T81.3.1: machines/cce/terrain.ts coverTerms' `alternate`). Left out: a Scout's spotting for a mortar at a cave
 * hex takes the slope from the mortar's hex (the weapon the attack "emanates" from), its sighting from the
 * Scout's; entering and leaving the cave (F102.1.1) is the cave procedure's and Move's, not Fire's.
 * Night (18.3) is the situation's `night`: the automatic Hindrance of the range, unless a starshell within
 * 2 hexes illuminates the target hex (7.2); Night's other rules (18.1, 18.2, 18.4-18.6) are not Fire's.
 * The Japanese player is the situation's `axis` player.
 *
 * Readings. The mixed Fire Group's height (T89.2 repeats CC:E T88.2) is reading ccp.height-mixed-fire-group.
 * The other CC:E readings the shared modules consult take, under `ccp`, the branch the CC:P text settles:
 * cce.broken-leader-command → zero ("Since a broken leader has a command of 0", O27.3.4); cce.trigger-locks-
 * result → locked ("So the roll itself locks in a result", 1.9.1.3, whose example's "increased morale ... is
 * not retroactively calculated"); cce.tie-breaks-moving → every unit activated to Move ("unless it is
 * currently activated to Move", O27.3.4 c); Concealment, Spray Fire and Hedge/Wall readings are about rules
 * CC:P deleted. The LOS readings (cce.los-*) keep their CC:E defaults here; CC:P's own LOS procedure
 * (machines/ccp/los.ts) registers ccp.los-hexspine and ccp.los-corner. The night Hindrance's scope (digest
 * 004 §5.2 item 18) is settled for Fire by 18.3's own words: it is "an automatic Hindrance" that "As usual
 * ... is not cumulative with other Hindrances (such as for smoke or grass)", so it lowers a Targeting roll
 * (16.3.1, O27.2.4) and a non-Ordnance FP (16.3.2.1) as smoke does, the largest one counting (16.3.3).
 */
import type { AnyStateMachine } from 'xstate';
import { CCE_FIRE, type FireEdition } from '../cce/fire/edition';
import { ENFILADE } from '../cce/fire/types';
import { fireMachineFor } from '../cce/fire/machine';
import type { CceRuleId } from '../cce/rule-ids';
import { ownId, withRuleIds } from '../core/ruleset-ids';
import { declareTerms } from '../core/derivation';
import { toCcpIds } from './rule-map';
import { overstackingCoverTerm } from './stacking';
import { CCP_OWN_TERRAIN, CCP_TERRAIN_COVER, CCP_TERRAIN_LOS } from './terrain';
import type { CcpRuleId } from './rule-ids';
import { hiddenFortificationAllowed } from './hidden';
import type { FireCaves, FireExplosiveCharge } from '../cce/fire/edition';
import { attackIsAdjacent, CCP_FORTIFICATIONS, isDoubles, type CcpFortification } from './actions/explosive-charge';
import type { FireSituationView, Piece } from '../cce/fire/firepower';
import type { FireCave } from '../cce/fire/types';
import type { Readings } from '../core/readings';
import type { Unit } from '../cce/units';
import type { Term } from '../core/derivation';
import { hasCave, levelOf } from '../core/map';
import { caveCoverTerm, caveSlope, seesInsideCave, type CaveSlope } from './cave';
import type { DefenseHost } from '../cce/fire-defense-states';
import type { FireContext } from '../cce/fire/types';
import { shotPieces } from '../cce/fire/guards';
import type { TriggerCharts } from '../cce/order-rolls';
import { CCP_EVENT_MODULES, ccpEventReadingsOf, ccpEventRuleIds } from './event';
import { CCP_TIME_ADVANCE } from './time-advance';

const caveOf = (s: FireSituationView, hex: string): FireCave | undefined => s.caves?.find((c) => c.hex === hex);

/** F102.2.1: the slope of `from` from the cave (its crossing level stated by the situation, which the parser requires for every enemy unit's hex). */
function slopeFrom(s: FireSituationView, cave: FireCave, from: string): CaveSlope {
  const crossing = cave.crossings[from];
  if (crossing === undefined) throw new Error(`situation.caves: no crossing level for ${from} at the cave in ${cave.hex} (the parser requires one for every enemy unit's hex)`);
  return caveSlope(levelOf(s.map.hexes[cave.hex]), crossing);
}

/**
 * Reading ccp.cave-fire-group-slope: a Fire Group whose pieces lie on both slopes of the cave emanates from
 * upslope if any piece does (any-upslope), or only if every piece does (all-upslope).
 */
function groupSlope(slopes: readonly CaveSlope[], r: Readings): CaveSlope {
  const upslope = r['ccp.cave-fire-group-slope'] === 'all-upslope' ? slopes.every((x) => x === 'upslope') : slopes.includes('upslope');
  return upslope ? 'upslope' : 'downslope';
}

/**
 * F102.2.2, F102.2.3 in Fire: machines/ccp/cave.ts's slope (caveSlope), visibility (seesInsideCave) and Cover
 * (caveCoverTerm, 'mortar' for a mortar, which fires alone, O27.3.1.1, else 'fire'); the best single
 * instance of the cave's and the hex's Cover is T81.3.1's (machines/cce/terrain.ts coverTerms, `alternate`).
 */
export const CCP_FIRE_CAVES: FireCaves = {
  unseen: (s, from, u) => {
    const cave = caveOf(s, u.hex);
    return cave !== undefined && cave.inside.includes(u.id) && !seesInsideCave(slopeFrom(s, cave, from));
  },
  // The other direction, the same computation: the slope of the target hex from the firer's cave (LOS is reciprocal, 16.1).
  blind: (s, u, target) => {
    const cave = caveOf(s, u.hex);
    return cave !== undefined && cave.inside.includes(u.id) && !seesInsideCave(slopeFrom(s, cave, target));
  },
  defense: (s, r, pieces: readonly Piece[], target) => {
    const cave = caveOf(s, target);
    const occupants = cave ? s.units.filter((u) => u.hex === target && cave.inside.includes(u.id)).map((u) => u.id) : [];
    if (!cave || occupants.length === 0) return { immune: [], cover: {} };
    const slope = groupSlope(pieces.map((p) => slopeFrom(s, cave, p.unit.hex)), r);
    if (!seesInsideCave(slope)) return { immune: occupants, cover: {} };
    const cover = caveCoverTerm(pieces.some((p) => p.weapon?.type === 'mortar') ? 'mortar' : 'fire', slope);
    return { immune: [], cover: cover ? Object.fromEntries(occupants.map((id) => [id, cover])) : {} };
  },
};

/**
 * A43.1 Hidden Cave in a CC:P Fire's Defense rolls (the Defense Roll loop's `hiddenCave`, machines/cce/fire-defense-states.ts):
 * the cave goes into `hex` (a Crest hex the situation's `caveSites` states, with its crossing levels, F102.2.1) and the Japanese
 * units `enter` (in the hex, F102.1: "Only Japanese units can use caves") are inside it at once (F102.1.1 "immediately after
 * the cave is placed into its hex"). Reading ccp.hidden-cave-entry: `occupants-defend` (default) — this shot reaches them as
 * occupants, CCP_FIRE_CAVES.defense's computation: immune from upslope (they roll no Defense, O27.3.4's exception; the rolling
 * unit among them: `current` null), else the cave's alternate Cover (F102.2.3); `attacked-outside` — this shot's Defense rolls
 * are as they were, the cave counts from the next shot on. Null: no such site, or a unit that may not enter.
 */
function placeHiddenCave(c: DefenseHost, hex: string, enter: readonly string[]): Partial<DefenseHost> | null {
  const f = c as unknown as FireContext;
  const s = f.situation as FireSituationView;
  const crossings = s.caveSites?.[hex];
  if (!crossings || !f.shot || !mayEnterHiddenCave(s.units, hex, enter)) return null;
  const situation = { ...s, caves: [...(s.caves ?? []), { hex, inside: [...enter], crossings }] };
  if (c.readings['ccp.hidden-cave-entry'] === 'attacked-outside') return { situation };
  return { situation, defense: hiddenCaveDefense(c, situation, shotPieces(f), hex) };
}

/** F102.1, F102.1.1: the units `enter` are Japanese units in `hex`, each once (the units entering a Hidden Cave just placed there). */
export const mayEnterHiddenCave = (units: readonly Unit[], hex: string, enter: readonly string[]): boolean =>
  new Set(enter).size === enter.length && enter.every((id) => units.some((u) => u.id === id && u.owner === 'axis' && u.hex === hex));

/**
 * A43.1 under reading ccp.hidden-cave-entry = occupants-defend: this attack's Defense rolls with the new cave in `situation`
 * (CCP_FIRE_CAVES.defense, the fire `pieces`' slope): the occupants it does not reach drop out (the rolling unit among them:
 * `current` null), the others take the cave's alternate Cover.
 */
export function hiddenCaveDefense(c: DefenseHost, situation: FireSituationView, pieces: readonly Piece[], hex: string): DefenseHost['defense'] {
  return defenseWithCave(c, CCP_FIRE_CAVES.defense(situation, c.readings, pieces, hex));
}

/** A43.1: the Defense rolls as a cave just placed leaves them — `reached.immune` drop out (`current` null if the rolling unit is one), the others' alternate Cover `reached.cover`. */
export function defenseWithCave(c: DefenseHost, reached: { immune: readonly string[]; cover: Record<string, Term> }): DefenseHost['defense'] {
  const current = c.defense.current !== null && reached.immune.includes(c.defense.current) ? null : c.defense.current;
  return { ...c.defense, current, toRoll: c.defense.toRoll.filter((id) => !reached.immune.includes(id)), alternateCover: { ...c.defense.alternateCover, ...reached.cover } };
}

/**
 * A44, reading ccp.light-wounds-moving-team (CC:E's cce.light-wounds-moving-team, whose question CC:P's words keep): "the
 * team is treated as being the same unit from which it was created—so its activation status for the turn matches that
 * of the swapped squad". The shared modules read CC:E's id (machines/cce/effects.ts lightWoundsTeamGoesOn): CC:P's
 * choice is given under it, for the procedures that consult it (Move, Advance).
 */
export const ccpLightWoundsReadings = (r: Readings): Readings =>
  r['ccp.light-wounds-moving-team'] === undefined ? r : { ...r, 'cce.light-wounds-moving-team': r['ccp.light-wounds-moving-team'] };

/** F100.1: the fortification in `hex` (F100.3: at most one): its cave (F102, the situation's `caves`) or a map marker. */
function fortificationIn(c: FireContext, hex: string): CcpFortification | null {
  if (hasCave((c.situation as FireSituationView).caves, hex)) return 'Cave';
  return ((c.situation.map.hexes[hex]?.markers ?? []).find((m) => (CCP_FORTIFICATIONS as readonly string[]).includes(m)) as CcpFortification | undefined) ?? null;
}

/**
 * A40 Explosive Charge on a Fire Order's attack (./actions/explosive-charge.ts, as the standalone procedure's chart,
 * ./explosive-charge.ts): "doubles" with the kept Fire Attack roll, "against an adjacent hex containing a Fortification"
 * (the firing pieces' hexes, reading ccp.explosive-charge-group-adjacent); played, "Eliminate the Fortification in that
 * hex. The Fortification is eliminated before Defense rolls are made" (F100.2): the marker leaves the map, or the cave
 * leaves the situation's `caves` (its occupants are then outside: this attack's cave Cover, fixed with its FP, is dropped and
 * the Defense rolls use the hex's Cover; but occupants immune to it from upslope stay immune, having been inside the cave
 * "at the moment that a Fire Attack roll was made", O27.3.4's exception).
 */
export const CCP_EXPLOSIVE_CHARGE: FireExplosiveCharge = {
  playable: (c) => {
    const attack = c.record?.attack;
    if (!attack || !c.shot || !isDoubles(attack)) return false;
    return attackIsAdjacent(shotPieces(c).map((p) => p.unit.hex), c.shot.target, c.readings) && fortificationIn(c, c.shot.target) !== null;
  },
  eliminate: (c) => {
    const hex = c.shot!.target;
    const fortification = fortificationIn(c, hex)!;
    const s = c.situation as FireSituationView;
    const situation =
      fortification === 'Cave'
        ? { ...c.situation, caves: (s.caves ?? []).filter((k) => k.hex !== hex) }
        : { ...c.situation, map: { ...c.situation.map, hexes: { ...c.situation.map.hexes, [hex]: { ...c.situation.map.hexes[hex], markers: (c.situation.map.hexes[hex].markers ?? []).filter((m) => m !== fortification) } } } };
    // A cave's occupants immune to this attack (fired from upslope, F102.2.2) stay immune: O27.3.4's Defense rolls are made
    // by the units "in a hex at the moment that a Fire Attack roll was made against it (exception: units inside caves—see
    // F102.2.2)", and they were inside then; only the cave's alternate Cover (F102.2.3, from downslope) is gone.
    return { situation, record: { ...c.record!, explosiveCharge: { hex, fortification } }, ...(fortification === 'Cave' ? { caveDefense: c.caveDefense ? { immune: c.caveDefense.immune, cover: {} } : undefined } : {}) };
  },
};

/**
 * 1.9.3 Event, 1.9.4 Sniper, 1.9.5 Time inside a CC:P Order with the game described: the CC:P Event chart's
 * Events (machines/ccp/event.ts CCP_EVENT_MODULES, E50-E80 as CC:P prints them) and CC:P's Time advance
 * (machines/ccp/time-advance.ts, 13.1.2), nested where CC:E's are (../cce/order-rolls.ts TriggerCharts).
 */
export const CCP_TRIGGER_CHARTS: TriggerCharts = { modules: CCP_EVENT_MODULES, timeAdvance: CCP_TIME_ADVANCE, readingsOf: ccpEventReadingsOf };

export const CCP_FIRE: FireEdition = {
  ...CCE_FIRE,
  halfEliminates: true,
  concealment: false,
  jammed: false,
  // A39 Enfilade, CC:P's own Action on the shot (ENFILADE, cited as A39): the edition's Enfilade point.
  shotActions: ['A27', 'A30', 'A34', 'A37', 'A41', ENFILADE],
  // Bore Sighting A35, Crossfire A37, Hand Grenades A42, Marksmanship A45, Sustained Fire A48 (CC:E A27, A30, A34, A37, A41); Enfilade A39.
  actionIds: { A35: 'A27', A37: 'A30', A39: ENFILADE, A42: 'A34', A45: 'A37', A48: 'A41' },
  hiddenEntrenchments: false,
  meleeHexes: true,
  // 3.3.3, O27.1.3, O27.2.5: Scouts activate mortars anywhere on the map and spot for them.
  scouts: true,
  // 3.3.4: the Sogeki Hei fires as Ordnance, multiplies its Fire Attack dice and affects a single unit.
  sogekiHei: true,
  // CC:E's Hidden Pillbox A35.3 and Light Wounds A36 are not CC:P's (its A43.4, A44 are the edition's own points).
  game: false,
  // 1.9.3, 1.9.4, 1.9.5 with the game described: CC:P's Event chart (E49-E80) and Time advance (13.1.2), nested.
  triggerCharts: CCP_TRIGGER_CHARTS,
  // 15.2.2, T81.3.2: an overstacked hex's Cover is lower, counted at each Defense Roll (machines/ccp/stacking.ts).
  coverPenalty: overstackingCoverTerm,
  // T81.3.1, T81.4: the CC:P Terrain Chart's Cover and LOS columns (machines/ccp/terrain.ts).
  coverTable: CCP_TERRAIN_COVER,
  // T94 Road "COVER: Use other terrain in the hex" (the differences page: "+1 MP and –1 Cover modifiers have been dropped"): a CC:P Move's Road hex.
  roadCover: false,
  terrainLos: CCP_TERRAIN_LOS,
  // T91, T97 Airbursts: "The Fire Attack Total of any mortar or artillery attack against a jungle [swamp] hex is always increased by 2."
  airbursts: { Jungle: ownId('ccp', 'T91'), Swamp: ownId('ccp', 'T97') },
  // A43.4, A43.5 before a Defense roll: offered in CC:P Fire's own Defense Rolls (fireMachineFor) and where a host asks (CC:P Move's Op Fire, MoveEdition.hiddenFortifications): machines/ccp/hidden.ts.
  hiddenFortification: hiddenFortificationAllowed,
  // A43.1 Hidden Cave before a Defense roll: CC:P Fire's own Defense Rolls (a Fire situation holds the new cave); CC:P Move's Op Fire takes this edition with its own placement (machines/ccp/move.ts placeHiddenCaveInMove).
  hiddenCave: placeHiddenCave,
  // T82 Sand: "The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always
  // decreased by 2"; a Sogeki Hei's attack counts under reading ccp.sand-sogeki-hei's `ordnance` only.
  sand: { terrain: 'Beach', rule: ownId('ccp', 'T82'), sogekiHei: (r) => r['ccp.sand-sogeki-hei'] === 'ordnance' },
  // F102.2.2, F102.2.3: caves — occupants unseen and immune from upslope, the cave's alternate Cover from downslope.
  caves: CCP_FIRE_CAVES,
  // A40 Explosive Charge after a Fire Order's Fire Attack roll, before its Defense rolls (fireMachineFor asks for it; Op Fire does not).
  explosiveCharge: CCP_EXPLOSIVE_CHARGE,
  // T99 Water Barrier: "No longer impassable" (a unit may stand in one); "No weapon of any kind may fire from a water barrier hex".
  waterBarrier: { rule: ownId('ccp', 'T99') },
  // A44 Light Wounds (CC:E A36) when a Squad would break, in CC:P Fire's Defense rolls and every host's that takes this
  // edition (Move's Op Fire and Mine Attacks, Advance's Mine Attacks), without the game around the Order.
  lightWounds: true,
  // T89.2 keeps CC:E T88.2's mixed Fire Group question: reading ccp.height-mixed-fire-group, read where CC:E's is.
  // A44 repeats CC:E A36's question of a moving Squad's Team: reading ccp.light-wounds-moving-team (ccpLightWoundsReadings);
  // the nested Event chart's modules read CC:P's Event readings under their CC:E ids (machines/ccp/event.ts ccpEventReadingsOf).
  readingsOf: (r) => ccpEventReadingsOf(ccpLightWoundsReadings(r['ccp.height-mixed-fire-group'] === undefined ? r : { ...r, 'cce.height-mixed-fire-group': r['ccp.height-mixed-fire-group'] })),
};

/**
 * The CC:E ids the shared chart cites for terrain CC:P does not have, dropped from its transitions: a CC:P
 * situation cannot hold that terrain (oracle/procedures/ccp/fire.ts rejects it), so the condition they name
 * never holds under `ccp`. Any other CC:E id without a CC:P counterpart is an error (toCcpIds).
 */
export const CCP_FIRE_ABSENT: Partial<Record<CceRuleId, string>> = {
  T87: 'Hedge: no hexside terrain in CC:P',
  T97: 'Wall: no hexside terrain in CC:P',
  T89: 'Marsh: not in CC:P',
  T99: 'Woods (its Airbursts): not in CC:P',
};

/** The terrain whose Cover (T81.3) and LOS both editions give alike (Appendix A of digest 004): what a CC:P map of the other procedures holds. */
export const CCP_FIRE_TERRAIN: readonly string[] = ['Open Ground', 'Building', 'Gully', 'Stream', 'Hill', 'Trail'];

/** The terrain of a CC:P Fire (and Move) situation: CCP_FIRE_TERRAIN and CC:P's own (T82-T97, machines/ccp/terrain.ts). */
export const CCP_FIRE_MAP_TERRAIN: readonly string[] = [...CCP_FIRE_TERRAIN, ...Object.keys(CCP_OWN_TERRAIN)];

/**
 * The paragraphs CC:P numbers of its own inside what a CC:E id covers (rule-map.ts NEW_IN_CCP), cited by
 * Fire's transitions beside the counterpart: O20.1's activation is CC:P's O27.1 Activation, whose O27.1.2
 * ("Units in a melee hex can't be activated to fire", the meleeHexes point of CCP_FIRE) the same
 * transitions decide; 10.3.1's Targeting Hindrance is O27.2.4 ("Targeting rolls are always modified by any
 * relevant Hindrance"); 10.3.2's FP reduction is 16.3.2.1 Firepower Reduction. The Hindrance both compute
 * counts, in a night situation, 18.3's "automatic Hindrance of X, where X is the range", unless the target
 * hex is illuminated by a starshell (7.2): machines/cce/fire/firepower.ts nightHindrance. (5.3's "Eliminated weapons
 * are always placed in the 'weapons' section of the Casualty Track" is cited by CC:P's own elimination,
 * O27.3.4 a), in machines/cce/fire-defense-states.ts; an eliminated broken unit's is 11.2's "it (and its
 * possessed weapon, if any)", CC:E 4.2's counterpart.)
 */
export const CCP_FIRE_PARAGRAPHS: Partial<Record<CceRuleId, readonly CcpRuleId[]>> = {
  // O27.1.3: whether any activation is possible, and which, counts a Scout's activation of mortars too.
  'O20.1': ['O27.1', 'O27.1.2', 'O27.1.3'],
  // 3.3.3 a), 3.3.4 a): a Scout or a Sogeki Hei leads no group as other Leaders do (a Scout's own activation is O27.1.3's transition).
  '3.3.1.1': ['3.3.3', '3.3.4'],
  // O27.2.5: a spotted mortar's Targeting Hindrance is the one along the Scout's LOS.
  '10.3.1': ['O27.2.4', 'O27.2.5', '18.3', '7.2'],
  '10.3.2': ['16.3.2.1', '18.3', '7.2'],
  // T95's water terrain ("No Weapon may fire from a Stream hex") is CC:P T96's, and T97 prints it for the Swamp too:
  // "No weapon of any kind may fire from a swamp hex" (pieceCannotFire cites T97 for a Swamp).
  T95: ['T97'],
  // T99's Woods Airbursts (CC:E) are CC:P's Jungle's and Swamp's (T91, T97), cited on the Attack Total's transition,
  // beside CC:P's other Attack Total term of a terrain, the Beach's Sand (T82).
  T99: ['T91', 'T97', 'T82'],
  // T78.3's Cover is CC:P's T81.3, whose T81.3.1 General Rules are T78.3's words ("Cover is never cumulative");
  // CC:P adds to it the overstacking penalty, T81.3.2 and 15.2.2 (counted by 15.2.1), one term on the Defense Roll.
  'T78.3': ['T81.3.1', 'T81.3.2', '15.2.1', '15.2.2'],
};


const translate = (id: string, where: string): string[] => [...(id in CCP_FIRE_ABSENT ? [] : toCcpIds(id, where)), ...(CCP_FIRE_PARAGRAPHS[id as CceRuleId] ?? [])];

/**
 * The ids of a CC:P Order's chart: inside a nested Event or Sniper chart, the `event` procedure's (ccpEventRuleIds),
 * inside a nested Time advance, the `time-advance` procedure's (toCcpIds), so that each nested transition is the
 * same transition as that procedure's (oracle/nested.ts); elsewhere the Order's own (`own`).
 */
export const ccpOrderRuleIds =
  (own: (id: string, where: string) => string[]) =>
  (id: string, where: string): string[] => {
    if (/[rR]esolving(Event|Sniper)\.states\./.test(where)) return ccpEventRuleIds(id, where);
    if (/[aA]dvancingTime\.states\./.test(where)) return toCcpIds(id, where);
    return own(id, where);
  };

export const ccpFireMachine = withRuleIds(fireMachineFor(CCP_FIRE) as unknown as AnyStateMachine, 'ccp', ccpOrderRuleIds(translate));

// Ablation (core/derivation.ts declaredTermRules): CC:P's Attack Total terms of a terrain, the Airbursts in Jungle and Swamp and the Beach's Sand.
declareTerms('ccp', [...Object.values(CCP_FIRE.airbursts ?? {}), CCP_FIRE.sand!.rule]);
