/**
 * Random playouts of the sample scenario (issue 22 item 4): a seeded random player chooses among the
 * legal choices until the game ends; after every decision the invariants of machines/cce/game/playout.ts
 * hold (72 cards per deck, each unit in one place, VP = recorded causes, Orders ≤ Order Capability) and
 * every game ends (6.3). A small sample here; `npm run playouts` plays the 10,000 (scripts/playouts.ts).
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../machines/cce/game/playout';
import { parseScenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';

const SAMPLE = parseScenario(raw);
const GAMES = 12;

describe('game: random playouts of the sample scenario', () => {
  it(`${GAMES} seeded games end, every invariant holding after every decision`, () => {
    const results = Array.from({ length: GAMES }, (_, i) => playout(SAMPLE, i + 1));
    expect(results.every((r) => r.ended !== null)).toBe(true);
    // The sample's Sudden Death marker is on space 6 and nothing else ends these games (no Fire or
    // Move is composed yet, and a Sniper alone cannot remove a player's last units in so few Turns).
    expect(new Set(results.map((r) => r.ended!.how))).toEqual(new Set(['sudden-death']));
  });

  it('is reproducible: the same seed plays the same game', () => {
    const a = playout(SAMPLE, 7);
    const b = playout(SAMPLE, 7);
    expect([b.decisions, b.turns, b.ended]).toEqual([a.decisions, a.turns, a.ended]);
  });
});
