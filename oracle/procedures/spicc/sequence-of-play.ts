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

export const SEQUENCE_SEEDS: Seed<unknown>[] = [
  {
    name: 'last-game-turn',
    purpose: 'GL, SOP.1–SOP.2, CRE.D: Game-Turn 10, the U.S. Player first, no Air Strike Phase; a German gun dispersed in the U.S. Offensive Fire Phase returns as it begins, a German platoon dispersed in the German Movement Phase as that begins, a U.S. infantry platoon never; the game ends after the last phase of Game-Turn 10 (the German Player-Turn\'s Defensive Fire Phase).',
    situation: {
      firstPlayer: 'us',
      airStrikePhase: false,
      gameTurn: 10,
      dispersed: [
        { unit: 'ger-75mm-at', dispersal: { until: { playerTurn: 'us', phase: 'offensive-fire' } } },
        { unit: 'ger-inf', dispersal: { until: { playerTurn: 'german', phase: 'movement' } } },
        { unit: 'us-inf', dispersal: { until: 'never' } },
      ],
    },
  },
  {
    name: 'air-strike-scenario',
    purpose: 'SOP.1.E, SOP.3: a Scenario with the U.S. Air Strike Phase, the German Player first, from Game-Turn 9: the U.S. Player-Turn (second) has its Air Strike Phase, the German one not; the marker advances to Game-Turn 10; a U.S. Observer dispersed in the U.S. Player-Turn\'s Defensive Fire Phase returns when it next begins.',
    situation: { firstPlayer: 'german', airStrikePhase: true, gameTurn: 9, dispersed: [{ unit: 'us-obs', dispersal: { until: { playerTurn: 'us', phase: 'defensive-fire' } } }] },
  },
  {
    name: 'dispersed-in-every-phase',
    purpose:
      'CRE.D at the beginning of every Phase (SOP.1.C, SOP.1.D, SOP.1.E with AS, SOP.1.F): Game-Turn 10 of the Air Strike Scenario, the U.S. Player first; German units dispersed in Game-Turn 9\'s U.S. Overrun, Close Assault and Air Strike Phases, and in the German Player-Turn\'s Defensive Fire Phase (reached from Close Assault, no Air Strike), each return as that Phase next begins — an engine that skips the return as one of these Phases begins leaves its unit dispersed.',
    situation: {
      firstPlayer: 'us',
      airStrikePhase: true,
      gameTurn: 10,
      dispersed: [
        { unit: 'ger-pz-iv', dispersal: { until: { playerTurn: 'us', phase: 'overrun' } } },
        { unit: 'ger-inf', dispersal: { until: { playerTurn: 'us', phase: 'close-assault' } } },
        { unit: 'ger-88mm', dispersal: { until: { playerTurn: 'us', phase: 'air-strike' } } },
        { unit: 'ger-halftrack', dispersal: { until: { playerTurn: 'german', phase: 'defensive-fire' } } },
      ],
    },
  },
];

export const sequenceOfPlaySpec: ProcedureSpec<SequenceSituation> = {
  procedure: 'sequence-of-play',
  ruleset: 'spicc',
  title: 'Sequence of Play (SOP, GL)',
  section: ['SOP'],
  machine: sequenceMachine,
  parseSituation: parseSequenceSituation,
  parseEvent: parseSequenceEvent,
  project: (snapshot) => projectSequence(snapshot.context as SequenceContext),
  seeds: SEQUENCE_SEEDS as Seed<SequenceSituation>[],
  domain: (snapshot) => (snapshot.status === 'done' ? [] : [{ type: 'END_PHASE' }]),
  domainNote: 'END_PHASE in every phase: the sequence has no choice and no die.',
};
