/**
 * Mines (F104, F104.1, F104.2) for the oracle: situation parsing and seeds. No events: the Mine Attacks a
 * step draws follow from the situation (the attack rolls are Fire's), so each seed is one vector.
 */
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { HEX_ID } from '../../../machines/cce/units';
import { DEFAULT_MINES_FP } from '../../../machines/cce/entry';
import { MINES_STEPS, type MinesContext, minesMachine, type MinesSituation, projectMines } from '../../../machines/ccp/mines';
import { withoutEvents } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

const hexId = (raw: unknown, path: string): string => str(raw, path, HEX_ID, 'a hex id such as "C7" (2.1)');
const hexOrNull = (raw: unknown, path: string): string | null => (raw === null ? null : hexId(raw, path));
const ids = (raw: unknown, path: string, min = 0): string[] => arr(raw, path, min).map((x, i) => str(x, `${path}[${i}]`));

export function parseMinesSituation(raw: unknown, path: string): MinesSituation {
  const o = obj(raw, path, ['step', 'from', 'to', 'movers', 'together', 'mines', 'alreadyThere', 'minesFp'], ['step', 'from', 'to', 'movers', 'mines']);
  const from = hexOrNull(o.from, `${path}.from`);
  const to = hexOrNull(o.to, `${path}.to`);
  const step = oneOf(o.step, `${path}.step`, MINES_STEPS, 'F104.1');
  // A Move or Advance leaves one hex for another (O29, O22); only a placement may come from or go off the map.
  if (step !== 'placed' && (from === null || to === null)) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.${from === null ? 'from' : 'to'}`, expected: 'a hex: a Move or Advance leaves one hex and enters another', actual: null, rule: 'F104.1' });
  }
  const movers = ids(o.movers, `${path}.movers`, 1);
  const alreadyThere = ids(o.alreadyThere ?? [], `${path}.alreadyThere`);
  alreadyThere.forEach((u, i) => {
    if (movers.includes(u)) throw new OracleError({ code: 'invalid-field', path: `${path}.alreadyThere[${i}]`, expected: 'a unit that does not step', actual: u, rule: 'F104.1' });
  });
  return {
    step,
    from,
    to,
    movers,
    together: bool(o.together, `${path}.together`, true),
    mines: ids(o.mines, `${path}.mines`).map((h, i) => hexId(h, `${path}.mines[${i}]`)),
    alreadyThere,
    minesFp: o.minesFp === undefined ? DEFAULT_MINES_FP : int(o.minesFp, `${path}.minesFp`, 6, 8, 'F104.2'),
  };
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/mines.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const MINES_SEEDS = onFirstUse((): Seed<MinesSituation>[] => [...loadSeeds('mines', null, parseMinesSituation, { ruleset: 'ccp' }), ...pairwiseMinesSeeds()]);

/**
 * Generated (issue 16.5): the facts F104 reads — how the units change hex (a Move, an Advance, or placed otherwise:
 * F104.1, only units that Move or Advance are attacked, the rulebook's Example B); which of the hex left and the hex
 * entered hold mines (F104.1; F104.2 "Important": the hex left attacks first); one unit, or two entering/exiting
 * together or separately (F104.1: "Units entering/exiting together are attacked with a single roll"); a unit already in
 * the mines hex, which does not step (F104.1: immune); the Mine Attack's FP, 6 or as the scenario assigns 7 or 8
 * (F104.2) — every two of them meeting in some situation (oracle/gen/pairwise.ts). Allied units step from F7 into F6; `alreadyThere`
 * names a Japanese team in the hex the step leaves or enters (the situation states no more of it).
 */
export const CCP_PAIRWISE_MINES_FACTORS = {
  step: ['move', 'advance', 'placed'],
  mines: ['none', 'hex left', 'hex entered', 'both'],
  movers: ['one', 'two together', 'two separately'],
  alreadyThere: ['none', 'a unit'],
  minesFp: ['6', '7', '8'],
};

export function pairwiseMinesSeeds(): Seed<MinesSituation>[] {
  const { rows } = pairwise(CCP_PAIRWISE_MINES_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const mines = { none: [], 'hex left': ['F7'], 'hex entered': ['F6'], both: ['F6', 'F7'] }[r.mines]!;
    const raw = {
      step: r.step,
      from: 'F7',
      to: 'F6',
      movers: r.movers === 'one' ? ['us-sq1'] : ['us-sq1', 'us-sq2'],
      together: r.movers !== 'two separately',
      mines,
      alreadyThere: r.alreadyThere === 'none' ? [] : ['j-tm1'],
      minesFp: Number(r.minesFp),
    };
    const situation = parseMinesSituation(raw, `generated mines seed "${name}": situation`);
    const how = { move: 'Move', advance: 'Advance', placed: 'are placed (not a Move or Advance)' }[r.step];
    const who = r.movers === 'one' ? 'an Allied squad' : `two Allied squads ${r.movers === 'two together' ? 'together' : 'each on its own'}`;
    return {
      name,
      purpose: `Generated pairwise: ${who} ${how} from F7 into F6, mines in ${r.mines === 'none' ? 'neither' : r.mines === 'both' ? 'both' : r.mines === 'hex left' ? 'F7 (the hex left)' : 'F6 (the hex entered)'}${r.alreadyThere === 'none' ? '' : ', a Japanese team already there'}, ${r.minesFp} FP (F104.1, F104.2).`,
      minimise: true,
      situation,
    };
  });
}

export const minesSpec: ProcedureSpec<MinesSituation> = {
  procedure: 'mines',
  ruleset: 'ccp',
  title: 'Mines (F104)',
  section: ['F104'],
  machine: minesMachine,
  parseSituation: parseMinesSituation,
  ...withoutEvents('the step and the mines hexes'),
  project: (snapshot) => projectMines(snapshot.context as MinesContext),
  get seeds() {
    return MINES_SEEDS() as Seed<MinesSituation>[];
  },
};
