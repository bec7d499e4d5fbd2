/**
 * CC:P Fire's Scouts and Sogeki Hei (3.3.3, 3.3.4) against the published schema (oracle/schema/ccp/
 * fire.schema.json): the seeds' situations, every event of their walked paths and the outcomes validate, and
 * the schema refuses what the parser refuses (a Scout with a command number, a Sogeki Hei of the Allied player).
 */
import { describe, expect, it } from 'vitest';
import { procedureValidators } from '../oracle/schema';
import { PROCEDURES } from '../oracle/registry';
import { walkSeed } from '../oracle/walk';
import { getRuleset } from '../oracle/registry';
import { resolveReadings } from '../machines/core/readings';
import { resolveRequest } from '../oracle/resolve';
import { OracleError } from '../machines/core/errors';

const spec = PROCEDURES.find((p) => p.ruleset === 'ccp' && p.procedure === 'fire')!;
const seeds = spec.seeds.filter((s) => /^(scout|sogeki-hei)-/.test(s.name));
const v = procedureValidators('ccp', 'fire');
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const parses = (input: unknown): boolean => {
  try {
    resolveRequest({ ruleset: 'ccp', procedure: 'fire', input, events: [] });
    return true;
  } catch (e) {
    if (e instanceof OracleError) return false;
    throw e;
  }
};

describe('ccp fire: Scout and Sogeki Hei seeds validate against the schema', () => {
  it('has the seven seeds', () => expect(seeds.map((s) => s.name).length).toBe(7));
  it.each(seeds.map((s) => [s.name, s] as const))('%s', (_n, seed) => {
    const input = json(seed.situation);
    expect(v.input(input), JSON.stringify(v.input.errors?.slice(0, 2))).toBe(true);
    for (const path of walkSeed(spec, seed, 'ccp', resolveReadings(getRuleset('ccp').readings, {}, 'fire'))) {
      for (const e of path.events) expect(v.event(json(e)), JSON.stringify([e, v.event.errors?.slice(0, 2)])).toBe(true);
      const out = resolveRequest({ ruleset: 'ccp', procedure: 'fire', input, events: json(path.events) }).output;
      expect(v.output(json(out)), JSON.stringify(v.output.errors?.slice(0, 2))).toBe(true);
    }
  });
});

describe('ccp fire: schema and parser agree on Scouts and Sogeki Hei', () => {
  const base = json(seeds.find((s) => s.name === 'sogeki-hei-snipes-the-unbroken')!.situation) as { units: Record<string, unknown>[] };
  const withUnit = (f: (u: Record<string, unknown>) => void) => {
    const s = json(base);
    f(s.units[0]);
    return s;
  };
  const samples: [string, unknown, boolean][] = [
    ['the Sogeki Hei seed', base, true],
    ['a Sogeki Hei with a command number', withUnit((u) => ((u.sides as { unbroken: Record<string, unknown> }).unbroken.command = 1)), false],
    ['a Sogeki Hei of the Allied player', withUnit((u) => (u.owner = 'allied')), false],
    ['a Squad that is a Scout', withUnit((u) => (u.kind = 'squad')), false],
    ['an unknown kind of independent Leader', withUnit((u) => (u.independent = 'hero')), false],
  ];
  it.each(samples)('%s', (_n, sample, valid) => {
    expect(v.input(sample)).toBe(valid);
    expect(parses(sample)).toBe(valid);
  });
});
