/**
 * Fire (O27) of CC:P for the oracle: CC:E's parser and domain (oracle/procedures/cce/fire.ts) with the
 * CC:P edition (machines/ccp/fire.ts), its rejections in CC:P terms, the Actions on a shot named by their
 * CC:P ids (A35 Bore Sighting, A37 Crossfire, A39 Enfilade — CC:P's own —, A42 Hand Grenades, A45 Marksmanship,
 * A48 Sustained Fire),
 * Light Wounds (A44: LIGHT_WOUNDS / NO_LIGHT_WOUNDS as a Squad would break, with the situation's `lightWoundsTeams`),
 * Explosive Charge (A40: PLAY_EXPLOSIVE_CHARGE / DECLINE_EXPLOSIVE_CHARGE in offeringExplosiveCharge),
 * and the CC:P seeds, the rulebook's own O27.3.4 example first. The Japanese player is the situation's
 * `axis` player.
 *
 * Domain: CC:E's (scripted activations, shots, Actions and Fire Attack Rolls; Targeting by product class;
 * Defense Rolls by the boundary sums around the tie), with no Jammed! (CC:P has none) and, per Defense
 * Roll, the sums at the O27.3.4 a) boundary too: the largest that eliminates (Defense Total half the Attack
 * Total or less) and the smallest that does not.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProcedureSpec } from '../../../machines/core/procedure';
import { type Die, pairForSum } from '../../../machines/core/dice';
import { invalid, OracleError } from '../../../machines/core/errors';
import { arr, int, obj, oneOf, record, str } from '../../../machines/core/validate';
import { ownId } from '../../../machines/core/ruleset-ids';
import { projectFire } from '../../../machines/cce/fire/machine';
import { actionProblem } from '../../../machines/cce/fire/guards';
import type { FireCave, FireContext, FireOutput, FireSituation, NightVisibility } from '../../../machines/cce/fire/types';
import type { FireSituationView } from '../../../machines/cce/fire/firepower';
import { defenseMorale } from '../../../machines/cce/fire-defense';
import { coverFor } from '../../../machines/cce/fire-defense-states';
import { HEX_ID, NATIONALITIES, PLAYERS, UNIT_KINDS, type Unit } from '../../../machines/cce/units';
import { CCP_FIRE, CCP_FIRE_MAP_TERRAIN, CCP_FIRE_TERRAIN, ccpFireMachine } from '../../../machines/ccp/fire';
import { CCP_OWN_TERRAIN, CCP_TERRAIN_LOS, ccpImpassableBecause, WATER_BARRIER } from '../../../machines/ccp/terrain';
import { CCP_PARSER_HEXSIDES, CCP_PARSER_TERRAIN, checkCcpMap } from './map';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { CCE_PAIRWISE_FIRE_FACTORS, fireDomain, pairwiseFireSeeds, parseFireEvent, parseFireSituation, type FireSeed, type FireSeedOptions } from '../cce/fire';
import { buildUnit } from '../cce/seeds';
import { unknownEvent } from '../cce/common';
import { hiddenFortificationDomain, parseHiddenFortificationEvent } from './hidden';
import { parseCaveCrossings } from './cave';
import { CCP_FIRE_GAME_SEEDS } from './fire-game';
import { nestedEventCharts } from '../cce/event';
import { checkGameMatchesOrder, ccpNestedDomain, ccpOrderEvents, CCP_NESTED_EVENTS, parseCcpGame, parseCcpNestedEvent } from './game';
import type { EventRecord } from '../../../machines/cce/event/host';

// ----------------------------------------------------------------------------------------- situation

/** 18, 18.3, 7.2: `night` (absent: a day scenario) states the hexes holding a starshell marker. */
export function parseNight(raw: unknown, path: string): NightVisibility {
  const o = obj(raw, path, ['starshells'], ['starshells']);
  if (!Array.isArray(o.starshells)) invalid(`${path}.starshells`, 'an array of hex ids: the hexes holding a starshell marker (7.2)', o.starshells, '7.2');
  const starshells = (o.starshells as unknown[]).map((h, i) => str(h, `${path}.starshells[${i}]`, HEX_ID, 'a hex id such as "C7" (2.1)'));
  if (new Set(starshells).size !== starshells.length) invalid(`${path}.starshells`, 'each hex once', starshells, '7.2');
  return { starshells };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

type Independent = NonNullable<Unit['independent']>;
/** 3.3.3, 3.3.4: the rule of each kind of Leader with no command number. */
const INDEPENDENT_RULE: Record<Independent, string> = { scout: '3.3.3', 'sogeki-hei': '3.3.4' };

/**
 * 3.3.3, 3.3.4: a Scout or a Sogeki Hei is a Leader with `independent: "scout"` or `"sogeki-hei"` and,
 * "Having no actual command number", no `command` on either side; a Sogeki Hei is Japanese (3.3.4 c: "the
 * Japanese player selects"), the `axis` player's. Returns the units as the shared parser reads them (with
 * Command 0, the field lifted) and the indexes and kinds of these Leaders, which the caller puts back.
 */
function liftIndependentLeaders(units: unknown, path: string): { units: unknown; independent: [number, Independent][] } {
  if (!Array.isArray(units)) return { units, independent: [] };
  const independent: [number, Independent][] = [];
  const lifted = units.map((u, i) => {
    if (!isObject(u) || u.independent === undefined) return u;
    const at = `${path}.units[${i}]`;
    const { independent: raw, ...rest } = u;
    const kind = oneOf(raw, `${at}.independent`, ['scout', 'sogeki-hei'] as const, '3.3.3');
    const rule = INDEPENDENT_RULE[kind];
    // An unknown kind is the shared parser's to report (at `kind`); a known kind other than Leader is refused here.
    if (rest.kind !== 'leader' && !(UNIT_KINDS as readonly unknown[]).includes(rest.kind)) return rest;
    if (rest.kind !== 'leader') invalid(`${at}.independent`, `absent unless the unit is a Leader (a ${kind === 'scout' ? 'Scout' : 'Sogeki Hei'} is a Leader, ${rule})`, raw, rule);
    if (kind === 'sogeki-hei' && rest.owner !== 'axis') invalid(`${at}.owner`, '"axis": a Sogeki Hei is the Japanese player\'s (3.3.4 c)', rest.owner, rule);
    if (!isObject(rest.sides) || !isObject(rest.sides.unbroken) || !isObject(rest.sides.broken)) return rest;
    for (const side of ['unbroken', 'broken'] as const) {
      const printed = (rest.sides[side] as Record<string, unknown>).command;
      if (printed !== undefined) invalid(`${at}.sides.${side}.command`, `absent: it has "no actual command number" (${rule} a)`, printed, rule);
    }
    independent.push([i, kind]);
    return { ...rest, sides: { unbroken: { ...rest.sides.unbroken, command: 0 }, broken: { ...rest.sides.broken, command: 0 } } };
  });
  return { units: lifted, independent };
}

/**
 * F102: `caves` (absent: none) — each cave marker's hex, the Japanese units stacked underneath it (F102.1:
 * "inside"; only the `axis` player's, in that hex) and, for every other hex holding an Allied unit (a hex an
 * attack on the cave may emanate from), the level of the LOS thread where it crosses a hexside of the cave's
 * hex (F102.2.1: the map's depiction, stated). The cave's hex is a Hill Crest hex (F102, T89.3.1: the
 * map hex's `crest`); its level is the hex's `elevation`.
 */
export function parseCaves(raw: unknown, path: string, s: FireSituation): FireCave[] {
  const caves = arr(raw, path).map((c, i): FireCave => {
    const at = `${path}[${i}]`;
    const o = obj(c, at, ['hex', 'inside', 'crossings'], ['hex', 'inside', 'crossings']);
    const hex = str(o.hex, `${at}.hex`, HEX_ID, 'a hex id such as "C7" (2.1)');
    if (!s.map.hexes[hex]) invalid(`${at}.hex`, "a hex of the situation's map (a cave marker occupies a Hill Crest hex)", hex, ownId('ccp', 'F102'));
    if (!s.map.hexes[hex].crest) invalid(`${at}.hex`, `a Hill Crest hex [T89.3.1] ("A cave marker may only ever occupy a Hill Crest hex"): ${hex} has no "crest": true`, hex, ownId('ccp', 'F102'));
    const inside = arr(o.inside, `${at}.inside`).map((id, j) => {
      const u = s.units.find((x) => x.id === id);
      if (!u) invalid(`${at}.inside[${j}]`, 'the id of a unit of the situation', id, 'F102.1');
      if (u!.owner !== 'axis') invalid(`${at}.inside[${j}]`, `a Japanese ("axis") unit: "Only Japanese units can use caves"`, `${u!.id} (${u!.owner})`, 'F102.1');
      if (u!.hex !== hex) invalid(`${at}.inside[${j}]`, `a unit in the cave's hex ${hex}`, `${u!.id} in ${u!.hex}`, 'F102.1');
      return u!.id;
    });
    if (new Set(inside).size !== inside.length) invalid(`${at}.inside`, 'each unit once', inside, 'F102.1');
    const crossings = parseCaveCrossings(o.crossings, `${at}.crossings`, s.map);
    for (const u of s.units) {
      if (u.owner !== 'axis' && u.hex !== hex && crossings[u.hex] === undefined) invalid(`${at}.crossings.${u.hex}`, `the level of the LOS thread from ${u.hex} where it crosses a hexside of ${hex} (F102.2.1), for the Allied unit "${u.id}"`, 'absent', 'F102.2.1');
    }
    return { hex, inside, crossings };
  });
  caves.forEach((c, i) => {
    if (caves.findIndex((x) => x.hex === c.hex) !== i) invalid(`${path}[${i}].hex`, 'one cave marker per hex', c.hex, ownId('ccp', 'F102'));
  });
  return caves;
}

/**
 * A43.1: `caveSites` (absent: none) — the Crest hexes a Hidden Cave may be placed in during this Order, each with the level
 * of the LOS thread where it crosses a hexside of that hex from every hex holding an Allied unit (F102.2.1, as a cave's
 * `crossings`: the map's depiction, stated). A Hill Crest hex [T89.3.1] of the map with no cave yet (F100.3).
 */
export function parseCaveSites(raw: unknown, path: string, s: FireSituation): Record<string, Record<string, number>> {
  const sites: Record<string, Record<string, number>> = {};
  for (const [hex, v] of Object.entries(record(raw, path)).sort(([a], [b]) => a.localeCompare(b))) {
    if (!s.map.hexes[hex]?.crest) invalid(`${path}.${hex}`, `a Hill Crest hex [T89.3.1] of the situation's map (A43.1: "The hex affected by the attack must be a Crest hex")`, hex, ownId('ccp', 'A43.1'));
    if ((s.caves ?? []).some((k) => k.hex === hex)) invalid(`${path}.${hex}`, 'a hex with no cave marker yet ("cannot already contain a fortification of any type")', hex, ownId('ccp', 'A43.1'));
    const crossings = parseCaveCrossings(v, `${path}.${hex}`, s.map);
    for (const u of s.units) {
      if (u.owner !== 'axis' && u.hex !== hex && crossings[u.hex] === undefined) invalid(`${path}.${hex}.${u.hex}`, `the level of the LOS thread from ${u.hex} where it crosses a hexside of ${hex} (F102.2.1), for the Allied unit "${u.id}"`, 'absent', 'F102.2.1');
    }
    sites[hex] = crossings;
  }
  return sites;
}

/** CC:E's Fire situation, with CC:P's Scouts and Sogeki Hei (3.3.3, 3.3.4), map (./map.ts checkCcpMap: T81-T99, the Road, Trail and Bridge depictions its only hexside entries), CC:P's game around the Order (./game.ts), and CC:P's night (18.3). */
export function parseCcpFireSituation(raw: unknown, path: string): FireSituation {
  // `game`: the game around the Order, CC:P's (./game.ts), parsed after the shared parser, which knows CC:E's.
  const { night, caves, caveSites, game, ...day } = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const { units, independent } = liftIndependentLeaders(day.units, path);
  const s = inCcp(() => parseFireSituation(raw !== null && typeof raw === 'object' ? { ...day, ...(units !== undefined ? { units } : {}) } : raw, path, CCP_PARSER_TERRAIN, ccpImpassableBecause, CCP_PARSER_HEXSIDES));
  for (const [i, kind] of independent) {
    const u = s.units[i];
    u.independent = kind;
    delete u.sides.unbroken.command;
    delete u.sides.broken.command;
  }
  if (night !== undefined) s.night = parseNight(night, `${path}.night`);
  if (caves !== undefined) s.caves = inCcp(() => parseCaves(caves, `${path}.caves`, s));
  if (caveSites !== undefined) s.caveSites = inCcp(() => parseCaveSites(caveSites, `${path}.caveSites`, s));
  if (game !== undefined) {
    if (s.mode !== 'order') invalid(`${path}.game`, 'absent unless mode is "order" (an Op Fire\'s triggers are the Move Order\'s)', game, 'A41');
    s.game = parseCcpGame(game, path, units, day.map) ?? undefined;
    if (s.game) checkGameMatchesOrder(s.game, s, path);
  }
  checkCcpMap(s.map, path);
  return s;
}

/**
 * A CC:P map holds only the procedure's CC:P terrain (absent: the terrain both editions give alike, CCP_FIRE_TERRAIN)
 * and no hexside feature (T81): the other procedures' maps. Fire's, Move's and Advance's: ./map.ts checkCcpMap.
 */
export function refuseNonCcpTerrain(map: FireSituation['map'], path: string, terrain: readonly string[] = CCP_FIRE_TERRAIN): void {
  const own = terrain.length > CCP_FIRE_TERRAIN.length;
  for (const [hex, facts] of Object.entries(map.hexes)) {
    facts.terrain.forEach((t, i) => {
      if (!terrain.includes(t)) invalid(`${path}.map.hexes.${hex}.terrain[${i}]`, `one of ${terrain.join(', ')} (${own ? "the terrain both editions give alike and CC:P's own, T82-T97" : 'the terrain both editions give alike; CC:P terrain is T81-T99'})`, t, 'T81');
    });
  }
  if ((map.hexsides ?? []).length > 0) invalid(`${path}.map.hexsides`, 'absent: "there is no hexside terrain in CC:P"', map.hexsides, 'T81');
}

// -------------------------------------------------------------------------------------------- events

const CCE_ACTION_OF = CCP_FIRE.actionIds;
const CCP_ACTION_OF: Record<string, string> = Object.fromEntries(Object.entries(CCE_ACTION_OF).map(([ccp, cce]) => [cce, ccp]));

function parsePlayAction(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  // A43.1 Hidden Cave, A43.4 Hidden Pillbox, A43.5 Hidden Trenchline just before a Defense roll (./hidden.ts; A43.4, A43.5 as in CC:P Move's Op Fire).
  const hidden = parseHiddenFortificationEvent(raw, path, snapshot, 'defenseRolling');
  if (hidden) return hidden;
  const c = snapshot.context as FireContext;
  const o = obj(raw, path, ['type', 'action', 'player', 'nationality'], ['type', 'action', 'player']);
  // Rule ids here are CC:E's, as in every shared parser: inCcp gives the rejection in CC:P terms (A24 → A32, A37 → A45).
  const action = oneOf(o.action, `${path}.action`, Object.keys(CCE_ACTION_OF), 'A24');
  const e: { type: 'PLAY_ACTION'; action: string; player: (typeof PLAYERS)[number]; nationality?: (typeof NATIONALITIES)[number] } = { type: 'PLAY_ACTION', action, player: oneOf(o.player, `${path}.player`, PLAYERS, 'A24') };
  if (o.nationality !== undefined) e.nationality = oneOf(o.nationality, `${path}.nationality`, NATIONALITIES, 'A37');
  if (snapshot.matches('playingActions')) {
    const p = actionProblem(c, CCE_ACTION_OF[action], e.player, e.nationality);
    if (p) invalid(path, `a legal decision (${p.why})`, e, p.rule);
  } else if (snapshot.matches('defenseRolling')) {
    invalid(`${path}.action`, 'A43.1, A43.4 or A43.5 before a CC:P Defense Roll here (Concealment and Hidden Entrenchments are not in CC:P; Light Wounds, A44, is LIGHT_WOUNDS as the Squad would break)', action, 'A24');
  }
  return e as EventObject;
}

/**
 * CC:E Fire's events; LIGHT_WOUNDS, NO_LIGHT_WOUNDS: A44 as a Squad would break; PLAY_EXPLOSIVE_CHARGE,
 * DECLINE_EXPLOSIVE_CHARGE: A40 after a Fire Attack roll (the standalone procedure's events); the nested charts'
 * (./game.ts) when the game is described.
 */
export const CCP_FIRE_EVENTS = ['ACTIVATE', 'DECLARE_SHOT', 'PLAY_ACTION', 'FIRE', 'ABANDON_SHOT', 'BREAK_WEAPON', 'END_ORDER', 'CHOOSE_UNIT', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', 'PLAY_EXPLOSIVE_CHARGE', 'DECLINE_EXPLOSIVE_CHARGE', ...CCP_NESTED_EVENTS] as const;

/** A40: PLAY_EXPLOSIVE_CHARGE only where it is offered (doubles against an adjacent hex containing a Fortification). */
function parseExplosiveChargeEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const type = obj(raw, path, ['type'], ['type']).type as string;
  if (type === 'PLAY_EXPLOSIVE_CHARGE' && !snapshot.matches('offeringExplosiveCharge')) {
    throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: 'a Fire Attack roll of doubles, kept, against an adjacent hex containing a Fortification', actual: type, rule: 'A40' });
  }
  return { type } as EventObject;
}

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const kind = (raw as { type?: unknown } | null)?.type;
  if (kind === 'PLAY_EXPLOSIVE_CHARGE' || kind === 'DECLINE_EXPLOSIVE_CHARGE') return parseExplosiveChargeEvent(raw, path, snapshot);
  // 1.9.3-1.9.5 with `game`: inside a nested Event, Sniper or Time advance chart, its events (./game.ts).
  const nested = parseCcpNestedEvent(raw, path, snapshot);
  if (nested) return nested;
  return inCcp(() => {
    const type = (raw as { type?: unknown } | null)?.type;
    if (!(CCP_FIRE_EVENTS as readonly unknown[]).includes(type)) return unknownEvent(raw, path, snapshot, CCP_FIRE_EVENTS);
    if (type === 'PLAY_ACTION') return parsePlayAction(raw, path, snapshot);
    const e = parseFireEvent(raw, path, snapshot);
    if ((e as { trigger?: unknown }).trigger === 'Jammed!') throw new OracleError({ code: 'impossible-roll', path: `${path}.trigger`, expected: 'one of "Event!", "Sniper!", "Time!" (CC:P has no Jammed! trigger)', actual: 'Jammed!', rule: '1.9.1' });
    return e;
  });
}

