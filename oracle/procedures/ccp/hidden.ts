/**
 * Hidden (Name) (A43.1, A43.3-A43.5) for the oracle: situation and event parsing, seeds and the event domain.
 *
 * Domain: in offering, PLAY_HIDDEN for each of A43.1, A43.4, A43.5 that may be played (hiddenActionRefusal),
 * A43.3 with each choice (mines, wire) if it may, and PASS. No dice: the Mine Attack's roll is Fire's.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { HEX_ID } from '../../../machines/cce/units';
import {
  CCP_FORTIFICATIONS,
  HIDDEN_ACTIONS,
  HIDDEN_MOMENTS,
  type HiddenAction,
  type HiddenContext,
  hiddenActionRefusal,
  hiddenMachine,
  type HiddenSituation,
  isCcpWater,
  POSTURES,
  projectHidden,
} from '../../../machines/ccp/hidden';
import { unknownEvent } from '../cce/common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise, type Row } from '../../gen/pairwise';

export const HIDDEN_EVENTS = ['PLAY_HIDDEN', 'PASS'] as const;

/** T82-T99: the CC:P terrain names a hex may list. */
export const CCP_TERRAIN = ['Beach', 'Bridge', 'Building', 'Bush', 'Grass', 'Gully', 'Hill', 'Hut', 'Jungle', 'Open Ground', 'Palm', 'Road', 'Stream', 'Swamp', 'Trail', 'Water Barrier'] as const;

export function parseHiddenSituation(raw: unknown, path: string): HiddenSituation {
  const o = obj(raw, path, ['player', 'postures', 'moment', 'hex', 'movers', 'minesFp'], ['player', 'postures', 'moment', 'hex']);
  const p = obj(o.postures, `${path}.postures`, ['japanese', 'allied'], ['japanese', 'allied']);
  const h = obj(o.hex, `${path}.hex`, ['id', 'terrain', 'crest', 'fortification'], ['id', 'terrain']);
  const moment = oneOf(o.moment, `${path}.moment`, HIDDEN_MOMENTS);
  const movers = arr(o.movers ?? [], `${path}.movers`).map((m, i) => str(m, `${path}.movers[${i}]`));
  // A43.3: "just after one or more enemy units Move or Advance into a hex"; before a Defense roll nobody has entered.
  if (moment === 'after-entry' && movers.length === 0) throw new OracleError({ code: 'invalid-field', path: `${path}.movers`, expected: 'the enemy units that just Moved or Advanced into the hex (one or more)', actual: movers, rule: 'A43.3' });
  if (moment === 'before-defense-roll' && movers.length > 0) throw new OracleError({ code: 'invalid-field', path: `${path}.movers`, expected: 'none before a Defense roll', actual: movers, rule: 'A43' });
  return {
    player: oneOf(o.player, `${path}.player`, ['japanese', 'allied'] as const),
    postures: { japanese: oneOf(p.japanese, `${path}.postures.japanese`, POSTURES, '17'), allied: oneOf(p.allied, `${path}.postures.allied`, POSTURES, '17') },
    moment,
    hex: {
      id: str(h.id, `${path}.hex.id`, HEX_ID, 'a hex id such as "C7" (2.1)'),
      terrain: arr(h.terrain, `${path}.hex.terrain`, 1).map((t, i) => oneOf(t, `${path}.hex.terrain[${i}]`, CCP_TERRAIN, 'T81')),
      crest: bool(h.crest, `${path}.hex.crest`, false),
      fortification: h.fortification === undefined || h.fortification === null ? null : oneOf(h.fortification, `${path}.hex.fortification`, CCP_FORTIFICATIONS, 'F100.1'),
    },
    movers,
    minesFp: o.minesFp === undefined ? 6 : int(o.minesFp, `${path}.minesFp`, 6, 8, 'F104.2'),
  };
}

function parseHiddenEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as HiddenContext;
  const type = (raw as { type?: unknown } | null)?.type;
  if (!(HIDDEN_EVENTS as readonly unknown[]).includes(type)) return unknownEvent(raw, path, snapshot, HIDDEN_EVENTS);
  if (!snapshot.matches('offering')) throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: 'no event: one Hidden action answers this moment', actual: type, rule: 'A43' });
  if (type === 'PASS') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  const o = obj(raw, path, ['type', 'action', 'choice'], ['type', 'action']);
  const action = oneOf(o.action, `${path}.action`, HIDDEN_ACTIONS, 'A43');
  if (action === 'A43.3') {
    const choice = oneOf(o.choice, `${path}.choice`, ['mines', 'wire'] as const, 'A43.3');
    refuse(c, action, path);
    return { type, action, choice } as EventObject;
  }
  if (o.choice !== undefined) throw new OracleError({ code: 'invalid-field', path: `${path}.choice`, expected: 'absent: only Hidden Panji Trap (A43.3) offers a choice', actual: o.choice, rule: action });
  refuse(c, action, path);
  return { type, action } as EventObject;
}

function refuse(c: HiddenContext, action: HiddenAction, path: string): void {
  const why = hiddenActionRefusal(c, action);
  if (why) throw new OracleError({ code: 'illegal-event', path: `${path}.action`, expected: `a Hidden action that may be played here: ${why.why}`, actual: action, rule: why.rule });
}

function hiddenDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('offering')) return [];
  const c = snapshot.context as HiddenContext;
  const events: EventObject[] = [];
  for (const action of HIDDEN_ACTIONS) {
    if (hiddenActionRefusal(c, action) !== null) continue;
    if (action === 'A43.3') events.push({ type: 'PLAY_HIDDEN', action, choice: 'mines' } as EventObject, { type: 'PLAY_HIDDEN', action, choice: 'wire' } as EventObject);
    else events.push({ type: 'PLAY_HIDDEN', action } as EventObject);
  }
  events.push({ type: 'PASS' });
  return events;
}

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/hidden.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (below), whose vectors are kept only where new.
 */
export const HIDDEN_SEEDS = onFirstUse((): Seed<HiddenSituation>[] => [...loadSeeds('hidden', null, parseHiddenSituation, { ruleset: 'ccp' }), ...pairwiseHiddenSeeds()]);

/**
 * Generated (issue 16.5): the facts A43 reads — the player holding the card, Japanese or Allied (A43.1, A43.3 "the
 * Japanese player", reading ccp.hidden-japan-only); his Posture, each of the five (A43: "only by the scenario
 * Defender—never a player assigned the Posture of Attacker, Banzai, Invader or Recon"; 17), his opponent's Defender
 * when he is not one; the moment, just prior to a Defense roll (A43.1, A43.4, A43.5) or just after one or two enemy units
 * Move or Advance into the hex (A43.3; F104.1, the mines' attack on the units entering together); the hex's terrain, each
 * type of the CC:P Terrain Chart and a Stream with a Bridge, with and without Road or Trail (F100.3: no fortification in
 * "water terrain (i.e. a bridgeless stream, swamp or water barrier)"), a Crest hex or not (A43.1: "a Crest hex
 * [T89.3.1]"); the fortification already there, none or each of F100.1's seven (A43.1, A43.3-A43.5: never in a hex with
 * one, F100.3), never one in water terrain (F100.3); the Mine Attack's FP, 6 or as the scenario assigns 7 or 8 (F104.2) —
 * every two of them meeting in some situation (oracle/gen/pairwise.ts). The hex is E5.
 */
export const CCP_PAIRWISE_HIDDEN_FACTORS = {
  player: ['japanese', 'allied'],
  posture: [...POSTURES],
  moment: ['before a Defense roll', 'one unit entered', 'two units entered'],
  terrain: ['Open Ground', 'Beach', 'Building', 'Bush', 'Grass', 'Gully', 'Hut', 'Jungle', 'Palm', 'Stream', 'Stream+Bridge', 'Swamp', 'Water Barrier'],
  road: ['no', 'Road', 'Trail'],
  crest: ['no', 'Crest'],
  fortification: ['none', ...CCP_FORTIFICATIONS],
  minesFp: ['6', '7', '8'],
};

/** F100.3: no fortification in water terrain. */
export const hiddenRowAllowed = (r: Row): boolean => r.fortification === 'none' || !isCcpWater(r.terrain.split('+'));

