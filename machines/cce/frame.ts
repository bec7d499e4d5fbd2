/**
 * The game frame's state (CC:E 1, 4, 6, 7, 9): what the Turn, the Time advance and the game end share —
 * both players' Fate decks, the Time Track, the VP track, the Initiative card, units, reinforcements,
 * Smoke markers, Artillery Boxes, Objectives and their chits — with its strict parser and its output
 * projection. No rule is decided here: the rules live in deck.ts, victory.ts and the three machines.
 */
import { invalid, OracleError } from '../core/errors';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../core/validate';
import { type CasualtyTracks, parseCasualtyTracks } from './casualties';
import { type CardVocabulary, CCE_CARDS, type Deck, deckCount, parseDeck, type Posture } from './deck';
import { NATIONALITIES, type Nationality, opponentOf, parseSituationUnits, parseUnit, parseWeapon, parseWeaponRange, PLAYERS, type Player, type Situation, type Unit, type Weapon } from './units';
import type { ChitsInPlay, Objective, ObjectiveChit, UndrawnChit, Vp } from './victory';
import { sumTerms, term, type Derivation, type Term } from '../core/derivation';
import { unitStatus, type UnitStatus } from './effects';
import { parseRadio } from './artillery/radio';
import type { Aircraft, Radio } from './artillery/types';

/** The Time Track's last space as a frame describes it (spaces 0 to this; the Track Display's extent is counter data, not in the rulebook). */
export const TIME_TRACK_LAST = 20;

/** A unit (or Radio) waiting on a space of the Time Track (6.1.2 step 5, 7.2.1). */
export interface Reinforcement {
  space: number;
  owner: Player;
  /** A unit to bring into play, or null for a Radio (12). */
  unit: Unit | null;
  radio?: string;
}

/** A broken Weapon in play and the Random Hex numbers that Fix or eliminate it (11.4; counter data). */
export interface BrokenWeapon {
  id: string;
  fix: [number, number];
  elim: [number, number];
}

/**
 * A player's counters that are not in play (the countermix): the ones the Events take from it. Counter
 * and OB data, not in the rulebook: E52.1's Teams "of the same quality … as that player's OB" (their
 * sides), E56's "Private" and E58's Hero (Leaders).
 */
export interface Countermix {
  /** E58, E58.1: the player's Hero, if he has one off the map. */
  hero?: Unit;
  /** E56: his nation's "Private" (the Leader with "6" Morale and "2" Command), if off the map. */
  private?: Unit;
  /** E52.1: the stats of the Teams that replace a Deployed Squad (absent: the Squad's own sides, as the Turn's 8.2 Deploy). */
  team?: { sides: Unit['sides'] };
  /**
   * A36 Light Wounds during a game (machines/cce/game): each Squad it placed back into the countermix, in order, with
   * the id of the Team retrieved in its place (of `team`'s sides: "of the same quality as that player's OB"). Set by
   * the game, not by a situation (the parser refuses it).
   */
  lightWounds?: { squad: Unit; team: string }[];
}

/**
 * A Support Table item (E59, E68; digest §5.D: player-aid data, not in the rulebook): a unit (with its
 * Weapon, if any: 11.2 "Any Weapon acquired via that nation's Support Table must be given to the unit
 * listed with that Weapon") or a Radio (12); under CC:P a unit or a Sighting marker (E70 b), 9; the
 * edition's CardVocabulary supportItem).
 */
export type SupportItem = { unit: Unit } | { radio: string } | { sighting: string };

/** One column of a Support Table: the rolls it matches and its items, ALREADY filtered to "available for that scenario's year". */
export interface SupportColumn {
  roll: [number, number];
  items: SupportItem[];
}

