/**
 * The Command Phase's Morale Reduction (4.3) for the oracle: situation and event parsing, seeds and the
 * event domain.
 *
 * Domain: ACTION_CHECK pass and fail for each unit that must take one (the check's roll and Troop Quality,
 * 14.2, are text-missing: the result is the event). Everything else is decided by the situation.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { commandMachine, type CommandContext, type CommandLocation, type CommandSituation, type CommandUnit, LEADER_KINDS, projectCommand, UNIT_KINDS, YELLOW } from '../../../machines/cs/command';
import { SIDES } from '../../../machines/cs/turn';
import { unknownEvent } from '../cce/common';
import { invalidField } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

function parseUnit(raw: unknown, path: string): CommandUnit {
  const o = obj(raw, path, ['id', 'side', 'kind', 'hex', 'level', 'marker', 'wounded', 'dugIn'], ['id', 'side', 'kind', 'hex', 'level']);
  const kind = oneOf(o.kind, `${path}.kind`, UNIT_KINDS, '2.3.1');
  const marker = o.marker === undefined || o.marker === null ? null : oneOf(o.marker, `${path}.marker`, YELLOW, '4.3.3');
  const leader = (LEADER_KINDS as readonly string[]).includes(kind);
  if (marker === 'wia' && leader) invalidField(`${path}.marker`, 'no WIA marker on a leader: a wounded leader is flipped (wounded: true)', marker, '2.3.1.1');
  if (marker !== null && kind === 'afv') invalidField(`${path}.marker`, 'no yellow marker on an AFV (4.3.10.3: infantry and Gun Crews)', marker, '4.3.10.3');
  if (o.wounded !== undefined && !leader) invalidField(`${path}.wounded`, 'absent: only a leader has a wounded side', o.wounded, '2.3.1.1');
  const hex = str(o.hex, `${path}.hex`);
  return {
    id: str(o.id, `${path}.id`),
    side: oneOf(o.side, `${path}.side`, SIDES, '2.3.1'),
    kind,
    hex,
    coord: parseHex(hex, `${path}.hex`),
    level: int(o.level, `${path}.level`, -1, 3, '6.4.1'),
    marker,
    wounded: bool(o.wounded, `${path}.wounded`, false),
    dugIn: bool(o.dugIn, `${path}.dugIn`, false),
    casualty: false,
  };
}

function parseLocation(raw: unknown, path: string): CommandLocation {
  const o = obj(raw, path, ['hex', 'level', 'terrainDrm', 'rooftop'], ['hex', 'level', 'terrainDrm']);
  const hex = str(o.hex, `${path}.hex`);
  parseHex(hex, `${path}.hex`);
  return {
    hex,
    level: int(o.level, `${path}.level`, -1, 3, '6.4.1'),
    // The Terrain Effects Chart is text-missing: the situation gives the DRM.
    terrainDrm: int(o.terrainDrm, `${path}.terrainDrm`, -50, 50, 'TEC'),
    rooftop: bool(o.rooftop, `${path}.rooftop`, false),
  };
}

export function parseCommandSituation(raw: unknown, path: string): CommandSituation {
  const o = obj(raw, path, ['side', 'units', 'locations'], ['side', 'units', 'locations']);
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  const locations = arr(o.locations, `${path}.locations`).map((l, i) => parseLocation(l, `${path}.locations[${i}]`));
  locations.forEach((l, i) => {
    if (locations.findIndex((m) => m.hex === l.hex && m.level === l.level) !== i) invalidField(`${path}.locations[${i}]`, 'one entry per hex and level', `${l.hex} level ${l.level}`, '2.5.4');
  });
  units.forEach((u, i) => {
    if (u.kind !== 'afv' && !locations.some((l) => l.hex === u.hex && l.level === u.level)) {
      invalidField(`${path}.units[${i}]`, `a location listed in ${path}.locations (its terrain DRM, 4.3.7)`, `${u.hex} level ${u.level}`, '4.3.7');
    }
    if (u.kind === 'commissar' && u.side !== 'russian') invalidField(`${path}.units[${i}].side`, 'russian: a Commissar is a Russian political officer', u.side, '4.3.11');
  });
  return { side: oneOf(o.side, `${path}.side`, SIDES, '4.3.2'), units, locations };
}

function parseCommandEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'ACTION_CHECK') {
    const o = obj(raw, path, ['type', 'result'], ['type', 'result']);
    return { type, result: oneOf(o.result, `${path}.result`, ['pass', 'fail'] as const, '14.2') } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, ['ACTION_CHECK']);
}

/** The seeds, as data (oracle/procedures/cs/seeds/command.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const COMMAND_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('command', null, parseCommandSituation, { ruleset: 'cs', units: 'written' }));

export const csCommandSpec: ProcedureSpec<CommandSituation> = {
  procedure: 'command',
  ruleset: 'cs',
  title: 'Command Phase: Morale Reduction (4.3)',
  section: ['4.3'],
  machine: commandMachine,
  parseSituation: parseCommandSituation,
  parseEvent: parseCommandEvent,
  project: (snapshot) => projectCommand(snapshot.context as CommandContext),
  get seeds() {
    return COMMAND_SEEDS() as Seed<CommandSituation>[];
  },
  domain: (snapshot) => (snapshot.matches('actionCheck') ? ([{ type: 'ACTION_CHECK', result: 'pass' }, { type: 'ACTION_CHECK', result: 'fail' }] as unknown as EventObject[]) : []),
  domainNote: 'ACTION_CHECK pass and fail for each unit that must take one: the Action Check (14.2) is text-missing, so its result is the event. A location\'s terrain DRM (the Terrain Effects Chart, text-missing) is a situation input.',
};
