// Generated SPI Combat Command situations (issue 16.5): Breaking down and recombining (ST.D, ST.BD), the end of the
// Movement Phase (IP Dig-In, WR.C Wreck removal), the Sequence of Play (SOP, GL, CRE.D), a Scenario's set-up (SU, IP.A)
// and whether a unit may move (SOP.1.B, MV.D, MV.L, MV.E, MV.K, CRE.D): the facts their rules read
// (oracle/procedures/spicc/{breakdown,end-of-movement,sequence-of-play,scenario,movement}.ts SPICC_PAIRWISE_*_FACTORS), read back from
// the situations themselves (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { breakdownPairImpossible, breakdownSpec, pairwiseBreakdownSeeds, SPICC_PAIRWISE_BREAKDOWN_FACTORS } from '../oracle/procedures/spicc/breakdown';
import { endOfMovementSpec, pairwiseDigInSeeds, pairwiseWreckSeeds, SPICC_PAIRWISE_DIG_IN_FACTORS, SPICC_PAIRWISE_WRECK_FACTORS } from '../oracle/procedures/spicc/end-of-movement';
import { movementSpec, pairwiseMoverSeeds, SPICC_PAIRWISE_MOVER_FACTORS } from '../oracle/procedures/spicc/movement';
import { pairwiseSetUpSeeds, scenarioSpec, SPICC_PAIRWISE_SET_UP_FACTORS } from '../oracle/procedures/spicc/scenario';
import { pairwiseSequenceSeeds, sequenceOfPlaySpec, SPICC_PAIRWISE_SEQUENCE_FACTORS } from '../oracle/procedures/spicc/sequence-of-play';
import type { SpiccUnit } from '../machines/spicc/units';
import { distance, parseHex } from '../machines/core/hex';

/** A generated seed's situation, kept as written (as the seeds files' are), read through its procedure's own parser. */
const parsed = <S>(spec: { parseSituation(raw: unknown, path: string): S }, seed: { name: string; situation: unknown }): S => spec.parseSituation(seed.situation, seed.name);

/** A counter named by the class and kind the breakdown table and IP, WR.C single out; '?' for anything else. */
const counterOf = (u: SpiccUnit, wagons?: number): string => {
  if (u.class === '2') return { infantry: 'Class 2 infantry', engineer: 'Class 2 engineer', observer: 'Class 2 Observer' }[u.kind as string] ?? '?';
  if (u.class === '1d') return u.kind === 'halftrack' ? 'Class 1d halftrack' : u.kind === 'other' ? 'Class 1d' : '?';
  if (u.class === '1c') return wagons ? `Class 1c of ${wagons}` : '?';
  return u.kind === 'other' ? `Class ${u.class}` : '?';
};

