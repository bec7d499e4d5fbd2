/** Canonical JSON (keys sorted at every level) and the content hash that names a vector. */
import { createHash } from 'node:crypto';

/**
 * `JSON.stringify(sortKeys(value))`, written in one pass without building the sorted copy (the walk
 * serialises every state it visits with it: the copy was an eighth of `build`'s time and much of its
 * garbage). tests/canonical.test.ts checks the two agree.
 */
export function canonical(value: unknown): string {
  return write(value) as string;
}

/** An array index key, which JSON.stringify puts first, in numeric order, whatever the insertion order. */
const isIndex = (k: string): boolean => /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < 4294967295;

function write(v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return 'null';
      if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++) out += (i ? ',' : '') + (write(v[i]) ?? 'null');
        return out + ']';
      }
      const keys = Object.keys(v).sort();
      const indices = keys.filter(isIndex);
      const ordered = indices.length ? [...indices.sort((a, b) => Number(a) - Number(b)), ...keys.filter((k) => !isIndex(k))] : keys;
      let out = '{';
      for (const k of ordered) {
        const s = write((v as Record<string, unknown>)[k]);
        if (s === undefined) continue;
        out += (out.length > 1 ? ',' : '') + JSON.stringify(k) + ':' + s;
      }
      return out + '}';
    }
    case 'bigint':
      return JSON.stringify(v); // throws, as JSON.stringify(sortKeys(v)) does
    default:
      return undefined; // undefined, a function, a symbol: left out of an object, null in an array
  }
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = sortKeys(v);
    }
    return out;
  }
  return value;
}

export function contentId(prefix: string, value: unknown, length = 12): string {
  return `${prefix}-${createHash('sha256').update(canonical(value)).digest('hex').slice(0, length)}`;
}
