/**
 * The edition diff on the turn (issue 19, item 4), in process and cheap: one situation, stated in the
 * words both editions accept, run under each, with the difference worked by hand from the two rulebooks.
 * CC:E 8.2: "at the end of every Turn" a hex holding eight or more figures of one player must be brought
 * within the limit (a free Deploy, then eliminations); CC:P 15.2.2 only reduces Cover ("Overstacking is
 * allowed only any time after play begins", 15.2.3). Three Japanese units of 4 + 4 + 2 = 10 figures in F6:
 * after a Pass of zero cards CC:E stops at the stacking check, CC:P ends the turn with the four units in
 * play and the US player's refill (hand 2 + 2 drawn = 4, the Defender's Hand Size). The rule where they part
 * is CC:E 8.2, whose CC:P counterpart is 15.2 (machines/ccp/rule-map.ts). And an Event both editions print
 * alike (KIA) is executed alike by both turns (issue 20: the CC:P turn's Event chart), under each one's number.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../oracle/diff';
import { editionPairOf, sharedProcedures } from '../oracle/edition-diff';
import { getProcedure, getRuleset } from '../oracle/registry';
import { resolveReadings } from '../machines/core/readings';

const sides = { unbroken: { morale: 7 }, broken: { morale: 5 } };
const situation = {
  active: 'allied',
  initiative: 'allied',
  postures: { axis: 'attack', allied: 'defend' },
  time: { space: 1, suddenDeath: 8 },
  vp: 0,
  orderCapability: 1,
  discardLimit: 5,
  edges: { axis: ['A1'], allied: ['J1'] },
  decks: {
    axis: { hand: [], draw: [{ id: 'jp-d1' }], unlisted: 71 },
    allied: { hand: [{ id: 'us-1c' }, { id: 'us-2c' }], draw: [{ id: 'us-d1' }, { id: 'us-d2' }, { id: 'us-d3' }], unlisted: 67 },
  },
  units: [
    { id: 'jp-a', owner: 'axis', kind: 'squad', hex: 'F6', sides },
    { id: 'jp-b', owner: 'axis', kind: 'squad', hex: 'F6', sides },
    { id: 'jp-c', owner: 'axis', kind: 'team', hex: 'F6', sides },
    { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5', sides },
  ],
  map: { hexes: Object.fromEntries(['A1', 'E5', 'F6', 'J1'].map((h) => [h, { terrain: ['Open Ground'] }])) },
};
const events = [{ type: 'PASS', discard: [] }];
const under = (ruleset: 'cce' | 'ccp') => {
  const spec = getProcedure(ruleset, 'turn');
  return run(spec, ruleset, resolveReadings(getRuleset(ruleset).readings, {}, 'turn'), spec.parseSituation(situation, 'input'), events);
};

describe('diff --from cce --to ccp --procedure turn', () => {
  it('the turn is a procedure both editions model', () => {
    expect(sharedProcedures('cce', 'ccp', 'turn').map((p) => p.name)).toEqual(['turn']);
  });

  it('10 figures of one player in a hex at the end of the turn: CC:E 8.2 stops at the stacking check, CC:P (15.2.2) ends the turn', () => {
    const cce = under('cce');
    const ccp = under('ccp');
    if (!cce.ok || !ccp.ok) throw new Error('both editions accept the situation and the Pass');
    expect([cce.result.state, cce.result.status]).toEqual(['checkingStacking', 'active']);
    expect([ccp.result.state, ccp.result.status]).toEqual(['turnOver', 'done']);
    const out = ccp.result.output as { units: { id: string }[]; drawn: string[]; eliminated: string[] };
    expect(out.units.map((u) => u.id)).toEqual(['jp-a', 'jp-b', 'jp-c', 'us-1']);
    expect(out.drawn).toEqual(['us-d1', 'us-d2']);
    expect(out.eliminated).toEqual([]);
    // Where they part: the PASS step cites 8.2 under CC:E, whose CC:P counterpart 15.2 the CC:P turn never cites.
    const cited = (r: typeof cce) => (r.ok ? r.result.trace.flatMap((t) => t.rules) : []);
    expect(cited(cce)).toContain('8.2');
    expect(cited(ccp)).not.toContain('15.2');
    expect(cited(ccp)).toEqual(expect.arrayContaining(['12', 'O21', '12.3', '12.4']));
    expect(editionPairOf('cce', 'ccp').counterpart('8.2')?.ccp).toBe('15.2');
  });

  it('an Event trigger revealing KIA (CC:E E62, CC:P E64: "select one broken unit (enemy or friendly) and eliminate it"): both turns execute it alike', () => {
    // Worked by hand: the US Move order's roll shows Event!, the next card is KIA; the US player eliminates the
    // broken Japanese squad: the US gains its 2 VPs (CC:E 7.1, CC:P 14.1: "A squad is worth 2 VPs"), so the VP
    // marker goes from 0 to -2 (the Allied side); a Japanese squad remains, so the order goes on.
    const withKia = {
      ...situation,
      decks: {
        ...situation.decks,
        allied: { hand: [{ id: 'us-move', order: 'Move' }], draw: [{ id: 'us-ev', dice: { white: 4, colored: 2 }, trigger: 'Event!' }, { id: 'us-kia', event: 'KIA' }, { id: 'us-d3' }], unlisted: 68 },
      },
      units: [
        { id: 'jp-br', owner: 'axis', kind: 'squad', hex: 'F6', broken: true, sides },
        { id: 'jp-a', owner: 'axis', kind: 'squad', hex: 'F6', sides },
        { id: 'us-1', owner: 'allied', kind: 'squad', hex: 'E5', sides },
      ],
    };
    const kia = [{ type: 'GIVE_ORDER', card: 'us-move', order: 'Move', units: ['us-1'] }, { type: 'ROLL', player: 'allied' }, { type: 'KEEP_ROLL' }, { type: 'SELECT_UNIT', unit: 'jp-br' }];
    const runs = (['cce', 'ccp'] as const).map((ruleset) => {
      const spec = getProcedure(ruleset, 'turn');
      return run(spec, ruleset, resolveReadings(getRuleset(ruleset).readings, {}, 'turn'), spec.parseSituation(withKia, 'input'), kia);
    });
    for (const r of runs) {
      if (!r.ok) throw new Error('both editions accept the situation and the events');
      expect(r.result.state).toBe('carryingOutOrder');
      expect((r.result.output as { eliminated: string[]; vp: number }).eliminated).toEqual(['jp-br']);
      expect((r.result.output as { vp: number }).vp).toBe(-2);
    }
    const cited = (r: (typeof runs)[number]) => (r.ok ? r.result.trace.flatMap((t) => t.rules) : []);
    expect(cited(runs[0])).toContain('E62');
    expect(cited(runs[1])).toContain('E64');
    expect(cited(runs[1])).not.toContain('E62');
    expect(editionPairOf('cce', 'ccp').counterpart('E62')?.ccp).toBe('E64');
  });

  it("a card printing CC:P's Disperse trigger is refused by CC:E's parser (1.9.1) and accepted by CC:P's", () => {
    const withDisperse = { ...situation, decks: { ...situation.decks, allied: { ...situation.decks.allied, draw: [{ id: 'us-d1', dice: { white: 1, colored: 2 }, trigger: 'Disperse!' }, { id: 'us-d2' }, { id: 'us-d3' }] } } };
    expect(() => getProcedure('cce', 'turn').parseSituation(withDisperse, 'input')).toThrow(/trigger/);
    expect(getProcedure('ccp', 'turn').parseSituation(withDisperse, 'input')).toMatchObject({ active: 'allied', discardLimit: 5 });
  });
});
