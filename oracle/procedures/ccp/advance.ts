/**
 * Advance (O22) of CC:P for the oracle: CC:E's parser, event parser and walk domain (oracle/procedures/cce/
 * advance.ts) with the CC:P edition (machines/ccp/advance.ts), rejections and refusals in CC:P terms. A
 * CC:P situation adds the map's Exit Points (`exitPoints`: hex → 0-3, 2.4) and chit "Y" (`chitY`, 14.2.2);
 * it states no `game` and no Mines (F104 against advancing units is not modelled under `ccp` yet: see the
 * machine's header). The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { projectAdvance, type AdvanceContext, type AdvanceSituation } from '../../../machines/cce/advance/rules';
import { parseCaveMarkers } from './cave';
import { ccpAdvanceMachine, tunnelOpen } from '../../../machines/ccp/advance';
import { obj, str } from '../../../machines/core/validate';
import { invalid } from '../../../machines/core/errors';
import { parseExitPoints } from '../../../machines/ccp/exit-points';
import { inCcp, toCcpIds } from '../../../machines/ccp/rule-map';
import { advanceDomain, DEFAULT_ADVANCE_OPTIONS, illegal, parseAdvanceEvent, parseAdvanceSituation } from '../cce/advance';
import { buildUnit, type SeedUnitSpec } from '../cce/seeds';
import { refuseGame } from './melee';

const CCP_ADVANCE_SITUATION = {
  game: false,
  more: { keys: ['exitPoints', 'chitY'], parse: (o: Record<string, unknown>, path: string, map: AdvanceSituation['map']) => ({ exitPoints: parseExitPoints(o.exitPoints, o.chitY, path, map) }) },
};

/** CC:E's parser (its rejections in CC:P terms), then what CC:P adds; the ids here are CC:P's. */
function parseSituation(raw: unknown, path: string): AdvanceSituation {
  refuseGame(raw, path);
  const { caves, ...rest } = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const s = inCcp(() => parseAdvanceSituation(raw !== null && typeof raw === 'object' ? rest : raw, path, CCP_ADVANCE_SITUATION));
  if (caves !== undefined) s.caves = parseCaveMarkers(caves, `${path}.caves`, s);
  for (const [hex, facts] of Object.entries(s.map.hexes).sort(([a], [b]) => a.localeCompare(b))) {
    if ((facts.markers ?? []).includes('Mines')) {
      throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexes[${JSON.stringify(hex)}].markers`, expected: 'no Mines: Mine Attacks on advancing units (F104) are not modelled under ccp yet (their Defense Rolls are O27.3.4\'s)', actual: 'Mines', rule: 'F104' });
    }
  }
  return s;
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

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  if ((raw as { type?: unknown; tunnel?: unknown } | null)?.type === 'ADVANCE' && (raw as { tunnel?: unknown }).tunnel !== undefined) return parseTunnelAdvance(raw, path, snapshot);
  return inCcp(() => {
    const e = parseAdvanceEvent(raw, path, snapshot);
    if (e.type === 'HIDDEN_MINES') throw new OracleError({ code: 'illegal-event', path: `${path}.type`, expected: 'HIDDEN_WIRE or NO_HIDDEN_ACTION: Hidden Mines (A43.2) against an advancing unit is not modelled under ccp yet', actual: e.type, rule: 'A43.2' });
    return e;
  });
}

/** The output, each refusal's rule in CC:P terms. */
function project(snapshot: AnyMachineSnapshot) {
  const out = projectAdvance(snapshot.context as AdvanceContext);
  return { ...out, refusals: out.refusals.map((r) => ({ ...r, rule: toCcpIds(r.rule, 'output.refusals[].rule')[0] })) };
}

// -------------------------------------------------------------------------------------------- seeds

const unit = (spec: SeedUnitSpec) => buildUnit(spec);
const map = (hexes: Record<string, { terrain: string[]; markers?: string[] }>) => ({ geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes });
const og = { terrain: ['Open Ground'] };

const crest = { terrain: ['Open Ground', 'Hill'], elevation: 1, crest: true };

export const CCP_ADVANCE_SEEDS: Seed<AdvanceSituation>[] = [
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
    name: 'hidden-wire',
    purpose: 'A43.7: the Defender (Japan) may place Hidden Wire just after the American Squad advances into Open Ground (Hidden Mines, A43.2, not offered under ccp yet).',
    situation: {
      player: 'allied', initiative: 'axis', defender: 'axis', advancing: ['us-squad'],
      units: [unit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5' })],
      map: map({ E5: og, E4: og }),
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

export const ccpAdvanceSpec: ProcedureSpec<AdvanceSituation> = {
  procedure: 'advance',
  ruleset: 'ccp',
  title: 'Advance (O22.1-O22.3)',
  section: ['O22'],
  machine: ccpAdvanceMachine,
  parseSituation,
  parseEvent,
  project,
  seeds: CCP_ADVANCE_SEEDS,
  domain: (snapshot) => [...advanceDomain(snapshot, DEFAULT_ADVANCE_OPTIONS).filter((e) => e.type !== 'HIDDEN_MINES'), ...tunnelDomain(snapshot)],
  domainNote:
    'No dice: per unit still to advance, ADVANCE into each listed adjacent hex (at most one refused move per path), EXIT off each edge its hex touches, END_ORDER; HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer (A43.7); for a Japanese unit inside a cave, an ADVANCE with `tunnel` to each other cave\'s hex (F102.3). The Japanese player is the situation\'s `axis` player.',
};
