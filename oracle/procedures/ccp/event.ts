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
 * and seeds of CC:P's own (CCP_OWN_EVENT_SEEDS).
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
import { inCcp, toCcpIds } from '../../../machines/ccp/rule-map';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { EVENT_SEEDS, eventSpecParts, parseEventDecision, parseEventSituation } from '../cce/event';
import { onFirstUse } from '../cce/seeds';
import { unknownEvent } from '../cce/common';
import { parseSightingMarkers } from './sighting';
import type { EventSeed } from '../cce/events/kit';
import { card, deckOf, dice, eventDraw, eventFrame, hexes, leader, seed, squad, team } from '../cce/events/kit';

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

/** An MG (5.1): CC:P's Weapons as CC:E's counters state them (FP, range; no Fix/Elim ranges, 5.4). */
const mg = (id: string, range: number, broken = false) => ({ weapon: { id, type: 'mg', fp: 3, range, broken } }) as never;
const hexCard = (event: string, randomHex: string) => [card('event-card', { event }), card('hex-card', { randomHex }), card('next-card')];

/** A Hero (3.3.2) as the countermix holds it (no hex): Morale 9, Command 1. */
const countermixHero = (id: string, owner: 'axis' | 'allied') => ({ id, owner, kind: 'leader', hero: true, sides: { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } } });

