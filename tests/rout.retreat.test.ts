/**
 * O23 Rout: the Rout Roll's outcomes (O23.2), the Retreat geometry on the shared hex model (O23.3,
 * hex.ts hexesCloserToEdge / hexesTowardEdge), the Casualty Track (4.2, 7.1, 7.2.2, 6.3), a Mines
 * case the features do not walk (F103.2 "still placed in the hex it was entering") and input errors.
 * Every expected value is worked out by hand from the rules and the hex.ts conventions (letter =
 * column, even columns half a hex lower, A1 top-left).
 */
import { describe, expect, it } from 'vitest';
import { testUnit } from './units.helpers';
import { edgeDistance, hexesCloserToEdge, hexesTowardEdge, hexId, parseHex, type MapGeometry } from '../machines/core/hex';
import { resolveReadings } from '../machines/core/readings';
import { runCase } from '../machines/core/run';
import { OracleError } from '../machines/core/errors';
import { renderDerivation } from '../machines/core/derivation';
import { placeCasualty, surrenderedPlayer, type CasualtyTracks } from '../machines/cce/casualties';
import { CCE_READINGS } from '../machines/cce/readings';
import { routOutcome } from '../machines/cce/rout/logic';
import { parseRoutSituation, routSpec } from '../oracle/procedures/cce/rout';

const G: MapGeometry = { columns: 10, rows: 10 };
const ids = (hexes: { col: number; row: number }[]): string[] => hexes.map(hexId);
const h = (id: string) => parseHex(id, 'test');
/** The Retreat distance written out by hand: the Rout Roll [O23.2] less the current Morale [O23.3]. */
const retreat = (roll: number, morale: number, total: number) => ({ base: { value: roll, rule: 'O23.2', what: 'Rout Roll' }, terms: [{ value: -morale, rule: 'O23.3', what: 'current Morale' }], total });

describe('O23.2 Rout Roll outcomes', () => {
  it("the rulebook's numbers at current Morale 7: 5 no effect, 7 Suppressed, 9 a Retreat of 2", () => {
    expect(routOutcome(5, 7, 5, 'current')).toEqual({ result: 'no-effect', hexes: 0 });
    expect(routOutcome(7, 7, 5, 'current')).toEqual({ result: 'suppressed', hexes: 0 });
    // O23.3: "a number of hexes equal to the difference": 9 Rout Roll − 7 current Morale = 2.
    expect(routOutcome(9, 7, 5, 'current')).toEqual({ result: 'retreat', hexes: 2, derivation: retreat(9, 7, 2) });
    expect(renderDerivation(routOutcome(9, 7, 5, 'current').derivation!)).toBe('9 Rout Roll [O23.2] − 7 current Morale [O23.3] = 2');
  });
  it('boundaries: 6 no effect, 8 a Retreat of 1; 12 against Morale 2 a Retreat of 10', () => {
    expect(routOutcome(6, 7, 5, 'current')).toEqual({ result: 'no-effect', hexes: 0 });
    expect(routOutcome(8, 7, 5, 'current')).toEqual({ result: 'retreat', hexes: 1, derivation: retreat(8, 7, 1) });
    expect(routOutcome(12, 2, 3, 'current')).toEqual({ result: 'retreat', hexes: 10, derivation: retreat(12, 2, 10) });
  });
  it('reading cce.rally-first-bullet-morale "printed": printed 5, current 4 (Stream) — 4 and 4 below 5 have no effect, 6 Retreats 2', () => {
    expect(routOutcome(4, 4, 5, 'current')).toEqual({ result: 'suppressed', hexes: 0 });
    expect(routOutcome(4, 4, 5, 'printed')).toEqual({ result: 'no-effect', hexes: 0 });
    expect(routOutcome(6, 4, 5, 'printed')).toEqual({ result: 'retreat', hexes: 2, derivation: retreat(6, 4, 2) });
  });
});

