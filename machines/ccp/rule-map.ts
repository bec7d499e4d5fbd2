/**
 * The CC:E → CC:P rule-id map (DESIGN.md rule 6, issue 19): for every rule id of machines/cce/rules.json,
 * the CC:P rule that is its counterpart (renumbered, or changed with a note saying how), or null with the
 * reason it has none; and for every CC:P id that is no CC:E rule's image, why (new, or a paragraph CC:E
 * left unnumbered). From digest 004 §0.2 and §1, checked against both texts: tests/rule-map.test.ts checks
 * it both ways (every id of each index accounted for once) and that a mapped pair's titles agree unless a
 * note says why they differ.
 *
 * A machine shared by both editions cites CC:E ids; under `ccp` its transitions carry the images
 * (machines/core/ruleset-ids.ts). A transition whose CC:E id has no image must be left out of the CC:P
 * variant or cite CC:P ids itself.
 */
import type { CceRuleId } from '../cce/rule-ids';
import type { CcpRuleId } from './rule-ids';
import { OracleError } from '../core/errors';
import { ownIdOf } from '../core/ruleset-ids';

export interface RuleCounterpart {
  ccp: CcpRuleId | null;
  /** Why the titles differ, how CC:P changed the rule, or why there is no counterpart. */
  note?: string;
}

const to = (ccp: CcpRuleId | null, note?: string): RuleCounterpart => (note ? { ccp, note } : { ccp });

