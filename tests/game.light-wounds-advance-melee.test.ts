/**
 * Light Wounds in a whole game at an Advance's Mine Attack (A36: "Light Wounds may only be played at the instant that a
 * friendly Squad – either broken or unbroken – would break [3.2]. ... Effect—Lose 1 VP. Then, instead of that Squad
 * breaking ..., place it back into the countermix, retrieving a Team from the countermix ... and placing it into the hex
 * from which the Squad was taken"; F103.2: "The player controlling such a unit makes its Defense Roll whereas his
 * opponent makes the Attack Roll. Cover for a Mine Attack is automatically set to “0”"), played by the breaking Squad's
 * owner with a card of his hand printing it (1.6). The expected outcomes are worked out by hand from the rulebook and
 * the sample scenario's data (its cards' dice, its units' Morale, VP 0), not read off the code.
 *
 * The sample as here: a Mines marker in C3 (Woods; Cover 0 against Mines all the same); the Axis card de-01 prints
 * Light Wounds and the Axis countermix describes its Teams (Morale 6, broken 5: invented OB data, as the sample's
 * cards are); the Allied draw pile has us-09 (6+4) on top.
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame, turnContext } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { listed, run } from './game.helpers';

const TEAM_SIDES = { unbroken: { morale: 6, fp: 3, range: 4, movement: 4 }, broken: { morale: 5, fp: 1, range: 2, movement: 4 } };

function scenario(): Scenario {
  const allied = raw.decks.allied;
  const top = allied.draw.find((c) => c.id === 'us-09')!;
  return parseScenario({
    ...raw,
    map: { ...raw.map, hexes: { ...raw.map.hexes, C3: { terrain: ['Woods'], markers: ['Mines'] } } },
    decks: {
      axis: { ...raw.decks.axis, hand: raw.decks.axis.hand.map((c) => (c.id === 'de-01' ? { ...c, action: 'Light Wounds' } : c)) },
      allied: { ...allied, draw: [top, ...allied.draw.filter((c) => c.id !== 'us-09')] },
    },
    countermix: { axis: { team: { sides: TEAM_SIDES } } },
  });
}

/**
 * The Axis player Advances de-sq2 from C2 into the Mines hex C3 (de-05); the Allied player makes the Mine Attack Roll
 * (us-09: 6+4 = 10): Attack Total 6 FP + 10 = 16; de-sq2's Defense Roll (de-07: 6+1 = 7): Morale 7 + Cover 0 + 7 = 14,
 * less than 16: it would break (O20.3.4, 3.2) — the instant A36 names.
 */
const toTheBreak = (s: Scenario): Game =>
  run(startGame(s), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] }, { type: 'ADVANCE', unit: 'de-sq2', hex: 'C3' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });

describe('game: Light Wounds (A36) at an Advance Order\'s Mine Attack (F103.2)', () => {
  it('de-sq2 would break (14 < 16); the Axis player plays Light Wounds (de-01): VP 0 → −1 (he loses 1), de-sq2 back into his countermix, axis-lw-team-1 in C3, unbroken; de-01 on his discard pile above the Defense Roll\'s de-07 and the Order\'s de-05; the Advance is over', () => {
    const s = scenario();
    const invariants = new Invariants(s);
    let g = toTheBreak(s);
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'de-01' }, 'axis'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'axis'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A36']));
    // 1.6: a card that does not print Light Wounds is refused, naming the field and the rule.
    expect(() => play(g, { type: 'LIGHT_WOUNDS', card: 'de-02' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A36' }));
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'de-01' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.some((u) => u.id === 'de-sq2')).toBe(false);
    expect(f.units.find((u) => u.id === 'axis-lw-team-1')).toMatchObject({ owner: 'axis', kind: 'team', hex: 'C3', broken: false, suppressed: false, veteran: false, sides: TEAM_SIDES });
    expect(f.countermix?.axis?.lightWounds?.map((w) => [w.squad.id, w.team])).toEqual([['de-sq2', 'axis-lw-team-1']]);
    expect([f.vp, f.eliminated, f.casualtyTrack?.axis.occupied]).toEqual([-1, [], 0]);
    expect(f.decks.axis.discard).toEqual(['de-01', 'de-07', 'de-05']);
    expect(f.decks.allied.discard).toEqual(['us-09']);
    // Reading cce.light-wounds-moving-team, default team-goes-on: the Team took de-sq2's place in its (done) advance, and the record names it.
    expect((g.orderOutputs.at(-1)!.output as { advanced: unknown[] }).advanced).toEqual([{ unit: 'axis-lw-team-1', from: 'C2', to: 'C3' }]);
  });

  it('declined (NO_LIGHT_WOUNDS): de-sq2 breaks in C3 (O20.3.4, 3.2); VP unchanged; de-01 stays in hand', () => {
    const s = scenario();
    const invariants = new Invariants(s);
    const g = run(toTheBreak(s), { type: 'NO_LIGHT_WOUNDS' });
    expect(invariants.check(g)).toEqual([]);
    const f = frameOf(g);
    expect(f.units.find((u) => u.id === 'de-sq2')).toMatchObject({ hex: 'C3', broken: true });
    expect([f.vp, f.decks.axis.hand.includes('de-01'), f.countermix?.axis?.lightWounds]).toEqual([0, true, undefined]);
  });
});

/**
 * A36 on a Squad saved as it is about to exit a Mines hex in an Advance (F103.1: "as it enters, or is about to exit, a hex
 * containing Mines"; A36: "placing it into the hex from which the Squad was taken. ... Finally, the new Team's activation
 * status for the Turn matches that of the Squad it replaced"), reading cce.light-wounds-moving-team. The sample as in the
 * first describe, the Mines marker in C2 (de-sq2's hex, Open Ground) instead: de-sq2 Advances C2 → C3; the Allied Mine
 * Attack Roll (us-09: 6+4) makes 6 + 10 = 16; de-sq2's Defense Roll (de-07: 6+1) 7 + Cover 0 + 7 = 14 < 16: it would break.
 */
describe('game: Light Wounds (A36) as the advancing Squad is about to exit a Mines hex (F103.1)', () => {
  const leavingScenario = (): Scenario => {
    const allied = raw.decks.allied;
    const top = allied.draw.find((c) => c.id === 'us-09')!;
    return parseScenario({
      ...raw,
      map: { ...raw.map, hexes: { ...raw.map.hexes, C2: { terrain: ['Open Ground'], markers: ['Mines'] } } },
      decks: { axis: { ...raw.decks.axis, hand: raw.decks.axis.hand.map((c) => (c.id === 'de-01' ? { ...c, action: 'Light Wounds' } : c)) }, allied: { ...allied, draw: [top, ...allied.draw.filter((c) => c.id !== 'us-09')] } },
      countermix: { axis: { team: { sides: TEAM_SIDES } } },
    });
  };
  const saved = (readings: Record<string, string> = {}): Game =>
    run(startGame(leavingScenario(), readings), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] }, { type: 'ADVANCE', unit: 'de-sq2', hex: 'C3' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'LIGHT_WOUNDS', card: 'de-01' });
  const advancedOf = (g: Game) => (g.orderOutputs.at(-1)!.output as { advanced: unknown[] }).advanced;

  it('team-goes-on (default): axis-lw-team-1 takes de-sq2\'s place in the advance and enters C3 (the Allied Defender declines Hidden Mines or Wire there); the record names the Team; it is activated for the Turn; VP −1', () => {
    let g = saved();
    expect(listed(g)).toEqual([[{ type: 'NO_HIDDEN_ACTION' }, 'allied']]);
    g = run(g, { type: 'NO_HIDDEN_ACTION' });
    expect(g.order).toBeNull();
    expect(advancedOf(g)).toEqual([{ unit: 'axis-lw-team-1', from: 'C2', to: 'C3' }]);
    const f = frameOf(g);
    expect([f.units.find((u) => u.id === 'axis-lw-team-1')?.hex, f.vp]).toEqual(['C3', -1]);
    expect(turnContext(g).activated.units).toEqual(['de-sq2', 'axis-lw-team-1']);
  });

  it('team-stays: the Team is placed in C2, the hex de-sq2 was taken from, and the Advance is over without any advance (no record: no unit entered C3); for the Turn it is activated as de-sq2 was (A36)', () => {
    const g = saved({ 'cce.light-wounds-moving-team': 'team-stays' });
    expect(g.order).toBeNull();
    expect(advancedOf(g)).toEqual([]);
    const f = frameOf(g);
    expect([f.units.find((u) => u.id === 'axis-lw-team-1')?.hex, f.units.some((u) => u.hex === 'C3'), f.vp]).toEqual(['C2', false, -1]);
    expect(turnContext(g).activated.units).toEqual(['de-sq2', 'axis-lw-team-1']);
  });
});

/**
 * A25 Ambush and A36 on its break, in the Melee after an Advance (O16.4). A25: "The Inactive player must play all the
 * Ambushes he wishes for that Melee before the Active player may play his first one. Effect—The opponent must select one
 * of his units that is participating in the Melee and break it [3.2]. IMPORTANT—All Ambush effects are resolved before
 * Melee FP is calculated." O16.4.2: "The inactive player makes a die roll and adds it to his Melee FP ... Then the active
 * player"; 7.1: "A Squad is worth 2 VPs; A Team is worth 1 VP".
 *
 * The sample as here: de-sq2 set up in C3 (adjacent to C4), us-sq1 in C4 unbroken and not Suppressed; the Allied card
 * us-02 prints Ambush, the Axis de-01 Light Wounds; the Axis countermix describes its Teams (FP 3, broken 1, as above).
 */