/** CC:E's output, the Actions named by their CC:P ids, and every `rule` (the shared derivations cite CC:E's O20.3.3, T78.3, A41 …) in CC:P terms. */
export function projectCcpFire(snapshot: AnyMachineSnapshot): FireOutput {
  const c = snapshot.context as FireContext;
  const out = projectFire(c);
  // F102.1, A43.1: with caves stated (or a Hidden Cave site), the caves after the Order and who is inside each.
  const s = c.situation as FireSituationView;
  const caves = s.caves || s.caveSites ? { caves: (s.caves ?? []).map((k) => ({ hex: k.hex, inside: k.inside.filter((id) => s.units.some((u) => u.id === id)) })) } : {};
  // 1.9.3, 1.9.4 with `game`: the Events' records in CC:P terms (./game.ts), not through the blanket translation.
  const { events, ...rest } = out as FireOutput & { events?: EventRecord[] };
  const translated = inCcpIds({ ...rest, ...caves, shots: out.shots.map((s) => ({ ...s, actions: s.actions.map((a) => ({ ...a, action: (CCP_ACTION_OF[a.action] ?? a.action) as never })) })) }, 'output') as FireOutput;
  return events ? ({ ...translated, events: ccpOrderEvents(events, 'output.events') } as FireOutput) : translated;
}

