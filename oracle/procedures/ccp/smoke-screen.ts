/**
 * Smoke Screen (A47) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * Domain: in choosingHex, END_SMOKE_SCREEN and CHOOSE_SMOKE_HEX for each activated squad still to place and
 * each hex it may put smoke into (A47 b); in drawingSmoke, DRAW_SMOKE by classes of the marker's Hindrance
 * (T95: 1-8): 1 and 8, and where the hex holds smoke already, one less than, equal to and one more than it
 * (A47: the larger stays).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, record, str, uniqueIds } from '../../../machines/core/validate';
import { HEX_ID } from '../../../machines/cce/units';
import { smokeHexAllowed, smokeHexesFrom, smokeIn, type SmokeScreenHex } from '../../../machines/ccp/actions/smoke-screen';
import {
  projectSmokeScreen,
  smokeScreenMachine,
  squadsStillToPlace,
  type ActivatedUnit,
  type SmokeScreenContext,
  type SmokeScreenView,
  type SmokeScreenSituation,
} from '../../../machines/ccp/smoke-screen';
import { unknownEvent } from '../cce/common';
import { orderSmokeView, smokeScreenRefusal, type SmokeScreenHost } from '../../../machines/ccp/smoke-screen-order';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';
import { isWaterTerrain } from '../../../machines/core/map';

export const SMOKE_SCREEN_EVENTS = ['CHOOSE_SMOKE_HEX', 'DRAW_SMOKE', 'END_SMOKE_SCREEN', 'PLAY_SMOKE_SCREEN', 'CARRY_OUT_ORDER'] as const;

/** T81.1, T82-T99: the CC:P terrain types a hex may hold (the Terrain Chart's values are not needed here). */
export const CCP_TERRAIN_TYPES = ['Beach', 'Bridge', 'Building', 'Bush', 'Grass', 'Gully', 'Hill', 'Hut', 'Jungle', 'Open Ground', 'Palm', 'Road', 'Stream', 'Swamp', 'Trail', 'Water Barrier'] as const;
/** T83 Blaze, T95 Smoke (its Hindrance 1-8 printed on the marker): the markers Smoke Screen reads. */
const MARKER = /^(Blaze|Smoke:[1-8])$/;

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};
const hexId = (raw: unknown, path: string): string => str(raw, path, HEX_ID, 'a hex id such as "C7" (2.1)');

function parseHexes(raw: unknown, path: string): Record<string, SmokeScreenHex> {
  const hexes: Record<string, SmokeScreenHex> = {};
  for (const [id, h] of Object.entries(record(raw, path))) {
    hexId(id, `${path}.${id}`);
    const o = obj(h, `${path}.${id}`, ['terrain', 'markers'], ['terrain']);
    const terrain = arr(o.terrain, `${path}.${id}.terrain`, 1).map((t, i) => oneOf(t, `${path}.${id}.terrain[${i}]`, CCP_TERRAIN_TYPES, 'T81.1'));
    const markers = o.markers === undefined ? [] : arr(o.markers, `${path}.${id}.markers`).map((m, i) => str(m, `${path}.${id}.markers[${i}]`, MARKER, 'a Blaze (T83) or a smoke marker "Smoke:1" to "Smoke:8" (T95)'));
    if (markers.filter((m) => m.startsWith('Smoke:')).length > 1) {
      throw new OracleError({ code: 'invalid-field', path: `${path}.${id}.markers`, expected: 'at most one smoke marker: "two or more smoke markers won\'t stack together"', actual: markers, rule: 'A47' });
    }
    hexes[id] = markers.length ? { terrain, markers } : { terrain };
  }
  return hexes;
}

export function parseSmokeScreenSituation(raw: unknown, path: string): SmokeScreenSituation {
  const o = obj(raw, path, ['order', 'activated', 'map', 'smokeScreenCards'], ['order', 'activated', 'map']);
  const cards = o.smokeScreenCards;
  // O20.5, A32: each Smoke Screen action is a card from the hand; the first is the one being played.
  if (cards !== undefined && (typeof cards !== 'number' || !Number.isInteger(cards) || cards < 1)) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.smokeScreenCards`, expected: 'the Smoke Screen cards in the active player\'s hand, the one played first included: an integer 1 or more', actual: cards, rule: 'O20.5' });
  }
  const order = oneOf(o.order, `${path}.order`, ['move', 'advance'] as const, 'A47');
  const map = obj(o.map, `${path}.map`, ['hexes'], ['hexes']);
  const hexes = parseHexes(map.hexes, `${path}.map.hexes`);
  const activated: ActivatedUnit[] = uniqueIds(
    arr(o.activated, `${path}.activated`).map((u, i) => {
      const x = obj(u, `${path}.activated[${i}]`, ['id', 'kind', 'hex'], ['id', 'kind', 'hex']);
      const hex = hexId(x.hex, `${path}.activated[${i}].hex`);
      if (!hexes[hex]) throw new OracleError({ code: 'invalid-field', path: `${path}.activated[${i}].hex`, expected: `a hex of the situation's map (${Object.keys(hexes).sort().join(', ')})`, actual: hex, rule: 'A47' });
      return { id: str(x.id, `${path}.activated[${i}].id`), kind: oneOf(x.kind, `${path}.activated[${i}].kind`, ['squad', 'team', 'leader'] as const, 'A47'), hex };
    }),
    `${path}.activated`,
  );
  return { order, activated, map: { hexes }, ...(cards === undefined ? {} : { smokeScreenCards: cards as number }) };
}

