/**
 * The Combat! Stalingrad turn (4.2, 4.4) for the oracle: situation and event parsing, seeds and the event
 * domain.
 *
 * Domain: ROLL_INITIATIVE as three classes of the two d10 totals — German higher, Russian higher, a tie —
 * each by one pair of dice (the outcome depends only on which total is higher, 4.2 1c); CHOOSE_ORDER both
 * ways; ROLL_RANDOM_IMPULSES by one roll per number of impulses it can give under the reading (1, 3: one
 * and two impulses; under 'down' 1 gives none, offered only until a run has been empty once, so that the
 * walk ends); in an impulse every legal MOVE, FIRE and DEFENSIVE_FIRE and PASS; MELEE_PHASE_DONE.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import { validateD10 } from '../../../machines/core/dice';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str, uniqueIds } from '../../../machines/core/validate';
import { mayDefensiveFire, mayFire, mayMove, projectTurn, SIDES, type TurnContext, turnMachine, type TurnSituation, type TurnUnit, type TurnBoxEntry } from '../../../machines/cs/turn';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise } from '../../gen/pairwise';

export const TURN_EVENTS = ['ROLL_INITIATIVE', 'CHOOSE_ORDER', 'ROLL_RANDOM_IMPULSES', 'MOVE', 'FIRE', 'DEFENSIVE_FIRE', 'PASS', 'MELEE_PHASE_DONE'] as const;

function parseTurnBoxEntry(raw: unknown, path: string): TurnBoxEntry {
  if (raw === 'auto') return 'auto';
  if (typeof raw === 'number') return int(raw, path, -20, 20, '3.2.15.1');
  return oneOf(raw, path, ['auto'] as const, '3.2.15.1');
}

function parseUnit(raw: unknown, path: string): TurnUnit {
  const o = obj(raw, path, ['id', 'side', 'moved', 'fired', 'fireLimit', 'suppressed'], ['id', 'side', 'fireLimit']);
  return {
    id: str(o.id, `${path}.id`),
    side: oneOf(o.side, `${path}.side`, SIDES, '2.3.1'),
    moved: bool(o.moved, `${path}.moved`, false),
    fired: o.fired === undefined ? 0 : int(o.fired, `${path}.fired`, 0, 9, '2.4.2'),
    // 15 Fire Combat is text-missing: how often a unit may fire in a turn is the situation's to say.
    fireLimit: int(o.fireLimit, `${path}.fireLimit`, 0, 9, '15'),
    suppressed: bool(o.suppressed, `${path}.suppressed`, false),
  };
}

export function parseTurnSituation(raw: unknown, path: string): TurnSituation {
  const o = obj(raw, path, ['turn', 'lastTurn', 'initiative', 'turnBox', 'openingImpulses', 'randomImpulses', 'units', 'artillery'], ['turn', 'lastTurn', 'initiative', 'turnBox', 'randomImpulses', 'units', 'artillery']);
  const lastTurn = int(o.lastTurn, `${path}.lastTurn`, 1, 99, '3.2.15.1');
  const box = obj(o.turnBox, `${path}.turnBox`, SIDES, SIDES);
  const turnBox = { german: parseTurnBoxEntry(box.german, `${path}.turnBox.german`), russian: parseTurnBoxEntry(box.russian, `${path}.turnBox.russian`) };
  if (turnBox.german === 'auto' && turnBox.russian === 'auto') {
    throw new OracleError({ code: 'invalid-field', path: `${path}.turnBox.russian`, expected: 'a modifier when the German side has "Auto" (one side gets the initiative)', actual: 'auto', rule: '3.2.15.1' });
  }
  let openingImpulses: TurnSituation['openingImpulses'];
  if (o.openingImpulses !== undefined) {
    const op = obj(o.openingImpulses, `${path}.openingImpulses`, ['side', 'count'], ['side', 'count']);
    openingImpulses = { side: oneOf(op.side, `${path}.openingImpulses.side`, SIDES, '4.4.3'), count: int(op.count, `${path}.openingImpulses.count`, 2, 9, '4.4.3') };
  }
  const units = uniqueIds(arr(o.units, `${path}.units`).map((u, i) => parseUnit(u, `${path}.units[${i}]`)), `${path}.units`);
  const artillery = uniqueIds(
    arr(o.artillery, `${path}.artillery`).map((a, i) => {
      const ao = obj(a, `${path}.artillery[${i}]`, ['id', 'side'], ['id', 'side']);
      return { id: str(ao.id, `${path}.artillery[${i}].id`), side: oneOf(ao.side, `${path}.artillery[${i}].side`, ['ffe', 'cff-plot'] as const, '4.2') };
    }),
    `${path}.artillery`,
  );
  return {
    turn: int(o.turn, `${path}.turn`, 1, lastTurn, '3.2.15.1'),
    lastTurn,
    initiative: oneOf(o.initiative, `${path}.initiative`, SIDES, '4.2'),
    turnBox,
    ...(openingImpulses ? { openingImpulses } : {}),
    randomImpulses: bool(o.randomImpulses, `${path}.randomImpulses`),
    units,
    artillery,
  };
}

function illegalUnit(type: string, path: string, unit: string, c: TurnContext, legal: (c: TurnContext, id: unknown) => boolean, rule: string): never {
  const candidates = c.situation.units.filter((u) => legal(c, u.id)).map((u) => u.id);
  throw new OracleError({ code: 'illegal-event', path: `${path}.unit`, expected: `a unit that may ${type} now (${candidates.join(', ') || 'none'})`, actual: unit, rule });
}

function parseTurnEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as TurnContext;
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'ROLL_INITIATIVE': {
      const o = obj(raw, path, ['type', 'german', 'russian'], ['type', 'german', 'russian']);
      return { type, german: validateD10(o.german, `${path}.german`, '2.6.2'), russian: validateD10(o.russian, `${path}.russian`, '2.6.2') } as EventObject;
    }
    case 'CHOOSE_ORDER': {
      const o = obj(raw, path, ['type', 'first'], ['type', 'first']);
      return { type, first: oneOf(o.first, `${path}.first`, SIDES, '4.4.3') } as EventObject;
    }
    case 'ROLL_RANDOM_IMPULSES': {
      const o = obj(raw, path, ['type', 'roll'], ['type', 'roll']);
      return { type, roll: validateD10(o.roll, `${path}.roll`, '2.6.2') } as EventObject;
    }
    case 'MOVE':
    case 'FIRE':
    case 'DEFENSIVE_FIRE': {
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      const unit = str(o.unit, `${path}.unit`);
      if (snapshot.matches('acting')) {
        if (type === 'MOVE' && !mayMove(c, unit)) illegalUnit('move', path, unit, c, mayMove, '4.4.7');
        if (type === 'FIRE' && !mayFire(c, unit)) illegalUnit('fire', path, unit, c, mayFire, '4.4.2');
        if (type === 'DEFENSIVE_FIRE' && !mayDefensiveFire(c, unit)) illegalUnit('use Defensive Fire', path, unit, c, mayDefensiveFire, '4.4.6');
      }
      return { type, unit } as EventObject;
    }
    case 'PASS':
    case 'MELEE_PHASE_DONE':
      obj(raw, path, ['type'], ['type']);
      return { type };
  }
  return unknownEvent(raw, path, snapshot, TURN_EVENTS);
}

function turnDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as TurnContext;
  if (snapshot.matches('determiningInitiative')) {
    // A tie of the totals: the Russian die makes up the difference of the two Turn Box modifiers.
    const box = c.situation.turnBox;
    const tie = 5 + (box.german as number) - (box.russian as number);
    return [
      { type: 'ROLL_INITIATIVE', german: 9, russian: 2 },
      { type: 'ROLL_INITIATIVE', german: 2, russian: 9 },
      ...(tie >= 1 && tie <= 10 ? [{ type: 'ROLL_INITIATIVE', german: 5, russian: tie }] : []),
    ] as unknown as EventObject[];
  }
  if (snapshot.matches('choosingOrder')) return SIDES.map((first) => ({ type: 'CHOOSE_ORDER', first }) as EventObject);
  if (snapshot.matches('rollingRandomImpulses')) {
    const rolls = c.impulses.some((r) => r.action === 'no-impulse') ? [3] : [1, 3];
    return rolls.map((roll) => ({ type: 'ROLL_RANDOM_IMPULSES', roll }) as EventObject);
  }
  if (snapshot.matches('acting')) {
    const ids = c.situation.units.map((u) => u.id);
    return [
      { type: 'PASS' },
      ...ids.filter((id) => mayMove(c, id)).map((unit) => ({ type: 'MOVE', unit }) as EventObject),
      ...ids.filter((id) => mayFire(c, id)).map((unit) => ({ type: 'FIRE', unit }) as EventObject),
      ...ids.filter((id) => mayDefensiveFire(c, id)).map((unit) => ({ type: 'DEFENSIVE_FIRE', unit }) as EventObject),
    ];
  }
  if (snapshot.matches('meleePhase')) return [{ type: 'MELEE_PHASE_DONE' }];
  return [];
}

/**
 * The seeds, as data (oracle/procedures/cs/seeds/turn.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written),
 * then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const TURN_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('turn', null, parseTurnSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseTurnSeeds()]);

/**
 * Generated (issue 16.5): the facts 4.2 and 4.4 read as a turn begins and ends — each side's Turn Box entry (3.2.15.1:
 * a modifier to its Initiative d10, or "'Auto' means that side automatically gets the initiative"); the current
 * Initiative side (4.2 1c "A tie leaves the initiative with the current initiative side"); the firefight's opening
 * impulses (4.4.3 "Some firefights allow a side to begin with two or more consecutive impulses"); the optional Random
 * Impulses (4.4.8, none on a turn with opening impulses); whether it is the last turn (4.2 4b, 3.2.15.1 "how many turns
 * the firefight runs"); whether a unit may act (4.4.4: a German squad free to move once, 4.4.7, or none, so that the
 * phase is passes only) — every two of them meeting in some situation (oracle/gen/pairwise.ts). The units' fire limits,
 * Suppressed markers and artillery are the hand-written seeds' (each read at one step only); here no unit may fire
 * (fireLimit 0), so that each situation's walk stays a few passes long. Excluded (`allowed`): "Auto" for both sides
 * (3.2.15.1: one side gets the initiative; the parser refuses it).
 */
