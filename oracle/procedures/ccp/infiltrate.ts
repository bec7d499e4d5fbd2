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
import { unknownEvent } from '../cce/common';
import { parseSightingMarkers } from './sighting';
import { loadSeeds, onFirstUse } from '../cce/seeds';

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
 * which is left. Off-map units are written in full (no owner or hex: the Support Table's and boxes' form).
 */
export const INFILTRATE_SEEDS = onFirstUse((): Seed<InfiltrateSituation>[] => loadSeeds('infiltrate', null, parseInfiltrateSituation, { ruleset: 'ccp' }));

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
