/**
 * E49 Events — Combat Commander: Pacific (1.9.3, E49–E80): the Event of a revealed card resolved by the
 * rules. CC:E's Event chart (machines/cce/event/, E42) serves: CC:P's E49 is CC:E's E42 word for word
 * (reveal, read aloud, execute; a) impossible parts ignored, b) in the order stated, c) no die triggers
 * during an Event), and the chart is built over an edition's list of Events (eventMachineFor). The
 * transitions carry CC:P ids (machines/ccp/rule-map.ts). The same chart runs nested in the CC:P turn
 * (machines/ccp/turn.ts: TurnEdition.events), under the same ids (ccpEventRuleIds) and readings (ccpEventReadingsOf).
 *
 * Detritus of War E57, a CC:P Event of its own (event-modules.ts, citing CC:P ids), performs CC:E's Dust,
 * Rubble and Booby Trap one after the other, each at its own Random Hex, through the same tests and
 * placements (markers.ts).
 *
 * Modelled: the Events CC:P prints as CC:E does, renumbered — the same module serves both editions:
 * Battle Harden E51 (CC:E E44), Field Promotion E59 (E56), Interdiction E62 (E60), KIA E64 (E62),
 * Malfunction E65 (E63), Medic! E66 (E64), Mission Objective E67 (E65), Prisoners of War E68 (E66),
 * Reconnaissance E69 (E67), Shell Shock E72 (E72), Shellholes E73 (E73), Strategic Objective E76 (E74),
 * Suppressing Fire E77 (E75), White Phosphorus E80 (E77). Each was compared with the CC:E text: the words
 * differ only in capitals, "Suppression marker [13]" for "suppressed marker [4.2]", and E77's "functioning
 * MGs" spelt out as CC:E's "unbroken MGs possessed by an unbroken, unsuppressed friendly unit".
 *
 * Changed by CC:P, CC:E's module at one named point: Battlelust E52 (intel.ts battlelust, E45's
 * replacement), Deploy E56 (CC:E's E52 with "the receiving player may select": cce.deploy-event-player
 * settled, CCP_SETTLES; the teams "of the same quality … as that side's OB" are the countermix's `team`
 * sides, as in CC:E; "in the case of multiple markers, they can be split between the two resulting teams"
 * is CC:E's E52.2 as deploy.ts already reads it, each split offered), Blaze E53 (markers.ts blazeFor(true): CC:E's E46 whose units go "into any adjacent
 * hex(es) not containing another blaze", E54 c's test, not "not containing impassable terrain"; CC:P
 * places "a blaze marker [T83]", CC:E "a random Blaze marker [10.2.1]": no value any rule reads,
 * cce.argued.event-random-marker), Field of Battle E58 (intel.ts fieldOfBattle, E49's replacement), Breezy E54 (markers.ts breezeFor(true):
 * CC:E's E48 Breeze whose Smoke moves one hex downwind, removed off the map or into a Water or Blaze hex,
 * instead of all being removed; units go into "any adjacent hex(es) not containing another blaze", not
 * "not containing impassable terrain" (in a CC:P Event situation only a Blaze makes a hex impassable
 * unless the situation says `impassable`, which CC:P's words do not exclude and E54 c does not read).
 * E54 c) "Also remove any fortication marker from a hex into which a blaze spreads. All other markers
 * remain." against 15.1.5 ("no marker listed above may exist there"): no Smoke is ever in such a hex —
 * after a) every Smoke has moved one hex downwind, so one downwind of a Blaze would have come from the
 * Blaze's own hex, where 15.1.5 lets none be — so the Blaze removes what 8.1.5/15.1.5 remove, as CC:E's), Hero E61 (CC:E's E58 with
 * "may place": cce.hero-placement settled, CCP_SETTLES), Scrounge E71 (units-chosen.ts scroungeFor(true): the
 * Weapon returns broken and joins no Random Hex check, 5.4; no Leader takes a Weapon with a negative
 * movement modifier, 3.3.5), Walking Wounded E79 (placement.ts walkingWoundedFor(false): no stacking limit,
 * 15.2.2).
 *
 * CC:P's own Events (machines/ccp/event-modules.ts: Bushido E55, Gusts E60, Jam E63, Spider Hole E74, Stealth E75,
 * Tennōheika Banzai! E78; machines/ccp/air-support.ts: Air Support E50, which reads the situation's aircraft,
 * year and night and the card's years), citing CC:P ids. Stealth moves the situation's Sighting markers
 * (`sightingMarkers`, 9), which only CC:P's parser takes.
 * Gusts reads the card's `gusts` field ("odd" or "even"), which only CC:P's parsers take (takeGusts).
 *
 * Reinforcements E70 (placement.ts reinforcementsFor(reinforcementsPacific), event-modules.ts): CC:E's E68
 * with CC:P's Support Table C, whose other item is a Sighting marker (9; the frame's `supportTables` item
 * `sighting`, CCP_CARDS supportItem, Japanese only), not a Radio; placed along the friendly map edge, a
 * unit with no stacking limit (15.2.2), a Sighting marker into an impassable hex or not (reading
 * ccp.reinforcements-sighting-marker-impassable).
 *
 * Not modelled, refused by the procedure's parser naming the Event's rule (CCP_EVENTS_REFUSED): none —
 * every CC:P Event (E50–E80) is modelled; the list stays for an Event a later edition change leaves out.
 *
 * Random Hexes (1.8): CC:P's 1.8 Random Hex fixes and eliminates no broken Weapon (CC:E 11.4 has no CC:P
 * counterpart; 5.4). The shared Random Hex state checks the situation's broken Weapons list (frame
 * `weapons`), which a CC:P situation cannot hold (the parser refuses it), so the check finds nothing; its
 * 11.4 id is dropped from the CC:P chart (CCP_EVENT_ABSENT). Sighting marker movement after a Random Hex
 * (1.8.2, 9.2 a) is left out: the situation's Sighting markers (`sightingMarkers`, which Stealth moves) stay
 * where they are after an Event's Random Hex (the sighting procedure, machines/ccp/sighting.ts, moves them;
 * the CC:P Turn holds none).
 */
