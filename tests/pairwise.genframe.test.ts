// Generated situations of the frame procedures (issue 16.5): every two values of every two facts meet in
// some situation, the facts read back from the situations (not from the generator's rows); pairs the
// rules forbid meet in none; each situation parses with its procedure's own parser; the same call gives
// the same seeds.
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParses } from './support/pairwise';
import { pairwiseTimeAdvanceSeeds, timeAdvanceFactors, timeAdvanceSpec, type TimeSeed } from '../oracle/procedures/cce/time-advance';
import { ccpTimeAdvanceSpec } from '../oracle/procedures/ccp/time-advance';
import { CCP_TIME_ADVANCE } from '../machines/ccp/time-advance';
import { CCE_TIME_ADVANCE, type TimeAdvanceSituation } from '../machines/cce/time-advance';
import type { ProcedureSpec, Seed } from '../machines/core/procedure';
import { gameEndFactors, gameEndSpec } from '../oracle/procedures/cce/game-end';
import { ccpGameEndSpec } from '../oracle/procedures/ccp/game-end';
import { CCE_GAME_END, type GameEndSituation } from '../machines/cce/game-end';
import { CCP_GAME_END } from '../machines/ccp/game-end';
import { turnFactors, turnSpec, type TurnSeed } from '../oracle/procedures/cce/turn';
import type { TurnSituation } from '../machines/cce/turn';

const generated = <T extends { name: string }>(seeds: T[]) => seeds.filter((s) => s.name.startsWith('pairwise-'));

// ------------------------------------------------------------------------------------- Time advance

/** A generated Time advance situation's facts, read back from the situation and its walk options. */
function readTimeAdvance(seed: TimeSeed): Record<string, string> {
  const s = seed.situation as TimeAdvanceSituation & { triggering: 'axis' | 'allied' };
  const now = s.time.space + 1; // 6.1.2: the marker advances first
  const other = s.triggering === 'axis' ? 'allied' : 'axis';
  const idle = s.active === 'axis' ? 'allied' : 'axis';
  const deck = s.decks[s.triggering] as unknown as { draw: { id: string; dice?: { white: number; colored: number } }[]; discard: typeof deck.draw; hand: { id: string; action?: string }[] };
  // 1.4, deck.ts canonicalOrder: the canonical reshuffle puts the cards described with dice on top, by id.
  const described = [...deck.draw, ...deck.discard].filter((c) => c.dice).sort((a, b) => a.id.localeCompare(b.id));
  const sum = described[0].dice!.white + described[0].dice!.colored;
  const arriving = s.reinforcements.filter((r) => r.space === now);
  const units = arriving.filter((r) => r.unit).sort((a, b) => (a.owner === idle ? 0 : 1) - (b.owner === idle ? 0 : 1));
  const radio = arriving.find((r) => !r.unit);
  const firstEdge = units.length ? s.edges[units[0].owner][0] : null;
  const atEdge = s.units.filter((u) => u.hex === firstEdge).map((u) => u.kind).sort().join(',');
  const objectiveAtEdge = s.objectives.find((o) => firstEdge && o.hexes.includes(firstEdge));
  const hasDig = (p: 'axis' | 'allied') => (s.decks[p] as unknown as typeof deck).hand.some((c) => c.action === 'Dig In');
  const postures = `${s.postures.axis}/${s.postures.allied}`;
  return {
    time: now < s.time.suddenDeath ? 'short of Sudden Death' : now === s.time.suddenDeath ? 'on Sudden Death' : 'past Sudden Death',
    roll: sum < now ? 'less' : sum === now ? 'equal' : 'greater',
    initiative: s.initiative === s.triggering ? 'the triggering player' : 'the other player',
    reroll: seed.options.rerolls === 0 ? 'none' : seed.options.rerolls === 1 ? 'one' : '?',
    triggering: s.triggering === s.active ? 'the active player' : 'the inactive player',
    piles: deck.draw.length && deck.discard.length ? 'draw and discard' : deck.draw.length ? 'discard pile empty' : deck.discard.length ? 'draw pile empty' : '?',
    postures: ({ 'defend/attack': 'Axis Defends', 'attack/defend': 'Allied Defends', 'attack/recon': 'Axis Attacks, Allied Recon', 'recon/attack': 'Axis Recon, Allied Attacks' } as Record<string, string>)[postures] ?? postures,
    vp: String(s.vp),
    arrival:
      arriving.length === 0 ? 'none'
      : radio ? (arriving.length === 1 ? (s.artilleryBoxes[radio.owner] === null ? 'a Radio, box empty' : 'a Radio, box occupied') : '?')
      : units.map((r) => `${r.owner}:${r.unit!.kind}`).join(',') === 'axis:squad' ? 'an Axis Squad'
      : units.map((r) => `${r.owner}:${r.unit!.kind}`).join(',') === 'allied:team' ? 'an Allied Team'
      : units.length === 2 && units[0].owner === idle && units[1].owner === s.active ? 'both' : '?',
    entry: !firstEdge ? 'free' : atEdge === 'squad,team' && !objectiveAtEdge ? 'first hex holds 6 figures' : atEdge === '' && objectiveAtEdge?.controller === (units[0].owner === 'axis' ? 'allied' : 'axis') ? 'first hex an enemy Objective' : atEdge === '' ? 'free' : '?',
    ...extras(s, seed, hasDig, other),
  };
}

