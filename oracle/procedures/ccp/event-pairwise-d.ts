/**
 * Generated CC:P Event situations (issue 16.5), fourth file: E50 Air Support (the scenario's year against the
 * card's dates, the night, the aircraft on the map), E70 Reinforcements (the Support Table column rolled, the
 * friendly edge's hexes and the units there), E56 Deploy (the reader's Squad, its markers, side
 * and Weapon, the OB's Team in the countermix) and E75 Stealth (the reader's units and the Japanese Sighting
 * markers, the hexes around them: a Blaze, an enemy Squad, an enemy Objective, the map's edge). The machinery of
 * ./event-pairwise.ts: a declared domain over the facts each Event's text reads (the rule that reads each,
 * below), combined pairwise (oracle/gen/pairwise.ts: deterministic, no randomness), each row an Event card on top
 * of the reader's draw pile in the frame form of seeds/event.json, validated by CC:P Event's own parser
 * (eventSituation, seed); every seed `minimise`d (only the paths that bring something new become vectors).
 */
import { pairwise, type Factors } from '../../gen/pairwise';
import { hexId, neighboursOnMap, parseHex } from '../../../machines/core/hex';
import type { Player } from '../../../machines/cce/units';
import type { EventSeed } from '../cce/events/kit';
import { CCE_PAIRWISE_DEPLOY_FACTORS } from '../cce/events/gen-units';
import { eventSituation, facts, nation, other, seed } from './event-pairwise';

/** A frame with what eventSituation does not write (the countermix, the Objectives, the Sighting markers, the active player), as seed takes it. */
type Situation = Parameters<typeof seed>[3];

// ------------------------------------------------------------------------------------------------- E50

/**
 * E50 Air Support ("This event does not occur if the year of the scenario being played falls outside the date(s)
 * given in the Air Support event itself, or if night rules [18] are in effect. If this event does occur, the
 * receiving player eliminates his opponent's aircraft by removing it from the map and placing it back into the
 * countermix (thus ending the event). If his opponent's aircraft is not on the map when this event occurs, he
 * instead places his own aircraft on the map"): `reader`; `dates`, the card's dates, a range (1942–1944) or one
 * date (1943) ("the date(s) given"); `year`, the scenario's year one before the first date, the first, the last
 * or one after the last ("falls outside the date(s)"); `night`, night rules in effect or not (18.6: "Air Support
 * events [E50] have no effect"); `aircraft`, none on the map, his opponent's, or his own (8.3: removed; else 8.1:
 * placed, his own moved to the hex he selects). Forbidden: the last of one date (it is the first). Not a factor: the Random Hex (E50 steps 1–3 read its letter and
 * number: the hand-written seeds vary it), the terrain (an aircraft goes into any hex of the column or row).
 */
export const CCP_PAIRWISE_AIR_SUPPORT_FACTORS = {
  reader: ['allied', 'axis'],
  dates: ['1942–1944', '1943'],
  year: ['one before the first', 'the first', 'the last', 'one after the last'],
  night: ['no', 'night rules'],
  aircraft: ['none', "his opponent's", 'his own'],
} satisfies Factors;

/** E50: one date's last is its first (`the first` names that year). */
export const airSupportForbidden = (r: Record<string, string>): boolean => r.dates === '1943' && r.year === 'the last';

/** E50's card dates, [first, last], by the `dates` value. */
export const AIR_SUPPORT_DATES: Record<string, [number, number]> = { '1942–1944': [1942, 1944], '1943': [1943, 1943] };

function airSupportSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_AIR_SUPPORT_FACTORS, (r) => !airSupportForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const [first, last] = AIR_SUPPORT_DATES[r.dates];
    const year = { 'one before the first': first - 1, 'the first': first, 'the last': last, 'one after the last': last + 1 }[r.year]!;
    const owner = r.aircraft === "his opponent's" ? other(reader) : reader;
    const frame = eventSituation({
      reader,
      event: 'Air Support',
      cardExtra: { years: [first, last] },
      next: [{ id: 'hex-card', randomHex: 'D4' }, { id: 'next-card' }],
      units: [{ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C3' }, { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }],
    });
    return seed('air-support', i, `Air Support revealed by the ${nation(reader)} player in ${year}; ${facts(r)} (E50, 8.1, 8.3, 18.6).`, {
      ...frame,
      year,
      ...(r.night === 'night rules' ? { night: true } : {}),
      ...(r.aircraft === 'none' ? {} : { aircraft: { [owner]: { hex: 'B2' } } }),
      map: { ...frame.map, geometry: { columns: 15, rows: 10 } },
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E56

/** CC:E's Deploy factors but its `deployer` (who deploys: CC:E's active player, reading cce.deploy-event-player). */
function deployedSquadFactors() {
  const { deployer: _deployer, ...squad } = CCE_PAIRWISE_DEPLOY_FACTORS;
  return squad;
}

/**
 * E56 Deploy ("the receiving player may select one friendly squad on the map. If he does, the squad is removed
 * from its hex, placed back in the countermix, and replaced with two teams of the same quality – green, line or
 * elite – as that side's OB"): `reader`, who reveals it; `active`, the reader or his opponent (E56 reads "the
 * receiving player", where CC:E's E52.1 reads "the active player": the reader selects whoever is active);
 * `markers`, the Squad's Suppressed and Veteran markers ("If there was a weapon, suppressed or veteran marker on
 * the squad, only one of the two teams retains the marker (in the case of multiple markers, they can be split
 * between the two resulting teams)"; 4.1.3, 4.2.3); `broken`, the Squad's side ("These teams enter play broken
 * if the squad was broken"); `weapon`, its MG or none (the same sentence; 5.3: "A weapon being carried by a squad
 * that Deploys [E56] is given to one of the two replacing teams"); `team`, a Team of the reader's beside it
 * (not a squad: not offered); `enemySquad`, a Squad of his opponent's (not friendly: not offered); `countermix`,
 * the OB's Team given (Morale 6, broken 4) or not ("two teams of the same quality … as that side's OB").
 * Not a factor: the Squad activated or with pending results (E56's last sentence: the Event frame holds no
 * activation or pending result), the terrain (E56 places the Teams in the Squad's own hex).
 */
export const CCP_PAIRWISE_DEPLOY_FACTORS = {
  reader: ['allied', 'axis'],
  active: ['the reader', 'his opponent'],
  // The Squad's facts as CC:E's E52 generator declares them (gen-units.ts); CC:P's receiving player replaces its `deployer`.
  ...deployedSquadFactors(),
} satisfies Factors;

function deploySeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_DEPLOY_FACTORS).rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const p = reader === 'axis' ? 'jp' : 'us';
    const units = [
      {
        id: `${p}-sq`,
        owner: reader,
        kind: 'squad',
        hex: 'C3',
        ...(r.markers.includes('Suppressed') ? { suppressed: true } : {}),
        ...(r.markers.includes('Veteran') ? { veteran: true } : {}),
        ...(r.broken === 'broken' ? { broken: true } : {}),
        ...(r.weapon === 'MG' ? { weapon: { id: `${p}-mg`, type: 'mg', fp: 3, range: 6, broken: false } } : {}),
      },
      ...(r.team === 'a Team' ? [{ id: `${p}-tm`, owner: reader, kind: 'team', hex: 'C4' }] : []),
      ...(r.enemySquad === 'a Squad' ? [{ id: 'enemy-sq', owner: enemy, kind: 'squad', hex: 'E5' }] : []),
    ];
    const frame = eventSituation({ reader, event: 'Deploy', units });
    return seed('deploy', i, `Deploy revealed by the ${nation(reader)} player; ${facts(r)} (E56, 4.1.3, 4.2.3, 5.3).`, {
      ...frame,
      active: r.active === 'the reader' ? reader : enemy,
      ...(r.countermix === 'Team given' ? { countermix: { [reader]: { team: { sides: { unbroken: { morale: 6 }, broken: { morale: 4 } } } } } } : {}),
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E70

/**
 * E70 Reinforcements ("a) Make a roll on his nation's Support Table C …; b) From the column matching the roll,
 * select one unit or Sighting marker – at no cost – that is available for that scenario's year; c) Place the
 * selected unit (along with its weapon, if any) or Sighting marker into any hex along his friendly map edge. A
 * unit can't be placed in an impassable hex (such as a blaze)."): `reader`; `column`, what the column rolled (8:
 * the situation's table lists the items available for the scenario's year) holds: nothing, a Squad, a Squad with
 * its Weapon, a Sighting marker (the Japanese table's only, 9) ("one unit or Sighting marker", "along with its
 * weapon, if any"); `edge`, his friendly edge's three hexes all open, one a Blaze, or all Blazes ("A unit can't be
 * placed in an impassable hex (such as a blaze)"; a Sighting marker reads ccp.reinforcements-sighting-marker-impassable);
 * `edgeUnits`, none there, an enemy Squad (a Melee then due, 19), or three friendly Squads (E70 states no stacking
 * limit, 15.2.2), in the open A3. Forbidden: a Sighting marker on the US table; units on an edge all Blazes (T83:
 * impassable). The first value of each factor stands with any other (the generator probes a partial row with them). Not a factor: the roll's other columns (the
 * hand-written seeds roll them), the items' years (the table is the scenario's, as the situation states it).
 */
export const CCP_PAIRWISE_REINFORCEMENTS_FACTORS = {
  reader: ['axis', 'allied'],
  column: ['a Squad', 'nothing', 'a Squad with its Weapon', 'a Sighting marker'],
  edge: ['all open', 'one a Blaze', 'all Blazes'],
  edgeUnits: ['none', 'an enemy Squad', 'three friendly Squads'],
} satisfies Factors;

/** E70's forbidden rows (above). */
export const reinforcementsForbidden = (r: Record<string, string>): boolean =>
  (r.reader === 'allied' && r.column === 'a Sighting marker') || (r.edge === 'all Blazes' && r.edgeUnits !== undefined && r.edgeUnits !== 'none');

/** E70's friendly edge (the open one in `one a Blaze` is the last). */
export const REINFORCEMENTS_EDGE = ['A1', 'A2', 'A3'];

function reinforcementsSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_REINFORCEMENTS_FACTORS, (r) => !reinforcementsForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const p = reader === 'axis' ? 'jp' : 'us';
    const blaze = (k: number) => r.edge === 'all Blazes' || (r.edge === 'one a Blaze' && k === 0);
    const hexes = Object.fromEntries(REINFORCEMENTS_EDGE.map((h, k) => [h, blaze(k) ? { terrain: ['Open Ground'], markers: ['Blaze'] } : { terrain: ['Open Ground'] }]));
    const there = 'A3';
    const edgeUnits = {
      none: [],
      'an enemy Squad': [{ id: 'enemy-edge', owner: enemy, kind: 'squad', hex: there }],
      'three friendly Squads': [1, 2, 3].map((k) => ({ id: `${p}-edge-${k}`, owner: reader, kind: 'squad', hex: there })),
    }[r.edgeUnits]!;
    const squad = { unit: { id: `${p}-sup-squad`, owner: reader, kind: 'squad', sides: { unbroken: { morale: 8 }, broken: { morale: 6 } }, ...(r.column === 'a Squad with its Weapon' ? { weapon: { id: `${p}-sup-mg`, type: 'mg', fp: 3, range: 6, broken: false } } : {}) } };
    const items = { nothing: [], 'a Squad': [squad], 'a Squad with its Weapon': [squad], 'a Sighting marker': [{ sighting: 'sm-new' }] }[r.column]!;
    const frame = eventSituation({
      reader,
      event: 'Reinforcements',
      next: [{ id: 'roll-card', dice: { white: 3, colored: 5 } }, { id: 'next-card' }],
      units: [{ id: 'far', owner: enemy, kind: 'squad', hex: 'H8' }, ...edgeUnits] as { id: string; owner: Player; kind: string; hex: string }[],
      hexes,
    });
    return seed('reinforcements', i, `Reinforcements revealed by the ${nation(reader)} player, who rolls 8 on his Support Table C; ${facts(r)} (E70, 15.1.5, 15.2.2, 19).`, {
      ...frame,
      edges: { [reader]: REINFORCEMENTS_EDGE, [enemy]: [] },
      supportTables: { [reader]: [{ roll: [2, 6], items: [] }, { roll: [7, 9], items }, { roll: [10, 12], items: [] }] },
    } as Situation);
  });
}

// ------------------------------------------------------------------------------------------------- E75

/**
 * E75 Stealth ("the receiving player may select one of his units (or Sighting markers, in the case of Japan) on
 * the map. If he does, he removes that unit or Sighting marker from the hex that it occupies and places it into
 * an adjacent hex. A unit can't be placed in an impassable hex (such as a blaze)."), on a 10×10 map: `reader`;
 * `unit`, the reader's Squad on the map, inside it, on its edge or none ("his units … on the map", "an
 * adjacent hex": fewer on the edge, 2.1); `marker`, the Japanese Sighting marker on the map or none ("or
 * Sighting markers, in the case of Japan": the reader's if Japanese, not his to move if US; 9); `blazeBySquad`
 * and `blazeByMarker`, a Blaze
 * adjacent to the Squad, to the Sighting marker, or none ("A unit can't be placed in an impassable hex (such as
 * a blaze)"; T83; a marker beside a Blaze reads ccp.stealth-sighting-marker-impassable); `enemy`, a Squad of
 * his enemy's adjacent to his Squad or none (a Melee then due, 19: the argued entry of E75); `objective`, an
 * Objective his enemy controls adjacent to his Squad or none (placing the unit there takes control, 14.3.1).
 * Forbidden: what stands beside no Squad or no marker (so each of `unit` and `marker` lists first a value every
 * other can stand with: the generator probes a partial row with each factor's first value). Not a factor: the unit's kind, side or markers (E75
 * reads "one of his units"), Mines (the rulebook's Example B: a unit placed by E75 is not attacked).
 */
export const CCP_PAIRWISE_STEALTH_FACTORS = {
  reader: ['allied', 'axis'],
  unit: ['inside the map', 'on its edge', 'none'],
  marker: ['one', 'none'],
  blazeBySquad: ['none', 'a Blaze'],
  blazeByMarker: ['none', 'a Blaze'],
  enemy: ['none', 'beside the Squad'],
  objective: ['none', 'beside the Squad'],
} satisfies Factors;

/** E75's forbidden rows (above). */
export const stealthForbidden = (r: Record<string, string>): boolean =>
  (r.unit === 'none' && (r.blazeBySquad === 'a Blaze' || r.enemy === 'beside the Squad' || r.objective === 'beside the Squad')) ||
  (r.marker === 'none' && r.blazeByMarker === 'a Blaze');

export const STEALTH_GEOMETRY = { columns: 10, rows: 10 };
/** Where E75's pieces stand: the Squad in D4 (inside) or A4 (on the map's edge), the Sighting marker in G7. */
export const STEALTH_HEXES = { 'inside the map': 'D4', 'on its edge': 'A4', marker: 'G7' } as const;

function stealthSeeds(): EventSeed[] {
  return pairwise(CCP_PAIRWISE_STEALTH_FACTORS, (r) => !stealthForbidden(r)).rows.map((r, i) => {
    const reader = r.reader as Player;
    const enemy = other(reader);
    const p = reader === 'axis' ? 'jp' : 'us';
    type Hex = { terrain: string[]; markers?: string[] };
    const hexes: Record<string, Hex> = {};
    const around = (hex: string) => neighboursOnMap(STEALTH_GEOMETRY, parseHex(hex, 'hex')).map(hexId);
    const blaze: Hex = { terrain: ['Open Ground'], markers: ['Blaze'] };
    const units: { id: string; owner: Player; kind: string; hex: string }[] = [];
    let objectives: { number: number; hexes: string[]; controller: Player }[] = [];
    // The Squad: its neighbours Open Ground, the first a Blaze, the second holding the enemy Squad, the third the enemy's Objective.
    if (r.unit !== 'none') {
      const hex = STEALTH_HEXES[r.unit as 'inside the map' | 'on its edge'];
      const next = around(hex);
      hexes[hex] = { terrain: ['Open Ground'] };
      for (const h of next) hexes[h] = { terrain: ['Open Ground'] };
      units.push({ id: `${p}-sq`, owner: reader, kind: 'squad', hex });
      if (r.blazeBySquad === 'a Blaze') hexes[next[0]] = blaze;
      if (r.enemy === 'beside the Squad') units.push({ id: 'enemy-sq', owner: enemy, kind: 'squad', hex: next[1] });
      if (r.objective === 'beside the Squad') objectives = [{ number: 1, hexes: [next[2]], controller: enemy }];
    }
    // The Japanese Sighting marker, its neighbours Open Ground, the first a Blaze.
    if (r.marker === 'one') {
      const next = around(STEALTH_HEXES.marker);
      hexes[STEALTH_HEXES.marker] = { terrain: ['Open Ground'] };
      for (const h of next) hexes[h] = { terrain: ['Open Ground'] };
      if (r.blazeByMarker === 'a Blaze') hexes[next[0]] = blaze;
    }
    // Someone on the map besides: an enemy Squad far off (J10).
    units.push({ id: 'far', owner: enemy, kind: 'squad', hex: 'J10' });
    const frame = eventSituation({ reader, event: 'Stealth', units, hexes });
    return seed('stealth', i, `Stealth revealed by the ${nation(reader)} player; ${facts(r)} (E75, 15.1.5, 14.3.1, 19).`, {
      ...frame,
      ...(objectives.length ? { objectives } : {}),
      ...(r.marker === 'one' ? { sightingMarkers: [{ id: 'sm-1', hex: STEALTH_HEXES.marker }] } : {}),
      map: { geometry: STEALTH_GEOMETRY, ...frame.map },
    } as Situation);
  });
}

/** The generated situations of this file, in rule order. */
export function pairwiseCcpEventSeedsD(): EventSeed[] {
  return [...airSupportSeeds(), ...deploySeeds(), ...reinforcementsSeeds(), ...stealthSeeds()];
}
