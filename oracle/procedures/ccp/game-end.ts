/**
 * Game End (13.3, 13.3.1, 13.3.2, 10.2) of CC:P for the oracle: CC:E's parser (oracle/procedures/cce/
 * game-end.ts) with the CC:P edition (machines/ccp/game-end.ts), its rejections in CC:P terms. No events:
 * each seed is one vector. The seeds are CC:P's own: the Allied surrender, a double loss, a last unit with
 * units in an Infiltration Box (13.3 b and c), reinforcements on the Time Track (reading
 * ccp.last-unit-with-reinforcements), Sudden Death with secret chits, the "0" space. The Japanese player is
 * the situation's `axis` player.
 */
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { type GameEndContext, type GameEndSituation, projectGameEnd } from '../../../machines/cce/game-end';
import { CCP_GAME_END, ccpGameEndMachine } from '../../../machines/ccp/game-end';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { withoutEvents } from '../cce/common';
import { parseGameEndSituation } from '../cce/game-end';

const both = (axis: number, allied: number) => ({ axis, allied });
const base = { surrendered: [], unitsOnMap: both(3, 3), reinforcementsPending: both(0, 0), infiltrated: both(0, 0), lastUnitExited: null, suddenDeath: false, vp: 0, initiative: 'axis', objectives: [], chits: [] };

export const CCP_GAME_END_SEEDS: Seed<GameEndSituation>[] = [
  { name: 'allied-surrender-beats-vp', purpose: '13.3 a), 13.3.1: the Allied player, 6 VP ahead, must place an eliminated unit on the surrender marker\'s space: he loses regardless of the VP total.', situation: { ...base, surrendered: ['allied'], vp: -6 } as unknown as GameEndSituation },
  { name: 'both-lose-at-once', purpose: '13.3.1, 10.2: the Allied player surrenders as the last Japanese unit on the map is eliminated (none infiltrated): the Initiative holder (Japan) wins.', situation: { ...base, surrendered: ['allied'], unitsOnMap: both(0, 2), initiative: 'axis' } as unknown as GameEndSituation },
  { name: 'last-unit-eliminated-none-infiltrated', purpose: '13.3 b), 13.3.1: the last Japanese unit on the map is eliminated and none is in an Infiltration Box: Japan loses despite a 5-VP lead.', situation: { ...base, unitsOnMap: both(0, 3), vp: 5 } as unknown as GameEndSituation },
  { name: 'last-unit-eliminated-one-infiltrated', purpose: '13.3 b): the last Japanese unit on the map is eliminated but one waits in an Infiltration Box: the game goes on.', situation: { ...base, unitsOnMap: both(0, 3), infiltrated: both(1, 0), vp: 5 } as unknown as GameEndSituation },
  { name: 'last-unit-with-reinforcements', purpose: '13.3 b) with units still on the Time Track (reading ccp.last-unit-with-reinforcements): by default the Allied player loses.', situation: { ...base, unitsOnMap: both(2, 0), reinforcementsPending: both(0, 2), vp: -4 } as unknown as GameEndSituation },
  { name: 'last-unit-exits-one-infiltrated', purpose: '13.3 c): the last Japanese unit on the map exits but one waits in an Infiltration Box: the game goes on.', situation: { ...base, unitsOnMap: both(0, 4), lastUnitExited: 'axis', infiltrated: both(1, 0), vp: 3 } as unknown as GameEndSituation },
  { name: 'last-unit-exits', purpose: '13.3 c), 13.3.2: the last Japanese unit on the map exits with none infiltrated and Japan 3 VP ahead: the VP marker decides, Japan wins.', situation: { ...base, unitsOnMap: both(0, 4), lastUnitExited: 'axis', vp: 3 } as unknown as GameEndSituation },
  {
    name: 'sudden-death-secret-chits',
    purpose: '13.3 d), 13.3.2, 14.3.4: Sudden Death with Japan 1 VP ahead; the Allied secret chit for the Allied-held Objective 3 (2 VP) is revealed: 1 - 2 = -1, the Allied player wins.',
    situation: {
      ...base,
      suddenDeath: true,
      vp: 1,
      objectives: [{ number: 1, hexes: ['B2'], controller: 'axis' }, { number: 3, hexes: ['F5', 'F6'], controller: 'allied' }],
      chits: [{ id: 'C', objective: 3, value: 2, open: false, owner: 'allied' }],
    } as unknown as GameEndSituation,
  },
  { name: 'sudden-death-on-zero', purpose: '13.3.2: Sudden Death with the VP marker in the zero space: the Initiative holder wins.', situation: { ...base, suddenDeath: true, vp: 0, initiative: 'allied' } as unknown as GameEndSituation },
  { name: 'nothing-ended', purpose: '13.3: none of the four ways applies: the game goes on.', situation: { ...base } as unknown as GameEndSituation },
];

export const ccpGameEndSpec: ProcedureSpec<GameEndSituation> = {
  procedure: 'game-end',
  ruleset: 'ccp',
  title: 'Game End and Victory (13.3, 13.3.1, 13.3.2, 10.2)',
  section: ['13.3', '14'],
  machine: ccpGameEndMachine,
  parseSituation: (raw, path) => inCcp(() => parseGameEndSituation(raw, path, CCP_GAME_END)),
  // The rules of the VP derivation (the shared module cites CC:E ids) in CC:P terms.
  project: (snapshot) => inCcpIds(projectGameEnd(snapshot.context as GameEndContext), 'output') as ReturnType<typeof projectGameEnd>,
  seeds: CCP_GAME_END_SEEDS,
  ...withoutEvents('the situation'),
};
