/**
 * The Melee procedure (O16.4) for the oracle: situation and event validation, the seed situations and
 * the declared event domain of the graph walk.
 *
 * Dice domain: a Melee Roll only enters a comparison of two totals (O16.4.3), so it is walked by classes
 * of sums, each made by one canonical pair (`pairForSum`): the inactive player's roll takes the seed's
 * `firstSums` (default 7); the active player's roll takes the sums that make his total one less than,
 * equal to and one more than the inactive total (those in 2-12; 2 or 12 stands in when a class is
 * impossible). Triggers ride on the first roll (sum 7) once per path where the seed asks, with trigger
 * effects bounded to: nothing, eliminate every unit of one side in the hex, break one participating
 * unit. Ambushes: up to `ambushes[side]` per player per Melee, each answered both ways (Light Wounds or
 * not, A36) where the Squad's owner has a Team for it. Initiative re-rolls: up to `rerolls` per path.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pairForSum, rollSum, TRIGGERS } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { bool, obj, oneOf, record, str } from '../../../machines/core/validate';
import { meleeMachine } from '../../../machines/cce/melee/machine';
import {
  inactivePlayer,
  meleeHexes,
  meleeRollBonus,
  NATIONS,
  projectMelee,
  sideUnits,
  type MeleeContext,
  type MeleeSituation,
  type Nation,
  type Occupancy,
} from '../../../machines/cce/melee/rules';
import { opponentOf, parseSituationUnits, PLAYERS, type Player } from '../../../machines/cce/units';
import type { UnitEffect } from '../../../machines/cce/effects';
import { parseLightWoundsTeams, parseRollEvent, unknownEvent } from './common';
import { buildUnit, loadSeeds, onFirstUse } from './seeds';
import { pairwise } from '../../gen/pairwise';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';

const EVENT_TYPES = ['CHOOSE_HEX', 'AMBUSH', 'END_AMBUSHES', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'PLAY_NO_QUARTER', 'DECLINE_NO_QUARTER', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

function parseNations(raw: unknown, path: string): Record<Player, Nation> {
  const o = obj(raw, path, PLAYERS, PLAYERS);
  return { axis: oneOf(o.axis, `${path}.axis`, ['germany'] as const, 'A38'), allied: oneOf(o.allied, `${path}.allied`, ['russia', 'america'] as const, 'A38') };
}

function parseOccupancy(raw: unknown, path: string): Record<string, Occupancy> {
  const o = record(raw ?? {}, path);
  const out: Record<string, Occupancy> = {};
  for (const hex of Object.keys(o).sort()) {
    const p = `${path}[${JSON.stringify(hex)}]`;
    const e = obj(o[hex], p, ['occupiedBefore', 'lastSoleOccupant'], ['occupiedBefore', 'lastSoleOccupant']);
    const side = (v: unknown, q: string, rule: string): Player | null => (v === null ? null : oneOf(v, q, PLAYERS, rule));
    const occ = { occupiedBefore: side(e.occupiedBefore, `${p}.occupiedBefore`, 'O16.4.3'), lastSoleOccupant: side(e.lastSoleOccupant, `${p}.lastSoleOccupant`, 'F101') };
    if (occ.occupiedBefore !== null && occ.lastSoleOccupant !== occ.occupiedBefore) {
      throw new OracleError({ code: 'invalid-field', path: `${p}.lastSoleOccupant`, expected: `${JSON.stringify(occ.occupiedBefore)}: a side alone in the hex before the Melee was its last sole occupant`, actual: occ.lastSoleOccupant, rule: 'F101' });
    }
    out[hex] = occ;
  }
  return out;
}

/** What a Melee situation of an edition states: CC:P's names no nations (A46) and no game yet (machines/ccp/melee.ts). */
export interface MeleeSituationEdition {
  nationsRequired: boolean;
  game: boolean;
}

export const CCE_MELEE_SITUATION: MeleeSituationEdition = { nationsRequired: true, game: true };