// -------------------------------------------------------------------------------------------- domain

/** O27.3.4 a): the largest roll whose Defense Total is half the Attack Total or less, and the next one. */
function halfBoundarySums(attackTotal: number, morale: number): number[] {
  const largest = Math.floor(attackTotal / 2) - morale;
  return [largest, largest + 1].filter((s) => s >= 2 && s <= 12);
}

function domain(snapshot: AnyMachineSnapshot, seed: FireSeed | undefined): EventObject[] {
  // A40: the firing player's choice.
  if (snapshot.matches('offeringExplosiveCharge')) return [{ type: 'PLAY_EXPLOSIVE_CHARGE' }, { type: 'DECLINE_EXPLOSIVE_CHARGE' }];
  // With `game`: inside a nested chart, CC:P's Time advance's domain or the Event's decisions (./game.ts).
  const nested = ccpNestedDomain(snapshot, seed?.options.time);
  if (nested) return nested;
  const events = fireDomain(snapshot, seed?.options ?? { activations: [], shots: [] }).filter((e) => (e as { trigger?: unknown }).trigger !== 'Jammed!');
  if (!snapshot.matches('defenseRolling')) return events;
  const hidden = hiddenFortificationDomain(snapshot, 'defenseRolling');
  const c = snapshot.context as FireContext;
  const u = c.situation.units.find((x) => x.id === c.defense.current)!;
  const m = defenseMorale(u, c.situation, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero', coverFor(c, u));
  const rolls = events.filter((e) => e.type === 'ROLL' && !(e as { trigger?: unknown }).trigger) as unknown as { white: number; colored: number }[];
  const sums = new Set(rolls.map((r) => r.white + r.colored));
  const extra = halfBoundarySums(c.defense.attackTotal, m).filter((s) => !sums.has(s));
  return [...extra.map((s) => ({ type: 'ROLL', ...pairForSum(s) }) as EventObject), ...events, ...hidden];
}

// --------------------------------------------------------------------------------------------- seeds

const unit = (o: Record<string, unknown>): Unit => buildUnit(o);
/** Every hex of columns A-F, rows 3-7, Open Ground: a map complete enough that LOS is computed from it (10.1, 16.1). */
const grid = () => Object.fromEntries('ABCDEF'.split('').flatMap((col) => [3, 4, 5, 6, 7].map((row) => [`${col}${row}`, { terrain: ['Open Ground'] }])));
const base = { initiative: 'allied' as const, mode: 'order' as const, defender: null, activatedThisTurn: [], opFireActivated: [], moving: [], entering: [], player: 'axis' as const, los: [] };
const seed = (name: string, purpose: string, options: FireSeedOptions, situation: Partial<FireSituation>): FireSeed => ({ name, purpose, options, situation: { ...base, ...situation } as FireSituation });

/**
 * The Actions on the shot that add +2 FP and that no other seed plays: Bore Sighting (A35), Hand Grenades (A42),
 * Marksmanship (A45) — and Crossfire (A37) on a lone target, whose shot record ends with its one Defense Roll — each on a shot where the +2 moves the Defense Roll boundaries (the domain walks the sums
 * around the tie and the O27.3.4 a) half), so an engine that leaves the Action's term out answers otherwise.
 * The American player fires: CC:E's nationalities (the situation's `nationality`, A45's "faction") hold no Japanese.
 */
const CCP_SHOT_ACTION_SEEDS: FireSeed[] = [
  seed(
    'crossfire-lone-moving-squad',
    'A37: the Japanese Squad in B5 fires with Crossfire at the American Squad in D5, alone and activated to Move: 6 + 2 = 8 FP, Attack Total 15 on 3•4 (13 without it); the shot is recorded as its one Defense Roll ends, so an engine without the +2 is told apart on the shot\'s own FP.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', actions: ['A37'] as never, attackRolls: [{ white: 3, colored: 4 }] }] },
    { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], moving: ['us-1'], map: { hexes: grid() } },
  ),
  seed(
    'bore-sighting-defender-mg',
    'A35: the American player is the scenario Defender; his Team in B5 fires its MG (printed FP 5) at the Japanese Squad in E5 with Bore Sighting: 5 + 2 = 7 FP, Attack Total 14 on 3•4 (12 without it).',
    { activations: [['us-g']], shots: [{ pieces: ['us-mg'], target: 'E5', actions: ['A35'] as never, attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      player: 'allied',
      defender: 'allied',
      units: [
        unit({ id: 'us-g', owner: 'allied', kind: 'team', hex: 'B5', weapon: { id: 'us-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5' }),
      ],
      map: { hexes: grid() },
    },
  ),
  seed(
    'hand-grenades-fire-group',
    'A42: a Fire Group of two American Squads, one in C5 adjacent to the target D5 and one in B5 two hexes from it ("only one firing hex need be adjacent"), fires with Hand Grenades: X 6 + Y 1 + 2 = 9 FP, Attack Total 16 on 3•4 (14 without it).',
    { activations: [['us-ldr', 'us-1', 'us-2']], shots: [{ pieces: ['us-1', 'us-2'], target: 'D5', base: 'us-1', actions: ['A42'] as never, attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      player: 'allied',
      units: [
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'C5' }),
        unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'B5' }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' }),
      ],
      map: { hexes: grid() },
    },
  ),
  seed(
    'marksmanship-faction',
    'A45: the American Squad in B5 (faction "america") fires at the Japanese Squad in E5 with Marksmanship indicating its faction: 6 + 2 = 8 FP, Attack Total 15 on 3•4 (13 without it).',
    { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'E5', actions: ['A45'] as never, marksmanship: 'america', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      player: 'allied',
      units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'B5', nationality: 'america' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5' })],
      map: { hexes: grid() },
    },
  ),
];

export const CCP_FIRE_SEEDS: FireSeed[] = [
  seed(
    'light-wounds',
    'A44, O27.3.4: the American Squad in B5 fires at E5 (6 FP), holding an unbroken and a broken Japanese Squad (Morale 7 and 5, Open Ground; −1 while both stand there, 8 figures, 15.2.2); the Japanese player holds two Light Wounds (lightWoundsTeams, taken in order). On 3•4 (Attack Total 13) a Defense roll that breaks the unbroken Squad (Total 12 or less, above 6½) or breaks the broken one again (3.2: eliminated) may instead place a Team into E5, broken as the Squad was, for 1 VP each; on 6•6 (Attack Total 18) a Defense Total of 9 or less eliminates outright (O27.3.4 a), which Light Wounds cannot save ("not one that is being eliminated outright").',
    { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }, { white: 6, colored: 6 }] }], lightWounds: true },
    {
      player: 'allied',
      units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'B5' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'jp-brk', owner: 'axis', kind: 'squad', hex: 'E5', broken: true })],
      map: { hexes: grid() },
      lightWoundsTeams: { axis: [{ id: 'jp-lw-1', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } }, { id: 'jp-lw-2', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } }] },
    },
  ),
  seed(
    'height-mixed-fire-group',
    'T89.2, reading ccp.height-mixed-fire-group: a Fire Group of two Squads, one on level 2 above the level-1 target hex and one on level 0 below it, fires at the Allied Squad in E5 (FP 6 + 1 = 7, and 7 both ways or 8 downhill).',
    { activations: [['jp-ldr', 'jp-1', 'jp-2']], shots: [{ pieces: ['jp-1', 'jp-2'], target: 'E5', base: 'jp-1', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      units: [
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C5' }),
        unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'C6' }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }),
      ],
      // A partial map, the lines of fire stated (DESIGN.md rule 5): the hill's other hexes do not matter here.
      map: { hexes: { B5: { terrain: ['Open Ground'] }, C5: { terrain: ['Open Ground'], elevation: 2 }, C6: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground'], elevation: 1 } } },
      los: [
        { from: 'C5', to: 'E5', sight: 'clear' },
        { from: 'C6', to: 'E5', sight: 'clear' },
      ],
    },
  ),
  seed(
    'rulebook-defense-example',
    'O27.3.4, its example: a Japanese Fire Group of four Squads (X 6 + Y 3 = 9 FP, O27.3.1.2) rolls 4+6 for an Attack Total of 19 against three Allied Teams (Morale 7) and a Leader (Morale 9, Command 0: the example adds no Command) in Open Ground (their Leader, in B5, activates them and does not fire); rolls of 2, 7, 12 and 11 eliminate, break, suppress and leave unhurt (a-d), every boundary around them walked.',
    { activations: [['jp-ldr', 'jp-1', 'jp-2', 'jp-3', 'jp-4']], shots: [{ pieces: ['jp-1', 'jp-2', 'jp-3', 'jp-4'], target: 'E5', base: 'jp-1', attackRolls: [{ white: 4, colored: 6 }] }] },
    {
      units: [
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B5', command: 2 }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C5' }),
        unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'C5' }),
        unit({ id: 'jp-3', owner: 'axis', kind: 'squad', hex: 'C4' }),
        unit({ id: 'jp-4', owner: 'axis', kind: 'squad', hex: 'C6' }),
        unit({ id: 'us-t1', owner: 'allied', kind: 'team', hex: 'E5', morale: [7, 6] }),
        unit({ id: 'us-t2', owner: 'allied', kind: 'team', hex: 'E5', morale: [7, 6] }),
        unit({ id: 'us-t3', owner: 'allied', kind: 'team', hex: 'E5', morale: [7, 6] }),
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5', morale: [9, 7], command: 0 }),
      ],
      map: { hexes: grid() },
    },
  ),
  seed(
    'only-target-in-melee-hex',
    'O27.1.1, 19.1: the only Allied unit in LOS and Range shares D5 with a Japanese Squad (a melee hex): no Fire order can be given.',
    { activations: [], shots: [] },
    {
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'D5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
      map: { hexes: grid() },
    },
  ),
  seed(
    'melee-hex-beside-a-target',
    'O27.1.2, O27.3 a): a Japanese Squad in the melee hex D5 cannot be activated; the Squad in B5 fires at the Allied Team in E6, not at the melee hex D5; a broken Team whose Defense Total is more than half but less than the Attack Total breaks again and is eliminated (3.2.4).',
    { activations: [['jp-2'], ['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5' }, { pieces: ['jp-1'], target: 'E6', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      units: [
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }),
        unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'D5' }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }),
        unit({ id: 'us-t', owner: 'allied', kind: 'team', hex: 'E6', broken: true }),
      ],
      map: { hexes: { ...grid(), E6: { terrain: ['Building'] } } },
    },
  ),
  seed(
    'ordnance-targeting-and-triggers',
    'O27.2.2, O27.2.3: a Japanese Mortar at range 3 misses or hits by the product of the dice; an Event!, Sniper! or Time! on the hit is resolved before it (1.9.1.3; no Jammed! in CC:P); its Fire Attack Roll may carry a Sniper! or a Time!.',
    {
      activations: [['jp-m']],
      shots: [{ pieces: ['jp-mortar'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }, { white: 2, colored: 5, trigger: 'Sniper!' }, { white: 1, colored: 2, trigger: 'Time!' }] }],
      targetingTriggers: true,
      triggerEffects: [[], [{ unit: 'us-1', effect: 'suppress' }]],
    },
    {
      units: [
        unit({ id: 'jp-m', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-mortar', type: 'mortar', fp: 4, range: 12, ordnance: true, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }),
      ],
      map: { hexes: grid() },
    },
  ),
  seed(
    'sustained-fire-doubles',
    'A48: an MG firing alone with Sustained Fire (+2) rolls doubles and breaks, or rolls an Event!; then two MGs firing together with two Sustained Fires roll doubles and both break, the firer choosing which first.',
    {
      activations: [['jp-ldr', 'jp-g', 'jp-h', 'jp-i']],
      shots: [
        { pieces: ['jp-mg'], target: 'E5', actions: ['A48'] as never, attackRolls: [{ white: 3, colored: 3 }, { white: 2, colored: 5, trigger: 'Event!' }] },
        { pieces: ['jp-mg2', 'jp-mg3'], target: 'E5', base: 'jp-mg2', actions: ['A48', 'A48'] as never, attackRolls: [{ white: 4, colored: 4 }] },
      ],
      triggerEffects: [[]],
    },
    {
      units: [
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'jp-g', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'jp-h', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-mg2', type: 'mg', fp: 4, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'jp-i', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-mg3', type: 'mg', fp: 4, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5', morale: [12, 12] }),
      ],
      map: { hexes: grid() },
    },
  ),
  seed(
    'enfilade-fire-group',
    'A39 Enfilade, "+1 for each firing piece beyond the first", cumulative with the Fire Group\'s own bonus (O27.3.1.2) and with a second Enfilade (A32): three Squads (FP 4) in C5, C5 and C6 fire at E5 with two Enfilades (4 + 2 + 2 + 2 = 10 FP, Attack Total 17 on 3•4); then a Team (FP 1) and the MG it possesses (FP 5), two pieces, fire with one (5 + 1 + 1 = 7, Attack Total 11 on 2•2, doubles: no Sustained Fire played).',
    {
      activations: [['jp-ldr', 'jp-1', 'jp-2', 'jp-3', 'jp-g']],
      shots: [
        { pieces: ['jp-1', 'jp-2', 'jp-3'], target: 'E5', base: 'jp-1', actions: ['A39', 'A39'] as never, attackRolls: [{ white: 3, colored: 4 }] },
        { pieces: ['jp-g', 'jp-mg'], target: 'E5', base: 'jp-mg', actions: ['A39'] as never, attackRolls: [{ white: 2, colored: 2 }] },
      ],
    },
    {
      units: [
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C5', fp: [4, 1], range: [5, 3] }),
        unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'C5', fp: [4, 1], range: [5, 3] }),
        unit({ id: 'jp-3', owner: 'axis', kind: 'squad', hex: 'C6', fp: [4, 1], range: [5, 3] }),
        unit({ id: 'jp-g', owner: 'axis', kind: 'team', hex: 'C6', fp: [1, 0], range: [4, 2], weapon: { id: 'jp-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5', morale: [12, 12] }),
      ],
      map: { hexes: grid() },
    },
  ),
  seed(
    'defense-roll-trigger-and-reroll',
    '1.9.1.3, 10.1, O27.3.4 a): against an Attack Total of 18 (6 FP + 6•6), a Defense Total of exactly 9 (Morale 7 + 2) eliminates; the Allied Squad\'s Defense Roll carries an Event!, Sniper! or Time! (resolved before its result, which stays locked in) or is cancelled once by the Initiative holder.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 6, colored: 6 }] }], defenseTriggers: true, triggerEffects: [[], [{ unit: 'us-1', effect: 'eliminate' }]], rerolls: 1 },
    {
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
      map: { hexes: grid() },
    },
  ),
  seed(
    'smoke-round-and-hindered-shot',
    'O27.2.1, O27.2.3, 10.1: a Japanese Mortar declares Smoke at the empty hex E3 (a hit places it; the Targeting Roll may be cancelled once); O27.3.2: a Team of 3 FP firing through the 3-Hindrance Smoke in D5 has 0 FP and cannot fire.',
    { activations: [['jp-ldr', 'jp-m', 'jp-t']], shots: [{ pieces: ['jp-mortar'], target: 'E3', smoke: true }, { pieces: ['jp-t'], target: 'E5' }], rerolls: 1 },
    {
      units: [
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'jp-m', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-mortar', type: 'mortar', fp: 4, range: 12, ordnance: true, smoke: true, boxedRange: false, broken: false } }),
        unit({ id: 'jp-t', owner: 'axis', kind: 'team', hex: 'C5', fp: [3, 1] }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }),
      ],
      map: { hexes: { ...grid(), D5: { terrain: ['Open Ground'], markers: ['Smoke:3'] } } },
    },
  ),
  seed(
    'gully-depression',
    'T88: the only Allied unit is in a Gully two hexes from the Japanese Squad, at the same level: "A unit in a gully can not be seen except from an adjacent hex or a hex at a higher level" — no Fire order can be given.',
    { activations: [], shots: [] },
    { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), D5: { terrain: ['Gully'] } } } },
  ),
  seed(
    'gully-adjacent-and-two-smokes',
    'T88, T81.3: a Japanese Squad fires at the Allied Squad in the adjacent Gully (Cover 1); another fires at E5 through Smoke 1 in C5 and Smoke 3 in D5: only the largest Hindrance counts (16.3.3), 6 − 3 = 3 FP; a Hero eliminated gives no VP (14.1).',
    { activations: [['jp-ldr', 'jp-1', 'jp-2']], shots: [{ pieces: ['jp-2'], target: 'D6', attackRolls: [{ white: 6, colored: 5 }] }, { pieces: ['jp-1'], target: 'E5', attackRolls: [{ white: 6, colored: 6 }] }] },
    {
      units: [
        unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }),
        unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'C6' }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D6' }),
        unit({ id: 'us-h', owner: 'allied', kind: 'leader', hex: 'E5', hero: true, morale: [5, 4], command: 0 }),
      ],
      map: { hexes: { ...grid(), D6: { terrain: ['Gully'] }, C5: { terrain: ['Open Ground'], markers: ['Smoke:1'] }, D5: { terrain: ['Open Ground'], markers: ['Smoke:3'] } } },
    },
  ),
  ...(
    [
      ['blaze-blocks-los', '16.2.2: a Blaze in C5, between the Japanese Squad in B5 and the only Allied unit in D5, blocks the LOS', { C5: { terrain: ['Open Ground'], markers: ['Blaze'] } }],
      ['hill-between-blocks-los', 'T89.3.3: a level-1 Hill in C4-C6, higher than both ends (level 0), blocks the LOS from B5 to D5', { C4: { terrain: ['Open Ground'], elevation: 1 }, C5: { terrain: ['Open Ground'], elevation: 1 }, C6: { terrain: ['Open Ground'], elevation: 1 } }],
      ['crest-as-high-blocks-los', 'T89.3.2: from B5 (level 0) to D5 (level 1), the level-1 Crest in C5, as high as the higher end, blocks the LOS', { C5: { terrain: ['Open Ground'], elevation: 1 }, D5: { terrain: ['Open Ground'], elevation: 1 } }],
      ['jungle-blocks-los', 'T91, 16.2.1: Jungle in C5 (an Obstacle, machines/ccp/terrain.ts), between the Japanese Squad in B5 and the only Allied unit in D5, blocks the LOS', { C5: { terrain: ['Jungle'] } }],
    ] as const
  ).map(([name, why, hexes]) =>
    seed(name, `${why}: no Fire order can be given (O27.1.1).`, { activations: [], shots: [] }, { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), ...(hexes as unknown as Record<string, never>) } } }),
  ),
  seed(
    'moving-target-tie-breaks',
    'O27.3.4 c): an Allied Squad activated to Move that ties the Attack Total breaks; the unmoving Team in its hex that ties is suppressed; Crossfire (A37) against the moving unit, +2.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', actions: ['A37'] as never, attackRolls: [{ white: 3, colored: 4 }] }], anyDefenseOrder: true },
    {
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }), unit({ id: 'us-t', owner: 'allied', kind: 'team', hex: 'D5' })],
      moving: ['us-1'],
      map: { hexes: grid() },
    },
  ),
  ...CCP_SHOT_ACTION_SEEDS,
  seed(
    'hidden-fortifications',
    'A43.4, A43.5, F105, F106.1: the Allied player is the scenario Defender; the Japanese Squad in C5 fires at E5 (6 FP + 3+4 = 13), where an Allied Squad and Team stand; just before each Defense Roll its owner may place a Hidden Pillbox (Cover 5) or a Hidden Trenchline (Cover 4) into E5, once: then the hex holds a fortification.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      defender: 'allied',
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' }), unit({ id: 'us-t', owner: 'allied', kind: 'team', hex: 'E5' })],
      map: { hexes: grid() },
    },
  ),
];

