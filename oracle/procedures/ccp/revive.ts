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
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

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

/** The seeds, as data (oracle/procedures/ccp/seeds/revive.json, read and validated on first use: oracle/procedures/cce/seeds.ts). */
export const REVIVE_SEEDS = onFirstUse((): Seed<ReviveSituation>[] => loadSeeds('revive', null, parseReviveSituation, { ruleset: 'ccp' }));

export const reviveSpec: ProcedureSpec<ReviveSituation> = {
  procedure: 'revive',
  ruleset: 'ccp',
  title: 'Revive (O31)',
  section: ['O31'],
  machine: reviveMachine,
  parseSituation: parseReviveSituation,
  parseEvent: parseReviveEvent,
  project: (snapshot) => projectRevive(snapshot.context as ReviveContext),
  get seeds() {
    return REVIVE_SEEDS() as Seed<ReviveSituation>[];
  },
  domain: (snapshot) => reviveDomain(snapshot),
  domainNote: 'No dice (Revive has no roll). In spendingPoints: END_REVIVE, REMOVE_SUPPRESSION for each friendly suppressed unit, RALLY for each friendly broken unit. The Japanese player is the situation\'s `axis` player.',
};
