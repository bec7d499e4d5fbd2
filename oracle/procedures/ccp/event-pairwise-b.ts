/**
 * Generated CC:P Event situations (issue 16.5), second file: E52 Battlelust (the Casualty Track) and E57 Detritus
 * of War (its three Random Hexes' Water, Blazes, Smoke and Fortifications). The machinery of ./event-pairwise.ts:
 * a declared domain over the facts each Event's text reads (the rule that reads each, below), combined pairwise
 * (oracle/gen/pairwise.ts: deterministic, no randomness), each row an Event card on top of the reader's draw pile
 * in the frame form of seeds/event.json, validated by CC:P Event's own parser (eventSituation, seed); every seed
 * `minimise`d (only the paths that bring something new become vectors).
 */
import { pairwise, type Factors, type Row } from '../../gen/pairwise';
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

/** The generated seeds of this file's Events, in rule order: Battlelust, Detritus of War. */
export function pairwiseCcpEventSeedsB(): EventSeed[] {
  return [...battlelustSeeds(), ...detritusSeeds()];
}