const mortarTeam = (id: string, hex: string) => unit({ id, owner: 'axis', kind: 'team', hex, weapon: { id: `${id}-mortar`, type: 'mortar', fp: 4, range: 12, ordnance: true, smoke: false, boxedRange: false, broken: false } });

/**
 * 18.3, 7.2: a night scenario. The Japanese Squad (6 FP) in B5 and a Mortar Team beside it fire at the
 * Allied Squad in E5, range 3: the automatic Hindrance of 3 leaves the Squad 3 FP (16.3.2.1) and makes the
 * Mortar's Targeting need a product over 3 + 3 (O27.2.4); a starshell in E3, 2 hexes from E5, illuminates
 * the target hex and removes it; one in E2, 3 hexes away, does not.
 */
const NIGHT_SEEDS: FireSeed[] = (
  [
    ['night-visibility', 'no starshell', []],
    ['night-starshell-2-hexes-away', 'a starshell in E3, 2 hexes from the target hex (illuminated: no night Hindrance)', ['E3']],
    ['night-starshell-3-hexes-away', 'a starshell in E2, 3 hexes from the target hex (not illuminated)', ['E2']],
  ] as const
).map(([name, what, starshells]) =>
  seed(
    name,
    `18.3, 7.2: at night, ${what}: the Japanese Squad in B5 (6 FP) and the Mortar in B6 fire at the Allied Squad in E5, range 3 (Hindrance 3 unless illuminated: FP 6 or 3, Targeting product over 3 or 6).`,
    {
      activations: [['jp-ldr', 'jp-1', 'jp-m']],
      shots: [
        { pieces: ['jp-1'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] },
        { pieces: ['jp-m-mortar'], target: 'E5', attackRolls: [{ white: 2, colored: 2 }] },
      ],
    },
    {
      units: [unit({ id: 'jp-ldr', owner: 'axis', kind: 'leader', hex: 'B6', command: 1 }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), mortarTeam('jp-m', 'B6'), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: { hexes: grid() },
      night: { starshells: [...starshells] },
    },
  ),
);


/** F101, F103, F105, F106: a Mortar's attack on a unit in each Fortification takes its Cover against Mortars (the second figure). */
const FORTIFICATION_SEEDS: FireSeed[] = (['Bunker', 'Foxholes', 'Pillbox', 'Trench'] as const).map((f) =>
  seed(
    `mortar-at-${f.toLowerCase()}`,
    `T81.3, F101-F106: a Japanese Mortar hits an Allied Squad in ${f} (its Cover against mortars, aircraft and artillery applies) and rolls 4•5 for its Fire Attack.`,
    { activations: [['jp-m']], shots: [{ pieces: ['jp-m-mortar'], target: 'E5', attackRolls: [{ white: 4, colored: 5 }] }] },
    { units: [mortarTeam('jp-m', 'B5'), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' })], map: { hexes: { ...grid(), E5: { terrain: ['Open Ground'], markers: [f] } } } },
  ),
);

/**
 * A40 Explosive Charge in a Fire Order: after the kept Fire Attack roll, before the Defense rolls. The Japanese Squad in
 * D5 stands in Foxholes (Cover 3, F103).
 */
const EXPLOSIVE_CHARGE_FIRE_SEEDS: FireSeed[] = [
  seed(
    'explosive-charge-foxholes',
    'A40, F100.2, O27.3.4: the American Squad in C5 fires at the adjacent D5 (6 FP), where a Japanese Squad stands in Foxholes (Cover 3: Morale 10); on 4•4 (doubles, Attack Total 14) the American player may play Explosive Charge: the Foxholes are eliminated before the Defense roll (Morale 7), or not (Morale 10); on 4•5 (Attack Total 15) it may not be played.',
    { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'D5', attackRolls: [{ white: 4, colored: 4 }, { white: 4, colored: 5 }] }] },
    {
      player: 'allied',
      units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'C5' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' })],
      map: { hexes: { ...grid(), D5: { terrain: ['Open Ground'], markers: ['Foxholes'] } } },
    },
  ),
  seed(
    'explosive-charge-not-adjacent',
    'A40: the American Squad in B5 fires at D5 (two hexes away; Foxholes) and rolls 3•3: doubles, but the attack is not against an adjacent hex, so Explosive Charge is not offered.',
    { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'D5', attackRolls: [{ white: 3, colored: 3 }] }] },
    {
      player: 'allied',
      units: [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'B5' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' })],
      map: { hexes: { ...grid(), D5: { terrain: ['Open Ground'], markers: ['Foxholes'] } } },
    },
  ),
  seed(
    'explosive-charge-fire-group',
    'A40, reading ccp.explosive-charge-group-adjacent: a Fire Group of the American Squads in C5 (adjacent to D5) and B5 (two hexes away), activated by their Leader in B5, fires at D5, a Japanese Squad in a Pillbox (Cover 5), and rolls 3•3: under every-firing-hex (the default) Explosive Charge is not offered; under one-firing-hex it is, and the Pillbox may be eliminated before the Defense roll.',
    { activations: [['us-ldr', 'us-1', 'us-2']], shots: [{ pieces: ['us-1', 'us-2'], target: 'D5', base: 'us-1', attackRolls: [{ white: 3, colored: 3 }] }] },
    {
      player: 'allied',
      units: [
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'B5', command: 1 }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'C5' }),
        unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'B5' }),
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'D5' }),
      ],
      map: { hexes: { ...grid(), D5: { terrain: ['Open Ground'], markers: ['Pillbox'] } } },
    },
  ),
];