/** CC:P's own seeds: the Japanese (axis) and US (allied) players, worked by hand in features/ccp/event.feature. */
export const CCP_OWN_EVENT_SEEDS: EventSeed[] = [
  seed(
    'medic-japanese-reader',
    'E66, 3.2.5: the Japanese reader must rally one broken unit of either side: his broken Squad or the broken US Team; the unbroken US Squad is not offered.',
    eventFrame('axis', eventDraw('Medic!'), [squad('jp-br', 'axis', 'C3', { broken: true }), team('us-br', 'allied', 'E5', { broken: true }), squad('us-1', 'allied', 'E6')], ['C3', 'E5', 'E6']),
  ),
  seed(
    'kia-broken-us-squad',
    'E64, 14.1, 3.3.2: the US reader eliminates one broken unit: the broken Japanese Squad (2 VP to the US), Leader (its VP) or Hero (no VP), or his own broken Team (1 VP to Japan).',
    eventFrame('allied', eventDraw('KIA'), [squad('jp-br', 'axis', 'C3', { broken: true }), leader('jp-ldr', 'axis', 'C3', 2, { broken: true }), leader('jp-hero', 'axis', 'C4', 1, { broken: true, hero: true }), team('us-br', 'allied', 'E5', { broken: true }), squad('us-1', 'allied', 'E6')], ['C3', 'C4', 'E5', 'E6']),
  ),
  seed(
    'sniper',
    '1.9.4, 1.8: a Sniper! by the rules: the Random Hex D4; the Japanese reader may break one unit in or adjacent to it (his Squad in D4, the broken US Team in D5: eliminated, 3.2.4), or none; F6 is too far. No broken-Weapon check (5.4).',
    eventFrame('axis', [card('hex-card', { randomHex: 'D4' }), card('next-card')], [squad('jp-1', 'axis', 'D4'), team('us-br', 'allied', 'D5', { broken: true }), squad('us-2', 'allied', 'F6')], ['D4', 'D5', 'F6'], { trigger: 'Sniper!' }),
  ),
  seed(
    'interdiction',
    'E62, T81.3, 4.2: the US reader must suppress one unsuppressed unit, either side, broken or not, in a hex with Cover less than 1: the Open Ground hexes C3 and E5 (Cover 0), the Stream F5 (-1); not the Gully F6 (exactly 1), not the Building C4 (3), not the unit already suppressed.',
    eventFrame('allied', eventDraw('Interdiction'), [squad('jp-1', 'axis', 'C3'), squad('jp-2', 'axis', 'C4'), team('us-br', 'allied', 'E5', { broken: true }), squad('us-sup', 'allied', 'E6', { suppressed: true }), squad('jp-3', 'axis', 'F5'), squad('jp-4', 'axis', 'F6')], ['C3', 'E5', 'E6'], {
      map: { hexes: { C3: { terrain: ['Open Ground'] }, C4: { terrain: ['Building'] }, E5: { terrain: ['Open Ground'] }, E6: { terrain: ['Open Ground'] }, F5: { terrain: ['Stream'] }, F6: { terrain: ['Gully'] } } },
    }),
  ),
  seed(
    'interdiction-impossible',
    'E49 a), E62: every unit is in a Building (Cover 3): no hex with Cover less than 1, the Event is ignored.',
    eventFrame('axis', eventDraw('Interdiction'), [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], [], { map: { hexes: { C3: { terrain: ['Building'] }, E5: { terrain: ['Building'] } } } }),
  ),
  seed(
    'malfunction-closest',
    'E65: the Random Hex D4: the US MG in E5 (1 hex) is the closest unbroken Weapon and breaks; the broken Japanese MG in D5 (as close) is not unbroken; the Japanese MG in B2 is farther.',
    eventFrame('axis', hexCard('Malfunction', 'D4'), [squad('us-1', 'allied', 'E5', mg('us-mg', 8)), team('jp-2', 'axis', 'D5', mg('jp-mg-broken', 6, true)), squad('jp-1', 'axis', 'B2', mg('jp-mg', 6))], ['B2', 'D4', 'D5', 'E5']),
  ),
  seed(
    'malfunction-only-broken',
    'E49 a), E65: the only Weapon in play is already broken: no unbroken Weapon to break, the Event is ignored.',
    eventFrame('allied', hexCard('Malfunction', 'D4'), [squad('jp-1', 'axis', 'D4', mg('jp-mg', 6, true))], ['D4']),
  ),
  seed(
    'shell-shock-one-closest',
    'E72, 3.2: the Random Hex D4 is empty; the Japanese Squad in D5 (1 hex) is the one closest unit and breaks; the US Squad in F6 is farther.',
    eventFrame('allied', hexCard('Shell Shock', 'D4'), [squad('jp-1', 'axis', 'D5'), squad('us-1', 'allied', 'F6')], ['D4', 'D5', 'F6']),
  ),
  seed(
    'suppressing-fire',
    'E77, 4.2: the Japanese reader may suppress one US unit without a suppressed marker in range (6) and LOS of his functioning MG in C3: C6 yes; C10 (7 hexes) no; the suppressed one in C5 no — or decline.',
    eventFrame('axis', eventDraw('Suppressing Fire'), [squad('jp-mg', 'axis', 'C3', mg('mg-1', 6)), squad('us-1', 'allied', 'C6'), squad('us-3', 'allied', 'C10'), squad('us-sup', 'allied', 'C5', { suppressed: true })], ['C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10']),
  ),
  seed(
    'suppressing-fire-blocked',
    'E77, 16: the Japanese MG in C3 has range 6, but the Building in C5 (an obstacle) blocks its LOS to the US Squad in C6: nothing to suppress.',
    eventFrame('axis', eventDraw('Suppressing Fire'), [squad('jp-mg', 'axis', 'C3', mg('mg-1', 6)), squad('us-1', 'allied', 'C6')], [], {
      map: { hexes: { C3: { terrain: ['Open Ground'] }, C4: { terrain: ['Open Ground'] }, C5: { terrain: ['Building'] }, C6: { terrain: ['Open Ground'] } } },
    }),
  ),
  seed(
    'white-phosphorus',
    'E80, 3.2: the US reader may put a random smoke (a "3") into a hex adjacent to his unbroken Squad in D4 (C4, D5) or decline; in D5 each player breaks one of his own units there, the inactive Japanese player first.',
    eventFrame('allied', eventDraw('White Phosphorus'), [squad('us-1', 'allied', 'D4'), squad('jp-1', 'axis', 'D5'), team('jp-2', 'axis', 'D5'), team('us-t', 'allied', 'D5')], ['C4', 'C5', 'D3', 'D4', 'D5', 'E4', 'E5'], { smokeDraws: [3] }),
  ),
  seed(
    'bushido-us-reader',
    'E55, 3.2.5, 4.1.1, 4.1.3: the US reader reveals Bushido; the Japanese player must rally one of his broken units: the Squad in C4 (and it gains a Veteran marker) or the Veteran Team in C5 (it keeps its one); the broken US Team and the unbroken Japanese Squad are not offered.',
    eventFrame('allied', eventDraw('Bushido'), [squad('jp-br', 'axis', 'C4', { broken: true }), team('jp-brv', 'axis', 'C5', { broken: true, veteran: true }), team('us-br', 'allied', 'E5', { broken: true }), squad('jp-1', 'axis', 'C3')], ['C3', 'C4', 'C5', 'E5']),
  ),
  seed(
    'bushido-none-broken',
    'E49 a), E55: no broken Japanese unit (only a broken US Team): the Event is ignored.',
    eventFrame('axis', eventDraw('Bushido'), [squad('jp-1', 'axis', 'C3'), team('us-br', 'allied', 'E5', { broken: true })], ['C3', 'E5']),
  ),
  seed(
    'battlelust-more-enemy',
    'E52, 11.2: the Japanese reader: 3 US units on the Casualty Track, 2 Japanese: more enemy than friendly, he gains 1 VP: VP 1 → 2.',
    eventFrame('axis', eventDraw('Battlelust'), [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5'], { vp: 1, casualtyTrack: { axis: { occupied: 2, surrender: 8 }, allied: { occupied: 3, surrender: 9 } } }),
  ),
  seed(
    'battlelust-tie',
    'E52, 11.2: the US reader: 3 Japanese and 3 US units on the Casualty Track: not more enemy than friendly, no VP: VP stays 1.',
    eventFrame('allied', eventDraw('Battlelust'), [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5'], { vp: 1, casualtyTrack: { axis: { occupied: 3, surrender: 8 }, allied: { occupied: 3, surrender: 9 } } }),
  ),
  seed(
    'field-of-battle-more',
    'E58, 2.3, 14.3.1: the US reader controls two Objectives (one of two hexes, one Objective), the Japanese one, one is uncontrolled: more than his opponent, he gains 1 VP: VP 0 → -1.',
    eventFrame('allied', eventDraw('Field of Battle'), [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'C4', 'D4', 'E5', 'F6'], {
      objectives: [{ number: 1, hexes: ['C3'], controller: 'axis' }, { number: 2, hexes: ['C4', 'D4'], controller: 'allied' }, { number: 3, hexes: ['E5'], controller: 'allied' }, { number: 4, hexes: ['F6'], controller: null }],
    }),
  ),
  seed(
    'field-of-battle-tie',
    'E58, 2.3, 14.3.1: the Japanese reader controls two Objectives, the US player two: not more, no VP.',
    eventFrame('axis', eventDraw('Field of Battle'), [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'C4', 'E5', 'F6'], {
      objectives: [{ number: 1, hexes: ['C3'], controller: 'axis' }, { number: 2, hexes: ['C4'], controller: 'axis' }, { number: 3, hexes: ['E5'], controller: 'allied' }, { number: 4, hexes: ['F6'], controller: 'allied' }],
    }),
  ),
  seed(
    'hero-melee-hex',
    'E61, 3.3.2, 3.2.5: the US Hero is in the countermix; the US reader may place it into any friendly hex (C3, a Melee hex with his broken Squad; E5; his Objective G7; not G8, his Objective holding a Japanese Squad; not the Japanese Objective D1) or decline ("may"); placed in C3 he may rally a broken unit there, of either side (ccp.hero-rally-unit), or none.',
    eventFrame('allied', eventDraw('Hero'), [squad('us-br', 'allied', 'C3', { broken: true }), squad('jp-br', 'axis', 'C3', { broken: true }), squad('us-2', 'allied', 'E5'), squad('jp-1', 'axis', 'G8')], ['C3', 'E5', 'G7', 'G8', 'D1'], {
      objectives: [{ number: 2, hexes: ['G7'], controller: 'allied' }, { number: 3, hexes: ['G8'], controller: 'allied' }, { number: 4, hexes: ['D1'], controller: 'axis' }],
      countermix: { allied: { hero: countermixHero('us-hero', 'allied') } },
    }),
  ),
  seed(
    'hero-on-map',
    'E49 a), E61: the Japanese Hero is already on the map: nothing to place, the Event is ignored.',
    eventFrame('axis', eventDraw('Hero'), [leader('jp-hero', 'axis', 'C3', 1, { hero: true }), squad('jp-br', 'axis', 'C3', { broken: true })], ['C3'], {
      countermix: { axis: { hero: countermixHero('jp-hero', 'axis') } },
    }),
  ),
  seed(
    'scrounge-broken',
    'E71, 5.4, 3.3.5: the Japanese reader may return the US MG (eliminated unbroken) or his knee mortar (movement -1) to one of his units without a Weapon, broken: the MG to his Squad in C3 or his Leader; the mortar only to the Squad (a Leader takes no Weapon with a negative movement modifier); his Squad in E5 holds one already; or decline.',
    eventFrame('axis', eventDraw('Scrounge'), [squad('jp-1', 'axis', 'C3'), leader('jp-ldr', 'axis', 'C3', 1), squad('jp-2', 'axis', 'E5', mg('jp-mg', 6)), squad('us-1', 'allied', 'G7')], ['C3', 'E5', 'G7'], {
      eliminatedWeapons: [{ id: 'us-mg', type: 'mg', fp: 3, range: 8 }, { id: 'jp-mortar', type: 'mortar', fp: 1, range: 10, minRange: 1, ordnance: true, movement: -1 }],
    }),
  ),
  seed(
    'walking-wounded-overstacked',
    'E79, 3.2, 11.2: the US reader selects a unit on the Casualty Track (the Japanese Squad or his Team); Random Hex E5: in it or adjacent, except the Blaze in E4 (impassable), F5 too though it holds two US Squads (no stacking limit in CC:P); placed broken, its space on the track freed (ccp.walking-wounded-casualty-space).',
    eventFrame('allied', hexCard('Walking Wounded', 'E5'), [squad('us-s1', 'allied', 'F5'), squad('us-s2', 'allied', 'F5'), squad('jp-1', 'axis', 'D5')], ['E5', 'F4', 'F5', 'E6', 'D5', 'D4'], {
      map: { hexes: { E4: { terrain: ['Open Ground'], markers: ['Blaze'] }, ...hexes('E5', 'F4', 'F5', 'E6', 'D5', 'D4').hexes } },
      casualtyUnits: [squad('jp-cas', 'axis', 'A1'), team('us-cas', 'allied', 'A1')].map(({ hex: _h, ...u }) => u),
      casualtyTrack: { axis: { occupied: 1, surrender: 8 }, allied: { occupied: 1, surrender: 9 } },
    }),
  ),
  seed(
    'walking-wounded-empty-track',
    'E49 a), E79: no unit on the Casualty Track: nothing to select; the random hex still determined (ccp.event-random-hex-without-subject = determined) or skipped.',
    eventFrame('axis', hexCard('Walking Wounded', 'E5'), [squad('jp-1', 'axis', 'E5')], ['E5'], { casualtyUnits: [], casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 9 } } }),
  ),
  seed(
    'jam-closest',
    'E63, 1.8, 5.4: the US reader\'s Random Hex C5: the US MG in C5 is not Japanese; the Japanese MG in C4 (1 hex) is the closest Japanese Weapon and breaks; the one in C3 (2 hexes) does not.',
    eventFrame('allied', hexCard('Jam', 'C5'), [squad('us-c5', 'allied', 'C5', mg('us-mg', 8)), squad('jp-br', 'axis', 'C4', mg('jp-mg', 6)), squad('jp-1', 'axis', 'C3', mg('jp-lmg', 4))], ['C3', 'C4', 'C5']),
  ),
  seed(
    'jam-broken-eliminated',
    'E63, 5.4, 5.3: the closest Japanese MG (C4) is already broken: eliminated, into the Weapons Box of the Casualty Track.',
    eventFrame('axis', hexCard('Jam', 'C5'), [squad('jp-br', 'axis', 'C4', mg('jp-mg', 6, true)), squad('jp-1', 'axis', 'C3', mg('jp-lmg', 4))], ['C3', 'C4', 'C5']),
  ),
  seed(
    'jam-tie',
    'E63: the Japanese MGs in C4 and C6 are both one hex from the Random Hex C5: the US reader chooses which breaks.',
    eventFrame('allied', hexCard('Jam', 'C5'), [squad('jp-a', 'axis', 'C4', mg('jp-mg-a', 6)), squad('jp-b', 'axis', 'C6', mg('jp-mg-b', 6)), squad('us-1', 'allied', 'C5')], ['C4', 'C5', 'C6']),
  ),
  seed(
    'jam-none',
    'E49 a), E63: no Japanese Weapon in play (only a US MG): nothing breaks, the Event is ignored after its Random Hex.',
    eventFrame('axis', hexCard('Jam', 'C5'), [squad('us-c5', 'allied', 'C5', mg('us-mg', 8)), squad('jp-1', 'axis', 'C3')], ['C3', 'C5']),
  ),
  seed(
    'jam-last-card',
    'E63, 1.8, 13.1.2, ccp.event-random-hex-empty-pile = impossible: Jam is the last card of the US reader\'s draw pile: no card is left for its Random Hex, nothing breaks; the Time Marker Advance follows the Event.',
    eventFrame('allied', [card('event-card', { event: 'Jam' })], [squad('jp-br', 'axis', 'C4', mg('jp-mg', 6))], ['C4']),
  ),
];

/** E60's map: Smoke of each Hindrance 1-4 (16.3.4), one per hex. */
const gustsFrame = (reader: 'axis' | 'allied', parity: 'odd' | 'even', markers: Record<string, string>) =>
  eventFrame(reader, [card('event-card', { event: 'Gusts', gusts: parity } as never), card('next-card')], [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], [], {
    map: { hexes: { ...hexes('C3', 'E5').hexes, ...Object.fromEntries(Object.entries(markers).map(([hex, m]) => [hex, { terrain: ['Open Ground'], markers: [m] }])) } },
    smoke: Object.keys(markers),
  });

/** CC:P's Gusts (E60), worked by hand in features/ccp/event.feature. */
const GUSTS_SEEDS: EventSeed[] = [
  seed('gusts-odd', 'E60, 16.3.4: the US reader\'s Gusts card says odd: the Smoke 1 in C3 and the Smoke 3 in D4 are removed, back into the draw cup; the Smoke 2 in C4 and 4 in E5 stay.', gustsFrame('allied', 'odd', { C3: 'Smoke:1', C4: 'Smoke:2', D4: 'Smoke:3', E5: 'Smoke:4' })),
  seed('gusts-even', 'E60, 16.3.4: the Japanese reader\'s Gusts card says even: the Smoke 2 in C4 and 4 in E5 are removed; the Smoke 1 in C3 and 3 in D4 stay.', gustsFrame('axis', 'even', { C3: 'Smoke:1', C4: 'Smoke:2', D4: 'Smoke:3', E5: 'Smoke:4' })),
  seed('gusts-none', 'E49 a), E60: the card says odd, the only Smoke on the map is a 2 (C4): nothing to remove, the Event is ignored.', gustsFrame('allied', 'odd', { C4: 'Smoke:2' })),
];

/** E54's card: Breezy with its downwind direction (2.2 compass: 1 up … 4 down). */
const breezyDraw = (direction: number) => [card('event-card', { event: 'Breezy', direction }), card('next-card')];
const marked = (terrain: string, ...markers: string[]) => ({ terrain: [terrain], ...(markers.length ? { markers } : {}) });

/** CC:P's Breezy (E54), worked by hand in features/ccp/event.feature. */
const BREEZY_SEEDS: EventSeed[] = [
  seed(
    'breezy-drift',
    'E54, 2.2, 15.1.5: downwind 4 (down). a) the Smoke 1 in C2 would drift into the Blaze C3, the 2 in D7 into the Stream D8: removed; the 3 in E5 drifts to E6. b) the Blazes in B3 and C3 spread into B4 and C4 (its Foxholes removed). c) the Japanese (inactive) then the US player place their unit from C4 into C5, D3 or the Stream D4 (not the Blazes B3, B4, C3).',
    eventFrame('allied', breezyDraw(4), [squad('jp-1', 'axis', 'C4'), squad('us-1', 'allied', 'C4')], [], {
      map: { hexes: { B3: marked('Open Ground', 'Blaze'), B4: marked('Open Ground'), C2: marked('Open Ground', 'Smoke:1'), C3: marked('Open Ground', 'Blaze'), C4: marked('Open Ground', 'Foxholes'), C5: marked('Open Ground'), D3: marked('Open Ground'), D4: marked('Stream'), D7: marked('Open Ground', 'Smoke:2'), D8: marked('Stream'), E5: marked('Open Ground', 'Smoke:3'), E6: marked('Open Ground') } },
      smoke: ['C2', 'D7', 'E5'],
    }),
  ),
  seed(
    'breezy-no-spread',
    'E49 a), E54: downwind 1 (up): the Smoke 2 in D5 drifts to D4; the Blaze in C3 cannot spread into the Stream C2: that part is ignored.',
    eventFrame('axis', breezyDraw(1), [squad('jp-1', 'axis', 'D4')], [], {
      map: { hexes: { C2: marked('Stream'), C3: marked('Open Ground', 'Blaze'), D4: marked('Open Ground'), D5: marked('Open Ground', 'Smoke:2') } },
      smoke: ['D5'],
    }),
  ),
  seed(
    'breezy-nowhere',
    'E54 c), 14.1: downwind 4 (down): the Blazes in C3 and E3 spread into C4 and E4; every hex adjacent to C4 holds a Blaze: the US Team there is eliminated; then the Japanese Squad in E4 is placed into E5, F3 or F4.',
    eventFrame('axis', breezyDraw(4), [team('us-t', 'allied', 'C4'), squad('jp-2', 'axis', 'E4')], [], {
      map: {
        hexes: {
          B3: marked('Open Ground', 'Blaze'), B4: marked('Open Ground', 'Blaze'), B5: marked('Stream'), C3: marked('Open Ground', 'Blaze'), C4: marked('Open Ground'), C5: marked('Open Ground', 'Blaze'), C6: marked('Stream'),
          D3: marked('Open Ground', 'Blaze'), D4: marked('Open Ground', 'Blaze'), D5: marked('Stream'), E3: marked('Open Ground', 'Blaze'), E4: marked('Open Ground'), E5: marked('Open Ground'), F3: marked('Open Ground'), F4: marked('Open Ground'),
        },
      },
    }),
  ),
];

/** E50's card: Air Support with the dates printed in it, then the card revealed for its Random Hex. */
const airSupportDraw = (years: [number, number], randomHex?: string) => [card('event-card', { event: 'Air Support', years } as never), ...(randomHex ? [card('hex-card', { randomHex })] : []), card('next-card')];
/** A map with its extent (2.1): E50 places in any hex of the Random Hex's column or row. */
const airMap = (columns: number, rows: number, ...ids: string[]) => ({ ...hexes(...ids), geometry: { columns, rows } });
const airUnits = (jp = 'C3', us = 'E5') => [squad('jp-1', 'axis', jp), squad('us-1', 'allied', us)];

/** CC:P's Air Support (E50, 8.1, 8.3, 18.6), worked by hand in features/ccp/air-support.feature. */
const AIR_SUPPORT_SEEDS: EventSeed[] = [
  seed(
    'air-support-example',
    'E50, 8.1, 1.8 (the rulebook\'s example): 1944, the card\'s dates 1942-1945; the Japanese aircraft is not on the map; the US reader\'s Random Hex D4 on a map of 15 columns (A-O) and 10 rows: he places his aircraft into any of the ten hexes D1-D10 or the fifteen A4-O4 (24 hexes, D4 once).',
    eventFrame('allied', airSupportDraw([1942, 1945], 'D4'), airUnits(), [], { map: airMap(15, 10, 'C3', 'E5'), year: 1944 }),
  ),
  seed(
    'air-support-removes-enemy',
    'E50, 8.3: 1942, the card\'s dates 1942-1945 (the first year is inside); the Japanese aircraft is in C3: the US reader removes it to the countermix, which ends the Event (his own is not on the map: E50, one player\'s at most); no Random Hex.',
    eventFrame('allied', airSupportDraw([1942, 1945], 'D4'), airUnits(), ['C3', 'E5', 'F6'], { year: 1942, aircraft: { axis: { hex: 'C3' } } }),
  ),
  seed(
    'air-support-relocates-own',
    'E50, 8.1: the US aircraft is not on the map, the Japanese reader\'s own is in B2; Random Hex C5 on a map of 4 columns and 5 rows: he moves it to any of C1-C5 or A5, B5, D5 (8 hexes).',
    eventFrame('axis', airSupportDraw([1943, 1943], 'C5'), airUnits('C3', 'D4'), [], { map: airMap(4, 5, 'C3', 'D4'), year: 1943, aircraft: { axis: { hex: 'B2' } } }),
  ),
  seed(
    'air-support-night',
    'E50, 18.6: night rules are in effect: the Event has no effect; the Japanese aircraft in C3 stays on the map.',
    eventFrame('allied', airSupportDraw([1942, 1945], 'D4'), airUnits(), ['C3', 'E5'], { year: 1944, night: true, aircraft: { axis: { hex: 'C3' } } }),
  ),
  seed(
    'air-support-outside-dates',
    'E50: 1945 and the card\'s dates 1942-1944: the year falls outside them, the Event does not occur; the US aircraft in E5 stays on the map.',
    eventFrame('axis', airSupportDraw([1942, 1944], 'D4'), airUnits(), ['C3', 'E5'], { year: 1945, aircraft: { allied: { hex: 'E5' } } }),
  ),
  seed(
    'air-support-empty-pile',
    'E50, 1.8, 13.1.2, ccp.event-random-hex-empty-pile: Air Support is the last card of the US reader\'s draw pile and no aircraft is on the map: under impossible no card is left for the Random Hex, nothing is placed; under reshuffle-first the discard pile (the Event card itself, Random Hex B2) is reshuffled and revealed: B1-B3 or A2, C2 (3 columns, 3 rows).',
    eventFrame('allied', [], airUnits('C3', 'A1'), [], {
      decks: { allied: deckOf([], [card('event-card', { event: 'Air Support', years: [1942, 1945], randomHex: 'B2' } as never)]), axis: deckOf([], [card('axis-top')]) },
      map: airMap(3, 3, 'C3', 'A1'),
      year: 1944,
    }),
  ),
];

/** The hexes of E74's seeds: E5 and its six neighbours (2.2.2 compass order: E4, F4, F5, E6, D5, D4), and C3. */
const SPIDER_HEXES = ['C3', 'E4', 'E5', 'F4', 'F5', 'E6', 'D5', 'D4'];
const spiderMap = (blazes: string[]) => ({ hexes: { ...hexes(...SPIDER_HEXES).hexes, ...Object.fromEntries(blazes.map((h) => [h, marked('Open Ground', 'Blaze')])) } });
const japaneseHero = (hex: string, extra: Record<string, unknown> = {}) => leader('jp-hero', 'axis', hex, 1, { hero: true, ...extra });

/** CC:P's Spider Hole (E74), worked by hand in features/ccp/event.feature. */
const SPIDER_HOLE_SEEDS: EventSeed[] = [
  seed(
    'spider-hole-from-map',
    'E74, 3.3.2, 15.1.5, 19: the broken, suppressed Veteran Japanese Hero with an MG is removed from C3; the US reader\'s Random Hex E5; he places it in E5 or adjacent (not the Blaze E4), unbroken and unsuppressed, still a Veteran with its MG; into E6, with a US Squad, a Melee is due.',
    eventFrame('allied', hexCard('Spider Hole', 'E5'), [japaneseHero('C3', { broken: true, suppressed: true, veteran: true, ...(mg('jp-mg', 6) as object) }), squad('us-1', 'allied', 'E6')], [], { map: spiderMap(['E4']) }),
  ),
  seed(
    'spider-hole-from-track',
    'E74, 3.3.2: the Japanese Hero waits on the Time Track (space 5); the Japanese reader removes it and places it in or adjacent to the Random Hex E5.',
    eventFrame('axis', hexCard('Spider Hole', 'E5'), [squad('jp-1', 'axis', 'C3')], [], { map: spiderMap([]), reinforcements: [{ space: 5, unit: japaneseHero('A1') }] }),
  ),
  seed(
    'spider-hole-nowhere',
    'E49 a), E74, 15.1.5: the Hero is in the countermix; the Random Hex E5 and every hex adjacent hold a Blaze: it cannot be placed, and stays in the countermix.',
    eventFrame('axis', hexCard('Spider Hole', 'E5'), [squad('jp-1', 'axis', 'C3')], [], { map: spiderMap(['E4', 'E5', 'F4', 'F5', 'E6', 'D5', 'D4']), countermix: { axis: { hero: countermixHero('jp-hero', 'axis') } } }),
  ),
  seed(
    'spider-hole-last-card',
    'E74, 1.8, 13.1.2, ccp.event-random-hex-empty-pile = impossible: the Hero is removed from C3; Spider Hole was the last card of the US reader\'s draw pile: no Random Hex, the Hero is not placed; the Time Marker Advance follows the Event.',
    eventFrame('allied', [card('event-card', { event: 'Spider Hole' })], [japaneseHero('C3'), squad('us-1', 'allied', 'E6')], [], { map: spiderMap([]) }),
  ),
];

/** CC:P's Stealth (E75), worked by hand in features/ccp/event.feature. */
const STEALTH_SEEDS: EventSeed[] = [
  seed(
    'stealth-us-unit',
    'E75, 15.1.5, 14.3.1, 19: the US reader may place his Squad from D4 into an adjacent hex — E4 (a Japanese Squad there: a Melee is due), E5, D5, the Japanese Objective C5 (he takes control) or C4, not the Blaze D3 — or decline; the Japanese Sighting marker in E5 is not his to move.',
    eventFrame('allied', eventDraw('Stealth'), [squad('us-1', 'allied', 'D4'), squad('jp-1', 'axis', 'E4')], [], {
      map: { hexes: { ...hexes('D4', 'E4', 'E5', 'D5', 'C5', 'C4').hexes, D3: marked('Open Ground', 'Blaze') } },
      objectives: [{ number: 1, hexes: ['C5'], controller: 'axis' }],
      sightingMarkers: [{ id: 'sm-1', hex: 'E5' }],
    }),
  ),
  seed(
    'stealth-japanese-marker',
    'E75, 9, ccp.stealth-sighting-marker-impassable = allowed: the Japanese reader may place his Squad from C3 into C2, D2, C4, B3 or B2 (not the Blaze D3), or his Sighting marker from E5 into any adjacent hex, the Blaze E4 too, or decline.',
    eventFrame('axis', eventDraw('Stealth'), [squad('jp-1', 'axis', 'C3')], [], {
      map: { hexes: { ...hexes('C3', 'C2', 'D2', 'C4', 'B3', 'B2', 'E5', 'F4', 'F5', 'E6', 'D5', 'D4').hexes, D3: marked('Open Ground', 'Blaze'), E4: marked('Open Ground', 'Blaze') } },
      sightingMarkers: [{ id: 'sm-1', hex: 'E5' }],
    }),
  ),
  seed(
    'stealth-nothing',
    'E49 a), E75: the US reader has no unit on the map (the Sighting marker is Japanese): nothing to move, the Event is ignored.',
    eventFrame('allied', eventDraw('Stealth'), [squad('jp-1', 'axis', 'C3')], ['C3', 'E5'], { sightingMarkers: [{ id: 'sm-1', hex: 'E5' }] }),
  ),
];

/** E70's Support Table C columns (player-aid data): the Japanese one lists a Sighting marker beside units. */
const jpSquad = (id: string, extra: Record<string, unknown> = {}) => ({ id, owner: 'axis', kind: 'squad', sides: { unbroken: { morale: 8 }, broken: { morale: 6 } }, ...extra });
const usSquad = (id: string, extra: Record<string, unknown> = {}) => ({ id, owner: 'allied', kind: 'squad', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } }, ...extra });
const japaneseTableC = [
  { roll: [2, 6], items: [] },
  { roll: [7, 9], items: [{ unit: jpSquad('jp-sup-squad', mg('jp-sup-mg', 6)) }, { sighting: 'sm-new' }] },
  { roll: [10, 12], items: [{ sighting: 'sm-late' }] },
];
const usTableC = [
  { roll: [2, 7], items: [{ unit: usSquad('us-sup-squad') }] },
  { roll: [8, 12], items: [] },
];
const rollDraw = (a: number, b: number) => [card('event-card', { event: 'Reinforcements' }), card('roll-card', { dice: dice(a, b) }), card('next-card')];

