/**
 * The Artillery Request procedure (O18) for the oracle: input and event validation, the seed situations
 * and the declared event domain the graph walk uses.
 *
 * Situation: the Order frame (player, initiative, activatedThisTurn), each player's Radio (12: FP 8-13,
 * broken, Smoke ability, and the Track Display's Fortification Vulnerability number for its FP), the
 * units, a FULL map (geometry and edges, so that O18.2.2.3's off-map test can be made: validateMap), and
 * LOS facts from the Spotter's hex (DESIGN.md rule 5). A drift may land anywhere, so every hex of the
 * impact area must be listed; a REVEAL whose impact area holds an unlisted hex is rejected (`invalid-map`).
 *
 * Two Orders in one Turn (O18.1: "if the active player had a second Artillery Request in his hand, he
 * could use it as his next Order"): the output's `radios` and `activatedThisTurn` are the next Order's
 * situation fields — Battery Access leaves `radios.<player>.broken = false` and activates nobody.
 *
 * Dice domain (bounded, classes not volume):
 * - Accuracy (O18.2.2, product): two classes around the hit boundary product − Hindrance > range: the
 *   largest achievable product that misses and the smallest that hits (canonical pair: smallest white
 *   die); a seed may restrict to one. Triggers ride once per path on the hitting product where asked.
 * - Drift (REVEAL, not a roll): the few cards each seed lists for a hit and for a miss (cancel-out,
 *   6-hex miss, off-map and back, …).
 * - Impact Roll (O18.2.3.2, sum): 7, plus the sum that equals the Radio's Vulnerability number under
 *   either reading (raw roll = V, or Impact Total = V) where the hex holds a Fortification.
 * - Fire Defense Roll (O20.3.4, sum): the boundary sums T−1, T, T+1 with T = Impact Total − the unit's
 *   Morale vs Artillery (break / Suppress / unaffected), as recover.ts's boundarySums.
 * - Smoke values (PLACE_SMOKE): hexes in area order; 3 where there is no Smoke, and one value at or below
 *   and one above an existing Smoke marker (8.1.4).
 * - Re-rolls (9.1), trigger effects and the Defense Actions A29/A35.1 only in the seeds that ask, once per
 *   path; after any of them, the later rolls of that path take one class only. A trigger on the Accuracy
 *   roll does nothing or eliminates the Spotter (cce.argued.artillery-spotter-lost); one on an Impact or
 *   Defense Roll does nothing or eliminates a unit of the attacked hex.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { DIE_FACES, pairForSum, TRIGGERS, type Die } from '../../../machines/core/dice';
import { invalid, OracleError } from '../../../machines/core/errors';
import { parseHex, type MapGeometry } from '../../../machines/core/hex';
import { isWaterTerrain, validateMap, type HexFacts } from '../../../machines/core/map';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { artilleryMachine, impactHexesLeft, inSpotterLos, mayFireForEffect, projectArtillery } from '../../../machines/cce/artillery/machine';
import { accuracy, artilleryAirburst, artilleryHeight, fortificationIn, hitDrift, impactArea, missDrift, type Reveal } from '../../../machines/cce/artillery/drift';
import { smokeOf } from '../../../machines/cce/los';
import type { ArtilleryContext, ArtillerySituation, Radios } from '../../../machines/cce/artillery/types';
import { parseRadio } from '../../../machines/cce/artillery/radio';
import { defenseMorale } from '../../../machines/cce/fire-defense';
import { FORTIFICATION_COVER, FORTIFICATION_RULE, KNOWN_TERRAIN } from '../../../machines/cce/terrain';
import { parseSituationUnits, PLAYERS, type Unit } from '../../../machines/cce/units';
import { leader, parseLightWoundsTeams, parseLos, parseRollEvent, squad, unknownEvent } from './common';
import { CCE_PAIRWISE_DEFENDER_FACTORS, parseObjectiveHexes } from './fire';
import { loadSeeds, onFirstUse } from './seeds';
import { boundarySums } from './recover';
import { pairwise } from '../../gen/pairwise';
import { EVENT_DECISIONS } from '../../../machines/cce/event/kit';
import { parseGame } from '../../../machines/cce/event/host';
import { nestedEventCharts, nestedEventDecision, nestedEventDomain } from './event';
import { card, nestedTimeAdvanceDomain, nestedTimeAdvanceEvent, NESTED_TIME_ADVANCE_EVENTS, type TimeAdvanceOptions } from './time-advance';

/** The event types Artillery Request's parser knows (CC:P's Asset Request adds its own: procedures/ccp/asset-request.ts). */
export const ARTILLERY_EVENT_TYPES = ['BATTERY_ACCESS', 'FIRE_FOR_EFFECT', 'SPOT', 'REVEAL', 'PLACE_SMOKE', 'CHOOSE_IMPACT_HEX', 'PLAY_ACTION', 'CHOOSE_UNIT', 'ROLL', 'REROLL', 'KEEP_ROLL', 'RESOLVE_TRIGGER', 'LIGHT_WOUNDS', 'NO_LIGHT_WOUNDS', ...EVENT_DECISIONS, ...NESTED_TIME_ADVANCE_EVENTS] as const;

