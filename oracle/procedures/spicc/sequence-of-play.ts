/**
 * The Sequence of Play (SOP, GL) of SPI Combat Command for the oracle: parsing, seeds, domain.
 *
 * Domain: END_PHASE in every phase (the sequence has no choice and no die; what happens inside a phase is
 * other procedures'). Seeds start late in the game (Game-Turn 9 or 10) so that a walk covers the turn's
 * loop and the end without replaying ten Game-Turns.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { SIDES } from '../../../machines/spicc/units';
import type { Dispersal } from '../../../machines/spicc/results';
import { GAME_TURNS, PHASES, projectSequence, sequenceMachine, type SequenceContext, type SequenceSituation } from '../../../machines/spicc/sequence-of-play';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

function parseDispersal(raw: unknown, path: string): Dispersal {
  const o = obj(raw, path, ['until'], ['until']);
  if (o.until === 'never') return { until: 'never' };
  const u = obj(o.until, `${path}.until`, ['playerTurn', 'phase'], ['playerTurn', 'phase']);
  return { until: { playerTurn: oneOf(u.playerTurn, `${path}.until.playerTurn`, SIDES, 'CRE.D'), phase: oneOf(u.phase, `${path}.until.phase`, PHASES, 'CRE.D') } };
}

export function parseSequenceSituation(raw: unknown, path: string): SequenceSituation {
  const o = obj(raw, path, ['firstPlayer', 'airStrikePhase', 'gameTurn', 'dispersed'], ['firstPlayer', 'airStrikePhase', 'gameTurn']);
  const dispersed = o.dispersed === undefined ? [] : arr(o.dispersed, `${path}.dispersed`).map((d, i) => {
    const x = obj(d, `${path}.dispersed[${i}]`, ['unit', 'dispersal'], ['unit', 'dispersal']);
    return { unit: str(x.unit, `${path}.dispersed[${i}].unit`), dispersal: parseDispersal(x.dispersal, `${path}.dispersed[${i}].dispersal`) };
  });
  dispersed.forEach((d, i) => {
    if (dispersed.findIndex((e) => e.unit === d.unit) !== i) throw new OracleError({ code: 'invalid-field', path: `${path}.dispersed[${i}].unit`, expected: 'each unit once', actual: d.unit, rule: 'CRE.D' });
  });
  return {
    firstPlayer: oneOf(o.firstPlayer, `${path}.firstPlayer`, SIDES, 'SOP'),
    airStrikePhase: bool(o.airStrikePhase, `${path}.airStrikePhase`),
    gameTurn: int(o.gameTurn, `${path}.gameTurn`, 1, GAME_TURNS, 'GL'),
    dispersed,
  };
}

function parseSequenceEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  if ((raw as { type?: unknown } | null)?.type === 'END_PHASE') {
    obj(raw, path, ['type'], ['type']);
    return { type: 'END_PHASE' };
  }
  return unknownEvent(raw, path, snapshot, ['END_PHASE']);
}

/** The seeds, as data (oracle/procedures/spicc/seeds/sequence-of-play.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const SEQUENCE_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('sequence-of-play', null, parseSequenceSituation, { ruleset: 'spicc', units: 'written' }), ...pairwiseSequenceSeeds()]);

/**
 * Generated (issue 16.5): the facts the sequence reads — the First Player (SOP: "made in the Scenario being
 * played"); the Scenario's Air Strike Phase (SOP.1.E: "only the U.S. Player has an Air Strike Phase, and he has it
 * only in the Scenario which calls for it"); the Game-Turn it starts at, the last but one or the last (GL: "All
 * games are ten Game-Turns in duration", SOP.3); a unit dispersed in a Phase (each of the six, SOP.1.A–F) of one
 * Player's Turn, which "would return to normal" at "the beginning of the next repetition of the exact Phase in
 * which they were dispersed" (CRE.D); and a U.S. infantry platoon dispersed for good beside it or not ("U.S.
 * Infantry, Armored Infantry and Engineer units never recover from being dispersed", CRE.D) — every two meeting
 * in some situation (oracle/gen/pairwise.ts). A German unit dispersed in the Air Strike Phase, which only the
 * U.S. Player has, stays dispersed: the pair is kept, an engine that gave the Germans that Phase returns it.
 */
export const SPICC_PAIRWISE_SEQUENCE_FACTORS = {
  firstPlayer: ['us', 'german'],
  airStrikePhase: ['no', 'yes'],
  gameTurn: ['9', '10'],
  phase: PHASES,
  playerTurn: ['us', 'german'],
  forGood: ['no', 'yes'],
};

export function pairwiseSequenceSeeds(): Seed<unknown>[] {
  const { rows } = pairwise(SPICC_PAIRWISE_SEQUENCE_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const raw = {
      firstPlayer: r.firstPlayer,
      airStrikePhase: r.airStrikePhase === 'yes',
      gameTurn: Number(r.gameTurn),
      dispersed: [{ unit: `${r.playerTurn === 'us' ? 'german' : 'us'}-unit`, dispersal: { until: { playerTurn: r.playerTurn, phase: r.phase } } }, ...(r.forGood === 'yes' ? [{ unit: 'us-inf', dispersal: { until: 'never' } }] : [])],
    };
    // Kept as written (as the seeds files' situations are), parsed here as it is made.
    const situation = JSON.parse(JSON.stringify(raw)) as unknown;
    parseSequenceSituation(situation, `generated sequence-of-play seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: from Game-Turn ${r.gameTurn}, the ${r.firstPlayer} Player first, ${r.airStrikePhase === 'yes' ? 'with' : 'without'} the Air Strike Phase; a unit dispersed in the ${r.playerTurn} ${r.phase} Phase${r.forGood === 'yes' ? ', a U.S. infantry platoon for good' : ''} (SOP, SOP.1.A-F, SOP.2, SOP.3, GL, CRE.D).`,
      minimise: true,
      situation,
    };
  });
}

export const sequenceOfPlaySpec: ProcedureSpec<SequenceSituation> = {
  procedure: 'sequence-of-play',
  ruleset: 'spicc',
  title: 'Sequence of Play (SOP, GL)',
  section: ['SOP'],
  machine: sequenceMachine,
  parseSituation: parseSequenceSituation,
  parseEvent: parseSequenceEvent,
  project: (snapshot) => projectSequence(snapshot.context as SequenceContext),
  get seeds() {
    return SEQUENCE_SEEDS() as Seed<SequenceSituation>[];
  },
  domain: (snapshot) => (snapshot.status === 'done' ? [] : [{ type: 'END_PHASE' }]),
  domainNote: 'END_PHASE in every phase: the sequence has no choice and no die.',
};