/** CC:P's Reinforcements (E70), worked by hand in features/ccp/event.feature. */
const REINFORCEMENTS_SEEDS: EventSeed[] = [
  seed(
    'reinforcements-japanese',
    'E70, 9, 15.1.5, 15.2.2, 19 and reading ccp.reinforcements-sighting-marker-impassable: the Japanese reader rolls 3+5 = 8: a Squad with its MG or a Sighting marker. The Squad enters along his map edge at A2 (already three Japanese Squads: no stacking limit) or A3 (a US Squad: a Melee is due), not the Blaze A1; the Sighting marker at A1 too (allowed), or only A2, A3 (barred).',
    eventFrame('axis', rollDraw(3, 5), [squad('jp-1', 'axis', 'A2'), squad('jp-2', 'axis', 'A2'), squad('jp-3', 'axis', 'A2'), squad('us-1', 'allied', 'A3')], [], {
      map: { hexes: { A1: marked('Open Ground', 'Blaze'), A2: marked('Open Ground'), A3: marked('Open Ground'), C3: marked('Open Ground') } },
      edges: { axis: ['A1', 'A2', 'A3'], allied: [] },
      supportTables: { axis: japaneseTableC },
      sightingMarkers: [{ id: 'sm-1', hex: 'C3' }],
    }),
  ),
  seed(
    'reinforcements-us',
    'E70: the US reader rolls 2+4 = 6: his only item is a Squad; it enters at F1 or F2 along his map edge; the Japanese Sighting marker is not his.',
    eventFrame('allied', rollDraw(2, 4), [squad('jp-1', 'axis', 'C3')], ['C3', 'F1', 'F2'], { edges: { allied: ['F1', 'F2'], axis: [] }, supportTables: { allied: usTableC }, sightingMarkers: [{ id: 'sm-1', hex: 'C3' }] }),
  ),
  seed(
    'reinforcements-nowhere',
    'E49 a), E70, 15.1.5 and reading ccp.reinforcements-sighting-marker-impassable: the Japanese reader rolls 4+4 = 8; his only map-edge hex A1 holds a Blaze: the Squad cannot be placed (the Event is ignored), the Sighting marker goes to A1 (allowed) or cannot be placed (barred).',
    eventFrame('axis', rollDraw(4, 4), [squad('jp-1', 'axis', 'C3')], [], {
      map: { hexes: { A1: marked('Open Ground', 'Blaze'), C3: marked('Open Ground') } },
      edges: { axis: ['A1'], allied: [] },
      supportTables: { axis: japaneseTableC },
    }),
  ),
  seed(
    'reinforcements-last-card',
    'E70, 1.9, 13.1.2 and reading ccp.event-random-hex-empty-pile: Reinforcements is the last card of the Japanese reader\'s draw pile: no roll by default (E49 a); reshuffled first, the roll is the discard pile\'s 5+5 = 10: the Sighting marker sm-late enters at A1.',
    eventFrame('axis', [], [squad('jp-1', 'axis', 'C3')], ['A1', 'C3'], {
      decks: { axis: { hand: [], draw: [card('event-card', { event: 'Reinforcements' })], discard: [card('old-card', { dice: dice(5, 5) })], unlisted: 70 }, allied: { hand: [], draw: [card('allied-top')], unlisted: 71 } },
      edges: { axis: ['A1'], allied: [] },
      supportTables: { axis: japaneseTableC },
    }),
  ),
  seed(
    'reinforcements-no-stacking-limit',
    'E70, 15.2.2: the Japanese reader rolls 3+4 = 7: a Team; A2 already holds his Squad and Team (6 figures): CC:P prints no stacking limit, so the Team may enter A2 (8 figures) or A3 (CC:E E68 and 8.2 would offer A3 only).',
    eventFrame('axis', rollDraw(3, 4), [squad('jp-1', 'axis', 'A2'), team('jp-2', 'axis', 'A2')], ['A2', 'A3'], {
      edges: { axis: ['A2', 'A3'], allied: [] },
      supportTables: { axis: [{ roll: [2, 12], items: [{ unit: { id: 'jp-sup-team', owner: 'axis', kind: 'team', sides: { unbroken: { morale: 7 }, broken: { morale: 5 } } } }] }] },
    }),
  ),
  seed(
    'reinforcements-nothing',
    'E49 a), E70: the Japanese reader rolls 1+2 = 3: nothing in that column is available for the scenario\'s year: nothing to select, the Event is ignored.',
    eventFrame('axis', rollDraw(1, 2), [squad('jp-1', 'axis', 'C3')], ['A1', 'C3'], { edges: { axis: ['A1'], allied: [] }, supportTables: { axis: japaneseTableC } }),
  ),
];

