/**
 * 3.2.12–3.2.13 Hidden units and Shadow markers — Combat! Stalingrad: what reveals one side's hidden units
 * and removes its Shadow markers during a firefight, and at what strength fire into their hexes resolves.
 *
 * Covers: hidden units set up off the map, noted on paper (3.2.12.1: only where the firefight allows it,
 * Guns always, never in solitaire play), revealed when an enemy unit enters their location, after their
 * own fire is resolved, to move or change their CA/VCA/TCA, when found by a search, and by Recon By Fire
 * with an MC/C/E result (3.2.12.2, 3.2.12.3); hidden fortifications placed when enemy infantry comes within
 * 2 hexes or a vehicle moves adjacent (3.2.12.2); Recon By Fire at half strength rounded up, never with a
 * DFET: such a fire is refused and reveals nothing (3.2.12.3, 3.2.12.3.1); the dummy Shadow markers a side may add (3.2.13.1: one per two provided,
 * fractions rounded up); Shadow markers that never move, removed when an enemy unit enters or searches the
 * hex or a Recon By Fire there has an MC/C/E result, or at once when a unit they represent fires, its units
 * then placed on the map (3.2.13.2); fire on a Shadow marker at half FF rounded up, FFE excepted (3.2.13.3).
 *
 * Left out, and where: how a search is made ("in the same manner as Mines", 7.4) and the fire's result (the
 * FFT, 18) are text-missing: a search's `found` and a fire's `hit` and `result` are event inputs. Stacking
 * limits of a Shadow marker's box (9) are text-missing. Fire on a hex holding visible enemy units as well is
 * ordinary fire (15, missing), not modelled here. Right of Inspection (3.2.11) decides what an opponent
 * may look at, no state of a unit.
 *
 * Settled by the text, so no reading: a Shadow marker's units are placed on the map whenever the marker is
 * removed, since the marker is "placed on the map in place of unit(s) they represents" (3.2.13.1) and no
 * rule keeps units off the map without one; "Once revealed, a hidden unit cannot become hidden again"
 * (3.2.12.1): no event hides a unit. Whether a miss on the HE To Hit Table still marks the firer as fired
 * is reading cs.recon-miss-marked.
 */
import { assign, setup } from 'xstate';
import type { MachineInput } from '../core/procedure';
import type { Readings } from '../core/readings';
import { distance, parseHex } from '../core/hex';
import { derive, ruleApplies, term, type Derivation, declareTerms } from '../core/derivation';
import type { UnitKind } from './command';
import type { Side } from './turn';
import type { CsRuleId } from './rule-ids';

export interface HiddenUnit {
  id: string;
  kind: UnitKind;
  hex: string;
  level: number;
}

export interface ShadowMarker {
  /** The marker's number, and of its box on the Shadow play aid (3.2.13.1). */
  marker: number;
  hex: string;
  /** The units in its box; none for a dummy. */
  units: { id: string; kind: UnitKind }[];
}

export const FORTIFICATION_KINDS = ['trench', 'wire', 'roadblock', 'at-trench'] as const;
export interface HiddenFortification {
  id: string;
  kind: (typeof FORTIFICATION_KINDS)[number];
  hex: string;
}

export interface HiddenSituation {
  /** The side whose units are hidden or under Shadow markers. */
  side: Side;
  /** 3.2.12.1: the firefight allows units to set up hidden (Guns always may). */
  hiddenAllowed: boolean;
  /** 3.2.12.1: "Do not use this rule for solitaire play". */
  solitaire: boolean;
  hidden: HiddenUnit[];
  /** 3.2.13.1: the Shadow markers the side's Order of Battle provides. */
  shadowsProvided: number;
  shadows: ShadowMarker[];
  fortifications: HiddenFortification[];
}

export type HiddenInput = MachineInput<HiddenSituation>;

export const FIRE_RESULTS = ['none', 'MC', 'C', 'E'] as const;
export type FireResult = (typeof FIRE_RESULTS)[number];

export type HiddenEvent =
  | { type: 'ENEMY_ENTERS'; hex: string; level: number; unit: 'infantry' | 'vehicle' }
  | { type: 'UNIT_FIRES'; unit: string }
  | { type: 'FIRE_RESOLVED' }
  | { type: 'UNIT_MOVES'; unit: string }
  | { type: 'UNIT_CHANGES_ARC'; unit: string }
  | { type: 'SEARCH'; hex: string; found: boolean }
  | { type: 'FIRE_ON_HEX'; hex: string; firepower: number; ffe: boolean; /** 3.2.12.3.1: the fire uses a DFET. */ dfet: boolean; hit: boolean; result: FireResult }
  | { type: 'FIREFIGHT_ENDS' };

