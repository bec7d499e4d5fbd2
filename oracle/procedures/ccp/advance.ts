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
import { ccpAdvanceMachine } from '../../../machines/ccp/advance';
import { parseExitPoints } from '../../../machines/ccp/exit-points';
import { inCcp, toCcpIds } from '../../../machines/ccp/rule-map';
import { advanceDomain, DEFAULT_ADVANCE_OPTIONS, parseAdvanceEvent, parseAdvanceSituation } from '../cce/advance';
import { buildUnit, type SeedUnitSpec } from '../cce/seeds';
import { refuseGame } from './melee';

const CCP_ADVANCE_SITUATION = {
  game: false,
  more: { keys: ['exitPoints', 'chitY'], parse: (o: Record<string, unknown>, path: string, map: AdvanceSituation['map']) => ({ exitPoints: parseExitPoints(o.exitPoints, o.chitY, path, map) }) },
};

/** CC:E's parser (its rejections in CC:P terms), then what CC:P adds; the ids here are CC:P's. */
function parseSituation(raw: unknown, path: string): AdvanceSituation {
  refuseGame(raw, path);
  const s = inCcp(() => parseAdvanceSituation(raw, path, CCP_ADVANCE_SITUATION));
  for (const [hex, facts] of Object.entries(s.map.hexes).sort(([a], [b]) => a.localeCompare(b))) {
    if ((facts.markers ?? []).includes('Mines')) {
      throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexes[${JSON.stringify(hex)}].markers`, expected: 'no Mines: Mine Attacks on advancing units (F104) are not modelled under ccp yet (their Defense Rolls are O27.3.4\'s)', actual: 'Mines', rule: 'F104' });
    }
  }
  return s;
}

function parseEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
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
  domain: (snapshot) => advanceDomain(snapshot, DEFAULT_ADVANCE_OPTIONS).filter((e) => e.type !== 'HIDDEN_MINES'),
  domainNote:
    'No dice: per unit still to advance, ADVANCE into each listed adjacent hex (at most one refused move per path), EXIT off each edge its hex touches, END_ORDER; HIDDEN_WIRE or NO_HIDDEN_ACTION where the Defender may answer (A43.7). The Japanese player is the situation\'s `axis` player.',
};
