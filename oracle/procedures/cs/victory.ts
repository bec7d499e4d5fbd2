/**
 * Orders, Victory Points and Control (3.2.3–3.2.7) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. The procedure takes no event: control, VP and Orders are decided by the situation at the
 * firefight's end. The Orders are on the firefight cards (not in the text): each comes as a situation input.
 */
import { parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { UNIT_KINDS } from '../../../machines/cs/command';
import { SIDES } from '../../../machines/cs/turn';
import { type Order, projectVictory, type VictoryContext, type VictoryHex, victoryMachine, type VictorySituation, type VictoryUnit, type VpEntry, VP_ITEMS } from '../../../machines/cs/victory';
import { invalidField, noEvent } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

function parseUnit(raw: unknown, path: string): VictoryUnit {
  const o = obj(raw, path, ['id', 'side', 'kind', 'hex', 'level'], ['id', 'side', 'kind', 'hex', 'level']);
  const hex = str(o.hex, `${path}.hex`);
  parseHex(hex, `${path}.hex`);
  const u: VictoryUnit = {
    id: str(o.id, `${path}.id`),
    side: oneOf(o.side, `${path}.side`, SIDES, '2.3.1'),
    kind: oneOf(o.kind, `${path}.kind`, UNIT_KINDS, '2.3.1'),
    hex,
    level: int(o.level, `${path}.level`, -1, 3, '6.4.1'),
  };
  if (u.kind === 'commissar' && u.side !== 'russian') invalidField(`${path}.side`, 'russian: a Commissar is a Russian political officer', u.side, '4.3.11');
  return u;
}

function parseHexEntry(raw: unknown, path: string): VictoryHex {
  const o = obj(raw, path, ['hex', 'building', 'cellar', 'entered', 'setupArea'], ['hex', 'entered']);
  const hex = str(o.hex, `${path}.hex`);
  parseHex(hex, `${path}.hex`);
  return {
    hex,
    ...(o.building !== undefined ? { building: str(o.building, `${path}.building`) } : {}),
    cellar: bool(o.cellar, `${path}.cellar`, false),
    entered: bool(o.entered, `${path}.entered`),
    ...(o.setupArea !== undefined ? { setupArea: oneOf(o.setupArea, `${path}.setupArea`, SIDES, '3.2.6') } : {}),
  };
}

/** 3.2.5: an exited unit scores "as if they were eliminated"; the table gives vehicles kills, not an elimination value. */
const EXIT_ITEMS = VP_ITEMS.filter((i) => !['k-kill', 'f-kill', 'm-kill', 'unarmed-transport'].includes(i));

function parseEntry(raw: unknown, path: string, items: readonly string[], rule: string): VpEntry {
  const o = obj(raw, path, ['side', 'item'], ['side', 'item']);
  const e = { side: oneOf(o.side, `${path}.side`, SIDES, '3.2.4'), item: oneOf(o.item, `${path}.item`, items, rule) } as VpEntry;
  if (e.item === 'commissar' && e.side !== 'russian') invalidField(`${path}.side`, 'russian: a Commissar is a Russian political officer', e.side, '4.3.11');
  return e;
}

function parseOrder(raw: unknown, path: string, hexes: VictoryHex[]): Order {
  const kind = oneOf((raw as { kind?: unknown } | null)?.kind, `${path}.kind`, ['capture', 'building', 'vp', 'card'] as const, '3.2.3');
  if (kind === 'capture') {
    const o = obj(raw, path, ['kind', 'hex', 'level'], ['kind', 'hex']);
    const hex = str(o.hex, `${path}.hex`);
    const h = hexes.find((x) => x.hex === hex);
    if (!h) invalidField(`${path}.hex`, 'a hex listed in input.hexes (its control, 3.2.6)', hex, '3.2.6');
    if (o.level === undefined) return { kind, hex };
    const level = int(o.level, `${path}.level`, -1, 3, '6.4.1');
    if (level === -1 && !h.cellar) invalidField(`${path}.level`, `a location of ${hex}: it has no Cellar`, level, '3.2.6');
    return { kind, hex, level };
  }
  if (kind === 'building') {
    const o = obj(raw, path, ['kind', 'building'], ['kind', 'building']);
    const building = str(o.building, `${path}.building`);
    if (!hexes.some((h) => h.building === building)) invalidField(`${path}.building`, 'a building named by a hex of input.hexes (3.2.7)', building, '3.2.7');
    return { kind, building };
  }
  if (kind === 'vp') {
    const o = obj(raw, path, ['kind', 'atLeast'], ['kind', 'atLeast']);
    return { kind, atLeast: int(o.atLeast, `${path}.atLeast`, 1, 999, '3.2.4') };
  }
  const o = obj(raw, path, ['kind', 'fulfilled'], ['kind', 'fulfilled']);
  return { kind, fulfilled: bool(o.fulfilled, `${path}.fulfilled`) };
}

export function parseVictorySituation(raw: unknown, path: string): VictorySituation {
  const o = obj(raw, path, ['units', 'hexes', 'eliminated', 'exited', 'orders', 'drawOnCard'], ['units', 'hexes', 'orders']);
  const hexes = arr(o.hexes, `${path}.hexes`).map((h, i) => parseHexEntry(h, `${path}.hexes[${i}]`));
  hexes.forEach((h, i) => {
    if (hexes.findIndex((x) => x.hex === h.hex) !== i) invalidField(`${path}.hexes[${i}].hex`, 'one entry per hex', h.hex, '3.2.6');
  });
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  units.forEach((u, i) => {
    const h = hexes.find((x) => x.hex === u.hex);
    if (!h) invalidField(`${path}.units[${i}].hex`, `a hex listed in ${path}.hexes (whether it was entered, 3.2.6)`, u.hex, '3.2.6');
    if (u.level === -1 && !h.cellar) invalidField(`${path}.units[${i}].level`, `a location of ${u.hex}: it has no Cellar`, u.level, '6.4.1');
    if (!h.entered && h.setupArea !== undefined && h.setupArea !== u.side) {
      invalidField(`${path}.units[${i}].hex`, `a hex no unit entered is in the set up area of ${h.setupArea}: a ${u.side} unit there must have entered it`, u.hex, '3.2.6');
    }
  });
  const orders = obj(o.orders, `${path}.orders`, SIDES, SIDES);
  return {
    units,
    hexes,
    eliminated: arr(o.eliminated ?? [], `${path}.eliminated`).map((e, i) => parseEntry(e, `${path}.eliminated[${i}]`, VP_ITEMS, '3.2.4')),
    exited: arr(o.exited ?? [], `${path}.exited`).map((e, i) => parseEntry(e, `${path}.exited[${i}]`, EXIT_ITEMS, '3.2.5')),
    orders: {
      german: arr(orders.german, `${path}.orders.german`, 1).map((x, i) => parseOrder(x, `${path}.orders.german[${i}]`, hexes)),
      russian: arr(orders.russian, `${path}.orders.russian`, 1).map((x, i) => parseOrder(x, `${path}.orders.russian[${i}]`, hexes)),
    },
    drawOnCard: bool(o.drawOnCard, `${path}.drawOnCard`, false),
  };
}

/** The seeds, as data (oracle/procedures/cs/seeds/victory.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const VICTORY_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('victory', null, parseVictorySituation, { ruleset: 'cs', units: 'written' }));

export const csVictorySpec: ProcedureSpec<VictorySituation> = {
  procedure: 'victory',
  ruleset: 'cs',
  title: 'Orders, Victory Points and Control (3.2.3–3.2.7)',
  section: ['3.2.3', '3.2.4', '3.2.5', '3.2.6', '3.2.7'],
  machine: victoryMachine,
  parseSituation: parseVictorySituation,
  parseEvent: noEvent,
  project: (snapshot) => projectVictory(snapshot.context as VictoryContext),
  get seeds() {
    return VICTORY_SEEDS() as Seed<VictorySituation>[];
  },
  domain: () => [],
  domainNote:
    'No events: control (3.2.6, 3.2.7), Victory Points (3.2.4, 3.2.5) and Orders (3.2.3) are decided by the situation at the firefight\'s end. The Orders are on the firefight cards, not in the text: a capture, building or VP Order is evaluated; any other is given as fulfilled or not. Whether a hex was entered during the firefight is an input.',
};
