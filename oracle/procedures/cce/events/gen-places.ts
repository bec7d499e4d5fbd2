/**
 * Generated Event situations (issue 16.5), second half: the Sniper! (1.9.1.3) and the Events of
 * machines/cce/event/{intel,placement,markers,random}.ts whose rules read situation facts worth varying.
 * Each generator declares its domain (the facts its rule reads, each with the rule that reads it), combines
 * the values pairwise (oracle/gen/pairwise.ts, deterministic) and writes each row as a situation in the
 * frame form of seeds/event.json (units built by seeds.ts buildUnit), validated by the Event procedure's own
 * parser. Every seed is minimised (only the paths that bring something new become vectors). The random-Fortification
 * and Malfunction generators take an edition (CC:E's by default; CC:P's Shellholes E73 and Malfunction E65:
 * oracle/procedures/ccp/event-pairwise-f.ts), validated by that edition's parser.
 *
 * The Events without a generator, and why, are listed in oracle/procedures/cce/seeds/README.md
 * ("Generated situations").
 */
import type { Card } from '../../../../machines/cce/deck';
import { hexId, neighbour, neighboursOnMap, parseHex, type Direction } from '../../../../machines/core/hex';
import type { EventSituation } from '../../../../machines/cce/event/machine';
import { opponentOf as other, type Player } from '../../../../machines/cce/units';
import { pairwise, type Row } from '../../../gen/pairwise';
import { parseEventSituation } from '../event';
import { buildUnit } from '../seeds';
import type { EventSeed } from './kit';
import { card, deckOf } from '../time-advance';

export { other };
export const GEOMETRY = { columns: 10, rows: 10 };
/** A hex a generated situation lists: Open Ground (only its place matters to the Event). */
const openGround = () => ({ terrain: ['Open Ground'] });

/** An edition's Event situation parser (CC:E's parseEventSituation; CC:P's parseCcpEventSituation). */
export type EventSituationParser = (raw: unknown, path: string) => unknown;

/** What every edition of a place or marker Event's generator holds: its domain, the rules its purpose cites, its parser. */
export interface PairwiseEventEdition {
  factors: Readonly<Record<string, readonly string[]>>;
  rules: string;
  parse: EventSituationParser;
}

/** CC:E's terrain of a generated hex: "a Bridge over a Stream" is a Stream with a Bridge (F100.3, T78.1), any other value the type it names. */
export const cceTerrainOf = (t: string): string[] => (t === 'a Bridge over a Stream' ? ['Stream', 'Bridge'] : [t]);

/** A generated row as a seed: the raw situation (units short, frame form) built and validated, by the edition's parser (`parse`), as a seed file's is. */
export function seedOf(prefix: string, i: number, r: Row, what: string, rules: string, raw: Record<string, unknown> & { units: unknown[] }, parse: EventSituationParser = parseEventSituation): EventSeed {
  const name = `pairwise-${prefix}-${String(i + 1).padStart(2, '0')}`;
  const at = `generated seed "${name}": situation`;
  const situation = JSON.parse(JSON.stringify({ ...raw, units: raw.units.map((u, j) => buildUnit(u, `${at}.units[${j}]`, 'frame')) })) as EventSituation;
  parse(situation, at); // as a seed file's situation: validated, kept as written
  const facts = Object.entries(r).map(([k, v]) => `${k}: ${v}`).join('; ');
  return { name, purpose: `Generated pairwise: ${what}; ${facts} (${rules}).`, minimise: true, situation } as EventSeed;
}

/** The reader's draw pile: the Event card (none for a Sniper!), then the cards the seed stacks, then one more card or none (`last`: 6.1.2). */
export function decksFor(reader: Player, cards: Card[], last: boolean) {
  const draw = last ? cards : [...cards, card('next-card')];
  return { [reader]: deckOf([], draw), [other(reader)]: deckOf([], [card(`${other(reader)}-top`)]) } as Record<Player, ReturnType<typeof deckOf>>;
}

/** The frame every generated situation shares: the reader, who is also the active player with the Initiative unless
 * `active` says otherwise, his draw pile (decksFor), a Time marker short of Sudden Death, no VP. */
function frameFor(reader: Player, cards: Card[], last: boolean, active: Player = reader) {
  return { reader, active, initiative: active, postures: { axis: 'attack', allied: 'defend' }, decks: decksFor(reader, cards, last), time: { space: 3, suddenDeath: 8 }, vp: 0 };
}

// ------------------------------------------------------------------------------------------ the Sniper!

