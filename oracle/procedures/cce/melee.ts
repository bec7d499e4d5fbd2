/**
 * The Melee procedure (O16.4) for the oracle: situation and event validation, the seed situations and
 * the declared event domain of the graph walk.
 *
 * Dice domain: a Melee Roll only enters a comparison of two totals (O16.4.3), so it is walked by classes
 * of sums, each made by one canonical pair (`pairForSum`): the inactive player's roll takes the seed's
 * `firstSums` (default 7); the active player's roll takes the sums that make his total one less than,
 * equal to and one more than the inactive total (those in 2-12; 2 or 12 stands in when a class is
 * impossible). Triggers ride on the first roll (sum 7) once per path where the seed asks, with trigger
 * effects bounded to: nothing, eliminate every unit of one side in the hex, break one participating
 * unit. Ambushes: up to `ambushes[side]` per player per Melee, each answered both ways (Light Wounds or
 * not, A36) where the Squad's owner has a Team for it. Initiative re-rolls: up to `rerolls` per path.
 */
import { gameAround, gameAtSuddenDeath, SUDDEN_DEATH_SHUFFLES } from './events/kit';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pairForSum, rollSum, TRIGGERS } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { bool, obj, oneOf, record, str } from '../../../machines/core/validate';
import { meleeMachine } from '../../../machines/cce/melee/machine';
import {
  inactivePlayer,
  meleeHexes,
  NATIONS,
  projectMelee,
  sideUnits,
  type MeleeContext,
  type MeleeSituation,
  type Nation,
  type Occupancy,
} from '../../../machines/cce/melee/rules';
import { opponentOf, parseSituationUnits, PLAYERS, type Player, type Unit } from '../../../machines/cce/units';
import type { UnitEffect } from '../../../machines/cce/effects';
import { parseLightWoundsTeams, parseRollEvent, unknownEvent } from './common';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { card, nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';

const EVENT_TYPES = ['CHOOSE_HEX', 'AMBUSH', 'END_AMBUSHES', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'PLAY_NO_QUARTER', 'DECLINE_NO_QUARTER', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

function parseNations(raw: unknown, path: string): Record<Player, Nation> {
  const o = obj(raw, path, PLAYERS, PLAYERS);
  return { axis: oneOf(o.axis, `${path}.axis`, ['germany'] as const, 'A38'), allied: oneOf(o.allied, `${path}.allied`, ['russia', 'america'] as const, 'A38') };
}

function parseOccupancy(raw: unknown, path: string): Record<string, Occupancy> {
  const o = record(raw ?? {}, path);
  const out: Record<string, Occupancy> = {};
  for (const hex of Object.keys(o).sort()) {
    const p = `${path}[${JSON.stringify(hex)}]`;
    const e = obj(o[hex], p, ['occupiedBefore', 'lastSoleOccupant'], ['occupiedBefore', 'lastSoleOccupant']);
    const side = (v: unknown, q: string, rule: string): Player | null => (v === null ? null : oneOf(v, q, PLAYERS, rule));
    const occ = { occupiedBefore: side(e.occupiedBefore, `${p}.occupiedBefore`, 'O16.4.3'), lastSoleOccupant: side(e.lastSoleOccupant, `${p}.lastSoleOccupant`, 'F101') };
    if (occ.occupiedBefore !== null && occ.lastSoleOccupant !== occ.occupiedBefore) {
      throw new OracleError({ code: 'invalid-field', path: `${p}.lastSoleOccupant`, expected: `${JSON.stringify(occ.occupiedBefore)}: a side alone in the hex before the Melee was its last sole occupant`, actual: occ.lastSoleOccupant, rule: 'F101' });
    }
    out[hex] = occ;
  }
  return out;
}

export function parseMeleeSituation(raw: unknown, path: string): MeleeSituation {
  const o = obj(raw, path, ['player', 'initiative', 'duringTrigger', 'nations', 'occupancy', 'lightWoundsTeams', 'units', 'map', 'game'], ['player', 'initiative', 'nations', 'units', 'map']);
  const s: MeleeSituation = {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O16.4'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    duringTrigger: bool(o.duringTrigger, `${path}.duringTrigger`, false),
    nations: parseNations(o.nations, `${path}.nations`),
    occupancy: parseOccupancy(o.occupancy, `${path}.occupancy`),
    ...parseSituationUnits(o, path),
  };
  if (o.lightWoundsTeams !== undefined) s.lightWoundsTeams = parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, s.units);
  const game = parseGame(o.game, path, o.units, o.map);
  if (game) s.game = game;
  const hexes = meleeHexes(s);
  s.units.forEach((u, i) => {
    if (!hexes.includes(u.hex)) return;
    for (const side of ['unbroken', 'broken'] as const) {
      if (u.sides[side].fp === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.units[${i}].sides.${side}.fp`, expected: 'present: a unit in a Melee hex needs its FP', rule: 'O16.4.1' });
    }
  });
  for (const hex of hexes) {
    const markers = s.map.hexes[hex].markers ?? [];
    if ((markers.includes('Bunker') || markers.includes('Pillbox')) && !s.occupancy[hex]) {
      throw new OracleError({ code: 'missing-field', path: `${path}.occupancy[${JSON.stringify(hex)}]`, expected: 'present: who held this fortified Melee hex (occupiedBefore, lastSoleOccupant)', rule: 'O16.4.3' });
    }
  }
  return s;
}

function parseMeleeEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as MeleeContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'CHOOSE_HEX') {
    const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
    const hex = str(o.hex, `${path}.hex`);
    const hexes = meleeHexes(c.situation);
    if (snapshot.matches('choosingHex') && !hexes.includes(hex)) illegal(`${path}.hex`, `a hex holding units of both sides (${hexes.join(', ')})`, hex, 'O16.4');
    return { type, hex } as EventObject;
  }
  if (type === 'AMBUSH') {
    const o = obj(raw, path, ['type', 'player', 'unit'], ['type', 'player', 'unit']);
    const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A25');
    const unit = str(o.unit, `${path}.unit`);
    const turn = snapshot.matches('inactiveAmbushing') ? inactivePlayer(c) : snapshot.matches('activeAmbushing') ? c.player : null;
    if (turn && player !== turn) illegal(`${path}.player`, `${turn}: the inactive player plays all his Ambushes before the active player plays his first`, player, 'A25');
    if (turn && c.melee) {
      const targets = sideUnits(c.situation, c.melee.hex, opponentOf(player)).map((u) => u.id);
      if (!targets.includes(unit)) illegal(`${path}.unit`, `one of the opponent's units participating in the Melee (${targets.join(', ') || 'none left'})`, unit, 'A25');
    }
    return { type, player, unit } as EventObject;
  }
  if (type === 'END_AMBUSHES' || type === 'LIGHT_WOUNDS' || type === 'NO_LIGHT_WOUNDS' || type === 'PLAY_NO_QUARTER' || type === 'DECLINE_NO_QUARTER') {
    obj(raw, path, ['type'], ['type']);
    return { type };
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

// ------------------------------------------------------------------------------------------- domain

interface MeleeSeedOptions {
  firstSums: number[];
  /** Triggers on the first roll (sum 7), once per path: all four, or only those listed. */
  triggers: boolean | readonly string[];
  /** Triggers on the second (active) roll too, on its first class, still once per path. */
  secondTriggers?: boolean;
  rerolls: number;
  ambushes: Record<Player, number>;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

const DEFAULT_OPTIONS: MeleeSeedOptions = { firstSums: [7], triggers: false, rerolls: 0, ambushes: { axis: 0, allied: 0 } };

const clampSum = (s: number): number => Math.min(12, Math.max(2, s));

/** The active roll's classes: his total one less than, equal to, one more than the inactive total. */
export function secondRollSums(fpActive: number, inactiveTotal: number): number[] {
  return [...new Set([-1, 0, 1].map((d) => clampSum(inactiveTotal + d - fpActive)))].sort((a, b) => a - b);
}

function triggerEffects(c: MeleeContext): UnitEffect[][] {
  const hex = c.melee!.hex;
  const out: UnitEffect[][] = [[]];
  for (const side of PLAYERS) out.push(sideUnits(c.situation, hex, side).map((u) => ({ unit: u.id, effect: 'eliminate' as const })));
  for (const u of c.situation.units.filter((x) => x.hex === hex && !x.broken)) out.push([{ unit: u.id, effect: 'break' }]);
  return out;
}

function meleeDomain(snapshot: AnyMachineSnapshot, options: MeleeSeedOptions): EventObject[] {
  const c = snapshot.context as MeleeContext;
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  if (snapshot.matches('choosingHex')) return meleeHexes(c.situation).map((hex) => ({ type: 'CHOOSE_HEX', hex }) as EventObject);
  for (const [state, by] of [['inactiveAmbushing', inactivePlayer(c)], ['activeAmbushing', c.player]] as const) {
    if (!snapshot.matches(state)) continue;
    const events: EventObject[] = [{ type: 'END_AMBUSHES' }];
    const played = c.melee!.ambushes.filter((a) => a.player === by).length;
    if (played < options.ambushes[by]) for (const u of sideUnits(c.situation, c.melee!.hex, opponentOf(by))) events.push({ type: 'AMBUSH', player: by, unit: u.id } as EventObject);
    return events;
  }
  if (snapshot.matches('inactiveAmbushAnswered') || snapshot.matches('activeAmbushAnswered')) return [{ type: 'LIGHT_WOUNDS' }, { type: 'NO_LIGHT_WOUNDS' }];
  if (snapshot.matches('rolling')) {
    const inactive = inactivePlayer(c);
    const first = c.kept[inactive];
    const sums = first ? secondRollSums(c.melee!.fp![c.player], c.melee!.fp![inactive] + rollSum(first)) : options.firstSums;
    const events: EventObject[] = sums.map((s) => ({ type: 'ROLL', ...pairForSum(s) }));
    const triggered = c.melee!.rolls.some((r) => r.trigger);
    const kinds = options.triggers === true ? TRIGGERS : options.triggers || [];
    if (!first && !triggered) for (const trigger of kinds) events.push({ type: 'ROLL', ...pairForSum(7), trigger } as EventObject);
    if (first && options.secondTriggers && !triggered) for (const trigger of kinds) events.push({ type: 'ROLL', ...pairForSum(sums[0]), trigger } as EventObject);
    return events;
  }
  if (snapshot.matches('consideringReroll')) {
    const canceled = c.melee!.rolls.filter((r) => r.result === 'canceled').length;
    return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  }
  if (snapshot.matches('resolvingTrigger')) return triggerEffects(c).map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  if (snapshot.matches('offeringNoQuarter')) return [{ type: 'PLAY_NO_QUARTER' }, { type: 'DECLINE_NO_QUARTER' }];
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

const unit = (u: Omit<Unit, 'broken' | 'suppressed' | 'veteran'> & Partial<Unit>): Unit => ({ broken: false, suppressed: false, veteran: false, ...u });
const squad = (id: string, owner: Player, hex: string, fp: [number, number], extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'squad', hex, sides: { unbroken: { morale: 7, fp: fp[0], range: 5, movement: 4 }, broken: { morale: 5, fp: fp[1], range: 3, movement: 4 } }, ...extra });
const team = (id: string, owner: Player, hex: string, fp: [number, number], extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'team', hex, sides: { unbroken: { morale: 7, fp: fp[0], range: 5, movement: 5 }, broken: { morale: 6, fp: fp[1], range: 3, movement: 5 } }, ...extra });
const leader = (id: string, owner: Player, hex: string, command: number, extra: Partial<Unit> = {}): Unit =>
  unit({ id, owner, kind: 'leader', hex, sides: { unbroken: { morale: 9, fp: 1, range: 1, movement: 6, command }, broken: { morale: 7, fp: 0, range: 0, movement: 6, command: 0 } }, ...extra });

type MeleeSeed = Seed<MeleeSituation> & { options: MeleeSeedOptions };
const base = { initiative: 'axis' as const, duringTrigger: false, nations: { axis: 'germany' as const, allied: 'america' as const }, occupancy: {} };

export const MELEE_SEEDS: MeleeSeed[] = [
  {
    name: 'advance-into-melee',
    purpose: 'O16.4.1-O16.4.3: an American Squad with a Leader (Melee FP 6+1+1 = 8) against a German Squad and Team (6+3 = 9); totals one apart each way and tied; 7.1 VP, 4.2 the Weapon to the Casualty Track.',
    options: DEFAULT_OPTIONS,
    situation: {
      ...base,
      player: 'allied',
      units: [
        squad('us-squad', 'allied', 'E5', [6, 2]),
        leader('us-ldr', 'allied', 'E5', 1),
        squad('de-squad', 'axis', 'E5', [6, 3], { weapon: { id: 'de-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        team('de-team', 'axis', 'E5', [3, 1]),
        squad('de-far', 'axis', 'G2', [6, 3]),
      ],
      map: { hexes: { E5: { terrain: ['Woods'] }, G2: { terrain: ['Open Ground'] } } },
    },
  },
  {
    name: 'melee-fp-modifiers',
    purpose: 'O16.4.1 with 3.1.6 (boxed FP +1), E44.1 (Veteran +1), 13.2 (Suppressed -1), F106.1 (Wire -1 to all), 3.3.1.2 (Command to Squads/Teams only), a broken unit\'s FP and a Hero (E58.1: 0 VP, countermix); Russian active player: No Quarter (A38).',
    options: DEFAULT_OPTIONS,
    situation: {
      ...base,
      nations: { axis: 'germany', allied: 'russia' },
      player: 'allied',
      units: [
        squad('ru-squad', 'allied', 'D4', [5, 2], { sides: { unbroken: { morale: 7, fp: 5, range: 3, movement: 4, boxedFp: true }, broken: { morale: 5, fp: 2, range: 2, movement: 4 } }, veteran: true }),
        leader('ru-hero', 'allied', 'D4', 1, { hero: true }),
        squad('de-squad', 'axis', 'D4', [7, 3], { suppressed: true }),
        team('de-team', 'axis', 'D4', [3, 1], { broken: true }),
      ],
      map: { hexes: { D4: { terrain: ['Building'], markers: ['Wire'] } } },
    },
  },
  {
    name: 'two-melee-hexes',
    purpose: 'O16.4: two hexes hold a Melee at the end of the Order; the active player picks the order and they are resolved one at a time; German vs Russia: the German survivor may play No Quarter (A38).',
    options: { ...DEFAULT_OPTIONS, firstSums: [7] },
    situation: {
      ...base,
      nations: { axis: 'germany', allied: 'russia' },
      player: 'axis',
      units: [team('de-a', 'axis', 'B2', [3, 1]), team('ru-a', 'allied', 'B2', [3, 1]), team('de-b', 'axis', 'C6', [3, 1]), team('ru-b', 'allied', 'C6', [3, 1])],
      map: { hexes: { B2: { terrain: ['Open Ground'] }, C6: { terrain: ['Orchard'] } } },
    },
  },
  {
    name: 'ambush',
    purpose: 'A25: the inactive player plays his Ambushes first, then the active player; each breaks, then eliminates, one opposing unit; either side or both can be wiped out before the Melee FP (O16.4.1: no further effect); Germany vs Russia, so reading cce.no-quarter-after-empty-melee decides whether the survivor may play No Quarter (A38).',
    options: { ...DEFAULT_OPTIONS, ambushes: { axis: 2, allied: 2 } },
    situation: {
      ...base,
      nations: { axis: 'germany', allied: 'russia' },
      player: 'axis',
      units: [team('de-team', 'axis', 'F3', [3, 1]), team('us-team', 'allied', 'F3', [3, 1])],
      map: { hexes: { F3: { terrain: ['Brush'] } } },
    },
  },
  {
    name: 'ambush-light-wounds',
    purpose: 'A36 on an A25 Ambush: the owner of the Squad an Ambush would break may play Light Wounds (he loses 1 VP; a Team from his countermix takes its place, broken if the Squad was, with its Weapon and markers) or let it break (an already broken Squad is eliminated, 3.2.4).',
    options: { ...DEFAULT_OPTIONS, ambushes: { axis: 1, allied: 1 } },
    situation: {
      ...base,
      player: 'axis',
      lightWoundsTeams: {
        axis: { id: 'de-lw-team', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } },
        allied: { id: 'us-lw-team', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } },
      },
      units: [
        squad('de-squad', 'axis', 'F3', [6, 3], { veteran: true }),
        squad('us-squad', 'allied', 'F3', [6, 2], { broken: true, weapon: { id: 'us-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
      ],
      map: { hexes: { F3: { terrain: ['Brush'] } } },
    },
  },
  {
    name: 'trigger-during-melee-roll',
    purpose: 'O16.4.2, 1.9.1: a trigger on the inactive player\'s Melee Roll is resolved before the active player rolls; if it removes the last unit of a side the Melee ends with no effect; Jammed! is ignored (1.9.1.2).',
    options: { ...DEFAULT_OPTIONS, triggers: true },
    situation: {
      ...base,
      player: 'allied',
      units: [squad('us-squad', 'allied', 'H6', [6, 2]), team('de-team', 'axis', 'H6', [3, 1])],
      map: { hexes: { H6: { terrain: ['Open Ground'] } } },
    },
  },
  {
    name: 'events-by-the-rules',
    purpose:
      "1.9.1 with the game described (1.9.1.1, 1.9.1.3, O16.4.2): each side makes its own Melee Roll, so an Event! or Sniper! on the inactive Axis player's roll is revealed from the Axis deck (KIA: the broken American Team, the last American unit, is eliminated and the Melee ends with no further effect; or the Sniper's Random Hex H6: either unit broken, or none), and on the active American player's roll from the American deck (Medic!: the broken Team rallies, after the Melee FP were added up, O16.4.1; or the Sniper likewise).",
    options: { ...DEFAULT_OPTIONS, triggers: ['Event!', 'Sniper!'], secondTriggers: true },
    situation: {
      ...base,
      player: 'allied',
      units: [team('us-team', 'allied', 'H6', [3, 1], { broken: true }), team('de-team', 'axis', 'H6', [3, 1])],
      map: { hexes: { H6: { terrain: ['Open Ground'] } } },
      game: gameAround({ active: 'allied', initiative: 'axis', draws: { axis: [card('kia', { event: 'KIA', randomHex: 'H6' }), card('axis-next')], allied: [card('medic', { event: 'Medic!', randomHex: 'H6' }), card('allied-next')] } }),
    } as unknown as MeleeSituation,
  },
  {
    name: 'time-by-the-rules',
    purpose:
      "1.9.1.4 and 6.1.2 with the game described (O16.4.2): a Time! on the inactive Axis player's Melee Roll is his to trigger: Time enters space 3, the Sudden Death space; his Sudden Death Roll of 2 (canonical shuffle) ends the game and the Melee with it, of 9 lets play proceed (the Defender, Allied, gains 1 VP) and the Melee goes on. An Event! or Sniper! on that roll reveals his only draw card (KIA, Random Hex H6), the last of his pile: the same Time advance, triggered by him, follows the Event or Sniper before the roll's result (1.9.1).",
    options: { ...DEFAULT_OPTIONS, triggers: ['Time!', 'Event!', 'Sniper!'], time: SUDDEN_DEATH_SHUFFLES },
    situation: {
      ...base,
      player: 'allied',
      units: [team('us-team', 'allied', 'H6', [3, 1], { broken: true }), team('de-team', 'axis', 'H6', [3, 1])],
      map: { hexes: { H6: { terrain: ['Open Ground'] } } },
      game: gameAtSuddenDeath({ active: 'allied', initiative: 'axis', player: 'axis', last: card('kia', { event: 'KIA', randomHex: 'H6' }) }),
    } as unknown as MeleeSituation,
  },
  {
    name: 'melee-during-trigger',
    purpose: '1.9.1: a Melee caused by a trigger or Event: its rolls cannot themselves produce a trigger.',
    options: { ...DEFAULT_OPTIONS, triggers: true },
    situation: {
      ...base,
      duringTrigger: true,
      player: 'axis',
      units: [team('de-team', 'axis', 'A3', [3, 1]), team('us-team', 'allied', 'A3', [3, 1])],
      map: { hexes: { A3: { terrain: ['Open Ground'] } } },
    },
  },
  {
    name: 'initiative-reroll',
    purpose: '9.1: the Initiative holder cancels a Melee Roll before it is applied and the card passes; the new holder may cancel the next.',
    options: { ...DEFAULT_OPTIONS, rerolls: 2 },
    situation: {
      ...base,
      player: 'axis',
      initiative: 'allied',
      units: [team('de-team', 'axis', 'J2', [3, 1]), team('us-team', 'allied', 'J2', [3, 1])],
      map: { hexes: { J2: { terrain: ['Open Ground'] } } },
    },
  },
  {
    name: 'bunker-held-before',
    purpose: 'O16.4.3, F101: a tie in a Bunker hex the German side held before the Order: only the Americans are eliminated (both readings agree).',
    options: DEFAULT_OPTIONS,
    situation: {
      ...base,
      player: 'allied',
      occupancy: { K5: { occupiedBefore: 'axis', lastSoleOccupant: 'axis' } },
      units: [team('de-team', 'axis', 'K5', [3, 1]), team('us-team', 'allied', 'K5', [3, 1])],
      map: { hexes: { K5: { terrain: ['Open Ground'], markers: ['Bunker'] } } },
    },
  },
  {
    name: 'pillbox-entered-together',
    purpose: 'F104 vs O16.4.3 (reading cce.melee-tie-fortification): both sides entered an empty Pillbox hex; the Americans were its last sole occupant: by default they win a tie; under began-in both are eliminated.',
    options: DEFAULT_OPTIONS,
    situation: {
      ...base,
      player: 'axis',
      occupancy: { L3: { occupiedBefore: null, lastSoleOccupant: 'allied' } },
      units: [team('de-team', 'axis', 'L3', [3, 1]), team('us-team', 'allied', 'L3', [3, 1])],
      map: { hexes: { L3: { terrain: ['Open Ground'], markers: ['Pillbox'] } } },
    },
  },
  {
    name: 'no-melee',
    purpose: 'O16.4: no hex holds units of both sides: nothing happens.',
    options: DEFAULT_OPTIONS,
    situation: { ...base, player: 'axis', units: [team('de-team', 'axis', 'A1', [3, 1]), team('us-team', 'allied', 'A2', [3, 1])], map: { hexes: { A1: { terrain: ['Open Ground'] }, A2: { terrain: ['Open Ground'] } } } },
  },
];

export const meleeSpec: ProcedureSpec<MeleeSituation> = {
  procedure: 'melee',
  ruleset: 'cce',
  title: 'Melee (O16.4)',
  section: ['O16.4'],
  machine: meleeMachine,
  parseSituation: parseMeleeSituation,
  parseEvent: parseMeleeEvent,
  project: (snapshot) => projectMelee(snapshot.context as MeleeContext),
  seeds: MELEE_SEEDS,
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => meleeDomain(snapshot, (seed as MeleeSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'Melee Rolls by classes of sums (O16.4.3 compares totals): the inactive roll takes the seed\'s sums (default 7), the active roll the sums giving a total one less, equal, one more; triggers on the first roll (sum 7) where the seed asks, with effects: none, a side eliminated, one unit broken (events-by-the-rules: Event! and Sniper! on either roll, once per path, resolved by the nested Event and Sniper charts on its game: every decision they offer; time-by-the-rules: Time!, Event! and Sniper! on the first roll, the nested Time advance taking the domain of time-advance, canonical SHUFFLE plus the seed\'s named cards on top); up to the seed\'s Ambushes per player and Initiative re-rolls per path; after an Ambush on a Squad whose owner has a Light Wounds Team, both answers (A36).',
};
