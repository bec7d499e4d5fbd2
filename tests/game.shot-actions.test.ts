/**
 * The Actions on a shot (A24.1) in a whole game: played "just prior to" the Fire Attack Roll by the firing player,
 * each with a card of his hand printing it (1.6), the card then on his discard pile; in a Fire Order (O20) and in
 * an Op Fire during a Move Order (A33). The expected outcomes are worked out by hand from the rulebook and the
 * sample scenario's data (its cards' dice, its units' Morale and FP, the map's terrain; columns B and D sit half a
 * hex lower than A, C and E, so C5 is adjacent to B4, B5, C4, D4 and D5), not read off the code.
 *
 * The sample as here: de-sq2 (nationality germany, A37) set up in C5 (Open Ground) instead of C2; the Axis cards de-01 print Hand Grenades,
 * de-04 Sustained Fire and de-06 Marksmanship (indicating no nationality), the Allied us-01 Crossfire (the sample's
 * cards print no Action: card data, not in the rulebook); in the Marksmanship test, de-06 indicates Germany and de-04
 * prints Marksmanship indicating Russia.
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { listed, run } from './game.helpers';

const ACTIONS: Record<string, string> = { 'de-01': 'Hand Grenades', 'de-04': 'Sustained Fire', 'de-06': 'Marksmanship', 'us-01': 'Crossfire' };
const withAction = <T extends { id: string }>(c: T) => (ACTIONS[c.id] ? { ...c, action: ACTIONS[c.id] } : c);

/** The sample as described above; de-sq2 set up in `hex`. */
function scenario(hex: string, printed: Record<string, object> = {}): Scenario {
  const deck = (d: (typeof raw.decks)['axis']) => ({ ...d, hand: d.hand.map(withAction).map((c) => ({ ...c, ...printed[c.id] })) });
  return parseScenario({ ...raw, units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex, nationality: 'germany' } : u)), decks: { axis: deck(raw.decks.axis), allied: deck(raw.decks.allied) } });
}


