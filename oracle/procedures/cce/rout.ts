/**
 * The Rout procedure (O23) for the oracle: input and event validation, the seed situations and the
 * declared event domain the graph walk uses.
 *
 * Dice domain (classes of sums, each made by one canonical pair, `pairForSum`):
 * - Rout Rolls are compared with current Morale M by sum only (O23.2): each seed lists the offsets from
 *   M it walks (M−1, M, M+1 … clipped to 2-12; seed rulebook-o23-2 takes all eleven sums so the
 *   rulebook's 5, 7 and 9 are among the vectors). Triggers ride on M+1 (a Retreat, as in 1.9.1's own
 *   example), once per path, where the seed asks.
 * - Mine Attack Rolls (F103.2) take the sums the seed lists (7 by default); each Defense Roll takes the
 *   three sums around the tie (Defense Total = Attack Total −1, =, +1, clipped to 2-12). Triggers ride
 *   once per path on the first of those, where the seed asks.
 * - The Initiative re-roll (9.1) is offered up to the seed's count per path.
 * - Retreat choices (CHOOSE_HEX) are every legal hex (O23.3): the walk enumerates them all.
 */
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { parseGame } from '../../../machines/cce/event/host';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pairForSum, TRIGGERS } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import { friendlyEdge, hexFacts, validateMap } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseCasualtyTracks } from '../../../machines/cce/casualties';
import type { UnitEffect } from '../../../machines/cce/effects';
import { closerHexes, moraleOf, projectRout, retreatingUnit, retreatOptions } from '../../../machines/cce/rout/logic';
import { routMachine } from '../../../machines/cce/rout/machine';
import type { RoutContext, RoutSituation } from '../../../machines/cce/rout/types';
import { FORTIFICATION_COVER, KNOWN_TERRAIN, TERRAIN_COVER } from '../../../machines/cce/terrain';
import { currentMorale, parseSituationUnits, PLAYERS, type Unit } from '../../../machines/cce/units';
import { parseActivated, parseLightWoundsTeams, parseRollEvent, unknownEvent } from './common';
import { buildUnit, loadSeeds, onFirstUse } from './seeds';
import { pairwise } from '../../gen/pairwise';

const EVENT_TYPES = ['CHOOSE_UNIT', 'CHOOSE_HEX', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;

// ------------------------------------------------------------------------------------------ parsing

export function parseRoutSituation(raw: unknown, path: string): RoutSituation {
  const o = obj(raw, path, ['player', 'chosen', 'initiative', 'activated', 'units', 'map', 'casualtyTrack', 'minesFp', 'game', 'lightWoundsTeams'], ['player', 'chosen', 'initiative', 'units', 'map', 'casualtyTrack']);
  const map = validateMap(o.map, `${path}.map`, { terrain: KNOWN_TERRAIN });
  const { units } = parseSituationUnits(o, path);
  const chosen = oneOf(o.chosen, `${path}.chosen`, PLAYERS, 'O23.1');
  friendlyEdge(map, chosen, `${path}.map`); // O23.3: the chosen player's units Retreat toward his edge
  return {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O23.1'),
    chosen,
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    activated: parseActivated(o.activated, `${path}.activated`),
    casualtyTrack: parseCasualtyTracks(o.casualtyTrack, `${path}.casualtyTrack`),
    minesFp: o.minesFp === undefined ? 6 : int(o.minesFp, `${path}.minesFp`, 6, 8, 'F103.2'),
    units,
    map,
    game: parseGame(o.game, path, o.units, o.map),
    ...(o.lightWoundsTeams === undefined ? {} : { lightWoundsTeams: parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, units) }),
  };
}

