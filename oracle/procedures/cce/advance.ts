/**
 * The Advance procedure (O16.1-O16.3) for the oracle: situation and event validation, the seed
 * situations and the declared event domain of the graph walk.
 *
 * Domain: no dice. For each unit still to advance, an ADVANCE into each adjacent hex the seed lists
 * (at most one refused Advance or exit per path: a refusal changes only the record, so orderings of several add no case) and an EXIT off each map edge
 * the unit's hex touches; END_ORDER; and, where the Defender may answer, HIDDEN_WIRE or NO_HIDDEN_ACTION.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { edgeDistance, hexId, neighboursOnMap, parseHex, areAdjacent, type Edge } from '../../../machines/core/hex';
import { enemyEdge, hexFacts, type HexsideFeature, isWaterTerrain, validateMap, validateUnitPlacement, type MapSituation } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { advanceMachine } from '../../../machines/cce/advance/machine';
import { advanceRefusalRule, DEFAULT_MINES_FP, projectAdvance, type AdvanceContext, type AdvanceSituation } from '../../../machines/cce/advance/rules';
import { FORTIFICATION_COVER, KNOWN_TERRAIN, TERRAIN_COVER } from '../../../machines/cce/terrain';
import { parseUnit, PLAYERS, type Player, type Unit } from '../../../machines/cce/units';
import { parseLightWoundsTeams, parseRollEvent, unknownEvent } from './common';
import { buildUnit, loadSeeds, onFirstUse } from './seeds';
import { pairwise } from '../../gen/pairwise';
import { entryDomain, parseEntryEvent, refuseEntrenchmentsAgainstMines, type EntrySeedOptions } from './entry';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision } from './event';
import { NESTED_TIME_ADVANCE_EVENTS, nestedTimeAdvanceEvent } from './time-advance';

const EVENT_TYPES = ['ADVANCE', 'EXIT', 'END_ORDER', 'HIDDEN_MINES', 'HIDDEN_WIRE', 'NO_HIDDEN_ACTION', 'CHOOSE_UNIT', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;
const EDGES: readonly Edge[] = ['top', 'bottom', 'left', 'right'];

export const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

/** What an Advance situation of an edition states beyond CC:E's (CC:P: Exit Points, no `game` yet; machines/ccp/advance.ts). */
export interface AdvanceSituationEdition {
  game: boolean;
  /** CC:P A44: `lightWoundsTeams` without the game around the Order (machines/ccp/fire.ts CCP_FIRE.lightWounds). Absent: with `game` only. */
  lightWounds?: boolean;
  /** Reads the edition's own fields (CC:P: `exitPoints`, `chitY`) once the map is known. */
  more?: { keys: string[]; parse: (o: Record<string, unknown>, path: string, map: MapSituation) => Partial<AdvanceSituation> };
  /** The terrain and hexside features the map may name (CC:P: its own, and the Road, Trail and Bridge depictions); absent: CC:E's. */
  map?: { terrain: readonly string[]; hexsideFeatures: readonly HexsideFeature[] };
}

export function parseAdvanceSituation(raw: unknown, path: string, edition: AdvanceSituationEdition = { game: true }): AdvanceSituation {
  const o = obj(raw, path, ['player', 'initiative', 'defender', 'minesFp', 'advancing', 'units', 'map', ...(edition.game ? ['game'] : []), ...(edition.game || edition.lightWounds ? ['lightWoundsTeams'] : []), ...(edition.more?.keys ?? [])], ['player', 'initiative', 'defender', 'advancing', 'units', 'map']);
  const player = oneOf(o.player, `${path}.player`, PLAYERS, 'O16.1');
  const map = validateMap(o.map, `${path}.map`, edition.map ?? { terrain: KNOWN_TERRAIN });
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  units.forEach((u, i) => validateUnitPlacement(map, u.hex, `${path}.units[${i}].hex`, `${path}.map`));
  for (const p of PLAYERS) {
    if (!map.edges[p]) throw new OracleError({ code: 'missing-field', path: `${path}.map.edges.${p}`, expected: 'present: each player\'s friendly edge', rule: '7.2' });
  }
  const advancing = arr(o.advancing, `${path}.advancing`, 1).map((id, i) => {
    const p = `${path}.advancing[${i}]`;
    const unit = units.find((u) => u.id === str(id, p));
    if (!unit || unit.owner !== player) throw new OracleError({ code: 'invalid-field', path: p, expected: `one of the active player's units (${player})`, actual: id, rule: 'O16.1' });
    return unit.id;
  });
  return {
    player,
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    defender: o.defender === null ? null : oneOf(o.defender, `${path}.defender`, PLAYERS, 'A35.5'),
    minesFp: o.minesFp === undefined ? DEFAULT_MINES_FP : int(o.minesFp, `${path}.minesFp`, 6, 8, 'F103.2'),
    advancing: [...new Set(advancing)],
    units,
    map,
    ...(o.game === undefined ? {} : { game: parseGame(o.game, path, o.units, o.map) }),
    // A36: Light Wounds on a Defense Roll against Mines (the Team each player would take; CC:E's edition with the game around the Order, CC:P's A44 without).
    ...(o.lightWoundsTeams === undefined ? {} : { lightWoundsTeams: parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, units) }),
    ...(edition.more ? edition.more.parse(o, path, map) : {}),
  };
}