export interface FrameSituation extends Situation {
  /** The player whose Turn it is (5). */
  active: Player;
  initiative: Player;
  postures: Record<Player, Posture>;
  decks: Record<Player, Deck>;
  /** The Time marker's space and the Sudden Death marker's space on the Time Track (6.1, 6.2). */
  time: { space: number; suddenDeath: number };
  vp: Vp;
  /** Hexes holding a Smoke marker (T94). */
  smoke: string[];
  reinforcements: Reinforcement[];
  /** The hexes along each player's friendly board edge that a reinforcement may enter (6.1.2 step 5). */
  edges: Record<Player, string[]>;
  /** The Radio in each player's Artillery Box, or null (8.1.2, 12). */
  artilleryBoxes: Record<Player, string | null>;
  /**
   * 12: the Radio counters (in an Artillery Box or waiting on the Time Track), by id: printed FP and Smoke,
   * the Track Display's Vulnerability number (O18.2.3.3), and the side up (broken, O17). Optional: needed
   * only where an Artillery Order is carried out on the frame (a whole game, machines/cce/game/orders.ts).
   */
  radios?: Record<string, Radio>;
  objectives: Objective[];
  chits: ObjectiveChit[];
  specialChits: ChitsInPlay;
  weapons: BrokenWeapon[];
  /** 7.3.2: the Objective chits not yet drawn, in the order they would be drawn (E65, E74), where a situation describes them. */
  chitPool?: UndrawnChit[];
  /** E50: each player's nation (whose is "the Russian player"). Optional. */
  nationalities?: Partial<Record<Player, Nationality>>;
  /** E52, E56, E58: counters off the map (Countermix). Optional. */
  countermix?: Partial<Record<Player, Countermix>>;
  /** 4.2, 7.2.2, E71: the eliminated Weapons on the Casualty Track (its Weapon box). Optional. */
  eliminatedWeapons?: Weapon[];
  /** E59, E68: each nation's Support Table, columns covering the rolls 2-12 (player-aid data). Optional. */
  supportTables?: Partial<Record<Player, SupportColumn[]>>;
  /** 4.2: the eliminated units on the Casualty Track, with their counter data (no hex, Weapon or markers). Optional (E76). */
  casualtyUnits?: Unit[];
  /** 4.2: each side of the Casualty Track (casualties.ts): spaces filled and the Surrender marker's space. Optional. */
  casualtyTrack?: CasualtyTracks;
  /**
   * T94: the Hindrance of each Smoke marker a "random Smoke marker" will draw, in the order drawn (E53,
   * E77): chance given as an input. Absent = none listed (a draw then is an input error).
   */
  smokeDraws?: number[];
  /** CC:P 8: each player's aircraft marker on the map, at most one each (a CC:P situation's; CC:E has none). Optional. */
  aircraft?: Aircraft;
  /** CC:P E50: the year of the scenario being played (a CC:P situation's; CC:E has none). Optional. */
  year?: number;
  /** CC:P 18: night rules are in effect (a CC:P Event situation's `night`; CC:E has none). Optional. */
  nightRules?: boolean;
  /**
   * CC:P 9: the Japanese Sighting markers on the map (machines/ccp/sighting.ts SightingMarker), which CC:P's
   * Stealth (E75) moves. Read by CC:P's Event parser only (oracle/procedures/ccp/event.ts); no CC:E frame has it.
   */
  sightingMarkers?: { id: string; hex: string }[];
}

/** How the game ended (6.3's four ways, and 7.3.2's all-five-Objectives chit). */
export interface Ending {
  how: 'surrender' | 'last-unit-eliminated' | 'last-unit-exited' | 'sudden-death' | 'all-five-objectives';
  /** The player(s) the ending is about: who surrendered, lost or exited his last unit, or holds all five. */
  players: Player[];
  rule: string;
}

export interface FrameState extends FrameSituation {
  /** Units eliminated so far (ids), in order. */
  eliminated: string[];
  ended: Ending | null;
  /**
   * The VP marker's causes since the frame was read (a whole game: since the scenario's start), in order: one signed
   * term each (Axis positive, victory.ts vpTerm), summing to `vp` less the situation's. Absent: none yet. Every change
   * of `vp` goes through withVpTerms, so the two cannot part.
   */
  vpTerms?: Term[];
}

