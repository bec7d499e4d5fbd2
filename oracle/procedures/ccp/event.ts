/**
 * The `event` procedure of CC:P (1.9.3, 1.9.4, E49–E80) for the oracle: CC:E's situation and decision
 * parsers and domain (oracle/procedures/cce/event.ts) with CC:P's Events (machines/ccp/event.ts), its
 * rejections and its output's rule ids in CC:P terms (machines/ccp/rule-map.ts inCcp, toCcpIds).
 *
 * The situation is CC:E's Event frame without a broken-Weapon list (`weapons`: CC:P 5.4, random hexes no
 * longer fix or eliminate broken Weapons), without CC:E's nationalities and doubling chits (14.3.3), with
 * the terrain both editions give alike (CCP_FIRE_TERRAIN) and no hexside feature. An Event card naming a
 * CC:P Event not modelled is refused with that Event's rule (CCP_EVENTS_REFUSED); one naming no CC:P
 * Event (a CC:E-only Event such as Commissar) is refused with E49. The Japanese player is `axis`. CC:P adds
 * `sightingMarkers` (9: the Japanese Sighting markers on the map, `{ id, hex }` as the sighting and
 * infiltrate procedures give them), which Stealth (E75) moves.
 *
 * Seeds: the CC:E Event seeds whose Event CC:P prints alike and whose situation is a CC:P one — the same
 * situations under both editions, which is what `diff --from cce --to ccp --procedure event` compares —
 * and seeds of CC:P's own (oracle/procedures/ccp/seeds/event.json).
 *
 * Domain: CC:E's (eventSpecParts'): every decision the current state offers.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { invalid, OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { CCP_CARDS, cardOf } from '../../../machines/cce/deck';
import type { EventHost, EventStep } from '../../../machines/cce/event/kit';
import { type EventSituation, projectEvent } from '../../../machines/cce/event/machine';
import type { FrameState } from '../../../machines/cce/frame';
import { CCP_EVENT_ABSENT, CCP_EVENT_MODULES, CCP_EVENTS_REFUSED, ccpEventMachine, takeGusts, ccpEventRecord, ccpEventRule } from '../../../machines/ccp/event';
import { CCP_FIRE_TERRAIN } from '../../../machines/ccp/fire';
import { takeAirSupport } from '../../../machines/ccp/air-support';
import { inCcp, inCcpIds, toCcpIds } from '../../../machines/ccp/rule-map';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { EVENT_SEEDS, eventSpecParts, parseEventDecision, parseEventSituation } from '../cce/event';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { unknownEvent } from '../cce/common';
import { parseSightingMarkers } from './sighting';
import type { EventSeed } from '../cce/events/kit';
import { pairwiseCcpEventSeeds } from './event-pairwise';
import { pairwiseCcpEventSeedsB } from './event-pairwise-b';
import { pairwiseCcpEventSeedsC } from './event-pairwise-c';
import { pairwiseCcpEventSeedsD } from './event-pairwise-d';
import { pairwiseCcpEventSeedsE } from './event-pairwise-e';
import { pairwiseCcpEventSeedsF } from './event-pairwise-f';

const MODELLED = new Map(CCP_EVENT_MODULES.map((m) => [m.name, ccpEventRule(m)]));

/**
 * The map an Event reads under CC:P (Interdiction's Cover, Suppressing Fire's LOS): the terrain both editions
 * give alike (CCP_FIRE_TERRAIN), no hexside feature. The `event` procedure and the CC:P turn check it.
 */
export function checkCcpEventMap(map: EventSituation['map'], path: string): void {
  for (const [hex, facts] of Object.entries(map.hexes)) {
    facts.terrain.forEach((t, i) => {
      if (!CCP_FIRE_TERRAIN.includes(t)) invalid(`${path}.map.hexes.${hex}.terrain[${i}]`, `one of ${CCP_FIRE_TERRAIN.join(', ')} (the terrain both editions give alike: the Events' reading of the map, Interdiction's Cover and Suppressing Fire's LOS, is modelled on it only — a limit of this oracle, not a rule; CC:P terrain is T81-T99)`, t, 'T81');
    });
  }
  if ((map.hexsides ?? []).length > 0) invalid(`${path}.map.hexsides`, 'absent: "there is no hexside terrain in CC:P"', map.hexsides, 'T81');
}

/**
 * E50: an Air Support card revealed needs what decides whether it occurs: the dates printed in it (the
 * card's `years`) and the scenario's year (the situation's `year`); refused naming E50 otherwise.
 */
