/**
 * The turn of CC:P (12, O20, O21, 1.9.1–1.9.5, 10) for the oracle: CC:E's parser, event parser and domain
 * (oracle/procedures/cce/turn.ts) with the CC:P edition (machines/ccp/turn.ts), its rejections and its
 * output's rule ids in CC:P terms (machines/ccp/rule-map.ts inCcp, toCcpIds).
 *
 * The situation is CC:E's Turn situation (`orderCapability` is 12.1's Order Limit) with CC:P's cards
 * (Orders O22–O31, the Disperse trigger) and three fields of its own: `alliedNationality` ("us" or
 * "commonwealth") and `night` (12.3's Discard Limit, which `discardLimit` must equal), and `starshells`
 * (hexes, 7); its `postures` may also be CC:P's invader and banzai (17); its map is the `event` procedure's
 * (checkCcpEventMap: the terrain both editions give alike, no hexside), which the Events executed read. It states no Weapons (5.4: random hexes no longer fix or eliminate them). The Japanese player
 * is the situation's `axis` player. Its `specialChits` are CC:E's (doubling, all five Objectives) and must
 * be false: CC:P's chits Y and Z add one to exit and elimination VPs (14.3.3), which the frame cannot state yet.
 *
 * O25.2: as a Charge begins, the Allied player's ACTIVATE_FOR_OP_FIRE (parseEvent; chargeOpFireEligible).
 *
 * Domain: as CC:E's, without the stacking check; every subset of the Allied units a Charge lets him activate
 * for Op Fire (O25.2); every smoke or starshell marker a Disperse trigger may
 * remove; an Order that activates no unit once per card; every decision of an Event executed (the Event
 * chart nested at resolvingEvent is the `event` procedure's, whose vectors reach its transitions).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, obj, oneOf, str } from '../../../machines/core/validate';
import { type Card, CCP_CARDS } from '../../../machines/cce/deck';
import { FRAME_FIELDS } from '../../../machines/cce/frame';
import { parseTurnSituation, projectTurn, type TurnContext, type TurnSituation } from '../../../machines/cce/turn';
import type { EventStep } from '../../../machines/cce/event/kit';
import { ALLIED_NATIONS, CCP_TURN, ccpTurnMachine, chargeOpFireEligible, discardLimitsOf } from '../../../machines/ccp/turn';
import { ccpEventRecord, takeGusts } from '../../../machines/ccp/event';
import { inCcp, toCcpIds } from '../../../machines/ccp/rule-map';
import { parseTurnEventFor, subsets, turnDomainFor, type TurnOptions } from '../cce/turn';
import { nestedEventCharts } from '../cce/event';
import { checkCcpEventMap, checkSightingItems } from './event';
import { takeAirSupport } from '../../../machines/ccp/air-support';
import { card, deckOf, dice, hexes, leader, squad, team } from '../cce/time-advance';

const TURN_FIELDS = ['orderCapability', 'discardLimit', 'activated'];
const CCP_FIELDS = ['alliedNationality', 'night', 'starshells', 'aircraft', 'year'];

export function parseCcpTurnSituation(raw: unknown, path: string): TurnSituation {
  const o = obj(raw, path, [...FRAME_FIELDS, ...TURN_FIELDS, ...CCP_FIELDS]);
  if (o.weapons !== undefined) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.weapons`, expected: 'no Weapons: nothing in the CC:P turn reads them (5.4: random hexes no longer fix or eliminate broken weapons)', actual: o.weapons, rule: '5.4' });
  }
  const allied = o.alliedNationality === undefined ? undefined : oneOf(o.alliedNationality, `${path}.alliedNationality`, ALLIED_NATIONS, '12.3');
  const night = bool(o.night, `${path}.night`, false);
  const starshells = (o.starshells === undefined ? [] : arr(o.starshells, `${path}.starshells`)).map((h, i) => str(h, `${path}.starshells[${i}]`, /^[A-Z][1-9][0-9]?$/, 'a hex id such as "C7" (2.1)'));
  const { alliedNationality: _a, night: _n, starshells: _s, ...rest } = o;
  // E60: a Gusts card's "odd" or "even", read outside the shared deck parser (machines/ccp/event.ts takeGusts).
  // E50: the aircraft, the scenario's year and an Air Support card's dates, read outside it too (machines/ccp/air-support.ts).
  const air = takeAirSupport(rest, path);
  const gusts = takeGusts(air.raw, path);
  const s = inCcp(() => parseTurnSituation(gusts.raw, path, CCP_CARDS));
  gusts.apply(s.decks);
  air.apply(s);
  if (night) s.nightRules = true;
  const doubled = (['elimDoubled', 'exitDoubled', 'allFiveObjectives'] as const).find((k) => s.specialChits[k]);
  if (doubled) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.specialChits.${doubled}`, expected: "false: CC:P's 21 objective chits double nothing and none wins with all five Objectives (14.3.3: chits Y and Z add one)", actual: true, rule: '14.3.3' });
  }
  // The Events the turn executes read the map as the `event` procedure's do (Interdiction's Cover, Suppressing Fire's LOS).
  checkCcpEventMap(s.map, path);
  // E70 b), 9: a Support Table's Sighting marker items are the Japanese player's only (Reinforcements reads the table).
  checkSightingItems(s, path);
  const limits = discardLimitsOf(s.active, allied, night);
  if (!limits.values.includes(s.discardLimit)) {
    throw new OracleError({ code: 'invalid-field', path: `${path}.discardLimit`, expected: `${limits.values.join(' or ')} (12.3: ${limits.from})`, actual: s.discardLimit, rule: '12.3' });
  }
  return { ...s, ...(starshells.length > 0 ? { starshells } : {}), ...(night ? { night } : {}) };
}

const cceParseEvent = parseTurnEventFor(CCP_TURN);

/**
 * O25.2: ACTIVATE_FOR_OP_FIRE names the Allied units the Charge lets the Allied player activate for Op Fire
 * ("any or all", so none is an empty list), each not yet activated and, under reading
 * ccp.charge-op-fire-melee = not-in-melee, not in a melee hex (chargeOpFireEligible). Other events: CC:E's parser.
 */
