/**
 * The Rout procedure (O23) for the oracle: input and event validation, the seed situations and the
 * declared event domain the graph walk uses.
 *
 * Dice domain (classes of sums, each made by one canonical pair, `pairForSum`):
 * - Rout Rolls are compared with current Morale M by sum only (O23.2): each seed lists the offsets from
 *   M it walks (M−1, M, M+1 … clipped to 2-12; seed rulebook-o23-2 takes all eleven sums so the
 *   rulebook's 5, 7 and 9 are among the vectors). Triggers ride on M+1 (a Retreat, as in 1.9.1's own
 *   example), once per path, where the seed asks.
 * - Mine Attack Rolls (F103.2) take the sums the seed lists (7 by default); each Defense Roll takes the
 *   three sums around the tie (Defense Total = Attack Total −1, =, +1, clipped to 2-12). Triggers ride
 *   once per path on the first of those, where the seed asks.
 * - The Initiative re-roll (9.1) is offered up to the seed's count per path.
 * - Retreat choices (CHOOSE_HEX) are every legal hex (O23.3): the walk enumerates them all.
 */
import { gameAround, gameAtSuddenDeath, SUDDEN_DEATH_SHUFFLES } from './events/kit';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { card, nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { parseGame } from '../../../machines/cce/event/host';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { pairForSum, TRIGGERS } from '../../../machines/core/dice';
import { OracleError } from '../../../machines/core/errors';
import { friendlyEdge, hexFacts, validateMap } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseCasualtyTracks } from '../../../machines/cce/casualties';
import type { UnitEffect } from '../../../machines/cce/effects';
import { closerHexes, moraleOf, projectRout, retreatingUnit, retreatOptions } from '../../../machines/cce/rout/logic';
import { routMachine } from '../../../machines/cce/rout/machine';
import type { RoutContext, RoutSituation } from '../../../machines/cce/rout/types';
import { KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { currentMorale, parseSituationUnits, PLAYERS, type Unit, type Weapon } from '../../../machines/cce/units';
import { leader, parseActivated, parseRollEvent, squad, team, unknownEvent } from './common';

const EVENT_TYPES = ['CHOOSE_UNIT', 'CHOOSE_HEX', 'PLAY_ACTION', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;

// ------------------------------------------------------------------------------------------ parsing

export function parseRoutSituation(raw: unknown, path: string): RoutSituation {
  const o = obj(raw, path, ['player', 'chosen', 'initiative', 'activated', 'units', 'map', 'casualtyTrack', 'minesFp', 'game'], ['player', 'chosen', 'initiative', 'units', 'map', 'casualtyTrack']);
  const map = validateMap(o.map, `${path}.map`, { terrain: KNOWN_TERRAIN });
  const { units } = parseSituationUnits(o, path);
  const chosen = oneOf(o.chosen, `${path}.chosen`, PLAYERS, 'O23.1');
  friendlyEdge(map, chosen, `${path}.map`); // O23.3: the chosen player's units Retreat toward his edge
  return {
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O23.1'),
    chosen,
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    activated: parseActivated(o.activated, `${path}.activated`),
    casualtyTrack: parseCasualtyTracks(o.casualtyTrack, `${path}.casualtyTrack`),
    minesFp: o.minesFp === undefined ? 6 : int(o.minesFp, `${path}.minesFp`, 6, 8, 'F103.2'),
    units,
    map,
    game: parseGame(o.game, path, o.units, o.map),
  };
}

function parseChooseHex(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as RoutContext;
  const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
  const hex = str(o.hex, `${path}.hex`);
  if (snapshot.matches('choosingRetreatHex')) {
    const u = retreatingUnit(c)!;
    const unknown = closerHexes(c, u).find((h) => !hexFacts(c.situation.map, h));
    if (unknown) {
      throw new OracleError({
        code: 'invalid-map',
        path: `input.map.hexes[${JSON.stringify(unknown)}]`,
        expected: `listed in the situation: ${u.id} may Retreat into it from ${u.hex} (an unlisted hex is unknown, not Open Ground)`,
        actual: undefined,
        rule: 'O23.3',
      });
    }
    const options = retreatOptions(c);
    if (!options.includes(hex)) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.hex`, expected: `a hex ${u.id} may Retreat into (${options.join(', ')})`, actual: hex, rule: 'O23.3' });
    }
  }
  return { type: 'CHOOSE_HEX', hex } as EventObject;
}

function parseRoutEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as RoutContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown })?.type;
  if (type === 'CHOOSE_HEX') return parseChooseHex(raw, path, snapshot);
  if (type === 'PLAY_ACTION') {
    // A29 Concealment before a Mines Defense Roll; A35.1 never fits a Mines hex (it holds a Fortification).
    const o = obj(raw, path, ['type', 'action', 'player'], ['type', 'action', 'player']);
    const action = oneOf(o.action, `${path}.action`, ['A29'] as const, 'A24');
    const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A29');
    const owner = c.situation.units.find((u) => u.id === c.defense.current)?.owner;
    if (snapshot.matches('defenseRolling') && player !== owner) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.player`, expected: `${owner}: the player about to make the Defense Roll`, actual: player, rule: 'A29' });
    }
    return { type, action, player } as EventObject;
  }
  if (type === 'CHOOSE_UNIT') {
    const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
    const unit = str(o.unit, `${path}.unit`);
    const [list, rule, what] = snapshot.matches('defenseChoosingUnit')
      ? [c.defense.toRoll, 'F103.2', 'the Retreating unit attacked by the Mines']
      : [c.toRoll, 'O23.2', 'a unit broken when the Order was announced that has not been rolled for yet'];
    if ((snapshot.matches('choosingUnit') || snapshot.matches('defenseChoosingUnit')) && !list.includes(unit)) {
      throw new OracleError({ code: 'illegal-event', path: `${path}.unit`, expected: `${what} (${list.join(', ') || 'none'})`, actual: unit, rule });
    }
    return { type: 'CHOOSE_UNIT', unit } as EventObject;
  }
  return unknownEvent(raw, path, snapshot, EVENT_TYPES);
}