export function pairwiseHiddenSeeds(): Seed<HiddenSituation>[] {
  const { rows } = pairwise(CCP_PAIRWISE_HIDDEN_FACTORS, hiddenRowAllowed);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(3, '0')}`;
    const other = r.player === 'japanese' ? 'allied' : 'japanese';
    const terrain = [...r.terrain.split('+'), ...(r.road === 'no' ? [] : [r.road]), ...(r.crest === 'Crest' ? ['Hill'] : [])];
    const raw = {
      player: r.player,
      postures: { [r.player]: r.posture, [other]: r.posture === 'defender' ? 'attacker' : 'defender' },
      moment: r.moment === 'before a Defense roll' ? 'before-defense-roll' : 'after-entry',
      hex: { id: 'E5', terrain, crest: r.crest === 'Crest', fortification: r.fortification === 'none' ? null : r.fortification },
      movers: { 'before a Defense roll': [], 'one unit entered': ['e-sq1'], 'two units entered': ['e-sq1', 'e-sq2'] }[r.moment]!,
      minesFp: Number(r.minesFp),
    };
    const situation = parseHiddenSituation(raw, `generated hidden seed "${name}": situation`);
    return {
      name,
      purpose: `Generated pairwise: the ${r.player} player, Posture ${r.posture}, ${r.moment} in E5 (${terrain.join(', ')}${r.crest === 'Crest' ? ', a Crest hex' : ''}, ${r.fortification === 'none' ? 'no fortification' : r.fortification}), mines of ${r.minesFp} FP (A43, A43.1, A43.3-A43.5, F100.3, F104.2).`,
      minimise: true,
      situation,
    };
  });
}

export const hiddenSpec: ProcedureSpec<HiddenSituation> = {
  procedure: 'hidden',
  ruleset: 'ccp',
  title: 'Hidden (Name): Cave, Panji Trap, Pillbox, Trenchline (A43.1, A43.3-A43.5)',
  section: ['A43'],
  machine: hiddenMachine,
  parseSituation: parseHiddenSituation,
  parseEvent: parseHiddenEvent,
  project: (snapshot) => projectHidden(snapshot.context as HiddenContext),
  get seeds() {
    return HIDDEN_SEEDS() as Seed<HiddenSituation>[];
  },
  domain: (snapshot) => hiddenDomain(snapshot),
  domainNote: 'No dice. In offering: PLAY_HIDDEN for each of A43.1, A43.4, A43.5 that may be played here, A43.3 with choice mines and with choice wire if it may, and PASS.',
};

// ------------------------------------------------------------------- A43.3 in CC:P Move and Advance

/**
 * HIDDEN_PANJI_TRAP { choice: mines | wire } in CC:P Move and Advance (the shared charts' offeringHiddenAction):
 * parsed here, refused where the chart does not take it with A43.3 cited (the Japanese player only, reading
 * ccp.hidden-japan-only); null for any other event type.
 */
export function parsePanjiTrapEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject | null {
  if ((raw as { type?: unknown } | null)?.type !== 'HIDDEN_PANJI_TRAP') return null;
  const o = obj(raw, path, ['type', 'choice'], ['type', 'choice']);
  const e = { type: 'HIDDEN_PANJI_TRAP', choice: oneOf(o.choice, `${path}.choice`, ['mines', 'wire'] as const, 'A43.3') };
  if (snapshot.matches('offeringHiddenAction') && !snapshot.can(e)) {
    throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: 'HIDDEN_MINES, HIDDEN_WIRE or NO_HIDDEN_ACTION: Hidden Panji Trap is the Japanese player\'s, as scenario Defender (reading ccp.hidden-japan-only)', actual: 'HIDDEN_PANJI_TRAP', rule: 'A43.3' });
  }
  return e;
}

/** The walk's HIDDEN_PANJI_TRAP events where the Defender is offered a Hidden action: each choice the chart takes. */
export function panjiTrapDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('offeringHiddenAction')) return [];
  return (['mines', 'wire'] as const).map((choice) => ({ type: 'HIDDEN_PANJI_TRAP', choice }) as EventObject).filter((e) => snapshot.can(e));
}

/** CC:E's event parser run for a CC:P Move or Advance: its "one of …" list of event types names HIDDEN_PANJI_TRAP too (parsed before it, parsePanjiTrapEvent). */
export function knowingPanjiTrap<T>(path: string, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof OracleError && e.path === `${path}.type` && e.code === 'invalid-field' && e.expected?.startsWith('one of ')) {
      throw new OracleError({ code: e.code, path: e.path, expected: `${e.expected}, HIDDEN_PANJI_TRAP`, actual: e.actual, ...(e.rule ? { rule: e.rule } : {}), ...(e.hint ? { hint: e.hint } : {}) });
    }
    throw e;
  }
}

// -------------------------------- A43.1, A43.4, A43.5 before a Defense roll in CC:P Fire, Move's Op Fire and Asset Request

const BEFORE_DEFENSE_ROLL = ['A43.1', 'A43.4', 'A43.5'] as const;

/**
 * PLAY_ACTION { action: A43.1 | A43.4 | A43.5, player } before a Defense roll (the loop's `<prefix>Rolling` state: CC:P
 * Fire's, CC:P Move's Op Fire's, CC:P Asset Request's), A43.1 with `enter`, the ids of the units entering the new cave at once
 * (F102.1.1; may be empty): parsed here, refused with the action cited where the chart does not take it (a unit that may not
 * enter, F102.1; in Fire and Move, a Crest hex the situation's `caveSites` does not state, F102.2.1); null for any other event.
 */
export function parseHiddenFortificationEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot, rolling: string): EventObject | null {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (o.type !== 'PLAY_ACTION' || !(BEFORE_DEFENSE_ROLL as readonly unknown[]).includes(o.action)) return null;
  const cave = o.action === 'A43.1';
  obj(raw, path, ['type', 'action', 'player', ...(cave ? ['enter'] : [])], ['type', 'action', 'player', ...(cave ? ['enter'] : [])]);
  const action = o.action as (typeof BEFORE_DEFENSE_ROLL)[number];
  const e: { type: 'PLAY_ACTION'; action: string; player: 'axis' | 'allied'; enter?: string[] } = { type: 'PLAY_ACTION', action, player: oneOf(o.player, `${path}.player`, ['axis', 'allied'] as const, 'A43') };
  if (cave) {
    e.enter = arr(o.enter, `${path}.enter`).map((id, i) => str(id, `${path}.enter[${i}]`));
    if (snapshot.matches(rolling) && !snapshot.can(e) && snapshot.can({ ...e, enter: [] })) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.enter`, expected: 'Japanese units in the hex, each once ("Only Japanese units can use caves", F102.1; F102.1.1 "immediately after the cave is placed into its hex")', actual: e.enter, rule: 'F102.1' });
    }
  }
  if (!snapshot.matches(rolling) || !snapshot.can(e)) {
    const where = cave ? 'just prior to his own unit\'s Defense roll in a CC:P Fire, Move (against Op Fire) or Asset Request order, into a Crest hex [T89.3.1] (in Fire and Move, one the situation\'s caveSites states, F102.2.1), no water terrain, no fortification' : 'just prior to his own unit\'s Defense roll, into a hex that is no water terrain and holds no fortification';
    throw new OracleError({ code: 'illegal-event', path: `${path}.action`, expected: `played by the scenario Defender ${where}`, actual: action, rule: action });
  }
  return e as EventObject;
}

/**
 * The walk's A43.1, A43.4 and A43.5 before the rolling unit's Defense roll, by its owner, where the chart takes them; A43.1
 * with no unit entering the cave and with every Japanese unit in the hex entering it.
 */
export function hiddenFortificationDomain(snapshot: AnyMachineSnapshot, rolling: string): EventObject[] {
  if (!snapshot.matches(rolling)) return [];
  const c = snapshot.context as { situation: { units: { id: string; owner: string; hex: string }[] }; defense: { current: string | null } };
  const u = c.situation.units.find((x) => x.id === c.defense.current);
  const japanese = c.situation.units.filter((x) => x.owner === 'axis' && x.hex === u?.hex).map((x) => x.id);
  const enters = japanese.length > 0 ? [[], japanese] : [[]];
  return BEFORE_DEFENSE_ROLL.flatMap((action) => (action === 'A43.1' ? enters.map((enter) => ({ type: 'PLAY_ACTION', action, player: u?.owner, enter })) : [{ type: 'PLAY_ACTION', action, player: u?.owner }]) as EventObject[]).filter((e) => snapshot.can(e));
}
