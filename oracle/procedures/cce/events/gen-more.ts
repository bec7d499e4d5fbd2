/**
 * Generated Event situations (issue 16.5), third part: E48 Breeze, E77 White Phosphorus and E70 Sappers
 * (machines/cce/event/markers.ts). As in ./gen-places.ts: each generator declares its domain (the facts its rule
 * reads, each with the rule that reads it), combines the values pairwise (oracle/gen/pairwise.ts, deterministic)
 * and writes each row as a situation in the frame form of seeds/event.json (units built by seeds.ts buildUnit),
 * validated by the Event procedure's own parser. Every seed is minimised (only the paths that bring something
 * new become vectors). The White Phosphorus generator takes an edition (CC:E's by default; CC:P's E80:
 * oracle/procedures/ccp/event-pairwise-f.ts), validated by that edition's parser.
 */
import type { Card } from '../../../../machines/cce/deck';
import { distance, hexId, neighbour, neighboursOnMap, onMap, parseHex, type Direction, type HexCoord } from '../../../../machines/core/hex';
import { opponentOf as other, type Player } from '../../../../machines/cce/units';
import { pairwise, type Row } from '../../../gen/pairwise';
import { parseEventSituation } from '../event';
import type { EventSeed } from './kit';
import { card, deckOf } from '../time-advance';
import { BLAZE_FORTIFICATIONS, BLAZE_LAND_TYPES, cceTerrainOf, inTurn, seedOf, type PairwiseEventEdition } from './gen-places';

/** The game around the Event card (no Random Hex: none of these three Events draws one), the reader or his opponent active. */
function gameAround(reader: Player, active: Player, event: Card) {
  return {
    reader,
    active,
    initiative: active,
    postures: { axis: 'attack', allied: 'defend' },
    decks: { [reader]: deckOf([], [event, card('next-card')]), [other(reader)]: deckOf([], [card(`${other(reader)}-top`)]) },
    time: { space: 3, suddenDeath: 8 },
    vp: 0,
  };
}

const id = (h: HexCoord) => hexId(h);
const sortedHexes = (hexes: Record<string, Record<string, unknown>>) => Object.fromEntries(Object.keys(hexes).sort().map((h) => [h, hexes[h]]));

// ------------------------------------------------------------------------------------------------ E48 Breeze

/**
 * E48 Breeze: "remove all Smoke markers from the map. Then place a random Blaze marker [10.2.1] into each
 * non-Water hex that is both adjacent to and “downwind” of an existing Blaze marker. The downwind direction is
 * stated in the Event as a number between 1 and 6, which corresponds to the hex compass on each map. Any units in
 * a hex into which a Blaze spreads must be removed by their owners and placed into any adjacent hex not
 * containing impassable terrain. They are eliminated otherwise." The facts it reads, and the rule that reads each:
 * - direction: the downwind direction printed on the card, 1-6 ("a number between 1 and 6", 2.2.2's compass);
 * - column: the Blaze in an odd- or an even-lettered column (2.1: "adjacent to and downwind of" is a different
 *   hex in each);
 * - downwind: the hex downwind of the Blaze: land (the Terrain Chart's land types take turns), each Water type
 *   and a Bridge over a Stream (E48 "non-Water", F100.3 "with no Bridge"), a Blaze already (8.1.5: no second
 *   one; that Blaze spreads in its turn), off the map (the Blaze on the map edge the wind blows across: 2.1;
 *   no hex, E42 when nothing spreads);
 * - marker: what the downwind hex holds: nothing, a Fortification (the six in turn: 8.1.5 "no marker listed
 *   above ... may exist there"), a Smoke (E48 "remove all Smoke markers" first);
 * - smoke: a Smoke marker elsewhere on the map or none (E48 "remove all Smoke markers from the map", T94);
 * - blazes: the one Blaze, a second Blaze upwind of it in line (its downwind hex is the first Blaze: "an
 *   existing Blaze marker" spreads, the new ones do not spread again), a second Blaze elsewhere with an open
 *   hex downwind (two hexes take a Blaze);
 * - units: the downwind hex's units: none, a Squad of the reader's, of his opponent's, one of each ("by their
 *   owners");
 * - around: the downwind hex's neighbours (the Blaze always one of them, impassable: T79) all open; one open,
 *   the others impassable (a Water Barrier T98, a hex the situation declares impassable O21.4, in turn); none
 *   open ("eliminated otherwise", 7.1 the VP); one open holding an enemy Squad (O16.4: a Melee due); one open
 *   an Objective the opponent controls (7.3.1);
 * - active: the reader the active player or not (the Glossary's "inactive player always goes first":
 *   cce.argued.event-both-players-order);
 * - reader: the Axis or the Allied player.
 * Forbidden (no map has it: F100.3, T89, T95, T98, T79, 8.1.5): a marker in Water (a Bridge over a Stream is none,
 * T78.1) or in a Blaze, a unit in a Blaze or a Water Barrier; off the map, no marker, unit or neighbour of
 * its own (no hex); off the map downwind-left (6) of an even-lettered column (even-lettered columns sit half a
 * hex lower, 2.1, and none is on the left edge: A is odd), the one triple no 10-column map holds.
 */