/**
 * 1.9.1.3 Sniper!: "reveals the top card of his draw pile and, ignoring everything else, reads aloud the
 * Random Hex on that card. That player may then select one unit in or adjacent to that hex and break it."
 * The facts it reads, and the rule that reads each:
 * - column: the Random Hex in an odd- or an even-lettered column (2.1: even-lettered columns sit half a hex
 *   lower, so "adjacent" is a different pair of hexes to either side; hex.ts);
 * - direction: the compass direction (2.2.2) from the Random Hex to the other unit, and near: that unit
 *   adjacent to it or two hexes away (1.9.1.3 "in or adjacent to that hex": the second is never offered);
 * - near: the status and side of that unit, the enemy's unbroken or broken, or the reader's own (1.9.1.3 "one
 *   unit", either side's; 3.2 it breaks; 3.2.4 a broken unit that breaks is eliminated; 7.1 the VP to its
 *   opponent; the reader's own broken unit scores as the enemy's broken unit of the other reader does);
 * - kind: that unit a Squad, a Team, a Leader of Command 2 or a Hero (7.1: 2, 1, 1 + Command, 0 VP; 4.2 the
 *   Casualty Track, E58.1 a Hero back to the countermix);
 * - inHex: a Squad in the Random Hex or none: the reader's own unbroken or the enemy's broken (1.9.1.3 "in");
 * - weapon: the other unit's MG: unbroken, or broken and the Random Hex's number Fixes or eliminates it (1.8,
 *   11.4: every broken Weapon is checked first; 4.2 a Weapon of an eliminated unit goes to the Weapon box);
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2: a Time advance follows; 1.9.1.1);
 * - reader: the Axis or the Allied player rolls the trigger (7.1: whose VP; 4.1.1 the marker's side).
 * Not a factor: the map edge (1.9.1.3 reads adjacency only, and an adjacent unit is on the map by 2.1),
 * terrain and markers (no Sniper modifier: "ignoring everything else"), the 7.3.2 doubling chit (7.1's,
 * the same computation whoever eliminates); the empty pile is the hand-written seed sniper-empty-pile
 * (reading cce.event-random-hex-empty-pile). Nothing forbidden: every row is a game.
 */
export const CCE_PAIRWISE_SNIPER_FACTORS = {
  direction: ['1', '2', '3', '4', '5', '6'],
  near: ['enemy unbroken', 'enemy broken', 'own unbroken'],
  inHex: ['none', 'own unbroken', 'enemy broken'],
  kind: ['Squad', 'Team', 'Leader of Command 2', 'Hero'],
  weapon: ['an MG', 'a broken MG Fixed', 'a broken MG eliminated'],
  distance: ['adjacent', 'two hexes away'],
  column: ['odd-lettered', 'even-lettered'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** The Random Hex of a generated Sniper! situation: E5 (odd-lettered column) or D5 (even-lettered). */
export const SNIPER_RANDOM_HEX = { 'odd-lettered': 'E5', 'even-lettered': 'D5' } as const;

export function pairwiseSniperSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_SNIPER_FACTORS);
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const hex = SNIPER_RANDOM_HEX[r.column as keyof typeof SNIPER_RANDOM_HEX];
    const dir = Number(r.direction) as Direction;
    const one = neighbour(parseHex(hex, 'hex'), dir);
    const at = hexId(r.distance === 'adjacent' ? one : neighbour(one, dir));
    const side = (v: string): Player => (v.startsWith('own') ? reader : other(reader));
    const mg = { id: 'mg', type: 'mg', fp: 4, range: 8, fix: [1, 3], elim: [11, 12] };
    // 11.4: the Random Hex's number (5) within the Fix range Fixes the MG; within the Elim range (and not Fix) eliminates it.
    const ranges = { 'a broken MG Fixed': { fix: [4, 5], elim: [11, 12] }, 'a broken MG eliminated': { fix: [1, 2], elim: [5, 6] } }[r.weapon as 'a broken MG Fixed'];
    const weapon = { weapon: { ...mg, ...(ranges ? { ...ranges, broken: true } : {}) } };
    const kind = r.kind === 'Squad' ? { kind: 'squad' } : r.kind === 'Team' ? { kind: 'team' } : r.kind === 'Hero' ? { kind: 'leader', hero: true, morale: [9, 7] } : { kind: 'leader', command: 2 };
    const units: Record<string, unknown>[] = [{ id: 'near', owner: side(r.near), hex: at, ...kind, ...(r.near.endsWith('broken') && !r.near.endsWith('unbroken') ? { broken: true } : {}), ...weapon }];
    if (r.inHex !== 'none') units.push({ id: 'in-hex', owner: side(r.inHex), kind: 'squad', hex, ...(r.inHex.endsWith(' broken') ? { broken: true } : {}) });
    const raw = {
      ...frameFor(reader, [card('hex-card', { randomHex: hex })], r.last !== 'no'),
      trigger: 'Sniper!',
      ...(ranges ? { weapons: [{ id: 'mg', ...ranges }] } : {}),
      units,
      map: { geometry: GEOMETRY, hexes: Object.fromEntries([...new Set([hex, at])].sort().map((h) => [h, openGround()])) },
    };
    return seedOf('sniper', i, r, `a Sniper! with the Random Hex ${hex}`, '1.9.1.3, 1.8, 11.4, 3.2, 3.2.4, 4.2, 7.1, 6.1.2', raw);
  });
}


