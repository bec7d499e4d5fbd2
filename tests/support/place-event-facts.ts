/**
 * Facts of the generated place-and-marker Event situations read back from a situation, for CC:E's tests
 * (tests/pairwise.geneventb.test.ts, geneventc) and CC:P's (tests/pairwise.genccpplaces.test.ts): the same
 * generators (oracle/procedures/cce/events/gen-places.ts, gen-more.ts), the same maps.
 */

/** The hexes one, two and three hexes from E5 and F5 in compass directions 1-6, worked out by hand (2.1: F, even-lettered, sits half a hex lower). */
export const RINGS: Record<string, string[][]> = {
  E5: [['E4', 'E3', 'E2'], ['F4', 'G4', 'H3'], ['F5', 'G6', 'H6'], ['E6', 'E7', 'E8'], ['D5', 'C6', 'B6'], ['D4', 'C4', 'B3']],
  F5: [['F4', 'F3', 'F2'], ['G5', 'H4', 'I4'], ['G6', 'H6', 'I7'], ['F6', 'F7', 'F8'], ['E6', 'D6', 'C7'], ['E5', 'D4', 'C4']],
};

/** [direction 1-6, hexes away 1-3] of `hex` from the Random Hex `from`, or undefined. */
export const placeOf = (from: string, hex: string): [number, number] | undefined => {
  for (let d = 0; d < 6; d++) for (let n = 0; n < 3; n++) if (RINGS[from]?.[d][n] === hex) return [d + 1, n + 1];
  return undefined;
};

type Unit = { id: string; owner: string; kind: string; hex: string; broken?: boolean; sides: { unbroken: { command?: number } } };
type Hex = { terrain: string[]; markers?: string[]; elevation?: number };
export type WhitePhosphorusSituation = { reader: string; active: string; units: Unit[]; map: { hexes: Record<string, Hex> }; smokeDraws?: number[] };

/**
 * White Phosphorus (CC:E E77, CC:P E80): his unit in A1, in the map's corner; B1 and A2 beside it; C1 beside B1, D1
 * and C2 (2.1, worked out by hand: B, even-lettered, sits half a hex lower). `terrain` names B1's terrain (without a
 * Blaze) as the edition's factor does.
 */
export function whitePhosphorusFacts(s: WhitePhosphorusSituation, terrain: (h: Hex) => string): Record<string, string> {
  const enemy = s.reader === 'axis' ? 'allied' : 'axis';
  const at = s.units.filter((u) => u.hex === 'A1');
  const u = at[0];
  const second = s.units.filter((x) => x.hex === 'C1');
  const h = s.map.hexes.B1;
  const blaze = (h.markers ?? []).includes('Blaze');
  const smoke = (h.markers ?? []).filter((m) => m.startsWith('Smoke'));
  const inB1 = s.units.filter((x) => x.hex === 'B1');
  const owners = inB1.map((x) => (x.owner === s.reader ? 'reader' : 'opponent')).join(',');
  const f = inB1[0];
  return {
    units: { '': 'none', opponent: "one of his opponent's", 'opponent,opponent': "two of his opponent's", reader: "one of the reader's", 'opponent,reader': 'one of each side' }[owners] ?? '?',
    terrain: blaze ? (h.terrain.join('+') === 'Open Ground' ? 'a Blaze' : '?') : terrain(h),
    squad: at.length !== 1 ? '?' : u.owner === enemy ? (u.kind === 'squad' && !u.broken ? "his opponent's unbroken Squad" : '?') : u.kind === 'team' && !u.broken ? 'his Team' : u.kind === 'squad' ? (u.broken ? 'his broken Squad' : 'his unbroken Squad') : '?',
    there: smoke.length === 0 ? 'none' : smoke.length === 1 ? smoke[0] : '?',
    drawn: (s.smokeDraws ?? []).join(),
    status: !f ? 'unbroken' : f.broken ? 'broken' : 'unbroken',
    kind: !f ? 'Squad' : f.kind === 'leader' ? `Leader of Command ${f.sides.unbroken.command}` : f.kind === 'squad' ? 'Squad' : 'Team',
    second: second.length === 0 ? 'none' : second.length === 1 && second[0].owner === s.reader && second[0].kind === 'squad' && !second[0].broken ? 'a second unbroken Squad of his beside it' : '?',
    active: s.active === s.reader ? 'the reader' : s.active === enemy ? 'his opponent' : '?',
    reader: s.reader,
  };
}