/** The facts only CC:E's Time advance has (Smoke, Dig In, the all-five chit): present where the situation states them. */
function extras(s: TimeAdvanceSituation & { triggering: 'axis' | 'allied' }, seed: TimeSeed, hasDig: (p: 'axis' | 'allied') => boolean, other: 'axis' | 'allied'): Record<string, string> {
  const raw = seed.situation as { specialChits?: { allFiveObjectives?: boolean } };
  if (!raw.specialChits) return {};
  const five = s.objectives.filter((o) => o.number <= 5);
  const dig = hasDig(s.triggering) && hasDig(other) ? 'both' : hasDig(s.triggering) ? 'the triggering player' : hasDig(other) ? 'the other player' : 'none';
  return {
    smoke: ['none', 'one', 'two'][s.smoke.length] ?? '?',
    digIn: dig,
    allFive: !raw.specialChits.allFiveObjectives ? 'no chit' : five.length === 5 && five.every((o) => o.controller === five[0].controller) ? 'chit, all five held' : five.length === 5 ? 'chit, Objectives split' : '?',
  };
}

/** 6.1.2 step 5: an entry hex's facts need a unit arriving (a Radio goes to its Artillery Box). */
const entryNeedsUnit = (p: Record<string, string>) => p.entry !== undefined && p.entry !== 'free' && p.arrival !== undefined && (p.arrival === 'none' || p.arrival.startsWith('a Radio'));

describe('generated Time advance situations (6.1.2, 6.2.2): the Sudden Death boundary, the steps\' facts', () => {
  const cases: [string, ProcedureSpec<TimeAdvanceSituation>, typeof CCE_TIME_ADVANCE][] = [
    ['CC:E', timeAdvanceSpec, CCE_TIME_ADVANCE],
    ['CC:P', ccpTimeAdvanceSpec, CCP_TIME_ADVANCE],
  ];
  for (const [title, spec, edition] of cases) {
    const seeds = generated(spec.seeds as TimeSeed[]);
    it(`${title}: meets every two values of every two facts in some situation, an entry hex's facts only with a unit arriving`, () => {
      expectEveryPairMeets(timeAdvanceFactors(edition), seeds.map(readTimeAdvance), entryNeedsUnit);
    });
    it(`${title}: parses every situation with the procedure's own parser, minimises every walk, the same seeds on every call`, () => {
      for (const s of seeds) expectParses(spec, s);
      expect(seeds.every((s) => s.minimise)).toBe(true);
      expect(seeds.length).toBeGreaterThanOrEqual(6 * 3); // at least the arrival × entry-or-time pairs
    });
  }
  it('is deterministic', () => {
    expect(JSON.stringify(pairwiseTimeAdvanceSeeds())).toBe(JSON.stringify(generated(timeAdvanceSpec.seeds as TimeSeed[])));
  });
});

// ------------------------------------------------------------------------------------------ Game End

/** A generated Game End situation's facts, read back from the situation. */
function readGameEnd(seed: Seed<GameEndSituation>, edition: typeof CCE_GAME_END): Record<string, string> {
  const s = seed.situation;
  const who = (c: { axis: number; allied: number } | undefined) => (!c ? 'none' : c.axis > 0 && c.allied > 0 ? 'both' : c.axis > 0 ? 'axis' : c.allied > 0 ? 'allied' : 'none');
  const none = (p: 'axis' | 'allied') => s.unitsOnMap[p] === 0;
  const chit = s.chits[0];
  const held = s.objectives.find((o) => chit && o.number === chit.objective)?.controller;
  return {
    surrendered: s.surrendered.length === 2 ? 'both' : (s.surrendered[0] ?? 'nobody'),
    onMap: none('axis') && none('allied') ? 'neither' : none('axis') ? 'Axis none' : none('allied') ? 'Allied none' : 'both have units',
    pending: who(s.reinforcementsPending),
    ...(edition.infiltrationBoxes ? { infiltrated: who(s.infiltrated) } : {}),
    exited: s.lastUnitExited ?? 'nobody',
    suddenDeath: s.suddenDeath ? 'yes' : 'no',
    ...(edition.allFiveObjectivesChit ? { allFive: s.allFiveObjectives ?? 'nobody' } : {}),
    vp: String(s.vp),
    initiative: s.initiative,
    chit: !chit ? 'none' : `${chit.open ? 'open' : 'secret'} ${chit.value}, ${held === 'axis' ? 'Axis-held' : held === 'allied' ? 'Allied-held' : 'uncontrolled'}`,
  };
}

