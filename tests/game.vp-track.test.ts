/**
 * The whole game's VP track as a derivation (issue 16 item 1): every move of the VP marker is recorded on the frame
 * with its cause (frame.ts withVpTerms), one signed term each (Axis positive, 4.1.1), and a state answer's frame shows
 * them (`frame.derivation.vp`). And 7.3.2's doubling chits, for both players:
 *   "● VPs for the voluntary exit of units [7.2.1] are doubled for both players;
 *    ● VPs for the elimination of units [7.1] are doubled for both players."
 * Before the track was recorded, an Order's casualties were awarded their 7.1 value undoubled while the chit was in
 * play (only a unit a trigger or an Event eliminated was doubled): the sample with both chits failed the playout's
 * 7.1 invariant in game 1 at decision 39 ("VP 1, expected 3").
 */
import { describe, expect, it } from 'vitest';
import { frameOf, play, startGame, type Game } from '../machines/cce/game/game';
import { playout, random, randomDecision } from '../machines/cce/game/playout';
import { parseScenario } from '../machines/cce/game/scenario';
import { vpTrackDerivation } from '../machines/cce/frame';
import { gameState } from '../oracle/game-engine';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';

const withChits = (specialChits: Record<string, boolean>) => parseScenario({ ...JSON.parse(JSON.stringify(raw)), specialChits });
const DOUBLED = withChits({ elimDoubled: true, exitDoubled: true });
const PLAIN = withChits({});

/** The game after the first `n` decisions of the seeded random player. */
function after(scenario: ReturnType<typeof parseScenario>, seed: number, n: number): Game {
  const rnd = random(seed);
  let g = startGame(scenario);
  for (let i = 0; i < n; i++) g = play(g, randomDecision(g, rnd));
  return g;
}

const terms = (g: Game) => vpTrackDerivation(frameOf(g)).terms.map((t) => [t.value, t.rule, t.what]);

describe('the VP track as a derivation', () => {
  // Game 1 of the sample: the Allied player is the Defender (its Time advance gives him 1 VP, 6.1.2 step 3), then a
  // Fire Order eliminates the American Squad us-sq2 (7.1: "A Squad is worth 2 VPs", to the Axis player).
  it('records each cause in order, signed for the Axis player: the Defender\'s 1 VP, then a Squad\'s 2', () => {
    const g = after(PLAIN, 1, 39);
    expect(terms(g)).toEqual([
      [-1, '6.1.2', 'Time advance, step 3: the Defender, to the allied player'],
      [2, '7.1', 'Squad us-sq2 eliminated, to the axis player'],
    ]);
    expect(frameOf(g).vp).toBe(1);
    expect(vpTrackDerivation(frameOf(g)).base).toEqual({ value: 0, rule: '4.1.1', what: 'VP marker (Axis positive) at the start' });
  });

  it('7.3.2: with "Elim. points are doubled" in play the Squad an Order eliminates gives 2 + 2', () => {
    const g = after(DOUBLED, 1, 39);
    expect(terms(g)).toEqual([
      [-1, '6.1.2', 'Time advance, step 3: the Defender, to the allied player'],
      [2, '7.1', 'Squad us-sq2 eliminated, to the axis player'],
      [2, '7.3.2', 'the "(open) Objective Elim. points are doubled" chit doubles it, to the axis player'],
    ]);
    expect(frameOf(g).vp).toBe(3);
  });

  it('a state answer shows the track\'s derivation beside the marker', () => {
    const { output } = gameState(after(DOUBLED, 1, 39));
    expect(output.frame.vp).toBe(3);
    expect(output.frame.derivation.vp.total).toBe(3);
    expect(output.frame.derivation.vp.terms.map((t) => t.rule)).toEqual(['6.1.2', '7.1', '7.3.2']);
  });

  // The playout checks after every decision that the marker equals the causes recomputed from the units (7.1 with
  // 7.3.2), and that its recorded terms sum to it from the scenario's VP (4.1.1).
  it('with both doubling chits, game 1 of the sample ends with every invariant holding', () => {
    expect(playout(DOUBLED, 1).ended?.how).toBe('sudden-death');
  });
});
