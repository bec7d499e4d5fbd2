/**
 * The game frame's state (CC:E 1, 4, 6, 7, 9): what the Turn, the Time advance and the game end share —
 * both players' Fate decks, the Time Track, the VP track, the Initiative card, units, reinforcements,
 * Smoke markers, Artillery Boxes, Objectives and their chits — with its strict parser and its output
 * projection. No rule is decided here: the rules live in deck.ts, victory.ts and the three machines.
 */
import { OracleError } from '../core/errors';
import { arr, bool, int, obj, oneOf, str } from '../core/validate';
import { type Deck, deckCount, parseDeck, type Posture, POSTURES } from './deck';
import { opponentOf, parseSituationUnits, parseUnit, PLAYERS, type Player, type Situation, type Unit } from './units';
import type { ChitsInPlay, Objective, ObjectiveChit, Vp } from './victory';
import { unitStatus, type UnitStatus } from './effects';

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
  objectives: Objective[];
  chits: ObjectiveChit[];
  specialChits: ChitsInPlay;
  weapons: BrokenWeapon[];
  /**
   * T94: the Hindrance of each Smoke marker a "random Smoke marker" will draw, in the order drawn (E53,
   * E77): chance given as an input. Absent = none listed (a draw then is an input error).
   */
  smokeDraws?: number[];
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
}

export const inactive = (f: FrameState): Player => opponentOf(f.active);

const pair = <T>(raw: unknown, path: string, parse: (v: unknown, p: string, player: Player) => T): Record<Player, T> => {
  const o = obj(raw, path, PLAYERS, PLAYERS);
  return { axis: parse(o.axis, `${path}.axis`, 'axis'), allied: parse(o.allied, `${path}.allied`, 'allied') };
};

const range = (raw: unknown, path: string): [number, number] => {
  const a = arr(raw, path, 2);
  const lo = int(a[0], `${path}[0]`, 1, 99, '11.4');
  return [lo, int(a[1], `${path}[1]`, lo, 99, '11.4')];
};

export const FRAME_FIELDS = ['active', 'initiative', 'postures', 'decks', 'time', 'vp', 'smoke', 'reinforcements', 'edges', 'artilleryBoxes', 'objectives', 'chits', 'specialChits', 'weapons', 'smokeDraws', 'units', 'map'];

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

export function parseFrame(o: Record<string, unknown>, path: string): FrameState {
  const s = parseSituationUnits(o, path);
  const time = obj(o.time, `${path}.time`, ['space', 'suddenDeath'], ['space', 'suddenDeath']);
  const reinforcements = (o.reinforcements === undefined ? [] : arr(o.reinforcements, `${path}.reinforcements`)).map((r, i) => {
    const p = `${path}.reinforcements[${i}]`;
    const ro = obj(r, p, ['space', 'unit', 'radio', 'owner'], ['space']);
    const space = int(ro.space, `${p}.space`, 0, 20, '6.1.2');
    if (ro.radio !== undefined) return { space, owner: oneOf(ro.owner, `${p}.owner`, PLAYERS, '12'), unit: null, radio: str(ro.radio, `${p}.radio`) };
    const unit = parseUnit({ hex: 'A1', ...(ro.unit as object) }, `${p}.unit`);
    return { space, owner: unit.owner, unit };
  });
  const sc = obj(o.specialChits ?? {}, `${path}.specialChits`, ['elimDoubled', 'exitDoubled', 'allFiveObjectives']);
  const weapons = (o.weapons === undefined ? [] : arr(o.weapons, `${path}.weapons`)).map((x, i) => {
    const p = `${path}.weapons[${i}]`;
    const wo = obj(x, p, ['id', 'fix', 'elim'], ['id', 'fix', 'elim']);
    return { id: str(wo.id, `${p}.id`), fix: range(wo.fix, `${p}.fix`), elim: range(wo.elim, `${p}.elim`) };
  });
  const boxes = obj(o.artilleryBoxes ?? {}, `${path}.artilleryBoxes`, PLAYERS);
  const frame: FrameState = {
    ...s,
    active: oneOf(o.active, `${path}.active`, PLAYERS, '5'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    postures: pair(o.postures, `${path}.postures`, (v, p) => oneOf(v, p, POSTURES, '1.1')),
    decks: pair(o.decks, `${path}.decks`, (v, p, player) => parseDeck(v, p, player)),
    time: { space: int(time.space, `${path}.time.space`, 0, 20, '6.1'), suddenDeath: int(time.suddenDeath, `${path}.time.suddenDeath`, 0, 20, '6.2.1') },
    vp: int(o.vp ?? 0, `${path}.vp`, -99, 99, '4.1.1'),
    smoke: hexList(o.smoke, `${path}.smoke`),
    reinforcements,
    edges: o.edges === undefined ? { axis: [], allied: [] } : pair(o.edges, `${path}.edges`, (v, p) => hexList(v, p)),
    artilleryBoxes: { axis: boxes.axis == null ? null : str(boxes.axis, `${path}.artilleryBoxes.axis`), allied: boxes.allied == null ? null : str(boxes.allied, `${path}.artilleryBoxes.allied`) },
    objectives: parseObjectives(o.objectives, `${path}.objectives`),
    chits: parseObjectiveChits(o.chits, `${path}.chits`),
    specialChits: { elimDoubled: bool(sc.elimDoubled, `${path}.specialChits.elimDoubled`, false), exitDoubled: bool(sc.exitDoubled, `${path}.specialChits.exitDoubled`, false), allFiveObjectives: bool(sc.allFiveObjectives, `${path}.specialChits.allFiveObjectives`, false) },
    weapons,
    ...(o.smokeDraws === undefined ? {} : { smokeDraws: arr(o.smokeDraws, `${path}.smokeDraws`).map((v, i) => int(v, `${path}.smokeDraws[${i}]`, 1, 99, 'T94')) }),
    eliminated: [],
    ended: null,
  };
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
  objectives: Objective[];
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
  objectives: f.objectives,
});
