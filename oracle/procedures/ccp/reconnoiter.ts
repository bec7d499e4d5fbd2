/**
 * Reconnoiter (O30) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * Domain: in activating, ACTIVATE for each leader that may Reconnoiter (O30); in lookingAtTopCard, each of
 * the three places for the top card (top, discard, hand). No dice: Reconnoiter has no roll. LOS comes from
 * the seed's map, which lists every hex the lines meet. The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseSituationUnits, PLAYERS } from '../../../machines/cce/units';
import {
  mayReconnoiter,
  projectReconnoiter,
  RECONNOITER_PLACES,
  reconnoiterLeaders,
  type ReconnoiterContext,
  reconnoiterMachine,
  type ReconnoiterSituation,
} from '../../../machines/ccp/reconnoiter';
import { inCcp } from '../../../machines/ccp/rule-map';
import { unknownEvent } from '../cce/common';
import { ids } from '../cce/fire';
import { refuseNonCcpTerrain } from './fire';
import { buildUnit, loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';
import { SHARED_TERRAIN_TYPES } from '../../../machines/ccp/terrain';

export const RECONNOITER_EVENTS = ['ACTIVATE', 'PLACE_CARD'] as const;

export function parseReconnoiterSituation(raw: unknown, path: string): ReconnoiterSituation {
  const o = obj(raw, path, ['player', 'activatedThisTurn', 'drawPile', 'units', 'map'], ['player', 'drawPile', 'units', 'map']);
  const base = inCcp(() => parseSituationUnits(o, path));
  refuseNonCcpTerrain(base.map, path);
  return {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O30'),
    activatedThisTurn: ids(o.activatedThisTurn, `${path}.activatedThisTurn`, base.units, 'O20.2'),
    // 13.1.2: an empty draw pile has already triggered a Time Marker Advance (and a reshuffle, 1.4).
    drawPile: int(o.drawPile, `${path}.drawPile`, 1, 72, '13.1.2'),
    ...base,
  };
}

function parseReconnoiterEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as ReconnoiterContext;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'ACTIVATE') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    if (snapshot.matches('activating') && !mayReconnoiter(c, unit)) {
      throw new OracleError({
        code: 'illegal-event',
        path: `${path}.unit`,
        expected: `an unbroken, unsuppressed leader of ${c.situation.player}, not yet activated this turn, with a LOS to an enemy unit (${reconnoiterLeaders(c).join(', ') || 'none'})`,
        actual: unit,
        rule: 'O30',
      });
    }
    return { type, unit } as EventObject;
  }
  if (type === 'PLACE_CARD') {
    const o = obj(raw, path, ['type', 'place'], ['type', 'place']);
    return { type, place: oneOf(o.place, `${path}.place`, RECONNOITER_PLACES, 'O30') } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, RECONNOITER_EVENTS);
}

function reconnoiterDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as ReconnoiterContext;
  if (snapshot.matches('activating')) return reconnoiterLeaders(c).map((unit) => ({ type: 'ACTIVATE', unit }) as EventObject);
  if (snapshot.matches('lookingAtTopCard')) return RECONNOITER_PLACES.map((place) => ({ type: 'PLACE_CARD', place }) as EventObject);
  return [];
}

/**
 * Generated (issue 16.5): the facts O30 reads — the player giving the order (O30); the leader unbroken, broken,
 * suppressed or activated this turn (O30: "a friendly unbroken, unsuppressed leader", O20.2); the enemy Squad two hexes
 * away or in the leader's own hex (a melee hex, 19.1: reading ccp.reconnoiter-own-hex); the terrain of the hex between
 * them (O30: "a LOS to at least one enemy unit", 16.1 and T81.4: the Terrain Types both editions give alike, Clear or
 * Obstacle — this procedure's map holds no CC:P-only terrain yet, parseReconnoiterSituation), of the leader's hex and
 * of the enemy's (16.1: "An Obstacle or Hindrance that is within the sighting or target hex will not affect LOS": Open
 * Ground or a Building); and the draw pile, one card or ten (O30's Note, 13.1.2: the
 * last card discarded or taken empties it) — every two of them meeting in some situation (oracle/gen/pairwise.ts). The
 * leader in C3, the enemy in C5 (or C3), C4 between. Seeds marked `minimise`: a path becomes a vector only if it
 * reaches something new (oracle/vectors.ts factPairs).
 */
