// Generated CC:E Event situations, second half (issue 16.5): the Sniper! and the Events of intel.ts, placement.ts,
// markers.ts (oracle/procedures/cce/events/gen-places.ts), the facts read back from the situations themselves (not
// from the generator's rows).
import { describe, expect, it } from 'vitest';
import { expectEveryPairMeets, expectParsesMinimised, itIsDeterministic } from './support/pairwise';
import { eventSpec } from '../oracle/procedures/cce/event';
import { CCE_PAIRWISE_SNIPER_FACTORS, pairwiseSniperSeeds } from '../oracle/procedures/cce/events/gen-places';
import type { Unit } from '../machines/cce/units';

/** A generated situation as written (the seed's raw JSON, as a request's input: cards in full, optional fields absent). */
type Raw = {
  reader: string;
  active: string;
  initiative: string;
  trigger?: string;
  decks: Record<string, { draw: { id: string; randomHex?: string; event?: string }[]; discard: unknown[] }>;
  units: Unit[];
  weapons?: { id: string; fix: [number, number]; elim: [number, number] }[];
  specialChits?: { elimDoubled?: boolean };
  map: { hexes: Record<string, { terrain: string[]; markers?: string[] }> };
};
const generated = (prefix: string) => () => eventSpec.seeds.filter((s) => s.name.startsWith(`pairwise-${prefix}-`)) as unknown as { name: string; situation: Raw; minimise?: boolean }[];
const other = (p: string) => (p === 'axis' ? 'allied' : 'axis');
const status = (u: Unit, reader: string) => `${u.owner === reader ? 'own' : 'enemy'} ${u.broken ? 'broken' : 'unbroken'}`;

/**
 * The hexes around E5 (an odd-lettered column) and D5 (an even-lettered one, half a hex lower: 2.1), in compass
 * order 1 up .. 6 up-left (2.2.2), one and two hexes away, worked out by hand on the map's hexgrid.
 */
const AROUND: Record<string, { adjacent: string[]; 'two hexes away': string[] }> = {
  E5: { adjacent: ['E4', 'F4', 'F5', 'E6', 'D5', 'D4'], 'two hexes away': ['E3', 'G4', 'G6', 'E7', 'C6', 'C4'] },
  D5: { adjacent: ['D4', 'E5', 'E6', 'D6', 'C6', 'C5'], 'two hexes away': ['D3', 'F4', 'F6', 'D7', 'B6', 'B4'] },
};

describe('generated Sniper! situations (1.9.1.3): the Random Hex, the units in and around it, a broken Weapon, the VP', () => {
  const seeds = generated('sniper');
  const read = ({ situation: s }: ReturnType<typeof seeds>[number]): Record<string, string> => {
    const draw = s.decks[s.reader].draw;
    const hex = draw[0].randomHex!;
    const inHex = s.units.filter((u) => u.hex === hex);
    const near = s.units.filter((u) => u.hex !== hex);
    const n = near[0];
    const where = (['adjacent', 'two hexes away'] as const).find((d) => AROUND[hex]?.[d].includes(n.hex));
    const w = n.weapon;
    const brokenW = (s.weapons ?? []).find((x) => x.id === w?.id);
    return {
      direction: near.length === 1 && where ? String(AROUND[hex][where].indexOf(n.hex) + 1) : '?',
      inHex: inHex.length === 0 ? 'none' : inHex.length === 1 && inHex[0].kind === 'squad' ? status(inHex[0], s.reader) : '?',
      near: status(n, s.reader),
      kind: n.hero ? (n.kind === 'leader' ? 'Hero' : '?') : n.kind === 'leader' ? `Leader of Command ${n.sides.unbroken.command}` : n.kind === 'squad' ? 'Squad' : 'Team',
      // 11.4 with the Random Hex's number 5: within the Fix range, or the Elim range only.
      weapon: !w ? '?' : !w.broken ? (brokenW ? '?' : 'an MG') : !brokenW ? '?' : brokenW.fix[0] <= 5 && 5 <= brokenW.fix[1] ? 'a broken MG Fixed' : brokenW.elim[0] <= 5 && 5 <= brokenW.elim[1] ? 'a broken MG eliminated' : '?',
      distance: where ?? '?',
      column: hex === 'E5' ? 'odd-lettered' : hex === 'D5' ? 'even-lettered' : '?',
      last: draw.length === 1 ? 'the Random Hex card is the last' : draw.length === 2 ? 'no' : '?',
      reader: s.reader,
    };
  };

  it('meets every two values of every two facts in some situation (a unit of each kind, side and status in and beside every hex direction)', () => {
    expect(Object.keys(CCE_PAIRWISE_SNIPER_FACTORS)).toEqual(['direction', 'near', 'inHex', 'kind', 'weapon', 'distance', 'column', 'last', 'reader']);
    expectEveryPairMeets(CCE_PAIRWISE_SNIPER_FACTORS, seeds().map(read));
  });

  it('is a Sniper! of the reader, active and holding the Initiative, the Random Hex on his top card, each parsed by the Event parser, every walk minimised', () => {
    for (const s of seeds()) {
      const { situation: x } = s;
      expect([x.trigger, x.active, x.initiative, x.decks[other(x.reader)].draw.length], s.name).toEqual(['Sniper!', x.reader, x.reader, 1]);
      expect(x.units.length, s.name).toBeLessThanOrEqual(2);
      expectParsesMinimised(eventSpec, s);
    }
  });

  itIsDeterministic(pairwiseSniperSeeds, seeds, 6 * 3, 'the direction × near pairs');
});
