/**
 * Infiltrate (O28) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * A unit in an Infiltration Box or on the Support Table is written as on the map without `owner` (it is
 * Japanese) and `hex` (it has none): `{ id, kind, sides, weapon? }`. The Support Table is CC:E's column shape
 * (machines/cce/frame.ts: `roll` [from, to], `items`) with what O28.1 b) asks of an item beyond it: its VP
 * cost, its years and whether one is left in the countermix (CC:E's Reinforcements are free and its columns
 * come filtered by year, so its parser does not serve).
 *
 * Domain: in announcing (a card showing all three letters), SELECT_LETTER for each letter that may be
 * played; in rollingSupport, one ROLL per Support Table column (the smallest total it covers) and one per
 * run of totals no column covers (O28.1 a: the column is all the roll decides); in selectingItem,
 * SELECT_ITEM for each available unit; in selectingHex, SELECT_HEX for each hex holding a Sighting marker.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { invalid, OracleError } from '../../../machines/core/errors';
import { pairForSum, validateRoll } from '../../../machines/core/dice';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { parseUnit, type Unit } from '../../../machines/cce/units';
import {
  availableItems,
  INFILTRATION_BOXES,
  type InfiltrateContext,
  infiltrateMachine,
  type InfiltrateSituation,
  type InfiltrationBox,
  playableLetters,
  projectInfiltrate,
  sightingHexes,
  type SupportColumn,
} from '../../../machines/ccp/infiltrate';
import { inCcp } from '../../../machines/ccp/rule-map';
import { leader, squad, team, unknownEvent } from '../cce/common';
import { parseSightingMarkers } from './sighting';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

export const INFILTRATE_EVENTS = ['SELECT_LETTER', 'ROLL', 'SELECT_ITEM', 'SELECT_HEX'] as const;

/** A Japanese unit off the map (box or Support Table): the map form without owner and hex. */
function parseOffMapUnit(raw: unknown, path: string): Unit {
  const o = obj(raw, path, ['id', 'kind', 'veteran', 'sides', 'hero', 'weapon'], ['id', 'kind', 'sides']);
  return inCcp(() => parseUnit({ ...o, owner: 'axis', hex: 'A1' }, path));
}

function parseSupportTable(raw: unknown, path: string): SupportColumn[] {
  const cols = arr(raw, path, 1).map((c, i) => {
    const p = `${path}[${i}]`;
    const o = obj(c, p, ['roll', 'items'], ['roll', 'items']);
    const r = arr(o.roll, `${p}.roll`, 2);
    if (r.length !== 2) invalid(`${p}.roll`, 'two roll totals [from, to]', o.roll, 'O28.1');
    const roll: [number, number] = [int(r[0], `${p}.roll[0]`, 2, 12, 'O28.1'), int(r[1], `${p}.roll[1]`, 2, 12, 'O28.1')];
    if (roll[0] > roll[1]) invalid(`${p}.roll`, 'from <= to', o.roll, 'O28.1');
    const items = arr(o.items, `${p}.items`).map((it, j) => {
      const q = `${p}.items[${j}]`;
      const io = obj(it, q, ['unit', 'vp', 'years', 'inCountermix'], ['unit', 'vp', 'years', 'inCountermix']);
      const y = arr(io.years, `${q}.years`, 2);
      if (y.length !== 2) invalid(`${q}.years`, 'two years [first, last]', io.years, 'O28.1');
      return {
        unit: parseOffMapUnit(io.unit, `${q}.unit`),
        vp: int(io.vp, `${q}.vp`, 0, 20, 'O28.1'),
        years: [int(y[0], `${q}.years[0]`, 1937, 1945, 'O28.1'), int(y[1], `${q}.years[1]`, 1937, 1945, 'O28.1')] as [number, number],
        inCountermix: io.inCountermix === true ? true : io.inCountermix === false ? false : invalid(`${q}.inCountermix`, 'a boolean', io.inCountermix, 'O28.1'),
      };
    });
    uniqueIds(items.map((x) => x.unit), `${p}.items`);
    return { roll, items };
  });
  cols.forEach((c, i) => cols.slice(0, i).forEach((d, j) => {
    if (c.roll[0] <= d.roll[1] && d.roll[0] <= c.roll[1]) invalid(`${path}[${i}].roll`, `totals no other column covers (column ${j} covers ${d.roll.join('-')})`, c.roll, 'O28.1');
  }));
  return cols;
}

