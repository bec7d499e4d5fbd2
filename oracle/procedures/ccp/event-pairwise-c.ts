/**
 * Generated CC:P Event situations (issue 16.5), third file: E53 Blaze (its Random Hex's Water, Blaze, Smoke and
 * Fortification, the units there and the hexes around it) E58 Field of Battle (the Objectives each controls) and E74 Spider Hole (the Hero's place and markers, the Random Hex
 * and the hexes around it). The machinery of ./event-pairwise.ts: a declared domain
 * over the facts the Event's text reads (the rule that reads each, below), combined pairwise (oracle/gen/pairwise.ts:
 * deterministic, no randomness), each row an Event card on top of the reader's draw pile in the frame form of
 * seeds/event.json, validated by CC:P Event's own parser (eventSituation, seed); every seed `minimise`d.
 */
import { pairwise, type Factors } from '../../gen/pairwise';
import { hexId, neighboursOnMap, parseHex } from '../../../machines/core/hex';
import type { Player } from '../../../machines/cce/units';
import type { EventSeed } from '../cce/events/kit';
import { eventSituation, facts, nation, other, seed } from './event-pairwise';

/** A frame with what eventSituation does not write (the Objectives, the map's geometry), as seed takes it. */
type Situation = Parameters<typeof seed>[3];

// ------------------------------------------------------------------------------------------------- E53

/**
 * E53 Blaze ("the receiving player must determine a random hex [1.8]. If that hex is not water terrain and does
 * not already contain a blaze, place a blaze marker [T83] into it. Remove any smoke or fortication marker from the
 * hex. Any units in the hex must be removed by their owners and placed into any adjacent hex(es) not containing
 * another blaze (inactive player first). They are eliminated otherwise."):
 * `terrain`, the Random Hex Open Ground, a Building or a Stream ("not water terrain": T96, the Stream is water);
 * `marker`, what it holds: none, a Smoke ("Remove any smoke"; 15.1.4), Foxholes or Wire ("or fortication marker":
 * F100), a Blaze ("does not already contain a blaze"; 15.1.5: one a hex);
 * `units`, its Squads: none, the reader's, his enemy's, one of each ("removed by their owners");
 * `around`, its neighbours all open, one open and the others Blazes, all Blazes ("They are eliminated otherwise";
 * 11.2, the VP), one open and the others impassable without a Blaze (the situation's `impassable`: E53 asks only
 * "not containing another blaze"), one open holding the reader's enemy's Squad (O16.4: a Melee due; 15.2.2 no
 * stacking limit), one open an Objective the reader's enemy controls (7.3.1);
 * `place`, the Random Hex inside the map, on its edge or in its corner ("adjacent hex(es)": 6, 3 or 2 on the map, 2.1);
 * `active`, the reader the active player or not ("(inactive player first)");
 * `last`, the Random Hex card the last of the reader's draw pile or not (1.8, 13.1.2: a Time advance follows);
 * `reader`.
 * Forbidden: a marker in the Stream (F100.3: "Fortifications may never occupy water terrain"; 15.1.5: no Blaze or
 * Smoke there), a unit in a Blaze (15.1.5: "no unit … may exist there"). Units in the Stream are a fact: reading
 * ccp.event-blaze-not-placed (both its alternatives walk these seeds).
 */