/** The frame with the VP marker moved by `terms` (victory.ts: eliminationVpTerms, exitVpTerms, controlChangeTerms, vpTerm …), each recorded. */
export function withVpTerms(f: FrameState, terms: readonly Term[]): FrameState {
  const kept = terms.filter((t) => t.value !== 0);
  return kept.length ? { ...f, vp: f.vp + sumTerms(kept), vpTerms: [...(f.vpTerms ?? []), ...kept] } : f;
}

/**
 * 4.1.1 as a derivation: the VP marker where the frame was read, then each recorded cause (frame `vpTerms`). Built as a
 * record of what happened, not through `derive`: each cause's own rule computed its value (and ablation mutates it there).
 */
export function vpTrackDerivation(f: FrameState): Derivation {
  const terms = f.vpTerms ?? [];
  return { base: term(f.vp - sumTerms(terms), '4.1.1', 'VP marker (Axis positive) at the start'), terms, total: f.vp };
}

export const inactive = (f: FrameState): Player => opponentOf(f.active);

const pair = <T>(raw: unknown, path: string, parse: (v: unknown, p: string, player: Player) => T): Record<Player, T> => {
  const o = obj(raw, path, PLAYERS, PLAYERS);
  return { axis: parse(o.axis, `${path}.axis`, 'axis'), allied: parse(o.allied, `${path}.allied`, 'allied') };
};

export const FRAME_FIELDS = ['active', 'initiative', 'postures', 'decks', 'time', 'vp', 'smoke', 'reinforcements', 'edges', 'artilleryBoxes', 'radios', 'objectives', 'chits', 'specialChits', 'weapons', 'chitPool', 'nationalities', 'countermix', 'eliminatedWeapons', 'supportTables', 'casualtyUnits', 'casualtyTrack', 'smokeDraws', 'units', 'map'];

/** E59, E68: a player's Support Table: columns in roll order, covering 2-12 once each, owned items. */
function parseSupportTable(raw: unknown, path: string, player: Player, other: 'radio' | 'sighting'): SupportColumn[] {
  let next = 2;
  const columns = arr(raw, path, 1).map((x, i) => {
    const p = `${path}[${i}]`;
    const co = obj(x, p, ['roll', 'items'], ['roll', 'items']);
    const ra = arr(co.roll, `${p}.roll`, 2);
    if (ra.length !== 2) invalid(`${p}.roll`, 'two numbers [lowest, highest]', co.roll, 'E68');
    const lo = int(ra[0], `${p}.roll[0]`, next, next, 'E68');
    const roll: [number, number] = [lo, int(ra[1], `${p}.roll[1]`, lo, 12, 'E68')];
    next = roll[1] + 1;
    const items = arr(co.items, `${p}.items`).map((it, j): SupportItem => {
      const ip = `${p}.items[${j}]`;
      const io = obj(it, ip, ['unit', other]);
      if ((io.unit === undefined) === (io[other] === undefined)) invalid(ip, `exactly one of unit or ${other}`, it, 'E68');
      if (io.radio !== undefined) return { radio: str(io.radio, `${ip}.radio`) };
      // CC:P: whose table may list one (9: Japanese only) is the CC:P parser's check (oracle/procedures/ccp/event.ts).
      if (io.sighting !== undefined) return { sighting: str(io.sighting, `${ip}.sighting`) };
      if ((io.unit as { hex?: unknown } | null)?.hex !== undefined) invalid(`${ip}.unit.hex`, 'absent: a Support Table unit has no hex until placed', (io.unit as { hex: unknown }).hex, 'E59');
      const unit = parseUnit({ ...(io.unit as object), hex: 'A1' }, `${ip}.unit`);
      if (unit.owner !== player) invalid(`${ip}.unit.owner`, `"${player}": the ${player} player's Support Table`, unit.owner, 'E68');
      return { unit };
    });
    return { roll, items };
  });
  if (next !== 13) invalid(`${path}[${columns.length - 1}].roll[1]`, 'columns covering every roll 2-12: the last ends at 12', next - 1, 'E68');
  return columns;
}

