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

const u = (id: string, side: string, kind: string, hex: string, level: number, extra: Record<string, unknown> = {}) => ({ id, side, kind, hex, level, ...extra });
const loc = (hex: string, level: number, terrainDrm: number, extra: Record<string, unknown> = {}) => ({ hex, level, terrainDrm, ...extra });

export const COMMAND_SEEDS: Seed<unknown>[] = [
  {
    name: 'nco-rally-point',
    purpose: '4.3.10.1/4.3.10.2/4.3.10.3: a Pinned Down NCO in a stone building (+25) removes his marker (4.3.10.4) and is a Rally Point: the Disrupted squad with him removes all; the WIA squad adjacent reduces one; the one two hexes off takes an Action Check.',
    situation: {
      side: 'german',
      units: [
        u('ge-nco', 'german', 'nco', 'B16', 0, { marker: 'pinned-down' }),
        u('ge-sq1', 'german', 'squad', 'B16', 0, { marker: 'disrupted' }),
        u('ge-sq2', 'german', 'squad', 'C16', 0, { marker: 'wia' }),
        u('ge-hs', 'german', 'half-squad', 'B18', 0, { marker: 'pinned-down' }),
      ],
      locations: [loc('B16', 0, 25), loc('C16', 0, 0), loc('B18', 0, 0)],
    },
  },
  {
    name: 'disrupted-leader-example',
    purpose: 'The 4.3.10.4 example: a Disrupted Russian NCO removes his marker and supports nobody; the Pinned Down squad with him and the Disrupted squad adjacent take Action Checks.',
    situation: {
      side: 'russian',
      units: [u('ru-nco', 'russian', 'nco', 'D5', 0, { marker: 'disrupted' }), u('ru-sq1', 'russian', 'squad', 'D5', 0, { marker: 'pinned-down' }), u('ru-sq2', 'russian', 'squad', 'E5', 0, { marker: 'disrupted' })],
      locations: [loc('D5', 0, 25), loc('E5', 0, 0)],
    },
  },
  {
    name: 'no-rally-point',
    purpose: '4.3.9.1 and 4.3.7: no Rally Point next to an AFV on the same level (reading cs.rally-point-afv: a friendly one too), nor on a Rooftop, nor in terrain with no positive DRM unless Dug-In; the squads there still reduce one level in MSR (4.3.10.2); an Officer\'s MSR is two (4.3.10.2), a wounded Officer\'s one (4.3.10.4).',
    situation: {
      side: 'german',
      units: [
        u('ge-nco', 'german', 'nco', 'F21', 0),
        u('ge-sq1', 'german', 'squad', 'F21', 0, { marker: 'disrupted' }),
        u('ge-afv', 'german', 'afv', 'E21', 0),
        u('ge-off', 'german', 'officer', 'K10', 1),
        u('ge-sq2', 'german', 'squad', 'K10', 1, { marker: 'disrupted' }),
        u('ge-sq3', 'german', 'squad', 'L11', 1, { marker: 'pinned-down' }),
        u('ge-sq4', 'german', 'squad', 'K12', 0, { marker: 'pinned-down' }),
        u('ge-off2', 'german', 'officer', 'R3', 0, { wounded: true, dugIn: true }),
        u('ge-sq5', 'german', 'squad', 'R3', 0, { marker: 'wia' }),
        u('ge-sq6', 'german', 'squad', 'R5', 0, { marker: 'pinned-down' }),
      ],
      locations: [loc('F21', 0, 25), loc('K10', 1, 25, { rooftop: true }), loc('L11', 1, 25), loc('K12', 0, 0), loc('R3', 0, 0), loc('R5', 0, 0)],
    },
  },
  {
    name: 'commissar',
    purpose: '4.3.11: a Commissar\'s Rally Point and two-hex MSR take precedence over an NCO in the same hex: every unit takes an Action Check; pass removes all (Rally Point) or reduces two; fail raises one, WIA to a C, a leader to his wounded side, a wounded leader by reading cs.commissar-wounded-leader.',
    situation: {
      side: 'russian',
      units: [
        u('ru-com', 'russian', 'commissar', 'H8', 0),
        u('ru-nco', 'russian', 'nco', 'H8', 0, { marker: 'pinned-down' }),
        u('ru-sq1', 'russian', 'squad', 'H8', 0, { marker: 'wia' }),
        u('ru-sq2', 'russian', 'squad', 'H10', 0, { marker: 'wia' }),
        u('ru-nco2', 'russian', 'nco', 'I9', 0, { marker: 'disrupted', wounded: true }),
      ],
      locations: [loc('H8', 0, 25), loc('H10', 0, 0), loc('I9', 0, 0)],
    },
  },
];

export const csCommandSpec: ProcedureSpec<CommandSituation> = {
  procedure: 'command',
  ruleset: 'cs',
  title: 'Command Phase: Morale Reduction (4.3)',
  section: ['4.3'],
  machine: commandMachine,
  parseSituation: parseCommandSituation,
  parseEvent: parseCommandEvent,
  project: (snapshot) => projectCommand(snapshot.context as CommandContext),
  seeds: COMMAND_SEEDS as Seed<CommandSituation>[],
  domain: (snapshot) => (snapshot.matches('actionCheck') ? ([{ type: 'ACTION_CHECK', result: 'pass' }, { type: 'ACTION_CHECK', result: 'fail' }] as unknown as EventObject[]) : []),
  domainNote: 'ACTION_CHECK pass and fail for each unit that must take one: the Action Check (14.2) is text-missing, so its result is the event. A location\'s terrain DRM (the Terrain Effects Chart, text-missing) is a situation input.',
};
