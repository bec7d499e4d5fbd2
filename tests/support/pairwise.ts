/**
 * What the tests of the generated situations (tests/pairwise*.test.ts, issue 16.5) share: the check that every
 * two values of every two factors meet in some situation, the facts read back from the situations themselves
 * (not from the generator's rows), and the readers of the facts two editions' generators share.
 */
import { expect, it } from 'vitest';
import type { ArtillerySeed } from '../../oracle/procedures/cce/artillery';

/**
 * Every fact read back is a value of its factor (and a situation reads back exactly the factors); every pair of
 * values of every two factors meets in some situation unless `impossible` forbids it, and then in none. Collected,
 * then compared once (one expect per list: a failure lists every pair at fault, and thousands of pairs cost little).
 */
export function expectEveryPairMeets(factors: Readonly<Record<string, readonly string[]>>, situations: Record<string, string>[], impossible: (pair: Record<string, string>) => boolean = () => false): void {
  const names = Object.keys(factors);
  const strange = situations.flatMap((s) => [...(Object.keys(s).sort().join() === [...names].sort().join() ? [] : [`factors ${Object.keys(s).join()}`]), ...names.filter((n) => !factors[n].includes(s[n])).map((n) => `${n}=${s[n]}`)]);
  expect(strange, 'facts read back from a situation, each a value of its factor').toEqual([]);
  const met = new Set<string>();
  for (const s of situations) for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) met.add(`${names[i]}=${s[names[i]]} & ${names[j]}=${s[names[j]]}`);
  const wrong: string[] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      for (const x of factors[names[i]])
        for (const y of factors[names[j]]) {
          const key = `${names[i]}=${x} & ${names[j]}=${y}`;
          if (met.has(key) === impossible({ [names[i]]: x, [names[j]]: y })) wrong.push(`${key}: ${met.has(key) ? 'meets, though the rules forbid it' : 'never meets'}`);
        }
  expect(wrong, 'pairs of values').toEqual([]);
}

type SeedUnit = { broken?: boolean; veteran?: boolean; suppressed?: boolean; sides: { unbroken: { command?: number } } };
type SeedHex = { terrain: string[]; markers?: string[] };

/** The defending hex's facts read back (oracle/procedures/cce/fire.ts CCE_PAIRWISE_DEFENDER_FACTORS, shared by Fire and Artillery), and what lies between. */
export function defenderFacts(target: SeedHex, ldr: SeedUnit | undefined, sq: SeedUnit, between: SeedHex): Record<string, string> {
  return {
    marker: (target.markers ?? []).join('+') || 'none',
    leader: ldr ? `${ldr.broken ? 'broken ' : ''}Command ${ldr.sides.unbroken.command}` : 'none',
    veteran: sq.veteran ? 'Veteran' : 'no',
    suppressed: sq.suppressed ? 'Suppressed' : 'no',
    broken: sq.broken ? 'broken' : 'no',
    between: (between.markers ?? []).join('+') || between.terrain.join('+'),
  };
}

/** A generated Artillery or Asset Request situation's facts: the impact hex E5, the units there, what lies between in E7, the Spotter's height in E9. */
export function artilleryFacts(seed: ArtillerySeed): Record<string, string> {
  const { units, map } = seed.situation;
  const target = map.hexes.E5;
  const sq = units.find((u) => u.hex === 'E5' && u.kind === 'squad')!;
  const ldr = units.find((u) => u.hex === 'E5' && u.kind === 'leader');
  const between = map.hexes.E7;
  const level = (h: string) => map.hexes[h].elevation ?? 0;
  return {
    terrain: target.terrain.filter((t) => t !== 'Road').join('+'),
    road: target.terrain.includes('Road') ? 'Road' : 'no',
    ...defenderFacts(target, ldr, sq, between),
    height: level('E9') === level('E5') ? 'level' : level('E9') > level('E5') ? 'Spotter above' : 'Spotter below',
  };
}

type AdvanceUnit = SeedUnit & { id: string; kind: string; owner: string; hex: string };

