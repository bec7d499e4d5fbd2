/**
 * Mines during a Rout Order's Retreat, in a whole game. O23.3.4: "Mines attack Retreating units normally, both when
 * they enter and/or leave a hex containing a Mines marker." F103.1: "A Mines marker occupying a hex will attack any
 * unit (enemy or friendly) that Moves, Advances or Retreats into or out of that hex." F103.2: "The strength of a Mine
 * Attack is a default 6 FP ... A Mine Attack Roll follows the same general rules as for a Fire Attack Roll [O20.3.3
 * and O20.3.4] except that only the moving/advancing/retreating units in the hex need make a Fire Defense Roll. The
 * player controlling such a unit makes its Defense Roll whereas his opponent makes the Attack Roll. Cover for a Mine
 * Attack is automatically set to “0”". O23.2: the active player makes the Rout Rolls; O23.3: "A player always
 * Retreats his own units, even if his opponent gave the Rout Order." The expected outcomes are worked out by hand
 * from the rulebook and the sample scenario's data (its cards' dice, its units' Morale, VP 0), not read off the code.
 *
 * The sample as here: a Mines marker in D5 (Open Ground, on the Allied edge); the Axis draw pile has de-14 (3+6) then
 * de-07 (6+1) on top; the Allied us-05 (5+2) is on top of his. The Axis player (active) gives a Rout Order to the Allied
 * player: us-sq2, broken in D4 (Woods), rolls 9 against its Morale 5 (broken side) + 2 (Woods, T78.3) + 1 (Command of
 * us-ldr, 3.3.1.2) = 8: a Retreat of 1 hex (O23.3), into C5, D5 or E5 (each closer to the Allied edge).
 */
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { listed, run } from './game.helpers';


const TEAM_SIDES = { unbroken: { morale: 6, fp: 3, range: 4, movement: 4 }, broken: { morale: 5, fp: 1, range: 2, movement: 4 } };

/** `wounds`: the Allied us-01 prints Light Wounds and the Allied countermix describes its Teams (invented OB data, as the sample's cards are). */
function scenario(wounds = false): Scenario {
  const axis = raw.decks.axis;
  const allied = raw.decks.allied;
  const top = ['de-14', 'de-07'];
  return parseScenario({
    ...raw,
    map: { ...raw.map, hexes: { ...raw.map.hexes, D5: { terrain: ['Open Ground'], markers: ['Mines'] } } },
    decks: {
      axis: { ...axis, draw: [...top.map((id) => axis.draw.find((c) => c.id === id)!), ...axis.draw.filter((c) => !top.includes(c.id))] },
      allied: wounds ? { ...allied, hand: allied.hand.map((c) => (c.id === 'us-01' ? { ...c, action: 'Light Wounds' } : c)) } : allied,
    },
    ...(wounds ? { countermix: { allied: { team: { sides: TEAM_SIDES } } } } : {}),
  });
}

