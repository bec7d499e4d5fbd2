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
import { ccpImpassableBecause, CCP_TERRAIN_MOVE_COST, WATER_BARRIER } from '../../../machines/ccp/terrain';
import { CCP_PARSER_HEXSIDES, CCP_PARSER_TERRAIN, checkCcpMap } from './map';

import { CCP_MOVE, ccpMoveMachine, mayChangeAtConclusion } from '../../../machines/ccp/move';
import { knowingSmokeScreen, orderSmokeDomain, parseOrderSmokeEvent, parseSmokeScreenCards } from './smoke-screen';
import { conclusionDomain, parseCaveCrossings, parseCaveMarkers, parseConclusionEvent } from './cave';
import { parseExitPoints } from '../../../machines/ccp/exit-points';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { CCE_PAIRWISE_MOVE_FACTORS, DEFAULT_MOVE_OPTIONS, MOVE_OPTION_KEYS, moveDomain, pairwiseMoveSeeds, parseMoveEvent, parseMoveSituation, type MoveSeed } from '../cce/move';
import { loadSeeds, onFirstUse } from '../cce/seeds';
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

/**
 * Generated (issue 16.5; CC:E's generator, oracle/procedures/cce/move.ts pairwiseMoveSeeds, with CC:P's facts): the
 * entered hex's terrain — every Terrain Type of CC:P's chart (T81.2: its Move Cost, the Beach's 1½, T82; T81.3: its
 * Cover against the Op Fire; its LOS, T81.4, the Op Fire's Hindrance) and the Water Barrier (T99: "all" the MPs, as the
 * first hex entered); a Road (T94) or Trail (T98) in it, entered along its depiction (T94: ½ with no enemy LOS to the
 * hex, else 1; T98: 1) or across another hexside (the other terrain's cost); its marker, as CC:E's (a Fortification,
 * F101-F106; Wire, F107.2: the Move ends; Mines, F104: the Mine Attack and the Defense Roll; a Blaze, T83: not entered;
 * a Smoke, 16.3.4: Hindrance to the Op Fire); a Leader moving with the Squad, of Command 0-3 or broken (3.3.1.2: his
 * Command to its Movement and Defense Roll; a broken one's 0, O27.3.4, as CC:E's Move reads it); the Squad Veteran (4.1.2)
 * and Suppressed (4.2.2: its Movement and Morale); an enemy Squad able to Op Fire at the entered hex (A41: one Fire Attack
 * Roll, sum 7) or none; and the night (18.2: each Terrain
 * Type's Move Cost +1; 18.3: the Op Fire's night Hindrance, no starshell) — every two of them meeting in some situation.
 * No hexside factor: "there is no hexside terrain in CC:P" (./map.ts). A Japanese Squad (the situation's `axis`
 * player) in E5, with its Leader, Moves into E4; the American Squad fires from E3, adjacent to E4 (no hexside to
 * cross, and a Gully hex seen, T88). No Hindrance lies between: CC:P Fire's generated situations vary it (./fire.ts).
 */
export const CCP_PAIRWISE_MOVE_FACTORS = (({ hexside: _hexside, ...rest }) => ({
  ...rest,
  terrain: [...Object.keys(CCP_TERRAIN_MOVE_COST), WATER_BARRIER],
  road: ['no', 'Road', 'along the Road', 'Trail', 'along the Trail'],
  leader: ['none', 'Command 0', 'Command 1', 'Command 2', 'Command 3', 'broken Command 1'],
  suppressed: ['no', 'Suppressed'],
  night: ['day', 'night'],
}))(CCE_PAIRWISE_MOVE_FACTORS);

const CCP_PAIRWISE_MOVE_SEEDS = onFirstUse((): MoveSeed[] =>
  pairwiseMoveSeeds({
    factors: CCP_PAIRWISE_MOVE_FACTORS,
    parse: parseSituationWithCaves,
    prefix: { axis: 'jp', allied: 'us' },
    movers: 'Japanese',
    // Adjacent to E4: no hexside to cross (./map.ts), and a Gully hex is seen from an adjacent hex (T88).
    firer: () => ({ hex: 'E3' }),
    rules: 'O29.1, T81.2, T82-T99, F104, F107.2, 3.3.1.2, 4.1.2, 4.2.2, A41, T81.3, 16.3.4, 18.2, 18.3',
    situation: (r) => (r.night === 'night' ? { night: { starshells: [] } } : {}),
    facts: (r) => (r.night === 'night' ? ['at night, no starshell'] : []),
  }),
);

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/move.json, read and validated on first use:
 * oracle/procedures/cce/seeds.ts), with CC:E Move's walk options (MOVE_OPTION_KEYS, and a Mine Attack's defenseSums; a shot's Actions by the
 * chart's CC:E ids, named by CC:P's in the events: CCP_ACTION_OF); then the situations generated pairwise (above), whose
 * paths are kept only where new.
 */
export const CCP_MOVE_SEEDS = onFirstUse((): MoveSeed[] => [...loadSeeds('move', { defaults: DEFAULT_MOVE_OPTIONS, keys: [...MOVE_OPTION_KEYS, 'defenseSums'] }, parseSituationWithCaves, { ruleset: 'ccp' }), ...CCP_PAIRWISE_MOVE_SEEDS()]);

const DROPPED = new Set(Object.keys(NOT_IN_CCP));

export const ccpMoveSpec: ProcedureSpec<MoveSituation> = {
  procedure: 'move',
  ruleset: 'ccp',
  title: 'Move (O29) with Exit Points and Op Fire (A41)',
  section: ['O29'],
  machine: ccpMoveMachine,
  parseSituation: parseSituationWithCaves,
  parseEvent: parseEventWithCaves,
  project,
  get seeds() {
    return CCP_MOVE_SEEDS();
  },
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
