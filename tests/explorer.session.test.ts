/**
 * The rule explorer's model (oracle/explorer/session.ts) in Node: what the page shows for a session,
 * and the session's round trip through the URL hash. Expected values are worked out from the rulebook
 * by hand, not read from the code: O22.3's example (a broken unit of current Morale 7, here a Squad of
 * broken-side Morale 5 in Woods, +2 Cover) rallies on a roll below 7 (sums 2-6: 1+2+3+4+5 = 15 of the
 * 36 pairs, 5/12), is Suppressed on 7 (6 pairs, 1/6) and is not affected on 8-12 (15 pairs, 5/12).
 */
import { describe, expect, it } from 'vitest';
import { OracleError } from '../machines/core/errors';
import { addFractions, derivationsIn, explore, parseSessionHash, sessionHash, type Session } from '../oracle/explorer/session';

const O22_3: Session = { ruleset: 'cce', procedure: 'recover', seed: 'rulebook-o22-3', events: [] };
const CHOOSE = { type: 'CHOOSE_UNIT', unit: 'us-squad' };

const oddsOf = (s: Session): { p: string; sums: number[]; rules: string[] }[] =>
  explore(s).odds!.groups.map((g) => ({ p: `${g.probability.num}/${g.probability.den}`, sums: g.sums, rules: g.transitions.flatMap((t) => t.rules) }));

describe('the explorer session', () => {
  it('starts the O22.3 example at the unit choice, offering the one unit broken at the announcement', () => {
    const v = explore(O22_3);
    expect(v.state).toBe('choosingUnit');
    expect(v.choices.map((c) => c.label)).toEqual(['CHOOSE_UNIT unit=us-squad']);
    expect(v.roll).toBeNull();
    expect(v.odds).toBeNull();
    // O22.1 activation, O22.2 and 13.3: the Team's Suppressed marker comes off first.
    expect(v.trace[0].rules).toEqual(['O22.1', 'O22.2', '13.3']);
  });

  it("gives the odds of the Rally Roll against current Morale 7, grouped by O22.3's three bullets", () => {
    const v = explore({ ...O22_3, events: [CHOOSE] });
    expect(v.state).toBe('rollingRally');
    expect(v.roll!.pairs).toHaveLength(36);
    expect(v.odds!.outcomes).toBe(36);
    expect(oddsOf({ ...O22_3, events: [CHOOSE] })).toEqual([
      { p: '5/12', sums: [2, 3, 4, 5, 6], rules: ['O22.3', '3.2.5'] },
      { p: '1/6', sums: [7], rules: ['O22.3', '13.1'] },
      { p: '5/12', sums: [8, 9, 10, 11, 12], rules: ['O22.3'] },
    ]);
  });

  it('moves the odds under the other reading of the first bullet (printed Morale 5: rally on 2-4 only)', () => {
    // 2-4: 1+2+3 = 6 pairs (1/6); 7: 6 pairs (1/6); 5, 6 and 8-12: 4+5+15 = 24 pairs (2/3).
    expect(oddsOf({ ...O22_3, readings: { 'cce.rally-first-bullet-morale': 'printed' }, events: [CHOOSE] }).map((g) => [g.p, g.sums])).toEqual([
      ['1/6', [2, 3, 4]],
      ['2/3', [5, 6, 8, 9, 10, 11, 12]],
      ['1/6', [7]],
    ]);
  });

  it('steps the rulebook’s roll of 5 to a Rally, with the transitions, rules and derivation of Morale 7', () => {
    const v = explore({ ...O22_3, events: [CHOOSE, { type: 'ROLL', white: 2, colored: 3 }, { type: 'KEEP_ROLL' }] });
    expect(v.state).toBe('done');
    expect(v.status).toBe('done');
    expect(v.taken.at(-1)).toContain('applyingRoll always[resultIsRally] → choosingUnit');
    expect(v.trace.at(-1)!.rules).toEqual(['1.9', 'O22.3', '3.2.5', 'O22.2']);
    expect(v.derivations.map((d) => `${d.path}: ${d.text}`)).toEqual(['rolls[0].derivation.morale: 5 broken side [3.1.4] + 2 Woods [T78.3] = 7']);
    expect(v.odds).toBeNull();
  });

  it('stops at the first event the machine refuses and says which', () => {
    const v = explore({ ...O22_3, events: [CHOOSE, { type: 'KEEP_ROLL' }, { type: 'ROLL', white: 1, colored: 1 }] });
    expect(v.error!.index).toBe(1);
    expect(v.error!.message).toMatch(/events\[1\]/);
    expect(v.state).toBe('rollingRally');
  });

  it('carries the whole session in the URL hash, and reads it back', () => {
    const s: Session = { ruleset: 'cce', procedure: 'recover', seed: 'rulebook-o22-3', readings: { 'cce.rally-first-bullet-morale': 'printed' }, events: [CHOOSE, { type: 'ROLL', white: 6, colored: 3 }] };
    const hash = sessionHash(s);
    expect(hash.startsWith('#ruleset=cce&procedure=recover&seed=rulebook-o22-3&readings=')).toBe(true);
    expect(parseSessionHash(hash)).toEqual(s);
    const pasted: Session = { ruleset: 'cce', procedure: 'recover', situation: { player: 'allied' }, events: [] };
    expect(parseSessionHash(sessionHash(pasted))).toEqual(pasted);
  });

  it('names the hash parameter, what must hold and what was found for a bad link', () => {
    const err = (hash: string): OracleError => {
      try {
        parseSessionHash(hash);
      } catch (e) {
        return e as OracleError;
      }
      throw new Error(`no error for ${hash}`);
    };
    expect(err('#ruleset=cce&procedure=recovr').toJSON()).toMatchObject({ code: 'unknown-procedure', path: '#procedure', actual: 'recovr' });
    expect(err('#ruleset=cce&procedure=recover&seed=nope').toJSON()).toMatchObject({ code: 'invalid-field', path: '#seed', actual: 'nope' });
    expect(err('#ruleset=cce&procedure=recover&events=[').toJSON()).toMatchObject({ code: 'invalid-json', path: '#events' });
    expect(err('#ruleset=cce&procedure=recover&foo=1').toJSON()).toMatchObject({ code: 'unknown-field', path: '#foo' });
    expect(err('#ruleset=cce&procedure=recover&readings={"cce.rally-first-bullet-morale":"both"}').toJSON()).toMatchObject({ code: 'unknown-reading', path: '#readings.cce.rally-first-bullet-morale' });
  });

  it('adds fractions exactly and finds derivations at their JSON paths', () => {
    expect(addFractions([{ num: 1, den: 36 }, { num: 1, den: 36 }, { num: 1, den: 12 }])).toEqual({ num: 5, den: 36 });
    const d = { base: { value: 4, rule: '3.1.4', what: 'printed' }, terms: [], total: 4 };
    expect(derivationsIn({ a: [{ b: d }], c: 3 }).map((x) => x.path)).toEqual(['a[0].b']);
  });
});