/**
 * 15.2.1, 15.2.2, T81.3.2: the figures in the target hex, both sides' (squad 4, team 2, leader 1), above 7
 * lower its Cover by one each, counted again at each Defense Roll (T81.3.1: Cover modifies Morale "at all
 * times"); a Cover an attack sets to 0 stays 0 (5.6: the flamethrower's, "with no modifications possible").
 */
/** 15.2.2: `n` Allied Squads in D5 (a Building unless `terrain` says otherwise), shot at by the Japanese Squad in B5, which rolls `roll`. */
const squadsInBuilding = (name: string, purpose: string, n: number, roll: { white: Die; colored: Die }, terrain = 'Building'): FireSeed =>
  seed(name, purpose, { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [roll] }] }, {
    units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), ...Array.from({ length: n }, (_, i) => unit({ id: `us-${i + 1}`, owner: 'allied', kind: 'squad', hex: 'D5' }))],
    map: { hexes: { ...grid(), D5: { terrain: [terrain] } } },
  });

const STACKING_SEEDS: FireSeed[] = [
  squadsInBuilding(
    'overstacked-building',
    '15.2.2, T81.3.2: three Allied Squads (12 figures, 5 above 7) in a Building (Cover 3 - 5 = -2, Morale 5); the Japanese Squad in B5 rolls 6•6 (Attack Total 18): the first Squad eliminated, the hex holds 8 figures and the others defend with Cover 3 - 1 = 2 (Morale 9).',
    3,
    { white: 6, colored: 6 },
  ),
  squadsInBuilding('overstacked-by-one', '15.2.2: two Allied Squads (8 figures, one above 7) in a Building: Cover 3 - 1 = 2, Morale 9; the Japanese Squad in B5 rolls 4•4 (Attack Total 14).', 2, { white: 4, colored: 4 }),
  seed(
    'stacking-limit-seven-figures',
    '15.2.1: an Allied Squad, Team and Leader (Command 0) in a Gully hold 4 + 2 + 1 = 7 figures, not overstacked: Cover 1 (Morale 8, the Leader 10); the Japanese Squad in B5 rolls 4•5 (Attack Total 15).',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D6', attackRolls: [{ white: 4, colored: 5 }] }] },
    {
      units: [
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'C6' }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D6' }),
        unit({ id: 'us-t', owner: 'allied', kind: 'team', hex: 'D6' }),
        unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'D6', command: 0 }),
      ],
      map: { hexes: { ...grid(), D6: { terrain: ['Gully'] } } },
    },
  ),
  seed(
    'flamethrower-at-overstacked-hex',
    '5.6, 15.2.2: a Japanese Flamethrower (FP 8) fires at two Allied Squads (8 figures) in the adjacent Building: their Cover is set to 0, not lowered to -1 (Morale 7); it rolls 2•3 (Attack Total 13).',
    { activations: [['jp-f']], shots: [{ pieces: ['jp-f-flame'], target: 'C5', attackRolls: [{ white: 2, colored: 3 }] }] },
    {
      units: [
        unit({ id: 'jp-f', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-f-flame', type: 'flamethrower', fp: 8, range: 1, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'C5' }),
        unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'C5' }),
      ],
      map: { hexes: { ...grid(), C5: { terrain: ['Building'] } } },
    },
  ),
];

/** 3.3.3, 3.3.4: a Scout or a Sogeki Hei — a Leader (the seed builder's Leader, its Morale, FP, Range, Movement unless given) with "no actual command number". */
function independentLeader(kind: Independent, o: Record<string, unknown>): Unit {
  const u = unit({ ...o, kind: 'leader' });
  const { command: _u, ...unbroken } = u.sides.unbroken;
  const { command: _b, ...broken } = u.sides.broken;
  return { ...u, sides: { unbroken, broken }, independent: kind };
}
const scout = (o: Record<string, unknown>): Unit => independentLeader('scout', o);
const usMortar = (id: string, hex: string, extra: Record<string, unknown> = {}) =>
  unit({ id, owner: 'allied', kind: 'team', hex, weapon: { id: `${id}-mortar`, type: 'mortar', fp: 4, range: 12, minRange: 2, ordnance: true, smoke: false, boxedRange: false, broken: false }, ...extra });
/** The Allied player fires (a Scout of his), the Japanese holding the Initiative card. */
const alliedFire = { player: 'allied' as const, initiative: 'axis' as const };
/** Partial maps (DESIGN.md rule 5): only the hexes named, Open Ground, the lines of fire stated (an unstated one is blocked). */
const openHexes = (...hexes: string[]) => ({ hexes: Object.fromEntries(hexes.map((h) => [h, { terrain: ['Open Ground'] }])) });

/**
 * 3.3.3, O27.1.3, O27.2.5: Scouts. The Allied Scout in D5 sees the Japanese Squad in F5 (range 2); the
 * Mortar Team in A5 (range 5 from F5) does not, or sees it through a Hindrance of 3. The Scout activates the
 * Mortar anywhere on the map and the Mortar fires with its LOS traced from the Scout: the Targeting range
 * counted from the Mortar (5), the Hindrance along the Scout's LOS.
 */
