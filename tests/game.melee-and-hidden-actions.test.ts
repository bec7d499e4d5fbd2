/**
 * The Actions a whole game offers at a Melee and after an entry, each played with a card of its player's hand printing
 * it (1.6: to his discard pile), that the game used to decline on his behalf:
 * - A38 No Quarter: "No Quarter may only be played at the conclusion of a Melee by a German player if the opponent is
 *   playing Russia, or by a Russian player regardless of the opponent's nationality. No Quarter may only be played if
 *   the player had at least one unit survive the Melee. Effect—The player gains 2 VPs."
 * - A35.2 Hidden Mines: "may only be played by the scenario Defender just after one or more units Move or Advance (not
 *   Retreat) into a hex. That hex cannot be Water Terrain nor already contain a Fortification of any type. Effect—Place
 *   a Mines marker [F103] into that hex. The Defender then makes a Mine Attack [F103.2] against each of those
 *   moving/advancing units."
 * - A35.5 Hidden Wire: "... Effect—Place a Wire marker [F106] into that hex. Note that this will end a unit's Move".
 * - A25 Ambush in the Melee at the end of a die trigger (O16.4): "Ambush may only be played before dice are rolled during
 *   a Melee. The Inactive player must play all the Ambushes he wishes for that Melee before the Active player may play
 *   his first one. Effect—The opponent must select one of his units that is participating in the Melee and break it".
 *
 * The expected outcomes are worked out by hand from the rulebook and the sample scenario's data (its cards' dice, its
 * units' FP and Morale, VP 0; 7.1: "A Squad is worth 2 VPs"; O16.4.1 Melee FP: the current FP, +1 per boxed FP — none
 * here), not read off the code. The cards' Actions are set here (invented card data, as the sample's are).
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { listed, run } from './game.helpers';

type Card = (typeof raw.decks.axis.hand)[number];

/** The sample with the cards named printing those Actions, each deck's draw pile topped by `top` (in that order), and any other field replaced. */
function sample(actions: Record<string, string>, top: Record<'axis' | 'allied', string[]>, more: Record<string, unknown> = {}): Scenario {
  const act = (c: Card) => (actions[c.id] ? { ...c, action: actions[c.id] } : c);
  const deck = (d: typeof raw.decks.axis, first: string[]) => ({ ...d, hand: d.hand.map(act), draw: [...first.map((id) => d.draw.find((c) => c.id === id)!), ...d.draw.filter((c) => !first.includes(c.id))].map(act) });
  return parseScenario({ ...raw, decks: { axis: deck(raw.decks.axis, top.axis), allied: deck(raw.decks.allied, top.allied) }, ...more });
}

/** A38's nationalities: the Axis player German and his opponent playing Russia (each may then play it). */
const RUSSIA = { nationalities: { axis: 'germany', allied: 'russia' } };