// ------------------------------------------------------------------------------------------ parsing

/** 12: a Radio (machines/cce/artillery/radio.ts, shared with the frame's `radios`). */
export { parseRadio };

/** 12, 8.1.2: at most one Radio per player, in his Artillery Box: a list of Radios for one player is refused. */
export function parseRadios(raw: unknown, path: string): Radios {
  const o = obj(raw ?? {}, path, PLAYERS);
  const radios: Radios = {};
  for (const p of PLAYERS) {
    if (Array.isArray(o[p])) invalid(`${path}.${p}`, 'one Radio: only one Radio may be stacked in each Artillery Box, one per player', `${o[p].length} Radios`, '8.1.2');
    if (o[p] !== undefined) radios[p] = parseRadio(o[p], `${path}.${p}`);
  }
  return radios;
}

export function parseArtillerySituation(raw: unknown, path: string, terrain: readonly string[] = KNOWN_TERRAIN, impassable?: Parameters<typeof parseSituationUnits>[3], hexsideFeatures?: Parameters<typeof parseSituationUnits>[4]): ArtillerySituation {
  const o = obj(raw, path, ['player', 'initiative', 'defender', 'radios', 'activatedThisTurn', 'units', 'map', 'los', 'game', 'objectives', 'pillboxInPlay', 'lightWoundsTeams'], ['player', 'initiative', 'units', 'map']);
  // `impassable`, `hexsideFeatures`: an edition's (CC:P: a Water Barrier may be occupied; the Road, Trail and Bridge depictions); absent, CC:E's.
  const { units } = parseSituationUnits(o, path, terrain, impassable, hexsideFeatures);
  // `terrain`: the terrain names a map may hold (an edition's parser passes its own, then holds them to its chart).
  const map = validateMap(o.map, `${path}.map`, { terrain: [...terrain], ...(hexsideFeatures ? { hexsideFeatures } : {}) });
  const activated = arr(o.activatedThisTurn ?? [], `${path}.activatedThisTurn`).map((x, i) => str(x, `${path}.activatedThisTurn[${i}]`));
  const game = parseGame(o.game, path, o.units, o.map);
  return {
    ...(game ? { game } : {}),
    player: oneOf(o.player, `${path}.player`, PLAYERS, 'O14.1'),
    initiative: oneOf(o.initiative, `${path}.initiative`, PLAYERS, '9'),
    radios: parseRadios(o.radios, `${path}.radios`),
    activatedThisTurn: activated,
    units,
    map,
    los: parseLos(o.los ?? [], `${path}.los`, map.hexes),
    defender: o.defender === undefined || o.defender === null ? null : oneOf(o.defender, `${path}.defender`, PLAYERS, 'A35'),
    // A35.3: Hidden Pillbox before a Defense Roll against an Impact (the Objective hexes, the Pillbox in play).
    ...(o.objectives === undefined ? {} : { objectives: parseObjectiveHexes(o.objectives, `${path}.objectives`, map) }),
    ...(o.pillboxInPlay === undefined ? {} : { pillboxInPlay: bool(o.pillboxInPlay, `${path}.pillboxInPlay`) }),
    // A36: Light Wounds on a Defense Roll against an Impact (the Team each player would take).
    ...(o.lightWoundsTeams === undefined ? {} : { lightWoundsTeams: parseLightWoundsTeams(o.lightWoundsTeams, `${path}.lightWoundsTeams`, units) }),
  };
}

function illegal(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
}