export interface FireRecord {
  hex: string;
  /** The FFT column the fire is resolved on (3.2.12.3, 3.2.13.3); null when it achieved no hit. */
  column: Derivation | null;
  /** The firing units are marked as fired (3.2.12.3; reading cs.recon-miss-marked). */
  marked: boolean;
  result: FireResult;
}

/** What placed a unit on the map or removed a Shadow marker (3.2.12.2, 3.2.12.3, 3.2.13.2). */
export type Cause = 'enemy-entered' | 'fired' | 'moved' | 'changed-arc' | 'searched' | 'recon-by-fire';

export interface Placement {
  unit: string;
  /** The rule under which it was placed on the map. */
  by: CsRuleId;
  cause: Cause;
}

export interface HiddenContext {
  ruleset: string;
  readings: Readings;
  situation: HiddenSituation;
  placed: Placement[];
  removedMarkers: { marker: number; cause: Cause }[];
  /** Units that left a Shadow marker's box to move (3.2.13.2): on the map, the marker stays. */
  exited: string[];
  /** 3.2.12.2: the hidden fortifications placed, and by whom (enemy infantry within 2 hexes, a vehicle adjacent). */
  fortificationsPlaced: { id: string; by: 'infantry' | 'vehicle' }[];
  fire: FireRecord[];
  /** 3.2.12.3.1: fire refused as Recon By Fire (it uses a DFET): the hex fired at. */
  refused: { hex: string; rule: CsRuleId }[];
  /** 3.2.13.1: the dummy Shadow markers the side may set up, counted at setup. */
  dummies: Derivation | null;
  /** A hidden unit whose fire is being resolved (3.2.12.2). */
  firing: string | null;
}

export interface HiddenOutput {
  dummiesAllowed: Derivation | null;
  hidden: { id: string; status: 'hidden' | 'revealed' }[];
  shadows: { marker: number; status: 'on-map' | 'removed'; cause?: Cause; units: string[] }[];
  placed: Placement[];
  fortifications: { id: string; status: 'hidden' | 'placed'; by?: 'infantry' | 'vehicle' }[];
  fire: FireRecord[];
  refused: { hex: string; rule: CsRuleId }[];
}

/** 3.2.13.1: "For every two (fractions rounded up) Shadow markers provided ... one additional Shadow marker". */
export function dummiesAllowed(provided: number): Derivation {
  return derive(term(Math.floor(provided / 2), '3.2.13.1', 'one per two Shadow markers provided'), [ruleApplies('3.2.13.1', provided % 2 === 1) && term(1, '3.2.13.1', 'fraction rounded up')]);
}

/** 3.2.12.3, 3.2.13.3: "1/2 strength (rounded up) of its normal strength". */
function halved(firepower: number, rule: CsRuleId, applies: boolean): Derivation {
  return derive(term(firepower, rule, 'Firepower Factors'), [ruleApplies(rule, applies) && term(-Math.floor(firepower / 2), rule, 'halved, rounded up')]);
}

const isHidden = (c: HiddenContext, id: string) => c.situation.hidden.some((u) => u.id === id) && !c.placed.some((p) => p.unit === id);
const removed = (c: HiddenContext, marker: number) => c.removedMarkers.find((r) => r.marker === marker);
const markerOn = (c: HiddenContext, hex: string) => c.situation.shadows.filter((m) => m.hex === hex && !removed(c, m.marker));
/** The Shadow marker still on the map whose box holds `unit`, if any. */
export const markerOf = (c: HiddenContext, unit: string) =>
  c.situation.shadows.find((m) => !removed(c, m.marker) && m.units.some((u) => u.id === unit) && !c.exited.includes(unit));

const place = (c: HiddenContext, ids: string[], by: CsRuleId, cause: Cause): Placement[] => [
  ...c.placed,
  ...ids.filter((id) => !c.placed.some((p) => p.unit === id)).map((unit) => ({ unit, by, cause })),
];

/** 3.2.13.2: remove the markers and place every unit still in their boxes. */
function removeMarkers(c: HiddenContext, markers: ShadowMarker[], cause: Cause): Partial<HiddenContext> {
  const ids = markers.flatMap((m) => m.units.map((u) => u.id).filter((id) => !c.exited.includes(id)));
  return { removedMarkers: [...c.removedMarkers, ...markers.map((m) => ({ marker: m.marker, cause }))], placed: place(c, ids, '3.2.13.2', cause) };
}

