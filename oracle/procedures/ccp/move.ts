/**
 * Move (O29) of CC:P for the oracle: CC:E's parser, event parser and walk domain (oracle/procedures/cce/
 * move.ts) with the CC:P edition (machines/ccp/move.ts), rejections and refusals in CC:P terms. A CC:P
 * situation adds the map's Exit Points (`exitPoints`: hex → 0-3, 2.4) and chit "Y" (`chitY`, 14.2.2), and
 * may state a `night` (18: CC:P Fire's, with its starshells; 18.2 raises Move Costs, 18.3 hinders Op Fire); it
 * states no `game`, may hold Mines (F104: their FP `minesFp`, 6-8, F104.2) and only the terrain both
 * editions give alike and CC:P's own (./map.ts CCP_MAP_TERRAIN), the Beach's 1½ MPs (T82) making a step's cost and
 * the MPs announced multiples of ½ (the ccp schema's steps), with the Road, Bridge and Trail depictions crossing
 * hexsides (`map.hexsides`: T84, T94, T98; no other hexside terrain) and Water Barrier hexes (T99). There is no Weapon transfer (O22.2: Advance's in CC:P), no
 * Assault Fire and no Smoke Grenades (not in CC:P); Smoke Screen (A47) before the first mover, with the situation's
 * `smokeScreenCards` (./smoke-screen.ts parseSmokeScreenCards, parseOrderSmokeEvent: the standalone's events). The Op Fire attack is CC:P Fire's (O27, A41): its
 * Actions are named by their CC:P ids (A37 Crossfire). Light Wounds (A44): LIGHT_WOUNDS / NO_LIGHT_WOUNDS as a Squad
 * would break on a Defense roll against Op Fire or Mines, with the situation's `lightWoundsTeams`. The Japanese player is
 * the situation's `axis` player.
 *
 * Domain: CC:E Move's (oracle/procedures/cce/move.ts moveDomain), refusals tried on the CC:P chart, without
 * TRANSFER, SMOKE_GRENADES and ASSAULT_FIRE; with `smokeScreenCards`, A47's (./smoke-screen.ts orderSmokeDomain).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { invalid, OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec } from '../../../machines/core/procedure';
import { projectMove } from '../../../machines/cce/move/machine';
import type { MoveContext, MoveSituation } from '../../../machines/cce/move/types';
import { CCP_FIRE } from '../../../machines/ccp/fire';
import { CCP_OWN_TERRAIN, ccpImpassableBecause, WATER_BARRIER } from '../../../machines/ccp/terrain';
import { CCP_MAP_TERRAIN, CCP_PARSER_HEXSIDES, CCP_PARSER_TERRAIN, checkCcpMap } from './map';

import { CCP_MOVE, ccpMoveMachine, mayChangeAtConclusion } from '../../../machines/ccp/move';
import { knowingSmokeScreen, orderSmokeDomain, parseOrderSmokeEvent, parseSmokeScreenCards } from './smoke-screen';
import { conclusionDomain, parseCaveCrossings, parseCaveMarkers, parseConclusionEvent } from './cave';
import { parseExitPoints } from '../../../machines/ccp/exit-points';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { DEFAULT_MOVE_OPTIONS, moveDomain, parseMoveEvent, parseMoveSituation, type MoveSeed, type MoveSeedOptions } from '../cce/move';
import { buildUnit, type SeedUnitSpec } from '../cce/seeds';
import { parseNight } from './fire';
import { refuseGame } from './melee';
import { hiddenFortificationDomain, knowingPanjiTrap, panjiTrapDomain, parseHiddenFortificationEvent, parsePanjiTrapEvent } from './hidden';

/** The CC:E events CC:P's Move does not have, and the rule that says so (CC:P ids). */
const NOT_IN_CCP: Readonly<Record<string, { rule: string; why: string }>> = {
  TRANSFER: { rule: 'O22.2', why: 'a weapon is transferred during an Advance in CC:P (O22.2), not during a Move' },
  ASSAULT_FIRE: { rule: 'A32', why: 'Assault Fire is not in CC:P' },
  SMOKE_GRENADES: { rule: 'A47', why: 'Smoke Grenades is not in CC:P (its Smoke Screen, A47, is played at the beginning of the Move: PLAY_SMOKE_SCREEN)' },
};

/** CC:E's parser without `exitPoints`/`chitY` (its rejections in CC:P terms), then what CC:P adds and refuses. */
function parseSituation(raw: unknown, path: string): MoveSituation {
  refuseGame(raw, path);
  const { exitPoints, chitY, night, smokeScreenCards, ...rest } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const s = inCcp(() => parseMoveSituation(typeof raw === 'object' && raw !== null ? rest : raw, path, CCP_PARSER_TERRAIN, CCP_PARSER_HEXSIDES, ccpImpassableBecause));
  checkCcpMap(s.map, path);
  return { ...s, exitPoints: parseExitPoints(exitPoints, chitY, path, s.map), ...(night !== undefined ? { night: parseNight(night, `${path}.night`) } : {}), ...parseSmokeScreenCards(smokeScreenCards, `${path}.smokeScreenCards`) };
}

/** CC:E's event parser in CC:P terms; the Actions on an Op Fire shot by their CC:P ids (A37 Crossfire → CC:E A30). */
function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  // These rejections cite CC:P ids already: outside inCcp, which reads a rule as CC:E's.
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const no = typeof o.type === 'string' ? NOT_IN_CCP[o.type] : undefined;
  if (no) throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: `an event of CC:P's Move (${no.why})`, actual: o.type, rule: no.rule });
  // A47 at the beginning of the Move: the standalone's events, parsed alike (./smoke-screen.ts).
  const smoke = parseOrderSmokeEvent<MoveContext>(raw, path, snapshot, 'choosingMover', CCP_MOVE.smokeScreen!.notBegun);
  if (smoke) return smoke;
  const panji = parsePanjiTrapEvent(raw, path, snapshot) ?? parseHiddenFortificationEvent(raw, path, snapshot, 'opFireDefenseRolling');
  if (panji) return panji;
  if (o.type === 'PLAY_ACTION') {
    const cce = typeof o.action === 'string' ? CCP_FIRE.actionIds[o.action] : undefined;
    if (cce === undefined) throw new OracleError({ code: 'invalid-field', path: `${path}.action`, expected: `one of ${Object.keys(CCP_FIRE.actionIds).join(', ')} (the Actions on a CC:P shot)`, actual: o.action, rule: 'A32' });
    return { ...inCcp(() => parseMoveEvent({ ...o, action: cce }, path, snapshot)), action: o.action } as EventObject;
  }
  return knowingSmokeScreen(path, () => knowingPanjiTrap(path, () => inCcp(() => parseMoveEvent(raw, path, snapshot))));
}

/**
 * F102: `caves` (absent: none), each cave's Crest hex and the Japanese units inside it (./cave.ts parseCaveMarkers), beside the rest.
 * With units of both sides (an Op Fire possible, A41), each cave states its `crossings` (F102.2.1) for every other hex of
 * the map: an Op Fire at a hex just entered may be traced to or from the cave's hex from any of them (F102.2.2, F102.2.3).
 */
function parseSituationWithCaves(raw: unknown, path: string): MoveSituation {
  const { caves, caveSites, ...rest } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const s = parseSituation(typeof raw === 'object' && raw !== null ? rest : raw, path);
  const markers = caves === undefined ? undefined : parseCaveMarkers(caves, `${path}.caves`, s, true);
  if (markers && new Set(s.units.map((u) => u.owner)).size > 1) {
    markers.forEach((k, i) => {
      const missing = Object.keys(s.map.hexes).find((h) => h !== k.hex && k.crossings?.[h] === undefined);
      if (missing !== undefined) invalid(`${path}.caves[${i}].crossings.${missing}`, `the level of the LOS thread from ${missing} where it crosses a hexside of ${k.hex} (F102.2.1): with units of both sides an Op Fire may be traced from or to any hex of the map`, 'absent', 'F102.2.1');
    });
  }
  const sites = caveSites === undefined ? undefined : parseMoveCaveSites(caveSites, `${path}.caveSites`, { ...s, ...(markers ? { caves: markers } : {}) });
  return { ...s, ...(markers ? { caves: markers } : {}), ...(sites ? { caveSites: sites } : {}) };
}

