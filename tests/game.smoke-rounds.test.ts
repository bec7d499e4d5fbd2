/**
 * A Fire Order's Smoke round (O20.2.1) in a whole game: "a successful Targeting Roll will simply place a random
 * Smoke marker into the targeted hex" — the marker drawn by the game from the scenario's `smokeDraws` (T94),
 * placed on the frame's map at once (8.1.4) and on the Fire machine's own map, so the Order's later shots see it
 * (10.3.4). The expected outcomes are worked out by hand from the rulebook and the sample scenario's data (its
 * cards' dice, its Smoke markers in draw order, the map's terrain; columns B and D sit half a hex lower than A, C
 * and E), not read off the code.
 *
 * The sample as here: de-sq2 (C2) possesses a Mortar able to fire Smoke, de-mortar (FP 4, Range 2-12, Ordnance,
 * Smoke: invented counter data, not in the rulebook).
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants } from '../machines/cce/game/playout';
import { parseScenario } from '../machines/cce/game/scenario';
import type { FireContext } from '../machines/cce/fire/types';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import { run } from './game.helpers';

const MORTAR = { id: 'de-mortar', type: 'mortar', fp: 4, range: 12, minRange: 2, ordnance: true, smoke: true, boxedRange: false, broken: false };
const SCENARIO = parseScenario({ ...raw, units: raw.units.map((u) => (u.id === 'de-sq2' ? { ...u, weapon: MORTAR } : u)) });

describe('game: a Smoke round in a Fire Order (O20.2.1)', () => {
  it('de-ldr activates de-sq1 and de-sq2 (3.3.1.1); de-mortar fires Smoke at E2, an Open hex with no unit; the Targeting Roll 6•1 = 6 beats range 2 (O20.2.3): the first Smoke marker drawn (T94: the sample\'s first, Hindrance 1) goes into E2, on the frame and on the Order\'s map', () => {
    const invariants = new Invariants(SCENARIO);
    let g = run(startGame(SCENARIO), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-ldr', 'de-sq1', 'de-sq2'] });
    // O20.2.1: "Ordnance is allowed to target any hex within its Range – even one containing no enemy units": the
    // Smoke rounds are listed after the shots at hexes holding an enemy unit (de-sq1 at C4), by hex in sort order;
    // none at B1, B2, C1, C3, D1, D2 (adjacent: under the Mortar's minimum range 2, O20.2.2) nor where C2 has no LOS; E2, two hexes off along the D1/D2 hexside (both Open Ground), is.
    const smoke = legalChoices(g).choices.filter((c) => (c.decision as EventObject & { smoke?: boolean }).smoke).map((c) => (c.decision as EventObject & { target: string }).target);
    for (const adjacent of ['B1', 'B2', 'C1', 'C3', 'D1', 'D2']) expect(smoke).not.toContain(adjacent);
    expect(smoke).toContain('E2');
    expect(legalChoices(g).choices[0].decision).toEqual({ type: 'DECLARE_SHOT', pieces: ['de-sq1'], target: 'C4' });
    g = run(g, { type: 'DECLARE_SHOT', pieces: ['de-mortar'], target: 'E2', smoke: true }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const f = frameOf(g);
    expect([f.map.hexes.E2.markers, f.smoke, f.smokeDraws?.length]).toEqual([['Smoke:1'], ['E2'], raw.smokeDraws.length - 1]);
    // 10.3.4: the Fire machine's own map holds the marker too, for the Order's next shots.
    expect((g.order!.snapshot.context as FireContext).situation.map.hexes.E2.markers).toEqual(['Smoke:1']);
    expect(invariants.check(g)).toEqual([]);
    // The Order goes on (de-sq1's shot at C4 is still listed); the player ends it.
    expect(legalChoices(g).choices.map((c) => c.decision)).toContainEqual({ type: 'DECLARE_SHOT', pieces: ['de-sq1'], target: 'C4' });
    g = run(g, { type: 'END_ORDER' });
    const out = g.orderOutputs[0].output as { smokePlaced: string[]; shots: { result: string; targeting: { product: number; range: number; hit: boolean } }[] };
    expect([out.smokePlaced, out.shots.map((s) => [s.result, s.targeting.product, s.targeting.range, s.targeting.hit])]).toEqual([['E2'], [['smoke-placed', 6, 2, true]]]);
    // The marker stays on the frame when the Order is over (its map is the frame's), placed once.
    expect([frameOf(g).map.hexes.E2.markers, frameOf(g).smoke, frameOf(g).smokeDraws?.length]).toEqual([['Smoke:1'], ['E2'], raw.smokeDraws.length - 1]);
    expect(invariants.check(g)).toEqual([]);
  });
});
