/**
 * Generated Event situations (issue 16.5): the Events of machines/cce/event/placement.ts that bring a unit into
 * play — E59 Infiltration and E68 Reinforcements (from the Support Table) and E76 Walking Wounded (from the
 * Casualty Track). Each generator declares its domain (the facts its rule reads, each with the rule that reads
 * it), combines the values pairwise (oracle/gen/pairwise.ts, deterministic) and writes each row as a situation
 * in the frame form of seeds/event.json, validated by the Event procedure's own parser (gen-places.ts seedOf).
 * Every seed is minimised (only the paths that bring something new become vectors).
 *
 * The three rule texts end alike: "Stacking limits [8] must be observed, and the unit cannot be placed in an
 * impassable hex (such as a Blaze or Water Barrier)." Their shared facts (the hexes offered, their stacking,
 * an enemy or an enemy Objective there) are declared once (PLACEMENT_FACTORS) and built once (placementHexes).
 */
import { FIGURES } from '../../../../machines/cce/stacking';
import type { Die } from '../../../../machines/core/dice';
import type { Player, UnitKind } from '../../../../machines/cce/units';
import { hexId, neighboursOnMap, parseHex } from '../../../../machines/core/hex';
import { pairwise, type Row } from '../../../gen/pairwise';
import { card } from '../time-advance';
import { BLAZE_RANDOM_HEX, decksFor, GEOMETRY, other, seedOf } from './gen-places';
import type { EventSeed } from './kit';

/**
 * The facts of the placement the three Events share, and the rule that reads each:
 * - stacked: what the first hex offered (the Random Hex or the first open one, E59/E76; the first open hex of the
 *   friendly board edge, E68) already holds: nothing; units of the placed unit's side with room for it to the
 *   limit, or one figure too many (8.2: "up to seven figures", 3: a Leader 1, a Team 2, a Squad 4 figures; the
 *   stack made of exactly 7 − or 8 − the unit's figures); or a Squad of the other side (not counted: 8.2 stacks
 *   friendly units; O16.4: "a hex to contain units belonging to both sides" — a Melee is due);
 * - objective: that hex an Objective the other side controls or none (7.3.1: the placed unit takes control of an
 *   Objective it solely occupies);
 * - kind: the unit placed, a Squad, a Team or a Leader of Command 1 (3: its figures for 8.2); a Squad of the
 *   Support Table holds an MG (E59, E68: "along with its Weapon, if any"; 11), one on the Casualty Track none
 *   (4.2: an eliminated unit's Weapon goes to the Weapons box).
 */
export const PLACEMENT_FACTORS = {
  stacked: ['none', "its side's, room to the limit", "its side's, one figure too many", "the other side's Squad"],
  objective: ['none', "the other side's Objective"],
  kind: ['Squad', 'Team', 'Leader of Command 1'],
} as const satisfies Record<string, readonly string[]>;

/** The kinds of PLACEMENT_FACTORS.kind. */
const KIND: Record<string, UnitKind> = { Squad: 'squad', Team: 'team', 'Leader of Command 1': 'leader' };

/** A unit written in full (a Support Table item, a Squad with its MG; or a Casualty Track unit, `armed` false: outside situation.units, as a request writes it). */
function fullUnit(id: string, owner: Player, label: string, armed: boolean): Record<string, unknown> {
  const kind = KIND[label];
  const sides = kind === 'leader' ? { unbroken: { morale: 8, command: 1 }, broken: { morale: 6, command: 0 } } : { unbroken: { morale: 7 }, broken: { morale: 5 } };
  return { id, owner, kind, sides, ...(kind === 'squad' && armed ? { weapon: { id: `${id}-mg`, type: 'mg', fp: 4, range: 8, fix: [1, 3], elim: [11, 12] } } : {}) };
}

/** 8.2, 3: the units of `n` figures (Squad 4, Team 2, Leader 1, largest first) of `owner` in `hex`. */
function stackOf(n: number, owner: Player, hex: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const kind of ['squad', 'team', 'leader'] as UnitKind[]) if (n >= FIGURES[kind]) (n -= FIGURES[kind], out.push({ id: `stack-${kind}`, owner, kind, hex }));
  return out;
}