export const PAIRWISE_RECONNOITER_FACTORS = {
  player: ['allied', 'axis'],
  leader: ['unbroken', 'broken', 'suppressed', 'activated this turn'],
  enemy: ['two hexes away', 'in its hex'],
  between: SHARED_TERRAIN_TYPES,
  leaderHex: ['Open Ground', 'Building'],
  enemyHex: ['Open Ground', 'Building'],
  drawPile: ['1', '10'],
};

function pairwiseReconnoiterSeeds(): Seed<ReconnoiterSituation>[] {
  const { rows } = pairwise(PAIRWISE_RECONNOITER_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const mine = r.player === 'allied' ? 'us' : 'jp';
    const enemy = r.player === 'allied' ? { id: 'jp-sq', owner: 'axis' } : { id: 'us-sq', owner: 'allied' };
    const at = r.enemy === 'in its hex' ? 'C3' : 'C5';
    const raw = [
      { id: `${mine}-ld`, owner: r.player, kind: 'leader', hex: 'C3', morale: [9, 8], ...(r.leader === 'broken' ? { broken: true } : {}), ...(r.leader === 'suppressed' ? { suppressed: true } : {}) },
      { ...enemy, kind: 'squad', hex: at, morale: [7, 6] },
    ];
    const situation = {
      player: r.player,
      activatedThisTurn: r.leader === 'activated this turn' ? [`${mine}-ld`] : [],
      drawPile: Number(r.drawPile),
      units: raw.map((u, j) => buildUnit(u, `generated reconnoiter seed "${name}": situation.units[${j}]`)),
      map: { hexes: { C3: { terrain: [r.leaderHex] }, C4: { terrain: [r.between] }, C5: { terrain: [r.enemyHex] } } },
    };
    parseReconnoiterSituation(situation, `generated reconnoiter seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: the ${r.player === 'allied' ? 'American' : 'Japanese'} player's leader in C3 (${r.leaderHex}), ${r.leader}, the enemy Squad ${r.enemy === 'in its hex' ? 'in its hex' : 'in C5 (' + r.enemyHex + ')'}, ${r.between} in C4 between; a draw pile of ${r.drawPile} (O30, O20.2, 16.1, T81.4, 13.1.2).`,
      minimise: true,
      situation: situation as unknown as ReconnoiterSituation,
    };
  });
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/reconnoiter.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (above), whose paths are kept only where new.
 */
export const RECONNOITER_SEEDS = onFirstUse((): Seed<ReconnoiterSituation>[] => [...loadSeeds('reconnoiter', null, parseReconnoiterSituation, { ruleset: 'ccp' }), ...pairwiseReconnoiterSeeds()]);

export const reconnoiterSpec: ProcedureSpec<ReconnoiterSituation> = {
  procedure: 'reconnoiter',
  ruleset: 'ccp',
  title: 'Reconnoiter (O30)',
  section: ['O30'],
  machine: reconnoiterMachine,
  parseSituation: parseReconnoiterSituation,
  parseEvent: parseReconnoiterEvent,
  project: (snapshot) => projectReconnoiter(snapshot.context as ReconnoiterContext),
  get seeds() {
    return RECONNOITER_SEEDS() as Seed<ReconnoiterSituation>[];
  },
  domain: (snapshot) => reconnoiterDomain(snapshot),
  domainNote: 'No dice (Reconnoiter has no roll). In activating: ACTIVATE for each leader that may Reconnoiter (O30); in lookingAtTopCard: PLACE_CARD top, discard, hand. The Japanese player is the situation\'s `axis` player.',
};