export function parseAdvanceEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as AdvanceContext;
  // An event of the Time advance nested after a Mine Attack Roll (with input.game).
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  // A decision of the Event or Sniper chart nested after a Mine Attack Roll (with input.game).
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation) ?? parseEntryEvent(raw, path, snapshot, 'the advancing unit the Mines attacked');
  if (shared) {
    refuseEntrenchmentsAgainstMines(shared, path, snapshot);
    return shared;
  }
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'ADVANCE' || type === 'EXIT') {
    const o = obj(raw, path, type === 'ADVANCE' ? ['type', 'unit', 'hex'] : ['type', 'unit', 'edge'], type === 'ADVANCE' ? ['type', 'unit', 'hex'] : ['type', 'unit', 'edge']);
    const unitId = str(o.unit, `${path}.unit`);
    const unit = c.situation.units.find((u) => u.id === unitId);
    if (snapshot.matches('choosingAdvance') && (!unit || !c.toAdvance.includes(unitId))) {
      illegal(`${path}.unit`, `a unit activated to Advance that has not advanced yet (${c.toAdvance.join(', ') || 'none'})`, unitId, 'O16.1');
    }
    if (!unit) return illegal(`${path}.unit`, 'a unit in play', unitId, 'O16.1');
    const here = parseHex(unit.hex, `${path}.unit`);
    if (type === 'EXIT') {
      const edge = oneOf(o.edge, `${path}.edge`, EDGES, '7.2');
      if (edgeDistance(c.situation.map.geometry, here, edge) !== 0) illegal(`${path}.edge`, `an edge the unit's hex ${unit.hex} touches`, edge, 'O16.2');
      return { type, unit: unitId, edge } as EventObject;
    }
    const hex = str(o.hex, `${path}.hex`);
    const to = parseHex(hex, `${path}.hex`);
    if (!areAdjacent(here, to) || !neighboursOnMap(c.situation.map.geometry, here).some((h) => hexId(h) === hex)) {
      illegal(`${path}.hex`, `an on-map hex adjacent to ${unit.hex}`, hex, 'O16.1');
    }
    if (!hexFacts(c.situation.map, hex)) illegal(`${path}.hex`, 'a hex listed in input.map.hexes (an unlisted hex is unknown)', hex, '2.1');
    return { type, unit: unitId, hex } as EventObject;
  }
  if (type === 'END_ORDER' || type === 'LIGHT_WOUNDS' || type === 'NO_LIGHT_WOUNDS') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

export type AdvanceSeedOptions = EntrySeedOptions;

export const DEFAULT_ADVANCE_OPTIONS: AdvanceSeedOptions = { triggers: false, rerolls: 0 };

export function advanceDomain(snapshot: AnyMachineSnapshot, options: AdvanceSeedOptions): EventObject[] {
  const c = snapshot.context as AdvanceContext;
  const { units, map } = c.situation;
  const mover = c.entered ? units.find((u) => u.id === c.entered!.unit) : undefined;
  const shared = entryDomain(snapshot, options, mover ? [[], [{ unit: mover.id, effect: 'eliminate' }], [{ unit: mover.id, effect: mover.broken ? 'rally' : 'break' }]] : [[]]);
  if (shared) return shared;
  if (!snapshot.matches('choosingAdvance')) return [];
  const events: EventObject[] = [{ type: 'END_ORDER' }];
  const refused = (unit: string, to: string) => c.refusals.some((r) => r.unit === unit && r.to === to);
  for (const id of c.toAdvance) {
    const u = units.find((x) => x.id === id)!;
    const here = parseHex(u.hex, 'unit');
    for (const h of neighboursOnMap(map.geometry, here).map(hexId)) {
      if (!hexFacts(map, h) || refused(id, h)) continue;
      // At most one refused Advance per path: refusals change nothing but the record, so their orderings add no case.
      if (c.refusals.length > 0 && advanceRefusalRule(map, u, u.hex, h) !== null) continue;
      events.push({ type: 'ADVANCE', unit: id, hex: h } as EventObject);
    }
    for (const edge of EDGES) {
      if (edgeDistance(map.geometry, here, edge) !== 0 || refused(id, `off:${edge}`)) continue;
      if (c.refusals.length > 0 && edge !== enemyEdge(map, c.player)) continue;
      events.push({ type: 'EXIT', unit: id, edge } as EventObject);
    }
  }
  return events;
}