describe('O23.3 "closer" on the hex model', () => {
  it('from C4 (an upper column) only C5 has fewer intervening hexes to the bottom edge; half a hex nearer are D4, C5, B4', () => {
    expect(ids(hexesCloserToEdge(G, h('C4'), 'bottom'))).toEqual(['C5']);
    expect(ids(hexesTowardEdge(G, h('C4'), 'bottom'))).toEqual(['D4', 'C5', 'B4']);
  });
  it('from D4 (a lower column) toward the bottom all three lower neighbours are closer under both measures', () => {
    expect(ids(hexesCloserToEdge(G, h('D4'), 'bottom'))).toEqual(['E5', 'D5', 'C5']);
    expect(ids(hexesTowardEdge(G, h('D4'), 'bottom'))).toEqual(['E5', 'D5', 'C5']);
  });
  it('from D4 toward the top only D3 is closer in whole hexes; E4 and C4 are half a hex nearer', () => {
    expect(ids(hexesCloserToEdge(G, h('D4'), 'top'))).toEqual(['D3']);
    expect(ids(hexesTowardEdge(G, h('D4'), 'top'))).toEqual(['D3', 'E4', 'C4']);
  });
  it('a hex on the outermost row is adjacent to that edge: nothing is closer, and the Retreat leaves the map', () => {
    expect(edgeDistance(G, h('F10'), 'bottom')).toBe(0);
    expect(hexesCloserToEdge(G, h('F10'), 'bottom')).toEqual([]);
    // Half a hex nearer, B10 still lies on the map, but A10 has no intervening hex: O23.3 eliminates first.
    expect(edgeDistance(G, h('A10'), 'bottom')).toBe(0);
    expect(ids(hexesTowardEdge(G, h('A10'), 'bottom'))).toEqual(['B10']);
  });
});

const unit = testUnit;
const tracks: CasualtyTracks = { axis: { occupied: 0, surrender: 6 }, allied: { occupied: 2, surrender: 4 } };

describe('4.2, 7.1, 7.2.2, 6.3 the Casualty Track', () => {
  it('a Squad goes on its owner\'s next empty space and is worth 2 VPs to the opponent', () => {
    const r = placeCasualty(tracks, unit({}), 'enemy-hex', false);
    // 7.1 "A Squad is worth 2 VPs".
    expect(r.casualty).toEqual({ unit: 'u', owner: 'allied', cause: 'enemy-hex', space: 3, vp: 2, awardedTo: 'axis', derivation: { vp: { base: { value: 2, rule: '7.1', what: 'Squad' }, terms: [], total: 2 } } });
    expect(r.tracks.allied).toEqual({ occupied: 3, surrender: 4 });
    expect(surrenderedPlayer(r.tracks)).toBeUndefined();
  });
  it('a Leader of Command 2 is worth 3 VPs; a Hero is worth 0 and takes no space', () => {
    const leader = unit({ id: 'l', kind: 'leader', sides: { unbroken: { morale: 9, command: 2 }, broken: { morale: 7, command: 0 } } });
    expect(placeCasualty(tracks, leader, 'cliff', false).casualty.vp).toBe(3);
    // 7.1 "A Leader (exception: Hero) is worth 1 VP plus 1 VP for each point of Command on its unbroken side".
    expect(renderDerivation(placeCasualty(tracks, leader, 'cliff', false).casualty.derivation.vp)).toBe('1 Leader [7.1] + 2 Command on its unbroken side (1 VP each) [7.1] = 3');
    const hero = placeCasualty(tracks, { ...leader, hero: true }, 'cliff', false);
    expect(hero.casualty.vp).toBe(0);
    // 7.1 "A Hero is worth zero VPs": no Command term.
    expect(renderDerivation(hero.casualty.derivation.vp)).toBe('0 Hero [7.1] = 0');
    expect(hero.casualty.space).toBeUndefined();
    expect(hero.tracks).toEqual(tracks);
  });
  it('7.2.2: the Weapon goes to the Weapon box unbroken after an Involuntary Exit, as it was otherwise', () => {
    const armed = unit({ weapon: { id: 'mg', type: 'mg', fp: 4, range: 8, ordnance: false, smoke: false, boxedRange: true, broken: true } });
    expect(placeCasualty(tracks, armed, 'retreated-off-edge', true).casualty.weapon).toEqual({ id: 'mg', broken: false });
    expect(placeCasualty(tracks, armed, 'mines', false).casualty.weapon).toEqual({ id: 'mg', broken: true });
  });
  it('6.3: the unit placed on the Surrender marker\'s space makes its owner lose', () => {
    const once = placeCasualty(tracks, unit({}), 'blaze', false).tracks;
    expect(surrenderedPlayer(placeCasualty(once, unit({ id: 'v' }), 'blaze', false).tracks)).toBe('allied');
  });
});

