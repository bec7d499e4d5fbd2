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

export const MINES_SEEDS: Seed<unknown>[] = [
  {
    name: 'move-into-mines-together',
    purpose: 'F104.1, F104.2: two Allied squads Move together into the mines hex F6, where a Japanese team already is: one 6-FP attack, Cover 0, against both; the team is immune.',
    situation: { step: 'move', from: 'F7', to: 'F6', movers: ['us-sq1', 'us-sq2'], together: true, mines: ['F6'], alreadyThere: ['j-tm1'] },
  },
  {
    name: 'advance-out-separately',
    purpose: 'F104.1: two units Advance out of the mines hex F6 each on its own: one attack each, 8 FP as the scenario assigns.',
    situation: { step: 'advance', from: 'F6', to: 'F5', movers: ['j-sq1', 'j-sq2'], together: false, mines: ['F6'], minesFp: 8 },
  },
  {
    name: 'mines-to-mines',
    purpose: 'F104.1, F104.2 Important: a squad Moving from one mines hex into another is attacked leaving, then entering (even if the first attack broke it).',
    situation: { step: 'move', from: 'F6', to: 'F5', movers: ['us-sq1'], mines: ['F5', 'F6'] },
  },
  {
    name: 'stealth-into-mines',
    purpose: 'F104.1, the rulebook\'s Example B: a unit entering a mines hex via the Stealth event (E75) is not attacked.',
    situation: { step: 'placed', from: 'C3', to: 'F6', movers: ['j-sq1'], mines: ['F6'] },
  },
  {
    name: 'no-mines',
    purpose: 'F104.1: neither hex holds mines: no attack.',
    situation: { step: 'move', from: 'F7', to: 'F6', movers: ['us-sq1'], mines: ['B2'] },
  },
];

export const minesSpec: ProcedureSpec<MinesSituation> = {
  procedure: 'mines',
  ruleset: 'ccp',
  title: 'Mines (F104)',
  section: ['F104'],
  machine: minesMachine,
  parseSituation: parseMinesSituation,
  ...withoutEvents('the step and the mines hexes'),
  project: (snapshot) => projectMines(snapshot.context as MinesContext),
  seeds: MINES_SEEDS as Seed<MinesSituation>[],
};
