/** O16.1-O16.3 and A35.5: the Advance's own checks, and the event validation that guards them. */
import { describe, expect, it } from 'vitest';
import { resolveReadings } from '../machines/core/readings';
import { runCase } from '../machines/core/run';
import { validateMap } from '../machines/core/map';
import { mayReceiveHiddenFortification, offMajorBridgeRoad } from '../machines/cce/advance/rules';
import { CCE_READINGS } from '../machines/cce/readings';
import { KNOWN_TERRAIN } from '../machines/cce/terrain';
import { advanceSpec } from '../oracle/procedures/cce/advance';
import { answerText } from '../oracle/engine';

const mapRaw = {
  geometry: { columns: 10, rows: 10 },
  edges: { allied: 'bottom', axis: 'top' },
  hexes: {
    D4: { terrain: ['Bridge', 'Major Bridge', 'Road'] },
    D3: { terrain: ['Open Ground', 'Road'] },
    E4: { terrain: ['Open Ground'] },
    E5: { terrain: ['Open Ground'] },
    F4: { terrain: ['Open Ground'], markers: ['Mines'] },
    C4: { terrain: ['Marsh'] },
  },
  hexsides: [{ between: ['D4', 'D3'], feature: 'Road' }],
};
const map = validateMap(mapRaw, 'input.map', { terrain: KNOWN_TERRAIN });
const squad = { id: 'us', owner: 'allied', kind: 'squad', hex: 'E5', sides: { unbroken: { morale: 7, fp: 6 }, broken: { morale: 5, fp: 2 } } };
const readings = resolveReadings(CCE_READINGS, {}, 'advance');
const run = (events: unknown[], units = [squad]) => runCase(advanceSpec, 'cce', readings, advanceSpec.parseSituation({ player: 'allied', initiative: 'axis', defender: null, advancing: units.map((u) => u.id), units, map: mapRaw }, 'input'), events);

describe('T80.1 Major Bridge', () => {
  it('may be left or entered along its Road hexside only', () => {
    expect(offMajorBridgeRoad(map, 'D4', 'D3')).toBe(false);
    expect(offMajorBridgeRoad(map, 'D4', 'E4')).toBe(true);
    expect(offMajorBridgeRoad(map, 'E5', 'D4')).toBe(true);
    expect(offMajorBridgeRoad(map, 'E5', 'E4')).toBe(false);
  });
});

describe('A35.2, A35.5 Hidden Mines and Hidden Wire', () => {
  it('may go into a hex that is neither Water nor fortified', () => {
    expect(mayReceiveHiddenFortification(map, 'E4')).toBe(true);
    expect(mayReceiveHiddenFortification(map, 'C4')).toBe(false);
    expect(mayReceiveHiddenFortification(map, 'F4')).toBe(false);
  });
});