describe('generated Breakdown situations (ST.D, ST.BD): the Phase, the Player, the counter, what is given (the request), the room left, what fills it, what counts for nothing', () => {
  const seeds = () => breakdownSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = parsed(breakdownSpec, seed);
    const given = s.request.type === 'break-down' ? [s.request.unit] : s.request.units;
    const mine = s.units.filter((u) => given.includes(u.id));
    const rest = s.units.filter((u) => !given.includes(u.id));
    const counted = rest.filter((u) => u.side === s.playerTurn && !u.passenger && u.kind !== 'observer');
    const uncounted = rest.filter((u) => !counted.includes(u));
    const wrecks = s.wrecks.F10 ?? 0;
    const others = wrecks + counted.reduce((n, u) => n + u.size, 0);
    // The breakdown table, as ST.BD words it, written out here again: the platoons a company of the counter holds.
    const table: Record<string, number> = { 'Class 2 infantry': 3, 'Class 1d': 3, 'Class 1d halftrack': 2, 'Class 1a': 2, 'Class 1b': 2, 'Class 1c of 2': 2, 'Class 1c of 3': 3, 'Class 3': 1 };
    const counter = counterOf(mine[0], s.wagonPlatoons);
    const after = others + (s.request.type === 'recombine' ? 2 : table[counter]);
    const u = uncounted[0];
    return {
      phase: s.phase,
      player: s.playerTurn,
      counter: new Set(mine.map((m) => counterOf(m, s.wagonPlatoons))).size === 1 && mine.every((m) => m.hex === 'F10') ? counter : '?',
      given: s.request.type === 'break-down' ? (mine[0].size === 2 ? 'a company' : 'a platoon') : mine.every((m) => m.size === 1) ? `${mine.length} platoon${mine.length > 1 ? 's' : ''}` : '?',
      room: ({ 4: 'two to spare', 6: 'exactly six', 7: 'one over' } as Record<number, string>)[after] ?? `?${after}`,
      filler: wrecks > 0 && counted.length === 0 ? 'Wreck markers' : wrecks === 0 && counted.length > 0 ? 'friendly units' : '?',
      uncounted: uncounted.length === 0 ? 'nothing' : uncounted.length > 1 ? '?' : u.side !== s.playerTurn ? (u.size === 2 ? 'an enemy company' : '?') : u.passenger ? 'a passenger' : u.kind === 'observer' ? 'an Observer' : '?',
    };
  };

  it('meets every two values of every two facts in some situation (save the pairs the rules forbid), each parsed by its parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_BREAKDOWN_FACTORS, seeds().map(read), breakdownPairImpossible);
    for (const s of seeds()) expectParsesMinimised(breakdownSpec, s);
  });

  itIsDeterministic(pairwiseBreakdownSeeds, seeds, 8 * 3, 'the counter × room pairs');
});

