/**
 * Writes the golden playthroughs (oracle/playthroughs.ts PLAYTHROUGHS) to oracle/playthroughs/<ruleset>/.
 * Usage: npm run playthroughs. tests/game.playthroughs.test.ts checks that the committed files are what
 * this writes, byte for byte.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PLAYTHROUGHS, playthroughPath, playthroughText } from '../oracle/playthroughs';
import { parseScenario } from '../machines/cce/game/scenario';

for (const p of PLAYTHROUGHS) {
  const path = playthroughPath(p, parseScenario(JSON.parse(readFileSync(p.scenario, 'utf8'))));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, playthroughText(p.scenario, p.seed));
  console.log(`wrote ${path}`);
}