// ------------------------------------------------------------------------------------------- E43 Air Support

/**
 * E43 Air Support: "If this hex contains one or more units, he may choose to break all those units. If the
 * random hex is devoid of units, the closest hex to it that does contain one or more units (friendly or enemy)
 * is affected instead: he may break all units in that hex. In case of a tie for closest occupied hex, the
 * player drawing the Event chooses which will be affected." The facts it reads, and the rule that reads each:
 * - closest: the occupied hex closest to the Random Hex — the Random Hex itself, or 1 or 2 hexes away (E43
 *   "the closest hex"; the hex count of 2.1, hex.ts distance);
 * - direction: the compass direction (2.2.2) from the Random Hex to it, 1, 2 or 3 (to the second occupied hex
 *   when the Random Hex itself is occupied), and column: the Random Hex in an odd- or even-lettered column
 *   (2.1: the hexes a step to either side differ);
 * - second: a second occupied hex in the opposite direction (4, 5 or 6: so every direction is measured), as
 *   close (E43's tie: the reader chooses), one hex farther (never offered), or none;
 * - units: the units in the closest occupied hex, the reader's own or the enemy's, unbroken or one of two
 *   broken (E43 "break all those units", either side's; 3.2; 3.2.4 a broken unit that breaks is eliminated;
 *   7.1 the VP to its opponent), and kind: the first of them a Squad, a Team or a Leader of Command 1 (7.1);
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2);
 * - reader: the Axis or the Allied player (7.1: whose VP).
 * Forbidden (no game has it): a second occupied hex as close as the Random Hex itself (none is at distance 0),
 * and none at all when the Random Hex is occupied (the direction would name no unit). Not a factor: terrain,
 * markers and map edges (E43 reads units and distance only).
 */
export const CCE_PAIRWISE_AIR_SUPPORT_FACTORS = {
  direction: ['1', '2', '3'],
  closest: ['adjacent', 'two hexes away', 'the Random Hex'], // first a value every other allows: pairwise.ts completes a partial row with each factor's first value
  units: ['enemy unbroken', 'own unbroken', 'enemy, one of two broken', 'both sides, one broken'],
  second: ['one hex farther', 'as close', 'none'],
  kind: ['Squad', 'Team', 'Leader of Command 1'],
  column: ['odd-lettered', 'even-lettered'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** E43's forbidden pairs (above). */
export const airSupportForbidden = (r: Record<string, string>): boolean => r.closest === 'the Random Hex' && r.second !== undefined && r.second !== 'one hex farther';

/** The Random Hex of a generated Air Support situation: E5 (odd-lettered column) or F5 (even-lettered: four hexes from either side edge). */
export const AIR_SUPPORT_RANDOM_HEX = { 'odd-lettered': 'E5', 'even-lettered': 'F5' } as const;

const steps = (from: string, dir: Direction, n: number): string => {
  let h = parseHex(from, 'hex');
  for (let k = 0; k < n; k++) h = neighbour(h, dir);
  return hexId(h);
};

/**
 * E43's and E63's geometry of a row: the Random Hex by its column, the closest occupied hex `d` hexes from it in
 * `dir` and the second one opposite, as close (the tie) or one hex farther, or none. With the Random Hex itself
 * occupied (d = 0) the direction is the second hex's, one hex away.
 */
function closestGeometry(r: Row): { hex: string; dir: Direction; d: number; at: string; second: string | null } {
  const hex = AIR_SUPPORT_RANDOM_HEX[r.column as keyof typeof AIR_SUPPORT_RANDOM_HEX];
  const dir = Number(r.direction) as Direction;
  const d = ['the Random Hex', 'adjacent', 'two hexes away'].indexOf(r.closest);
  const opposite = (((dir + 2) % 6) + 1) as Direction;
  const second = d === 0 ? steps(hex, dir, 1) : r.second === 'as close' ? steps(hex, opposite, d) : r.second === 'one hex farther' ? steps(hex, opposite, d + 1) : null;
  return { hex, dir, d, at: steps(hex, dir, d), second };
}

/** The next value of a list taken in turn, one counter per key (a fact whose values the rows take in turn: `next('land') % LAND.length`). */
export function inTurn(): (key: string) => number {
  const turn: Record<string, number> = {};
  return (key) => (turn[key] = (turn[key] ?? -1) + 1);
}

export function pairwiseAirSupportSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_AIR_SUPPORT_FACTORS, (r) => !airSupportForbidden(r));
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const { hex, dir, d, at, second } = closestGeometry(r);
    const kind = r.kind === 'Squad' ? { kind: 'squad' } : r.kind === 'Team' ? { kind: 'team' } : { kind: 'leader', command: 1 };
    const enemy = other(reader);
    const there: Record<string, unknown>[] = {
      'enemy unbroken': [{ id: 'hit-1', owner: enemy, ...kind }],
      'own unbroken': [{ id: 'hit-1', owner: reader, ...kind }],
      'enemy, one of two broken': [{ id: 'hit-1', owner: enemy, ...kind }, { id: 'hit-2', owner: enemy, kind: 'squad', broken: true }],
      'both sides, one broken': [{ id: 'hit-1', owner: reader, ...kind }, { id: 'hit-2', owner: enemy, kind: 'team', broken: true }],
    }[r.units as 'enemy unbroken']!.map((u) => ({ ...u, hex: at }));
    const units = [...there, ...(second ? [{ id: 'other', owner: enemy, kind: 'squad', hex: second }] : [])];
    const raw = {
      ...frameFor(reader, [card('event-card', { event: 'Air Support' }), card('hex-card', { randomHex: hex })], r.last !== 'no'),
      units,
      map: { geometry: GEOMETRY, hexes: Object.fromEntries([...new Set([hex, at, ...(second ? [second] : [])])].sort().map((h) => [h, openGround()])) },
    };
    return seedOf('air-support', i, r, `Air Support with the Random Hex ${hex}`, 'E43, 1.8, 3.2, 3.2.4, 7.1, 6.1.2', raw);
  });
}