/** A Support Table item's id: its unit's, its Radio's or its Sighting marker's (SELECT_ITEM names it). */
export const itemId = (it: SupportItem): string => ('unit' in it ? it.unit.id : 'radio' in it ? it.radio : it.sighting);

/** 4.2: a unit on the Casualty Track: its counter, without a hex, Weapon (4.2: "Weapons are placed in the large central box") or markers. */
function parseCasualtyUnit(raw: unknown, path: string): Unit {
  obj(raw, path, ['id', 'owner', 'kind', 'sides', 'nationality'], ['id', 'owner', 'kind', 'sides']);
  return parseUnit({ ...(raw as object), hex: 'A1' }, path);
}

const hexList = (v: unknown, p: string): string[] => (v === undefined ? [] : arr(v, p)).map((h, i) => str(h, `${p}[${i}]`, /^[A-Z][1-9][0-9]?$/, 'a hex id such as "C7" (2.1)'));

/** The Objectives on the map (2.3), each with its hexes (7.3.1.1: every hex of a building) and controller. */
export function parseObjectives(raw: unknown, path: string): Objective[] {
  return (raw === undefined ? [] : arr(raw, path)).map((x, i) => {
    const p = `${path}[${i}]`;
    const oo = obj(x, p, ['number', 'hexes', 'controller'], ['number', 'hexes']);
    return { number: int(oo.number, `${p}.number`, 1, 5, '2.3'), hexes: hexList(oo.hexes, `${p}.hexes`), controller: oo.controller === undefined || oo.controller === null ? null : oneOf(oo.controller, `${p}.controller`, PLAYERS, '7.3.1') };
  });
}

/** The Objective chits in play (7.3.2), open or secret (7.3.3). */
export function parseObjectiveChits(raw: unknown, path: string): ObjectiveChit[] {
  return (raw === undefined ? [] : arr(raw, path)).map((x, i) => {
    const p = `${path}[${i}]`;
    const co = obj(x, p, ['id', 'objective', 'value', 'open', 'owner'], ['id', 'objective', 'value', 'open']);
    const chit: ObjectiveChit = {
      id: str(co.id, `${p}.id`),
      objective: co.objective === 'all' ? 'all' : int(co.objective, `${p}.objective`, 1, 5, '7.3.2'),
      value: int(co.value, `${p}.value`, 0, 10, '7.3.2'),
      open: bool(co.open, `${p}.open`),
    };
    if (co.owner !== undefined) chit.owner = oneOf(co.owner, `${p}.owner`, PLAYERS, '7.3.3');
    return chit;
  });
}

const SPECIAL_CHITS = ['elimDoubled', 'exitDoubled', 'allFiveObjectives'] as const;

/**
 * The undrawn Objective chits (7.3.2), top first: an Objective value with `secretSide` (7.3.3), or one of
 * the three specialized chits, labelled "(open)" (7.3.2), which have no secret side.
 */
export function parseChitPool(raw: unknown, path: string): UndrawnChit[] {
  const pool = arr(raw, path).map((x, i): UndrawnChit => {
    const p = `${path}[${i}]`;
    const co = obj(x, p, ['id', 'objective', 'value', 'secretSide', 'special'], ['id']);
    const id = str(co.id, `${p}.id`);
    if (co.special !== undefined) {
      for (const f of ['objective', 'value', 'secretSide'] as const) {
        if (co[f] !== undefined) throw new OracleError({ code: 'invalid-field', path: `${p}.${f}`, expected: 'absent: a specialized "(open)" chit has no Objective value and no secret side', actual: co[f], rule: '7.3.2' });
      }
      return { id, special: oneOf(co.special, `${p}.special`, SPECIAL_CHITS, '7.3.2'), secretSide: false };
    }
    return {
      id,
      objective: co.objective === 'all' ? 'all' : int(co.objective, `${p}.objective`, 1, 5, '7.3.2'),
      value: int(co.value, `${p}.value`, 0, 10, '7.3.2'),
      secretSide: bool(co.secretSide, `${p}.secretSide`),
    };
  });
  return uniqueIds(pool, path);
}

