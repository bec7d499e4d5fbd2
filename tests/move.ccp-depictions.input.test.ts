/**
 * CC:P Move's map input for the Road, Bridge, Trail and Water Barrier (T84, T94, T98, T99): what the parser takes and
 * what it refuses, each refusal naming the field, the value and the rule; CC:E's map still refuses a Bridge hexside
 * (the depiction is CC:P's only).
 */
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../oracle/resolve';
import { buildUnit } from '../oracle/procedures/cce/seeds';
import { refusal } from './errors.helpers';

const squad = buildUnit({ id: 'us-squad', owner: 'allied', kind: 'squad', hex: 'E5', movement: [4, 2] });
const request = (ruleset: string, hexes: Record<string, unknown>, hexsides: unknown[] = []) => ({
  ruleset,
  readings: {},
  procedure: 'move',
  input: { player: 'allied', initiative: 'axis', defender: null, activating: ['us-squad'], units: [squad], los: [], map: { geometry: { columns: 10, rows: 10 }, edges: { allied: 'bottom', axis: 'top' }, hexes, hexsides } },
  events: [],
});
const og = { terrain: ['Open Ground'] };

describe('CC:P Move map: Road, Bridge, Trail and Water Barrier input', () => {
  it('takes Road, Trail and Bridge hexsides, Road and Bridge hexes beside a terrain with a Move Cost, and a Water Barrier hex', () => {
    const r = resolveRequest(request('ccp', { E5: { terrain: ['Open Ground', 'Road'] }, E4: { terrain: ['Open Ground', 'Road'] }, E6: { terrain: ['Stream', 'Bridge'] }, D5: { terrain: ['Gully', 'Trail'] }, F5: { terrain: ['Water Barrier'] } }, [
      { between: ['E5', 'E4'], feature: 'Road' },
      { between: ['E5', 'E6'], feature: 'Bridge' },
      { between: ['E5', 'D5'], feature: 'Trail' },
    ]));
    expect(r.state).toBe('choosingMover');
  });

  it('refuses a Road hexside into a hex with no Road, Trail or Bridge (T94), a Trail hexside likewise (T98), naming the hex\'s terrain', () => {
    const road = refusal(() => resolveRequest(request('ccp', { E5: { terrain: ['Open Ground', 'Road'] }, E4: og }, [{ between: ['E5', 'E4'], feature: 'Road' }])));
    expect([road.code, road.path, road.actual, road.rule]).toEqual(['invalid-field', 'input.map.hexes["E4"].terrain', ['Open Ground'], 'T94']);
    const trail = refusal(() => resolveRequest(request('ccp', { E5: og, D5: { terrain: ['Gully', 'Trail'] } }, [{ between: ['E5', 'D5'], feature: 'Trail' }])));
    expect([trail.code, trail.path, trail.actual, trail.rule]).toEqual(['invalid-field', 'input.map.hexes["E5"].terrain', ['Open Ground'], 'T98']);
    // Either hex: a Road in one of the two only is not enough.
    const other = refusal(() => resolveRequest(request('ccp', { E5: og, E4: { terrain: ['Open Ground', 'Road'] } }, [{ between: ['E5', 'E4'], feature: 'Road' }])));
    expect([other.path, other.rule]).toEqual(['input.map.hexes["E5"].terrain', 'T94']);
  });

  it('takes a Trail hexside that meets a Road, and a Road hexside onto a Bridge hex (T84 "traversing a bridge/road/trail hexside")', () => {
    const joined = resolveRequest(request('ccp', { E5: { terrain: ['Open Ground', 'Road'] }, E4: { terrain: ['Open Ground', 'Trail'] }, E6: { terrain: ['Stream', 'Bridge'] } }, [{ between: ['E5', 'E4'], feature: 'Trail' }, { between: ['E5', 'E6'], feature: 'Road' }]));
    expect(joined.state).toBe('choosingMover');
  });

  it('refuses a Bridge hexside with no Bridge hex on either side (T84), naming the hexside', () => {
    const e = refusal(() => resolveRequest(request('ccp', { E5: og, E4: { terrain: ['Stream'] } }, [{ between: ['E5', 'E4'], feature: 'Bridge' }])));
    expect([e.code, e.path, e.actual, e.rule]).toEqual(['invalid-field', 'input.map.hexsides[0].between', ['E5', 'E4'], 'T84']);
  });

  it('refuses other hexside terrain, citing T81', () => {
    const e = refusal(() => resolveRequest(request('ccp', { E5: og, E4: og }, [{ between: ['E5', 'E4'], feature: 'Wall' }])));
    expect([e.code, e.path, e.actual, e.rule]).toEqual(['invalid-field', 'input.map.hexsides[0].feature', 'Wall', 'T81']);
  });

  it('refuses a Road hex with no terrain that has a Move Cost (T94), and a Bridge hex likewise (T84)', () => {
    const road = refusal(() => resolveRequest(request('ccp', { E5: og, E4: { terrain: ['Road'] } })));
    expect([road.path, road.actual, road.rule]).toEqual(['input.map.hexes["E4"].terrain', ['Road'], 'T94']);
    const bridge = refusal(() => resolveRequest(request('ccp', { E5: og, E4: { terrain: ['Bridge'] } })));
    expect([bridge.path, bridge.actual, bridge.rule]).toEqual(['input.map.hexes["E4"].terrain', ['Bridge'], 'T84']);
  });

  it('refuses a Water Barrier listed with other terrain than a Bridge over it (T99)', () => {
    const e = refusal(() => resolveRequest(request('ccp', { E5: og, E4: { terrain: ['Water Barrier', 'Open Ground'] } })));
    expect([e.path, e.actual, e.rule]).toEqual(['input.map.hexes["E4"].terrain', ['Water Barrier', 'Open Ground'], 'T99']);
  });

  it('takes a Bridge over a Water Barrier (T84 "A bridge may span the entirety of one or more hexes"; its cost: reading ccp.bridge-over-water-barrier)', () => {
    const r = resolveRequest(request('ccp', { E5: og, E4: { terrain: ['Water Barrier', 'Bridge'] } }, [{ between: ['E5', 'E4'], feature: 'Bridge' }]));
    expect(r.state).toBe('choosingMover');
  });

  it('CC:E refuses a Bridge hexside (not one of its hexside features, T78.1)', () => {
    const e = refusal(() => resolveRequest(request('cce', { E5: og, E4: { terrain: ['Stream', 'Bridge'] } }, [{ between: ['E5', 'E4'], feature: 'Bridge' }])));
    expect([e.path, e.actual, e.rule]).toEqual(['input.map.hexsides[0].feature', 'Bridge', 'T78.1']);
  });
});
