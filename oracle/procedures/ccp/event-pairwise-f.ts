/**
 * Generated CC:P Event situations (issue 16.5), sixth file: the place and marker Events CC:P prints as CC:E does and
 * that run CC:E's module (machines/ccp/event.ts) — E65 Malfunction (CC:E E63), E73 Shellholes (CC:E E73) and E80
 * White Phosphorus (CC:E E77). Each is CC:E's generator (oracle/procedures/cce/events/gen-places.ts
 * pairwiseMalfunctionSeeds, pairwiseRandomFortificationSeeds; gen-more.ts pairwiseWhitePhosphorusSeeds) run with
 * CC:P's edition below: the facts CC:P's text reads over what a CC:P Event situation holds (the terrain both
 * editions give alike, CCP_FIRE_TERRAIN, no Bridge; no broken-Weapon list, 5.4; no nationalities; the Japanese
 * player `axis`), the rule ids of its purpose in CC:P terms, each situation validated by CC:P Event's own parser
 * (parseCcpEventSituation). Combined pairwise (oracle/gen/pairwise.ts: deterministic, no randomness); every seed
 * `minimise`d (only the paths that bring something new become vectors). Seed names pairwise-malfunction-NN,
 * pairwise-shellholes-NN, pairwise-white-phosphorus-NN.
 */
import type { Factors } from '../../gen/pairwise';
import { CCP_FIRE_TERRAIN } from '../../../machines/ccp/fire';
import type { EventSeed } from '../cce/events/kit';
import { CCE_PAIRWISE_MALFUNCTION_FACTORS, pairwiseMalfunctionSeeds, pairwiseRandomFortificationSeeds, type PairwiseMalfunctionEdition, type PairwiseRandomFortificationEdition } from '../cce/events/gen-places';
import { CCE_PAIRWISE_WHITE_PHOSPHORUS_FACTORS, pairwiseWhitePhosphorusSeeds, type PairwiseWhitePhosphorusEdition } from '../cce/events/gen-more';
import { parseCcpEventSituation } from './event';

/** The terrain of a CC:P Event situation that is Water: the Stream (T96: "Water Terrain"; F100.3 "a bridgeless stream"; the map holds no Bridge). */
const WATER = 'Stream';

/** A hex of a terrain type: a Hill at level 1 (T89), any other type as it is. */
const ccpHex = (t: string): { terrain: string[]; elevation?: number } => (t === 'Hill' ? { terrain: ['Hill'], elevation: 1 } : { terrain: [t] });

// ------------------------------------------------------------------------------------------------- E65

/**
 * E65 Malfunction ("determine a random hex [1.8]. Break the unbroken weapon (enemy or friendly) closest to that hex.
 * In case of a tie for nearest unbroken weapon, the player drawing the event chooses which one will be affected"):
 * CC:E's E63 domain (closest, direction, column, second, owner, last: gen-places.ts), a weapon where the unit
 * possessing it is (5.2), but `broken`: a broken MG nearer the Random Hex or none, never Fixed by it — CC:P's
 * Random Hex fixes and eliminates no broken Weapon ("Broken weapons no longer affected by random hexes", 5.4), so
 * CC:E's "Fixed by the Random Hex" value is no CC:P fact and the situation lists no `weapons` (the parser refuses
 * it); the broken MG stays broken and E65 ("the unbroken weapon") passes it over. The rows alternate the reader.
 */
export const CCP_PAIRWISE_MALFUNCTION_FACTORS = {
  ...CCE_PAIRWISE_MALFUNCTION_FACTORS,
  broken: ['none', 'a broken MG nearer'],
} satisfies Factors;

const CCP_MALFUNCTION: PairwiseMalfunctionEdition = { factors: CCP_PAIRWISE_MALFUNCTION_FACTORS, weapons: false, rules: 'E65, 5.2, 5.4, 1.8, 13.1.2', parse: (raw, path) => parseCcpEventSituation(raw, path) };

// ------------------------------------------------------------------------------------------------- E73

/**
 * E73 Shellholes ("determine a random hex [1.8]. If that hex is not water terrain and does not already contain a
 * blaze or fortication of any kind, place a foxholes marker into it [F103]"), CC:E's random-Fortification domain
 * (gen-places.ts) under CC:P:
 * - terrain: every terrain type a CC:P Event situation holds (CCP_FIRE_TERRAIN: Open Ground, Building, Gully, Stream,
 *   Hill, Trail), the Stream Water (T96; F100.3 "a bridgeless stream, swamp or water barrier": the Event map holds
 *   no Bridge, Swamp or Water Barrier — checkCcpEventMap, a limit of this oracle — so no "Bridge over a Stream");
 * - marker: nothing, each Fortification marker (F100.1: foxholes, trench, bunker, pillbox, wire, mines; the cave,
 *   F102, is no map marker and an Event situation holds none), a Blaze (T83), a Smoke (15.1.4: not a Fortification);
 * - units: a Squad in the hex or none (E73 does not touch them);
 * - last: the Random Hex card the last of the reader's draw pile or not (13.1.2).
 * No `event` factor: of CC:E's three Events on this text only Shellholes is printed alike (Booby Trap and Rubble are
 * CC:E's; CC:P's Detritus of War E57 places Wire and Mines and has its own generator, event-pairwise-b.ts).
 * Forbidden: a marker in the Stream (F100.3; T96 "No blaze, smoke or fortication of any kind may ever occupy a
 * stream hex"), a unit in a Blaze (15.1.5, T83). A unit in the Stream is a fact (T96 keeps markers out of a
 * Stream, not units).
 */
