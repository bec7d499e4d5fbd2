/**
 * The published JSON Schemas (oracle/schema/) describe what the oracle accepts and produces: every
 * committed vector validates, and the schemas and the TypeScript parsers agree on accepting and
 * rejecting the same sample situations.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validator } from '../oracle/schema';
import { VECTORS_DIR } from '../oracle/vectors';
import { parseRecoverSituation, RECOVER_SEEDS } from '../oracle/procedures/cce/recover';
import { OracleError } from '../machines/core/errors';

const vectorFiles = fs
  .readdirSync(VECTORS_DIR)
  .flatMap((ruleset) => fs.readdirSync(path.join(VECTORS_DIR, ruleset)).map((f) => path.join(ruleset, f)))
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('committed vectors validate against oracle/schema/vectors-file.schema.json', () => {
  const validate = validator('vectors-file.schema.json');
  it.each(vectorFiles)('%s', (file) => {
    const data = JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, file), 'utf8'));
    const ok = validate(data);
    expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(data.count).toBe(data.cases.length);
  });
});

describe('the Recover situation schema and parser agree', () => {
  const schema = validator('cce/recover.schema.json', '/$defs/input');
  const parses = (x: unknown): boolean => {
    try {
      parseRecoverSituation(x, 'input');
      return true;
    } catch (e) {
      if (e instanceof OracleError) return false;
      throw e;
    }
  };
  const good = RECOVER_SEEDS[0].situation as unknown as Record<string, unknown>;
  const units = good.units as Record<string, unknown>[];
  const samples: [string, unknown, boolean][] = [
    ['a seed situation', good, true],
    ['every seed', null, true],
    ['an unknown top-level field', { ...good, weather: 'rain' }, false],
    ['a unit with Morale 13', { ...good, units: [{ ...units[0], sides: { unbroken: { morale: 13 }, broken: { morale: 5 } } }] }, false],
    ['a malformed hex id', { ...good, units: [{ ...units[0], hex: 'c5' }] }, false],
    ['a squad with Command', { ...good, units: [{ ...units[0], sides: { unbroken: { morale: 7, command: 1 }, broken: { morale: 5 } } }] }, false],
    ['an unknown terrain', { ...good, map: { hexes: { C5: { terrain: ['Jungle'] } } } }, false],
    ['a player who is not axis or allied', { ...good, player: 'soviet' }, false],
    ['a missing map', { ...good, map: undefined }, false],
    ['two Fortifications in one hex (8.1.3)', { ...good, map: { hexes: { ...(good.map as { hexes: object }).hexes, C5: { terrain: ['Woods'], markers: ['Foxholes', 'Wire'] } } } }, false],
    ['a Blaze with Smoke (8.1.5)', { ...good, map: { hexes: { ...(good.map as { hexes: object }).hexes, D6: { terrain: ['Woods'], markers: ['Blaze', 'Smoke:3'] } } } }, false],
  ];
  it.each(samples.filter((s) => s[1] !== null))('%s', (_name, sample, valid) => {
    const clean = JSON.parse(JSON.stringify(sample));
    expect(schema(clean)).toBe(valid);
    expect(parses(clean)).toBe(valid);
  });
  it.each(RECOVER_SEEDS.map((s) => [s.name, s.situation] as const))('seed %s is valid for both', (_n, situation) => {
    expect(schema(situation)).toBe(true);
    expect(parses(situation)).toBe(true);
  });
});