// ------------------------------------------------------------------ E47 Booby Trap, E69 Rubble, E73 Shellholes

/**
 * E47 Booby Trap, E69 Rubble, E73 Shellholes (one rule text, three markers): "determine a Random Hex [1.8]. If
 * that hex is not Water Terrain and does not already contain a Blaze or Fortification of any kind, place a
 * Mines [F103] / Wire [F106] / Foxholes [F102] marker into it." The facts it reads, and the rule that reads each:
 * - terrain: the Random Hex's terrain, every type of the Terrain Chart (F100.3: Marsh, Stream and Water Barrier
 *   are Water Terrain, "with no Bridge": a Bridge over a Stream is not, T78.1, and takes a Fortification, a Blaze
 *   or a Smoke);
 * - marker: what the hex already holds: nothing, each Fortification (F100: Bunker, Foxholes, Mines, Pillbox,
 *   Trench, Wire), a Blaze (8.1.5), a Smoke (8.1.4: not a Fortification, the marker is placed beside it);
 * - event: which of the three Events (the marker placed: F103, F106, F102; one rule text, one implementation);
 * - units: units in the hex or not ("Units already in the hex will not be affected");
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2).
 * Forbidden (the map refuses it: F100.3, T89, T95, T98): any marker in a Water hex; a unit in a Blaze or
 * Water Barrier hex (T79, T98: impassable). Not a factor: Road (no
 * rule of the three reads it), the reader (the marker is no player's).
 */
export const CCE_PAIRWISE_RANDOM_FORTIFICATION_FACTORS = {
  terrain: ['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building', 'Marsh', 'Stream', 'Water Barrier', 'a Bridge over a Stream'],
  marker: ['none', 'Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines', 'Blaze', 'Smoke:2'],
  event: ['Booby Trap', 'Rubble', 'Shellholes'],
  units: ['none', 'a Squad'],
  last: ['no', 'the Random Hex card is the last'],
} as const satisfies Record<string, readonly string[]>;

const WATER_TYPES = ['Marsh', 'Stream', 'Water Barrier'];

/** F100.3, T89, T95, T98: no Fortification, Blaze or Smoke in a Water hex (a Bridge over a Stream is none, T78.1); T79, T98: no unit in a Blaze or Water Barrier hex. */
export const randomFortificationForbidden = (r: Record<string, string>): boolean =>
  (WATER_TYPES.includes(r.terrain ?? '') && r.marker !== undefined && r.marker !== 'none') ||
  (r.units === 'a Squad' && (r.marker === 'Blaze' || r.terrain === 'Water Barrier'));

/**
 * What an edition's random-Fortification generator holds (CC:E's below; CC:P's Shellholes:
 * oracle/procedures/ccp/event-pairwise-f.ts): its domain and forbidden rows, the Event when the domain has no
 * `event` factor, the hex a terrain value names, the seeds' name prefix, the rules its purpose cites, its parser.
 */
export interface PairwiseRandomFortificationEdition extends PairwiseEventEdition {
  forbidden: (r: Record<string, string>) => boolean;
  event?: string;
  hex: (terrain: string) => { terrain: string[]; elevation?: number };
  prefix: string;
}

/** CC:E's edition (made on use: the modules this file imports may still be loading when it loads). */
const cceRandomFortification = (): PairwiseRandomFortificationEdition => ({
  factors: CCE_PAIRWISE_RANDOM_FORTIFICATION_FACTORS,
  forbidden: randomFortificationForbidden,
  hex: (t) => ({ terrain: cceTerrainOf(t) }),
  prefix: 'fortification',
  rules: 'E47, E69, E73, F100.3, F102, F103, F106, 8.1.3, 8.1.4, 8.1.5, 1.8, 6.1.2',
  parse: parseEventSituation,
});

