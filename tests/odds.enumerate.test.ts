/**
 * `combat-oracle odds` and `diff --odds` (issue 23 items 1-2). Every expected probability is worked out
 * by hand from the rulebook's rule and the 36 equally likely white•colored pairs of two dice (1.9):
 * the number of pairs with sum s is s−1 for s ≤ 7 and 13−s above, so P(sum < M) counts 1+2+…
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../oracle/cli';
import { getProcedure } from '../oracle/registry';
import { nextEventOdds, parsePolicy, procedureOdds, readingsFor, type OddsResult } from '../oracle/odds/enumerate';
import { add, decimal, fraction, fractionText, ZERO, type Fraction } from '../oracle/odds/fraction';
import { diffOddsData } from '../oracle/odds/diff-odds';
import { parseSide } from '../oracle/diff';
import { OracleError } from '../machines/core/errors';
import { gameAround } from '../oracle/procedures/cce/events/kit';
import { card, dice } from '../oracle/procedures/cce/time-advance';

function cli(args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(['node', 'combat-oracle', ...args], { stdout: (s) => (out += s), stderr: (s) => (err += s), readStdin: () => '' });
  return { code, out, err };
}

const recover = getProcedure('cce', 'recover');

/** A broken Squad alone in Open Ground (Cover 0, T78.3): its current Morale is its broken side's. */
function loneSquad(brokenMorale: number) {
  return {
    player: 'allied',
    initiative: 'axis',
    units: [{ id: 's', owner: 'allied', kind: 'squad', hex: 'E5', broken: true, sides: { unbroken: { morale: brokenMorale + 1 }, broken: { morale: brokenMorale } } }],
    map: { hexes: { E5: { terrain: ['Open Ground'] } } },
  };
}

function oddsOf(situation: unknown, options: Parameters<typeof procedureOdds>[2] = {}, overrides = {}): OddsResult {
  return procedureOdds({ spec: recover, ruleset: 'cce', readings: readingsFor(recover, 'cce', overrides), situation: recover.parseSituation(situation, 'input') }, [], options);
}

/** The summed probability of the outcomes whose output satisfies `pick`. */
function p(r: OddsResult, pick: (output: { units: { id: string; broken: boolean; suppressed: boolean }[] }) => boolean): string {
  return fractionText(r.outcomes.filter((o) => pick(o.output as never)).reduce<Fraction>((acc, o) => add(acc, o.probability), ZERO));
}
const unit = (o: { units: { id: string; broken: boolean; suppressed: boolean }[] }, id: string) => o.units.find((u) => u.id === id)!;

describe('fractions', () => {
  it('reduce by the gcd and print decimals rounded half up', () => {
    expect(fractionText(add(fraction(1, 36), fraction(2, 36)))).toBe('1/12');
    expect(fractionText(fraction(15, 36))).toBe('5/12');
    expect(decimal(fraction(5, 12))).toBe('0.4167');
    expect(decimal(fraction(1, 8), 2)).toBe('0.13');
    expect(decimal(fraction(1, 1))).toBe('1.0000');
  });
});