function enemyEnters(c: HiddenContext, e: Extract<HiddenEvent, { type: 'ENEMY_ENTERS' }>): Partial<HiddenContext> {
  // 3.2.12.2 "Any time an enemy unit enters a hex location with a hidden unit, reveal the unit".
  const found = c.situation.hidden.filter((u) => isHidden(c, u.id) && ruleApplies('3.2.12.2', u.hex === e.hex && u.level === e.level)).map((u) => u.id);
  const revealed = { ...c, placed: place(c, found, '3.2.12.2', 'enemy-entered') };
  // 3.2.13.2 "until an enemy unit does one of the following: 1) Enters the hex".
  const shadows = removeMarkers(revealed, markerOn(c, e.hex).filter(() => ruleApplies('3.2.13.2', true)), 'enemy-entered');
  // 3.2.12.2 "as soon as any enemy infantry unit comes within 2 hexes or a vehicle moves adjacent".
  const reach = e.unit === 'infantry' ? 2 : 1;
  const at = parseHex(e.hex, 'event.hex');
  const forts = c.situation.fortifications
    .filter((f) => !c.fortificationsPlaced.some((p) => p.id === f.id) && ruleApplies('3.2.12.2', distance(parseHex(f.hex, 'hex'), at) <= reach))
    .map((f) => ({ id: f.id, by: e.unit }));
  return { ...shadows, fortificationsPlaced: [...c.fortificationsPlaced, ...forts] };
}

function fireOnHex(c: HiddenContext, e: Extract<HiddenEvent, { type: 'FIRE_ON_HEX' }>, atShadow: boolean): Partial<HiddenContext> {
  const rule: CsRuleId = atShadow ? '3.2.13.3' : '3.2.12.3';
  // 3.2.13.3 "[Exception: FFE]": only on a Shadow marker; Recon By Fire has no exception.
  const column = e.hit ? halved(e.firepower, rule, !atShadow || !e.ffe) : null;
  const marked = e.hit || c.readings['cs.recon-miss-marked'] !== 'not-marked';
  const record: FireRecord = { hex: e.hex, column, marked, result: e.result };
  // 3.2.12.3 "Reveal the hidden unit only if there is any effect in the form of a MC/C/E result"; 3.2.13.2 3).
  if (!ruleApplies('3.2.12.3', e.result !== 'none')) return { fire: [...c.fire, record] };
  const found = c.situation.hidden.filter((u) => isHidden(c, u.id) && u.hex === e.hex).map((u) => u.id);
  return { ...removeMarkers({ ...c, placed: place(c, found, '3.2.12.3', 'recon-by-fire') }, markerOn(c, e.hex), 'recon-by-fire'), fire: [...c.fire, record] };
}

export function projectHidden(c: HiddenContext): HiddenOutput {
  return {
    dummiesAllowed: c.dummies,
    hidden: c.situation.hidden.map((u) => ({ id: u.id, status: isHidden(c, u.id) ? 'hidden' : 'revealed' })),
    shadows: c.situation.shadows.map((m) => {
      const r = removed(c, m.marker);
      return r ? { marker: m.marker, status: 'removed', cause: r.cause, units: [] } : { marker: m.marker, status: 'on-map', units: m.units.map((u) => u.id).filter((id) => !c.exited.includes(id)) };
    }),
    placed: c.placed,
    fortifications: c.situation.fortifications.map((f) => {
      const p = c.fortificationsPlaced.find((x) => x.id === f.id);
      return p ? { id: f.id, status: 'placed', by: p.by } : { id: f.id, status: 'hidden' };
    }),
    fire: c.fire,
    refused: c.refused,
  };
}

type Meta = { rules: CsRuleId[] };