/** E78's frame: the reader, the VP level, the Japanese Posture and the Japanese hand (cards jp-h1 …). */
const banzaiFrame = (reader: 'axis' | 'allied', vp: number, posture: string, hand: number) => {
  const japaneseHand = Array.from({ length: hand }, (_, i) => card(`jp-h${i + 1}`));
  const draw = [card('event-card', { event: 'Tennōheika Banzai!' }), card('next-card')];
  const decks = reader === 'axis' ? { axis: deckOf(japaneseHand, draw), allied: deckOf([], [card('allied-top')]) } : { allied: deckOf([], draw), axis: deckOf(japaneseHand, [card('axis-top')]) };
  return eventFrame(reader, draw, [squad('jp-1', 'axis', 'C3'), squad('us-1', 'allied', 'E5')], ['C3', 'E5'], { vp, postures: { axis: posture, allied: 'defend' }, decks });
};

/** CC:P's Tennōheika Banzai! (E78), worked by hand in features/ccp/event.feature. */
const BANZAI_SEEDS: EventSeed[] = [
  seed('banzai-must', 'E78 a), 17.2, 1.1: the US reader; the VP marker at -2 (the Allied side): the Japanese Posture must change from Attacker to Banzai; the Japanese player discards two of his five cards, his choice, down to three.', banzaiFrame('allied', -2, 'attack', 5)),
  seed('banzai-may', 'E78 b), 17.2, 1.1: the Japanese reader; the VP marker on the zero space: he may change his Posture from Defender to Banzai, then discard one of his four cards, or decline.', banzaiFrame('axis', 0, 'defend', 4)),
  seed('banzai-already', 'E78 c): the Japanese Posture is already Banzai: no effect, whatever the VP level (-3) and the hand (four cards).', banzaiFrame('allied', -3, 'banzai', 4)),
];

