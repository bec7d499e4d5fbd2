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
import { pairwise } from '../../gen/pairwise';

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

/**
 * The seeds, as data (oracle/procedures/cs/seeds/victory.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const VICTORY_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('victory', null, parseVictorySituation, { ruleset: 'cs', units: 'written' }), ...pairwiseVictorySeeds()]);

/**
 * Generated (issue 16.5): the facts 3.2.3–3.2.7 read of one hex, E5, and of the firefight's end — the German units in
 * E5 and the Russian ones (3.2.6 "only an infantry unit 'larger' than a leader counts", a Gun crew not infantry, 2.3.2;
 * 3.2.7 "counting '2' for each squad and '1' for each HS": a squad and an HS make 3, a 3:1 advantage over one HS);
 * the Russians' location (3.2.6 "a hex or location", the Cellar a ground-or-Cellar location of 3.2.7, an Upper Level
 * not; readings cs.location-control, cs.control-dispute); whether E5 is in a building, and one with a Cellar (3.2.7
 * "any hexes connected to the same building depiction", "none of the building's ground level or Cellar locations");
 * whether any unit entered E5 (3.2.6 "If no units have entered a hex during the firefight") and whose set up area it
 * was ("the side that had it in its set up area"); the German Order (3.2.3: capture the hex, its ground level location,
 * control the building, or earn 2 VP, 3.2.4); the German VP (3.2.4 "Squad/HS Eliminated (E) 2/1", 3.2.5 exited units
 * "as if they were eliminated": none, 1, 2 by a kill, 2 by an exit); the Russian Order (capture E5, or one the card
 * states fulfilled or not); whether the card provides a draw (3.2.3 "Draws are sometimes possible", reading
 * cs.victory-draw) — every two of them meeting in some situation (oracle/gen/pairwise.ts). The covering array
 * completes a partial row with each factor's first value, so the first values are those every other value allows
 * (a Russian squad, a building with a Cellar). The German units stand on
 * the ground level. Excluded (`allowed`): a Cellar outside a building with one (6.4.1 "Some buildings also have a
 * Cellar"); a building Order without a building (3.2.7); a unit of the other side in a hex no unit entered and in one
 * side's set up area (3.2.6: it must have entered; the parser refuses it); a Gun crew above the ground level (6.4.1
 * "Only infantry units may enter levels above the ground level"); a level for no Russian unit (`ground` stands for none).
 */
export const CS_PAIRWISE_VICTORY_FACTORS = {
  german: ['none', 'squad', 'half-squad', 'sw-team', 'nco', 'gun-crew', 'squad and half-squad'],
  russian: ['squad', 'half-squad', 'sw-team', 'nco', 'gun-crew', 'none'],
  building: ['building with a Cellar', 'building', 'none'],
  russianLevel: ['ground', 'upper', 'cellar'],
  entered: ['yes', 'no'],
  setupArea: ['none', 'german', 'russian'],
  germanOrder: ['capture the hex', 'capture its ground level', 'control the building', 'earn 2 VP'],
  germanVp: ['none', '1: a Russian HS eliminated', '2: a Russian squad eliminated', '2: a German squad exited'],
  russianOrder: ['capture the hex', 'stated fulfilled', 'stated unfulfilled'],
  drawOnCard: ['no', 'yes'],
} as const;

export function pairwiseVictorySeeds(): Seed<VictorySituation>[] {
  const allowed = (r: Record<string, string>) =>
    !(r.russianLevel === 'cellar' && r.building !== 'building with a Cellar') &&
    !(r.germanOrder === 'control the building' && r.building === 'none') &&
    !(r.entered === 'no' && r.setupArea === 'german' && r.russian !== 'none') &&
    !(r.entered === 'no' && r.setupArea === 'russian' && r.german !== 'none') &&
    !(r.russian === 'gun-crew' && r.russianLevel === 'upper') &&
    !(r.russian === 'none' && r.russianLevel !== 'ground');
  const { rows } = pairwise(CS_PAIRWISE_VICTORY_FACTORS, allowed);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const level = r.russianLevel === 'upper' ? 1 : r.russianLevel === 'cellar' ? -1 : 0;
    const units = [
      ...(r.german === 'none' ? [] : r.german.split(' and ').map((kind) => ({ id: `ge-${kind}`, side: 'german', kind, hex: 'E5', level: 0 }))),
      ...(r.russian === 'none' ? [] : [{ id: `ru-${r.russian}`, side: 'russian', kind: r.russian, hex: 'E5', level }]),
    ];
    const e5 = { hex: 'E5', ...(r.building !== 'none' ? { building: 'B1' } : {}), ...(r.building === 'building with a Cellar' ? { cellar: true } : {}), entered: r.entered === 'yes', ...(r.setupArea !== 'none' ? { setupArea: r.setupArea } : {}) };
    const german =
      r.germanOrder === 'capture the hex' ? { kind: 'capture', hex: 'E5' } : r.germanOrder === 'capture its ground level' ? { kind: 'capture', hex: 'E5', level: 0 } : r.germanOrder === 'control the building' ? { kind: 'building', building: 'B1' } : { kind: 'vp', atLeast: 2 };
    const russian = r.russianOrder === 'capture the hex' ? { kind: 'capture', hex: 'E5' } : { kind: 'card', fulfilled: r.russianOrder === 'stated fulfilled' };
    const vp = r.germanVp;
    const raw = {
      units,
      hexes: [e5],
      eliminated: vp.includes('Russian') ? [{ side: 'russian', item: vp.includes('HS') ? 'half-squad' : 'squad' }] : [],
      exited: vp.includes('exited') ? [{ side: 'german', item: 'squad' }] : [],
      orders: { german: [german], russian: [russian] },
      drawOnCard: r.drawOnCard === 'yes',
    };
    // Written as the hand-written seeds are (units as written), and parsed by the procedure's own parser as it is made.
    const situation = JSON.parse(JSON.stringify(raw));
    parseVictorySituation(situation, `generated victory seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: in E5 (${r.building}, ${r.entered === 'yes' ? 'entered' : 'not entered'}, set up area ${r.setupArea}) German ${r.german}, Russian ${r.russian} (${r.russianLevel}); German Order: ${r.germanOrder}, German VP ${vp}; Russian Order: ${r.russianOrder}; draw on the card: ${r.drawOnCard} (3.2.3-3.2.7).`,
      minimise: true,
      situation: situation as VictorySituation,
    };
  });
}

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