export const hiddenMachine = setup({
  types: {
    input: {} as HiddenInput,
    context: {} as HiddenContext,
    events: {} as HiddenEvent,
    output: {} as HiddenOutput,
    transitionMeta: {} as Meta,
  },
  guards: {
    /** 3.2.13.2: the unit is "currently represented by that Shadow marker (i.e., still on the Play Aid)". */
    representedByShadow: ({ context: c, event }) => 'unit' in event && typeof event.unit === 'string' && markerOf(c, event.unit) !== undefined,
    atShadowMarker: ({ context: c, event }) => event.type === 'FIRE_ON_HEX' && markerOn(c, event.hex).length > 0,
    /** 3.2.12.3.1 "No fire that involves use of a DFET may be used as Recon By Fire." (a Shadow marker "is considered hidden for the purpose of fire", 3.2.13.3) */
    usesDfet: ({ event }) => event.type === 'FIRE_ON_HEX' && ruleApplies('3.2.12.3.1', event.dfet),
  },
  actions: {
    enemyEnters: assign(({ context: c, event }) => (event.type === 'ENEMY_ENTERS' ? enemyEnters(c, event) : {})),
    shadowUnitFires: assign(({ context: c, event }) => (event.type === 'UNIT_FIRES' ? removeMarkers(c, [markerOf(c, event.unit)!], 'fired') : {})),
    startFiring: assign(({ event }) => (event.type === 'UNIT_FIRES' ? { firing: event.unit } : {})),
    revealFirer: assign(({ context: c }) => ({ placed: place(c, [c.firing!], '3.2.12.2', 'fired'), firing: null })),
    exitShadowBox: assign(({ context: c, event }) => (event.type === 'UNIT_MOVES' ? { exited: [...c.exited, event.unit], placed: place(c, [event.unit], '3.2.13.2', 'moved') } : {})),
    revealToMove: assign(({ context: c, event }) => (event.type === 'UNIT_MOVES' ? { placed: place(c, [event.unit], '3.2.12.2', 'moved') } : {})),
    revealToChangeArc: assign(({ context: c, event }) => (event.type === 'UNIT_CHANGES_ARC' ? { placed: place(c, [event.unit], '3.2.12.2', 'changed-arc') } : {})),
    search: assign(({ context: c, event }) => {
      if (event.type !== 'SEARCH') return {};
      // 3.2.12.2 "Hidden units may also be searched for in the same manner as Mines" (7.4, text missing: `found`).
      const found = event.found ? c.situation.hidden.filter((u) => isHidden(c, u.id) && u.hex === event.hex).map((u) => u.id) : [];
      // 3.2.13.2 "2) Searches the hex".
      return removeMarkers({ ...c, placed: place(c, found, '3.2.12.2', 'searched') }, markerOn(c, event.hex), 'searched');
    }),
    fireAtShadow: assign(({ context: c, event }) => (event.type === 'FIRE_ON_HEX' ? fireOnHex(c, event, true) : {})),
    countDummies: assign(({ context: c }) => ({ dummies: dummiesAllowed(c.situation.shadowsProvided) })),
    refuseDfet: assign(({ context: c, event }) => (event.type === 'FIRE_ON_HEX' ? { refused: [...c.refused, { hex: event.hex, rule: '3.2.12.3.1' as const }] } : {})),
    reconByFire: assign(({ context: c, event }) => (event.type === 'FIRE_ON_HEX' ? fireOnHex(c, event, false) : {})),
  },
}).createMachine({
  id: 'cs-hidden',
  context: ({ input }) => ({ ruleset: input.ruleset, readings: input.readings, situation: input.situation, placed: [], removedMarkers: [], exited: [], fortificationsPlaced: [], fire: [], refused: [], dummies: null, firing: null }),
  initial: 'settingUp',
  output: ({ context }) => projectHidden(context),
  states: {
    // 3.2.13.1 "For every two (fractions rounded up) Shadow markers provided ... one additional Shadow marker may be setup on map"; the situation is the side's setup.
    settingUp: {
      always: { target: 'inPlay', actions: 'countDummies', meta: { rules: ['3.2.13.1'] } },
    },
    // The firefight goes on; each event is an enemy's or the hiding side's act that may reveal.
    inPlay: {
      on: {
        ENEMY_ENTERS: { target: 'inPlay', actions: 'enemyEnters', meta: { rules: ['3.2.12.2', '3.2.13.2'] } },
        UNIT_FIRES: [
          { guard: 'representedByShadow', target: 'inPlay', actions: 'shadowUnitFires', meta: { rules: ['3.2.13.2'] } },
          { target: 'resolvingFire', actions: 'startFiring', meta: { rules: ['3.2.12.2'] } },
        ],
        UNIT_MOVES: [
          { guard: 'representedByShadow', target: 'inPlay', actions: 'exitShadowBox', meta: { rules: ['3.2.13.2'] } },
          { target: 'inPlay', actions: 'revealToMove', meta: { rules: ['3.2.12.2'] } },
        ],
        UNIT_CHANGES_ARC: { target: 'inPlay', actions: 'revealToChangeArc', meta: { rules: ['3.2.12.2'] } },
        SEARCH: { target: 'inPlay', actions: 'search', meta: { rules: ['3.2.12.2', '3.2.13.2'] } },
        FIRE_ON_HEX: [
          { guard: 'usesDfet', target: 'inPlay', actions: 'refuseDfet', meta: { rules: ['3.2.12.3.1'] } },
          { guard: 'atShadowMarker', target: 'inPlay', actions: 'fireAtShadow', meta: { rules: ['3.2.13.3', '3.2.13.2'] } },
          { target: 'inPlay', actions: 'reconByFire', meta: { rules: ['3.2.12.3'] } },
        ],
        FIREFIGHT_ENDS: { target: 'ended', meta: { rules: ['3.2.12.1'] } },
      },
    },
    // 3.2.12.2 "If a hidden unit fires, reveal the hidden unit following the resolution of the fire."
    resolvingFire: {
      on: { FIRE_RESOLVED: { target: 'inPlay', actions: 'revealFirer', meta: { rules: ['3.2.12.2'] } } },
    },
    ended: { type: 'final' },
  },
});

// Ablation (core/derivation.ts declaredTermRules): the fraction rounded up, and the halving of a fire on a hidden unit (3.2.12.3) or a Shadow (3.2.13.3).
declareTerms('cs', ['3.2.13.1', '3.2.12.3', '3.2.13.3']);