export function parseArtilleryEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as ArtilleryContext;
  const advance = nestedTimeAdvanceEvent(raw, path, snapshot);
  if (advance) return advance;
  const decision = nestedEventDecision(raw, path, snapshot);
  if (decision) return decision;
  const shared = parseRollEvent(raw, path, c.situation);
  if (shared) return shared;
  const type = (raw as { type?: unknown } | null)?.type;
  switch (type) {
    case 'BATTERY_ACCESS':
      obj(raw, path, ['type'], ['type']);
      if (snapshot.matches('choosingOption') && c.radios[c.player]?.broken !== true) illegal(path, 'FIRE_FOR_EFFECT (Battery Access needs a broken Radio in play)', type, 'O18');
      return { type };
    case 'FIRE_FOR_EFFECT': {
      const o = obj(raw, path, ['type', 'spotter'], ['type', 'spotter']);
      const spotter = str(o.spotter, `${path}.spotter`);
      if (snapshot.matches('choosingOption') && !snapshot.can({ type: 'FIRE_FOR_EFFECT', spotter } as EventObject)) {
        const why = mayFireForEffect(c)
          ? 'an unbroken friendly Leader not yet activated this Turn (or a Hero, E58.1)'
          : 'absent (Fire For Effect needs an unbroken Radio and an unbroken Leader not yet activated this Turn, or a Hero, E58.1)';
        illegal(`${path}.spotter`, why, spotter, 'O18');
      }
      return { type, spotter } as EventObject;
    }
    case 'SPOT': {
      const o = obj(raw, path, ['type', 'hex', 'smoke'], ['type', 'hex']);
      const hex = str(o.hex, `${path}.hex`);
      const smoke = bool(o.smoke, `${path}.smoke`, false);
      if (snapshot.matches('spotting')) {
        parseHex(hex, `${path}.hex`);
        if (!inSpotterLos(c, hex)) illegal(`${path}.hex`, `a listed hex within the Spotter's LOS (no LOS fact from ${c.spotterHex} says so)`, hex, 'O18.2.1');
        if (smoke && !c.radios[c.player]?.smoke) illegal(`${path}.smoke`, 'false: this Radio has no "Smoke" printed beside it', smoke, 'O18.2.1.1');
      }
      return { type, hex, smoke } as EventObject;
    }
    case 'REVEAL': {
      const o = obj(raw, path, ['type', 'white', 'colored'], ['type', 'white', 'colored']);
      const card = { white: int(o.white, `${path}.white`, 1, 6, 'O18.2.2') as Die, colored: int(o.colored, `${path}.colored`, 1, 6, 'O18.2.2') as Die };
      const hit = snapshot.matches('revealingHitDrift');
      if ((hit || snapshot.matches('revealingMissDrift')) && c.sr) {
        const drift = hit ? hitDrift(c.situation.map.geometry, c.sr, card) : missDrift(c.situation.map.geometry, c.sr, card);
        if (drift.lands) {
          for (const h of impactArea(c.situation.map.geometry, drift.lands)) {
            if (!c.situation.map.hexes[h]) {
              throw new OracleError({ code: 'invalid-map', path: `input.map.hexes[${JSON.stringify(h)}]`, expected: 'listed: it lies in the impact area of this drift (an unlisted hex is unknown, not Open Ground)', actual: undefined, rule: 'O18.2.3' });
            }
          }
        }
      }
      return { type, ...card } as EventObject;
    }
    case 'PLACE_SMOKE': {
      const o = obj(raw, path, ['type', 'hex', 'value'], ['type', 'hex', 'value']);
      const hex = str(o.hex, `${path}.hex`);
      // T94: the values are those of the Smoke counters drawn at random (components, not rulebook text).
      const value = int(o.value, `${path}.value`, 1, 9, 'T94');
      if (snapshot.matches('placingSmoke') && !c.smokePending.includes(hex)) {
        illegal(`${path}.hex`, `a hex of the impact area still without its Smoke marker (${c.smokePending.join(', ') || 'none'})`, hex, 'O18.2.3.1');
      }
      return { type, hex, value } as EventObject;
    }
    case 'LIGHT_WOUNDS':
    case 'NO_LIGHT_WOUNDS':
      obj(raw, path, ['type'], ['type']);
      return { type } as EventObject;
    case 'CHOOSE_IMPACT_HEX': {
      const o = obj(raw, path, ['type', 'hex'], ['type', 'hex']);
      const hex = str(o.hex, `${path}.hex`);
      if (snapshot.matches('choosingImpactHex') && !impactHexesLeft(c).includes(hex)) {
        illegal(`${path}.hex`, `a hex of the impact area with a unit or Fortification not yet attacked (${impactHexesLeft(c).join(', ') || 'none'})`, hex, 'O18.2.3.2');
      }
      return { type, hex } as EventObject;
    }
    case 'PLAY_ACTION': {
      // A29 Concealment, A35.1 Hidden Entrenchments, A35.3 Hidden Pillbox: played by the owner of the unit about to make its Defense Roll.
      const o = obj(raw, path, ['type', 'action', 'player'], ['type', 'action', 'player']);
      const e = { type, action: oneOf(o.action, `${path}.action`, ['A29', 'A35.1', 'A35.3'] as const, 'A24.1'), player: oneOf(o.player, `${path}.player`, PLAYERS, 'A24') };
      if (snapshot.matches('defenseRolling')) {
        const owner = c.situation.units.find((u) => u.id === c.defense.current)?.owner;
        if (e.player !== owner) illegal(`${path}.player`, `the owner of the unit about to make its Defense Roll (${owner})`, e.player, e.action);
        if (e.action === 'A35.3' && !snapshot.can(e as EventObject)) illegal(`${path}.action`, 'Hidden Pillbox by the scenario Defender before his Defense Roll against an attack on an Objective hex with no Water or Fortification, the Pillbox not yet in play', e.action, 'A35.3');
      }
      return e as EventObject;
    }
    case 'CHOOSE_UNIT': {
      const o = obj(raw, path, ['type', 'unit'], ['type', 'unit']);
      const unit = str(o.unit, `${path}.unit`);
      if (snapshot.matches('defenseChoosingUnit') && !c.defense.toRoll.includes(unit)) {
        illegal(`${path}.unit`, `a unit in the attacked hex that has not rolled yet (${c.defense.toRoll.join(', ') || 'none'})`, unit, 'O20.3.4');
      }
      return { type, unit } as EventObject;
    }
    default:
      return unknownEvent(raw, path, snapshot, ARTILLERY_EVENT_TYPES);
  }
}

// ------------------------------------------------------------------------------------------- domain

