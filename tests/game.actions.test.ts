/**
 * The active player's Actions during his Move Order in a whole game (A24.2, O21.6): Smoke Grenades (A39) and
 * Assault Fire (A26), each played with a card of his hand printing it (1.6), composed with the Move machine's
 * own states. The expected outcomes are worked out by hand from the rulebook and the sample scenario's data
 * (its cards' dice, its Smoke markers in draw order, its units' Morale and FP, the map's terrain; columns B and
 * D sit half a hex lower than A, C and E), not read off the code.
 *
 * The sample as here: de-sq2 (C2) has boxed FP and boxed Movement on both sides (3.1.6: "boxed stats have no
 * intrinsic meaning other than to allow certain Actions to be played for that unit [A26, A39 and A40]"); the
 * Axis card de-04 prints the Smoke Grenades Action and de-05 the Assault Fire Action (the sample's cards print
 * no Action: card data, not in the rulebook).
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { run } from './game.helpers';

const unit = (g: Game, id: string) => frameOf(g).units.find((u) => u.id === id);
const ACTIONS: Record<string, string> = { 'de-04': 'Smoke Grenades', 'de-05': 'Assault Fire' };
const boxed = (side: object) => ({ ...side, boxedFp: true, boxedMovement: true });

/** The sample as described above, with the Axis draw pile's cards `top` moved to its top, in that order. */
function scenario(...top: string[]): Scenario {
  const axis = raw.decks.axis;
  const withAction = <T extends { id: string }>(c: T) => (ACTIONS[c.id] ? { ...c, action: ACTIONS[c.id] } : c);
  const draw = [...top.map((id) => axis.draw.find((c) => c.id === id)!), ...axis.draw.filter((c) => !top.includes(c.id))];
  return parseScenario({
    ...raw,
    units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, sides: { unbroken: boxed(u.sides.unbroken), broken: boxed(u.sides.broken) } } : u)),
    decks: { ...raw.decks, axis: { ...axis, hand: axis.hand.map(withAction), draw } },
  });
}

const actionsOf = (g: Game) => legalChoices(g).choices.filter((c) => c.decision.type === 'SMOKE_GRENADES' || c.decision.type === 'ASSAULT_FIRE');