import type { AnyStateMachine } from 'xstate';
import { eventMachineFor } from '../cce/event/machine';
import type { EventModule } from '../cce/event/kit';
import { battleHarden, kia, medic, shellShock } from '../cce/event/units-basic';
import { battlelust, fieldOfBattle, missionObjective, reconnaissance, strategicObjective } from '../cce/event/intel';
import { deploy, fieldPromotion, hero, interdiction, prisonersOfWar, scroungeFor, suppressingFire } from '../cce/event/units-chosen';
import { malfunctionFor, reinforcementsFor, walkingWoundedFor } from '../cce/event/placement';
import { blazeFor, breezeFor, shellholes, whitePhosphorus } from '../cce/event/markers';
import type { CceRuleId } from '../cce/rule-ids';
import { detritusOfWar, reinforcementsPacific } from './event-modules';
import { withRuleIds } from '../core/ruleset-ids';
import type { CcpRuleId } from './rule-ids';
import { toCcpIds } from './rule-map';
import { CCP_OWN_EVENT_MODULES } from './event-modules';
import { airSupport } from './air-support';
import type { EventChoice, EventStep } from '../cce/event/kit';
import type { Deck } from '../cce/deck';
import { oneOf } from '../core/validate';
import { takeCardField } from './card-fields';
import { EVENT_MODULES } from '../cce/event';
import { CCE_TO_CCP } from './rule-map';