describe('odds of a Rally Roll (O22.3)', () => {
  // O22.3: less than Morale Rallies, equal Suppresses, greater has no effect. Morale 7:
  // sums 2-6 are 1+2+3+4+5 = 15 pairs (5/12), sum 7 is 6 pairs (1/6), sums 8-12 are 5+4+3+2+1 = 15 (5/12).
  it('Morale 7, no modifier: P(rally) = 15/36, P(suppressed) = 6/36, P(no effect) = 15/36', () => {
    const r = oddsOf(loneSquad(7));
    expect(r.mode).toBe('exact');
    expect(r.paths).toBe(36);
    expect(r.chancePoints).toBe(1);
    expect(r.outcomes).toHaveLength(3);
    expect(p(r, (o) => !unit(o, 's').broken)).toBe('5/12');
    expect(p(r, (o) => unit(o, 's').broken && unit(o, 's').suppressed)).toBe('1/6');
    expect(p(r, (o) => unit(o, 's').broken && !unit(o, 's').suppressed)).toBe('5/12');
    expect(r.inexact).toEqual([]);
  });

  // Morale 2 (the floor of a sum): no sum is less than 2, one pair (1+1) equals it.
  it('Morale 2: never rallies; 1/36 Suppressed', () => {
    const r = oddsOf(loneSquad(2));
    expect(p(r, (o) => !unit(o, 's').broken)).toBe('0');
    expect(p(r, (o) => unit(o, 's').suppressed)).toBe('1/36');
  });

  // reroll-above:5 cancels every roll of 6 or more (9.1) once. Morale 6: P(<6) = 10/36, P(=6) = 5/36, P(>6) = 21/36.
  // rally: 10/36 + 26/36 × 10/36 = 620/1296 = 155/324; suppressed: 26/36 × 5/36 = 130/1296 = 65/648;
  // no effect: 26/36 × 21/36 = 546/1296 = 91/216.
  it('a re-roll policy: Morale 6, cancel any roll of 6 or more once', () => {
    const r = oddsOf(loneSquad(6), { policy: parsePolicy('reroll-above:5') });
    expect(r.policy).toBe('reroll-above:5:1');
    expect(r.paths).toBe(26 * 36 + 10);
    expect(p(r, (o) => !unit(o, 's').broken)).toBe('155/324');
    expect(p(r, (o) => unit(o, 's').broken && unit(o, 's').suppressed)).toBe('65/648');
    expect(p(r, (o) => unit(o, 's').broken && !unit(o, 's').suppressed)).toBe('91/216');
    // Without the policy (first-legal keeps: the domain offers KEEP_ROLL first), the single roll's odds.
    expect(p(oddsOf(loneSquad(6)), (o) => !unit(o, 's').broken)).toBe('5/18');
  });

  it('nextEventOdds: null at a decision; after CHOOSE_UNIT, the 36 pairs at 1/36 each', () => {
    expect(nextEventOdds(recover, loneSquad(7), [])).toBeNull();
    const next = nextEventOdds(recover, loneSquad(7), [{ type: 'CHOOSE_UNIT', unit: 's' }])!;
    expect(next.event).toBe('ROLL');
    expect(next.outcomes).toHaveLength(36);
    expect(next.outcomes[0]).toEqual({ event: { type: 'ROLL', white: 1, colored: 1 }, probability: { num: 1, den: 36 } });
    expect(new Set(next.outcomes.map((o) => `${o.probability.num}/${o.probability.den}`))).toEqual(new Set(['1/36']));
    expect(nextEventOdds(recover, loneSquad(7), [{ type: 'CHOOSE_UNIT', unit: 's' }, { type: 'ROLL', white: 3, colored: 3 }, { type: 'KEEP_ROLL' }])).toBeNull();
  });

  // --triggers deck: the roll is the top card of the roller's draw pile, each card equally likely (1.9).
  // Four cards: 1+2 (3 < 7: rally), 3+4 (7: Suppressed), 6+6 and 5+5 (no effect): 1/4, 1/4, 1/2.
  it('--triggers deck: the roller\'s described draw pile gives the odds, card by card', () => {
    const draw = [card('c1', { dice: dice(1, 2) }), card('c2', { dice: dice(3, 4) }), card('c3', { dice: dice(6, 6) }), card('c4', { dice: dice(5, 5) })];
    const r = oddsOf({ ...loneSquad(7), game: gameAround({ active: 'allied', initiative: 'axis', draws: { allied: draw } }) }, { triggers: 'deck' });
    expect(r.paths).toBe(4);
    expect(p(r, (o) => !unit(o, 's').broken)).toBe('1/4');
    expect(p(r, (o) => unit(o, 's').broken && unit(o, 's').suppressed)).toBe('1/4');
    expect(p(r, (o) => unit(o, 's').broken && !unit(o, 's').suppressed)).toBe('1/2');
    // A draw pile card without its dice cannot be a roll with known odds: an error naming the card.
    expect(() => oddsOf({ ...loneSquad(7), game: gameAround({ active: 'allied', initiative: 'axis', draws: { allied: [card('x')] } }) }, { triggers: 'deck' })).toThrow(/input\.game\.decks\.allied\.draw\[0\]\.dice must be/);
  });

  it('too large for --max-paths says so; --sample estimates within its standard error, the same twice', () => {
    expect(oddsOf(loneSquad(7), { maxPaths: 10 }).mode).toBe('too-large');
    const a = oddsOf(loneSquad(7), { sample: { runs: 2000, seed: 't' } });
    const b = oddsOf(loneSquad(7), { sample: { runs: 2000, seed: 't' } });
    expect(a.mode).toBe('sampled');
    expect(a.outcomes.map((o) => fractionText(o.probability))).toEqual(b.outcomes.map((o) => fractionText(o.probability)));
    const rally = a.outcomes.findIndex((o) => !unit(o.output as never, 's').broken);
    const est = Number(a.outcomes[rally].probability.num) / Number(a.outcomes[rally].probability.den);
    expect(Math.abs(est - 5 / 12)).toBeLessThan(4 * a.standardErrors![rally]);
  });

  it('a policy it cannot read is a usage error naming --policy and 9.1', () => {
    for (const bad of ['reroll-below:13', 'keep', 'reroll-above:7:9']) {
      try {
        parsePolicy(bad);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(OracleError);
        expect((e as OracleError).path).toBe('--policy');
        expect((e as OracleError).rule).toBe('9.1');
      }
    }
  });
});