export const CS_PAIRWISE_TURN_FACTORS = {
  germanBox: ['0', '+2', '-1', 'auto'],
  russianBox: ['0', '+2', '-1', 'auto'],
  initiative: ['german', 'russian'],
  opening: ['none', 'german 2', 'russian 2'],
  randomImpulses: ['no', 'yes'],
  lastTurn: ['no', 'yes'],
  unit: ['none may act', 'a German squad may move'],
} as const;

export function pairwiseTurnSeeds(): Seed<TurnSituation>[] {
  const { rows } = pairwise(CS_PAIRWISE_TURN_FACTORS, (r) => !(r.germanBox === 'auto' && r.russianBox === 'auto'));
  const entry = (v: string) => (v === 'auto' ? 'auto' : Number(v));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const raw = {
      turn: 2,
      lastTurn: r.lastTurn === 'yes' ? 2 : 3,
      initiative: r.initiative,
      turnBox: { german: entry(r.germanBox), russian: entry(r.russianBox) },
      ...(r.opening !== 'none' ? { openingImpulses: { side: r.opening.split(' ')[0], count: 2 } } : {}),
      randomImpulses: r.randomImpulses === 'yes',
      units: [{ id: 'ge-sq', side: 'german', fireLimit: 0, ...(r.unit === 'none may act' ? { moved: true } : {}) }, { id: 'ru-sq', side: 'russian', moved: true, fireLimit: 0 }],
      artillery: [],
    };
    // Written as the hand-written seeds are, and parsed by the procedure's own parser as it is made.
    const situation = JSON.parse(JSON.stringify(raw));
    parseTurnSituation(situation, `generated turn seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: Turn Box German ${r.germanBox}, Russian ${r.russianBox}, the ${r.initiative} Initiative; opening impulses ${r.opening}, Random Impulses ${r.randomImpulses}, the last turn ${r.lastTurn}; ${r.unit} (4.2, 4.4, 3.2.15.1).`,
      minimise: true,
      situation: situation as TurnSituation,
    };
  });
}

export const csTurnSpec: ProcedureSpec<TurnSituation> = {
  procedure: 'turn',
  ruleset: 'cs',
  title: 'Turn (4.2, 4.4)',
  section: ['4.2', '4.4'],
  machine: turnMachine,
  parseSituation: parseTurnSituation,
  parseEvent: parseTurnEvent,
  project: (snapshot) => projectTurn(snapshot.context as TurnContext, snapshot.matches('nextTurn') ? 'next-turn' : snapshot.matches('firefightOver') ? 'firefight-over' : 'in-progress'),
  get seeds() {
    return TURN_SEEDS() as Seed<TurnSituation>[];
  },
  domain: (snapshot) => turnDomain(snapshot),
  domainNote:
    'ROLL_INITIATIVE by class of the two d10 totals (German higher 9/2, Russian higher 2/9, tie: 5 and the die that evens the modifiers); CHOOSE_ORDER both ways; ROLL_RANDOM_IMPULSES 1 and 3 (only 3 once a run has been empty, so the walk ends); in an impulse PASS and every legal MOVE, FIRE, DEFENSIVE_FIRE; MELEE_PHASE_DONE (Close Combat, 19, is text-missing). The Melee Phase and what a move or a fire does are not modelled.',
};
