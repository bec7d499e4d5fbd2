/**
 * The Advance procedure (O16.1-O16.3) for the oracle: situation and event validation, the seed
 * situations and the declared event domain of the graph walk.
 *
 * Domain: no dice. For each unit still to advance, an ADVANCE into each adjacent hex the seed lists
 * (at most one refused Advance or exit per path: a refusal changes only the record, so orderings of several add no case) and an EXIT off each map edge
 * the unit's hex touches; END_ORDER; and, where the Defender may answer, HIDDEN_WIRE or NO_HIDDEN_ACTION.
 */
import { gameAround, gameAtSuddenDeath, SUDDEN_DEATH_SHUFFLES } from './events/kit';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { edgeDistance, hexId, neighboursOnMap, parseHex, areAdjacent, type Edge } from '../../../machines/core/hex';
import { enemyEdge, hexFacts, validateMap, validateUnitPlacement, type MapSituation } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { advanceMachine } from '../../../machines/cce/advance/machine';
import { advanceRefusalRule, DEFAULT_MINES_FP, projectAdvance, type AdvanceContext, type AdvanceSituation } from '../../../machines/cce/advance/rules';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { parseUnit, PLAYERS, type Player, type Unit } from '../../../machines/cce/units';
import { parseRollEvent, unknownEvent } from './common';
import { entryDomain, parseEntryEvent, refuseEntrenchmentsAgainstMines, type EntrySeedOptions } from './entry';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision } from './event';
import { card, NESTED_TIME_ADVANCE_EVENTS, nestedTimeAdvanceEvent } from './time-advance';

const EVENT_TYPES = ['ADVANCE', 'EXIT', 'END_ORDER', 'HIDDEN_MINES', 'HIDDEN_WIRE', 'NO_HIDDEN_ACTION', 'CHOOSE_UNIT', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;
const EDGES: readonly Edge[] = ['top', 'bottom', 'left', 'right'];

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

export function parseAdvanceSituation(raw: unknown, path: string): AdvanceSituation {
  const o = obj(raw, path, ['player', 'initiative', 'defender', 'minesFp', 'advancing', 'units', 'map', 'game'], ['player', 'initiative', 'defender', 'advancing', 'units', 'map']);
  const player = oneOf(o.player, `${path}.player`, PLAYERS, 'O16.1');
  const map = validateMap(o.map, `${path}.map`, { terrain: KNOWN_TERRAIN });
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
  };
}

function parseAdvanceEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
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
  if (type === 'END_ORDER') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

type AdvanceSeedOptions = EntrySeedOptions;

const DEFAULT_OPTIONS: AdvanceSeedOptions = { triggers: false, rerolls: 0 };

function advanceDomain(snapshot: AnyMachineSnapshot, options: AdvanceSeedOptions): EventObject[] {
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

const unit = (u: Omit<Unit, 'broken' | 'suppressed' | 'veteran'> & Partial<Unit>): Unit => ({ broken: false, suppressed: false, veteran: false, ...u });
const squad = (id: string, owner: Player, hex: string, extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'squad', hex, sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 4 }, broken: { morale: 5, fp: 2, range: 3, movement: 4 } }, ...extra });
const hero = (id: string, owner: Player, hex: string): Unit =>
  unit({ id, owner, kind: 'leader', hero: true, hex, sides: { unbroken: { morale: 9, fp: 1, range: 1, movement: 6, command: 1 }, broken: { morale: 7, fp: 0, range: 0, movement: 6, command: 0 } } });
const mg = { id: 'us-mg', type: 'mg' as const, fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false };
const open = { terrain: ['Open Ground'] };
const geometry = { columns: 10, rows: 10 };
const edges = { allied: 'bottom' as const, axis: 'top' as const };

type AdvanceSeed = Seed<AdvanceSituation> & { options?: AdvanceSeedOptions };