export const CCE_PAIRWISE_BREEZE_FACTORS = {
  around: ['all open', 'one open, the others impassable', 'none open', 'one open, holding an enemy Squad', 'one open, an enemy Objective'],
  units: ['none', "a Squad of the reader's", "a Squad of his opponent's", 'one of each side'],
  downwind: ['land', 'Marsh', 'Stream', 'Water Barrier', 'a Bridge over a Stream', 'a Blaze', 'off the map'],
  direction: ['1', '2', '3', '4', '5', '6'],
  marker: ['none', 'a Fortification', 'Smoke:2'],
  blazes: ['one', 'a second upwind in line', 'a second elsewhere'],
  column: ['odd-lettered', 'even-lettered'],
  smoke: ['none', 'a Smoke elsewhere'],
  active: ['the reader', 'his opponent'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

const WATER_TYPES = ['Marsh', 'Stream', 'Water Barrier'];

/** E48's forbidden pairs and the one triple (above). */
export const breezeForbidden = (r: Record<string, string>): boolean =>
  ((WATER_TYPES.includes(r.downwind ?? '') || r.downwind === 'a Blaze' || r.downwind === 'off the map') && r.marker !== undefined && r.marker !== 'none') ||
  (['a Blaze', 'Water Barrier', 'off the map'].includes(r.downwind ?? '') && r.units !== undefined && r.units !== 'none') ||
  (r.downwind === 'off the map' && r.around !== undefined && r.around !== 'all open') ||
  (r.downwind === 'off the map' && r.direction === '6' && r.column === 'even-lettered');

/**
 * The Blaze of a generated Breeze situation: E5 (odd-lettered column) or H5 (even-lettered), its downwind hex inside
 * the map; three hexes apart, so that no hex of one's situation is the other (a test tells the first Blaze by them).
 */
export const BREEZE_BLAZE = { 'odd-lettered': 'E5', 'even-lettered': 'H5' } as const;

/** The map of a row: 10×10, or 9 columns when the wind blows off the right edge from an odd-lettered column (I). */
const breezeGeometry = (r: Row) => ({ columns: r.downwind === 'off the map' && r.column === 'odd-lettered' && r.direction === '3' ? 9 : 10, rows: 10 });

/** The Blaze hex of a row: the interior one, or the first hex of the column's parity (column then row) whose downwind neighbour is off the map. */
function breezeBlaze(r: Row, dir: Direction): string {
  if (r.downwind !== 'off the map') return BREEZE_BLAZE[r.column as keyof typeof BREEZE_BLAZE];
  const g = breezeGeometry(r);
  for (let col = 1; col <= g.columns; col++) {
    if ((col % 2 === 1) !== (r.column === 'odd-lettered')) continue;
    for (let row = 1; row <= g.rows; row++) {
      const h = parseHex(`${String.fromCharCode(64 + col)}${row}`, 'hex');
      if (!onMap(g, neighbour(h, dir))) return id(h);
    }
  }
  throw new Error(`no Blaze hex for ${JSON.stringify(r)}`); // the forbidden triple only
}

export function pairwiseBreezeSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_BREEZE_FACTORS, (r) => !breezeForbidden(r));
  const next = inTurn();
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const dir = Number(r.direction) as Direction;
    const geometry = breezeGeometry(r);
    const blaze = breezeBlaze(r, dir);
    const b = parseHex(blaze, 'hex');
    const hexes: Record<string, Record<string, unknown>> = { [blaze]: { terrain: ['Open Ground'], markers: ['Blaze'] } };
    const units: Record<string, unknown>[] = [];
    const downwind = r.downwind === 'off the map' ? null : id(neighbour(b, dir));
    const around = downwind ? neighboursOnMap(geometry, parseHex(downwind, 'hex')).map(id).filter((h) => h !== blaze) : [];
    if (downwind) {
      const terrain = r.downwind === 'land' ? [BLAZE_LAND_TYPES[next('land') % BLAZE_LAND_TYPES.length]] : r.downwind === 'a Blaze' ? ['Open Ground'] : cceTerrainOf(r.downwind);
      const marker = r.downwind === 'a Blaze' ? 'Blaze' : r.marker === 'a Fortification' ? BLAZE_FORTIFICATIONS[next('fortification') % BLAZE_FORTIFICATIONS.length] : r.marker;
      hexes[downwind] = { terrain, ...(marker === 'none' ? {} : { markers: [marker] }) };
      // The first neighbour in compass order (the Blaze left out) is the open one; the others open too, or impassable in turn.
      const closed = [{ terrain: ['Water Barrier'] }, { terrain: ['Woods'], impassable: true }];
      around.forEach((h, k) => {
        const open = r.around === 'all open' || (k === 0 && r.around !== 'none open');
        hexes[h] = open ? { terrain: ['Open Ground'] } : closed[next('closed') % closed.length];
      });
      if (r.units === "a Squad of the reader's" || r.units === 'one of each side') units.push({ id: 'downwind-1', owner: reader, kind: 'squad', hex: downwind });
      if (r.units === "a Squad of his opponent's" || r.units === 'one of each side') units.push({ id: 'downwind-2', owner: enemy, kind: 'squad', hex: downwind });
      if (r.around === 'one open, holding an enemy Squad') units.push({ id: 'beside', owner: enemy, kind: 'squad', hex: around[0] });
    }
    // A second Blaze: upwind in line (its downwind hex is the first Blaze), or elsewhere, three hexes or more from both, with an open hex downwind.
    if (r.blazes === 'a second upwind in line') hexes[id(neighbour(b, (((dir + 2) % 6) + 1) as Direction))] = { terrain: ['Open Ground'], markers: ['Blaze'] };
    if (r.blazes === 'a second elsewhere') {
      const far = ['H8', 'B8', 'H2', 'B2'].map((h) => parseHex(h, 'hex')).find((h) => onMap(geometry, neighbour(h, dir)) && distance(h, b) >= 4);
      hexes[id(far!)] = { terrain: ['Open Ground'], markers: ['Blaze'] };
      hexes[id(neighbour(far!, dir))] = { terrain: ['Open Ground'] };
    }
    const smokeAt = r.smoke === 'a Smoke elsewhere' ? ['A10', 'J1', 'A1'].find((h) => !(h in hexes) && onMap(geometry, parseHex(h, 'hex')) && Object.keys(hexes).every((x) => distance(parseHex(x, 'hex'), parseHex(h, 'hex')) >= 2))! : null;
    if (smokeAt) hexes[smokeAt] = { terrain: ['Open Ground'], markers: ['Smoke:1'] };
    const smoke = Object.keys(hexes).filter((h) => ((hexes[h].markers as string[] | undefined) ?? []).some((m) => m.startsWith('Smoke'))).sort();
    const raw = {
      ...gameAround(reader, r.active === 'the reader' ? reader : enemy, card('event-card', { event: 'Breeze', direction: dir })),
      ...(smoke.length ? { smoke } : {}),
      ...(r.around === 'one open, an enemy Objective' && downwind ? { objectives: [{ number: 1, hexes: [around[0]], controller: enemy }] } : {}),
      units,
      map: { geometry, hexes: sortedHexes(hexes) },
    };
    return seedOf('breeze', i, r, `Breeze blowing ${dir} from the Blaze in ${blaze}`, 'E48, 2.2.2, 2.1, F100.3, 8.1.4, 8.1.5, 10.2.1, T79, T98, O21.4, 7.1, 7.3.1, O16.4', raw);
  });
}

