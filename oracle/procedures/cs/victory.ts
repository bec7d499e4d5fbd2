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

const u = (id: string, side: string, kind: string, hex: string, level = 0) => ({ id, side, kind, hex, level });

export const VICTORY_SEEDS: Seed<unknown>[] = [
  {
    name: 'control-of-hexes',
    purpose:
      '3.2.6: a squad alone controls; a squad with an enemy HS in the cellar is Disputed; a lone NCO, a Gun crew or an AFV controls nothing; an enemy NCO with a squad (reading cs.control-dispute); hexes no unit entered go to the setup area\'s side, or none; a hex entered and left is Not Controlled. The Germans capture E5 and hold D4 but not the ground level of F5 (reading cs.location-control), the Russians fail to capture C3: a draw.',
    situation: {
      units: [
        u('ge-sq1', 'german', 'squad', 'E5'),
        u('ge-hs1', 'german', 'half-squad', 'F5'),
        u('ru-hs1', 'russian', 'half-squad', 'F5', -1),
        u('ge-nco', 'german', 'nco', 'G6'),
        u('ru-gun', 'russian', 'gun-crew', 'H6'),
        u('ru-afv', 'russian', 'afv', 'H7'),
        u('ge-sw', 'german', 'sw-team', 'J7'),
        u('ru-nco', 'russian', 'nco', 'J7'),
      ],
      hexes: [
        { hex: 'E5', entered: true, setupArea: 'russian' },
        { hex: 'F5', cellar: true, entered: true },
        { hex: 'G6', entered: true },
        { hex: 'H6', entered: true, setupArea: 'russian' },
        { hex: 'H7', entered: true },
        { hex: 'J7', entered: true },
        { hex: 'D4', entered: false, setupArea: 'german' },
        { hex: 'C3', entered: false },
        { hex: 'K8', entered: true, setupArea: 'russian' },
      ],
      orders: { german: [{ kind: 'capture', hex: 'E5' }, { kind: 'capture', hex: 'D4' }, { kind: 'capture', hex: 'F5', level: 0 }], russian: [{ kind: 'capture', hex: 'C3' }] },
    },
  },
  {
    name: 'building-three-to-one',
    purpose:
      '3.2.7: building B1 (V33, V34, U35): Germans with a squad and an HS (3) against one Russian HS (1) on an upper level: exactly 3:1, controlled; building B2 where the Russians hold a Cellar location: Disputed though the Germans outnumber them; building B3 held at 6:2 by HS (exactly 3:1 again); building B4 empty: Disputed. The Germans, ordered to take B1 and B2, fail; the Russians hold B3 and earn their VP: a Russian win.',
    situation: {
      units: [
        u('ge-sq1', 'german', 'squad', 'V33'),
        u('ge-hs1', 'german', 'half-squad', 'V34', 1),
        u('ru-hs1', 'russian', 'half-squad', 'U35', 1),
        u('ge-sq2', 'german', 'squad', 'W37'),
        u('ge-sq3', 'german', 'squad', 'W37', 1),
        u('ru-hs2', 'russian', 'half-squad', 'V37', -1),
        ...['a', 'b', 'c', 'd', 'e', 'f'].map((x) => u(`ru-hs-${x}`, 'russian', 'half-squad', 'M10', x < 'd' ? 0 : 1)),
        u('ge-sq4', 'german', 'squad', 'N10', 2),
      ],
      hexes: [
        { hex: 'V33', building: 'B1', entered: true },
        { hex: 'V34', building: 'B1', entered: true },
        { hex: 'U35', building: 'B1', entered: true },
        { hex: 'W37', building: 'B2', entered: true },
        { hex: 'V37', building: 'B2', cellar: true, entered: true },
        { hex: 'M10', building: 'B3', entered: true },
        { hex: 'N10', building: 'B3', entered: true },
        { hex: 'Q2', building: 'B4', entered: true },
      ],
      eliminated: [{ side: 'german', item: 'squad' }],
      orders: { german: [{ kind: 'building', building: 'B1' }, { kind: 'building', building: 'B2' }], russian: [{ kind: 'building', building: 'B3' }, { kind: 'vp', atLeast: 2 }] },
    },
  },
  {
    name: 'victory-points',
    purpose:
      '3.2.4, 3.2.5: every row of the VP table, eliminated on both sides, and units exited; the Germans need exactly the VP they score (a German win), the Russians one more than theirs.',
    situation: {
      units: [],
      hexes: [],
      eliminated: [
        { side: 'russian', item: 'squad' },
        { side: 'russian', item: 'half-squad' },
        { side: 'russian', item: 'nco' },
        { side: 'russian', item: 'commissar' },
        { side: 'russian', item: 'k-kill' },
        { side: 'russian', item: 'f-kill' },
        { side: 'german', item: 'officer' },
        { side: 'german', item: 'sw-team' },
        { side: 'german', item: 'gun-crew' },
        { side: 'german', item: 'm-kill' },
        { side: 'german', item: 'unarmed-transport' },
      ],
      exited: [
        { side: 'german', item: 'half-squad' },
        { side: 'russian', item: 'squad' },
      ],
      orders: { german: [{ kind: 'vp', atLeast: 14 }], russian: [{ kind: 'vp', atLeast: 13 }] },
    },
  },
  {
    name: 'neither-side-fulfils',
    purpose: '3.2.3: neither side fulfils all its Orders (one of two German Orders stated unfulfilled): a draw, or under cs.victory-draw \'card\' no winner, the card providing no draw.',
    situation: { units: [], hexes: [], orders: { german: [{ kind: 'card', fulfilled: true }, { kind: 'card', fulfilled: false }], russian: [{ kind: 'card', fulfilled: false }] } },
  },
  {
    name: 'both-sides-fulfil-draw-on-card',
    purpose: '3.2.3: each side fulfils its Orders and the firefight card provides a draw: a draw under either reading of cs.victory-draw.',
    situation: { units: [], hexes: [], orders: { german: [{ kind: 'card', fulfilled: true }], russian: [{ kind: 'card', fulfilled: true }] }, drawOnCard: true },
  },
];

export const csVictorySpec: ProcedureSpec<VictorySituation> = {
  procedure: 'victory',
  ruleset: 'cs',
  title: 'Orders, Victory Points and Control (3.2.3–3.2.7)',
  section: ['3.2.3', '3.2.4', '3.2.5', '3.2.6', '3.2.7'],
  machine: victoryMachine,
  parseSituation: parseVictorySituation,
  parseEvent: noEvent,
  project: (snapshot) => projectVictory(snapshot.context as VictoryContext),
  seeds: VICTORY_SEEDS as Seed<VictorySituation>[],
  domain: () => [],
  domainNote:
    'No events: control (3.2.6, 3.2.7), Victory Points (3.2.4, 3.2.5) and Orders (3.2.3) are decided by the situation at the firefight\'s end. The Orders are on the firefight cards, not in the text: a capture, building or VP Order is evaluated; any other is given as fulfilled or not. Whether a hex was entered during the firefight is an input.',
};
