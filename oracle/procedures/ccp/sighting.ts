/**
 * Sighting Marker Movement (1.8.2, 9.2 a) for the oracle: situation and event parsing, seeds and the
 * event domain.
 *
 * Domain: in movingMarker, MOVE_SIGHTING for each Sighting marker not already in the random hex (the
 * Japanese player's choice, "any one"). No dice: the random hexes are the situation's (1.8.1, revealed by
 * the trigger before this procedure starts).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { invalid } from '../../../machines/core/errors';
import { greaterThan } from '../../../machines/core/derivation';
import { HEX_ID } from '../../../machines/cce/units';
import { movableMarkers, projectSighting, type SightingContext, sightingMachine, type SightingMarker, type SightingSituation } from '../../../machines/ccp/sighting';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

export const SIGHTING_EVENTS = ['MOVE_SIGHTING'] as const;

const hexId = (raw: unknown, path: string): string => str(raw, path, HEX_ID, 'a hex id such as "C7" (2.1)');

/**
 * 9.1: Sighting markers on the map, each `{ id, hex }`; an `owner`, if stated, must be the Japanese player
 * (the situation's `axis`): "Each scenario will assign the Japanese player a specific number of Sighting
 * markers" — the Allied player has none.
 */
export function parseSightingMarkers(raw: unknown, path: string): SightingMarker[] {
  return uniqueIds(
    arr(raw, path).map((m, i) => {
      const o = obj(m, `${path}[${i}]`, ['id', 'hex', 'owner'], ['id', 'hex']);
      if (o.owner !== undefined) oneOf(o.owner, `${path}[${i}].owner`, JAPANESE, '9.1');
      return { id: str(o.id, `${path}[${i}].id`), hex: hexId(o.hex, `${path}[${i}].hex`), ...(o.owner === undefined ? {} : { owner: 'axis' as const }) };
    }),
    path,
  );
}

/** The Japanese player is the situation's `axis` player; Sighting markers are his only (9.1). */
const JAPANESE = ['axis'] as const;

/**
 * 9.1 Placement: "Each scenario will assign the Japanese player a specific number of Sighting markers (which
 * could be zero). If allotted, they are set up on the map in the same manner as his other forces unless the
 * scenario special rules say otherwise." A situation whose markers are still those set up (none removed by
 * 9.3 nor brought into play since, 13.1.2 d, E70) may state the allotment (`placement.allotted`, a count,
 * zero allowed): the markers on the map are at most that many (a scenario special rule may keep some off it).
 */
export function parsePlacement(markers: readonly SightingMarker[], raw: unknown, path: string): { allotted: number } | undefined {
  if (raw === undefined) return undefined;
  const o = obj(raw, path, ['allotted'], ['allotted']);
  const allotted = o.allotted;
  if (typeof allotted !== 'number' || !Number.isInteger(allotted) || allotted < 0) invalid(`${path}.allotted`, 'a count of Sighting markers, an integer 0 or more ("which could be zero")', allotted, '9.1');
  if (greaterThan(markers.length, allotted, '9.1')) {
    invalid(`${path.replace(/\.placement$/, '')}.markers`, `at most the ${allotted} Sighting marker${allotted === 1 ? '' : 's'} the scenario assigns the Japanese player, set up on the map (${path}.allotted)`, `${markers.length} on the map`, '9.1');
  }
  return { allotted };
}

export function parseSightingSituation(raw: unknown, path: string): SightingSituation {
  const o = obj(raw, path, ['markers', 'randomHexes', 'placement'], ['markers', 'randomHexes']);
  const markers = parseSightingMarkers(o.markers, `${path}.markers`);
  const placement = parsePlacement(markers, o.placement, `${path}.placement`);
  return {
    markers,
    ...(placement === undefined ? {} : { placement }),
    randomHexes: arr(o.randomHexes, `${path}.randomHexes`, 1).map((h, i) => hexId(h, `${path}.randomHexes[${i}]`)),
  };
}

function parseSightingEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as SightingContext;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type !== 'MOVE_SIGHTING') return unknownEvent(raw, path, snapshot, SIGHTING_EVENTS);
  const o = obj(raw, path, ['type', 'marker'], ['type', 'marker']);
  const marker = str(o.marker, `${path}.marker`);
  if (snapshot.matches('movingMarker') && !movableMarkers(c).includes(marker)) {
    throw new OracleError({
      code: 'illegal-event',
      path: `${path}.marker`,
      expected: `a Sighting marker on the map not already in ${c.randomHexes[c.next]} (${movableMarkers(c).join(', ') || 'none'})`,
      actual: marker,
      rule: '1.8.2',
    });
  }
  return { type, marker } as EventObject;
}

function sightingDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('movingMarker')) return [];
  return movableMarkers(snapshot.context as SightingContext).map((marker) => ({ type: 'MOVE_SIGHTING', marker }) as EventObject);
}