describe('game: Actions on a shot (A24.1)', () => {
  // de-sq2's FP 6 + 2 (A34) + 7 (de-07: 6+1) = 15 against us-sq1's Morale 7 − 1 Suppressed (13.2) + 0 Open Ground + 7 (us-05: 5+2) = 13.
  it('Fire Order: de-sq2 in C5 fires at the adjacent C4; Hand Grenades (A34, de-01) is offered and played, de-01 goes to the Axis discard pile (1.6); 15 > 13 breaks us-sq1 (O20.3.4), where 13 without it would only have tied', () => {
    const s = scenario('C5');
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' });
    // A24.1: FIRE (10.3.2.1: FP 6 ≥ 1, so no ABANDON_SHOT), then de-01's Hand Grenades (a piece fires at an adjacent hex). Not de-04's Sustained
    // Fire (A41: no Mortar or MG fires) nor de-06's Marksmanship (A37: this card indicates no nationality, card data).
    expect(listed(g)).toEqual([
      [{ type: 'FIRE' }, 'axis'],
      [{ type: 'PLAY_ACTION', card: 'de-01', action: 'A34', player: 'axis' }, 'axis'],
    ]);
    expect(legalChoices(g).choices[1].rules).toEqual(expect.arrayContaining(['A24.1', 'A34']));
    // 1.6: a card that does not print the Action is refused, naming the field and the rule; so is an Action its card prints but whose condition fails (A41).
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'de-06', action: 'A34', player: 'axis' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A34' }));
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'de-04', action: 'A41', player: 'axis' } as EventObject)).toThrow(expect.objectContaining({ code: 'illegal-event', path: 'decision' }));
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'de-06', action: 'A37', player: 'axis', nationality: 'germany' } as EventObject)).toThrow(expect.objectContaining({ code: 'illegal-event', rule: 'A37', path: 'decision.nationality' }));
    g = run(g, { type: 'PLAY_ACTION', card: 'de-01', action: 'A34', player: 'axis' });
    expect([frameOf(g).decks.axis.hand.includes('de-01'), frameOf(g).decks.axis.discard[0]]).toEqual([false, 'de-01']);
    expect(invariants.check(g)).toEqual([]);
    // de-01 is spent and the Axis hand prints no other Action playable on this shot: FIRE alone.
    expect(listed(g)).toEqual([[{ type: 'FIRE' }, 'axis']]);
    g = run(g, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // O20.3: de-sq2, the only activated piece, has fired: the Order is over.
    const out = g.orderOutputs[0].output as { shots: { fp: { final: number; actions: number }; actions: object[]; attack: { total: number } }[]; defense: { unit: string; defenseTotal: number; result: string }[] };
    expect([out.shots[0].fp.final, out.shots[0].actions, out.shots[0].attack.total, out.defense.map((r) => [r.unit, r.defenseTotal, r.result])]).toEqual([8, [{ action: 'A34', player: 'axis' }], 15, [['us-sq1', 13, 'broken']]]);
    expect(frameOf(g).units.find((u) => u.id === 'us-sq1')).toMatchObject({ hex: 'C4', broken: true });
    // 1.6, 1.3: the Fire card, the Action card, the roll's card on the Axis discard pile.
    expect(frameOf(g).decks.axis.discard.slice(0, 3)).toEqual(['de-07', 'de-01', 'de-02']);
    expect(invariants.check(g)).toEqual([]);
  });

  // de-sq2's FP 6 + 2 (A37) + 7 (de-07: 6+1) = 15 against us-sq1's Morale 7 − 1 Suppressed (13.2) + 0 Open Ground + 7 (us-05: 5+2) = 13.
  it('Fire Order: Marksmanship (A37) is offered with the nationality its card indicates — de-06 (Germany), the firing de-sq2 being a German Squad — and not de-04 (Russia: no firing Squad or Team of that nationality); played, de-06 goes to the Axis discard pile (1.6); 15 > 13 breaks us-sq1 (O20.3.4)', () => {
    const s = scenario('C5', { 'de-06': { nationality: 'germany' }, 'de-04': { action: 'Marksmanship', nationality: 'russia' } });
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' });
    expect(listed(g)).toEqual([
      [{ type: 'FIRE' }, 'axis'],
      [{ type: 'PLAY_ACTION', card: 'de-01', action: 'A34', player: 'axis' }, 'axis'],
      [{ type: 'PLAY_ACTION', card: 'de-06', action: 'A37', player: 'axis', nationality: 'germany' }, 'axis'],
    ]);
    expect(legalChoices(g).choices[2].rules).toEqual(expect.arrayContaining(['A24.1', 'A37']));
    expect(legalChoices(g).notComposed).toEqual([]);
    // A37: a nationality other than the card's is refused, naming the field; de-04's Russia is refused by the shot's own guard.
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'de-06', action: 'A37', player: 'axis', nationality: 'russia' } as EventObject)).toThrow(expect.objectContaining({ code: 'illegal-event', rule: 'A37', path: 'decision.nationality' }));
    expect(() => play(g, { type: 'PLAY_ACTION', card: 'de-04', action: 'A37', player: 'axis', nationality: 'russia' } as EventObject)).toThrow(expect.objectContaining({ code: 'illegal-event', path: 'decision' }));
    g = run(g, { type: 'PLAY_ACTION', card: 'de-06', action: 'A37', player: 'axis', nationality: 'germany' });
    expect([frameOf(g).decks.axis.hand.includes('de-06'), frameOf(g).decks.axis.discard[0]]).toEqual([false, 'de-06']);
    expect(invariants.check(g)).toEqual([]);
    g = run(g, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const out = g.orderOutputs[0].output as { shots: { fp: { final: number }; attack: { total: number } }[]; defense: { unit: string; defenseTotal: number; result: string }[] };
    expect([out.shots[0].fp.final, out.shots[0].attack.total, out.defense.map((r) => [r.unit, r.defenseTotal, r.result])]).toEqual([8, 15, [['us-sq1', 13, 'broken']]]);
    expect(frameOf(g).units.find((u) => u.id === 'us-sq1')).toMatchObject({ hex: 'C4', broken: true });
    expect(frameOf(g).decks.axis.discard.slice(0, 3)).toEqual(['de-07', 'de-06', 'de-02']);
    expect(invariants.check(g)).toEqual([]);
  });

  // us-sq1's FP 6 − 1 Suppressed (13.2) + 2 (A30) + 7 (us-05: 5+2) = 14 against the moving de-sq2's Morale 7 + 0 Open Ground + 7 (de-07: 6+1) = 14.
  it('Op Fire during a Move (A33): de-sq2 moves from C2 into D2; us-sq1 Op Fires with us-02 and plays Crossfire (A30, us-01: "firing at one or more moving units"), us-01 to the Allied discard pile; the tie 14 = 14 breaks the moving de-sq2 (O20.3.4), where 12 without it would have done nothing', () => {
    const s = scenario('C2');
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'MOVE', hex: 'D2' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' });
    g = run(g, { type: 'ACTIVATE', card: 'us-02', units: ['us-sq1'] }, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['us-sq1'], target: 'D2' });
    // A24.1: the firing (inactive) player's Crossfire; not the Axis Hand Grenades (de-01): "the player making a Fire Attack Roll" alone may play (A34).
    expect(listed(g)).toEqual([
      [{ type: 'FIRE' }, 'allied'],
      [{ type: 'PLAY_ACTION', card: 'us-01', action: 'A30', player: 'allied' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[1].rules).toEqual(expect.arrayContaining(['A24.1', 'A30']));
    g = run(g, { type: 'PLAY_ACTION', card: 'us-01', action: 'A30', player: 'allied' });
    expect([frameOf(g).decks.allied.hand.includes('us-01'), frameOf(g).decks.allied.discard.slice(0, 2)]).toEqual([false, ['us-01', 'us-02']]);
    expect(invariants.check(g)).toEqual([]);
    g = run(g, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const log = (g.order!.snapshot.context as { defense: { log: { unit: string; attackTotal: number; defenseTotal: number; result: string }[] } }).defense.log;
    expect(log.map((r) => [r.unit, r.attackTotal, r.defenseTotal, r.result])).toEqual([['de-sq2', 14, 14, 'broken']]);
    expect(g.order!.composed.units(g.order!.snapshot).find((u) => u.id === 'de-sq2')).toMatchObject({ hex: 'D2', broken: true });
    expect(invariants.check(g)).toEqual([]);
  });
});