export function pairwiseRandomFortificationSeeds(edition: PairwiseRandomFortificationEdition = cceRandomFortification()): EventSeed[] {
  const { rows } = pairwise(edition.factors, (r) => !edition.forbidden(r));
  return rows.map((r, i) => {
    const reader: Player = i % 2 === 0 ? 'axis' : 'allied';
    const event = r.event ?? edition.event;
    const { terrain, ...level } = edition.hex(r.terrain);
    const hex = 'C3';
    const raw = {
      ...frameFor(reader, [card('event-card', { event }), card('hex-card', { randomHex: hex })], r.last !== 'no'),
      ...(r.marker.startsWith('Smoke') ? { smoke: [hex] } : {}),
      units: r.units === 'none' ? [] : [{ id: 'in-hex', owner: other(reader), kind: 'squad', hex }],
      map: { geometry: GEOMETRY, hexes: { [hex]: { terrain, ...level, ...(r.marker === 'none' ? {} : { markers: [r.marker] }) } } },
    };
    return seedOf(edition.prefix, i, r, `${event} with the Random Hex ${hex} (${terrain.join(' and ')})`, edition.rules, raw, edition.parse);
  });
}

// ------------------------------------------------------------------------------------------------ E46 Blaze

/**
 * E46 Blaze: "determine a Random Hex [1.8]. If that hex is not Water Terrain and does not already contain a
 * Blaze, place a random Blaze marker [10.2.1] into it. Remove any Smoke or Fortification marker from the hex.
 * Each unit in the hex must be removed by its owner and placed into an adjacent hex not containing impassable
 * terrain (inactive player first). They are eliminated otherwise." The facts it reads, and the rule that reads each:
 * - terrain: the Random Hex land (the Terrain Chart's land types take turns: F100.3 reads the class; E47's
 *   generator meets every type with every marker), each Water type, or a Bridge over a Stream (F100.3 "with no
 *   Bridge"; reading cce.event-blaze-not-placed for the units of a Water hex);
 * - marker: what it holds: nothing, a Fortification (the six take turns: "Remove any ... Fortification"), a Smoke
 *   ("Remove any Smoke", 8.1.4, T94's Smoke list), a Blaze ("does not already contain a Blaze");
 * - units: its units: none, a Squad of the reader, of his opponent, one of each ("by its owner");
 * - active: the reader the active player or not ("inactive player first");
 * - place: the Random Hex inside the map, on its top edge or in its corner (2.1: "an adjacent hex" is on the
 *   map: 6, 3 or 2 of them);
 * - around: its neighbours all open; one open, the others impassable (a Blaze T79, a Water Barrier T98, a hex the
 *   situation declares impassable O21.4, in turn); none open ("eliminated otherwise", 7.1 the VP); one open
 *   holding a Squad of the reader's opponent (O16.4: a Melee due); one open an Objective the opponent controls
 *   (7.3.1: the player who now solely occupies it controls it);
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2);
 * - reader: the Axis or the Allied player.
 * Forbidden (the map refuses it: F100.3, T89, T95, T98, T79, 8.1.5): a marker in Water (a Bridge over a Stream is
 * none, T78.1), a unit in a Blaze or Water Barrier hex. Not met, though the map allows it: a Blaze or Smoke already
 * on a Bridge over a Stream. E46 reads a Blaze there as on land ("does not already contain a Blaze") and removes a
 * Smoke as anywhere, which the land rows decide; left out, the rows keep one "a Fortification" for each of the six
 * (with them, 32 rows hold five).
 */
