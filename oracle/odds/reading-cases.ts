/**
 * `diff --odds` on one reading of every procedure that consults one (issue 23: "diff --odds works on at
 * least one reading per procedure"): per procedure, a reading, the alternative set against the ruleset's
 * default, the seed whose odds it moves, and — where the first-legal policy would not reach the place the
 * reading decides — the events replayed first. Each case names what tells its outcomes apart (`label`:
 * a unit's result, who wins, whether the line of sight is blocked), so the README's table
 * (`readingOddsTable`, written by scripts/odds-readings.ts) and tests/odds.readings.test.ts read the same
 * probabilities: the test checks each against fractions worked by hand from the rulebook.
 */
import { parseSide } from '../diff';
import { diffOddsData, type OddsDiffResult } from './diff-odds';
import { add, decimal, equals, fractionText, ZERO, type Fraction } from './fraction';
import { UNDETERMINED } from './enumerate';

export interface ReadingOddsCase {
  ruleset: string;
  procedure: string;
  reading: string;
  alternative: string;
  seed: string;
  /** Events replayed from the seed on both sides before enumerating. */
  events?: unknown[];
  /** What an outcome is, for this case: outcomes with the same label are summed. */
  label: (output: never) => string;
}

type Unit = { id: string; broken?: boolean; suppressed?: boolean };
const results = (rolls: { unit: string; result: string }[]): string => rolls.map((r) => `${r.unit} ${r.result}`).join(', ');
const stateOf = (u: Unit | undefined): string => (!u ? 'eliminated' : u.broken ? 'broken' : u.suppressed ? 'suppressed' : 'unaffected');