function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  if ((raw as { type?: unknown } | null)?.type !== 'ACTIVATE_FOR_OP_FIRE') return cceParseEvent(raw, path, snapshot);
  const o = obj(raw, path, ['type', 'units'], ['type', 'units']);
  const units = arr(o.units, `${path}.units`).map((u, i) => str(u, `${path}.units[${i}]`));
  if (snapshot.matches('activatingForOpFire')) {
    const eligible = chargeOpFireEligible(snapshot.context as TurnContext);
    units.forEach((u, i) => {
      if (!eligible.includes(u) || units.indexOf(u) !== i) {
        throw new OracleError({ code: 'illegal-event', path: `${path}.units[${i}]`, expected: `an Allied unit not yet activated for the turn, named once${snapshot.context.readings['ccp.charge-op-fire-melee'] === 'any-unit' ? '' : ', not in a melee hex (reading ccp.charge-op-fire-melee)'} (${eligible.join(', ') || 'none'})`, actual: u, rule: 'O25.2' });
      }
    });
  }
  return { type: 'ACTIVATE_FOR_OP_FIRE', units } as EventObject;
}

/** The Banzai player's turn with a Charge and a Move in his hand (seeds banzai-charge, banzai-charge-hemmed-in). */
const banzaiCharge = () => ({
  ...frameBase,
  postures: { axis: 'banzai', allied: 'defend' },
  orderCapability: 2,
  active: 'axis',
  discardLimit: 3,
  decks: { axis: deckOf([card('jp-charge', { order: 'Charge' }), move], filler('jp-d', 3)), allied: deckOf([], filler('us-d', 2)) },
});

/** A unit's two sides with Movement (O29: a Charge under ccp.charge-unmovable-units = not-activated reads it). */
const moving = (morale: number, movement: number, broken: number) => ({ unbroken: { morale, movement }, broken: { morale: morale - 2, movement: broken } });

/** The Japanese squads in C3 and D4 a Charge activates (seeds banzai-charge-op-fire, banzai-charge-no-op-fire, O25.2). */
const chargingSquads = () => [squad('jp-1', 'axis', 'C3', { sides: moving(7, 4, 2) }), squad('jp-2', 'axis', 'D4', { sides: moving(7, 4, 2) })];

const inCcpIds = (id: string, where: string): string => toCcpIds(id, where)[0];
const banzai = (f: TurnContext['frame']): boolean => f.postures.axis === 'banzai' || f.postures.allied === 'banzai';

/**
 * CC:E's output with its rule ids in CC:P terms; `disperses` (1.9.2) and `starshells` (7) where the turn
 * has either, and the Time Track (`timeTrack`: space, owner, unit) where a Posture is Banzai (17.2 c), so
 * that a turn without them reads as CC:E's (the edition diff compares the two).
 */
