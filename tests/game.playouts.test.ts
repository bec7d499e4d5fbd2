/**
 * Random playouts of the sample scenario (issue 22 item 4): a seeded random player chooses among the
 * legal choices until the game ends; after every decision the invariants of machines/cce/game/playout.ts
 * hold (72 cards per deck, each unit in one place, VP = recorded causes, Orders ≤ Order Capability) and
 * every game ends (6.3). A small sample here; `npm run playouts` plays the 10,000 (scripts/playouts.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { frameOf, type Game, play, startGame, turnContext } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';
import { Invariants, playout, random, randomDecision } from '../machines/cce/game/playout';
import type { FrameState } from '../machines/cce/frame';
import { turnMachine } from '../machines/cce/turn';
import { parseScenario } from '../machines/cce/game/scenario';
import raw from '../machines/cce/game/scenarios/sample-crossroads.json';
import rawActions from '../machines/cce/game/scenarios/sample-crossroads-actions.json';
import rawMelee from '../machines/cce/game/scenarios/sample-crossroads-melee.json';

const SAMPLE = parseScenario(raw);
// Six: with Move composed a game takes about twice the decisions it did (Op Fire windows), and npm test stays as it was.
const GAMES = 6;

describe('game: random playouts of the sample scenario', () => {
  it(`${GAMES} seeded games end, every invariant holding after every decision`, () => {
    const results = Array.from({ length: GAMES }, (_, i) => playout(SAMPLE, i + 1));
    expect(results.every((r) => r.ended !== null)).toBe(true);
    // The sample's Sudden Death marker is on space 6: it ends all six (with Artillery Request and Leader-group
    // Advances composed, seed 1 no longer loses the Axis player's last unit first). No Casualty Track fills (6.3 way 1).
    expect(results.map((r) => [r.ended!.how, r.ended!.players])).toEqual(Array(6).fill(['sudden-death', []]));
  });

  it('is reproducible: the same seed plays the same game', () => {
    const a = playout(SAMPLE, 7);
    const b = playout(SAMPLE, 7);
    expect([b.decisions, b.turns, b.ended]).toEqual([a.decisions, a.turns, a.ended]);
  });

  /**
   * A seed's game as playout plays it (its own player, every invariant checked after every decision), each
   * decision shown to `observe` with the game before and after it; the result and the last game. (The game is
   * played once: these tests used to replay it with the same player and then call playout for the invariants.)
   */
  function observed(scenario: typeof SAMPLE, seed: number, observe: (before: Game, d: EventObject, after: Game) => void): { result: ReturnType<typeof playout>; g: Game } {
    let last: Game | null = null;
    const result = playout(scenario, seed, undefined, (before, d, after) => {
      observe(before, d, after);
      last = after;
    });
    return { result, g: last! };
  }

  /** A seed's game (observed) and what it went through. */
  function facts(seed: number) {
    const seen = { deploy: false, routCasualtyMidOrder: false, fireCasualty: false, meleeCasualty: false, artilleryCasualty: false, sniperKillInOrder: '', endedInOrderWith: [] as string[], endedDuring: '' };
    const { result } = observed(SAMPLE, seed, (was, d, g) => {
      if (d.type === 'DEPLOY') seen.deploy = true;
      const order = was.order;
      const before = frameOf(was).eliminated.length;
      const sniping = was.snapshot.matches('resolvingSniper');
      if (order && sniping && !g.ended && frameOf(g).eliminated.length > before) seen.sniperKillInOrder = `${order.composed.order} ${frameOf(g).eliminated.at(-1)}`;
      const o = g.order;
      if (o && o.composed.order === 'Rout' && o.composed.record(o.snapshot, o.start).casualties.length > 0) seen.routCasualtyMidOrder = true;
      const done = g.orderOutputs.at(-1);
      if (done?.order === 'Fire' && (done.output as { eliminated: string[] }).eliminated.length > 0) seen.fireCasualty = true;
      if (done?.order === 'Advance' && ((done.output as { melees?: { eliminated: string[] }[] }).melees ?? []).some((m) => m.eliminated.length > 0)) seen.meleeCasualty = true;
      if (done?.order === 'Artillery Request' && (done.output as { eliminated: string[] }).eliminated.length > 0) seen.artilleryCasualty = true;
      if (g.ended && order && g.finalFrame) [seen.endedDuring, seen.endedInOrderWith] = [order.composed.order, g.finalFrame.eliminated];
    });
    return { seen, result };
  }

  it('seed 6 of the Actions variant (sample-crossroads-actions.json) plays Smoke Grenades (A39) and Assault Fire (A26) with every invariant holding after every decision: the Action cards conserved in their decks, the drawn Smoke markers on the frame', () => {
    const actions = parseScenario(rawActions);
    const rnd = random(6);
    const invariants = new Invariants(actions);
    let g = startGame(actions);
    const played = new Set<string>();
    const failed: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd);
      if (d.type === 'SMOKE_GRENADES' || d.type === 'ASSAULT_FIRE') played.add(d.type);
      g = play(g, d);
      failed.push(...invariants.check(g));
    }
    expect([[...played].sort(), failed, g.ended?.how]).toEqual([['ASSAULT_FIRE', 'SMOKE_GRENADES'], [], 'sudden-death']);
  });

  it('seed 132 of the Actions variant plays the Actions on a shot (A24.1) — Crossfire (A30) on an Op Fire during a Move, Hand Grenades (A34) in a Fire Order, each by the firing player — and the Actions before a Defense Roll — Hidden Entrenchments (A35.1) against an Op Fire, Concealment (A29) in a Fire Order and against an Op Fire, each by the rolling unit\'s owner — each with a card of his hand printing it, then on his discard pile (1.6), every invariant holding after every decision', () => {
    const actions = parseScenario(rawActions);
    const rnd = random(132);
    const invariants = new Invariants(actions);
    let g = startGame(actions);
    const played: string[] = [];
    const failed: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd) as EventObject & { card?: string; action?: string; player?: 'axis' | 'allied' };
      if (d.type === 'PLAY_ACTION') {
        const deck = frameOf(g).decks[d.player!];
        const c = g.order!.snapshot.context as { player: string; fireAttack?: { player: string }; defense: { current: string | null }; situation: { units: { id: string; owner: string }[] } };
        const roller = c.situation.units.find((u) => u.id === c.defense.current)?.owner;
        const who = d.player === roller ? 'roller' : d.player === (c.fireAttack?.player ?? c.player) ? 'firer' : 'other';
        played.push(`${d.action} ${g.order!.composed.order} ${deck.cards[d.card!].action} ${who}`);
        g = play(g, d);
        expect(frameOf(g).decks[d.player!].discard[0]).toBe(d.card);
      } else g = play(g, d);
      failed.push(...invariants.check(g));
    }
    expect([played, failed, g.ended?.how]).toEqual([
      // The seven this game played before the scenario Defender's own Advance stopped offering him Hidden actions (A35.2), then three more: the game takes another course.
      ['A35.1 Move Hidden Entrenchments roller', 'A30 Move Crossfire firer', 'A29 Fire Concealment roller', 'A29 Fire Concealment roller', 'A34 Fire Hand Grenades firer', 'A29 Fire Concealment roller', 'A29 Move Concealment roller', 'A35.1 Move Hidden Entrenchments roller', 'A29 Fire Concealment roller', 'A35.1 Fire Hidden Entrenchments roller'],
      [],
      'sudden-death',
    ]);
  });

  it('seed 331 of the Actions variant plays Marksmanship (A37) on a shot during a Move, with the nationality its card indicates, and Light Wounds (A36) in a Fire Order: the Squad into its owner\'s countermix, his Team in its place, 1 VP lost (counted by the invariants), every invariant holding after every decision', () => {
    const actions = parseScenario(rawActions);
    const rnd = random(331);
    const invariants = new Invariants(actions);
    let g = startGame(actions);
    const played: string[] = [];
    const failed: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd) as EventObject & { card?: string; action?: string; nationality?: string };
      const order = g.order?.composed.order;
      g = play(g, d);
      if (d.type === 'PLAY_ACTION' && d.action === 'A37') played.push(`A37 ${order} ${d.card} ${d.nationality}`);
      if (d.type === 'LIGHT_WOUNDS') {
        const p = d.card!.startsWith('us-') ? 'allied' : 'axis';
        const w = frameOf(g).countermix?.[p]?.lightWounds ?? [];
        // The Order may go on after it (its frame then gets the Squad, the Team and the VP when it is over).
        played.push(`A36 ${order} ${d.card} ${(g.order ? [] : w).map((x) => `${x.squad.id}->${x.team}`).join(' ')}`);
      }
      failed.push(...invariants.check(g));
    }
    expect([played.map((x) => x.split(' ').slice(0, 2).join(' ')), failed]).toEqual([['A37 Fire', 'A36 Fire', 'A37 Move', 'A37 Fire'], []]);
    expect(played[1]).toMatch(/^A36 Fire \S+ \S+->(axis|allied)-lw-team-1$/);
  });

  it('seed 23 of the Actions variant plays Hidden Entrenchments (A35.1) before an Allied (scenario Defender) unit\'s Defense Roll in a Fire Order: a Foxholes marker (F102) into that unit\'s hex on the game map, the card on the Allied discard pile, every invariant holding to the game\'s end', () => {
    const actions = parseScenario(rawActions);
    const rnd = random(23);
    const invariants = new Invariants(actions);
    let g = startGame(actions);
    const placed: string[] = [];
    const failed: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd) as EventObject & { card?: string; action?: string; player?: 'axis' | 'allied' };
      const c = g.order?.snapshot.context as { defense?: { current: string | null }; situation?: { units: { id: string; hex?: string }[] } } | undefined;
      const hex = c?.situation?.units.find((u) => u.id === c.defense?.current)?.hex;
      const before = hex ? (frameOf(g).map.hexes[hex].markers ?? []) : [];
      g = play(g, d);
      if (d.type === 'PLAY_ACTION' && d.action === 'A35.1') placed.push(`${d.player} ${d.card} ${hex} ${before.join('+') || 'none'} -> ${(frameOf(g).map.hexes[hex!].markers ?? []).join('+')} ${frameOf(g).decks[d.player!].discard[0]}`);
      failed.push(...invariants.check(g));
    }
    expect([placed, failed]).toEqual([['allied us-04 C4 none -> Foxholes us-04'], []]);
  });

  it('seed 31 of the Actions variant fires a Smoke round (O20.2.1) with de-sq2\'s Mortar at E1 in a Fire Order: on the hit the first Smoke marker of the scenario (T94: smokeDraws[0], Hindrance 1) is in E1 on the frame, every invariant holding after every decision', () => {
    const actions = parseScenario(rawActions);
    const rnd = random(31);
    const invariants = new Invariants(actions);
    let g = startGame(actions);
    const rounds: string[] = [];
    const failed: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd) as EventObject & { smoke?: boolean; pieces?: string[]; target?: string };
      if (d.type === 'DECLARE_SHOT' && d.smoke) rounds.push(`${g.order!.composed.order} ${d.pieces!.join('+')} ${d.target}`);
      g = play(g, d);
      failed.push(...invariants.check(g));
      if (rounds.length === 1 && frameOf(g).smoke.length > 0) break;
    }
    expect([rounds, frameOf(g).smoke, frameOf(g).map.hexes.E1.markers, frameOf(g).smokeDraws!.length, failed]).toEqual([['Fire de-mortar E1'], ['E1'], [`Smoke:${rawActions.smokeDraws[0]}`], rawActions.smokeDraws.length - 1, []]);
  });

  it('seed 6 plays through a Deploy (8.2, E52.1) with every invariant holding: the Squad replaced by its two Teams is counted in the countermix', () => {
    const { seen, result } = facts(6);
    expect([seen.deploy, result.ended?.how]).toEqual([true, 'sudden-death']);
  });

  it('seed 183 plays through a Rout that eliminates a unit before its Order is over (counted as eliminated by the Order until the frame gets its casualties), and ends by Sudden Death during that Rout: the frame at the end has its casualty and VP (6.3.2, 7.1)', () => {
    const { seen, result } = facts(183);
    expect([seen.routCasualtyMidOrder, seen.endedDuring, seen.endedInOrderWith.length > 0, result.ended?.how]).toEqual([true, 'Rout', true, 'sudden-death']);
  });

  it('seed 21 plays through a Fire Order that eliminates a unit (O20.3.4, 3.2.4): on the Casualty Track with its VP (4.2, 7.1), every invariant holding', () => {
    const { seen, result } = facts(21);
    expect([seen.fireCasualty, result.ended?.how]).toEqual([true, 'sudden-death']);
  });

  it('seed 20 plays through an Advance followed by a Melee that eliminates a unit (O16.4, O16.4.3): on the Casualty Track with its VP (4.2, 7.1), every invariant holding', () => {
    const { seen, result } = facts(20);
    expect([seen.meleeCasualty, result.ended?.how]).toEqual([true, 'sudden-death']);
  });

  it('seed 37 plays through an Artillery Request whose Impact eliminates a unit (O18.2.3.2, O20.3.4, 3.2.4): on the Casualty Track with its VP (4.2, 7.1), every invariant holding', () => {
    const { seen, result } = facts(37);
    expect([seen.artilleryCasualty, result.ended?.how]).toEqual([true, 'sudden-death']);
  });

  it('seed 67 plays through a Sniper eliminating a unit during a Move Order (1.9.1.3, 3.2.4): on the Casualty Track when it happens, and still there with the Order\'s own casualties after it (4.2), every invariant holding', () => {
    const { seen, result } = facts(67);
    expect([seen.sniperKillInOrder, result.ended?.how]).toEqual(['Move us-sq2', 'sudden-death']);
  });

  it('a Sniper elimination onto the Surrender space ends the game at once (4.2, 6.3 way 1): seed 113 with the Allied track at 4 filled spaces of 5', () => {
    // By hand: the Allied Surrender marker is on space 5 and spaces 1-4 are filled (4.2); the Sniper breaks
    // the broken us-sq2, which is eliminated (3.2.4) and placed on space 5: its owner loses (6.3 way 1).
    const track = { axis: { occupied: 5, surrender: 6 }, allied: { occupied: 4, surrender: 5 } };
    const scenario = parseScenario({ ...raw, casualtyTrack: track });
    let last = { decision: '', state: '' };
    const { result, g } = observed(scenario, 113, (was, d) => {
      last = { decision: JSON.stringify(d), state: JSON.stringify(was.snapshot.value) };
    });
    expect(last).toEqual({ decision: '{"type":"SELECT_UNIT","unit":"us-sq2"}', state: '{"resolvingSniper":{"sniper":"choosing"}}' });
    expect(g.ended).toEqual({ how: 'surrender', players: ['allied'], rule: '6.3' });
    expect([frameOf(g).casualtyTrack, frameOf(g).eliminated]).toEqual([{ ...track, allied: { occupied: 5, surrender: 5 } }, ['us-sq2']]);
    expect(result.ended?.how).toBe('surrender');
  });

  it('seed 4525 goes through the forced exit seed 644 once stopped at: us-sq1/2 (a Team of a Deploy, E52.1), moving in E1 on its enemy (Axis, top) edge between the Axis-held D1 and E2, may neither STOP (O14.4) nor MOVE (O21.4): EXIT is its one legal choice (7.2.1), then its placement on the Time Track by the Allied player; 1 VP to the Allied player (a Team, 7.1), after the Axis de-sq1\'s exit off the Allied edge earlier (2 VP, a Squad), every invariant holding to the game\'s end', () => {
    let forced: unknown = null;
    const { result, g } = observed(SAMPLE, 4525, (was, d) => {
      if (d.type === 'EXIT') forced = legalChoices(was).choices.map((c) => [c.decision, c.player]);
    });
    expect(forced).toEqual([[{ type: 'EXIT', edge: 'top' }, 'allied']]);
    expect(g.exits.map((x) => [x.unit, x.owner, x.vp])).toEqual([['de-sq1', 'axis', 2], ['us-sq1/2', 'allied', 1]]);
    expect(result.ended?.how).toBe('sudden-death');
  });

  it('seed 5736 goes on through the group exit it once lost a unit in: a Move group (de-sq1 with de-ldr) EXITs off the Allied edge together, the Axis player\'s last units on the map; each is placed on the Time Track by its own PLACE_EXITED (7.2.1) with its Exit VP — the Squad 2, the Leader 1 + 1 Command = 2 (7.1) — and only then does the game end (6.3 way 3), every invariant holding', () => {
    const placing: string[] = [];
    const { result, g } = observed(SAMPLE, 5736, (was, d) => {
      if (d.type === 'PLACE_EXITED') placing.push(`${(d as EventObject & { unit: string }).unit}: ${legalChoices(was).choices.length} spaces`);
    });
    // By hand: 7.2.1 "That unit is then placed on any space of the Time Track the owning player wishes": each of the two, spaces 0-20 of the Time Track (21).
    expect(placing).toEqual(['de-sq1: 21 spaces', 'de-ldr: 21 spaces']);
    expect(g.exits.map((x) => [x.unit, x.owner, x.vp])).toEqual([['de-sq1', 'axis', 2], ['de-ldr', 'axis', 2]]);
    expect(frameOf(g).reinforcements.filter((r) => r.owner === 'axis').map((r) => r.unit?.id)).toEqual(['de-sq1', 'de-ldr']);
    expect(g.ended).toEqual({ how: 'last-unit-exited', players: ['axis'], rule: '6.3' });
    expect(result.ended?.how).toBe('last-unit-exited');
  });

  it('seed 1041 goes on through a Time advance between two rolls of a Fire Order whose trigger Melee eliminated the unit rolling: de-ldr\'s Fire Defense Roll cancelled (9.1) on the Axis draw pile\'s last card advances Time (reading cce.reroll-last-card advance-stands, 6.1.2); us-sq3 placed into D5 (6.1.2 step 5) melees and eliminates de-ldr (O16.4); the roll kept after it reaches the Fire Order as the Time! it counts as, with the elimination before its result (1.9.1): de-ldr is gone, not rolled for; every invariant holding to the game\'s end', () => {
    let fire: { defense: { unit: string; result: string; trigger?: string }[]; eliminated: string[] } | null = null;
    const { result } = observed(SAMPLE, 1041, (was, _d, g) => {
      const before = was.orderOutputs.length;
      const done = g.orderOutputs.length > before ? g.orderOutputs.at(-1) : null;
      if (!fire && done?.order === 'Fire' && (done.output as { eliminated: string[] }).eliminated.includes('de-ldr')) fire = done.output as typeof fire;
    });
    expect(fire!.defense.at(-1)).toMatchObject({ unit: 'de-ldr', result: 'unit-gone', trigger: 'Time!' });
    expect(fire!.eliminated).toEqual(['de-ldr']);
    expect(result.ended?.how).toBe('sudden-death');
  });

  it('seed 4275 goes through the dead end seed 293 once stopped at: in a Time advance triggered by the Axis player, us-sq3 placed into B5 with de-ldr melees (O16.4); the Allied Melee Roll reveals the last card of the Allied draw pile: KEEP_ROLL and its re-roll (9.1; reading cce.reroll-last-card = advance-stands) both legal; re-rolled (the Axis player holds the Initiative), the Allied player\'s Time advance runs at once, inside the Melee (6.1.2), recorded before the Axis one ends; every invariant holding to the game\'s end', () => {
    let atLastCard: unknown = null;
    let afterLastCard: unknown = null;
    let turn = 0;
    const { result, g } = observed(SAMPLE, 4275, (was, d, g) => {
      const owed = was.triggerMelee?.owed;
      const justAtLastCard = atLastCard !== null && afterLastCard === null;
      // The decision made at the last card, and whether the Allied Time advance then runs inside the Melee.
      if (justAtLastCard) afterLastCard = [d.type, g.interlude?.afterTrigger?.melee === true];
      if (!owed && g.triggerMelee?.owed) {
        turn = g.turn;
        const { choices, notComposed } = legalChoices(g);
        atLastCard = [g.triggerMelee.owed, frameOf(g).decks.allied.draw.length, choices.map((c) => c.decision.type), notComposed.map((c) => [c.decision.type, c.player])];
      }
    });
    expect(atLastCard).toEqual(['allied', 0, ['KEEP_ROLL', 'REROLL'], []]);
    expect(afterLastCard).toEqual(['REROLL', true]);
    // By hand (6.1.2): two advances in that Turn, the Allied one (run inside the Melee for the re-rolled last card, step 1 reshuffling the Allied deck) recorded first, then the Axis one it came in.
    const advances = g.turns.find((t) => t.turn === turn)!.output.timeAdvances;
    expect(advances.map((a) => [a.triggering, a.placed])).toEqual([['allied', []], ['axis', [{ unit: 'us-sq3', hex: 'B5' }]]]);
    expect(result.ended?.how).toBe('sudden-death');
  });

  it('seed 4275 under reading cce.reroll-last-card = advance-canceled: the Allied Melee Roll that revealed the last card of the Allied draw pile may be re-rolled (9.1) by the Axis player, who holds the Initiative, a legal choice; made, the canceled last card owes no Time advance, the Initiative card passes to the Allied player, the Allied discard pile is reshuffled into a new draw pile (1.4, the canonical order) and the re-roll reveals its top card', () => {
    // Seed 4275's decisions up to that roll, replayed under the other reading (the two games agree up to it).
    const rnd = random(4275);
    let g = startGame(SAMPLE);
    const made: EventObject[] = [];
    while (!g.triggerMelee?.owed) {
      const d = randomDecision(g, rnd);
      made.push(d);
      g = play(g, d);
    }
    const invariants = new Invariants(SAMPLE);
    let h = made.reduce<Game>((acc, d) => play(acc, d), startGame(SAMPLE, { 'cce.reroll-last-card': 'advance-canceled' }));
    expect([h.triggerMelee?.owed, frameOf(h).decks.allied.draw.length, frameOf(h).initiative]).toEqual(['allied', 0, 'axis']);
    const { choices, notComposed } = legalChoices(h);
    expect([choices.map((c) => [c.decision.type, c.player]), notComposed]).toEqual([[['KEEP_ROLL', 'axis'], ['REROLL', 'axis']], []]);
    const pile = [...frameOf(h).decks.allied.discard].sort();
    h = play(h, { type: 'REROLL' });
    expect([h.triggerMelee?.owed, frameOf(h).initiative, frameOf(h).decks.allied.discard, frameOf(h).decks.allied.draw]).toEqual([undefined, 'allied', [], pile]);
    expect(legalChoices(h).choices.map((c) => [c.decision.type, c.player])).toEqual([['ROLL', 'allied']]);
    h = play(h, { type: 'ROLL' });
    expect(frameOf(h).decks.allied.discard).toEqual([pile[0]]);
    expect(invariants.check(h)).toEqual([]);
  });

  it('seed 4275 under the default reading cce.reroll-last-card = advance-stands: the Allied Melee Roll that revealed the last card of the Allied draw pile re-rolled (9.1) by the Axis player: the Initiative card passes to the Allied player and "the Time advance happens" at once, triggered by the Allied player inside the Melee (6.1.2: his deck reshuffled, step 1; Time 6 → 7, past the Sudden Death space 6, so his Sudden Death Roll, step 2), no advance owed after the Melee; then the Melee awaits his re-roll, which reveals the top card of his new draw pile', () => {
    const rnd = random(4275);
    let g = startGame(SAMPLE);
    while (!g.triggerMelee?.owed) g = play(g, randomDecision(g, rnd));
    const invariants = new Invariants(SAMPLE);
    const turn = turnContext(g);
    expect([frameOf(g).decks.allied.draw.length, frameOf(g).initiative, frameOf(g).time.space, turn.timeAdvances.length]).toEqual([0, 'axis', 6, 0]);
    g = play(g, { type: 'REROLL' });
    expect(invariants.check(g)).toEqual([]);
    // The advance, run inside the Melee (the Axis player's advance, whose Melee this is, still under way), begins with the Allied shuffle.
    expect([g.triggerMelee?.owed, frameOf(g).initiative, g.interlude?.afterTrigger]).toEqual([undefined, 'allied', { outer: null, melee: true }]);
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'SHUFFLE', order: [] }, 'allied']]);
    g = play(g, { type: 'SHUFFLE', order: [] } as EventObject);
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'allied']]);
    while (g.interlude) {
      g = play(g, legalChoices(g).choices[0].decision);
      expect(invariants.check(g)).toEqual([]);
    }
    const f = frameOf(g);
    // 72 cards: 3 in hand, the Sudden Death Roll's card on the discard pile, the other 68 the new draw pile.
    expect([f.time.space, f.decks.allied.hand.length, f.decks.allied.discard.length, f.decks.allied.draw.length, g.ended]).toEqual([7, 3, 1, 68, null]);
    expect(turnContext(g).timeAdvances.map((a) => a.triggering)).toEqual(['allied']);
    expect(legalChoices(g).choices.map((c) => [c.decision, c.player])).toEqual([[{ type: 'ROLL' }, 'allied']]);
    const top = f.decks.allied.draw[0];
    g = play(g, { type: 'ROLL' });
    expect(frameOf(g).decks.allied.discard[0]).toBe(top);
    expect(invariants.check(g)).toEqual([]);
  });

  it('seed 5082 of the Actions variant records the elimination of a unit that came onto the map during a Move Order and fell to its Op Fire: us-sq3, not among the units the Order started with, is eliminated by the Op Fire roll kept at decision 70 and goes onto the Casualty Track with its VP (4.2, 7.1); every invariant holding to the game\'s end', () => {
    const actions = parseScenario(rawActions);
    const rnd = random(5082);
    let g = startGame(actions);
    const invariants = new Invariants(actions);
    let startedWithIt: boolean | null = null;
    while (!g.ended) {
      const d = randomDecision(g, rnd);
      const order = g.order;
      g = play(g, d);
      expect(invariants.check(g)).toEqual([]);
      if (startedWithIt === null && frameOf(g).eliminated.includes('us-sq3')) startedWithIt = order!.start.units.some((u) => u.id === 'us-sq3');
    }
    expect(startedWithIt).toBe(false);
    expect(frameOf(g).eliminated).toContain('us-sq3');
  });

  it('seed 7619 keeps on the map a unit that exited during a Move Order and came back as a reinforcement inside it: de-ldr exits off the enemy edge (7.2.1) and its owner puts it on Time Track space 6; an Allied Op Fire roll in the same Order triggers Time! and the Time advance (6.1.2 step 5) places us-sq3 into D5 and de-ldr into D1; when the Order ends both are on the map, every invariant holding to the game\'s end', () => {
    let exitedIn: unknown = null;
    let placedIn: unknown = null;
    const placed: string[] = [];
    let afterOrder: string[] | null = null;
    const { result, g } = observed(SAMPLE, 7619, (was, decision, g) => {
      const d = decision as EventObject & { unit?: string; hex?: string };
      const order = was.order;
      if (d.type === 'PLACE_EXITED' && d.unit === 'de-ldr') exitedIn = order?.start;
      if (d.type === 'PLACE_REINFORCEMENT' && order && placed.length < 2) {
        placed.push(`${d.unit}@${d.hex}`);
        placedIn = order.start;
      }
      if (placed.length === 2 && !afterOrder && !g.order) afterOrder = frameOf(g).units.filter((u) => u.id === 'de-ldr' || u.id === 'us-sq3').map((u) => `${u.id}@${u.hex}`);
    });
    expect(g.exits[0]).toMatchObject({ unit: 'de-ldr', owner: 'axis', space: 6 });
    // The same Order: the exit and the two placements happened while the Order started on the same frame ran.
    expect([exitedIn !== null, exitedIn === placedIn, placed]).toEqual([true, true, ['us-sq3@D5', 'de-ldr@D1']]);
    expect(afterOrder).toEqual(['us-sq3@D5', 'de-ldr@D1']);
    expect(result.ended?.how).toBe('sudden-death');
  });

  it('the invariants can fail: a unit gone from every place, a card gone from a deck, a VP with no cause, a Casualty Track space with no casualty, a Radio gone from its Artillery Box with no Artillery Denied', () => {
    const g = startGame(SAMPLE);
    expect(new Invariants(SAMPLE).check(g)).toEqual([]);
    const f = frameOf(g);
    const changed = (frame: FrameState): Game => ({ ...g, snapshot: (turnMachine as unknown as AnyStateMachine).resolveState({ value: g.snapshot.value, context: { ...g.snapshot.context, frame } }) as AnyMachineSnapshot });
    expect(new Invariants(SAMPLE).check(changed({ ...f, units: f.units.filter((u) => u.id !== 'us-ldr') }))[0]).toMatch(/^4\.2: /);
    expect(new Invariants(SAMPLE).check(changed({ ...f, decks: { ...f.decks, axis: { ...f.decks.axis, hand: f.decks.axis.hand.slice(1) } } }))[0]).toMatch(/^1: axis's deck holds 71 cards/);
    // A marker moved with no cause recorded: the track's derivation does not sum to it (4.1.1), nor do the causes (7.1).
    const noCause = new Invariants(SAMPLE).check(changed({ ...f, vp: 1 }));
    expect(noCause[0]).toBe("4.1.1: VP 1, but its recorded causes (0) sum to 0 from the scenario's 0: a change of the marker not recorded");
    expect(noCause[1]).toMatch(/^7\.1: VP 1, expected 0/);
    expect(new Invariants(SAMPLE).check(changed({ ...f, casualtyTrack: { ...f.casualtyTrack!, allied: { occupied: 1, surrender: 5 } } }))).toEqual([
      "4.2: allied's Casualty Track has 1 filled spaces, expected 0 (the scenario's 0 + allied's eliminated non-Hero units)",
    ]);
    // 12, O17: us-radio (the sample's one Radio, in the Allied Artillery Box) gone without an Artillery Denied eliminating it.
    expect(new Invariants(SAMPLE).check(changed({ ...f, artilleryBoxes: { axis: null, allied: null } }))).toEqual([
      '12: Radios in Artillery Boxes or on the Time Track [] and 0 eliminated by Artillery Denied (O17), expected each of ["us-radio"] exactly once',
    ]);
  });
});

