// Generated CC:P Revive and Infiltrate situations (issue 16.5): the facts O31 and O28 read
// (oracle/procedures/ccp/revive.ts CCP_PAIRWISE_REVIVE_FACTORS; oracle/procedures/ccp/infiltrate.ts
// CCP_PAIRWISE_INFILTRATE_FACTORS and CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS), read back from the situations themselves
// (not from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { reviveSpec, CCP_PAIRWISE_REVIVE_FACTORS, pairwiseReviveSeeds } from '../oracle/procedures/ccp/revive';
import { infiltrateSpec, CCP_PAIRWISE_INFILTRATE_FACTORS, CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS, pairwiseInfiltrateSeeds } from '../oracle/procedures/ccp/infiltrate';

describe('generated CC:P Revive situations (O31): the points, the friendly units broken or suppressed or both, their kind, the enemy unit', () => {
  const seeds = () => reviveSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  const read = (seed: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const s = seed.situation;
    const mine = s.units.filter((u) => u.owner === s.player);
    const theirs = s.units.filter((u) => u.owner !== s.player);
    const count = (f: (u: (typeof mine)[number]) => boolean) => String(mine.filter(f).length);
    const kinds = [...new Set(mine.map((u) => u.kind))];
    return {
      player: s.player,
      points: String(s.points),
      broken: count((u) => u.broken && !u.suppressed),
      suppressed: count((u) => u.suppressed && !u.broken),
      both: { 0: 'no', 1: 'yes' }[mine.filter((u) => u.broken && u.suppressed).length] ?? '?',
      healthy: { 0: 'no', 1: 'yes' }[mine.filter((u) => !u.broken && !u.suppressed).length] ?? '?',
      kind: kinds.length === 1 ? kinds[0] : '?',
      enemy: theirs.length !== 1 || theirs[0].kind !== 'squad' ? '?' : theirs[0].broken ? (theirs[0].suppressed ? '?' : 'broken') : theirs[0].suppressed ? 'suppressed' : 'unbroken',
    };
  };

  it('meets every two values of every two facts in some situation, each parsed by Revive\'s parser, every walk minimised', () => {
    expectEveryPairMeets(CCP_PAIRWISE_REVIVE_FACTORS, seeds().map(read));
    for (const s of seeds()) {
      const mine = s.situation.units.filter((u) => u.owner === s.situation.player);
      expect(mine.length, `${s.name}: a friendly unit`).toBeGreaterThan(0);
      expect([...new Set(s.situation.units.map((u) => `${u.owner === s.situation.player ? 'friendly' : 'enemy'} ${u.hex}`))].sort(), s.name).toEqual(['enemy F5', 'friendly C3']);
      expectParsesMinimised(reviveSpec, s);
    }
  });

  itIsDeterministic(pairwiseReviveSeeds, seeds, 5 * 3, 'the points × broken pairs');
});

describe('generated CC:P Infiltrate situations (O28): the letters, the boxes, the Sighting markers; the Support Table and its items where the order Hides', () => {
  const generated = () => infiltrateSpec.seeds.filter((s) => s.name.startsWith('pairwise-'));
  type Seed = ReturnType<typeof generated>[number];
  type Item = Seed['situation']['supportTable'][number]['items'][number];
  const read = ({ situation: s }: Seed): Record<string, string> => {
    const box = (l: 'A' | 'B' | 'C') => {
      const units = s.boxes[l];
      const weapons = units.filter((u) => u.weapon).length;
      return units.length === 0 ? 'empty' : units.length === 1 && weapons === 0 ? 'a unit' : units.length === 2 && weapons === 1 ? 'two units and a weapon' : '?';
    };
    const n = s.sightingMarkers.length;
    const hexes = new Set(s.sightingMarkers.map((m) => m.hex)).size;
    // Every column lists the same items (the first a Squad, the other a Team): one reading of them all, or '?'.
    const same = (f: (items: Item[]) => string) => {
      const all = [...new Set(s.supportTable.map((c) => f(c.items)))];
      return all.length === 1 ? all[0] : '?';
    };
    const years = ([a, b]: [number, number]) => (s.year < a ? 'before' : s.year > b ? 'after' : s.year === a ? 'its first' : s.year === b ? 'its last' : 'inside');
    return {
      letters: s.letters.join(''),
      boxA: box('A'),
      boxB: box('B'),
      boxC: box('C'),
      sighting: n === 0 ? 'none' : n === 1 ? 'one' : n === 2 && hexes === 1 ? 'two in one hex' : n === 2 && hexes === 2 ? 'two hexes' : '?',
      columns: s.supportTable.map((c) => c.roll.join('-')).join(' and '),
      years: same((items) => (items[0].unit.kind === 'squad' ? years(items[0].years) : '?')),
      countermix: same((items) => (items[0].inCountermix ? 'in' : 'none left')),
      vp: same((items) => String(items[0].vp)),
      weapon: same((items) => (items[0].unit.weapon ? 'a weapon' : 'no')),
      other: same((items) => (items.length === 1 ? 'none' : items.length === 2 && items[1].unit.kind === 'team' && years(items[1].years) === 'inside' ? (items[1].inCountermix ? 'available' : 'none left') : '?')),
    };
  };
  const only = (facts: Record<string, string>, names: readonly string[]) => Object.fromEntries(names.map((k) => [k, facts[k]]));
  const family = (hide: boolean) => generated().filter((s) => s.name.startsWith('pairwise-hide-') === hide);

  it('meets every two values of every two facts of the sequence (letters, boxes, Sighting markers), over one Support Table column with its one item available', () => {
    const seeds = family(false);
    expectEveryPairMeets(CCP_PAIRWISE_INFILTRATE_FACTORS, seeds.map((s) => only(read(s), Object.keys(CCP_PAIRWISE_INFILTRATE_FACTORS))));
    for (const s of seeds) expect(only(read(s), ['columns', 'years', 'countermix', 'vp', 'weapon', 'other']), s.name).toEqual({ columns: '2-12', years: 'inside', countermix: 'in', vp: '1', weapon: 'no', other: 'none' });
  });

  it('meets every two values of every two facts of the Hide (letters, columns, the items\' years, countermix, VP and weapon, the other item), every box empty and one Sighting marker on the map', () => {
    const seeds = family(true);
    expectEveryPairMeets(CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS, seeds.map((s) => only(read(s), Object.keys(CCP_PAIRWISE_INFILTRATE_HIDE_FACTORS))));
    for (const s of seeds) expect(only(read(s), ['boxA', 'boxB', 'boxC', 'sighting']), s.name).toEqual({ boxA: 'empty', boxB: 'empty', boxC: 'empty', sighting: 'one' });
  });

  it('parses each situation, as written, with Infiltrate\'s parser; every walk minimised', () => {
    for (const s of generated()) expectParsesMinimised(infiltrateSpec, s);
  });

  itIsDeterministic(pairwiseInfiltrateSeeds, generated, 4 * 4 + 5 * 4, 'the letters × Sighting markers pairs, then the years × letters pairs');
});
