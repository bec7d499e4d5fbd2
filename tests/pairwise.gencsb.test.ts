// Generated Combat! Stalingrad situations (issue 16.5): the facts 4.3 (Morale Reduction), 3.2.3–3.2.7 (Orders,
// VP, Control), 3.2.9 (Entry), 3.2.12–3.2.13 (Hidden units, Shadow markers) and 4.2, 4.4 (the Turn) read
// (oracle/procedures/cs/command.ts CS_PAIRWISE_COMMAND_FACTORS, victory.ts CS_PAIRWISE_VICTORY_FACTORS, entry.ts
// CS_PAIRWISE_ENTRY_FACTORS, hidden.ts CS_PAIRWISE_HIDDEN_FACTORS, turn.ts CS_PAIRWISE_TURN_FACTORS), read back from the situations themselves (not
// from the generators' rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { csCommandSpec, CS_PAIRWISE_COMMAND_FACTORS, pairwiseCommandSeeds } from '../oracle/procedures/cs/command';
import { csVictorySpec, CS_PAIRWISE_VICTORY_FACTORS, pairwiseVictorySeeds } from '../oracle/procedures/cs/victory';
import { csEntrySpec, CS_PAIRWISE_ENTRY_FACTORS, pairwiseEntrySeeds } from '../oracle/procedures/cs/entry';
import { csHiddenSpec, CS_PAIRWISE_HIDDEN_FACTORS, pairwiseHiddenSeeds } from '../oracle/procedures/cs/hidden';
import { csTurnSpec, CS_PAIRWISE_TURN_FACTORS, pairwiseTurnSeeds } from '../oracle/procedures/cs/turn';

const generated = <T extends { name: string }>(seeds: T[]) => seeds.filter((s) => s.name.startsWith('pairwise-'));

describe('generated Command Phase situations (4.3): the leader, his marker and cover, what stands near him, the marked unit', () => {
  const seeds = () => generated(csCommandSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const mine = s.units.filter((u) => u.side === s.side);
    const theirs = s.units.filter((u) => u.side !== s.side);
    const leader = mine.find((u) => u.hex === 'B16' && u.id.endsWith('-leader'));
    const marked = mine.filter((u) => u !== leader && u.kind !== 'afv');
    if (!leader || marked.length !== 1) return { side: '?' };
    const u = marked[0];
    const loc = s.locations.find((l) => l.hex === leader.hex && l.level === leader.level)!;
    const up = u.level - leader.level;
    const afv = s.units.filter((x) => x.kind === 'afv');
    const where = ({ 'B16 0': 'his location', 'B16 -1': 'his hex, a level below', 'C16 0': 'adjacent, his level', 'C16 1': 'adjacent, a level up', 'B18 0': 'two hexes', 'B19 0': 'three hexes' } as Record<string, string>)[`${u.hex} ${up}`] ?? '?';
    const near =
      theirs.length === 0 && afv.length === 0
        ? 'nothing'
        : theirs.length === 1 && theirs[0].kind === 'squad' && theirs[0].hex === leader.hex && theirs[0].level === leader.level && afv.length === 0
          ? 'an enemy Squad in his location'
          : afv.length === 1 && afv[0].hex === 'A16' && s.units.length === 3
            ? afv[0].side === s.side
              ? 'a friendly AFV adjacent'
              : 'an enemy AFV adjacent'
            : '?';
    const cover = loc.rooftop
      ? loc.terrainDrm > 0 && !leader.dugIn && leader.level === 2
        ? 'Rooftop, positive DRM'
        : '?'
      : loc.terrainDrm > 0
        ? leader.dugIn || leader.level !== 0
          ? '?'
          : 'positive DRM'
        : leader.dugIn
          ? 'Dug-In, no DRM'
          : 'no DRM';
    return {
      side: s.side,
      leader: leader.kind,
      wounded: leader.wounded ? 'yes' : 'no',
      leaderMarker: leader.marker ?? 'none',
      cover,
      near,
      where,
      marker: u.marker ?? '?',
      kind: u.kind,
    };
  };
  // 4.3.11 (a Commissar is Russian), 6.4.1 (no Gun crew above the ground level), 6.4.6 (nothing above the Rooftop), 2.3.1.1 (no WIA leader).
  const impossible = (p: Record<string, string>) =>
    (p.leader === 'commissar' && p.side === 'german') ||
    (p.kind === 'gun-crew' && (p.cover === 'Rooftop, positive DRM' || p.where === 'adjacent, a level up')) ||
    (p.cover === 'Rooftop, positive DRM' && p.where === 'adjacent, a level up') ||
    (p.kind === 'nco' && p.marker === 'wia');

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_COMMAND_FACTORS, seeds().map(read), impossible);
    for (const s of seeds()) expectParsesMinimised(csCommandSpec, s);
  });

  itIsDeterministic(pairwiseCommandSeeds, seeds, 6 * 5, 'the where × kind pairs');
});

