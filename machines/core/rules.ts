/**
 * Rule references. Every transition and rule-encoding guard carries `meta: { rules: [...] }`; every id
 * must exist in its ruleset's index (`machines/<ruleset>/rules.json`). Ids are data, not code, so a
 * renumbered edition is a data change.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OracleError } from './errors';
import type { PartialTextFields } from './partial-text';

/**
 * One rule of a ruleset's index. A partial text's entry (Combat! Stalingrad, SPI Combat Command) also says
 * how much of the rule the book preserves and where a lost one is referenced (machines/core/partial-text.ts).
 */
export interface RuleEntry extends PartialTextFields {
  id: string;
  title: string;
  kind: 'core' | 'order' | 'action' | 'event' | 'terrain' | 'fortification' | 'table';
  procedural: boolean;
  parent: string | null;
}

export interface RuleIndex {
  ruleset: string;
  source: string;
  rules: RuleEntry[];
}

/** What a transition's or a state's `meta` holds. */
export interface RuleMeta {
  rules: readonly string[];
}

const cache = new Map<string, { index: RuleIndex; byId: Map<string, RuleEntry> }>();

/** The directory that holds a ruleset's own files (`machines/cce`). Overlays name their base ruleset. */
export function rulesetDir(ruleset: string): string {
  return path.join(__dirname, '..', ruleset);
}

export function loadRuleIndex(ruleset: string): { index: RuleIndex; byId: Map<string, RuleEntry> } {
  let hit = cache.get(ruleset);
  if (!hit) {
    const file = path.join(rulesetDir(ruleset), 'rules.json');
    if (!fs.existsSync(file)) throw new OracleError({ code: 'unknown-ruleset', path: 'ruleset', expected: 'a ruleset with a rules.json', actual: ruleset });
    const index = JSON.parse(fs.readFileSync(file, 'utf8')) as RuleIndex;
    hit = { index, byId: new Map(index.rules.map((r) => [r.id, r])) };
    cache.set(ruleset, hit);
  }
  return hit;
}

/** The closest ids by edit distance (at most 2 edits, at most 3 ids), for "did you mean" hints. */
export function suggestRules(ruleset: string, id: string): string[] {
  const { index } = loadRuleIndex(ruleset);
  const scored = index.rules.map((r) => ({ id: r.id, d: editDistance(r.id, id) })).filter((x) => x.d <= 2);
  const best = Math.min(...scored.map((x) => x.d));
  return scored.filter((x) => x.d === best).slice(0, 3).map((x) => x.id);
}

function didYouMean(ids: string[]): string | undefined {
  if (ids.length === 0) return undefined;
  const q = ids.map((i) => `"${i}"`);
  return `did you mean ${q.length === 1 ? q[0] : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`}?`;
}

export function assertRuleIds(ruleset: string, ids: readonly string[], where: string): void {
  const { byId } = loadRuleIndex(ruleset);
  for (const id of ids) {
    if (!byId.has(id)) {
      throw new OracleError({
        code: 'unknown-rule',
        path: where,
        expected: `a rule id of ${ruleset}/rules.json`,
        actual: id,
        hint: didYouMean(suggestRules(ruleset, id)),
      });
    }
  }
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return dp[a.length][b.length];
}
