/**
 * Asset Denied (O23) of CC:P for the oracle: situation and event parsing, seeds and the walk domain. The
 * chart is CC:E's Artillery Denied with the CC:P edition (machines/ccp/asset-denied.ts).
 *
 * Domain: no dice (O23 has no roll). In choosingActivity, every legal choice: WEAPON_JAM for each enemy
 * weapon within LOS of a friendly unit, COMMUNICATION_DISRUPTED with an enemy radio in play, ABORT_RUN with
 * an enemy aircraft in play. The Japanese player is the situation's `axis` player.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { OracleError } from '../../../machines/core/errors';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { obj, oneOf, str } from '../../../machines/core/validate';
import { validateLocalMap } from '../../../machines/core/map';
import { jammableWeapons, enemyAircraft } from '../../../machines/cce/artillery/denied-activities';
import type { ArtilleryDeniedOutput, ArtilleryDeniedSituation, AssetDeniedContext } from '../../../machines/cce/artillery/types';
import { losFact } from '../../../machines/cce/fire/firepower';
import { losReadingsOf } from '../../../machines/cce/los';
import { opponentOf, parseSituationUnits, PLAYERS, type Player } from '../../../machines/cce/units';
import { pairwise } from '../../gen/pairwise';
import { ccpAssetDeniedMachine } from '../../../machines/ccp/asset-denied';
import { CCP_FIRE_TERRAIN } from '../../../machines/ccp/fire';
import { inCcp } from '../../../machines/ccp/rule-map';
import { parseAircraft } from '../../../machines/ccp/air-support';
import { squad, unknownEvent } from '../cce/common';
import { parseRadios } from '../cce/artillery';
import { loadSeeds, onFirstUse } from '../cce/seeds';

export const ASSET_DENIED_EVENTS = ['WEAPON_JAM', 'COMMUNICATION_DISRUPTED', 'ABORT_RUN'] as const;

export function parseAssetDeniedSituation(raw: unknown, path: string): ArtilleryDeniedSituation {
  // Units and map are optional (none: no weapon to jam), so that CC:E's Artillery Denied situation states a CC:P one (the edition diff).
  const o: Record<string, unknown> = { units: [], map: { hexes: {} }, ...obj(raw, path, ['player', 'radios', 'aircraft', 'units', 'map'], ['player']) };
  const player = oneOf(o.player, `${path}.player`, PLAYERS, 'O20.1');
  // The terrain both editions give alike (CC:P terrain, T81-T99, is the next issue), as CC:P Fire's situation.
  const map = inCcp(() => validateLocalMap(o.map, `${path}.map`, { terrain: CCP_FIRE_TERRAIN }));
  if (map.hexsides !== undefined) throw new OracleError({ code: 'invalid-field', path: `${path}.map.hexsides`, expected: 'absent: "there is no hexside terrain in CC:P"', actual: map.hexsides, rule: 'T81' });
  const { units } = inCcp(() => parseSituationUnits(o, path));
  const radios = inCcp(() => parseRadios(o.radios, `${path}.radios`));
  for (const p of PLAYERS) {
    const fp = radios[p]?.fp;
    if (fp !== undefined && fp > 12) throw new OracleError({ code: 'invalid-field', path: `${path}.radios.${p}.fp`, expected: 'an integer 8-12 ("Each has a FP of between 8 and 12")', actual: fp, rule: '6' });
  }
  const s: ArtilleryDeniedSituation = { player, radios, aircraft: parseAircraft(o.aircraft, `${path}.aircraft`, map), units, map: map as ArtilleryDeniedSituation['map'] };
  // O23.1 asks for LOS from every friendly unit to every enemy weapon: the hexes between must be listed (an unlisted hex is unknown).
  const view = { units, map: s.map!, los: [], losReadings: losReadingsOf({}) };
  for (const w of units.filter((u) => u.owner === opponentOf(player) && u.weapon)) {
    for (const f of units.filter((u) => u.owner === player && u.hex !== w.hex)) {
      if (!losFact(view, f.hex, w.hex)) throw new OracleError({ code: 'invalid-map', path: `${path}.map.hexes`, expected: `every hex between ${f.hex} and ${w.hex} listed (O23.1 checks the LOS from ${f.id} to ${w.weapon!.id})`, actual: 'an unlisted hex on the line', rule: '16.1' });
    }
  }
  return s;
}

function illegal(path: string, expected: string, actual: unknown, rule: string): never {
  throw new OracleError({ code: 'illegal-event', path, expected, actual, rule });
}

function parseAssetDeniedEvent(raw: unknown, path: string, snapshot: AnyMachineSnapshot): EventObject {
  const c = snapshot.context as AssetDeniedContext;
  const type = (raw as { type?: unknown } | null)?.type;
  const choosing = snapshot.matches('choosingActivity');
  if (type === 'WEAPON_JAM') {
    const o = obj(raw, path, ['type', 'weapon'], ['type', 'weapon']);
    const weapon = str(o.weapon, `${path}.weapon`);
    const legal = jammableWeapons(c);
    if (choosing && !legal.includes(weapon)) illegal(`${path}.weapon`, `an enemy weapon within LOS of a friendly unit (${legal.join(', ') || 'none'})`, weapon, 'O23.1');
    return { type, weapon } as EventObject;
  }
  if (type === 'COMMUNICATION_DISRUPTED' || type === 'ABORT_RUN') {
    obj(raw, path, ['type'], ['type']);
    const inPlay = type === 'ABORT_RUN' ? enemyAircraft(c) !== undefined : c.radios[opponentOf(c.player)] !== undefined;
    if (choosing && !inPlay) illegal(`${path}.type`, type === 'ABORT_RUN' ? 'an enemy aircraft in play' : 'an enemy radio in play', type, 'O23');
    return { type };
  }
  return unknownEvent(raw, path, snapshot, ASSET_DENIED_EVENTS);
}

function assetDeniedDomain(snapshot: AnyMachineSnapshot): EventObject[] {
  if (!snapshot.matches('choosingActivity')) return [];
  const c = snapshot.context as AssetDeniedContext;
  return [
    ...jammableWeapons(c).map((weapon) => ({ type: 'WEAPON_JAM', weapon }) as EventObject),
    ...(c.radios[opponentOf(c.player)] ? [{ type: 'COMMUNICATION_DISRUPTED' }] : []),
    ...(enemyAircraft(c) ? [{ type: 'ABORT_RUN' }] : []),
  ];
}

// -------------------------------------------------------------------------------------------- seeds

/**
 * The seeds, as data (oracle/procedures/ccp/seeds/asset-denied.json, read and validated on first use: oracle/procedures/cce/seeds.ts),
 * then the situations generated pairwise (below), whose paths are kept only where new.
 */
