/**
 * Generated CC:P Event situations (issue 16.5), second file: E52 Battlelust (the Casualty Track), E54 Breezy (the
 * wind, the Smoke and Blazes downwind, the Water, Fortifications and units there), E57 Detritus
 * of War (its three Random Hexes' Water, Blazes, Smoke and Fortifications) and E79 Walking Wounded (the units on
 * the Casualty Track, the Random Hex and the hexes around it). The machinery of ./event-pairwise.ts:
 * a declared domain over the facts each Event's text reads (the rule that reads each, below), combined pairwise
 * (oracle/gen/pairwise.ts: deterministic, no randomness), each row an Event card on top of the reader's draw pile
 * in the frame form of seeds/event.json, validated by CC:P Event's own parser (eventSituation, seed); every seed
 * `minimise`d (only the paths that bring something new become vectors).
 */
import { pairwise, type Factors, type Row } from '../../gen/pairwise';
import { type Direction, hasHexId, hexId, neighbour, neighboursOnMap, onMap, parseHex } from '../../../machines/core/hex';
import type { Player } from '../../../machines/cce/units';
import type { EventSeed } from '../cce/events/kit';
import { eventSituation, facts, nation, other, seed } from './event-pairwise';

/** A frame with what eventSituation does not write (the Casualty Track, the Smoke drawn), as seed takes it. */
type Situation = Parameters<typeof seed>[3];

// ------------------------------------------------------------------------------------------------- E52

/**
 * E52 Battlelust ("the receiving player gains 1 VP if there are more enemy units on the Casualty Track than
 * friendly units"): `friendly`, the reader's units on his side of the Casualty Track, none, one or five (11.2:
 * "Units are stacked one per numbered space on their owner's side", the filled spaces counted); `enemy`, his
 * opponent's against them, fewer, as many, one more or four more (E52: "more … than"; a tie gains nothing);
 * `vp`, the VP marker on the reader's side, the zero space or his opponent's (11.1.1: the 1 VP moves it toward
 * the reader's side, across zero); `reader`, who gains it. Forbidden: fewer than none. Not a factor: the Surrender
 * marker (E52 places no unit on the track), the units on the map (E52 counts the track only).
 */
