/**
 * Asset Request (O24) of CC:P for the oracle: CC:E's Artillery Request parser, event parser and walk domain
 * (oracle/procedures/cce/artillery.ts) with the CC:P edition (machines/ccp/asset-request.ts), rejections in
 * CC:P terms. A CC:P situation states no `game`, the CC:P map of Fire, Move and Advance (./map.ts: T81-T99, no
 * hexside terrain, the Road, Trail and Bridge depictions) and radios of FP 8-12 (6) without Smoke (digest 004 D13). CC:E's Battery Access, Smoke
 * rounds and the Concealment / Hidden Entrenchments Actions are refused naming the CC:P rule; CC:P's Hidden
 * Pillbox, Trenchline and Cave (A43.4, A43.5, A43.1) before a Defense roll are taken. Light Wounds (A44):
 * LIGHT_WOUNDS / NO_LIGHT_WOUNDS as a Squad would break on a Defense roll, with the situation's `lightWoundsTeams`.
 *
 * Domain: CC:E's (Accuracy by product class, the seed's drift cards, Impact sum 7 and the Vulnerability
 * sum, Defense sums around the tie), plus, in choosingOption, COMMUNICATION_RESTORED for each of the
 * player's leaders, WEAPON_REPAIR for each of his units with a broken weapon and, at night (18.5), ILLUMINATION
 * for each of his leaders, with a Radio Table COMMUNICATION_ESTABLISHED for each of his leaders, then one roll
 * per distinct column (triggers on the first, one re-roll) and each item of the column; at night the Accuracy products around both readings' boundaries
 * (ccp.night-hindrance-accuracy); and in defenseRolling the
 * Defense sums 2 and 3, so that O27.3.4 a)'s half-or-less elimination is reached where the Impact Total allows; before
 * each Defense roll, A43.1, A43.4 and A43.5 where the chart takes them (./hidden.ts hiddenFortificationDomain; PLAY_ACTION
 * parsed by parseHiddenFortificationEvent, any other refused).
 * O24.4 Bombing Run: the situation's `aircraft` (8; refused at night, 18.6), its map listing every hex between
 * the active player's aircraft and each enemy unit (the level 5 LOS is traced on the map, not on stated
 * facts), and `bomberVulnerability` (the "12-FP" row, Track Display). Its domain: bombingDomain below.
 * O24.5 Strafing Run: STRAFING_RUN in each of the six facings (a line the map does not list to the edge is
 * refused); CHOOSE_IMPACT_HEX refused unless the closest hex not yet attacked; the Fire Attack as the Bombing Run's.
 * O24.4/O24.5 Pull Up!: while a Run resolves an Event! trigger, RESOLVE_TRIGGER may name the Event drawn (`event`,
 * `hex` where the Air Support event's reader places his own aircraft); parseResolveTriggerWithEvent below.
 * The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec } from '../../../machines/core/procedure';
import { arr, int, obj, oneOf, str } from '../../../machines/core/validate';
import { parseRadio } from '../../../machines/cce/artillery/radio';
import { PLAYERS } from '../../../machines/cce/units';
import { pairForSum } from '../../../machines/core/dice';
import { projectArtillery } from '../../../machines/cce/artillery/machine';
import { accuracyView, leaderEligible, radioTableItem, spotClearOfMelee, weaponRepairable } from '../../../machines/cce/artillery/asset-request';
import { accuracy } from '../../../machines/cce/artillery/drift';
import type { ArtilleryContext, ArtillerySituation, RadioTable, RadioTableItem } from '../../../machines/cce/artillery/types';
import { ccpAssetRequestMachine } from '../../../machines/ccp/asset-request';
import { CCP_TERRAIN_LOS, ccpImpassableBecause } from '../../../machines/ccp/terrain';
import { checkCcpMap, CCP_PARSER_HEXSIDES, CCP_PARSER_TERRAIN } from './map';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { accuracyBoundaryProducts, ARTILLERY_EVENT_TYPES, ARTILLERY_OPTION_KEYS, artilleryDomain, CCE_PAIRWISE_ARTILLERY_FACTORS, DEFAULT_ARTILLERY_OPTIONS, pairForProduct, pairwiseArtillerySeeds, parseArtilleryEvent, parseArtillerySituation, type ArtillerySeed } from '../cce/artillery';
import { CCP_OWN_TERRAIN } from '../../../machines/ccp/terrain';
import { parseNight } from './fire';
import { parseAircraft, parseAircraftHex, placementHexes } from '../../../machines/ccp/air-support';
import { CCP_EVENT_MODULES } from '../../../machines/ccp/event';
import { opponentAircraftOnMap } from '../../../machines/cce/artillery/pull-up';
import { parseUnitEffects } from '../../../machines/cce/effects';
import type { Player } from '../../../machines/cce/units';
import { lineListed, nextStrafedHex, strafingLine } from '../../../machines/cce/artillery/strafing-run';
import { DIRECTIONS, onMap, parseHex, type Direction } from '../../../machines/core/hex';
import { AIRCRAFT_LEVEL, bomberSees, bomberView, bombingTargets, mayBomb } from '../../../machines/cce/artillery/bombing-run';
import { fortificationIn } from '../../../machines/cce/artillery/drift';
import { asIfOnHill, mapLosFact } from '../../../machines/cce/los';
import { unknownEvent } from '../cce/common';
import { parseCaveMarkers } from './cave';
import { hiddenFortificationDomain, parseHiddenFortificationEvent } from './hidden';
import { loadSeeds, onFirstUse } from '../cce/seeds';

function invalid(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'invalid-field', path, expected, actual, rule });
}
function illegal(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
}

/** 6: "Each has a FP of between 8 and 12" (CC:E's 12 allows 13), and no Smoke (no smoke barrage in CC:P, O24.3). */
function checkCcpRadio(radio: { fp: number; smoke: boolean }, path: string): void {
  if (radio.fp > 12) invalid(`${path}.fp`, 'an integer 8-12 ("Each has a FP of between 8 and 12")', radio.fp, '6');
  if (radio.smoke) invalid(`${path}.smoke`, 'false: CC:P radios fire no smoke (Fire For Effect has no smoke barrage, O24.3)', true, 'O24.3');
}

