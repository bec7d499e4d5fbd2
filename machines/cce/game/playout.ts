/**
 * Random playouts of a whole game (issue 22 item 4): a seeded random player chooses among the legal
 * choices (legal.ts) until the game ends, and the invariants below are checked after every decision.
 * Reproducible: the same scenario and seed give the same game.
 *
 * Chance is the player's too: a shuffle (1.4, 6.1.2 step 1) is a SHUFFLE whose order is a random
 * permutation of the pile, drawn from the same seeded generator.
 *
 * Invariants (a broken one throws with the seed, the step and what failed):
 * - 1: each player's 72 cards are conserved across hand, draw and discard (none removed in CC:E's frame);
 * - 4.2, 6.1.2, 7.1, E52.1: each unit is in exactly one place — on the map, eliminated (by an Order still
 *   under way: in its machine's record until the Order is over), on the Time Track
 *   (reinforcements, an exited unit among them, 7.2.1), or in the countermix (an exited Hero, E58.1; a Squad replaced by its two Teams in a Deploy, whose Teams then
 *   count as units in play; a Squad Light Wounds put back, A36, whose Team then counts as a unit in play: frame `countermix.<p>.lightWounds`);
 * - 7.1, 6.1.2 step 3, 7.2.1, 7.3: the VP marker equals the scenario's VP plus the recorded causes: elimination
 *   VP (victory.ts afterElimination) for each eliminated unit, the Defender's 1 VP for each Time advance,
 *   each exit's VP to its owner (game.ts `exits`), A36, 1 VP lost by the owner of each Squad Light Wounds saved
 *   (frame `countermix.<p>.lightWounds`), A38, the VP each No Quarter gave its player (game.ts `awards`),
 *   and each Objective that changed hands (7.3.1, 7.3.3) its open value, from the scenario's controller to its
 *   current one; an Objective chit that changed (not recorded per cause yet) is reported as a failure, not ignored;
 * - 4.1.1: the VP marker's recorded causes (frame `vpTerms`, the VP track's derivation) sum to it from the scenario's VP;
 * - 5.1: no Turn gives more Orders than its player's Order Capability;
 * - 6.3: the game ends within `maxDecisions`.
 * - 4.2: each player's Casualty Track has the scenario's filled spaces plus one per eliminated non-Hero
 *   unit of his (whatever eliminated it: an Order, a Sniper, an Event, the stacking check), its VP counted
 *   by the 7.1 invariant above.
 * - 8.1.2, 12, O17: each Radio of the scenario is in exactly one place — an Artillery Box, the Time Track
 *   (reinforcements), or the countermix, where only an Artillery Denied Order recorded as eliminating it
 *   puts it (O17: "An eliminated Radio is always placed back into the counter mix").
 */
import type { EventObject } from 'xstate';
import { DECK_SIZE } from '../deck';
import { deploySquad } from '../deploy';
import { LIGHT_WOUNDS_VP_LOSS } from '../effects';
import { afterControlChange, afterElimination, award } from '../victory';
import { PLAYERS, type Unit } from '../units';
import { frameOf, type Game, type Interlude, play, startGame, timeAdvanceContext, turnContext } from './game';
import type { FrameContext } from '../time-advance';
import { vpTrackDerivation } from '../frame';
import { legalChoices } from './legal';
import type { Scenario } from './scenario';

/** mulberry32: a small seeded generator (uniform in [0, 1)). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A choice by a seeded random player; a SHUFFLE gets a random order of the pile. */
export function randomDecision(g: Game, rnd: () => number): EventObject {
  const { choices } = legalChoices(g);
  if (choices.length === 0) throw new Error(`no legal choice in ${JSON.stringify(g.snapshot.value)} (turn ${g.turn})`);
  const d = choices[Math.floor(rnd() * choices.length)].decision;
  if (d.type !== 'SHUFFLE') return d;
  const f = frameOf(g);
  const deck = f.decks[timeAdvanceContext(g).ta.triggering];
  const pile = [...deck.draw, ...deck.discard];
  for (let i = pile.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pile[i], pile[j]] = [pile[j], pile[i]];
  }
  return { type: 'SHUFFLE', order: pile } as EventObject;
}