describe('game: random playouts of the Melee variant (sample-crossroads-melee.json)', () => {
  /**
   * Replays a seed of the Melee variant (the Allied player plays Russia; its cards print Ambush, No Quarter, Hidden Mines
   * and Hidden Wire besides the Actions variant's) and checks each of those Actions as it is played: its card prints it
   * and goes to the top of its player's discard pile (1.6); Hidden Mines or Wire puts its marker into the hex entered on
   * the game's map (A35.2, A35.5), and after an Advance the Mine Attack Roll, the Allied player's (F103.2), follows Hidden
   * Mines; an Ambush waits for its opponent's CHOOSE_UNIT only (A25); No Quarter gives its player 2 VP (A38), recorded
   * and — by the 7.1 invariant — on the VP marker. Every invariant holds after every decision.
   */
  function melee(seed: number) {
    const s = parseScenario(rawMelee);
    const printed = (id: string) => Object.values(s.frame.decks).find((d) => d.cards[id])!.cards[id].action;
    const TITLE: Record<string, string> = { HIDDEN_MINES: 'Hidden Mines', HIDDEN_WIRE: 'Hidden Wire', AMBUSH: 'Ambush', PLAY_NO_QUARTER: 'No Quarter' };
    const rnd = random(seed);
    const invariants = new Invariants(s);
    let g = startGame(s);
    const played: string[] = [];
    const wrong: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd) as EventObject & { card?: string };
      const before = g;
      const where = g.triggerMelee ? 'trigger Melee' : g.order?.composed.order;
      const player = legalChoices(g).choices.find((c) => JSON.stringify(c.decision) === JSON.stringify(d))?.player as 'axis' | 'allied';
      const entered = (g.order?.snapshot.context as { entered?: { hex: string } | null } | undefined)?.entered?.hex;
      g = play(g, d);
      const f = frameOf(g);
      if (TITLE[d.type]) {
        played.push(`${d.type} ${where}`);
        if (printed(d.card!) !== TITLE[d.type] || f.decks[player].discard[0] !== d.card) wrong.push(`${d.type} ${d.card}: card`);
        if (d.type === 'HIDDEN_MINES' || d.type === 'HIDDEN_WIRE') {
          if (!(f.map.hexes[entered!].markers ?? []).includes(d.type === 'HIDDEN_MINES' ? 'Mines' : 'Wire')) wrong.push(`${d.type} ${entered}: marker`);
          if (d.type === 'HIDDEN_MINES' && where === 'Advance' && JSON.stringify(legalChoices(g).choices.map((c) => [c.decision.type, c.player])) !== JSON.stringify([['ROLL', 'allied']])) wrong.push('HIDDEN_MINES: no Mine Attack Roll');
        }
        if (d.type === 'AMBUSH' && legalChoices(g).choices.some((c) => c.decision.type !== 'CHOOSE_UNIT' || c.player === player)) wrong.push('AMBUSH: not its opponent\'s CHOOSE_UNIT');
        // The 2 VP recorded for its player (the 7.1 invariant then finds them on the VP marker, with the Melee's eliminations).
        if (d.type === 'PLAY_NO_QUARTER' && JSON.stringify(g.awards.slice(before.awards.length)) !== JSON.stringify([{ player, vp: 2, rule: 'A38', turn: g.turn }])) wrong.push(`PLAY_NO_QUARTER: awards ${JSON.stringify(g.awards)}`);
      }
      wrong.push(...invariants.check(g));
    }
    return { played, wrong, ended: g.ended?.how };
  }

  it('seed 36 plays No Quarter (A38) at the conclusion of a Melee after an Advance, and Hidden Mines after a Move and after an Advance, its Mine Attack following (A35.2, F103.2)', () => {
    expect(melee(36)).toEqual({ played: ['HIDDEN_MINES Move', 'HIDDEN_MINES Advance', 'PLAY_NO_QUARTER Advance'], wrong: [], ended: 'sudden-death' });
  });

  it('seed 136 plays an Ambush (A25) in the Melee after an Advance, Hidden Mines after two Advances and Hidden Wire after a Move (A35.5)', () => {
    expect(melee(136)).toEqual({ played: ['AMBUSH Advance', 'HIDDEN_MINES Advance', 'HIDDEN_MINES Advance', 'HIDDEN_WIRE Move'], wrong: [], ended: 'sudden-death' });
  });

  it('seed 137 saves with Light Wounds (A36) a Squad that joined an Artillery Request under way: us-sq3, placed by a Time advance during the Order (6.1.2 step 5) and not among the units it began with, breaks to an Impact; its Team takes its place in its hex, the Squad goes into the Allied countermix, 1 VP lost, every invariant holding to the game\'s end', () => {
    const s = parseScenario(rawMelee);
    const rnd = random(137);
    const invariants = new Invariants(s);
    let g = startGame(s);
    const saved: string[] = [];
    const failed: string[] = [];
    while (!g.ended) {
      const d = randomDecision(g, rnd);
      const o = g.order;
      const rolling = (o?.snapshot.context as { defense?: { current?: string | null } } | undefined)?.defense?.current ?? null;
      if (d.type === 'LIGHT_WOUNDS' && o && rolling && !o.start.units.some((u) => u.id === rolling)) {
        const hex = o.composed.units(o.snapshot).find((u) => u.id === rolling)!.hex;
        const vp = frameOf(g).vp;
        g = play(g, d);
        const f = frameOf(g);
        const team = f.countermix!.allied!.lightWounds!.at(-1)!;
        saved.push(`${o.composed.procedure} ${rolling} -> ${team.team} in ${f.units.find((u) => u.id === team.team)?.hex} (was ${hex}); squad in countermix ${team.squad.id}; VP ${vp} -> ${f.vp}`);
      } else g = play(g, d);
      failed.push(...invariants.check(g));
    }
    // The Allied VP are negative on this marker (the Axis player's are positive): losing 1 moves it towards the Axis player.
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/^artillery us-sq3 -> allied-lw-team-\d+ in ([A-E]\d) \(was \1\); squad in countermix us-sq3; VP (-?\d+) -> (-?\d+)$/);
    const [, , before, after] = /\(was ([A-E]\d)\).*VP (-?\d+) -> (-?\d+)$/.exec(saved[0])!;
    expect(Number(after) - Number(before)).toBe(1);
    expect([failed, g.ended?.how]).toEqual([[], 'sudden-death']);
  });
});
