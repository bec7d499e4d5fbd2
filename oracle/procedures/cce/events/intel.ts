/**
 * Seeds of E45 Battlefield Integrity, E49 Command & Control, E54 Élan, E57 Fog of War, E61 Interrogation,
 * E65 Mission Objective, E67 Reconnaissance, E74 Strategic Objective. A chit pool lists the undrawn chits
 * in the order they would be drawn (E65, E74 "at random"); E57's random picks are the walked events.
 */
import type { Player } from '../../../../machines/cce/units';
import { card, deckOf, eventDraw, eventFrame, type EventSeed, seed, squad } from './kit';

const units = [squad('de-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')];
const HEXES = ['C3', 'C4', 'D4', 'E5', 'F6'];

/** Decks: the reader's draw pile starts with the Event card; each player holds the cards named. */
const handsDecks = (reader: Player, event: string, readerHand: string[], otherHand: string[]) => {
  const other: Player = reader === 'axis' ? 'allied' : 'axis';
  return {
    decks: {
      [reader]: deckOf(readerHand.map((id) => card(id)), eventDraw(event)),
      [other]: deckOf(otherHand.map((id) => card(id)), [card(`${other}-top`)]),
    },
  };
};

/** Objective 1 (C3) Axis, 2 (the building C4-D4) Allied, 3 (E5) Axis, 4 (F6) uncontrolled. */
const objectives = [
  { number: 1, hexes: ['C3'], controller: 'axis' },
  { number: 2, hexes: ['C4', 'D4'], controller: 'allied' },
  { number: 3, hexes: ['E5'], controller: 'axis' },
  { number: 4, hexes: ['F6'], controller: null },
];

const tracks = { axis: { occupied: 2, surrender: 8 }, allied: { occupied: 3, surrender: 9 } };