// -------------------------------------------------------------------------------------------- seeds

export type AdvanceSeed = Seed<AdvanceSituation> & { options?: AdvanceSeedOptions };

/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_ADVANCE_OPTIONS. */
export const ADVANCE_OPTION_KEYS = ['triggers', 'rerolls', 'mineTriggers', 'defenseTriggers', 'time', 'concealment', 'entrenchments', 'lightWounds'] as const;
/**
 * The hand-written seeds, as data (oracle/procedures/cce/seeds/advance.json, read and validated by seeds.ts
 * on first use), then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const ADVANCE_SEEDS = onFirstUse((): AdvanceSeed[] => [...loadSeeds('advance', { defaults: DEFAULT_ADVANCE_OPTIONS, keys: ADVANCE_OPTION_KEYS }, parseAdvanceSituation), ...pairwiseAdvanceSeeds()]);

/**
 * Generated (issue 16.5): the facts an Advance into one hex reads — the entered hex's terrain type (every
 * type of the Terrain Chart, T78.3, and the Water Barrier, T98), a Road (T93), its marker: a Fortification,
 * Wire, Mines (F101-F106, F103: the Mine Attack and the Defense Rolls against it) or a Blaze (T79), an enemy
 * unit in it (O16.2: a Melee hex, O16.4), a Leader advancing with the Squad, of Command 1-3 or broken
 * (3.3.1.2: his Command to the Squad's Defense Roll), the Squad Veteran (E44.1) and carrying an MG, a
 * Cliff hexside crossed (T83: not with a Weapon), and whether the enemy is the scenario Defender (A35.2,
 * A35.5: Hidden Mines or Wire just after the Advance) — combined so that every two of them meet in some
 * situation (oracle/gen/pairwise.ts: a deterministic covering array; a Water hex holds no Fortification,
 * Wire or Mines, F100.3, and no Blaze here; no enemy in a Blaze or Water Barrier hex, T79, T98). An American Squad in E5 (with its Leader) Advances into E4,
 * the only other hex listed; Mine Attack Rolls at 7, Defense Rolls by the three classes around the tie
 * (the domain above). Seeds marked `minimise`: a path becomes a vector only if it reaches something new
 * (oracle/vectors.ts factPairs).
 */
export const CCE_PAIRWISE_ADVANCE_FACTORS = {
  terrain: [...Object.keys(TERRAIN_COVER), 'Water Barrier'],
  road: ['no', 'Road'],
  marker: ['none', ...Object.keys(FORTIFICATION_COVER), 'Wire', 'Mines', 'Blaze'],
  enemy: ['none', 'a German Squad'],
  leader: ['none', 'Command 1', 'Command 2', 'Command 3', 'broken Command 1'],
  veteran: ['no', 'Veteran'],
  weapon: ['none', 'MG'],
  hexside: ['none', 'Cliff'],
  defender: ['none', 'the enemy'],
};

/**
 * What the one Advance generator takes from an edition: its factors (CC:E's above; CC:P's, oracle/procedures/ccp/
 * advance.ts, have no hexside terrain and no Weapon, and add `suppressed`), the rows it forbids beyond F100.3, T79 and T98 (`allowed`), its
 * situation parser, the enemy's unit-id prefix and name, and the rules a purpose cites.
 */
export interface PairwiseAdvanceEdition {
  factors: Readonly<Record<string, readonly string[]>>;
  allowed?: (row: Record<string, string>) => boolean;
  parse: (raw: unknown, path: string) => unknown;
  /** The enemy's (Axis) unit-id prefix and its people: "de", "Germans"; "jp", "Japanese". */
  enemy: { prefix: string; people: string };
  rules: string;
}

const CCE_PAIRWISE_ADVANCE: PairwiseAdvanceEdition = {
  factors: CCE_PAIRWISE_ADVANCE_FACTORS,
  parse: (raw, path) => parseAdvanceSituation(raw, path),
  enemy: { prefix: 'de', people: 'Germans' },
  rules: 'O16.1-O16.3, T79, T83, T98, F103, F103.2, T78.3, T93, F101-F106, 3.3.1.2, E44.1, A35.2, A35.5',
};

