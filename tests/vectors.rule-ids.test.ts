/**
 * Every rule a vector names — on its transitions (`rules`), in its trace and in its output (refusals,
 * derivations' bases and terms, verdicts) — is a rule of its own ruleset's index. A CC:P vector citing
 * CC:E's O20.3.3 (a shared derivation not translated) would make `verify` blame a CC:E rule on a CC:P engine.
 * (An id both indexes hold with different meanings, such as F102, is not caught here: the rule maps'
 * tests and each procedure's translation answer for those.)
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleIndex } from '../machines/core/rules';
import { VECTORS_DIR } from '../oracle/vectors';

const rulesets = fs.readdirSync(VECTORS_DIR).filter((d) => fs.statSync(path.join(VECTORS_DIR, d)).isDirectory()).sort();

describe.each(rulesets)('the %s vectors cite only %s rules', (ruleset) => {
  it('on transitions, in traces and in outputs', () => {
    const { byId } = loadRuleIndex(ruleset);
    const foreign = new Map<string, string>(); // id -> first file and field
    const walk = (x: unknown, key: string, where: string): void => {
      if ((key === 'rule' || key === 'rules') && (typeof x === 'string' || Array.isArray(x))) {
        for (const id of typeof x === 'string' ? [x] : x) if (typeof id === 'string' && !byId.has(id) && !foreign.has(id)) foreign.set(id, where);
        if (typeof x === 'string') return;
      }
      if (Array.isArray(x)) x.forEach((y) => walk(y, '', where));
      else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, k, `${where}.${k}`);
    };
    for (const f of fs.readdirSync(path.join(VECTORS_DIR, ruleset)).sort()) {
      const file = JSON.parse(fs.readFileSync(path.join(VECTORS_DIR, ruleset, f), 'utf8')) as { cases: { rules: string[]; expect: unknown }[] };
      for (const c of file.cases) walk({ rules: c.rules, expect: c.expect }, '', f);
    }
    expect([...foreign].map(([id, where]) => `${id} (${where})`)).toEqual([]);
  });
});