// ------------------------------------------------------------------------------------------- domain

interface RoutSeedOptions {
  /** Rout Roll sums: offsets from current Morale, or all sums 2-12. */
  sums: 'all' | number[];
  /** Triggers on the M+1 Rout Roll, once per path: all four, or only those listed. */
  triggers: boolean | readonly string[];
  /** Initiative re-rolls offered per path (Rout, Mine Attack and Defense Rolls together). */
  rerolls: number;
  /** Mine Attack Roll sums. */
  mineAttackSums: number[];
  /** Triggers on a Mine Attack or Defense Roll, once per path. */
  mineTriggers: boolean;
  /** A29 Concealment offered before the first Mines Defense Roll of a path. */
  concealment?: boolean;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

const DEFAULT_OPTIONS: RoutSeedOptions = { sums: [-1, 0, 1], triggers: false, rerolls: 0, mineAttackSums: [7], mineTriggers: false };

const inDice = (s: number): boolean => s >= 2 && s <= 12;
const rollOf = (sum: number, trigger?: string): EventObject => ({ type: 'ROLL', ...pairForSum(sum), ...(trigger ? { trigger } : {}) }) as EventObject;
const brokenLeaderCommand = (c: RoutContext): 'zero' | 'printed' => (c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero');

function canceledCount(c: RoutContext): number {
  return c.rolls.filter((r) => r.result === 'canceled').length + c.mineAttacks.filter((m) => m.canceled).length + c.defense.log.filter((d) => d.result === 'canceled').length;
}
const mineTriggerUsed = (c: RoutContext): boolean => c.mineAttacks.some((m) => m.trigger) || c.defense.log.some((d) => d.trigger);

/** Rout Roll triggers: nothing, the rolled unit rallied or broken, a friendly hex-mate rallied or broken. */
function triggerEffects(c: RoutContext): UnitEffect[][] {
  const current = c.situation.units.find((u) => u.id === c.current);
  if (!current) return [[]];
  const out: UnitEffect[][] = [[], [{ unit: current.id, effect: 'rally' }], [{ unit: current.id, effect: 'break' }]];
  for (const u of c.situation.units) {
    if (u.id !== current.id && u.owner === current.owner && u.hex === current.hex) out.push([{ unit: u.id, effect: u.broken ? 'rally' : 'break' }]);
  }
  return out;
}

function rerollChoices(c: RoutContext, options: RoutSeedOptions): EventObject[] {
  return canceledCount(c) < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
}

function routDomain(snapshot: AnyMachineSnapshot, options: RoutSeedOptions): EventObject[] {
  const c = snapshot.context as RoutContext;
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  if (snapshot.matches('choosingUnit')) return c.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('rollingRout')) {
    const m = moraleOf(c, c.situation.units.find((x) => x.id === c.current) as Unit);
    const sums = options.sums === 'all' ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [...new Set(options.sums.map((d) => m + d).filter(inDice))];
    const events = sums.map((s) => rollOf(s));
    const kinds = options.triggers === true ? TRIGGERS : options.triggers || [];
    if (!c.rolls.some((r) => r.trigger) && inDice(m + 1)) for (const t of kinds) events.push(rollOf(m + 1, t));
    return events;
  }
  if (snapshot.matches('consideringReroll') || snapshot.matches('mineAttackConsideringReroll') || snapshot.matches('defenseConsideringReroll')) return rerollChoices(c, options);
  if (snapshot.matches('resolvingTrigger')) return triggerEffects(c).map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  if (snapshot.matches('choosingRetreatHex')) return retreatOptions(c).map((hex) => ({ type: 'CHOOSE_HEX', hex }) as EventObject);
  if (snapshot.matches('mineAttackRolling')) {
    const events = options.mineAttackSums.map((s) => rollOf(s));
    if (options.mineTriggers && !mineTriggerUsed(c)) for (const t of TRIGGERS) events.push(rollOf(options.mineAttackSums[0], t));
    return events;
  }
  if (snapshot.matches('mineAttackResolvingTrigger') || snapshot.matches('defenseResolvingTrigger')) {
    const u = retreatingUnit(c);
    return [[], ...(u ? [[{ unit: u.id, effect: 'eliminate' }]] : [])].map((effects) => ({ type: 'RESOLVE_TRIGGER', effects }) as EventObject);
  }
  if (snapshot.matches('defenseChoosingUnit')) return c.defense.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('defenseRolling')) {
    const u = c.situation.units.find((x) => x.id === c.defense.current) as Unit;
    const tie = c.defense.attackTotal - currentMorale(u, c.situation, brokenLeaderCommand(c), 0);
    const sums = [tie - 1, tie, tie + 1].filter(inDice);
    const events = sums.map((s) => rollOf(s));
    if (options.mineTriggers && !mineTriggerUsed(c) && sums.length > 0) for (const t of TRIGGERS) events.push(rollOf(sums[0], t));
    if (options.concealment && c.defense.log.length === 0 && c.defense.concealed.length === 0) events.push({ type: 'PLAY_ACTION', action: 'A29', player: u.owner } as EventObject);
    return events;
  }
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

const mg = (id: string, broken = false): Weapon => ({ id, type: 'mg', fp: 4, range: 8, ordnance: false, smoke: false, boxedRange: true, broken });

type Hexes = RoutSituation['map']['hexes'];
const open = (...ids: string[]): Hexes => Object.fromEntries(ids.map((id) => [id, { terrain: ['Open Ground'] }]));
const board = (hexes: Hexes, hexsides?: RoutSituation['map']['hexsides']): RoutSituation['map'] => ({
  geometry: { columns: 10, rows: 10 },
  edges: { allied: 'bottom', axis: 'top' },
  hexes,
  ...(hexsides ? { hexsides } : {}),
});

type RoutSeed = Seed<RoutSituation> & { options: RoutSeedOptions };
const base = {
  initiative: 'axis' as const,
  activated: { recover: [], rout: [] },
  casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 8 } },
  minesFp: 6,
  player: 'allied' as const,
  chosen: 'allied' as const,
};

