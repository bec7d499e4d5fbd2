/**
 * The game around a CC:P Order (its situation's `game`), as CC:E's Orders take it (machines/cce/event/host.ts):
 * with it, an Event!, Sniper! or Time! on the Order's roll is resolved by the rules — CC:P's Event chart
 * (1.9.3, E49-E80: machines/ccp/event.ts), the Sniper (1.9.4) and CC:P's Time advance (1.9.5, 13.1.2:
 * machines/ccp/time-advance.ts) nested at the trigger point (machines/cce/order-rolls.ts TriggerCharts;
 * machines/ccp/fire.ts CCP_TRIGGER_CHARTS). Without it, the trigger's effects arrive in RESOLVE_TRIGGER as before.
 *
 * The parser is the `event` procedure's frame under CC:P (oracle/procedures/ccp/event.ts): CC:P's cards
 * (CCP_CARDS, a Gusts card's `gusts`, an Air Support card's `years`), the `aircraft` and `year` E50 reads, no
 * broken-Weapon list (5.4), no CC:E nationalities, no doubling chits (14.3.3), Sighting markers (9) for
 * Stealth (E75); and the Order's map is the one the Events read (checkCcpEventMap: the terrain both
 * editions give alike, no hexside).
 *
 * The nested charts' decisions are the Order's events while they run (parseCcpNestedEvent, ccpNestedDomain),
 * and the Events' records join the Order's output in CC:P terms (ccpOrderEvents: a CC:P Event's own ids kept,
 * a shared module's translated, as the `event` procedure and the Turn give them).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { invalid } from '../../../machines/core/errors';
import { obj } from '../../../machines/core/validate';
import { CCP_CARDS, cardOf } from '../../../machines/cce/deck';
import { GAME_FIELDS, parseGame, type EventRecord } from '../../../machines/cce/event/host';
import type { EventHost } from '../../../machines/cce/event/kit';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import type { FrameState } from '../../../machines/cce/frame';
import { CCP_EVENT_MODULES, ccpEventRecord } from '../../../machines/ccp/event';
import { CCP_TIME_ADVANCE } from '../../../machines/ccp/time-advance';
import { inCcp, toCcpIds } from '../../../machines/ccp/rule-map';
import { EVENT_CHART_TAG } from '../../../machines/cce/event/index';
import { nestedEventDecision, nestedEventDomain } from '../cce/event';
import { nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from '../cce/time-advance';
import { checkCcpEventMap, parseCcpGameFacts } from './event';

const CCP_EVENT_NAMES = CCP_EVENT_MODULES.map((m) => m.name).sort();

/** The fields of a CC:P `game`: CC:E's without the broken-Weapon list (5.4) and the nationalities, with E50's and 9's. */
const CCP_GAME_FIELDS = [...GAME_FIELDS.filter((f) => f !== 'weapons' && f !== 'nationalities'), 'aircraft', 'year', 'sightingMarkers'];

/** Parse a CC:P Order situation's `game` against its parsed units and map (null when absent); errors name `<path>.game.<field>`. */
/**
 * The game around an Order agrees with the Order: its active player is the Order's player (12: the player whose turn it is
 * gives the orders) and its Initiative card the Order's (10.1: one card; the nested charts take the Order's holder,
 * machines/cce/event/host.ts withOrder).
 */
export function checkGameMatchesOrder(game: FrameState, order: { player?: string; initiative: string }, path: string): void {
  if (order.player !== undefined && game.active !== order.player) invalid(`${path}.game.active`, `${JSON.stringify(order.player)}, the Order's player (the game's active player gives the Order)`, game.active, '12');
  if (game.initiative !== order.initiative) invalid(`${path}.game.initiative`, `${JSON.stringify(order.initiative)}, the Order's initiative (one Initiative card)`, game.initiative, '10.1');
}

export function parseCcpGame(raw: unknown, path: string, units: unknown, map: unknown): FrameState | null {
  if (raw === undefined) return null;
  const at = `${path}.game`;
  const o = obj(raw, at, [...CCP_GAME_FIELDS, 'weapons', 'nationalities']);
  // The Events executed read the Order's map as the `event` procedure's do (Interdiction's Cover, Suppressing Fire's LOS).
  checkCcpEventMap(map as FrameState['map'], path);
  const frame = parseCcpGameFacts(o, at, (r) => inCcp(() => parseGame(r, path, units, map, CCP_CARDS, CCP_GAME_FIELDS))!);
  // E49: every Event card names a CC:P Event (E50-E80), each modelled (machines/ccp/event.ts CCP_EVENT_MODULES).
  for (const [player, d] of Object.entries(frame.decks)) {
    for (const pile of ['hand', 'draw', 'discard'] as const) {
      d[pile].forEach((id, i) => {
        const name = cardOf(d, id)?.event;
        if (name !== undefined && !CCP_EVENT_NAMES.includes(name)) invalid(`${at}.decks.${player}.${pile}[${i}].event`, `a CC:P Event (E50-E80): ${CCP_EVENT_NAMES.join(', ')}`, name, 'E49');
      });
    }
  }
  return frame;
}

/** The nested charts' events a CC:P Order takes with `game`: the Event decisions and CC:P's Time advance steps (no Smoke removal, no Dig In). */
export const CCP_NESTED_EVENTS = [...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS.filter((t) => t !== 'REMOVE_SMOKE' && t !== 'DIG_IN' && t !== 'END_DIG_IN')] as const;

/**
 * In a nested chart of a CC:P Order: its event (CC:P's Time advance's, or the Event chart's decision, whose
 * refusals name CC:P ids), or null elsewhere.
 */
export function parseCcpNestedEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject | null {
  const advance = inCcp(() => nestedTimeAdvanceEvent(raw, path, snapshot, CCP_TIME_ADVANCE));
  if (advance) return advance;
  if (!snapshot.hasTag(EVENT_CHART_TAG)) return null;
  // A CC:P Event's offer (machines/ccp/event-modules.ts) refuses with its CC:P id already.
  const parse = () => nestedEventDecision(raw, path, snapshot);
  return (snapshot.context as EventHost).ev.offer?.ruleset === 'ccp' ? parse() : inCcp(parse);
}

/** In a nested chart of a CC:P Order: its domain (the Time advance's, with `time`; every decision an Event offers), or null elsewhere. */
export function ccpNestedDomain(snapshot: AnyMachineSnapshot, time?: TimeAdvanceOptions): EventObject[] | null {
  return nestedTimeAdvanceDomain(snapshot, time, CCP_TIME_ADVANCE) ?? nestedEventDomain(snapshot);
}

/** An Order's Event records in CC:P terms: each step's and choice's rule as the `event` procedure gives it (machines/ccp/event.ts ccpEventRecord). */
export function ccpOrderEvents(events: readonly EventRecord[], path: string): EventRecord[] {
  const one = (id: string, where: string) => toCcpIds(id, where)[0] ?? id;
  return events.map((e, i) => ({
    ...e,
    steps: e.steps.map((s, j) => ccpEventRecord(s, (id) => one(id, `${path}[${i}].steps[${j}].rule`))) as EventRecord['steps'],
    choices: e.choices.map((c, j) => ccpEventRecord(c, (id) => one(id, `${path}[${i}].choices[${j}].rule`))) as EventRecord['choices'],
  }));
}