/**
 * A generated Advance situation's facts both editions read back (oracle/procedures/cce/advance.ts, CC:P's with its
 * own facts): the entered hex E4, its enemy Squad (`enemy`: its id, if the edition names it, and how the factor
 * calls it), the stacked Leader, the Squad's Veteran, the scenario Defender.
 */
export function advanceFacts(s: { map: { hexes: Record<string, SeedHex> }; units: AdvanceUnit[]; defender: string | null }, enemy: { id?: string; label: string }): Record<string, string> {
  const into = s.map.hexes.E4;
  const squad = s.units.find((u) => u.kind === 'squad' && u.owner === 'allied')!;
  const ldr = s.units.find((u) => u.kind === 'leader');
  const there = s.units.filter((u) => u.owner === 'axis' && u.hex === 'E4');
  return {
    terrain: into.terrain.filter((t) => t !== 'Road').join('+'),
    road: into.terrain.includes('Road') ? 'Road' : 'no',
    marker: (into.markers ?? []).join('+') || 'none',
    enemy: there.length === 0 ? 'none' : there.length === 1 && there[0].kind === 'squad' && (enemy.id === undefined || there[0].id === enemy.id) ? enemy.label : '?',
    leader: ldr ? `${ldr.broken ? 'broken ' : ''}Command ${ldr.sides.unbroken.command}` : 'none',
    veteran: squad.veteran ? 'Veteran' : 'no',
    defender: s.defender === null ? 'none' : s.defender === 'axis' ? 'the enemy' : '?',
  };
}

type Parses = { parseSituation(raw: unknown, path: string): unknown };

/** A generated seed's situation, written out as JSON, parses with its procedure's own parser, as user input does. */
export function expectParses(spec: Parses, s: { name: string; situation: unknown }): void {
  expect(() => spec.parseSituation(JSON.parse(JSON.stringify(s.situation)), 'situation'), s.name).not.toThrow();
}

/** The same, and its walk is minimised (only the paths that bring something new become vectors). */
export function expectParsesMinimised(spec: Parses, s: { name: string; situation: unknown; minimise?: boolean }): void {
  expectParses(spec, s);
  expect(s.minimise, s.name).toBe(true);
}

/**
 * The test that a second generation gives the same situations as the procedure made on first use (no state and no
 * randomness between them), and at least `min` of them (`why`: the pairs that make that many).
 */
export function itIsDeterministic(regenerate: () => unknown[], made: () => readonly unknown[], min: number, why: string): void {
  it('is deterministic: a second generation gives the same situations', () => {
    expect(JSON.stringify(regenerate())).toBe(JSON.stringify(made()));
    expect(made().length, `at least ${why}`).toBeGreaterThanOrEqual(min);
  });
}

/**
 * The neighbours of the hex a Blaze displaces units from (E46 Blaze, E48 Breeze), as their generators declare them:
 * all open, none open, one open (the first listed) and the others impassable, or that one holding an enemy Squad or
 * an enemy Objective; '?' for anything else. `open` and `shut` are the neighbours in `around` the test found open and
 * impassable, `there` the units and `objectives` the Objectives in the first open one.
 */
export function displacementFact(around: readonly string[], open: readonly string[], shut: readonly string[], there: readonly { owner: string; kind: string }[], objectives: readonly { controller?: string | null }[], enemy: string): string {
  if (open.length + shut.length !== around.length) return '?';
  if (open.length === around.length && there.length === 0 && objectives.length === 0) return 'all open';
  if (open.length === 0) return 'none open';
  if (open.length > 1 || open[0] !== around[0]) return '?';
  if (there.length === 1 && there[0].owner === enemy && there[0].kind === 'squad' && objectives.length === 0) return 'one open, holding an enemy Squad';
  if (objectives.length === 1 && objectives[0].controller === enemy && there.length === 0) return 'one open, an enemy Objective';
  return there.length === 0 && objectives.length === 0 ? 'one open, the others impassable' : '?';
}
