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

const stone = { name: 'stone building', drm: 25, building: true };
const unit = (hex: string, level = 0, extra: Record<string, unknown> = {}) => ({ hex, level, ...extra });

export const TERRAIN_DRM_SEEDS: Seed<unknown>[] = [
  {
    name: 'stone-building-not-wall',
    purpose: '6.1.3 example: a Russian squad in the stone building of G18, fired at from E17, gets +25, not +35: the Wall on the F17/G18 hexside the line crosses is not added.',
    situation: { firer: unit('E17'), target: unit('G18'), terrain: [stone], hexsides: [{ across: 'F17', feature: 'wall', drm: 10 }], buildings: [{ hex: 'G18', building: 'G18' }] },
  },
  {
    name: 'wall-against-artillery',
    purpose: '6.1.3.1: the same squad attacked by an FFE in E17: the Wall\'s +10 is added to the building\'s +25.',
    situation: { firer: unit('E17', 0, { artillery: true }), target: unit('G18'), terrain: [stone], hexsides: [{ across: 'F17', feature: 'wall', drm: 10 }], buildings: [{ hex: 'G18', building: 'G18' }] },
  },
  {
    name: 'wall-crossed-or-not',
    purpose: '6.1.2: in Open Ground behind a Wall on G18/F17 the squad gets +10 when the line crosses it (from E17), none when it does not (a Wall on G18/H18 only).',
    situation: { firer: unit('E17'), target: unit('G18'), terrain: [{ name: 'open ground', drm: 0, building: false }], hexsides: [{ across: 'F17', feature: 'wall', drm: 10 }, { across: 'H18', feature: 'hedge', drm: 5 }] },
  },
  {
    name: 'dug-in-stone-building',
    purpose: '6.4.10 example: a unit Dug-In in a stone building hex gets +35.',
    situation: { firer: unit('E17'), target: unit('G18', 1, { dugIn: true }), terrain: [stone], buildings: [{ hex: 'G18', building: 'G18' }] },
  },
  {
    name: 'burning-building',
    purpose: '6.4.9: units in a burning building get +10 for smoke instead of the building DRM, Dug-In or not.',
    situation: { firer: unit('E17'), target: unit('G18', 0, { dugIn: true }), terrain: [stone], buildings: [{ hex: 'G18', building: 'G18', burning: true }] },
  },
  {
    name: 'factory-line-leaves',
    purpose: '6.5.4 example: from O38 to P36, both in the factory, the line runs along O37 and P37, outside it: +25.',
    situation: { firer: unit('O38'), target: unit('P36'), terrain: [stone], buildings: [{ hex: 'O38', building: 'F1', factory: true }, { hex: 'P36', building: 'F1', factory: true }] },
  },
  {
    name: 'factory-inside',
    purpose: '6.5.4: fire between two units inside the same factory whose line never leaves it pays no building DRM.',
    situation: {
      firer: unit('O38'),
      target: unit('P36'),
      terrain: [stone],
      buildings: ['O38', 'O37', 'P37', 'P36'].map((hex) => ({ hex, building: 'F1', factory: true })),
    },
  },
  {
    name: 'rooftop',
    purpose: '6.4.6.1 (reading cs.rooftop-drm): a squad on the Rooftop of a stone building: +25 as the highest, or +30 with the Rooftop\'s +5 added.',
    situation: { firer: unit('E17'), target: unit('G18', 2, { rooftop: true }), terrain: [stone], buildings: [{ hex: 'G18', building: 'G18' }] },
  },
  {
    name: 'rooftop-to-rooftop',
    purpose: '6.4.6.1: on a Rooftop over terrain given +0: no +5 for fire from a Rooftop of the same level.',
    situation: { firer: unit('E17', 1, { rooftop: true }), target: unit('G18', 1, { rooftop: true }), terrain: [{ name: 'rubble', drm: 0, building: false }] },
  },
  {
    name: 'rooftop-from-below',
    purpose: '6.4.6.1: the same Rooftop fired at from a lower Rooftop: +5.',
    situation: { firer: unit('E17', 0, { rooftop: true }), target: unit('G18', 1, { rooftop: true }), terrain: [{ name: 'rubble', drm: 0, building: false }] },
  },
];

export const csTerrainDrmSpec: ProcedureSpec<DrmSituation> = {
  procedure: 'terrain-drm',
  ruleset: 'cs',
  title: 'Terrain DRM of a fire (6.1.2–6.5.4)',
  section: ['6.1', '6.4', '6.5'],
  machine: terrainDrmMachine,
  parseSituation: parseDrmSituation,
  parseEvent: noEvent,
  project: (snapshot) => ({ drm: (snapshot.context as DrmContext).drm }),
  seeds: TERRAIN_DRM_SEEDS as Seed<DrmSituation>[],
  domain: () => [],
  domainNote:
    'No events: the terrain DRM follows from the two units\' locations and the target hex\'s terrain. The Terrain Effects Chart is text-missing: each terrain\'s and hexside\'s DRM is a situation input (the text\'s examples: stone building +25, Wall +10).',
};