export interface ArtillerySeedOptions {
  /** The SR hexes the seed places (O18.2.1), with or without a smoke announcement (O18.2.1.1). */
  spots: { hex: string; smoke: boolean }[];
  accuracy: 'both' | 'hit' | 'miss';
  hitCards: Reveal[];
  missCards: Reveal[];
  /** Triggers on the Accuracy, Impact and Defense Rolls, once per path: all four, or only those listed (then on the Accuracy and Impact Rolls only). */
  triggers: boolean | readonly string[];
  rerolls: number;
  /** Triggers on the Defense Rolls only, once per path (e.g. Event! and Sniper!, resolved by the nested charts with input.game). */
  defenseTriggers?: readonly string[];
  /** O18.2.3: offer every attackable hex as the first one (else the area order only). */
  anyImpactOrder: boolean;
  /** A29 Concealment (once per path), A35.1 Hidden Entrenchments and A35.3 Hidden Pillbox (where allowed) before a Defense Roll. */
  defenseActions: boolean;
  /** A36: offer LIGHT_WOUNDS (after NO_LIGHT_WOUNDS) when a Squad would break, where the loop takes it (its owner's `lightWoundsTeams`). */
  lightWounds?: boolean;
  /** The nested Time advance (with `game`): the cards a SHUFFLE may put on top, its re-rolls. */
  time?: TimeAdvanceOptions;
}

export const DEFAULT_ARTILLERY_OPTIONS: ArtillerySeedOptions = { spots: [], accuracy: 'both', hitCards: [], missCards: [], triggers: false, rerolls: 0, anyImpactOrder: false, defenseActions: false };

/** The achievable products of two dice, ascending. */
const PRODUCTS = [...new Set(DIE_FACES.flatMap((w) => DIE_FACES.map((k) => w * k)))].sort((a, b) => a - b);

/** The canonical dice pair for a product: the smallest white die that makes it (6 → 1·6, 36 → 6·6). */
export function pairForProduct(product: number): { white: Die; colored: Die } {
  const white = DIE_FACES.find((w) => product % w === 0 && product / w <= 6);
  if (white === undefined) throw new RangeError(`no two dice multiply to ${product}`);
  return { white, colored: (product / white) as Die };
}

/** O20.2.3, 10.3.1: the largest product that misses and the smallest that hits (product − hindrance > range). */
export function accuracyBoundaryProducts(range: number, hindrance: number): { miss?: number; hit?: number } {
  const t = range + hindrance;
  const miss = [...PRODUCTS].reverse().find((p) => p <= t);
  const hit = PRODUCTS.find((p) => p > t);
  return { ...(miss !== undefined ? { miss } : {}), ...(hit !== undefined ? { hit } : {}) };
}

function triggerVariants(events: EventObject[], base: { white: Die; colored: Die }, options: ArtillerySeedOptions, already: boolean, defense = false): EventObject[] {
  const kinds = options.triggers === true ? TRIGGERS : defense ? (options.defenseTriggers ?? []) : options.triggers || [];
  if (!already) for (const trigger of kinds) events.push({ type: 'ROLL', ...base, trigger } as EventObject);
  return events;
}

/**
 * `accuracyLos`: the situation the Accuracy roll's boundary products read their range and Hindrance from — CC:E's
 * situation and LOS by default; an edition whose LOS column differs gives its own (CC:P's Asset Request: its Terrain
 * Chart's Hindrances, T81.4).
 */
