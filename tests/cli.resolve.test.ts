/**
 * `combat-oracle resolve`: rulebook outcomes for situations that are not in the repository, and bad
 * input rejected with a clear message naming the field and rule, a non-zero exit and no stack trace.
 * Expected outcomes are worked out by hand from O22.3, T78.3, T93 and 3.3.1.2.
 */
import { CCE_READINGS } from '../machines/cce/readings';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../oracle/cli';

const BIN = path.join(__dirname, '..', 'bin', 'combat-oracle.js');

function cli(args: string[], stdin = ''): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(['node', 'combat-oracle', ...args], { stdout: (s) => (out += s), stderr: (s) => (err += s), readStdin: () => stdin });
  return { code, out, err };
}

const squad = (id: string, hex: string, broken: number, extra: object = {}) => ({
  id,
  owner: 'axis',
  kind: 'squad',
  hex,
  broken: true,
  sides: { unbroken: { morale: broken + 1 }, broken: { morale: broken } },
  ...extra,
});

// Recover's own readings and those of the Events it nests (EVENT_CHART_HOSTS), sorted: the register's list.
const RECOVER_READINGS = CCE_READINGS.filter((r) => r.procedures.includes('recover')).map((r) => r.id).sort().join(', ');
if (!RECOVER_READINGS.includes('cce.rally-first-bullet-morale') || !RECOVER_READINGS.includes('cce.commissar-morale')) throw new Error('Recover consults its own and the Events\' readings');

describe('resolve recover', () => {
  it('a Squad in a Building with a Road (Cover 3-1) and a Leader of Command 1: current Morale 6+2+1 = 9; a roll of 8 rallies', () => {
    const request = {
      ruleset: 'cce',
      input: {
        player: 'axis',
        initiative: 'allied',
        units: [squad('s', 'K3', 6), { id: 'l', owner: 'axis', kind: 'leader', hex: 'K3', sides: { unbroken: { morale: 9, command: 1 }, broken: { morale: 7, command: 0 } } }],
        map: { hexes: { K3: { terrain: ['Building', 'Road'] } } },
      },
      events: [{ type: 'CHOOSE_UNIT', unit: 's' }, { type: 'ROLL', white: 4, colored: 4 }, { type: 'KEEP_ROLL' }],
    };
    const r = cli(['resolve', 'recover'], JSON.stringify(request));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.state).toBe('done');
    expect(result.output.rolls).toEqual([
      {
        unit: 's',
        white: 4,
        colored: 4,
        morale: 9,
        result: 'rallied',
        derivation: {
          morale: {
            base: { value: 6, rule: '3.1.4', what: 'broken side' },
            terms: [
              { value: 3, rule: 'T78.3', what: 'Building' },
              { value: -1, rule: 'T93', what: 'Road' },
              { value: 1, rule: '3.3.1.2', what: 'Command of l' },
            ],
            total: 9,
          },
        },
      },
    ]);
    expect(result.output.units.find((u: { id: string }) => u.id === 's')).toEqual({ id: 's', hex: 'K3', broken: false, suppressed: false });
    expect(result.trace.at(-1).rules).toEqual(['1.9', 'O22.3', '3.2.5', 'O22.2']);
  });

  it('a Veteran Team in Orchard (1) with a Suppressed marker: the marker comes off first, so 5+1+1 = 7 and a 7 Suppresses it again', () => {
    const request = {
      input: { player: 'axis', initiative: 'axis', units: [squad('t', 'B2', 5, { kind: 'team', veteran: true, suppressed: true })], map: { hexes: { B2: { terrain: ['Orchard'] } } } },
      events: [{ type: 'CHOOSE_UNIT', unit: 't' }, { type: 'ROLL', white: 3, colored: 4 }, { type: 'KEEP_ROLL' }],
    };
    const result = JSON.parse(cli(['resolve', 'recover'], JSON.stringify(request)).out);
    expect(result.output.suppressionRemoved).toEqual(['t']);
    expect(result.output.rolls[0]).toMatchObject({ morale: 7, result: 'suppressed' });
    expect(result.output.units[0]).toEqual({ id: 't', hex: 'B2', broken: true, suppressed: true });
  });

  const base = { input: { player: 'axis', initiative: 'axis', units: [squad('s', 'B2', 5)], map: { hexes: { B2: { terrain: ['Woods'] } } } } };
  it.each([
    ['an impossible die', { ...base, events: [{ type: 'CHOOSE_UNIT', unit: 's' }, { type: 'ROLL', white: 0, colored: 3 }] }, 'error: events[1].white must be an integer die 1-6 (got 0) [rule 1.9]'],
    ['an unknown trigger', { ...base, events: [{ type: 'CHOOSE_UNIT', unit: 's' }, { type: 'ROLL', white: 1, colored: 3, trigger: 'Boom!' }] }, 'error: events[1].trigger must be one of "Event!", "Jammed!", "Sniper!", "Time!" (got "Boom!") [rule 1.9.1]'],
    ['a unit that was not broken at the announcement', { ...base, events: [{ type: 'CHOOSE_UNIT', unit: 'x' }] }, 'error: events[0].unit must be a unit broken when the Order was announced that has not rolled yet (s) (got "x") [rule O22.2]'],
    ['a roll before a unit is chosen', { ...base, events: [{ type: 'ROLL', white: 1, colored: 3 }] }, 'error: events[0] must be an event that state choosingUnit accepts (CHOOSE_UNIT) (got {"type":"ROLL","white":1,"colored":3})'],
    ['Morale out of range', { ...base, input: { ...base.input, units: [squad('s', 'B2', 14)] } }, 'error: input.units[0].sides.unbroken.morale must be an integer 0-12 (got 15) [rule 3.1.4]'],
    ['an unknown reading', { ...base, readings: { 'cce.nope': 'x' } }, `error: readings.cce.nope must be a registered reading id (got "cce.nope"); recover consults ${RECOVER_READINGS} (\`combat-oracle readings\` lists them all)`],
    ['an unknown ruleset', { ...base, ruleset: 'asl' }, 'error: ruleset must be one of "cce", "cce-faq", "cce-ccp-clarified", "ccp", "cs", "spicc" (got "asl")'],
  ])('rejects %s', (_name, request, message) => {
    const r = cli(['resolve', 'recover'], JSON.stringify(request));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(message);
  });

  it('rejects invalid JSON and an unknown procedure', () => {
    expect(cli(['resolve', 'recover'], '{nope').err).toMatch(/^error: \(stdin\) must be valid JSON \(got "\{nope"\); /);
    const r = cli(['resolve', 'teleport'], JSON.stringify(base));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: procedure must be one of "recover"/);
  });

  it('prints errors as JSON with --json', () => {
    const r = cli(['--json', 'resolve', 'recover'], JSON.stringify({ ...base, events: [{ type: 'CHOOSE_UNIT', unit: 's' }, { type: 'ROLL', white: 9, colored: 1 }] }));
    expect(JSON.parse(r.err)).toEqual({ error: { code: 'impossible-roll', path: 'events[1].white', rule: '1.9', expected: 'an integer die 1-6', actual: 9, message: 'events[1].white must be an integer die 1-6 (got 9) [rule 1.9]' } });
  });

  it('as a real process: exit code 2, one line on stderr, no stack trace', () => {
    const p = spawnSync(process.execPath, [BIN, 'resolve', 'recover'], { input: '{"input":{}}', encoding: 'utf8' });
    expect(p.status).toBe(2);
    expect(p.stdout).toBe('');
    expect(p.stderr).toBe('error: input.player must be present\n');
  });
});
