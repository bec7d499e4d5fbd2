/**
 * The Artillery Denied procedure (O17) for the oracle. No roll and no decision: the Order's outcome
 * follows from the situation alone, so the walk has no events (the domain is empty) and each seed gives
 * exactly one vector.
 */
import type { EventObject } from 'xstate';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { obj, oneOf } from '../../../machines/core/validate';
import { artilleryDeniedMachine } from '../../../machines/cce/artillery/denied';
import type { ArtilleryDeniedOutput, ArtilleryDeniedSituation } from '../../../machines/cce/artillery/types';
import { PLAYERS } from '../../../machines/cce/units';
import { unknownEvent } from './common';
import { parseRadios } from './artillery';
import { loadSeeds, onFirstUse } from './seeds';

export function parseArtilleryDeniedSituation(raw: unknown, path: string): ArtilleryDeniedSituation {
  const o = obj(raw, path, ['player', 'radios'], ['player']);
  return { player: oneOf(o.player, `${path}.player`, PLAYERS, 'O14.1'), radios: parseRadios(o.radios, `${path}.radios`) };
}

/** The seeds, as data (oracle/procedures/cce/seeds/artillery-denied.json, read and validated on first use: seeds.ts). */
export const ARTILLERY_DENIED_SEEDS = onFirstUse((): Seed<ArtilleryDeniedSituation>[] => loadSeeds('artillery-denied', null, parseArtilleryDeniedSituation));

export const artilleryDeniedSpec: ProcedureSpec<ArtilleryDeniedSituation> = {
  procedure: 'artillery-denied',
  ruleset: 'cce',
  title: 'Artillery Denied (O17)',
  section: ['O17'],
  machine: artilleryDeniedMachine,
  parseSituation: parseArtilleryDeniedSituation,
  parseEvent: (raw, path, snapshot) => unknownEvent(raw, path, snapshot, []) as EventObject,
  project: (snapshot) => snapshot.output as ArtilleryDeniedOutput,
  get seeds() {
    return ARTILLERY_DENIED_SEEDS();
  },
  domain: () => [],
  domainNote: 'No events: O17 involves no roll and no choice; each seed is one vector.',
};
