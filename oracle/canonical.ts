/** Canonical JSON (keys sorted at every level: ./canonical-json.ts) and the content hash that names a vector. */
import { createHash } from 'node:crypto';

export { canonical, sortKeys } from './canonical-json';
import { canonical } from './canonical-json';

/** `written`: canonical's memo, for a caller naming many values that share parts it never changes (a seed's situation). */
export function contentId(prefix: string, value: unknown, length = 12, written?: WeakMap<object, string>): string {
  return `${prefix}-${createHash('sha256').update(canonical(value, written)).digest('hex').slice(0, length)}`;
}
