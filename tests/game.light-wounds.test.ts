/**
 * Light Wounds in a whole game (A36: "Light Wounds may only be played at the instant that a friendly Squad – either
 * broken or unbroken – would break [3.2]. ... Effect—Lose 1 VP. Then, instead of that Squad breaking ..., place it
 * back into the countermix, retrieving a Team from the countermix – of the same quality as that player's OB ... and
 * placing it into the hex from which the Squad was taken. ... If there was a Weapon, Suppressed or Veteran marker on
 * the Squad, the Team retains the marker"), played by the breaking Squad's owner with a card of his hand printing it
 * (1.6), the card then on his discard pile, in a Fire Order (O20). The expected outcomes are worked out by hand from
 * the rulebook and the sample scenario's data (its cards' dice, its units' Morale and FP, the map's terrain, VP 0),
 * not read off the code.
 *
 * The sample as here: de-sq2 set up in C5 (Open Ground, adjacent to C4); the Axis card de-01 prints Hand Grenades
 * (A34), the Allied us-01 Light Wounds; the Allied countermix holds Teams of Morale 6 (broken 5), FP 3 (1), Range 4
 * (2), Movement 4 (E52.1's "of the same quality": invented OB data, as the sample's cards are).
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame, turnContext } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { listed, run } from './game.helpers';

const ACTIONS: Record<string, string> = { 'de-01': 'Hand Grenades', 'us-01': 'Light Wounds' };
const withAction = <T extends { id: string }>(c: T) => (ACTIONS[c.id] ? { ...c, action: ACTIONS[c.id] } : c);
const TEAM_SIDES = { unbroken: { morale: 6, fp: 3, range: 4, movement: 4 }, broken: { morale: 5, fp: 1, range: 2, movement: 4 } };

function scenario(countermix = true): Scenario {
  const deck = (d: (typeof raw.decks)['axis']) => ({ ...d, hand: d.hand.map(withAction) });
  return parseScenario({
    ...raw,
    units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'C5' } : u)),
    decks: { axis: deck(raw.decks.axis), allied: deck(raw.decks.allied) },
    ...(countermix ? { countermix: { allied: { team: { sides: TEAM_SIDES } } } } : {}),
  });
}

/** de-sq2 fires at C4 with Hand Grenades; us-sq1 rolls: 6 + 2 (A34) + 7 (de-07: 6+1) = 15 against 7 − 1 Suppressed (13.2) + 0 Open Ground + 7 (us-05: 5+2) = 13: it would break (O20.3.4). */
const toTheBreak = (s: Scenario): Game =>
  run(startGame(s), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' }, { type: 'PLAY_ACTION', card: 'de-01', action: 'A34', player: 'axis' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });

describe('game: Light Wounds (A36)', () => {
  it('Fire Order: us-sq1 would break (15 > 13); the Allied player plays Light Wounds (us-01): he loses 1 VP (VP 0 → +1, the Axis side), us-sq1 goes back into his countermix and the Team allied-lw-team-1 takes its place in C4, unbroken and Suppressed as the Squad was, of the countermix Teams\' sides; us-01 on the Allied discard pile', () => {
    const s = scenario();
    const invariants = new Invariants(s);
    let g = toTheBreak(s);
    // A36 "at the instant that a friendly Squad ... would break": its owner's Light Wounds card, or not.
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'us-01' }, 'allied'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A36']));
    // 1.6: a card that does not print Light Wounds is refused, naming the field and the rule.
    expect(() => play(g, { type: 'LIGHT_WOUNDS', card: 'us-02' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A36' }));
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'us-01' });
    expect(invariants.check(g)).toEqual([]);
    // de-sq2, the only activated piece, has fired: the Order is over and the frame has what it did.
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.some((u) => u.id === 'us-sq1')).toBe(false);
    expect(f.units.find((u) => u.id === 'allied-lw-team-1')).toMatchObject({ owner: 'allied', kind: 'team', hex: 'C4', broken: false, suppressed: true, veteran: false, sides: TEAM_SIDES });
    expect(f.countermix?.allied?.lightWounds?.map((w) => [w.squad.id, w.team])).toEqual([['us-sq1', 'allied-lw-team-1']]);
    expect(f.vp).toBe(1);
    expect(f.eliminated).toEqual([]);
    expect(f.casualtyTrack?.allied.occupied).toBe(0);
    // 1.6, 1.3: the Light Wounds card on top of the Allied discard pile, then the Defense Roll's card.
    expect(f.decks.allied.discard.slice(0, 2)).toEqual(['us-01', 'us-05']);
    expect(f.decks.allied.hand.includes('us-01')).toBe(false);
    expect(invariants.check(g)).toEqual([]);
  });

  it('declined (NO_LIGHT_WOUNDS), us-sq1 breaks (O20.3.4, 3.2) and stays in C4; VP unchanged; us-01 stays in hand', () => {
    const s = scenario();
    const invariants = new Invariants(s);
    const g = run(toTheBreak(s), { type: 'NO_LIGHT_WOUNDS' });
    const f = frameOf(g);
    expect(f.units.find((u) => u.id === 'us-sq1')).toMatchObject({ hex: 'C4', broken: true });
    expect([f.vp, f.decks.allied.hand.includes('us-01'), f.countermix?.allied?.lightWounds]).toEqual([0, true, undefined]);
    expect(invariants.check(g)).toEqual([]);
  });

  it('without Teams described in the countermix (no `countermix.allied.team`) Light Wounds is not offered: us-sq1 breaks', () => {
    const s = scenario(false);
    const g = toTheBreak(s);
    expect(g.order).toBeNull();
    expect(frameOf(g).units.find((u) => u.id === 'us-sq1')).toMatchObject({ hex: 'C4', broken: true });
  });

  it('a Team takes the activation for the Turn of the Squad it replaced, whichever Order activated it (A36): us-sq1, activated for Op Fire (A33.3(2)) during an Axis Move, is saved by Light Wounds in the next Axis Order (a Fire Order); allied-lw-team-1 is activated, so the Allied player may not activate it for Op Fire during a third Axis Order', () => {
    // As the audit found it: us-03 prints a Fire Order (the Op Fire card), de-04 a Move Order (the third Order).
    const base = scenario();
    const orderOf: Record<string, string> = { 'us-03': 'Fire', 'de-04': 'Move' };
    const decks = Object.fromEntries(Object.entries(base.frame.decks).map(([p, d]) => [p, { ...d, cards: Object.fromEntries(Object.entries(d.cards).map(([id, c]) => [id, orderOf[id] ? { ...c, order: orderOf[id] } : c])) }]));
    const s = { ...base, frame: { ...base.frame, decks } } as Scenario;
    const activated = (g: Game) => turnContext(g).activated.units;
    // de-ldr moves B2 → B3 (adjacent to us-sq1 in C4); the Allied player activates us-sq1 for Op Fire with us-03 and lets the move go ahead.
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-ldr'] }, { type: 'CHOOSE_MOVER', units: ['de-ldr'] }, { type: 'MOVE', hex: 'B3' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' }, { type: 'ACTIVATE', card: 'us-03', units: ['us-sq1'], player: 'allied' }, { type: 'GO_AHEAD' }, { type: 'STOP' });
    if (g.order) g = run(g, { type: 'END_ORDER' });
    expect(activated(g)).toEqual(expect.arrayContaining(['de-ldr', 'us-sq1']));
    g = run(g, { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' }, { type: 'PLAY_ACTION', card: 'de-01', action: 'A34', player: 'axis' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'LIGHT_WOUNDS', card: 'us-01' });
    expect(g.order).toBeNull();
    expect(activated(g)).toEqual(expect.arrayContaining(['us-sq1', 'de-sq2', 'allied-lw-team-1']));
    // The third Axis Order: de-sq1 moves B2 → B3; at the Allied Op Fire window no ACTIVATE names the Team.
    g = run(g, { type: 'GIVE_ORDER', card: 'de-04', order: 'Move', units: ['de-sq1'] }, { type: 'CHOOSE_MOVER', units: ['de-sq1'] }, { type: 'MOVE', hex: 'B3' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' });
    const named = legalChoices(g).choices.filter((c) => c.decision.type === 'ACTIVATE').map((c) => (c.decision as unknown as { units: string[] }).units);
    expect(named.some((units) => units.includes('allied-lw-team-1'))).toBe(false);
  });
});

// A36 in a Move Order's Op Fire (A33): the Allied player moves (active: allied), us-sq2 set up unbroken and Suppressed in
// D3; us-01 prints Light Wounds and the Allied countermix describes its Teams (as above). de-sq2 (C2) Op Fires at D2 with
// de-02: FP 6 + 7 (de-07: 6+1) = 13 against us-sq2's Morale 7 − 1 Suppressed (13.2) + 0 (D2 Open Ground) + 7 (us-05: 5+2)
// = 13: a tie, which breaks a unit activated to Move (O20.3.4) — the instant A36 names.
describe('game: Light Wounds (A36) at a Move Order\'s Op Fire', () => {
  const opFireScenario = (): Scenario => {
    const deck = (d: (typeof raw.decks)['axis']) => ({ ...d, hand: d.hand.map((c) => (c.id === 'us-01' ? { ...c, action: 'Light Wounds' } : c)) });
    return parseScenario({
      ...raw,
      active: 'allied',
      units: raw.units.map((u) => (u.id === 'us-sq2' ? { ...u, hex: 'D3', broken: false, suppressed: true } : u)),
      decks: { axis: deck(raw.decks.axis), allied: deck(raw.decks.allied) },
      countermix: { allied: { team: { sides: TEAM_SIDES } } },
    });
  };
  const toTheOpFireBreak = (s: Scenario, readings: Record<string, string> = {}): Game => {
    const g = run(startGame(s, readings), { type: 'GIVE_ORDER', card: 'us-03', order: 'Move', units: ['us-sq2'] }, { type: 'CHOOSE_MOVER', units: ['us-sq2'] }, { type: 'MOVE', hex: 'D2' }, { type: 'WAIT' });
    return run(g, { type: 'ACTIVATE', card: 'de-02', units: ['de-sq2'] }, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'D2' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
  };

  it('us-sq2 would break (13 against 13 while Moving); the Allied player plays Light Wounds (us-01): VP 0 → +1 (the Axis side), us-sq2 back into his countermix, allied-lw-team-1 in D2, unbroken and Suppressed (the marker retained)', () => {
    const s = opFireScenario();
    const invariants = new Invariants(s);
    let g = toTheOpFireBreak(s);
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'us-01' }, 'allied'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A36']));
    // The Team goes on as the mover (reading cce.light-wounds-moving-team, default: the next test); STOP ends its move in D2.
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'us-01' }, { type: 'STOP' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.some((u) => u.id === 'us-sq2')).toBe(false);
    expect(f.units.find((u) => u.id === 'allied-lw-team-1')).toMatchObject({ owner: 'allied', kind: 'team', hex: 'D2', broken: false, suppressed: true, veteran: false, sides: TEAM_SIDES });
    expect(f.countermix?.allied?.lightWounds?.map((w) => [w.squad.id, w.team])).toEqual([['us-sq2', 'allied-lw-team-1']]);
    expect([f.vp, f.eliminated, f.casualtyTrack?.allied.occupied]).toEqual([1, [], 0]);
    expect(f.decks.allied.discard.slice(0, 2)).toEqual(['us-01', 'us-05']);
  });

  // A36: "Finally, the new Team's activation status for the Turn matches that of the Squad it replaced." Reading
  // cce.light-wounds-moving-team, default team-goes-on: the Team is activated to Move as us-sq2 was and takes its place
  // as the mover, the 1 MP us-sq2 spent into D2 (Open Ground) its own; its Movement 4 leaves it 3.
  it('team-goes-on (default): the Move goes on with allied-lw-team-1 as the mover; it moves D2 → D1 (2 MPs spent in all), stops, and is activated for the Turn (no Fire Order for it)', () => {
    const s = opFireScenario();
    const invariants = new Invariants(s);
    let g = run(toTheOpFireBreak(s), { type: 'LIGHT_WOUNDS', card: 'us-01' });
    expect(g.order).not.toBeNull();
    const c = g.order!.snapshot.context as { activated: string[]; mover: string[] };
    expect([c.activated, c.mover]).toEqual([['allied-lw-team-1'], ['allied-lw-team-1']]);
    expect(listed(g)).toEqual([
      [{ type: 'MOVE', hex: 'C3' }, 'allied'],
      [{ type: 'MOVE', hex: 'D1' }, 'allied'],
      [{ type: 'MOVE', hex: 'D3' }, 'allied'],
      [{ type: 'MOVE', hex: 'E2' }, 'allied'],
      [{ type: 'MOVE', hex: 'E3' }, 'allied'],
      [{ type: 'STOP' }, 'allied'],
    ]);
    g = run(g, { type: 'MOVE', hex: 'D1' }, { type: 'GO_AHEAD' }, { type: 'STOP' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    expect(frameOf(g).units.find((u) => u.id === 'allied-lw-team-1')?.hex).toBe('D1');
    // O21.5: the record — us-sq2's step into D2, then the Team's into D1 with the MPs of the move so far.
    const steps = (g.orderOutputs.at(-1)!.output as { steps: { units: string[]; from: string; to: string; spent: number }[] }).steps;
    expect(steps.map((x) => [x.units, x.from, x.to, x.spent])).toEqual([
      [['us-sq2'], 'D3', 'D2', 1],
      [['allied-lw-team-1'], 'D2', 'D1', 2],
    ]);
    // O14.1: activated for the Turn as us-sq2 was (with de-sq2, activated for Op Fire, A33.3): no Order activates it again.
    expect(turnContext(g).activated.units).toEqual(['us-sq2', 'de-sq2', 'allied-lw-team-1']);
    expect(listed(g).some(([d]) => JSON.stringify(d).includes('allied-lw-team-1'))).toBe(false);
  });

  it('team-stays (reading cce.light-wounds-moving-team): the Team is only placed in D2, its move over: the Move Order is over (us-sq2 was its only mover); for the Turn it is activated as us-sq2 was (A36), so no Fire Order may activate it later in the Turn', () => {
    const s = opFireScenario();
    const g = run(toTheOpFireBreak(s, { 'cce.light-wounds-moving-team': 'team-stays' }), { type: 'LIGHT_WOUNDS', card: 'us-01' });
    expect(g.order).toBeNull();
    expect(frameOf(g).units.find((u) => u.id === 'allied-lw-team-1')?.hex).toBe('D2');
    expect(turnContext(g).activated.units).toEqual(['us-sq2', 'de-sq2', 'allied-lw-team-1']);
    expect(listed(g)).not.toContainEqual([{ type: 'GIVE_ORDER', card: 'us-02', order: 'Fire', units: ['allied-lw-team-1'] }, 'allied']);
  });

  it('declined (NO_LIGHT_WOUNDS): us-sq2 breaks in D2 (O20.3.4, 3.2) and the Move goes on; VP unchanged; us-01 stays in hand', () => {
    const s = opFireScenario();
    const invariants = new Invariants(s);
    const g = run(toTheOpFireBreak(s), { type: 'NO_LIGHT_WOUNDS' });
    expect(invariants.check(g)).toEqual([]);
    // The Move Order goes on (the broken us-sq2 may keep moving): its Defense Roll is in the Order's log.
    const log = (g.order!.snapshot.context as { defense: { log: { unit: string; attackTotal: number; defenseTotal: number; result: string }[] } }).defense.log;
    expect(log.map((r) => [r.unit, r.attackTotal, r.defenseTotal, r.result])).toEqual([['us-sq2', 13, 13, 'broken']]);
    const f = frameOf(g);
    expect([f.vp, f.decks.allied.hand.includes('us-01'), f.countermix?.allied?.lightWounds]).toEqual([0, true, undefined]);
  });
});

// A36 sets no limit per Order ("may only be played at the instant that a friendly Squad – either broken or unbroken –
// would break"): each card its owner holds saves one Squad. The sample as above, with us-sq2 (broken) moved into C4
// beside us-sq1, and both us-01 and us-02 printing Light Wounds; the Allied draw pile with us-06 (its Sniper! would
// interrupt) moved to the bottom, so us-05 (5+2) then us-07 (2+6) are its top cards. de-sq2 fires at C4 with Hand Grenades: 6 + 2 (A34) +
// 7 (de-07: 6+1) = 15. us-sq2 rolls first: 5 (broken side) + 0 (Open Ground) + 7 = 12 < 15, it would break and, broken,
// be eliminated (3.2.4); us-sq1 then: 7 − 1 Suppressed (13.2) + 0 + 8 = 14 < 15, it would break.
describe('game: two Light Wounds (A36) in one Fire Order', () => {
  const twoCards = (): Scenario => {
    const cards: Record<string, string> = { 'de-01': 'Hand Grenades', 'us-01': 'Light Wounds', 'us-02': 'Light Wounds' };
    const deck = (d: (typeof raw.decks)['axis']) => ({ ...d, hand: d.hand.map((c) => (cards[c.id] ? { ...c, action: cards[c.id] } : c)), draw: [...d.draw.filter((c) => c.id !== 'us-06'), ...d.draw.filter((c) => c.id === 'us-06')] });
    return parseScenario({
      ...raw,
      units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'C5' } : u.id === 'us-sq2' ? { ...u, hex: 'C4' } : u)),
      decks: { axis: deck(raw.decks.axis), allied: deck(raw.decks.allied) },
      countermix: { allied: { team: { sides: TEAM_SIDES } } },
    });
  };
  const shot = [{ type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq2'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' }, { type: 'PLAY_ACTION', card: 'de-01', action: 'A34', player: 'axis' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }];

  it('both Squads saved, one card each: VP 0 → +2 (the Allied player loses 1 per card), allied-lw-team-1 (broken, for us-sq2) and allied-lw-team-2 (Suppressed, for us-sq1) in C4, both Squads in the Allied countermix, us-01 and us-02 on the Allied discard pile', () => {
    const s = twoCards();
    const invariants = new Invariants(s);
    let g = run(startGame(s), ...shot, { type: 'CHOOSE_UNIT', unit: 'us-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'us-01' }, 'allied'],
      [{ type: 'LIGHT_WOUNDS', card: 'us-02' }, 'allied'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'allied'],
    ]);
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'us-01' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // The second Squad that would break in the same Order: Light Wounds again, with the card left in hand.
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'us-02' }, 'allied'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'allied'],
    ]);
    expect(legalChoices(g).notComposed).toEqual([]);
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'us-02' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.filter((u) => u.hex === 'C4').map((u) => [u.id, u.kind, u.broken, u.suppressed])).toEqual([
      ['allied-lw-team-2', 'team', false, true],
      ['allied-lw-team-1', 'team', true, false],
    ]);
    expect(f.countermix?.allied?.lightWounds?.map((w) => [w.squad.id, w.team])).toEqual([
      ['us-sq2', 'allied-lw-team-1'],
      ['us-sq1', 'allied-lw-team-2'],
    ]);
    expect([f.vp, f.eliminated, f.casualtyTrack?.allied.occupied]).toEqual([2, [], 0]);
    expect(f.decks.allied.discard).toEqual(['us-02', 'us-07', 'us-01', 'us-05']);
    expect(f.decks.allied.hand).toEqual(['us-03', 'us-04']);
  });
});