const situation = (over: Record<string, unknown> = {}, hexes: Record<string, unknown> = {}) => ({
  player: 'allied',
  chosen: 'allied',
  initiative: 'axis',
  casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 0, surrender: 8 } },
  units: [{ id: 's', owner: 'allied', kind: 'squad', hex: 'C3', broken: true, sides: { unbroken: { morale: 8 }, broken: { morale: 6 } } }],
  map: { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes: { C3: { terrain: ['Open Ground'], markers: ['Mines'] }, C4: { terrain: ['Open Ground'] }, ...hexes } },
  ...over,
});
const readings = resolveReadings(CCE_READINGS, {}, 'rout');

describe('F103.2 with 1.9.1: a unit rallied by Medic! and broken by the Mines while leaving', () => {
  it('is still placed in the hex it was entering, broken (6 + 7 = 13 against 8 + 4 = 12)', () => {
    const events = [
      { type: 'CHOOSE_UNIT', unit: 's' },
      { type: 'ROLL', white: 1, colored: 6, trigger: 'Event!' },
      { type: 'KEEP_ROLL' },
      { type: 'RESOLVE_TRIGGER', effects: [{ unit: 's', effect: 'rally' }] },
      { type: 'CHOOSE_HEX', hex: 'C4' },
      { type: 'ROLL', white: 1, colored: 6 },
      { type: 'KEEP_ROLL' },
      { type: 'CHOOSE_UNIT', unit: 's' },
      { type: 'ROLL', white: 1, colored: 3 },
      { type: 'KEEP_ROLL' },
    ];
    const r = runCase(routSpec, 'cce', readings, parseRoutSituation(situation(), 'input'), events);
    const out = r.output as { units: { id: string; hex: string; broken: boolean }[]; mineDefenses: { result: string; morale: number; defenseTotal: number }[] };
    expect(r.state).toBe('done');
    expect(out.units).toEqual([{ id: 's', hex: 'C4', broken: true, suppressed: false }]);
    expect(out.mineDefenses.map((d) => [d.morale, d.defenseTotal, d.result])).toEqual([[8, 12, 'broken']]);
  });
});

describe('Rout situations: bad input names the field and the rule', () => {
  const fails = (raw: unknown): OracleError => {
    try {
      parseRoutSituation(raw, 'input');
    } catch (e) {
      if (e instanceof OracleError) return e;
      throw e;
    }
    throw new Error('accepted');
  };
  it('the chosen player needs a friendly board edge (7.2)', () => {
    const e = fails(situation({ map: { geometry: { columns: 10, rows: 10 }, edges: { axis: 'top' }, hexes: { C3: { terrain: ['Open Ground'] } } } }));
    expect([e.code, e.path, e.rule]).toEqual(['invalid-map', 'input.map.edges["allied"]', '7.2']);
  });
  it('a Minefield is 6, 7 or 8 FP (F103.2)', () => {
    const e = fails(situation({ minesFp: 9 }));
    expect([e.path, e.rule]).toEqual(['input.minesFp', 'F103.2']);
  });
  it('a Surrender marker on a filled space would have ended the game already (6.3)', () => {
    const e = fails(situation({ casualtyTrack: { axis: { occupied: 0, surrender: 8 }, allied: { occupied: 3, surrender: 3 } } }));
    expect([e.path, e.rule]).toEqual(['input.casualtyTrack.allied.surrender', '6.3']);
  });
  it('the map must state its extent (validateMap)', () => {
    const e = fails(situation({ map: { edges: { allied: 'bottom', axis: 'top' }, hexes: { C3: { terrain: ['Open Ground'] } } } }));
    expect(e.path).toBe('input.map.geometry');
  });
});