export const CCP_PAIRWISE_BLAZE_FACTORS = {
  around: ['all open', 'one open, the others Blazes', 'all Blazes', 'one open, the others impassable', "one open, holding the reader's enemy's Squad", "one open, an Objective of the reader's enemy"],
  units: ['none', "the reader's Squad", "his enemy's Squad", 'one of each'],
  marker: ['none', 'Smoke:2', 'Foxholes', 'Wire', 'Blaze'],
  terrain: ['Open Ground', 'Building', 'Stream'],
  place: ['interior', 'map edge', 'map corner'],
  active: ['the reader', 'his opponent'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** E53's forbidden pairs (above). */
export const blazeForbidden = (r: Record<string, string>): boolean =>
  (r.terrain === 'Stream' && r.marker !== undefined && r.marker !== 'none') || (r.marker === 'Blaze' && r.units !== undefined && r.units !== 'none');

/** The Random Hex of a generated Blaze situation by its place on the 10×10 map. */
export const CCP_BLAZE_RANDOM_HEX = { interior: 'E5', 'map edge': 'E1', 'map corner': 'A1' } as const;
export const CCP_BLAZE_GEOMETRY = { columns: 10, rows: 10 };

type Hex = { terrain: string[]; markers?: string[]; impassable?: boolean };

function blazeSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_BLAZE_FACTORS, (r) => !blazeForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const hex = CCP_BLAZE_RANDOM_HEX[r.place as keyof typeof CCP_BLAZE_RANDOM_HEX];
    // The first neighbour in compass order is the open one (2.2.2); the others open too, Blazes, or impassable.
    const around = neighboursOnMap(CCP_BLAZE_GEOMETRY, parseHex(hex, 'hex')).map(hexId);
    const shut: Hex = r.around === 'one open, the others impassable' ? { terrain: ['Open Ground'], impassable: true } : { terrain: ['Open Ground'], markers: ['Blaze'] };
    const hexes: Record<string, Hex> = {
      [hex]: { terrain: [r.terrain], ...(r.marker === 'none' ? {} : { markers: [r.marker] }) },
      ...Object.fromEntries(around.map((h, k) => [h, r.around === 'all open' || (k === 0 && r.around !== 'all Blazes') ? { terrain: ['Open Ground'] } : shut])),
    };
    const units: { id: string; owner: Player; kind: string; hex: string }[] = [{ id: 'far', owner: enemy, kind: 'squad', hex: 'H8' }];
    if (r.units === "the reader's Squad" || r.units === 'one of each') units.push({ id: 'in-blaze-own', owner: reader, kind: 'squad', hex });
    if (r.units === "his enemy's Squad" || r.units === 'one of each') units.push({ id: 'in-blaze-enemy', owner: enemy, kind: 'squad', hex });
    if (r.around === "one open, holding the reader's enemy's Squad") units.push({ id: 'beside', owner: enemy, kind: 'squad', hex: around[0] });
    const frame = eventSituation({
      reader,
      event: 'Blaze',
      next: [{ id: 'hex-card', randomHex: hex }, ...(r.last === 'no' ? [{ id: 'next-card' }] : [])],
      units,
      hexes,
      ...(r.marker.startsWith('Smoke:') ? { smoke: [hex] } : {}),
    });
    const active = r.active === 'the reader' ? reader : enemy;
    return seed('blaze', i, `Blaze revealed by the ${nation(reader)} player, the Random Hex ${hex}; ${facts(r)} (E53, 15.1.4, 15.1.5, F100.3, T83, T96, 11.2, O16.4, 7.3.1, 1.8, 13.1.2).`, {
      ...frame,
      active,
      initiative: active,
      ...(r.around === "one open, an Objective of the reader's enemy" ? { objectives: [{ number: 1, hexes: [around[0]], controller: enemy }] } : {}),
      map: { geometry: CCP_BLAZE_GEOMETRY, ...frame.map },
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E58

/**
 * E58 Field of Battle ("the receiving player gains 1 VP if he controls more mapboard objectives than his
 * opponent"): `friendly`, the Objectives the reader controls, none, one or two (7.3.1); `enemy`, his opponent's
 * against them, fewer, as many or one more ("more … than": a tie gains nothing); `uncontrolled`, an Objective no
 * one controls, none or one (7.3.1: it counts for neither); `twoHexes`, an Objective of two hexes, none, the
 * reader's or his opponent's (7.3.1.1: one Objective, counted once, not per hex); `vp`, the VP marker on the
 * reader's side, the zero space or his opponent's (11.1.1: the 1 VP moves it toward the reader's side, across zero);
 * `reader`, who gains it. Forbidden: fewer than none, a two-hex Objective of a player who controls none. Not a
 * factor: the units on the map (E58 reads the Objectives' control only, 7.3.1's record of it).
 */
export const CCP_PAIRWISE_FIELD_OF_BATTLE_FACTORS = {
  friendly: ['0', '1', '2'],
  enemy: ['fewer', 'as many', 'one more'],
  twoHexes: ['none', "the reader's", "his opponent's"],
  uncontrolled: ['none', 'one'],
  vp: ["the reader's side", 'zero', "his opponent's side"],
  reader: ['allied', 'axis'],
} satisfies Factors;

const FIELD_ENEMY: Record<string, number> = { fewer: -1, 'as many': 0, 'one more': 1 };

/** E58's forbidden rows (above): fewer Objectives than none; a two-hex Objective of a player with none. */
export const fieldOfBattleForbidden = (r: Record<string, string>): boolean => {
  if (r.friendly === '0' && r.enemy === 'fewer') return true;
  if (r.friendly === '0' && r.twoHexes === "the reader's") return true;
  if (r.friendly !== undefined && r.enemy !== undefined && r.twoHexes === "his opponent's") return Number(r.friendly) + FIELD_ENEMY[r.enemy] <= 0;
  return false;
};

/** The hexes of E58's Objectives, in turn (row 1, apart from the two units in H8 and J9): the two-hex one takes two. */
const FIELD_HEXES = ['A1', 'C1', 'E1', 'G1', 'I1', 'A3', 'C3', 'E3'];

function fieldOfBattleSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_FIELD_OF_BATTLE_FACTORS, (r) => !fieldOfBattleForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const friendly = Number(r.friendly);
    const theirs = friendly + FIELD_ENEMY[r.enemy];
    const towardReader = reader === 'axis' ? 1 : -1; // 11.1.1: the VP track is positive on the Japanese (axis) side
    const vp = { "the reader's side": 2 * towardReader, zero: 0, "his opponent's side": -2 * towardReader }[r.vp]!;
    const hexes = [...FIELD_HEXES];
    const controllers: (Player | null)[] = [...Array(friendly).fill(reader), ...Array(theirs).fill(enemy), ...(r.uncontrolled === 'one' ? [null] : [])];
    const twoOf = r.twoHexes === "the reader's" ? reader : r.twoHexes === "his opponent's" ? enemy : undefined;
    let two = twoOf !== undefined; // the first Objective of that player takes two hexes
    const objectives = controllers.map((controller, k) => {
      const wide = two && controller === twoOf;
      if (wide) two = false;
      return { number: k + 1, hexes: hexes.splice(0, wide ? 2 : 1), controller };
    });
    const frame = eventSituation({
      reader,
      event: 'Field of Battle',
      vp,
      units: [{ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'H8' }, { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'J9' }],
      hexes: Object.fromEntries(objectives.flatMap((o) => o.hexes).map((h) => [h, { terrain: ['Open Ground'] }])),
    });
    return seed('field-of-battle', i, `Field of Battle revealed by the ${nation(reader)} player: he controls ${friendly} Objectives, his opponent ${theirs}; ${facts(r)} (E58, 7.3.1, 7.3.1.1, 11.1.1).`, { ...frame, objectives } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E74

/**
 * E74 Spider Hole ("a) Remove the Japanese Hero counter from wherever it is (either on the map, on the Track
 * Display or in the countermix); b) Determine a random hex [1.8]; c) Place the Hero – along with any weapon or
 * veteran marker that may be attached – in or adjacent to that hex, unbroken and unsuppressed. The Hero can't be
 * placed in an impassable hex (such as a blaze)."): `heroAt`, where a) finds the Hero: the map, the Time Track
 * (a reinforcement, 3.3.2) or the countermix; `state`, the Hero on the map fresh or broken and suppressed
 * ("unbroken and unsuppressed"); `attached`, none, a Veteran marker, a Weapon or both ("along with any weapon or
 * veteran marker"); `randomHex`, the Random Hex Open Ground, a Blaze (T83: impassable) or a Stream (T96: water, not
 * impassable in CC:P); `place`, the Random Hex inside the map, on its edge or in its corner ("adjacent": 6, 3 or 2
 * on the map, 2.1); `around`, its neighbours all open, one open and the others Blazes, all Blazes, one open and the
 * others impassable without a Blaze (the situation's `impassable`: "an impassable hex (such as a blaze)"), one open
 * holding a US Squad (19: a Melee due; 15.2.2 no stacking limit); `last`, the Random Hex card the last of the
 * reader's draw pile or not (1.8, 13.1.2); `reader` (whoever reveals it places the Japanese Hero).
 * Forbidden: the Hero broken or suppressed off the map (3.3.2: he waits on the Track or in the countermix as a
 * counter, no marker on him but what is attached). Not a factor: the Hero's Weapon's kind (it goes with him as it is).
 */
export const CCP_PAIRWISE_SPIDER_HOLE_FACTORS = {
  around: ['all open', 'one open, the others Blazes', 'all Blazes', 'one open, the others impassable', 'one open, holding a US Squad'],
  heroAt: ['the map', 'the Time Track', 'the countermix'],
  attached: ['none', 'Veteran', 'a Weapon', 'both'],
  randomHex: ['Open Ground', 'Blaze', 'Stream'],
  place: ['interior', 'map edge', 'map corner'],
  state: ['fresh', 'broken and suppressed'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['allied', 'axis'],
} satisfies Factors;

/** E74's forbidden pairs (above). */
export const spiderHoleForbidden = (r: Record<string, string>): boolean => r.state === 'broken and suppressed' && r.heroAt !== undefined && r.heroAt !== 'the map';

/** Where the Hero stands when on the map: apart from every Random Hex and its neighbours. */
export const SPIDER_HOLE_HERO_HEX = 'H8';

function spiderHoleSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_SPIDER_HOLE_FACTORS, (r) => !spiderHoleForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const hex = CCP_BLAZE_RANDOM_HEX[r.place as keyof typeof CCP_BLAZE_RANDOM_HEX];
    const around = neighboursOnMap(CCP_BLAZE_GEOMETRY, parseHex(hex, 'hex')).map(hexId);
    const blaze: Hex = { terrain: ['Open Ground'], markers: ['Blaze'] };
    const shut: Hex = r.around === 'one open, the others impassable' ? { terrain: ['Open Ground'], impassable: true } : blaze;
    const hexes: Record<string, Hex> = {
      [hex]: r.randomHex === 'Blaze' ? blaze : { terrain: [r.randomHex] },
      ...Object.fromEntries(around.map((h, k) => [h, r.around === 'all open' || (k === 0 && r.around !== 'all Blazes') ? { terrain: ['Open Ground'] } : shut])),
    };
    const attached = {
      ...(r.attached === 'Veteran' || r.attached === 'both' ? { veteran: true } : {}),
      ...(r.attached === 'a Weapon' || r.attached === 'both' ? { weapon: { id: 'jp-mg', type: 'mg', fp: 3, range: 6, broken: false } } : {}),
    };
    const sides = { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } };
    const hero = { id: 'jp-hero', owner: 'axis' as Player, kind: 'leader', hero: true, ...attached };
    const units: { id: string; owner: Player; kind: string; hex: string }[] = [{ id: 'us-far', owner: 'allied', kind: 'squad', hex: 'J9' }];
    if (r.heroAt === 'the map') units.push({ ...hero, hex: SPIDER_HOLE_HERO_HEX, command: 1, ...(r.state === 'fresh' ? {} : { broken: true, suppressed: true }) } as (typeof units)[number]);
    if (r.around === 'one open, holding a US Squad') units.push({ id: 'us-beside', owner: 'allied', kind: 'squad', hex: around[0] });
    const frame = eventSituation({
      reader,
      event: 'Spider Hole',
      next: [{ id: 'hex-card', randomHex: hex }, ...(r.last === 'no' ? [{ id: 'next-card' }] : [])],
      units,
      hexes,
    });
    return seed('spider-hole', i, `Spider Hole revealed by the ${nation(reader)} player, the Hero on ${r.heroAt}, the Random Hex ${hex}; ${facts(r)} (E74, 3.3.2, T83, T96, 15.1.5, 19, 1.8, 13.1.2).`, {
      ...frame,
      ...(r.heroAt === 'the Time Track' ? { reinforcements: [{ space: 5, unit: { ...hero, hex: 'A1', sides } }] } : {}),
      ...(r.heroAt === 'the countermix' ? { countermix: { axis: { hero: { ...hero, sides } } } } : {}),
      map: { geometry: CCP_BLAZE_GEOMETRY, ...frame.map },
    } as Situation);
  });
}

/** The generated seeds of this file's Events, in rule order: Blaze, Field of Battle, Spider Hole. */
export function pairwiseCcpEventSeedsC(): EventSeed[] {
  return [...blazeSeeds(), ...fieldOfBattleSeeds(), ...spiderHoleSeeds()];
}
