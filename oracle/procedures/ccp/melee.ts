/**
 * Melee (19) of CC:P for the oracle: CC:E's parser, event parser and walk domain (oracle/procedures/cce/
 * melee.ts) with the CC:P edition (machines/ccp/melee.ts), rejections in CC:P terms. A CC:P situation
 * names no nations (A46 No Quarter names none; CC:E's `nations` is accepted and unused, so one situation
 * serves both editions) and CC:P's `game` (./game.ts: with it, a trigger on a Melee roll runs CC:P's nested Event,
 * Sniper and Time advance charts, 19.2.2). CC:P has no
 * Jammed! (its cards carry Disperse, 1.9.2, which is no die trigger on a Melee roll's outcome here).
 * The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { type MeleeContext, type MeleeSituation, meleeRollBonus, projectMelee } from '../../../machines/cce/melee/rules';
import { meleeRoller } from '../../../machines/cce/melee/machine';
import { PLAYERS, type Player } from '../../../machines/cce/units';
import { obj, oneOf } from '../../../machines/core/validate';
import { ccpMeleeMachine } from '../../../machines/ccp/melee';
import { BAYONETS_BONUS } from '../../../machines/ccp/actions/bayonets';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { DEFAULT_MELEE_OPTIONS, meleeDomain, parseMeleeEvent, parseMeleeSituation, type MeleeSeedOptions } from '../cce/melee';
import { buildUnit, type SeedUnitSpec } from '../cce/seeds';
import { nestedEventCharts } from '../cce/event';
import { checkGameMatchesOrder, ccpNestedDomain, ccpOrderEvents, parseCcpGame, parseCcpNestedEvent } from './game';

const CCP_MELEE_SITUATION = { nationsRequired: false, game: false };

const illegal = (path: string, expected: string, actual: unknown, rule: string): never => {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
};

/** A34: PLAY_BAYONETS { player }, by the player about to make his Melee roll (in `rolling`). */
function parseBayonets(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const o = obj(raw, path, ['type', 'player'], ['type', 'player']);
  const player = oneOf(o.player, `${path}.player`, PLAYERS, 'A34');
  if (!snapshot.matches('rolling')) illegal(`${path}.type`, 'PLAY_BAYONETS only just prior to a Melee roll (state rolling)', String(snapshot.value), 'A34');
  const roller = meleeRoller(snapshot.context as MeleeContext);
  if (player !== roller) illegal(`${path}.player`, `${roller}: Bayonets is played just prior to the player making a Melee roll, by him`, player, 'A34');
  return { type: 'PLAY_BAYONETS', player } as EventObject;
}

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  // 1.9.3-1.9.5 with `game`: inside a nested Event, Sniper or Time advance chart, its events (./game.ts).
  const nested = parseCcpNestedEvent(raw, path, snapshot);
  if (nested) return nested;
  if ((raw as { type?: unknown } | null)?.type === 'PLAY_BAYONETS') return parseBayonets(raw, path, snapshot);
  return inCcp(() => {
    const e = parseMeleeEvent(raw, path, snapshot, ['PLAY_BAYONETS']) as EventObject & { trigger?: string };
    if (e.type === 'ROLL' && e.trigger === 'Jammed!') {
      throw new OracleError({ code: 'illegal-event', path: `${path}.trigger`, expected: 'one of "Event!", "Sniper!", "Time!": CC:P has no Jammed! trigger', actual: e.trigger, rule: '1.9' });
    }
    return e;
  });
}

/**
 * CC:E's `game` (the game around an order, whose Event! and Sniper! run the nested Event charts, 1.9.1) is not a
 * CC:P Move's or Advance's situation's yet (CC:P Fire and Melee take CC:P's, ./game.ts): refused naming the
 * die-roll rule it serves.
 */