export function artilleryDomain(
  snapshot: AnyMachineSnapshot,
  options: ArtillerySeedOptions,
  initial?: ArtillerySituation,
  accuracyLos: (c: ArtilleryContext) => Parameters<typeof accuracy>[0] = (c) => ({ ...c.situation, los: c.los }),
): EventObject[] {
  const advance = nestedTimeAdvanceDomain(snapshot, options.time);
  if (advance) return advance;
  const decisions = nestedEventDomain(snapshot);
  if (decisions) return decisions;
  const c = snapshot.context as ArtilleryContext;
  const s = c.situation;
  const radio = c.radios[c.player];
  const triggered = c.accuracyLog.some((r) => r.trigger) || c.impacts.some((r) => r.trigger) || c.defense.log.some((r) => r.trigger);
  const canceled = c.accuracyLog.filter((r) => r.canceled).length + c.impacts.filter((r) => r.canceled).length + c.defense.log.filter((r) => r.result === 'canceled').length;
  // A29 played: a Defense Roll made against less than its hex's Impact Total; A35.1 played: Foxholes the seed did not have.
  const concealed = c.defense.concealed.length > 0 || c.defense.log.some((r) => r.result !== 'canceled' && !c.impacts.some((i) => !i.canceled && i.total === r.attackTotal));
  const entrenched = !!initial && Object.keys(s.map.hexes).some((h) => (s.map.hexes[h].markers ?? []).includes('Foxholes') && !(initial.map.hexes[h]?.markers ?? []).includes('Foxholes'));
  // Once a path has had its trigger, its re-roll or its Action, later rolls take one class only (bounds the walk).
  const collapsed = triggered || canceled > 0 || concealed || entrenched;
  if (snapshot.matches('choosingOption')) {
    const leaders = s.units.filter((u) => u.owner === c.player && u.kind === 'leader').map((u) => ({ type: 'FIRE_FOR_EFFECT', spotter: u.id }) as EventObject);
    return [{ type: 'BATTERY_ACCESS' }, ...leaders];
  }
  if (snapshot.matches('spotting')) return options.spots.map((spot) => ({ type: 'SPOT', ...spot }) as EventObject);
  if (snapshot.matches('rollingAccuracy')) {
    const { range, hindrance } = accuracy(accuracyLos(c), c.spotterHex!, c.sr!, { white: 1, colored: 1 });
    const b = accuracyBoundaryProducts(range, hindrance);
    const events: EventObject[] = [];
    if (b.miss !== undefined && options.accuracy !== 'hit') events.push({ type: 'ROLL', ...pairForProduct(b.miss) });
    if (b.hit !== undefined && options.accuracy !== 'miss') {
      events.push({ type: 'ROLL', ...pairForProduct(b.hit) });
      triggerVariants(events, pairForProduct(b.hit), options, triggered);
    }
    return events;
  }
  if (snapshot.matches('consideringAccuracyReroll') || snapshot.matches('consideringImpactReroll') || snapshot.matches('defenseConsideringReroll')) {
    return canceled < options.rerolls ? [{ type: 'KEEP_ROLL' }, { type: 'REROLL' }] : [{ type: 'KEEP_ROLL' }];
  }
  if (snapshot.matches('resolvingAccuracyTrigger')) {
    // 1.9.1: nothing, or the Spotter removed by the trigger (the locked-in Accuracy result stands: cce.argued.artillery-spotter-lost).
    return [{ type: 'RESOLVE_TRIGGER', effects: [] }, { type: 'RESOLVE_TRIGGER', effects: [{ unit: c.spotter, effect: 'eliminate' }] }] as unknown as EventObject[];
  }
  if (snapshot.matches('revealingHitDrift')) return options.hitCards.map((card) => ({ type: 'REVEAL', ...card }) as EventObject);
  if (snapshot.matches('revealingMissDrift')) return options.missCards.map((card) => ({ type: 'REVEAL', ...card }) as EventObject);
  if (snapshot.matches('placingSmoke')) {
    const hex = c.smokePending[0];
    if (!hex) return [];
    const existing = smokeOf(s.map.hexes[hex]);
    const values = existing > 0 ? [existing, existing + 1] : [3];
    return values.map((value) => ({ type: 'PLACE_SMOKE', hex, value }) as EventObject);
  }
  if (snapshot.matches('choosingImpactHex')) {
    // O18.2.3: where the seed asks, any hex may go first; otherwise the area order (no arithmetic depends on it).
    const left = impactHexesLeft(c);
    return (c.attacked.length === 0 && options.anyImpactOrder ? left : left.slice(0, 1)).map((hex) => ({ type: 'CHOOSE_IMPACT_HEX', hex }) as EventObject);
  }
  if (snapshot.matches('rollingImpact')) {
    const hex = c.impactHex!;
    const facts = s.map.hexes[hex];
    const sums = new Set<number>([7]);
    // CC:P F100.1: a cave (the context's `caves`, CC:P only) is a fortification too.
    if ((fortificationIn(facts) || c.caves?.some((k) => k.hex === hex)) && radio?.vulnerability !== undefined) {
      const mods = artilleryAirburst(facts) + artilleryHeight(c.readings['cce.artillery-height-advantage'], c.spotterHex ? s.map.hexes[c.spotterHex] : undefined, facts);
      for (const v of [radio.vulnerability, radio.vulnerability - radio.fp - mods]) if (v >= 2 && v <= 12) sums.add(v);
    }
    if (collapsed) return [{ type: 'ROLL', ...pairForSum(7) } as EventObject];
    const events: EventObject[] = [...sums].sort((a, b) => a - b).map((sum) => ({ type: 'ROLL', ...pairForSum(sum) }) as EventObject);
    return triggerVariants(events, pairForSum(7), options, triggered);
  }
  if (snapshot.matches('resolvingImpactTrigger')) {
    const inHex = s.units.filter((u) => u.hex === c.impactHex);
    return [{ type: 'RESOLVE_TRIGGER', effects: [] }, ...inHex.slice(0, 1).map((u) => ({ type: 'RESOLVE_TRIGGER', effects: [{ unit: u.id, effect: 'eliminate' }] }))] as EventObject[];
  }
  if (snapshot.matches('defenseOfferingLightWounds')) return options.lightWounds ? [{ type: 'NO_LIGHT_WOUNDS' }, { type: 'LIGHT_WOUNDS' }] : [{ type: 'NO_LIGHT_WOUNDS' }];
  if (snapshot.matches('defenseChoosingUnit')) return c.defense.toRoll.map((unit) => ({ type: 'CHOOSE_UNIT', unit }) as EventObject);
  if (snapshot.matches('defenseRolling')) {
    const u = s.units.find((x) => x.id === c.defense.current) as Unit;
    const m = defenseMorale(u, s, c.readings['cce.broken-leader-command'] === 'printed' ? 'printed' : 'zero', c.defense.cover);
    const sums = boundarySums(c.defense.attackTotal - m);
    if (collapsed) return [{ type: 'ROLL', ...pairForSum(sums[0]) } as EventObject];
    const events = sums.map((sum) => ({ type: 'ROLL', ...pairForSum(sum) }) as EventObject);
    if (options.defenseActions) {
      events.push({ type: 'PLAY_ACTION', action: 'A29', player: u.owner } as EventObject);
      const entrench = { type: 'PLAY_ACTION', action: 'A35.1', player: u.owner } as EventObject;
      if (snapshot.can(entrench)) events.push(entrench);
      const pillbox = { type: 'PLAY_ACTION', action: 'A35.3', player: u.owner } as EventObject;
      if (snapshot.can(pillbox)) events.push(pillbox);
    }
    return triggerVariants(events, pairForSum(sums[0]), options, triggered, true);
  }
  if (snapshot.matches('defenseResolvingTrigger')) {
    return [{ type: 'RESOLVE_TRIGGER', effects: [] }, { type: 'RESOLVE_TRIGGER', effects: [{ unit: c.defense.current, effect: 'eliminate' }] }] as unknown as EventObject[];
  }
  return [];
}