describe('game: Ambush (A25) and Light Wounds (A36) on its break, in the Melee after an Advance (O16.4)', () => {
  const ACTIONS: Record<string, string> = { 'de-01': 'Light Wounds', 'us-02': 'Ambush' };
  const withAction = <T extends { id: string }>(c: T) => (ACTIONS[c.id] ? { ...c, action: ACTIONS[c.id] } : c);
  const meleeScenario = (): Scenario =>
    parseScenario({
      ...raw,
      units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, hex: 'C3' } : u.id === 'us-sq1' ? { ...u, suppressed: false } : u)),
      decks: { axis: { ...raw.decks.axis, hand: raw.decks.axis.hand.map(withAction) }, allied: { ...raw.decks.allied, hand: raw.decks.allied.hand.map(withAction) } },
      countermix: { axis: { team: { sides: TEAM_SIDES } } },
    });
  /** de-sq2 Advances into C4 (de-05); the Allied Defender declines Hidden Mines and Wire (A35.2, A35.5); the Melee in C4 awaits the Allied (inactive) player's Ambushes. */
  const toTheAmbushes = (s: Scenario): Game => run(startGame(s), { type: 'GIVE_ORDER', card: 'de-05', order: 'Advance', units: ['de-sq2'] }, { type: 'ADVANCE', unit: 'de-sq2', hex: 'C4' }, { type: 'NO_HIDDEN_ACTION' });
  /** The Ambushes ended, then the Melee Rolls: the Allied us-05 (5+2 = 7), then the Axis de-07 (6+1 = 7), each kept. */
  const meleeRolls = [{ type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }];

  it('the Allied player plays Ambush (us-02); the Axis player, his opponent, selects the unit it breaks (de-sq2, his only one there)', () => {
    const s = meleeScenario();
    let g = toTheAmbushes(s);
    expect(listed(g)).toEqual([
      [{ type: 'AMBUSH', card: 'us-02' }, 'allied'],
      [{ type: 'END_AMBUSHES' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A25']));
    // 1.6: a card that does not print Ambush is refused, naming the field and the rule.
    expect(() => play(g, { type: 'AMBUSH', card: 'us-01' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A25' }));
    g = run(g, { type: 'AMBUSH', card: 'us-02' });
    expect(frameOf(g).decks.allied.discard).toEqual(['us-02']);
    expect(listed(g)).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'de-sq2' }, 'axis']]);
    // "one of his units": not the Ambush player's own.
    expect(() => play(g, { type: 'CHOOSE_UNIT', unit: 'us-sq1' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision', rule: 'A25' }));
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'de-sq2' });
    // A36 "at the instant that a friendly Squad ... would break": its owner's Light Wounds card, or not.
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'de-01' }, 'axis'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'axis'],
    ]);
  });

  it('Light Wounds (de-01): the Axis player loses 1 VP and axis-lw-team-1 takes de-sq2\'s place in C4; Melee FP 3 (the Team) against 6 (us-sq1): 3 + 7 = 10 < 6 + 7 = 13, the Team is eliminated (O16.4.3), 1 VP to the Allied player: VP 0 → −2; de-sq2 in the Axis countermix, the Team on the Axis Casualty Track', () => {
    const s = meleeScenario();
    const invariants = new Invariants(s);
    const g = run(toTheAmbushes(s), { type: 'AMBUSH', card: 'us-02' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'LIGHT_WOUNDS', card: 'de-01' }, ...meleeRolls);
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.filter((u) => u.hex === 'C4').map((u) => [u.id, u.broken])).toEqual([['us-sq1', false]]);
    expect(f.countermix?.axis?.lightWounds?.map((w) => [w.squad.id, w.team])).toEqual([['de-sq2', 'axis-lw-team-1']]);
    expect([f.vp, f.eliminated, f.casualtyTrack?.axis.occupied, f.casualtyTrack?.allied.occupied]).toEqual([-2, ['axis-lw-team-1'], 1, 0]);
    // 1.3, 1.6: the Axis discard pile — the Melee Roll's de-07 on the Light Wounds card on the Advance card; the Allied — us-05 on us-02.
    expect([f.decks.axis.discard, f.decks.allied.discard]).toEqual([['de-07', 'de-01', 'de-05'], ['us-05', 'us-02']]);
    // The Melee Rolls as drawn (no trigger on either card).
    const melee = (g.turns.length ? g.turns.at(-1)!.orders : g.orderOutputs).at(-1)!.output as { melees: { totals: unknown; rolls: { trigger?: string }[] }[] };
    expect([melee.melees[0].totals, melee.melees[0].rolls.map((r) => r.trigger ?? null)]).toEqual([{ axis: 10, allied: 13 }, [null, null]]);
  });

  it('declined (NO_LIGHT_WOUNDS): de-sq2 breaks (3.2); Melee FP 2 (its broken side) + 7 = 9 < 13: de-sq2 eliminated, 2 VP to the Allied player (VP 0 → −2), on the Axis Casualty Track; de-01 stays in hand', () => {
    const s = meleeScenario();
    const invariants = new Invariants(s);
    const g = run(toTheAmbushes(s), { type: 'AMBUSH', card: 'us-02' }, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'NO_LIGHT_WOUNDS' }, ...meleeRolls);
    expect(invariants.check(g)).toEqual([]);
    const f = frameOf(g);
    expect([f.vp, f.eliminated, f.casualtyTrack?.axis.occupied, f.decks.axis.hand.includes('de-01'), f.countermix?.axis?.lightWounds]).toEqual([-2, ['de-sq2'], 1, true, undefined]);
  });
});
