/**
 * The quotes beyond the register's own (tests/quotes.test.ts checks those): the argued ambiguities quote
 * the CC:E rulebook; an overlay item quotes its source (the CC:P rulebook for cce-ccp-clarified; the FAQ's
 * text is not available, so its items are not checked), and a "none" item quotes the v1.1 text that
 * already says it. Same normaliser as the features' quote check (oracle/quotes.ts).
 */
import { describe, expect, it } from 'vitest';
import { CCE_ARGUED } from '../machines/cce/readings';
import { CCE_OVERLAYS } from '../machines/cce/overlays';
import { findQuote, loadRulebook, RULEBOOK_FILES } from '../oracle/quotes';

const cce = loadRulebook('cce');
const miss = (book: string, text: string, ruleset: string): string | null => {
  const m = findQuote(book, text, RULEBOOK_FILES[ruleset]?.dropLigatures);
  return m ? `"${m.fragment}" found only up to "${m.foundPrefix}"` : null;
};

describe.skipIf(cce === null)(`argued ambiguities quote the cce rulebook${cce === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
  for (const a of CCE_ARGUED) {
    it(a.id, () => {
      expect(a.quotes.map((q) => miss(cce!, q.text, 'cce') && `${q.rule}: ${miss(cce!, q.text, 'cce')}`).filter(Boolean)).toEqual([]);
    });
  }
});

for (const overlay of CCE_OVERLAYS) {
  const source = overlay.source.rulebook ? loadRulebook(overlay.source.rulebook) : null;
  describe.skipIf(cce === null)(`${overlay.id}: items quote their source and the base rulebook${cce === null ? ' (SKIPPED: ../shared/rulebooks not found)' : ''}`, () => {
    for (const item of overlay.items) {
      it(item.where, () => {
        const problems: string[] = [];
        if (overlay.source.rulebook) {
          if (source === null) return; // the source's rulebook file is absent: nothing to check against
          const m = miss(source, item.says, overlay.source.rulebook);
          if (m) problems.push(`says: ${m}`);
        }
        if ('none' in item.effect) {
          expect(item.effect.quotes.length, 'a "none" item quotes the v1.1 text that already says it').toBeGreaterThan(0);
          for (const q of item.effect.quotes) {
            const m = miss(cce!, q.text, overlay.base);
            if (m) problems.push(`${q.rule}: ${m}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