describe('game: the active player\'s Actions during his Move Order (A24.2)', () => {
  it('Smoke Grenades (A39): offered with de-04 for de-sq2 "in or adjacent to that unit\'s hex" (C2 and its six neighbours); placed in D2, the first Smoke marker drawn (T94: the sample\'s first, Hindrance 1) goes onto the map and the card to the discard pile (1.6)', () => {
    let g = run(startGame(scenario()), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] });
    // C2's neighbours: B1, B2, C1, C3, D1, D2 (the Move Order's own MOVE list from C2), none Water nor holding a Blaze.
    // No Assault Fire: from C2 de-sq2 sees neither us-sq1 in C4 (C3's Woods between) nor D4 (A26: "an enemy unit within its current Range and LOS").
    const hexes = ['C2', 'B1', 'B2', 'C1', 'C3', 'D1', 'D2'];
    expect(actionsOf(g).map((c) => [c.decision, c.player])).toEqual(hexes.map((hex) => [{ type: 'SMOKE_GRENADES', card: 'de-04', unit: 'de-sq2', hex }, 'axis']));
    expect(actionsOf(g)[0].rules).toEqual(expect.arrayContaining(['A39', '8.1.4']));
    // 1.6: a card that does not print the Action is refused, naming the field and the rule.
    expect(() => play(g, { type: 'SMOKE_GRENADES', card: 'de-01', unit: 'de-sq2', hex: 'D2' } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A39' }));
    g = run(g, { type: 'SMOKE_GRENADES', card: 'de-04', unit: 'de-sq2', hex: 'D2' });
    const f = frameOf(g);
    expect([f.smoke, f.map.hexes.D2.markers, f.smokeDraws?.length, f.decks.axis.hand.includes('de-04'), f.decks.axis.discard[0]]).toEqual([['D2'], ['Smoke:1'], raw.smokeDraws.length - 1, false, 'de-04']);
    // The Order goes on: de-sq2 enters the smoked D2; O21.6, A24.2: in the inactive player's window the active player's Actions are not offered.
    g = run(g, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'MOVE', hex: 'D2' }, { type: 'NO_HIDDEN_ACTION' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'GO_AHEAD' }, 'allied'], [{ type: 'WAIT' }, 'allied']]);
    g = run(g, { type: 'GO_AHEAD' }, { type: 'STOP' });
    const out = g.orderOutputs[0].output as { smokeGrenades: object[] };
    expect(out.smokeGrenades).toEqual([{ unit: 'de-sq2', hex: 'D2', value: 1, kept: true }]);
  });

  // de-sq2's FP 6 (unbroken, no Leader in D2) + 12 (de-32: 6+6) = 18 against us-sq1's Morale 7 − 1 Suppressed (13.2) + 0 Open Ground + 7 (us-05: 5+2) = 13.
  it('Assault Fire (A26): after de-sq2 enters D2, de-05 makes "a single Fire Attack" at any hex holding an enemy unit in Range and LOS (C4, D4: O20.3); 18 > 13 breaks us-sq1 (O20.3.4); the move goes on', () => {
    let g = run(startGame(scenario('de-32')), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'MOVE', hex: 'D2' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'GO_AHEAD' });
    // D2's six neighbours C2, C3, D1, D3, E2, E3 and D2 itself for Smoke Grenades, then Assault Fire by de-sq2 (its only piece with boxed FP).
    expect(actionsOf(g).map((c) => c.decision)).toEqual([
      ...['D2', 'C2', 'C3', 'D1', 'D3', 'E2', 'E3'].map((hex) => ({ type: 'SMOKE_GRENADES', card: 'de-04', unit: 'de-sq2', hex })),
      { type: 'ASSAULT_FIRE', card: 'de-05', pieces: ['de-sq2'] },
    ]);
    expect(() => play(g, { type: 'ASSAULT_FIRE', card: 'de-04', pieces: ['de-sq2'] } as EventObject)).toThrow(expect.objectContaining({ path: 'decision.card', rule: 'A26' }));
    g = run(g, { type: 'ASSAULT_FIRE', card: 'de-05', pieces: ['de-sq2'] });
    // us-sq1 in C4 (two hexes) and us-sq2 with us-ldr in D4 (two hexes, past the Open D3): both within Range 5 and LOS.
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([
      [{ type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' }, 'axis'],
      [{ type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'D4' }, 'axis'],
      [{ type: 'END_ORDER' }, 'axis'],
    ]);
    g = run(g, { type: 'DECLARE_SHOT', pieces: ['de-sq2'], target: 'C4' }, { type: 'FIRE' });
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'axis']]);
    g = run(g, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // The Order's units (the frame gets them when the Order is over, game.ts withOrder).
    expect(g.order!.composed.units(g.order!.snapshot).find((u) => u.id === 'us-sq1')).toMatchObject({ hex: 'C4', broken: true });
    // A26 "allows a single Fire Attack": back to the mover, 3 MPs left in D2 (no second Assault Fire: de-05 is spent).
    expect(legalChoices(g).choices.some((c) => c.decision.type === 'ASSAULT_FIRE' || c.decision.type === 'DECLARE_SHOT')).toBe(false);
    expect(legalChoices(g).choices.map((c) => c.decision)).toContainEqual({ type: 'STOP' });
    g = run(g, { type: 'STOP' });
    const out = g.orderOutputs[0].output as { assaultFire: { attack: { total: number } }[]; defenseRolls: { unit: string; defenseTotal: number; result: string }[] };
    expect([out.assaultFire.map((s) => s.attack.total), out.defenseRolls.map((r) => [r.unit, r.defenseTotal, r.result])]).toEqual([[18], [['us-sq1', 13, 'broken']]]);
    expect(unit(g, 'us-sq1')).toMatchObject({ hex: 'C4', broken: true });
    // 1.6, 1.3: the Move card, the Action card, then the roll's card on the Axis discard pile.
    expect(frameOf(g).decks.axis.discard.slice(0, 3)).toEqual(['de-32', 'de-05', 'de-03']);
  });
});