export const CCE_PAIRWISE_BLAZE_FACTORS = {
  around: ['all open', 'one open, the others impassable', 'none open', 'one open, holding an enemy Squad', 'one open, an enemy Objective'],
  units: ["a Squad of the reader's", "a Squad of his opponent's", 'one of each side', 'none'],
  terrain: ['land', 'Marsh', 'Stream', 'Water Barrier', 'a Bridge over a Stream'],
  marker: ['none', 'a Fortification', 'Smoke:2', 'Blaze'],
  place: ['interior', 'map edge', 'map corner'],
  active: ['the reader', 'his opponent'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** The land types and Fortifications that take turns in E46's rows (T81-T99; F100). */
export const BLAZE_LAND_TYPES = ['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building'] as const;
export const BLAZE_FORTIFICATIONS = ['Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines'] as const;

/** E46's forbidden pairs (above). */
export const blazeForbidden = (r: Record<string, string>): boolean =>
  (WATER_TYPES.includes(r.terrain ?? '') && r.marker !== undefined && r.marker !== 'none') ||
  (r.terrain === 'a Bridge over a Stream' && (r.marker === 'Blaze' || r.marker === 'Smoke:2')) ||
  (r.units !== undefined && r.units !== 'none' && (r.marker === 'Blaze' || r.terrain === 'Water Barrier'));

/** The Random Hex of a generated Blaze situation by its place on the 10×10 map. */
export const BLAZE_RANDOM_HEX = { interior: 'E5', 'map edge': 'E1', 'map corner': 'A1' } as const;

export function pairwiseBlazeSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_BLAZE_FACTORS, (r) => !blazeForbidden(r));
  const next = inTurn();
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const hex = BLAZE_RANDOM_HEX[r.place as keyof typeof BLAZE_RANDOM_HEX];
    const terrain = r.terrain === 'land' ? [BLAZE_LAND_TYPES[next('land') % BLAZE_LAND_TYPES.length]] : cceTerrainOf(r.terrain);
    const marker = r.marker === 'a Fortification' ? BLAZE_FORTIFICATIONS[next('fortification') % BLAZE_FORTIFICATIONS.length] : r.marker;
    const around = neighboursOnMap(GEOMETRY, parseHex(hex, 'hex')).map(hexId);
    const hexes: Record<string, Record<string, unknown>> = { [hex]: { terrain, ...(marker === 'none' ? {} : { markers: [marker] }) } };
    // The first neighbour in compass order is the open one; the others are open too, or impassable in turn.
    const closed = [{ terrain: ['Open Ground'], markers: ['Blaze'] }, { terrain: ['Water Barrier'] }, { terrain: ['Woods'], impassable: true }];
    around.forEach((h, k) => {
      const open = r.around === 'all open' || (k === 0 && r.around !== 'none open');
      hexes[h] = open ? { terrain: ['Open Ground'] } : closed[next('closed') % closed.length];
    });
    const units: Record<string, unknown>[] = [];
    if (r.units === "a Squad of the reader's" || r.units === 'one of each side') units.push({ id: 'in-blaze-1', owner: reader, kind: 'squad', hex });
    if (r.units === "a Squad of his opponent's" || r.units === 'one of each side') units.push({ id: 'in-blaze-2', owner: enemy, kind: 'squad', hex });
    if (r.around === 'one open, holding an enemy Squad') units.push({ id: 'beside', owner: enemy, kind: 'squad', hex: around[0] });
    const active = r.active === 'the reader' ? reader : enemy;
    const raw = {
      ...frameFor(reader, [card('event-card', { event: 'Blaze' }), card('hex-card', { randomHex: hex })], r.last !== 'no', active),
      ...(marker.startsWith('Smoke') ? { smoke: [hex] } : {}),
      ...(r.around === 'one open, an enemy Objective' ? { objectives: [{ number: 1, hexes: [around[0]], controller: enemy }] } : {}),
      units,
      map: { geometry: GEOMETRY, hexes: Object.fromEntries(Object.keys(hexes).sort().map((h) => [h, hexes[h]])) },
    };
    return seedOf('blaze', i, r, `Blaze with the Random Hex ${hex} (${terrain.join(' and ')}${marker === 'none' ? '' : `, ${marker}`})`, 'E46, F100.3, 8.1.3-8.1.5, 10.2.1, T79, T98, O21.4, 7.1, 7.3.1, O16.4, 1.8, 6.1.2', raw);
  });
}

// ------------------------------------------------------------------------------------------------- E53 Dust

/**
 * E53 Dust: "determine a Random Hex [1.8]. If that hex is not Water Terrain and doesn't already contain a Blaze
 * marker, he selects a random Smoke marker and places it there." The facts it reads, and the rule that reads each:
 * - terrain: the Random Hex's terrain, every type of the Terrain Chart and a Bridge over a Stream (F100.3, T89,
 *   T95, T98: Water; "with no Bridge");
 * - marker: what it holds: nothing, a Smoke of Hindrance 1, 2 or 3 (8.1.4: one Smoke marker a hex, the larger
 *   stays), a Fortification (the six in turn: 8.1.3, it shares the hex), a Blaze (8.1.5);
 * - drawn: the Hindrance of the random Smoke marker drawn, 1, 2 or 3 (T94: `smokeDraws`), less than, equal to or
 *   more than the Smoke there;
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2).
 * Forbidden (the map refuses it): a marker in Water (a Bridge over a Stream is none, T78.1). Not a
 * factor: units (Dust does not read them), the reader (the Smoke is no player's; the rows alternate him).
 */
export const CCE_PAIRWISE_DUST_FACTORS = {
  terrain: ['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building', 'Marsh', 'Stream', 'Water Barrier', 'a Bridge over a Stream'],
  marker: ['none', 'Smoke:1', 'Smoke:2', 'Smoke:3', 'a Fortification', 'Blaze'],
  drawn: ['1', '2', '3'],
  last: ['no', 'the Random Hex card is the last'],
} as const satisfies Record<string, readonly string[]>;

/** E53's forbidden pairs (above). */
export const dustForbidden = (r: Record<string, string>): boolean =>
  WATER_TYPES.includes(r.terrain ?? '') && r.marker !== undefined && r.marker !== 'none';