const sorted = (xs: string[]): string => JSON.stringify([...xs].sort());

/**
 * The invariants, checked after each decision. Incremental: what finished Turns recorded (their Time
 * advances' Defender VP, their Order count) is taken once, when the Turn is over.
 */
export class Invariants {
  private readonly cards: Record<string, Set<string>>;
  /** Every unit that has been in play, by id: the scenario's, then the Teams a Deploy brought in. */
  private readonly units: Map<string, Unit>;
  /** Units back in the countermix: a Squad replaced by its two Teams (8.2's free Deploy, E52.1). */
  private readonly countermix = new Set<string>();
  private onMapBefore: Map<string, Unit>;
  private turnsSeen = 0;
  /** VP from the Defender's Time advances of finished Turns (6.1.2 step 3). */
  private defenderVp = 0;
  private defenderAdvances = 0;

  constructor(private readonly s: Scenario) {
    this.cards = Object.fromEntries(PLAYERS.map((p) => [p, new Set(Object.keys(s.frame.decks[p].cards))]));
    const all = [...s.frame.units, ...s.frame.reinforcements.flatMap((r) => (r.unit ? [r.unit] : []))];
    this.units = new Map(all.map((u) => [u.id, u]));
    this.onMapBefore = new Map(s.frame.units.map((u) => [u.id, u]));
  }

