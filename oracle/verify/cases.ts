/**
 * The cases a verify run sends: every vectors file under oracle/vectors/<ruleset>/<procedure>.json
 * (found on disk, so a new procedure's vectors are picked up without a change here), filtered by
 * ruleset, procedure and rule number.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OracleError } from '../../machines/core/errors';
import { VECTORS_DIR, type Vector } from '../vectors';

export interface CaseFilter {
  ruleset?: string;
  procedure?: string[];
  /** A case is kept when one of its rule ids equals one of these or lies under it (`O22` keeps `O22.3`). */
  rules?: string[];
  /** Only these case ids. */
  ids?: string[];
}

export function vectorFiles(dir = VECTORS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const rs of fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    for (const f of fs.readdirSync(path.join(dir, rs)).filter((f) => f.endsWith('.json')).sort()) out.push(path.join(dir, rs, f));
  }
  return out;
}

export function loadVectors(file: string): Vector[] {
  let doc: { cases?: unknown };
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new OracleError({ code: 'invalid-json', path: file, expected: 'a vectors file (JSON)', hint: (e as Error).message });
  }
  if (!Array.isArray(doc.cases)) throw new OracleError({ code: 'missing-field', path: `${file}: cases`, expected: 'an array of vectors' });
  return doc.cases as Vector[];
}

const under = (rule: string, q: string): boolean => rule === q || rule.startsWith(q + '.');

export function selectCases(filter: CaseFilter, dir = VECTORS_DIR): Vector[] {
  const files = vectorFiles(dir);
  if (!files.length) throw new OracleError({ code: 'missing-field', path: dir, expected: 'vectors files (run `combat-oracle build`)' });
  // Files are <ruleset>/<procedure>.json: the filters are checked, and files left out, before any is parsed.
  const named = files.map((f) => ({ file: f, ruleset: path.basename(path.dirname(f)), procedure: path.basename(f, '.json') }));
  const known = (key: 'ruleset' | 'procedure') => [...new Set(named.map((n) => n[key]))].sort();
  if (filter.ruleset && !known('ruleset').includes(filter.ruleset)) {
    throw new OracleError({ code: 'unknown-ruleset', path: '--ruleset', expected: `one of ${known('ruleset').map((k) => JSON.stringify(k)).join(', ')}`, actual: filter.ruleset });
  }
  for (const p of filter.procedure ?? []) {
    if (!known('procedure').includes(p)) {
      throw new OracleError({ code: 'unknown-procedure', path: '--procedure', expected: `one of ${known('procedure').map((k) => JSON.stringify(k)).join(', ')}`, actual: p });
    }
  }
  const all = named.filter((n) => (!filter.ruleset || n.ruleset === filter.ruleset) && (!filter.procedure?.length || filter.procedure.includes(n.procedure))).flatMap((n) => loadVectors(n.file));
  return all.filter(
    (v) =>
      (!filter.ruleset || v.ruleset === filter.ruleset) &&
      (!filter.procedure?.length || filter.procedure.includes(v.procedure)) &&
      (!filter.rules?.length || v.rules.some((r) => filter.rules!.some((q) => under(r, q)))) &&
      (!filter.ids?.length || filter.ids.includes(v.id)),
  );
}
