/**
 * O28 Infiltrate, with the Infiltration Boxes (11.3) and Sighting-marker removal (9.2 b, 9.3) —
 * Combat Commander: Pacific (new in CC:P: digest 004 §1.1 items 21 and 30, §3.8).
 *
 * Covers: the order's letter (A, B or C as printed; of a card showing all three, the player selects one);
 * which sequence it performs: Hide if the matching Infiltration Box is empty (O28.1), Reveal if it holds
 * a unit and at least one Sighting marker is on the map (O28.2), otherwise the order cannot be played
 * (for a three-letter card: no letter qualifies); no unit is activated. Hide: a roll on the Japanese
 * Support Table, the player selects one unit of the rolled column available for the scenario's year and
 * in the countermix, pays its VP cost, and places it (with its weapon) in the box; none available, the
 * order ends. Reveal: the player selects a hex holding a Sighting marker, every unit in the box is placed
 * there (each with its weapon), and one Sighting marker is removed from that hex, out of play (9.3).
 *
 * The Japanese Support Table is printed on the player aid card, not in the rulebook: the situation gives
 * its columns (the roll each covers and the items listed, with VP cost, years and countermix
 * availability). The Support roll is taken as its dice; its triggers and the Initiative re-roll (1.9,
 * 10.1) are left out: a ROLL carries no trigger here (the Turn resolves triggers, 1.9.1).
 *
 * Settled by the text, not readings: a Reveal into a hex holding Allied units (digest 004 §5.2 item 25)
 * — O28.2 a) asks only for "a hex containing a Sighting marker", and 19.1 makes such a hex a melee hex;
 * this procedure does not hold the other units on the map, so the melee is the Melee procedure's. The box
 * holds units, each with its weapon (a weapon "must be given to a unit coming from the same box").
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { rollSum, type Roll } from '../core/dice';
import type { Unit } from '../cce/units';
import type { SightingMarker } from './sighting';
import type { CcpRuleId } from './rule-ids';

export const INFILTRATION_BOXES = ['A', 'B', 'C'] as const;
export type InfiltrationBox = (typeof INFILTRATION_BOXES)[number];

/** One item of a Support Table column: a unit (with its weapon, if any) and what it costs. */
export interface SupportItem {
  unit: Unit;
  /** O28.1 b): its VP cost. */
  vp: number;
  /** O28.1 b): the first and last years it is available. */
  years: [number, number];
  /** O28.1 b): a counter of it is left in the countermix. */
  inCountermix: boolean;
}

/** One column of the Japanese Support Table: the Support roll totals that select it, and its items. */
export interface SupportColumn {
  roll: [number, number];
  items: SupportItem[];
}

export interface InfiltrateSituation {
  /** O28: the letters printed on the order: one, or all three. */
  letters: InfiltrationBox[];
  /** 11.3: the units in the three Infiltration Boxes. */
  boxes: Record<InfiltrationBox, Unit[]>;
  /** 9: the Sighting markers on the map. */
  sightingMarkers: SightingMarker[];
  /** O28.1 b): the scenario's year. */
  year: number;
  /** O28.1 a): the Japanese Support Table (player aid card). */
  supportTable: SupportColumn[];
}

export type InfiltrateInput = MachineInput<InfiltrateSituation>;

export type InfiltrateEvent =
  | { type: 'SELECT_LETTER'; letter: InfiltrationBox }
  | ({ type: 'ROLL' } & Roll)
  | { type: 'SELECT_ITEM'; unit: string }
  | { type: 'SELECT_HEX'; hex: string };

export interface InfiltrateContext {
  ruleset: string;
  readings: Readings;
  situation: InfiltrateSituation;
  letter: InfiltrationBox | null;
  roll: number | null;
  item: string | null;
  vpPaid: number;
  boxes: Record<InfiltrationBox, Unit[]>;
  sightingMarkers: SightingMarker[];
  placed: { unit: string; hex: string }[];
  removedMarker: string | null;
  result: InfiltrateOutput['result'];
}

export interface InfiltrateOutput {
  result: 'hidden' | 'no-item' | 'revealed' | 'refused';
  letter: InfiltrationBox | null;
  roll: number | null;
  item: string | null;
  vpPaid: number;
  boxes: Record<InfiltrationBox, string[]>;
  placed: { unit: string; hex: string }[];
  removedMarker: string | null;
  sightingMarkers: SightingMarker[];
}

/** O28.1: the box is empty, so the letter means Hide. */
const mayHide = (c: InfiltrateContext, l: InfiltrationBox): boolean => c.boxes[l].length === 0;
/** O28.2: the box holds a unit and a Sighting marker is on the map, so the letter means Reveal. */
const mayReveal = (c: InfiltrateContext, l: InfiltrationBox): boolean => c.boxes[l].length > 0 && c.sightingMarkers.length > 0;
/** O28: the letters of the order the player may select (one of them when all three are printed). */
export const playableLetters = (c: InfiltrateContext): InfiltrationBox[] => c.situation.letters.filter((l) => mayHide(c, l) || mayReveal(c, l));

/** O28.1 a): the column the Support roll selects. */
const columnOf = (c: InfiltrateContext): SupportColumn | undefined => c.situation.supportTable.find((col) => c.roll !== null && col.roll[0] <= c.roll && c.roll <= col.roll[1]);
/** O28.1 b): the items of the rolled column available for the scenario's year and in the countermix. */
export const availableItems = (c: InfiltrateContext): SupportItem[] =>
  (columnOf(c)?.items ?? []).filter((i) => i.inCountermix && i.years[0] <= c.situation.year && c.situation.year <= i.years[1]);