/**
 * A43.1: `caveSites` (absent: none) — the Crest hexes a Hidden Cave may be placed in during this Move (just before the moving
 * Defender's Defense roll against Op Fire), each a Hill Crest hex [T89.3.1] of the map with no cave yet (F100.3) and, as a cave
 * of the Move (above), the level where the LOS thread from every other hex of the map crosses its hexside (F102.2.1): the units
 * move, and an Op Fire may be traced to or from the new cave's hex from any of them.
 */
function parseMoveCaveSites(raw: unknown, path: string, s: MoveSituation): Record<string, Record<string, number>> {
  const o = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : invalid(path, 'an object: per Crest hex, its crossing levels (F102.2.1)', raw, 'A43.1')) as Record<string, unknown>;
  const sites: Record<string, Record<string, number>> = {};
  for (const [hex, v] of Object.entries(o).sort(([a], [b]) => a.localeCompare(b))) {
    if (!s.map.hexes[hex]?.crest) invalid(`${path}.${hex}`, 'a Hill Crest hex [T89.3.1] of the situation\'s map (A43.1: "The hex affected by the attack must be a Crest hex")', hex, 'A43.1');
    if ((s.caves ?? []).some((k) => k.hex === hex)) invalid(`${path}.${hex}`, 'a hex with no cave marker yet ("cannot already contain a fortification of any type")', hex, 'A43.1');
    const crossings = parseCaveCrossings(v, `${path}.${hex}`, s.map);
    const missing = Object.keys(s.map.hexes).find((h) => h !== hex && crossings[h] === undefined);
    if (missing !== undefined) invalid(`${path}.${hex}.${missing}`, `the level of the LOS thread from ${missing} where it crosses a hexside of ${hex} (F102.2.1): an Op Fire may be traced from or to any hex of the map`, 'absent', 'F102.2.1');
    sites[hex] = crossings;
  }
  return sites;
}

