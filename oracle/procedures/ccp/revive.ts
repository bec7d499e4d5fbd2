/**
 * Revive (O31) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * Domain: in spendingPoints, every legal choice — a) each friendly unit with a suppressed marker, b) each
 * friendly broken unit — and END_REVIVE (the rest forfeit). No dice: Revive has no roll. The seeds keep
 * the choices few (at most 3 units to revive, 2 points where there are several) so that the walk stays
 * small. The generated situations (`pairwiseReviveSeeds`) reach up to 5 points and 5 units to revive; their vectors
 * are minimised. The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseSituationUnits, PLAYERS, type Player, type Unit } from '../../../machines/cce/units';
import { mayRally, mayRemoveSuppression, projectRevive, type ReviveContext, reviveMachine, type ReviveSituation } from '../../../machines/ccp/revive';
import { inCcp } from '../../../machines/ccp/rule-map';
import { leader, squad, team, unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

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

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/revive.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const REVIVE_SEEDS = onFirstUse((): Seed<ReviveSituation>[] => [...loadSeeds('revive', null, parseReviveSituation, { ruleset: 'ccp' }), ...pairwiseReviveSeeds()]);

/**
 * Generated (issue 16.5): the facts O31 reads — the active player (O31: "the active player", his units the friendly
 * ones; the Japanese player is `axis`); the order's number of Revive Points ("a number 1 through 5"); how many
 * friendly units are broken only (b), "rallies [3.2.5] one friendly broken unit"), suppressed only (a), "removes a
 * suppressed marker from any friendly unit") and broken and suppressed ("the same unit can be chosen for both
 * options"); a friendly unit neither broken nor suppressed (the prerequisite, "at least one broken or suppressed
 * unit", does not count it; 3.2.5: "Rallying has no effect on an unbroken unit"); the kind of the friendly units
 * (a): "any friendly unit": Squad, Team or Leader alike); the enemy unit, unbroken and unsuppressed, broken or
 * suppressed (neither option nor the prerequisite reads an enemy unit: "friendly", "the active player has") — every
 * two of them meeting in some situation (oracle/gen/pairwise.ts). Not varied, because O31 reads none of them and
 * Revive has no roll (unlike CC:E's Recover, O22.3, whose generator varies them for the Rally Roll's Morale): the
 * terrain, Fortifications, a Leader's Command, Veteran, enemy adjacency. A situation holds at least one friendly unit (`healthy` lists 'yes'
 * first: the covering array completes a partial row with each factor's first value, so the pair "none broken & none
 * suppressed" is made with a unit neither). The friendly units stand in C3, the enemy Squad in F5 (Open Ground).
 */
export const CCP_PAIRWISE_REVIVE_FACTORS = {
  player: ['allied', 'axis'],
  points: ['1', '2', '3', '4', '5'],
  broken: ['0', '1', '2'],
  suppressed: ['0', '1', '2'],
  both: ['no', 'yes'],
  healthy: ['yes', 'no'],
  kind: ['squad', 'team', 'leader'],
  enemy: ['unbroken', 'broken', 'suppressed'],
};

const friendlyUnit = (kind: string, id: string, owner: Player, state: { broken?: boolean; suppressed?: boolean }): Unit =>
  kind === 'leader' ? leader(id, owner, 'C3', [8, 7], 1, state) : kind === 'team' ? team(id, owner, 'C3', [7, 5], state) : squad(id, owner, 'C3', [7, 6], state);

export function pairwiseReviveSeeds(): Seed<ReviveSituation>[] {
  const none = (r: Record<string, string>) => r.broken === '0' && r.suppressed === '0' && r.both === 'no' && r.healthy === 'no';
  const { rows } = pairwise(CCP_PAIRWISE_REVIVE_FACTORS, (r) => !none(r));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const player = r.player as Player;
    const enemy: Player = player === 'allied' ? 'axis' : 'allied';
    const [me, them] = player === 'allied' ? ['us', 'jp'] : ['jp', 'us'];
    const units: Unit[] = [
      ...Array.from({ length: Number(r.broken) }, (_, n) => friendlyUnit(r.kind, `${me}-broken${n + 1}`, player, { broken: true })),
      ...Array.from({ length: Number(r.suppressed) }, (_, n) => friendlyUnit(r.kind, `${me}-suppressed${n + 1}`, player, { suppressed: true })),
      ...(r.both === 'yes' ? [friendlyUnit(r.kind, `${me}-both`, player, { broken: true, suppressed: true })] : []),
      ...(r.healthy === 'yes' ? [friendlyUnit(r.kind, `${me}-ok`, player, {})] : []),
      squad(`${them}-sq`, enemy, 'F5', [7, 6], { broken: r.enemy === 'broken', suppressed: r.enemy === 'suppressed' }),
    ];
    const raw = { player, points: Number(r.points), units, map: { hexes: { C3: { terrain: ['Open Ground'] }, F5: { terrain: ['Open Ground'] } } } };
    const situation = parseReviveSituation(JSON.parse(JSON.stringify(raw)), `generated revive seed "${name}": situation`);
    const friendly = [
      r.broken !== '0' ? `${r.broken} broken` : '',
      r.suppressed !== '0' ? `${r.suppressed} suppressed` : '',
      r.both === 'yes' ? '1 broken and suppressed' : '',
      r.healthy === 'yes' ? '1 neither' : '',
    ].filter(Boolean);
    return {
      name,
      purpose: `Generated pairwise: Revive-${r.points} of the ${player === 'axis' ? 'Japanese' : 'Allied'} player, friendly ${r.kind}s: ${friendly.join(', ')}; an enemy Squad ${r.enemy} (O31 a), b), 3.2.5, 4.2.3).`,
      minimise: true,
      situation,
    };
  });
}

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