function requireAirSupportFacts(s: EventSituation, cardId: string, at: string): void {
  const path = at.slice(0, at.indexOf('.decks'));
  if (cardOf(s.decks[s.reader], cardId)?.years === undefined) throw new OracleError({ code: 'missing-field', path: `${at}.years`, expected: 'the date(s) given in the Air Support event, [first, last] (E50)', actual: 'absent', rule: 'E50' });
  if (s.year === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.year`, expected: 'the year of the scenario being played (E50: the event does not occur outside the card\'s dates)', actual: 'absent', rule: 'E50' });
}

/**
 * E70 b), 9: a Support Table's Sighting marker items (the CC:P table's other item, parsed by the shared
 * frame parser): only the Japanese (axis) table lists any — "Sighting markers represent possible locations
 * of hidden Japanese units" (9) — and none is a Sighting marker already on the map. The CC:P turn checks it too.
 */
export function checkSightingItems(s: Pick<EventSituation, 'supportTables' | 'sightingMarkers'>, path: string): void {
  const onMap = new Set((s.sightingMarkers ?? []).map((m) => m.id));
  for (const [player, table] of Object.entries(s.supportTables ?? {})) {
    (table ?? []).forEach((col, i) =>
      col.items.forEach((it, j) => {
        if (!('sighting' in it)) return;
        const at = `${path}.supportTables.${player}[${i}].items[${j}].sighting`;
        if (player !== 'axis') invalid(at, 'absent: only the Japanese player (axis) has Sighting markers (9)', it.sighting, '9');
        if (onMap.has(it.sighting)) invalid(at, 'a Sighting marker id not already on the map (sightingMarkers)', it.sighting, 'E70');
      }),
    );
  }
}

/**
 * CC:P's facts of a game, around a shared parser of CC:E's (`parse`: the `event` procedure's situation, or the game around
 * an Order, ./game.ts), its errors naming `path`: no broken-Weapon list (5.4) or nationalities (1); the Air Support cards'
 * years and the aircraft, the Gusts cards (E60), the Japanese Sighting markers (9: E75 moves one) and the support tables'
 * items, which the shared parser does not know; no chit that doubles or wins with all five Objectives (14.3.3).
 */
export function parseCcpGameFacts<F extends EventSituation | FrameState>(raw: unknown, path: string, parse: (raw: unknown) => F): F {
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
  if (given?.weapons !== undefined) invalid(`${path}.weapons`, 'absent: CC:P random hexes no longer fix or eliminate broken weapons (no broken-Weapon list to check)', given.weapons, '5.4');
  if (given?.nationalities !== undefined) invalid(`${path}.nationalities`, "absent: CC:E's nationalities (the Japanese player is `axis`)", given.nationalities, '1');
  const { sightingMarkers, ...rest } = given ?? { sightingMarkers: undefined };
  const air = takeAirSupport(given ? rest : raw, path);
  const gusts = takeGusts(air.raw, path);
  const s = parse(gusts.raw);
  gusts.apply(s.decks);
  air.apply(s);
  if (sightingMarkers !== undefined) s.sightingMarkers = parseSightingMarkers(sightingMarkers, `${path}.sightingMarkers`);
  checkSightingItems(s, path);
  const doubled = (['elimDoubled', 'exitDoubled', 'allFiveObjectives'] as const).find((k) => s.specialChits?.[k]);
  if (doubled) invalid(`${path}.specialChits.${doubled}`, "false: CC:P's 21 objective chits double nothing and none wins with all five Objectives (14.3.3: chits Y and Z add one)", true, '14.3.3');
  return s;
}

/** CC:E's Event situation with CC:P's restrictions (see the header). */
export function parseCcpEventSituation(raw: unknown, path: string): EventSituation {
  const s = parseCcpGameFacts(raw, path, (r) => inCcp(() => parseEventSituation(r, path, CCP_CARDS)));
  checkCcpEventMap(s.map, path);
  if (s.trigger !== 'Sniper!') {
    const deck = s.decks[s.reader];
    const name = cardOf(deck, deck.draw[0])?.event;
    const at = `${path}.decks.${s.reader}.draw[0]`;
    if (name === 'Air Support') requireAirSupportFacts(s, deck.draw[0], at);
    if (name !== undefined && !MODELLED.has(name)) {
      const refused = CCP_EVENTS_REFUSED[name];
      if (refused) invalid(at, `an Event modelled under ccp (${[...MODELLED.keys()].join(', ')}): ${name} ${refused.rule} is not — ${refused.why}`, name, refused.rule);
      invalid(at, `a CC:P Event (E50-E80): ${[...MODELLED.keys(), ...Object.keys(CCP_EVENTS_REFUSED)].sort().join(', ')}`, name, 'E49');
    }
  }
  return s;
}

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const host = snapshot.context as EventHost;
  const parse = () => (parseEventDecision(raw, path, host) as EventObject | null) ?? unknownEvent(raw, path, snapshot, EVENT_DECISIONS);
  // A CC:P Event's offer (machines/ccp/event-modules.ts) refuses with its CC:P id already.
  return host.ev.offer?.ruleset === 'ccp' ? parse() : inCcp(parse);
}

const ccpId = (id: string, where: string): string => (id in CCP_EVENT_ABSENT ? id : toCcpIds(id, where)[0]);

/**
 * CC:E's output with its rule ids in CC:P terms. Its shape is CC:E's: under ccp a Random Hex step's
 * weaponsFixed and weaponsEliminated are always empty and brokenWeapons (the broken Weapons a later Random
 * Hex checks, CC:E 11.4) stays empty (5.4); a Weapon's broken state is in `weapons`.
 */
function project(snapshot: AnyMachineSnapshot) {
  const out = projectEvent(snapshot.context as EventHost);
  return {
    ...out,
    event: {
      ...out.event,
      steps: out.event.steps.map((s: EventStep, i) => ccpEventRecord(s, (id) => ccpId(id, `output.event.steps[${i}].rule`))),
      choices: out.event.choices.map((ch, i) => ccpEventRecord(ch, (id) => ccpId(id, `output.event.choices[${i}].rule`))),
    },
    ...(out.ended ? { ended: { ...out.ended, rule: ccpId(out.ended.rule, 'output.ended.rule') } } : {}),
    derivation: inCcpIds(out.derivation, 'output.derivation') as typeof out.derivation,
  };
}

// -------------------------------------------------------------------------------------------- seeds

/** A CC:E seed is a CC:P one when the CC:P parser takes it and its Event (or Sniper) is CC:P's. */
const isCcpSituation = (s: EventSeed): boolean => {
  try {
    parseCcpEventSituation(s.situation, 'input');
    return true;
  } catch {
    return false;
  }
};

/**
 * CC:E's hand-written seeds that are CC:P ones (isCcpSituation; not CC:E's generated ones, whose domains are CC:E's
 * Terrain Chart and Fortifications: oracle/procedures/cce/events/), then CC:P's own as data (oracle/procedures/ccp/seeds/event.json, units in the
 * frame form: oracle/procedures/cce/seeds.ts), worked by hand in features/ccp/event.feature and air-support.feature:
 * the Japanese (axis) and US (allied) players; Gusts (E60), Breezy (E54), Blaze (E53), Detritus of War (E57), Deploy
 * (E56), Air Support (E50), Spider Hole (E74), Stealth (E75), Tennōheika Banzai! (E78), Reinforcements (E70); then the
 * situations generated pairwise (./event-pairwise.ts: Bushido, Gusts, Interdiction, Jam, Suppressing Fire, Tennōheika Banzai!;
 * ./event-pairwise-b.ts: Battlelust, Breezy, Detritus of War, Walking Wounded; ./event-pairwise-c.ts: Blaze, Field of Battle, Spider Hole;
 * ./event-pairwise-d.ts: Deploy, Stealth, Air Support, Reinforcements; then CC:E's generators given CC:P's edition:
 * ./event-pairwise-e.ts: Battle Harden, Field Promotion, Hero, KIA, Medic!, Prisoners of War, Scrounge, Shell Shock;
 * ./event-pairwise-f.ts: Malfunction, Shellholes, White Phosphorus), whose paths are kept only where new.
 */
export const CCP_EVENT_SEEDS = onFirstUse((): EventSeed[] => [...EVENT_SEEDS().filter((s) => !s.name.startsWith('pairwise-') && isCcpSituation(s)), ...loadSeeds('event', null, parseCcpEventSituation, { ruleset: 'ccp', units: 'frame' }), ...pairwiseCcpEventSeeds(), ...pairwiseCcpEventSeedsB(), ...pairwiseCcpEventSeedsC(), ...pairwiseCcpEventSeedsD(), ...pairwiseCcpEventSeedsE(), ...pairwiseCcpEventSeedsF()]);

/** CC:E's Event spec (its domain: every decision the current state offers) with CC:P's chart, parsers, output and seeds. */
export const ccpEventSpec: ProcedureSpec<EventSituation> = {
  ...eventSpecParts,
  ruleset: 'ccp',
  title: 'Events and the Sniper (1.9.3, 1.9.4, E49-E80)',
  section: ['E49'],
  machine: ccpEventMachine as unknown as AnyStateMachine,
  parseSituation: parseCcpEventSituation,
  parseEvent,
  project,
  get seeds() {
    return CCP_EVENT_SEEDS() as Seed<EventSituation>[];
  },
};
