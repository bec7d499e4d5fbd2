/**
 * What IMPLEMENTERS.md ("Fate decks: card ids and orders") promises, worked by hand (issue 15.12):
 * unlisted cards are `<player>-card-NN` beneath the listed discard pile, 01 first; a reshuffle puts the
 * SHUFFLE order on top, then the cards with dice sorted by id, then the rest as they lay (draw pile top
 * to bottom, then the discard pile top to bottom). And game-end's `how` is one of eight values.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { parseDeck, reshuffle } from '../machines/cce/deck';
import { GAME_END_HOW } from '../machines/cce/game-end';

it('names unlisted cards allied-card-01… beneath the listed discard pile, and reshuffles in the documented order', () => {
  const d = parseDeck(
    {
      hand: [{ id: 'h1' }],
      draw: [{ id: 'zeta', dice: { white: 1, colored: 2 } }, { id: 'plain-draw' }],
      discard: [{ id: 'top-discard' }, { id: 'alpha', dice: { white: 6, colored: 6 } }],
      unlisted: 67,
    },
    'deck',
    'allied',
  );
  expect(d.discard.slice(0, 4)).toEqual(['top-discard', 'alpha', 'allied-card-01', 'allied-card-02']);
  expect(d.discard[d.discard.length - 1]).toBe('allied-card-67');
  const r = reshuffle(d, ['allied-card-05']);
  expect(r.discard).toEqual([]);
  expect(r.hand).toEqual(['h1']);
  expect(r.draw.slice(0, 6)).toEqual(['allied-card-05', 'alpha', 'zeta', 'plain-draw', 'top-discard', 'allied-card-01']);
  expect(r.draw).toHaveLength(71);
});

it("game-end's how is an enumeration, the same in the machine and the schema", () => {
  const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'oracle', 'schema', 'cce', 'game-end.schema.json'), 'utf8'));
  expect(schema.$defs.output.properties.how.enum).toEqual([...GAME_END_HOW, null]);
});
