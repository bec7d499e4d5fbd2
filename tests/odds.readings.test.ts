/**
 * `diff --odds` on one reading of every procedure that consults one (oracle/odds/reading-cases.ts; issue
 * 23: "diff --odds works on at least one reading per procedure"). Recover, Rout and Fire are worked in
 * tests/odds.enumerate.test.ts; here the others, in-process. Each expected probability is worked by hand
 * from the rule (the 36 white•colored pairs of 1.9; the d100 and d10 of Combat! Stalingrad 2.6) or, where
 * the reading decides a situation without dice, is the certainty (1 → 0) the reading's text gives.
 */
import { describe, expect, it } from 'vitest';
import { READING_ODDS_CASES, readingOdds as run, readingOddsTable, type ReadingOddsCase, type ReadingOddsRow } from '../oracle/odds/reading-cases';
import { equals, fractionText } from '../oracle/odds/fraction';
import { diffOddsOfChangedSeeds, renderDiffOddsHtml } from '../oracle/odds/diff-odds';
import { parseSide, type DiffResult } from '../oracle/diff';

/** Each case enumerated once (the table test reads two of them again). */
const rows = new Map<ReadingOddsCase, ReadingOddsRow>();
const readingOdds = (c: ReadingOddsCase): ReadingOddsRow => rows.get(c) ?? rows.set(c, run(c)).get(c)!;

const caseOf = (ruleset: string, procedure: string) => READING_ODDS_CASES.find((c) => c.ruleset === ruleset && c.procedure === procedure)!;

/** `label: from → to` of the outcomes whose probability moves, sorted. */
function moved(row: ReadingOddsRow): string[] {
  return row.moves
    .filter((m) => !equals(m.from, m.to))
    .map((m) => `${m.label}: ${fractionText(m.from)} → ${fractionText(m.to)}`)
    .sort();
}

/** Pairs of two dice (1.9) per sum: n(s) = s−1 up to 7, 13−s above. Worked independently of the odds module. */
const n = (s: number): number => (s < 2 || s > 12 ? 0 : s <= 7 ? s - 1 : 13 - s);
/** The pairs (A, D) of two independent 2d6 sums for which `holds` is true, counted out of 1296. */
const pairCount = (holds: (a: number, d: number) => boolean): number => {
  let count = 0;
  for (let a = 2; a <= 12; a++) for (let d = 2; d <= 12; d++) if (holds(a, d)) count += n(a) * n(d);
  return count;
};
/** P(A − D = k) × 1296 for two independent 2d6 sums A and D. */
const differenceCount = (k: number): number => [...Array(11)].map((_, i) => i + 2).reduce((acc, d) => acc + n(d) * n(d + k), 0);

describe('the hand-written enumeration the expectations use', () => {
  it('P(A = D) = 146/1296, P(A − D = 1) = 140/1296, P(A > D) = 575/1296', () => {
    expect(differenceCount(0)).toBe(146);
    expect(differenceCount(1)).toBe(140);
    expect([...Array(10)].map((_, i) => differenceCount(i + 1)).reduce((a, b) => a + b, 0)).toBe(575);
  });
});