export function parseMeleeSituation(raw: unknown, path: string, edition: MeleeSituationEdition = CCE_MELEE_SITUATION): MeleeSituation {
  const o = obj(raw, path, ['player', 'initiative', 'duringTrigger', 'nations', 'occupancy', 'lightWoundsTeams', 'units', 'map', ...(edition.game ? ['game'] : [])], ['player', 'initiative', ...(edition.nationsRequired ? ['nations'] : []), 'units', 'map']);
  const s: MeleeSituation = {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O16.4'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    duringTrigger: bool(o.duringTrigger, `${path}.duringTrigger`, false),
    ...(o.nations === undefined && !edition.nationsRequired ? {} : { nations: parseNations(o.nations, `${path}.nations`) }),
    occupancy: parseOccupancy(o.occupancy, `${path}.occupancy`),
    ...parseSituationUnits(o, path),
  };
  if (o.lightWoundsTeams !== undefined) s.lightWoundsTeams = parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, s.units);
  const game = parseGame(o.game, path, o.units, o.map);
  if (game) s.game = game;
  const hexes = meleeHexes(s);
  s.units.forEach((u, i) => {
    if (!hexes.includes(u.hex)) return;
    for (const side of ['unbroken', 'broken'] as const) {
      if (u.sides[side].fp === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.units[${i}].sides.${side}.fp`, expected: 'present: a unit in a Melee hex needs its FP', rule: 'O16.4.1' });
    }
  });
  for (const hex of hexes) {
    const markers = s.map.hexes[hex].markers ?? [];
    if ((markers.includes('Bunker') || markers.includes('Pillbox')) && !s.occupancy[hex]) {
      throw new OracleError({ code: 'missing-field', path: `${path}.occupancy[${JSON.stringify(hex)}]`, expected: 'present: who held this fortified Melee hex (occupiedBefore, lastSoleOccupant)', rule: 'O16.4.3' });
    }
  }
  return s;
}

/** `editionEvents`: the event types an edition's own parser handles before this one (CC:P's PLAY_BAYONETS), named in the unknown-type error. */
export function parseMeleeEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, editionEvents: readonly string[] = []): EventObject {
  const c = snapshot.context as MeleeContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'CHOOSE_HEX') {
    const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
    const hex = str(o.hex, `${path}.hex`);
    const hexes = meleeHexes(c.situation);
    if (snapshot.matches('choosingHex') && !hexes.includes(hex)) illegal(`${path}.hex`, `a hex holding units of both sides (${hexes.join(', ')})`, hex, 'O16.4');
    return { type, hex } as EventObject;
  }
  if (type === 'AMBUSH') {
    const o = obj(raw, path, ['type', 'player', 'unit'], ['type', 'player', 'unit']);
    const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A25');
    const unit = str(o.unit, `${path}.unit`);
    const turn = snapshot.matches('inactiveAmbushing') ? inactivePlayer(c) : snapshot.matches('activeAmbushing') ? c.player : null;
    if (turn && player !== turn) illegal(`${path}.player`, `${turn}: the inactive player plays all his Ambushes before the active player plays his first`, player, 'A25');
    if (turn && c.melee) {
      const targets = sideUnits(c.situation, c.melee.hex, opponentOf(player)).map((u) => u.id);
      if (!targets.includes(unit)) illegal(`${path}.unit`, `one of the opponent's units participating in the Melee (${targets.join(', ') || 'none left'})`, unit, 'A25');
    }
    return { type, player, unit } as EventObject;
  }
  if (type === 'END_AMBUSHES' || type === 'LIGHT_WOUNDS' || type === 'NO_LIGHT_WOUNDS' || type === 'PLAY_NO_QUARTER' || type === 'DECLINE_NO_QUARTER') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return unknownEvent(raw, path, snapshot, [...EVENT_TYPES, ...editionEvents]);
}

// ------------------------------------------------------------------------------------------- domain

export interface MeleeSeedOptions {
  firstSums: number[];
  /** Triggers on the first roll (sum 7), once per path: all four, or only those listed. */
  triggers: boolean | readonly string[];
  /** Triggers on the second (active) roll too, on its first class, still once per path. */
  secondTriggers?: boolean;
  rerolls: number;
  ambushes: Record<Player, number>;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

export const DEFAULT_MELEE_OPTIONS: MeleeSeedOptions = { firstSums: [7], triggers: false, rerolls: 0, ambushes: { axis: 0, allied: 0 } };

const clampSum = (s: number): number => Math.min(12, Math.max(2, s));

/** The active roll's classes: his total one less than, equal to, one more than the inactive total. */
export function secondRollSums(fpActive: number, inactiveTotal: number): number[] {
  return [...new Set([-1, 0, 1].map((d) => clampSum(inactiveTotal + d - fpActive)))].sort((a, b) => a - b);
}

function triggerEffects(c: MeleeContext): UnitEffect[][] {
  const hex = c.melee!.hex;
  const out: UnitEffect[][] = [[]];
  for (const side of PLAYERS) out.push(sideUnits(c.situation, hex, side).map((u) => ({ unit: u.id, effect: 'eliminate' as const })));
  for (const u of c.situation.units.filter((x) => x.hex === hex && !x.broken)) out.push([{ unit: u.id, effect: 'break' }]);
  return out;
}

export function meleeDomain(snapshot: AnyMachineSnapshot, options: MeleeSeedOptions): EventObject[] {
  const c = snapshot.context as MeleeContext;
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  if (snapshot.matches('choosingHex')) return meleeHexes(c.situation).map((hex) => ({ type: 'CHOOSE_HEX', hex }) as EventObject);
  for (const [state, by] of [['inactiveAmbushing', inactivePlayer(c)], ['activeAmbushing', c.player]] as const) {
    if (!snapshot.matches(state)) continue;
    const events: EventObject[] = [{ type: 'END_AMBUSHES' }];
    const played = c.melee!.ambushes.filter((a) => a.player === by).length;
    if (played < options.ambushes[by]) for (const u of sideUnits(c.situation, c.melee!.hex, opponentOf(by))) events.push({ type: 'AMBUSH', player: by, unit: u.id } as EventObject);
    return events;
  }
  if (snapshot.matches('inactiveAmbushAnswered') || snapshot.matches('activeAmbushAnswered')) return [{ type: 'LIGHT_WOUNDS' }, { type: 'NO_LIGHT_WOUNDS' }];
  if (snapshot.matches('rolling')) {
    const inactive = inactivePlayer(c);
    const first = c.kept[inactive];
    const m = c.melee!;
    const sums = first ? secondRollSums(m.fp![c.player] + meleeRollBonus(m, c.player), m.fp![inactive] + meleeRollBonus(m, inactive) + rollSum(first)) : options.firstSums;
    const events: EventObject[] = sums.map((s) => ({ type: 'ROLL', ...pairForSum(s) }));
    const triggered = c.melee!.rolls.some((r) => r.trigger);
    const kinds = options.triggers === true ? TRIGGERS : options.triggers || [];
    if (!first && !triggered) for (const trigger of kinds) events.push({ type: 'ROLL', ...pairForSum(7), trigger } as EventObject);
    if (first && options.secondTriggers && !triggered) for (const trigger of kinds) events.push({ type: 'ROLL', ...pairForSum(sums[0]), trigger } as EventObject);
    return events;
  }
  if (snapshot.matches('consideringReroll')) {
    const canceled = c.melee!.rolls.filter((r) => r.result === 'canceled').length;
    return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  }
  if (snapshot.matches('resolvingTrigger')) return triggerEffects(c).map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  if (snapshot.matches('offeringNoQuarter')) return [{ type: 'PLAY_NO_QUARTER' }, { type: 'DECLINE_NO_QUARTER' }];
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

export type MeleeSeed = Seed<MeleeSituation> & { options: MeleeSeedOptions };
/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_MELEE_OPTIONS. */
export const MELEE_OPTION_KEYS = ['firstSums', 'triggers', 'secondTriggers', 'rerolls', 'ambushes', 'time'] as const;
/**
 * The hand-written seeds, as data (oracle/procedures/cce/seeds/melee.json, read and validated by seeds.ts on
 * first use), then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const MELEE_SEEDS = onFirstUse((): MeleeSeed[] => [...loadSeeds('melee', { defaults: DEFAULT_MELEE_OPTIONS, keys: MELEE_OPTION_KEYS }, parseMeleeSituation), ...pairwiseMeleeSeeds<MeleeSeed>()]);

/**
 * Generated (issue 16.5): the facts a Melee reads — the active player (O16.4), the units of each side in
 * the hex, by kind and count (O16.4.1: each unit's FP; 7.1: its VP), a Leader with the American/Russian
 * units, of Command 0-3 or broken (3.3.1.2: Command to Squads and Teams only; a broken Leader's per
 * reading cce.broken-leader-command), a German Leader unbroken or broken, a Veteran (E44.1) and a
 * Suppressed (13.2) unit and a broken unit (3.2.1: its broken-side FP) on either side, the hex's
 * Fortification or Wire (F106.1: -1 to every unit; Bunker and Pillbox: who held the hex before and last,
 * O16.4.3, F101, F104, reading cce.melee-tie-fortification), the Allied nation (A38 No Quarter: German
 * against Russia, or Russian) and an Ambush by the inactive player (A25) — combined so that every two of
 * them meet in some situation (oracle/gen/pairwise.ts: a deterministic covering array; who held the hex is
 * a fact of a Bunker or Pillbox hex only, F101, so it is one factor with the marker: a Bunker the Germans
 * held before, one neither side held before and the Germans held last, the same for a Pillbox and the
 * Allies). The hex's terrain is not read by a Melee (Open Ground).
 * Melee Rolls: the inactive player's 7, the active player's three classes around the tie (the domain
 * above). Seeds marked `minimise`: a path becomes a vector only if it reaches something new
 * (oracle/vectors.ts factPairs).
 */
export const CCE_PAIRWISE_MELEE_FACTORS = {
  active: ['allied', 'axis'],
  allied: ['Squad', 'Team', 'Squad and Team', 'two Squads'],
  axis: ['Squad', 'Team', 'Squad and Team', 'two Squads'],
  alliedLeader: ['none', 'Command 0', 'Command 1', 'Command 2', 'Command 3', 'broken Command 2'],
  axisLeader: ['none', 'Command 1', 'broken Command 1'],
  veteran: ['none', 'allied', 'axis'],
  suppressed: ['none', 'allied', 'axis'],
  broken: ['none', 'allied', 'axis'],
  marker: ['none', 'Foxholes', 'Trench', 'Wire', 'Bunker held by axis', 'Bunker, neither before, axis last', 'Pillbox held by allied', 'Pillbox, neither before, allied last'],
  nation: ['america', 'russia'],
  ambush: ['none', 'by the inactive player'],
};

const MELEE_MIX: Record<string, string[]> = { Squad: ['squad'], Team: ['team'], 'Squad and Team': ['squad', 'team'], 'two Squads': ['squad', 'squad'] };

/**
 * What the one Melee generator takes from an edition: its factors (CC:E's above; an edition drops `nation`
 * where its No Quarter names none, and may add its own facts), its situation parser, the unit ids' prefixes
 * and the words of a seed's purpose, and the walk options a row asks for beyond the Ambush.
 */
export interface PairwiseMeleeEdition {
  factors: Readonly<Record<string, readonly string[]>>;
  parse: (raw: unknown, path: string) => MeleeSituation;
  /** The unit ids' prefix per side (by the row's nation in CC:E). */
  prefix: (row: Record<string, string>) => Record<Player, string>;
  /** "Russian and German units", "American and Japanese units". */
  sides: (row: Record<string, string>) => string;
  /** The Axis side's adjective: "German", "Japanese". */
  axisNation: string;
  /** The rules a generated seed's purpose cites. */
  rules: string;
  /** Facts of the edition's own factors, for the purpose, and the walk options they ask for. */
  facts?: (row: Record<string, string>) => string[];
  options?: (row: Record<string, string>) => Record<string, unknown>;
}

const CCE_PAIRWISE_MELEE: PairwiseMeleeEdition = {
  factors: CCE_PAIRWISE_MELEE_FACTORS,
  parse: parseMeleeSituation,
  prefix: (r) => ({ axis: 'de', allied: r.nation === 'russia' ? 'ru' : 'us' }),
  sides: (r) => `${r.nation === 'russia' ? 'Russian' : 'American'} and German units`,
  axisNation: 'German',
  rules: 'O16.4.1-O16.4.3, 3.3.1.2, E44.1, 13.2, 3.2.1, F106.1, F101, F104, A25, A38, 7.1',
};

/** One generator for every edition (CC:P's: oracle/procedures/ccp/melee.ts): a row of `edition.factors` per situation. */
export function pairwiseMeleeSeeds<S extends MeleeSeed = MeleeSeed>(edition: PairwiseMeleeEdition = CCE_PAIRWISE_MELEE): S[] {
  const { rows } = pairwise(edition.factors);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const active = r.active as Player;
    const prefix = edition.prefix(r);
    const units: Record<string, unknown>[] = [];
    for (const side of PLAYERS) {
      const mix = MELEE_MIX[r[side]];
      mix.forEach((kind, j) =>
        units.push({
          id: `${prefix[side]}-${kind}${mix.length > 1 && mix[0] === mix[1] ? `-${j + 1}` : ''}`,
          owner: side,
          kind,
          hex: 'E5',
          ...(r.veteran === side && j === 0 ? { veteran: true } : {}),
          ...(r.suppressed === side && j === 0 ? { suppressed: true } : {}),
          ...(r.broken === side && j === mix.length - 1 ? { broken: true } : {}),
        }),
      );
      const leader = side === 'allied' ? r.alliedLeader : r.axisLeader;
      if (leader !== 'none') units.push({ id: `${prefix[side]}-ldr`, owner: side, kind: 'leader', hex: 'E5', command: Number(leader.slice(-1)), ...(leader.startsWith('broken') ? { broken: true } : {}) });
    }
    // F101, O16.4.3: who held a Bunker or Pillbox hex (the parser asks for it there): one side before and last, or neither before and one last.
    const marker = r.marker.split(/[ ,]/)[0];
    const last = r.marker.includes('axis') ? 'axis' : 'allied';
    const held = marker !== 'Bunker' && marker !== 'Pillbox' ? null : { occupiedBefore: r.marker.includes('neither') ? null : last, lastSoleOccupant: last };
    const raw = {
      player: active,
      initiative: 'axis',
      duringTrigger: false,
      ...(r.nation !== undefined ? { nations: { axis: 'germany', allied: r.nation } } : {}),
      occupancy: held ? { E5: held } : {},
      units: units.map((u, j) => buildUnit(u, `generated melee seed "${name}": situation.units[${j}]`)),
      map: { hexes: { E5: { terrain: ['Open Ground'], ...(marker !== 'none' ? { markers: [marker] } : {}) } } },
    };
    edition.parse(raw, `generated melee seed "${name}": situation`);
    const facts = [
      `${r.allied} against ${r.axis}`,
      r.alliedLeader !== 'none' ? `an Allied Leader of ${r.alliedLeader}` : '',
      r.axisLeader !== 'none' ? `a ${edition.axisNation} Leader of ${r.axisLeader}` : '',
      r.veteran !== 'none' ? `${r.veteran} Veteran` : '',
      r.suppressed !== 'none' ? `${r.suppressed} Suppressed` : '',
      r.broken !== 'none' ? `${r.broken} broken` : '',
      r.marker !== 'none' ? r.marker : '',
      r.ambush !== 'none' ? `an Ambush by the inactive player` : '',
      ...(edition.facts?.(r) ?? []),
    ].filter(Boolean);
    const inactive = opponentOf(active);
    return {
      name,
      purpose: `Generated pairwise: ${edition.sides(r)} Melee in E5, ${active} active: ${facts.join(', ')}; the Melee FP, Rolls and result (${edition.rules}).`,
      options: { ...DEFAULT_MELEE_OPTIONS, ambushes: { ...DEFAULT_MELEE_OPTIONS.ambushes, [inactive]: r.ambush === 'none' ? 0 : 1 }, ...(edition.options?.(r) ?? {}) },
      minimise: true,
      situation: raw as unknown as MeleeSituation,
    } as S;
  });
}

export const meleeSpec: ProcedureSpec<MeleeSituation> = {
  procedure: 'melee',
  ruleset: 'cce',
  title: 'Melee (O16.4)',
  section: ['O16.4'],
  machine: meleeMachine,
  parseSituation: parseMeleeSituation,
  parseEvent: parseMeleeEvent,
  project: (snapshot) => projectMelee(snapshot.context as MeleeContext),
  get seeds() {
    return MELEE_SEEDS();
  },
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => meleeDomain(snapshot, (seed as MeleeSeed | undefined)?.options ?? DEFAULT_MELEE_OPTIONS),
  domainNote:
    'Melee Rolls by classes of sums (O16.4.3 compares totals): the inactive roll takes the seed\'s sums (default 7), the active roll the sums giving a total one less, equal, one more; triggers on the first roll (sum 7) where the seed asks, with effects: none, a side eliminated, one unit broken (events-by-the-rules: Event! and Sniper! on either roll, once per path, resolved by the nested Event and Sniper charts on its game: every decision they offer; time-by-the-rules: Time!, Event! and Sniper! on the first roll, the nested Time advance taking the domain of time-advance, canonical SHUFFLE plus the seed\'s named cards on top); up to the seed\'s Ambushes per player and Initiative re-rolls per path; after an Ambush on a Squad whose owner has a Light Wounds Team, both answers (A36).',
};
