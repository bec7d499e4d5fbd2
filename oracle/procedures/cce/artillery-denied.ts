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

export function parseArtilleryDeniedSituation(raw: unknown, path: string): ArtilleryDeniedSituation {
  const o = obj(raw, path, ['player', 'radios'], ['player']);
  return { player: oneOf(o.player, `${path}.player`, PLAYERS, 'O14.1'), radios: parseRadios(o.radios, `${path}.radios`) };
}

export const ARTILLERY_DENIED_SEEDS: Seed<ArtilleryDeniedSituation>[] = [
  {
    name: 'breaks-unbroken-radio',
    purpose: 'O17: the enemy Radio is unbroken: it breaks; the player\'s own Radio is untouched.',
    situation: { player: 'axis', radios: { allied: { fp: 10, broken: false, smoke: true }, axis: { fp: 9, broken: true, smoke: false } } },
  },
  {
    name: 'eliminates-broken-radio',
    purpose: 'O17: the enemy Radio is already broken: it is eliminated, back to the countermix (no Casualty Track, no VP).',
    situation: { player: 'allied', radios: { axis: { fp: 12, broken: true, smoke: false } } },
  },
  {
    name: 'refused-no-enemy-radio',
    purpose: 'O17: "there must be an enemy Radio in play for the Order to be announced" — the player\'s own Radio does not count.',
    situation: { player: 'allied', radios: { allied: { fp: 8, broken: false, smoke: false } } },
  },
];

export const artilleryDeniedSpec: ProcedureSpec<ArtilleryDeniedSituation> = {
  procedure: 'artillery-denied',
  ruleset: 'cce',
  title: 'Artillery Denied (O17)',
  section: ['O17'],
  machine: artilleryDeniedMachine,
  parseSituation: parseArtilleryDeniedSituation,
  parseEvent: (raw, path, snapshot) => unknownEvent(raw, path, snapshot, []) as EventObject,
  project: (snapshot) => snapshot.output as ArtilleryDeniedOutput,
  seeds: ARTILLERY_DENIED_SEEDS,
  domain: () => [],
  domainNote: 'No events: O17 involves no roll and no choice; each seed is one vector.',
};
