/**
 * The Actions before a Defense Roll in a whole game: Concealment (A29: "just prior to the player making a Defense
 * Roll"), Hidden Entrenchments (A35.1) and Hidden Pillbox (A35.3: "just prior to the scenario Defender making a
 * Defense Roll"), each played by the rolling unit's owner with a card of his hand printing it (1.6), the card then
 * on his discard pile; in a Fire Order (O20) and in an Op Fire during a Move Order (A33; Hidden Pillbox there too: the
 * Allied player moves first, us-sq2 set up in D3, us-01 printing Hidden Pillbox). The expected outcomes are
 * worked out by hand from the rulebook and the sample scenario's data (its cards' dice, its units' Morale and FP,
 * the map's terrain; its Postures: Axis Attack, Allied Defend, so the Allied player is the scenario Defender; its
 * one Objective is C3), not read off the code.
 *
 * The sample as here: de-sq2 set up in C5 (Open Ground, adjacent to C4) or C2 as noted, us-sq1 in C4 or (the
 * Hidden Pillbox test) C3; the Allied cards us-01 print
 * Concealment, us-02 Hidden Entrenchments and us-03 Hidden Pillbox, the Axis de-01 Concealment and de-04 Hidden
 * Entrenchments (the sample's cards print no Action: card data, not in the rulebook).
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { listed, run } from './game.helpers';

const ACTIONS: Record<string, string> = { 'us-01': 'Concealment', 'us-02': 'Hidden Entrenchments', 'us-03': 'Hidden Pillbox', 'de-01': 'Concealment', 'de-04': 'Hidden Entrenchments' };
const withAction = <T extends { id: string }>(c: T) => (ACTIONS[c.id] ? { ...c, action: ACTIONS[c.id] } : c);

/** The sample as described above; de-sq2 set up in `hex`, us-sq1 in `usHex`. */
function scenario(hex: string, usHex = 'C4'): Scenario {
  const deck = (d: (typeof raw.decks)['axis']) => ({ ...d, hand: d.hand.map(withAction) });
  const at = (u: (typeof raw.units)[number]) => (u.id === 'de-sq2' ? { ...u, hex } : u.id === 'us-sq1' ? { ...u, hex: usHex } : u);
  return parseScenario({ ...raw, units: raw.units.map(at), decks: { axis: deck(raw.decks.axis), allied: deck(raw.decks.allied) } });
}