/** The countermix (E52.1, E56, E58): per player, a Hero and a "Private" (Leaders, parsed as units without a hex) and the Deploy Teams' sides. */
export function parseCountermix(raw: unknown, path: string): Partial<Record<Player, Countermix>> {
  const o = obj(raw, path, PLAYERS);
  const out: Partial<Record<Player, Countermix>> = {};
  for (const p of PLAYERS) {
    if (o[p] === undefined) continue;
    const c = obj(o[p], `${path}.${p}`, ['hero', 'private', 'team']);
    const mix: Countermix = {};
    const leader = (v: unknown, at: string, rule: string): Unit => {
      const u = parseUnit({ hex: 'A1', ...(obj(v, at, ['id', 'owner', 'kind', 'broken', 'suppressed', 'veteran', 'sides', 'hero', 'weapon', 'nationality'], ['id', 'owner', 'kind', 'sides']) as object) }, at);
      if (u.kind !== 'leader') invalid(`${at}.kind`, '"leader"', u.kind, rule);
      if (u.owner !== p) invalid(`${at}.owner`, `"${p}" (the countermix it is listed in)`, u.owner, rule);
      return u;
    };
    if (c.hero !== undefined) mix.hero = { ...leader(c.hero, `${path}.${p}.hero`, 'E58.1'), hero: true };
    if (c.private !== undefined) mix.private = leader(c.private, `${path}.${p}.private`, 'E56');
    if (c.team !== undefined) {
      const t = obj(c.team, `${path}.${p}.team`, ['sides'], ['sides']);
      mix.team = { sides: parseUnit({ id: 'team', owner: p, kind: 'team', hex: 'A1', sides: t.sides }, `${path}.${p}.team`).sides };
    }
    out[p] = mix;
  }
  return out;
}

/** 12: the Radio counters by id (radio.ts parseRadio each). */
function parseRadioCounters(raw: unknown, path: string): Record<string, Radio> {
  const ids = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? Object.keys(raw) : [];
  const o = obj(raw, path, ids);
  return Object.fromEntries(ids.map((id) => [id, parseRadio(o[id], `${path}.${id}`)]));
}