/** E53's Random Hex D4 and its six neighbours (C4, C5, D3, D5, E4, E5), Open Ground unless stated. */
const blazeMap = (facts: Record<string, { terrain?: string; markers?: string[]; impassable?: boolean }>) => ({
  hexes: Object.fromEntries(['C4', 'C5', 'D3', 'D4', 'D5', 'E4', 'E5'].map((h) => [h, { ...marked(facts[h]?.terrain ?? 'Open Ground', ...(facts[h]?.markers ?? [])), ...(facts[h]?.impassable ? { impassable: true } : {}) }])),
});

/** CC:P's Blaze (E53), worked by hand in features/ccp/event.feature. */
const BLAZE_SEEDS: EventSeed[] = [
  seed(
    'blaze-displaced',
    'E53, 1.8, 15.1.5: the US reader\'s Random Hex D4 (Foxholes and a "2" Smoke) takes a Blaze, both markers removed; the Japanese (inactive) then the US player place their unit into any adjacent hex not containing another Blaze: C4 (which the situation declares impassable: E53 asks only for no Blaze), C5, D5 or the Stream E4 — not D3 or E5 (Blazes).',
    eventFrame('allied', hexCard('Blaze', 'D4'), [squad('jp-1', 'axis', 'D4'), team('us-1', 'allied', 'D4')], [], {
      map: blazeMap({ D4: { markers: ['Foxholes', 'Smoke:2'] }, C4: { impassable: true }, D3: { markers: ['Blaze'] }, E4: { terrain: 'Stream' }, E5: { markers: ['Blaze'] } }),
      smoke: ['D4'],
    }),
  ),
  seed(
    'blaze-nowhere',
    'E53, 14.1: the Japanese reader\'s Random Hex D4 takes a Blaze; every adjacent hex holds another Blaze: the US Squad and the Japanese Team there are eliminated (2 VP to Japan, 1 VP to the US: VP 0 → 1).',
    eventFrame('axis', hexCard('Blaze', 'D4'), [squad('us-1', 'allied', 'D4'), team('jp-1', 'axis', 'D4')], [], {
      map: blazeMap(Object.fromEntries(['C4', 'C5', 'D3', 'D5', 'E4', 'E5'].map((h) => [h, { markers: ['Blaze'] }]))),
    }),
  ),
  seed(
    'blaze-water',
    'E53, E49 and reading ccp.event-blaze-not-placed: the Random Hex D4 is a Stream (water terrain): no Blaze; by default (blaze-only) its US Team stays, under "literal" it must still be placed into an adjacent hex not containing another Blaze (only D5).',
    eventFrame('axis', hexCard('Blaze', 'D4'), [team('us-1', 'allied', 'D4')], [], {
      map: blazeMap({ D4: { terrain: 'Stream' }, C4: { markers: ['Blaze'] }, C5: { markers: ['Blaze'] }, D3: { markers: ['Blaze'] }, E4: { markers: ['Blaze'] }, E5: { markers: ['Blaze'] } }),
    }),
  ),
];