describe('game: No Quarter (A38) at the conclusion of the Melee after an Advance (O16.4)', () => {
  // de-sq2 set up in C3 Advances into us-sq1's C4 (de-05; us-sq1 not Suppressed); the Allied Defender plays no Hidden
  // Mines or Wire; no Ambush; the Melee Rolls: the Allied us-05 (5+2 = 7): 6 + 7 = 13; the Axis de-14 (6+3 = 9):
  // 6 + 9 = 15 > 13: us-sq1 eliminated, its 2 VP to the Axis when the Melee is over (the Order's eliminations reach the frame then).
  const toTheConclusion = (s: Scenario): Game =>
    run(startGame(s), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] }, { type: 'ADVANCE', unit: 'de-sq2', hex: 'C4' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
  const UNITS = { units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'C3' } : u.id === 'us-sq1' ? { ...u, suppressed: false } : u)) };
  const nq = () => sample({ 'de-01': 'No Quarter', 'de-06': 'No Quarter' }, { axis: ['de-14'], allied: [] }, { ...RUSSIA, ...UNITS });

  it('the German player (his opponent playing Russia), de-sq2 having survived, is offered No Quarter with each card printing it (hand order), then its decline; de-01 played: VP 4 at the end (us-sq1\'s 2 and No Quarter\'s 2), de-01 on his discard pile; a card not printing it refused', () => {
    const s = nq();
    const invariants = new Invariants(s);
    let g = toTheConclusion(s);
    expect(frameOf(g).vp).toBe(0);
    expect(listed(g)).toEqual([
      [{ type: 'PLAY_NO_QUARTER', card: 'de-01' }, 'axis'],
      [{ type: 'PLAY_NO_QUARTER', card: 'de-06' }, 'axis'],
      [{ type: 'DECLINE_NO_QUARTER' }, 'axis'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(['A38']);
    expect(() => play(g, { type: 'PLAY_NO_QUARTER', card: 'de-02' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A38' }));
    g = run(g, { type: 'PLAY_NO_QUARTER', card: 'de-01' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect([f.vp, f.eliminated, f.decks.axis.discard, f.decks.axis.hand.includes('de-01'), g.awards]).toEqual([4, ['us-sq1'], ['de-01', 'de-14', 'de-05'], false, [{ player: 'axis', vp: 2, rule: 'A38', turn: 1 }]]);
  });

  it('declined: VP 2 (us-sq1\'s), de-01 stays in hand, nothing awarded', () => {
    const s = nq();
    const g = run(toTheConclusion(s), { type: 'DECLINE_NO_QUARTER' });
    expect(new Invariants(s).check(g)).toEqual([]);
    expect([frameOf(g).vp, frameOf(g).decks.axis.hand.includes('de-01'), g.awards]).toEqual([2, true, []]);
  });

  it('an American opponent: the German player may not play it (A38), so nothing is offered though he holds the card', () => {
    const s = sample({ 'de-01': 'No Quarter' }, { axis: ['de-14'], allied: [] }, UNITS);
    const g = toTheConclusion(s);
    expect([g.order, frameOf(g).vp, frameOf(g).decks.axis.hand.includes('de-01')]).toEqual([null, 2, true]);
  });
});

describe('game: Hidden Mines (A35.2) and Hidden Wire (A35.5) just after an entry', () => {
  const HIDDEN = { 'us-03': 'Hidden Mines', 'us-04': 'Hidden Wire' };

  it('after an Advance into C3 (Woods, no Fortification): the Allied Defender is offered Hidden Mines (us-03), Hidden Wire (us-04), or neither; Hidden Mines played: a Mines marker in C3 on the game\'s map, us-03 discarded, then the Mine Attack: us-09 (6+4 = 10) + 6 FP = 16 against de-sq2\'s Morale 7 + Cover 0 + de-07 (6+1 = 7) = 14: de-sq2 breaks', () => {
    const s = sample(HIDDEN, { axis: [], allied: ['us-09'] });
    const invariants = new Invariants(s);
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] }, { type: 'ADVANCE', unit: 'de-sq2', hex: 'C3' });
    expect(listed(g)).toEqual([
      [{ type: 'HIDDEN_MINES', card: 'us-03' }, 'allied'],
      [{ type: 'HIDDEN_WIRE', card: 'us-04' }, 'allied'],
      [{ type: 'NO_HIDDEN_ACTION' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A35.2', 'F103']));
    expect(() => play(g, { type: 'HIDDEN_MINES', card: 'us-01' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A35.2' }));
    g = run(g, { type: 'HIDDEN_MINES', card: 'us-03' });
    expect([frameOf(g).map.hexes.C3.markers, frameOf(g).decks.allied.discard]).toEqual([['Mines'], ['us-03']]);
    // F103.2: "his opponent makes the Attack Roll" — the Allied player's, then de-sq2's owner's Defense Roll.
    expect(listed(g)).toEqual([[{ type: 'ROLL' }, 'allied']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' });
    expect(listed(g)[0]).toEqual([{ type: 'ROLL' }, 'axis']);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect([f.units.find((u) => u.id === 'de-sq2'), f.map.hexes.C3.markers, f.decks.allied.discard, f.vp]).toEqual([expect.objectContaining({ hex: 'C3', broken: true }), ['Mines'], ['us-09', 'us-03'], 0]);
  });

  it('after a Move into C3: Hidden Wire played (us-04): a Wire marker in C3 on the game\'s map, us-04 discarded; it ends de-sq2\'s Move (its only mover: the Order is over after the Op Fire offer), where without it de-sq2 may go on moving', () => {
    const s = sample(HIDDEN, { axis: [], allied: [] });
    const entered = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'MOVE', hex: 'C3' });
    expect(listed(entered)).toEqual([
      [{ type: 'HIDDEN_MINES', card: 'us-03' }, 'allied'],
      [{ type: 'HIDDEN_WIRE', card: 'us-04' }, 'allied'],
      [{ type: 'NO_HIDDEN_ACTION' }, 'allied'],
    ]);
    expect(() => play(entered, { type: 'HIDDEN_WIRE', card: 'us-03' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A35.5' }));
    const wired = run(entered, { type: 'HIDDEN_WIRE', card: 'us-04' }, { type: 'GO_AHEAD' });
    expect(new Invariants(s).check(wired)).toEqual([]);
    const f = frameOf(wired);
    expect([wired.order, wired.snapshot.value, f.units.find((u) => u.id === 'de-sq2')?.hex, f.map.hexes.C3.markers, f.decks.allied.discard]).toEqual([null, 'choosingNextOrder', 'C3', ['Wire'], ['us-04']]);
    // Declined: de-sq2 (Movement 4, 2 spent into the Woods) may go on: a MOVE out of C3 is legal.
    const free = run(entered, { type: 'NO_HIDDEN_ACTION' }, { type: 'GO_AHEAD' });
    expect(listed(free).some(([d]) => (d as EventObject).type === 'MOVE')).toBe(true);
  });
});

describe('game: Ambush (A25) and No Quarter (A38) in the Melee at the end of a die trigger (O16.4)', () => {
  // As in tests/game.scripted.test.ts: de-sq2 on A5 of the Allied edge, the Sudden Death marker on space 10; the Axis
  // draw pile topped by de-08 (4•6, Time!), the Allied one by us-06 (4•1, Sniper!). de-01 Recover, de-sq1's Rally Roll
  // de-08 (Time!) kept: the Time advance reshuffles the Axis deck, de-07 (6•1) given on top; us-sq3 (Time 6) placed
  // into the Axis-held A5; step 6 ends: the Melee there, the Allied player inactive.
  const trigger = (actions: Record<string, string>, more: Record<string, unknown> = {}): Scenario =>
    sample(actions, { axis: ['de-08'], allied: ['us-06'] }, { time: { ...raw.time, suddenDeath: 10 }, units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'A5' } : u)), ...more });
  const toTheMelee = (s: Scenario): Game =>
    run(startGame(s), { type: 'GIVE_ORDER', card: 'de-01', order: 'Recover', player: 'axis' }, { type: 'CHOOSE_UNIT', unit: 'de-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'SHUFFLE', order: ['de-07'] }, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'A5' }, { type: 'END_DIG_IN' });

  it('the Allied player plays Ambush (us-02) before the Melee Rolls; the Axis player selects de-sq2, which breaks; Melee FP 2 + 7 (de-07) = 9 < 6 + 5 (us-06) = 11: de-sq2 eliminated, 2 VP to the Allied player after his 1 Defender VP: VP −3 (without the Ambush 6 + 7 = 13 > 11 would have won)', () => {
    const s = trigger({ 'us-02': 'Ambush' });
    const invariants = new Invariants(s);
    let g = toTheMelee(s);
    expect(g.triggerMelee).not.toBeNull();
    expect(listed(g)).toEqual([
      [{ type: 'AMBUSH', card: 'us-02' }, 'allied'],
      [{ type: 'END_AMBUSHES' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A25']));
    expect(() => play(g, { type: 'AMBUSH', card: 'us-01' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A25' }));
    g = run(g, { type: 'AMBUSH', card: 'us-02' });
    expect([frameOf(g).decks.allied.discard, listed(g)]).toEqual([['us-02'], [[{ type: 'CHOOSE_UNIT', unit: 'de-sq2' }, 'axis']]]);
    expect(() => play(g, { type: 'CHOOSE_UNIT', unit: 'us-sq3' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision', rule: 'A25' }));
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'de-sq2' });
    expect(frameOf(g).units.find((u) => u.id === 'de-sq2')).toMatchObject({ hex: 'A5' });
    g = run(g, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.triggerMelee).toBeNull();
    const f = frameOf(g);
    expect([f.units.filter((u) => u.hex === 'A5').map((u) => u.id), f.eliminated, f.vp, f.casualtyTrack?.axis.occupied, f.decks.allied.discard.slice(0, 2)]).toEqual([['us-sq3'], ['de-sq2'], -3, 1, ['us-06', 'us-02']]);
  });

  it('Light Wounds (A36) on that Ambush\'s break, as after an Advance: the Axis player plays de-02, loses 1 VP, axis-lw-team-1 (FP 3) takes de-sq2\'s place; 3 + 7 = 10 < 11: the Team eliminated, 1 VP to the Allied player: VP −3; de-sq2 in the Axis countermix, de-02 under the Melee Roll\'s de-07 on the Axis discard pile', () => {
    const TEAM_SIDES = { unbroken: { morale: 6, fp: 3, range: 4, movement: 4 }, broken: { morale: 5, fp: 1, range: 2, movement: 4 } };
    const s = trigger({ 'us-02': 'Ambush', 'de-02': 'Light Wounds' }, { countermix: { axis: { team: { sides: TEAM_SIDES } } } });
    let g = run(toTheMelee(s), { type: 'AMBUSH', card: 'us-02' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' });
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'de-02' }, 'axis'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'axis'],
    ]);
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'de-02' }, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(new Invariants(s).check(g)).toEqual([]);
    const f = frameOf(g);
    expect([g.triggerMelee, f.eliminated, f.vp, f.countermix?.axis?.lightWounds?.map((w) => [w.squad.id, w.team]), f.units.filter((u) => u.hex === 'A5').map((u) => u.id), f.decks.axis.discard.slice(0, 2)]).toEqual([null, ['axis-lw-team-1'], -3, [['de-sq2', 'axis-lw-team-1']], ['us-sq3'], ['de-07', 'de-02']]);
  });

  it('a Russian Allied player with us-sq3 surviving: No Quarter (us-01) offered at its conclusion (VP −1: the Defender VP; de-sq2\'s 2 VP reach the frame when the Melee is over) and played: VP −5 in the end, us-01 discarded', () => {
    const s = trigger({ 'us-02': 'Ambush', 'us-01': 'No Quarter' }, RUSSIA);
    let g = run(toTheMelee(s), { type: 'AMBUSH', card: 'us-02' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect([listed(g), frameOf(g).vp]).toEqual([[[{ type: 'PLAY_NO_QUARTER', card: 'us-01' }, 'allied'], [{ type: 'DECLINE_NO_QUARTER' }, 'allied']], -1]);
    g = run(g, { type: 'PLAY_NO_QUARTER', card: 'us-01' });
    expect(new Invariants(s).check(g)).toEqual([]);
    expect([g.triggerMelee, frameOf(g).vp, frameOf(g).decks.allied.discard.slice(0, 3), g.awards]).toEqual([null, -5, ['us-01', 'us-06', 'us-02'], [{ player: 'allied', vp: 2, rule: 'A38', turn: 1 }]]);
  });
});