const SCOUT_SEEDS: FireSeed[] = [
  seed(
    'scout-activates-unseen-mortar',
    'O27.1.3, O27.2.5: the Allied Scout in D5 (LOS to the Japanese Squad in F5) activates the Mortar Team in A5, which has no LOS to F5, and not the Squad beside it (3.3.3 a); the Mortar fires with the Scout\'s LOS: range 5 from A5, no Hindrance (a product of 5 misses, 6 hits), then 4 FP + 3•4 = 11.',
    {
      activations: [['us-scout', 'us-m'], ['us-scout', 'us-m', 'us-sq'], ['us-scout']],
      shots: [{ pieces: ['us-m-mortar'], target: 'F5', spotter: 'us-scout', attackRolls: [{ white: 3, colored: 4 }] }],
    },
    {
      ...alliedFire,
      units: [scout({ id: 'us-scout', owner: 'allied', hex: 'D5' }), usMortar('us-m', 'A5'), unit({ id: 'us-sq', owner: 'allied', kind: 'squad', hex: 'A4' }), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'F5' })],
      map: openHexes('A4', 'A5', 'D5', 'F5'),
      los: [{ from: 'D5', to: 'F5', sight: 'clear' }],
    },
  ),
  seed(
    'scout-spotting-hindrance',
    'O27.2.5: the Mortar Team in A5 sees the Japanese Squad in F5 through a Hindrance of 3, the Allied Scout in D5 sees it clear; spotted, the Targeting needs a product over 5 (6 hits), not over 5 + 3.',
    { activations: [['us-scout', 'us-m']], shots: [{ pieces: ['us-m-mortar'], target: 'F5', spotter: 'us-scout', attackRolls: [{ white: 2, colored: 2 }] }] },
    {
      ...alliedFire,
      units: [scout({ id: 'us-scout', owner: 'allied', hex: 'D5' }), usMortar('us-m', 'A5'), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'F5' })],
      map: openHexes('A5', 'D5', 'F5'),
      los: [
        { from: 'D5', to: 'F5', sight: 'clear' },
        { from: 'A5', to: 'F5', sight: 'hindrance', hindrance: 3 },
      ],
    },
  ),
  seed(
    'scout-los-hindered-mortar-clear',
    'O27.2.5: the Mortar Team in A5 sees the Japanese Squad in F5 clear, the Allied Scout in D5 through a Hindrance of 2; spotted, the Targeting needs a product over 5 + 2 (6 misses, 8 hits), where the Mortar\'s own LOS would need one over 5.',
    {
      activations: [['us-scout', 'us-m']],
      shots: [
        { pieces: ['us-m-mortar'], target: 'F5', spotter: 'us-scout', attackRolls: [{ white: 2, colored: 2 }] },
      ],
    },
    {
      ...alliedFire,
      units: [scout({ id: 'us-scout', owner: 'allied', hex: 'D5' }), usMortar('us-m', 'A5'), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'F5' })],
      map: openHexes('A5', 'D5', 'F5'),
      los: [
        { from: 'D5', to: 'F5', sight: 'hindrance', hindrance: 2 },
        { from: 'A5', to: 'F5', sight: 'clear' },
      ],
    },
  ),
  seed(
    'scout-broken-no-activation',
    '3.3.3 b), O27.1.3: the Allied Scout in D5 is broken; the Mortar Team in A5 has no LOS to the Japanese Squad in F5: no Fire order can be given.',
    { activations: [], shots: [] },
    {
      ...alliedFire,
      units: [scout({ id: 'us-scout', owner: 'allied', hex: 'D5', broken: true }), usMortar('us-m', 'A5'), unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'F5' })],
      map: openHexes('A5', 'D5', 'F5'),
      los: [{ from: 'D5', to: 'F5', sight: 'clear' }],
    },
  ),
  seed(
    'scout-adds-no-command',
    '3.3.3 a): a Scout "cannot increase the stats of friendly units": the Japanese Squad in B5 fires at the Allied Squad and Scout in D5 (6 FP + 3•4 = 13); the Squad defends with Morale 7, no command added.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-sq', owner: 'allied', kind: 'squad', hex: 'D5' }), scout({ id: 'us-scout', owner: 'allied', hex: 'D5' })],
      map: { hexes: grid() },
    },
  ),
];

/**
 * 3.3.4: the Sogeki Hei (a Japanese Leader, here FP 2 and Range 6) in B5 fires at D5, 2 hexes away, as
 * Ordnance: a Targeting product over 2 hits (1•2 misses, 1•3 hits); its Fire Attack dice multiplied; one unit
 * of D5 affected, the Japanese player's choice among the unbroken ones if any.
 */
const sogekiHei = (o: Record<string, unknown> = {}) => independentLeader('sogeki-hei', { id: 'jp-sh', owner: 'axis', hex: 'B5', fp: [2, 0], range: [6, 0], ...o });
const SOGEKI_HEI_SEEDS: FireSeed[] = [
  seed(
    'sogeki-hei-snipes-the-unbroken',
    '3.3.4 b), c): the Sogeki Hei hits D5 (product over 2) and rolls 3×4 = 12: Attack Total 2 + 12 = 14 (not 2 + 7); of the unbroken Allied Squad and the broken Team in D5 only the Squad may be chosen, and only it rolls (Morale 7).',
    { activations: [['jp-sh']], shots: [{ pieces: ['jp-sh'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }], anyDefenseOrder: true },
    { units: [sogekiHei(), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }), unit({ id: 'us-b', owner: 'allied', kind: 'team', hex: 'D5', broken: true })], map: { hexes: grid() } },
  ),
  seed(
    'sogeki-hei-broken-choice',
    '3.3.4 c): the Sogeki Hei hits D5, where both Allied units are broken: the Japanese player chooses either; 2 + 6×6 = 38 eliminates the one chosen (the other does not roll).',
    { activations: [['jp-sh']], shots: [{ pieces: ['jp-sh'], target: 'D5', attackRolls: [{ white: 6, colored: 6 }] }], anyDefenseOrder: true },
    { units: [sogekiHei(), unit({ id: 'us-b1', owner: 'allied', kind: 'squad', hex: 'D5', broken: true }), unit({ id: 'us-b2', owner: 'allied', kind: 'team', hex: 'D5', broken: true })], map: { hexes: grid() } },
  ),
];

/**
 * T81.3.1, T81.3.2, T81.4 with CC:P's own terrain (machines/ccp/terrain.ts): the rulebook's two Palm examples
 * (a Team of Morale 7 in a Palm hex is at 8, or 10 with Foxholes; two Squads there are overstacked by one
 * figure and the Palm's Cover drops to 0, three by five and it is -4, "causing each squad's morale to drop to
 * 3"), a Hut's Hindrance of 4 on the shot, no Weapon firing from a Swamp or Water Barrier hex (T97, T99), and the
 * Water Barrier's Cover of -2 (T99: a unit may stand there in CC:P).
 */