/** The units and Objective that `stacked` and `objective` put in `hex` for a unit of `label` and `owner`. */
function placementContents(r: Row, owner: Player, hex: string | null) {
  if (!hex) return { units: [] as Record<string, unknown>[], objectives: [] as unknown[] };
  const figures = FIGURES[KIND[r.kind]];
  const units =
    r.stacked === "its side's, room to the limit" ? stackOf(7 - figures, owner, hex)
    : r.stacked === "its side's, one figure too many" ? stackOf(8 - figures, owner, hex)
    : r.stacked === "the other side's Squad" ? [{ id: 'other-side', owner: other(owner), kind: 'squad', hex }]
    : [];
  return { units, objectives: r.objective === 'none' ? [] : [{ number: 1, hexes: [hex], controller: other(owner) }] };
}

/** Impassable hexes in turn (T79 a Blaze, T98 a Water Barrier, O21.4 a hex the situation declares impassable). */
const CLOSED = [{ terrain: ['Open Ground'], markers: ['Blaze'] }, { terrain: ['Water Barrier'] }, { terrain: ['Woods'], impassable: true }];
const OPEN = () => ({ terrain: ['Open Ground'] });

/**
 * No unit stands in an impassable hex (T79, T98): nothing is stacked where no hex is open; and no hex is offered,
 * so none is the other side's Objective to take (the `objective` fact is the first open hex's).
 */
const nowhereForbidden = (key: string) => (r: Record<string, string>) => r[key] === 'none open' && ((r.stacked !== undefined && r.stacked !== 'none') || (r.objective !== undefined && r.objective !== 'none'));

// ----------------------------------------------------------------------- in or adjacent to the Random Hex

/**
 * E59, E76: "Place the selected unit ... in or adjacent to that hex. Stacking limits [8] must be observed, and the
 * unit cannot be placed in an impassable hex (such as a Blaze or Water Barrier)." The facts of the Random Hex:
 * - place: the Random Hex inside the map, on its top edge or in its corner (2.1: the adjacent hexes on the map,
 *   6, 3 or 2 of them; 2.2.2);
 * - around: the Random Hex and its neighbours all open; the Random Hex impassable and one neighbour open; the
 *   Random Hex open and every neighbour impassable; none open (the unit cannot be placed: E42) — the impassable
 *   ones a Blaze (T79), a Water Barrier (T98) or a hex the situation declares impassable, in turn;
 * - last: the Random Hex card the last of the reader's draw pile or not (6.1.2);
 * - reader: the Axis or the Allied player.
 */