/**
 * Generated (issue 16.5): the facts 9.1, 1.8.2 and 9.2 a) read — the Sighting markers on the map (9.1: "a specific
 * number of Sighting markers (which could be zero)": none, one, two, three); how many of them already stand in the
 * (first) random hex (1.8.2: "If all of his Sighting markers are already in that hex, a different one must be moved
 * in, if possible" read with 9.2 a's "any one Sighting marker not already in that hex": none, some but not all, all);
 * the random hexes the trigger reveals (1.8.1, 1.9.4: a Sniper's one; an Event's three, E57, distinct or with the first
 * revealed again last, where the marker moved in first already stands — reading ccp.sighting-per-random-hex); the
 * scenario's allotment (9.1 "Placement": not stated, as many as on the map, more than on the map, "unless the scenario
 * special rules say otherwise"); the markers' owner stated or not (9.1: the Japanese player's) — every two of them
 * meeting in some situation (oracle/gen/pairwise.ts; "some" or "all", or an owner stated, needs a marker, "some" two). The random hexes are
 * E5, F6, G7; markers not in E5 stand in C3, D4, H8. No dice, MOVE_SIGHTING by the domain. Seeds marked `minimise`.
 */
export const PAIRWISE_SIGHTING_FACTORS = {
  markers: ['0', '1', '2', '3'],
  inRandomHex: ['none', 'some', 'all'],
  randomHexes: ['one', 'three distinct', 'three, the first again last'],
  placement: ['not stated', 'as many as on the map', 'more than on the map'],
  owner: ['not stated', 'the Japanese player'],
};

/** The pairs no situation can hold: markers in the random hex, or an owner stated, need markers; "some but not all" two. */
export const sightingPairAllowed = (r: Record<string, string>): boolean =>
  !(r.markers === '0' && ((r.inRandomHex !== undefined && r.inRandomHex !== 'none') || r.owner === 'the Japanese player')) && !(r.markers === '1' && r.inRandomHex === 'some');

const SIGHTING_RANDOM_HEXES: Record<string, string[]> = { one: ['E5'], 'three distinct': ['E5', 'F6', 'G7'], 'three, the first again last': ['E5', 'F6', 'E5'] };
const ELSEWHERE = ['C3', 'D4', 'H8'];

export function pairwiseSightingSeeds(): Seed<SightingSituation>[] {
  const { rows } = pairwise(PAIRWISE_SIGHTING_FACTORS, sightingPairAllowed);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const n = Number(r.markers);
    const inHex = r.inRandomHex === 'all' ? n : r.inRandomHex === 'some' ? 1 : 0;
    const markers = Array.from({ length: n }, (_, k) => ({ id: `sm-${k + 1}`, hex: k < inHex ? 'E5' : ELSEWHERE[k], ...(r.owner === 'the Japanese player' ? { owner: 'axis' } : {}) }));
    const situation = {
      ...(r.placement === 'not stated' ? {} : { placement: { allotted: n + (r.placement === 'more than on the map' ? 1 : 0) } }),
      markers,
      randomHexes: SIGHTING_RANDOM_HEXES[r.randomHexes],
    };
    const parsed = parseSightingSituation(situation, `generated sighting seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: ${n} Sighting marker${n === 1 ? '' : 's'} on the map (${markers.map((m) => `${m.id} ${m.hex}`).join(', ') || 'none'}), ${r.inRandomHex} already in E5; random hexes ${situation.randomHexes.join(', ')}; allotment ${r.placement}; owner ${r.owner} (9.1, 1.8.2, 9.2).`,
      minimise: true,
      situation: parsed,
    };
  });
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/sighting.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (above), whose paths are kept only where new.
 */
export const SIGHTING_SEEDS = onFirstUse((): Seed<SightingSituation>[] => [...loadSeeds('sighting', null, parseSightingSituation, { ruleset: 'ccp' }), ...pairwiseSightingSeeds()]);

export const sightingSpec: ProcedureSpec<SightingSituation> = {
  procedure: 'sighting',
  ruleset: 'ccp',
  title: 'Sighting Marker Placement check and Movement (9.1, 1.8.2, 9.2)',
  section: ['1.8.2', '9'],
  machine: sightingMachine,
  parseSituation: parseSightingSituation,
  parseEvent: parseSightingEvent,
  project: (snapshot) => projectSighting(snapshot.context as SightingContext),
  get seeds() {
    return SIGHTING_SEEDS() as Seed<SightingSituation>[];
  },
  domain: (snapshot) => sightingDomain(snapshot),
  domainNote: 'No dice (the random hexes are the situation\'s, revealed by the trigger). In movingMarker: MOVE_SIGHTING for each Sighting marker not already in the random hex.',
};