/** The rolls of two dice summed: the Radio Table's columns (O24.1 a, b). */
const RADIO_TABLE_ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * O24.1 a), b): the nation's Radio Table (the playbook's back cover, not the rulebook), as the items of each
 * column 2-12 available for the scenario's year: a radio `{ fp, vulnerability?, vp }` (6: FP 8-12; its VP
 * cost, c) or "artillery-denied" (d). "In step b, something must be chosen": no column may be empty.
 */
function parseRadioTable(raw: unknown, path: string): RadioTable {
  const o = obj(raw, path, RADIO_TABLE_ROLLS.map(String), RADIO_TABLE_ROLLS.map(String));
  const table: RadioTable = {};
  for (const roll of RADIO_TABLE_ROLLS) {
    const at = `${path}.${roll}`;
    const items = arr(o[String(roll)], at);
    if (items.length === 0) invalid(at, 'at least one item ("In step b, something must be chosen—even if it has to be the artillery denied marker")', items, 'O24.1');
    table[String(roll)] = items.map((x, i): RadioTableItem => {
      if (x === 'artillery-denied') return x;
      const r = obj(x, `${at}[${i}]`, ['fp', 'vulnerability', 'vp'], ['fp', 'vp']);
      const radio = parseRadio({ fp: r.fp, ...(r.vulnerability !== undefined ? { vulnerability: r.vulnerability } : {}) }, `${at}[${i}]`);
      checkCcpRadio(radio, `${at}[${i}]`);
      return { radio, vp: int(r.vp, `${at}[${i}].vp`, 0, 20, 'O24.1') };
    });
  }
  return table;
}

export function parseAssetRequestSituation(raw: unknown, path: string): ArtillerySituation {
  if ((raw as { game?: unknown } | null)?.game !== undefined) invalid(`${path}.game`, 'absent: the game around a CC:P Order (its Events, E49-E80) is not modelled yet', 'a game', 'E49');
  // CC:P 18: `night` (absent: day) with its starshells, parsed as CC:P Fire's (7.2).
  // CC:P O24.1: the Radio Table and the artillery denied markers.
  // CC:P 8, O24.4: the aircraft markers on the map and the "12-FP" Fortification Vulnerability number.
  // CC:P F102: the cave markers (an artillery Impact reads them, F102.2.3).
  const { night, radioTable, deniedMarkers, aircraft, bomberVulnerability, caves, ...day } = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  // The map of CC:P Fire, Move and Advance (./map.ts): T81-T99, the Road, Trail and Bridge depictions its only hexside entries, a
  // Water Barrier occupiable (T99) — the Beach's Sand lowering a radio's Impact Total and a dive bomber's Attack Total by 2 (T82),
  // the Jungle's and Swamp's Airbursts raising a radio's Impact Total by 2 (T91, T97), a Bridge's Cover 1 (T84).
  const s = inCcp(() => parseArtillerySituation(day, path, CCP_PARSER_TERRAIN, ccpImpassableBecause, CCP_PARSER_HEXSIDES));
  if (night !== undefined) s.night = parseNight(night, `${path}.night`);
  if (radioTable !== undefined) s.radioTable = parseRadioTable(radioTable, `${path}.radioTable`);
  if (deniedMarkers !== undefined) {
    s.deniedMarkers = arr(deniedMarkers, `${path}.deniedMarkers`).map((p, i) => oneOf(p, `${path}.deniedMarkers[${i}]`, PLAYERS, 'O24.1'));
    if (new Set(s.deniedMarkers).size !== s.deniedMarkers.length) invalid(`${path}.deniedMarkers`, 'each player once (one Artillery Box each, 15.1.2)', s.deniedMarkers, '15.1.2');
    for (const p of s.deniedMarkers) if (s.radios[p]) invalid(`${path}.deniedMarkers`, `not ${p}: his Artillery Box holds a radio ("Only one radio or “artillery denied” marker may be stacked in each of the two Artillery Boxes")`, s.deniedMarkers, '15.1.2');
  }
  // O24.1 with 18.4: by day, with his Artillery Box empty, Communication Established may be chosen, so its table must be stated.
  if (!s.night && !s.radios[s.player] && !(s.deniedMarkers ?? []).includes(s.player) && !s.radioTable) {
    invalid(`${path}.radioTable`, `the ${s.player} player's Radio Table (playbook): his Artillery Box is empty by day, so Communication Established may be chosen`, undefined, 'O24.1');
  }
  checkCcpMap(s.map, path);
  for (const [p, radio] of Object.entries(s.radios).sort(([a], [b]) => a.localeCompare(b))) checkCcpRadio(radio!, `${path}.radios.${p}`);
  if (aircraft !== undefined) {
    if (s.night) invalid(`${path}.aircraft`, 'absent at night ("aircraft are NA at night")', aircraft, '18.6');
    // 8.1, E50: one player's aircraft at most (parseAircraft refuses both).
    s.aircraft = parseAircraft(aircraft, `${path}.aircraft`, s.map);
    const mine = s.aircraft[s.player];
    // O24.4 a): the dive bomber's LOS "as if [it] occupied a level 5 hill": traced on the map, which must list each line to an enemy unit (a stated LOS fact is a ground-level one).
    if (mine) {
      const view = asIfOnHill(s.map, mine.hex, AIRCRAFT_LEVEL);
      for (const u of s.units.filter((x) => x.owner !== s.player && x.hex !== mine.hex).sort((a, b) => a.id.localeCompare(b.id))) {
        if (!mapLosFact(view, mine.hex, u.hex, {}, CCP_TERRAIN_LOS)) invalid(`${path}.map.hexes`, `every hex between the ${s.player} aircraft in ${mine.hex} and the enemy unit ${u.id} in ${u.hex} (its LOS is checked "as if the dive bomber occupied a level 5 hill", on the map)`, Object.keys(s.map.hexes).sort(), 'O24.4');
      }
    }
  }
  // F102.2.3: a radio's Impact and an aircraft's attack (reading ccp.aircraft-cave) read the caves.
  if (caves !== undefined) s.caves = parseCaveMarkers(caves, `${path}.caves`, s);
  if (bomberVulnerability !== undefined) {
    if (aircraft === undefined) invalid(`${path}.bomberVulnerability`, 'absent without aircraft (it is the dive bomber\'s, O24.4 c)', bomberVulnerability, 'O24.4');
    s.bomberVulnerability = int(bomberVulnerability, `${path}.bomberVulnerability`, 2, 12, 'O24.3.4');
  }
  return s;
}

