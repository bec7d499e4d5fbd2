/**
 * 4.3 Command Phase: Morale Reduction (4.3.1–4.3.11) — Combat! Stalingrad. One player's units adjust
 * their yellow markers (Pinned Down, Disrupted, WIA: 4.3.3); both players do so (4.3.2), one run each.
 *
 * Covers, unit by unit in the situation's order: a Commissar's influence first, since it takes
 * precedence (4.3.11, 4.3.11.2): an Action Check to remove all markers in his Rally Point or reduce two
 * levels in his Morale Support Range, a failure raising one level (WIA → a C result; a leader is flipped
 * to its wounded side); then a leader's own markers (4.3.10.4: a Disrupted leader removes it as its only
 * action, a Pinned Down leader removes it and still serves); then a friendly Rally Point (4.3.7–4.3.9.1,
 * 4.3.10.1: remove all), Morale Support Range (4.3.10.2: reduce one level), or outside both an Action
 * Check (4.3.10.3: a pass reduces one level). Rally Points and Morale Support come from the leaders as
 * they began the phase (not Disrupted), so the order of the units does not change the outcome (the
 * 4.3.10.4 note). A Pinned Down leader is "non-Disrupted" (4.3.10.2) though not in "Good Order"
 * (4.3.10.3's word; digest §5 item 13): the text settles it, so no reading — 4.3.10.4 "Leaders may remove
 * Pinned Down markers from themselves and still serve as Rally Points in the same Command Phase", and its
 * example gives him Morale Support too: "If the Russian NCO was Pinned Down (at right), the NCO removes his
 * Pinned Down marker; the squad in the same hex removes his Pinned Down automatically and the adjacent
 * squad automatically replaces his Disrupted with a Pinned Down marker."
 *
 * Morale Support Range is counted as hexes plus levels, at most 1 for an NCO (and a wounded Officer or
 * Commissar), at most 2 for an Officer or Commissar: this fits both of 4.3.10.2's sentences and its
 * example (an Officer at B16's ground level reaches C16's Upper Level +1 and B18's ground level, an NCO
 * not C16's Upper Level +1).
 *
 * Left out, and where: the Action Check itself (14.2) is text-missing: its result arrives as an event
 * (ACTION_CHECK pass/fail), whatever the roll and the unit's Troop Quality were. A location's terrain DRM
 * (4.3.7 "a positive terrain DRM") comes from the Terrain Effects Chart, also missing: each location's
 * `terrainDrm` is a situation input. Concentration and deployment (4.3.12) and the Initiative (4.2 1c,
 * the turn procedure) are not part of this one.
 */