/** One generator for every edition (CC:P's: oracle/procedures/ccp/advance.ts): a row of `edition.factors` per situation. */
export function pairwiseAdvanceSeeds<S extends AdvanceSeed = AdvanceSeed>(edition: PairwiseAdvanceEdition = CCE_PAIRWISE_ADVANCE): S[] {
  const f = edition.factors;
  // F100.3: no marker in a Water hex; T79, T98: no unit in a Blaze or a Water Barrier hex.
  const { rows } = pairwise(f, (r) => !((isWaterTerrain([r.terrain]) || r.terrain === 'Water Barrier') && r.marker !== 'none') && !(r.enemy !== 'none' && (r.marker === 'Blaze' || r.terrain === 'Water Barrier')) && (edition.allowed?.(r) ?? true));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const leader = r.leader === 'none' ? null : { broken: r.leader.startsWith('broken'), command: Number(r.leader.slice(-1)) };
    const mg = { id: 'us-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false };
    const raw: Record<string, unknown>[] = [{ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', ...(r.veteran !== 'no' ? { veteran: true } : {}), ...(r.suppressed === 'Suppressed' ? { suppressed: true } : {}), ...((r.weapon ?? 'none') !== 'none' ? { weapon: mg } : {}) }];
    if (leader) raw.push({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5', morale: [8, 7], command: leader.command, ...(leader.broken ? { broken: true } : {}) });
    if (r.enemy !== 'none') raw.push({ id: `${edition.enemy.prefix}-squad`, owner: 'axis', kind: 'squad', hex: 'E4' });
    const units = raw.map((u, j) => buildUnit(u, `generated advance seed "${name}": situation.units[${j}]`));
    const situation = {
      player: 'allied',
      initiative: 'axis',
      minesFp: 6,
      defender: r.defender === 'none' ? null : 'axis',
      advancing: units.filter((u) => u.owner === 'allied').map((u) => u.id),
      units,
      map: {
        geometry: { columns: 10, rows: 10 },
        edges: { allied: 'bottom', axis: 'top' },
        hexes: { E5: { terrain: ['Open Ground'] }, E4: { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) } },
        ...((r.hexside ?? 'none') !== 'none' ? { hexsides: [{ between: ['E5', 'E4'], feature: r.hexside }] } : {}),
      },
    };
    edition.parse(situation, `generated advance seed "${name}": situation`);
    const facts = [r.terrain, r.road !== 'no' ? 'Road' : '', r.marker !== 'none' ? r.marker : '', r.enemy !== 'none' ? r.enemy : '', (r.hexside ?? 'none') !== 'none' ? `across a ${r.hexside}` : ''].filter(Boolean);
    const with_ = [leader ? `a${leader.broken ? ' broken' : 'n unbroken'} Leader of Command ${leader.command}` : '', r.veteran !== 'no' ? 'Veteran' : '', r.suppressed === 'Suppressed' ? 'Suppressed' : '', (r.weapon ?? 'none') !== 'none' ? `carrying an ${r.weapon}` : ''].filter(Boolean);
    return {
      name,
      purpose: `Generated pairwise: an American Squad${with_.length ? ` (${with_.join(', ')})` : ''} Advances from E5 into E4 (${facts.join(', ')})${r.defender !== 'none' ? `, the ${edition.enemy.people} the scenario Defender` : ''} (${edition.rules}).`,
      options: DEFAULT_ADVANCE_OPTIONS,
      minimise: true,
      situation: situation as unknown as AdvanceSituation,
    } as S;
  });
}

export const advanceSpec: ProcedureSpec<AdvanceSituation> = {
  procedure: 'advance',
  ruleset: 'cce',
  title: 'Advance (O16.1-O16.3)',
  section: ['O16'],
  machine: advanceMachine,
  parseSituation: parseAdvanceSituation,
  parseEvent: parseAdvanceEvent,
  project: (snapshot) => projectAdvance(snapshot.context as AdvanceContext),
  get seeds() {
    return ADVANCE_SEEDS();
  },
  nested: [...nestedEventCharts('mineResolvingEvent', 'mineResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'), { state: 'mineAdvancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => advanceDomain(snapshot, (seed as AdvanceSeed | undefined)?.options ?? DEFAULT_ADVANCE_OPTIONS),
  domainNote:
    'No dice: per unit still to advance, ADVANCE into each listed adjacent hex (at most one refused move per path), EXIT off each edge its hex touches, END_ORDER; HIDDEN_MINES, HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer (A35.2, A35.5); Mine Attack Rolls at sum 7, Defense Rolls by classes (Defense Total one less, equal, one more than the Attack Total); triggers at sum 7 once per path (seed mine-events-by-the-rules: Event! and Sniper! on the Mine Attack Roll only, seed mine-defense-events-by-the-rules on the Defense Roll only, resolved by the nested Event and Sniper charts on its game: every decision they offer), Initiative re-rolls, A29 Concealment and A36 Light Wounds (seed advance-mines-light-wounds, with lightWoundsTeams) where the seed asks (A35.1 Hidden Entrenchments never against Mines: the hex holds a Fortification). Seed mine-time-by-the-rules: Time!, Event! and Sniper! on the Mine Attack Roll, the nested Time advance taking the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