export function parseInfiltrateSituation(raw: unknown, path: string): InfiltrateSituation {
  const o = obj(raw, path, ['letters', 'boxes', 'sightingMarkers', 'year', 'supportTable'], ['letters', 'boxes', 'sightingMarkers', 'year', 'supportTable']);
  const letters = arr(o.letters, `${path}.letters`, 1).map((l, i) => oneOf(l, `${path}.letters[${i}]`, INFILTRATION_BOXES, 'O28'));
  if (letters.length !== 1 && [...new Set(letters)].sort().join('') !== 'ABC') invalid(`${path}.letters`, 'one letter, or all three (A, B, C)', o.letters, 'O28');
  const b = obj(o.boxes, `${path}.boxes`, INFILTRATION_BOXES, INFILTRATION_BOXES);
  const boxes = Object.fromEntries(INFILTRATION_BOXES.map((l) => [l, arr(b[l], `${path}.boxes.${l}`).map((u, i) => parseOffMapUnit(u, `${path}.boxes.${l}[${i}]`))])) as Record<InfiltrationBox, Unit[]>;
  uniqueIds(INFILTRATION_BOXES.flatMap((l) => boxes[l]), `${path}.boxes`);
  return {
    letters: letters.length === 1 ? letters : [...INFILTRATION_BOXES],
    boxes,
    sightingMarkers: parseSightingMarkers(o.sightingMarkers, `${path}.sightingMarkers`),
    year: int(o.year, `${path}.year`, 1937, 1945, 'O28.1'),
    supportTable: parseSupportTable(o.supportTable, `${path}.supportTable`),
  };
}

function illegal(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
}

function parseInfiltrateEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as InfiltrateContext;
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'SELECT_LETTER': {
      const o = obj(raw, path, ['type', 'letter'], ['type', 'letter']);
      const letter = oneOf(o.letter, `${path}.letter`, INFILTRATION_BOXES, 'O28');
      if (snapshot.matches('announcing') && !playableLetters(c).includes(letter)) illegal(`${path}.letter`, `a letter of the order whose box allows Hide or Reveal (${playableLetters(c).join(', ') || 'none'})`, letter, 'O28');
      return { type, letter } as EventObject;
    }
    case 'ROLL': {
      // O28.1 a): the Support roll's dice; a trigger on it is the Turn's (1.9.1), not stateable here.
      const o = obj(raw, path, ['type', 'white', 'colored'], ['type', 'white', 'colored']);
      return { type, ...validateRoll({ white: o.white, colored: o.colored }, path) } as EventObject;
    }
    case 'SELECT_ITEM': {
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      const unit = str(o.unit, `${path}.unit`);
      const ok = availableItems(c).map((i) => i.unit.id);
      if (snapshot.matches('selectingItem') && !ok.includes(unit)) illegal(`${path}.unit`, `a unit of the rolled column available for ${c.situation.year} and in the countermix (${ok.join(', ') || 'none'})`, unit, 'O28.1');
      return { type, unit } as EventObject;
    }
    case 'SELECT_HEX': {
      const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
      const hex = str(o.hex, `${path}.hex`);
      if (snapshot.matches('selectingHex') && !sightingHexes(c).includes(hex)) illegal(`${path}.hex`, `a hex containing a Sighting marker (${sightingHexes(c).join(', ')})`, hex, 'O28.2');
      return { type, hex } as EventObject;
    }
    default:
      return unknownEvent(raw, path, snapshot, INFILTRATE_EVENTS);
  }
}

/** O28.1 a): one total per column, and one per run of totals no column covers. */
function supportRolls(table: SupportColumn[]): number[] {
  const col = (t: number) => table.findIndex((c) => c.roll[0] <= t && t <= c.roll[1]);
  const out: number[] = [];
  for (let t = 2; t <= 12; t++) if (t === 2 || col(t) !== col(t - 1)) out.push(t);
  return out;
}

function infiltrateDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as InfiltrateContext;
  if (snapshot.matches('announcing')) return playableLetters(c).map((letter) => ({ type: 'SELECT_LETTER', letter }) as EventObject);
  if (snapshot.matches('rollingSupport')) return supportRolls(c.situation.supportTable).map((t) => ({ type: 'ROLL', ...pairForSum(t) }) as EventObject);
  if (snapshot.matches('selectingItem')) return availableItems(c).map((i) => ({ type: 'SELECT_ITEM', unit: i.unit.id }) as EventObject);
  if (snapshot.matches('selectingHex')) return sightingHexes(c).map((hex) => ({ type: 'SELECT_HEX', hex }) as EventObject);
  return [];
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/infiltrate.json, read and validated on first use:
 * oracle/procedures/cce/seeds.ts). Their Support Table is an invented excerpt of two columns (the real one
 * is on the Japanese player aid card): totals 2-6 list a Line Squad (2 VP, 1941-45, in the countermix), a
 * Leader (3 VP, none left in the countermix) and a late Squad (2 VP, 1944-45); totals 7-12 a Team none of
 * which is left. Off-map units are written in full (no owner or hex: the Support Table's and boxes' form). Then the
 * situations generated pairwise (below), whose vectors are kept only where new.
 */