describe('Advance events', () => {
  it('reject a hex that is not adjacent (O16.1)', () => {
    expect(() => run([{ type: 'ADVANCE', unit: 'us', hex: 'D3' }])).toThrow(expect.objectContaining({ code: 'illegal-event', path: 'events[0].hex', rule: 'O16.1' }));
  });
  it('reject an exit off an edge the hex does not touch', () => {
    expect(() => run([{ type: 'EXIT', unit: 'us', edge: 'top' }])).toThrow(expect.objectContaining({ code: 'illegal-event', path: 'events[0].edge', rule: 'O16.2' }));
  });
  it('send a unit advancing into Mines through a Mine Attack with Cover 0 (F103.2)', () => {
    // E5 -> F4 (Mines, Open Ground): Attack Total 6 + 3+4 = 13; Defense Total Morale 7 + Cover 0 + 2+4 = 13: a tie Suppresses
    const r = run([{ type: 'ADVANCE', unit: 'us', hex: 'F4' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us' }, { type: 'ROLL', white: 2, colored: 4 }, { type: 'KEEP_ROLL' }]);
    expect(r.state).toBe('done');
    expect((r.output as { units: unknown[] }).units).toEqual([{ id: 'us', hex: 'F4', broken: false, suppressed: true }]);
    expect((r.output as { mineAttacks: unknown[] }).mineAttacks).toEqual([{ hex: 'F4', unit: 'us', player: 'axis', white: 3, colored: 4, attackTotal: 13, result: 'kept' }]);
  });
  it('reject a Mine Attack FP other than 6, 7 or 8 (F103.2)', () => {
    expect(() => advanceSpec.parseSituation({ player: 'allied', initiative: 'axis', defender: null, minesFp: 5, advancing: ['us'], units: [squad], map: mapRaw }, 'input')).toThrow(
      expect.objectContaining({ path: 'input.minesFp', rule: 'F103.2' }),
    );
  });
  it('move the unit and end the Order once every activated unit has advanced', () => {
    const r = run([{ type: 'ADVANCE', unit: 'us', hex: 'E4' }]);
    expect(r.state).toBe('done');
    expect((r.output as { units: { id: string; hex: string }[] }).units).toEqual([{ id: 'us', hex: 'E4', broken: false, suppressed: false }]);
  });
  it('refuse, and record, an Advance onto a Major Bridge across a non-Road hexside', () => {
    const r = run([{ type: 'ADVANCE', unit: 'us', hex: 'D4' }, { type: 'END_ORDER' }]);
    expect((r.output as { refusals: unknown[] }).refusals).toEqual([{ unit: 'us', to: 'D4', rule: 'T80.1' }]);
  });
});

describe('Hidden actions after an Advance answer the enemy\'s Advance only (A35.2, A35.5; CC:P A43.2, A43.3, A43.7)', () => {
  // CC:P: "just after one or more enemy units Move or Advance into a hex"; CC:E: the units "The Defender then makes a
  // Mine Attack [F103.2] against", and O21.5's "inactive player": the scenario Defender's own Advance offers him
  // nothing. us-squad advances from E5 into E4 (Open Ground, no fortification).
  const squad = { broken: false, suppressed: false, veteran: false, sides: { unbroken: { fp: 6, morale: 7, movement: 4, range: 5 }, broken: { fp: 2, morale: 5, movement: 4, range: 3 } } };
  const request = (defender: 'allied' | 'axis', ruleset: 'cce' | 'ccp') => ({
    id: defender,
    ruleset,
    procedure: 'advance',
    readings: {},
    input: {
      player: 'allied', initiative: 'axis', defender, advancing: ['us-squad'],
      map: { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes: { E4: { terrain: ['Open Ground'] }, E5: { terrain: ['Open Ground'] } } },
      units: [{ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', ...squad }],
    },
    events: [{ type: 'ADVANCE', unit: 'us-squad', hex: 'E4' }],
  });
  it.each(['cce', 'ccp'] as const)('%s: the Axis Defender is offered them after the Allied Advance; the Allied Defender, advancing himself, is not', (ruleset) => {
    const answer = (defender: 'allied' | 'axis') => JSON.parse(answerText(JSON.stringify(request(defender, ruleset))));
    expect(answer('axis').state).toBe('offeringHiddenAction');
    expect(answer('allied').state).toBe('done');
  });
});

describe('No Hidden action into a cave hex (CC:P F100.1: a cave is a fortification; A43.2, A43.7 "That hex cannot ... already contain a fortification of any type")', () => {
  // The Japanese Squad jp-1 moves out of the cave hex E5 through E4 into E3, which holds an empty cave; the
  // Allied scenario Defender may answer the entry into E4 (no fortification), not the one into E3.
  const side = { broken: false, suppressed: false, veteran: false, sides: { unbroken: { fp: 6, morale: 7, movement: 4, range: 5 }, broken: { fp: 2, morale: 5, movement: 2, range: 3 } } };
  const crest = { crest: true, elevation: 1, terrain: ['Open Ground', 'Hill'] };
  const request = (events: unknown[]) => ({
    id: 'cave',
    ruleset: 'ccp',
    procedure: 'move',
    readings: {},
    input: {
      player: 'axis', initiative: 'axis', defender: 'allied', activating: ['jp-1'], activatedThisTurn: [], minesFp: 6, los: [],
      caves: [{ hex: 'E5', inside: ['jp-1'] }, { hex: 'E3', inside: [] }],
      map: { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes: { E3: crest, E4: { terrain: ['Open Ground'] }, E5: crest } },
      units: [{ id: 'jp-1', owner: 'axis', kind: 'squad', hex: 'E5', ...side }],
    },
    events,
  });
  const state = (events: unknown[]) => JSON.parse(answerText(JSON.stringify(request(events)))).state;
  it('the entry into E4 is answered; the entry into the cave hex E3 goes straight to the Op Fire window', () => {
    const toE4 = [{ type: 'CHOOSE_MOVER', units: ['jp-1'] }, { type: 'MOVE', hex: 'E4' }];
    expect(state(toE4)).toBe('offeringHiddenAction');
    expect(state([...toE4, { type: 'NO_HIDDEN_ACTION' }, { type: 'GO_AHEAD' }, { type: 'MOVE', hex: 'E3' }])).toBe('offeringOpFire');
  });
});
