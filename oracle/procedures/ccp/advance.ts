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
import { ADVANCE_OPTION_KEYS, advanceDomain, CCE_PAIRWISE_ADVANCE_FACTORS, DEFAULT_ADVANCE_OPTIONS, illegal, pairwiseAdvanceSeeds, parseAdvanceEvent, parseAdvanceSituation } from '../cce/advance';
import { CCP_TERRAIN_MOVE_COST, WATER_BARRIER } from '../../../machines/ccp/terrain';
import type { DefenseDomainOptions } from '../cce/entry';
import { loadSeeds, onFirstUse } from '../cce/seeds';
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

type CcpAdvanceSeed = Seed<AdvanceSituation> & { options: DefenseDomainOptions };

/**
 * Generated (issue 16.5; CC:E's generator, oracle/procedures/cce/advance.ts pairwiseAdvanceSeeds, with CC:P's facts):
 * the entered hex's terrain — every Terrain Type of CC:P's chart (T81.3: its Cover to the Defense roll against a Mine
 * Attack, O27.3.4; the Beach, Bush, Grass, Hut, Jungle, Palm and Swamp its own, T82-T97) and the Water Barrier (T99:
 * "No longer impassable", Cover −2); a Road in it (T94: "COVER: Use other terrain in the hex", CC:E's −1 dropped); its
 * marker, as CC:E's (a Fortification, F101-F106; Wire, F107; Mines, F104: the Mine Attack and the Defense roll; a Blaze,
 * T83: not entered); an enemy Squad in it (O22.2: a Melee hex); a Leader advancing with the Squad, of Command 0-3 or
 * broken (3.3.1.2: his Command to the Squad's Defense roll); the Squad Veteran (4.1.2) and Suppressed (4.2.2: its
 * Morale); and whether the Japanese are the
 * scenario Defender (A43.2, A43.7, A43.3: Hidden Mines, Wire or Panji Trap just after the Advance) — every two of them
 * meeting in some situation. No hexside and no Weapon factor: "there is no hexside terrain in CC:P" (./map.ts), and a
 * Weapon's only fact an Advance reads in CC:E is T83's Cliff. A T99 Water Barrier hex holds no Road (./map.ts).
 */
export const CCP_PAIRWISE_ADVANCE_FACTORS = (({ hexside: _hexside, weapon: _weapon, ...rest }) => ({
  ...rest,
  terrain: [...Object.keys(CCP_TERRAIN_MOVE_COST), WATER_BARRIER],
  enemy: ['none', 'a Japanese Squad'],
  leader: ['none', 'Command 0', 'Command 1', 'Command 2', 'Command 3', 'broken Command 1'],
  suppressed: ['no', 'Suppressed'],
}))(CCE_PAIRWISE_ADVANCE_FACTORS);

const CCP_PAIRWISE_ADVANCE_SEEDS = onFirstUse((): CcpAdvanceSeed[] =>
  pairwiseAdvanceSeeds<CcpAdvanceSeed>({
    factors: CCP_PAIRWISE_ADVANCE_FACTORS,
    allowed: (r) => !(r.terrain === WATER_BARRIER && r.road !== 'no'),
    parse: parseSituation,
    enemy: { prefix: 'jp', people: 'Japanese' },
    rules: 'O22.1-O22.3, T83, T99, F104, F104.2, T81.3, T94, F101-F107, 3.3.1.2, 4.1.2, 4.2.2, A43.2, A43.3, A43.7',
  }),
);

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/advance.json, read and validated on first use:
 * oracle/procedures/cce/seeds.ts): walk options CC:E's (ADVANCE_OPTION_KEYS) and a Defense Roll's sums; then the
 * situations generated pairwise (above), whose paths are kept only where new.
 */
export const CCP_ADVANCE_SEEDS = onFirstUse((): CcpAdvanceSeed[] => [...loadSeeds('advance', { defaults: DEFAULT_ADVANCE_OPTIONS as DefenseDomainOptions, keys: [...ADVANCE_OPTION_KEYS, 'defenseSums'] }, parseSituation, { ruleset: 'ccp' }), ...CCP_PAIRWISE_ADVANCE_SEEDS()]);

/** F102.3: per unit still to advance that is inside a cave, an ADVANCE through the tunnels to each other cave's hex. */
function tunnelDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as AdvanceContext;
  if (!snapshot.matches('choosingAdvance') || !c.caves) return [];
  return c.toAdvance.flatMap((id) => {
    const u = c.situation.units.find((x) => x.id === id)!;
    return c.caves!.filter((k) => tunnelOpen(c, u, k.hex)).map((k) => ({ type: 'ADVANCE', unit: id, hex: k.hex, tunnel: true }) as EventObject);
  });
}




export const ccpAdvanceSpec: ProcedureSpec<AdvanceSituation> = {
  procedure: 'advance',
  ruleset: 'ccp',
  title: 'Advance (O22.1-O22.3) with Mines (F104) and Hidden Mines (A43.2)',
  section: ['O22'],
  machine: ccpAdvanceMachine,
  parseSituation,
  parseEvent,
  project,
  get seeds() {
    return CCP_ADVANCE_SEEDS();
  },
  // CC:E Advance's domain with the seed's options (its Defense Roll sums where it gives them), without Jammed! (CC:P has none); F102.3's tunnels.
  domain: (snapshot, seed) => [...advanceDomain(snapshot, (seed as CcpAdvanceSeed | undefined)?.options ?? DEFAULT_ADVANCE_OPTIONS).filter((e) => (e as { trigger?: unknown }).trigger !== 'Jammed!'), ...panjiTrapDomain(snapshot), ...tunnelDomain(snapshot), ...conclusionDomain<AdvanceContext>(snapshot, mayChangeAtConclusion), ...orderSmokeDomain<AdvanceContext>(snapshot, 'choosingAdvance', CCP_ADVANCE.smokeScreen!.notBegun)],
  domainNote:
    'Per unit still to advance, ADVANCE into each listed adjacent hex (at most one refused move per path), EXIT off each edge its hex touches, END_ORDER; for a Japanese unit inside a cave, an ADVANCE with `tunnel` to each other cave\'s hex (F102.3); at the conclusion with caves on the map, ENTER_CAVE or EXIT_CAVE for each unit that may change its position, and END (F102.1.1); HIDDEN_MINES, HIDDEN_WIRE, NO_HIDDEN_ACTION and the HIDDEN_PANJI_TRAP choices the chart takes where the Defender may answer (A43.2, A43.3, A43.7); a Mines hex\'s Mine Attack Roll at sum 7, the unit\'s Defense Roll by classes (one less, equal, one more than the Attack Total) or the seed\'s sums (the O27.3.4 a) boundary); Event!, Sniper! and Time! at sum 7 once per path and Initiative re-rolls where the seed asks (no Jammed! in CC:P); with the situation\'s `smokeScreenCards`, PLAY_SMOKE_SCREEN before any unit advances while a card is held and a squad was activated, then END_SMOKE_SCREEN, CHOOSE_SMOKE_HEX for each activated squad still to place and each hex it may put smoke into, and DRAW_SMOKE by classes of the Hindrance drawn (1 and 8; around smoke already there one less, equal, one more: A47). The Japanese player is the situation\'s `axis` player.',
};
