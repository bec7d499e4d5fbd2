// Generated Combat! Stalingrad situations (issue 16.5) of Determining LOS (5.2–5.4), Right of Inspection (3.2.11),
// the Terrain DRM of a fire (6.1.2–6.5.4) and Moving in and out of buildings (6.3–6.5.5): the facts their rules read
// (oracle/procedures/cs/{los,inspection,terrain-drm,building-move}.ts CS_PAIRWISE_*_FACTORS), read back from the
// situations themselves (not from the generators' rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { csInspectionSpec, CS_PAIRWISE_INSPECTION_FACTORS, pairwiseInspectionSeeds } from '../oracle/procedures/cs/inspection';
import { csTerrainDrmSpec, CS_PAIRWISE_TERRAIN_DRM_FACTORS, pairwiseTerrainDrmSeeds } from '../oracle/procedures/cs/terrain-drm';
import { csLosSpec, CS_PAIRWISE_LOS_FACTORS, pairwiseLosSeeds } from '../oracle/procedures/cs/los';
import { csBuildingMoveSpec, CS_PAIRWISE_BUILDING_MOVE_FACTORS, CS_PAIRWISE_LEVEL_FACTORS, pairwiseBuildingMoveSeeds, pairwiseLevelSeeds } from '../oracle/procedures/cs/building-move';

const yes = (b: boolean) => (b ? 'yes' : 'no');

describe('generated Right of Inspection situations (3.2.11): LOS, the action, the Cover marker and its Exception', () => {
  const seeds = () => csInspectionSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => ({
    inLos: yes(s.inLos),
    action: s.action,
    underCover: yes(s.underCover),
    openGroundOnly: yes(s.openGroundOnly),
    losCrossesHexside: yes(s.losCrossesHexside),
  });

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_INSPECTION_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(csInspectionSpec, s);
  });

  itIsDeterministic(pairwiseInspectionSeeds, seeds, 5 * 2, 'the action × LOS pairs');
});

describe('generated Terrain DRM situations (6.1.2–6.5.4): CFF/FFE fire, the building, Dug-In, other terrain, hexsides, Rooftops', () => {
  const seeds = () => csTerrainDrmSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const house = s.terrain.filter((t) => t.building);
    const others = s.terrain.filter((t) => !t.building);
    const at = (hex: string) => s.buildings.find((b) => b.hex === hex);
    const target = at('G18');
    const hexes = s.buildings.map((b) => b.hex).join();
    const building =
      house.length === 0 && s.buildings.length === 0
        ? 'none'
        : house.length !== 1 || house[0].drm !== 25 || !target
          ? '?'
          : target.factory
            ? target.burning || s.buildings.some((b) => b.building !== target.building || !b.factory)
              ? '?'
              : hexes === 'E17,F17,G18'
                ? 'factory, fire from inside'
                : at('E17') === undefined
                  ? 'factory, fire from outside'
                  : '?'
            : hexes !== 'G18'
              ? '?'
              : target.burning
                ? 'burning'
                : 'stone';
    const side = s.hexsides.map((h) => `${h.feature} ${h.drm} ${h.across}`).join();
    const { firer: f, target: t } = s;
    const rooftop = !t.rooftop
      ? !f.rooftop
        ? 'none'
        : f.level > t.level
          ? 'firer only'
          : '?'
      : !f.rooftop
        ? 'target, firer on the ground'
        : f.level === t.level
          ? 'target, firer on a Rooftop as high'
          : f.level > t.level
            ? 'target, firer on a higher Rooftop'
            : 'target, firer on a lower Rooftop';
    return {
      artillery: yes(f.artillery),
      building,
      dugIn: yes(t.dugIn),
      other: others.length === 0 ? 'none' : others.length === 1 ? `+${others[0].drm}` : '?',
      // The line E17–G18 crosses the F17/G18 hexside, not the G18/H18 one (machines/core/line.ts; the hand-written seed wall-crossed-or-not).
      hexside: { '': 'none', 'wall 10 F17': 'Wall crossed', 'hedge 5 H18': 'Hedge not crossed', 'bocage 15 F17': 'Bocage crossed' }[side] ?? '?',
      rooftop: f.hex === 'E17' && t.hex === 'G18' ? rooftop : '?',
    };
  };

  it('meets every two values of every two facts in some situation (no CFF/FFE marker on a Rooftop), each parsed, every walk minimised', () => {
    const firerOnRoof = (p: Record<string, string>) => p.rooftop !== undefined && (p.rooftop.startsWith('target, firer on a') || p.rooftop === 'firer only');
    expectEveryPairMeets(CS_PAIRWISE_TERRAIN_DRM_FACTORS, seeds().map(read), (p) => p.artillery === 'yes' && firerOnRoof(p));
    for (const s of seeds()) expectParsesMinimised(csTerrainDrmSpec, s);
  });

  itIsDeterministic(pairwiseTerrainDrmSeeds, seeds, 6 * 5, 'the Rooftop × building pairs');
});