// -------------------------------------------------------------------------------------------- seeds

const GEOMETRY: MapGeometry = { columns: 8, rows: 10 };
const EDGES = { axis: 'top' as const, allied: 'bottom' as const };

/**
 * The listed hexes of a seed's 8×10 map: the impact area of every hex the seed's drift cards can land
 * on (`centers`), the units' hexes and `special`; Open Ground unless `special` says otherwise. Hexes a
 * seed never looks at stay unlisted (unknown), as map.ts requires.
 */
export function seedMap(centers: string[], unitHexes: string[], special: Record<string, HexFacts>): ArtillerySituation['map'] {
  const ids = new Set<string>([...centers.flatMap((c) => impactArea(GEOMETRY, c)), ...unitHexes, ...Object.keys(special)]);
  const hexes: Record<string, HexFacts> = {};
  for (const id of [...ids].sort()) hexes[id] = special[id] ?? { terrain: ['Open Ground'] };
  return { geometry: GEOMETRY, edges: EDGES, hexes };
}

export type ArtillerySeed = Seed<ArtillerySituation> & { options: ArtillerySeedOptions };

/*
 * Hand-worked hex paths of the drift cards in seeds/artillery.json (hex.ts convention: letters are columns, even-lettered columns sit half a hex
 * lower; compass 1 up, 2 up-right, 3 down-right, 4 down, 5 down-left, 6 up-left):
 * - C4 hit card 2·5: 2 (up-right) from C4 enters D3, 5 (down-left) from D3 enters C4 — back home.
 * - C4 miss card 4·6: six hexes down: C5, C6, C7, C8, C9, C10 (row 10 is the bottom row: on the map).
 * - C10's neighbours: C9 (1), D9 (2), D10 (3), [C11 off] (4), B10 (5), B9 (6).
 * - E5 hit card 1·4: E4 then E5. E5's neighbours: E4, F4, F5, E6, D5, D4.
 * - F4 hit card 3·6: G5 then F4. F4's neighbours: F3, G4, G5, F5, E5, E4.
 * - A5 hit card 6·3: 6 (up-left) leaves the map (column 0), 3 (down-right) comes back to A5: removed.
 * - A5 miss card 5·3: 5 (down-left) leaves the map at once. Miss card 4·2: A6, A7; A7's neighbours on
 *   the map: A6, B6, B7, A8 (A5's: A4, B4, B5, A6).
 */
/** The walk options a seed may set (seeds/README.md); the others keep DEFAULT_ARTILLERY_OPTIONS. */
export const ARTILLERY_OPTION_KEYS = ['spots', 'accuracy', 'hitCards', 'missCards', 'triggers', 'rerolls', 'defenseTriggers', 'anyImpactOrder', 'defenseActions', 'lightWounds', 'time'] as const;
/**
 * The hand-written seeds, as data: oracle/procedures/cce/seeds/artillery.json (seeds.ts reads and validates it on first use), then one
 * generated per Fortification and the situations generated pairwise (below), whose paths are kept only where new.
 */
export const ARTILLERY_SEEDS = onFirstUse((): ArtillerySeed[] => [...loadSeeds('artillery', { defaults: DEFAULT_ARTILLERY_OPTIONS, keys: ARTILLERY_OPTION_KEYS }, parseArtillerySituation), ...generatedFortificationSeeds(), ...pairwiseArtillerySeeds()]);

/**
 * Generated (issue 16.5): one Fire For Effect per Fortification that has a Cover against Artillery (F101,
 * F102, F104, F105), from the Fortification table itself, so that each "vs Mortar/Artillery" Cover decides
 * a Defense Roll somewhere. The Spotter stands on a level 1 Crest (E9) straight above the target hex E5
 * (Open Ground with the Fortification and an enemy Squad); the LOS comes from the map (E8, E7, E6 Open
 * Ground). The hit card 1·4 brings the SR back to E5.
 */
