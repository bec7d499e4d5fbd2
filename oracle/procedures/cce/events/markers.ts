/**
 * Seeds of the Events that place or remove map markers: E46 Blaze, E47 Booby Trap, E48 Breeze, E53 Dust,
 * E55 Entrench, E69 Rubble, E70 Sappers, E73 Shellholes, E77 White Phosphorus.
 *
 * Every hex an Event may look at is listed (an unlisted hex is unknown): the Random Hex and, where units
 * may be displaced or Smoke placed, its six neighbours. Hexes are Open Ground unless a seed says otherwise.
 * Random Smoke markers are the frame's `smokeDraws` (T94: chance given as input).
 */
import type { Card } from '../../../../machines/cce/deck';
import { card, deckOf, dice, eventDraw, eventFrame, type EventSeed, seed, squad, team } from './kit';

type Facts = { terrain?: string[]; markers?: string[]; impassable?: boolean };

/** A map: every id Open Ground, then the facts given for some of them. */
function mapOf(ids: string[], facts: Record<string, Facts> = {}, geometry?: { columns: number; rows: number }) {
  const hexes: Record<string, Facts> = {};
  for (const h of [...ids, ...Object.keys(facts)]) hexes[h] = { terrain: ['Open Ground'], ...facts[h] };
  return { ...(geometry ? { geometry } : {}), hexes };
}

/** The Breeze card: its Event and the downwind direction printed on it (E48). */
const breezeDraw = (direction: number): Card[] => [card('event-card', { event: 'Breeze', direction }), card('next-card')];

