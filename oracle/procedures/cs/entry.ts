/**
 * Entry from off the map (3.2.9) for the oracle: situation and event parsing, seeds and the domain.
 *
 * Domain: the first unit not yet on the map enters by each of the situation's entry hexes. The entry hex's
 * own MP cost (the TEC, text-missing) and each unit's MP allowance (10, 11, text-missing) are inputs.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { areAdjacent, distance, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { type EntryContext, entryMachine, type EntrySituation, MOVERS } from '../../../machines/cs/entry';
import { unknownEvent } from '../cce/common';
import { hexField, invalidField } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

export function parseEntrySituation(raw: unknown, path: string): EntrySituation {
  const o = obj(raw, path, ['listed', 'hexes', 'units'], ['listed', 'hexes', 'units']);
  const listed = arr(o.listed, `${path}.listed`, 1).map((h, i) => hexField(h, `${path}.listed[${i}]`));
  const hexes = arr(o.hexes, `${path}.hexes`, 1).map((x, i) => {
    const p = `${path}.hexes[${i}]`;
    const h = obj(x, p, ['hex', 'road', 'cost'], ['hex', 'cost']);
    const hex = hexField(h.hex, `${p}.hex`);
    // 3.2.9 "a unit may enter on or adjacent to any listed entry hex".
    if (!listed.some((l) => l === hex || areAdjacent(parseHex(l, p), parseHex(hex, p)))) invalidField(`${p}.hex`, `a listed entry hex (${listed.join(', ')}) or one adjacent to it`, hex, '3.2.9');
    const c = obj(h.cost, `${p}.cost`, MOVERS, MOVERS);
    const cost = { infantry: int(c.infantry, `${p}.cost.infantry`, 1, 20, 'TEC'), tracked: int(c.tracked, `${p}.cost.tracked`, 1, 20, 'TEC'), wheeled: int(c.wheeled, `${p}.cost.wheeled`, 1, 20, 'TEC') };
    return { hex, road: bool(h.road, `${p}.road`, false), cost };
  });
  hexes.forEach((h, i) => {
    if (hexes.findIndex((x) => x.hex === h.hex) !== i) invalidField(`${path}.hexes[${i}].hex`, 'one entry per hex', h.hex, '3.2.9');
  });
  const units = uniqueIds(
    arr(o.units, `${path}.units`, 1).map((x, i) => {
      const p = `${path}.units[${i}]`;
      const u = obj(x, p, ['id', 'mover', 'at', 'mp'], ['id', 'mover', 'at', 'mp']);
      const at = hexField(u.at, `${p}.at`);
      if (hexes.some((h) => h.hex === at)) invalidField(`${p}.at`, 'an off-map hex, not one of the entry hexes', at, '3.2.9');
      return { id: str(u.id, `${p}.id`), mover: oneOf(u.mover, `${p}.mover`, MOVERS, '6.1.1'), at, mp: int(u.mp, `${p}.mp`, 0, 99, '10') };
    }),
    `${path}.units`,
  );
  return { listed, hexes, units };
}

function parseEntryEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as EntryContext;
  if ((raw as { type?: unknown } | null)?.type === 'ENTER' && snapshot.matches('entering')) {
    const o = obj(raw, path, ['type', 'unit', 'hex'], ['type', 'unit', 'hex']);
    const unit = str(o.unit, `${path}.unit`);
    const u = c.situation.units.find((x) => x.id === unit);
    if (!u || c.entered.some((e) => e.unit === unit)) invalidField(`${path}.unit`, 'a unit of input.units still off the map', unit, '3.2.9');
    const hex = hexField(o.hex, `${path}.hex`);
    if (!c.situation.hexes.some((h) => h.hex === hex)) invalidField(`${path}.hex`, 'an entry hex of input.hexes (on or adjacent to a listed entry hex)', hex, '3.2.9');
    if (distance(parseHex(u.at, 'at'), parseHex(hex, 'hex')) < 1) invalidField(`${path}.hex`, 'another hex than the one the unit is in', hex, '3.2.9');
    return { type: 'ENTER', unit, hex } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, ['ENTER']);
}

function domain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as EntryContext;
  if (!snapshot.matches('entering')) return [];
  const u = c.situation.units.find((x) => !c.entered.some((e) => e.unit === x.id));
  return u ? c.situation.hexes.map((h) => ({ type: 'ENTER', unit: u.id, hex: h.hex }) as EventObject) : [];
}

/**
 * The seeds, as data (oracle/procedures/cs/seeds/entry.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const ENTRY_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('entry', null, parseEntrySituation, { ruleset: 'cs', units: 'written' }), ...pairwiseEntrySeeds()]);

/**
 * Generated (issue 16.5): the facts 3.2.9 reads of one unit entering by one hex — the unit's mover (6.1.1 "The three
 * "MP" columns on the TEC"; 6.2 Open Ground "1 MP for infantry and tracked vehicles ... 2 MP for wheeled vehicles");
 * whether the entry hex is the listed one or adjacent to it ("a unit may enter on or adjacent to any listed entry
 * hex"); whether it is a road hex ("(or Road hexes, if the entry hex is a road hex)", 6.3); how many off-map hexes the
 * unit moves through ("an imaginary grid of Open Ground hexes"); the entry hex's own cost (the TEC, text-missing: 1,
 * 2 or 4); the unit's allowance against the total (10, 11 text-missing: one short, exactly spent, one spare) — every
 * two of them meeting in some situation (oracle/gen/pairwise.ts). The listed hex is E5, the adjacent one F5; the unit
 * sets up in the same column as its entry hex, 1 to 3 hexes from it.
 */
