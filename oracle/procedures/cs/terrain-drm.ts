/**
 * Terrain DRM of a fire (6.1.2–6.5.4) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. The DRM follows from the two units' locations and the target hex's terrain. The Terrain
 * Effects Chart is text-missing: each terrain's and hexside's DRM is a situation input.
 */
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { type DrmContext, type DrmSituation, HEXSIDE_FEATURES, terrainDrmMachine } from '../../../machines/cs/terrain-drm';
import { hexField, invalidField, noEvent } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';

export function parseDrmSituation(raw: unknown, path: string): DrmSituation {
  const o = obj(raw, path, ['firer', 'target', 'terrain', 'hexsides', 'buildings'], ['firer', 'target', 'terrain']);
  const f = obj(o.firer, `${path}.firer`, ['hex', 'level', 'rooftop', 'artillery'], ['hex', 'level']);
  const t = obj(o.target, `${path}.target`, ['hex', 'level', 'rooftop', 'dugIn'], ['hex', 'level']);
  const firer = { hex: hexField(f.hex, `${path}.firer.hex`), level: int(f.level, `${path}.firer.level`, -1, 4, '6.4.1'), rooftop: bool(f.rooftop, `${path}.firer.rooftop`, false), artillery: bool(f.artillery, `${path}.firer.artillery`, false) };
  const target = { hex: hexField(t.hex, `${path}.target.hex`), level: int(t.level, `${path}.target.level`, -1, 4, '6.4.1'), rooftop: bool(t.rooftop, `${path}.target.rooftop`, false), dugIn: bool(t.dugIn, `${path}.target.dugIn`, false) };
  if (firer.hex === target.hex && !firer.artillery) invalidField(`${path}.firer.hex`, 'another hex than the target\'s', firer.hex, '6.1.2');
  const terrain = arr(o.terrain, `${path}.terrain`).map((x, i) => {
    const e = obj(x, `${path}.terrain[${i}]`, ['name', 'drm', 'building'], ['name', 'drm']);
    return { name: str(e.name, `${path}.terrain[${i}].name`), drm: int(e.drm, `${path}.terrain[${i}].drm`, 0, 50, 'TEC'), building: bool(e.building, `${path}.terrain[${i}].building`, false) };
  });
  if (terrain.filter((x) => x.building).length > 1) invalidField(`${path}.terrain`, 'at most one building terrain in the target hex', terrain.filter((x) => x.building).length, '6.4');
  const hexsides = arr(o.hexsides ?? [], `${path}.hexsides`).map((x, i) => {
    const p = `${path}.hexsides[${i}]`;
    const e = obj(x, p, ['across', 'feature', 'drm'], ['across', 'feature', 'drm']);
    const across = hexField(e.across, `${p}.across`);
    if (!areAdjacent(parseHex(across, p), parseHex(target.hex, p))) invalidField(`${p}.across`, `a hex adjacent to the target's ${target.hex} (the hexside between them)`, across, '6.1.2');
    return { across, feature: oneOf(e.feature, `${p}.feature`, HEXSIDE_FEATURES, '6.1.3.1'), drm: int(e.drm, `${p}.drm`, 0, 50, 'TEC') };
  });
  const buildings = arr(o.buildings ?? [], `${path}.buildings`).map((x, i) => {
    const p = `${path}.buildings[${i}]`;
    const e = obj(x, p, ['hex', 'building', 'factory', 'burning'], ['hex', 'building']);
    return { hex: hexField(e.hex, `${p}.hex`), building: str(e.building, `${p}.building`), factory: bool(e.factory, `${p}.factory`, false), burning: bool(e.burning, `${p}.burning`, false) };
  });
  buildings.forEach((b, i) => {
    if (buildings.findIndex((x) => x.hex === b.hex) !== i) invalidField(`${path}.buildings[${i}].hex`, 'one entry per hex', b.hex, '3.2.7');
  });
  if (buildings.some((b) => b.hex === target.hex) && !terrain.some((x) => x.building)) invalidField(`${path}.terrain`, `the building terrain of ${target.hex} with its DRM (a building hex of ${path}.buildings)`, terrain, '6.4');
  return { firer, target, terrain, hexsides, buildings };
}

/** The seeds, as data (oracle/procedures/cs/seeds/terrain-drm.json, read and validated on first use by the seeds loader, oracle/procedures/cce/seeds.ts; units as written). */
export const TERRAIN_DRM_SEEDS = onFirstUse((): Seed<unknown>[] => loadSeeds('terrain-drm', null, parseDrmSituation, { ruleset: 'cs', units: 'written' }));

export const csTerrainDrmSpec: ProcedureSpec<DrmSituation> = {
  procedure: 'terrain-drm',
  ruleset: 'cs',
  title: 'Terrain DRM of a fire (6.1.2–6.5.4)',
  section: ['6.1', '6.4', '6.5'],
  machine: terrainDrmMachine,
  parseSituation: parseDrmSituation,
  parseEvent: noEvent,
  project: (snapshot) => ({ drm: (snapshot.context as DrmContext).drm }),
  get seeds() {
    return TERRAIN_DRM_SEEDS() as Seed<DrmSituation>[];
  },
  domain: () => [],
  domainNote:
    'No events: the terrain DRM follows from the two units\' locations and the target hex\'s terrain. The Terrain Effects Chart is text-missing: each terrain\'s and hexside\'s DRM is a situation input (the text\'s examples: stone building +25, Wall +10).',
};
