/**
 * The 72-card invariant at the level of the machines: in every walked case of the Turn and of the Time
 * advance (each path of the graph walk from every seed, replayed through the machine — all of them, not
 * only the minimised corpus the build publishes), both players' decks still hold hand + draw + discard =
 * 72 at the end, and a Turn that is over left the active player with a full hand (5.4) unless the game ended.
 */
import { describe, expect, it } from 'vitest';
import { HAND_SIZE } from '../machines/cce/deck';
import { getProcedure } from '../oracle/registry';
import { buildProcedure } from '../oracle/vectors';

interface Case {
  id: string;
  input: { active: 'axis' | 'allied'; postures: Record<string, keyof typeof HAND_SIZE> };
  expect: { state: string; output: { result?: string; decks: Record<string, { hand: string[]; total: number }> } };
}
const walked = new Map<string, Case[]>();
const load = (p: string): Case[] => {
  if (!walked.has(p)) walked.set(p, buildProcedure(getProcedure('cce', p)).vectors as unknown as Case[]);
  return walked.get(p)!;
};

describe('deck invariant over the walked Turn and Time advance cases', () => {
  for (const procedure of ['turn', 'time-advance']) {
    it(`${procedure}: every case ends with 72 cards in each deck`, () => {
      const cases = load(procedure);
      expect(cases.length).toBeGreaterThan(20);
      const bad = cases.filter((c) => c.expect.output.decks.axis.total !== 72 || c.expect.output.decks.allied.total !== 72).map((c) => c.id);
      expect(bad).toEqual([]);
    });
  }

  it('turn: a Turn that is over leaves the active player with his Hand Size (5.4)', () => {
    const over = load('turn').filter((c) => c.expect.state === 'turnOver');
    expect(over.length).toBeGreaterThan(10);
    const short = over.filter((c) => c.expect.output.decks[c.input.active].hand.length !== HAND_SIZE[c.input.postures[c.input.active]]).map((c) => c.id);
    expect(short).toEqual([]);
  });
});