export const CCP_PAIRWISE_BATTLELUST_FACTORS = {
  friendly: ['0', '1', '5'],
  enemy: ['fewer', 'as many', 'one more', 'four more'],
  vp: ["the reader's side", 'zero', "his opponent's side"],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** E52: no fewer enemy units than none on the track. */
export const battlelustForbidden = (r: Record<string, string>): boolean => r.friendly === '0' && r.enemy === 'fewer';

const BATTLELUST_ENEMY: Record<string, number> = { fewer: -1, 'as many': 0, 'one more': 1, 'four more': 4 };

function battlelustSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_BATTLELUST_FACTORS, (r) => !battlelustForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const friendly = Number(r.friendly);
    const enemy = friendly + BATTLELUST_ENEMY[r.enemy];
    const towardReader = reader === 'axis' ? 1 : -1; // 11.1.1: the VP track is positive on the Japanese (axis) side
    const vp = { "the reader's side": 2 * towardReader, zero: 0, "his opponent's side": -2 * towardReader }[r.vp]!;
    const track = (n: number) => ({ occupied: n, surrender: 12 });
    return seed('battlelust', i, `Battlelust revealed by the ${nation(reader)} player: ${friendly} of his units, ${enemy} of his enemy's on the Casualty Track; ${facts(r)} (E52, 11.2, 11.1.1).`, {
      ...eventSituation({
        reader,
        event: 'Battlelust',
        vp,
        units: [{ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C3' }, { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }],
      }),
      casualtyTrack: { [reader]: track(friendly), [other(reader)]: track(enemy) },
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E54

/**
 * E54 Breezy, one Smoke and one Blaze on a 10×10 map (breezyStart), each with the hex downwind of it: `direction`, the downwind
 * direction the card states ("a number between 1 and 6, which correspond to the hex compass on each map", 2.2);
 * `smoke`, where the Smoke drifts ("a) Move all smoke markers on the map one hex “downwind” …
 * Remove any smoke that would drift off the map or into a water or blaze hex"): none, Open Ground, off the map, a
 * Stream (T96, water), a Blaze (which spreads downwind in turn); `spread`, where the Blaze spreads
 * ("b) Place a new blaze marker [T83] into each non-water, non-blaze hex that is both adjacent to and “downwind” of
 * an existing blaze marker"): no Blaze, Open Ground, Foxholes ("Also remove any fortification marker from a hex
 * into which a blaze spreads"), a Stream, a Blaze, off the map; `units`, the Squads in that downwind hex, none, the
 * reader's, his enemy's, one of each ("c) Any units in a hex into which a blaze spreads must be removed by their
 * owners and placed into any adjacent hex(es) not containing another blaze"); `active`, the reader the active player
 * or not ("(inactive player first)"); `reader`. Forbidden: units downwind of no Blaze or off the map (nowhere to
 * stand, or no hex the Blaze spreads to), units in a Blaze (T83: impassable). Not a factor: every neighbour of the
 * downwind hex a Blaze ("eliminated otherwise": the hand-written seed breezy-nowhere), the Smoke's value (it drifts
 * as it is).
 */
export const CCP_PAIRWISE_BREEZY_FACTORS = {
  direction: ['1', '2', '3', '4', '5', '6'],
  spread: ['no Blaze', 'into Open Ground', 'into Foxholes', 'into a Stream', 'into a Blaze', 'off the map'],
  smoke: ['none', 'into Open Ground', 'off the map', 'into a Stream', 'into a Blaze'],
  units: ['none', "the reader's Squad", "his enemy's Squad", 'one of each'],
  active: ['the reader', 'his opponent'],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** E54's forbidden rows (above). */
export const breezyForbidden = (r: Record<string, string>): boolean =>
  r.units !== undefined && r.units !== 'none' && ['no Blaze', 'off the map', 'into a Blaze'].includes(r.spread ?? '');

export const BREEZY_GEOMETRY = { columns: 10, rows: 10 };
/**
 * Where E54's Blaze and Smoke stand, unless at the map's edge to leave it downwind: apart across the wind, so that
 * neither's line downwind meets the other's — C5 and H5 when the wind blows up or down (1, 4), E3 and E8 when it
 * blows aslant (2, 3, 5, 6: two lines aslant, five rows apart).
 */
export const breezyStart = (dir: Direction): { blaze: string; smoke: string } => (dir === 1 || dir === 4 ? { blaze: 'C5', smoke: 'H5' } : { blaze: 'E3', smoke: 'E8' });

/** The hex downwind of `hex` on the 10×10 map, or null off it (2.1, 2.2). */
export const downwindOf = (hex: string, dir: Direction): string | null => {
  const to = neighbour(parseHex(hex, 'hex'), dir);
  return hasHexId(to) && onMap(BREEZY_GEOMETRY, to) ? hexId(to) : null;
};

/** From `hex`, downwind to the last hex on the map (the one whose downwind hex is off it). */
const toEdge = (hex: string, dir: Direction): string => {
  let at = hex;
  for (let next = downwindOf(at, dir); next !== null; next = downwindOf(at, dir)) at = next;
  return at;
};

type Hex = { terrain: string[]; markers?: string[] };
const open = (): Hex => ({ terrain: ['Open Ground'] });
const BREEZY_TARGET: Record<string, Hex> = {
  'into Open Ground': open(),
  'into Foxholes': { terrain: ['Open Ground'], markers: ['Foxholes'] },
  'into a Stream': { terrain: ['Stream'] },
  'into a Blaze': { terrain: ['Open Ground'], markers: ['Blaze'] },
};

function breezySeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_BREEZY_FACTORS, (r) => !breezyForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const dir = Number(r.direction) as Direction;
    const hexes: Record<string, Hex> = {};
    const smoke: string[] = [];
    const units: { id: string; owner: Player; kind: string; hex: string }[] = [];
    // The Blaze: its downwind hex (listed with its neighbours, where the units go), or at the edge; a Blaze there spreads again, into Open Ground.
    if (r.spread !== 'no Blaze') {
      const from = r.spread === 'off the map' ? toEdge(breezyStart(dir).blaze, dir) : breezyStart(dir).blaze;
      hexes[from] = { terrain: ['Open Ground'], markers: ['Blaze'] };
      const to = downwindOf(from, dir);
      if (to !== null) {
        for (const n of neighboursOnMap(BREEZY_GEOMETRY, parseHex(to, 'hex')).map(hexId)) hexes[n] ??= open();
        hexes[to] = BREEZY_TARGET[r.spread];
        if (r.spread === 'into a Blaze') hexes[downwindOf(to, dir)!] = open();
        if (r.units === "the reader's Squad" || r.units === 'one of each') units.push({ id: 'downwind-own', owner: reader, kind: 'squad', hex: to });
        if (r.units === "his enemy's Squad" || r.units === 'one of each') units.push({ id: 'downwind-enemy', owner: other(reader), kind: 'squad', hex: to });
      }
    }
    // The Smoke: in H5 with the hex downwind, or at the edge; a Blaze it drifts into spreads too, into Open Ground.
    if (r.smoke !== 'none') {
      const from = r.smoke === 'off the map' ? toEdge(breezyStart(dir).smoke, dir) : breezyStart(dir).smoke;
      hexes[from] = { terrain: ['Open Ground'], markers: ['Smoke:2'] };
      smoke.push(from);
      const to = downwindOf(from, dir);
      if (to !== null) {
        hexes[to] = BREEZY_TARGET[r.smoke];
        if (r.smoke === 'into a Blaze') hexes[downwindOf(to, dir)!] = open();
      }
    }
    const frame = eventSituation({ reader, event: 'Breezy', cardExtra: { direction: dir }, units, hexes });
    const active = r.active === 'the reader' ? reader : other(reader);
    return seed('breezy', i, `Breezy revealed by the ${nation(reader)} player, downwind ${dir}; ${facts(r)} (E54, 2.2, T83, T96, 15.1.5, E49).`, {
      ...frame,
      active,
      initiative: active,
      ...(smoke.length > 0 ? { smoke } : {}),
      map: { geometry: BREEZY_GEOMETRY, ...frame.map },
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E57

/**
 * E57 Detritus of War, its three Random Hexes, C3, D4 and E5 (1.8, each the next card revealed). `smokeHex`, a)'s:
 * Open Ground, a Stream, a Blaze, a Smoke of 1 or 3, Foxholes ("If that hex is not water terrain and doesn't
 * already contain a blaze marker, he selects a random smoke marker and places it there": T96, a Stream is water;
 * 15.1.4, one Smoke a hex, the larger stays; a Fortification does not keep Smoke out); `drawn`, the random Smoke
 * drawn, 1, 3 or 4 (`smokeDraws`, T94: less than, as large as or larger than the one there); `wireHex`, b)'s, and
 * `minesHex`, c)'s: Open Ground, a Stream, a Blaze, a Smoke, or Foxholes, Bunker, Wire or Mines ("If that hex is not
 * water terrain and does not already contain a blaze or fortification, place a wire marker into it [F107]" / "a
 * mines marker into it [F104]": any Fortification keeps it out, a Smoke does not); `units`, a Squad in c)'s hex or
 * none ("Reminder: units already in the hex will not be affected by the mines"); `reader`. Forbidden: a marker in
 * a Stream (F100.3: "Fortifications may never occupy water terrain"; 15.1.5: no Blaze or Smoke there), a unit in a
 * Blaze (T83: impassable). Not a factor: the three hexes the same (each part reads its own hex as the situation
 * gives it) and the draw pile running out (the hand-written seeds detritus-last-card, -second-hex-last,
 * -third-hex-last).
 */
export const CCP_PAIRWISE_DETRITUS_FACTORS = {
  smokeHex: ['Open Ground', 'Stream', 'Blaze', 'Smoke:1', 'Smoke:3', 'Foxholes'],
  drawn: ['1', '3', '4'],
  wireHex: ['Open Ground', 'Stream', 'Blaze', 'Smoke:2', 'Foxholes', 'Bunker', 'Wire', 'Mines'],
  minesHex: ['Open Ground', 'Stream', 'Blaze', 'Smoke:2', 'Foxholes', 'Bunker', 'Wire', 'Mines'],
  units: ['none', "a Squad in c)'s hex"],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** E57's forbidden rows (above): a marker in the Stream is never a fact (a Stream row holds no marker by construction); a unit in a Blaze. */
export const detritusForbidden = (r: Record<string, string>): boolean => r.units !== undefined && r.units !== 'none' && r.minesHex === 'Blaze';

/** E57's hexes: a) C3, b) D4, c) E5. */
export const DETRITUS_HEXES = { smokeHex: 'C3', wireHex: 'D4', minesHex: 'E5' } as const;

/** A Random Hex of E57 by its value: the Stream, or Open Ground holding the marker. */
const detritusHex = (v: string): { terrain: string[]; markers?: string[] } => (v === 'Stream' || v === 'Open Ground' ? { terrain: [v] } : { terrain: ['Open Ground'], markers: [v] });

function detritusSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_DETRITUS_FACTORS, (r) => !detritusForbidden(r)).rows.map((r: Row, i) => {
    const reader = r.reader as Player;
    const hexes = Object.fromEntries(Object.entries(DETRITUS_HEXES).map(([k, h]) => [h, detritusHex(r[k])]));
    const smoke = Object.entries(DETRITUS_HEXES).filter(([k]) => r[k].startsWith('Smoke:')).map(([, h]) => h);
    return seed('detritus', i, `Detritus of War revealed by the ${nation(reader)} player, its Random Hexes C3, D4, E5; ${facts(r)} (E57, 15.1.4, 15.1.5, F100.3, F104, F107, T96, 1.8).`, {
      ...eventSituation({
        reader,
        event: 'Detritus of War',
        next: [{ id: 'hex-1', randomHex: 'C3' }, { id: 'hex-2', randomHex: 'D4' }, { id: 'hex-3', randomHex: 'E5' }, { id: 'next-card' }],
        units: [{ id: 'far', owner: other(reader), kind: 'squad', hex: 'H8' }, ...(r.units === 'none' ? [] : [{ id: 'in-c', owner: reader, kind: 'squad', hex: 'E5' }])],
        hexes,
        smoke,
      }),
      smokeDraws: [Number(r.drawn)],
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E79

/**
 * E79 Walking Wounded ("a) Select one eliminated unit (enemy or friendly) on the Casualty Track; b) Determine a
 * random hex [1.8]; c) Place the selected unit in or adjacent to that hex, broken [3.2]. The unit can't be placed in
 * an impassable hex (such as a blaze)"): `track`, the units on the Casualty Track, none (E49 a: nothing to select),
 * a Squad of the reader's, of his enemy's, or one of each ("enemy or friendly"; 11.2: one a space, the track's
 * `occupied`); `randomHex`, the Random Hex Open Ground, a Blaze (T83, impassable) or a Stream (T96: water, not
 * impassable in CC:P); `place`, the Random Hex inside the map, on its edge or in its corner ("adjacent": 6, 3 or 2
 * hexes on the map); `around`, its neighbours all open, one open and the others Blazes, all Blazes (the unit cannot
 * be placed), one open holding an enemy Squad of the reader's (O16.4: a Melee due), one open holding two of the
 * reader's Squads (15.2.2: no stacking limit in CC:P), or one open an Objective the reader's enemy controls (7.3.1);
 * `last`, the Random Hex card the last of the reader's draw pile or not (13.1.2: a Time advance follows); `reader`.
 * Not a factor: the unit's kind and markers (E79 places any unit broken; 11.2: a unit leaves its Weapon and markers
 * behind), the Casualty Track's space freed or kept (reading ccp.walking-wounded-casualty-space: each walk takes both).
 */
export const CCP_PAIRWISE_WALKING_WOUNDED_FACTORS = {
  around: ['all open', 'one open, the others Blazes', 'all Blazes', "one open, holding the reader's enemy's Squad", "one open, holding two of the reader's Squads", "one open, an Objective of the reader's enemy"],
  track: ['none', "a Squad of the reader's", "a Squad of his enemy's", 'one of each'],
  randomHex: ['Open Ground', 'Blaze', 'Stream'],
  place: ['interior', 'map edge', 'map corner'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** The Random Hex of a generated Walking Wounded situation by its place on the 10×10 map. */
export const WALKING_WOUNDED_RANDOM_HEX = { interior: 'E5', 'map edge': 'E1', 'map corner': 'A1' } as const;
export const WALKING_WOUNDED_GEOMETRY = { columns: 10, rows: 10 };

function walkingWoundedSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_WALKING_WOUNDED_FACTORS).rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const hex = WALKING_WOUNDED_RANDOM_HEX[r.place as keyof typeof WALKING_WOUNDED_RANDOM_HEX];
    // The first neighbour in compass order is the open one (2.2.2); the others open too, or Blazes.
    const around = neighboursOnMap(WALKING_WOUNDED_GEOMETRY, parseHex(hex, 'hex')).map(hexId);
    const blaze = { terrain: ['Open Ground'], markers: ['Blaze'] };
    const hexes: Record<string, { terrain: string[]; markers?: string[] }> = {
      [hex]: r.randomHex === 'Blaze' ? blaze : { terrain: [r.randomHex] },
      ...Object.fromEntries(around.map((h, k) => [h, r.around === 'all open' || (k === 0 && r.around !== 'all Blazes') ? { terrain: ['Open Ground'] } : blaze])),
    };
    const beside = ({
      "one open, holding the reader's enemy's Squad": [{ id: 'beside', owner: enemy, kind: 'squad', hex: around[0] }],
      "one open, holding two of the reader's Squads": [{ id: 'beside-1', owner: reader, kind: 'squad', hex: around[0] }, { id: 'beside-2', owner: reader, kind: 'squad', hex: around[0] }],
    } as Record<string, { id: string; owner: Player; kind: string; hex: string }[]>)[r.around] ?? [];
    const onTrack = [
      ...(r.track === "a Squad of the reader's" || r.track === 'one of each' ? [{ id: 'wounded-own', owner: reader }] : []),
      ...(r.track === "a Squad of his enemy's" || r.track === 'one of each' ? [{ id: 'wounded-enemy', owner: enemy }] : []),
    ].map((u) => ({ ...u, kind: 'squad', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } }));
    const count = (p: Player) => onTrack.filter((u) => u.owner === p).length;
    const frame = eventSituation({
      reader,
      event: 'Walking Wounded',
      next: [{ id: 'hex-card', randomHex: hex }, ...(r.last === 'no' ? [{ id: 'next-card' }] : [])],
      units: [{ id: 'far', owner: enemy, kind: 'squad', hex: 'H8' }, ...beside],
      hexes,
    });
    return seed('walking-wounded', i, `Walking Wounded revealed by the ${nation(reader)} player, the Random Hex ${hex}; ${facts(r)} (E79, E49, 11.2, 3.2, T83, T96, 15.2.2, O16.4, 7.3.1, 1.8, 13.1.2).`, {
      ...frame,
      ...(r.around === "one open, an Objective of the reader's enemy" ? { objectives: [{ number: 1, hexes: [around[0]], controller: enemy }] } : {}),
      casualtyUnits: onTrack,
      casualtyTrack: { [reader]: { occupied: count(reader), surrender: 12 }, [enemy]: { occupied: count(enemy), surrender: 12 } },
      map: { geometry: WALKING_WOUNDED_GEOMETRY, ...frame.map },
    } as Situation);
  });
}

/** The generated seeds of this file's Events, in rule order: Battlelust, Breezy, Detritus of War, Walking Wounded. */
export function pairwiseCcpEventSeedsB(): EventSeed[] {
  return [...battlelustSeeds(), ...breezySeeds(), ...detritusSeeds(), ...walkingWoundedSeeds()];
}