export const ASSET_DENIED_SEEDS = onFirstUse((): Seed<ArtilleryDeniedSituation>[] => [...loadSeeds('asset-denied', null, parseAssetDeniedSituation, { ruleset: 'ccp' }), ...pairwiseAssetDeniedSeeds()]);

/**
 * Generated (issue 16.5): the facts O23's prerequisites and results read — the active player (either side, O23: "the
 * active player"); the enemy weapon (none, or possessed unbroken or broken: O23.1 "Break that weapon. If it was already
 * broken, eliminate it instead", 5.4); the friendly unit's sight of it (O23.1 "within LOS of any friendly unit", 16.1:
 * clear over Open Ground, hindered by Smoke, 16.3, blocked by a Building, T85, or the same hex, in Melee); the enemy radio
 * (none, unbroken or broken: O23.2, 6); the aircraft in play (none, the enemy's or his own: O23.3, 8.3) — every two of
 * them meeting in some situation (oracle/gen/pairwise.ts). The active player's Squad in C3 looks at the enemy Squad in C5
 * (C3 itself for the same hex) over C4; the aircraft over E5. Where no activity may be chosen the Order is refused (O23).
 */
export const CCP_PAIRWISE_ASSET_DENIED_FACTORS = {
  player: ['axis', 'allied'],
  weapon: ['none', 'unbroken', 'broken'],
  sight: ['clear', 'hindered', 'blocked', 'same hex'],
  radio: ['none', 'unbroken', 'broken'],
  aircraft: ['none', 'enemy', 'own'],
};