describe('generated Game End situations (6.3, 6.3.1, 6.3.2, 7.3.2, 9.2): the four ways, the outright losses, the VP and its secret chits', () => {
  const cases: [string, ProcedureSpec<GameEndSituation>, typeof CCE_GAME_END][] = [
    ['CC:E', gameEndSpec, CCE_GAME_END],
    ['CC:P', ccpGameEndSpec, CCP_GAME_END],
  ];
  for (const [title, spec, edition] of cases) {
    const seeds = generated(spec.seeds);
    it(`${title}: meets every two values of every two facts, but an exited player with units on the map and a Sudden Death Roll beside the all-five win`, () => {
      const forbidden = (p: Record<string, string>) => {
        const gone = (q: string) => p.onMap === 'neither' || (q === 'axis' && p.onMap === 'Axis none') || (q === 'allied' && p.onMap === 'Allied none');
        // 6.3 way 3: "his last unit on the map" exits; 7.3.2: "immediately prior to each Sudden Death Roll".
        return (p.exited !== undefined && p.exited !== 'nobody' && p.onMap !== undefined && !gone(p.exited)) || (p.allFive !== undefined && p.allFive !== 'nobody' && p.suddenDeath === 'yes');
      };
      expectEveryPairMeets(gameEndFactors(edition), seeds.map((s) => readGameEnd(s, edition)), forbidden);
    });
    it(`${title}: parses every situation with the procedure's own parser and minimises every seed`, () => {
      for (const s of seeds) expectParses(spec, s);
      expect(seeds.length).toBeGreaterThanOrEqual(5 * 4); // at least the chit × surrendered-or-onMap pairs
      expect(seeds.every((s) => s.minimise)).toBe(true);
    });
  }
});

// ---------------------------------------------------------------------------------------------- Turn

/** A generated Turn situation's facts (a Pass and the end of the Turn), read back from the situation. */
function readTurn(seed: TurnSeed): Record<string, string> {
  const s = seed.situation as TurnSituation;
  const us = s.decks.allied as unknown as { hand: { id: string }[]; draw: unknown[]; discard: unknown[] };
  const them = s.decks.axis as unknown as { hand: { id: string; action?: string }[] };
  const size = ({ attack: 6, recon: 5, defend: 4 } as Record<string, number>)[s.postures.allied]; // 1.1
  const need = size - us.hand.length;
  const stacked = (p: 'axis' | 'allied') => s.units.filter((u) => u.owner === p && u.kind === 'squad').length > 1 && new Set(s.units.filter((u) => u.owner === p).map((u) => u.hex)).size === 1;
  const actions = them.hand.filter((c) => c.action).map((c) => c.action!);
  return {
    posture: s.postures.allied,
    hand: us.hand.length === 0 ? 'none' : need === 1 ? 'one below Hand Size' : need === 2 ? 'two below Hand Size' : '?',
    discardLimit: String(s.discardLimit),
    draw: us.draw.length > need ? 'more than needed' : us.draw.length === need ? 'exactly as needed' : 'fewer than needed',
    discardPile: us.discard.length === 0 ? 'empty' : us.discard.length === 2 ? 'two cards' : '?',
    response: actions.length === 0 ? 'none' : actions.length === 1 ? actions[0] : '?',
    opponentDefends: s.postures.axis === 'defend' ? 'yes' : 'no',
    overstacked: stacked('allied') ? 'the active player' : stacked('axis') ? 'the opponent' : 'none',
  };
}

describe('generated Turn situations (5, O15, 5.4, 8.2): a Pass and the end of the Turn', () => {
  const seeds = generated(turnSpec.seeds as TurnSeed[]);
  it('meets every two values of every two facts, but both players Defending and fewer than the one card needed', () => {
    // A scenario has one Defender at most; 5.4: a draw pile of fewer cards than one is empty.
    expectEveryPairMeets(turnFactors(), seeds.map(readTurn), (p) => (p.posture === 'defend' && p.opponentDefends === 'yes') || (p.hand === 'one below Hand Size' && p.draw === 'fewer than needed'));
  });
  it('has the American player pass with the Time marker short of Sudden Death, parses every situation with the Turn\'s parser, minimises every walk', () => {
    for (const s of seeds) {
      const t = s.situation as TurnSituation;
      expect([t.active, t.time.space < t.time.suddenDeath - 1, s.options.pass, s.options.orders], s.name).toEqual(['allied', true, true, false]);
      expectParses(turnSpec, s);
    }
    expect(seeds.length).toBeGreaterThanOrEqual(4 * 3); // at least the response × posture pairs
    expect(seeds.every((s) => s.minimise)).toBe(true);
  });
});