export function pairwiseDustSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_DUST_FACTORS, (r) => !dustForbidden(r));
  let fort = -1;
  return rows.map((r, i) => {
    const reader: Player = i % 2 === 0 ? 'axis' : 'allied';
    const hex = 'C3';
    const terrain = cceTerrainOf(r.terrain);
    const marker = r.marker === 'a Fortification' ? BLAZE_FORTIFICATIONS[++fort % BLAZE_FORTIFICATIONS.length] : r.marker;
    const raw = {
      ...frameFor(reader, [card('event-card', { event: 'Dust' }), card('hex-card', { randomHex: hex })], r.last !== 'no'),
      ...(marker.startsWith('Smoke') ? { smoke: [hex] } : {}),
      smokeDraws: [Number(r.drawn)],
      units: [],
      map: { geometry: GEOMETRY, hexes: { [hex]: { terrain, ...(marker === 'none' ? {} : { markers: [marker] }) } } },
    };
    return seedOf('dust', i, r, `Dust with the Random Hex ${hex} (${terrain.join(' and ')}${marker === 'none' ? '' : `, ${marker}`})`, 'E53, T94, 8.1.3, 8.1.4, 8.1.5, F100.3, T89, T95, T98, 1.8, 6.1.2', raw);
  });
}

// ---------------------------------------------------------------------------------------------- E55 Entrench

/**
 * E55 Entrench: "the receiving player may place a Foxholes marker into any friendly-occupied, non-Water hex not
 * already containing a Fortification." The facts it reads, and the rule that reads each:
 * - terrain: the occupied hex's terrain, every type of the Terrain Chart a unit may stand in and a Bridge over a
 *   Stream (F100.3: Marsh and Stream are Water, "with no Bridge"; T98: no unit in a Water Barrier);
 * - marker: what the hex holds: nothing, each Fortification (F100: "not already containing a Fortification"), a
 *   Smoke (8.1.4: not a Fortification);
 * - occupant: who occupies it: a Squad or a Leader of the reader ("friendly-occupied": any unit), his opponent's
 *   Squad only (not friendly-occupied), a Squad of each side;
 * - reader: the Axis or the Allied player (Glossary "Friendly").
 * Forbidden (the map refuses it: F100.3, T89, T95): a marker in Water (a Bridge over a Stream is none, T78.1).
 * Not a factor: the Random Hex (E55 has none), a second occupied hex (each hex is offered on its own: a seed
 * offers one hex or none, so the walk stays one decision deep).
 */
export const CCE_PAIRWISE_ENTRENCH_FACTORS = {
  terrain: ['Open Ground', 'Field', 'Brush', 'Orchard', 'Gully', 'Woods', 'Building', 'Marsh', 'Stream', 'a Bridge over a Stream'],
  marker: ['none', 'Foxholes', 'Trench', 'Bunker', 'Pillbox', 'Wire', 'Mines', 'Smoke:2'],
  occupant: ["the reader's Squad", "the reader's Leader", "his opponent's Squad only", 'a Squad of each side'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** E55's forbidden pairs (above). */
export const entrenchForbidden = (r: Record<string, string>): boolean =>
  WATER_TYPES.includes(r.terrain ?? '') && r.marker !== undefined && r.marker !== 'none';

export function pairwiseEntrenchSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_ENTRENCH_FACTORS, (r) => !entrenchForbidden(r));
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const hex = 'C3';
    const terrain = cceTerrainOf(r.terrain);
    const units: Record<string, unknown>[] = [];
    if (r.occupant === "the reader's Squad" || r.occupant === 'a Squad of each side') units.push({ id: 'own', owner: reader, kind: 'squad', hex });
    if (r.occupant === "the reader's Leader") units.push({ id: 'own-ldr', owner: reader, kind: 'leader', hex });
    if (r.occupant === "his opponent's Squad only" || r.occupant === 'a Squad of each side') units.push({ id: 'theirs', owner: other(reader), kind: 'squad', hex });
    const raw = {
      ...frameFor(reader, [card('event-card', { event: 'Entrench' })], false),
      ...(r.marker.startsWith('Smoke') ? { smoke: [hex] } : {}),
      units,
      map: { geometry: GEOMETRY, hexes: { [hex]: { terrain, ...(r.marker === 'none' ? {} : { markers: [r.marker] }) } } },
    };
    return seedOf('entrench', i, r, `Entrench with ${hex} (${terrain.join(' and ')}${r.marker === 'none' ? '' : `, ${r.marker}`})`, 'E55, F102, F100, F100.3, 8.1.3, 8.1.4', raw);
  });
}

// ------------------------------------------------------------------------------------------- E63 Malfunction