describe('combat-oracle odds', () => {
  it('prints the rulebook seed of O22.3 as fractions and decimals', () => {
    const r = cli(['odds', 'recover', '--seed', 'rulebook-o22-3']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('exact: 36 complete paths');
    expect(r.out).toMatch(/5\/12 {2}0\.4167 {2}done .*units\[0\]\.broken: true → false/);
    expect(r.out).toMatch(/1\/6 {2}0\.1667 {2}done .*units\[0\]\.suppressed: false → true/);
  });

  it('is byte-identical on a re-run (--json)', () => {
    const a = cli(['--json', 'odds', 'recover', '--seed', 'initiative-reroll', '--policy', 'reroll-below:8']);
    expect(a.code).toBe(0);
    expect(cli(['--json', 'odds', 'recover', '--seed', 'initiative-reroll', '--policy', 'reroll-below:8']).out).toBe(a.out);
  });

  it('bad input: an unknown seed, no situation, a bad --max-paths — exit 2, one error line, no stack', () => {
    const unknown = cli(['odds', 'recover', '--seed', 'rulebook']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^error: --seed must be a seed of recover .*\(got "rulebook"\); did you mean "rulebook-o22-3"\?\n$/);
    const none = cli(['odds', 'recover']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^error: --seed must be exactly one of --seed <name>, --situation <file>, --all-seeds/);
    const max = cli(['odds', 'recover', '--seed', 'rulebook-o22-3', '--max-paths', '0']);
    expect(max.code).toBe(2);
    expect(max.err).toContain('--max-paths');
    expect(max.err).not.toContain('    at ');
  });
});

describe('diff --odds', () => {
  // cce.broken-leader-command (3.3.1.2, O20.3.4): the broken Leader (broken Morale 6, Command 1 printed on
  // its broken side) rolls first (first-legal), then the broken Squad (broken Morale 6) in Open Ground.
  // "zero": the Squad rolls against 6 unless the Leader rallied; "printed": against 7 unless it rallied.
  // P(Leader no effect) = P(>6) = 21/36. Both no effect: 21/36 × 21/36 = 49/144 (zero), 21/36 × 15/36 = 35/144 (printed).
  it('recover, cce.broken-leader-command zero → printed: P(neither rallies) 49/144 → 35/144', () => {
    const d = diffOddsData(parseSide('cce', '--from'), parseSide('cce+cce.broken-leader-command=printed', '--to'), { procedure: 'recover', seed: 'broken-leader-printed-command' });
    const c = d.cases.find((x) => x.seed === 'broken-leader-printed-command')!;
    const neither = c.moves.find((m) => (m.output as { units: { broken: boolean }[] }).units.every((u) => u.broken) && !(m.output as { units: { suppressed: boolean }[] }).units.some((u) => u.suppressed))!;
    expect(`${fractionText(neither.from)} → ${fractionText(neither.to)}`).toBe('49/144 → 35/144');
    // A rallied Leader's unbroken Command counts under both readings: the outcomes after it rallied (10/36) keep their odds.
    const afterRally = c.moves.filter((m) => !(m.output as { units: { id: string; broken: boolean }[] }).units.find((u) => u.id === 'us-ldr')!.broken);
    expect(afterRally.every((m) => fractionText(m.from) === fractionText(m.to))).toBe(true);
    expect(fractionText(afterRally.reduce<Fraction>((acc, m) => add(acc, m.to), ZERO))).toBe('5/18');
  });

  // cce.rally-first-bullet-morale (O23.2's first bullet says "its Morale"): the broken Squad of seed
  // leader-wire-road has printed broken Morale 6 and current Morale 5 (Road −1, Wire −1, Leader +1).
  // current: no effect below 5 (sums 2-4: 1+2+3 = 6 pairs, 1/6), Suppressed on 5 (4 pairs, 1/9).
  // printed: no effect below 6 (1+2+3+4 = 10 pairs, 5/18); a 5 is below 6, so nothing is Suppressed (0).
  it('rout, cce.rally-first-bullet-morale current → printed: P(no effect) 1/6 → 5/18, P(Suppressed) 1/9 → 0', () => {
    const d = diffOddsData(parseSide('cce', '--from'), parseSide('cce+cce.rally-first-bullet-morale=printed', '--to'), { procedure: 'rout', seed: 'leader-wire-road' });
    expect(d.cases).toHaveLength(1);
    const moved = d.cases[0].moves.filter((m) => fractionText(m.from) !== fractionText(m.to)).map((m) => `${m.outcome.match(/"result":"([a-z-]+)"/)![1]} ${fractionText(m.from)} → ${fractionText(m.to)}`);
    expect(moved.sort()).toEqual(['no-effect 1/6 → 5/18', 'suppressed 1/9 → 0']);
  });

  // cce.height-mixed-fire-group (T88.2): seed height-mixed-group fires lo-sq (FP 5) with hi-sq (+1, O20.3.1.2)
  // and the Leader's Command 1 (3.3.1.2) at us-sq (Morale 7, Open Ground); hi-sq fires downhill (+1),
  // lo-sq uphill (−1). "both": FP 7; "downhill": FP 8. Attack 7+X against Defense 7+Y, X and Y two 2d6
  // sums: P(X = Y) = (1+4+9+16+25+36+25+16+9+4+1)/1296 = 146/1296, so P(X > Y) = (1296−146)/2/1296 = 575/1296;
  // with FP 8, P(X+1 > Y) = P(X ≥ Y) = 721/1296 and P(X+1 = Y) = (2+6+12+20+30+30+20+12+6+2)/1296 = 140/1296.
  it('fire, cce.height-mixed-fire-group both → downhill: P(broken) 575/1296 → 721/1296', () => {
    const d = diffOddsData(parseSide('cce', '--from'), parseSide('cce+cce.height-mixed-fire-group=downhill', '--to'), { procedure: 'fire', seed: 'height-mixed-group' });
    const moved = d.cases[0].moves.map((m) => `${m.outcome.match(/"unit":"us-sq","result":"([a-z-]+)"/)![1]} ${fractionText(m.from)} → ${fractionText(m.to)}`);
    expect(moved.sort()).toEqual(['broken 575/1296 → 721/1296', 'suppressed 73/648 → 35/324', 'unaffected 575/1296 → 145/432']);
  });
});

describe('oracle/odds/enumerate.ts bundles for the browser', () => {
  // The explorer (issue 23 item 3) bundles it: no module it reaches may import a Node built-in.
  it('imports no Node-only module, directly or through what it imports', () => {
    // The modules the bundle replaces by their browser form (oracle/explorer/browser-substitutes.json).
    const root = path.join(__dirname, '..');
    const substitutes = JSON.parse(fs.readFileSync(path.join(root, 'oracle', 'explorer', 'browser-substitutes.json'), 'utf8')).substitutes as Record<string, string>;
    const swap = (file: string): string => {
      const s = substitutes[path.relative(root, file).split(path.sep).join('/')];
      return s ? path.join(root, s) : file;
    };
    const seen = new Set<string>();
    const nodeImports: string[] = [];
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
        const spec = m[1];
        if (m[0].startsWith('import type') || m[0].startsWith('export type')) continue;
        if (spec.startsWith('.')) {
          const base = path.resolve(path.dirname(file), spec);
          const found = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
          if (found) visit(swap(found));
        } else if (spec.startsWith('node:') || ['fs', 'path', 'os', 'child_process', 'crypto'].includes(spec)) nodeImports.push(`${path.relative(process.cwd(), file)}: ${spec}`);
      }
    };
    visit(path.join(__dirname, '..', 'oracle', 'odds', 'enumerate.ts'));
    expect(seen.size).toBeGreaterThan(20);
    expect(nodeImports).toEqual([]);
  });
});