describe('generated Victory situations (3.2.3–3.2.7): who stands in E5 and where, its building, entry and set up area, the Orders, the VP, a draw on the card', () => {
  const seeds = () => generated(csVictorySpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const e5 = s.hexes[0];
    if (s.hexes.length !== 1 || e5.hex !== 'E5' || s.units.some((u) => u.hex !== 'E5')) return { german: '?' };
    const ge = s.units.filter((u) => u.side === 'german');
    const ru = s.units.filter((u) => u.side === 'russian');
    const go = s.orders.german;
    const ro = s.orders.russian;
    const elim = s.eliminated.map((e) => `${e.side} ${e.item}`).join();
    const exit = s.exited.map((e) => `${e.side} ${e.item}`).join();
    return {
      german: ge.some((u) => u.level !== 0) ? '?' : ge.map((u) => u.kind).join(' and ') || 'none',
      russian: ru.length > 1 ? '?' : ru[0]?.kind ?? 'none',
      // No Russian unit: 'ground' (the generator declares no other level for none).
      russianLevel: ru.length === 0 ? 'ground' : { 0: 'ground', 1: 'upper', '-1': 'cellar' }[ru[0].level] ?? '?',
      building: e5.building === undefined ? (e5.cellar ? '?' : 'none') : e5.cellar ? 'building with a Cellar' : 'building',
      entered: e5.entered ? 'yes' : 'no',
      setupArea: e5.setupArea ?? 'none',
      germanOrder:
        go.length !== 1
          ? '?'
          : go[0].kind === 'capture' && go[0].hex === 'E5'
            ? go[0].level === undefined
              ? 'capture the hex'
              : go[0].level === 0
                ? 'capture its ground level'
                : '?'
            : go[0].kind === 'building' && go[0].building === e5.building
              ? 'control the building'
              : go[0].kind === 'vp' && go[0].atLeast === 2
                ? 'earn 2 VP'
                : '?',
      germanVp: ({ ',': 'none', 'russian half-squad,': '1: a Russian HS eliminated', 'russian squad,': '2: a Russian squad eliminated', ',german squad': '2: a German squad exited' } as Record<string, string>)[`${elim},${exit}`] ?? '?',
      russianOrder: ro.length !== 1 ? '?' : ro[0].kind === 'capture' && ro[0].hex === 'E5' && ro[0].level === undefined ? 'capture the hex' : ro[0].kind === 'card' ? (ro[0].fulfilled ? 'stated fulfilled' : 'stated unfulfilled') : '?',
      drawOnCard: s.drawOnCard ? 'yes' : 'no',
    };
  };
  // 6.4.1 (a Cellar is a building's; no Gun crew upstairs), 3.2.7 (a building Order names a building); no level for no Russian unit.
  const impossible = (p: Record<string, string>) =>
    (p.russianLevel === 'cellar' && (p.building === 'none' || p.building === 'building')) ||
    (p.germanOrder === 'control the building' && p.building === 'none') ||
    (p.russian === 'gun-crew' && p.russianLevel === 'upper') ||
    (p.russian === 'none' && p.russianLevel !== undefined && p.russianLevel !== 'ground');

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_VICTORY_FACTORS, seeds().map(read), impossible);
    for (const s of seeds()) expectParsesMinimised(csVictorySpec, s);
  });

  itIsDeterministic(pairwiseVictorySeeds, seeds, 7 * 6, 'the German × Russian units pairs');
});