export function refuseGame(raw: unknown, path: string): void {
  if (typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>).game !== undefined) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.game`, expected: 'absent: triggers by the rules (CC:E\'s nested Event and Time charts) are not modelled under ccp yet; a trigger\'s effects come in RESOLVE_TRIGGER', actual: 'game', rule: '1.9' });
  }
}

/** CC:E's situation, with CC:P's `game` (./game.ts), `nations` optional; 19.2: a melee is never resolved during a trigger. */
function parseSituation(raw: unknown, path: string): MeleeSituation {
  const { game, ...rest } = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : { game: undefined };
  const s = parseMeleeSituation(raw !== null && typeof raw === 'object' ? rest : raw, path, CCP_MELEE_SITUATION);
  if (game !== undefined) s.game = parseCcpGame(game, path, rest.units, rest.map);
  // 10.1: the melee's Initiative card is the game's.
  if (s.game) checkGameMatchesOrder(s.game, { initiative: s.initiative }, path);
  if (s.duringTrigger) throw new OracleError({ code: 'invalid-field', path: `${path}.duringTrigger`, expected: 'false: melee is resolved at the beginning of the Allied player\'s turn only, never at the end of a trigger', actual: true, rule: '19.2' });
  return s;
}

// -------------------------------------------------------------------------------------------- seeds

/** CC:E's walk options, and A34: how many Bayonets each player may play per melee (absent: none). */
type CcpMeleeSeedOptions = MeleeSeedOptions & { bayonets?: Record<Player, number> };
type CcpMeleeSeed = Seed<MeleeSituation> & { options: CcpMeleeSeedOptions };

/** CC:E's domain; in `rolling`, A34 Bayonets by the player about to roll while the seed allows him one more. */
function ccpMeleeDomain(snapshot: AnyMachineSnapshot, options: CcpMeleeSeedOptions): EventObject[] {
  // With `game`: inside a nested chart, CC:P's Time advance's domain or the Event's decisions (./game.ts).
  const nested = ccpNestedDomain(snapshot, options.time);
  if (nested) return nested;
  const events = meleeDomain(snapshot, options);
  if (!options.bayonets || !snapshot.matches('rolling')) return events;
  const c = snapshot.context as MeleeContext;
  const p = meleeRoller(c);
  return meleeRollBonus(c.melee!, p) < options.bayonets[p] * BAYONETS_BONUS ? [{ type: 'PLAY_BAYONETS', player: p } as EventObject, ...events] : events;
}

const unit = (spec: SeedUnitSpec) => buildUnit(spec);
const open = (...hexes: string[]) => ({ hexes: Object.fromEntries(hexes.map((h) => [h, { terrain: ['Open Ground'] }])) });
/** A melee at the beginning of the Allied player's turn (19.2): the Allied player is active. */
const alliedTurn = (more: Record<string, unknown>) => ({ player: 'allied', initiative: 'allied', duringTrigger: false, occupancy: {}, ...more }) as unknown as MeleeSituation;
const options = (more: Partial<CcpMeleeSeedOptions> = {}): CcpMeleeSeedOptions => ({ ...DEFAULT_MELEE_OPTIONS, ...more });

/**
 * 19.2.2 "The rolls ... are staggered in order to facilitate triggers": a broken Allied Team and a Japanese Team
 * in H6 at the beginning of the Allied turn, the game around them described; the Japanese (inactive) player
 * rolls first, each from his own deck.
 */
function gameSeeds(): CcpMeleeSeed[] {
  const units = [unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'H6', broken: true, fp: [3, 1] }), unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'H6', fp: [3, 1] })];
  const game = (axis: unknown, allied: unknown, time: { space: number; suddenDeath: number }) => ({ active: 'allied', initiative: 'axis', postures: { axis: 'attack', allied: 'defend' }, decks: { axis, allied }, time });
  const sd = [{ id: 'sd-2', dice: { white: 1, colored: 1 } }, { id: 'sd-9', dice: { white: 4, colored: 5 } }];
  return [
    {
      name: 'events-by-the-rules',
      purpose:
        '1.9.3, 1.9.4, 19.2.2 with the game described: each side makes its own Melee roll, so an Event or Sniper on the Japanese roll is revealed from the Japanese deck (KIA, E64: the broken Allied Team, the last Allied unit, is eliminated and "the melee ends with no further effect"; or the Sniper\'s Random Hex H6: either Team broken, or none), and on the Allied roll from the Allied deck (Medic!, E66: the broken Team rallies, its Melee FP already locked in; or the Sniper likewise).',
      options: options({ triggers: ['Event!', 'Sniper!'], secondTriggers: true }),
      situation: alliedTurn({ units, map: open('H6'), game: game({ hand: [], draw: [{ id: 'kia', event: 'KIA', randomHex: 'H6' }, { id: 'axis-next' }], discard: [], unlisted: 70 }, { hand: [], draw: [{ id: 'medic', event: 'Medic!', randomHex: 'H6' }, { id: 'allied-next' }], discard: [], unlisted: 70 }, { space: 2, suddenDeath: 8 }), initiative: 'axis' }),
    },
    {
      name: 'time-by-the-rules',
      purpose:
        '1.9.5, 13.1.2 with the game described (19.2.2): a Time trigger on the Japanese Melee roll is his to trigger: Time enters space 3, the Sudden Death space; his Sudden Death roll of 2 (canonical shuffle) ends the game and the melee with it, of 9 lets play proceed (the Defender, Allied, gains 1 VP) and the melee goes on. An Event or Sniper on that roll reveals his only draw card (KIA, Random Hex H6), the last of his pile: the same Time advance follows the Event or Sniper before the roll\'s result (1.9.1.3).',
      options: options({ triggers: ['Time!', 'Event!', 'Sniper!'], time: { shuffleTops: ['sd-9'], rerolls: 0 } }),
      situation: alliedTurn({ units, map: open('H6'), game: game({ hand: [], draw: [{ id: 'kia', event: 'KIA', randomHex: 'H6' }], discard: sd, unlisted: 69 }, { hand: [], draw: [{ id: 'allied-top' }], discard: [], unlisted: 71 }, { space: 2, suddenDeath: 3 }), initiative: 'axis' }),
    },
  ];
}

export const CCP_MELEE_SEEDS: CcpMeleeSeed[] = [
  {
    name: 'boxed-fp',
    purpose:
      '19.2.1, 3.1.6: "To this total is added +1 for each of those units with a boxed FP": a Japanese Squad with a boxed FP 6 (Melee FP 6 + 1 = 7) against an American Squad (6) at the beginning of the Allied turn; the Japanese player rolls first (sum 7: total 14), the Allied total 13, 14 or 15.',
    options: options(),
    situation: alliedTurn({
      units: [
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'C3', sides: { unbroken: { morale: 7, fp: 6, range: 5, movement: 4, boxedFp: true }, broken: { morale: 6, fp: 1, range: 3, movement: 4 } } }),
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'C3' }),
      ],
      map: open('C3'),
    }),
  },
  {
    name: 'japanese-turn-melee-waits',
    purpose: '19.1, 19.2: a hex holds units of both sides in the Japanese player\'s turn: it is a melee hex, and no melee is resolved ("never the Japanese player\'s turn").',
    options: options(),
    situation: { ...alliedTurn({ units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'C3' }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'C3' })], map: open('C3') }), player: 'axis', initiative: 'axis' } as MeleeSituation,
  },
  {
    name: 'japanese-roll-first',
    purpose:
      '19.2.1-19.2.3 at the beginning of the Allied turn: a Japanese Squad and Team (Melee FP 6 + 3 = 9) against an American Squad with a Leader (6 + 1 Command, 3.3.1.2, + the Leader\'s 1 = 8); the Japanese player rolls first (sum 7: total 16), the Allied total 15, 16 or 17; A46: the American player with a survivor may play No Quarter (+2 VP).',
    options: options(),
    situation: alliedTurn({
      units: [
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'C3' }),
        unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'C3' }),
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'C3' }),
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'C3' }),
      ],
      map: open('C3'),
    }),
  },
  {
    name: 'two-melee-hexes',
    purpose: '19.2: two melee hexes at the beginning of the Allied turn: the Allied player selects the order; each is resolved in turn (Team 3 against Team 3).',
    options: options(),
    situation: alliedTurn({
      units: [
        unit({ id: 'jp-team-1', owner: 'axis', kind: 'team', hex: 'B2' }),
        unit({ id: 'us-team-1', owner: 'allied', kind: 'team', hex: 'B2' }),
        unit({ id: 'jp-team-2', owner: 'axis', kind: 'team', hex: 'E5' }),
        unit({ id: 'us-team-2', owner: 'allied', kind: 'team', hex: 'E5' }),
      ],
      map: open('B2', 'E5'),
    }),
  },
  {
    name: 'ambush-light-wounds',
    purpose: 'A33, 19.2.1, A44: the inactive (Japanese) player plays his Ambushes first, then the Allied player; the owner of a Squad an Ambush would break may play Light Wounds (a Team takes its place, he loses 1 VP); Ambushes may empty a side: no further effect.',
    options: options({ ambushes: { axis: 1, allied: 1 } }),
    situation: alliedTurn({
      lightWoundsTeams: {
        axis: { id: 'jp-lw-team', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } },
        allied: { id: 'us-lw-team', sides: { unbroken: { morale: 7, fp: 3, range: 5, movement: 5 }, broken: { morale: 6, fp: 1, range: 3, movement: 5 } } },
      },
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D4' }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D4' }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'D4' })],
      map: open('D4'),
    }),
  },
  {
    name: 'ambush-empties-a-side',
    purpose: '19.2.1, A33 (reading ccp.no-quarter-after-empty-melee): the Allied Ambush eliminates the only Japanese unit, already broken (3.2.4): the melee ends with no further effect; under yes, the American survivor may still play No Quarter (A46).',
    options: options({ ambushes: { axis: 0, allied: 1 } }),
    situation: alliedTurn({
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D4', broken: true }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'D4' })],
      map: open('D4'),
    }),
  },
  {
    name: 'trigger-on-japanese-roll',
    purpose: '19.2.2: a trigger on the Japanese Melee roll is resolved before the Allied roll; one that empties a side ends the melee with no further effect; one that breaks a unit leaves the Melee FPs as they were locked in before the Japanese roll. 10.1: one Initiative re-roll.',
    options: options({ triggers: ['Event!', 'Sniper!', 'Time!'], rerolls: 1 }),
    situation: alliedTurn({
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D4' }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D4' }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'D4' })],
      map: open('D4'),
    }),
  },
  {
    name: 'bunker-entered-together',
    purpose: '19.2.3 vs F101 (reading ccp.melee-tie-fortification): both sides entered an empty Bunker hex and the Japanese were its last sole occupant; a tie (Squad 6 against Squad 6, sums 7 and 7) eliminates only the Americans by default, both sides under began-in.',
    options: options(),
    situation: alliedTurn({
      occupancy: { D4: { occupiedBefore: null, lastSoleOccupant: 'axis' } },
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D4' }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D4' })],
      map: { hexes: { D4: { terrain: ['Open Ground'], markers: ['Bunker'] } } },
    }),
  },
  {
    name: 'broken-leader-command',
    purpose: '19.2.1, 3.3.1.2 (reading ccp.broken-leader-command): a broken American Leader (Command 2, 1 on its broken side) with a Squad: the Squad\'s Melee FP is 6 by default ("a broken leader has a command of 0", O27.3.4), 7 under printed; against a Japanese Squad (6).',
    options: options(),
    situation: alliedTurn({
      units: [
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D4' }),
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D4' }),
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'D4', broken: true, command: [2, 1] }),
      ],
      map: open('D4'),
    }),
  },
  {
    name: 'hero-in-melee',
    purpose: '19.2.3, 3.3.2, 14.1: the Japanese Hero (FP 2) and a Team (3) against an American Squad (6); the Japanese roll 7 makes 12; the Allied total 11, 12 or 13: an eliminated Hero gives no VP and goes back to the countermix.',
    options: options(),
    situation: alliedTurn({
      units: [unit({ id: 'jp-hero', owner: 'axis', kind: 'leader', hex: 'E5', hero: true, fp: [2, 1], command: [0, 0] }), unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'E5' }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: open('E5'),
    }),
  },
  {
    name: 'bayonets',
    purpose:
      'A34, A32: a Japanese Squad (Melee FP 6) against an American Squad (6); each player may play one Bayonets just prior to his Melee roll (+2). The Japanese roll 7 makes 13, or 15 with Bayonets; the Allied classes a total one less, equal, one more, with and without his own; 10.1: one Initiative re-roll, the Bayonets already played still adding to the re-roll.',
    options: options({ bayonets: { axis: 1, allied: 1 }, rerolls: 1 }),
    situation: alliedTurn({ units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'D4' }), unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'D4' })], map: open('D4') }),
  },
  // 1.9.3-1.9.5, 19.2.2 with the game described: CC:E's seeds of the same names (oracle/procedures/cce/seeds/melee.json) in CC:P terms.
  ...gameSeeds(),
  {
    name: 'no-melee-hex',
    purpose: '19.2: no hex holds units of both sides at the beginning of the Allied turn: no melee.',
    options: options(),
    situation: alliedTurn({ units: [unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'A1' }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'A2' })], map: open('A1', 'A2') }),
  },
];

export const ccpMeleeSpec: ProcedureSpec<MeleeSituation> = {
  procedure: 'melee',
  ruleset: 'ccp',
  title: 'Melee (19)',
  section: ['19'],
  machine: ccpMeleeMachine,
  parseSituation: (raw, path) => inCcp(() => parseSituation(raw, path)),
  parseEvent,
  // The shared derivations cite CC:E ids (O16.4.1 …): every output `rule` in CC:P terms.
  // With `game`, the Events' records in CC:P terms (./game.ts ccpOrderEvents), not through the blanket translation.
  project: (snapshot) => {
    const { events, ...out } = projectMelee(snapshot.context as MeleeContext);
    const translated = inCcpIds(out, 'output') as ReturnType<typeof projectMelee>;
    return events ? { ...translated, events: ccpOrderEvents(events, 'output.events') } : translated;
  },
  seeds: CCP_MELEE_SEEDS,
  // 1.9.3-1.9.5 with `game`: the nested charts are the `event` and `time-advance` procedures' (machines/ccp/melee.ts).
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => ccpMeleeDomain(snapshot, (seed as CcpMeleeSeed | undefined)?.options ?? DEFAULT_MELEE_OPTIONS),
  domainNote:
    'Melee rolls by classes of sums (19.2.3 compares totals): the Japanese roll takes the seed\'s sums (default 7), the Allied roll the sums giving a total one less, equal, one more; triggers (Event!, Sniper!, Time!) on the Japanese roll where the seed asks, with effects: none, a side eliminated, one unit broken; Ambushes up to the seed\'s count per player, each answered with Light Wounds or not; Initiative re-rolls up to the seed\'s count; Bayonets (A34) before a roll, by the player about to make it, up to the seed\'s count per player, the Allied classes counting every bonus played. With the game described (seeds events-by-the-rules, time-by-the-rules), an Event! or Sniper! on either roll is resolved by CC:P\'s nested Event and Sniper charts (every decision they offer), a Time! by CC:P\'s nested Time advance (canonical SHUFFLE plus the seed\'s named cards on top). The Japanese player is the situation\'s `axis` player.',
};
