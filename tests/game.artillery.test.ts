/**
 * The Artillery Request Order (O18) in a whole game of the sample scenario: the expected outcomes are
 * worked out by hand from the rulebook and the scenario's data (its cards' dice and triggers, its units'
 * Morale, the Allied Radio's FP 10 and Smoke, the map's terrain and the hex compass of 2.2.2: 1 is up,
 * then clockwise; columns B and D sit half a hex lower than A, C and E), not read off the code.
 *
 * Every case: the Axis player passes (de-01 discarded, O15; his refill draws de-07, 5.4), then the Allied
 * player, holding the Initiative card (9), gives an Artillery Request with us-10 and Fire For Effect with
 * us-ldr (D4, Woods) as Spotter, spotting D3 (adjacent: in his LOS). The Accuracy Roll us-24 (1•1) is a
 * Targeting Roll: 1 × 1 = 1, less no Hindrance, does not exceed the range 1 (O18.2.2, O20.2.3): a miss.
 * The drift card us-60 (1•1, printed Event!) is revealed: "this is NOT a roll, so no die triggers"
 * (O18.2.2.2): direction 1, one hex: the SR lands in D2. The impact area (O18.2.3) is D2 and its adjacent
 * hexes D1, E2, E3, D3, C3, C2; only C2 holds a unit (de-sq2).
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame, turnContext } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import type { ArtilleryOutput } from '../machines/cce/artillery/types';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { run } from './game.helpers';

const SAMPLE = parseScenario(raw);
const unit = (g: Game, id: string) => frameOf(g).units.find((u) => u.id === id);

/**
 * The sample with us-10 (Artillery Request) dealt instead of us-03, the Allied draw pile `alliedDraw` (top
 * first; the rest of his cards in his discard pile unless `restOnDraw`) and the Axis draw pile's top de-07, de-13.
 */
function scenario(alliedDraw: string[], restOnDraw = true): Scenario {
  const a = SAMPLE.frame.decks.allied;
  const hand = a.hand.map((id) => (id === 'us-03' ? 'us-10' : id));
  const rest = [...a.draw, ...a.discard, 'us-03'].filter((id) => !hand.includes(id) && !alliedDraw.includes(id));
  const allied = { ...a, hand, draw: [...alliedDraw, ...(restOnDraw ? rest : [])], discard: restOnDraw ? [] : rest };
  const x = SAMPLE.frame.decks.axis;
  const axis = { ...x, draw: ['de-07', 'de-13', ...x.draw.filter((id) => id !== 'de-07' && id !== 'de-13')] };
  return { ...SAMPLE, frame: { ...SAMPLE.frame, decks: { axis, allied } } };
}

/** The Axis Pass and the Allied Artillery Request up to the Accuracy Roll's 9.1 window. */
function toAccuracy(s: Scenario, smoke: boolean): Game {
  let g = run(startGame(s), { type: 'PASS', discard: ['de-01'] }, { type: 'NO_MORE_RESPONSES' });
  expect(frameOf(g).active).toBe('allied');
  g = run(g, { type: 'GIVE_ORDER', card: 'us-10', order: 'Artillery Request' });
  // O18: the Radio is unbroken (no Battery Access, O18.1); us-ldr is the one unbroken Allied Leader not yet activated (O18.2).
  expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'FIRE_FOR_EFFECT', spotter: 'us-ldr' }]);
  g = run(g, { type: 'FIRE_FOR_EFFECT', spotter: 'us-ldr' });
  const spots = legalChoices(g).choices.map((c) => c.decision);
  // O18.2.1: any hex in the Spotter's LOS, his own included; O18.2.1.1: a "Smoke" Radio may announce Smoke.
  expect(spots).toEqual(expect.arrayContaining([{ type: 'SPOT', hex: 'D3', smoke: false }, { type: 'SPOT', hex: 'D3', smoke: true }, { type: 'SPOT', hex: 'D4', smoke: false }]));
  g = run(g, { type: 'SPOT', hex: 'D3', smoke }, { type: 'ROLL' });
  expect(legalChoices(g).choices.map((c) => [c.decision.type, c.player])).toEqual([
    ['KEEP_ROLL', 'allied'],
    ['REROLL', 'allied'],
  ]);
  return g;
}

