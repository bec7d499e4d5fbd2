/**
 * The output part-way through a case follows the convention docs/procedures/<ruleset>/<procedure>.md
 * states (oracle/procedure-doc.ts partialOutputConvention; issue 15.13): after a ROLL that may still be
 * re-rolled (a `…ConsideringReroll` state), the output is the one before the ROLL, except — where the
 * output has Fate decks — the revealed card's move (that player's draw −1, discard +1, discardTop).
 * Checked on every committed vector's ROLL steps by replaying its prefixes through the reference engine
 * (its prefix cache keeps this fast; tests/engine.cache.test.ts shows it answers as a replay would), and the
 * generated pages are checked to state the deck clause exactly where an output has decks.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerLine } from '../oracle/engine';
import { diffValues } from '../oracle/verify/compare';

const DIR = path.join(__dirname, '..', 'oracle', 'vectors', 'cce');
const DOCS = path.join(__dirname, '..', 'docs', 'procedures', 'cce');

interface V {
  id: string;
  ruleset: string;
  readings: Record<string, string>;
  procedure: string;
  input: unknown;
  events: { type: string; player?: string }[];
}

describe.each(fs.readdirSync(DIR).sort())('%s', (file) => {
  const cases = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')).cases as V[];
  it('a ROLL that may still be re-rolled leaves the output as it was, but for the revealed card', () => {
    let checked = 0;
    for (const v of cases) {
      const run = (k: number) => answerLine(JSON.stringify({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events.slice(0, k) })) as { state: string; output: unknown };
      v.events.forEach((e, i) => {
        if (e.type !== 'ROLL') return;
        const after = run(i + 1);
        if (!/[cC]onsidering\w*Reroll$/.test(after.state)) return;
        const before = run(i);
        checked++;
        const changed = diffValues(before.output, after.output, 'output').map((d) => d.path);
        // The decks are the output's own (the Turn, the Time advance) or, in an Order with the game
        // described, its `game`'s (the nested Time advance's Sudden Death Roll reveals a card there).
        const allowed = /^output\.(game\.)?decks\.(axis|allied)\.(draw|discard|discardTop)$/;
        expect(changed.filter((p) => !allowed.test(p)), `${v.id} step ${i + 1}`).toEqual([]);
        // The deck clause: at most one player's deck moved, by exactly one card.
        const moved = new Set(changed.map((p) => (allowed.exec(p)![1] ?? '') + allowed.exec(p)![2]));
        expect(moved.size, `${v.id} step ${i + 1}`).toBeLessThanOrEqual(1);
        for (const m of moved) {
          const inGame = m.startsWith('game.');
          const p = m.replace('game.', '');
          const d = (o: unknown) => ((inGame ? (o as { game: unknown }).game : o) as { decks: Record<string, { draw: number; discard: number }> }).decks[p];
          expect([d(before.output).draw - d(after.output).draw, d(after.output).discard - d(before.output).discard]).toEqual([1, 1]);
        }
      });
    }
    const procedure = file.replace('.json', '');
    if (['recover', 'rout', 'fire', 'melee', 'artillery', 'advance', 'move', 'time-advance', 'turn'].includes(procedure)) expect(checked).toBeGreaterThan(0);
  });

  it('while a kept roll\'s trigger is resolved, the roll shows only where the page says so', () => {
    const procedure = file.replace('.json', '');
    let shown = 0;
    let hidden = 0;
    for (const v of cases) {
      const run = (k: number) => answerLine(JSON.stringify({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: v.events.slice(0, k) })) as { state: string; output: unknown };
      v.events.forEach((e, i) => {
        if (e.type !== 'ROLL' || v.events[i + 1]?.type !== 'KEEP_ROLL') return;
        const kept = run(i + 2);
        if (!/[rR]esolving\w*Trigger$/.test(kept.state)) return;
        const noDecks = (o: unknown) => JSON.stringify(o, (k, x) => (k === 'decks' ? undefined : x));
        if (noDecks(run(i).output) === noDecks(kept.output)) hidden++;
        else shown++;
      });
    }
    if (['recover', 'rout', 'fire', 'artillery'].includes(procedure)) expect(shown).toBe(0);
    if (procedure === 'melee') expect([shown > 0, hidden]).toEqual([true, 0]);
    if (['advance', 'move'].includes(procedure)) expect(shown).toBeGreaterThan(0); // their Mine Attack Rolls
  });

  it('the generated page states the deck clause exactly when the output has decks', () => {
    const outputHasDecks = cases.some((v) => {
      const r = answerLine(JSON.stringify({ id: v.id, ruleset: v.ruleset, readings: v.readings, procedure: v.procedure, input: v.input, events: [] })) as { output: unknown };
      return typeof r.output === 'object' && r.output !== null && 'decks' in r.output;
    });
    const page = fs.readFileSync(path.join(DOCS, file.replace('.json', '.md')), 'utf8');
    expect(page.includes('**Exception, the cards:**')).toBe(outputHasDecks);
    expect(page).toContain('**A roll enters the output when it is kept, not when it is rolled.**');
  });
});
