/**
 * CC:P O24.4/O24.5 Pull Up! (machines/cce/artillery/pull-up.ts): E50's aircraft arithmetic, the refusals of a
 * RESOLVE_TRIGGER that names an Event where it may not, and CC:E's Artillery Request chart left as it was.
 * Worked by hand:
 * - E50: "the receiving player eliminates his opponent’s aircraft by removing it from the map"; "If his opponent’s
 *   aircraft is not on the map when this event occurs, he instead places his own aircraft on the map" — his own,
 *   already on the map, moved to the chosen hex (machines/ccp/air-support.ts).
 * - Seed fire-for-effect: no Run, so an Event named on the Impact roll's trigger is refused (O24.4: Pull Up! reads it
 *   "during a Bombing Run" only); seed pull-up-bombing: the dive bomber in E9 targets E5, 1 x 5 = 5 > range 4.
 */
import { describe, expect, it } from 'vitest';
import { opponentAircraftOnMap, placeOwnAircraft, removeOpponentAircraft } from '../machines/cce/artillery/pull-up';
import { artilleryMachine } from '../machines/cce/artillery/machine';
import { describeMachine } from '../machines/core/describe';
import { OracleError } from '../machines/core/errors';
import { ASSET_REQUEST_SEEDS } from '../oracle/procedures/ccp/asset-request';
import { resolveRequest } from '../oracle/resolve';

const situation = (name: string) => JSON.parse(JSON.stringify(ASSET_REQUEST_SEEDS().find((s) => s.name === name)!.situation)) as unknown;
const resolve = (seed: string, events: unknown[]) => resolveRequest({ ruleset: 'ccp', procedure: 'asset-request', input: situation(seed), events });
function refusal(seed: string, events: unknown[]): Pick<OracleError, 'code' | 'path' | 'rule'> {
  try {
    resolve(seed, events);
  } catch (e) {
    if (e instanceof OracleError) return { code: e.code, path: e.path, rule: e.rule };
    throw e;
  }
  throw new Error('not refused');
}

const toTargeting = [{ type: 'BOMBING_RUN' }, { type: 'BOMB_TARGET', hex: 'E5' }];

describe('E50 on the aircraft markers (shared by the Air Support Event and Pull Up!)', () => {
  it('the reader removes his opponent\'s aircraft when it is on the map (his own is then not: one player\'s at most, E50)', () => {
    const theirs = { allied: { hex: 'A1' } };
    expect(opponentAircraftOnMap(theirs, 'axis')).toBe(true);
    expect(removeOpponentAircraft(theirs, 'axis')).toEqual({ aircraft: {}, step: { what: 'remove-aircraft', player: 'allied', hex: 'A1' } });
  });
  it('else he places his own in the chosen hex, moving it there if it is on the map', () => {
    expect(opponentAircraftOnMap({ axis: { hex: 'E9' } }, 'axis')).toBe(false);
    expect(placeOwnAircraft({ axis: { hex: 'E9' } }, 'axis', 'E1')).toEqual({ aircraft: { axis: { hex: 'E1' } }, step: { what: 'place-aircraft', player: 'axis', hex: 'E1' } });
  });
});