export const ROUT_SEEDS: RoutSeed[] = [
  {
    name: 'rulebook-o23-2',
    purpose: "O23.2's own numbers: a broken Squad of current Morale 7 (printed 5 + Woods 2) gets every sum 2-12: 5 nothing, 7 Suppressed, 9 a Retreat of 2, up to 5 hexes straight toward its edge (O23.3).",
    options: { ...DEFAULT_OPTIONS, sums: 'all' },
    situation: { ...base, units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true })], map: board({ C3: { terrain: ['Woods'] }, ...open('C4', 'C5', 'C6', 'C7', 'C8') }) },
  },
  {
    name: 'leader-wire-road',
    purpose: "Current Morale with every term (3.3.1.2, T93, F106.1): a broken Squad (printed 6) stacked with an unbroken Leader of Command 1 in Open Ground with a Road (Cover 0 − 1) and Wire (−1): 6 − 1 + 1 − 1 = 5; sums 4, 5 and 6 give no effect, Suppressed and a Retreat of 1 (O23.2). A Rout Roll's Retreat out of Wire does not stop (O23.3.3).",
    options: { ...DEFAULT_OPTIONS, sums: [-1, 0, 1] },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [7, 6], { broken: true }), leader('us-ldr', 'allied', 'C3', [9, 7], 1)],
      map: board({ C3: { terrain: ['Open Ground', 'Road'], markers: ['Wire'] }, ...open('C4', 'C5') }),
    },
  },
  {
    name: 'rout-given-to-opponent',
    purpose: "O23.1-O23.3: the Axis player activates the Allied player; he orders the rolls for both broken Allied units (a Suppressed one is Suppressed again 'if not already', 13.1) and the Allied player Retreats them toward his own edge.",
    options: { ...DEFAULT_OPTIONS, sums: [0, 1] },
    situation: {
      ...base,
      player: 'axis',
      units: [team('us-team', 'allied', 'E5', [7, 6], { broken: true, suppressed: true }), squad('us-squad', 'allied', 'G3', [7, 5], { broken: true }), squad('de-squad', 'axis', 'E2', [8, 7])],
      map: board({ E5: { terrain: ['Brush'] }, G3: { terrain: ['Open Ground'] }, ...open('E6', 'G4', 'E2') }),
    },
  },
  {
    name: 'triggers-1-9-1',
    purpose: "1.9.1's example: a broken unit of Morale 6 rolls 7 with Event!: the Event is resolved first and, even if Medic! rallies it, it Retreats 1 hex unbroken; a hex-mate rallied by the trigger does not roll (O23.2); a break eliminates before the result (1.9.1).",
    options: { ...DEFAULT_OPTIONS, sums: [0, 1], triggers: true },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [8, 6], { broken: true }), team('us-team', 'allied', 'C3', [7, 6], { broken: true })],
      map: board(open('C3', 'C4', 'C5')),
    },
  },
  {
    name: 'medic-event-by-the-rules',
    purpose:
      "1.9.1's example with the game described (1.9.1.1, E64): the broken Squad of Morale 6 rolls 7 with Event!; the Allied player reveals his next card, Medic!, and rallies either broken unit: the Squad still Retreats 1 hex, unbroken; a rallied Team does not roll (O23.2). With Sniper! instead (1.9.1.3), the same card's Random Hex C4 lets him break either unit in C3 (eliminated: it was broken) or none.",
    options: { ...DEFAULT_OPTIONS, sums: [1], triggers: ['Event!', 'Sniper!'] },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [8, 6], { broken: true }), team('us-team', 'allied', 'C3', [7, 6], { broken: true })],
      map: board(open('C3', 'C4', 'C5')),
      game: gameAround({ active: 'allied', initiative: 'axis', draws: { allied: [card('medic', { event: 'Medic!', randomHex: 'C4' }), card('next')] } }),
    } as unknown as RoutSituation,
  },
  {
    name: 'time-by-the-rules',
    purpose:
      "1.9.1.4 and 6.1.2 with the game described: the broken Squad of Morale 6 rolls 7 with Time!: the Allied player, who makes the Rout Roll (O23.2), triggers the Time advance before the Retreat: Time enters space 3, the Sudden Death space; he shuffles (the canonical order puts his 1+1 on top, the alternative his 4+5) and his Sudden Death Roll of 2 ends the game (6.2.2: less than 3; the Order ends, the Squad never Retreats), of 9 lets play proceed: the Defender (Allied) gains 1 VP, the Axis Squad of space 3 enters at C1, and the Squad Retreats 1 hex. With Event! or Sniper! instead, the card revealed (Medic!, Random Hex C3) is the last of his draw pile: the same Time advance follows the Event or the Sniper, still before the Retreat (1.9.1, 6.1.2).",
    options: { ...DEFAULT_OPTIONS, sums: [1], triggers: ['Time!', 'Event!', 'Sniper!'], time: SUDDEN_DEATH_SHUFFLES },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [8, 6], { broken: true })],
      map: board(open('C1', 'C3', 'C4', 'C5')),
      game: {
        ...gameAtSuddenDeath({ active: 'allied', initiative: 'axis', player: 'allied', last: card('medic', { event: 'Medic!', randomHex: 'C3' }) }),
        reinforcements: [{ space: 3, unit: squad('de-rein', 'axis', 'C1', [8, 6]) }],
        edges: { axis: ['C1'], allied: ['C5'] },
      },
    } as unknown as RoutSituation,
  },
  {
    name: 'initiative-reroll',
    purpose: '9.1: the Initiative holder cancels a Rout Roll before it is applied and the card passes; the new holder may cancel the new roll and pass it back.',
    options: { ...DEFAULT_OPTIONS, sums: [0, 1], rerolls: 2 },
    situation: { ...base, initiative: 'allied', units: [team('us-team', 'allied', 'G7', [7, 6], { broken: true, veteran: true })], map: board({ G7: { terrain: ['Brush'] }, ...open('G8') }) },
  },
  {
    name: 'retreat-choice',
    purpose: 'O23.3: from D4 (a lower column) three hexes are closer to the bottom edge; E5 holds a Blaze, so the owner chooses C5 or D5, and from D5 again among three.',
    options: { ...DEFAULT_OPTIONS, sums: [1, 2] },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'D4', [7, 5], { broken: true })],
      map: board({ ...open('D4', 'C5', 'D5', 'C6', 'D6', 'E6'), E5: { terrain: ['Open Ground'], markers: ['Blaze'] } }),
    },
  },
  {
    name: 'retreat-half-hexes',
    purpose:
      'O23.3, reading cce.retreat-closer-measure: from C3 (a higher, odd column) only C4 has fewer intervening hexes to the bottom edge; B3 and D3 are half a hex nearer it, so under "half-hexes" the owner may Retreat diagonally into them as well.',
    options: { ...DEFAULT_OPTIONS, sums: [1] },
    situation: { ...base, units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true })], map: board(open('C3', 'B3', 'C4', 'D3')) },
  },
  {
    name: 'forced-elimination',
    purpose: 'O23.3.5: every closer hex is closed — a Blaze (T79), an enemy-occupied hex, a Water Barrier (T98) — so the owner must choose one and the unit is eliminated there (4.2, 7.1).',
    options: { ...DEFAULT_OPTIONS, sums: [1] },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'D4', [7, 5], { broken: true }), squad('de-squad', 'axis', 'D5', [8, 7])],
      map: board({ ...open('D4', 'D5'), C5: { terrain: ['Open Ground'], markers: ['Blaze'] }, E5: { terrain: ['Water Barrier'] } }),
    },
  },
  {
    name: 'cliff-or-impassable',
    purpose: 'O23.3.5, T83: from D4 the closer hexes C5 and E5 lie across Cliff hexsides and D5 is declared impassable: the owner must choose one and the unit is eliminated.',
    options: { ...DEFAULT_OPTIONS, sums: [1] },
    situation: {
      ...base,
      units: [team('us-team', 'allied', 'D4', [7, 6], { broken: true })],
      map: board({ D4: { terrain: ['Open Ground'], elevation: 1 }, ...open('C5', 'E5'), D5: { terrain: ['Open Ground'], impassable: true } }, [
        { between: ['D4', 'C5'], feature: 'Cliff' },
        { between: ['D4', 'E5'], feature: 'Cliff' },
      ]),
    },
  },
  {
    name: 'off-the-edge-and-surrender',
    purpose: "O23.3, 7.2.2: two broken Allied units adjacent to their edge are eliminated by any Retreat: the first goes on space 3 (its broken MG goes unbroken to the Weapon box, 2 VP to the Axis, 7.1), the second on space 4, the Surrender marker's space: the game ends (6.3).",
    options: { ...DEFAULT_OPTIONS, sums: [0, 1] },
    situation: {
      ...base,
      casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 2, surrender: 4 } },
      units: [squad('us-squad', 'allied', 'C10', [7, 5], { broken: true, veteran: true, weapon: mg('us-mg', true) }), team('us-team', 'allied', 'F10', [7, 6], { broken: true })],
      map: board(open('C10', 'F10')),
    },
  },
  {
    name: 'retreat-runs-off-edge',
    purpose: 'O23.3, 7.2.2: a Team of current Morale 6 in C8, two rows from its bottom edge: a Retreat of 1 ends in C9; a Retreat of 3 enters C9 and C10 and the third hex takes it off the map (space 1, 1 VP to the Axis).',
    options: { ...DEFAULT_OPTIONS, sums: [1, 3] },
    situation: { ...base, units: [team('us-team', 'allied', 'C8', [7, 6], { broken: true })], map: board(open('C8', 'C9', 'C10')) },
  },
  {
    name: 'mines-leaving-and-entering',
    purpose: 'O23.3.4, F103: a Retreat of 2 from a Mines hex through Wire (O23.3.3) into another Mines hex: attacked on leaving and on entering, 6 FP + roll against Morale with Cover 0; a tie Suppresses (reading cce.retreating-tie-breaks), a loss eliminates the broken unit; A29 Concealment lowers the Attack by the Cover, 0 against Mines.',
    options: { ...DEFAULT_OPTIONS, sums: [2], concealment: true },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true }), squad('us-other', 'allied', 'C5', [7, 5])],
      map: board({ C3: { terrain: ['Open Ground'], markers: ['Mines'] }, C4: { terrain: ['Open Ground'], markers: ['Wire'] }, C5: { terrain: ['Woods'], markers: ['Mines'] } }),
    },
  },
  {
    name: 'mines-casualty-surrenders',
    purpose: "F103.2, 4.2, 6.3: the Mines of the hex it leaves eliminate the broken Squad Retreating out of C3; it is placed on the Casualty Track's space 1, the Allied Surrender marker's space: the game ends there and then (the unbroken Squad in C6 keeps the Allied player on the map).",
    options: { ...DEFAULT_OPTIONS, sums: [2] },
    situation: {
      ...base,
      casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 1 } },
      units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true }), squad('us-other', 'allied', 'C6', [7, 5])],
      map: board({ C3: { terrain: ['Open Ground'], markers: ['Mines'] }, ...open('C4', 'C5', 'C6') }),
    },
  },
  {
    name: 'mines-rallied-unit',
    purpose: 'F103.2 with 1.9.1: a unit rallied by Medic! still Retreats out of a Mines hex; the Mines can break it (not eliminate it), and it still enters the hex it was entering.',
    options: { ...DEFAULT_OPTIONS, sums: [1], triggers: ['Event!', 'Sniper!'] },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [8, 6], { broken: true })],
      map: board({ C3: { terrain: ['Open Ground'], markers: ['Mines'] }, ...open('C4') }),
    },
  },
  {
    name: 'mines-triggers-rerolls',
    purpose: '1.9.1 and 9.1 on Mine Attack and Defense Rolls: each trigger is resolved before the result (one that eliminates the unit ends its Retreat), Jammed! means nothing, and the Initiative holder may cancel either roll.',
    options: { ...DEFAULT_OPTIONS, sums: [1], rerolls: 1, mineTriggers: true },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true })],
      map: board({ C3: { terrain: ['Open Ground'], markers: ['Mines'] }, ...open('C4') }),
    },
  },
  {
    name: 'mines-triggers-by-the-rules',
    purpose:
      "1.9.1.1, 1.9.1.3, F103.2 with the game described: the Mine Attack Roll is the Axis player's (the opponent of the Retreating Squad's owner), so an Event! or a Sniper! on it reveals his next card — KIA eliminates the broken Squad, or his Sniper may break it — before the Attack Total is applied; the Defense Roll is the Squad's owner's (O20.3.4), so an Event! or a Sniper! on it reveals the Allied card — Medic! rallies the Squad before the result locked in at the roll is applied (reading cce.trigger-locks-result: a break that no longer eliminates it), or his Sniper at C4 may break it or nobody.",
    options: { ...DEFAULT_OPTIONS, sums: [1], rerolls: 0, mineTriggers: true },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true })],
      map: board({ C3: { terrain: ['Open Ground'], markers: ['Mines'] }, ...open('C4') }),
      game: gameAround({ active: 'allied', initiative: 'axis', draws: { axis: [card('kia', { event: 'KIA', randomHex: 'C3' }), card('axis-next')], allied: [card('medic', { event: 'Medic!', randomHex: 'C4' }), card('allied-next')] } }),
    } as unknown as RoutSituation,
  },
  {
    name: 'mines-time-by-the-rules',
    purpose:
      "1.9.1.4, 6.1.2, F103.2 with the game described: the Mine Attack Roll is the Axis player's (the opponent of the Retreating Squad's owner), so a Time! on it is his to trigger: Time enters space 3, the Sudden Death space, and his Sudden Death Roll of 2 (canonical shuffle) ends the game before the Attack Total is applied, of 9 lets the Mines attack; an Event! or Sniper! on it reveals his only draw card (KIA, Random Hex C3), the last of his pile, so the same Time advance, triggered by him, follows before the Attack Total (6.1.2, 1.9.1).",
    options: { ...DEFAULT_OPTIONS, sums: [1], rerolls: 0, mineTriggers: true, time: SUDDEN_DEATH_SHUFFLES },
    situation: {
      ...base,
      units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true })],
      map: board({ C3: { terrain: ['Open Ground'], markers: ['Mines'] }, ...open('C4') }),
      game: gameAtSuddenDeath({ active: 'allied', initiative: 'axis', player: 'axis', last: card('kia', { event: 'KIA', randomHex: 'C3' }), otherTop: card('allied-top', { randomHex: 'C4' }) }),
    } as unknown as RoutSituation,
  },
  {
    name: 'refused-already-routed',
    purpose: 'O23.1: the second Rout Order of a Turn for the same player is refused.',
    options: DEFAULT_OPTIONS,
    situation: { ...base, activated: { recover: [], rout: ['allied'] }, units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true })], map: board(open('C3')) },
  },
  {
    name: 'refused-no-broken-unit',
    purpose: "O23.1: the chosen player needs a broken unit in play (the other player's broken unit does not count).",
    options: DEFAULT_OPTIONS,
    situation: { ...base, chosen: 'axis', units: [squad('us-squad', 'allied', 'C3', [7, 5], { broken: true }), squad('de-squad', 'axis', 'C1', [8, 7])], map: board(open('C3', 'C1')) },
  },
];