describe('the odds of another ruleset\'s dice (the odds module\'s classification, oracle/explorer/rolls.ts)', () => {
  // Combat Command CB: one die, 1-6, each face 1/6. The Sample Attack's text (SA) gives one cell of the
  // lost Combat Results Table, the one its own die, a 3, reads: that face leads to the text's result; the
  // other five to the table itself (CRT, text-missing), 5/6.
  it('spicc fire: six faces at 1/6, the Sample Attack\'s given cell on a 3, the table on the other five', () => {
    const v = explore({ ruleset: 'spicc', procedure: 'fire', seed: 'sample-attack', events: [] });
    expect(v.roll).toBeNull();
    expect(v.odds!.outcomes).toBe(6);
    expect(v.odds!.groups.map((g) => [`${g.probability.num}/${g.probability.den}`, g.pairs])).toEqual([
      ['5/6', ['die 1', 'die 2', 'die 4', 'die 5', 'die 6']],
      ['1/6', ['die 3']],
    ]);
  });

  // Combat! Stalingrad 3.2.16.1.1 and 2.6.3: doubles on the FFT d100 (10 of its 100 faces, 00 included by
  // default) call for the event check; the other 90 do not.
  it('cs random-event: the FFT d100, doubles 1/10 and the rest 9/10', () => {
    const v = explore({ ruleset: 'cs', procedure: 'random-event', seed: 'scatter-example', events: [] });
    expect(v.odds!.outcomes).toBe(100);
    expect(v.odds!.groups.map((g) => [`${g.probability.num}/${g.probability.den}`, g.pairs.length, g.state])).toEqual([
      ['1/10', 10, 'checkingForEvent'],
      ['9/10', 90, 'noDoubles'],
    ]);
  });
});
