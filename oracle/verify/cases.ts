/**
 * The cases a verify run sends: every vectors file under oracle/vectors/<ruleset>/<procedure>.json
 * (found on disk, so a new procedure's vectors are picked up without a change here), filtered by
 * ruleset, procedure and rule number. `verify` keeps each case as its two lines, in UTF-8 (`verifyCases`),
 * not as the parsed vector: a run holds buffers, not a tree of objects that every garbage collection walks.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OracleError } from '../../machines/core/errors';
import { VECTORS_DIR, type Vector } from '../vectors';
import { requestFor } from './protocol';

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

/**
 * A case as verify sends and checks it, as bytes: the request line, the expectation written as a response
 * line (`{ id, state, output, trace }` in the vector's key order: an engine whose answer is these bytes
 * passes without being decoded or parsed), and the rules it is counted under. The parsed vector is rebuilt from
 * the two lines when an answer differs (bisection, the comparison in full).
 */
export interface VerifyCase {
  id: string;
  ruleset: string;
  procedure: string;
  rules: string[];
  /** The request line, UTF-8, ending with its newline. */
  request: Buffer;
  /** The expected response line, UTF-8, without newline. */
  expected: Buffer;
  /** The vector, rebuilt from the two lines. */
  vector(): Vector;
  /** The report line of this case passing. */
  passedLine(): string;
}

/** The selected cases (selectCases), each kept as its lines. */
export function verifyCases(filter: CaseFilter, dir = VECTORS_DIR): VerifyCase[] {
  return pickCases(filter, dir, toVerifyCase);
}

function toVerifyCase(v: Vector): VerifyCase {
  const { id, ruleset, procedure } = v;
  const rules = caseRules(v);
  const request = Buffer.from(JSON.stringify(requestFor(v)) + '\n');
  const expected = Buffer.from(JSON.stringify({ id, state: v.expect.state, output: v.expect.output, trace: v.expect.trace }));
  return {
    id,
    ruleset,
    procedure,
    rules,
    request,
    expected,
    vector: () => {
      const r = JSON.parse(request.toString('utf8'));
      const e = JSON.parse(expected.toString('utf8'));
      return { id, ruleset, readings: r.readings, procedure, rules: v.rules.slice(), input: r.input, events: r.events, expect: { state: e.state, output: e.output, trace: e.trace } } as Vector;
    },
    passedLine: () => JSON.stringify({ kind: 'case', id, ruleset, procedure, rules, status: 'passed' }) + '\n',
  };
}

/**
 * The rules a case is counted under in the by-rule table: the rules of its trace (the vector's `rules`)
 * and the rules of every term of the derivations in its expected output (T78.3, F106.1, 13.2 …), so a
 * wrong modifier shows as failures under its own rule, not only under the rule that used the number.
 */
export function caseRules(v: Vector): string[] {
  const extra = new Set<string>();
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) o.forEach(walk);
    else if (o && typeof o === 'object') {
      for (const [k, x] of Object.entries(o)) {
        if (k === 'derivation' && x && typeof x === 'object') {
          // Either one derivation (a Fire shot's fp, attack) or derivations by field ({ morale }).
          type D = { base: { rule: string }; terms: { rule: string }[] };
          const ds = 'base' in x && 'terms' in x ? [x as D] : Object.values(x as Record<string, D>);
          for (const d of ds) for (const t of [d.base, ...d.terms]) extra.add(t.rule);
        } else walk(x);
      }
    }
  };
  walk(v.expect.output);
  return [...v.rules, ...[...extra].filter((r) => !v.rules.includes(r))];
}

export function selectCases(filter: CaseFilter, dir = VECTORS_DIR): Vector[] {
  return pickCases(filter, dir, (v) => v);
}

/** The selected cases, file by file, each through `as` (so a file's parsed tree can be dropped before the next is read). */
function pickCases<T>(filter: CaseFilter, dir: string, as: (v: Vector) => T): T[] {
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
  const keep = (v: Vector) =>
    (!filter.ruleset || v.ruleset === filter.ruleset) &&
    (!filter.procedure?.length || filter.procedure.includes(v.procedure)) &&
    (!filter.rules?.length || v.rules.some((r) => filter.rules!.some((q) => under(r, q)))) &&
    (!filter.ids?.length || filter.ids.includes(v.id));
  const out: T[] = [];
  for (const n of named.filter((n) => (!filter.ruleset || n.ruleset === filter.ruleset) && (!filter.procedure?.length || filter.procedure.includes(n.procedure)))) {
    for (const v of loadVectors(n.file)) if (keep(v)) out.push(as(v));
  }
  return out;
}