describe('RESOLVE_TRIGGER naming an Event: refused where Pull Up! cannot read it', () => {
  it('outside a Run (a Fire For Effect Impact roll): refused citing O24.4', () => {
    const events = [
      { type: 'FIRE_FOR_EFFECT', spotter: 'jp-ldr' }, { type: 'SPOT', hex: 'E5', smoke: false }, { type: 'ROLL', white: 1, colored: 5 }, { type: 'KEEP_ROLL' },
      { type: 'REVEAL', white: 1, colored: 4 }, { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' }, { type: 'ROLL', white: 1, colored: 6, trigger: 'Event!' }, { type: 'KEEP_ROLL' },
      { type: 'RESOLVE_TRIGGER', effects: [], event: 'Air Support' },
    ];
    expect(refusal('fire-for-effect', events)).toEqual({ code: 'illegal-event', path: 'events[8].event', rule: 'O24.4' });
  });
  it('an Air Support event with effects on units: refused citing E50 (it moves aircraft markers only)', () => {
    const events = [...toTargeting, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'RESOLVE_TRIGGER', effects: [{ unit: 'us-squad', effect: 'break' }], event: 'Air Support', hex: 'E1' }];
    expect(refusal('pull-up-bombing', events)).toEqual({ code: 'invalid-field', path: 'events[4].effects', rule: 'E50' });
  });
  it('an Event CC:P does not print: refused citing 1.9.3', () => {
    const events = [...toTargeting, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'RESOLVE_TRIGGER', effects: [], event: 'Air Strike' }];
    expect(refusal('pull-up-bombing', events)).toMatchObject({ path: 'events[4].event', rule: '1.9.3' });
  });
  it('an Air Support hex off the map: refused citing 8.1', () => {
    const events = [...toTargeting, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'RESOLVE_TRIGGER', effects: [], event: 'Air Support', randomHex: 'E1', hex: 'Z99' }];
    expect(refusal('pull-up-bombing', events)).toMatchObject({ path: 'events[4].hex', rule: '8.1' });
  });
  it('another Event with effects on units (Interdiction breaking the squad): applied as without a name, the hit stands and the Fire Attack follows', () => {
    const trigger = [...toTargeting, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }];
    const effects = [{ unit: 'us-squad', effect: 'break' }];
    const named = resolve('pull-up-bombing', [...trigger, { type: 'RESOLVE_TRIGGER', effects, event: 'Interdiction' }]);
    const bare = resolve('pull-up-bombing', [...trigger, { type: 'RESOLVE_TRIGGER', effects }]);
    expect(named.state).toBe('rollingBombAttack');
    expect((named.output as { units: { id: string; broken: boolean }[] }).units.find((u) => u.id === 'us-squad')?.broken).toBe(true);
    expect(named.output).toEqual(bare.output);
  });
  it('during a Strafing Run, a RESOLVE_TRIGGER naming an Event where no trigger is resolved gets the generic wrong-state refusal', () => {
    const events = [{ type: 'STRAFING_RUN', facing: 1 }, { type: 'RESOLVE_TRIGGER', effects: [], event: 'Air Support' }];
    expect(refusal('pull-up-strafing', events)).toEqual({ code: 'illegal-event', path: 'events[1]', rule: undefined });
  });
  it('another Event resolved with its effects: the Run goes on as without a name (the hit stands)', () => {
    const named = resolve('pull-up-bombing', [...toTargeting, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'RESOLVE_TRIGGER', effects: [], event: 'Medic!' }]);
    const bare = resolve('pull-up-bombing', [...toTargeting, { type: 'ROLL', white: 1, colored: 5, trigger: 'Event!' }, { type: 'KEEP_ROLL' }, { type: 'RESOLVE_TRIGGER', effects: [] }]);
    expect(named.state).toBe('rollingBombAttack');
    expect(named.output).toEqual(bare.output);
  });
});

describe('CC:E O18 Artillery Request: its chart has no Pull Up!', () => {
  it('no transition goes to runPulledUp or pulls up, and each RESOLVE_TRIGGER is the one unguarded 1.9.1 branch of its state', () => {
    const t = describeMachine(artilleryMachine).transitions;
    expect(t.some((x) => String(x.target).includes('runPulledUp') || x.actions.some((a) => a.startsWith('pullUp')))).toBe(false);
    const resolving = t.filter((x) => x.event === 'RESOLVE_TRIGGER');
    expect(resolving.length).toBeGreaterThan(0);
    expect(resolving.every((x) => x.guard === null && x.rules.join() === '1.9.1')).toBe(true);
    expect(new Set(resolving.map((x) => x.source)).size).toBe(resolving.length);
  });
});
