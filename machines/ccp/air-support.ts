/**
 * E50 Air Support, 8.1 Placement, 8.3 Removal, 18.6 Aircraft at Night — Combat Commander: Pacific. An
 * Event module of the shared Event chart (machines/cce/event/kit.ts), citing CC:P ids. CC:E's E43 Air
 * Support (break the units of a hex) has no CC:P counterpart: CC:P's E50 moves aircraft markers (8).
 *
 * Modelled, in the order E50 states it:
 *  - the Event does not occur at night (18.6) or when the scenario's year falls outside the card's dates;
 *  - else the receiving player (the reader: E49, "that player … execute[s] the listed event") removes his
 *    opponent's aircraft, back to the countermix (8.3), which ends the Event;
 *  - else he determines a Random Hex (1.8), selects a hex of its column (same letter) or row (same number)
 *    on the map (the map's `geometry` gives both), and places his aircraft there (8.1).
 *
 * Argued, not readings (the words settle them):
 * The aircraft arithmetic (remove his opponent's, else place his own) is ../cce/artillery/pull-up.ts', shared with
 * O24.4/O24.5's Pull Up! (an Air Support event drawn during a Run).
 *
 *  - His own aircraft already on the map is moved to the selected hex: "places his own aircraft on the
 *    map" does not exclude it, and O24.4/O24.5's Pull Up! says "an Air Support event will either relocate
 *    the aircraft or remove it from the map altogether".
 *  - "by following these four steps" lists three (digest 004 §5.1 item 3). The three printed are modelled;
 *    a fourth step the text does not give is not invented (DESIGN.md rule 6: "never an invented value").
 *
 * Situation inputs (takeAirSupport): `aircraft` (each player's marker on the map, by hex; the side up does
 * not matter here: a Bombing or Strafing Run flips it), `year`, `night`, and on the Air Support card its
 * `years` [first, last] (the dates printed in the Event). Not modelled: Sighting marker movement after the
 * Random Hex (1.8.2, 9.2 a), as for every CC:P Event.
 */
import { OracleError, invalid } from '../core/errors';
import { hexId, onMap, parseHex } from '../core/hex';
import type { LocalMap } from '../core/map';
import { arr, bool, int, obj, str } from '../core/validate';
import type { Aircraft } from '../cce/artillery/types';
import { cardOf, type Deck } from '../cce/deck';
import { decision, decisionState, evAssign, type EventArgs, type EventHost, type EventModule, type EventStep, offer, ownRule, withSteps } from '../cce/event/kit';
import { randomHexState } from '../cce/event/random';
import { PLAYERS } from '../cce/units';
import { opponentAircraftOnMap, placeOwnAircraft, removeOpponentAircraft } from '../cce/artillery/pull-up';
import { takeCardField } from './card-fields';
import type { CcpRuleId } from './rule-ids';

const CCP = 'ccp';
const step = (rule: CcpRuleId, s: Omit<EventStep, 'rule' | 'ruleset'>): EventStep => ({ rule: ownRule(rule), ...s, ruleset: CCP });
const meta = (...rules: CcpRuleId[]) => ({ rules, ruleset: CCP });

/** The years a CC:P scenario or an Air Support card may give (the Pacific War, as O28.1's Support Table years). */
const FIRST_YEAR = 1937;
const LAST_YEAR = 1945;

/** Every year a CC:P Air Support card may give, [first, last]: the dates of a card that prints none (CC:E's E43, whose Event occurs in any scenario). */
export const ANY_AIR_SUPPORT_YEARS: readonly [number, number] = [FIRST_YEAR, LAST_YEAR];

/**
 * 8: at most one aircraft marker per player, on the map: a hex listed in map.hexes, or, where the map
 * states its geometry, any hex on it (8.1: placed "into the chosen hex"). And never both players' at once:
 * "Aircraft are placed on the map via the Air Support event [E50]" (8.1), which places a player's own
 * aircraft only "If his opponent’s aircraft is not on the map" (else it removes that one). One check for
 * every CC:P situation holding aircraft (Asset Request, Asset Denied, the Air Support event and the Event
 * chart's frames, takeAirSupport).
 */