export const routSpec: ProcedureSpec<RoutSituation> = {
  procedure: 'rout',
  ruleset: 'cce',
  title: 'Rout (O23)',
  section: ['O23'],
  machine: routMachine,
  parseSituation: parseRoutSituation,
  parseEvent: parseRoutEvent,
  project: (snapshot) => projectRout(snapshot.context as RoutContext),
  seeds: ROUT_SEEDS,
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper', 'mineAttackResolvingEvent', 'mineAttackResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'), ...['advancingTime', 'mineAttackAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' }))],
  domain: (snapshot, seed) => routDomain(snapshot, (seed as RoutSeed | undefined)?.options ?? DEFAULT_OPTIONS),
  domainNote:
    'Rout Rolls by sum only (O23.2): per seed, offsets from current Morale M (default M-1, M, M+1) or all sums 2-12 (rulebook-o23-2); triggers on M+1 once per path where asked. Mine Attack Rolls: sum 7 (Attack Total 13); Defense Rolls: the sums giving Defense Total = Attack Total -1, =, +1; triggers on them once per path where asked (with the game described, Event!, Sniper! and Time! on a Rout or Mine Attack Roll run the nested Event, Sniper and Time advance charts: every decision offered; the Time advance takes the domain of time-advance, canonical SHUFFLE plus the seed\'s named cards on top). Initiative re-rolls up to the seed count. A29 Concealment before the first Mines Defense Roll where asked. Retreat choices: every legal hex.',
};