describe('game: Actions before a Defense Roll (A29, A35.1, A35.3)', () => {
  // de-sq2's FP 6 + 7 (de-07: 6+1) = 13; us-sq1's Morale 7 − 1 Suppressed (13.2) + 3 Foxholes (F102) + 7 (us-05: 5+2) = 16,
  // against 13 − 3 (A29: "reduce the Fire Attack Total by" the Cover, Foxholes' 3) = 10.
  it('Fire Order: de-sq2 in C5 fires at C4; before us-sq1 rolls, the Allied (scenario Defender) plays Hidden Entrenchments (us-02: Foxholes into C4, on the game map too) then Concealment (us-01: 13 − 3 = 10); 16 > 10, us-sq1 unaffected; both cards on the Allied discard pile', () => {
    const s = scenario('C5');
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' });
    // The Allied player rolls for us-sq1 (O20.3.4); before it, his Concealment and Hidden Entrenchments. Not Hidden Pillbox
    // (us-03): A35.3 is "for an attack against an Objective hex", and C4 is none (the Objective is C3).
    expect(listed(g)).toEqual([
      [{ type: 'ROLL' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-01', action: 'A29', player: 'allied' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-02', action: 'A35.1', player: 'allied' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[2].rules).toEqual(expect.arrayContaining(['A35.1', 'F102']));
    // 1.6: a card that does not print the Action is refused, naming the field and the rule.
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'us-04', action: 'A29', player: 'allied' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A29' }));
    g = run(g, { type: 'PLAY_ACTION', card: 'us-02', action: 'A35.1', player: 'allied' });
    expect([frameOf(g).decks.allied.hand.includes('us-02'), frameOf(g).decks.allied.discard[0], frameOf(g).map.hexes.C4.markers]).toEqual([false, 'us-02', ['Foxholes']]);
    expect(invariants.check(g)).toEqual([]);
    // C4 now holds a Fortification: no second Hidden Entrenchments could be played (A35.1), and us-02 is spent anyway.
    expect(listed(g)).toEqual([
      [{ type: 'ROLL' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-01', action: 'A29', player: 'allied' }, 'allied'],
    ]);
    g = run(g, { type: 'PLAY_ACTION', card: 'us-01', action: 'A29', player: 'allied' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const out = g.orderOutputs[0].output as { defense: { unit: string; attackTotal: number; defenseTotal: number; result: string }[] };
    expect(out.defense.map((r) => [r.unit, r.attackTotal, r.defenseTotal, r.result])).toEqual([['us-sq1', 10, 16, 'unaffected']]);
    expect(frameOf(g).units.find((u) => u.id === 'us-sq1')).toMatchObject({ hex: 'C4', broken: false });
    expect(frameOf(g).map.hexes.C4.markers).toEqual(['Foxholes']);
    // 1.6, 1.3: the Allied discard pile: the roll's card, then the two Action cards.
    expect(frameOf(g).decks.allied.discard.slice(0, 3)).toEqual(['us-05', 'us-01', 'us-02']);
    expect(invariants.check(g)).toEqual([]);
  });

  it('Fire Order against the Objective hex: de-sq2 in C2 fires at us-sq1 in C3 (Woods, the Objective); before us-sq1 rolls, the Allied player may play Hidden Pillbox (us-03, A35.3) as well as Hidden Entrenchments (C3 is no Building or Water, A35.1); he plays Hidden Pillbox: the Pillbox marker into C3 (F104) on the game map, us-03 on his discard pile; C3 now holds a Fortification, so Hidden Entrenchments is no longer offered (A35.1)', () => {
    const s = scenario('C2', 'C3');
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C3' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' });
    expect(listed(g)).toEqual([
      [{ type: 'ROLL' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-01', action: 'A29', player: 'allied' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-02', action: 'A35.1', player: 'allied' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-03', action: 'A35.3', player: 'allied' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[3].rules).toEqual(expect.arrayContaining(['A35.3', 'F104']));
    g = run(g, { type: 'PLAY_ACTION', card: 'us-03', action: 'A35.3', player: 'allied' });
    expect([frameOf(g).decks.allied.hand.includes('us-03'), frameOf(g).decks.allied.discard[0], frameOf(g).map.hexes.C3.markers]).toEqual([false, 'us-03', ['Pillbox']]);
    expect(listed(g)).toEqual([
      [{ type: 'ROLL' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-01', action: 'A29', player: 'allied' }, 'allied'],
    ]);
    expect(invariants.check(g)).toEqual([]);
  });

  // de-sq2's FP 6 + 7 (de-07: 6+1) = 13 against the moving, broken us-sq2's Morale 5 (its broken side, 3.1.4) + 5 (F104: the Pillbox's
  // Cover, the hex's single best, T78.3, over the Woods' 1) + 7 (us-05: 5+2) = 17. Without the Pillbox, 5 + 1 + 7 = 13: a tie, which breaks
  // a unit activated to Move (O20.3.4), and a broken unit that breaks is eliminated (3.2.4).
  it('Op Fire during the scenario Defender\'s Move (A33): us-sq2 moves from D3 into the Objective C3 (Woods); de-sq2 Op Fires from C2 with de-02; before us-sq2 rolls, the Allied player may play Hidden Pillbox (us-01, A35.3), which he does: the Pillbox marker into C3 on the game map, us-01 on his discard pile; 17 > 13, us-sq2 unaffected (a tie, 13, without it)', () => {
    const deck = (d: (typeof raw.decks)['axis']) => ({ ...d, hand: d.hand.map((c) => (c.id === 'us-01' ? { ...c, action: 'Hidden Pillbox' } : c)) });
    const s = parseScenario({ ...raw, active: 'allied', units: raw.units.map((u) => (u.id === 'us-sq2' ? { ...u, hex: 'D3' } : u)), decks: { axis: deck(raw.decks.axis), allied: deck(raw.decks.allied) } });
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'us-03', order: 'Move', units: ['us-sq2'] }, { type: 'CHOOSE_MOVER', units: ['us-sq2'] }, { type: 'MOVE', hex: 'C3' }, { type: 'WAIT' });
    g = run(g, { type: 'ACTIVATE', card: 'de-02', units: ['de-sq2'] }, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C3' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq2' });
    expect(listed(g)).toEqual([
      [{ type: 'ROLL' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-01', action: 'A35.3', player: 'allied' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[1].rules).toEqual(expect.arrayContaining(['A35.3', 'F104']));
    g = run(g, { type: 'PLAY_ACTION', card: 'us-01', action: 'A35.3', player: 'allied' });
    expect([frameOf(g).decks.allied.hand.includes('us-01'), frameOf(g).decks.allied.discard[0], frameOf(g).map.hexes.C3.markers]).toEqual([false, 'us-01', ['Pillbox']]);
    expect(invariants.check(g)).toEqual([]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const log = (g.order!.snapshot.context as { defense: { log: { unit: string; attackTotal: number; defenseTotal: number; result: string }[] } }).defense.log;
    expect(log.map((r) => [r.unit, r.attackTotal, r.defenseTotal, r.result])).toEqual([['us-sq2', 13, 17, 'unaffected']]);
    expect(invariants.check(g)).toEqual([]);
  });

  // us-sq1's FP 6 − 1 Suppressed (13.2) + 7 (us-05: 5+2) = 12; the moving de-sq2's Morale 7 + 0 Open Ground + 7 (de-07: 6+1) = 14.
  it('Op Fire during a Move (A33): us-sq1 fires at de-sq2 in D2; before de-sq2 rolls, the Axis (an Attack player) may play Concealment (de-01) but not Hidden Entrenchments (de-04: A35 "only by the scenario Defender"); D2 Open Ground has Cover 0, so 12 stays 12 against 14', () => {
    const s = scenario('C2');
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'MOVE', hex: 'D2' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' });
    g = run(g, { type: 'ACTIVATE', card: 'us-02', units: ['us-sq1'] }, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['us-sq1'], target: 'D2' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' });
    expect(listed(g)).toEqual([
      [{ type: 'ROLL' }, 'axis'],
      [{ type: 'PLAY_ACTION', card: 'de-01', action: 'A29', player: 'axis' }, 'axis'],
    ]);
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'de-04', action: 'A35.1', player: 'axis' } as EventObject)).toThrow(expect.objectContaining({ code: 'illegal-event', path: 'decision' }));
    g = run(g, { type: 'PLAY_ACTION', card: 'de-01', action: 'A29', player: 'axis' });
    expect([frameOf(g).decks.axis.hand.includes('de-01'), frameOf(g).decks.axis.discard[0]]).toEqual([false, 'de-01']);
    expect(invariants.check(g)).toEqual([]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const log = (g.order!.snapshot.context as { defense: { log: { unit: string; attackTotal: number; defenseTotal: number; result: string }[] } }).defense.log;
    expect(log.map((r) => [r.unit, r.attackTotal, r.defenseTotal, r.result])).toEqual([['de-sq2', 12, 14, 'unaffected']]);
    expect(invariants.check(g)).toEqual([]);
  });
});
