/**
 * The cases a verify run sends: every vectors file under oracle/vectors/<ruleset>/<procedure>.json
 * (found on disk, so a new procedure's vectors are picked up without a change here), filtered by
 * ruleset, procedure and rule number. `verify` keeps each case as its two lines, in UTF-8 (`verifyCases`),
 * not as the parsed vector: a run holds buffers, not a tree of objects that every garbage collection walks.
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OracleError } from '../../machines/core/errors';
import { REPO_ROOT, VECTORS_DIR, type Vector } from '../vectors';
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
  return vectorsOf(fs.readFileSync(file, 'utf8'), file);
}

function vectorsOf(text: string, file: string): Vector[] {
  let doc: { cases?: unknown };
  try {
    doc = JSON.parse(text);
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

/**
 * The selected cases (selectCases), each kept as its lines. Each vectors file's lines are prepared once
 * and kept on disk (`preparedCases`): a run whose vectors are unchanged reads them instead of parsing
 * the vectors and writing the lines again (most of the time verify spends before its first request).
 */
export function verifyCases(filter: CaseFilter, dir = VECTORS_DIR, cacheDir = verifyCacheDir()): VerifyCase[] {
  checkFilter(filter, dir);
  const out: VerifyCase[] = [];
  for (const n of selectedFiles(filter, dir)) {
    for (const c of preparedCases(n.file, cacheDir)) {
      if (keeps(filter, c.ruleset, c.procedure, c.vectorRules, c.id)) out.push(verifyCase(c));
    }
  }
  return out;
}

/** What verify keeps of a vector: what it filters on and reports, and its two lines. */
interface PreparedCase {
  id: string;
  ruleset: string;
  procedure: string;
  /** The vector's own `rules` (what `--rule` selects on). */
  vectorRules: string[];
  /** The rules it is counted under (caseRules). */
  rules: string[];
  request: Buffer;
  expected: Buffer;
}

/**
 * Where the prepared lines are kept: node_modules/.cache/combat-oracle-verify, or
 * COMBAT_ORACLE_VERIFY_CACHE; `off` prepares every file afresh (tests/verify.cache.test.ts: the same
 * bytes either way).
 */
export function verifyCacheDir(): string | null {
  const v = process.env.COMBAT_ORACLE_VERIFY_CACHE;
  if (v === 'off') return null;
  return v || path.join(REPO_ROOT, 'node_modules', '.cache', 'combat-oracle-verify');
}

/** The format of a prepared file, in its key: a change to what is prepared or how starts a new cache. */
const PREPARED_FORMAT = 'verify-cases 1';

/**
 * A vectors file's cases as verify keeps them. The prepared file holds three lines per case (a JSON
 * header with what is filtered and reported, the request line, the expected line; JSON text has no raw
 * newline), keyed by the vectors file's bytes: the requests and expectations are slices of it.
 */
