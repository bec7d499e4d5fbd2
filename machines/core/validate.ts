/**
 * Strict readers for JSON from outside (situations, events, requests). Each one names the field path
 * in its error, says what must hold and what was found, and rejects fields no schema names (strict by
 * default, as ajv is). The JSON Schemas in oracle/schema/ describe the same shapes for other languages;
 * a test checks that both accept and reject the same samples.
 */
import { OracleError, invalid } from './errors';

export type Obj = Record<string, unknown>;

export function obj(raw: unknown, path: string, allowed: readonly string[], required: readonly string[] = []): Obj {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) invalid(path, 'an object', raw);
  const o = raw as Obj;
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key)) {
      throw new OracleError({
        code: 'unknown-field',
        path: `${path}.${key}`,
        expected: `one of the fields ${allowed.join(', ')}`,
        actual: key,
      });
    }
  }
  for (const key of required) {
    if (o[key] === undefined) throw new OracleError({ code: 'missing-field', path: `${path}.${key}`, expected: 'present' });
  }
  return o;
}

export function int(raw: unknown, path: string, min: number, max: number, rule?: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    invalid(path, `an integer ${min}-${max}`, raw, rule);
  }
  return raw;
}

export function bool(raw: unknown, path: string, fallback?: boolean): boolean {
  if (raw === undefined && fallback !== undefined) return fallback;
  if (typeof raw !== 'boolean') invalid(path, 'true or false', raw);
  return raw;
}

export function str(raw: unknown, path: string, pattern?: RegExp, what = 'a non-empty string'): string {
  if (typeof raw !== 'string' || raw.length === 0 || (pattern && !pattern.test(raw))) invalid(path, what, raw);
  return raw;
}

export function oneOf<T extends string>(raw: unknown, path: string, values: readonly T[], rule?: string): T {
  if (!(values as readonly unknown[]).includes(raw)) invalid(path, `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, raw, rule);
  return raw as T;
}

export function arr(raw: unknown, path: string, minItems = 0): unknown[] {
  if (!Array.isArray(raw) || raw.length < minItems) invalid(path, minItems ? `an array of at least ${minItems}` : 'an array', raw);
  return raw;
}

/** Ids in a list must be unique; returns the list. */
export function uniqueIds<T extends { id: string }>(items: T[], path: string): T[] {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    if (seen.has(it.id)) invalid(`${path}[${i}].id`, 'unique', it.id);
    seen.add(it.id);
  });
  return items;
}

/** An object used as a map from free keys (hex ids, reading ids) to values. */
export function record(raw: unknown, path: string): Obj {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) invalid(path, 'an object', raw);
  return raw as Obj;
}