/** O28.2 a): the hexes holding a Sighting marker. */
export const sightingHexes = (c: InfiltrateContext): string[] => [...new Set(c.sightingMarkers.map((m) => m.hex))].sort();

export function projectInfiltrate(c: InfiltrateContext): InfiltrateOutput {
  return {
    result: c.result,
    letter: c.letter,
    roll: c.roll,
    item: c.item,
    vpPaid: c.vpPaid,
    boxes: { A: c.boxes.A.map((u) => u.id), B: c.boxes.B.map((u) => u.id), C: c.boxes.C.map((u) => u.id) },
    placed: c.placed,
    removedMarker: c.removedMarker,
    sightingMarkers: c.sightingMarkers,
  };
}

type Meta = { rules: CcpRuleId[] };

export const infiltrateMachine = setup({
  types: {
    input: {} as InfiltrateInput,
    context: {} as InfiltrateContext,
    events: {} as InfiltrateEvent,
    output: {} as InfiltrateOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    noLetterPlayable: ({ context: c }) => playableLetters(c).length === 0,
    oneLetterPrinted: ({ context: c }) => c.situation.letters.length === 1,
    letterPlayable: ({ context: c, event }) => event.type === 'SELECT_LETTER' && playableLetters(c).includes(event.letter),
    boxEmpty: ({ context: c }) => c.letter !== null && mayHide(c, c.letter),
    noItemAvailable: ({ context: c }) => availableItems(c).length === 0,
    itemAvailable: ({ context: c, event }) => event.type === 'SELECT_ITEM' && availableItems(c).some((i) => i.unit.id === event.unit),
    hexHoldsSightingMarker: ({ context: c, event }) => event.type === 'SELECT_HEX' && sightingHexes(c).includes(event.hex),
  },
  actions: {
    notePrintedLetter: assign(({ context: c }) => ({ letter: c.situation.letters[0] })),
    noteSelectedLetter: assign(({ event }) => (event.type === 'SELECT_LETTER' ? { letter: event.letter } : {})),
    noteRoll: assign(({ event }) => (event.type === 'ROLL' ? { roll: rollSum(event) } : {})),
    hideUnit: assign(({ context: c, event }) => {
      if (event.type !== 'SELECT_ITEM' || c.letter === null) return {};
      const item = availableItems(c).find((i) => i.unit.id === event.unit)!;
      return { item: item.unit.id, vpPaid: item.vp, boxes: { ...c.boxes, [c.letter]: [item.unit] } };
    }),
    revealUnits: assign(({ context: c, event }) => {
      if (event.type !== 'SELECT_HEX' || c.letter === null) return {};
      const removed = c.sightingMarkers.filter((m) => m.hex === event.hex).map((m) => m.id).sort()[0];
      return {
        placed: c.boxes[c.letter].map((u) => ({ unit: u.id, hex: event.hex })),
        boxes: { ...c.boxes, [c.letter]: [] },
        removedMarker: removed,
        sightingMarkers: c.sightingMarkers.filter((m) => m.id !== removed),
      };
    }),
  },
}).createMachine({
  id: 'infiltrate',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: input.readings,
    situation: input.situation,
    letter: null,
    roll: null,
    item: null,
    vpPaid: 0,
    boxes: input.situation.boxes,
    sightingMarkers: input.situation.sightingMarkers,
    placed: [],
    removedMarker: null,
    result: 'refused',
  }),
  initial: 'announcing',
  output: ({ context }) => projectInfiltrate(context),
  states: {
    // O28: the letter printed, or one of the three selected; neither Hide nor Reveal possible: the order cannot be played.
    announcing: {
      always: [
        { guard: 'noLetterPlayable', target: 'refused', meta: { rules: ['O28'] } },
        { guard: 'oneLetterPrinted', target: 'choosingSequence', actions: 'notePrintedLetter', meta: { rules: ['O28'] } },
      ],
      on: { SELECT_LETTER: { guard: 'letterPlayable', target: 'choosingSequence', actions: 'noteSelectedLetter', meta: { rules: ['O28'] } } },
    },
    // O28, 11.3: the matching Infiltration Box empty: Hide; holding a unit (a Sighting marker on the map): Reveal.
    choosingSequence: {
      always: [
        { guard: 'boxEmpty', target: 'rollingSupport', meta: { rules: ['O28', 'O28.1'] } },
        { target: 'selectingHex', meta: { rules: ['O28', 'O28.2'] } },
      ],
    },
    // O28.1 a): a roll on the Japanese Support Table.
    rollingSupport: {
      on: { ROLL: { target: 'selectingItem', actions: 'noteRoll', meta: { rules: ['O28.1'] } } },
    },
    // O28.1 b), c): one available unit of the column, its VP paid, into the box; none: the order ends.
    selectingItem: {
      always: [{ guard: 'noItemAvailable', target: 'noItem', meta: { rules: ['O28.1'] } }],
      on: { SELECT_ITEM: { guard: 'itemAvailable', target: 'hidden', actions: 'hideUnit', meta: { rules: ['O28.1'] } } },
    },
    // O28.2 a)-c), 9.2 b), 9.3: a Sighting marker's hex; the box emptied into it; one marker there (the first by id: the
    // markers are alike) removed to the countermix, out of play.
    selectingHex: {
      on: { SELECT_HEX: { guard: 'hexHoldsSightingMarker', target: 'revealed', actions: 'revealUnits', meta: { rules: ['O28.2', '9.2', '9.3'] } } },
    },
    hidden: { type: 'final', entry: assign({ result: 'hidden' as const }) },
    noItem: { type: 'final', entry: assign({ result: 'no-item' as const }) },
    revealed: { type: 'final', entry: assign({ result: 'revealed' as const }) },
    refused: { type: 'final' },
  },
});