export function preparedCases(file: string, cacheDir: string | null): PreparedCase[] {
  const bytes = fs.readFileSync(file);
  const cached = cacheDir ? path.join(cacheDir, `${crypto.createHash('sha256').update(PREPARED_FORMAT).update('\0').update(bytes).digest('hex')}.lines`) : null;
  if (cached) {
    let text: Buffer | null = null;
    try {
      text = fs.readFileSync(cached);
    } catch {
      // not prepared yet
    }
    if (text) return readPrepared(text);
  }
  const cases = vectorsOf(bytes.toString('utf8'), file).map(prepare);
  if (cached) {
    try {
      fs.mkdirSync(cacheDir!, { recursive: true });
      const tmp = `${cached}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      const parts: Buffer[] = [];
      for (const c of cases) parts.push(Buffer.from(JSON.stringify({ id: c.id, ruleset: c.ruleset, procedure: c.procedure, vectorRules: c.vectorRules, rules: c.rules }) + '\n'), c.request, c.expected, Buffer.from('\n'));
      fs.writeFileSync(tmp, Buffer.concat(parts));
      fs.renameSync(tmp, cached); // whole or not at all, with other runs filling the same cache
    } catch {
      // A cache that cannot be written only costs the next run its preparing.
    }
  }
  return cases;
}

function readPrepared(text: Buffer): PreparedCase[] {
  const out: PreparedCase[] = [];
  let at = 0;
  const line = (withNewline: boolean): Buffer => {
    const end = text.indexOf(10, at);
    const b = text.subarray(at, withNewline ? end + 1 : end);
    at = end + 1;
    return b;
  };
  while (at < text.length) {
    const head = JSON.parse(line(false).toString('utf8')) as Omit<PreparedCase, 'request' | 'expected'>;
    out.push({ ...head, request: line(true), expected: line(false) });
  }
  return out;
}

function prepare(v: Vector): PreparedCase {
  const { id, ruleset, procedure } = v;
  return {
    id,
    ruleset,
    procedure,
    vectorRules: v.rules,
    rules: caseRules(v),
    request: Buffer.from(JSON.stringify(requestFor(v)) + '\n'),
    expected: Buffer.from(JSON.stringify({ id, state: v.expect.state, output: v.expect.output, trace: v.expect.trace })),
  };
}

function verifyCase(c: PreparedCase): VerifyCase {
  const { id, ruleset, procedure, rules, request, expected } = c;
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
      return { id, ruleset, readings: r.readings, procedure, rules: c.vectorRules.slice(), input: r.input, events: r.events, expect: { state: e.state, output: e.output, trace: e.trace } } as Vector;
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
          // One derivation (a Fire shot's fp, attack), derivations by field ({ morale }), or by field and player
          // (a Melee's { vp: { axis, allied } }).
          type D = { base: { rule: string }; terms: { rule: string }[] };
          const isD = (y: object): y is D => 'base' in y && 'terms' in y;
          const ds = (y: object): D[] => (isD(y) ? [y] : Object.values(y).flatMap((z) => (z && typeof z === 'object' ? ds(z as object) : [])));
          for (const d of ds(x)) for (const t of [d.base, ...d.terms]) extra.add(t.rule);
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
/** Files are <ruleset>/<procedure>.json: the filters are checked, and files left out, before any is parsed. */
function namedFiles(dir: string): { file: string; ruleset: string; procedure: string }[] {
  const files = vectorFiles(dir);
  if (!files.length) throw new OracleError({ code: 'missing-field', path: dir, expected: 'vectors files (run `combat-oracle build`)' });
  return files.map((f) => ({ file: f, ruleset: path.basename(path.dirname(f)), procedure: path.basename(f, '.json') }));
}

function checkFilter(filter: CaseFilter, dir: string): void {
  const named = namedFiles(dir);
  const known = (key: 'ruleset' | 'procedure') => [...new Set(named.map((n) => n[key]))].sort();
  if (filter.ruleset && !known('ruleset').includes(filter.ruleset)) {
    throw new OracleError({ code: 'unknown-ruleset', path: '--ruleset', expected: `one of ${known('ruleset').map((k) => JSON.stringify(k)).join(', ')}`, actual: filter.ruleset });
  }
  for (const p of filter.procedure ?? []) {
    if (!known('procedure').includes(p)) {
      throw new OracleError({ code: 'unknown-procedure', path: '--procedure', expected: `one of ${known('procedure').map((k) => JSON.stringify(k)).join(', ')}`, actual: p });
    }
  }
}

const selectedFiles = (filter: CaseFilter, dir: string) =>
  namedFiles(dir).filter((n) => (!filter.ruleset || n.ruleset === filter.ruleset) && (!filter.procedure?.length || filter.procedure.includes(n.procedure)));

const keeps = (filter: CaseFilter, ruleset: string, procedure: string, rules: string[], id: string): boolean =>
  (!filter.ruleset || ruleset === filter.ruleset) &&
  (!filter.procedure?.length || filter.procedure.includes(procedure)) &&
  (!filter.rules?.length || rules.some((r) => filter.rules!.some((q) => under(r, q)))) &&
  (!filter.ids?.length || filter.ids.includes(id));

function pickCases<T>(filter: CaseFilter, dir: string, as: (v: Vector) => T): T[] {
  checkFilter(filter, dir);
  const out: T[] = [];
  for (const n of selectedFiles(filter, dir)) {
    for (const v of loadVectors(n.file)) if (keeps(filter, v.ruleset, v.procedure, v.rules, v.id)) out.push(as(v));
  }
  return out;
}