export const CCE_TO_CCP: Record<CceRuleId, RuleCounterpart> = {
  '1': to('1'),
  '1.0': to('1.0'),
  '1.1': to('1.1'),
  '1.2': to('1.2'),
  '1.3': to('1.3'),
  '1.4': to('1.4'),
  '1.5': to('1.5'),
  '1.6': to('1.6'),
  '1.7': to('1.7'),
  '1.8': to('1.8'),
  '1.9': to('1.9'),
  '1.9.1': to('1.9.1'),
  '1.9.1.1': to('1.9.3'),
  '1.9.1.2': to(null, 'Jammed! is not in CC:P; Disperse (1.9.2) takes its place on the cards'),
  '1.9.1.3': to('1.9.4'),
  '1.9.1.4': to('1.9.5'),
  '2': to('2'),
  '2.1': to('2.1'),
  '2.2': to('2.2'),
  '2.2.1': to('2.2', 'CC:P lettered paragraph 2.2 a)'),
  '2.2.2': to('2.2', 'CC:P lettered paragraph 2.2 b)'),
  '2.2.3': to('2.2', 'CC:P lettered paragraph 2.2 c)'),
  '2.3': to('2.3'),
  '3': to('3'),
  '3.1': to('3.1'),
  '3.1.1': to('3.1.1'),
  '3.1.2': to('3.1.2'),
  '3.1.3': to('3.1.3'),
  '3.1.4': to('3.1.4'),
  '3.1.5': to('3.1.5'),
  '3.1.6': to('3.1.6'),
  '3.2': to('3.2'),
  '3.2.1': to('3.2.1'),
  '3.2.2': to('3.2.2'),
  '3.2.3': to('3.2.3'),
  '3.2.4': to('3.2.4'),
  '3.2.5': to('3.2.5'),
  '3.3': to('3.3'),
  '3.3.1': to('3.3.1'),
  '3.3.1.1': to('3.3.1.1'),
  '3.3.1.2': to('3.3.1.2'),
  '3.3.1.3': to('3.3.1.3'),
  '4': to('11'),
  '4.1': to('11.1'),
  '4.1.1': to('11.1.1'),
  '4.1.2': to('11.1.2'),
  '4.2': to('11.2'),
  '4.3': to('11.3'),
  '4.3.1': to('11.3', 'a bulleted paragraph of CC:P 11.3'),
  '4.3.2': to('11.3', 'a bulleted paragraph of CC:P 11.3'),
  '4.3.3': to('11.3', 'a bulleted paragraph of CC:P 11.3'),
  '4.3.4': to('11.3', 'a bulleted paragraph of CC:P 11.3'),
  '5': to('12'),
  '5.1': to('12.1', 'renamed from Order Capability'),
  '5.2': to('12.2'),
  '5.3': to('12.3', 'renamed from Discard Capability; the limits are now in the rule'),
  '5.4': to('12.4'),
  '6': to('13'),
  '6.1': to('13.1'),
  '6.1.1': to('13.1.1'),
  '6.1.2': to('13.1.2', 'four steps instead of six (no Smoke removal, no Dig In)'),
  '6.2': to('13.2'),
  '6.2.1': to('13.2.1'),
  '6.2.2': to('13.2.2'),
  '6.3': to('13.3'),
  '6.3.1': to('13.3.1', 'renamed (Game End via Elimination)'),
  '6.3.2': to('13.3.2', 'renamed (Game End via Exit or Time)'),
  '7': to('14'),
  '7.1': to('14.1'),
  '7.2': to('14.2'),
  '7.2.1': to('14.2.2'),
  '7.2.2': to(null, 'no involuntary exit: it came with Retreat (O23.3), which CC:P deletes'),
  '7.3': to('14.3'),
  '7.3.1': to('14.3.1'),
  '7.3.1.1': to('14.3.2'),
  '7.3.2': to('14.3.3', '21 chits; the all-five-Objectives chit has no CC:P counterpart'),
  '7.3.3': to('14.3.4'),
  '8': to('15'),
  '8.1': to('15.1'),
  '8.1.1': to('15.1.1'),
  '8.1.2': to('15.1.2'),
  '8.1.3': to('15.1.3'),
  '8.1.4': to('15.1.4'),
  '8.1.5': to('15.1.5'),
  '8.2': to('15.2', 'limits per hex for both sides; overstacking penalised, not forbidden'),
  '9': to('10', 'renamed (Initiative Card)'),
  '9.1': to('10.1'),
  '9.2': to('10.2'),
  '10': to('16'),
  '10.1': to('16.1'),
  '10.1.1': to('16.1', 'a paragraph of CC:P 16.1 (\'Intervening units never block\')'),
  '10.2': to('16.2'),
  '10.2.1': to('16.2.2'),
  '10.3': to('16.3'),
  '10.3.1': to('16.3.1'),
  '10.3.2': to('16.3.2'),
  '10.3.2.1': to('16.3.2.2'),
  '10.3.3': to('16.3.3'),
  '10.3.4': to('16.3.4'),
  '11': to('5'),
  '11.1': to('5.1'),
  '11.2': to('5.2'),
  '11.3': to('5.3', 'transfer during Advance, not Move'),
  '11.4': to('5.4', 'random hexes no longer fix or eliminate broken weapons'),
  '11.5': to('5.5'),
  '11.6': to('5.6'),
  '12': to('6'),
  '13': to('4.2', 'renamed (Suppressed), now under 4 Unit Markers'),
  '13.1': to('4.2.1'),
  '13.2': to('4.2.2'),
  '13.3': to('4.2.3'),
  'O14': to('O20'),
  'O14.1': to('O20.1', 'renamed (Activation Procedure)'),
  'O14.2': to('O20.4', 'renamed (Order Sequencing)'),
  'O14.3': to('O20.5', 'renamed (Actions During Orders)'),
  'O14.4': to('O20.3', 'renamed (Identification & Effect)'),
  'O15': to('O21'),
  'O16': to('O22'),
  'O16.1': to('O22.1'),
  'O16.2': to('O22.2'),
  'O16.3': to('O22.3'),
  'O16.4': to('19', 'Melee is a core rule, resolved at the start of the Allied turn'),
  'O16.4.1': to('19.2.1'),
  'O16.4.2': to('19.2.2', 'Japanese roll first, not the inactive player'),
  'O16.4.3': to('19.2.3'),
  'O17': to('O23', 'renamed and extended (Asset Denied)'),
  'O18': to('O24', 'renamed and extended (Asset Request)'),
  'O18.1': to('O24.2', 'Communication Restored replaces Battery Access, and activates a leader'),
  'O18.2': to('O24.3'),
  'O18.2.1': to('O24.3.1'),
  'O18.2.1.1': to(null, 'no artillery Smoke Rounds in CC:P'),
  'O18.2.2': to('O24.3.2'),
  'O18.2.2.1': to('O24.3.2.1', 'renamed (Minor Drift Check)'),
  'O18.2.2.2': to('O24.3.2.2', 'renamed (Major Drift Check)'),
  'O18.2.2.3': to('O24.3.2.3'),
  'O18.2.3': to('O24.3.3'),
  'O18.2.3.1': to(null, 'no Smoke Barrage in CC:P'),
  'O18.2.3.2': to('O24.3.3', 'the barrage is O24.3.3 Impact itself'),
  'O18.2.3.3': to('O24.3.4', 'renamed (Artillery vs Fortifications)'),
  'O19': to('O26'),
  'O20': to('O27'),
  'O20.1': to('O27.1.1'),
  'O20.2': to('O27.2'),
  'O20.2.1': to('O27.2.1'),
  'O20.2.2': to('O27.2.2'),
  'O20.2.3': to('O27.2.3'),
  'O20.3': to('O27.3'),
  'O20.3.1': to('O27.3.1'),
  'O20.3.1.1': to('O27.3.1.1'),
  'O20.3.1.2': to('O27.3.1.2'),
  'O20.3.2': to('O27.3.2'),
  'O20.3.3': to('O27.3.3'),
  'O20.3.3.1': to(null, 'Jammed! is not in CC:P'),
  'O20.3.4': to('O27.3.4'),
  'O21': to('O29'),
  'O21.1': to('O29.1'),
  'O21.1.1': to('O22.2', 'weapon transfer moved to Advance (O22.2 Abilities)'),
  'O21.2': to('O29.2'),
  'O21.3': to('O29.3', 'renamed (Op Fire & Movement)'),
  'O21.4': to('O29.4'),
  'O21.5': to('O29.5'),
  'O21.6': to('O29.5', 'the reaction window is part of O29.5 Movement Etiquette'),
  'O22': to('O31', 'Revive replaces Recover'),
  'O22.1': to(null, 'Revive activates no unit'),
  'O22.2': to('O31', 'Revive Points replace the Recover procedure'),
  'O22.3': to(null, 'no Rally Roll: a Revive Point rallies without a roll'),
  'O23': to(null, 'Rout is not in CC:P'),
  'O23.1': to(null, 'Rout is not in CC:P'),
  'O23.2': to(null, 'Rout is not in CC:P'),
  'O23.3': to(null, 'Retreat is not in CC:P'),
  'O23.3.1': to(null, 'Retreat is not in CC:P'),
  'O23.3.2': to(null, 'Retreat is not in CC:P'),
  'O23.3.3': to(null, 'Retreat is not in CC:P'),
  'O23.3.4': to(null, 'Retreat is not in CC:P'),
  'O23.3.5': to(null, 'Retreat is not in CC:P'),
  'A24': to('A32'),
  'A24.1': to('A32', 'a paragraph of CC:P A32'),
  'A24.2': to(null, "no numbered CC:P counterpart (the Glossary's \"Inactive\" and A33 keep it)"),
  'A24.3': to('A32', 'a paragraph of CC:P A32'),
  'A25': to('A33'),
  'A26': to(null, 'Assault Fire is not in CC:P'),
  'A27': to('A35'),
  'A28': to('A36'),
  'A29': to(null, 'Concealment is not in CC:P'),
  'A30': to('A37'),
  'A31': to('A38'),
  'A32': to(null, 'Dig In is not in CC:P'),
  'A33': to('A41', 'renamed ((Opportunity) Fire)'),
  'A33.1': to('A41.1'),
  'A33.2': to('A41.2', 'renamed (Procedure)'),
  'A33.3': to('A41.3', 'renamed (Exceptions)'),
  'A34': to('A42'),
  'A35': to('A43'),
  'A35.1': to(null, 'Hidden Entrenchments is not in CC:P'),
  'A35.2': to('A43.2'),
  'A35.3': to('A43.4'),
  'A35.4': to('A43.6'),
  'A35.5': to('A43.7'),
  'A36': to('A44'),
  'A37': to('A45'),
  'A38': to('A46'),
  'A39': to(null, 'Smoke Grenades is not in CC:P (A47 Smoke Screen is new)'),
  'A40': to(null, 'Spray Fire is not in CC:P'),
  'A41': to('A48'),
  'E42': to('E49'),
  'E43': to('E50'),
  'E44': to('E51'),
  'E44.1': to('4.1.2', 'veteran effects are CC:P 4.1.2 (Effects)'),
  'E45': to('E52', 'Battlelust replaces Battlefield Integrity'),
  'E46': to('E53'),
  'E47': to(null, 'Booby Trap is not in CC:P (Detritus of War E57 combines it)'),
  'E48': to('E54', 'Breezy replaces Breeze (smoke drifts)'),
  'E49': to('E58', 'Field of Battle replaces Command & Control'),
  'E50': to(null, 'Commissar is not in CC:P'),
  'E51': to(null, 'Cower is not in CC:P'),
  'E52': to('E56'),
  'E52.1': to('E56', 'a paragraph of CC:P E56'),
  'E52.2': to('E56', 'a paragraph of CC:P E56'),
  'E53': to(null, 'Dust is not in CC:P'),
  'E54': to(null, 'Élan is not in CC:P'),
  'E55': to(null, 'Entrench is not in CC:P'),
  'E56': to('E59'),
  'E57': to(null, 'Fog of War is not in CC:P'),
  'E58': to('E61'),
  'E58.1': to('3.3.2', 'Heroes moved to the core rules'),
  'E59': to(null, 'Infiltration is not in CC:P'),
  'E60': to('E62'),
  'E61': to(null, 'Interrogation is not in CC:P'),
  'E62': to('E64'),
  'E63': to('E65'),
  'E64': to('E66'),
  'E65': to('E67'),
  'E66': to('E68'),
  'E67': to('E69'),
  'E68': to('E70'),
  'E69': to(null, 'Rubble is not in CC:P'),
  'E70': to(null, 'Sappers is not in CC:P'),
  'E71': to('E71'),
  'E72': to('E72'),
  'E73': to('E73'),
  'E74': to('E76'),
  'E75': to('E77'),
  'E76': to('E79'),
  'E77': to('E80'),
  'T78': to('T81'),
  'T78.1': to('T81.1'),
  'T78.2': to('T81.2'),
  'T78.3': to('T81.3'),
  'T78.4': to('T81.4'),
  'T79': to('T83'),
  'T80': to('T84'),
  'T80.1': to('T84', 'no major/minor bridge in CC:P'),
  'T80.2': to('T84', 'no major/minor bridge in CC:P'),
  'T81': to(null, 'Brush is not in CC:P (Bush T86 is new terrain)'),
  'T82': to('T85'),
  'T83': to(null, 'Cliff is not in CC:P (no hexside terrain)'),
  'T84': to(null, 'Fence is not in CC:P (no hexside terrain)'),
  'T85': to(null, 'Field is not in CC:P'),
  'T86': to('T88'),
  'T87': to(null, 'Hedge is not in CC:P (no hexside terrain)'),
  'T88': to('T89'),
  'T88.1': to('T89.1', '+1 MP per level gained'),
  'T88.2': to('T89.2'),
  'T88.3': to('T89.3'),
  'T88.3.1': to('T89.3.1'),
  'T88.3.2': to('T89.3.2'),
  'T88.3.3': to('T89.3.3'),
  'T88.4': to('T89.4'),
  'T88.4.1': to('T89.4.1'),
  'T88.5': to('T89.5'),
  'T89': to(null, 'Marsh is not in CC:P (Swamp T97 is new terrain)'),
  'T90': to('T92'),
  'T91': to(null, 'Orchard is not in CC:P'),
  'T92': to(null, 'Railway is not in CC:P'),
  'T93': to('T94'),
  'T94': to('T95'),
  'T95': to('T96'),
  'T96': to('T98'),
  'T97': to(null, 'Wall is not in CC:P (no hexside terrain)'),
  'T98': to('T99', 'no longer impassable'),
  'T99': to(null, 'Woods is not in CC:P'),
  'F100': to('F100'),
  'F100.1': to('F100.1'),
  'F100.2': to('F100.2'),
  'F100.3': to('F100.3'),
  'F101': to('F101'),
  'F102': to('F103'),
  'F103': to('F104'),
  'F103.1': to('F104.1'),
  'F103.2': to('F104.2'),
  'F104': to('F105'),
  'F105': to('F106'),
  'F105.1': to('F106.1'),
  'F105.2': to('F106.2'),
  'F106': to('F107'),
  'F106.1': to('F107.1'),
  'F106.2': to('F107.2'),
  'F106.3': to('F107.3'),
};