/** F102.1.1: ENTER_CAVE / EXIT_CAVE { unit } and END at the Move's conclusion (concludingInCaves: ./cave.ts), else CC:P's events. */
const parseEventWithCaves = (raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject => parseConclusionEvent<MoveContext>(raw, path, snapshot, 'Move', mayChangeAtConclusion, parseEvent);

const CCP_ACTION_OF: Record<string, string> = Object.fromEntries(Object.entries(CCP_FIRE.actionIds).map(([ccp, cce]) => [cce, ccp]));

/** CC:E's output (its Assault Fire, Smoke Grenades and transfers always empty), rule ids in CC:P terms and the Op Fire shots' Actions by their CC:P ids. */
function project(snapshot: AnyMachineSnapshot) {
  // Rule ids in CC:P terms; an id the CC:P edition adds (18.2's night term, 15.2.2's overstacking on an Op Fire's Cover) as it is.
  const out = inCcpIds(projectMove(snapshot.context as MoveContext), 'output') as ReturnType<typeof projectMove>;
  return { ...out, shots: out.shots.map((s) => ({ ...s, actions: s.actions.map((a) => ({ ...a, action: (CCP_ACTION_OF[a.action] ?? a.action) as never })) })) };
}

// -------------------------------------------------------------------------------------------- seeds

const unit = (spec: SeedUnitSpec) => buildUnit(spec);
const map = (hexes: Record<string, { terrain: string[]; markers?: string[]; elevation?: number }>) => ({ geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom' as const, axis: 'top' as const }, hexes });
const og = { terrain: ['Open Ground'] };
const base = { initiative: 'axis' as const, minesFp: 6, defender: null, activatedThisTurn: [], los: [] };
const seed = (name: string, purpose: string, options: Partial<MoveSeedOptions>, situation: Record<string, unknown>): MoveSeed => ({ name, purpose, options: { ...DEFAULT_MOVE_OPTIONS, ...options }, situation: { ...base, ...situation } as unknown as MoveSituation });

/** The American Squad in E5 about to move up the E column, the Japanese Squad in E2 ready to Op Fire down it. */
const OP_FIRE_LANE = {
  player: 'allied',
  activating: ['us-squad'],
  units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E2' })],
  map: map({ E5: og, E4: og, E3: og, E2: og }),
};

/**
 * Op Fire with the +2 FP Actions no other Move seed plays (A41.2: Op Fire is a Fire Attack, so "just prior to
 * making a Fire Attack roll" holds): Bore Sighting (A35, CC:E A27) and Hand Grenades (A42, CC:E A34) on one shot, so
 * an engine that leaves out either term answers otherwise. (Marksmanship, A45, needs a firing unit of a stated
 * faction, and CC:E's nationalities hold no Japanese: it is played in CC:P Fire's seeds, by the American player.)
 */
const CCP_OP_FIRE_ACTION_SEEDS: MoveSeed[] = [
  seed(
    'op-fire-bore-sighting-hand-grenades',
    'A41.2, A35, A42: the Japanese player is the scenario Defender; his Team in E3 Op Fires its MG (printed FP 5) at the adjacent E4 as the American Squad enters it, with Bore Sighting and Hand Grenades: 5 + 2 + 2 = 9 FP, Attack Total 16 on 3•4 (14 without either); Defense Rolls of 9 (Total 16, a tie: broken, moving) and 10 (17: unhurt).',
    {
      hexes: ['E4'],
      opFire: {
        activate: [['jp-mg-team']],
        shots: [{ pieces: ['jp-mg'], target: 'E4', actions: ['A27', 'A34'], rolls: [{ white: 3, colored: 4 }] }],
        defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [9, 10] } },
      },
    },
    {
      ...OP_FIRE_LANE,
      defender: 'axis',
      units: [
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'jp-mg-team', owner: 'axis', kind: 'team', hex: 'E3', weapon: { id: 'jp-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
      ],
    },
  ),
];

export const CCP_MOVE_SEEDS: MoveSeed[] = [
  seed(
    'costs-and-restrictions',
    'O29.1, O29.4, T81.2: an American Squad (Movement 4) in E5 enters Open Ground (1 MP) or a Building (2 MP); a Blaze (T83) and the Japanese-occupied hex are refused.',
    { hexes: ['E4', 'D5', 'F5', 'E6'], earlyEnd: true },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E6' })],
      map: map({ E5: og, E4: og, D5: { terrain: ['Building'] }, F5: { terrain: ['Open Ground'], markers: ['Blaze'] }, E6: og }),
    },
  ),
  seed(
    'exit-points',
    '14.2.1, 14.2.2: an American Squad in E1 exits off the enemy (top) edge via the Exit Point of value 2 there (1 MP): +2 VP, to the Time Track; a Team in G1, a hex with no Exit Point, may not exit (O29.4).',
    { hexes: [], movers: [['us-squad'], ['us-team']] },
    {
      player: 'allied', activating: ['us-ldr', 'us-squad', 'us-team'],
      exitPoints: { E1: 2 },
      units: [unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'F1', command: 1, movement: [6, 4] }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E1', movement: [4, 2] }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'G1', movement: [5, 3] })],
      map: map({ E1: og, F1: og, G1: og }),
    },
  ),
  seed(
    'exit-point-with-chit-y',
    '14.2.2: an American Squad in E1 exits off the enemy (top) edge via an Exit Point of value 1 while objective chit "Y" is in play: 1 + 1 = 2 VP.',
    { hexes: [], movers: [['us-squad']] },
    {
      player: 'allied', activating: ['us-squad'],
      exitPoints: { E1: 1 },
      chitY: true,
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E1', movement: [4, 2] })],
      map: map({ E1: og }),
    },
  ),
  seed(
    'op-fire-half-eliminates',
    'O29.3, A41.2, O27.3.4 a): a Japanese Squad in E2 says "Wait!" as the American Squad enters E4 and fires (6 FP + 6•6 = 18); a Defense Total of 9 (Morale 7 + 2) eliminates, 17 breaks (a tie breaks a unit activated to Move), 19 leaves it unhurt.',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 6, colored: 6 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [2, 10, 11, 12] } } } },
    OP_FIRE_LANE,
  ),
  seed(
    'cannot-move',
    'O20.3, O29: the only activated unit, an American Squad in G1 on the enemy (top) edge with no Exit Point and no other hex it may enter, cannot cross a hexside: the Move Order is refused.',
    {},
    { player: 'allied', activating: ['us-squad'], units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'G1', movement: [4, 2] })], map: map({ G1: og }) },
  ),
  seed(
    'already-activated',
    'O20.1: the American Squad was already activated this Turn: the Move Order cannot activate it (refused).',
    {},
    { player: 'allied', activating: ['us-squad'], activatedThisTurn: ['us-squad'], units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })], map: map({ E5: og, E4: og }) },
  ),
  seed(
    'too-costly-and-trench',
    'O29.1: a broken American Squad (Movement 1) may not enter the Building in D5 (2 MP); F106.2: it moves from one Trench to the adjacent Trench in E4 for 1 MP, and no Op Fire is allowed there.',
    { hexes: ['D5', 'E4'], opFire: { activate: [['jp-squad']] } },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [1, 1] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E2' })],
      map: map({ E5: { terrain: ['Open Ground'], markers: ['Trench'] }, E4: { terrain: ['Open Ground'], markers: ['Trench'] }, D5: { terrain: ['Building'] }, E2: og }),
    },
  ),
  seed(
    'op-fire-crossfire-triggers',
    'A41.2, A37, 1.9.1, 10.1: the Japanese Squad in E2 Op Fires at E4 with Crossfire against the moving American Squad; its Fire Attack Roll may carry an Event!, Sniper! or Time! (resolved before its result) or be re-rolled once by the Initiative holder.',
    {
      hexes: ['E4'],
      opFire: {
        activate: [['jp-squad']],
        shots: [{ pieces: ['jp-squad'], target: 'E4', actions: ['A30'], rolls: [{ white: 3, colored: 4 }, { white: 2, colored: 5, trigger: 'Event!' }, { white: 2, colored: 5, trigger: 'Sniper!' }, { white: 1, colored: 6, trigger: 'Time!' }], rerolls: 1 }],
        defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [12] } },
      },
    },
    OP_FIRE_LANE,
  ),
  ...CCP_OP_FIRE_ACTION_SEEDS,
  seed(
    'op-fire-defense-results',
    '1.9.1, 10.1, O27.3.4: the Japanese Squad in E2 Op Fires at E4 (6 FP + 3•4 = 13); the unmoving broken Team there breaks again and is eliminated, the unmoving Squad there is suppressed on a tie; a trigger on a Defense Roll may eliminate the unit rolling, or the roll is re-rolled once.',
    {
      hexes: ['E4'],
      opFire: {
        activate: [['jp-squad']],
        shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }],
        defense: { triggers: true, rerolls: 1, firstUnitOnly: true, defenseSums: { 'us-squad': [12], 'us-team': [2], 'us-squad2': [6] } },
      },
    },
    {
      player: 'allied', activating: ['us-squad'],
      units: [
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E4', broken: true }),
        unit({ id: 'us-squad2', owner: 'allied', kind: 'squad', hex: 'E4' }),
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E2' }),
      ],
      map: map({ E5: og, E4: og, E3: og, E2: og }),
    },
  ),
  seed(
    'op-fire-sustained-and-hindered',
    'A41.2, A48, O27.3.2: one Japanese MG with Sustained Fire rolls doubles and breaks, or two MGs, each with Sustained Fire, roll doubles and both break, the firer choosing which first; a Japanese Team (3 FP) in E1 firing through the Smoke 3 in E3 has 0 FP and cannot fire (its shot is abandoned).',
    {
      hexes: ['E4'],
      opFire: {
        activate: [['jp-ldr', 'jp-mg-team', 'jp-mg-team2', 'jp-team']],
        shots: [
          { pieces: ['jp-team'], target: 'E4', rolls: [] },
          { pieces: ['jp-mg', 'jp-mg2'], target: 'E4', actions: ['A41', 'A41'], rolls: [{ white: 4, colored: 4 }] },
          { pieces: ['jp-mg'], target: 'E4', actions: ['A41'], rolls: [{ white: 5, colored: 5 }] },
        ],
        defense: { triggers: false, rerolls: 0, firstUnitOnly: true },
      },
    },
    {
      player: 'allied', activating: ['us-squad'],
      units: [
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'E2', command: 1 }),
        unit({ id: 'jp-mg-team', owner: 'axis', kind: 'team', hex: 'E2', weapon: { id: 'jp-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'jp-mg-team2', owner: 'axis', kind: 'team', hex: 'E2', weapon: { id: 'jp-mg2', type: 'mg', fp: 4, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'E1', fp: [3, 1] }),
      ],
      map: map({ E5: og, E4: og, E3: { terrain: ['Open Ground'], markers: ['Smoke:3'] }, E2: og, E1: og }),
    },
  ),
  seed(
    'op-fire-twice',
    'A41.2, A41.3 b), c): the Japanese Squad in E2, activated for Op Fire as the American Squad enters E4, fires again when it enters E3 (still activated for the whole Move order; one Fire Attack per expenditure): two shots recorded.',
    {
      hexes: ['E4', 'E3'],
      opFire: {
        activate: [['jp-squad']],
        shots: [
          { pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 1, colored: 2 }] },
          { pieces: ['jp-squad'], target: 'E3', rolls: [{ white: 1, colored: 2 }] },
        ],
        defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [12] } },
      },
    },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E1' })],
      map: map({ E5: og, E4: og, E3: og, E2: og, E1: og }),
    },
  ),
  seed(
    'op-fire-building-leader',
    'A41.2, T81.3, 3.3.1.2: an American Leader and Squad move together into the Building D5 (2 MPs); the Japanese Squad in D3 Op Fires at them: each Defense Total adds the Building\'s Cover and the Leader\'s Command.',
    {
      hexes: ['D5'],
      movers: [['us-ldr', 'us-squad']],
      opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'D5', rolls: [{ white: 5, colored: 6 }] }], defense: { triggers: false, rerolls: 0, firstUnitOnly: true } },
    },
    {
      player: 'allied', activating: ['us-ldr', 'us-squad'],
      units: [
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5', command: 2, movement: [6, 4] }),
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D3' }),
      ],
      map: map({ E5: og, D5: { terrain: ['Building'] }, D4: og, D3: og }),
    },
  ),
  ...(['Gully', 'Stream', 'Building'] as const).map((t) =>
    seed(
      `move-cost-${t.toLowerCase()}`,
      `O29.1, T81.2: a Japanese Squad in Open Ground enters an adjacent ${t} hex (its Move Cost, the table CC:E and CC:P share for it).`,
      { hexes: ['E4'] },
      { player: 'axis', activating: ['jp-squad'], units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })], map: map({ E5: og, E4: { terrain: [t] } }) },
    ),
  ),
  ...Object.entries(CCP_OWN_TERRAIN)
    .filter(([t]) => CCP_MAP_TERRAIN.includes(t))
    .map(([t, l]) =>
      seed(
        `move-cost-${t.toLowerCase()}`,
        `O29.1, T81.2, ${l.rule}: a Japanese Squad (Movement 4) in Open Ground enters an adjacent ${t} hex for its "MOVE COST: ${l.moveCost}" (machines/ccp/terrain.ts).`,
        { hexes: ['E4'] },
        { player: 'axis', activating: ['jp-squad'], units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })], map: map({ E5: og, E4: { terrain: [t] } }) },
      ),
    ),
  ...([['up', 1, 2], ['down', 2, 1]] as const).map(([way, here, there]) =>
    seed(
      `jungle-${way}hill-example`,
      `T89.1, its example: "A unit moving from a level 1 hill hex containing jungle to a level 2 hill hex containing jungle must expend 4 MPs (3 for the jungle plus 1 for the change in level). The reverse 'downhill' move would cost only 3 MP": a Japanese Squad (Movement 4) from the level ${here} Jungle E5 into the level ${there} Jungle E4.`,
      { hexes: ['E4'] },
      { player: 'axis', activating: ['jp-squad'], units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })], map: map({ E5: { terrain: ['Jungle'], elevation: here }, E4: { terrain: ['Jungle'], elevation: there } }) },
    ),
  ),
  seed(
    'night-move-own-terrain',
    "18.2: at night (no starshell) a Japanese Squad (Movement 4) in E5 enters the Palm E4 for 1 + 1 = 2 MPs (T93) and the Jungle D5 for 3 + 1 = 4 (T91); the Swamp F5, 4 + 1 = 5 MPs (T97), is beyond its 4.",
    { hexes: ['E4', 'D5', 'F5'], earlyEnd: true },
    {
      player: 'axis', activating: ['jp-squad'], night: { starshells: [] },
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: { terrain: ['Palm'] }, D5: { terrain: ['Jungle'] }, F5: { terrain: ['Swamp'] } }),
    },
  ),
  ...([['beach', 'Beach', 'beyond the 1 MP left (1½, O29.1): no path enters it (the walk tries a refused Move only first: seed beach-one-mp-short)'], ['palm', 'Palm', 'entered for 1 MP, the last it has: 4 MPs spent']] as const).map(([name, t, what]) =>
    seed(
      `beach-half-mps-then-${name}`,
      `T82 "MOVE COST: 1½", O29.1: an American Squad (Movement 4) in E5 crosses the Beach E4 (1½ MPs, 1½ announced) and the Beach E3 (1½, 3 announced); the ${t} E2 is ${what}.`,
      { hexes: ['E4', 'E3', 'E2'] },
      { player: 'allied', activating: ['us-squad'], units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })], map: map({ E5: og, E4: { terrain: ['Beach'] }, E3: { terrain: ['Beach'] }, E2: { terrain: [t] } }) },
    ),
  ),
  seed(
    'beach-one-mp-short',
    'T82 "MOVE COST: 1½", O29.1: a broken American Squad (Movement 1) in E5 may not enter the Beach E4 (1½ MPs is more than its 1; refused as the first thing it tries), and enters the Palm E6 for its 1 MP.',
    { hexes: ['E4', 'E6'] },
    { player: 'allied', activating: ['us-squad'], units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [1, 1] })], map: map({ E5: og, E4: { terrain: ['Beach'] }, E6: { terrain: ['Palm'] } }) },
  ),
  seed(
    'night-move-beach',
    '18.2, T82: at night (no starshell) the Beach is a Terrain Type whose Move Cost is increased by 1: an American Squad (Movement 4) in E5 enters the Beach E4 for 1½ + 1 = 2½ MPs; the Beach E3 (2½ more, 5 in all) is beyond its 4.',
    { hexes: ['E4', 'E3'] },
    {
      player: 'allied', activating: ['us-squad'], night: { starshells: [] },
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: { terrain: ['Beach'] }, E3: { terrain: ['Beach'] } }),
    },
  ),
  ...(['Bunker', 'Foxholes', 'Pillbox', 'Trench'] as const).map((f) =>
    seed(
      `op-fire-at-${f.toLowerCase()}`,
      `A41.2, T81.3, F101-F106: the American Squad enters E4, which holds ${f}; the Japanese Squad in E2 Op Fires at it (6 FP + 3•4 = 13), its Defense Total taking the ${f}'s Cover.`,
      { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }] } },
      { ...OP_FIRE_LANE, map: map({ E5: og, E4: { terrain: ['Open Ground'], markers: [f] }, E3: og, E2: og }) },
    ),
  ),
  ...Object.keys(CCP_OWN_TERRAIN)
    .filter((t) => CCP_MAP_TERRAIN.includes(t))
    .map((t) =>
      seed(
        `op-fire-at-${t.toLowerCase()}`,
        `A41.2, T81.3: the American Squad enters E4, ${t} (CC:P's own terrain, machines/ccp/terrain.ts); the Japanese Squad in E3, adjacent, Op Fires at it (6 FP + 3•4 = 13), its Defense Total taking the ${t}'s Cover.`,
        { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }] } },
        {
          ...OP_FIRE_LANE,
          units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [6, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E3' })],
          map: map({ E5: og, E4: { terrain: [t] }, E3: og }),
        },
      ),
    ),
  seed(
    'op-fire-at-jungle-foxholes',
    'A41.2, T81.3.1 ("Cover is never cumulative": the better single instance): the American Squad enters E4, Jungle (Cover 2, T91) holding Foxholes; the Japanese Squad in E3, adjacent, Op Fires at it (6 FP + 3•4 = 13), its Defense Total taking the better of the two Covers, not their sum.',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }] } },
    {
      ...OP_FIRE_LANE,
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [6, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E3' })],
      map: map({ E5: og, E4: { terrain: ['Jungle'], markers: ['Foxholes'] }, E3: og }),
    },
  ),
  ...(['Gully', 'Stream'] as const).map((t) =>
    seed(
      `op-fire-at-${t.toLowerCase()}`,
      `A41.2, T81.3: the American Squad enters E4, a ${t}; the Japanese Squad in E3, adjacent (a unit in a gully is seen from an adjacent hex, T88), Op Fires at it (6 FP + 3•4 = 13), its Defense Total taking the ${t}'s Cover.`,
      { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }] } },
      {
        ...OP_FIRE_LANE,
        units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E3' })],
        map: map({ E5: og, E4: { terrain: [t] }, E3: og }),
      },
    ),
  ),
  ...([['leader', false], ['hero', true]] as const).map(([name, hero]) =>
    seed(
      `op-fire-eliminates-${name}`,
      `A41.2, O27.3.4 a), 14.1: an American ${hero ? 'Hero' : 'Leader'} (Morale 6) moving alone into E4 draws Op Fire from the Japanese Squad in E2 (6 FP + 6•6 = 18); a Defense Roll of 2 (Defense Total 8, half of 18 or less) eliminates it: the Japanese player earns its VP (${hero ? 'none for a Hero' : 'a Leader\'s'}).`,
      { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 6, colored: 6 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-ldr': [2] } } } },
      {
        ...OP_FIRE_LANE,
        activating: ['us-ldr'],
        units: [unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5', command: 1, morale: [6, 5], movement: [6, 4], ...(hero ? { hero: true } : {}) }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E2' })],
      },
    ),
  ),
  seed(
    'op-fire-through-two-smokes',
    'A41.2, 16.3.3, O27.3.2: the Japanese Squad in E1 Op Fires at E4 through Smoke 1 in E2 and Smoke 3 in E3: only the largest Hindrance counts, 6 − 3 = 3 FP.',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 6, colored: 6 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [12] } } } },
    {
      ...OP_FIRE_LANE,
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E1' })],
      map: map({ E5: og, E4: og, E3: { terrain: ['Open Ground'], markers: ['Smoke:3'] }, E2: { terrain: ['Open Ground'], markers: ['Smoke:1'] }, E1: og }),
    },
  ),
  seed(
    'night-move-costs',
    '18.2: at night (no starshell) a Japanese Squad (Movement 4) in E5 enters Open Ground E4 for 1 + 1 = 2 MPs, the Building D5 for 2 + 1 = 3, the Gully F5 for 2 + 1 = 3 (reading ccp.night-move-gully: 2 as a Terrain Feature), the Stream E6 for 3 + 1 = 4; E3 one level up from E4 costs 1 + 1 + 1 (uphill, not raised by night) = 3.',
    { hexes: ['E4', 'D5', 'F5', 'E6', 'E3'], earlyEnd: true },
    {
      player: 'axis', activating: ['jp-squad'], night: { starshells: [] },
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: og, D5: { terrain: ['Building'] }, F5: { terrain: ['Gully'] }, E6: { terrain: ['Stream'] }, E3: { terrain: ['Open Ground'], elevation: 1 } }),
    },
  ),
  seed(
    'night-cannot-move',
    '18.2, O29: at night a broken Japanese Team (Movement 1) in E5, with Open Ground all round (1 + 1 = 2 MPs), cannot enter any hex: it cannot be activated to Move (the Order is refused); by day it could.',
    {},
    { player: 'axis', activating: ['jp-team'], night: { starshells: [] }, units: [unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'E5', movement: [1, 1] })], map: map({ E5: og, E4: og, E6: og }) },
  ),
  seed(
    'night-op-fire',
    '18.2, 18.3, A41.2: at night the American Squad enters E4 (1 + 1 = 2 MPs); the Japanese Squad in E2 Op Fires at it at range 2: the night Hindrance of 2 cuts its 6 FP to 4 (4 + 3•4 = 11).',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [8] } } } },
    { ...OP_FIRE_LANE, night: { starshells: [] } },
  ),
  seed(
    'night-op-fire-starshell',
    '18.3, 7.2: as night-op-fire, with a starshell in E3: E4 lies within 2 hexes of it, so the night Hindrance is ignored: 6 FP + 3•4 = 13.',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [8] } } } },
    { ...OP_FIRE_LANE, night: { starshells: ['E3'] } },
  ),
  seed(
    'op-fire-light-wounds',
    'A44, O29.3, A41.2, reading ccp.light-wounds-moving-team: the Japanese Squad in E2 Op Fires at E4 as the American Squad enters it (6 FP + 3•4 = 13), where a broken American Squad (Morale 6) already stands; (8 figures there: Morale −1, 15.2.2) a Defense roll of 4 breaks the mover (Total 10) and breaks the broken one (broken Morale 5) again (Total 8: eliminated, 3.2), and the American player, holding two Light Wounds, may place a Team into E4 instead of either (1 VP each; the broken one\'s Team broken). Under team-goes-on the mover\'s Team is the same unit, activated to Move with the 1 MP spent, and may go on into E3; under team-stays it is only placed, its move over.',
    { hexes: ['E4', 'E3'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, firstUnitOnly: true, defenseSums: { 'us-squad': [4], 'us-brk': [4] }, lightWounds: true } } },
    { ...OP_FIRE_LANE, units: [...OP_FIRE_LANE.units, unit({ id: 'us-brk', owner: 'allied', kind: 'squad', hex: 'E4', broken: true })], lightWoundsTeams: { allied: [{ id: 'us-lw-1', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } }, { id: 'us-lw-2', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } }] } },
  ),
  seed(
    'mines-light-wounds',
    'A44, F104.1, F104.2, reading ccp.light-wounds-moving-team: the American Squad moving into the mines hex E4 is attacked (6 FP + 7 = 13); a Defense roll that breaks it (a tie breaks a moving unit) may instead place a Team into E4 (1 VP), which under team-goes-on may go on into E3 with the 1 MP spent, under team-stays stays in E4.',
    { hexes: ['E4', 'E3'], lightWounds: true },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: { terrain: ['Open Ground'], markers: ['Mines'] }, E3: og }),
      lightWoundsTeams: { allied: { id: 'us-lw', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } } },
    },
  ),
  seed(
    'mines-exiting-light-wounds',
    'A44, F104.1, 3.2, reading ccp.light-wounds-moving-team: the broken American Squad in the mines hex E5 is attacked as it is about to exit it into E4 (6 FP + 7 = 13); broken again it would be eliminated, and the American player may place a broken Team into E5 instead (1 VP): under team-goes-on the Team, the same unit, goes on into E4 (1 MP spent in E5: none; its broken Movement 5), under team-stays it stays in E5.',
    { hexes: ['E4'], lightWounds: true },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', broken: true, movement: [4, 2] })],
      map: map({ E5: { terrain: ['Open Ground'], markers: ['Mines'] }, E4: og }),
      lightWoundsTeams: { allied: { id: 'us-lw', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } } },
    },
  ),
  seed(
    'mines-entering-together',
    'F104.1, F104.2, O27.3.4: an American Leader and Squad move together into the mines hex E4: one Mine Attack (the Japanese player rolls, 6 FP + 7 = 13, Cover 0); only they roll Defense (the Japanese Squad already there is immune), by classes: one less breaks, a tie breaks a moving unit, one more leaves it unhurt.',
    { hexes: ['E4'], movers: [['us-ldr', 'us-squad']] },
    {
      player: 'allied', activating: ['us-ldr', 'us-squad'],
      units: [
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5', command: 1, movement: [6, 4] }),
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'us-squad2', owner: 'allied', kind: 'squad', hex: 'E4' }),
      ],
      map: map({ E5: og, E4: { terrain: ['Open Ground'], markers: ['Mines'] }, E3: og }),
    },
  ),
  seed(
    'mines-roll-triggers',
    '1.9.1, 10.1, F104.2 ("the same general rules and restrictions as for a Fire Attack roll"): the Mine Attack Roll against the American Squad entering the mines hex E4 may carry an Event!, Sniper! or Time! (resolved as stated before its result: no game around the Order; a Sniper! may eliminate the Squad, and the attack is over) or be re-rolled once by the Initiative holder; no Jammed! in CC:P.',
    { hexes: ['E4'], triggers: true, rerolls: 1 },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: { terrain: ['Open Ground'], markers: ['Mines'] } }),
    },
  ),
  seed(
    'mines-exiting',
    'F104.1, O27.3.4 b), 3.2: the broken American Squad in the mines hex E5 is attacked as it exits it into E4 (6 FP + 7 = 13); a Defense Total one less breaks it again: eliminated (the Japanese player earns its VP); otherwise it is placed in E4 (F104.2: "only the moving/advancing units in the hex need make a Defense roll").',
    { hexes: ['E4'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', broken: true, movement: [4, 2] })],
      map: map({ E5: { terrain: ['Open Ground'], markers: ['Mines'] }, E4: og }),
    },
  ),
  seed(
    'mines-half-eliminates',
    'F104.2, O27.3.4 a): an 8-FP minefield in E4 (8 + 7 = 15) attacks an unbroken American Team (Morale 5) moving in; a Defense Roll of 2 (Defense Total 7, half of 15 or less) eliminates it (CC:E F103.2 would only break it); the Japanese player earns its VP.',
    { hexes: ['E4'], defenseSums: { 'us-team': [2, 12] } },
    {
      player: 'allied', activating: ['us-team'], minesFp: 8,
      units: [unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E5', morale: [5, 4], movement: [5, 3] })],
      map: map({ E5: og, E4: { terrain: ['Open Ground'], markers: ['Mines'] } }),
    },
  ),
  seed(
    'hidden-mines',
    'A43.2, F104.1, F104.2, O27.3.4: the Defender (Japan) places Hidden Mines just after the American Leader and Squad enter E4 together, where an American Team already stands: one Mine Attack (6 FP + 7 = 13, Cover 0) against the two movers only (the Team is immune); their Defense Rolls by classes.',
    { hexes: ['E4'], movers: [['us-ldr', 'us-squad']] },
    {
      player: 'allied', activating: ['us-ldr', 'us-squad'], defender: 'axis',
      units: [
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5', command: 1, movement: [6, 4] }),
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E4' }),
      ],
      map: map({ E5: og, E4: og }),
    },
  ),
  seed(
    'op-fire-hidden-fortifications',
    'A43.4, A43.5, F105, F106.1: the American player is the scenario Defender and moves his Squad into E4; the Japanese Squad in E2 Op Fires at it (6 FP + 3+4 = 13); just before the Squad\'s Defense Roll he may place a Hidden Pillbox (Cover 5) or a Hidden Trenchline (Cover 4) into E4; Defense Rolls of 2 and 6.',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [2, 6] } } } },
    { ...OP_FIRE_LANE, defender: 'allied' },
  ),
  seed(
    'panji-trap-allied-defender',
    'A43.3, reading ccp.hidden-japan-only: the Japanese Squad enters E4 and the Allied player, the scenario Defender, may answer with Hidden Mines or Hidden Wire (A43.2, A43.7), not with Hidden Panji Trap (the Japanese player\'s; under defender-only he may).',
    { hexes: ['E4'] },
    {
      player: 'axis', activating: ['jp-squad'], defender: 'allied',
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: og }),
    },
  ),
  seed(
    'hidden-wire',
    'A43.7, F107.2, A43.3: the Defender (Japan) may place Hidden Wire (or Hidden Mines, A43.2, or a Hidden Panji Trap, A43.3: mines or wire) just after the American Squad enters E4; the Wire ends its movement.',
    { hexes: ['E4', 'E3'] },
    {
      player: 'allied', activating: ['us-squad'], defender: 'axis',
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: og, E4: og, E3: og }),
    },
  ),
];

