/**
 * E52.1-E52.2 through the Turn's end-of-Turn free Deploy (8.2): the two Teams replace the Squad in its hex,
 * broken if it was; a Weapon, Suppressed or Veteran marker stays with one Team only; the Teams count as
 * activated if the Squad was. Expectations worked from the rule text; the Teams are read from the
 * machine's context because the Turn's output lists units without their Weapons and Veteran markers.
 */
import { describe, expect, it } from 'vitest';
import { TracedRun } from '../machines/core/run';
import { resolveReadings } from '../machines/core/readings';
import type { TurnContext } from '../machines/cce/turn';
import { CCE_READINGS } from '../machines/cce/readings';
import { turnSpec } from '../oracle/procedures/cce/turn';
import { card, deckOf, hexes, squad } from '../oracle/procedures/cce/time-advance';

const mg = { id: 'mg34', type: 'mg', fp: 4, range: 10 };
const situation = {
  active: 'allied',
  initiative: 'allied',
  postures: { axis: 'attack', allied: 'defend' },
  time: { space: 1, suddenDeath: 8 },
  orderCapability: 1,
  discardLimit: 0,
  activated: { units: ['de-a'], recover: [], rout: [] },
  decks: { axis: deckOf([], [card('ax-d1')]), allied: deckOf([card('al-1'), card('al-2'), card('al-3'), card('al-4')], [card('al-d1')]) },
  units: [squad('de-a', 'axis', 'F6', { broken: true, suppressed: true, veteran: true, weapon: mg as never }), squad('de-b', 'axis', 'F6'), squad('us-1', 'allied', 'E5')],
  map: hexes('E5', 'F6'),
};

describe('E52 Deploy at the end of the Turn (8.2)', () => {
  it('two broken Teams in the Squad\'s hex; one keeps the Weapon, Suppressed and Veteran markers; both activated', () => {
    const readings = resolveReadings(CCE_READINGS, {}, 'turn');
    const run = new TracedRun(turnSpec, { ruleset: 'cce', readings, situation: turnSpec.parseSituation(situation, 'input') });
    run.send({ type: 'PASS', discard: [] }, 'events[0]');
    run.send({ type: 'DEPLOY', squad: 'de-a' }, 'events[1]');
    const c = run.snapshot.context as TurnContext;
    const teams = c.frame.units.filter((u) => u.id.startsWith('de-a/'));
    expect(teams.map((u) => [u.id, u.kind, u.hex, u.broken, u.suppressed, u.veteran, u.weapon?.id ?? null])).toEqual([
      ['de-a/1', 'team', 'F6', true, true, true, 'mg34'],
      ['de-a/2', 'team', 'F6', true, false, false, null],
    ]);
    expect(c.activated.units).toEqual(['de-a', 'de-a/1', 'de-a/2']);
    run.stop();
  });
});