const toTheRetreat = (s: Scenario): Game =>
  run(startGame(s), { type: 'GIVE_ORDER', card: 'de-04', order: 'Rout', player: 'allied' }, { type: 'CHOOSE_UNIT', unit: 'us-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });

describe('game: a Mine Attack during a Rout\'s Retreat (O23.3.4, F103)', () => {
  it('us-sq2 Retreats into the Mines hex D5: the Axis player (its owner\'s opponent) makes the Mine Attack Roll (de-07: 6 + 7 = 13), the Allied player its Defense Roll (us-05: 5 + Cover 0 + 7 = 12 < 13): broken, it is eliminated (3.2.4), on the Allied Casualty Track with 2 VP to the Axis player (VP 0 → +2)', () => {
    const s = scenario();
    const invariants = new Invariants(s);
    let g = toTheRetreat(s);
    // O23.3: its owner chooses among the hexes closer to his edge.
    expect(listed(g)).toEqual([
      [{ type: 'CHOOSE_HEX', hex: 'C5' }, 'allied'],
      [{ type: 'CHOOSE_HEX', hex: 'D5' }, 'allied'],
      [{ type: 'CHOOSE_HEX', hex: 'E5' }, 'allied'],
    ]);
    g = run(g, { type: 'CHOOSE_HEX', hex: 'D5' });
    // F103.2: "his opponent makes the Attack Roll" — a legal choice now, no longer refused as not composed.
    const attack = legalChoices(g);
    expect([attack.choices.map((c) => [c.decision, c.player]), attack.notComposed]).toEqual([[[{ type: 'ROLL' }, 'axis']], []]);
    expect(attack.choices[0].rules).toEqual(expect.arrayContaining(['F103.2']));
    g = run(g, { type: 'ROLL' });
    // 9.1: the Initiative holder (the Allied player) may cancel it.
    expect(listed(g)).toEqual([
      [{ type: 'KEEP_ROLL' }, 'allied'],
      [{ type: 'REROLL' }, 'allied'],
    ]);
    g = run(g, { type: 'KEEP_ROLL' });
    // F103.2: "only the ... retreating units in the hex need make a Fire Defense Roll": us-sq2, named by its owner, who rolls.
    expect(listed(g)).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'us-sq2' }, 'allied']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'us-sq2' });
    expect(listed(g)).toEqual([[{ type: 'ROLL' }, 'allied']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.some((u) => u.id === 'us-sq2')).toBe(false);
    expect([f.vp, f.eliminated, f.casualtyTrack?.allied.occupied, f.casualtyTrack?.axis.occupied]).toEqual([2, ['us-sq2'], 1, 0]);
    // 1.3: the Rout Roll's de-14 and the Mine Attack Roll's de-07 on the Axis discard pile (on the Order's de-04); the Defense Roll's us-05 on the Allied.
    expect([f.decks.axis.discard, f.decks.allied.discard]).toEqual([['de-07', 'de-14', 'de-04'], ['us-05']]);
    const rout = (g.turns.length ? g.turns.at(-1)!.orders : g.orderOutputs).at(-1)!.output as { mineAttacks: unknown[]; mineDefenses: { unit: string; attackTotal: number; defenseTotal: number; result: string }[] };
    expect(rout.mineAttacks).toEqual([{ unit: 'us-sq2', hex: 'D5', when: 'entering', rolledBy: 'axis', white: 6, colored: 1, attackTotal: 13 }]);
    expect(rout.mineDefenses.map((r) => [r.unit, r.attackTotal, r.defenseTotal, r.result])).toEqual([['us-sq2', 13, 12, 'eliminated']]);
  });

  it('into C5 (no Mines) no Mine Attack is made: us-sq2 stands there, broken; the Order is over', () => {
    const g = run(toTheRetreat(scenario()), { type: 'CHOOSE_HEX', hex: 'C5' });
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.find((u) => u.id === 'us-sq2')).toMatchObject({ hex: 'C5', broken: true });
    expect([f.vp, f.decks.axis.discard]).toEqual([0, ['de-14', 'de-04']]);
  });

  // A36: "Light Wounds may only be played at the instant that a friendly Squad – either broken or unbroken – would break
  // [3.2]. ... Effect—Lose 1 VP. Then, instead of that Squad breaking (or instead of it being eliminated due to already
  // being broken), place it back into the countermix, retrieving a Team ... and placing it into the hex from which the
  // Squad was taken. If the Squad was broken when it was removed, the replacement Team comes into play broken."
  it('A36: with a Light Wounds card (us-01) the Allied player saves us-sq2 from that elimination: VP 0 → +1 (he loses 1, no Elimination VP), us-sq2 into his countermix, allied-lw-team-1 broken in D5, its Retreat over there (cce.argued.light-wounds-retreat); the Casualty Track untouched', () => {
    const s = scenario(true);
    const invariants = new Invariants(s);
    let g = run(toTheRetreat(s), { type: 'CHOOSE_HEX', hex: 'D5' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(listed(g)).toEqual([
      [{ type: 'LIGHT_WOUNDS', card: 'us-01' }, 'allied'],
      [{ type: 'NO_LIGHT_WOUNDS' }, 'allied'],
    ]);
    expect(legalChoices(g).choices[0].rules).toEqual(expect.arrayContaining(['A36']));
    g = run(g, { type: 'LIGHT_WOUNDS', card: 'us-01' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order).toBeNull();
    const f = frameOf(g);
    expect(f.units.find((u) => u.id === 'allied-lw-team-1')).toMatchObject({ owner: 'allied', kind: 'team', hex: 'D5', broken: true, sides: TEAM_SIDES });
    expect(f.countermix?.allied?.lightWounds?.map((w) => [w.squad.id, w.team])).toEqual([['us-sq2', 'allied-lw-team-1']]);
    expect([f.vp, f.eliminated, f.casualtyTrack?.allied.occupied]).toEqual([1, [], 0]);
    expect(f.decks.allied.discard).toEqual(['us-01', 'us-05']);
  });
});