/**
 * A47's events, parsed alike in the standalone procedure and at the beginning of a CC:P Move or Advance
 * (./move.ts, ./advance.ts): `choosing` is A47's view while a squad and hex are being chosen (CHOOSE_SMOKE_HEX
 * checked against it), else null. Undefined: not one of A47's events.
 */
export function parseSmokeEvent(raw: unknown, path: string, choosing: SmokeScreenView | null): EventObject | undefined {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'CHOOSE_SMOKE_HEX') {
    const o = obj(raw, path, ['type', 'squad', 'hex'], ['type', 'squad', 'hex']);
    const squad = str(o.squad, `${path}.squad`);
    const hex = hexId(o.hex, `${path}.hex`);
    if (choosing) {
      const u = squadsStillToPlace(choosing).find((x) => x.id === squad);
      if (!u) illegal(`${path}.squad`, `an activated squad that has not placed smoke yet ("a different activated squad": ${squadsStillToPlace(choosing).map((x) => x.id).join(', ') || 'none'})`, squad, 'A47');
      if (!smokeHexAllowed(choosing.hexes, u!.hex, hex)) illegal(`${path}.hex`, `its own hex or an adjacent one on the map, neither water terrain (F100.3) nor holding a blaze (${smokeHexesFrom(choosing.hexes, u!.hex).join(', ') || 'none'})`, hex, 'A47');
    }
    return { type, squad, hex } as EventObject;
  }
  if (type === 'DRAW_SMOKE') {
    const o = obj(raw, path, ['type', 'hindrance'], ['type', 'hindrance']);
    return { type, hindrance: int(o.hindrance, `${path}.hindrance`, 1, 8, 'T95') } as EventObject;
  }
  if (type === 'END_SMOKE_SCREEN' || type === 'PLAY_SMOKE_SCREEN' || type === 'CARRY_OUT_ORDER') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return undefined;
}

function parseSmokeScreenEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as SmokeScreenContext;
  return parseSmokeEvent(raw, path, snapshot.matches('choosingHex') ? c : null) ?? unknownEvent(raw, path, snapshot, SMOKE_SCREEN_EVENTS);
}

/** A47 a), b): END_SMOKE_SCREEN, and CHOOSE_SMOKE_HEX for each activated squad still to place and each hex it may put smoke into. */
export const smokeChoiceDomain = (c: SmokeScreenView): EventObject[] => [
  { type: 'END_SMOKE_SCREEN' },
  ...squadsStillToPlace(c).flatMap((u) => smokeHexesFrom(c.hexes, u.hex).map((hex) => ({ type: 'CHOOSE_SMOKE_HEX', squad: u.id, hex }) as EventObject)),
];

/** A47 c), T95: DRAW_SMOKE by classes of the marker's Hindrance: 1 and 8, and around smoke already in `hex` one less, equal, one more. */
export function smokeDrawDomain(hexes: Readonly<Record<string, SmokeScreenHex>>, hex: string): EventObject[] {
  const present = smokeIn(hexes[hex]);
  const classes = present > 0 ? [1, present - 1, present, present + 1, 8] : [1, 8];
  return [...new Set(classes.filter((v) => v >= 1 && v <= 8))].sort((a, b) => a - b).map((hindrance) => ({ type: 'DRAW_SMOKE', hindrance }) as EventObject);
}

function smokeScreenDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as SmokeScreenContext;
  if (snapshot.matches('choosingHex')) return smokeChoiceDomain(c);
  if (snapshot.matches('drawingSmoke')) return smokeDrawDomain(c.hexes, c.pending!.hex);
  if (snapshot.matches('actionEnded')) return [{ type: 'CARRY_OUT_ORDER' }, { type: 'PLAY_SMOKE_SCREEN' }];
  return [];
}