/** E57's card and the cards revealed for its three Random Hexes (a, b, c), then one more unless `last`. */
const detritusDraw = (hexIds: string[], last = false) => [card('event-card', { event: 'Detritus of War' }), ...hexIds.map((h, i) => card(`hex-${i + 1}`, { randomHex: h })), ...(last ? [] : [card('next-card')])];

/** CC:P's Detritus of War (E57), worked by hand in features/ccp/event.feature. */
const DETRITUS_SEEDS: EventSeed[] = [
  seed(
    'detritus-placed',
    'E57, 15.1.4, F107, F104: the US reader\'s three Random Hexes: a) C3 (Open Ground) takes the random Smoke drawn, a "3"; b) D4 (a "1" Smoke and a US Squad) takes Wire — a fortification may share a hex with Smoke; c) E5 (a Japanese Squad, not attacked) takes Mines.',
    eventFrame('allied', detritusDraw(['C3', 'D4', 'E5']), [squad('us-1', 'allied', 'D4'), squad('jp-1', 'axis', 'E5')], [], {
      map: { hexes: { C3: marked('Open Ground'), D4: marked('Open Ground', 'Smoke:1'), E5: marked('Open Ground') } },
      smoke: ['D4'],
      smokeDraws: [3],
    }),
  ),
  seed(
    'detritus-none',
    'E49 a), E57: the Japanese reader\'s three Random Hexes take nothing: a) C3 is a Stream (water terrain); b) D4 holds a Blaze; c) E5 holds Foxholes (a fortification). The Smoke drawn is not drawn.',
    eventFrame('axis', detritusDraw(['C3', 'D4', 'E5']), [squad('jp-1', 'axis', 'E5')], [], {
      map: { hexes: { C3: marked('Stream'), D4: marked('Open Ground', 'Blaze'), E5: marked('Open Ground', 'Foxholes') } },
      smokeDraws: [2],
    }),
  ),
  seed(
    'detritus-smaller-smoke',
    'E57, 15.1.4, 15.1.3: a) the Smoke drawn, a "2", goes into C3, which holds a "4": the larger stays; b) D4 already holds Mines: no Wire; c) E5 (a "1" Smoke) takes Mines.',
    eventFrame('allied', detritusDraw(['C3', 'D4', 'E5']), [squad('us-1', 'allied', 'C3')], [], {
      map: { hexes: { C3: marked('Open Ground', 'Smoke:4'), D4: marked('Open Ground', 'Mines'), E5: marked('Open Ground', 'Smoke:1') } },
      smoke: ['C3', 'E5'],
      smokeDraws: [2],
    }),
  ),
  seed(
    'detritus-last-card',
    'E57, 1.8, 13.1.2, ccp.event-random-hex-empty-pile = impossible: Detritus of War is the last card of the US reader\'s draw pile: no card for any Random Hex, nothing is placed; the Time Marker Advance follows the Event.',
    eventFrame('allied', detritusDraw([], true), [squad('us-1', 'allied', 'C3')], ['C3'], { smokeDraws: [3] }),
  ),
  seed(
    'detritus-second-hex-last',
    'E57, 1.8, 13.1.2: a) the Random Hex C3 takes the Smoke drawn, a "3", revealing the last card of the Japanese reader\'s draw pile; b) and c) have no card for their Random Hexes: no Wire, no Mines; the Time Marker Advance follows.',
    eventFrame('axis', detritusDraw(['C3'], true), [squad('jp-1', 'axis', 'C3')], ['C3'], { smokeDraws: [3] }),
  ),
  seed(
    'detritus-third-hex-last',
    'E57, 1.8, 13.1.2: a) Smoke "3" into C3; b) Wire into D4, revealing the last card of the US reader\'s draw pile; c) has no card for its Random Hex: no Mines; the Time Marker Advance follows.',
    eventFrame('allied', detritusDraw(['C3', 'D4'], true), [squad('us-1', 'allied', 'C3')], ['C3', 'D4'], { smokeDraws: [3] }),
  ),
];

