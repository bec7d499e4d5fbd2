/**
 * What a trigger resolved on the game's frame during an Order (1.9.1) changes beyond break, rally, suppress and
 * eliminate reaches the running Order's machine before the roll's result (game.ts toldOfFrame, orders.ts told), and
 * so does what a Time advance inside an Order (6.1.2, an Interlude) changed: "normal play resumes from wherever it left
 * off" with the Order seeing the changed units and map. Games of the sample scenario with some cards' Event, trigger
 * or Random Hex changed (the sample prints Medic! on every card) and the draw piles in a given order; the outcomes are
 * worked out by hand from the rulebook and the scenario's data (cards' dice, units' Morale, FP and Command), not read
 * off the code.
 */
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameOf, type Game, play, startGame } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants, playout, random, randomDecision } from '../machines/cce/game/playout';
import { parseScenario, type Scenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import rawEvents from '../machines/cce/game/scenarios/sample-crossroads-events.json';
import { listed, run } from './game.helpers';

type RawCard = { id: string; event?: string; trigger?: string; randomHex?: string };
type RawDeck = { hand: RawCard[]; draw: RawCard[]; discard: RawCard[] };

/**
 * The sample with the cards' printed data `changes` (by id), each player's draw pile topped by `tops` (in that order)
 * and, for the Artillery Request games, `artillery`: us-10 (Artillery Request) dealt instead of us-03 and the Allied
 * draw pile exactly `tops.allied` (the rest of his cards in his discard pile), as tests/game.artillery.test.ts deals it.
 */
function variant(changes: Record<string, Partial<RawCard>>, tops: { axis?: string[]; allied?: string[] }, opts: { artillery?: boolean; units?: Record<string, string> } = {}): Scenario {
  const r = JSON.parse(JSON.stringify(raw)) as { decks: Record<'axis' | 'allied', RawDeck>; units: { id: string; hex: string }[] };
  for (const p of ['axis', 'allied'] as const) {
    const d = r.decks[p];
    for (const pile of ['hand', 'draw', 'discard'] as const) d[pile] = d[pile].map((c) => (changes[c.id] ? { ...c, ...changes[c.id] } : c));
    const top = tops[p] ?? [];
    const all = [...d.hand, ...d.draw, ...d.discard];
    if (p === 'allied' && opts.artillery) {
      d.hand = d.hand.map((c) => (c.id === 'us-03' ? all.find((x) => x.id === 'us-10')! : c));
      d.draw = top.map((id) => all.find((x) => x.id === id)!);
      d.discard = all.filter((c) => !d.hand.includes(c) && !d.draw.includes(c));
    } else d.draw = [...top.map((id) => d.draw.find((c) => c.id === id)!), ...d.draw.filter((c) => !top.includes(c.id))];
  }
  r.units = r.units.map((u) => (opts.units?.[u.id] ? { ...u, hex: opts.units[u.id] } : u));
  return parseScenario(r);
}

const unit = (g: Game, id: string) => frameOf(g).units.find((u) => u.id === id);

/** The Axis player's Fire Order: de-sq1 (B2, broken: FP 2) with de-ldr's Command 1 (3.3.1.2), FP 3, at us-sq1 in C4; its Fire Attack Roll made and kept. */
const fireAtC4 = (s: Scenario, readings: Record<string, string> = {}): Game =>
  run(startGame(s, readings), { type: 'GIVE_ORDER', card: 'de-02', order: 'Fire', units: ['de-sq1'] }, { type: 'DECLARE_SHOT', pieces: ['de-sq1'], target: 'C4' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });

describe('game: a trigger during an Order changes its units or map otherwise than break, rally, suppress or eliminate (1.9.1)', () => {
  // The Fire Attack Roll de-09 (3•5): 3 + 8 = 11. us-sq1's Defense Roll us-12 (3•1, Event!): the Allied player reveals
  // us-05, Battle Harden (E44), and places a Veteran marker on us-sq1 before the roll's result (1.9.1).
  const harden = () => variant({ 'us-05': { event: 'Battle Harden' } }, { axis: ['de-09'], allied: ['us-12', 'us-05'] });
  const toHarden = (readings: Record<string, string> = {}) => {
    const g = run(fireAtC4(harden(), readings), { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    // E44: "one of his units without a Veteran marker".
    expect(listed(g)).toEqual([[{ type: 'SELECT_UNIT', unit: 'us-sq1' }, 'allied'], [{ type: 'SELECT_UNIT', unit: 'us-sq2' }, 'allied'], [{ type: 'SELECT_UNIT', unit: 'us-ldr' }, 'allied']]);
    return run(g, { type: 'SELECT_UNIT', unit: 'us-sq1' });
  };

  it('Battle Harden (E44) on a Fire Defense Roll, reading cce.trigger-locks-result = locked (the default): the Veteran marker reaches the Fire Order, but the roll keeps the result it locked in — 7 − 1 Suppressed (13.2) + 4 = 10 < 11: broken (O20.3.4)', () => {
    const g = toHarden();
    const fire = g.orderOutputs[0].output as { defense: { unit: string; morale: number; defenseTotal: number; result: string }[] };
    expect(fire.defense.map((d) => [d.unit, d.morale, d.defenseTotal, d.result])).toEqual([['us-sq1', 6, 10, 'broken']]);
    expect(unit(g, 'us-sq1')).toMatchObject({ hex: 'C4', broken: true, suppressed: true, veteran: true });
    expect(g.snapshot.value).toBe('choosingNextOrder');
  });

  it('the same under cce.trigger-locks-result = recompute: the roll is compared with us-sq1\'s Morale after the trigger, the Veteran marker\'s +1 (E44.1) in it — 7 + 1 − 1 + 4 = 11, a tie: Suppressed (O20.3.4, 13.1), not broken', () => {
    const g = toHarden({ 'cce.trigger-locks-result': 'recompute' });
    const fire = g.orderOutputs[0].output as { defense: { unit: string; morale: number; defenseTotal: number; result: string; derivation: { morale: { terms: { rule: string; value: number }[] } } }[] };
    expect(fire.defense.map((d) => [d.unit, d.morale, d.defenseTotal, d.result])).toEqual([['us-sq1', 7, 11, 'suppressed']]);
    expect(fire.defense[0].derivation.morale.terms.map((t) => [t.rule, t.value])).toEqual([['E44.1', 1], ['13.2', -1]]);
    expect(unit(g, 'us-sq1')).toMatchObject({ hex: 'C4', broken: false, suppressed: true, veteran: true });
  });

  // The Move of scripted test "a Move Order (O21) with Op Fire (A33)": de-sq2 C2 → D2; the Allied Op Fire by us-sq1, its
  // Fire Attack Roll us-05 (5•2) printed here with Event!: the Allied player reveals us-06, Blaze (E46), whose Random
  // Hex (1.8) is us-07's, D3 here: an empty Open Ground hex gets the Blaze. Then de-sq2's Defense Roll de-07 (6•1):
  // 7 + 0 + 7 = 14 against 5 + 7 = 12, unaffected.
  it('Blaze (E46) on an Op Fire roll during a Move Order: the Blaze marker reaches the Move\'s map, and de-sq2 may no longer enter D3 (T79: "MOVE COST: Impassable")', () => {
    const s = variant({ 'us-05': { trigger: 'Event!' }, 'us-06': { event: 'Blaze' }, 'us-07': { randomHex: 'D3' } }, {});
    let g = run(startGame(s), { type: 'GIVE_ORDER', card: 'de-03', order: 'Move', units: ['de-sq2'] }, { type: 'CHOOSE_MOVER', units: ['de-sq2'] }, { type: 'MOVE', hex: 'D2' }, { type: 'NO_HIDDEN_ACTION' }, { type: 'WAIT' });
    g = run(g, { type: 'ACTIVATE', card: 'us-02', units: ['us-sq1'] }, { type: 'OP_FIRE' }, { type: 'DECLARE_SHOT', pieces: ['us-sq1'], target: 'D2' }, { type: 'FIRE' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(frameOf(g).map.hexes.D3.markers).toEqual(['Blaze']);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'de-sq2' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(unit(g, 'de-sq2')).toMatchObject({ hex: 'D2', broken: false });
    // Without the Blaze: C2, C3, D1, D3, E2, E3 and STOP (scripted test). D3 now holds a Blaze: the Move machine, asked
    // for each hex (legal.ts: a MOVE it takes without recording a refusal), refuses it on its own map.
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([...['C2', 'C3', 'D1', 'E2', 'E3'].map((hex) => ({ type: 'MOVE', hex })), { type: 'STOP' }]);
  });

  // Deploy (E52.1: "the active player may select one friendly Squad on the map. If he does, the Squad is removed and
  // replaced by two Teams"): the Fire Attack Roll de-12 (6•2, Event!) reveals de-07, Deploy here; the Axis player,
  // active, replaces de-sq2 (C2). The attack 3 + 8 = 11 against us-sq1: the Defense Roll us-05 (5•2): 6 + 7 = 13, unaffected.
  it('Deploy (E52.1) on a Fire Attack Roll: the Squad leaves the Fire Order for the countermix, not eliminated (no VP, no Casualty Track space), and its two Teams join it; every invariant holds', () => {
    const s = variant({ 'de-07': { event: 'Deploy' } }, { axis: ['de-12', 'de-07'] });
    const invariants = new Invariants(s);
    let g = fireAtC4(s);
    expect(listed(g)).toEqual([[{ type: 'SELECT_UNIT', unit: 'de-sq1' }, 'axis'], [{ type: 'SELECT_UNIT', unit: 'de-sq2' }, 'axis'], [{ type: 'DECLINE' }, 'axis']]);
    g = run(g, { type: 'SELECT_UNIT', unit: 'de-sq2' });
    expect(invariants.check(g)).toEqual([]);
    expect(g.order!.composed.units(g.order!.snapshot).filter((u) => u.owner === 'axis').map((u) => [u.id, u.hex])).toEqual([['de-sq1', 'B2'], ['de-ldr', 'B2'], ['de-sq2/1', 'C2'], ['de-sq2/2', 'C2']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'us-sq1' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(invariants.check(g)).toEqual([]);
    const fire = g.orderOutputs[0].output as { defense: { unit: string; defenseTotal: number; result: string }[]; units: { id: string }[] };
    expect(fire.defense.map((d) => [d.unit, d.defenseTotal, d.result])).toEqual([['us-sq1', 13, 'unaffected']]);
    expect([frameOf(g).eliminated, frameOf(g).vp, frameOf(g).casualtyTrack?.axis.occupied, unit(g, 'de-sq2'), unit(g, 'de-sq2/1')?.hex, unit(g, 'de-sq2/2')?.hex]).toEqual([[], 0, 0, undefined, 'C2', 'C2']);
  });
});

/**
 * The Artillery Request of tests/game.artillery.test.ts: the Axis player passes; the Allied player, with us-10, Fire
 * For Effect with us-ldr (D4) as Spotter.
 */
const toArtillery = (s: Scenario, spot: string): Game =>
  run(startGame(s), { type: 'PASS', discard: ['de-01'] }, { type: 'NO_MORE_RESPONSES' }, { type: 'GIVE_ORDER', card: 'us-10', order: 'Artillery Request' }, { type: 'FIRE_FOR_EFFECT', spotter: 'us-ldr' }, { type: 'SPOT', hex: spot, smoke: false }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });

describe('game: an Artillery Request sees where a trigger or a Time advance put the units (1.9.1, 6.1.2)', () => {
  // Spotting D3; the Accuracy Roll us-24 (1•1), printed here with Event!, misses (1 × 1 = 1 does not exceed the range
  // 1, O20.2.3). Its Event, us-06, is Blaze (E46) here, its Random Hex us-07's, C2 here: C2 gets the Blaze and de-sq2,
  // the one unit in it, is placed by its owner into an adjacent hex not impassable (C1, C3, B1, B2, D1, D2). Then the
  // drift card us-60 (1•1): direction 1, one hex: the SR lands in D2; the impact area D2, D1, E2, E3, D3, C3, C2. Then
  // us-19 and us-09 (neither is the last card: no Time advance).
  const blazed = () => variant({ 'us-24': { trigger: 'Event!' }, 'us-06': { event: 'Blaze' }, 'us-07': { randomHex: 'C2' } }, { allied: ['us-24', 'us-06', 'us-07', 'us-60', 'us-19', 'us-09'] }, { artillery: true });

  it('Blaze (E46) on the Accuracy Roll: de-sq2 placed into D2 is in the impact area and is attacked there, the only hex holding a unit (C2 holds the Blaze and no unit, O18.2.3.2: "Hexes … void of units/Fortifications are not attacked")', () => {
    let g = toArtillery(blazed(), 'D3');
    expect(listed(g)).toEqual(['B1', 'B2', 'C1', 'C3', 'D1', 'D2'].map((hex) => [{ type: 'SELECT_HEX', unit: 'de-sq2', hex }, 'axis']));
    g = run(g, { type: 'SELECT_HEX', unit: 'de-sq2', hex: 'D2' });
    expect([unit(g, 'de-sq2')?.hex, frameOf(g).map.hexes.C2.markers]).toEqual(['D2', ['Blaze']]);
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual([{ type: 'CHOOSE_IMPACT_HEX', hex: 'D2' }]);
  });

  it('the same with de-sq2 placed into B1, outside the impact area: no hex of it holds a unit, no Impact Roll is made (O18.2.3.2) and the Order is over', () => {
    const g = run(toArtillery(blazed(), 'D3'), { type: 'SELECT_HEX', unit: 'de-sq2', hex: 'B1' });
    expect(unit(g, 'de-sq2')?.hex).toBe('B1');
    const out = g.orderOutputs[0].output as { impactCenter: string; area: string[]; impacts: unknown[] };
    expect([g.order, g.snapshot.value, out.impactCenter, out.area, out.impacts]).toEqual([null, 'choosingNextOrder', 'D2', ['D2', 'D1', 'E2', 'E3', 'D3', 'C3', 'C2'], []]);
  });

  // As the Interlude test of tests/game.artillery.test.ts, but spotting D5 (adjacent to the Spotter's D4): the Allied
  // draw pile is us-24 and us-60; the drift card us-60, its last card, advances Time first (6.1.2); us-sq3 enters E5,
  // held by de-sq1 (moved there), whose Melee at the end of the advance (O16.4) eliminates de-sq1: 2 + 6 (de-13: 5•1) = 8
  // < 6 + 7 (us-05: 5•2) = 13. Then the SR drifts from D5, direction 1, one hex, to D4: the impact area D4, D3, E4, E5,
  // D5, C5, C4 (area order: the SR's hex, then compass 1-6, 2.2.2).
  it('a Time advance inside the Order (an Interlude): the Artillery machine is told of the reinforcement it placed and of the unit its Melee eliminated, so the Impact on E5 attacks us-sq3 — not the eliminated de-sq1 again', () => {
    const s = variant({}, { axis: ['de-07', 'de-13'], allied: ['us-24', 'us-60'] }, { artillery: true, units: { 'de-sq1': 'E5' } });
    let g = toArtillery(s, 'D5');
    g = run(g, { type: 'SHUFFLE', order: ['us-19', 'us-05'] }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'PLACE_REINFORCEMENT', unit: 'us-sq3', hex: 'E5' }, { type: 'END_DIG_IN' });
    g = run(g, { type: 'END_AMBUSHES' }, { type: 'END_AMBUSHES' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect([unit(g, 'de-sq1'), unit(g, 'us-sq3')?.hex, frameOf(g).eliminated, g.interlude]).toEqual([undefined, 'E5', ['de-sq1'], null]);
    // D4: us-sq2, us-ldr; E5: us-sq3 (O18.2.3.2: friendly units too); C4: us-sq1.
    expect(legalChoices(g).choices.map((c) => c.decision)).toEqual(['D4', 'E5', 'C4'].map((hex) => ({ type: 'CHOOSE_IMPACT_HEX', hex })));
    // The Artillery machine's own units are the frame's now, before any roll of it: de-sq1 gone, us-sq3 in E5.
    const order = () => g.order!.composed.units(g.order!.snapshot).map((u) => [u.id, u.hex]);
    expect(order()).toEqual(frameOf(g).units.map((u) => [u.id, u.hex]));
    expect(order().filter(([id]) => id === 'de-sq1' || id === 'us-sq3')).toEqual([['us-sq3', 'E5']]);
    // The Impact Roll us-03 (1•4): 10 + 5 = 15 (O18.2.3.2). O20.3.4: the Allied player rolls for his us-sq3, the one unit
    // in E5: us-06 (4•1, Sniper!) 7 + 5 = 12 < 15, broken; no roll for de-sq1.
    g = run(g, { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    expect(listed(g)).toEqual([[{ type: 'CHOOSE_UNIT', unit: 'us-sq3' }, 'allied']]);
    g = run(g, { type: 'CHOOSE_UNIT', unit: 'us-sq3' }, { type: 'ROLL' }, { type: 'KEEP_ROLL' });
    const c = g.order!.snapshot.context as { impacts: { hex: string; total: number; trigger?: string }[]; defense: { log: { unit: string; defenseTotal: number; result: string }[] } };
    // The roll us-03 prints no trigger, and the Order gets none: the elimination reached it with the advance, not as
    // the Time! a kept roll counts as after it (game.ts, KEEP_ROLL: "between").
    expect([c.impacts, c.defense.log.map((d) => [d.unit, d.defenseTotal, d.result])]).toEqual([[expect.not.objectContaining({ trigger: expect.anything() })], [['us-sq3', 12, 'broken']]]);
    expect(c.impacts.map((i) => [i.hex, i.total])).toEqual([['E5', 15]]);
    expect(listed(g)).toEqual(['D4', 'C4'].map((hex) => [{ type: 'CHOOSE_IMPACT_HEX', hex }, 'allied']));
  });
});

describe('game: random playouts of the Events variant (sample-crossroads-events.json: its cards print Events that do more than break, rally, suppress or eliminate)', () => {
  const EVENTS = parseScenario(rawEvents);

  it('seeds 1-3 end, every invariant holding after every decision', () => {
    expect([1, 2, 3].map((seed) => playout(EVENTS, seed).ended?.how)).toEqual(['sudden-death', 'sudden-death', 'sudden-death']);
  });

  it('seed 727 goes through a Deploy (E52.1) on a Melee Roll after an Advance: de-sq2 in D4 is replaced by its Teams, who join the Melee and lose it — each eliminated Team on the Axis Casualty Track with its VP (4.2, 7.1), de-sq2 itself in the countermix, not eliminated; every invariant holding to the game\'s end', () => {
    const rnd = random(727);
    let g = startGame(EVENTS);
    const invariants = new Invariants(EVENTS);
    let deployed: string[] | null = null;
    while (!g.ended) {
      const d = randomDecision(g, rnd);
      const deploying = g.order?.composed.procedure === 'melee' && (g.snapshot.value as { resolvingEvent?: Record<string, unknown> }).resolvingEvent?.deploy !== undefined;
      const before = frameOf(g).eliminated.length;
      g = play(g, d);
      expect(invariants.check(g)).toEqual([]);
      if (deploying && !deployed && !g.snapshot.matches('resolvingEvent')) deployed = [(d as EventObject & { unit: string }).unit, ...frameOf(g).eliminated.slice(before)];
    }
    expect(deployed).toEqual(['de-sq2', 'de-sq2/1', 'de-sq2/2']);
    expect(g.eliminated).not.toContain('de-sq2');
  });

  it('seed 59 goes through a Blaze (E46) on a Rout Roll during an Allied Rout Order: the Random Hex B1 gets the Blaze, the Axis player places de-ldr into A1 and de-sq2 into C2; the Rout machine then has B1 blazed and both units where the frame has them, the Retreat of us-sq3 goes on, every invariant holding to the game\'s end', () => {
    const rnd = random(59);
    let g = startGame(EVENTS);
    const invariants = new Invariants(EVENTS);
    let after: { units: string[][]; frameUnits: string[][]; b1: unknown; order: string } | null = null;
    while (!g.ended) {
      const d = randomDecision(g, rnd);
      const blazing = g.order && (g.snapshot.value as { resolvingEvent?: Record<string, unknown> }).resolvingEvent?.blaze !== undefined;
      g = play(g, d);
      expect(invariants.check(g)).toEqual([]);
      const o = g.order;
      if (blazing && !after && o && !g.snapshot.matches('resolvingEvent')) {
        const c = o.snapshot.context as { situation: { map: { hexes: Record<string, { markers?: string[] }> } } };
        after = { order: o.composed.order, units: o.composed.units(o.snapshot).map((u) => [u.id, u.hex]), frameUnits: frameOf(g).units.map((u) => [u.id, u.hex]), b1: c.situation.map.hexes.B1.markers };
      }
    }
    expect(after).toEqual({
      order: 'Rout',
      units: [['de-sq2', 'C2'], ['de-ldr', 'A1'], ['us-sq1', 'C4'], ['us-sq2', 'D4'], ['us-ldr', 'B4'], ['us-sq3', 'B4']],
      frameUnits: [['de-sq2', 'C2'], ['de-ldr', 'A1'], ['us-sq1', 'C4'], ['us-sq2', 'D4'], ['us-ldr', 'B4'], ['us-sq3', 'B4']],
      b1: ['Blaze'],
    });
  });
});
