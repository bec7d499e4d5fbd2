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
import { pairwise } from '../../gen/pairwise';

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

/**
 * The seeds, as data (oracle/procedures/cce/seeds/game-end.json, read and validated on first use: seeds.ts),
 * then the situations generated pairwise (below), kept only where new.
 */
export const GAME_END_SEEDS = onFirstUse((): Seed<GameEndSituation>[] => [...loadSeeds('game-end', null, (raw, path) => parseGameEndSituation(raw, path)), ...pairwiseGameEndSeeds()]);

/**
 * The facts Game End reads (issue 16.5), per edition; each fact and the rule that reads it:
 * - surrendered: who had to place a unit on his Surrender space: nobody, either, both (6.3 way 1, 6.3.1;
 *   CC:P 13.3 a: the Allied player only);
 * - onMap: whose units are all off the map (eliminated or exited): nobody's, the Axis', the Allied, both
 *   (6.3 way 2);
 * - pending: whose units still wait on the Time Track (reading <edition>.last-unit-with-reinforcements);
 * - infiltrated (CC:P only): whose units are in an Infiltration Box (13.3 b, c);
 * - exited: whose last unit on the map has just exited (6.3 way 3; his units on the map are then none);
 * - suddenDeath: a Sudden Death Roll has just ended the game or not (6.3 way 4);
 * - allFive (CC:E only): who held all five Objectives just before a Sudden Death Roll (7.3.2; then no roll
 *   was made);
 * - vp: the VP marker Allied side, on 0 or Axis side (6.3.2, 7; 9.2 on 0);
 * - initiative: who holds the Initiative card (6.3.1, 9.2);
 * - chit: the secret (or open) Objective chit and who controls its Objective: none, a secret 3 on an
 *   Axis-held Objective (bringing -3 to 0), a secret 2 on an Allied-held one, a secret 4 on an uncontrolled
 *   one (nobody gains), an open 5 (already scored: 7.3.3, not again) (6.3.2).
 * Combined so that every two values of every two facts meet (oracle/gen/pairwise.ts); forbidden: an exited
 * player with units on the map, a Sudden Death Roll beside the all-five chit's win. One vector per seed
 * (no events), kept only where new (`minimise`).
 */
export function gameEndFactors(edition: GameEndEdition = CCE_GAME_END) {
  return {
    surrendered: edition.surrenders.length === 2 ? ['nobody', 'axis', 'allied', 'both'] : ['nobody', ...edition.surrenders],
    onMap: ['neither', 'both have units', 'Axis none', 'Allied none'], // first a value any exit allows: pairwise.ts completes a partial row with each factor's first value
    pending: ['none', 'axis', 'allied'],
    ...(edition.infiltrationBoxes ? { infiltrated: ['none', 'axis', 'allied'] } : {}),
    exited: ['nobody', 'axis', 'allied'],
    suddenDeath: ['no', 'yes'],
    ...(edition.allFiveObjectivesChit ? { allFive: ['nobody', 'axis', 'allied'] } : {}),
    vp: ['-3', '0', '2'],
    initiative: ['axis', 'allied'],
    chit: ['none', 'secret 3, Axis-held', 'secret 2, Allied-held', 'secret 4, uncontrolled', 'open 5, Axis-held'],
  } as Record<string, string[]>;
}

/** 6.3 way 3: the exited player has no unit left on the map; 7.3.2: the chit's win comes before the roll. */
export function gameEndForbidden(r: Record<string, string>): boolean {
  const empty = (p: string | undefined) => r.onMap === 'neither' || (p === 'axis' && r.onMap === 'Axis none') || (p === 'allied' && r.onMap === 'Allied none');
  return (r.exited !== undefined && r.exited !== 'nobody' && r.onMap !== undefined && !empty(r.exited)) || (r.allFive !== undefined && r.allFive !== 'nobody' && r.suddenDeath === 'yes');
}

export function pairwiseGameEndSeeds(edition: GameEndEdition = CCE_GAME_END, parse: (raw: unknown, path: string) => GameEndSituation = (raw, path) => parseGameEndSituation(raw, path, edition)): Seed<GameEndSituation>[] {
  const factors = gameEndFactors(edition);
  const { rows } = pairwise(factors, (r) => !gameEndForbidden(r));
  const both = (p: string, n: number) => ({ axis: p === 'axis' || p === 'both' ? n : 0, allied: p === 'allied' || p === 'both' ? n : 0 });
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const gone = { 'both have units': [], 'Axis none': ['axis'], 'Allied none': ['allied'], neither: ['axis', 'allied'] }[r.onMap] as Player[];
    const [kind, value, held] = { none: [null, 0, null], 'secret 3, Axis-held': ['secret', 3, 'axis'], 'secret 2, Allied-held': ['secret', 2, 'allied'], 'secret 4, uncontrolled': ['secret', 4, null], 'open 5, Axis-held': ['open', 5, 'axis'] }[r.chit] as [string | null, number, Player | null];
    const raw = {
      surrendered: r.surrendered === 'nobody' ? [] : r.surrendered === 'both' ? ['axis', 'allied'] : [r.surrendered],
      unitsOnMap: { axis: gone.includes('axis') ? 0 : 3, allied: gone.includes('allied') ? 0 : 3 },
      reinforcementsPending: both(r.pending, 2),
      ...(r.infiltrated !== undefined ? { infiltrated: both(r.infiltrated, 1) } : {}),
      lastUnitExited: r.exited === 'nobody' ? null : r.exited,
      suddenDeath: r.suddenDeath === 'yes',
      allFiveObjectives: r.allFive === undefined || r.allFive === 'nobody' ? null : r.allFive,
      vp: Number(r.vp),
      initiative: r.initiative,
      objectives: kind ? [{ number: 2, hexes: ['E5'], controller: held }] : [],
      chits: kind ? [{ id: 'B', objective: 2, value, open: kind === 'open', ...(kind === 'secret' ? { owner: 'allied' } : {}) }] : [],
    };
    const situation = JSON.parse(JSON.stringify(raw)) as GameEndSituation;
    parse(situation, `generated seed "${name}": situation`); // as a seed file's situation: validated, kept as written
    const facts = Object.entries(r).map(([k, v]) => `${k}: ${v}`).join('; ');
    return { name, purpose: `Generated pairwise: ${facts} (6.3, 6.3.1, 6.3.2, 7.3.2, 7.3.3, 9.2).`, minimise: true, situation };
  });
}

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
