/**
 * The coverage report's Gherkin reader (oracle/coverage/features.ts): tags inherited as in a Cucumber
 * pickle, outlines expanded one per Examples row with Cucumber's `uri:line`, Rule quotes collected
 * from the description only, doc strings skipped.
 */
import { describe, expect, it } from 'vitest';
import { leadingRuleId, parseFeature, readFeatures } from '../oracle/coverage/features';
import { REPO_ROOT } from '../oracle/vectors';

const TEXT = `@feature-tag
Feature: Demo
  Decides things.
  "Not a rule quote: this is the Feature's description."

  Rule: X4.2 Rally check
    "A broken unit rallies if the roll does not exceed its Morale."
    "X4.3 Another rule quoted in the same block."

    Background:
      Given a broken squad

    @X4.2 @hook-switch
    Scenario: A roll equal to Morale rallies
      When its owner rolls 3 and 4
      """
      Scenario: not a scenario inside a doc string
      """
      Then the squad is no longer broken

    @X4.2
    Scenario Outline: A roll of <roll> fails
      When its owner rolls <roll>

      @boundary
      Examples:
        | roll |
        | 8    |
        | 9    |

  @rule-tag
  Rule: Bad input
    Scenario: A wrong die
      When a die of 7 is sent
`;

describe('parseFeature', () => {
  const f = parseFeature(TEXT, 'features/x/demo.feature');

  it('reads the Feature name and the Rule blocks with their ids and quoted lines only', () => {
    expect(f.name).toBe('Demo');
    expect(f.rules.map((r) => [r.line, r.id, r.title])).toEqual([
      [6, 'X4.2', 'X4.2 Rally check'],
      [32, null, 'Bad input'],
    ]);
    expect(f.rules[0].quotes).toEqual(['A broken unit rallies if the roll does not exceed its Morale.', 'X4.3 Another rule quoted in the same block.']);
    expect(f.rules[1].quotes).toEqual([]);
  });

  it('expands outlines per Examples row and inherits Feature, Rule and Examples tags; skips doc strings', () => {
    expect(f.scenarios).toEqual([
      { uri: 'features/x/demo.feature', line: 14, name: 'A roll equal to Morale rallies', tags: ['X4.2', 'feature-tag', 'hook-switch'], rule: 'X4.2 Rally check' },
      { uri: 'features/x/demo.feature', line: 28, name: 'A roll of 8 fails', tags: ['X4.2', 'boundary', 'feature-tag'], rule: 'X4.2 Rally check' },
      { uri: 'features/x/demo.feature', line: 29, name: 'A roll of 9 fails', tags: ['X4.2', 'boundary', 'feature-tag'], rule: 'X4.2 Rally check' },
      { uri: 'features/x/demo.feature', line: 33, name: 'A wrong die', tags: ['feature-tag', 'rule-tag'], rule: 'Bad input' },
    ]);
  });

  it('recognises rule ids at the start of a title or quote', () => {
    expect(leadingRuleId('O22.3 Rally Roll — the Leader first')).toBe('O22.3');
    expect(leadingRuleId('1.9.1.2 Jammed! Trigger Whenever')).toBe('1.9.1.2');
    expect(leadingRuleId('Bad input')).toBeNull();
    expect(leadingRuleId('O22.3x')).toBeNull();
  });
});

describe('readFeatures on the real features', () => {
  it('finds the Recover feature with its outline rows as Cucumber numbers them', () => {
    const recover = readFeatures(REPO_ROOT, 'cce').find((x) => x.uri === 'features/cce/recover.feature')!;
    expect(recover.rules[0].id).toBe('O22.1');
    const outline = recover.scenarios.filter((s) => s.name.startsWith('A player already activated for'));
    expect(outline.map((s) => s.name)).toEqual(['A player already activated for Recover this Turn cannot Recover', 'A player already activated for Rout this Turn cannot Recover']);
    expect(outline.every((s) => s.tags.includes('O22.1'))).toBe(true);
  });
});