const OWN_TERRAIN_SEEDS: FireSeed[] = [
  ...([['rulebook-palm-example', 'T81.3.1, its example: the Japanese Squad in B5 (FP 6) rolls 3•4 (Attack Total 13) at an Allied Team of printed Morale 7 in a Palm hex, whose current Morale is 8 (Palm Cover 1)', []], ['rulebook-palm-foxholes-example', 'T81.3.1, its example continued: the Team stacked with a Foxholes marker takes the Foxholes\' 3 Cover instead of the Palm\'s 1 (Morale 10, not 11: "Cover is never cumulative")', ['Foxholes']]] as const).map(([name, purpose, markers]) =>
    seed(name, purpose, { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] }, {
      units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-t', owner: 'allied', kind: 'team', hex: 'D5' })],
      map: { hexes: { ...grid(), D5: { terrain: ['Palm'], ...(markers.length ? { markers: [...markers] } : {}) } } },
    }),
  ),
  squadsInBuilding('rulebook-palm-overstacked-by-one', 'T81.3.2, its example: two Allied Squads of printed Morale 7 in a Palm hex (8 figures, one above 7): the Palm\'s Cover 1 drops to 0 (Morale 7); the Japanese Squad in B5 rolls 3•4 (Attack Total 13).', 2, { white: 3, colored: 4 }, 'Palm'),
  squadsInBuilding('rulebook-palm-overstacked-by-five', 'T81.3.2, its example: a third Allied Squad in the Palm hex (12 figures, 5 above 7): Cover 1 - 5 = -4, "causing each squad\'s morale to drop to 3"; the Japanese Squad in B5 rolls 3•4 (Attack Total 13).', 3, { white: 3, colored: 4 }, 'Palm'),
  seed(
    'hut-hinders-the-shot',
    'T90 "LOS: 4 Hindrance", 16.3.2.1: the Japanese Squad in B5 (FP 6) fires at the Allied Squad in D5 across a Hut in C5: FP 6 - 4 = 2; it rolls 3•4 (Attack Total 9).',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), C5: { terrain: ['Hut'] } } } },
  ),
  ...([['Jungle', 'T91', []], ['Swamp', 'T97', []], ['Jungle', 'T91', ['Pillbox']]] as const).map(([t, rule, markers]) =>
    seed(
      `rulebook-airburst-${t.toLowerCase()}${markers.length ? '-pillbox' : ''}`,
      `${rule} Airbursts, its example: "a 6-FP mortar that fires into a ${t.toLowerCase()} hex and makes an Attack roll of "7" would have an Attack Total of 15 instead of 13"${markers.length ? ', "even if one or more units in the targeted hex will be using an alternate Cover, such as from a cave or pillbox": the Allied Squad in E5 holds a Pillbox' : ''}: the Japanese 6-FP Mortar in B5 at the Allied Squad in the ${t} E5, range 3, rolls 3•4.`,
      { activations: [['jp-m']], shots: [{ pieces: ['jp-m-mortar'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] }] },
      {
        units: [unit({ id: 'jp-m', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-m-mortar', type: 'mortar', fp: 6, range: 12, ordnance: true, smoke: false, boxedRange: false, broken: false } }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' })],
        map: { hexes: { ...grid(), E5: { terrain: [t], ...(markers.length ? { markers: [...markers] } : {}) } } },
      },
    ),
  ),
  // T82 Sand: "The Fire Attack Total of any dive bomber, radio or ordnance weapon attacking a beach hex is always decreased by 2."
  seed(
    'sand-mortar-at-beach',
    'T82 Sand: the Japanese 6-FP Mortar (ordnance) in B5 fires at the Allied Squad on the Beach E5, range 3, and rolls 3•4: Attack Total 6 + 7 - 2 = 11, not 13.',
    { activations: [['jp-m']], shots: [{ pieces: ['jp-m-mortar'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      units: [unit({ id: 'jp-m', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-m-mortar', type: 'mortar', fp: 6, range: 12, ordnance: true, smoke: false, boxedRange: false, broken: false } }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: { hexes: { ...grid(), E5: { terrain: ['Beach'] } } },
    },
  ),
  seed(
    'sand-not-for-a-machine-gun',
    'T82 Sand names ordnance weapons only: the Japanese Team\'s machine gun (5 FP, not ordnance) in B5 fires at the Allied Squad on the Beach D5 and rolls 3•4: Attack Total 5 + 7 = 12, no Sand.',
    { activations: [['jp-t']], shots: [{ pieces: ['jp-t-mg'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      units: [unit({ id: 'jp-t', owner: 'axis', kind: 'team', hex: 'B5', weapon: { id: 'jp-t-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
      map: { hexes: { ...grid(), D5: { terrain: ['Beach'] } } },
    },
  ),
  seed(
    'sand-sogeki-hei-at-beach',
    'T82 Sand and 3.3.4 b), reading ccp.sand-sogeki-hei: the Sogeki Hei (FP 2) in B5 hits the Allied Squad on the Beach D5 and rolls 3×4 = 12: Attack Total 2 + 12 = 14 (not-a-weapon, the default), 12 (ordnance).',
    { activations: [['jp-sh']], shots: [{ pieces: ['jp-sh'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }], anyDefenseOrder: true },
    { units: [independentLeader('sogeki-hei', { id: 'jp-sh', owner: 'axis', hex: 'B5', fp: [2, 0], range: [6, 0] }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), D5: { terrain: ['Beach'] } } } },
  ),
  ...(
    [
      ['no-weapon-fires-from-a-swamp', 'T97 "No weapon of any kind may fire from a swamp hex"', 'Swamp'],
      ['no-weapon-fires-from-a-water-barrier', 'T99 "No weapon of any kind may fire from a water barrier hex" (a unit may stand there: "No longer impassable")', WATER_BARRIER],
    ] as const
  ).map(([name, why, terrain]) =>
    seed(
      name,
      `${why}: the Japanese Squad in the ${terrain} B5 may not fire its machine gun at the Allied Squad in D5; the Squad itself fires (FP 6) and rolls 3•4 (Attack Total 13).`,
      { activations: [['jp-1']], shots: [{ pieces: ['jp-1-mg'], target: 'D5' }, { pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
      {
        units: [
          unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5', weapon: { id: 'jp-1-mg', type: 'mg', fp: 2, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
          unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }),
        ],
        map: { hexes: { ...grid(), B5: { terrain: [terrain] } } },
      },
    ),
  ),
  seed(
    'weapon-fires-from-a-bridge',
    'T81.1, T84, T96: the Japanese Squad on the Bridge over a Stream B5 ("a \'bridge hex\' for all purposes, not a \'stream hex\' (and thus not a water hex, either)") fires with its machine gun at the Allied Squad in D5 (a Fire Group of two pieces: FP 6 + 1, O27.3.1.2) and rolls 3•4 (Attack Total 14); a Road crosses the B5/C5 hexside and C5 holds the Road (no effect on Fire: T94 "LOS: Clear").',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1', 'jp-1-mg'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    {
      units: [
        unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5', weapon: { id: 'jp-1-mg', type: 'mg', fp: 2, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }),
      ],
      map: { hexes: { ...grid(), B5: { terrain: ['Stream', 'Bridge'] }, C5: { terrain: ['Open Ground', 'Road'] } }, hexsides: [{ between: ['B5', 'C5'], feature: 'Road' }] },
    },
  ),
  seed(
    'bridge-cover-clear-los',
    'T84 "COVER: 1 LOS: Clear": the Japanese Squad in B5 (FP 6) fires through the Bridge over a Stream C5 (no Hindrance: CC:E\'s Bridge is a 1 Hindrance, T80) at the Allied Squad (Morale 7) on the Bridge over a Stream D5 and rolls 3•4 (Attack Total 13): its Defense Total is 7 + 1 (the Bridge\'s Cover, not the Stream\'s) + the roll.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), C5: { terrain: ['Stream', 'Bridge'] }, D5: { terrain: ['Stream', 'Bridge'] } } } },
  ),
  seed(
    'road-trail-use-other-terrain',
    'T94, T98 "COVER: Use other terrain in the hex", "LOS: Clear" (no CC:E T93 −1 Cover): the Japanese Squad in B5 (FP 6) fires through the Open Ground with a Trail C5 at the Allied Squad (Morale 7) in the Jungle with a Road D5 and rolls 3•4 (Attack Total 13): its Defense Total is 7 + 2 (the Jungle\'s Cover) + the roll.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), C5: { terrain: ['Open Ground', 'Trail'] }, D5: { terrain: ['Jungle', 'Road'] } } } },
  ),
  seed(
    'water-barrier-cover',
    'T99 "COVER: -2 (negative two)": the Japanese Squad in B5 (FP 6) rolls 3•4 (Attack Total 13) at the Allied Squad (Morale 7) standing in the Water Barrier D5 ("No longer impassable"): its Defense Total is 7 - 2 + the roll.',
    { activations: [['jp-1']], shots: [{ pieces: ['jp-1'], target: 'D5', attackRolls: [{ white: 3, colored: 4 }] }] },
    { units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'B5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })], map: { hexes: { ...grid(), D5: { terrain: [WATER_BARRIER] } } } },
  ),
];

/**
 * Generated (CC:E's generator, oracle/procedures/cce/fire.ts pairwiseFireSeeds, with CC:P's terrain): the
 * target hex's terrain of CCP_FIRE_TERRAIN with a Cover (T81.3), a Fortification or Wire (F101-F107), a
 * Leader in the target hex (3.3.1.2), Veteran (4.1.2), Suppressed (4.2.2), broken (3.2.1), Smoke between
 * (16.3, T95), the firer's height (T89.2) and the target hex alone or overstacked by a second Squad (15.2.1,
 * 15.2.2: its Cover lowered), every two of them meeting in some situation. No Road (CC:P's has no Cover of
 * its own, T94) and no Brush (not in CC:P). Caves (F102) are not generated: the hand-written cave seeds below.
 */
export const CCP_PAIRWISE_FIRE_FACTORS = {
  ...CCE_PAIRWISE_FIRE_FACTORS,
  terrain: ['Open Ground', 'Building', 'Gully', 'Stream', ...Object.keys(CCP_OWN_TERRAIN)],
  road: ['no'],
  between: ['Open Ground', 'Smoke:1', 'Smoke:3', ...Object.keys(CCP_TERRAIN_LOS).filter((t) => CCP_TERRAIN_LOS[t].kind === 'hindrance')],
  stack: ['alone', 'overstacked'],
};
const CCP_PAIRWISE_FIRE_SEEDS: FireSeed[] = pairwiseFireSeeds(CCP_PAIRWISE_FIRE_FACTORS).map((s) => ({
  ...s,
  purpose: s.purpose
    .replace('a German Squad', 'a Japanese Squad')
    .replace('an American Squad', 'an Allied Squad')
    .replace('(T78.3, T93, F101-F106, 3.3.1.2, E44.1, 13.2, 10.3, O20.3.1.2, O20.3.4)', '(T81.3, F101-F107, 3.3.1.2, 4.1.2, 4.2.2, 16.3, 15.2.1, 15.2.2, O27.3.1.2, O27.3.4)'),
}));

/**
 * F102.2: a cave in the level-1 Crest hex E5 holding a Japanese Squad inside (jp-in) and a Team outside
 * (jp-out); the Allied player fires. From D5 the LOS thread crosses E5's hexside at level 0 (downslope:
 * F102.2.1, lower than the cave hex), from D4 at level 1 (equal: upslope), from B5 at level 0.
 */
// A partial map, the lines of fire stated (DESIGN.md rule 5): the hill's other hexes do not matter here.
const caveHill = (extra: Record<string, unknown> = {}) => ({ B5: { terrain: ['Open Ground'] }, D4: { terrain: ['Open Ground'] }, D5: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true, ...extra } });
const caveLos = ['D5', 'D4', 'B5'].map((from) => ({ from, to: 'E5', sight: 'clear' }));
const caveSeed = (name: string, purpose: string, options: FireSeedOptions, allied: Unit[], opts: { outside?: boolean; map?: Record<string, unknown>; crossings?: Record<string, number>; player?: 'axis' | 'allied'; los?: Record<string, unknown>[] } = {}): FireSeed =>
  seed(name, purpose, options, {
    player: opts.player ?? 'allied',
    units: [unit({ id: 'jp-in', owner: 'axis', kind: 'squad', hex: 'E5' }), ...(opts.outside === false ? [] : [unit({ id: 'jp-out', owner: 'axis', kind: 'team', hex: 'E5' })]), ...allied],
    map: { hexes: opts.map ?? caveHill() },
    los: [...caveLos, ...(opts.los ?? [])],
    caves: [{ hex: 'E5', inside: ['jp-in'], crossings: opts.crossings ?? { D5: 0, D4: 1, B5: 0 } }],
  } as Partial<FireSituation>);

const CAVE_SEEDS: FireSeed[] = [
  caveSeed(
    'explosive-charge-cave-from-upslope',
    'A40, F100.1, F102.2.2: the Allied Squad in D4 (upslope, adjacent) fires at the cave hex E5 and rolls 3•3 (doubles, Attack Total 11): with Explosive Charge the cave (a fortification) is eliminated before the Defense rolls, but the Squad that was inside at the roll stays immune to this attack (O27.3.4: the units in the hex "at the moment that a Fire Attack roll was made", caves excepted): only the Team rolls, played or declined; the output lists the cave gone.',
    { activations: [['us-2']], shots: [{ pieces: ['us-2'], target: 'E5', attackRolls: [{ white: 3, colored: 3 }] }] },
    [unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'D4' })],
  ),
  caveSeed(
    'explosive-charge-cave-from-downslope',
    'A40, F102.2.3: the Allied Squad in D5 (downslope, adjacent) fires at the cave hex E5 and rolls 2•2 (Attack Total 9): with Explosive Charge the cave is eliminated and the Squad that was inside defends with the hex\'s Cover 0 (Morale 7); declined, with the cave\'s 4 (Morale 11).',
    { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'E5', attackRolls: [{ white: 2, colored: 2 }] }] },
    [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
  ),
  caveSeed(
    'cave-from-downslope',
    'F102.2.1, F102.2.3: the Allied Squad in D5 (downslope) fires at E5 (6 FP - 1 uphill, T89.2) and rolls 3•4 (Attack Total 12): the Japanese Squad inside the cave defends with the cave\'s Cover 4 (Morale 11), the Team outside with the hex\'s 0 (Morale 7).',
    { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] }] },
    [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' })],
  ),
  caveSeed(
    'cave-from-upslope',
    'F102.2.1, F102.2.2: the Allied Squad in D4, whose LOS thread crosses E5\'s hexside at the cave hex\'s own level (upslope), fires at E5 and rolls 3•4: the Team outside rolls, the Squad inside is immune (O27.3.4 "exception: units inside caves").',
    { activations: [['us-2']], shots: [{ pieces: ['us-2'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] }] },
    [unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'D4' })],
  ),
  caveSeed(
    'cave-fire-group-both-slopes',
    'F102.2.2, reading ccp.cave-fire-group-slope: the Allied Leader (Command 1) in D4 activates the Squads in D5 (downslope) and D4 (upslope), which fire at E5 as a Fire Group (6 + 1 - 1 uphill = 6 FP) and roll 2•3 (Attack Total 11): the Squad inside is immune (any-upslope) or defends with Cover 4 (all-upslope).',
    { activations: [['us-ldr', 'us-1', 'us-2']], shots: [{ pieces: ['us-1', 'us-2'], target: 'E5', base: 'us-1', attackRolls: [{ white: 2, colored: 3 }] }] },
    [unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'D4', command: 1 }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }), unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'D4' })],
  ),
  caveSeed(
    'cave-mortar-from-downslope',
    'F102.2.3, T81.3.1: an Allied 4-FP Mortar in B5 (downslope, range 3) hits the Hut E5 (Cover 2) and rolls 4•5 (4 - 1 uphill, T89.2, + 9: Attack Total 12): the Squad inside defends with the cave\'s 8 vs a mortar, not cumulative with the Hut\'s 2; the Team outside with the Hut\'s 2.',
    { activations: [['us-m']], shots: [{ pieces: ['us-m-mortar'], target: 'E5', attackRolls: [{ white: 4, colored: 5 }] }] },
    [usMortar('us-m', 'B5')],
    { map: caveHill({ terrain: ['Hut', 'Hill'] }) },
  ),
  caveSeed(
    'cave-occupants-unseen-from-upslope',
    'F102.2.2, O27.3 b): the only Japanese unit in E5 is inside the cave and the only Allied unit, in D4, lies upslope: "units upslope of a cave never have LOS to units inside that cave" — no Fire order can be given.',
    { activations: [], shots: [] },
    [unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'D4' })],
    { outside: false },
  ),
  caveSeed(
    'cave-occupants-seen-from-downslope',
    'F102.2.2, F102.2.3: the only Japanese unit in E5 is inside the cave; the Allied Squad in D5 lies downslope, sees it and fires (5 FP, rolls 5•5, Attack Total 15; the Squad defends with Morale 7 + 4 = 11); the Squad in D4 (upslope), activated by the Leader beside it, cannot join it: no enemy unit in E5 it can see (O27.3.1).',
    { activations: [['us-ldr', 'us-1', 'us-2']], shots: [{ pieces: ['us-1', 'us-2'], target: 'E5', base: 'us-1' }, { pieces: ['us-1'], target: 'E5', attackRolls: [{ white: 5, colored: 5 }] }] },
    [unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'D4', command: 1 }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }), unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'D4' })],
    { outside: false },
  ),
  caveSeed(
    'cave-occupant-fires-downslope-only',
    'F102.2.2 the other way: the Japanese Squad inside the cave in E5 fires; "units inside a cave never have LOS to any hex lying upslope of that cave": not at D4 (crossing at level 1, upslope), but at D5 (level 0, downslope: 6 + 1 downhill, T89.2, + 2•3 = Attack Total 12).',
    { activations: [['jp-in']], shots: [{ pieces: ['jp-in'], target: 'D4' }, { pieces: ['jp-in'], target: 'D5', attackRolls: [{ white: 2, colored: 3 }] }] },
    [unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: 'D5' }), unit({ id: 'us-2', owner: 'allied', kind: 'squad', hex: 'D4' })],
    { outside: false, player: 'axis', los: ['D5', 'D4'].map((to) => ({ from: 'E5', to, sight: 'clear' })) },
  ),
];