function generatedFortificationSeeds(): ArtillerySeed[] {
  return Object.keys(FORTIFICATION_COVER).map((f) => ({
    name: `impact-on-${f.toLowerCase()}`,
    purpose: `Generated from the Fortification table: an Impact on a Squad in ${f} (${FORTIFICATION_RULE[f]}), whose Cover against Artillery is ${FORTIFICATION_COVER[f].vsMortarOrArtillery} (O18.2.3.2); an Impact Roll of 5 (the Vulnerability) destroys it first (O18.2.3.3).`,
    options: { ...DEFAULT_ARTILLERY_OPTIONS, spots: [{ hex: 'E5', smoke: false }], accuracy: 'hit' as const, hitCards: [{ white: 1 as const, colored: 4 as const }] },
    situation: {
      player: 'axis' as const,
      initiative: 'allied' as const,
      radios: { axis: { fp: 10, broken: false, smoke: false, vulnerability: 5 } },
      activatedThisTurn: [],
      defender: null,
      units: [leader('de-ldr', 'axis', 'E9', [8, 6], 1), squad('us-squad', 'allied', 'E5', [7, 6])],
      map: seedMap(['E5'], ['E9', 'E8', 'E7'], { E9: { terrain: ['Open Ground'], elevation: 1, crest: true }, E5: { terrain: ['Open Ground'], markers: [f] } }),
      los: [],
    },
  }));
}

/**
 * Generated (issue 16.5): the facts an Artillery Request's Impact and Defense Rolls read — the impact hex's
 * terrain type (its Cover, T78.3; Woods: Airburst +2, T99), a Road (T93), a Fortification or Wire (its Cover
 * vs Artillery, F101, F102, F104, F105; Wire, F106.1; each destroyed on an Impact Roll of its Vulnerability,
 * O18.2.3.3), a Leader stacked with the target Squad, of Command 1 or 2, or broken (3.3.1.2; he rolls too),
 * the Squad Veteran (E44.1), Suppressed (13.2) or broken (3.2.1; a break eliminates it, O20.3.4), what lies
 * between the Spotter and the SR (Brush: Hindrance 1, T81; Smoke 1 or 3, T94, 10.3.4: the Accuracy roll,
 * O18.2.2) and the Spotter's height against the impact hex (T88.2, reading cce.artillery-height-advantage) —
 * combined so that every two of them meet in some situation (oracle/gen/pairwise.ts; no Fortification or Wire
 * in Water, F100.3; a Gully impact hex only with the Spotter above, T86; the Spotter below looks up at a Crest hex, T88.3.2). A German Leader spots from E9 at E5 (the Radio: FP 10, Vulnerability 5) over E8-E6; the
 * Accuracy roll hits (its smallest hitting product, the domain above) and the hit card 1·4 brings the SR back
 * to E5; E5's six neighbours are empty Open Ground. Seeds marked `minimise`: a path becomes a vector only if
 * it reaches something new (oracle/vectors.ts factPairs).
 */
export const CCE_PAIRWISE_ARTILLERY_FACTORS = {
  // First: a row's other facts are chosen after it, so that a Gully (seen only from above, T86) finds its Spotter above.
  height: ['level', 'Spotter above', 'Spotter below'],
  ...CCE_PAIRWISE_DEFENDER_FACTORS,
  between: ['Open Ground', 'Brush', 'Smoke:1', 'Smoke:3'],
};

/**
 * An edition's generated Impact situations (CC:P's Asset Request gives its own: oracle/procedures/ccp/asset-request.ts):
 * the facts to combine, the procedure's own parser (each situation parsed by it), the Spotter's id and nation, the
 * rules the purpose cites. CC:E's below.
 */
export interface PairwiseArtilleryEdition {
  factors: typeof CCE_PAIRWISE_ARTILLERY_FACTORS;
  parse: (raw: unknown, path: string) => unknown;
  /** The procedure's name in an error. */
  procedure: string;
  spotter: { id: string; nation: string };
  rules: string;
}

const CCE_PAIRWISE_ARTILLERY: PairwiseArtilleryEdition = {
  factors: CCE_PAIRWISE_ARTILLERY_FACTORS,
  parse: parseArtillerySituation,
  procedure: 'artillery',
  spotter: { id: 'de-ldr', nation: 'German' },
  rules: 'O18.2.2, O18.2.3.2, O18.2.3.3, T78.3, T93, T99, F101-F106, 3.3.1.2, E44.1, 13.2, 10.3, T88.2, O20.3.4',
};

