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
import { pairwiseGameEndSeeds, parseGameEndSituation } from '../cce/game-end';
import { loadSeeds, onFirstUse } from '../cce/seeds';

const parseCcpSituation = (raw: unknown, path: string) => inCcp(() => parseGameEndSituation(raw, path, CCP_GAME_END));

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/game-end.json, read and validated on first use: oracle/procedures/cce/seeds.ts);
 * then CC:E's generated situations (pairwiseGameEndSeeds) for the CC:P edition: the Allied surrender only,
 * the Infiltration Boxes, no all-five-Objectives chit.
 */
export const CCP_GAME_END_SEEDS = onFirstUse((): Seed<GameEndSituation>[] => [...loadSeeds('game-end', null, parseCcpSituation, { ruleset: 'ccp' }), ...pairwiseGameEndSeeds(CCP_GAME_END, parseCcpSituation)]);

export const ccpGameEndSpec: ProcedureSpec<GameEndSituation> = {
  procedure: 'game-end',
  ruleset: 'ccp',
  title: 'Game End and Victory (13.3, 13.3.1, 13.3.2, 10.2)',
  section: ['13.3', '14'],
  machine: ccpGameEndMachine,
  parseSituation: parseCcpSituation,
  // The rules of the VP derivation (the shared module cites CC:E ids) in CC:P terms.
  project: (snapshot) => inCcpIds(projectGameEnd(snapshot.context as GameEndContext), 'output') as ReturnType<typeof projectGameEnd>,
  get seeds() {
    return CCP_GAME_END_SEEDS();
  },
  ...withoutEvents('the situation'),
};
