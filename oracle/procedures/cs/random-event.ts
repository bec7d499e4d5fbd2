/**
 * Random Events and Scatter (3.2.16) for the oracle: situation and event parsing, seeds and the domain.
 *
 * Domain: FFT_ROLL doubles (33), not (34, and 34 with a +10 DRM: 2.6.4, the original roll), and 00 (reading cs.double-zero-doubles); EVENT_CHECK 2 (the last that calls for the table) and 3;
 * RANDOM_EVENT Nothing and Sniper (every event but Nothing scatters alike: one stands for them); SCATTER
 * tens faces 1-6 (each direction), 8 and 0 (direction 10: both re-rolled), ones 2, and one 0 (reading
 * cs.scatter-zero-distance); REROLL_DIRECTION 3 and 9 (re-rolled again; 9 on a first re-roll only, so that the walk ends).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { validateD10, validateD100 } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import { parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { int, obj, oneOf } from '../../../machines/core/validate';
import { projectRandomEvent, RANDOM_EVENTS, type RandomEventContext, randomEventMachine, type RandomEventSituation } from '../../../machines/cs/random-event';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

export function parseRandomEventSituation(raw: unknown, path: string): RandomEventSituation {
  const o = obj(raw, path, ['marker', 'map'], ['marker', 'map']);
  const m = obj(o.map, `${path}.map`, ['columns', 'rows'], ['columns', 'rows']);
  const map = { columns: int(m.columns, `${path}.map.columns`, 1, 26, '2.5.2'), rows: int(m.rows, `${path}.map.rows`, 1, 99, '2.5.2') };
  const marker = parseHex(o.marker, `${path}.marker`);
  if (marker.col > map.columns || marker.row > map.rows) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.marker`, expected: `a hex of the ${map.columns}-column, ${map.rows}-row map`, actual: o.marker, rule: '3.2.16.1' });
  }
  return { marker, map };
}

const EVENTS = ['FFT_ROLL', 'EVENT_CHECK', 'RANDOM_EVENT', 'SCATTER', 'REROLL_DIRECTION'] as const;

function parseRandomEventEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'FFT_ROLL': {
      const o = obj(raw, path, ['type', 'roll', 'drm'], ['type', 'roll']);
      return { type, roll: validateD100(o.roll, `${path}.roll`, '2.6.2'), drm: int(o.drm ?? 0, `${path}.drm`, -100, 100, '2.6.3') } as EventObject;
    }
    case 'SCATTER': {
      const o = obj(raw, path, ['type', 'roll'], ['type', 'roll']);
      return { type, roll: validateD100(o.roll, `${path}.roll`, '2.6.2') } as EventObject;
    }
    case 'EVENT_CHECK':
    case 'REROLL_DIRECTION': {
      const o = obj(raw, path, ['type', 'roll'], ['type', 'roll']);
      return { type, roll: validateD10(o.roll, `${path}.roll`, '2.6.2') } as EventObject;
    }
    case 'RANDOM_EVENT': {
      const o = obj(raw, path, ['type', 'event'], ['type', 'event']);
      return { type, event: oneOf(o.event, `${path}.event`, RANDOM_EVENTS, '3.2.16.1.2') } as EventObject;
    }
  }
  return unknownEvent(raw, path, snapshot, EVENTS);
}

function domain(snapshot: AnyMachineSnapshot): EventObject[] {
  const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
  if (snapshot.matches('fftRoll')) return [ev({ type: 'FFT_ROLL', roll: { tens: 3, ones: 3 } }), ev({ type: 'FFT_ROLL', roll: { tens: 3, ones: 4 } }), ev({ type: 'FFT_ROLL', roll: { tens: 3, ones: 4 }, drm: 10 }), ev({ type: 'FFT_ROLL', roll: { tens: 0, ones: 0 } })];
  // After a '00', only the d10 of 3: what follows doubles is walked from the 33.
  if (snapshot.matches('checkingForEvent')) return ((snapshot.context as RandomEventContext).fftRoll?.tens === 0 ? [3] : [2, 3]).map((roll) => ev({ type: 'EVENT_CHECK', roll }));
  if (snapshot.matches('consultingTable')) return ['Nothing', 'Sniper'].map((event) => ev({ type: 'RANDOM_EVENT', event }));
  if (snapshot.matches('scattering')) return [...[1, 2, 3, 4, 5, 6, 8, 0].map((tens) => ev({ type: 'SCATTER', roll: { tens, ones: 2 } })), ev({ type: 'SCATTER', roll: { tens: 4, ones: 0 } })];
  // 9 (re-rolled again) only on the first re-roll, so that the walk ends.
  if (snapshot.matches('rerollingDirection')) return ((snapshot.context as RandomEventContext).rerolls.length ? [3] : [3, 9]).map((roll) => ev({ type: 'REROLL_DIRECTION', roll }));
  return [];
}

/** The seeds, as data (oracle/procedures/cs/seeds/random-event.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const RANDOM_EVENT_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('random-event', null, parseRandomEventSituation, { ruleset: 'cs', units: 'written' }));

export const csRandomEventSpec: ProcedureSpec<RandomEventSituation> = {
  procedure: 'random-event',
  ruleset: 'cs',
  title: 'Random Events and Scatter (3.2.16)',
  section: ['3.2.16'],
  machine: randomEventMachine,
  parseSituation: parseRandomEventSituation,
  parseEvent: parseRandomEventEvent,
  project: (snapshot) => projectRandomEvent(snapshot.context as RandomEventContext),
  get seeds() {
    return RANDOM_EVENT_SEEDS() as Seed<RandomEventSituation>[];
  },
  domain,
  domainNote: 'FFT_ROLL 33, 34, 34 with a +10 DRM (44 modified: no doubles, 2.6.4) and 00 (100: doubles or not, reading cs.double-zero-doubles; after a 00 only EVENT_CHECK 3, the rest being walked from the 33); EVENT_CHECK 2 and 3; RANDOM_EVENT Nothing and Sniper (the table, RET, is text-missing: its result is the event; every event but Nothing scatters alike); SCATTER tens 1-6, 8, 0 with ones 2, and ones 0; REROLL_DIRECTION 3 and 9 (9 on a first re-roll only). Applying an event to units is not modelled.',
};
