/**
 * Line of Sight (10, T78.4, T86, T88.3-T88.5) for the oracle: situation parsing and seeds. The procedure
 * has no events (every step follows from the map), so each seed is one vector. The seeds are map
 * fragments with one sighting and one target hex: the rulebook's LOS examples (p. 8, figure not in the
 * text: each fragment is rebuilt from the example's words, hex ids as printed), every terrain type of
 * the Terrain Chart, the hexspine and corner lines, every Hill case of T88.3-T88.5, and hexside terrain.
 */
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { invalid } from '../../../machines/core/errors';
import { type HexFacts, type HexsideFacts, type LocalMap, validateLocalMap } from '../../../machines/core/map';
import { obj, str } from '../../../machines/core/validate';
import { hexesMet } from '../../../machines/cce/los';
import { losMachine, projectLos, type LosContext, type LosSituation } from '../../../machines/cce/los-machine';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { HEX_ID } from '../../../machines/cce/units';
import { withoutEvents } from './common';

export function parseLosSituation(raw: unknown, path: string, terrain: readonly string[] = KNOWN_TERRAIN): LosSituation {
  const o = obj(raw, path, ['map', 'from', 'to'], ['map', 'from', 'to']);
  const map = validateLocalMap(o.map, `${path}.map`, { terrain });
  const from = str(o.from, `${path}.from`, HEX_ID, 'a hex id such as "C7" (2.1)');
  const to = str(o.to, `${path}.to`, HEX_ID, 'a hex id such as "C7" (2.1)');
  if (from === to) invalid(`${path}.to`, 'another hex than the sighting hex', to, '10.1');
  for (const [k, h] of [['from', from], ['to', to]] as const) if (!map.hexes[h]) invalid(`${path}.${k}`, 'a hex listed in input.map.hexes', h, '10.1');
  const missing = hexesMet(from, to).find((h) => !map.hexes[h]);
  if (missing) invalid(`${path}.map.hexes.${missing}`, `the hex: the LOS from ${from} to ${to} passes through or touches it (10.1), so the map must list it`, undefined, '10.1');
  return { map, from, to };
}

// ------------------------------------------------------------------------------------------ seeds

const open: HexFacts = { terrain: ['Open Ground'] };

/** A map listing every hex the line meets (Open Ground at level 0 unless `hexes` says otherwise). */
function lineMap(from: string, to: string, hexes: Record<string, HexFacts> = {}, hexsides: HexsideFacts[] = []): LocalMap {
  const all: Record<string, HexFacts> = {};
  for (const h of [from, ...hexesMet(from, to), to]) all[h] = open;
  for (const [h, f] of Object.entries(hexes)) all[h] = f;
  const sorted = Object.fromEntries(Object.keys(all).sort().map((k) => [k, all[k]]));
  return hexsides.length > 0 ? { hexes: sorted, hexsides } : { hexes: sorted };
}

const seed = (name: string, purpose: string, from: string, to: string, hexes: Record<string, HexFacts> = {}, hexsides: HexsideFacts[] = []): Seed<LosSituation> => ({
  name,
  purpose,
  situation: { map: lineMap(from, to, hexes, hexsides), from, to },
});
const t = (terrain: string, elevation?: number, extra: Partial<HexFacts> = {}): HexFacts => ({ terrain: [terrain], ...(elevation !== undefined ? { elevation } : {}), ...extra });
const side = (a: string, b: string, feature: HexsideFacts['feature']): HexsideFacts => ({ between: [a, b], feature });
const road = (...ids: string[]): HexsideFacts[] => ids.slice(1).map((id, i) => side(ids[i], id, 'Road'));