/** CC:P ids that are no CC:E rule's counterpart, and why. */
export const NEW_IN_CCP: Partial<Record<CcpRuleId, string>> = {
  '1.8.1': 'a numbered paragraph of 1.8 (CC:E 1.8 unnumbered)',
  '1.8.2': 'new: Sighting marker movement',
  '1.9.1.1': "CC:E 1.9.1's first IMPORTANT paragraph, numbered",
  '1.9.1.2': "CC:E 1.9.1's second IMPORTANT paragraph, numbered",
  '1.9.1.3': "CC:E 1.9.1's third IMPORTANT paragraph, numbered",
  '1.9.2': 'new: the Disperse trigger',
  '2.4': 'new: Exit Points',
  '3.3.3': 'new: Scouts',
  '3.3.4': 'new: Sogeki Hei',
  '3.3.5': 'new: Leaders & Weapons',
  '4': 'new section heading (Unit Markers)',
  '4.1': 'new heading for the Veteran marker (CC:E E44.1)',
  '4.1.1': 'veteran placement, numbered',
  '4.1.3': 'veteran removal, numbered',
  '7': 'new: Starshells',
  '7.1': 'new: Starshells',
  '7.2': 'new: Starshells',
  '7.3': 'new: Starshells',
  '8': 'new: Aircraft',
  '8.1': 'new: Aircraft',
  '8.2': 'new: Aircraft',
  '8.3': 'new: Aircraft',
  '9': 'new: Sighting markers',
  '9.1': 'new: Sighting markers',
  '9.2': 'new: Sighting markers',
  '9.3': 'new: Sighting markers',
  '14.2.1': 'new: Map Edges & Exit Points',
  '15.2.1': 'a numbered paragraph of 15.2 (CC:E 8.2 unnumbered)',
  '15.2.2': 'new: the Overstacking Penalty',
  '15.2.3': 'a numbered paragraph of 15.2',
  '16.2.1': 'a numbered paragraph of 16.2 (CC:E 10.2 unnumbered)',
  '16.3.2.1': 'a numbered paragraph of 16.3.2 (CC:E 10.3.2 unnumbered)',
  '17': 'new: Postures (CC:E had them on the OB, without a rule)',
  '17.1': 'new: Postures (CC:E had them on the OB, without a rule)',
  '17.2': 'new: Postures (CC:E had them on the OB, without a rule)',
  '17.3': 'new: Postures (CC:E had them on the OB, without a rule)',
  '17.4': 'new: Postures (CC:E had them on the OB, without a rule)',
  '17.5': 'new: Postures (CC:E had them on the OB, without a rule)',
  '18': 'new: Night',
  '18.1': 'new: Night',
  '18.2': 'new: Night',
  '18.3': 'new: Night',
  '18.4': 'new: Night',
  '18.5': 'new: Night',
  '18.6': 'new: Night',
  '19.1': 'new: Melee markers',
  '19.2': 'new: melee resolved at the start of the Allied turn',
  'O20.2': 'a numbered paragraph of O20 (CC:E O14.1)',
  'O23.1': 'new: Asset Denied, Weapon Jam',
  'O23.2': 'Asset Denied, Communication Disrupted (CC:E O17 unnumbered)',
  'O23.3': 'new: Asset Denied, Abort Run',
  'O24.1': 'new: Communication Established (acquiring a radio)',
  'O24.4': 'new: Bombing Run',
  'O24.5': 'new: Strafing Run',
  'O24.6': 'new: Weapon Repair',
  'O24.7': 'new: Illumination',
  'O25': 'new order: Charge',
  'O25.1': 'new order: Charge',
  'O25.2': 'new order: Charge',
  'O27.1': 'new heading (Activation)',
  'O27.1.2': 'new: Melee hexes',
  'O27.1.3': 'new: Scouts & Mortar Activation',
  'O27.2.4': 'a numbered paragraph of O27.2',
  'O27.2.5': 'new: Scouts & Mortar Spotting',
  'O28': 'new order: Infiltrate',
  'O28.1': 'new order: Infiltrate',
  'O28.2': 'new order: Infiltrate',
  'O30': 'new order: Reconnoiter',
  'A34': 'new action: Bayonets',
  'A39': 'new action: Enfilade',
  'A40': 'new action: Explosive Charge',
  'A43.1': 'new action: Hidden Cave',
  'A43.3': 'new action: Hidden Panji Trap',
  'A43.5': 'new action: Hidden Trenchline',
  'A47': 'new action: Smoke Screen',
  'E55': 'new event: Bushido',
  'E57': 'new event: Detritus of War (combines Booby Trap, Dust and Rubble)',
  'E60': 'new event: Gusts',
  'E63': 'new event: Jam',
  'E74': 'new event: Spider Hole',
  'E75': 'new event: Stealth',
  'E78': 'new event: Tennōheika Banzai!',
  'T81.3.1': 'a numbered paragraph of T81.3',
  'T81.3.2': 'new: the Overstacking Penalty on Cover',
  'T82': 'new terrain: Beach',
  'T86': 'new terrain: Bush',
  'T87': 'new terrain: Grass',
  'T90': 'new terrain: Hut',
  'T91': 'new terrain: Jungle',
  'T93': 'new terrain: Palm',
  'T97': 'new terrain: Swamp',
  'F102': 'new fortification: Cave',
  'F102.1': 'new fortification: Cave',
  'F102.1.1': 'new fortification: Cave',
  'F102.1.2': 'new fortification: Cave',
  'F102.2': 'new fortification: Cave',
  'F102.2.1': 'new fortification: Cave',
  'F102.2.2': 'new fortification: Cave',
  'F102.2.3': 'new fortification: Cave',
  'F102.3': 'new fortification: Cave',
};