const CCP_EVENTS = ['BOMBING_RUN', 'BOMB_TARGET', 'STRAFING_RUN', 'COMMUNICATION_ESTABLISHED', 'SELECT_FROM_RADIO_TABLE', 'COMMUNICATION_RESTORED', 'FIRE_FOR_EFFECT', 'WEAPON_REPAIR', 'ILLUMINATION', 'SPOT', 'REVEAL', 'CHOOSE_IMPACT_HEX', 'CHOOSE_UNIT', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER'];

/** The event types this parser knows: CC:E's Artillery Request's and CC:P's own (O24.1, O24.2, O24.6, O24.7); some of CC:E's are refused with their rule below. */
const KNOWN_EVENTS: readonly string[] = [...ARTILLERY_EVENT_TYPES, 'COMMUNICATION_RESTORED', 'WEAPON_REPAIR', 'ILLUMINATION', 'COMMUNICATION_ESTABLISHED', 'SELECT_FROM_RADIO_TABLE', 'BOMBING_RUN', 'BOMB_TARGET', 'STRAFING_RUN'];

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as ArtilleryContext;
  const type = (raw as { type?: unknown } | null)?.type;
  const choosing = snapshot.matches('choosingOption');
  if (type === 'COMMUNICATION_RESTORED') {
    const leaderId = str(obj(raw, path, ['type', 'leader'], ['type', 'leader']).leader, `${path}.leader`);
    if (choosing && c.radios[c.player]?.broken !== true) illegal(`${path}.type`, 'a broken radio of his in play', type, 'O24');
    if (choosing && !leaderEligible(c, leaderId)) illegal(`${path}.leader`, 'one of his unbroken, unsuppressed leaders not yet activated this turn', leaderId, 'O24.2');
    return { type, leader: leaderId } as EventObject;
  }
  if (type === 'WEAPON_REPAIR') {
    const unit = str(obj(raw, path, ['type', 'unit'], ['type', 'unit']).unit, `${path}.unit`);
    if (choosing && !weaponRepairable(c, unit)) illegal(`${path}.unit`, 'one of his unbroken, unsuppressed units, not yet activated this turn, possessing a broken weapon', unit, 'O24.6');
    return { type, unit } as EventObject;
  }
  if (type === 'COMMUNICATION_ESTABLISHED') {
    const leaderId = str(obj(raw, path, ['type', 'leader'], ['type', 'leader']).leader, `${path}.leader`);
    if (choosing && c.situation.night !== undefined) illegal(`${path}.type`, 'day: "The Communication Established option [O24.1] cannot be chosen during an Asset Request order" at night', type, '18.4');
    if (choosing && (c.radios[c.player] !== undefined || (c.deniedMarkers ?? []).includes(c.player))) illegal(`${path}.type`, 'no radio or artillery denied marker in his Artillery Box', type, 'O24');
    if (choosing && !leaderEligible(c, leaderId)) illegal(`${path}.leader`, 'one of his unbroken, unsuppressed leaders not yet activated this turn', leaderId, 'O24.1');
    return { type, leader: leaderId } as EventObject;
  }
  if (type === 'SELECT_FROM_RADIO_TABLE') {
    const o = obj(raw, path, ['type', 'index'], ['type', 'index']);
    const index = int(o.index, `${path}.index`, 0, 99, 'O24.1');
    if (snapshot.matches('selectingFromRadioTable') && radioTableItem(c, index) === undefined) illegal(`${path}.index`, `an item of column ${c.radioColumn} of the Radio Table (0-${(c.radioTable?.[String(c.radioColumn)]?.length ?? 1) - 1})`, index, 'O24.1');
    return { type, index } as EventObject;
  }
  if (type === 'BOMBING_RUN') {
    obj(raw, path, ['type'], ['type']);
    if (choosing && !mayBomb(c)) illegal(`${path}.type`, 'his aircraft marker in play ("Bombing Run ... may only be chosen if his aircraft marker is in play")', type, 'O24');
    return { type } as EventObject;
  }
  if (type === 'STRAFING_RUN') {
    const facing = int(obj(raw, path, ['type', 'facing'], ['type', 'facing']).facing, `${path}.facing`, 1, 6, 'O24.5') as Direction;
    if (choosing && !mayBomb(c)) illegal(`${path}.type`, 'his aircraft marker in play ("Strafing Run may only be chosen if his aircraft marker is in play")', type, 'O24');
    // O24.5 b): each hex of the line is checked for LOS (on the map, as from a level 5 hill): the map must list the line.
    if (choosing && !lineListed(c, c.aircraft![c.player]!.hex, facing)) illegal(`${path}.facing`, `a direction whose line of hexes to the map edge the map lists (${strafingLine(c, c.aircraft![c.player]!.hex, facing).join(', ')}: "each hex in a line directly in front of the fighter", checked for LOS)`, facing, 'O24.5');
    return { type, facing } as EventObject;
  }
  if (type === 'CHOOSE_IMPACT_HEX' && c.bombingRun?.facing !== undefined && snapshot.matches('choosingImpactHex')) {
    const hex = str(obj(raw, path, ['type', 'hex'], ['type', 'hex']).hex, `${path}.hex`);
    if (hex !== nextStrafedHex(c)) illegal(`${path}.hex`, `${nextStrafedHex(c)}: the closest hex of the fighter's line not yet attacked with a unit in its LOS ("in order closest-to-farthest")`, hex, 'O24.5');
    return { type, hex } as EventObject;
  }
  if (type === 'BOMB_TARGET') {
    const hex = str(obj(raw, path, ['type', 'hex'], ['type', 'hex']).hex, `${path}.hex`);
    if (snapshot.matches('choosingBombingTarget') && !bomberSees(c, c.bombingRun!.hex, hex)) illegal(`${path}.hex`, `one of ${bombingTargets(c, c.bombingRun!.hex).join(', ')}: a hex, not its own, in which the dive bomber has LOS to an enemy unit (as if on a level 5 hill)`, hex, 'O24.4');
    return { type, hex } as EventObject;
  }
  if (type === 'ILLUMINATION') {
    const leaderId = str(obj(raw, path, ['type', 'leader'], ['type', 'leader']).leader, `${path}.leader`);
    if (choosing && c.situation.night === undefined) illegal(`${path}.type`, 'night rules in effect ("Illumination may only be chosen if night rules [18] are in effect")', type, '18.5');
    if (choosing && !leaderEligible(c, leaderId)) illegal(`${path}.leader`, 'one of his unbroken, unsuppressed leaders not yet activated this turn', leaderId, 'O24.7');
    return { type, leader: leaderId } as EventObject;
  }
  // A43.1 Hidden Cave, A43.4 Hidden Pillbox, A43.5 Hidden Trenchline just before a Defense roll against an Impact or a Run's attack (./hidden.ts).
  const hidden = parseHiddenFortificationEvent(raw, path, snapshot, 'defenseRolling');
  if (hidden) return hidden;
  // An unknown type: the error lists every type this parser knows, CC:E's and CC:P's own (as the schema does).
  if (typeof type !== 'string' || !KNOWN_EVENTS.includes(type)) unknownEvent(raw, path, snapshot, KNOWN_EVENTS);
  if (type === 'BATTERY_ACCESS' || type === 'PLACE_SMOKE') illegal(`${path}.type`, `one of ${CCP_EVENTS.join(', ')}, PLAY_ACTION (no Battery Access or smoke barrage in CC:P)`, type, 'O24');
  if (type === 'PLAY_ACTION') illegal(`${path}.action`, 'A43.1, A43.4 or A43.5 before a Defense roll (no Concealment or Hidden Entrenchments in CC:P)', (raw as { action?: unknown }).action, 'A43');
  // A RESOLVE_TRIGGER in a state that resolves no trigger gets the generic wrong-state refusal first (as without `event`).
  if (type === 'RESOLVE_TRIGGER' && raw !== null && typeof raw === 'object' && 'event' in raw && snapshot.can({ type: 'RESOLVE_TRIGGER', effects: [] } as never)) return parseResolveTriggerWithEvent(raw, path, snapshot);
  if (type === 'RESOLVE_TRIGGER' && raw !== null && typeof raw === 'object' && 'event' in raw) return raw as unknown as EventObject;
  const e = inCcp(() => parseArtilleryEvent(raw, path, snapshot));
  if (e.type === 'SPOT' && snapshot.matches('spotting') && !c.illumination) {
    const hex = (e as unknown as { hex: string }).hex;
    if ((e as unknown as { smoke?: boolean }).smoke) illegal(`${path}.smoke`, 'false: no smoke barrage in CC:P', true, 'O24.3.1');
    if (!spotClearOfMelee(c, hex)) illegal(`${path}.hex`, 'a hex neither in nor adjacent to a melee hex', hex, 'O24.3.1');
  }
  return e;
}