export const CS_PAIRWISE_ENTRY_FACTORS = {
  mover: ['infantry', 'tracked', 'wheeled'],
  entryHex: ['the listed hex', 'adjacent to it'],
  road: ['no', 'yes'],
  offMap: ['0', '1', '2'],
  cost: ['1', '2', '4'],
  allowance: ['one short', 'exactly spent', 'one spare'],
} as const;

export function pairwiseEntrySeeds(): Seed<EntrySituation>[] {
  const { rows } = pairwise(CS_PAIRWISE_ENTRY_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const col = r.entryHex === 'the listed hex' ? 'E' : 'F';
    const off = Number(r.offMap);
    const mover = r.mover as (typeof MOVERS)[number];
    // The total the rules give (6.2, 6.3, 3.2.9), to set the allowance around; the outcome itself is the machine's.
    const per = r.road === 'yes' ? 1 : mover === 'wheeled' ? 2 : 1;
    const total = Number(r.cost) + off * per;
    const mp = total + (r.allowance === 'one short' ? -1 : r.allowance === 'one spare' ? 1 : 0);
    const cost = { infantry: 1, tracked: 1, wheeled: 2, [mover]: Number(r.cost) };
    const raw = { listed: ['E5'], hexes: [{ hex: `${col}5`, ...(r.road === 'yes' ? { road: true } : {}), cost }], units: [{ id: `${mover}-unit`, mover, at: `${col}${4 - off}`, mp }] };
    // Written as the hand-written seeds are (units as written), and parsed by the procedure's own parser as it is made.
    const situation = JSON.parse(JSON.stringify(raw));
    parseEntrySituation(situation, `generated entry seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: a ${mover} unit ${off} off-map hex(es) from ${col}5 (${r.entryHex}, ${r.road === 'yes' ? 'a road hex' : 'no road'}, its own cost ${r.cost} MP), ${mp} MP (${r.allowance}) (3.2.9, 6.2, 6.3).`,
      minimise: true,
      situation: situation as EntrySituation,
    };
  });
}

export const csEntrySpec: ProcedureSpec<EntrySituation> = {
  procedure: 'entry',
  ruleset: 'cs',
  title: 'Entry from off the map (3.2.9)',
  section: ['3.2.9'],
  machine: entryMachine,
  parseSituation: parseEntrySituation,
  parseEvent: parseEntryEvent,
  project: (snapshot) => ({ entered: (snapshot.context as EntryContext).entered }),
  get seeds() {
    return ENTRY_SEEDS() as Seed<EntrySituation>[];
  },
  domain,
  domainNote: 'The first unit not yet on the map ENTERs by each entry hex of the situation. The entry hex\'s own MP cost (the TEC) and each unit\'s MP allowance (10, 11) are text-missing: situation inputs.',
};