export const RANDOM_HEX_FACTORS = {
  around: ['all open', 'the Random Hex impassable, one neighbour open', 'only the Random Hex open', 'none open'],
  place: ['interior', 'map edge', 'map corner'],
  last: ['no', 'the Random Hex card is the last'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** The Random Hex of `place` (E46's: gen-places.ts BLAZE_RANDOM_HEX), its hexes open or closed by `around`, and the first open one. */
function aroundRandomHex(r: Row, turn: () => number) {
  const hex = BLAZE_RANDOM_HEX[r.place as keyof typeof BLAZE_RANDOM_HEX];
  const around = neighboursOnMap(GEOMETRY, parseHex(hex, 'hex')).map(hexId);
  const openHex = r.around === 'all open' || r.around === 'only the Random Hex open';
  const openAround = (k: number) => r.around === 'all open' || (k === 0 && r.around === 'the Random Hex impassable, one neighbour open');
  const hexes: Record<string, Record<string, unknown>> = { [hex]: openHex ? OPEN() : CLOSED[turn() % CLOSED.length] };
  around.forEach((h, k) => (hexes[h] = openAround(k) ? OPEN() : CLOSED[turn() % CLOSED.length]));
  const first = openHex ? hex : r.around === 'none open' ? null : around[0];
  return { hex, hexes, first };
}

const sortedHexes = (hexes: Record<string, Record<string, unknown>>) => Object.fromEntries(Object.keys(hexes).sort().map((h) => [h, hexes[h]]));

// ------------------------------------------------------------------------------------- E59 Infiltration

/**
 * E59 Infiltration: "1) Make a roll on his nation's Support Table; 2) From the column matching the roll, select
 * one non-Radio item – at no cost – that is available for that scenario's year; 3) Determine a Random Hex [1.8];
 * 4) Place the selected unit (along with its Weapon, if any) in or adjacent to that hex. Stacking limits [8] must
 * be observed, and the unit cannot be placed in an impassable hex (such as a Blaze or Water Barrier)." The facts
 * it reads, and the rule that reads each: PLACEMENT_FACTORS and RANDOM_HEX_FACTORS (above), and
 * - column: the column matching the roll holds the unit alone, the unit and a Radio ("non-Radio": not offered),
 *   or only a Radio (nothing to select, E42; the unit of `kind` in the next column; reading
 *   cce.event-random-hex-without-subject);
 * - roll: the roll (the next card's dice, E42: no trigger) the column's lowest or highest total ("the column
 *   matching the roll": the table's columns 2-6, 7-9, 10-12; the roll 7 or 9).
 * Forbidden: units stacked, or an Objective to take, where no hex is open (T79, T98: no unit in an impassable hex).
 */
export const CCE_PAIRWISE_INFILTRATION_FACTORS = {
  ...PLACEMENT_FACTORS,
  ...RANDOM_HEX_FACTORS,
  column: ['the unit alone', 'the unit and a Radio', 'only a Radio'],
  roll: ["the column's lowest", "the column's highest"],
} as const satisfies Record<string, readonly string[]>;

const INFILTRATION_COLUMN = { 'the unit alone': 'unit', 'the unit and a Radio': 'both', 'only a Radio': 'radio' } as const satisfies Record<string, 'unit' | 'radio' | 'both'>;
const REINFORCEMENTS_COLUMN = { 'a unit': 'unit', 'a Radio': 'radio', 'a unit and a Radio': 'both' } as const satisfies Record<string, 'unit' | 'radio' | 'both'>;

/** E59's forbidden pairs (above). */
export const infiltrationForbidden = nowhereForbidden('around');

/** The roll of `roll`: the dice of 7 or 9, the middle column's bounds. */
const ROLL_DICE: Record<string, { white: Die; colored: Die }> = { "the column's lowest": { white: 3, colored: 4 }, "the column's highest": { white: 4, colored: 5 } };

/** The reader's Support Table (player-aid data, the scenario's year already applied): columns 2-6, 7-9, 10-12, the middle one as `column` says. */
function supportTable(kind: string, column: 'unit' | 'radio' | 'both', reader: Player) {
  const unit = { unit: fullUnit('sup-unit', reader, kind, true) };
  const rolled = column === 'radio' ? [{ radio: 'radio-rolled' }] : column === 'unit' ? [unit] : [{ radio: 'radio-rolled' }, unit];
  return [
    { roll: [2, 6], items: [{ radio: 'radio-low' }] },
    { roll: [7, 9], items: rolled },
    { roll: [10, 12], items: rolled.some((it) => 'unit' in it) ? [{ radio: 'radio-high' }] : [unit] },
  ];
}

export function pairwiseInfiltrationSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_INFILTRATION_FACTORS, (r) => !infiltrationForbidden(r));
  let closed = -1;
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const { hex, hexes, first } = aroundRandomHex(r, () => ++closed);
    const there = placementContents(r, reader, first);
    const raw = {
      reader,
      active: reader,
      initiative: reader,
      postures: { axis: 'attack', allied: 'defend' },
      decks: decksFor(reader, [card('event-card', { event: 'Infiltration' }), card('roll-card', { dice: ROLL_DICE[r.roll] }), card('hex-card', { randomHex: hex })], r.last !== 'no'),
      time: { space: 3, suddenDeath: 8 },
      vp: 0,
      units: there.units,
      supportTables: { [reader]: supportTable(r.kind, INFILTRATION_COLUMN[r.column as keyof typeof INFILTRATION_COLUMN], reader) },
      ...(there.objectives.length ? { objectives: there.objectives } : {}),
      map: { geometry: GEOMETRY, hexes: sortedHexes(hexes) },
    };
    return seedOf('infiltration', i, r, `Infiltration with the Random Hex ${hex}`, 'E59, E42, 1.8, 8.2, 3, T79, T98, 7.3.1, O16.4, 6.1.2', raw);
  });
}