export const INFILTRATE_SEEDS = onFirstUse((): Seed<InfiltrateSituation>[] => [...loadSeeds('infiltrate', null, parseInfiltrateSituation, { ruleset: 'ccp' }), ...pairwiseInfiltrateSeeds()]);

/**
 * Generated (issue 16.5): the facts O28 reads, in two families so that the Support Table's facts meet where the table
 * is read. The sequence (`CCP_PAIRWISE_INFILTRATE_FACTORS`): the card's letters (O28: "the letter identifier of that
 * particular order – A, B or C – as shown on the card itself. If the order shows all three letters, only one is
 * selected"); each Infiltration Box empty, holding a unit, or holding two units and a weapon (O28: empty, a "Hide"
 * sequence; "contains a unit or marker and there is at least one Sighting marker on the map", a "Reveal" sequence;
 * O28.2 b): "Remove all pieces from the corresponding Infiltration Box ... Any weapons in the Infiltration Box must be
 * given to a unit coming from the same box"); the Sighting markers on the map, none, one, two in one hex or two in two
 * hexes (O28; O28.2 a): "Select a hex containing a Sighting marker", c): "Remove one Sighting marker from that hex";
 * 9.3) — with the Support Table of `SEQUENCE_TABLE`. The Hide (`CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS`), every box
 * empty and one Sighting marker on the map: the letters again; the Support Table's columns, one over 2-12, two, or two
 * leaving the total 7 to none (O28.1 a): "Make a roll on the Japanese Support Table"; b): "From the column matching
 * the roll ... If an item cannot be chosen, the order ends"); of the first item of every column, the scenario's year
 * (1943) inside its years, its first or its last year, before or after them (O28.1 b): "available for that
 * scenario's year"), a counter of it left in the countermix or none ("available in the countermix"), its VP cost
 * ("He pays that unit's VP cost") and its weapon (O28.1 c): "along with its weapon, if any"); the column's other item:
 * none, an available Team, or a Team none of which is left (the choice O28.1 b) gives). In each family every two facts
 * meet in some situation (oracle/gen/pairwise.ts). The units are built as the map's (oracle/procedures/cce/common.ts)
 * and written in the off-map form; the Sighting markers stand in C5 and E7.
 */
export const CCP_PAIRWISE_INFILTRATE_FACTORS = {
  letters: ['A', 'B', 'C', 'ABC'],
  boxA: ['empty', 'a unit', 'two units and a weapon'],
  boxB: ['empty', 'a unit', 'two units and a weapon'],
  boxC: ['empty', 'a unit', 'two units and a weapon'],
  sighting: ['none', 'one', 'two in one hex', 'two hexes'],
};
export const CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS = {
  letters: ['A', 'B', 'C', 'ABC'],
  columns: ['2-12', '2-6 and 7-12', '2-6 and 8-12'],
  years: ['inside', 'its first', 'its last', 'before', 'after'],
  countermix: ['in', 'none left'],
  vp: ['0', '1', '4'],
  weapon: ['no', 'a weapon'],
  other: ['none', 'available', 'none left'],
};
/** The sequence family's Support Table (one column, its one item available, 1 VP), and the Hide family's boxes and markers. */
const SEQUENCE_TABLE = { columns: '2-12', years: 'inside', countermix: 'in', vp: '1', weapon: 'no', other: 'none' };
const HIDE_MAP = { boxA: 'empty', boxB: 'empty', boxC: 'empty', sighting: 'one' };

/** The scenario's year of the generated situations, and the item years that put it inside, at either end, before and after them. */
export const PAIRWISE_INFILTRATE_YEAR = 1943;
const ITEM_YEARS: Record<string, [number, number]> = { inside: [1941, 1945], 'its first': [1943, 1945], 'its last': [1941, 1943], before: [1944, 1945], after: [1937, 1942] };
const COLUMNS: Record<string, [number, number][]> = { '2-12': [[2, 12]], '2-6 and 7-12': [[2, 6], [7, 12]], '2-6 and 8-12': [[2, 6], [8, 12]] };
const SIGHTING: Record<string, { id: string; hex: string }[]> = {
  none: [],
  one: [{ id: 'sm-1', hex: 'C5' }],
  'two in one hex': [{ id: 'sm-1', hex: 'C5' }, { id: 'sm-2', hex: 'C5' }],
  'two hexes': [{ id: 'sm-1', hex: 'C5' }, { id: 'sm-2', hex: 'E7' }],
};

