/**
 * A case id the README or IMPLEMENTERS.md cites (`recover-d2f48e12aa98`, `melee-…`) is a case of
 * oracle/vectors: a content id changes when its case does (a reading added to the register changes every
 * vector's readings), and an audit found IMPLEMENTERS.md citing two ids no vector had any more. An id
 * cited with a bisection suffix (`recover-…~0`) counts as its case. The ids `diff` prints for the cases it
 * walks (`melee/<seed> <id> — changed`: its own content ids, not vectors; tests/readme.commands.test.ts
 * checks that the command prints them) are not citations of vectors.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCEDURES } from '../oracle/registry';
import { DOCUMENTED_CASES } from '../oracle/minimise';

const ROOT = path.join(__dirname, '..');
const VECTORS = path.join(ROOT, 'oracle', 'vectors');

/** Every case id of every vector file. */
function vectorIds(): Set<string> {
  const ids = new Set<string>();
  for (const ruleset of fs.readdirSync(VECTORS)) {
    for (const f of fs.readdirSync(path.join(VECTORS, ruleset)).filter((x) => x.endsWith('.json'))) {
      const v = JSON.parse(fs.readFileSync(path.join(VECTORS, ruleset, f), 'utf8')) as { cases: { id: string }[] };
      for (const c of v.cases) ids.add(c.id);
    }
  }
  return ids;
}

/** `<procedure>-<12 hex digits>` for every procedure name the registry knows. */
export function citedCaseIds(text: string): string[] {
  // A diff's case line: `<procedure>/<seed> <id> — <kind>`.
  text = text.replace(/^\S+\/\S+ [a-z-]+-[0-9a-f]{12} — .*$/gm, '');
  const names = [...new Set(PROCEDURES.map((p) => p.procedure))].sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\w-])(?:${names.map((n) => n.replace(/[-]/g, '\\-')).join('|')})-[0-9a-f]{12}(?![0-9a-f])`, 'g');
  return [...new Set(text.match(re) ?? [])].sort();
}

describe('case ids cited in README.md and IMPLEMENTERS.md', () => {
  const ids = vectorIds();
  for (const page of ['README.md', 'IMPLEMENTERS.md']) {
    it(`${page}: each is a case of oracle/vectors`, () => {
      const cited = citedCaseIds(fs.readFileSync(path.join(ROOT, page), 'utf8'));
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.filter((id) => !ids.has(id))).toEqual([]);
    });
  }
  it('the cases the build keeps because the pages walk through them (oracle/minimise.ts) are each cited by one of them', () => {
    const cited = new Set(['README.md', 'IMPLEMENTERS.md'].flatMap((page) => citedCaseIds(fs.readFileSync(path.join(ROOT, page), 'utf8'))));
    expect(DOCUMENTED_CASES.filter((id) => !cited.has(id))).toEqual([]);
  });
  it('finds an id in prose, code and JSON, and not a longer hex run', () => {
    expect(citedCaseIds('see `recover-d2f48e12aa98~0`, {"id":"melee-86ca3ac91284"}; not recover-d2f48e12aa98ff')).toEqual(['melee-86ca3ac91284', 'recover-d2f48e12aa98']);
    expect(citedCaseIds('melee/pillbox-entered-together melee-0cfbe29d203d — changed\ncase fire-0123456789ab: …')).toEqual(['fire-0123456789ab']);
  });
});
