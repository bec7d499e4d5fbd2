/** Seeds of E43 Air Support, E59 Infiltration, E63 Malfunction, E68 Reinforcements, E76 Walking Wounded. */
import type { Card } from '../../../../machines/cce/deck';
import { card, dice, eventFrame, type EventSeed, seed, squad, team } from './kit';

/** The reader's draw pile: the Event card, then the given cards (a roll, a Random Hex), then one more. */
const draw = (event: string, ...then: Card[]): Card[] => [card('event-card', { event }), ...then, card('next-card')];

/** The Event card is the last card of the draw pile; the discard pile's top card has dice (for the reshuffle-first reading). */
const lastCard = (event: string, reader: 'axis' | 'allied') => ({
  [reader]: { hand: [], draw: [card('event-card', { event, randomHex: 'D4' })], discard: [card('old-card', { dice: dice(4, 4), randomHex: 'D4' })], unlisted: 70 },
  [reader === 'axis' ? 'allied' : 'axis']: { hand: [], draw: [card('other-top')], unlisted: 71 },
});

const mg = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'mg', fp: 3, range: 8, fix: [1, 3], elim: [11, 12], ...extra }) as never;
const open = { terrain: ['Open Ground'] };
const blaze = { terrain: ['Open Ground'], markers: ['Blaze'] };
const waterBarrier = { terrain: ['Water Barrier'] };

const axisTable = [
  { roll: [2, 6], items: [{ unit: { id: 'de-sup-team', owner: 'axis', kind: 'team', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } } }] },
  {
    roll: [7, 9],
    items: [
      { radio: 'de-radio-10' },
      { unit: { id: 'de-sup-squad', owner: 'axis', kind: 'squad', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } }, weapon: mg('de-sup-mg') } },
      { unit: { id: 'de-sup-leader', owner: 'axis', kind: 'leader', sides: { unbroken: { morale: 8, command: 1 }, broken: { morale: 6, command: 0 } } } },
    ],
  },
  { roll: [10, 12], items: [{ radio: 'de-radio-12' }] },
];

const alliedTable = [
  { roll: [2, 9], items: [{ unit: { id: 'us-sup-team', owner: 'allied', kind: 'team', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } } }] },
  { roll: [10, 12], items: [{ unit: { id: 'us-sup-squad', owner: 'allied', kind: 'squad', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } }, weapon: mg('us-sup-mg') } }, { radio: 'us-radio-12' }] },
];

/** A table whose roll of 2 has a Radio and a Team, every other roll an empty column (nothing available that year). */
const thinTable = [
  { roll: [2, 2], items: [{ radio: 'us-radio-8' }, { unit: { id: 'us-sup-team', owner: 'allied', kind: 'team', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } } }] },
  { roll: [3, 12], items: [] },
];

const casualty = (id: string, owner: 'axis' | 'allied', kind: 'squad' | 'team' | 'leader') => ({
  id,
  owner,
  kind,
  sides: kind === 'leader' ? { unbroken: { morale: 8, command: 1 }, broken: { morale: 6, command: 0 } } : { unbroken: { morale: 7 }, broken: { morale: 5 } },
});