export function parseFrame(o: Record<string, unknown>, path: string, vocabulary: CardVocabulary = CCE_CARDS): FrameState {
  const s = parseSituationUnits(o, path);
  const time = obj(o.time, `${path}.time`, ['space', 'suddenDeath'], ['space', 'suddenDeath']);
  const reinforcements = (o.reinforcements === undefined ? [] : arr(o.reinforcements, `${path}.reinforcements`)).map((r, i) => {
    const p = `${path}.reinforcements[${i}]`;
    const ro = obj(r, p, ['space', 'unit', 'radio', 'owner'], ['space']);
    const space = int(ro.space, `${p}.space`, 0, TIME_TRACK_LAST, '6.1.2');
    if (ro.radio !== undefined) return { space, owner: oneOf(ro.owner, `${p}.owner`, PLAYERS, '12'), unit: null, radio: str(ro.radio, `${p}.radio`) };
    const unit = parseUnit({ hex: 'A1', ...(ro.unit as object) }, `${p}.unit`);
    return { space, owner: unit.owner, unit };
  });
  const sc = obj(o.specialChits ?? {}, `${path}.specialChits`, ['elimDoubled', 'exitDoubled', 'allFiveObjectives']);
  const weapons = (o.weapons === undefined ? [] : arr(o.weapons, `${path}.weapons`)).map((x, i) => {
    const p = `${path}.weapons[${i}]`;
    const wo = obj(x, p, ['id', 'fix', 'elim'], ['id', 'fix', 'elim']);
    return { id: str(wo.id, `${p}.id`), fix: parseWeaponRange(wo.fix, `${p}.fix`), elim: parseWeaponRange(wo.elim, `${p}.elim`) };
  });
  const boxes = obj(o.artilleryBoxes ?? {}, `${path}.artilleryBoxes`, PLAYERS);
  const inPlay = new Set(s.units.map((u) => u.id));
  const optional: Pick<FrameSituation, 'supportTables' | 'casualtyUnits' | 'casualtyTrack'> = {};
  if (o.supportTables !== undefined) {
    const to = obj(o.supportTables, `${path}.supportTables`, PLAYERS);
    optional.supportTables = {};
    for (const p of PLAYERS) {
      if (to[p] === undefined) continue;
      const table = parseSupportTable(to[p], `${path}.supportTables.${p}`, p, vocabulary.supportItem ?? 'radio');
      const seen = new Set<string>();
      table.forEach((col, i) =>
        col.items.forEach((it, j) => {
          const id = itemId(it);
          if (seen.has(id) || inPlay.has(id)) invalid(`${path}.supportTables.${p}[${i}].items[${j}]`, 'an item id used once in the table and by no unit in play', id, 'E68');
          seen.add(id);
        }),
      );
      optional.supportTables[p] = table;
    }
  }
  if (o.casualtyTrack !== undefined) optional.casualtyTrack = parseCasualtyTracks(o.casualtyTrack, `${path}.casualtyTrack`);
  if (o.casualtyUnits !== undefined) {
    const cu = uniqueIds(arr(o.casualtyUnits, `${path}.casualtyUnits`).map((u, i) => parseCasualtyUnit(u, `${path}.casualtyUnits[${i}]`)), `${path}.casualtyUnits`);
    cu.forEach((u, i) => {
      if (inPlay.has(u.id)) invalid(`${path}.casualtyUnits[${i}].id`, 'the id of no unit in play', u.id, '4.2');
    });
    for (const p of PLAYERS) {
      const n = cu.filter((u) => u.owner === p).length;
      if (optional.casualtyTrack && n > optional.casualtyTrack[p].occupied) invalid(`${path}.casualtyTrack.${p}.occupied`, `at least the ${n} ${p} units listed in casualtyUnits (4.2: one per space)`, optional.casualtyTrack[p].occupied, '4.2');
    }
    optional.casualtyUnits = cu;
  }
  const frame: FrameState = {
    ...s,
    active: oneOf(o.active, `${path}.active`, PLAYERS, '5'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    postures: pair(o.postures, `${path}.postures`, (v, p) => oneOf(v, p, vocabulary.postures, '1.1')),
    decks: pair(o.decks, `${path}.decks`, (v, p, player) => parseDeck(v, p, player, vocabulary)),
    time: { space: int(time.space, `${path}.time.space`, 0, TIME_TRACK_LAST, '6.1.1'), suddenDeath: int(time.suddenDeath, `${path}.time.suddenDeath`, 0, TIME_TRACK_LAST, '6.2.1') },
    vp: int(o.vp ?? 0, `${path}.vp`, -99, 99, '4.1.1'),
    smoke: hexList(o.smoke, `${path}.smoke`),
    reinforcements,
    edges: o.edges === undefined ? { axis: [], allied: [] } : pair(o.edges, `${path}.edges`, (v, p) => hexList(v, p)),
    artilleryBoxes: { axis: boxes.axis == null ? null : str(boxes.axis, `${path}.artilleryBoxes.axis`), allied: boxes.allied == null ? null : str(boxes.allied, `${path}.artilleryBoxes.allied`) },
    objectives: parseObjectives(o.objectives, `${path}.objectives`),
    chits: parseObjectiveChits(o.chits, `${path}.chits`),
    specialChits: { elimDoubled: bool(sc.elimDoubled, `${path}.specialChits.elimDoubled`, false), exitDoubled: bool(sc.exitDoubled, `${path}.specialChits.exitDoubled`, false), allFiveObjectives: bool(sc.allFiveObjectives, `${path}.specialChits.allFiveObjectives`, false) },
    weapons,
    ...(o.chitPool !== undefined ? { chitPool: parseChitPool(o.chitPool, `${path}.chitPool`) } : {}),
    ...(o.radios !== undefined ? { radios: parseRadioCounters(o.radios, `${path}.radios`) } : {}),
    ...optional,
    ...(o.smokeDraws === undefined ? {} : { smokeDraws: arr(o.smokeDraws, `${path}.smokeDraws`).map((v, i) => int(v, `${path}.smokeDraws[${i}]`, 1, 99, 'T94')) }),
    eliminated: [],
    ended: null,
  };
  (frame.chitPool ?? []).forEach((c, i) => {
    if (frame.chits.some((x) => x.id === c.id)) throw new OracleError({ code: 'invalid-field', path: `${path}.chitPool[${i}].id`, expected: 'a chit not already in play (7.3.2)', actual: c.id, rule: '7.3.2' });
  });
  if (o.nationalities !== undefined) {
    const n = obj(o.nationalities, `${path}.nationalities`, PLAYERS);
    frame.nationalities = Object.fromEntries(PLAYERS.filter((p) => n[p] !== undefined).map((p) => [p, oneOf(n[p], `${path}.nationalities.${p}`, NATIONALITIES, 'E50')]));
  }
  if (o.countermix !== undefined) frame.countermix = parseCountermix(o.countermix, `${path}.countermix`);
  if (o.eliminatedWeapons !== undefined) {
    const ids = new Set([...frame.units.flatMap((u) => (u.weapon ? [u.weapon.id] : []))]);
    frame.eliminatedWeapons = arr(o.eliminatedWeapons, `${path}.eliminatedWeapons`).map((w, i) => {
      const weapon = parseWeapon(w, `${path}.eliminatedWeapons[${i}]`);
      if (ids.has(weapon.id)) invalid(`${path}.eliminatedWeapons[${i}].id`, 'a Weapon id not in play nor listed twice', weapon.id, '4.2');
      ids.add(weapon.id);
      return weapon;
    });
  }
  for (const p of PLAYERS) {
    frame.edges[p].forEach((h, i) => {
      if (!frame.map.hexes[h]) throw new OracleError({ code: 'invalid-field', path: `${path}.edges.${p}[${i}]`, expected: `a hex listed in ${path}.map.hexes`, actual: h, rule: '6.1.2' });
    });
  }
  return frame;
}

// ------------------------------------------------------------------------------------------- output

export interface DeckSummary {
  hand: string[];
  draw: number;
  discard: number;
  discardTop: string | null;
  total: number;
}

export const summariseDeck = (d: Deck): DeckSummary => ({ hand: d.hand, draw: d.draw.length, discard: d.discard.length, discardTop: d.discard[0] ?? null, total: deckCount(d) });

export interface FrameOutput {
  ended: Ending | null;
  time: number;
  vp: Vp;
  initiative: Player;
  decks: Record<Player, DeckSummary>;
  units: (UnitStatus & { owner: Player; kind: string })[];
  eliminated: string[];
  smoke: string[];
  artilleryBoxes: Record<Player, string | null>;
  /** 12: the Radio counters' data and side (only where the frame describes them). */
  radios?: Record<string, Radio>;
  objectives: Objective[];
  /** 4.1.1: how `vp` was found — the marker where the frame was read and each cause since (vpTrackDerivation). */
  derivation: { vp: Derivation };
}

export const projectFrame = (f: FrameState): FrameOutput => ({
  ended: f.ended,
  time: f.time.space,
  vp: f.vp,
  initiative: f.initiative,
  decks: { axis: summariseDeck(f.decks.axis), allied: summariseDeck(f.decks.allied) },
  units: f.units.map((u) => ({ ...unitStatus(u), owner: u.owner, kind: u.kind })),
  eliminated: f.eliminated,
  smoke: f.smoke,
  artilleryBoxes: f.artilleryBoxes,
  ...(f.radios ? { radios: f.radios } : {}),
  objectives: f.objectives,
  derivation: { vp: vpTrackDerivation(f) },
});