describe('game: Artillery Request (O18) composed', () => {
  it('a barrage: the drift card revealed from the Allied draw pile without its Event!, the impact on C2 (10 FP + 6•4 = 20) breaks de-sq2 (7 + 5•1 = 13 < 20, O20.3.4); the Spotter stays activated (O14.1)', () => {
    let g = toAccuracy(scenario(['us-24', 'us-60', 'us-09']), false);
    g = run(g, { type: 'KEEP_ROLL' });
    // O18.2.3.2: C2 is the one hex of the area with a unit or Fortification.
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'CHOOSE_IMPACT_HEX', hex: 'C2' }]);
    // The Impact Roll us-09 (6•4); the Allied player keeps it (9.1); the Axis player rolls de-sq2's Fire Defense Roll, de-13 (5•1).
    g = run(g, { type: 'CHOOSE_IMPACT_HEX', hex: 'C2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'de-sq2' }, 'axis']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(turnContext(g).order).toBeNull();
    expect(unit(g, 'de-sq2')).toMatchObject({ broken: true, hex: 'C2' });
    const done = g.orderOutputs.at(-1)!;
    expect(done.order).toBe('Artillery Request');
    expect(done.revealed).toEqual(['us-60']);
    const out = done.output as ArtilleryOutput;
    expect(out.result).toBe('barrage');
    expect(out.drift).toMatchObject({ white: 1, colored: 1, lands: 'D2' });
    expect(out.impacts.map((i) => [i.hex, i.total])).toEqual([['C2', 20]]);
    // 1.3: the revealed card, like each roll's, is on its owner's discard pile, top first; no Event was resolved.
    const f = frameOf(g);
    expect(f.decks.allied.discard.slice(0, 4)).toEqual(['us-09', 'us-60', 'us-24', 'us-10']);
    expect(f.decks.axis.discard).toEqual(['de-13', 'de-01']);
    expect(turnContext(g).events).toEqual([]);
    // O18.2: us-ldr was activated as Spotter: no second Artillery Request or other Order may activate him this Turn.
    expect(turnContext(g).activated.units).toEqual(['us-ldr']);
    expect(f.vp).toBe(SAMPLE.frame.vp);
  });

  it('a Smoke barrage (O18.2.1.1, O18.2.3.1): one random Smoke marker in each of the seven hexes, drawn in area order from the scenario\'s smokeDraws (T94), on the frame\'s map and Smoke list', () => {
    let g = toAccuracy(scenario(['us-24', 'us-60']), true);
    g = run(g, { type: 'KEEP_ROLL' });
    // The Order is over at once: no decision inside it.
    expect(turnContext(g).order).toBeNull();
    expect((g.orderOutputs.at(-1)!.output as ArtilleryOutput).result).toBe('smoke-barrage');
    const f = frameOf(g);
    // smokeDraws begins 1, 1, 3, 2, 1, 1, 2: D2, D1, E2, E3, D3, C3, C2 (the SR's hex, then compass 1-6).
    const expected: Record<string, number> = { D2: 1, D1: 1, E2: 3, E3: 2, D3: 1, C3: 1, C2: 2 };
    for (const [hex, value] of Object.entries(expected)) expect(f.map.hexes[hex].markers).toEqual([`Smoke:${value}`]);
    expect([...f.smoke].sort()).toEqual(Object.keys(expected).sort());
    expect(f.smokeDraws).toEqual(SAMPLE.frame.smokeDraws!.slice(7));
  });

  it('a drift card that is the last of the draw pile advances Time first (6.1.2: "exactly as if a Time! trigger had been rolled"; 1.9.1): shuffle, Sudden Death Roll, the Defender\'s VP, the reinforcement, then the SR drifts', () => {
    // The Allied draw pile holds only us-24 and us-60; the rest of his cards are in his discard pile.
    let g = toAccuracy(scenario(['us-24', 'us-60'], false), false);
    g = run(g, { type: 'KEEP_ROLL' });
    // 6.1.2 step 1: the triggering (Allied) player shuffles; the Time marker is on 6, the Sudden Death space.
    expect(g.interlude).toBeTruthy();
    expect(frameOf(g).time.space).toBe(6);
    expect(legalChoices(g).choices.map((c) => [c.decision.type, c.player])).toEqual([['SHUFFLE', 'allied']]);
    // The new draw pile's top: us-19 (6•6) for the Sudden Death Roll, us-09 (6•4) for the Impact Roll.
    g = run(g, { type: 'SHUFFLE', order: ['us-19', 'us-09'] }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // 6.2.2: 12 is not less than 6: play proceeds; step 3: the Defender (Allied, Defend Posture) gains 1 VP;
    // step 5: us-sq3 enters on the Allied edge (row 5).
    expect(frameOf(g).vp).toBe(SAMPLE.frame.vp - 1); // 7: the Allied side counts down
    const placements = legalChoices(g).choices.map((c) => c.decision);
    expect(placements).toEqual(['A5', 'B5', 'C5', 'D5', 'E5'].map((hex) => ({ type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex })));
    g = run(g, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'A5' }, { type: 'END_DIG_IN' });
    // The advance is over and recorded by the Turn; then the drift card's result: the SR lands in D2, C2 is attacked.
    expect(g.interlude).toBeNull();
    expect(turnContext(g).timeAdvances).toHaveLength(1);
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'CHOOSE_IMPACT_HEX', hex: 'C2' }]);
    g = run(g, { type: 'CHOOSE_IMPACT_HEX', hex: 'C2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(unit(g, 'de-sq2')).toMatchObject({ broken: true });
    expect(unit(g, 'us-sq3')).toMatchObject({ hex: 'A5' });
    expect(g.orderOutputs.at(-1)!.revealed).toEqual(['us-60']);
  });

  it('the same advance inside the Order places us-sq3 into E5, held by the broken de-sq1: its Melee at the end of the advance (O16.4), rolls without triggers (1.9.1), the inactive (Axis) player first: 2 + 6 (de-13: 5•1) = 8 < 6 + 7 (us-05: 5•2) = 13, de-sq1 eliminated, 2 VP to the Allied player; then the SR drifts as before', () => {
    const s = scenario(['us-24', 'us-60'], false);
    let g = toAccuracy({ ...s, frame: { ...s.frame, units: s.frame.units.map((u) => (u.id === 'de-sq1' ? { ...u, hex: 'E5' } : u)) } }, false);
    // The shuffle puts us-19 (6•6) on top for the Sudden Death Roll (12: play proceeds), then us-05 for the Allied Melee Roll.
    g = run(g, { type: 'KEEP_ROLL' }, { type: 'SHUFFLE', order: ['us-19', 'us-05'] }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'E5' }, { type: 'END_DIG_IN' });
    // Still inside the advance (the Interlude), the Melee's decisions: A25 first, the inactive (Axis) player's.
    expect([g.interlude !== null, legalChoices(g).choices.map((c) => [c.decision, c.player])]).toEqual([true, [[{ type: 'END_AMBUSHES' }, 'axis']]]);
    g = run(g, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'axis']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // The Melee is over, then the advance: the Turn records it, and the drift card's result follows (1.9.1).
    expect([unit(g, 'de-sq1'), unit(g, 'us-sq3')?.hex, frameOf(g).vp, frameOf(g).eliminated, frameOf(g).casualtyTrack?.axis.occupied]).toEqual([undefined, 'E5', SAMPLE.frame.vp - 3, ['de-sq1'], 1]);
    expect([g.interlude, turnContext(g).timeAdvances.length, frameOf(g).decks.axis.discard[0], frameOf(g).decks.allied.discard[0]]).toEqual([null, 1, 'de-13', 'us-05']);
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'CHOOSE_IMPACT_HEX', hex: 'C2' }]);
  });

  it('is refused before its card is played when the player has no Radio (O18: "If neither of these conditions exist, the Order cannot be given"), and not listed', () => {
    const d = SAMPLE.frame.decks.axis;
    const swap = (ids: string[]) => ids.map((id) => (id === 'de-03' ? 'de-10' : id === 'de-10' ? 'de-03' : id));
    const g = startGame({ ...SAMPLE, frame: { ...SAMPLE.frame, decks: { ...SAMPLE.frame.decks, axis: { ...d, hand: swap(d.hand), draw: swap(d.draw) } } } });
    expect(() => play(g, { type: 'GIVE_ORDER', card: 'de-10', order: 'Artillery Request' } as EventObject)).toThrow(expect.objectContaining({ rule: 'O18' }));
    const { choices, notComposed } = legalChoices(g);
    expect(choices.some((c) => (c.decision as { card?: string }).card === 'de-10')).toBe(false);
    expect(notComposed).toEqual([]);
    expect(frameOf(g).decks.axis.hand).toContain('de-10');
  });
});