describe('generated Dig-In situations (IP, IP.B): the Phase, whose unit, its class, moved or not, its terrain, Dug-In already', () => {
  const seeds = () => endOfMovementSpec.seeds.filter((s) => s.name.startsWith('pairwise-dig-in-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = parsed(endOfMovementSpec, seed);
    const u = s.units.find((x) => x.id === s.request.unit)!;
    return {
      phase: s.phase,
      unit: u.side === s.playerTurn ? "the phasing Player's" : "the other Player's",
      counter: counterOf(u),
      moved: s.moved.includes(u.id) ? 'yes' : 'no',
      terrain: s.request.type === 'dig-in' ? s.terrain[u.hex] : '?',
      dugIn: u.dugIn ? 'yes' : 'no',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by its parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_DIG_IN_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(endOfMovementSpec, s);
  });

  itIsDeterministic(pairwiseDigInSeeds, seeds, 6 * 5, 'the terrain × counter pairs');
});

describe('generated Wreck removal situations (WR.C): the Phase, whose unit, its class, the Wreck markers, where it began and ends', () => {
  const seeds = () => endOfMovementSpec.seeds.filter((s) => s.name.startsWith('pairwise-wreck-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = parsed(endOfMovementSpec, seed);
    const u = s.units.find((x) => x.id === s.request.unit)!;
    const r = s.request as { type: string; hex: string; beganIn: string };
    const apart = (h: string) => ['in the hex', 'adjacent', 'two away'][distance(parseHex(h, 'h'), parseHex(r.hex, 'h'))] ?? '?';
    return {
      phase: s.phase,
      unit: u.side === s.playerTurn ? "the phasing Player's" : "the other Player's",
      counter: counterOf(u),
      wrecks: r.type === 'remove-wreck' ? String(s.wrecks[r.hex] ?? 0) : '?',
      began: apart(r.beganIn),
      ends: apart(u.hex),
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by its parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_WRECK_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(endOfMovementSpec, s);
  });

  itIsDeterministic(pairwiseWreckSeeds, seeds, 3 * 3, 'the began × ends pairs');
});

describe('generated Sequence of Play situations (SOP, GL, CRE.D): the First Player, the Air Strike Phase, the Game-Turn, a dispersal\'s Phase and Player-Turn, a permanent one', () => {
  const seeds = () => sequenceOfPlaySpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = parsed(sequenceOfPlaySpec, seed);
    const timed = s.dispersed.filter((d) => d.dispersal.until !== 'never');
    const never = s.dispersed.filter((d) => d.dispersal.until === 'never');
    const until = timed.length === 1 && timed[0].dispersal.until !== 'never' ? timed[0].dispersal.until : null;
    return {
      firstPlayer: s.firstPlayer,
      airStrikePhase: s.airStrikePhase ? 'yes' : 'no',
      gameTurn: String(s.gameTurn),
      phase: until?.phase ?? '?',
      playerTurn: until?.playerTurn ?? '?',
      forGood: never.length === 0 ? 'no' : never.length === 1 && never[0].unit.startsWith('us-inf') ? 'yes' : '?',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by its parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_SEQUENCE_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(sequenceOfPlaySpec, s);
  });

  itIsDeterministic(pairwiseSequenceSeeds, seeds, 6 * 2, 'the phase × Player-Turn pairs');
});

describe('generated set-up situations (SU, ST.A, IP.A): the Scenario, the Player, the hex on or off the Battlefield, its terrain, the stack\'s Stacking Points, what counts for nothing, the unit Dug-In', () => {
  const seeds = () => scenarioSpec.seeds.filter((s) => s.name.startsWith('pairwise-set-up-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = parsed(scenarioSpec, seed);
    const hexes = [...new Set(s.units.map((u) => u.hex))];
    const side = s.units[0].side;
    const counted = s.units.filter((u) => u.side === side && !u.passenger && u.kind !== 'observer');
    const uncounted = s.units.filter((u) => !counted.includes(u));
    const points = counted.reduce((n, u) => n + u.size, 0);
    const dug = s.units.filter((u) => u.dugIn);
    const u = uncounted[0];
    return {
      scenario: String(s.scenario),
      player: side,
      hex: hexes.length !== 1 || s.stage !== 'set-up' ? '?' : s.battlefield.includes(hexes[0]) ? 'on the Battlefield' : 'off the Battlefield',
      terrain: s.terrain[hexes[0]] ?? '?',
      stacking: ({ 3: 'within', 6: 'exactly six', 7: 'seven' } as Record<number, string>)[points] ?? `?${points}`,
      uncounted: uncounted.length === 0 ? 'nothing' : uncounted.length > 1 ? '?' : u.side !== side ? (u.size === 2 ? 'an enemy company' : '?') : u.passenger ? 'a passenger' : u.kind === 'observer' ? 'an Observer' : '?',
      dugIn: dug.length === 0 ? 'none' : dug.length > 1 || dug[0].side !== side ? '?' : `a Class ${dug[0].class} unit`,
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by its parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_SET_UP_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(scenarioSpec, s);
  });

  itIsDeterministic(pairwiseSetUpSeeds, seeds, 6 * 4, 'the Scenario × Dug-In pairs');
});

describe('generated Movement situations (SOP.1.B, MV.D, MV.L, MV.E, MV.K, CRE.D): the Phase, whose unit, moved, fired, a passenger, dispersed, its class', () => {
  const seeds = () => movementSpec.seeds.filter((s) => s.name.startsWith('pairwise-mover-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = parsed(movementSpec, seed);
    const u = s.units.find((x) => x.id === s.unit)!;
    const yes = (b: boolean) => (b ? 'yes' : 'no');
    return {
      phase: s.phase,
      unit: s.units.length !== 1 ? '?' : u.side === s.playerTurn ? "the phasing Player's" : "the other Player's",
      moved: yes(s.moved.includes(u.id)),
      fired: yes(u.attacked),
      passenger: yes(u.passenger),
      dispersed: yes(u.dispersed),
      counter: counterOf(u),
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by its parser, every walk minimised', () => {
    expectEveryPairMeets(SPICC_PAIRWISE_MOVER_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(movementSpec, s);
  });

  itIsDeterministic(pairwiseMoverSeeds, seeds, 3 * 2, 'the class × Phase pairs');
});
