/**
 * Ablation's term mutants for terms no vector reaches (oracle/ablate.ts declaredTermsCited, machines/core/
 * derivation.ts declareTerms): every term a rule the procedure's chart cites declares gets its mutants, so a
 * term no vector reaches is a surviving mutant, never absent; CC:P reads CC:E's declared ids through its own
 * (A27 Bore Sighting is CC:P's A35), never an id CC:P lacks (Woods' Airburst, CC:E T99).
 */
import { describe, expect, it } from 'vitest';
import { declaredTermsCited, runAblation } from '../oracle/ablate';
import { parseMutant } from '../machines/core/derivation';
import { ccpFireMachine } from '../machines/ccp/fire';
import { getProcedure } from '../oracle/registry';

/** The FP Actions' terms, in the shared code's ids: CC:E A27, A30, A34, A37, A41, and CC:P's own Enfilade. */
const ACTION_TERMS = ['A27', 'A30', 'A34', 'A37', 'A41', 'ccp:A39'];

describe('the declared terms a procedure gets term mutants for', () => {
  it("CC:P Fire: every FP Action's term its PLAY_ACTION transition cites (A35, A37, A39, A42, A45, A48 in CC:P ids), the Jungle, Swamp and Beach terms, and not CC:E's Woods (T99)", () => {
    const cited = declaredTermsCited('ccp', ccpFireMachine);
    expect(cited.filter((r) => ACTION_TERMS.includes(r))).toEqual(ACTION_TERMS);
    expect(cited.filter((r) => r.startsWith('ccp:T'))).toEqual(['ccp:T82', 'ccp:T91', 'ccp:T97']);
    expect(cited).not.toContain('T99');
  });

  it('CC:E Fire: the CC:E Actions and not CC:P\'s Enfilade', () => {
    const cited = declaredTermsCited('cce', getProcedure('cce', 'fire').machine);
    expect(cited.filter((r) => ACTION_TERMS.includes(r))).toEqual(['A27', 'A30', 'A34', 'A37', 'A41']);
  });
});

describe('an unreached declared term is a surviving mutant', () => {
  it("CC:E Move: no vector's Op Fire plays Bore Sighting (A27), so its drop and flip mutants are listed, reached by no vector, not killed", () => {
    const report = runAblation({ ruleset: 'cce', procedure: ['move'], rules: ['A27'], guards: false });
    expect(report.mutants.map((m) => ({ rule: m.rule, kind: m.kind, killed: m.killed, reached: m.reached }))).toEqual([
      { rule: 'A27', kind: 'drop-term', killed: false, reached: 0 },
      { rule: 'A27', kind: 'flip-term', killed: false, reached: 0 },
    ]);
    expect(report.rules).toEqual([{ ruleset: 'cce', rule: 'A27', mutants: 2, killed: 0, equivalent: 0, survivors: ['leaves out every term of A27 (no vector of move [0 reach it] tells)', 'flips the sign of every term of A27 (no vector of move [0 reach it] tells)'] }]);
  });
});

describe('a declared term the ruleset never builds is a registered equivalent, with its argument', () => {
  it("CC:E Fire: O20.3.2's only term is CC:P's fighter's Hindrance (drift.ts): its drop and flip mutants are equivalent, not survivors", () => {
    const report = runAblation({ ruleset: 'cce', procedure: ['fire'], rules: ['O20.3.2'], guards: false });
    const terms = report.mutants.filter((m) => m.kind === 'drop-term' || m.kind === 'flip-term');
    expect(terms.map((m) => ({ rule: m.rule, kind: m.kind, killed: m.killed, reached: m.reached, equivalent: m.equivalent?.startsWith('The only derivation term citing O20.3.2') }))).toEqual([
      { rule: 'O20.3.2', kind: 'drop-term', killed: false, reached: 0, equivalent: true },
      { rule: 'O20.3.2', kind: 'flip-term', killed: false, reached: 0, equivalent: true },
    ]);
  });
});

describe('engine --mutant names an edition\'s own id with its prefix', () => {
  it('ccp:A39:drop-term is the mutant of CC:P Enfilade\'s term; a bare kind after a prefix is malformed', () => {
    expect(parseMutant('ccp:A39:drop-term')).toEqual({ rule: 'ccp:A39', kind: 'drop-term' });
    expect(parseMutant('A27:drop-term')).toEqual({ rule: 'A27', kind: 'drop-term' });
    expect(parseMutant('ccp:A39')).toBeNull();
  });
});