function parseChooseHex(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as RoutContext;
  const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
  const hex = str(o.hex, `${path}.hex`);
  if (snapshot.matches('choosingRetreatHex')) {
    const u = retreatingUnit(c)!;
    const unknown = closerHexes(c, u).find((h) => !hexFacts(c.situation.map, h));
    if (unknown) {
      throw new OracleError({
        code: 'invalid-map',
        path: `input.map.hexes[${JSON.stringify(unknown)}]`,
        expected: `listed in the situation: ${u.id} may Retreat into it from ${u.hex} (an unlisted hex is unknown, not Open Ground)`,
        actual: undefined,
        rule: 'O23.3',
      });
    }
    const options = retreatOptions(c);
    if (!options.includes(hex)) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.hex`, expected: `a hex ${u.id} may Retreat into (${options.join(', ')})`, actual: hex, rule: 'O23.3' });
    }
  }
  return { type: 'CHOOSE_HEX', hex } as EventObject;
}

function parseRoutEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as RoutContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown })?.type;
  if (type === 'CHOOSE_HEX') return parseChooseHex(raw, path, snapshot);
  if (type === 'LIGHT_WOUNDS' || type === 'NO_LIGHT_WOUNDS') {
    obj(raw, path, ['type'], ['type']);
    return { type } as EventObject;
  }
  if (type === 'PLAY_ACTION') {
    // A29 Concealment before a Mines Defense Roll; A35.1 never fits a Mines hex (it holds a Fortification).
    const o = obj(raw, path, ['type', 'action', 'player'], ['type', 'action', 'player']);
    const action = oneOf(o.action, `${path}.action`, ['A29'] as const, 'A24');
    const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A29');
    const owner = c.situation.units.find((u) => u.id === c.defense.current)?.owner;
    if (snapshot.matches('defenseRolling') && player !== owner) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.player`, expected: `${owner}: the player about to make the Defense Roll`, actual: player, rule: 'A29' });
    }
    return { type, action, player } as EventObject;
  }
  if (type === 'CHOOSE_UNIT') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    const [list, rule, what] = snapshot.matches('defenseChoosingUnit')
      ? [c.defense.toRoll, 'F103.2', 'the Retreating unit attacked by the Mines']
      : [c.toRoll, 'O23.2', 'a unit broken when the Order was announced that has not been rolled for yet'];
    if ((snapshot.matches('choosingUnit') || snapshot.matches('defenseChoosingUnit')) && !list.includes(unit)) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.unit`, expected: `${what} (${list.join(', ') || 'none'})`, actual: unit, rule });
    }
    return { type: 'CHOOSE_UNIT', unit } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

// ------------------------------------------------------------------------------------------- domain

interface RoutSeedOptions {
  /** Rout Roll sums: offsets from current Morale, or all sums 2-12. */
  sums: 'all' | number[];
  /** Triggers on the M+1 Rout Roll, once per path: all four, or only those listed. */
  triggers: boolean | readonly string[];
  /** Initiative re-rolls offered per path (Rout, Mine Attack and Defense Rolls together). */
  rerolls: number;
  /** Mine Attack Roll sums. */
  mineAttackSums: number[];
  /** Triggers on a Mine Attack or Defense Roll, once per path. */
  mineTriggers: boolean;
  /** A29 Concealment offered before the first Mines Defense Roll of a path. */
  concealment?: boolean;
  /** A36: offer LIGHT_WOUNDS (after NO_LIGHT_WOUNDS) when the Retreating Squad would break (its owner's `lightWoundsTeams`). */
  lightWounds?: boolean;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

const DEFAULT_OPTIONS: RoutSeedOptions = { sums: [-1, 0, 1], triggers: false, rerolls: 0, mineAttackSums: [7], mineTriggers: false };

const inDice = (s: number): boolean => s >= 2 && s <= 12;
const rollOf = (sum: number, trigger?: string): EventObject => ({ type: 'ROLL', ...pairForSum(sum), ...(trigger ? { trigger } : {}) }) as EventObject;
const brokenLeaderCommand = (c: RoutContext): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');

function canceledCount(c: RoutContext): number {
  return c.rolls.filter((r) => r.result === 'canceled').length + c.mineAttacks.filter((m) => m.canceled).length + c.defense.log.filter((d) => d.result === 'canceled').length;
}
const mineTriggerUsed = (c: RoutContext): boolean => c.mineAttacks.some((m) => m.trigger) || c.defense.log.some((d) => d.trigger);

/** Rout Roll triggers: nothing, the rolled unit rallied or broken, a friendly hex-mate rallied or broken. */
function triggerEffects(c: RoutContext): UnitEffect[][] {
  const current = c.situation.units.find((u) => u.id === c.current);
  if (!current) return [[]];
  const out: UnitEffect[][] = [[], [{ unit: current.id, effect: 'rally' }], [{ unit: current.id, effect: 'break' }]];
  for (const u of c.situation.units) {
    if (u.id !== current.id && u.owner === current.owner && u.hex === current.hex) out.push([{ unit: u.id, effect: u.broken ? 'rally' : 'break' }]);
  }
  return out;
}

function rerollChoices(c: RoutContext, options: RoutSeedOptions): EventObject[] {
  return canceledCount(c) < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
}

function routDomain(snapshot: AnyMachineSnapshot, options: RoutSeedOptions): EventObject[] {
  const c = snapshot.context as RoutContext;
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  if (snapshot.matches('choosingUnit')) return c.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('rollingRout')) {
    const m = moraleOf(c, c.situation.units.find((x) => x.id === c.current) as Unit);
    const offered = options.sums === 'all' ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [...new Set(options.sums.map((d) => m + d).filter(inDice))];
    // A current Morale so high (or low) that every offset falls outside 2-12 still gets its Rout Roll: the nearest sum.
    const sums = offered.length ? offered : [Math.min(12, Math.max(2, m))];
    const events = sums.map((s) => rollOf(s));
    const kinds = options.triggers === true ? TRIGGERS : options.triggers || [];
    if (!c.rolls.some((r) => r.trigger) && inDice(m + 1)) for (const t of kinds) events.push(rollOf(m + 1, t));
    return events;
  }
  if (snapshot.matches('consideringReroll') || snapshot.matches('mineAttackConsideringReroll') || snapshot.matches('defenseConsideringReroll')) return rerollChoices(c, options);
  if (snapshot.matches('resolvingTrigger')) return triggerEffects(c).map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  if (snapshot.matches('choosingRetreatHex')) return retreatOptions(c).map((hex) => ({ type: 'CHOOSE_HEX', hex }) as EventObject);
  if (snapshot.matches('mineAttackRolling')) {
    const events = options.mineAttackSums.map((s) => rollOf(s));
    if (options.mineTriggers && !mineTriggerUsed(c)) for (const t of TRIGGERS) events.push(rollOf(options.mineAttackSums[0], t));
    return events;
  }
  if (snapshot.matches('mineAttackResolvingTrigger') || snapshot.matches('defenseResolvingTrigger')) {
    const u = retreatingUnit(c);
    return [[], ...(u ? [[{ unit: u.id, effect: 'eliminate' }]] : [])].map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  }
  if (snapshot.matches('defenseChoosingUnit')) return c.defense.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('defenseOfferingLightWounds')) return options.lightWounds ? [{ type: 'NO_LIGHT_WOUNDS' }, { type: 'LIGHT_WOUNDS' }] : [{ type: 'NO_LIGHT_WOUNDS' }];
  if (snapshot.matches('defenseRolling')) {
    const u = c.situation.units.find((x) => x.id === c.defense.current) as Unit;
    const tie = c.defense.attackTotal - currentMorale(u, c.situation, brokenLeaderCommand(c), 0);
    const sums = [tie - 1, tie, tie + 1].filter(inDice);
    const events = sums.map((s) => rollOf(s));
    if (options.mineTriggers && !mineTriggerUsed(c) && sums.length > 0) for (const t of TRIGGERS) events.push(rollOf(sums[0], t));
    if (options.concealment && c.defense.log.length === 0 && c.defense.concealed.length === 0) events.push({ type: 'PLAY_ACTION', action: 'A29', player: u.owner } as EventObject);
    return events;
  }
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

type Hexes = RoutSituation['map']['hexes'];
const open = (...ids: string[]): Hexes => Object.fromEntries(ids.map((id) => [id, { terrain: ['Open Ground'] }]));
const board = (hexes: Hexes, hexsides?: RoutSituation['map']['hexsides']): RoutSituation['map'] => ({
  geometry: { columns: 10, rows: 10 },
  edges: { allied: 'bottom', axis: 'top' },
  hexes,
  ...(hexsides ? { hexsides } : {}),
});

type RoutSeed = Seed<RoutSituation> & { options: RoutSeedOptions };
const base = {
  initiative: 'axis' as const,
  activated: { recover: [], rout: [] },
  casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 8 } },
  minesFp: 6,
  player: 'allied' as const,
  chosen: 'allied' as const,
};

/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_OPTIONS. */
const OPTION_KEYS = ['sums', 'triggers', 'rerolls', 'mineAttackSums', 'mineTriggers', 'concealment', 'lightWounds', 'time'] as const;
/**
 * The hand-written seeds, as data (oracle/procedures/cce/seeds/rout.json, read and validated by seeds.ts on
 * first use), then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const ROUT_SEEDS = onFirstUse((): RoutSeed[] => [...loadSeeds('rout', { defaults: DEFAULT_OPTIONS, keys: OPTION_KEYS }, parseRoutSituation), ...pairwiseRoutSeeds()]);

/**
 * Generated (issue 16.5): the facts a Rout Roll and its Retreat read — the hex's terrain type (T78.3), a
 * Road (T93), a Fortification or Wire (F101-F106), a Leader stacked with the unit, of Command 1-3, unbroken
 * or broken (3.3.1.2; a broken one rolls too), Veteran (E44.1), Suppressed (13.1: "if not already"), the
 * rows to the friendly edge (O23.3, 7.2.2: off the map), the column (odd or even: which hexes are closer,
 * 2.1) and an enemy unit in the hex straight toward the edge (O23.3.5) — combined so that every two of
 * them meet in some situation (oracle/gen/pairwise.ts: a deterministic covering array; Water hexes hold no
 * Fortification or Wire, F100.3; the edge row has no hex beyond it for an enemy). A broken American Squad
 * (broken Morale 6) on a 10×10 map whose bottom edge is the American one; the Rout Rolls M-1, M, M+1 and
 * M+2 around each roller's current Morale (no effect, Suppressed, a Retreat of 1 or 2). Seeds marked
 * `minimise`: a path becomes a vector only if it reaches something new (oracle/vectors.ts factPairs).
 */
function pairwiseRoutSeeds(): RoutSeed[] {
  const factors = {
    terrain: Object.keys(TERRAIN_COVER),
    road: ['no', 'Road'],
    marker: ['none', ...Object.keys(FORTIFICATION_COVER), 'Wire'],
    leader: ['none', 'Command 1', 'Command 2', 'Command 3', 'broken Command 1'],
    veteran: ['no', 'Veteran'],
    suppressed: ['no', 'Suppressed'],
    edge: ['adjacent', 'one hex between', 'three hexes between'],
    column: ['odd', 'even'],
    enemy: ['none', 'toward the edge'],
  };
  const water = (t: string) => t === 'Marsh' || t === 'Stream';
  const { rows } = pairwise(factors, (r) => !(water(r.terrain) && r.marker !== 'none') && !(r.edge === 'adjacent' && r.enemy !== 'none'));
  return rows.map((r, i) => {
    const column = r.column === 'odd' ? 'C' : 'D';
    const row = { adjacent: 10, 'one hex between': 9, 'three hexes between': 7 }[r.edge]!;
    const at = `${column}${row}`;
    const leader = r.leader === 'none' ? null : { broken: r.leader.startsWith('broken'), command: Number(r.leader.slice(-1)) };
    const units = [buildUnit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: at, morale: [7, 6], broken: true, veteran: r.veteran !== 'no', suppressed: r.suppressed !== 'no' })];
    if (leader) units.push(buildUnit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: at, morale: [8, 7], command: leader.command, broken: leader.broken }));
    if (r.enemy !== 'none') units.push(buildUnit({ id: 'de-squad', owner: 'axis', kind: 'squad', hex: `${column}${row + 1}` }));
    const hexes: Hexes = {};
    for (const c of ['B', 'C', 'D', 'E']) for (let y = row - 1; y <= 10; y++) hexes[`${c}${y}`] = { terrain: ['Open Ground'] };
    hexes[at] = { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) };
    const facts = [r.terrain, r.road !== 'no' ? 'Road' : '', r.marker !== 'none' ? r.marker : '', leader ? `a${leader.broken ? ' broken' : 'n unbroken'} Leader of Command ${leader.command}` : '', r.veteran !== 'no' ? 'Veteran' : '', r.suppressed !== 'no' ? 'Suppressed' : ''].filter(Boolean);
    return {
      name: `pairwise-${String(i + 1).padStart(2, '0')}`,
      purpose: `Generated pairwise: a broken Squad (broken Morale 6) in ${at}, ${facts.join(', ')}, ${r.edge === 'adjacent' ? 'adjacent to' : `${r.edge} it and`} its edge${r.enemy !== 'none' ? ', an enemy Squad in the hex straight toward it' : ''}; its Rout Roll against that current Morale and the Retreat (T78.3, T93, F101-F106, 3.3.1.2, E44.1, 13.1, O23.2, O23.3, O23.3.5, 7.2.2).`,
      options: { ...DEFAULT_OPTIONS, sums: [-1, 0, 1, 2] },
      minimise: true,
      situation: { ...base, units, map: board(hexes) },
    };
  });
}

export const routSpec: ProcedureSpec<RoutSituation> = {
  procedure: 'rout',
  ruleset: 'cce',
  title: 'Rout (O23)',
  section: ['O23'],
  machine: routMachine,
  parseSituation: parseRoutSituation,
  parseEvent: parseRoutEvent,
  project: (snapshot) => projectRout(snapshot.context as RoutContext),
  get seeds() {
    return ROUT_SEEDS();
  },
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper', 'mineAttackResolvingEvent', 'mineAttackResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'), ...['advancingTime', 'mineAttackAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' }))],
  domain: (snapshot, seed) => routDomain(snapshot, (seed as RoutSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'Rout Rolls by sum only (O23.2): per seed, offsets from current Morale M (default M-1, M, M+1; M-1 to M+2 for the pairwise seeds) or all sums 2-12 (rulebook-o23-2), the nearest of 2 and 12 where no offset is a sum; triggers on M+1 once per path where asked. Mine Attack Rolls: sum 7 (Attack Total 13); Defense Rolls: the sums giving Defense Total = Attack Total -1, =, +1; triggers on them once per path where asked (with the game described, Event!, Sniper! and Time! on a Rout or Mine Attack Roll run the nested Event, Sniper and Time advance charts: every decision offered; the Time advance takes the domain of time-advance, canonical SHUFFLE plus the seed\'s named cards on top). Initiative re-rolls up to the seed count. A29 Concealment before the first Mines Defense Roll where asked. Retreat choices: every legal hex.',
};
