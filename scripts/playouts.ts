/**
 * The 10,000 random playouts of issue 22 item 4, outside `npm test` (about a quarter of a second per
 * game of the sample scenario on this machine). Usage:
 *   npm run playouts -- [--games 10000] [--from 1] [--scenario machines/cce/game/scenarios/sample-crossroads.json]
 * Plays seeds from..from+games-1 (machines/cce/game/playout.ts: invariants after every decision), then
 * prints the endings, decisions per game and time per game. Exit 1 at the first failing seed, naming it
 * (with --keep-going: after the last seed, naming every failing one).
 */
import { readFileSync } from 'node:fs';
import { playout, type PlayoutResult } from '../machines/cce/game/playout';
import { parseScenario } from '../machines/cce/game/scenario';

const HELP = `Usage: npm run playouts -- [--games N] [--from SEED] [--scenario FILE] [--keep-going]

Plays N random games (default 10000) of a whole-game scenario, seeds SEED..SEED+N-1 (default 1), a seeded
random player choosing among the legal choices; after every decision it checks the invariants of
machines/cce/game/playout.ts (72 cards per deck, each unit and Radio in one place, VP = recorded causes,
Casualty Track, Orders within the Order Capability, the game ending). Prints the endings, decisions and
time per game; exits 1 at the first failing seed, naming it, the decision and the invariant (with
--keep-going, plays every seed and then lists each failing one).

Example:
  npm run playouts -- --games 300 --from 1
`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const count = (name: string, fallback: string, min: number): number => {
  const v = Number(arg(name, fallback));
  if (!Number.isInteger(v) || v < min) {
    process.stderr.write(`--${name}: expected a whole number ≥ ${min}, got ${JSON.stringify(arg(name, fallback))} (npm run playouts -- --help)\n`);
    process.exit(2);
  }
  return v;
};
const games = count('games', '10000', 1);
const from = count('from', '1', 0);
const file = arg('scenario', 'machines/cce/game/scenarios/sample-crossroads.json');
const scenario = parseScenario(JSON.parse(readFileSync(file, 'utf8')));

const keepGoing = process.argv.includes('--keep-going');
const results: PlayoutResult[] = [];
const failed: string[] = [];
const t0 = performance.now();
for (let seed = from; seed < from + games; seed++) {
  try {
    results.push(playout(scenario, seed));
  } catch (e) {
    failed.push(`seed ${seed}: ${(e as Error).message}`);
    console.error(`FAILED seed ${seed}: ${(e as Error).message}`);
    if (!keepGoing) process.exit(1);
  }
  if ((seed - from + 1) % 500 === 0) console.error(`${seed - from + 1} games…`);
}
const total = performance.now() - t0;
const endings: Record<string, number> = {};
for (const r of results) endings[r.ended!.how] = (endings[r.ended!.how] ?? 0) + 1;
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
const decisions = results.map((r) => r.decisions);
console.log(
  failed.length
    ? `${results.length} of ${games} games (seeds ${from}-${from + games - 1}) of ${scenario.name} ended with every invariant held after every decision; ${failed.length} failed (below)`
    : `${results.length} games (seeds ${from}-${from + games - 1}) of ${scenario.name}: all ended, every invariant held after every decision`,
);
console.log(`endings: ${JSON.stringify(endings)}`);
console.log(`decisions per game: mean ${(decisions.reduce((a, b) => a + b, 0) / results.length).toFixed(1)}, max ${Math.max(...decisions)}`);
console.log(`time per game: mean ${(total / results.length).toFixed(1)} ms, median ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms, max ${ms[ms.length - 1].toFixed(1)} ms; total ${(total / 1000).toFixed(1)} s`);
if (failed.length) {
  console.error(`${failed.length} of ${games} games (seeds ${from}-${from + games - 1}) failed:\n${failed.join('\n')}`);
  process.exit(1);
}