/** The American Squad in E5 advances into the Mines in E4 (the Axis Squad in E2): the trigger-by-the-rules seeds. */
const INTO_MINES_BY_AN_AXIS_SQUAD = {
  player: 'allied' as const,
  initiative: 'axis' as const,
  minesFp: 6,
  defender: null,
  advancing: ['us-squad'],
  units: [squad('us-squad', 'allied', 'E5'), squad('de-squad', 'axis', 'E2')],
  map: { geometry, edges, hexes: { E5: open, E4: { terrain: ['Open Ground'], markers: ['Mines'] }, E2: open } },
};

export const ADVANCE_SEEDS: AdvanceSeed[] = [
  {
    name: 'blocked-and-open',
    purpose: 'O16.1-O16.3 around E5: a Squad carrying an MG may enter Woods (terrain cost ignored) or the enemy-occupied E6 (a Melee hex, O16.4), but not the Blaze (T79), the Water Barrier (T98), across the Cliff (T83: it carries a Weapon) or a Major Bridge off its Road (T80.1).',
    situation: {
      player: 'allied',
      initiative: 'axis',
      minesFp: 6,
      defender: null,
      advancing: ['us-squad'],
      units: [squad('us-squad', 'allied', 'E5', { weapon: mg }), squad('de-squad', 'axis', 'E6')],
      map: {
        geometry,
        edges,
        hexes: { E5: open, E4: { terrain: ['Woods'] }, F4: open, F5: { terrain: ['Open Ground'], markers: ['Blaze'] }, E6: open, D5: { terrain: ['Water Barrier'] }, D4: { terrain: ['Bridge', 'Major Bridge', 'Road'] } },
        hexsides: [{ between: ['E5', 'F4'], feature: 'Cliff' }],
      },
    },
  },
  {
    name: 'cliff-and-bridge-road',
    purpose: 'O16.2, T83: a Team without a Weapon may Advance across a Cliff hexside; T80.1: it may leave a Major Bridge hex along its Road hexside, not across another.',
    situation: {
      player: 'axis',
      initiative: 'axis',
      minesFp: 6,
      defender: null,
      advancing: ['de-team', 'de-bridge'],
      units: [
        unit({ id: 'de-team', owner: 'axis', kind: 'team', hex: 'H5', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } }),
        squad('de-bridge', 'axis', 'B5'),
      ],
      map: {
        geometry,
        edges,
        hexes: { H5: open, H4: { terrain: ['Woods'] }, B5: { terrain: ['Bridge', 'Major Bridge', 'Road'] }, B4: { terrain: ['Open Ground', 'Road'] }, C5: { terrain: ['Stream'] } },
        hexsides: [
          { between: ['H5', 'H4'], feature: 'Cliff' },
          { between: ['B5', 'B4'], feature: 'Road' },
        ],
      },
    },
  },
  {
    name: 'exit-enemy-edge',
    purpose: '7.2.1, O16.2: a broken, Veteran, Suppressed American Squad with a broken MG exits off the top (enemy) edge: +2 VP, on the Time Track unbroken with its MG unbroken, markers lost; a Hero exits for 0 VP (E58.1); the left edge is refused (O16.3).',
    situation: {
      player: 'allied',
      initiative: 'axis',
      minesFp: 6,
      defender: null,
      advancing: ['us-squad', 'us-hero'],
      units: [squad('us-squad', 'allied', 'A1', { broken: true, veteran: true, suppressed: true, weapon: { ...mg, broken: true } }), hero('us-hero', 'allied', 'D1')],
      map: { geometry, edges, hexes: { A1: open, D1: open } },
    },
  },
  {
    name: 'exit-friendly-edge',
    purpose: 'O16.3: a German Squad in J1 touches its own (top) edge and the right edge: neither may be exited.',
    situation: {
      player: 'axis',
      initiative: 'axis',
      minesFp: 6,
      defender: null,
      advancing: ['de-squad'],
      units: [squad('de-squad', 'axis', 'J1')],
      map: { geometry, edges, hexes: { J1: open } },
    },
  },
  {
    name: 'hidden-wire',
    purpose: 'A35.5: the Defender (axis) may place Hidden Wire just after the American Squad advances into Open Ground, but not into a Foxholes hex (a Fortification) nor a Marsh (Water).',
    situation: {
      player: 'allied',
      initiative: 'axis',
      minesFp: 6,
      defender: 'axis',
      advancing: ['us-squad'],
      units: [squad('us-squad', 'allied', 'E5')],
      map: { geometry, edges, hexes: { E5: open, E4: open, F4: { terrain: ['Open Ground'], markers: ['Foxholes'] }, F5: { terrain: ['Marsh'] } } },
    },
  },
  {
    name: 'mines-into',
    purpose: 'F103.1, F103.2: an unbroken Squad advances into a Mines hex: the Axis Mine Attack Roll (6 FP + roll), then its Defense Roll with Cover 0 (Woods ignored): less breaks, a tie Suppresses (reading cce.advancing-tie-breaks), more leaves it; triggers on either roll (1.9.1; Jammed! ignored, 1.9.1.2) and one Initiative re-roll (9.1).',
    options: { triggers: true, rerolls: 1 },
    situation: {
      player: 'allied',
      initiative: 'allied',
      minesFp: 6,
      defender: null,
      advancing: ['us-squad'],
      units: [squad('us-squad', 'allied', 'E5')],
      map: { geometry, edges, hexes: { E5: open, E4: { terrain: ['Woods'], markers: ['Mines'] } } },
    },
  },
  {
    name: 'mine-time-by-the-rules',
    purpose:
      "1.9.1.4, 6.1.2, F103.2 with the game described: the Axis player makes the Mine Attack Roll against the advancing American Squad, so a Time! on it is his to trigger: Time enters space 3, the Sudden Death space, and his Sudden Death Roll of 2 (canonical shuffle) ends the game and the Order before the Attack Total is applied, of 9 lets the Mines attack. An Event! or Sniper! on it reveals his only draw card (KIA, Random Hex E4), the last of his pile: the same Time advance follows before the Attack Total (1.9.1, 6.1.2).",
    options: { triggers: false, rerolls: 0, mineTriggers: ['Time!', 'Event!', 'Sniper!'], time: SUDDEN_DEATH_SHUFFLES },
    situation: {
      ...INTO_MINES_BY_AN_AXIS_SQUAD,
      game: gameAtSuddenDeath({ active: 'allied', initiative: 'axis', player: 'axis', last: card('kia', { event: 'KIA', randomHex: 'E4' }) }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mine-events-by-the-rules',
    purpose:
      "1.9.1 with the game described (1.9.1.1, 1.9.1.3, F103.2): the Axis player makes the Mine Attack Roll against the advancing American Squad, so an Event! or Sniper! on it reveals the Axis deck's next card before the Defense Roll: Shell Shock breaks the closest unit to its Random Hex E4 (the Squad, just placed there), whose Defense Roll is then made on its broken Morale; or the Sniper may break it, or none.",
    options: { triggers: false, rerolls: 0, mineTriggers: ['Event!', 'Sniper!'] },
    situation: {
      ...INTO_MINES_BY_AN_AXIS_SQUAD,
      game: gameAround({ active: 'allied', initiative: 'axis', postures: { axis: 'defend', allied: 'attack' }, draws: { axis: [card('shell-shock', { event: 'Shell Shock', randomHex: 'E4' }), card('hex-card', { randomHex: 'E4' }), card('axis-next')] } }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mine-defense-events-by-the-rules',
    purpose:
      "1.9.1 with the game described (1.9.1.1, 1.9.1.3, O20.3.4, F103.2): the advancing American Squad's owner makes its Defense Roll against the Mines, so an Event! or Sniper! on that roll reveals the Allied deck's next card before the result: Battle Harden makes a Veteran of the Squad, which still takes the result locked in at the roll (reading cce.trigger-locks-result); or the Sniper at E2 may break the Axis Squad there, or nobody.",
    options: { triggers: false, rerolls: 0, defenseTriggers: ['Event!', 'Sniper!'] },
    situation: {
      ...INTO_MINES_BY_AN_AXIS_SQUAD,
      game: gameAround({ active: 'allied', initiative: 'axis', postures: { axis: 'defend', allied: 'attack' }, draws: { allied: [card('battle-harden', { event: 'Battle Harden', randomHex: 'E2' }), card('allied-next')], axis: [card('axis-top')] } }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-out-and-in',
    purpose: 'F103.1: a broken Squad advances out of one Mines hex into another: two Mine Attacks, leaving first; a break eliminates it (3.2.4, 7.1 VP to the Axis) and the second attack is not made; an 8-FP Minefield (F103.2).',
    situation: {
      player: 'allied',
      initiative: 'axis',
      minesFp: 8,
      defender: null,
      advancing: ['us-squad'],
      units: [squad('us-squad', 'allied', 'E5', { broken: true })],
      map: { geometry, edges, hexes: { E5: { terrain: ['Open Ground'], markers: ['Mines'] }, E4: { terrain: ['Open Ground'], markers: ['Mines'] } } },
    },
  },
  {
    name: 'hidden-mines',
    purpose: 'A35.2: just after the American Squad advances into Open Ground, the Defender places Hidden Mines there and they attack the unit that entered (F103.2); the German Squad already in the hex is immune; Concealment (A29) before the Defense Roll takes off the Cover, 0 against Mines.',
    options: { triggers: false, rerolls: 0, concealment: true },
    situation: {
      player: 'allied',
      initiative: 'axis',
      minesFp: 6,
      defender: 'axis',
      advancing: ['us-squad'],
      units: [squad('us-squad', 'allied', 'E5'), squad('de-squad', 'axis', 'E4')],
      map: { geometry, edges, hexes: { E5: open, E4: open } },
    },
  },
  {
    name: 'mines-leaving-as-defender',
    purpose: 'F103.1: the scenario Defender\'s own Team advances out of a Mines hex into clear Open Ground, or exits off the enemy edge from it; it is attacked "as it ... is about to exit" and defends in the Mines hex, with the Command of the Leader staying there (3.3.1.2, Morale 7 + 1, Cover 0, F103.2); broken, it is still placed in the hex entered (F103.2) or exits (7.2.1); no Hidden Entrenchments: the Mines hex already holds a Fortification (A35.1).',
    options: { triggers: false, rerolls: 0 },
    situation: {
      player: 'allied',
      initiative: 'axis',
      minesFp: 6,
      defender: 'allied',
      advancing: ['us-team'],
      units: [
        unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'I1', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } }),
        unit({ id: 'us-sgt', owner: 'allied', kind: 'leader', hex: 'I1', sides: { unbroken: { morale: 8, fp: 1, range: 1, movement: 6, command: 1 }, broken: { morale: 6, fp: 0, range: 0, movement: 6, command: 0 } } }),
      ],
      map: { geometry, edges, hexes: { I1: { terrain: ['Open Ground'], markers: ['Mines'] }, I2: open } },
    },
  },
];

export const advanceSpec: ProcedureSpec<AdvanceSituation> = {
  procedure: 'advance',
  ruleset: 'cce',
  title: 'Advance (O16.1-O16.3)',
  section: ['O16'],
  machine: advanceMachine,
  parseSituation: parseAdvanceSituation,
  parseEvent: parseAdvanceEvent,
  project: (snapshot) => projectAdvance(snapshot.context as AdvanceContext),
  seeds: ADVANCE_SEEDS,
  nested: [...nestedEventCharts('mineResolvingEvent', 'mineResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'), { state: 'mineAdvancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => advanceDomain(snapshot, (seed as AdvanceSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'No dice: per unit still to advance, ADVANCE into each listed adjacent hex (at most one refused move per path), EXIT off each edge its hex touches, END_ORDER; HIDDEN_MINES, HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer (A35.2, A35.5); Mine Attack Rolls at sum 7, Defense Rolls by classes (Defense Total one less, equal, one more than the Attack Total); triggers at sum 7 once per path (seed mine-events-by-the-rules: Event! and Sniper! on the Mine Attack Roll only, seed mine-defense-events-by-the-rules on the Defense Roll only, resolved by the nested Event and Sniper charts on its game: every decision they offer), Initiative re-rolls and A29 Concealment where the seed asks (A35.1 Hidden Entrenchments never against Mines: the hex holds a Fortification). Seed mine-time-by-the-rules: Time!, Event! and Sniper! on the Mine Attack Roll, the nested Time advance taking the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