export const MARKERS_SEEDS: EventSeed[] = [
  // ---------------------------------------------------------------- E46 Blaze
  seed(
    'blaze',
    'E46, 8.1.5: the Random Hex D4 (Foxholes and a "2" Smoke) takes a Blaze; both markers are removed (the Smoke from the Smoke list too); its two units are placed by their owners, the inactive Allied player first, into C5 or D5 — not D3 (Blaze), E4 (Water Barrier), C4 (declared impassable) or E5 (Blaze).',
    eventFrame('axis', eventDraw('Blaze', 'D4'), [squad('us-1', 'allied', 'D4'), team('de-1', 'axis', 'D4'), squad('de-2', 'axis', 'C5')], [], {
      map: mapOf(['D4', 'D5', 'C5'], { D4: { markers: ['Foxholes', 'Smoke:2'] }, D3: { markers: ['Blaze'] }, E4: { terrain: ['Water Barrier'] }, C4: { terrain: ['Woods'], impassable: true }, E5: { markers: ['Blaze'] } }),
      smoke: ['D4'],
    }),
  ),
  seed(
    'blaze-nowhere-to-go',
    'E46, 7.1: the Random Hex A1 is in the corner of a 10x10 map; its only neighbours, A2 (Blaze) and B1 (Water Barrier), are impassable: the Allied Squad and Team in A1 are both eliminated, one after the other (2 + 1 VP to the Axis reader) — an engine that stops after the first leaves the Team in the Blaze.',
    eventFrame('axis', eventDraw('Blaze', 'A1'), [squad('us-1', 'allied', 'A1'), team('us-2', 'allied', 'A1'), squad('de-1', 'axis', 'C3')], [], {
      map: mapOf(['A1', 'C3'], { A2: { markers: ['Blaze'] }, B1: { terrain: ['Water Barrier'] } }, { columns: 10, rows: 10 }),
    }),
  ),
  seed(
    'blaze-onto-objective',
    'E46, 7.3.1, 7.3.3, O16.4: the Random Hex D4 takes a Blaze; its Axis Squad can only go to D5 (the other neighbours Water Barriers), Objective 1 worth 3 open VP, controlled by the Allies and empty: the Axis Squad now solely occupies it and takes control (VP -3 to +3, a 6-VP swing).',
    eventFrame('axis', eventDraw('Blaze', 'D4'), [squad('de-1', 'axis', 'D4')], [], {
      map: mapOf(['D4', 'D5'], { D3: { terrain: ['Water Barrier'] }, E4: { terrain: ['Water Barrier'] }, E5: { terrain: ['Water Barrier'] }, C5: { terrain: ['Water Barrier'] }, C4: { terrain: ['Water Barrier'] } }),
      vp: -3,
      objectives: [{ number: 1, hexes: ['D5'], controller: 'allied' }],
      chits: [{ id: 'chit-a', objective: 1, value: 3, open: true }],
    }),
  ),
  seed(
    'blaze-into-enemy-hex',
    'E46, O16.4: the Random Hex D4 takes a Blaze; its Allied Team can only go to D5 (the other neighbours Water Barriers), which holds an Axis Squad: a Melee is due there (recorded for the host, melee-due).',
    eventFrame('axis', eventDraw('Blaze', 'D4'), [team('us-1', 'allied', 'D4'), squad('de-1', 'axis', 'D5')], [], {
      map: mapOf(['D4', 'D5'], { D3: { terrain: ['Water Barrier'] }, E4: { terrain: ['Water Barrier'] }, E5: { terrain: ['Water Barrier'] }, C5: { terrain: ['Water Barrier'] }, C4: { terrain: ['Water Barrier'] } }),
    }),
  ),
  seed(
    'blaze-water',
    'E46, E42 and reading cce.event-blaze-not-placed: the Random Hex D4 is a Marsh (Water Terrain): no Blaze; by default its Axis Team stays, under "literal" it must still be placed into an adjacent hex (only D5 is open).',
    eventFrame('allied', eventDraw('Blaze', 'D4'), [team('de-1', 'axis', 'D4')], [], {
      map: mapOf(['D5'], { D4: { terrain: ['Marsh'] }, D3: { markers: ['Blaze'] }, E4: { markers: ['Blaze'] }, E5: { markers: ['Blaze'] }, C4: { markers: ['Blaze'] }, C5: { markers: ['Blaze'] } }),
    }),
  ),
  seed(
    'blaze-already',
    'E46, E42: the Random Hex already contains a Blaze: nothing happens.',
    eventFrame('axis', eventDraw('Blaze', 'D4'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf(['C3'], { D4: { markers: ['Blaze'] } }) }),
  ),
  // ---------------------------------------------------------------- E47 Booby Trap, E69 Rubble, E73 Shellholes
  seed(
    'booby-trap',
    'E47, F103: Mines are placed in the Random Hex C3 beside the units there (they are not attacked: only a unit leaving is).',
    eventFrame('axis', eventDraw('Booby Trap', 'C3'), [squad('us-1', 'allied', 'C3')], ['C3']),
  ),
  seed(
    'booby-trap-fortified',
    'E47, E42, 8.1.3: the Random Hex already holds Foxholes: no Mines.',
    eventFrame('allied', eventDraw('Booby Trap', 'C3'), [squad('us-1', 'allied', 'C3')], [], { map: mapOf([], { C3: { markers: ['Foxholes'] } }) }),
  ),
  seed(
    'rubble',
    'E69, F106: Wire is placed in the Random Hex E5, which holds a "3" Smoke (a Fortification may share a hex with Smoke).',
    eventFrame('allied', eventDraw('Rubble', 'E5'), [squad('de-1', 'axis', 'E5')], [], { map: mapOf([], { E5: { terrain: ['Building'], markers: ['Smoke:3'] } }), smoke: ['E5'] }),
  ),
  seed(
    'rubble-water',
    'E69, E42, F100.3: the Random Hex is a Stream (Water Terrain): no Wire.',
    eventFrame('axis', eventDraw('Rubble', 'E5'), [squad('de-1', 'axis', 'C3')], ['C3'], { map: mapOf(['C3'], { E5: { terrain: ['Stream'] } }) }),
  ),
  seed(
    'shellholes',
    'E73, F102: Foxholes are placed in the empty Random Hex B6.',
    eventFrame('axis', eventDraw('Shellholes', 'B6'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf(['C3', 'B6']) }),
  ),
  seed(
    'shellholes-wire',
    'E73, 8.1.3 (its own example): the Random Hex holds Wire, so the Foxholes are not placed.',
    eventFrame('allied', eventDraw('Shellholes', 'B6'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf(['C3'], { B6: { markers: ['Wire'] } }) }),
  ),
  // ---------------------------------------------------------------- E48 Breeze
  seed(
    'breeze',
    'E48, 2.2.2, 8.1.5: every Smoke marker is removed (the "3" in F2, and J1 on the Smoke list); downwind is 2 (up-right): the Blaze in C3 spreads to D2 (its Foxholes removed, its two units placed by their owners, the inactive Allied player first, into C2 or D3), the Blaze in E7 does not spread into F6, which already has one, nor that one into the Marsh G6; the new Blaze in D2 does not spread again.',
    eventFrame('axis', breezeDraw(2), [squad('us-1', 'allied', 'D2'), team('de-1', 'axis', 'D2')], [], {
      map: mapOf(['D2', 'C2', 'D3'], {
        C3: { markers: ['Blaze'] },
        D2: { markers: ['Foxholes'] },
        D1: { impassable: true },
        E2: { terrain: ['Water Barrier'] },
        E3: { terrain: ['Water Barrier'] },
        E7: { markers: ['Blaze'] },
        F6: { markers: ['Blaze'] },
        G6: { terrain: ['Marsh'] },
        F2: { terrain: ['Woods'], markers: ['Smoke:3'] },
      }),
      smoke: ['F2', 'J1'],
    }),
  ),
  seed(
    'breeze-nowhere-to-go',
    'E48, 7.1: downwind is 1 (up): the Blaze in A3 spreads to A2 on a 10x10 map, the one in B1 off the map (nothing); the Allied Team and Squad in A2 have no hex to go to — A1 is a Water Barrier, A3 and B1 hold Blazes, B2 is impassable — and are both eliminated (1 + 2 VP to the Axis) — an engine that stops after the first leaves the Squad in the Blaze.',
    eventFrame('allied', breezeDraw(1), [team('us-1', 'allied', 'A2'), squad('us-2', 'allied', 'A2'), squad('de-1', 'axis', 'C3')], [], {
      map: mapOf(['A2', 'C3'], { A1: { terrain: ['Water Barrier'] }, A3: { markers: ['Blaze'] }, B1: { markers: ['Blaze'] }, B2: { impassable: true } }, { columns: 10, rows: 10 }),
    }),
  ),
  seed(
    'breeze-no-blaze',
    'E48, E42: the Smoke in C3 is removed; there is no Blaze on the map to spread.',
    eventFrame('allied', breezeDraw(4), [squad('de-1', 'axis', 'C3')], [], { map: mapOf([], { C3: { markers: ['Smoke:1'] } }), smoke: ['C3'] }),
  ),
  // ---------------------------------------------------------------- E53 Dust
  seed(
    'dust',
    'E53, T94, 8.1.4: the random Smoke marker drawn is a "3"; it replaces the "1" Smoke in the Random Hex C3 (the larger Hindrance stays).',
    eventFrame('axis', eventDraw('Dust', 'C3'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf([], { C3: { markers: ['Smoke:1'] } }), smoke: ['C3'], smokeDraws: [3, 1] }),
  ),
  seed(
    'dust-smaller',
    'E53, 8.1.4: the random Smoke marker drawn is a "2"; the "4" Smoke already in the Random Hex C3 stays.',
    eventFrame('allied', eventDraw('Dust', 'C3'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf([], { C3: { markers: ['Smoke:4'] } }), smoke: ['C3'], smokeDraws: [2] }),
  ),
  seed(
    'dust-blaze',
    'E53, E42, 8.1.5: the Random Hex holds a Blaze: no Smoke is drawn or placed.',
    eventFrame('allied', eventDraw('Dust', 'D4'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf(['C3'], { D4: { markers: ['Blaze'] } }), smokeDraws: [2] }),
  ),
  // ---------------------------------------------------------------- E55 Entrench
  seed(
    'entrench',
    'E55, F102: the Axis reader may put Foxholes into C3 or C5 (his units there), not into C4 (Wire already), E5 (Marsh) or D4 (Allied only), or decline.',
    eventFrame('axis', eventDraw('Entrench'), [squad('de-1', 'axis', 'C3'), team('de-2', 'axis', 'C4'), team('de-3', 'axis', 'E5'), squad('de-4', 'axis', 'C5'), squad('us-1', 'allied', 'D4')], [], {
      map: mapOf(['C3', 'C5', 'D4'], { C4: { markers: ['Wire'] }, E5: { terrain: ['Marsh'] } }),
    }),
  ),
  seed(
    'entrench-impossible',
    'E55, E42: the reader\'s only unit is in a Marsh hex: there is nowhere to entrench.',
    eventFrame('allied', eventDraw('Entrench'), [squad('us-1', 'allied', 'E5'), squad('de-1', 'axis', 'C3')], [], { map: mapOf(['C3'], { E5: { terrain: ['Marsh'] } }) }),
  ),
  // ---------------------------------------------------------------- E70 Sappers
  seed(
    'sappers',
    'E70, F100.2: the reader may remove the Mines in C3 or the Wire in D4 (not the Foxholes in E5), or decline.',
    eventFrame('allied', eventDraw('Sappers'), [squad('us-1', 'allied', 'E5')], [], { map: mapOf([], { C3: { markers: ['Mines'] }, D4: { markers: ['Wire', 'Smoke:2'] }, E5: { markers: ['Foxholes'] } }), smoke: ['D4'] }),
  ),
  seed(
    'sappers-impossible',
    'E70, E42: no Mines or Wire on the map.',
    eventFrame('axis', eventDraw('Sappers'), [squad('de-1', 'axis', 'C3')], [], { map: mapOf([], { C3: { markers: ['Foxholes'] } }) }),
  ),
  // ---------------------------------------------------------------- E77 White Phosphorus
  seed(
    'white-phosphorus',
    'E77, T94, 3.2: the Allied reader may put a random Smoke (a "2") into a hex adjacent to his unbroken Squad in D4 — C4, C5, D5 or E5, not D3 (Blaze) or E4 (Marsh); his Team in B8 and broken Squad in F8 give no hexes — or decline; each player with units in that hex then breaks one of his own, the inactive Axis player first.',
    eventFrame('allied', eventDraw('White Phosphorus'), [squad('us-1', 'allied', 'D4'), team('us-t', 'allied', 'C4'), squad('de-3', 'axis', 'C4', { broken: true }), squad('de-1', 'axis', 'D5'), team('de-2', 'axis', 'D5'), team('us-t2', 'allied', 'B8'), squad('us-br', 'allied', 'F8', { broken: true })], [], {
      map: mapOf(['D4', 'C4', 'C5', 'D5', 'E5', 'B8', 'F8'], { D3: { markers: ['Blaze'] }, E4: { terrain: ['Marsh'] } }),
      smokeDraws: [2],
    }),
  ),
  seed(
    'white-phosphorus-impossible',
    'E77, E42: the reader has no unbroken Squad (a broken Squad and a Team only): no hex to place the Smoke in.',
    eventFrame('axis', eventDraw('White Phosphorus'), [squad('de-br', 'axis', 'C3', { broken: true }), team('de-t', 'axis', 'E5'), squad('us-1', 'allied', 'D4')], ['C3', 'E5', 'D4'], { smokeDraws: [1] }),
  ),
  // ---------------------------------------------------------------- the Random Hex from an empty draw pile
  ...(
    [
      ['Blaze', 'E46'],
      ['Booby Trap', 'E47'],
      ['Dust', 'E53'],
      ['Rubble', 'E69'],
      ['Shellholes', 'E73'],
    ] as const
  ).map(([event, rule]) =>
    seed(
      `${event.toLowerCase().replace(' ', '-')}-last-card`,
      `${rule}, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card of the reader's draw pile, so no card is left for the Random Hex: the Event is impossible (E42) by default; reshuffled first (1.4), the discard pile's card showing B6 comes on top and the Event places its marker in the empty hex B6.`,
      eventFrame('axis', [], [squad('de-1', 'axis', 'C3')], ['C3', 'B6'], {
        decks: { axis: deckOf([], [card('event-card', { event })], [card('hex-card', { dice: dice(3, 4), randomHex: 'B6' })]), allied: deckOf([], [card('allied-top')]) },
        smokeDraws: [1],
      }),
    ),
  ),
];