// ------------------------------------------------------------------------------------------ E77 White Phosphorus

/**
 * E77 White Phosphorus: "the receiving player may draw a random Smoke marker then place it into a hex adjacent to
 * one of his unbroken Squads (only). The selected hex cannot be Water Terrain nor contain a Blaze. If he does, each
 * player that controls a unit in that hex must choose one such friendly unit and break it [3.2]." The facts it
 * reads, and the rule that reads each:
 * - squad: the reader's unit in the corner hex A1 (2.1: two hexes adjacent, B1 and A2): his unbroken Squad, his
 *   broken Squad, his Team ("his unbroken Squads (only)"), or his opponent's unbroken Squad there instead;
 * - second: a second unbroken Squad of his beside the same hex (C1: the hex is offered once) or none;
 * - terrain: the hex beside it, B1: land (the Terrain Chart's land types take turns), each Water type, a Bridge over
 *   a Stream ("cannot be Water Terrain", F100.3 "with no Bridge"), a Blaze ("nor contain a Blaze"); the other hexes
 *   beside his Squads are Water Barriers (never offered);
 * - there: the Smoke already in B1, none or of Hindrance 1, 2 or 3, and drawn: the Hindrance drawn, 1, 2 or 3 (T94;
 *   8.1.4: one Smoke marker a hex, the larger stays; "If he does": the break follows the placing whichever stays);
 * - units: the units in B1: none, his opponent's one or two (he chooses which breaks), the reader's own, one of each
 *   side ("each player that controls a unit in that hex");
 * - status: the first of them unbroken or broken (3.2; 3.2.4 a broken unit that breaks is eliminated, 7.1 the VP),
 *   and kind: a Squad, a Team or a Leader of Command 1 (7.1: 2, 1, 1 + Command VP);
 * - active: the reader the active player or not (the inactive player chooses first: cce.argued.event-both-players-order);
 * - reader: the Axis or the Allied player.
 * Forbidden (no map has it: F100.3, T89, T95, T98, T79, 8.1.5): a Smoke in Water (a Bridge over a Stream is none,
 * T78.1) or in a Blaze; a unit in a Blaze or a Water Barrier; a status or kind other than the first with no unit there (nothing
 * to read), and so in a Blaze or a Water Barrier.
 */