function project(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as TurnContext;
  const out = projectTurn(c, snapshot.status);
  const step = (s: EventStep, where: string) => ccpEventRecord(s, (id) => inCcpIds(id, where));
  return {
    ...out,
    ended: out.ended ? { ...out.ended, rule: inCcpIds(out.ended.rule, 'output.ended.rule') } : null,
    events: out.events.map((e, i) => ({
      ...e,
      steps: e.steps.map((s, j) => step(s, `output.events[${i}].steps[${j}].rule`)),
      choices: e.choices.map((ch, j) => ccpEventRecord(ch, (id) => inCcpIds(id, `output.events[${i}].choices[${j}].rule`))),
    })),
    ...(c.disperses.length > 0 || c.starshells.length > 0 ? { disperses: c.disperses, starshells: c.starshells } : {}),
    // 17.2 c: where a player is Banzai, the Time Track his eliminated units go to.
    ...(banzai(c.frame) ? { timeTrack: c.frame.reinforcements.map((r) => ({ space: r.space, owner: r.owner, unit: r.unit?.id ?? null })) } : {}),
  };
}

// -------------------------------------------------------------------------------------------- seeds

type TurnSeed = Seed<unknown> & { options: TurnOptions };

const DEFAULTS: TurnOptions = { orders: false, pass: false, maxRolls: 0, shuffleTops: [], rerolls: 0 };
const filler = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => card(`${prefix}${i + 1}`));
const frameBase = {
  initiative: 'allied',
  postures: { axis: 'attack', allied: 'defend' },
  time: { space: 1, suddenDeath: 8 },
  vp: 0,
  orderCapability: 1,
  edges: { axis: ['A1'], allied: ['J1'] },
};
const twoSquads = { units: [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], map: hexes('A1', 'C3', 'C4', 'D4', 'E5', 'J1') };
/** A discard pile whose described cards a reshuffle puts on top (canonical order: by id). */
const spare = (p: string) => [card(`${p}-s1`, { dice: dice(6, 6), randomHex: 'D4' }), card(`${p}-s2`, { dice: dice(5, 6) })];
const move = card('jp-move', { order: 'Move' });
const fire = card('jp-fire', { order: 'Fire' });

/** One Japanese order (Order Limit 1, Discard Limit 3: Japan) from `hand`, rolling from `draw` over `discard`; `more` replaces the rest. */
const japaneseOrder = (hand: Card[], draw: Card[], discard: Card[], more: Record<string, unknown> = {}) => ({
  ...frameBase,
  active: 'axis',
  discardLimit: 3,
  decks: { axis: deckOf(hand, draw, discard), allied: deckOf([], filler('us-d', 2)) },
  ...twoSquads,
  ...more,
});

/** A Pass by `active` (Discard Limit: Japan 3, the US 5) holding `hand` over `draw` unlisted cards, with the Postures given (17, 1.1: the refill's hand size). */
const posturePass = (active: 'axis' | 'allied', postures: Record<'axis' | 'allied', string>, hand: Card[], draw: number, more: Record<string, unknown> = {}) => {
  const prefix = active === 'axis' ? 'jp' : 'us';
  const mine = deckOf(hand, filler(`${prefix}-d`, draw));
  const theirs = deckOf([], filler(active === 'axis' ? 'us-d' : 'jp-d', 2));
  return { ...frameBase, postures, active, discardLimit: active === 'axis' ? 3 : 5, decks: active === 'axis' ? { axis: mine, allied: theirs } : { axis: theirs, allied: mine }, ...twoSquads, ...more };
};

/** A draw pile whose first roll (6 + 1) shows a Sniper trigger and whose next card reveals the random hex D4 (1.9.4). */
const sniperAtD4 = () => [card('t-sniper', { dice: dice(6, 1), trigger: 'Sniper!' }), card('hex-d4', { randomHex: 'D4' }), ...filler('jp-d', 2)];