/** A unit off the map, as the situation writes it (no owner or hex), built as a map unit is. */
const offMap = (u: Unit, weapon?: string) => ({ id: u.id, kind: u.kind, sides: u.sides, ...(weapon ? { weapon: { id: weapon, type: 'mg', fp: 5, range: 6 } } : {}) });

function infiltrateSeed(name: string, r: Record<string, string>): Seed<InfiltrateSituation> {
  const box = (l: string, what: string) => {
    const id = `jp-box${l.toLowerCase()}`;
    if (what === 'empty') return [];
    if (what === 'a unit') return [offMap(squad(`${id}-sq`, 'axis', 'A1', [7, 6]))];
    return [offMap(squad(`${id}-sq`, 'axis', 'A1', [7, 6]), `${id}-lmg`), offMap(leader(`${id}-ldr`, 'axis', 'A1', [8, 7], 1))];
  };
  const supportTable = COLUMNS[r.columns].map((roll, j) => ({
    roll,
    items: [
      { unit: offMap(squad(`jp-item${j + 1}-sq`, 'axis', 'A1', [7, 6]), r.weapon === 'no' ? undefined : `jp-item${j + 1}-lmg`), vp: Number(r.vp), years: ITEM_YEARS[r.years], inCountermix: r.countermix === 'in' },
      ...(r.other === 'none' ? [] : [{ unit: offMap(team(`jp-item${j + 1}-tm`, 'axis', 'A1', [7, 5])), vp: 1, years: ITEM_YEARS.inside, inCountermix: r.other === 'available' }]),
    ],
  }));
  const raw = {
    letters: r.letters === 'ABC' ? ['A', 'B', 'C'] : [r.letters],
    boxes: { A: box('A', r.boxA), B: box('B', r.boxB), C: box('C', r.boxC) },
    sightingMarkers: SIGHTING[r.sighting],
    year: PAIRWISE_INFILTRATE_YEAR,
    supportTable,
  };
  // Validated as user input is; the seed keeps the situation as written (the off-map form), as the hand-written seeds do.
  parseInfiltrateSituation(JSON.parse(JSON.stringify(raw)), `generated infiltrate seed "${name}": situation`);
  const years = r.years === 'inside' ? 'inside its years' : r.years === 'before' || r.years === 'after' ? `${r.years} its years` : `${r.years} year`;
  return {
    name,
    purpose: `Generated pairwise: letter ${r.letters === 'ABC' ? 'A, B and C' : r.letters}; boxes A ${r.boxA}, B ${r.boxB}, C ${r.boxC}; Sighting markers: ${r.sighting}; Support Table ${r.columns}, its first item ${r.weapon === 'no' ? 'a Squad' : 'a Squad with a weapon'} (${r.vp} VP, ${PAIRWISE_INFILTRATE_YEAR} ${years}, ${r.countermix === 'in' ? 'in the countermix' : 'none left'}), the other ${r.other === 'none' ? 'none' : `a Team ${r.other}`} (O28, O28.1, O28.2, 9.3).`,
    minimise: true,
    situation: raw as unknown as InfiltrateSituation,
  };
}

/** The two families: the sequence's situations `pairwise-NN`, the Hide's `pairwise-hide-NN`. */
export function pairwiseInfiltrateSeeds(): Seed<InfiltrateSituation>[] {
  const n = (i: number) => String(i + 1).padStart(2, '0');
  return [
    ...pairwise(CCP_PAIRWISE_INFILTRATE_FACTORS).rows.map((r, i) => infiltrateSeed(`pairwise-${n(i)}`, { ...SEQUENCE_TABLE, ...r })),
    ...pairwise(CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS).rows.map((r, i) => infiltrateSeed(`pairwise-hide-${n(i)}`, { ...HIDE_MAP, ...r })),
  ];
}

export const infiltrateSpec: ProcedureSpec<InfiltrateSituation> = {
  procedure: 'infiltrate',
  ruleset: 'ccp',
  title: 'Infiltrate (O28) and the Infiltration Boxes (11.3)',
  section: ['O28'],
  machine: infiltrateMachine,
  parseSituation: parseInfiltrateSituation,
  parseEvent: parseInfiltrateEvent,
  project: (snapshot) => projectInfiltrate(snapshot.context as InfiltrateContext),
  get seeds() {
    return INFILTRATE_SEEDS() as Seed<InfiltrateSituation>[];
  },
  domain: (snapshot) => infiltrateDomain(snapshot),
  domainNote:
    'SELECT_LETTER for each playable letter (a three-letter card); the Support roll by column (one total per Support Table column and per run of totals no column covers: O28.1 a, the column is all the roll decides); SELECT_ITEM for each available unit; SELECT_HEX for each hex holding a Sighting marker. No triggers on the Support roll (the Turn resolves them).',
};
