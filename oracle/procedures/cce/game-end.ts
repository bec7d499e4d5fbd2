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

const both = (axis: number, allied: number) => ({ axis, allied });
const base = { surrendered: [], unitsOnMap: both(3, 3), reinforcementsPending: both(0, 0), lastUnitExited: null, suddenDeath: false, allFiveObjectives: null, vp: 0, initiative: 'axis', objectives: [], chits: [] };

export const GAME_END_SEEDS: Seed<GameEndSituation>[] = [
  { name: 'surrender-beats-vp', purpose: '6.3.1: the Allied player, 6 VP ahead, must place a unit on his Surrender space: he loses regardless of the VP total.', situation: { ...base, surrendered: ['allied'], vp: -6 } as GameEndSituation },
  { name: 'both-lose-at-once', purpose: '6.3.1, 9.2: the Axis player surrenders as the Allied player\'s last unit is eliminated: the Initiative holder (Allied) wins.', situation: { ...base, surrendered: ['axis'], unitsOnMap: both(2, 0), initiative: 'allied' } as GameEndSituation },
  { name: 'last-unit-with-reinforcements', purpose: '6.3 way 2 with units still on the Time Track (reading cce.last-unit-with-reinforcements): by default the Allied player loses.', situation: { ...base, unitsOnMap: both(2, 0), reinforcementsPending: both(0, 2), vp: -4 } as GameEndSituation },
  {
    name: 'sudden-death-secret-chits',
    purpose: '6.3.2, 7.3.3: Sudden Death with the Axis player 1 VP ahead; the secret chits are revealed: Allied-controlled Objective 3 worth 2 and an "all Objectives 1" chit (Objectives 1 Axis, 3 Allied): 1 + 1 - 3 = -1, the Allied player wins.',
    situation: {
      ...base,
      suddenDeath: true,
      vp: 1,
      objectives: [{ number: 1, hexes: ['B2'], controller: 'axis' }, { number: 3, hexes: ['F5', 'F6'], controller: 'allied' }, { number: 4, hexes: ['H1'], controller: null }],
      chits: [{ id: 'C', objective: 3, value: 2, open: false, owner: 'allied' }, { id: 'V', objective: 'all', value: 1, open: false, owner: 'axis' }, { id: 'G', objective: 4, value: 3, open: true }],
    } as GameEndSituation,
  },
  { name: 'sudden-death-on-zero', purpose: '6.3.2, 9.2: Sudden Death with the VP marker in the "0" space: the Initiative holder wins.', situation: { ...base, suddenDeath: true, vp: 0, initiative: 'allied' } as GameEndSituation },
  { name: 'last-unit-exits', purpose: '6.3 way 3 and 6.3.2: the Axis player\'s last unit exits the map with the Axis 3 VP ahead: the VP marker decides, Axis wins.', situation: { ...base, unitsOnMap: both(0, 4), lastUnitExited: 'axis', vp: 3 } as GameEndSituation },
  { name: 'all-five-objectives', purpose: '7.3.2: the Allied player controlled all five Objectives before a Sudden Death Roll: he wins regardless of VP.', situation: { ...base, allFiveObjectives: 'allied', vp: 12 } as GameEndSituation },
  { name: 'nothing-ended', purpose: '6.3: none of the four ways applies: the game goes on.', situation: { ...base } as GameEndSituation },
];

export const gameEndSpec: ProcedureSpec<GameEndSituation> = {
  procedure: 'game-end',
  ruleset: 'cce',
  title: 'Game End and Victory (6.3, 6.3.1, 6.3.2, 7.3.2, 9.2)',
  section: ['6.3', '7'],
  machine: gameEndMachine,
  parseSituation: (raw, path) => parseGameEndSituation(raw, path),
  project: (snapshot) => projectGameEnd(snapshot.context as GameEndContext),
  seeds: GAME_END_SEEDS,
  ...withoutEvents('the situation'),
};