/** The Events both editions print alike: CC:E's modules, each under its CC:P number (rule-map.ts). */
export const CCP_EVENT_MODULES: EventModule[] = [
  battleHarden,
  // E52 replaces CC:E's E45 (one VP if more enemy than friendly units on the Casualty Track).
  battlelust,
  // E53 Blaze: CC:E's E46 with its units placed "into any adjacent hex(es) not containing another blaze" (blazeFor(true)).
  blazeFor(true),
  // E54 Breezy: CC:E's E48 Breeze with the Smoke drifting downwind, not removed (breezeFor(true)).
  breezeFor(true),
  // E56: CC:E's E52 with "the receiving player may select" (cce.deploy-event-player settled, CCP_SETTLES).
  deploy,
  // E58 replaces CC:E's E49 (one VP if he controls more Objectives than his opponent).
  fieldOfBattle,
  fieldPromotion,
  // E61: CC:E's E58 with "he may place it" (cce.hero-placement settled, CCP_SETTLES).
  hero,
  interdiction,
  kia,
  // CC:P 5.4: no Random Hex checks broken Weapons, so the Weapon E65 breaks is only flipped.
  malfunctionFor(false),
  medic,
  missionObjective,
  prisonersOfWar,
  reconnaissance,
  // E70: CC:E's E68 with a Sighting marker where CC:E has a Radio, and no stacking limit (reinforcementsPacific).
  reinforcementsFor(reinforcementsPacific),
  // E71: the Weapon returns broken (no Random Hex checks it, 5.4); no Leader takes one with a negative movement modifier (3.3.5).
  scroungeFor(true),
  shellShock,
  shellholes,
  strategicObjective,
  suppressingFire,
  // E79: no "Stacking limits [8] must be observed" (CC:P 15.2.2 forbids no overstacking).
  walkingWoundedFor(false),
  whitePhosphorus,
  // E57 Detritus of War: a CC:P Event of its own (event-modules.ts), citing CC:P ids.
  detritusOfWar,
  // CC:P's own Events (event-modules.ts), citing CC:P ids.
  ...CCP_OWN_EVENT_MODULES,
  // E50 Air Support: CC:P's aircraft (8.1, 8.3, 18.6; air-support.ts), citing CC:P ids.
  airSupport,
];

/** The CC:P Events not modelled: each with its rule and what it needs that the situation cannot state. */
export const CCP_EVENTS_REFUSED: Record<string, { rule: CcpRuleId; why: string }> = {};

/**
 * The CC:E ids the shared chart cites with no CC:P counterpart, dropped from its transitions under `ccp`,
 * and why the condition they name never holds in a CC:P situation.
 */
export const CCP_EVENT_ABSENT: Partial<Record<CceRuleId, string>> = {
  '11.4': 'the Random Hex\'s broken-Weapon check: not in CC:P (5.4); a CC:P situation holds no broken-Weapon list for it to check',
};

/** CC:P ids for the shared Event chart, wherever it runs (the `event` procedure, the CC:P turn): CCP_EVENT_ABSENT dropped. */
export const ccpEventRuleIds = (id: string, where: string): string[] => (id in CCP_EVENT_ABSENT ? [] : toCcpIds(id, where));

/** The CC:P id of an Event module's rule: a CC:P Event's own, or a CC:E module's counterpart. */
export const ccpEventRule = (m: EventModule): CcpRuleId => (m.ruleset === 'ccp' ? (m.rule as string as CcpRuleId) : toCcpIds(m.rule, `event ${m.name}`)[0]);

/**
 * The Events CC:P renamed, CC:E's card name → CC:P's, paired through the rule map (rule-map.ts: E45 → E52 Battlelust,
 * E48 → E54 Breezy, E49 → E58 Field of Battle): a CC:E module's name beside the name of the CC:P module whose rule is
 * its rule's counterpart, where the two differ. The edition diff (oracle/edition-diff.ts) states a card in the other
 * edition's words with it.
 */
export const CCE_TO_CCP_EVENT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  EVENT_MODULES.flatMap((m) => {
    const counterpart = CCE_TO_CCP[m.rule]?.ccp;
    const p = CCP_EVENT_MODULES.find((x) => ccpEventRule(x) === counterpart);
    return p && p.name !== m.name ? [[m.name, p.name]] : [];
  }),
);