/**
 * A43.1 Hidden Cave: the Japanese player is the scenario Defender; his Squad (jp-1) and Team (jp-t) stand in the level-1
 * Crest hex E5, no cave there yet; the situation states the site's crossing levels (F102.2.1: from D5 at level 0,
 * downslope; from D4 at level 1, upslope). One Allied Squad fires at E5 and rolls 3•4.
 */
const hiddenCaveSeed = (name: string, purpose: string, from: 'D5' | 'D4'): FireSeed =>
  seed(name, purpose, { activations: [['us-1']], shots: [{ pieces: ['us-1'], target: 'E5', attackRolls: [{ white: 3, colored: 4 }] }] }, {
    player: 'allied',
    defender: 'axis',
    units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5' }), unit({ id: 'jp-t', owner: 'axis', kind: 'team', hex: 'E5' }), unit({ id: 'us-1', owner: 'allied', kind: 'squad', hex: from })],
    map: { hexes: caveHill() },
    los: caveLos,
    caveSites: { E5: from === 'D5' ? { D5: 0 } : { D4: 1 } },
  } as Partial<FireSituation>);

const HIDDEN_CAVE_SEEDS: FireSeed[] = [
  hiddenCaveSeed(
    'hidden-cave-downslope',
    'A43.1, F102.1.1, F102.2.3, reading ccp.hidden-cave-entry: the Allied Squad in D5 (downslope) fires at E5 (6 FP - 1 uphill, T89.2, + 3•4: Attack Total 12); just before a Defense roll the Japanese Defender places a Hidden Cave in the Crest hex E5, his units entering it at once or staying outside: under occupants-defend an entering unit defends with the cave\'s Cover 4 (Morale 11), under attacked-outside with the hex\'s 0 (Morale 7); then the hex holds a fortification (no Hidden Pillbox or Trenchline, F100.3).',
    'D5',
  ),
  hiddenCaveSeed(
    'hidden-cave-upslope',
    'A43.1, F102.1.1, F102.2.2, O27.3.4, reading ccp.hidden-cave-entry: the Allied Squad in D4 (upslope) fires at E5 (Attack Total 12); the Japanese Defender places a Hidden Cave in E5 before his Squad\'s Defense roll and both units enter it: under occupants-defend they are immune to this attack from upslope (no Defense roll, the Order done); under attacked-outside each rolls with the hex\'s 0 (Morale 7).',
    'D4',
  ),
];

export const ccpFireSpec: ProcedureSpec<FireSituation> = {
  procedure: 'fire',
  ruleset: 'ccp',
  title: 'Fire (O27)',
  section: ['O27'],
  machine: ccpFireMachine,
  parseSituation: parseCcpFireSituation,
  parseEvent,
  project: projectCcpFire,
  seeds: [...CCP_FIRE_SEEDS, ...SCOUT_SEEDS, ...SOGEKI_HEI_SEEDS, ...FORTIFICATION_SEEDS, ...EXPLOSIVE_CHARGE_FIRE_SEEDS, ...CAVE_SEEDS, ...HIDDEN_CAVE_SEEDS, ...NIGHT_SEEDS, ...STACKING_SEEDS, ...OWN_TERRAIN_SEEDS, ...CCP_FIRE_GAME_SEEDS, ...CCP_PAIRWISE_FIRE_SEEDS],
  // 1.9.3-1.9.5 with `game`: the nested charts are the `event` and `time-advance` procedures' (CC:E Fire's states, CC:P's charts).
  nested: [
    ...nestedEventCharts('targetingResolvingEvent', 'targetingResolvingSniper', 'attackResolvingEvent', 'attackResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'),
    ...['targetingAdvancingTime', 'attackAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' })),
  ],
  domain: (snapshot, s) => domain(snapshot, s as FireSeed | undefined),
  domainNote:
    "CC:E Fire's domain (scripted activations, shots, Actions by their CC:P ids, explicit Fire Attack Rolls, trigger effects; Targeting by product class; Defense Rolls by the boundary sums around the tie) without Jammed! (CC:P has none), and per Defense Roll the sums at the O27.3.4 a) boundary: the largest that eliminates and the next, and A43.4 Hidden Pillbox, A43.5 Hidden Trenchline and A43.1 Hidden Cave (no unit entering, or every Japanese unit in the hex) by the rolling unit's owner where they may be played; A40 PLAY_EXPLOSIVE_CHARGE and DECLINE_EXPLOSIVE_CHARGE where the Order offers them. With the game described (the seeds *-by-the-rules, ./fire-game.ts), an Event! or Sniper! on any roll is resolved by CC:P's nested Event and Sniper charts (every decision they offer), a Time! on a Targeting or Fire Attack roll by CC:P's nested Time advance (canonical SHUFFLE plus the seed's named cards on top). The Japanese player is the situation's `axis` player.",
};