/** The CC:P counterpart of a CC:E id, or null. */
export function ccpIdOf(cce: CceRuleId): CcpRuleId | null {
  return CCE_TO_CCP[cce].ccp;
}

/**
 * The translator for a chart shared with CC:E (machines/core/ruleset-ids.ts): each CC:E id to its CC:P
 * counterpart; an id without one is an error naming where it is cited, since the CC:P variant must leave
 * that transition out or cite CC:P ids itself.
 */
export function toCcpIds(id: string, where: string): CcpRuleId[] {
  const entry = (CCE_TO_CCP as Record<string, RuleCounterpart | undefined>)[id];
  if (!entry) throw new OracleError({ code: 'unknown-rule', path: where, expected: 'a rule id of cce/rules.json', actual: id });
  if (entry.ccp === null) throw new OracleError({ code: 'unknown-rule', path: where, expected: 'a CC:E rule id with a CC:P counterpart (machines/ccp/rule-map.ts)', actual: id, hint: entry.note });
  return [entry.ccp];
}

/** A rejection from a shared parser, its rule id in CC:P terms (the same error otherwise). */
export function inCcpTerms(e: unknown): unknown {
  if (!(e instanceof OracleError) || e.rule === undefined) return e;
  const own = ownIdOf('ccp', e.rule);
  if (own !== undefined) return new OracleError({ code: e.code, path: e.path, expected: e.expected, actual: e.actual, hint: e.hint, rule: own });
  const entry = (CCE_TO_CCP as Record<string, RuleCounterpart | undefined>)[e.rule];
  return new OracleError({ code: e.code, path: e.path, expected: e.expected, actual: e.actual, hint: e.hint, rule: entry ? (entry.ccp ?? undefined) : e.rule });
}

