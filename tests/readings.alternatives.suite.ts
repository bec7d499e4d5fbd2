/**
 * Every reading is executable and observable (issue 9): for every registered reading and every
 * alternative other than its default, at least one case walked from its procedures' seeds comes out
 * differently. A reading with no distinguishing case is a bug (the machine does not consult it, or no seed
 * reaches where it matters) or must be argued away (CCE_ARGUED) instead of registered.
 * A reading whose procedures are not registered yet is shown as skipped, naming them.
 *
 * The build publishes, for each alternative a case tells apart, the first such case under the alternative
 * (oracle/vectors.ts): that vector, replayed here under the default instead, must come out differently
 * (state or output, or refused). An alternative no published vector carries is searched for by walking its
 * procedures' seeds under both (oracle/diff.ts findDistinguishingCase), as the build does.
 */
// Imported by tests/build.test.ts: run in the worker that holds the suite's build, whose walks under the
// default readings (memoised, oracle/walk.ts) are the default side of every search here.
import { describe, expect, it } from 'vitest';
import { CCE_READINGS } from '../machines/cce/readings';
import { OracleError } from '../machines/core/errors';
import { canonical } from '../oracle/canonical';
import { findDistinguishingCase } from '../oracle/diff';
import { PROCEDURES } from '../oracle/registry';
import { resolveRequest } from '../oracle/resolve';
import { selectCases } from '../oracle/verify/cases';

const spec = (procedure: string) => PROCEDURES.find((p) => p.ruleset === 'cce' && p.procedure === procedure)!;

const modelled = new Set(PROCEDURES.filter((p) => p.ruleset === 'cce').map((p) => p.procedure));
let published: ReturnType<typeof selectCases> | null = null;
/** The committed cce vectors (read once). */
const vectors = () => (published ??= selectCases({ ruleset: 'cce' }));

describe('every alternative of every cce reading changes at least one case', () => {
  for (const reading of CCE_READINGS) {
    const procedures = reading.procedures.filter((p) => modelled.has(p));
    for (const alt of reading.alternatives.filter((a) => a.id !== reading.default)) {
      const title = `${reading.id}: ${reading.default} vs ${alt.id}`;
      if (!procedures.length) {
        it.skip(`${title} (SKIPPED: procedure ${reading.procedures.join(', ')} not registered yet)`, () => {});
        continue;
      }
      it(title, () => {
        const published = vectors().find((v) => v.readings[reading.id] === alt.id && procedures.includes(v.procedure));
        if (published) {
          const underDefault = ((): string => {
            try {
              const r = resolveRequest({ ruleset: 'cce', readings: { ...published.readings, [reading.id]: reading.default }, procedure: published.procedure, input: published.input, events: published.events });
              return canonical({ state: r.state, output: r.output });
            } catch (e) {
              if (e instanceof OracleError) return `refused: ${e.code}`;
              throw e;
            }
          })();
          expect(underDefault, `${published.id} comes out the same under ${reading.default}`).not.toBe(canonical({ state: published.expect.state, output: published.expect.output }));
          expect(spec(published.procedure).seeds.map((s) => s.name)).toContain(published.seed);
          return;
        }
        const found = findDistinguishingCase('cce', reading.id, alt.id, procedures);
        expect(found, `reading ${reading.id} = ${alt.id}: no case in ${procedures.join(', ')} comes out differently from ${reading.default}`).not.toBeNull();
        // The distinguishing case is a real difference of outcome, named for a rules editor to replay.
        expect(found!.default).not.toBe(found!.alternative);
        // Named for a rules editor to replay: the seed and its events (none for a procedure without events).
        expect(spec(found!.procedure).seeds.map((s) => s.name)).toContain(found!.seed);
      });
    }
  }

  it('every reading names its procedures, quotes, at least two alternatives and a default among them', () => {
    const bad = CCE_READINGS.filter(
      (r) => !r.procedures.length || !r.quotes.length || !r.rules.length || r.alternatives.length < 2 || !r.alternatives.some((a) => a.id === r.default) || !r.reason || !r.question,
    ).map((r) => r.id);
    expect(bad).toEqual([]);
    expect(new Set(CCE_READINGS.map((r) => r.id)).size).toBe(CCE_READINGS.length);
  });
});