export const INTEL_SEEDS: EventSeed[] = [
  seed(
    'battlefield-integrity',
    'E45, 4.2: the Axis reader gains one VP per Allied unit on the Casualty Track (3), not for his own (2): VP 1 → 4.',
    eventFrame('axis', eventDraw('Battlefield Integrity'), units, HEXES, { vp: 1, casualtyTrack: tracks }),
  ),
  seed(
    'command-control',
    'E49, 2.3, 7.3.1.1: the Allied reader controls two Objectives (one a two-hex building, counted once) of four; the Axis two, one is uncontrolled: Allied +2, VP 0 → -2.',
    eventFrame('allied', eventDraw('Command & Control'), units, HEXES, { objectives: [{ ...objectives[0], controller: 'allied' }, ...objectives.slice(1)] }),
  ),
  seed(
    'elan',
    'E54, 4.2: the Allied reader moves his Surrender marker from space 9 to 10; the Axis marker stays on 8.',
    eventFrame('allied', eventDraw('Élan'), units, HEXES, { casualtyTrack: tracks }),
  ),
  seed(
    'fog-of-war',
    'E57, 1.5: the Axis reader picks one of the three Allied cards at random (each is an event), then the Allied player one of the two Axis cards; each goes to its owner\'s discard pile as an involuntary discard.',
    eventFrame('axis', eventDraw('Fog of War'), units, HEXES, handsDecks('axis', 'Fog of War', ['ax-h1', 'ax-h2'], ['al-h1', 'al-h2', 'al-h3'])),
  ),
  seed(
    'fog-of-war-opposing-hand-empty',
    'E42, E57: the Axis hand is empty, so the Allied reader has nothing to pick; the Axis player still picks one of the Allied cards.',
    eventFrame('allied', eventDraw('Fog of War'), units, HEXES, handsDecks('allied', 'Fog of War', ['al-h1', 'al-h2'], [])),
  ),
  seed(
    'fog-of-war-reader-hand-empty',
    'E42, E57: the Axis reader\'s own hand is empty: he picks an Allied card, and the Allied player\'s pick is impossible.',
    eventFrame('axis', eventDraw('Fog of War'), units, HEXES, handsDecks('axis', 'Fog of War', [], ['al-h1'])),
  ),
  seed(
    'interrogation',
    'E61, 1.0, 1.2: the Allied player shows his two cards; the Axis reader may choose one for the Allied discard pile, or none.',
    eventFrame('axis', eventDraw('Interrogation'), units, HEXES, handsDecks('axis', 'Interrogation', ['ax-h1'], ['al-h1', 'al-h2'])),
  ),
  seed(
    'interrogation-empty-hand',
    'E42, E61: the Axis player\'s hand is empty: nothing to choose.',
    eventFrame('allied', eventDraw('Interrogation'), units, HEXES, handsDecks('allied', 'Interrogation', ['al-h1'], [])),
  ),
  seed(
    'mission-objective-secret',
    'E65, 7.3.3: the Axis reader draws the top chit of the pool (Objective 3 +3, with a secret side) and keeps it secret: his own Objective 3 scores nothing now; the next chit stays in the pool.',
    eventFrame('axis', eventDraw('Mission Objective'), units, HEXES, {
      objectives,
      chitPool: [
        { id: 'chit-k', objective: 3, value: 3, secretSide: true },
        { id: 'chit-b', objective: 1, value: 2, secretSide: true },
      ],
    }),
  ),
  seed(
    'mission-objective-no-secret-side',
    'E65, 7.3.3: the chit drawn ("all Objectives +1") has no secret side: it is revealed as open and scores at once for each controlled Objective: Allied +1 (Objective 2), Axis +2 (1 and 3): VP 0 → 1.',
    eventFrame('allied', eventDraw('Mission Objective'), units, HEXES, { objectives, chitPool: [{ id: 'chit-all', objective: 'all', value: 1, secretSide: false }] }),
  ),
  seed(
    'mission-objective-empty-pool',
    'E42, E65: every Objective chit has been drawn: nothing to draw.',
    eventFrame('axis', eventDraw('Mission Objective'), units, HEXES, { objectives, chitPool: [] }),
  ),
  seed(
    'reconnaissance',
    'E67, 7.3.3: the Allied player (opposing the Axis reader) reveals one of his two secret chits (not the Axis secret one, not the open one); "Objective 2 +2" scores 2 for the Allied controller (VP 5 → 3); "all +1" scores 2 for the Axis (1, 3) and 1 for the Allied (2) (VP 5 → 6).',
    eventFrame('axis', eventDraw('Reconnaissance'), units, HEXES, {
      vp: 5,
      objectives,
      chits: [
        { id: 'open-1', objective: 1, value: 1, open: true },
        { id: 'ax-secret', objective: 3, value: 2, open: false, owner: 'axis' },
        { id: 'al-secret-2', objective: 2, value: 2, open: false, owner: 'allied' },
        { id: 'al-secret-all', objective: 'all', value: 1, open: false, owner: 'allied' },
      ],
    }),
  ),
  seed(
    'reconnaissance-none',
    'E42, E67: the Axis player (opposing the Allied reader) has no secret chit left; the Allied one is not his to reveal.',
    eventFrame('allied', eventDraw('Reconnaissance'), units, HEXES, {
      objectives,
      chits: [
        { id: 'open-1', objective: 1, value: 1, open: true },
        { id: 'al-secret', objective: 2, value: 2, open: false, owner: 'allied' },
      ],
    }),
  ),
  seed(
    'strategic-objective',
    'E74, 7.3.3: the chit drawn (Objective 3 +1, though it has a secret side) is placed open; Objective 3\'s Axis controller gains 1, not the Allied reader: VP 0 → 1.',
    eventFrame('allied', eventDraw('Strategic Objective'), units, HEXES, { objectives, chitPool: [{ id: 'chit-c', objective: 3, value: 1, secretSide: true }] }),
  ),
  seed(
    'strategic-objective-special',
    'E74, 7.3.2: the chit drawn is the specialized "(open) Objective Elim. points are doubled": it comes into play and no Objective scores.',
    eventFrame('axis', eventDraw('Strategic Objective'), units, HEXES, { objectives, chitPool: [{ id: 'chit-elim', special: 'elimDoubled' }] }),
  ),
  seed(
    'strategic-objective-empty-pool',
    'E42, E74: every Objective chit has been drawn: nothing to draw.',
    eventFrame('axis', eventDraw('Strategic Objective'), units, HEXES, { objectives, chitPool: [] }),
  ),
];