/**
 * E63 Malfunction: "determine a Random Hex [1.8]. The unbroken Weapon (enemy or friendly) that is closest to that
 * hex breaks. In case of a tie, the player drawing the Event chooses which will be affected." A Weapon is where
 * the unit possessing it is (11.2). The facts it reads, and the rule that reads each:
 * - closest, direction, column, second: as Air Support's (E43 above), for the unit holding the closest unbroken
 *   MG: in the Random Hex, 1 or 2 hexes away in compass direction 1-3 from an odd- or even-lettered column (2.1,
 *   2.2.2), a second unbroken MG opposite as close (the tie: the reader chooses), one hex farther or none;
 * - owner: the closest MG the reader's own or his opponent's ("enemy or friendly");
 * - broken: a broken MG nearer the Random Hex (in it, when the closest is the Random Hex) or none: not Fixed by
 *   the Random Hex's number (11.4: it stays broken, and E63 reads unbroken Weapons only) or Fixed by it (11.4 is
 *   checked first: it is unbroken again, and the closest);
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2).
 * Forbidden as for Air Support: a second MG as close as the Random Hex itself, or none beside it.
 */
export const CCE_PAIRWISE_MALFUNCTION_FACTORS = {
  direction: ['1', '2', '3'],
  closest: ['adjacent', 'two hexes away', 'the Random Hex'],
  broken: ['none', 'a broken MG nearer, not Fixed', 'a broken MG nearer, Fixed by the Random Hex'],
  second: ['one hex farther', 'as close', 'none'],
  owner: ["the reader's", "his opponent's"],
  column: ['odd-lettered', 'even-lettered'],
  last: ['no', 'the Random Hex card is the last'],
} as const satisfies Record<string, readonly string[]>;

/**
 * What an edition's Malfunction generator holds (CC:E's below; CC:P's E65: oracle/procedures/ccp/event-pairwise-f.ts):
 * its domain, whether the situation lists the broken Weapons a Random Hex checks (`weapons`: CC:E 11.4; CC:P 5.4
 * has none), the rules its purpose cites, its parser.
 */
export interface PairwiseMalfunctionEdition extends PairwiseEventEdition {
  weapons: boolean;
}

/** CC:E's edition (made on use, as cceRandomFortification). */
const cceMalfunction = (): PairwiseMalfunctionEdition => ({ factors: CCE_PAIRWISE_MALFUNCTION_FACTORS, weapons: true, rules: 'E63, 11.2, 11.4, 1.8, 6.1.2', parse: parseEventSituation });

export function pairwiseMalfunctionSeeds(edition: PairwiseMalfunctionEdition = cceMalfunction()): EventSeed[] {
  const { rows } = pairwise(edition.factors, (r) => !airSupportForbidden(r));
  return rows.map((r, i) => {
    const reader: Player = i % 2 === 0 ? 'axis' : 'allied';
    const enemy = other(reader);
    const { hex, dir, d, at, second } = closestGeometry(r);
    // 11.4 with the Random Hex's number (5): the broken MG's Fix range holds it or not; its Elim range never does.
    const brokenRanges = r.broken === 'a broken MG nearer, Fixed by the Random Hex' ? { fix: [4, 5], elim: [11, 12] } : { fix: [1, 2], elim: [11, 12] };
    const mg = (id: string) => ({ id, type: 'mg', fp: 4, range: 8, fix: [1, 3], elim: [11, 12] });
    const units: Record<string, unknown>[] = [{ id: 'closest', owner: r.owner === "the reader's" ? reader : enemy, kind: 'squad', hex: at, weapon: mg('mg-closest') }];
    if (second) units.push({ id: 'second', owner: enemy, kind: 'squad', hex: second, weapon: mg('mg-second') });
    if (r.broken !== 'none') units.push({ id: 'nearer', owner: reader, kind: 'team', hex: d === 0 ? hex : steps(hex, dir, d - 1), weapon: { ...mg('mg-broken'), ...brokenRanges, broken: true } });
    const raw = {
      ...frameFor(reader, [card('event-card', { event: 'Malfunction' }), card('hex-card', { randomHex: hex })], r.last !== 'no'),
      ...(r.broken === 'none' || !edition.weapons ? {} : { weapons: [{ id: 'mg-broken', ...brokenRanges }] }),
      units,
      map: { geometry: GEOMETRY, hexes: Object.fromEntries([...new Set([hex, ...units.map((u) => u.hex as string)])].sort().map((h) => [h, openGround()])) },
    };
    return seedOf('malfunction', i, r, `Malfunction with the Random Hex ${hex}`, edition.rules, raw, edition.parse);
  });
}

/** Every generated seed of this file, in rule order (the Sniper! first). */
export function pairwisePlacesSeeds(): EventSeed[] {
  return [...pairwiseSniperSeeds(), ...pairwiseAirSupportSeeds(), ...pairwiseBlazeSeeds(), ...pairwiseRandomFortificationSeeds(), ...pairwiseDustSeeds(), ...pairwiseEntrenchSeeds(), ...pairwiseMalfunctionSeeds()];
}