/**
 * T84, T94, T98: the Road, Bridge and Trail depictions a CC:P map shows crossing hexsides (`hexsides`), and T99: the
 * Water Barrier ("MOVE COST: all"). Each cost is worked by hand in the seed's purpose.
 */
const road = { terrain: ['Open Ground', 'Road'] };
const side = (a: string, b: string, feature: 'Road' | 'Trail' | 'Bridge') => ({ between: [a, b], feature });
const withSides = (hexes: Record<string, { terrain: string[]; markers?: string[] }>, sides: ReturnType<typeof side>[]) => ({ ...map(hexes), hexsides: sides });
CCP_MOVE_SEEDS.push(
  seed(
    'road-unseen',
    'T94: no Japanese unit on the map, so no enemy unit has a LOS to any hex: an American Squad (Movement 2) in E5 follows the Road through E4, E3, E2 and E1 for ½ MP each (½, 1, 1½, 2 announced) — with ½ MP left it may still enter the next Road hex; D5 (a Road, but no Road hexside from E5) costs its Open Ground\'s 1 MP (no +1 Movement for entering a Road hex, unlike CC:E T93); D4, a Gully with a Trail crossing the E5/D4 hexside, 1 MP (T98), not the Gully\'s 2.',
    { hexes: ['E4', 'E3', 'E2', 'E1', 'D5', 'D4'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [2, 1] })],
      map: withSides({ E5: road, E4: road, E3: road, E2: road, E1: road, D5: road, D4: { terrain: ['Gully', 'Trail'] } }, [side('E5', 'E4', 'Road'), side('E4', 'E3', 'Road'), side('E3', 'E2', 'Road'), side('E2', 'E1', 'Road'), side('E5', 'D4', 'Trail')]),
    },
  ),
  seed(
    'road-unseen-stated-los',
    'T94, 16.1: the map lists only A1 and the Road hexes E5, E4, E3 (the hexes between unknown), so the LOS of the Japanese Squad in A1 is the situation\'s stated fact (input.los): blocked to E4, clear to E3. The American Squad (Movement 2) pays ½ MP for E4 along the Road (no enemy unit has a LOS to it) and 1 MP for E3 (seen): ½, 1½ announced.',
    { hexes: ['E4', 'E3'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [2, 1] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'A1' })],
      map: withSides({ A1: og, E5: road, E4: road, E3: road }, [side('E5', 'E4', 'Road'), side('E4', 'E3', 'Road')]),
      los: [{ from: 'A1', to: 'E4', sight: 'blocked' }, { from: 'A1', to: 'E3', sight: 'clear' }],
    },
  ),
  seed(
    'road-seen',
    'T94, A41.2, T81.3.1: the Japanese Squad in E1 sees E3 (Open Ground E2 between) but not E4 (the Jungle in E3 blocks, 16.1, and a CC:P LOS does not follow the Road past it): the American Squad (Movement 4) pays ½ MP for E4 along the Road, then 1 MP for the Jungle E3 along the Road (seen); the Japanese Squad Op Fires at E3 (6 FP + 3•4 = 13) and the Squad defends with the Jungle\'s Cover 2 and no Road −1 (T94 "COVER: Use other terrain in the hex"): Defense Rolls of 4 (Total 13, a tie: broken, moving) and 5 (14: unhurt).',
    { hexes: ['E4', 'E3'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E3', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [4, 5] } } } },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E1' })],
      map: withSides({ E5: road, E4: road, E3: { terrain: ['Jungle', 'Road'] }, E2: og, E1: og }, [side('E5', 'E4', 'Road'), side('E4', 'E3', 'Road')]),
    },
  ),
  seed(
    'bridge',
    'T84, T81.1, A41.2: the Stream E4 holds a Bridge whose depiction crosses the E5/E4 hexside: the American Squad (Movement 4) crosses it for 1 MP (not the Stream\'s 3); E6, a Stream with a Bridge not crossing the E5/E6 hexside, costs the other terrain\'s 3. The Japanese Squad in E1 Op Fires at E4 (6 FP + 3•4 = 13): the Squad defends with the Bridge\'s Cover 1 ("a \'bridge hex\' for all purposes, not a \'stream hex\'"): Defense Rolls of 5 (Total 13, a tie: broken, moving) and 6 (14: unhurt).',
    { hexes: ['E4', 'E6'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [5, 6] } } } },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E1' })],
      map: withSides({ E5: og, E4: { terrain: ['Stream', 'Bridge'] }, E6: { terrain: ['Stream', 'Bridge'] }, E3: og, E2: og, E1: og }, [side('E5', 'E4', 'Bridge'), side('E4', 'E3', 'Bridge')]),
    },
  ),
  seed(
    'night-bridge-and-road',
    '18.2, T81.1, T84, T94: at night (no starshell) a Japanese Squad (Movement 4) in E5 crosses the Bridge hexside into E4 for 1 + 1 = 2 MPs (a Bridge is a Terrain Type: T81.1\'s example of its hierarchy), while the Road from E5 into F5 costs ½ (no enemy unit: "Terrain Features – roads, trails and hills, for example – are not affected").',
    { hexes: ['E4', 'F5'] },
    {
      player: 'axis', activating: ['jp-squad'], night: { starshells: [] },
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: withSides({ E5: road, E4: { terrain: ['Stream', 'Bridge'] }, F5: road }, [side('E5', 'E4', 'Bridge'), side('E5', 'F5', 'Road')]),
    },
  ),
  seed(
    'bridge-over-water-barrier',
    'T84, T99, T81.1, reading ccp.bridge-over-water-barrier: a Bridge spans the Water Barrier hexes E4 (its depiction crossing the E5/E4 and E4/E3 hexsides) and D5 (crossing no hexside from E5). The American Squad (Movement 4) in E5: under bridge-hex it crosses the Bridge hexside into E4 for 1 MP (T84) and may go on into E3 (Open Ground, 1 MP), while D5, entered otherwise, costs "the other terrain in the hex", the Water Barrier\'s all 4 MPs; under water-barrier E4 costs all 4 MPs too (T99), after which the Squad may not enter E3.',
    { hexes: ['E4', 'E3', 'D5'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: withSides({ E5: og, E4: { terrain: ['Water Barrier', 'Bridge'] }, D5: { terrain: ['Water Barrier', 'Bridge'] }, E3: og }, [side('E5', 'E4', 'Bridge'), side('E4', 'E3', 'Bridge')]),
    },
  ),
  seed(
    'bridge-over-water-barrier-from-bridge',
    'T84, T99, readings ccp.bridge-over-water-barrier and ccp.water-barrier-from-water: the American Squad (Movement 4) stands on the Bridge over the Water Barrier E4 and enters the bridgeless Water Barrier E3 for all its MPs (T99) — under bridge-hex from a bridge hex (not from the water: allowed under both of ccp.water-barrier-from-water\'s alternatives); under water-barrier from a water barrier hex (refused under from-land).',
    { hexes: ['E3', 'E5'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E4', movement: [4, 2] })],
      map: withSides({ E5: og, E4: { terrain: ['Water Barrier', 'Bridge'] }, E3: { terrain: ['Water Barrier'] } }, [side('E5', 'E4', 'Bridge')]),
    },
  ),
  seed(
    'bridge-along-road',
    'T84, T81.1, T94, reading ccp.bridge-along-road: by day, with no Japanese unit on the map (no enemy unit has a LOS to any hex), an American Squad (Movement 4) in the Road hex E5 follows the Road across the E5/E4 hexside into E4, a Stream with a Bridge and a Road: under bridge-cost the Bridge\'s 1 MP (T84 "1 if traversing a bridge/road/trail hexside"); under road-modifies the Road\'s ½ MP (T94, unseen).',
    { hexes: ['E4'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: withSides({ E5: road, E4: { terrain: ['Stream', 'Bridge', 'Road'] }, E3: road }, [side('E5', 'E4', 'Road'), side('E4', 'E3', 'Road')]),
    },
  ),
  seed(
    'water-barrier',
    'T99: the American Squad (Movement 4) in E5 enters the Water Barrier E4 as the first hex of its Move: "MOVE COST: all", 4 MPs, and it stops there "even if that hex contains a leader" (the American Leader in E4, Command 1); entering D4 first (1 MP), it may not then enter E4 ("cannot Move into any other hexes along the way"). The Japanese Squad in E2 Op Fires at E4 (6 FP + 3•4 = 13): the Squad defends with Morale 7 − 2 ("COVER: –2") + 1 (the Leader\'s Command) = 6, + 7 = 13, a tie: broken (moving); the Leader, 8 − 2 = 6, + 12 = 18: unaffected.',
    { hexes: ['E4', 'D4'], movers: [['us-squad']], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [7], 'us-ldr': [12] } } } },
    {
      player: 'allied', activating: ['us-squad'],
      units: [
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] }),
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E4', command: 1, morale: [8, 6], movement: [6, 4] }),
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E2' }),
      ],
      map: map({ E5: og, E4: { terrain: [WATER_BARRIER] }, D4: og, E3: og, E2: og }),
    },
  ),
  seed(
    'water-barrier-only-way',
    'T99, O29 (digest 004 item 27, settled by T99\'s words): an American Squad with Movement 1 in E5, the Buildings D4, D5 and E6 (2 MPs) and the Blaze F5 around it: the Water Barrier E4 is the only hex it can enter, for "all", its 1 MP, so the Move may activate it.',
    { hexes: ['E4', 'D4'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [1, 1] })],
      map: map({ E5: og, E4: { terrain: [WATER_BARRIER] }, D4: { terrain: ['Building'] }, D5: { terrain: ['Building'] }, E6: { terrain: ['Building'] }, F5: { terrain: ['Open Ground'], markers: ['Blaze'] } }),
    },
  ),
  seed(
    'water-barrier-from-water',
    'T99, reading ccp.water-barrier-from-water: an American Squad (Movement 4) begins its Move in the Water Barrier E4, adjacent to the Water Barrier E3: under from-water it enters E3 for all its 4 MPs; under from-land it is refused (T99) and may only leave the water for the Open Ground E5 (1 MP).',
    { hexes: ['E3', 'E5'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E4', movement: [4, 2] })],
      map: map({ E5: og, E4: { terrain: [WATER_BARRIER] }, E3: { terrain: [WATER_BARRIER] } }),
    },
  ),
);

