/**
 * The edition diff on Advance with caves (CC:P F102.3), in process. CC:E has no caves: its Advance parser
 * refuses a situation's `caves`, so every case of seed ccp:cave-tunnels is CC:P's only, and CC:E's chart has no
 * tunnel transition (the edition's `caves` point is null). Worked by hand from the seed: the Japanese Squad
 * inside the cave in E5 Advances through the tunnels to H8, four hexes away ("directly to any other hex
 * containing a cave (not just an adjacent one)"): it stands in H8 and is inside the cave there; the cave in E5
 * holds nobody; the Team outside the cave in E5 takes no tunnel (no case has it do so). Expected values are
 * computed here, not read from the machines.
 */
import { describe, expect, it } from 'vitest';
import { caveSeedCases, itIsCcpOnly } from './diff.editions.caves.helpers';

const cases = caveSeedCases('advance', 'cave-tunnels');
type Out = { units: { id: string; hex: string }[]; caves: { hex: string; inside: string[] }[] };
const tunnels = (c: (typeof cases)[number]) => c.events.filter((e) => (e as { tunnel?: boolean }).tunnel === true) as unknown as { unit: string; hex: string }[];

describe('diff --from cce --to ccp --procedure advance (caves and their tunnels)', () => {
  itIsCcpOnly(cases);

  it('through the tunnels to H8: the Squad stands in H8, inside its cave; the cave in E5 holds nobody', () => {
    // Where nobody enters or leaves a cave at the conclusion (F102.1.1: the Team may enter E5's, the Squad leave H8's).
    const toH8 = cases.filter((c) => tunnels(c).some((t) => t.unit === 'jp-squad' && t.hex === 'H8') && !c.events.some((e) => e.type === 'ENTER_CAVE' || e.type === 'EXIT_CAVE'));
    expect(toH8.length).toBeGreaterThan(0);
    for (const c of toH8) {
      const out = (c.to as { output: Out }).output;
      expect(out.units.find((u) => u.id === 'jp-squad')?.hex).toBe('H8');
      expect(out.caves).toEqual([
        { hex: 'E5', inside: [] },
        { hex: 'H8', inside: ['jp-squad'] },
        { hex: 'B2', inside: [] },
      ]);
    }
  });

  it('only the unit inside a cave takes the tunnels: no case has the Team outside the cave do so', () => {
    expect(cases.flatMap(tunnels).map((t) => t.unit).filter((u) => u !== 'jp-squad')).toEqual([]);
  });
});