/** 1.9.3: the CC:P Events a trigger may draw (E50-E80), by the names the Event procedure gives them. */
export const CCP_EVENT_NAMES: readonly string[] = CCP_EVENT_MODULES.map((m) => m.name).sort();

/** The states where a Run's trigger is resolved, and the roll whose trigger it is: the Targeting, a Fire Attack or a Defense roll (./pull-up.ts). */
function runTrigger(snapshot: AnyMachineSnapshot): { trigger: string | undefined; reader: Player } | null {
  const c = snapshot.context as ArtilleryContext;
  if (!c.bombingRun) return null;
  if (snapshot.matches('resolvingBombTargetingTrigger')) return { trigger: c.accuracyRoll?.trigger, reader: c.player };
  if (snapshot.matches('resolvingBombAttackTrigger')) return { trigger: c.impactRoll?.trigger, reader: c.player };
  if (snapshot.matches('defenseResolvingTrigger')) return { trigger: c.defense.roll?.trigger, reader: c.situation.units.find((u) => u.id === c.defense.current)!.owner };
  return null;
}

/**
 * RESOLVE_TRIGGER naming the Event the trigger drew (`event`), during a Bombing or Strafing Run only, where O24.4/O24.5's
 * Pull Up! reads it: an Event! (1.9.3), read by the player who rolled. The Air Support event touches no unit; its reader
 * removes his opponent's aircraft if it is on the map, else places his own in `hex` (E50: a hex of the column or row
 * of the Random Hex the Event determined, `randomHex`, both on the map: placementOf below). Any other Event: its effects on units, as
 * without `event`.
 */
function parseResolveTriggerWithEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as ArtilleryContext;
  const o = obj(raw, path, ['type', 'effects', 'event', 'hex', 'randomHex'], ['type', 'effects', 'event']);
  const event = oneOf(o.event, `${path}.event`, CCP_EVENT_NAMES, '1.9.3');
  const effects = parseUnitEffects(o.effects, `${path}.effects`, c.situation, '1.9.1');
  const run = runTrigger(snapshot);
  if (!run) illegal(`${path}.event`, 'absent: the Event a trigger drew is named only while a Bombing Run (O24.4) or a Strafing Run (O24.5) resolves a trigger (Pull Up!: "If an Air Support event occurs at any point during a Bombing Run")', event, 'O24.4');
  if (run.trigger !== 'Event!') illegal(`${path}.event`, `absent: only an Event! trigger draws an Event (this roll's trigger is ${run.trigger})`, event, '1.9.3');
  if (event !== 'Air Support') {
    if (o.hex !== undefined) invalid(`${path}.hex`, 'absent: only the Air Support event places an aircraft', o.hex, 'E50');
    if (o.randomHex !== undefined) invalid(`${path}.randomHex`, 'absent: only the Air Support event\'s placement is checked against its Random Hex', o.randomHex, 'E50');
    return { type: 'RESOLVE_TRIGGER', effects, event } as EventObject;
  }
  if (effects.length > 0) invalid(`${path}.effects`, 'empty: the Air Support event does nothing to units (it removes or places an aircraft marker)', o.effects, 'E50');
  if (opponentAircraftOnMap(c.aircraft, run.reader)) {
    const why = `absent: the ${run.reader} player, who reads the Event, removes his opponent's aircraft (on the map), "thus ending the event"`;
    if (o.hex !== undefined) invalid(`${path}.hex`, why, o.hex, 'E50');
    if (o.randomHex !== undefined) invalid(`${path}.randomHex`, why, o.randomHex, 'E50');
    return { type: 'RESOLVE_TRIGGER', effects, event } as EventObject;
  }
  if (o.hex === undefined) invalid(`${path}.hex`, `the hex the ${run.reader} player, who reads the Event, places his aircraft in (his opponent's aircraft is not on the map)`, undefined, 'E50');
  if (o.randomHex === undefined) invalid(`${path}.randomHex`, 'the Random Hex the Air Support event determined (E50 step 1: "Determine a random hex [1.8], noting both its letter and number")', undefined, 'E50');
  return { type: 'RESOLVE_TRIGGER', effects, event, ...placementOf(o.hex, o.randomHex, path, c.situation.map) } as EventObject;
}

/**
 * E50 steps 1-3: the Random Hex, on the map (1.8), and the hex the reader places his aircraft in, "any hex in the same
 * column as that letter OR any hex in the same row as that number" (placementHexes, the Air Support Event's).
 */
function placementOf(rawHex: unknown, rawRandom: unknown, path: string, map: ArtillerySituation['map']): { hex: string; randomHex: string } {
  const randomHex = str(rawRandom, `${path}.randomHex`);
  const g = map.geometry;
  if (g && !onMap(g, parseHex(randomHex, `${path}.randomHex`))) invalid(`${path}.randomHex`, `a hex on the map (${g.columns} columns, ${g.rows} rows): a random hex [1.8]`, randomHex, '1.8');
  const hex = parseAircraftHex(rawHex, `${path}.hex`, map);
  const allowed = placementHexes(g, randomHex);
  if (!allowed.includes(hex)) invalid(`${path}.hex`, `a hex in the same column or row as the Random Hex ${randomHex} ("select any hex in the same column as that letter OR any hex in the same row as that number")`, hex, 'E50');
  return { hex, randomHex };
}