export const CCE_PAIRWISE_WHITE_PHOSPHORUS_FACTORS = {
  units: ['none', "one of his opponent's", "two of his opponent's", "one of the reader's", 'one of each side'],
  terrain: ['land', 'Marsh', 'Stream', 'Water Barrier', 'a Bridge over a Stream', 'a Blaze'],
  squad: ['his unbroken Squad', 'his broken Squad', 'his Team', "his opponent's unbroken Squad"],
  there: ['none', 'Smoke:1', 'Smoke:2', 'Smoke:3'],
  drawn: ['1', '2', '3'],
  status: ['unbroken', 'broken'],
  kind: ['Squad', 'Team', 'Leader of Command 1'],
  second: ['none', 'a second unbroken Squad of his beside it'],
  active: ['the reader', 'his opponent'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** E77's forbidden pairs (above). */
export const whitePhosphorusForbidden = (r: Record<string, string>): boolean =>
  (['Marsh', 'Stream', 'Water Barrier', 'a Blaze'].includes(r.terrain ?? '') && r.there !== undefined && r.there !== 'none') ||
  (['Water Barrier', 'a Blaze'].includes(r.terrain ?? '') && r.units !== undefined && r.units !== 'none') ||
  ((r.units === 'none' || ['Water Barrier', 'a Blaze'].includes(r.terrain ?? '')) && ((r.status !== undefined && r.status !== 'unbroken') || (r.kind !== undefined && r.kind !== 'Squad')));

/** The hexes of a generated White Phosphorus situation (10×10 map): his unit in the corner, the hex beside it, the second Squad. */
export const WHITE_PHOSPHORUS_HEXES = { squad: 'A1', beside: 'B1', second: 'C1' } as const;

/**
 * What an edition's White Phosphorus generator holds (CC:E's below; CC:P's E80: oracle/procedures/ccp/event-pairwise-f.ts):
 * its domain and forbidden rows, the land types that take turns for `terrain: land`, the hex every other value of
 * `terrain` names (a Blaze: Open Ground under the marker), the Water terrain of the hexes never offered, the rules
 * its purpose cites, its parser.
 */
export interface PairwiseWhitePhosphorusEdition extends PairwiseEventEdition {
  forbidden: (r: Record<string, string>) => boolean;
  land: readonly string[];
  hex: (terrain: string) => { terrain: string[]; elevation?: number };
  water: string;
}

/** CC:E's edition (made on use: the modules this file imports may still be loading when it loads). */
const cceWhitePhosphorus = (): PairwiseWhitePhosphorusEdition => ({
  factors: CCE_PAIRWISE_WHITE_PHOSPHORUS_FACTORS,
  forbidden: whitePhosphorusForbidden,
  land: BLAZE_LAND_TYPES,
  hex: (t) => ({ terrain: cceTerrainOf(t) }),
  water: 'Water Barrier',
  rules: 'E77, T94, 8.1.4, 8.1.5, F100.3, 3.2, 3.2.4, 7.1',
  parse: parseEventSituation,
});

export function pairwiseWhitePhosphorusSeeds(edition: PairwiseWhitePhosphorusEdition = cceWhitePhosphorus()): EventSeed[] {
  const { rows } = pairwise(edition.factors, (r) => !edition.forbidden(r));
  const geometry = { columns: 10, rows: 10 };
  let land = -1;
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const { squad: at, beside, second } = WHITE_PHOSPHORUS_HEXES;
    const { terrain, ...level } = r.terrain === 'land' ? edition.hex(edition.land[++land % edition.land.length]) : r.terrain === 'a Blaze' ? { terrain: ['Open Ground'] } : edition.hex(r.terrain);
    const markers = [...(r.terrain === 'a Blaze' ? ['Blaze'] : []), ...(r.there === 'none' ? [] : [r.there])];
    const squads = [at, ...(r.second === 'none' ? [] : [second])];
    // Every other hex beside his Squads Water (never offered); the Squads' hexes open ground.
    const hexes: Record<string, Record<string, unknown>> = {};
    for (const h of squads.flatMap((s) => neighboursOnMap(geometry, parseHex(s, 'hex')).map(id))) hexes[h] = { terrain: [edition.water] };
    for (const h of squads) hexes[h] = { terrain: ['Open Ground'] };
    hexes[beside] = { terrain, ...level, ...(markers.length ? { markers } : {}) };
    const kind = r.kind === 'Squad' ? { kind: 'squad' } : r.kind === 'Team' ? { kind: 'team' } : { kind: 'leader', command: 1 };
    const own = { "his unbroken Squad": { owner: reader, kind: 'squad' }, "his broken Squad": { owner: reader, kind: 'squad', broken: true }, "his Team": { owner: reader, kind: 'team' }, "his opponent's unbroken Squad": { owner: enemy, kind: 'squad' } }[r.squad as 'his Team'];
    const units: Record<string, unknown>[] = [{ id: 'beside-1', hex: at, ...own }];
    if (r.second !== 'none') units.push({ id: 'beside-2', owner: reader, kind: 'squad', hex: second });
    const firstOwner = r.units === "one of the reader's" ? reader : enemy;
    if (r.units !== 'none') units.push({ id: 'smoked-1', owner: firstOwner, hex: beside, ...kind, ...(r.status === 'broken' ? { broken: true } : {}) });
    if (r.units === "two of his opponent's") units.push({ id: 'smoked-2', owner: enemy, kind: 'squad', hex: beside });
    if (r.units === 'one of each side') units.push({ id: 'smoked-2', owner: reader, kind: 'squad', hex: beside });
    const raw = {
      ...gameAround(reader, r.active === 'the reader' ? reader : enemy, card('event-card', { event: 'White Phosphorus' })),
      ...(r.there === 'none' ? {} : { smoke: [beside] }),
      smokeDraws: [Number(r.drawn)],
      units,
      map: { geometry, hexes: sortedHexes(hexes) },
    };
    return seedOf('white-phosphorus', i, r, `White Phosphorus beside ${at} (${beside}: ${terrain.join(' and ')}${markers.length ? `, ${markers.join(', ')}` : ''})`, edition.rules, raw, edition.parse);
  });
}