describe('diff --odds, one reading per procedure', () => {
  it('every procedure with a reading has a case, and none is listed twice', () => {
    const keys = READING_ODDS_CASES.map((c) => `${c.ruleset}/${c.procedure}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['cce/recover', 'cce/rout', 'cce/fire', 'cce/melee', 'cce/advance', 'cce/artillery', 'cce/move', 'cce/turn', 'cce/time-advance', 'cce/game-end', 'cce/los', 'cce/event', 'ccp/time-advance', 'ccp/game-end', 'ccp/turn', 'ccp/fire', 'ccp/melee', 'cs/random-event', 'cs/command', 'cs/turn', 'cs/victory', 'cs/hidden', 'cs/los', 'cs/terrain-drm', 'spicc/fire', 'spicc/assault']));
  });

  // O16.4.3: equal totals tie; F104 gives a tie in a Fortification to its last sole occupant (the Americans
  // here), began-in to the side that began the Melee in it: neither did, so both are eliminated. Both
  // Teams have the same Melee FP, so a tie is two equal 2d6 sums: 146/1296 = 73/648.
  it('melee, cce.melee-tie-fortification last-sole-occupant → began-in: the tie 73/648 moves from "de-team eliminated" to "both eliminated"', () => {
    const row = readingOdds(caseOf('cce', 'melee'));
    expect(moved(row)).toEqual(['tie-fortification: de-team eliminated: 73/648 → 0', 'tie: de-team and us-team eliminated: 0 → 73/648']);
    expect(row.inexact).toEqual([]);
  });

  // CC:P 19.2.3 vs F101 (reading ccp.melee-tie-fortification), as in CC:E: both sides entered the empty
  // Bunker hex and the Japanese were its last sole occupant; Squad 6 against Squad 6 (Melee FP 7 each in
  // the totals), so a tie is two equal 2d6 sums, 146/1296 = 73/648: only the Americans eliminated under
  // last-sole-occupant, both sides under began-in (neither began the melee in the Bunker).
  it('ccp melee, ccp.melee-tie-fortification last-sole-occupant → began-in: the tie 73/648 moves from "us-squad eliminated" to "both eliminated"', () => {
    const row = readingOdds(caseOf('ccp', 'melee'));
    expect(pairCount((a, d) => a === d)).toBe(146);
    expect(moved(row)).toEqual(['tie-fortification: us-squad eliminated: 73/648 → 0', 'tie: jp-squad and us-squad eliminated: 0 → 73/648']);
    expect(row.inexact).toEqual([]);
  });

  // CC:P T89.2 (reading ccp.height-mixed-fire-group): the Fire Group (jp-1 on level 2 above the level-1
  // target, jp-2 on level 0 below it) attacks at FP 7 with both modifiers (net 0), at 8 when downhill wins.
  // us-1 (Squad, Morale 7) in Open Ground (Cover 0) defends at 7 + D against FP + A. O27.3.4: eliminated
  // when 7 + D is half the Attack Total or less, broken when less than it, suppressed on a tie, unaffected
  // above it. Counted over the 1296 pairs (A, D): at FP 7, eliminated A ≥ 7 + 2D (D 2, A 11-12: 3),
  // suppressed A = D (146), unaffected A < D (575), broken the other 572; at FP 8, eliminated A ≥ 6 + 2D
  // (D 2, A 10-12: 6; D 3, A 12: 2; 8), suppressed D = A + 1 (140), unaffected D ≥ A + 2 (575 − 140 =
  // 435), broken the other 713.
  it('ccp fire, ccp.height-mixed-fire-group both → downhill: P(broken) 143/324 → 713/1296, P(eliminated) 1/432 → 1/162', () => {
    const row = readingOdds(caseOf('ccp', 'fire'));
    const outcome = (fp: number) => ({
      eliminated: pairCount((a, d) => 2 * (7 + d) <= fp + a),
      broken: pairCount((a, d) => 7 + d < fp + a && 2 * (7 + d) > fp + a),
      suppressed: pairCount((a, d) => 7 + d === fp + a),
      unaffected: pairCount((a, d) => 7 + d > fp + a),
    });
    expect(outcome(7)).toEqual({ eliminated: 3, broken: 572, suppressed: 146, unaffected: 575 });
    expect(outcome(8)).toEqual({ eliminated: 8, broken: 713, suppressed: 140, unaffected: 435 });
    expect(moved(row)).toEqual([
      'us-1 broken: 143/324 → 713/1296',
      'us-1 eliminated: 1/432 → 1/162',
      'us-1 suppressed: 73/648 → 35/324',
      'us-1 unaffected: 575/1296 → 145/432',
    ]);
    expect(row.inexact).toEqual([]);
  });

  // CC:P 10.1, 13.1.2 (reading ccp.reroll-last-card): the Japanese cancel the roll made with the last card
  // of their draw pile (GIVE_ORDER, ROLL, REROLL replayed). The reading decides with certainty whether that
  // empty pile's Time Marker Advance stands: under advance-stands the marker goes 1 → 2 and the scenario
  // Defender (the Americans) gains 1 VP (13.1.2 c), under advance-canceled nothing moves. The re-roll is drawn
  // from the reshuffled pile, whose order the enumeration does not walk (inexact: ROLL, SHUFFLE); the Time
  // and VP do not depend on it.
  it('ccp turn, ccp.reroll-last-card advance-stands → advance-canceled: time 2, VP −1 → time 1, VP 0, with certainty', () => {
    const row = readingOdds(caseOf('ccp', 'turn'));
    expect(moved(row)).toEqual(['time 1, VP 0: 0 → 1', 'time 2, VP -1: 1 → 0']);
    expect(row.inexact.map((x) => x.split(':')[0]).sort()).toEqual(['ROLL', 'SHUFFLE']);
  });

  // A35.5, O16.2.2: the Mines attack FP 6 (the seed's minesFp) + 2d6 against the Squad's Morale 7 + 2d6
  // (Open Ground, Cover 0). 6 + A > 7 + D breaks: A − D ≥ 2 is 575 − 140 = 435 of 1296 = 145/432; a tie,
  // A − D = 1, is 140/1296 = 35/324: Suppressed (default) or broken (break), so broken becomes 575/1296.
  it('advance, cce.advancing-tie-breaks suppress → break: P(broken) 145/432 → 575/1296, P(Suppressed) 35/324 → 0', () => {
    const row = readingOdds(caseOf('cce', 'advance'));
    expect(575 - differenceCount(1)).toBe(435);
    expect(moved(row)).toEqual(['us-squad broken: 145/432 → 575/1296', 'us-squad suppressed: 35/324 → 0']);
    expect(row.inexact).toEqual([]);
  });

  // 3.2.16.1.1: doubles on the FFT d100 call for a d10, "on a DR of 1-2" the RET. Doubles are 10 of the
  // 100 faces with 00, 9 without it (reading cs.double-zero-doubles). No doubles: 90/100 → 91/100; no
  // event: 10/100 × 8/10 = 2/25 → 9/100 × 8/10 = 9/125; an event: 10/100 × 2/10 = 1/50 → 9/500 (the RET
  // is text-missing, so which event is not exact: the domain's first, Nothing).
  it('cs random-event, cs.double-zero-doubles doubles → not-doubles: P(no doubles) 9/10 → 91/100', () => {
    const row = readingOdds(caseOf('cs', 'random-event'));
    expect(moved(row)).toEqual(['no-doubles: 9/10 → 91/100', 'no-event: 2/25 → 9/125', 'nothing: 1/50 → 9/500']);
    expect(row.inexact.map((x) => x.split(':')[0])).toEqual(['RANDOM_EVENT']);
  });

  // O18.2.3.3 (reading cce.artillery-vulnerability-roll): with the dice given up to the last Defense Roll,
  // the reading settles us-squad's result (its Foxholes destroyed or not by the Vulnerability match: broken
  // under raw-roll, unaffected under impact-total); us-team
  // in Woods (Morale 7 + 2, T78.3) rolls against the Impact Total 19: broken below it, 9 + D < 19, D ≤ 9 is
  // 30/36 = 5/6; Suppressed on a tie, D = 10, 3/36 = 1/12; unaffected on 11 and 12, 3/36 = 1/12 (O20.3.3-4).
  it('artillery, cce.artillery-vulnerability-roll raw-roll → impact-total: us-squad broken → unaffected, us-team 5/6, 1/12, 1/12 either way', () => {
    const row = readingOdds(caseOf('cce', 'artillery'));
    expect(n(10) + n(11) + n(12)).toBe(6);
    expect(moved(row)).toEqual([
      'us-squad broken, us-team broken: 5/6 → 0',
      'us-squad broken, us-team suppressed: 1/12 → 0',
      'us-squad broken, us-team unaffected: 1/12 → 0',
      'us-squad unaffected, us-team broken: 0 → 5/6',
      'us-squad unaffected, us-team suppressed: 0 → 1/12',
      'us-squad unaffected, us-team unaffected: 0 → 1/12',
    ]);
  });

  // A33.2 (reading cce.op-fire-activation-target): the reading decides whether the ACTIVATE is legal, not a
  // roll. Under the default it is refused, so that side has no odds, and diff --odds names the refusal.
  it('move, cce.op-fire-activation-target entered-hex → any-enemy: no odds under the default, the refusal named', () => {
    const row = readingOdds(caseOf('cce', 'move'));
    expect(row.diff.procedures[0].noOdds).toEqual([expect.stringMatching(/^rulebook-op-fire-example \(events\[3\]\.units must be units the Fire Action may activate for Op Fire .*\[rule A33\.2\]\)$/)]);
  });

  // The readings below decide a situation without dice: the outcome is certain under each alternative.
  it.each([
    // 8.2, E52 (reading cce.stacking-deploy-player): the inactive owner of an overstacked hex makes the free Deploy (into F6), or only eliminates.
    ['cce', 'turn', ['deployed in F6: 1 → 0', 'eliminated de-a: 0 → 1']],
    // 6.1.2 (reading cce.no-defender-time-vp): with no Defend Posture, the Recon player counts as the Defender and gains the VP: 3 → 2.
    ['cce', 'time-advance', ['VP 2: 0 → 1', 'VP 3: 1 → 0']],
    // 6.3 (reading cce.last-unit-with-reinforcements): the last unit on the map eliminated while units wait on the Time Track.
    ['cce', 'game-end', ['game-continues: 0 → 1', 'game-over: 1 → 0']],
    // 10.1, 10.2.1 (reading cce.los-hexspine): an Obstacle (Woods) on one side of the hexspine blocks under "greater" only.
    ['cce', 'los', ['blocked: 0 → 1', 'clear: 1 → 0']],
    // E50 (reading cce.commissar-morale): the seed's roll against the printed Morale instead of the current one eliminates ru-1.
    ['cce', 'event', ['eliminated: none: 1 → 0', 'eliminated: ru-1: 0 → 1']],
    // 13.1.2, 15.1.2 (reading ccp.radio-and-denied-marker): the arriving radio replaces the artillery denied marker.
    ['ccp', 'time-advance', ['allied box: artillery-denied: 1 → 0', 'allied box: us-radio: 0 → 1']],
    // 13.3 (reading ccp.last-unit-with-reinforcements), as in CC:E.
    ['ccp', 'game-end', ['game-continues: 0 → 1', 'game-over: 1 → 0']],
    // 4.3.9.1 (reading cs.rally-point-afv): only an enemy AFV forbids the Rally Point, so ge-sq1 is removed at it instead of pinned down.
    ['cs', 'command', [expect.stringMatching(/^ge-sq1 pinned-down \(msr\).*: 1 → 0$/), expect.stringMatching(/^ge-sq1 removed \(rally-point\).*: 0 → 1$/)]],
    // CRE (reading spicc.odds-below-one-to-one): 1 to 4.25 is no attack (toward-defender) or the 1-4 column, rolled.
    ['spicc', 'fire', ['no-effect: 1 → 0', 'resolved: ger-inf none: 0 → 1']],
    // CRE.D (reading spicc.dispersed-unit-assaults): the dispersed U.S. infantry platoon joins the engineers'
    // Close Assault (resolved, its CRT cell read with odds the table's text-missing cells leave inexact) or
    // the assault is refused. Which of the two is certain; the die only decides what the resolved assault does.
    ['spicc', 'assault', ['refused: 0 → 1', 'resolved: 1 → 0']],
    // 3.2.6, 3.2.7 (reading cs.location-control): the Germans hold the ground level of F5 when only enemy
    // units in that location count, which fulfils their third Victory order (orders.german[2]): the draw becomes a German win.
    ['cs', 'victory', ['draw: 1 → 0', 'german-wins: 0 → 1']],
    // 3.2.12.3 (reading cs.recon-miss-marked): Recon By Fire at E5 that misses (no FF applied): its firers
    // are marked as fired (default) or not.
    ['cs', 'hidden', ['fire at E5 marked: 1 → 0', 'fire at E5 not marked: 0 → 1']],
    // 5.3.3 (reading cs.hindrance-block-count): the LOS H14-C17 through two Debris hexes is clear under the
    // rule ("more than two"), blocked under its example ("two").
    ['cs', 'los', ['blocked: 0 → 1', 'clear: 1 → 0']],
    // 6.4.6.1, 6.1.3 (reading cs.rooftop-drm): a squad on the Rooftop of a stone building: +25 as the
    // highest terrain DRM, +30 with the Rooftop's +5 added as a Hill's.
    ['cs', 'terrain-drm', ['DRM 25: 1 → 0', 'DRM 30: 0 → 1']],
  ] as const)('%s/%s: the outcome the reading decides, 1 → 0', (ruleset, procedure, expected) => {
    expect(moved(readingOdds(caseOf(ruleset, procedure)))).toEqual(expected);
  });

  // cs 4.4.8 under "down": a roll of 1 gives no impulse and play passes on without a pass, so rolls can
  // follow each other without end: no finite enumeration, and diff --odds says so.
  it('cs turn, cs.random-impulses-rounding up → down: too large to enumerate exactly, named', () => {
    const row = readingOdds(caseOf('cs', 'turn'));
    expect(row.diff.procedures[0].tooLarge).toEqual(['random-impulses']);
    expect(readingOddsTable([row])).toContain('too large to enumerate exactly (random-impulses)');
  });

  it('the README table names each reading, its seed and events, the moves, and what is not exact', () => {
    const table = readingOddsTable([readingOdds(caseOf('cce', 'advance')), readingOdds(caseOf('cce', 'los'))]);
    expect(table.split('\n')).toEqual([
      '| procedure | reading: default → alternative | seed (events first) | outcome: P before → after | exact? |',
      '|---|---|---|---|---|',
      '| cce/advance | `cce.advancing-tie-breaks`: suppress → break | `hidden-wire` (ADVANCE, HIDDEN_MINES) | us-squad broken: 145/432 → 575/1296 (0.3356 → 0.4437)<br>us-squad suppressed: 35/324 → 0 (0.1080 → 0.0000) | yes |',
      '| cce/los | `cce.los-hexspine`: lesser → greater | `hexspine-woods-one-side` | clear: 1 → 0 (1.0000 → 0.0000)<br>blocked: 0 → 1 (0.0000 → 1.0000) | yes |',
    ]);
  });
});

describe("the odds on the coverage site's diff pages (oracle/coverage/index.ts overlayDiffs)", () => {
  // 10.1, 10.2.1 (reading cce.los-hexspine): the seed's line along a hexspine with Woods on one side is
  // clear under "lesser" and blocked under "greater", with certainty: 1 → 0 and 0 → 1.
  it('enumerates each seed whose cases change, once, and shows each outcome before → after, the moved ones marked', () => {
    const from = parseSide('cce', '--from');
    const to = parseSide('cce+cce.los-hexspine=greater', '--to');
    const changed = { procedure: 'los', seed: 'hexspine-woods-one-side' };
    const d = { groups: [{ rules: ['10.2.1'], readings: [], cases: [changed, changed] }] } as unknown as DiffResult;
    const od = diffOddsOfChangedSeeds(from, to, d);
    expect(od.procedures).toEqual([{ procedure: 'los', readings: ['cce.los-hexspine'], seeds: 1, changed: 1, tooLarge: [], noOdds: [] }]);
    const html = renderDiffOddsHtml(od);
    expect(html.match(/<h3>/g)).toHaveLength(1);
    expect(html).toContain('<h3>los / hexspine-woods-one-side</h3>');
    expect(html).toMatch(/<tr class="moved"><td>1 \(1\.0000\)<\/td><td>0 \(0\.0000\)<\/td><td>clear<\/td><td>\(no change\)<\/td><\/tr>/);
    expect(html).toMatch(/<tr class="moved"><td>0 \(0\.0000\)<\/td><td>1 \(1\.0000\)<\/td><td>blocked<\/td><td>blockedBy: null → \{&quot;at&quot;:&quot;M8\/N8&quot;/);
    expect(html).toContain('<code>combat-oracle diff --odds --from cce --to cce+cce.los-hexspine=greater</code>');
  });

  it('a diff without changed cases enumerates nothing and says so', () => {
    const od = diffOddsOfChangedSeeds(parseSide('cce', '--from'), parseSide('cce-faq', '--to'), { groups: [] } as unknown as DiffResult);
    expect(od.cases).toEqual([]);
    expect(renderDiffOddsHtml(od)).toContain('<p>No seed to enumerate: no case changes.</p>');
  });
});