describe('generated building moves into an adjacent hex (6.3–6.5.5): the unit, where it is, what it enters, the road, Debris, Control', () => {
  const seeds = () => csBuildingMoveSpec.seeds.filter((s) => s.name.startsWith('pairwise-') && !s.name.startsWith('pairwise-level-'));
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const [m, n] = [s.hexes.find((h) => h.hex === 'M19'), s.hexes.find((h) => h.hex === 'N19')];
    const b = m?.building;
    const from = !b
      ? s.from.place === 'ground' && !m?.trench
        ? 'Open Ground'
        : '?'
      : b.roadEntry
        ? b.id === 'F1' && s.from.place === 'ground'
          ? 'factory ground level'
          : '?'
        : b.id !== 'M19'
          ? '?'
          : ({ ground: 'ground level', 'upper-1': 'Upper Level +1', rooftop: 'Rooftop', cellar: b.cellar ? 'Cellar' : '?' } as Record<string, string>)[s.from.place] ?? '?';
    const nb = n?.building;
    const into = !nb
      ? n?.trench
        ? 'Trench'
        : 'Open Ground'
      : nb.roadFrom.includes('M19')
        ? 'a road/building hex'
        : nb.burning
          ? 'a burning building'
          : nb.roadEntry
            ? 'a factory road entrance'
            : nb.id === b?.id && b !== undefined
              ? nb.roofless
                ? 'the same building, Roofless'
                : 'the same building'
              : nb.id === 'N19'
                ? 'another building'
                : '?';
    // It moves to the same level (from a Cellar, to the ground level: 6.4.7).
    const level = s.to.hex === 'N19' && s.from.hex === 'M19' && s.to.place === (s.from.place === 'cellar' ? 'ground' : s.from.place);
    return {
      unit: level && s.enterMp === 2 ? s.unit.type : '?',
      from,
      into,
      road: !s.road ? (s.other ? '?' : 'no') : !s.other ? 'yes' : s.other.kind === 'rubble' ? 'yes, Rubble' : '?',
      debris: yes(n?.debris ?? false),
      controlled: yes(s.controlled),
    };
  };

  it('meets every two values of every two facts in some situation (no gun or vehicle above the ground, no vehicle in a Cellar), each parsed, every walk minimised', () => {
    const aloft = (p: Record<string, string>) => ['Upper Level +1', 'Rooftop'].includes(p.from);
    expectEveryPairMeets(CS_PAIRWISE_BUILDING_MOVE_FACTORS, seeds().map(read), (p) =>
      p.unit === undefined || p.from === undefined
        ? p.from === 'Open Ground' && p.into?.startsWith('the same building') === true
        : (p.unit !== 'squad' && aloft(p)) || (['tracked', 'wheeled'].includes(p.unit) && p.from === 'Cellar'),
    );
    for (const s of seeds()) expectParsesMinimised(csBuildingMoveSpec, s);
  });

  itIsDeterministic(pairwiseBuildingMoveSeeds, seeds, 8 * 4, 'the unit × hex entered pairs');
});

describe('generated LOS situations (5.1.1.1–5.4.1.2): the levels, an obstacle and where, the range, Hindrances, smoke, wrecks, night', () => {
  const seeds = () => csLosSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const range = { C16: '6', C22: '12' }[s.target.hex] ?? '?';
    const next = range === '6' ? 'C15' : 'C21';
    const obstacles = s.hexes.filter((h) => h.obstacle !== undefined);
    const grain = s.hexes.filter((h) => h.hindrance?.kind === 'grain' && h.hindrance.drm === 5).map((h) => h.hex).join();
    const other = s.hexes.filter((h) => h.hindrance?.kind === 'other' && h.hindrance.drm === 3).map((h) => h.hex).join();
    const smoke = s.hexes.filter((h) => h.smoke).map((h) => h.hex).join();
    const wrecks = s.hexes.filter((h) => h.wrecks > 0);
    const plain = s.hexes.every((h) => h.elevation === 0 && !h.fire && !h.building) && s.hexsides.length === 0 && s.firer.hex === 'C10' && !s.firer.fired;
    return {
      firer: plain ? String(s.firer.level) : '?',
      target: String(s.target.level),
      obstacle:
        obstacles.length === 0
          ? 'none'
          : obstacles.length > 1
            ? '?'
            : `${({ 0.5: '1/2 level', 1: 'Level +1', 2: 'Level +2' } as Record<number, string>)[obstacles[0].obstacle!] ?? '?'} next to the ${obstacles[0].hex === 'C11' ? 'firer' : obstacles[0].hex === next ? 'target' : '?'}`,
      range,
      hindrance: grain === '' && other === '' ? 'none' : grain === 'C13' && other === '' ? 'one Grain' : grain === 'C12,C13,C14' && other === '' ? 'three Grain' : grain === '' && other === 'C13' ? 'one other' : '?',
      smoke: smoke === '' ? 'none' : smoke === 'C13' ? 'on the line' : smoke === s.target.hex ? 'in the target hex' : '?',
      wrecks: wrecks.length === 0 ? '0' : wrecks.length === 1 && wrecks[0].hex === 'C12' && wrecks[0].wrecks === 2 ? '2' : '?',
      night: !s.night ? (s.target.fired ? '?' : 'no') : s.target.fired ? 'yes, the target Fired' : 'yes',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_LOS_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(csLosSpec, s);
  });

  itIsDeterministic(pairwiseLosSeeds, seeds, 7 * 4, 'the obstacle × firer\'s level pairs');
});

