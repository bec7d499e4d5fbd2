/**
 * The Time advance of CC:P (13.1.2, 13.2.2) for the oracle: CC:E's parser, domain and seed builders
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
import { inCcp, toCcpIds } from '../../../machines/ccp/rule-map';
import { unknownEvent } from '../cce/common';
import { card, deckOf, dice, hexes, parseTimeAdvanceEvent, squad, team, timeAdvanceDomain, type TimeSeed } from '../cce/time-advance';
import type { Player } from '../../../machines/cce/units';

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
  return out.ended ? { ...out, ended: { ...out.ended, rule: toCcpIds(out.ended.rule, 'output.ended.rule')[0] } } : out;
}

// -------------------------------------------------------------------------------------------- seeds

const decks = (japanDiscard: ReturnType<typeof card>[]) => ({
  axis: deckOf([card('jp-h1'), card('jp-h2')], [card('jp-d1')], japanDiscard),
  allied: deckOf([], [card('us-d1')]),
});

/** A Time advance `triggering` starts in the opponent's Turn (the opponent holds the Initiative). */
const advance = (triggering: Player, time: { space: number; suddenDeath: number }, japanDiscard: ReturnType<typeof card>[], more: Record<string, unknown> = {}) => ({
  active: triggering === 'axis' ? 'allied' : 'axis',
  triggering,
  initiative: triggering === 'axis' ? 'allied' : 'axis',
  postures: { axis: 'attack', allied: 'defend' },
  decks: decks(japanDiscard),
  time,
  vp: 0,
  units: [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'D4')],
  map: hexes('C3', 'D4'),
  ...more,
});

export const CCP_TIME_ADVANCE_SEEDS: TimeSeed[] = [
  {
    name: 'sudden-death-boundary',
    purpose:
      '13.1.2 a)-d) in order with 13.2.2 at its boundary: the time marker enters space 7, the sudden death space; the reshuffle puts a 5, a 7 or a 9 on top (5 < 7 ends the game); one Initiative re-roll (10.1); the scenario Defender gains 1 VP; the Smoke marker stays; reinforcements enter, the inactive player\'s first, a Japanese squad into an edge hex already holding 6 figures (15.2: no limit), a radio to its empty Artillery Box, the Allied team taking the open 4-VP Objective 1 in J1 (14.3.1, 14.3.4).',
    options: { shuffleTops: ['sd-5', 'sd-7', 'sd-9'], rerolls: 1 },
    situation: advance('axis', { space: 6, suddenDeath: 7 }, [card('sd-5', { dice: dice(2, 3) }), card('sd-7', { dice: dice(3, 4) }), card('sd-9', { dice: dice(4, 5) })], {
      smoke: ['D4'],
      reinforcements: [
        { space: 7, unit: squad('jp-rein', 'axis', 'A1') },
        { space: 7, unit: team('us-rein', 'allied', 'A1') },
        { space: 7, owner: 'allied', radio: 'us-radio' },
        { space: 8, unit: squad('jp-later', 'axis', 'A1') },
      ],
      edges: { axis: ['A1'], allied: ['J1'] },
      artilleryBoxes: { axis: null, allied: null },
      objectives: [{ number: 1, hexes: ['J1'], controller: 'axis' }],
      chits: [{ id: 'A', objective: 1, value: 4, open: true }],
      units: [squad('jp-1', 'axis', 'A1'), team('jp-2', 'axis', 'A1'), squad('us-1', 'allied', 'D4')],
      map: hexes('A1', 'C3', 'D4', 'J1'),
    }),
  },
  {
    name: 'before-sudden-death-no-defender',
    purpose: '13.2.2: the time marker short of the sudden death marker: no roll; 13.1.2 c) with no scenario Defender (Attacker vs Recon: reading ccp.no-defender-time-vp); nobody arrives.',
    options: { shuffleTops: [], rerolls: 0 },
    situation: advance('axis', { space: 2, suddenDeath: 7 }, [card('x-1', { dice: dice(1, 1) })], { postures: { axis: 'attack', allied: 'recon' }, vp: 3 }),
  },
  {
    name: 'building-objective-and-full-artillery-box',
    purpose: '13.1.2 d): a Japanese squad entering hex A2 of the two-hex building Objective 3 (14.3.2) takes it only with no Allied unit in C3; a radio arriving when its Artillery Box holds one is not placed (15.1.2).',
    options: { shuffleTops: [], rerolls: 0 },
    situation: advance('allied', { space: 3, suddenDeath: 9 }, [], {
      decks: { axis: deckOf([card('jp-h1')], [card('jp-d1')]), allied: deckOf([], [card('us-d1')], [card('x-1', { dice: dice(1, 2) })]) },
      reinforcements: [
        { space: 4, unit: squad('jp-rein', 'axis', 'A2') },
        { space: 4, owner: 'axis', radio: 'jp-radio-2' },
      ],
      edges: { axis: ['A1', 'A2'], allied: ['J1'] },
      artilleryBoxes: { axis: 'jp-radio-1', allied: null },
      objectives: [{ number: 3, hexes: ['A2', 'B2'], controller: 'allied' }],
      chits: [{ id: 'B', objective: 3, value: 2, open: true }],
      units: [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'J1')],
      map: hexes('A1', 'A2', 'B2', 'C3', 'J1'),
    }),
  },
  {
    name: 'radio-and-artillery-denied-marker',
    purpose: '13.1.2 d), 15.1.2: an Allied reinforcement radio arrives while an "artillery denied" marker (O24.1 d) holds the Allied Artillery Box (reading ccp.radio-and-denied-marker); the Japanese radio arrives into an empty box.',
    options: { shuffleTops: [], rerolls: 0 },
    situation: advance('axis', { space: 3, suddenDeath: 9 }, [card('x-1', { dice: dice(1, 2) })], {
      reinforcements: [
        { space: 4, owner: 'allied', radio: 'us-radio' },
        { space: 4, owner: 'axis', radio: 'jp-radio' },
      ],
      edges: { axis: ['A1'], allied: ['J1'] },
      artilleryBoxes: { axis: null, allied: 'artillery-denied' },
      map: hexes('A1', 'C3', 'D4', 'J1'),
    }),
  },
];

export const ccpTimeAdvanceSpec: ProcedureSpec<TimeAdvanceSituation> = {
  procedure: 'time-advance',
  ruleset: 'ccp',
  title: 'Time Marker Advancement (13.1.2, 13.2.2)',
  section: ['13.1.2', '13.2.2'],
  machine: ccpTimeAdvanceMachine,
  parseSituation: (raw, path) => inCcp(() => parseTimeAdvanceSituation(raw, path)),
  parseEvent,
  project,
  seeds: CCP_TIME_ADVANCE_SEEDS as Seed<TimeAdvanceSituation>[],
  domain: (snapshot, seed) => timeAdvanceDomain(String(snapshot.value), snapshot.context as FrameContext, (seed as TimeSeed | undefined)?.options ?? { shuffleTops: [], rerolls: 0 }, CCP_TIME_ADVANCE),
  domainNote:
    "No dice classes: a roll is the top card's dice. SHUFFLE: canonical order plus, per seed, each of up to 3 described cards on top (the Sudden Death roll's card at the 13.2.2 boundary: below, equal to, above the time marker's space); 1 Initiative re-roll per path where the seed allows; every friendly-edge hex (no stacking limit in CC:P). Decks are 72 cards, mostly unlisted. The Japanese player is the situation's `axis` player.",
};