/** CC:P's Deploy (E56), worked by hand in features/ccp/event.feature. */
const DEPLOY_SEEDS: EventSeed[] = [
  seed(
    'deploy-japanese-reader',
    'E56, 4.1.3, 4.2.3, 5.3: the Japanese reader reveals Deploy during the US Turn; he (not the active US player) may select one of his squads: the Veteran, suppressed one with an MG in C3 (its markers split between the two teams as he picks: the first team keeps the MG) or the broken one in C5 (two broken teams) — each team with his OB\'s team stats (Morale 6, broken 4) — or decline; his team and the US squad are not offered.',
    eventFrame('axis', eventDraw('Deploy'), [squad('jp-1', 'axis', 'C3', { veteran: true, suppressed: true, ...(mg('jp-mg', 6) as object) } as never), squad('jp-br', 'axis', 'C5', { broken: true }), team('jp-tm', 'axis', 'C5'), squad('us-1', 'allied', 'E5')], ['C3', 'C5', 'E5'], {
      active: 'allied',
      countermix: { axis: { team: { sides: { unbroken: { morale: 6 }, broken: { morale: 4 } } } } },
    }),
  ),
];

export const CCP_EVENT_SEEDS = onFirstUse((): EventSeed[] => [...EVENT_SEEDS().filter(isCcpSituation), ...CCP_OWN_EVENT_SEEDS, ...GUSTS_SEEDS, ...BREEZY_SEEDS, ...BLAZE_SEEDS, ...DETRITUS_SEEDS, ...DEPLOY_SEEDS, ...AIR_SUPPORT_SEEDS, ...SPIDER_HOLE_SEEDS, ...STEALTH_SEEDS, ...BANZAI_SEEDS, ...REINFORCEMENTS_SEEDS]);

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