/** Runs a shared parser, its rejection in CC:P terms. */
export function inCcp<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw inCcpTerms(e);
  }
}

/**
 * A rule id of an output in CC:P terms: a CC:E id by its counterpart; an id CC:P adds that is no CC:E id (a
 * term the CC:P edition gives a shared module, as 15.2.2's overstacking penalty on Cover) as it is.
 */
const outputIds = new Map<string, string>();
const outputIdInCcp = (id: string, path: () => string): string => {
  let own = outputIds.get(id);
  if (own === undefined) {
    own = ownIdOf('ccp', id) ?? (!(id in CCE_TO_CCP) && id in NEW_IN_CCP ? id : toCcpIds(id, path())[0]);
    outputIds.set(id, own);
  }
  return own;
};

/**
 * Every `rule` of an output (refusals, derivations' terms, LOS verdicts) in CC:P terms: the shared modules
 * cite CC:E ids. `one` picks the CC:P id of a CC:E id (its counterpart unless a procedure cites a paragraph).
 */
export function inCcpIds(value: unknown, path: string, key = '', one: (id: string, path: () => string) => string = outputIdInCcp): unknown {
  // The path of a value is written only when `one` asks for it (to name it in an error): the walk visits
  // every value of every answer, and building each one's path was most of its time.
  const at: (string | number)[] = [path];
  const pathNow = (): string => at.map((s) => (typeof s === 'number' ? `[${s}]` : s)).join('');
  const walk = (v: unknown, k: string): unknown => {
    if (k === 'rule' && typeof v === 'string') return one(v, pathNow);
    if (Array.isArray(v)) {
      const out = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) {
        at.push(i);
        out[i] = walk(v[i], '');
        at.pop();
      }
      return out;
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [kk, vv] of Object.entries(v)) {
        at.push(`.${kk}`);
        const w = walk(vv, kk);
        if (kk === '__proto__') Object.defineProperty(out, kk, { value: w, enumerable: true, writable: true, configurable: true });
        else out[kk] = w;
        at.pop();
      }
      return out;
    }
    return v;
  };
  return walk(value, key);
}
