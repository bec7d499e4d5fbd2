/**
 * Every rulebook quote — in the features' Rule: descriptions and in the readings register — occurs in
 * the rulebook text (DESIGN.md rule 7), when ../shared/rulebooks is there; otherwise the test says it
 * skipped and why.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureQuotes, findQuote, loadRulebook, normalise, RULEBOOK_FILES } from '../oracle/quotes';
import { RULESETS } from '../oracle/registry';

const FEATURES = path.join(__dirname, '..', 'features');
const rulesetsWithFeatures = fs.existsSync(FEATURES) ? fs.readdirSync(FEATURES).filter((d) => fs.statSync(path.join(FEATURES, d)).isDirectory()) : [];

for (const ruleset of rulesetsWithFeatures) {
  const book = loadRulebook(ruleset);
  const files = fs.readdirSync(path.join(FEATURES, ruleset)).filter((f) => f.endsWith('.feature')).sort();
  describe.skipIf(book === null)(`quotes in features/${ruleset} occur in the ${ruleset} rulebook${book === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
    for (const f of files) {
      it(f, () => {
        const quotes = featureQuotes(path.join(FEATURES, ruleset, f));
        expect(quotes.length, `${f} has Rule: blocks with quotes`).toBeGreaterThan(0);
        const misses = quotes
          .map((q) => ({ q, miss: findQuote(book!, q.quote, RULEBOOK_FILES[ruleset]?.dropLigatures) }))
          .filter((x) => x.miss)
          .map((x) => `${f}:${x.q.line} (${x.q.rule}) "${x.miss!.fragment}" — found only up to: "${x.miss!.foundPrefix}"`);
        expect(misses).toEqual([]);
      });
    }
  });
}

for (const r of RULESETS) {
  const book = loadRulebook(r.base);
  if (r.readings.length === 0) {
    it.skip(`quotes in the ${r.id} readings register (SKIPPED: it registers no reading yet)`, () => {});
    continue;
  }
  describe.skipIf(book === null)(`quotes in the ${r.id} readings register occur in the rulebook${book === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
    for (const reading of r.readings) {
      it(reading.id, () => {
        const misses = reading.quotes.map((q) => ({ q, miss: findQuote(book!, q.text, RULEBOOK_FILES[r.base]?.dropLigatures) })).filter((x) => x.miss);
        expect(misses.map((x) => `${x.q.rule}: "${x.miss!.fragment}"`)).toEqual([]);
      });
    }
  });
}

describe('the normaliser', () => {
  it('finds fragments in order and reports where a fragment parts from the text', () => {
    const book = 'alpha beta gamma delta';
    expect(findQuote(book, 'alpha … gamma')).toBeNull();
    expect(findQuote(book, 'gamma … alpha')?.fragment).toBe('alpha');
    expect(findQuote(book, 'beta gamma epsilon')?.foundPrefix).toBe('beta gamma ');
  });
  it('treats typographic quotes, dashes and runs of white space as their plain forms', () => {
    expect(findQuote('a "Rally" - it', 'a “Rally”  — it')).toBeNull();
  });
});

describe('the Pacific form (digest 004 §0.1)', () => {
  const inBook = (printed: string, extracted: string) => findQuote(normalise(extracted, true), printed, true) === null;
  it('matches the dropped "fi"/"fl" ligatures', () => {
    const pairs = [['fire', 're'], ['first', 'rst'], ['five', 've'], ['flipped', 'ipped'], ['Infiltrate', 'Inltrate'], ['Pacific', 'Pacic'], ['sufficient', 'sufcient'], ['fluid', 'uid'], ['fighter', 'ghter']];
    expect(pairs.filter(([p, x]) => !inBook(p, x))).toEqual([]);
  });
  it('matches the headings that lost letters', () => {
    const pairs = [
      ['Differences', 'Differeces'], ['Actions', 'Actios'], ['Events', 'Eets'], ['Terrain', 'Terrai'], ['Fortifications', 'Frtcatns'],
      ['Bayonets', 'Baonets'], ['Enfilade', 'Eflade'], ['Exit Points', 'Eit Points'], ['Infiltration Boxes', 'Ifltratio Boxes'],
      ['Casualty Track', 'Casualt Track'], ['Asset Request', 'Asset Reuest'], ['Blaze', 'Blae'], ['Hindrance Modifiers', 'Hidrace Modifers'],
      ['Sighting', 'Sightig'], ['Move', 'Moe'], ['HAND SIZE', 'HAND SIzE'], ['SEQUENCE OF PLAY', 'SEqUENCE OF PLAy'],
    ];
    expect(pairs.filter(([p, x]) => !inBook(p, x))).toEqual([]);
  });
  it('skips the side-bar letters sprinkled into a paragraph, and joins broken words', () => {
    const sidebar = 'k o o b e l u r — C i f Players attempt to achieve victory by i C moving their combat units across the A game map to attack their opponent’s p units';
    expect(inBook('Players attempt to achieve victory by moving their combat units across the game map to attack their opponent’s units', sidebar)).toBe(true);
    const broken = 'It is only advanced on ce – not twice – if the last card in a p layer’s deck is revealed';
    expect(inBook('It is only advanced once – not twice – if the last card in a player’s deck is revealed', broken)).toBe(true);
  });
  it('still finds a misquote', () => {
    const text = 'If the result is less than the number in the space currently occupied by the time marker';
    expect(inBook('If the result is greater than the number', text)).toBe(false);
    expect(inBook('If the result is less than the number in the space occupied by the sudden death marker', text)).toBe(false);
    expect(findQuote(normalise(text, true), 'less than … If the result', true)?.fragment).toBe('If the result');
  });
});

if (loadRulebook('cce') === null) {
  it.skip('rulebook quote checks (SKIPPED: ../shared/rulebooks not found)', () => {});
}
