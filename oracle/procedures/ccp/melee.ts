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
import { CCE_PAIRWISE_MELEE_FACTORS, DEFAULT_MELEE_OPTIONS, MELEE_OPTION_KEYS, meleeDomain, pairwiseMeleeSeeds, parseMeleeEvent, parseMeleeSituation, type MeleeSeedOptions } from '../cce/melee';
import { loadSeeds, onFirstUse } from '../cce/seeds';
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

/** The walk options a CC:P seed may set: CC:E's (MELEE_OPTION_KEYS) and Bayonets (A34). */
const CCP_MELEE_OPTION_KEYS = [...MELEE_OPTION_KEYS, 'bayonets'] as const;

/**
 * Generated (issue 16.5; CC:E's generator, oracle/procedures/cce/melee.ts pairwiseMeleeSeeds, with CC:P's facts):
 * the units of each side in the hex by kind and count (19.2.1), a Leader of either side, of Command 0-3 or
 * broken (3.3.1.2; reading ccp.broken-leader-command), a Veteran (4.1.2), a Suppressed (4.2.2) and a broken
 * (3.2.1) unit on either side, the hex's Fortification or Wire (F107.1: -1 to every unit's FP; Bunker and
 * Pillbox: who held the hex before and last, 19.2.3, F101, F105, reading ccp.melee-tie-fortification), an
 * Ambush by the inactive (Japanese) player (A33) and Bayonets (A34: +2 to the roll of the player who plays
 * it, by the Japanese, the Allied or both players) — every two of them meeting in some situation. Always at
 * the beginning of the Allied player's turn (19.2: "only; never the Japanese player's turn"; the hand-written
 * seed japanese-turn-melee-waits shows the other). No nation: CC:P's No Quarter names none (A46). The hex's
 * terrain is not read by a Melee (Open Ground), nor are Mines (F104: Moves and Advances only); a Cave
 * (F102) is the cave procedure's.
 */
export const CCP_PAIRWISE_MELEE_FACTORS = (({ nation: _nation, ...rest }) => ({ ...rest, active: ['allied'], bayonets: ['none', 'axis', 'allied', 'both'] }))(CCE_PAIRWISE_MELEE_FACTORS);

const CCP_PAIRWISE_MELEE_SEEDS = onFirstUse((): CcpMeleeSeed[] =>
  pairwiseMeleeSeeds<CcpMeleeSeed>({
    factors: CCP_PAIRWISE_MELEE_FACTORS,
    parse: (raw, path) => inCcp(() => parseSituation(raw, path)),
    prefix: () => ({ axis: 'jp', allied: 'us' }),
    sides: () => 'American and Japanese units',
    axisNation: 'Japanese',
    rules: '19.2.1-19.2.3, 3.3.1.2, 4.1.2, 4.2.2, 3.2.1, F107.1, F101, F105, A33, A34, A46, 14.1',
    facts: (r) => (r.bayonets === 'none' ? [] : [`Bayonets by ${r.bayonets === 'both' ? 'both players' : r.bayonets === 'axis' ? 'the Japanese player' : 'the Allied player'}`]),
    options: (r) => (r.bayonets === 'none' ? {} : { bayonets: { axis: r.bayonets === 'allied' ? 0 : 1, allied: r.bayonets === 'axis' ? 0 : 1 } }),
  }),
);

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/melee.json, read and validated on first use:
 * oracle/procedures/cce/seeds.ts); each at the beginning of the Allied player's turn (19.2). The seeds
 * events-by-the-rules and time-by-the-rules describe the game around the melee (19.2.2: the Japanese,
 * inactive, player rolls first, each from his own deck): CC:E's seeds of the same names in CC:P terms. Then
 * the situations generated pairwise (above), whose paths are kept only where new.
 */
export const CCP_MELEE_SEEDS = onFirstUse((): CcpMeleeSeed[] => [
  ...loadSeeds('melee', { defaults: DEFAULT_MELEE_OPTIONS as CcpMeleeSeedOptions, keys: CCP_MELEE_OPTION_KEYS }, (raw, path) => inCcp(() => parseSituation(raw, path)), { ruleset: 'ccp' }),
  ...CCP_PAIRWISE_MELEE_SEEDS(),
]);

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
  get seeds() {
    return CCP_MELEE_SEEDS();
  },
  // 1.9.3-1.9.5 with `game`: the nested charts are the `event` and `time-advance` procedures' (machines/ccp/melee.ts).
  nested: [...nestedEventCharts('resolvingEvent', 'resolvingSniper'), { state: 'advancingTime', procedure: 'time-advance' }],
  domain: (snapshot, seed) => ccpMeleeDomain(snapshot, (seed as CcpMeleeSeed | undefined)?.options ?? DEFAULT_MELEE_OPTIONS),
  domainNote:
    'Melee rolls by classes of sums (19.2.3 compares totals): the Japanese roll takes the seed\'s sums (default 7), the Allied roll the sums giving a total one less, equal, one more; triggers (Event!, Sniper!, Time!) on the Japanese roll where the seed asks, with effects: none, a side eliminated, one unit broken; Ambushes up to the seed\'s count per player, each answered with Light Wounds or not; Initiative re-rolls up to the seed\'s count; Bayonets (A34) before a roll, by the player about to make it, up to the seed\'s count per player, the Allied classes counting every bonus played. With the game described (seeds events-by-the-rules, time-by-the-rules), an Event! or Sniper! on either roll is resolved by CC:P\'s nested Event and Sniper charts (every decision they offer), a Time! by CC:P\'s nested Time advance (canonical SHUFFLE plus the seed\'s named cards on top). The Japanese player is the situation\'s `axis` player.',
};
