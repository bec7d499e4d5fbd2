/**
 * Game End (6.3, 6.3.1, 6.3.2, 7.3.2, 9.2) for the oracle: situation parsing and seeds. The procedure has
 * no events (every step follows from the situation), so each seed is one vector; the seeds are the four
 * endings, the simultaneous loss, the VP ending with secret chits, the "0" space, and nothing ended.
 */
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { OracleError } from '../../../machines/core/errors';
import { arr, bool, int, obj, oneOf } from '../../../machines/core/validate';
import { CCE_GAME_END, gameEndMachine, type GameEndContext, type GameEndEdition, type GameEndSituation, projectGameEnd } from '../../../machines/cce/game-end';
import { PLAYERS, type Player } from '../../../machines/cce/units';
import { parseObjectiveChits, parseObjectives } from '../../../machines/cce/frame';
import { withoutEvents } from './common';
import { loadSeeds, onFirstUse } from './seeds';

/**
 * Both editions' fields: a field of the other edition's only is accepted with its neutral value (no
 * all-five-Objectives chit holder, nobody in an Infiltration Box), so that one situation can be stated
 * for both and compared (`diff --from cce --to ccp`, oracle/edition-diff.ts).
 */
const FIELDS = ['surrendered', 'unitsOnMap', 'reinforcementsPending', 'infiltrated', 'lastUnitExited', 'suddenDeath', 'allFiveObjectives', 'vp', 'initiative', 'objectives', 'chits'];

/** Rule ids in errors are CC:E ids (a CC:P caller translates them, machines/ccp/rule-map.ts inCcp). */
export function parseGameEndSituation(raw: unknown, path: string, edition: GameEndEdition = CCE_GAME_END): GameEndSituation {
  const o = obj(raw, path, FIELDS, ['unitsOnMap', 'vp', 'initiative']);
  const counts = (v: unknown, p: string): Record<Player, number> => {
    const c = obj(v ?? { axis: 0, allied: 0 }, p, PLAYERS, PLAYERS);
    return { axis: int(c.axis, `${p}.axis`, 0, 99, '6.3'), allied: int(c.allied, `${p}.allied`, 0, 99, '6.3') };
  };
  const player = (v: unknown, p: string, rule: string): Player | null => (v === undefined || v === null ? null : oneOf(v, p, PLAYERS, rule));
  const out: GameEndSituation = {
    surrendered: (o.surrendered === undefined ? [] : arr(o.surrendered, `${path}.surrendered`)).map((x, i) => oneOf(x, `${path}.surrendered[${i}]`, edition.surrenders, '6.3')),
    unitsOnMap: counts(o.unitsOnMap, `${path}.unitsOnMap`),
    reinforcementsPending: counts(o.reinforcementsPending, `${path}.reinforcementsPending`),
    lastUnitExited: player(o.lastUnitExited, `${path}.lastUnitExited`, '6.3'),
    suddenDeath: bool(o.suddenDeath, `${path}.suddenDeath`, false),
    allFiveObjectives: player(o.allFiveObjectives, `${path}.allFiveObjectives`, '7.3.2'),
    vp: int(o.vp, `${path}.vp`, -99, 99, '4.1.1'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    objectives: parseObjectives(o.objectives, `${path}.objectives`),
    chits: parseObjectiveChits(o.chits, `${path}.chits`),
    ...(edition.infiltrationBoxes ? { infiltrated: counts(o.infiltrated, `${path}.infiltrated`) } : {}),
  };
  if (!edition.allFiveObjectivesChit && out.allFiveObjectives !== null) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.allFiveObjectives`, expected: 'null (this edition has no all-five-Objectives chit)', actual: o.allFiveObjectives, rule: '7.3.2' });
  }
  const infiltrated = edition.infiltrationBoxes ? null : counts(o.infiltrated, `${path}.infiltrated`);
  if (infiltrated && (infiltrated.axis > 0 || infiltrated.allied > 0)) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.infiltrated`, expected: '0 for both players (this edition has no Infiltration Boxes)', actual: o.infiltrated, rule: '6.3' });
  }
  return out;
}

/** The seeds, as data (oracle/procedures/cce/seeds/game-end.json, read and validated on first use: seeds.ts). */
export const GAME_END_SEEDS = onFirstUse((): Seed<GameEndSituation>[] => loadSeeds('game-end', null, (raw, path) => parseGameEndSituation(raw, path)));

export const gameEndSpec: ProcedureSpec<GameEndSituation> = {
  procedure: 'game-end',
  ruleset: 'cce',
  title: 'Game End and Victory (6.3, 6.3.1, 6.3.2, 7.3.2, 9.2)',
  section: ['6.3', '7'],
  machine: gameEndMachine,
  parseSituation: (raw, path) => parseGameEndSituation(raw, path),
  project: (snapshot) => projectGameEnd(snapshot.context as GameEndContext),
  get seeds() {
    return GAME_END_SEEDS();
  },
  ...withoutEvents('the situation'),
};