export const PLACEMENT_SEEDS: EventSeed[] = [
  // ----------------------------------------------------------------------------------------------- E43
  seed(
    'air-support-occupied',
    'E43, 3.2, 3.2.4, 7.1: the Random Hex D4 holds units of both sides: the reader may break them all (his Squad breaks, the broken enemy Team is eliminated: 1 VP to him) or decline; the unit in the adjacent E5 is never affected.',
    eventFrame('axis', draw('Air Support', card('hex-card', { randomHex: 'D4' })), [squad('de-1', 'axis', 'D4'), team('us-br', 'allied', 'D4', { broken: true }), squad('us-2', 'allied', 'E5')], ['D4', 'E5']),
  ),
  seed(
    'air-support-tie',
    'E43: the Random Hex D4 is empty; C4 and E4 are occupied and both adjacent (D6 is 2 hexes away): the reader chooses which of the two to break, or declines.',
    eventFrame('allied', draw('Air Support', card('hex-card', { randomHex: 'D4' })), [squad('de-1', 'axis', 'C4'), team('us-1', 'allied', 'E4'), squad('de-2', 'axis', 'D6')], ['C4', 'D4', 'D6', 'E4']),
  ),
  seed('air-support-no-unit', 'E42, E43: no unit is in play: nothing to break.', eventFrame('axis', draw('Air Support', card('hex-card', { randomHex: 'D4' })), [], ['D4'])),
  seed(
    'air-support-last-card',
    'E43, 1.8, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card: no Random Hex by default (E42); reshuffled first, the hex is D4.',
    eventFrame('axis', [], [squad('de-1', 'axis', 'D4')], ['D4'], { decks: lastCard('Air Support', 'axis') }),
  ),

  // ----------------------------------------------------------------------------------------------- E59
  seed(
    'infiltration',
    'E59, 1.9, E42, 8.2, T79, T98, 7.3.1, O16.4: the roll 3+4 = 7 selects the column 7-9 (its Radio not offered); the Random Hex D4 holds an enemy Squad (a Melee is due), D3 a Blaze, E4 a Water Barrier, E5 six Axis figures (room for the Leader, not the Squad), C4 an Allied Objective, C5 a Water Barrier.',
    eventFrame('axis', draw('Infiltration', card('roll-card', { dice: dice(3, 4), trigger: 'Sniper!' }), card('hex-card', { randomHex: 'D4' })), [squad('us-1', 'allied', 'D4'), squad('de-a', 'axis', 'E5'), team('de-b', 'axis', 'E5')], [], {
      map: { hexes: { D4: open, D3: blaze, E4: waterBarrier, E5: open, D5: open, C4: open, C5: waterBarrier } },
      supportTables: { axis: axisTable },
      objectives: [{ number: 1, hexes: ['C4'], controller: 'allied' }],
      chits: [{ id: 'chit-1', objective: 1, value: 2, open: true }],
    }),
  ),
  seed(
    'infiltration-only-radios',
    'E59, E42, 11.4 and reading cce.event-random-hex-without-subject: the roll 6+6 = 12 selects a column with only a Radio: nothing to select; by default the Random Hex D8 is still determined and Fixes the broken MG, then the placement is impossible; skipped, the Event ends at once.',
    eventFrame('axis', draw('Infiltration', card('roll-card', { dice: dice(6, 6) }), card('hex-card', { randomHex: 'D8' })), [squad('de-1', 'axis', 'D4', { weapon: mg('de-mg', { broken: true }) })], ['D4', 'D8'], {
      supportTables: { axis: axisTable },
      weapons: [{ id: 'de-mg', fix: [7, 8], elim: [12, 12] }],
    }),
  ),
  seed(
    'infiltration-last-card',
    'E59, 1.9, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card: no roll by default (E42); reshuffled first, the roll is 4+4 = 8 and the Random Hex D4.',
    eventFrame('axis', [], [squad('de-1', 'axis', 'E5')], ['D4', 'E5', 'D3', 'E4', 'D5', 'C5', 'C4'], { decks: lastCard('Infiltration', 'axis'), supportTables: { axis: axisTable } }),
  ),
  seed(
    'infiltration-roll-last-card',
    'E59, 1.8, 6.1.2: the roll takes the last card of the draw pile: the Squad is selected but no card is left for the Random Hex (reading cce.event-random-hex-empty-pile): nothing is placed; Time is due.',
    eventFrame('axis', [card('event-card', { event: 'Infiltration' }), card('roll-card', { dice: dice(4, 4), randomHex: 'D4' })], [squad('de-1', 'axis', 'E5')], ['D4', 'E5', 'D3', 'E4', 'D5', 'C5', 'C4'], { supportTables: { axis: axisTable } }),
  ),

  // ----------------------------------------------------------------------------------------------- E63
  seed(
    'malfunction-closest',
    'E63, 11.4: the Random Hex D4: the enemy MG in E5 (adjacent) is the closest unbroken Weapon and breaks; the broken MG in D5, as close, is not eligible (and the 11.4 check leaves it: 4 is in neither range); the Axis MG in C3 is 2 hexes away.',
    eventFrame('axis', draw('Malfunction', card('hex-card', { randomHex: 'D4' })), [squad('us-1', 'allied', 'E5', { weapon: mg('us-mg') }), squad('de-1', 'axis', 'C3', { weapon: mg('de-mg') }), team('de-2', 'axis', 'D5', { weapon: mg('de-mg-broken', { broken: true }) })], ['C3', 'D4', 'D5', 'E5'], {
      weapons: [{ id: 'de-mg-broken', fix: [1, 2], elim: [9, 10] }],
    }),
  ),
  seed(
    'malfunction-tie',
    'E63: the Random Hex D4: an Axis MG in C4 and an Allied MG in E4, both adjacent: the reader chooses which breaks, of either side.',
    eventFrame('allied', draw('Malfunction', card('hex-card', { randomHex: 'D4' })), [squad('de-1', 'axis', 'C4', { weapon: mg('de-mg') }), squad('us-1', 'allied', 'E4', { weapon: mg('us-mg') })], ['C4', 'D4', 'E4']),
  ),
  seed(
    'malfunction-no-weapon',
    'E42, E63: the only Weapon in play is already broken: no unbroken Weapon to break.',
    eventFrame('axis', draw('Malfunction', card('hex-card', { randomHex: 'D4' })), [squad('de-1', 'axis', 'D4', { weapon: mg('de-mg', { broken: true }) })], ['D4'], { weapons: [{ id: 'de-mg', fix: [1, 2], elim: [11, 12] }] }),
  ),
  seed(
    'malfunction-last-card',
    'E63, 1.8, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card: no Random Hex by default (E42); reshuffled first, the hex is D4 and the MG there breaks.',
    eventFrame('axis', [], [squad('de-1', 'axis', 'D4', { weapon: mg('de-mg') })], ['D4'], { decks: lastCard('Malfunction', 'axis') }),
  ),

  // ----------------------------------------------------------------------------------------------- E68
  seed(
    'reinforcements',
    'E68, 1.9, 8.1.2, 12, 8.2, T79, O16.4: the roll 5+5 = 10 selects a Squad with its MG or a Radio; the Radio goes to the empty Artillery Box; the Squad enters along the friendly edge: not A1 (Blaze) nor A2 (six Allied figures), A3 (an enemy Squad: a Melee is due) or A4.',
    eventFrame('allied', draw('Reinforcements', card('roll-card', { dice: dice(5, 5) })), [squad('us-1', 'allied', 'A2'), team('us-2', 'allied', 'A2'), squad('de-1', 'axis', 'A3')], [], {
      map: { hexes: { A1: blaze, A2: open, A3: open, A4: open } },
      edges: { allied: ['A1', 'A2', 'A3', 'A4'], axis: [] },
      artilleryBoxes: { axis: null, allied: null },
      supportTables: { allied: alliedTable },
    }),
  ),
  seed(
    'reinforcements-box-full',
    'E42, E68, 8.1.2, 12: the roll 1+1 = 2: a Radio, but the Artillery Box already holds one; a Team, but the only edge hex holds a Blaze: either choice is impossible.',
    eventFrame('allied', draw('Reinforcements', card('roll-card', { dice: dice(1, 1) })), [squad('us-1', 'allied', 'B2')], [], {
      map: { hexes: { A1: blaze, B2: open } },
      edges: { allied: ['A1'], axis: [] },
      artilleryBoxes: { axis: null, allied: 'us-radio-old' },
      supportTables: { allied: thinTable },
    }),
  ),
  seed(
    'reinforcements-radio-box-full',
    'E68, E42, 12 and reading cce.reinforcements-radio-full-box: the roll 1+1 = 2: a Radio or a Team, and the Artillery Box already holds a Radio: the Radio may be selected (its placement then impossible, E42) or the Team placed at A1; under "not-selectable" only the Team is offered.',
    eventFrame('allied', draw('Reinforcements', card('roll-card', { dice: dice(1, 1) })), [squad('us-1', 'allied', 'B2')], ['A1', 'B2'], {
      edges: { allied: ['A1'], axis: [] },
      artilleryBoxes: { axis: null, allied: 'us-radio-old' },
      supportTables: { allied: thinTable },
    }),
  ),
  seed(
    'reinforcements-empty-column',
    'E42, E68: the roll 2+3 = 5 selects a column with nothing available in the scenario\'s year: nothing to select.',
    eventFrame('allied', draw('Reinforcements', card('roll-card', { dice: dice(2, 3) })), [squad('us-1', 'allied', 'B2')], ['A1', 'B2'], { edges: { allied: ['A1'], axis: [] }, supportTables: { allied: thinTable } }),
  ),
  seed(
    'reinforcements-last-card',
    'E68, 1.9, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card: no roll by default (E42); reshuffled first, the roll is 4+4 = 8 and the Team enters at A1.',
    eventFrame('allied', [], [squad('us-1', 'allied', 'B2')], ['A1', 'B2'], { decks: lastCard('Reinforcements', 'allied'), edges: { allied: ['A1'], axis: [] }, supportTables: { allied: alliedTable } }),
  ),

  // ----------------------------------------------------------------------------------------------- E76
  seed(
    'walking-wounded',
    'E76, 3.2, 4.2, 8.2, T79, T98, O16.4 and reading cce.walking-wounded-casualty-space: three units on the Casualty Track, of both sides; the Random Hex E5 holds an Axis Squad, E4 a Blaze, F4 a Water Barrier, F5 six Allied figures, D4 a Water Barrier: each unit is placed broken where it may stack, a Melee due beside the enemy; no VP change.',
    eventFrame('allied', draw('Walking Wounded', card('hex-card', { randomHex: 'E5' })), [squad('de-1', 'axis', 'E5'), squad('us-1', 'allied', 'F5'), team('us-2', 'allied', 'F5')], [], {
      map: { hexes: { E5: open, E4: blaze, F4: waterBarrier, F5: open, E6: open, D5: open, D4: waterBarrier } },
      vp: 3,
      casualtyUnits: [casualty('de-cas', 'axis', 'squad'), casualty('us-cas', 'allied', 'team'), casualty('us-cas-ldr', 'allied', 'leader')],
      casualtyTrack: { axis: { occupied: 1, surrender: 6 }, allied: { occupied: 3, surrender: 7 } },
    }),
  ),
  seed(
    'walking-wounded-empty-track',
    'E42, E76, 11.4 and reading cce.event-random-hex-without-subject: no unit on the Casualty Track: by default the Random Hex D8 is still determined (the broken MG is Fixed); skipped, the Event ends at once.',
    eventFrame('allied', draw('Walking Wounded', card('hex-card', { randomHex: 'D8' })), [squad('us-1', 'allied', 'D4', { weapon: mg('us-mg', { broken: true }) })], ['D4', 'D8'], {
      casualtyUnits: [],
      weapons: [{ id: 'us-mg', fix: [7, 8], elim: [12, 12] }],
    }),
  ),
  seed(
    'walking-wounded-nowhere',
    'E42, E76: the Random Hex G8 holds a Blaze and each of its neighbours a Blaze or a Water Barrier: the unit cannot be placed and stays on the Casualty Track.',
    eventFrame('axis', draw('Walking Wounded', card('hex-card', { randomHex: 'G8' })), [squad('de-1', 'axis', 'B2')], [], {
      map: { hexes: { B2: open, G8: blaze, G7: blaze, H7: waterBarrier, H8: blaze, G9: waterBarrier, F8: blaze, F7: waterBarrier } },
      casualtyUnits: [casualty('de-cas', 'axis', 'team')],
      casualtyTrack: { axis: { occupied: 1, surrender: 6 }, allied: { occupied: 0, surrender: 6 } },
    }),
  ),
  seed(
    'walking-wounded-last-card',
    'E76, 1.8, 6.1.2 and reading cce.event-random-hex-empty-pile: the Event card is the last card: the unit is selected but there is no Random Hex by default (E42); reshuffled first, the hex is D4.',
    eventFrame('axis', [], [squad('de-1', 'axis', 'E5')], ['D4', 'E5', 'D3', 'E4', 'D5', 'C5', 'C4'], { decks: lastCard('Walking Wounded', 'axis'), casualtyUnits: [casualty('de-cas', 'axis', 'team')] }),
  ),
];
