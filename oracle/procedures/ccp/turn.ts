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
import { CCP_CARDS } from '../../../machines/cce/deck';
import { FRAME_FIELDS } from '../../../machines/cce/frame';
import { parseTurnSituation, projectTurn, type TurnContext, type TurnSituation } from '../../../machines/cce/turn';
import type { EventStep } from '../../../machines/cce/event/kit';
import { ALLIED_NATIONS, type AlliedNation, CCP_HAND_SIZE, CCP_TURN, ccpTurnMachine, chargeOpFireEligible, DISCARD_LIMIT, discardLimitsOf } from '../../../machines/ccp/turn';
import { ccpEventRecord, takeGusts } from '../../../machines/ccp/event';
import { inCcp, inCcpIds as outputInCcpIds, toCcpIds } from '../../../machines/ccp/rule-map';
import { DEFAULT_TURN_OPTIONS, pairwiseTurnSeeds, parseTurnEventFor, subsets, TURN_OPTION_KEYS, turnDomainFor, turnFactors, turnForbidden, type TurnOptions, type TurnSeed } from '../cce/turn';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { nestedEventCharts } from '../cce/event';
import { checkCcpEventMap, checkSightingItems } from './event';
import { takeAirSupport } from '../../../machines/ccp/air-support';

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
    derivation: outputInCcpIds(out.derivation, 'output.derivation') as typeof out.derivation,
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

/**
 * Generated (issue 16.5; CC:E's generator, oracle/procedures/cce/turn.ts pairwiseTurnSeeds, with CC:P's facts): the
 * American player passes, as in CC:E's — his Posture, each of the four an Allied player may hold (17.1, 17.3-17.5: Invader,
 * Attacker, Recon, Defender; Banzai is the Japanese player's, 17.2), hence his hand size 7, 6, 5 or 4 (1.1, CCP_HAND_SIZE,
 * which 12.4's refill draws up to); the cards in his hand; his Discard Limit, not a fact of its own but 12.3's, "5 if
 * commanding the US; 4 if commanding the Commonwealth … or 2 if night rules [18] are in effect" (`nation`: the US, the
 * Commonwealth, or the US at night; the situation's alliedNationality and night); his draw pile and discard pile
 * (12.4, 13.1.2, 1.4); the Japanese player's Action in hand (A38 Demolitions and A43.6 Hidden Unit after a Pass that
 * discards; A36 Command Confusion, never played for an Action); the Japanese player the Defender or not (A43.6). No
 * `overstacked`: CC:P checks no stacking at the end of a Turn (15.2: overstacking penalised, not forbidden).
 */
export const CCP_PAIRWISE_TURN_FACTORS = (({ discardLimit: _d, overstacked: _o, ...rest }) => ({
  ...rest,
  posture: ['invader', 'attack', 'recon', 'defend'],
  nation: ['us', 'commonwealth', 'night'],
}))(turnFactors());

const CCP_PAIRWISE_TURN_SEEDS = onFirstUse((): TurnSeed[] =>
  pairwiseTurnSeeds({
    factors: CCP_PAIRWISE_TURN_FACTORS,
    forbidden: turnForbidden,
    handSizes: CCP_HAND_SIZE,
    discard: (r) =>
      r.nation === 'night'
        ? { discardLimit: DISCARD_LIMIT.night, fields: { alliedNationality: 'us', night: true } }
        : { discardLimit: DISCARD_LIMIT[r.nation as AlliedNation], fields: { alliedNationality: r.nation } },
    parse: parseCcpTurnSituation,
    rules: '12, O21, 12.3, A38, A43.6, A36, 12.4, 1.1, 17, 13.1.2, 1.4',
  }),
);

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/turn.json, units in the frame form: oracle/procedures/cce/seeds.ts), with CC:E's walk
 * options; then the situations generated pairwise (above), whose paths are kept only where new.
 */
export const CCP_TURN_SEEDS = onFirstUse((): TurnSeed[] => [...loadSeeds('turn', { defaults: DEFAULT_TURN_OPTIONS, keys: TURN_OPTION_KEYS }, parseCcpTurnSituation, { ruleset: 'ccp', units: 'frame' }), ...CCP_PAIRWISE_TURN_SEEDS()]);

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
  get seeds() {
    return CCP_TURN_SEEDS() as Seed<TurnSituation>[];
  },
  domain: (snapshot, seed) => domain(snapshot, (seed as TurnSeed | undefined)?.options ?? DEFAULT_TURN_OPTIONS),
  // The Event chart is the `event` procedure's (machines/ccp/event.ts): its vectors reach its transitions.
  nested: [...nestedEventCharts('resolvingEvent'), { state: 'advancingTime', procedure: 'time-advance' }],
  domainNote:
    'No dice classes: a roll is the top card\'s dice and each seed stacks 1-4 described cards on a small draw pile. One unit per GIVE_ORDER (no subsets), an Order that names no unit (activating none, or Charge all) once per card; after a Charge, every subset of the Allied units it lets the Allied player activate for Op Fire (O25.2); Orders/Pass only where the seed allows; at most maxRolls rolls per turn; 1 Initiative re-roll per path where allowed; every Pass discard set up to the Discard Limit; every legal response, Sniper target and Disperse marker; every decision of an Event executed (as in event); nested Time Marker Advance as in time-advance. Decks are 72 cards, mostly unlisted. The Japanese player is the situation\'s `axis` player.',
};