describe('generated changes of level in one building hex (6.4.1–6.4.6, 6.5.2): the unit, the building, the two locations', () => {
  const seeds = () => csBuildingMoveSpec.seeds.filter((s) => s.name.startsWith('pairwise-level-'));
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const [g22, g23] = ['G22', 'G23'].map((h) => s.hexes.find((x) => x.hex === h)?.building);
    const b = g22!;
    const building =
      !g23 || g23.id !== b.id || g23.centre !== 'dot' || !b.multiHex
        ? '?'
        : b.roadEntry
          ? b.centre === 'dot' && !b.cellar && !b.steeple && !b.rubble
            ? 'factory'
            : '?'
          : !b.cellar
            ? '?'
            : b.centre === 'large-square'
              ? s.from.hex === 'G22'
                ? 'white square, its hex'
                : 'white square, another hex'
              : b.centre === 'large-dot' && b.steeple
                ? 'large dot, steeple'
                : b.centre === 'dot' && !b.steeple
                  ? b.rubble
                    ? 'no stairway, Rubbled hex'
                    : 'no stairway'
                  : '?';
    const unit = s.unit.moveMode ? (s.unit.type === 'sw-team' ? 'sw-team in move mode' : '?') : s.unit.type;
    return { unit, building: s.from.hex === s.to.hex && (s.from.hex === 'G22') !== (building === 'white square, another hex') ? building : '?', from: s.from.place, to: s.to.place };
  };

  // The locations each building hex has, from the rules (not from machines/cs/building-move.ts): 6.4.1 a Cellar; 6.4.2 and
  // 6.4.4's table, a multi-hex building of centre dots +1 (Upper Level +1), a white centre-square +2; 6.4.5 a steeple,
  // one more level, the large white dot's +1 its Upper Level; 6.4.6 a Rooftop on every multi-hex building, none in a
  // steeple hex; 6.5.2 a factory: no Upper Level, no Cellar (6.4.3), its Rooftop.
  const PLACES_OF: Record<string, string[]> = {
    'no stairway': ['cellar', 'ground', 'upper-1', 'rooftop'],
    'no stairway, Rubbled hex': ['cellar', 'ground', 'upper-1', 'rooftop'],
    'white square, its hex': ['cellar', 'ground', 'upper-1', 'upper-2', 'rooftop'],
    'white square, another hex': ['cellar', 'ground', 'upper-1', 'upper-2', 'rooftop'],
    'large dot, steeple': ['cellar', 'ground', 'upper-1', 'steeple'],
    factory: ['ground', 'rooftop'],
  };
  const possiblePairs = (() => {
    const f = CS_PAIRWISE_LEVEL_FACTORS;
    const met = new Set<string>();
    for (const unit of f.unit)
      for (const building of f.building)
        for (const from of f.from)
          for (const to of f.to) {
            const places = PLACES_OF[building];
            const notInfantry = ['gun', 'tracked', 'wheeled'].includes(unit);
            // 6.4.1: no gun or vehicle above the ground level, no vehicle in a Cellar; no gun moved into one (the text does not say how).
            if (from === to || !places.includes(from) || !places.includes(to) || (notInfantry && !['ground', 'cellar'].includes(from)) || (notInfantry && to === 'cellar') || (unit !== 'gun' && notInfantry && from === 'cellar')) continue;
            const row: Record<string, string> = { unit, building, from, to };
            for (const a of Object.keys(row)) for (const b of Object.keys(row)) met.add(`${a}=${row[a]} & ${b}=${row[b]}`);
          }
    return met;
  })();

  it('meets every two values of every two facts the rules allow together in some situation, and no other, each parsed, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_LEVEL_FACTORS, seeds().map(read), (p) => {
      const [[a, x], [b, y]] = Object.entries(p);
      return !possiblePairs.has(`${a}=${x} & ${b}=${y}`);
    });
    for (const s of seeds()) expectParsesMinimised(csBuildingMoveSpec, s);
  });

  itIsDeterministic(pairwiseLevelSeeds, seeds, 6 * 5, 'the building × location pairs');
});
