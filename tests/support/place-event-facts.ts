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

type WeaponUnit = { owner: string; hex: string; weapon?: { id: string; broken?: boolean } };

/**
 * Malfunction (CC:E E63, CC:P E65): the closest unbroken Weapon to the Random Hex (E5 or F5: RINGS), its direction
 * and distance, a second one as close or a hex farther, its owner, the column; the broken MG and whether it is
 * nearer, for the edition to read (CC:E's Fix ranges, 11.4; none in CC:P, 5.4).
 */
export function malfunctionFacts(s: { reader: string; units: WeaponUnit[]; decks: Record<string, { draw: { randomHex?: string }[] }> }) {
  const hex = s.decks[s.reader].draw[1].randomHex!;
  const dist = (h: string) => (h === hex ? 0 : (placeOf(hex, h)?.[1] ?? 9));
  const unbroken = s.units.filter((u) => u.weapon && !u.weapon.broken);
  const broken = s.units.filter((u) => u.weapon?.broken);
  const d = Math.min(...unbroken.map((u) => dist(u.hex)));
  const first = unbroken.find((u) => dist(u.hex) === d && (d === 0 || (placeOf(hex, u.hex)?.[0] ?? 9) <= 3))!;
  const rest = unbroken.filter((u) => u !== first);
  const second = rest.length === 0 ? 'none' : rest.length > 1 ? '?' : dist(rest[0].hex) === d ? 'as close' : dist(rest[0].hex) === d + 1 ? 'one hex farther' : '?';
  const towards = d === 0 ? (rest.length === 1 ? placeOf(hex, rest[0].hex) : undefined) : placeOf(hex, first.hex);
  const opposite = d === 0 || rest.length === 0 || placeOf(hex, rest[0].hex)?.[0] === ((towards?.[0] ?? 0) + 2) % 6 + 1;
  const b = broken[0];
  return {
    broken,
    /** The (first) broken MG is nearer the Random Hex than the closest unbroken one, or in it. */
    nearer: !!b && (dist(b.hex) < d || (d === 0 && b.hex === hex)),
    facts: {
      direction: towards && opposite ? String(towards[0]) : '?',
      closest: ['the Random Hex', 'adjacent', 'two hexes away'][d] ?? '?',
      second,
      owner: first.owner === s.reader ? "the reader's" : "his opponent's",
      column: hex === 'E5' ? 'odd-lettered' : hex === 'F5' ? 'even-lettered' : '?',
    },
  };
}
