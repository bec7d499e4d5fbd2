/**
 * `npm run bench:build`: the CPU time of what `npm start` and the slowest unit tests spend most of theirs
 * on, in this process, each phase once: the graph walk of every seed of every procedure under the
 * default readings, a whole build (`buildAll`: the walks again, every vector replayed, the
 * reading-alternative search; nothing written), and the search for a case that tells each reading
 * alternative apart (tests/readings.alternatives.suite.ts). CPU seconds of this process (user + system),
 * which vary less than the wall clock on a machine other processes share; the load average at the start
 * is printed with them. A figure to compare between two commits on the same machine, not a test.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import { resolveReadings } from '../machines/core/readings';
import { CCE_READINGS } from '../machines/cce/readings';
import { findDistinguishingCase } from '../oracle/diff';
import { getRuleset, PROCEDURES } from '../oracle/registry';
import { buildAll } from '../oracle/vectors';
import { forgetWalks, walkSeed } from '../oracle/walk';

const cpu = <T>(f: () => T): [T, number] => {
  const t = process.cpuUsage();
  const out = f();
  const u = process.cpuUsage(t);
  return [out, (u.user + u.system) / 1e6];
};

const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const [paths, walk] = cpu(() => {
  let n = 0;
  for (const spec of PROCEDURES) {
    const readings = resolveReadings(getRuleset(spec.ruleset).readings, {}, spec.procedure);
    for (const seed of spec.seeds) n += walkSeed(spec, seed, spec.ruleset, readings).length;
  }
  return n;
});
// Each figure walks afresh: the walks are memoised in the process (oracle/walk.ts).
forgetWalks();
const [built, build] = cpu(() => buildAll());
const modelled = new Set(PROCEDURES.filter((p) => p.ruleset === 'cce').map((p) => p.procedure));
forgetWalks();
const [told, search] = cpu(() => {
  let n = 0;
  for (const reading of CCE_READINGS) {
    const procedures = reading.procedures.filter((p) => modelled.has(p));
    if (!procedures.length) continue;
    for (const alt of reading.alternatives.filter((a) => a.id !== reading.default)) if (findDistinguishingCase('cce', reading.id, alt.id, procedures)) n++;
  }
  return n;
});
const vectors = built.builds.reduce((n, b) => n + b.vectors.length, 0);
const line = (label: string, seconds: number, what: string): string => `${label.padEnd(26)}${seconds.toFixed(2).padStart(6)} CPU-s  (${what})`;
process.stdout.write(
  [
    line('walk, every seed:', walk, `${paths} paths`),
    line('build (buildAll):', build, `${vectors} vectors, nothing written`),
    line('readings search:', search, `${told} alternatives told apart from their default`),
    `load average at start:    ${load} on ${os.cpus().length} cores (other processes share them)`,
  ].join('\n') + '\n',
);
