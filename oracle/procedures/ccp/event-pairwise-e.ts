/**
 * Generated CC:P Event situations (issue 16.5) for the unit-changing Events CC:P prints as CC:E does and that run
 * CC:E's module (machines/ccp/event.ts): Battle Harden E51 (CC:E E44), Field Promotion E59 (E56), Hero E61 (E58,
 * "he may place it": cce.hero-placement settled), KIA E64 (E62), Medic! E66 (E64), Prisoners of War E68 (E66),
 * Scrounge E71 (scroungeFor(true): the Weapon returns "– broken –") and Shell Shock E72. Their domains are CC:E's
 * (oracle/procedures/cce/events/gen-units.ts, one generator per Event for both editions), given CC:P's edition
 * (CCP_UNIT_EVENTS): CC:P Event's parser, the Japanese player as `axis` (`jp` units), CC:P's rule ids.
 *
 * What the edition drops and adds, and why:
 * - None of these Events reads the Terrain Chart, a Fortification, a nationality or the broken-Weapon list, so
 *   no CC:E-only terrain, Fortification, nationality (CC:P parser: "the Japanese player is `axis`", 1) or
 *   `weapons` list (5.4) is in any of their situations; their hexes are Open Ground (T81-T99 both editions).
 * - Scrounge: a Weapon eliminated broken carries no Fix and Elim ranges ("Broken weapons no longer affected by
 *   random hexes. [5.4]"); CC:P adds the MG's movement modifier, none or −1 ("A leader may only ever possess a
 *   weapon lacking a negative movement modifier [5.1]", 3.3.5), which the Event's offer reads for his Leader.
 *   The side the MG was placed with stays a fact: E71 returns it "– broken –" either way.
 * - Hero: the Hero carries `hero: true` (3.3.2 Heroes: the unit a Hero is; CC:E's generator gives none).
 *
 * Not here: Interdiction E62 (CC:E E60), whose hex's Cover CC:P's own generator varies over CC:P's terrain and
 * Fortifications (./event-pairwise.ts `pairwise-interdiction-NN`); Deploy E56 and Suppressing Fire E77 (./event-pairwise-d.ts,
 * ./event-pairwise.ts). Malfunction, Shellholes and White Phosphorus are CC:E's gen-places.ts and gen-more.ts.
 */
import type { EventSeed } from '../cce/events/kit';
import {
  battleHardenSeeds,
  CCE_PAIRWISE_SCROUNGE_FACTORS,
  fieldPromotionSeeds,
  heroSeeds,
  kiaMedicSeeds,
  type PairwiseUnitEventEdition,
  prisonersSeeds,
  scroungeSeeds,
  shellShockSeeds,
} from '../cce/events/gen-units';
import { parseCcpEventSituation } from './event';

/** E71 under CC:P: CC:E's facts and the eliminated MG's movement modifier (3.3.5: no Leader takes a Weapon with a negative one). */
export const CCP_PAIRWISE_SCROUNGE_FACTORS = {
  ...CCE_PAIRWISE_SCROUNGE_FACTORS,
  movement: ['0', '-1'], // the MG's; with none eliminated, none
};

/** CC:P's edition of gen-units.ts's generators: CC:P's parser, sides and rule ids (machines/ccp/rule-map.ts). */
export const CCP_UNIT_EVENTS: PairwiseUnitEventEdition = {
  parse: (raw, path) => parseCcpEventSituation(raw, path),
  prefix: { axis: 'jp', allied: 'us' },
  side: { axis: 'Japanese', allied: 'US' },
  // CC:P prints these Events under CC:E's names (E51, E59, E61, E64, E66, E68, E71, E72).
  event: (cce) => cce,
  rules: {
    'battle-harden': 'E51, 4.1, 4.1.2',
    'field-promotion': 'E59, 3.2',
    hero: 'E61, 3.3.2, 3.2.5, 2.3, 15.1.5',
    'kia-medic': 'E64, E66, 14.1, 3.2.5',
    'prisoners-of-war': 'E68, 14.1',
    scrounge: 'E71, 5, 5.4, 3.3.5',
    'shell-shock': 'E72, 1.8, 3.2, 14.1',
  },
  scroungeFactors: CCP_PAIRWISE_SCROUNGE_FACTORS,
  brokenWeaponRanges: false,
  heroMark: { hero: true },
};

/** The generated seeds of the unit-changing Events both editions print alike, in CC:P's rule order. */
export function pairwiseCcpEventSeedsE(): EventSeed[] {
  const ed = CCP_UNIT_EVENTS;
  return [...battleHardenSeeds(ed), ...fieldPromotionSeeds(ed), ...heroSeeds(ed), ...kiaMedicSeeds(ed), ...prisonersSeeds(ed), ...scroungeSeeds(ed), ...shellShockSeeds(ed)];
}