import { and, assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { distance, type HexCoord } from '../core/hex';
import { ruleApplies } from '../core/derivation';
import type { Side } from './turn';
import type { CsRuleId } from './rule-ids';

/** 4.3.3: the yellow markers, in the order of the ladder (4.3 preamble). */
export const YELLOW = ['pinned-down', 'disrupted', 'wia'] as const;
export type Yellow = (typeof YELLOW)[number];
export const LEADER_KINDS = ['nco', 'officer', 'commissar'] as const;
export const UNIT_KINDS = ['squad', 'half-squad', 'sw-team', 'gun-crew', ...LEADER_KINDS, 'afv'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export interface CommandUnit {
  id: string;
  side: Side;
  kind: UnitKind;
  hex: string;
  coord: HexCoord;
  /** The location's level: -1 the Cellar, 0 the ground level, 1.. the Upper Levels (6.4.1). */
  level: number;
  marker: Yellow | null;
  /** 2.3.1.1: a leader flipped to its wounded side (a leader is never marked WIA). */
  wounded: boolean;
  /** 4.3.7: under a Dug-In marker. */
  dugIn: boolean;
  /** A 'C' (Casualties) result suffered (4.3.11.1). */
  casualty: boolean;
}

export interface CommandLocation {
  hex: string;
  level: number;
  /** 4.3.7 "a positive terrain DRM": read from the Terrain Effects Chart, which the text does not print. */
  terrainDrm: number;
  rooftop: boolean;
}

export interface CommandSituation {
  /** The player whose units adjust their yellow markers. */
  side: Side;
  units: CommandUnit[];
  locations: CommandLocation[];
}

export type CommandInput = MachineInput<CommandSituation>;

export type Influence = 'commissar-rally-point' | 'commissar-msr' | 'own-marker' | 'rally-point' | 'msr' | 'action-check';

export interface Adjustment {
  unit: string;
  by: Influence;
  from: Yellow;
  to: Yellow | 'removed' | 'wounded' | 'casualty';
  actionCheck?: 'pass' | 'fail';
}

export interface CommandContext {
  ruleset: string;
  readings: Readings;
  situation: CommandSituation;
  /** The units as the phase began: Rally Points and Morale Support come from these leaders. */
  initial: CommandUnit[];
  pending: string[];
  adjustments: Adjustment[];
}

export type CommandEvent = { type: 'ACTION_CHECK'; result: 'pass' | 'fail' };

export interface CommandOutput {
  side: Side;
  adjustments: Adjustment[];
  units: { id: string; marker: Yellow | null; wounded: boolean; casualty: boolean }[];
}

const isLeader = (u: CommandUnit) => (LEADER_KINDS as readonly string[]).includes(u.kind);
const locationOf = (s: CommandSituation, u: CommandUnit) => s.locations.find((l) => l.hex === u.hex && l.level === u.level);

/** 4.3.10.2, 4.3.10.4: a leader's Morale Support Range, in hexes plus levels. */
export function msrOf(leader: CommandUnit): number {
  return leader.kind === 'nco' || leader.wounded ? 1 : 2;
}

/** 4.3.10.2: `u` is within the Morale Support Range of `leader`. */
export function inMsr(leader: CommandUnit, u: CommandUnit): boolean {
  return distance(leader.coord, u.coord) + Math.abs(leader.level - u.level) <= msrOf(leader);
}

/** 4.3.9.1: the AFVs that forbid a Rally Point next to them on its level (reading cs.rally-point-afv). */
const afvForbids = (c: CommandContext, leader: CommandUnit, afv: CommandUnit) =>
  afv.kind === 'afv' && (c.readings['cs.rally-point-afv'] !== 'enemy' || afv.side !== leader.side) && afv.level === leader.level && distance(afv.coord, leader.coord) === 1;

/** 4.3.7, 4.3.9.1: the leader's location is a Rally Point (from the phase's start: a non-Disrupted leader). */
export function isRallyPoint(c: CommandContext, leader: CommandUnit): boolean {
  if (!isLeader(leader) || leader.marker === 'disrupted' || leader.casualty) return false;
  const loc = locationOf(c.situation, leader);
  if (!loc || loc.rooftop) return false;
  if (!ruleApplies('4.3.7', loc.terrainDrm > 0 || leader.dugIn)) return false;
  const enemyThere = c.initial.some((u) => u.side !== leader.side && u.hex === leader.hex && u.level === leader.level);
  return !ruleApplies('4.3.9.1', enemyThere || c.initial.some((u) => afvForbids(c, leader, u)));
}

/** The non-Disrupted friendly leaders of the phase's start (4.3.10.2, 4.3.10.4), other than `u` itself. */
const supporters = (c: CommandContext, u: CommandUnit) => c.initial.filter((l) => l.id !== u.id && l.side === u.side && isLeader(l) && l.marker !== 'disrupted' && !l.casualty);

export type Category = Influence | 'none';

/** Which rule adjusts `u`'s marker, in the order of precedence (4.3.11.2 first). */
export function categoryOf(c: CommandContext, id: string): Category {
  const u = c.situation.units.find((x) => x.id === id)!;
  if (!u.marker) return 'none';
  const leaders = supporters(c, u);
  const commissars = leaders.filter((l) => l.kind === 'commissar');
  if (commissars.some((l) => isRallyPoint(c, l) && l.hex === u.hex && l.level === u.level)) return 'commissar-rally-point';
  if (commissars.some((l) => inMsr(l, u))) return 'commissar-msr';
  if (isLeader(u)) return 'own-marker';
  if (leaders.some((l) => isRallyPoint(c, l) && l.hex === u.hex && l.level === u.level)) return 'rally-point';
  if (leaders.some((l) => inMsr(l, u))) return 'msr';
  return 'action-check';
}

const down = (m: Yellow, levels: number): Yellow | 'removed' => {
  const i = YELLOW.indexOf(m) - levels;
  return i < 0 ? 'removed' : YELLOW[i];
};

/** 4.3.11.1: a failed Commissar Action Check raises the marker one level; WIA (or, for a leader, wounded: reading) gives a C. */
export function raised(c: CommandContext, u: CommandUnit): Adjustment['to'] {
  if (u.marker === 'wia') return 'casualty';
  if (u.marker !== 'disrupted') return u.marker === null ? 'pinned-down' : 'disrupted';
  if (!isLeader(u)) return 'wia';
  if (!u.wounded) return 'wounded';
  return c.readings['cs.commissar-wounded-leader'] === 'no-worse' ? 'disrupted' : 'casualty';
}

function applied(u: CommandUnit, to: Adjustment['to']): CommandUnit {
  if (to === 'removed') return { ...u, marker: null };
  if (to === 'casualty') return { ...u, casualty: true };
  if (to === 'wounded') return { ...u, marker: null, wounded: true };
  return { ...u, marker: to };
}

const current = (c: CommandContext) => c.situation.units.find((u) => u.id === c.pending[0])!;

function adjust(c: CommandContext, by: Influence, to: Adjustment['to'], actionCheck?: 'pass' | 'fail'): Partial<CommandContext> {
  const u = current(c);
  const a: Adjustment = { unit: u.id, by, from: u.marker!, to, ...(actionCheck ? { actionCheck } : {}) };
  return {
    situation: { ...c.situation, units: c.situation.units.map((x) => (x.id === u.id ? applied(x, to) : x)) },
    pending: c.pending.slice(1),
    adjustments: [...c.adjustments, a],
  };
}

export function projectCommand(c: CommandContext): CommandOutput {
  return {
    side: c.situation.side,
    adjustments: c.adjustments,
    units: c.situation.units.filter((u) => u.side === c.situation.side && u.kind !== 'afv').map((u) => ({ id: u.id, marker: u.marker, wounded: u.wounded, casualty: u.casualty })),
  };
}

type Meta = { rules: CsRuleId[] };
const is = (cat: Category) => ({ context: c }: { context: CommandContext }) => c.pending.length > 0 && categoryOf(c, c.pending[0]) === cat;

export const commandMachine = setup({
  types: {
    input: {} as CommandInput,
    context: {} as CommandContext,
    events: {} as CommandEvent,
    output: {} as CommandOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    noUnitLeft: ({ context: c }) => c.pending.length === 0,
    underCommissarRallyPoint: is('commissar-rally-point'),
    underCommissarMsr: is('commissar-msr'),
    leaderOwnMarker: is('own-marker'),
    inRallyPoint: is('rally-point'),
    inMsr: is('msr'),
    outsideSupport: is('action-check'),
    checkPassed: ({ event }) => event.result === 'pass',
    commissarCheck: ({ context: c }) => categoryOf(c, c.pending[0]).startsWith('commissar'),
    commissarRallyPointCheck: ({ context: c }) => categoryOf(c, c.pending[0]) === 'commissar-rally-point',
  },
  actions: {
    /** 4.3.10.4: the leader removes its own Disrupted or Pinned Down marker. */
    removeOwnMarker: assign(({ context: c }) => adjust(c, 'own-marker', 'removed')),
    removeAll: assign(({ context: c }) => adjust(c, 'rally-point', 'removed')),
    reduceOne: assign(({ context: c }) => adjust(c, 'msr', down(current(c).marker!, 1))),
    commissarRemoveAll: assign(({ context: c }) => adjust(c, 'commissar-rally-point', 'removed', 'pass')),
    commissarReduceTwo: assign(({ context: c }) => adjust(c, 'commissar-msr', down(current(c).marker!, 2), 'pass')),
    commissarRaise: assign(({ context: c }) => adjust(c, categoryOf(c, c.pending[0]) as Influence, raised(c, current(c)), 'fail')),
    checkReduceOne: assign(({ context: c }) => adjust(c, 'action-check', down(current(c).marker!, 1), 'pass')),
    checkNoChange: assign(({ context: c }) => adjust(c, 'action-check', current(c).marker!, 'fail')),
  },
}).createMachine({
  id: 'cs-command',
  context: ({ input }) => ({
    ruleset: input.ruleset,
    readings: input.readings,
    situation: input.situation,
    initial: input.situation.units,
    pending: input.situation.units.filter((u) => u.side === input.situation.side && u.marker !== null).map((u) => u.id),
    adjustments: [],
  }),
  initial: 'adjusting',
  output: ({ context }) => projectCommand(context),
  states: {
    // 4.3.2: every unit of the player with a yellow marker, in turn; the Commissar first (4.3.11.2).
    adjusting: {
      always: [
        { guard: 'noUnitLeft', target: 'done', meta: { rules: ['4.3.2'] } },
        { guard: 'underCommissarRallyPoint', target: 'actionCheck', meta: { rules: ['4.3.11', '4.3.11.1', '4.3.11.2', '4.3.7', '4.3.8'] } },
        { guard: 'underCommissarMsr', target: 'actionCheck', meta: { rules: ['4.3.11', '4.3.11.1', '4.3.11.2'] } },
        { guard: 'leaderOwnMarker', target: 'adjusting', reenter: true, actions: 'removeOwnMarker', meta: { rules: ['4.3.10.4', '4.3.6'] } },
        { guard: 'inRallyPoint', target: 'adjusting', reenter: true, actions: 'removeAll', meta: { rules: ['4.3.10.1', '4.3.7', '4.3.8', '4.3.9', '4.3.9.1'] } },
        { guard: 'inMsr', target: 'adjusting', reenter: true, actions: 'reduceOne', meta: { rules: ['4.3.10.2', '4.3.3'] } },
        { guard: 'outsideSupport', target: 'actionCheck', meta: { rules: ['4.3.10.3'] } },
      ],
    },
    // 14.2 (text-missing): the Action Check's result is the event. 4.3.11.1: under a Commissar a pass removes
    // (his Rally Point) or reduces two levels (his MSR), a failure raises one level; else (4.3.10.3) a pass
    // reduces one level and a failure changes nothing.
    actionCheck: {
      on: {
        ACTION_CHECK: [
          { guard: and(['commissarRallyPointCheck', 'checkPassed']), target: 'adjusting', actions: 'commissarRemoveAll', meta: { rules: ['4.3.11.1', '4.3.10.1'] } },
          { guard: and(['commissarCheck', 'checkPassed']), target: 'adjusting', actions: 'commissarReduceTwo', meta: { rules: ['4.3.11.1', '4.3.3'] } },
          { guard: 'commissarCheck', target: 'adjusting', actions: 'commissarRaise', meta: { rules: ['4.3.11.1'] } },
          { guard: 'checkPassed', target: 'adjusting', actions: 'checkReduceOne', meta: { rules: ['4.3.10.3', '4.3.3'] } },
          { target: 'adjusting', actions: 'checkNoChange', meta: { rules: ['4.3.10.3'] } },
        ],
      },
    },
    done: { type: 'final' },
  },
});
