/**
 * The Time advance of CC:P (13.1.2, 13.2.2) for the oracle: CC:E's parser, domain and seed loader
 * (oracle/procedures/cce/time-advance.ts) with the CC:P edition (machines/ccp/time-advance.ts), its
 * rejections and its output's rule ids in CC:P terms (machines/ccp/rule-map.ts inCcpTerms, toCcpIds).
 *
 * Domain: as CC:E's without the Smoke and Dig In steps: SHUFFLE offers the canonical order and, where a
 * seed names them, each of a few described cards put on top (the Sudden Death roll's card at the 13.2.2
 * boundary: below, equal to and above the time marker's space); one Initiative re-roll per path where a
 * seed allows it; every friendly-edge hex for the next reinforcement (no stacking limit). The Japanese
 * player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { type FrameContext, parseTimeAdvanceSituation, projectTimeAdvance, type TimeAdvanceSituation } from '../../../machines/cce/time-advance';
import { CCP_TIME_ADVANCE, ccpTimeAdvanceMachine } from '../../../machines/ccp/time-advance';
import { inCcp, inCcpIds, toCcpIds } from '../../../machines/ccp/rule-map';
import { unknownEvent } from '../cce/common';
import { DEFAULT_TIME_ADVANCE_OPTIONS, pairwiseTimeAdvanceSeeds, parseTimeAdvanceEvent, TIME_ADVANCE_OPTION_KEYS, timeAdvanceDomain, type TimeSeed } from '../cce/time-advance';
import { loadSeeds, onFirstUse } from '../cce/seeds';

export const CCP_TIME_ADVANCE_EVENTS = ['SHUFFLE', 'ROLL', 'REROLL', 'KEEP_ROLL', 'PLACE_REINFORCEMENT'] as const;


function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  return inCcp(() => {
    const e = parseTimeAdvanceEvent(raw, path, snapshot.context as FrameContext, snapshot.matches('rollingSuddenDeath'), CCP_TIME_ADVANCE);
    return e ?? unknownEvent(raw, path, snapshot, CCP_TIME_ADVANCE_EVENTS);
  });
}

/** The output, with the rule an ending names in CC:P terms. */
function project(snapshot: AnyMachineSnapshot) {
  const out = projectTimeAdvance(snapshot.context as FrameContext);
  const derivation = inCcpIds(out.derivation, 'output.derivation') as typeof out.derivation;
  return out.ended ? { ...out, derivation, ended: { ...out.ended, rule: toCcpIds(out.ended.rule, 'output.ended.rule')[0] } } : { ...out, derivation };
}

// -------------------------------------------------------------------------------------------- seeds

const parseCcpSituation = (raw: unknown, path: string) => inCcp(() => parseTimeAdvanceSituation(raw, path));

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/time-advance.json, units in the frame form: oracle/procedures/cce/seeds.ts), with CC:E's walk options;
 * then CC:E's generated situations (pairwiseTimeAdvanceSeeds) for the CC:P edition: no Smoke, Dig In or
 * all-five-Objectives facts (13.1.2 has no such steps), and an edge hex of 6 figures open to a reinforcement (15.2).
 */
export const CCP_TIME_ADVANCE_SEEDS = onFirstUse((): TimeSeed[] => [
  ...loadSeeds('time-advance', { defaults: DEFAULT_TIME_ADVANCE_OPTIONS, keys: TIME_ADVANCE_OPTION_KEYS }, parseCcpSituation, { ruleset: 'ccp', units: 'frame' }),
  ...pairwiseTimeAdvanceSeeds(CCP_TIME_ADVANCE, { axis: 'jp', allied: 'us' }, parseCcpSituation),
]);

export const ccpTimeAdvanceSpec: ProcedureSpec<TimeAdvanceSituation> = {
  procedure: 'time-advance',
  ruleset: 'ccp',
  title: 'Time Marker Advancement (13.1.2, 13.2.2)',
  section: ['13.1.2', '13.2.2'],
  machine: ccpTimeAdvanceMachine,
  parseSituation: parseCcpSituation,
  parseEvent,
  project,
  get seeds() {
    return CCP_TIME_ADVANCE_SEEDS() as Seed<TimeAdvanceSituation>[];
  },
  domain: (snapshot, seed) => timeAdvanceDomain(String(snapshot.value), snapshot.context as FrameContext, (seed as TimeSeed | undefined)?.options ?? DEFAULT_TIME_ADVANCE_OPTIONS, CCP_TIME_ADVANCE),
  domainNote:
    "No dice classes: a roll is the top card's dice. SHUFFLE: canonical order plus, per seed, each of up to 3 described cards on top (the Sudden Death roll's card at the 13.2.2 boundary: below, equal to, above the time marker's space); 1 Initiative re-roll per path where the seed allows; every friendly-edge hex (no stacking limit in CC:P). Decks are 72 cards, mostly unlisted. The Japanese player is the situation's `axis` player.",
};
