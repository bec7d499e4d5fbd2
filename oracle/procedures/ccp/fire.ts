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
import { pairForSum } from '../../../machines/core/dice';
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
import { CCP_OWN_TERRAIN, CCP_TERRAIN_LOS, ccpImpassableBecause } from '../../../machines/ccp/terrain';
import { CCP_PARSER_HEXSIDES, CCP_PARSER_TERRAIN, checkCcpMap } from './map';
import { inCcp, inCcpIds } from '../../../machines/ccp/rule-map';
import { CCE_PAIRWISE_FIRE_FACTORS, FIRE_OPTION_KEYS, fireDomain, NO_SHOTS, pairwiseFireSeeds, parseFireEvent, parseFireSituation, type FireSeed } from '../cce/fire';
import { loadSeeds, onFirstUse } from '../cce/seeds';
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
// Generated on first use, as every procedure's seeds are: a process that only answers requests (an engine
// worker thread, `resolve`) never builds them (about 0.3 CPU-s at each load of the registry).
const CCP_PAIRWISE_FIRE_SEEDS = onFirstUse((): FireSeed[] => pairwiseFireSeeds(CCP_PAIRWISE_FIRE_FACTORS).map((s) => ({
  ...s,
  purpose: s.purpose
    .replace('a German Squad', 'a Japanese Squad')
    .replace('an American Squad', 'an Allied Squad')
    .replace('(T78.3, T93, F101-F106, 3.3.1.2, E44.1, 13.2, 10.3, O20.3.1.2, O20.3.4)', '(T81.3, F101-F107, 3.3.1.2, 4.1.2, 4.2.2, 16.3, 15.2.1, 15.2.2, O27.3.1.2, O27.3.4)'),
})));

/**
 * The hand-written seeds, as data (oracle/procedures/ccp/seeds/fire.json, read and validated on first use:
 * oracle/procedures/cce/seeds.ts; walk options CC:E Fire's), then those with the game described (./fire-game.ts)
 * and the situations generated pairwise (above), whose paths are kept only where new.
 */
export const CCP_FIRE_SEEDS = onFirstUse((): FireSeed[] => [...loadSeeds('fire', { defaults: NO_SHOTS, keys: FIRE_OPTION_KEYS }, parseCcpFireSituation, { ruleset: 'ccp' }), ...CCP_FIRE_GAME_SEEDS, ...CCP_PAIRWISE_FIRE_SEEDS()]);

export const ccpFireSpec: ProcedureSpec<FireSituation> = {
  procedure: 'fire',
  ruleset: 'ccp',
  title: 'Fire (O27)',
  section: ['O27'],
  machine: ccpFireMachine,
  parseSituation: parseCcpFireSituation,
  parseEvent,
  project: projectCcpFire,
  get seeds() {
    return CCP_FIRE_SEEDS();
  },
  // 1.9.3-1.9.5 with `game`: the nested charts are the `event` and `time-advance` procedures' (CC:E Fire's states, CC:P's charts).
  nested: [
    ...nestedEventCharts('targetingResolvingEvent', 'targetingResolvingSniper', 'attackResolvingEvent', 'attackResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'),
    ...['targetingAdvancingTime', 'attackAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' })),
  ],
  domain: (snapshot, s) => domain(snapshot, s as FireSeed | undefined),
  domainNote:
    "CC:E Fire's domain (scripted activations, shots, Actions by their CC:P ids, explicit Fire Attack Rolls, trigger effects; Targeting by product class; Defense Rolls by the boundary sums around the tie) without Jammed! (CC:P has none), and per Defense Roll the sums at the O27.3.4 a) boundary: the largest that eliminates and the next, and A43.4 Hidden Pillbox, A43.5 Hidden Trenchline and A43.1 Hidden Cave (no unit entering, or every Japanese unit in the hex) by the rolling unit's owner where they may be played; A40 PLAY_EXPLOSIVE_CHARGE and DECLINE_EXPLOSIVE_CHARGE where the Order offers them. With the game described (the seeds *-by-the-rules, ./fire-game.ts), an Event! or Sniper! on any roll is resolved by CC:P's nested Event and Sniper charts (every decision they offer), a Time! on a Targeting or Fire Attack roll by CC:P's nested Time advance (canonical SHUFFLE plus the seed's named cards on top). The Japanese player is the situation's `axis` player.",
};