export const LOS_SEEDS: Seed<LosSituation>[] = [
  // ---- the rulebook's LOS examples (p. 8)
  seed('example-a-woods-same-level', 'LOS example A: Herzog in J9 cannot see Borbe in K6 past the intervening Woods at the same elevation (10.2, T99).', 'J9', 'K6', { K8: t('Woods') }),
  seed(
    'example-b-hill-between',
    'LOS example B: Herzog on a level 1 Crest in J9 cannot see down to Bolter in L6 past an intervening Hill at his own level (T88.3.2).',
    'J9',
    'L6',
    { J9: t('Open Ground', 1, { crest: true }), K8: t('Open Ground', 1) },
  ),
  seed(
    'example-b-from-level-2',
    'LOS example B, second sentence: on a level 2 Crest, Herzog sees Bolter past the level 1 Hill, lower than he is (T88.3.2, T88.3.3).',
    'J9',
    'L6',
    { J9: t('Open Ground', 2, { crest: true }), K8: t('Open Ground', 1) },
  ),
  seed(
    'example-c-over-lower-woods',
    'LOS example C: Herzog on a level 1 Crest in J9 sees Grein on a distant level 1 Hill in N6 over a level 0 Woods (T88.4).',
    'J9',
    'N6',
    { J9: t('Open Ground', 1, { crest: true }), N6: t('Open Ground', 1, { crest: true }), L8: t('Woods', 0) },
  ),
  seed(
    'example-d-blind-hex',
    'LOS example D: Guttman on a level 1 Crest in J7 cannot see down to Schmidt in M9: the Woods in L8 makes M9 a Blind Hex (T88.4.1).',
    'J7',
    'M9',
    { J7: t('Open Ground', 1, { crest: true }), L8: t('Woods', 0) },
  ),
  seed('example-e-beyond-the-blind-hex', 'LOS example E: Guttman sees Pfeiffer in N9, one hex beyond the Blind Hex (T88.4.1, T88.4).', 'J7', 'N9', { J7: t('Open Ground', 1, { crest: true }), L8: t('Woods', 0) }),
  seed(
    'example-f-along-the-road',
    'LOS example F: Schmidt in M9 sees Benzing in M4: the LOS runs exactly along the Road depiction past the Woods in M5 (10.2, T93).',
    'M9',
    'M4',
    { M5: t('Woods') },
    road('M9', 'M8', 'M7', 'M6', 'M5', 'M4'),
  ),
  seed('example-f-without-the-road', 'LOS example F without the Road: the Woods in M5 blocks (10.2).', 'M9', 'M4', { M5: t('Woods') }),
  seed('example-g-orchard', 'LOS example G: an intervening Orchard hinders by 2 (10.3.1, 10.3.2, T91).', 'M9', 'N6', { N7: t('Orchard') }),
  seed(
    'example-h-smoke-in-the-target-hex',
    'LOS example H: Schmidt in M9 sees Wehling in N7 with a 7 Hindrance for the Smoke in N7 (10.3.4); the LOS runs along the M8/N8 hexspine.',
    'M9',
    'N7',
    { N7: t('Open Ground', undefined, { markers: ['Smoke:7'] }) },
  ),
  seed('example-h-wall-on-the-hexspine', 'LOS example H with a Wall along the M8/N8 hexside: blocked, even traced exactly along its hexspine (10.1 gray box, T97).', 'M9', 'N7', { N7: t('Open Ground', undefined, { markers: ['Smoke:7'] }) }, [side('M8', 'N8', 'Wall')]),
  seed('example-j-not-cumulative', 'LOS example J: Pfeiffer in N9 and Wehling in N7 (Smoke 7) with an Orchard between: -7, not -9 (10.3.3).', 'N9', 'N7', { N8: t('Orchard'), N7: t('Open Ground', undefined, { markers: ['Smoke:7'] }) }),
  // ---- 10.3.3's worked example
  seed('two-brush-not-cumulative', '10.3.3: a Squad fires at a Team three hexes away, Brush in both hexes between: -3, not -6 (T81).', 'C2', 'C5', { C3: t('Brush'), C4: t('Brush') }),
  seed('brush-and-smoke-4', '10.3.3: one of the two Brush hexes also holds a "4" Smoke: -4 for the Smoke (10.3.4).', 'C2', 'C5', { C3: t('Brush'), C4: t('Brush', undefined, { markers: ['Smoke:4'] }) }),
  seed('two-smoke-4', '10.3.3: both hexes between hold "4" Smoke markers: still -4.', 'C2', 'C5', { C3: t('Brush', undefined, { markers: ['Smoke:4'] }), C4: t('Brush', undefined, { markers: ['Smoke:4'] }) }),
  // ---- every terrain type's LOS line
  seed('open-ground-clear', 'T90: Open Ground is Clear; units between do not block (10.1.1: units are not part of the map).', 'B2', 'B6'),
  seed('building-blocks', 'T82: a Building is an Obstacle (10.2).', 'B2', 'B6', { B4: t('Building') }),
  seed('field-marsh-bridge', 'T85 Field, T89 Marsh and T80 Bridge each hinder by 1; the largest single one counts (10.3.3).', 'B2', 'B6', { B3: t('Field'), B4: t('Marsh'), B5: { terrain: ['Bridge', 'Road'] } }),
  seed('clear-water-and-gully', 'T95 Stream, T98 Water Barrier and T86 Gully between the ends are Clear.', 'B2', 'B6', { B3: t('Stream'), B4: t('Water Barrier'), B5: t('Gully') }),
  seed('railway-hinders', 'T92: a Railway hex hinders by 1 when the LOS crosses its depiction (B2-C2-D1) instead of following it.', 'C1', 'C3', { C2: { terrain: ['Open Ground', 'Railway'] } }, [side('B2', 'C2', 'Railway'), side('C2', 'D1', 'Railway')]),
  seed('railway-along', 'T92: Clear when the LOS proceeds directly along the Railway depiction.', 'C1', 'C3', { C2: { terrain: ['Open Ground', 'Railway'] } }, [side('C1', 'C2', 'Railway'), side('C2', 'C3', 'Railway')]),
  seed('terrain-of-the-end-hexes', '10.1: Woods in the target hex and Brush in the sighting hex do not affect LOS.', 'B2', 'B5', { B2: t('Brush'), B5: t('Woods') }),
  seed('smoke-in-the-sighting-hex', '10.3.4, T94: Smoke hinders LOS out of its hex too.', 'B2', 'B5', { B2: t('Open Ground', undefined, { markers: ['Smoke:2'] }) }),
  seed('blaze-blocks', '10.2.1, T79: a Blaze blocks at all levels, even between two Hill hexes above it.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Open Ground', 0, { markers: ['Blaze'] }), B6: t('Open Ground', 1) }),
  // ---- hexspines and corners (readings cce.los-hexspine, cce.los-corner)
  seed('hexspine-woods-one-side', '10.1, reading cce.los-hexspine: along the M8/N8 hexspine with Woods in M8 only: the string can pass on the clear side (lesser) or touches the Woods (greater).', 'M9', 'N7', { M8: t('Woods') }),
  seed('hexspine-woods-both-sides', '10.1: along the M8/N8 hexspine with Woods on both sides: blocked under either reading.', 'M9', 'N7', { M8: t('Woods'), N8: t('Woods') }),
  seed('hexspine-blaze', '10.2.1: a Blaze fills its hex: a LOS along its hexside is blocked.', 'M9', 'N7', { M8: t('Open Ground', undefined, { markers: ['Blaze'] }) }),
  seed('hexspine-smoke', '10.3.4: a Smoke fills its hex: a LOS along its hexside is hindered.', 'M9', 'N7', { N8: t('Open Ground', undefined, { markers: ['Smoke:3'] }) }),
  seed('corner-woods', '10.1, reading cce.los-corner: the line from E6 to D10 touches D7 at one corner only; Woods there blocks only if a corner touch counts.', 'E6', 'D10', { D7: t('Woods') }),
  seed('corner-wall-end', '10.1, reading cce.los-corner: the line touches the end of the D7/E7 hexside; a Wall there blocks only if a touch at its end counts.', 'E6', 'D10', {}, [side('D7', 'E7', 'Wall')]),
  seed('corner-smoke', '10.3.4: Smoke in D7, touched at a corner only, still hinders ("any portion").', 'E6', 'D10', { D7: t('Open Ground', undefined, { markers: ['Smoke:2'] }) }),
  // ---- hexside terrain
  seed('wall-crossed', 'T97: a Wall crossed between two intervening hexes blocks (10.2).', 'B2', 'B6', {}, [side('B3', 'B4', 'Wall')]),
  seed('hedge-crossed', 'T87: a Hedge crossed between two intervening hexes blocks.', 'B2', 'B6', {}, [side('B4', 'B5', 'Hedge')]),
  seed('fence-crossed', 'T84: a Fence hinders by 1.', 'B2', 'B6', {}, [side('B3', 'B4', 'Fence')]),
  seed('cliff-and-trail', 'T83, T96: a Cliff hexside crossed between two intervening hexes is Clear, and a Trail hex is the Open Ground it runs through (T78.1).', 'B2', 'B6', { B4: { terrain: ['Open Ground', 'Trail'] } }, [side('B3', 'B4', 'Cliff')]),
  seed('hexsides-of-the-end-hexes', 'T84, T87, T97, 10.1: a Fence on a side of the sighting hex and a Wall on a side of the target hex are Clear.', 'B2', 'B6', {}, [side('B2', 'B3', 'Fence'), side('B5', 'B6', 'Wall')]),
  seed('hedge-on-a-side-of-the-target', 'T87, 10.1: a Hedge that is one of the six hexsides of the target hex is Clear.', 'B2', 'B4', {}, [side('B3', 'B4', 'Hedge')]),
  seed('wall-on-a-hill-edge', 'Reading cce.los-hexside-level: a Wall between a level 1 and a level 0 hex on a LOS between two level 1 hexes: below them (lower) or at their level (higher).', 'B2', 'B6', { B2: t('Open Ground', 1), B3: t('Open Ground', 1), B6: t('Open Ground', 1) }, [side('B3', 'B4', 'Wall')]),
  // ---- Hills (T88.3-T88.5) and Gullies (T86)
  seed('hill-between-lower-ends', 'T88.3.3: a level 1 Hill blocks LOS between two level 0 hexes.', 'B2', 'B6', { B4: t('Open Ground', 1) }),
  seed('level-2-past-level-2', 'T88.3.3: a unit on a level 2 Hill sees past an intervening level 2 Hill to another level 2 Hill.', 'B2', 'B6', { B2: t('Open Ground', 2), B4: t('Open Ground', 2), B6: t('Open Ground', 2) }),
  seed('level-2-past-level-3-to-level-3', 'T88.3.3: past a level 3 Hill, a level 3 target cannot be seen from level 2 (T88.3.2).', 'B2', 'B6', { B2: t('Open Ground', 2), B4: t('Open Ground', 3), B6: t('Open Ground', 3, { crest: true }) }),
  seed('level-2-past-level-3-to-level-4-crest', 'T88.3.3: past a level 3 Hill, a level 4 Crest can be seen from level 2.', 'B2', 'B6', { B2: t('Open Ground', 2), B4: t('Open Ground', 3), B6: t('Open Ground', 4, { crest: true }) }),
  seed('up-into-a-non-crest-hex', 'T88.3.2: a unit may only trace a LOS into the initial Crest hex of each elevation above it.', 'B2', 'B5', { B5: t('Open Ground', 1) }),
  seed('up-into-a-crest-hex', 'T88.3.2: LOS up into a level 1 Crest hex; the Brush between, at a lower level, does not hinder (T88.5).', 'B2', 'B5', { B3: t('Brush'), B5: t('Open Ground', 1, { crest: true }) }),
  seed('hindrance-on-the-hill', 'T88.5: Brush on a level 1 Hill hinders LOS between two other level 1 Hill hexes.', 'B2', 'B5', { B2: t('Open Ground', 1), B3: t('Brush', 1), B4: t('Open Ground', 1), B5: t('Open Ground', 1) }),
  seed('lower-hindrance-between-hills', 'T88.5: Brush at level 0 does not hinder LOS between two level 1 Hill hexes; Smoke there does.', 'B2', 'B6', { B2: t('Open Ground', 1), B3: t('Brush', 0), B4: t('Open Ground', 0, { markers: ['Smoke:1'] }), B6: t('Open Ground', 1) }),
  seed('lower-obstacle-between-hills', 'T88.4: a level 0 Building between two level 1 Hill hexes does not block.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Building', 0), B6: t('Open Ground', 1) }),
  seed('obstacle-on-the-hill', 'T88.4: a Building on a level 1 Hill blocks LOS between two level 1 Hill hexes.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Building', 1), B6: t('Open Ground', 1) }),
  seed('building-in-the-first-hex', 'T88.4.1: from level 1, a level 1 Building in the first intervening hex blinds the observer to a level 2 Crest.', 'B2', 'B6', { B2: t('Open Ground', 1), B3: t('Building', 1), B6: t('Open Ground', 2, { crest: true }) }),
  seed('building-further-on', 'T88.4.1: the same Building one hex further from the observer: LOS open.', 'B2', 'B6', { B2: t('Open Ground', 1), B4: t('Building', 1), B6: t('Open Ground', 2, { crest: true }) }),
  seed('gully-unseen', 'T86: a unit in a Gully cannot be seen from a hex two hexes away at its own level.', 'B2', 'B4', { B4: t('Gully') }),
  seed('gully-seen-from-above', 'T86: a Gully hex is seen from a higher (Crest) hex.', 'B2', 'B5', { B2: t('Open Ground', 1, { crest: true }), B5: t('Gully') }),
];

/** The seed builders, for another edition's LOS seeds (oracle/procedures/ccp/los.ts). */
export { seed as losSeed, t as losHex };

export const losSpec: ProcedureSpec<LosSituation> = {
  procedure: 'los',
  ruleset: 'cce',
  title: 'Line of Sight (10, T78.4, T86, T88.3-T88.5)',
  section: ['10'],
  machine: losMachine,
  parseSituation: parseLosSituation,
  project: (snapshot) => projectLos(snapshot.context as LosContext),
  seeds: LOS_SEEDS,
  ...withoutEvents('the map'),
};