/**
 * Generated (issue 16.5): the facts A47 reads — the order (A47: "at the beginning of a Move or Advance order"); the
 * terrain of the hex adjacent to the squad (A47 b: "not water terrain", F100.3: every CC:P terrain type standing alone,
 * and a Stream with a Bridge, "a 'bridge hex' for all purposes, not a 'stream hex' (and thus not a water hex, either)",
 * T81.1); its marker (A47 b: no blaze, T83; A47: "after placing smoke into smoke, only the marker with the largest
 * Hindrance will remain", smoke of Hindrance 1, 4 and 8, T95's ends and middle); smoke in the squad's own hex (A47 b:
 * "the squad's own hex"); and the activated units (A47 a: "Select one activated squad": a Team or Leader places none;
 * two squads, each with its own smoke, "with or adjacent to a different activated squad") — every two of them meeting
 * in some situation (oracle/gen/pairwise.ts; no Blaze or Smoke in a water hex, T96, T97, T99). One Smoke Screen card
 * (the hand-written seeds play two, O20.5). The squad stands in E5, the varied hex is E4, a second squad in E6 (not
 * adjacent to E4). DRAW_SMOKE by the domain's classes. Seeds marked `minimise`: a path becomes a vector only if it
 * reaches something new (oracle/vectors.ts factPairs).
 */
export const PAIRWISE_SMOKE_SCREEN_FACTORS = {
  order: ['move', 'advance'],
  terrain: ['Open Ground', 'Building', 'Gully', 'Beach', 'Bush', 'Grass', 'Hut', 'Jungle', 'Palm', 'Stream', 'Stream+Bridge', 'Swamp', 'Water Barrier'],
  marker: ['none', 'Blaze', 'Smoke:1', 'Smoke:4', 'Smoke:8'],
  own: ['none', 'Smoke:3'],
  activated: ['a Squad', 'a Squad and a Team', 'a Squad and a Leader', 'two Squads'],
};

const SMOKE_ACTIVATED: Record<string, ActivatedUnit[]> = {
  'a Squad': [{ id: 'us-sq', kind: 'squad', hex: 'E5' }],
  'a Squad and a Team': [{ id: 'us-sq', kind: 'squad', hex: 'E5' }, { id: 'us-team', kind: 'team', hex: 'E5' }],
  'a Squad and a Leader': [{ id: 'us-sq', kind: 'squad', hex: 'E5' }, { id: 'us-ldr', kind: 'leader', hex: 'E5' }],
  'two Squads': [{ id: 'us-sq', kind: 'squad', hex: 'E5' }, { id: 'us-sq-2', kind: 'squad', hex: 'E6' }],
};

function pairwiseSmokeScreenSeeds(): Seed<SmokeScreenSituation>[] {
  const { rows } = pairwise(PAIRWISE_SMOKE_SCREEN_FACTORS, (r) => !(isWaterTerrain(r.terrain.split('+')) && r.marker !== 'none'));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const situation = {
      order: r.order,
      activated: SMOKE_ACTIVATED[r.activated],
      map: { hexes: { E4: { terrain: r.terrain.split('+'), ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) }, E5: { terrain: ['Open Ground'], ...(r.own !== 'none' ? { markers: [r.own] } : {}) }, E6: { terrain: ['Open Ground'] } } },
    };
    parseSmokeScreenSituation(situation, `generated smoke-screen seed "${name}": situation`);
    const e4 = [r.terrain.replace('+', ' with a '), r.marker !== 'none' ? r.marker.replace(':', ' ') : ''].filter(Boolean).join(', ');
    return {
      name,
      purpose: `Generated pairwise: at the beginning of a ${r.order === 'move' ? 'Move' : 'Advance'} order, ${r.activated} activated (E5${r.activated === 'two Squads' ? ', E6' : ''}); E4 ${e4}; E5 ${r.own === 'none' ? 'clear' : r.own.replace(':', ' ')} (A47, T81.1, T83, T95, F100.3).`,
      minimise: true,
      situation: situation as SmokeScreenSituation,
    };
  });
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/smoke-screen.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (above), whose paths are kept only where new.
 */
export const SMOKE_SCREEN_SEEDS = onFirstUse((): Seed<SmokeScreenSituation>[] => [...loadSeeds('smoke-screen', null, parseSmokeScreenSituation, { ruleset: 'ccp' }), ...pairwiseSmokeScreenSeeds()]);