export function pairwiseArtillerySeeds(edition: PairwiseArtilleryEdition = CCE_PAIRWISE_ARTILLERY): ArtillerySeed[] {
  // F100.3: no Fortification in a Water hex (core/map.ts isWaterTerrain: CC:E's Marsh and Stream, CC:P's Swamp); T86 (CC:P's alike):
  // a Gully impact hex is in the Spotter's LOS only from higher (he is not adjacent), so only with the Spotter above (O18.2.1).
  const { rows } = pairwise(edition.factors, (r) => !(isWaterTerrain([r.terrain]) && r.marker !== 'none') && !(r.terrain === 'Gully' && r.height !== 'Spotter above'));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const ldr = r.leader === 'none' ? null : { broken: r.leader.startsWith('broken'), command: Number(r.leader.slice(-1)) };
    const units = [leader(edition.spotter.id, 'axis', 'E9', [8, 6], 1), squad('us-squad', 'allied', 'E5', [7, 6], { broken: r.broken !== 'no', veteran: r.veteran !== 'no', suppressed: r.suppressed !== 'no' })];
    if (ldr) units.push(leader('us-ldr', 'allied', 'E5', [8, 7], ldr.command, { broken: ldr.broken }));
    const between: HexFacts = r.between.startsWith('Smoke') ? { terrain: ['Open Ground'], markers: [r.between] } : { terrain: [r.between] };
    // T88.3.2: the Spotter below sees the level 1 impact hex only if it is a Crest hex.
    const target: HexFacts = { terrain: r.road !== 'no' ? [r.terrain, 'Road'] : [r.terrain], ...(r.height === 'Spotter below' ? { elevation: 1, crest: true } : {}), ...(r.marker !== 'none' ? { markers: [r.marker] } : {}) };
    const spotter: HexFacts = r.height === 'Spotter above' ? { terrain: ['Open Ground'], elevation: 1, crest: true } : { terrain: ['Open Ground'] };
    const situation: ArtillerySituation = {
      player: 'axis',
      initiative: 'allied',
      radios: { axis: { fp: 10, broken: false, smoke: false, vulnerability: 5 } },
      activatedThisTurn: [],
      defender: null,
      units,
      map: seedMap(['E5'], ['E9', 'E8', 'E7'], { E9: spotter, E7: between, E5: target }),
      los: [],
    };
    edition.parse(JSON.parse(JSON.stringify(situation)), `generated ${edition.procedure} seed "${name}": situation`);
    const facts = [r.terrain, r.road !== 'no' ? 'Road' : '', r.marker !== 'none' ? r.marker : '', ldr ? `a${ldr.broken ? ' broken' : 'n unbroken'} Leader of Command ${ldr.command}` : '', r.veteran !== 'no' ? 'Veteran' : '', r.suppressed !== 'no' ? 'Suppressed' : '', r.broken !== 'no' ? 'broken' : ''].filter(Boolean);
    const height = r.height === 'level' ? '' : r.height === 'Spotter above' ? ' from level 1' : ' up at level 1';
    return {
      name,
      purpose: `Generated pairwise: a ${edition.spotter.nation} Leader in E9 spots${height} an Impact on an American Squad in E5 (${facts.join(', ')}) over ${r.between.replace(':', ' ')} in E7; the Accuracy hit, the Impact Roll and the Defense Rolls (${edition.rules}).`,
      options: { ...DEFAULT_ARTILLERY_OPTIONS, spots: [{ hex: 'E5', smoke: false }], accuracy: 'hit' as const, hitCards: [{ white: 1 as const, colored: 4 as const }] },
      minimise: true,
      situation,
    };
  });
}

export const artillerySpec: ProcedureSpec<ArtillerySituation> = {
  procedure: 'artillery',
  ruleset: 'cce',
  title: 'Artillery Request (O18)',
  section: ['O18'],
  machine: artilleryMachine,
  parseSituation: parseArtillerySituation,
  parseEvent: parseArtilleryEvent,
  project: (snapshot) => projectArtillery(snapshot.context as ArtilleryContext),
  get seeds() {
    return ARTILLERY_SEEDS();
  },
  nested: [
    ...nestedEventCharts('accuracyResolvingEvent', 'accuracyResolvingSniper', 'impactResolvingEvent', 'impactResolvingSniper', 'defenseResolvingEvent', 'defenseResolvingSniper'),
    ...['accuracyAdvancingTime', 'impactAdvancingTime'].map((state) => ({ state, procedure: 'time-advance' })),
  ],
  domain: (snapshot, seed) => artilleryDomain(snapshot, (seed as ArtillerySeed | undefined)?.options ?? DEFAULT_ARTILLERY_OPTIONS, seed?.situation),
  domainNote:
    'Accuracy by product class (O18.2.2, O20.2.3): the largest missing and smallest hitting product for range + Hindrance; drift cards (REVEAL, not rolls) listed per seed (cancel-out, 6-hex miss, off-map and back); Impact hexes in area order (any first in seed off-map-drifts); Impact sums 7 and the Vulnerability sum (either reading) where a Fortification stands; Fire Defense sums T-1, T, T+1 around T = Impact Total - Morale vs Artillery; one Smoke value per hex (two against existing Smoke, 8.1.4); triggers once per path (their effect: nothing, or the Spotter / a unit of the attacked hex eliminated; in seed events-by-the-rules Event! and Sniper! on the Accuracy and Impact Rolls only, in seed defense-events-by-the-rules on the Defense Rolls only, resolved by the nested Event and Sniper charts on its game: every decision they offer), 1 Initiative re-roll, Concealment (A29), Hidden Entrenchments (A35.1) and Hidden Pillbox (A35.3) where the seed asks; when a Squad would break, NO_LIGHT_WOUNDS, and LIGHT_WOUNDS (A36) where the seed asks; after any of these, later rolls of the path take one class only. Seed time-by-the-rules: Time!, Event! and Sniper! on the Accuracy and Impact Rolls, the nested Time advance taking the domain of time-advance (canonical SHUFFLE plus the seed\'s named cards on top).',
};
