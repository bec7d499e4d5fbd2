// The reference engine (`combat-oracle engine`): its answers match the protocol schemas, bad input
// becomes an error line naming the field and rule (never a crash), an unknown procedure `unsupported`;
// and the actor-free replay it uses gives exactly runCase's results.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { OracleError } from '../machines/core/errors';
import { runCase } from '../machines/core/run';
import { answerLine, serveEngine } from '../oracle/engine';
import { parseRequest } from '../oracle/resolve';
import { selectCases } from '../oracle/verify/cases';
import { reference } from '../oracle/verify/divergence';
import { runCaseFast } from '../oracle/verify/fast-run';
import { protocolValidators, requestFor } from '../oracle/verify/protocol';

const cases = selectCases({});
/** At most `n` vectors of each procedure, evenly spread: the suite stays fast as procedures are added. */
function perProcedure(n: number) {
  const by = new Map<string, typeof cases>();
  for (const v of cases) by.set(v.procedure, [...(by.get(v.procedure) ?? []), v]);
  return [...by.values()].flatMap((vs) => vs.filter((_, i) => i % Math.max(1, Math.ceil(vs.length / n)) === 0));
}
const recover = cases.filter((v) => v.procedure === 'recover');

describe('the reference engine', () => {
  it('answers every line with a line that matches the response schema, a Recover vector with its expectation', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (c) => (text += c));
    const done = serveEngine(input, output);
    const sample = perProcedure(40);
    input.end(sample.map((v) => JSON.stringify(requestFor(v))).join('\n') + '\n');
    await done;
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(sample.length);
    const { request, response } = protocolValidators();
    lines.forEach((l, i) => {
      const v = sample[i];
      expect(request(requestFor(v))).toBe(true);
      const a = JSON.parse(l);
      expect(response(a)).toBe(true);
      expect(a.id).toBe(v.id);
      // Other procedures' vectors are checked against their machines by the build's staleness test.
      if (v.procedure === 'recover') expect(a).toEqual({ id: v.id, state: v.expect.state, output: v.expect.output, trace: v.expect.trace });
    });
  });

  it('answers a request with a bad field with an error line naming the field and the rule', () => {
    const v = recover[0];
    const bad = JSON.parse(JSON.stringify(requestFor(v))) as { input: { units: { sides: { broken: { morale: number } } }[] } };
    bad.input.units[0].sides.broken.morale = 13;
    const a = answerLine(JSON.stringify(bad)) as { id: string; error: Record<string, unknown> };
    expect(a).toEqual({ id: v.id, error: expect.objectContaining({ code: 'invalid-field', path: 'input.units[0].sides.broken.morale', rule: '3.1.4', actual: 13 }) });
    expect(protocolValidators().response(a)).toBe(true);
  });

  it('answers an impossible roll, a line that is not JSON and a missing id with error lines', () => {
    const v = recover[0];
    const roll = answerLine(JSON.stringify({ ...requestFor(v), events: [v.events[0], { type: 'ROLL', white: 7, colored: 1 }] }));
    expect(roll).toMatchObject({ id: v.id, error: { code: 'impossible-roll', path: 'events[1].white', rule: '1.9' } });
    expect(answerLine('{"id": "x", ')).toMatchObject({ id: null, error: { code: 'invalid-json' } });
    expect(answerLine(JSON.stringify({ ...requestFor(v), id: 5 }))).toMatchObject({ id: null, error: { code: 'missing-field', path: 'id' } });
  });

  it('answers `unsupported` for a procedure or ruleset it does not know', () => {
    const v = recover[0];
    expect(answerLine(JSON.stringify({ ...requestFor(v), procedure: 'bombard' }))).toMatchObject({ id: v.id, unsupported: expect.stringContaining('procedure must be one of') });
    expect(answerLine(JSON.stringify({ ...requestFor(v), ruleset: 'asl' }))).toMatchObject({ id: v.id, unsupported: expect.stringContaining('ruleset must be one of') });
  });

  it('replays without an actor exactly as runCase does (up to 30 vectors per procedure)', () => {
    for (const v of perProcedure(30)) {
      const r = parseRequest(requestFor(v));
      const { taken: _t, ...slow } = runCase(r.spec, r.ruleset, r.readings, r.situation, r.events);
      expect(runCaseFast(r.spec, r.ruleset, r.readings, r.situation, r.events)).toEqual(slow);
    }
  });

  it('rejects an event the state does not accept exactly as runCase does (each event of 5 vectors per procedure sent twice)', () => {
    const outcome = (f: () => unknown): unknown => {
      try {
        const { taken: _t, ...rest } = f() as { taken?: unknown };
        return rest;
      } catch (e) {
        const err = e as OracleError;
        return { code: err.code, path: err.path, expected: err.expected };
      }
    };
    let illegal = 0;
    for (const v of perProcedure(5)) {
      const r = parseRequest(requestFor(v));
      for (let k = 0; k < r.events.length; k++) {
        const events = [...r.events.slice(0, k + 1), r.events[k], ...r.events.slice(k + 1)];
        const slow = outcome(() => runCase(r.spec, r.ruleset, r.readings, r.situation, events));
        expect(outcome(() => runCaseFast(r.spec, r.ruleset, r.readings, r.situation, events))).toEqual(slow);
        if ((slow as { code?: string }).code === 'illegal-event') illegal++;
      }
    }
    expect(illegal).toBeGreaterThan(20);
  });
});

describe('the bisection reference', () => {
  it('gives, for every prefix of a case, the state and output of replaying just that prefix (10 vectors per procedure)', () => {
    for (const v of perProcedure(10)) {
      const r = parseRequest(requestFor(v));
      const ref = reference(r.spec, v);
      for (let k = 0; k <= v.events.length; k++) {
        const res = runCaseFast(r.spec, r.ruleset, r.readings, r.situation, r.events.slice(0, k));
        expect(ref.prefixes[k]).toEqual({ state: res.state, output: res.output });
      }
    }
  });
});

describe('selecting cases', () => {
  it('picks up every vectors file, and filters by procedure, by rule (a section keeps the rules under it) and by id', () => {
    expect(new Set(cases.map((v) => v.procedure)).has('recover')).toBe(true);
    const o22 = selectCases({ rules: ['O22'] });
    expect(o22.length).toBeGreaterThan(0);
    expect(o22.every((v) => v.rules.some((r) => r === 'O22' || r.startsWith('O22.')))).toBe(true);
    const tie = selectCases({ procedure: ['recover'], rules: ['13.1'] });
    expect(tie.every((v) => v.procedure === 'recover' && v.rules.includes('13.1'))).toBe(true);
    expect(selectCases({ ids: [recover[1].id] }).map((v) => v.id)).toEqual([recover[1].id]);
  });

  it('rejects an unknown procedure or ruleset by name', () => {
    expect(() => selectCases({ procedure: ['bombard'] })).toThrow(/--procedure must be one of .*"recover".* \(got "bombard"\)/);
    expect(() => selectCases({ ruleset: 'asl' })).toThrow(/--ruleset must be one of "cce"/);
  });
});