  /** What failed after this decision (empty when all hold). */
  check(g: Game): string[] {
    const s = this.s;
    const out: string[] = [];
    const f = frameOf(g);
    for (const p of PLAYERS) {
      const d = f.decks[p];
      const now = [...d.hand, ...d.draw, ...d.discard];
      if (now.length !== DECK_SIZE || new Set(now).size !== DECK_SIZE || now.some((id) => !this.cards[p].has(id))) out.push(`1: ${p}'s deck holds ${now.length} cards (${new Set(now).size} distinct), expected the scenario's ${DECK_SIZE}`);
    }
    for (; this.turnsSeen < g.turns.length; this.turnsSeen++) {
      const t = g.turns[this.turnsSeen];
      const cap = s.orderCapability[t.player as 'axis' | 'allied'];
      if (t.output.orders.length > cap) out.push(`5.1: Turn ${t.turn} gave ${t.output.orders.length} Orders, more than the Order Capability ${cap}`);
      for (const ta of t.output.timeAdvances) if (ta.defenderVp) (this.defenderVp = award(this.defenderVp, ta.defenderVp, 1)), this.defenderAdvances++;
    }
    // A Time advance inside the Turn (game.ts Interlude) starts its frame with no eliminations: the Turn's frame,
    // and each advance it runs inside, hold those before it.
    const chain: Interlude[] = [];
    for (let i = g.ended ? null : (g.interlude ?? null); i; i = i.afterTrigger?.outer ?? null) chain.push(i);
    const eliminated = [...g.eliminated, ...(g.ended ? [] : chain.length === 0 ? f.eliminated : [...turnContext(g).frame.eliminated, ...[...chain].reverse().flatMap((i) => (i.snapshot.context as FrameContext).frame.eliminated)])];
    // During an Order, the units its machine has eliminated so far (a Rout's casualties): the frame gets
    // them, with their VP and Casualty Track spaces, when the Order is over (orders.ts after).
    const o = g.ended ? null : g.order;
    const timeTrack = f.reinforcements.flatMap((r) => (r.unit ? [r.unit.id] : []));
    // 7.2.1: a unit the Order's machine took off the map and the game has placed is on the Time Track, not in the Order's record.
    const inOrder = o ? o.known.filter((id) => !o.composed.units(o.snapshot).some((u) => u.id === id) && !eliminated.includes(id) && !f.units.some((u) => u.id === id) && !timeTrack.includes(id) && !g.exits.some((x) => x.unit === id && x.space === null)) : [];
    // 7.2.1, E58.1: an exited Hero is back in the countermix (an exited unit is on the Time Track, above).
    const heroesBack = g.exits.filter((x) => x.space === null && !f.units.some((u) => u.id === x.unit)).map((x) => x.unit);
    // A36: the Squads Light Wounds put back into the countermix; each one's Team came into play (a unit from then on).
    const wounded = PLAYERS.flatMap((p) => f.countermix?.[p]?.lightWounds ?? []);
    for (const w of wounded) if (!this.units.has(w.team)) this.units.set(w.team, f.units.find((u) => u.id === w.team) ?? { ...w.squad, id: w.team, kind: 'team' });
    // E52.1: a Squad that left the map for the countermix, replaced in its hex by two Teams that entered.
    const elsewhere = new Set([...eliminated, ...inOrder, ...timeTrack, ...heroesBack, ...this.countermix, ...wounded.map((w) => w.squad.id)]);
    const appeared = f.units.filter((u) => !this.units.has(u.id));
    const vanished = [...this.onMapBefore.values()].filter((u) => !f.units.some((x) => x.id === u.id) && !elsewhere.has(u.id));
    for (const v of vanished) {
      const onMap = appeared.filter((u) => u.kind === 'team' && u.hex === v.hex && u.owner === v.owner);
      // A Team eliminated in the decision that brought it in (an E52 Deploy during a Melee roll whose result then
      // eliminated it): its counter as deploy.ts made it, found among the eliminated units.
      const teams = onMap.length === 2 ? onMap : deploySquad([v], v.id).units.filter((u) => eliminated.includes(u.id) && !this.units.has(u.id)).concat(onMap);
      if (v.kind !== 'squad' || teams.length !== 2) continue;
      this.countermix.add(v.id);
      for (const t of teams) this.units.set(t.id, t);
    }
    this.onMapBefore = new Map(f.units.map((u) => [u.id, u]));
    const places = [...f.units.map((u) => u.id), ...eliminated, ...inOrder, ...timeTrack, ...heroesBack, ...this.countermix, ...wounded.map((w) => w.squad.id)];
    const all = sorted([...this.units.keys()]);
    if (sorted(places) !== all) out.push(`4.2: units by place (map, eliminated, Time Track, countermix) ${sorted(places)}, expected each of ${all} exactly once`);
    let vp = s.frame.vp + this.defenderVp;
    for (const id of eliminated) if (this.units.has(id)) vp = afterElimination(vp, this.units.get(id)!, f.specialChits);
    // 7.2.1: each exit's VP to the exiting unit's owner, as the game recorded it.
    for (const x of g.exits) vp = award(vp, x.owner, x.vp);
    // A36: "Lose 1 VP", for each Squad Light Wounds saved.
    for (const w of wounded) vp = award(vp, w.squad.owner, -LIGHT_WOUNDS_VP_LOSS);
    // A38: "The player gains 2 VPs", for each No Quarter played, as the game recorded it (game.ts `awards`).
    for (const a of g.awards) vp = award(vp, a.player, a.vp);
    // 7.3.1, 7.3.3: each Objective that changed hands (a unit an Event placed or moved onto it, E46 …, frame-effects.ts
    // frameUnitEnters): its open value moved from the scenario's controller to its current one (victory.ts
    // afterControlChange; a chain of changes nets to that one while no chit changes, checked below).
    for (const o of f.objectives) vp = afterControlChange(vp, o.number, s.frame.objectives.find((x) => x.number === o.number)?.controller ?? null, o.controller, f.chits);
    // The current Turn's Time advances, and the one under way: its step 3 awards the VP before it is recorded.
    // An advance owed after a trigger's Melee (game.ts Interlude.afterTrigger) runs inside another: each one under way counts.
    const under = chain;
    const turnAdvancing = g.snapshot.matches('advancingTime');
    const current = g.ended ? [] : [...turnContext(g).timeAdvances, ...(turnAdvancing && under.length > 0 ? [turnContext(g).ta] : []), ...under.map((i) => (i.snapshot.context as FrameContext).ta), ...(turnAdvancing && under.length === 0 ? [timeAdvanceContext(g).ta] : [])];
    for (const ta of current) if (ta.defenderVp) vp = award(vp, ta.defenderVp, 1);
    // 4.1.1: every change of the marker is recorded with its cause (frame.ts withVpTerms): the track's derivation starts
    // from the scenario's VP and sums to the marker.
    const track = vpTrackDerivation(f);
    if (track.base.value !== s.frame.vp) out.push(`4.1.1: VP ${f.vp}, but its recorded causes (${track.terms.length}) sum to ${f.vp - track.base.value} from the scenario's ${s.frame.vp}: a change of the marker not recorded`);
    if (vp !== f.vp) out.push(`7.1: VP ${f.vp}, expected ${vp} from the recorded causes (eliminations ${eliminated.join(', ') || 'none'}, exits ${g.exits.map((x) => x.unit).join(', ') || 'none'}, awards ${g.awards.map((a) => `${a.rule} ${a.player} ${a.vp}`).join(', ') || 'none'}, ${this.defenderAdvances} + ${current.filter((t) => t.defenderVp).length} Defender VP)`);
    // 4.2: each eliminated non-Hero unit fills one space of its owner's Casualty Track (an Order's casualties
    // when the frame gets them, with the eliminated list: the same moment).
    if (s.frame.casualtyTrack) {
      for (const p of PLAYERS) {
        const expected = s.frame.casualtyTrack[p].occupied + eliminated.filter((id) => this.units.get(id)?.owner === p && !this.units.get(id)?.hero).length;
        const track = f.casualtyTrack?.[p].occupied;
        if (track !== expected) out.push(`4.2: ${p}'s Casualty Track has ${track ?? 'no'} filled spaces, expected ${expected} (the scenario's ${s.frame.casualtyTrack[p].occupied} + ${p}'s eliminated non-Hero units)`);
      }
    }
    if (JSON.stringify(f.chits) !== JSON.stringify(s.frame.chits) || f.objectives.length !== s.frame.objectives.length) out.push('7.3.3: an Objective chit or an Objective changed, a VP cause not recorded per cause yet');
    // 8.1.2, 12, O17: Radios by place. A game that ended keeps its last Turn's Orders in its record only.
    const outputs = [...g.turns.flatMap((t) => t.orders), ...(g.ended ? [] : g.orderOutputs)];
    const denied = outputs.filter((o) => o.order === 'Artillery Denied' && (o.output as { result: string }).result === 'radio-eliminated').length;
    const placed = [...PLAYERS.flatMap((p) => (f.artilleryBoxes[p] === null ? [] : [f.artilleryBoxes[p]!])), ...f.reinforcements.flatMap((r) => (r.radio ? [r.radio] : []))];
    const radios = Object.keys(s.frame.radios ?? {});
    if (new Set(placed).size !== placed.length || placed.some((id) => !radios.includes(id)) || placed.length + denied !== radios.length) {
      out.push(`12: Radios in Artillery Boxes or on the Time Track ${sorted(placed)} and ${denied} eliminated by Artillery Denied (O17), expected each of ${sorted(radios)} exactly once`);
    }
    return out;
  }
}

