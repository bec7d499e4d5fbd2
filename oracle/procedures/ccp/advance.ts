/**
 * Advance (O22) of CC:P for the oracle: CC:E's parser, event parser and walk domain (oracle/procedures/cce/
 * advance.ts) with the CC:P edition (machines/ccp/advance.ts), rejections and refusals in CC:P terms. A
 * CC:P situation adds the map's Exit Points (`exitPoints`: hex → 0-3, 2.4) and chit "Y" (`chitY`, 14.2.2);
 * it states no `game`; it may hold Mines (F104, their FP `minesFp`, F104.2), whose Mine Attack and Defense
 * Rolls carry no Jammed! (CC:P has none), and no Action is played before a Defense Roll against Mines
 * (Concealment and Hidden Entrenchments are not in CC:P; A43.1, A43.4 and A43.5 need a hex that does not
 * "already contain a fortication of any type", and the mines hex holds one); Light Wounds (A44) is LIGHT_WOUNDS /
 * NO_LIGHT_WOUNDS as the advancing Squad would break, with the situation's `lightWoundsTeams`; Smoke Screen (A47)
 * before the first unit Advances, with the situation's `smokeScreenCards` (./smoke-screen.ts: the standalone's events,
 * parseOrderSmokeEvent, and its domain, orderSmokeDomain). The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { projectAdvance, type AdvanceContext, type AdvanceSituation } from '../../../machines/cce/advance/rules';
import { conclusionDomain, parseCaveMarkers, parseConclusionEvent } from './cave';
import { CCP_ADVANCE, ccpAdvanceMachine, mayChangeAtConclusion, tunnelOpen } from '../../../machines/ccp/advance';
import { obj, str } from '../../../machines/core/validate';
import { invalid } from '../../../machines/core/errors';
import { parseExitPoints } from '../../../machines/ccp/exit-points';
import { inCcp, inCcpIds, toCcpIds } from '../../../machines/ccp/rule-map';
import { advanceDomain, DEFAULT_ADVANCE_OPTIONS, illegal, parseAdvanceEvent, parseAdvanceSituation } from '../cce/advance';
import type { DefenseDomainOptions } from '../cce/entry';
import { buildUnit, type SeedUnitSpec } from '../cce/seeds';
import { refuseGame } from './melee';
import { CCP_PARSER_HEXSIDES, CCP_PARSER_TERRAIN, checkCcpMap } from './map';
import { knowingPanjiTrap, panjiTrapDomain, parsePanjiTrapEvent } from './hidden';
import { knowingSmokeScreen, orderSmokeDomain, parseOrderSmokeEvent, parseSmokeScreenCards } from './smoke-screen';

const CCP_ADVANCE_SITUATION = {
  game: false,
  // A44: Light Wounds on a Defense roll against Mines (`lightWoundsTeams`, as CC:E's), without the game around the Order.
  lightWounds: true,
  // T81-T99: a CC:P map (./map.ts), checked by checkCcpMap once parsed.
  map: { terrain: CCP_PARSER_TERRAIN, hexsideFeatures: CCP_PARSER_HEXSIDES },
  more: { keys: ['exitPoints', 'chitY'], parse: (o: Record<string, unknown>, path: string, map: AdvanceSituation['map']) => ({ exitPoints: parseExitPoints(o.exitPoints, o.chitY, path, map) }) },
};

/** CC:E's parser (its rejections in CC:P terms), then what CC:P adds; the ids here are CC:P's. */
function parseSituation(raw: unknown, path: string): AdvanceSituation {
  refuseGame(raw, path);
  const { caves, smokeScreenCards, ...rest } = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const s = inCcp(() => parseAdvanceSituation(raw !== null && typeof raw === 'object' ? rest : raw, path, CCP_ADVANCE_SITUATION));
  checkCcpMap(s.map, path);
  if (caves !== undefined) s.caves = parseCaveMarkers(caves, `${path}.caves`, s);
  // A47, O20.5, A32: the Smoke Screen cards the active player holds (./smoke-screen.ts).
  return { ...s, ...parseSmokeScreenCards(smokeScreenCards, `${path}.smokeScreenCards`) };
}

/**
 * F102.3: an ADVANCE with `tunnel` — a unit inside a cave, activated to Advance and yet to advance, to any
 * other cave's hex (adjacent or not, so CC:E's adjacency check, O22.1, does not apply to it).
 */