// ----------------------------------------------------------------------------------- E68 Reinforcements

/**
 * E68 Reinforcements: "1) Make a roll on his nation's Support Table; 2) From the column matching the roll, select
 * one item – at no cost – that is available for that scenario's year; 3) If a Radio is selected, he places it in
 * his (empty) Artillery Box. If a unit is selected, he places it (along with its Weapon, if any) into any hex along
 * his friendly board edge. Stacking limits [8] must be observed, and the unit cannot be placed in an impassable hex
 * (such as a Blaze or Water Barrier)." The facts it reads, and the rule that reads each: PLACEMENT_FACTORS (above,
 * in the first open hex of the edge), and
 * - column: the column matching the roll holds a unit, a Radio, or both (E68 "one item": a Radio too);
 * - box: his Artillery Box empty or holding a Radio ("his (empty) Artillery Box"; 8.1.2, 12: one Radio; reading
 *   cce.reinforcements-radio-full-box);
 * - edge: his friendly board edge's three hexes all open, the first open and the others impassable (a Blaze T79, a
 *   Water Barrier T98, declared impassable, in turn), none open (E42: the unit cannot be placed);
 * - roll: the column's lowest or highest total (as E59's);
 * - last: the roll card the last of the reader's draw pile or not (6.1.2; reading cce.event-roll-last-card);
 * - reader: the Axis or the Allied player.
 * Forbidden: units stacked, or an Objective to take, where no hex is open (T79, T98).
 */
export const CCE_PAIRWISE_REINFORCEMENTS_FACTORS = {
  ...PLACEMENT_FACTORS,
  edge: ['all open', 'one open, the others impassable', 'none open'],
  column: ['a unit', 'a Radio', 'a unit and a Radio'],
  box: ['empty', 'holding a Radio'],
  roll: ["the column's lowest", "the column's highest"],
  last: ['no', 'the roll card is the last'],
  reader: ['axis', 'allied'],
} as const satisfies Record<string, readonly string[]>;

/** E68's forbidden pairs (above). */
export const reinforcementsForbidden = nowhereForbidden('edge');

/** The friendly board edge of a generated Reinforcements situation: three hexes of the map's left column. */
export const REINFORCEMENTS_EDGE = ['A4', 'A5', 'A6'] as const;

export function pairwiseReinforcementsSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_REINFORCEMENTS_FACTORS, (r) => !reinforcementsForbidden(r));
  let closed = -1;
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const hexes: Record<string, Record<string, unknown>> = {};
    REINFORCEMENTS_EDGE.forEach((h, k) => (hexes[h] = r.edge === 'all open' || (k === 0 && r.edge !== 'none open') ? OPEN() : CLOSED[++closed % CLOSED.length]));
    const there = placementContents(r, reader, r.edge === 'none open' ? null : REINFORCEMENTS_EDGE[0]);
    const raw = {
      reader,
      active: reader,
      initiative: reader,
      postures: { axis: 'attack', allied: 'defend' },
      decks: decksFor(reader, [card('event-card', { event: 'Reinforcements' }), card('roll-card', { dice: ROLL_DICE[r.roll] })], r.last !== 'no'),
      time: { space: 3, suddenDeath: 8 },
      vp: 0,
      units: there.units,
      edges: { [reader]: [...REINFORCEMENTS_EDGE], [other(reader)]: [] },
      artilleryBoxes: { [reader]: r.box === 'empty' ? null : 'radio-in-box', [other(reader)]: null },
      supportTables: { [reader]: supportTable(r.kind, REINFORCEMENTS_COLUMN[r.column as keyof typeof REINFORCEMENTS_COLUMN], reader) },
      ...(there.objectives.length ? { objectives: there.objectives } : {}),
      map: { geometry: GEOMETRY, hexes: sortedHexes(hexes) },
    };
    return seedOf('reinforcements', i, r, `Reinforcements along the edge ${REINFORCEMENTS_EDGE.join(', ')}`, 'E68, E42, 8.1.2, 12, 8.2, 3, T79, T98, 7.3.1, O16.4, 6.1.2', raw);
  });
}