/**
 * A47 Smoke Screen at the beginning of the Move, O20.5's example ("Your opponent could play two Smoke Screen actions
 * before Moving his activated squad"): the American player holds two Smoke Screen cards.
 */
CCP_MOVE_SEEDS.push(
  seed(
    'smoke-screen-before-moving',
    'A47, O20.5: the American Squad in E5, activated to Move, holds two Smoke Screen cards: before it moves, a first Smoke Screen puts a drawn smoke marker into E5 or E4 (not the swamp E6: water terrain, F100.3); a second, again by the same Squad, into E5 or E4, into smoke the larger Hindrance staying; then it moves into E4 and the Japanese Squad in E2 Op Fires at it, the smoke in E4 (T95) a Hindrance on that attack (6•6 rolled).',
    { hexes: ['E4'], opFire: { activate: [['jp-squad']], shots: [{ pieces: ['jp-squad'], target: 'E4', rolls: [{ white: 6, colored: 6 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [12] } } } },
    { ...OP_FIRE_LANE, smokeScreenCards: 2, map: map({ E6: { terrain: ['Swamp'] }, E5: og, E4: og, E3: og, E2: og }) },
  ),
);

const DROPPED = new Set(Object.keys(NOT_IN_CCP));

/**
 * F102.1.1: caves in the level-1 Crest hexes E5 (the Japanese Squads jp-1 and jp-2 inside) and E3 (empty). The
 * Japanese player activates jp-1 alone: it moves out of E5 (out of its cave), to E4 and on to E3 or not; at the
 * conclusion it may enter the cave in E3 if it stands there; jp-2, not activated, may not leave its cave.
 */
const crest = { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true };
CCP_MOVE_SEEDS.push(
  seed(
    'cave-move-conclusion',
    'F102.1.1: the Japanese Squad inside the cave in E5 moves to E4 and on to the Crest hex E3 (or stops in E4); at the Move\'s conclusion it may enter the cave in E3 (no MPs, no Op Fire); the Squad left inside the cave in E5, not activated, may not leave it.',
    { hexes: ['E4', 'E3'] },
    {
      player: 'axis', activating: ['jp-1'],
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E5: crest, E4: og, E3: crest } as never),
      caves: [{ hex: 'E5', inside: ['jp-1', 'jp-2'] }, { hex: 'E3', inside: [] }],
    },
  ),
  seed(
    'cave-move-leave-at-conclusion',
    'F102.1.1: a Japanese Leader in E6 activates the Squads inside the cave in E5 (Command 1); one moves to E4, and at the Move\'s conclusion the other, activated but unmoved, may leave the cave (remaining in E5), once.',
    { hexes: ['E4'], movers: [['jp-1']] },
    {
      player: 'axis', activating: ['jp-ldr', 'jp-1', 'jp-2'],
      units: [unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'E6', command: 1, movement: [6, 4] }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] }), unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'E5', movement: [4, 2] })],
      map: map({ E6: og, E5: crest, E4: og } as never),
      caves: [{ hex: 'E5', inside: ['jp-1', 'jp-2'] }],
    },
  ),
);