export const CCP_TURN_SEEDS: TurnSeed[] = [
  {
    name: 'orders-and-activation',
    purpose:
      '12, 12.1, O20.1, O20.2, 3.3.2, O26, O25, O31, O23: up to 2 orders (Order Limit 2) from cards bearing them; a unit is activated once per turn, the Hero (already activated) again; Revive and Asset Denied activate no unit; Command Confusion is never given; Charge needs the Banzai Posture; then the refill to 6 (Attacker).',
    options: { ...DEFAULTS, orders: true },
    situation: {
      ...frameBase,
      orderCapability: 2,
      active: 'axis',
      discardLimit: 3,
      activated: { units: ['jp-hero'] },
      decks: {
        axis: deckOf([move, card('jp-revive', { order: 'Revive' }), card('jp-denied', { order: 'Asset Denied' }), card('jp-confusion', { order: 'Command Confusion' }), card('jp-charge', { order: 'Charge' })], filler('jp-d', 5)),
        allied: deckOf([], filler('us-d', 2)),
      },
      units: [squad('jp-1', 'axis', 'C3', { broken: true }), leader('jp-hero', 'axis', 'C4', 1, { hero: true }), squad('us-1', 'allied', 'E5')],
      map: hexes('A1', 'C3', 'C4', 'E5', 'J1'),
    },
  },
  {
    name: 'banzai-charge',
    purpose:
      "O25, O25.1, 17.2, O20.2, 3.3.2, 1.1: the Japanese player's Posture is Banzai: his Charge order names no unit and activates every Japanese unit on the map not yet activated (the broken squad in C3, the squad in C4; not the Hero, already activated); after it only the Hero may be activated again (Move); then he refills his hand to 3, Banzai's hand size.",
    options: { ...DEFAULTS, orders: true },
    situation: {
      ...banzaiCharge(),
      activated: { units: ['jp-hero'] },
      units: [squad('jp-1', 'axis', 'C3', { broken: true }), squad('jp-2', 'axis', 'C4'), leader('jp-hero', 'axis', 'C4', 1, { hero: true }), squad('us-1', 'allied', 'E5')],
      map: hexes('A1', 'C3', 'C4', 'E5', 'J1'),
    },
  },
  {
    name: 'banzai-charge-op-fire',
    purpose:
      "O25.2, reading ccp.charge-op-fire-melee: the Banzai player's Charge activates his squads in C3 and D4; before they move, the Allied player may activate any or all of his units not yet activated for Op Fire, without a card: the squad in E5 and the team in F6 (4 choices); not the squad already activated this turn (us-3, G7), nor, under not-in-melee (default), the squad in melee in D4 (O27.1.2), which any-unit adds.",
    options: { ...DEFAULTS, orders: true },
    situation: {
      ...banzaiCharge(),
      activated: { units: ['us-3'] },
      units: [...chargingSquads(), squad('us-1', 'allied', 'E5'), team('us-2', 'allied', 'F6'), squad('us-3', 'allied', 'G7'), squad('us-4', 'allied', 'D4')],
      map: hexes('A1', 'C3', 'D4', 'E5', 'F6', 'G7', 'J1'),
    },
  },
  {
    name: 'banzai-charge-no-op-fire',
    purpose:
      "O25.2: the Charge activates the Japanese squads in C3 and D4; the American squad in E5 was already activated this turn and the one in D4 is in melee (O27.1.2 under not-in-melee): no Allied unit may be activated for Op Fire, so the Allied player has nothing to choose and the order goes on.",
    options: { ...DEFAULTS, orders: true },
    situation: {
      ...banzaiCharge(),
      activated: { units: ['us-1'] },
      units: [...chargingSquads(), squad('us-1', 'allied', 'E5'), squad('us-4', 'allied', 'D4')],
      map: hexes('A1', 'C3', 'D4', 'E5', 'J1'),
    },
  },
  {
    name: 'banzai-charge-hemmed-in',
    purpose:
      "O25.1, O29, reading ccp.charge-unmovable-units: the Banzai player's Charge; his squad in A1 (Movement 1) can enter neither the Building A2 (2 MPs) nor B1 (an American team there): activated (default) or not; the broken squad in C4 (Movement 4 once rallied) and the leader there can enter C3.",
    options: { ...DEFAULTS, orders: true },
    situation: {
      ...banzaiCharge(),
      units: [
        squad('jp-1', 'axis', 'A1', { sides: moving(7, 1, 1) }),
        squad('jp-2', 'axis', 'C4', { broken: true, sides: moving(7, 4, 2) }),
        leader('jp-ldr', 'axis', 'C4', 1, { sides: { unbroken: { morale: 8, command: 1, movement: 6 }, broken: { morale: 6, command: 0, movement: 4 } } }),
        squad('us-1', 'allied', 'B1'),
      ],
      map: { hexes: { ...hexes('A1', 'B1', 'C3', 'C4', 'J1').hexes, A2: { terrain: ['Building'] } } },
    },
  },
  {
    name: 'banzai-sniper-eliminations',
    purpose:
      "17.2 c, 1.9.4, 14.1, 3.3.2: the Japanese player is Banzai and his Sniper's random hex D4 holds his broken squad and broken Hero: the squad eliminated goes to the next space of the Time Track (2) and the Allies gain its 2 VPs; the Hero goes back to the countermix and is worth none; or he breaks nobody.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], sniperAtD4(), [], {
      postures: { axis: 'banzai', allied: 'defend' },
      units: [squad('jp-1', 'axis', 'C3'), squad('jp-2', 'axis', 'D4', { broken: true }), leader('jp-hero', 'axis', 'D4', 1, { broken: true, hero: true }), squad('us-far', 'allied', 'H8')],
      map: hexes('A1', 'C3', 'D4', 'H8', 'J1'),
    }),
  },
  {
    name: 'us-invader-pass',
    purpose: '17.4, 1.1, 12.3, 12.4: the US player is the Invader (hand size 7): he passes, discarding none, one or both of his 2 cards (Discard Limit 5: the US), then refills his hand to 7.',
    options: { ...DEFAULTS, pass: true },
    situation: posturePass('allied', { axis: 'defend', allied: 'invader' }, [card('us-h1'), card('us-h2')], 8, { alliedNationality: 'us' }),
  },
  {
    name: 'japanese-recon-pass',
    purpose: '17.5, 1.1, 12.3, 12.4: the Japanese player has the Recon Posture (hand size 5): he passes with his one card in hand or none, then refills his hand to 5.',
    options: { ...DEFAULTS, pass: true },
    situation: posturePass('axis', { axis: 'recon', allied: 'defend' }, [card('jp-h1')], 6),
  },
  {
    name: 'japanese-pass-and-responses',
    purpose:
      'O21, 12.3, A38, A43.6: the Japanese player passes, discarding 0 to 3 of his 4 cards (Discard Limit 3: Japan); a discard opens Demolitions and, the Allied player being the scenario Defender, Hidden Unit; a Pass of zero (12: "including zero") opens nothing; then he refills to 6.',
    options: { ...DEFAULTS, pass: true },
    situation: {
      ...frameBase,
      active: 'axis',
      discardLimit: 3,
      decks: {
        axis: deckOf([card('jp-h1'), card('jp-h2'), card('jp-h3'), card('jp-h4')], filler('jp-d', 4)),
        allied: deckOf([card('us-demo', { action: 'Demolitions' }), card('us-hidden', { action: 'Hidden Unit' })], filler('us-d', 1)),
      },
      ...twoSquads,
    },
  },
  {
    name: 'night-pass',
    purpose: '12.3, O21: at night the Commonwealth player (Defender, hand 4) may discard up to 2 cards, "regardless of nationality"; then he refills to 4.',
    options: { ...DEFAULTS, pass: true },
    situation: {
      ...frameBase,
      active: 'allied',
      discardLimit: 2,
      alliedNationality: 'commonwealth',
      night: true,
      decks: { axis: deckOf([], filler('jp-d', 2)), allied: deckOf([card('cw-1'), card('cw-2'), card('cw-3')], filler('cw-d', 3)) },
      ...twoSquads,
    },
  },
  {
    name: 'disperse-smoke-or-starshell',
    purpose: '1.9.2, 7.3, 10.1: a Disperse trigger on a Fire order roll: the roller removes the smoke in E5 or the starshell in C4; or the Initiative holder cancels the roll (the card passes) and the re-roll has no trigger.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, rerolls: 1 },
    situation: japaneseOrder([fire], [card('t-disperse', { dice: dice(2, 3), trigger: 'Disperse!' }), card('t-plain', { dice: dice(4, 1) }), ...filler('jp-d', 4)], [], { smoke: ['E5'], starshells: ['C4'] }),
  },
  {
    name: 'disperse-nothing-to-remove',
    purpose: '1.9.2: a Disperse trigger with no smoke or starshell marker on the map: nothing is removed and the roll\'s result applies.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('t-disperse', { dice: dice(1, 2), trigger: 'Disperse!' }), ...filler('jp-d', 4)], []),
  },
  {
    name: 'disperse-on-last-card',
    purpose: '1.9.1.1, 13.1.2, 1.9.2: a Disperse trigger on the last card of the draw pile resolves after the Time Marker Advance (no smoke removal in 13.1.2): then the roller removes the smoke in D4.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('last-disperse', { dice: dice(3, 3), trigger: 'Disperse!' })], spare('jp'), { smoke: ['D4'] }),
  },
  {
    name: 'sniper-mid-pile',
    purpose: '1.9.4: a Sniper trigger on a Move order roll reveals the random hex D4 on the next card; the Japanese player may break one unit in or adjacent to D4 (his own included), or none.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], sniperAtD4(), [], {
      units: [squad('jp-1', 'axis', 'D5'), squad('us-1', 'allied', 'D4'), squad('us-far', 'allied', 'H8')],
      map: hexes('A1', 'D4', 'D5', 'H8', 'J1'),
    }),
  },
  {
    name: 'sniper-eliminates-broken-units',
    purpose:
      '1.9.4, 3.2.4, 14.1: the Sniper\'s random hex D4 holds a broken US squad, a broken US leader (command 1 on its unbroken side) and a broken US Hero; breaking one eliminates it and the Japanese player gains its VP: squad 2, leader 1 + 1, Hero 0.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], sniperAtD4(), [], {
      units: [squad('jp-1', 'axis', 'C3'), squad('us-sq', 'allied', 'D4', { broken: true }), leader('us-ldr', 'allied', 'D4', 1, { broken: true }), leader('us-hero', 'allied', 'D4', 1, { broken: true, hero: true }), squad('us-far', 'allied', 'H8')],
      map: hexes('A1', 'C3', 'D4', 'H8', 'J1'),
    }),
  },
  {
    name: 'sniper-on-last-card',
    purpose:
      '1.9.1.1, 1.9.4, 13.1.2, 14.1, 13.3 b): a Sniper trigger on the last card resolves after the Time Marker Advance, from the reshuffled deck: the random hex D4; breaking the broken US team there eliminates it (1 VP), the Allied player\'s last unit on the map: the game ends, though a US squad waits on the Time Track (reading ccp.last-unit-with-reinforcements).',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, shuffleTops: ['jp-s1'] },
    situation: japaneseOrder([move], [card('last-sniper', { dice: dice(2, 5), trigger: 'Sniper!' })], spare('jp'), {
      units: [squad('jp-1', 'axis', 'C3'), team('us-1', 'allied', 'D4', { broken: true })],
      reinforcements: [{ space: 6, unit: squad('us-later', 'allied', 'A1') }],
    }),
  },
  {
    name: 'sniper-hex-out-of-reach',
    purpose: '1.9.4: the Sniper\'s random hex H8 has no unit in or adjacent to it: nobody can be broken.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('t-sniper', { dice: dice(5, 1), trigger: 'Sniper!' }), card('hex-h8', { randomHex: 'H8' }), ...filler('jp-d', 2)], []),
  },
  {
    name: 'event-on-last-card',
    purpose: '1.9.1.1, 1.9.3: an Event trigger on the last card is resolved after the Time Marker Advance: the event card is revealed from the reshuffled deck.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('last-event', { dice: dice(2, 6), trigger: 'Event!' })], spare('jp')),
  },
  {
    name: 'event-reveal-takes-last-card',
    purpose: '1.9.3, 1.9.1.1, 13.1.2: an Event trigger reveals the next card for its event — the last card of the draw pile, which prints no Event (recorded as not described, E49); then the Time Marker Advance; then the roll\'s result.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('t-event', { dice: dice(4, 2), trigger: 'Event!' }), card('ev-last')], spare('jp'), { casualtyUnits: [] }),
  },
  {
    name: 'time-trigger-on-inactive-roll',
    purpose: '1.9.5, 13.1.2 a): in the Japanese Fire order the US player\'s Defense roll (his own deck) shows a Time trigger: the Time Marker Advance is the US player\'s — he reshuffles his own deck — and the roll\'s result is then applied.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, inactiveRolls: true },
    situation: japaneseOrder([fire], [card('jp-x1'), card('jp-x2')], [], {
      decks: { axis: deckOf([fire], [card('jp-x1'), card('jp-x2')]), allied: deckOf([], [card('us-time', { dice: dice(2, 3), trigger: 'Time!' }), ...filler('us-d', 2)], [card('us-s1', { dice: dice(1, 1) })]) },
    }),
  },
  {
    name: 'event-reveal-takes-last-card-inactive',
    purpose: "1.9.3, 1.9.1, 13.1.2: the US player's Defense roll in the Japanese Fire order shows an Event trigger and the event card he reveals is the last card of his draw pile, which prints no Event: that is recorded (not described, E49), then the Time Marker Advance — the US player's, his deck having run out — then the roll's result.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1, inactiveRolls: true },
    situation: japaneseOrder([fire], [card('jp-x1'), card('jp-x2')], [], {
      casualtyUnits: [],
      decks: { axis: deckOf([fire], [card('jp-x1'), card('jp-x2')]), allied: deckOf([], [card('us-ev', { dice: dice(4, 2), trigger: 'Event!' }), card('us-last')], spare('us')) },
    }),
  },
  {
    name: 'event-kia',
    purpose:
      "1.9.3, E49, E64, 14.1: an Event trigger on a Move order roll reveals KIA, executed by CC:P's event chart: the Japanese player must eliminate one broken unit, enemy or friendly — the broken US team in E5 (1 VP to Japan) or his own broken squad in C4 (2 VP to the US); the unbroken units are not offered; then the roll's result applies.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('t-event', { dice: dice(4, 2), trigger: 'Event!' }), card('ev-kia', { event: 'KIA' }), ...filler('jp-d', 2)], [], {
      units: [squad('jp-1', 'axis', 'C3'), squad('jp-br', 'axis', 'C4', { broken: true }), team('us-br', 'allied', 'E5', { broken: true }), squad('us-1', 'allied', 'E6')],
      map: hexes('A1', 'C3', 'C4', 'E5', 'E6', 'J1'),
    }),
  },
  {
    name: 'event-air-support',
    purpose:
      "1.9.3, E50, 8.3: an Event trigger on a Move order roll reveals Air Support (dates 1942-1945, the scenario in 1944, by day): the US aircraft is on the map (E5), so the Japanese player removes it to the countermix, which ends the Event; then the roll's result applies. The turn's output has no US aircraft.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('t-event', { dice: dice(4, 2), trigger: 'Event!' }), card('ev-air', { event: 'Air Support', years: [1942, 1945] } as never), ...filler('jp-d', 2)], [], {
      units: [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E6')],
      map: hexes('A1', 'C3', 'E5', 'E6', 'J1'),
      year: 1944,
      aircraft: { allied: { hex: 'E5' } },
    }),
  },
  {
    name: 'event-shell-shock',
    purpose: "1.9.3, E72, 1.8, 3.2: an Event trigger reveals Shell Shock; the next card's random hex D4 holds the US squad (0 hexes away), the unit closest to it, which breaks; the Japanese squad in C3 is farther.",
    options: { ...DEFAULTS, orders: true, maxRolls: 1 },
    situation: japaneseOrder([move], [card('t-event', { dice: dice(4, 2), trigger: 'Event!' }), card('ev-shock', { event: 'Shell Shock' }), card('hex-d4', { randomHex: 'D4' }), ...filler('jp-d', 2)], [], {
      units: [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'D4')],
      map: hexes('A1', 'C3', 'D4', 'J1'),
    }),
  },
  {
    name: 'event-shell-shock-last-card',
    purpose:
      '1.9.3, E72, E49 a), 1.8, 13.1.2 and reading ccp.event-random-hex-empty-pile: the Shell Shock card is the last card of the draw pile, no card is left for its random hex: by default that part is ignored (nothing breaks); under reshuffle-first the discard pile is reshuffled and its top card shows D4 (the US squad there breaks); then the Time Marker Advance, then the roll\'s result.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, shuffleTops: ['jp-s1'] },
    situation: japaneseOrder([move], [card('t-event', { dice: dice(4, 2), trigger: 'Event!' }), card('ev-shock', { event: 'Shell Shock' })], spare('jp'), {
      units: [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'D4')],
      map: hexes('A1', 'C3', 'D4', 'J1'),
    }),
  },
  {
    name: 'time-trigger-sudden-death',
    purpose: '1.9.5, 13.1.2, 13.2.2, 10.1: a Time trigger (not the last card) advances the time marker into the sudden death space 8; the reshuffle puts a 5 (less than 8: the game ends) or a 12 on top (or after a re-roll 11): play proceeds, the scenario Defender gains 1 VP, the smoke stays, and the Fire order goes on.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, rerolls: 1, shuffleTops: ['sd-5'] },
    situation: japaneseOrder([fire], [card('t-time', { dice: dice(1, 3), trigger: 'Time!' }), card('t-next', { dice: dice(2, 3) }), ...filler('jp-d', 2)], [...spare('jp'), card('sd-5', { dice: dice(2, 3) })], { time: { space: 7, suddenDeath: 8 }, smoke: ['E5'] }),
  },
  {
    name: 'reroll-of-the-last-card',
    purpose: '10.1, 13.1.2 and reading ccp.reroll-last-card: the Initiative holder cancels a roll made with the last card; by default the Time Marker Advance stands and the re-roll comes from the reshuffled deck.',
    options: { ...DEFAULTS, orders: true, maxRolls: 1, rerolls: 1 },
    situation: japaneseOrder([move], [card('last-plain', { dice: dice(3, 3) })], spare('jp')),
  },
  {
    name: 'refill-interrupted',
    purpose: '12.4, 13.1.2: a Pass of zero cards, then the refill to 4 (Defender) draws the last card: the time marker advances, the scenario Defender gains 1 VP, and the refill resumes from the new draw pile.',
    options: { ...DEFAULTS, pass: true },
    situation: {
      ...frameBase,
      active: 'allied',
      discardLimit: 5,
      alliedNationality: 'us',
      decks: { axis: deckOf([], filler('jp-d', 2)), allied: deckOf([card('us-1c'), card('us-2c')], [card('us-d1')], [card('us-s1', { dice: dice(2, 2) })]) },
      ...twoSquads,
    },
  },
  {
    name: 'overstacked-at-end-of-turn',
    purpose: '15.2.1, 15.2.2, 12.4: at the end of the US turn three Japanese squads (12 figures) share F6: overstacking is penalised, not forbidden — nothing is eliminated or deployed, and the refill follows.',
    options: { ...DEFAULTS, pass: true },
    situation: {
      ...frameBase,
      active: 'allied',
      discardLimit: 5,
      decks: { axis: deckOf([], filler('jp-d', 2)), allied: deckOf([card('us-1c'), card('us-2c')], filler('us-d', 4)) },
      units: [squad('jp-a', 'axis', 'F6'), squad('jp-b', 'axis', 'F6'), team('jp-c', 'axis', 'F6'), squad('us-1', 'allied', 'E5')],
      map: hexes('A1', 'E5', 'F6', 'J1'),
    },
  },
];

