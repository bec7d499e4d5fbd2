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
import { leader, squad, unknownEvent } from '../cce/common';
import { ids } from '../cce/fire';
import { hexes } from '../cce/time-advance';
import { refuseNonCcpTerrain } from './fire';

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

/** Column C, rows 2-6, and D3-D4: Open Ground unless a seed says otherwise (every hex the seeds' lines meet). */
const MAP = hexes('C2', 'C3', 'C4', 'C5', 'C6', 'D3', 'D4');

export const RECONNOITER_SEEDS: Seed<unknown>[] = [
  {
    name: 'one-leader-qualifies',
    purpose:
      'O30, O20.2: of four Allied units in C3 with a LOS to the Japanese squad in C5, only the unbroken, unsuppressed leader not yet activated may Reconnoiter (a suppressed leader, a leader activated this turn, a squad may not); the top card goes back, to the discard pile or to the hand of a 10-card deck.',
    situation: {
      player: 'allied',
      activatedThisTurn: ['us-ld-act'],
      drawPile: 10,
      units: [
        leader('us-ld', 'allied', 'C3', [9, 8], 2),
        leader('us-ld-sup', 'allied', 'C3', [9, 8], 1, { suppressed: true }),
        leader('us-ld-act', 'allied', 'C3', [8, 7], 1),
        squad('us-sq', 'allied', 'C3', [7, 6]),
        squad('jp-sq', 'axis', 'C5', [7, 6]),
      ],
      map: MAP,
    },
  },
  {
    name: 'last-card',
    purpose: "O30's Note, 13.1.2: with one card left, discarding it or taking it into the hand empties the draw pile and triggers a Time Marker Advance; putting it back does not.",
    situation: { player: 'axis', drawPile: 1, units: [leader('jp-ld', 'axis', 'C5', [9, 8], 1), squad('us-sq', 'allied', 'C3', [7, 6])], map: MAP },
  },
  {
    name: 'building-blocks-los',
    purpose: 'O30, 16.2: a Building in C4 blocks the LOS from the leader in C3 to the only enemy unit, in C5; a broken leader in D4 (LOS clear) does not qualify: the order cannot be given.',
    situation: {
      player: 'allied',
      drawPile: 5,
      units: [leader('us-ld', 'allied', 'C3', [9, 8], 1), leader('us-ld-br', 'allied', 'D4', [9, 8], 1, { broken: true }), squad('jp-sq', 'axis', 'C5', [7, 6])],
      map: { hexes: { ...MAP.hexes, C4: { terrain: ['Building'] } } },
    },
  },
  // 16.2.2, T88, T89.3.2, T89.3.3: what blocks the LOS from the leader in C3 to the only enemy unit, in C5 (a
  // hindrance, 16.3, does not: a hindered LOS is a LOS, so Reconnoiter does not read its value).
  ...(
    [
      ['blaze-blocks-los', '16.2.2: a Blaze in C4 blocks the LOS', { C4: { terrain: ['Open Ground'], markers: ['Blaze'] } }],
      ['gully-blocks-los', 'T88: the leader in a Gully (C3) sees only an adjacent hex or a higher one; C5 is neither', { C3: { terrain: ['Gully'] } }],
      ['hill-between-blocks-los', 'T89.3.3: a level-1 Hill in C4, higher than both ends (level 0), blocks the LOS', { C4: { terrain: ['Open Ground'], elevation: 1 } }],
      ['crest-as-high-blocks-los', 'T89.3.2: from C3 (level 0) to C5 (level 1), the level-1 Crest in C4, as high as the higher end, blocks the LOS', { C4: { terrain: ['Open Ground'], elevation: 1 }, C5: { terrain: ['Open Ground'], elevation: 1 } }],
    ] as const
  ).map(([name, why, hexes]) => ({
    name,
    purpose: `O30: ${why}: no leader may Reconnoiter, the order cannot be given.`,
    situation: { player: 'allied', drawPile: 5, units: [leader('us-ld', 'allied', 'C3', [9, 8], 1), squad('jp-sq', 'axis', 'C5', [7, 6])], map: { hexes: { ...MAP.hexes, ...hexes } } },
  })),
  {
    name: 'leader-in-melee-hex',
    purpose: 'O30, 16.1, reading ccp.reconnoiter-own-hex: the only enemy unit shares the leader\'s hex C3 (a melee hex): the leader may Reconnoiter (own-hex-counts) or the order cannot be given (other-hexes-only).',
    situation: { player: 'allied', drawPile: 8, units: [leader('us-ld', 'allied', 'C3', [9, 8], 1), squad('jp-sq', 'axis', 'C3', [7, 6])], map: MAP },
  },
];

export const reconnoiterSpec: ProcedureSpec<ReconnoiterSituation> = {
  procedure: 'reconnoiter',
  ruleset: 'ccp',
  title: 'Reconnoiter (O30)',
  section: ['O30'],
  machine: reconnoiterMachine,
  parseSituation: parseReconnoiterSituation,
  parseEvent: parseReconnoiterEvent,
  project: (snapshot) => projectReconnoiter(snapshot.context as ReconnoiterContext),
  seeds: RECONNOITER_SEEDS as Seed<ReconnoiterSituation>[],
  domain: (snapshot) => reconnoiterDomain(snapshot),
  domainNote: 'No dice (Reconnoiter has no roll). In activating: ACTIVATE for each leader that may Reconnoiter (O30); in lookingAtTopCard: PLACE_CARD top, discard, hand. The Japanese player is the situation\'s `axis` player.',
};
