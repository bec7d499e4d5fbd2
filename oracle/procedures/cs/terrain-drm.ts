/**
 * Terrain DRM of a fire (6.1.2–6.5.4) for the oracle: situation parsing, seeds and the domain.
 *
 * Domain: none. The DRM follows from the two units' locations and the target hex's terrain. The Terrain
 * Effects Chart is text-missing: each terrain's and hexside's DRM is a situation input. The generated situations
 * (`pairwiseTerrainDrmSeeds`) combine the facts 6.1.2–6.5.4 read; their vectors are minimised.
 */
import { areAdjacent, parseHex } from '../../../machines/core/hex';
import type { ProcedureSpec, Seed } from '../../../machines/core/procedure';
import { arr, bool, int, obj, oneOf, str } from '../../../machines/core/validate';
import { type DrmContext, type DrmSituation, HEXSIDE_FEATURES, terrainDrmMachine } from '../../../machines/cs/terrain-drm';
import { hexField, invalidField, noEvent } from './common';
import { loadSeeds, onFirstUse } from '../cce/seeds';
import { pairwise, type Row } from '../../gen/pairwise';

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
export const TERRAIN_DRM_SEEDS = onFirstUse((): Seed<unknown>[] => [...loadSeeds('terrain-drm', null, parseDrmSituation, { ruleset: 'cs', units: 'written' }), ...pairwiseTerrainDrmSeeds()]);

/**
 * Generated (issue 16.5): the facts the terrain DRM reads, every two of them meeting in some situation
 * (oracle/gen/pairwise.ts). The fire is from E17 at G18 (the line crosses F17 and the F17/G18 hexside, not the
 * G18/H18 one: machines/core/line.ts), the hand-written seeds' geometry.
 * - `artillery`: the fire is a CFF/FFE marker's (6.1.3.1 "If a Bocage/Wall/Hedge/Fence hexside is between a CFF/FFE
 *   marker and the target unit, add the hexside terrain DRM to any in-hex terrain").
 * - `building`: G18's building, if any (6.1.3): a stone building (+25, the text's example); burning (6.4.9 "a +10 DRM
 *   (for smoke) instead of the normal building DRM"); a factory fired at from outside it, or from inside it, the line
 *   never leaving it (E17, F17, G18 one factory; 6.5.4 "Fire from outside to units inside pays the normal +25 DRM as
 *   does any fire if the LOS leaves the building").
 * - `dugIn`: the target under a Dug-In marker (6.4.10 "an additional +10 to the building DR"; outside a building no
 *   rule of the text adds it, 7.1 is missing).
 * - `other`: another terrain of G18 and its DRM (the TEC's, missing): none, one lower than every other DRM here
 *   (+3) or one higher than the stone building's (+30) (6.1.3 "Use the highest terrain DRM for a particular hex").
 * - `hexside`: hexside terrain on G18's sides (6.1.2 "can only give protection if the enemy fire crosses the actual
 *   drawing"): none, a Wall (+10) crossed, a Hedge (+5) not crossed, a Bocage (+15) crossed.
 * - `rooftop`: who is on a Rooftop (6.4.6.1, quoted in reading cs.rooftop-drm: "Units on a Rooftop receive a +5 DRM
 *   for fire as if they were on a Hill (i.e., no +5 DRM for fire from units also on a same level or higher
 *   Rooftop)"): nobody; the target (level 1) fired at from the ground, from a Rooftop as high, a higher one (level
 *   2) or a lower one (level 0); the firer only (level 1, the target on the ground).
 * Impossible (not made): a CFF/FFE marker on a Rooftop — the marker is no unit (6.1.3.1 "a CFF/FFE marker";
 * 6.4.6 puts units on a Rooftop). Under both alternatives of reading cs.rooftop-drm (the walk's).
 */
export const CS_PAIRWISE_TERRAIN_DRM_FACTORS = {
  artillery: ['no', 'yes'],
  building: ['none', 'stone', 'burning', 'factory, fire from outside', 'factory, fire from inside'],
  dugIn: ['no', 'yes'],
  other: ['none', '+3', '+30'],
  hexside: ['none', 'Wall crossed', 'Hedge not crossed', 'Bocage crossed'],
  rooftop: ['none', 'target, firer on the ground', 'target, firer on a Rooftop as high', 'target, firer on a higher Rooftop', 'target, firer on a lower Rooftop', 'firer only'],
};

/** A firer on a Rooftop: no CFF/FFE marker is (6.4.6, 6.1.3.1). */
export const firerOnRooftop = (rooftop: string): boolean => rooftop.startsWith('target, firer on a') || rooftop === 'firer only';

export function pairwiseTerrainDrmSeeds(): Seed<DrmSituation>[] {
  const { rows } = pairwise(CS_PAIRWISE_TERRAIN_DRM_FACTORS, (r: Row) => !(r.artillery === 'yes' && firerOnRooftop(r.rooftop)));
  return rows.map((r, i) => {
    const name = `pairwise-${String(i + 1).padStart(2, '0')}`;
    const onRoof = r.rooftop.startsWith('target');
    const firerLevel = { 'target, firer on a Rooftop as high': 1, 'target, firer on a higher Rooftop': 2, 'firer only': 1 }[r.rooftop] ?? 0;
    const factory = r.building.startsWith('factory');
    const inside = r.building === 'factory, fire from inside';
    const hexsides = { none: [], 'Wall crossed': [{ across: 'F17', feature: 'wall', drm: 10 }], 'Hedge not crossed': [{ across: 'H18', feature: 'hedge', drm: 5 }], 'Bocage crossed': [{ across: 'F17', feature: 'bocage', drm: 15 }] }[r.hexside];
    const raw = {
      firer: { hex: 'E17', level: firerLevel, rooftop: firerOnRooftop(r.rooftop), artillery: r.artillery === 'yes' },
      target: { hex: 'G18', level: onRoof ? 1 : 0, rooftop: onRoof, dugIn: r.dugIn === 'yes' },
      terrain: [...(r.building === 'none' ? [] : [{ name: factory ? 'factory' : 'stone building', drm: 25, building: true }]), ...(r.other === 'none' ? [] : [{ name: 'other terrain', drm: Number(r.other), building: false }])],
      hexsides,
      buildings: r.building === 'none' ? [] : (inside ? ['E17', 'F17', 'G18'] : factory ? ['G18', 'H18'] : ['G18']).map((hex) => ({ hex, building: factory ? 'F1' : 'G18', factory, burning: r.building === 'burning' })),
    };
    const situation = parseDrmSituation(JSON.parse(JSON.stringify(raw)), `generated terrain-drm seed "${name}": situation`);
    const facts = [r.artillery === 'yes' ? 'CFF/FFE fire' : 'fire', r.building === 'none' ? 'no building' : `building: ${r.building}`, r.dugIn === 'yes' ? 'Dug-In' : '', r.other === 'none' ? '' : `other terrain ${r.other}`, r.hexside === 'none' ? '' : r.hexside, r.rooftop === 'none' ? '' : `Rooftop: ${r.rooftop}`].filter(Boolean);
    return { name, purpose: `Generated pairwise: ${facts.join(', ')} (6.1.2, 6.1.3, 6.1.3.1, 6.4.6.1, 6.4.9, 6.4.10, 6.5.4).`, minimise: true, situation };
  });
}

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