export const CCP_PAIRWISE_SHELLHOLES_FACTORS = {
  terrain: [...CCP_FIRE_TERRAIN],
  marker: ['none', 'Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines', 'Blaze', 'Smoke:2'],
  units: ['none', 'a Squad'],
  last: ['no', 'the Random Hex card is the last'],
} satisfies Factors;

/** E73's forbidden pairs under CC:P (above). */
export const ccpShellholesForbidden = (r: Record<string, string>): boolean => (r.terrain === WATER && r.marker !== undefined && r.marker !== 'none') || (r.units === 'a Squad' && r.marker === 'Blaze');

const CCP_SHELLHOLES: PairwiseRandomFortificationEdition = {
  factors: CCP_PAIRWISE_SHELLHOLES_FACTORS,
  forbidden: ccpShellholesForbidden,
  event: 'Shellholes',
  hex: ccpHex,
  prefix: 'shellholes',
  rules: 'E73, F100.3, F103, T96, 15.1.3, 15.1.4, 15.1.5, T83, 1.8, 13.1.2',
  parse: (raw, path) => parseCcpEventSituation(raw, path),
};

// ------------------------------------------------------------------------------------------------- E80

/** The land types that take turns for E80's `terrain: land`: CCP_FIRE_TERRAIN but the Stream. */
export const CCP_WHITE_PHOSPHORUS_LAND = CCP_FIRE_TERRAIN.filter((t) => t !== WATER);

/**
 * E80 White Phosphorus ("the receiving player may draw a random smoke marker then place it into a hex adjacent to one
 * of his unbroken squads (only). The selected hex cannot be water terrain nor contain a blaze. If he does, each
 * player that controls a unit in that hex must choose one such friendly unit and break it [3.2]"), CC:E's E77
 * domain (gen-more.ts) under CC:P, but `terrain`: the hex beside his unit, B1, land (CCP_WHITE_PHOSPHORUS_LAND in
 * turn), the Stream (T96, "cannot be water terrain") or a Blaze (T83); CC:E's Marsh, Water Barrier and Bridge over a
 * Stream are no terrain of a CC:P Event situation (checkCcpEventMap) — so the map check's refusal of a Smoke in a
 * Stream hex with a Bridge is never met. The other hexes beside his Squads are Streams (never offered).
 * Forbidden: a Smoke in the Stream or in a Blaze (T96, 15.1.5); a unit in a Blaze (15.1.5, T83; a unit in the
 * Stream is a fact); a status or kind other than the first with no unit there.
 */
export const CCP_PAIRWISE_WHITE_PHOSPHORUS_FACTORS = {
  ...CCE_PAIRWISE_WHITE_PHOSPHORUS_FACTORS,
  terrain: ['land', WATER, 'a Blaze'],
} satisfies Factors;

/** E80's forbidden pairs under CC:P (above). */
export const ccpWhitePhosphorusForbidden = (r: Record<string, string>): boolean =>
  ([WATER, 'a Blaze'].includes(r.terrain ?? '') && r.there !== undefined && r.there !== 'none') ||
  (r.terrain === 'a Blaze' && r.units !== undefined && r.units !== 'none') ||
  ((r.units === 'none' || r.terrain === 'a Blaze') && ((r.status !== undefined && r.status !== 'unbroken') || (r.kind !== undefined && r.kind !== 'Squad')));

const CCP_WHITE_PHOSPHORUS: PairwiseWhitePhosphorusEdition = {
  factors: CCP_PAIRWISE_WHITE_PHOSPHORUS_FACTORS,
  forbidden: ccpWhitePhosphorusForbidden,
  land: CCP_WHITE_PHOSPHORUS_LAND,
  hex: ccpHex,
  water: WATER,
  rules: 'E80, T95, 15.1.4, 15.1.5, F100.3, T96, T83, 3.2, 3.2.4, 14.1',
  parse: (raw, path) => parseCcpEventSituation(raw, path),
};

/** The generated seeds of this file, in rule order: Malfunction, Shellholes, White Phosphorus. */
export function pairwiseCcpEventSeedsF(): EventSeed[] {
  return [...pairwiseMalfunctionSeeds(CCP_MALFUNCTION), ...pairwiseRandomFortificationSeeds(CCP_SHELLHOLES), ...pairwiseWhitePhosphorusSeeds(CCP_WHITE_PHOSPHORUS)];
}