// ---------------------------------------------------------------------------------------------------- E70 Sappers

/**
 * E70 Sappers: "the receiving player may remove either one Mines marker or one Wire marker from the map." The
 * facts it reads, and the rule that reads each:
 * - first, second: the Fortification in each of two hexes, C3 and F6: Mines (F103), Wire (F106), another
 *   Fortification (Foxholes, Trench, Bunker, Pillbox in turn: F100, never offered) or none ("one Mines marker or
 *   one Wire marker from the map": any hex, each a choice);
 * - with: what shares C3's Fortification: nothing, a Smoke (8.1.4: a marker, not a Fortification, never offered),
 *   a Squad of the reader's or of his opponent's (the marker is no player's: "from the map");
 * - reader: the Axis or the Allied player.
 * Not a factor: terrain (E70 does not read it; F100.3 keeps Fortifications out of Water).
 */
export const CCE_PAIRWISE_SAPPERS_FACTORS = {
  first: ['Mines', 'Wire', 'another Fortification', 'none'],
  second: ['Mines', 'Wire', 'another Fortification', 'none'],
  with: ['nothing', 'Smoke:2', "a Squad of the reader's", "a Squad of his opponent's"],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** The Fortifications E70 does not offer, in turn (F100). */
export const SAPPERS_OTHER_FORTIFICATIONS = ['Foxholes', 'Trench', 'Bunker', 'Pillbox'] as const;

export function pairwiseSappersSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_SAPPERS_FACTORS);
  let fort = -1;
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const marker = (v: string) => (v === 'another Fortification' ? [SAPPERS_OTHER_FORTIFICATIONS[++fort % SAPPERS_OTHER_FORTIFICATIONS.length]] : v === 'none' ? [] : [v]);
    const first = [...marker(r.first), ...(r.with === 'Smoke:2' ? ['Smoke:2'] : [])];
    const second = marker(r.second);
    const hexes = { C3: { terrain: ['Open Ground'], ...(first.length ? { markers: first } : {}) }, F6: { terrain: ['Open Ground'], ...(second.length ? { markers: second } : {}) } };
    const units = r.with === "a Squad of the reader's" ? [{ id: 'sq', owner: reader, kind: 'squad', hex: 'C3' }] : r.with === "a Squad of his opponent's" ? [{ id: 'sq', owner: other(reader), kind: 'squad', hex: 'C3' }] : [];
    const raw = {
      ...gameAround(reader, reader, card('event-card', { event: 'Sappers' })),
      ...(r.with === 'Smoke:2' ? { smoke: ['C3'] } : {}),
      units,
      map: { geometry: { columns: 10, rows: 10 }, hexes },
    };
    return seedOf('sappers', i, r, `Sappers (C3: ${first.join(', ') || 'nothing'}; F6: ${second.join(', ') || 'nothing'})`, 'E70, F100, F103, F106, 8.1.4', raw);
  });
}

/** Every generated seed of this file, in rule order. */
export function pairwiseMoreMarkerSeeds(): EventSeed[] {
  return [...pairwiseBreezeSeeds(), ...pairwiseSappersSeeds(), ...pairwiseWhitePhosphorusSeeds()];
}