// ---------------------------------------------------------------------------------- E76 Walking Wounded

/**
 * E76 Walking Wounded: "1) Select one eliminated unit (enemy or friendly) on the Casualty Track; 2) Determine a
 * Random Hex; 3) Place the selected unit in or adjacent to that hex, broken [3.2]. Stacking limits [8] must be
 * observed, and the unit cannot be placed in an impassable hex (such as a Blaze or Water Barrier)." The facts it
 * reads, and the rule that reads each: PLACEMENT_FACTORS and RANDOM_HEX_FACTORS (above: the stack is the placed
 * unit's side's, whichever player draws the Event), and
 * - whose: the units on the Casualty Track: the reader's, his opponent's, one of each side ("enemy or friendly";
 *   the rulebook's Example A: "you would have to choose one of his"); the unit of `kind` the reader's when both are
 *   there, his opponent's a Squad beside it (4.2: each side's track; reading cce.walking-wounded-casualty-space).
 * Forbidden: units stacked, or an Objective to take, where no hex is open (T79, T98).
 */
export const CCE_PAIRWISE_WALKING_WOUNDED_FACTORS = {
  ...PLACEMENT_FACTORS,
  ...RANDOM_HEX_FACTORS,
  whose: ["the reader's", "his opponent's", 'one of each side'],
} as const satisfies Record<string, readonly string[]>;

/** E76's forbidden pairs (above). */
export const walkingWoundedForbidden = nowhereForbidden('around');

export function pairwiseWalkingWoundedSeeds(): EventSeed[] {
  const { rows } = pairwise(CCE_PAIRWISE_WALKING_WOUNDED_FACTORS, (r) => !walkingWoundedForbidden(r));
  let closed = -1;
  return rows.map((r, i) => {
    const reader = r.reader as Player;
    const owner = r.whose === "his opponent's" ? other(reader) : reader;
    const { hex, hexes, first } = aroundRandomHex(r, () => ++closed);
    const there = placementContents(r, owner, first);
    const casualties = [fullUnit('wounded', owner, r.kind, false), ...(r.whose === 'one of each side' ? [fullUnit('wounded-other', other(reader), 'Squad', false)] : [])];
    const count = (p: Player) => casualties.filter((u) => u.owner === p).length;
    const raw = {
      reader,
      active: reader,
      initiative: reader,
      postures: { axis: 'attack', allied: 'defend' },
      decks: decksFor(reader, [card('event-card', { event: 'Walking Wounded' }), card('hex-card', { randomHex: hex })], r.last !== 'no'),
      time: { space: 3, suddenDeath: 8 },
      vp: 0,
      units: there.units,
      casualtyUnits: casualties,
      casualtyTrack: { axis: { occupied: count('axis'), surrender: 6 }, allied: { occupied: count('allied'), surrender: 7 } },
      ...(there.objectives.length ? { objectives: there.objectives } : {}),
      map: { geometry: GEOMETRY, hexes: sortedHexes(hexes) },
    };
    return seedOf('walking-wounded', i, r, `Walking Wounded with the Random Hex ${hex}`, 'E76, E42, 3.2, 4.2, 8.2, 3, T79, T98, 7.3.1, O16.4, 1.8, 6.1.2', raw);
  });
}

/** Every generated seed of this file, in rule order. */
export function pairwiseSupportSeeds(): EventSeed[] {
  return [...pairwiseInfiltrationSeeds(), ...pairwiseReinforcementsSeeds(), ...pairwiseWalkingWoundedSeeds()];
}
