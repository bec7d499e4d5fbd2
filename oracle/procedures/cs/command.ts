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
import { pairwise } from '../../gen/pairwise';

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

/**
 * The seeds, as data (oracle/procedures/cs/seeds/command.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const COMMAND_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('command', null, parseCommandSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseCommandSeeds()]);

/**
 * Generated (issue 16.5): the facts 4.3 reads of one leader and one marked unit of the side — the side (4.3.2; a
 * Commissar is Russian, 4.3.11 "assigned to a Russian combat unit"); the leader's kind (4.3.6 "Officers and Commissars
 * have all the capabilities of a NCOs", 4.3.10.2 MSR one for an NCO, two for an Officer/Commissar, 4.3.11 Commissar
 * precedence); his wounded side (4.3.10.4 "A wounded Officer/Commissar has an MSR of one hex"); his own yellow marker
 * (4.3.10.4: Disrupted, "its only action", no Morale Support; Pinned Down, removed "and still serve as Rally Points");
 * his location's cover (4.3.7 "any non-Rooftop location with a positive terrain DRM ... under a Dug-In marker in
 * terrain that does not meet the terrain requirements"); what stands near him (4.3.9.1 "No Rally Point may exist in a
 * hex location containing an enemy unit or adjacent to an AFV on the same level"; a friendly AFV too under reading
 * cs.rally-point-afv); where the marked unit stands from him in hexes and levels (4.3.8 the Rally Point's location,
 * 4.3.10.2 "within one hex or one level up/down", "two hexes and/or two levels", 4.3.10.3 outside: an Action Check);
 * its yellow marker (4.3.3's ladder: Pinned Down, Disrupted, WIA; 4.3.11.1 "Units already marked WIA suffer a 'C'
 * result"); its kind (4.3.10.3 "all infantry and Gun Crew units"; 4.3.11.2 a Commissar "also effect[s] leaders"; a
 * leader is never marked WIA, 2.3.1.1) — every two of them meeting in some situation (oracle/gen/pairwise.ts).
 *
 * The leader stands in B16, on the ground level, or on the Rooftop (level 2: 6.4.6, entered "from the highest Upper
 * Level marker"); the marked unit in B16 (his location, or one level below: the Cellar under the ground level), C16
 * (adjacent, his level or one up), B18 (two hexes) or B19 (three); the enemy Squad in his location, the AFV in A16 on
 * the ground level (adjacent to B16, two hexes from C16). Excluded (`allowed`): a German Commissar (4.3.11); a Gun
 * crew above the ground level (6.4.1 "Only infantry units may enter levels above the ground level of a building;
 * guns may setup in Cellars"); a level above the Rooftop (6.4.6: entered from the highest Upper Level); a WIA leader
 * (2.3.1.1: flipped, not marked).
 */
export const CS_PAIRWISE_COMMAND_FACTORS = {
  side: ['german', 'russian'],
  leader: ['nco', 'officer', 'commissar'],
  wounded: ['no', 'yes'],
  leaderMarker: ['none', 'pinned-down', 'disrupted'],
  cover: ['positive DRM', 'no DRM', 'Dug-In, no DRM', 'Rooftop, positive DRM'],
  near: ['nothing', 'an enemy Squad in his location', 'an enemy AFV adjacent', 'a friendly AFV adjacent'],
  where: ['his location', 'his hex, a level below', 'adjacent, his level', 'adjacent, a level up', 'two hexes', 'three hexes'],
  marker: ['pinned-down', 'disrupted', 'wia'],
  kind: ['squad', 'half-squad', 'sw-team', 'gun-crew', 'nco'],
} as const;

/** The marked unit's hex and level offset from the leader's (B16 at his level), per `where`. */
const COMMAND_PLACES: Record<string, [string, number]> = {
  'his location': ['B16', 0],
  'his hex, a level below': ['B16', -1],
  'adjacent, his level': ['C16', 0],
  'adjacent, a level up': ['C16', 1],
  'two hexes': ['B18', 0],
  'three hexes': ['B19', 0],
};

export function pairwiseCommandSeeds(): Seed<CommandSituation>[] {
  const level = (r: Record<string, string>) => (r.cover.startsWith('Rooftop') ? 2 : 0);
  const allowed = (r: Record<string, string>) =>
    !(r.leader === 'commissar' && r.side === 'german') &&
    !(r.kind === 'gun-crew' && level(r) + COMMAND_PLACES[r.where][1] > 0) &&
    !(r.cover.startsWith('Rooftop') && COMMAND_PLACES[r.where][1] > 0) &&
    !(r.kind === 'nco' && r.marker === 'wia');
  const { rows } = pairwise(CS_PAIRWISE_COMMAND_FACTORS, allowed);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const side = r.side as 'german' | 'russian';
    const enemy = side === 'german' ? 'russian' : 'german';
    const me = side === 'german' ? 'ge' : 'ru';
    const lv = level(r);
    const [hex, up] = COMMAND_PLACES[r.where];
    const ulv = lv + up;
    const units = [
      { id: `${me}-leader`, side, kind: r.leader, hex: 'B16', level: lv, ...(r.leaderMarker !== 'none' ? { marker: r.leaderMarker } : {}), ...(r.wounded === 'yes' ? { wounded: true } : {}), ...(r.cover.startsWith('Dug-In') ? { dugIn: true } : {}) },
      { id: `${me}-${r.kind}`, side, kind: r.kind, hex, level: ulv, marker: r.marker },
      ...(r.near === 'an enemy Squad in his location' ? [{ id: `${enemy === 'german' ? 'ge' : 'ru'}-squad`, side: enemy, kind: 'squad', hex: 'B16', level: lv }] : []),
      ...(r.near.endsWith('AFV adjacent') ? [{ id: 'afv', side: r.near.startsWith('an enemy') ? enemy : side, kind: 'afv', hex: 'A16', level: 0 }] : []),
    ];
    const drm = r.cover.includes('positive') ? 25 : 0;
    const locations = [
      { hex: 'B16', level: lv, terrainDrm: drm, ...(r.cover.startsWith('Rooftop') ? { rooftop: true } : {}) },
      ...(hex !== 'B16' || ulv !== lv ? [{ hex, level: ulv, terrainDrm: 0 }] : []),
    ];
    // Written as the hand-written seeds are (units as written), and parsed by the procedure's own parser as it is made.
    const situation = JSON.parse(JSON.stringify({ side, units, locations }));
    parseCommandSituation(situation, `generated command seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: a ${r.wounded === 'yes' ? 'wounded ' : ''}${side} ${r.leader}${r.leaderMarker !== 'none' ? ` (${r.leaderMarker})` : ''} in B16 (${r.cover}), ${r.near} there; a ${r.kind} marked ${r.marker} ${r.where} from him (4.3.7-4.3.11).`,
      minimise: true,
      situation: situation as CommandSituation,
    };
  });
}

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