type Seed = ArtillerySeed;

/**
 * Pull Up! (O24.4, O24.5): on a Run's Event! trigger, also the Air Support event, its reader removing his opponent's
 * aircraft or, that one not on the map, placing his own in the first hex the map lists other than its own, that hex
 * its Random Hex too (E50: any hex of the Random Hex's column or row).
 */
function airSupportResolutions(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as ArtilleryContext;
  const run = runTrigger(snapshot);
  if (!run || run.trigger !== 'Event!') return [];
  const airSupport = { type: 'RESOLVE_TRIGGER', effects: [], event: 'Air Support' };
  if (opponentAircraftOnMap(c.aircraft, run.reader)) return [airSupport as EventObject];
  const hex = Object.keys(c.situation.map.hexes).sort().find((h) => h !== c.aircraft?.[run.reader]?.hex)!;
  return [{ ...airSupport, hex, randomHex: hex } as EventObject];
}

/**
 * O24.4: each hex with an enemy unit as the target (the bomber's own, or one out of its LOS, refused); the
 * Targeting products around the hit (as Fire For Effect's Accuracy); the Fire Attack sum 7 and the sums that
 * make the "12-FP" Vulnerability number under either reading (ccp.artillery-vulnerability-roll); the seed's
 * triggers on the first roll and its re-rolls (10.1), a trigger resolved with no effect or eliminating the
 * first unit in the targeted hex.
 */
function bombingDomain(snapshot: AnyMachineSnapshot, seed: Seed | undefined): EventObject[] | null {
  const c = snapshot.context as ArtilleryContext;
  const b = c.bombingRun;
  if (!b) return null;
  const o = seed?.options ?? DEFAULT_ARTILLERY_OPTIONS;
  const triggered = c.accuracyLog.some((r) => r.trigger) || c.impacts.some((r) => r.trigger);
  const canceled = c.accuracyLog.filter((r) => r.canceled).length + c.impacts.filter((r) => r.canceled).length;
  const kinds = triggered ? [] : o.triggers === true ? ['Event!', 'Sniper!', 'Time!'] : o.triggers || [];
  const roll = (pair: { white: number; colored: number }, withTriggers: boolean) => [{ type: 'ROLL', ...pair } as EventObject, ...(withTriggers ? kinds.map((trigger) => ({ type: 'ROLL', ...pair, trigger }) as EventObject) : [])];
  if (snapshot.matches('choosingBombingTarget')) {
    return [...new Set(c.situation.units.filter((u) => u.owner !== c.player).map((u) => u.hex))].sort().map((hex) => ({ type: 'BOMB_TARGET', hex }) as EventObject);
  }
  if (snapshot.matches('rollingBombTargeting')) {
    const { range, hindrance } = accuracy(bomberView(c, b.hex), b.hex, b.target!, { white: 1, colored: 1 });
    const p = accuracyBoundaryProducts(range, hindrance);
    return [...(p.miss !== undefined && o.accuracy !== 'hit' ? roll(pairForProduct(p.miss), false) : []), ...(p.hit !== undefined && o.accuracy !== 'miss' ? roll(pairForProduct(p.hit), true) : [])];
  }
  if (snapshot.matches('consideringBombTargetingReroll') || snapshot.matches('consideringBombAttackReroll')) return canceled < o.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  // 1.9.1: nothing, or the first unit in the targeted hex eliminated by the trigger (a Sniper's, say): the roll's result stands.
  if (snapshot.matches('resolvingBombTargetingTrigger') || snapshot.matches('resolvingBombAttackTrigger')) {
    const inHex = c.situation.units.filter((u) => u.hex === (b.target ?? c.impactHex)).slice(0, 1);
    return [{ type: 'RESOLVE_TRIGGER', effects: [] }, ...inHex.map((u) => ({ type: 'RESOLVE_TRIGGER', effects: [{ unit: u.id, effect: 'eliminate' }] })), ...airSupportResolutions(snapshot)] as unknown as EventObject[];
  }
  if (snapshot.matches('rollingBombAttack')) {
    const sums = new Set<number>([7]);
    if (b.vulnerability !== undefined && c.situation.map.hexes[b.target!] && fortificationIn(c.situation.map.hexes[b.target!])) {
      for (const v of [b.vulnerability, b.vulnerability - b.fp]) if (v >= 2 && v <= 12) sums.add(v);
    }
    return [...sums].sort((x, y) => x - y).flatMap((sum) => roll(pairForSum(sum), sum === 7));
  }
  return null;
}