export function parseAircraft(raw: unknown, path: string, map: Pick<LocalMap, 'hexes' | 'geometry'>): Aircraft {
  const o = obj(raw ?? {}, path, PLAYERS);
  const aircraft: Aircraft = {};
  for (const p of PLAYERS) {
    if (o[p] === undefined) continue;
    const a = obj(o[p], `${path}.${p}`, ['hex'], ['hex']);
    aircraft[p] = { hex: parseAircraftHex(a.hex, `${path}.${p}.hex`, map) };
  }
  if (aircraft.axis && aircraft.allied) invalid(path, 'one player\'s aircraft at most: aircraft are placed only by the Air Support event (8.1), and only "If his opponent’s aircraft is not on the map" (else it removes that one)', raw, 'E50');
  return aircraft;
}

/** 8.1: the hex of an aircraft marker, on the map: a hex listed in map.hexes, or, where the map states its geometry, any hex on it. */
export function parseAircraftHex(raw: unknown, path: string, map: Pick<LocalMap, 'hexes' | 'geometry'>): string {
  const hex = str(raw, path);
  const onTheMap = hex in map.hexes || (map.geometry !== undefined && onMap(map.geometry, parseHex(hex, path)));
  if (!onTheMap) invalid(path, `a hex listed in map.hexes${map.geometry ? ' or on the map' : ''} (an aircraft is on the map, 8.1)`, hex, '8.1');
  return hex;
}

/** E50: a card's dates, [first, last] (one date: the same year twice). */
function parseYears(v: unknown, at: string): [number, number] {
  const y = arr(v, at, 2);
  if (y.length !== 2) invalid(at, 'two years [first, last] (the date(s) given in the Air Support event)', v, 'E50');
  const first = int(y[0], `${at}[0]`, FIRST_YEAR, LAST_YEAR, 'E50');
  return [first, int(y[1], `${at}[1]`, first, LAST_YEAR, 'E50')];
}

/**
 * The fields E50 reads that CC:E's frame parser does not know, read here, outside it (as takeGusts): the
 * situation's `aircraft`, `year` and `night`, and each card's `years`. `raw` is the situation without them;
 * `apply` puts them on the parsed frame (aircraft checked against its map).
 */
export function takeAirSupport(raw: unknown, path: string): { raw: unknown; apply: (s: { decks: Record<string, Deck>; map: LocalMap; aircraft?: Aircraft; year?: number; nightRules?: boolean }) => void } {
  const years = takeCardField(raw, path, 'years', parseYears);
  if (typeof years.raw !== 'object' || years.raw === null) return years as never;
  const { aircraft, year, night, ...rest } = years.raw as Record<string, unknown>;
  return {
    raw: rest,
    apply: (s) => {
      years.apply(s.decks);
      if (aircraft !== undefined) s.aircraft = parseAircraft(aircraft, `${path}.aircraft`, s.map);
      if (year !== undefined) s.year = int(year, `${path}.year`, FIRST_YEAR, LAST_YEAR, 'E50');
      if (night !== undefined && bool(night, `${path}.night`)) s.nightRules = true;
    },
  };
}

function missing(path: string, expected: string): never {
  throw new OracleError({ code: 'missing-field', path, expected, actual: 'absent', rule: 'E50' });
}

/** E50: the scenario's year is outside the dates on the revealed Air Support card. */
function outsideDates(c: EventHost): boolean {
  const card = c.ev.card ? cardOf(c.frame.decks[c.ev.reader], c.ev.card) : undefined;
  const years = card?.years ?? missing(`input.decks.${c.ev.reader}.draw[0].years`, 'the date(s) given in the Air Support event, [first, last] (E50)');
  const year = c.frame.year ?? missing('input.year', 'the year of the scenario being played (E50: the event does not occur outside the card\'s dates)');
  return year < years[0] || year > years[1];
}