function parseTunnelAdvance(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as AdvanceContext;
  const o = obj(raw, path, ['type', 'unit', 'hex', 'tunnel'], ['type', 'unit', 'hex', 'tunnel']);
  if (o.tunnel !== true) invalid(`${path}.tunnel`, 'true, or absent (an Advance into an adjacent hex)', o.tunnel, 'F102.3');
  const unit = str(o.unit, `${path}.unit`);
  const hex = str(o.hex, `${path}.hex`);
  const u = c.situation.units.find((x) => x.id === unit);
  if (!snapshot.matches('choosingAdvance') || !u || !c.toAdvance.includes(unit)) illegal(`${path}.unit`, `a unit activated to Advance that has not advanced yet (${c.toAdvance.join(', ') || 'none'})`, unit, 'O22.1');
  if (!tunnelOpen(c, u!, hex)) illegal(`${path}.hex`, `another cave's hex, the unit being a Japanese unit inside a cave ("A Japanese unit inside a cave may Advance ... directly to any other hex containing a cave")`, hex, 'F102.3');
  return { type: 'ADVANCE', unit, hex, tunnel: true } as EventObject;
}

/** F102.1.1: ENTER_CAVE / EXIT_CAVE { unit } and END at the Advance's conclusion (concludingInCaves: ./cave.ts), else the events below. */
const parseEvent = (raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject => parseConclusionEvent<AdvanceContext>(raw, path, snapshot, 'Advance', mayChangeAtConclusion, parseOrderEvent);

/** CC:E's event parser in CC:P terms; no Jammed! (1.9.1: CC:P has none) and no Action before a Defense Roll against Mines; F102.3's tunnel Advance. */
function parseOrderEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  if ((raw as { type?: unknown; tunnel?: unknown } | null)?.type === 'ADVANCE' && (raw as { tunnel?: unknown }).tunnel !== undefined) return parseTunnelAdvance(raw, path, snapshot);
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (o.type === 'ROLL' && o.trigger === 'Jammed!') throw new OracleError({ code: 'impossible-roll', path: `${path}.trigger`, expected: 'one of "Event!", "Sniper!", "Time!" (CC:P has no Jammed! trigger)', actual: 'Jammed!', rule: '1.9.1' });
  const panji = parsePanjiTrapEvent(raw, path, snapshot);
  if (panji) return panji;
  // A47 at the beginning of the Advance: the standalone's events, parsed alike (./smoke-screen.ts).
  const smoke = parseOrderSmokeEvent<AdvanceContext>(raw, path, snapshot, 'choosingAdvance', CCP_ADVANCE.smokeScreen!.notBegun);
  if (smoke) return smoke;
  if (o.type === 'PLAY_ACTION') {
    throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: 'no Action before a Defense Roll against Mines: Concealment and Hidden Entrenchments are not in CC:P, and Hidden Cave, Pillbox or Trenchline need a hex with no fortification (the mines hex holds one)', actual: o.type, rule: 'A43.4' });
  }
  return knowingSmokeScreen(path, () => knowingPanjiTrap(path, () => inCcp(() => parseAdvanceEvent(raw, path, snapshot))));
}

/** The output, each refusal's rule and the rules of the Mines Defense rolls' and the exits' derivations (the shared modules cite CC:E ids) in CC:P terms. */
function project(snapshot: AnyMachineSnapshot) {
  const out = projectAdvance(snapshot.context as AdvanceContext);
  return {
    ...out,
    refusals: out.refusals.map((r) => ({ ...r, rule: toCcpIds(r.rule, 'output.refusals[].rule')[0] })),
    defenseRolls: inCcpIds(out.defenseRolls, 'output.defenseRolls') as typeof out.defenseRolls,
    exits: inCcpIds(out.exits, 'output.exits') as typeof out.exits,
  };
}

// -------------------------------------------------------------------------------------------- seeds

const unit = (spec: SeedUnitSpec) => buildUnit(spec);
const map = (hexes: Record<string, { terrain: string[]; markers?: string[] }>) => ({ geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes });
const og = { terrain: ['Open Ground'] };
const mined = { terrain: ['Open Ground'], markers: ['Mines'] };

const crest = { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true };

type CcpAdvanceSeed = Seed<AdvanceSituation> & { options?: DefenseDomainOptions };