function domain(snapshot: AnyMachineSnapshot, seed: Seed | undefined): EventObject[] {
  const c = snapshot.context as ArtilleryContext;
  // By day the Accuracy roll's boundary products read CC:P's own LOS column (T81.4: Bush 2, Grass 3, Hut 4, Palm 1);
  // at night the block below adds the products of either reading of the night's Hindrance to CC:E's.
  const shared = artilleryDomain(snapshot, seed?.options ?? DEFAULT_ARTILLERY_OPTIONS, seed?.situation, (x) => (x.situation.night ? { ...x.situation, los: x.los } : accuracyView(x))).filter(
    (e) => e.type !== 'BATTERY_ACCESS',
  );
  const mine = c.situation.units.filter((u) => u.owner === c.player);
  const bomb = bombingDomain(snapshot, seed);
  if (bomb) return bomb;
  if (snapshot.matches('choosingOption')) {
    return [
      ...(c.aircraft ? [{ type: 'BOMBING_RUN' } as EventObject] : []),
      // O24.5 a): each of the six compass directions (a line the map does not list is refused).
      ...(c.aircraft ? DIRECTIONS.map((facing) => ({ type: 'STRAFING_RUN', facing }) as EventObject) : []),
      ...mine.filter((u) => u.kind === 'leader').map((u) => ({ type: 'COMMUNICATION_RESTORED', leader: u.id }) as EventObject),
      ...shared,
      ...mine.filter((u) => u.weapon?.broken).map((u) => ({ type: 'WEAPON_REPAIR', unit: u.id }) as EventObject),
      ...(c.situation.night ? mine.filter((u) => u.kind === 'leader').map((u) => ({ type: 'ILLUMINATION', leader: u.id }) as EventObject) : []),
      ...(c.radioTable ? mine.filter((u) => u.kind === 'leader').map((u) => ({ type: 'COMMUNICATION_ESTABLISHED', leader: u.id }) as EventObject) : []),
    ];
  }
  // O24.1: one roll per distinct column of the Radio Table (the first sum that gives it), triggers on the first (1.9.1) unless one has been rolled; one re-roll (10.1).
  if (snapshot.matches('rollingRadioTable')) {
    const seen = new Set<string>();
    const sums = RADIO_TABLE_ROLLS.filter((r) => {
      const k = JSON.stringify(c.radioTable![String(r)]);
      return seen.has(k) ? false : (seen.add(k), true);
    });
    const rolls = sums.map((r) => ({ type: 'ROLL', ...pairForSum(r) }) as EventObject);
    const triggered = (c.radioLog ?? []).some((r) => r.trigger);
    return triggered ? rolls : [...rolls, ...['Event!', 'Sniper!', 'Time!'].map((trigger) => ({ type: 'ROLL', ...pairForSum(sums[0]), trigger }) as EventObject)];
  }
  if (snapshot.matches('consideringRadioReroll')) return (c.radioLog ?? []).some((r) => r.canceled) ? [{ type: 'KEEP_ROLL' }] : [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }];
  // 1.9.1: nothing, or the activated leader eliminated by the trigger (the roll's result stands, 1.9.1.3).
  if (snapshot.matches('resolvingRadioTrigger')) {
    const leaderId = c.activatedThisTurn[c.activatedThisTurn.length - 1];
    return [{ type: 'RESOLVE_TRIGGER', effects: [] }, { type: 'RESOLVE_TRIGGER', effects: [{ unit: leaderId, effect: 'eliminate' }] }] as unknown as EventObject[];
  }
  if (snapshot.matches('selectingFromRadioTable')) return (c.radioTable![String(c.radioColumn)] ?? []).map((_, index) => ({ type: 'SELECT_FROM_RADIO_TABLE', index }) as EventObject);
  // 18.3 at night (reading ccp.night-hindrance-accuracy): the boundary products with and without the night Hindrance, so either reading's hit and miss are walked.
  if (snapshot.matches('rollingAccuracy') && c.situation.night) {
    const { range, hindrance } = accuracy({ ...accuracyView(c), night: undefined }, c.spotterHex!, c.sr!, { white: 1, colored: 1 });
    const b = accuracyBoundaryProducts(range, hindrance);
    const more = [b.miss, b.hit].filter((p): p is number => p !== undefined).map((p) => ({ type: 'ROLL', ...pairForProduct(p) }) as EventObject);
    const key = (e: EventObject) => JSON.stringify(e);
    return [...shared, ...more.filter((e) => !shared.some((x) => key(x) === key(e)))];
  }
  if (snapshot.matches('defenseResolvingTrigger')) return [...shared, ...airSupportResolutions(snapshot)];
  // A43.1, A43.4, A43.5 by the rolling unit's owner where the chart takes them (the scenario Defender's: none with `defender` null).
  const hidden = hiddenFortificationDomain(snapshot, 'defenseRolling');
  if (snapshot.matches('defenseRolling') && !c.defense.log.length) return [...shared, ...[2, 3].map((sum) => ({ type: 'ROLL', ...pairForSum(sum) }) as EventObject), ...hidden];
  return [...shared, ...hidden];
}

// -------------------------------------------------------------------------------------------- seeds

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/asset-request.json, read and validated on first use:
 * oracle/procedures/cce/seeds.ts), with CC:E Artillery's walk options; the night seeds first (the reading
 * ccp.night-hindrance-accuracy is told apart on them: tests/readings.ccp-asset-request.test.ts). Their Radio
 * Table (O24.1) is made up, as the real one is in the playbook.
 */
export const ASSET_REQUEST_SEEDS = onFirstUse((): Seed[] => [...loadSeeds('asset-request', { defaults: DEFAULT_ARTILLERY_OPTIONS, keys: ARTILLERY_OPTION_KEYS }, parseAssetRequestSituation, { ruleset: 'ccp' }), ...pairwiseAssetRequestSeeds()]);