/**
 * F102.2 in Op Fire: a cave in the level-1 Crest hex E5 holding the Japanese Squad jp-in; the LOS threads from
 * D6 and D5 cross E5's hexside at level 0 (downslope, F102.2.1), from D4 and F5 at level 1 (upslope).
 */
const OP_FIRE_CAVE_MAP = map({ D6: og, D5: og, D4: og, F5: og, E5: crest } as never);
const OP_FIRE_CAVE = { hex: 'E5', inside: ['jp-in'], crossings: { D6: 0, D5: 0, D4: 1, F5: 1 } };
CCP_MOVE_SEEDS.push(
  seed(
    'op-fire-from-inside-a-cave',
    'F102.2.2 in Op Fire: the American Squad moves from D6 into D5 and on into D4; the Japanese Squad inside the cave in E5 may Op Fire at D5 (downslope: 6 + 1 downhill, T89.2, + 3•4 = 14), never at D4 (upslope: "units inside a cave never have LOS to any hex lying upslope of that cave").',
    { hexes: ['D5', 'D4'], opFire: { activate: [['jp-in']], shots: [{ pieces: ['jp-in'], target: 'D5', rolls: [{ white: 3, colored: 4 }] }, { pieces: ['jp-in'], target: 'D4', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'us-squad': [6, 9] } } } },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D6', movement: [4, 2] }), unit({ id: 'jp-in', owner: 'axis', kind: 'squad', hex: 'E5' })],
      map: OP_FIRE_CAVE_MAP,
      caves: [OP_FIRE_CAVE],
    },
  ),
  seed(
    'op-fire-at-a-cave-hex',
    'F102.2.2, F102.2.3 in Op Fire: the Japanese Team moves from F5 into the cave hex E5 (outside the cave); an American Squad Op Fires at E5 (6 - 1 uphill, T89.2, + 3•4 = 12): from D4 (upslope) the Squad inside the cave is immune and only the Team rolls; from D5 (downslope) the Squad inside defends with the cave\'s Cover 4 (Morale 11), the Team with the hex\'s 0.',
    { hexes: ['E5'], opFire: { activate: [['us-up'], ['us-down']], shots: [{ pieces: ['us-up'], target: 'E5', rolls: [{ white: 3, colored: 4 }] }, { pieces: ['us-down'], target: 'E5', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'jp-in': [2, 6], 'jp-team': [5, 7] } } } },
    {
      player: 'axis', activating: ['jp-team'],
      units: [unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'F5', movement: [5, 3] }), unit({ id: 'jp-in', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'us-up', owner: 'allied', kind: 'squad', hex: 'D4' }), unit({ id: 'us-down', owner: 'allied', kind: 'squad', hex: 'D5' })],
      map: OP_FIRE_CAVE_MAP,
      caves: [OP_FIRE_CAVE],
    },
  ),
  seed(
    'op-fire-hidden-cave',
    'A43.1, F102.1.1, F102.2.2, F102.2.3 in Op Fire, reading ccp.hidden-cave-entry: the Japanese player is the scenario Defender; his Team moves from F5 into the Crest hex E5 (no cave yet: a Hidden Cave site); an American Squad Op Fires at E5 (6 - 1 uphill, T89.2, + 3•4 = 12). Just before the Team\'s Defense roll he may place a Hidden Cave in E5, the Team entering it or not: under occupants-defend, from D4 (upslope) the Team inside is immune (no Defense roll), from D5 (downslope) it defends with the cave\'s Cover 4; under attacked-outside it rolls with the hex\'s 0. The Move\'s caves then hold the new cave.',
    { hexes: ['E5'], opFire: { activate: [['us-up'], ['us-down']], shots: [{ pieces: ['us-up'], target: 'E5', rolls: [{ white: 3, colored: 4 }] }, { pieces: ['us-down'], target: 'E5', rolls: [{ white: 3, colored: 4 }] }], defense: { triggers: false, rerolls: 0, defenseSums: { 'jp-team': [5, 7] } } } },
    {
      player: 'axis', activating: ['jp-team'], defender: 'axis',
      units: [unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'F5', movement: [5, 3] }), unit({ id: 'us-up', owner: 'allied', kind: 'squad', hex: 'D4' }), unit({ id: 'us-down', owner: 'allied', kind: 'squad', hex: 'D5' })],
      map: OP_FIRE_CAVE_MAP,
      caveSites: { E5: { D6: 0, D5: 0, D4: 1, F5: 1 } },
    } as never,
  ),
  seed(
    'road-and-cave',
    'T94, F102.2.2: the American Squad (Movement 4) follows the Road from D6 into D5 and on into D4; the Japanese Squad inside the cave in E5, the only Japanese unit, sees D5 (downslope, adjacent): 1 MP along the Road; D4 lies upslope of the cave ("units inside a cave never have LOS to any hex lying upslope of that cave"), so no enemy unit has a LOS to it: ½ MP (1, 1½ announced).',
    { hexes: ['D5', 'D4'] },
    {
      player: 'allied', activating: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D6', movement: [4, 2] }), unit({ id: 'jp-in', owner: 'axis', kind: 'squad', hex: 'E5' })],
      map: { ...map({ D6: road, D5: road, D4: road, F5: og, E5: crest } as never), hexsides: [side('D6', 'D5', 'Road'), side('D5', 'D4', 'Road')] },
      caves: [OP_FIRE_CAVE],
    },
  ),
);

