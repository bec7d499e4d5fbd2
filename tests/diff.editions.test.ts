/**
 * The edition diff (issue 19, item 4): `combat-oracle diff --from cce --to ccp` replays the seeds of a
 * procedure both editions model under both, in one rule vocabulary, and lists what Pacific changed,
 * grouped by rule with CC:E ids beside CC:P ids. Expectations from the two rulebooks: CC:E 6.1.2 has six
 * steps (step 4 removes Smoke, step 6 Dig In), CC:P 13.1.2 four; CC:E 8.2 forbids overstacking an
 * arriving unit, CC:P 15.2 only penalises it (15.2.2); CC:E's all-five-Objectives chit (7.3.2) has no
 * CC:P counterpart (14.3.3's 21 chits); a Sudden Death roll below the time space ends the game in both
 * (6.2.2 = 13.2.2), which must not be listed: a renumbered rule is no difference.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { canonical } from '../oracle/canonical';
import { parseSide, run } from '../oracle/diff';
import { editionCaseCount, editionDiffData, type EditionCase, type EditionDiffResult } from '../oracle/edition-diff';
import { main } from '../oracle/cli';
import { getProcedure, getRuleset } from '../oracle/registry';
import { resolveReadings } from '../machines/core/readings';
import { walkSeed } from '../oracle/walk';

function cli(args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(['node', 'combat-oracle', ...args], { stdout: (s) => (out += s), stderr: (s) => (err += s), readStdin: () => '' });
  return { code, out, err };
}

const d: EditionDiffResult = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'time-advance' });
const all: { rules: string; c: EditionCase }[] = d.groups.flatMap((g) => g.cases.map((c) => ({ rules: canonical(g.rules), c })));
const find = (seed: string, events: (EventObject & Record<string, unknown>)[]) => all.filter((x) => x.c.seed === seed && canonical(x.c.events) === canonical(events));

describe('diff --from cce --to ccp --procedure time-advance', () => {
  it('walks the seeds of both editions, each labelled with its edition', () => {
    expect(d.procedures.map((p) => p.procedure)).toEqual(['time-advance']);
    const seeds = d.procedures[0].seeds;
    expect(seeds.filter((s) => s.startsWith('cce:'))).toHaveLength(getProcedure('cce', 'time-advance').seeds.length);
    expect(seeds.filter((s) => s.startsWith('ccp:'))).toHaveLength(getProcedure('ccp', 'time-advance').seeds.length);
    expect(editionCaseCount(d)).toBe(d.procedures[0].changed + d.procedures[0].onlyFrom + d.procedures[0].onlyTo);
  });

  it('CC:E 6.1.2 step 4 (Smoke removal) is not in CC:P 13.1.2: a REMOVE_SMOKE path exists only under cce, grouped under 6.1.2 = 13.1.2', () => {
    // The hand-written seeds (a generated one's Smoke path may first differ at a later step: a Radio's box, 8.1.2).
    const smoke = all.filter((x) => !x.c.seed.includes(':pairwise-') && x.c.events.some((e) => e.type === 'REMOVE_SMOKE'));
    expect(smoke.length).toBeGreaterThan(0);
    for (const x of smoke) {
      expect(x.c.kind).toBe('only-from');
      expect(JSON.parse(x.rules).map((r: { base: string[]; edition: string[] }) => [r.base, r.edition])).toContainEqual([['6.1.2'], ['13.1.2']]);
    }
  });

  it('an arriving squad into an edge hex holding 6 figures: refused under CC:E 8.2, placed under CC:P 15.2 — listed under 8.2 = 15.2 alone', () => {
    const [x] = find('cce:reinforcements-observe-stacking', [{ type: 'SHUFFLE', order: [] }, { type: 'PLACE_REINFORCEMENT', unit: 'de-rein', hex: 'A1' }]);
    expect(x.c.kind).toBe('only-to');
    expect(JSON.parse(x.rules)).toEqual([{ base: ['8.2'], edition: ['15.2'], note: 'limits per hex for both sides; overstacking penalised, not forbidden' }]);
    expect(x.c.from).toMatchObject({ step: 2 });
    expect(x.c.to).toMatchObject({ state: 'resumed', status: 'done' });
  });

  it("the all-five-Objectives chit (CC:E 7.3.2) ends the game before the roll; CC:P has no such chit and goes on to the Sudden Death roll", () => {
    const [x] = find('cce:all-five-objectives', [{ type: 'SHUFFLE', order: [] }]);
    expect(x.c.kind).toBe('changed');
    expect(JSON.parse(x.rules)[0]).toMatchObject({ base: ['7.3.2'], edition: ['14.3.3'] });
    expect(x.c.from).toMatchObject({ state: 'ended', status: 'done' });
    expect(x.c.to).toMatchObject({ state: 'rollingSuddenDeath', status: 'active' });
    expect(x.c.changes.map((c) => c.path)).toEqual(['ended', 'result']);
  });

  it('a Sudden Death roll that ends the game ends it in both editions (6.2.2 = 13.2.2, the output citing each its own id): walked, compared, not listed', () => {
    const spec = getProcedure('cce', 'time-advance');
    const seed = spec.seeds.find((s) => s.name === 'sudden-death-boundary')!;
    const readings = resolveReadings(getRuleset('cce').readings, {}, 'time-advance');
    const situation = spec.parseSituation(seed.situation, 'seed');
    const ending = walkSeed(spec, seed, 'cce', readings)
      .map((p) => p.events)
      .filter((events) => {
        const r = run(spec, 'cce', readings, situation, events);
        return r.ok && r.result.state === 'ended';
      });
    expect(ending.length).toBeGreaterThan(0);
    for (const events of ending) expect(find('cce:sudden-death-boundary', events as never)).toEqual([]);
  });

  it('is the same read either way round, with the sides swapped', () => {
    const r = editionDiffData(parseSide('ccp', '--from'), parseSide('cce', '--to'), { procedure: 'time-advance' });
    const p = r.procedures[0];
    expect([p.changed, p.onlyFrom, p.onlyTo]).toEqual([d.procedures[0].changed, d.procedures[0].onlyTo, d.procedures[0].onlyFrom]);
    expect(r.groups.map((g) => canonical(g.rules))).toEqual(d.groups.map((g) => canonical(g.rules)));
  });
});

describe('diff --from cce --to ccp --procedure game-end', () => {
  // CC:P 13.3 keeps CC:E 6.3's four ways; it differs in the surrender (Allied only, 11.2), the Infiltration
  // Box exception (13.3 b, c) and the all-five-Objectives chit (CC:E 7.3.2, none among CC:P 14.3.3's chits).
  const g = editionDiffData(parseSide('cce', '--from'), parseSide('ccp', '--to'), { procedure: 'game-end' });
  const listed = g.groups.flatMap((x) => x.cases.map((c) => [c.seed, c.kind, x.rules.map((r) => `${r.base.join('/')}=${r.edition.join('/')}`).join(' ')]));

  it('lists exactly the four hand-written situations Pacific decides differently, each under its rule, and the generated ones under 6.3 or 7.3.2', () => {
    const generated = listed.filter((x) => x[0].includes(':pairwise-'));
    expect(generated.length).toBeGreaterThan(0);
    for (const x of generated) expect(x[2], x[0]).toMatch(/(^| )(6\.3=13\.3|7\.3\.2=14\.3\.3)( |$)/);
    expect(listed.filter((x) => !x[0].includes(':pairwise-')).sort()).toEqual(
      [
        ['cce:all-five-objectives', 'only-from', '7.3.2=14.3.3'],
        ['cce:both-lose-at-once', 'only-from', '6.3=13.3'],
        ['ccp:last-unit-eliminated-one-infiltrated', 'only-to', '6.3=13.3'],
        ['ccp:last-unit-exits-one-infiltrated', 'only-to', '6.3=13.3'],
      ].sort(),
    );
  });

  it('every other seed of either edition comes out the same under both (renumbered rules, same outcome)', () => {
    const p = g.procedures[0];
    expect(p.compared).toBe(getProcedure('cce', 'game-end').seeds.length + getProcedure('ccp', 'game-end').seeds.length);
    expect(p.changed).toBe(0);
  });
});

describe('the CLI', () => {
  it('prints the text view, byte-identical on re-run, exit 0', () => {
    const a = cli(['diff', '--from', 'cce', '--to', 'ccp', '--procedure', 'time-advance']);
    expect(a.code).toBe(0);
    expect(a.out.split('\n')[0]).toBe('diff cce → ccp (sibling editions: cce rule ids shown beside their ccp counterparts)');
    expect(a.out).toContain('## cce 8.2 = ccp 15.2 (limits per hex for both sides; overstacking penalised, not forbidden) (10 cases)');
    expect(cli(['diff', '--from', 'cce', '--to', 'ccp', '--procedure', 'time-advance']).out).toBe(a.out);
  });

  it('a procedure only one edition models is a usage error naming the shared ones', () => {
    const r = cli(['diff', '--from', 'cce', '--to', 'ccp', '--procedure', 'revive']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: --procedure must be a procedure both cce and ccp model: .*"time-advance".* \(got "revive"\)\n$/);
  });

  it('--html is refused for an edition diff, not ignored', () => {
    const r = cli(['diff', '--from', 'cce', '--to', 'ccp', '--html', 'reports/x.html']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--html must be absent for an edition diff');
  });
});
