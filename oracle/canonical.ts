/** Canonical JSON (keys sorted at every level: ./canonical-json.ts) and the content hash that names a vector. */
import { createHash } from 'node:crypto';

export { canonical, sortKeys } from './canonical-json';
import { canonical } from './canonical-json';

export function contentId(prefix: string, value: unknown, length = 12): string {
  return `${prefix}-${createHash('sha256').update(canonical(value)).digest('hex').slice(0, length)}`;
}