describe('generated Entry situations (3.2.9): the mover, the entry hex, its road and cost, the off-map hexes, the allowance', () => {
  const seeds = () => generated(csEntrySpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    if (s.hexes.length !== 1 || s.units.length !== 1 || s.listed.join() !== 'E5') return { mover: '?' };
    const [h] = s.hexes;
    const [u] = s.units;
    const col = h.hex[0];
    const off = u.at[0] === col ? 4 - Number(u.at.slice(1)) : -1;
    // The total the rules give, by hand: the entry hex's own cost, then 1 MP an off-map Road or (infantry, tracked) Open Ground hex, 2 MP (wheeled) Open Ground (6.2, 6.3).
    const total = h.cost[u.mover] + off * (h.road || u.mover !== 'wheeled' ? 1 : 2);
    return {
      mover: u.mover,
      entryHex: h.hex === 'E5' ? 'the listed hex' : h.hex === 'F5' ? 'adjacent to it' : '?',
      road: h.road ? 'yes' : 'no',
      offMap: off >= 0 && off <= 2 ? String(off) : '?',
      cost: String(h.cost[u.mover]),
      allowance: { '-1': 'one short', 0: 'exactly spent', 1: 'one spare' }[u.mp - total] ?? '?',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_ENTRY_FACTORS, seeds().map(read));
    for (const s of seeds()) expectParsesMinimised(csEntrySpec, s);
  });

  itIsDeterministic(pairwiseEntrySeeds, seeds, 3 * 3, 'the offMap × cost pairs');
});

describe('generated Hidden situations (3.2.12–3.2.13): the hidden unit in E5, whether hidden units are allowed, the Shadow marker, those provided, the hidden Wire', () => {
  const seeds = () => generated(csHiddenSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    if (s.hidden.length > 1 || s.shadows.length > 1 || s.fortifications.length > 1) return { hidden: '?' };
    const [u] = s.hidden;
    const [m] = s.shadows;
    const [f] = s.fortifications;
    const fort = f ? ({ E5: 'in E5', E4: 'adjacent', E3: 'two hexes off', E2: 'three hexes off' }[f.hex] ?? '?') : 'none';
    return {
      hidden: !u ? 'none' : u.hex !== 'E5' ? '?' : u.kind === 'gun-crew' && u.level === 0 ? 'a Gun crew, ground level' : u.kind === 'squad' ? ({ 0: 'a squad, ground level', 1: 'a squad, Upper Level +1' }[u.level] ?? '?') : '?',
      hiddenAllowed: s.hiddenAllowed ? 'yes' : 'no',
      shadow: !m ? 'none' : `${m.hex === 'E5' ? 'in E5' : 'elsewhere'}, ${m.units.length === 0 ? 'a dummy' : m.units.length === 1 && m.units[0].kind === 'half-squad' ? 'a half-squad' : '?'}`,
      provided: String(s.shadowsProvided ?? 0),
      fortification: fort,
    };
  };
  // 3.2.12.1 (a squad hides only where the firefight allows it), 3.2.13.1 (no Shadow marker where none is provided).
  const impossible = (p: Record<string, string>) => (p.hidden?.startsWith('a squad') && p.hiddenAllowed === 'no') || (p.shadow !== undefined && p.shadow !== 'none' && p.provided === '0');

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_HIDDEN_FACTORS, seeds().map(read), impossible);
    for (const s of seeds()) expectParsesMinimised(csHiddenSpec, s);
  });

  itIsDeterministic(pairwiseHiddenSeeds, seeds, 5 * 5, 'the Shadow marker × Wire pairs');
});

describe('generated Turn situations (4.2, 4.4): the Turn Box entries, the Initiative side, opening and Random Impulses, the last turn, a unit free to move', () => {
  const seeds = () => generated(csTurnSpec.seeds);
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const box = (e: number | 'auto') => (e === 'auto' ? 'auto' : e > 0 ? `+${e}` : String(e));
    const [ge, ru] = s.units;
    const free = s.units.filter((u) => !u.moved);
    const still = s.units.every((u) => u.fireLimit === 0 && !u.fired) && s.units.length === 2 && ge.side === 'german' && ru.side === 'russian';
    return {
      germanBox: box(s.turnBox.german),
      russianBox: box(s.turnBox.russian),
      initiative: s.initiative,
      opening: s.openingImpulses ? `${s.openingImpulses.side} ${s.openingImpulses.count}` : 'none',
      randomImpulses: s.randomImpulses ? 'yes' : 'no',
      lastTurn: s.turn === s.lastTurn ? 'yes' : 'no',
      unit: !still ? '?' : free.length === 0 ? 'none may act' : free.length === 1 && free[0] === ge ? 'a German squad may move' : '?',
    };
  };
  // 3.2.15.1: "Auto" for one side only.
  const impossible = (p: Record<string, string>) => p.germanBox === 'auto' && p.russianBox === 'auto';

  it('meets every two values of every two facts in some situation, each parsed by the procedure\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CS_PAIRWISE_TURN_FACTORS, seeds().map(read), impossible);
    for (const s of seeds()) expectParsesMinimised(csTurnSpec, s);
  });

  itIsDeterministic(pairwiseTurnSeeds, seeds, 4 * 4 - 1, 'the German × Russian Turn Box pairs but Auto for both');
});
