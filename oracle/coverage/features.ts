/**
 * A small reader for the Gherkin the features use (English keywords only): the `Rule:` blocks with the
 * rulebook sentences quoted in their descriptions, and every scenario (Scenario Outlines expanded, one
 * per Examples row, as Cucumber does) with its tags — its own plus those inherited from the Feature,
 * the Rule and the Examples block, as in a Cucumber pickle. The coverage report reads the quotes and
 * tags from here, so it works whether or not Cucumber has run; what Cucumber did is read from its
 * messages (./cucumber.ts) and joined on `uri:line`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface FeatureScenario {
  /** Path from the repository root, with forward slashes: `features/cce/recover.feature`. */
  uri: string;
  /** The scenario's line, or for an outline the line of its Examples row (Cucumber's `uri:line`). */
  line: number;
  name: string;
  /** Tags without the `@`, inherited ones included, sorted, no duplicates. */
  tags: string[];
  /** The title of the enclosing `Rule:` block, if any. */
  rule: string | null;
}

export interface FeatureRuleBlock {
  uri: string;
  line: number;
  title: string;
  /** The rule id the title starts with (`O22.3 Rally Roll` → `O22.3`), or null (`Bad input`). */
  id: string | null;
  /** The description's quoted lines, without the surrounding double quotes. */
  quotes: string[];
}

export interface FeatureFile {
  uri: string;
  name: string;
  rules: FeatureRuleBlock[];
  scenarios: FeatureScenario[];
}

const KEYWORD = /^(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Example|Examples|Scenarios):\s*(.*)$/;
const STEP = /^(Given|When|Then|And|But|\*)\s/;
const RULE_ID = /^([A-Z]{0,2}\d+(?:\.\d+)*)(?=\s|$)/;

/** The rule id a title or quote starts with, if it has the shape of one. */
export function leadingRuleId(text: string): string | null {
  return RULE_ID.exec(text.trim())?.[1] ?? null;
}

function tagsOf(line: string): string[] {
  return line
    .split(/\s+/)
    .filter((t) => t.startsWith('@'))
    .map((t) => t.slice(1));
}

const uniqSorted = (xs: string[]): string[] => [...new Set(xs)].sort();

export function parseFeature(text: string, uri: string): FeatureFile {
  const lines = text.split(/\r?\n/);
  const file: FeatureFile = { uri, name: '', rules: [], scenarios: [] };
  let pending: string[] = [];
  let featureTags: string[] = [];
  let ruleTags: string[] = [];
  let rule: FeatureRuleBlock | null = null;
  /** What the free text lines after a keyword belong to. */
  let describing: 'feature' | 'rule' | 'other' | null = null;
  let outline: { name: string; tags: string[] } | null = null;
  let examples: { tags: string[]; header: string[] | null } | null = null;
  let docString: string | null = null;
  /** The entry pushed for the last plain `Scenario:`, until its steps show it has no Examples. */
  let plain: FeatureScenario | null = null;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const lineNo = i + 1;
    if (docString !== null) {
      if (line.startsWith(docString)) docString = null;
      continue;
    }
    if (line.startsWith('"""') || line.startsWith('```')) {
      docString = line.slice(0, 3);
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      pending.push(...tagsOf(line));
      continue;
    }
    const kw = KEYWORD.exec(line);
    if (kw) {
      const [, keyword, title] = kw;
      const tags = pending;
      pending = [];
      examples = null;
      if (keyword !== 'Examples' && keyword !== 'Scenarios') plain = null;
      if (keyword === 'Feature') {
        file.name = title;
        featureTags = tags;
        describing = 'feature';
      } else if (keyword === 'Rule') {
        ruleTags = tags;
        rule = { uri, line: lineNo, title, id: leadingRuleId(title), quotes: [] };
        file.rules.push(rule);
        outline = null;
        describing = 'rule';
      } else if (keyword === 'Background') {
        outline = null;
        describing = 'other';
      } else if (keyword === 'Examples' || keyword === 'Scenarios') {
        examples = { tags, header: null };
        describing = 'other';
      } else if (keyword === 'Scenario Outline' || keyword === 'Scenario Template') {
        outline = { name: title, tags };
        describing = 'other';
      } else {
        // Scenario / Example. (A Scenario with an Examples table is an outline too, as in Gherkin 6+.)
        outline = { name: title, tags };
        plain = { uri, line: lineNo, name: title, tags: uniqSorted([...featureTags, ...ruleTags, ...tags]), rule: rule?.title ?? null };
        file.scenarios.push(plain);
        describing = 'other';
      }
      continue;
    }
    if (line.startsWith('|')) {
      if (examples && outline) {
        const cells = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|').map((c) => c.trim());
        if (!examples.header) {
          examples.header = cells;
          // A plain `Scenario:` followed by Examples is an outline (Gherkin 6+): its rows replace it.
          if (plain) file.scenarios.splice(file.scenarios.indexOf(plain), 1);
          plain = null;
        } else {
          const header = examples.header;
          const name = outline.name.replace(/<([^>]+)>/g, (m, k: string) => {
            const at = header.indexOf(k);
            return at >= 0 ? (cells[at] ?? '') : m;
          });
          file.scenarios.push({ uri, line: lineNo, name, tags: uniqSorted([...featureTags, ...ruleTags, ...outline.tags, ...examples.tags]), rule: rule?.title ?? null });
        }
      }
      continue;
    }
    if (STEP.test(line)) {
      describing = null;
      continue;
    }
    if (describing === 'rule' && rule && line.length >= 2 && line.startsWith('"') && line.endsWith('"')) rule.quotes.push(line.slice(1, -1));
  }
  return file;
}

/** Every `features/<ruleset>/*.feature`, sorted by path. */
export function readFeatures(repoRoot: string, ruleset: string): FeatureFile[] {
  const dir = path.join(repoRoot, 'features', ruleset);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.feature'))
    .sort()
    .map((f) => parseFeature(fs.readFileSync(path.join(dir, f), 'utf8'), `features/${ruleset}/${f}`));
}
