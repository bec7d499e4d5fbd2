/**
 * The README's table of `diff --odds` on one reading per procedure (oracle/odds/reading-cases.ts).
 * Usage: node -r ./bin/register.js scripts/odds-readings.ts [--write]   (prints it; --write replaces the
 * README's `odds-readings` block). Seconds: every case is one seed.
 */
import * as path from 'node:path';
import { READING_ODDS_CASES, readingOdds, readingOddsTable } from '../oracle/odds/reading-cases';
import { writeGeneratedBlock } from '../oracle/readme-block';

const table = readingOddsTable(READING_ODDS_CASES.map(readingOdds));
process.stdout.write(table + '\n');
if (process.argv.includes('--write')) {
  const readme = path.join(__dirname, '..', 'README.md');
  process.stderr.write(writeGeneratedBlock(readme, 'odds-readings', table) ? 'README.md: odds-readings block rewritten\n' : 'README.md: odds-readings block unchanged (or absent)\n');
}
