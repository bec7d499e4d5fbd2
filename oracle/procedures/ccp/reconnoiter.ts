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
import { loadSeeds, onFirstUse } from '../cce/seeds';

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

/** The seeds, as data (oracle/procedures/ccp/seeds/reconnoiter.json, read and validated on first use: oracle/procedures/cce/seeds.ts). */
export const RECONNOITER_SEEDS = onFirstUse((): Seed<ReconnoiterSituation>[] => loadSeeds('reconnoiter', null, parseReconnoiterSituation, { ruleset: 'ccp' }));

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