export const ccpMoveSpec: ProcedureSpec<MoveSituation> = {
  procedure: 'move',
  ruleset: 'ccp',
  title: 'Move (O29) with Exit Points and Op Fire (A41)',
  section: ['O29'],
  machine: ccpMoveMachine,
  parseSituation: parseSituationWithCaves,
  parseEvent: parseEventWithCaves,
  project,
  seeds: CCP_MOVE_SEEDS,
  domain: (snapshot, s) => [
    ...conclusionDomain<MoveContext>(snapshot, mayChangeAtConclusion),
    ...moveDomain(snapshot, (s as MoveSeed | undefined)?.options ?? DEFAULT_MOVE_OPTIONS, ccpMoveMachine)
      .filter((e) => !DROPPED.has(e.type))
      // The seeds script a shot's Actions by the chart's (CC:E) ids; the event names them by CC:P's (A30 → A37).
      .map((e) => (e.type === 'PLAY_ACTION' ? ({ ...e, action: CCP_ACTION_OF[(e as unknown as { action: string }).action] } as EventObject) : e)),
    ...panjiTrapDomain(snapshot),
    ...hiddenFortificationDomain(snapshot, 'opFireDefenseRolling'),
    ...orderSmokeDomain<MoveContext>(snapshot, 'choosingMover', CCP_MOVE.smokeScreen!.notBegun),
  ],
  domainNote:
    "CC:E Move's domain (MOVE into each listed adjacent hex, EXIT off each edge its hex touches, STOP, CHOOSE_MOVER per unit and stack, END_ORDER; GO_AHEAD, WAIT, the seed's Op Fire activations and shots, the Defense Rolls by classes or the seed's sums; HIDDEN_MINES, HIDDEN_WIRE, NO_HIDDEN_ACTION and the HIDDEN_PANJI_TRAP choices the chart takes where the Defender may answer (A43.2, A43.3, A43.7); A43.4, A43.5 and A43.1 (no unit entering the cave, or every Japanese unit in the hex) before the moving Defender's Defense Roll against the Op Fire where the chart takes them; a Mines hex's Mine Attack Roll at sum 7, its triggers once per path and re-rolls where the seed asks, the movers' Defense Rolls by classes or the seed's sums), refusals tried on the CC:P chart, without TRANSFER, SMOKE_GRENADES and ASSAULT_FIRE; with the situation's `smokeScreenCards`, PLAY_SMOKE_SCREEN before the first mover while a card is held and a squad was activated, then END_SMOKE_SCREEN, CHOOSE_SMOKE_HEX for each activated squad still to place and each hex it may put smoke into, and DRAW_SMOKE by classes of the Hindrance drawn (1 and 8; around smoke already there one less, equal, one more: A47). The Japanese player is the situation's `axis` player.",
};