export interface PlayoutResult {
  seed: number;
  decisions: number;
  turns: number;
  ended: Game['ended'];
  ms: number;
}

const show = (d: EventObject): string => (d.type === 'SHUFFLE' ? '{"type":"SHUFFLE",…}' : JSON.stringify(d));

/**
 * One random game from `scenario` with `seed`, the invariants checked after every decision; `observe` (tests)
 * is shown each decision with the game before and after it, before the invariants are checked.
 */
export function playout(scenario: Scenario, seed: number, maxDecisions = 5000, observe?: (before: Game, decision: EventObject, after: Game) => void): PlayoutResult {
  const t0 = performance.now();
  const rnd = random(seed);
  let g = startGame(scenario);
  const invariants = new Invariants(scenario);
  let n = 0;
  while (!g.ended) {
    if (n >= maxDecisions) throw new Error(`seed ${seed}: 6.3: the game did not end within ${maxDecisions} decisions (turn ${g.turn})`);
    const d = randomDecision(g, rnd);
    const before = g;
    try {
      g = play(g, d);
    } catch (e) {
      throw new Error(`seed ${seed}, decision ${n} ${show(d)} in ${JSON.stringify(g.snapshot.value)}: ${(e as Error).message}`);
    }
    observe?.(before, d, g);
    n++;
    const failed = invariants.check(g);
    if (failed.length) throw new Error(`seed ${seed}, after decision ${n} ${show(d)}: ${failed.join('; ')}`);
  }
  return { seed, decisions: n, turns: g.turn, ended: g.ended, ms: performance.now() - t0 };
}