export const CCP_ADVANCE_SEEDS: CcpAdvanceSeed[] = [
  {
    name: 'blocked-and-open',
    purpose: 'O22.1-O22.3 around E5: an American Squad carrying an MG may enter Open Ground, the Water Barrier (T99: no longer impassable) or the Japanese-occupied hex (a melee hex, 19.1); a Blaze (T83) is refused.',
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
      units: [
        unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', weapon: { id: 'us-mg', type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: false } }),
        unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E6' }),
      ],
      map: map({ E5: og, E4: og, F5: { terrain: ['Open Ground'], markers: ['Blaze'] }, E6: og, D5: { terrain: ['Water Barrier'] } }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'exit-points',
    purpose: '14.2.1, 14.2.2, O22.2: an American Squad in E1 exits off the enemy (top) edge via the Exit Point of value 2 there: +2 VP, to the Time Track unbroken; a Team in G1, a hex with no Exit Point, may not exit.',
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad', 'us-team'],
      exitPoints: { E1: 2 },
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E1', broken: true }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'G1' })],
      map: map({ E1: og, G1: og }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'exit-point-zero-with-chit-y',
    purpose: '14.2.2: a Japanese Team exits off the enemy (bottom) edge via an Exit Point of value 0 while chit "Y" is in play: 0 + 1 = 1 VP; it may not exit off its own (top) edge (O22.3).',
    situation: {
      player: 'axis', initiative: 'allied', defender: null, advancing: ['jp-team'],
      exitPoints: { A10: 0 },
      chitY: true,
      units: [unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'A10' })],
      map: map({ A10: og }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-entering',
    purpose: 'F104.1, F104.2, O27.3.4: the American Squad advances from E5 into the mines hex E4, where an American Team already stands (immune): the Japanese player\'s Mine Attack (6 FP + 7 = 13, Cover 0), the Squad\'s Defense Roll by classes: one less breaks, a tie suppresses (reading ccp.advancing-tie-breaks: suppress; break), one more leaves it unhurt.',
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E4' })],
      map: map({ E5: og, E4: mined }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-light-wounds',
    purpose: 'A44, F104.1, F104.2, reading ccp.light-wounds-moving-team: the American Squad advancing into the mines hex E4 is attacked (6 FP + 7 = 13); a Defense roll that breaks it may instead place a Team into E4 (1 VP): under team-goes-on the Team, the same unit, made the advance (its record names the Team), under team-stays the record names the Squad.',
    options: { triggers: false, rerolls: 0, lightWounds: true },
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: map({ E5: og, E4: mined }),
      lightWoundsTeams: { allied: { id: 'us-lw', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } } },
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-exiting-light-wounds',
    purpose: 'A44, F104.1, 3.2, reading ccp.light-wounds-moving-team: the broken American Squad in the mines hex E5 is attacked as it is about to exit it into E4 (6 FP + 7 = 13); broken again it would be eliminated, and the American player may place a broken Team into E5 instead (1 VP): under team-goes-on the Team, the same unit, completes the advance into E4, under team-stays it stays in E5 and no advance is recorded.',
    options: { triggers: false, rerolls: 0, lightWounds: true },
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', broken: true })],
      map: map({ E5: mined, E4: og }),
      lightWoundsTeams: { allied: { id: 'us-lw', sides: { unbroken: { morale: 7, fp: 3, range: 4, movement: 5 }, broken: { morale: 6, fp: 1, range: 1, movement: 5 } } } },
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-exiting',
    purpose: 'F104.1, F104.2: the broken American Squad in the mines hex E5 is attacked as it is about to exit it into E4 (6 FP + 7 = 13); broken again it is eliminated (3.2.4: the Japanese player earns its VP); otherwise it is placed in E4.',
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', broken: true })],
      map: map({ E5: mined, E4: og }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-roll-triggers',
    purpose: '1.9.1, 10.1, F104.2: the Mine Attack Roll against the American Squad advancing into the mines hex E4, and its Defense Roll, may carry an Event!, Sniper! or Time! (resolved as stated before the result: no game around the Order; a Sniper! may eliminate the Squad) or be re-rolled once by the Initiative holder; no Jammed! in CC:P.',
    options: { triggers: true, rerolls: 1 },
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: map({ E5: og, E4: mined }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'mines-half-eliminates',
    purpose: 'F104.2, O27.3.4 a): an 8-FP minefield in E4 (8 + 7 = 15) attacks the unbroken American Team (Morale 5) advancing in; a Defense Roll of 2 (7, half of 15 or less) eliminates it, one of 3 (8) breaks it.',
    options: { triggers: false, rerolls: 0, defenseSums: { 'us-team': [2, 3] } },
    situation: {
      player: 'allied', initiative: 'axis', defender: null, advancing: ['us-team'], minesFp: 8,
      units: [unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E5', morale: [5, 4] })],
      map: map({ E5: og, E4: mined }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'hidden-mines',
    purpose: 'A43.2, F104.2: the Defender (Japan) places Hidden Mines just after the American Squad advances into E4, where an American Team already stands: one Mine Attack (6 FP + 7 = 13) against the Squad only, its Defense Roll by classes.',
    situation: {
      player: 'allied', initiative: 'axis', defender: 'axis', advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' }), unit({ id: 'us-team', owner: 'allied', kind: 'team', hex: 'E4' })],
      map: map({ E5: og, E4: og }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'panji-trap-allied-defender',
    purpose: 'A43.3, reading ccp.hidden-japan-only: the Japanese Squad advances into E6 and the Allied player, the scenario Defender, may answer with Hidden Mines or Hidden Wire, not with Hidden Panji Trap (the Japanese player\'s; under defender-only he may).',
    situation: {
      player: 'axis', initiative: 'allied', defender: 'allied', advancing: ['jp-squad'],
      units: [unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5' })],
      map: map({ E5: og, E6: og }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'hidden-wire',
    purpose: 'A43.7, A43.2, A43.3: the Defender (Japan) may place Hidden Wire (or Hidden Mines, or a Hidden Panji Trap: mines or wire) just after the American Squad advances into Open Ground.',
    situation: {
      player: 'allied', initiative: 'axis', defender: 'axis', advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: map({ E5: og, E4: og }),
    } as unknown as AdvanceSituation,
  },
  {
    name: 'bridge-road-trail',
    purpose: 'O22.1, T81.2, T81.1, A43.2: the American Squad in the Road hex E5 may advance into the Bridge over a Stream E4 across the Bridge hexside, into the Jungle with a Trail D5 across the Trail hexside, or into the bridgeless Stream E6 — no Move Cost counts ("terrain move costs are ignored"). After the Advance into E4 the Defender (Japan) may place Hidden Mines (or Wire, or a Panji Trap), E4 being a "bridge hex" and "not a water hex, either"; into the Stream E6 he may not ("That hex cannot be water terrain").',
    situation: {
      player: 'allied', initiative: 'axis', defender: 'axis', advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: {
        ...map({ E5: { terrain: ['Open Ground', 'Road'] }, E4: { terrain: ['Stream', 'Bridge'] }, D5: { terrain: ['Jungle', 'Trail'] }, E6: { terrain: ['Stream'] } }),
        hexsides: [{ between: ['E5', 'E4'], feature: 'Bridge' }, { between: ['E5', 'D5'], feature: 'Trail' }],
      },
    } as unknown as AdvanceSituation,
  },
];

/** F102.3: per unit still to advance that is inside a cave, an ADVANCE through the tunnels to each other cave's hex. */
function tunnelDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as AdvanceContext;
  if (!snapshot.matches('choosingAdvance') || !c.caves) return [];
  return c.toAdvance.flatMap((id) => {
    const u = c.situation.units.find((x) => x.id === id)!;
    return c.caves!.filter((k) => tunnelOpen(c, u, k.hex)).map((k) => ({ type: 'ADVANCE', unit: id, hex: k.hex, tunnel: true }) as EventObject);
  });
}

/**
 * F102.3: caves in the Crest hexes E5, H8 and B2 (an American Squad in B2). The Japanese Squad inside the cave
 * in E5 may Advance through the tunnels to H8 or to the enemy-occupied B2 (O22.2), arriving inside that cave, or
 * into an adjacent hex; the Japanese Team outside the cave in E5 only into an adjacent hex.
 */
CCP_ADVANCE_SEEDS.push({
  name: 'cave-tunnels',
  purpose: 'F102.3, O22.2: a Japanese Squad inside the cave in E5 Advances through the tunnels to the cave in H8 (not adjacent) or in B2 (an American Squad there: a melee hex, 19.1), coming out inside it; the Team outside the cave in E5 may only enter an adjacent hex (E4).',
  situation: {
    player: 'axis', initiative: 'allied', defender: null, advancing: ['jp-squad', 'jp-team'],
    units: [
      unit({ id: 'jp-squad', owner: 'axis', kind: 'squad', hex: 'E5' }),
      unit({ id: 'jp-team', owner: 'axis', kind: 'team', hex: 'E5' }),
      unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'B2' }),
    ],
    map: map({ E5: crest, E4: og, H8: crest, B2: crest } as never),
    caves: [{ hex: 'E5', inside: ['jp-squad'] }, { hex: 'H8', inside: [] }, { hex: 'B2', inside: [] }],
  } as unknown as AdvanceSituation,
});

/**
 * F102.1.1: a cave in the level-1 Crest hex E5 holding the Japanese Squad jp-2; the Japanese Squad jp-1 in E4.
 * Both are activated: jp-1 Advances into E5 (or not), jp-2 stays (or Advances out to E6); at the conclusion jp-1
 * may enter the cave in E5 and jp-2, still in E5, may leave it — each once.
 */
/**
 * A47 Smoke Screen at the beginning of the Advance: an American Squad in E5 activated to Advance (its Leader, not
 * activated, stays), one Smoke Screen card in hand; E4 holds smoke 3 already, D5 is a Water Barrier (no smoke).
 */
CCP_ADVANCE_SEEDS.push({
  name: 'smoke-screen-before-advancing',
  purpose: 'A47: before the Squad Advances, the American player plays his one Smoke Screen card: the Squad puts a drawn marker into E5 or E4 (smoke 3 there already: the larger Hindrance stays), not the Water Barrier D5 (water terrain, F100.3); then it Advances (E4, or the Water Barrier D5), the order going on with the smoke on its map.',
  situation: {
    player: 'allied', initiative: 'axis', defender: null, advancing: ['us-squad'], smokeScreenCards: 1,
    units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' }), unit({ id: 'us-ldr', owner: 'allied', kind: 'leader', hex: 'E5' })],
    map: map({ E5: og, E4: { terrain: ['Open Ground'], markers: ['Smoke:3'] }, D5: { terrain: ['Water Barrier'] } }),
  } as unknown as AdvanceSituation,
});

CCP_ADVANCE_SEEDS.push({
  name: 'cave-advance-conclusion',
  purpose: 'F102.1.1: "at the conclusion of any Move [O29] or Advance [O22] order (only) in which it was activated": the Japanese Squad jp-1 Advances from E4 into the cave hex E5 and may then enter the cave; jp-2, activated and left inside the cave in E5, may leave it; a unit that Advanced out of E5 left the cave at the beginning of the order.',
  situation: {
    player: 'axis', initiative: 'allied', defender: null, advancing: ['jp-1', 'jp-2'],
    units: [unit({ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E4' }), unit({ id: 'jp-2', owner: 'axis', kind: 'squad', hex: 'E5' })],
    map: map({ E4: og, E5: crest, E6: og } as never),
    caves: [{ hex: 'E5', inside: ['jp-2'] }],
  } as unknown as AdvanceSituation,
});

export const ccpAdvanceSpec: ProcedureSpec<AdvanceSituation> = {
  procedure: 'advance',
  ruleset: 'ccp',
  title: 'Advance (O22.1-O22.3) with Mines (F104) and Hidden Mines (A43.2)',
  section: ['O22'],
  machine: ccpAdvanceMachine,
  parseSituation,
  parseEvent,
  project,
  seeds: CCP_ADVANCE_SEEDS,
  // CC:E Advance's domain with the seed's options (its Defense Roll sums where it gives them), without Jammed! (CC:P has none); F102.3's tunnels.
  domain: (snapshot, seed) => [...advanceDomain(snapshot, (seed as CcpAdvanceSeed | undefined)?.options ?? DEFAULT_ADVANCE_OPTIONS).filter((e) => (e as { trigger?: unknown }).trigger !== 'Jammed!'), ...panjiTrapDomain(snapshot), ...tunnelDomain(snapshot), ...conclusionDomain<AdvanceContext>(snapshot, mayChangeAtConclusion), ...orderSmokeDomain<AdvanceContext>(snapshot, 'choosingAdvance', CCP_ADVANCE.smokeScreen!.notBegun)],
  domainNote:
    'Per unit still to advance, ADVANCE into each listed adjacent hex (at most one refused move per path), EXIT off each edge its hex touches, END_ORDER; for a Japanese unit inside a cave, an ADVANCE with `tunnel` to each other cave\'s hex (F102.3); at the conclusion with caves on the map, ENTER_CAVE or EXIT_CAVE for each unit that may change its position, and END (F102.1.1); HIDDEN_MINES, HIDDEN_WIRE, NO_HIDDEN_ACTION and the HIDDEN_PANJI_TRAP choices the chart takes where the Defender may answer (A43.2, A43.3, A43.7); a Mines hex\'s Mine Attack Roll at sum 7, the unit\'s Defense Roll by classes (one less, equal, one more than the Attack Total) or the seed\'s sums (the O27.3.4 a) boundary); Event!, Sniper! and Time! at sum 7 once per path and Initiative re-rolls where the seed asks (no Jammed! in CC:P); with the situation\'s `smokeScreenCards`, PLAY_SMOKE_SCREEN before any unit advances while a card is held and a squad was activated, then END_SMOKE_SCREEN, CHOOSE_SMOKE_HEX for each activated squad still to place and each hex it may put smoke into, and DRAW_SMOKE by classes of the Hindrance drawn (1 and 8; around smoke already there one less, equal, one more: A47). The Japanese player is the situation\'s `axis` player.',
};
