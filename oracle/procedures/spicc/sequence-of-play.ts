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
export const SEQUENCE_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('sequence-of-play', null, parseSequenceSituation, { ruleset: 'spicc', units: 'written' }));

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
