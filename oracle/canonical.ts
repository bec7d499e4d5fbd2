/** Canonical JSON (keys sorted at every level) and the content hash that names a vector. */
import { createHash } from 'node:crypto';

export function canonical(value: unknown): string {
  return JSON.stringify(sortKeys(value));
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