/**
 * E50 step 2: the hexes of the Random Hex's column ("in the same column as that letter") and row ("in
 * the same row as that number"), the column's first, each once. The map's extent is needed. Shared with
 * O24.4/O24.5's Pull Up! (oracle/procedures/ccp/asset-request.ts checks the hex its caller names).
 */
export function placementHexes(geometry: LocalMap['geometry'], randomHex: string | null | undefined): string[] {
  const g = geometry ?? missing('input.map.geometry', 'the map\'s columns and rows: E50 places the aircraft in any hex of the Random Hex\'s column or row');
  const at = parseHex(randomHex, 'randomHex');
  const column = Array.from({ length: g.rows }, (_, i) => hexId({ col: at.col, row: i + 1 }));
  const row = Array.from({ length: g.columns }, (_, i) => hexId({ col: i + 1, row: at.row }));
  return [...new Set([...column, ...row])];
}

export const airSupport: EventModule = {
  name: 'Air Support',
  rule: ownRule('E50'),
  ruleset: CCP,
  state: {
    initial: 'occurring',
    states: {
      // "This event does not occur if … outside the date(s) … or if night rules [18] are in effect."
      occurring: {
        always: [
          { guard: 'E50 night rules are in effect', target: 'done', actions: 'E50 has no effect at night', meta: meta('E50', '18.6') },
          { guard: 'E50 the year is outside the card\'s dates', target: 'done', actions: 'E50 does not occur outside its dates', meta: meta('E50') },
          { guard: 'E50 the opponent\'s aircraft is on the map', target: 'done', actions: 'E50 removes the opponent\'s aircraft', meta: meta('E50', '8.3') },
          { target: 'randomHex', meta: meta('E50', '8.1') },
        ],
      },
      randomHex: randomHexState(ownRule('E50'), 'placing', CCP),
      placing: decisionState({
        rule: ownRule('E50'),
        ruleset: CCP,
        offers: 'E50 offers the hexes of the Random Hex\'s column and row',
        next: 'done',
        on: { SELECT_HEX: { actions: 'E50 places his aircraft', rules: [ownRule('E50'), ownRule('8.1')] } },
        mayBeImpossible: false,
      }),
      done: { type: 'final' },
    },
  },
  guards: {
    'E50 night rules are in effect': ({ context }: EventArgs) => context.frame.nightRules === true,
    'E50 the year is outside the card\'s dates': ({ context }: EventArgs) => outsideDates(context),
    'E50 the opponent\'s aircraft is on the map': ({ context: c }: EventArgs) => opponentAircraftOnMap(c.frame.aircraft, c.ev.reader),
  },
  actions: {
    'E50 has no effect at night': evAssign((c) => ({ ev: withSteps(c, step('18.6', { what: 'no-effect' })) })),
    'E50 does not occur outside its dates': evAssign((c) => ({ ev: withSteps(c, step('E50', { what: 'no-effect' })) })),
    'E50 removes the opponent\'s aircraft': evAssign((c) => {
      const { aircraft, step: s } = removeOpponentAircraft(c.frame.aircraft!, c.ev.reader);
      return { frame: { ...c.frame, aircraft }, ev: withSteps(c, step('E50', s)) };
    }),
    'E50 offers the hexes of the Random Hex\'s column and row': offer((c) => ({
      rule: ownRule('E50'),
      ruleset: CCP,
      player: c.ev.reader,
      why: `a hex in the same column or row as the Random Hex ${c.ev.randomHex}, for his aircraft`,
      decisions: placementHexes(c.frame.map.geometry, c.ev.randomHex).map((hex) => ({ type: 'SELECT_HEX' as const, hex })),
    })),
    'E50 places his aircraft': evAssign((c, e) => {
      const { aircraft, step: s } = placeOwnAircraft(c.frame.aircraft, c.ev.reader, decision(e).hex!);
      return { frame: { ...c.frame, aircraft }, ev: { ...withSteps(c, step('E50', s)), offer: null } };
    }),
  },
};