/**
 * Generated (issue 16.5; CC:E's generator, oracle/procedures/cce/artillery.ts pairwiseArtillerySeeds, with CC:P's
 * facts): what a Fire For Effect's Accuracy, Impact and Defense rolls read — the impact hex's terrain type of the
 * CC:P Terrain Chart (its Cover, T81.3; the Beach's Sand −2, T82; the Jungle's and Swamp's Airbursts +2, T91, T97;
 * the occupiable Water Barrier's Cover −2, T99), a Fortification or Wire there (F101-F107; each destroyed on an
 * Impact roll of its Vulnerability, O24.3.3), a Leader stacked with the target Squad, of Command 1 or 2, or broken
 * (3.3.1.2; he rolls too), the Squad Veteran (4.1.2), Suppressed (4.2.2) or broken (3.2.1; a break eliminates it,
 * O27.3.4), what lies between the Spotter and the SR (Smoke 1 or 3, 16.3, T95; each Hindrance of the chart, T81.4:
 * the Accuracy roll, O24.3.2) and the Spotter's height against the impact hex (T89.2, reading
 * cce.artillery-height-advantage) — every two of them meeting in some situation (no Fortification or Wire in Water,
 * F100.3). No Road (CC:P's has no Cover of its own, T94) and no Brush (not in CC:P), as CC:P Fire's generated
 * situations. A Japanese Leader (the `axis` player) spots from E9 at E5 (the radio: FP 10, Vulnerability 5);
 * each situation parsed by this procedure's parser.
 */
export const CCP_PAIRWISE_ASSET_REQUEST_FACTORS = {
  ...CCE_PAIRWISE_ARTILLERY_FACTORS,
  terrain: ['Open Ground', 'Building', 'Gully', 'Stream', ...Object.keys(CCP_OWN_TERRAIN), 'Water Barrier'],
  road: ['no'],
  between: ['Open Ground', 'Smoke:1', 'Smoke:3', ...Object.keys(CCP_TERRAIN_LOS).filter((t) => CCP_TERRAIN_LOS[t].kind === 'hindrance')],
};

export function pairwiseAssetRequestSeeds(): ArtillerySeed[] {
  return pairwiseArtillerySeeds({
    factors: CCP_PAIRWISE_ASSET_REQUEST_FACTORS,
    parse: parseAssetRequestSituation,
    procedure: 'asset-request',
    spotter: { id: 'jp-ldr', nation: 'Japanese' },
    rules: 'O24.3.2, O24.3.3, T81.3, T81.4, T82, T91, T97, T99, F101-F107, 3.3.1.2, 4.1.2, 4.2.2, 16.3, T89.2, O27.3.4',
  });
}

export const ccpAssetRequestSpec: ProcedureSpec<ArtillerySituation> = {
  procedure: 'asset-request',
  ruleset: 'ccp',
  title: 'Asset Request (O24)',
  section: ['O24'],
  machine: ccpAssetRequestMachine,
  parseSituation: parseAssetRequestSituation,
  parseEvent,
  // The shared derivations cite CC:E ids (O18.2.3.2, O20.3.3, F102 …): every output `rule` in CC:P terms (O24.3.3, O27.3.3, F103 …).
  project: (snapshot) => inCcpIds(projectArtillery(snapshot.context as ArtilleryContext), 'output') as ReturnType<typeof projectArtillery>,
  get seeds() {
    return ASSET_REQUEST_SEEDS();
  },
  domain: (snapshot, seed) => domain(snapshot, seed as Seed | undefined),
  domainNote:
    'CC:E Artillery Request\'s domain (Accuracy by product class; drift cards per seed; Impact sum 7 and the Vulnerability sum; Defense sums around the tie), without Battery Access, smoke, triggers by the rules or Actions; in choosingOption also COMMUNICATION_RESTORED per leader of the player, WEAPON_REPAIR per unit of his with a broken weapon, at night ILLUMINATION per leader and, with a Radio Table, COMMUNICATION_ESTABLISHED per leader; on the Radio Table one roll per distinct column (triggers on the first, resolved with no effect or the leader eliminated; one re-roll) and SELECT_FROM_RADIO_TABLE per item of the column; at night the Accuracy boundary products with and without the night Hindrance (reading ccp.night-hindrance-accuracy); on a first Defense Roll also the sums 2 and 3 (O27.3.4 a: half or less eliminates); before each Defense Roll A43.4 Hidden Pillbox, A43.5 Hidden Trenchline and A43.1 Hidden Cave (no unit entering, or every Japanese unit in the hex) by the rolling unit\'s owner where they may be played (the scenario Defender\'s: none with `defender` null). With aircraft, BOMBING_RUN in choosingOption; BOMB_TARGET per hex holding an enemy unit (refused ones included); the Targeting products around the hit; the Fire Attack sum 7 and the "12-FP" Vulnerability sums; the seed\'s triggers on the first roll, resolved with no effect or the first unit of the targeted hex eliminated, and its re-rolls (O24.4). STRAFING_RUN in each facing 1-6 (O24.5; a line the map does not list refused), then CHOOSE_IMPACT_HEX per hex of the area (out-of-order ones refused) and the Bombing Run\'s Fire Attack sum 7. On an Event! of a Run\'s Targeting, Fire Attack or Defense roll, also RESOLVE_TRIGGER naming the Air Support event (O24.4/O24.5 Pull Up!): its reader removes his opponent\'s aircraft, or places his own in the first hex the map lists other than its own. The Japanese player is the situation\'s `axis` player.',
};