export const READING_ODDS_CASES: readonly ReadingOddsCase[] = [
  { ruleset: 'cce', procedure: 'recover', reading: 'cce.broken-leader-command', alternative: 'printed', seed: 'broken-leader-printed-command', label: (o: { rolls: { unit: string; result: string }[] }) => results(o.rolls) },
  { ruleset: 'cce', procedure: 'rout', reading: 'cce.rally-first-bullet-morale', alternative: 'printed', seed: 'leader-wire-road', label: (o: { rolls: { result: string; hexes?: number }[] }) => o.rolls.map((r) => `${r.result}${r.hexes ? ` ${r.hexes}` : ''}`).join(', ') },
  { ruleset: 'cce', procedure: 'fire', reading: 'cce.height-mixed-fire-group', alternative: 'downhill', seed: 'height-mixed-group', label: (o: { units: Unit[] }) => `us-sq ${stateOf(o.units.find((u) => u.id === 'us-sq'))}` },
  { ruleset: 'cce', procedure: 'melee', reading: 'cce.melee-tie-fortification', alternative: 'began-in', seed: 'pillbox-entered-together', label: (o: { melees: { result: string; eliminated: string[] }[] }) => `${o.melees[0].result}: ${o.melees[0].eliminated.join(' and ') || 'none'} eliminated` },
  { ruleset: 'cce', procedure: 'advance', reading: 'cce.advancing-tie-breaks', alternative: 'break', seed: 'hidden-wire', events: [{ type: 'ADVANCE', unit: 'us-squad', hex: 'E4' }, { type: 'HIDDEN_MINES' }], label: (o: { units: Unit[] }) => `us-squad ${stateOf(o.units.find((u) => u.id === 'us-squad'))}` },
  {
    ruleset: 'cce',
    procedure: 'artillery',
    reading: 'cce.artillery-vulnerability-roll',
    alternative: 'impact-total',
    seed: 'woods-foxholes-wire',
    // Every seed's whole Fire for Effect (Accuracy, drift, an Impact and Defense Roll per hex and unit) is
    // beyond exact enumeration: the odds of its last Defense Roll, after the rolls that the reading decides.
    events: [
      { type: 'FIRE_FOR_EFFECT', spotter: 'de-ldr' }, { type: 'SPOT', hex: 'E5', smoke: false }, { type: 'ROLL', white: 1, colored: 6 }, { type: 'KEEP_ROLL' }, { type: 'REVEAL', white: 1, colored: 4 },
      { type: 'CHOOSE_IMPACT_HEX', hex: 'E5' }, { type: 'ROLL', white: 1, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_UNIT', unit: 'us-squad' }, { type: 'ROLL', white: 1, colored: 6 }, { type: 'KEEP_ROLL' },
      { type: 'CHOOSE_IMPACT_HEX', hex: 'E4' }, { type: 'ROLL', white: 1, colored: 4 }, { type: 'KEEP_ROLL' }, { type: 'CHOOSE_IMPACT_HEX', hex: 'D5' }, { type: 'ROLL', white: 1, colored: 6 }, { type: 'KEEP_ROLL' },
    ],
    label: (o: { defense: { unit: string; result: string }[] }) => o.defense.map((d) => `${d.unit} ${d.result}`).join(', '),
  },
  { ruleset: 'cce', procedure: 'turn', reading: 'cce.stacking-deploy-player', alternative: 'active-player', seed: 'end-of-turn-stacking', label: (o: { deploys?: string[]; eliminated?: string[] }) => (o.deploys?.length ? `deployed in ${o.deploys.join(', ')}` : `eliminated ${o.eliminated?.join(', ') || 'none'}`) },
  { ruleset: 'cce', procedure: 'time-advance', reading: 'cce.no-defender-time-vp', alternative: 'non-attacker', seed: 'before-sudden-death-no-defender', label: (o: { vp: number }) => `VP ${o.vp}` },
  { ruleset: 'cce', procedure: 'game-end', reading: 'cce.last-unit-with-reinforcements', alternative: 'not-while-reinforcements-pending', seed: 'last-unit-with-reinforcements', label: (o: { result: string }) => o.result },
  // The reading decides whether an Op Fire activation is legal (A33.2), not a roll: under the default the
  // ACTIVATE is refused, so that side has no odds, and the row says so.
  { ruleset: 'cce', procedure: 'move', reading: 'cce.op-fire-activation-target', alternative: 'any-enemy', seed: 'rulebook-op-fire-example', events: [{ type: 'CHOOSE_MOVER', units: ['de-rifle'] }, { type: 'MOVE', hex: 'K8' }, { type: 'WAIT' }, { type: 'ACTIVATE', units: ['us-line'] }], label: (o: { result: string }) => o.result },
  { ruleset: 'cce', procedure: 'los', reading: 'cce.los-hexspine', alternative: 'greater', seed: 'hexspine-woods-one-side', label: (o: { blockedBy: unknown }) => (o.blockedBy ? 'blocked' : 'clear') },
  { ruleset: 'cce', procedure: 'event', reading: 'cce.commissar-morale', alternative: 'printed', seed: 'commissar', label: (o: { eliminated?: string[] }) => `eliminated: ${o.eliminated?.join(', ') || 'none'}` },
  { ruleset: 'ccp', procedure: 'time-advance', reading: 'ccp.radio-and-denied-marker', alternative: 'radio-replaces', seed: 'radio-and-artillery-denied-marker', label: (o: { artilleryBoxes: Record<string, string | null> }) => `allied box: ${o.artilleryBoxes.allied}` },
  { ruleset: 'ccp', procedure: 'game-end', reading: 'ccp.last-unit-with-reinforcements', alternative: 'not-while-reinforcements-pending', seed: 'last-unit-with-reinforcements', label: (o: { result: string }) => o.result },
  { ruleset: 'ccp', procedure: 'turn', reading: 'ccp.reroll-last-card', alternative: 'advance-canceled', seed: 'reroll-of-the-last-card', events: [{ type: 'GIVE_ORDER', card: 'jp-move', order: 'Move', units: ['jp-1'] }, { type: 'ROLL', player: 'axis' }, { type: 'REROLL' }], label: (o: { time: number; vp: number }) => `time ${o.time}, VP ${o.vp}` },
  { ruleset: 'ccp', procedure: 'fire', reading: 'ccp.height-mixed-fire-group', alternative: 'downhill', seed: 'height-mixed-fire-group', label: (o: { defense: { unit: string; result: string }[] }) => results(o.defense) },
  { ruleset: 'ccp', procedure: 'melee', reading: 'ccp.melee-tie-fortification', alternative: 'began-in', seed: 'bunker-entered-together', label: (o: { melees: { result: string; eliminated: string[] }[] }) => `${o.melees[0].result}: ${o.melees[0].eliminated.join(' and ') || 'none'} eliminated` },
  { ruleset: 'cs', procedure: 'random-event', reading: 'cs.double-zero-doubles', alternative: 'not-doubles', seed: 'scatter-example', label: (o: { result: string }) => o.result },
  { ruleset: 'cs', procedure: 'command', reading: 'cs.rally-point-afv', alternative: 'enemy', seed: 'no-rally-point', label: (o: { adjustments: { unit: string; by: string; to: string }[] }) => o.adjustments.map((a) => `${a.unit} ${a.to} (${a.by})`).join(', ') },
  { ruleset: 'cs', procedure: 'turn', reading: 'cs.random-impulses-rounding', alternative: 'down', seed: 'random-impulses', label: (o: { impulses: { side: string; action: string }[] }) => o.impulses.map((i) => `${i.side} ${i.action}`).join(', ') },
  { ruleset: 'spicc', procedure: 'fire', reading: 'spicc.odds-below-one-to-one', alternative: 'toward-attacker', seed: 'odds-worse-than-one-to-four', label: (o: { result: string; effects?: { unit: string; effect: string }[] }) => `${o.result}${o.effects?.length ? `: ${o.effects.map((e) => `${e.unit} ${e.effect}`).join(', ')}` : ''}` },
  { ruleset: 'spicc', procedure: 'assault', reading: 'spicc.dispersed-unit-assaults', alternative: 'may-not-assault', seed: 'engineers-close-assault-in-woods', label: (o: { result: string }) => o.result },
  { ruleset: 'cs', procedure: 'victory', reading: 'cs.location-control', alternative: 'location-only', seed: 'control-of-hexes', label: (o: { result: string }) => o.result },
  // Recon By Fire at E5 that misses (3.2.12.3): whether the firers are marked as fired.
  { ruleset: 'cs', procedure: 'hidden', reading: 'cs.recon-miss-marked', alternative: 'not-marked', seed: 'hidden-squad-upstairs', events: [{ type: 'FIRE_ON_HEX', hex: 'E5', firepower: 7, ffe: false, hit: false, result: 'none' }], label: (o: { fire: { hex: string; marked: boolean }[] }) => o.fire.map((f) => `fire at ${f.hex} ${f.marked ? 'marked' : 'not marked'}`).join(', ') },
  { ruleset: 'cs', procedure: 'los', reading: 'cs.hindrance-block-count', alternative: 'two', seed: 'hindrance-block', label: (o: { result: string }) => o.result },
  { ruleset: 'cs', procedure: 'terrain-drm', reading: 'cs.rooftop-drm', alternative: 'added', seed: 'rooftop', label: (o: { drm: { base: { value: number }; terms: { value: number }[] } | null }) => (o.drm ? `DRM ${o.drm.terms.reduce((a, t) => a + t.value, o.drm.base.value)}` : 'no DRM') },
];

export interface LabelledMove {
  label: string;
  from: Fraction;
  to: Fraction;
}

export interface ReadingOddsRow {
  case: ReadingOddsCase;
  diff: OddsDiffResult;
  /** The case's outcomes by label, each probability summed, in the order first seen. */
  moves: LabelledMove[];
  inexact: string[];
}

/** Run one case: `diff --odds` from the ruleset to the ruleset with the reading's alternative, on its seed. */
export function readingOdds(c: ReadingOddsCase): ReadingOddsRow {
  const diff = diffOddsData(parseSide(c.ruleset, '--from'), parseSide(`${c.ruleset}+${c.reading}=${c.alternative}`, '--to'), { procedure: c.procedure, seed: c.seed, events: c.events });
  const byLabel = new Map<string, LabelledMove>();
  for (const m of diff.cases.flatMap((x) => x.moves)) {
    const label = m.state === UNDETERMINED ? UNDETERMINED : c.label(m.output as never);
    const seen = byLabel.get(label) ?? { label, from: ZERO, to: ZERO };
    byLabel.set(label, { label, from: add(seen.from, m.from), to: add(seen.to, m.to) });
  }
  return { case: c, diff, moves: [...byLabel.values()], inexact: [...new Set(diff.cases.flatMap((x) => x.inexact))] };
}

/** `label from → to` of the outcomes whose probability moves. */
export const movedText = (row: ReadingOddsRow): string[] => row.moves.filter((m) => !equals(m.from, m.to)).map((m) => `${m.label}: ${fractionText(m.from)} → ${fractionText(m.to)} (${decimal(m.from)} → ${decimal(m.to)})`);

/** The README's table: per procedure, its reading, the seed, and the outcomes whose odds move. */
export function readingOddsTable(rows: readonly ReadingOddsRow[]): string {
  const cell = (x: string): string => x.replace(/\|/g, '\\|');
  const lines = ['| procedure | reading: default → alternative | seed (events first) | outcome: P before → after | exact? |', '|---|---|---|---|---|'];
  for (const r of rows) {
    const c = r.case;
    const def = r.diff.readings.find((x) => x.id === c.reading);
    const events = c.events ?? [];
    const seed = `\`${c.seed}\`${events.length > 4 ? ` (${events.length} events)` : events.length ? ` (${events.map((e) => (e as { type: string }).type).join(', ')})` : ''}`;
    const p = r.diff.procedures[0];
    const moved = p?.tooLarge.length ? [`too large to enumerate exactly (${p.tooLarge.join(', ')}): \`odds --sample\` estimates each side`] : p?.noOdds.length ? [`no odds: ${p.noOdds.join('; ')}`] : movedText(r);
    const exact = p?.tooLarge.length || p?.noOdds.length ? '—' : r.inexact.length ? `no: ${r.inexact.map((x) => x.split(':')[0]).join(', ')} (see \`odds\`)` : 'yes';
    lines.push(`| ${c.ruleset}/${c.procedure} | \`${c.reading}\`: ${def?.from} → ${def?.to} | ${seed} | ${cell(moved.join('<br>') || '(no outcome moves)')} | ${exact} |`);
  }
  return lines.join('\n');
}
