/**
 * A short scripted game of the sample scenario (machines/cce/game/scenarios/sample-crossroads.json): the
 * expected outcomes are worked out by hand from the rulebook and the scenario's data (its cards' dice
 * and triggers, its units' Morale and Command), not read off the code.
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { run } from './game.helpers';

const SAMPLE = parseScenario(raw);
const unit = (g: Game, id: string) => frameOf(g).units.find((u) => u.id === id);

/** The sample with the axis draw pile's cards `top` moved to its top, in that order. */
function withAxisTop(...top: string[]): Scenario {
  const d = SAMPLE.frame.decks.axis;
  return { ...SAMPLE, frame: { ...SAMPLE.frame, decks: { ...SAMPLE.frame.decks, axis: { ...d, draw: [...top, ...d.draw.filter((c) => !top.includes(c))] } } } };
}

describe('game: the sample scenario, scripted', () => {
  it('lists the first Turn’s legal choices: Recover for the Axis player himself, Rout for either player, every Pass of up to 2 cards (5, O14.1, O22.1, O23.1, O15)', () => {
    const { choices, notComposed } = legalChoices(startGame(SAMPLE));
    const give = choices.filter((c) => c.decision.type === 'GIVE_ORDER').map((c) => c.decision);
    // de-01 and de-06 bear Recover; O22.1: "the active player" himself, with the broken de-sq1. de-04
    // bears Rout; O23.1: himself or his opponent, each having a broken unit (de-sq1, us-sq2).
    // de-02 bears Fire (O20.1: a unit with an enemy unit in LOS and Range): de-sq1 in B2 (broken side Range 3, +1
    // for de-ldr's Command in its hex, 3.3.1.2) reaches us-sq1 in C4; de-ldr (Range 1) has no enemy adjacent;
    // de-sq2 in C2 sees neither C4 (C3's Woods between, an Obstacle: 10.2) nor D4 (the map's LOS, los.ts).
    expect(give).toEqual([
      { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' },
      { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq1'] },
      // 3.3.1.1: de-ldr (Command 1) may activate units "in or adjacent to its own hex": de-sq1 (B2) and
      // de-sq2 (C2). A group is legal when one of its pieces has a target (O20.1): with de-sq1, not de-sq2 alone.
      { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-ldr', 'de-sq1'] },
      { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-ldr', 'de-sq1', 'de-sq2'] },
      // de-03 bears Move (O21, O14.1, 3.3.1.1): each Axis unit alone, then de-ldr with each group of de-sq1 (B2) and
      // de-sq2 (C2), both within its Command 1; each can cross a hexside into an Open Ground or Woods hex (O14.4).
      { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq1'] },
      { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] },
      { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr'] },
      { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr', 'de-sq1'] },
      { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr', 'de-sq2'] },
      { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr', 'de-sq1', 'de-sq2'] },
      { type: 'GIVE_ORDER', card: 'de-04', order: 'Rout', player: 'axis' },
      { type: 'GIVE_ORDER', card: 'de-04', order: 'Rout', player: 'allied' },
      // de-05 bears Advance: each Axis unit alone (O16.1 puts no condition on the unit; the Turn activates it, O14.1).
      { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq1'] },
      { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] },
      { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-ldr'] },
      // 3.3.1.1: de-ldr (Command 1, B2) with each group of de-sq1 (B2) and de-sq2 (C2, adjacent): all within his Command Radius.
      { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-ldr', 'de-sq1'] },
      { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-ldr', 'de-sq2'] },
      { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-ldr', 'de-sq1', 'de-sq2'] },
      { type: 'GIVE_ORDER', card: 'de-06', order: 'Recover', player: 'axis' },
    ]);
    // O15/5.3: Discard Limit 2 from a hand of 6: 1 + 6 + 15 Passes.
    expect(choices.filter((c) => c.decision.type === 'PASS')).toHaveLength(22);
    expect(choices.every((c) => c.player === 'axis')).toBe(true);
    expect(choices[0].rules).toContain('O22.1');
    // A Fire card's choice carries the Fire machine's activation rules too: O20.1 (an enemy in LOS and Range), 3.3.1.1 (Command radius).
    const fire = choices.filter((c) => (c.decision as { order?: string }).order === 'Fire');
    for (const c of fire) expect(c.rules).toEqual(expect.arrayContaining(['O14.1', 'O20.1', '3.3.1.1']));
    // Every Order of this hand is composed.
    expect(notComposed).toEqual([]);
  });

  it('refuses an illegal decision naming the rule the Turn gives: Recover activates the active player himself (O22.1); a Pass of 3 cards exceeds the Discard Limit 2 (O15)', () => {
    const g = startGame(SAMPLE);
    expect(() => play(g, { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'allied' } as EventObject)).toThrow(expect.objectContaining({ rule: 'O22.1', expected: expect.stringContaining('the active player himself') }));
    expect(() => play(g, { type: 'PASS', discard: ['de-01', 'de-02', 'de-03'] } as EventObject)).toThrow(expect.objectContaining({ rule: 'O15', expected: expect.stringContaining('Discard Limit (2)') }));
  });

  // The sample with de-sq2 on A5 of the Allied edge, the Sudden Death marker moved to space 10 (out of the way), the
  // Axis draw pile topped by de-08 (4•6, Time!) and the Allied one by us-06 (4•1, Sniper!).
  const REINFORCED_INTO_A5 = (): Scenario => {
    const top = withAxisTop('de-08');
    const d = top.frame.decks.allied;
    return { ...top, frame: { ...top.frame, time: { ...top.frame.time, suddenDeath: 10 }, units: top.frame.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'A5' } : u)), decks: { ...top.frame.decks, allied: { ...d, draw: ['us-06', ...d.draw.filter((c) => c !== 'us-06')] } } } };
  };

  it('a Time! trigger during an Order places us-sq3 into the Axis-held A5 of the Allied edge (6.1.2 step 5); "at the end of any ... die trigger" the Melee there (O16.4), its rolls without triggers (1.9.1): 6 + 5 (us-06, its Sniper! ignored) = 11 < 6 + 12 (de-32) = 18: us-sq3 eliminated, 2 VP to the Axis; then the Rally Roll 10 > 9 has no effect (O22.3)', () => {
    // de-01 Recover, de-sq1's Rally Roll de-08 (4•6, Time!) kept by the Allied player (Initiative, 9.1): the Time
    // advance the Axis player triggered (1.9.1.4) reshuffles his deck first (6.1.2 step 1), the order given here: de-32 on top.
    let g = run(startGame(REINFORCED_INTO_A5()), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    g = run(g, { type: 'SHUFFLE', order: ['de-32'] });
    // Time 5 → 6, us-sq3's space: "any hex(es) along his friendly board edge", the Axis-held A5 too.
    const { choices, notComposed } = legalChoices(g);
    expect([choices.map((c) => [c.decision, c.player]), notComposed]).toEqual([['A5', 'B5', 'C5', 'D5', 'E5'].map((hex) => [{ type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex }, 'allied']), []]);
    g = run(g, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'A5' }, { type: 'END_DIG_IN' });
    // O16.4, A25: the Melee in A5 before the trigger is over; no card of the Allied hand prints Ambush: the inactive (Allied) player ends his first.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'END_AMBUSHES' }, 'allied']]);
    g = run(g, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' });
    // O16.4.2: the inactive player rolls first.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'allied']]);
    g = run(g, { type: 'ROLL' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'KEEP_ROLL' }, 'allied'], [{ type: 'REROLL' }, 'allied']]);
    g = run(g, { type: 'KEEP_ROLL' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'axis']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const f = frameOf(g);
    // us-sq3 eliminated: 2 VP to the Axis (7.1) after the Allied Defender's 1 VP for the Time advance (6.1.2 step 3): +1; the Allied Casualty Track gets it (4.2).
    expect([unit(g, 'us-sq3'), unit(g, 'de-sq2')?.hex, f.vp, f.eliminated, f.casualtyTrack?.allied.occupied]).toEqual([undefined, 'A5', 1, ['us-sq3'], 1]);
    // 1.9.1: the Sniper! on us-06 was ignored: no Sniper resolved, every other unit as it was; the Melee Rolls' cards discarded (1.3).
    expect([f.decks.allied.discard[0], f.decks.axis.discard[0], f.units.filter((u) => u.broken).map((u) => u.id)]).toEqual(['us-06', 'de-32', ['de-sq1', 'us-sq2']]);
    // Then the Rally Roll's result: 10 (de-08) against de-sq1's Morale 6 + 2 Woods + 1 de-ldr's Command = 9: no effect (O22.3); the Order is over.
    const recover = g.orderOutputs[0].output as { rolls: { unit: string; result: string }[] };
    expect([recover.rolls.map((r) => [r.unit, r.result]), g.snapshot.value]).toEqual([[['de-sq1', 'no-effect']], 'choosingNextOrder']);
  });

  /** As above, with us-06 alone in the Allied draw pile (the rest of it on his discard pile). */
  const LAST_ALLIED_CARD = (): Scenario => {
    const base = REINFORCED_INTO_A5();
    const d = base.frame.decks.allied;
    return { ...base, frame: { ...base.frame, decks: { ...base.frame.decks, allied: { ...d, draw: ['us-06'], discard: [...d.draw.filter((c) => c !== 'us-06'), ...d.discard] } } } };
  };
  /** The Rally Roll's Time!, the Allied reinforcement into A5, the Melee there: up to the Allied Melee Roll, which reveals us-06. */
  const toTheLastCardMeleeRoll = (s: Scenario): Game => {
    const g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    return run(g, { type: 'SHUFFLE', order: ['de-32'] }, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'A5' }, { type: 'END_DIG_IN' }, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' });
  };

  it('the Melee at the end of that Time advance takes the last card of the Allied draw pile (us-06 alone in it): its roll kept (its re-roll legal too, 9.1: below), its Sniper! ignored (1.9.1), and the Allied player triggers a Time advance after the Melee (6.1.2: "reveals/draws the last card in his draw pile"), before the Axis one ends: Time 6 → 7, the Allied deck reshuffled (step 1), no Sudden Death Roll (7 < 10), the Allied Defender\'s 1 VP (step 3); then the Rally Roll\'s result', () => {
    const s = LAST_ALLIED_CARD();
    let g = toTheLastCardMeleeRoll(s);
    const afterRoll = legalChoices(g);
    expect([afterRoll.choices.map((c) => [c.decision, c.player]), afterRoll.notComposed]).toEqual([[[{ type: 'KEEP_ROLL' }, 'allied'], [{ type: 'REROLL' }, 'allied']], []]);
    // 6 + 5 (us-06) = 11 < 6 + 12 (de-32) = 18: us-sq3 eliminated, 2 VP to the Axis after the Allied Defender's 1 VP: +1.
    g = run(g, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect([unit(g, 'us-sq3'), frameOf(g).vp, frameOf(g).time.space, frameOf(g).decks.allied.draw, legalChoices(g).choices.map((c) => [c.decision.type, c.player])]).toEqual([undefined, 1, 7, [], [['SHUFFLE', 'allied']]]);
    g = run(g, { type: 'SHUFFLE', order: [...frameOf(g).decks.allied.discard] });
    // Step 3: the Allied Defender's 1 VP: 1 − 1 = 0; nothing on space 7 to reinforce; step 6 Dig In ends it.
    expect([frameOf(g).vp, frameOf(g).decks.allied.draw.length, legalChoices(g).choices.map((c) => c.decision)]).toEqual([0, 68, [{ type: 'END_DIG_IN' }]]);
    g = run(g, { type: 'END_DIG_IN' });
    const recover = g.orderOutputs[0].output as { rolls: { unit: string; result: string }[] };
    const advances = (g.snapshot.context as { timeAdvances: { triggering: string; defenderVp: string | null }[] }).timeAdvances;
    expect([recover.rolls.map((r) => [r.unit, r.result]), g.snapshot.value, advances.map((a) => [a.triggering, a.defenderVp]), frameOf(g).vp]).toEqual([[['de-sq1', 'no-effect']], 'choosingNextOrder', [['allied', 'allied'], ['axis', 'allied']], 0]);
  });

  it('that last card\'s Melee Roll re-rolled (9.1) under the default reading cce.reroll-last-card = advance-stands ("the Time advance happens, and the re-roll is made from the reshuffled deck"): the Initiative card to the Axis player; the Allied advance at once, inside the Melee — Time 6 → 7, the Allied deck reshuffled (step 1, us-09 on top), no Sudden Death Roll (7 < 10), the Allied Defender\'s 1 VP (step 3) — then the re-roll: 6 + 10 (us-09) = 16 < 18: us-sq3 eliminated; no advance after the Melee; then the Axis advance ends and the Rally Roll\'s result', () => {
    const s = LAST_ALLIED_CARD();
    let g = toTheLastCardMeleeRoll(s);
    const invariants = new Invariants(s);
    g = run(g, { type: 'REROLL' });
    expect(invariants.check(g)).toEqual([]);
    // The Axis advance's Defender VP so far (−1); the Allied advance begins with his shuffle, the Time marker moved on.
    expect([frameOf(g).initiative, frameOf(g).time.space, frameOf(g).vp, legalChoices(g).choices.map((c) => [c.decision.type, c.player])]).toEqual(['axis', 7, -1, [['SHUFFLE', 'allied']]]);
    const pile = frameOf(g).decks.allied.discard;
    expect(pile).toContain('us-06');
    g = run(g, { type: 'SHUFFLE', order: ['us-09', ...pile.filter((c) => c !== 'us-09')] });
    expect([frameOf(g).vp, frameOf(g).decks.allied.draw.length, legalChoices(g).choices.map((c) => c.decision)]).toEqual([-2, 68, [{ type: 'END_DIG_IN' }]]);
    g = run(g, { type: 'END_DIG_IN' });
    expect(invariants.check(g)).toEqual([]);
    // Back in the Melee: the Allied re-roll, from his new draw pile.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'allied']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(invariants.check(g)).toEqual([]);
    // us-sq3 eliminated: 2 VP to the Axis: −2 + 2 = 0; us-09 on the Allied discard pile; no Time advance after the Melee: the Rally Roll's result.
    const recover = g.orderOutputs[0].output as { rolls: { unit: string; result: string }[] };
    const advances = (g.snapshot.context as { timeAdvances: { triggering: string; defenderVp: string | null }[] }).timeAdvances;
    expect([unit(g, 'us-sq3'), frameOf(g).vp, frameOf(g).time.space, frameOf(g).decks.allied.discard[0], advances.map((a) => [a.triggering, a.defenderVp])]).toEqual([undefined, 0, 7, 'us-09', [['allied', 'allied'], ['axis', 'allied']]]);
    expect([recover.rolls.map((r) => [r.unit, r.result]), g.snapshot.value]).toEqual([[['de-sq1', 'no-effect']], 'choosingNextOrder']);
  });

  it('a reinforcement placed into an enemy-occupied hex while another hex already holds both sides is legal (O16.4: "a hex" the trigger caused to hold both sides); the Melee at the end of the Time advance is fought in A5 only — 6 + 5 (us-06) = 11 < 6 + 12 (de-32) = 18: us-sq3 eliminated — and B2, holding us-sq2 with de-sq1 and de-ldr, is untouched', () => {
    // As above, with the broken us-sq2 set up in B2 with de-sq1 and de-ldr: a hex already holding both sides.
    const base = REINFORCED_INTO_A5();
    const s: Scenario = { ...base, frame: { ...base.frame, units: base.frame.units.map((u) => (u.id === 'us-sq2' ? { ...u, hex: 'B2' } : u)) } };
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'SHUFFLE', order: ['de-32'] });
    const { choices, notComposed } = legalChoices(g);
    expect([choices.map((c) => [c.decision, c.player]), notComposed]).toEqual([['A5', 'B5', 'C5', 'D5', 'E5'].map((hex) => [{ type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex }, 'allied']), []]);
    g = run(g, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'A5' }, { type: 'END_DIG_IN' });
    // One Melee hex, A5 (no CHOOSE_HEX between A5 and B2): A25, the inactive (Allied) player ends his Ambushes first.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'END_AMBUSHES' }, 'allied']]);
    expect((g.triggerMelee!.melee.snapshot.context as { situation: { units: { id: string }[] } }).situation.units.map((u) => u.id).sort()).toEqual(['de-sq2', 'us-ldr', 'us-sq1', 'us-sq3']);
    g = run(g, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const f = frameOf(g);
    // us-sq3 eliminated: 2 VP to the Axis after the Allied Defender's 1 VP (6.1.2 step 3): +1; B2 as it was; the Rally Roll 10 > 9: no effect.
    expect([unit(g, 'us-sq3'), f.vp, f.eliminated, f.units.filter((u) => u.hex === 'B2').map((u) => [u.id, u.broken])]).toEqual([undefined, 1, ['us-sq3'], [['de-sq1', true], ['de-ldr', false], ['us-sq2', true]]]);
    expect(g.snapshot.value).toBe('choosingNextOrder');
  });

  it('a Move Order offers the Weapon Transfer (O21.1.1: "an activated unit may transfer its Weapon to a friendly unit stacked with it by expending one of its available MPs"): de-ldr carrying an MG hands it to de-sq1 in B2, not to de-sq2 in C2', () => {
    const mg = { id: 'de-mg', type: 'mg', fp: 4, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false };
    const armed = parseScenario({ ...raw, units: raw.units.map((u) => (u.id === 'de-ldr' ? { ...u, weapon: mg } : u)) });
    let g = run(startGame(armed), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr'] }, { type: 'CHOOSE_MOVER', units: ['de-ldr'] });
    const transfers = legalChoices(g).choices.filter((c) => c.decision.type === 'TRANSFER');
    expect(transfers.map((c) => [c.decision, c.player])).toEqual([[{ type: 'TRANSFER', from: 'de-ldr', to: 'de-sq1' }, 'axis']]);
    expect(transfers[0].rules).toContain('O21.1.1');
    g = run(g, { type: 'TRANSFER', from: 'de-ldr', to: 'de-sq1' });
    // The MG is de-sq1's now: no Transfer left to offer (the receiving unit "cannot already possess a Weapon").
    const inOrder = g.order!.composed.units(g.order!.snapshot);
    expect([inOrder.find((u) => u.id === 'de-sq1')?.weapon?.id, legalChoices(g).choices.some((c) => c.decision.type === 'TRANSFER')]).toEqual(['de-mg', false]);
  });

  it('a Move Order (O21) with Op Fire (A33): de-sq2 enters D2 (Open Ground, 1 MP, T90); the Allied player says "Wait!", plays the Fire card us-02 as an Op Fire Action (1.6) activating us-sq1; its attack 5 (6 − 1 Suppressed, 13.2) + 7 (us-05: 5+2) = 12 against 7 + 0 + 7 (de-07: 6+1) = 14: unaffected (O20.3.4)', () => {
    let g = run(startGame(SAMPLE), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] });
    // O21.1, O21.4: from C2 (Movement 4) every adjacent hex on the map: Open Ground 1 MP, Woods B2/C3 2 MP, none
    // enemy-occupied; O14.4: no STOP before a hexside is crossed.
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual(['B1', 'B2', 'C1', 'C3', 'D1', 'D2'].map((hex) => ({ type: 'MOVE', hex })));
    g = run(g, { type: 'MOVE', hex: 'D2' });
    // A35.2, A35.5: the Defender (Allied) answers first; then O21.3, A33.2: "Wait!" or "Go ahead".
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'NO_HIDDEN_ACTION' }, 'allied']]);
    g = run(g, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' });
    // A33.2, 3.3.1.1: the Allied Fire card us-02 with us-sq1 (C4) or us-sq2 (D4, broken: FP 2, Range 3) or us-ldr with them;
    // us-ldr alone (Range 1) cannot reach D2 (O20.1).
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([
      { type: 'GO_AHEAD' },
      { type: 'ACTIVATE', card: 'us-02', units: ['us-sq1'] },
      { type: 'ACTIVATE', card: 'us-02', units: ['us-sq2'] },
      { type: 'ACTIVATE', card: 'us-02', units: ['us-ldr', 'us-sq1'] },
      { type: 'ACTIVATE', card: 'us-02', units: ['us-ldr', 'us-sq2'] },
      { type: 'ACTIVATE', card: 'us-02', units: ['us-ldr', 'us-sq1', 'us-sq2'] },
    ]);
    // A Fire Action needs its card from the hand (A33.2, 1.6).
    expect(() => play(g, { type: 'ACTIVATE', units: ['us-sq1'] } as EventObject)).toThrow(expect.objectContaining({ rule: 'A33.2', path: 'decision.card' }));
    expect(() => play(g, { type: 'ACTIVATE', card: 'us-01', units: ['us-sq1'] } as EventObject)).toThrow(expect.objectContaining({ rule: 'A33.2', path: 'decision.card' }));
    g = run(g, { type: 'ACTIVATE', card: 'us-02', units: ['us-sq1'] });
    // 1.6: the card played for its Action goes to its owner's discard pile.
    expect([frameOf(g).decks.allied.hand, frameOf(g).decks.allied.discard[0]]).toEqual([['us-01', 'us-03', 'us-04'], 'us-02']);
    g = run(g, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['us-sq1'], target: 'D2' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'axis']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(unit(g, 'de-sq2')).toMatchObject({ hex: 'D2', broken: false, suppressed: false });
    // O14.4: a hexside crossed, the mover may stop; 3 MPs left: D2's neighbours, Woods C3 (2 MP) included.
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([...['C2', 'C3', 'D1', 'D3', 'E2', 'E3'].map((hex) => ({ type: 'MOVE', hex })), { type: 'STOP' }]);
    g = run(g, { type: 'STOP' });
    const out = g.orderOutputs[0].output as { shots: { attack: { total: number } }[]; defenseRolls: { defenseTotal: number; result: string }[]; opFireActivated: string[] };
    expect([out.shots.map((x) => x.attack.total), out.defenseRolls.map((r) => [r.defenseTotal, r.result]), out.opFireActivated]).toEqual([[12], [[14, 'unaffected']], ['us-sq1']]);
    // A33.3(2): us-sq1 stays activated for the Turn ("could not be activated for Op Fire again in that same Turn").
    expect([g.snapshot.value, (g.snapshot.context as { activated: { units: string[] } }).activated.units]).toEqual(['choosingNextOrder', ['de-sq2', 'us-sq1']]);
  });

  it('refuses a Fire Order whose unit has no enemy in LOS and Range, with the Fire machine\'s own rule (O20.1), before the card is played', () => {
    // de-ldr: Range 1 in B2; the enemy units are in C4 and D4, two or more rows away.
    const g = startGame(SAMPLE);
    expect(() => play(g, { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-ldr'] } as EventObject)).toThrow(expect.objectContaining({ rule: 'O20.1' }));
    expect(frameOf(g).decks.axis.hand).toContain('de-02');
  });

  // de-sq1's FP: broken side 2 + de-ldr's Command 1 in its hex (3.3.1.2, "even if the Leader itself is not activated") = 3.
  it('a Fire Order (O20): the shot, the Fire Attack Roll by the firing player, the Defense Roll by the target\'s owner; 3 + 7 (de-07) = 10 against us-sq1\'s 7 − 1 Suppressed (13.2) + 0 Open Ground + 7 (us-05) = 13: unaffected (O20.3.4)', () => {
    let g = run(startGame(SAMPLE), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq1'] });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([
      [{ type: 'DECLARE_SHOT', pieces: ['de-sq1'], target: 'C4' }, 'axis'],
      [{ type: 'END_ORDER' }, 'axis'],
    ]);
    g = run(g, { type: 'DECLARE_SHOT', pieces: ['de-sq1'], target: 'C4' }, { type: 'FIRE' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'axis']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // O20.3.4: "A player has to make a Fire Defense Roll ... for each of his units": the Allied player.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'us-sq1' }, 'allied']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'us-sq1' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'allied']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const fire = g.orderOutputs[0].output as { shots: { fp: { final: number }; attack: { total: number } }[]; defense: { unit: string; defenseTotal: number; result: string }[] };
    expect([fire.shots[0].fp.final, fire.shots[0].attack.total]).toEqual([3, 10]);
    expect(fire.defense.map((d) => [d.unit, d.defenseTotal, d.result])).toEqual([['us-sq1', 13, 'unaffected']]);
    expect(g.snapshot.value).toBe('choosingNextOrder');
    // 1.3: each roll's card is discarded from its roller's deck: de-07 (axis), us-05 (allied).
    expect([frameOf(g).decks.axis.discard.slice(0, 2), frameOf(g).decks.allied.discard[0]]).toEqual([['de-07', 'de-02'], 'us-05']);
  });

  it('a Fire Order eliminates a broken Squad (3.2.4): 3 + 12 (de-32) = 15 against 5 + 2 (us-24) = 7; 2 VP to the Axis (7.1), the Allied Casualty Track gets it (4.2)', () => {
    const top = withAxisTop('de-32');
    const d = top.frame.decks.allied;
    const s: Scenario = { ...top, frame: { ...top.frame, units: top.frame.units.map((u) => (u.id === 'us-sq1' ? { ...u, broken: true, suppressed: false } : u)), decks: { ...top.frame.decks, allied: { ...d, draw: ['us-24', ...d.draw.filter((c) => c !== 'us-24')] } } } };
    const g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq1'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq1'], target: 'C4' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(unit(g, 'us-sq1')).toBeUndefined();
    expect([frameOf(g).vp, frameOf(g).eliminated, frameOf(g).casualtyTrack?.allied.occupied]).toEqual([2, ['us-sq1'], 1]);
  });

  /** The sample with de-sq2 moved from C2 to C3, adjacent to us-sq1 in C4. */
  const NEXT_TO_C4: Scenario = { ...SAMPLE, frame: { ...SAMPLE.frame, units: SAMPLE.frame.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'C3' } : u)) } };

  it('an Advance Order (O16.1): de-sq2 in C3 may enter any of its six adjacent hexes (columns B and D sit half a hex lower: B2, B3, D2, D3), the enemy-occupied C4 too (O16.2)', () => {
    const g = run(startGame(NEXT_TO_C4), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([
      ...['B2', 'B3', 'C2', 'C4', 'D2', 'D3'].map((hex) => [{ type: 'ADVANCE', unit: 'de-sq2', hex }, 'axis']),
      [{ type: 'END_ORDER' }, 'axis'],
    ]);
    // Into the empty D3: no Melee (O16.4 needs "units belonging to both sides"); A35.2/A35.5: the Allied
    // player (Posture Defend: the scenario Defender) may answer with Hidden Mines or Wire — declined here.
    const h = run(g, { type: 'ADVANCE', unit: 'de-sq2', hex: 'D3' });
    expect(legalChoices(h).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'NO_HIDDEN_ACTION' }, 'allied']]);
    const done = run(h, { type: 'NO_HIDDEN_ACTION' });
    expect([unit(done, 'de-sq2')?.hex, done.orderOutputs.length, done.snapshot.value]).toEqual(['D3', 1, 'choosingNextOrder']);
  });

  it('refuses an Advance\'s EXIT from a hex off that edge (O16.2, 7.2: "as if the dark gray border were another hex"): de-sq2 in C3, two rows from the bottom edge, naming the field and rule; none listed', () => {
    const g = run(startGame(NEXT_TO_C4), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] });
    expect(() => play(g, { type: 'EXIT', unit: 'de-sq2', edge: 'bottom' } as EventObject)).toThrow(expect.objectContaining({ rule: 'O16.2', path: 'decision.edge' }));
    expect(legalChoices(g).choices.some((c) => c.decision.type === 'EXIT')).toBe(false);
  });

  // 7.2.1: de-sq2, broken, on A5 of the Allied (bottom) edge, the Axis player's enemy edge; A5 is Open Ground, C4/D4 (the Allied units) not adjacent.
  const AT_A5 = (units = SAMPLE.frame.units): Scenario => ({ ...SAMPLE, frame: { ...SAMPLE.frame, units: units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'A5', broken: true } : u)) } });
  const PLACES = (unit: string) => Array.from({ length: 21 }, (_, space) => ({ type: 'PLACE_EXITED', unit, space }));

  it('a Move Order exits de-sq2 off the enemy edge (7.2.1): 1 MP, "immediately awarded Exit VPs" — a Squad, 2 VP (7.1) to the Axis; its owner places it on "any space of the Time Track" (7: here), unbroken although broken as it exited; the Order ends, its only mover gone', () => {
    let g = run(startGame(AT_A5()), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] });
    // O14.4: no STOP before a hexside is crossed; A5's neighbours A4 and B5 (B4 too: column B sits half a hex lower) and the exit.
    const exit = legalChoices(g).choices.find((c) => c.decision.type === 'EXIT');
    expect([exit?.decision, exit?.player, exit?.rules.includes('7.2.1'), legalChoices(g).notComposed]).toEqual([{ type: 'EXIT', edge: 'bottom' }, 'axis', true, []]);
    g = run(g, { type: 'EXIT', edge: 'bottom' });
    // The owner's only decision now: the Time Track space (0 to the frame's last space, 20).
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player, c.rules])).toEqual(PLACES('de-sq2').map((d) => [d, 'axis', ['7.2.1']]));
    expect(() => play(g, { type: 'END_ORDER' } as EventObject)).toThrow(expect.objectContaining({ rule: '7.2.1', path: 'decision' }));
    expect(() => play(g, { type: 'PLACE_EXITED', unit: 'de-sq2', space: 21 } as EventObject)).toThrow(expect.objectContaining({ rule: '7.2.1', path: 'decision.space' }));
    g = run(g, { type: 'PLACE_EXITED', unit: 'de-sq2', space: 7 });
    const f = frameOf(g);
    expect([unit(g, 'de-sq2'), f.vp, f.reinforcements.filter((r) => r.unit?.id === 'de-sq2').map((r) => [r.space, r.owner, r.unit!.broken]), g.exits]).toEqual([
      undefined,
      2,
      [[7, 'axis', false]],
      [{ turn: 1, unit: 'de-sq2', owner: 'axis', vp: 2, space: 7 }],
    ]);
    expect([g.snapshot.value, g.ended]).toEqual(['choosingNextOrder', null]);
  });

  it('an Advance exits de-sq2 off the enemy edge (O16.2, 7.2.1): its EXIT listed after its hexes, 2 VP to the Axis, placed on space 0 (the Time marker is on 5: it never returns)', () => {
    let g = run(startGame(AT_A5()), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] });
    expect(legalChoices(g).choices.map((c) => c.decision).slice(-2)).toEqual([{ type: 'EXIT', unit: 'de-sq2', edge: 'bottom' }, { type: 'END_ORDER' }]);
    g = run(g, { type: 'EXIT', unit: 'de-sq2', edge: 'bottom' }, { type: 'PLACE_EXITED', unit: 'de-sq2', space: 0 });
    expect([unit(g, 'de-sq2'), frameOf(g).vp, g.exits.map((x) => [x.unit, x.vp, x.space])]).toEqual([undefined, 2, [['de-sq2', 2, 0]]]);
  });

  it("the Axis player's last unit on the map exits: the game ends at once (6.3 way 3), 2 VP to the Axis counted", () => {
    const alone = AT_A5(SAMPLE.frame.units.filter((u) => u.owner === 'allied' || u.id === 'de-sq2'));
    const g = run(startGame(alone), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'EXIT', edge: 'bottom' }, { type: 'PLACE_EXITED', unit: 'de-sq2', space: 9 });
    expect([g.ended, frameOf(g).vp, legalChoices(g).choices]).toEqual([{ how: 'last-unit-exited', players: ['axis'], rule: '6.3' }, 2, []]);
  });

  it('a Move group of the Axis player\'s last units exits together (7.2.1): each is placed by its owner, one PLACE_EXITED each, its Exit VP awarded — de-sq2 a Squad 2, de-ldr a Leader 1 + its Command 1 = 2 (7.1) — and the game ends (6.3 way 3) only when both are on the Time Track, 4 VP to the Axis', () => {
    // de-sq2 (unbroken) and de-ldr on A5 of the Allied edge, the Axis player's only units (de-sq1 left out).
    const units = SAMPLE.frame.units.filter((u) => u.id !== 'de-sq1').map((u) => (u.id === 'de-sq2' || u.id === 'de-ldr' ? { ...u, hex: 'A5' } : u));
    let g = run(startGame({ ...SAMPLE, frame: { ...SAMPLE.frame, units } }), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr', 'de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2', 'de-ldr'] }, { type: 'EXIT', edge: 'bottom' });
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual(PLACES('de-sq2'));
    g = run(g, { type: 'PLACE_EXITED', unit: 'de-sq2', space: 8 });
    // Not over yet: de-ldr exited with it and is still to be placed.
    expect([g.ended, frameOf(g).vp, legalChoices(g).choices.map((c) => [c.decision, c.player])]).toEqual([null, 2, PLACES('de-ldr').map((d) => [d, 'axis'])]);
    g = run(g, { type: 'PLACE_EXITED', unit: 'de-ldr', space: 9 });
    expect([g.ended, frameOf(g).vp, g.exits.map((x) => [x.unit, x.vp, x.space]), frameOf(g).reinforcements.filter((r) => r.owner === 'axis').map((r) => [r.space, r.unit?.id])]).toEqual([
      { how: 'last-unit-exited', players: ['axis'], rule: '6.3' },
      4,
      [['de-sq2', 2, 8], ['de-ldr', 2, 9]],
      [[8, 'de-sq2'], [9, 'de-ldr']],
    ]);
  });

  it('a unit that exits during a Move Order and returns as a reinforcement inside that same Order stays on the map when the Order is over (7.2.1, 6.1.2 step 5: "normal play resumes from wherever it left off"): de-sq2 exits from A5 and is placed on Time Track space 6; the Op Fire Attack Roll us-08 (1•5, Time!) at de-ldr in B5 advances Time 5 → 6; us-sq3 (Allied, inactive player first) enters C5 and joins the Move: de-ldr may no longer enter it (O21.4); de-sq2 enters B1 of the Axis edge; the Op Fire 5 (6 − 1 Suppressed, 13.2) + 6 = 11 against de-ldr\'s 8 + 0 Open Ground + 7 (de-07: 6+1) = 15: unaffected (O20.3.4); de-ldr stops', () => {
    // de-sq2 and de-ldr in A5 of the Allied (bottom) edge; us-08 on top of the Allied draw pile; Sudden Death on 10 (no roll at Time 6, 6.2.2).
    const d = SAMPLE.frame.decks.allied;
    const scenario: Scenario = { ...SAMPLE, frame: { ...SAMPLE.frame, time: { ...SAMPLE.frame.time, suddenDeath: 10 }, units: SAMPLE.frame.units.map((u) => (u.id === 'de-sq2' || u.id === 'de-ldr' ? { ...u, hex: 'A5' } : u)), decks: { ...SAMPLE.frame.decks, allied: { ...d, draw: ['us-08', ...d.draw.filter((c) => c !== 'us-08')] } } } };
    const invariants = new Invariants(scenario);
    const failed: string[] = [];
    const runChecked = (g0: Game, ...ds: object[]): Game => ds.reduce<Game>((acc, e) => {
      const next = play(acc, e as EventObject);
      failed.push(...invariants.check(next));
      return next;
    }, g0);
    // O14.1, 3.3.1.1: de-ldr (Command 1) with de-sq2 in its hex; de-sq2 moves alone and exits (7.2.1): 2 VP to the Axis (a Squad, 7.1).
    let g = runChecked(startGame(scenario), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr', 'de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'EXIT', edge: 'bottom' }, { type: 'PLACE_EXITED', unit: 'de-sq2', space: 6 });
    expect([unit(g, 'de-sq2'), frameOf(g).vp]).toEqual([undefined, 2]);
    g = runChecked(g, { type: 'CHOOSE_MOVER', units: ['de-ldr'] }, { type: 'MOVE', hex: 'B5' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' }, { type: 'ACTIVATE', card: 'us-02', units: ['us-sq1'] }, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['us-sq1'], target: 'B5' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // 6.1.2 step 1: the triggering (Allied) player shuffles; step 3: the Defender (Allied) gains 1 VP; step 5: space 6 holds us-sq3 and de-sq2, the inactive (Allied) player first.
    g = runChecked(g, { type: 'SHUFFLE', order: [] });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual(['A5', 'B5', 'C5', 'D5', 'E5'].map((hex) => [{ type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex }, 'allied']));
    g = runChecked(g, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'C5' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual(['A1', 'B1', 'C1', 'D1', 'E1'].map((hex) => [{ type: 'PLACE_REINFORCEMENT', unit: 'de-sq2', hex }, 'axis']));
    g = runChecked(g, { type: 'PLACE_REINFORCEMENT', unit: 'de-sq2', hex: 'B1' }, { type: 'END_DIG_IN' });
    // The Op Fire goes on where it left off: de-ldr's Defense Roll by its owner (O20.3.4), then de-ldr stops (O14.4: a hexside crossed) and the Order is over.
    g = runChecked(g, { type: 'CHOOSE_UNIT', unit: 'de-ldr' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // O21.4 "A moving unit may never: enter an enemy-occupied hex": B5's neighbours on the map are A5, B4 and C5 (column B
    // sits half a hex lower); C4 holds us-sq1 and C5 now holds us-sq3, placed during the Order: A5 and B4 only (Open Ground, 1 MP each; 5 of de-ldr's 6 left).
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'MOVE', hex: 'A5' }, { type: 'MOVE', hex: 'B4' }, { type: 'EXIT', edge: 'bottom' }, { type: 'STOP' }]);
    g = runChecked(g, { type: 'STOP' });
    const out = g.orderOutputs[0].output as { shots: { attack: { total: number } }[]; defenseRolls: { unit: string; defenseTotal: number; result: string }[] };
    // 3.3.1.2: a Leader's Command is added to friendly "Squads and Teams (only)": not to de-ldr's own Morale.
    expect([out.shots.map((x) => x.attack.total), out.defenseRolls.map((r) => [r.unit, r.defenseTotal, r.result])]).toEqual([[11], [['de-ldr', 15, 'unaffected']]]);
    const f = frameOf(g);
    expect([g.snapshot.value, ['de-sq2', 'us-sq3', 'de-ldr'].map((id) => unit(g, id)?.hex), f.vp, f.time.space, f.reinforcements.filter((r) => r.space === 6), failed]).toEqual(['choosingNextOrder', ['B1', 'C5', 'B5'], 1, 6, [], []]);
  });

  it('an Advance by a Leader\'s group (3.3.1.1): de-ldr (Command 1, B2) with de-sq1 (B2) and de-sq2 (C2) advances each of the three; two Squads without a Leader are refused before the card is played', () => {
    const g = startGame(SAMPLE);
    expect(() => play(g, { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq1', 'de-sq2'] } as EventObject)).toThrow(expect.objectContaining({ rule: '3.3.1.1' }));
    expect(frameOf(g).decks.axis.hand).toContain('de-05');
    const a = run(g, { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-ldr', 'de-sq1', 'de-sq2'] });
    // O16.1: each of the three may advance (units in frame order), then END_ORDER.
    const advancing = new Set(legalChoices(a).choices.filter((c) => c.decision.type === 'ADVANCE').map((c) => (c.decision as { unit?: string }).unit));
    expect([...advancing]).toEqual(['de-sq1', 'de-sq2', 'de-ldr']);
  });

  // O16.4.1: Melee FP axis: de-sq2's FP 6 (unbroken side); allied: us-sq1's FP 6 − 1 Suppressed (13.2) = 5.
  // O16.4.2: the inactive (Allied) player rolls first: us-05, 5+2 = 7, total 12; then the Axis: de-07, 6+1 = 7, total 13.
  it('an Advance into an enemy-occupied hex is followed by the Melee there (O16.4): 12 < 13, so us-sq1 is eliminated (O16.4.3), 2 VP to the Axis (7.1), onto the Allied Casualty Track (4.2)', () => {
    let g = run(startGame(NEXT_TO_C4), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] }, { type: 'ADVANCE', unit: 'de-sq2', hex: 'C4' }, { type: 'NO_HIDDEN_ACTION' });
    // A25: no Ambush is offered (no card of the sample prints one): each side ends its Ambushes, the inactive player first.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'END_AMBUSHES' }, 'allied']]);
    g = run(g, { type: 'END_AMBUSHES' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'END_AMBUSHES' }, 'axis']]);
    g = run(g, { type: 'END_AMBUSHES' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'allied']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'axis']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const [advance, melee] = g.orderOutputs as { order: string; output: { meleeHexes?: string[]; melees?: { fp: { axis: number; allied: number }; totals: { axis: number; allied: number }; winner: string; eliminated: string[] }[] } }[];
    expect([advance.order, advance.output.meleeHexes, melee.order]).toEqual(['Advance', ['C4'], 'Advance']);
    const m = melee.output.melees![0];
    expect([m.fp, m.totals, m.winner, m.eliminated]).toEqual([{ axis: 6, allied: 5, derivation: expect.anything() }, { axis: 13, allied: 12 }, 'axis', ['us-sq1']]);
    expect([unit(g, 'us-sq1'), unit(g, 'de-sq2')?.hex]).toEqual([undefined, 'C4']);
    expect([frameOf(g).vp, frameOf(g).eliminated, frameOf(g).casualtyTrack?.allied.occupied]).toEqual([2, ['us-sq1'], 1]);
    expect(g.snapshot.value).toBe('choosingNextOrder');
    // 1.3: each Melee Roll's card is discarded from its roller's deck.
    expect([frameOf(g).decks.axis.discard[0], frameOf(g).decks.allied.discard[0]]).toEqual(['de-07', 'us-05']);
  });

  // de-sq1's current Morale: broken side 6 + Woods Cover 2 (3.1.4: "always directly modified by the
  // Cover"; the Terrain Chart's Woods) + de-ldr's Command 1 (3.3.1.2) = 9.
  it('a Recover Order: roll 7 (card de-07: 6+1) is less than current Morale 9: the Squad rallies (O22.3); then the Allied Turn (5)', () => {
    let g = run(startGame(SAMPLE), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' });
    // O22.2: the player chooses which broken unit rolls; the roll is his (legal list says who).
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'de-sq1' }, 'axis']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' });
    // 9.1: the Initiative holder (Allied) may cancel it.
    expect(legalChoices(g).choices.map((c) => [c.decision.type, c.player])).toEqual([
      ['KEEP_ROLL', 'allied'],
      ['REROLL', 'allied'],
    ]);
    g = run(g, { type: 'KEEP_ROLL' });
    expect(unit(g, 'de-sq1')).toMatchObject({ broken: false, suppressed: false });
    expect(g.orderOutputs).toHaveLength(1);
    g = run(g, { type: 'END_TURN' });
    // 5.4: the Axis hand refilled to 6 with de-08 (de-07 was revealed for the roll, 1.3).
    expect(g.turns[0].output.drawn).toEqual(['de-08']);
    expect(g.turns[0].output.orders).toEqual([{ card: 'de-01', order: 'Recover', units: [], player: 'axis' }]);
    expect(frameOf(g).decks.axis.discard.slice(0, 2)).toEqual(['de-07', 'de-01']);
    expect([g.turn, frameOf(g).active]).toEqual([2, 'allied']);
    // The Allied player Passes, discarding us-01 (Discard Limit 1); the Axis player has no Demolitions or Hidden Unit to play (A31).
    g = run(g, { type: 'PASS', discard: ['us-01'] });
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'NO_MORE_RESPONSES' }]);
    g = run(g, { type: 'NO_MORE_RESPONSES' });
    expect([g.turn, frameOf(g).active, g.turns[1].output.drawn]).toEqual([3, 'axis', ['us-05']]);
  });

  it('the Order machine consults the game\'s readings: under cce.rally-first-bullet-morale = printed, 7 is not less than the printed 6 nor equal to 9: no effect (O22.3)', () => {
    const g = run(startGame(SAMPLE, { 'cce.rally-first-bullet-morale': 'printed' }), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(unit(g, 'de-sq1')).toMatchObject({ broken: true, suppressed: false });
  });

  it('an Event! on a Rally Roll is resolved on the frame before the result (1.9.1, 1.9.1.1, E64): Medic! rallies the enemy Squad, then the roll 8 < 9 rallies de-sq1', () => {
    // de-12: dice 6+2 with Event!; the next card, de-07, bears Medic! ("select one broken unit (enemy or friendly)").
    let g = run(startGame(withAxisTop('de-12', 'de-07')), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([
      { type: 'SELECT_UNIT', unit: 'de-sq1' },
      { type: 'SELECT_UNIT', unit: 'us-sq2' },
    ]);
    g = run(g, { type: 'SELECT_UNIT', unit: 'us-sq2' });
    expect(unit(g, 'us-sq2')).toMatchObject({ broken: false });
    expect(unit(g, 'de-sq1')).toMatchObject({ broken: false, suppressed: false });
    const recover = g.orderOutputs[0].output as { rolls: { unit: string; result: string }[] };
    expect(recover.rolls.map((r) => [r.unit, r.result])).toEqual([['de-sq1', 'rallied']]);
    expect(g.snapshot.value).toBe('choosingNextOrder');
    expect(frameOf(g).decks.axis.discard.slice(0, 2)).toEqual(['de-07', 'de-12']);
  });

  // us-sq2's current Morale: broken side 5 + Woods Cover 2 (3.1.4) + us-ldr's Command 1 (3.3.1.2) = 8.
  it('a Rout Order on the opponent: roll 10 (de-22: 6+4) > 8 Retreats 2 hexes (O23.2); the owner picks the hex (O23.3); from row 5 the next hex is off his edge: eliminated, 2 VP to the Axis (O23.3.5, 4.2, 7.1)', () => {
    let g = run(startGame(withAxisTop('de-22')), { type: 'GIVE_ORDER', card: 'de-04', order: 'Rout', player: 'allied' });
    // O23.2: the active player chooses the unit and rolls.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'us-sq2' }, 'axis']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'us-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // O23.3: "A player always Retreats his own units": the Allied player chooses among the closer hexes.
    const hexes = legalChoices(g).choices;
    expect(hexes.every((c) => c.decision.type === 'CHOOSE_HEX' && c.player === 'allied')).toBe(true);
    expect(hexes.map((c) => (c.decision as { hex?: string }).hex)).toContain('D5');
    g = run(g, { type: 'CHOOSE_HEX', hex: 'D5' });
    expect(unit(g, 'us-sq2')).toBeUndefined();
    expect([frameOf(g).vp, frameOf(g).eliminated, frameOf(g).casualtyTrack?.allied.occupied]).toEqual([2, ['us-sq2'], 1]);
    expect(g.snapshot.value).toBe('choosingNextOrder');
  });

  it("the same Retreat off the edge eliminates the Allied player's last unit: the game ends at once (6.3 way 2), the Turn record says so", () => {
    const top = withAxisTop('de-22');
    const alone: Scenario = { ...top, frame: { ...top.frame, units: top.frame.units.filter((u) => u.owner === 'axis' || u.id === 'us-sq2'), reinforcements: [] } };
    const g = run(startGame(alone), { type: 'GIVE_ORDER', card: 'de-04', order: 'Rout', player: 'allied' }, { type: 'CHOOSE_UNIT', unit: 'us-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_HEX', hex: 'D5' });
    expect(g.ended).toEqual({ how: 'last-unit-eliminated', players: ['allied'], rule: '6.3' });
    expect(g.turns.at(-1)!.output.result).toBe('game-over');
    expect(legalChoices(g)).toEqual({ choices: [], notComposed: [] });
    expect(() => play(g, { type: 'END_TURN' })).toThrow(/game is over/);
  });

  it('a cancelled Rally Roll (9.1) is cancelled in the Order machine too: recorded there, and the Initiative card has changed hands in both', () => {
    // The Allied player cancels roll 7 (de-07); the re-roll is de-22, 6+4 = 10 > 9: no effect (O22.3).
    const g = run(startGame(withAxisTop('de-07', 'de-22')), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'REROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const recover = g.orderOutputs[0].output as { initiative: string; rolls: { unit: string; result: string }[] };
    expect(recover.rolls.map((r) => [r.unit, r.result])).toEqual([
      ['de-sq1', 'canceled'],
      ['de-sq1', 'no-effect'],
    ]);
    expect([recover.initiative, frameOf(g).initiative]).toEqual(['axis', 'axis']);
    expect(unit(g, 'de-sq1')).toMatchObject({ broken: true });
  });
  it('Artillery Denied (O17): breaks the Allied Radio, then eliminates it back to the countermix; no unit, VP or casualty changes; refused with no enemy Radio in play', () => {
    // The sample with de-12 and de-24 (both Artillery Denied) dealt instead of de-03 and de-04.
    const d = SAMPLE.frame.decks.axis;
    const sw: Record<string, string> = { 'de-03': 'de-12', 'de-12': 'de-03', 'de-04': 'de-24', 'de-24': 'de-04' };
    const swap = (ids: string[]) => ids.map((id) => sw[id] ?? id);
    let g = startGame({ ...SAMPLE, frame: { ...SAMPLE.frame, decks: { ...SAMPLE.frame.decks, axis: { ...d, hand: swap(d.hand), draw: swap(d.draw) } } } });
    // O17 "Nothing is activated during an Artillery Denied Order": each card is listed once, naming no unit or player.
    const denied = legalChoices(g).choices.filter((c) => (c.decision as { order?: string }).order === 'Artillery Denied').map((c) => c.decision);
    expect(denied).toEqual([
      { type: 'GIVE_ORDER', card: 'de-12', order: 'Artillery Denied' },
      { type: 'GIVE_ORDER', card: 'de-24', order: 'Artillery Denied' },
    ]);
    const before = frameOf(g);
    // O17 "that player simply causes his opponent's Radio [12] to break": us-radio (unbroken, scenario) flips to its broken side.
    g = run(g, { type: 'GIVE_ORDER', card: 'de-12', order: 'Artillery Denied' });
    expect(frameOf(g).artilleryBoxes).toEqual({ axis: null, allied: 'us-radio' });
    expect(frameOf(g).radios).toEqual({ 'us-radio': { fp: 10, broken: true, smoke: true, vulnerability: 12 } });
    // No roll is made and nothing is activated: the units, VP and eliminations are as before; the card is on the discard pile (1.5).
    expect([frameOf(g).units, frameOf(g).vp, frameOf(g).eliminated]).toEqual([before.units, 0, []]);
    expect(frameOf(g).decks.axis.discard[0]).toBe('de-12');
    // O17 "If the Radio was already broken, eliminate it instead. An eliminated Radio is always placed back into the
    // counter mix rather than on the Casualty Track": the box empties, no casualty, no VP (Order Capability 3: a second Order).
    g = run(g, { type: 'GIVE_ORDER', card: 'de-24', order: 'Artillery Denied' });
    expect(frameOf(g).artilleryBoxes).toEqual({ axis: null, allied: null });
    expect([frameOf(g).vp, frameOf(g).eliminated, frameOf(g).casualtyTrack]).toEqual([0, [], before.casualtyTrack]);
    expect(g.orderOutputs.map((o) => (o.output as { result: string }).result)).toEqual(['radio-broken', 'radio-eliminated']);
  });

  it('Artillery Denied is refused before its card is played when no enemy Radio is in play (O17), and not listed', () => {
    // The Allied player's Radio is his own: with the Allied player active, the Axis player has none.
    const d = SAMPLE.frame.decks.allied;
    const sw: Record<string, string> = { 'us-03': 'us-12', 'us-12': 'us-03' };
    const swap = (ids: string[]) => ids.map((id) => sw[id] ?? id);
    const g = startGame({ ...SAMPLE, frame: { ...SAMPLE.frame, active: 'allied', decks: { ...SAMPLE.frame.decks, allied: { ...d, hand: swap(d.hand), draw: swap(d.draw) } } } });
    expect(() => play(g, { type: 'GIVE_ORDER', card: 'us-12', order: 'Artillery Denied' } as EventObject)).toThrow(expect.objectContaining({ rule: 'O17', expected: expect.stringContaining('an enemy Radio in play') }));
    expect(frameOf(g).decks.allied.hand).toContain('us-12');
    const { choices, notComposed } = legalChoices(g);
    expect([...choices, ...notComposed].filter((c) => (c.decision as { order?: string }).order === 'Artillery Denied')).toEqual([]);
  });

  it('a scenario whose Artillery Box holds a Radio it does not describe is refused, naming the field and rule 12', () => {
    const { radios: _r, ...noRadios } = raw as Record<string, unknown>;
    expect(() => parseScenario(noRadios)).toThrow(expect.objectContaining({ path: 'scenario.artilleryBoxes.allied', actual: 'us-radio', rule: '12' }));
  });
});