export const smokeScreenSpec: ProcedureSpec<SmokeScreenSituation> = {
  procedure: 'smoke-screen',
  ruleset: 'ccp',
  title: 'Smoke Screen (A47), several before a movement (O20.5)',
  section: ['A47'],
  machine: smokeScreenMachine,
  parseSituation: parseSmokeScreenSituation,
  parseEvent: parseSmokeScreenEvent,
  project: (snapshot) => projectSmokeScreen(snapshot.context as SmokeScreenContext),
  get seeds() {
    return SMOKE_SCREEN_SEEDS() as Seed<SmokeScreenSituation>[];
  },
  domain: (snapshot) => smokeScreenDomain(snapshot),
  domainNote:
    'In actionEnded (a Smoke Screen card still in hand, O20.5): CARRY_OUT_ORDER, PLAY_SMOKE_SCREEN. In choosingHex: END_SMOKE_SCREEN, and CHOOSE_SMOKE_HEX for each activated squad still to place and each hex it may put smoke into (its own or adjacent, on the map, no water terrain, no blaze). In drawingSmoke: DRAW_SMOKE by classes of the drawn marker\'s Hindrance (T95, 1-8): 1 and 8, and around smoke already in the hex one less, equal, one more (A47: the larger stays).',
};

// ------------------------------------------------------------------- at the beginning of a Move or Advance order

/** A47 composed into CC:P Move and Advance (machines/ccp/smoke-screen-order.ts): the events the order's parser takes from here. */
export const ORDER_SMOKE_EVENTS = ['PLAY_SMOKE_SCREEN', 'CHOOSE_SMOKE_HEX', 'DRAW_SMOKE', 'END_SMOKE_SCREEN'] as const;

/** O20.5, A32: a Move or Advance situation's `smokeScreenCards`, the Smoke Screen cards the active player holds (0 or more; absent: none stated). */
export function parseSmokeScreenCards(raw: unknown, path: string): { smokeScreenCards?: number } {
  if (raw === undefined) return {};
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0) {
    throw new OracleError({ code: 'invalid-field', path, expected: "the Smoke Screen cards in the active player's hand: an integer 0 or more", actual: raw, rule: 'A32' });
  }
  return { smokeScreenCards: raw };
}

/**
 * A47's events in a CC:P Move or Advance (undefined: none of them): parsed as the standalone's (parseSmokeEvent), a
 * CHOOSE_SMOKE_HEX checked against the order's view in smokeScreenChoosingHex; PLAY_SMOKE_SCREEN refused where it may
 * not be played (smokeScreenRefusal: no card held or left, A32, O20.5; a unit has begun, or no squad was activated,
 * A47), or while another Smoke Screen action is being carried out (`waiting`: the order's state before its first unit).
 */
export function parseOrderSmokeEvent<C extends SmokeScreenHost>(raw: unknown, path: string, snapshot: AnyMachineSnapshot, waiting: string, notBegun: (c: C) => boolean): EventObject | undefined {
  const type = (raw as { type?: unknown } | null)?.type;
  if (!(ORDER_SMOKE_EVENTS as readonly unknown[]).includes(type)) return undefined;
  const c = snapshot.context as C;
  const e = parseSmokeEvent(raw, path, snapshot.matches('smokeScreenChoosingHex') ? orderSmokeView(c) : null)!;
  if (type === 'PLAY_SMOKE_SCREEN') {
    const no = smokeScreenRefusal(c, notBegun) ?? (snapshot.matches(waiting) ? null : { rule: 'O20.5', why: 'a Smoke Screen action is under way: its smoke is placed (or END_SMOKE_SCREEN) before another is played' });
    if (no) illegal(`${path}.type`, `a Smoke Screen where it may be played: ${no.why}`, type, no.rule);
  }
  return e;
}

/** The order's domain for A47: PLAY_SMOKE_SCREEN in `waiting` where it may be played; A47's steps in its two states (as the standalone's). */
export function orderSmokeDomain<C extends SmokeScreenHost>(snapshot: AnyMachineSnapshot, waiting: string, notBegun: (c: C) => boolean): EventObject[] {
  const c = snapshot.context as C;
  if (!c.smokeScreen) return [];
  if (snapshot.matches(waiting)) return smokeScreenRefusal(c, notBegun) === null ? [{ type: 'PLAY_SMOKE_SCREEN' }] : [];
  if (snapshot.matches('smokeScreenChoosingHex')) return smokeChoiceDomain(orderSmokeView(c));
  if (snapshot.matches('smokeScreenDrawing')) return smokeDrawDomain(c.situation.map.hexes, c.smokeScreen.pending!.hex);
  return [];
}

/** CC:E's event parser run for a CC:P Move or Advance: its "one of …" list of event types names A47's too (parsed before it, parseOrderSmokeEvent). */
export function knowingSmokeScreen<T>(path: string, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof OracleError && e.path === `${path}.type` && e.code === 'invalid-field' && e.expected?.startsWith('one of ')) {
      throw new OracleError({ code: e.code, path: e.path, expected: `${e.expected}, ${ORDER_SMOKE_EVENTS.join(', ')}`, actual: e.actual, ...(e.rule ? { rule: e.rule } : {}), ...(e.hint ? { hint: e.hint } : {}) });
    }
    throw e;
  }
}