/**
 * A step or choice of the shared Event chart in CC:P terms: a CC:P Event's (`ruleset: 'ccp'`) as it is,
 * without the marker; a CC:E module's with its rule's counterpart (`inCcp`: the translation, or the id
 * kept where CC:P has none, CCP_EVENT_ABSENT).
 */
export function ccpEventRecord<T extends EventStep | EventChoice>(s: T, inCcp: (id: string) => string): Omit<T, 'ruleset'> {
  const { ruleset, ...rest } = s;
  return ruleset === 'ccp' ? rest : { ...rest, rule: inCcp(s.rule) };
}

/** The CC:P readings that ask a CC:E reading's question of CC:P's words: the shared modules read the CC:E id. */
const CCP_READS_CCE: Record<string, string> = {
  'ccp.event-random-hex-empty-pile': 'cce.event-random-hex-empty-pile',
  'ccp.hero-rally-unit': 'cce.hero-rally-unit',
  'ccp.event-random-hex-without-subject': 'cce.event-random-hex-without-subject',
  'ccp.walking-wounded-casualty-space': 'cce.walking-wounded-casualty-space',
  'ccp.event-blaze-not-placed': 'cce.event-blaze-not-placed',
};

/**
 * The CC:E readings CC:P's words settle, with the alternative they settle on: the edition's variant of
 * the shared Event. E61 Hero: "he may place it into any friendly hex" (CC:E E58 "must", reading
 * cce.hero-placement: CC:P prints its alternative `may`). E56 Deploy: "the receiving player may select one
 * friendly squad on the map" (CC:E E52.1 "the active player", reading cce.deploy-event-player: CC:P prints
 * its alternative `reader`).
 */
const CCP_SETTLES: Record<string, string> = { 'cce.hero-placement': 'may', 'cce.deploy-event-player': 'reader' };

/**
 * The CC:E readings the shared modules consult, under `ccp`: cce.event-random-hex-empty-pile,
 * cce.hero-rally-unit, cce.event-random-hex-without-subject, cce.walking-wounded-casualty-space and
 * cce.event-blaze-not-placed are read
 * as their ccp questions (CCP_READS_CCE); cce.hero-placement and cce.deploy-event-player are settled
 * (CCP_SETTLES). The others take the branch the CC:P
 * text settles, their CC:E default: cce.broken-leader-command → zero ("Since a broken leader has a command
 * of 0", O27.3.4); cce.suppressing-fire-same-hex → excluded (an enemy unit in the MG's own hex is in a
 * melee hex, 19.1, whose units are no fire target, O27.1.1); the LOS readings (cce.los-*) keep their CC:E
 * defaults, as CC:P Fire's do (CC:P LOS, 16, is another issue's).
 */
export const ccpEventReadingsOf = (r: Record<string, string>): Record<string, string> => ({
  ...r,
  ...Object.fromEntries(Object.entries(CCP_READS_CCE).flatMap(([ccp, cce]) => (r[ccp] === undefined ? [] : [[cce, r[ccp]]]))),
  ...CCP_SETTLES,
});

export const ccpEventMachine = withRuleIds(eventMachineFor(CCP_EVENT_MODULES, ccpEventReadingsOf) as unknown as AnyStateMachine, 'ccp', ccpEventRuleIds);

/** E60: what a Gusts card may state. */
export const GUSTS_PARITIES = ['odd', 'even'] as const;

/**
 * E60's card field: every card of a situation's `decks` may state `gusts` ("odd" or "even": the Smoke the
 * Gusts Event removes), refused otherwise citing E60. CC:E's deck parser knows no such field (and its
 * refusals are translated into CC:P ids, where CC:E's E60 is CC:P's E62), so the field is read here,
 * outside it: `raw` without the field for the shared parser, and `apply` puts it on the parsed cards.
 */
export function takeGusts(raw: unknown, path: string): { raw: unknown; apply: (decks: Record<string, Deck>) => void } {
  return takeCardField(raw, path, 'gusts', (v, at) => oneOf(v, at, GUSTS_PARITIES, 'E60'));
}