export function pairwiseAssetDeniedSeeds(): Seed<ArtilleryDeniedSituation>[] {
  const { rows } = pairwise(CCP_PAIRWISE_ASSET_DENIED_FACTORS);
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const player = r.player as Player;
    const enemy = opponentOf(player);
    const tag = (p: Player) => (p === 'axis' ? 'jp' : 'us');
    const weapon = r.weapon === 'none' ? {} : { weapon: { id: `${tag(enemy)}-mg`, type: 'mg', fp: 5, range: 8, ordnance: false, smoke: false, boxedRange: false, broken: r.weapon === 'broken' } };
    const units = [squad(`${tag(player)}-sq`, player, 'C3', [7, 6]), { ...squad(`${tag(enemy)}-sq`, enemy, r.sight === 'same hex' ? 'C3' : 'C5', [7, 6]), ...weapon }];
    const between = r.sight === 'blocked' ? { terrain: ['Building'] } : r.sight === 'hindered' ? { terrain: ['Open Ground'], markers: ['Smoke:1'] } : { terrain: ['Open Ground'] };
    const raw = {
      player,
      radios: r.radio === 'none' ? {} : { [enemy]: { fp: 10, ...(r.radio === 'broken' ? { broken: true } : {}) } },
      ...(r.aircraft === 'none' ? {} : { aircraft: { [r.aircraft === 'enemy' ? enemy : player]: { hex: 'E5' } } }),
      units,
      map: { geometry: { columns: 10, rows: 10 }, hexes: { C3: { terrain: ['Open Ground'] }, C4: between, C5: { terrain: ['Open Ground'] } } },
    };
    const situation = parseAssetDeniedSituation(raw, `generated asset-denied seed "${name}": situation`);
    const nation = (p: Player) => (p === 'axis' ? 'Japanese' : 'American');
    const facts = [
      r.weapon === 'none' ? `no ${nation(enemy)} weapon` : `the ${nation(enemy)} MG ${r.weapon === 'broken' ? 'broken ' : ''}${r.sight === 'same hex' ? 'in the same hex' : r.sight === 'clear' ? 'in C5 in clear LOS' : r.sight === 'hindered' ? 'in C5 past Smoke in C4' : 'in C5 behind the Building in C4'}`,
      r.radio === 'none' ? `no ${nation(enemy)} radio` : `the ${nation(enemy)} radio ${r.radio}`,
      r.aircraft === 'none' ? 'no aircraft' : `the ${nation(r.aircraft === 'enemy' ? enemy : player)} aircraft over E5`,
    ];
    return {
      name,
      purpose: `Generated pairwise: the ${nation(player)} player's Asset Denied, his Squad in C3: ${facts.join(', ')} (O23, O23.1, 5.4, 16.1, 16.3, O23.2, 6, O23.3, 8.3).`,
      minimise: true,
      situation,
    };
  });
}

export const ccpAssetDeniedSpec: ProcedureSpec<ArtilleryDeniedSituation> = {
  procedure: 'asset-denied',
  ruleset: 'ccp',
  title: 'Asset Denied (O23)',
  section: ['O23'],
  machine: ccpAssetDeniedMachine,
  parseSituation: parseAssetDeniedSituation,
  parseEvent: parseAssetDeniedEvent,
  project: (snapshot) => snapshot.output as ArtilleryDeniedOutput,
  get seeds() {
    return ASSET_DENIED_SEEDS() as Seed<ArtilleryDeniedSituation>[];
  },
  domain: (snapshot) => assetDeniedDomain(snapshot),
  domainNote: 'No dice (O23 has no roll). In choosingActivity: WEAPON_JAM for each enemy weapon within LOS of a friendly unit, COMMUNICATION_DISRUPTED with an enemy radio in play, ABORT_RUN with an enemy aircraft in play. The Japanese player is the situation\'s `axis` player.',
};