const cceDomain = turnDomainFor(CCP_TURN);
/** O25.2: every subset of the eligible Allied units (the empty one: none activated); elsewhere CC:E's domain. */
const domain = (snapshot: AnyMachineSnapshot, o: TurnOptions): EventObject[] => {
  if (!snapshot.matches('activatingForOpFire')) return cceDomain(snapshot, o);
  const eligible = chargeOpFireEligible(snapshot.context as TurnContext);
  return subsets(eligible, eligible.length).map((units) => ({ type: 'ACTIVATE_FOR_OP_FIRE', units }) as EventObject);
};

export const ccpTurnSpec: ProcedureSpec<TurnSituation> = {
  procedure: 'turn',
  ruleset: 'ccp',
  title: 'A turn: orders or pass, die triggers, hand refill by Posture (12, O20, O21, 1.9.1, 10.1, 17)',
  section: ['12', 'O20', 'O21'],
  machine: ccpTurnMachine,
  parseSituation: parseCcpTurnSituation,
  parseEvent: (raw, path, snapshot) => inCcp(() => parseEvent(raw, path, snapshot)),
  project,
  seeds: CCP_TURN_SEEDS as Seed<TurnSituation>[],
  domain: (snapshot, seed) => domain(snapshot, (seed as TurnSeed | undefined)?.options ?? DEFAULTS),
  // The Event chart is the `event` procedure's (machines/ccp/event.ts): its vectors reach its transitions.
  nested: [...nestedEventCharts('resolvingEvent'), { state: 'advancingTime', procedure: 'time-advance' }],
  domainNote:
    'No dice classes: a roll is the top card\'s dice and each seed stacks 1-4 described cards on a small draw pile. One unit per GIVE_ORDER (no subsets), an Order that names no unit (activating none, or Charge all) once per card; after a Charge, every subset of the Allied units it lets the Allied player activate for Op Fire (O25.2); Orders/Pass only where the seed allows; at most maxRolls rolls per turn; 1 Initiative re-roll per path where allowed; every Pass discard set up to the Discard Limit; every legal response, Sniper target and Disperse marker; every decision of an Event executed (as in event); nested Time Marker Advance as in time-advance. Decks are 72 cards, mostly unlisted. The Japanese player is the situation\'s `axis` player.',
};
