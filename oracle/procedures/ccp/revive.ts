/**
 * Revive (O31) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * Domain: in spendingPoints, every legal choice — a) each friendly unit with a suppressed marker, b) each
 * friendly broken unit — and END_REVIVE (the rest forfeit). No dice: Revive has no roll. The seeds keep
 * the choices few (at most 3 units to revive, 2 points where there are several) so that the walk stays
 * small. The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseSituationUnits, PLAYERS } from '../../../machines/cce/units';
import { mayRally, mayRemoveSuppression, projectRevive, type ReviveContext, reviveMachine, type ReviveSituation } from '../../../machines/ccp/revive';
import { inCcp } from '../../../machines/ccp/rule-map';
import { leader, squad, team, unknownEvent } from '../cce/common';
import { hexes } from '../cce/time-advance';

export const REVIVE_EVENTS = ['REMOVE_SUPPRESSION', 'RALLY', 'END_REVIVE'] as const;


export function parseReviveSituation(raw: unknown, path: string): ReviveSituation {
  const o = obj(raw, path, ['player', 'points', 'units', 'map'], ['player', 'points', 'units', 'map']);
  return {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O31'),
    points: int(o.points, `${path}.points`, 1, 5, 'O31'),
    ...inCcp(() => parseSituationUnits(o, path)),
  };
}

function parseReviveEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as ReviveContext;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'END_REVIVE') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  if (type === 'REMOVE_SUPPRESSION' || type === 'RALLY') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    const legal = type === 'RALLY' ? mayRally : mayRemoveSuppression;
    if (snapshot.matches('spendingPoints') && !legal(c, unit)) {
      const candidates = c.situation.units.filter((u) => legal(c, u.id)).map((u) => u.id);
      throw new OracleError({
        code: 'illegal-event',
        path: `${path}.unit`,
        expected: `${type === 'RALLY' ? `a broken unit of ${c.player}` : `a unit of ${c.player} with a suppressed marker`} (${candidates.join(', ') || 'none'})`,
        actual: unit,
        rule: type === 'RALLY' ? '3.2.5' : 'O31',
      });
    }
    return { type, unit } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, REVIVE_EVENTS);
}

function reviveDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('spendingPoints')) return [];
  const c = snapshot.context as ReviveContext;
  const ids = c.situation.units.map((u) => u.id);
  return [
    { type: 'END_REVIVE' },
    ...ids.filter((id) => mayRemoveSuppression(c, id)).map((unit) => ({ type: 'REMOVE_SUPPRESSION', unit }) as EventObject),
    ...ids.filter((id) => mayRally(c, id)).map((unit) => ({ type: 'RALLY', unit }) as EventObject),
  ];
}

export const REVIVE_SEEDS: Seed<unknown>[] = [
  {
    name: 'two-points-three-units',
    purpose: 'O31 a) and b) with 2 points: a Japanese squad both broken and suppressed (the same unit for both options), a broken team, a suppressed leader; an Allied broken squad is not friendly; stopping early forfeits the rest.',
    situation: {
      player: 'axis',
      points: 2,
      units: [
        squad('jp-sq', 'axis', 'C3', [7, 6], { broken: true, suppressed: true }),
        team('jp-tm', 'axis', 'C3', [7, 5], { broken: true }),
        leader('jp-ld', 'axis', 'C4', [8, 7], 2, { suppressed: true }),
        squad('us-sq', 'allied', 'F5', [7, 6], { broken: true }),
      ],
      map: hexes('C3', 'C4', 'F5'),
    },
  },
  {
    name: 'points-to-spare',
    purpose: 'O31: 5 points and one broken unit: once it rallies nothing is left to revive, and the other 4 points are forfeit.',
    situation: { player: 'allied', points: 5, units: [squad('us-sq', 'allied', 'D4', [7, 6], { broken: true }), squad('jp-sq', 'axis', 'E5', [7, 6], { suppressed: true })], map: hexes('D4', 'E5') },
  },
  {
    name: 'nothing-to-revive',
    purpose: 'O31: with no broken or suppressed friendly unit on the map the order cannot be given (an enemy broken unit does not count).',
    situation: { player: 'allied', points: 3, units: [squad('us-sq', 'allied', 'D4', [7, 6]), squad('jp-sq', 'axis', 'E5', [7, 6], { broken: true })], map: hexes('D4', 'E5') },
  },
];

export const reviveSpec: ProcedureSpec<ReviveSituation> = {
  procedure: 'revive',
  ruleset: 'ccp',
  title: 'Revive (O31)',
  section: ['O31'],
  machine: reviveMachine,
  parseSituation: parseReviveSituation,
  parseEvent: parseReviveEvent,
  project: (snapshot) => projectRevive(snapshot.context as ReviveContext),
  seeds: REVIVE_SEEDS as Seed<ReviveSituation>[],
  domain: (snapshot) => reviveDomain(snapshot),
  domainNote: 'No dice (Revive has no roll). In spendingPoints: END_REVIVE, REMOVE_SUPPRESSION for each friendly suppressed unit, RALLY for each friendly broken unit. The Japanese player is the situation\'s `axis` player.',
};
