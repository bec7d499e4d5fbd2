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

/** The seeds, as data (oracle/procedures/cs/seeds/entry.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const ENTRY_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('entry', null, parseEntrySituation, { ruleset: 'cs', units: 'written' }));

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
